"""The strategy language: what it reads, what it writes back, and how it says no."""

from __future__ import annotations

import itertools
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from naive.strategy_oracle import held_matches, straights_fitting
from naive.strategy_texts import junk_text, strategy_text

from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.builtin import builtin_strategy_text
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import Game, game_of
from vptrainer.core.strategy.language import (
    StrategyError,
    make_strategy,
    parse_strategy,
    read_strategy,
)
from vptrainer.core.strategy.language import (
    strategy_text as write_strategy,
)
from vptrainer.core.strategy.patterns import (
    Draw,
    Kind,
    Made,
    Openness,
    Pattern,
    Penalty,
    PenaltyKind,
    Pick,
    SuitMode,
    pattern_text,
)

JOB = game_of(load_builtin("jacks-or-better-9-6"))
DEUCES = game_of(load_builtin("deuces-wild-full-pay"))
JOKER = game_of(load_builtin("joker-poker-kings-full-pay"))
SEVENS = game_of(load_builtin("sevens-and-joker-wild"))
DEUCES_JOKER = game_of(load_builtin("deuces-and-joker-wild"))
DOUBLE_JOKER = game_of(load_builtin("double-joker-9-5"))
THREES = game_of(load_builtin("anythings-wild-threes"))
ONE_EYED = game_of(load_builtin("one-eyed-jacks"))
GAMES = {
    "job": JOB,
    "deuces": DEUCES,
    "joker": JOKER,
    "sevens": SEVENS,
    "deuces-joker": DEUCES_JOKER,
    "double-joker": DOUBLE_JOKER,
    "threes": THREES,
    "one-eyed": ONE_EYED,
}
HIGH = frozenset(range(9, 13))  # J-A
WIZARD_9_6 = Path(__file__).parent / "data" / "wizard-jacks-9-6-words.txt"
ROYAL = frozenset(range(8, 13))
T, J, Q, K, A = 8, 9, 10, 11, 12


def patterns(text: str, game: Game = JOB) -> list[Pattern]:
    strategy = parse_strategy(text, game)
    assert len(strategy.rules) == 1
    return list(strategy.rules[0].patterns)


def refused(cases: list[tuple[str, str]], game: Game = JOB) -> None:
    """Each text is refused with a message that says the problem."""
    for text, problem in cases:
        with pytest.raises(StrategyError, match=problem):
            parse_strategy(text, game)


def test_the_wizards_simple_strategy_reads_as_published() -> None:
    s = parse_strategy(builtin_strategy_text("jacks-or-better-9-6-wizard-simple"), JOB)
    assert s.name == "Wizard of Odds simple strategy"
    assert s.game_name == "Jacks or Better 9/6"
    assert [r.line for r in s.rules] == list(range(9, 25))
    made = [p.made for p in s.rules[0].patterns]
    assert made == [Made.FOUR_OF_A_KIND, Made.STRAIGHT_FLUSH, Made.ROYAL_FLUSH]
    assert [p.held for p in s.rules[0].patterns] == [4, 5, 5]
    assert s.rules[5].patterns == (Pattern(Kind.MADE, 2, made=Made.PAIR, group=HIGH),)
    assert s.rules[8].patterns[0].group == frozenset(range(9))
    outside = s.rules[9].patterns[0]
    assert (outside.draw, outside.openness, outside.held) == (Draw.STRAIGHT, Openness.OUTSIDE, 4)
    assert s.rules[10].patterns == (Pattern(Kind.HIGH_CARDS, 2, suited=True),)
    assert s.rules[12].patterns == (Pattern(Kind.HIGH_CARDS, 2, suited=False, pick=Pick.LOWEST),)
    assert [p.ranks for p in s.rules[13].patterns] == [(J, T), (Q, T), (K, T)]
    assert all(p.suited for p in s.rules[13].patterns)
    assert s.rules[14].patterns == (Pattern(Kind.HIGH_CARDS, 1),)
    assert s.rules[15].patterns == (Pattern(Kind.NOTHING, 0),)
    assert s.rule_texts()[12] == "2 unsuited high cards (if more than 2 then pick the lowest 2)"


