"""A session compared with perfect play on the same cards.

For every hand the player drew, perfect play (the best hold of the exact EVs) is
played on the same deal: what it expects, exactly (the best hold's EV times the bet
and the lines; in a game whose state carries to the next hand, such as Ultimate X's
multipliers, the game's return on the hand's bet, the state left counted), and what it
would have been paid on the same draws (the same next cards of the deck, and each
line's own shuffle in multi-play). The gap between the player's expected win and
perfect play's is the EV given up; the gap between what they were paid adds the luck
of the draws.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from vptrainer.core.practice.grading import HandResult


@dataclass(frozen=True)
class PerfectPlay:
    """Perfect play on the hands of a session, beside the player's own (coins, every line).

    ``expected`` and ``expected_yours`` are exact (the EVs include a deal's bonus);
    ``paid`` and ``paid_yours`` count the hands whose best draws are known
    (``compared`` of the ``hands``: a hand read back from the history has none).
    """

    hands: int = 0
    compared: int = 0
    expected: Fraction = Fraction(0)
    expected_yours: Fraction = Fraction(0)
    paid: Fraction = Fraction(0)
    paid_yours: Fraction = Fraction(0)

    def add(self, result: HandResult) -> PerfectPlay:
        """The comparison after one more hand."""
        g = result.grade
        stake = g.bet * g.lines
        known = result.best_paid is not None
        expected = g.best_ev * stake
        feature = None if result.feature is None else result.feature.expected
        if feature is not None:  # a game with a state: its return on the hand's bet
            expected = feature
        return PerfectPlay(
            hands=self.hands + 1,
            compared=self.compared + known,
            expected=self.expected + expected,
            expected_yours=self.expected_yours + expected - g.cost,
            paid=self.paid + ((result.best_paid or 0) + result.bonus_paid if known else 0),
            paid_yours=self.paid_yours + (result.total_paid if known else 0),
        )

    @property
    def expected_gap(self) -> Fraction:
        """What the player's holds were expected to win less than perfect play's (>= 0)."""
        return self.expected - self.expected_yours

    @property
    def paid_gap(self) -> Fraction:
        """What perfect play would have been paid more than the player on the same draws
        (negative when the player's mistakes happened to draw better)."""
        return self.paid - self.paid_yours
