"""How practice plays a hand: the seam where other games of a pay table plug in.

A :class:`PlayMode` answers what differs between the games a player can practise on
one pay table, and nothing else:

* **what a hand is graded against**, :meth:`PlayMode.graded_against`: the values of
  its 32 holds, the best of which is the right play. Standard play grades against the
  table's exact hold EVs at the bet. A game whose best hold depends on more than the
  table (Ultimate X: the holds' values at the lines' total multiplier, the next hand's
  multipliers included) returns those values instead;
* **how many lines a hand plays**, :attr:`PlayMode.line_choices` and
  :meth:`PlayMode.check_lines` (standard: 1, 3, 5 or 10 lines of multi-play, each
  paying as the table; a 50- or 100-play mode offers more lines);
* **what a played hand changes for the next**, :meth:`PlayMode.played` (nothing in
  standard play; Ultimate X earns the next hand's multipliers there, Multi-Strike moves
  to the next level).

:class:`~vptrainer.core.practice.session.PracticeSession` asks its mode for the values
it grades against; :class:`~vptrainer.core.practice.trainer.Trainer` tells it each hand
played and offers its line choices. A new mode is a subclass: the session, the trainer
and the app's practice view stay as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.dealing import PRACTICE_LINES, check_lines

if TYPE_CHECKING:
    from vptrainer.core.practice.grading import HandResult


class PlayMode:
    """Standard play: single hand or multi-play, graded against the table's hold EVs."""

    name: ClassVar[str] = "standard"
    #: the numbers of lines a player may choose
    line_choices: ClassVar[tuple[int, ...]] = PRACTICE_LINES

    def check_lines(self, lines: int) -> int:
        """``lines`` when a hand of this mode may play that many lines.

        Raises
        ------
        PracticeError
            For a number of lines this mode does not play.
        """
        return check_lines(lines)

    def graded_against(self, prepared: PreparedTable, hand: Sequence[int]) -> HandEVs:
        """The values of the 32 holds of ``hand`` the player's hold is graded against
        (the best of them is the right play, and the hint shows them)."""
        return hold_evs(prepared, hand)

    def played(self, result: HandResult) -> None:
        """A hand was drawn and graded (what it changes for the next hand)."""


#: The mode every session plays unless told otherwise.
STANDARD = PlayMode()
