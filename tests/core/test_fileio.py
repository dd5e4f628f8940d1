"""Atomic writes: links written through, long names, umask, leftovers cleaned, no partial file."""

from __future__ import annotations

import errno
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vptrainer.core.storage import fileio
from vptrainer.core.storage.fileio import (
    TEMP_PREFIX,
    TEMP_SUFFIX,
    atomic_write_bytes,
    atomic_write_text,
    current_umask,
    remove_stale_temporaries,
)


@pytest.fixture
def umask_027() -> Iterator[None]:
    old = os.umask(0o027)
    try:
        yield
    finally:
        os.umask(old)


def temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(TEMP_PREFIX))


def test_write_and_replace_keeps_the_mode(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    atomic_write_text(path, "one")
    path.chmod(0o600)
    atomic_write_text(path, "two ✓")
    assert path.read_text("utf-8") == "two ✓"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert temporaries(tmp_path) == []


def test_new_files_follow_the_umask(tmp_path: Path, umask_027: None) -> None:
    assert current_umask() == 0o027
    path = tmp_path / "new.csv"
    atomic_write_bytes(path, b"x")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_a_symbolic_link_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "real" / "table.toml"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink()
    assert real.read_text() == "new"
    chain = tmp_path / "chain.toml"
    chain.symlink_to(link)
    atomic_write_text(chain, "newer")
    assert chain.is_symlink() and link.is_symlink()
    assert real.read_text() == "newer"


def test_a_name_near_the_length_limit(tmp_path: Path) -> None:
    path = tmp_path / ("t" * 250 + ".toml")
    atomic_write_text(path, "long")
    assert path.read_text() == "long"


def test_leftover_temporaries_are_removed(tmp_path: Path) -> None:
    old = tmp_path / f"{TEMP_PREFIX}abandoned{TEMP_SUFFIX}"
    fresh = tmp_path / f"{TEMP_PREFIX}inprogress{TEMP_SUFFIX}"
    other = tmp_path / "notes.tmp"
    for p in (old, fresh, other):
        p.write_text("x")
    hours_ago = time.time() - 2 * fileio.STALE_AFTER_S
    os.utime(old, (hours_ago, hours_ago))
    os.utime(other, (hours_ago, hours_ago))
    atomic_write_text(tmp_path / "saved.toml", "y")
    assert not old.exists()
    assert fresh.exists() and other.exists()
    assert remove_stale_temporaries(tmp_path / "missing") == 0


def test_a_missing_folder_fails_and_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        atomic_write_text(tmp_path / "missing" / "x.csv", "x")
    assert list(tmp_path.iterdir()) == []


def test_a_full_disk_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "keep.toml"
    path.write_text("precious")

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(fileio.os, "fsync", no_space)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(path, "half")
    assert path.read_text() == "precious"
    assert temporaries(tmp_path) == []


@settings(max_examples=25, deadline=None)
@given(data=st.binary(max_size=4096))
def test_any_bytes_round_trip(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("rt") / "f.bin"
    atomic_write_bytes(path, data)
    assert path.read_bytes() == data


@pytest.mark.parametrize("text", ["=1+1", "+1", "-1", "@SUM(A1)", "\t=x", "\r=x", "\n=x"])
def test_spreadsheet_text_escapes_formulas(text: str) -> None:
    assert fileio.spreadsheet_text(text) == "'" + text


@given(st.text(max_size=30))
def test_spreadsheet_text_keeps_plain_text(text: str) -> None:
    out = fileio.spreadsheet_text(text)
    assert out == text or (out == "'" + text and text[:1] in "=+-@\t\r\n")
