"""The value of a rising progressive meter: sitting down at meter J and playing until
the next royal while the meter keeps rising.

The model (all amounts in coins of one bet of ``coins`` coins, ``B``):

* a hand played at meter ``J`` pays ``J`` coins for the royal (the swept line; the
  rest of the table as it is); a hand without the royal moves the meter to
  ``J + delta``, ``delta = players * rate * B`` (each of the bank's ``players`` puts
  ``rate`` of each bet into the meter, all playing at the same speed);
* between two of your hands another player hits the royal with probability
  ``q = 1 - (1 - p_o)^(players - 1)``, ``p_o`` the royal chance of play optimised for
  the meter shown; then the meter resets and your run ends (``players = 1``: solo);
* the run ends at the next royal, yours or another's.

You re-optimise at every meter, by one of two policies:

``value`` (default)
    the strategy that maximises the expected profit to the next royal (the Bellman
    equation ``f(J) = max_s [B (R_s(J) - 1) + (1 - p_s)(1 - q) f(J + delta)]``). Every
    hold's EV is linear in the royal's pay, so the maximising strategy is the optimal
    strategy for the *effective* royal ``J - (1 - q) f(J + delta)``, one of the exact
    sweep's pieces. Solo, that effective royal is the same at every meter: the pay
    ``E`` where the optimal return is ``1 - rate``, and ``f(J) = J - delta - E``
    exactly.
``return``
    the strategy of the highest return at the meter shown (what a player does who
    reads the strategy for the meter).

With the strategy fixed, every expectation ``y`` (profit, hands, meter at the hit,
your chance of hitting it) obeys ``y(J) = u + v J + rho y(J + delta)`` with
``rho = (1 - p)(1 - q)``: a linear recursion with the closed form
``alpha J + c + g rho^k``. The meters ``J + k delta`` are cut into runs where the
strategy (and the others' chance) stays the same, one piece of the sweep each; the
backward induction over that grid goes run by run in closed form, from a cap
``36 / (p + q)`` hands above ``J`` (whatever lies above it weighs less than ``e^-36``,
below a double's precision, so the closed form of the run there stands in for it) or
from the top piece, where the closed form is exact. ``rate = 0`` is the fixed meter:
``f(J) = B (R(J) - 1) / p(J)`` under the ``return`` policy. The tests check all this
against a plain step-by-step induction and a seeded simulation
(``tests/naive/rising_meter.py``).
"""

from __future__ import annotations

import math
import threading
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, get_args

from vptrainer.core.bankroll.money import pay_for_return
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.errors import Cancelled, VPError

Policy = Literal["value", "return"]
POLICIES: tuple[Policy, ...] = get_args(Policy)
DEFAULT_SPEED = 600  # hands an hour
MAX_RATE = Fraction(1, 10)
MAX_PLAYERS = 1000
_CAP_LOG = 36.0  # the cap: what lies above it weighs less than e^-36 (below a double's epsilon)


def _fraction(value: Fraction | int | float | str, what: str) -> Fraction:
    if isinstance(value, bool):
        raise VPError(f"{what} must be a number, got {value!r}")
    try:
        return Fraction(repr(value)) if isinstance(value, float) else Fraction(value)
    except (ValueError, ZeroDivisionError, TypeError):
        raise VPError(f"{what} must be a number, got {value!r}") from None


@dataclass(frozen=True)
class MeterPoint:
    """What sitting down at one meter is worth (amounts in coins of one bet)."""

    meter: float  # coins for a max-bet royal, when you sit down
    expected_profit: float  # to the next royal (yours or another's)
    expected_hands: float  # you play until then
    expected_meter_at_hit: float  # the meter when the royal is hit (by anyone)
    p_own_royal: float  # the chance that you hit it (1 when solo)
    play_pay: float  # per coin: the royal pay whose optimal strategy your first hand plays


@dataclass(frozen=True)
class Piece:
    """One strategy of the sweep, as the rising meter plays it."""

    start: float  # the meter (coins) from which it is the optimal strategy
    p: float  # its royal chance per hand
    a: float  # its return per coin bet without the royal
    q: float  # the chance another player hits the royal between two of your hands
    # while the meter is in this piece (they play the meter's optimal strategy)


