"""The oracles' answers kept on disk between runs (``naive.testcache``): what is read back
is what the oracle computes, and a damaged file only costs the computation."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from naive import payout, testcache

from vptrainer.core.cards import parse_cards
from vptrainer.core.games.builtin import load_builtin


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(testcache, "user_cache", lambda: tmp_path)
    monkeypatch.delenv(testcache.DISABLE_ENV, raising=False)
    return tmp_path / "test-results"


def test_entries_are_computed_once_added_to_and_recomputed_when_damaged(cache: Path) -> None:
    calls: list[str] = []

    def build(value: str) -> str:
        calls.append(value)
        return value

    def entry(key: str, value: str) -> str:
        return testcache.cached_entry("t", [__file__], ["inputs"], key, lambda: build(value))

    assert entry("a", "1") == "1"
    assert entry("a", "other") == "1"  # read back
    assert entry("b", "2") == "2"  # added to the same file
    (path,) = cache.glob("t-*.json")
    assert json.loads(path.read_text()) == {"a": "1", "b": "2"}
    assert calls == ["1", "2"]
    for damage in ("not json", "[1, 2]", '{"a": 3}'):
        path.write_text(damage)
        assert entry("a", "1") == "1"
    assert calls == ["1", "2", "1", "1", "1"]
    # other inputs, another file
    assert testcache.cached_entry("t", [__file__], ["other"], "a", lambda: "9") == "9"
    assert len(list(cache.glob("t-*.json"))) == 2


def test_a_kept_hold_ev_is_the_brute_force_one(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = load_builtin("jacks-or-better-9-6")
    hand = list(parse_cards("Ah Kh Qh Jh 2c").cards)
    computed = payout.hold_ev(hand, 0b01111, table)
    # of 47 draws: the royal, 8 flushes, 3 straights, 12 high pairs
    assert computed == Fraction(800 + 8 * 6 + 3 * 4 + 12 * 1, 47)
    assert computed == payout.brute_hold_ev(hand, 0b01111, table)
    monkeypatch.setattr(payout, "brute_hold_ev", lambda *_: pytest.fail("not read back"))
    assert payout.hold_ev(hand, 0b01111, table) == computed
    # another table (the same hand) is another file, computed afresh
    monkeypatch.setattr(payout, "brute_hold_ev", lambda *_: Fraction(7))
    assert payout.hold_ev(hand, 0b01111, table.with_pay("royal_flush", 250)) == 7


def test_kept_fractions_are_computed_once_per_arguments(cache: Path) -> None:
    calls: list[tuple[int, Fraction]] = []

    @testcache.kept_fractions("t-exact")
    def halves(n: int, *, plus: Fraction) -> list[Fraction]:
        calls.append((n, plus))
        return [Fraction(k, 2) + plus for k in range(n)]

    assert halves(3, plus=Fraction(1, 3)) == (Fraction(1, 3), Fraction(5, 6), Fraction(4, 3))
    assert halves(3, plus=Fraction(1, 3)) == (Fraction(1, 3), Fraction(5, 6), Fraction(4, 3))
    assert halves(2, plus=Fraction(0)) == (Fraction(0), Fraction(1, 2))
    assert calls == [(3, Fraction(1, 3)), (2, Fraction(0))]
