"""The engine on every new kind of game: suit classes, hold EVs, deal bonuses, returns."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from math import comb

import pytest
from naive.payout import hold_ev

from vptrainer.core.cards import JOKER, SECOND_JOKER, parse_cards
from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable, common_denominator, prepare
from vptrainer.core.engine.report import analysis_json, analysis_text, category_rows
from vptrainer.core.engine.suit_classes import suit_classes, suit_symmetries
from vptrainer.core.engine.sweep import pay_sweep
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.game_spec import GameSpec

# published returns as printed (percent), with where they were published
PRINTED_RETURNS = {
    "double-joker-9-5": "99.97",  # VideoPoker.com pay-table app
    "double-joker-8-5": "98.10",  # VideoPoker.com pay-table app
    "deuces-and-joker-wild": "99.07",  # VideoPoker.com pay-table app
    "sevens-and-joker-wild": "96.4081",  # Wizard of Odds, 0.964081
    "anythings-wild-threes": "95.9808",  # Wizard of Odds, 0.959808
    "one-eyed-jacks": "100.28",  # VideoPoker.com pay-table app, videopokersource.com
    "deuces-wild-double-double-bonus": "97.4184",  # Wizard of Odds, 0.974184
    "royal-deal-jacks-or-better-8-5": "97.483",  # Wizard of Odds
    "loose-deuces-17-10": "101.60",  # VideoPoker.com pay-table app, vpDecisions
}


@pytest.fixture(scope="module")
def royal_deal() -> AnalysisResult:
    return analyze(load_builtin("royal-deal-jacks-or-better-8-5"))


@pytest.mark.parametrize(("table_id", "printed"), PRINTED_RETURNS.items())
def test_returns_match_every_printed_digit(table_id: str, printed: str) -> None:
    ret = analyze(load_builtin(table_id)).return_exact * 100
    digits = len(printed.split(".")[1])
    assert f"{float(ret):.{digits}f}" == printed


def test_sevens_and_joker_categories_match_the_wizard_exactly() -> None:
    """Wizard of Odds' Macau table, on a base of C(53, 5) * 713,460 (ours / 12)."""
    text = """
name = "Sevens and Joker Wild, Macau"
jokers = 1
wild_ranks = "7"
[pays]
five_wilds = 1000
natural_royal_flush = 500
four_wilds = 100
wild_royal_flush = 9
five_of_a_kind = 6
straight_flush = 4
four_of_a_kind = 3
full_house = 2
flush = 2
straight = 1
three_of_a_kind = 1
"""
    from vptrainer.core.games.tomlfile import loads_paytable

    result = analyze(loads_paytable(text))
    assert f"{result.return_float:.6f}" == "0.841720"
    combos = {c.key: c.combinations // 12 for c in result.categories}
    assert all(c.combinations % 12 == 0 for c in result.categories)
    assert combos["five_wilds"] == 18_280_903
    assert combos["natural_royal_flush"] == 39_094_220
    assert combos["four_wilds"] == 383_471_833
    assert result.total_combinations // 12 == 2_047_405_460_100


def test_deuces_wild_double_double_bonus_counts_match_the_wizard_exactly() -> None:
    result = analyze(load_builtin("deuces-wild-double-double-bonus"))
    combos = {c.key: c.combinations for c in result.categories}
    assert combos == {
        "natural_royal_flush": 427_485_648,
        "four_deuces": 4_048_556_640,
        "natural_quads:A:2-4": 1_189_302_084,
        "natural_quads:3,4:A-4": 2_368_472_112,
        "natural_quads:A:5-K": 2_413_175_652,
        "natural_quads:3,4:5-K": 4_796_945_376,
        "natural_quads:5-K": 29_516_552_952,
        "wild_royal_flush": 36_039_849_216,
        "five_of_a_kind": 55_621_154_280,
        "straight_flush": 87_944_973_252,
        "four_of_a_kind": 1_260_088_801_632,
        "full_house": 419_156_681_640,
        "flush": 387_343_207_644,
        "straight": 998_148_529_644,
        "three_of_a_kind": 5_756_005_553_028,
        "nothing": 10_888_121_276_400,
    }


def test_natural_aces_with_a_deuce_are_paid_the_better_category() -> None:
    """Four natural aces and a deuce make five aces too; the machine pays the most."""
    prepared = prepare(load_builtin("deuces-wild-double-double-bonus"))
    hand = sorted(parse_cards("Ac Ad Ah As 2c").cards)
    assert prepared.keys[prepared.hand_category[colex_index(hand)]] == "natural_quads:A:2-4"
    bonus = prepare(load_builtin("bonus-deuces-wild"))
    assert bonus.keys[bonus.hand_category[colex_index(hand)]] == "five_aces"


# ------------------------------------------------------------------- suit classes


def test_suit_classes_of_54_cards() -> None:
    classes = suit_classes(54)
    assert int(classes.weight.sum()) == comb(54, 5) == classes.deals
    assert classes is suit_classes(GameSpec(jokers=2))
    # a lone second joker stands for the first
    assert not any(SECOND_JOKER in row and JOKER not in row for row in classes.cards.tolist())
    _check_classes(classes, random.Random(54), 300)


def test_suit_classes_keep_specific_wild_cards() -> None:
    game = load_builtin("one-eyed-jacks").game
    symmetries = suit_symmetries(game)
    assert sorted(symmetries) == [(0, 1, 2, 3), (0, 1, 3, 2), (1, 0, 2, 3), (1, 0, 3, 2)]
    classes = suit_classes(game)
    assert int(classes.weight.sum()) == comb(52, 5)
    assert len(classes) > len(suit_classes(52))
    _check_classes(classes, random.Random(11), 300, game)


def _check_classes(classes, rng: random.Random, n: int, game: GameSpec | None = None) -> None:  # type: ignore[no-untyped-def]
    """Sampled deals: located on a representative that relabels them; weights are orbits."""
    perms = classes.symmetries
    deck = classes.deck_size
    swaps = [{}, {JOKER: SECOND_JOKER, SECOND_JOKER: JOKER}] if deck == 54 else [{}]

    def image(
        deal: tuple[int, ...], perm: tuple[int, ...], swap: dict[int, int]
    ) -> tuple[int, ...]:
        return tuple(sorted(swap.get(c, c) if c >= 52 else (c & ~3) | perm[c & 3] for c in deal))

    for _ in range(n):
        deal = tuple(rng.sample(range(deck), 5))
        i, pos = classes.locate(deal)
        rep = tuple(int(c) for c in classes.cards[i])
        assert rep in {image(deal, p, s) for p in perms for s in swaps}
        for card, p in zip(deal, pos, strict=True):
            assert (rep[p] >= 52) == (card >= 52)
            if game is not None:
                assert game.is_wild(rep[p]) == game.is_wild(card)
        orbit = {image(rep, p, s) for p in perms for s in swaps}
        assert len(orbit) == int(classes.weight[i])


def test_common_denominator_of_54_cards() -> None:
    assert common_denominator(54) == 3_813_768
    assert int(BINOM[54, 5]) == 3_162_510


# ------------------------------------------------------------------------ holds

GAMES = [
    "double-joker-9-5",
    "deuces-and-joker-wild",
    "sevens-and-joker-wild",
    "anythings-wild-threes",
    "one-eyed-jacks",
    "deuces-wild-double-double-bonus",
    "royal-deal-jacks-or-better-8-5",
]


def _random_deal(prepared: PreparedTable, rng: random.Random, wild: bool) -> list[int]:
    game = prepared.table.game
    while True:
        deal = rng.sample(range(prepared.deck_size), 5)
        if not wild or any(game.is_wild(c) for c in deal):
            return deal


@pytest.mark.parametrize("table_id", GAMES)
def test_hold_evs_against_brute_force_draws(table_id: str) -> None:
    """Holds of three or more cards of random deals (one with a wild card), every draw."""
    table = load_builtin(table_id)
    prepared = prepare(table)
    rng = random.Random(table_id)
    for wild in (True, False):
        deal = _random_deal(prepared, rng, wild and table.game.has_wild)
        evs = hold_evs(prepared, deal)
        for h in evs.holds:
            if len(h.held) >= 3:
                assert h.ev == hold_ev(deal, h.mask, table), (deal, h.mask)


@pytest.mark.slow
@pytest.mark.parametrize("table_id", ["double-joker-9-5", "one-eyed-jacks"])
def test_two_card_holds_against_brute_force_draws(table_id: str) -> None:
    table = load_builtin(table_id)
    prepared = prepare(table)
    deal = _random_deal(prepared, random.Random(2), table.game.has_wild)
    for h in hold_evs(prepared, deal).holds:
        if len(h.held) == 2:
            assert h.ev == hold_ev(deal, h.mask, table), (deal, h.mask)


def test_made_hands_of_new_games_against_brute_force() -> None:
    cases = [
        ("double-joker-9-5", "Jk Jk Ah Kh 3c"),
        ("deuces-and-joker-wild", "2c 2d Jk 7h 8h"),
        ("sevens-and-joker-wild", "7c 7d 7h Kd Ks"),
        ("one-eyed-jacks", "Jh Js Ah Kh Qh"),
        ("deuces-wild-double-double-bonus", "Ac Ad Ah 2s 9c"),
    ]
    for table_id, text in cases:
        table = load_builtin(table_id)
        prepared = prepare(table)
        deal = list(parse_cards(text, jokers=table.game.jokers).cards)
        for h in hold_evs(prepared, deal).holds:
            if len(h.held) >= 3:
                assert h.ev == hold_ev(deal, h.mask, table), (table_id, h.mask)


def test_strategy_lookup_agrees_with_hold_evs_in_new_games() -> None:
    for table_id in ("double-joker-9-5", "one-eyed-jacks", "royal-deal-jacks-or-better-8-5"):
        table = load_builtin(table_id)
        result = analyze(table)
        prepared = prepare(table)
        rng = random.Random(table_id)
        for _ in range(150):
            deal = rng.sample(range(table.deck_size), 5)
            best = result.strategy.lookup(deal)
            evs = hold_evs(prepared, deal)
            assert best.ev == evs.best_ev
            assert set(best.tied) == {h.mask for h in evs.best}


# ------------------------------------------------------------------ deal bonuses


def test_dealt_bonus_adds_a_constant_to_every_hold() -> None:
    royal_deal = prepare(load_builtin("royal-deal-jacks-or-better-8-5"))
    base = prepare(load_builtin("jacks-or-better-8-5"))
    for text, bonus in (("Ah Kh Qh Jh Th", Fraction(1200)), ("Ah Kh Qh Jh 9h", Fraction(0))):
        with_bonus = hold_evs(royal_deal, text)
        without = hold_evs(base, text)
        assert with_bonus.dealt_bonus == bonus
        assert with_bonus.dealt_key == ("royal_flush" if bonus else None)
        assert [h.mask for h in with_bonus.holds] == [h.mask for h in without.holds]
        for a, b in zip(with_bonus.holds, without.holds, strict=True):
            assert a.ev == b.ev + bonus and a.outcomes == b.outcomes and a.best == b.best
    assert hold_evs(royal_deal, "Ah Kh Qh Jh Th").best_ev == 2000
    assert royal_deal.dealt_bonus("Ts Js Qs Ks As") == 1200


def test_royal_deal_return_and_variance_exactly(royal_deal: AnalysisResult) -> None:
    base = analyze(load_builtin("jacks-or-better-8-5"))
    p = Fraction(4, comb(52, 5))
    assert royal_deal.return_exact == base.return_exact + 1200 * p
    assert royal_deal.dealt_return == 1200 * p
    # a dealt royal is always kept, so the final hand then pays 800: E[F B] = 800 * 1200 * p
    second = base.variance_exact + base.return_exact**2 + 2 * 800 * 1200 * p + 1200**2 * p
    assert royal_deal.variance_exact == second - royal_deal.return_exact**2
    assert [c.combinations for c in royal_deal.categories] == [
        c.combinations for c in base.categories
    ]
    (dealt,) = royal_deal.dealt
    assert dealt.key == "royal_flush" and dealt.pays == 1200
    assert Fraction(dealt.combinations, royal_deal.total_combinations) == p
    total = sum(c.contribution for c in (*royal_deal.categories, *royal_deal.dealt))
    assert total == pytest.approx(royal_deal.return_float)


def test_reports_show_the_deal_bonuses(royal_deal: AnalysisResult) -> None:
    doc = analysis_json(royal_deal)
    assert doc["dealt_categories"][0]["category"] == "royal_flush"
    assert doc["dealt_categories"][0]["pays_exact"] == "1200/1"
    assert doc["game"]["deck_size"] == 52 and doc["wild"] == "none"
    rows = category_rows(royal_deal)
    assert rows[-1][1] == "dealt.royal_flush"
    text = analysis_text(royal_deal)
    assert "Paid on the deal" in text and "97.4831%" in text
    dj = analysis_json(analyze(load_builtin("double-joker-9-5")))
    assert dj["wild"] == "other" and dj["dealt_categories"] == []
    assert dj["game"] == {
        "jokers": 2,
        "wild_ranks": "",
        "wild_cards": "",
        "deck_size": 54,
        "wild_cards_in_deck": 2,
        "description": "two jokers wild",
    }


def test_sweep_of_a_game_with_a_deal_bonus(royal_deal: AnalysisResult) -> None:
    prepared = prepare(royal_deal.table)
    sweep = pay_sweep(prepared, "royal_flush", [800.0])
    assert sweep.returns[0] == pytest.approx(royal_deal.return_float, abs=1e-12)
    eyed = load_builtin("one-eyed-jacks")
    curve = pay_sweep(prepare(eyed), "natural_royal_flush", [800.0])
    assert curve.returns[0] == pytest.approx(analyze(eyed).return_float, abs=1e-12)


def test_every_two_joker_deal_is_counted_once() -> None:
    """Deals with both jokers: C(52, 3) of them, all in classes holding both jokers."""
    classes = suit_classes(54)
    both = [
        int(w)
        for row, w in zip(classes.cards.tolist(), classes.weight.tolist(), strict=True)
        if JOKER in row and SECOND_JOKER in row
    ]
    one = [
        int(w)
        for row, w in zip(classes.cards.tolist(), classes.weight.tolist(), strict=True)
        if (JOKER in row) != (SECOND_JOKER in row)
    ]
    assert sum(both) == comb(52, 3)
    assert sum(one) == 2 * comb(52, 4)
    assert len(list(itertools.islice(iter(both), 3))) == 3


def test_a_game_mixing_every_kind_of_wild_card() -> None:
    """Two jokers, a wild rank and one wild card, a natural split and a deal bonus."""
    from vptrainer.core.games.tomlfile import loads_paytable

    table = loads_paytable(
        """
name = "Everything wild"
jokers = 2
wild_ranks = "A"
wild_cards = "Td"
[pays]
five_wilds = 1000
natural_royal_flush = 800
four_wilds = 100
wild_royal_flush = 50
five_of_a_kind = 20
natural_four_of_a_kind = 8
four_of_a_kind = 5
three_of_a_kind = 1
[[quads]]
natural = true
ranks = "K"
kickers = "2-4"
pays = 40
[dealt]
five_wilds = 500
"""
    )
    classes = suit_classes(table.game)
    assert len(classes.symmetries) == 6  # the permutations that keep diamonds
    assert int(classes.weight.sum()) == comb(54, 5)
    result = analyze(table)
    prepared = prepare(table)
    rng = random.Random(6)
    for _ in range(100):
        deal = rng.sample(range(54), 5)
        assert result.strategy.lookup(deal).ev == hold_evs(prepared, deal).best_ev
    deal = list(parse_cards("Jk Jk Ac Ad Td", jokers=2).cards)
    evs = hold_evs(prepared, deal)
    assert evs.dealt_key == "five_wilds" and evs.best_ev == 1500
    for h in evs.holds:
        if len(h.held) >= 4:
            assert h.ev == hold_ev(deal, h.mask, table)
