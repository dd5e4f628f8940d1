"""The rule model: a hold pattern is a predicate on the held and the discarded cards.

A :class:`Pattern` says how many cards are held (``held``), how many of them are wild
(``wilds``, a range) and what the cards that are not wild (the *naturals*) must be:
a made hand, a draw, high cards or explicit ranks, with optional counts of high
cards, gaps and penalty cards among the discards. A :class:`Rule` is one line of a
strategy: patterns of equal rank. Everything here is plain data, so a generator can
build rules and write them with :func:`pattern_text` in the language that
:mod:`vptrainer.core.strategy.language` reads back into the same patterns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

from vptrainer.core.cards import RANK_PLURALS, RANKS
from vptrainer.core.games import game_spec
from vptrainer.core.strategy.game import Game

Range = tuple[int, int]  # inclusive bounds of a count
ALL_RANKS = frozenset(range(13))
MAX_COUNT = 5
SPAN_MORE = 99  # the top of a span "N or more" (a span is up to 13 ranks, not a count)


class Kind(StrEnum):
    """What the held naturals are described as."""

    NOTHING = "nothing"  # discard everything
    WILDS = "wilds"  # only wild cards
    MADE = "made"  # a made hand (pair ... royal flush), wild cards used as best
    DRAW = "draw"  # N to a royal flush, straight flush, flush or straight
    HIGH_CARDS = "high_cards"  # N high cards of distinct ranks
    RANKS = "ranks"  # explicit ranks (KQJ, suited QJ, ace)


class Made(IntEnum):
    """The best hand the held cards make on their own (wild cards chosen best)."""

    NOTHING = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9
    FIVE_OF_A_KIND = 10


# cards a made hand takes (a kicker adds one)
MADE_SIZE = {
    Made.PAIR: 2,
    Made.TWO_PAIR: 4,
    Made.THREE_OF_A_KIND: 3,
    Made.STRAIGHT: 5,
    Made.FLUSH: 5,
    Made.FULL_HOUSE: 5,
    Made.FOUR_OF_A_KIND: 4,
    Made.STRAIGHT_FLUSH: 5,
    Made.ROYAL_FLUSH: 5,
    Made.FIVE_OF_A_KIND: 5,
}
# made hands of one rank group, which may name the group's ranks and hold a kicker
GROUPED = frozenset({Made.PAIR, Made.THREE_OF_A_KIND, Made.FOUR_OF_A_KIND, Made.FIVE_OF_A_KIND})
KICKED = frozenset({Made.PAIR, Made.THREE_OF_A_KIND, Made.FOUR_OF_A_KIND})

MADE_TEXT = {
    Made.PAIR: "pair",
    Made.TWO_PAIR: "two pair",
    Made.THREE_OF_A_KIND: "three of a kind",
    Made.STRAIGHT: "straight",
    Made.FLUSH: "flush",
    Made.FULL_HOUSE: "full house",
    Made.FOUR_OF_A_KIND: "four of a kind",
    Made.STRAIGHT_FLUSH: "straight flush",
    Made.ROYAL_FLUSH: "royal flush",
    Made.FIVE_OF_A_KIND: "five of a kind",
}


class Draw(StrEnum):
    """What the held cards are drawing to."""

    ROYAL_FLUSH = "royal flush"
    STRAIGHT_FLUSH = "straight flush"
    FLUSH = "flush"
    STRAIGHT = "straight"


SUITED_DRAWS = frozenset({Draw.ROYAL_FLUSH, Draw.STRAIGHT_FLUSH, Draw.FLUSH})
STRAIGHT_DRAWS = frozenset({Draw.ROYAL_FLUSH, Draw.STRAIGHT_FLUSH, Draw.STRAIGHT})


class Openness(StrEnum):
    """Of a straight draw: how many straights the held cards fit."""

    INSIDE = "inside"  # exactly one
    OUTSIDE = "outside"  # two or more (open-ended)


class Pick(StrEnum):
    """A remark that narrows a rule's holds: keep only the lowest or highest ranks."""

    LOWEST = "lowest"
    HIGHEST = "highest"


