"""Practice mode without Qt: deal, hold, draw, pay, grade, and session statistics.

The pieces, in the order a hand is played::

    session = PracticeSession(prepared, seed=None, bet=5)
    evs = session.deal()                 # five cards and the exact EVs of all 32 holds
    check = session.check_hold(mask)     # optional: warn before the draw
    result = session.draw(mask)          # final hand, payout, grade; statistics updated
    session.stats                        # an immutable SessionStats snapshot

Each step is also a plain function (:class:`Dealer`, :func:`pay_hand`,
:func:`grade_hold`, :func:`hand_result`, :meth:`SessionStats.add`) for callers that
want to drive them separately.

Conventions
-----------
* A *mask* selects cards of a hand as dealt: bit ``i`` is the ``i``-th card, so
  masks are ``0..31`` (``31`` holds everything). Masks always refer to the dealt
  order, which the final hand keeps (a drawn card takes the place of the card it
  replaces).
* Pays are per coin at maximum bet; a bet of ``b`` coins pays ``pays * b``.
  EVs are exact :class:`~fractions.Fraction` values per coin; a mistake's *cost*
  is its EV lost per coin times the bet.
* A mistake is *major* when it gives up at least ``threshold`` per coin
  (:data:`DEFAULT_MAJOR_THRESHOLD`, 0.02), *minor* otherwise.

Nothing here is thread-safe; a :class:`PracticeSession` belongs to one thread.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction

import numpy as np

from vptrainer.core.cards import check_hand, format_card, format_cards
from vptrainer.core.combinatorics import colex_index
from vptrainer.core.count_tables import PreparedTable
from vptrainer.core.errors import VPError
from vptrainer.core.holds import HandEVs, hold_evs
from vptrainer.core.paytable import PayTable, format_pay

MIN_BET = 1
MAX_BET = 5
DEFAULT_BET = MAX_BET
HAND_SIZE = 5
ALL_HELD = 31
#: EV lost per coin at or above which a mistake is *major* (below it, *minor*).
#: 0.02 per coin is about 2% of a bet: small enough that the classic "real"
#: errors (a kicker kept with a pair, a low pair broken for four to an outside
#: straight) are major, large enough that near-ties of a few ten-thousandths are minor.
DEFAULT_MAJOR_THRESHOLD = Fraction(1, 50)


class PracticeError(VPError):
    """A bet, hold mask, threshold or seed is invalid, or a step is out of order."""


class Severity(StrEnum):
    """How bad a hold was: a tied-best hold is correct, other holds are mistakes."""

    CORRECT = "correct"
    MINOR = "minor"
    MAJOR = "major"


# ------------------------------------------------------------------------ validation


def check_bet(bet: int) -> int:
    """Return ``bet`` if it is a whole number of coins from 1 to 5.

    Raises
    ------
    PracticeError
        For anything else (including ``True``, floats and text).
    """
    if isinstance(bet, bool) or not isinstance(bet, int | np.integer):
        raise PracticeError(f"the bet must be a whole number of coins, got {bet!r}")
    if not MIN_BET <= bet <= MAX_BET:
        raise PracticeError(f"the bet must be {MIN_BET} to {MAX_BET} coins, got {bet}")
    return int(bet)


def check_mask(mask: int) -> int:
    """Return ``mask`` if it is a hold mask, 0..31 (bit ``i``: the ``i``-th card is held).

    Raises
    ------
    PracticeError
        For a value outside 0..31 or a non-integer.
    """
    if isinstance(mask, bool) or not isinstance(mask, int | np.integer):
        raise PracticeError(f"a hold mask must be an integer 0..31, got {mask!r}")
    if not 0 <= mask <= ALL_HELD:
        raise PracticeError(f"a hold mask must be 0..31 (one bit per card), got {mask}")
    return int(mask)


def check_threshold(threshold: Fraction | float | int | str) -> Fraction:
    """The major-mistake threshold as an exact fraction (EV lost per coin, >= 0).

    Floats are read through their shortest decimal text, so ``0.02`` is ``1/50``.

    Raises
    ------
    PracticeError
        For a negative, infinite or non-numeric value.
    """
    try:
        if isinstance(threshold, bool):
            raise TypeError
        if isinstance(threshold, float):
            if not math.isfinite(threshold):
                raise ValueError
            value = Fraction(repr(threshold))
        else:
            value = Fraction(threshold)
    except (TypeError, ValueError, ZeroDivisionError):
        raise PracticeError(
            f"the mistake threshold must be a number (EV per coin), got {threshold!r}"
        ) from None
    if value < 0:
        raise PracticeError(f"the mistake threshold must not be negative, got {threshold!r}")
    return value


def _check_deck_size(deck_size: int) -> int:
    if deck_size not in (52, 53):
        raise PracticeError(f"a deck has 52 cards, or 53 with the joker; got {deck_size!r}")
    return int(deck_size)


def held_cards(hand: Sequence[int], mask: int) -> tuple[int, ...]:
    """The cards of ``hand`` that ``mask`` holds, in the hand's order."""
    mask = check_mask(mask)
    return tuple(c for i, c in enumerate(hand) if mask >> i & 1)


