"""Ultimate X practice: the lines carry multipliers from hand to hand, and a hold is
graded against the exact optimal hold at the lines' total multiplier.

Each line shows the multiplier it carries into the hand (earned by its win on the
previous hand, from the game's multiplier table; a line that did not win carries 1x).
A hold's value is the solution's ``M * EV + E[value of the next total multiplier]``
(:func:`vptrainer.core.features.ultimate_x.hands.hand_values`); the hint ranks the 32
holds by it. The hand costs 10 coins a line; a line's win is its multiplier times the
table's pay. Values shown per coin are per coin of one line's pays (the hand's value
divided by the lines), so that a mistake's cost at 5 coins on every line is exactly the
solution's cost in coins.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np

from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.messages import Message, count, join
from vptrainer.core.practice.dealing import MAX_BET, PracticeError
from vptrainer.core.practice.drills import class_deal
from vptrainer.core.practice.games.common import FeatureMode, best_cards_text, revalued
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.texts import hold_symbols

if TYPE_CHECKING:
    from vptrainer.core.features.ultimate_x.solver import UltimateXResult

#: Ultimate X is offered on these numbers of lines.
UX_LINES = (1, 3, 5, 10)


def multipliers_text(multipliers: Sequence[int]) -> str:
    """``2x, 1x and 4x`` (one multiplier: ``2x``)."""
    words = [f"{m}x" for m in multipliers]
    if len(words) == 1:
        return words[0]
    return Message("{some} and {last}", some=", ".join(words[:-1]), last=words[-1])


class UltimateXMode(FeatureMode):
    """Ultimate X on 1, 3, 5 or 10 lines (see the module)."""

    name: ClassVar[str] = "ultimate-x"
    title: ClassVar[str] = "Ultimate X"
    line_choices: ClassVar[tuple[int, ...]] = UX_LINES
    coins_per_line: ClassVar[int] = 2 * MAX_BET

    def __init__(self) -> None:
        super().__init__()
        #: the multiplier each line carries into the next hand
        self.carried: tuple[int, ...] = (1,)
        self._hand: tuple[int, ...] = (1,)  # the multipliers of the hand being played
        self._table: PayTable | None = None

    def check_lines(self, lines: int) -> int:
        if lines not in UX_LINES:
            raise PracticeError(
                f"Ultimate X plays 1, 3, 5 or 10 lines, not {lines}; choose one of those"
            )
        return lines

    def solution_key(self, table: PayTable, lines: int) -> Any:
        return (table, lines)

    def start(self, seed: int | None) -> None:
        self.carried = (1,)
        self._hand = (1,)

    def multipliers_for(self, lines: int) -> tuple[int, ...]:
        """The multipliers the lines carry into the next hand on ``lines`` lines (all 1x
        after a change of lines)."""
        return self.carried if len(self.carried) == lines else (1,) * lines

    @property
    def hand_multipliers(self) -> tuple[int, ...]:
        """The multipliers of the hand dealt last (each line's)."""
        return self._hand

    @property
    def total_multiplier(self) -> int:
        """The total multiplier of the hand dealt last."""
        return sum(self._hand)

    def graded_against(self, prepared: PreparedTable, hand: Sequence[int]) -> HandEVs:
        from vptrainer.core.features.ultimate_x.hands import hand_values

        lines = self.lines
        result: UltimateXResult = self._solved(prepared.table, lines)
        self._table = prepared.table
        self._hand = self.multipliers_for(lines)
        base = hold_evs(prepared, hand)
        ranked = hand_values(result, base.hand, sum(self._hand), feature=True)
        values = {h.mask: Fraction(h.value) / lines for h in ranked.holds}
        return revalued(base, values, [h.mask for h in ranked.best])

    def settled(self, result: HandResult) -> HandResult:
        ux = self._solved(self._require_table(), result.lines)
        earns = ux.game.line_multipliers
        paid = Fraction(0)
        following = []
        for m, payout in zip(self._hand, result.line_payouts, strict=False):
            paid += (m - 1) * payout.amount
            following.append(earns[payout.category] if payout.wins else 1)
        return self._feature(
            result,
            paid,
            total_multiplier=sum(self._hand),
            multipliers=list(self._hand),
            next_multipliers=following,
        )

    def _require_table(self) -> PayTable:
        if self._table is None:
            raise PracticeError("no Ultimate X hand was dealt")
        return self._table

    def played(self, result: HandResult) -> None:
        feature = result.feature
        following = None if feature is None else feature.get("next_multipliers")
        if isinstance(following, list) and len(following) == result.lines:
            self.carried = tuple(int(m) for m in following)

    def close_call(
        self, table: PayTable, lines: int, rng: np.random.Generator
    ) -> tuple[int, ...] | None:
        """A deal whose best hold changes with the total multiplier (``None`` before the
        solution is known or when there is none)."""
        from vptrainer.core.engine.suit_classes import suit_classes

        result = self.solution(table, lines)
        if result is None or result.changing_classes.size == 0:
            return None
        return class_deal(suit_classes(table.game), result.changing_classes, rng)

    def values_note(self) -> str:
        return Message(
            "value at {m}x per coin of a line, the next hand's multipliers counted",
            m=count(sum(self._hand)),
        )

    def dealt_note(self, evs: HandEVs) -> str:
        hand = self._hand
        if len(hand) == 1:
            return Message("The line carries {m}x into this hand.", m=count(hand[0]))
        return Message(
            "The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.",
            lines=count(len(hand)),
            multipliers=multipliers_text(hand),
            m=count(sum(hand)),
        )

    def grade_note(self, result: HandResult) -> str:
        from vptrainer.core.features.ultimate_x.hands import best_hold_segments, hand_values

        table = self._require_table()
        ux = self._solved(table, result.lines)
        m = sum(self._hand)
        ranked = hand_values(ux, result.deal, m, feature=True)
        best = hold_symbols(ranked.holds[0].held)
        base = best_cards_text(hold_evs_for(table, result.deal))
        if ranked.holds[0].mask in _base_best(table, result.deal):
            text = Message(
                "With {m}x on the lines, hold {best}, as in the base game.", m=count(m), best=best
            )
        else:
            text = Message(
                "With {m}x on the lines, hold {best}: the multipliers it earns for the next "
                "hand are worth more here than the base game's hold, {base}.",
                m=count(m),
                best=best,
                base=base,
            )
        segments = best_hold_segments(ux, result.deal)
        if len(segments) > 1:
            turns = ", ".join(f"{s.stop:.1f}x" for s in segments[:-1])
            return join(
                (
                    text,
                    Message(
                        "This deal's best hold changes at a total multiplier of {turns}.",
                        turns=turns,
                    ),
                ),
                " ",
            )
        return text


def hold_evs_for(table: PayTable, deal: Sequence[int]) -> HandEVs:
    """The base game's holds of a deal."""
    from vptrainer.core.engine.prepared import cached_prepare

    return hold_evs(cached_prepare(table), deal)


def _base_best(table: PayTable, deal: Sequence[int]) -> set[int]:
    return {h.mask for h in hold_evs_for(table, deal).best}
