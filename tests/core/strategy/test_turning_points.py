"""Turning points of a strategy as the royal grows, against exact evaluation and the
published figures of 8/5 Jacks or Better progressives.

Published: John Grochowski, Strictly Slots, August 2022 (four hands with the exact
jackpot where the best hold changes and both holds' EV there); Gaming Today, "Progressive
look at royal" (2006: at 8,000 coins suited 3-4-5 gives way to a suited J-Q) and
"Aggressive for progressives" (2004: at 1,600 per coin the usual strategy returns
99.3%, its changes raise it to 99.5%); the Wizard of Odds (an 8,800-coin royal returns
100.08% played optimally).
"""

from __future__ import annotations

import threading
from fractions import Fraction

import pytest
from shared_makers import KeptMaker, kept_call

from vptrainer.core.cards import format_card, parse_cards
from vptrainer.core.engine.hold_lines import deal_turning_points, hold_lines
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare, prepare
from vptrainer.core.errors import Cancelled, VPError
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.builtin import builtin_strategy_text, resolve_strategy
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import charts
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.turning_points import Change, TurningPoints, turning_points
from vptrainer.core.strategy.turning_report import (
    shown_changes,
    turning_points_html,
    turning_points_json,
    turning_points_text,
)

WIZARD = "jacks-or-better-9-6-basic"


@pytest.fixture(scope="session")
def job85() -> PreparedTable:
    # the cached one: what the command line's tests get too, so the chart's plays are
    # shared (turning_points keeps them for the last charts and tables)
    return cached_prepare(load_builtin("jacks-or-better-8-5"))


@pytest.fixture(scope="session")
def wizard(job85: PreparedTable) -> TurningPoints:
    """The Wizard of Odds' 9/6 basic strategy on an 8/5 progressive, up to 2,400 (kept
    between runs of the same core: :func:`shared_makers.kept_call`)."""
    strategy = resolve_strategy(WIZARD, game_of(job85.table))
    return kept_call(turning_points, job85.table, strategy=strategy, high=2400)


def _change(tp: TurningPoints, rule: str, past: str) -> Change:
    found = [c for c in tp.changes if c.rule_text == rule and c.other_text == past]
    assert len(found) == 1, [(c.rule_text, c.other_text) for c in tp.changes]
    return found[0]


def _at_pay(prepared: PreparedTable, pay: Fraction | int) -> PreparedTable:
    return prepare(prepared.table.with_pay("royal_flush", pay))


# ---------------------------------------------------------------- single hands


@pytest.mark.parametrize(
    ("deal", "before", "after", "coins", "ev5"),
    [
        ("Qh Th 3h Ac 6s", "Qh Ac", "Qh Th", 4950, "2.3660"),
        ("Qh Jh Kc Ad 9s", "Qh Jh Kc Ad", "Qh Jh", 5085, "2.9787"),
        ("Kd Td Ac 6s 3h", "Kd Ac", "Kd Td", 5310, "2.3660"),
        # printed "5,900" with the EV 2.4844 both holds have at 4,900 coins: unsuited
        # Q-J cannot make a royal, so its EV does not move, and suited J-T reaches it
        # at 4,900 (it would be worth 2.5461 at 5,900)
        ("Jh Th Qd 6s 3c", "Jh Qd", "Jh Th", 4900, "2.4844"),
    ],
)
def test_grochowskis_turning_points(
    job85: PreparedTable, deal: str, before: str, after: str, coins: int, ev5: str
) -> None:
    (turn,) = deal_turning_points(job85, deal, high=1400)
    cards = parse_cards(deal).cards
    assert turn.pay * 5 == coins  # exactly
    assert [format_card(c) for c in turn.before] == before.split()
    assert [format_card(c) for c in turn.after] == after.split()
    assert f"{float(turn.ev * 5):.4f}" == ev5
    assert {format_card(c) for c in turn.before} <= {format_card(c) for c in cards}


def test_suited_three_four_five_gives_way_to_a_two_card_royal(job85: PreparedTable) -> None:
    turns = deal_turning_points(job85, "3s 4s 5s Jh Qh", high=1600)
    assert turns and turns[0].pay < 1600
    assert [format_card(c) for c in turns[-1].after] == ["Jh", "Qh"]
    assert [format_card(c) for c in turns[0].before] == ["3s", "4s", "5s"]


def test_hold_lines_are_the_hold_table(job85: PreparedTable) -> None:
    lines = hold_lines(job85)
    assert lines.key == "royal_flush" and lines.pay == 800
    assert ((lines.a + 800 * lines.b) == lines.holds.ev).all()
    richer = hold_lines(_at_pay(job85, 1000))
    assert ((lines.a + 1000 * lines.b) == richer.holds.ev).all()


