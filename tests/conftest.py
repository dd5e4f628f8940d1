"""Shared test set-up: offscreen Qt, and settings and data in temporary places."""

from __future__ import annotations

import ctypes
import functools
import gc
import os
import platform
import sys
from pathlib import Path

import pytest

# numpy's OpenBLAS keeps a thread per core spinning for a while after each product of
# floats (the feature games' and charts' small ones): about 1% of the suite's CPU time,
# taken from the other worker and the kernels' threads. Read when numpy loads, so set
# before the package imports it.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

# numba's cache directory is chosen when numba is first imported (tests/naive
# imports numba directly), so let the package set it first.
import vptrainer.core._numba  # noqa: F401
from vptrainer.core.engine import prepared

# The count tables of the last 32 tables, not the app's 4, for every module imported
# after this one (the tests come back to the same few dozen tables all run long; 17 MB
# each at most): replaced before any other module imports the name.
prepared.cached_prepare = functools.lru_cache(maxsize=32)(prepared.prepare)


def _reuse_freed_memory() -> None:
    """Keep freed memory in the test process for the next allocation (glibc only).

    By default glibc maps large blocks afresh (from 128 kB, a bound it raises as they are
    freed, to 32 MB at most) and unmaps them when they are freed, and the kernel zeroes
    each page of the next one. The suite allocates and frees arrays of tens of MB test
    after test (hold tables, count tables, kept charts read back), and the kernel's page
    clearing was 7% of a whole run's CPU time. Here blocks up to 32 MB come from the heap
    from the start, and freed memory stays there for reuse: a worker's peak was about
    6 GB either way (``pytest_xdist_auto_num_workers`` gives each 6 GB).
    """
    if sys.platform != "linux" or platform.libc_ver()[0] != "glibc":
        return
    m_trim_threshold, m_top_pad, m_mmap_threshold = -1, -2, -3  # glibc's malloc.h
    libc = ctypes.CDLL(None)
    libc.mallopt(m_mmap_threshold, 32 * 2**20)
    libc.mallopt(m_trim_threshold, 2**31 - 1)
    libc.mallopt(m_top_pad, 64 * 2**20)


_reuse_freed_memory()

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TESTS = Path(__file__).resolve().parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto`` (pyproject's addopts): one worker per core, at most four, and one per
    6 GB of memory (a worker holds the kernels, Qt, its session fixtures and the tables
    its tests analysed: up to 7 GB by the end of a whole run)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    try:
        memory_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    except (AttributeError, ValueError, OSError):  # a system that does not say
        memory_gb = 12.0
    return max(1, min(4, cores or 1, int(memory_gb // 6)))


def pytest_sessionstart(session: pytest.Session) -> None:
    """The run (not each of its xdist workers) deletes the strategy charts kept by runs of
    older code beyond their budget."""
    if not hasattr(session.config, "workerinput"):
        from shared_makers import prune_kept_charts

        prune_kept_charts()


def pytest_collection_finish(session: pytest.Session) -> None:
    """What the test modules imported (numba, Qt, the package) lives as long as the run:
    keep those hundreds of thousands of objects out of the garbage collector's passes
    (the GUI tests ask for a full pass after each test)."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _private_user_dirs(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point user data and configuration at a temporary folder for every test."""
    base = tmp_path_factory.mktemp("user")
    # analyses are computed, never read from the disk store a run before left (which
    # tests/core/engine/test_stored_analysis.py turns back on)
    monkeypatch.setenv("VPTRAINER_KEEP_ANALYSES", "0")
    # charts are searched, never read from the ones a run before kept
    # (tests/core/strategy/test_kept_charts.py turns it back on)
    monkeypatch.setenv("VPTRAINER_KEEP_CHARTS", "0")
    monkeypatch.setenv("XDG_DATA_HOME", str(base / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(base / "config"))
    # the command line's text wraps to the terminal it writes to: tests read it at one
    # width whatever runs them (a terminal, a pipe, an xdist worker); tests of the
    # wrapping set their own COLUMNS
    monkeypatch.setenv("COLUMNS", "1000")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--i18n-complete",
        action="store_true",
        help="run the translations' completeness checks (tests marked i18n_complete)",
    )
    parser.addini(
        "i18n_complete",
        "run the translations' completeness checks (tests marked i18n_complete)",
        type="bool",
        default=False,
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The completeness checks of the translations wait until every area's translations
    have landed: they are skipped, with a reason the summary shows, unless asked for
    (``--i18n-complete``, or ``i18n_complete = true`` in pyproject.toml)."""
    if config.getoption("--i18n-complete") or config.getini("i18n_complete"):
        return
    skip = pytest.mark.skip(
        reason="i18n_complete: not yet enforced (run with --i18n-complete; "
        "the lead sets i18n_complete = true in pyproject.toml once every area has landed)"
    )
    for item in items:
        if item.get_closest_marker("i18n_complete") is not None:
            item.add_marker(skip)
