"""Feature-game results shared by the tests (each analysis takes about a second)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from shared_makers import kept_call

from vptrainer.core.features.big_times_draw import BigTimesResult, BigTimesRules, big_times_draw
from vptrainer.core.features.multi_strike import MultiStrikeResult, MultiStrikeRules, multi_strike
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.games.tomlfile import loads_paytable


@pytest.fixture(scope="session", autouse=True)
def _no_kept_analyses() -> Iterator[None]:
    """Session fixtures run before the per-test environment: compute, never keep."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("VPTRAINER_KEEP_ANALYSES", "0")
        yield


def _deuces_with_ace(five: int, sf: int, quads: int, fh: int, flush: int) -> PayTable:
    """The Wizard of Odds' Big Times Draw deuces tables: 400 for four deuces with an ace."""
    return loads_paytable(
        f'name = "Deuces Wild {five}/{sf} (Big Times Draw)"\nwild = "deuces"\n[pays]\n'
        "natural_royal_flush = 800\nfour_deuces_with_ace = 400\nfour_deuces = 200\n"
        f"wild_royal_flush = 25\nfive_of_a_kind = {five}\nstraight_flush = {sf}\n"
        f"four_of_a_kind = {quads}\nfull_house = {fh}\nflush = {flush}\nstraight = 2\n"
        "three_of_a_kind = 1\n"
    )


@pytest.fixture(scope="session")
def ms_deuces() -> MultiStrikeResult:
    """Multi-Strike on full-pay Deuces Wild with the Wizard of Odds' free rides (kept
    between runs of the same core: :func:`shared_makers.kept_call`)."""
    return kept_call(multi_strike, load_builtin("deuces-wild-full-pay"))


@pytest.fixture(scope="session")
def ms_deluxe() -> MultiStrikeResult:
    """Multi-Strike 16X on 7/5 Bonus Poker (the Wizard of Odds' appendix; kept)."""
    return kept_call(multi_strike, load_builtin("bonus-poker-7-5"), rules=MultiStrikeRules.deluxe())


@pytest.fixture(scope="session")
def ms_job() -> MultiStrikeResult:
    """Multi-Strike on 9/6 Jacks or Better."""
    return multi_strike(load_builtin("jacks-or-better-9-6"))


@pytest.fixture(scope="session")
def btd_job() -> BigTimesResult:
    """Big Times Draw on 8/6 Jacks or Better, ten coins, two lines."""
    rules = BigTimesRules((10, 9, 6, 6, 5, 5, 5, 3, 3, 2, 1, 1), lines=2)
    return big_times_draw(load_builtin("jacks-or-better-8-6"), rules)


@pytest.fixture(scope="session")
def btd_deuces() -> dict[str, PayTable]:
    """The two deuces tables of the Wizard of Odds' Big Times Draw summary."""
    return {"16/13": _deuces_with_ace(16, 13, 4, 3, 2), "15/9": _deuces_with_ace(15, 9, 4, 4, 3)}
