"""Dump the strategy generator's results, exactly, to compare two versions byte for byte.

For every built-in table: the basic chart's text and exact returns (and each rule's
deals, EV range and error as exact fractions). For a few tables (``--deep``, by default
Jacks or Better 9/6, full-pay Deuces Wild, Double Bonus 10/7 and Joker Poker): ``level(n)``
for several n, ``levels()`` and ``exceptions()``, each on a fresh ``StrategyMaker``, and one
maker asked in the app's order (basic, a level, the curve, a level again, exceptions) to
cover what the stages keep between calls. Not a test: a speed-up of the generator must
leave this output unchanged.

    .venv/bin/python tools/strategy_golden.py > before.txt   # on the old version
    .venv/bin/python tools/strategy_golden.py > after.txt    # on the new one; then diff

Timings go to stderr (``--times``), never into the dump.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import TypeVar

from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import builtin_ids, load_builtin
from vptrainer.core.strategy.generator.charts import Chart, StrategyMaker
from vptrainer.core.strategy.generator.exceptions import Exceptions

DEEP = (
    "jacks-or-better-9-6",
    "deuces-wild-full-pay",
    "double-bonus-10-7",
    "joker-poker-kings-full-pay",
)
LEVELS = (3, 5, 8, 10, 15, 20)

T = TypeVar("T")


def _frac(x: Fraction | None) -> str:
    return "-" if x is None else f"{x.numerator}/{x.denominator}"


def chart_lines(chart: Chart) -> Iterator[str]:
    """A chart's text with comments, its exact returns and each rule's exact figures."""
    yield f"== chart {chart.title}: {chart.rule_count} rules"
    yield f"return {_frac(chart.return_exact)}"
    yield f"return_worst {_frac(chart.return_worst_exact)}"
    yield f"optimal {_frac(chart.optimal_exact)}"
    yield from chart.text(comments=True).splitlines()
    for i, r in enumerate(chart.rules):
        yield (
            f"rule {i} src={r.source} counted={r.counted} deals={r.deals} "
            f"ev=[{_frac(r.ev_min)}, {_frac(r.ev_max)}] error={_frac(r.error)} "
            f"section={r.section!r} patterns={len(r.patterns)}"
        )


def exception_lines(found: Exceptions) -> Iterator[str]:
    """The exceptions, exactly."""
    yield f"== exceptions: {len(found.rules)}"
    yield f"basic {_frac(found.basic_return)} optimal {_frac(found.optimal)}"
    yield f"remaining_deals {found.remaining_deals} remaining {_frac(found.remaining)}"
    for e in found.rules:
        yield (
            f"{e.text} | above={e.above} deals={e.deals} gain={_frac(e.gain)} "
            f"after={_frac(e.return_after)}"
        )


class Run:
    """Writes the dump and, with ``times``, each step's time to stderr."""

    def __init__(self, times: bool):
        self.times = times

    def timed(self, label: str, work: Callable[[], T]) -> T:
        started = time.perf_counter()
        cpu = time.process_time()
        out = work()
        if self.times:
            print(
                f"{label}: {time.perf_counter() - started:.2f} s "
                f"(cpu {time.process_time() - cpu:.2f} s)",
                file=sys.stderr,
                flush=True,
            )
        return out


def fresh(table_id: str) -> StrategyMaker:
    """A new maker (the table's count tables and hold EVs are cached across makers)."""
    return StrategyMaker(cached_prepare(load_builtin(table_id)))


def basic_dump(run: Run, table_id: str) -> Iterator[str]:
    yield f"### {table_id} basic"
    maker = fresh(table_id)
    maker.holds  # noqa: B018 - outside the timing
    yield from chart_lines(run.timed(f"{table_id} basic", maker.basic))


def deep_dump(run: Run, table_id: str) -> Iterator[str]:
    for n in LEVELS:
        yield f"### {table_id} level({n}) fresh"
        maker = fresh(table_id)
        maker.basic()
        yield from chart_lines(run.timed(f"{table_id} level({n})", lambda m=maker, k=n: m.level(k)))
    yield f"### {table_id} levels() fresh"
    maker = fresh(table_id)
    maker.basic()
    points = run.timed(f"{table_id} levels()", maker.levels)
    for p in points:
        yield f"{p.rules} {_frac(p.return_exact)} {_frac(p.return_worst_exact)}"
    yield f"### {table_id} exceptions() fresh"
    maker = fresh(table_id)
    maker.basic()
    yield from exception_lines(run.timed(f"{table_id} exceptions()", maker.exceptions))
    yield f"### {table_id} one maker: basic, level(15), levels(), level(10), exceptions(10)"
    maker = fresh(table_id)
    yield from chart_lines(maker.basic())
    yield from chart_lines(maker.level(15))
    for p in maker.levels():
        yield f"{p.rules} {_frac(p.return_exact)} {_frac(p.return_worst_exact)}"
    yield from chart_lines(maker.level(10))
    found = maker.exceptions(10)
    yield from exception_lines(found)
    yield "--- text with exceptions"
    yield from maker.text_with_exceptions(found).splitlines()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", nargs="*", help="built-in ids for the basic charts")
    parser.add_argument(
        "--deep", nargs="*", help=f"ids for levels and exceptions ({', '.join(DEEP)})"
    )
    parser.add_argument("--times", action="store_true", help="each step's time on stderr")
    args = parser.parse_args(argv)
    run = Run(args.times)
    tables = builtin_ids() if args.tables is None else tuple(args.tables)
    deep = DEEP if args.deep is None else tuple(args.deep)
    for table_id in tables:
        for line in basic_dump(run, table_id):
            print(line)
        sys.stdout.flush()
    for table_id in deep:
        for line in deep_dump(run, table_id):
            print(line)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
