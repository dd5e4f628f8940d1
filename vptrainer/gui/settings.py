"""Every persistent setting, declared once with its type and default, over QSettings.

The settings file lives in the user configuration folder (``platformdirs``), so
tests that point ``XDG_CONFIG_HOME`` at a temporary folder get fresh settings.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import platformdirs
from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: its key in the file, its default and its type."""

    key: str
    default: T


LAST_TABLE = Setting("analyze/last_table", "jacks-or-better-9-6")  # built-in id or file path
RECENT_FILES: Setting[list[str]] = Setting("files/recent", [])
LAST_FOLDER = Setting("files/last_folder", "")
GEOMETRY = Setting("window/geometry", QByteArray())
WINDOW_STATE = Setting("window/state", QByteArray())
SPLITTER = Setting("window/analyze_splitter", QByteArray())
CURRENT_VIEW = Setting("window/current_view", 0)
LOG_PROBABILITY = Setting("charts/log_probability", True)

PRACTICE_TABLE = Setting("practice/table", "jacks-or-better-9-6")
PRACTICE_BET = Setting("practice/bet", 5)
PRACTICE_SEED = Setting("practice/seed", "")  # empty: a fresh random drill
MISTAKE_THRESHOLD = Setting("practice/minor_threshold", 0.02)  # EV per coin
WARN_BEFORE_DRAW = Setting("practice/warn_before_draw", False)
GUARD_PAYING_HAND = Setting("practice/guard_paying_hand", True)
START_CREDITS = Setting("practice/start_credits", 1000)
LINES_PER_HAND = Setting("practice/lines", 1)  # multi-play: 1, 3, 5 or 10

MAX_RECENT = 8


def settings_path() -> str:
    """Where the settings file is (read from the environment each time)."""
    return str(Path(platformdirs.user_config_dir("vptrainer")) / "vptrainer.ini")


class Settings:
    """Typed access to the app's settings."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store or QSettings(settings_path(), QSettings.Format.IniFormat)

    def get(self, setting: Setting[T]) -> T:
        """The stored value converted to the setting's type, or its default."""
        raw: Any = self._store.value(setting.key, None)
        if raw is None:
            return setting.default
        default = setting.default
        try:
            if isinstance(default, bool):
                value: Any = raw if isinstance(raw, bool) else str(raw).lower() in ("true", "1")
            elif isinstance(default, int):
                value = int(raw)
            elif isinstance(default, float):
                value = float(raw)
            elif isinstance(default, list):
                value = (
                    [str(x) for x in raw] if isinstance(raw, list) else ([str(raw)] if raw else [])
                )
            elif isinstance(default, QByteArray):
                value = raw if isinstance(raw, QByteArray) else QByteArray()
            else:
                value = str(raw)
        except (TypeError, ValueError):
            return setting.default
        return value  # type: ignore[no-any-return]

    def set(self, setting: Setting[T], value: T) -> None:
        """Store a value."""
        self._store.setValue(setting.key, value)

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._store.sync()

    def add_recent_file(self, path: str) -> list[str]:
        """Put ``path`` first in the recent files; returns the new list."""
        files = [p for p in self.get(RECENT_FILES) if p != path]
        files.insert(0, path)
        files = files[:MAX_RECENT]
        self.set(RECENT_FILES, files)
        return files
