"""Wheel Poker and Dream Card practice, each graded against its exact optimal hold.

* **Wheel Poker** (six coins a line): every natural four of a kind spins the prize
  wheel. A hold is worth its EV with the wheel's mean prize added to each natural four
  of a kind (:meth:`vptrainer.core.features.wheel_poker.WheelResult.hold_values`): the
  strategy changes toward quads. A spin draws a prize from the wheel's weights.
* **Dream Card** (ten coins a line): on a triggered deal (the machine's chance) four
  cards come with a Dream Card, the card the machine's rule picks (the best dealt hand;
  the best-EV card is said when it differs). Once the five cards are set the strategy is
  the base game's: the hold is graded against the base game's exact optimal hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np

from vptrainer.core.cards import JOKER, card_symbol
from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.messages import Message, join, number
from vptrainer.core.practice.dealing import MAX_BET
from vptrainer.core.practice.games.common import FeatureMode, revalued
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.texts import coins, either, hold_symbols

if TYPE_CHECKING:
    from vptrainer.core.features.dream_card import DreamCardResult, DreamChoice
    from vptrainer.core.features.wheel_poker import WheelResult


def natural_quad(hand: Sequence[int]) -> bool:
    """Whether a final hand holds four cards of one rank (jokers never count)."""
    ranks = sorted(c >> 2 for c in hand if c < JOKER)
    return len(ranks) >= 4 and any(ranks[i] == ranks[i + 3] for i in range(len(ranks) - 3))


class WheelPokerMode(FeatureMode):
    """Wheel Poker (see the module)."""

    name: ClassVar[str] = "wheel-poker"
    title: ClassVar[str] = "Wheel Poker"
    coins_per_line: ClassVar[int] = MAX_BET + 1

    def __init__(self) -> None:
        super().__init__()
        self._table: PayTable | None = None
        self._rng = np.random.default_rng()

    def start(self, seed: int | None) -> None:
        self._rng = np.random.default_rng(None if seed is None else seed + 2)

    def graded_against(self, prepared: PreparedTable, hand: Sequence[int]) -> HandEVs:
        result: WheelResult = self._solved(prepared.table, self.lines)
        self._table = prepared.table
        base = hold_evs(prepared, hand)
        wheel = result.hold_values(base.hand)
        return revalued(base, {h.mask: h.ev for h in wheel.holds}, [h.mask for h in wheel.best])

    def values_note(self) -> str:
        return Message("EV with the wheel's mean prize")

    def settled(self, result: HandResult) -> HandResult:
        assert self._table is not None
        wheel: WheelResult = self._solved(self._table, result.lines)
        probs = np.array([float(p) for p in wheel.wheel.probabilities()])
        prizes = []
        for payout in result.line_payouts:
            if natural_quad(payout.hand):
                prizes.append(wheel.wheel.values[int(self._rng.choice(len(probs), p=probs))])
        paid = sum(prizes, Fraction(0)) * result.bet / MAX_BET
        return self._feature(result, paid, spins=[str(p) for p in prizes])

    def grade_note(self, result: HandResult) -> str:
        assert self._table is not None
        wheel: WheelResult = self._solved(self._table, result.lines)
        prizes = result.feature.get("spins") if result.feature is not None else None
        said: str = ""
        if isinstance(prizes, list) and prizes:
            won = ", ".join(coins(Fraction(p)) for p in prizes)
            said = Message(
                "The wheel spun for a natural four of a kind and paid {won} coins.", won=won
            )
        evs = _base(self._table, result.deal)
        mean = float(wheel.mean_prize)
        ranked = wheel.hold_values(result.deal)
        best = hold_symbols(ranked.holds[0].held)
        if ranked.holds[0].mask in {h.mask for h in evs.best}:
            return join(
                (said, Message("With the wheel, hold {best}, as in the base game.", best=best)), " "
            )
        return join(
            (
                said,
                Message(
                    "With the wheel, hold {best}: its mean prize of {mean} coins on every natural "
                    "four of a kind makes it better than the base game's hold, {base}.",
                    best=best,
                    mean=number(mean, 1),
                    base=hold_symbols(evs.holds[0].held),
                ),
            ),
            " ",
        )


def _base(table: PayTable, deal: Sequence[int]) -> HandEVs:
    from vptrainer.core.engine.prepared import cached_prepare

    return hold_evs(cached_prepare(table), deal)


class DreamCardMode(FeatureMode):
    """Dream Card (see the module)."""

    name: ClassVar[str] = "dream-card"
    title: ClassVar[str] = "Dream Card"
    coins_per_line: ClassVar[int] = 2 * MAX_BET

    def __init__(self) -> None:
        super().__init__()
        self._table: PayTable | None = None
        self._dream: tuple[DreamChoice, tuple[DreamChoice, ...]] | None = None
        self._next: tuple[DreamChoice, tuple[DreamChoice, ...]] | None = None

    def start(self, seed: int | None) -> None:
        self._dream = self._next = None

    def game_return(self, solution: Any) -> Fraction:
        # practice deals the machine's Dream Card (the best dealt hand), not the best-EV one
        return Fraction(solution.returns["best-hand"])

    @property
    def dream(self) -> DreamChoice | None:
        """The Dream Card of the hand dealt last (``None``: an ordinary deal)."""
        return None if self._dream is None else self._dream[0]

    def next_deal(
        self, prepared: PreparedTable, rng: np.random.Generator
    ) -> tuple[int, ...] | None:
        result: DreamCardResult | None = self.solution(prepared.table, 1)
        self._next = None
        if result is None or rng.random() >= float(result.trigger):
            return None
        four = tuple(int(c) for c in rng.choice(prepared.deck_size, size=4, replace=False))
        choices = result.choices(four)
        machine = next(c for c in choices if c.best_hand)
        self._next = (machine, choices)
        return (*four, machine.card)

    def graded_against(self, prepared: PreparedTable, hand: Sequence[int]) -> HandEVs:
        self._table = prepared.table
        self._dream, self._next = self._next, None
        if self._dream is not None and tuple(hand)[4] != self._dream[0].card:
            self._dream = None  # a replay or a drill's deal: no Dream Card
        return hold_evs(prepared, hand)

    def settled(self, result: HandResult) -> HandResult:
        dream = self.dream
        return self._feature(
            result, Fraction(0), dream_card=None if dream is None else dream.card_text
        )

    def dealt_note(self, evs: HandEVs) -> str:
        if self._dream is None:
            return Message("An ordinary deal: no Dream Card this time.")
        machine, choices = self._dream
        best = [c for c in choices if c.best_ev]
        text = Message(
            "Dream Card: the fifth card, {card}, is the machine's choice (the card that makes "
            "the best dealt hand).",
            card=card_symbol(machine.card),
        )
        if not machine.best_ev:
            cards = either([card_symbol(c.card) for c in best])
            return join((text, Message("The best-EV card would be {cards}.", cards=cards)), " ")
        return text

    def grade_note(self, result: HandResult) -> str:
        if self._dream is None:
            return ""
        machine, choices = self._dream
        best = max(c.ev for c in choices)
        if machine.best_ev:
            return Message(
                "The machine's Dream Card was also the best-EV card; once the cards are set "
                "the strategy is the base game's."
            )
        return Message(
            "The machine's Dream Card gives this deal {coins} coins; the best-EV card would "
            "give {best}. Once the cards are set the strategy is the base game's.",
            coins=number(float(machine.ev) * 5, 4),
            best=number(float(best) * 5, 4),
        )
