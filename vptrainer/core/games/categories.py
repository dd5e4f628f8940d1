"""The pay categories each kind of game knows, in the usual poker order.

A pay table lists some of these (its *vocabulary*); a final hand is paid as the
highest-ranking listed category it qualifies for. Four-of-a-kind splits by the
quad's rank and the kicker (named keys such as ``four_aces_with_2_4`` and a table's
own ``[[quads]]``) are all :class:`QuadSplit` predicates.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from vptrainer.core.cards import (
    JOKERS,
    MAX_JOKERS,
    RANK_NAMES,
    RANK_PLURALS,
    RANKS,
    CardError,
    format_card,
    parse_cards,
)
from vptrainer.core.errors import VPError

ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8
ALL_RANKS = frozenset(range(13))


class Wild(StrEnum):
    """The shorthand of a game's wild cards, as the ``wild`` key of a pay-table file.

    ``NONE``, ``DEUCES`` and ``JOKER`` are the three classic games; ``OTHER`` is any
    other set of wild cards, described in full by the table's :class:`GameSpec`.
    """

    NONE = "none"
    DEUCES = "deuces"
    JOKER = "joker"
    OTHER = "other"

    @property
    def deck_size(self) -> int:
        """52 cards, or 53 with the joker (``OTHER`` games: see their :class:`GameSpec`)."""
        if self is Wild.OTHER:
            raise ValueError("the deck of an 'other' game is given by its GameSpec")
        return 53 if self is Wild.JOKER else 52


def _rank_set(value: object, where: str) -> frozenset[int]:
    if isinstance(value, str):
        return parse_rank_set(value) if value.strip() else frozenset()
    try:
        ranks: frozenset[int] = frozenset(value)  # type: ignore[call-overload]
    except TypeError:
        raise VPError(
            f'{where}: must be ranks such as "7" or "2,7", got {str(value)[:40]!r}'
        ) from None
    for r in ranks:
        if isinstance(r, bool) or not isinstance(r, int) or not 0 <= r < 13:
            raise VPError(f"{where}: {r!r} is not a rank index 0..12 (2..A)")
    return ranks


def _card_set(value: object, where: str) -> frozenset[int]:
    if isinstance(value, str):
        try:
            return frozenset(parse_cards(value).cards)
        except CardError as exc:
            raise VPError(f"{where}: {exc}") from None
    try:
        cards: frozenset[int] = frozenset(value)  # type: ignore[call-overload]
    except TypeError:
        raise VPError(f'{where}: must be cards such as "Jh Js", got {str(value)[:40]!r}') from None
    for c in cards:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < 52:
            raise VPError(f"{where}: {c!r} is not a card of the 52-card deck (0..51)")
    return cards


@dataclass(frozen=True)
class GameSpec:
    """Which cards of a game are wild, and so its deck and its vocabulary.

    ``jokers`` jokers (0, 1 or 2; cards 52 and 53) are added to the 52 cards and are
    always wild; every card of the ``wild_ranks`` (rank indices, 0 = 2 .. 12 = ace) is
    wild; so are the ``wild_cards`` (specific cards such as the one-eyed jacks). With
    ``natural_in_place`` a wild card standing for itself keeps a hand natural (One-Eyed
    Jacks: a royal flush with the jack of hearts in its own place is a natural royal).
    A :class:`Wild` shorthand or its text is accepted wherever a spec is expected
    (:meth:`of`).
    """

    jokers: int = 0
    wild_ranks: frozenset[int] = frozenset()
    wild_cards: frozenset[int] = frozenset()
    natural_in_place: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.jokers, bool) or not isinstance(self.jokers, int):
            raise VPError(f"jokers: must be 0, 1 or 2, got {self.jokers!r}")
        if not 0 <= self.jokers <= MAX_JOKERS:
            raise VPError(f"jokers: a deck has 0, 1 or 2 jokers, got {self.jokers}")
        ranks = _rank_set(self.wild_ranks, "wild_ranks")
        cards = _card_set(self.wild_cards, "wild_cards")
        for c in sorted(cards):
            if c >> 2 in ranks:
                raise VPError(
                    f"wild_cards: {format_card(c)} is already wild "
                    f"(every {RANK_NAMES[c >> 2]} is, through wild_ranks)"
                )
        object.__setattr__(self, "wild_ranks", ranks)
        object.__setattr__(self, "wild_cards", cards)
        if not isinstance(self.natural_in_place, bool):
            raise VPError(f"natural_in_place: must be true or false, got {self.natural_in_place!r}")
        if self.natural_in_place and not (ranks or cards):
            raise VPError(
                "natural_in_place: only wild ranks or wild cards can stand in their own place "
                "(a joker has none)"
            )

    @classmethod
    def of(cls, game: GameSpec | Wild | str) -> GameSpec:
        """A spec from a spec, a :class:`Wild` shorthand or its text (``"deuces"``)."""
        if isinstance(game, GameSpec):
            return game
        if isinstance(game, str):
            try:
                game = Wild(game)
            except ValueError:
                raise VPError(
                    f'unknown wild value {game!r}; use "none", "deuces" or "joker"'
                ) from None
        if not isinstance(game, Wild):
            raise VPError(f"a game is a GameSpec or a wild shorthand, got {game!r}")
        if game is Wild.OTHER:
            raise VPError('wild = "other" needs the game\'s jokers, wild_ranks and wild_cards')
        return _SHORTHANDS[game]

    @property
    def deck_size(self) -> int:
        """52, 53 or 54 cards."""
        return 52 + self.jokers

    @property
    def wild_set(self) -> frozenset[int]:
        """Every wild card of the deck (jokers included)."""
        return frozenset(
            {c for c in range(52) if c >> 2 in self.wild_ranks}
            | set(self.wild_cards)
            | set(JOKERS[: self.jokers])
        )

    @property
    def wild_count(self) -> int:
        """How many cards of the deck are wild."""
        return 4 * len(self.wild_ranks) + len(self.wild_cards) + self.jokers

    @property
    def has_wild(self) -> bool:
        """Whether any card is wild."""
        return self.wild_count > 0

    def is_wild(self, card: int) -> bool:
        """Whether ``card`` is wild in this game."""
        if card >= 52:
            return card - 52 < self.jokers
        return card >> 2 in self.wild_ranks or card in self.wild_cards

    @property
    def wild(self) -> Wild:
        """The shorthand of this game: ``NONE``, ``DEUCES``, ``JOKER`` or ``OTHER``."""
        for shorthand, spec in _SHORTHANDS.items():
            if spec == self:
                return shorthand
        return Wild.OTHER

    @property
    def jokers_only(self) -> bool:
        """Whether the only wild cards are jokers (Joker Poker, Double Joker)."""
        return self.jokers > 0 and not self.wild_ranks and not self.wild_cards

    def describe(self) -> str:
        """Plain words: ``no wild cards``, ``deuces wild``, ``sevens and one joker wild``."""
        parts = ["deuces" if r == 0 else RANK_PLURALS[r] for r in sorted(self.wild_ranks)]
        parts += [format_card(c) for c in sorted(self.wild_cards)]
        if self.jokers:
            parts.append("one joker" if self.jokers == 1 else "two jokers")
        if not parts:
            return "no wild cards"
        text = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
        text += " wild"
        if self.natural_in_place:
            text += " (natural in their own place)"
        return text

    def short_text(self) -> str:
        """A compact name: ``none``, ``deuces``, ``joker``, or such as ``7s+joker``,
        ``2 jokers``, ``Jh+Js``."""
        if self.wild is not Wild.OTHER:
            return str(self.wild)
        parts = [f"{RANKS[r]}s" for r in sorted(self.wild_ranks)]
        parts += [format_card(c) for c in sorted(self.wild_cards)]
        if self.jokers:
            parts.append("joker" if self.jokers == 1 else "2 jokers")
        return "+".join(parts)

    def to_dict(self) -> dict[str, object]:
        """The file keys of this game: ``jokers``, ``wild_ranks``, ``wild_cards``."""
        doc: dict[str, object] = {}
        if self.jokers:
            doc["jokers"] = self.jokers
        if self.wild_ranks:
            doc["wild_ranks"] = rank_set_text(self.wild_ranks)
        if self.wild_cards:
            doc["wild_cards"] = " ".join(format_card(c) for c in sorted(self.wild_cards))
        if self.natural_in_place:
            doc["natural_in_place"] = True
        return doc


_SHORTHANDS = {
    Wild.NONE: GameSpec(),
    Wild.DEUCES: GameSpec(wild_ranks=frozenset({0})),
    Wild.JOKER: GameSpec(jokers=1),
}


WILD_KICKER = 13  # the kicker "rank" of a natural four of a kind whose fifth card is wild


@dataclass(frozen=True)
class QuadSplit:
    """Four of a kind restricted to some quad ranks and, optionally, kicker ranks.

    ``natural`` splits (wild games only) are four cards of the rank that are not
    wild; the fifth card may be wild (kicker :data:`WILD_KICKER`), and a wild kicker
    qualifies for any kicker condition it could stand for.
    """

    ranks: frozenset[int]
    kickers: frozenset[int] | None = None
    natural: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "ranks", _split_ranks(self.ranks, "ranks"))
        if self.kickers is not None:
            object.__setattr__(self, "kickers", _split_ranks(self.kickers, "kickers"))
            if len(self.ranks) == 1 and self.kickers == self.ranks:
                rank = RANK_NAMES[min(self.ranks)]
                raise VPError(f"kickers: a four of a kind of {rank}s never has a {rank} kicker")
        if not isinstance(self.natural, bool):
            raise VPError(f"natural: must be true or false, got {self.natural!r}")

    def matches(self, quad_rank: int, kicker_rank: int) -> bool:
        """Whether four of ``quad_rank`` with a ``kicker_rank`` kicker qualifies."""
        if quad_rank not in self.ranks:
            return False
        if self.kickers is None:
            return True
        if kicker_rank == WILD_KICKER:
            return bool(self.kickers - {quad_rank})
        return kicker_rank in self.kickers

    @property
    def specificity(self) -> int:
        """2 with a kicker condition, 1 with only ranks, 0 for any four of a kind."""
        if self.kickers is not None:
            return 2
        return 0 if self.ranks == ALL_RANKS else 1

    def describe(self) -> str:
        """A label such as ``Four aces or eights with 2-4 kicker``."""
        text = "Four " + _rank_list_text(self.ranks, plural=True)
        if self.kickers is not None:
            text += " with " + _rank_list_text(self.kickers, plural=False) + " kicker"
        return "Natural f" + text[1:] if self.natural else text


def _split_ranks(value: object, where: str) -> frozenset[int]:
    """A non-empty set of rank indices (0 = 2 .. 12 = ace) for a four-of-a-kind split."""
    if isinstance(value, str):
        raise VPError(f"{where}: must be a set of rank indices, got {value!r}; use parse_rank_set")
    ranks = _rank_set(value, where)
    if not ranks:
        raise VPError(f"{where}: give at least one rank")
    return ranks


@dataclass(frozen=True)
class CategoryDef:
    """One category of a game's vocabulary."""

    key: str
    label: str
    quad: QuadSplit | None = None
    pair_min_rank: int | None = None  # for the paying-pair categories


