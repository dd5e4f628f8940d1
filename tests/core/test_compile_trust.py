"""numba's kernel cache damaged, and a first run's compile said as it goes (issue 23,
items 6 and 8)."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from vptrainer.core import _numba
from vptrainer.core.storage import caches

MODULE = """
import numba
import vptrainer.core._numba  # vptrainer's numba set-up, its tolerant cache files included

@numba.njit(cache=True)
def twice(x):
    return 2 * x
"""
RUN = "import tiny; print(tiny.twice(21))"


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with a tiny kernel module and its numba cache, compiled once."""
    folder = tmp_path_factory.mktemp("tiny")
    (folder / "tiny.py").write_text(MODULE)
    first = _run(folder, folder / "pristine")
    assert first.returncode == 0 and first.stdout.strip() == "42", first.stderr
    return folder


def _copy(compiled: Path) -> Path:
    """A fresh copy of the compiled cache (numba keys it by the module's path, which
    stays; each test damages its own copy)."""
    cache = compiled / "cache"
    shutil.rmtree(cache, ignore_errors=True)
    shutil.copytree(compiled / "pristine", cache, symlinks=True)
    return cache


def _run(folder: Path, cache: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, NUMBA_CACHE_DIR=str(cache), PYTHONPATH=str(folder))
    return subprocess.run(
        [sys.executable, "-c", RUN], env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.slow
def test_a_truncated_kernel_cache_is_compiled_again_with_a_line(
    compiled: Path, tmp_path: Path
) -> None:
    """A kernel cache cut short was an ``UnpicklingError`` traceback."""
    cache = _copy(compiled)
    files = [p for p in cache.rglob("*") if p.suffix in (".nbi", ".nbc")]
    assert {p.suffix for p in files} == {".nbi", ".nbc"}
    for path in files:  # every file of the cache cut short
        path.write_bytes(path.read_bytes()[:20])
    second = _run(compiled, cache)
    assert second.returncode == 0 and second.stdout.strip() == "42", second.stderr
    assert "Traceback" not in second.stderr
    assert "a compiled kernel in the cache is damaged" in second.stderr
    assert "compiling it again" in second.stderr
    third = _run(compiled, cache)  # compiled again and saved: loads quietly
    assert third.returncode == 0 and third.stderr == ""


def test_a_damaged_data_file_alone_is_compiled_again(compiled: Path, tmp_path: Path) -> None:
    cache = _copy(compiled)
    for path in cache.rglob("*.nbc"):
        path.write_bytes(b"\x80\x04garbage")
    again = _run(compiled, cache)
    assert again.returncode == 0 and again.stdout.strip() == "42", again.stderr
    assert "damaged" in again.stderr


def test_every_compile_is_reported() -> None:
    """numba's compile events reach :func:`caches.compile_event` (a fresh function, never
    cached, compiles here)."""
    import numba

    seen: list[caches.CompileProgress] = []
    caches.add_compile_listener(seen.append)
    try:
        assert numba.njit(lambda x: x + 1)(1) == 2
    finally:
        caches.remove_compile_listener(seen.append)
    assert any(p.name == "<lambda>" for p in seen)
    assert _numba.cache_stats()  # the set-up is loaded


def test_the_command_line_says_it_once_with_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    from vptrainer.cli.compiling import CompileReport

    stream = io.StringIO()
    report = CompileReport(stream)
    monkeypatch.setattr(CompileReport, "EVERY_S", 0.0)
    for done in range(3):
        report(caches.CompileProgress(done, "evaluate_deals", float(done), first=done == 0))
    report.finish()
    lines = stream.getvalue().splitlines()
    assert lines[0].startswith("vptrainer: compiling vptrainer's engine for this computer")
    assert "one-time" in lines[0] and "minute" in lines[0]
    assert sum("compiling" in line.lower() for line in lines) >= 3  # it moves
    assert lines[-1].startswith("vptrainer: compiled 2 parts in 2 s")
    assert stream.getvalue().count("one-time") == 1  # said once


def test_the_command_line_reports_compiles_while_a_command_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from vptrainer import cli

    def tables(out: object, *, as_json: bool = False) -> int:
        caches.compile_event("kernel", finished=False)
        caches.compile_event("kernel", finished=True)
        return 0

    monkeypatch.setattr(caches, "_COMPILING", {"done": 0, "started": 0.0})
    monkeypatch.setattr("vptrainer.cli.tables.cmd_tables", tables)
    assert cli.main(["tables"], out=io.StringIO()) == 0
    err = capsys.readouterr().err
    assert "compiling vptrainer's engine for this computer" in err
    assert "vptrainer: compiled 1 part in" in err
    assert caches._COMPILE_LISTENERS == []  # removed when the command ends


def test_a_pipe_or_a_link_in_the_kernel_cache_is_neither_read_nor_replaced(
    compiled: Path, tmp_path: Path
) -> None:
    cache = _copy(compiled)
    (index,) = cache.rglob("*.nbi")
    (data,) = cache.rglob("*.nbc")
    index.unlink()
    os.mkfifo(index)  # reading it would block for ever
    precious = tmp_path / "precious"
    precious.write_text("the user's file")
    data.unlink()
    data.symlink_to(precious)
    again = _run(compiled, cache)
    assert again.returncode == 0 and again.stdout.strip() == "42", again.stderr
    assert "is not a regular file" in again.stderr
    assert index.is_fifo() and data.is_symlink()
    assert precious.read_text() == "the user's file"
