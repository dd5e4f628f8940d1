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

**The 5-coin option** (:attr:`UltimateXMode.five_coin_game`, as many machines offer):
on a hand that carries multipliers the player may bet 5 coins a line instead of 10
(:attr:`UltimateXMode.five_coin_next`): the multiplied win is paid, no multiplier is
earned for the next hand. The game is then solved with the option
(``UltimateXGame(..., five_coin=True)``): the hold is graded within the bet chosen
(:func:`~vptrainer.core.features.ultimate_x.hands.hand_values` with ``feature`` the
bet), and a bet the solution would not make costs what the solution's
:meth:`~vptrainer.core.features.ultimate_x.solver.UltimateXResult.bet_gain_at` says
(averaged over the deals: the bet is chosen before the deal), counted in the grade.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np

from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.messages import Message, count, join, number
from vptrainer.core.practice.dealing import MAX_BET, PracticeError
from vptrainer.core.practice.drills import class_deal
from vptrainer.core.practice.games.common import FeatureMode, best_cards_text, revalued
from vptrainer.core.practice.grading import HandResult, Severity, severity_of
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
        #: whether the machine offers the 5-coin bet (the game solved with the option)
        self.five_coin_game = False
        #: the player's bet for the next hand: 5 coins a line (when it carries multipliers)
        self.five_coin_next = False
        self._five = False  # the hand dealt last bets 5 coins a line
        self._in_hand = False  # a hand is dealt and not yet played

    def check_lines(self, lines: int) -> int:
        if lines not in UX_LINES:
            raise PracticeError(
                f"Ultimate X plays 1, 3, 5 or 10 lines, not {lines}; choose one of those"
            )
        return lines

    def solution_key(self, table: PayTable, lines: int) -> Any:
        return (table, lines, self.five_coin_game)

    def start(self, seed: int | None) -> None:
        self.carried = (1,)
        self._hand = (1,)
        self._five = self._in_hand = False

    def five_coin_allowed(self, lines: int) -> bool:
        """Whether the next hand on ``lines`` lines may bet 5 coins a line (the option
        offered and a multiplier above 1x on a line)."""
        return self.five_coin_game and sum(self.multipliers_for(lines)) > lines

    @property
    def five_coin_hand(self) -> bool:
        """Whether the hand dealt last bets 5 coins a line."""
        return self._five

    def coins_bet(self, bet: int, lines: int) -> int:
        if self._in_hand:
            five = self._five
        else:
            five = self.five_coin_next and self.five_coin_allowed(lines)
        return (MAX_BET if five else self.coins_per_line) * lines * bet // MAX_BET

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
        five = self.five_coin_next and self.five_coin_allowed(lines)
        self._hand = self.multipliers_for(lines)
        base = hold_evs(prepared, hand)
        ranked = hand_values(result, base.hand, sum(self._hand), feature=not five)
        self._five, self._in_hand = five, True
        values = {h.mask: Fraction(h.value) / lines for h in ranked.holds}
        return revalued(base, values, [h.mask for h in ranked.best])

    def settled(self, result: HandResult) -> HandResult:
        ux = self._solved(self._require_table(), result.lines)
        earns = ux.game.line_multipliers
        paid = Fraction(0)
        following = []
        for m, payout in zip(self._hand, result.line_payouts, strict=False):
            paid += (m - 1) * payout.amount
            following.append(earns[payout.category] if payout.wins and not self._five else 1)
        extra = {"five_coin": True} if self._five else {}
        settled = self._feature(
            result,
            paid,
            game_return=self.game_return(ux),
            total_multiplier=sum(self._hand),
            multipliers=list(self._hand),
            next_multipliers=following,
            **extra,
        )
        return self._graded_bet(settled, ux)

    def bet_loss(self, result: UltimateXResult | None = None) -> Fraction:
        """What the bet of the hand dealt last gave up against the solution's bet at its
        total multiplier, per coin of the 5-coin pays over all lines (0: the right bet,
        or no choice)."""
        ux = result if result is not None else self.solution(self._require_table(), len(self._hand))
        m = sum(self._hand)
        if ux is None or not self.five_coin_game or m <= len(self._hand):
            return Fraction(0)
        gain = Fraction(ux.bet_gain_at(m))
        return max(gain, Fraction(0)) if self._five else max(-gain, Fraction(0))

    def _graded_bet(self, result: HandResult, ux: UltimateXResult) -> HandResult:
        """``result`` with a wrong bet's cost added to its grade (a mistake)."""
        from dataclasses import replace

        loss = self.bet_loss(ux)
        if loss <= 0:
            return result
        g = result.grade
        best_ev = g.best_ev + loss / result.lines
        severity = g.severity
        if severity is Severity.CORRECT or (
            severity is Severity.MINOR and severity_of(best_ev - g.player_ev) is Severity.MAJOR
        ):
            severity = severity_of(best_ev - g.player_ev)
        return replace(result, grade=replace(g, best_ev=best_ev, severity=severity))

    def game_return(self, solution: Any) -> Fraction:
        # the return of the chain in its stationary state, per coin bet (10 a line)
        return Fraction(solution.expected_return)

    def _require_table(self) -> PayTable:
        if self._table is None:
            raise PracticeError("no Ultimate X hand was dealt")
        return self._table

    def played(self, result: HandResult) -> None:
        self._in_hand = False
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
        if self._five:
            return Message(
                "value at {m}x per coin of a line, 5 coins a line", m=count(sum(self._hand))
            )
        return Message(
            "value at {m}x per coin of a line, the next hand's multipliers counted",
            m=count(sum(self._hand)),
        )

    def dealt_note(self, evs: HandEVs) -> str:
        hand = self._hand
        if len(hand) == 1:
            text = Message("The line carries {m}x into this hand.", m=count(hand[0]))
        else:
            text = Message(
                "The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.",
                lines=count(len(hand)),
                multipliers=multipliers_text(hand),
                m=count(sum(hand)),
            )
        if self._five:
            five = Message(
                "You bet 5 coins a line: the wins are multiplied, no new multiplier is earned."
            )
            return join((text, five), " ")
        return text

    def grade_note(self, result: HandResult) -> str:
        from vptrainer.core.features.ultimate_x.hands import best_hold_segments, hand_values

        table = self._require_table()
        ux = self._solved(table, result.lines)
        m = sum(self._hand)
        ranked = hand_values(ux, result.deal, m, feature=not self._five)
        best = hold_symbols(ranked.holds[0].held)
        base = best_cards_text(hold_evs_for(table, result.deal))
        bet = self._bet_note(ux, m)
        if self._five:
            text = Message(
                "With {m}x on the lines and 5 coins a line, hold {best}.", m=count(m), best=best
            )
        elif ranked.holds[0].mask in _base_best(table, result.deal):
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
        if len(segments) > 1 and not self._five:
            turns = ", ".join(f"{s.stop:.1f}x" for s in segments[:-1])
            text = join(
                (
                    text,
                    Message(
                        "This deal's best hold changes at a total multiplier of {turns}.",
                        turns=turns,
                    ),
                ),
                " ",
            )
        return join((bet, text), " ") if bet else text

    def _bet_note(self, ux: UltimateXResult, m: int) -> str:
        """What the grade says of the bet (empty when there was no choice)."""
        if not self.five_coin_game or m <= len(self._hand):
            return ""
        loss = self.bet_loss(ux) * MAX_BET
        better = Message("10 coins") if ux.bet_gain_at(m) >= 0 else Message("5 coins")
        if loss <= 0:
            return Message(
                "Right bet: at {m}x, {better} a line is the better bet.", m=count(m), better=better
            )
        return Message(
            "Wrong bet: at {m}x, {better} a line is the better bet; your bet gave up "
            "{loss} coins on average.",
            m=count(m),
            better=better,
            loss=number(loss, 4),
        )


def hold_evs_for(table: PayTable, deal: Sequence[int]) -> HandEVs:
    """The base game's holds of a deal."""
    from vptrainer.core.engine.prepared import cached_prepare

    return hold_evs(cached_prepare(table), deal)


def _base_best(table: PayTable, deal: Sequence[int]) -> set[int]:
    return {h.mask for h in hold_evs_for(table, deal).best}
