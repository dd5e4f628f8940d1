"""Benchmarks of the exact analysis engine (issues 2 and 3)."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.tomlfile import dumps_paytable


def _median_analysis(table_id: str, runs: int = 7) -> float:
    table = load_builtin(table_id)
    analyze(table)  # compile or load the kernels, classify the game once
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        analyze(table)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def analysis_s() -> float:
    """Median warm full analysis of Jacks or Better 9/6 (count tables included)."""
    return _median_analysis("jacks-or-better-9-6")


def analysis_deuces_s() -> float:
    """Median warm full analysis of full-pay Deuces Wild."""
    return _median_analysis("deuces-wild-full-pay")


def analysis_joker_s() -> float:
    """Median warm full analysis of Joker Poker Kings or Better (53 cards)."""
    return _median_analysis("joker-poker-kings-full-pay")


def analysis_double_joker_s() -> float:
    """Median warm full analysis of Double Joker 9/5 (54 cards, two jokers)."""
    return _median_analysis("double-joker-9-5")


def analysis_cold_process_s() -> float:
    """A fresh ``vptrainer analyze`` process, numba cache warm: wall time to the result.

    The first (untimed) run keeps the table's counts on disk (``analyze(keep=True)``),
    so the timed runs read them: a table analysed before, as ``./dev`` and the bundle
    leave the built-in ones. :func:`analysis_cold_process_new_table_s` times a table
    never analysed."""
    cmd = [sys.executable, "-m", "vptrainer", "analyze", "jacks-or-better-9-6", "--json"]
    subprocess.run(cmd, check=True, capture_output=True)  # fill the numba cache
    times = []
    for _ in range(3):
        started = time.perf_counter()
        proc = subprocess.run(cmd, check=True, capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        json.loads(proc.stdout)
    return statistics.median(times)


def analysis_cold_process_new_table_s() -> float:
    """A fresh ``vptrainer analyze`` process of a table file never analysed before (9/6
    Jacks or Better with another royal pay each run), numba cache warm: numba and the
    kernels loaded, the count tables built, every deal evaluated."""
    base = load_builtin("jacks-or-better-9-6")
    rng = random.Random()
    times = []
    with tempfile.TemporaryDirectory(prefix="vptrainer-bench-") as tmp:
        for run in range(4):
            pay = Fraction(80_000 + rng.randrange(1, 100_000), 100)
            path = Path(tmp) / f"table-{run}.toml"
            path.write_text(dumps_paytable(base.with_pay("royal_flush", pay)), encoding="utf-8")
            cmd = [sys.executable, "-m", "vptrainer", "analyze", str(path), "--json"]
            started = time.perf_counter()
            proc = subprocess.run(cmd, check=True, capture_output=True, text=True)
            if run:  # the first run loads the kernels from disk into the page cache
                times.append(time.perf_counter() - started)
            json.loads(proc.stdout)
    return statistics.median(times)


def hand_ms() -> float:
    """Median time of the 32 exact hold EVs of one hand, count tables ready."""
    prepared = prepare(load_builtin("jacks-or-better-9-6"))
    hands = [(0, 5, 10, 20, 30), (48, 49, 50, 51, 3), (8, 13, 22, 31, 44)]
    hold_evs(prepared, hands[0])
    times = []
    for i in range(300):
        started = time.perf_counter()
        hold_evs(prepared, hands[i % 3])
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def prepare_s() -> float:
    """Median time to build the count tables of a pay table (what an edit costs first)."""
    table = load_builtin("jacks-or-better-9-6")
    prepare(table)
    times = []
    for _ in range(7):
        started = time.perf_counter()
        prepare(table)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


BENCHMARKS: dict[str, Callable[[], float]] = {
    "analysis_s": analysis_s,
    "analysis_deuces_s": analysis_deuces_s,
    "analysis_joker_s": analysis_joker_s,
    "analysis_double_joker_s": analysis_double_joker_s,
    "analysis_cold_process_s": analysis_cold_process_s,
    "analysis_cold_process_new_table_s": analysis_cold_process_new_table_s,
    "hand_ms": hand_ms,
    "prepare_s": prepare_s,
}
