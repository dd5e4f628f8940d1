"""Strategy files are read only when they are regular files within bounds, and a long
strategy is cancelled within a moment (issue 23, items 2, 3 and 9)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy import language
from vptrainer.core.strategy.builtin import resolve_strategy
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import StrategyError, parse_strategy, read_strategy
from vptrainer.core.strategy.matching import PLAY_WORK_PER_CHUNK

JOB = game_of(load_builtin("jacks-or-better-9-6"))
RULES = ("4 to a royal flush", "high pair", "3 to a royal flush", "4 to a flush", "KQ", "AK")


def _rules(n: int) -> str:
    return "\n".join(f"{i + 1}. {RULES[i % len(RULES)]}" for i in range(n)) + "\n"


def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    pipe = tmp_path / "strategy.txt"
    os.mkfifo(pipe)
    with pytest.raises(StrategyError, match="named pipe, not a regular file"):
        read_strategy(pipe, JOB)
    with pytest.raises(StrategyError, match="named pipe"):
        resolve_strategy(pipe, JOB)


def test_a_device_is_refused_unread() -> None:
    with pytest.raises(StrategyError, match="a device, not a regular file"):
        resolve_strategy("/dev/zero", JOB)


def test_a_huge_sparse_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    with path.open("wb") as f:
        f.truncate(64 * 1024**3)
    with pytest.raises(StrategyError, match=r"too large for a strategy \(68,719,476,736 bytes"):
        read_strategy(path, JOB)


def test_a_folder_is_called_a_folder(tmp_path: Path) -> None:
    with pytest.raises(StrategyError, match="is a folder, not a strategy file"):
        resolve_strategy(tmp_path, JOB)
    with pytest.raises(StrategyError, match="is a folder"):
        read_strategy(tmp_path, JOB)


def test_a_very_long_name_is_a_message(tmp_path: Path) -> None:
    name = str(tmp_path / ("s" * 5000))
    with pytest.raises(StrategyError, match="the file name is too long") as info:
        resolve_strategy(name, JOB)
    assert len(str(info.value)) < 300


def test_many_lines_are_refused_before_they_are_read() -> None:
    """111,111 lines within the size limit took 764 s to evaluate."""
    text = "KQ\n" * 66_666
    assert len(text) <= language.MAX_TEXT
    with pytest.raises(StrategyError, match=r"too many lines \(66,667; .* at most 5,000\)"):
        parse_strategy(text, JOB)


def test_the_limits_are_said() -> None:
    with pytest.raises(StrategyError, match=r"too many rules \(a strategy has at most 1,000\)"):
        parse_strategy(_rules(language.MAX_RULES + 1), JOB)
    line = "1. " + " | ".join(["KQ", "KJ", "QJ", "AK"] * 1_200)
    with pytest.raises(StrategyError, match=r"line 1: too long \(.*at most 4,000\)"):
        parse_strategy(line, JOB)
    many = "\n".join(f"{i + 1}. KQ | KJ | QJ | AK | AQ | AJ" for i in range(700))
    with pytest.raises(StrategyError, match=r"too many patterns .* at most 4,000"):
        parse_strategy(many, JOB)
    with pytest.raises(StrategyError, match=r"too long \(200,001 characters"):
        parse_strategy("#" * 200_001, JOB)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines=st.integers(4_990, 5_010), rule=st.sampled_from(["", "# note", "1. KQ"]))
def test_the_line_limit_is_exact(lines: int, rule: str) -> None:
    text = "\n".join([rule] * lines)
    if lines > language.MAX_LINES:
        with pytest.raises(StrategyError, match="too many lines"):
            parse_strategy(text, JOB)
    else:
        try:
            parse_strategy(text, JOB)
        except StrategyError as exc:
            assert "too many lines" not in str(exc)


def test_cancel_stops_a_long_strategy_within_a_chunk(job: PreparedTable) -> None:
    """A strategy of 1,000 rules is played in chunks of a tenth of a second or so, so a
    cancel waits at most one (it waited 45 s in the Strategy view)."""
    strategy = parse_strategy(_rules(1_000), JOB)
    cancel = threading.Event()
    steps: list[int] = []

    def progress(done: int, total: int) -> None:
        steps.append(done)
        if len(steps) == 3:
            cancel.set()

    with pytest.raises(Cancelled):
        evaluate_strategy(job, strategy, progress=progress, cancel=cancel)
    assert len(steps) == 3  # not one chunk more after the cancel
    chunk = steps[2] - steps[1]
    assert 0 < chunk * 1_000 <= PLAY_WORK_PER_CHUNK * 1.01
