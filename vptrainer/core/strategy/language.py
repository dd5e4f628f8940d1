"""The strategy language: plain text a player can type, read into rules.

See ``docs/strategy-format.md`` for the language. :func:`parse_strategy` reads a
strategy for one game (a :class:`~vptrainer.core.strategy.game.Game`);
:func:`strategy_text` writes one back, and what it writes reads into the same rules.
Every problem is a :class:`StrategyError` naming the source, the line number, the
line's text and what is wrong.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TypeVar

from vptrainer.core.errors import VPError
from vptrainer.core.strategy.game import ACE, Game
from vptrainer.core.strategy.patterns import (
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
    Rule,
    pattern_text,
    rule_text,
)

_V = TypeVar("_V")
MAX_TEXT = 1_000_000  # characters; a strategy is a page, not a book


class StrategyError(VPError):
    """A strategy that cannot be read: the message names the file, line and problem."""


@dataclass(frozen=True)
class Strategy:
    """A ranked list of rules, best first, read for one game."""

    rules: tuple[Rule, ...]
    game: Game
    name: str = ""
    game_name: str = ""  # the ``game:`` header, as written
    source: str = "<strategy>"

    def rule_texts(self) -> tuple[str, ...]:
        """Each rule's text as written (canonical text for rules built in code)."""
        return tuple(rule_text(r, self.game) for r in self.rules)


# --------------------------------------------------------------------------- words

_NUMBER_WORDS = {"zero": 0, "no": 0, "none": 0, "one": 1, "single": 1, "two": 2}
_NUMBER_WORDS |= {"three": 3, "four": 4, "five": 5}
_RANK_WORDS = {
    "two": 0,
    "three": 1,
    "four": 2,
    "five": 3,
    "six": 4,
    "seven": 5,
    "eight": 6,
    "nine": 7,
    "ten": 8,
    "jack": 9,
    "queen": 10,
    "king": 11,
    "ace": 12,
}
_RANK_CHARS = {c: i for i, c in enumerate("23456789tjqka")}
_VOCABULARY = frozenset(
    {
        "a",
        "above",
        "alone",
        "an",
        "and",
        "any",
        "at",
        "below",
        "better",
        "card",
        "choose",
        "consecutive",
        "dealt",
        "deuce",
        "discard",
        "discarded",
        "draw",
        "ended",
        "everything",
        "all",
        "fewer",
        "flush",
        "full",
        "garbage",
        "gap",
        "high",
        "higher",
        "hold",
        "house",
        "if",
        "inside",
        "joker",
        "keep",
        "kicker",
        "kind",
        "least",
        "less",
        "low",
        "lower",
        "lowest",
        "highest",
        "more",
        "most",
        "natural",
        "new",
        "nothing",
        "of",
        "offsuit",
        "only",
        "open",
        "or",
        "outside",
        "pair",
        "penalty",
        "pick",
        "plus",
        "quad",
        "rank",
        "redraw",
        "rf",
        "royal",
        "sf",
        "straight",
        "suited",
        "than",
        "the",
        "then",
        "to",
        "trip",
        "unsuited",
        "wild",
        "with",
        "without",
        "worse",
        "hand",
        *_NUMBER_WORDS,
        *_RANK_WORDS,
    }
)
_BOUNDARY = frozenset({",", "|", "or", "(", ")"})
_ACE_AFTER = frozenset({"only", "alone", "suited", "unsuited", "offsuit", "/"})
_MORE_WORDS = frozenset({"more", "better", "higher", "above"})
_LESS_WORDS = frozenset({"fewer", "less", "lower", "below", "worse"})


@dataclass(frozen=True)
class _Tok:
    text: str  # as written, lower case
    base: str  # singular vocabulary form, or the text itself
    plural: bool = False
    is_num: bool = False  # digits
    is_sym: bool = False


def _normalise(word: str) -> tuple[str, bool]:
    if word in _VOCABULARY:
        return word, False
    if word.isdigit() or (word[:-1].isdigit() and word.endswith("s")):
        return (word[:-1], True) if word.endswith("s") else (word, False)
    for suffix in ("es", "s"):
        if word.endswith(suffix) and word[: -len(suffix)] in _VOCABULARY:
            return word[: -len(suffix)], True
    if word == "sixes":
        return "six", True
    if word == "penalties":
        return "penalty", True
    return word, False


_LEX = re.compile(
    r"(?P<space>\s+)|(?P<dec>\d+\.\d+)|(?P<word>[a-z0-9]+(?:'[a-z]+)?)|(?P<sym>[,|()\[\]/+\-:.;])"
)


def _lex(text: str) -> list[_Tok] | str:
    """Tokens of a line, or the text of the first character the language does not know."""
    out: list[_Tok] = []
    pos = 0
    while pos < len(text):
        m = _LEX.match(text, pos)
        if m is None:
            return text[pos]
        pos = m.end()
        kind = m.lastgroup
        tok = m.group()
        if kind == "space":
            continue
        if kind == "sym":
            out.append(_Tok(tok, tok, is_sym=True))
        elif kind == "dec":
            out.append(_Tok(tok, tok, is_num=True))
        else:
            word = tok.replace("'", "")
            base, plural = _normalise(word)
            out.append(_Tok(word, base, plural, is_num=word.isdigit()))
    return out


def _rank_of_text(text: str) -> int | None:
    if text == "10":
        return 8
    if text.isdigit():
        value = int(text)
        return value - 2 if 2 <= value <= 9 else None
    if len(text) == 1:
        return _RANK_CHARS.get(text)
    return _RANK_WORDS.get(text)


