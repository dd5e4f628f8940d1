"""Rules named as players name hands (issue 24, item 5): short lists of ranks as lists
(``suited JT9, T98, 987``), long ones in the Wizard of Odds' geometry (gaps and high
cards), ranks an earlier rule holds counted as said (``2 suited high cards``), and
every text reads back into the patterns it was made from."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace

import pytest

from vptrainer.core.cards import RANKS
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.text import rule_text, simplify
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.patterns import (
    Draw,
    Kind,
    Made,
    Pattern,
    Penalty,
    PenaltyKind,
    section_key,
)

JOB = game_of(load_builtin("jacks-or-better-9-6"))
DEUCES = game_of(load_builtin("deuces-wild-full-pay"))
Maker = Callable[[str], StrategyMaker]


def suited(*hands: str, wilds: int = 0, dealt: int | None = None) -> list[Pattern]:
    """Explicit suited ranks (``"JT9"``), as the generator's atoms are."""
    out = []
    for hand in hands:
        ranks = tuple(sorted((RANKS.index(c) for c in hand), reverse=True))
        out.append(
            Pattern(
                Kind.RANKS,
                len(hand) + wilds,
                (wilds, wilds),
                ranks=ranks,
                suited=True,
                dealt=None if dealt is None else (dealt, dealt),
            )
        )
    return out


def straight_flush_threes(gaps: int, high: int) -> list[str]:
    """Every 3 ranks that fit a straight with ``gaps`` gaps as the Wizard of Odds counts
    them (missing ranks inside, plus one for each end of the deck that cuts the
    straights short: 3 less the straights they fit) and ``high`` high cards (J-A)."""
    straights = [{12, 0, 1, 2, 3}, *({s + i for i in range(5)} for s in range(9))]
    out = []
    for combo in itertools.combinations(range(13), 3):
        fits = sum(1 for s in straights if set(combo) <= s)
        if fits and 3 - fits == gaps and sum(r >= 9 for r in combo) == high:
            out.append("".join(RANKS[r] for r in sorted(combo, reverse=True)))
    return out


def text_of(patterns: list[Pattern], game: object, played: list[Pattern] | None = None) -> str:
    short = simplify(patterns, game, played or [])  # type: ignore[arg-type]
    text = rule_text(short, game)  # type: ignore[arg-type]
    assert set(parse_strategy(text, game).rules[0].patterns) == set(short)  # type: ignore[arg-type]
    return text


def test_a_short_list_stays_a_list() -> None:
    # was "3 to a straight flush with ranks 8-J"
    assert text_of(suited("JT9", "JT8", "J98", "T98"), JOB) == "suited JT9, JT8, J98, T98"
    assert text_of(suited("876", "765", "654", "543"), JOB) == "suited 876, 765, 654, 543"


def test_a_long_list_in_the_wizards_words() -> None:
    hands = straight_flush_threes(gaps=1, high=0)
    assert {"T97", "986", "643", "542", "432"} <= set(hands) and len(hands) >= 12
    assert text_of(suited(*hands), JOB) == "3 to a straight flush with 1 gap and no high cards"
    two = straight_flush_threes(gaps=2, high=1)
    assert "A32" in two and "KT9" in two
    assert text_of(suited(*two), JOB) == "3 to a straight flush with 2 gaps and 1 high card"


def test_a_few_ranks_beside_the_geometry_are_listed() -> None:
    hands = [*straight_flush_threes(gaps=1, high=0), "KT9", "QT8", "Q98", "J87"]
    assert text_of(suited(*hands), JOB) == (
        "3 to a straight flush with 1 gap and no high cards | suited KT9, QT8, Q98, J87"
    )


