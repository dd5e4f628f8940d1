"""The feature games' practice modes without Qt: what each grades against, what a hand
costs and pays, what it carries to the next hand, and what the history keeps."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.features.ultimate_x.hands import best_hold_segments, hand_values
from vptrainer.core.practice.dealing import PracticeError
from vptrainer.core.practice.games.catalog import GAMES, NOTES, make_mode, solve_game
from vptrainer.core.practice.games.common import revalued
from vptrainer.core.practice.games.multi_strike import MultiStrikeMode
from vptrainer.core.practice.games.ultimate_x import UltimateXMode, multipliers_text
from vptrainer.core.practice.games.wheel_dream import DreamCardMode, WheelPokerMode, natural_quad
from vptrainer.core.practice.history.store import History
from vptrainer.core.practice.situations import DrillMode
from vptrainer.core.practice.trainer import Trainer


@pytest.fixture(scope="module")
def ux3(job: PreparedTable) -> object:
    """9/6 Jacks or Better as 3-line Ultimate X, solved once."""
    return solve_game("ultimate-x", job.table, 3)


def ux_trainer(job: PreparedTable, ux3: object, seed: int = 21) -> tuple[Trainer, UltimateXMode]:
    mode = UltimateXMode()
    mode.set_solution(job.table, 3, ux3)
    trainer = Trainer(seed=seed, lines=3, mode=mode)
    trainer.start(job)
    return trainer, mode


def test_every_game_has_a_mode_and_a_note() -> None:
    for name, title in GAMES:
        mode = make_mode(name)
        assert mode.name == name
        assert name == "standard" or NOTES[name]
        assert title
    assert make_mode("no-such-game").name == "standard"
    for name in ("super-times-pay", "hot-roll", "big-times-draw", "spin-poker"):
        assert "base game's strategy" in NOTES[name]


def test_revalued_ranks_by_the_new_values(job: PreparedTable) -> None:
    evs = hold_evs(job, "Ah Kh Qh Jh 2c")
    values = {h.mask: Fraction(h.mask) for h in evs.holds}  # full hold best
    ranked = revalued(evs, values)
    assert ranked.best[0].mask == 31 and ranked.best_ev == 31
    assert [h.ev for h in ranked.holds] == sorted((h.ev for h in ranked.holds), reverse=True)
    assert ranked.hold(31).outcomes == evs.hold(31).outcomes


@pytest.mark.slow  # solves the game (seconds)
def test_ultimate_x_grades_at_the_total_multiplier(job: PreparedTable, ux3: object) -> None:
    trainer, mode = ux_trainer(job, ux3)
    carried = (1, 1, 1)
    won = False
    for _ in range(30):
        dealt = trainer.deal()
        assert mode.hand_multipliers == carried
        total = sum(carried)
        assert f"{total}x" in dealt.message
        ranked = hand_values(ux3, dealt.evs.hand, total)  # type: ignore[arg-type]
        assert dealt.evs.best[0].mask in {h.mask for h in ranked.best}
        for h in ranked.holds:  # per coin of a line: the hand's value over the lines
            assert float(dealt.evs.hold(h.mask).ev) == pytest.approx(h.value / 3, rel=1e-12)
        hints, _ = trainer.hint()
        assert hints.holds[0].mask == ranked.holds[0].mask
        result = trainer.draw(ranked.holds[-1].mask)  # the worst hold: a mistake
        assert result.grade.is_mistake
        cost = 5 * (ranked.holds[0].value - ranked.holds[-1].value)
        assert float(result.grade.cost) == pytest.approx(cost, rel=1e-9)
        text = trainer.grade_text(result).text
        assert f"With {total}x on the lines, hold" in text
        if len(best_hold_segments(ux3, dealt.evs.hand)) > 1:  # type: ignore[arg-type]
            assert "best hold changes at a total multiplier" in text
        paid = sum(m * p.amount for m, p in zip(carried, result.line_payouts, strict=True))
        assert result.total_paid == paid and result.total_bet == 30
        assert result.feature is not None
        assert result.feature.get("total_multiplier") == total
        earns = ux3.game.line_multipliers  # type: ignore[attr-defined]
        carried = tuple(earns[p.category] if p.wins else 1 for p in result.line_payouts)
        assert mode.carried == carried
        won = won or sum(carried) > 3
    assert won
    trainer.lines = 5  # another number of lines starts at 1x (and needs its solve)
    assert mode.multipliers_for(5) == (1, 1, 1, 1, 1)
    with pytest.raises(PracticeError, match="not solved"):
        trainer.deal()
    assert not trainer.awaiting_draw  # the failed deal left no hand waiting
    with pytest.raises(PracticeError, match="1, 3, 5 or 10"):
        trainer.lines = 2


@pytest.mark.slow  # solves the game (seconds)
def test_ultimate_x_close_calls_flip_with_the_multiplier(job: PreparedTable, ux3: object) -> None:
    trainer, _mode = ux_trainer(job, ux3, seed=3)
    trainer.drill = DrillMode.CLOSE_CALLS
    for _ in range(5):
        dealt = trainer.deal()
        assert dealt.drill is DrillMode.CLOSE_CALLS
        assert "changes with the multipliers" in dealt.note
        assert len(best_hold_segments(ux3, dealt.evs.hand)) > 1  # type: ignore[arg-type]
        trainer.draw(dealt.evs.best[0].mask)


@pytest.mark.slow  # solves the game (seconds)
def test_multi_strike_levels_bets_and_free_rides(job: PreparedTable) -> None:
    solved = solve_game("multi-strike", job.table, 1)
    mode = MultiStrikeMode()
    mode.set_solution(job.table, 1, solved)
    trainer = Trainer(seed=8, mode=mode)
    trainer.start(job)
    with pytest.raises(PracticeError):
        trainer.lines = 3
    seen = set()
    for _ in range(40):
        dealt = trainer.deal()
        level = mode.dealt_level
        seen.add(level)
        ranked = solved.hold_values(dealt.evs.hand, level, free_ride=mode.free_ride)  # type: ignore[attr-defined]
        assert dealt.evs.best[0].mask in {h.mask for h in ranked if h.best}
        result = trainer.draw(dealt.evs.best[0].mask)
        assert result.grade.correct
        assert result.total_bet == (20 if level == 1 else 0)
        assert result.total_paid == 2 ** (level - 1) * result.payout.amount
        up = result.payout.wins or mode.free_ride
        assert mode.level == (level + 1 if up and level < 4 else 1)
    assert seen >= {1, 2}


def test_wheel_poker_values_and_spins(job: PreparedTable) -> None:
    solved = solve_game("wheel-poker", job.table, 1)
    mode = WheelPokerMode()
    mode.set_solution(job.table, 1, solved)
    trainer = Trainer(seed=2, mode=mode)
    trainer.start(job)
    dealt = trainer.deal("7s 7h 7d Kc Qc")
    wheel = solved.hold_values(dealt.evs.hand)  # type: ignore[attr-defined]
    assert dealt.evs.best[0].mask == wheel.holds[0].mask
    assert dealt.evs.best_ev == wheel.best_ev
    result = trainer.draw(0b00111)
    assert result.total_bet == 6
    spins = result.feature.get("spins") if result.feature else None
    assert isinstance(spins, list)
    assert len(spins) == int(natural_quad(result.final))
    assert result.total_paid == result.payout.amount + sum(Fraction(p) for p in spins)
    assert natural_quad((0, 1, 2, 3, 20)) and not natural_quad((0, 1, 2, 4, 20))


def test_dream_card_deals_the_machines_card(job: PreparedTable) -> None:
    solved = solve_game("dream-card", job.table, 1)
    mode = DreamCardMode()
    mode.set_solution(job.table, 1, solved)
    trainer = Trainer(seed=4, mode=mode)
    trainer.start(job)
    dreams = 0
    for _ in range(12):
        dealt = trainer.deal()
        dream = mode.dream
        if dream is not None:
            dreams += 1
            assert dealt.evs.hand[4] == dream.card and dream.best_hand
            assert "machine's choice" in dealt.message
            assert dealt.evs.best_ev == hold_evs(job, dealt.evs.hand).best_ev
        result = trainer.draw(dealt.evs.best[0].mask)
        assert result.total_bet == 10 and result.grade.correct
    assert 0 < dreams < 12  # the machine's chance, one half


@pytest.mark.slow  # solves the game (seconds)
def test_the_history_keeps_a_feature_hand(job: PreparedTable, ux3: object, tmp_path: Path) -> None:
    trainer, _mode = ux_trainer(job, ux3, seed=21)
    results = []
    for _ in range(4):
        dealt = trainer.deal()
        results.append(trainer.draw(dealt.evs.best[0].mask))
    with History(tmp_path / "h.sqlite3") as history:
        sid = history.start_session(job.table, settings=trainer.settings())
        for r in results:
            history.record_hand(sid, r)
        stored = [h.result for h in history.hands(sid)]
        summary = history.summary(sid)
        info = history.session(sid)
    assert info.settings["game"] == "ultimate-x"
    for got, want in zip(stored, results, strict=True):
        assert got.feature is not None and want.feature is not None
        assert got.feature.get("total_multiplier") == want.feature.get("total_multiplier")
        assert got.total_paid == want.total_paid and got.net == want.net
        assert got.lines == 3 and got.total_bet == 30
    assert summary.total_bet == 120
    assert np.isclose(summary.total_paid, float(sum(r.total_paid for r in results)))


def test_multipliers_text() -> None:
    assert multipliers_text((2,)) == "2x"
    assert multipliers_text((2, 1, 4)) == "2x, 1x and 4x"
