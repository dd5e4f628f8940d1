"""A hand and a session as rows of the history's tables, and back.

:func:`hand_row` is what :meth:`~vptrainer.core.practice.history.store.History.insert_hand`
writes: every column of the ``hands`` table by name (the schema's
:data:`~vptrainer.core.practice.history.database.HAND_COLUMNS`, no more, no fewer), from
a hand's :func:`hand_values` (what the
:class:`~vptrainer.core.practice.history.writer.HistoryWriter` queues) and its session,
ordinal and time; :func:`session_row` is a new session's values;
:func:`hand_record` and :func:`session_info` read a row back, checked, and raise
:class:`~vptrainer.core.practice.history.database.HistoryError` for a damaged one.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.games.tomlfile import dumps_paytable
from vptrainer.core.practice.dealing import MAX_LINES
from vptrainer.core.practice.grading import (
    Assistance,
    FeaturePlay,
    Grade,
    HandResult,
    Payout,
    Severity,
)
from vptrainer.core.practice.history.database import HAND_COLUMNS, HistoryError
from vptrainer.core.practice.history.records import HandRecord, SessionInfo
from vptrainer.core.practice.history.values import (
    _cards,
    _cards_text,
    _final_cards,
    _frac,
    _frac_text,
    _masks,
    _masks_text,
    _now,
    _optional,
    _situation,
    _time,
    _time_text,
)
from vptrainer.core.practice.situations import DrillMode

#: The columns of a hand's own values: every column but its session, its ordinal and
#: when it was played (known only as it is written).
HAND_VALUE_COLUMNS = HAND_COLUMNS[3:]


def hand_values(result: HandResult) -> dict[str, object]:
    """A played hand's values by column (:data:`HAND_VALUE_COLUMNS`): plain text and
    numbers, as JSON keeps them (the history's writer queues them that way)."""
    g, p, w, b = result.grade, result.payout, result.warned, result.bonus
    sit = result.situation
    return {
        "deal": _cards_text(result.deal),
        "hold_mask": result.mask,
        "best_masks": _masks_text(g.best_masks),
        "player_ev": _frac_text(g.player_ev),
        "player_ev_f": float(g.player_ev),
        "best_ev": _frac_text(g.best_ev),
        "best_ev_f": float(g.best_ev),
        "ev_lost": _frac_text(g.ev_lost),
        "ev_lost_f": float(g.ev_lost),
        "cost_f": float(g.cost),
        "severity": str(g.severity),
        "final": _cards_text(result.final),
        "pay_category": p.category,
        "pay_key": p.key,
        "pay_label": p.label,
        "pays": _frac_text(p.pays),
        "bet": p.bet,
        "payout": _frac_text(result.total_paid),
        "payout_f": float(result.total_paid),
        "credits": _frac_text(result.net),
        "assistance": str(result.assistance),
        "warned_mask": None if w is None else w.mask,
        "warned_ev": None if w is None else _frac_text(w.player_ev),
        "warned_ev_lost_f": None if w is None else float(w.ev_lost),
        "warned_severity": None if w is None or not w.is_mistake else str(w.severity),
        "bonus_category": None if b is None else b.category,
        "bonus_key": None if b is None else b.key,
        "bonus_label": None if b is None else b.label,
        "bonus_pays": None if b is None else _frac_text(b.pays),
        "bonus_paid_f": float(result.bonus_paid),
        "best_rule": None if sit is None else sit.best.index,
        "best_rule_text": None if sit is None else sit.best.text,
        "player_rule": None if sit is None else sit.player.index,
        "player_rule_text": None if sit is None else sit.player.text,
        "drill_mode": str(result.drill),
        "feature": _feature_text(result.feature),
    }


def _feature_text(feature: FeaturePlay | None) -> str | None:
    """A feature game's play as the history's JSON (``None`` in standard play)."""
    if feature is None:
        return None
    data = {
        "game": feature.game,
        "coins_bet": feature.coins_bet,
        "paid": _frac_text(feature.paid),
        **dict(feature.detail),
    }
    return json.dumps(data, sort_keys=True)


def _feature(text: object) -> FeaturePlay | None:
    """A feature game's play read back (``None``: standard play)."""
    if text is None:
        return None
    data = json.loads(str(text))
    if not isinstance(data, dict):
        raise ValueError("the feature game's data is not an object")
    game, bet, paid = data.pop("game"), data.pop("coins_bet"), data.pop("paid")
    if not isinstance(game, str) or not isinstance(bet, int) or bet < 0:
        raise ValueError("the feature game's data has no game or bet")
    return FeaturePlay(game, bet, _frac(paid), tuple(sorted(data.items())))


#: The columns of a hand's situation in the chart (filled in later when the chart came late).
SITUATION_COLUMNS = ("best_rule", "best_rule_text", "player_rule", "player_rule_text")


def situation_values(result: HandResult) -> dict[str, object]:
    """The situation columns of a played hand (``None`` each without a situation)."""
    values = hand_values(result)
    return {c: values[c] for c in SITUATION_COLUMNS}


def hand_row(
    session_id: int, ordinal: int, played: str, hand: HandResult | Mapping[str, object]
) -> dict[str, object]:
    """The ``hands`` row of a played hand (or of its :func:`hand_values`): a value for
    each column, by its name."""
    values = hand_values(hand) if isinstance(hand, HandResult) else hand
    row: dict[str, object] = {"session_id": session_id, "ordinal": ordinal, "played": played}
    row.update((column, values[column]) for column in HAND_VALUE_COLUMNS if column in values)
    if tuple(row) != HAND_COLUMNS or len(values) != len(HAND_VALUE_COLUMNS):
        # the schema and this row are one list of columns
        raise HistoryError("internal error: the hand row does not match the schema's columns")
    return row


def session_row(
    table: PayTable,
    settings: Mapping[str, Any] | None = None,
    optimal_return: Fraction | None = None,
    started: datetime | None = None,
) -> tuple[object, ...]:
    """The stored values of a new session (plain text and numbers, as JSON keeps them),
    in the order of :data:`SESSION_ROW_COLUMNS`.

    Raises
    ------
    HistoryError
        When the settings are not JSON-serializable.
    """
    try:
        settings_text = json.dumps(dict(settings or {}), sort_keys=True)
    except (TypeError, ValueError) as e:
        raise HistoryError(f"the session settings cannot be stored: {e}") from None
    return (
        _time_text(started or _now()),
        table.name,
        table.builtin_id,
        dumps_paytable(table),
        None if optimal_return is None else _frac_text(optimal_return),
        settings_text,
    )


#: The columns :func:`session_row` gives values of, in its order.
SESSION_ROW_COLUMNS = (
    "started",
    "table_name",
    "table_id",
    "table_toml",
    "optimal_return",
    "settings",
)


def session_info(row: sqlite3.Row, path: Path) -> SessionInfo:
    """A session row; optional fields that do not read are dropped, required ones raise."""
    try:
        settings = json.loads(row["settings"] or "{}")
    except (ValueError, TypeError, RecursionError):
        settings = {}
    try:
        session_id = int(row["id"])
        started = _time(row["started"])
        table_name, table_toml = row["table_name"], row["table_toml"]
        if not isinstance(table_name, str) or not isinstance(table_toml, str):
            raise ValueError("the pay table is missing")
    except (ValueError, TypeError, OverflowError) as e:
        raise HistoryError(
            f"the history {path} has an unreadable session ({row['id']!r}): {e}",
            reason="damaged",
        ) from None
    table_id = row["table_id"] if isinstance(row["table_id"], str) else None
    return SessionInfo(
        id=session_id,
        started=started,
        ended=_optional(_time, row["ended"]),
        table_name=table_name,
        table_id=table_id,
        table_toml=table_toml,
        optimal_return=_optional(_frac, row["optimal_return"]),
        settings=settings if isinstance(settings, dict) else {},
    )


def hand_record(row: sqlite3.Row, path: Path) -> HandRecord:
    """A hand row, read back into the hand that was played; a field that does not read
    raises :class:`HistoryError` (a damaged history)."""
    try:
        bet = int(row["bet"])
        deal = _cards(row["deal"])
        final = _final_cards(deal, int(row["hold_mask"]), row["final"])
        paid = _frac(row["payout"])
        feature = _feature(row["feature"])
        taken = paid - _frac(row["credits"])
        if feature is not None:  # the game's own bet: its lines are the session's
            played = feature.get("lines", 1)
            if not isinstance(played, int) or not 1 <= played <= MAX_LINES:
                raise ValueError(f"the feature game's lines are not a number of lines: {played}")
            lines = Fraction(played)
            if taken != feature.coins_bet:
                raise ValueError("the feature game's bet and the credits disagree")
            paid -= feature.paid
        else:
            lines = taken / bet
        if lines.denominator != 1 or not 1 <= lines <= MAX_LINES:
            raise ValueError(f"the payout and credits do not make whole lines: {lines}")
        grade = Grade(
            mask=int(row["hold_mask"]),
            best_masks=_masks(row["best_masks"]),
            player_ev=_frac(row["player_ev"]),
            best_ev=_frac(row["best_ev"]),
            bet=bet,
            severity=Severity(row["severity"]),
            lines=int(lines),
        )
        payout = Payout(
            hand=final,
            category=int(row["pay_category"]),
            key=row["pay_key"],
            label=row["pay_label"],
            pays=_frac(row["pays"]),
            bet=bet,
        )
        warned = None
        if row["warned_mask"] is not None and row["warned_severity"] is not None:
            warned = Grade(
                mask=int(row["warned_mask"]),
                best_masks=grade.best_masks,
                player_ev=_frac(row["warned_ev"]),
                best_ev=grade.best_ev,
                bet=bet,
                severity=Severity(row["warned_severity"]),
            )
        bonus = None
        if row["bonus_key"] is not None:
            bonus = Payout(
                hand=deal,
                category=int(row["bonus_category"]),
                key=row["bonus_key"],
                label=row["bonus_label"],
                pays=_frac(row["bonus_pays"]),
                bet=bet,
            )
        result = HandResult(
            deal=deal,
            mask=grade.mask,
            final=final,
            payout=payout,
            grade=grade,
            others_paid=paid - payout.amount - (0 if bonus is None else bonus.amount * lines),
            bonus=bonus,
            assistance=Assistance(row["assistance"]),
            warned=warned,
            situation=_situation(row),
            drill=DrillMode(row["drill_mode"]),
            feature=feature,
        )
        return HandRecord(
            int(row["session_id"]),
            int(row["ordinal"]),
            _time(row["played"]),
            result,
        )
    except (ValueError, TypeError, ZeroDivisionError, OverflowError, KeyError) as e:
        raise HistoryError(
            f"the history {path} has an unreadable hand (session "
            f"{row['session_id']}, hand {row['ordinal']}): {e}"
        ) from None
