"""Paying a final hand and grading a hold against the exact EVs of all 32 holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from vptrainer.core.cards import check_hand, format_card, format_cards
from vptrainer.core.combinatorics import colex_index
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.pays import format_pay
from vptrainer.core.practice.dealing import (
    DEFAULT_BET,
    DEFAULT_MAJOR_THRESHOLD,
    PracticeError,
    check_bet,
    check_lines,
    check_mask,
    check_threshold,
)
from vptrainer.core.practice.situations import DrillMode, Situation


class Severity(StrEnum):
    """How bad a hold was: a tied-best hold is correct, other holds are mistakes."""

    CORRECT = "correct"
    MINOR = "minor"
    MAJOR = "major"


class Assistance(StrEnum):
    """Whether the player decided a hand alone, or was helped to the answer.

    ``HINT``: the EVs of the 32 holds were shown before the draw; ``WARNING``: a
    warning before the draw said the hold was a mistake; ``REPLAY``: a hand dealt
    again from the review or the hand analyzer, whose answer the player has seen.
    Accuracy and the player's return count unaided (``NONE``) hands only.
    """

    NONE = "none"
    HINT = "hint"
    WARNING = "warning"
    REPLAY = "replay"

    @property
    def aided(self) -> bool:
        """True for any help."""
        return self is not Assistance.NONE


# ---------------------------------------------------------------------------- paying


@dataclass(frozen=True)
class Payout:
    """What a final hand pays: its pay category and the amount for the bet."""

    hand: tuple[int, ...]
    category: int  # index into PreparedTable.keys / labels / pays
    key: str  # the pay line's key, or "nothing"
    label: str
    pays: Fraction  # per coin
    bet: int

    @property
    def amount(self) -> Fraction:
        """Coins paid: ``pays * bet`` (0 for a losing hand)."""
        return self.pays * self.bet

    @property
    def wins(self) -> bool:
        """True when the hand pays anything."""
        return self.pays > 0

    @property
    def amount_text(self) -> str:
        """The amount as a short exact decimal: ``4000``, ``7.5``."""
        return format_pay(self.amount)


def hand_category(prepared: PreparedTable, hand: Sequence[int] | str) -> int:
    """The pay-category index of a five-card final hand (the engine's own classification).

    Raises
    ------
    CardError
        When ``hand`` is not five distinct cards of the table's deck.
    """
    cards = check_hand(hand, prepared.deck_size)
    return int(prepared.hand_category[colex_index(cards)])


def pay_hand(prepared: PreparedTable, hand: Sequence[int] | str, bet: int = DEFAULT_BET) -> Payout:
    """Classify a final hand under ``prepared``'s pay table and pay it for ``bet`` coins.

    Raises
    ------
    CardError
        For a hand that is not five distinct cards of the table's deck.
    PracticeError
        For a bet outside 1..5.
    """
    bet = check_bet(bet)
    cards = check_hand(hand, prepared.deck_size)
    cat = int(prepared.hand_category[colex_index(cards)])
    return Payout(
        hand=cards,
        category=cat,
        key=prepared.keys[cat],
        label=prepared.labels[cat],
        pays=prepared.pays[cat],
        bet=bet,
    )


def deal_bonus(
    prepared: PreparedTable, hand: Sequence[int] | str, bet: int = DEFAULT_BET
) -> Payout | None:
    """What the five dealt cards earn on top of the final hand (a ``[dealt]`` line), or
    ``None``: its ``category`` indexes ``prepared.dealt_keys``.

    Raises
    ------
    CardError
        For a hand that is not five distinct cards of the table's deck.
    PracticeError
        For a bet outside 1..5.
    """
    bet = check_bet(bet)
    cards = check_hand(hand, prepared.deck_size)
    line = prepared.dealt_line(cards)
    if line is None:
        return None
    return Payout(
        hand=cards,
        category=line,
        key=prepared.dealt_keys[line],
        label=prepared.dealt_labels[line],
        pays=prepared.dealt_pays[line],
        bet=bet,
    )


def is_dealt_paying_hand(prepared: PreparedTable, hand: Sequence[int] | str) -> bool:
    """True when the dealt five cards already pay something as they stand."""
    return pay_hand(prepared, hand, 1).wins


def discards_paying_hand(prepared: PreparedTable, evs: HandEVs, mask: int) -> bool:
    """True when the dealt hand pays and this hold could end with less than it pays now.

    For the "don't draw away a paying hand by a slip" guard: holding the pair of a
    dealt high pair is safe (every draw still pays at least as much), discarding a
    dealt flush or holding one pair of a dealt two pair is not. The guard states a
    fact; whether the hold is also a mistake is :func:`grade_hold`'s business (a
    dealt flush broken for four to a royal is correct and still answers True).

    Raises
    ------
    PracticeError
        For a bad mask, or EVs of another pay table.
    """
    mask = check_mask(mask)
    _check_same_table(prepared, evs)
    dealt = prepared.pays[hand_category(prepared, evs.hand)]
    if dealt <= 0:
        return False
    outcomes = evs.hold(mask).outcomes
    worst = min(pay for pay, n in zip(prepared.pays, outcomes, strict=True) if n > 0)
    return worst < dealt


def _check_same_table(prepared: PreparedTable, evs: HandEVs) -> None:
    if evs.keys != prepared.keys or evs.table != prepared.table:
        raise PracticeError(f"the hold EVs are for {evs.table.name!r}, not {prepared.table.name!r}")


# --------------------------------------------------------------------------- grading


def severity_of(
    ev_lost: Fraction, threshold: Fraction | float | int | str = DEFAULT_MAJOR_THRESHOLD
) -> Severity:
    """Correct for no loss, major for a loss of at least ``threshold`` per coin, else minor."""
    limit = check_threshold(threshold)
    if ev_lost <= 0:
        return Severity.CORRECT
    return Severity.MAJOR if ev_lost >= limit else Severity.MINOR


@dataclass(frozen=True)
class Grade:
    """A hold judged against the exact EVs of all 32 holds.

    One grade per decision: with multi-play the ``lines`` lines share the hold, so a
    mistake is one mistake, and its :attr:`cost` is what it gives up on every line.
    """

    mask: int  # the player's hold
    best_masks: tuple[int, ...]  # every tied-best hold, ascending
    player_ev: Fraction  # per coin
    best_ev: Fraction  # per coin
    bet: int  # coins per line
    severity: Severity
    lines: int = 1

    @property
    def correct(self) -> bool:
        """True for any of the tied-best holds."""
        return self.severity is Severity.CORRECT

    @property
    def is_mistake(self) -> bool:
        """True when the hold is not one of the best."""
        return not self.correct

    @property
    def ev_lost(self) -> Fraction:
        """EV given up per coin: best EV minus the hold's EV (0 when correct)."""
        return self.best_ev - self.player_ev

    @property
    def cost(self) -> Fraction:
        """EV given up in coins for the bet on every line: ``ev_lost * bet * lines``."""
        return self.ev_lost * self.bet * self.lines


