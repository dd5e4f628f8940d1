"""The command line under hostile input (issue 23): no traceback, one short line on
stderr, nothing read that is not a regular file, nothing long quoted whole, and Ctrl-C
stopping a simulation within a second."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.cli import main
from vptrainer.cli.common import INTERRUPTED

# A message quotes an excerpt of the input, never all of it.
MAX_MESSAGE = 400


def _run(
    args: list[str], capsys: pytest.CaptureFixture[str], stdin: io.TextIOBase | None = None
) -> tuple[int, str, str]:
    out = io.StringIO()
    code = main(args, out=out, stdin=stdin)  # type: ignore[arg-type]
    return code, out.getvalue(), capsys.readouterr().err


def _binary_stdin(data: bytes) -> io.TextIOWrapper:
    """Standard input as a strict UTF-8 desktop locale gives it (with its bytes below)."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict")


def test_non_utf8_standard_input_is_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    stdin = _binary_stdin(b"Ah Kh Qh Jh Th\n\xff\xfe Kd\n")
    code, out, err = _run(["hand", "jacks-or-better-9-6", "-"], capsys, stdin)
    assert code == 2 and out.count("\n") == 1  # the first hand was answered
    assert err.startswith("vptrainer: error: standard input line 2: not UTF-8 text")


