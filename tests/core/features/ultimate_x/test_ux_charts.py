"""The generated Ultimate X chart's merging of several orders into one list."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vptrainer.core.features.ultimate_x.charts import merge_orders


def band_view(items: list[tuple[int, tuple[int, int] | None]], band: int) -> list[int]:
    return [a for a, span in items if span is None or span[0] <= band <= span[1]]


_orders = st.lists(st.lists(st.integers(0, 12), unique=True, max_size=10), min_size=1, max_size=5)


@given(_orders)
@settings(max_examples=300, deadline=None)
def test_every_band_reads_its_own_order(sequences: list[list[int]]) -> None:
    items = merge_orders(sequences)
    for b, seq in enumerate(sequences):
        assert band_view(items, b) == seq


@given(_orders)
@settings(max_examples=100, deadline=None)
def test_an_order_shared_by_every_band_has_no_conditions(sequences: list[list[int]]) -> None:
    same = [sequences[0]] * len(sequences)
    assert merge_orders(same) == [(a, None) for a in sequences[0]]


def test_a_rule_that_moves_once_is_written_twice_and_the_rest_once() -> None:
    low = [1, 2, 3, 4, 5]
    high = [1, 3, 4, 2, 5]  # 2 moves below 3 and 4 at high multipliers
    items = merge_orders([low, high, high])
    assert items == [(1, None), (2, (0, 0)), (3, None), (4, None), (2, (1, 2)), (5, None)]
    assert merge_orders([]) == []