def _rank_list_text(ranks: frozenset[int], *, plural: bool) -> str:
    names = RANK_PLURALS if plural else tuple(RANKS)
    runs: list[str] = []
    # An ace next to a two reads as low: "A-4", not "2-4 or A".
    low_ace = ACE in ranks and 0 in ranks and ranks != ALL_RANKS
    ordered = sorted(-1 if (r == ACE and low_ace) else r for r in ranks)
    start = prev = ordered[0]
    for r in [*ordered[1:], None]:
        if r is not None and r == prev + 1:
            prev = r
            continue
        if start == prev:
            runs.append(names[start])
        elif prev == start + 1:
            runs.extend([names[start], names[prev]])
        else:
            runs.append(f"{names[start]}-{names[prev]}")
        if r is not None:
            start = prev = r
    return ", ".join(runs[:-1]) + " or " + runs[-1] if len(runs) > 1 else runs[0]


def parse_rank_set(text: str) -> frozenset[int]:
    """Read ranks or ranges such as ``"A,8"``, ``"2-4"``, ``"5-K"`` or ``"A-4"``.

    A range runs in the order 2..A; ``A-4`` wraps to mean A, 2, 3, 4.
    """
    ranks: set[int] = set()
    if len(str(text)) > 80:
        raise VPError(f"too long for ranks: {str(text)[:40]!r}…")
    parts = [p.strip() for p in str(text).split(",")]
    if not any(parts):
        raise VPError("no ranks given")
    for part in parts:
        if not part:
            raise VPError(f"empty rank in {text!r}")
        bounds = [b.strip() for b in part.split("-")]
        if len(bounds) > 2:
            raise VPError(f"bad range {part!r}")
        values = []
        for b in bounds:
            code = "T" if b == "10" else b.upper()
            if len(code) != 1 or code not in RANKS:
                raise VPError(
                    f"unknown rank {b!r} in {text!r}; ranks are 2-9, T (or 10), J, Q, K, A"
                )
            values.append(RANKS.index(code))
        if len(values) == 1:
            ranks.add(values[0])
        elif values[0] <= values[1]:
            ranks.update(range(values[0], values[1] + 1))
        elif values[0] == ACE:
            ranks.add(ACE)
            ranks.update(range(0, values[1] + 1))
        else:
            raise VPError(f"range {part!r} runs backwards; write it low-high, such as 2-4")
    return frozenset(ranks)


