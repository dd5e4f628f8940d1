"""What one item of a rule line says (a draft), and the patterns it becomes.

The grammar (:mod:`.grammar`) fills a :class:`Draft` per item; :func:`finish` checks
it against the game and turns it into :class:`~.patterns.Pattern` objects. Part of the
reader of :mod:`vptrainer.core.strategy.language`.

A section heading (``Two deuces:``) names the wild cards *dealt*: its rules play only
the deals with that many, and hold them all unless a rule counts its own
(:func:`wild_counts`). Conditions that offer a choice (``[dsc 8T or 9T]``, ``(A23 or
234)``) are :class:`Option` clauses; :func:`finish` writes one pattern per way of
meeting them all.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace

from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.patterns import (
    EXACT_KINDS,
    GROUPED,
    KICKED,
    MADE_SIZE,
    MAX_COUNT,
    STRAIGHT_DRAWS,
    Draw,
    Kind,
    Made,
    Openness,
    Pattern,
    Penalty,
    PenaltyKind,
    Pick,
    Range,
    implied_wilds,
)


class Fail(Exception):
    """A problem in the current line (turned into a StrategyError with its place)."""


@dataclass(frozen=True)
class Option:
    """One way of meeting a condition that offers a choice: penalties, ranks held
    (``has``) and ranks allowed (``within``), all in force together."""

    penalties: tuple[Penalty, ...] = ()
    has: frozenset[int] | None = None
    within: frozenset[int] | None = None


@dataclass
class Draft:
    kind: Kind | None = None
    count: int = 0  # DRAW: N; HIGH_CARDS: naturals; WILDS: wild cards
    wilds: Range | None = None  # wild cards of any kind
    rank_wilds: Range | None = None  # in a game with jokers and other wild cards: the others
    jokers: Range | None = None  # and the jokers
    wild_min: int = 0
    natural: bool = False
    made: Made | None = None
    or_better: bool = False
    draw: Draw | None = None
    group: frozenset[int] | None = None
    kicker: frozenset[int] | None = None
    kicker_if_any: bool = False  # sigmajove's "with low kicker": else the hand alone
    ranks: tuple[int, ...] = ()
    suited: bool | None = None
    openness: Openness | None = None
    double_inside: bool = False  # Elliot Frome's "3-card double inside straight flush"
    gaps: Range | None = None
    high: Range | None = None
    within: frozenset[int] | None = None
    penalties: list[Penalty] = field(default_factory=list)
    pick: Pick | None = None
    pick_count: int | None = None
    has_qualifiers: bool = False
    # the wild cards dealt, said in the rule ("with 1 deuce dealt"): any kind, others, jokers
    dealt: Range | None = None
    dealt_rank: Range | None = None
    dealt_jokers: Range | None = None
    span: Range | None = None  # ranks from the lowest natural to the highest
    naturals: int | None = None  # naturals held ("3 consecutive singletons")
    reach: int | None = None  # sigmajove's straight draws: the span over the naturals held
    top: frozenset[int] | None = None  # the highest natural's rank (sigmajove's "Q high")
    bottom: frozenset[int] | None = None  # the lowest natural's rank ("A low")
    has: frozenset[int] | None = None  # ranks among the naturals
    suits: frozenset[int] | None = None  # the suits of the naturals
    wild_suit: bool | None = None  # of one suit: a wild card's dealt (True), another's (False)
    options: list[list[Option]] = field(default_factory=list)  # all clauses, one option each
    prefer: int = 0  # preference level after ``<<``
    conditions_at: int = -1  # token of the first condition after the item's noun (-1: none)
    wilds_at: int = -1  # token where a condition counts the wild cards held (-1: none)
    more_counts: list[int] = field(default_factory=list)  # "4,5 to a royal flush"
    sf_type: int | None = None  # the Wizard of Odds' "3 to a straight flush (type 2)"
    paying: bool = False  # "any pat paying hand": the pairs are the paying ones
    with_royal: bool = False  # sigmajove's "Straight Flush": his SF 5, royal flushes too


CONDITION_FIELDS = (
    "gaps",
    "high",
    "within",
    "span",
    "top",
    "bottom",
    "has",
    "suits",
    "wild_suit",
    "sf_type",
)


def has_conditions(d: Draft) -> bool:
    """Whether a draft says any condition of its own (penalties, counts, ranks)."""
    return bool(d.penalties or d.options) or any(
        getattr(d, name) is not None for name in CONDITION_FIELDS
    )


def names_wilds(d: Draft) -> bool:
    """Whether a draft counts the wild cards it holds."""
    return (
        d.wilds is not None
        or d.rank_wilds is not None
        or d.jokers is not None
        or d.natural
        or d.wild_min > 0
    )


def copy_conditions(source: Draft, target: Draft) -> None:
    """Give ``target`` the conditions of ``source`` (and the wild-card counts its
    conditions say)."""
    names = [*CONDITION_FIELDS, "dealt", "dealt_rank", "dealt_jokers"]
    if source.wilds_at >= 0:
        names += ["wilds", "rank_wilds", "jokers"]
    for name in names:
        setattr(target, name, getattr(source, name))
    target.penalties = list(source.penalties)
    target.options = [list(c) for c in source.options]
    target.has_qualifiers = target.has_qualifiers or source.has_qualifiers


def share_suits(group: list[Draft]) -> None:
    """``J/K, Q/K unsuited``: a suit word after the last of a list of ranks goes for all."""
    last = group[-1]
    if len(group) > 1 and last.suited is not None and all(d.kind is Kind.RANKS for d in group):
        for d in group:
            if d.suited is None:
                d.suited = last.suited


def intersect(a: Range, b: Range, what: str) -> Range:
    lo, hi = max(a[0], b[0]), min(a[1], b[1])
    if lo > hi:
        raise Fail(f"the {what} contradict each other")
    return (lo, hi)


WILD_FIELDS = {"any": "wilds", "rank": "rank_wilds", "joker": "jokers"}
DEALT_FIELDS = {"any": "dealt", "rank": "dealt_rank", "joker": "dealt_jokers"}
# the wild cards dealt (any kind), the others than jokers, the jokers (None: no condition)
Section = tuple[Range, Range | None, Range | None]


def add_wilds(d: Draft, kind: str, count: Range, *, dealt: bool = False) -> None:
    """Count wild cards of one kind (``any``, ``rank`` or ``joker``, see
    :meth:`.cursor.Cursor.take_wild_word`) into a draft: held, or ``dealt``."""
    name = (DEALT_FIELDS if dealt else WILD_FIELDS)[kind]
    old = getattr(d, name)
    setattr(d, name, intersect(old or (0, MAX_COUNT), count, "wild-card counts"))


def _meet(a: Range | None, b: Range | None, full: Range, what: str) -> Range | None:
    """Two optional counts of one kind of wild card, both in force (None: any)."""
    if a is None and b is None:
        return None
    both = intersect(a or full, b or full, what)
    return None if both == full else both


def _held_default(d: Draft, section: Section | None) -> Draft:
    """The draft with the wild cards it holds when it does not count them: those its
    section deals (every source means "hold them all"), kind by kind."""
    if section is None or d.natural:
        return d
    wilds, others, jokers = section
    if d.wilds is None and d.rank_wilds is None and d.jokers is None:
        return replace(d, wilds=wilds, rank_wilds=others, jokers=jokers)
    if d.rank_wilds is None and d.jokers is not None and others is not None:
        return replace(d, rank_wilds=others)
    if d.jokers is None and d.rank_wilds is not None and jokers is not None:
        return replace(d, jokers=jokers)
    return d


def wild_counts(d: Draft, kind: Kind, game: Game, section: Section | None) -> Section:
    """The wild cards a draft holds: any kind, the others than jokers, the jokers.

    Each kind counts itself only (``2 sevens`` says nothing of the joker), except in
    a pattern that holds exactly its cards (wild cards alone, ranks, high cards),
    where a kind not named is not held when the other is (``two sevens`` keeps the
    two sevens). A rule that does not count a kind its section deals holds them all.
    """
    d = _held_default(d, section)
    exact = kind in EXACT_KINDS
    max_w = game.max_wilds
    full_o, full_j = (0, game.max_others), (0, game.joker_count)
    what = "wild-card counts"
    if d.rank_wilds is not None and d.rank_wilds[0] > game.max_others:
        raise Fail(f"a hand holds at most {game.max_others} {game.rank_word}s here")
    if d.jokers is not None and d.jokers[0] > game.joker_count:
        raise Fail(f"{game.name} has {game.joker_count} joker{'s' if game.joker_count > 1 else ''}")
    others = _meet(d.rank_wilds, None, full_o, what)
    jokers = _meet(d.jokers, None, full_j, what)
    if exact and (others is not None or jokers is not None):
        others, jokers = others or (0, 0), jokers or (0, 0)
    if d.rank_wilds is None and d.jokers is None:
        default: Range = (
            (0, 0) if kind in (Kind.RANKS, Kind.HIGH_CARDS, Kind.NOTHING) else (0, max_w)
        )
        wilds = d.wilds if d.wilds is not None else default
    else:
        wilds = implied_wilds(others, jokers, game, exact=exact)
        if d.wilds is not None:
            wilds = intersect(wilds, d.wilds, what)
    if exact and others is not None and jokers is not None:
        # the kind not held goes without saying
        if jokers == (0, 0):
            jokers = None
        elif others == (0, 0):
            others = None
    if wilds == (0, 0):
        others = jokers = None
    return wilds, others, jokers


def dealt_counts(d: Draft, game: Game, section: Section | None) -> Section | None:
    """The wild cards the deals of a draft have: its section's, and its own
    (``with 1 deuce dealt``), both in force; None when nothing is said."""
    named = d.dealt is not None or d.dealt_rank is not None or d.dealt_jokers is not None
    if section is None and not named:
        return None
    full: Range = (0, game.max_wilds)
    full_o, full_j = (0, game.max_others), (0, game.joker_count)
    what = "wild cards dealt"
    wilds = intersect(d.dealt or full, section[0] if section else full, what)
    others = _meet(d.dealt_rank, section[1] if section else None, full_o, what)
    jokers = _meet(d.dealt_jokers, section[2] if section else None, full_j, what)
    if others is not None or jokers is not None:
        wilds = intersect(wilds, implied_wilds(others, jokers, game, exact=False), what)
    return (wilds[0], min(wilds[1], game.max_wilds)), others, jokers


def _order_of_made(game: Game) -> list[Made]:
    """Made hands, best first (for "four of a kind or better")."""
    order = [
        Made.ROYAL_FLUSH,
        Made.STRAIGHT_FLUSH,
        Made.FOUR_OF_A_KIND,
        Made.FULL_HOUSE,
        Made.FLUSH,
        Made.STRAIGHT,
        Made.THREE_OF_A_KIND,
        Made.TWO_PAIR,
        Made.PAIR,
    ]
    if game.is_wild:
        order.insert(1, Made.FIVE_OF_A_KIND)
    return order


def finish(d: Draft, game: Game, section: Section | None) -> list[tuple[Pattern, bool]]:
    """A draft as patterns (several for "or better"), each with whether it is optional."""
    if d.more_counts:
        out_counts: list[tuple[Pattern, bool]] = []
        for count in (d.count, *d.more_counts):
            for p, opt in finish(replace(d, count=count, more_counts=[]), game, section):
                if p not in (q for q, _ in out_counts):
                    out_counts.append((p, opt))
        return out_counts
    if d.sf_type is not None:
        out_types: list[tuple[Pattern, bool]] = []
        for gaps, high in _sf_type(d, game):
            drafted = replace(d, sf_type=None, gaps=gaps, high=high)
            out_types += [(p, False) for p, _ in finish(drafted, game, section)]
        return out_types
    if d.or_better:
        assert d.made is not None
        order = _order_of_made(game)
        last = order.index(d.made) if d.made in order else len(order) - 1
        out: list[tuple[Pattern, bool]] = []
        for made in order[: last + 1]:
            group = game.high_ranks if d.paying and made is Made.PAIR else d.group
            try:
                pats = finish(replace(d, made=made, or_better=False, group=group), game, section)
            except Fail:
                continue
            # five of a kind without a wild card never happens (a section with none)
            out.extend(
                (p, made is not d.made)
                for p, _ in pats
                if made is not Made.FIVE_OF_A_KIND or p.wilds[1] > 0
            )
        if not out:
            raise Fail(f"no {d.made.name.lower().replace('_', ' ')} or better can happen here")
        return out
    if d.with_royal:
        # sigmajove's program reads "Straight Flush" as five cards to a straight flush
        # (his SF 5, any reach), so a royal flush is one too (optional: the section may
        # have none, as a section of two deuces in a game without a wild royal)
        sf = finish(replace(d, with_royal=False), game, section)
        try:
            royal = finish(replace(d, with_royal=False, made=Made.ROYAL_FLUSH), game, section)
        except Fail:
            royal = []
        return sf + [(p, True) for p, _ in royal if p not in (q for q, _ in sf)]
    if d.kicker_if_any:
        # the hand with its kicker when the deal has one, the hand alone otherwise (a
        # made hand held whole wins over its part, so the kicker is kept when it fits)
        kept = finish(replace(d, kicker_if_any=False), game, section)
        alone = finish(replace(d, kicker_if_any=False, kicker=None), game, section)
        return kept + [(p, opt) for p, opt in alone if p not in (q for q, _ in kept)]
    assert d.kind is not None
    max_w = game.max_wilds
    named = d.wilds is not None or d.rank_wilds is not None or d.jokers is not None
    if named and d.kind in (Kind.MADE, Kind.DRAW) and not game.is_wild:
        raise Fail(f"{game.name} has no wild cards")
    if d.wilds is not None and d.wilds[0] > max_w:
        if not game.is_wild:
            raise Fail(f"{game.name} has no wild cards")
        raise Fail(f"a hand holds at most {max_w} wild card{'s' if max_w > 1 else ''} here")
    wilds, others, jokers = wild_counts(d, d.kind, game, section)
    wilds = (wilds[0], min(wilds[1], max_w))
    if d.natural:
        if not game.is_wild:
            raise Fail(f"'natural' means without wild cards, and {game.name} has none")
        wilds = intersect(wilds, (0, 0), "wild-card counts")
        others = jokers = None
    if d.wild_min:
        if not game.is_wild:
            raise Fail(f"{game.name} has no wild cards")
        wilds = intersect(wilds, (d.wild_min, max_w), "wild-card counts")
    if d.kind is Kind.NOTHING and d.has_qualifiers:
        raise Fail("'discard everything' takes no conditions")
    if d.kind in (Kind.RANKS, Kind.HIGH_CARDS) and wilds[0] != wilds[1]:
        raise Fail("say how many wild cards are held with these cards")
    if d.kind is Kind.NOTHING:
        held = 0
    elif d.kind is Kind.WILDS:
        if wilds[0] != wilds[1]:
            raise Fail("say how many wild cards are held")
        held = wilds[0]
    elif d.kind is Kind.MADE:
        assert d.made is not None
        held = MADE_SIZE[d.made] + (1 if d.kicker is not None else 0)
    elif d.kind is Kind.DRAW:
        if not 1 <= d.count <= 5:
            raise Fail(f"a draw holds 1 to 5 cards, not {d.count}")
        held = d.count
    elif d.kind is Kind.HIGH_CARDS:
        if game.high_min is None:
            raise Fail(f"{game.name} pays no pair, so it has no high cards")
        if not 1 <= d.count <= 5:
            raise Fail(f"a hand holds 1 to 5 high cards, not {d.count}")
        held = d.count + wilds[0]
    else:
        held = len(d.ranks) + wilds[0]
    if held > 5:
        raise Fail("that holds more than five cards")
    if d.kind is Kind.WILDS and held < 1:
        raise Fail("hold at least one wild card")
    span = d.span
    if d.naturals is not None:
        wilds = intersect(wilds, (held - d.naturals, held - d.naturals), "wild-card counts")
    if d.reach is not None and d.reach >= 0:
        if wilds[0] != wilds[1]:
            raise Fail("say how many wild cards are held with this draw (or use a heading)")
        span = (held - wilds[0] + d.reach, held - wilds[0] + d.reach)
    openness = d.openness
    three = held == 3 and wilds == (0, 0)
    if d.double_inside and not three:
        raise Fail("'double inside' goes with a draw of 3 cards without wild cards")
    if openness is not None and three:
        # three naturals: "inside" is one rank missing among them (6-8-9), "double
        # inside" two (6-8-T), "outside" none, as Elliot Frome, Bob Dancer and sigmajove
        # (SF 3 i) write it; four: the straights they fit
        missing = 2 if d.double_inside else (1 if openness is Openness.INSIDE else 0)
        span = intersect(span or (3, 5), (3 + missing, 3 + missing), "spans")
        openness = None
    dealt = dealt_counts(d, game, section)
    if dealt is not None and wilds[0] > dealt[0][1]:
        raise Fail("the rule holds more wild cards than its deals have")
    _check_fields(d, game)
    ranks = tuple(sorted(d.ranks, reverse=True))
    pick = d.pick
    if pick is not None and d.pick_count is not None and d.pick_count != held:
        raise Fail(f"the remark picks {d.pick_count} cards but the pattern holds {held}")
    base = Pattern(
        kind=d.kind,
        held=held,
        wilds=wilds,
        jokers=jokers,
        others=others,
        made=d.made if d.kind is Kind.MADE else None,
        draw=d.draw,
        group=d.group,
        kicker=d.kicker,
        ranks=ranks,
        suited=d.suited,
        openness=openness,
        gaps=d.gaps,
        high=d.high,
        within=d.within,
        penalties=(),
        pick=pick,
        dealt=None if dealt is None else dealt[0],
        dealt_others=None if dealt is None else dealt[1],
        dealt_jokers=None if dealt is None else dealt[2],
        span=span,
        top=d.top,
        bottom=d.bottom,
        has=d.has,
        suits=d.suits,
        wild_suit=d.wild_suit,
        prefer=d.prefer,
    )
    if dealt is not None and dealt[0] == (0, game.max_wilds) and dealt[1:] == (None, None):
        base = replace(base, dealt=None)
    out_patterns: list[tuple[Pattern, bool]] = []
    for choice in itertools.product(*d.options) if d.options else [()]:
        pattern = _with_options(base, d.penalties, choice)
        if pattern is not None and all(pattern != p for p, _ in out_patterns):
            out_patterns.append((pattern, False))
    if not out_patterns:
        raise Fail("the conditions contradict each other")
    return out_patterns


# the Wizard of Odds' types of 3-card straight flush draws, as gaps (the language's:
# 3 less the straights the cards fit, so that 2-3-4 has 1 and an ace low 2) and high
# cards: type 1, at least as many high cards as gaps; type 2, one high card fewer
# than gaps (one gap and no high card, two gaps and one, any ace low, 2-3-4); type 3,
# two gaps and no high card
SF_TYPES: dict[int, tuple[tuple[Range, Range], ...]] = {
    1: tuple(((g, g), (g, 3)) for g in range(3)),
    2: (((1, 1), (0, 0)), ((2, 2), (1, 1))),
    3: (((2, 2), (0, 0)),),
}


def _sf_type(d: Draft, game: Game) -> tuple[tuple[Range, Range], ...]:
    """The gaps and high cards of a draft's straight flush type (:data:`SF_TYPES`)."""
    if d.kind is not Kind.DRAW or d.draw is not Draw.STRAIGHT_FLUSH or d.count != 3:
        raise Fail("a type ('type 1' to 'type 3') goes with 3 to a straight flush")
    if game.is_wild:
        raise Fail("the types of a straight flush draw are for games without wild cards")
    if d.gaps is not None or d.high is not None or d.span is not None:
        raise Fail("a type says the gaps and high cards: give them once")
    if d.sf_type not in SF_TYPES:
        raise Fail("a straight flush draw is of type 1, 2 or 3")
    return SF_TYPES[d.sf_type]


