"""Every graded hand into the history, in order, and never dropped while it is busy.

:class:`HistoryWriter` keeps what is to be written (a session started, its hands, its
optimal return, its end) as plain data in a queue and writes it in order. When another
program holds the history locked, SQLite waits for it (the busy timeout of
:mod:`.database`) and then says it is busy: what is waiting stays queued, the player is
told (:attr:`WriteStatus.message`), and the executor calls :meth:`HistoryWriter.flush`
again every :data:`RETRY_S` seconds; opening waits the same way. A queue still waiting
when the app closes (after :meth:`HistoryWriter.close` waited a while more) is kept
beside the history (``history.sqlite3.pending``, plain JSON, private to the user) and
written at the next opening. Any other failure (a damaged file, a full disk) raises
:class:`HistoryError`: the history is then off, and practice goes on without it.

Qt-free: any executor runs a writer on the one thread that owns its history.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import json
import math
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.history.database import default_history_path
from vptrainer.core.practice.history.rows import (
    HAND_VALUE_COLUMNS,
    SESSION_ROW_COLUMNS,
    SITUATION_COLUMNS,
    hand_values,
    session_row,
    situation_values,
)
from vptrainer.core.practice.history.store import History, HistoryError
from vptrainer.core.practice.history.values import _frac_text, _now, _time_text
from vptrainer.core.storage.fileio import (
    FileRefused,
    FileTooLarge,
    atomic_write_text,
    read_regular_text,
)

#: Seconds between two tries of a busy history (each try waits the busy timeout too).
RETRY_S = 2.0
#: How long closing waits for a busy history before the queue is kept in a file.
CLOSE_WAIT_S = 6.0
PENDING_SUFFIX = ".pending"
#: The pending file holds a few thousand hands at most; anything larger is not ours.
MAX_PENDING_BYTES = 64 * 1024 * 1024
_FORMAT = 1


@dataclass(frozen=True)
class WriteStatus:
    """What a flush did: hands saved now, hands still waiting, and what to tell the player
    (empty when nothing waits)."""

    saved: int
    waiting: int
    busy: bool
    message: str = ""


def waiting_text(hands: int) -> str:
    """What the player is told while the history is busy."""
    what = "1 hand waits" if hands == 1 else f"{hands:,} hands wait"
    return (
        f"The history is in use by another program: {what} to be saved, and will be saved "
        "as soon as it is free (no hand is lost)."
    )


@dataclass
class _Op:
    """One write: ``kind`` is ``session``, ``hand``, ``optimal``, ``situation`` (of the
    last hand) or ``end``; ``key`` is
    the writer's key of the session, ``data`` its stored values."""

    kind: str
    key: int
    data: dict[str, Any]


