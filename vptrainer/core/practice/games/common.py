"""What the feature games' practice modes share."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any, ClassVar

from vptrainer.core.engine.holds import HandEVs, HoldEV
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.messages import Message
from vptrainer.core.practice.dealing import MAX_BET, PracticeError
from vptrainer.core.practice.grading import FeaturePlay, HandResult
from vptrainer.core.practice.modes import PlayMode
from vptrainer.core.practice.texts import hold_symbols


def revalued(
    evs: HandEVs, values: Mapping[int, Fraction], best: Sequence[int] | None = None
) -> HandEVs:
    """``evs`` with each hold's value replaced by ``values[mask]`` (per coin), ranked
    again best first (ties by more cards held, then by mask). ``best`` are the tied-best
    masks when the caller knows them (values within rounding of each other): they are
    given the top value exactly; by default the holds of the highest value."""
    top = max(values.values())
    tied = set(best) if best is not None else {m for m, v in values.items() if v == top}
    holds = []
    for h in evs.holds:
        value = top if h.mask in tied else values[h.mask]
        hold = HoldEV(h.mask, h.held, value, h.mask in tied, h.outcomes, h.draws)
        holds.append(hold)
    holds.sort(key=lambda h: (-h.ev, -len(h.held), h.mask))
    return replace(evs, holds=tuple(holds))


def best_cards_text(evs: HandEVs) -> str:
    """The best hold of ``evs`` in symbols (``J♠ J♥``; ``nothing`` for a full discard)."""
    return hold_symbols(evs.holds[0].held)


class FeatureMode(PlayMode):
    """A feature game's mode: max bet, a solved game given when it is ready (by table)."""

    title: ClassVar[str] = ""
    fixed_bet: ClassVar[int | None] = MAX_BET
    #: coins a line bets (the five of the pays, and the feature's)
    coins_per_line: ClassVar[int] = MAX_BET
    #: whether the mode needs a solved game before it deals
    needs_solution: ClassVar[bool] = True

    def __init__(self) -> None:
        self._solutions: dict[Any, Any] = {}
        self.lines = 1  # the lines of the hand being dealt

    def dealing(self, lines: int) -> None:
        self.lines = lines

    def solution_key(self, table: PayTable, lines: int) -> Any:
        """What a solution is kept by (the table; Ultimate X: the table and the lines)."""
        return table

    def set_solution(self, table: PayTable, lines: int, solution: Any) -> None:
        """The solved game of ``table`` (on ``lines`` lines)."""
        self._solutions[self.solution_key(table, lines)] = solution

    def solution(self, table: PayTable, lines: int) -> Any:
        """The solved game of ``table`` on ``lines`` lines (``None`` until given)."""
        return self._solutions.get(self.solution_key(table, lines))

    def ready(self, table: PayTable, lines: int) -> bool:
        """Whether the mode can deal on ``table`` with ``lines`` lines."""
        return not self.needs_solution or self.solution(table, lines) is not None

    def _solved(self, table: PayTable, lines: int) -> Any:
        found = self.solution(table, lines)
        if found is None:
            raise PracticeError(
                Message(
                    "{game} is not solved for {table} yet; wait a moment",
                    game=self.title,
                    table=table.name,
                )
            )
        return found

    def coins_bet(self, bet: int, lines: int) -> int:
        return self.coins_per_line * lines * bet // MAX_BET

    def values_note(self) -> str:
        """What the hold values of a hand count (the hold table's title says it)."""
        return ""

    def session_return(
        self, table: PayTable, lines: int, optimal: Fraction | None
    ) -> Fraction | None:
        # the grades are the game's values: the player's return is the game's optimal
        # return less them (the base game's when the game keeps its strategy)
        if not self.needs_solution:
            return optimal
        solution = self.solution(table, lines)
        return None if solution is None else self.game_return(solution)

    def game_return(self, solution: Any) -> Fraction:
        """The exact return per coin bet of optimal play of the solved game."""
        return Fraction(solution.return_exact)

    def _feature(
        self,
        result: HandResult,
        paid: Fraction,
        *,
        game_return: Fraction | None = None,
        **detail: object,
    ) -> HandResult:
        """``result`` with this game's bet, extra pay and state.

        ``game_return`` (a game with a state carried from hand to hand: Ultimate X,
        Multi-Strike) is the game's return per coin bet: optimal play of a hand is then
        worth that return on its bet, the state it leaves counted (a hold's value less
        the value of the state the hand started in), and the draws of the best hold on
        the same cards are not compared (they would have left another state)."""
        bet = self.coins_bet(result.bet, result.lines)
        items: list[tuple[str, object]] = [("lines", result.lines), *detail.items()]
        if game_return is not None:
            items.append(("expected", str(game_return * bet)))
        play = FeaturePlay(self.name, bet, paid, tuple(items))
        if game_return is not None:
            return replace(result, feature=play, best_paid=None, best_draw=None)
        return replace(result, feature=play)


class BaseStrategyMode(FeatureMode):
    """A feature game whose strategy is the base game's (Super Times Pay, Hot Roll, Big
    Times Draw, Spin Poker): played and graded as the base game, as :attr:`note` says."""

    needs_solution = False
    fixed_bet = None
    line_choices: ClassVar[tuple[int, ...]] = (1, 3, 5, 10)
    #: what the practice page says of the game
    note: ClassVar[str] = ""

    def coins_bet(self, bet: int, lines: int) -> int:
        return bet * lines

    def values_note(self) -> str:
        return Message("the base game's EVs")
