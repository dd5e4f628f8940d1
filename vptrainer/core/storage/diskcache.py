"""Arrays that take a while to compute, kept on disk between runs.

:func:`cached_arrays` returns the arrays a function builds, read back from
``<user cache>/vptrainer/arrays/<name>-<digest>.npz`` (or from the arrays a frozen
app ships, :func:`caches.array_folders`) when an earlier run wrote them from the same
code: ``<digest>`` hashes the text of the source files the arrays depend on, so a
change to any of them builds the arrays afresh (under a new name). The file is
written atomically and read without pickles; a missing, unreadable or wrong file is
built again, and a cache folder that cannot be written only costs the build.
``VPTRAINER_DISK_CACHE=0`` turns the cache off; ``VPTRAINER_DISK_CACHE=rebuild`` builds
every array again and writes it (``vptrainer compile`` does, so that the kernels that
build them are compiled too).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import zipfile
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from vptrainer.core.storage.caches import PACKAGE, array_folders
from vptrainer.core.storage.fileio import atomic_write_bytes

DISABLE_ENV = "VPTRAINER_DISK_CACHE"

Arrays = dict[str, npt.NDArray[np.generic]]


@cache
def source_digest(sources: tuple[str, ...]) -> str:
    """A digest of the text of ``sources`` (paths relative to the vptrainer package)."""
    digest = hashlib.sha256()
    for name in sources:
        digest.update(name.encode())
        digest.update(b"\0")
        digest.update((PACKAGE / name).read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:20]


def cached_arrays(
    name: str,
    sources: Sequence[str],
    build: Callable[[], Mapping[str, npt.NDArray[np.generic]]],
    check: Callable[[Arrays], bool] = lambda arrays: True,
) -> Arrays:
    """The arrays ``build()`` returns, from disk when a run of the same code saved them.

    Parameters
    ----------
    name
        What the arrays are, unique per set of arguments of ``build`` (a file name).
    sources
        The source files (relative to the vptrainer package) whose code makes the
        arrays.
    build
        Computes the arrays.
    check
        Whether arrays read from disk are whole and of the right shape and type;
        arrays that fail are built again.

    Returns
    -------
    The arrays by name, read-only.
    """
    file_name = f"{name}-{source_digest(tuple(sources))}.npz"
    folders = array_folders()
    arrays = None
    mode = os.environ.get(DISABLE_ENV, "1")
    if mode != "0":
        for folder in folders if mode != "rebuild" else ():
            arrays = _read(folder / file_name)
            if arrays is not None and check(arrays):
                break
            arrays = None
        if arrays is None:
            arrays = {key: np.asarray(value) for key, value in build().items()}
            _write(folders[0] / file_name, arrays)
    else:
        arrays = {key: np.asarray(value) for key, value in build().items()}
    for value in arrays.values():
        value.setflags(write=False)
    return arrays


def _read(path: Path) -> Arrays | None:
    try:
        with np.load(path, allow_pickle=False) as stored:
            return {key: stored[key] for key in stored.files}
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile):  # missing or damaged
        return None


def _write(path: Path, arrays: Arrays) -> None:
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)  # type: ignore[arg-type]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, buffer.getvalue())
    except OSError:  # a read-only or full disk: the arrays are just not kept
        pass


def prune(prefix: str, keep: int) -> None:
    """Delete all but the ``keep`` most recently written files named ``<prefix>*.npz`` from
    the user's array cache (what it cannot delete stays)."""
    folder = array_folders()[0]
    try:
        found = [(p.stat().st_mtime, p) for p in folder.glob(f"{prefix}*.npz")]
    except OSError:
        return
    for _, path in sorted(found, reverse=True)[max(0, keep) :]:
        with contextlib.suppress(OSError):
            path.unlink()
