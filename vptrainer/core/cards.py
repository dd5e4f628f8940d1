"""Card codes: parsing, formatting and the integer encoding used by every kernel.

A card is an ``int``: ``rank * 4 + suit`` with ranks ``0..12`` for 2..A and suits
``0..3`` for clubs, diamonds, hearts, spades. The joker of 53-card games is ``52``;
the second joker of 54-card games is ``53``. Text codes are rank then suit (``Ah``,
``Td``, ``10c``, ``2♠``), case-insensitive; every joker is ``Jk`` (in a two-joker game
the first ``Jk`` read is card 52, the second card 53).
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from vptrainer.core.errors import VPError, excerpt
from vptrainer.core.messages import Message
from vptrainer.core.messages import count as number_of

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = "♣♦♥♠"
RANK_NAMES = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)
RANK_PLURALS = (
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "sevens",
    "eights",
    "nines",
    "tens",
    "jacks",
    "queens",
    "kings",
    "aces",
)
JOKER = 52
SECOND_JOKER = 53
JOKERS = (JOKER, SECOND_JOKER)
JOKER_CODE = "Jk"
MAX_JOKERS = 2
DECK_52 = tuple(range(52))
DECK_53 = tuple(range(53))
DECK_54 = tuple(range(54))

_RANK_OF_TEXT = {r: i for i, r in enumerate(RANKS)} | {"10": 8}
_SUIT_OF_TEXT = (
    {s: i for i, s in enumerate(SUITS)}
    | {sym: i for i, sym in enumerate(SUIT_SYMBOLS)}
    | {sym: i for i, sym in enumerate("♧♢♡♤")}
)
_SEPARATORS = " ,;\t\n\r"


class CardError(VPError):
    """A card string could not be read; the message says what and where."""


def rank_of(card: int) -> int:
    """Rank index 0..12 (2..A) of a non-joker card."""
    return card >> 2


def suit_of(card: int) -> int:
    """Suit index 0..3 (clubs, diamonds, hearts, spades) of a non-joker card."""
    return card & 3


def make_card(rank: int, suit: int) -> int:
    """The card of a rank index and a suit index."""
    return rank * 4 + suit


def is_joker(card: int) -> bool:
    """Whether a card number is one of the jokers (52 or 53)."""
    return card in JOKERS


def format_card(card: int) -> str:
    """The two-character code of a card: ``Ah``, ``Td``, ``Jk`` (either joker)."""
    if card in JOKERS:
        return JOKER_CODE
    if not 0 <= card < 52:
        raise CardError(f"no card has the number {card}")
    return RANKS[card >> 2] + SUITS[card & 3]


def format_cards(cards: Iterable[int]) -> str:
    """Codes of several cards separated by spaces."""
    return " ".join(format_card(c) for c in cards)


def card_symbol(card: int) -> str:
    """A card with its suit symbol, ``A♥``; a joker is ``Jk``."""
    if card in JOKERS:
        return JOKER_CODE
    return RANKS[card >> 2] + SUIT_SYMBOLS[card & 3]


@dataclass(frozen=True)
class ParsedCards:
    """Cards read from text, with each card's text exactly as it was written."""

    cards: tuple[int, ...]
    tokens: tuple[str, ...]


def _read_one(text: str, pos: int) -> tuple[int, int]:
    """Read one card code at ``pos``; return the card and the position after it."""
    rest = text[pos:]
    low = rest.lower()
    if low.startswith("jk"):
        return JOKER, pos + 2
    if low.startswith("joker"):
        return JOKER, pos + 5
    if low.startswith("10"):
        rank, n = 8, 2
    elif rest and rest[0].upper() in _RANK_OF_TEXT:
        rank, n = _RANK_OF_TEXT[rest[0].upper()], 1
    else:
        raise ValueError
    if len(rest) <= n or rest[n].lower() not in _SUIT_OF_TEXT:
        raise ValueError
    return make_card(rank, _SUIT_OF_TEXT[rest[n].lower()]), pos + n + 1


def _bad_token(text: str, pos: int) -> str:
    end = pos
    while end < len(text) and text[end] not in _SEPARATORS:
        end += 1
    return text[pos:end] or text[pos : pos + 1]


