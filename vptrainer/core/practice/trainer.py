"""The practice trainer: everything practice keeps between hands, without Qt.

A :class:`Trainer` owns the session on the table prepared for practice, the options
of play (bet, lines, the warning before a mistake, the guard of a dealt paying hand,
the major-mistake threshold, the seed), the drill and its queues (weak spots, past
mistakes, close calls) with their seeded random numbers, the credit meter, and the
texts of a hand (the deal, the question before a draw, the grade). Each option is
kept here and only here: the app's widgets show it and set it.

A hand is :meth:`Trainer.deal`, then :meth:`Trainer.question` (what to ask before
drawing that hold, if anything), then :meth:`Trainer.draw`; the hold is graded once.
How a hand is played and what it is graded against is the session's
:class:`~vptrainer.core.practice.modes.PlayMode` (standard play unless told).

What the trainer needs from long work (the prepared table, its optimal return, the
chart's situations, the close calls, the history's weak spots and mistakes) it is
given when it is ready; until then it deals at random and says what it waits for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.messages import Message, count, join, number
from vptrainer.core.practice.dealing import (
    DEFAULT_MAJOR_THRESHOLD,
    MAX_BET,
    PracticeError,
    check_bet,
    check_threshold,
)
from vptrainer.core.practice.drills import MistakeQueue, WeakSpots, class_deal, situation_deal
from vptrainer.core.practice.grading import Assistance, HandResult, Payout, Severity, deal_bonus
from vptrainer.core.practice.grading import pay_hand as _pay_hand
from vptrainer.core.practice.modes import STANDARD, PlayMode
from vptrainer.core.practice.session import PracticeSession
from vptrainer.core.practice.situations import DrillMode
from vptrainer.core.practice.texts import (
    REASON_COMING,
    bonus_text,
    drill_state,
    grade_parts,
    level_text,
    luck_text,
    mistake_question,
    paying_hand_question,
    situation_text,
)

if TYPE_CHECKING:  # the finder's module loads the strategy kernels
    from vptrainer.core.engine.suit_classes import SuitClasses
    from vptrainer.core.practice.explain import SituationFinder

CloseCalls = tuple["SuitClasses", npt.NDArray[np.int64]]
DEFAULT_MARGIN = Fraction(1, 20)
HELP_WORDS = {
    Assistance.HINT: Message("a hint"),
    Assistance.WARNING: Message("a warning"),
    Assistance.REPLAY: Message("a replay"),
    Assistance.NONE: Message("none"),
}
HOLD_PROMPT = Message(
    "Hold the cards you want (click them or press 1–5), then draw (Enter or Space)."
)


@dataclass(frozen=True)
class Dealt:
    """A hand dealt: its holds' values, how the drill chose it, and what the deal pays."""

    evs: HandEVs
    drill: DrillMode
    note: str  # what the drill says about the deal (Message("Close call."))
    dealt: Payout  # the dealt hand as it stands, at the bet
    bonus: Payout | None  # the deal's own bonus (a table with [dealt] lines)

    @property
    def payout_text(self) -> str:
        """What the deal pays as it stands (empty when nothing)."""
        said: list[str] = (
            [Message("Dealt: {hand}", hand=self.dealt.label)] if self.dealt.wins else []
        )
        if self.bonus is not None:
            said.append(bonus_text(self.bonus))
        return join(said, "   ")

    @property
    def message(self) -> str:
        """What the player is told to do."""
        return join((self.note, HOLD_PROMPT))


@dataclass(frozen=True)
class Question:
    """A question before a draw (the mistake warning, the paying-hand guard)."""

    title: str
    text: str


@dataclass(frozen=True)
class GradeText:
    """What the grade says, and its tone: ``correct``, ``minor`` or ``major``."""

    text: str
    tone: str


