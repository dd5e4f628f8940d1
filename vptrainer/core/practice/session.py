"""A practice session: a dealer, grading, payouts and the running statistics."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.dealing import (
    DEFAULT_BET,
    DEFAULT_MAJOR_THRESHOLD,
    Dealer,
    PracticeError,
    check_bet,
    check_mask,
    check_threshold,
)
from vptrainer.core.practice.grading import (
    Assistance,
    Grade,
    HandResult,
    Severity,
    discards_paying_hand,
    grade_hold,
    hand_result,
    pay_hand,
)
from vptrainer.core.practice.modes import STANDARD, PlayMode
from vptrainer.core.practice.perfect import PerfectPlay
from vptrainer.core.practice.situations import DrillMode

if TYPE_CHECKING:  # the finder's module loads the strategy kernels: imported where used
    from vptrainer.core.practice.explain import SituationFinder

# ------------------------------------------------------------------------ statistics


@dataclass(frozen=True)
class SessionStats:
    """An immutable snapshot of a session's statistics; :meth:`add` returns the next one.

    ``optimal_return`` is the return per coin bet of optimal play of the game practised
    (standard play: the table's, from :func:`vptrainer.core.engine.analysis.analyze`; a
    feature game: its exact return, such as Ultimate X's under its stationary
    distribution: :meth:`~vptrainer.core.practice.modes.PlayMode.session_return`), or
    ``None`` while it is unknown; the player's return is then unknown too. With
    multi-play, ``hands`` and the mistakes count decisions (one per deal), while
    ``lines``, the coins bet and paid, the credits and the cost count every line.

    The mistakes and the EV given up count the hands the player decided alone: a hand
    played with help (a hint, a warning, a replay) is not graded, and its mistakes are
    counted apart (``assisted_mistakes``, ``assisted_cost``).
    """

    optimal_return: Fraction | None = None
    hands: int = 0
    minor_mistakes: int = 0  # unaided hands
    major_mistakes: int = 0  # unaided hands
    ev_lost: Fraction = Fraction(0)  # sum of EV lost per coin, unaided hands
    cost: Fraction = Fraction(0)  # sum of EV lost in coins (per coin x bet), unaided hands
    total_bet: int = 0  # coins bet, every line
    total_paid: Fraction = Fraction(0)  # coins paid by final hands and deal bonuses, every line
    lines: int = 0  # lines played (hands times lines per hand)
    assisted: int = 0  # hands played with help (a hint, a warning, a replay)
    unaided_correct: int = 0  # unaided hands held correctly
    assisted_mistakes: int = 0  # hands played with help and still held wrong
    assisted_cost: Fraction = Fraction(0)  # what those gave up, in coins
    ev_lost_series: tuple[Fraction, ...] = field(default=(), repr=False)  # cumulative, per coin
    cost_series: tuple[Fraction, ...] = field(default=(), repr=False)  # cumulative, coins
    #: what each hand would have paid with the best hold on the same cards (``None``: unknown)
    perfect: PerfectPlay = field(default_factory=PerfectPlay, repr=False, compare=False)

    def add(self, result: HandResult) -> SessionStats:
        """The statistics after one more hand."""
        g = result.grade
        aided = result.aided
        counted = not aided
        ev_lost = self.ev_lost + (g.ev_lost if counted else 0)
        cost = self.cost + (g.cost if counted else 0)
        return replace(
            self,
            hands=self.hands + 1,
            minor_mistakes=self.minor_mistakes + (counted and g.severity is Severity.MINOR),
            major_mistakes=self.major_mistakes + (counted and g.severity is Severity.MAJOR),
            ev_lost=ev_lost,
            cost=cost,
            total_bet=self.total_bet + result.total_bet,
            total_paid=self.total_paid + result.total_paid,
            lines=self.lines + result.lines,
            assisted=self.assisted + aided,
            unaided_correct=self.unaided_correct + (counted and g.correct),
            assisted_mistakes=self.assisted_mistakes + (aided and g.is_mistake),
            assisted_cost=self.assisted_cost + (g.cost if aided else 0),
            ev_lost_series=(*self.ev_lost_series, ev_lost),
            cost_series=(*self.cost_series, cost),
            perfect=self.perfect.add(result),
        )

    def with_optimal_return(self, optimal_return: Fraction | None) -> SessionStats:
        """The same statistics with the table's optimal return known (or forgotten)."""
        return replace(self, optimal_return=optimal_return)

    @classmethod
    def of(
        cls, results: Iterable[HandResult], optimal_return: Fraction | None = None
    ) -> SessionStats:
        """The statistics of a sequence of hands."""
        stats = cls(optimal_return=optimal_return)
        for r in results:
            stats = stats.add(r)
        return stats

    @property
    def mistakes(self) -> int:
        """Minor plus major mistakes of unaided hands."""
        return self.minor_mistakes + self.major_mistakes

    @property
    def correct(self) -> int:
        """Hands played with a tied-best hold (aided or not)."""
        return self.hands - self.mistakes - self.assisted_mistakes

    @property
    def unaided(self) -> int:
        """Hands the player decided alone: what accuracy and the player's return count."""
        return self.hands - self.assisted

    @property
    def unaided_ev_lost(self) -> Fraction:
        """EV lost per coin over unaided hands (:attr:`ev_lost`)."""
        return self.ev_lost

    @property
    def accuracy(self) -> float | None:
        """Share of unaided hands held correctly, 0..1 (``None`` before the first one)."""
        return self.unaided_correct / self.unaided if self.unaided else None

    @property
    def mean_ev_lost(self) -> Fraction:
        """Average EV lost per coin per unaided hand (0 before the first one)."""
        return self.ev_lost / self.unaided if self.unaided else Fraction(0)

    @property
    def return_given_up(self) -> Fraction:
        """The return the player's mistakes gave up, per coin bet: the EV given up on an
        unaided hand (coins) over the coins bet on a hand, on average (0 before any).

        In every game this is what the holds cost against the game's optimal return: a
        hold's value counts what it leaves for the next hand (Ultimate X's multipliers, a
        Multi-Strike level), and the bet is the game's own (10 coins a line in Ultimate
        X, a Multi-Strike round's four levels with its first hand)."""
        if not self.unaided or self.total_bet <= 0:
            return Fraction(0)
        return (self.cost / self.unaided) / (Fraction(self.total_bet) / self.hands)

    @property
    def player_return(self) -> Fraction | None:
        """The expected return of the player's own holds per coin bet: the optimal return
        less :attr:`return_given_up` (the optimal return before any hand; ``None`` while
        the optimal return is unknown). A session of optimal holds has the optimal
        return."""
        if self.optimal_return is None:
            return None
        return self.optimal_return - self.return_given_up

    @property
    def paid_back(self) -> Fraction | None:
        """What the session paid per coin bet, luck included (``None`` before a bet)."""
        return self.total_paid / self.total_bet if self.total_bet > 0 else None

    @property
    def player_return_percent(self) -> float | None:
        """:attr:`player_return` in percent (99.5439 for perfect 9/6 Jacks or Better)."""
        r = self.player_return
        return None if r is None else float(r * 100)

    @property
    def credits(self) -> Fraction:
        """Credits won (positive) or lost (negative): payouts minus bets."""
        return self.total_paid - self.total_bet


