"""Arrays that take a while to compute, kept on disk between runs, read back only when
they prove to be what was asked for.

:func:`cached_arrays` returns the arrays a function builds, read back from
``<user cache>/vptrainer/arrays/<name>-<digest>.npz`` (or from the arrays a frozen
app ships, :func:`caches.array_folders`) when an earlier run wrote them from the same
code: ``<digest>`` hashes the text of the source files the arrays depend on, so a
change to any of them builds the arrays afresh (under a new name).

A file's name proves nothing (a file can be copied over another), so each file also
holds a record of what it is (:data:`META_KEY`): the name, the ``identity`` of what the
arrays were built for (a table's pays, a game's wild cards), the digest of the code,
and each array's type, shape and SHA-256. An array file is used only when that record
matches what is asked for and every array matches its checksum; anything else (another
table's file, an edited or truncated file, an older format) is built again, and
replaced. Reading is bounded before anything is allocated: the file must be a regular
file (never a link, a pipe or a device: :func:`fileio.read_regular_bytes`) of at most
:data:`MAX_FILE_BYTES`, its members stored uncompressed (no zip bomb) and each array's
declared size must be the size of its data. No pickle is ever read.

The file is written atomically into the user's private cache folder (0700), replacing a
link found there rather than following it; a cache folder that cannot be written only
costs the build. ``VPTRAINER_DISK_CACHE=0`` turns the cache off;
``VPTRAINER_DISK_CACHE=rebuild`` builds every array again and writes it (``vptrainer
compile`` does, so that the kernels that build them are compiled too).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import math
import os
import stat
import zipfile
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.storage.caches import PACKAGE, array_folders, private_cache_folder
from vptrainer.core.storage.fileio import atomic_write_bytes, read_regular_bytes

DISABLE_ENV = "VPTRAINER_DISK_CACHE"
#: The record inside every array file of what it holds (a JSON text as bytes).
META_KEY = "vptrainer_meta"
#: The version of that record; files of another version are built again.
FORMAT = 2
#: No array file the app writes comes near this (the largest is about 12 MB).
MAX_FILE_BYTES = 256 * 1024 * 1024
MAX_MEMBERS = 32
MAX_META_BYTES = 64 * 1024
#: Plain numbers and booleans only (``np.dtype.kind``).
_PLAIN_KINDS = frozenset("biuf")

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


def array_checksum(array: npt.NDArray[np.generic]) -> str:
    """The SHA-256 of an array's type, shape and bytes (in C order)."""
    digest = hashlib.sha256()
    digest.update(f"{array.dtype.str}|{array.shape}|".encode())
    digest.update(np.ascontiguousarray(array).tobytes())
    return digest.hexdigest()


def cached_arrays(
    name: str,
    sources: Sequence[str],
    build: Callable[[], Mapping[str, npt.NDArray[np.generic]]],
    check: Callable[[Arrays], bool] = lambda arrays: True,
    *,
    identity: str = "",
) -> Arrays:
    """The arrays ``build()`` returns, from disk when a run of the same code saved them
    for the same ``identity``.

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
    identity
        Everything ``build`` depends on besides the code, in full (``name`` may hold
        only a digest of it): stored in the file and compared when it is read.

    Returns
    -------
    The arrays by name, read-only.
    """
    arrays = kept_arrays(name, sources, check, identity=identity)
    if arrays is None:
        arrays = {key: np.asarray(value) for key, value in build().items()}
        store_arrays(name, sources, arrays, identity=identity)
    for value in arrays.values():
        with contextlib.suppress(ValueError):  # arrays read from disk are read-only already
            value.setflags(write=False)
    return arrays


def store_arrays(
    name: str,
    sources: Sequence[str],
    arrays: Mapping[str, npt.NDArray[np.generic]],
    *,
    identity: str = "",
) -> None:
    """Write ``arrays`` where :func:`cached_arrays` reads them for the same arguments,
    replacing what is there (arrays found wrong after they were read back); nothing with
    the cache off."""
    if os.environ.get(DISABLE_ENV, "1") == "0":
        return
    file_name, expected = _record(name, sources, identity)
    _write(array_folders()[0] / file_name, dict(arrays), expected)


def _record(name: str, sources: Sequence[str], identity: str) -> tuple[str, dict[str, Any]]:
    """The file name of arrays and the record of what they are (see the module's notes)."""
    code = source_digest(tuple(sources))
    expected = {"format": FORMAT, "name": name, "identity": identity, "code": code}
    return f"{name}-{code}.npz", expected


def kept_arrays(
    name: str,
    sources: Sequence[str],
    check: Callable[[Arrays], bool] = lambda arrays: True,
    *,
    identity: str = "",
) -> Arrays | None:
    """The arrays :func:`cached_arrays` would read back for the same arguments, or
    ``None`` when none are kept (or the cache is off, or being rebuilt): nothing is
    built or written."""
    if os.environ.get(DISABLE_ENV, "1") in ("0", "rebuild"):
        return None
    file_name, expected = _record(name, sources, identity)
    for folder in array_folders():
        arrays = read_arrays(folder / file_name, expected)
        if arrays is not None and check(arrays):
            return arrays
    return None