@dataclass(frozen=True)
class _Run:
    """Meters ``J0 + k delta`` for ``k`` in ``lo..hi`` played by one piece (``s``) while
    the others play piece ``t``; ``after``: the four expectations at ``k = hi + 1``."""

    lo: int
    hi: int
    s: int
    t: int
    after: tuple[float, ...]


class RisingMeter:
    """A rising meter on one table: the value of sitting down at any meter.

    Parameters
    ----------
    sweep
        :func:`~vptrainer.core.engine.sweep.pay_sweep` of the line the meter pays (the
        royal flush by default); its pieces are the strategies.
    rate
        The fraction of each bet that goes to the meter (0.005 for 0.5%).
    coins
        Coins per bet: the meter is in these coins (a max-bet royal of 800 per coin is
        4,000 coins for 5).
    players
        Players on the bank, you included, each at your speed and bet.
    policy
        ``"value"`` or ``"return"`` (see the module).
    """

    def __init__(
        self,
        sweep: SweepResult,
        *,
        rate: Fraction | int | float | str,
        coins: int = 5,
        players: int = 1,
        policy: Policy = "value",
    ) -> None:
        r = _fraction(rate, "the meter's rate")
        if not 0 <= r <= MAX_RATE:
            raise VPError(
                f"the meter's rate must be from 0 to {float(MAX_RATE):g} of each bet "
                f"(0.005 for 0.5%), got {float(r):g}"
            )
        if isinstance(coins, bool) or not isinstance(coins, int) or not 1 <= coins <= 1000:
            raise VPError(f"coins per bet must be a whole number from 1 to 1,000, got {coins!r}")
        if (
            isinstance(players, bool)
            or not isinstance(players, int)
            or not 1 <= players <= MAX_PLAYERS
        ):
            raise VPError(
                f"players on the bank must be a whole number from 1 to {MAX_PLAYERS:,}, "
                f"got {players!r}"
            )
        if policy not in POLICIES:
            raise VPError(f"the policy must be one of {', '.join(POLICIES)}, got {policy!r}")
        if sweep.valid_to is not None:
            raise VPError(
                f"a rising meter on the {sweep.label.lower()} would turn other hands into "
                f"it above {float(sweep.valid_to):g} per coin; meter the top line"
            )
        self.sweep = sweep
        self.rate = r
        self.coins = coins
        self.players = players
        self.policy: Policy = policy
        self.step_exact = players * r * coins  # the meter's rise per hand you play
        self.step = float(self.step_exact)
        d = sweep.denominator
        self._x = [sweep.valid_from, *sweep.breakpoints]  # per coin, where pieces start
        self._lows = [float(x * coins) for x in self._x]  # in coins
        self._a = [i / d for i in sweep.intercepts]  # non-royal return per coin bet
        self._p = [s / d for s in sweep.slopes]  # royal chance per hand
        others = players - 1
        self._q = [-math.expm1(others * math.log1p(-p)) if others else 0.0 for p in self._p]

    # ------------------------------------------------------------------ pieces

    @property
    def pieces(self) -> tuple[Piece, ...]:
        """The sweep's strategies, lowest royal pay first."""
        return tuple(
            Piece(lo, p, a, q)
            for lo, p, a, q in zip(self._lows, self._p, self._a, self._q, strict=True)
        )

    @property
    def least_meter(self) -> Fraction:
        """The least meter (coins) the model covers: below it the royal pays less than a
        hand it also is (the sweep's ``valid_from``)."""
        return self._x[0] * self.coins

    def _piece(self, meter: float) -> int:
        """The piece of the sweep at a meter in coins (below the first: -1)."""
        return bisect_right(self._lows, meter) - 1

    def _check_meter(self, meter: Fraction | int | float | str) -> Fraction:
        j = _fraction(meter, "the meter")
        if j < self.least_meter or j > 10**12:
            raise VPError(
                f"the meter must be at least {float(self.least_meter):,.2f} coins "
                f"(below, the {self.sweep.label.lower()} would pay less than another hand "
                "it is) and at most 1,000,000,000,000, got "
                f"{float(j):,.2f}"
            )
        return j

    def _terms(self, s: int, t: int) -> tuple[float, list[tuple[float, float]]]:
        """``rho`` and ``(alpha, c)`` of the particular solution of profit, hands, meter
        at the hit and your chance of it, for the strategy of piece ``s`` while the
        others play piece ``t``."""
        p, q, delta = self._p[s], self._q[t], self.step
        rho = (1 - p) * (1 - q)
        out = 1 - rho  # = p + q - p q, the chance the run ends at a hand
        uvs = (
            (self.coins * (self._a[s] - 1), p),
            (1.0, 0.0),
            ((1 - p) * q * delta, p + (1 - p) * q),
            (p, 0.0),
        )
        sols = []
        for u, v in uvs:
            alpha = v / out
            sols.append((alpha, (u + rho * alpha * delta) / out))
        return rho, sols

    def _effective_piece(self, meter: float, t: int, profit_next: float) -> int:
        """The piece the ``value`` policy plays at ``meter``: the optimal strategy for
        the effective royal ``meter - (1 - q) f(meter + delta)``."""
        effective = meter - (1 - self._q[t]) * profit_next
        s = self._piece(effective)
        if s < 0:
            raise VPError(
                "the meter rises so fast that chasing the royal is worth more than the "
                f"royal itself ({effective:,.0f} coins left as its effective pay, below "
                f"{self._lows[0]:,.0f}): the model does not cover a rate this high"
            )
        return s

    # ---------------------------------------------------------------- the walk

    def _solo_value_effective(self) -> Fraction:
        """Solo, ``value`` policy: the effective royal (coins), the pay where the optimal
        return is ``1 - rate``."""
        goal = 1 - self.rate
        pay = pay_for_return(self.sweep, goal)
        if pay is None or (pay == self.sweep.valid_from and self.sweep.return_at(pay) > goal):
            raise VPError(
                "the meter rises so fast that chasing the royal is worth more than the "
                "royal itself: the model does not cover a rate this high"
            )
        return pay * self.coins

    def _walk(self, j0: float, top: float | None = None) -> tuple[list[_Run], list[float]]:
        """The runs of the grid ``j0 + k delta`` from ``k = 0`` up to the cap (above
        ``top`` too, when given), and the four expectations at ``k = 0`` (``delta > 0``)."""
        delta = self.step
        lows = self._lows
        last = len(lows) - 1
        j_top = math.inf  # from here up the last piece is played: its closed form is exact
        if self.policy == "return":
            j_top = lows[last]
        else:
            rho, sols = self._terms(last, last)
            alpha, c = sols[0]
            q = self._q[last]
            slope = 1 - (1 - q) * alpha
            if slope > 1e-12:
                j_top = max(lows[last], (lows[last] + (1 - q) * (alpha * delta + c)) / slope)
        # the least chance a hand ends the run, above j0 (the pieces' chances grow with
        # the pay; the others play for the meter shown)
        here = max(0, self._piece(j0))
        low_p = self._p[0] if self.policy == "value" else self._p[here]
        cap = math.ceil(_CAP_LOG / max(low_p + self._q[here], 1e-12))
        if top is not None and top > j0:
            cap += math.ceil((top - j0) / delta)
        if j0 + cap * delta >= j_top:
            cap = max(0, math.ceil((j_top - j0) / delta))
            while cap > 0 and j0 + (cap - 1) * delta >= j_top:
                cap -= 1
            while j0 + cap * delta < j_top:
                cap += 1
            s = t = last
        else:
            t = self._piece(j0 + cap * delta)
            s = t
        rho, sols = self._terms(s, t)
        j_cap = j0 + cap * delta
        values = [alpha * j_cap + c for alpha, c in sols]
        runs: list[_Run] = []
        k_anchor = cap
        while k_anchor > 0:
            k = k_anchor - 1
            jk = j0 + k * delta
            t = self._piece(jk)
            lo = self._first_in_piece(j0, t, k)
            if self.policy == "return":
                s = t
            else:
                s = self._effective_piece(jk, t, values[0])
                if s > 0:
                    lo = self._first_effective(j0, k_anchor, values[0], s, t, lo)
            rho, sols = self._terms(s, t)
            anchor_values = tuple(values)
            j_anchor = j0 + k_anchor * delta
            j_lo = j0 + lo * delta
            decay = math.exp((k_anchor - lo) * math.log(rho)) if rho > 0 else 0.0
            values = [
                alpha * j_lo + c + (y - (alpha * j_anchor + c)) * decay
                for (alpha, c), y in zip(sols, values, strict=True)
            ]
            runs.append(_Run(lo, k_anchor - 1, s, t, anchor_values))
            k_anchor = lo
        runs.reverse()
        return runs, values

    def _first_in_piece(self, j0: float, t: int, k: int) -> int:
        """The least ``k' <= k`` whose meter ``j0 + k' delta`` is in piece ``t``."""
        delta = self.step
        lo = max(0, math.ceil((self._lows[t] - j0) / delta)) if t > 0 else 0
        lo = min(lo, k)
        while lo > 0 and self._piece(j0 + (lo - 1) * delta) >= t:
            lo -= 1
        while lo < k and self._piece(j0 + lo * delta) < t:
            lo += 1
        return lo

    def _first_effective(
        self, j0: float, anchor: int, profit_anchor: float, s: int, t: int, lo: int
    ) -> int:
        """The least ``k`` in ``lo..anchor - 1`` where the ``value`` policy still plays
        piece ``s`` (the effective royal at or above its start), the profit above ``k``
        being the closed form of that run. The effective royal grows with ``k`` (a coin
        more on the meter is worth at most a coin), so a bisection finds it."""
        delta = self.step
        q = self._q[t]
        rho, sols = self._terms(s, t)
        alpha, c = sols[0]
        log_rho = math.log(rho) if rho > 0 else -math.inf
        g = profit_anchor - (alpha * (j0 + anchor * delta) + c)
        start = self._lows[s]

        def reaches(k: int) -> bool:
            nxt = j0 + (k + 1) * delta
            steps = anchor - k - 1
            decay = math.exp(steps * log_rho) if steps else 1.0
            profit = alpha * nxt + c + g * decay
            return j0 + k * delta - (1 - q) * profit >= start

        hi = anchor - 1  # reaches(hi) holds
        if reaches(lo):
            return lo
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if reaches(mid):
                hi = mid
            else:
                lo = mid
        return hi

    # ------------------------------------------------------------------ values

    def at(self, meter: Fraction | int | float | str) -> MeterPoint:
        """The value of sitting down at ``meter`` coins (for a max-bet royal)."""
        j = self._check_meter(meter)
        jf = float(j)
        if self.step == 0:
            return self._fixed(jf)
        if self.policy == "value" and self.players == 1:
            return self._solo_value(j)
        runs, values = self._walk(jf)
        profit, hands, hit, own = values
        if self.policy == "return":
            play = jf / self.coins
        else:  # the effective royal of the first hand
            if runs:
                first = runs[0]
                nxt = self._run_value(jf, first, 1) if first.hi >= 1 else first.after[0]
                t = first.t
            else:  # the top piece's closed form from here up
                t = len(self._lows) - 1
                alpha, c = self._terms(t, t)[1][0]
                nxt = alpha * (jf + self.step) + c
            play = (jf - (1 - self._q[t]) * nxt) / self.coins
        return MeterPoint(jf, profit, hands, hit, own, play)

    def _run_value(self, j0: float, run: _Run, k: int, which: int = 0) -> float:
        """Expectation ``which`` (0 profit, 1 hands, 2 meter at the hit, 3 your chance)
        at ``k`` inside ``run``, from its closed form."""
        rho, sols = self._terms(run.s, run.t)
        alpha, c = sols[which]
        anchor = run.hi + 1
        steps = anchor - k
        decay = math.exp(steps * math.log(rho)) if rho > 0 else 0.0
        j_anchor = j0 + anchor * self.step
        return (
            alpha * (j0 + k * self.step) + c + (run.after[which] - (alpha * j_anchor + c)) * decay
        )

    def _solo_value(self, meter: Fraction) -> MeterPoint:
        effective = self._solo_value_effective()
        s = self._piece(float(effective))
        p = self._p[s]
        jf = float(meter)
        hands = 1 / p
        return MeterPoint(
            jf,
            float(meter - self.step_exact - effective),
            hands,
            jf + self.step * (hands - 1),
            1.0,
            float(effective / self.coins),
        )

    def _fixed(self, meter: float) -> MeterPoint:
        """``rate = 0``: the meter stays where it is until someone hits it."""
        t = self._piece(meter)
        q = self._q[t]
        b = self.coins

        def profit(s: int) -> float:
            p = self._p[s]
            return (b * (self._a[s] - 1) + p * meter) / (p + q - p * q)

        s = t if self.policy == "return" else max(range(len(self._p)), key=profit)
        p = self._p[s]
        out = p + q - p * q
        f = profit(s)
        play = meter / b if self.policy == "return" else (meter - (1 - q) * f) / b
        return MeterPoint(meter, f, 1 / out, meter, p / out, play)

    def break_even(self, *, cancel: threading.Event | None = None) -> Fraction | float | None:
        """The least meter (coins) where sitting down has a positive expected profit:
        exact (a fraction) solo under the ``value`` policy, else found to a millionth of
        a coin (regula falsi on the increasing profit). ``None`` when no meter the model
        covers gets there."""
        if self.policy == "value" and self.players == 1:
            try:
                effective = self._solo_value_effective()
            except VPError:
                return None
            return max(self.least_meter, effective + self.step_exact)
        least = float(self.least_meter)

        def profit(meter: float) -> float:
            if cancel is not None and cancel.is_set():
                raise Cancelled("break-even meter cancelled")
            return self.at(meter).expected_profit

        f_least = profit(least)
        if f_least >= 0:
            return least
        be = self.sweep.break_even_exact
        guess = float(be * self.coins) if be is not None else least * 2
        width = max(1.0, 0.02 * guess)
        lo, hi = max(least, guess - width), guess + width
        f_lo = f_least if lo == least else profit(lo)
        while f_lo >= 0:  # move the bracket down
            hi, lo = lo, max(least, lo - width)
            width *= 2
            f_lo = f_least if lo == least else profit(lo)
        f_hi = profit(hi)
        while f_hi < 0:  # and up
            lo, f_lo = hi, f_hi
            hi += width
            width *= 2
            if hi > 1e12:
                return None
            f_hi = profit(hi)
        side = 0
        while hi - lo > 1e-6:
            mid = (lo * f_hi - hi * f_lo) / (f_hi - f_lo)
            if not lo < mid < hi:
                mid = (lo + hi) / 2
            f_mid = profit(mid)
            if f_mid == 0:
                return mid
            if f_mid > 0:
                hi, f_hi = mid, f_mid
                if side == 1:  # Illinois: halve the weight of the end that stays
                    f_lo /= 2
                side = 1
            else:
                lo, f_lo = mid, f_mid
                if side == -1:
                    f_hi /= 2
                side = -1
        return hi

    def curve(self, meters: Sequence[float]) -> tuple[MeterPoint, ...]:
        """The value at each of ``meters`` (a chart against the meter): one walk from the
        least of them, each point read at the nearest meter of that grid (within half a
        step of the meter's rise; the point's ``meter`` says which)."""
        if not meters:
            return ()
        checked = [float(self._check_meter(m)) for m in meters]
        if self.step == 0 or (self.policy == "value" and self.players == 1):
            return tuple(self.at(m) for m in checked)
        j0 = min(checked)
        runs, _ = self._walk(j0, top=max(checked))
        starts = [r.lo for r in runs]
        out = []
        end = runs[-1].hi + 1 if runs else 0  # from here up: the last piece, exactly
        for m in checked:
            k = round((m - j0) / self.step)
            jk = j0 + k * self.step
            if k >= end:
                out.append(self.at(jk))
                continue
            run = runs[max(0, bisect_right(starts, k) - 1)]
            profit, hands, hit, own = (self._run_value(j0, run, k, which) for which in range(4))
            if self.policy == "return":
                play = jk / self.coins
            else:
                nxt = self._run_value(j0, run, k + 1) if run.hi >= k + 1 else run.after[0]
                play = (jk - (1 - self._q[run.t]) * nxt) / self.coins
            out.append(MeterPoint(jk, profit, hands, hit, own, play))
        return tuple(out)

    def runs(
        self, meter: Fraction | int | float | str
    ) -> tuple[tuple[int, int, float, float, float], ...]:
        """The play from ``meter`` on, as runs of hands ``(first, last, p, q, a)``: hands
        ``first..last`` (0 is the first hand, at ``meter``, each hand ``delta`` higher)
        play with royal chance ``p``, the others hit it with chance ``q`` between two
        of them, and each hand returns ``a`` per coin bet without the royal. Up to the
        cap; what a simulation of the same policy plays (empty for ``rate = 0`` and
        solo under the ``value`` policy: one strategy throughout, :meth:`at`'s
        ``play_pay``)."""
        j = self._check_meter(meter)
        if self.step == 0 or (self.policy == "value" and self.players == 1):
            return ()
        runs, _ = self._walk(float(j))
        return tuple((r.lo, r.hi, self._p[r.s], self._q[r.t], self._a[r.s]) for r in runs)

    def piece_terms(self, pay: Fraction | int | float) -> tuple[float, float]:
        """The royal chance and the non-royal return (per coin bet) of the optimal
        strategy for a royal of ``pay`` per coin."""
        s = self._piece(float(pay) * self.coins)
        return self._p[max(s, 0)], self._a[max(s, 0)]