def mask_of(hand: Sequence[int], held: Iterable[int]) -> int:
    """The mask that holds exactly the cards ``held`` of ``hand``.

    Raises
    ------
    PracticeError
        When a held card is not in the hand.
    """
    position = {c: i for i, c in enumerate(hand)}
    mask = 0
    for c in held:
        if c not in position:
            raise PracticeError(f"{format_card(c)} is not in the hand {format_cards(hand)}")
        mask |= 1 << position[c]
    return mask


# --------------------------------------------------------------------------- dealing


class Dealer:
    """Deals five cards and draws replacements from one shuffled deck per hand.

    Every hand shuffles the full deck with ``rng.permutation`` (an unbiased
    Fisher-Yates shuffle of a :class:`numpy.random.Generator`); the deal is the
    first five cards and the draw takes the following cards in order. With a
    seed, the sequence of deals depends only on the seed (one shuffle per hand,
    whatever is held).

    Parameters
    ----------
    deck_size
        52, or 53 for joker games (see :meth:`for_table`).
    seed
        A non-negative integer for a reproducible drill, or ``None`` for fresh entropy.
    """

    def __init__(self, deck_size: int = 52, seed: int | None = None) -> None:
        self._deck_size = _check_deck_size(deck_size)
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                                 or seed < 0):
            raise PracticeError(f"a seed is a non-negative integer or none, got {seed!r}")
        self._seed = seed
        self._rng = np.random.default_rng(seed)
        self._deck: tuple[int, ...] | None = None
        self._final: tuple[int, ...] | None = None

    @classmethod
    def for_table(cls, table: PayTable | PreparedTable, seed: int | None = None) -> Dealer:
        """A dealer over the deck of a pay table's game."""
        return cls(table.deck_size, seed)

    @property
    def deck_size(self) -> int:
        """52, or 53 with the joker."""
        return self._deck_size

    @property
    def seed(self) -> int | None:
        """The seed given at construction."""
        return self._seed

    @property
    def hand(self) -> tuple[int, ...] | None:
        """The hand dealt last (kept after the draw), or ``None`` before the first deal."""
        return None if self._deck is None else self._deck[:HAND_SIZE]

    @property
    def final(self) -> tuple[int, ...] | None:
        """The final hand after the draw, or ``None`` while a hand waits for its draw."""
        return self._final

    @property
    def awaiting_draw(self) -> bool:
        """True between :meth:`deal` and :meth:`draw`."""
        return self._deck is not None and self._final is None

    def deal(self, cards: Sequence[int] | str | None = None) -> tuple[int, ...]:
        """Shuffle and deal five cards.

        Parameters
        ----------
        cards
            Deal exactly these five cards instead (to replay a hand); the rest of the
            deck is shuffled for the draw.

        Raises
        ------
        PracticeError
            When the previous hand has not been drawn (see :meth:`abandon`).
        CardError
            When ``cards`` are not five distinct cards of this deck.
        """
        if self.awaiting_draw:
            raise PracticeError("a hand is already dealt; draw it before dealing again")
        if cards is None:
            deck = tuple(int(c) for c in self._rng.permutation(self._deck_size))
        else:
            hand = check_hand(cards, self._deck_size)
            rest = np.array([c for c in range(self._deck_size) if c not in hand], dtype=np.int64)
            deck = hand + tuple(int(c) for c in self._rng.permutation(rest))
        self._deck = deck
        self._final = None
        return deck[:HAND_SIZE]

    def draw(self, mask: int) -> tuple[int, ...]:
        """Replace the cards ``mask`` does not hold with the next cards of the deck.

        The final hand keeps the dealt positions: held cards stay where they were,
        and the unheld places are filled left to right from the sixth card on.

        Raises
        ------
        PracticeError
            For a bad mask, before any deal, or when this hand was already drawn.
        """
        mask = check_mask(mask)
        if self._deck is None:
            raise PracticeError("no hand has been dealt yet; deal before drawing")
        if self._final is not None:
            raise PracticeError("this hand has already been drawn; deal a new hand")
        fill = iter(self._deck[HAND_SIZE:])
        self._final = tuple(c if mask >> i & 1 else next(fill)
                            for i, c in enumerate(self._deck[:HAND_SIZE]))
        return self._final

    def abandon(self) -> None:
        """Forget a hand dealt but not drawn, so :meth:`deal` may deal again.

        Nothing is drawn: :attr:`hand` and :attr:`final` are ``None`` afterwards.
        """
        if self.awaiting_draw:
            self._deck = None
            self._final = None


