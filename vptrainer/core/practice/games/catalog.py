"""Every game practice plays, by name, and what the practice page says of each."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import ClassVar

from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.messages import Message
from vptrainer.core.practice.games.common import BaseStrategyMode
from vptrainer.core.practice.games.multi_strike import MultiStrikeMode
from vptrainer.core.practice.games.ultimate_x import UltimateXMode
from vptrainer.core.practice.games.wheel_dream import DreamCardMode, WheelPokerMode
from vptrainer.core.practice.modes import PlayMode

Progress = Callable[[int, int], None]
_KEEP = 8  # solved games remembered (a solve takes a second or two)
_SOLVED: dict[tuple[str, PayTable, int, bool], object] = {}
_SOLVED_LOCK = threading.Lock()


class SuperTimesPayMode(BaseStrategyMode):
    """Super Times Pay: the base game's strategy."""

    name: ClassVar[str] = "super-times-pay"
    title: ClassVar[str] = "Super Times Pay"
    note: ClassVar[str] = Message(
        "Super Times Pay plays with the base game's strategy: its multiplier lands "
        "before the deal and changes no hold. You practise the base game here, paid "
        "as the base game."
    )


class HotRollMode(BaseStrategyMode):
    """Hot Roll: the base game's strategy."""

    name: ClassVar[str] = "hot-roll"
    title: ClassVar[str] = "Hot Roll"
    note: ClassVar[str] = Message(
        "Hot Roll plays with the base game's strategy: the dice multiply a whole game "
        "and change no hold. You practise the base game here, paid as the base game."
    )


class BigTimesDrawMode(BaseStrategyMode):
    """Big Times Draw: the base game's strategy."""

    name: ClassVar[str] = "big-times-draw"
    title: ClassVar[str] = "Big Times Draw"
    note: ClassVar[str] = Message(
        "Big Times Draw plays with the base game's strategy: the multiplier is set "
        "before the hold and multiplies every hold alike. You practise the base game "
        "here, paid as the base game."
    )


class SpinPokerMode(BaseStrategyMode):
    """Spin Poker: the base game's strategy."""

    name: ClassVar[str] = "spin-poker"
    title: ClassVar[str] = "Spin Poker"
    note: ClassVar[str] = Message(
        "Spin Poker plays with the base game's strategy: its nine paylines share one "
        "deck and change the swings, not the best hold. You practise the base game "
        "here, paid as the base game."
    )


#: The games in the order the practice page offers them (standard play first).
GAMES: tuple[tuple[str, str], ...] = (
    ("standard", Message("Standard play")),
    (UltimateXMode.name, UltimateXMode.title),
    (MultiStrikeMode.name, MultiStrikeMode.title),
    (WheelPokerMode.name, WheelPokerMode.title),
    (DreamCardMode.name, DreamCardMode.title),
    (SuperTimesPayMode.name, SuperTimesPayMode.title),
    (HotRollMode.name, HotRollMode.title),
    (BigTimesDrawMode.name, BigTimesDrawMode.title),
    (SpinPokerMode.name, SpinPokerMode.title),
)

_MODES: dict[str, type[PlayMode]] = {
    "standard": PlayMode,
    UltimateXMode.name: UltimateXMode,
    MultiStrikeMode.name: MultiStrikeMode,
    WheelPokerMode.name: WheelPokerMode,
    DreamCardMode.name: DreamCardMode,
    SuperTimesPayMode.name: SuperTimesPayMode,
    HotRollMode.name: HotRollMode,
    BigTimesDrawMode.name: BigTimesDrawMode,
    SpinPokerMode.name: SpinPokerMode,
}

#: What the practice page says of each game (empty: nothing to say).
NOTES: dict[str, str] = {
    "standard": "",
    UltimateXMode.name: Message(
        "Ultimate X: 10 coins a line. A line's win earns it a multiplier for the next "
        "hand; holds are graded at the lines' total multiplier."
    ),
    MultiStrikeMode.name: Message(
        "Multi-Strike: four levels at 1x, 2x, 4x and 8x, bet together. A win or a free "
        "ride moves you up; each level is graded against its own optimal hold."
    ),
    WheelPokerMode.name: Message(
        "Wheel Poker: 6 coins a line. A natural four of a kind spins the wheel; the "
        "wheel's mean prize changes the best hold, and grades count it."
    ),
    DreamCardMode.name: Message(
        "Dream Card: 10 coins a line. On a Dream Card deal the fifth card is the "
        "machine's choice; the strategy is then the base game's."
    ),
    SuperTimesPayMode.name: SuperTimesPayMode.note,
    HotRollMode.name: HotRollMode.note,
    BigTimesDrawMode.name: BigTimesDrawMode.note,
    SpinPokerMode.name: SpinPokerMode.note,
}


def game_names() -> tuple[str, ...]:
    """The names of every game practice plays."""
    return tuple(name for name, _ in GAMES)


def make_mode(name: str) -> PlayMode:
    """A new mode of the game ``name`` (standard play for an unknown name)."""
    return _MODES.get(name, PlayMode)()


def solve_game(
    name: str,
    table: PayTable,
    lines: int,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    five_coin: bool = False,
) -> object:
    """The solved game a mode of ``name`` needs on ``table`` with ``lines`` lines (the
    long work: an Ultimate X solve, with the 5-coin option when ``five_coin``; a feature
    game's analysis; the last few are remembered).

    Raises
    ------
    VPError
        When the table cannot be played as that game (no Ultimate X family, a table
        with deal bonuses...), or ``name`` needs no solution.
    """
    key = (name, table, lines, five_coin)
    with _SOLVED_LOCK:
        found = _SOLVED.get(key)
    if found is not None:
        return found
    solved = _solve(name, table, lines, progress, cancel, five_coin)
    with _SOLVED_LOCK:
        _SOLVED[key] = solved
        while len(_SOLVED) > _KEEP:
            del _SOLVED[next(iter(_SOLVED))]
    return solved


def _solve(
    name: str,
    table: PayTable,
    lines: int,
    progress: Progress | None,
    cancel: threading.Event | None,
    five_coin: bool = False,
) -> object:
    if name == UltimateXMode.name:
        from vptrainer.core.features.ultimate_x.multipliers import resolve_multipliers
        from vptrainer.core.features.ultimate_x.solver import UltimateXGame, solve

        game = UltimateXGame(table, resolve_multipliers(table, lines), lines, five_coin)
        return solve(game, progress=progress, cancel=cancel)
    if name in (MultiStrikeMode.name, WheelPokerMode.name, DreamCardMode.name):
        from vptrainer.core.features.games import FeatureRequest, run_feature

        return run_feature(table, FeatureRequest(name), progress=progress, cancel=cancel)
    raise VPError(f"{name} needs no solved game")
