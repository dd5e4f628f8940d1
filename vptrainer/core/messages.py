"""Texts the core makes for the player, as templates with arguments (no Qt).

A :class:`Message` *is* its English text (a ``str``: the command line, the tests and
every caller that wants English use it as it is), and it also keeps its template and
its arguments, so the GUI can translate the template (``QCoreApplication.translate("core",
template)``, see ``vptrainer.gui.i18n.messages``) and write the numbers the way the reader
does. Numbers are kept as :class:`Num`: the value, its kind (count, percent, coins,
money, EV...) and its English writing as the core always wrote it.

Templates use named ``str.format`` fields (``"EV {ev} per coin"``); an argument is a
plain ``str`` (a card, a rule of a chart, a table's name: shown as it is), a :class:`Num`
or another :class:`Message` (translated in its turn). Every template is written as a
string literal in a ``Message(...)`` call, so ``tools/core_messages_ts.py`` finds them all
in the source, as ``lupdate`` finds ``tr()`` calls.
"""

from __future__ import annotations

import math
import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Union

#: The translation context of every core template.
CONTEXT = "core"

MINUS = "−"  # U+2212, the typographic minus sign


class Kind(StrEnum):
    """What a number is, so the GUI writes it with the right ``QLocale`` function."""

    COUNT = "count"  # a whole number, digits grouped: 1,234
    NUMBER = "number"  # a number with ``decimals`` decimals: 0.24531
    PERCENT = "percent"  # a fraction shown in percent with ``decimals`` decimals: 99.5439%
    COINS = "coins"  # coins: whole and grouped (4,000) or with ``decimals`` decimals (7.5)
    MONEY = "money"  # dollars with ``decimals`` decimals: $1,365
    EV = "ev"  # an EV per coin with ``decimals`` decimals: 0.491232


@dataclass(frozen=True)
class Num:
    """A number in a message: its value and kind, and its English writing.

    ``sign`` is the sign written before the number (``"+"``, ``"−"``, ``"-"`` or
    nothing): the value is then its size, written without a sign.
    """

    value: int | float | Fraction
    kind: Kind
    decimals: int
    english: str
    sign: str = ""

    def __str__(self) -> str:
        return self.english


Arg = Union[str, Num, "Message"]


def _english(arg: object) -> str:
    return str(arg)


class Message(str):
    """An English text that keeps its template and arguments for translation."""

    template: str
    args: Mapping[str, Arg]
    #: the English the template and arguments make (``str(self)`` unless
    #: :meth:`with_english` gave the message another English text)
    plain: str

    def __new__(cls, template: str, /, **args: Arg) -> Message:
        text = template.format(**{k: _english(v) for k, v in args.items()}) if args else template
        self = super().__new__(cls, text)
        object.__setattr__(self, "template", template)
        object.__setattr__(self, "args", MappingProxyType(dict(args)))
        object.__setattr__(self, "plain", text)
        return self

    @classmethod
    def with_english(cls, english: str, message: Message) -> Message:
        """``message``, whose English reads ``english`` instead (a rule as its file writes
        it, shortened): translated, it is ``message``'s template and arguments; in English,
        ``english``."""
        self = super().__new__(cls, english)
        object.__setattr__(self, "template", message.template)
        object.__setattr__(self, "args", message.args)
        object.__setattr__(self, "plain", message.plain)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Message is frozen")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.template, dict(self.args), str(self)))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"Message({self.template!r}{args})"


def _rebuild(template: str, args: dict[str, Arg], english: str) -> Message:
    message = Message(template, **args)
    return message if english == message.plain else Message.with_english(english, message)


def join(parts: Iterable[str | None], sep: str = "\n") -> Message:
    """The non-empty ``parts`` one after the other, ``sep`` between them (each part
    translated on its own; the separator is not a text to translate)."""
    kept = [p for p in parts if p]
    template = sep.replace("{", "{{").replace("}", "}}").join(f"{{p{i}}}" for i in range(len(kept)))
    return Message(template, **{f"p{i}": p for i, p in enumerate(kept)})


def is_structural(template: str) -> bool:
    """True for a template with nothing to translate: fields, separators, HTML tags
    (:func:`join` makes such templates)."""
    words = re.sub(r"<[^>]*>", "", literal_text(template))  # HTML tags are no words
    return not any(ch.isalpha() for ch in words)


def literal_text(template: str) -> str:
    """The template without its fields."""
    return "".join(literal for literal, *_ in string.Formatter().parse(template))


