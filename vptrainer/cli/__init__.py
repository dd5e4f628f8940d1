"""The ``vptrainer`` command line: analyze, hand, evaluate, strategy, risk, sweep,
progressive, compare, feature, ultimate-x, tables, compile, install-desktop-entry, gui.

With no arguments it starts the desktop app. Bad input exits with status 2 and
one line on stderr that says what is wrong and where.

Each command lives in a module of its own, imported only when it runs: a fresh
``vptrainer analyze`` loads the parser, that command and the core modules it needs.
Units of ``risk`` and ``sweep``: see :mod:`vptrainer.cli.bankroll`.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, cast

from vptrainer.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    INTERRUPTED,
    Printable,
    interruptible,
    terminal_width,
)
from vptrainer.cli.parser import build_parser
from vptrainer.core.errors import Cancelled, VPError, shorten_long_runs
from vptrainer.core.plaintext import printable

__all__ = ["EXIT_BAD_INPUT", "EXIT_OK", "main"]


def main(
    argv: Sequence[str] | None = None, *, out: IO[str] | None = None, stdin: IO[str] | None = None
) -> int:
    """Run the command line; returns the exit status."""
    stdin = stdin or sys.stdin
    args = build_parser().parse_args(argv)
    started = time.perf_counter()
    printer = Printable(out or sys.stdout, None if _exact_output(args) else terminal_width())
    out = cast(IO[str], printer)
    command = args.command
    if command is None or command == "gui":
        try:
            return _cmd_gui(getattr(args, "table", None))
        except VPError as exc:
            print(f"vptrainer: error: {printable(str(exc))}", file=sys.stderr)
            return EXIT_BAD_INPUT
    from vptrainer.cli.compiling import CompileReport
    from vptrainer.core.storage import caches

    # a first run compiles the kernels: said once, with progress (`compile` says it its
    # own way, and the commands it runs inside are quiet)
    report = None if CompileReport.active else CompileReport(quiet=command == "compile")
    if report is not None:
        CompileReport.active = True
        caches.add_compile_listener(report)
    try:
        with interruptible():
            return _run(command, args, out, stdin)
    except VPError as exc:
        message = shorten_long_runs(printable(str(exc)).replace("\n", " "))
        print(f"vptrainer: error: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (KeyboardInterrupt, Cancelled) as exc:
        if isinstance(exc, Cancelled) and not INTERRUPTED.is_set():
            raise
        print(
            f"vptrainer: interrupted after {time.perf_counter() - started:.1f} s", file=sys.stderr
        )
        return 130
    except BrokenPipeError:
        return EXIT_OK
    finally:
        with contextlib.suppress(BrokenPipeError):
            printer.flush()
        if report is not None:
            caches.remove_compile_listener(report)
            CompileReport.active = False
            report.finish()


def _exact_output(args: argparse.Namespace) -> bool:
    """Whether the output is read by a program and must not be wrapped to the terminal:
    JSON (``hand -`` prints a JSON object per line), and a strategy written in the
    strategy language."""
    return (
        bool(getattr(args, "json", False))
        or getattr(args, "cards", None) == ["-"]
        or getattr(args, "strategy_command", None) == "make"
    )


def _run(command: str, args: argparse.Namespace, out: IO[str], stdin: IO[str]) -> int:
    """Run one command (not the app)."""
    if command == "analyze":
        from vptrainer.cli.analyze import cmd_analyze

        return cmd_analyze(args, out)
    if command == "hand":
        extra = args.total_multiplier is not None or args.family or args.multipliers
        if args.ultimate_x is None and (extra or args.five_coin):
            raise VPError(
                "--total-multiplier, --family, --multipliers and --five-coin rank the holds "
                "under Ultimate X: give --ultimate-x N too"
            )
        if args.ultimate_x is not None:
            from vptrainer.cli.ultimate_x import cmd_hand_ultimate_x

            return cmd_hand_ultimate_x(args, out, stdin)
        from vptrainer.cli.hand import cmd_hand

        return cmd_hand(args, out, stdin)
    if command == "ultimate-x":
        from vptrainer.cli.ultimate_x import cmd_ultimate_x

        return cmd_ultimate_x(args, out)
    if command == "evaluate":
        from vptrainer.cli.hand import cmd_evaluate

        return cmd_evaluate(args, out)
    if command == "compile":
        from vptrainer.cli.compile import compile_kernels

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
    if command == "feature":
        from vptrainer.cli.features import cmd_feature

        return cmd_feature(args, out)
    if command == "progressive":
        from vptrainer.cli.progressive import cmd_progressive

        return cmd_progressive(args, out)
    if command == "compare":
        from vptrainer.cli.analyze import cmd_compare

        return cmd_compare(args, out)
    if command == "install-desktop-entry":
        from vptrainer.cli.desktop import cmd_desktop_entry

        return cmd_desktop_entry(args, out)
    from vptrainer.cli.tables import cmd_tables

    return cmd_tables(out, as_json=args.json)


#: What to use instead of the app where there is no display.
_WITHOUT_DISPLAY = (
    "the command line works without one: `vptrainer analyze jacks-or-better-9-6`, "
    "`vptrainer hand TABLE Ah Kh Qh Jh 2c`, `vptrainer strategy make TABLE`; "
    "`vptrainer --help` lists every command"
)


def display_problem(environ: dict[str, str] | None = None) -> str | None:
    """Why the app's window cannot open here (no display), or ``None``.

    Qt aborts the process when it finds no display, naming a library instead (exit
    134); this looks first. Only on Linux, and only for the usual platforms (xcb,
    wayland): ``QT_QPA_PLATFORM=offscreen`` and the like need no display.
    """
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    platform = env.get("QT_QPA_PLATFORM", "").split(":")[0]
    if platform and not platform.startswith(("xcb", "wayland")):
        return None
    wayland = env.get("WAYLAND_DISPLAY", "")
    if wayland:
        runtime = env.get("XDG_RUNTIME_DIR", "")
        if not Path(wayland).is_absolute() and not runtime:
            return None  # cannot tell where its socket is: let Qt try
        socket = Path(wayland) if Path(wayland).is_absolute() else Path(runtime) / wayland
        if socket.exists():
            return None
    display = env.get("DISPLAY", "")
    if display:
        local = display.split(".")[0].removeprefix("unix")
        if not local.startswith(":") or not local[1:].isdigit():
            return None  # a remote display: Qt says what it finds
        name = f"/tmp/.X11-unix/X{local[1:]}"
        if Path(name).exists() or _abstract_socket(name):
            return None
        return (
            f"the display {display} cannot be reached (no X server listens at {name}), so "
            f"the app's window cannot open; {_WITHOUT_DISPLAY}"
        )
    return (
        "there is no display to open the app's window on (neither DISPLAY nor "
        f"WAYLAND_DISPLAY is set: a server or a terminal without a desktop); {_WITHOUT_DISPLAY}"
    )


def _abstract_socket(name: str) -> bool:
    """Whether a Unix socket named ``@name`` (Linux's abstract namespace) is listening."""
    try:
        with Path("/proc/net/unix").open(encoding="ascii", errors="replace") as f:
            return any(line.rstrip().endswith("@" + name) for line in f)
    except OSError:
        return True  # cannot tell: let Qt try


def _cmd_gui(table: str | None) -> int:
    problem = display_problem()
    if problem is not None:
        raise VPError(problem)
    try:
        from vptrainer.gui.app import run_app
    except ImportError as exc:  # a missing system library, or no GUI built yet
        raise VPError(f"the desktop app cannot start: {exc}") from None
    return int(run_app(table))
