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


def _items(text: str, what: str) -> list[str]:
    items = [t.strip() for t in text.replace(";", ",").split(",") if t.strip()]
    if not items or len(items) > 1000:
        raise argparse.ArgumentTypeError(f"{what}: give a comma-separated list, got {text!r}")
    return items


def ratio(text: str) -> Fraction:
    """A number written as a decimal or a fraction (``0.25``, ``1/6``), exactly."""
    raw = text.strip()
    if "/" in raw:
        top, _, bottom = raw.partition("/")
        den = decimal(bottom)
        if den == 0:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}")
        return decimal(top) / den
    return decimal(raw)


def probability_arg(text: str) -> Fraction:
    """A probability: ``0.25``, ``1/6`` or ``25%``."""
    raw = text.strip()
    value = decimal(raw[:-1]) / 100 if raw.endswith("%") else ratio(raw)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"a probability must be from 0 to 1, got {raw}")
    return value


def whole_list_arg(text: str) -> tuple[int, ...]:
    """Whole numbers separated by commas (``1,2,4,8``)."""
    return tuple(whole(t, 0, 10**6, "each value") for t in _items(text, "the list"))


def percent_list_arg(text: str) -> tuple[Fraction, ...]:
    """Percentages separated by commas (``8.25,7.8,7.8``), as probabilities."""
    out = []
    for t in _items(text, "the percentages"):
        value = decimal(t.removesuffix("%"))
        if not 0 <= value < 100:
            raise argparse.ArgumentTypeError(f"a percentage must be from 0 to below 100, got {t}")
        out.append(value / 100)
    return tuple(out)


def weights_arg(text: str) -> tuple[tuple[Fraction, int], ...]:
    """``value:weight`` pairs separated by commas (``2:30,3:20,10:5``)."""
    out = []
    for t in _items(text, "the weights"):
        value, sep, weight = t.partition(":")
        if not sep:
            raise argparse.ArgumentTypeError(f"write each as value:weight, got {t!r}")
        v = ratio(value)
        if v < 0:
            raise argparse.ArgumentTypeError(f"values must not be negative, got {value}")
        out.append((v, whole(weight, 0, 10**12, "a weight")))
    return tuple(out)


def players_arg(text: str) -> int:
    return whole(text, 1, 1000, "players on the bank")


def speed_arg(text: str) -> int:
    return whole(text, 1, 100_000, "hands an hour")


def ux_lines_arg(text: str) -> int:
    """Lines of an Ultimate X game: 1 to 10."""
    return whole(text, 1, 10, "Ultimate X lines")


def total_multiplier_arg(text: str) -> int:
    """The sum of the lines' multipliers (checked against the game when it is solved)."""
    return whole(text, 1, 10_000, "a total multiplier")


def ux_family_arg(text: str) -> str:
    """An Ultimate X family id, such as ``jacks-or-better``."""
    from vptrainer.core.features.ultimate_x.multipliers import FAMILY_IDS

    value = text.strip().lower()
    if value not in FAMILY_IDS:
        raise argparse.ArgumentTypeError(
            f"unknown family {text!r}; families: {', '.join(FAMILY_IDS)}"
        )
    return value
