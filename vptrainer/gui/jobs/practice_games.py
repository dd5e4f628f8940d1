"""The Practice view's feature games: the solved game a practice mode grades against
(an Ultimate X solve at the lines played, a Multi-Strike, Wheel Poker or Dream Card
analysis), asked for while Practice plays that game."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import ClassVar

from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.jobs.base import Priority, Progress, Request


@dataclass(frozen=True)
class PracticeGameRequest(Request[object]):
    """The solved ``game`` (a name of :mod:`vptrainer.core.practice.games.catalog`) on
    ``table`` with ``lines`` lines (Ultimate X: with the 5-coin option when
    ``five_coin``), for practice's grades."""

    priority: ClassVar[Priority] = Priority.FIRST
    keep: ClassVar[int] = 8
    label: ClassVar[str] = "feature game solve"

    table: PayTable
    game: str
    lines: int = 1
    five_coin: bool = False  # Ultimate X with the 5-coin option

    def run(self, progress: Progress, cancel: threading.Event) -> object:
        from vptrainer.core.practice.games.catalog import solve_game

        return solve_game(
            self.game,
            self.table,
            self.lines,
            progress=progress,
            cancel=cancel,
            five_coin=self.five_coin,
        )
