"""Analyses kept on disk (``analyze(..., keep=True)``): the same exact result as a run,
read back without the kernels, keyed by the pays, pruned, rebuilt when damaged."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import zipfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from vptrainer.core.engine import analysis
from vptrainer.core.engine.analysis import AnalysisResult, analyze, stored_name
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.storage import diskcache


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(diskcache, "array_folders", lambda: (tmp_path,))
    monkeypatch.delenv(diskcache.DISABLE_ENV, raising=False)
    monkeypatch.delenv(analysis.KEEP_ENV)
    return tmp_path


def _same(a: AnalysisResult, b: AnalysisResult) -> None:
    assert a.table == b.table
    assert a.return_exact == b.return_exact
    assert a.variance_exact == b.variance_exact
    assert a.categories == b.categories
    assert a.dealt == b.dealt
    assert a.total_combinations == b.total_combinations
    assert a.hit_frequency == b.hit_frequency
    assert (a.deals, a.cards_held, a.tied_deals) == (b.deals, b.cards_held, b.tied_deals)
    assert a.strategy.denominator == b.strategy.denominator
    for name in ("best_hold", "tie_mask", "best_ev"):
        x, y = getattr(a.strategy, name), getattr(b.strategy, name)
        assert x.dtype == y.dtype and np.array_equal(x, y), name
    assert a.covariance_exact == b.covariance_exact


def _no_kernels(*args: object, **kwargs: object) -> None:
    raise AssertionError("the kernels ran")


@pytest.mark.parametrize(
    "table_id",
    ["jacks-or-better-9-6", "deuces-wild-full-pay", "joker-poker-kings-full-pay", "one-eyed-jacks"],
)
def test_a_kept_analysis_is_the_analysis(
    table_id: str, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = load_builtin(table_id)
    computed = analyze(table)
    first = analyze(table, keep=True)  # runs and keeps
    assert len(list(folder.glob("analysis-*.npz"))) == 1
    _same(first, computed)
    monkeypatch.setattr(analysis, "_run_kernels", _no_kernels)
    steps: list[tuple[int, int]] = []
    again = analyze(table, keep=True, progress=lambda d, t: steps.append((d, t)))
    _same(again, computed)
    assert steps and steps[-1][0] == steps[-1][1]
    assert again.strategy.lookup((0, 4, 8, 12, 16)) == computed.strategy.lookup((0, 4, 8, 12, 16))


def test_the_key_is_the_pays_not_the_name(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = load_builtin("jacks-or-better-9-6")
    renamed = table.edited(name="My 9/6")
    richer = table.with_pay("royal_flush", Fraction(1000))
    assert stored_name(renamed) == stored_name(table)
    assert stored_name(richer) != stored_name(table)
    assert stored_name(table.with_pay("full_house", Fraction(8))) != stored_name(table)
    assert stored_name(load_builtin("deuces-wild-full-pay")) != stored_name(
        load_builtin("jacks-or-better-9-6")
    )
    analyze(table, keep=True)
    monkeypatch.setattr(analysis, "_run_kernels", _no_kernels)
    result = analyze(renamed, keep=True)
    assert result.table == renamed and result.table.name == "My 9/6"
    with pytest.raises(AssertionError, match="the kernels ran"):
        analyze(richer, keep=True)


def test_the_store_can_be_turned_off(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(analysis.KEEP_ENV, "0")
    table = load_builtin("jacks-or-better-9-6")
    _same(analyze(table, keep=True), analyze(table))
    assert not list(folder.glob("*.npz"))


def test_tables_with_dealt_bonuses_are_always_analysed(folder: Path) -> None:
    table = load_builtin("royal-deal-jacks-or-better-8-5")
    assert table.dealt
    _same(analyze(table, keep=True), analyze(table))
    assert not list(folder.glob("*.npz"))


def test_a_damaged_file_is_analysed_again(folder: Path) -> None:
    table = load_builtin("jacks-or-better-9-6")
    good = analyze(table, keep=True)
    (path,) = folder.glob("analysis-*.npz")
    with np.load(path) as stored:
        arrays = {key: stored[key].copy() for key in stored.files}
    arrays["totals"][0] += 1  # the categories no longer add up
    np.savez(path, **arrays)
    _same(analyze(table, keep=True), good)
    with np.load(path) as stored:
        assert np.array_equal(stored["totals"], good_totals(good))
    path.write_bytes(b"not a zip file")
    _same(analyze(table, keep=True), good)


def good_totals(result: AnalysisResult) -> np.ndarray:
    cats = [c.combinations for c in result.categories]
    return np.array([*cats, *result.cards_held, result.tied_deals], dtype=np.int64)


def test_a_cancelled_analysis_keeps_nothing(folder: Path) -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        analyze(load_builtin("jacks-or-better-8-5"), keep=True, cancel=cancel)
    assert not list(folder.glob("*.npz"))


def test_only_the_newest_analyses_are_kept(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(analysis, "_STORED_KEPT", 2)
    base = load_builtin("jacks-or-better-9-6")
    tables = [base.with_pay("royal_flush", Fraction(800 + i)) for i in range(3)]
    (folder / "suit-classes-other.npz").write_bytes(b"kept")  # not an analysis
    for i, table in enumerate(tables):
        analyze(table, keep=True)
        (path,) = folder.glob(f"{stored_name(table)}-*.npz")
        os.utime(path, (1000 + i, 1000 + i))  # written in this order
    kept = {p.name.rsplit("-", 1)[0] for p in folder.glob("analysis-*.npz")}
    assert kept == {stored_name(t) for t in tables[1:]}
    assert (folder / "suit-classes-other.npz").exists()


def test_a_fresh_process_reads_a_kept_analysis_without_numba(tmp_path: Path) -> None:
    """The point of keeping it: ``vptrainer analyze`` of a table seen before loads no
    kernel (numba takes tenths of a second to import)."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    env.pop(diskcache.DISABLE_ENV, None)
    env.pop(analysis.KEEP_ENV)
    command = [sys.executable, "-m", "vptrainer", "analyze", "jacks-or-better-9-6", "--json"]
    code = (
        "import io, sys\nfrom vptrainer import cli\n"
        "out = io.StringIO()\n"
        "cli.main(['analyze', 'jacks-or-better-9-6', '--json'], out=out)\n"
        "print(out.getvalue().strip())\n"
        "print('numba' in sys.modules)\n"
    )
    first = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    proc = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    text, loaded = proc.stdout.strip().splitlines()[-2:]
    assert loaded == "False"
    kept, ran = json.loads(text), json.loads(first.stdout)
    for doc in (kept, ran):
        del doc["elapsed_s"]  # the only figure that differs: the time taken
    assert kept == ran
    assert kept["return_exact"] == "1653526326983/1661102543100"


