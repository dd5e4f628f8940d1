"""Text from files that is shown to the user: no control characters, ever.

A table name, a label or a note read from a downloaded file could carry terminal
control sequences (``ESC [ 2 J`` clears a screen, ``ESC ] 52`` writes the clipboard)
or Unicode direction overrides that make text read differently than it is.
:func:`control_problem` finds them, for validation; :func:`printable` escapes them,
for everything the command line prints.
"""

from __future__ import annotations

import re
import unicodedata

#: Unicode's bidirectional embeddings, overrides and isolates (U+202A..U+202E,
#: U+2066..U+2069): invisible, they reorder how the text around them reads.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def _is_control(ch: str) -> bool:
    return unicodedata.category(ch) == "Cc" or ch in BIDI_CONTROLS or ch in "\u2028\u2029"


def control_problem(text: str, *, allow_newlines: bool = False) -> str | None:
    """Why ``text`` may not be shown as it is (its first control character), or ``None``.

    Tabs are always allowed, line breaks (``\\n``) only with ``allow_newlines``.
    """
    for i, ch in enumerate(text):
        if ch == "\t" or (allow_newlines and ch in "\n\r"):
            continue
        if _is_control(ch):
            return f"contains the control character U+{ord(ch):04X} at position {i + 1}"
    return None


def printable(text: str) -> str:
    """``text`` with every control character but tab and line feed escaped as ``\\xNN``.

    What the command line writes to a terminal goes through this, so no text from a
    file can send a control sequence.
    """
    return _UNSAFE.sub(_escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 256 else f"\\u{code:04x}"
