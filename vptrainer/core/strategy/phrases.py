"""Rules of a strategy chart described for the player, in any language.

The strategy language (:mod:`vptrainer.core.strategy.patterns`, ``pattern_text``) is a
file format and stays English. :func:`pattern_message` says the same pattern as a
:class:`~vptrainer.core.messages.Message` built from translatable phrases: its English is
exactly ``pattern_text``, and the GUI shows it in the reader's language.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING

from vptrainer.core.messages import Message, count, join
from vptrainer.core.strategy.game import Game, game_of
from vptrainer.core.strategy.patterns import (
    EXACT_KINDS,
    GROUPED,
    MAX_COUNT,
    SPAN_MORE,
    Draw,
    Kind,
    Made,
    Openness,
    Pattern,
    Penalty,
    PenaltyKind,
    Pick,
    Range,
    SectionKey,
    heading_text,
    held_by_default,
    implied_wilds,
    pattern_text,
    rank_letter,
    rank_set_text,
    section_key,
    takes_an,
)

if TYPE_CHECKING:  # the generator loads numba: the GUI imports this module at start
    from vptrainer.core.strategy.generator.charts import Chart

# one noun in the singular and the plural (the plural of "six" is "sixes")
_NOUNS: dict[str, tuple[Message, Message]] = {
    "deuce": (Message("deuce"), Message("deuces")),
    "joker": (Message("joker"), Message("jokers")),
    "wild card": (Message("wild card"), Message("wild cards")),
    "gap": (Message("gap"), Message("gaps")),
    "card": (Message("card"), Message("cards")),
    "three": (Message("three"), Message("threes")),
    "four": (Message("four"), Message("fours")),
    "five": (Message("five"), Message("fives")),
    "six": (Message("six"), Message("sixes")),
    "seven": (Message("seven"), Message("sevens")),
    "eight": (Message("eight"), Message("eights")),
    "nine": (Message("nine"), Message("nines")),
    "ten": (Message("ten"), Message("tens")),
    "jack": (Message("jack"), Message("jacks")),
    "queen": (Message("queen"), Message("queens")),
    "king": (Message("king"), Message("kings")),
    "ace": (Message("ace"), Message("aces")),
}

# a rank group named by its rank ("pair of aces"; deuces are twos here, as in the file)
_RANK_PLURALS: tuple[Message, ...] = (
    Message("twos"),
    Message("threes"),
    Message("fours"),
    Message("fives"),
    Message("sixes"),
    Message("sevens"),
    Message("eights"),
    Message("nines"),
    Message("tens"),
    Message("jacks"),
    Message("queens"),
    Message("kings"),
    Message("aces"),
)

_MADE = {
    Made.PAIR: Message("pair"),
    Made.TWO_PAIR: Message("two pair"),
    Made.THREE_OF_A_KIND: Message("three of a kind"),
    Made.STRAIGHT: Message("straight"),
    Made.FLUSH: Message("flush"),
    Made.FULL_HOUSE: Message("full house"),
    Made.FOUR_OF_A_KIND: Message("four of a kind"),
    Made.STRAIGHT_FLUSH: Message("straight flush"),
    Made.ROYAL_FLUSH: Message("royal flush"),
    Made.FIVE_OF_A_KIND: Message("five of a kind"),
}

_DRAWS = {
    Draw.ROYAL_FLUSH: Message("royal flush"),
    Draw.STRAIGHT_FLUSH: Message("straight flush"),
    Draw.FLUSH: Message("flush"),
    Draw.STRAIGHT: Message("straight"),
}


def _noun(word: str, r: Range) -> Message | str:
    """``word`` in the singular for exactly one, else in the plural."""
    forms = _NOUNS.get(word)
    if forms is None:  # not a word the strategy language makes: as the file says it
        return word if r == (1, 1) else word + ("es" if word.endswith(("h", "x")) else "s")
    return forms[0] if r == (1, 1) else forms[1]


def counted(r: Range, word: str, top: int = MAX_COUNT) -> Message:
    """``2 deuces``, ``no jokers``, ``1-2 wild cards``, ``2 or more gaps``."""
    lo, hi = r
    noun = _noun(word, r)
    if lo == hi:
        if lo == 0:
            return Message("no {noun}", noun=noun)
        return Message("{n} {noun}", n=count(lo), noun=noun)
    if hi >= top:
        return Message("{n} or more {noun}", n=count(lo), noun=noun)
    return Message("{lo}-{hi} {noun}", lo=count(lo), hi=count(hi), noun=noun)


def _and(parts: Sequence[str]) -> str:
    said = parts[0]
    for part in parts[1:]:
        said = Message("{first} and {second}", first=said, second=part)
    return said


def _group_words(ranks: frozenset[int]) -> str:
    if len(ranks) == 1:
        return _RANK_PLURALS[next(iter(ranks))]
    return rank_set_text(ranks)


def _joker_text(jokers: Range, game: Game) -> Message:
    if game.joker_count == 1 and jokers in ((0, 0), (1, 1)):
        return Message("the joker") if jokers == (1, 1) else Message("no joker")
    return counted(jokers, "joker", game.joker_count)


def wild_message(
    wilds: Range,
    game: Game,
    others: Range | None = None,
    jokers: Range | None = None,
    *,
    exact: bool = False,
) -> str:
    """The wild cards held, as :func:`~vptrainer.core.strategy.patterns.wild_text` says."""
    word = game.wild_word
    top = game.max_wilds
    if others is not None or jokers is not None:
        parts: list[str] = []
        if others is not None:
            parts.append(counted(others, game.rank_word, game.max_others))
        if jokers is not None:
            parts.append(_joker_text(jokers, game))
        if wilds != implied_wilds(others, jokers, game, exact=exact):
            parts.append(counted(wilds, "wild card", top))
        return _and(parts)
    if word == "joker" and game.max_wilds == 1 and wilds in ((0, 0), (1, 1)):
        return Message("the joker") if wilds == (1, 1) else Message("no joker")
    if game.mixed:
        word = "wild card"
    return counted(wilds, word, top)


_PENALTY_WORDS = {
    PenaltyKind.FLUSH: (Message("flush card"), Message("flush cards")),
    PenaltyKind.STRAIGHT: (Message("straight card"), Message("straight cards")),
    PenaltyKind.HIGH: (Message("high card"), Message("high cards")),
}


def _penalty(p: Penalty) -> Message:
    if p.kind is PenaltyKind.RANK:
        what: str = rank_set_text(p.ranks)
        many: str = what
    else:
        what, many = _PENALTY_WORDS[p.kind]
    lo, hi = p.count
    if lo >= 1 and hi >= MAX_COUNT:
        if lo == 1:
            return Message("a discarded {what}", what=what)
        return Message("{n} or more discarded {what}", n=count(lo), what=many)
    noun = what if p.count == (1, 1) else many
    if lo == hi:
        if lo == 0:
            return Message("no discarded {what}", what=noun)
        return Message("{n} discarded {what}", n=count(lo), what=noun)
    if hi >= MAX_COUNT:
        return Message("{n} or more discarded {what}", n=count(lo), what=noun)
    return Message("{lo}-{hi} discarded {what}", lo=count(lo), hi=count(hi), what=noun)


def _high_cards(n: int, suited: bool | None) -> Message:
    one = n == 1
    if suited is None:
        return (
            Message("{n} high card", n=count(n)) if one else Message("{n} high cards", n=count(n))
        )
    if suited:
        if one:
            return Message("{n} suited high card", n=count(n))
        return Message("{n} suited high cards", n=count(n))
    if one:
        return Message("{n} unsuited high card", n=count(n))
    return Message("{n} unsuited high cards", n=count(n))


def _target(p: Pattern, game: Game, split: bool) -> tuple[Message, bool]:
    assert p.draw is not None
    target = _DRAWS[p.draw]
    said = False
    if p.draw is Draw.ROYAL_FLUSH and game.is_wild:
        if p.wilds == (0, 0):
            target, said = Message("natural royal flush"), True
        elif p.wilds[0] >= 1:
            target = Message("wild royal flush")
            said = p.wilds == (1, game.max_wilds) and not split
    if p.openness is Openness.INSIDE:
        target = Message("inside {draw}", draw=target)
    elif p.openness is Openness.OUTSIDE:
        target = Message("outside {draw}", draw=target)
    return target, said


def _core(p: Pattern, game: Game) -> tuple[str, bool]:
    """The pattern's noun phrase, and whether its wild cards are already said."""
    split = p.jokers is not None or p.others is not None
    full_wilds = None if split else (0, game.max_wilds)
    if p.kind is Kind.NOTHING:
        return Message("discard everything"), True
    if p.kind is Kind.WILDS:
        if game.wild_word == "joker" and game.max_wilds == 1:
            return Message("joker"), True
        if game.mixed:
            return wild_message(p.wilds, game, p.others, p.jokers, exact=True), True
        noun = _noun(game.wild_word, (p.held, p.held))
        return Message("{n} {noun}", n=count(p.held), noun=noun), True
    if p.kind is Kind.HIGH_CARDS:
        return _high_cards(p.held - p.wilds[0], p.suited), False
    if p.kind is Kind.RANKS:
        letters = "".join(rank_letter(r) for r in p.ranks)
        if len(p.ranks) == 1 and p.suited is None:
            return Message("{ranks} only", ranks=letters), False
        if p.suited is None:
            return letters, False
        if p.suited:
            return Message("suited {ranks}", ranks=letters), False
        return Message("unsuited {ranks}", ranks=letters), False
    if p.kind is Kind.DRAW:
        target, said = _target(p, game, split)
        english = str(target)
        held = count(p.held)
        if english[0] in "aeiou":
            return Message("{n} to an {draw}", n=held, draw=target), said or p.wilds == full_wilds
        return Message("{n} to a {draw}", n=held, draw=target), said or p.wilds == full_wilds
    assert p.made is not None
    made = p.made
    said = False
    text: str
    if made is Made.PAIR and p.group is not None:
        if game.high_min is not None and p.group == game.high_ranks:
            text = Message("high pair")
        elif game.high_min is not None and p.group == game.low_ranks:
            text = Message("low pair")
        else:
            text = Message("pair of {ranks}", ranks=_group_words(p.group))
    elif made in GROUPED and p.group is not None and len(p.group) > 1:
        ranks = rank_set_text(p.group)
        if made is Made.THREE_OF_A_KIND:
            text = Message("three of a kind of {ranks}", ranks=ranks)
        elif made is Made.FOUR_OF_A_KIND:
            text = Message("four of a kind of {ranks}", ranks=ranks)
        else:
            text = Message("five of a kind of {ranks}", ranks=ranks)
    elif made in GROUPED and p.group is not None:
        ranks = _group_words(p.group)
        if made is Made.THREE_OF_A_KIND:
            text = Message("three {ranks}", ranks=ranks)
        elif made is Made.FOUR_OF_A_KIND:
            text = Message("four {ranks}", ranks=ranks)
        else:
            text = Message("five {ranks}", ranks=ranks)
    elif made is Made.ROYAL_FLUSH and game.is_wild:
        if p.wilds == (0, 0):
            text, said = Message("natural royal flush"), True
        elif p.wilds[0] >= 1:
            text = Message("wild royal flush")
            said = p.wilds == (1, game.max_wilds) and not split
        else:
            text = _MADE[made]
    else:
        text = _MADE[made]
    return text, said or p.wilds == full_wilds