def test_numbers_bullets_case_plurals_and_comments() -> None:
    text = "# a comment\n\n12) HIGH PAIRS   # trailing\n- 4 To An Outside Straight.\n"
    s = parse_strategy(text, JOB)
    assert [r.line for r in s.rules] == [3, 4]
    assert s.rules[0].patterns == tuple(patterns("high pair"))
    assert s.rules[1].patterns == tuple(patterns("4 to an outside straight"))
    assert patterns("2 Suited High Card") == patterns("2 suited high cards")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pair of 2-4", Pattern(Kind.MADE, 2, made=Made.PAIR, group=frozenset({0, 1, 2}))),
        ("pair of A", Pattern(Kind.MADE, 2, made=Made.PAIR, group=frozenset({A}))),
        ("pair of jacks or better", Pattern(Kind.MADE, 2, made=Made.PAIR, group=HIGH)),
        (
            "three aces with a kicker",
            Pattern(
                Kind.MADE,
                4,
                made=Made.THREE_OF_A_KIND,
                group=frozenset({A}),
                kicker=JOB.natural_ranks,
            ),
        ),
        (
            "four aces with a 2-4 kicker",
            Pattern(
                Kind.MADE,
                5,
                made=Made.FOUR_OF_A_KIND,
                group=frozenset({A}),
                kicker=frozenset({0, 1, 2}),
            ),
        ),
        (
            "3 to a straight flush with 2 gaps and 1 high card",
            Pattern(Kind.DRAW, 3, draw=Draw.STRAIGHT_FLUSH, gaps=(2, 2), high=(1, 1)),
        ),
        ("suited QJ", Pattern(Kind.RANKS, 2, ranks=(Q, J), suited=True)),
        ("KQJ unsuited", Pattern(Kind.RANKS, 3, ranks=(K, Q, J), suited=False)),
        ("JQKA unsuited", Pattern(Kind.RANKS, 4, ranks=(A, K, Q, J), suited=False)),
        ("ace", Pattern(Kind.RANKS, 1, ranks=(A,))),
        ("KQs", Pattern(Kind.RANKS, 2, ranks=(K, Q), suited=True)),
        (
            "4 to a flush with a discarded straight card",
            Pattern(
                Kind.DRAW,
                4,
                draw=Draw.FLUSH,
                penalties=(Penalty(PenaltyKind.STRAIGHT, (1, 5)),),
            ),
        ),
        (
            "suited JT [no fp, 2 sp]",
            Pattern(
                Kind.RANKS,
                2,
                ranks=(J, T),
                suited=True,
                penalties=(
                    Penalty(PenaltyKind.FLUSH, (0, 0)),
                    Penalty(PenaltyKind.STRAIGHT, (2, 2)),
                ),
            ),
        ),
        (
            "KQ with a discarded 9",
            Pattern(
                Kind.RANKS,
                2,
                ranks=(K, Q),
                penalties=(Penalty(PenaltyKind.RANK, (1, 5), frozenset({7})),),
            ),
        ),
        (
            "4 to an inside straight with 3 or more high cards",
            Pattern(Kind.DRAW, 4, draw=Draw.STRAIGHT, openness=Openness.INSIDE, high=(3, 5)),
        ),
        (
            "4 to a straight flush with no gaps and ranks 6-A",
            Pattern(
                Kind.DRAW, 4, draw=Draw.STRAIGHT_FLUSH, gaps=(0, 0), within=frozenset(range(4, 13))
            ),
        ),
    ],
)
def test_patterns_read(text: str, expected: Pattern) -> None:
    assert patterns(text) == [expected]


def test_comma_lists_share_the_first_items_words() -> None:
    assert patterns("Suited AK, AQ, or AJ") == patterns("suited AK | suited AQ | suited AJ")
    assert patterns("pair of 2s, 3s or 4s") == patterns("pair of 2 | pair of 3 | pair of 4")
    assert patterns("Four of a kind or better") == patterns(
        "royal flush | straight flush | four of a kind"
    )


def test_high_pair_or_better_is_every_paying_hand() -> None:
    every = "royal flush | straight flush | four of a kind | full house | flush | straight"
    assert patterns("high pair or better") == patterns(
        f"{every} | three of a kind | two pair | high pair"
    )
    assert patterns("high pair or better") == patterns("any pat paying hand")
    assert patterns("high pair or better", JOKER) == patterns("any pat paying hand", JOKER)
    assert patterns("high pair or better", JOKER)[-1].group == frozenset({K, A})
    with pytest.raises(StrategyError, match="'or better' goes with a hand such as"):
        patterns("low pair or better")
    # ranks "or better" are ranks: a pair of queens, kings or aces
    assert patterns("pair of queens or better")[0].group == frozenset({Q, K, A})


def test_or_better_leaves_out_five_of_a_kind_without_a_wild_card() -> None:
    """A section of deals without jokers: "pair or better" is the natural hands (five of a
    kind would need a wild card), as the same made hands listed read."""
    listed = "natural royal flush | straight flush | four of a kind | full house | flush"
    rest = "straight | three of a kind | two pair | pair"
    assert parse_strategy("No jokers:\n1. pair or better\n", DOUBLE_JOKER).rules[0].patterns == (
        parse_strategy(f"No jokers:\n1. {listed} | {rest}\n", DOUBLE_JOKER).rules[0].patterns
    )
    one = parse_strategy("One joker:\n1. four of a kind or better\n", DOUBLE_JOKER).rules[0]
    assert Made.FIVE_OF_A_KIND in [p.made for p in one.patterns]


def test_the_wizards_other_wordings() -> None:
    # from his optimal and intermediate 9/6 strategies
    inside4 = patterns("4 to an inside straight with 4 high cards")
    assert patterns("4 to an inside straight, 4 high cards (0.5957)") == inside4
    assert patterns("4 to an inside straight w/ 3-4 high cards") == patterns(
        "4 to an inside straight with 3 or 4 high cards"
    )
    assert patterns("J/A, Q/A, K/A unsuited") == patterns("unsuited AJ | unsuited AQ | unsuited AK")
    assert patterns("Dealt royal flush (800.0000)") == patterns("royal flush")
    assert patterns("3 of a kind") == patterns("three of a kind")
    assert patterns("Full house or better") == patterns(
        "royal flush | straight flush | four of a kind | full house"
    )
    assert patterns("suited AT") == [Pattern(Kind.RANKS, 2, ranks=(A, T), suited=True)]
    assert patterns("4 to a flush with at least 1 high card")[0].high == (1, 5)


