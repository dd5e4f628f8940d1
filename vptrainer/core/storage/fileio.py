"""Reading and writing the user's files safely: only regular files, never blocking, atomic.

**Reads** (:func:`read_regular_bytes`, :func:`read_regular_text`) open only regular files:
a folder, a named pipe, a device (``/dev/zero``) or a socket is refused before anything is
read, the file is opened without blocking (``O_NONBLOCK``: a named pipe swapped in between
the look and the open cannot freeze the caller) and checked again once open (``fstat``),
and its size is checked against a limit before it is read (a 64 GB sparse file is refused
at once) and while it is read.

**Writes** (:func:`atomic_write_bytes`) go to a temporary file in the target's folder, are
flushed to disk and renamed over the target: a crash or a full disk never leaves a
half-written file. Only a regular file is ever replaced: a folder, device, named pipe or
socket where the file should go is refused with a message (:class:`FileRefused`), and so
is a read-only file unless the caller was told to replace it (:class:`ReadOnlyFile`; the
app asks, as editors do). A symbolic link the user chose is written through to its target
when that target is a regular file (the link stays a link); files in the app's own folders
(the caches, the settings) are written with ``follow_links=False``: a link found there is
replaced by the file, never followed into the file it points to. A new file gets the
permissions the user's umask allows, an existing file keeps its own. Temporary names are
short (``.vptrainer-XXXXXXXX.tmp``), so a target name near the 255-byte limit still works,
and temporaries that an interrupted save left behind are removed by the next save into
that folder.

Every refusal is an :class:`OSError` whose ``strerror`` is a phrase fit to show the user
(:func:`os_error_reason` turns any other ``OSError`` into one), with the path cut to a
readable length (:func:`display_path`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
import unicodedata
from pathlib import Path

TEMP_PREFIX = ".vptrainer-"
TEMP_SUFFIX = ".tmp"
#: A temporary file this old is a leftover of an interrupted save, not one in progress.
STALE_AFTER_S = 3600.0
#: How much of a path a message quotes (the start and the end, the middle elided).
PATH_EXCERPT = 120
#: Folders the app makes for itself (caches, data, settings) are private to the user.
PRIVATE_FOLDER_MODE = 0o700


class FileRefused(OSError):
    """A file vptrainer will not read or write as asked; ``strerror`` says why, in words
    fit to show the user, and ``str()`` names the file first."""

    def __init__(self, path: str | os.PathLike[str], reason: str, code: int = errno.EPERM):
        super().__init__(code, reason, os.fspath(path))

    def __str__(self) -> str:
        return f"{display_path(self.filename)}: {self.strerror}"


class ReadOnlyFile(FileRefused):
    """The target of a write is a read-only file (replace it only when the user says so)."""


class FileTooLarge(FileRefused):
    """A file is larger than what it is read for may be."""


def display_path(path: object, limit: int = PATH_EXCERPT) -> str:
    """``path`` as a message quotes it: whole when short, else its start and end around
    an ellipsis (a 5,000-character name must not fill the screen)."""
    text = os.fspath(path) if isinstance(path, str | os.PathLike) else str(path)
    if len(text) <= limit:
        return text
    head = limit * 2 // 5
    return f"{text[:head]}…{text[-(limit - head - 1) :]} ({len(text):,} characters)"


def kind_of(mode: int) -> str:
    """What a file of this ``st_mode`` is, as a message says it."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    return "a regular file" if stat.S_ISREG(mode) else "not a regular file"


_REASONS = {
    errno.ENOENT: "no such file",
    errno.EISDIR: "is a folder, not a file",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the disk is read-only",
    errno.ELOOP: "too many levels of symbolic links",
    errno.EFBIG: "the file is too large",
    errno.ENXIO: "no device behind the file",
}


def os_error_reason(exc: OSError) -> str:
    """Why an operating-system error happened, in a short phrase (no errno number)."""
    if isinstance(exc, FileRefused):
        return str(exc.strerror)
    if exc.errno in _REASONS:
        return _REASONS[exc.errno]
    return str(exc.strerror or exc)


def describe_os_error(path: object, exc: OSError) -> str:
    """``<path>: <reason>`` for a message, the path cut to a readable length."""
    return f"{display_path(path)}: {os_error_reason(exc)}"