# ---------------------------------------------------------------------------- paying


@dataclass(frozen=True)
class Payout:
    """What a final hand pays: its pay category and the amount for the bet."""

    hand: tuple[int, ...]
    category: int        # index into PreparedTable.keys / labels / pays
    key: str             # the pay line's key, or "nothing"
    label: str
    pays: Fraction       # per coin
    bet: int

    @property
    def amount(self) -> Fraction:
        """Coins paid: ``pays * bet`` (0 for a losing hand)."""
        return self.pays * self.bet

    @property
    def wins(self) -> bool:
        """True when the hand pays anything."""
        return self.pays > 0

    @property
    def amount_text(self) -> str:
        """The amount as a short exact decimal: ``4000``, ``7.5``."""
        return format_pay(self.amount)


def hand_category(prepared: PreparedTable, hand: Sequence[int] | str) -> int:
    """The pay-category index of a five-card final hand (the engine's own classification).

    Raises
    ------
    CardError
        When ``hand`` is not five distinct cards of the table's deck.
    """
    cards = check_hand(hand, prepared.deck_size)
    return int(prepared.hand_category[colex_index(cards)])


def pay_hand(prepared: PreparedTable, hand: Sequence[int] | str, bet: int = DEFAULT_BET
             ) -> Payout:
    """Classify a final hand under ``prepared``'s pay table and pay it for ``bet`` coins.

    Raises
    ------
    CardError
        For a hand that is not five distinct cards of the table's deck.
    PracticeError
        For a bet outside 1..5.
    """
    bet = check_bet(bet)
    cards = check_hand(hand, prepared.deck_size)
    cat = int(prepared.hand_category[colex_index(cards)])
    return Payout(hand=cards, category=cat, key=prepared.keys[cat], label=prepared.labels[cat],
                  pays=prepared.pays[cat], bet=bet)


def is_dealt_paying_hand(prepared: PreparedTable, hand: Sequence[int] | str) -> bool:
    """True when the dealt five cards already pay something as they stand."""
    return pay_hand(prepared, hand, 1).wins


