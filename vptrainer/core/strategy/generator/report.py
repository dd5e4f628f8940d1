"""Generated charts as JSON and text: what ``vptrainer strategy make`` prints.

JSON keys: ``table``, ``name``, ``rule_count`` ("discard everything" not counted),
``rules`` (each ``text``, ``section`` (its heading, ``""`` in a game without wild
cards), ``counted``, ``ev_min``, ``ev_max`` per coin, ``deals``, ``error``),
``return_exact``, ``return_worst_exact`` (``"p/q"``),
``return``, ``optimal_exact``, ``cost``, and with exceptions ``exceptions`` (each
``text``, ``above_rule`` (the number of the rule it goes above or into, from 1 in its
section), ``above_section`` (that rule's heading), ``line`` (the text of the card's
line it is printed in: consecutive exceptions at one place that differ only in their
ranks are one comma list), ``deals``, ``gain``, ``return_after_exact``),
``exceptions_return_exact`` and ``remaining_deals``. The text is the chart in the
strategy language, its returns and each rule's EV range as comments; exceptions
follow as comments, so the text reads back into the chart's own return.
"""

from __future__ import annotations

from typing import Any

from vptrainer.core.engine.report import fraction_text
from vptrainer.core.strategy.generator.charts import Chart
from vptrainer.core.strategy.generator.exceptions import Exceptions, exception_lines


def chart_json(chart: Chart, exceptions: Exceptions | None = None) -> dict[str, Any]:
    """A chart (and its exceptions) as plain JSON data."""
    doc: dict[str, Any] = {
        "table": chart.table.name,
        "name": chart.strategy.name,
        "rule_count": chart.rule_count,
        "rules": [
            {
                "text": r.text,
                "section": r.section,
                "counted": r.counted,
                "ev_min": None if r.ev_min is None else float(r.ev_min),
                "ev_max": None if r.ev_max is None else float(r.ev_max),
                "deals": r.deals,
                "error": float(r.error),
            }
            for r in chart.rules
        ],
        "return_exact": fraction_text(chart.return_exact),
        "return_worst_exact": fraction_text(chart.return_worst_exact),
        "return": float(chart.return_exact),
        "optimal_exact": fraction_text(chart.optimal_exact),
        "cost": float(chart.cost_exact),
    }
    if exceptions is not None:
        # each exception's line (the lines hold every exception, in order)
        lines = exception_lines(exceptions, chart.strategy.game)
        line_texts = [line.text for line in lines for _ in line.members]
        doc["exceptions"] = [
            {
                "text": e.text,
                "line": line,
                "above_rule": chart.rule_number(chart.exception_place(e)),
                "above_section": chart.rules[chart.exception_place(e)].section,
                "deals": e.deals,
                "gain": float(e.gain),
                "return_after_exact": fraction_text(e.return_after),
            }
            for e, line in zip(exceptions.rules, line_texts, strict=True)
        ]
        last = exceptions.rules[-1].return_after if exceptions.rules else chart.return_exact
        doc["exceptions_return_exact"] = fraction_text(last)
        doc["remaining_deals"] = exceptions.remaining_deals
    return doc


def exceptions_comment(exceptions: Exceptions, chart: Chart) -> str:
    """The exceptions of a basic chart as comment lines, to follow its text."""
    out = [
        "",
        "# Exceptions: each rule below goes above the rule it names (or into it, between",
        "# the hands it joins), in the order they were found; the gain is what each adds",
        "# to the return with the ones before it (percent of the bet).",
    ]
    for line in exception_lines(exceptions, chart.strategy.game):
        e = line.first
        at = chart.exception_place(e)
        where = f"{chart.rules[at].section} " if chart.rules[at].section else ""
        into = e.split and chart.rules[at].source == e.above  # between the rule's hands
        out.append(
            f"#   {'into' if into else 'above'} {where}rule {chart.rule_number(at)}: "
            f"{line.text}   (+{float(line.gain) * 100:.5f}%, {line.deals:,} deals)"
        )
    if exceptions.rules:
        out.append(
            f"# With all of them: {float(exceptions.rules[-1].return_after) * 100:.5f}%; "
            f"{exceptions.remaining_deals:,} deals still differ from optimal play "
            f"({float(exceptions.remaining) * 100:.5f}%)."
        )
    else:
        out.append("# None found.")
    return "\n".join(out) + "\n"


def chart_text(chart: Chart, exceptions: Exceptions | None = None) -> str:
    """A chart as strategy text, its exceptions (if any) as comments after it."""
    text = chart.text()
    if exceptions is not None:
        text += exceptions_comment(exceptions, chart)
    return text
