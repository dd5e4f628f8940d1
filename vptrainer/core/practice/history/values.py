"""The history's stored values: exact fractions, times, cards and hold masks as the
text kept in SQLite, read back with checks (a damaged value raises
:class:`~vptrainer.core.practice.history.database.HistoryError`)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any, TypeVar

from vptrainer.core.cards import format_cards, parse_cards
from vptrainer.core.practice.dealing import MAX_LINES
from vptrainer.core.practice.history.database import HistoryError
from vptrainer.core.practice.situations import NO_RULE, RuleRef, Situation

T = TypeVar("T")

# ---------------------------------------------------------------------------- helpers


def _frac_text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


_MAX_STORED = 10**12


def _frac(text: str) -> Fraction:
    if not isinstance(text, str) or len(text) > 200:
        raise ValueError(f"not an exact number: {str(text)[:40]!r}")
    value = Fraction(text)
    if abs(value) > _MAX_STORED:
        raise ValueError(f"not a plausible value: {text[:40]!r}")
    return value


def _time(text: str) -> datetime:
    if not isinstance(text, str):
        raise ValueError(f"not a time: {text!r}")
    value = datetime.fromisoformat(text)
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def _optional(read: Callable[[str], T], value: object) -> T | None:
    """``read(value)``, or ``None`` when the value is missing or does not read."""
    if value is None:
        return None
    try:
        return read(value)  # type: ignore[arg-type]
    except (ValueError, TypeError, ZeroDivisionError, OverflowError):
        return None


def _now() -> datetime:
    return datetime.now(UTC)


def _time_text(value: datetime) -> str:
    if value.tzinfo is None:
        raise HistoryError("times must carry a time zone (use datetime.now(UTC))")
    return value.astimezone(UTC).isoformat(timespec="milliseconds")


def _cards_text(cards: Sequence[int]) -> str:
    return format_cards(cards)


def _cards(text: str) -> tuple[int, ...]:
    return parse_cards(text, jokers=2).cards


def _final_cards(deal: tuple[int, ...], mask: int, text: str) -> tuple[int, ...]:
    """The final hand from its text, each joker the very card it was.

    Both jokers read as ``Jk``: a held joker is the dealt one in its place, a drawn one
    the joker that was not dealt (the dealer names jokers in the order they come).
    """
    final = list(_cards(text))
    if not any(c >= 52 for c in final):
        return tuple(final)
    held = [i for i in range(min(len(deal), len(final))) if mask >> i & 1]
    for i in held:
        if final[i] >= 52 and deal[i] >= 52:
            final[i] = deal[i]
    spare = [j for j in (52, 53) if j not in deal and j not in (final[i] for i in held)]
    for i, c in enumerate(final):
        if c >= 52 and i not in held:
            final[i] = spare.pop(0) if spare else c
    if len(set(final)) != len(final):
        raise ValueError(f"the final hand {text!r} repeats a card")
    return tuple(final)


def _masks_text(masks: Sequence[int]) -> str:
    return ",".join(str(m) for m in masks)


def _masks(text: str) -> tuple[int, ...]:
    return tuple(int(m) for m in text.split(",")) if text else ()


def _rule(index: object, text: object) -> RuleRef:
    if not isinstance(index, int) or not isinstance(text, str) or index < -1:
        raise ValueError(f"not a rule of a chart: {index!r}")
    return NO_RULE if index < 0 else RuleRef(index, text)


def _situation(row: sqlite3.Row) -> Situation | None:
    """A hand's situation (``None`` when it was recorded without a chart)."""
    if row["best_rule"] is None or row["player_rule"] is None:
        return None
    return Situation(
        _rule(row["best_rule"], row["best_rule_text"]),
        _rule(row["player_rule"], row["player_rule_text"]),
    )


def _settings_lines(settings: Mapping[str, Any]) -> int:
    """The lines a session plays a hand, from its settings (1 when missing or odd)."""
    lines = settings.get("lines", 1)
    ok = isinstance(lines, int) and not isinstance(lines, bool) and 1 <= lines <= MAX_LINES
    return lines if ok else 1


def _session_lines(settings_text: object) -> int:
    try:
        settings = json.loads(settings_text) if isinstance(settings_text, str) else {}
    except (ValueError, RecursionError):
        settings = {}
    return _settings_lines(settings) if isinstance(settings, dict) else 1


# ---------------------------------------------------------------------------- History
