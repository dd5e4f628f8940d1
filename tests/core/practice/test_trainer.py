"""The Qt-free practice trainer: options kept in one place, a hold graded once, drills
fed as their data comes, the credit meter, the texts of a hand, and the play-mode seam."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.holds import HandEVs, hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.suit_classes import suit_classes
from vptrainer.core.practice import grading, session
from vptrainer.core.practice.dealing import PracticeError
from vptrainer.core.practice.drills import WeakSpots
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.modes import PlayMode
from vptrainer.core.practice.situations import DrillMode
from vptrainer.core.practice.trainer import Trainer


def mask_of(hand: Sequence[int], held: str) -> int:
    cards = parse_cards(held).cards
    return sum(1 << i for i, c in enumerate(hand) if c in cards)


def test_nothing_deals_before_a_table_is_ready() -> None:
    trainer = Trainer()
    assert not trainer.ready and trainer.credits == 1000
    with pytest.raises(PracticeError, match="no table"):
        trainer.deal()


def test_seeded_deals_repeat_and_a_restart_replays_them(job: PreparedTable) -> None:
    trainer = Trainer(seed=42)
    trainer.start(job)
    first = [trainer.deal().evs.hand for _ in range(4)]
    trainer.start(job)  # the same seed: the same deals
    assert [trainer.deal().evs.hand for _ in range(4)] == first
    trainer.seed = 43
    trainer.start(job)
    assert trainer.deal().evs.hand != first[0]


def test_a_hold_is_graded_once(job: PreparedTable, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    original = grading.grade_hold

    def counting(evs: HandEVs, mask: int, **kw: Any) -> grading.Grade:
        calls.append(mask)
        return original(evs, mask, **kw)

    monkeypatch.setattr(grading, "grade_hold", counting)
    monkeypatch.setattr(session, "grade_hold", counting)
    trainer = Trainer(seed=1, warn_before_draw=True)
    trainer.start(job)
    hand = trainer.deal("Ah Kh 7c 7d 2s").evs.hand
    mask = mask_of(hand, "Ah Kh")
    question = trainer.question(mask)  # the warning grades the hold…
    assert question is not None and question.title == "Strategy mistake"
    result = trainer.draw(mask)  # …and the draw keeps that grade
    assert calls == [mask]
    assert result.grade.is_mistake and result.warned is not None
    trainer.deal()
    trainer.draw(0)  # no question asked: graded once, at the draw
    assert len(calls) == 2


def test_the_guard_and_the_warning_ask_only_about_mistakes(job: PreparedTable) -> None:
    trainer = Trainer(guard_paying_hand=True, warn_before_draw=False)
    trainer.start(job)
    hand = trainer.deal("2h 5h 9h Jh Kh").evs.hand  # a dealt flush
    question = trainer.question(mask_of(hand, "Jh Kh"))
    assert question is not None and question.title == "Draw away a paying hand?"
    assert "Flush" in question.text
    assert trainer.question(31) is None  # the best hold: nothing to ask
    hand = trainer.deal("Ah Kh Qh Jh 3h").evs.hand
    assert trainer.question(mask_of(hand, "Ah Kh Qh Jh")) is None  # breaking it is right
    trainer.guard_paying_hand = False
    hand = trainer.deal("2h 5h 9h Jh Kh").evs.hand
    assert trainer.question(mask_of(hand, "Jh Kh")) is None  # neither asked for


def test_bet_and_lines_apply_from_the_next_deal(job: PreparedTable) -> None:
    trainer = Trainer(bet=5, lines=1)
    play = trainer.start(job)
    trainer.deal()
    trainer.bet, trainer.lines = 2, 3  # changed during a hand: the hand keeps its own
    assert trainer.meter_bet() == (5, 1) and play.hand_bet == 5
    result = trainer.draw(0)
    assert (result.bet, result.lines) == (5, 1)
    assert trainer.meter_bet() == (2, 3)
    result = (trainer.deal(), trainer.draw(0))[1]
    assert (result.bet, result.lines) == (2, 3)
    with pytest.raises(PracticeError):
        trainer.bet = 6


def test_the_credit_meter_runs_across_sessions(job: PreparedTable) -> None:
    trainer = Trainer(start_credits=100, bet=5, lines=3)
    trainer.start(job)
    trainer.deal()
    assert trainer.credits == 100 - 15 and trainer.win == 0
    result = trainer.draw(0)
    after = 100 - 15 + result.total_paid
    assert trainer.credits == after and trainer.win == result.total_paid
    trainer.start(job)  # a new session keeps the meter
    assert trainer.credits == after
    trainer.reset_credits(1000)
    assert trainer.credits == 1000


def test_the_optimal_return_and_the_state_line(job: PreparedTable) -> None:
    trainer = Trainer(seed=7)
    trainer.start(job)
    assert trainer.state_text()[0] == "Optimal return: computing… · seed 7"
    assert not trainer.set_optimal_return(job.table.at_coins(1), Fraction(99, 100))
    assert trainer.set_optimal_return(job.table, Fraction(9954, 10000))
    assert trainer.session is not None and trainer.session.stats.optimal_return is not None
    text, detail = trainer.state_text()
    assert text == "Optimal 99.5400% · seed 7" and detail.startswith(job.table.name)
    trainer.start(job)  # known for the next session too
    assert trainer.session.stats.optimal_return == Fraction(9954, 10000)


def test_the_mistakes_drill_replays_until_played_right(job: PreparedTable) -> None:
    trainer = Trainer(drill=DrillMode.MISTAKES)
    trainer.start(job)
    assert trainer.drill_state() == "My mistakes: reading your history…"
    missed = parse_cards("Ah Kh 7c 7d 2s").cards
    assert trainer.needs_drill_history(job.table.name)
    trainer.set_drill_history(job.table.name, WeakSpots(), [missed])
    assert not trainer.needs_drill_history(job.table.name)
    assert trainer.drill_state() == "My mistakes: 1 to play right"
    dealt = trainer.deal()
    assert dealt.evs.hand == missed and dealt.drill is DrillMode.MISTAKES
    assert dealt.note == "My mistakes: 1 to play right."
    trainer.draw(dealt.evs.best[0].mask)
    assert trainer.drill_state() == "My mistakes: 0 to play right"
    dealt = trainer.deal()
    assert dealt.drill is DrillMode.RANDOM and "none left" in dealt.message


def test_the_close_call_drill_deals_from_its_classes(job: PreparedTable) -> None:
    trainer = Trainer(drill=DrillMode.CLOSE_CALLS, seed=3, margin=Fraction(1, 100))
    trainer.start(job)
    assert "finding them" in trainer.drill_state() and not trainer.close_calls_known()
    assert trainer.deal().note == "Close calls: not ready; a random deal."
    classes = suit_classes(job.table.game)
    rows = np.array([5, 7], dtype=np.int64)
    trainer.set_close_calls(job.table, Fraction(1, 100), (classes, rows))
    assert trainer.close_calls_known()
    assert trainer.drill_state().startswith("Close calls: 2 kinds of deal")
    ranks = {tuple(sorted(int(c) >> 2 for c in classes.cards[r])) for r in rows}
    for _ in range(5):
        dealt = trainer.deal()
        assert dealt.drill is DrillMode.CLOSE_CALLS and dealt.note == "Close call."
        assert tuple(sorted(c >> 2 for c in dealt.evs.hand)) in ranks  # a class's deal


def test_the_grade_text_and_its_tone(job: PreparedTable) -> None:
    trainer = Trainer()
    trainer.start(job)
    evs = trainer.deal("Ah Kh 7c 7d 2s").evs
    result = trainer.draw(mask_of(evs.hand, "Ah Kh"))
    graded = trainer.grade_text(result)
    assert graded.tone in ("minor", "major") and "Mistake" in graded.text
    evs = trainer.deal("Qc Jc Kd Td Th").evs
    trainer.hint()  # help: the hand does not count
    graded = trainer.grade_text(trainer.draw(evs.best[0].mask))
    assert graded.tone == "correct" and "Played with help — a hint" in graded.text


def test_settings_kept_with_a_session(job: PreparedTable) -> None:
    trainer = Trainer(bet=3, lines=5, seed=9, guard_paying_hand=False)
    trainer.start(job)
    assert trainer.settings() == {
        "bet": 3,
        "lines": 5,
        "seed": 9,
        "threshold": "1/50",
        "warn_before_draw": False,
        "guard_paying_hand": False,
        "drill": "random",
    }


class DiscardMode(PlayMode):
    """A mode that values discarding everything above every hold (a feature game whose
    bonus rewards a fresh hand), told of every hand; one or two lines."""

    name = "discard"
    line_choices = (1, 2)

    def __init__(self) -> None:
        self.hands: list[HandResult] = []

    def check_lines(self, lines: int) -> int:
        if lines not in self.line_choices:
            raise PracticeError("one or two lines")
        return lines

    def graded_against(self, prepared: PreparedTable, hand: Sequence[int]) -> HandEVs:
        evs = hold_evs(prepared, hand)
        top = evs.best_ev + 1
        holds = [replace(h, ev=top if h.mask == 0 else h.ev, best=h.mask == 0) for h in evs.holds]
        holds.sort(key=lambda h: h.mask != 0)
        return replace(evs, holds=tuple(holds))

    def played(self, result: HandResult) -> None:
        self.hands.append(result)


def test_a_play_mode_decides_what_a_hand_is_graded_against(job: PreparedTable) -> None:
    mode = DiscardMode()
    trainer = Trainer(mode=mode, lines=2)
    with pytest.raises(PracticeError, match="one or two"):
        trainer.lines = 3
    trainer.start(job)
    evs = trainer.deal("Ah Kh Qh Jh Th").evs  # a royal flush, dealt
    assert evs.best[0].mask == 0
    result = trainer.draw(0)  # graded against the mode's values: right
    assert result.grade.correct and result.lines == 2
    assert mode.hands == [result]
    evs = trainer.deal("Ah Kh Qh Jh Th").evs
    assert trainer.draw(31).grade.is_mistake  # keeping the royal is a mistake here


def test_a_mistake_before_the_chart_says_its_reason_is_coming(
    job: PreparedTable, job_finder: Any
) -> None:
    trainer = Trainer(seed=5)
    trainer.start(job)
    evs = trainer.deal("Jh Jd 5h 8h 2h").evs
    result = trainer.draw(mask_of(evs.hand, "Jh 5h 8h 2h"))  # 4 to a flush over a pair
    text = trainer.grade_text(result).text
    assert text.splitlines()[1].startswith("Reason coming")
    assert trainer.explain_last() is None  # no chart yet: nothing to fill in
    assert trainer.set_finder(job_finder)
    filled = trainer.explain_last()
    assert filled is not None and filled.situation is not None and filled.grade == result.grade
    text = trainer.grade_text(filled).text
    assert "Reason coming" not in text and "high pair" in text.lower()
    assert trainer.explain_last() is None  # filled once
    trainer.chart_coming = False  # the chart failed: no promise
    trainer.session.finder = None  # type: ignore[union-attr]
    evs = trainer.deal("Jh Jd 5h 8h 2h").evs
    later = trainer.draw(mask_of(evs.hand, "Jh 5h 8h 2h"))
    assert "Reason coming" not in trainer.grade_text(later).text
