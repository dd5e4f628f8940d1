"""What the history stores and gives back: sessions, hands, past mistakes, summaries."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Any

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.games.tomlfile import loads_paytable
from vptrainer.core.practice.grading import Assistance, Grade, HandResult


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
        """The player's mistaken hold over the deal (the one a warning stopped, when the
        hold finally drawn was correct)."""
        return self.grade.mask

    @property
    def grade(self) -> Grade:
        """The grade of the mistake: the hold drawn, or the warned hold before it."""
        result = self.record.result
        return result.mistake or result.grade

    @property
    def warned(self) -> bool:
        """True when a warning before the draw pointed this mistake out."""
        result = self.record.result
        return result.warned is not None and result.mistake is result.warned

    @property
    def assistance(self) -> Assistance:
        """How the player was helped with this hand."""
        return self.record.result.assistance

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
    total_paid: float  # final hands and deal bonuses
    player_return: float | None  # optimal return - mean EV lost per coin of unaided hands
    assisted_hands: int = 0  # played after a hint or a warning, or replayed
    unaided_correct: int = 0

    @property
    def unaided_hands(self) -> int:
        """Hands the player decided alone."""
        return self.hands - self.assisted_hands

    @property
    def accuracy(self) -> float | None:
        """Share of unaided hands held correctly (``None`` without one)."""
        return self.unaided_correct / self.unaided_hands if self.unaided_hands else None

    @property
    def mistakes(self) -> int:
        """Minor plus major mistakes."""
        return self.minor_mistakes + self.major_mistakes

    @property
    def credits(self) -> float:
        """Payouts minus bets."""
        return self.total_paid - self.total_bet


@dataclass(frozen=True)
class SituationStats:
    """How the player did in one situation (the best hold's rule), over the history."""

    key: str  # the rule's text ("(no rule)" when no rule plays the best hold)
    hands: int
    mistakes: int
    ev_lost: float  # per coin, summed
    cost: float  # coins

    @property
    def errors_per_1000(self) -> float:
        """Mistakes per 1,000 hands of this situation."""
        return 1000 * self.mistakes / self.hands if self.hands else 0.0

    @property
    def ev_lost_per_1000(self) -> float:
        """EV lost per coin per 1,000 hands of this situation."""
        return 1000 * self.ev_lost / self.hands if self.hands else 0.0


@dataclass(frozen=True)
class Confusion:
    """A mistake the player makes again and again: one rule played over another."""

    played: str  # the rule of the player's hold ("" for no rule)
    over: str  # the rule of the best hold
    times: int
    cost: float  # coins, summed


@dataclass(frozen=True)
class ProgressPoint:
    """One session on the progress chart."""

    session_id: int
    started: datetime
    hands: int
    accuracy: float | None  # unaided hands held correctly, 0..1
    ev_lost_per_1000: float  # EV lost per coin per 1,000 unaided hands


def progress_points(
    summaries: Sequence[SessionSummary], table_name: str | None = None
) -> tuple[ProgressPoint, ...]:
    """The sessions with hands (of the table named ``table_name``; ``None``: every table),
    oldest first, for the progress chart. EV lost counts the unaided hands."""
    points = [
        ProgressPoint(
            s.session.id,
            s.session.started,
            s.hands,
            s.accuracy,
            1000 * s.ev_lost / s.unaided_hands if s.unaided_hands else 0.0,
        )
        for s in summaries
        if s.hands and (table_name is None or s.session.table_name == table_name)
    ]
    return tuple(sorted(points, key=lambda p: (p.started, p.session_id)))
