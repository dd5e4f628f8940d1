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

from vptrainer.core import messages as m
from vptrainer.core.cards import card_symbol
from vptrainer.core.engine.holds import HandEVs
from vptrainer.core.games.pays import format_pay
from vptrainer.core.messages import Message
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
    return " ".join(card_symbol(c) for c in cards) if cards else Message("discard all")


def either(choices: Sequence[str]) -> str:
    """``a or b or c``."""
    said = choices[0]
    for other in choices[1:]:
        said = Message("{first} or {second}", first=said, second=other)
    return said


def _severity(grade: Grade) -> Message:
    return Message("major") if grade.severity == "major" else Message("minor")


# ---------------------------------------------------------------------------- grades


def grade_parts(grade: Grade, evs: HandEVs) -> tuple[Message, Message | None]:
    """The grade label's verdict line and, for a mistake, the line with the two holds."""
    deal = evs.hand
    yours = hold_symbols(held_cards(deal, grade.mask))
    if grade.correct:
        if len(grade.best_masks) > 1:
            text = Message(
                "✓ Correct (tied best) — you held {hold}: EV {ev} per coin, the best there "
                "is. {n} holds share the best EV.",
                hold=yours,
                ev=m.ev(grade.player_ev),
                n=m.count(len(grade.best_masks)),
            )
        else:
            text = Message(
                "✓ Correct — you held {hold}: EV {ev} per coin, the best there is.",
                hold=yours,
                ev=m.ev(grade.player_ev),
            )
        return text, None
    best = either([hold_symbols(held_cards(deal, b)) for b in grade.best_masks])
    args: dict[str, m.Arg] = {
        "severity": _severity(grade),
        "cost": m.loss(grade.cost),
        "bet": m.count(grade.bet),
        "lines": m.count(grade.lines),
        "per_coin": m.loss(grade.ev_lost, 6),
    }
    if grade.lines > 1:
        if grade.bet == 1:
            head = Message(
                "✗ Mistake ({severity}) — cost {cost} coins at {bet} coin on {lines} lines "
                "({per_coin} per coin).",
                **args,
            )
        else:
            head = Message(
                "✗ Mistake ({severity}) — cost {cost} coins at {bet} coins on {lines} lines "
                "({per_coin} per coin).",
                **args,
            )
    else:
        del args["lines"]
        if grade.bet == 1:
            head = Message(
                "✗ Mistake ({severity}) — cost {cost} coins at {bet} coin ({per_coin} per coin).",
                **args,
            )
        else:
            head = Message(
                "✗ Mistake ({severity}) — cost {cost} coins at {bet} coins ({per_coin} per coin).",
                **args,
            )
    rest = Message(
        "You held {hold}: EV {ev} per coin. Best: {best}: EV {best_ev} per coin.",
        hold=yours,
        ev=m.ev(grade.player_ev),
        best=best,
        best_ev=m.ev(grade.best_ev),
    )
    return head, rest


def grade_text(grade: Grade, evs: HandEVs) -> Message:
    """What the grade label says after a draw (plain text)."""
    return m.join(grade_parts(grade, evs))


def _cap(text: str) -> str:
    """``text`` with a capital first letter (in English: a translation keeps its own)."""
    said = text[:1].upper() + text[1:]
    return Message.with_english(said, text) if isinstance(text, Message) else said


def _first_alternative(words: str) -> str:
    """A long rule cut to its first alternative: ``KQJ | …``."""
    if len(words) <= 50:
        return words
    english = words.split(" | ")[0] + " | …"
    first = words.args.get("p0") if isinstance(words, Message) else None
    if isinstance(first, str):  # a rule_message: its first pattern, translated
        return Message.with_english(english, m.join((first, "…"), " | "))
    return english


