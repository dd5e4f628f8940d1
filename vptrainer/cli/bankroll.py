"""``vptrainer risk`` and ``vptrainer sweep``: risk of ruin, sessions, money and meters.

Bankrolls and goals are in bets of one line (coins per bet times the denomination), cash
back in percent of coin-in, risks as probabilities; ``sweep`` gives pays per coin and
meters in dollars.
"""

from __future__ import annotations

import argparse
import json
from typing import IO, Any

from vptrainer.cli.common import EXIT_OK, INTERRUPTED, exact, num, terminal_width
from vptrainer.core.errors import VPError
from vptrainer.core.plaintext import Column, fit_table


def _risk_key(p: float) -> str:
    return f"{p:g}"


def cmd_risk(args: argparse.Namespace, out: IO[str]) -> int:
    """Print the long-run risk of ruin, bankrolls for risks and a session's chances."""
    from vptrainer.core.bankroll.money import expected_result, money, priced_table
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
    if args.meter is not None and args.denomination is None:
        raise VPError("--meter needs --denomination (dollars per coin) to turn dollars into pays")
    wallet = None if args.denomination is None else money(args.denomination, args.coins)
    base = resolve_table(args.table)
    meter_pay = None if wallet is None or args.meter is None else wallet.pay_per_coin(args.meter)
    table = priced_table(base, coins=args.coins, meter_pay=meter_pay)
    subject: Any
    lines = args.lines or 1
    feature: dict[str, Any] | None = None
    if getattr(args, "feature", None):
        from vptrainer.cli.features import feature_request
        from vptrainer.core.bankroll.rounds import TooLarge
        from vptrainer.core.features.games import run_feature

        request = feature_request(args, args.feature)  # no --lines: the game's own
        found = run_feature(table, request)
        try:
            subject = found.round_outcomes
        except TooLarge as exc:
            raise VPError(f"{exc}: try fewer lines") from None
        feature = {
            "game": found.game,
            "stake": float(found.stake),
            "variance": float(found.variance_exact),
            "simulated_rounds": subject.simulated,
        }
        lines = 1
        return_exact = found.return_exact
    else:
        _check_no_feature_options(args)
        subject = analyze(table, keep=True)
        return_exact = subject.return_exact
    lr = long_run_risk(subject, cashback=args.cashback, lines=lines)
    risks = sorted({*STANDARD_RISKS, *(args.risk or [])})
    doc: dict[str, Any] = {
        "name": table.name,
        "coins_per_bet": args.coins,
        "short_pays": table.pays_signature != base.pays_signature and meter_pay is None,
        "meter": None if meter_pay is None else float(args.meter),
        "meter_pay": num(meter_pay),
        "lines": lines,
        "feature": feature,
        "cashback_percent": float(args.cashback * 100),
        "return": float(return_exact),
        "return_exact": exact(return_exact),
        "edge": lr.edge,
        "edge_exact": exact(lr.edge_exact),
        "r": lr.r,
        "certain_ruin": lr.certain,
        "note": (
            "return plus cash back is at most 100%: the long-run risk of ruin is 100% "
            "for any bankroll"
            if lr.certain
            else None
        ),
        "bankroll": num(args.bankroll),
        "risk_of_ruin": None if args.bankroll is None else lr.risk(args.bankroll),
        "bankroll_for_risk": {_risk_key(p): lr.bankroll_for(p) for p in risks},
    }
    session = None
    if args.hands is not None:
        session = session_odds(
            subject,
            bankroll=args.bankroll,
            hands=args.hands,
            goal=args.goal,
            cashback=args.cashback,
            lines=lines,
            method=args.method,
            trials=args.trials,
            seed=DEFAULT_SEED if args.seed is None else args.seed,
            cancel=INTERRUPTED,
        )
    expected = (
        None
        if args.hands is None
        else expected_result(subject, hands=args.hands, cashback=args.cashback, lines=lines)
    )
    doc.update(
        {
            "hands": args.hands,
            "goal": num(args.goal),
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
            "expected_result": num(expected),
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


def _check_no_feature_options(args: argparse.Namespace) -> None:
    """Feature options without ``--feature`` are a mistake, not something to ignore."""
    given = [
        name
        for name in (
            "multipliers",
            "free_rides",
            "deluxe",
            "weights",
            "wheel",
            "hundred_play",
            "trigger",
            "rule",
            "coins_bet",
        )
        if getattr(args, name, None) not in (None, False)
    ]
    if given:
        option = "--" + given[0].replace("_", "-")
        raise VPError(f"{option} applies to a feature game: give --feature GAME")


def _pct(p: float | None, se: float | None = None) -> str:
    if p is None:
        return "-"
    text = f"{p * 100:.4f}%"
    return text if se is None else f"{text} ± {se * 100:.4f}%"


def _risk_text(doc: dict[str, Any]) -> str:
    lines = doc["lines"]
    dollars = "bet_dollars" in doc
    feature = doc.get("feature")
    rounds = (
        f"{feature['game']}, a round of {feature['stake']:g} bets"
        if feature
        else f"{lines} line{'s' if lines > 1 else ''} per round"
    )
    out = [
        f"{doc['name']}, {rounds}, cash back {doc['cashback_percent']:g}% of coin-in",
        f"Return {doc['return'] * 100:.4f}% + cash back = "
        f"{(doc['return'] + doc['cashback_percent'] / 100) * 100:.4f}%   "
        f"(edge {doc['edge'] * 100:+.4f}% per bet)",
    ]
    if dollars:
        out.append(
            f"One bet: {doc['coins']} coins of ${doc['denomination']:g} = "
            f"${doc['bet_dollars']:,.2f}"
        )
    if doc["short_pays"]:
        out.append(f"Paid the table's short pays of a {doc['coins_per_bet']}-coin bet")
    if doc["meter"] is not None:
        out.append(
            f"Royal at a meter of ${doc['meter']:,.2f} ({doc['meter_pay']:,.2f} per coin), "
            "played for that meter"
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


def cmd_sweep(args: argparse.Namespace, out: IO[str]) -> int:
    """Print the optimal return as one pay varies: breakpoints and break-even."""
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
        "current_pay_exact": exact(sweep.current_pay_exact),
        "current_return": float(sweep.current_return),
        "current_return_exact": exact(sweep.current_return),
        "break_even": num(be),
        "break_even_exact": exact(be),
        "valid_from_exact": exact(sweep.valid_from),
        "valid_to_exact": None if sweep.valid_to is None else exact(sweep.valid_to),
        "breakpoints": [
            {
                "pay": float(x),
                "pay_exact": exact(x),
                "return": float(sweep.return_at(x)),
                "return_exact": exact(sweep.return_at(x)),
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
                    "return_at_meter_exact": exact(at.return_exact),
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
    columns = (
        Column("pay per coin"),
        Column("exact", drop=2),
        Column("return"),
        Column(f"{label} above", "<", drop=1),
    )
    rows = [
        [
            f"{bps[j]['pay']:,.4f}",
            bps[j]["pay_exact"],
            f"{bps[j]['return'] * 100:.4f}%",
            f"{bps[j]['combinations_above']:,}",
        ]
        for j in sorted(shown)
    ]
    width = terminal_width()
    out += ["  " + line for line in fit_table(columns, rows, None if width is None else width - 2)]
    return "\n".join(out) + "\n"
