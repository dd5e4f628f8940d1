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
    decimal,
    denomination_arg,
    dollars_arg,
    goal_arg,
    hands_arg,
    lines_arg,
    percent_list_arg,
    players_arg,
    probability_arg,
    risk_arg,
    rules_arg,
    seed_arg,
    speed_arg,
    total_multiplier_arg,
    trials_arg,
    ux_family_arg,
    ux_lines_arg,
    weights_arg,
    whole_list_arg,
)
from vptrainer.core.errors import shorten_long_runs
from vptrainer.core.plaintext import printable


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits with status 2."""

    def error(self, message: str) -> NoReturn:
        message = shorten_long_runs(printable(message).replace("\n", " "))
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


class _Version(argparse.Action):
    """``--version``: vptrainer's version and the numba, NumPy and Qt it runs on, read
    from the installed packages' metadata (nothing heavy is imported)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, **kwargs)  # type: ignore[arg-type]

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> NoReturn:
        print(version_text())
        parser.exit(0)


def version_text() -> str:
    """``vptrainer 0.1.0 (numba 0.61.2, llvmlite 0.44.0, NumPy 2.3.1, Qt 6.9.1 through
    PySide6, pyqtgraph 0.13.7, Python 3.11.7)``; a package not installed reads
    ``not installed``."""
    import platform
    from importlib import metadata

    def version(*names: str) -> str:
        for name in names:
            try:
                return metadata.version(name)
            except metadata.PackageNotFoundError:
                continue
        return "not installed"

    parts = [
        f"numba {version('numba')}",
        f"llvmlite {version('llvmlite')}",
        f"NumPy {version('numpy')}",
        f"Qt {version('PySide6-Essentials', 'PySide6')} through PySide6",
        f"pyqtgraph {version('pyqtgraph')}",
        f"Python {platform.python_version()}",
    ]
    return f"vptrainer {__version__} ({', '.join(parts)})"