def _rank_group(text: str) -> tuple[int, ...] | None:
    """Ranks written together: ``kqj``, ``10j``, ``jqka``, ``a``."""
    ranks: list[int] = []
    i = 0
    while i < len(text):
        if text.startswith("10", i):
            ranks.append(8)
            i += 2
        elif text[i] in _RANK_CHARS:
            ranks.append(_RANK_CHARS[text[i]])
            i += 1
        else:
            return None
    return tuple(ranks) if ranks else None


# --------------------------------------------------------------------------- drafts


class _Fail(Exception):
    """A problem in the current line (turned into a StrategyError with its place)."""


@dataclass
class _Draft:
    kind: Kind | None = None
    count: int = 0  # DRAW: N; HIGH_CARDS: naturals; WILDS: wild cards
    wilds: Range | None = None
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


def _share_suits(group: list[_Draft]) -> None:
    """``J/K, Q/K unsuited``: a suit word after the last of a list of ranks goes for all."""
    last = group[-1]
    if len(group) > 1 and last.suited is not None and all(d.kind is Kind.RANKS for d in group):
        for d in group:
            if d.suited is None:
                d.suited = last.suited


def _intersect(a: Range, b: Range, what: str) -> Range:
    lo, hi = max(a[0], b[0]), min(a[1], b[1])
    if lo > hi:
        raise _Fail(f"the {what} contradict each other")
    return (lo, hi)


# --------------------------------------------------------------------------- one line


