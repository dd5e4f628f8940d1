"""Turning points as JSON, text and a printable guide (``vptrainer strategy
turning-points``; the app's Strategy page prints the HTML like the pocket card).

JSON keys: ``table``, ``line`` (the category whose pay varies), ``label``, ``pay`` (the
table's pay of it, per coin), ``low`` and ``high`` (the pays looked at), ``coins``
(per bet), ``denomination`` (or null), ``rules`` (the chart's rule texts, best
first), ``changes`` (by meter: each ``rule`` (the hand class that moves),
``rule_number`` (its rule's place in the chart, 1-based), ``past`` and
``past_number`` (the one it passes), ``meter`` (per coin), ``meter_exact``,
``meter_coins`` (for a bet of ``coins``), ``meter_dollars`` (with a denomination),
``direction`` (``"up"``: from this meter the hand class is played before the one it
passes; ``"down"``: back below it), ``deals`` (deals the chart plays by ``past`` that
``rule`` fits too) and, with a meter to price at, ``cost_at_meter`` (what ignoring it
costs there, a share of the return) and ``cost_at_meter_exact``), and with that
meter ``at`` (``meter``, ``chart_return``, ``guide_return`` (the chart with every
change due there), ``optimal_return``, each also ``_exact``).
"""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Any

from vptrainer.core.engine.report import fraction_text
from vptrainer.core.strategy.turning_points import Change, TurningPoints

ARROWS = {"up": "\u2191", "down": "\u2193"}


def _rule_number(tp: TurningPoints, line: int) -> int | None:
    return line + 1 if line < len(tp.rule_texts) else None


def turning_points_json(
    tp: TurningPoints,
    *,
    coins: int = 5,
    denomination: Fraction | None = None,
    at: Fraction | None = None,
) -> dict[str, Any]:
    """Turning points as plain JSON data (see the module); ``at``: a pay per coin to
    price the changes and the chart at."""
    changes = []
    for c in tp.changes:
        entry: dict[str, Any] = {
            "rule": c.rule_text,
            "rule_number": _rule_number(tp, c.rule_line),
            "past": c.other_text,
            "past_number": _rule_number(tp, c.other_line),
            "meter": float(c.pay),
            "meter_exact": fraction_text(c.pay),
            "meter_coins": float(c.pay * coins),
            "meter_dollars": None if denomination is None else float(c.pay * coins * denomination),
            "direction": c.direction,
            "deals": c.deals,
        }
        if at is not None:
            cost = tp.cost_at(c, at)
            entry["cost_at_meter"] = float(cost)
            entry["cost_at_meter_exact"] = fraction_text(cost)
        changes.append(entry)
    doc: dict[str, Any] = {
        "table": tp.table.name,
        "line": tp.key,
        "label": tp.label,
        "pay": float(tp.pay),
        "pay_exact": fraction_text(tp.pay),
        "low": float(tp.low),
        "high": float(tp.high),
        "coins": coins,
        "denomination": None if denomination is None else float(denomination),
        "rules": list(tp.rule_texts),
        "changes": changes,
    }
    if at is not None:
        returns = {
            "chart_return": tp.chart_return_at(at),
            "guide_return": tp.guide_return_at(at),
            "optimal_return": tp.optimal_return_at(at),
        }
        doc["at"] = {"meter": float(at), "meter_exact": fraction_text(at)}
        for key, value in returns.items():
            doc["at"][key] = float(value)
            doc["at"][f"{key}_exact"] = fraction_text(value)
    return doc


def _meter_text(pay: Fraction, coins: int, denomination: Fraction | None) -> str:
    text = f"{float(pay * coins):,.0f} coins ({float(pay):,.1f} per coin"
    if denomination is not None:
        text += f", ${float(pay * coins * denomination):,.2f}"
    return text + ")"


def _inline(text: str) -> str:
    """A rule's text inside a sentence: ``High pair`` as ``high pair`` (not ``TJQK``)."""
    if len(text) > 1 and text[0].isupper() and text[1].islower():
        return text[0].lower() + text[1:]
    return text


def _move_text(c: Change, tp: TurningPoints) -> str:
    number = _rule_number(tp, c.other_line)
    where = f" (rule {number})" if number is not None else ""
    what, past = _inline(c.rule_text), _inline(c.other_text)
    if c.direction == "up":
        return f"{what} moves up above {past}{where}"
    return f"{what} moves back below {past}{where}"


GUIDE_MIN_GAIN = Fraction(1, 200_000)  # 0.0005% of the return


def shown_changes(
    tp: TurningPoints, up_to: Fraction | None = None, min_gain: Fraction = Fraction(0)
) -> tuple[Change, ...]:
    """The changes a guide lists: those up to ``up_to`` (default all) that are worth at
    least ``min_gain`` (a share of the return per coin bet) at ``up_to``."""
    top = tp.high if up_to is None else up_to
    return tuple(
        c for c in tp.changes if c.pay <= top and (min_gain <= 0 or tp.cost_at(c, top) >= min_gain)
    )


