"""The one place that configures numba for vptrainer's kernels.

numba's ``cache=True`` writes beside the source or to ``~/.cache/numba`` and raises
when neither is writable (an installed or frozen app), so the cache is pointed at
the user cache directory before numba is imported, unless the user chose one.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import platformdirs

if "NUMBA_CACHE_DIR" not in os.environ:
    os.environ["NUMBA_CACHE_DIR"] = str(Path(platformdirs.user_cache_dir("vptrainer")) / "numba")

import numba

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["kernel", "parallel_kernel", "prange"]

prange = numba.prange


def kernel(func: F) -> F:
    """Compile a private kernel: cached on disk, releasing the GIL."""
    return cast(F, numba.njit(cache=True, nogil=True)(func))


def parallel_kernel(func: F) -> F:
    """Compile a private kernel that spreads ``prange`` loops over the cores."""
    return cast(F, numba.njit(cache=True, nogil=True, parallel=True)(func))
