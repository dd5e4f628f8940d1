"""The legend of a chart: what each term its rules use means, in a player's words.

:func:`legend` looks at a chart's rule texts (and headings) and explains the terms
they use, and only those, as the pocket card prints them under the rules.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.patterns import rank_set_text

# (term, pattern that finds it in a rule, meaning); the meaning may name {wild} and
# {high}, the game's wild card word and high ranks
_TERMS: tuple[tuple[str, str, str], ...] = (
    (
        "headings",
        r"^",
        "a heading's rules play only the deals with that many {wild}s, "
        "and hold them all unless a rule says otherwise",
    ),
    ("natural", r"\bnatural\b", "without {wild}s"),
    ("wild royal flush", r"\bwild royal\b", "a royal flush with at least one {wild}"),
    ("N to a hand", r"\b\d to an? \b", "that many cards of the hand held, {wild}s included"),
    ("suited", r"\bsuited\b", "all of one suit"),
    ("unsuited", r"\bunsuited\b", "not all of one suit"),
    ("high cards", r"\bhigh cards?\b", "{high}"),
    ("high pair", r"\bhigh pair\b", "a pair of {high}"),
    ("low pair", r"\blow pair\b", "a pair below {high_low}"),
    ("outside", r"\boutside\b", "four in a row, open at both ends (not A-2-3-4 or J-Q-K-A)"),
    ("inside", r"\binside\b", "one rank missing, or four in a row at an end of the deck"),
    (
        "gaps",
        r"\bgaps?\b",
        "ranks missing inside the cards held, plus one for each end "
        "of the deck that cuts the straights short (the Wizard of Odds' count)",
    ),
    (
        "span",
        r"\bspan\b",
        "the ranks from the lowest card held to the highest, the ace high or low, both counted",
    ),
    ("ranks", r"\branks [^ ]", "every card held (not wild) is of these ranks"),
    (
        "highest/lowest rank",
        r"\b(highest|lowest) rank\b",
        "of the cards held (not wild), the ace low when the cards fit a straight only so",
    ),
    ("only", r"\bonly\b", "those cards alone, the others discarded"),
    (
        "pick the lowest/highest",
        r"\bpick the\b",
        "of several holds that fit, the lowest (or highest) ranks",
    ),
    (
        "discarded flush card",
        r"\bflush cards?\b|\bfp\b",
        "a discarded card of the suit of the cards held (a penalty card)",
    ),
    (
        "discarded straight card",
        r"\bstraight cards?\b|\bsp\b",
        "a discarded card of a new rank that fits a straight with the cards held (a penalty card)",
    ),
    ("discarded high card", r"\bdiscarded high cards?\b|\bhp\b", "a discarded {high} card"),
    (
        "discarded ranks",
        r"\bdiscarded [2-9tjqka](\b|/|-)",
        "a card of that rank among the discards",
    ),
    (
        "of one suit",
        r"\bof one suit\b",
        "the discards include one card of each rank named, all of one suit",
    ),
    (
        "onsuit/offsuit",
        r"\b(onsuit|offsuit)\b",
        "a discard of a suit of the cards held, or of none of them",
    ),
    ("kicker", r"\bkicker\b", "the fifth card, held with the four (or three) of a kind"),
    ("discard everything", r"\bdiscard everything\b", "when no rule fits: draw five new cards"),
)


def legend(texts: Sequence[str], game: Game, *, sections: bool = False) -> list[tuple[str, str]]:
    """Each term of ``texts`` (rule texts) with its meaning, in the order of the
    terms' list; ``sections`` adds what a heading means."""
    high = rank_set_text(game.high_ranks) if game.high_min is not None else ""
    low = high
    joined = "\n".join(t.lower() for t in texts)
    out = []
    for term, pattern, meaning in _TERMS:
        if term == "headings":
            if sections:
                out.append(("Headings", meaning.format(wild=game.wild_word or "wild card")))
            continue
        if term in ("high cards", "high pair", "low pair", "discarded high card") and not high:
            continue
        if re.search(pattern, joined):
            if term == "N to a hand" and not game.is_wild:
                meaning = "that many cards of the hand held"
            text = meaning.format(wild=game.wild_word or "wild card", high=high, high_low=low)
            out.append((term, text))
    return out
