"""EVs of the 32 holds of one hand, against published values and a brute-force oracle."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from naive.payout import hold_ev

from vptrainer.core.cards import CardError, parse_cards
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable, prepare
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture(scope="module")
def job96() -> PreparedTable:
    return prepare(load_builtin("jacks-or-better-9-6"))


def _ev(prepared: PreparedTable, hand: str, held: str) -> Fraction:
    evs = hold_evs(prepared, hand)
    cards = parse_cards(hand).cards
    want = set(parse_cards(held).cards) if held else set()
    mask = sum(1 << i for i, c in enumerate(cards) if c in want)
    return evs.hold(mask).ev


@pytest.mark.parametrize(
    ("table_id", "hand", "held", "ev", "best"),
    [
        ("jacks-or-better-9-6", "Ts 9c 8d 5c 2h", "", 0.35843407071, True),
        ("jacks-or-better-9-6", "Ts 9c 8d 5c 2h", "Ts", 0.32971715302, False),
        ("jacks-or-better-9-6", "Qd 9c 8d 5c 2c", "Qd", 0.4741961707734, True),
        ("jacks-or-better-9-6", "Qd 9c 8d Ac Ad", "Ac Ad", 1.536540240518, True),
        ("jacks-or-better-9-6", "Qd 9c 8d Ac Ad", "8d Ac Ad", 1.4162812210915, False),
        ("jacks-or-better-9-6", "Qc Jc Kd Td Th", "Qc Jc Kd Td", 41 / 47, True),
        ("bonus-poker-8-5", "9d 9c Ts Js Qd", "9d 9c", 0.8135060, True),
        ("bonus-poker-8-5", "9d 9c Ts Js Qd", "9d Ts Js Qd", 38 / 47, False),
        ("bonus-poker-8-5", "As 2h 3h 5h 6c", "As", 0.483907, True),
        ("bonus-poker-8-5", "As 2h 3h 5h 6c", "2h 3h 5h", 0.467160, False),
        ("deuces-wild-nsud", "Qc 9d 8d 4s 3h", "9d 8d", 0.3214924, True),
        ("deuces-wild-nsud", "Qc 9d 8d 4s 3h", "", 0.3214756, False),
    ],
)
def test_published_single_hand_evs(
    table_id: str, hand: str, held: str, ev: float, best: bool
) -> None:
    prepared = prepare(load_builtin(table_id))
    value = _ev(prepared, hand, held)
    # published figures are truncated or rounded in their last digit
    digits = min(len(repr(ev).split(".")[1]), 12)
    assert float(value) == pytest.approx(ev, abs=10**-digits)
    evs = hold_evs(prepared, hand)
    chosen = {h.mask for h in evs.best}
    cards = parse_cards(hand).cards
    want = set(parse_cards(held).cards) if held else set()
    mask = sum(1 << i for i, c in enumerate(cards) if c in want)
    assert (mask in chosen) is best


def test_exact_fractions_and_ties(job96: PreparedTable) -> None:
    evs = hold_evs(job96, "Qc Jc Kd Td Th")
    assert evs.best_ev == Fraction(41, 47)
    assert {h.held_codes for h in evs.best} == {"Qc Jc Kd Td", "Qc Jc Kd Th"}
    assert len(evs.holds) == 32
    assert [h.ev for h in evs.holds] == sorted((h.ev for h in evs.holds), reverse=True)
    assert len({h.mask for h in evs.holds}) == 32


def test_outcomes_sum_to_the_draws(job96: PreparedTable) -> None:
    evs = hold_evs(job96, "Ah Kh Qh Jh 2c")
    pays = [job96.pays[i] for i in range(len(job96.pays))]
    for h in evs.holds:
        assert sum(h.outcomes) == h.draws
        assert Fraction(sum(n * p for n, p in zip(h.outcomes, pays, strict=True)), h.draws) == h.ev
    assert evs.hold(0b11111).outcomes[job96.keys.index("nothing")] == 1


def test_card_order_does_not_matter(job96: PreparedTable) -> None:
    a = hold_evs(job96, "Ah Kh Qh Jh 2c")
    b = hold_evs(job96, "2c Jh Ah Qh Kh")
    assert [h.ev for h in a.holds] == [h.ev for h in b.holds]
    assert a.best[0].held_codes == "Ah Kh Qh Jh"
    assert b.best[0].held_codes == "Jh Ah Qh Kh"


@pytest.mark.slow
def test_every_hold_against_brute_force_draws(job96: PreparedTable) -> None:
    """All 32 holds of a random hand, drawing every card combination (slow, obvious)."""
    hand = random.Random(96).sample(range(52), 5)
    for h in hold_evs(job96, hand).holds:
        assert h.ev == hold_ev(hand, h.mask, job96.table), (hand, h.mask)


@pytest.mark.slow
@pytest.mark.parametrize(
    "table_id",
    ["jacks-or-better-9-6", "double-double-bonus-9-6", "aces-and-eights-8-5", "deuces-wild-nsud"],
)
def test_random_hands_against_brute_force_draws(table_id: str) -> None:
    """Holds of two or more cards of random hands, against every possible draw."""
    table = load_builtin(table_id)
    prepared = prepare(table)
    rng = random.Random(table_id)
    for _ in range(2):
        hand = rng.sample(range(52), 5)
        for h in hold_evs(prepared, hand).holds:
            if len(h.held) >= 2:
                assert h.ev == hold_ev(hand, h.mask, table), (hand, h.mask)


def test_against_brute_force_on_made_hands(job96: PreparedTable) -> None:
    """Hands that hold something (quads, trips, pairs, flush draws): holds of 2+ cards."""
    table = job96.table
    for text in ["As Ad Ac Ah 3c", "7s 7d 7c Kh 2c", "Jh Js 4c 5d 9h", "Th Jh Qh 2h 8c"]:
        hand = list(parse_cards(text).cards)
        for h in hold_evs(job96, hand).holds:
            if len(h.held) >= 2:
                assert h.ev == hold_ev(hand, h.mask, table), (text, h.mask)


def test_joker_hands() -> None:
    prepared = prepare(load_builtin("joker-poker-kings-full-pay"))
    evs = hold_evs(prepared, "Jk Ah Kh Qh Jh")
    assert evs.holds[0].held_codes == "Jk Ah Kh Qh Jh"  # a dealt wild royal: keep it
    assert evs.best_ev == 100
    with pytest.raises(CardError, match="no joker"):
        hold_evs(prepare(load_builtin("jacks-or-better-9-6")), "Jk Ah Kh Qh Jh")


@pytest.mark.parametrize(
    "bad", ["Ah Kh Qh Jh", "Ah Kh Qh Jh Th 9h", "Ah Ah Qh Jh Th", "Ah Kh Qh Jh Xx"]
)
def test_bad_hands_are_refused(job96: PreparedTable, bad: str) -> None:
    with pytest.raises(CardError):
        hold_evs(job96, bad)
    with pytest.raises(CardError):
        hold_evs(job96, [0, 1, 2, 3, 99])


def test_hands_on_several_threads_at_once(job96: PreparedTable) -> None:
    """Each thread has its own working arrays, and a result never shares them."""
    import threading

    rng = random.Random(17)
    hands = [tuple(rng.sample(range(52), 5)) for _ in range(40)]
    expected = {h: hold_evs(job96, h) for h in hands}
    first = expected[hands[0]]
    kept = [(h.mask, h.ev, h.outcomes) for h in first.holds]
    found: dict[tuple[int, ...], object] = {}

    def work(part: list[tuple[int, ...]]) -> None:
        for _ in range(5):
            for h in part:
                found[h] = hold_evs(job96, h)

    threads = [threading.Thread(target=work, args=(hands[i::3],)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert found == expected
    assert [(h.mask, h.ev, h.outcomes) for h in first.holds] == kept
