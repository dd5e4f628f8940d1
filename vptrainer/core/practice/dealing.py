"""Dealing: bets, hold masks and thresholds validated, and one shuffled deck per hand."""

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
    whatever is held).

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
        self._deck: tuple[int, ...] | None = None
        self._final: tuple[int, ...] | None = None

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
        fill = iter(self._deck[HAND_SIZE:])
        self._final = tuple(
            c if mask >> i & 1 else next(fill) for i, c in enumerate(self._deck[:HAND_SIZE])
        )
        return self._final

    def abandon(self) -> None:
        """Forget a hand dealt but not drawn, so :meth:`deal` may deal again.

        Nothing is drawn: :attr:`hand` and :attr:`final` are ``None`` afterwards.
        """
        if self.awaiting_draw:
            self._deck = None
            self._final = None
