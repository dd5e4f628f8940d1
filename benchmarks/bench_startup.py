"""Start-up of the desktop app as a user starts it (issue 7).

The installed ``vptrainer`` command (the one beside this Python; set
``VPTRAINER_BENCH_APP`` to time another program, such as the bundle
``dist/vptrainer/vptrainer``) is started in a subprocess, offscreen, with fresh
settings and data folders (so it opens on the default table) and the user's normal
numba cache, warmed by one untimed start. The app's opt-in start-up probe
(``VPTRAINER_STARTUP_PROBE``, see ``vptrainer/gui/app.py``) records when the main
window is first exposed and when the first return is shown, then closes the app.
Times are from just before the process is launched; each figure is the median of
five starts.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

RUNS = 5
TIMEOUT_S = 300
_measured: dict[str, float] = {}


def _app_command() -> list[str]:
    chosen = os.environ.get("VPTRAINER_BENCH_APP")
    if chosen:
        return [chosen]
    beside = Path(sys.executable).parent / "vptrainer"
    found = str(beside) if beside.is_file() else shutil.which("vptrainer")
    if found is None:
        raise RuntimeError("no vptrainer command found (pip install -e . first)")
    return [found]


def _start_once(command: list[str]) -> dict[str, float]:
    """Start the app once; seconds from launch to each probe event."""
    with tempfile.TemporaryDirectory(prefix="vptrainer-startup-") as tmp:
        probe = Path(tmp) / "probe.txt"
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            XDG_CONFIG_HOME=f"{tmp}/config",
            XDG_DATA_HOME=f"{tmp}/data",
            VPTRAINER_STARTUP_PROBE=str(probe),
            VPTRAINER_STARTUP_PROBE_QUIT="1",
        )
        launched = time.time()
        proc = subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False
        )
        events = {}
        if probe.exists():
            for line in probe.read_text(encoding="utf-8").splitlines():
                name, stamp, *_ = line.split()
                events[name] = float(stamp) - launched
    if proc.returncode != 0 or {"window_exposed", "first_result"} - events.keys():
        raise RuntimeError(
            f"{' '.join(command)} exited {proc.returncode} with events {events}:\n{proc.stderr}"
        )
    return events


def _measure() -> dict[str, float]:
    if not _measured:
        command = _app_command()
        _start_once(command)  # fills the numba cache; not timed
        runs = [_start_once(command) for _ in range(RUNS)]
        _measured["window"] = statistics.median(r["window_exposed"] for r in runs)
        _measured["first_result"] = statistics.median(r["first_result"] for r in runs)
    return _measured


def startup_window_s() -> float:
    """Launch of ``vptrainer`` to its main window exposed on screen (median)."""
    return _measure()["window"]


def startup_first_result_s() -> float:
    """Launch of ``vptrainer`` to the default table's return shown, numba cache warm (median)."""
    return _measure()["first_result"]


BENCHMARKS: dict[str, Callable[[], float]] = {
    "startup_window_s": startup_window_s,
    "startup_first_result_s": startup_first_result_s,
}