def grade_hold(
    evs: HandEVs,
    mask: int,
    *,
    bet: int = DEFAULT_BET,
    threshold: Fraction | float | int | str = DEFAULT_MAJOR_THRESHOLD,
    lines: int = 1,
) -> Grade:
    """Grade the hold ``mask`` of ``evs.hand``: correct iff it is one of the tied-best holds.

    Parameters
    ----------
    evs
        The EVs of the dealt hand, from :func:`vptrainer.core.engine.holds.hold_evs`.
    mask
        The player's hold, over the hand's order (0..31).
    bet
        Coins bet, 1..5; the cost of a mistake is the EV lost per coin times the bet.
    threshold
        EV lost per coin from which a mistake is major.
    lines
        Lines of multi-play sharing the hold (the cost counts every line).

    Raises
    ------
    PracticeError
        For a bad mask, bet, threshold or number of lines.
    """
    mask = check_mask(mask)
    bet = check_bet(bet)
    lines = check_lines(lines)
    limit = check_threshold(threshold)
    player = evs.hold(mask)
    best_ev = evs.best_ev
    if player.best:
        severity = Severity.CORRECT
    else:
        severity = Severity.MAJOR if best_ev - player.ev >= limit else Severity.MINOR
    return Grade(
        mask=mask,
        best_masks=tuple(sorted(h.mask for h in evs.best)),
        player_ev=player.ev,
        best_ev=best_ev,
        bet=bet,
        severity=severity,
        lines=lines,
    )


