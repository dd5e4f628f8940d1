"""Exact strategy returns against published figures, and their internal consistency."""

from __future__ import annotations

import threading
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from naive.strategy_texts import strategy_text

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.hold_table import hold_category_counts, weighted_total
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.builtin import builtin_strategy_text, load_builtin_strategy
from vptrainer.core.strategy.evaluation import StrategyResult, cross_strategy, evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import StrategyError, parse_strategy, read_strategy

DATA = Path(__file__).parent / "data"
JOB_OPTIMAL = Fraction(1653526326983, 1661102543100)


@pytest.fixture(scope="module")
def simple(job: PreparedTable) -> StrategyResult:
    return evaluate_strategy(
        job, load_builtin_strategy("jacks-or-better-9-6-wizard-simple", game_of(job.table))
    )


def test_the_wizards_simple_strategy(simple: StrategyResult) -> None:
    # Wizard of Odds: 99.46%, optimal 99.54%, "one total bet every 1178 hands"
    assert round(simple.return_float * 100, 2) == 99.46
    assert simple.optimal_exact == JOB_OPTIMAL
    assert simple.return_exact == Fraction(550706770851, 553700847700)
    assert simple.return_worst_exact == Fraction(1652105165201, 1661102543100)
    # the one ambiguity: two pairs of suited high cards (A♠K♠ Q♥J♥), line 11
    assert simple.ambiguous_deals == 1152
    m = simple.play.matched.astype(np.int64)
    assert set(simple.play.rule[(m & (m - 1)) != 0]) == {10}
    # the published 1,178 hands lies between the two readings of that line
    best = float(1 / simple.cost_exact)
    worst = float(1 / (simple.optimal_exact - simple.return_worst_exact))
    assert round(best, 1) == 1181.4
    assert worst < 1178 < best
    # the royal flush's share of the return, as in the Wizard's comparison table
    assert round(simple.categories[0].contribution, 6) == 0.020076


def test_the_full_basic_strategy(job: PreparedTable) -> None:
    result = evaluate_strategy(
        job, load_builtin_strategy("jacks-or-better-9-6-basic", game_of(job.table))
    )
    # the Wizard of Odds' calculator: 99.5429% for the basic strategy without exceptions
    assert result.return_exact == Fraction(1653509955077, 1661102543100)
    assert round(result.return_float * 100, 4) == 99.5429
    assert result.return_worst_exact == result.return_exact
    assert result.return_float >= 0.9954


def test_the_result_adds_up(simple: StrategyResult, job: PreparedTable) -> None:
    total = simple.total_combinations
    assert total == 19_933_230_517_200
    assert sum(c.combinations for c in simple.categories) == total
    assert sum(c.combinations for c in simple.categories_worst) == total
    by_categories = sum((Fraction(c.combinations) * c.pays for c in simple.categories), Fraction(0))
    assert by_categories / total == simple.return_exact
    worst = sum((Fraction(c.combinations) * c.pays for c in simple.categories_worst), Fraction(0))
    assert worst / total == simple.return_worst_exact
    # the worst reading's categories, counted again over every deal
    counts = hold_category_counts(job, simple.play.worst)
    weight = simple.play.classes.weight
    again = [weighted_total(counts[:, q], weight) for q in range(counts.shape[1])]
    assert again == [c.combinations for c in simple.categories_worst]
    rules = [*simple.rules, simple.unmatched]
    assert sum(r.deals for r in rules) == 2_598_960
    assert sum(r.error for r in rules) == simple.cost_exact
    assert sum(r.error_worst for r in rules) == simple.optimal_exact - simple.return_worst_exact
    for r in simple.rules:
        assert r.ev_min is not None and r.ev_max is not None and r.ev_min <= r.ev_max
    assert simple.unmatched.deals == 0
    second = sum(
        (Fraction(c.combinations) * c.pays * c.pays for c in simple.categories), Fraction(0)
    )
    assert simple.variance_exact == second / total - simple.return_exact**2


def test_worst_examples_are_real_deals(simple: StrategyResult, job: PreparedTable) -> None:
    examples = [r.worst_example for r in simple.rules if r.worst_example is not None]
    assert examples
    for ex in examples:
        evs = hold_evs(job, ex.deal)
        mask = sum(1 << i for i, c in enumerate(ex.deal) if c in ex.held)
        best = sum(1 << i for i, c in enumerate(ex.deal) if c in ex.optimal)
        assert evs.hold(mask).ev == ex.ev
        assert evs.hold(best).ev == ex.optimal_ev == evs.best_ev
        assert ex.loss > 0


@pytest.mark.parametrize(
    ("played", "strategy", "published", "worst"),
    [
        # Grochowski: DDB 9/6's optimal holds on JoB 9/6, JoB 9/6's on DDB 9/6 (keeping the
        # kicker where the tie allows) and on Bonus Poker Deluxe 9/6
        ("jacks-or-better-9-6", "double-double-bonus-9-6", 98.51, 98.51),
        ("double-double-bonus-9-6", "jacks-or-better-9-6", 98.61, 98.27),
        ("bonus-poker-deluxe-9-6", "jacks-or-better-9-6", 99.61, 99.61),
    ],
)
def test_another_games_strategy(played: str, strategy: str, published: float, worst: float) -> None:
    result = cross_strategy(load_builtin(played), load_builtin(strategy))
    assert round(result.return_float * 100, 2) == published
    assert round(float(result.return_worst_exact) * 100, 2) == worst
    assert result.optimal_exact == analyze(load_builtin(played)).return_exact
    assert result.cost_exact > 0


