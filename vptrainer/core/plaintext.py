"""Text from files that is shown to the user: no control characters, ever.

A table name, a label or a note read from a downloaded file could carry terminal
control sequences (``ESC [ 2 J`` clears a screen, ``ESC ] 52`` writes the clipboard)
or Unicode direction overrides that make text read differently than it is.
:func:`control_problem` finds them, for validation; :func:`printable` escapes them,
for everything the command line prints. :func:`fit_table` and :func:`wrap` lay text out
in a given width (a terminal's), so that nothing printed runs past its right edge.
"""

from __future__ import annotations

import re
import textwrap
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Column:
    """A column of a text table: its header, alignment (``"<"`` or ``">"``), and what
    gives way when the table is too wide: ``drop`` (0 never; the highest is dropped
    first) and ``shrink`` (the text is cut with an ellipsis, down to ``min_width``)."""

    header: str
    align: str = ">"
    drop: int = 0
    shrink: bool = False
    min_width: int = 12


def fit_table(
    columns: Sequence[Column],
    rows: Sequence[Sequence[str] | str],
    width: int | None = None,
    *,
    gap: int = 2,
) -> list[str]:
    """The lines of a table whose columns fit in ``width`` characters (``None``: any).

    A row that is a plain string is a line of its own (a heading inside the table),
    wrapped to the width. Too wide, the table cuts its ``shrink`` columns (with an
    ellipsis, down to their ``min_width``), and drops columns, the highest ``drop``
    first, while that is not enough; past that, ``shrink`` columns are cut further, and
    then the widest columns.
    """
    cells = [list(r) for r in rows if not isinstance(r, str)]
    keep = list(range(len(columns)))
    natural = [
        max([len(columns[i].header), *(len(r[i]) for r in cells)]) for i in range(len(columns))
    ]

    def widths(floor: bool = True) -> list[int]:
        out = [natural[i] for i in keep]
        if width is None:
            return out
        over = sum(out) + gap * (len(out) - 1) - width
        for k, i in enumerate(keep):
            if over > 0 and columns[i].shrink:
                cut = min(over, max(0, out[k] - (columns[i].min_width if floor else 1)))
                out[k] -= cut
                over -= cut
        return out

    def fits(w: list[int]) -> bool:
        return width is None or sum(w) + gap * (len(w) - 1) <= width

    while not fits(widths()):
        droppable = [i for i in keep if columns[i].drop > 0]
        if not droppable:
            break
        keep.remove(max(droppable, key=lambda i: (columns[i].drop, i)))
    w = widths() if fits(widths()) else widths(floor=False)
    while not fits(w) and max(w) > 1:  # last resort: cut the widest column, whatever it is
        w[w.index(max(w))] -= 1

    def line(values: Sequence[str]) -> str:
        parts = []
        for k, i in enumerate(keep):
            text = values[i]
            if len(text) > w[k]:
                text = text[: max(0, w[k] - 1)] + "…"
            parts.append(f"{text:{columns[i].align}{w[k]}}")
        return (" " * gap).join(parts).rstrip()

    out = [line([c.header for c in columns])]
    for r in rows:
        if isinstance(r, str):
            out += wrap(r, width) if r else [""]
        else:
            out.append(line(r))
    return out


def wrap(text: str, width: int | None, indent: str = "  ") -> list[str]:
    """``text`` as lines of at most ``width`` characters (``None``: one line), the
    lines after the first indented by ``indent``; a word longer than that on a line of
    its own, whole."""
    if width is None or len(text) <= width:
        return [text]
    lead = len(text) - len(text.lstrip(" "))
    return textwrap.wrap(
        text,
        width=max(20, width),
        initial_indent="",
        subsequent_indent=" " * lead + indent,
        break_on_hyphens=False,
        break_long_words=False,  # a word longer than a line (a path, an id) kept whole
    ) or [text]