def discards_paying_hand(prepared: PreparedTable, evs: HandEVs, mask: int) -> bool:
    """True when the dealt hand pays and this hold could end with less than it pays now.

    For the "don't draw away a paying hand by a slip" guard: holding the pair of a
    dealt high pair is safe (every draw still pays at least as much), discarding a
    dealt flush or holding one pair of a dealt two pair is not. The guard states a
    fact; whether the hold is also a mistake is :func:`grade_hold`'s business (a
    dealt flush broken for four to a royal is correct and still answers True).

    Raises
    ------
    PracticeError
        For a bad mask, or EVs of another pay table.
    """
    mask = check_mask(mask)
    _check_same_table(prepared, evs)
    dealt = prepared.pays[hand_category(prepared, evs.hand)]
    if dealt <= 0:
        return False
    outcomes = evs.hold(mask).outcomes
    worst = min(pay for pay, n in zip(prepared.pays, outcomes, strict=True) if n > 0)
    return worst < dealt


def _check_same_table(prepared: PreparedTable, evs: HandEVs) -> None:
    if evs.keys != prepared.keys or evs.table != prepared.table:
        raise PracticeError(
            f"the hold EVs are for {evs.table.name!r}, not {prepared.table.name!r}")


# --------------------------------------------------------------------------- grading


def severity_of(ev_lost: Fraction, threshold: Fraction | float | int | str
                = DEFAULT_MAJOR_THRESHOLD) -> Severity:
    """Correct for no loss, major for a loss of at least ``threshold`` per coin, else minor."""
    limit = check_threshold(threshold)
    if ev_lost <= 0:
        return Severity.CORRECT
    return Severity.MAJOR if ev_lost >= limit else Severity.MINOR


@dataclass(frozen=True)
class Grade:
    """A hold judged against the exact EVs of all 32 holds."""

    mask: int                      # the player's hold
    best_masks: tuple[int, ...]    # every tied-best hold, ascending
    player_ev: Fraction            # per coin
    best_ev: Fraction              # per coin
    bet: int
    severity: Severity

    @property
    def correct(self) -> bool:
        """True for any of the tied-best holds."""
        return self.severity is Severity.CORRECT

    @property
    def is_mistake(self) -> bool:
        """True when the hold is not one of the best."""
        return not self.correct

    @property
    def ev_lost(self) -> Fraction:
        """EV given up per coin: best EV minus the hold's EV (0 when correct)."""
        return self.best_ev - self.player_ev

    @property
    def cost(self) -> Fraction:
        """EV given up in coins for the bet: ``ev_lost * bet``."""
        return self.ev_lost * self.bet


def grade_hold(evs: HandEVs, mask: int, *, bet: int = DEFAULT_BET,
               threshold: Fraction | float | int | str = DEFAULT_MAJOR_THRESHOLD) -> Grade:
    """Grade the hold ``mask`` of ``evs.hand``: correct iff it is one of the tied-best holds.

    Parameters
    ----------
    evs
        The EVs of the dealt hand, from :func:`vptrainer.core.holds.hold_evs`.
    mask
        The player's hold, over the hand's order (0..31).
    bet
        Coins bet, 1..5; the cost of a mistake is the EV lost per coin times the bet.
    threshold
        EV lost per coin from which a mistake is major.

    Raises
    ------
    PracticeError
        For a bad mask, bet or threshold.
    """
    mask = check_mask(mask)
    bet = check_bet(bet)
    limit = check_threshold(threshold)
    player = evs.hold(mask)
    best_ev = evs.best_ev
    if player.best:
        severity = Severity.CORRECT
    else:
        severity = Severity.MAJOR if best_ev - player.ev >= limit else Severity.MINOR
    return Grade(mask=mask, best_masks=tuple(sorted(h.mask for h in evs.best)),
                 player_ev=player.ev, best_ev=best_ev, bet=bet, severity=severity)


