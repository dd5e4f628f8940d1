"""The Analyze view's own jobs (the analysis and the sweep are shared: see ``workers``)."""

from __future__ import annotations

import threading

from vptrainer.core.engine.analysis import AnalysisResult
from vptrainer.core.engine.short_pays import ShortPayReturns
from vptrainer.gui.workers import Priority, PriorityJob, Progress, TypedJob


def short_pays_job(result: AnalysisResult) -> TypedJob[ShortPayReturns]:
    """A job: the return at each bet of the analysed table (its short pays analysed with
    their own optimal strategy; the max-bet analysis ``result`` is reused)."""

    def job(progress: Progress, cancel: threading.Event) -> ShortPayReturns:
        from vptrainer.core.engine.short_pays import short_pay_returns

        return short_pay_returns(result.table, max_bet=result, progress=progress, cancel=cancel)

    return PriorityJob(job, Priority.NORMAL)
