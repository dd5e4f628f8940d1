"""EVs of the 32 holds of one dealt hand, exactly, in well under a millisecond.

A ``[dealt]`` bonus (Royal Deal) is paid on the deal whatever is held: it is added to
every hold's EV and shown as :attr:`HandEVs.dealt_bonus`.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vptrainer.core.cards import check_hand, format_card
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable

_MINUS_POPCOUNT = tuple(-bin(m).count("1") for m in range(32))
_LOCAL = threading.local()  # each thread's working arrays (hold_evs runs on several)


def _buffers(
    n_cat: int,
) -> tuple[
    npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]
]:
    """This thread's arrays for one hand of ``n_cat`` categories: the sorted cards, the
    EV numerators, the outcomes and the kernel's work row (made once per thread and
    size; every call overwrites them, and nothing returned refers to them)."""
    found: dict[int, tuple[npt.NDArray[np.int64], ...]] | None = getattr(_LOCAL, "arrays", None)
    if found is None:
        found = _LOCAL.arrays = {}
    arrays = found.get(n_cat)
    if arrays is None:
        arrays = found[n_cat] = (
            np.empty(5, dtype=np.int64),
            np.empty(32, dtype=np.int64),
            np.empty((32, n_cat), dtype=np.int64),
            np.empty(64, dtype=np.int64),
        )
    return arrays  # type: ignore[return-value]


def _hold_ev(
    mask: int,
    held: tuple[int, ...],
    ev: Fraction,
    best: bool,
    outcomes: tuple[int, ...],
    draws: int,
) -> HoldEV:
    """``HoldEV(mask, held, ev, best, outcomes, draws)`` without the frozen dataclass's
    field-by-field ``__init__`` (a third of a hand's time): 32 are made per hand."""
    hold = object.__new__(HoldEV)
    object.__setattr__(
        hold,
        "__dict__",
        {"mask": mask, "held": held, "ev": ev, "best": best, "outcomes": outcomes, "draws": draws},
    )
    return hold


@lru_cache(maxsize=128)
def _hand_masks(order: tuple[int, ...]) -> tuple[int, ...]:
    """For each mask over the sorted cards, the same hold as a mask over the hand
    (``order[j]`` is the hand position of the j-th smallest card)."""
    return tuple(sum(1 << order[j] for j in range(5) if m >> j & 1) for m in range(32))


@dataclass(frozen=True)
class HoldEV:
    """One hold of a hand: which cards, its exact EV per coin, and what it can make."""

    mask: int  # bit i set when the i-th card of the hand is held
    held: tuple[int, ...]  # the held cards, in the hand's order
    ev: Fraction  # expected pay per coin bet, the hand's dealt bonus included
    best: bool  # one of the (possibly tied) best holds
    outcomes: tuple[int, ...]  # final hands per pay category (the table's lines, then nothing)
    draws: int  # final hands in all: C(unseen, 5 - cards held)

    @property
    def held_codes(self) -> str:
        """The held cards as text, ``"Ah Kh"``; empty when all are discarded."""
        return " ".join(format_card(c) for c in self.held)


@dataclass(frozen=True)
class HandEVs:
    """All 32 holds of a hand, best first (ties by more cards held, then by mask)."""

    table: PayTable
    hand: tuple[int, ...]
    holds: tuple[HoldEV, ...]
    keys: tuple[str, ...]  # category keys of ``HoldEV.outcomes``
    labels: tuple[str, ...]
    dealt_bonus: Fraction = Fraction(0)  # paid on the deal, included in every EV
    dealt_key: str | None = None  # the [dealt] line the deal earns, if any
    dealt_label: str | None = None

    @property
    def best(self) -> tuple[HoldEV, ...]:
        """Every tied-best hold."""
        return tuple(h for h in self.holds if h.best)

    @property
    def best_ev(self) -> Fraction:
        """The EV of the best hold."""
        return self.holds[0].ev

    def hold(self, mask: int) -> HoldEV:
        """The entry of a hold by mask."""
        for h in self.holds:
            if h.mask == mask:
                return h
        raise KeyError(mask)


def hold_evs(prepared: PreparedTable, hand: Sequence[int] | str) -> HandEVs:
    """Exact EVs of all 32 holds of a five-card hand under ``prepared``'s pay table.

    Raises
    ------
    CardError
        When the hand is not five distinct cards of the game's deck.
    """
    from vptrainer.core.engine._kernels import deals as kernels

    cards = check_hand(hand, prepared.deck_size)
    order = sorted(range(5), key=cards.__getitem__)  # kernel position -> hand position
    n_cat = len(prepared.pays)
    sorted_cards, ev_num, outcome, work = _buffers(n_cat)
    for j, i in enumerate(order):
        sorted_cards[j] = cards[i]
    kernels.hand_holds(
        sorted_cards,
        BINOM,
        prepared.subset_step,
        prepared.subset_paysums,
        prepared.subset_counts,
        prepared.four_counts,
        prepared.hand_category,
        prepared.scaled_pays,
        prepared.hold_multiplier,
        ev_num,
        outcome,
        work,
    )
    denom = prepared.common_denominator * prepared.pay_scale
    dealt = prepared.dealt_line(cards)
    bonus = Fraction(0) if dealt is None else prepared.dealt_pays[dealt]
    nums = ev_num.tolist()
    if dealt is not None:
        bonus_units = int(bonus * denom)  # whole: the pay scale covers the bonus pays
        nums = [n + bonus_units for n in nums]
    rows = outcome.tolist()
    best_num = max(nums)
    masks = _hand_masks(tuple(order))  # kernel mask -> mask over the hand's order
    held: list[tuple[int, ...]] = [()]  # held cards by hand mask, in the hand's order
    for i, card in enumerate(cards):
        held += [(*h, card) for h in held[: 1 << i]]
    # best first; ties by more cards held, then by the hand's mask
    ranked = sorted([(-nums[m], _MINUS_POPCOUNT[m], masks[m], m) for m in range(32)])
    draws = prepared.draw_counts
    entries = tuple(
        [
            _hold_ev(
                mask,
                held[mask],
                Fraction(-minus_num, denom),
                -minus_num == best_num,
                tuple(rows[m]),
                draws[-minus_held],
            )
            for minus_num, minus_held, mask, m in ranked
        ]
    )
    return HandEVs(
        table=prepared.table,
        hand=cards,
        holds=entries,
        keys=prepared.keys,
        labels=prepared.labels,
        dealt_bonus=bonus,
        dealt_key=None if dealt is None else prepared.dealt_keys[dealt],
        dealt_label=None if dealt is None else prepared.dealt_labels[dealt],
    )
