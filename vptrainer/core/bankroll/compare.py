"""Two or more pay tables side by side: returns, spreads, categories, pay differences.

Each table after the first is compared with the first (the *reference*). A pay
difference on a category both tables list is worth ``(pay - reference pay) * p``,
where ``p`` is the category's probability under the reference's optimal play
(``worth``) or under the other table's (``worth_at_other``). By optimality the true
change of return lies between the sum of the first and the sum of the second;
when both tables list the same categories the rest, ``strategy_gain``, is what
re-optimising the strategy for the new pays adds, exactly. Pay differences are only
listed between tables of the same kind (wild cards), where a category is the same hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from vptrainer.core.engine.analysis import AnalysisResult, CategoryResult
from vptrainer.core.errors import VPError


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
    reference_pays: Fraction
    pays: Fraction
    worth: Fraction  # return change at the reference's optimal play
    worth_at_other: Fraction  # at the other table's optimal play


@dataclass(frozen=True)
class TableComparison:
    """The comparison of ``results`` (the first is the reference)."""

    results: tuple[AnalysisResult, ...]
    categories: tuple[CategoryRow, ...]
    differences: tuple[PayDifference, ...]
    return_change: tuple[Fraction, ...]  # each table's return minus the reference's
    strategy_gain: tuple[Fraction | None, ...]  # None when the categories differ

    def differences_of(self, table: int) -> tuple[PayDifference, ...]:
        """The pay differences of one table against the reference."""
        return tuple(d for d in self.differences if d.table == table)


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
    ref = cells[0]
    differences = []
    gains: list[Fraction | None] = [Fraction(0)]
    changes = [Fraction(0)]
    for i, (r, mine) in enumerate(zip(results[1:], cells[1:], strict=True), start=1):
        changes.append(r.return_exact - results[0].return_exact)
        if r.table.wild != results[0].table.wild:  # the same key means another hand
            gains.append(None)
            continue
        for k in order:
            a, b = ref.get(k), mine.get(k)
            if a is not None and b is not None and a.pays != b.pays:
                differences.append(
                    PayDifference(
                        key=k,
                        label=labels[k],
                        table=i,
                        reference_pays=a.pays,
                        pays=b.pays,
                        worth=(b.pays - a.pays) * a.probability,
                        worth_at_other=(b.pays - a.pays) * b.probability,
                    )
                )
        if set(mine) == set(ref):
            # the other table's pays at the reference's optimal play
            at_reference = sum((mine[k].pays * ref[k].probability for k in ref), Fraction(0))
            gains.append(r.return_exact - at_reference)
        else:
            gains.append(None)
    return TableComparison(
        results=tuple(results),
        categories=rows,
        differences=tuple(differences),
        return_change=tuple(changes),
        strategy_gain=tuple(gains),
    )
