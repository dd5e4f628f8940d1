"""What a first run says while the numba kernels are compiled for this machine."""

from __future__ import annotations

import sys
import time
from typing import IO

from vptrainer.core.storage.caches import CompileProgress, compile_notice, compile_progress_text


class CompileReport:
    """Says on stderr, once, that the kernels are being compiled for this machine (a
    first run after ``pip install``), then how far it got: a line that moves on a
    terminal, a line every :attr:`EVERY_S` seconds elsewhere, and a last line at the end.
    """

    EVERY_S = 10.0
    #: A report is being given (a command run inside another is quiet).
    active = False

    def __init__(self, stream: IO[str] | None = None, *, quiet: bool = False) -> None:
        self._stream = stream or sys.stderr
        self._quiet = quiet
        self._tty = bool(getattr(self._stream, "isatty", lambda: False)())
        self._last: CompileProgress | None = None
        self._shown_at = 0.0

    def __call__(self, progress: CompileProgress) -> None:
        if self._last is None:
            self._write(f"vptrainer: {compile_notice()}\n")
            self._shown_at = time.monotonic()
        self._last = progress
        now = time.monotonic()
        if self._tty:
            if now - self._shown_at >= 0.2 or progress.first:
                self._shown_at = now
                self._write(f"\r  {compile_progress_text(progress)}   ")
        elif now - self._shown_at >= self.EVERY_S:
            self._shown_at = now
            self._write(f"  {compile_progress_text(progress)}\n")

    def finish(self) -> None:
        """The last line, when anything was compiled."""
        last = self._last
        if last is None:
            return
        parts = "1 part" if last.done == 1 else f"{last.done} parts"
        end = "\n" if self._tty else ""
        self._write(
            f"{end}vptrainer: compiled {parts} in {last.elapsed_s:.0f} s; "
            "later runs load them from the cache\n"
        )

    def _write(self, text: str) -> None:
        if self._quiet:
            return
        try:
            self._stream.write(text)
            self._stream.flush()
        except (OSError, ValueError):  # a closed or broken stderr: nothing to say it on
            pass
