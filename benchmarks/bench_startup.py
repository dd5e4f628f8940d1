"""Start-up of the desktop app as a user starts it (issues 7 and 17).

The installed ``vptrainer`` command (the one beside this Python; set
``VPTRAINER_BENCH_APP`` to time another program, such as the bundle
``dist/vptrainer/vptrainer``) is started in a subprocess with fresh settings and data
folders (so it opens on the default table) and the user's normal numba cache, warmed
by one untimed start. The app's opt-in start-up probe (``VPTRAINER_STARTUP_PROBE``,
see ``vptrainer/gui/app.py``) records when the main window is first exposed and when
the first return is shown, then closes the app. Times are from just before the
process is launched; each figure is the median of five starts.

Offscreen (``QT_QPA_PLATFORM=offscreen``) and in a real X11 window on a virtual
display (Xvfb, ``QT_QPA_PLATFORM=xcb``); the Xvfb figures are skipped, with a message
and NaN, where Xvfb is not installed.

``idle_cpu_s`` is the processor time (every thread of the process) the app uses in
the ten seconds after its first return is shown, left alone on the Analyze view
(``VPTRAINER_STARTUP_PROBE_IDLE``): the views and charts made after the first return,
and no job nobody looks at (median of three starts).
"""

from __future__ import annotations

import contextlib
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

RUNS = 5
TIMEOUT_S = 300
_measured: dict[str, dict[str, float]] = {}


def _app_command() -> list[str]:
    chosen = os.environ.get("VPTRAINER_BENCH_APP")
    if chosen:
        return [chosen]
    beside = Path(sys.executable).parent / "vptrainer"
    found = str(beside) if beside.is_file() else shutil.which("vptrainer")
    if found is None:
        raise RuntimeError("no vptrainer command found (pip install -e . first)")
    return [found]


def _start_once(
    command: list[str], display: dict[str, str], idle: float = 0.0, language: str = ""
) -> dict[str, float]:
    """Start the app once; seconds from launch to each probe event (and, with ``idle``,
    the processor time of the ``idle`` seconds after the first result, as ``idle_cpu``).
    With ``language``, the app starts in that language (as chosen in View > Language)."""
    with tempfile.TemporaryDirectory(prefix="vptrainer-startup-") as tmp:
        probe = Path(tmp) / "probe.txt"
        if language:
            settings = Path(tmp) / "config" / "vptrainer" / "settings.toml"
            settings.parent.mkdir(parents=True)
            settings.write_text(f'[window]\nlanguage = "{language}"\n', encoding="utf-8")
        env = dict(
            os.environ,
            XDG_CONFIG_HOME=f"{tmp}/config",
            XDG_DATA_HOME=f"{tmp}/data",
            VPTRAINER_STARTUP_PROBE=str(probe),
            VPTRAINER_STARTUP_PROBE_QUIT="1",
            VPTRAINER_STARTUP_PROBE_IDLE=str(idle),
            **display,
        )
        launched = time.time()
        proc = subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False
        )
        events = {}
        if probe.exists():
            for line in probe.read_text(encoding="utf-8").splitlines():
                name, stamp, *rest = line.split()
                events[name] = float(stamp) - launched
                if name == "idle_cpu":
                    events[name] = float(rest[0])
                if name == "kernels" and "compiled=0" not in rest:
                    print(f"warning: the app compiled kernels at start ({rest})", file=sys.stderr)
    if proc.returncode != 0 or {"window_exposed", "first_result"} - events.keys():
        raise RuntimeError(
            f"{' '.join(command)} exited {proc.returncode} with events {events}:\n{proc.stderr}"
        )
    return events


def _median_starts(display: dict[str, str], language: str = "") -> dict[str, float]:
    command = _app_command()
    _start_once(command, display, language=language)  # fills the numba cache; not timed
    runs = [_start_once(command, display, language=language) for _ in range(RUNS)]
    return {
        "window": statistics.median(r["window_exposed"] for r in runs),
        "first_result": statistics.median(r["first_result"] for r in runs),
    }


@contextlib.contextmanager
def xvfb_display() -> Iterator[str | None]:
    """A virtual X display (``":N"``) for the duration, or None without Xvfb."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield None
        return
    for number in range(90, 140):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            break
    else:  # pragma: no cover - every display taken
        yield None
        return
    server = subprocess.Popen(
        [xvfb, f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"Xvfb :{number} did not start")
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


def _measure(kind: str) -> dict[str, float]:
    if kind not in _measured:
        if kind == "offscreen":
            _measured[kind] = _median_starts({"QT_QPA_PLATFORM": "offscreen"})
        elif kind == "translated":
            _measured[kind] = _median_starts({"QT_QPA_PLATFORM": "offscreen"}, TRANSLATED_AS)
        else:
            with xvfb_display() as display:
                if display is None:
                    print(
                        "Xvfb is not installed: the X11 start-up figures are skipped",
                        file=sys.stderr,
                    )
                    _measured[kind] = {"window": math.nan, "first_result": math.nan}
                else:
                    _measured[kind] = _median_starts({"QT_QPA_PLATFORM": "xcb", "DISPLAY": display})
    return _measured[kind]


IDLE_S = 10.0
IDLE_RUNS = 3


def idle_cpu_s() -> float:
    """Processor time of the app in the ten seconds after its first return, left alone
    on the Analyze view (offscreen, median of three starts)."""
    command = _app_command()
    display = {"QT_QPA_PLATFORM": "offscreen"}
    _start_once(command, display)  # fills the numba cache; not timed
    runs = [_start_once(command, display, idle=IDLE_S)["idle_cpu"] for _ in range(IDLE_RUNS)]
    return statistics.median(runs)


def startup_window_s() -> float:
    """Launch of ``vptrainer`` to its main window exposed (offscreen, median)."""
    return _measure("offscreen")["window"]


TRANSLATED_AS = "ja"  # Japanese: its translation and the CJK font loaded at start


def startup_window_translated_s() -> float:
    """Launch of ``vptrainer`` to its main window exposed, in Japanese (its translation,
    Qt's own and the CJK font loaded; offscreen, median)."""
    return _measure("translated")["window"]


def startup_first_result_s() -> float:
    """Launch of ``vptrainer`` to the default table's return shown, numba cache warm
    (offscreen, median)."""
    return _measure("offscreen")["first_result"]


def startup_window_xvfb_s() -> float:
    """Launch of ``vptrainer`` to its main window exposed in a real X11 window (Xvfb)."""
    return _measure("xvfb")["window"]


def startup_first_result_xvfb_s() -> float:
    """Launch of ``vptrainer`` to the default table's return shown in a real X11 window."""
    return _measure("xvfb")["first_result"]


BENCHMARKS: dict[str, Callable[[], float]] = {
    "startup_window_s": startup_window_s,
    "startup_window_translated_s": startup_window_translated_s,
    "startup_first_result_s": startup_first_result_s,
    "startup_window_xvfb_s": startup_window_xvfb_s,
    "startup_first_result_xvfb_s": startup_first_result_xvfb_s,
    "idle_cpu_s": idle_cpu_s,
}
