"""What the slow oracles compute, kept on disk between test runs.

Like the app's :mod:`vptrainer.core.storage.diskcache`: arrays in
``<user cache>/vptrainer/test-arrays/<name>-<digest>.npz`` and JSON values in
``<user cache>/vptrainer/test-results/<name>-<digest>.json`` (a whole value, or an
object whose entries are added as they are first computed), where ``<digest>``
hashes the text of the source files that compute them and everything they are
computed from (arrays, texts), so a change to any of it computes them afresh.
Written atomically, read without pickles; a missing or unreadable file is computed
again. ``VPTRAINER_DISK_CACHE=0`` turns it off.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import io
import json
import os
import zipfile
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, ParamSpec

import numpy as np

from vptrainer.core.storage.caches import user_cache
from vptrainer.core.storage.diskcache import DISABLE_ENV
from vptrainer.core.storage.fileio import atomic_write_bytes, atomic_write_text

Arrays = dict[str, np.ndarray]
P = ParamSpec("P")


def digest(sources: Sequence[str | Path], inputs: Sequence[np.ndarray | str] = ()) -> str:
    """A digest of the text of ``sources`` and the contents of ``inputs``."""
    h = hashlib.sha256()
    for source in sources:
        h.update(Path(source).read_bytes())
        h.update(b"\0")
    for item in inputs:
        if isinstance(item, str):
            h.update(item.encode())
        else:
            a = np.ascontiguousarray(item)
            h.update(f"{a.dtype.str}{a.shape}".encode())
            h.update(a.tobytes())
        h.update(b"\0")
    return h.hexdigest()[:20]


def cached_arrays(
    name: str,
    sources: Sequence[str | Path],
    build: Callable[[], Mapping[str, np.ndarray]],
    inputs: Sequence[np.ndarray | str] = (),
    compress: bool = False,
) -> Arrays:
    """The arrays ``build()`` returns, read back when a run of the same code on the same
    ``inputs`` saved them; read-only."""
    path = user_cache() / "test-arrays" / f"{name}-{digest(sources, inputs)}.npz"
    arrays = None if os.environ.get(DISABLE_ENV) == "0" else _read(path)
    if arrays is None:
        arrays = {key: np.asarray(value) for key, value in build().items()}
        if os.environ.get(DISABLE_ENV) != "0":
            _write(path, arrays, compress)
    for value in arrays.values():
        value.setflags(write=False)
    return arrays


def cached_json(
    name: str,
    sources: Sequence[str | Path],
    build: Callable[[], Any],
    inputs: Sequence[np.ndarray | str] = (),
) -> Any:
    """The JSON value ``build()`` returns, read back when a run of the same code on the
    same ``inputs`` saved it."""
    path = user_cache() / "test-results" / f"{name}-{digest(sources, inputs)}.json"
    if os.environ.get(DISABLE_ENV) != "0":
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pass
    value = build()
    text = json.dumps(value)
    if os.environ.get(DISABLE_ENV) != "0":
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, text)
        except OSError:
            pass
    return json.loads(text)  # the same value whether computed or read


def kept_fractions(
    name: str,
) -> Callable[[Callable[P, Sequence[Fraction]]], Callable[P, tuple[Fraction, ...]]]:
    """A decorator: the exact numbers a function returns, kept (:func:`cached_json`, written
    as fractions) for the same text of its source file and the same arguments (their
    ``repr``)."""

    def decorate(function: Callable[P, Sequence[Fraction]]) -> Callable[P, tuple[Fraction, ...]]:
        source = inspect.getsourcefile(function) or ""

        @functools.wraps(function)
        def kept(*args: P.args, **kwargs: P.kwargs) -> tuple[Fraction, ...]:
            texts = cached_json(
                name,
                [source],
                lambda: [str(Fraction(x)) for x in function(*args, **kwargs)],
                [repr((args, sorted(kwargs.items())))],
            )
            return tuple(Fraction(t) for t in texts)

        return kept

    return decorate


def cached_entry(
    name: str,
    sources: Sequence[str | Path],
    inputs: Sequence[np.ndarray | str],
    key: str,
    build: Callable[[], str],
) -> str:
    """The text ``build()`` returns for ``key``: one entry of a JSON object kept for the
    same code and ``inputs`` (an oracle's answers for one hand, say), which each entry
    computed for the first time is added to. A file that cannot be read or written only
    costs the computation."""
    path = user_cache() / "test-results" / f"{name}-{digest(sources, inputs)}.json"
    if os.environ.get(DISABLE_ENV) == "0":
        return build()
    try:
        known = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        known = {}
    if not isinstance(known, dict):
        known = {}
    value = known.get(key)
    if isinstance(value, str):
        return value
    value = build()
    known[key] = value
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(known, sort_keys=True))
    except OSError:
        pass
    return value


def _read(path: Path) -> Arrays | None:
    try:
        with np.load(path, allow_pickle=False) as stored:
            return {key: stored[key] for key in stored.files}
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile):
        return None


def _write(path: Path, arrays: Arrays, compress: bool = False) -> None:
    buffer = io.BytesIO()
    (np.savez_compressed if compress else np.savez)(buffer, **arrays)  # type: ignore[operator]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, buffer.getvalue())
    except OSError:
        pass
