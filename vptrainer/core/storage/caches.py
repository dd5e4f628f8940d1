"""Where vptrainer keeps what it computes once: compiled kernels and large arrays.

Both live in the user cache directory (``~/.cache/vptrainer`` on Linux):

* ``numba/kernels-<digest>/``: the numba kernels compiled for this CPU, under
  ``NUMBA_CACHE_DIR`` instead when the user set it. ``<digest>`` (:func:`kernel_digest`)
  hashes the text of every kernel module, so a change to any of them starts a fresh
  folder (see :mod:`vptrainer.core._numba`);
* ``arrays/``: arrays such as the classes of all final hands (see
  :mod:`vptrainer.core.storage.diskcache`).

A frozen app (the bundle) ships both, built when the bundle was: its kernels are
copied to the user cache on the first start (:func:`seed_kernel_cache`), its arrays
are read in place. Nothing here imports numba, so the command line and the app can
ask whether the kernels are compiled without loading it.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import platformdirs

from vptrainer.core.storage.fileio import atomic_write_text, private_folder

PACKAGE = Path(__file__).resolve().parents[2]  # the vptrainer package folder
#: The folders of a frozen app's shipped caches, beside its vptrainer package.
BUNDLED_KERNELS = "numba_cache"
BUNDLED_ARRAYS = "arrays_cache"
#: Written into a kernel cache folder once every kernel was compiled into it.
COMPLETE_MARK = "complete"


def user_cache() -> Path:
    """vptrainer's folder in the user cache directory (it may not exist yet)."""
    return Path(platformdirs.user_cache_dir("vptrainer"))


def private_cache_folder(folder: Path) -> Path:
    """Make ``folder`` (a folder of the app's caches) private to the user (0700), and the
    user cache folder above it too when it is inside."""
    root = user_cache()
    if folder != root and folder.is_relative_to(root):
        private_folder(root)
    return private_folder(folder)


def frozen() -> bool:
    """Whether this is the bundled app (PyInstaller sets ``sys.frozen``)."""
    return bool(getattr(sys, "frozen", False))


def numba_cache_root() -> Path:
    """numba's cache folder: ``NUMBA_CACHE_DIR``, set to the user cache unless the user
    chose one (numba reads it when it is first imported)."""
    if "NUMBA_CACHE_DIR" not in os.environ:
        os.environ["NUMBA_CACHE_DIR"] = str(user_cache() / "numba")
        with contextlib.suppress(OSError):  # numba then says it cannot cache, and compiles
            private_cache_folder(user_cache() / "numba")
    return Path(os.environ["NUMBA_CACHE_DIR"])


@cache
def kernel_sources() -> tuple[Path, ...]:
    """The kernel modules of the package (``_kernels.py`` and ``_kernels/*.py`` in any
    package of the core, ``strategy/generator/`` included, and the strategy's other
    private kernel modules) and ``_numba.py``, in a fixed order."""
    core = PACKAGE / "core"
    strategy = core / "strategy"
    found = [
        *core.rglob("_kernels.py"),
        *core.rglob("_kernels/*.py"),
        strategy / "_features.py",
        strategy / "generator" / "_levels.py",
        strategy / "generator" / "_order.py",
        core / "_numba.py",
    ]
    return tuple(sorted(found))


@cache
def kernel_digest() -> str:
    """A digest of the text of every kernel module: the name of their cache folder."""
    digest = hashlib.sha256()
    for path in kernel_sources():
        digest.update(path.relative_to(PACKAGE).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:20]


def kernel_cache_dir() -> Path:
    """Where the kernels' compiled code is cached (it may not exist yet)."""
    return numba_cache_root() / f"kernels-{kernel_digest()}"


def kernels_complete() -> bool:
    """Whether every kernel was compiled into :func:`kernel_cache_dir` (for this CPU or
    the one the bundle was built on)."""
    return (kernel_cache_dir() / COMPLETE_MARK).is_file()


def mark_kernels_complete(description: str) -> None:
    """Record that every kernel is in the cache (``description``: what compiled them)."""
    folder = kernel_cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_text(folder / COMPLETE_MARK, description + "\n", follow_links=False)


def seed_kernel_cache() -> None:
    """In a frozen app, copy the kernels compiled when it was built to the user cache,
    unless they are there already."""
    target = kernel_cache_dir()
    if not frozen() or target.exists():
        return
    shipped = PACKAGE.parent / BUNDLED_KERNELS / target.name
    if not shipped.is_dir():
        return
    partial = target.with_name(f"{target.name}.partial-{os.getpid()}")
    try:
        shutil.copytree(shipped, partial)
        partial.rename(target)
    except OSError:  # another process won the race, or the disk refused: compile instead
        shutil.rmtree(partial, ignore_errors=True)


# ------------------------------------------------------------ compiling, said as it goes


@dataclass(frozen=True)
class CompileProgress:
    """Kernels compiled so far in this process (a cache miss each): how many, which one,
    and the seconds since the first began (``first``: the first one begins)."""

    done: int
    name: str
    elapsed_s: float
    first: bool = False


_COMPILE_LISTENERS: list[Callable[[CompileProgress], None]] = []
_COMPILING = {"done": 0, "started": 0.0}
_COMPILE_LOCK = threading.Lock()

#: About how long compiling every kernel takes on a recent desktop computer.
COMPILE_ESTIMATE = "a minute or two"


def add_compile_listener(listener: Callable[[CompileProgress], None]) -> None:
    """Call ``listener`` (from the thread that compiles) as kernels are compiled."""
    _COMPILE_LISTENERS.append(listener)


def remove_compile_listener(listener: Callable[[CompileProgress], None]) -> None:
    with contextlib.suppress(ValueError):
        _COMPILE_LISTENERS.remove(listener)


def compile_event(name: str, *, finished: bool) -> None:
    """A kernel begins (or finished) compiling (called by :mod:`vptrainer.core._numba`)."""
    with _COMPILE_LOCK:
        now = time.monotonic()
        first = not finished and _COMPILING["done"] == 0 and _COMPILING["started"] == 0.0
        if first:
            _COMPILING["started"] = now
        if finished:
            _COMPILING["done"] += 1
        progress = CompileProgress(
            int(_COMPILING["done"]), name, now - _COMPILING["started"], first
        )
    for listener in list(_COMPILE_LISTENERS):
        with contextlib.suppress(Exception):  # a report must never break a compile
            listener(progress)


def compile_notice() -> str:
    """What a first run says once: the kernels are being compiled for this machine."""
    return (
        "compiling vptrainer's engine for this computer: a one-time wait of about "
        f"{COMPILE_ESTIMATE} (later runs load it from the cache; `vptrainer compile` "
        "does it all at once)"
    )


def compile_progress_text(progress: CompileProgress) -> str:
    """The progress of that compile, as it goes."""
    parts = "1 part" if progress.done == 1 else f"{progress.done} parts"
    return (
        f"Compiling the engine for this computer (once): {parts} done, {progress.elapsed_s:.0f} s"
    )


def array_folders() -> tuple[Path, ...]:
    """Where cached arrays are looked for, in order: the user cache (written to), then
    the arrays a frozen app ships."""
    folders = [user_cache() / "arrays"]
    if frozen():
        folders.append(PACKAGE.parent / BUNDLED_ARRAYS)
    return tuple(folders)
