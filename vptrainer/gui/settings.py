"""Every persistent setting, declared once with its key, type and default, in a TOML file.

The settings are plain data: text, numbers, true/false, lists of text and binary
window states as base64 text, in ``settings.toml`` in the user configuration folder
(``platformdirs``; tests point ``XDG_CONFIG_HOME`` at a temporary folder). Nothing
in the file is ever turned into an object by anything but a typed, validated read:
unlike ``QSettings``, whose ``@Variant(...)`` values are unpickled (a file that runs
code), a value of the wrong type or out of range reads as its default.

A settings file that cannot be read (damaged, too large, not TOML) never stops the
app: it is moved aside as ``settings.toml.damaged`` and the defaults are used;
:attr:`Settings.problem` says what happened. Writes go through
:mod:`vptrainer.core.storage.fileio` (atomic), shortly after a change and when the window
closes.
"""

from __future__ import annotations

import base64
import binascii
import math
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import platformdirs
import tomli_w
from PySide6.QtCore import QCoreApplication, QTimer

from vptrainer.core.errors import VPError
from vptrainer.core.games.tomlfile import check_structure
from vptrainer.core.plaintext import control_problem
from vptrainer.core.storage.fileio import (
    FileRefused,
    FileTooLarge,
    atomic_write_text,
    describe_os_error,
    display_path,
    private_folder,
    read_regular_text,
)

T = TypeVar("T")

