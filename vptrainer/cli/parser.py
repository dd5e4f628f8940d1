"""The command line's arguments: every command, its options and their help."""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import NoReturn

from vptrainer import __version__
from vptrainer.cli.common import EXIT_BAD_INPUT
from vptrainer.cli.values import (
    bets_arg,
    cashback_arg,
    coins_arg,
    denomination_arg,
    dollars_arg,
    goal_arg,
    hands_arg,
    lines_arg,
    risk_arg,
    rules_arg,
    seed_arg,
    trials_arg,
)
from vptrainer.core.errors import shorten_long_runs
from vptrainer.core.plaintext import printable


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits with status 2."""

    def error(self, message: str) -> NoReturn:
        message = shorten_long_runs(printable(message).replace("\n", " "))
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command and option."""
    parser = Parser(prog="vptrainer", description="Exact video poker analysis and training.")
    parser.add_argument("--version", action="version", version=f"vptrainer {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    p = sub.add_parser("analyze", help="exact return of a pay table under optimal play")
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument(
        "--coins",
        type=int,
        metavar="N",
        help="the bet in coins (1-5; default 5): below max bet the table's short pays",
    )
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

    p = sub.add_parser(
        "risk",
        help="risk of ruin, the bankroll for a risk, and a session's chances",
        description="Risk of ruin of a pay table played optimally. Bankrolls and goals "
        "are in bets of one line; cash back is a percentage of coin-in added to every "
        "hand's result. Without --hands: the long-run risk (r^B). With --hands: the "
        "chances of going broke, reaching the goal first and hitting a royal within "
        "that many rounds (exact, or a seeded simulation with standard errors).",
    )
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument("--bankroll", type=bets_arg, metavar="BETS", help="bankroll in bets")
    p.add_argument(
        "--risk",
        type=risk_arg,
        action="append",
        metavar="P",
        help="also find the bankroll for this risk (0 < P < 1); 0.01, 0.05, 0.1 and 0.5 always",
    )
    p.add_argument(
        "--cashback",
        type=cashback_arg,
        default=Fraction(0),
        metavar="PCT",
        help="cash back in percent of coin-in (1 for 1%%)",
    )
    p.add_argument("--hands", type=hands_arg, metavar="H", help="rounds in a session")
    p.add_argument("--goal", type=goal_arg, metavar="BETS", help="stop when up this many bets")
    p.add_argument(
        "--lines", type=lines_arg, default=1, metavar="N", help="lines per round (multi-play)"
    )
    money_args(p)
    p.add_argument(
        "--method",
        choices=("auto", "exact", "simulation"),
        default="auto",
        help="for a session: the exact recursion, a simulation, or exact when it fits (auto)",
    )
    p.add_argument("--trials", type=trials_arg, metavar="T", help="sessions to simulate")
    p.add_argument("--seed", type=seed_arg, default=None, metavar="S", help="simulation seed")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser(
        "sweep",
        help="exact return as the royal's pay varies: breakpoints and break-even",
        description="The optimal return as one category's pay varies (the royal by "
        "default): every pay where the strategy changes and the break-even pay, exactly.",
    )
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument("--category", metavar="KEY", help="the category to vary (default: the top)")
    money_args(p)
    p.add_argument(
        "--meter", type=dollars_arg, metavar="DOLLARS", help="a progressive meter (max bet)"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("compare", help="pay tables side by side")
    p.add_argument("tables", metavar="TABLE", nargs="+", help="two or more tables")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("strategy", help="price a strategy exactly, or another game's strategy")
    ssub = p.add_subparsers(dest="strategy_command", metavar="ACTION", parser_class=Parser)
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
    q = ssub.add_parser(
        "make", help="generate a strategy chart for a table, written in the strategy language"
    )
    q.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    q.add_argument(
        "--rules",
        type=rules_arg,
        metavar="N",
        help="a shorter level: the best chart of at most N rules (default: the basic strategy)",
    )
    q.add_argument(
        "--exceptions", action="store_true", help="also the exceptions of the basic strategy"
    )
    q.add_argument("--json", action="store_true", help="print one JSON object")
    q.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="write the chart to FILE (strategy text, or the JSON with --json)",
    )

    sub.add_parser("tables", help="list the built-in pay tables")
    sub.add_parser(
        "compile",
        help="compile the numba kernels now (set-up and the bundle do it once)",
        description="Compile every numba kernel into the cache by running one analysis of "
        "each kind of game, the evaluator, risk and strategies. The set-up (./dev) and the "
        "bundle do it once; otherwise the first use of each kernel compiles it.",
    )

    p = sub.add_parser("gui", help="start the desktop app (the default)")
    p.add_argument("table", metavar="TABLE", nargs="?", help="a pay table file or built-in id")
    return parser


def money_args(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--denomination",
        type=denomination_arg,
        metavar="DOLLARS",
        help="dollars per coin, to show amounts in dollars too (0.25 for quarters)",
    )
    p.add_argument(
        "--coins", type=coins_arg, default=5, metavar="C", help="coins per bet (default 5)"
    )
