"""The session's returns in every game, per coin of the game's own bet (Qt-free): a
session of optimal holds returns the game's exact return, a mistake gives up its cost in
coins over the coins bet, and the units agree with the core's values of a hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.features.ultimate_x.hands import hand_values
from vptrainer.core.practice.games.catalog import make_mode, solve_game
from vptrainer.core.practice.games.common import FeatureMode
from vptrainer.core.practice.grading import HandResult
from vptrainer.core.practice.session import SessionStats
from vptrainer.core.practice.trainer import Trainer

BET = {"ultimate-x": 10, "multi-strike": 20, "wheel-poker": 6, "dream-card": 10}


def feature_trainer(job: PreparedTable, name: str, lines: int = 1, seed: int = 5) -> Trainer:
    mode = make_mode(name)
    assert isinstance(mode, FeatureMode)
    mode.set_solution(job.table, lines, solve_game(name, job.table, lines))
    trainer = Trainer(seed=seed, lines=lines, mode=mode)
    trainer.start(job)
    return trainer


def play(trainer: Trainer, hands: int, *, worst_every: int = 0) -> list[HandResult]:
    """``hands`` hands of optimal holds (the worst hold every ``worst_every`` hands)."""
    results = []
    for i in range(hands):
        dealt = trainer.deal()
        wrong = worst_every and i % worst_every == worst_every - 1
        mask = dealt.evs.holds[-1].mask if wrong else dealt.evs.best[0].mask
        results.append(trainer.draw(mask))
    return results


def check_returns(trainer: Trainer, results: list[HandResult], game_return: Fraction) -> None:
    """The statistics measure the session by the game's return, per coin bet."""
    assert trainer.session is not None
    stats = trainer.session.stats
    assert stats.optimal_return == game_return
    bet = sum(r.total_bet for r in results)
    cost = sum((r.grade.cost for r in results), Fraction(0))
    assert stats.total_bet == bet
    assert stats.cost == cost
    assert stats.player_return == game_return - cost / bet
    assert stats.paid_back == sum((r.total_paid for r in results), Fraction(0)) / bet
    perfect = stats.perfect
    assert perfect.expected - perfect.expected_yours == cost


@pytest.mark.parametrize("name", ["wheel-poker", "dream-card"])
def test_optimal_holds_return_the_games_return(job: PreparedTable, name: str) -> None:
    trainer = feature_trainer(job, name)
    mode = trainer.mode
    assert isinstance(mode, FeatureMode)
    solved = mode.solution(job.table, 1)
    game_return = mode.session_return(job.table, 1, None)
    want = solved.returns["best-hand"] if name == "dream-card" else solved.return_exact
    assert game_return == want != solved.base_return  # the game's, not the base game's
    results = play(trainer, 12)
    assert all(r.total_bet == BET[name] for r in results)
    assert trainer.session is not None
    stats = trainer.session.stats
    assert stats.player_return == stats.optimal_return == game_return  # your EV: optimal EV
    check_returns(trainer, results, game_return)
    # perfect play's expectation is the best hold's value in coins (a wheel's mean prize in)
    assert stats.perfect.expected == sum(5 * r.grade.best_ev for r in results)


def test_a_mistake_gives_up_its_cost_per_coin_bet(job: PreparedTable) -> None:
    trainer = feature_trainer(job, "wheel-poker", seed=11)
    results = play(trainer, 9, worst_every=3)
    assert sum(r.grade.is_mistake for r in results) == 3
    mode = trainer.mode
    game_return = mode.session_return(job.table, 1, None)
    assert game_return is not None
    check_returns(trainer, results, game_return)
    assert trainer.session is not None
    assert trainer.session.stats.player_return < game_return


@pytest.mark.slow  # solves Ultimate X (a second or two)
def test_ultimate_x_returns_per_coin_bet(job: PreparedTable) -> None:
    trainer = feature_trainer(job, "ultimate-x", lines=3, seed=21)
    solved = solve_game("ultimate-x", job.table, 3)
    game_return = Fraction(solved.expected_return)  # type: ignore[attr-defined]
    assert trainer.session is not None
    assert trainer.session.stats.optimal_return == game_return  # before any hand
    optimal = play(trainer, 10)
    assert trainer.session.stats.player_return == game_return  # your EV: optimal EV
    check_returns(trainer, optimal, game_return)
    # optimal play of a hand is worth the game's return on its 30 coins
    assert trainer.session.stats.perfect.expected == game_return * 30 * 10
    trainer.start(trainer.session.prepared)
    mode = trainer.mode
    results = []
    for i in range(8):
        dealt = trainer.deal()
        ranked = hand_values(solved, dealt.evs.hand, sum(mode.hand_multipliers))  # type: ignore[attr-defined, arg-type]
        chosen = ranked.holds[-1] if i % 2 else ranked.holds[0]
        result = trainer.draw(chosen.mask)
        # the cost in coins is the core's values of the hand: 5 coins of pays a line
        assert float(result.grade.cost) == pytest.approx(5 * (ranked.holds[0].value - chosen.value))
        assert result.total_bet == 30
        results.append(result)
    check_returns(trainer, results, game_return)


