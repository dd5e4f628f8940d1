"""``vptrainer strategy eval|cross|make|turning-points``: strategies priced exactly,
generated, and where their lines move as the royal grows."""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable
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

    if getattr(args, "ultimate_x", None) is not None or getattr(args, "single", False):
        from vptrainer.cli.ux_strategy import cmd_ux_strategy

        return cmd_ux_strategy(args, out)
    if args.strategy_command == "make":
        return _strategy_make(args, out)
    if args.strategy_command == "turning-points":
        return _turning_points(args, out)
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
    from vptrainer.core.storage.fileio import atomic_write_text, describe_os_error, resolve_target
    from vptrainer.core.strategy.generator.charts import StrategyMaker
    from vptrainer.core.strategy.generator.report import chart_json, chart_text

    table = resolve_table(args.table)
    if args.output is not None:
        try:  # before the minutes of work: a pipe, a device, a folder, a read-only file
            folder = resolve_target(args.output).parent
            if not folder.is_dir():
                raise FileNotFoundError(2, "no such folder")
        except OSError as exc:
            raise VPError(f"cannot write {describe_os_error(args.output, exc)}") from None
    maker = StrategyMaker(table)
    chart = maker.basic() if args.rules is None else maker.level(args.rules, search=args.search)
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
        raise VPError(f"cannot write {describe_os_error(args.output, exc)}") from None
    out.write(
        f"{chart.strategy.name}: {chart.rule_count} rules, return "
        f"{float(chart.return_exact) * 100:.4f}%, written to {args.output}\n"
    )
    return EXIT_OK


def _turning_points(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core.bankroll.money import money
    from vptrainer.core.games.builtin import resolve_table
    from vptrainer.core.storage.fileio import atomic_write_text
    from vptrainer.core.strategy.turning_points import turning_points
    from vptrainer.core.strategy.turning_report import (
        turning_points_html,
        turning_points_json,
        turning_points_text,
    )

    wallet = None if args.denomination is None else money(args.denomination, args.coins)
    denomination = None if wallet is None else wallet.denomination
    table = resolve_table(args.table)
    strategy = None
    if args.strategy is not None:
        from vptrainer.core.strategy.builtin import resolve_strategy
        from vptrainer.core.strategy.game import game_of

        strategy = resolve_strategy(args.strategy, game_of(table))
    tp = turning_points(table, key=args.line, strategy=strategy, low=args.low, high=args.up_to)
    at = args.at
    if at is not None:
        tp.chart_return_at(at)  # a pay that would turn its hands into another line: refused
    writers = [(args.html, atomic_write_text), *_guide_writers(args)]
    wanted = [(target, write) for target, write in writers if target is not None]
    page = turning_points_html(tp, coins=args.coins, denomination=denomination) if wanted else ""
    for target, write in wanted:
        try:
            write(target, page)
        except OSError as exc:
            raise VPError(f"{target}: cannot write the file ({exc.strerror or exc})") from None
    out.write(
        json.dumps(turning_points_json(tp, coins=args.coins, denomination=denomination, at=at))
        + "\n"
        if args.json
        else turning_points_text(tp, coins=args.coins, denomination=denomination, at=at)
    )
    return EXIT_OK


_QT_APP: list[object] = []


def _guide_writers(
    args: argparse.Namespace,
) -> list[tuple[str | None, Callable[[str, str], None]]]:
    """The guide as PDF and PNG (``--pdf``, ``--png``), laid out by Qt like the app's
    pocket card; Qt is loaded only when one is asked for (without a display, offscreen)."""
    if args.pdf is None and args.png is None:
        return []
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from vptrainer.core.storage.fileio import atomic_write_bytes
    from vptrainer.gui.strategy import card

    if QGuiApplication.instance() is None:
        _QT_APP.append(QGuiApplication(["vptrainer"]))  # kept while the process runs
    title = "vptrainer turning points"
    return [
        (args.pdf, lambda path, page: atomic_write_bytes(path, card.html_pdf_bytes(page, title))),
        (args.png, lambda path, page: atomic_write_bytes(path, card.html_png_bytes(page))),
    ]
