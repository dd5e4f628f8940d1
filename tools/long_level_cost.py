"""The first-time cost of a long level (CPU seconds), table by table.

For each table, a fresh :class:`StrategyMaker`: the basic strategy, then the level of
``ceil(share * basic rules)`` rules (a long level: its candidates are searched once for
the table, penalty brackets among them), each stage's process CPU time, the level's
exact return and the number of penalty-card variants in the long levels' table.

    .venv/bin/python tools/long_level_cost.py [--table ID ...] [--share 0.75]
"""

from __future__ import annotations

import argparse
import math
import os
import time

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.generator.charts import StrategyMaker

TABLES = ("jacks-or-better-9-6", "deuces-wild-full-pay", "double-bonus-10-7")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--table", action="append", help="built-in tables (default: three)")
    ap.add_argument("--share", type=float, default=0.75)
    args = ap.parse_args(argv)
    print("| table | basic rules | n | basic CPU s | level CPU s | variants | return % | load |")
    print("|---|---|---|---|---|---|---|---|")
    for table_id in args.table or TABLES:
        prepared = cached_prepare(load_builtin(table_id))
        holds = cached_hold_table(prepared)
        maker = StrategyMaker(prepared, holds=holds)
        t0 = time.process_time()
        size = maker.basic().rule_count
        t1 = time.process_time()
        # the level's share is of the basic strategy's rules as the search counts them
        n = max(
            math.ceil(args.share * size), math.ceil(args.share * len(maker._basic_level().rules))
        )
        assert maker._long(n), "a long level"
        chart = maker.level(n)
        t2 = time.process_time()
        table, _ = maker._penalty_table()
        variants = len(table.atoms) - len(maker._extended_table().atoms)
        load = os.getloadavg()[0]
        print(
            f"| {table_id} | {size} | {n} | {t1 - t0:.1f} | {t2 - t1:.1f} | {variants} "
            f"| {float(chart.return_worst_exact) * 100:.6f} | {load:.2f} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