def test_wild_games() -> None:
    two = patterns("two deuces", DEUCES)
    assert two == [Pattern(Kind.WILDS, 2, wilds=(2, 2))]
    wr = patterns("4 to a wild royal flush with 1 deuce", DEUCES)
    assert wr == [Pattern(Kind.DRAW, 4, wilds=(1, 1), draw=Draw.ROYAL_FLUSH)]
    assert patterns("4 to a natural royal flush", DEUCES)[0].wilds == (0, 0)
    assert patterns("4 to a royal flush", DEUCES)[0].wilds == (0, 4)
    sf = patterns("joker with 4 to a straight flush", JOKER)
    assert sf == [Pattern(Kind.DRAW, 4, wilds=(1, 1), draw=Draw.STRAIGHT_FLUSH)]
    assert patterns("4 to a straight flush with the joker", JOKER) == sf
    assert patterns("three of a kind with 1 deuce", DEUCES)[0].held == 3
    assert patterns("suited KQ with the joker", JOKER)[0].held == 3
    assert patterns("joker", JOKER) == [Pattern(Kind.WILDS, 1, wilds=(1, 1))]
    assert patterns("high pair", JOKER)[0].group == frozenset({K, A})  # kings or better


def test_every_wild_game_names_its_wild_cards() -> None:
    # a wild rank's name counts wild cards; with jokers too, each kind counts itself
    assert patterns("two sevens", SEVENS) == [Pattern(Kind.WILDS, 2, wilds=(2, 2), others=(2, 2))]
    assert patterns("one joker", SEVENS) == [Pattern(Kind.WILDS, 1, wilds=(1, 1), jokers=(1, 1))]
    assert patterns("two wild cards", SEVENS) == [Pattern(Kind.WILDS, 2, wilds=(2, 2))]
    both = patterns("four sevens with the joker", SEVENS)
    assert both == [Pattern(Kind.WILDS, 5, wilds=(5, 5), jokers=(1, 1), others=(4, 4))]
    assert patterns("four deuces", DEUCES_JOKER)[0].others == (4, 4)
    assert patterns("two deuces and the joker", DEUCES_JOKER)[0].wilds == (3, 3)
    draw = patterns("3 to a royal flush with 1 seven", SEVENS)[0]
    assert (draw.wilds, draw.others, draw.jokers) == ((1, 2), (1, 1), None)
    draw = patterns("3 to a royal flush with 1 seven and no joker", SEVENS)[0]
    assert (draw.wilds, draw.others, draw.jokers) == ((1, 1), (1, 1), (0, 0))
    draw = patterns("4 to a flush with 1-2 sevens and the joker", SEVENS)[0]
    assert (draw.wilds, draw.others, draw.jokers) == ((2, 3), (1, 2), (1, 1))
    assert patterns("suited KQ with 1 seven", SEVENS)[0].wilds == (1, 1)
    assert patterns("two jokers", DOUBLE_JOKER) == [Pattern(Kind.WILDS, 2, wilds=(2, 2))]
    assert patterns("4 to a flush with 1 joker", DOUBLE_JOKER)[0].wilds == (1, 1)
    assert patterns("two threes", THREES) == [Pattern(Kind.WILDS, 2, wilds=(2, 2))]
    assert patterns("three of a kind", THREES)[0].made is Made.THREE_OF_A_KIND
    assert patterns("three to a royal flush with 1 three", THREES)[0].held == 3
    assert patterns("one wild card", ONE_EYED) == [Pattern(Kind.WILDS, 1, wilds=(1, 1))]
    s = parse_strategy("Two sevens and the joker:\n4 to a royal flush\n", SEVENS)
    p = s.rules[0].patterns[0]
    assert (p.held, p.wilds, p.others, p.jokers) == (4, (3, 3), (2, 2), (1, 1))
    assert (p.dealt, p.dealt_others, p.dealt_jokers) == ((3, 3), (2, 2), (1, 1))
    assert pattern_text(p, SEVENS) == (
        "4 to a wild royal flush with 2 sevens and the joker "
        "from a deal with 2 sevens and the joker"
    )
    texts = (
        "two sevens",
        "the joker",
        "2 wild cards",
        "suited KQ with 1 seven",
        "pair with no joker",
    )
    for text in (*texts, "4 to a flush with 2 wild cards and the joker"):
        for p in patterns(text, SEVENS):
            assert patterns(pattern_text(p, SEVENS), SEVENS) == [p]
    # a heading counts the wild cards dealt, which its rules hold unless they say
    p = parse_strategy("Two sevens:\nthe joker\n", SEVENS).rules[0].patterns[0]
    assert (p.held, p.others, p.jokers, p.dealt_others) == (3, (2, 2), (1, 1), (2, 2))
    with pytest.raises(StrategyError, match="has 1 joker"):
        parse_strategy("two jokers\n", SEVENS)