def _ranks(text: str) -> frozenset[int]:
    return parse_rank_set(text)


NON_WILD = (
    CategoryDef("royal_flush", "Royal flush"),
    CategoryDef("straight_flush", "Straight flush"),
    CategoryDef("four_aces_with_2_4", "Four aces with 2-4", QuadSplit(_ranks("A"), _ranks("2-4"))),
    CategoryDef(
        "four_2_4_with_a_4", "Four 2s-4s with A-4", QuadSplit(_ranks("2-4"), _ranks("A-4"))
    ),
    CategoryDef("four_aces", "Four aces", QuadSplit(_ranks("A"))),
    CategoryDef("four_2_4", "Four 2s-4s", QuadSplit(_ranks("2-4"))),
    CategoryDef("four_5_k", "Four 5s-Ks", QuadSplit(_ranks("5-K"))),
    CategoryDef("four_j_k", "Four J-K", QuadSplit(_ranks("J-K"))),
    CategoryDef("four_2_10", "Four 2s-10s", QuadSplit(_ranks("2-T"))),
    CategoryDef("four_of_a_kind", "Four of a kind", QuadSplit(ALL_RANKS)),
    CategoryDef("full_house", "Full house"),
    CategoryDef("flush", "Flush"),
    CategoryDef("straight", "Straight"),
    CategoryDef("three_of_a_kind", "Three of a kind"),
    CategoryDef("two_pair", "Two pair"),
    CategoryDef("tens_or_better", "Tens or better", pair_min_rank=TEN),
    CategoryDef("jacks_or_better", "Jacks or better", pair_min_rank=JACK),
    CategoryDef("queens_or_better", "Queens or better", pair_min_rank=QUEEN),
    CategoryDef("kings_or_better", "Kings or better", pair_min_rank=KING),
    CategoryDef("aces_or_better", "Pair of aces", pair_min_rank=ACE),
)

