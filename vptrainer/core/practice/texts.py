"""The texts practice shows the player: number formats, grades, statistics, warnings.

Plain strings (the statistics are a small HTML table), no Qt: the app shows them,
and they are tested here without a window.

EVs are shown per coin with six decimals; losses and costs keep at least three
significant digits, so an NSUD-style near-tie (0.0000168 per coin) is never rounded
away to zero.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from vptrainer.core.cards import card_symbol
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.games.pays import format_pay
from vptrainer.core.practice.dealing import held_cards
from vptrainer.core.practice.grading import Grade, HandResult, Payout
from vptrainer.core.practice.history.records import Confusion
from vptrainer.core.practice.perfect import PerfectPlay
from vptrainer.core.practice.session import SessionStats
from vptrainer.core.practice.situations import DrillMode, LevelCall, Situation

GAIN_COLOR = "#1b5e20"
LOSS_COLOR = "#b71c1c"
EVEN_COLOR = "#333333"
MINUS = "−"  # U+2212, the typographic minus sign


# --------------------------------------------------------------------------- numbers


def format_ev(value: Fraction | float, decimals: int = 6) -> str:
    """An EV per coin with a fixed number of decimals: ``0.491232``."""
    return f"{float(value):.{decimals}f}"


def format_loss(value: Fraction | float, decimals: int = 5) -> str:
    """A loss or cost with ``decimals`` decimals, or more so that 3 significant digits show.

    ``0.24531`` stays ``0.24531``; ``0.0000168`` is ``0.0000168``, never ``0.00002``
    or ``0.00000``; zero is ``0``.
    """
    v = float(value)
    if v == 0:
        return "0"
    digits = max(decimals, 2 - math.floor(math.log10(abs(v))))
    return f"{v:.{digits}f}"


def coins(value: Fraction) -> str:
    """A whole or fractional number of coins: ``4,000``, ``7.5``."""
    if value.denominator == 1:
        return f"{value.numerator:,}"
    return format_pay(value)


def signed_coins(value: Fraction) -> str:
    """Coins won or lost with a sign: ``+35``, ``−12.5``, ``0``."""
    return ("+" if value > 0 else MINUS if value < 0 else "") + coins(abs(value))


def signed_amount(value: float) -> str:
    """Credits with an ASCII sign and no needless decimals: ``+35``, ``-12.5``, ``0``."""
    text = f"{value:+,.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("+0", "-0") else text


def hold_symbols(cards: Sequence[int]) -> str:
    """Held cards with suit symbols, ``K♥ Q♥ J♥``; ``discard all`` for none."""
    return " ".join(card_symbol(c) for c in cards) if cards else "discard all"


def _plural(n: int, word: str) -> str:
    return f"{word}{'s' if n != 1 else ''}"


# ---------------------------------------------------------------------------- grades


def grade_text(grade: Grade, evs: HandEVs) -> str:
    """What the grade label says after a draw (plain text)."""
    deal = evs.hand
    yours = hold_symbols(held_cards(deal, grade.mask))
    if grade.correct:
        tied = len(grade.best_masks) > 1
        head = "✓ Correct (tied best)" if tied else "✓ Correct"
        text = (
            f"{head} — you held {yours}: EV {format_ev(grade.player_ev)} per coin, "
            "the best there is."
        )
        if tied:
            text += f" {len(grade.best_masks)} holds share the best EV."
        return text
    best = " or ".join(hold_symbols(held_cards(deal, m)) for m in grade.best_masks)
    lines = f" on {grade.lines} lines" if grade.lines > 1 else ""
    return (
        f"✗ Mistake ({grade.severity}) — cost {format_loss(grade.cost)} coins at "
        f"{grade.bet} {_plural(grade.bet, 'coin')}{lines} "
        f"({format_loss(grade.ev_lost, 6)} per coin).\n"
        f"You held {yours}: EV {format_ev(grade.player_ev)} per coin. "
        f"Best: {best}: EV {format_ev(grade.best_ev)} per coin."
    )


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def situation_text(situation: Situation, grade: Grade) -> str:
    """The chart's reading of a graded hand, in one sentence.

    ``You kept 4 to a flush, rule 9; High pair, rule 6, comes first.`` for a mistake
    that follows a later rule; the rule alone for a correct hold.
    """
    best, player = situation.best, situation.player
    kept = f"{player.words}, {player.name}" if player.found else "cards no rule keeps"
    if grade.correct or grade.mask in grade.best_masks:  # a best hold (a wrong bet apart)
        if best.found:
            return f"Chart: {best.words}, {best.name}."
        return "Chart: no rule of the chart plays this hold."
    if not best.found:
        return f"You kept {kept}; the best hold here follows no rule of the chart."
    if not player.found or player.index > best.index:
        return f"You kept {kept}; {_cap(best.words)}, {best.name}, comes first."
    if player.index == best.index:
        return f"You kept {kept}, but not the best cards for it."
    return (
        f"You kept {kept}; here the best hold is {best.words}, {best.name}, "
        "an exception to the chart."
    )


REASON_COMING = (
    "Reason coming: the strategy chart of this table is still being made; the rules "
    "behind this mistake show here when it is ready."
)


def level_text(call: LevelCall, grade: Grade) -> str:
    """The grade against a shorter chart, with the cost of the simplification apart."""
    chart = f"the {call.rules}-rule chart"
    text = call.rule.words
    if len(text) > 50:
        text = text.split(" | ")[0] + " | …"
    where = f"{call.rule.name}: {text}" if call.rule.found else "discard everything"
    if call.allows(grade.mask):
        head = f"✓ Right by {chart} ({where})."
    else:
        head = f"✗ Not what {chart} plays ({where})."
    if call.cost > 0:
        cost = format_loss(call.cost * grade.bet * grade.lines)
        head += f" The simplification costs {cost} coins here, against optimal play."
    else:
        head += " Here it plays as well as optimal play."
    return head


def luck_text(result: HandResult) -> str:
    """After a mistake, what the best hold would have drawn from the same deck."""
    best = result.best_draw
    if best is None:
        return ""
    cards = " ".join(card_symbol(c) for c in best.hand)
    got = result.payout.amount
    would = best.amount
    if would > got:
        verdict = f"{coins(would - got)} more"
    elif would < got:
        verdict = f"{coins(got - would)} less: you were lucky"
    else:
        verdict = "the same"
    what = f"{best.label} {coins(would)}" if best.wins else "no win"
    return f"Luck: the best hold would have drawn {cards}, {what} ({verdict})."


def mistake_question(grade: Grade, evs: HandEVs) -> str:
    """The question before drawing a mistake (when the player asked to be warned)."""
    best = " or ".join(hold_symbols(held_cards(evs.hand, m)) for m in grade.best_masks)
    return (
        f"Holding {hold_symbols(held_cards(evs.hand, grade.mask))} is a {grade.severity} "
        f"mistake: it gives up {format_loss(grade.cost)} coins "
        f"(EV {format_ev(grade.player_ev)} against {format_ev(grade.best_ev)} per coin).\n\n"
        f"The best hold is {best}.\n\nDraw anyway?"
    )


def paying_hand_question(dealt: Payout) -> str:
    """The question before a mistake draws away a dealt hand that already pays."""
    return (
        f"The dealt hand already pays: {dealt.label} ({coins(dealt.amount)} coins), "
        f"and this hold can end with less. Draw anyway?"
    )


def payout_text(payout: Payout) -> str:
    """What the machine says after the draw: ``Flush — wins 30`` or ``No win``."""
    return f"{payout.label} — wins {coins(payout.amount)}" if payout.wins else "No win"


def result_payout_text(result: HandResult) -> str:
    """What the machine says after the draw, every line counted.

    One line: :func:`payout_text`. Multi-play: ``3 lines — 2 win 15`` or
    ``3 lines — no win``.
    """
    if result.lines == 1:
        return payout_text(result.payout)
    if result.total_paid == 0:
        return f"{result.lines} lines — no win"
    winners = sum(p.wins for p in result.line_payouts)
    if len(result.line_payouts) < result.lines:  # the other lines' hands were not kept
        return f"{result.lines} lines — win {coins(result.total_paid)}"
    return f"{result.lines} lines — {winners} win {coins(result.total_paid)}"


def line_win_text(payout: Payout) -> str:
    """One line's win in a row of multi-play: ``Flush 30``, or a dash."""
    return f"{payout.label} {coins(payout.amount)}" if payout.wins else "—"