def turning_points_text(
    tp: TurningPoints,
    *,
    coins: int = 5,
    denomination: Fraction | None = None,
    at: Fraction | None = None,
) -> str:
    """The guide as plain text: the chart, then every change by meter."""
    label = tp.label.lower()
    out = [
        f"{tp.table.name}: where the strategy moves as the {label} grows",
        f"The chart at the table's {label} of {float(tp.pay):,g} per coin, best first:",
    ]
    out += [f"  {i:>2}. {text}" for i, text in enumerate(tp.rule_texts, start=1)]
    out.append("")
    if not tp.changes:
        out.append(f"No line moves between {float(tp.low):,g} and {float(tp.high):,g} per coin.")
    else:
        out.append(
            f"From the meter shown ({coins} coins a bet), play the change "
            f"({len(tp.changes)} between {float(tp.low):,g} and {float(tp.high):,g} per coin):"
        )
        for c in tp.changes:
            line = f"  {_meter_text(c.pay, coins, denomination)}: {_move_text(c, tp)}"
            if at is not None:
                line += (
                    f"; ignoring it at {float(at):,g} costs {float(tp.cost_at(c, at)) * 100:.4f}%"
                )
            out.append(line)
    if at is not None:
        out += [
            "",
            f"At {_meter_text(at, coins, denomination)}: the chart returns "
            f"{float(tp.chart_return_at(at)) * 100:.4f}%, with the changes due there "
            f"{float(tp.guide_return_at(at)) * 100:.4f}%, perfect play "
            f"{float(tp.optimal_return_at(at)) * 100:.4f}%.",
        ]
    return "\n".join(out) + "\n"


def guide_meters(tp: TurningPoints) -> tuple[Fraction, ...]:
    """The pays per coin a printed guide prices the chart at: the table's, one and a
    half and twice it (within the pays looked at)."""
    wanted = (tp.pay, tp.pay * 3 / 2, tp.pay * 2)
    return tuple(x for x in wanted if tp.low <= x <= tp.high)


def turning_points_html(
    tp: TurningPoints,
    *,
    coins: int = 5,
    denomination: Fraction | None = None,
    up_to: Fraction | None = None,
    min_gain: Fraction = GUIDE_MIN_GAIN,
) -> str:
    """The printable guide, in the pocket card's style (simple HTML that Qt's
    ``QTextDocument`` lays out on a 4 x 6 inch card): the chart's rules numbered, the
    changes by meter with arrows (those up to ``up_to`` worth at least ``min_gain`` of
    the return there; how many smaller ones are left out is said), and the returns at a
    few meters."""
    e = html.escape
    label = tp.label.lower()
    rules = "".join(
        f"<tr><td align='right' valign='top'><b>{i}.</b></td>"
        f"<td>{e(text[0].upper() + text[1:])}</td></tr>"
        for i, text in enumerate(tp.rule_texts, start=1)
    )
    rows = []
    shown = shown_changes(tp, up_to, min_gain)
    left_out = len(shown_changes(tp, up_to)) - len(shown)
    for c in shown:
        money = (
            ""
            if denomination is None
            else f"<td align='right'>${float(c.pay * coins * denomination):,.0f}</td>"
        )
        number = _rule_number(tp, c.other_line)
        past = e(_inline(c.other_text)) + (f" ({number})" if number is not None else "")
        rows.append(
            f"<tr><td align='right'><b>{float(c.pay * coins):,.0f}</b></td>{money}"
            f"<td align='center'>{ARROWS[c.direction]}</td>"
            f"<td>{e(c.rule_text[0].upper() + c.rule_text[1:])} <span style='color:#555555;'>"
            f"{'above' if c.direction == 'up' else 'below'}</span> {past}</td></tr>"
        )
    money_head = "" if denomination is None else "<td align='right'><b>$</b></td>"
    changes = (
        "<p style='margin-top:4px;'>No line moves in this range.</p>"
        if not rows
        else "<table cellspacing='0' cellpadding='1' style='margin-top:4px; font-size: 7pt;'>"
        f"<tr><td align='right'><b>Coins</b></td>{money_head}<td></td>"
        "<td><b>From this meter on</b></td></tr>"
        f"{''.join(rows)}</table>"
    )
    omitted = (
        ""
        if left_out == 0
        else f"{left_out} smaller change{'s' if left_out > 1 else ''} (each worth less than "
        f"{float(min_gain) * 100:.4f}% of the return) left out. "
    )
    prices = " ".join(
        f"At {float(x * coins):,.0f} coins: chart {float(tp.chart_return_at(x)) * 100:.2f}%, "
        f"with the changes {float(tp.guide_return_at(x)) * 100:.2f}%, perfect play "
        f"{float(tp.optimal_return_at(x)) * 100:.2f}%."
        for x in guide_meters(tp)
    )
    return (
        "<html><body style='font-family: sans-serif; font-size: 7.5pt;'>"
        f"<p style='margin:0; font-size: 11pt;'><b>{e(tp.table.name)}</b></p>"
        f"<p style='margin:0 0 3px 0; color:#555555;'>{e(tp.label)} turning points: as "
        f"the meter ({coins} coins a bet) passes each figure, move the line as the arrow "
        "says. The chart, best first:</p>"
        "<table cellspacing='0' cellpadding='1' style='font-size: 7pt;'>"
        f"{rules}</table>"
        f"{changes}"
        f"<p style='margin-top:4px; font-size: 6.5pt; color:#333333;'>{e(omitted)}{e(prices)} "
        f"Each {label} meter figure is exact. Priced exactly by vptrainer.</p>"
        "</body></html>"
    )
