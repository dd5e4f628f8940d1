"""``vptrainer strategy eval|make --ultimate-x N``: charts played as Ultimate X, with
conditions on the multiplier, priced exactly under the chain of the total multiplier."""

from __future__ import annotations

import argparse
import json
from typing import IO

from vptrainer.cli.common import EXIT_OK
from vptrainer.core.errors import VPError


def cmd_ux_strategy(args: argparse.Namespace, out: IO[str]) -> int:
    """Price a strategy (``eval``) or make one (``make``) for an Ultimate X game."""
    from vptrainer.cli.ultimate_x import _game
    from vptrainer.core.features.ultimate_x.solver import cached_solve

    if args.ultimate_x is None:
        raise VPError(
            "--single goes with --ultimate-x N (one Ultimate X chart for every multiplier)"
        )
    if args.five_coin:
        raise VPError(
            "--five-coin: strategy charts are made and priced with 10 coins a line on every "
            "hand (see 'vptrainer ultimate-x --five-coin' for the 5-coin option's return)"
        )
    if args.strategy_command == "make":
        if args.rules is not None or args.exceptions:
            raise VPError(
                "--ultimate-x makes the basic strategy with its multiplier exceptions; "
                "--rules and --exceptions are for the base game"
            )
        _check_output(args.output)
    game = _game(args, args.ultimate_x)
    result = cached_solve(game)
    if args.strategy_command == "make":
        return _make(args, result, out)
    from vptrainer.core.features.ultimate_x.strategy import evaluate_ultimate_x_strategy
    from vptrainer.core.features.ultimate_x.strategy_language import read_ultimate_x_strategy
    from vptrainer.core.features.ultimate_x.strategy_report import (
        ux_strategy_json,
        ux_strategy_text,
    )
    from vptrainer.core.strategy.game import game_of

    strategy = read_ultimate_x_strategy(
        args.file, game_of(game.table), game.lines, states=result.states
    )
    res = evaluate_ultimate_x_strategy(result, strategy)
    out.write(json.dumps(ux_strategy_json(res)) + "\n" if args.json else ux_strategy_text(res))
    return EXIT_OK


def _check_output(target: str | None) -> None:
    from vptrainer.core.storage.fileio import describe_os_error, resolve_target

    if target is None:
        return
    try:  # before the work: a pipe, a device, a folder, a read-only file
        folder = resolve_target(target).parent
        if not folder.is_dir():
            raise FileNotFoundError(2, "no such folder")
    except OSError as exc:
        raise VPError(f"cannot write {describe_os_error(target, exc)}") from None


def _make(args: argparse.Namespace, result: object, out: IO[str]) -> int:
    from vptrainer.core.features.ultimate_x.charts import make_ultimate_x_chart
    from vptrainer.core.features.ultimate_x.solver import UltimateXResult
    from vptrainer.core.features.ultimate_x.strategy_report import ux_chart_json
    from vptrainer.core.storage.fileio import atomic_write_text, describe_os_error

    assert isinstance(result, UltimateXResult)
    chart = make_ultimate_x_chart(result, single=args.single)
    text = (
        json.dumps(ux_chart_json(chart), indent=None if args.output is None else 2) + "\n"
        if args.json
        else chart.text
    )
    if args.output is None:
        out.write(text)
        return EXIT_OK
    try:
        atomic_write_text(args.output, text)
    except OSError as exc:
        raise VPError(f"cannot write {describe_os_error(args.output, exc)}") from None
    out.write(
        f"{chart.priced.strategy.strategy.name}: {len(chart.priced.rules)} rules "
        f"({chart.exceptions} with a multiplier condition), return "
        f"{chart.expected_return * 100:.4f}% (optimal {chart.optimal_return * 100:.4f}%), "
        f"written to {args.output}\n"
    )
    return EXIT_OK
