"""What the history stores and gives back: sessions, hands, past mistakes, summaries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Any

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.games.tomlfile import loads_paytable
from vptrainer.core.practice.grading import Grade, HandResult


@dataclass(frozen=True)
class SessionInfo:
    """A stored session: when, which pay table, and its settings."""

    id: int
    started: datetime
    ended: datetime | None
    table_name: str
    table_id: str | None
    table_toml: str
    optimal_return: Fraction | None
    settings: Mapping[str, Any]

    def load_table(self) -> PayTable:
        """The session's pay table, rebuilt from the stored TOML.

        Raises
        ------
        PayTableError
            When the stored text no longer reads as a pay table.
        """
        return loads_paytable(self.table_toml, source=f"history session {self.id}")


@dataclass(frozen=True)
class HandRecord:
    """A stored hand: its place in a session, when it was played, and what happened."""

    session_id: int
    ordinal: int  # 1, 2, ... within the session
    played: datetime
    result: HandResult


@dataclass(frozen=True)
class PastMistake:
    """A stored mistake with what a replay needs: the table, the deal and the hold."""

    record: HandRecord
    table_name: str
    table_id: str | None
    table_toml: str

    @property
    def deal(self) -> tuple[int, ...]:
        """The dealt cards."""
        return self.record.result.deal

    @property
    def mask(self) -> int:
        """The player's hold over the deal."""
        return self.record.result.mask

    @property
    def grade(self) -> Grade:
        """The grade the hold got when played."""
        return self.record.result.grade

    def load_table(self) -> PayTable:
        """The pay table the hand was played on, from the stored TOML."""
        return loads_paytable(self.table_toml, source=f"history session {self.record.session_id}")


@dataclass(frozen=True)
class SessionSummary:
    """Totals of one session for a list view (floats, summed by SQLite)."""

    session: SessionInfo
    hands: int
    minor_mistakes: int
    major_mistakes: int
    ev_lost: float  # per coin, summed over hands
    cost: float  # coins
    total_bet: int
    total_paid: float
    player_return: float | None  # optimal return - mean EV lost per coin, per coin

    @property
    def mistakes(self) -> int:
        """Minor plus major mistakes."""
        return self.minor_mistakes + self.major_mistakes

    @property
    def credits(self) -> float:
        """Payouts minus bets."""
        return self.total_paid - self.total_bet
