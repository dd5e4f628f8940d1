"""Random strategy text for property tests: lines built from the language's pieces.

Most lines read (some combine pieces that do not go together, which must be a
``StrategyError``); :func:`junk_text` adds words and characters the language does not
know.
"""

from __future__ import annotations

from hypothesis import strategies as st

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "10", "J", "Q", "K", "A"]
PLURALS = ["2s", "threes", "fives", "8s", "tens", "jacks", "queens", "kings", "aces"]

rank = st.sampled_from(RANKS)
count = st.sampled_from(["0", "1", "2", "3", "no", "one", "two", "1-2", "0-2", "2 or more"])
rank_set = st.one_of(
    st.sampled_from(PLURALS),
    st.builds(lambda a, b: f"{a}-{b}", rank, rank),
    st.builds(lambda a, b: f"{a}/{b}", rank, rank),
    st.sampled_from(["jacks or better", "A-4", "2-4", "J-A", "5-K"]),
)
made = st.sampled_from(
    [
        "royal flush",
        "straight flush",
        "four of a kind",
        "full house",
        "flush",
        "straight",
        "three of a kind",
        "two pair",
        "pair",
        "high pair",
        "low pair",
        "five of a kind",
        "wild royal flush",
        "natural royal flush",
        "trips",
        "quads",
    ]
)
grouped = st.builds(
    lambda head, ranks: f"{head} {ranks}",
    st.sampled_from(["pair of", "three", "four", "three of a kind of"]),
    rank_set,
)
draw = st.builds(
    lambda n, open_, target: f"{n} to {'an' if open_ else 'a'} {open_}{target}",
    st.sampled_from(["1", "2", "3", "4", "5"]),
    st.sampled_from(["", "inside ", "outside ", "double inside "]),
    st.sampled_from(
        ["royal flush", "straight flush", "flush", "straight", "wild royal flush", "RF", "SF"]
    ),
)
high_cards = st.builds(
    lambda n, suit: f"{n} {suit}high cards",
    st.sampled_from(["1", "2", "3", "one", "two"]),
    st.sampled_from(["", "suited ", "unsuited "]),
)
explicit = st.builds(
    lambda suit, ranks: f"{suit}{''.join(ranks)}",
    st.sampled_from(["", "suited ", "unsuited "]),
    st.lists(rank, min_size=1, max_size=4),
)
wilds = st.sampled_from(
    [
        "two deuces",
        "deuce only",
        "joker",
        "3 deuces",
        "2 wild cards",
        "four deuces",
        "two sevens",
        "1 seven",
        "four threes",
        "2 deuces and the joker",
        "the joker and 1 seven",
        "2 jokers",
        "one joker",
        "2 wild cards and no joker",
        "seven only",
    ]
)
core = st.one_of(
    made,
    grouped,
    draw,
    high_cards,
    explicit,
    wilds,
    st.just("discard everything"),
    st.builds(lambda m: f"{m} or better", made),
)
qualifier = st.one_of(
    st.builds(lambda n: f"{n} gaps", count),
    st.builds(lambda n: f"{n} high cards", count),
    st.builds(lambda n: f"{n} deuces", count),
    st.builds(lambda n, w: f"{n} {w}", count, st.sampled_from(["sevens", "threes", "jokers"])),
    st.sampled_from(
        ["the joker", "no joker", "consecutive cards", "a kicker", "1 seven and the joker"]
    ),
    st.builds(lambda r: f"a {r} kicker", rank_set),
    st.builds(lambda r: f"ranks {r}", rank_set),
    st.builds(lambda n: f"a spread of {n}", st.integers(2, 7)),
    st.builds(
        lambda n, what: f"{n} discarded {what}",
        st.sampled_from(["a", "no", "2", "1 or more"]),
        st.sampled_from(["flush card", "straight card", "high card", "9", "ace", "T/J"]),
    ),
)
terse = st.builds(
    lambda items: "[" + ", ".join(items) + "]",
    st.lists(
        st.builds(
            lambda n, code: f"{n}{code}",
            st.sampled_from(["", "no ", "2 ", "1+"]),
            st.sampled_from(["fp", "sp", "hp", "9p", "Ap"]),
        ),
        min_size=1,
        max_size=3,
    ),
)
remark = st.sampled_from(
    [
        "",
        " (pick the lowest)",
        " (keep the highest)",
        " (0.6123)",
        " (type 1)",
        " (type III)",
        " (except aces)",
    ]
)


@st.composite
def item(draw_: st.DrawFn) -> str:
    text = draw_(core)
    quals = draw_(st.lists(qualifier, max_size=3))
    if quals:
        text += " with " + " and ".join(quals)
    if draw_(st.booleans()):
        text += " " + draw_(terse)
    return text + draw_(remark)


rule_line = st.builds(
    lambda items, sep: sep.join(items), st.lists(item(), min_size=1, max_size=3), st.just(" | ")
)
heading = st.sampled_from(
    [
        "Two deuces:",
        "No deuces:",
        "With the joker:",
        "One deuce:",
        "Two sevens and the joker:",
        "Without the joker:",
        "2 wild cards:",
    ]
)


@st.composite
def strategy_text(draw_: st.DrawFn, headings: bool = False) -> str:
    lines = draw_(st.lists(rule_line, min_size=1, max_size=8))
    if headings and draw_(st.booleans()):
        lines.insert(draw_(st.integers(0, len(lines))), draw_(heading))
    numbered = draw_(st.booleans())
    return "\n".join(f"{i}. {line}" if numbered else line for i, line in enumerate(lines, 1))


junk_text = st.one_of(
    st.text(max_size=200),
    st.builds(
        lambda parts: " ".join(parts),
        st.lists(
            st.one_of(
                st.sampled_from(
                    [
                        "to",
                        "a",
                        "with",
                        "(",
                        ")",
                        "[",
                        "]",
                        "|",
                        ",",
                        "or",
                        "better",
                        "-",
                        "/",
                        ":",
                        "name:",
                        "#",
                        "\n",
                        "12.",
                        "4",
                        "deuces",
                        "joker",
                        "pick",
                        "lowest",
                        "discarded",
                        "kicker",
                        "gaps",
                        "high",
                        "cards",
                        "suited",
                        "at",
                        "least",
                        "+",
                    ]
                ),
                rank,
                st.text(max_size=6),
            ),
            max_size=25,
        ),
    ),
)
