"""Every feature game by name, one typed request for each analysis, one result shape.

:class:`FeatureRequest` is what the command line (``vptrainer feature``, ``vptrainer
risk --feature``) and the app's job layer ask for; :func:`run_feature` answers it with
the game's frozen result, which every game gives the same core: ``return_exact`` (per
coin bet, every coin counted), ``base_return``, ``variance_exact`` (a round's net
result, bets squared), ``stake`` (bets a round costs), ``round_outcomes`` (for the
bankroll functions), ``report()`` (the game's own figures) and ``elapsed_s``.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from vptrainer.core.bankroll.rounds import RoundOutcomes
from vptrainer.core.features.common import FeatureError, Progress, Weighted
from vptrainer.core.games.paytable import PayTable

GAMES = (
    "multi-strike",
    "super-times-pay",
    "hot-roll",
    "wheel-poker",
    "dream-card",
    "big-times-draw",
    "spin-poker",
)

TITLES = {
    "multi-strike": "Multi-Strike",
    "super-times-pay": "Super Times Pay",
    "hot-roll": "Hot Roll",
    "wheel-poker": "Wheel Poker",
    "dream-card": "Dream Card",
    "big-times-draw": "Big Times Draw",
    "spin-poker": "Spin Poker",
}


class FeatureResult(Protocol):
    """What every feature game's result gives."""

    @property
    def game(self) -> str: ...

    @property
    def table(self) -> PayTable: ...

    @property
    def return_exact(self) -> Fraction: ...

    @property
    def base_return(self) -> Fraction: ...

    @property
    def variance_exact(self) -> Fraction: ...

    @property
    def stake(self) -> Fraction: ...

    @property
    def round_outcomes(self) -> RoundOutcomes: ...

    @property
    def elapsed_s(self) -> float: ...

    def report(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class FeatureRequest:
    """One feature analysis: the game, and the data it takes (None: the built-in data).

    ``lines``: multi-play lines (Spin Poker: paylines; Multi-Strike: the levels bet).
    ``multipliers``: Multi-Strike's level multipliers, or Big Times Draw's 12.
    ``free_rides``: Multi-Strike's free-ride chances (levels but the top).
    ``deluxe``: Multi-Strike 16X (five levels).
    ``weights``: Super Times Pay's multiplier weights. ``wheel``: Wheel Poker's prizes.
    ``hundred_play``: Hundred Play Wheel Poker. ``trigger``: Hot Roll's roll chance or
    the Dream Card chance. ``rule``: Dream Card's rule. ``coins``: Big Times Draw's
    coins bet a line (6-10).
    """

    game: str
    lines: int | None = None
    multipliers: tuple[int, ...] | None = None
    free_rides: tuple[Fraction, ...] | None = None
    deluxe: bool = False
    weights: Weighted | None = None
    wheel: Weighted | None = None
    hundred_play: bool = False
    trigger: Fraction | None = None
    rule: str | None = None
    coins: int | None = None

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise FeatureError(f"unknown feature game {self.game!r}; games: {', '.join(GAMES)}")
        given = {
            "multipliers": self.multipliers is not None,
            "free_rides": self.free_rides is not None,
            "deluxe": self.deluxe,
            "weights": self.weights is not None,
            "wheel": self.wheel is not None,
            "hundred_play": self.hundred_play,
            "trigger": self.trigger is not None,
            "rule": self.rule is not None,
            "coins": self.coins is not None,
        }
        allowed = _OPTIONS[self.game]
        for name, present in given.items():
            if present and name not in allowed:
                fit = [g for g, opts in _OPTIONS.items() if name in opts]
                raise FeatureError(
                    f"{name.replace('_', ' ')} applies to {' and '.join(fit)}, not {self.game}"
                )


_OPTIONS = {
    "multi-strike": {"multipliers", "free_rides", "deluxe"},
    "super-times-pay": {"weights"},
    "hot-roll": {"trigger"},
    "wheel-poker": {"wheel", "hundred_play"},
    "dream-card": {"trigger", "rule"},
    "big-times-draw": {"multipliers", "coins"},
    "spin-poker": set(),
}


def run_feature(
    table: PayTable,
    request: FeatureRequest,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> FeatureResult:
    """Analyse ``table`` as the requested feature game (imports only that game)."""
    game = request.game
    lines = request.lines
    if game == "multi-strike":
        from vptrainer.core.features.multi_strike import MultiStrikeRules, multi_strike

        default = MultiStrikeRules.deluxe() if request.deluxe else MultiStrikeRules()
        rules = MultiStrikeRules(
            request.multipliers or default.multipliers,
            request.free_rides if request.free_rides is not None else default.free_rides,
            lines,
        )
        return multi_strike(table, rules, progress=progress, cancel=cancel)
    if game == "super-times-pay":
        from vptrainer.core.features.super_times_pay import super_times_pay

        return super_times_pay(
            table, request.weights, lines=lines or 1, progress=progress, cancel=cancel
        )
    if game == "hot-roll":
        from vptrainer.core.features.hot_roll import hot_roll

        return hot_roll(
            table, trigger=request.trigger, lines=lines or 1, progress=progress, cancel=cancel
        )
    if game == "wheel-poker":
        from vptrainer.core.features.wheel_poker import wheel_poker

        default_lines = 100 if request.hundred_play else 1
        return wheel_poker(
            table,
            request.wheel,
            lines=lines or default_lines,
            hundred_play=request.hundred_play,
            progress=progress,
            cancel=cancel,
        )
    if game == "dream-card":
        from vptrainer.core.features.dream_card import RULES, dream_card

        rule = next((r for r in RULES if r == (request.rule or "best-ev")), None)
        if rule is None:
            raise FeatureError(f"rule must be one of {', '.join(RULES)}, got {request.rule!r}")
        return dream_card(
            table,
            trigger=request.trigger,
            rule=rule,
            lines=lines or 1,
            progress=progress,
            cancel=cancel,
        )
    if game == "big-times-draw":
        from vptrainer.core.features.big_times_draw import BigTimesRules, big_times_draw
        from vptrainer.core.features.data import big_times_multipliers

        coins = request.coins or 10
        multipliers = request.multipliers or big_times_multipliers(table, coins)[0]
        btd = BigTimesRules(multipliers, coins, lines or 1)
        return big_times_draw(table, btd, progress=progress, cancel=cancel)
    from vptrainer.core.features.spin_poker import spin_poker

    return spin_poker(table, lines=lines, progress=progress, cancel=cancel)
