"""A hand as a row of the history: every column by its name, and read back the same."""

from __future__ import annotations

from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.grading import hand_result
from vptrainer.core.practice.history.database import HAND_COLUMNS
from vptrainer.core.practice.history.rows import hand_row


def test_a_hand_row_names_every_column_of_the_schema(job: PreparedTable) -> None:
    evs = hold_evs(job, "Ah Kh Qh Jh 2c")
    result = hand_result(job, evs, 0b01111, "Ah Kh Qh Jh Th")
    row = hand_row(7, 3, "2025-01-01T00:00:00+00:00", result)
    assert tuple(row) == HAND_COLUMNS
    assert row["session_id"] == 7 and row["ordinal"] == 3
    assert row["deal"] == "Ah Kh Qh Jh 2c" and row["final"] == "Ah Kh Qh Jh Th"
    assert row["pay_key"] == "royal_flush" and row["hold_mask"] == 0b01111
    assert row["warned_mask"] is None and row["best_rule"] is None
    assert row["drill_mode"] == "random"
