"""The one place that configures numba for vptrainer's kernels.

Every kernel is compiled with ``cache=True`` and ``nogil=True``. numba finds a cached
kernel by the path of its source file and trusts it while that one file is unchanged,
which breaks three ways for an app: a kernel that inlines another module's kernel
keeps the old code after that module changes; a copied or moved install (the bundle)
misses its cache; and an installed app cannot write beside its sources. So
vptrainer's kernels are cached by a locator of their own
(:class:`KernelCacheLocator`): in ``kernels-<digest>/`` under numba's cache folder,
in folders named after the kernel modules' places in the package, valid while
``<digest>`` (every kernel module's text, :func:`caches.kernel_digest`) is the same.
A frozen app seeds that folder from the kernels it ships on its first start
(:func:`caches.seed_kernel_cache`). numba keeps one entry per CPU in a cache index,
so on another CPU the kernels are compiled once and added.

Loading a cached kernel skips numba's refresh of its target context, which a compile
does itself (:func:`_load_without_refresh`). A damaged cache file (cut short, edited,
of another numba) is never fatal: the kernel is compiled again, with one line on
stderr saying so (:func:`_tolerant_cache_file`). Every compile is reported to
:func:`caches.compile_event` (the command line and the app say that the kernels are
being compiled for this machine, with progress). Other numba code keeps numba's own
locators, with the cache in the user cache directory (``NUMBA_CACHE_DIR`` is set
before numba is imported). A process that loaded numba skips the garbage
collections of its exit (``gc.freeze``).
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import os
import stat
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar, cast

from vptrainer.core.storage import caches

# The parallel kernels' OpenMP threads sleep when they have nothing to do instead of
# spinning for a while first: a spinning thread takes a core from the GUI, from the other
# thread of a job and from other programs; on two cores at load 8 a 15-rule level took
# 3.4-3.8 s passive against 4.3 s by default and 6.3-6.7 s always spinning. libgomp
# reads this when numba first loads it (the first parallel kernel run); a value the user
# set is kept.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
caches.numba_cache_root()  # sets NUMBA_CACHE_DIR, which numba reads on import
caches.seed_kernel_cache()
KERNEL_CACHE = caches.kernel_cache_dir()  # chosen once, like numba's own folder

import numba  # noqa: E402
from numba.core import caching as _caching  # noqa: E402
from numba.core import event as _event  # noqa: E402

# numba's hundreds of thousands of objects make the interpreter's last garbage
# collections at exit take tenths of a second; everything of ours is closed by then
# (files by their context managers, the history by the app), so leave them be.
atexit.register(gc.freeze)

F = TypeVar("F", bound=Callable[..., Any])

__all__ = [
    "cache_stats",
    "get_num_threads",
    "inline_kernel",
    "kernel",
    "parallel_chunksize",
    "parallel_kernel",
    "prange",
    "set_num_threads",
]

prange = numba.prange
get_num_threads = numba.get_num_threads
set_num_threads = numba.set_num_threads  # the calling thread's kernels' threads


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
        relative = Path(py_file).resolve().relative_to(caches.PACKAGE)
        self._path = KERNEL_CACHE / relative.parent
        self._py_file = py_file  # numba names it when a kernel cannot be cached
        self._lineno = py_func.__code__.co_firstlineno

    def get_cache_path(self) -> str:
        return str(self._path)

    def get_source_stamp(self) -> str:
        return caches.kernel_digest()

    def get_disambiguator(self) -> str:
        return str(self._lineno)

    @classmethod
    def from_function(cls, py_func: Any, py_file: str) -> KernelCacheLocator | None:
        if Path(py_file).resolve() not in caches.kernel_sources():
            return None
        self = cls(py_func, py_file)
        try:
            self.ensure_cache_path()  # type: ignore[no-untyped-call]
        except OSError:  # not writable: numba's own locators are tried next
            return None
        return self


_caching.CacheImpl._locator_classes.insert(0, KernelCacheLocator)


def _load_without_refresh(
    original: Callable[[Any, Any, Any], Any],
) -> Callable[[Any, Any, Any], Any]:
    """numba's ``Cache.load_overload`` for vptrainer's kernels, minus the refresh.

    numba refreshes its target context before it loads any cached kernel: it imports
    and registers the implementations of everything it can compile (a tenth of a
    second or more, every process). Compiled code needs none of that, only numba's
    runtime (NRT); a compile refreshes the context itself. Anything unexpected falls
    back to numba's own way.
    """
    from numba.core.runtime.nrt import rtsys

    def load_overload(self: Any, sig: Any, target_context: Any) -> Any:
        if not isinstance(getattr(self._impl, "locator", None), KernelCacheLocator):
            return original(self, sig, target_context)
        try:
            rtsys.initialize(target_context)
            with self._guard_against_spurious_io_errors():
                return self._load_overload(sig, target_context)
        except Exception:  # an internal of numba changed: load it the usual way
            return original(self, sig, target_context)

    return load_overload


if hasattr(_caching.Cache, "_load_overload") and hasattr(
    _caching.Cache, "_guard_against_spurious_io_errors"
):
    _caching.Cache.load_overload = _load_without_refresh(  # type: ignore[method-assign]
        _caching.Cache.load_overload
    )


_DAMAGED_SAID: set[str] = set()


def _damaged(path: str, error: BaseException) -> None:
    """A cache file that does not load: said once, removed, the kernel compiled again."""
    if path not in _DAMAGED_SAID:
        _DAMAGED_SAID.add(path)
        print(
            f"vptrainer: a compiled kernel in the cache is damaged ({Path(path).name}: "
            f"{type(error).__name__}); compiling it again for this machine",
            file=sys.stderr,
        )
    with contextlib.suppress(OSError):
        Path(path).unlink()


def _regular_or_missing(path: str) -> bool:
    """Whether ``path`` is a regular file (not a link, a pipe or a device), or missing."""
    try:
        return stat.S_ISREG(Path(path).lstat().st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _not_regular(path: str) -> None:
    """A link, pipe or device where a cache file goes: never read, written or replaced."""
    if path not in _DAMAGED_SAID:
        _DAMAGED_SAID.add(path)
        print(
            f"vptrainer: {path} is not a regular file; the kernel is compiled without "
            "its cache (the file is left as it is)",
            file=sys.stderr,
        )


def _tolerant_cache_file() -> None:
    """numba's cache index and data files, read so that a damaged one is a cache miss
    (numba raises ``UnpicklingError`` for a file cut short, and again when it saves),
    and only when they are regular files (a named pipe would block the read, a link
    lead elsewhere): anything else is neither read nor replaced."""
    index_file = _caching.IndexDataCacheFile
    load_index: Callable[[Any], Any] = index_file._load_index
    load: Callable[[Any, Any], Any] = index_file.load
    save: Callable[[Any, Any, Any], Any] = index_file.save

    def _load_index(self: Any) -> Any:
        if not _regular_or_missing(self._index_path):
            _not_regular(self._index_path)
            return {}
        try:
            return load_index(self)
        except Exception as error:
            _damaged(self._index_path, error)
            return {}

    def _load(self: Any, key: Any) -> Any:
        name = self._load_index().get(key)
        if name is not None and not _regular_or_missing(self._data_path(name)):
            _not_regular(self._data_path(name))
            return None
        try:
            return load(self, key)
        except Exception as error:
            _damaged(self._data_path(name) if name else self._index_path, error)
            return None

    def _save(self: Any, key: Any, data: Any) -> Any:
        paths = [self._index_path, *(self._data_path(n) for n in self._load_index().values())]
        if not all(_regular_or_missing(p) for p in paths):
            return None  # compiled for this run only
        return save(self, key, data)

    index_file._load_index = _load_index  # type: ignore[method-assign]
    index_file.load = _load  # type: ignore[method-assign]
    index_file.save = _save  # type: ignore[method-assign]


if hasattr(_caching, "IndexDataCacheFile") and hasattr(_caching.IndexDataCacheFile, "_load_index"):
    _tolerant_cache_file()


class _CompileListener(_event.Listener):
    """Tells :func:`caches.compile_event` about every kernel compiled (a cache miss)."""

    def on_start(self, event: Any) -> None:
        caches.compile_event(_kernel_name(event), finished=False)

    def on_end(self, event: Any) -> None:
        caches.compile_event(_kernel_name(event), finished=True)


def _kernel_name(event: Any) -> str:
    data = event.data if isinstance(event.data, dict) else {}
    func = getattr(data.get("dispatcher"), "py_func", None)
    return str(getattr(func, "__name__", "kernel"))


_event.register("numba:compile", _CompileListener())  # type: ignore[no-untyped-call]

_KERNELS: list[Any] = []  # every kernel's dispatcher, for cache_stats


def kernel(func: F) -> F:
    """Compile a private kernel: cached on disk, releasing the GIL."""
    dispatcher = numba.njit(cache=True, nogil=True)(func)
    _KERNELS.append(dispatcher)
    return cast(F, dispatcher)


def inline_kernel(func: F) -> F:
    """Compile a private kernel that other kernels inline (numba's ``inline="always"``):
    for a small function called millions of times, whose call would cost more than its
    work (every array passed to a call is reference-counted going in and out)."""
    dispatcher = numba.njit(cache=True, nogil=True, inline="always")(func)
    _KERNELS.append(dispatcher)
    return cast(F, dispatcher)


def parallel_kernel(func: F) -> F:
    """Compile a private kernel that spreads ``prange`` loops over the cores."""
    dispatcher = numba.njit(cache=True, nogil=True, parallel=True)(func)
    _KERNELS.append(dispatcher)
    return cast(F, dispatcher)


def cache_stats() -> tuple[int, int]:
    """How many kernel specialisations this process loaded from the cache, and how many
    it compiled (numba's own counts)."""
    loaded = sum(sum(d.stats.cache_hits.values()) for d in _KERNELS)
    compiled = sum(sum(d.stats.cache_misses.values()) for d in _KERNELS)
    return loaded, compiled
