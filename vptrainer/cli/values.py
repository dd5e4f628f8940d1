"""The values of the command line's options: each parsed exactly (decimals as fractions)
or refused with an ``argparse.ArgumentTypeError`` in one line."""

from __future__ import annotations

import argparse
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from vptrainer.core.errors import excerpt

_MAX_DIGITS = 30


def decimal(text: str) -> Fraction:
    """A decimal number (``12``, ``0.25``, ``1e3``) as an exact fraction."""
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not a number: {excerpt(text)!r}") from None
    if not value.is_finite():
        raise argparse.ArgumentTypeError(f"not a finite number: {excerpt(text)!r}")
    exponent = value.as_tuple().exponent
    if isinstance(exponent, str) or value.adjusted() > _MAX_DIGITS or exponent < -_MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"too many digits: {excerpt(text)!r}")
    return Fraction(value)


def whole(text: str, low: int, high: int, what: str) -> int:
    try:
        value = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {excerpt(text)!r}") from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{what} must be from {low:,} to {high:,}, got {value}")
    return value


def bets_arg(text: str) -> Fraction:
    from vptrainer.core.bankroll.risk import MAX_BANKROLL

    value = decimal(text)
    if not 0 < value <= MAX_BANKROLL:
        raise argparse.ArgumentTypeError(
            f"a bankroll must be more than 0 and at most {MAX_BANKROLL:,} bets, got {text.strip()}"
        )
    return value


def goal_arg(text: str) -> Fraction:
    value = decimal(text)
    if not 0 < value <= 10**9:
        raise argparse.ArgumentTypeError(
            f"a goal must be a win of more than 0 bets (at most 1,000,000,000), got {text.strip()}"
        )
    return value


def risk_arg(text: str) -> float:
    value = decimal(text)
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(
            f"a risk must be between 0 and 1, not included (0.05 for 5%), got {text.strip()}"
        )
    return float(value)


def cashback_arg(text: str) -> Fraction:
    """Cash back in percent (``1`` or ``1%`` for 1%), as a fraction of coin-in."""
    raw = text.strip()
    value = decimal(raw[:-1] if raw.endswith("%") else raw)
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError(
            f"cash back must be from 0 to 100 (percent of coin-in), got {excerpt(raw)}"
        )
    return value / 100


def dollars_arg(text: str) -> Fraction:
    raw = text.strip()
    value = decimal(raw[1:] if raw.startswith("$") else raw)
    if not 0 <= value <= 10**9:
        raise argparse.ArgumentTypeError(
            f"an amount must be from $0 to $1,000,000,000, got {excerpt(raw)}"
        )
    return value


def denomination_arg(text: str) -> Fraction:
    value = dollars_arg(text)
    if value == 0:
        raise argparse.ArgumentTypeError("the denomination must be more than $0")
    return value


def hands_arg(text: str) -> int:
    from vptrainer.core.bankroll.risk import MAX_HANDS

    return whole(text, 1, MAX_HANDS, "hands")


def lines_arg(text: str) -> int:
    from vptrainer.core.bankroll.rounds import MAX_LINES

    return whole(text, 1, MAX_LINES, "lines")


def rules_arg(text: str) -> int:
    return whole(text, 2, 500, "rules")


def coins_arg(text: str) -> int:
    return whole(text, 1, 1000, "coins per bet")


def trials_arg(text: str) -> int:
    return whole(text, 1, 10**9, "trials")


def seed_arg(text: str) -> int:
    return whole(text, 0, 2**31 - 1, "the seed")