def test_sections_give_the_wild_cards_held() -> None:
    s = parse_strategy(
        "Two deuces:\nfour of a kind\nTwo deuces\nNo deuces:\n4 to a flush\n", DEUCES
    )
    assert [r.patterns[0].wilds for r in s.rules] == [(2, 2), (2, 2), (0, 0)]
    s = parse_strategy("Without the joker:\n3 to a royal flush\n", JOKER)
    assert s.rules[0].patterns[0].wilds == (0, 0)
    with pytest.raises(StrategyError, match="holds more wild cards than its deals have"):
        parse_strategy("One deuce:\ntwo deuces\n", DEUCES)


@pytest.mark.parametrize(
    ("game", "text", "problem"),
    [
        ("job", "Two deuces", "deuces are not wild in Jacks or Better 9/6"),
        ("job", "joker", "has no joker"),
        ("job", "wild royal flush", "has no wild cards"),
        ("job", "Four of a kind, strait", "unknown word 'strait'"),
        ("job", "2 high cards (keep the kicker)", "unknown remark '(keep the kicker)'"),
        ("job", "4 to a flush with 1 gap", "gaps go with a draw to a straight"),
        ("job", "6 to a flush", "a draw holds 1 to 5 cards"),
        ("job", "pair of K-Q", "low-high"),
        ("job", "suited", "expected ranks"),
        ("job", "4 to a", "expected 'royal flush'"),
        ("job", "Two deuces:", "deuces are not wild"),
        ("job", "High cards:", "names the wild cards dealt"),
        ("job", "4 to a flush ½", "unexpected character"),
        ("job", "2 high cards (pick the lowest 3)", "picks 3 cards but the pattern holds 2"),
        ("deuces", "pair of 2s", "every 2 is wild"),
        ("deuces", "high pair", "pays no pair"),
        ("deuces", "natural royal flush with 1 deuce", "contradict"),
        ("deuces", "five deuces", "at most 4 wild cards"),
        ("joker", "two jokers", "at most 1 wild card"),
    ],
)
def test_errors_name_the_file_the_line_and_the_problem(game: str, text: str, problem: str) -> None:
    with pytest.raises(StrategyError) as err:
        parse_strategy(f"# header\nname: x\n4 to a flush\n{text}\n", GAMES[game], source="my.txt")
    message = str(err.value)
    assert message.startswith(f"my.txt, line 4: {text!r}: ")
    assert problem in message
    assert "\n" not in message


def test_headers_and_empty_files() -> None:
    with pytest.raises(StrategyError, match="no rules"):
        parse_strategy("# nothing\nname: x\n", JOB)
    with pytest.raises(StrategyError, match="before the rules"):
        parse_strategy("high pair\nname: late\n", JOB)
    with pytest.raises(StrategyError, match="a second name"):
        parse_strategy("name: a\nname: b\nhigh pair\n", JOB)


def test_files(tmp_path: Path) -> None:
    good = tmp_path / "s.txt"
    good.write_text("\ufeffname: mine\nhigh pair\n", encoding="utf-8")
    assert read_strategy(good, JOB).name == "mine"
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"high pair\n\xff\xfe\n")
    with pytest.raises(StrategyError, match="not UTF-8"):
        read_strategy(bad, JOB)
    with pytest.raises(StrategyError, match="cannot read"):
        read_strategy(tmp_path / "missing.txt", JOB)


@pytest.mark.parametrize(
    "strategy_id", ["jacks-or-better-9-6-wizard-simple", "jacks-or-better-9-6-basic"]
)
def test_written_text_reads_back_the_same(strategy_id: str) -> None:
    s = parse_strategy(builtin_strategy_text(strategy_id), JOB)
    back = parse_strategy(write_strategy(s), JOB)
    assert [r.patterns for r in back.rules] == [r.patterns for r in s.rules]
    assert back.name == s.name


def test_strategies_built_in_code() -> None:
    rules = [[Pattern(Kind.MADE, 2, made=Made.PAIR, group=HIGH)], [Pattern(Kind.NOTHING, 0)]]
    s = make_strategy(rules, JOB, name="generated")
    assert s.rule_texts() == ("high pair", "discard everything")
    assert "1. high pair\n2. discard everything" in write_strategy(s)
    with pytest.raises(StrategyError):
        make_strategy([], JOB)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(GAMES)), strategy_text(headings=True))
def test_generated_text_reads_or_fails_cleanly_and_round_trips(game: str, text: str) -> None:
    g = GAMES[game]
    try:
        parse_strategy(text, g)
    except StrategyError as exc:
        assert "\n" not in str(exc)
    for line in text.splitlines():
        try:
            s = parse_strategy(line, g)
        except StrategyError:
            continue
        back = parse_strategy(write_strategy(s), g)
        assert [r.patterns for r in back.rules] == [r.patterns for r in s.rules]
        for rule in s.rules:
            for p in rule.patterns:
                assert patterns(pattern_text(p, g), g) == [p]


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_any_file_reads_or_fails_with_a_strategy_error(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "any.txt"
        path.write_bytes(data)
        try:
            read_strategy(path, JOB)
        except StrategyError as exc:
            assert str(exc).startswith(str(path))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(GAMES)), junk_text)
