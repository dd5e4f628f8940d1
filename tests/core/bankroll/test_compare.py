"""Pay tables side by side, and what each pay difference is worth."""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.bankroll.compare import compare_tables
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="module")
def job85() -> AnalysisResult:
    return analyze(load_builtin("jacks-or-better-8-5"))


def test_job_9_6_against_8_5(job96: AnalysisResult, job85: AnalysisResult) -> None:
    cmp = compare_tables([job96, job85])
    assert cmp.return_change == (0, job85.return_exact - job96.return_exact)
    diffs = {d.key: d for d in cmp.differences_of(1)}
    assert set(diffs) == {"full_house", "flush"}
    fh = diffs["full_house"]
    assert (fh.reference_pays, fh.pays) == (9, 8)
    assert fh.worth == -Fraction(229_475_482_596, job96.total_combinations)
    # the pay changes at 9/6's strategy, plus re-optimising for 8/5, make the whole change
    gain = cmp.strategy_gain[1]
    assert gain is not None and gain >= 0
    assert sum(d.worth for d in diffs.values()) + gain == cmp.return_change[1]
    # the change lies between the worths at either table's optimal play
    at_other = sum(d.worth_at_other for d in diffs.values())
    assert sum(d.worth for d in diffs.values()) <= cmp.return_change[1] <= at_other
    # each category's combinations and contribution, per table
    row = next(r for r in cmp.categories if r.key == "flush")
    a, b = row.cells
    assert a is not None and b is not None
    assert a.combinations == 219_554_786_160 and a.contribution == a.probability * 6
    assert b.pays == 5
    assert cmp.categories[-1].key == "nothing"


def test_different_games(job96: AnalysisResult) -> None:
    bonus = analyze(load_builtin("bonus-poker-8-5"))
    deuces = analyze(load_builtin("deuces-wild-full-pay"))
    cmp = compare_tables([job96, bonus, deuces])
    keys = [r.key for r in cmp.categories]
    assert "four_of_a_kind" in keys and "four_aces" in keys and "four_deuces" in keys
    quads = next(r for r in cmp.categories if r.key == "four_aces")
    assert quads.cells[0] is None and quads.cells[1] is not None
    assert cmp.strategy_gain[1] is not None and cmp.strategy_gain[2] is None
    # every line is compared: Bonus Poker's quads split by rank where 9/6 pays one line
    # (added first, best first), full house 9 -> 8 and flush 6 -> 5, 9/6's quads dropped
    diffs = cmp.differences_of(1)
    assert [d.key for d in diffs] == [
        "four_aces",
        "four_2_4",
        "four_5_k",
        "full_house",
        "flush",
        "four_of_a_kind",
    ]
    assert (diffs[0].reference_pays, diffs[0].pays) == (None, 80)
    assert diffs[0].change_text("->") == "not listed -> 80"
    assert diffs[0].worth > 0 and diffs[2].worth == 0 and diffs[-1].worth == 0
    assert cmp.differences_of(2) == ()  # another kind of game: its categories are other hands
    assert [r.key for r in cmp.categories][:2] == ["natural_royal_flush", "four_deuces"]
    assert keys.index("four_aces") < keys.index("four_of_a_kind") < keys.index("full_house")
    with pytest.raises(VPError):
        compare_tables([job96])


# tables of one game whose lines differ (quads split by rank and kicker, bonuses)
_PAIRS = [
    ("jacks-or-better-9-6", "bonus-poker-8-5"),
    ("double-double-bonus-9-6", "double-bonus-10-7"),
    ("bonus-poker-8-5", "double-double-bonus-9-6"),
    ("triple-double-bonus-9-7", "double-double-bonus-9-6"),
    ("jacks-or-better-8-5", "royal-deal-jacks-or-better-8-5"),
]


def _family_pairs() -> list[tuple[str, str]]:
    from itertools import combinations

    from vptrainer.core.games.builtin import builtin_catalog

    by_family: dict[str, list[str]] = {}
    for info in builtin_catalog():
        by_family.setdefault(info.family, []).append(info.id)
    return [p for ids in by_family.values() for p in combinations(ids, 2)]


@pytest.fixture(scope="module")
def analysed() -> dict[str, AnalysisResult]:
    ids = {i for pair in [*_PAIRS, *_family_pairs()] for i in pair}
    return {i: analyze(load_builtin(i)) for i in sorted(ids)}


@pytest.mark.parametrize("pair", [*_PAIRS, *_family_pairs()], ids="-vs-".join)
def test_every_line_compared_and_the_worths_add_up(
    analysed: dict[str, AnalysisResult], pair: tuple[str, str]
) -> None:
    a, b = (analysed[i] for i in pair)
    cmp = compare_tables([a, b])
    diffs = cmp.differences_of(1)
    if a.table.game != b.table.game:
        assert diffs == () and cmp.strategy_gain[1] is None
        return
    # every line listed by either table whose pay differs is there, once
    lines = {
        (s, ln.key): ln.pays
        for s in ("pays", "dealt")
        for ln in getattr(a.table, s if s == "dealt" else "lines")
    }
    other = {
        (s, ln.key): ln.pays
        for s in ("pays", "dealt")
        for ln in getattr(b.table, s if s == "dealt" else "lines")
    }
    expected = {k for k in lines.keys() | other.keys() if lines.get(k) != other.get(k)}
    assert {(d.section, d.key) for d in diffs} == expected
    for d in diffs:
        assert (d.reference_pays, d.pays) == (
            lines.get((d.section, d.key)),
            other.get((d.section, d.key)),
        )
    # the worths at the reference's play and the strategy gain make the return change
    gain = cmp.strategy_gain[1]
    assert gain is not None and gain >= 0
    assert sum(d.worth for d in diffs) + gain == cmp.return_change[1]
    # and the change lies between the worths at either table's optimal play
    assert (
        sum(d.worth for d in diffs) <= cmp.return_change[1] <= sum(d.worth_at_other for d in diffs)
    )
