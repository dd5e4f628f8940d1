"""Pay tables: the model, TOML reading and writing, validation, built-in tables.

The file format (documented in ``docs/paytable-format.md``)::

    name = "Jacks or Better 9/6"
    wild = "none"            # "none", "deuces" or "joker"
    [pays]                   # per coin at max bet; a category not listed pays nothing
    royal_flush = 800
    ...
    [[quads]]                # a four-of-a-kind split by quad rank and kicker
    ranks = "A,8"
    kickers = "2-4"          # optional
    pays = 80
    label = "Four aces or eights"

Pays are kept as exact :class:`fractions.Fraction` values.
"""

from __future__ import annotations

import math
import numbers
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import tomli_w

from vptrainer.core.cards import RANKS
from vptrainer.core.categories import (
    ACE,
    ALL_RANKS,
    CategoryDef,
    QuadSplit,
    Wild,
    category_def,
    parse_rank_set,
    vocabulary,
)
from vptrainer.core.errors import VPError
from vptrainer.core.fileio import atomic_write_text

SCHEMA_VERSION = 1
MAX_PAY = Fraction(10**7)
MAX_PAY_DENOMINATOR = 10**6
_TOP_LEVEL_KEYS = ("schema_version", "name", "wild", "family", "published_return", "notes",
                   "pays", "quads")
_QUAD_KEYS = ("ranks", "kickers", "pays", "label")
_BUILTIN_PACKAGE = "vptrainer.paytables"


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
        return replace(self, lines=tuple(
            replace(ln, pays=value) if ln.key == key else ln for ln in self.lines))

    def with_line(self, line: PayLine) -> PayTable:
        """A copy with a line added (or replaced when its key is already listed)."""
        others = tuple(ln for ln in self.lines if ln.key != line.key)
        return _checked(replace(self, lines=(*others, line)))

    def without_line(self, key: str) -> PayTable:
        """A copy without the line ``key``."""
        return replace(self, lines=tuple(ln for ln in self.lines if ln.key != key))

    def to_dict(self) -> dict[str, Any]:
        """The TOML document of this table as a plain dict."""
        doc: dict[str, Any] = {"schema_version": SCHEMA_VERSION, "name": self.name,
                               "wild": str(self.wild)}
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

    def to_toml(self) -> str:
        """The table as TOML text."""
        return tomli_w.dumps(self.to_dict())


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


def custom_quad_line(ranks: str, pays: object, *, kickers: str | None = None,
                     label: str | None = None) -> PayLine:
    """A ``[[quads]]`` line from rank texts such as ``"A,8"`` and ``"2-4"``."""
    split = QuadSplit(parse_rank_set(ranks), parse_rank_set(kickers) if kickers else None)
    return PayLine(quad_key(split), label or split.describe(), to_pay(pays, where="quads.pays"),
                   quad=split, custom=True)


def named_line(wild: Wild, key: str, pays: object) -> PayLine:
    """A line for a vocabulary key of the game."""
    cdef = category_def(wild, key)
    if cdef is None:
        raise PayTableError(_unknown_key_message(wild, key, f"pays.{key}"))
    return PayLine(key, cdef.label, to_pay(pays, where=f"pays.{key}"), quad=cdef.quad)


def rank_lines(wild: Wild, lines: Iterable[PayLine]) -> tuple[PayLine, ...]:
    """Lines in paying order: poker order; quads by specificity, then as given."""
    order = {c.key: i for i, c in enumerate(vocabulary(wild))}
    first_quad = min((i for i, c in enumerate(vocabulary(wild)) if c.quad is not None),
                     default=0)

    def sort_key(item: tuple[int, PayLine]) -> tuple[int, int, int]:
        pos, ln = item
        if ln.quad is not None:
            return (first_quad, -ln.quad.specificity, pos)
        return (order.get(ln.key, len(order)), 0, pos)

    return tuple(ln for _, ln in sorted(enumerate(lines), key=sort_key))


# ------------------------------------------------------------------------ validation


