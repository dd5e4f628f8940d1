"""The tie policy: which tied best hold the analysis plays.

Published per-category counts break ties each their own way; the policies reproduce
them, and the return never moves. Wizard of Odds, Deuces Wild pay tables
(wizardofodds.com/games/video-poker/tables/deuces-wild/): full pay and 25/15/11
("Deuces Wild — 99.96%"), both reproduced exactly by ``first``.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from vptrainer.core.engine import analysis
from vptrainer.core.engine.analysis import AnalysisResult, analyze, stored_name
from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.engine.report import analysis_json, analysis_text
from vptrainer.core.engine.ties import TIE_POLICIES, TiePolicy, check_ties, tie_choices
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.storage import diskcache

# natural royal, four deuces, wild royal, five of a kind, straight flush, four of a
# kind, full house, flush, straight, three of a kind, nothing
WOO_DEUCES_FULL_PAY = (
    440_202_756,
    4_060_462_824,
    35_796_957_696,
    63_818_309_856,
    83_087_969_280,
    1_294_427_430_576,
    423_165_297_240,
    334_561_280_724,
    1_117_664_265_756,
    5_674_784_779_512,
    10_901_423_560_980,
)
WOO_DEUCES_25_15_11 = (
    458_643_348,
    3_565_563_612,
    37_574_943_816,
    61_291_109_808,
    111_216_063_372,
    1_208_791_306_212,
    520_668_792_144,
    423_223_749_672,
    1_126_487_857_584,
    5_322_003_419_376,
    11_117_949_068_256,
)


@cache
def _analysis(table_id: str, ties: TiePolicy) -> AnalysisResult:
    return analyze(load_builtin(table_id), ties=ties)


def _counts(result: AnalysisResult) -> tuple[int, ...]:
    return tuple(c.combinations for c in result.categories)


@pytest.mark.parametrize(
    ("table_id", "published"),
    [
        ("deuces-wild-full-pay", WOO_DEUCES_FULL_PAY),
        ("deuces-wild-25-15-11", WOO_DEUCES_25_15_11),
    ],
)
def test_first_reproduces_the_wizard_of_odds_counts(
    table_id: str, published: tuple[int, ...]
) -> None:
    first = _analysis(table_id, "first")
    assert _counts(first) == published
    default = _analysis(table_id, "most-cards")
    assert _counts(default) != published  # ours differ from theirs only by the ties
    assert first.return_exact == default.return_exact


@pytest.mark.parametrize("ties", TIE_POLICIES)
def test_the_return_and_the_ties_never_move(ties: TiePolicy) -> None:
    base = _analysis("deuces-wild-full-pay", "most-cards")
    other = _analysis("deuces-wild-full-pay", ties)
    assert other.ties == ties
    assert other.return_exact == base.return_exact
    assert other.tied_deals == base.tied_deals == 120_456
    assert sum(other.cards_held) == other.deals
    assert np.array_equal(other.strategy.tie_mask, base.strategy.tie_mask)
    assert np.array_equal(other.strategy.best_ev, base.strategy.best_ev)
    chosen = other.strategy.best_hold.astype(np.int64)
    assert np.all(other.strategy.tie_mask.astype(np.int64) >> chosen & 1)


def test_lowest_variance_has_the_lowest_variance() -> None:
    low = _analysis("deuces-wild-full-pay", "lowest-variance")
    for ties in TIE_POLICIES:
        assert low.variance_exact <= _analysis("deuces-wild-full-pay", ties).variance_exact
    assert low.variance_exact < _analysis("deuces-wild-full-pay", "first").variance_exact


def test_job_96_counts_are_the_same_under_every_policy() -> None:
    # its 876 tied deals tie between holds with the same final hands (which ten to keep)
    counts = {_counts(analyze(load_builtin("jacks-or-better-9-6"), ties=t)) for t in TIE_POLICIES}
    assert len(counts) == 1


def test_each_policy_plays_what_it_says_against_brute_force() -> None:
    """The chosen hold of tied deals, against every hold's EV and final hands."""
    prepared = cached_prepare(load_builtin("deuces-wild-full-pay"))
    result = _analysis("deuces-wild-full-pay", "most-cards")
    classes = result.strategy.classes
    pays = prepared.pays
    for ties in TIE_POLICIES:
        rows, chosen = tie_choices(prepared, result.strategy.tie_mask, ties)
        for i, hold in list(zip(rows.tolist(), chosen.tolist(), strict=True))[::997]:
            cards = [int(c) for c in classes.cards[i]]
            evs = hold_evs(prepared, cards)  # masks over these (ascending) cards
            tied = sorted(h.mask for h in evs.best)
            assert hold in tied

            def second(mask: int, evs: HandEVs = evs) -> Fraction:
                h = evs.hold(mask)
                return sum(
                    (Fraction(n, h.draws) * p * p for n, p in zip(h.outcomes, pays, strict=True)),
                    Fraction(0),
                )

            cards_kept = [bin(m).count("1") for m in tied]
            if ties == "first":
                assert hold == tied[0]
            elif ties == "fewest-cards":
                assert bin(hold).count("1") == min(cards_kept)
            elif ties == "most-cards":
                assert bin(hold).count("1") == max(cards_kept)
            else:
                assert second(hold) == min(second(m) for m in tied)


def test_policies_are_checked() -> None:
    assert check_ties("first") == "first"
    with pytest.raises(VPError, match="most-cards, fewest-cards, first, lowest-variance"):
        check_ties("random")
    with pytest.raises(VPError):
        analyze(load_builtin("jacks-or-better-9-6"), ties="best")  # type: ignore[arg-type]


def test_the_report_names_the_policy() -> None:
    result = _analysis("deuces-wild-full-pay", "first")
    assert analysis_json(result)["ties"] == "first"
    assert "(ties played: first)" in analysis_text(result)


def test_a_kept_analysis_is_keyed_by_the_policy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(diskcache, "array_folders", lambda: (tmp_path,))
    monkeypatch.delenv(diskcache.DISABLE_ENV, raising=False)
    monkeypatch.delenv(analysis.KEEP_ENV)
    table = load_builtin("deuces-wild-25-15-11")
    names = {stored_name(table, t) for t in TIE_POLICIES}
    assert len(names) == len(TIE_POLICIES)
    assert stored_name(table) == stored_name(table, "most-cards")
    kept = analyze(table, keep=True, ties="first")
    assert kept.ties == "first" and _counts(kept) == WOO_DEUCES_25_15_11
    assert len(list(tmp_path.glob("analysis-*.npz"))) == 1
    again = analyze(table, keep=True)  # another policy: not the kept one
    assert again.ties == "most-cards" and _counts(again) != WOO_DEUCES_25_15_11
    assert len(list(tmp_path.glob("analysis-*.npz"))) == 2

    def no_kernels(*args: object, **kwargs: object) -> None:
        raise AssertionError("the kernels ran")

    monkeypatch.setattr(analysis, "_run_kernels", no_kernels)
    read = analyze(table, keep=True, ties="first")
    assert read.ties == "first" and _counts(read) == WOO_DEUCES_25_15_11
    assert np.array_equal(read.strategy.best_hold, kept.strategy.best_hold)


def test_lowest_variance_with_pays_past_int64_squares() -> None:
    table = load_builtin("deuces-wild-full-pay").with_pay("natural_royal_flush", 10**6)
    low = analyze(table, ties="lowest-variance")
    assert low.return_exact == analyze(table).return_exact
    assert low.variance_exact <= analyze(table, ties="first").variance_exact