# ---------------------------------------------- a kept analysis proves it belongs (issue 23)


def _arrays_of(path: Path) -> dict[str, np.ndarray]:
    with zipfile.ZipFile(path) as archive:
        return {
            name.removesuffix(".npy"): np.lib.format.read_array(archive.open(name))
            for name in archive.namelist()
        }


def test_another_tables_file_is_never_shown(folder: Path) -> None:
    """9/6's file replaced by 8/5's: 9/6 is analysed again, never shown with 8/5's counts."""
    nine_six, eight_five = load_builtin("jacks-or-better-9-6"), load_builtin("jacks-or-better-8-5")
    right = analyze(nine_six, keep=True)
    analyze(eight_five, keep=True)
    (mine,) = folder.glob(f"{stored_name(nine_six)}-*.npz")
    (theirs,) = folder.glob(f"{stored_name(eight_five)}-*.npz")
    mine.write_bytes(theirs.read_bytes())
    again = analyze(nine_six, keep=True)
    _same(again, right)
    assert again.return_exact == Fraction(1653526326983, 1661102543100)
    assert _arrays_of(mine)["totals"].tolist() == good_totals(right).tolist()  # replaced


def test_an_edit_that_keeps_the_sums_is_caught(folder: Path) -> None:
    """A million final hands moved from nothing to the royal: every check on shapes and
    sums passes, the checksum does not."""
    table = load_builtin("jacks-or-better-9-6")
    right = analyze(table, keep=True)
    (path,) = folder.glob("analysis-*.npz")
    arrays = _arrays_of(path)
    totals = arrays["totals"].copy()
    totals[0] += 1_000_000
    totals[len(table.lines)] -= 1_000_000
    arrays["totals"] = totals
    np.savez(path, **arrays)  # the record of what the file holds is kept as it was
    _same(analyze(table, keep=True), right)


def test_the_record_names_the_pays_and_the_code(folder: Path) -> None:
    table = load_builtin("jacks-or-better-9-6")
    analyze(table, keep=True)
    (path,) = folder.glob("analysis-*.npz")
    meta = json.loads(_arrays_of(path)[diskcache.META_KEY].tobytes())
    assert meta["identity"] == analysis.stored_identity(table)
    assert "royal_flush|None|800/1" in meta["identity"]
    assert meta["code"] == diskcache.source_digest(analysis.stored_sources())
    assert set(meta["arrays"]) == {"best_hold", "tie_mask", "best_ev", "totals"}