@dataclass(frozen=True)
class FeaturePlay:
    """What a feature game (:mod:`vptrainer.core.practice.games`) made of a played hand.

    ``coins_bet`` is what the hand took, every line counted (10 coins a line for
    Ultimate X, the four levels' bet on a Multi-Strike round's first hand and nothing on
    its later ones); ``paid`` what the feature paid on top of the lines' own pays (the
    multipliers' share of a win, a wheel prize); ``detail`` what the history keeps of
    the feature's state (the total multiplier, the level, the Dream Card), as pairs.
    """

    game: str
    coins_bet: int
    paid: Fraction = Fraction(0)
    detail: tuple[tuple[str, object], ...] = ()

    def get(self, key: str, default: object = None) -> object:
        """A value of :attr:`detail` by key."""
        return next((v for k, v in self.detail if k == key), default)

    @property
    def expected(self) -> Fraction | None:
        """What optimal play of the hand is worth in coins, in a game whose state carries
        to the next hand (the game's return times the hand's bet; ``None``: the best
        hold's value times the stake, as in standard play)."""
        value = self.get("expected")
        try:
            return None if value is None else Fraction(str(value))
        except (ValueError, ZeroDivisionError):
            return None


@dataclass(frozen=True)
class HandResult:
    """One played hand: the deal, the hold, the final hand, its payout and its grade.

    With multi-play, ``final`` and ``payout`` are the first line's; ``others`` are the
    other lines' payouts (each with its own final hand) and ``others_paid`` what they
    paid in all. A hand read back from the history keeps ``others_paid`` and the
    number of lines (``grade.lines``) but not the other lines' hands.

    ``bonus`` is what the deal itself earned on one line of a table with ``[dealt]``
    lines (paid whatever was held, on every line); ``assistance`` says whether the
    player was helped to the hold, and ``warned`` is the mistaken hold a warning stopped
    (the player may then have drawn another): a mistake the review still lists.

    ``feature`` is what a feature game made of the hand (its bet, its extra pay and its
    state), ``None`` in standard play.

    ``situation`` names the chart's rules of the best hold and of the player's hold
    (``None`` while the table's chart is not known), ``drill`` how the deal was chosen,
    and ``best_draw`` what the best hold would have drawn from the same deck after a
    mistake (luck apart from skill; ``None`` otherwise); ``best_paid`` what the best
    hold would have been paid on every line from the same cards.
    """

    deal: tuple[int, ...]
    mask: int
    final: tuple[int, ...]
    payout: Payout
    grade: Grade
    others: tuple[Payout, ...] = ()
    others_paid: Fraction = Fraction(0)
    bonus: Payout | None = None
    assistance: Assistance = Assistance.NONE
    warned: Grade | None = None
    situation: Situation | None = None
    drill: DrillMode = DrillMode.RANDOM
    best_draw: Payout | None = field(default=None, compare=False)  # not kept in the history
    feature: FeaturePlay | None = None  # a feature game's bet, pay and state
    #: coins the best hold would have been paid on every line from the same cards (the
    #: deal's bonus apart; ``None``: unknown, as for hands read from the history)
    best_paid: Fraction | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.others and (
            len(self.others) != self.grade.lines - 1
            or self.others_paid != sum((p.amount for p in self.others), Fraction(0))
        ):
            raise PracticeError(
                f"a hand of {self.grade.lines} lines has {len(self.others) + 1} line results"
            )

    @property
    def aided(self) -> bool:
        """True when the player was helped to this hand's hold."""
        return self.assistance.aided

    @property
    def bonus_paid(self) -> Fraction:
        """Coins the deal's ``[dealt]`` bonus paid, on every line."""
        return Fraction(0) if self.bonus is None else self.bonus.amount * self.grade.lines

    @property
    def mistake(self) -> Grade | None:
        """The mistake this hand is remembered for: the hold drawn when it was one, else the
        hold a warning stopped; ``None`` when neither was a mistake."""
        if self.grade.is_mistake:
            return self.grade
        if self.warned is not None and self.warned.is_mistake:
            return self.warned
        return None

    @property
    def bet(self) -> int:
        """Coins bet on this hand, per line."""
        return self.grade.bet

    @property
    def lines(self) -> int:
        """Lines played on this hand (multi-play), 1 for a single hand."""
        return self.grade.lines

    @property
    def line_payouts(self) -> tuple[Payout, ...]:
        """Every line's payout, the first line first (only the first when not kept)."""
        return (self.payout, *self.others)

    @property
    def finals(self) -> tuple[tuple[int, ...], ...]:
        """Every line's final hand, the first line first (only the first when not kept)."""
        return tuple(p.hand for p in self.line_payouts)

    @property
    def total_bet(self) -> int:
        """Coins bet on every line: ``bet * lines`` (a feature game's own bet)."""
        if self.feature is not None:
            return self.feature.coins_bet
        return self.bet * self.lines

    @property
    def total_paid(self) -> Fraction:
        """Coins paid on every line: the final hands, the deal's bonus if any, and what a
        feature game paid on top."""
        extra = Fraction(0) if self.feature is None else self.feature.paid
        return self.payout.amount + self.others_paid + self.bonus_paid + extra

    @property
    def held(self) -> tuple[int, ...]:
        """The held cards, in the deal's order."""
        return tuple(c for i, c in enumerate(self.deal) if self.mask >> i & 1)

    @property
    def net(self) -> Fraction:
        """Credits won or lost on the hand, every line counted: paid minus bet."""
        return self.total_paid - self.total_bet


