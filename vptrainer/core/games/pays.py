"""Pays as exact numbers: read from a file's number or text (``9``, ``1600.25``, ``"3/2"``),
checked against the limits, and written back as a table shows them."""

from __future__ import annotations

import math
import numbers
import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from vptrainer.core.errors import VPError
from vptrainer.core.messages import Message, count, exact_decimal

MAX_PAY = Fraction(10**7)
MAX_PAY_DENOMINATOR = 10**6


class PayTableError(VPError):
    """A pay table is malformed; the message names the file, the key and the problem."""


def format_pay(value: Fraction) -> str:
    """A pay as the shortest exact decimal (``9``, ``1600.25``), or ``p/q`` if none."""
    return exact_decimal(value)


def pay_value(value: Fraction) -> int | float | str:
    """A pay as a TOML value: an integer, a decimal when a float holds it exactly, or
    ``"p/q"`` text (``"2000/3"``), so that every pay reads back exactly."""
    if value.denominator == 1:
        return value.numerator
    as_float = float(value)
    if Fraction(Decimal(repr(as_float))) == value:
        return as_float
    return f"{value.numerator}/{value.denominator}"


_FRACTION_TEXT = re.compile(r"(\d{1,20})\s*/\s*(\d{1,20})")
_MAX_PAY_TEXT = 60  # characters; "10000000.000001" is 15


def _pay_from_text(text: str) -> Fraction:
    """An exact pay from text (``"800"``, ``"1600.25"``, ``"2000/3"``), magnitude checked
    before any exact conversion (``"1e999999999"`` is refused, not computed)."""
    if len(text) > _MAX_PAY_TEXT:
        raise OverflowError("too long")
    if "/" in text:
        match = _FRACTION_TEXT.fullmatch(text)
        if match is None:
            raise ValueError("not p/q")
        return Fraction(int(match.group(1)), int(match.group(2)))
    number = Decimal(text)
    if not number.is_finite():
        raise OverflowError("not finite")
    if number.is_zero():
        return Fraction(0)
    if number.adjusted() > 9:
        raise OverflowError("too large")
    _, digits, exponent = number.as_tuple()
    assert isinstance(exponent, int)  # finite
    zeros = len(digits) - len("".join(map(str, digits)).rstrip("0"))
    if exponent + zeros < -30:  # far more decimals than a pay may have (1/2**19 has 19)
        raise _TooPrecise
    return Fraction(number)


class _TooPrecise(ValueError):
    pass


def short_repr(value: object) -> str:
    """A short, safe rendering of a value for a message (never Python's conversion of a
    huge integer to text, which stops at 4,300 digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        digits = int(value.bit_length() * math.log10(2)) + 1
        return f"a number of about {digits:,} digits ({value.bit_length()}-bit integer)"
    text = repr(value)
    return text if len(text) <= 42 else f"{text[:40]}… ({len(text):,} characters)"


_LARGE_TEXT = re.compile(r"\s*\+?0*[1-9]\d{8}")  # a whole part of nine digits or more


def to_pay(value: object, *, where: str) -> Fraction:
    """Check and convert a pay (number or numeric text) to an exact fraction."""
    if isinstance(value, bool):
        raise PayTableError(
            Message(
                "{where}: pay must be a number, got {value}", where=where, value=short_repr(value)
            )
        )
    shown = short_repr(value)
    try:
        if isinstance(value, Fraction):
            pay = value
        elif isinstance(value, numbers.Integral):
            number = int(value)
            if number.bit_length() > 64:
                raise OverflowError("too large")
            pay = Fraction(number)
        elif isinstance(value, numbers.Real):
            as_float = float(value)
            if not math.isfinite(as_float):
                raise PayTableError(
                    Message(
                        "{where}: pay must be a finite number, got {value}",
                        where=where,
                        value=shown,
                    )
                )
            pay = _pay_from_text(repr(as_float))
        elif isinstance(value, str):
            pay = _pay_from_text(value.strip())
        else:
            raise PayTableError(
                Message(
                    "{where}: pay must be a number, got {value}", where=where, value=shown[:200]
                )
            )
    except PayTableError:
        raise
    except _TooPrecise:
        raise PayTableError(
            Message(
                "{where}: pay {value} has too many decimal places (at most 6)",
                where=where,
                value=shown,
            )
        ) from None
    except OverflowError as exc:
        large = str(exc) == "too large" or (
            isinstance(value, str) and _LARGE_TEXT.match(value) is not None
        )
        most = count(int(MAX_PAY), grouped=True)
        if large:
            said = Message(
                "{where}: pay {value} is too large (at most {most})",
                where=where,
                value=shown,
                most=most,
            )
        else:
            said = Message(
                "{where}: pay {value} is not a finite number of at most {most}",
                where=where,
                value=shown,
                most=most,
            )
        raise PayTableError(said) from None
    except (InvalidOperation, ValueError, ZeroDivisionError):
        raise PayTableError(
            Message("{where}: pay must be a number, got {value}", where=where, value=shown)
        ) from None
    if pay < 0:
        raise PayTableError(
            Message(
                "{where}: pay must not be negative, got {value}", where=where, value=format_pay(pay)
            )
        )
    if pay > MAX_PAY:
        raise PayTableError(
            Message(
                "{where}: pay {value} is too large (at most {most})",
                where=where,
                value=format_pay(pay),
                most=count(int(MAX_PAY)),
            )
        )
    if pay.denominator > MAX_PAY_DENOMINATOR:
        raise PayTableError(
            Message(
                "{where}: pay {value} has too many decimal places (at most 6)",
                where=where,
                value=shown,
            )
        )
    return pay


# ------------------------------------------------------------------------- ordering


def published_percent(value: float) -> str:
    """A published return as a percentage with the digits it was published with:
    ``0.9801`` is ``98.01%`` (not ``98.0100%``), ``0.995439043695`` is ``99.5439043695%``."""
    percent = Decimal(repr(float(value))).scaleb(2).normalize()
    return f"{percent:f}%"