def situation_text(situation: Situation, grade: Grade) -> Message:
    """The chart's reading of a graded hand, in one sentence.

    ``You kept 4 to a flush, rule 9; High pair, rule 6, comes first.`` for a mistake
    that follows a later rule; the rule alone for a correct hold.
    """
    best, player = situation.best, situation.player
    kept: str = (
        Message("{words}, {rule}", words=player.words, rule=player.name)
        if player.found
        else Message("cards no rule keeps")
    )
    if grade.correct or grade.mask in grade.best_masks:  # a best hold (a wrong bet apart)
        if best.found:
            return Message("Chart: {words}, {rule}.", words=best.words, rule=best.name)
        return Message("Chart: no rule of the chart plays this hold.")
    if not best.found:
        return Message(
            "You kept {kept}; the best hold here follows no rule of the chart.", kept=kept
        )
    if not player.found or player.index > best.index:
        return Message(
            "You kept {kept}; {words}, {rule}, comes first.",
            kept=kept,
            words=_cap(best.words),
            rule=best.name,
        )
    if player.index == best.index:
        return Message("You kept {kept}, but not the best cards for it.", kept=kept)
    return Message(
        "You kept {kept}; here the best hold is {words}, {rule}, an exception to the chart.",
        kept=kept,
        words=best.words,
        rule=best.name,
    )


REASON_COMING = Message(
    "Reason coming: the strategy chart of this table is still being made; the rules "
    "behind this mistake show here when it is ready."
)


def level_text(call: LevelCall, grade: Grade) -> Message:
    """The grade against a shorter chart, with the cost of the simplification apart."""
    text = _first_alternative(call.rule.words)
    where: str = (
        Message("{rule}: {words}", rule=call.rule.name, words=text)
        if call.rule.found
        else Message("discard everything")
    )
    rules = m.count(call.rules)
    if call.allows(grade.mask):
        head = Message("✓ Right by the {rules}-rule chart ({where}).", rules=rules, where=where)
    else:
        head = Message(
            "✗ Not what the {rules}-rule chart plays ({where}).", rules=rules, where=where
        )
    if call.cost > 0:
        cost = m.loss(call.cost * grade.bet * grade.lines)
        tail = Message(
            "The simplification costs {cost} coins here, against optimal play.", cost=cost
        )
    else:
        tail = Message("Here it plays as well as optimal play.")
    return m.join((head, tail), " ")


def luck_text(result: HandResult) -> str:
    """After a mistake, what the best hold would have drawn from the same deck."""
    best = result.best_draw
    if best is None:
        return ""
    cards = " ".join(card_symbol(c) for c in best.hand)
    got = result.payout.amount
    would = best.amount
    verdict: Message
    if would > got:
        verdict = Message("{coins} more", coins=m.coins(would - got))
    elif would < got:
        verdict = Message("{coins} less: you were lucky", coins=m.coins(got - would))
    else:
        verdict = Message("the same")
    what: str = (
        Message("{hand} {coins}", hand=best.label, coins=m.coins(would))
        if best.wins
        else Message("no win")
    )
    return Message(
        "Luck: the best hold would have drawn {cards}, {what} ({verdict}).",
        cards=cards,
        what=what,
        verdict=verdict,
    )


def mistake_question(grade: Grade, evs: HandEVs) -> Message:
    """The question before drawing a mistake (when the player asked to be warned)."""
    best = either([hold_symbols(held_cards(evs.hand, b)) for b in grade.best_masks])
    return Message(
        "Holding {hold} is a {severity} mistake: it gives up {cost} coins "
        "(EV {ev} against {best_ev} per coin).\n\nThe best hold is {best}.\n\nDraw anyway?",
        hold=hold_symbols(held_cards(evs.hand, grade.mask)),
        severity=_severity(grade),
        cost=m.loss(grade.cost),
        ev=m.ev(grade.player_ev),
        best_ev=m.ev(grade.best_ev),
        best=best,
    )


def paying_hand_question(dealt: Payout) -> Message:
    """The question before a mistake draws away a dealt hand that already pays."""
    return Message(
        "The dealt hand already pays: {hand} ({coins} coins), and this hold can end with "
        "less. Draw anyway?",
        hand=dealt.label,
        coins=m.coins(dealt.amount),
    )


def payout_text(payout: Payout) -> Message:
    """What the machine says after the draw: ``Flush — wins 30`` or ``No win``."""
    if payout.wins:
        return Message("{hand} — wins {coins}", hand=payout.label, coins=m.coins(payout.amount))
    return Message("No win")


