"""The pay-table model: lines in paying order, exact pays, and their validation.

A :class:`PayTable` is a frozen value: every edit returns a new table, validated.
Pays are exact :class:`fractions.Fraction` values per coin at max bet. Reading and
writing TOML files is :mod:`vptrainer.core.games.tomlfile`; the tables shipped with
vptrainer are :mod:`vptrainer.core.games.builtin`.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any

from vptrainer.core.cards import RANKS
from vptrainer.core.errors import VPError
from vptrainer.core.games.categories import (
    ACE,
    ALL_RANKS,
    QuadSplit,
    Wild,
    category_def,
    parse_rank_set,
    vocabulary,
)

SCHEMA_VERSION = 1
MAX_PAY = Fraction(10**7)
MAX_PAY_DENOMINATOR = 10**6


class PayTableError(VPError):
    """A pay table is malformed; the message names the file, the key and the problem."""


@dataclass(frozen=True)
class PayLine:
    """One paying category of a table."""

    key: str
    label: str
    pays: Fraction
    quad: QuadSplit | None = None
    custom: bool = False  # a ``[[quads]]`` entry rather than a named category

    @property
    def pays_text(self) -> str:
        """The pay as written in a file: ``800``, ``1600.25``."""
        return format_pay(self.pays)


@dataclass(frozen=True)
class PayTable:
    """A pay table: its lines in paying order (best first) and its metadata."""

    name: str
    wild: Wild
    lines: tuple[PayLine, ...]
    family: str = ""
    published_return: float | None = None
    notes: str = ""
    builtin_id: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lines", rank_lines(self.wild, self.lines))

    @property
    def deck_size(self) -> int:
        """52, or 53 for joker games."""
        return self.wild.deck_size

    def line(self, key: str) -> PayLine | None:
        """The line with this key, if listed."""
        for ln in self.lines:
            if ln.key == key:
                return ln
        return None

    def pays(self, key: str) -> Fraction | None:
        """The pay of a listed category, ``None`` when it is not listed."""
        ln = self.line(key)
        return None if ln is None else ln.pays

    def with_pay(self, key: str, pays: Fraction | int | float | str) -> PayTable:
        """A copy with one line's pay changed."""
        value = to_pay(pays, where=key)
        if self.line(key) is None:
            raise PayTableError(f"{key}: not in this table")
        return replace(
            self, lines=tuple(replace(ln, pays=value) if ln.key == key else ln for ln in self.lines)
        )

    def with_line(self, line: PayLine) -> PayTable:
        """A copy with a line added (or replaced when its key is already listed)."""
        others = tuple(ln for ln in self.lines if ln.key != line.key)
        return checked(replace(self, lines=(*others, line)))

    def without_line(self, key: str) -> PayTable:
        """A copy without the line ``key``."""
        return replace(self, lines=tuple(ln for ln in self.lines if ln.key != key))

    def to_dict(self) -> dict[str, Any]:
        """The TOML document of this table as a plain dict."""
        doc: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "name": self.name,
            "wild": str(self.wild),
        }
        if self.family:
            doc["family"] = self.family
        if self.published_return is not None:
            doc["published_return"] = self.published_return
        if self.notes:
            doc["notes"] = self.notes
        doc["pays"] = {ln.key: _pay_value(ln.pays) for ln in self.lines if not ln.custom}
        quads = []
        for ln in self.lines:
            if ln.custom and ln.quad is not None:
                entry: dict[str, Any] = {"ranks": rank_set_text(ln.quad.ranks)}
                if ln.quad.kickers is not None:
                    entry["kickers"] = rank_set_text(ln.quad.kickers)
                entry["pays"] = _pay_value(ln.pays)
                entry["label"] = ln.label
                quads.append(entry)
        if quads:
            doc["quads"] = quads
        return doc


# ----------------------------------------------------------------------------- pays


def format_pay(value: Fraction) -> str:
    """A pay as the shortest exact decimal (``9``, ``1600.25``), or ``p/q`` if none."""
    if value.denominator == 1:
        return str(value.numerator)
    d = value.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return f"{value.numerator}/{value.denominator}"
    text = f"{Decimal(value.numerator) / Decimal(value.denominator):f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _pay_value(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else float(value)


