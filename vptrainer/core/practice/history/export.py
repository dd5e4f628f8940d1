"""A practice session's hands as a CSV file, for a spreadsheet."""

from __future__ import annotations

import csv
import io
import os
from fractions import Fraction

from vptrainer.core.cards import format_cards
from vptrainer.core.games.pays import format_pay
from vptrainer.core.practice.history.store import History, HistoryError
from vptrainer.core.storage.fileio import atomic_write_text, spreadsheet_text

CSV_HEADER = (
    "session",
    "hand",
    "played",
    "table",
    "deal",
    "held",
    "hold_mask",
    "best_holds",
    "result",
    "player_ev",
    "best_ev",
    "ev_lost",
    "cost_coins",
    "final",
    "pay_line",
    "bet",
    "payout",
    "credits",
    "lines",
    "deal_bonus",
    "assistance",
    "warned_hold",
)


def _decimal(value: Fraction, digits: int = 10) -> str:
    """An EV for a spreadsheet: a fixed number of decimals, no trailing zeros."""
    text = f"{float(value):.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def export_session_csv(history: History, session_id: int, path: str | os.PathLike[str]) -> int:
    """Write a session's hands to a CSV file (atomically); return the number of hands.

    Columns are :data:`CSV_HEADER`; cards are codes such as ``Ah``, holds are the
    held cards (``best_holds`` separates tied holds with ``|``), EVs are decimals.
    With multi-play, ``final`` and ``pay_line`` are the first line's, ``bet`` is per
    line, and ``payout``, ``credits`` and ``cost_coins`` count all ``lines``;
    ``deal_bonus`` is what the deal earned on one line of a table with ``[dealt]`` lines
    (coins), ``assistance`` how the player was helped, ``warned_hold`` the mistake a
    warning stopped.

    Raises
    ------
    HistoryError
        For an unknown session or when the file cannot be written.
    """
    info = history.session(session_id)
    hands = history.hands(session_id)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for h in hands:
        r = h.result
        g, p = r.grade, r.payout
        best = " | ".join(
            format_cards(c for i, c in enumerate(r.deal) if m >> i & 1) or "(none)"
            for m in g.best_masks
        )
        writer.writerow(
            (
                info.id,
                h.ordinal,
                h.played.isoformat(),
                spreadsheet_text(info.table_name),
                format_cards(r.deal),
                format_cards(r.held),
                r.mask,
                best,
                str(g.severity),
                _decimal(g.player_ev),
                _decimal(g.best_ev),
                _decimal(g.ev_lost),
                _decimal(g.cost),
                format_cards(r.final),
                spreadsheet_text(p.label),
                p.bet,
                format_pay(r.total_paid),
                _signed(r.net),
                r.lines,
                "" if r.bonus is None else format_pay(r.bonus.amount),
                str(r.assistance),
                ""
                if r.warned is None
                else format_cards(c for i, c in enumerate(r.deal) if r.warned.mask >> i & 1)
                or "(none)",
            )
        )
    try:
        atomic_write_text(path, buf.getvalue())
    except OSError as e:
        raise HistoryError(f"cannot write {os.fspath(path)}: {e.strerror or e}") from None
    return len(hands)


def _signed(value: Fraction) -> str:
    return ("-" + format_pay(-value)) if value < 0 else format_pay(value)