@dataclass(frozen=True)
class HandResult:
    """One played hand: the deal, the hold, the final hand, its payout and its grade."""

    deal: tuple[int, ...]
    mask: int
    final: tuple[int, ...]
    payout: Payout
    grade: Grade

    @property
    def bet(self) -> int:
        """Coins bet on this hand."""
        return self.grade.bet

    @property
    def held(self) -> tuple[int, ...]:
        """The held cards, in the deal's order."""
        return tuple(c for i, c in enumerate(self.deal) if self.mask >> i & 1)

    @property
    def net(self) -> Fraction:
        """Credits won or lost on the hand: payout minus bet."""
        return self.payout.amount - self.bet


def hand_result(prepared: PreparedTable, evs: HandEVs, mask: int,
                final: Sequence[int] | str, *, bet: int = DEFAULT_BET,
                threshold: Fraction | float | int | str = DEFAULT_MAJOR_THRESHOLD
                ) -> HandResult:
    """Pay and grade a played hand (for callers that deal with their own :class:`Dealer`).

    Raises
    ------
    PracticeError
        For a bad mask, bet or threshold, EVs of another table, or a final hand that
        does not keep the held cards in their places.
    CardError
        For a final hand that is not five distinct cards of the deck.
    """
    _check_same_table(prepared, evs)
    grade = grade_hold(evs, mask, bet=bet, threshold=threshold)
    payout = pay_hand(prepared, final, grade.bet)
    for i, c in enumerate(evs.hand):
        if grade.mask >> i & 1 and payout.hand[i] != c:
            raise PracticeError(
                f"the final hand {format_cards(payout.hand)} does not keep the held "
                f"{format_card(c)} in place {i + 1}")
    return HandResult(deal=tuple(evs.hand), mask=grade.mask, final=payout.hand,
                      payout=payout, grade=grade)


# ------------------------------------------------------------------------ statistics


@dataclass(frozen=True)
class SessionStats:
    """An immutable snapshot of a session's statistics; :meth:`add` returns the next one.

    ``optimal_return`` is the table's return under optimal play (from
    :func:`vptrainer.core.analysis.analyze`), or ``None`` while it is unknown; the
    player's return is then unknown too.
    """

    optimal_return: Fraction | None = None
    hands: int = 0
    minor_mistakes: int = 0
    major_mistakes: int = 0
    ev_lost: Fraction = Fraction(0)          # sum of EV lost per coin
    cost: Fraction = Fraction(0)             # sum of EV lost in coins (per coin x bet)
    total_bet: int = 0                       # coins bet
    total_paid: Fraction = Fraction(0)       # coins paid by final hands
    ev_lost_series: tuple[Fraction, ...] = field(default=(), repr=False)  # cumulative, per coin
    cost_series: tuple[Fraction, ...] = field(default=(), repr=False)     # cumulative, coins

    def add(self, result: HandResult) -> SessionStats:
        """The statistics after one more hand."""
        g = result.grade
        ev_lost = self.ev_lost + g.ev_lost
        cost = self.cost + g.cost
        return replace(
            self,
            hands=self.hands + 1,
            minor_mistakes=self.minor_mistakes + (g.severity is Severity.MINOR),
            major_mistakes=self.major_mistakes + (g.severity is Severity.MAJOR),
            ev_lost=ev_lost,
            cost=cost,
            total_bet=self.total_bet + result.bet,
            total_paid=self.total_paid + result.payout.amount,
            ev_lost_series=(*self.ev_lost_series, ev_lost),
            cost_series=(*self.cost_series, cost),
        )

    def with_optimal_return(self, optimal_return: Fraction | None) -> SessionStats:
        """The same statistics with the table's optimal return known (or forgotten)."""
        return replace(self, optimal_return=optimal_return)

    @classmethod
    def of(cls, results: Iterable[HandResult], optimal_return: Fraction | None = None
           ) -> SessionStats:
        """The statistics of a sequence of hands."""
        stats = cls(optimal_return=optimal_return)
        for r in results:
            stats = stats.add(r)
        return stats

    @property
    def mistakes(self) -> int:
        """Minor plus major mistakes."""
        return self.minor_mistakes + self.major_mistakes

    @property
    def correct(self) -> int:
        """Hands played with a tied-best hold."""
        return self.hands - self.mistakes

    @property
    def accuracy(self) -> float | None:
        """Share of hands held correctly, 0..1 (``None`` before the first hand)."""
        return self.correct / self.hands if self.hands else None

    @property
    def mean_ev_lost(self) -> Fraction:
        """Average EV lost per coin per hand (0 before the first hand)."""
        return self.ev_lost / self.hands if self.hands else Fraction(0)

    @property
    def player_return(self) -> Fraction | None:
        """The return of the player's own play per coin: optimal return - mean EV lost."""
        if self.optimal_return is None:
            return None
        return self.optimal_return - self.mean_ev_lost

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
    breaks_paying_hand: bool   # the dealt hand pays and this hold could end with less

    @property
    def is_mistake(self) -> bool:
        """True when the hold is not one of the best."""
        return self.grade.is_mistake