def test_any_text_reads_or_fails_with_a_strategy_error(game: str, text: str) -> None:
    try:
        parse_strategy(text, GAMES[game], source="junk.txt")
    except StrategyError as exc:
        assert str(exc).startswith("junk.txt")


# ---------------------------------------------------------------- issue 24: readings


def _rank(r: str) -> int:
    return "23456789TJQKA".index(r)


def test_discarded_ranks_together_onsuit_offsuit_and_of_one_suit() -> None:
    eight, nine, ten = _rank("8"), _rank("9"), _rank("T")
    both = patterns("KJ [dsc 8T or 9T]")
    assert [sorted(tuple(p.ranks) for p in pat.penalties) for pat in both] == [
        [(eight,), (ten,)],
        [(nine,), (ten,)],
    ]
    assert all(p.count == (1, 5) for pat in both for p in pat.penalties)
    # none of the pairs: no T, or neither 8 nor 9
    neither = patterns("KJ [no 8T or 9T]")
    assert {tuple((tuple(p.ranks), p.count) for p in pat.penalties) for pat in neither} >= {
        (((ten,), (0, 0)),),
        (((eight,), (0, 0)), ((nine,), (0, 0))),
    }
    (on,) = patterns("suited QT [dsc 7 onsuit]")
    assert on.penalties == (Penalty(PenaltyKind.RANK, (1, 5), frozenset({5}), SuitMode.ON),)
    (off,) = patterns("suited JT with a discarded K offsuit")
    assert off.penalties[0].suits is SuitMode.OFF
    (suited,) = patterns("suited QJ [dsc 346 suited]")
    assert suited.penalties == (Penalty(PenaltyKind.SUITED, (1, 1), frozenset({1, 2, 4})),)
    assert patterns("suited QJ with discarded 3/4/6 of one suit") == [suited]
    assert patterns("suited QJ [others]")[0].penalties == ()
    # the long forms read back
    for p in (*both, on, off, suited):
        assert patterns(pattern_text(p, JOB)) == [p]


def test_a_trailing_condition_goes_for_the_whole_list() -> None:
    s = parse_strategy("Suited KQ, KJ, KT [no fp, no sp]\n", JOB)
    ps = s.rules[0].patterns
    assert [p.ranks for p in ps] == [(K, Q), (K, J), (K, T)]
    assert all(p.suited for p in ps)
    assert all(
        [q.kind for q in p.penalties] == [PenaltyKind.FLUSH, PenaltyKind.STRAIGHT] for p in ps
    )
    assert s.warnings == ()  # one kind of item: nothing ambiguous
    mixed = parse_strategy("name: x\nTwo pair, 4 to a flush [no fp]\n", JOB, source="c.txt")
    assert all(p.penalties for p in mixed.rules[0].patterns)
    (w,) = mixed.warnings
    assert (w.line, w.column) == (2, 24)
    assert w.text("c.txt").startswith("c.txt, line 2, column 24: read for every item")


def test_headings_name_the_wild_cards_dealt_in_any_order() -> None:
    up = parse_strategy("No deuces:\n4 to a royal flush\nOne deuce:\n4 to a royal flush\n", DEUCES)
    down = parse_strategy(
        "One deuce:\n4 to a royal flush\nNo deuces:\n4 to a royal flush\n", DEUCES
    )
    assert {p for r in up.rules for p in r.patterns} == {p for r in down.rules for p in r.patterns}
    none, one = (r.patterns[0] for r in up.rules)
    assert (none.dealt, none.wilds) == ((0, 0), (0, 0))
    assert (one.dealt, one.wilds) == ((1, 1), (1, 1))
    # a rule may discard the deuce its section deals
    p = parse_strategy("One deuce:\n4 to a natural royal flush\n", DEUCES).rules[0].patterns[0]
    assert (p.dealt, p.wilds) == ((1, 1), (0, 0))


def test_headings_without_colons() -> None:
    text = (Path(__file__).parent / "data" / "deuces-sections.txt").read_text()
    s = parse_strategy(text, DEUCES)
    assert len(s.rules) == 19 and s.warnings == ()  # numbered rules under bare headings
    assert [r.patterns[0].dealt for r in s.rules][:8] == [(0, 0)] * 7 + [(1, 1)]
    bare = parse_strategy("1 Deuce\nDeuce only\n0 Deuces\nNothing\n", DEUCES, source="s.txt")
    assert [r.patterns[0].dealt for r in bare.rules] == [(1, 1), (0, 0)]
    assert [w.line for w in bare.warnings] == [1]  # "1 Deuce" could hold the deuce
    # with a colon heading in the file, such a line is a rule
    s = parse_strategy("Two deuces:\ntwo deuces\nOne deuce:\none deuce\n", DEUCES)
    assert len(s.rules) == 2


