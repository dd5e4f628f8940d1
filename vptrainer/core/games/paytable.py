"""The pay-table model: the game, lines in paying order, exact pays, and their validation.

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

from vptrainer.core.errors import VPError
from vptrainer.core.games.categories import (
    GameSpec,
    QuadSplit,
    Wild,
    category_def,
    category_problem,
    game_text,
    parse_rank_set,
    rank_set_text,
    vocabulary,
)

SCHEMA_VERSION = 1
MAX_PAY = Fraction(10**7)
MAX_PAY_DENOMINATOR = 10**6


class PayTableError(VPError):
    """A pay table is malformed; the message names the file, the key and the problem."""


@dataclass(frozen=True)
class PayLine:
    """One paying category of a table; the pay is checked and made exact on creation."""

    key: str
    label: str
    pays: Fraction
    quad: QuadSplit | None = None
    custom: bool = False  # a ``[[quads]]`` entry rather than a named category

    def __post_init__(self) -> None:
        if not isinstance(self.key, str) or not self.key:
            raise PayTableError(f"a pay line needs a key, got {self.key!r}")
        if not isinstance(self.label, str) or not self.label.strip():
            raise PayTableError(f"{self.key}: a pay line needs a label, got {self.label!r}")
        object.__setattr__(self, "pays", to_pay(self.pays, where=self.key))
        if self.quad is not None and not isinstance(self.quad, QuadSplit):
            raise PayTableError(f"{self.key}: quad must be a QuadSplit, got {self.quad!r}")
        if self.custom and self.quad is None:
            raise PayTableError(f"{self.key}: a [[quads]] line needs its ranks")

    @property
    def pays_text(self) -> str:
        """The pay as written in a file: ``800``, ``1600.25``."""
        return format_pay(self.pays)


@dataclass(frozen=True)
class PayTable:
    """A pay table: its game, its lines in paying order (best first) and its metadata.

    ``game`` says which cards are wild (a :class:`GameSpec`; a :class:`Wild` shorthand
    or its text is converted). ``dealt`` lines pay on the five dealt cards, on top of
    what the final hand pays (Royal Deal). Every field is checked on creation, so an
    invalid table cannot exist; a problem raises :class:`PayTableError`.
    """

    name: str
    game: GameSpec
    lines: tuple[PayLine, ...]
    dealt: tuple[PayLine, ...] = ()
    family: str = ""
    published_return: float | None = None
    notes: str = ""
    builtin_id: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise PayTableError(f"name: must be non-empty text, got {self.name!r}")
        try:
            game = GameSpec.of(self.game)
        except VPError as exc:
            raise PayTableError(str(exc)) from None
        object.__setattr__(self, "game", game)
        lines = _checked_lines(game, self.lines, "pays")
        object.__setattr__(self, "lines", rank_lines(game, lines))
        dealt = _checked_lines(game, self.dealt, "dealt")
        for ln in dealt:
            if ln.quad is not None and ln.custom:
                raise PayTableError(
                    f"dealt.{ln.key}: four-of-a-kind splits are not paid on the deal"
                )
        object.__setattr__(self, "dealt", rank_lines(game, dealt))
        for text_key in ("family", "notes"):
            if not isinstance(getattr(self, text_key), str):
                raise PayTableError(f"{text_key}: must be text, got {getattr(self, text_key)!r}")
        published = self.published_return
        if published is not None:
            if (
                isinstance(published, bool)
                or not isinstance(published, int | float)
                or not math.isfinite(published)
                or not 0 < published < 10
            ):
                raise PayTableError(
                    f"published_return: must be a return such as 0.995439, got {published!r}"
                )
            object.__setattr__(self, "published_return", float(published))
        if self.builtin_id is not None and not isinstance(self.builtin_id, str):
            raise PayTableError(f"builtin_id: must be text, got {self.builtin_id!r}")

    @property
    def wild(self) -> Wild:
        """The game's shorthand: ``NONE``, ``DEUCES``, ``JOKER`` or ``OTHER``."""
        return self.game.wild

    @property
    def deck_size(self) -> int:
        """52, or 53 or 54 with one or two jokers."""
        return self.game.deck_size

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

    def dealt_pays(self, key: str) -> Fraction | None:
        """The bonus a dealt hand of category ``key`` earns, ``None`` when not listed."""
        for ln in self.dealt:
            if ln.key == key:
                return ln.pays
        return None

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
        return replace(self, lines=(*others, line))

    def without_line(self, key: str) -> PayTable:
        """A copy without the line ``key``."""
        return replace(self, lines=tuple(ln for ln in self.lines if ln.key != key))

    def to_dict(self) -> dict[str, Any]:
        """The TOML document of this table as a plain dict."""
        doc: dict[str, Any] = {"schema_version": SCHEMA_VERSION, "name": self.name}
        if self.game.wild is Wild.OTHER:
            doc.update(self.game.to_dict())
        else:
            doc["wild"] = str(self.game.wild)
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
                if ln.quad.natural:
                    entry["natural"] = True
                entry["pays"] = _pay_value(ln.pays)
                entry["label"] = ln.label
                quads.append(entry)
        if quads:
            doc["quads"] = quads
        if self.dealt:
            doc["dealt"] = {ln.key: _pay_value(ln.pays) for ln in self.dealt}
        return doc


