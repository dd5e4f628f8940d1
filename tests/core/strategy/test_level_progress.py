"""A level's progress moves in every long stage (issue 24): the penalty brackets' stage
of a long level (or of the thorough search) reports steps between the default search's
share and the end, and the whole ends at 1."""

from __future__ import annotations

import copy
import math
import threading
from collections.abc import Callable
from dataclasses import replace

import pytest
from shared_makers import kept_value

from vptrainer.core.errors import Cancelled
from vptrainer.core.strategy.generator.charts import LONG_LEVEL, StrategyMaker, _Steps

Maker = Callable[[str], StrategyMaker]
RULES = 3  # the thorough search's penalty stage at its quickest


def _long_sizes(m: StrategyMaker) -> tuple[int, int, int]:
    """The sizes a long level's candidates search near: the longest short level, the
    shortest long one, the basic strategy's."""
    size = len(m._basic_level().rules)
    fewest_long = math.ceil(LONG_LEVEL * size)
    return fewest_long - 1, fewest_long, size


def _plain_maker(maker: Maker) -> StrategyMaker:
    """A plain maker (no kept levels) of Jacks or Better 9/6 sharing the session maker's
    stages, with the inputs of the penalty stages (the default search near ``RULES``
    rules and near the long levels' sizes, the curve, and the penalty variants' table)
    kept between runs: only the stages themselves are computed."""
    m = maker("jacks-or-better-9-6")
    m.basic()
    m._searches(None, None)  # the sections (shared with the session's maker)
    plain = copy.copy(m)
    plain.__class__ = StrategyMaker
    sizes = (RULES, *_long_sizes(m))
    key = f"{m.table!r}\0progress-inputs\0{sizes}"

    def inputs() -> tuple[object, ...]:
        table, variants = m._penalty_table()
        near = {n: m._levels_near(n, None, None) for n in sizes}
        return near, m._level_list(None, None), replace(table, holds=None), variants

    near, curve, table, variants = kept_value(m.table.name, "progress-inputs", key, inputs)
    plain._near = dict(near)  # type: ignore[call-overload]
    plain._levels = curve  # type: ignore[assignment]
    plain._penalties = (replace(table, holds=m.holds), variants)  # type: ignore[type-var]
    plain._long_found = None
    plain._shown_counts = {}
    return plain


def test_the_penalty_stage_reports_progress_and_the_level_ends_at_one(maker: Maker) -> None:
    m = _plain_maker(maker)
    seen: list[tuple[int, int]] = []
    chart = m.level(RULES, search="thorough", progress=lambda d, t: seen.append((d, t)))
    assert chart.rule_count <= RULES
    assert all(t == 1000 for _, t in seen)
    done = [d for d, _ in seen]
    assert done == sorted(done)
    assert done[-1] == 1000
    # reported within the penalty stage (400..850 of 1000), more than once
    assert len([d for d in done if 400 < d < 850]) >= 2


def test_cancelled_within_the_penalty_stage(maker: Maker) -> None:
    m = _plain_maker(maker)
    cancel = threading.Event()

    def progress(done: int, total: int) -> None:
        if done > 400:
            cancel.set()

    with pytest.raises(Cancelled):
        m.level(RULES, search="thorough", progress=progress, cancel=cancel)


def test_a_long_levels_penalty_stage_reports_progress(maker: Maker) -> None:
    """The long levels' chain of penalty-bracket searches (400..900 of 1000) reports its
    moves; cancelled there, it stops."""
    m = _plain_maker(maker)
    cancel = threading.Event()
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        if len([d for d in seen if 400 < d < 900]) >= 2:
            cancel.set()

    with pytest.raises(Cancelled):
        m.level(_long_sizes(m)[2], progress=progress, cancel=cancel)
    assert seen == sorted(seen)
    assert len([d for d in seen if 400 < d < 900]) >= 2


def test_steps_cover_their_share_and_end_at_its_top() -> None:
    seen: list[int] = []
    steps = _Steps(lambda d, t: seen.append(d), 400, 850, 3)
    for _ in range(3):
        for _ in range(50):
            steps.tick()
        steps.step()
    assert seen == sorted(seen)
    assert seen[0] > 400 and seen[-1] == 850
    assert len(set(seen)) == len(seen)  # each value reported once