# ---------------------------------------------------------------- a whole chart


def test_the_chart_priced_at_any_pay_is_evaluate_strategy(
    job85: PreparedTable, wizard: TurningPoints
) -> None:
    for pay in (800, Fraction(3201, 2)):
        exact = evaluate_strategy(_at_pay(job85, pay), wizard.strategy).return_exact
        assert wizard.chart_return_at(pay) == exact
    assert round(float(wizard.optimal_return_at(1760)) * 100, 2) == 100.08  # Wizard of Odds


def test_the_published_returns_at_1600(wizard: TurningPoints) -> None:
    chart = wizard.chart_return_at(1600)
    guide = wizard.guide_return_at(1600)
    optimal = wizard.optimal_return_at(1600)
    assert round(float(chart) * 100, 1) == 99.3  # the usual strategy
    assert float(guide) > 0.995  # "its changes can raise the payback to 99.5 percent"
    assert chart < guide <= optimal


def test_four_to_a_royal_over_a_straight_flush(wizard: TurningPoints) -> None:
    # KQJT9 suited: (x + 7 flushes x 5 + 6 straights x 4 + 9 high pairs) / 47 = 50
    change = _change(wizard, "4 to a royal flush", "straight flush")
    assert change.pay == 2282 and change.direction == "up" and change.deals == 4
    assert change.other_line == 0 and change.rule_line == 1


def test_a_change_is_where_its_gain_turns(wizard: TurningPoints) -> None:
    for change in wizard.changes:
        assert wizard.gain(change, change.pay) == 0
        above = wizard.gain(change, change.pay + Fraction(1, 100))
        assert (above > 0) == (change.direction == "up")
        assert wizard.cost_at(change, change.pay - 1) == 0
        assert wizard.cost_at(change, change.pay + Fraction(1, 100)) > 0


@pytest.mark.slow
def test_swapping_two_neighbours_gains_exactly_the_change(
    job85: PreparedTable, wizard: TurningPoints
) -> None:
    """High pair (rule 9) and 3 to a royal flush (rule 10) are neighbours: moving the
    second above the first changes exactly the deals the change counts."""
    change = _change(wizard, "3 to a royal flush", "High pair")
    assert 1000 < change.pay < 1020 and change.direction == "up"
    lines = builtin_strategy_text(WIZARD).splitlines()
    i = next(k for k, ln in enumerate(lines) if ln.startswith("9. High pair"))
    assert lines[i + 1].startswith("10. 3 to a royal flush")
    lines[i], lines[i + 1] = "9. 3 to a royal flush", "10. High pair"
    swapped = parse_strategy("\n".join(lines), game_of(job85.table))
    for pay in (1600, change.pay - 5):
        table = _at_pay(job85, pay)
        gain = (
            evaluate_strategy(table, swapped).return_exact
            - evaluate_strategy(table, wizard.strategy).return_exact
        )
        assert gain == wizard.gain(change, pay)
    assert wizard.cost_at(change, 1600) == wizard.gain(change, 1600) > Fraction(2, 1000)


def test_changes_due_at_a_meter(wizard: TurningPoints) -> None:
    due = wizard.due(1600)
    assert due and all(c.pay <= 1600 for c in due)
    assert _change(wizard, "3 to a royal flush", "High pair") in due
    assert wizard.due(800) == ()
    assert wizard.guide_return_at(800) == wizard.chart_return_at(800)
    for pay in (1000, 2000, 2400):
        assert wizard.chart_return_at(pay) <= wizard.guide_return_at(pay)
        assert wizard.guide_return_at(pay) <= wizard.optimal_return_at(pay)
    assert set(wizard.changes_of(8)) >= {_change(wizard, "3 to a royal flush", "High pair")}


def test_bad_ranges(job85: PreparedTable, wizard: TurningPoints) -> None:
    with pytest.raises(VPError, match="rise from at least"):
        turning_points(job85, strategy=wizard.strategy, low=900, high=850)
    with pytest.raises(VPError, match="rise from at least"):
        turning_points(job85, strategy=wizard.strategy, low=10)
    with pytest.raises(VPError, match="not a category"):
        turning_points(job85, strategy=wizard.strategy, key="five_of_a_kind")
    with pytest.raises(VPError, match="paid as another hand"):
        wizard.chart_return_at(20)


