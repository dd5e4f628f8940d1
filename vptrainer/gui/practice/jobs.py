"""The Practice view's long jobs for explanations and drills (run in the engine thread)."""

from __future__ import annotations

import gc
import threading
from fractions import Fraction
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from vptrainer.core.games.paytable import PayTable
from vptrainer.gui.workers import Priority, PriorityJob, Progress

if TYPE_CHECKING:
    from vptrainer.core.engine.suit_classes import SuitClasses
    from vptrainer.core.practice.explain import SituationFinder


def situations_job(
    table: PayTable, level_rules: int | None
) -> PriorityJob[tuple[PayTable, int | None, SituationFinder]]:
    """A job: the table's basic strategy and the situation of every deal class (and a
    shorter chart of at most ``level_rules`` rules when given)."""

    def job(
        progress: Progress, cancel: threading.Event
    ) -> tuple[PayTable, int | None, SituationFinder]:
        from vptrainer.core.practice.explain import cached_finder

        # The generator allocates a great deal: a cyclic collection set off here would
        # destroy dead Qt objects on this thread (Qt requires their own thread), so the
        # collector waits until the job is done.
        collecting = gc.isenabled()
        gc.disable()
        try:
            finder = cached_finder(table, level_rules=level_rules, progress=progress, cancel=cancel)
        finally:
            if collecting:
                gc.enable()
        return table, level_rules, finder

    # the generator runs for seconds: it gives way to what the player waits for, and
    # resumes from the stages it finished (kept per table by cached_finder)
    return PriorityJob(job, Priority.CHARTS)


CloseCalls = tuple[PayTable, Fraction, tuple["SuitClasses", npt.NDArray[np.int64]]]


def close_calls_job(table: PayTable, margin: Fraction) -> PriorityJob[CloseCalls]:
    """A job: the deal classes of a table whose two best holds differ by less than
    ``margin`` per coin, with the table's classes."""

    def job(progress: Progress, cancel: threading.Event) -> CloseCalls:
        from vptrainer.core.engine.hold_table import cached_hold_table
        from vptrainer.core.engine.prepared import cached_prepare
        from vptrainer.core.practice.drills import close_call_classes

        holds = cached_hold_table(cached_prepare(table))
        return table, margin, (holds.classes, close_call_classes(holds, margin))

    return PriorityJob(job, Priority.NORMAL)
