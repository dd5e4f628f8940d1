"""The ``vptrainer`` command line: analyze, hand, evaluate, strategy, tables, gui.

With no arguments it starts the desktop app. Bad input exits with status 2 and
one line on stderr that says what is wrong and where.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import IO, Any, NoReturn

from vptrainer import __version__
from vptrainer.core.errors import VPError

EXIT_OK = 0
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits with status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="vptrainer", description="Exact video poker analysis and training.")
    parser.add_argument("--version", action="version", version=f"vptrainer {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    p = sub.add_parser("analyze", help="exact return of a pay table under optimal play")
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("hand", help="EVs of all 32 holds of a dealt hand")
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument(
        "cards",
        metavar="CARDS",
        nargs="+",
        help="five cards such as Ah Td 10c 2s 9h, or - to read one hand per line "
        "from standard input (one JSON object per line)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("evaluate", help="evaluate a 5-, 6- or 7-card poker hand, or enumerate")
    p.add_argument("cards", metavar="CARDS", nargs="*", help="5, 6 or 7 cards")
    p.add_argument(
        "--enumerate",
        type=int,
        choices=(5, 6, 7),
        metavar="N",
        help="count every N-card hand (N = 5, 6 or 7) by category",
    )
    p.add_argument(
        "--threads",
        type=int,
        default=None,
        metavar="K",
        help="threads for --enumerate (default: all cores)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("strategy", help="price a strategy exactly, or another game's strategy")
    ssub = p.add_subparsers(dest="strategy_command", metavar="ACTION", parser_class=_Parser)
    ssub.required = True
    q = ssub.add_parser(
        "eval", help="the exact return of a strategy file (or built-in strategy) on a table"
    )
    q.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    q.add_argument(
        "file", metavar="FILE", help="a strategy file (docs/strategy-format.md) or a built-in id"
    )
    q.add_argument("--json", action="store_true", help="print one JSON object")
    q = ssub.add_parser(
        "cross", help="the return of TABLE_STRATEGY's optimal holds played on TABLE_PLAYED"
    )
    q.add_argument("played", metavar="TABLE_PLAYED", help="the table played")
    q.add_argument("strategy", metavar="TABLE_STRATEGY", help="the table whose strategy is used")
    q.add_argument("--json", action="store_true", help="print one JSON object")

    sub.add_parser("tables", help="list the built-in pay tables")

    p = sub.add_parser("gui", help="start the desktop app (the default)")
    p.add_argument("table", metavar="TABLE", nargs="?", help="a pay table file or built-in id")
    return parser


# ---------------------------------------------------------------------- analyze


def _cmd_analyze(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core.engine.analysis import analyze
    from vptrainer.core.engine.report import analysis_json, analysis_text
    from vptrainer.core.games.builtin import resolve_table

    table = resolve_table(args.table)
    result = analyze(table)
    out.write(json.dumps(analysis_json(result)) + "\n" if args.json else analysis_text(result))
    return EXIT_OK


# ------------------------------------------------------------------------- hand


def _hand_json(tokens: Sequence[str], evs: Any) -> dict[str, Any]:
    from vptrainer.core.engine.report import fraction_text

    return {
        "hand": list(tokens),
        "holds": [
            {
                "mask": h.mask,
                "held": [tokens[i] for i in range(5) if h.mask >> i & 1],
                "ev": float(h.ev),
                "ev_exact": fraction_text(h.ev),
                "best": h.best,
            }
            for h in evs.holds
        ],
    }


def _print_hand(tokens: Sequence[str], evs: Any, out: IO[str]) -> None:
    from vptrainer.core.engine.report import fraction_text

    out.write(f"{' '.join(tokens)}  ({evs.table.name})\n")
    out.write(f"{'Hold':<16}  {'EV per coin':>14}  {'exact':>24}\n")
    for h in evs.holds:
        held = " ".join(tokens[i] for i in range(5) if h.mask >> i & 1) or "(discard all)"
        mark = "  best" if h.best else ""
        out.write(f"{held:<16}  {float(h.ev):>14.10f}  {fraction_text(h.ev):>24}{mark}\n")


def _cmd_hand(args: argparse.Namespace, out: IO[str], stdin: IO[str]) -> int:
    from vptrainer.core.cards import CardError, parse_cards
    from vptrainer.core.engine.holds import hold_evs
    from vptrainer.core.engine.prepared import prepare
    from vptrainer.core.games.builtin import resolve_table

    table = resolve_table(args.table)
    joker = table.deck_size == 53
    if args.cards == ["-"]:
        prepared = prepare(table)
        for lineno, line in enumerate(stdin, start=1):
            if not line.strip():
                continue
            try:
                parsed = parse_cards(line, count=5, allow_joker=joker)
            except CardError as exc:
                raise CardError(f"standard input line {lineno}: {exc}") from None
            out.write(
                json.dumps(_hand_json(parsed.tokens, hold_evs(prepared, parsed.cards))) + "\n"
            )
            out.flush()
        return EXIT_OK
    parsed = parse_cards(args.cards, count=5, allow_joker=joker)
    evs = hold_evs(prepare(table), parsed.cards)
    if args.json:
        out.write(json.dumps(_hand_json(parsed.tokens, evs)) + "\n")
    else:
        _print_hand(parsed.tokens, evs, out)
    return EXIT_OK


# --------------------------------------------------------------------- evaluate


def _cmd_evaluate(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core import evaluator
    from vptrainer.core.cards import parse_cards

    if args.enumerate is not None:
        if args.cards:
            raise VPError("give either cards or --enumerate, not both")
        if args.threads is not None and args.threads < 1:
            raise VPError(f"--threads must be at least 1, got {args.threads}")
        res = evaluator.enumerate_hands(args.enumerate, threads=args.threads)
        if args.json:
            out.write(
                json.dumps(
                    {
                        "cards": res.cards,
                        "total": res.total,
                        "counts": dict(res.counts),
                        "royal_flushes": res.royal_flushes,
                        "distinct_classes": res.distinct_classes,
                        "threads": res.threads,
                        "elapsed_s": res.elapsed_s,
                        "hands_per_s": res.hands_per_s,
                    }
                )
                + "\n"
            )
        else:
            out.write(f"All {res.total:,} {res.cards}-card hands (best five cards):\n")
            for name, count in res.counts.items():
                royal = f"  ({res.royal_flushes:,} royal)" if name == "straight_flush" else ""
                out.write(f"  {name.replace('_', ' '):<16} {count:>14,}{royal}\n")
            out.write(f"  {'distinct classes':<16} {res.distinct_classes:>14,}\n")
            out.write(
                f"{res.elapsed_s:.3f} s on {res.threads} thread(s), "
                f"{res.hands_per_s / 1e6:,.1f} million hands/s\n"
            )
        return EXIT_OK
    if not args.cards:
        raise VPError("give 5, 6 or 7 cards, or --enumerate 5|6|7")
    parsed = parse_cards(args.cards)
    if len(parsed.cards) not in (5, 6, 7):
        raise VPError(f"expected 5, 6 or 7 cards, got {len(parsed.cards)}")
    ev = evaluator.evaluate(parsed.cards)
    if args.json:
        out.write(
            json.dumps(
                {
                    "cards": list(parsed.tokens),
                    "class": ev.hand_class,
                    "category": ev.category.key,
                    "description": ev.description,
                }
            )
            + "\n"
        )
    else:
        out.write(f"{' '.join(parsed.tokens)}: class {ev.hand_class} of 7462, {ev.description}\n")
    return EXIT_OK


# --------------------------------------------------------------------- strategy


def _cmd_strategy(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core.games.builtin import resolve_table
    from vptrainer.core.strategy import report
    from vptrainer.core.strategy.builtin import resolve_strategy
    from vptrainer.core.strategy.evaluation import cross_strategy, evaluate_strategy
    from vptrainer.core.strategy.game import game_of

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


# ----------------------------------------------------------------------- tables


def _cmd_tables(out: IO[str]) -> int:
    from vptrainer.core.games.builtin import builtin_catalog

    rows = builtin_catalog()
    width = max(len(r.id) for r in rows)
    for r in rows:
        pub = f"{r.published_return * 100:.4f}%" if r.published_return else ""
        out.write(f"{r.id:<{width}}  {r.name:<34} {r.wild:<7} {pub}\n")
    return EXIT_OK


def _cmd_gui(table: str | None) -> int:
    try:
        from vptrainer.gui.app import run_app
    except ImportError as exc:  # a missing system library, or no GUI built yet
        raise VPError(f"the desktop app cannot start: {exc}") from None
    return int(run_app(table))


def main(
    argv: Sequence[str] | None = None, *, out: IO[str] | None = None, stdin: IO[str] | None = None
) -> int:
    """Run the command line; returns the exit status."""
    out = out or sys.stdout
    stdin = stdin or sys.stdin
    args = _build_parser().parse_args(argv)
    started = time.perf_counter()
    try:
        if args.command is None:
            return _cmd_gui(None)
        if args.command == "gui":
            return _cmd_gui(args.table)
        if args.command == "analyze":
            return _cmd_analyze(args, out)
        if args.command == "hand":
            return _cmd_hand(args, out, stdin)
        if args.command == "evaluate":
            return _cmd_evaluate(args, out)
        if args.command == "strategy":
            return _cmd_strategy(args, out)
        return _cmd_tables(out)
    except VPError as exc:
        message = str(exc).replace("\n", " ")
        print(f"vptrainer: error: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(
            f"vptrainer: interrupted after {time.perf_counter() - started:.1f} s", file=sys.stderr
        )
        return 130
    except BrokenPipeError:
        return EXIT_OK
