"""The pay tables shipped with vptrainer (``paytables/`` in the source tree).

They are installed inside the package as ``vptrainer.paytables`` and read through
:mod:`importlib.resources`, so they are found from a wheel or a frozen bundle too.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.games.tomlfile import load_paytable, parse_paytable

_BUILTIN_PACKAGE = "vptrainer.paytables"


@dataclass(frozen=True)
class BuiltinInfo:
    """What the table chooser shows of a built-in table."""

    id: str
    name: str
    family: str
    wild: Wild  # the shorthand; Wild.OTHER for games that ``game`` describes
    published_return: float | None
    game: GameSpec = field(default_factory=GameSpec)


@cache
def builtin_ids() -> tuple[str, ...]:
    """Ids (file stems) of the pay tables shipped with vptrainer."""
    folder = resources.files(_BUILTIN_PACKAGE)
    return tuple(
        sorted(f.name.removesuffix(".toml") for f in folder.iterdir() if f.name.endswith(".toml"))
    )


@cache
def load_builtin(table_id: str) -> PayTable:
    """A built-in table by id, such as ``jacks-or-better-9-6``."""
    if table_id not in builtin_ids():
        raise PayTableError(
            f"no built-in table {table_id!r}; built-in ids: {', '.join(builtin_ids())}"
        )
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
        out.append(BuiltinInfo(tid, t.name, t.family, t.wild, t.published_return, t.game))
    return tuple(out)


DEFAULT_TABLE_ID = "jacks-or-better-9-6"


def resolve_table(spec: str) -> PayTable:
    """A table from a file path or a built-in id (a path wins when both exist)."""
    if not isinstance(spec, str) or not spec or "\x00" in spec or len(spec) > 4096:
        raise PayTableError(f"{str(spec)[:80]!r} is not a pay table file or built-in id")
    p = Path(spec)
    try:
        exists = p.exists()
    except OSError:
        exists = False
    if exists and not p.is_dir():
        return load_paytable(p)
    if spec in builtin_ids():
        return load_builtin(spec)
    if exists:
        raise PayTableError(f"{spec}: is a folder, not a pay table file")
    if p.suffix.lower() == ".toml" or "/" in spec or "\\" in spec:
        raise PayTableError(f"{spec}: no such file")
    raise PayTableError(
        f"{spec!r} is neither a file nor a built-in table; built-in ids: {', '.join(builtin_ids())}"
    )
