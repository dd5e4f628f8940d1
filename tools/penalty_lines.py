"""What each penalty line of a published chart earns it, exactly.

For each chart of ``tests/core/strategy/data/published/sigmajove.toml`` chosen, its
exact return as printed, then with each line that has a penalty bracket removed (the
deals it took play the lines below it): the difference is what that line earns the
chart. With ``--ours``, each of his penalty lines is also put into our chart of as many
lines (``StrategyMaker.level(n)``) at the place where it adds most, as one more rule
(its pattern added to the model's table, every place tried exactly), which shows what
our generator misses by never proposing that condition.

    .venv/bin/python tools/penalty_lines.py --source db97_card.txt [--ours]
"""

from __future__ import annotations

import argparse
import sys
import time
from fractions import Fraction

import numpy as np
from compare_charts import PUBLISHED, charts, lines, pct

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import model
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.patterns import Pattern


def price(maker: StrategyMaker, text: str) -> Fraction:
    """The exact return of a chart read as his program reads it (for the player)."""
    strategy = parse_strategy(text, game_of(maker.table))
    return evaluate_strategy(maker.prepared, strategy, holds=maker.holds).return_exact


def penalty_lines(maker: StrategyMaker, text: str) -> dict[int, tuple[str, list[Pattern]]]:
    """His lines (1-based line numbers of the text) that have a penalty bracket."""
    strategy = parse_strategy(text, game_of(maker.table))
    out: dict[int, tuple[str, list[Pattern]]] = {}
    src = text.splitlines()
    for r in strategy.rules:
        if any(p.penalties for p in r.patterns):
            out.setdefault(r.line, (src[r.line - 1].strip(), []))[1].extend(
                p for p in r.patterns if p.penalties
            )
    return out


def best_place(
    table: model.AtomTable, rules: rule_sets.Rules, items: tuple[int, ...]
) -> tuple[int, int]:
    """The place (0: above every rule) where rules of ``items`` (one each, in order)
    add most to the exact total read against the player, and that total."""
    best = (-1, rule_sets.make_level(table, rules).worst_total)
    for at in range(len(rules) + 1):
        trial = (*rules[:at], *((i,) for i in items), *rules[at:])
        total = rule_sets.make_level(table, trial).worst_total
        if total > best[1]:
            best = (at, total)
    return best


def where(maker: StrategyMaker, his_text: str, our_text: str, top: int = 25) -> None:
    """Where his chart (read for the player) and ours (read against) play apart: the
    points each side gains, by his line and our rule, the largest first."""
    game = game_of(maker.table)
    his = evaluate_strategy(maker.prepared, parse_strategy(his_text, game), holds=maker.holds)
    ours = evaluate_strategy(maker.prepared, parse_strategy(our_text, game), holds=maker.holds)
    ev = maker.holds.ev
    rows = np.arange(ev.shape[0])
    weight = maker.holds.classes.weight.astype(np.int64)
    a = ev[rows, his.play.best.astype(np.int64)].astype(object)
    b = ev[rows, ours.play.worst.astype(np.int64)].astype(object)
    diff = (a - b) * weight.astype(object)
    den = maker.denominator

    def name(result: object, r: int) -> str:
        rules = result.rules  # type: ignore[attr-defined]
        return "(nothing)" if r < 0 else f"{r + 1}. {rules[r].text}"

    pairs: dict[tuple[str, str], int] = {}
    for d in np.flatnonzero(diff != 0):
        key = (name(his, int(his.play.rule[d])), name(ours, int(ours.play.rule[d])))
        pairs[key] = pairs.get(key, 0) + int(diff[d])
    total = sum(pairs.values())
    print(f"\nhis minus ours: {float(Fraction(total, den)) * 100:+.6f} points")
    print("| his rule | our rule | his gain (points) |")
    print("|---|---|---|")
    for (h, o), g in sorted(pairs.items(), key=lambda kv: -abs(kv[1]))[:top]:
        print(f"| {h} | {o} | {float(Fraction(g, den)) * 100:+.6f} |")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", action="append", required=True, help="his files' names")
    ap.add_argument("--ours", action="store_true", help="his lines put into our chart too")
    ap.add_argument("--where", action="store_true", help="where his chart beats ours, by line")
    args = ap.parse_args(argv)
    makers: dict[str, StrategyMaker] = {}
    for c in charts():
        if c.source not in args.source:
            continue
        maker = makers.get(c.table)
        if maker is None:
            prepared = cached_prepare(load_builtin(c.table))
            maker = makers[c.table] = StrategyMaker(prepared, holds=cached_hold_table(prepared))
        text = (PUBLISHED / c.file).read_text()
        whole = price(maker, text)
        n, _ = lines(parse_strategy(text, game_of(maker.table)))
        print(f"\n## {c.source} ({c.table}): {n} lines, {pct(whole)}%")
        print("| his line | without it % | the line earns (points) |")
        print("|---|---|---|")
        found = penalty_lines(maker, text)
        src = text.splitlines()
        groups: dict[str, list[int]] = {}
        for line, (said, _) in found.items():
            groups.setdefault(said.split("[")[0].strip(), []).append(line)
        removals = [[line] for line in found] + [g for g in groups.values() if len(g) > 1]
        for gone in removals:
            without = "\n".join(s for i, s in enumerate(src, start=1) if i not in gone) + "\n"
            less = price(maker, without)
            said = " + ".join(found[line][0] for line in gone)
            print(f"| {said} | {pct(less)} | {float(whole - less) * 100:+.6f} |")
        if not (args.ours or args.where):
            continue
        started = time.process_time()
        chart = maker.level(n)
        ours = chart.return_worst_exact
        print(f"\nours at {n} lines: {pct(ours)}% ({time.process_time() - started:.0f} s CPU)")
        if args.where:
            where(maker, text, chart.text(comments=False))
        if not args.ours:
            continue
        base, level = maker._long_level(n, None, None)  # the table and rules it chose
        print("| his line put into ours (one more rule) | ours + it % | it adds (points) |")
        print("|---|---|---|")
        for gone in removals:
            patterns = [p for line in gone for p in found[line][1]]
            table = model.with_patterns(base, patterns)
            items = tuple(range(len(base.atoms), len(table.atoms)))
            at, total = best_place(table, level.rules, items)
            got = Fraction(total, maker.denominator)
            said = " + ".join(found[line][0] for line in gone)
            print(f"| {said} | {pct(got)} | {float(got - ours) * 100:+.6f} (at rule {at + 1}) |")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
