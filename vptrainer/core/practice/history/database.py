"""The history's SQLite file: its schema, and opening it without ever harming it.

The database has two tables, ``sessions`` and ``hands`` (their columns are in
:mod:`vptrainer.core.practice.history.store`). ``PRAGMA user_version`` holds
:data:`SCHEMA_VERSION` and ``PRAGMA application_id`` marks the file as ours. A file
that is not SQLite, belongs to another program, has a newer schema, is damaged or is
read-only raises :class:`HistoryError` with a ``reason``, and is left exactly as it was.

An older schema is brought up to date by :data:`MIGRATIONS`, one version at a time,
after a copy of the file is written beside it (``history.sqlite3.v1.bak``) and before
anything in it changes; every session and hand is kept, and a failed migration (a full
disk included) leaves the file as it was.

A history is a file a user may be given, so it is opened as untrusted: a file holding
triggers or views (SQL that would run by itself when a hand is recorded: loop forever,
delete hands) is refused untouched (``reason="unsafe"``), ``PRAGMA trusted_schema`` is
off, and every statement has a time limit (:data:`STATEMENT_LIMIT_S`, through SQLite's
progress handler). Another program holding the file locked is waited for
(:data:`BUSY_TIMEOUT_S` per try), then reported as ``reason="busy"`` so that the caller
keeps what it meant to write and tries again
(:class:`vptrainer.core.practice.history.writer.HistoryWriter`).
"""

from __future__ import annotations

import contextlib
import errno
import math
import os
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import platformdirs

from vptrainer.core.errors import VPError, excerpt
from vptrainer.core.plaintext import printable
from vptrainer.core.storage.fileio import (
    FileRefused,
    os_error_reason,
    private_folder,
    read_regular_head,
)

SCHEMA_VERSION = 3
APPLICATION_ID = 0x56505452  # "VPTR"
FILE_NAME = "history.sqlite3"
#: How long one statement waits for another program's lock before it reports "busy".
BUSY_TIMEOUT_S = 2.0
#: How long one statement (or the checks of an opening) may run: far more than any of
#: ours needs on a history of a million hands, far less than "forever".
STATEMENT_LIMIT_S = 30.0
#: SQLite's virtual machine instructions between two looks at the time limit.
_PROGRESS_STEPS = 10_000
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_MAGIC = b"SQLite format 3\x00"

_SCHEMA = """
CREATE TABLE sessions (
    id             INTEGER PRIMARY KEY,
    started        TEXT NOT NULL,
    ended          TEXT,
    table_name     TEXT NOT NULL,
    table_id       TEXT,
    table_toml     TEXT NOT NULL,
    optimal_return TEXT,
    settings       TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE hands (
    id           INTEGER PRIMARY KEY,
    session_id   INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    ordinal      INTEGER NOT NULL,
    played       TEXT NOT NULL,
    deal         TEXT NOT NULL,
    hold_mask    INTEGER NOT NULL CHECK (hold_mask BETWEEN 0 AND 31),
    best_masks   TEXT NOT NULL,
    player_ev    TEXT NOT NULL,
    player_ev_f  REAL NOT NULL,
    best_ev      TEXT NOT NULL,
    best_ev_f    REAL NOT NULL,
    ev_lost      TEXT NOT NULL,
    ev_lost_f    REAL NOT NULL,
    cost_f       REAL NOT NULL,
    severity     TEXT NOT NULL CHECK (severity IN ('correct', 'minor', 'major')),
    final        TEXT NOT NULL,
    pay_category INTEGER NOT NULL,
    pay_key      TEXT NOT NULL,
    pay_label    TEXT NOT NULL,
    pays         TEXT NOT NULL,
    bet          INTEGER NOT NULL CHECK (bet BETWEEN 1 AND 5),
    payout       TEXT NOT NULL,
    payout_f     REAL NOT NULL,
    credits      TEXT NOT NULL,
    UNIQUE (session_id, ordinal)
);
CREATE INDEX hands_mistakes ON hands (ev_lost_f DESC) WHERE severity != 'correct';
"""