def parse_cards(
    text: str | Sequence[str],
    *,
    count: int | None = None,
    allow_joker: bool = False,
    jokers: int | None = None,
) -> ParsedCards:
    """Read card codes such as ``"Ah Td 10c 2s"`` (also ``"AhTd10c2s"`` or a list).

    Parameters
    ----------
    allow_joker
        Accept one joker (``Jk``, card 52): the same as ``jokers=1``.
    jokers
        How many jokers the game has (0, 1 or 2); the first ``Jk`` read is card 52,
        the second card 53. Overrides ``allow_joker``.

    Raises
    ------
    CardError
        For an unknown code (naming it and its position), a duplicate card, more
        jokers than the game has, or the wrong number of cards.
    """
    if jokers is None:
        jokers = 1 if allow_joker else 0
    if isinstance(jokers, bool) or not isinstance(jokers, int) or not 0 <= jokers <= MAX_JOKERS:
        raise CardError(f"a game has 0, 1 or 2 jokers, got {jokers!r}")
    if not isinstance(text, str):
        text = " ".join(text)
    cards: list[int] = []
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        if text[pos] in _SEPARATORS:
            pos += 1
            continue
        try:
            card, end = _read_one(text, pos)
        except ValueError:
            bad = excerpt(_bad_token(text, pos), 20)
            if jokers:
                raise CardError(
                    Message(
                        "unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A "
                        "and a suit c, d, h, s, or Jk for the joker",
                        bad=repr(bad),
                        n=number_of(len(cards) + 1),
                    )
                ) from None
            raise CardError(
                Message(
                    "unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and "
                    "a suit c, d, h, s",
                    bad=repr(bad),
                    n=number_of(len(cards) + 1),
                )
            ) from None
        token = text[pos:end]
        if card == JOKER:
            if not jokers:
                raise CardError(
                    Message(
                        "card {n} is the joker ({token}), but this game has no joker",
                        n=number_of(len(cards) + 1),
                        token=repr(token),
                    )
                )
            if JOKER in cards:
                if jokers == 1:
                    first = cards.index(JOKER) + 1
                    raise CardError(
                        Message(
                            "duplicate card Jk (cards {first} and {second}); this game has one "
                            "joker",
                            first=number_of(first),
                            second=number_of(len(cards) + 1),
                        )
                    )
                if SECOND_JOKER in cards:
                    raise CardError(
                        Message(
                            "card {n} is a third joker ({token}), but this game has two",
                            n=number_of(len(cards) + 1),
                            token=repr(token),
                        )
                    )
                card = SECOND_JOKER
        if card in cards:
            first = cards.index(card) + 1
            raise CardError(
                Message(
                    "duplicate card {card} (cards {first} and {second})",
                    card=format_card(card),
                    first=number_of(first),
                    second=number_of(len(cards) + 1),
                )
            )
        cards.append(card)
        tokens.append(token)
        pos = end
    if count is not None and len(cards) != count:
        raise CardError(
            Message(
                "expected {expected} cards, got {got}",
                expected=number_of(count),
                got=number_of(len(cards)),
            )
        )
    return ParsedCards(tuple(cards), tuple(tokens))


def parse_card(text: str, *, allow_joker: bool = True) -> int:
    """Read exactly one card code."""
    return parse_cards(text, count=1, allow_joker=allow_joker).cards[0]


def check_hand(hand: Sequence[int] | str, deck_size: int) -> tuple[int, ...]:
    """Five distinct cards of a ``deck_size`` deck (52; 53 or 54 with one or two jokers).

    Raises
    ------
    CardError
        For text that does not parse, the wrong number of cards, a duplicate, or a
        card outside the deck (such as the joker in a 52-card game).
    """
    if isinstance(hand, str):
        return parse_cards(hand, count=5, jokers=max(0, deck_size - 52)).cards
    if type(hand) is tuple and all(type(c) is int for c in hand):
        cards = hand  # plain ints already (the common case, checked fast)
    else:
        try:
            cards = tuple(_card_int(c) for c in hand)
        except TypeError:
            raise CardError(f"a hand is five cards, got {excerpt(repr(hand))}") from None
    if len(cards) != 5:
        raise CardError(Message("a hand is five cards, got {n}", n=number_of(len(cards))))
    for c in cards:
        if c == JOKER and deck_size == 52:
            raise CardError(Message("this game has no joker (52-card deck)"))
        if not 0 <= c < deck_size:
            raise CardError(f"no card has the number {c} in a {deck_size}-card deck")
    if len(set(cards)) != 5:
        dup = next(c for c in cards if cards.count(c) > 1)
        raise CardError(
            Message(
                "duplicate card {card} in {cards}", card=format_card(dup), cards=format_cards(cards)
            )
        )
    return cards


def _card_int(card: object) -> int:
    if isinstance(card, bool) or not isinstance(card, numbers.Integral):
        raise CardError(f"a card is an integer 0..53, got {excerpt(repr(card))}")
    return int(card)
