"""``vptrainer analyze`` and ``vptrainer compare``: exact returns of pay tables."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import IO, Any

from vptrainer.cli.common import EXIT_OK, exact, num, terminal_width
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
    if args.json:
        out.write(json.dumps(analysis_json(result)) + "\n")
    else:
        out.write(analysis_text(result, terminal_width()))
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
                "section": d.section,
                "reference_pays": None if d.reference_pays is None else float(d.reference_pays),
                "pays": None if d.pays is None else float(d.pays),
                "change": d.change_text("->"),
                "worth": float(d.worth),
                "worth_exact": exact(d.worth),
                "worth_at_table": float(d.worth_at_other),
                "worth_at_table_exact": exact(d.worth_at_other),
            }
            for d in cmp.differences
        ],
    }
    out.write(json.dumps(doc) + "\n" if args.json else _compare_text(doc, terminal_width()))
    return EXIT_OK


def _compare_text(doc: dict[str, Any], width: int | None) -> str:
    """The comparison as text: the tables side by side in blocks that fit ``width``
    (each block repeats the row labels), then the pay differences."""
    from vptrainer.core.plaintext import wrap

    tables = doc["tables"]
    col = max(14, *(len(t["name"]) for t in tables))
    label_w = max(20, *(len(c["label"]) for c in doc["categories"]))
    if width is not None:
        col = min(col, max(14, width - label_w - 2))
        label_w = min(label_w, max(12, width - col - 2))
    per_block = len(tables) if width is None else max(1, (width - label_w) // (col + 2))

    def cut(text: str, w: int) -> str:
        return text if len(text) <= w else text[: w - 1] + "…"

    def row(label: str, cells: Sequence[str]) -> str:
        return (
            f"{cut(label, label_w):<{label_w}}" + "".join(f"  {c:>{col}}" for c in cells)
        ).rstrip()

    out: list[str] = []
    for start in range(0, len(tables), per_block):
        block = range(start, min(len(tables), start + per_block))
        if out:
            out.append("")
        out.append(row("", [cut(tables[i]["name"], col) for i in block]))
        t = [tables[i] for i in block]
        out.append(row("Return", [f"{x['return'] * 100:.4f}%" for x in t]))
        out.append(row("  vs the first", [f"{x['return_change'] * 100:+.4f}%" for x in t]))
        out.append(row("Variance", [f"{x['variance']:.4f}" for x in t]))
        out.append(row("Std deviation", [f"{x['std_dev']:.4f}" for x in t]))
        out.append(row("Multi-play covariance", [f"{x['covariance']:.4f}" for x in t]))
        out.append(row("Hit frequency", [f"{x['hit_frequency'] * 100:.4f}%" for x in t]))
        out += ["", row("Pays / share of return", ["" for _ in t])]
        for c in doc["categories"]:
            cells = [
                "-" if x is None else f"{x['pays']:g}  {x['contribution'] * 100:.4f}%"
                for x in (c["tables"][i] for i in block)
            ]
            out.append(row(c["label"], cells))
    lines = []
    if doc["pay_differences"]:
        lines += ["", f"Pay differences against {tables[0]['name']} (return change they make):"]
        for d in doc["pay_differences"]:
            lines.append(
                f"  {tables[d['table']]['name']}: {d['label']} {d['change']}: "
                f"{d['worth'] * 100:+.4f}% at the first table's play, "
                f"{d['worth_at_table'] * 100:+.4f}% at its own"
            )
        for i, t in enumerate(tables[1:], start=1):
            if t["strategy_gain"] is not None:
                lines.append(
                    f"  {tables[i]['name']}: re-optimising the strategy adds "
                    f"{t['strategy_gain'] * 100:+.4f}%"
                )
    out += [w for text in lines for w in wrap(text, width, "    ")]
    return "\n".join(out) + "\n"