def test_reports(wizard: TurningPoints) -> None:
    doc = turning_points_json(wizard, coins=5, denomination=Fraction(1, 4), at=Fraction(1600))
    assert doc["line"] == "royal_flush" and doc["rules"][0].startswith("Royal flush")
    change = next(c for c in doc["changes"] if c["rule"] == "4 to a royal flush")
    assert change["meter"] == 2282 and change["meter_coins"] == 11410
    assert change["meter_dollars"] == 2852.5 and change["direction"] == "up"
    assert change["past_number"] == 1 and change["rule_number"] == 2
    assert change["cost_at_meter"] == 0
    assert all({"rule", "meter", "direction"} <= set(c) for c in doc["changes"])
    assert [c["meter"] for c in doc["changes"]] == sorted(c["meter"] for c in doc["changes"])
    assert doc["at"]["chart_return"] < doc["at"]["guide_return"] <= doc["at"]["optimal_return"]
    text = turning_points_text(wizard, at=Fraction(1600))
    assert "11,410 coins (2,282.0 per coin): 4 to a royal flush moves up above" in text
    assert "with the changes due there" in text
    page = turning_points_html(wizard, denomination=Fraction(1, 4), up_to=Fraction(2000))
    assert page.startswith("<html>") and "\u2191" in page and "11,410" not in page
    assert "5,051" in page  # 3 to a royal flush above a high pair
    assert "smaller changes (each worth less than 0.0005% of the return) left out" in page
    everything = turning_points_html(wizard, min_gain=Fraction(0))
    assert "left out" not in everything and everything.count("<tr>") > page.count("<tr>")
    assert len(shown_changes(wizard)) == len(wizard.changes)


@pytest.mark.slow
def test_the_generated_chart(
    job85: PreparedTable, wizard: TurningPoints, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the basic strategy turning_points makes for itself is the session's kept chart
    # (tests/shared_makers.py: made once, kept between runs of the same core)
    monkeypatch.setattr(charts, "StrategyMaker", KeptMaker)
    tp = kept_call(turning_points, job85.table, high=2400)
    assert tp.chart_return_at(800) == evaluate_strategy(job85, tp.strategy).return_exact
    ours = _change(tp, "3 to a royal flush", "high pair")
    theirs = _change(wizard, "3 to a royal flush", "High pair")
    assert ours.pay == theirs.pay  # the same deals, the same turning point
    assert tp.guide_return_at(1600) > tp.chart_return_at(1600)


SHORT_DEUCES = """name: a short deuces chart
game: Deuces Wild
1. natural royal flush | four deuces | wild royal flush | five of a kind
2. 4 to a royal flush with no deuces
3. straight flush | four of a kind
4. 4 to a royal flush with 1 deuce
5. full house | flush | straight | three of a kind
6. 3 to a royal flush with no deuces
7. deuce only
8. discard everything
"""


@pytest.mark.slow
def test_a_wild_card_game() -> None:
    deuces = prepare(load_builtin("deuces-wild-full-pay"))
    strategy = parse_strategy(SHORT_DEUCES, game_of(deuces.table))
    tp = turning_points(deuces, strategy=strategy, high=2400)
    assert tp.key == "natural_royal_flush"
    assert tp.chart_return_at(800) == evaluate_strategy(deuces, strategy).return_exact
    assert tp.changes
    for c in tp.changes:
        assert tp.gain(c, c.pay) == 0
    # breaking a wild royal for a natural one: the deuce of clubs and K-Q-J-T of hearts,
    # (x + 3 deuces x 25 + 6 flushes x 2 + a straight flush x 9 + 6 straights x 2) / 47
    # passes 25 at x = 1,067 per coin
    change = _change(tp, "4 to a royal flush with no deuces", "wild royal flush")
    assert change.direction == "up" and 1000 < change.pay < 1200
    (turn,) = deal_turning_points(deuces, "2c Kh Qh Jh Th", high=2000)
    assert turn.pay == 1067 and turn.ev == 25


@pytest.mark.slow
def test_progress_and_cancel(job85: PreparedTable) -> None:
    strategy = resolve_strategy("jacks-or-better-9-6-wizard-simple", game_of(job85.table))
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        turning_points(job85, strategy=strategy, cancel=cancel)
    seen: list[tuple[int, int]] = []
    tp = turning_points(job85, strategy=strategy, progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1]
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    again: list[tuple[int, int]] = []
    turning_points(job85, strategy=strategy, high=1000, progress=lambda d, t: again.append((d, t)))
    assert again == [(1, 1)]  # its plays were kept
    assert tp.changes_of(0) == tuple(c for c in tp.changes if 0 in (c.rule_line, c.other_line))
