"""Arrays kept on disk between runs: built once, read back, rebuilt when wrong."""

from __future__ import annotations

import io
import os
import stat
import zipfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.storage import caches, diskcache
from vptrainer.core.storage.diskcache import cached_arrays

SOURCES = ("core/storage/diskcache.py",)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(diskcache, "array_folders", lambda: (tmp_path / "arrays",))
    return tmp_path / "arrays"


class Builder:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> dict[str, np.ndarray]:
        self.calls += 1
        return {"a": np.arange(10, dtype=np.int16), "b": np.ones((2, 3), dtype=np.uint8)}


def test_built_once_then_read(folder: Path) -> None:
    build = Builder()
    first = cached_arrays("demo", SOURCES, build)
    again = cached_arrays("demo", SOURCES, build)
    assert build.calls == 1
    for arrays in (first, again):
        assert arrays["a"].dtype == np.int16 and arrays["a"].tolist() == list(range(10))
        assert arrays["b"].shape == (2, 3)
        assert not arrays["a"].flags.writeable
    (stored,) = folder.iterdir()
    assert stored.name.startswith("demo-") and stored.suffix == ".npz"


@pytest.mark.parametrize("damage", [b"", b"PK\x03\x04 not a zip", b"\x93NUMPY garbage"])
def test_damaged_file_is_rebuilt(folder: Path, damage: bytes) -> None:
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    (stored,) = folder.iterdir()
    stored.write_bytes(damage)
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))
    assert build.calls == 2
    cached_arrays("demo", SOURCES, build)
    assert build.calls == 2  # the rebuilt file is good again


def test_failed_check_rebuilds(folder: Path) -> None:
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    cached_arrays("demo", SOURCES, build, check=lambda arrays: False)
    assert build.calls == 2


def test_other_code_other_file(folder: Path) -> None:
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    cached_arrays("demo", ("core/storage/caches.py",), build)
    assert build.calls == 2
    assert len(list(folder.iterdir())) == 2


def test_turned_off(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(diskcache.DISABLE_ENV, "0")
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    cached_arrays("demo", SOURCES, build)
    assert build.calls == 2
    assert not folder.exists()


def test_unwritable_folder_only_costs_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(diskcache, "array_folders", lambda: (blocker / "arrays",))
    build = Builder()
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))
    assert build.calls == 2


def test_a_frozen_app_reads_what_it_ships(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The second folder (the bundle's) is read when the user cache misses."""
    user, shipped = tmp_path / "user", tmp_path / "shipped"
    monkeypatch.setattr(diskcache, "array_folders", lambda: (shipped,))
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    monkeypatch.setattr(diskcache, "array_folders", lambda: (user, shipped))
    cached_arrays("demo", SOURCES, build)
    assert build.calls == 1
    assert not user.exists()


def test_bundle_folder_only_when_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    assert len(caches.array_folders()) == 1
    monkeypatch.setattr("sys.frozen", True, raising=False)
    folders = caches.array_folders()
    assert len(folders) == 2 and folders[1].name == caches.BUNDLED_ARRAYS


def test_rebuild_builds_and_writes(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    monkeypatch.setenv(diskcache.DISABLE_ENV, "rebuild")
    cached_arrays("demo", SOURCES, build)
    assert build.calls == 2
    monkeypatch.delenv(diskcache.DISABLE_ENV)
    cached_arrays("demo", SOURCES, build)
    assert build.calls == 2


# ------------------------------------------------ proving a file belongs (issue 23, item 1)


def _stored(folder: Path) -> Path:
    (path,) = folder.glob("*.npz")
    return path


def _rewrite(path: Path, change: Callable[[dict[str, np.ndarray]], None]) -> None:
    """Edit the arrays of a stored file, keeping its record of what it holds."""
    with zipfile.ZipFile(path) as archive:
        arrays = {
            name.removesuffix(".npy"): np.lib.format.read_array(archive.open(name))
            for name in archive.namelist()
        }
    change(arrays)
    np.savez(path, **arrays)


def test_a_file_of_another_identity_is_not_used(folder: Path) -> None:
    build = Builder()
    cached_arrays("demo", SOURCES, build, identity="pays 9/6")
    other = Builder()
    other_arrays = cached_arrays("demo", SOURCES, other, identity="pays 8/5")
    assert other.calls == 1  # the file of 9/6 was not taken for 8/5
    assert other_arrays["a"].tolist() == list(range(10))


def test_a_file_copied_over_another_name_is_rebuilt(folder: Path) -> None:
    """A file swapped with another's (same code, another name) proves it is not it."""
    ones = lambda: {"a": np.ones(10, dtype=np.int16)}  # noqa: E731
    twos = lambda: {"a": np.full(10, 2, dtype=np.int16)}  # noqa: E731
    cached_arrays("first", SOURCES, ones, identity="1")
    cached_arrays("second", SOURCES, twos, identity="2")
    first = next(folder.glob("first-*.npz"))
    second = next(folder.glob("second-*.npz"))
    first.write_bytes(second.read_bytes())
    assert cached_arrays("first", SOURCES, ones, identity="1")["a"].tolist() == [1] * 10
    assert cached_arrays("second", SOURCES, twos, identity="2")["a"].tolist() == [2] * 10


def test_an_edit_that_keeps_the_shapes_fails_the_checksum(folder: Path) -> None:
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    _rewrite(_stored(folder), lambda arrays: arrays["a"].__setitem__(0, 99))
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))
    assert build.calls == 2


def test_a_file_without_its_record_is_rebuilt(folder: Path) -> None:
    """Files of the format before the record (or written by anything else)."""
    build = Builder()
    cached_arrays("demo", SOURCES, build)
    _rewrite(_stored(folder), lambda arrays: arrays.pop(diskcache.META_KEY))
    cached_arrays("demo", SOURCES, build)
    assert build.calls == 2


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_damage_is_caught_or_harmless(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
) -> None:
    """Flipped bits, cut or appended bytes anywhere: the arrays read back are the
    arrays written, or the file is refused."""
    folder = tmp_path_factory.mktemp("arrays")
    arrays = Builder()()
    expected = {"format": diskcache.FORMAT, "name": "demo", "identity": "x", "code": "c"}
    diskcache._write(folder / "demo.npz", arrays, expected)
    path = folder / "demo.npz"
    raw = bytearray(path.read_bytes())
    kind = data.draw(st.sampled_from(["flip", "cut", "append"]))
    if kind == "flip":
        for _ in range(data.draw(st.integers(1, 4))):
            i = data.draw(st.integers(0, len(raw) - 1))
            raw[i] ^= 1 << data.draw(st.integers(0, 7))
    elif kind == "cut":
        del raw[data.draw(st.integers(0, len(raw) - 1)) :]
    else:
        raw += data.draw(st.binary(min_size=1, max_size=64))
    path.write_bytes(bytes(raw))
    read = diskcache.read_arrays(path, expected)
    if read is not None:
        assert read.keys() == arrays.keys()
        for key, value in arrays.items():
            assert read[key].dtype == value.dtype and np.array_equal(read[key], value)


def _npz_with_header(path: Path, header: bytes, body: bytes, compress: int) -> None:
    with zipfile.ZipFile(path, "w", compression=compress) as archive:
        archive.writestr("a.npy", header + body)


def _npy_header(shape: tuple[int, ...], descr: str = "<i8") -> bytes:
    buffer = io.BytesIO()
    np.lib.format.write_array_header_1_0(
        buffer, {"descr": descr, "fortran_order": False, "shape": shape}
    )
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("shape", "compress"),
    [
        ((4 * 1024**4,), zipfile.ZIP_STORED),  # declares 32 TB
        ((10,), zipfile.ZIP_DEFLATED),  # compressed: ours never are
        ((2**62, 2**62), zipfile.ZIP_STORED),  # a size that overflows
    ],
)
def test_declared_sizes_are_checked_before_anything_is_allocated(
    folder: Path, shape: tuple[int, ...], compress: int
) -> None:
    folder.mkdir()
    build = Builder()
    name = f"demo-{diskcache.source_digest(SOURCES)}.npz"
    _npz_with_header(folder / name, _npy_header(shape), bytes(80), compress)
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))
    assert build.calls == 1


