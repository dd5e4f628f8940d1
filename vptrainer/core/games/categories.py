"""The pay categories each kind of game knows, in the usual poker order.

A pay table lists some of these (its *vocabulary*); a final hand is paid as the
highest-ranking listed category it qualifies for. Four-of-a-kind splits by the
quad's rank and the kicker (named keys such as ``four_aces_with_2_4`` and a table's
own ``[[quads]]``) are all :class:`QuadSplit` predicates.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from vptrainer.core.cards import (
    RANK_NAMES,
    RANK_PLURALS,
    RANKS,
)
from vptrainer.core.errors import VPError
from vptrainer.core.games.game_spec import (
    ACE,
    ALL_RANKS,
    JACK,
    KING,
    QUEEN,
    TEN,
    GameSpec,
    Wild,
    checked_rank_set,
    game_text,
    parse_rank_set,
)

_ranks = parse_rank_set

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
    ranks = checked_rank_set(value, where)
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
