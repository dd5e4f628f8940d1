"""Strategy evaluations as JSON and text: what ``vptrainer strategy`` prints.

``strategy eval --json`` keys: ``return_exact``, ``return_worst_exact`` (``"p/q"``),
``return``, ``optimal_exact``, ``cost``, ``ambiguous_deals``, ``categories`` (as in
``analyze --json``), ``variance`` and ``rules`` (each with ``text``, ``deals``,
``ev_min``, ``ev_max``, ``error``, ``worst_example``). ``strategy cross --json``
keys: ``return_exact``, ``return_worst_exact``, ``return``, ``optimal_exact``, ``cost``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from vptrainer.core.cards import format_cards
from vptrainer.core.engine.report import categories_json, categories_text, fraction_text
from vptrainer.core.strategy.evaluation import CrossResult, Example, RuleResult, StrategyResult


def _sorted_text(cards: tuple[int, ...]) -> str:
    """Cards high rank first: ``Ac Kd 9c 5h 2c``."""
    return format_cards(sorted(cards, key=lambda c: (-(c >> 2), c & 3)))


def example_json(example: Example | None) -> dict[str, Any] | None:
    """A rule's worst deal: the deal, what the rule held, what optimal play holds."""
    if example is None:
        return None
    return {
        "deal": _sorted_text(example.deal),
        "held": _sorted_text(example.held),
        "optimal_held": _sorted_text(example.optimal),
        "ev": float(example.ev),
        "optimal_ev": float(example.optimal_ev),
        "loss": float(example.loss),
    }


def _rule_json(rule: RuleResult) -> dict[str, Any]:
    return {
        "text": rule.text,
        "deals": rule.deals,
        "ev_min": None if rule.ev_min is None else float(rule.ev_min),
        "ev_max": None if rule.ev_max is None else float(rule.ev_max),
        "error": float(rule.error),
        "worst_example": example_json(rule.worst_example),
    }


def strategy_json(result: StrategyResult) -> dict[str, Any]:
    """An evaluation as plain JSON data (the keys in the module docstring)."""
    return {
        "return_exact": fraction_text(result.return_exact),
        "return_worst_exact": fraction_text(result.return_worst_exact),
        "return": result.return_float,
        "optimal_exact": fraction_text(result.optimal_exact),
        "cost": result.cost,
        "ambiguous_deals": result.ambiguous_deals,
        "categories": categories_json(result.categories),
        "variance": result.variance,
        "rules": [_rule_json(r) for r in result.rules],
        "warnings": list(result.warnings),
    }


def cross_json(result: CrossResult) -> dict[str, Any]:
    """A strategy-mismatch result as plain JSON data."""
    return {
        "return_exact": fraction_text(result.return_exact),
        "return_worst_exact": fraction_text(result.return_worst_exact),
        "return": result.return_float,
        "optimal_exact": fraction_text(result.optimal_exact),
        "cost": result.cost,
    }


def _percent(x: Fraction | float) -> str:
    return f"{float(x) * 100:.4f}%"


def _per_bet_lost(cost: Fraction) -> str:
    if cost <= 0:
        return "nothing lost to optimal play"
    return f"one bet lost every {float(1 / cost):,.0f} hands"


def _ev_range(rule: RuleResult) -> str:
    if rule.ev_min is None or rule.ev_max is None:
        return "-"
    if rule.ev_min == rule.ev_max:
        return f"{float(rule.ev_min):.4f}"
    return f"{float(rule.ev_min):.4f}-{float(rule.ev_max):.4f}"


def _example_text(example: Example) -> str:
    held = _sorted_text(example.held) or "nothing"
    best = _sorted_text(example.optimal) or "nothing"
    return (
        f"{_sorted_text(example.deal)}: holds {held} ({float(example.ev):.4f}), "
        f"best {best} ({float(example.optimal_ev):.4f})"
    )


def strategy_text_report(result: StrategyResult) -> str:
    """The report ``vptrainer strategy eval`` prints: return, cost, and rule by rule."""
    s = result.strategy
    title = s.name or s.source
    out = [
        f"{title} on {result.table.name}",
        f"Return           {_percent(result.return_exact)}   "
        f"exactly {fraction_text(result.return_exact)}",
    ]
    if result.ambiguous_deals:
        out.append(
            f"  read against the player {_percent(result.return_worst_exact)}   exactly "
            f"{fraction_text(result.return_worst_exact)}"
        )
        out.append(
            f"  {result.ambiguous_deals:,} deals match several holds of their rule, "
            f"{result.ambiguous_ev_deals:,} of them with different EVs"
        )
    out += [
        f"Optimal return   {_percent(result.optimal_exact)}   "
        f"exactly {fraction_text(result.optimal_exact)}",
        f"Cost             {_percent(result.cost_exact)}   {_per_bet_lost(result.cost_exact)}",
        f"Variance         {result.variance:.4f}",
        "",
    ]
    rows = list(result.rules)
    if result.unmatched.deals:
        rows.append(result.unmatched)
    width = min(48, max(len("Rule"), *(len(r.text) for r in rows)))
    out.append(f"{'#':>3}  {'Rule':<{width}}  {'Deals':>9}  {'EV range':>17}  {'Error':>9}")
    for r in rows:
        number = str(r.index + 1) if r is not result.unmatched else "-"
        text = r.text if len(r.text) <= width else r.text[: width - 3] + "..."
        out.append(
            f"{number:>3}  {text:<{width}}  {r.deals:>9,}  {_ev_range(r):>17}  "
            f"{_percent(r.error):>9}"
        )
    examples = [r for r in rows if r.worst_example is not None]
    if examples:
        out += ["", "Where each rule loses the most (EV per coin):"]
        for r in examples:
            number = str(r.index + 1) if r is not result.unmatched else "-"
            assert r.worst_example is not None
            out.append(f"{number:>3}  {_example_text(r.worst_example)}")
    if result.warnings:
        out += ["", "Readings to check:"]
        out += [f"  {w}" for w in result.warnings]
    out += ["", "Final hands (ambiguities read for the player):"]
    out += categories_text(result.categories, result.total_combinations, result.return_float)
    return "\n".join(out) + "\n"


def cross_text_report(result: CrossResult) -> str:
    """The report ``vptrainer strategy cross`` prints."""
    b = result.strategy_table.name
    out = [
        f"{b}'s optimal holds played on {result.played.name}",
        f"Return           {_percent(result.return_exact)}   "
        f"exactly {fraction_text(result.return_exact)}",
    ]
    if result.return_worst_exact != result.return_exact:
        out.append(
            f"  ties in {b}'s best hold resolved against the player: "
            f"{_percent(result.return_worst_exact)}   exactly "
            f"{fraction_text(result.return_worst_exact)}"
        )
    out += [
        f"Optimal return   {_percent(result.optimal_exact)}   "
        f"exactly {fraction_text(result.optimal_exact)}",
        f"Cost             {_percent(result.cost_exact)}   {_per_bet_lost(result.cost_exact)}",
        f"Deals with tied best holds in {b}: {result.tied_deals:,}",
        f"Deals played otherwise than optimally on {result.played.name}: "
        f"{result.differing_deals:,}",
    ]
    return "\n".join(out) + "\n"
