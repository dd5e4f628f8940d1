"""An analysis as JSON, CSV and text: the one schema of the command line and the app.

``vptrainer analyze --json`` prints :func:`analysis_json`; the app's *Export JSON*
writes the same object, its *Export CSV* writes :func:`analysis_csv`, and *Copy
results* copies :func:`clipboard_text`. ``vptrainer analyze`` without ``--json``
prints :func:`analysis_text`.

JSON keys (:data:`REPORT_VERSION` 1): ``report_version``, ``name``, ``wild`` (the
shorthand: ``"none"``, ``"deuces"``, ``"joker"``, or ``"other"`` for any other game),
``game`` (``jokers``, ``wild_ranks``, ``wild_cards``, ``deck_size``, ``wild_cards_in_deck``
and ``description``), ``return`` (float), ``return_exact`` (``"p/q"``), ``variance``,
``variance_exact``, ``std_dev``, ``hit_frequency``, ``total_combinations``, ``deals``,
``cards_held`` (deals whose best hold keeps 0..5 cards, keyed ``"0"``..``"5"``),
``tied_deals``, ``ties`` (the tie policy: which tied best hold was played, see
:mod:`.ties`; it changes the counts, never the return), ``published_return``,
``categories`` (each ``category``, ``label``,
``pays``, ``pays_exact``, ``combinations``, ``probability``, ``contribution``),
``dealt_categories`` (the ``[dealt]`` bonuses paid on the deal, in the same form and on
the same base of combinations; empty without any: the contributions of both lists add
up to the return), ``table_toml``, ``elapsed_s``, and multi-play: ``covariance`` (of two
lines sharing the deal and the hold, in bets squared) with ``covariance_exact``, and
``multi_play``, one entry per number of lines in :data:`MULTI_PLAY_LINES`, each with
``lines``, ``variance`` and ``std_dev`` (of one round's total, in bets of one line) and
``std_dev_per_line`` (``std_dev / sqrt(lines)``: the Wizard of Odds' figure, 4.4175 for
one line of Jacks or Better 9/6 and 4.8423 for three).
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from vptrainer.core.cards import format_card
from vptrainer.core.engine.analysis import AnalysisResult, CategoryResult
from vptrainer.core.games.game_spec import GameSpec, Wild, rank_set_text
from vptrainer.core.games.pays import published_percent
from vptrainer.core.games.tomlfile import dumps_paytable
from vptrainer.core.plaintext import Column, fit_table, wrap
from vptrainer.core.storage.fileio import atomic_write_text, spreadsheet_text

REPORT_VERSION = 1
CSV_COLUMNS = ("hand", "key", "pays", "combinations", "probability", "one_in", "contribution")
MULTI_PLAY_LINES = (3, 5, 10, 25, 50, 100)


@dataclass(frozen=True)
class MultiPlayRow:
    """The spread of one round of N-play (all lines share the deal and the hold)."""

    lines: int
    variance_exact: Fraction  # of the round's total, in bets of one line squared

    @property
    def variance(self) -> float:
        """The variance of the round's total."""
        return float(self.variance_exact)

    @property
    def std_dev(self) -> float:
        """The standard deviation of the round's total, in bets of one line."""
        return math.sqrt(self.variance_exact)

    @property
    def std_dev_per_line(self) -> float:
        """``std_dev / sqrt(lines)``: the spread per bet, comparable across line counts."""
        return math.sqrt(self.variance_exact / self.lines)


def multi_play_rows(
    result: AnalysisResult, lines: tuple[int, ...] = MULTI_PLAY_LINES
) -> tuple[MultiPlayRow, ...]:
    """The N-play spread of ``result``'s game for each number of lines."""
    return tuple(MultiPlayRow(n, result.multi_play_variance(n)) for n in lines)


def fraction_text(value: Fraction) -> str:
    """An exact fraction as ``"p/q"`` (``"1/1"`` for one)."""
    return f"{value.numerator}/{value.denominator}"


def pay_value(pays: Fraction) -> int | float:
    """A pay as a JSON number: an integer when it is whole."""
    return pays.numerator if pays.denominator == 1 else float(pays)