def _span(r: Range) -> Message:
    lo, hi = r
    if lo == hi:
        return Message("a span of {n}", n=count(lo))
    if hi >= SPAN_MORE:
        return Message("a span of {n} or more", n=count(lo))
    return Message("a span of {lo}-{hi}", lo=count(lo), hi=count(hi))


def _has(ranks: frozenset[int]) -> str:
    said: list[str] = []
    for r in sorted(ranks, reverse=True):
        if takes_an(rank_letter(r)):
            said.append(Message("an {rank}", rank=rank_letter(r)))
        else:
            said.append(Message("a {rank}", rank=rank_letter(r)))
    return _and(said)


_SUIT_WORDS = {
    3: Message("spades"),
    2: Message("hearts"),
    1: Message("diamonds"),
    0: Message("clubs"),
}


def _suits(suits: frozenset[int]) -> str:
    names = [_SUIT_WORDS[s] for s in sorted(suits, reverse=True)]
    said: str = names[0]
    for name in names[1:]:
        said = Message("{first} or {second}", first=said, second=name)
    return said


def pattern_message(p: Pattern, game: Game, section: SectionKey | None = None) -> Message:
    """The pattern said for the player; its English is ``pattern_text(p, game, section)``."""
    in_section = section is not None and section_key(p) == section
    core, wilds_said = _core(p, game)
    if in_section and section is not None and held_by_default(p, section):
        wilds_said = True
    quals: list[str] = []
    if p.kind is Kind.MADE and p.kicker is not None:
        if p.kicker == game.natural_ranks:
            quals.append(Message("a kicker"))
        else:
            ranks = rank_set_text(p.kicker)
            if takes_an(ranks):
                quals.append(Message("an {ranks} kicker", ranks=ranks))
            else:
                quals.append(Message("a {ranks} kicker", ranks=ranks))
    naturals_only = p.kind in (Kind.RANKS, Kind.HIGH_CARDS) and p.wilds == (0, 0)
    if game.is_wild and not wilds_said and p.kind is not Kind.NOTHING and not naturals_only:
        exact = p.kind in EXACT_KINDS
        quals.append(wild_message(p.wilds, game, p.others, p.jokers, exact=exact))
    if p.gaps is not None:
        quals.append(counted(p.gaps, "gap"))
    if p.span is not None:
        quals.append(_span(p.span))
    if p.top is not None:
        quals.append(Message("the highest rank {ranks}", ranks=rank_set_text(p.top)))
    if p.bottom is not None:
        quals.append(Message("the lowest rank {ranks}", ranks=rank_set_text(p.bottom)))
    if p.has is not None:
        quals.append(_has(p.has))
    if p.high is not None:
        quals.append(_counted_high(p.high))
    if p.within is not None:
        quals.append(Message("ranks {ranks}", ranks=rank_set_text(p.within)))
    quals.extend(_penalty(pen) for pen in p.penalties)
    said: Message = core if isinstance(core, Message) else Message("{ranks}", ranks=core)
    if p.suits is not None:
        said = Message("{hold} in {suits}", hold=said, suits=_suits(p.suits))
    if quals:
        said = Message("{hold} with {conditions}", hold=said, conditions=_and(quals))
    if not in_section and (
        p.dealt is not None or p.dealt_jokers is not None or p.dealt_others is not None
    ):
        dealt = p.dealt if p.dealt is not None else (0, game.max_wilds)
        said = Message(
            "{hold} from a deal with {wilds}",
            hold=said,
            wilds=wild_message(dealt, game, p.dealt_others, p.dealt_jokers),
        )
    if p.pick is Pick.LOWEST:
        said = Message("{hold} (pick the lowest)", hold=said)
    elif p.pick is Pick.HIGHEST:
        said = Message("{hold} (pick the highest)", hold=said)
    return said


