"""The app always starts, and always closes cleanly.

Damaged settings, a damaged history, a malformed table named on the command line or
remembered in the settings: the window comes up on the default table and says what it
could not open. Closing while the first analysis compiles never aborts the process.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot

from vptrainer.core.practice.history.store import History, default_history_path
from vptrainer.gui import settings as prefs
from vptrainer.gui.main_window import MainWindow

# start-up as the app does it: the Practice and Bankroll views made once the first return shows
pytestmark = pytest.mark.background_views

READY_MS = 120_000
JOB_RETURN = "99.5439%"
MALFORMED = 'name = "Broken"\n[pays]\nroyal_flush = "Infinity"\n'


def _damage_settings() -> Path:
    path = prefs.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00\xff[[[ this is not toml")
    return path


def _damage_history() -> Path:
    """A history whose first session has a damaged start time (a required value)."""
    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    from vptrainer.core.games.builtin import load_builtin

    with History(path) as h:
        h.start_session(load_builtin("jacks-or-better-9-6"))
    conn = sqlite3.connect(path)
    conn.execute("UPDATE sessions SET started = 'not a time', optimal_return = '99/0'")
    conn.commit()
    conn.close()
    return path


def _wait_for_job(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(
        lambda: JOB_RETURN in window.analyze_view.results.return_label.text(), timeout=READY_MS
    )


def test_the_app_starts_on_the_default_table_whatever_is_damaged(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings_file = _damage_settings()
    _damage_history()
    bad = tmp_path / "bad.toml"
    bad.write_text(MALFORMED)
    window = MainWindow(start_table=str(bad))
    qtbot.addWidget(window)
    window.show()
    _wait_for_job(qtbot, window)
    assert window.doc.table.builtin_id == "jacks-or-better-9-6"
    notice = window.notice.text()
    assert not window.notice_frame.isHidden()
    assert "Settings: the settings could not be read" in notice
    assert f"Could not open {bad}" in notice and "Infinity" in notice
    assert "Jacks or Better 9/6 is open instead" in notice
    assert settings_file.with_name("settings.toml.damaged").is_file()
    # the damaged history is read when the review opens: a message, never a crash
    window.practice_view.show_review()  # type: ignore[attr-defined]
    review = window.practice_view.review  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not review.notice.isHidden(), timeout=READY_MS)
    assert "cannot be read" in review.notice.text()
    window.close()


def test_remembered_tables_that_no_longer_open(qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "remembered.toml"
    bad.write_text(MALFORMED)
    s = prefs.Settings(autosave=False)
    s.set(prefs.LAST_TABLE, str(bad))
    s.set(prefs.PRACTICE_TABLE, str(tmp_path / "gone.toml"))
    s.sync()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    _wait_for_job(qtbot, window)
    # the Practice view, which reports its table, is made just after the first result
    qtbot.waitUntil(lambda: "practice table" in window.notice.text(), timeout=READY_MS)
    notice = window.notice.text()
    assert f"Could not open the last table, {bad}" in notice
    assert "Could not open the practice table" in notice and "gone.toml" in notice
    practice = window.practice_view
    assert practice.table is not None  # type: ignore[attr-defined]
    assert practice.table.builtin_id == "jacks-or-better-9-6"  # type: ignore[attr-defined]
    dismiss = window.findChild(QToolButton, "dismissNotice")
    assert dismiss is not None
    qtbot.mouseClick(dismiss, Qt.MouseButton.LeftButton)
    assert window.notice_frame.isHidden()
    window.close()


def test_a_clean_start_shows_no_notice(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    _wait_for_job(qtbot, window)
    qtbot.wait(200)
    assert window.notice_frame.isHidden() and window.problems == []
    window.close()


def _run_app(args: list[str], env: dict[str, str], tmp_path: Path) -> tuple[int, str, str]:
    probe = tmp_path / "probe.txt"
    full = {
        **os.environ,
        **env,
        "QT_QPA_PLATFORM": "offscreen",
        "VPTRAINER_STARTUP_PROBE": str(probe),
        "VPTRAINER_STARTUP_PROBE_QUIT": "1",
    }
    proc = subprocess.run(
        [sys.executable, "-m", "vptrainer", *args],
        env=full,
        capture_output=True,
        text=True,
        timeout=240,
    )
    return proc.returncode, probe.read_text() if probe.exists() else "", proc.stderr


@pytest.mark.slow
def test_the_real_app_starts_with_damaged_files(tmp_path: Path) -> None:
    _damage_settings()
    _damage_history()
    bad = tmp_path / "bad.toml"
    bad.write_text(MALFORMED)
    code, probe, stderr = _run_app(["gui", str(bad)], {}, tmp_path)
    assert code == 0, stderr
    assert "first_result" in probe and "1653526326983/1661102543100" in probe
    assert f"Could not open {bad}" in probe
    assert "settings could not be read" in probe
    assert "Traceback" not in stderr and "QThread" not in stderr


_CLOSE_DURING_COMPILE = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from vptrainer.gui.app import make_application
    from vptrainer.gui.main_window import MainWindow

    app = make_application()
    window = MainWindow()
    window.show()
    QTimer.singleShot(400, window.close)  # the first analysis is compiling its kernels
    code = app.exec()
    print("busy" if window.analyze_view.jobs.busy else "idle", flush=True)
    sys.exit(code)
    """
)


@pytest.mark.slow
def test_closing_while_the_first_analysis_compiles_exits_cleanly(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "NUMBA_CACHE_DIR": str(tmp_path / "cold-cache"),  # nothing compiled yet
    }
    proc = subprocess.run(
        [sys.executable, "-c", _CLOSE_DURING_COMPILE],
        env=env,
        capture_output=True,
        text=True,
        timeout=280,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "QThread: Destroyed" not in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.slow
def test_the_window_shows_before_the_charts_and_the_bankroll_view(tmp_path: Path) -> None:
    """pyqtgraph takes tenths of a second to import: the window is made and shown
    without it; the charts and the Bankroll view come once the first return is shown."""
    code = textwrap.dedent(
        """
        import sys
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from vptrainer.gui.main_window import MainWindow
        window = MainWindow()
        window.show()
        app.processEvents()
        print("shown", "pyqtgraph" in sys.modules, window._bankroll is not None)
        from PySide6.QtCore import QEventLoop, QTimer
        label = window.analyze_view.results.return_label
        for _ in range(2400):
            if "99.5439%" in label.text() and window._bankroll is not None:
                break
            # the app's own event loop (QTest.qWait keeps the GIL from the engine thread)
            loop = QEventLoop()
            QTimer.singleShot(50, loop.quit)
            loop.exec()
        made = window._bankroll is not None, window.analyze_view.results._charts is not None
        print("result", "pyqtgraph" in sys.modules, *made)
        contribution = window.analyze_view.results.contribution_chart
        print("drawn", window.analyze_view.results.charts.widget(0) is contribution,
              contribution.table_name)
        window.close()
        """
    )
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"))
    proc = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    lines = [ln for ln in proc.stdout.splitlines() if ln.split()[0] in ("shown", "result", "drawn")]
    assert lines == [
        "shown False False",
        "result True True True",
        "drawn True Jacks or Better 9/6",
    ], proc.stderr