def game_json(game: GameSpec) -> dict[str, Any]:
    """A game's wild cards as plain JSON data."""
    return {
        "jokers": game.jokers,
        "wild_ranks": rank_set_text(game.wild_ranks) if game.wild_ranks else "",
        "wild_cards": " ".join(format_card(c) for c in sorted(game.wild_cards)),
        "deck_size": game.deck_size,
        "wild_cards_in_deck": game.wild_count,
        "description": game.describe(),
    }


def analysis_json(result: AnalysisResult) -> dict[str, Any]:
    """Everything an analysis found, as plain JSON data."""
    return {
        "report_version": REPORT_VERSION,
        "name": result.table.name,
        "wild": str(result.table.wild),
        "game": game_json(result.table.game),
        "return": result.return_float,
        "return_exact": fraction_text(result.return_exact),
        "variance": result.variance,
        "variance_exact": fraction_text(result.variance_exact),
        "std_dev": result.std_dev,
        "hit_frequency": result.hit_frequency,
        "total_combinations": result.total_combinations,
        "deals": result.deals,
        "cards_held": {str(k): n for k, n in enumerate(result.cards_held)},
        "tied_deals": result.tied_deals,
        "ties": result.ties,
        "published_return": result.table.published_return,
        "categories": categories_json(result.categories),
        "dealt_categories": categories_json(result.dealt),
        "table_toml": dumps_paytable(result.table),
        "elapsed_s": result.elapsed_s,
        "covariance": float(result.covariance_exact),
        "covariance_exact": fraction_text(result.covariance_exact),
        "multi_play": [
            {
                "lines": row.lines,
                "variance": row.variance,
                "std_dev": row.std_dev,
                "std_dev_per_line": row.std_dev_per_line,
            }
            for row in multi_play_rows(result)
        ],
    }


def categories_json(categories: Sequence[CategoryResult]) -> list[dict[str, Any]]:
    """The ``categories`` list of the report: one object per pay category."""
    return [
        {
            "category": c.key,
            "label": c.label,
            "pays": pay_value(c.pays),
            "pays_exact": fraction_text(c.pays),
            "combinations": c.combinations,
            "probability": c.probability,
            "contribution": c.contribution,
        }
        for c in categories
    ]


def category_rows(result: AnalysisResult) -> list[list[str]]:
    """The category table as text rows, :data:`CSV_COLUMNS` first.

    ``[dealt]`` bonuses follow the final-hand categories, keyed ``dealt.<category>``.
    """
    rows = [list(CSV_COLUMNS)]
    entries = [(c, c.key, c.label) for c in result.categories]
    entries += [(c, f"dealt.{c.key}", f"{c.label} dealt (bonus)") for c in result.dealt]
    for c, key, label in entries:
        rows.append(
            [
                spreadsheet_text(label),
                key,
                c.pays_text,
                str(c.combinations),
                repr(c.probability),
                repr(c.one_in) if c.probability > 0 else "",
                repr(c.contribution),
            ]
        )
    return rows


