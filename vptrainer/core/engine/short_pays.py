"""The return at each bet of a table with short pays, and what playing short costs.

Real machines pay less per coin below max bet (a royal of 250 per coin on 1 to 4
coins, 800 on 5). :meth:`PayTable.at_coins` is the table as paid at a bet; its exact
analysis under its own optimal strategy is the return at that bet. The cost of playing
short is the return given up on every coin bet, ``return(max) - return(coins)``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.paytable import MAX_COINS, PayTable

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class CoinReturn:
    """The return of one bet under the optimal strategy of that bet's pays."""

    coins: int
    table: PayTable  # the table as paid at this bet (``table.at_coins(coins)``)
    return_exact: Fraction  # per coin bet
    max_return_exact: Fraction  # at max bet, for comparison

    @property
    def cost_exact(self) -> Fraction:
        """Return given up per coin bet by playing this bet instead of max bet."""
        return self.max_return_exact - self.return_exact

    @property
    def loss_per_hand(self) -> Fraction:
        """Expected loss of one hand at this bet, in coins (negative: a gain)."""
        return self.coins * (1 - self.return_exact)


@dataclass(frozen=True)
class ShortPayReturns:
    """The return at every bet from 1 coin to max bet, with what each costs."""

    table: PayTable
    rows: tuple[CoinReturn, ...]  # 1 coin to MAX_COINS, in order

    @property
    def max_return_exact(self) -> Fraction:
        """The return at max bet."""
        return self.rows[-1].return_exact

    def at(self, coins: int) -> CoinReturn:
        """The row of a bet of ``coins``."""
        for row in self.rows:
            if row.coins == coins:
                return row
        raise PayTableError(f"a bet is 1 to {MAX_COINS} coins, got {coins!r}")


def short_pay_returns(
    table: PayTable,
    *,
    max_bet: AnalysisResult | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> ShortPayReturns:
    """The exact return at each bet of ``table`` and what playing short costs.

    Each distinct set of pays is analysed once (bets of 1 to 4 coins share theirs), with
    the strategy that is optimal for it.

    Parameters
    ----------
    table
        The table; without short pays every bet has the max-bet return.
    max_bet
        The analysis of ``table`` at max bet if already made (it is not made again).
    progress
        Called as ``progress(done, total)``, over all the analyses.
    cancel
        When set, the work stops at the next chunk and raises :class:`Cancelled`.

    Raises
    ------
    PayTableError
        When ``max_bet`` is the analysis of another table's pays.
    """
    if max_bet is not None and max_bet.table.pays_signature != table.pays_signature:
        raise PayTableError(
            f"the max-bet analysis is of {max_bet.table.name!r}, not of {table.name!r}"
        )
    tables = {coins: table.at_coins(coins) for coins in range(1, MAX_COINS + 1)}
    todo: list[PayTable] = []
    for t in tables.values():
        if all(t.pays_signature != other.pays_signature for other in todo):
            todo.append(t)
    if max_bet is not None:
        todo = [t for t in todo if t.pays_signature != table.pays_signature]
    results: dict[tuple[object, ...], Fraction] = {}
    if max_bet is not None:
        results[table.pays_signature] = max_bet.return_exact
    steps = 1000

    for i, t in enumerate(todo):
        if cancel is not None and cancel.is_set():
            raise Cancelled("analysis cancelled")

        def part(done: int, total: int, i: int = i) -> None:
            if progress is not None:
                progress(i * steps + done * steps // max(total, 1), len(todo) * steps)

        result = analyze(t, progress=part if progress else None, cancel=cancel)
        results[t.pays_signature] = result.return_exact
    best = results[table.pays_signature]
    rows = tuple(
        CoinReturn(coins, t, results[t.pays_signature], best) for coins, t in tables.items()
    )
    return ShortPayReturns(table, rows)