class Trainer:
    """Practice's state and rules of play, one object per practice view (see the module).

    Not thread-safe: it belongs to the GUI thread, as its session does.
    """

    def __init__(
        self,
        *,
        start_credits: Fraction | int = 1000,
        bet: int = MAX_BET,
        lines: int = 1,
        seed: int | None = None,
        threshold: Fraction | float | str = DEFAULT_MAJOR_THRESHOLD,
        warn_before_draw: bool = False,
        guard_paying_hand: bool = True,
        drill: DrillMode = DrillMode.RANDOM,
        margin: Fraction = DEFAULT_MARGIN,
        mode: PlayMode = STANDARD,
    ) -> None:
        self.mode = mode
        self.session: PracticeSession | None = None
        self.warn_before_draw = warn_before_draw
        self.guard_paying_hand = guard_paying_hand
        self.seed = seed
        self.drill = DrillMode(drill)
        self.margin = margin
        self._bet = check_bet(bet)
        self._lines = mode.check_lines(lines)
        self._threshold = check_threshold(threshold)
        self._credits_base = Fraction(start_credits)
        self._optimal: dict[PayTable, Fraction] = {}
        self._close_calls: dict[tuple[PayTable, Fraction], CloseCalls] = {}
        self._spots: dict[str, WeakSpots] = {}
        self._mistakes: dict[str, MistakeQueue] = {}
        self._rng = np.random.default_rng(seed)
        #: whether the session's strategy chart is still to come (a mistake graded
        #: meanwhile says its reason is coming: :meth:`explain_last` fills it in)
        self.chart_coming = True

    # ------------------------------------------------------------------ options

    @property
    def bet(self) -> int:
        """Coins per line for the next deal (the hand waiting for its draw keeps its own)."""
        return self._bet

    @bet.setter
    def bet(self, value: int) -> None:
        self._bet = check_bet(value)
        if self.session is not None and not self.session.awaiting_draw:
            self.session.bet = self._bet

    @property
    def lines(self) -> int:
        """Lines for the next deal (multi-play)."""
        return self._lines

    @lines.setter
    def lines(self, value: int) -> None:
        self._lines = self.mode.check_lines(value)
        if self.session is not None and not self.session.awaiting_draw:
            self.session.lines = self._lines
            self.refresh_return()  # Ultimate X's return depends on the lines

    @property
    def threshold(self) -> Fraction:
        """EV lost per coin from which a mistake is major."""
        return self._threshold

    @threshold.setter
    def threshold(self, value: Fraction | float | str) -> None:
        self._threshold = check_threshold(value)
        if self.session is not None:
            self.session.threshold = self._threshold

    @property
    def ready(self) -> bool:
        """True once a session can deal."""
        return self.session is not None

    @property
    def awaiting_draw(self) -> bool:
        """True between a deal and its draw."""
        return self.session is not None and self.session.awaiting_draw

    def settings(self) -> dict[str, Any]:
        """What the history keeps with a session: how it was played."""
        session = self.session
        played = {
            "bet": self.bet if session is None else session.bet,
            "lines": self.lines if session is None else session.hand_lines,
            "seed": self.seed,
            "threshold": str(self.threshold),
            "warn_before_draw": self.warn_before_draw,
            "guard_paying_hand": self.guard_paying_hand,
            "drill": self.drill.value,
        }
        if self.mode.name != "standard":  # a feature game (standard play says nothing)
            played["game"] = self.mode.name
        if getattr(self.mode, "five_coin_game", False):  # Ultimate X's 5-coin option
            played["five_coin"] = True
        return played

    # ----------------------------------------------------------------- sessions

    def start(self, prepared: PreparedTable) -> PracticeSession:
        """A fresh session on ``prepared`` with the seed, bet, lines and threshold (the
        previous one is abandoned; its credits stay on the meter)."""
        self.stop()
        self.session = PracticeSession(
            prepared,
            seed=self.seed,
            bet=self.bet,
            threshold=self.threshold,
            optimal_return=self.mode.session_return(
                prepared.table, self.lines, self._optimal.get(prepared.table)
            ),
            lines=self.lines,
            mode=self.mode,
        )
        self._rng = np.random.default_rng(self.seed)
        self.mode.start(self.seed)
        return self.session

    def stop(self) -> None:
        """No session (a dealt hand is abandoned; its credits stay on the meter)."""
        old = self.session
        if old is not None:
            old.abandon()
            self._credits_base += old.stats.credits
        self.session = None

    def set_optimal_return(self, table: PayTable, optimal: Fraction) -> bool:
        """The optimal return of ``table``; True when it is the session's table."""
        self._optimal[table] = optimal
        session = self.session
        if session is None or session.table != table:
            return False
        self.refresh_return()
        return True

    def refresh_return(self) -> None:
        """Measure the session by its game's optimal return at the lines played now (call
        it when a feature game's solve arrives: its return is the game's, per coin bet)."""
        session = self.session
        if session is not None:
            table = session.table
            known = self._optimal.get(table)
            session.set_optimal_return(self.mode.session_return(table, self.lines, known))

    def optimal_return(self, table: PayTable) -> Fraction | None:
        """The optimal return of ``table``, once known."""
        return self._optimal.get(table)

    def set_finder(self, finder: SituationFinder) -> bool:
        """The session's chart and situations (grades name its rules); True when used."""
        session = self.session
        if session is None or finder.table != session.table:
            return False
        session.finder = finder
        return True

    def explain_last(self) -> HandResult | None:
        """The hand drawn last, with the chart's rules now that the chart is known, when its
        grade was shown without them (``None``: nothing to fill in)."""
        session = self.session
        return None if session is None else session.explain_last()

    def state_text(self) -> tuple[str, str]:
        """The state line (the optimal return of the game practised, per coin of its bet,
        and the drill's seed) and its longer form."""
        session = self.session
        optimal = None if session is None else session.stats.optimal_return
        text, detail = drill_state(optimal, self.seed)
        if session is None:
            return text, detail
        return text, Message("{table}: {detail}", table=session.table.name, detail=detail)

    # ------------------------------------------------------------------- meters

    @property
    def credits(self) -> Fraction:
        """The credit meter: starting credits plus everything won or lost (bet taken)."""
        value = self._credits_base
        session = self.session
        if session is not None:
            value += session.stats.credits
            if session.awaiting_draw:
                value -= self.mode.coins_bet(session.hand_bet, session.hand_lines)
        return value

    def reset_credits(self, start: Fraction | int) -> None:
        """Put the credit meter back to ``start``."""
        self._credits_base = Fraction(start) - (self.session.stats.credits if self.session else 0)

    def meter_bet(self) -> tuple[int, int]:
        """The bet per line and the lines the meters show (the hand's while it waits)."""
        session = self.session
        if session is not None and session.awaiting_draw:
            return session.hand_bet, session.hand_lines
        return self.bet, self.lines

    @property
    def win(self) -> Fraction:
        """What the last hand paid (0 while a hand waits for its draw)."""
        session = self.session
        if session is None or session.awaiting_draw or session.last_result is None:
            return Fraction(0)
        return Fraction(session.last_result.total_paid)

    # -------------------------------------------------------------------- drills

    def set_close_calls(self, table: PayTable, margin: Fraction, rows: CloseCalls) -> None:
        """The close calls of ``table`` within ``margin`` (the deal classes and their set)."""
        self._close_calls[(table, margin)] = rows

    def close_calls_known(self) -> bool:
        """Whether the close calls of the session's table at the margin are known."""
        session = self.session
        return session is not None and (session.table, self.margin) in self._close_calls

    def needs_drill_history(self, table_name: str) -> bool:
        """Whether the weak spots and mistakes of that table are still to be read."""
        return table_name not in self._spots

    def set_drill_history(
        self, table_name: str, spots: WeakSpots, mistakes: Sequence[Sequence[int]]
    ) -> None:
        """The weak spots and open mistakes of a table, read from the history (once)."""
        if table_name not in self._spots:
            self._spots[table_name] = spots
            self._mistakes[table_name] = MistakeQueue(mistakes)

    def drill_state(self) -> str:
        """What the drill is doing (empty for random deals)."""
        session = self.session
        mode = self.drill
        if session is None or mode is DrillMode.RANDOM:
            return ""
        name = session.table.name
        if mode is DrillMode.WEAK_SPOTS:
            spots = self._spots.get(name)
            if spots is None:
                return Message("Weak spots: reading your history…")
            queue = spots.queue()
            if not queue:
                return Message("Weak spots: none waiting (random deals until you miss one)")
            return Message(
                "Weak spots: {n} waiting, next {situation}", n=count(len(queue)), situation=queue[0]
            )
        if mode is DrillMode.MISTAKES:
            mistakes = self._mistakes.get(name)
            if mistakes is None:
                return Message("My mistakes: reading your history…")
            return Message("My mistakes: {n} to play right", n=count(len(mistakes)))
        rows = self._close_calls.get((session.table, self.margin))
        within = Message("two best holds within {margin} per coin", margin=number(self.margin, 4))
        if rows is None:
            return Message("Close calls ({within}): finding them…", within=within)
        return Message(
            "Close calls: {n} kinds of deal, {within}",
            n=count(int(rows[1].size), grouped=True),
            within=within,
        )

    def _drill_deal(self) -> tuple[tuple[int, ...] | None, DrillMode, str]:
        """The next deal of the drill (``None``: a shuffled deck), how, and a note."""
        session = self.session
        mode = self.drill
        if session is None or mode is DrillMode.RANDOM:
            return None, DrillMode.RANDOM, ""
        name = session.table.name
        if mode is DrillMode.MISTAKES:
            queue = self._mistakes.get(name)
            deal = None if queue is None else queue.next()
            if deal is None:
                return (
                    None,
                    DrillMode.RANDOM,
                    Message("My mistakes: none left to replay; a random deal."),
                )
            return (
                deal,
                mode,
                Message("My mistakes: {n} to play right.", n=count(len(queue or ()))),
            )
        if mode is DrillMode.CLOSE_CALLS:
            own = self.mode.close_call(session.table, self.lines, self._rng)
            if own is not None:
                return (
                    own,
                    mode,
                    Message("Close call: this deal's best hold changes with the multipliers."),
                )
            rows = self._close_calls.get((session.table, self.margin))
            if rows is None or rows[1].size == 0:
                return None, DrillMode.RANDOM, Message("Close calls: not ready; a random deal.")
            return class_deal(rows[0], rows[1], self._rng), mode, Message("Close call.")
        spots = self._spots.get(name)
        finder = session.finder
        key = None if spots is None else spots.next()
        if finder is None or key is None:
            return None, DrillMode.RANDOM, Message("Weak spots: none waiting; a random deal.")
        rule = next((r.index for r in finder.rules if r.text == key), -1)
        if finder.deal_classes(rule).size == 0:
            return None, DrillMode.RANDOM, Message("Weak spots: none waiting; a random deal.")
        return (
            situation_deal(finder, rule, self._rng),
            mode,
            Message("Weak spot: {situation}.", situation=key),
        )

    def _drill_played(self, result: HandResult) -> None:
        """Count a hand in the drills' queues."""
        session = self.session
        if session is None:
            return
        name = session.table.name
        correct = result.grade.correct and result.warned is None
        if result.situation is not None and not result.aided:
            spots = self._spots.get(name)
            if spots is not None:
                spots.record(result.situation.key, correct)
        mistakes = self._mistakes.get(name)
        if mistakes is not None:
            if result.drill is DrillMode.MISTAKES and result.assistance.value in ("none", "replay"):
                mistakes.played(result.deal, correct)
            elif result.mistake is not None and not result.aided:
                mistakes.add(result.deal)

    # ---------------------------------------------------------------------- play

    def _session(self) -> PracticeSession:
        if self.session is None:
            raise PracticeError("no table is ready for practice yet")
        return self.session

    def deal(self, cards: Sequence[int] | str | None = None, *, replay: bool = False) -> Dealt:
        """Deal a hand: exactly ``cards``, else the drill's next deal (a hand waiting for
        its draw is abandoned). A ``replay`` is recorded as assisted.

        Raises
        ------
        PracticeError
            Before a table is ready.
        CardError
            For ``cards`` that are not five distinct cards of the deck.
        """
        session = self._session()
        if session.awaiting_draw:
            session.abandon()
        session.bet, session.lines = self.bet, self.lines
        drill, note = DrillMode.RANDOM, ""
        if cards is None:
            cards, drill, note = self._drill_deal()
        if cards is None:
            cards = self.mode.next_deal(session.prepared, self._rng)
        evs = session.deal(cards, replay=replay, drill=drill)
        said = self.mode.dealt_note(evs)
        note = join((note, said))
        dealt = _pay_hand(session.prepared, evs.hand, session.hand_bet)
        bonus = deal_bonus(session.prepared, evs.hand, session.hand_bet)
        return Dealt(evs, drill, note, dealt, bonus)

    def question(self, mask: int) -> Question | None:
        """What to ask before drawing the hold ``mask`` (``None``: draw at once): the guard
        of a dealt paying hand, or the warning of a mistake. Asking counts as help."""
        session = self._session()
        check = session.check_hold(mask)
        if not check.is_mistake:
            return None
        evs = session.evs
        assert evs is not None
        if self.guard_paying_hand and check.breaks_paying_hand:
            session.warned(check)  # the question says the hold is a mistake
            dealt = _pay_hand(session.prepared, evs.hand, session.hand_bet)
            return Question(Message("Draw away a paying hand?"), paying_hand_question(dealt))
        if self.warn_before_draw:
            session.warned(check)  # the question gives the best hold
            return Question(Message("Strategy mistake"), mistake_question(check.grade, evs))
        return None

    def draw(self, mask: int) -> HandResult:
        """Draw the hold ``mask``, pay and grade it (once); the drills and the mode hear it.

        Raises
        ------
        PracticeError
            For a bad mask, or when no hand waits for its draw.
        """
        session = self._session()
        result = session.draw(mask)
        self._drill_played(result)
        self.mode.played(result)
        return result

    def hint(self) -> tuple[HandEVs, str]:
        """The dealt hand's holds shown before the draw (the hand is then assisted), and
        which rule of the chart the best hold follows (empty before the chart is known)."""
        session = self._session()
        evs = session.show_hint()
        finder = session.finder
        if finder is None:
            return evs, ""
        best = finder.situation(evs, evs.best[0].mask).best
        where: str = (
            Message("{words}, {rule}", words=best.text, rule=best.name)
            if best.found
            else Message("no rule of the chart")
        )
        return evs, Message("Hint: the best hold here follows {where}.", where=where)

    def grade_text(self, result: HandResult) -> GradeText:
        """What the grade of a drawn hand says: the verdict, the chart's rules, the luck
        of the draw, the short chart graded against, and whether help was given."""
        session = self._session()
        evs = session.evs
        assert evs is not None
        g = result.grade
        tone = "correct" if g.correct else "major" if g.severity is Severity.MAJOR else "minor"
        head, rest = grade_parts(g, evs)
        situation = result.situation
        middle = ""
        if situation is not None:  # the rules right after the verdict: seen first
            middle = situation_text(situation, g)
        elif g.is_mistake and session.finder is None and self.chart_coming:
            middle = REASON_COMING
        said: list[str] = [head, middle, self.mode.grade_note(result), rest or ""]
        if result.best_draw is not None:
            said.append(luck_text(result))
        text = join(said)
        if situation is not None and situation.level is not None:
            text = join(
                (
                    level_text(situation.level, g),
                    Message("Against optimal play: {grade}", grade=text),
                )
            )
            if situation.level.allows(g.mask):
                tone = "correct"
        if result.aided:
            text = join(
                (
                    text,
                    Message(
                        "(Played with help — {help}: not counted in your accuracy or your return.)",
                        help=HELP_WORDS[result.assistance],
                    ),
                )
            )
        return GradeText(text, tone)
