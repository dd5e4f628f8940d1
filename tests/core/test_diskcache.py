"""Arrays kept on disk between runs: built once, read back, rebuilt when wrong."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

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