def _with_options(
    base: Pattern, penalties: list[Penalty], options: tuple[Option, ...]
) -> Pattern | None:
    """The pattern with its penalties and one option of each clause (None when they
    contradict each other)."""
    by_key: dict[tuple[object, ...], Penalty] = {}
    has = base.has
    within = base.within
    for pen in [*penalties, *(p for o in options for p in o.penalties)]:
        key = (pen.kind, pen.ranks, pen.suits)
        old = by_key.get(key)
        if old is not None:
            lo, hi = max(old.count[0], pen.count[0]), min(old.count[1], pen.count[1])
            if lo > hi:
                return None
            pen = replace(pen, count=(lo, hi))
        by_key[key] = pen
    for o in options:
        if o.has is not None:
            has = o.has if has is None else has | o.has
        if o.within is not None:
            within = o.within if within is None else within & o.within
    if has is not None and within is not None and not has <= within:
        return None
    ordered = tuple(sorted(by_key.values(), key=Penalty.sort_key))
    return replace(base, penalties=ordered, has=has, within=within)


def _check_fields(d: Draft, game: Game) -> None:
    natural = game.natural_ranks
    named = [*d.ranks, *(d.group or ()), *(d.kicker or ()), *(d.within or ())]
    for p in d.penalties:
        named.extend(p.ranks)
    for r in named:
        if r not in natural:
            raise Fail(f"every {'AKQJT98765432'[12 - r]} is wild in {game.name}")
    if d.suited is not None and d.kind not in (Kind.RANKS, Kind.HIGH_CARDS):
        raise Fail("'suited' and 'unsuited' go with ranks or high cards")
    uses_high = d.high is not None or any(p.kind is PenaltyKind.HIGH for p in d.penalties)
    if uses_high and game.high_min is None:
        raise Fail(f"{game.name} pays no pair, so it has no high cards")
    straightish = d.kind is Kind.DRAW and d.draw in STRAIGHT_DRAWS
    if d.gaps is not None and not straightish:
        raise Fail("gaps go with a draw to a straight, straight flush or royal flush")
    if d.openness is not None and d.draw not in (Draw.STRAIGHT, Draw.STRAIGHT_FLUSH):
        raise Fail("'inside' and 'outside' go with a straight or straight flush draw")
    if d.group is not None and (d.kind is not Kind.MADE or d.made not in GROUPED):
        raise Fail("ranks of a group go with a pair, three, four or five of a kind")
    if d.kicker is not None and d.made not in KICKED:
        raise Fail("a kicker goes with a pair, three or four of a kind")
    if d.kind is Kind.NOTHING and d.pick is not None:
        raise Fail("'discard everything' cannot be narrowed")