def test_a_megabyte_line_is_not_echoed(capsys: pytest.CaptureFixture[str]) -> None:
    stdin = _binary_stdin(b"A" * 1_000_000 + b"\n")
    code, _, err = _run(["hand", "jacks-or-better-9-6", "-"], capsys, stdin)
    assert code == 2 and "too long" in err and len(err) < MAX_MESSAGE


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=st.text(min_size=200, max_size=3000).filter(lambda t: "\x00" not in t),
    where=st.sampled_from(
        [
            ["hand", "jacks-or-better-9-6"],
            ["evaluate"],
            ["risk", "jacks-or-better-9-6", "--bankroll"],
            ["risk", "jacks-or-better-9-6", "--bankroll", "10", "--hands"],
            ["analyze"],
            ["strategy", "eval", "jacks-or-better-9-6"],
        ]
    ),
)
def test_a_long_argument_is_quoted_as_an_excerpt(text: str, where: list[str]) -> None:
    """A 100 KB argument once came back whole in the error."""
    big = text * (100_000 // len(text) + 1)
    err = io.StringIO()
    stdout = io.StringIO()
    old = sys.stderr
    sys.stderr = err
    try:
        code = main([*where, big], out=stdout)
    except SystemExit as exc:  # argparse's own errors
        code = int(exc.code or 0)
    finally:
        sys.stderr = old
    assert code == 2
    message = err.getvalue()
    assert message.startswith("vptrainer") and len(message) < MAX_MESSAGE, message[:500]


def test_a_very_long_file_name_is_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    long = str(tmp_path / ("t" * 5000)) + ".toml"
    for args in (["analyze", long], ["strategy", "eval", "jacks-or-better-9-6", long]):
        code, _, err = _run(args, capsys)
        assert code == 2 and "the file name is too long" in err and len(err) < MAX_MESSAGE
    code, _, err = _run(["strategy", "make", "jacks-or-better-9-6", "-o", long], capsys)
    assert code == 2 and "the file name is too long" in err


def test_a_folder_is_said_to_be_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _run(["strategy", "eval", "jacks-or-better-9-6", str(tmp_path)], capsys)
    assert code == 2 and "is a folder, not a strategy file" in err
    code, _, err = _run(["analyze", str(tmp_path)], capsys)
    assert code == 2 and "is a folder, not a pay table file" in err


def test_pipes_and_devices_are_refused_before_the_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for target, kind in ((pipe, "a named pipe"), (Path("/dev/null"), "a device")):
        started = time.process_time()  # CPU time: a loaded machine does not stretch it
        code, _, err = _run(["strategy", "make", "jacks-or-better-9-6", "-o", str(target)], capsys)
        assert code == 2 and f"{kind}, not a regular file" in err
        assert time.process_time() - started < 5  # refused before the chart is made
    assert pipe.is_fifo()
    for args in (["analyze", str(pipe)], ["strategy", "eval", "jacks-or-better-9-6", "/dev/zero"]):
        code, _, err = _run(args, capsys)
        assert code == 2 and "not a regular file" in err


def test_a_huge_pay_is_too_large(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.toml"
    path.write_text('name = "x"\n[pays]\nroyal_flush = ' + "9" * 4301 + "\n")
    code, _, err = _run(["analyze", str(path)], capsys)
    assert code == 2
    assert "line 3: a number of more than 4,300 digits is too large for a pay" in err
    assert "Exceeds the limit" not in err


def test_a_billion_trials_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["risk", "jacks-or-better-9-6", "--bankroll", "100", "--hands", "1000"]
    code, _, err = _run([*args, "--method", "simulation", "--trials", "1000000000"], capsys)
    assert code == 2 and "too long to simulate" in err and "at most 1,000,000,000" in err


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.slow
def test_ctrl_c_stops_a_simulation_within_a_second() -> None:
    """A CPU-bound simulation ignored Ctrl-C for minutes. It now stops within a second of
    its own CPU time: counted in CPU seconds, not on the clock, which a loaded machine
    stretches (at load 10 the process may wait seconds for a core)."""
    command = [
        sys.executable,
        "-m",
        "vptrainer",
        "risk",
        "jacks-or-better-9-6",
        "--bankroll",
        "1000",
        "--goal",
        "100000",
        "--hands",
        "1000",
        "--method",
        "simulation",
        "--trials",
        "1000000",
    ]
    proc = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    status = None
    try:
        while _cpu_seconds(proc.pid) < 2.0 and proc.poll() is None:  # deep in the work
            time.sleep(0.1)
        assert proc.returncode is None  # still working: a million sessions take minutes
        at_signal = _cpu_seconds(proc.pid)
        proc.send_signal(signal.SIGINT)
        deadline = time.monotonic() + 240
        while status is None and time.monotonic() < deadline:
            pid, wait_status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid == proc.pid:
                status = wait_status
                proc.returncode = os.waitstatus_to_exitcode(wait_status)
            else:
                time.sleep(0.05)
    finally:
        if status is None:
            proc.kill()
            proc.wait()
    assert status is not None, "the simulation did not stop"
    assert proc.returncode == 130
    # the CPU it spent after the signal, all of its threads (0.1-0.3 s when quiet)
    assert usage.ru_utime + usage.ru_stime - at_signal < 1.5


def test_no_display_is_said_with_the_command_line_instead(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Qt aborted (exit 134) naming a library that was installed."""
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert main([], out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert "there is no display" in err and "vptrainer analyze" in err
    assert "xcb" not in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("env", "problem"),
    [
        ({}, "there is no display"),
        ({"DISPLAY": ":4242"}, "cannot be reached"),
        ({"DISPLAY": "remote.example:0"}, None),
        ({"QT_QPA_PLATFORM": "offscreen"}, None),
        ({"WAYLAND_DISPLAY": "/nonexistent/wayland-0"}, "there is no display"),
    ],
)
def test_display_problems(env: dict[str, str], problem: str | None) -> None:
    from vptrainer.cli import display_problem

    found = display_problem(env)
    if problem is None:
        assert found is None
    else:
        assert found is not None and problem in found


def test_ctrl_c_stops_a_simulation_even_when_its_keyboardinterrupt_is_lost(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Python loses a KeyboardInterrupt raised inside a finalizer that a garbage collection
    runs (it prints it and goes on): Ctrl-C also sets ``INTERRUPTED``, the simulation's
    cancel, which stops it at its next chunk. Here only the event is set, as if the
    KeyboardInterrupt had been lost."""
    args = ["risk", "jacks-or-better-9-6", "--bankroll", "1000", "--goal", "100000"]
    args += ["--hands", "1000", "--method", "simulation", "--trials", "1000000"]
    done = threading.Event()

    def press() -> None:  # again and again: the command clears it as it starts
        while not done.wait(0.2):
            INTERRUPTED.set()

    presser = threading.Thread(target=press)
    presser.start()
    try:
        code, out, err = _run(args, capsys)
    finally:
        done.set()
        presser.join()
    assert code == 130 and "vptrainer: interrupted after" in err and out == ""