# the paying pairs of Joker Poker (the classifier knows tens to aces)
_PAIRS = (
    CategoryDef("kings_or_better", "Kings or better", pair_min_rank=KING),
    CategoryDef("aces_or_better", "Pair of aces", pair_min_rank=ACE),
)
_FIVES = (
    CategoryDef("five_aces", "Five aces"),
    CategoryDef("five_3_5", "Five 3s-5s"),
    CategoryDef("five_6_k", "Five 6s-Ks"),
    CategoryDef("five_of_a_kind", "Five of a kind"),
)
# Made without any wild card: a natural four of a kind is four cards of one rank that
# are not wild (the fifth may be wild), a natural three of a kind three such cards.
_NATURAL_AND_WILD = (
    CategoryDef("natural_straight_flush", "Natural straight flush"),
    CategoryDef("straight_flush", "Straight flush"),
    CategoryDef(
        "natural_four_of_a_kind",
        "Natural four of a kind",
        QuadSplit(ALL_RANKS, natural=True),
    ),
    CategoryDef("four_of_a_kind", "Four of a kind"),
    CategoryDef("natural_full_house", "Natural full house"),
    CategoryDef("full_house", "Full house"),
    CategoryDef("natural_flush", "Natural flush"),
    CategoryDef("flush", "Flush"),
    CategoryDef("natural_straight", "Natural straight"),
    CategoryDef("straight", "Straight"),
    CategoryDef("natural_three_of_a_kind", "Natural three of a kind"),
    CategoryDef("three_of_a_kind", "Three of a kind"),
    CategoryDef("two_pair", "Two pair"),
)
# Every key a wild game can know, for messages about keys a game lacks.
WILD_KEYS = (
    "natural_royal_flush",
    "five_wilds",
    "four_deuces_with_ace",
    "four_deuces",
    "four_wilds",
    "wild_royal_flush",
    *(c.key for c in _FIVES),
    *(c.key for c in _NATURAL_AND_WILD),
    *(c.key for c in _PAIRS),
)


