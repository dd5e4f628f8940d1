"""Python's cyclic garbage collector, run on the GUI thread only.

A collection frees whatever garbage it finds on the thread that happens to trigger it:
left automatic, the engine thread's allocations (the strategy generator makes
millions) would set collections off there, and a dead view's Qt objects caught in a
reference cycle would be destroyed off the GUI thread, which Qt forbids. So the
automatic collector is switched off (threshold zero) while the app's job layer lives,
and a timer on the GUI thread collects each generation when its count passes the
interpreter's own threshold, as pyqtgraph's ``GarbageCollector`` does; the timer is a
child of the application, and the thresholds come back when the job layer goes.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from shiboken6 import isValid

INTERVAL_MS = 500

_installed: list[GuiThreadCollector] = []


class GuiThreadCollector(QObject):
    """Collects cyclic garbage on a GUI-thread timer while automatic collection is off.

    It is on while something holds it (:meth:`hold`: the app's job layer, whose threads
    allocate): when the last holder goes, the garbage left is collected here and the
    interpreter's automatic collection comes back.
    """

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("guiThreadCollector")
        self.thresholds = gc.get_threshold()
        self.collections = 0
        self._holders = 0
        self._long_lived = 0  # objects of the oldest generation after the last full collection
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        thresholds = self.thresholds
        self.destroyed.connect(lambda *_: gc.set_threshold(*thresholds))

    @property
    def holders(self) -> int:
        """How many objects hold it on."""
        return self._holders

    @property
    def active(self) -> bool:
        """Whether automatic collection is off and the timer collects instead."""
        return self._timer.isActive()

    def hold(self, holder: QObject) -> None:
        """Stay on until ``holder`` is destroyed."""
        if self._holders == 0:
            self.thresholds = gc.get_threshold()
            gc.set_threshold(0, *self.thresholds[1:])  # threshold 0: no automatic collection
            if self._long_lived == 0:  # what lives now is what the next full one is weighed by
                self._long_lived = len(gc.get_objects(2))
            self._timer.start()
        self._holders += 1
        holder.destroyed.connect(self._release)

    def _release(self) -> None:
        self._holders -= 1
        if self._holders == 0:  # the job layer's threads are stopped: automatic again
            self._timer.stop()
            gc.set_threshold(*self.thresholds)

    def collect_due(self) -> int:
        """Collect the generations whose counts passed their thresholds, as the
        interpreter would: the youngest first, and every generation (a full collection,
        which takes a good part of a second once numba is loaded) only when the objects
        that lived on since the last one are a quarter of those that had then; returns
        the objects freed."""
        first, second, third = self.thresholds
        young, middle, old = gc.get_count()
        if young <= first:
            return 0
        generation = 0
        if middle > second:
            generation = 1
            if old > third:
                lived = len(gc.get_objects(2))
                if lived - self._long_lived > self._long_lived // 4:
                    generation = 2
        freed = gc.collect(generation)
        if generation == 2:
            self._long_lived = len(gc.get_objects(2))
        self.collections += 1
        return freed


def install_gui_collector(holder: QObject) -> GuiThreadCollector | None:
    """Run the cyclic collector on the GUI thread until ``holder`` is destroyed (one
    collector per application; ``None`` without an application)."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    found = next((c for c in _installed if isValid(c) and c.parent() is app), None)
    if found is None:
        _installed.clear()
        found = GuiThreadCollector(app)
        _installed.append(found)
    found.hold(holder)
    return found