def test_sigmajoves_notation() -> None:
    (sf,) = patterns("SF 3 di h2")
    assert (sf.kind, sf.draw, sf.held, sf.span, sf.high) == (
        Kind.DRAW,
        Draw.STRAIGHT_FLUSH,
        3,
        (5, 5),
        (2, 2),
    )
    (st,) = patterns("Straight 4 (5-Q high)")
    assert (st.draw, st.span, st.top) == (Draw.STRAIGHT, (4, 4), frozenset(range(3, 11)))
    a23, two34 = patterns("SF 3 (A23 or 234)")
    assert (a23.has, two34.has) == (frozenset({A, 0, 1}), frozenset({0, 1, 2}))
    (rf,) = patterns("RF 2 (no T)")
    assert T not in (rf.within or frozenset())
    trigger, better = parse_strategy("AKQJ << RF 2 (QJ) [no fp]", JOB).rules[0].patterns
    assert (trigger.prefer, better.prefer) == (0, 1)
    assert [p.ranks for p in patterns("Just a A, K, Q, or J")] == [(A,), (K,), (Q,), (J,)]
    s = parse_strategy("1 Deuce\nTrips\nQuints\nJust the deuce\n", DEUCES)
    trips, quints, deuce = (r.patterns[0] for r in s.rules)
    assert (trips.made, trips.held, trips.wilds) == (Made.THREE_OF_A_KIND, 3, (1, 1))
    assert (quints.made, quints.wilds) == (Made.FIVE_OF_A_KIND, (1, 1))
    assert (deuce.kind, deuce.held) == (Kind.WILDS, 1)
    header = parse_strategy("9/6 Jacks or Better\neval\nRF 4\nNothing\n", JOB)
    assert header.name == "9/6 Jacks or Better" and len(header.rules) == 2
    assert [w.line for w in header.warnings] == [1, 2]


def test_the_wizards_wild_card_words() -> None:
    royal = patterns("4,5 to a royal flush", DEUCES)
    assert sorted(p.held for p in royal) == [4, 5]
    paying = patterns("Any pat paying hand", DEUCES)
    assert min(p.made for p in paying if p.made is not None) is Made.THREE_OF_A_KIND
    (sf,) = patterns("4 to a straight flush with 3 consecutive singletons, 5-7 or higher", DEUCES)
    assert (sf.span, sf.wilds, sf.within) == ((3, 3), (1, 1), frozenset(range(3, 13)) - {0})
    (jq,) = patterns("2 to a royal flush, J,Q high", DEUCES)
    assert jq.top == frozenset({J, Q})
    (oej,) = patterns("suited QT in spades or hearts with 1 wild card", ONE_EYED)
    assert oej.suits == frozenset({2, 3})


def test_sigmajoves_low_kicker_keeps_the_hand_alone_without_one() -> None:
    """sigmajove's "Quads with low kicker" keeps all five when the kicker is low (A-4),
    the four alone otherwise (his enum_match.cc); "Trip Aces with a low kicker" too."""
    ddb = game_of(load_builtin("double-double-bonus-9-6"))
    kept, alone = patterns("Quads with low kicker", ddb)
    assert (kept.made, kept.held, kept.kicker) == (
        Made.FOUR_OF_A_KIND,
        5,
        frozenset({A, 0, 1, 2}),
    )
    assert (alone.made, alone.held, alone.kicker) == (Made.FOUR_OF_A_KIND, 4, None)
    trips_kept, trips_alone = patterns("Trip Aces with a low kicker", ddb)
    assert (trips_kept.held, trips_kept.kicker) == (4, frozenset({0, 1, 2}))
    assert (trips_alone.held, trips_alone.kicker) == (3, None)
    # a kicker of named ranks is still a condition
    (strict,) = patterns("four aces with a 2-4 kicker", ddb)
    assert strict.held == 5


def test_sigmajoves_conditions_go_with_their_own_item() -> None:
    """In sigmajove's files parentheses and brackets follow the item they qualify
    ("SF 3 i (3 low) or SF 3 di (3 low)" repeats them): "AKQJ or Straight 4 (5-T
    high)" holds any AKQJ."""
    s = parse_strategy("Double Double Bonus Poker\neval\nAKQJ or Straight 4 (5-T high)\n", JOB)
    akqj, straight = s.rules[0].patterns
    assert (akqj.ranks, akqj.top) == ((A, K, Q, J), None)
    assert straight.top == frozenset(range(3, 9))
    assert [w.line for w in s.warnings] == [1, 2]  # the title and the command, no more
    # the same line in a chart of today's reading: the condition goes for both, warned
    plain = parse_strategy("AKQJ or Straight 4 (5-T high)\n", JOB)
    assert plain.warnings and plain.rules[0].patterns[0].top is not None


