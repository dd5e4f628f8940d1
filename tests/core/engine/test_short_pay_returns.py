"""The return at each bet of a table with short pays, and the best holds at a short royal."""

from __future__ import annotations

import threading
from fractions import Fraction

import pytest
from naive.payout import hold_ev

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.engine.short_pays import short_pay_returns
from vptrainer.core.engine.sweep import pay_sweep
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.pays import PayTableError


def test_jacks_or_better_at_a_250_royal() -> None:
    table = load_builtin("jacks-or-better-9-6")
    steps: list[tuple[int, int]] = []
    result = short_pay_returns(table, progress=lambda d, t: steps.append((d, t)))
    assert [r.coins for r in result.rows] == [1, 2, 3, 4, 5]
    full = analyze(table).return_exact
    assert result.max_return_exact == full
    short = result.at(4).return_exact
    # the same figure through another algorithm: the exact royal sweep's envelope
    assert short == pay_sweep(prepare(table), pays=[250]).return_at(250)
    assert round(float(short) * 100, 4) == 98.3735
    assert all(result.at(n).return_exact == short for n in range(1, 5))
    assert result.at(4).table.name == "Jacks or Better 9/6 (1–4 coins)"
    assert result.at(3).cost_exact == full - short > 0
    assert result.at(5).cost_exact == 0
    assert result.at(2).loss_per_hand == 2 * (1 - short)
    assert steps[-1][0] == steps[-1][1] and all(d <= t for d, t in steps)
    with pytest.raises(PayTableError):
        result.at(6)


def test_the_max_bet_analysis_is_reused_and_checked() -> None:
    table = load_builtin("deuces-wild-full-pay")
    done = analyze(table)
    result = short_pay_returns(table, max_bet=done)
    assert result.max_return_exact == done.return_exact
    assert result.at(1).return_exact == analyze(table.at_coins(1)).return_exact
    with pytest.raises(PayTableError, match="max-bet analysis"):
        short_pay_returns(table, max_bet=analyze(load_builtin("jacks-or-better-9-6")))


def test_a_table_without_short_pays_costs_nothing_short() -> None:
    table = load_builtin("aces-and-eights-8-5")
    assert not table.has_short_pays
    result = short_pay_returns(table)
    assert {r.return_exact for r in result.rows} == {result.max_return_exact}
    assert all(r.cost_exact == 0 for r in result.rows)


def test_cancel_stops_the_work() -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        short_pay_returns(load_builtin("jacks-or-better-9-5"), cancel=cancel)


# Deals whose best hold at 800 per coin keeps royal cards and at 250 does not keep
# the same ones (found among seeded random deals): three to a royal gives way to four
# to a flush, ten-jack suited to ace-jack, ace-king suited to three to a flush.
MOVED = {
    "Kc Ac 9c 2d Tc": ("Kc Ac Tc", "Kc Ac 9c Tc"),
    "2c Ah 7h Jc Kh": ("Ah Kh", "Ah 7h Kh"),
    "Tc Ad Jc 9h 2h": ("Tc Jc", "Ad Jc"),
}


@pytest.mark.slow
@pytest.mark.parametrize("deal", list(MOVED))
def test_best_holds_at_a_250_royal_agree_with_every_draw(deal: str) -> None:
    table = load_builtin("jacks-or-better-9-6")
    short = table.at_coins(4)
    # the oracle's pays, made without at_coins
    oracle = table.with_pay("royal_flush", 250)
    assert [(ln.key, ln.pays) for ln in oracle.lines] == [(ln.key, ln.pays) for ln in short.lines]
    hand = list(parse_cards(deal).cards)
    at_max = hold_evs(prepare(table), hand)
    at_short = hold_evs(prepare(short), hand)
    before, after = MOVED[deal]
    assert at_max.best[0].held_codes == before
    assert [h.held_codes for h in at_short.best] == [after]
    # a royal draw moves down the ranking
    rank_max = [h.mask for h in at_max.holds].index(at_max.best[0].mask)
    rank_short = [h.mask for h in at_short.holds].index(at_max.best[0].mask)
    assert rank_short > rank_max == 0
    # every hold of two cards or more against every draw, with the oracle's pays
    brute = {h.mask: hold_ev(hand, h.mask, oracle) for h in at_short.holds if len(h.held) >= 2}
    for h in at_short.holds:
        if h.mask in brute:
            assert h.ev == brute[h.mask], (deal, h.held_codes)
    best_mask = max(brute, key=lambda m: (brute[m], bin(m).count("1")))
    assert best_mask == at_short.best[0].mask
    assert max(brute.values()) == at_short.best_ev > Fraction(0)
