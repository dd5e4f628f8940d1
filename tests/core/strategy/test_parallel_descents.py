"""The level search's descents (and each section's polish) side by side in threads find
what they find one after the other, report each as it ends, and the searches they forked
keep what they found."""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest

from vptrainer.core.strategy.generator import charts
from vptrainer.core.strategy.generator.charts import Found, StrategyMaker


class _OneAfterTheOther:
    """An executor that runs each task as it is submitted, in the calling thread."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def __enter__(self) -> _OneAfterTheOther:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(fn(*args))
        return future


def _fresh(m: StrategyMaker) -> StrategyMaker:
    """A maker sharing ``m``'s basic strategy and tables, with searches of its own that
    have found nothing yet."""
    m.basic()
    fresh = copy.copy(m)
    fresh.__class__ = StrategyMaker
    fresh._sections = None
    fresh._narrow = {}
    fresh._narrow_values = None
    fresh._narrow_lock = threading.Lock()
    return fresh


@pytest.mark.slow
def test_descents_in_threads_find_what_they_find_one_after_the_other(
    maker: Callable[[str], StrategyMaker], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Kings or Better Joker Poker: two sections (the joker dealt or not), each from two
    # starts (its basic strategy lost a rule as read), four descents
    m = maker("joker-poker-kings-full-pay")
    threaded = _fresh(m)
    sections = len(threaded._searches(None, None))
    assert sections == 2 and all(threaded._other_start(i) for i in range(sections))
    depths = [[(8, range(8, 12)), (8, range(8, 12))]] * sections
    seen: list[tuple[int, int]] = []
    found_threaded = threaded._descend_sections(depths, None, lambda d, t: seen.append((d, t)))
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]  # as each descent ends

    polished_threaded = [dict(found) for found in found_threaded]
    threaded._each_section(
        lambda i, search: search.polish(polished_threaded[i], range(8, 12)), None
    )

    serial = _fresh(m)
    monkeypatch.setattr(charts, "ThreadPoolExecutor", _OneAfterTheOther)
    found_serial = serial._descend_sections(depths, None)
    assert found_threaded == found_serial
    assert all(min(found) <= 8 for found in found_serial)
    polished_serial = [dict(found) for found in found_serial]
    serial._each_section(lambda i, search: search.polish(polished_serial[i], range(8, 12)), None)
    assert polished_threaded == polished_serial

    # the forks' descents came back to the searches: asked again, nothing is searched
    def no_search(*args: object) -> None:
        raise AssertionError("searched again")

    searches = threaded._searches(None, None)
    for search, _ in searches:
        monkeypatch.setattr(search, "improve", no_search)
    again: list[Found] = threaded._descend_sections(depths, None)
    assert again == found_threaded
