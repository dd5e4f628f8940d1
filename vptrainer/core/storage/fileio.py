"""Atomic file writes: a crash or a full disk never leaves a half-written file.

The data goes to a temporary file in the target's folder, is flushed to disk and
renamed over the target. A symbolic link is written through to its target (the
link stays a link); a new file gets the permissions the user's umask allows, an
existing file keeps its own. Temporary names are short (``.vptrainer-XXXXXXXX.tmp``),
so a target name near the 255-byte limit still works, and temporaries that an
interrupted save left behind are removed by the next save into that folder.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_PREFIX = ".vptrainer-"
TEMP_SUFFIX = ".tmp"
#: A temporary file this old is a leftover of an interrupted save, not one in progress.
STALE_AFTER_S = 3600.0


def current_umask() -> int:
    """The process's umask, read without changing it where the system allows."""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)  # no way to read it but to set it: put it straight back
    os.umask(mask)
    return mask


def resolve_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` must replace: a symbolic link's final target."""
    target = Path(path)
    if target.is_symlink():
        return Path(os.path.realpath(target))
    return target


def remove_stale_temporaries(folder: Path, *, now: float | None = None) -> int:
    """Delete this module's temporary files in ``folder`` left by interrupted saves."""
    now = time.time() if now is None else now
    removed = 0
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            if not (entry.name.startswith(TEMP_PREFIX) and entry.name.endswith(TEMP_SUFFIX)):
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_AFTER_S:
                    Path(entry.path).unlink()
                    removed += 1
    return removed


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename.

    Raises
    ------
    OSError
        When the folder is missing or not writable, or the disk is full; the target is
        then unchanged and no temporary file is left.
    """
    target = resolve_target(path)
    folder = target.parent
    remove_stale_temporaries(folder)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            mode = stat.S_IMODE(target.stat().st_mode)
        except FileNotFoundError:
            mode = 0o666 & ~current_umask()
        temporary = Path(tmp)
        temporary.chmod(mode)
        temporary.replace(target)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(tmp).unlink()
        raise
    with contextlib.suppress(OSError):
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write UTF-8 text atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n")


def spreadsheet_text(value: str) -> str:
    """A text cell a spreadsheet shows as text, never runs as a formula (``=HYPERLINK(…)``).

    Text starting with ``=``, ``+``, ``-``, ``@`` or a tab or line break gets a leading
    apostrophe, the usual escape. Numbers written by vptrainer are not text cells and
    are not passed through this.
    """
    return "'" + value if value.startswith(_FORMULA_START) else value
