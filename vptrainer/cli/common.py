"""What every command shares: exit statuses, the escaping output stream, exact numbers."""

from __future__ import annotations

import shutil
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from types import FrameType
from typing import IO

from vptrainer.core.plaintext import printable, wrap

EXIT_OK = 0
EXIT_BAD_INPUT = 2

#: Set by Ctrl-C while a command runs: long work given it as its ``cancel`` stops at its
#: next chunk even when the KeyboardInterrupt Ctrl-C raises is lost (raised inside a
#: finalizer that a garbage collection ran, Python prints it and goes on).
INTERRUPTED = threading.Event()


def _interrupt(signum: int, frame: FrameType | None) -> None:
    INTERRUPTED.set()
    signal.default_int_handler(signum, frame)  # raises KeyboardInterrupt


@contextmanager
def interruptible() -> Iterator[None]:
    """Ctrl-C raises KeyboardInterrupt as usual and also sets :data:`INTERRUPTED` (on
    the main thread; elsewhere nothing changes)."""
    INTERRUPTED.clear()
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, _interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


class Printable:
    """A text stream that escapes control characters (:func:`printable`) as it writes:
    nothing read from a file (a table's name, a label) can reach the terminal raw.

    With a ``width``, every line longer than it is wrapped (its continuation indented),
    so that no text runs past a terminal's right edge; commands lay their tables out
    to fit first (:func:`~vptrainer.core.plaintext.fit_table`).
    """

    def __init__(self, stream: IO[str], width: int | None = None) -> None:
        self._stream = stream
        self._width = width
        self._pending = ""

    def write(self, text: str) -> int:
        text = printable(text)
        if self._width is None:
            return self._stream.write(text)
        *lines, self._pending = (self._pending + text).split("\n")
        for line in lines:
            self._stream.write("\n".join(wrap(line, self._width)) + "\n")
        return len(text)

    def flush(self) -> None:
        if self._pending:
            self._stream.write("\n".join(wrap(self._pending, self._width)))
            self._pending = ""
        self._stream.flush()


def num(value: Fraction | float | None) -> float | None:
    return None if value is None else float(value)


def exact(value: Fraction | None) -> str | None:
    return None if value is None else f"{value.numerator}/{value.denominator}"


def terminal_width() -> int | None:
    """How wide text output may be: ``COLUMNS`` when set, else the terminal's width;
    ``None`` (no limit) when the output is not a terminal. At least 40."""
    columns = shutil.get_terminal_size(fallback=(0, 0)).columns
    return max(40, columns) if columns > 0 else None
