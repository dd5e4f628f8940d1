"""PyInstaller runtime hook of the vptrainer bundle: an opt-in diagnostic for the smoke test.

With ``VPTRAINER_BUNDLE_DIAG=1`` the frozen app prints one line to stderr when it
exits::

    vptrainer-bundle-diag {"frozen": true, "threading_layer": "omp", ...}

with numba's threading layer (once a parallel kernel ran), the numba cache folder,
where the kernels' source files are, and how many kernels came from the on-disk
cache (``cache_hits``) or were compiled (``cache_misses``). Nothing happens without
the variable.
"""

import atexit
import json
import os
import sys


def _numba_report() -> dict[str, object]:
    numba = sys.modules.get("numba")
    if numba is None:
        return {"numba": "not imported"}
    report: dict[str, object] = {
        "numba": numba.__version__,
        "cache_dir": numba.config.CACHE_DIR or None,
    }
    try:
        report["threading_layer"] = numba.threading_layer()
    except ValueError:  # no parallel kernel ran in this process
        report["threading_layer"] = None
    hits = misses = 0
    paths: set[str] = set()
    sources: set[str] = set()
    kernels = getattr(sys.modules.get("vptrainer.core._numba"), "_KERNELS", [])
    for dispatcher in kernels:  # every vptrainer kernel, whatever its module
        stats = dispatcher.stats
        hits += sum(stats.cache_hits.values())
        misses += sum(stats.cache_misses.values())
        if stats.cache_path:
            paths.add(stats.cache_path)
        sources.add(dispatcher.py_func.__code__.co_filename)
    report.update(
        cache_hits=hits,
        cache_misses=misses,
        cache_paths=sorted(paths),
        kernel_sources=sorted(sources),
    )
    return report


def _report() -> None:
    report: dict[str, object] = {
        "frozen": bool(getattr(sys, "frozen", False)),
        "executable": sys.executable,
    }
    try:
        report.update(_numba_report())
    except Exception as exc:  # a diagnostic must never turn a good exit into a crash
        report["error"] = f"{type(exc).__name__}: {exc}"
    print("vptrainer-bundle-diag", json.dumps(report), file=sys.stderr, flush=True)


if os.environ.get("VPTRAINER_BUNDLE_DIAG") == "1":
    atexit.register(_report)
