"""The generator's parts against plain matching: atoms found by families, short texts."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.core.engine.hold_table import HoldTable, cached_hold_table
from vptrainer.core.engine.prepared import prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import model
from vptrainer.core.strategy.generator.text import rule_text, simplify
from vptrainer.core.strategy.generator.vocabulary import coarse_patterns, vocabulary
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.patterns import Pattern, pattern_text

TABLES = [
    "jacks-or-better-9-6",
    "deuces-wild-full-pay",
    "joker-poker-kings-full-pay",
    "sevens-and-joker-wild",
    "double-double-bonus-9-6",
]
SAMPLE = 3000  # deal classes checked per table


@pytest.fixture(scope="module", params=TABLES)
def setup(request: pytest.FixtureRequest) -> tuple[str, HoldTable, np.ndarray]:
    table = load_builtin(request.param)
    holds = cached_hold_table(prepare(table))
    rows = np.random.default_rng(7).choice(len(holds.classes), SAMPLE, replace=False)
    return request.param, holds, np.sort(rows).astype(np.int64)


def _found_by_deal(entries: model.Entries, deals: Iterable[int]) -> list[dict[int, int]]:
    """For each of ``deals`` (in order), the holds found of each item there."""
    return [
        {
            int(entries.item[e]): int(entries.found[e])
            for e in range(entries.ptr[d], entries.ptr[d] + entries.cnt[d])
        }
        for d in deals
    ]


@pytest.mark.slow
def test_families_find_what_each_atom_matches(
    setup: tuple[str, HoldTable, np.ndarray],
) -> None:
    table_id, holds, rows = setup
    voc = vocabulary(load_builtin(table_id))
    every = model.atom_entries(voc, holds)
    by_family = _found_by_deal(every, rows.tolist())
    plain = _found_by_deal(
        model.pattern_entries(voc.game, holds, voc.atoms, rows), range(len(rows))
    )
    for i, row in enumerate(rows):
        assert by_family[i] == plain[i], holds.classes.cards[row]


@pytest.mark.slow
def test_atoms_and_coarse_patterns_read_back_as_themselves() -> None:
    for table_id in TABLES:
        voc = vocabulary(load_builtin(table_id))
        for p in (*voc.atoms, *coarse_patterns(voc)):
            rules = parse_strategy(pattern_text(p, voc.game), voc.game).rules
            assert rules[0].patterns == (p,)


def _union_of(
    holds: HoldTable, game: object, patterns: list[Pattern], rows: np.ndarray
) -> list[int]:
    entries = model.pattern_entries(game, holds, patterns, rows)  # type: ignore[arg-type]
    out = [0] * len(rows)
    for i in range(len(rows)):
        for e in range(entries.ptr[i], entries.ptr[i] + entries.cnt[i]):
            out[i] |= int(entries.found[e])
    return out


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_short_texts_hold_exactly_what_the_atoms_hold(
    setup: tuple[str, HoldTable, np.ndarray], data: st.DataObject
) -> None:
    table_id, holds, rows = setup
    voc = vocabulary(load_builtin(table_id))
    game = game_of(load_builtin(table_id))
    # atoms of one kind tend to simplify: draw them from one family or from all
    family = data.draw(st.integers(0, len(voc.families) - 1))
    members = [p for p, f in zip(voc.atoms, voc.family_of, strict=True) if f == family]
    pool = members if len(members) >= 2 and data.draw(st.booleans()) else list(voc.atoms)
    chosen = data.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=40, unique=True))
    short = simplify(chosen, game)
    assert _union_of(holds, game, short, rows[:800]) == _union_of(holds, game, chosen, rows[:800])
    text = rule_text(short, game)
    back = parse_strategy(text, game).rules[0].patterns
    assert set(back) == set(short)


@pytest.mark.parametrize(
    ("printed", "written"),
    [
        # a condition on a comma list ends the list, as published charts print it; it
        # was written after the first item ("suited AKT with no discarded flush cards,
        # AQT, AJT"), which a player reads as AKT's alone
        (
            "suited AKT [no fp], AQT, AJT",
            "suited AKT, AQT, AJT with no discarded flush cards",
        ),
        (
            "Suited KQ, KJ, KT [no fp, no sp]",
            "suited KQ, KJ, KT with no discarded flush cards and no discarded straight cards",
        ),
        ("suited QJ [dsc 9]", "suited QJ with a discarded 9"),
    ],
)
def test_a_condition_on_a_comma_list_is_written_after_its_last_item(
    printed: str, written: str
) -> None:
    game = game_of(load_builtin("jacks-or-better-9-6"))
    rule = parse_strategy(f"1. {printed}\n", game).rules[0]
    text = rule_text(rule.patterns, game)
    assert text == written
    assert set(parse_strategy(f"1. {text}\n", game).rules[0].patterns) == set(rule.patterns)
