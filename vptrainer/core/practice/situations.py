"""What a hand was about: the rules of the strategy chart its holds follow.

Plain data, no strategy code (that is :mod:`vptrainer.core.practice.explain`): a
:class:`RuleRef` names one rule of a table's basic strategy (or none), a
:class:`Situation` the rule of the best hold and the rule of the player's hold, and
:class:`DrillMode` how practice chose the deal. A hand's *situation* is the rule of its
best hold: statistics, the weak-spot drill and the history group hands by it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from vptrainer.core.messages import Message, count


class DrillMode(StrEnum):
    """How practice chooses the next deal."""

    RANDOM = "random"  # a shuffled deck
    WEAK_SPOTS = "weak_spots"  # the situations the player gets wrong, by spaced repetition
    CLOSE_CALLS = "close_calls"  # deals whose two best holds are close in EV
    MISTAKES = "mistakes"  # the player's past mistakes, until each is played right

    @property
    def label(self) -> Message:
        """The mode's name for the player."""
        return _DRILL_LABELS[self]


_DRILL_LABELS = {
    DrillMode.RANDOM: Message("Random deals"),
    DrillMode.WEAK_SPOTS: Message("Weak spots"),
    DrillMode.CLOSE_CALLS: Message("Close calls"),
    DrillMode.MISTAKES: Message("My mistakes"),
}


@dataclass(frozen=True)
class RuleRef:
    """One rule of a strategy chart: its 0-based place and text (``index`` -1: no rule)."""

    index: int
    text: str
    #: the one alternative of the rule the hold matches ("K only" of "Q only | K only");
    #: shown to the player, not kept in the history
    part: str = field(default="", compare=False)

    @property
    def words(self) -> str:
        """What to call the hold: the alternative it matches, else the rule's text."""
        return self.part or self.text

    @property
    def found(self) -> bool:
        """True when a rule of the chart plays the hold."""
        return self.index >= 0

    @property
    def number(self) -> int | None:
        """The rule's number as the chart prints it (1 for the first), ``None`` for none."""
        return self.index + 1 if self.index >= 0 else None

    @property
    def name(self) -> Message:
        """``"rule 8"``, or ``"no rule"``."""
        if self.index >= 0:
            return Message("rule {number}", number=count(self.index + 1))
        return Message("no rule")


NO_RULE = RuleRef(-1, "")


@dataclass(frozen=True)
class LevelCall:
    """How a simpler strategy (a chart of a few rules) plays one deal.

    ``masks`` are the holds its first matching rule allows (the player may take any
    of them); ``ev`` is the best of them per coin, and ``cost`` what the
    simplification gives up against optimal play on this deal, per coin.
    """

    rules: int  # the chart's number of rules
    rule: RuleRef
    masks: tuple[int, ...]
    ev: Fraction
    cost: Fraction

    def allows(self, mask: int) -> bool:
        """True when the chart plays ``mask`` on this deal."""
        return mask in self.masks


@dataclass(frozen=True)
class Situation:
    """The chart's reading of one graded hand.

    ``best`` is the rule of the best hold (the first rule matching one of the tied-best
    holds), ``player`` the rule of the hold the player kept; ``level`` is set when
    practice grades against a shorter chart.
    """

    best: RuleRef
    player: RuleRef
    level: LevelCall | None = field(default=None, compare=False)  # not kept in the history

    @property
    def key(self) -> str:
        """The situation's name in statistics and drills: the best hold's rule text."""
        return self.best.text if self.best.found else "(no rule)"
