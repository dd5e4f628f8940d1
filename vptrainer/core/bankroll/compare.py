"""Two or more pay tables side by side: returns, spreads, categories, pay differences.

Each table after the first is compared with the first (the *reference*). Every line
either table lists is compared, the quad splits by rank and kicker included: the pays
are changed from the reference's to the other table's one line at a time (first the
lines only the other table lists, best hand first, then the pays both list, then the
lines only the reference lists), and a line's ``worth`` is the change of return that
step makes while the reference's optimal holds are played (``worth_at_other``: while the
other table's are). A hand whose line is added or dropped is paid by the line it falls
through to, so the worths of one table add up exactly to the return of its pays at the
reference's optimal play minus the reference's return, and ``strategy_gain``, what
re-optimising for the new pays adds, is the rest of the return change. By optimality
the true change lies between the sum of the worths and the sum of the worths at the
other table's play. Pay differences are only listed between tables of the same game
(the same wild cards), where a category is the same hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import pairwise

from vptrainer.core.engine.analysis import AnalysisResult, CategoryResult
from vptrainer.core.engine.hold_table import category_combinations
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.errors import VPError
from vptrainer.core.games.pays import format_pay
from vptrainer.core.games.paytable import PayLine, PayTable


@dataclass(frozen=True)
class CategoryCell:
    """One category of one table."""

    pays: Fraction
    combinations: int  # on that table's common base
    probability: Fraction
    contribution: Fraction  # to the return, per coin bet


@dataclass(frozen=True)
class CategoryRow:
    """A category across the tables (``None`` where a table does not list it)."""

    key: str
    label: str
    cells: tuple[CategoryCell | None, ...]


@dataclass(frozen=True)
class PayDifference:
    """A category whose pay differs from the reference's, and what that is worth."""

    key: str
    label: str
    table: int  # index of the other table
    reference_pays: Fraction | None  # None: the reference has no such line
    pays: Fraction | None  # None: the other table has no such line
    worth: Fraction  # return change at the reference's optimal play
    worth_at_other: Fraction  # at the other table's optimal play
    section: str = "pays"  # or "dealt": a bonus on the deal

    def change_text(self, arrow: str = "→") -> str:
        """``9 → 8``; a line one table does not list reads ``not listed``."""

        def pays(value: Fraction | None) -> str:
            return "not listed" if value is None else format_pay(value)

        return f"{pays(self.reference_pays)} {arrow} {pays(self.pays)}"


@dataclass(frozen=True)
class TableComparison:
    """The comparison of ``results`` (the first is the reference)."""

    results: tuple[AnalysisResult, ...]
    categories: tuple[CategoryRow, ...]
    differences: tuple[PayDifference, ...]
    return_change: tuple[Fraction, ...]  # each table's return minus the reference's
    strategy_gain: tuple[Fraction | None, ...]  # None between different games

    def differences_of(self, table: int) -> tuple[PayDifference, ...]:
        """The pay differences of one table against the reference."""
        return tuple(d for d in self.differences if d.table == table)


_Step = tuple[str, PayLine, Fraction | None, Fraction | None]


def _steps(reference: PayTable, other: PayTable) -> list[_Step]:
    """The line changes that turn ``reference``'s pays into ``other``'s, in the order
    they are priced: lines added (best first), pays changed, lines dropped."""
    added: list[_Step] = []
    changed: list[_Step] = []
    dropped: list[_Step] = []
    for section in ("pays", "dealt"):
        mine = {ln.key: ln for ln in (reference.lines if section == "pays" else reference.dealt)}
        theirs = other.lines if section == "pays" else other.dealt
        for ln in theirs:
            old = mine.get(ln.key)
            if old is None:
                added.append((section, ln, None, ln.pays))
            elif old.pays != ln.pays or old.quad != ln.quad:
                changed.append((section, ln, old.pays, ln.pays))
        keys = {ln.key for ln in theirs}
        dropped += [(section, ln, None, None) for ln in mine.values() if ln.key not in keys]
    return added + changed + [(s, ln, ln.pays, None) for s, ln, _, _ in dropped]


def _apply(table: PayTable, step: _Step) -> PayTable:
    section, line, _, after = step
    if after is None:
        return table.without_line(line.key, section=section)
    return table.with_line(line, section=section)


def _step_returns(
    start: PayTable, played: Sequence[AnalysisResult], steps: Sequence[_Step]
) -> list[list[Fraction]]:
    """For each result of ``played``: the return of ``start``'s pays before the steps
    and after each one, all with that result's optimal holds."""

    def shape(table: PayTable) -> tuple[object, ...]:
        return tuple((ln.key, ln.quad) for ln in table.lines)

    # each analysis already counted its own table's categories at its own holds
    counts = {
        (shape(r.table), k): [c.combinations for c in r.categories] for k, r in enumerate(played)
    }

    def values(table: PayTable) -> list[Fraction]:
        dealt = cached_prepare(table).dealt_return if table.dealt else Fraction(0)
        out = []
        for k, r in enumerate(played):
            key = (shape(table), k)
            if key not in counts:
                counts[key] = category_combinations(cached_prepare(table), r.strategy.best_hold)
            paid = sum(
                (n * ln.pays for n, ln in zip(counts[key], table.lines, strict=False)), Fraction(0)
            )
            out.append(paid / r.total_combinations + dealt)
        return out

    table = start
    out = [values(table)]
    for step in steps:
        table = _apply(table, step)
        out.append(values(table))
    return [list(v) for v in zip(*out, strict=True)]


def _cell(c: CategoryResult, total: int) -> CategoryCell:
    p = Fraction(c.combinations, total)
    return CategoryCell(c.pays, c.combinations, p, p * c.pays)


def compare_tables(results: Sequence[AnalysisResult]) -> TableComparison:
    """Compare two or more analysed tables with the first one.

    Raises
    ------
    VPError
        When fewer than two tables are given.
    """
    if len(results) < 2:
        raise VPError("give at least two tables to compare")
    cells: list[dict[str, CategoryCell]] = []
    labels: dict[str, str] = {}
    order: list[str] = []
    for r in results:
        row = {}
        at = -1  # a key new to the union goes right after the table's previous key
        for c in r.categories:
            row[c.key] = _cell(c, r.total_combinations)
            if c.key in labels:
                at = order.index(c.key)
            else:
                labels[c.key] = c.label
                at += 1
                order.insert(at, c.key)
        cells.append(row)
    rows = tuple(CategoryRow(k, labels[k], tuple(t.get(k) for t in cells)) for k in order)
    differences: list[PayDifference] = []
    gains: list[Fraction | None] = [Fraction(0)]
    changes = [Fraction(0)]
    reference = results[0]
    for i, r in enumerate(results[1:], start=1):
        changes.append(r.return_exact - reference.return_exact)
        if r.table.game != reference.table.game:  # the same key means another hand
            gains.append(None)
            continue
        steps = _steps(reference.table, r.table)
        worths, at_other = _step_returns(reference.table, (reference, r), steps)
        for (section, line, before, after), w, o in zip(
            steps, pairwise(worths), pairwise(at_other), strict=True
        ):
            differences.append(
                PayDifference(
                    key=line.key,
                    label=line.label,
                    table=i,
                    reference_pays=before,
                    pays=after,
                    worth=w[1] - w[0],
                    worth_at_other=o[1] - o[0],
                    section=section,
                )
            )
        gains.append(r.return_exact - worths[-1])
    return TableComparison(
        results=tuple(results),
        categories=rows,
        differences=tuple(differences),
        return_change=tuple(changes),
        strategy_gain=tuple(gains),
    )
