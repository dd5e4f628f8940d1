"""Money: bets in dollars, cash back, and what a progressive royal meter is worth.

A *bet* is one line's full bet: ``coins`` coins of ``denomination`` dollars (five
quarters make a $1.25 bet). Every bankroll and result of this package is in bets;
:class:`Money` turns them into dollars and back. A progressive meter is the
dollars a max-bet royal pays; per coin that is ``meter / (denomination * coins)``.
:func:`priced_table` is the table a bet is really paid by: the pays of that many coins
(a table's short pays below max bet) and a progressive line at its meter.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from vptrainer.core.bankroll.rounds import RoundOutcomes
from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.sweep import SweepResult
from vptrainer.core.errors import VPError
from vptrainer.core.games.pays import format_pay
from vptrainer.core.games.paytable import MAX_COINS as MAX_BET_COINS
from vptrainer.core.games.paytable import MAX_NAME, PayTable

MAX_COINS = 1000  # coins a bet may have (the table's max bet is MAX_BET_COINS)
MAX_DOLLARS = 10**9


def _amount(value: Fraction | int | float | str, what: str, *, zero: bool) -> Fraction:
    if isinstance(value, bool):
        raise VPError(f"{what} must be a number, got {value!r}")
    try:
        x = Fraction(repr(value)) if isinstance(value, float) else Fraction(value)
    except (ValueError, ZeroDivisionError, TypeError):
        raise VPError(f"{what} must be a number, got {value!r}") from None
    low_ok = x >= 0 if zero else x > 0
    if not low_ok or x > MAX_DOLLARS:
        least = "at least 0" if zero else "more than 0"
        raise VPError(f"{what} must be {least} and at most ${MAX_DOLLARS:,}, got {x}")
    return x


@dataclass(frozen=True)
class Money:
    """A machine's denomination (dollars per coin) and the coins of one bet."""

    denomination: Fraction
    coins: int

    @property
    def bet(self) -> Fraction:
        """Dollars per bet (per line)."""
        return self.denomination * self.coins

    def dollars(self, bets: Fraction | int | float) -> Fraction:
        """An amount of bets (possibly negative: a loss) in dollars."""
        return (Fraction(repr(bets)) if isinstance(bets, float) else Fraction(bets)) * self.bet

    def bets(self, dollars: Fraction | int | float | str) -> Fraction:
        """An amount of dollars in bets."""
        return _amount(dollars, "an amount", zero=True) / self.bet

    def pay_per_coin(self, meter: Fraction | int | float | str) -> Fraction:
        """The per-coin pay of a max-bet jackpot of ``meter`` dollars."""
        return _amount(meter, "the meter", zero=True) / self.bet

    def meter(self, pay_per_coin: Fraction) -> Fraction:
        """The dollars of a max-bet jackpot paying ``pay_per_coin`` per coin."""
        return pay_per_coin * self.bet


def money(denomination: Fraction | int | float | str, coins: int = 5) -> Money:
    """A validated :class:`Money`: a positive denomination and 1 to 1,000 coins per bet."""
    d = _amount(denomination, "the denomination", zero=False)
    if isinstance(coins, bool) or not isinstance(coins, int) or not 1 <= coins <= MAX_COINS:
        raise VPError(f"coins per bet must be a whole number from 1 to {MAX_COINS}, got {coins!r}")
    return Money(d, coins)


def with_cashback(result: AnalysisResult, cashback: Fraction) -> Fraction:
    """The return with cash back (a fraction of coin-in) added."""
    return result.return_exact + cashback


def expected_result(
    result: AnalysisResult | RoundOutcomes,
    *,
    hands: int,
    cashback: Fraction = Fraction(0),
    lines: int = 1,
) -> Fraction:
    """The average net result of ``hands`` rounds of ``lines`` lines, in bets (a round
    distribution's own stake instead of ``lines``)."""
    stake = result.bet if isinstance(result, RoundOutcomes) else Fraction(lines)
    return hands * stake * (result.return_exact + cashback - 1)