def to_pay(value: object, *, where: str) -> Fraction:
    """Check and convert a pay (number or numeric text) to an exact fraction."""
    if isinstance(value, bool):
        raise PayTableError(f"{where}: pay must be a number, got {value!r}")
    try:
        if isinstance(value, Fraction):
            pay = value
        elif isinstance(value, numbers.Integral):
            pay = Fraction(int(value))
        elif isinstance(value, numbers.Real):
            as_float = float(value)
            if not math.isfinite(as_float):
                raise PayTableError(f"{where}: pay must be a finite number, got {value!r}")
            pay = Fraction(Decimal(repr(as_float)))
        elif isinstance(value, str):
            text = value.strip()
            pay = Fraction(text) if "/" in text else Fraction(Decimal(text))
        else:
            raise PayTableError(f"{where}: pay must be a number, got {value!r}")
    except (InvalidOperation, ValueError, ZeroDivisionError):
        raise PayTableError(f"{where}: pay must be a number, got {value!r}") from None
    if pay < 0:
        raise PayTableError(f"{where}: pay must not be negative, got {format_pay(pay)}")
    if pay > MAX_PAY:
        raise PayTableError(f"{where}: pay {format_pay(pay)} is too large (at most {MAX_PAY})")
    if pay.denominator > MAX_PAY_DENOMINATOR:
        raise PayTableError(f"{where}: pay {value!r} has too many decimal places (at most 6)")
    return pay


# ------------------------------------------------------------------------- ordering


def rank_set_text(ranks: frozenset[int]) -> str:
    """Canonical text of a rank set: ``"8,A"``, ``"2-4"``, ``"A-4"``, ``"J-K"``."""
    low_ace = ACE in ranks and 0 in ranks and ranks != ALL_RANKS
    ordered = sorted(-1 if (r == ACE and low_ace) else r for r in ranks)
    runs: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        a, b = RANKS[ordered[i]], RANKS[ordered[j]]
        if j == i:
            runs.append(a)
        elif j == i + 1:
            runs.extend([a, b])
        else:
            runs.append(f"{a}-{b}")
        i = j + 1
    return ",".join(runs)


def quad_key(split: QuadSplit) -> str:
    """The key of a ``[[quads]]`` line: ``quads:8,A`` or ``quads:2-4:A-4``."""
    key = "quads:" + rank_set_text(split.ranks)
    if split.kickers is not None:
        key += ":" + rank_set_text(split.kickers)
    return key


def custom_quad_line(
    ranks: str, pays: object, *, kickers: str | None = None, label: str | None = None
) -> PayLine:
    """A ``[[quads]]`` line from rank texts such as ``"A,8"`` and ``"2-4"``."""
    split = QuadSplit(parse_rank_set(ranks), parse_rank_set(kickers) if kickers else None)
    return PayLine(
        quad_key(split),
        label or split.describe(),
        to_pay(pays, where="quads.pays"),
        quad=split,
        custom=True,
    )


def named_line(wild: Wild, key: str, pays: object) -> PayLine:
    """A line for a vocabulary key of the game."""
    cdef = category_def(wild, key)
    if cdef is None:
        raise PayTableError(unknown_key_message(wild, key, f"pays.{key}"))
    return PayLine(key, cdef.label, to_pay(pays, where=f"pays.{key}"), quad=cdef.quad)


def rank_lines(wild: Wild, lines: Iterable[PayLine]) -> tuple[PayLine, ...]:
    """Lines in paying order: poker order; quads by specificity, then as given."""
    order = {c.key: i for i, c in enumerate(vocabulary(wild))}
    first_quad = min((i for i, c in enumerate(vocabulary(wild)) if c.quad is not None), default=0)

    def sort_key(item: tuple[int, PayLine]) -> tuple[int, int, int]:
        pos, ln = item
        if ln.quad is not None:
            return (first_quad, -ln.quad.specificity, pos)
        return (order.get(ln.key, len(order)), 0, pos)

    return tuple(ln for _, ln in sorted(enumerate(lines), key=sort_key))


# ------------------------------------------------------------------------ validation


def unknown_key_message(wild: Wild, key: str, where: str) -> str:
    valid = ", ".join(c.key for c in vocabulary(wild))
    return f'{where}: unknown category {key!r} for wild = "{wild}"; valid categories: {valid}'


def checked(table: PayTable) -> PayTable:
    """Check the rules that span lines (one paying pair at most); return the table."""
    pairs = [
        ln.key
        for ln in table.lines
        if (c := category_def(table.wild, ln.key)) is not None and c.pair_min_rank is not None
    ]
    if len(pairs) > 1:
        raise PayTableError(
            f"pays: at most one paying pair category may be listed, got {', '.join(pairs)}"
        )
    return table