# Version 2: the help a hand was played with, the mistake a warning stopped, and the
# bonus a deal earned (tables with [dealt] lines).
_HANDS_V2 = (
    "ALTER TABLE hands ADD COLUMN assistance TEXT NOT NULL DEFAULT 'none' "
    "CHECK (assistance IN ('none', 'hint', 'warning', 'replay'))",
    "ALTER TABLE hands ADD COLUMN warned_mask INTEGER "
    "CHECK (warned_mask IS NULL OR warned_mask BETWEEN 0 AND 31)",
    "ALTER TABLE hands ADD COLUMN warned_ev TEXT",
    "ALTER TABLE hands ADD COLUMN warned_ev_lost_f REAL",
    "ALTER TABLE hands ADD COLUMN warned_severity TEXT "
    "CHECK (warned_severity IS NULL OR warned_severity IN ('minor', 'major'))",
    "ALTER TABLE hands ADD COLUMN bonus_category INTEGER",
    "ALTER TABLE hands ADD COLUMN bonus_key TEXT",
    "ALTER TABLE hands ADD COLUMN bonus_label TEXT",
    "ALTER TABLE hands ADD COLUMN bonus_pays TEXT",
    "ALTER TABLE hands ADD COLUMN bonus_paid_f REAL NOT NULL DEFAULT 0",
    "CREATE INDEX hands_warned ON hands (warned_ev_lost_f DESC) WHERE warned_severity IS NOT NULL",
)

# Version 3: the situation of a hand (the strategy chart's rule of the best hold and of
# the player's hold: 0-based index and text, -1 and '' for no rule, NULL when unknown)
# and the drill that chose the deal.
_HANDS_V3 = (
    "ALTER TABLE hands ADD COLUMN best_rule INTEGER CHECK (best_rule IS NULL OR best_rule >= -1)",
    "ALTER TABLE hands ADD COLUMN best_rule_text TEXT",
    "ALTER TABLE hands ADD COLUMN player_rule INTEGER "
    "CHECK (player_rule IS NULL OR player_rule >= -1)",
    "ALTER TABLE hands ADD COLUMN player_rule_text TEXT",
    "ALTER TABLE hands ADD COLUMN drill_mode TEXT NOT NULL DEFAULT 'random' "
    "CHECK (drill_mode IN ('random', 'weak_spots', 'close_calls', 'mistakes'))",
    "CREATE INDEX hands_situation ON hands (best_rule_text) WHERE best_rule_text IS NOT NULL",
)

#: ``MIGRATIONS[v]`` turns a schema of version ``v`` into version ``v + 1``. A new
#: database is made as version 1 and migrated, so both paths build the same schema.
MIGRATIONS: dict[int, tuple[str, ...]] = {1: _HANDS_V2, 2: _HANDS_V3}

HAND_COLUMNS_V1 = (
    "session_id",
    "ordinal",
    "played",
    "deal",
    "hold_mask",
    "best_masks",
    "player_ev",
    "player_ev_f",
    "best_ev",
    "best_ev_f",
    "ev_lost",
    "ev_lost_f",
    "cost_f",
    "severity",
    "final",
    "pay_category",
    "pay_key",
    "pay_label",
    "pays",
    "bet",
    "payout",
    "payout_f",
    "credits",
)
HAND_COLUMNS_V2 = (
    *HAND_COLUMNS_V1,
    "assistance",
    "warned_mask",
    "warned_ev",
    "warned_ev_lost_f",
    "warned_severity",
    "bonus_category",
    "bonus_key",
    "bonus_label",
    "bonus_pays",
    "bonus_paid_f",
)
HAND_COLUMNS = (
    *HAND_COLUMNS_V2,
    "best_rule",
    "best_rule_text",
    "player_rule",
    "player_rule_text",
    "drill_mode",
)
#: The hand columns each schema version has.
HAND_COLUMNS_OF = {1: HAND_COLUMNS_V1, 2: HAND_COLUMNS_V2, 3: HAND_COLUMNS}
SESSION_COLUMNS = (
    "id",
    "started",
    "ended",
    "table_name",
    "table_id",
    "table_toml",
    "optimal_return",
    "settings",
)


class HistoryError(VPError):
    """The history database cannot be opened or used; the message says why.

    ``reason`` says what kind of problem it is, so the app can give the right advice:
    ``"foreign"`` (not a vptrainer history), ``"newer"`` (a newer schema), ``"damaged"``,
    ``"read_only"``, ``"folder"`` (a folder where the file should be), ``"unsafe"``
    (it holds triggers or views, SQL vptrainer never writes), ``"busy"`` (another
    program holds it locked: try again later) or ``"io"``.
    """

    def __init__(self, message: str, *, reason: str = "io") -> None:
        super().__init__(message)
        self.reason = reason


