"""``vptrainer analyze`` and ``vptrainer compare``: exact returns of pay tables."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import IO, Any

from vptrainer.cli.common import EXIT_OK, exact, num
from vptrainer.core.errors import VPError


def cmd_analyze(args: argparse.Namespace, out: IO[str]) -> int:
    """Print the exact return of a table under optimal play."""
    from vptrainer.core.engine.analysis import analyze
    from vptrainer.core.engine.report import analysis_json, analysis_text
    from vptrainer.core.games.builtin import resolve_table

    table = resolve_table(args.table)
    if args.coins is not None:
        table = table.at_coins(args.coins)
    result = analyze(table, keep=True, ties=args.ties)
    out.write(json.dumps(analysis_json(result)) + "\n" if args.json else analysis_text(result))
    return EXIT_OK


def cmd_compare(args: argparse.Namespace, out: IO[str]) -> int:
    """Print two or more tables side by side."""
    from vptrainer.core.bankroll.compare import compare_tables
    from vptrainer.core.engine.analysis import analyze
    from vptrainer.core.games.builtin import resolve_table

    if len(args.tables) < 2:
        raise VPError("give at least two tables to compare")
    results = [analyze(resolve_table(t), keep=True) for t in args.tables]
    cmp = compare_tables(results)
    doc: dict[str, Any] = {
        "tables": [
            {
                "name": r.table.name,
                "return": r.return_float,
                "return_exact": exact(r.return_exact),
                "return_change": float(change),
                "return_change_exact": exact(change),
                "variance": r.variance,
                "std_dev": r.std_dev,
                "covariance": float(r.covariance_exact),
                "hit_frequency": r.hit_frequency,
                "strategy_gain": num(gain),
                "strategy_gain_exact": exact(gain),
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
                        "pays_exact": exact(c.pays),
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
                "worth_exact": exact(d.worth),
                "worth_at_table": float(d.worth_at_other),
                "worth_at_table_exact": exact(d.worth_at_other),
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
