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
    assert cmp.strategy_gain[1] is None and cmp.strategy_gain[2] is None
    # full house pays 9 in 9/6 and 8 in Bonus Poker 8/5
    assert [d.key for d in cmp.differences_of(1)] == ["full_house", "flush"]
    assert cmp.differences_of(2) == ()  # another kind of game: its categories are other hands
    assert [r.key for r in cmp.categories][:2] == ["natural_royal_flush", "four_deuces"]
    assert keys.index("four_aces") < keys.index("four_of_a_kind") < keys.index("full_house")
    with pytest.raises(VPError):
        compare_tables([job96])