class HistoryWriter:
    """Writes sessions and hands to the history in order, waiting while it is busy.

    Parameters
    ----------
    path
        The history file (:func:`default_history_path` by default).
    clock
        Seconds, for the waits of :meth:`close` (tests give their own).
    """

    def __init__(
        self, path: str | Path | None = None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.path = Path(path) if path is not None else default_history_path()
        self.history: History | None = None
        self._queue: deque[_Op] = deque()
        self._ids: dict[int, int] = {}  # the writer's session keys -> ids in the file
        self._keys = itertools.count(1)
        self._clock = clock
        self._pending_loaded = False
        self._pending_read = False  # the pending file's writes are in the queue
        self.busy = False
        self._busy_since = -math.inf  # when the last try found the history busy
        self.problem = ""  # a pending file that could not be read back, said once

    @property
    def pending_path(self) -> Path:
        """Where a queue still waiting at close is kept."""
        return self.path.with_name(self.path.name + PENDING_SUFFIX)

    @property
    def waiting(self) -> int:
        """Hands queued and not written yet."""
        return sum(1 for op in self._queue if op.kind == "hand")

    # ---------------------------------------------------------------- queueing

    def start_session(
        self,
        table: PayTable,
        *,
        settings: Mapping[str, Any] | None = None,
        optimal_return: Fraction | None = None,
    ) -> int:
        """Queue a new session; returns its key (for the writes below)."""
        key = next(self._keys)
        row = session_row(table, settings, optimal_return)
        self._queue.append(_Op("session", key, {"row": list(row)}))
        return key

    def record_hand(self, key: int, result: HandResult) -> None:
        """Queue a graded hand of the session ``key`` (its time is now)."""
        played = _time_text(_now())
        data = {"lines": result.lines, "played": played, "values": hand_values(result)}
        self._queue.append(_Op("hand", key, data))

    def set_optimal_return(self, key: int, optimal: Fraction | None) -> None:
        """Queue the table's optimal return of the session ``key``."""
        value = None if optimal is None else _frac_text(optimal)
        self._queue.append(_Op("optimal", key, {"value": value}))

    def set_situation(self, key: int, result: HandResult) -> None:
        """Queue the situation in the chart of the last hand of the session ``key`` (the
        chart came after the hand was queued)."""
        self._queue.append(_Op("situation", key, {"values": situation_values(result)}))

    def end_session(self, key: int) -> None:
        """Queue the end of the session ``key`` (now)."""
        self._queue.append(_Op("end", key, {"ended": _time_text(_now())}))

    def session_id(self, key: int) -> int | None:
        """The id in the file of the session ``key`` (once it is written)."""
        return self._ids.get(key)

    # ---------------------------------------------------------------- writing

    def open(self) -> WriteStatus:
        """Open the history (a busy one is tried again by :meth:`flush`) and write what
        waits. Raises :class:`HistoryError` when it cannot be used at all."""
        return self.flush()

    def flush(self, *, force: bool = False) -> WriteStatus:
        """Write what waits, in order, until the history is busy. A history found busy
        is tried again only :data:`RETRY_S` seconds later (or with ``force``): each try
        waits SQLite's busy timeout, which must not hold up the thread hand after hand.

        Raises
        ------
        HistoryError
            For anything but a busy history (the history is then off).
        """
        saved = 0
        if self.busy and not force and self._clock() - self._busy_since < RETRY_S:
            return WriteStatus(0, self.waiting, True, waiting_text(self.waiting))
        try:
            if self.history is None:
                self.history = History(self.path)
            if not self._pending_loaded:
                self._pending_loaded = True
                self._load_pending()
            while self._queue:
                op = self._queue[0]
                self._write(self.history, op)
                self._queue.popleft()
                saved += op.kind == "hand"
        except HistoryError as exc:
            if exc.reason != "busy":
                raise
            self.busy = True
            self._busy_since = self._clock()
            return WriteStatus(saved, self.waiting, True, waiting_text(self.waiting))
        self.busy = False
        if self._pending_read:
            self._pending_read = False
            with contextlib.suppress(OSError):
                self.pending_path.unlink()  # everything it held is written
        return WriteStatus(saved, 0, False)

    def _write(self, history: History, op: _Op) -> None:
        if op.kind == "session":
            self._ids[op.key] = history.insert_session(tuple(op.data["row"]))
            return
        session_id = self._ids.get(op.key)
        if session_id is None:  # its session could not be started: nothing to attach to
            raise HistoryError("the session could not be started in the history")
        if op.kind == "hand":
            history.insert_hand(session_id, op.data["lines"], op.data["played"], op.data["values"])
        elif op.kind == "optimal":
            value = op.data["value"]
            history.set_optimal_return(session_id, None if value is None else Fraction(value))
        elif op.kind == "situation":
            history.set_last_situation(session_id, op.data["values"])
        else:
            history.end_session(session_id, ended=datetime.fromisoformat(op.data["ended"]))

    def close(self, *, wait_s: float = CLOSE_WAIT_S) -> WriteStatus:
        """Write what waits (trying a busy history for ``wait_s`` more seconds), keep in
        :attr:`pending_path` what still waits, and close the history."""
        status = WriteStatus(0, self.waiting, self.busy)
        deadline = self._clock() + wait_s
        saved = 0
        while self._queue:
            status = self.flush(force=True)
            saved += status.saved
            if not status.busy or self._clock() >= deadline:
                break
            time.sleep(min(0.25, max(0.0, deadline - self._clock())))
        if self._queue:
            self._keep_pending()
        if self.history is not None:
            self.history.close()
            self.history = None
        return WriteStatus(saved, self.waiting, status.busy, status.message)

    # ------------------------------------------------------------ the pending file

    def _keep_pending(self) -> None:
        """Keep the queue beside the history, for the next opening (ids resolved)."""
        ops = []
        for op in self._queue:
            entry: dict[str, Any] = {"op": op.kind, **op.data}
            known = self._ids.get(op.key)
            if known is not None:
                entry["session_id"] = known
            else:
                entry["key"] = op.key
            ops.append(entry)
        doc = {"vptrainer_pending": _FORMAT, "ops": ops}
        with contextlib.suppress(OSError):  # nowhere to keep them: said by the caller
            atomic_write_text(
                self.pending_path, json.dumps(doc), follow_links=False, new_mode=0o600
            )
            self._queue.clear()

    def _load_pending(self) -> None:
        """Put a queue kept by an earlier run first (a damaged file is set aside, said)."""
        try:
            text = read_regular_text(
                self.pending_path, limit=MAX_PENDING_BYTES, what="the hands waiting"
            )
        except FileNotFoundError:
            return
        except (FileTooLarge, FileRefused) as exc:
            if exc.errno in (errno.EISDIR, errno.EPERM) and "UTF-8" not in str(exc.strerror):
                self.problem = f"the hands kept from the last run cannot be read: {exc}"
                return  # a folder, a pipe, a device: left alone
            self._set_aside(str(exc.strerror))
            return
        except OSError as exc:
            self.problem = f"the hands kept from the last run cannot be read: {exc}"
            return
        try:
            ops = _parse_pending(text)
        except (ValueError, TypeError, KeyError, RecursionError) as exc:
            self._set_aside(str(exc))
            return
        loaded: list[_Op] = []
        keys: dict[tuple[str, int], int] = {}
        for entry in ops:
            if "session_id" in entry:
                ref = ("id", entry.pop("session_id"))
            else:
                ref = ("key", entry.pop("key"))
            if ref not in keys:
                keys[ref] = next(self._keys)
                if ref[0] == "id":
                    self._ids[keys[ref]] = ref[1]
            loaded.append(_Op(entry.pop("op"), keys[ref], entry))
        self._queue.extendleft(reversed(loaded))
        self._pending_read = True

    def _set_aside(self, reason: str) -> None:
        aside = self.pending_path.with_name(self.pending_path.name + ".damaged")
        with contextlib.suppress(OSError):
            self.pending_path.replace(aside)
        self.problem = (
            f"the hands kept from the last run could not be read back ({reason[:200]}); "
            f"they are in {aside}"
        )


def _plain(value: object) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, str | int)