def result_payout_text(result: HandResult) -> Message:
    """What the machine says after the draw, every line counted.

    One line: :func:`payout_text`. Multi-play: ``3 lines — 2 win 15`` or
    ``3 lines — no win``.
    """
    if result.lines == 1:
        return payout_text(result.payout)
    lines = m.count(result.lines)
    if result.total_paid == 0:
        return Message("{lines} lines — no win", lines=lines)
    winners = sum(p.wins for p in result.line_payouts)
    paid = m.coins(result.total_paid)
    if len(result.line_payouts) < result.lines:  # the other lines' hands were not kept
        return Message("{lines} lines — win {coins}", lines=lines, coins=paid)
    return Message(
        "{lines} lines — {winners} win {coins}", lines=lines, winners=m.count(winners), coins=paid
    )


def line_win_text(payout: Payout) -> str:
    """One line's win in a row of multi-play: ``Flush 30``, or a dash."""
    if payout.wins:
        return Message("{hand} {coins}", hand=payout.label, coins=m.coins(payout.amount))
    return "—"


def bonus_text(bonus: Payout) -> Message:
    """What a ``[dealt]`` bonus earned: ``Dealt royal flush: bonus 6,000``."""
    return Message(
        "Dealt {hand}: bonus {coins}",
        hand=f"{bonus.label[:1].lower()}{bonus.label[1:]}",
        coins=m.coins(bonus.amount),
    )


# ------------------------------------------------------------------------ statistics


def _bold(text: m.Arg) -> Message:
    return Message("<b>{text}</b>", text=text)


def stats_html(stats: SessionStats, *, preparing_return: bool) -> Message:
    """The session statistics as a small rich-text table.

    Accuracy and the player's return count unaided hands only; hands played with help
    (a hint, a warning, a replay) are counted apart. Returns are per coin of the game's
    own bet (10 coins a line in Ultimate X...): the player's return is the game's optimal
    return less the EV given up per coin bet; what was paid back counts the luck too.

    ``preparing_return`` says the optimal return is being computed (shown as
    ``computing…`` instead of a dash while it is unknown).
    """
    n = stats.hands
    accuracy: m.Arg = "—" if stats.accuracy is None else m.percent(stats.accuracy, 1)
    helped = stats.assisted
    hands = [_bold(m.count(n))]
    if stats.lines > n:
        hands.append(Message("({lines} lines)", lines=m.count(stats.lines)))
    if helped:
        hands.append(Message("({n} with help, not graded)", n=m.count(helped)))
    correct: Message = Message(
        "{n} ({accuracy})", n=m.count(stats.unaided_correct), accuracy=accuracy
    )
    if helped:
        correct = Message(
            "{n} of {unaided} unaided ({accuracy})",
            n=m.count(stats.unaided_correct),
            unaided=m.count(stats.unaided),
            accuracy=accuracy,
        )
    computing = Message("computing…")
    ret: m.Arg
    if n == 0:
        ret = "—"
    elif stats.unaided == 0:
        ret = Message("— (every hand had help)")
    elif stats.player_return_percent is not None and stats.optimal_return is not None:
        ret = _bold(m.percent_points(stats.player_return_percent))
    else:
        ret = computing if preparing_return else "—"
    optimal: m.Arg = (
        computing
        if stats.optimal_return is None and preparing_return
        else "—"
        if stats.optimal_return is None
        else m.percent(stats.optimal_return)
    )
    given_up: Message = Message("{cost} coins", cost=_bold(m.loss(stats.cost)))
    if stats.unaided and stats.total_bet:
        given_up = Message(
            "{cost} coins ({per_coin} per coin bet)",
            cost=_bold(m.loss(stats.cost)),
            per_coin=m.loss(stats.return_given_up, 6),
        )
    mistakes: Message = Message(
        "{mistakes} ({minor} minor, {major} major)",
        mistakes=_bold(m.count(stats.mistakes)),
        minor=m.count(stats.minor_mistakes),
        major=m.count(stats.major_mistakes),
    )
    if stats.assisted_mistakes:
        helped_mistakes = Message(
            "(and {n} with help, {cost} coins, not counted)",
            n=m.count(stats.assisted_mistakes),
            cost=m.loss(stats.assisted_cost),
        )
        mistakes = m.join((mistakes, helped_mistakes), " ")
    credits = stats.credits
    color = GAIN_COLOR if credits > 0 else LOSS_COLOR if credits < 0 else EVEN_COLOR
    rows: list[tuple[m.Arg, m.Arg, m.Arg, m.Arg]] = [
        (Message("Hands"), m.join(hands, " "), Message("Held correctly"), correct),
        (
            Message("Mistakes"),
            mistakes,
            Message("Credits won/lost"),
            Message(
                '<b style="color:{color}">{credits}</b>',
                color=color,
                credits=m.coins(credits, signed=True),
            ),
        ),
        (Message("EV given up"), given_up, "", ""),
        (Message("Your return"), ret, Message("Optimal return"), optimal),
    ]
    paid_back = stats.paid_back
    if paid_back is not None:
        rows.append(
            (
                Message("Paid back"),
                Message(
                    "{percent} of the coins bet, luck included",
                    percent=m.percent(paid_back, 2),
                ),
                "",
                "",
            )
        )
    if n:
        rows.append((Message("Perfect play"), perfect_play_text(stats.perfect), "", ""))
    cells: list[str] = []
    for a, b, c, d in rows:
        if c:
            cells.append(
                Message(
                    "<tr><td>{a}</td><td>{b}</td><td width=14></td><td>{c}</td><td>{d}</td></tr>",
                    a=a,
                    b=b,
                    c=c,
                    d=d,
                )
            )
        else:
            cells.append(Message("<tr><td>{a}</td><td colspan=4>{b}</td></tr>", a=a, b=b))
    return Message("<table cellspacing=3>{cells}</table>", cells=m.join(cells, ""))