def read_arrays(path: Path, expected: Mapping[str, Any]) -> Arrays | None:
    """The arrays of the file ``path`` when it proves to be what ``expected`` describes
    (its record of what it holds matches, every checksum agrees), else ``None``."""
    try:
        data = read_regular_bytes(
            path, limit=MAX_FILE_BYTES, what="a cached array file", follow_links=False
        )
    except OSError:  # missing, a link, a device, too large: built again
        return None
    try:
        arrays = _parse(data)
    except (ValueError, OSError, EOFError, KeyError, zipfile.BadZipFile, json.JSONDecodeError):
        return None
    # a damaged header can claim what zipfile does not read: an encrypted member
    # (RuntimeError), patched or strongly encrypted data or a later zip version
    # (NotImplementedError)
    except (RuntimeError, NotImplementedError):
        return None
    if arrays is None:
        return None
    meta_bytes = arrays.pop(META_KEY, None)
    if meta_bytes is None or meta_bytes.dtype != np.uint8 or meta_bytes.size > MAX_META_BYTES:
        return None
    try:
        meta = json.loads(meta_bytes.tobytes().decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return None
    if not isinstance(meta, dict) or any(meta.get(k) != v for k, v in expected.items()):
        return None  # another table's, another code's, or an older format's arrays
    described = meta.get("arrays")
    if not isinstance(described, dict) or set(described) != set(arrays):
        return None
    for key, array in arrays.items():
        record = described[key]
        if not isinstance(record, dict) or record.get("sha256") != array_checksum(array):
            return None  # damaged, or edited
    return arrays


def _parse(data: bytes) -> Arrays | None:
    """The arrays of an ``.npz`` file's bytes, each size checked before it is read."""
    arrays: Arrays = {}
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        members = archive.infolist()
        if len(members) > MAX_MEMBERS:
            return None
        if sum(m.file_size for m in members) > MAX_FILE_BYTES:
            return None
        for member in members:
            key = member.filename.removesuffix(".npy")
            if (
                key == member.filename
                or key in arrays
                or member.compress_type != zipfile.ZIP_STORED  # ours never compress: no bomb
                or member.file_size != member.compress_size
                or member.file_size > MAX_FILE_BYTES
            ):
                return None
            with archive.open(member) as stream:
                version = np.lib.format.read_magic(stream)
                if version == (1, 0):
                    shape, fortran, dtype = np.lib.format.read_array_header_1_0(stream)
                elif version == (2, 0):
                    shape, fortran, dtype = np.lib.format.read_array_header_2_0(stream)
                else:
                    return None
                if dtype.hasobject or dtype.kind not in _PLAIN_KINDS or dtype.fields:
                    return None
                if any(not isinstance(n, int) or n < 0 for n in shape):
                    return None
                declared = math.prod(shape) * dtype.itemsize
                if declared != member.file_size - stream.tell():
                    return None  # a size that is not the data's (a 32 TB claim, a cut file)
                body = stream.read(declared + 1)  # the zip's CRC is checked at the end
            if len(body) != declared:
                return None
            array = np.frombuffer(body, dtype=dtype)
            arrays[key] = array.reshape(shape, order="F" if fortran else "C")
    return arrays


def _write(path: Path, arrays: Arrays, expected: Mapping[str, Any]) -> None:
    meta = dict(expected)
    meta["arrays"] = {
        key: {"dtype": a.dtype.str, "shape": list(a.shape), "sha256": array_checksum(a)}
        for key, a in arrays.items()
    }
    record = np.frombuffer(json.dumps(meta, sort_keys=True).encode("utf-8"), dtype=np.uint8)
    buffer = io.BytesIO()
    np.savez(buffer, **arrays, **{META_KEY: record})  # type: ignore[arg-type]
    try:
        private_cache_folder(path.parent)
        atomic_write_bytes(path, buffer.getvalue(), follow_links=False)
    except OSError:  # a read-only or full disk, or a device in the way: just not kept
        pass


def prune(prefix: str, keep: int) -> None:
    """Delete all but the ``keep`` most recently written files named ``<prefix>*.npz`` from
    the user's array cache (what it cannot delete stays; links are removed, never
    followed)."""
    folder = array_folders()[0]
    try:
        found = [(p.lstat(), p) for p in folder.glob(f"{prefix}*.npz")]
    except OSError:
        return
    regular = [(info.st_mtime, p) for info, p in found if stat.S_ISREG(info.st_mode)]
    doomed = [p for info, p in found if stat.S_ISLNK(info.st_mode)]
    doomed += [p for _, p in sorted(regular, reverse=True)[max(0, keep) :]]
    for path in doomed:
        with contextlib.suppress(OSError):
            path.unlink()