class _LineParser:
    """Recursive descent over the tokens of one rule line."""

    def __init__(self, tokens: list[_Tok], game: Game) -> None:
        self.toks = tokens
        self.i = 0
        self.game = game

    # ---- token helpers

    def peek(self, k: int = 0) -> _Tok | None:
        j = self.i + k
        return self.toks[j] if 0 <= j < len(self.toks) else None

    def word(self, k: int = 0) -> str | None:
        t = self.peek(k)
        return None if t is None else t.base

    def at(self, *words: str) -> bool:
        return self.word() in words

    def take(self, *words: str) -> bool:
        if self.at(*words):
            self.i += 1
            return True
        return False

    def expect(self, word: str, context: str) -> None:
        if not self.take(word):
            raise _Fail(f"expected {word!r} {context}, found {self.describe()}")

    def describe(self) -> str:
        t = self.peek()
        return "the end of the line" if t is None else repr(t.text)

    def at_boundary(self, k: int = 0) -> bool:
        t = self.peek(k)
        return t is None or t.base in _BOUNDARY

    def unexpected(self) -> _Fail:
        t = self.peek()
        if t is None:
            return _Fail("the line ends too soon")
        if (
            not t.is_sym
            and not t.is_num
            and t.base not in _VOCABULARY
            and _rank_group(t.text) is None
            and t.base not in self.game.wild_names
        ):
            return _Fail(f"unknown word {t.text!r}")
        return _Fail(f"did not expect {t.text!r} here")

    # ---- numbers and ranks

    def number(self, k: int = 0) -> int | None:
        t = self.peek(k)
        if t is None or t.plural:
            return None
        if t.is_num and "." not in t.text:
            return int(t.text) if len(t.text) <= 2 else 99
        return _NUMBER_WORDS.get(t.base)

    def count_range(self) -> Range | None:
        """``2``, ``no``, ``1-2``, ``2 or more``, ``at least 1``, ``3+``; None if absent."""
        if self.at("at") and self.word(1) in ("least", "most"):
            most = self.word(1) == "most"
            n = self.number(2)
            if n is None:
                return None
            self.i += 3
            return (0, n) if most else (n, MAX_COUNT)
        n = self.number()
        if n is None:
            return None
        self.i += 1
        if self.at("-") and self.number(1) is not None:
            m = self.number(1)
            assert m is not None
            self.i += 2
            if m < n:
                raise _Fail(f"the range {n}-{m} runs backwards")
            return (n, m)
        if self.at("+"):
            self.i += 1
            return (n, MAX_COUNT)
        m = self.number(1) if self.at("or") else None
        if m is not None and self.word(2) not in ("to", "card", "-"):  # "3 or 4 high cards"
            self.i += 2
            return (min(n, m), max(n, m))
        if self.at("or") and self.word(1) in _MORE_WORDS:
            self.i += 2
            return (n, MAX_COUNT)
        if self.at("or") and self.word(1) in _LESS_WORDS:
            self.i += 2
            return (0, n)
        return (n, n)

    def rank_atom(self) -> int | None:
        t = self.peek()
        if t is None or t.is_sym:
            return None
        if t.base == "deuce" or t.base in self.game.wild_names:
            return None
        return _rank_of_text(t.base)

    def rank_set(self) -> frozenset[int]:
        """``aces``, ``2-4``, ``jacks or better``, ``A-4``, ``8/A``."""
        ranks: set[int] = set()
        while True:
            a = self.rank_atom()
            if a is None:
                raise _Fail(
                    f"expected a rank such as 'A', '2-4' or 'jacks', found {self.describe()}"
                )
            self.i += 1
            if self.at("-") and self.peek(1) is not None:
                self.i += 1
                b = self.rank_atom()
                if b is None:
                    raise _Fail(f"expected a rank after '-', found {self.describe()}")
                self.i += 1
                if a <= b:
                    ranks.update(range(a, b + 1))
                elif a == ACE:
                    ranks.add(ACE)
                    ranks.update(range(0, b + 1))
                else:
                    raise _Fail("a rank range runs low-high, such as 2-4")
            elif self.at("or") and self.word(1) in _MORE_WORDS:
                self.i += 2
                ranks.update(range(a, 13))
            elif self.at("or") and self.word(1) in _LESS_WORDS:
                self.i += 2
                ranks.update(range(0, a + 1))
            else:
                ranks.add(a)
            if not self.take("/"):
                return frozenset(ranks)

    def group_of(self, k: int = 0) -> tuple[int, ...] | None:
        """The ranks of one token written as explicit ranks (``kqj``, ``10``, ``ace``)."""
        t = self.peek(k)
        if t is None or t.is_sym or t.plural or "." in t.text:
            return None
        if t.base in _RANK_WORDS:
            return None if t.base in _NUMBER_WORDS else (_RANK_WORDS[t.base],)
        if t.text == "a":
            after = self.word(k + 1)
            before = self.peek(k - 1)
            ace = (
                self.at_boundary(k + 1)
                or after in _ACE_AFTER
                or (before is not None and before.text == "/")
            )
            return (ACE,) if ace else None
        if t.text == "at" and self.word(k + 1) not in ("least", "most"):
            return (ACE, 8)  # A-T, not "at least"
        if t.base in _VOCABULARY or t.base in self.game.wild_names:
            return None
        if t.is_num and len(t.text) <= 2:
            rank = _rank_of_text(t.text)
            return None if rank is None else (rank,)
        return _rank_group(t.text)

    def rank_group(self) -> tuple[int, ...] | None:
        """Explicit ranks: ``KQJ``, ``10/J``, ``J Q K A``, ``ace``; None if absent."""
        ranks: list[int] = []
        while True:
            group = self.group_of()
            if group is None:
                break
            ranks.extend(group)
            self.i += 1
            if self.at("/") and self.group_of(1) is not None:
                self.i += 1
        return tuple(ranks) if ranks else None

    # ---- wild words

    def wild_word_at(self, k: int = 0) -> bool:
        t = self.peek(k)
        if t is None:
            return False
        if t.base == "wild":
            return (
                self.word(k + 1) == "card"
                or self.at_boundary(k + 1)
                or self.word(k + 1)
                in (
                    "with",
                    "only",
                    "alone",
                    "and",
                    ":",
                    "+",
                )
            )
        return t.base in ("deuce", "joker")

    def take_wild_word(self) -> None:
        t = self.peek()
        assert t is not None
        if t.base == "deuce" and "deuce" not in self.game.wild_names:
            if self.game.is_wild:
                raise _Fail(f"deuces are not wild in {self.game.name}; say 'wild card'")
            raise _Fail(f"deuces are not wild in {self.game.name}")
        if t.base == "joker" and "joker" not in self.game.wild_names:
            raise _Fail(f"{self.game.name} has no joker")
        if not self.game.is_wild:
            raise _Fail(f"{self.game.name} has no wild cards")
        self.i += 1
        if t.base == "wild":
            self.take("card")

    # ---- a list of items

    def alternatives(self) -> list[_Draft]:
        """Items separated by ``,``, ``or`` and ``|`` up to the end of the line.

        After a comma or ``or``, a bare rank list takes the first item's other words
        (``Suited 10/J, 10/Q, or 10/K``, ``pair of 2s, 3s or 4s``), a suit word after
        the last of a list of ranks goes for the whole list (``J/K, Q/K unsuited``), and
        a count of high cards or gaps after a draw is a condition of the draw
        (``4 to an inside straight, 4 high cards``).
        """
        drafts: list[_Draft] = []
        group: list[_Draft] = []
        while True:
            d = self.item(group[0] if group else None)
            drafts.append(d)
            group.append(d)
            while True:  # what separates this item from the next
                if self.peek() is None:
                    _share_suits(group)
                    return drafts
                if self.take("|"):
                    _share_suits(group)
                    group = []
                    break
                if self.take(","):
                    if d.kind is Kind.DRAW and self.draw_condition_ahead():
                        self.qualifier(d, negate=False, required=True)
                        self.qualifiers(d)
                        continue
                    self.take("or")
                    break
                if self.take("or"):
                    break
                raise self.unexpected()

    def draw_condition_ahead(self) -> bool:
        """Whether the next words are a count of high cards or gaps (``0-2 high cards``)."""
        start = self.i
        try:
            if self.count_range() is None:
                return False
            return self.at("gap") or (self.at("high") and self.word(1) == "card")
        except _Fail:
            return False
        finally:
            self.i = start

    def item(self, template: _Draft | None) -> _Draft:
        if template is not None:
            inherited = self.inherit(template)
            if inherited is not None:
                return inherited
        d = _Draft()
        self.core(d)
        self.qualifiers(d)
        return d

    def inherit(self, template: _Draft) -> _Draft | None:
        """A bare rank list after the first item takes the first item's other words."""
        start = self.i
        if template.kind is Kind.RANKS:
            ranks = self.rank_group()
            if ranks is not None and self.at_boundary():
                return replace(template, ranks=ranks, penalties=list(template.penalties))
        elif template.kind is Kind.MADE and template.group is not None:
            try:
                group = self.rank_set()
            except _Fail:
                group = None
            if group is not None and self.at_boundary():
                return replace(template, group=group, penalties=list(template.penalties))
        self.i = start
        return None

    # ---- the noun phrase

    def core(self, d: _Draft) -> None:
        while self.at("dealt", "hold", "keep"):
            self.i += 1
        if self.at("the", "an") or (self.at("a") and self.group_of() is None):
            self.i += 1
        w = self.word()
        if w is None:
            raise _Fail("expected a hold pattern, found the end of the line")
        if w in ("discard", "garbage", "nothing", "redraw", "draw"):
            self.nothing(d)
            return
        if self.wild_core(d):
            return
        n = self.number()
        if n is not None and self.numbered(d, n):
            return
        if self.made_core(d):
            return
        if w in ("suited", "unsuited", "offsuit"):
            self.i += 1
            d.suited = w == "suited"
            n = self.number()
            if n is not None and self.word(1) == "high":
                self.i += 1
                self.high_cards(d, n)
                return
            ranks = self.rank_group()
            if ranks is None:
                raise _Fail(
                    f"expected ranks or 'N high cards' after {w!r}, found {self.describe()}"
                )
            d.kind = Kind.RANKS
            d.ranks = ranks
            return
        if w == "high" and self.word(1) == "card":
            self.i += 2
            d.kind = Kind.HIGH_CARDS
            d.count = 1
            return
        ranks = self.rank_group()
        if ranks is not None:
            d.kind = Kind.RANKS
            d.ranks = ranks
            return
        short = self.peek()
        if short is not None and len(short.text) >= 3 and short.text[-1] in "so":
            group = _rank_group(short.text[:-1])
            if group is not None and short.base not in _VOCABULARY:
                self.i += 1
                d.kind = Kind.RANKS
                d.ranks = group
                d.suited = short.text[-1] == "s"
                return
        raise self.unexpected()

    def nothing(self, d: _Draft) -> None:
        w = self.word()
        self.i += 1
        if w == "discard":
            if not self.take("everything", "all", "hand"):
                raise _Fail(f"expected 'discard everything', found 'discard' {self.describe()}")
            self.take("five", "5")
            self.take("card")
        elif w == "draw":
            if not self.take("five", "5", "new"):
                raise _Fail(f"expected 'draw five', found 'draw' {self.describe()}")
            self.take("new")
            self.take("card")
        elif w == "redraw":
            self.take("everything", "all")
        d.kind = Kind.NOTHING

    def wild_core(self, d: _Draft) -> bool:
        """``two deuces``, ``joker``, ``deuce only``, ``joker with 4 to a straight flush``."""
        n = self.number()
        if n is not None and self.wild_word_at(1):
            self.i += 1
        elif self.wild_word_at():
            n = 1
        else:
            return False
        self.take_wild_word()
        if self.at("with", "+", "plus") and not self.qualifier_ahead(1):
            self.i += 1
            d.wilds = (n, n)
            self.core(d)
            if d.kind in (Kind.NOTHING, Kind.WILDS):
                raise _Fail("expected cards to hold with the wild cards")
            return True
        d.kind = Kind.WILDS
        d.count = n
        d.wilds = (n, n)
        return True

    def qualifier_ahead(self, k: int) -> bool:
        """Whether the words from ``k`` on are a qualifier (not a pattern)."""
        start = self.i
        self.i += k
        probe = _Draft(kind=Kind.MADE, made=Made.PAIR)
        try:
            return self.qualifier(probe, negate=False, required=False)
        except _Fail:
            return False
        finally:
            self.i = start

    def numbered(self, d: _Draft, n: int) -> bool:
        """Phrases that start with a number: ``4 to a flush``, ``2 high cards``, ``two pair``."""
        nxt = self.word(1)
        if nxt == "to":
            self.i += 2
            self.draw_target(d, n)
            return True
        if nxt == "card" or (nxt == "-" and self.word(2) == "card"):
            self.i += 2 if nxt == "card" else 3
            if self.take("to"):
                self.take("a", "an", "the")
            self.draw_target(d, n)
            return True
        if nxt == "pair" and n == 2:
            self.i += 2
            d.kind, d.made = Kind.MADE, Made.TWO_PAIR
            self.or_better(d)
            return True
        if nxt == "high" or (nxt in ("suited", "unsuited", "offsuit") and self.word(2) == "high"):
            self.i += 1
            if self.at("suited", "unsuited", "offsuit"):
                d.suited = self.word() == "suited"
                self.i += 1
            self.high_cards(d, n)
            return True
        if nxt == "of" and self.word(2) in ("a", "an") and self.word(3) == "kind":
            made = {2: Made.PAIR, 3: Made.THREE_OF_A_KIND, 4: Made.FOUR_OF_A_KIND}
            made |= {5: Made.FIVE_OF_A_KIND}
            if n not in made:
                raise _Fail(f"there is no {n} of a kind")
            self.i += 4
            d.kind, d.made = Kind.MADE, made[n]
            if self.take("of"):
                d.group = self.rank_set()
            self.or_better(d)
            return True
        if 2 <= n <= 5 and self.rank_atom_at(1):
            self.i += 1
            d.kind = Kind.MADE
            d.made = {2: Made.PAIR, 3: Made.THREE_OF_A_KIND, 4: Made.FOUR_OF_A_KIND}.get(
                n, Made.FIVE_OF_A_KIND
            )
            d.group = self.rank_set()
            self.or_better(d)
            return True
        return False

    def high_cards(self, d: _Draft, n: int) -> None:
        self.expect("high", "in 'N high cards'")
        self.expect("card", "in 'N high cards'")
        if self.at("suited", "unsuited", "offsuit"):
            d.suited = self.word() == "suited"
            self.i += 1
        d.kind = Kind.HIGH_CARDS
        d.count = n

    def draw_target(self, d: _Draft, n: int) -> None:
        self.take("a", "an", "the")
        if self.take("inside"):
            d.openness = Openness.INSIDE
        elif self.take("outside"):
            d.openness = Openness.OUTSIDE
        elif self.take("open"):
            if self.take("-"):
                self.expect("ended", "in 'open-ended'")
            else:
                self.take("ended")
            d.openness = Openness.OUTSIDE
        if self.take("natural"):
            d.natural = True
        elif self.at("wild") and self.word(1) in ("royal", "rf"):
            self.i += 1
            d.wild_min = 1
        if self.take("royal", "rf"):
            self.take("flush")
            d.draw = Draw.ROYAL_FLUSH
        elif self.take("sf"):
            d.draw = Draw.STRAIGHT_FLUSH
        elif self.take("straight"):
            d.draw = Draw.STRAIGHT_FLUSH if self.take("flush") else Draw.STRAIGHT
        elif self.take("flush"):
            d.draw = Draw.FLUSH
        else:
            raise _Fail(
                "expected 'royal flush', 'straight flush', 'flush' or 'straight' after "
                f"'{n} to a', found {self.describe()}"
            )
        if (d.natural or d.wild_min) and d.draw is not Draw.ROYAL_FLUSH:
            raise _Fail("'natural' and 'wild' go with a royal flush")
        d.kind = Kind.DRAW
        d.count = n

    def made_core(self, d: _Draft) -> bool:
        w = self.word()
        w1 = self.word(1)
        made: Made | None = None
        take = 1
        if w == "high" and w1 == "pair":
            if self.game.high_min is None:
                raise _Fail(f"{self.game.name} pays no pair, so it has no high pair")
            made, take, d.group = Made.PAIR, 2, self.game.high_ranks
        elif w == "low" and w1 == "pair":
            if self.game.high_min is None:
                raise _Fail(f"{self.game.name} pays no pair, so it has no low pair")
            made, take, d.group = Made.PAIR, 2, self.game.low_ranks
        elif w == "any" and w1 == "pair":
            made, take = Made.PAIR, 2
        elif w == "pair":
            made = Made.PAIR
        elif w == "trip":
            made = Made.THREE_OF_A_KIND
        elif w == "quad":
            made = Made.FOUR_OF_A_KIND
        elif w == "natural" and w1 in ("royal", "rf"):
            made, take, d.natural = Made.ROYAL_FLUSH, 2, True
        elif w == "wild" and w1 in ("royal", "rf"):
            made, take, d.wild_min = Made.ROYAL_FLUSH, 2, 1
        elif w in ("royal", "rf"):
            made = Made.ROYAL_FLUSH
        elif w == "sf":
            made = Made.STRAIGHT_FLUSH
        elif w == "straight":
            made, take = (Made.STRAIGHT_FLUSH, 2) if w1 == "flush" else (Made.STRAIGHT, 1)
        elif w == "flush":
            made = Made.FLUSH
        elif w == "full" and w1 == "house":
            made, take = Made.FULL_HOUSE, 2
        if made is None:
            return False
        self.i += take
        if made is Made.ROYAL_FLUSH:
            self.take("flush")
        d.kind, d.made = Kind.MADE, made
        if made is Made.PAIR and d.group is None and self.take("of"):
            d.group = self.rank_set()
        elif made in (Made.THREE_OF_A_KIND, Made.FOUR_OF_A_KIND):
            self.take("of")
            if self.rank_atom() is not None:
                d.group = self.rank_set()
        self.or_better(d)
        return True

    def or_better(self, d: _Draft) -> None:
        if self.at("or") and self.word(1) in _MORE_WORDS:
            self.i += 2
            if d.group is not None:
                raise _Fail("'or better' goes with a hand such as 'four of a kind'")
            d.or_better = True

    # ---- qualifiers

    def qualifiers(self, d: _Draft) -> None:
        while True:
            t = self.peek()
            if t is not None and t.text == "w" and self.word(1) == "/":  # "w/ 3 high cards"
                self.i += 2
                self.qualifier(d, negate=False, required=True)
            elif self.at("with", "and", "plus", "having") or (self.at("+") and self.peek(1)):
                self.i += 1
                self.take("with")
                self.qualifier(d, negate=False, required=True)
            elif self.take("without"):
                self.qualifier(d, negate=True, required=True)
            elif self.at("["):
                self.terse(d)
            elif self.at("suited", "unsuited", "offsuit") and d.kind in (
                Kind.RANKS,
                Kind.HIGH_CARDS,
            ):
                if d.suited is not None:
                    raise _Fail("the suits are given twice")
                d.suited = self.word() == "suited"
                self.i += 1
            elif self.take("only", "alone"):
                pass
            elif self.at("("):
                self.remark(d)
            elif not self.qualifier(d, negate=False, required=False):
                return

    def qualifier(self, d: _Draft, *, negate: bool, required: bool) -> bool:
        start = self.i
        try:
            if self.one_qualifier(d, negate):
                d.has_qualifiers = True
                return True
        except _Fail:
            if required:
                raise
            self.i = start
            return False
        self.i = start
        if required:
            raise _Fail(f"expected a condition after 'with', found {self.describe()}")
        return False

    def one_qualifier(self, d: _Draft, negate: bool) -> bool:
        article = self.at("a", "an")
        if article:
            self.i += 1
        the = self.take("the")
        count = None if article or the else self.count_range()
        if negate:
            if count is not None:
                raise _Fail("'without' takes no number")
            count = (0, 0)
        w = self.word()
        if w == "gap":
            self.i += 1
            d.gaps = self.set_once(d.gaps, self.need(count, article, "gaps"), "gaps")
            return True
        if w == "consecutive":
            self.i += 1
            self.take("card")
            d.gaps = self.set_once(d.gaps, (0, 0), "gaps")
            return True
        if w == "high" and self.word(1) == "card":
            self.i += 2
            if self.take("penalty"):
                self.add_penalty(d, PenaltyKind.HIGH, frozenset(), count, article)
                return True
            d.high = self.set_once(d.high, self.need(count, article, "high cards"), "high cards")
            return True
        if w in ("flush", "straight") and self.word(1) == "penalty":
            self.i += 2
            kind = PenaltyKind.FLUSH if w == "flush" else PenaltyKind.STRAIGHT
            self.add_penalty(d, kind, frozenset(), count, article)
            return True
        if self.wild_word_at():
            self.take_wild_word()
            if count is None:
                count = (1, 1) if (article or the or self.game.max_wilds == 1) else (1, MAX_COUNT)
            d.wilds = _intersect(d.wilds or (0, MAX_COUNT), count, "wild-card counts")
            return True
        if w == "discarded":
            self.i += 1
            kind, ranks = self.penalty_target()
            self.add_penalty(d, kind, ranks, count, article)
            return True
        if w == "kicker" or (w == "any" and self.word(1) == "kicker"):
            self.i += 2 if w == "any" else 1
            kicker = self.game.natural_ranks
            if w == "kicker" and self.rank_atom() is not None:
                kicker = self.rank_set()
            self.set_kicker(d, kicker, count)
            return True
        if w == "rank" or (w == "card" and self.rank_atom_at(1)):
            self.i += 1
            self.take("of")
            d.within = self.set_once(d.within, self.rank_set(), "ranks")
            return True
        if count is None and self.rank_atom() is not None:
            ranks = self.rank_set()
            if self.take("kicker"):
                self.set_kicker(d, ranks, None)
                return True
        return False

    def rank_atom_at(self, k: int) -> bool:
        start = self.i
        self.i += k
        try:
            return self.rank_atom() is not None
        finally:
            self.i = start

    @staticmethod
    def need(count: Range | None, article: bool, what: str) -> Range:
        if count is not None:
            return count
        if article:
            return (1, 1)
        raise _Fail(f"say how many {what}, such as '1 {what}' or 'no {what}'")

    @staticmethod
    def set_once(old: object, new: _V, what: str) -> _V:
        if old is not None:
            raise _Fail(f"the {what} are given twice")
        return new

    def set_kicker(self, d: _Draft, kicker: frozenset[int], count: Range | None) -> None:
        if count not in (None, (1, 1)):
            raise _Fail("a hand holds one kicker")
        if d.kind is not Kind.MADE or d.made not in KICKED:
            raise _Fail("a kicker goes with a pair, three or four of a kind")
        d.kicker = self.set_once(d.kicker, kicker, "kicker")

    def penalty_target(self) -> tuple[PenaltyKind, frozenset[int]]:
        w = self.word()
        if w in ("flush", "straight") and self.word(1) == "card":
            self.i += 2
            return (PenaltyKind.FLUSH if w == "flush" else PenaltyKind.STRAIGHT), frozenset()
        if w == "high" and self.word(1) == "card":
            self.i += 2
            return PenaltyKind.HIGH, frozenset()
        if self.rank_atom() is not None:
            return PenaltyKind.RANK, self.rank_set()
        raise _Fail(
            "expected 'flush card', 'straight card', 'high card' or a rank after 'discarded', "
            f"found {self.describe()}"
        )

    def add_penalty(
        self,
        d: _Draft,
        kind: PenaltyKind,
        ranks: frozenset[int],
        count: Range | None,
        article: bool,
    ) -> None:
        if count is None or article:
            count = (1, MAX_COUNT)
        if any(p.kind is kind for p in d.penalties):
            raise _Fail(f"the discarded {kind.value} cards are counted twice")
        d.penalties.append(Penalty(kind, count, ranks))

    def terse(self, d: _Draft) -> None:
        """``[fp]``, ``[no sp]``, ``[2 fp, hp]``, ``[9p]``: penalty cards in brackets."""
        self.expect("[", "")
        while True:
            count: Range | None
            if self.take("no"):
                count = (0, 0)
            else:
                n = self.number()
                count = None
                if n is not None:
                    self.i += 1
                    count = (n, MAX_COUNT) if self.take("+") else (n, n)
            t = self.peek()
            if t is None:
                raise _Fail("a '[' is not closed")
            code = t.text
            kinds = {"fp": PenaltyKind.FLUSH, "sp": PenaltyKind.STRAIGHT, "hp": PenaltyKind.HIGH}
            if code in kinds:
                self.i += 1
                self.add_penalty(d, kinds[code], frozenset(), count, False)
            elif code.endswith("p") and _rank_of_text(code[:-1]) is not None:
                rank = _rank_of_text(code[:-1])
                assert rank is not None
                self.i += 1
                self.add_penalty(d, PenaltyKind.RANK, frozenset({rank}), count, False)
            else:
                raise _Fail(
                    f"unknown penalty {t.text!r} in brackets; use fp, sp, hp or a rank "
                    "and p such as 9p"
                )
            d.has_qualifiers = True
            if self.take("]"):
                return
            self.take(",")

    def remark(self, d: _Draft) -> None:
        """A parenthesised remark: an EV note, or "pick the lowest/highest"."""
        self.expect("(", "")
        words: list[_Tok] = []
        while not self.at(")"):
            t = self.peek()
            if t is None:
                raise _Fail("a '(' is not closed")
            words.append(t)
            self.i += 1
        self.i += 1
        text = " ".join(t.text for t in words)
        if words and all(t.is_num or t.base in ("to", "-", "ev", "about") for t in words):
            return  # an EV note such as (0.5957) or (0.62 to 0.64)
        allowed = {"if", "more", "than", "then", "pick", "keep", "hold", "choose", "the"}
        allowed |= {"card", "there", "are", "is", "of", "them", "those", "rank", "a", "an"}
        allowed |= {"only", "use", "play", "lowest", "highest", ",", "-"}
        picks = [t.base for t in words if t.base in ("lowest", "highest")]
        numbers = [self.number_value(t) for t in words]
        if len(picks) != 1 or any(
            t.base not in allowed and n is None for t, n in zip(words, numbers, strict=True)
        ):
            raise _Fail(
                f"unknown remark '({text})': the language understands '(pick the lowest)', "
                "'(pick the highest)' and EV notes such as '(0.60)'"
            )
        if d.pick is not None:
            raise _Fail("the hold is narrowed twice")
        d.pick = Pick.LOWEST if picks[0] == "lowest" else Pick.HIGHEST
        where = next(j for j, t in enumerate(words) if t.base in ("lowest", "highest"))
        after = [n for n in numbers[where:] if n is not None]
        d.pick_count = after[0] if after else None

    @staticmethod
    def number_value(t: _Tok) -> int | None:
        if t.plural:
            return None
        if t.is_num and "." not in t.text:
            return int(t.text) if len(t.text) <= 2 else 99
        return _NUMBER_WORDS.get(t.base)


