"""The feature games' built-in data: ``paytables/features/*.toml``, each naming its source.

Free-ride chances, multiplier tables, prize wheels and trigger chances are set by each
machine; the files hold the published ones (and say where each comes from) and serve as
defaults that every function and the command line let the user replace.
"""

from __future__ import annotations

import tomllib
from fractions import Fraction
from functools import cache
from importlib import resources
from typing import Any

from vptrainer.core.features.common import FeatureError, Weighted, fraction
from vptrainer.core.games.paytable import PayTable

_FOLDER = "features"
FEATURE_FILES = (
    "multi-strike",
    "super-times-pay",
    "hot-roll",
    "wheel-poker",
    "dream-card",
    "big-times-draw",
    "spin-poker",
)


@cache
def feature_data(name: str) -> dict[str, Any]:
    """The built-in data of one game (a file stem of :data:`FEATURE_FILES`)."""
    if name not in FEATURE_FILES:
        raise FeatureError(f"no built-in data for {name!r}; known: {', '.join(FEATURE_FILES)}")
    folder = resources.files("vptrainer.paytables").joinpath(_FOLDER)
    try:
        return tomllib.loads(folder.joinpath(f"{name}.toml").read_text("utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:  # pragma: no cover - a packaging defect
        raise FeatureError(f"built-in feature data {name}: {exc}") from None


def source(name: str) -> str:
    """Where a game's built-in data comes from."""
    return str(feature_data(name).get("source", ""))


def percent_list(values: list[Any], what: str) -> tuple[Fraction, ...]:
    """Percentages (8.25 for 8.25%) as exact probabilities."""
    return tuple(fraction(str(v), what) / 100 for v in values)


def weights(table: dict[str, Any], what: str) -> Weighted:
    """A ``value = weight`` table as a distribution."""
    return Weighted.of(((k, v) for k, v in table.items()), what)


def big_times_multipliers(table: PayTable, coins: int = 10) -> tuple[tuple[int, ...], str]:
    """The built-in Big Times Draw multipliers for a table and coins bet, and the
    machine they belong to: the machine whose pays match, else the first of the
    table's family, else the first machine."""
    machines = feature_data("big-times-draw")["machine"]
    family = table.family or ("Deuces Wild" if 0 in table.game.wild_ranks else "")
    chosen = None
    for m in machines:
        if family not in m.get("families", []):
            continue
        match = m.get("match", {})
        if all(table.pays(k) == fraction(str(v), k) for k, v in match.items()):
            chosen = m
            break
    if chosen is None:
        chosen = next((m for m in machines if family in m.get("families", [])), machines[0])
    by_coins = chosen["coins"]
    if str(coins) not in by_coins:
        known = ", ".join(sorted(by_coins))
        raise FeatureError(
            f"no built-in Big Times Draw multipliers for {coins} coins on {chosen['name']} "
            f"(known: {known} coins); give the machine's multipliers"
        )
    return tuple(int(x) for x in by_coins[str(coins)]), str(chosen["name"])