@cache
def _wild_vocabulary(game: GameSpec) -> tuple[CategoryDef, ...]:
    out = [CategoryDef("natural_royal_flush", "Natural royal flush")]
    if game.wild_count >= 5:
        out.append(CategoryDef("five_wilds", "Five wild cards"))
    if 0 in game.wild_ranks:
        out.append(CategoryDef("four_deuces_with_ace", "Four deuces with an ace"))
        out.append(CategoryDef("four_deuces", "Four deuces"))
    others = game.wild_ranks - {0}
    if others:
        name = RANK_PLURALS[min(others)] if len(others) == 1 else "wild-rank cards"
        out.append(CategoryDef("four_wilds", f"Four {name}"))
    wild_royal = CategoryDef(
        "wild_royal_flush", "Joker royal flush" if game.jokers_only else "Wild royal flush"
    )
    # Joker Poker machines list five of a kind above the joker royal.
    if game.jokers_only and game.jokers == 1:
        out += [*_FIVES, wild_royal]
    else:
        out += [wild_royal, *_FIVES]
    out += [*_NATURAL_AND_WILD, *_PAIRS]
    return tuple(out)


NOTHING_KEY = "nothing"
NOTHING_LABEL = "Nothing"


def vocabulary(game: GameSpec | Wild | str) -> tuple[CategoryDef, ...]:
    """The categories a game knows, best first (the order that breaks ties in pay)."""
    spec = GameSpec.of(game)
    return _wild_vocabulary(spec) if spec.has_wild else NON_WILD


def category_def(game: GameSpec | Wild | str, key: str) -> CategoryDef | None:
    """The vocabulary entry of ``key``, or ``None`` when the game does not know it."""
    for c in vocabulary(game):
        if c.key == key:
            return c
    return None


def category_problem(game: GameSpec | Wild | str, key: str) -> str | None:
    """Why ``key`` is not a category of this game, in words; ``None`` when it is one."""
    spec = GameSpec.of(game)
    if category_def(spec, key) is not None:
        return None
    if key in WILD_KEYS and spec.has_wild:
        if key == "five_wilds":
            return (
                f"five_wilds needs five wild cards, but this game has {spec.wild_count} "
                f"({spec.describe()})"
            )
        if key in ("four_deuces", "four_deuces_with_ace"):
            if spec.wild_ranks - {0}:
                return f"deuces are not wild in this game ({spec.describe()}); use four_wilds"
            return f"deuces are not wild in this game ({spec.describe()})"
        if key == "four_wilds":
            if spec.wild_ranks == {0}:
                return "four_wilds is named four_deuces when the wild rank is 2"
            return (
                f"four_wilds needs a wild rank (four cards of it), but this game has "
                f"{spec.describe()}"
            )
    valid = ", ".join(c.key for c in vocabulary(spec))
    return f"unknown category {key!r} for {game_text(spec)}; valid categories: {valid}"


def game_text(game: GameSpec) -> str:
    """How messages name a game: ``wild = "deuces"`` or ``this game (two jokers wild)``."""
    if game.wild is not Wild.OTHER:
        return f'wild = "{game.wild}"'
    return f"this game ({game.describe()})"


def rank_set_text(ranks: frozenset[int], sep: str = ",") -> str:
    """Canonical text of a rank set, runs joined by ``sep``: ``"8,A"``, ``"2-4"``,
    ``"A-4"``, ``"J-K"``."""
    low_ace = ACE in ranks and 0 in ranks and ranks != ALL_RANKS
    ordered = sorted(-1 if (r == ACE and low_ace) else r for r in ranks)
    runs: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        a, b = RANKS[ordered[i]], RANKS[ordered[j]]
        if j == i:
            runs.append(a)
        elif j == i + 1:
            runs.extend([a, b])
        else:
            runs.append(f"{a}-{b}")
        i = j + 1
    return sep.join(runs)
