"""The rising meter: against the fixed meter, a step-by-step induction, a seeded
simulation of the same policy, and the published break-even royals of 8/5 Jacks or
Better (about 1,750 max bets in a published FAQ; about 1,733 per coin re-optimised:
shared/notes/feature-games.md)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from naive.rising_meter import simulate, step_by_step

from vptrainer.core.bankroll.rising import RisingMeter, rising_meter
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.engine.sweep import SweepResult, pay_sweep
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="session")
def job85() -> SweepResult:
    return pay_sweep(prepare(load_builtin("jacks-or-better-8-5")))


def test_break_even_royal_of_job_8_5(job85: SweepResult) -> None:
    model = RisingMeter(job85, rate=0, coins=5)
    be = model.break_even()
    assert isinstance(be, Fraction)
    assert be == 5 * job85.break_even_exact  # the re-optimised break-even, exactly
    assert round(be / 5) == 1733  # "about 1,733 per coin re-optimised"
    assert abs(be / 5 - 1750) / 1750 < 0.01  # "about 1,750 max bets" (a rounder figure)
    assert model.at(be).expected_profit == pytest.approx(0, abs=1e-9)
    # the return policy breaks even at the same meter when the meter stands still
    assert RisingMeter(job85, rate=0, policy="return").break_even() == pytest.approx(float(be))


@pytest.mark.parametrize("players", [1, 3])
def test_a_meter_that_stands_still_is_the_fixed_meter(job85: SweepResult, players: int) -> None:
    meter = Fraction(8000)
    pay = meter / 5
    ret = job85.return_at(pay)
    p = Fraction(job85.combinations_at(pay), 19_933_230_517_200)
    q = 1 - (1 - p) ** (players - 1)
    fixed = 5 * (ret - 1) / (p + q - p * q)  # play the meter's strategy until a royal
    at = RisingMeter(job85, rate=0, players=players, policy="return").at(meter)
    assert at.expected_profit == pytest.approx(float(fixed), rel=1e-12)
    assert at.expected_hands == pytest.approx(float(1 / (p + q - p * q)), rel=1e-12)
    assert at.expected_meter_at_hit == pytest.approx(8000)
    # and the limit of a slowly rising meter
    slow = RisingMeter(job85, rate="1e-9", players=players, policy="return").at(meter)
    assert slow.expected_profit == pytest.approx(float(fixed), rel=1e-4)
    # re-optimising for the value to the royal does at least as well
    best = RisingMeter(job85, rate=0, players=players).at(meter)
    assert best.expected_profit >= at.expected_profit
    if players == 1:  # one strategy, whatever the meter: the break-even royal's
        assert best.expected_profit == pytest.approx(float(meter - 5 * job85.break_even_exact))


def test_solo_value_is_exactly_linear(job85: SweepResult) -> None:
    model = RisingMeter(job85, rate="0.005", coins=5)
    effective = model.at(6000).play_pay  # the royal pay whose strategy is played
    assert job85.return_at(Fraction(effective).limit_denominator(10**9)) == pytest.approx(0.995)
    for meter in (5000, 8000, 20000):
        at = model.at(meter)
        assert at.expected_profit == pytest.approx(meter - 0.025 - 5 * effective)
        assert at.play_pay == effective
    assert model.break_even() == pytest.approx(0.025 + 5 * effective)


@pytest.mark.parametrize(
    ("policy", "players", "rate"),
    [("value", 1, "0.01"), ("return", 1, "0.01"), ("value", 3, "0.005"), ("return", 2, "0.01")],
)
def test_runs_in_closed_form_against_plain_induction(
    job85: SweepResult, policy: str, players: int, rate: str
) -> None:
    model = RisingMeter(job85, rate=rate, players=players, policy=policy)  # type: ignore[arg-type]
    meter = 7600.0
    at = model.at(meter)
    plain = step_by_step(model, meter, 6000)  # 6,000 hands, 300 to 900 coins of meter
    assert at.expected_profit == pytest.approx(plain[0], abs=1e-6)
    assert at.expected_hands == pytest.approx(plain[1], rel=1e-9)
    assert at.expected_meter_at_hit == pytest.approx(plain[2], rel=1e-9)
    assert at.p_own_royal == pytest.approx(plain[3], rel=1e-9)
    curve = model.curve([meter, meter + 1000])
    assert curve[0].meter == meter and curve[0].expected_profit == pytest.approx(at.expected_profit)


@pytest.mark.parametrize(("policy", "players"), [("value", 1), ("return", 1), ("value", 2)])
def test_against_a_seeded_simulation_of_the_same_policy(
    job85: SweepResult, policy: str, players: int
) -> None:
    model = RisingMeter(job85, rate="0.01", players=players, policy=policy)  # type: ignore[arg-type]
    at = model.at(7000)
    sim = simulate(model, 7000.0, trials=100_000, seed=27)
    assert abs(sim.profit - at.expected_profit) < 4 * sim.profit_se
    assert abs(sim.hands - at.expected_hands) < 4 * sim.hands_se
    assert abs(sim.meter_at_hit - at.expected_meter_at_hit) < 4 * sim.meter_at_hit_se
    assert sim.own == pytest.approx(at.p_own_royal, abs=0.01)


def test_value_policy_beats_the_return_policy(job85: SweepResult) -> None:
    for players in (1, 4):
        value = RisingMeter(job85, rate="0.008", players=players).at(7500)
        ret = RisingMeter(job85, rate="0.008", players=players, policy="return").at(7500)
        assert value.expected_profit >= ret.expected_profit - 1e-9
        assert value.play_pay < 7500 / 5  # it plays for less than the meter shows


def test_other_players_share_the_royal(job85: SweepResult) -> None:
    solo = RisingMeter(job85, rate="0.005").at(9000)
    crowd = RisingMeter(job85, rate="0.005", players=4).at(9000)
    assert crowd.p_own_royal == pytest.approx(0.25, abs=0.01)
    assert crowd.expected_hands < solo.expected_hands / 3
    assert 0 < crowd.expected_profit < solo.expected_profit


def test_the_result(job85: SweepResult) -> None:
    r = rising_meter(job85, meter=8000, rate="0.005", coins=5, speed=800)
    assert r.expected_hours == pytest.approx(r.expected_hands / 800)
    assert r.expected_profit > 0 and r.expected_meter_at_hit > 8000
    assert r.break_even_meter is not None and float(r.break_even_meter) < 8000
    assert r.return_at_meter == job85.return_at(1600)
    assert r.fixed_meter_profit == pytest.approx(-666.45, abs=0.01)
    assert r.break_even_pay == pytest.approx(float(r.break_even_meter) / 5)


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"rate": "-0.01"}, "rate"),
        ({"rate": "0.5"}, "rate"),
        ({"rate": "x"}, "rate"),
        ({"rate": 0, "coins": 0}, "coins"),
        ({"rate": 0, "players": 0}, "players"),
        ({"rate": 0, "policy": "greedy"}, "policy"),
    ],
)
def test_bad_input(job85: SweepResult, kwargs: dict[str, object], match: str) -> None:
    with pytest.raises(VPError, match=match):
        RisingMeter(job85, **kwargs)  # type: ignore[arg-type]


def test_bad_meters_and_rates(job85: SweepResult) -> None:
    model = RisingMeter(job85, rate="0.005")
    with pytest.raises(VPError, match="at least 250"):
        model.at(100)
    with pytest.raises(VPError, match="meter"):
        model.at("lots")
    with pytest.raises(VPError, match="rate this high"):
        RisingMeter(job85, rate="0.1").at(8000)
    assert RisingMeter(job85, rate="0.1").break_even() is None
    with pytest.raises(VPError, match="speed"):
        rising_meter(job85, meter=8000, rate=0, speed=0)
    flush = pay_sweep(prepare(load_builtin("jacks-or-better-8-5")), "flush")
    with pytest.raises(VPError, match="top line"):
        RisingMeter(flush, rate="0.01")


def test_published_progressive_figures(job85: SweepResult) -> None:
    """8/5 Jacks or Better with the strategy for the 800 royal kept (the usual strategy):
    99.68% at an 8,800-coin royal (Wizard of Odds; ours 99.6883%), an even 100% at
    "about 1,880 coins" per coin (Gaming Today, 2004; ours 1,885.2). 9/6: a royal every
    40,400 hands played for 800, every 32,700 played for a 1,600 royal (Gaming Today)."""
    base = job85.current_pay_exact
    total = 19_933_230_517_200
    p = Fraction(job85.combinations_at(base), total)
    fixed = job85.current_return + (1760 - base) * p  # linear: the holds do not move
    assert abs(float(fixed) * 100 - 99.68) < 0.01
    assert abs(float(base + (1 - job85.current_return) / p) - 1880) / 1880 < 0.005
    nine_six = pay_sweep(prepare(load_builtin("jacks-or-better-9-6")))
    assert round(total / nine_six.combinations_at(800), -2) == 40_400
    assert round(total / nine_six.combinations_at(1600), -2) == 32_700


@pytest.mark.parametrize(("policy", "players"), [("return", 2), ("value", 3), ("value", 1)])
def test_a_curve_is_each_meter_on_its_own(job85: SweepResult, policy: str, players: int) -> None:
    model = RisingMeter(job85, rate="0.01", players=players, policy=policy)  # type: ignore[arg-type]
    meters = [4000 + 1500 * i for i in range(8)]
    for point in model.curve(meters):
        alone = model.at(point.meter)
        assert point.expected_profit == pytest.approx(alone.expected_profit, rel=1e-9, abs=1e-6)
        assert point.expected_hands == pytest.approx(alone.expected_hands, rel=1e-9)
        assert point.play_pay == pytest.approx(alone.play_pay, rel=1e-9)
    assert model.curve([]) == ()
