"""What every command shares: exit statuses, the escaping output stream, exact numbers."""

from __future__ import annotations

from fractions import Fraction
from typing import IO

from vptrainer.core.plaintext import printable

EXIT_OK = 0
EXIT_BAD_INPUT = 2


class Printable:
    """A text stream that escapes control characters (:func:`printable`) as it writes:
    nothing read from a file (a table's name, a label) can reach the terminal raw."""

    def __init__(self, stream: IO[str]) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(printable(text))

    def flush(self) -> None:
        self._stream.flush()


def num(value: Fraction | float | None) -> float | None:
    return None if value is None else float(value)


def exact(value: Fraction | None) -> str | None:
    return None if value is None else f"{value.numerator}/{value.denominator}"