def fields(template: str) -> frozenset[str]:
    """The names of the template's fields."""
    return frozenset(name for _, name, *_ in string.Formatter().parse(template) if name)


# ------------------------------------------------------------------------ numbers


def count(n: int, *, grouped: bool = False) -> Num:
    """A whole number: ``1234``, or ``1,234`` in English with ``grouped`` (the GUI always
    groups the digits as the reader's language does)."""
    return Num(n, Kind.COUNT, 0, f"{n:,}" if grouped else f"{n}")


def seed(n: int) -> Num:
    """A number that is a name (a seed): never grouped, in any language."""
    return Num(n, Kind.COUNT, -1, f"{n}")


def number(value: float | Fraction, decimals: int, *, grouped: bool = False) -> Num:
    """A number with a fixed number of decimals: ``0.0500``."""
    v = float(value)
    return Num(v, Kind.NUMBER, decimals, f"{v:,.{decimals}f}" if grouped else f"{v:.{decimals}f}")


def ev(value: Fraction | float, decimals: int = 6) -> Num:
    """An EV per coin with a fixed number of decimals: ``0.491232``."""
    v = float(value)
    return Num(v, Kind.EV, decimals, f"{v:.{decimals}f}")


def loss(value: Fraction | float, decimals: int = 5) -> Num:
    """A loss or cost with ``decimals`` decimals, or more so that 3 significant digits
    show (``0.0000168``, never ``0.00002``); zero is ``0``."""
    v = float(value)
    if v == 0:
        return Num(0, Kind.COUNT, 0, "0")
    digits = max(decimals, 2 - math.floor(math.log10(abs(v))))
    return Num(v, Kind.NUMBER, digits, f"{v:.{digits}f}")


def percent(fraction: float | Fraction, decimals: int = 4, *, sign: bool = False) -> Num:
    """A fraction in percent with fixed decimals: ``99.5439%`` (``+0.1234%`` with ``sign``)."""
    x = float(fraction)
    if sign:
        mark = "+" if x >= 0 else "-"
        return Num(abs(x), Kind.PERCENT, decimals, f"{x * 100:+.{decimals}f}%", mark)
    return Num(x, Kind.PERCENT, decimals, f"{x * 100:.{decimals}f}%")


def percent_points(points: float, decimals: int = 4) -> Num:
    """A percentage given in points (``99.5439`` is ``99.5439%``) with fixed decimals."""
    return Num(points / 100, Kind.PERCENT, decimals, f"{points:.{decimals}f}%")


def percent_shown(fraction: float, english: str) -> Num:
    """A fraction in percent written as ``english`` (which ends in ``%``): its decimals are
    the ones ``english`` shows."""
    body = english.rstrip("%").strip()
    decimals = len(body.partition(".")[2])
    return Num(float(fraction), Kind.PERCENT, decimals, english)


def _decimals_of(text: str) -> int:
    return len(text.partition(".")[2])


def coins(value: Fraction, *, signed: bool = False, minus: str = MINUS) -> Num:
    """Coins: ``4,000``, ``7.5``; with ``signed``, ``+35``, ``−12.5`` or ``0``."""
    size = abs(value) if signed else value
    mark = ("+" if value > 0 else minus if value < 0 else "") if signed else ""
    if size.denominator == 1:
        body = f"{size.numerator:,}"
    else:
        body = exact_decimal(size)
        if "/" in body:  # no exact decimal: written as p/q in every language
            return Num(size, Kind.COINS, -1, mark + body, mark)
    return Num(size, Kind.COINS, _decimals_of(body), mark + body, mark)


def exact_decimal(value: Fraction) -> str:
    """``value`` as the shortest exact decimal (``9``, ``1600.25``), or ``p/q`` if none
    (how a pay is written: ``vptrainer.core.games.pays.format_pay``)."""
    d = value.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return f"{value.numerator}/{value.denominator}"
    text = f"{Decimal(value.numerator) / Decimal(value.denominator):f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def credits(value: float) -> Num:
    """Credits with an ASCII sign and no needless decimals: ``+35``, ``-12.5``, ``0``."""
    text = f"{value:+,.2f}".rstrip("0").rstrip(".")
    if text in ("+0", "-0"):
        return Num(0, Kind.COINS, 0, "0")
    return Num(abs(value), Kind.COINS, _decimals_of(text), text, text[0])


def money(value: float, decimals: int, *, sign: str = "") -> Num:
    """Dollars (``value`` is the size; ``sign`` is written before it): ``$1,365``."""
    return Num(abs(value), Kind.MONEY, decimals, f"{sign}${abs(value):,.{decimals}f}", sign)
