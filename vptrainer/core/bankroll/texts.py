"""What the bankroll figures say to the player: bets and dollars, risks, chances.

Plain strings, no Qt: the app shows them and they are tested without a window.
"""

from __future__ import annotations

import math
from fractions import Fraction

from vptrainer.core.bankroll.money import Money
from vptrainer.core.bankroll.risk import LongRunRisk

MINUS = "−"  # U+2212


def _signed(text: str, negative: bool) -> str:
    return (MINUS if negative else "") + text


def bets_text(bets: float | Fraction, *, signed: bool = False) -> str:
    """A number of bets of one line: ``1,092 bets``, ``2.5 bets``, ``+54 bets``."""
    x = float(bets)
    body = f"{abs(x):,.0f}" if abs(x) >= 100 or x == round(x) else f"{abs(x):,.1f}"
    sign = "+" if signed and x > 0 else ""
    unit = "bet" if body == "1" else "bets"
    return sign + _signed(f"{body} {unit}", x < 0 and body != "0")


def dollars_text(dollars: float | Fraction, *, signed: bool = False) -> str:
    """Dollars: ``$1,365``, ``$2.50``, ``−$120``; cents only below $1,000."""
    x = float(dollars)
    body = f"${abs(x):,.0f}" if abs(x) >= 1000 else f"${abs(x):,.2f}"
    sign = "+" if signed and x > 0 else ""
    return sign + _signed(body, x < 0 and body not in ("$0", "$0.00"))


def money_text(bets: float | Fraction, wallet: Money | None, *, signed: bool = False) -> str:
    """Bets, and dollars when the denomination is known: ``1,092 bets ($1,365)``."""
    text = bets_text(bets, signed=signed)
    if wallet is None:
        return text
    return f"{text} ({dollars_text(float(bets) * float(wallet.bet), signed=signed)})"


def percent_text(p: float, digits: int = 4) -> str:
    """A probability in percent, small ones readable: ``5%``, ``0.0012%``, ``< 0.00000001%``."""
    x = p * 100
    if x == 0:
        return "0%"
    if x >= 99.99995 and p < 1:
        return "> 99.9999%"
    if x < 10 ** -(digits + 4):
        return f"< {10 ** -(digits + 4):.{digits + 4}f}%"
    if x >= 0.01:
        return f"{x:.{digits}f}".rstrip("0").rstrip(".") + "%"
    return f"{x:.{2 - math.floor(math.log10(x))}f}%"


def chance_text(p: float | None, se: float | None = None) -> str:
    """A chance with its standard error when simulated: ``21.93%``, ``44.4% ± 0.5%``."""
    if p is None:
        return "—"
    text = percent_text(p, 2)
    return text if se is None else f"{text} ± {percent_text(se, 2)}"


def risk_level_text(p: float) -> str:
    """A risk level for a row of the bankroll table: ``1%``, ``0.5%``."""
    return f"{p * 100:g}%"


def certain_ruin_text(long_run: LongRunRisk, game_return: Fraction) -> str:
    """Why the long-run risk is 100% when return plus cash back is at most 100%."""
    total = float(game_return + long_run.cashback) * 100
    cash = f" plus {float(long_run.cashback) * 100:g}% cash back" if long_run.cashback else ""
    return (
        f"Long-run risk of ruin: 100% for any bankroll. The return{cash} is "
        f"{total:.4f}%, at most 100%: the expected result of every hand is a loss, so "
        "played long enough every bankroll is lost. More cash back changes that; a "
        "session's odds are finite (the Session page)."
    )


def long_run_text(long_run: LongRunRisk, game_return: Fraction) -> str:
    """The long-run statement: the edge and ``r`` (or why ruin is certain or impossible)."""
    if long_run.certain:
        return certain_ruin_text(long_run, game_return)
    edge = f"edge {long_run.edge * 100:+.4f}% a bet"
    if long_run.r == 0:
        return f"No round can lose ({edge}): the risk of ruin is 0."
    return (
        f"Return plus cash back {float(game_return + long_run.cashback) * 100:.4f}% "
        f"({edge}). The risk of ever losing a bankroll of B bets is r^B with "
        f"r = {long_run.r:.8f}."
    )
