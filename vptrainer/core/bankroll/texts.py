"""What the bankroll figures say to the player: bets and dollars, risks, chances.

Messages (English strings with their templates, see :mod:`vptrainer.core.messages`), no
Qt: the app shows them translated, and they are tested without a window.
"""

from __future__ import annotations

import math
from fractions import Fraction

from vptrainer.core.bankroll.money import Money
from vptrainer.core.bankroll.risk import LongRunRisk
from vptrainer.core.messages import (
    Arg,
    Kind,
    Message,
    Num,
    money,
    number,
    percent,
    percent_points,
    percent_shown,
)

MINUS = "−"  # U+2212


def _signed(text: str, negative: bool) -> str:
    return (MINUS if negative else "") + text


def bets_text(bets: float | Fraction, *, signed: bool = False) -> Message:
    """A number of bets of one line: ``1,092 bets``, ``2.5 bets``, ``+54 bets``."""
    x = float(bets)
    decimals = 0 if abs(x) >= 100 or x == round(x) else 1
    body = f"{abs(x):,.{decimals}f}"
    sign = "+" if signed and x > 0 else MINUS if x < 0 and body != "0" else ""
    num = Num(abs(x), Kind.NUMBER, decimals, sign + body, sign)
    if body == "1":
        return Message("{n} bet", n=num)
    return Message("{n} bets", n=num)


def _dollars(dollars: float | Fraction, *, signed: bool = False) -> Num:
    x = float(dollars)
    decimals = 0 if abs(x) >= 1000 else 2
    body = f"${abs(x):,.{decimals}f}"
    sign = "+" if signed and x > 0 else MINUS if x < 0 and body not in ("$0", "$0.00") else ""
    return money(abs(x), decimals, sign=sign)


def dollars_text(dollars: float | Fraction, *, signed: bool = False) -> Message:
    """Dollars: ``$1,365``, ``$2.50``, ``−$120``; cents only below $1,000."""
    return Message("{dollars}", dollars=_dollars(dollars, signed=signed))


def money_text(bets: float | Fraction, wallet: Money | None, *, signed: bool = False) -> Message:
    """Bets, and dollars when the denomination is known: ``1,092 bets ($1,365)``."""
    text = bets_text(bets, signed=signed)
    if wallet is None:
        return text
    return Message(
        "{bets} ({dollars})",
        bets=text,
        dollars=_dollars(float(bets) * float(wallet.bet), signed=signed),
    )


def _percent(p: float, digits: int = 4) -> Num | Message:
    x = p * 100
    if x == 0:
        return Num(0, Kind.PERCENT, 0, "0%")
    if x >= 99.99995 and p < 1:
        return Message("> {p}", p=percent_shown(0.999999, "99.9999%"))
    if x < 10 ** -(digits + 4):
        limit = 10 ** -(digits + 4)
        return Message("< {p}", p=percent_shown(limit / 100, f"{limit:.{digits + 4}f}%"))
    if x >= 0.01:
        return percent_shown(p, f"{x:.{digits}f}".rstrip("0").rstrip(".") + "%")
    return percent_shown(p, f"{x:.{2 - math.floor(math.log10(x))}f}%")


def percent_text(p: float, digits: int = 4) -> Message:
    """A probability in percent, small ones readable: ``5%``, ``0.0012%``, ``< 0.00000001%``."""
    shown = _percent(p, digits)
    return shown if isinstance(shown, Message) else Message("{p}", p=shown)


def chance_text(p: float | None, se: float | None = None) -> str:
    """A chance with its standard error when simulated: ``21.93%``, ``44.4% ± 0.5%``."""
    if p is None:
        return "—"
    text = percent_text(p, 2)
    return text if se is None else Message("{p} ± {se}", p=text, se=percent_text(se, 2))


def risk_level_text(p: float) -> Message:
    """A risk level for a row of the bankroll table: ``1%``, ``0.5%``."""
    return Message("{p}", p=percent_shown(p, f"{p * 100:g}%"))


def certain_ruin_text(long_run: LongRunRisk, game_return: Fraction) -> Message:
    """Why the long-run risk is 100% when return plus cash back is at most 100%."""
    total = float(game_return + long_run.cashback)
    args: dict[str, Arg] = {"total": percent_points(total * 100)}
    if long_run.cashback:
        cash = float(long_run.cashback)
        args["cash"] = percent_shown(cash, f"{cash * 100:g}%")
        return Message(
            "Long-run risk of ruin: 100% for any bankroll. The return plus {cash} cash back "
            "is {total}, at most 100%: the expected result of every hand is a loss, so played "
            "long enough every bankroll is lost. More cash back changes that; a session's "
            "odds are finite (the Session page).",
            **args,
        )
    return Message(
        "Long-run risk of ruin: 100% for any bankroll. The return is {total}, at most 100%: "
        "the expected result of every hand is a loss, so played long enough every bankroll "
        "is lost. More cash back changes that; a session's odds are finite (the Session "
        "page).",
        **args,
    )


def long_run_text(long_run: LongRunRisk, game_return: Fraction) -> Message:
    """The long-run statement: the edge and ``r`` (or why ruin is certain or impossible)."""
    if long_run.certain:
        return certain_ruin_text(long_run, game_return)
    edge = percent(long_run.edge, sign=True)
    if long_run.r == 0:
        return Message("No round can lose (edge {edge} a bet): the risk of ruin is 0.", edge=edge)
    return Message(
        "Return plus cash back {ret} (edge {edge} a bet). The risk of ever losing a "
        "bankroll of B bets is r^B with r = {r}.",
        ret=percent_points(float(game_return + long_run.cashback) * 100),
        edge=edge,
        r=number(long_run.r, 8),
    )