class PenaltyKind(StrEnum):
    """What a discarded card is counted as."""

    FLUSH = "flush"  # of the suit of the held naturals
    STRAIGHT = "straight"  # of a rank that fits a straight with the held naturals
    HIGH = "high"  # a high card
    RANK = "rank"  # of given ranks
    SUITED = "suited"  # one of each given rank, all of one suit (a count of 0 or 1)
    # sigmajove's conditions on the discards (a count of 0 or 1: whether it is so)
    GAP = "gap"  # a lone discard of a rank missing inside the held naturals' span (gp)
    PAIRED_GAP = "paired gap"  # two discards of such a rank (paired gp)
    PAIR = "pair"  # a discard of a rank held (breaking a pair)
    HIGH_PAIR = "high pair"  # a discard of a high rank held
    LEAST_STRAIGHT = "least straight"  # least sp: the lone natural has the fewest sp
    SUITS = "suits"  # the count is the number of suits among the discarded naturals
    RANKS_FLUSH = "ranks and flush"  # T+fp: every rank discarded, and another flush card


class SuitMode(StrEnum):
    """Of discarded cards of given ranks: which suits count."""

    ON = "onsuit"  # a suit of the held naturals
    OFF = "offsuit"  # a suit none of the held naturals has


# penalties written only in brackets: "[no gp]", "[least sp]", "[3 suits]"
BRACKET_ONLY = frozenset(
    {
        PenaltyKind.GAP,
        PenaltyKind.PAIRED_GAP,
        PenaltyKind.PAIR,
        PenaltyKind.HIGH_PAIR,
        PenaltyKind.LEAST_STRAIGHT,
        PenaltyKind.SUITS,
        PenaltyKind.RANKS_FLUSH,
    }
)
_BRACKET_WORDS = {
    PenaltyKind.GAP: "gp",
    PenaltyKind.PAIRED_GAP: "paired gp",
    PenaltyKind.PAIR: "pair",
    PenaltyKind.HIGH_PAIR: "high pair",
}

PENALTY_TERSE = {
    PenaltyKind.FLUSH: "fp",
    PenaltyKind.STRAIGHT: "sp",
    PenaltyKind.HIGH: "hp",
}


@dataclass(frozen=True)
class Penalty:
    """How many discarded cards (not wild) are of one kind."""

    kind: PenaltyKind
    count: Range
    ranks: frozenset[int] = frozenset()  # for PenaltyKind.RANK and SUITED
    suits: SuitMode | None = None  # for PenaltyKind.RANK: only discards of these suits

    def sort_key(self) -> tuple[int, tuple[int, ...], str, Range]:
        """Penalties in a stable order (kind, ranks, suits, count)."""
        return (
            list(PenaltyKind).index(self.kind),
            tuple(sorted(self.ranks)),
            self.suits.value if self.suits else "",
            self.count,
        )


@dataclass(frozen=True)
class Pattern:
    """One hold pattern: a predicate on the held cards (and the discards).

    ``held`` cards are kept, ``wilds`` of them (a range) are wild; the rest, the
    naturals, must be what ``kind`` says. Optional fields narrow it further; ``None``
    means no condition.
    """

    kind: Kind
    held: int
    wilds: Range = (0, 0)
    made: Made | None = None  # Kind.MADE
    draw: Draw | None = None  # Kind.DRAW
    group: frozenset[int] | None = None  # Kind.MADE in GROUPED: the group's ranks
    kicker: frozenset[int] | None = None  # Kind.MADE in KICKED: one more card, of these ranks
    ranks: tuple[int, ...] = ()  # Kind.RANKS: the naturals' ranks, highest first
    suited: bool | None = None  # naturals all of one suit (True) or not (False)
    openness: Openness | None = None  # straight draws
    gaps: Range | None = None  # straight draws: ranks missing inside the naturals' span
    high: Range | None = None  # high cards among the naturals
    within: frozenset[int] | None = None  # every natural of these ranks
    penalties: tuple[Penalty, ...] = ()
    pick: Pick | None = None
    # in a game with jokers and other wild cards (Sevens and Joker Wild), each kind
    # counted apart (None: no condition); ``wilds`` counts both
    jokers: Range | None = None
    others: Range | None = None  # wild cards that are not jokers
    # the wild cards of the deal (a section of the strategy: "Two deuces:"), of any kind,
    # the jokers and the others (None: no condition)
    dealt: Range | None = None
    dealt_jokers: Range | None = None
    dealt_others: Range | None = None
    span: Range | None = None  # ranks from the lowest natural to the highest (ace low or high)
    top: frozenset[int] | None = None  # the highest natural is of these ranks
    bottom: frozenset[int] | None = None  # the lowest natural is of these ranks
    has: frozenset[int] | None = None  # the naturals include every one of these ranks
    suits: frozenset[int] | None = None  # every natural held is of these suits (0-3: c d h s)
    # of one suit, the suit of a wild card dealt (True: sigmajove's One-Eyed Jacks
    # "(suited with jack)") or a suit of the game's wild cards none of the deal's has
    # (False: "(other wild suit)")
    wild_suit: bool | None = None
    prefer: int = 0  # 0: plays its rule; k > 0: replaces the rule's holds (A << B)

    @property
    def naturals(self) -> Range:
        """How many naturals are held (a range, from the wild-card range)."""
        return (self.held - self.wilds[1], self.held - self.wilds[0])


