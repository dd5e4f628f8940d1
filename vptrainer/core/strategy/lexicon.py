"""The words of the strategy language and the tokens of a line.

The vocabulary (every word a rule may use, singular), number and rank words, and
:func:`lex`, which turns a line into tokens. Part of the reader of
:mod:`vptrainer.core.strategy.language`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

NUMBER_WORDS = {"zero": 0, "no": 0, "none": 0, "one": 1, "single": 1, "two": 2}
NUMBER_WORDS |= {"three": 3, "four": 4, "five": 5}
RANK_WORDS = {
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
RANK_CHARS = {c: i for i, c in enumerate("23456789tjqka")}
VOCABULARY = frozenset(
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
        "just",
        "in",
        "club",
        "diamond",
        "heart",
        "spade",
        "from",
        "deal",
        "dsc",
        "quint",
        "singleton",
        "span",
        "spread",
        "razgu",
        "double",
        "except",
        "type",
        "including",
        "onsuit",
        "other",
        "pat",
        "paying",
        "i",
        "di",
        "ti",
        "suit",
        *NUMBER_WORDS,
        *RANK_WORDS,
    }
)
BOUNDARY = frozenset({",", "|", "or", "(", ")", "<<", ">>"})
ACE_AFTER = frozenset({"only", "alone", "suited", "unsuited", "offsuit", "/"})
MORE_WORDS = frozenset({"more", "better", "higher", "above"})
LESS_WORDS = frozenset({"fewer", "less", "lower", "below", "worse"})


@dataclass(frozen=True)
class Tok:
    text: str  # as written, lower case
    base: str  # singular vocabulary form, or the text itself
    plural: bool = False
    is_num: bool = False  # digits
    is_sym: bool = False
    pos: int = 0  # where it starts in the line (0-based)


def normalise(word: str) -> tuple[str, bool]:
    if word in VOCABULARY:
        return word, False
    if word.isdigit() or (word[:-1].isdigit() and word.endswith("s")):
        return (word[:-1], True) if word.endswith("s") else (word, False)
    for suffix in ("es", "s"):
        if word.endswith(suffix) and word[: -len(suffix)] in VOCABULARY:
            return word[: -len(suffix)], True
    if word == "sixes":
        return "six", True
    if word in ("ts", "js", "qs", "ks"):  # "pair of Ks", "four 5s-Ks"
        return word[0], True
    if word == "penalties":
        return "penalty", True
    return word, False


_LEX = re.compile(
    r"(?P<space>\s+)|(?P<dec>\d+\.\d+)|(?P<word>[a-z0-9]+(?:'[a-z]+)?)"
    r"|(?P<sym><<|>>|<=|>=|[,|()\[\]/+\-:.;%])"
)


_GLUED = re.compile(r"^([1-5])(rf|sf)$")


def lex(text: str) -> list[Tok] | str:
    """Tokens of a line, or the text of the first character the language does not know."""
    out: list[Tok] = []
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
        at = m.start()
        if kind == "sym":
            out.append(Tok(tok, tok, is_sym=True, pos=at))
        elif kind == "dec":
            out.append(Tok(tok, tok, is_num=True, pos=at))
        elif (glued := _GLUED.match(tok)) is not None:  # "4RF", "3SF": "4 RF", "3 SF"
            out.append(Tok(glued[1], glued[1], is_num=True, pos=at))
            out.append(Tok(glued[2], glued[2], pos=at + 1))
        else:
            word = tok.replace("'", "")
            base, plural = normalise(word)
            out.append(Tok(word, base, plural, is_num=word.isdigit(), pos=at))
    return out


def rank_of_text(text: str) -> int | None:
    if text == "10":
        return 8
    if text.isdigit():
        value = int(text)
        return value - 2 if 2 <= value <= 9 else None
    if len(text) == 1:
        return RANK_CHARS.get(text)
    return RANK_WORDS.get(text)


def rank_letters(text: str) -> tuple[int, ...] | None:
    """Ranks written together: ``kqj``, ``10j``, ``jqka``, ``a``."""
    ranks: list[int] = []
    i = 0
    while i < len(text):
        if text.startswith("10", i):
            ranks.append(8)
            i += 2
        elif text[i] in RANK_CHARS:
            ranks.append(RANK_CHARS[text[i]])
            i += 1
        else:
            return None
    return tuple(ranks) if ranks else None