def _parse_pending(text: str) -> list[dict[str, Any]]:
    """The operations of a pending file, every field's type checked."""
    doc = json.loads(text)
    if not isinstance(doc, dict) or doc.get("vptrainer_pending") != _FORMAT:
        raise ValueError("not a file of hands waiting for the history")
    ops = doc["ops"]
    if not isinstance(ops, list):
        raise TypeError("no list of writes")
    out = []
    for entry in ops:
        if not isinstance(entry, dict):
            raise TypeError("a write is not an object")
        kind = entry.get("op")
        ref = entry.get("session_id", entry.get("key"))
        if not isinstance(ref, int) or isinstance(ref, bool):
            raise TypeError("a write names no session")
        if kind == "session":
            row = entry["row"]
            if not (isinstance(row, list) and len(row) == len(SESSION_ROW_COLUMNS)):
                raise ValueError("a session of the wrong shape")
            fields = row
        elif kind == "hand":
            values = entry["values"]
            if not (isinstance(values, dict) and sorted(values) == sorted(HAND_VALUE_COLUMNS)):
                raise ValueError("a hand of the wrong shape")
            if not isinstance(entry["lines"], int) or not isinstance(entry["played"], str):
                raise TypeError("a hand without its lines or time")
            datetime.fromisoformat(entry["played"])
            fields = list(values.values())
        elif kind == "optimal":
            value = entry["value"]
            if value is not None:
                Fraction(value)
            fields = [value]
        elif kind == "situation":
            values = entry["values"]
            if not (isinstance(values, dict) and sorted(values) == sorted(SITUATION_COLUMNS)):
                raise ValueError("a situation of the wrong shape")
            fields = list(values.values())
        elif kind == "end":
            datetime.fromisoformat(entry["ended"])
            fields = [entry["ended"]]
        else:
            raise ValueError(f"an unknown write {str(kind)[:20]!r}")
        if not all(_plain(v) for v in fields):
            raise TypeError("a value that is not text or a number")
        out.append(entry)
    return out