# ------------------------------------------------------------------------- a session


@dataclass(frozen=True)
class HoldCheck:
    """What the GUI may want to warn about before drawing a hold."""

    grade: Grade
    breaks_paying_hand: bool  # the dealt hand pays and this hold could end with less

    @property
    def is_mistake(self) -> bool:
        """True when the hold is not one of the best."""
        return self.grade.is_mistake


class PracticeSession:
    """A drill on one pay table: a :class:`Dealer`, grading, payouts and statistics.

    Call :meth:`deal`, optionally :meth:`check_hold`, then :meth:`draw`; repeat. A hold
    is graded once: the grade :meth:`check_hold` made is the one :meth:`draw` keeps.
    The bet is taken when a hand is dealt, so changing :attr:`bet` affects the next
    hand. One object belongs to one thread (the GUI thread).

    Parameters
    ----------
    prepared
        The prepared pay table (:func:`vptrainer.core.engine.prepared.prepare`).
    seed
        For reproducible deals; ``None`` for fresh entropy.
    bet
        Coins per hand (per line), 1..5.
    lines
        Lines of multi-play per hand (1 for a single hand): one hold, each line
        drawn from its own shuffle of the rest of the deck.
    threshold
        EV lost per coin from which a mistake is major.
    optimal_return
        The table's optimal return, for the player's return in :attr:`stats`.
    mode
        How hands are played and what they are graded against
        (:class:`~vptrainer.core.practice.modes.PlayMode`; standard play by default).
    """

    def __init__(
        self,
        prepared: PreparedTable,
        *,
        seed: int | None = None,
        bet: int = DEFAULT_BET,
        threshold: Fraction | float | int | str = DEFAULT_MAJOR_THRESHOLD,
        optimal_return: Fraction | None = None,
        lines: int = 1,
        mode: PlayMode = STANDARD,
    ) -> None:
        self.prepared = prepared
        self.mode = mode
        self.dealer = Dealer.for_table(prepared, seed)
        self._bet = check_bet(bet)
        self._lines = mode.check_lines(lines)
        self._hand_lines = self._lines
        self._threshold = check_threshold(threshold)
        self._stats = SessionStats(optimal_return=optimal_return)
        self._evs: HandEVs | None = None
        self._hand_bet = self._bet
        self._last: HandResult | None = None
        self._assistance = Assistance.NONE
        self._warned: Grade | None = None
        self._drill = DrillMode.RANDOM
        self._checked: tuple[int, Fraction, HoldCheck] | None = None  # the hold graded
        #: the table's chart, to name the rules of each graded hand (``None``: not yet)
        self.finder: SituationFinder | None = None

    @property
    def table(self) -> PayTable:
        """The pay table being practised."""
        return self.prepared.table

    @property
    def bet(self) -> int:
        """Coins for the next deal, 1..5."""
        return self._bet

    @bet.setter
    def bet(self, value: int) -> None:
        self._bet = check_bet(value)

    @property
    def lines(self) -> int:
        """Lines for the next deal (multi-play; 1 for a single hand)."""
        return self._lines

    @lines.setter
    def lines(self, value: int) -> None:
        self._lines = self.mode.check_lines(value)

    @property
    def hand_lines(self) -> int:
        """Lines played on the current (or last) hand."""
        return self._hand_lines

    @property
    def hand_bet(self) -> int:
        """Coins bet on the current (or last) hand."""
        return self._hand_bet

    @property
    def threshold(self) -> Fraction:
        """EV lost per coin from which a mistake is major."""
        return self._threshold

    @threshold.setter
    def threshold(self, value: Fraction | float | int | str) -> None:
        self._threshold = check_threshold(value)

    @property
    def stats(self) -> SessionStats:
        """The statistics of the hands drawn so far."""
        return self._stats

    @property
    def evs(self) -> HandEVs | None:
        """The EVs of the hand dealt last (``None`` before the first deal)."""
        return self._evs

    @property
    def last_result(self) -> HandResult | None:
        """The result of the hand drawn last."""
        return self._last

    @property
    def awaiting_draw(self) -> bool:
        """True between :meth:`deal` and :meth:`draw`."""
        return self.dealer.awaiting_draw

    def set_optimal_return(self, optimal_return: Fraction | None) -> None:
        """Tell the statistics the table's optimal return (when the analysis finishes)."""
        self._stats = self._stats.with_optimal_return(optimal_return)

    def deal(
        self,
        cards: Sequence[int] | str | None = None,
        *,
        replay: bool = False,
        drill: DrillMode = DrillMode.RANDOM,
    ) -> HandEVs:
        """Deal a hand (or exactly ``cards``) and return the EVs of its holds.

        ``HandEVs.hand`` is the deal; ``HandEVs.best`` are the tied-best holds. A
        ``replay`` (a hand from the review or the analyzer, whose answer the player has
        seen) is recorded as assisted; ``drill`` says how the deal was chosen.

        Raises
        ------
        PracticeError
            When the previous hand has not been drawn.
        CardError
            For ``cards`` that are not five distinct cards of the deck.
        """
        hand = self.dealer.deal(cards)
        self._hand_bet = self._bet
        self._hand_lines = self._lines
        self.mode.dealing(self._hand_lines)
        try:
            self._evs = self.mode.graded_against(self.prepared, hand)
        except Exception:
            self.dealer.abandon()  # no hand waits for a draw it cannot be graded
            raise
        self._checked = None
        self._assistance = Assistance.REPLAY if replay else Assistance.NONE
        self._warned = None
        self._drill = DrillMode(drill)
        return self._evs

    @property
    def drill(self) -> DrillMode:
        """How the hand waiting for its draw (or drawn last) was chosen."""
        return self._drill

    @property
    def assistance(self) -> Assistance:
        """The help given with the hand waiting for its draw (or drawn last)."""
        return self._assistance

    def show_hint(self) -> HandEVs:
        """The EVs of the dealt hand's holds, shown before the draw: the hand is assisted.

        Raises
        ------
        PracticeError
            When no hand is waiting for a draw.
        """
        evs = self._pending()
        self._assist(Assistance.HINT)
        return evs

    def warned(self, check: HoldCheck) -> None:
        """A warning before the draw told the player that ``check``'s hold is a mistake.

        The hand is assisted, and the first such mistake is kept for the review even
        if another hold is drawn.
        """
        self._pending()
        if not check.is_mistake:
            return
        self._assist(Assistance.WARNING)
        if self._warned is None:
            self._warned = check.grade

    def _assist(self, kind: Assistance) -> None:
        # a replay stays a replay; a hint outranks a warning (it shows every answer)
        rank = (Assistance.NONE, Assistance.WARNING, Assistance.HINT, Assistance.REPLAY)
        if rank.index(kind) > rank.index(self._assistance):
            self._assistance = kind

    def _pending(self) -> HandEVs:
        if not self.dealer.awaiting_draw or self._evs is None:
            raise PracticeError("no hand is waiting for a draw; deal first")
        return self._evs

    def check_hold(self, mask: int) -> HoldCheck:
        """Grade a hold before drawing it (for "warn on mistake" and the paying-hand guard).

        Raises
        ------
        PracticeError
            For a bad mask or when no hand is waiting for a draw.
        """
        evs = self._pending()
        mask = check_mask(mask)
        checked = self._checked
        if checked is not None and checked[:2] == (mask, self._threshold):
            return checked[2]
        grade = grade_hold(
            evs, mask, bet=self._hand_bet, threshold=self._threshold, lines=self._hand_lines
        )
        check = HoldCheck(grade, discards_paying_hand(self.prepared, evs, grade.mask))
        self._checked = (mask, self._threshold, check)
        return check

    def draw(self, mask: int) -> HandResult:
        """Draw, pay and grade the held cards ``mask`` on every line; the statistics count it.

        Raises
        ------
        PracticeError
            For a bad mask, before a deal, or when the hand was already drawn.
        """
        mask = check_mask(mask)
        evs = self._pending()
        checked = self._checked
        graded = checked[2].grade if checked and checked[:2] == (mask, self._threshold) else None
        final, *others = self.dealer.draw_lines(mask, self._hand_lines)
        result = hand_result(
            self.prepared,
            evs,
            mask,
            final,
            bet=self._hand_bet,
            threshold=self._threshold,
            others=others,
            assistance=self._assistance,
            warned=self._warned,
            grade=graded,
        )
        self._checked = None
        best_draw = None
        best_paid = result.payout.amount + result.others_paid
        if result.grade.is_mistake:
            best = result.grade.best_masks[0]
            finals = self.dealer.would_draw_lines(best)
            paid = [pay_hand(self.prepared, hand, self._hand_bet) for hand in finals]
            best_draw = paid[0]
            best_paid = sum((p.amount for p in paid), Fraction(0))
        result = replace(
            result,
            situation=None if self.finder is None else self.finder.situation(evs, mask),
            drill=self._drill,
            best_draw=best_draw,
            best_paid=best_paid,
        )
        result = self.mode.settled(result)
        self._stats = self._stats.add(result)
        self._last = result
        return result

    def explain_last(self) -> HandResult | None:
        """The hand drawn last with its situation in the chart, when it was drawn before the
        chart was known and the chart is known now (``None`` otherwise; not while another
        hand waits for its draw)."""
        last, finder, evs = self._last, self.finder, self._evs
        if last is None or finder is None or evs is None or last.situation is not None:
            return None
        if self.awaiting_draw or tuple(evs.hand) != last.deal:
            return None
        self._last = replace(last, situation=finder.situation(evs, last.mask))
        return self._last

    def abandon(self) -> None:
        """Drop a dealt hand without drawing it (not counted in the statistics)."""
        self.dealer.abandon()