def pay_for_return(sweep: SweepResult, target: Fraction | int) -> Fraction | None:
    """The least pay per coin of the swept category where the return reaches ``target``.

    Exact, from the sweep's pieces; ``None`` when no pay inside the sweep's range
    (``valid_from`` to ``valid_to``) gets there. ``target = 1`` is the break-even pay;
    ``1 - cashback`` the break-even with cash back.
    """
    goal = Fraction(target)
    starts = (sweep.valid_from, *sweep.breakpoints)
    d = sweep.denominator

    def reached(j: int) -> bool:  # the return at the start of piece j is at least the goal
        return sweep.intercepts[j] + starts[j] * sweep.slopes[j] >= goal * d

    if reached(0):
        return sweep.valid_from
    lo, hi = 0, len(starts)  # piece lo starts below the goal; find the last such piece
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if reached(mid):
            hi = mid
        else:
            lo = mid
    if sweep.slopes[lo] <= 0:
        return None
    pay = (goal * d - sweep.intercepts[lo]) / sweep.slopes[lo]
    return None if sweep.valid_to is not None and pay > sweep.valid_to else pay


@dataclass(frozen=True)
class Progressive:
    """A progressive jackpot's meter and what it makes the game return.

    The break-even is where the return plus ``cashback`` reaches 100%.
    """

    key: str  # the category the meter pays (the royal flush)
    meter: Fraction  # dollars for a max-bet jackpot
    pay_per_coin: Fraction
    return_exact: Fraction  # optimal play at that pay
    break_even_pay: Fraction | None  # per coin
    break_even_meter: Fraction | None  # dollars
    cashback: Fraction = Fraction(0)

    @property
    def return_float(self) -> float:
        """The return at the meter, per coin bet."""
        return float(self.return_exact)


def progressive(
    sweep: SweepResult,
    wallet: Money,
    meter: Fraction | int | float | str,
    cashback: Fraction | int = 0,
) -> Progressive:
    """The return at a meter of ``meter`` dollars and the break-even meter.

    ``sweep`` is :func:`~vptrainer.core.engine.sweep.pay_sweep` of the category the
    meter pays (the royal flush by default). With ``cashback`` (a fraction of
    coin-in) the break-even is where the return plus cash back reaches 100%.
    """
    pay = wallet.pay_per_coin(meter)
    cb = Fraction(cashback)
    if not 0 <= cb <= 1:
        raise VPError(f"cash back must be from 0% to 100% of coin-in, got {float(cb) * 100:g}%")
    be = sweep.break_even_exact if cb == 0 else pay_for_return(sweep, 1 - cb)
    return Progressive(
        key=sweep.key,
        meter=pay * wallet.bet,
        pay_per_coin=pay,
        return_exact=sweep.return_at(pay),
        break_even_pay=be,
        break_even_meter=None if be is None else wallet.meter(be),
        cashback=cb,
    )


def priced_table(
    table: PayTable,
    *,
    coins: int = MAX_BET_COINS,
    meter_pay: Fraction | int | float | str | None = None,
    key: str | None = None,
) -> PayTable:
    """The table a bet of ``coins`` coins is paid by, with the line ``key`` (default the
    top line, the royal) at a progressive meter of ``meter_pay`` per coin.

    Below max bet (:data:`MAX_BET_COINS`, the tables' 5 coins) that is the
    table's short pays (:meth:`PayTable.at_coins`); a meter pays a max bet only, so it
    is refused below. Bets of more coins than the table's max bet are paid as max bets.
    """
    if isinstance(coins, bool) or not isinstance(coins, int) or not 1 <= coins <= MAX_COINS:
        raise VPError(f"coins per bet must be a whole number from 1 to {MAX_COINS}, got {coins!r}")
    priced = table.at_coins(coins) if coins < MAX_BET_COINS else table
    if meter_pay is None:
        return priced
    if coins < MAX_BET_COINS:
        raise VPError(
            f"a progressive meter pays a max bet ({MAX_BET_COINS} coins) only; a bet of "
            f"{coins} coin{'s' if coins > 1 else ''} is paid {table.name}'s short pays"
        )
    if not table.lines:
        raise VPError("the table pays nothing, so no line can carry a meter")
    line = key or table.lines[0].key
    found = table.line(line)
    if found is None:
        raise VPError(f"{line!r} is not a line of {table.name}")
    pay = _amount(meter_pay, "the meter", zero=False)
    name = f"{table.name}, {found.label.lower()} at {format_pay(pay)} per coin"
    return priced.with_pay(line, pay).edited(name=name[:MAX_NAME])