def _counted_high(r: Range) -> Message:
    lo, hi = r
    if lo == hi:
        if lo == 0:
            return Message("no high cards")
        if lo == 1:
            return Message("{n} high card", n=count(lo))
        return Message("{n} high cards", n=count(lo))
    if hi >= MAX_COUNT:
        return Message("{n} or more high cards", n=count(lo))
    return Message("{lo}-{hi} high cards", lo=count(lo), hi=count(hi))


def rule_message(
    patterns: Sequence[Pattern], game: Game, text: str = "", *, in_section: bool = False
) -> Message:
    """A rule said for the player: its patterns one after the other (``|`` between them).

    ``text`` is the rule as the file writes it (possibly shortened): the message's English
    is that text, and a reader of another language reads it translated piece by piece as
    written (:func:`_as_written`: ``X or better``, comma lists), or else each pattern;
    ``in_section``: the rule stands under its heading, which says the wild cards dealt."""
    each = [pattern_message(p, game, section_key(p) if in_section else None) for p in patterns]
    said = _as_written(each, text) or join(each, " | ")
    english = text or " | ".join(pattern_text(p, game) for p in patterns)
    return Message.with_english(english, said)


# the templates :func:`_core` says explicit ranks with (the words around them say it in
# their ``hold`` field)
_RANK_TEMPLATES = frozenset({"{ranks} only", "suited {ranks}", "unsuited {ranks}", "{ranks}"})
_HOLD = "hold"


