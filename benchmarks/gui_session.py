"""One session of the app, driven from inside, for bench_gui.py (run in a fresh process).

    python benchmarks/gui_session.py          (prints one JSON object)

Offscreen, on fresh settings and data folders (a history database included). The
main window starts on Jacks or Better 9/6; once its first return is shown, Practice is
ready and every start-up job is done, the resident memory is read (``rss_start_mb``).
Then 1,000 hands are played (deal, hold the best, draw), recorded in the history as
usual, and the memory is read again (``rss_1000_hands_mb``). Last, for a few tables:
the Analyze view opens another table and, as soon as its return is shown (its royal
sweep then starts), the Practice view switches to a table it has not prepared;
``practice_ready_s`` is the median time from that choice to the first hand Practice
can deal.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

TIMEOUT_S = 300
# (table opened in the Analyze view, table then chosen for Practice)
SWITCHES = (
    ("bonus-poker-8-5", "double-double-bonus-9-6"),
    ("double-bonus-10-7", "deuces-wild-full-pay"),
    ("jacks-or-better-8-5", "joker-poker-kings-full-pay"),
    ("triple-double-bonus-9-7", "bonus-poker-deluxe-9-6"),
    ("aces-and-faces-8-5", "double-double-bonus-9-5"),
)
HANDS = 1000


def rss_mb() -> float:
    """The resident memory of this process, in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")  # pragma: no cover - not Linux


def main() -> int:
    tmp = tempfile.mkdtemp(prefix="vptrainer-bench-gui-")
    os.environ.update(
        QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=f"{tmp}/config", XDG_DATA_HOME=f"{tmp}/data"
    )
    from vptrainer.gui.app import make_application
    from vptrainer.gui.main_window import MainWindow
    from vptrainer.gui.practice.view import PracticeView

    app = make_application()

    def wait(condition: Callable[[], bool]) -> None:
        deadline = time.monotonic() + TIMEOUT_S
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError("the app did not get there in time")
            app.processEvents()
            time.sleep(0.001)

    def settled() -> None:
        """Until no job ran for a while: results handled, nothing new queued."""
        quiet_since = [time.monotonic()]

        def idle() -> bool:
            engine = window.engine
            if hasattr(engine, "idle"):
                return bool(engine.idle)
            return not any(r.busy for r in engine._runners)  # before issue 17

        def quiet() -> bool:
            if not idle():
                quiet_since[0] = time.monotonic()
            return time.monotonic() - quiet_since[0] > 0.3

        wait(quiet)

    window = MainWindow()
    window.show()
    results: list[object] = []
    window.analyze_view.analysisFinished.connect(results.append)
    wait(lambda: bool(results) and isinstance(window.practice_view, PracticeView))
    view = window.practice_view
    assert isinstance(view, PracticeView)
    window.tabs.setCurrentWidget(view)  # a view prepares its table while it is shown
    wait(lambda: view.ready)
    settled()
    rss_start = rss_mb()

    for _ in range(HANDS):
        view.play.deal_button.click()
        session = view.session
        assert session is not None and session.evs is not None and session.awaiting_draw
        view.play.set_mask(session.evs.holds[0].mask)
        view.play.deal_button.click()
    app.processEvents()
    rss_hands = rss_mb()

    ready_s = []
    for analyzed, practised in SWITCHES:
        window.tabs.setCurrentIndex(0)
        shown = len(results)
        window.open_builtin(analyzed)
        wait(lambda shown=shown: len(results) > shown)
        window.tabs.setCurrentWidget(view)
        started = time.perf_counter()
        assert view.options.chooser.select_builtin(practised)
        wait(
            lambda practised=practised: (
                view.ready and view.table is not None and view.table.builtin_id == practised
            )
        )
        ready_s.append(time.perf_counter() - started)
        settled()

    window.close()
    print(
        json.dumps(
            {
                "practice_ready_s": statistics.median(ready_s),
                "rss_start_mb": rss_start,
                "rss_1000_hands_mb": rss_hands,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