def hand_result(
    prepared: PreparedTable,
    evs: HandEVs,
    mask: int,
    final: Sequence[int] | str,
    *,
    bet: int = DEFAULT_BET,
    threshold: Fraction | float | int | str = DEFAULT_MAJOR_THRESHOLD,
    others: Sequence[Sequence[int] | str] = (),
    assistance: Assistance = Assistance.NONE,
    warned: Grade | None = None,
    grade: Grade | None = None,
) -> HandResult:
    """Pay and grade a played hand (for callers that deal with their own :class:`Dealer`).

    ``others`` are the final hands of the other lines of multi-play (each must keep
    the held cards in place too); the grade is one, for the shared hold. The deal's
    ``[dealt]`` bonus, if any, is paid with it, on every line. ``grade`` is the hold's
    grade when the caller made it already (before the draw): it is used as it is, once
    checked to be this hold's at this bet and number of lines.

    Raises
    ------
    PracticeError
        For a bad mask, bet or threshold, EVs of another table, too many lines, or a
        final hand that does not keep the held cards in their places.
    CardError
        For a final hand that is not five distinct cards of the deck.
    """
    _check_same_table(prepared, evs)
    lines = 1 + len(others)
    if grade is None:
        grade = grade_hold(evs, mask, bet=bet, threshold=threshold, lines=lines)
    elif (grade.mask, grade.bet, grade.lines) != (check_mask(mask), check_bet(bet), lines):
        raise PracticeError("the grade given is not this hold's at this bet")
    payouts = [pay_hand(prepared, hand, grade.bet) for hand in (final, *others)]
    for payout in payouts:
        for i, c in enumerate(evs.hand):
            if grade.mask >> i & 1 and payout.hand[i] != c:
                raise PracticeError(
                    f"the final hand {format_cards(payout.hand)} does not keep the held "
                    f"{format_card(c)} in place {i + 1}"
                )
    if not isinstance(assistance, Assistance):
        raise PracticeError(f"assistance must be an Assistance, got {assistance!r}")
    first, *rest = payouts
    return HandResult(
        deal=tuple(evs.hand),
        mask=grade.mask,
        final=first.hand,
        payout=first,
        grade=grade,
        others=tuple(rest),
        others_paid=sum((p.amount for p in rest), Fraction(0)),
        bonus=deal_bonus(prepared, evs.hand, grade.bet),
        assistance=assistance,
        warned=warned,
    )
