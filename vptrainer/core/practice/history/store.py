"""The practice history: sessions and every hand, in SQLite in the user data directory.

The database (``history.sqlite3`` in ``platformdirs.user_data_dir("vptrainer")``
unless a path is given) has two tables:

``sessions``
    ``id``, ``started`` and ``ended`` (ISO 8601, UTC), ``table_name``,
    ``table_id`` (the built-in id or NULL), ``table_toml`` (the whole pay table,
    so a session replays even when its file is gone), ``optimal_return`` (exact
    ``p/q`` text or NULL) and ``settings`` (a JSON object: bet, seed, threshold...).
``hands``
    ``session_id``, ``ordinal`` (1, 2, ... within the session), ``played``,
    ``deal`` and ``final`` (card codes such as ``"Ah Kd Qs Jc Th"``, in dealt
    order), ``hold_mask``, ``best_masks`` (``"15,23"``), ``player_ev``,
    ``best_ev`` and ``ev_lost`` per coin (exact ``p/q`` text, each with a ``_f``
    float copy for sorting and sums), ``cost_f`` (EV lost in coins), ``severity``
    (``correct``/``minor``/``major``), ``pay_category``, ``pay_key``,
    ``pay_label``, ``pays`` (per coin, ``p/q``), ``bet``, ``payout`` (coins paid,
    the deal bonus included, ``p/q``, with ``payout_f``) and ``credits`` (payout minus
    bet, ``p/q``); since schema version 2 also ``assistance`` (``none``, ``hint``,
    ``warning`` or ``replay``: how the player was helped to the hold), the mistake a
    warning stopped (``warned_mask``, ``warned_ev`` per coin, ``warned_ev_lost_f`` and
    ``warned_severity``; NULL without one) and the deal's ``[dealt]`` bonus
    (``bonus_category``, ``bonus_key``, ``bonus_label``, ``bonus_pays`` per coin and
    ``bonus_paid_f`` in coins, every line; NULL and 0 without one). Hands recorded before version 2
    read as unaided and without a bonus. Since version 3: the hand's situation in the
    table's generated basic strategy, ``best_rule`` and ``player_rule`` (0-based; -1: no
    rule) with their texts ``best_rule_text`` and ``player_rule_text`` (NULL when the
    chart was not known), and ``drill_mode`` (``random``, ``weak_spots``,
    ``close_calls`` or ``mistakes``; older hands read as ``random``). Since version 4:
    ``feature``, what a feature game made of the hand (JSON: ``game``, ``coins_bet``,
    ``paid`` on top of the lines' pays, ``lines`` and the game's state, such as
    Ultimate X's ``total_multiplier`` and ``multipliers`` or Multi-Strike's ``level``;
    NULL in standard play); then ``payout - credits`` is the game's bet.

Multi-play is stored without columns of its own: a session's settings hold its
``lines`` (1 when missing; every hand of a session plays them), a hand's ``final``,
``pay_*`` and ``pays`` are its first line's, ``bet`` is per line, and ``payout``,
``credits`` and ``cost_f`` count every line, so ``(payout - credits) / bet`` is the
number of lines.

Every hand is committed as it is recorded (WAL journal, ``synchronous=FULL``), so
a crash loses nothing. ``PRAGMA user_version`` holds :data:`SCHEMA_VERSION` and
``PRAGMA application_id`` marks the file as ours. A file that is not SQLite, is
damaged, belongs to another program or has a newer schema raises
:class:`HistoryError`; the file is never changed or deleted in that case.

A :class:`History` object belongs to the thread that opened it (the app keeps it on
a history thread of its own): sqlite3 refuses use from another thread.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.drills import Review
from vptrainer.core.practice.grading import HandResult, Severity
from vptrainer.core.practice.history.database import (
    APPLICATION_ID,
    FILE_NAME,
    HAND_COLUMNS,
    SCHEMA_VERSION,
    SESSION_COLUMNS,
    GuardedConnection,
    HistoryError,
    busy_error,
    default_history_path,
    is_busy,
    open_database,
    unsafe_error,
    unsafe_objects,
)
from vptrainer.core.practice.history.records import (
    Confusion,
    HandRecord,
    PastMistake,
    SessionInfo,
    SessionSummary,
    SituationStats,
)
from vptrainer.core.practice.history.rows import (
    SESSION_ROW_COLUMNS,
    SITUATION_COLUMNS,
    hand_record,
    hand_row,
    hand_values,
    session_info,
    session_row,
)
from vptrainer.core.practice.history.values import (
    _frac_text,
    _now,
    _optional,
    _session_lines,
    _settings_lines,
    _time,
    _time_text,
)
from vptrainer.core.practice.session import SessionStats

__all__ = [
    "APPLICATION_ID",
    "FILE_NAME",
    "SCHEMA_VERSION",
    "History",
    "HistoryError",
    "default_history_path",
]


class History:
    """The history database: open it, record sessions and hands, query them.

    Parameters
    ----------
    path
        The database file; by default :func:`default_history_path`. Its folder is
        created when missing.

    Raises
    ------
    HistoryError
        When the file is not a SQLite database, is damaged, belongs to another
        program, has a newer schema, or cannot be opened or created. The file is
        left exactly as it was.

    Notes
    -----
    One object belongs to one thread. Use it as a context manager or call
    :meth:`close`; hands are committed as they are recorded either way.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_history_path()
        self._conn: GuardedConnection | None = open_database(self.path)

    @property
    def closed(self) -> bool:
        """True after :meth:`close`."""
        return self._conn is None

    def close(self) -> None:
        """Close the database (everything recorded is already committed)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def _db(self) -> GuardedConnection:
        if self._conn is None:
            raise HistoryError("the history is closed")
        return self._conn

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        conn = self._db
        try:
            with conn.limited():
                conn.execute("BEGIN IMMEDIATE")
                try:
                    found = unsafe_objects(conn)  # SQL another program added since
                    if found:
                        raise unsafe_error(self.path, found)
                    yield conn
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
                conn.execute("COMMIT")
        except (sqlite3.Error, UnicodeDecodeError) as e:
            if isinstance(e, sqlite3.Error) and is_busy(e):
                raise busy_error(self.path, e) from None
            raise HistoryError(f"cannot write the history {self.path}: {e}") from None

    def _query(self, sql: str, params: Sequence[object] = ()) -> list[sqlite3.Row]:
        conn = self._db
        try:
            with conn.limited():
                cur = conn.cursor()
                cur.row_factory = sqlite3.Row
                return list(cur.execute(sql, params))
        except (sqlite3.Error, UnicodeDecodeError) as e:
            if isinstance(e, sqlite3.Error) and is_busy(e):
                raise busy_error(self.path, e) from None
            raise HistoryError(f"cannot read the history {self.path}: {e}") from None

    # -- writing

    def start_session(
        self,
        table: PayTable,
        *,
        settings: Mapping[str, Any] | None = None,
        optimal_return: Fraction | None = None,
        started: datetime | None = None,
    ) -> int:
        """Store a new session and return its id.

        Parameters
        ----------
        table
            The pay table; its TOML text is stored with the session.
        settings
            JSON-serializable practice settings (bet, seed, threshold, ...).
        optimal_return
            The table's optimal return, if known (see :meth:`set_optimal_return`).
        started
            A time-zone aware time; now by default.

        Raises
        ------
        HistoryError
            When the settings are not JSON-serializable or the write fails.
        """
        return self.insert_session(session_row(table, settings, optimal_return, started))

    def insert_session(self, row: tuple[object, ...]) -> int:
        """Store a session from its :func:`session_row`; returns its id."""
        with self._transaction() as conn:
            cur = conn.execute(
                f"INSERT INTO sessions ({', '.join(SESSION_ROW_COLUMNS)}) "
                f"VALUES ({', '.join('?' * len(SESSION_ROW_COLUMNS))})",
                row,
            )
            session_id = cur.lastrowid
        assert session_id is not None
        return session_id

    def set_optimal_return(self, session_id: int, optimal_return: Fraction | None) -> None:
        """Store the table's optimal return of a session (known once the analysis ends)."""
        value = None if optimal_return is None else _frac_text(optimal_return)
        with self._transaction() as conn:
            cur = conn.execute(
                "UPDATE sessions SET optimal_return = ? WHERE id = ?", (value, session_id)
            )
            if cur.rowcount == 0:
                raise HistoryError(f"no session {session_id} in the history")

    def end_session(self, session_id: int, *, ended: datetime | None = None) -> None:
        """Mark a session as ended (now by default)."""
        with self._transaction() as conn:
            cur = conn.execute(
                "UPDATE sessions SET ended = ? WHERE id = ?",
                (_time_text(ended or _now()), session_id),
            )
            if cur.rowcount == 0:
                raise HistoryError(f"no session {session_id} in the history")

    def record_hand(
        self, session_id: int, result: HandResult, *, played: datetime | None = None
    ) -> HandRecord:
        """Store one played hand as the next of its session, committed at once.

        Raises
        ------
        HistoryError
            For an unknown session, or when the write fails.
        """
        when_text = _time_text(played or _now())
        ordinal = self.insert_hand(session_id, result.lines, when_text, hand_values(result))
        return HandRecord(session_id, ordinal, datetime.fromisoformat(when_text), result)

    def insert_hand(
        self, session_id: int, lines: int, played: str, values: Mapping[str, object]
    ) -> int:
        """Store a hand from its :func:`~.rows.hand_values` (playing ``lines`` lines,
        ``played`` its stored time) as the next of its session; returns its ordinal."""
        with self._transaction() as conn:
            row = conn.execute("SELECT settings FROM sessions WHERE id = ?", (session_id,))
            found = row.fetchone()
            if found is None:
                raise HistoryError(f"no session {session_id} in the history")
            if lines != _session_lines(found[0]):
                raise HistoryError(
                    f"session {session_id} plays {_session_lines(found[0])} line(s) a hand, "
                    f"not {lines}; start a new session"
                )
            ordinal = int(
                conn.execute(
                    "SELECT COALESCE(MAX(ordinal), 0) + 1 FROM hands WHERE session_id = ?",
                    (session_id,),
                ).fetchone()[0]
            )
            conn.execute(
                f"INSERT INTO hands ({', '.join(HAND_COLUMNS)}) "
                f"VALUES ({', '.join(':' + c for c in HAND_COLUMNS)})",
                hand_row(session_id, ordinal, played, values),
            )
        return ordinal

    def set_last_situation(self, session_id: int, values: Mapping[str, object]) -> None:
        """Store the situation (:data:`~.rows.SITUATION_COLUMNS`) of a session's last hand:
        the chart named its rules only after the hand was recorded."""
        if sorted(values) != sorted(SITUATION_COLUMNS):
            raise HistoryError("a situation of the wrong shape")
        with self._transaction() as conn:
            conn.execute(
                f"UPDATE hands SET {', '.join(c + ' = :' + c for c in SITUATION_COLUMNS)} "
                "WHERE session_id = :session_id AND ordinal = "
                "(SELECT MAX(ordinal) FROM hands WHERE session_id = :session_id)",
                {**values, "session_id": session_id},
            )

    def delete_session(self, session_id: int) -> None:
        """Remove a session and its hands."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM hands WHERE session_id = ?", (session_id,))
            conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    # -- reading

    def _session(self, row: sqlite3.Row) -> SessionInfo:
        """A session row; optional fields that do not read are dropped, required ones raise."""
        return session_info(row, self.path)

    def _hand(self, row: sqlite3.Row) -> HandRecord:
        return hand_record(row, self.path)

    def sessions(self) -> tuple[SessionInfo, ...]:
        """Every stored session, newest first."""
        rows = self._query(
            f"SELECT {', '.join(SESSION_COLUMNS)} FROM sessions ORDER BY started DESC, id DESC"
        )
        return tuple(self._session(r) for r in rows)

    def session(self, session_id: int) -> SessionInfo:
        """One session by id.

        Raises
        ------
        HistoryError
            When there is no such session.
        """
        rows = self._query(
            f"SELECT {', '.join(SESSION_COLUMNS)} FROM sessions WHERE id = ?", (session_id,)
        )
        if not rows:
            raise HistoryError(f"no session {session_id} in the history")
        return self._session(rows[0])

    def hands(self, session_id: int) -> tuple[HandRecord, ...]:
        """The hands of a session in the order they were played."""
        rows = self._query(
            f"SELECT {', '.join(HAND_COLUMNS)} FROM hands WHERE session_id = ? ORDER BY ordinal",
            (session_id,),
        )
        return tuple(self._hand(r) for r in rows)

    def mistakes(
        self,
        *,
        limit: int | None = 100,
        session_id: int | None = None,
        severity: Severity | str | None = None,
    ) -> tuple[PastMistake, ...]:
        """Past mistakes by EV lost per coin, largest first (then the newest first).

        Parameters
        ----------
        limit
            At most this many (``None``: all).
        session_id
            Only this session's mistakes.
        severity
            Only ``"minor"`` or only ``"major"`` mistakes.
        """
        where = ["(h.severity != 'correct' OR h.warned_severity IS NOT NULL)"]
        params: list[object] = []
        if session_id is not None:
            where.append("h.session_id = ?")
            params.append(session_id)
        if severity is not None:
            try:
                sev = Severity(severity)
            except ValueError:
                raise HistoryError(
                    f"unknown mistake severity {severity!r}; use 'minor' or 'major'"
                ) from None
            where.append("(h.severity = ? OR (h.severity = 'correct' AND h.warned_severity = ?))")
            params += [str(sev), str(sev)]
        sql = (
            f"SELECT {', '.join('h.' + c for c in HAND_COLUMNS)}, s.table_name, "
            "s.table_id, s.table_toml FROM hands h JOIN sessions s ON s.id = h.session_id "
            f"WHERE {' AND '.join(where)} "
            "ORDER BY CASE WHEN h.severity != 'correct' THEN h.ev_lost_f "
            "ELSE h.warned_ev_lost_f END DESC, h.cost_f DESC, h.played DESC, h.id DESC"
        )
        if limit is not None:
            sql += " LIMIT ?"
            params.append(max(0, int(limit)))
        return tuple(
            PastMistake(self._hand(r), r["table_name"], r["table_id"], r["table_toml"])
            for r in self._query(sql, params)
        )

    def stats(self, session_id: int) -> SessionStats:
        """The exact statistics of a stored session (with the cumulative EV-lost series)."""
        info = self.session(session_id)
        return SessionStats.of((h.result for h in self.hands(session_id)), info.optimal_return)

    def summaries(self) -> tuple[SessionSummary, ...]:
        """Totals of every session, newest first, for a session list."""
        rows = self._query(
            f"SELECT {', '.join('s.' + c for c in SESSION_COLUMNS)}, "
            "COUNT(h.id) AS n, "
            # mistakes and EV given up: unaided hands (a hand played with help is not graded)
            "COALESCE(SUM(h.severity = 'minor' AND h.assistance = 'none'), 0) AS minor, "
            "COALESCE(SUM(h.severity = 'major' AND h.assistance = 'none'), 0) AS major, "
            "COALESCE(SUM(CASE WHEN h.assistance = 'none' THEN h.ev_lost_f END), 0.0) "
            "AS ev_lost, "
            "COALESCE(SUM(CASE WHEN h.assistance = 'none' THEN h.cost_f END), 0.0) AS cost, "
            "COALESCE(SUM(CASE WHEN h.feature IS NULL THEN h.bet END), 0) AS bet, "
            "COALESCE(SUM(json_extract(h.feature, '$.coins_bet')), 0) AS feature_bet, "
            "COALESCE(SUM(h.payout_f), 0.0) AS paid, "
            "COALESCE(SUM(h.assistance != 'none'), 0) AS assisted, "
            "COALESCE(SUM(CASE WHEN h.assistance = 'none' THEN h.ev_lost_f END), 0.0) "
            "AS unaided_ev_lost, "
            "COALESCE(SUM(h.assistance = 'none' AND h.severity = 'correct'), 0) "
            "AS unaided_correct "
            "FROM sessions s LEFT JOIN hands h ON h.session_id = s.id "
            "GROUP BY s.id ORDER BY s.started DESC, s.id DESC"
        )
        return tuple(self._summary(self._session(r), r) for r in rows)

    def summary(self, session_id: int) -> SessionSummary:
        """Totals of one session."""
        stats = self.stats(session_id)
        info = self.session(session_id)
        ret = stats.player_return
        return SessionSummary(
            session=info,
            hands=stats.hands,
            minor_mistakes=stats.minor_mistakes,
            major_mistakes=stats.major_mistakes,
            ev_lost=float(stats.ev_lost),
            cost=float(stats.cost),
            total_bet=stats.total_bet,
            total_paid=float(stats.total_paid),
            player_return=None if ret is None else float(ret),
            assisted_hands=stats.assisted,
            unaided_correct=stats.unaided_correct,
        )

    def _summary(self, info: SessionInfo, r: sqlite3.Row) -> SessionSummary:
        n = int(r["n"])
        assisted = int(r["assisted"])
        unaided = n - assisted
        total_bet = int(r["bet"]) * _settings_lines(info.settings) + int(r["feature_bet"])
        ret = None
        if info.optimal_return is not None:  # as SessionStats.player_return: per coin bet
            lost = 0.0
            if unaided and total_bet > 0:
                lost = (float(r["cost"]) / unaided) / (total_bet / n)
            ret = float(info.optimal_return) - lost
        return SessionSummary(
            session=info,
            hands=n,
            minor_mistakes=int(r["minor"]),
            major_mistakes=int(r["major"]),
            ev_lost=float(r["ev_lost"]),
            cost=float(r["cost"]),
            total_bet=total_bet,
            total_paid=float(r["paid"]),
            player_return=ret,
            assisted_hands=assisted,
            unaided_correct=int(r["unaided_correct"]),
        )

    # -- situations

    def _table_filter(self, table_name: str | None) -> tuple[str, list[object]]:
        if table_name is None:
            return "", []
        return " AND s.table_name = ?", [table_name]

    def situation_stats(self, table_name: str | None = None) -> tuple[SituationStats, ...]:
        """Hands, mistakes and EV lost by situation (the best hold's rule), the most
        expensive first; only hands recorded with the table's chart count."""
        where, params = self._table_filter(table_name)
        rows = self._query(
            "SELECT CASE WHEN h.best_rule < 0 THEN '(no rule)' ELSE h.best_rule_text END "
            "AS k, COUNT(*) AS n, COALESCE(SUM(h.severity != 'correct'), 0) AS m, "
            "COALESCE(SUM(h.ev_lost_f), 0.0) AS lost, COALESCE(SUM(h.cost_f), 0.0) AS cost "
            "FROM hands h JOIN sessions s ON s.id = h.session_id "
            f"WHERE h.best_rule IS NOT NULL{where} GROUP BY k ORDER BY lost DESC, n DESC, k",
            params,
        )
        return tuple(
            SituationStats(
                str(r["k"]), int(r["n"]), int(r["m"]), float(r["lost"]), float(r["cost"])
            )
            for r in rows
        )

    def confusions(
        self, table_name: str | None = None, *, limit: int = 10
    ) -> tuple[Confusion, ...]:
        """The most expensive confusions: a rule played over the best hold's rule, with
        how often and what it cost in coins."""
        where, params = self._table_filter(table_name)
        rows = self._query(
            "SELECT CASE WHEN h.player_rule < 0 THEN '' ELSE h.player_rule_text END AS p, "
            "CASE WHEN h.best_rule < 0 THEN '(no rule)' ELSE h.best_rule_text END AS b, "
            "COUNT(*) AS n, COALESCE(SUM(h.cost_f), 0.0) AS cost "
            "FROM hands h JOIN sessions s ON s.id = h.session_id "
            f"WHERE h.best_rule IS NOT NULL AND h.severity != 'correct'{where} "
            "GROUP BY p, b ORDER BY cost DESC, n DESC, p, b LIMIT ?",
            [*params, max(0, int(limit))],
        )
        return tuple(
            Confusion(str(r["p"]), str(r["b"]), int(r["n"]), float(r["cost"])) for r in rows
        )

    def situation_reviews(self, table_name: str) -> tuple[Review, ...]:
        """Every unaided hand of a table with its situation, oldest first: what the weak-spot
        scheduler replays (:class:`~vptrainer.core.practice.drills.WeakSpots`)."""
        rows = self._query(
            "SELECT h.played, CASE WHEN h.best_rule < 0 THEN '(no rule)' "
            "ELSE h.best_rule_text END AS k, h.severity = 'correct' AS ok "
            "FROM hands h JOIN sessions s ON s.id = h.session_id "
            "WHERE h.best_rule IS NOT NULL AND h.assistance = 'none' AND s.table_name = ? "
            "ORDER BY h.played, h.id",
            [table_name],
        )
        out = []
        for r in rows:
            played = _optional(_time, r["played"])
            if played is not None:
                out.append(Review(played, str(r["k"]), bool(r["ok"])))
        return tuple(out)

    def open_mistakes(self, table_name: str, *, limit: int = 200) -> tuple[PastMistake, ...]:
        """A table's past mistakes not yet played right since (the same deal held correctly
        later, without a hint or a warning), the most expensive first, one per deal."""
        sql = (
            f"SELECT {', '.join('h.' + c for c in HAND_COLUMNS)}, s.table_name, "
            "s.table_id, s.table_toml FROM hands h JOIN sessions s ON s.id = h.session_id "
            "WHERE s.table_name = ? AND h.severity != 'correct' AND NOT EXISTS ("
            "SELECT 1 FROM hands h2 JOIN sessions s2 ON s2.id = h2.session_id "
            "WHERE s2.table_name = s.table_name AND h2.deal = h.deal "
            "AND h2.severity = 'correct' AND h2.assistance IN ('none', 'replay') "
            "AND (h2.played > h.played OR (h2.played = h.played AND h2.id > h.id))) "
            "ORDER BY h.ev_lost_f DESC, h.played DESC, h.id DESC"
        )
        seen: set[str] = set()
        out: list[PastMistake] = []
        for r in self._query(sql, [table_name]):
            if r["deal"] in seen:
                continue
            seen.add(r["deal"])
            out.append(PastMistake(self._hand(r), r["table_name"], r["table_id"], r["table_toml"]))
            if len(out) >= limit:
                break
        return tuple(out)