# ------------------------------------------------------------------------------ reading


def read_regular_bytes(
    path: str | os.PathLike[str],
    *,
    limit: int,
    what: str = "this file",
    follow_links: bool = True,
) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    ``what`` names what the file is read as (``"a pay table"``) for the too-large
    message. With ``follow_links=False`` a symbolic link is refused (the app's own files).

    Raises
    ------
    FileRefused
        When the path is not a regular file (a folder, named pipe, device, socket, or a
        link where none is followed); :class:`FileTooLarge` above ``limit``.
    OSError
        When the file is missing or cannot be read (:func:`os_error_reason` says why).
    """
    info = Path(path).stat() if follow_links else Path(path).lstat()
    _check_readable(path, info.st_mode, info.st_size, limit, what)
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP and not follow_links:
            raise FileRefused(path, "is a symbolic link; it is not followed") from None
        raise
    try:
        info = os.fstat(fd)  # what was opened, not what was looked at before
        _check_readable(path, info.st_mode, info.st_size, limit, what)
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileTooLarge(path, f"is too large for {what} (at most {limit:,} bytes)")
    return data


def read_regular_head(path: str | os.PathLike[str], size: int) -> bytes:
    """The first ``size`` bytes of the regular file ``path`` (fewer when it is shorter):
    what a file says it is, read without blocking and only from a regular file.

    Raises what :func:`read_regular_bytes` raises (no size limit applies).
    """
    info = Path(path).stat()
    _check_readable(path, info.st_mode, 0, 0, "")
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        _check_readable(path, info.st_mode, 0, 0, "")
        return os.read(fd, size)
    finally:
        os.close(fd)


def _check_readable(
    path: str | os.PathLike[str], mode: int, size: int, limit: int, what: str
) -> None:
    if stat.S_ISDIR(mode):
        raise FileRefused(path, "is a folder, not a file", errno.EISDIR)
    if not stat.S_ISREG(mode):
        raise FileRefused(path, f"is {kind_of(mode)}, not a regular file")
    if size > limit:
        raise FileTooLarge(
            path,
            f"is too large for {what} ({size:,} bytes; at most {limit:,})",
            errno.EFBIG,
        )


def read_regular_text(path: str | os.PathLike[str], *, limit: int, what: str = "this file") -> str:
    """The UTF-8 text of the regular file ``path`` (a leading byte-order mark dropped).

    Raises what :func:`read_regular_bytes` raises, and :class:`FileRefused` for bytes
    that are not UTF-8 (saying at which byte).
    """
    data = read_regular_bytes(path, limit=limit, what=what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileRefused(
            path, f"is not UTF-8 text (byte {exc.start + 1:,} is not valid UTF-8)"
        ) from None


# ------------------------------------------------------------------------------ writing


def current_umask() -> int:
    """The process's umask, read without changing it where the system allows."""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)  # no way to read it but to set it: put it straight back
    os.umask(mask)
    return mask


def is_read_only(info: os.stat_result, path: str | os.PathLike[str]) -> bool:
    """Whether a regular file is read-only: nobody may write it (``chmod a-w``, which an
    administrator's account would otherwise write over) or this user may not."""
    return stat.S_IMODE(info.st_mode) & 0o222 == 0 or not os.access(path, os.W_OK)


def resolve_target(
    path: str | os.PathLike[str], *, follow_links: bool = True, replace_read_only: bool = False
) -> Path:
    """The file a write to ``path`` replaces, checked: a symbolic link's final target
    (with ``follow_links``, else the link itself), which must be missing or a regular
    file, and not read-only unless ``replace_read_only``.

    Raises
    ------
    FileRefused
        For a folder, device, named pipe or socket; :class:`ReadOnlyFile` for a read-only
        file.
    """
    target = Path(path)
    try:
        info = target.lstat()
    except FileNotFoundError:
        return target
    if stat.S_ISLNK(info.st_mode):
        if not follow_links:
            return target  # the link is replaced by the file, never followed
        target = Path(os.path.realpath(target))
        try:
            info = target.stat()
        except FileNotFoundError:
            return target
    if stat.S_ISDIR(info.st_mode):
        raise FileRefused(path, "is a folder, not a file", errno.EISDIR)
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(
            path, f"is {kind_of(info.st_mode)}, not a regular file; only regular files are replaced"
        )
    if not replace_read_only and is_read_only(info, target):
        raise ReadOnlyFile(path, "is read-only; it was not replaced", errno.EACCES)
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


def atomic_write_bytes(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    follow_links: bool = True,
    replace_read_only: bool = False,
    new_mode: int | None = None,
) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename.

    Parameters
    ----------
    follow_links
        Write through a symbolic link to its regular target file (a file the user chose);
        ``False`` replaces the link itself (files in the app's own folders).
    replace_read_only
        Replace a read-only file (the user said so); else it is refused.
    new_mode
        The permissions of a new file (``0o600``: the user's alone); by default what the
        umask allows.

    Raises
    ------
    FileRefused
        When the target is not a regular file, or is read-only (:class:`ReadOnlyFile`).
    OSError
        When the folder is missing or not writable, or the disk is full; the target is
        then unchanged and no temporary file is left.
    """
    target = resolve_target(path, follow_links=follow_links, replace_read_only=replace_read_only)
    folder = target.parent
    remove_stale_temporaries(folder)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            info = target.lstat()
            mode = stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else None
        except FileNotFoundError:
            mode = None
        temporary = Path(tmp)
        if mode is None:
            mode = 0o666 & ~current_umask() if new_mode is None else new_mode
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


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    follow_links: bool = True,
    replace_read_only: bool = False,
    new_mode: int | None = None,
) -> None:
    """Write UTF-8 text atomically (see :func:`atomic_write_bytes`)."""
    atomic_write_bytes(
        path,
        text.encode("utf-8"),
        follow_links=follow_links,
        replace_read_only=replace_read_only,
        new_mode=new_mode,
    )


def private_folder(path: str | os.PathLike[str]) -> Path:
    """Make the app's own folder ``path`` (and missing parents) and keep it private to
    the user (mode 0700): what the app trusts there (compiled kernels are pickles) must
    not be writable by anyone else. A folder that cannot be changed is left as it is."""
    folder = Path(path)
    folder.mkdir(mode=PRIVATE_FOLDER_MODE, parents=True, exist_ok=True)
    with contextlib.suppress(OSError):
        info = folder.lstat()
        if (
            stat.S_ISDIR(info.st_mode)
            and info.st_uid == os.getuid()
            and stat.S_IMODE(info.st_mode) & 0o077
        ):
            folder.chmod(PRIVATE_FOLDER_MODE)
    return folder


#: Characters of a suggested file name (before its extension), and its bytes in UTF-8
#: (file systems allow 255).
FILE_STEM_LIMIT = 80
FILE_STEM_BYTES = 200


def file_stem(text: str, fallback: str = "vptrainer", limit: int = FILE_STEM_LIMIT) -> str:
    """A short, readable file name made from a title (a table's name): letters and digits
    of any script, lower case, runs of anything else as one ``-``, at most ``limit``
    characters cut at a dash, never starting with a dot or a dash (``../../etc/passwd``
    gives ``etc-passwd``, 800 bytes of emoji give ``fallback``)."""
    text = unicodedata.normalize("NFKC", text).lower()
    words = "".join(ch if ch.isalnum() else "-" for ch in text)
    stem = re.sub(r"-{2,}", "-", words).strip("-.")
    if len(stem) > limit or len(stem.encode("utf-8")) > FILE_STEM_BYTES:
        cut = stem[:limit]
        while len(cut.encode("utf-8")) > FILE_STEM_BYTES:
            cut = cut[:-1]
        at_dash = "-" in cut[len(cut) // 2 :]
        stem = (cut.rsplit("-", 1)[0] if at_dash else cut).strip("-.")
    return stem or fallback


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n")


def spreadsheet_text(value: str) -> str:
    """A text cell a spreadsheet shows as text, never runs as a formula (``=HYPERLINK(…)``).

    Text starting with ``=``, ``+``, ``-``, ``@`` or a tab or line break gets a leading
    apostrophe, the usual escape. Numbers written by vptrainer are not text cells and
    are not passed through this.
    """
    return "'" + value if value.startswith(_FORMULA_START) else value