@dataclass(frozen=True)
class Rule:
    """One line of a strategy: hold patterns of equal rank.

    ``optional`` holds the indices of patterns that may never happen in the game
    (the expansion of "four of a kind or better"); any other pattern that can never
    happen is an error.
    """

    patterns: tuple[Pattern, ...]
    text: str = ""  # as written; the canonical text when empty
    line: int = 0  # line number in the source (0: built in code)
    optional: frozenset[int] = field(default=frozenset())


# --------------------------------------------------------------------------- text


def rank_letter(rank: int) -> str:
    """``A``, ``K``, ..., ``T``, ``9``, ..., ``2``."""
    return RANKS[rank]


def takes_an(ranks: str) -> bool:
    """Whether ranks as written (``A-4``, ``8``) are read after "an" rather than "a"."""
    return ranks.startswith(("A", "8"))


def rank_set_text(ranks: frozenset[int]) -> str:
    """Ranks as runs joined by ``/``: ``2-4``, ``J-A``, ``A-4``, ``8/A``."""
    return game_spec.rank_set_text(ranks, "/")


def _rank_group_words(ranks: frozenset[int]) -> str:
    """``aces`` for one rank, else the rank set: ``2-4``."""
    if len(ranks) == 1:
        return RANK_PLURALS[next(iter(ranks))]
    return rank_set_text(ranks)


def range_text(r: Range, top: int = MAX_COUNT) -> str:
    """A count range: ``2``, ``no``, ``1-2``, ``2 or more``."""
    lo, hi = r
    if lo == hi:
        return "no" if lo == 0 else str(lo)
    if hi >= top:
        return f"{lo} or more"
    return f"{lo}-{hi}"


def _plural(word: str, r: Range) -> str:
    if r == (1, 1):
        return word
    if word.endswith(("h", "x")):
        return word + "es"
    return word + "s"


EXACT_KINDS = frozenset({Kind.NOTHING, Kind.WILDS, Kind.RANKS, Kind.HIGH_CARDS})


def implied_wilds(others: Range | None, jokers: Range | None, game: Game, *, exact: bool) -> Range:
    """The wild cards held that counts of each kind allow. In a pattern that holds
    exactly its cards (``exact``), a kind not counted is not held when the other is."""
    if exact and (others is not None or jokers is not None):
        others = others or (0, 0)
        jokers = jokers or (0, 0)
    o = others or (0, game.max_others)
    j = jokers or (0, game.joker_count)
    return (o[0] + j[0], min(o[1] + j[1], game.max_wilds))


def _joker_text(jokers: Range, game: Game) -> str:
    if game.joker_count == 1 and jokers in ((0, 0), (1, 1)):
        return "the joker" if jokers == (1, 1) else "no joker"
    return f"{range_text(jokers, game.joker_count)} {_plural('joker', jokers)}"


def wild_text(
    wilds: Range,
    game: Game,
    others: Range | None = None,
    jokers: Range | None = None,
    *,
    exact: bool = False,
) -> str:
    """``1 deuce``, ``no deuces``, ``the joker``, ``1-2 wild cards``; in a game with
    jokers and other wild cards, each kind counted (``2 sevens and the joker``), and the
    wild cards of any kind when the counts of each kind do not say it all."""
    word = game.wild_word
    top = game.max_wilds
    if others is not None or jokers is not None:
        parts = []
        if others is not None:
            parts.append(f"{range_text(others, game.max_others)} {_plural(game.rank_word, others)}")
        if jokers is not None:
            parts.append(_joker_text(jokers, game))
        if wilds != implied_wilds(others, jokers, game, exact=exact):
            parts.append(f"{range_text(wilds, top)} {_plural('wild card', wilds)}")
        return " and ".join(parts)
    if word == "joker" and game.max_wilds == 1 and wilds in ((0, 0), (1, 1)):
        return "the joker" if wilds == (1, 1) else "no joker"
    if game.mixed:
        word = "wild card"
    return f"{range_text(wilds, top)} {_plural(word, wilds)}"


