"""Where the compiled kernels are cached: keyed by the kernels' text, seeded by the bundle."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from vptrainer.core.storage import caches


def test_every_kernel_module_is_a_kernel_source() -> None:
    """Every module that defines kernels is hashed into the cache folder's name."""
    sources = set(caches.kernel_sources())
    core = caches.PACKAGE / "core"
    defining = {
        path.resolve()
        for path in core.rglob("*.py")
        if "vptrainer.core._numba import" in path.read_text(encoding="utf-8")
    }
    assert core / "engine" / "_kernels" / "deals.py" in defining
    assert defining <= sources
    assert core / "_numba.py" in sources


def test_kernel_digest_follows_the_kernel_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "vptrainer"
    shutil.copytree(caches.PACKAGE / "core", copy / "core")
    monkeypatch.setattr(caches, "PACKAGE", copy)
    caches.kernel_sources.cache_clear()
    caches.kernel_digest.cache_clear()
    try:
        first = caches.kernel_digest()
        assert first == _fresh_digest()  # the same text wherever it lies
        deals = copy / "core" / "engine" / "_kernels" / "deals.py"
        deals.write_text(deals.read_text() + "\n# changed\n")
        assert _fresh_digest() != first
    finally:
        caches.kernel_sources.cache_clear()
        caches.kernel_digest.cache_clear()


def _fresh_digest() -> str:
    caches.kernel_sources.cache_clear()
    caches.kernel_digest.cache_clear()
    return caches.kernel_digest()


def test_complete_mark(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    assert caches.kernel_cache_dir().parent == tmp_path
    assert not caches.kernels_complete()
    caches.mark_kernels_complete("test")
    assert caches.kernels_complete()


def test_a_frozen_app_seeds_the_user_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = tmp_path / "bundle"
    package = bundle / "vptrainer"
    user = tmp_path / "user"
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(user))
    monkeypatch.setattr(caches, "PACKAGE", package)
    name = caches.kernel_cache_dir().name
    shipped = bundle / caches.BUNDLED_KERNELS / name / "core" / "engine"
    shipped.mkdir(parents=True)
    (shipped / "deals.nbi").write_bytes(b"index")

    caches.seed_kernel_cache()  # not frozen: nothing happens
    assert not user.exists()

    monkeypatch.setattr("sys.frozen", True, raising=False)
    caches.seed_kernel_cache()
    assert (user / name / "core" / "engine" / "deals.nbi").read_bytes() == b"index"
    (user / name / "core" / "engine" / "deals.nbi").write_bytes(b"newer")
    caches.seed_kernel_cache()  # there already: kept as it is
    assert (user / name / "core" / "engine" / "deals.nbi").read_bytes() == b"newer"
    assert [p.name for p in user.iterdir()] == [name]  # no partial copies left
