"""Slow, obvious checks of the rising meter (vptrainer.core.bankroll.rising).

:func:`step_by_step` is the backward induction one hand at a time, every strategy of
the sweep tried at every meter (no runs, no closed forms, no effective royal); the
value at the top of its grid is taken from the model. :func:`simulate` plays the
model's own policy hand after hand (by runs of one strategy, with geometric waits),
seeded, with the non-royal part of each hand at its exact expectation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from vptrainer.core.bankroll.rising import RisingMeter


def step_by_step(model: RisingMeter, meter: float, steps: int) -> tuple[float, float, float, float]:
    """Profit, hands, meter at the hit and your chance of it at ``meter``, by ``steps``
    hands of plain backward induction under the model's policy."""
    pieces = model.pieces
    starts = np.array([pc.start for pc in pieces])
    p = np.array([pc.p for pc in pieces])
    a = np.array([pc.a for pc in pieces])
    b = model.coins
    delta = model.step
    top = model.at(meter + steps * delta)
    f, n, m, w = top.expected_profit, top.expected_hands, top.expected_meter_at_hit, top.p_own_royal
    for k in range(steps - 1, -1, -1):
        j = meter + k * delta
        t = int(np.searchsorted(starts, j, side="right")) - 1
        q = pieces[t].q
        if model.policy == "return":
            s = t
        else:  # every strategy tried
            s = int(np.argmax(b * (a - 1) + p * j + (1 - p) * (1 - q) * f))
        ps = float(p[s])
        rho = (1 - ps) * (1 - q)
        f = b * (float(a[s]) - 1) + ps * j + rho * f
        n = 1 + rho * n
        m = ps * j + (1 - ps) * q * (j + delta) + rho * m
        w = ps + rho * w
    return f, n, m, w


@dataclass(frozen=True)
class Simulated:
    profit: float
    profit_se: float
    hands: float
    hands_se: float
    meter_at_hit: float
    meter_at_hit_se: float
    own: float


def simulate(model: RisingMeter, meter: float, trials: int, seed: int) -> Simulated:
    """``trials`` runs from ``meter`` to the next royal under the model's policy."""
    rng = np.random.default_rng(seed)
    runs = model.runs(meter)
    b = model.coins
    delta = model.step
    if not runs:  # one strategy throughout (solo value policy, or a meter that stands)
        at = model.at(meter)
        p, a = model.piece_terms(at.play_pay)
        starts = np.array([pc.start for pc in model.pieces])
        q = model.pieces[int(np.searchsorted(starts, meter, side="right")) - 1].q
        runs = ((0, 10**15, p, q, a),)
    profit = np.zeros(trials)
    hands = np.zeros(trials)
    hit_meter = np.zeros(trials)
    own = np.zeros(trials)
    alive = np.ones(trials, dtype=bool)
    for lo, hi, p, q, a in runs:
        idx = np.flatnonzero(alive)
        if idx.size == 0:
            break
        length = hi - lo + 1
        end = p + q - p * q
        wait = rng.geometric(end, size=idx.size).astype(np.float64)
        stop = wait <= length
        played = np.where(stop, wait, length)
        hands[idx] += played
        profit[idx] += played * b * (a - 1)
        done = idx[stop]
        k = lo + wait[stop] - 1  # the hand that ends it
        ours = rng.random(done.size) < p / end
        j = meter + k * delta
        profit[done] += np.where(ours, j, 0.0)
        hit_meter[done] = np.where(ours, j, j + delta)
        own[done] = ours
        alive[done] = False
    assert not alive.any() or math.isclose(alive.mean(), 0.0, abs_tol=1e-12)

    def se(x: np.ndarray) -> float:
        return float(x.std(ddof=1) / math.sqrt(trials))

    return Simulated(
        float(profit.mean()),
        se(profit),
        float(hands.mean()),
        se(hands),
        float(hit_meter.mean()),
        se(hit_meter),
        float(own.mean()),
    )