def _unknown_key_message(wild: Wild, key: str, where: str) -> str:
    valid = ", ".join(c.key for c in vocabulary(wild))
    return f"{where}: unknown category {key!r} for wild = \"{wild}\"; valid categories: {valid}"


def _checked(table: PayTable) -> PayTable:
    pairs = [ln.key for ln in table.lines
             if (c := category_def(table.wild, ln.key)) is not None and c.pair_min_rank is not None]
    if len(pairs) > 1:
        raise PayTableError(f"pays: at most one paying pair category may be listed, got "
                            f"{', '.join(pairs)}")
    return table


def parse_paytable(doc: Mapping[str, Any], *, source: str = "<table>",
                   builtin_id: str | None = None) -> PayTable:
    """Build a :class:`PayTable` from a parsed TOML document, validating every key."""
    try:
        return _parse(doc, builtin_id)
    except VPError as exc:
        raise PayTableError(f"{source}: {exc}") from None


def _parse(doc: Mapping[str, Any], builtin_id: str | None) -> PayTable:
    for key in doc:
        if key not in _TOP_LEVEL_KEYS:
            raise PayTableError(f"unknown key {key!r}; valid keys: {', '.join(_TOP_LEVEL_KEYS)}")
    version = doc.get("schema_version", SCHEMA_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise PayTableError(f"schema_version: must be a whole number >= 1, got {version!r}")
    if version > SCHEMA_VERSION:
        raise PayTableError(f"schema_version: {version} is newer than this vptrainer reads "
                            f"({SCHEMA_VERSION}); update vptrainer")
    name = doc.get("name", "Untitled")
    if not isinstance(name, str) or not name.strip():
        raise PayTableError(f"name: must be non-empty text, got {name!r}")
    wild_text = doc.get("wild", "none")
    try:
        wild = Wild(wild_text)
    except ValueError:
        raise PayTableError(f"wild: unknown value {wild_text!r}; use \"none\", \"deuces\" "
                            "or \"joker\"") from None
    for text_key in ("family", "notes"):
        if not isinstance(doc.get(text_key, ""), str):
            raise PayTableError(f"{text_key}: must be text")
    published = doc.get("published_return")
    if published is not None and (isinstance(published, bool)
                                  or not isinstance(published, int | float)
                                  or not 0 < published < 10):
        raise PayTableError(f"published_return: must be a return such as 0.995439, "
                            f"got {published!r}")

    pays = doc.get("pays", {})
    if not isinstance(pays, Mapping):
        raise PayTableError("pays: must be a table of category = pay lines ([pays])")
    named = [named_line(wild, key, value) for key, value in pays.items()]

    quads_doc = doc.get("quads", [])
    if not isinstance(quads_doc, list):
        raise PayTableError("quads: must be an array of tables ([[quads]])")
    if quads_doc and wild is not Wild.NONE:
        raise PayTableError(f"quads: four-of-a-kind splits are for wild = \"none\" tables, "
                            f"not wild = \"{wild}\"")
    customs: list[PayLine] = []
    for i, entry in enumerate(quads_doc, start=1):
        where = f"quads[{i}]"
        if not isinstance(entry, Mapping):
            raise PayTableError(f"{where}: must be a table with ranks and pays")
        for key in entry:
            if key not in _QUAD_KEYS:
                raise PayTableError(f"{where}.{key}: unknown key; valid keys: "
                                    f"{', '.join(_QUAD_KEYS)}")
        for required in ("ranks", "pays"):
            if required not in entry:
                raise PayTableError(f"{where}: missing {required!r}")
        label = entry.get("label")
        if label is not None and (not isinstance(label, str) or not label.strip()):
            raise PayTableError(f"{where}.label: must be non-empty text")
        kickers = entry.get("kickers")
        for rk in ("ranks", "kickers"):
            if rk in entry and not isinstance(entry[rk], str | int):
                raise PayTableError(f"{where}.{rk}: must be text such as \"A,8\" or \"2-4\"")
        try:
            line = custom_quad_line(str(entry["ranks"]), entry["pays"],
                                    kickers=None if kickers is None else str(kickers),
                                    label=label)
        except VPError as exc:
            raise PayTableError(f"{where}: {str(exc).removeprefix('quads.pays: ')}") from None
        if any(c.key == line.key for c in customs):
            raise PayTableError(f"{where}: the same split is listed twice")
        customs.append(line)

    keys = list(doc)
    quads_first = "quads" in keys and "pays" in keys and keys.index("quads") < keys.index("pays")
    lines = (*customs, *named) if quads_first else (*named, *customs)
    return _checked(PayTable(
        name=name.strip(), wild=wild, lines=tuple(lines), family=str(doc.get("family", "")),
        published_return=None if published is None else float(published),
        notes=str(doc.get("notes", "")), builtin_id=builtin_id))


def loads_paytable(text: str, *, source: str = "<table>") -> PayTable:
    """Parse TOML text into a validated pay table."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PayTableError(f"{source}: not valid TOML: {exc}") from None
    return parse_paytable(doc, source=source)


def load_paytable(path: str | Path) -> PayTable:
    """Read and validate a pay table file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PayTableError(f"{p}: no such file") from None
    except UnicodeDecodeError:
        raise PayTableError(f"{p}: not a text file (UTF-8 TOML expected)") from None
    except OSError as exc:
        raise PayTableError(f"{p}: cannot be read: {exc.strerror}") from None
    return loads_paytable(text, source=str(p))


def save_paytable(table: PayTable, path: str | Path) -> None:
    """Write a pay table as TOML, atomically."""
    atomic_write_text(path, table.to_toml())


# ----------------------------------------------------------------------- built-ins


@dataclass(frozen=True)
class BuiltinInfo:
    """What the table chooser shows of a built-in table."""

    id: str
    name: str
    family: str
    wild: Wild
    published_return: float | None


@cache
def builtin_ids() -> tuple[str, ...]:
    """Ids (file stems) of the pay tables shipped with vptrainer."""
    folder = resources.files(_BUILTIN_PACKAGE)
    return tuple(sorted(f.name.removesuffix(".toml") for f in folder.iterdir()
                        if f.name.endswith(".toml")))


@cache
def load_builtin(table_id: str) -> PayTable:
    """A built-in table by id, such as ``jacks-or-better-9-6``."""
    if table_id not in builtin_ids():
        raise PayTableError(f"no built-in table {table_id!r}; built-in ids: "
                            f"{', '.join(builtin_ids())}")
    text = resources.files(_BUILTIN_PACKAGE).joinpath(f"{table_id}.toml").read_text("utf-8")
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:  # pragma: no cover - a packaging defect
        raise PayTableError(f"built-in {table_id}: {exc}") from None
    return parse_paytable(doc, source=f"built-in {table_id}", builtin_id=table_id)


def builtin_catalog() -> tuple[BuiltinInfo, ...]:
    """Every built-in table's id, name, family and published return."""
    out = []
    for tid in builtin_ids():
        t = load_builtin(tid)
        out.append(BuiltinInfo(tid, t.name, t.family, t.wild, t.published_return))
    return tuple(out)


DEFAULT_TABLE_ID = "jacks-or-better-9-6"


def resolve_table(spec: str) -> PayTable:
    """A table from a file path or a built-in id (a path wins when both exist)."""
    p = Path(spec)
    if p.is_file():
        return load_paytable(p)
    if spec in builtin_ids():
        return load_builtin(spec)
    if p.suffix.lower() == ".toml" or "/" in spec or p.exists():
        raise PayTableError(f"{spec}: no such file")
    raise PayTableError(f"{spec!r} is neither a file nor a built-in table; built-in ids: "
                        f"{', '.join(builtin_ids())}")


def vocabulary_for(table: PayTable) -> tuple[CategoryDef, ...]:
    """The game's vocabulary (all categories it may list)."""
    return vocabulary(table.wild)
