"""The feature games' requests: Ultimate X solved for a table, one dealt hand's holds
against the total multiplier, and the other feature games (Multi-Strike, Super Times Pay,
Hot Roll, Wheel Poker, Dream Card, Big Times Draw, Spin Poker) analysed.

Each answer is kept in the app's result store, so a page shown again, or a line count
asked for again, is served at once.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request
from vptrainer.gui.jobs.store import need

if TYPE_CHECKING:  # the solvers load numba: imported by the requests, on the engine thread
    from vptrainer.core.features.games import FeatureRequest, FeatureResult
    from vptrainer.core.features.ultimate_x.hands import Segment, UltimateXHand
    from vptrainer.core.features.ultimate_x.solver import UltimateXResult

#: How many example deals whose best hold changes with the multiplier come with a solve.
EXAMPLE_DEALS = 24


@dataclass(frozen=True, eq=False)
class UltimateXDone:
    """An Ultimate X game solved, with example deals (ascending cards) whose best hold
    changes as the total multiplier runs over its range, the most frequent first."""

    result: UltimateXResult
    examples: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, eq=False)
class UltimateXHandDone:
    """One dealt hand's 32 holds at a total multiplier (with the feature on), and the
    ranges of the total multiplier over which each best hold is best."""

    cards: tuple[int, ...]
    hand: UltimateXHand
    segments: tuple[Segment, ...]


@dataclass(frozen=True)
class UltimateXRequest(Request[UltimateXDone]):
    """A table played as Ultimate X on ``lines`` lines with a family's built-in
    multiplier table (``family`` an id such as ``jacks-or-better``), or the multiplier
    table of a file (``path``, read on the engine thread; ``opened`` counts the times the
    player opened one, so that a file opened again is read again), solved exactly."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 12
    label: ClassVar[str] = "Ultimate X"

    table: PayTable
    lines: int
    family: str
    five_coin: bool = False
    path: Path | None = None
    opened: int = 0

    def run(self, progress: Progress, cancel: threading.Event) -> UltimateXDone:
        import numpy as np

        from vptrainer.core.engine.suit_classes import suit_classes
        from vptrainer.core.features.ultimate_x.multipliers import resolve_multipliers
        from vptrainer.core.features.ultimate_x.solver import UltimateXGame, solve

        if self.path is not None:
            multipliers = resolve_multipliers(self.table, self.lines, path=self.path)
        else:
            multipliers = resolve_multipliers(self.table, self.lines, family_id=self.family)
        game = UltimateXGame(self.table, multipliers, self.lines, five_coin=self.five_coin)
        result = solve(game, progress=progress, cancel=cancel)
        classes = suit_classes(self.table.game)
        changing = result.changing_classes
        order = np.argsort(-classes.weight[changing], kind="stable")[:EXAMPLE_DEALS]
        examples = tuple(tuple(int(c) for c in classes.cards[changing[i]]) for i in order.tolist())
        return UltimateXDone(result, examples)


@dataclass(frozen=True)
class UltimateXHandRequest(Request[UltimateXHandDone]):
    """A dealt hand's holds at total multiplier ``total`` under a solved game, and where
    its best hold changes with the total multiplier (milliseconds once the game is
    solved: it goes before the solves of the other line counts)."""

    keep: ClassVar[int] = 32
    label: ClassVar[str] = "hand values"

    game: UltimateXRequest
    cards: tuple[int, ...]
    total: int

    def run(self, progress: Progress, cancel: threading.Event) -> UltimateXHandDone:
        from vptrainer.core.features.ultimate_x.hands import best_hold_segments, hand_values

        done = need(self.game, progress, cancel)
        hand = hand_values(done.result, self.cards, self.total, feature=True)
        return UltimateXHandDone(self.cards, hand, best_hold_segments(done.result, self.cards))


@dataclass(frozen=True)
class FeatureGameRequest(Request["FeatureResult"]):
    """A table analysed as a feature game (the core's
    :class:`~vptrainer.core.features.games.FeatureRequest` says which, with its data)."""

    priority: ClassVar[Priority] = Priority.CHARTS
    keep: ClassVar[int] = 8
    label: ClassVar[str] = "feature game"

    table: PayTable
    feature: FeatureRequest

    def run(self, progress: Progress, cancel: threading.Event) -> FeatureResult:
        from vptrainer.core.features.games import run_feature

        return run_feature(self.table, self.feature, progress=progress, cancel=cancel)