def analysis_csv(result: AnalysisResult) -> str:
    """A comment row (name, return, exact return), then :func:`category_rows`."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(
        [
            "# " + result.table.name,
            f"return {result.return_float!r}",
            f"exact {fraction_text(result.return_exact)}",
        ]
    )
    writer.writerows(category_rows(result))
    return buf.getvalue()


def clipboard_text(result: AnalysisResult) -> str:
    """The headline numbers and the category table, tab-separated, for a spreadsheet."""
    lines = [
        result.table.name,
        f"Return\t{result.return_float * 100:.6f}%\t{fraction_text(result.return_exact)}",
        f"Variance\t{result.variance:.6f}",
        f"Standard deviation\t{result.std_dev:.6f}",
        f"Hit frequency\t{result.hit_frequency * 100:.6f}%",
        "",
    ]
    lines += ["\t".join(row) for row in category_rows(result)]
    return "\n".join(lines) + "\n"


def analysis_text(result: AnalysisResult, width: int | None = None) -> str:
    """The report ``vptrainer analyze`` prints: headline numbers and a category table,
    laid out in ``width`` characters (a terminal's; ``None``: as wide as it needs)."""
    t = result.table
    game = (
        f"wild: {t.wild}"
        if t.wild is not Wild.OTHER
        else f"{t.game.describe()}, {t.deck_size} cards"
    )
    out = [
        f"{t.name}  ({game})",
        f"Return           {result.return_float * 100:.4f}%   "
        f"exactly {fraction_text(result.return_exact)}",
    ]
    if t.published_return is not None:
        out.append(f"Published        {published_percent(t.published_return)}")
    out += [
        f"Variance         {result.variance:.4f}",
        f"Std deviation    {result.std_dev:.4f}",
        f"Hit frequency    {result.hit_frequency * 100:.4f}%",
    ]
    out = [line for text in out for line in wrap(text, width)] + [""]
    out += categories_text(
        result.categories,
        result.total_combinations,
        result.return_float,
        dealt=result.dealt,
        dealt_return=float(result.dealt_return),
        width=width,
    )
    out.append("")
    per_line = ", ".join(f"{r.lines}: {r.std_dev_per_line:.4f}" for r in multi_play_rows(result))
    held = ", ".join(f"{k}: {n:,}" for k, n in enumerate(result.cards_held))
    for text in (
        f"Multi-play   covariance of two lines {float(result.covariance_exact):.6f}",
        f"Std deviation per line by lines   {per_line}",
        f"Deals by cards held   {held}",
        f"Deals with a tied best hold   {result.tied_deals:,}   (ties played: {result.ties})",
        f"Analysis took {result.elapsed_s:.3f} s",
    ):
        out += wrap(text, width)
    return "\n".join(out) + "\n"


_CATEGORY_COLUMNS = (
    Column("Hand", "<", shrink=True, min_width=16),
    Column("Pays"),
    Column("Combinations", drop=3),
    Column("Probability", drop=2),
    Column("1 in", drop=1),
    Column("Return"),
)


def categories_text(
    categories: Sequence[CategoryResult],
    total_combinations: int,
    return_float: float,
    *,
    dealt: Sequence[CategoryResult] = (),
    dealt_return: float = 0.0,
    width: int | None = None,
) -> list[str]:
    """The category table of the text report, one line per category and a total, in
    ``width`` characters (the least useful columns dropped when it is narrow).

    ``[dealt]`` bonuses, if any, follow in a table of their own with the grand total.
    """

    def row(c: CategoryResult) -> list[str]:
        one_in = f"{c.one_in:,.1f}" if c.probability > 0 else "-"
        return [
            c.label,
            c.pays_text,
            f"{c.combinations:,}",
            f"{c.probability:.8f}",
            one_in,
            f"{c.contribution * 100:.4f}%",
        ]

    rows: list[list[str] | str] = [row(c) for c in categories]
    rows.append(
        [
            "Total",
            "",
            f"{total_combinations:,}",
            f"{1:.8f}",
            "",
            f"{(return_float - dealt_return) * 100:.4f}%",
        ]
    )
    if dealt:
        rows += ["", "Paid on the deal, on top of the final hand:"]
        rows += [row(c) for c in dealt]
        rows.append(["Total with the bonuses", "", "", "", "", f"{return_float * 100:.4f}%"])
    return fit_table(_CATEGORY_COLUMNS, rows, width)


def write_json(
    result: AnalysisResult, path: str | os.PathLike[str], *, replace_read_only: bool = False
) -> None:
    """Write :func:`analysis_json` to a file, atomically (a read-only file only when
    ``replace_read_only``: :func:`~vptrainer.core.storage.fileio.atomic_write_bytes`)."""
    text = json.dumps(analysis_json(result), indent=2) + "\n"
    atomic_write_text(path, text, replace_read_only=replace_read_only)


def write_csv(
    result: AnalysisResult, path: str | os.PathLike[str], *, replace_read_only: bool = False
) -> None:
    """Write :func:`analysis_csv` to a file, atomically (see :func:`write_json`)."""
    atomic_write_text(path, analysis_csv(result), replace_read_only=replace_read_only)