def bonus_text(bonus: Payout) -> str:
    """What a ``[dealt]`` bonus earned: ``Dealt royal flush: bonus 6,000``."""
    return f"Dealt {bonus.label[:1].lower()}{bonus.label[1:]}: bonus {coins(bonus.amount)}"


# ------------------------------------------------------------------------ statistics


def stats_html(stats: SessionStats, *, preparing_return: bool) -> str:
    """The session statistics as a small rich-text table.

    Accuracy and the player's return count unaided hands only; hands played with help
    (a hint, a warning, a replay) are counted apart. Returns are per coin of the game's
    own bet (10 coins a line in Ultimate X...): the player's return is the game's optimal
    return less the EV given up per coin bet; what was paid back counts the luck too.

    ``preparing_return`` says the optimal return is being computed (shown as
    ``computing…`` instead of a dash while it is unknown).
    """
    n = stats.hands
    accuracy = "—" if stats.accuracy is None else f"{stats.accuracy * 100:.1f}%"
    helped = stats.assisted
    hands = f"<b>{n}</b>" + (f" ({stats.lines} lines)" if stats.lines > n else "")
    hands += f" ({helped} with help, not graded)" if helped else ""
    correct = f"{stats.unaided_correct} ({accuracy})"
    if helped:
        correct = f"{stats.unaided_correct} of {stats.unaided} unaided ({accuracy})"
    if n == 0:
        ret = "—"
    elif stats.unaided == 0:
        ret = "— (every hand had help)"
    elif stats.player_return_percent is not None and stats.optimal_return is not None:
        ret = f"<b>{stats.player_return_percent:.4f}%</b>"
    else:
        ret = "computing…" if preparing_return else "—"
    optimal = (
        "computing…"
        if stats.optimal_return is None and preparing_return
        else "—"
        if stats.optimal_return is None
        else f"{float(stats.optimal_return) * 100:.4f}%"
    )
    per_hand = (
        f" ({format_loss(stats.return_given_up, 6)} per coin bet)"
        if stats.unaided and stats.total_bet
        else ""
    )
    mistakes = (
        f"<b>{stats.mistakes}</b> ({stats.minor_mistakes} minor, {stats.major_mistakes} major)"
    )
    if stats.assisted_mistakes:
        mistakes += " " + HELPED_MISTAKES.format(
            n=stats.assisted_mistakes, cost=format_loss(stats.assisted_cost)
        )
    credits = stats.credits
    color = GAIN_COLOR if credits > 0 else LOSS_COLOR if credits < 0 else EVEN_COLOR
    rows = [
        ("Hands", hands, "Held correctly", correct),
        (
            "Mistakes",
            mistakes,
            "Credits won/lost",
            f'<b style="color:{color}">{signed_coins(credits)}</b>',
        ),
        ("EV given up", f"<b>{format_loss(stats.cost)}</b> coins{per_hand}", "", ""),
        ("Your return", ret, "Optimal return", optimal),
    ]
    paid_back = stats.paid_back
    if paid_back is not None:
        rows.append(
            ("Paid back", PAID_BACK.format(percent=f"{float(paid_back) * 100:.2f}%"), "", "")
        )
    if n:
        rows.append(("Perfect play", perfect_play_text(stats.perfect), "", ""))
    cells = "".join(
        f"<tr><td>{a}</td><td>{b}</td><td width=14></td><td>{c}</td><td>{d}</td></tr>"
        if c
        else f"<tr><td>{a}</td><td colspan=4>{b}</td></tr>"
        for a, b, c, d in rows
    )
    return f"<table cellspacing=3>{cells}</table>"


