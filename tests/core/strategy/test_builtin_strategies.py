"""The strategies shipped with vptrainer: found as package data, sourced, and readable."""

from __future__ import annotations

from pathlib import Path

import pytest

from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.builtin import (
    builtin_strategy_catalog,
    builtin_strategy_ids,
    load_builtin_strategy,
    resolve_strategy,
)
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import StrategyError


def test_catalog_names_tables_and_sources() -> None:
    ids = builtin_strategy_ids()
    assert "jacks-or-better-9-6-wizard-simple" in ids
    for info in builtin_strategy_catalog():
        assert info.name
        assert "wizardofodds.com" in info.source
        game = game_of(load_builtin(info.table_id))
        strategy = load_builtin_strategy(info.id, game)
        assert strategy.source == f"built-in {info.id}"


def test_resolve_prefers_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = game_of(load_builtin("jacks-or-better-9-6"))
    monkeypatch.chdir(tmp_path)
    assert resolve_strategy("jacks-or-better-9-6-basic", game).name.endswith("basic strategy")
    (tmp_path / "jacks-or-better-9-6-basic").write_text("name: mine\nhigh pair\n")
    assert resolve_strategy("jacks-or-better-9-6-basic", game).name == "mine"
    with pytest.raises(StrategyError, match="no such file"):
        resolve_strategy("missing.txt", game)
    with pytest.raises(StrategyError, match="built-in strategies"):
        resolve_strategy("nothing-like-it", game)
