"""``vptrainer compile``: every numba kernel compiled into the cache ahead of use.

The kernels are compiled by running what users run, so that every kernel is compiled
for the very argument types it is called with: the analysis of one game of each kind
(52, 53 and 54 cards, wild ranks, specific wild cards, a bonus on the deal), a hand's
holds, the royal sweep, the evaluator, risk of ruin and sessions, multi-play, tables
compared, strategies priced and generated (a basic strategy and a short level), the
feature games (Multi-Strike, Wheel Poker, Dream Card, Spin Poker) and Ultimate X.
``python -m vptrainer.warmup`` runs it too (``./dev`` and the bundle's build).
"""

from __future__ import annotations

import io
import os
import time
from collections.abc import Callable

from vptrainer.core.storage import caches

#: What is run, as command lines (see ``vptrainer --help``).
COMMANDS: tuple[tuple[str, ...], ...] = (
    ("analyze", "jacks-or-better-9-6", "--json"),
    ("analyze", "deuces-wild-full-pay"),
    ("analyze", "joker-poker-kings-full-pay"),
    ("analyze", "double-joker-9-5"),
    ("analyze", "one-eyed-jacks"),
    ("analyze", "royal-deal-jacks-or-better-8-5"),
    ("hand", "jacks-or-better-9-6", "Ah Kh Qh Jh 2c"),
    ("hand", "deuces-wild-full-pay", "2h 2c Qh Jh 9c", "--json"),
    ("sweep", "jacks-or-better-9-6", "--json"),
    ("evaluate", "Ah Kh Qh Jh Th 2c 3d"),
    ("evaluate", "--enumerate", "5", "--threads", "1"),
    ("evaluate", "--enumerate", "5"),
    ("risk", "jacks-or-better-9-6", "--bankroll", "1000"),
    ("risk", "jacks-or-better-9-6", "--bankroll", "1000", "--lines", "3"),
    ("risk", "jacks-or-better-9-6", "--bankroll", "200", "--hands", "500", "--goal", "100"),
    (
        "risk",
        "jacks-or-better-9-6",
        "--bankroll",
        "200",
        "--hands",
        "500",
        "--method",
        "simulation",
        "--trials",
        "200",
        "--seed",
        "1",
    ),
    ("compare", "jacks-or-better-9-6", "jacks-or-better-8-5"),
    ("feature", "multi-strike", "jacks-or-better-9-6"),
    ("feature", "wheel-poker", "deuces-wild-full-pay", "--lines", "3"),
    ("feature", "dream-card", "jacks-or-better-9-6"),
    ("feature", "dream-card", "one-eyed-jacks"),
    ("feature", "spin-poker", "jacks-or-better-9-6"),
    ("risk", "jacks-or-better-9-6", "--feature", "spin-poker", "--bankroll", "1000"),
    ("strategy", "eval", "jacks-or-better-9-6", "jacks-or-better-9-6-basic"),
    # the generator: the basic strategy, a short level (both searches), the chart
    ("strategy", "make", "jacks-or-better-9-6", "--rules", "15"),
    ("strategy", "cross", "jacks-or-better-8-5", "jacks-or-better-9-6"),
    ("ultimate-x", "jacks-or-better-9-6", "--lines", "1"),
)


def compile_kernels(
    log: Callable[[str], object] = print, *, quiet_report: bool = True
) -> tuple[int, int]:
    """Run :data:`COMMANDS`; returns how many kernels were loaded from the cache and how
    many were compiled, and marks the cache complete."""
    from vptrainer import cli, core
    from vptrainer.cli.compiling import CompileReport
    from vptrainer.core.storage import diskcache

    started = time.perf_counter()
    before = os.environ.get(diskcache.DISABLE_ENV)
    os.environ[diskcache.DISABLE_ENV] = "rebuild"  # arrays built: their kernels compiled
    # one report for the whole run (the commands run inside are quiet), said once
    outer = CompileReport.active
    report = None if outer else CompileReport(quiet=quiet_report)
    if report is not None:
        CompileReport.active = True
        caches.add_compile_listener(report)
    try:
        for args in COMMANDS:
            status = cli.main(list(args), out=io.StringIO())
            if status != 0:
                raise RuntimeError(f"`vptrainer {' '.join(args)}` exited with status {status}")
    finally:
        if report is not None:
            caches.remove_compile_listener(report)
            CompileReport.active = False
            report.finish()
        if before is None:
            os.environ.pop(diskcache.DISABLE_ENV)
        else:
            os.environ[diskcache.DISABLE_ENV] = before
    folder, loaded, compiled = core.kernel_stats()
    elapsed = time.perf_counter() - started
    caches.mark_kernels_complete(
        f"{compiled} compiled, {loaded} loaded from the cache in {elapsed:.0f} s"
    )  # where the next --check looks (NUMBA_CACHE_DIR as it is now)
    log(
        f"numba kernels ready in {folder}: {compiled} compiled, "
        f"{loaded} loaded from the cache ({elapsed:.1f} s)"
    )
    return loaded, compiled