# --------------------------------------------------------------------------- patterns


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


def _finish(d: _Draft, game: Game, section: Range | None) -> list[tuple[Pattern, bool]]:
    """A draft as patterns (several for "or better"), each with whether it is optional."""
    if d.or_better:
        assert d.made is not None
        order = _order_of_made(game)
        last = order.index(d.made) if d.made in order else len(order) - 1
        out: list[tuple[Pattern, bool]] = []
        for made in order[: last + 1]:
            try:
                pats = _finish(replace(d, made=made, or_better=False), game, section)
            except _Fail:
                continue
            out.extend((p, made is not d.made) for p, _ in pats)
        if not out:
            raise _Fail(f"no {d.made.name.lower().replace('_', ' ')} or better can happen here")
        return out
    assert d.kind is not None
    max_w = game.max_wilds
    if d.kind in (Kind.RANKS, Kind.HIGH_CARDS, Kind.NOTHING):
        default: Range = (0, 0)
    else:
        default = (0, max_w)
    wilds = d.wilds if d.wilds is not None else default
    if d.wilds is not None and d.kind in (Kind.MADE, Kind.DRAW) and not game.is_wild:
        raise _Fail(f"{game.name} has no wild cards")
    if wilds[0] > max_w:
        if not game.is_wild:
            raise _Fail(f"{game.name} has no wild cards")
        raise _Fail(f"a hand holds at most {max_w} wild card{'s' if max_w > 1 else ''} here")
    wilds = (wilds[0], min(wilds[1], max_w))
    if d.natural:
        if not game.is_wild:
            raise _Fail(f"'natural' means without wild cards, and {game.name} has none")
        wilds = _intersect(wilds, (0, 0), "wild-card counts")
    if d.wild_min:
        if not game.is_wild:
            raise _Fail(f"{game.name} has no wild cards")
        wilds = _intersect(wilds, (d.wild_min, max_w), "wild-card counts")
    if section is not None:
        wilds = _intersect(wilds, section, "wild cards of the section and of the rule")
    if d.kind is Kind.NOTHING and d.has_qualifiers:
        raise _Fail("'discard everything' takes no conditions")
    if d.kind in (Kind.RANKS, Kind.HIGH_CARDS) and wilds[0] != wilds[1]:
        raise _Fail("say how many wild cards are held with these cards")
    if d.kind is Kind.NOTHING:
        held = 0
    elif d.kind is Kind.WILDS:
        held = d.count
    elif d.kind is Kind.MADE:
        assert d.made is not None
        held = MADE_SIZE[d.made] + (1 if d.kicker is not None else 0)
    elif d.kind is Kind.DRAW:
        if not 1 <= d.count <= 4:
            if d.count == 5:
                raise _Fail("five cards to a hand is the made hand itself; write it as such")
            raise _Fail(f"a draw holds 1 to 4 cards, not {d.count}")
        held = d.count
    elif d.kind is Kind.HIGH_CARDS:
        if game.high_min is None:
            raise _Fail(f"{game.name} pays no pair, so it has no high cards")
        if not 1 <= d.count <= 5:
            raise _Fail(f"a hand holds 1 to 5 high cards, not {d.count}")
        held = d.count + wilds[0]
    else:
        held = len(d.ranks) + wilds[0]
    if held > 5:
        raise _Fail("that holds more than five cards")
    if d.kind is Kind.WILDS and held < 1:
        raise _Fail("hold at least one wild card")
    _check_fields(d, game)
    ranks = tuple(sorted(d.ranks, reverse=True))
    pick = d.pick
    if pick is not None and d.pick_count is not None and d.pick_count != held:
        raise _Fail(f"the remark picks {d.pick_count} cards but the pattern holds {held}")
    pattern = Pattern(
        kind=d.kind,
        held=held,
        wilds=wilds,
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


def _check_fields(d: _Draft, game: Game) -> None:
    natural = game.natural_ranks
    named = [*d.ranks, *(d.group or ()), *(d.kicker or ()), *(d.within or ())]
    for p in d.penalties:
        named.extend(p.ranks)
    for r in named:
        if r not in natural:
            raise _Fail(f"every {'AKQJT98765432'[12 - r]} is wild in {game.name}")
    if d.suited is not None and d.kind not in (Kind.RANKS, Kind.HIGH_CARDS):
        raise _Fail("'suited' and 'unsuited' go with ranks or high cards")
    uses_high = d.high is not None or any(p.kind is PenaltyKind.HIGH for p in d.penalties)
    if uses_high and game.high_min is None:
        raise _Fail(f"{game.name} pays no pair, so it has no high cards")
    straightish = d.kind is Kind.DRAW and d.draw in STRAIGHT_DRAWS
    if d.gaps is not None and not straightish:
        raise _Fail("gaps go with a draw to a straight, straight flush or royal flush")
    if d.openness is not None and d.draw not in (Draw.STRAIGHT, Draw.STRAIGHT_FLUSH):
        raise _Fail("'inside' and 'outside' go with a straight or straight flush draw")
    if d.group is not None and (d.kind is not Kind.MADE or d.made not in GROUPED):
        raise _Fail("ranks of a group go with a pair, three, four or five of a kind")
    if d.kicker is not None and d.made not in KICKED:
        raise _Fail("a kicker goes with a pair, three or four of a kind")
    if d.kind is Kind.NOTHING and d.pick is not None:
        raise _Fail("'discard everything' cannot be narrowed")


# --------------------------------------------------------------------------- the text

_NUMBERED = re.compile(r"^\s*\d{1,4}\s*[.)]\s*")
_BULLET = re.compile(r"^\s*[-*•]\s+")
_HEADER = re.compile(r"^\s*(name|game)\s*:\s*(.*?)\s*$", re.IGNORECASE)


def _clean(line: str) -> str:
    line = unicodedata.normalize("NFKC", line)
    for dash in "‐‑‒–—−":
        line = line.replace(dash, "-")
    for quote in "‘’`´":
        line = line.replace(quote, "'")
    return line


def _section(tokens: list[_Tok], game: Game) -> Range:
    """A heading such as ``Two deuces:``, ``No deuces:``, ``With the joker:``."""
    p = _LineParser(tokens, game)
    without = p.take("without")
    p.take("with")
    if p.take("the", "a", "an"):
        count: Range | None = None if without else (1, 1)
    else:
        count = p.count_range()
    if not p.wild_word_at():
        raise _Fail(
            "a heading (a line ending in ':') names the wild cards held, such as "
            "'Two deuces:' or 'No joker:'; use '#' for other titles"
        )
    p.take_wild_word()
    if p.peek() is not None:
        raise p.unexpected()
    if without:
        if count is not None:
            raise _Fail("'without' takes no number")
        return (0, 0)
    if count is None:
        count = (1, 1) if game.max_wilds == 1 else (1, game.max_wilds)
    if count[0] > game.max_wilds:
        raise _Fail(f"a hand holds at most {game.max_wilds} wild cards here")
    return (count[0], min(count[1], game.max_wilds))


def parse_strategy(text: str, game: Game, *, source: str = "<strategy>") -> Strategy:
    """Read a strategy written in the strategy language for ``game``.

    Raises
    ------
    StrategyError
        Naming ``source``, the line number, the line and what is wrong: an unknown
        word, a pattern the game cannot have, a contradiction.
    """
    if not isinstance(text, str):
        raise StrategyError(f"{source}: a strategy is text")
    if len(text) > MAX_TEXT:
        raise StrategyError(f"{source}: the text is too long ({len(text):,} characters)")
    name = ""
    game_name = ""
    rules: list[Rule] = []
    section: Range | None = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue

        def fail(problem: str, lineno: int = lineno, line: str = line) -> StrategyError:
            shown = line if len(line) <= 80 else line[:77] + "..."
            return StrategyError(f"{source}, line {lineno}: {shown!r}: {problem}")

        clean = _clean(line)
        header = _HEADER.match(clean)
        if header:
            key, value = header.group(1).lower(), header.group(2)
            if rules:
                raise fail(f"the {key}: line must come before the rules")
            if name if key == "name" else game_name:
                raise fail(f"a second {key}: line")
            if key == "name":
                name = value
            else:
                game_name = value
            continue
        body = _BULLET.sub("", _NUMBERED.sub("", clean, count=1), count=1)
        tokens = _lex(body.lower())
        if isinstance(tokens, str):
            raise fail(f"unexpected character {tokens!r}")
        if not tokens:
            raise fail("a rule number without a rule")
        try:
            if tokens[-1].text == ":":
                section = _section(tokens[:-1], game)
                continue
            if tokens[-1].text == ".":
                tokens = tokens[:-1]
            parser = _LineParser(tokens, game)
            drafts = parser.alternatives()
            patterns: list[Pattern] = []
            optional: set[int] = set()
            for d in drafts:
                for pattern, opt in _finish(d, game, section):
                    if pattern in patterns:
                        continue
                    if opt:
                        optional.add(len(patterns))
                    patterns.append(pattern)
        except _Fail as exc:
            raise fail(str(exc)) from None
        rules.append(Rule(tuple(patterns), body.strip(), lineno, frozenset(optional)))
    if not rules:
        raise StrategyError(f"{source}: no rules")
    return Strategy(tuple(rules), game, name, game_name, source)


def read_strategy(path: str | os.PathLike[str], game: Game) -> Strategy:
    """Read a strategy file (UTF-8 text) for ``game``."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise StrategyError(f"{p}: cannot read the file ({exc.strerror or exc})") from None
    if len(data) > MAX_TEXT * 4:
        raise StrategyError(f"{p}: the file is too large ({len(data):,} bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise StrategyError(f"{p}: not UTF-8 text (byte {exc.start + 1})") from None
    return parse_strategy(text, game, source=str(p))


def make_strategy(
    rules: Sequence[Sequence[Pattern]], game: Game, *, name: str = "", game_name: str = ""
) -> Strategy:
    """A strategy built in code (by a generator); :func:`strategy_text` writes it."""
    built = tuple(Rule(tuple(r), "", 0) for r in rules)
    if not built or any(not r.patterns for r in built):
        raise StrategyError("a strategy needs rules, each with at least one pattern")
    return Strategy(built, game, name, game_name or game.name)


def strategy_text(strategy: Strategy) -> str:
    """The strategy in the language: headers, then numbered rules in canonical text."""
    out = []
    if strategy.name:
        out.append(f"name: {strategy.name}")
    if strategy.game_name:
        out.append(f"game: {strategy.game_name}")
    if out:
        out.append("")
    for i, rule in enumerate(strategy.rules, start=1):
        out.append(f"{i}. " + " | ".join(pattern_text(p, strategy.game) for p in rule.patterns))
    return "\n".join(out) + "\n"
