"""The base of every error the user can cause (bad cards, bad pay tables), and how much
of the user's input a message may quote."""

from __future__ import annotations

import re

#: How many characters of the user's input a message quotes at most.
EXCERPT = 60


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """``text`` as a message quotes it: whole when short, else its start and end around
    an ellipsis with its length (an error never echoes a 1 MB line back)."""
    if len(text) <= limit:
        return text
    head = max(1, limit * 2 // 3)
    tail = max(1, limit - head - 1)
    return f"{text[:head]}…{text[-tail:]} ({len(text):,} characters)"


def shorten_long_runs(message: str, limit: int = 2 * EXCERPT) -> str:
    """``message`` with every run of more than ``limit`` characters without a space cut to
    an excerpt: the last guard against a message quoting a huge input whole."""
    if len(message) <= limit:
        return message
    return re.sub(rf"\S{{{limit + 1},}}", lambda m: excerpt(m.group(), limit), message)


class VPError(ValueError):
    """An input problem with a message fit to show the user as it is (any long run of
    quoted input in it cut to an excerpt)."""

    def __str__(self) -> str:
        return shorten_long_runs(super().__str__())


class Cancelled(Exception):
    """A long computation was cancelled through its cancel event."""
