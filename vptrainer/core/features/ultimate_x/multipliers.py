"""Ultimate X multiplier tables as data: the model, TOML files, the built-ins, families.

A multiplier table says which multiplier a winning final hand earns its line for the
next hand, by pay category (``full_house = 12``). IGT ships one table per game family
and number of lines; the built-in ones are ``paytables/ultimate_x/<family>-<lines>.toml``
(documented, with their sources, in ``docs/ultimate-x-format.md``). A table applies to
any pay table of its game: :meth:`MultiplierTable.for_table` gives the multiplier of
each of its pay lines, a line the table does not name taking the entry of the category
it refines (a four of a kind split by rank or kicker takes the most specific listed
split containing it, then ``four_of_a_kind``; ``five_aces`` takes ``five_of_a_kind``;
``natural_straight_flush`` takes ``straight_flush``; ``four_deuces_with_ace`` takes
``four_deuces``). A line that pays nothing earns no multiplier (1x), like a loss.
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import tomli_w

from vptrainer.core.errors import VPError
from vptrainer.core.games.categories import (
    NON_WILD,
    WILD_KEYS,
    CategoryDef,
    QuadSplit,
    vocabulary,
)
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.pays import short_repr
from vptrainer.core.games.paytable import PayLine, PayTable, checked_text
from vptrainer.core.games.tomlfile import MAX_FILE_BYTES, check_structure
from vptrainer.core.storage.fileio import atomic_write_text

#: The largest multiplier a table may give (real tables stop at 12).
MAX_MULTIPLIER = 100
#: The numbers of lines the solver supports (machines offer 1, 3, 5 and 10).
MAX_LINES = 10
#: The line counts IGT ships, each with its own built-in table per family.
LINE_COUNTS = (1, 3, 5, 10)
MAX_NAME = 200
MAX_SOURCE = 2_000
MAX_NOTES = 20_000

_PACKAGE = "vptrainer.paytables"
_FOLDER = "ultimate_x"
_TOP_KEYS = ("schema_version", "name", "family", "lines", "source", "notes", "multipliers")


class MultiplierTableError(VPError):
    """A multiplier table (or its use with a pay table) that cannot be used, and why."""


@dataclass(frozen=True)
class Family:
    """An Ultimate X game family: its id, name, and the wild cards of its game."""

    id: str
    name: str
    wild: Wild
    aliases: tuple[str, ...]  # family names of pay tables, letters only, lower case


FAMILIES: tuple[Family, ...] = (
    Family("jacks-or-better", "Jacks or Better", Wild.NONE, ("jacksorbetter",)),
    Family("bonus-poker", "Bonus Poker", Wild.NONE, ("bonuspoker",)),
    Family("bonus-poker-deluxe", "Bonus Poker Deluxe", Wild.NONE, ("bonuspokerdeluxe",)),
    Family("double-bonus", "Double Bonus", Wild.NONE, ("doublebonus", "doublebonuspoker")),
    Family(
        "double-double-bonus",
        "Double Double Bonus",
        Wild.NONE,
        ("doubledoublebonus", "doubledoublebonuspoker"),
    ),
    Family(
        "triple-double-bonus",
        "Triple Double Bonus",
        Wild.NONE,
        ("tripledoublebonus", "tripledoublebonuspoker"),
    ),
    Family("deuces-wild", "Deuces Wild", Wild.DEUCES, ("deuceswild",)),
    Family(
        "deuces-wild-bonus",
        "Deuces Wild Bonus",
        Wild.DEUCES,
        ("deuceswildbonus", "bonusdeuceswild", "bonusdeuces"),
    ),
    Family("joker-poker", "Joker Poker", Wild.JOKER, ("jokerpoker", "jokerwild")),
)
FAMILY_IDS = tuple(f.id for f in FAMILIES)


def family(family_id: str) -> Family:
    """The family of an id such as ``jacks-or-better``."""
    for f in FAMILIES:
        if f.id == family_id:
            return f
    raise MultiplierTableError(
        f"unknown Ultimate X family {short_repr(family_id)}; families: {', '.join(FAMILY_IDS)}"
    )


def _letters(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


def family_of(table: PayTable) -> Family:
    """The Ultimate X family of a pay table, from its ``family`` (or, without one, the
    start of its name); a clear error when it cannot be told."""
    if table.family:
        found = _letters(table.family)
        for f in FAMILIES:
            if found in f.aliases:
                return _checked_family(f, table)
        raise MultiplierTableError(
            f"{table.name}: its family {table.family!r} is not an Ultimate X game "
            f"({', '.join(f.name for f in FAMILIES)}); choose a multiplier table with "
            "--family or --multipliers"
        )
    name = _letters(table.name)
    matches = [f for f in FAMILIES for a in f.aliases if name.startswith(a) and len(a) > 5]
    if matches:
        best = max(matches, key=lambda f: max(len(a) for a in f.aliases if name.startswith(a)))
        return _checked_family(best, table)
    raise MultiplierTableError(
        f"{table.name}: the table names no family, so its Ultimate X multipliers cannot be "
        "told; choose them with --family or --multipliers"
    )


def _checked_family(f: Family, table: PayTable) -> Family:
    if GameSpec.of(f.wild) != table.game:
        raise MultiplierTableError(
            f"{table.name}: the family says {f.name}, but the game is not "
            f"{GameSpec.of(f.wild).describe()}; choose a multiplier table with --family or "
            "--multipliers"
        )
    return f


@cache
def _known_categories() -> dict[str, CategoryDef]:
    """Every category key a pay table can have, with its definition where one exists."""
    known: dict[str, CategoryDef] = {}
    for spec in (Wild.NONE, Wild.DEUCES, Wild.JOKER):
        for c in vocabulary(spec):
            known.setdefault(c.key, c)
    for c in NON_WILD:
        known.setdefault(c.key, c)
    for key in WILD_KEYS:
        known.setdefault(key, CategoryDef(key, key.replace("_", " ").capitalize()))
    return known


def _check_multiplier(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise MultiplierTableError(
            f"{where}: a multiplier is a whole number, got {short_repr(value)}"
        )
    if not 1 <= value <= MAX_MULTIPLIER:
        raise MultiplierTableError(f"{where}: multiplier {value} is not within 1..{MAX_MULTIPLIER}")
    return value


def check_lines(lines: object, where: str = "lines") -> int:
    """A number of lines the solver supports (1..:data:`MAX_LINES`)."""
    if isinstance(lines, bool) or not isinstance(lines, int):
        raise MultiplierTableError(
            f"{where}: must be a whole number of lines, got {short_repr(lines)}"
        )
    if not 1 <= lines <= MAX_LINES:
        raise MultiplierTableError(
            f"{where}: {lines} lines; Ultimate X is played on 1 to {MAX_LINES}"
        )
    return lines


@dataclass(frozen=True)
class MultiplierTable:
    """The multiplier each winning category earns its line for the next hand.

    ``multipliers`` pairs category keys with whole multipliers (1..:data:`MAX_MULTIPLIER`);
    ``lines`` is the number of lines it is made for (``None``: any), ``family`` a family
    id or empty, ``source`` where the numbers come from. Checked on creation.
    """

    name: str
    multipliers: tuple[tuple[str, int], ...]
    family: str = ""
    lines: int | None = None
    source: str = ""
    notes: str = ""
    builtin_id: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", _text(self.name, "name", MAX_NAME, required=True))
        object.__setattr__(self, "source", _text(self.source, "source", MAX_SOURCE, newlines=True))
        object.__setattr__(self, "notes", _text(self.notes, "notes", MAX_NOTES, newlines=True))
        if self.family:
            family(self.family)
        if self.lines is not None:
            check_lines(self.lines)
        entries = self.multipliers
        if isinstance(entries, Mapping):
            entries = tuple(entries.items())
        if not isinstance(entries, tuple | list) or not entries:
            raise MultiplierTableError("multipliers: give at least one category and its multiplier")
        known = _known_categories()
        order = {key: i for i, key in enumerate(known)}
        seen: dict[str, int] = {}
        for item in entries:
            if not isinstance(item, tuple | list) or len(item) != 2:
                raise MultiplierTableError(
                    f"multipliers: expected (category, multiplier), got {short_repr(item)}"
                )
            key, value = item
            if not isinstance(key, str) or key not in known:
                raise MultiplierTableError(
                    f"multipliers: unknown category {short_repr(key)}; categories are the keys "
                    "of pay tables, such as full_house or four_aces (docs/paytable-format.md)"
                )
            if key in seen:
                raise MultiplierTableError(f"multipliers: {key} is listed twice")
            seen[key] = _check_multiplier(value, f"multipliers.{key}")
        ordered = tuple(sorted(seen.items(), key=lambda kv: order[kv[0]]))
        object.__setattr__(self, "multipliers", ordered)

    def multiplier(self, key: str) -> int | None:
        """The multiplier listed for a category key, ``None`` when not listed."""
        for k, v in self.multipliers:
            if k == key:
                return v
        return None

    @property
    def values(self) -> tuple[int, ...]:
        """The distinct multipliers a line can carry (1 included), ascending."""
        return tuple(sorted({1, *(v for _, v in self.multipliers)}))

    def for_table(self, table: PayTable) -> tuple[int, ...]:
        """The multiplier each pay line of ``table`` earns (paying order), then 1 for a
        losing hand. A line paying nothing earns 1."""
        out = []
        for line in table.lines:
            if line.pays == 0:
                out.append(1)
                continue
            found = self._lookup(line)
            if found is None:
                raise MultiplierTableError(
                    f"{self.name}: no multiplier for {line.label.lower()} ({line.key}) of "
                    f"{table.name}; add {line.key} = N to its [multipliers]"
                )
            out.append(found)
        out.append(1)
        return tuple(out)

    def _lookup(self, line: PayLine) -> int | None:
        own = self.multiplier(line.key)
        if own is not None:
            return own
        if line.quad is not None:
            found = self._quad_lookup(line.quad)
            if found is not None:
                return found
            return self.multiplier("four_of_a_kind")
        key = line.key
        if key.startswith("five_") and key not in ("five_of_a_kind", "five_wilds"):
            return self.multiplier("five_of_a_kind")
        if key == "four_deuces_with_ace":
            return self.multiplier("four_deuces")
        if key.startswith("natural_") and key != "natural_royal_flush":
            return self.multiplier(key.removeprefix("natural_"))
        return None

    def _quad_lookup(self, split: QuadSplit) -> int | None:
        """The multiplier of the most specific listed four-of-a-kind split containing
        ``split`` (every quad rank and kicker it allows)."""
        known = _known_categories()
        best: tuple[tuple[int, int], int] | None = None
        for key, value in self.multipliers:
            outer = known[key].quad
            if outer is None or outer.natural != split.natural or not split.ranks <= outer.ranks:
                continue
            if outer.kickers is not None and (
                split.kickers is None or not split.kickers <= outer.kickers
            ):
                continue
            rank = (outer.specificity, -len(outer.ranks))
            if best is None or rank > best[0]:
                best = (rank, value)
        return None if best is None else best[1]

    def to_dict(self) -> dict[str, Any]:
        """The table as the TOML document :func:`dumps_multipliers` writes."""
        doc: dict[str, Any] = {"name": self.name}
        if self.family:
            doc["family"] = self.family
        if self.lines is not None:
            doc["lines"] = self.lines
        if self.source:
            doc["source"] = self.source
        if self.notes:
            doc["notes"] = self.notes
        doc["multipliers"] = dict(self.multipliers)
        return doc

    def describe(self) -> str:
        """One line: ``full house 12x, flush 11x, ...``."""
        known = _known_categories()
        return ", ".join(f"{known[k].label.lower()} {v}x" for k, v in self.multipliers)


def _text(value: object, where: str, limit: int, **kw: bool) -> str:
    try:
        return checked_text(value, where, limit, **kw)
    except VPError as exc:
        raise MultiplierTableError(str(exc)) from None


def parse_multipliers(
    doc: Mapping[str, Any], *, source: str = "<multipliers>", builtin_id: str | None = None
) -> MultiplierTable:
    """A multiplier table from a parsed TOML document, every key checked."""
    try:
        unknown = [k for k in doc if k not in _TOP_KEYS]
        if unknown:
            raise MultiplierTableError(
                f"unknown key {short_repr(unknown[0])}; a multiplier table has "
                f"{', '.join(_TOP_KEYS)}"
            )
        version = doc.get("schema_version", 1)
        if version != 1:
            raise MultiplierTableError(f"schema_version {short_repr(version)} is not supported (1)")
        mults = doc.get("multipliers")
        if not isinstance(mults, Mapping):
            raise MultiplierTableError("[multipliers] is missing: list category = multiplier")
        return MultiplierTable(
            name=doc.get("name", ""),
            multipliers=tuple(mults.items()),
            family=_optional_text(doc, "family"),
            lines=doc.get("lines"),
            source=_optional_text(doc, "source"),
            notes=_optional_text(doc, "notes"),
            builtin_id=builtin_id,
        )
    except MultiplierTableError as exc:
        raise MultiplierTableError(f"{source}: {exc}") from None


def _optional_text(doc: Mapping[str, Any], key: str) -> Any:
    return doc.get(key, "")


def loads_multipliers(text: str, *, source: str = "<multipliers>") -> MultiplierTable:
    """Parse TOML text into a checked multiplier table."""
    text = text.removeprefix("\ufeff")
    try:
        check_structure(text)
        doc = tomllib.loads(text)
    except VPError as exc:
        raise MultiplierTableError(f"{source}: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise MultiplierTableError(f"{source}: not valid TOML: {exc}") from None
    except ValueError as exc:
        raise MultiplierTableError(f"{source}: not valid TOML: {str(exc).split(';')[0]}") from None
    except (RecursionError, MemoryError):
        raise MultiplierTableError(f"{source}: too deeply nested or too large") from None
    return parse_multipliers(doc, source=source)


def load_multipliers(path: str | Path) -> MultiplierTable:
    """Read and check a multiplier table file (UTF-8 TOML, a regular file, small)."""
    p = Path(path)
    try:
        info = p.stat()
        if stat.S_ISDIR(info.st_mode):
            raise MultiplierTableError(f"{p}: is a folder, not a multiplier table file")
        if not stat.S_ISREG(info.st_mode):
            raise MultiplierTableError(f"{p}: is not a regular file")
        if info.st_size > MAX_FILE_BYTES:
            raise MultiplierTableError(f"{p}: too large for a multiplier table")
        with p.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise MultiplierTableError(f"{p}: no such file") from None
    except IsADirectoryError:
        raise MultiplierTableError(f"{p}: is a folder, not a multiplier table file") from None
    except OSError as exc:
        raise MultiplierTableError(f"{p}: cannot be read: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise MultiplierTableError(f"{p}: too large for a multiplier table")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise MultiplierTableError(f"{p}: not a text file (UTF-8 TOML expected)") from None
    return loads_multipliers(text, source=os.fspath(p))


def dumps_multipliers(table: MultiplierTable) -> str:
    """The table as TOML text."""
    return tomli_w.dumps(table.to_dict())


def save_multipliers(table: MultiplierTable, path: str | Path) -> None:
    """Write a multiplier table as TOML, atomically."""
    atomic_write_text(Path(path), dumps_multipliers(table))


def builtin_id(family_id: str, lines: int) -> str:
    """The id of a built-in table: ``jacks-or-better-10``."""
    return f"{family(family_id).id}-{check_lines(lines)}"


@cache
def builtin_multiplier_ids() -> tuple[str, ...]:
    """Ids of the multiplier tables shipped with vptrainer."""
    folder = resources.files(_PACKAGE).joinpath(_FOLDER)
    return tuple(
        sorted(f.name.removesuffix(".toml") for f in folder.iterdir() if f.name.endswith(".toml"))
    )


@cache
def load_builtin_multipliers(table_id: str) -> MultiplierTable:
    """A built-in multiplier table by id, such as ``double-double-bonus-10``."""
    if table_id not in builtin_multiplier_ids():
        raise MultiplierTableError(
            f"no built-in multiplier table {short_repr(table_id)}; built-in ids: "
            f"{', '.join(builtin_multiplier_ids())}"
        )
    text = resources.files(_PACKAGE).joinpath(_FOLDER, f"{table_id}.toml").read_text("utf-8")
    doc = tomllib.loads(text)
    return parse_multipliers(doc, source=f"built-in {table_id}", builtin_id=table_id)


def builtin_multipliers(family_id: str, lines: int) -> MultiplierTable:
    """The built-in table of a family for a number of lines (1, 3, 5 or 10)."""
    f = family(family_id)
    check_lines(lines)
    if lines not in LINE_COUNTS:
        raise MultiplierTableError(
            f"{f.name}: machines offer {', '.join(map(str, LINE_COUNTS))} lines; for "
            f"{lines} lines give a multiplier table with --multipliers"
        )
    return load_builtin_multipliers(builtin_id(f.id, lines))


def resolve_multipliers(
    table: PayTable,
    lines: int,
    *,
    family_id: str | None = None,
    path: str | Path | None = None,
) -> MultiplierTable:
    """The multiplier table for playing ``table`` on ``lines`` lines: a file, a family's
    built-in table, or the built-in table of the pay table's own family."""
    check_lines(lines)
    if path is not None and family_id is not None:
        raise MultiplierTableError("give either a family or a multiplier table file, not both")
    if path is not None:
        mults = load_multipliers(path)
        if mults.lines is not None and mults.lines != lines:
            raise MultiplierTableError(f"{mults.name}: made for {mults.lines} lines, not {lines}")
        return mults
    f = family(family_id) if family_id is not None else family_of(table)
    return builtin_multipliers(f.id, lines)
