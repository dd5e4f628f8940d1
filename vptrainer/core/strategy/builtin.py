"""The strategies shipped with vptrainer (``paytables/strategies/`` in the source tree).

They are installed beside the built-in pay tables, as package data of
``vptrainer.paytables``, and read through :mod:`importlib.resources`. Each file names
its game in its ``game:`` line, which is the name of a built-in table, and its source
in its opening comments.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from vptrainer.core.errors import excerpt
from vptrainer.core.games.builtin import builtin_ids, load_builtin
from vptrainer.core.storage.fileio import describe_os_error, display_path
from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.language import Strategy, StrategyError, parse_strategy, read_strategy

_PACKAGE = "vptrainer.paytables"
_FOLDER = "strategies"


@dataclass(frozen=True)
class BuiltinStrategyInfo:
    """A built-in strategy: its id, name, the table it was written for, its source."""

    id: str
    name: str
    table_id: str
    source: str  # the opening comment lines


def _folder() -> resources.abc.Traversable:
    return resources.files(_PACKAGE).joinpath(_FOLDER)


@cache
def builtin_strategy_ids() -> tuple[str, ...]:
    """Ids (file stems) of the strategies shipped with vptrainer."""
    return tuple(
        sorted(f.name.removesuffix(".txt") for f in _folder().iterdir() if f.name.endswith(".txt"))
    )


@cache
def builtin_strategy_text(strategy_id: str) -> str:
    """The text of a built-in strategy."""
    if strategy_id not in builtin_strategy_ids():
        raise StrategyError(
            f"no built-in strategy {strategy_id!r}; built-in strategies: "
            f"{', '.join(builtin_strategy_ids())}"
        )
    return _folder().joinpath(f"{strategy_id}.txt").read_text("utf-8")


def _header(text: str, key: str) -> str:
    for line in text.splitlines():
        body = line.split("#", 1)[0].strip()
        if body.lower().startswith(f"{key}:"):
            return body.split(":", 1)[1].strip()
    return ""


@cache
def builtin_strategy_catalog() -> tuple[BuiltinStrategyInfo, ...]:
    """Every built-in strategy with the built-in table its ``game:`` line names."""
    names = {load_builtin(t).name: t for t in builtin_ids()}
    out = []
    for sid in builtin_strategy_ids():
        text = builtin_strategy_text(sid)
        game = _header(text, "game")
        if game not in names:  # pragma: no cover - a packaging defect, tested
            raise StrategyError(f"built-in strategy {sid}: no built-in table is named {game!r}")
        source = "\n".join(
            line.lstrip("# ").rstrip() for line in text.splitlines() if line.startswith("#")
        )
        out.append(BuiltinStrategyInfo(sid, _header(text, "name"), names[game], source))
    return tuple(out)


def load_builtin_strategy(strategy_id: str, game: Game) -> Strategy:
    """A built-in strategy read for ``game``."""
    return parse_strategy(
        builtin_strategy_text(strategy_id), game, source=f"built-in {strategy_id}"
    )


def resolve_strategy(spec: str | os.PathLike[str], game: Game) -> Strategy:
    """A strategy from a file path or a built-in id (a path wins when both exist)."""
    text = os.fspath(spec)
    p = Path(spec)
    try:
        info: os.stat_result | None = p.stat()
    except (FileNotFoundError, NotADirectoryError):
        info = None
    except (OSError, ValueError) as exc:  # a name too long, a NUL byte
        if text in builtin_strategy_ids():
            return load_builtin_strategy(text, game)
        reason = describe_os_error(p, exc) if isinstance(exc, OSError) else str(exc)
        raise StrategyError(f"not a strategy file: {reason}") from None
    if info is not None and not stat.S_ISDIR(info.st_mode):
        return read_strategy(p, game)  # refuses pipes, devices and sockets
    if text in builtin_strategy_ids():
        return load_builtin_strategy(text, game)
    if info is not None:
        raise StrategyError(f"{display_path(text)}: is a folder, not a strategy file")
    if p.suffix or "/" in text or os.sep in text:
        raise StrategyError(f"{display_path(text)}: no such file")
    raise StrategyError(
        f"{excerpt(text)!r} is neither a file nor a built-in strategy; built-in strategies: "
        f"{', '.join(builtin_strategy_ids())}"
    )
