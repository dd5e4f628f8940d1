"""The history's SQLite file: its schema, and opening it without ever harming it.

The database has two tables, ``sessions`` and ``hands`` (their columns are in
:mod:`vptrainer.core.practice.history`). ``PRAGMA user_version`` holds
:data:`SCHEMA_VERSION` and ``PRAGMA application_id`` marks the file as ours. A file
that is not SQLite, belongs to another program, has a newer schema, is damaged or is
read-only raises :class:`HistoryError` with a ``reason``, and is left exactly as it was.
"""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

import platformdirs

from vptrainer.core.errors import VPError

SCHEMA_VERSION = 1
APPLICATION_ID = 0x56505452  # "VPTR"
FILE_NAME = "history.sqlite3"
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

HAND_COLUMNS = (
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
    ``"read_only"``, ``"folder"`` (a folder where the file should be) or ``"io"``.
    """

    def __init__(self, message: str, *, reason: str = "io") -> None:
        super().__init__(message)
        self.reason = reason


def default_history_path() -> Path:
    """``history.sqlite3`` in the user data directory (not created here)."""
    return Path(platformdirs.user_data_dir("vptrainer", appauthor=False)) / FILE_NAME


def _text(data: bytes) -> str:
    """SQLite text as str; bytes that are not UTF-8 (a damaged file) do not raise."""
    return data.decode("utf-8", errors="replace")


#: Stored returns, EVs and pays are far below this; anything larger is damage.


def open_database(path: Path) -> sqlite3.Connection:
    """A read-write connection to the history at ``path``, created when missing.

    An existing file is first inspected through a read-only connection, so a file that
    is then refused is never modified (not even switched to WAL or checkpointed).

    Raises
    ------
    HistoryError
        With ``reason`` saying why: not a history, newer, damaged, read-only, a folder,
        or another input/output problem.
    """
    _check_header(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise HistoryError(
            f"cannot create the folder for the history {path}: {e.strerror or e}", reason="io"
        ) from None
    if path.is_file() and path.stat().st_size > 0:
        _inspect(path)
    if not _writable(path):
        raise HistoryError(
            f"the history {path} is read-only (its file or folder cannot be written), so "
            "new hands cannot be saved; make it writable or choose another place",
            reason="read_only",
        )
    try:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.text_factory = _text
    except sqlite3.Error as e:
        raise HistoryError(f"cannot open the history {path}: {e}", reason="io") from None
    try:
        _prepare(path, conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _check_header(path: Path) -> None:
    try:
        with path.open("rb") as f:
            head = f.read(len(_SQLITE_MAGIC))
    except FileNotFoundError:
        return
    except IsADirectoryError:
        raise HistoryError(f"the history {path} is a folder, not a file", reason="folder") from None
    except OSError as e:
        raise HistoryError(
            f"cannot read the history {path}: {e.strerror or e}", reason="io"
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


def _inspect(path: Path) -> None:
    """Check an existing file through a read-only connection that never modifies it.

    A read-write connection would replay and checkpoint a leftover ``-wal`` file into
    the database when it closes, changing a file that is then refused.
    """
    uri = path.resolve().as_uri()
    try:
        conn = _connect_read_only(f"{uri}?mode=ro")
    except sqlite3.OperationalError:
        # a read-only folder without the WAL index: read the main file as it is
        try:
            conn = _connect_read_only(f"{uri}?immutable=1")
        except sqlite3.Error as e:
            raise _damaged(path, e) from None
    except sqlite3.Error as e:
        raise _damaged(path, e) from None
    try:
        _check_contents(path, conn)
    finally:
        conn.close()


def _connect_read_only(uri: str) -> sqlite3.Connection:
    conn = sqlite3.connect(uri, uri=True)
    conn.text_factory = _text
    try:
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


def _check_contents(path: Path, conn: sqlite3.Connection) -> None:
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0 and app_id == 0 and not tables:
            return  # an empty SQLite file: the schema is created on opening
        if app_id != APPLICATION_ID:
            raise HistoryError(
                f"{path} is an SQLite database of another program, not a vptrainer "
                "history; move it away to start a new history",
                reason="foreign",
            )
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
        for table, columns in (("sessions", SESSION_COLUMNS), ("hands", HAND_COLUMNS)):
            found = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
            if version < 1 or not set(columns) <= found:
                raise _damaged(path, f"the table {table!r} is missing or incomplete")
    except (sqlite3.DatabaseError, UnicodeDecodeError) as e:
        raise _damaged(path, e) from None


def _prepare(path: Path, conn: sqlite3.Connection) -> None:
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("BEGIN IMMEDIATE")
        # another process may have created the schema since we looked
        if int(conn.execute("PRAGMA user_version").fetchone()[0]) == 0:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except sqlite3.Error as e:
        raise HistoryError(f"cannot use the history {path}: {e}", reason="io") from None


# -- life cycle