def bracket_text(p: Penalty) -> str:
    """A penalty written only in brackets, without them: ``no gp``, ``least sp``."""
    if p.kind is PenaltyKind.LEAST_STRAIGHT:
        return "least sp"
    if p.kind is PenaltyKind.SUITS:
        if p.count == (1, 1):
            return "suited"
        return f"{range_text(p.count, 4)} {_plural('suit', p.count)}"
    if p.kind is PenaltyKind.RANKS_FLUSH:
        letters = "".join(rank_letter(r) for r in sorted(p.ranks, reverse=True))
        return f"{'no' if p.count[1] == 0 else 'dsc'} {letters}+fp"
    return f"{'no' if p.count[1] == 0 else 'dsc'} {_BRACKET_WORDS[p.kind]}"


def _penalty_text(p: Penalty) -> str:
    if p.kind is PenaltyKind.SUITED:
        ranks = rank_set_text(p.ranks)
        return f"{'discarded' if p.count[0] >= 1 else 'no discarded'} {ranks} of one suit"
    if p.kind is PenaltyKind.RANK:
        what = many = rank_set_text(p.ranks)
        if p.suits is not None:
            what = many = f"{what} {p.suits.value}"
    else:
        what = f"{p.kind.value} card"
        many = what + "s"
    if p.count[0] >= 1 and p.count[1] >= MAX_COUNT:
        if p.count[0] == 1:
            return f"a discarded {what}"
        return f"{p.count[0]} or more discarded {many}"
    return f"{range_text(p.count)} discarded {what if p.count == (1, 1) else many}"


SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


def suits_text(suits: frozenset[int]) -> str:
    """``spades or hearts``, ``clubs``."""
    names = [SUIT_NAMES[s] for s in sorted(suits, reverse=True)]
    return " or ".join(names)


def _suit_word(suited: bool | None) -> str:
    return "" if suited is None else ("suited " if suited else "unsuited ")


def _core_text(p: Pattern, game: Game) -> tuple[str, bool]:
    """The pattern's noun phrase, and whether its wild cards are already said."""
    split = p.jokers is not None or p.others is not None
    full_wilds = None if split else (0, game.max_wilds)
    if p.kind is Kind.NOTHING:
        return "discard everything", True
    if p.kind is Kind.WILDS:
        if game.wild_word == "joker" and game.max_wilds == 1:
            return "joker", True
        if game.mixed:
            return wild_text(p.wilds, game, p.others, p.jokers, exact=True), True
        return f"{p.held} {_plural(game.wild_word, (p.held, p.held))}", True
    if p.kind is Kind.HIGH_CARDS:
        count = p.held - p.wilds[0]
        return f"{count} {_suit_word(p.suited)}high {_plural('card', (count, count))}", False
    if p.kind is Kind.RANKS:
        letters = "".join(rank_letter(r) for r in p.ranks)
        if len(p.ranks) == 1 and p.suited is None:
            return f"{letters} only", False
        return f"{_suit_word(p.suited)}{letters}", False
    if p.kind is Kind.DRAW:
        assert p.draw is not None
        target = p.draw.value
        said = False
        if p.draw is Draw.ROYAL_FLUSH and game.is_wild:
            if p.wilds == (0, 0):
                target, said = "natural royal flush", True
            elif p.wilds[0] >= 1:
                target = "wild royal flush"
                said = p.wilds == (1, game.max_wilds) and not split
        if p.openness is not None:
            target = f"{p.openness.value} {target}"
        article = "an" if target[0] in "aeiou" else "a"
        return f"{p.held} to {article} {target}", said or p.wilds == full_wilds
    assert p.made is not None
    made = p.made
    said = False
    if made is Made.PAIR and p.group is not None:
        if game.high_min is not None and p.group == game.high_ranks:
            text = "high pair"
        elif game.high_min is not None and p.group == game.low_ranks:
            text = "low pair"
        else:
            text = f"pair of {_rank_group_words(p.group)}"
    elif made in GROUPED and p.group is not None:
        number = {Made.THREE_OF_A_KIND: "three", Made.FOUR_OF_A_KIND: "four"}.get(made, "five")
        if len(p.group) == 1:
            text = f"{number} {_rank_group_words(p.group)}"
        else:
            text = f"{number} of a kind of {rank_set_text(p.group)}"
    elif made is Made.ROYAL_FLUSH and game.is_wild:
        if p.wilds == (0, 0):
            text, said = "natural royal flush", True
        elif p.wilds[0] >= 1:
            text = "wild royal flush"
            said = p.wilds == (1, game.max_wilds) and not split
        else:
            text = "royal flush"
    else:
        text = MADE_TEXT[made]
    return text, said or p.wilds == full_wilds


SectionKey = tuple[Range | None, Range | None, Range | None]  # wild cards dealt, others, jokers
NO_SECTION: SectionKey = (None, None, None)


