"""Multi-Strike practice: four hands stacked, played bottom up at 1x, 2x, 4x and 8x.

A round bets every level at once (four lines of five coins, taken with the bottom
level's hand). A paying hand, or a free ride card shown with the deal, moves the player
up a level; otherwise the round ends and the next hand starts it again at the bottom.
A hold is graded against the level's exact optimal hold
(:meth:`vptrainer.core.features.multi_strike.MultiStrikeResult.hold_values`): the level's
multiplier times its EV, plus the next level's value times its chance of a paying hand
(the whole next level's value with a free ride). Values are per coin of a line's bet.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

import numpy as np

from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.messages import Message, count, join, number
from vptrainer.core.practice.dealing import PracticeError
from vptrainer.core.practice.games.common import FeatureMode, revalued
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.texts import hold_symbols

if TYPE_CHECKING:
    from vptrainer.core.features.multi_strike import MultiStrikeResult


class MultiStrikeMode(FeatureMode):
    """Multi-Strike (see the module): one hand a level, one line a hand."""

    name: ClassVar[str] = "multi-strike"
    title: ClassVar[str] = "Multi-Strike"
    line_choices: ClassVar[tuple[int, ...]] = (1,)

    def __init__(self) -> None:
        super().__init__()
        self.level = 1  # the level of the next hand (1 = the bottom)
        self.free_ride = False  # the hand dealt last came with a free ride
        self._levels = 4
        self._dealt_level = 1
        self._multiplier = 1
        self._table: PayTable | None = None
        self._rng = np.random.default_rng()

    def check_lines(self, lines: int) -> int:
        if lines != 1:
            raise PracticeError("Multi-Strike plays its four levels one hand at a time")
        return lines

    def start(self, seed: int | None) -> None:
        self.level = 1
        self.free_ride = False
        self._rng = np.random.default_rng(None if seed is None else seed + 1)

    @property
    def levels(self) -> int:
        """The levels of a round."""
        return self._levels

    @property
    def multiplier(self) -> int:
        """The multiplier of the hand dealt last."""
        return self._multiplier

    def coins_bet(self, bet: int, lines: int) -> int:
        # the round's four lines are bet with its bottom hand
        return bet * self._levels if self._dealt_level == 1 else 0

    @property
    def dealt_level(self) -> int:
        """The level of the hand dealt last."""
        return self._dealt_level

    def graded_against(self, prepared: PreparedTable, hand: Sequence[int]) -> HandEVs:
        result: MultiStrikeResult = self._solved(prepared.table, self.lines)
        self._table = prepared.table
        self._levels = len(result.levels)
        self._dealt_level = min(self.level, self._levels)
        lv = result.level(self._dealt_level)
        self._multiplier = lv.multiplier
        self.free_ride = bool(lv.free_ride > 0 and self._rng.random() < float(lv.free_ride))
        base = hold_evs(prepared, hand)
        ranked = result.hold_values(base.hand, self._dealt_level, free_ride=self.free_ride)
        values = {h.mask: h.value for h in ranked}
        return revalued(base, values, [h.mask for h in ranked if h.best])

    def settled(self, result: HandResult) -> HandResult:
        paid = (self._multiplier - 1) * result.payout.amount
        assert self._table is not None
        return self._feature(
            result,
            paid,
            game_return=self.game_return(self._solved(self._table, 1)),
            level=self._dealt_level,
            multiplier=self._multiplier,
            free_ride=self.free_ride,
        )

    def played(self, result: HandResult) -> None:
        up = result.payout.wins or self.free_ride
        self.level = self._dealt_level + 1 if up and self._dealt_level < self._levels else 1

    def values_note(self) -> str:
        return Message(
            "value on level {level}, the next level counted", level=count(self._dealt_level)
        )

    def dealt_note(self, evs: HandEVs) -> str:
        level, levels, m = self._dealt_level, self._levels, self._multiplier
        text = Message(
            "Level {level} of {levels} pays {m}x.",
            level=count(level),
            levels=count(levels),
            m=count(m),
        )
        if self.free_ride:
            return join((text, Message("Free ride: you move up a level whatever you draw.")), " ")
        if level < levels:
            return join((text, Message("A paying hand moves you up a level.")), " ")
        return text

    def grade_note(self, result: HandResult) -> str:
        table = self._table
        if table is None:
            raise PracticeError("no Multi-Strike hand was dealt")
        ms: MultiStrikeResult = self._solved(table, 1)
        lv = ms.level(self._dealt_level)
        evs = hold_evs_of(table, result.deal)
        ranked = ms.hold_values(result.deal, self._dealt_level, free_ride=self.free_ride)
        best = hold_symbols(ranked[0].held)
        if ranked[0].mask in {h.mask for h in evs.best}:
            return Message(
                "On level {level}, hold {best}, as in the base game.",
                level=count(lv.level),
                best=best,
            )
        return Message(
            "On level {level}, hold {best}: a paying hand is worth {bets} bets more here (the "
            "next level's value), so the hold most likely to pay gains.",
            level=count(lv.level),
            best=best,
            bets=number(lv.next_exact, 2),
        )


def hold_evs_of(table: PayTable, deal: Sequence[int]) -> HandEVs:
    """The base game's holds of a deal."""
    from vptrainer.core.engine.prepared import cached_prepare

    return hold_evs(cached_prepare(table), deal)


def level_multipliers(result: MultiStrikeResult) -> tuple[int, ...]:
    """Each level's multiplier, bottom first."""
    return tuple(lv.multiplier for lv in result.levels)
