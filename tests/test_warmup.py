"""vptrainer compile: every kernel compiled by running one command of each kind."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from shared_makers import kept_value

from vptrainer import cli, warmup
from vptrainer.core.features import spin_poker
from vptrainer.core.storage import caches


def test_check_says_whether_the_kernels_are_compiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    assert warmup.main(["--check"]) == 1
    caches.mark_kernels_complete("test")
    assert warmup.main(["--check"]) == 0


@pytest.mark.slow
def test_compile_runs_every_command_and_marks_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import vptrainer.core._numba  # noqa: F401  (numba's own cache folder is chosen first)

    # Spin Poker's pair sums (six seconds of the run), as its own tests compute them: kept
    # between runs of the same core; the command runs on them
    pair_sums = spin_poker._pair_sums
    monkeypatch.setattr(
        spin_poker,
        "_pair_sums",
        lambda table, progress, cancel: kept_value(
            table.name, "pair-sums", repr(table), lambda: pair_sums(table, progress, cancel)
        ),
    )

    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))  # only where the mark goes
    out = io.StringIO()
    assert cli.main(["compile"], out=out) == 0
    assert "numba kernels ready" in out.getvalue()
    assert caches.kernels_complete()
    commands = {args[0] for args in warmup.COMMANDS}
    assert {"analyze", "hand", "sweep", "evaluate", "risk", "compare", "strategy"} <= commands
