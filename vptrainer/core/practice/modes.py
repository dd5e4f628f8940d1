"""How practice plays a hand: the seam where other games of a pay table plug in.

A :class:`PlayMode` answers what differs between the games a player can practise on
one pay table, and nothing else:

* **what a hand is graded against**, :meth:`PlayMode.graded_against`: the values of
  its 32 holds, the best of which is the right play. Standard play grades against the
  table's exact hold EVs at the bet. A game whose best hold depends on more than the
  table (Ultimate X: the holds' values at the lines' total multiplier, the next hand's
  multipliers included) returns those values instead;
* **how many lines a hand plays**, :attr:`PlayMode.line_choices` and
  :meth:`PlayMode.check_lines` (standard: 1, 3, 5, 10, 50 or 100 lines of multi-play,
  each paying as the table; a feature game offers its own: Ultimate X 1, 3, 5 or 10,
  Multi-Strike one hand a level);
* **what a played hand changes for the next**, :meth:`PlayMode.played` (nothing in
  standard play; Ultimate X earns the next hand's multipliers there, Multi-Strike moves
  to the next level);
* **what a hand costs and pays beyond the table's pays**, :meth:`PlayMode.coins_bet` and
  :meth:`PlayMode.settled` (a feature game's bet, its multipliers, a wheel's prize), and
  **what it deals** when no drill chooses, :meth:`PlayMode.next_deal` (a Dream Card);
* **what it says**: :meth:`PlayMode.dealt_note` with a deal, :meth:`PlayMode.grade_note`
  with a grade (the reason a feature game's best hold is best);
* **what the session's return is measured by**, :meth:`PlayMode.session_return`: the
  return per coin bet of optimal play of the game (a feature game's exact return, in
  the units of its own bet), so that the player's return (that return less the EV
  given up per coin bet) is right in every game.

The feature games' modes are in :mod:`vptrainer.core.practice.games`.

:class:`~vptrainer.core.practice.session.PracticeSession` asks its mode for the values
it grades against; :class:`~vptrainer.core.practice.trainer.Trainer` tells it each hand
played and offers its line choices. A new mode is a subclass: the session, the trainer
and the app's practice view stay as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar

import numpy as np

from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import PRACTICE_LINES, check_lines

if TYPE_CHECKING:
    from vptrainer.core.practice.grading import HandResult


class PlayMode:
    """Standard play: single hand or multi-play, graded against the table's hold EVs."""

    name: ClassVar[str] = "standard"
    #: the numbers of lines a player may choose
    line_choices: ClassVar[tuple[int, ...]] = PRACTICE_LINES
    #: the one bet a mode plays (feature games play max bet), ``None``: any bet
    fixed_bet: ClassVar[int | None] = None

    def start(self, seed: int | None) -> None:
        """A new session starts (a mode's state starts again, its random numbers from
        ``seed``)."""

    def check_lines(self, lines: int) -> int:
        """``lines`` when a hand of this mode may play that many lines.

        Raises
        ------
        PracticeError
            For a number of lines this mode does not play.
        """
        return check_lines(lines)

    def session_return(
        self, table: PayTable, lines: int, optimal: Fraction | None
    ) -> Fraction | None:
        """The return per coin bet of optimal play of this game on ``table`` with
        ``lines`` lines, which the session measures the player's return by (``None``:
        not known yet). ``optimal`` is the table's own optimal return, when known:
        standard play's (and the games that keep the base game's strategy); a feature
        game's comes from its solved game, in the same units (per coin of the game's own
        bet), so that a session of optimal holds has this return."""
        return optimal

    def dealing(self, lines: int) -> None:
        """A hand of ``lines`` lines is being dealt (:meth:`graded_against` follows)."""

    def graded_against(self, prepared: PreparedTable, hand: Sequence[int]) -> HandEVs:
        """The values of the 32 holds of ``hand`` the player's hold is graded against
        (the best of them is the right play, and the hint shows them)."""
        return hold_evs(prepared, hand)

    def next_deal(
        self, prepared: PreparedTable, rng: np.random.Generator
    ) -> tuple[int, ...] | None:
        """The mode's own next deal, or ``None``: a shuffled deck deals."""
        return None

    def close_call(
        self, table: PayTable, lines: int, rng: np.random.Generator
    ) -> tuple[int, ...] | None:
        """The mode's own close call for the close-call drill (Ultimate X: a deal whose
        best hold changes with the multipliers), or ``None``: the table's close calls."""
        return None

    def coins_bet(self, bet: int, lines: int) -> int:
        """Coins a hand takes at ``bet`` coins a line on ``lines`` lines."""
        return bet * lines

    def settled(self, result: HandResult) -> HandResult:
        """A drawn hand with what the mode adds (its bet, multipliers, prizes)."""
        return result

    def dealt_note(self, evs: HandEVs) -> str:
        """What the mode says with a deal (empty: nothing)."""
        return ""

    def grade_note(self, result: HandResult) -> str:
        """What the mode adds to a grade (the reason its best hold is best)."""
        return ""

    def played(self, result: HandResult) -> None:
        """A hand was drawn and graded (what it changes for the next hand)."""


#: The mode every session plays unless told otherwise.
STANDARD = PlayMode()