def perfect_play_text(perfect: PerfectPlay) -> Message:
    """The session beside perfect play on the same cards: what it would have won on the
    same draws (when known) and what it expected, exactly, against the player's holds."""
    values = {
        "paid": m.coins(perfect.paid),
        "yours": m.coins(perfect.paid_yours),
        "expected": m.number(perfect.expected, 2, grouped=True),
        "expected_yours": m.number(perfect.expected_yours, 2, grouped=True),
    }
    if perfect.compared == perfect.hands:
        return Message(
            "would have won {paid} coins on the same cards (you won {yours}); expected "
            "{expected} coins, your holds {expected_yours}",
            **values,
        )
    return Message(
        "expected {expected} coins on these deals, your holds {expected_yours}", **values
    )


def format_coins(value: Fraction) -> str:
    """An expected number of coins with two decimals: ``1,234.57``."""
    return f"{float(value):,.2f}"


def stats_description(stats: SessionStats) -> Message:
    """The statistics in one plain line, for screen readers and outside checks."""
    ret = stats.player_return_percent if stats.unaided or not stats.hands else None
    args: dict[str, m.Arg] = {
        "hands": m.count(stats.hands),
        "helped": m.count(stats.assisted),
        "mistakes": m.count(stats.mistakes),
        "minor": m.count(stats.minor_mistakes),
        "major": m.count(stats.major_mistakes),
        "cost": m.loss(stats.cost),
        "ret": Message("unknown") if ret is None else m.percent_points(ret),
        "credits": m.coins(stats.credits, signed=True),
    }
    if stats.assisted:
        return Message(
            "hands {hands} ({helped} with help); mistakes {mistakes} ({minor} minor, "
            "{major} major); EV given up {cost} coins; your return {ret}; credits {credits}",
            **args,
        )
    del args["helped"]
    return Message(
        "hands {hands}; mistakes {mistakes} ({minor} minor, {major} major); EV given up "
        "{cost} coins; your return {ret}; credits {credits}",
        **args,
    )


