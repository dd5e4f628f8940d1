"""The texts practice shows: number formats, grades, warnings and statistics (no Qt)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from vptrainer.core.cards import parse_cards
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.practice.dealing import mask_of
from vptrainer.core.practice.grading import grade_hold, hand_result, pay_hand
from vptrainer.core.practice.session import SessionStats
from vptrainer.core.practice.texts import (
    coins,
    drill_state,
    format_ev,
    format_loss,
    grade_text,
    hold_symbols,
    mistake_question,
    paying_hand_question,
    payout_text,
    signed_amount,
    signed_coins,
    stats_description,
    stats_html,
)


def cards(text: str) -> tuple[int, ...]:
    return parse_cards(text, allow_joker=True).cards


def mask_for(hand: str, held: str) -> int:
    return mask_of(cards(hand), cards(held))


# --------------------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    ("value", "decimals", "text"),
    [
        (Fraction(24531, 100000), 5, "0.24531"),
        (Fraction(168, 10**7), 5, "0.0000168"),  # three significant digits, never 0.00002
        (Fraction(168, 10**7), 6, "0.0000168"),
        (Fraction(0), 5, "0"),
        (0.5, 5, "0.50000"),
        (-0.00123, 5, "-0.00123"),
        (12.0, 2, "12.00"),
    ],
)
def test_format_loss_keeps_three_significant_digits(
    value: Fraction | float, decimals: int, text: str
) -> None:
    assert format_loss(value, decimals) == text


def test_number_formats() -> None:
    assert format_ev(Fraction(1, 3)) == "0.333333"
    assert format_ev(2, 2) == "2.00"
    assert coins(Fraction(4000)) == "4,000"
    assert coins(Fraction(15, 2)) == "7.5"
    assert signed_coins(Fraction(35)) == "+35"
    assert signed_coins(Fraction(-25, 2)) == "−12.5"
    assert signed_coins(Fraction(0)) == "0"
    assert signed_amount(35.0) == "+35"
    assert signed_amount(-12.5) == "-12.5"
    assert signed_amount(1234.25) == "+1,234.25"
    assert signed_amount(0.0) == "0"
    assert signed_amount(-0.001) == "0"
    assert hold_symbols(cards("Kh Qh Jh")) == "K♥ Q♥ J♥"
    assert hold_symbols(()) == "discard all"


# ---------------------------------------------------------------------------- grades


def test_correct_grade(job: PreparedTable) -> None:
    deal = "Ah Kh Qh Jh 2c"
    evs = hold_evs(job, deal)
    grade = grade_hold(evs, mask_for(deal, "Ah Kh Qh Jh"), bet=5)
    text = grade_text(grade, evs)
    assert text.startswith("✓ Correct — you held A♥ K♥ Q♥ J♥: EV ")
    assert f"EV {float(evs.best_ev):.6f} per coin, the best there is." in text
    assert "tied" not in text and "Mistake" not in text


def test_tied_best_grade(job: PreparedTable) -> None:
    deal = "Qc Jc Kd Td Th"  # two straight draws, K Q J T with either ten
    evs = hold_evs(job, deal)
    grade = grade_hold(evs, mask_for(deal, "Kd Qc Jc Td"), bet=5)
    text = grade_text(grade, evs)
    assert text.startswith("✓ Correct (tied best) — you held Q♣ J♣ K♦ T♦")
    assert text.endswith(" 2 holds share the best EV.")


def test_mistake_grade_and_question(job: PreparedTable) -> None:
    deal = "Ah Kh 7c 7d 2s"  # the low pair beats A K suited in 9/6
    evs = hold_evs(job, deal)
    grade = grade_hold(evs, mask_for(deal, "Ah Kh"), bet=3)
    assert grade.is_mistake
    text = grade_text(grade, evs)
    first, second = text.split("\n")
    assert first == (
        f"✗ Mistake ({grade.severity}) — cost {format_loss(grade.cost)} coins at 3 coins "
        f"({format_loss(grade.ev_lost, 6)} per coin)."
    )
    assert second == (
        f"You held A♥ K♥: EV {float(grade.player_ev):.6f} per coin. "
        f"Best: 7♣ 7♦: EV {float(grade.best_ev):.6f} per coin."
    )
    assert float(format_loss(grade.cost)) == pytest.approx(float(grade.cost), rel=1e-3)
    one = grade_text(grade_hold(evs, mask_for(deal, "Ah Kh"), bet=1), evs)
    assert " at 1 coin (" in one
    question = mistake_question(grade, evs)
    assert question.startswith(f"Holding A♥ K♥ is a {grade.severity} mistake: it gives up ")
    assert "The best hold is 7♣ 7♦.\n\nDraw anyway?" in question


def test_near_tie_cost_is_not_rounded_away(nsud: PreparedTable) -> None:
    deal = "3h 9d 8d 4s Qc"
    evs = hold_evs(nsud, deal)
    second = next(h for h in evs.holds if not h.best)
    assert f"{float(evs.best_ev - second.ev):.7f}" == "0.0000168"
    grade = grade_hold(evs, second.mask, bet=1)
    assert "Mistake (minor) — cost 0.0000168 coins at 1 coin (0.0000168 per coin)" in grade_text(
        grade, evs
    )


def test_payout_texts(job: PreparedTable) -> None:
    flush = pay_hand(job, "2h 5h 9h Jh Kh", 5)
    assert payout_text(flush) == "Flush — wins 30"
    assert paying_hand_question(flush) == (
        "The dealt hand already pays: Flush (30 coins), and this hold can end with less. "
        "Draw anyway?"
    )
    assert payout_text(pay_hand(job, "2h 5c 9h Jd Kh", 5)) == "No win"


# ------------------------------------------------------------------------ statistics


def test_statistics_before_the_first_hand() -> None:
    html = stats_html(SessionStats(), preparing_return=True)
    assert "<td>Hands</td><td><b>0</b></td>" in html
    assert "<td>Held correctly</td><td>0 (—)</td>" in html
    assert "<td>Your return</td><td>—</td>" in html
    assert "<td>Optimal return</td><td>computing…</td>" in html
    assert "per coin per hand" not in html
    assert "<td>Optimal return</td><td>—</td>" in stats_html(SessionStats(), preparing_return=False)
    assert stats_description(SessionStats()) == (
        "hands 0; mistakes 0 (0 minor, 0 major); EV given up 0 coins; your return unknown; "
        "credits 0"
    )


def test_statistics_after_hands(job: PreparedTable) -> None:
    optimal = Fraction(1653526326983, 1661102543100)
    plays = [
        ("Ah Kh 7c 7d 2s", "Ah Kh", "Ah Kh Ac Kd 3c"),  # a mistake; two pair pays 10
        ("Qc Jc Kd Td Th", "Kd Qc Jc Td", "Qc Jc Kd Td 4s"),  # correct; no win
    ]
    stats = SessionStats(optimal_return=optimal)
    for deal, held, final in plays:
        evs = hold_evs(job, deal)
        mask = mask_for(deal, held)
        result = hand_result(job, evs, mask, cards(final), bet=5)
        stats = stats.add(result)
    assert stats.hands == 2 and stats.mistakes == 1
    html = stats_html(stats, preparing_return=False)
    assert "<td>Hands</td><td><b>2</b></td>" in html
    assert "<td>Held correctly</td><td>1 (50.0%)</td>" in html
    kind = "1 minor, 0 major" if stats.minor_mistakes else "0 minor, 1 major"
    assert f"<b>1</b> ({kind})" in html
    assert f"<b>{format_loss(stats.cost)}</b> coins ({format_loss(stats.cost / 10, 6)}" in html
    assert f"<b>{stats.player_return_percent:.4f}%</b>" in html
    assert "<td>Optimal return</td><td>99.5439%</td>" in html
    assert stats.credits == 10 - 10  # one two pair paying 10 for two bets of 5
    assert '<b style="color:#333333">0</b>' in html
    description = stats_description(stats)
    assert description.startswith("hands 2; mistakes 1 (")
    assert f"your return {stats.player_return_percent:.4f}%" in description


def test_drill_state() -> None:
    assert drill_state(Fraction(995439, 10**6), 42) == (
        "Optimal 99.5439% · seed 42",
        "optimal 99.5439%, seed 42",
    )
    assert drill_state(None, None) == (
        "Optimal return: computing… · random deals",
        "optimal return: computing…, random deals",
    )


def test_the_new_seed_question_and_the_short_pays_are_whole_sentences() -> None:
    from vptrainer.core.practice.texts import new_seed_question, short_pays_text

    assert new_seed_question("42", 1).startswith("Start a new session with seed 42?")
    assert "1 hand stays" in new_seed_question("42", 1)
    assert "1,234 hands stay" in new_seed_question("", 1234)
    assert "random deals" in new_seed_question("", 3)
    text = short_pays_text("JoB", Fraction(98, 100), Fraction(99, 100))
    assert text.endswith("returns 98.0000%, 1.0000% of each bet less than 99.0000% at max bet.")
    assert short_pays_text("JoB", Fraction(98, 100), None).endswith("returns 98.0000%.")


def test_the_perfect_play_line() -> None:
    from vptrainer.core.practice.perfect import PerfectPlay
    from vptrainer.core.practice.texts import perfect_play_text

    known = PerfectPlay(2, 2, Fraction(21, 2), Fraction(9), Fraction(40), Fraction(5))
    assert perfect_play_text(known) == (
        "would have won 40 coins on the same cards (you won 5); expected 10.50 coins, "
        "your holds 9.00"
    )
    partly = PerfectPlay(2, 1, Fraction(21, 2), Fraction(9), Fraction(40), Fraction(5))
    assert perfect_play_text(partly) == "expected 10.50 coins on these deals, your holds 9.00"
