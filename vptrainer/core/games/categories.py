"""The pay categories each kind of game knows, in the usual poker order.

A pay table lists some of these (its *vocabulary*); a final hand is paid as the
highest-ranking listed category it qualifies for. Four-of-a-kind splits by the
quad's rank and the kicker (named keys such as ``four_aces_with_2_4`` and a table's
own ``[[quads]]``) are all :class:`QuadSplit` predicates.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from vptrainer.core.cards import RANK_PLURALS, RANKS
from vptrainer.core.errors import VPError

ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8
ALL_RANKS = frozenset(range(13))


class Wild(StrEnum):
    """Which cards are wild, and so which deck and vocabulary a game has."""

    NONE = "none"
    DEUCES = "deuces"
    JOKER = "joker"

    @property
    def deck_size(self) -> int:
        """52 cards, or 53 with the joker."""
        return 53 if self is Wild.JOKER else 52


@dataclass(frozen=True)
class QuadSplit:
    """Four of a kind restricted to some quad ranks and, optionally, kicker ranks."""

    ranks: frozenset[int]
    kickers: frozenset[int] | None = None

    def matches(self, quad_rank: int, kicker_rank: int) -> bool:
        """Whether four of ``quad_rank`` with a ``kicker_rank`` kicker qualifies."""
        return quad_rank in self.ranks and (self.kickers is None or kicker_rank in self.kickers)

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
        return text


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

DEUCES = (
    CategoryDef("natural_royal_flush", "Natural royal flush"),
    CategoryDef("four_deuces_with_ace", "Four deuces with an ace"),
    CategoryDef("four_deuces", "Four deuces"),
    CategoryDef("wild_royal_flush", "Wild royal flush"),
    CategoryDef("five_aces", "Five aces"),
    CategoryDef("five_3_5", "Five 3s-5s"),
    CategoryDef("five_6_k", "Five 6s-Ks"),
    CategoryDef("five_of_a_kind", "Five of a kind"),
    CategoryDef("straight_flush", "Straight flush"),
    CategoryDef("four_of_a_kind", "Four of a kind"),
    CategoryDef("full_house", "Full house"),
    CategoryDef("flush", "Flush"),
    CategoryDef("straight", "Straight"),
    CategoryDef("three_of_a_kind", "Three of a kind"),
    CategoryDef("two_pair", "Two pair"),
)

JOKER = (
    CategoryDef("natural_royal_flush", "Natural royal flush"),
    CategoryDef("five_of_a_kind", "Five of a kind"),
    CategoryDef("wild_royal_flush", "Joker royal flush"),
    CategoryDef("straight_flush", "Straight flush"),
    CategoryDef("four_of_a_kind", "Four of a kind"),
    CategoryDef("full_house", "Full house"),
    CategoryDef("flush", "Flush"),
    CategoryDef("straight", "Straight"),
    CategoryDef("three_of_a_kind", "Three of a kind"),
    CategoryDef("two_pair", "Two pair"),
    CategoryDef("kings_or_better", "Kings or better", pair_min_rank=KING),
    CategoryDef("aces_or_better", "Pair of aces", pair_min_rank=ACE),
)

VOCABULARIES: dict[Wild, tuple[CategoryDef, ...]] = {
    Wild.NONE: NON_WILD,
    Wild.DEUCES: DEUCES,
    Wild.JOKER: JOKER,
}

NOTHING_KEY = "nothing"
NOTHING_LABEL = "Nothing"


def vocabulary(wild: Wild) -> tuple[CategoryDef, ...]:
    """The categories a game with this wild type knows, best first."""
    return VOCABULARIES[wild]


def category_def(wild: Wild, key: str) -> CategoryDef | None:
    """The vocabulary entry of ``key``, or ``None`` when the game does not know it."""
    for c in VOCABULARIES[wild]:
        if c.key == key:
            return c
    return None
