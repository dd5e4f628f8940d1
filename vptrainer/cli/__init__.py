"""The ``vptrainer`` command line: analyze, hand, evaluate, strategy, risk, sweep, compare,
tables, compile, gui.

With no arguments it starts the desktop app. Bad input exits with status 2 and
one line on stderr that says what is wrong and where.

Each command lives in a module of its own, imported only when it runs: a fresh
``vptrainer analyze`` loads the parser, that command and the core modules it needs.
Units of ``risk`` and ``sweep``: see :mod:`vptrainer.cli.bankroll`.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import IO, cast

from vptrainer.cli.common import EXIT_BAD_INPUT, EXIT_OK, Printable
from vptrainer.cli.parser import build_parser
from vptrainer.core.errors import VPError, shorten_long_runs
from vptrainer.core.plaintext import printable

__all__ = ["EXIT_BAD_INPUT", "EXIT_OK", "main"]


def main(
    argv: Sequence[str] | None = None, *, out: IO[str] | None = None, stdin: IO[str] | None = None
) -> int:
    """Run the command line; returns the exit status."""
    out = cast(IO[str], Printable(out or sys.stdout))
    stdin = stdin or sys.stdin
    args = build_parser().parse_args(argv)
    started = time.perf_counter()
    try:
        command = args.command
        if command is None or command == "gui":
            return _cmd_gui(getattr(args, "table", None))
        if command == "analyze":
            from vptrainer.cli.analyze import cmd_analyze

            return cmd_analyze(args, out)
        if command == "hand":
            from vptrainer.cli.hand import cmd_hand

            return cmd_hand(args, out, stdin)
        if command == "evaluate":
            from vptrainer.cli.hand import cmd_evaluate

            return cmd_evaluate(args, out)
        if command == "compile":
            from vptrainer.warmup import compile_kernels

            compile_kernels(lambda line: print(line, file=out))
            return EXIT_OK
        if command == "strategy":
            from vptrainer.cli.strategy import cmd_strategy

            return cmd_strategy(args, out)
        if command == "risk":
            from vptrainer.cli.bankroll import cmd_risk

            return cmd_risk(args, out)
        if command == "sweep":
            from vptrainer.cli.bankroll import cmd_sweep

            return cmd_sweep(args, out)
        if command == "compare":
            from vptrainer.cli.analyze import cmd_compare

            return cmd_compare(args, out)
        from vptrainer.cli.tables import cmd_tables

        return cmd_tables(out)
    except VPError as exc:
        message = shorten_long_runs(printable(str(exc)).replace("\n", " "))
        print(f"vptrainer: error: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(
            f"vptrainer: interrupted after {time.perf_counter() - started:.1f} s", file=sys.stderr
        )
        return 130
    except BrokenPipeError:
        return EXIT_OK


def _cmd_gui(table: str | None) -> int:
    try:
        from vptrainer.gui.app import run_app
    except ImportError as exc:  # a missing system library, or no GUI built yet
        raise VPError(f"the desktop app cannot start: {exc}") from None
    return int(run_app(table))