def test_sigmajoves_comparisons_high_cards_of_flush_draws_and_deuces_for_jokers() -> None:
    ace = parse_strategy("9/6 Jacks or Better\neval\nJust an A [no <= 5]\n", JOB).rules[0]
    (p,) = ace.patterns
    assert {(q.ranks, q.count) for q in p.penalties} == {(frozenset({r}), (0, 0)) for r in range(4)}
    pair = parse_strategy("x\neval\nPair of 2-Q [dsc >= K]\n", JOB).rules[0].patterns
    assert [q.penalties[0].ranks for q in pair] == [frozenset({K}), frozenset({A})]
    (flush,) = patterns("Flush 4 h0")
    assert (flush.draw, flush.high) == (Draw.FLUSH, (0, 0))
    s = parse_strategy("Joker Wild\neval\n1 Deuce\nJust the deuce\n0 Deuces\nNothing\n", JOKER)
    assert [r.patterns[0].dealt for r in s.rules] == [(1, 1), (0, 0)]
    assert "read as the wild cards" in s.warnings[-1].message
    with pytest.raises(StrategyError, match="deuces are not wild"):
        parse_strategy("1 Deuce\nJust the deuce\n0 Deuces\nNothing\n", JOKER)  # not his file


def _wizard_type(ranks: tuple[int, ...]) -> int:
    """The type of a 3-card straight flush draw as the Wizard of Odds defines it, by
    the ranks missing between the lowest and the highest card (the ace low in an ace-low
    draw): type 1, at least as many high cards as gaps, except an ace-low draw and 2-3-4;
    type 2, one gap and no high card, two gaps and one high card, ace low, or 2-3-4;
    type 3, two gaps and no high card."""
    low = A in ranks and max(r for r in ranks if r != A) <= 3
    values = sorted(-1 if (r == A and low) else r for r in ranks)
    gaps = values[-1] - values[0] - 2
    high = sum(r >= J for r in ranks)
    if low or sorted(ranks) == [0, 1, 2]:
        return 2
    if high >= gaps:
        return 1
    return 2 if high == gaps - 1 else 3


def test_the_wizards_types_of_straight_flush_draws_against_his_definitions() -> None:
    """Every 3-card straight flush draw (not one to a royal flush, which his charts
    play before) matches exactly the type his definitions give it, by the slow matcher."""
    by_type = {n: patterns(f"3 to a straight flush (type {n})") for n in (1, 2, 3)}
    memo: dict[int, dict[object, bool]] = {}
    seen = {1: 0, 2: 0, 3: 0}
    for ranks in itertools.combinations(range(13), 3):
        if straights_fitting(list(ranks)) == 0 or set(ranks) <= ROYAL:
            continue
        held = tuple(sorted(ranks))
        matched = [
            n
            for n, ps in by_type.items()
            if any(held_matches(p, held, True, 0, JOB, memo) for p in ps)
        ]
        assert matched == [_wizard_type(held)], held
        seen[matched[0]] += 1
    assert seen == {1: 14, 2: 25, 3: 15}  # 3 ranks that fit a straight, T-A aside
    assert patterns("3 to a straight flush type II") == by_type[2]
    assert patterns("3 to a straight flush, type 3") == by_type[3]


def test_the_wizards_and_dancers_other_words() -> None:
    """ "Type N", "king highest", "except aces" and Bob Dancer's "spread", each read as the
    language's own words; what they cannot mean is refused."""
    assert patterns("2 unsuited high cards, king highest") == patterns(
        "2 unsuited high cards with the highest rank K"
    )
    assert patterns("3 to a straight flush, spread 5, with 1 high card") == patterns(
        "3 to a straight flush with a span of 5 and 1 high card"
    )
    assert patterns("3 to a straight flush spread 4") == patterns(
        "3 to a straight flush with a spread of 4"
    )
    assert patterns("Three of a kind (except aces)") == patterns("three of a kind of 2-K")
    assert patterns("Pair except 2s-4s") == patterns("pair of 5-A")
    refused(
        [
            ("4 to a straight flush (type 1)", "goes with 3 to a straight flush"),
            ("3 to a straight flush (type 4)", "expected 1, 2 or 3 after 'type', found '4'"),
            ("3 to a straight flush with 1 gap (type 1)", "give them once"),
            ("3 to a straight flush type 1 type 2", "given twice"),
            ("4 to a flush (except aces)", "go with a pair, three, four or five of a kind"),
            ("pair except 2-A", "leaves no rank"),
        ]
    )
    refused([("3 to a straight flush (type 1)", "games without wild cards")], DEUCES)


def test_the_wizards_9_6_strategy_in_his_words_prices_as_his_calculator() -> None:
    """His 9/6 Jacks or Better strategy's words (straight flush draws by type, "2 unsuited
    high cards, king highest", "4 to an inside straight, 3 high cards") price at 99.5429188%,
    the return his calculator and sigmajove give the basic strategy without exceptions."""
    table = load_builtin("jacks-or-better-9-6")
    result = evaluate_strategy(cached_prepare(table), read_strategy(WIZARD_9_6, JOB))
    assert result.return_exact == Fraction(1653509955077, 1661102543100)
    assert f"{float(result.return_exact) * 100:.7f}" == "99.5429188"