@dataclass(frozen=True)
class RisingMeterResult:
    """What sitting down at one meter of a rising progressive is worth, and where it
    becomes worth it (amounts in coins of one bet)."""

    key: str  # the line the meter pays
    label: str
    meter: Fraction  # coins, as given
    rate: Fraction
    coins: int
    players: int
    policy: Policy
    speed: int  # hands an hour
    point: MeterPoint
    break_even_meter: Fraction | float | None  # coins
    return_at_meter: Fraction  # the optimal return at the meter (per coin bet)
    fixed_meter_profit: float  # to the next royal if the meter stood still (return policy)
    model: RisingMeter

    @property
    def expected_profit(self) -> float:
        """Coins, to the next royal."""
        return self.point.expected_profit

    @property
    def expected_hands(self) -> float:
        """Hands you play to the next royal."""
        return self.point.expected_hands

    @property
    def expected_hours(self) -> float:
        """Hours to the next royal at :attr:`speed`."""
        return self.point.expected_hands / self.speed

    @property
    def expected_meter_at_hit(self) -> float:
        """The meter (coins) when the royal is hit."""
        return self.point.expected_meter_at_hit

    @property
    def break_even_pay(self) -> float | None:
        """:attr:`break_even_meter` per coin."""
        return None if self.break_even_meter is None else float(self.break_even_meter) / self.coins


