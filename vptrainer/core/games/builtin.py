"""The pay tables shipped with vptrainer (``paytables/`` in the source tree).

They are installed inside the package as ``vptrainer.paytables`` and read through
:mod:`importlib.resources`, so they are found from a wheel or a frozen bundle too.
"""

from __future__ import annotations

import os
import stat
import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

from vptrainer.core.errors import excerpt
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.games.tomlfile import load_paytable, parse_paytable
from vptrainer.core.storage.fileio import describe_os_error, display_path

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
    if not isinstance(spec, str) or not spec or "\x00" in spec:
        raise PayTableError(f"{excerpt(str(spec))!r} is not a pay table file or built-in id")
    p = Path(spec)
    try:
        info: os.stat_result | None = p.stat()
    except (FileNotFoundError, NotADirectoryError):
        info = None
    except OSError as exc:  # a name too long, a loop of links, no permission
        if spec in builtin_ids():
            return load_builtin(spec)
        raise PayTableError(f"not a pay table file: {describe_os_error(spec, exc)}") from None
    if info is not None and not stat.S_ISDIR(info.st_mode):
        return load_paytable(p)  # refuses pipes, devices and sockets
    if spec in builtin_ids():
        return load_builtin(spec)
    if info is not None:
        raise PayTableError(f"{display_path(spec)}: is a folder, not a pay table file")
    if p.suffix.lower() == ".toml" or "/" in spec or "\\" in spec:
        raise PayTableError(f"{display_path(spec)}: no such file")
    raise PayTableError(
        f"{excerpt(spec)!r} is neither a file nor a built-in table; "
        f"built-in ids: {', '.join(builtin_ids())}"
    )