HELPED_MISTAKES = "(and {n} with help, {cost} coins, not counted)"
PAID_BACK = "{percent} of the coins bet, luck included"
PERFECT_SAME_DRAWS = (
    "would have won {paid} coins on the same cards (you won {yours}); expected "
    "{expected} coins, your holds {expected_yours}"
)
PERFECT_EXPECTED = "expected {expected} coins on these deals, your holds {expected_yours}"


def perfect_play_text(perfect: PerfectPlay) -> str:
    """The session beside perfect play on the same cards: what it would have won on the
    same draws (when known) and what it expected, exactly, against the player's holds."""
    values = {
        "paid": coins(perfect.paid),
        "yours": coins(perfect.paid_yours),
        "expected": format_coins(perfect.expected),
        "expected_yours": format_coins(perfect.expected_yours),
    }
    if perfect.compared == perfect.hands:
        return PERFECT_SAME_DRAWS.format(**values)
    return PERFECT_EXPECTED.format(**values)


def format_coins(value: Fraction) -> str:
    """An expected number of coins with two decimals: ``1,234.57``."""
    return f"{float(value):,.2f}"


def stats_description(stats: SessionStats) -> str:
    """The statistics in one plain line, for screen readers and outside checks."""
    ret = stats.player_return_percent if stats.unaided or not stats.hands else None
    helped = f" ({stats.assisted} with help)" if stats.assisted else ""
    return (
        f"hands {stats.hands}{helped}; mistakes {stats.mistakes} ({stats.minor_mistakes} minor, "
        f"{stats.major_mistakes} major); EV given up {format_loss(stats.cost)} coins; "
        f"your return {'unknown' if ret is None else f'{ret:.4f}%'}; "
        f"credits {signed_coins(stats.credits)}"
    )


