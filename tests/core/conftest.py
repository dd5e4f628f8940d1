"""Prepared tables shared by the core tests (preparing one takes tens of milliseconds)."""

from __future__ import annotations

import pytest

from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="session")
def job() -> PreparedTable:
    """Jacks or Better 9/6."""
    return prepare(load_builtin("jacks-or-better-9-6"))


@pytest.fixture(scope="session")
def nsud() -> PreparedTable:
    """Deuces Wild Not So Ugly Ducks."""
    return prepare(load_builtin("deuces-wild-nsud"))
