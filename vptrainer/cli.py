"""The ``vptrainer`` command line: analyze, hand, evaluate, strategy, risk, sweep, compare,
tables, compile, gui.

With no arguments it starts the desktop app. Bad input exits with status 2 and
one line on stderr that says what is wrong and where.

Units of ``risk``: bankrolls and goals in bets of one line (coins per bet times the
denomination), cash back in percent of coin-in, risks as probabilities; ``sweep``
gives pays per coin and meters in dollars.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import IO, Any, NoReturn, cast

from vptrainer import __version__
from vptrainer.core.errors import VPError
from vptrainer.core.plaintext import printable

EXIT_OK = 0
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits with status 2."""

    def error(self, message: str) -> NoReturn:
        message = printable(message).replace("\n", " ")
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


class _Printable:
    """A text stream that escapes control characters (:func:`printable`) as it writes:
    nothing read from a file (a table's name, a label) can reach the terminal raw."""

    def __init__(self, stream: IO[str]) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(printable(text))

    def flush(self) -> None:
        self._stream.flush()


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
    p.add_argument("--bankroll", type=_bets_arg, metavar="BETS", help="bankroll in bets")
    p.add_argument(
        "--risk",
        type=_risk_arg,
        action="append",
        metavar="P",
        help="also find the bankroll for this risk (0 < P < 1); 0.01, 0.05, 0.1 and 0.5 always",
    )
    p.add_argument(
        "--cashback",
        type=_cashback_arg,
        default=Fraction(0),
        metavar="PCT",
        help="cash back in percent of coin-in (1 for 1%%)",
    )
    p.add_argument("--hands", type=_hands_arg, metavar="H", help="rounds in a session")
    p.add_argument("--goal", type=_goal_arg, metavar="BETS", help="stop when up this many bets")
    p.add_argument(
        "--lines", type=_lines_arg, default=1, metavar="N", help="lines per round (multi-play)"
    )
    _money_args(p)
    p.add_argument(
        "--method",
        choices=("auto", "exact", "simulation"),
        default="auto",
        help="for a session: the exact recursion, a simulation, or exact when it fits (auto)",
    )
    p.add_argument("--trials", type=_trials_arg, metavar="T", help="sessions to simulate")
    p.add_argument("--seed", type=_seed_arg, default=None, metavar="S", help="simulation seed")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser(
        "sweep",
        help="exact return as the royal's pay varies: breakpoints and break-even",
        description="The optimal return as one category's pay varies (the royal by "
        "default): every pay where the strategy changes and the break-even pay, exactly.",
    )
    p.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    p.add_argument("--category", metavar="KEY", help="the category to vary (default: the top)")
    _money_args(p)
    p.add_argument(
        "--meter", type=_dollars_arg, metavar="DOLLARS", help="a progressive meter (max bet)"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("compare", help="pay tables side by side")
    p.add_argument("tables", metavar="TABLE", nargs="+", help="two or more tables")
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
    q = ssub.add_parser(
        "make", help="generate a strategy chart for a table, written in the strategy language"
    )
    q.add_argument("table", metavar="TABLE", help="a pay table file or a built-in id")
    q.add_argument(
        "--rules",
        type=_rules_arg,
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


# ------------------------------------------------------------ argument values

_MAX_DIGITS = 30


def _decimal(text: str) -> Fraction:
    """A decimal number (``12``, ``0.25``, ``1e3``) as an exact fraction."""
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value.is_finite():
        raise argparse.ArgumentTypeError(f"not a finite number: {text!r}")
    exponent = value.as_tuple().exponent
    if isinstance(exponent, str) or value.adjusted() > _MAX_DIGITS or exponent < -_MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"too many digits: {text!r}")
    return Fraction(value)


def _whole(text: str, low: int, high: int, what: str) -> int:
    try:
        value = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{what} must be from {low:,} to {high:,}, got {value}")
    return value


def _bets_arg(text: str) -> Fraction:
    from vptrainer.core.bankroll.risk import MAX_BANKROLL

    value = _decimal(text)
    if not 0 < value <= MAX_BANKROLL:
        raise argparse.ArgumentTypeError(
            f"a bankroll must be more than 0 and at most {MAX_BANKROLL:,} bets, got {text.strip()}"
        )
    return value


def _goal_arg(text: str) -> Fraction:
    value = _decimal(text)
    if not 0 < value <= 10**9:
        raise argparse.ArgumentTypeError(
            f"a goal must be a win of more than 0 bets (at most 1,000,000,000), got {text.strip()}"
        )
    return value


def _risk_arg(text: str) -> float:
    value = _decimal(text)
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(
            f"a risk must be between 0 and 1, not included (0.05 for 5%), got {text.strip()}"
        )
    return float(value)


def _cashback_arg(text: str) -> Fraction:
    """Cash back in percent (``1`` or ``1%`` for 1%), as a fraction of coin-in."""
    raw = text.strip()
    value = _decimal(raw[:-1] if raw.endswith("%") else raw)
    if not 0 <= value <= 100:
        raise argparse.ArgumentTypeError(
            f"cash back must be from 0 to 100 (percent of coin-in), got {raw}"
        )
    return value / 100


def _dollars_arg(text: str) -> Fraction:
    raw = text.strip()
    value = _decimal(raw[1:] if raw.startswith("$") else raw)
    if not 0 <= value <= 10**9:
        raise argparse.ArgumentTypeError(f"an amount must be from $0 to $1,000,000,000, got {raw}")
    return value


def _denomination_arg(text: str) -> Fraction:
    value = _dollars_arg(text)
    if value == 0:
        raise argparse.ArgumentTypeError("the denomination must be more than $0")
    return value


def _hands_arg(text: str) -> int:
    from vptrainer.core.bankroll.risk import MAX_HANDS

    return _whole(text, 1, MAX_HANDS, "hands")


def _lines_arg(text: str) -> int:
    from vptrainer.core.bankroll.rounds import MAX_LINES

    return _whole(text, 1, MAX_LINES, "lines")


def _rules_arg(text: str) -> int:
    return _whole(text, 2, 500, "rules")


def _coins_arg(text: str) -> int:
    return _whole(text, 1, 1000, "coins per bet")


def _trials_arg(text: str) -> int:
    return _whole(text, 1, 10**9, "trials")


def _seed_arg(text: str) -> int:
    return _whole(text, 0, 2**31 - 1, "the seed")


def _money_args(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--denomination",
        type=_denomination_arg,
        metavar="DOLLARS",
        help="dollars per coin, to show amounts in dollars too (0.25 for quarters)",
    )
    p.add_argument(
        "--coins", type=_coins_arg, default=5, metavar="C", help="coins per bet (default 5)"
    )


def _num(value: Fraction | float | None) -> float | None:
    return None if value is None else float(value)


def _exact(value: Fraction | None) -> str | None:
    return None if value is None else f"{value.numerator}/{value.denominator}"


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

    doc: dict[str, Any] = {
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
    if evs.dealt_key is not None:
        # paid on the deal whatever is held; already included in every hold's ev
        doc["dealt"] = {
            "category": evs.dealt_key,
            "label": evs.dealt_label,
            "bonus": float(evs.dealt_bonus),
            "bonus_exact": fraction_text(evs.dealt_bonus),
        }
    return doc


def _print_hand(tokens: Sequence[str], evs: Any, out: IO[str]) -> None:
    from vptrainer.core.engine.report import fraction_text

    out.write(f"{' '.join(tokens)}  ({evs.table.name})\n")
    if evs.dealt_key is not None:
        out.write(
            f"Dealt {evs.dealt_label.lower()}: a bonus of {fraction_text(evs.dealt_bonus)} "
            "per coin, included in every EV below\n"
        )
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
    jokers = table.game.jokers
    if args.cards == ["-"]:
        prepared = prepare(table)
        for lineno, line in enumerate(stdin, start=1):
            if not line.strip():
                continue
            try:
                parsed = parse_cards(line, count=5, jokers=jokers)
            except CardError as exc:
                raise CardError(f"standard input line {lineno}: {exc}") from None
            out.write(
                json.dumps(_hand_json(parsed.tokens, hold_evs(prepared, parsed.cards))) + "\n"
            )
            out.flush()
        return EXIT_OK
    parsed = parse_cards(args.cards, count=5, jokers=jokers)
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


# ------------------------------------------------------------------------- risk


def _risk_key(p: float) -> str:
    return f"{p:g}"


def _cmd_risk(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core.bankroll.money import expected_result, money
    from vptrainer.core.bankroll.risk import (
        DEFAULT_SEED,
        STANDARD_RISKS,
        long_run_risk,
        session_odds,
    )
    from vptrainer.core.engine.analysis import analyze
    from vptrainer.core.games.builtin import resolve_table

    if args.hands is not None and args.bankroll is None:
        raise VPError("--hands needs --bankroll (the session's starting bankroll in bets)")
    if args.goal is not None and args.hands is None:
        raise VPError("--goal needs --hands (the most rounds the session plays)")
    if args.method != "auto" and args.hands is None:
        raise VPError("--method applies to a session: give --hands and --bankroll")
    if (args.trials is not None or args.seed is not None) and args.hands is None:
        raise VPError("--trials and --seed apply to a session: give --hands and --bankroll")
    table = resolve_table(args.table)
    result = analyze(table)
    lr = long_run_risk(result, cashback=args.cashback, lines=args.lines)
    risks = sorted({*STANDARD_RISKS, *(args.risk or [])})
    wallet = None if args.denomination is None else money(args.denomination, args.coins)
    doc: dict[str, Any] = {
        "name": table.name,
        "lines": args.lines,
        "cashback_percent": float(args.cashback * 100),
        "return": result.return_float,
        "return_exact": _exact(result.return_exact),
        "edge": lr.edge,
        "edge_exact": _exact(lr.edge_exact),
        "r": lr.r,
        "certain_ruin": lr.certain,
        "note": (
            "return plus cash back is at most 100%: the long-run risk of ruin is 100% "
            "for any bankroll"
            if lr.certain
            else None
        ),
        "bankroll": _num(args.bankroll),
        "risk_of_ruin": None if args.bankroll is None else lr.risk(args.bankroll),
        "bankroll_for_risk": {_risk_key(p): lr.bankroll_for(p) for p in risks},
    }
    session = None
    if args.hands is not None:
        session = session_odds(
            result,
            bankroll=args.bankroll,
            hands=args.hands,
            goal=args.goal,
            cashback=args.cashback,
            lines=args.lines,
            method=args.method,
            trials=args.trials,
            seed=DEFAULT_SEED if args.seed is None else args.seed,
        )
    expected = (
        None
        if args.hands is None
        else expected_result(result, hands=args.hands, cashback=args.cashback, lines=args.lines)
    )
    doc.update(
        {
            "hands": args.hands,
            "goal": _num(args.goal),
            "p_broke": None if session is None else session.p_broke,
            "p_goal": None if session is None else session.p_goal,
            "p_royal": None if session is None else session.p_royal,
            "p_playing": None if session is None else session.p_playing,
            "method": None if session is None else session.method,
            "trials": None if session is None else session.trials,
            "seed": None if session is None else session.seed,
            "p_broke_se": None if session is None else session.p_broke_se,
            "p_goal_se": None if session is None else session.p_goal_se,
            "p_royal_se": None if session is None else session.p_royal_se,
            "expected_result": _num(expected),
        }
    )
    if wallet is not None:
        needed = doc["bankroll_for_risk"]
        doc.update(
            {
                "denomination": float(wallet.denomination),
                "coins": wallet.coins,
                "bet_dollars": float(wallet.bet),
                "bankroll_dollars": None
                if args.bankroll is None
                else float(wallet.dollars(args.bankroll)),
                "bankroll_for_risk_dollars": {
                    k: None if v is None else float(wallet.dollars(v)) for k, v in needed.items()
                },
                "expected_result_dollars": None
                if expected is None
                else float(wallet.dollars(expected)),
            }
        )
    out.write(json.dumps(doc) + "\n" if args.json else _risk_text(doc))
    return EXIT_OK


def _pct(p: float | None, se: float | None = None) -> str:
    if p is None:
        return "-"
    text = f"{p * 100:.4f}%"
    return text if se is None else f"{text} ± {se * 100:.4f}%"


def _risk_text(doc: dict[str, Any]) -> str:
    lines = doc["lines"]
    dollars = "bet_dollars" in doc
    out = [
        f"{doc['name']}, {lines} line{'s' if lines > 1 else ''} per round, "
        f"cash back {doc['cashback_percent']:g}% of coin-in",
        f"Return {doc['return'] * 100:.4f}% + cash back = "
        f"{(doc['return'] + doc['cashback_percent'] / 100) * 100:.4f}%   "
        f"(edge {doc['edge'] * 100:+.4f}% per bet)",
    ]
    if dollars:
        out.append(
            f"One bet: {doc['coins']} coins of ${doc['denomination']:g} = "
            f"${doc['bet_dollars']:,.2f}"
        )
    out.append("")
    if doc["certain_ruin"]:
        out.append("Long run: " + doc["note"] + ".")
    else:
        out.append(f"Long run: r = {doc['r']:.10f}; the risk of losing a bankroll of B bets is r^B")
        if doc["bankroll"] is not None:
            money = f" (${doc['bankroll_dollars']:,.2f})" if dollars else ""
            out.append(
                f"  Risk of ruin with {doc['bankroll']:,g} bets{money}: {_pct(doc['risk_of_ruin'])}"
            )
        for key, bets in doc["bankroll_for_risk"].items():
            money = f"  (${doc['bankroll_for_risk_dollars'][key]:,.0f})" if dollars else ""
            out.append(f"  Bankroll for a {float(key) * 100:g}% risk: {bets:,.0f} bets{money}")
    if doc["hands"] is not None:
        goal = f", stopping at +{doc['goal']:,g} bets" if doc["goal"] is not None else ""
        out += [
            "",
            f"A session of {doc['hands']:,} rounds from {doc['bankroll']:,g} bets{goal}:",
            f"  broke             {_pct(doc['p_broke'], doc['p_broke_se'])}",
        ]
        if doc["goal"] is not None:
            out.append(f"  goal first        {_pct(doc['p_goal'], doc['p_goal_se'])}")
        out.append(f"  still playing     {_pct(doc['p_playing'])}")
        if doc["p_royal"] is not None:
            out.append(f"  at least a royal  {_pct(doc['p_royal'], doc['p_royal_se'])}")
        money = (
            f" (${doc['expected_result_dollars']:,.2f})" if dollars and doc["goal"] is None else ""
        )
        if doc["goal"] is None:
            out.append(
                f"  average result of {doc['hands']:,} rounds played through: "
                f"{doc['expected_result']:+,.1f} bets{money}"
            )
        if doc["method"] == "exact":
            out.append("  (exact recursion over the bankroll)")
        else:
            out.append(
                f"  (simulation of {doc['trials']:,} sessions, seed {doc['seed']}; "
                "± one standard error)"
            )
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------------ sweep


def _cmd_sweep(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core.bankroll.money import money, progressive
    from vptrainer.core.engine.prepared import prepare
    from vptrainer.core.engine.sweep import pay_sweep
    from vptrainer.core.games.builtin import resolve_table

    if args.meter is not None and args.denomination is None:
        raise VPError("--meter needs --denomination (dollars per coin) to turn dollars into pays")
    table = resolve_table(args.table)
    sweep = pay_sweep(prepare(table), args.category)
    be = sweep.break_even_exact
    doc: dict[str, Any] = {
        "name": table.name,
        "category": sweep.key,
        "label": sweep.label,
        "current_pay": sweep.current_pay,
        "current_pay_exact": _exact(sweep.current_pay_exact),
        "current_return": float(sweep.current_return),
        "current_return_exact": _exact(sweep.current_return),
        "break_even": _num(be),
        "break_even_exact": _exact(be),
        "valid_from_exact": _exact(sweep.valid_from),
        "valid_to_exact": None if sweep.valid_to is None else _exact(sweep.valid_to),
        "breakpoints": [
            {
                "pay": float(x),
                "pay_exact": _exact(x),
                "return": float(sweep.return_at(x)),
                "return_exact": _exact(sweep.return_at(x)),
                "combinations_above": sweep.combinations_at(x),
            }
            for x in sweep.breakpoints
        ],
    }
    if args.denomination is not None:
        wallet = money(args.denomination, args.coins)
        doc.update(
            {
                "denomination": float(wallet.denomination),
                "coins": wallet.coins,
                "break_even_meter": None if be is None else float(wallet.meter(be)),
            }
        )
        if args.meter is not None:
            at = progressive(sweep, wallet, args.meter)
            doc.update(
                {
                    "meter": float(at.meter),
                    "meter_pay": float(at.pay_per_coin),
                    "return_at_meter": at.return_float,
                    "return_at_meter_exact": _exact(at.return_exact),
                }
            )
    out.write(json.dumps(doc) + "\n" if args.json else _sweep_text(doc))
    return EXIT_OK


def _sweep_text(doc: dict[str, Any]) -> str:
    bps = doc["breakpoints"]
    label = doc["label"].lower()
    out = [
        f"{doc['name']}: the optimal return as the {label} pays more (per coin)",
        f"Now: {doc['current_pay']:,g} -> {doc['current_return'] * 100:.4f}%",
    ]
    if doc["break_even_exact"] is None:
        out.append("Break-even: never (the return stays below 100%)")
    else:
        out.append(
            f"Break-even: {doc['break_even']:,.4f} per coin, exactly {doc['break_even_exact']}"
        )
    if "break_even_meter" in doc and doc["break_even_meter"] is not None:
        out.append(
            f"Break-even meter: ${doc['break_even_meter']:,.2f} "
            f"({doc['coins']} coins of ${doc['denomination']:g})"
        )
    if "meter" in doc:
        out.append(
            f"At a meter of ${doc['meter']:,.2f} ({doc['meter_pay']:,.2f} per coin): "
            f"{doc['return_at_meter'] * 100:.4f}%"
        )
    out.append("")
    if not bps:
        out.append("The strategy never changes with this pay.")
        return "\n".join(out) + "\n"
    out.append(
        f"The strategy changes at {len(bps):,} pays, from {bps[0]['pay']:,.4g} to "
        f"{bps[-1]['pay']:,.4g}; those around the current pay and the break-even:"
    )
    marks = [doc["current_pay"]]
    if doc["break_even"] is not None:
        marks.append(doc["break_even"])
    shown: set[int] = set()
    for mark in marks:
        at = min(range(len(bps)), key=lambda j: abs(bps[j]["pay"] - mark))
        shown.update(range(max(0, at - 3), min(len(bps), at + 4)))
    out.append(f"  {'pay per coin':>14}  {'exact':>22}  {'return':>10}  {label} above")
    for j in sorted(shown):
        b = bps[j]
        out.append(
            f"  {b['pay']:>14,.4f}  {b['pay_exact']:>22}  {b['return'] * 100:>9.4f}%  "
            f"{b['combinations_above']:,}"
        )
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------- compare


def _cmd_compare(args: argparse.Namespace, out: IO[str]) -> int:
    from vptrainer.core.bankroll.compare import compare_tables
    from vptrainer.core.engine.analysis import analyze
    from vptrainer.core.games.builtin import resolve_table

    if len(args.tables) < 2:
        raise VPError("give at least two tables to compare")
    results = [analyze(resolve_table(t)) for t in args.tables]
    cmp = compare_tables(results)
    doc: dict[str, Any] = {
        "tables": [
            {
                "name": r.table.name,
                "return": r.return_float,
                "return_exact": _exact(r.return_exact),
                "return_change": float(change),
                "return_change_exact": _exact(change),
                "variance": r.variance,
                "std_dev": r.std_dev,
                "covariance": float(r.covariance_exact),
                "hit_frequency": r.hit_frequency,
                "strategy_gain": _num(gain),
                "strategy_gain_exact": _exact(gain),
            }
            for r, change, gain in zip(results, cmp.return_change, cmp.strategy_gain, strict=True)
        ],
        "categories": [
            {
                "category": row.key,
                "label": row.label,
                "tables": [
                    None
                    if c is None
                    else {
                        "pays": float(c.pays),
                        "pays_exact": _exact(c.pays),
                        "combinations": c.combinations,
                        "probability": float(c.probability),
                        "contribution": float(c.contribution),
                    }
                    for c in row.cells
                ],
            }
            for row in cmp.categories
        ],
        "pay_differences": [
            {
                "table": d.table,
                "category": d.key,
                "label": d.label,
                "reference_pays": float(d.reference_pays),
                "pays": float(d.pays),
                "worth": float(d.worth),
                "worth_exact": _exact(d.worth),
                "worth_at_table": float(d.worth_at_other),
                "worth_at_table_exact": _exact(d.worth_at_other),
            }
            for d in cmp.differences
        ],
    }
    out.write(json.dumps(doc) + "\n" if args.json else _compare_text(doc))
    return EXIT_OK


def _compare_text(doc: dict[str, Any]) -> str:
    tables = doc["tables"]
    width = max(14, *(len(t["name"]) for t in tables))
    label_w = max(20, *(len(c["label"]) for c in doc["categories"]))

    def row(label: str, cells: Sequence[str]) -> str:
        return f"{label:<{label_w}}" + "".join(f"  {c:>{width}}" for c in cells)

    out = [row("", [t["name"] for t in tables])]
    out.append(row("Return", [f"{t['return'] * 100:.4f}%" for t in tables]))
    out.append(row("  vs the first", [f"{t['return_change'] * 100:+.4f}%" for t in tables]))
    out.append(row("Variance", [f"{t['variance']:.4f}" for t in tables]))
    out.append(row("Std deviation", [f"{t['std_dev']:.4f}" for t in tables]))
    out.append(row("Multi-play covariance", [f"{t['covariance']:.4f}" for t in tables]))
    out.append(row("Hit frequency", [f"{t['hit_frequency'] * 100:.4f}%" for t in tables]))
    out += ["", row("Pays / share of return", ["" for _ in tables])]
    for c in doc["categories"]:
        cells = [
            "-" if x is None else f"{x['pays']:g}  {x['contribution'] * 100:.4f}%"
            for x in c["tables"]
        ]
        out.append(row(c["label"], cells))
    if doc["pay_differences"]:
        out += ["", f"Pay differences against {tables[0]['name']} (return change they make):"]
        for d in doc["pay_differences"]:
            out.append(
                f"  {tables[d['table']]['name']}: {d['label']} {d['reference_pays']:g} -> "
                f"{d['pays']:g}: {d['worth'] * 100:+.4f}% at the first table's play, "
                f"{d['worth_at_table'] * 100:+.4f}% at its own"
            )
        for i, t in enumerate(tables[1:], start=1):
            if t["strategy_gain"] is not None:
                out.append(
                    f"  {tables[i]['name']}: re-optimising the strategy adds "
                    f"{t['strategy_gain'] * 100:+.4f}%"
                )
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------- strategy


def _cmd_strategy(args: argparse.Namespace, out: IO[str]) -> int:
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
    from vptrainer.core.fileio import atomic_write_text
    from vptrainer.core.games.builtin import resolve_table
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
        f"{chart.strategy.name}: {len(chart.rules)} rules, return "
        f"{float(chart.return_exact) * 100:.4f}%, written to {args.output}\n"
    )
    return EXIT_OK


# ----------------------------------------------------------------------- tables


def _cmd_tables(out: IO[str]) -> int:
    from vptrainer.core.games.builtin import builtin_catalog

    rows = builtin_catalog()
    width = max(len(r.id) for r in rows)
    name_width = max(34, *(len(r.name) for r in rows))
    games = [r.game.short_text() for r in rows]
    game_width = max(7, *(len(g) for g in games))
    for r, game in zip(rows, games, strict=True):
        pub = f"{r.published_return * 100:.4f}%" if r.published_return else ""
        out.write(
            f"{r.id:<{width}}  {r.name:<{name_width}} {game:<{game_width}} "
            f"{r.game.deck_size} cards  {pub}".rstrip()
            + "\n"
        )
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
    out = cast(IO[str], _Printable(out or sys.stdout))
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
        if args.command == "compile":
            from vptrainer.warmup import compile_kernels

            compile_kernels(lambda line: print(line, file=out))
            return EXIT_OK
        commands: dict[str, Callable[[argparse.Namespace, IO[str]], int]] = {
            "strategy": _cmd_strategy,
            "risk": _cmd_risk,
            "sweep": _cmd_sweep,
            "compare": _cmd_compare,
        }
        if args.command in commands:
            return commands[args.command](args, out)
        return _cmd_tables(out)
    except VPError as exc:
        message = printable(str(exc)).replace("\n", " ")
        print(f"vptrainer: error: {message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(
            f"vptrainer: interrupted after {time.perf_counter() - started:.1f} s", file=sys.stderr
        )
        return 130
    except BrokenPipeError:
        return EXIT_OK
