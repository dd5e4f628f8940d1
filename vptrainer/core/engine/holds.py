"""EVs of the 32 holds of one dealt hand, exactly, in well under a millisecond.

A ``[dealt]`` bonus (Royal Deal) is paid on the deal whatever is held: it is added to
every hold's EV and shown as :attr:`HandEVs.dealt_bonus`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from vptrainer.core.cards import check_hand, format_card
from vptrainer.core.combinatorics import BINOM
from vptrainer.core.engine import _kernels as kernels
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable


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
    cards = check_hand(hand, prepared.deck_size)
    order = sorted(range(5), key=lambda i: cards[i])  # kernel position -> hand position
    sorted_cards = np.array([cards[i] for i in order], dtype=np.int64)
    c = prepared.counts
    p = prepared.paysums
    ev_num, outcome = kernels.hand_holds(
        sorted_cards,
        BINOM,
        prepared.hand_category,
        prepared.scaled_pays,
        p[4],
        p[3],
        p[2],
        p[1],
        p[0],
        c[4],
        c[3],
        c[2],
        c[1],
        c[0],
        prepared.multiplier,
    )
    denom = prepared.common_denominator * prepared.pay_scale
    best_num = int(ev_num.max())
    dealt = prepared.dealt_line(cards)
    bonus = Fraction(0) if dealt is None else prepared.dealt_pays[dealt]
    entries = []
    for m in range(32):
        mask = sum(1 << order[j] for j in range(5) if m >> j & 1)
        held = tuple(cards[i] for i in range(5) if mask >> i & 1)
        entries.append(
            HoldEV(
                mask=mask,
                held=held,
                ev=Fraction(int(ev_num[m]), denom) + bonus,
                best=int(ev_num[m]) == best_num,
                outcomes=tuple(int(x) for x in outcome[m]),
                draws=prepared.draws(len(held)),
            )
        )
    entries.sort(key=lambda h: (-h.ev, -len(h.held), h.mask))
    return HandEVs(
        table=prepared.table,
        hand=cards,
        holds=tuple(entries),
        keys=prepared.keys,
        labels=prepared.labels,
        dealt_bonus=bonus,
        dealt_key=None if dealt is None else prepared.dealt_keys[dealt],
        dealt_label=None if dealt is None else prepared.dealt_labels[dealt],
    )
