"""Dealing: bets, hold masks and thresholds validated, and one shuffled deck per hand.

Multi-play (:meth:`Dealer.draw_lines`): the lines of a hand share the deal and the
hold; the first line draws from the hand's own deck, every other line from its own
shuffle of the same undealt cards, so each line's draw is uniform over the rest of
the deck and the lines are independent given the hold.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from fractions import Fraction

import numpy as np

from vptrainer.core.cards import check_hand, format_card, format_cards
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import VPError
from vptrainer.core.games.paytable import PayTable

MIN_BET = 1
MAX_BET = 5
DEFAULT_BET = MAX_BET
MAX_LINES = 100
#: The numbers of lines the app offers for multi-play practice.
PRACTICE_LINES = (1, 3, 5, 10, 50, 100)
HAND_SIZE = 5
ALL_HELD = 31
#: EV lost per coin at or above which a mistake is *major* (below it, *minor*).
#: 0.02 per coin is about 2% of a bet: small enough that the classic "real"
#: errors (a kicker kept with a pair, a low pair broken for four to an outside
#: straight) are major, large enough that near-ties of a few ten-thousandths are minor.
DEFAULT_MAJOR_THRESHOLD = Fraction(1, 50)


class PracticeError(VPError):
    """A bet, hold mask, threshold or seed is invalid, or a step is out of order."""


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


def check_lines(lines: int) -> int:
    """Return ``lines`` if it is a whole number of lines per hand, 1 to :data:`MAX_LINES`.

    Raises
    ------
    PracticeError
        For anything else.
    """
    if isinstance(lines, bool) or not isinstance(lines, int | np.integer):
        raise PracticeError(f"the lines must be a whole number, got {lines!r}")
    if not 1 <= lines <= MAX_LINES:
        raise PracticeError(f"the lines must be 1 to {MAX_LINES}, got {lines}")
    return int(lines)


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
    if isinstance(deck_size, bool) or deck_size not in (52, 53, 54):
        raise PracticeError(
            f"a deck has 52 cards, or 53 or 54 with one or two jokers; got {deck_size!r}"
        )
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


def _jokers_in_order(deck: tuple[int, ...]) -> tuple[int, ...]:
    """The deck with its two jokers named in the order they come: the first is card 52.

    The jokers are alike, so this changes nothing in play; it makes every hand read
    back from its text (``Jk`` for either joker) as the very same cards.
    """
    order = [c for c in deck if c >= 52]
    if order == sorted(order):
        return deck
    rename = {old: 52 + i for i, old in enumerate(order)}
    return tuple(rename.get(c, c) for c in deck)


class Dealer:
    """Deals five cards and draws replacements from one shuffled deck per hand.

    Every hand shuffles the full deck with ``rng.permutation`` (an unbiased
    Fisher-Yates shuffle of a :class:`numpy.random.Generator`); the deal is the
    first five cards and the draw takes the following cards in order. With a
    seed, the sequence of deals depends only on the seed (one shuffle per hand,
    whatever is held and however many lines are played): the extra lines of
    :meth:`draw_lines` shuffle with a second generator, spawned from the same seed.

    Parameters
    ----------
    deck_size
        52, or 53 or 54 for games with one or two jokers (see :meth:`for_table`).
    seed
        A non-negative integer for a reproducible drill, or ``None`` for fresh entropy.
    """

    def __init__(self, deck_size: int = 52, seed: int | None = None) -> None:
        self._deck_size = _check_deck_size(deck_size)
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
            raise PracticeError(f"a seed is a non-negative integer or none, got {seed!r}")
        self._seed = seed
        self._rng = np.random.default_rng(seed)
        lines_seed = None if seed is None else np.random.SeedSequence(seed, spawn_key=(1,))
        self._lines_rng = np.random.default_rng(lines_seed)
        self._deck: tuple[int, ...] | None = None
        self._final: tuple[int, ...] | None = None
        self._others: tuple[tuple[int, ...], ...] = ()
        self._line_decks: tuple[list[int], ...] = ()  # each other line's shuffle

    @classmethod
    def for_table(cls, table: PayTable | PreparedTable, seed: int | None = None) -> Dealer:
        """A dealer over the deck of a pay table's game."""
        return cls(table.deck_size, seed)

    @property
    def deck_size(self) -> int:
        """52, or 53 or 54 with one or two jokers."""
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
    def finals(self) -> tuple[tuple[int, ...], ...]:
        """Every line's final hand after the draw (one for :meth:`draw`), else empty."""
        return () if self._final is None else (self._final, *self._others)

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
        self._deck = _jokers_in_order(deck)
        self._final = None
        self._others = ()
        return self._deck[:HAND_SIZE]

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
        self._final = _fill(self._deck[:HAND_SIZE], mask, self._deck[HAND_SIZE:])
        self._others = ()
        self._line_decks = ()
        return self._final

    def draw_lines(self, mask: int, lines: int) -> tuple[tuple[int, ...], ...]:
        """Draw ``lines`` lines of multi-play on the held cards ``mask``: every final hand.

        The first line is what :meth:`draw` gives; each other line replaces the same
        unheld places from its own shuffle of the undealt cards.

        Raises
        ------
        PracticeError
            For a bad mask or number of lines, before any deal, or when this hand
            was already drawn.
        """
        lines = check_lines(lines)
        first = self.draw(mask)
        assert self._deck is not None
        rest = np.array(self._deck[HAND_SIZE:], dtype=np.int64)
        hand = self._deck[:HAND_SIZE]
        self._line_decks = tuple(
            [int(c) for c in self._lines_rng.permutation(rest)] for _ in range(lines - 1)
        )
        self._others = tuple(_fill(hand, mask, deck) for deck in self._line_decks)
        return (first, *self._others)

    def would_draw_lines(self, mask: int) -> tuple[tuple[int, ...], ...]:
        """Every line's final hand ``mask`` would have made from the same cards as the
        lines just drawn (:meth:`would_draw` for each line's own shuffle).

        Raises
        ------
        PracticeError
            For a bad mask, or before the hand is drawn.
        """
        first = self.would_draw(mask)
        assert self._deck is not None
        hand = self._deck[:HAND_SIZE]
        return (first, *(_fill(hand, mask, deck) for deck in self._line_decks))

    def would_draw(self, mask: int) -> tuple[int, ...]:
        """The final hand ``mask`` would have made from the same deck as the hand just
        drawn (the same next cards, left to right): luck apart from skill.

        Raises
        ------
        PracticeError
            For a bad mask, or before the hand is drawn.
        """
        mask = check_mask(mask)
        if self._deck is None or self._final is None:
            raise PracticeError("no hand has been drawn yet")
        return _fill(self._deck[:HAND_SIZE], mask, self._deck[HAND_SIZE:])

    def abandon(self) -> None:
        """Forget a hand dealt but not drawn, so :meth:`deal` may deal again.

        Nothing is drawn: :attr:`hand` and :attr:`final` are ``None`` afterwards.
        """
        if self.awaiting_draw:
            self._deck = None
            self._final = None
            self._others = ()


def _fill(hand: Sequence[int], mask: int, cards: Sequence[int]) -> tuple[int, ...]:
    """``hand`` with its unheld places filled, left to right, from ``cards``."""
    fill = iter(cards)
    return tuple(c if mask >> i & 1 else next(fill) for i, c in enumerate(hand))
