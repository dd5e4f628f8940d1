"""The compiled matching, deal by deal, against the plain-Python oracle."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from naive import strategy_oracle
from naive.strategy_texts import strategy_text

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.strategy.builtin import builtin_strategy_text
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import Strategy, StrategyError, parse_strategy
from vptrainer.core.strategy.matching import (
    compile_strategy,
    first_rule_of_hold,
    first_rules_holding,
    play_strategy,
    rule_holds,
    straight_tables,
)

DATA = Path(__file__).parent / "data"


def _agrees_with_the_oracle(prepared: PreparedTable, strategy: Strategy, sample: int) -> None:
    holds = cached_hold_table(prepared)
    play = play_strategy(compile_strategy(strategy), holds)
    classes = holds.classes
    rng = random.Random(len(strategy.rules))
    memo: strategy_oracle.Memo = {}
    for i in rng.sample(range(len(classes)), sample):
        cards = [int(c) for c in classes.cards[i]]
        rule, found = strategy_oracle.play_deal(strategy, cards, memo)
        matched = {m for m in range(32) if int(play.matched[i]) >> m & 1}
        assert (int(play.rule[i]), matched) == (rule, found), cards
        ev = holds.ev[i]
        assert ev[play.best[i]] == max(ev[m] for m in found)
        assert ev[play.worst[i]] == min(ev[m] for m in found)


@pytest.mark.slow
@pytest.mark.parametrize(
    "text",
    [
        builtin_strategy_text("jacks-or-better-9-6-wizard-simple"),
        builtin_strategy_text("jacks-or-better-9-6-basic"),
        (DATA / "mix-job.txt").read_text(),
        (DATA / "discards-job.txt").read_text(),
    ],
)
def test_jacks_or_better_deals(job: PreparedTable, text: str) -> None:
    _agrees_with_the_oracle(job, parse_strategy(text, game_of(job.table)), 2500)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["deuces-full-pay.txt", "deuces-sections.txt"])
def test_deuces_wild_deals(deuces: PreparedTable, name: str) -> None:
    text = (DATA / name).read_text()
    _agrees_with_the_oracle(deuces, parse_strategy(text, game_of(deuces.table)), 2500)


@pytest.mark.slow
def test_joker_poker_deals(joker: PreparedTable) -> None:
    text = (DATA / "joker-kings.txt").read_text()
    _agrees_with_the_oracle(joker, parse_strategy(text, game_of(joker.table)), 2500)


def test_jokers_and_sevens_counted_apart(sevens: PreparedTable) -> None:
    text = (DATA / "sevens-joker.txt").read_text()
    _agrees_with_the_oracle(sevens, parse_strategy(text, game_of(sevens.table)), 2500)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(["job", "deuces", "joker", "sevens", "deuces_joker"]),
    text=strategy_text(headings=True),
)
def test_random_strategies_deal_by_deal(
    game: str, text: str, request: pytest.FixtureRequest
) -> None:
    prepared = request.getfixturevalue(game)
    g = game_of(prepared.table)
    lines: list[str] = []
    for line in text.splitlines():
        try:  # keep the lines that read after the ones kept (headings stay in force)
            parse_strategy("\n".join([*lines, line, "discard everything"]), g)
        except StrategyError:
            continue
        lines.append(line)
    try:
        strategy = parse_strategy("\n".join([*lines, "discard everything"]), g)
        compile_strategy(strategy)
    except StrategyError:
        return
    _agrees_with_the_oracle(prepared, strategy, 300)


def test_gaps_as_the_wizard_counts_them() -> None:
    win, gaps = straight_tables()

    def of(ranks: str) -> tuple[int, int]:
        mask = sum(1 << "23456789TJQKA".index(r) for r in ranks)
        return int(win[mask]), int(gaps[mask])

    assert of("678") == (3, 0)
    assert of("679") == (2, 1)
    assert of("67T") == (1, 2)
    assert of("JQK") == (2, 1)
    assert of("A23") == (1, 2)
    assert of("QKA") == (1, 2)
    assert of("789T") == (2, 0)
    assert of("679T") == (1, 1)
    assert of("JQKA") == (1, 1)
    assert of("A234") == (1, 1)
    assert of("27") == (0, 99)


def test_the_rules_of_one_deal(job: PreparedTable) -> None:
    game = game_of(job.table)
    compiled = compile_strategy(
        parse_strategy(builtin_strategy_text("jacks-or-better-9-6-wizard-simple"), game)
    )
    deal = parse_cards("2c Qh Kh Jh Ah").cards
    sets = rule_holds(compiled, deal)
    royal4 = 0b11110  # the four hearts, in the deal's own order
    assert sets[1] == 1 << royal4
    assert first_rule_of_hold(compiled, deal, royal4) == 1
    assert first_rule_of_hold(compiled, deal, 0b00010) == 14  # Qh: one high card
    assert first_rule_of_hold(compiled, deal, 0) == 15
    assert first_rule_of_hold(compiled, deal, 0b00001) == -1  # the 2c alone: no rule
    assert np.count_nonzero(sets) == sum(1 for s in sets if s)


@pytest.mark.parametrize(
    ("game", "source"),
    [("job", "jacks-or-better-9-6-wizard-simple"), ("deuces", "deuces-sections.txt"),
     ("joker", "joker-kings.txt")],
)  # fmt: skip
def test_the_first_rule_holding_a_set_of_holds_deal_by_deal_and_at_once(
    request: pytest.FixtureRequest, game: str, source: str
) -> None:
    """:func:`first_rules_holding` of many deal classes at once against
    :func:`rule_holds` of each (random sets of holds, one hold, none)."""
    prepared: PreparedTable = request.getfixturevalue(game)
    text = (DATA / source).read_text() if source.endswith(".txt") else None
    text = text or builtin_strategy_text(source)
    compiled = compile_strategy(parse_strategy(text, game_of(prepared.table)))
    classes = cached_hold_table(prepared).classes
    rng = np.random.default_rng(17)
    rows = np.sort(rng.choice(len(classes), 600, replace=False))
    masks = rng.integers(0, 2**32, size=rows.shape[0])
    masks[:100] = 1 << rng.integers(0, 32, size=100)
    masks[100:110] = 0
    got = first_rules_holding(compiled, classes.cards[rows], masks)
    for i, row in enumerate(rows):
        sets = rule_holds(compiled, tuple(int(c) for c in classes.cards[row]))
        want = next((r for r, s in enumerate(sets) if s & int(masks[i])), -1)
        assert got[i] == want, (classes.cards[row], masks[i])
    assert (got[100:110] == -1).all() and (got >= 0).sum() > 150
    with pytest.raises(ValueError, match="ascending"):
        first_rules_holding(compiled, classes.cards[rows][:, ::-1], masks)
    with pytest.raises(ValueError, match="one set of holds"):
        first_rules_holding(compiled, classes.cards[rows], masks[:-1])