def new_seed_question(seed: str, hands: int) -> str:
    """What to ask before a new seed ends a session with ``hands`` hands (``seed`` empty:
    random deals)."""
    if seed:
        question = (
            "Start a new session with seed {seed}? This session's 1 hand stays in your "
            "history; the statistics start again from zero."
            if hands == 1
            else "Start a new session with seed {seed}? This session's {n} hands stay in "
            "your history; the statistics start again from zero."
        )
    else:
        question = (
            "Start a new session with random deals? This session's 1 hand stays in your "
            "history; the statistics start again from zero."
            if hands == 1
            else "Start a new session with random deals? This session's {n} hands stay "
            "in your history; the statistics start again from zero."
        )
    return question.format(seed=seed, n=f"{hands:,}")


def short_pays_text(name: str, optimal: Fraction, at_max: Fraction | None) -> str:
    """What a bet below max bet costs: the short pays' return beside max bet's."""
    ret = float(optimal) * 100
    if at_max is None:
        return f"Below max bet {name} pays its short pays: it returns {ret:.4f}%."
    cost, full = float(at_max - optimal) * 100, float(at_max) * 100
    return (
        f"Below max bet {name} pays its short pays: it returns {ret:.4f}%, {cost:.4f}% of "
        f"each bet less than {full:.4f}% at max bet."
    )


def drill_state(optimal: Fraction | None, seed: int | None) -> tuple[str, str]:
    """The practice state line and its longer form: the optimal return and the drill.

    Returns ``(text, detail)``, e.g. ``("Optimal 99.5439% · seed 42", "optimal
    99.5439%, seed 42")``; the caller puts the table's name before the detail.
    """
    drill = f"seed {seed}" if seed is not None else "random deals"
    ret = (
        f"optimal {float(optimal) * 100:.4f}%"
        if optimal is not None
        else "optimal return: computing…"
    )
    return f"{ret[:1].upper()}{ret[1:]} · {drill}", f"{ret}, {drill}"


# ------------------------------------------------------------------------ situations


def confusion_text(confusion: Confusion) -> str:
    """``4 to a flush played over high pair: 23 times, 4.1 coins``."""
    played = confusion.played or "a hold no rule keeps"
    if confusion.played == confusion.over:
        played = f"{confusion.over}, the wrong cards of it,"
        head = f"{_cap(played)} played"
    else:
        head = f"{_cap(played)} played over {confusion.over}"
    times = f"{confusion.times} {_plural(confusion.times, 'time')}"
    cost = f"{confusion.cost:,.1f}" if confusion.cost >= 0.05 else format_loss(confusion.cost)
    return f"{head}: {times}, {cost} coins"


def drill_text(mode: DrillMode, detail: str = "") -> str:
    """The drill's line on the play page: ``Weak spots: high pair (due)``."""
    return f"{mode.label}: {detail}" if detail else mode.label


# ---------------------------------------------------------------------------- history

#: What the player is told for each kind of history problem (``HistoryError.reason``).
HISTORY_ADVICE = {
    "foreign": "It is another program's file and was left untouched: move or rename it, "
    "and vptrainer starts a new history.",
    "newer": "It was written by a newer vptrainer and was left untouched: update "
    "vptrainer to go on with it.",
    "damaged": "It is damaged and was left untouched: restore a backup, or move it away "
    "to start a new history.",
    "read_only": "It cannot be written here: make the file and its folder writable (it is "
    "not damaged, and nothing was changed).",
    "folder": "A folder is where the history file should be: rename or remove it.",
    "unsafe": "It holds SQL that runs by itself (someone else's triggers or views) and was "
    "left untouched: move it away to start a new history.",
    "io": "It could not be used: check the disk and the folder's permissions.",
}


def history_problem_text(error: Exception) -> str:
    """What went wrong with the history (a ``HistoryError``), and the advice for that kind
    of problem."""
    reason = getattr(error, "reason", "io")
    advice = HISTORY_ADVICE.get(reason, HISTORY_ADVICE["io"])
    return f"History is off: {error}. {advice} Practice goes on, but hands are not saved."
