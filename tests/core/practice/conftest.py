"""The chart of Jacks or Better 9/6 with every deal class's situation, made once."""

from __future__ import annotations

import pytest
from shared_makers import shared_maker

from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.explain import SituationFinder, situation_finder


@pytest.fixture(scope="session")
def job_finder(job: PreparedTable) -> SituationFinder:
    """Jacks or Better 9/6's basic strategy and situations, from the session's maker (its
    basic strategy kept between runs: :mod:`shared_makers`)."""
    return situation_finder(job, maker=shared_maker(job.table))
