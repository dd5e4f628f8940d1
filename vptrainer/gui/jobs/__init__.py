"""Long work off the GUI thread: the app's one job layer.

* :mod:`.base` - what a job is: a typed, frozen :class:`Request` (``key``,
  ``run(progress, cancel)``, priority, executor);
* :mod:`.executor` - the :class:`Executor`: one parented ``QThread``, a priority
  queue, chart requests that give way, stop-and-wait at quit;
* :mod:`.store` - the :class:`ResultStore`: every answer kept by its request's key, so
  nothing is computed twice, and :func:`need` for a request that builds on another;
* :mod:`.hub` - :class:`Jobs`: the store, the engine's executor and the history's;
* :mod:`.binding` - :class:`JobBinding` and :class:`Want`: a view lists what its
  visible pages need, and gets it;
* :mod:`.strip` - :class:`ProgressStrip`: the state, bar and Cancel of a view's jobs;
* :mod:`.collector` - Python's cyclic garbage collector, on the GUI thread only;
* the requests, by subject: :mod:`.engine` (analysis, royal sweep, tables prepared,
  short pays), :mod:`.strategy`, :mod:`.turning`, :mod:`.practice`, :mod:`.bankroll`,
  :mod:`.history`.

Adding a job to a view: a request class here, and a ``show_*`` method in the view that
its ``wanted()`` lists with it (docs/architecture.md, "The job layer").
"""

from vptrainer.gui.jobs.base import ENGINE, HISTORY, Priority, Progress, Request
from vptrainer.gui.jobs.binding import JobBinding, Want
from vptrainer.gui.jobs.executor import Executor, Task
from vptrainer.gui.jobs.hub import Jobs
from vptrainer.gui.jobs.store import ResultStore, need
from vptrainer.gui.jobs.strip import ProgressStrip

__all__ = [
    "ENGINE",
    "HISTORY",
    "Executor",
    "JobBinding",
    "Jobs",
    "Priority",
    "Progress",
    "ProgressStrip",
    "Request",
    "ResultStore",
    "Task",
    "Want",
    "need",
]