class PracticeSession:
    """A drill on one pay table: a :class:`Dealer`, grading, payouts and statistics.

    Call :meth:`deal`, optionally :meth:`check_hold`, then :meth:`draw`; repeat.
    The bet is taken when a hand is dealt, so changing :attr:`bet` affects the next
    hand. One object belongs to one thread (the GUI thread).

    Parameters
    ----------
    prepared
        The prepared pay table (:func:`vptrainer.core.count_tables.prepare`).
    seed
        For reproducible deals; ``None`` for fresh entropy.
    bet
        Coins per hand, 1..5.
    threshold
        EV lost per coin from which a mistake is major.
    optimal_return
        The table's optimal return, for the player's return in :attr:`stats`.
    """

    def __init__(self, prepared: PreparedTable, *, seed: int | None = None,
                 bet: int = DEFAULT_BET,
                 threshold: Fraction | float | int | str = DEFAULT_MAJOR_THRESHOLD,
                 optimal_return: Fraction | None = None) -> None:
        self.prepared = prepared
        self.dealer = Dealer.for_table(prepared, seed)
        self._bet = check_bet(bet)
        self._threshold = check_threshold(threshold)
        self._stats = SessionStats(optimal_return=optimal_return)
        self._evs: HandEVs | None = None
        self._hand_bet = self._bet
        self._last: HandResult | None = None

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

    def deal(self, cards: Sequence[int] | str | None = None) -> HandEVs:
        """Deal a hand (or exactly ``cards``, to replay one) and return the EVs of its holds.

        ``HandEVs.hand`` is the deal; ``HandEVs.best`` are the tied-best holds.

        Raises
        ------
        PracticeError
            When the previous hand has not been drawn.
        CardError
            For ``cards`` that are not five distinct cards of the deck.
        """
        hand = self.dealer.deal(cards)
        self._hand_bet = self._bet
        self._evs = hold_evs(self.prepared, hand)
        return self._evs

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
        grade = grade_hold(evs, mask, bet=self._hand_bet, threshold=self._threshold)
        return HoldCheck(grade, discards_paying_hand(self.prepared, evs, grade.mask))

    def draw(self, mask: int) -> HandResult:
        """Draw, pay and grade the held cards ``mask``; the statistics count the hand.

        Raises
        ------
        PracticeError
            For a bad mask, before a deal, or when the hand was already drawn.
        """
        mask = check_mask(mask)
        evs = self._pending()
        final = self.dealer.draw(mask)
        result = hand_result(self.prepared, evs, mask, final, bet=self._hand_bet,
                             threshold=self._threshold)
        self._stats = self._stats.add(result)
        self._last = result
        return result

    def abandon(self) -> None:
        """Drop a dealt hand without drawing it (not counted in the statistics)."""
        self.dealer.abandon()