def rising_meter(
    sweep: SweepResult,
    *,
    meter: Fraction | int | float | str,
    rate: Fraction | int | float | str,
    coins: int = 5,
    players: int = 1,
    policy: Policy = "value",
    speed: int = DEFAULT_SPEED,
    cancel: threading.Event | None = None,
) -> RisingMeterResult:
    """The value of sitting down at ``meter`` coins of a meter rising by ``rate`` of
    each bet, to the next royal (see the module and :class:`RisingMeter`)."""
    if isinstance(speed, bool) or not isinstance(speed, int) or not 1 <= speed <= 100_000:
        raise VPError(
            f"the speed must be a whole number of hands an hour, 1 to 100,000, got {speed!r}"
        )
    model = RisingMeter(sweep, rate=rate, coins=coins, players=players, policy=policy)
    point = model.at(meter)
    j = model._check_meter(meter)
    fixed = RisingMeter(sweep, rate=0, coins=coins, players=players, policy="return").at(j)
    return RisingMeterResult(
        key=sweep.key,
        label=sweep.label,
        meter=j,
        rate=model.rate,
        coins=coins,
        players=players,
        policy=policy,
        speed=speed,
        point=point,
        break_even_meter=model.break_even(cancel=cancel),
        return_at_meter=sweep.return_at(j / coins),
        fixed_meter_profit=fixed.expected_profit,
        model=model,
    )
