"""Dream Card: the Wizard of Odds' example, both rules, the mixture's moments."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import numpy as np
import pytest
from naive.feature_oracles import PERMS, dream_card_rounds, mean_and_error

from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.features.common import FeatureError
from vptrainer.core.features.dream_card import DreamCardResult, _choices, dream_card, dream_choices
from vptrainer.core.features.hold_values import deal_classes
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="session")
def dream_job() -> DreamCardResult:
    return dream_card(load_builtin("jacks-or-better-9-6"), trigger="1/2")


def test_the_wizard_of_odds_controversy_example() -> None:
    # 9h Jc Kc 4h: the machine gave Qc (7.5902 coins); a jack or a king is worth 7.6827
    table = load_builtin("jacks-or-better-9-6")
    by_card = {c.card_text: c for c in dream_choices(table, "9h Jc Kc 4h")}
    assert round(float(by_card["Qc"].ev) * 5, 4) == 7.5902
    assert round(float(by_card["Js"].ev) * 5, 4) == 7.6827
    best = {name for name, c in by_card.items() if c.best_ev}
    assert best == {"Jd", "Jh", "Js", "Kd", "Kh", "Ks"}


def test_the_kernel_picks_the_best_of_the_48(dream_job: DreamCardResult) -> None:
    table = dream_job.table
    by_ev, by_hand = _choices(table)
    strategy = dream_job.base.strategy
    rng = random.Random(4)
    for four in [tuple(sorted(rng.sample(range(52), 4))) for _ in range(40)]:
        choices = dream_choices(table, list(four))
        j = colex_index(four)
        assert Fraction(int(strategy.best_ev[by_ev[j]]), strategy.denominator) == max(
            c.ev for c in choices
        )
        hand = next(c for c in choices if c.best_hand)
        assert Fraction(int(strategy.best_ev[by_hand[j]]), strategy.denominator) == hand.ev


def test_returns_mix_the_base_and_the_dream_deals(dream_job: DreamCardResult) -> None:
    q = dream_job.trigger
    for rule, value in dream_job.dream_value.items():
        assert dream_job.returns[rule] == ((1 - q) * dream_job.base_return + q * value) / 2
    assert dream_job.dream_value["best-ev"] > dream_job.dream_value["best-hand"]
    assert dream_job.rule_cost > 0
    rounds = dream_job.round_outcomes
    pays = rounds.pays / rounds.pay_scale
    assert rounds.mean == pytest.approx(float(dream_job.return_exact * 2), rel=1e-12)
    assert float(rounds.probs @ pays**2) - rounds.mean**2 == pytest.approx(
        dream_job.variance, rel=1e-9
    )


@pytest.mark.slow  # a seeded simulation of the game: tens of thousands of rounds
def test_a_simulation_of_the_game_agrees(dream_job: DreamCardResult) -> None:
    table = dream_job.table
    prepared = cached_prepare(table)
    strategy = dream_job.base.strategy
    n = 40_000
    s1, s2 = dream_card_rounds(
        9,
        n,
        0.5,
        deal_classes(table),
        strategy.classes.cards.astype(np.int64),
        strategy.best_hold.astype(np.int64),
        strategy.best_ev,
        prepared.hand_category,
        np.array([float(p) for p in prepared.pays]),
        BINOM,
        PERMS,
    )
    mean, error = mean_and_error(s1, s2, n)
    assert abs(mean - float(dream_job.return_exact * 2)) < 4 * error


def test_bad_input_is_refused() -> None:
    table = load_builtin("jacks-or-better-9-6")
    with pytest.raises(FeatureError, match="from 0 to at most 1"):
        dream_card(table, trigger="3/2")
    with pytest.raises(FeatureError, match="rule must be"):
        dream_card(table, rule="luck")  # type: ignore[arg-type]
    with pytest.raises(Exception, match="card"):
        dream_choices(table, "Ah Ah Kd Qs")


def test_deal_classes_match_the_engine() -> None:
    table = load_builtin("one-eyed-jacks")  # specific wild cards: fewer symmetries
    classes = analyze(table).strategy.classes
    mapping = deal_classes(table)
    rng = random.Random(2)
    for deal in [tuple(rng.sample(range(52), 5)) for _ in range(200)]:
        assert mapping[colex_index(deal)] == classes.locate(deal)[0]
    assert len(mapping) == BINOM[52, 5]
    assert all(isinstance(x, int) for x in itertools.islice(mapping.tolist(), 3))