def section_key(p: Pattern) -> SectionKey:
    """The wild cards of the deals a pattern plays (its section's heading)."""
    return (p.dealt, p.dealt_others, p.dealt_jokers)


def heading_text(key: SectionKey, game: Game) -> str:
    """A section's heading, without its colon: ``Two deuces``, ``No joker``,
    ``0 or more wild cards`` for every deal."""
    if key == NO_SECTION:
        return "0 or more wild cards"
    dealt = key[0] if key[0] is not None else (0, game.max_wilds)
    text = wild_text(dealt, game, key[1], key[2])
    words = {"no": "No", "1": "One", "2": "Two", "3": "Three", "4": "Four", "5": "Five"}
    head, _, rest = text.partition(" ")
    if head in words and rest:
        return f"{words[head]} {rest}"
    return text[0].upper() + text[1:]


def held_by_default(p: Pattern, key: SectionKey) -> bool:
    """Whether a pattern holds just the wild cards its section deals (what a rule under
    the heading holds when it says nothing of them)."""
    return key != NO_SECTION and (p.wilds, p.others, p.jokers) == (
        key[0],
        key[1],
        key[2],
    )


def pattern_text(p: Pattern, game: Game, section: SectionKey | None = None) -> str:
    """The canonical text of a pattern, which reads back into the same pattern (under
    the heading of ``section``, when given: the wild cards it deals go without saying)."""
    in_section = section is not None and section_key(p) == section
    core, wilds_said = _core_text(p, game)
    if in_section and section is not None and held_by_default(p, section):
        wilds_said = True
    quals: list[str] = []
    if p.kind is Kind.MADE and p.kicker is not None:
        ranks = rank_set_text(p.kicker)
        article = "an" if takes_an(ranks) else "a"
        quals.append("a kicker" if p.kicker == game.natural_ranks else f"{article} {ranks} kicker")
    naturals_only = p.kind in (Kind.RANKS, Kind.HIGH_CARDS) and p.wilds == (0, 0)
    if game.is_wild and not wilds_said and p.kind is not Kind.NOTHING and not naturals_only:
        exact = p.kind in EXACT_KINDS
        quals.append(wild_text(p.wilds, game, p.others, p.jokers, exact=exact))
    if p.gaps is not None:
        quals.append(f"{range_text(p.gaps)} {_plural('gap', p.gaps)}")
    if p.span is not None:
        quals.append(f"a span of {range_text(p.span, SPAN_MORE)}")
    if p.top is not None:
        quals.append(f"the highest rank {rank_set_text(p.top)}")
    if p.bottom is not None:
        quals.append(f"the lowest rank {rank_set_text(p.bottom)}")
    if p.has is not None:
        quals.append(
            " and ".join(
                ("an " if takes_an(rank_letter(r)) else "a ") + rank_letter(r)
                for r in sorted(p.has, reverse=True)
            )
        )
    if p.high is not None:
        quals.append(f"{range_text(p.high)} high {_plural('card', p.high)}")
    if p.within is not None:
        quals.append(f"ranks {rank_set_text(p.within)}")
    quals.extend(_penalty_text(pen) for pen in p.penalties if pen.kind not in BRACKET_ONLY)
    if p.suits is not None:
        core += " in " + suits_text(p.suits)
    if p.wild_suit is not None:
        core += " in the suit of a wild card" if p.wild_suit else " in the other wild suit"
    text = core
    if quals:
        text += " with " + " and ".join(quals)
    brackets = [bracket_text(pen) for pen in p.penalties if pen.kind in BRACKET_ONLY]
    if brackets:
        text += " [" + ", ".join(brackets) + "]"
    if in_section:
        pass
    elif p.dealt is not None or p.dealt_jokers is not None or p.dealt_others is not None:
        dealt = p.dealt if p.dealt is not None else (0, game.max_wilds)
        text += " from a deal with " + wild_text(dealt, game, p.dealt_others, p.dealt_jokers)
    if p.pick is not None:
        text += f" (pick the {p.pick.value})"
    return text


def patterns_text(patterns: tuple[Pattern, ...] | list[Pattern], game: Game) -> str:
    """Patterns of one rule in canonical text: ``A | B``, preference levels after ``<<``."""
    levels: dict[int, list[str]] = {}
    for p in patterns:
        levels.setdefault(p.prefer, []).append(pattern_text(p, game))
    return " << ".join(" | ".join(levels[k]) for k in sorted(levels))


def rule_text(rule: Rule, game: Game) -> str:
    """The rule as written, or its canonical text when it was built in code."""
    return rule.text or patterns_text(rule.patterns, game)