def new_seed_question(seed: str, hands: int) -> Message:
    """What to ask before a new seed ends a session with ``hands`` hands (``seed`` empty:
    random deals)."""
    if seed:
        if hands == 1:
            return Message(
                "Start a new session with seed {seed}? This session's 1 hand stays in your "
                "history; the statistics start again from zero.",
                seed=seed,
            )
        return Message(
            "Start a new session with seed {seed}? This session's {n} hands stay in "
            "your history; the statistics start again from zero.",
            seed=seed,
            n=m.count(hands, grouped=True),
        )
    if hands == 1:
        return Message(
            "Start a new session with random deals? This session's 1 hand stays in your "
            "history; the statistics start again from zero."
        )
    return Message(
        "Start a new session with random deals? This session's {n} hands stay "
        "in your history; the statistics start again from zero.",
        n=m.count(hands, grouped=True),
    )


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


def drill_state(optimal: Fraction | None, seed: int | None) -> tuple[Message, Message]:
    """The practice state line and its longer form: the optimal return and the drill.

    Returns ``(text, detail)``, e.g. ``("Optimal 99.5439% · seed 42", "optimal
    99.5439%, seed 42")``; the caller puts the table's name before the detail.
    """
    drill = (
        Message("seed {seed}", seed=m.seed(seed)) if seed is not None else Message("random deals")
    )
    if optimal is None:
        return (
            Message("Optimal return: computing… · {drill}", drill=drill),
            Message("optimal return: computing…, {drill}", drill=drill),
        )
    ret = m.percent(optimal)
    return (
        Message("Optimal {ret} · {drill}", ret=ret, drill=drill),
        Message("optimal {ret}, {drill}", ret=ret, drill=drill),
    )


# ------------------------------------------------------------------------ situations


def confusion_text(confusion: Confusion) -> Message:
    """``4 to a flush played over high pair: 23 times, 4.1 coins``."""
    times = m.count(confusion.times)
    cost = (
        m.number(confusion.cost, 1, grouped=True)
        if confusion.cost >= 0.05
        else m.loss(confusion.cost)
    )
    if confusion.played == confusion.over:
        if confusion.played:
            head = Message("{Rule}, the wrong cards of it, played", Rule=_cap(confusion.over))
        else:
            head = Message("A hold no rule keeps, the wrong cards of it, played")
    elif confusion.played:
        head = Message(
            "{Rule} played over {over}", Rule=_cap(confusion.played), over=confusion.over
        )
    else:
        head = Message("A hold no rule keeps played over {over}", over=confusion.over)
    if confusion.times == 1:
        return Message("{head}: {times} time, {cost} coins", head=head, times=times, cost=cost)
    return Message("{head}: {times} times, {cost} coins", head=head, times=times, cost=cost)


def drill_text(mode: DrillMode, detail: str = "") -> str:
    """The drill's line on the play page: ``Weak spots: high pair (due)``."""
    if detail:
        return Message("{drill}: {detail}", drill=mode.label, detail=detail)
    return mode.label


# ---------------------------------------------------------------------------- history

#: What the player is told for each kind of history problem (``HistoryError.reason``).
HISTORY_ADVICE = {
    "foreign": Message(
        "It is another program's file and was left untouched: move or rename it, and "
        "vptrainer starts a new history."
    ),
    "newer": Message(
        "It was written by a newer vptrainer and was left untouched: update vptrainer to go "
        "on with it."
    ),
    "damaged": Message(
        "It is damaged and was left untouched: restore a backup, or move it away to start a "
        "new history."
    ),
    "read_only": Message(
        "It cannot be written here: make the file and its folder writable (it is not "
        "damaged, and nothing was changed)."
    ),
    "folder": Message("A folder is where the history file should be: rename or remove it."),
    "unsafe": Message(
        "It holds SQL that runs by itself (someone else's triggers or views) and was left "
        "untouched: move it away to start a new history."
    ),
    "io": Message("It could not be used: check the disk and the folder's permissions."),
}


def history_problem_text(error: Exception) -> Message:
    """What went wrong with the history (a ``HistoryError``), and the advice for that kind
    of problem."""
    reason = getattr(error, "reason", "io")
    advice = HISTORY_ADVICE.get(reason, HISTORY_ADVICE["io"])
    first = error.args[0] if len(error.args) == 1 else None
    what = first if isinstance(first, Message) else str(error)
    return Message(
        "History is off: {error}. {advice} Practice goes on, but hands are not saved.",
        error=what,
        advice=advice,
    )
