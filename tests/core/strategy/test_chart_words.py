"""Rules named as players name hands (issue 24, item 5): short lists of ranks as lists
(``suited JT9, T98, 987``), long ones in the Wizard of Odds' geometry (gaps and high
cards), ranks an earlier rule holds counted as said (``2 suited high cards``), and
every text reads back into the patterns it was made from."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from naive.strategy_oracle import Memo, held_matches

from vptrainer.core.cards import RANKS
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import Game, game_of
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.rules import LINE
from vptrainer.core.strategy.generator.text import rule_text, simplify
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.patterns import (
    MADE_SIZE,
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


DDB = game_of(load_builtin("double-double-bonus-9-6"))
ONE_EYED = game_of(load_builtin("one-eyed-jacks"))
DOUBLE_JOKER = game_of(load_builtin("double-joker-9-5"))


def read_rule(text: str, game: Game) -> tuple[Pattern, ...]:
    """The patterns of a one-rule strategy (a heading may come first)."""
    rules = parse_strategy(text, game).rules
    assert len(rules) == 1
    return rules[0].patterns


def said(text: str, game: Game) -> str:
    """A rule as a chart says it, under its heading."""
    patterns = read_rule(text, game)
    return rule_text(simplify(patterns, game), game, section_key(patterns[0]))


def test_made_hands_from_the_best_down_are_said_or_better() -> None:
    """Three or more made hands from the best one down read "X or better" (the table's
    made hands in its order: the same patterns read back), the others as named."""
    every = "royal flush | straight flush | four of a kind | full house | flush | straight"
    assert said(f"{every} | three of a kind | two pair | high pair", JOB) == "high pair or better"
    assert said(f"{every} | three of a kind | two pair", JOB) == "two pair or better"
    assert said("royal flush | straight flush | four of a kind | full house", JOB) == (
        "full house or better"
    )
    # a hand missing from the run ends it; two hands are named
    assert said("royal flush | straight flush | four of a kind | three of a kind", JOB) == (
        "four of a kind or better | three of a kind"
    )
    assert said("royal flush | straight flush", JOB) == "royal flush | straight flush"
    assert said(
        "royal flush | straight flush | four of a kind | two pair | 4 to a royal flush", JOB
    ) == ("four of a kind or better | two pair | 4 to a royal flush")
    one_deuce = "five of a kind | wild royal flush | straight flush | four of a kind | full house"
    assert said(
        f"One deuce:\n1. {one_deuce} | flush | straight | three of a kind | 1 deuce", DEUCES
    ) == ("three of a kind or better | 1 deuce")
    natural = "natural royal flush | straight flush | four of a kind | full house | flush"
    assert said(
        f"No jokers:\n1. {natural} | straight | three of a kind | two pair | pair", DOUBLE_JOKER
    ) == ("pair or better")


def test_kicked_hands_are_said_as_one_where_that_fits_their_holds() -> None:
    """Double Double Bonus' four of a kind with the kickers it pays more for: one
    pattern (a kicker is never of its hand's rank), which holds what the four did; four
    aces with a 2-4 kicker and four kings with a 2 kicker stay two (as one they would
    hold four kings with a 3 kicker too)."""
    kicked = (
        "four twos with a 3/4/A kicker | four threes with a A/2/4 kicker"
        " | four fours with a A-3 kicker | four aces with a 2-4 kicker"
    )
    (one,) = simplify(read_rule(kicked, DDB), DDB)
    low = frozenset({12, 0, 1, 2})
    assert (one.group, one.kicker) == (low, low)
    assert said(kicked, DDB) == "four of a kind of A-4 with an A-4 kicker"
    assert said(f"royal flush | straight flush | four of a kind | {kicked} | three aces", DDB) == (
        "four of a kind or better | four of a kind of A-4 with an A-4 kicker | three aces"
    )
    apart = read_rule("four aces with a 2-4 kicker | four kings with a 2 kicker", DDB)
    assert len(simplify(apart, DDB)) == 2


_KICKED = (Made.PAIR, Made.THREE_OF_A_KIND, Made.FOUR_OF_A_KIND)
_RANK_SETS = st.frozensets(st.integers(0, 12), min_size=1, max_size=13)


@settings(max_examples=300, deadline=None)
@given(
    made=st.sampled_from(_KICKED),
    groups=st.tuples(_RANK_SETS, _RANK_SETS),
    kickers=st.tuples(_RANK_SETS, _RANK_SETS),
)
def test_two_kicked_hands_join_only_into_the_holds_of_the_two(
    made: Made,
    groups: tuple[frozenset[int], frozenset[int]],
    kickers: tuple[frozenset[int], frozenset[int]],
) -> None:
    """Two made hands with kickers said as one fit, by the slow matcher, exactly the
    holds either fits: every hand of that size and a kicker."""
    size = MADE_SIZE[made]
    a, b = (
        Pattern(Kind.MADE, size + 1, made=made, group=g, kicker=k)
        for g, k in zip(groups, kickers, strict=True)
    )
    joined = simplify([a, b], JOB)
    memo: Memo = {}
    for r, k in itertools.product(range(13), repeat=2):
        if r == k:
            continue
        ranks = tuple(sorted((*[r] * size, k), reverse=True))
        either = any(held_matches(p, ranks, False, 0, JOB, memo) for p in (a, b))
        assert any(held_matches(p, ranks, False, 0, JOB, memo) for p in joined) == either


def test_a_hand_no_other_rank_can_make_is_named_without_its_ranks() -> None:
    """One-Eyed Jacks (two of its jacks wild): with one wild card held no five or four
    jacks can be made, so the hand of every other rank is the hand; with two wild cards
    four jacks can (two jacks and the two wild ones), so those ranks stay named."""
    ranks = "A-T/Q/K"
    one = f"One wild card:\n1. five of a kind of {ranks} | four of a kind of {ranks}"
    assert said(one, ONE_EYED) == "five of a kind | four of a kind"
    two = f"Two wild cards:\n1. four of a kind of {ranks}"
    assert said(two, ONE_EYED) == f"four of a kind of {ranks}"


@pytest.mark.parametrize(
    ("table_id", "rules"),
    [
        ("double-double-bonus-9-6", 12),
        ("double-joker-9-5", 15),
        pytest.param("one-eyed-jacks", 15, marks=pytest.mark.slow),
        ("deuces-wild-full-pay", 12),
    ],
)
def test_a_short_levels_made_hands_fit_a_line(maker: Maker, table_id: str, rules: int) -> None:
    """The first line of each section of a short level, the made hands it keeps (188 to
    156 characters listed), reads as a line of a pocket card, and the chart prices as
    the rules it was made from."""
    m = maker(table_id)
    chart = m.level(rules)
    text = chart.text(comments=False)
    firsts = [ln for ln in text.splitlines() if ln.startswith("1. ")]
    assert firsts and all(len(ln) <= LINE for ln in firsts)
    assert any(" or better" in ln for ln in firsts)
    read = evaluate_strategy(m.prepared, text)
    assert chart.model_exact == (read.return_exact, read.return_worst_exact)


def test_one_suited_hands_of_two_suit_groups_are_said_as_one() -> None:
    """One-Eyed Jacks' draws split by the suits of its wild jacks, when a rule holds
    both groups: the draw of any suit (its naturals are of one suit, of either group);
    a pair, whose two suits may be one of each group, stays two."""
    wild_royal = "4 to a wild royal flush"
    both = (
        f"One wild card:\n1. {wild_royal} in diamonds or clubs | {wild_royal} in spades or hearts"
    )
    assert said(both, ONE_EYED) == wild_royal
    assert said("suited KQ in diamonds or clubs | suited KQ in spades or hearts", ONE_EYED) == (
        "suited KQ"
    )
    pairs = "pair in diamonds or clubs | pair in spades or hearts"
    assert said(f"No wild cards:\n1. {pairs}", ONE_EYED) == pairs