@pytest.mark.slow  # solves Multi-Strike (seconds)
def test_multi_strike_returns_per_coin_bet(job: PreparedTable) -> None:
    trainer = feature_trainer(job, "multi-strike", seed=8)
    solved = solve_game("multi-strike", job.table, 1)
    game_return = solved.return_exact  # type: ignore[attr-defined]
    optimal = play(trainer, 16)
    assert trainer.session is not None
    assert trainer.session.stats.player_return == game_return
    check_returns(trainer, optimal, game_return)
    rounds = sum(r.total_bet == 20 for r in optimal)
    assert trainer.session.stats.perfect.expected == game_return * 20 * rounds
    mode = trainer.mode
    trainer.start(trainer.session.prepared)
    results = []
    for _ in range(10):
        dealt = trainer.deal()
        level, ride = mode.dealt_level, mode.free_ride  # type: ignore[attr-defined]
        ranked = solved.hold_values(dealt.evs.hand, level, free_ride=ride)  # type: ignore[attr-defined]
        result = trainer.draw(ranked[-1].mask)
        assert result.grade.cost == 5 * (ranked[0].value - ranked[-1].value)  # coins
        results.append(result)
    check_returns(trainer, results, game_return)


def test_standard_play_keeps_the_tables_return(job: PreparedTable) -> None:
    trainer = Trainer(seed=3, lines=3)
    trainer.start(job)
    trainer.set_optimal_return(job.table, Fraction(99, 100))
    results = play(trainer, 6, worst_every=2)
    check_returns(trainer, results, Fraction(99, 100))
    stats = SessionStats.of(results, Fraction(99, 100))
    lost = sum((r.grade.ev_lost for r in results), Fraction(0)) / 6
    assert stats.player_return == Fraction(99, 100) - lost  # one stake: the mean per coin


@pytest.mark.slow  # solves Ultimate X with the 5-coin option (a second or two)
def test_ultimate_x_five_coin_option(job: PreparedTable) -> None:
    from vptrainer.core.practice.games.ultimate_x import UltimateXMode

    solved = solve_game("ultimate-x", job.table, 3, five_coin=True)
    gains = solved.bet_gains  # type: ignore[attr-defined]
    assert [g >= -1e-12 for g in gains] == list(solved.feature_bet)  # type: ignore[attr-defined]
    assert not all(solved.feature_bet)  # type: ignore[attr-defined]  # 5 coins wins somewhere
    mode = UltimateXMode()
    mode.five_coin_game = True
    mode.set_solution(job.table, 3, solved)
    trainer = Trainer(seed=9, lines=3, mode=mode)
    trainer.start(job)
    assert trainer.session is not None
    game_return = Fraction(solved.expected_return)  # type: ignore[attr-defined]
    assert trainer.session.stats.optimal_return == game_return  # the option's game
    assert not mode.five_coin_allowed(3)  # 1x on every line: no choice
    states = zip(solved.states, solved.feature_bet, strict=True)  # type: ignore[attr-defined]
    high = next(m for m, ten in states if not ten)  # 5 coins a line the better bet
    results = []
    for five in (True, False):
        mode.carried = (high - 2, 1, 1)
        mode.five_coin_next = five
        assert mode.five_coin_allowed(3)
        assert mode.coins_bet(5, 3) == (15 if five else 30)
        dealt = trainer.deal()
        ranked = hand_values(solved, dealt.evs.hand, high, feature=not five)  # type: ignore[arg-type]
        assert dealt.evs.best[0].mask == ranked.holds[0].mask
        assert ("5 coins a line" in dealt.message) == five
        result = trainer.draw(dealt.evs.best[0].mask)
        results.append(result)
        assert result.total_bet == (15 if five else 30)
        text = trainer.grade_text(result).text
        if five:  # the better bet here: no multiplier earned, the wins multiplied
            assert result.grade.correct and "Right bet" in text
            assert mode.carried == (1, 1, 1)
        else:  # 10 coins a line gives up the bet's value, in coins
            assert result.grade.is_mistake and "Wrong bet" in text
            loss = -5 * solved.bet_gain_at(high)  # type: ignore[attr-defined]
            assert float(result.grade.cost) == pytest.approx(loss, rel=1e-9)
    check_returns(trainer, results, game_return)
