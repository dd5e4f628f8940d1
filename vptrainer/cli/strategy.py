"""``vptrainer strategy eval|cross|make``: strategies priced exactly, and generated."""

from __future__ import annotations

import argparse
import json
from typing import IO

from vptrainer.cli.common import EXIT_OK
from vptrainer.core.errors import VPError


def cmd_strategy(args: argparse.Namespace, out: IO[str]) -> int:
    """Price a strategy exactly, play one table's strategy on another, or make one."""
    from vptrainer.core.games.builtin import resolve_table
    from vptrainer.core.strategy import report
    from vptrainer.core.strategy.builtin import resolve_strategy
    from vptrainer.core.strategy.evaluation import cross_strategy, evaluate_strategy
    from vptrainer.core.strategy.game import game_of

    if args.strategy_command == "make":
        return _strategy_make(args, out)
    if args.strategy_command == "cross":
        cross = cross_strategy(resolve_table(args.played), resolve_table(args.strategy))
        out.write(
            json.dumps(report.cross_json(cross)) + "\n"
            if args.json
            else report.cross_text_report(cross)
        )
        return EXIT_OK
    table = resolve_table(args.table)
    strategy = resolve_strategy(args.file, game_of(table))
    result = evaluate_strategy(table, strategy)
    out.write(
        json.dumps(report.strategy_json(result)) + "\n"
        if args.json
        else report.strategy_text_report(result)
    )
    return EXIT_OK


def _strategy_make(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core.games.builtin import resolve_table
    from vptrainer.core.storage.fileio import atomic_write_text
    from vptrainer.core.strategy.generator.charts import StrategyMaker
    from vptrainer.core.strategy.generator.report import chart_json, chart_text

    maker = StrategyMaker(resolve_table(args.table))
    chart = maker.basic() if args.rules is None else maker.level(args.rules)
    exceptions = maker.exceptions() if args.exceptions else None
    text = (
        json.dumps(chart_json(chart, exceptions), indent=None if args.output is None else 2) + "\n"
        if args.json
        else chart_text(chart, exceptions)
    )
    if args.output is None:
        out.write(text)
        return EXIT_OK
    try:
        atomic_write_text(args.output, text)
    except OSError as exc:
        raise VPError(f"{args.output}: cannot write the file ({exc.strerror or exc})") from None
    out.write(
        f"{chart.strategy.name}: {chart.rule_count} rules, return "
        f"{float(chart.return_exact) * 100:.4f}%, written to {args.output}\n"
    )
    return EXIT_OK