FILE_NAME = "settings.toml"
MAX_FILE_BYTES = 256 * 1024
MAX_TEXT = 4096  # characters of a text setting (paths included)
MAX_ITEMS = 50  # items of a list setting
MAX_BINARY = 64 * 1024  # bytes of a binary setting (window geometry and state)
WRITE_DELAY_MS = 1000


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: its key in the file (``section/name``), its default, and for numbers
    the range it must be in (a value outside reads as the default)."""

    key: str
    default: T
    low: float | None = None
    high: float | None = None


LAST_TABLE = Setting("analyze/last_table", "jacks-or-better-9-6")  # built-in id or file path
RECENT_FILES: Setting[list[str]] = Setting("files/recent", [])
LAST_FOLDER = Setting("files/last_folder", "")
GEOMETRY = Setting("window/geometry", b"")
WINDOW_STATE = Setting("window/state", b"")
SPLITTER = Setting("window/analyze_splitter", b"")
CURRENT_VIEW = Setting("window/current_view", 0, 0, 3)  # Analyze, Practice, Bankroll, Strategy
LOG_PROBABILITY = Setting("charts/log_probability", True)
THEME = Setting("window/theme", "system")  # system, light or dark (gui/theme.py)
FIRST_START_SHOWN = Setting("window/first_start_shown", False)  # the welcome pointer
LANGUAGE = Setting("window/language", "")  # a code of i18n.translator.LANGUAGES; "": the system's

PRACTICE_TABLE = Setting("practice/table", "jacks-or-better-9-6")
PRACTICE_BET = Setting("practice/bet", 5, 1, 5)
PRACTICE_SEED = Setting("practice/seed", "")  # empty: a fresh random drill
MISTAKE_THRESHOLD = Setting("practice/minor_threshold", 0.02, 0.0001, 5.0)  # EV per coin
WARN_BEFORE_DRAW = Setting("practice/warn_before_draw", False)
GUARD_PAYING_HAND = Setting("practice/guard_paying_hand", True)
START_CREDITS = Setting("practice/start_credits", 1000, 0, 10**9)
LINES_PER_HAND = Setting("practice/lines", 1, 1, 100)  # multi-play: 1, 3, 5, 10, 50, 100
PRACTICE_GAME = Setting("practice/game", "standard")  # a name of core.practice.games.catalog

# the Bankroll view's inputs (amounts as shown; ranges as its spin boxes take)
BANKROLL_BETS = Setting("bankroll/bankroll", 1000.0, 1, 1e9)
BANKROLL_RISK = Setting("bankroll/risk_percent", 5.0, 0.01, 99.99)
BANKROLL_CASHBACK = Setting("bankroll/cashback_percent", 0.0, 0, 100)
BANKROLL_LINES = Setting("bankroll/lines", 1, 1, 100)
BANKROLL_HANDS = Setting("bankroll/hands", 5000, 1, 10**7)
BANKROLL_GOAL = Setting("bankroll/goal", 0.0, 0, 1e9)  # 0: none
BANKROLL_DENOMINATION = Setting("bankroll/denomination", 0.25, 0.01, 10_000)
BANKROLL_COINS = Setting("bankroll/coins", 5, 1, 1000)
BANKROLL_SPEED = Setting("bankroll/hands_per_hour", 600, 1, 100_000)
BANKROLL_FEATURE = Setting("bankroll/feature", "")  # empty: the base game
BANKROLL_METER_ON = Setting("bankroll/meter_on", False)
BANKROLL_METER = Setting("bankroll/meter", 0.0, 0, 1e9)  # dollars; 0: the table's royal
BANKROLL_RATE = Setting("bankroll/meter_rate_percent", 0.5, 0, 10)
BANKROLL_PLAYERS = Setting("bankroll/players", 1, 1, 1000)

MAX_RECENT = 8


def settings_path() -> Path:
    """Where the settings file is (read from the environment each time)."""
    return Path(platformdirs.user_config_dir("vptrainer", appauthor=False)) / FILE_NAME


def checked_value(setting: Setting[T], raw: object) -> T:
    """``raw`` as the setting's type, or the setting's default when it is not one.

    Only plain values are accepted: ``bool`` for a true/false setting, ``int`` (not
    ``bool``) and finite ``float`` within the range for numbers, text without control
    characters, lists of such text, and base64 text for binary settings.
    """
    default: Any = setting.default
    value: Any
    if isinstance(default, bool):
        value = raw if isinstance(raw, bool) else None
    elif isinstance(default, int):
        value = raw if isinstance(raw, int) and not isinstance(raw, bool) else None
    elif isinstance(default, float):
        ok = isinstance(raw, int | float) and not isinstance(raw, bool)
        value = float(raw) if ok and math.isfinite(raw) else None  # type: ignore[arg-type]
    elif isinstance(default, bytes):
        value = _binary(raw)
    elif isinstance(default, list):
        value = (
            [x for x in raw if _text(x) is not None][:MAX_ITEMS]
            if isinstance(raw, list) and len(raw) <= 10 * MAX_ITEMS
            else None
        )
    else:
        value = _text(raw)
    if value is None:
        return setting.default
    numeric = isinstance(value, int | float) and not isinstance(value, bool)
    if numeric and (
        (setting.low is not None and value < setting.low)
        or (setting.high is not None and value > setting.high)
    ):
        return setting.default
    return value  # type: ignore[no-any-return]


def _text(raw: object) -> str | None:
    if not isinstance(raw, str) or len(raw) > MAX_TEXT or "\x00" in raw:
        return None
    return raw if control_problem(raw) is None else None


def _binary(raw: object) -> bytes | None:
    if not isinstance(raw, str) or len(raw) > 2 * MAX_BINARY:
        return None
    try:
        data = base64.b64decode(raw.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        return None
    return data if len(data) <= MAX_BINARY else None


def _plain(value: object) -> Any:
    """A value as the file stores it (binary as base64 text)."""
    if isinstance(value, bytes | bytearray):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, list):
        return [str(x) for x in value]
    return value


class Settings:
    """Typed access to the app's settings, kept in a plain TOML file.

    Parameters
    ----------
    path
        The settings file (:func:`settings_path` by default).
    autosave
        Write the file one second after the last change (else only on :meth:`sync`).
    """

    def __init__(
        self, path: str | os.PathLike[str] | None = None, *, autosave: bool = True
    ) -> None:
        self.path = Path(path) if path is not None else settings_path()
        self.problem: str | None = None
        self._values: dict[str, Any] = {}
        self._dirty = False
        self._timer: QTimer | None = None
        self._autosave = autosave
        self._load()

    # ------------------------------------------------------------------ reading

    def _load(self) -> None:
        try:
            text = read_regular_text(self.path, limit=MAX_FILE_BYTES, what="the settings")
        except FileNotFoundError:
            return
        except FileTooLarge as e:
            self._set_aside(
                QCoreApplication.translate("Settings", "it is too large: {why}").format(
                    why=e.strerror
                )
            )
            return
        except FileRefused as e:
            if "UTF-8" in str(e.strerror):
                self._set_aside(str(e.strerror))
            else:  # a folder, a pipe, a device: left alone, never read
                self.problem = QCoreApplication.translate(
                    "Settings", "{why}; the default settings are used"
                ).format(why=e)
            return
        except OSError as e:
            self.problem = QCoreApplication.translate("Settings", "the settings file {why}").format(
                why=describe_os_error(self.path, e)
            )
            return
        try:
            check_structure(text, "the settings")  # a 100,000-part key, deep nesting
            doc = tomllib.loads(text)
        except (VPError, ValueError, RecursionError, MemoryError) as e:
            self._set_aside(str(e).split("\n")[0][:200])
            return
        for name, section in doc.items():
            if isinstance(section, dict):
                for key, value in section.items():
                    self._values[f"{name}/{key}"] = value

    def _set_aside(self, reason: str) -> None:
        aside = self.path.with_name(self.path.name + ".damaged")
        try:
            self.path.replace(aside)
        except OSError:
            text = QCoreApplication.translate(
                "Settings",
                "the settings could not be read ({why}); the defaults are used and it stays "
                "in {path}",
            )
            self.problem = text.format(why=reason, path=self.path)
        else:
            text = QCoreApplication.translate(
                "Settings",
                "the settings could not be read ({why}); the defaults are used and it was "
                "kept as {path}",
            )
            self.problem = text.format(why=reason, path=aside)

    def get(self, setting: Setting[T]) -> T:
        """The stored value as the setting's type, or its default."""
        if setting.key not in self._values:
            return setting.default
        value = checked_value(setting, self._values[setting.key])
        return list(value) if isinstance(value, list) else value  # type: ignore[return-value]

    # ------------------------------------------------------------------ writing

    def set(self, setting: Setting[T], value: T) -> bool:
        """Store a value and write it soon; False, storing nothing, for a value that would
        not read back as itself (out of range, or text with control characters such as a
        file name with a line break)."""
        plain = _plain(value)
        expected: Any = value
        if isinstance(value, bytes | bytearray):
            expected = bytes(value)
        elif isinstance(value, list):
            expected = [str(x) for x in value]
        if checked_value(setting, plain) != expected:
            return False
        if self._values.get(setting.key) == plain:
            return True
        self._values[setting.key] = plain
        self._dirty = True
        self._schedule_write()
        return True

    def _schedule_write(self) -> None:
        if not self._autosave:
            return
        if self._timer is None:
            # a child of the application: it lives, and dies, on the GUI thread
            self._timer = QTimer(QCoreApplication.instance())
            self._timer.setSingleShot(True)
            self._timer.setInterval(WRITE_DELAY_MS)
            self._timer.timeout.connect(self.sync)
        self._timer.start()

    def sync(self) -> None:
        """Write the settings now, if anything changed (a failed write is kept in
        :attr:`problem` and retried at the next change)."""
        if self._timer is not None:
            self._timer.stop()
        if not self._dirty:
            return
        doc: dict[str, dict[str, Any]] = {}
        for key, value in sorted(self._values.items()):
            section, _, name = key.partition("/")
            if name and isinstance(value, str | int | float | bool | list):
                doc.setdefault(section, {})[name] = value
        try:
            private_folder(self.path.parent)
            # the app's own file: a link found there is replaced, never written through
            atomic_write_text(self.path, tomli_w.dumps(doc), follow_links=False)
        except OSError as e:
            self.problem = QCoreApplication.translate(
                "Settings", "the settings cannot be saved: {why}"
            ).format(why=describe_os_error(self.path, e))
            return
        except (TypeError, ValueError) as e:
            self.problem = QCoreApplication.translate(
                "Settings", "the settings cannot be saved to {path} ({why})"
            ).format(path=display_path(self.path), why=e)
            return
        self._dirty = False

    def add_recent_file(self, path: str) -> list[str]:
        """Put ``path`` first in the recent files; returns the new list."""
        files = [p for p in self.get(RECENT_FILES) if p != path]
        files.insert(0, path)
        files = files[:MAX_RECENT]
        self.set(RECENT_FILES, files)
        return files