def test_ranks_an_earlier_rule_holds_make_plainer_words() -> None:
    pairs = suited("AK", "AQ", "AJ", "KQ", "KJ")
    assert text_of(pairs, JOB) == "suited AK, AQ, AJ, KQ, KJ"
    assert text_of(pairs, JOB, suited("QJ")) == "2 suited high cards"
    royal = Pattern(Kind.DRAW, 3, draw=Draw.ROYAL_FLUSH)
    rest = [h for g in (0, 1) for h in straight_flush_threes(g, 0)] + ["J98", "JT8"]
    earlier = [royal, *suited(*(h for h in straight_flush_threes(1, 1) if h not in rest))]
    earlier += suited("QJ9", "KQ9")  # not all: a rule may hold only what is said
    hands = straight_flush_threes(1, 0) + straight_flush_threes(0, 0)
    assert (
        text_of(suited(*hands), JOB, earlier)
        == "3 to a straight flush with 0-1 gaps and no high cards"
    )


def test_a_pattern_that_fits_anothers_holds_stands_for_both() -> None:
    # was "pair of 3-Q | pair" (a Kings or Better Joker Poker level)
    kings = game_of(load_builtin("joker-poker-kings-full-pay"))
    pair = Pattern(Kind.MADE, 2, made=Made.PAIR, dealt=(0, 0))
    low = replace(pair, group=frozenset(range(1, 11)))
    assert simplify([low, pair], kings) == [pair]
    assert simplify([pair, low], kings) == [pair]
    assert rule_text(simplify([low, pair], kings), kings, section_key(pair)) == "pair"
    # "suited QT | suited QT with no discarded flush cards": suited QT
    qt = suited("QT")[0]
    penalty = Penalty(PenaltyKind.FLUSH, (0, 0))
    assert simplify([replace(qt, penalties=(penalty,)), qt], JOB) == [qt]
    # one condition each way: both kept (neither fits the other's holds)
    unsuited = replace(qt, suited=False)
    assert len(simplify([replace(qt, suited=True), unsuited], JOB)) == 1  # either: "QT"
    high = Pattern(Kind.DRAW, 4, draw=Draw.FLUSH, high=(1, 1))
    assert simplify([high, replace(high, high=None, top=frozenset({12}))], JOB) == [
        high,
        replace(high, high=None, top=frozenset({12})),
    ]


def test_wild_card_holds_under_their_heading_and_games_without_high_cards() -> None:
    atoms = suited("JT9", "T98", "987", "876", "765", wilds=1, dealt=1)
    short = simplify(atoms, DEUCES)
    key = ((1, 1), None, None)
    assert rule_text(short, DEUCES, key) == "suited JT9, T98, 987, 876, 765"
    many = suited(*(h for g in (0, 1) for h in straight_flush_threes(g, 0) if "2" not in h))
    assert "high card" not in text_of(many, DEUCES)  # no high cards in Deuces Wild


@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6"])
def test_the_basic_chart_in_players_words(maker: Maker, table_id: str) -> None:
    texts = [r.text for r in maker(table_id).basic().rules]
    assert "2 suited high cards" in texts
    assert "3 to a straight flush with 1 gap | suited KT9, QT8, Q98, J87" in texts
    assert not [t for t in texts if "with ranks" in t]  # geometry only by gaps and high cards


def test_words_a_heading_says_are_not_counted_against_a_draw() -> None:
    # Sevens and Joker Wild, no wild cards dealt: 22 four-card straights were listed
    # because "with no wild cards" and "from a deal with no wild cards" were counted in
    # the draws' words, which the heading says for them
    sevens = game_of(load_builtin("sevens-and-joker-wild"))
    hands = "AKQJ AKQT AKJT AQJT KQJT KQJ9 KQT9 KJT9 QJT9 QJT8 QJ98 QT98 JT98 6543 6542 6532"
    hands += " 6432 5432 A543 A542 A532 A432"
    order = "23456789TJQKA"
    atoms = [
        Pattern(
            Kind.RANKS,
            4,
            ranks=tuple(sorted((order.index(c) for c in h), reverse=True)),
            dealt=(0, 0),
        )
        for h in hands.split()
    ]
    short = simplify(atoms, sevens)
    assert rule_text(short, sevens, section_key(atoms[0])) == (
        "4 to a straight with ranks 8-A | 4 to a straight with ranks 2-6"
        " | 4 to an inside straight with ranks A-5"
    )
