"""The running app: Practice ready after a table change, resident memory (issue 17).

Each figure comes from ``gui_session.py`` run in a fresh process (see its docstring);
the session is run once, after one untimed run that fills the caches.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

TIMEOUT_S = 600
_measured: dict[str, float] = {}


def _measure() -> dict[str, float]:
    if not _measured:
        script = Path(__file__).with_name("gui_session.py")
        for _ in range(2):  # the first run fills the caches
            proc = subprocess.run(
                [sys.executable, str(script)],
                capture_output=True,
                text=True,
                timeout=TIMEOUT_S,
                check=False,
            )
            if proc.returncode != 0:
                raise RuntimeError(f"gui_session.py exited {proc.returncode}:\n{proc.stderr}")
        _measured.update(json.loads(proc.stdout.strip().splitlines()[-1]))
    return _measured


def practice_ready_s() -> float:
    """A table chosen in Practice to its first deal possible, a royal sweep running (median)."""
    return _measure()["practice_ready_s"]


def rss_start_mb() -> float:
    """Resident memory of the app once started (first return, Practice ready), in MB."""
    return _measure()["rss_start_mb"]


def rss_1000_hands_mb() -> float:
    """Resident memory after 1,000 practice hands more, in MB."""
    return _measure()["rss_1000_hands_mb"]


BENCHMARKS: dict[str, Callable[[], float]] = {
    "practice_ready_s": practice_ready_s,
    "rss_start_mb": rss_start_mb,
    "rss_1000_hands_mb": rss_1000_hands_mb,
}