def is_busy(error: sqlite3.Error) -> bool:
    """Whether an SQLite error means another connection holds the file locked."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return bool(code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED))
    text = str(error).lower()
    return "locked" in text or "busy" in text


def busy_error(path: Path, error: object) -> HistoryError:
    """The error of a history another program holds locked (the caller tries again)."""
    return HistoryError(
        f"the history {path} is in use by another program ({error}); what is to be saved "
        "waits and is saved when it is free",
        reason="busy",
    )


class GuardedConnection(sqlite3.Connection):
    """A connection to a history file treated as untrusted: no functions with side effects
    run from its schema (``PRAGMA trusted_schema = OFF``), and statements run inside
    :meth:`limited` are interrupted past their time (SQLite's progress handler)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._until = math.inf
        self.set_progress_handler(self._over_time, _PROGRESS_STEPS)
        self.execute("PRAGMA trusted_schema = OFF")

    def _over_time(self) -> int:
        return int(time.monotonic() > self._until)  # non-zero interrupts the statement

    @contextlib.contextmanager
    def limited(self, seconds: float | None = None) -> Iterator[GuardedConnection]:
        """Statements run inside get ``seconds`` in all (:data:`STATEMENT_LIMIT_S` by
        default), then fail with an ``OperationalError`` ("interrupted")."""
        outer = self._until
        limit = STATEMENT_LIMIT_S if seconds is None else seconds
        self._until = min(outer, time.monotonic() + limit)
        try:
            yield self
        finally:
            self._until = outer


def connect(target: str | Path, **kwargs: Any) -> GuardedConnection:
    """A :class:`GuardedConnection` that waits :data:`BUSY_TIMEOUT_S` for a lock."""
    kwargs.setdefault("timeout", BUSY_TIMEOUT_S)
    return sqlite3.connect(target, factory=GuardedConnection, **kwargs)


def default_history_path() -> Path:
    """``history.sqlite3`` in the user data directory (not created here)."""
    return Path(platformdirs.user_data_dir("vptrainer", appauthor=False)) / FILE_NAME


def _text(data: bytes) -> str:
    """SQLite text as str; bytes that are not UTF-8 (a damaged file) do not raise."""
    return data.decode("utf-8", errors="replace")


#: Stored returns, EVs and pays are far below this; anything larger is damage.


def open_database(path: Path) -> GuardedConnection:
    """A read-write connection to the history at ``path``, created when missing.

    An existing file is first inspected through a read-only connection, so a file that
    is then refused is never modified (not even switched to WAL or checkpointed), and an
    older one is copied beside it before anything in it changes.

    Raises
    ------
    HistoryError
        With ``reason`` saying why: not a history, newer, damaged, read-only, a folder,
        unsafe (triggers or views), busy (another program holds it locked), or another
        input/output problem.
    """
    _check_header(path)
    try:
        if path.parent == default_history_path().parent:
            private_folder(path.parent)  # the app's data folder: the user's alone
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise HistoryError(
            f"cannot create the folder for the history {path}: {os_error_reason(e)}", reason="io"
        ) from None
    version = None
    if path.is_file() and path.stat().st_size > 0:
        version = _inspect(path)
    if not _writable(path):
        raise HistoryError(
            f"the history {path} is read-only (its file or folder cannot be written), so "
            "new hands cannot be saved; make it writable or choose another place",
            reason="read_only",
        )
    backup = None
    if version is not None and 1 <= version < SCHEMA_VERSION:
        backup = _copy_before_update(path, version)  # before anything in the file changes
    try:
        conn = connect(path, isolation_level=None)
        conn.text_factory = _text
    except sqlite3.Error as e:
        raise HistoryError(f"cannot open the history {path}: {e}", reason="io") from None
    try:
        with conn.limited():
            _prepare(path, conn, backup)
    except UnicodeDecodeError as e:  # SQLite's message about a damaged schema
        conn.close()
        raise _damaged(path, e) from None
    except sqlite3.OperationalError as e:  # the time limit
        conn.close()
        raise _damaged(path, e) from None
    except BaseException:
        conn.close()
        raise
    return conn


def _check_header(path: Path) -> None:
    try:
        head = read_regular_head(path, len(_SQLITE_MAGIC))
    except FileNotFoundError:
        return
    except FileRefused as e:
        if e.errno == errno.EISDIR:
            raise HistoryError(
                f"the history {path} is a folder, not a file", reason="folder"
            ) from None
        raise HistoryError(
            f"the history {path} {e.strerror}; move it away to start a new history",
            reason="foreign",
        ) from None
    except OSError as e:
        raise HistoryError(
            f"cannot read the history {path}: {os_error_reason(e)}", reason="io"
        ) from None
    if head and head != _SQLITE_MAGIC:
        raise HistoryError(
            f"{path} is not a vptrainer history (not an SQLite database); "
            "move it away to start a new history",
            reason="foreign",
        )


def _writable(path: Path) -> bool:
    """Whether the file (if any) and its folder can be written (WAL needs both)."""
    try:
        if path.exists():
            with path.open("r+b"):
                pass
        with tempfile.TemporaryFile(dir=path.parent):
            pass
    except OSError:
        return False
    return True


def _inspect(path: Path) -> int:
    """Check an existing file through a read-only connection that never modifies it;
    returns its schema version (0: an empty SQLite file).

    A read-write connection would replay and checkpoint a leftover ``-wal`` file into
    the database when it closes, changing a file that is then refused.
    """
    try:
        conn = _connect_read_only(path)
    except sqlite3.Error as e:
        if is_busy(e):
            raise busy_error(path, e) from None
        raise _damaged(path, e) from None
    try:
        with conn.limited():
            return _check_contents(path, conn)
    finally:
        conn.close()


def _connect_read_only(path: Path) -> GuardedConnection:
    uri = path.resolve().as_uri()
    try:
        return _try_read_only(f"{uri}?mode=ro")
    except sqlite3.OperationalError as e:
        if is_busy(e):
            raise
        # a read-only folder without the WAL index: read the main file as it is
        return _try_read_only(f"{uri}?immutable=1")


def _try_read_only(uri: str) -> GuardedConnection:
    conn = connect(uri, uri=True)
    conn.text_factory = _text
    try:
        with conn.limited():
            conn.execute("PRAGMA user_version").fetchone()
    except sqlite3.Error:
        conn.close()
        raise
    return conn


def _damaged(path: Path, error: object) -> HistoryError:
    return HistoryError(
        f"the history {path} is damaged and cannot be read; move it away to "
        f"start a new history ({error})",
        reason="damaged",
    )


def unsafe_objects(conn: sqlite3.Connection) -> list[str]:
    """The triggers and views of a database (vptrainer writes none), as ``type name``."""
    rows = conn.execute(
        "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view') LIMIT 4"
    ).fetchall()
    return [f"{kind} {excerpt(printable(str(name)), 30)!r}" for kind, name in rows]


def unsafe_error(path: Path, found: list[str]) -> HistoryError:
    return HistoryError(
        f"the history {path} holds SQL that would run by itself ({', '.join(found[:3])}), "
        "which vptrainer never writes; it was left untouched",
        reason="unsafe",
    )


def _check_contents(path: Path, conn: sqlite3.Connection) -> int:
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        found = unsafe_objects(conn)
        if version == 0 and app_id == 0 and not tables and not found:
            return 0  # an empty SQLite file: the schema is created on opening
        if app_id != APPLICATION_ID:
            raise HistoryError(
                f"{path} is an SQLite database of another program, not a vptrainer "
                "history; move it away to start a new history",
                reason="foreign",
            )
        if found:
            raise unsafe_error(path, found)
        if version > SCHEMA_VERSION:
            raise HistoryError(
                f"the history {path} was written by a newer vptrainer (schema "
                f"version {version}; this version reads up to {SCHEMA_VERSION}); "
                "update vptrainer to open it",
                reason="newer",
            )
        check = [r[0] for r in conn.execute("PRAGMA quick_check")]
        if check != ["ok"]:
            raise _damaged(path, "; ".join(check[:3]))
        hands = HAND_COLUMNS_OF.get(version, ())
        for table, columns in (("sessions", SESSION_COLUMNS), ("hands", hands)):
            found_columns = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
            if version < 1 or not set(columns) <= found_columns:
                raise _damaged(path, f"the table {table!r} is missing or incomplete")
    except sqlite3.DatabaseError as e:
        if is_busy(e):
            raise busy_error(path, e) from None
        raise _damaged(path, e) from None
    except UnicodeDecodeError as e:
        raise _damaged(path, e) from None
    return version


def _prepare(path: Path, conn: sqlite3.Connection, backup: Path | None = None) -> None:
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("BEGIN IMMEDIATE")
        # another process may have created the schema since we looked, or added SQL
        found = unsafe_objects(conn)
        if found:
            conn.execute("ROLLBACK")
            raise unsafe_error(path, found)
        if int(conn.execute("PRAGMA user_version").fetchone()[0]) == 0:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute("PRAGMA user_version = 1")
            _apply_migrations(conn, 1)
        conn.execute("COMMIT")
    except sqlite3.Error as e:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        if is_busy(e):
            raise busy_error(path, e) from None
        raise HistoryError(f"cannot use the history {path}: {e}", reason="io") from None
    migrate(path, conn, backup=backup)


def _copy_before_update(path: Path, version: int) -> Path:
    """A consistent copy of an older history beside it, made through a read-only
    connection before anything in the file changes (a full disk leaves it as it was)."""
    target = backup_path(path, version)
    fd, tmp = tempfile.mkstemp(prefix=".vptrainer-", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        source = _connect_read_only(path)
        try:
            copy = sqlite3.connect(tmp)
            try:
                with source.limited():
                    source.backup(copy)
            finally:
                copy.close()
        finally:
            source.close()
        with open(tmp, "rb+") as f:  # noqa: PTH123 - the file descriptor is needed for fsync
            os.fsync(f.fileno())
        Path(tmp).replace(target)
    except (OSError, sqlite3.Error, UnicodeDecodeError) as e:
        with contextlib.suppress(OSError):
            Path(tmp).unlink()
        if isinstance(e, sqlite3.Error) and is_busy(e):
            raise busy_error(path, e) from None
        reason = os_error_reason(e) if isinstance(e, OSError) else str(e)
        raise HistoryError(
            f"cannot copy the history {path} before updating it: {reason}; it is unchanged",
            reason="io",
        ) from None
    return target


def _version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def _apply_migrations(conn: sqlite3.Connection, version: int) -> None:
    """Run every step from ``version`` to :data:`SCHEMA_VERSION` (inside a transaction)."""
    while version < SCHEMA_VERSION:
        for statement in MIGRATIONS[version]:
            conn.execute(statement)
        version += 1
        conn.execute(f"PRAGMA user_version = {version}")


def backup_path(path: Path, version: int) -> Path:
    """Where the copy of a version-``version`` history goes before it is migrated."""
    candidate = path.with_name(f"{path.name}.v{version}.bak")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.v{version}.{n}.bak")
    return candidate


def migrate(
    path: Path,
    conn: sqlite3.Connection,
    *,
    before_commit: Callable[[sqlite3.Connection], None] | None = None,
    backup: Path | None = None,
) -> Path | None:
    """Bring an older history up to :data:`SCHEMA_VERSION`; returns the backup copy's path.

    A consistent copy of the database (its WAL included) is written beside it first,
    through a temporary file and a rename. The migration runs in one transaction and
    is checked to keep every session and hand; on any failure it is rolled back and the
    file stays as it was (``before_commit`` lets tests fail it at the last moment).

    Raises
    ------
    HistoryError
        When the copy cannot be written or the migration fails.
    """
    version = _version(conn)
    if version >= SCHEMA_VERSION:
        return None
    target = backup if backup is not None else _copy_through(path, conn, version)
    counts = "SELECT (SELECT COUNT(*) FROM sessions), (SELECT COUNT(*) FROM hands)"
    try:
        before = conn.execute(counts).fetchone()
        conn.execute("BEGIN IMMEDIATE")
        try:
            _apply_migrations(conn, _version(conn))
            if conn.execute(counts).fetchone() != before:  # pragma: no cover - defensive
                raise sqlite3.DatabaseError("the update lost sessions or hands")
            if before_commit is not None:
                before_commit(conn)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    except (sqlite3.Error, UnicodeDecodeError) as e:
        if isinstance(e, sqlite3.Error) and is_busy(e):
            raise busy_error(path, e) from None
        raise HistoryError(
            f"cannot update the history {path} to schema version {SCHEMA_VERSION}: {e}; "
            f"it is unchanged, and a copy is in {target}",
            reason="io",
        ) from None
    return target


def _copy_through(path: Path, conn: sqlite3.Connection, version: int) -> Path:
    """A consistent copy of the database of ``conn`` (its WAL included) beside it."""
    target = backup_path(path, version)
    fd, tmp = tempfile.mkstemp(prefix=".vptrainer-", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        copy = sqlite3.connect(tmp)
        try:
            conn.backup(copy)
        finally:
            copy.close()
        with open(tmp, "rb+") as f:  # noqa: PTH123 - the file descriptor is needed for fsync
            os.fsync(f.fileno())
        Path(tmp).replace(target)
    except (OSError, sqlite3.Error, UnicodeDecodeError) as e:
        with contextlib.suppress(OSError):
            Path(tmp).unlink()
        raise HistoryError(
            f"cannot copy the history {path} before updating it: {getattr(e, 'strerror', e) or e}",
            reason="io",
        ) from None
    return target


# -- life cycle