def test_three_card_draws_inside_as_frome_dancer_and_sigmajove_say_it() -> None:
    """Three naturals: "inside" is one rank missing among them, "double inside" two,
    "outside" none (Elliot Frome's "3-Card Double Inside Straight Flush with 2 High
    Cards"); four: the straights they fit, as before."""
    assert patterns("3-Card Inside Straight Flush with 2 High Cards") == patterns(
        "3 to a straight flush with a span of 4 and 2 high cards"
    )
    assert patterns("3-card double inside straight flush") == patterns(
        "3 to a straight flush with a spread of 5"
    )
    assert patterns("3 to an outside straight flush") == patterns(
        "3 to a straight flush with a span of 3"
    )
    assert patterns("3 to an inside straight flush") == patterns("SF 3 i")
    (four,) = patterns("4-Card Inside Straight with 4 High Cards")
    assert (four.openness, four.span, four.high) == (Openness.INSIDE, None, (4, 4))
    assert patterns("Razgu") == patterns("discard everything")
    memo: dict[int, dict[object, bool]] = {}
    (inside,) = patterns("3 to an inside straight flush")
    for ranks, fits in [((4, 6, 7), True), ((0, 1, 2), False), ((4, 6, 8), False)]:
        assert held_matches(inside, ranks, True, 0, JOB, memo) is fits, ranks
    refused(
        [
            ("4 to a double inside straight", "'double inside' goes with a draw of 3 cards"),
            ("3 to an inside straight flush with a span of 5", "spans contradict"),
        ]
    )


def test_counts_before_draws_and_ranks_joined_by_hyphens() -> None:
    """Bob Dancer's "4 RF", "3 SF", "4 Flush" (and "4RF"), and ranks written "Q-J-10
    suited" or "A-K-Q-J", as many charts print them; a range stays a range where it
    means one ("four of a kind of A-4")."""
    assert patterns("4 RF") == patterns("4RF") == patterns("4 to a royal flush")
    assert patterns("3 SF with 1 high card") == patterns("3 to a straight flush with 1 high card")
    assert patterns("4 Flush") == patterns("4 to a flush")
    assert patterns("4 outside straight") == patterns("4 to an outside straight")
    assert patterns("Q-J-10 suited") == patterns("suited QJT")
    assert patterns("A-K-Q-J") == patterns("AKQJ")
    assert patterns("K-A suited, Q-A suited") == patterns("suited AK | suited AQ")
    # each item with its own suit word: no warning, nothing shared
    for text, expected in [
        ("KA suited, QA suited", "suited AK | suited AQ"),
        ("AK suited, AQ unsuited", "suited AK | unsuited AQ"),
    ]:
        s = parse_strategy(text, JOB)
        assert list(s.rules[0].patterns) == patterns(expected) and not s.warnings
    (quads,) = patterns("four of a kind of A-4")
    assert quads.group == frozenset({A, 0, 1, 2})
    assert patterns("SF 3") == patterns("3 to a straight flush with a span of 3")  # sigmajove


def test_kickers_and_groups_as_pay_tables_write_them() -> None:
    """ "Four aces with 2-4 kicker" (no article: the ranks of the one kicker), "with A-4
    kicker" (the ace, not the article), "four Ks", "Four 5s-Ks" and a group in
    parentheses, "Four of a kind (5-K)"; an EV note stays a note."""
    ddb = game_of(load_builtin("double-double-bonus-9-6"))
    assert patterns("Four aces with 2-4 kicker", ddb) == patterns(
        "four aces with a 2-4 kicker", ddb
    )
    assert patterns("Four 2-4 with A-4 kicker", ddb) == patterns(
        "four of a kind of 2-4 with an A-4 kicker", ddb
    )
    assert patterns("four Ks", ddb) == patterns("four kings", ddb)
    assert patterns("Four 5s-Ks", ddb) == patterns("Four of a kind (5-K)", ddb)
    assert patterns("Four of a kind (5-K)", ddb) == patterns("four of a kind of 5-K", ddb)
    assert patterns("Pair (J-A)", ddb) == patterns("high pair", ddb)
    assert patterns("Four aces (800)", ddb) == patterns("four aces", ddb)
    refused(
        [("four aces with 2 kickers", "one kicker"), ("three aces (2-4)", "leave no rank")], ddb
    )


def test_a_chart_copied_with_its_title() -> None:
    """Lines above numbered rules that read as neither a rule nor a heading are the
    title (and notes), each said with its line; a heading above numbered rules stays a
    heading; without numbered rules such a line is still refused."""
    s = parse_strategy(
        "Jacks or Better 9/6 Simple Strategy\nReturn 99.46%\n1. 4 to a royal flush\n2. High pair\n",
        JOB,
    )
    assert s.name == "Jacks or Better 9/6 Simple Strategy"
    assert [r.patterns for r in s.rules] == [
        tuple(patterns("4 to a royal flush")),
        tuple(patterns("high pair")),
    ]
    assert [(w.line, w.column) for w in s.warnings] == [(1, 1), (2, 1)]
    assert s.warnings[0].message.startswith("read as the title")
    assert s.warnings[1].message.startswith("read as a note above the rules")
    named = parse_strategy("name: Mine\nMy notes\n1. High pair\n", JOB)
    assert named.name == "Mine" and "a note" in named.warnings[0].message
    deuces = parse_strategy("4 deuces\n1. 4 deuces\n3 deuces\n1. 3 deuces\n", DEUCES)
    assert [r.patterns[0].dealt for r in deuces.rules] == [(4, 4), (3, 3)]
    refused([("Jacks or Better 9/6 Simple Strategy\nHigh pair\n", "did not expect")])