def _with_ranks(said: Message, letters: str) -> Message | None:
    """A pattern of explicit ranks said with other ranks (``suited KQ`` as ``suited KQ,
    KJ``), its other words the same; None for another pattern."""
    if said.template in _RANK_TEMPLATES:
        return Message(said.template, ranks=letters)
    hold = said.args.get(_HOLD)
    if not isinstance(hold, Message):
        return None
    inner = _with_ranks(hold, letters)
    return None if inner is None else Message(said.template, **{**said.args, _HOLD: inner})


def _piece(piece: str, by_text: dict[str, Message]) -> Message | None:
    """One piece of a rule's text (between ``|``) said: one of its patterns, that
    pattern "or better", or a comma list of explicit ranks that share their other words
    (``suited KQ, KJ, KT``, ``suited QT in diamonds or clubs, JT``: the words said once,
    around the list); None for another piece."""
    said = by_text.get(piece)
    if said is not None:
        return said
    hand = piece.removesuffix(" or better")
    if hand != piece and hand in by_text:
        return Message("{hand} or better", hand=by_text[hand])
    singles = _singles(piece, by_text)
    if singles is not None:
        return singles
    if ", " not in piece:
        return None
    for one in by_text.values():
        marked = _with_ranks(one, "\x00")
        if marked is None:
            continue
        before, after = str(marked).split("\x00")
        first = str(one)
        if piece.startswith(f"{first}, "):  # the words after the first item: its suits
            listed = ", ".join(
                [first[len(before) : len(first) - len(after)], piece[len(first) + 2 :]]
            )
        elif piece.startswith(before) and piece.endswith(after):  # a condition ends it
            listed = piece[len(before) : len(piece) - len(after)]
        else:
            continue
        each = [_with_ranks(one, letters) for letters in listed.split(", ")]
        if all(m is not None and str(m) in by_text for m in each):
            return _with_ranks(one, listed)
    return None


