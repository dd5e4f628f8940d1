"""What one item of a rule line says (a draft), and the patterns it becomes.

The grammar (:mod:`.grammar`) fills a :class:`Draft` per item; :func:`finish` checks
it against the game and turns it into :class:`~.patterns.Pattern` objects. Part of the
reader of :mod:`vptrainer.core.strategy.language`.
"""

from __future__ import annotations

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
    ranks: tuple[int, ...] = ()
    suited: bool | None = None
    openness: Openness | None = None
    gaps: Range | None = None
    high: Range | None = None
    within: frozenset[int] | None = None
    penalties: list[Penalty] = field(default_factory=list)
    pick: Pick | None = None
    pick_count: int | None = None
    has_qualifiers: bool = False


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
# the wild cards held (any kind), the others than jokers, the jokers (None: no condition)
Section = tuple[Range, Range | None, Range | None]


def add_wilds(d: Draft, kind: str, count: Range) -> None:
    """Count wild cards of one kind (``any``, ``rank`` or ``joker``, see
    :meth:`.cursor.Cursor.take_wild_word`) into a draft."""
    name = WILD_FIELDS[kind]
    old = getattr(d, name)
    setattr(d, name, intersect(old or (0, MAX_COUNT), count, "wild-card counts"))


def _meet(a: Range | None, b: Range | None, full: Range, what: str) -> Range | None:
    """Two optional counts of one kind of wild card, both in force (None: any)."""
    if a is None and b is None:
        return None
    both = intersect(a or full, b or full, what)
    return None if both == full else both


def wild_counts(d: Draft, kind: Kind, game: Game, section: Section | None) -> Section:
    """The wild cards a draft holds: any kind, the others than jokers, the jokers.

    Each kind counts itself only (``2 sevens`` says nothing of the joker), except in
    a pattern that holds exactly its cards (wild cards alone, ranks, high cards),
    where a kind not named is not held when the other is (``two sevens`` keeps the
    two sevens). A rule that names no wild card takes its section's.
    """
    exact = kind in EXACT_KINDS
    named = d.wilds is not None or d.rank_wilds is not None or d.jokers is not None
    if section is not None and not named and kind in (Kind.RANKS, Kind.HIGH_CARDS):
        return section
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
    if section is not None:
        what = "wild cards of the section and of the rule"
        wilds = intersect(wilds, section[0], what)
        others = _meet(others, section[1], full_o, what)
        jokers = _meet(jokers, section[2], full_j, what)
    if exact and others is not None and jokers is not None:
        # the kind not held goes without saying
        if jokers == (0, 0):
            jokers = None
        elif others == (0, 0):
            others = None
    if wilds == (0, 0):
        others = jokers = None
    return wilds, others, jokers


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
    if d.or_better:
        assert d.made is not None
        order = _order_of_made(game)
        last = order.index(d.made) if d.made in order else len(order) - 1
        out: list[tuple[Pattern, bool]] = []
        for made in order[: last + 1]:
            try:
                pats = finish(replace(d, made=made, or_better=False), game, section)
            except Fail:
                continue
            out.extend((p, made is not d.made) for p, _ in pats)
        if not out:
            raise Fail(f"no {d.made.name.lower().replace('_', ' ')} or better can happen here")
        return out
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
        if not 1 <= d.count <= 4:
            if d.count == 5:
                raise Fail("five cards to a hand is the made hand itself; write it as such")
            raise Fail(f"a draw holds 1 to 4 cards, not {d.count}")
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
    _check_fields(d, game)
    ranks = tuple(sorted(d.ranks, reverse=True))
    pick = d.pick
    if pick is not None and d.pick_count is not None and d.pick_count != held:
        raise Fail(f"the remark picks {d.pick_count} cards but the pattern holds {held}")
    pattern = Pattern(
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
        openness=d.openness,
        gaps=d.gaps,
        high=d.high,
        within=d.within,
        penalties=tuple(sorted(d.penalties, key=lambda p: list(PenaltyKind).index(p.kind))),
        pick=pick,
    )
    return [(pattern, False)]


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