def test_a_zip_bomb_is_refused_unread(folder: Path) -> None:
    """4.8 GB of zeros in a few megabytes: refused from its header, never inflated."""
    folder.mkdir()
    name = f"demo-{diskcache.source_digest(SOURCES)}.npz"
    with (
        zipfile.ZipFile(folder / name, "w", compression=zipfile.ZIP_DEFLATED) as archive,
        archive.open("a.npy", "w", force_zip64=True) as member,
    ):
        member.write(_npy_header((600 * 1024**2,)))
        zeros = bytes(16 * 1024**2)
        for _ in range(3):  # 48 MB written, enough to be a bomb in kind
            member.write(zeros)
    build = Builder()
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))


def test_a_link_in_the_cache_is_neither_read_nor_written_through(
    folder: Path, tmp_path: Path
) -> None:
    """A link where the cache writes must not make the app overwrite the user's file."""
    folder.mkdir()
    precious = tmp_path / "precious.txt"
    precious.write_text("the user's file")
    name = f"demo-{diskcache.source_digest(SOURCES)}.npz"
    (folder / name).symlink_to(precious)
    build = Builder()
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))
    assert precious.read_text() == "the user's file"
    assert not (folder / name).is_symlink()  # the link was replaced by the cache file
    cached_arrays("demo", SOURCES, build)
    assert build.calls == 1


def test_a_pipe_in_the_cache_does_not_block_and_is_kept(folder: Path) -> None:
    folder.mkdir()
    name = f"demo-{diskcache.source_digest(SOURCES)}.npz"
    os.mkfifo(folder / name)
    build = Builder()
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))
    assert stat.S_ISFIFO((folder / name).lstat().st_mode)  # not replaced by a file


def test_a_link_to_a_device_is_not_read(folder: Path) -> None:
    folder.mkdir()
    name = f"demo-{diskcache.source_digest(SOURCES)}.npz"
    (folder / name).symlink_to("/dev/zero")
    build = Builder()
    assert cached_arrays("demo", SOURCES, build)["a"].tolist() == list(range(10))


def test_prune_removes_links_without_following_them(folder: Path, tmp_path: Path) -> None:
    folder.mkdir()
    precious = tmp_path / "precious.npz"
    precious.write_text("x")
    (folder / "analysis-link.npz").symlink_to(precious)
    diskcache.prune("analysis-", 5)
    assert precious.exists() and not (folder / "analysis-link.npz").exists()


def test_the_cache_folder_is_private(folder: Path) -> None:
    cached_arrays("demo", SOURCES, Builder())
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