def _singles(piece: str, by_text: dict[str, Message]) -> Message | None:
    """``A, Q or J only``: single cards, each a pattern of the rule (``A only``), said
    as one list; None for another piece."""
    listed = piece.removesuffix(" only")
    first, _, last = listed.rpartition(" or ")
    if listed == piece or not first:
        return None
    if not all(f"{card} only" in by_text for card in [*first.split(", "), last]):
        return None
    return Message("{ranks} only", ranks=Message("{first} or {second}", first=first, second=last))


def _as_written(each: Sequence[Message], text: str) -> Message | None:
    """A rule said piece by piece as its text writes it (:func:`_piece`: a generated
    chart's ``high pair or better``, ``suited KQ, KJ, KT``), not pattern by pattern;
    None where a piece is said otherwise (every pattern said then)."""
    if not text:
        return None
    by_text = {str(m): m for m in each}
    out: list[str] = []
    for piece in text.split(" | "):
        said = _piece(piece, by_text)
        if said is None:
            return None
        out.append(said)
    return join(out, " | ")


_WORDS: weakref.WeakKeyDictionary[Chart, tuple[Message, ...]] = weakref.WeakKeyDictionary()
_WORDS_LOCK = threading.Lock()


def chart_words(chart: Chart) -> tuple[Message, ...]:
    """Each rule of a generated chart said for the player (:func:`rule_message`; its
    English is the rule's text), made once per chart."""
    with _WORDS_LOCK:
        found = _WORDS.get(chart)
        if found is None:
            game = game_of(chart.table)
            found = tuple(
                rule_message(r.patterns, game, r.text, in_section=bool(r.section))
                for r in chart.rules
            )
            _WORDS[chart] = found
        return found


def heading_message(key: SectionKey, game: Game) -> Message:
    """A section's heading said for the player: in English as the chart writes it
    (:func:`~vptrainer.core.strategy.patterns.heading_text`: ``Two deuces``), translated
    as the deals it stands for (``Deals with 2 deuces``)."""
    dealt = key[0] if key[0] is not None else (0, game.max_wilds)
    wilds = wild_message(dealt, game, key[1], key[2])
    template = getattr(wilds, "template", "")
    if template == "no {noun}":  # "no deuces": deals without them
        said = Message("Deals without {noun}", noun=wilds.args["noun"])  # type: ignore[attr-defined]
    elif template == "no joker":
        said = Message("Deals without the joker")
    else:
        said = Message("Deals with {wilds}", wilds=wilds)
    return Message.with_english(heading_text(key, game), said)


def chart_headings(chart: Chart) -> dict[str, Message]:
    """The headings of a chart's sections (none in a game without wild cards), each said
    for the player (:func:`heading_message`), by the heading the chart writes."""
    game = game_of(chart.table)
    out: dict[str, Message] = {}
    for rule in chart.rules:
        if rule.section and rule.section not in out and rule.patterns:
            key = section_key(rule.patterns[0])
            if heading_text(key, game) == rule.section:
                out[rule.section] = heading_message(key, game)
    return out
