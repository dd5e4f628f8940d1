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
    FileRefused,
    FileTooLarge,
    ReadOnlyFile,
    atomic_write_bytes,
    atomic_write_text,
    current_umask,
    describe_os_error,
    read_regular_bytes,
    read_regular_text,
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


# ------------------------------------- only regular files, never blocking (issue 23, item 2)


def test_a_pipe_is_refused_unread_and_unreplaced(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(FileRefused, match="named pipe"):
        read_regular_bytes(pipe, limit=100)  # returns at once: nothing writes the pipe
    with pytest.raises(FileRefused, match="named pipe, not a regular file"):
        atomic_write_text(pipe, "x")
    assert stat.S_ISFIFO(pipe.lstat().st_mode)


def test_a_link_to_a_device_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "settings.toml"
    link.symlink_to("/dev/zero")
    with pytest.raises(FileRefused, match="device"):
        read_regular_bytes(link, limit=100)
    with pytest.raises(FileRefused, match="device"):
        atomic_write_text(link, "x")
    assert link.is_symlink()


def test_a_device_node_is_never_replaced(tmp_path: Path) -> None:
    node = tmp_path / "null"
    try:
        os.mknod(node, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("making a device node needs an administrator")
    for follow in (True, False):
        with pytest.raises(FileRefused, match="device"):
            atomic_write_bytes(node, b"x", follow_links=follow)
    assert stat.S_ISCHR(node.lstat().st_mode)


def test_a_folder_is_named_as_a_folder(tmp_path: Path) -> None:
    with pytest.raises(FileRefused, match="is a folder, not a file"):
        read_regular_bytes(tmp_path, limit=100)
    with pytest.raises(FileRefused, match="is a folder, not a file"):
        atomic_write_text(tmp_path, "x")


def test_a_huge_sparse_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    sparse = tmp_path / "big.txt"
    with sparse.open("wb") as f:
        f.truncate(64 * 1024**3)  # 64 GB that take no disk
    with pytest.raises(FileTooLarge, match=r"68,719,476,736 bytes; at most 1,000"):
        read_regular_text(sparse, limit=1000, what="a strategy")


def test_app_files_never_follow_a_link(tmp_path: Path) -> None:
    precious = tmp_path / "precious.txt"
    precious.write_text("mine")
    link = tmp_path / "cache.bin"
    link.symlink_to(precious)
    with pytest.raises(FileRefused, match="symbolic link"):
        read_regular_bytes(link, limit=100, follow_links=False)
    atomic_write_bytes(link, b"cache", follow_links=False)
    assert precious.read_text() == "mine"
    assert not link.is_symlink() and link.read_bytes() == b"cache"


def test_a_read_only_file_is_replaced_only_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "table.toml"
    path.write_text("old")
    path.chmod(0o444)
    with pytest.raises(ReadOnlyFile, match="read-only"):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    atomic_write_text(path, "new", replace_read_only=True)
    assert path.read_text() == "new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o444  # still read-only


def test_a_long_name_is_said_in_words(tmp_path: Path) -> None:
    long = tmp_path / ("x" * 5000)
    with pytest.raises(OSError) as info:
        read_regular_bytes(long, limit=10)
    message = describe_os_error(long, info.value)
    assert message.endswith("the file name is too long")
    assert len(message) < 200 and "5," in message  # the path cut, its length said


@settings(max_examples=40, deadline=None)
@given(data=st.binary(max_size=300))
def test_any_bytes_read_as_text_or_refused(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    path = tmp_path_factory.mktemp("t") / "f.txt"
    path.write_bytes(data)
    try:
        text = read_regular_text(path, limit=200)
    except FileTooLarge:
        assert len(data) > 200
    except FileRefused as exc:
        assert "not UTF-8" in str(exc)
    else:
        assert text == data.decode("utf-8-sig")


def test_private_folders(tmp_path: Path) -> None:
    loose = tmp_path / "loose"
    loose.mkdir(mode=0o755)
    loose.chmod(0o755)
    assert stat.S_IMODE(fileio.private_folder(loose).stat().st_mode) == 0o700
    new = fileio.private_folder(tmp_path / "new")
    assert stat.S_IMODE(new.stat().st_mode) == 0o700