def _checked_lines(game: GameSpec, lines: object, section: str) -> tuple[PayLine, ...]:
    """The lines as a tuple, each a known category of ``game``, no key twice."""
    if isinstance(lines, PayLine) or not isinstance(lines, tuple | list):
        raise PayTableError(f"{section}: must be a sequence of PayLine, got {lines!r}")
    seen: set[str] = set()
    for ln in lines:
        if not isinstance(ln, PayLine):
            raise PayTableError(f"{section}: must be PayLine values, got {ln!r}")
        if ln.key in seen:
            raise PayTableError(f"{section}.{ln.key}: listed twice")
        seen.add(ln.key)
        if ln.custom:
            assert ln.quad is not None  # PayLine checks this
            if game.has_wild and not ln.quad.natural:
                raise PayTableError(
                    f"quads: in a game with wild cards a four-of-a-kind split must be "
                    f"natural = true ({game_text(game)})"
                )
            if not game.has_wild and ln.quad.natural:
                raise PayTableError(
                    'quads: natural = true is for games with wild cards, not wild = "none"'
                )
            if ln.key != quad_key(ln.quad):
                raise PayTableError(
                    f"{section}.{ln.key}: a [[quads]] line's key is {quad_key(ln.quad)!r}"
                )
            continue
        cdef = category_def(game, ln.key)
        if cdef is None:
            raise PayTableError(f"{section}.{ln.key}: {category_problem(game, ln.key)}")
        if ln.quad != cdef.quad:
            raise PayTableError(f"{section}.{ln.key}: its four-of-a-kind split is {cdef.quad!r}")
    pairs = [
        ln.key
        for ln in lines
        if (c := category_def(game, ln.key)) is not None and c.pair_min_rank is not None
    ]
    if len(pairs) > 1:
        raise PayTableError(
            f"{section}: at most one paying pair category may be listed, got {', '.join(pairs)}"
        )
    return tuple(lines)


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


def _pay_value(value: Fraction) -> int | float | str:
    """A pay as a TOML value: an integer, an exact decimal, or ``"p/q"`` text (``"2000/3"``)."""
    if value.denominator == 1:
        return value.numerator
    text = format_pay(value)
    return text if "/" in text else float(text)


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


def quad_key(split: QuadSplit) -> str:
    """The key of a ``[[quads]]`` line: ``quads:8,A``, ``quads:2-4:A-4``, ``natural_quads:A``."""
    key = ("natural_quads:" if split.natural else "quads:") + rank_set_text(split.ranks)
    if split.kickers is not None:
        key += ":" + rank_set_text(split.kickers)
    return key


def custom_quad_line(
    ranks: str,
    pays: object,
    *,
    kickers: str | None = None,
    label: str | None = None,
    natural: bool = False,
) -> PayLine:
    """A ``[[quads]]`` line from rank texts such as ``"A,8"`` and ``"2-4"``.

    ``natural`` splits are for games with wild cards: four cards of the rank that are
    not wild (the fifth card may be wild).
    """
    split = QuadSplit(
        parse_rank_set(ranks), parse_rank_set(kickers) if kickers else None, natural=natural
    )
    return PayLine(
        quad_key(split),
        label or split.describe(),
        to_pay(pays, where="quads.pays"),
        quad=split,
        custom=True,
    )


def named_line(
    game: GameSpec | Wild | str, key: str, pays: object, *, section: str = "pays"
) -> PayLine:
    """A line for a vocabulary key of the game."""
    spec = GameSpec.of(game)
    cdef = category_def(spec, key)
    if cdef is None:
        raise PayTableError(f"{section}.{key}: {category_problem(spec, key)}")
    return PayLine(key, cdef.label, to_pay(pays, where=f"{section}.{key}"), quad=cdef.quad)


def rank_lines(game: GameSpec | Wild | str, lines: Iterable[PayLine]) -> tuple[PayLine, ...]:
    """Lines in rank order: poker order; quads by specificity, then as given.

    This order breaks ties between equal pays: a final hand is paid the listed
    category it qualifies for that pays most (see :mod:`vptrainer.core.games.classify`).
    """
    vocab = vocabulary(game)
    order = {c.key: i for i, c in enumerate(vocab)}
    first_quad = min((i for i, c in enumerate(vocab) if c.quad is not None), default=0)

    def sort_key(item: tuple[int, PayLine]) -> tuple[int, int, int]:
        pos, ln = item
        if ln.quad is not None:
            return (first_quad, -ln.quad.specificity, pos)
        return (order.get(ln.key, len(order)), 0, pos)

    return tuple(ln for _, ln in sorted(enumerate(lines), key=sort_key))


# ------------------------------------------------------------------------ validation


def unknown_key_message(game: GameSpec | Wild | str, key: str, where: str) -> str:
    """``where: why key is not a category of the game``."""
    return f"{where}: {category_problem(game, key)}"


def checked(table: PayTable) -> PayTable:
    """The table itself: every rule is checked when a :class:`PayTable` is created."""
    return table