def test_a_games_own_strategy_costs_nothing(job: PreparedTable) -> None:
    result = cross_strategy(job, job)
    assert result.return_exact == result.return_worst_exact == JOB_OPTIMAL
    assert result.tied_deals > 0 and result.differing_deals == 0
    with pytest.raises(VPError, match="53"):
        cross_strategy(job, load_builtin("joker-poker-kings-full-pay"))


@pytest.mark.parametrize(
    ("fixture", "file", "table"),
    [
        ("deuces", "deuces-full-pay.txt", "deuces-wild-full-pay"),
        ("joker", "joker-kings.txt", "joker-poker-kings-full-pay"),
        ("job", "mix-job.txt", "jacks-or-better-9-6"),
    ],
)
def test_wild_games_and_every_condition(
    fixture: str, file: str, table: str, request: pytest.FixtureRequest
) -> None:
    prepared = request.getfixturevalue(fixture)
    strategy = read_strategy(DATA / file, game_of(prepared.table))
    result = evaluate_strategy(prepared, strategy)
    assert result.optimal_exact == analyze(prepared).return_exact
    assert 0.9 < result.return_worst_exact <= result.return_exact <= result.optimal_exact
    deals = 2_869_685 if fixture == "joker" else 2_598_960
    assert sum(r.deals for r in (*result.rules, result.unmatched)) == deals
    assert sum(r.error for r in (*result.rules, result.unmatched)) == result.cost_exact


def test_patterns_that_can_never_happen(job: PreparedTable, deuces: PreparedTable) -> None:
    game = game_of(job.table)
    with pytest.raises(StrategyError, match=r"x\.txt, line 2: .*can never happen"):
        evaluate_strategy(job, parse_strategy("high pair\nfive of a kind\n", game, source="x.txt"))
    with pytest.raises(StrategyError, match="can never happen"):
        evaluate_strategy(job, "4 to a royal flush with 3 gaps")
    with pytest.raises(StrategyError, match="can never happen"):
        evaluate_strategy(job, "suited KK")
    # "or better" lists only what can happen
    evaluate_strategy(deuces, "Two deuces:\nfour of a kind or better\n")


def test_a_strategy_read_for_another_game(job: PreparedTable, deuces: PreparedTable) -> None:
    strategy = parse_strategy("4 to a flush", game_of(deuces.table), source="d.txt")
    with pytest.raises(StrategyError, match="read for Deuces Wild full pay"):
        evaluate_strategy(job, strategy)


def test_progress_and_cancel(job: PreparedTable) -> None:
    seen: list[tuple[int, int]] = []
    evaluate_strategy(job, "high pair", progress=lambda d, t: seen.append((d, t)))
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1] > 0
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        evaluate_strategy(job, "high pair", cancel=cancel)


def test_a_single_deal_reads_as_the_strategy_plays_it(simple: StrategyResult) -> None:
    deal = parse_cards("Ah Kh Qd Jd 2c").cards
    i, position = simple.play.classes.locate(deal)
    assert int(simple.play.rule[i]) == 10  # 2 suited high cards: AK or QJ
    held = {
        frozenset(deal[k] for k in range(5) if m >> position[k] & 1)
        for m in range(32)
        if int(simple.play.matched[i]) >> m & 1
    }
    assert held == {frozenset(parse_cards("Ah Kh").cards), frozenset(parse_cards("Qd Jd").cards)}


@pytest.mark.slow
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(strategy_text())
def test_random_strategies_evaluate_or_fail_cleanly(job: PreparedTable, text: str) -> None:
    game = game_of(job.table)
    try:
        evaluate_strategy(job, text)
    except StrategyError as exc:
        assert "\n" not in str(exc)
    good = []
    for line in text.splitlines():
        try:
            parse_strategy(line, game)
        except StrategyError:
            continue
        good.append(line)
    if not good:
        return
    try:
        result = evaluate_strategy(job, "\n".join(good))
    except StrategyError as exc:
        assert "can never happen" in str(exc)
        return
    assert result.return_worst_exact <= result.return_exact <= result.optimal_exact


def test_deal_bonuses_are_in_a_strategys_return_and_variance() -> None:
    """Royal Deal (JoB 8/5 plus 1,200 per coin for a dealt royal), closed form.

    Every strategy keeps a dealt royal, worth 800 on the draw: with p the chance of a
    dealt royal and B = 1,200 its bonus, the return rises by p B and the second moment
    of one hand's pay by 2 p 800 B + p B^2.
    """
    rules = builtin_strategy_text("jacks-or-better-9-6-basic")
    base_table = load_builtin("jacks-or-better-8-5")
    deal_table = load_builtin("royal-deal-jacks-or-better-8-5")
    base = evaluate_strategy(base_table, rules)
    dealt = evaluate_strategy(deal_table, rules)
    p = Fraction(4, 2_598_960)
    bonus = 1200
    assert dealt.return_exact - base.return_exact == p * bonus
    assert dealt.optimal_exact == analyze(deal_table).return_exact
    second = base.variance_exact + base.return_exact**2 + 2 * p * 800 * bonus + p * bonus**2
    assert dealt.variance_exact == second - dealt.return_exact**2