def build_parser() -> argparse.ArgumentParser:
    """The parser of every command and option."""
    parser = Parser(prog="vptrainer", description="Exact video poker analysis and training.")
    parser.add_argument("--version", action=_Version, help="show the versions and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    p = sub.add_parser("analyze", help="exact return of a pay table under optimal play")
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument(
        "--coins",
        type=int,
        metavar="N",
        help="the bet in coins (1-5; default 5): below max bet the table's short pays",
    )
    p.add_argument(
        "--ties",
        choices=("most-cards", "fewest-cards", "first", "lowest-variance"),
        default="most-cards",
        help="which of several tied best holds to play (the return is the same; the "
        "counts per category follow it, to match a source's): most cards (default), "
        "fewest cards, first in hold order, or the lowest variance",
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
    ultimate_x_hand_args(p)

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
        "that many rounds (exact, or a seeded simulation with standard errors). A bet "
        "of --coins below max bet is paid the table's short pays; --meter prices the "
        "royal at a progressive meter.",
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
        "--lines", type=lines_arg, default=None, metavar="N", help="lines per round (multi-play)"
    )
    money_args(p)
    p.add_argument(
        "--meter",
        type=dollars_arg,
        metavar="DOLLARS",
        help="a progressive royal meter (max bet, needs --denomination): the risk at its pay",
    )
    p.add_argument(
        "--method",
        choices=("auto", "exact", "simulation"),
        default="auto",
        help="for a session: the exact recursion, a simulation, or exact when it fits (auto)",
    )
    p.add_argument("--trials", type=trials_arg, metavar="T", help="sessions to simulate")
    p.add_argument("--seed", type=seed_arg, default=None, metavar="S", help="simulation seed")
    p.add_argument(
        "--feature",
        choices=FEATURE_GAMES,
        metavar="GAME",
        help="price a feature game's round instead (see vptrainer feature --help); "
        "--lines is then the game's lines",
    )
    feature_args(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser(
        "feature",
        help="an extra-bet game exactly: Multi-Strike, Super Times Pay, Hot Roll, Wheel "
        "Poker, Dream Card, Big Times Draw, Spin Poker",
        description="The exact return (per coin bet, every coin counted), variance and "
        "strategy changes of a feature game on a pay table. Built-in data (free rides, "
        "multipliers, wheels, trigger chances) and their sources: docs/feature-games.md.",
    )
    p.add_argument("game", metavar="GAME", choices=FEATURE_GAMES, help=", ".join(FEATURE_GAMES))
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument(
        "--lines",
        type=lines_arg,
        metavar="N",
        help="lines: multi-play lines; Spin Poker paylines (1-9); Multi-Strike levels bet",
    )
    feature_args(p)
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

    p = sub.add_parser(
        "progressive",
        help="what a rising progressive meter is worth to the next royal",
        description="The expected profit of sitting down at a progressive meter and "
        "playing until the next royal while the meter rises by a share of every bet: "
        "the hands (and hours) to it, the meter when it hits and the meter where play "
        "becomes positive. Meters are in coins for a max-bet royal.",
    )
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument(
        "--meter", type=decimal, required=True, metavar="J", help="the meter, in coins for a bet"
    )
    p.add_argument(
        "--rate",
        type=decimal,
        required=True,
        metavar="R",
        help="the fraction of each bet that goes to the meter (0.005 for 0.5%%)",
    )
    p.add_argument(
        "--coins-per-bet", type=coins_arg, default=5, metavar="C", help="coins a bet (default 5)"
    )
    p.add_argument(
        "--players",
        type=players_arg,
        default=1,
        metavar="N",
        help="players on the bank, you included (default 1); the others may hit it first",
    )
    p.add_argument(
        "--policy",
        choices=("value", "return"),
        default="value",
        help="re-optimise at each meter for the profit to the next royal (value, default) "
        "or for the meter's return (return)",
    )
    p.add_argument(
        "--speed", type=speed_arg, default=600, metavar="H", help="hands an hour (default 600)"
    )
    p.add_argument("--line", metavar="KEY", help="the line the meter pays (default: the top)")
    p.add_argument(
        "--denomination",
        type=denomination_arg,
        metavar="DOLLARS",
        help="dollars per coin, to show amounts in dollars too (0.25 for quarters)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("compare", help="pay tables side by side")
    p.add_argument("tables", metavar="TABLE", nargs="+", help="two or more tables")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser(
        "strategy",
        help="price a strategy exactly, another game's strategy, make one, its turning points",
    )
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
    ultimate_x_strategy_args(
        q,
        "price it played as Ultimate X on N lines (rules may carry "
        "multiplier conditions), exactly under the chain of the total multiplier",
    )
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
        "--search",
        choices=("default", "thorough"),
        default="default",
        help="with --rules: the default puts penalty brackets on rules (lines such as "
        "'suited QT with no flush card discarded') only in charts of at least 3/4 of the "
        "basic strategy's rules; 'thorough' tries them at any N and searches longer; tens "
        "of seconds to minutes",
    )
    q.add_argument(
        "--exceptions", action="store_true", help="also the exceptions of the basic strategy"
    )
    ultimate_x_strategy_args(
        q,
        "the basic strategy of the game played as Ultimate X on N lines, "
        "with its multiplier exceptions, priced exactly under the chain",
    )
    q.add_argument(
        "--single",
        action="store_true",
        help="with --ultimate-x: one chart for every multiplier (no conditions)",
    )
    q.add_argument("--json", action="store_true", help="print one JSON object")
    q.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="write the chart to FILE (strategy text, or the JSON with --json)",
    )

    q = ssub.add_parser(
        "turning-points",
        help="where each line of the table's basic strategy moves as the royal grows",
        description="Every hand class of the table's generated basic strategy (or "
        "--strategy) that moves past another as the royal (or --line) pays more: the meter "
        "where it moves up or back down, and what ignoring it costs at a meter (--at). "
        "Meters are per coin.",
    )
    q.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    q.add_argument("--line", metavar="KEY", help="the line whose pay grows (default: the top)")
    q.add_argument(
        "--strategy",
        metavar="FILE",
        help="a strategy file or built-in id (default: the table's generated basic strategy)",
    )
    q.add_argument("--from", dest="low", type=decimal, metavar="PAY", help="from this pay per coin")
    q.add_argument(
        "--up-to",
        type=decimal,
        metavar="PAY",
        help="up to this pay per coin (default four times the table's)",
    )
    q.add_argument(
        "--at", type=decimal, metavar="PAY", help="price the changes and the chart at this pay"
    )
    money_args(q)
    q.add_argument("--html", metavar="FILE", help="also write the printable guide (HTML)")
    q.add_argument(
        "--pdf", metavar="FILE", help="also write the printable guide as a PDF (pocket-card pages)"
    )
    q.add_argument("--png", metavar="FILE", help="also write the printable guide as a PNG image")
    q.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser(
        "ultimate-x",
        help="exact return of a table played as Ultimate X (multipliers for the next hand)",
        description="A pay table played as Ultimate X, solved exactly: 10 coins a line earn "
        "each winning line a multiplier for its next hand. Prints the return per coin bet "
        "under perfect play (the best hold depends on the lines' total multiplier), the base "
        "game's strategy's and the usual approximation's, the share of lines at each "
        "multiplier, the variance. The multipliers are the built-in table of the pay table's "
        "family (or --family's) for that many lines, or a file (docs/ultimate-x-format.md).",
    )
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument(
        "--lines",
        type=ux_lines_arg,
        required=True,
        metavar="N",
        help="lines played: 1, 3, 5 or 10 (1 to 10 with --multipliers)",
    )
    ultimate_x_table_args(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("tables", help="list the built-in pay tables")
    p.add_argument(
        "--json", action="store_true", help="print JSON (id, name, family, wild, deck, return)"
    )
    sub.add_parser(
        "compile",
        help="compile the numba kernels now (set-up and the bundle do it once)",
        description="Compile every numba kernel into the cache by running one analysis of "
        "each kind of game, the evaluator, risk and strategies. The set-up (./dev) and the "
        "bundle do it once; otherwise the first use of each kernel compiles it.",
    )

    p = sub.add_parser(
        "install-desktop-entry",
        help="add vptrainer to the desktop's application menu (current user)",
        description="Write vptrainer.desktop and the icons under $XDG_DATA_HOME "
        "(~/.local/share), pointing at this vptrainer.",
    )
    p.add_argument("--exec", metavar="COMMAND", help="the program the entry runs")
    p.add_argument("--uninstall", action="store_true", help="remove the entry and the icons")

    p = sub.add_parser("gui", help="start the desktop app (the default)")
    p.add_argument("table", metavar="TABLE", nargs="?", help="a pay table file or built-in id")
    return parser


FEATURE_GAMES = (
    "multi-strike",
    "super-times-pay",
    "hot-roll",
    "wheel-poker",
    "dream-card",
    "big-times-draw",
    "spin-poker",
)


def feature_args(p: argparse.ArgumentParser) -> None:
    """The data options of the feature games (each applies to some games only)."""
    p.add_argument(
        "--multipliers",
        type=whole_list_arg,
        metavar="LIST",
        help="Multi-Strike: the level multipliers (1,2,4,8); Big Times Draw: the 12 "
        "multipliers for highest cards 2..K",
    )
    p.add_argument(
        "--free-rides",
        type=percent_list_arg,
        metavar="PCTS",
        help="Multi-Strike: free-ride chances in percent, level 1 up (8.25,7.8,7.8)",
    )
    p.add_argument(
        "--deluxe", action="store_true", help="Multi-Strike 16X: five levels (1x to 16x)"
    )
    p.add_argument(
        "--weights",
        type=weights_arg,
        metavar="M:W,...",
        help="Super Times Pay: multiplier:weight pairs, 1 for no multiplier",
    )
    p.add_argument(
        "--wheel", type=weights_arg, metavar="COINS:W,...", help="Wheel Poker: prize:weight pairs"
    )
    p.add_argument(
        "--hundred-play",
        action="store_true",
        help="Wheel Poker: Hundred Play (one spin times the quads; 100 lines by default)",
    )
    p.add_argument(
        "--trigger",
        type=probability_arg,
        metavar="P",
        help="Hot Roll: the chance of a roll (1/6); Dream Card: of a Dream Card deal",
    )
    p.add_argument(
        "--rule",
        choices=("best-ev", "best-hand"),
        help="Dream Card: the card the machine gives (default best-ev)",
    )
    p.add_argument(
        "--coins-bet",
        type=int,
        choices=range(6, 11),
        metavar="C",
        help="Big Times Draw: coins bet a line, 6-10 (default 10)",
    )


def ultimate_x_table_args(p: argparse.ArgumentParser) -> None:
    """The options that choose an Ultimate X game's multipliers and bets."""
    g = p.add_mutually_exclusive_group()
    g.add_argument(
        "--family",
        type=ux_family_arg,
        metavar="NAME",
        help="the built-in multipliers of a family: jacks-or-better, bonus-poker, "
        "bonus-poker-deluxe, double-bonus, double-double-bonus, triple-double-bonus, "
        "deuces-wild, deuces-wild-bonus, joker-poker (default: the table's own family)",
    )
    g.add_argument("--multipliers", metavar="FILE", help="a multiplier table file (TOML)")
    p.add_argument(
        "--five-coin",
        action="store_true",
        help="allow 5-coin bets on hands that carry multipliers (the multiplied win is paid, "
        "no new multipliers are earned); the return is the best per coin bet",
    )


def ultimate_x_strategy_args(p: argparse.ArgumentParser, what: str) -> None:
    """``strategy eval|make``'s options for Ultimate X (docs/strategy-format.md)."""
    p.add_argument("--ultimate-x", type=ux_lines_arg, metavar="N", help=what)
    ultimate_x_table_args(p)


def ultimate_x_hand_args(p: argparse.ArgumentParser) -> None:
    """``hand``'s options for ranking the holds under Ultimate X."""
    p.add_argument(
        "--ultimate-x",
        type=ux_lines_arg,
        metavar="N",
        help="rank the holds by their exact Ultimate X value on N lines (solves the game)",
    )
    p.add_argument(
        "--total-multiplier",
        type=total_multiplier_arg,
        metavar="M",
        help="with --ultimate-x: the sum of the lines' multipliers (default N: all 1x)",
    )
    ultimate_x_table_args(p)


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
