"""The classes kept on disk (final hands, wild classes, suit classes) read back whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from vptrainer.core.engine import suit_classes as sc
from vptrainer.core.evaluator import api
from vptrainer.core.games import wild
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.storage import diskcache


@pytest.fixture
def writes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Path]]:
    """The array files written, in an empty cache folder; the in-process caches cleared."""
    monkeypatch.setattr(diskcache, "array_folders", lambda: (tmp_path,))
    written: list[Path] = []
    real_write = diskcache._write
    monkeypatch.setattr(
        diskcache, "_write", lambda path, *rest: (written.append(path), real_write(path, *rest))
    )
    caches = (api._five_card_classes, sc._suit_classes, wild._wild_classes)
    for cached in caches:
        cached.cache_clear()
    yield written
    for cached in caches:
        cached.cache_clear()


def test_five_card_classes(writes: list[Path]) -> None:
    built = api.five_card_classes().copy()
    api._five_card_classes.cache_clear()
    assert np.array_equal(api.five_card_classes(), built)
    assert len(writes) == 1


@pytest.mark.parametrize("table_id", ["deuces-wild-full-pay", "one-eyed-jacks", "double-joker-9-5"])
def test_wild_classes(writes: list[Path], table_id: str) -> None:
    game = load_builtin(table_id).game
    built = wild.wild_classes(game)
    wild._wild_classes.cache_clear()
    read = wild.wild_classes(game)
    for name in ("hand_class", "masks", "quad_rank", "quad_kicker"):
        assert np.array_equal(getattr(read, name), getattr(built, name)), name
    assert len([p for p in writes if p.name.startswith("wild-")]) == 1


@pytest.mark.slow
@pytest.mark.parametrize("table_id", ["jacks-or-better-9-6", "one-eyed-jacks", "double-joker-9-5"])
def test_suit_classes(writes: list[Path], table_id: str) -> None:
    game = load_builtin(table_id).game
    built = sc.suit_classes(game)
    sc._suit_classes.cache_clear()
    read = sc.suit_classes(game)
    for name in ("cards", "colex", "weight"):
        assert np.array_equal(getattr(read, name), getattr(built, name)), name
        assert not getattr(read, name).flags.writeable
    assert read.symmetries == built.symmetries
    assert len(writes) == 1
