"""The one place that configures numba for vptrainer's kernels.

Every kernel is compiled with ``cache=True`` and ``nogil=True``. numba finds a cached
kernel by the path of its source file and trusts it while that one file is unchanged,
which breaks three ways for an app: a kernel that inlines another module's kernel
keeps the old code after that module changes; a copied or moved install (the bundle)
misses its cache; and an installed app cannot write beside its sources. So
vptrainer's kernels are cached by a locator of their own:

* the cache lives in ``<user cache>/vptrainer/numba/kernels-<digest>/`` (under
  ``NUMBA_CACHE_DIR`` instead when the user set it), in folders named after the
  kernel modules' places in the package, not their absolute paths;
* ``<digest>`` (:func:`kernel_digest`) hashes the text of every kernel module and of
  this file, so a change to any of them starts a fresh cache (and two checkouts with
  the same kernels share one);
* a frozen app (the bundle) ships a cache compiled when it was built
  (``<bundle>/_internal/numba_cache/kernels-<digest>``) and copies it to the user
  cache on its first start. numba keeps one entry per CPU in a cache's index, so on
  another CPU the kernels are compiled once and added.

Other numba code keeps numba's own locators, with the cache in the user cache
directory (``NUMBA_CACHE_DIR`` is set before numba is imported).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, TypeVar, cast

import platformdirs

PACKAGE = Path(__file__).resolve().parent.parent  # the vptrainer package folder
BUNDLED_CACHE = "numba_cache"  # beside the package in a frozen app

if "NUMBA_CACHE_DIR" not in os.environ:
    os.environ["NUMBA_CACHE_DIR"] = str(Path(platformdirs.user_cache_dir("vptrainer")) / "numba")


@cache
def kernel_sources() -> tuple[Path, ...]:
    """The kernel modules of the package (``*/_kernels.py``, ``*/_kernels/*.py``) and
    this file, in a fixed order."""
    core = PACKAGE / "core"
    found = [*core.glob("*/_kernels.py"), *core.glob("*/_kernels/*.py"), core / "_numba.py"]
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
    """Where the kernels' compiled code is cached (may not exist yet)."""
    return Path(os.environ["NUMBA_CACHE_DIR"]) / f"kernels-{kernel_digest()}"


def _seed_from_bundle(target: Path) -> None:
    """In a frozen app, copy the cache shipped with it on the first start."""
    if not getattr(sys, "frozen", False) or target.exists():
        return
    shipped = PACKAGE.parent / BUNDLED_CACHE / target.name
    if not shipped.is_dir():
        return
    partial = target.with_name(f"{target.name}.partial-{os.getpid()}")
    try:
        shutil.copytree(shipped, partial)
        partial.rename(target)
    except OSError:  # another process won the race, or the disk refused: compile instead
        shutil.rmtree(partial, ignore_errors=True)


_seed_from_bundle(kernel_cache_dir())

import numba  # noqa: E402  (after NUMBA_CACHE_DIR is set)
from numba.core import caching as _caching  # noqa: E402

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["kernel", "parallel_chunksize", "parallel_kernel", "prange"]

prange = numba.prange


@contextmanager
def parallel_chunksize(size: int) -> Iterator[None]:
    """Parallel kernels called inside hand out their ``prange`` iterations ``size`` at a
    time to whichever thread is free (a setting of the calling thread)."""
    before = numba.set_parallel_chunksize(size)
    try:
        yield
    finally:
        numba.set_parallel_chunksize(before)


class KernelCacheLocator(_caching._CacheLocator):
    """numba's cache locator for vptrainer's kernel modules (see the module docstring)."""

    def __init__(self, py_func: Any, py_file: str) -> None:
        relative = Path(py_file).resolve().relative_to(PACKAGE)
        self._path = kernel_cache_dir() / relative.parent
        self._py_file = py_file  # numba names it when a kernel cannot be cached
        self._lineno = py_func.__code__.co_firstlineno

    def get_cache_path(self) -> str:
        return str(self._path)

    def get_source_stamp(self) -> str:
        return kernel_digest()

    def get_disambiguator(self) -> str:
        return str(self._lineno)

    @classmethod
    def from_function(cls, py_func: Any, py_file: str) -> KernelCacheLocator | None:
        if Path(py_file).resolve() not in kernel_sources():
            return None
        self = cls(py_func, py_file)
        try:
            self.ensure_cache_path()  # type: ignore[no-untyped-call]
        except OSError:  # not writable: numba's own locators are tried next
            return None
        return self


_caching.CacheImpl._locator_classes.insert(0, KernelCacheLocator)


def kernel(func: F) -> F:
    """Compile a private kernel: cached on disk, releasing the GIL."""
    return cast(F, numba.njit(cache=True, nogil=True)(func))


def parallel_kernel(func: F) -> F:
    """Compile a private kernel that spreads ``prange`` loops over the cores."""
    return cast(F, numba.njit(cache=True, nogil=True, parallel=True)(func))
