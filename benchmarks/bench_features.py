"""Benchmarks of the feature games (issue 26): each game's exact analysis, warm.

Warm: the kernels compiled, the base table's count tables built (as after an analysis);
every hold table, indicator table and Dream Card choice is computed again each run (the
engine runs are what is measured), the analyses are not read back from the disk store.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.paytable import PayTable


def _median(job: Callable[[], object], runs: int = 3) -> float:
    os.environ["VPTRAINER_KEEP_ANALYSES"] = "0"
    job()  # compile or load the kernels, build the count tables
    times = []
    for _ in range(runs):
        _forget()
        started = time.perf_counter()
        job()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _forget() -> None:
    """Drop what a run computes, so that the next run computes it again."""
    from vptrainer.core.features import dream_card, multi_strike, spin_poker

    cached_hold_table.cache_clear()
    multi_strike._win_table.cache_clear()
    dream_card._choices.cache_clear()
    spin_poker._SUMS.clear()


def _table(table_id: str) -> PayTable:
    table = load_builtin(table_id)
    cached_prepare(table)
    return table


def multi_strike_s() -> float:
    """Multi-Strike on 9/6 Jacks or Better: two hold tables, three levels re-solved."""
    from vptrainer.core.features.multi_strike import multi_strike

    table = _table("jacks-or-better-9-6")
    return _median(lambda: multi_strike(table))


def multi_strike_deluxe_s() -> float:
    """Multi-Strike 16X on 7/5 Bonus Poker: four levels re-solved."""
    from vptrainer.core.features.multi_strike import MultiStrikeRules, multi_strike

    table = _table("bonus-poker-7-5")
    return _median(lambda: multi_strike(table, MultiStrikeRules.deluxe()))


def super_times_pay_s() -> float:
    """Super Times Pay on 9/6 Jacks or Better, 5 lines (return and variance)."""
    from vptrainer.core.features.super_times_pay import super_times_pay

    table = _table("jacks-or-better-9-6")
    return _median(lambda: super_times_pay(table, lines=5))


def hot_roll_s() -> float:
    """Hot Roll on 9/6 Jacks or Better, 5 lines (return and variance)."""
    from vptrainer.core.features.hot_roll import hot_roll

    table = _table("jacks-or-better-9-6")
    return _median(lambda: hot_roll(table, lines=5))


def wheel_poker_s() -> float:
    """Wheel Poker on full-pay Deuces Wild: a split table prepared and solved again."""
    from vptrainer.core.features.wheel_poker import wheel_poker

    table = _table("deuces-wild-full-pay")
    return _median(lambda: wheel_poker(table))


def dream_card_s() -> float:
    """Dream Card on 9/6 Jacks or Better: 270,725 four-card deals x 48 completions."""
    from vptrainer.core.features.dream_card import dream_card

    table = _table("jacks-or-better-9-6")
    return _median(lambda: dream_card(table))


def big_times_draw_s() -> float:
    """Big Times Draw on 9/6 Double Double Bonus."""
    from vptrainer.core.features.big_times_draw import big_times_draw

    table = _table("double-double-bonus-9-6")
    return _median(lambda: big_times_draw(table))


def spin_poker_s() -> float:
    """Spin Poker on 9/6 Jacks or Better: the exact covariances (every class's draws)."""
    from vptrainer.core.features.spin_poker import spin_poker

    table = _table("jacks-or-better-9-6")
    return _median(lambda: spin_poker(table), runs=1)


BENCHMARKS: dict[str, Callable[[], float]] = {
    "feature_multi_strike_s": multi_strike_s,
    "feature_multi_strike_deluxe_s": multi_strike_deluxe_s,
    "feature_super_times_pay_s": super_times_pay_s,
    "feature_hot_roll_s": hot_roll_s,
    "feature_wheel_poker_s": wheel_poker_s,
    "feature_dream_card_s": dream_card_s,
    "feature_big_times_draw_s": big_times_draw_s,
    "feature_spin_poker_s": spin_poker_s,
}
