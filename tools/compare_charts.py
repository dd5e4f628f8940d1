"""sigmajove's published charts against generated charts of the same size, exactly.

Every chart listed in ``tests/core/strategy/data/published/sigmajove.toml`` (his
files, byte for byte, each for a built-in table) is read as printed and priced
exactly; beside it, the generated chart of the same number of lines
(``StrategyMaker.level``) and, for a chart with penalty cards, the generated basic
strategy with as many exceptions as his chart has lines with a penalty bracket.

Size: the lines of a chart that play, "Nothing" / "discard everything" (which closes
a chart) not counted; a line is one line whatever it holds: a comma list, a penalty
bracket (``KJ [no 8T or 9T]``), a preference (``Full House << Trip Aces``). The same
count for both sides: a generated rule is one line of its chart.

Returns are exact; each side read as it plays (a rule that fits several holds read
against the player for ours, which is what ``strategy eval`` calls the worst reading).

    .venv/bin/python tools/compare_charts.py [--table ID ...] [--search thorough]
"""

from __future__ import annotations

import argparse
import sys
import time
import tomllib
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.language import Strategy, parse_strategy
from vptrainer.core.strategy.patterns import Kind

ROOT = Path(__file__).resolve().parent.parent
PUBLISHED = ROOT / "tests" / "core" / "strategy" / "data" / "published"


@dataclass(frozen=True)
class Published:
    """One of his charts as listed in the manifest."""

    file: str
    source: str
    table: str
    note: str = ""


def charts() -> list[Published]:
    """The charts of the manifest."""
    data = tomllib.loads((PUBLISHED / "sigmajove.toml").read_text())
    return [Published(**c) for c in data["chart"]]


def lines(strategy: Strategy) -> tuple[int, int]:
    """The lines that play (not "Nothing") and, of them, the lines with a penalty card."""
    playing = {
        r.line for r in strategy.rules if not all(p.kind is Kind.NOTHING for p in r.patterns)
    }
    penalty = {r.line for r in strategy.rules if any(p.penalties for p in r.patterns)}
    return len(playing), len(penalty & playing)


def price(maker: StrategyMaker, text: str) -> tuple[Fraction, Fraction]:
    """The exact return of a strategy text, for the player and against."""
    strategy = parse_strategy(text, game_of(maker.table))
    result = evaluate_strategy(maker.prepared, strategy, holds=maker.holds)
    return result.return_exact, result.return_worst_exact


def pct(x: Fraction) -> str:
    return f"{float(x) * 100:.6f}"


def diff(x: Fraction) -> str:
    return f"{float(x) * 100:+.6f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--table", action="append", help="only these built-in tables")
    ap.add_argument("--source", action="append", help="only these charts of his (file names)")
    ap.add_argument("--search", choices=("default", "thorough"), default="default")
    args = ap.parse_args(argv)
    makers: dict[str, StrategyMaker] = {}
    rows = [
        "| source | table | lines (penalty) | his return % | ours, same lines % | difference "
        "| ours, basic + exceptions: lines | % | difference |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    worst_gap = None
    for c in charts():
        if (args.table and c.table not in args.table) or (
            args.source and c.source not in args.source
        ):
            continue
        table = load_builtin(c.table)
        maker = makers.get(c.table)
        if maker is None:
            makers.clear()  # one table's maker at a time (the manifest lists by table)
            cached_prepare.cache_clear()
            cached_hold_table.cache_clear()
            prepared = cached_prepare(table)
            maker = makers[c.table] = StrategyMaker(prepared, holds=cached_hold_table(prepared))
        started = time.perf_counter()
        his_text = (PUBLISHED / c.file).read_text()
        his_strategy = parse_strategy(his_text, game_of(table))
        n, penalties = lines(his_strategy)
        his, _ = price(maker, his_text)
        chart = maker.level(n, search=args.search)
        ours = chart.return_worst_exact
        gap = ours - his
        worst_gap = gap if worst_gap is None else min(worst_gap, gap)
        extra = ["", "", ""]
        if penalties:
            exceptions = maker.exceptions(max(penalties, 1))
            kept = exceptions.rules[:penalties]
            text = maker.text_with_exceptions(exceptions, count=penalties)
            _, with_exc = price(maker, text)
            extra = [
                f"{maker.basic().rule_count} + {len(kept)}",
                pct(with_exc),
                diff(with_exc - his),
            ]
        rows.append(
            f"| {c.source} | {c.table} | {n} ({penalties}) | {pct(his)} | {pct(ours)} "
            f"({chart.rule_count}) | {diff(gap)} | " + " | ".join(extra) + " |"
        )
        print(rows[-1], f"  [{time.perf_counter() - started:.1f} s]", file=sys.stderr)
    print("\n".join(rows))
    if worst_gap is not None:
        print(f"\nsmallest difference (ours - his, same lines): {diff(worst_gap)} points")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
