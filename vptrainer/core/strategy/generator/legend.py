"""The legend of a chart: what each abbreviation and term its rules use means, in a
player's words.

:func:`legend` looks at a chart's rule texts (and headings) and explains the terms
they use, and only those, as the pocket card prints them under the rules. Each term
and meaning is a :class:`~vptrainer.core.messages.Message`: English on the card and
in the chart's text, translated in the Strategy view (whose rules are translated too).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from vptrainer.core.messages import Message
from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.patterns import rank_set_text

_RANK_NAMES = {
    "A": Message("ace"),
    "K": Message("king"),
    "Q": Message("queen"),
    "J": Message("jack"),
    "T": Message("ten"),
}
_WILD_PLURALS = {
    "deuce": Message("deuces"),
    "joker": Message("jokers"),
    "wild card": Message("wild cards"),
}
# a word of rank letters (KQJT, A54, T-A): the letters A K Q J T name ranks
_RANK_WORD = re.compile(r"(?<![A-Za-z])[2-9TJQKA]*[TJQKA][2-9TJQKA]*(?![a-z])")


@dataclass(frozen=True)
class _Term:
    term: str  # a Message where the term is a word (translated with the rules)
    pattern: str  # finds the term in the rules (lower case unless ``exact_case``)
    meaning: Callable[[Game], Message | None]  # None: not in this game
    exact_case: bool = False


def _wilds(game: Game) -> str:
    return _WILD_PLURALS.get(game.wild_word, Message("wild cards"))


def _high(game: Game) -> str | None:
    return rank_set_text(game.high_ranks) if game.high_min is not None else None


def _with_high(template_meaning: Callable[[str], Message]) -> Callable[[Game], Message | None]:
    def meaning(game: Game) -> Message | None:
        high = _high(game)
        return None if high is None else template_meaning(high)

    return meaning


_TERMS: tuple[_Term, ...] = (
    _Term(
        "|",
        r"\|",
        lambda g: Message("any of the hands named (the best one when a hand fits several)"),
    ),
    _Term(
        Message("commas"),
        r"[a-z0-9], ",
        lambda g: Message("a list: the words before the first item go for every item"),
    ),
    _Term("SF", r"\bSF\b", lambda g: Message("straight flush"), exact_case=True),
    _Term("RF", r"\bRF\b", lambda g: Message("royal flush"), exact_case=True),
    _Term(
        Message("natural"),
        r"\bnatural\b",
        lambda g: Message("without {wilds}", wilds=_wilds(g)),
    ),
    _Term(
        Message("wild royal flush"),
        r"\bwild royal\b",
        lambda g: Message("a royal flush with at least one of the {wilds}", wilds=_wilds(g)),
    ),
    _Term(
        Message("N to a hand"),
        r"\b\d to an? \b",
        lambda g: (
            Message("that many cards of the hand held, {wilds} included", wilds=_wilds(g))
            if g.is_wild
            else Message("that many cards of the hand held")
        ),
    ),
    _Term(Message("suited"), r"\bsuited\b", lambda g: Message("all of one suit")),
    _Term(Message("unsuited"), r"\bunsuited\b", lambda g: Message("not all of one suit")),
    _Term(
        Message("high cards"),
        r"\bhigh cards?\b",
        _with_high(lambda high: Message("cards of {ranks}", ranks=high)),
    ),
    _Term(
        Message("high pair"),
        r"\bhigh pair\b",
        _with_high(lambda high: Message("a pair of {ranks}", ranks=high)),
    ),
    _Term(
        Message("low pair"),
        r"\blow pair\b",
        _with_high(lambda high: Message("a pair below {ranks}", ranks=high)),
    ),
    _Term(
        Message("outside"),
        r"\boutside\b",
        lambda g: Message("four in a row, open at both ends (not A-2-3-4 or J-Q-K-A)"),
    ),
    _Term(
        Message("inside"),
        r"\binside\b",
        lambda g: Message("one rank missing, or four in a row at an end (A-2-3-4, J-Q-K-A)"),
    ),
    _Term(
        Message("gaps"),
        r"\bgaps?\b",
        lambda g: Message(
            "ranks missing inside the cards held, plus one for each end of the deck that "
            "cuts the straights short (A-2-3 and Q-K-A have 2, as the Wizard of Odds counts)"
        ),
    ),
    _Term(
        Message("span"),
        r"\bspan\b",
        lambda g: Message(
            "the ranks from the lowest card held to the highest, the ace high or low, both counted"
        ),
    ),
    _Term(
        Message("ranks"),
        r"\branks [^ ]",
        lambda g: Message("every card held (not wild) is of these ranks"),
    ),
    _Term(
        Message("highest/lowest rank"),
        r"\b(highest|lowest) rank\b",
        lambda g: Message(
            "of the cards held (not wild), the ace low when the cards fit a straight only so"
        ),
    ),
    _Term(
        Message("only"), r"\bonly\b", lambda g: Message("those cards alone, the others discarded")
    ),
    _Term(
        Message("pick the lowest/highest"),
        r"\bpick the\b",
        lambda g: Message("of several holds that fit, the lowest (or highest) ranks"),
    ),
    _Term(
        Message("penalty card"),
        r"\b(flush|straight) cards?\b|\bdiscarded high cards?\b|\b(fp|sp|hp|gp)\b",
        lambda g: Message(
            "a discarded card that lowers the value of a hold: a rule may play only "
            "with or without one"
        ),
    ),
    _Term(
        Message("flush card (fp)"),
        r"\bflush cards?\b|\bfp\b",
        lambda g: Message("a discarded card of the suit of the cards held"),
    ),
    _Term(
        Message("straight card (sp)"),
        r"\bstraight cards?\b|\bsp\b",
        lambda g: Message(
            "a discarded card of a new rank that fits a straight with the cards held"
        ),
    ),
    _Term(
        Message("discarded high card (hp)"),
        r"\bdiscarded high cards?\b|\bhp\b",
        _with_high(lambda high: Message("a discarded card of {ranks}", ranks=high)),
    ),
    _Term(
        "gp",
        r"\bgp\b",
        lambda g: Message("a discarded card of a rank missing inside the cards held"),
    ),
    _Term(
        "least sp",
        r"\bleast sp\b",
        lambda g: Message("the card held has the fewest straight cards among the discards"),
    ),
    _Term(
        "[no …]",
        r"\[[^\]]*\bno\b",
        lambda g: Message("in brackets: none of the discards is that"),
    ),
    _Term(
        "[dsc …]",
        r"\[[^\]]*\bdsc\b",
        lambda g: Message("in brackets: at least one of the discards is that"),
    ),
    _Term(
        Message("discarded ranks"),
        r"\bdiscarded [2-9tjqka](\b|/|-)",
        lambda g: Message("a card of that rank among the discards"),
    ),
    _Term(
        Message("of one suit"),
        r"\bof one suit\b",
        lambda g: Message("the discards include one card of each rank named, all of one suit"),
    ),
    _Term(
        "onsuit/offsuit",
        r"\b(onsuit|offsuit)\b",
        lambda g: Message("a discard of a suit of the cards held, or of none of them"),
    ),
    _Term(
        Message("kicker"),
        r"\bkicker\b",
        lambda g: Message("the fifth card, held with the four (or three) of a kind"),
    ),
    _Term(
        Message("from a deal with"),
        r"\bfrom a deal with\b",
        lambda g: Message("the deal has exactly that many {wilds}", wilds=_wilds(g)),
    ),
    _Term(
        Message("discard everything"),
        r"\bdiscard everything\b",
        lambda g: Message("when no rule fits, draw five new cards"),
    ),
)


def _rank_letters(texts: Sequence[str]) -> str:
    """The rank letters A K Q J T the texts use, highest first."""
    used: set[str] = set()
    for text in texts:
        for word in _RANK_WORD.findall(text):
            used.update(ch for ch in word if ch in _RANK_NAMES)
    return "".join(ch for ch in "AKQJT" if ch in used)


def legend(texts: Sequence[str], game: Game, *, sections: bool = False) -> list[tuple[str, str]]:
    """Each term of ``texts`` (rule texts) with its meaning, in the order of the
    terms' list; ``sections`` adds what a heading means. The rank letters come first
    (``A, K, T``: ace, king, ten), then the words and signs."""
    out: list[tuple[str, str]] = []
    if sections:
        out.append(
            (
                Message("Headings"),
                Message(
                    "a heading's rules play only the deals with that many {wilds}, "
                    "and hold them all unless a rule says otherwise",
                    wilds=_wilds(game),
                ),
            )
        )
    letters = _rank_letters(texts)
    if letters:
        names = [_RANK_NAMES[ch] for ch in letters]
        said: str = names[0]
        for name in names[1:]:
            said = Message("{first}, {second}", first=said, second=name)
        out.append((", ".join(letters), Message("{ranks}", ranks=said)))
    joined = "\n".join(texts)
    lower = joined.lower()
    for term in _TERMS:
        if not re.search(term.pattern, joined if term.exact_case else lower):
            continue
        meaning = term.meaning(game)
        if meaning is not None:
            out.append((term.term, meaning))
    return out


def legend_lines(texts: Sequence[str], game: Game, *, sections: bool = False) -> list[str]:
    """The legend as comment lines for a chart's text (English)."""
    terms = legend(texts, game, sections=sections)
    if not terms:
        return []
    return ["", "# Legend:"] + [f"#   {term}: {meaning}" for term, meaning in terms]
