"""A level's progress moves in every long stage (issue 24): the penalty brackets' stage
of a long level (or of the thorough search) reports steps between the default search's
share and the end, and the whole ends at 1."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from shared_makers import RULES, long_sizes

from vptrainer.core.errors import Cancelled
from vptrainer.core.storage.diskcache import DISABLE_ENV
from vptrainer.core.strategy.generator.charts import StrategyMaker, _Steps

PlainMaker = Callable[..., StrategyMaker]


@pytest.mark.slow
def test_the_penalty_stage_reports_progress_and_the_level_ends_at_one(
    plain_maker: PlainMaker,
) -> None:
    m = plain_maker(penalty_inputs=True)
    seen: list[tuple[int, int]] = []
    chart = m.level(RULES, search="thorough", progress=lambda d, t: seen.append((d, t)))
    assert chart.rule_count <= RULES
    assert all(t == 1000 for _, t in seen)
    done = [d for d, _ in seen]
    assert done == sorted(done)
    assert done[-1] == 1000
    # reported within the penalty stage (400..850 of 1000), more than once
    assert len([d for d in done if 400 < d < 850]) >= 2


@pytest.mark.slow
def test_cancelled_within_the_penalty_stage(plain_maker: PlainMaker) -> None:
    m = plain_maker(penalty_inputs=True)
    cancel = threading.Event()

    def progress(done: int, total: int) -> None:
        if done > 400:
            cancel.set()

    with pytest.raises(Cancelled):
        m.level(RULES, search="thorough", progress=progress, cancel=cancel)


@pytest.mark.slow
def test_a_long_levels_penalty_stage_reports_progress(
    plain_maker: PlainMaker, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The long levels' chain of penalty-bracket searches (400..900 of 1000) reports its
    moves; cancelled there, it stops."""
    m = plain_maker(penalty_inputs=True)
    monkeypatch.setenv(DISABLE_ENV, "0")  # searched, not read back from disk
    cancel = threading.Event()
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        if len([d for d in seen if 400 < d < 900]) >= 2:
            cancel.set()

    with pytest.raises(Cancelled):
        m.level(long_sizes(m)[2], progress=progress, cancel=cancel)
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
