"""What a chart played as Ultimate X reports: one JSON schema and one text, for the
command line and the app alike (``strategy eval|make --ultimate-x``)."""

from __future__ import annotations

from typing import Any

from vptrainer.core.cards import format_card
from vptrainer.core.features.ultimate_x.charts import UltimateXChart
from vptrainer.core.features.ultimate_x.strategy import (
    UltimateXRuleResult,
    UltimateXStrategyResult,
)


def _cards(cards: tuple[int, ...] | None) -> str | None:
    return None if cards is None else " ".join(format_card(c) for c in cards)


def _rule_json(r: UltimateXRuleResult) -> dict[str, Any]:
    example = None
    if r.worst_deal is not None:
        example = {
            "deal": _cards(r.worst_deal),
            "held": _cards(r.worst_held),
            "optimal_held": _cards(r.worst_optimal),
            "total_multiplier": r.worst_total_multiplier,
            "loss_coins": r.worst_loss_coins,
        }
    return {
        "text": r.text,
        "line": r.line,
        "condition": r.condition or None,
        "share": r.share,
        "error": r.error,
        "worst_example": example,
    }


def ux_strategy_json(res: UltimateXStrategyResult) -> dict[str, Any]:
    """A chart's price under the chain as a JSON object (returns per coin bet)."""
    r = res.result
    return {
        "table": r.game.table.name,
        "lines": r.lines,
        "multiplier_table": r.game.multipliers.name,
        "strategy": res.strategy.strategy.name or res.strategy.strategy.source,
        "return": res.expected_return,
        "return_worst": res.return_worst,
        "optimal_return": res.optimal_return,
        "cost": res.cost,
        "base_strategy_return": r.base_strategy_return,
        "base_game_return_of_chart": None if res.base_return is None else float(res.base_return),
        "conditional_rules": sum(1 for c in res.strategy.conditions if c),
        "policies": res.policies,
        "bands": [{"from": a, "to": b, "policy": k} for a, b, k in res.bands],
        "mean_multiplier": res.mean_multiplier,
        "total_multiplier_shares": {
            str(m): s for m, s in zip(r.states, res.stationary, strict=True) if s > 0
        },
        "rules": [_rule_json(x) for x in res.rules],
        "unmatched": _rule_json(res.unmatched),
        "seconds": res.seconds,
    }


def ux_strategy_text(res: UltimateXStrategyResult) -> str:
    """A chart's price under the chain, as text."""
    r = res.result
    s = "s" if r.lines > 1 else ""
    name = res.strategy.strategy.name or res.strategy.strategy.source
    out = [
        f"{name} played as Ultimate X on {r.game.table.name}, {r.lines} line{s} "
        f"({r.game.multipliers.name})",
        f"  return            {res.expected_return * 100:.4f}%  (exact under the chain of the "
        "total multiplier)",
    ]
    if abs(res.return_worst - res.expected_return) > 1e-15:
        out.append(
            f"  read against you  {res.return_worst * 100:.4f}%  (a rule that fits several "
            "holds takes the one of lowest EV)"
        )
    out += [
        f"  optimal play      {res.optimal_return * 100:.4f}%  (cost {res.cost * 100:.4f}%)",
        f"  the base game's optimal holds  {r.base_strategy_return * 100:.4f}%",
    ]
    if res.base_return is not None:
        out.append(
            f"  the chart on the base game     {float(res.base_return) * 100:.4f}%  (no "
            "feature, every condition ignored)"
        )
    out += [
        f"  a line's mean multiplier       {res.mean_multiplier:.4f}",
    ]
    if res.policies > 1:
        bands = ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b, _ in res.bands)
        out.append(f"  total multipliers where the rules that apply change: {bands}")
    out += ["", "  share    error     rule"]
    for x in (*res.rules, res.unmatched):
        if x.share <= 0 and x.error <= 0:
            continue
        cond = f" {x.condition}" if x.condition else ""
        out.append(f"  {x.share * 100:6.3f}%  {x.error * 100:.5f}%  {x.text}{cond}")
        if x.worst_deal is not None and x.worst_loss_coins > 5e-7:
            out.append(
                f"           worst: {_cards(x.worst_deal)} at {x.worst_total_multiplier}x: "
                f"held {_cards(x.worst_held) or 'nothing'}, best "
                f"{_cards(x.worst_optimal) or 'nothing'} (-{x.worst_loss_coins:.4f} coins)"
            )
    out.append("")
    out.append(
        "  share: of hands played (in the chain's steady state); error: the return it gives "
        "up against optimal play, per coin bet (the errors add up to the cost)."
    )
    return "\n".join(out) + "\n"


def ux_chart_json(chart: UltimateXChart) -> dict[str, Any]:
    """A generated Ultimate X chart: its text and its price beside the optimum."""
    return {
        "text": chart.text,
        "return": chart.expected_return,
        "optimal_return": chart.optimal_return,
        "cost": chart.priced.cost,
        "base_chart_return": chart.base_priced.expected_return,
        "base_strategy_return": chart.priced.result.base_strategy_return,
        "bands": [{"from": a, "to": b} for a, b in chart.bands],
        "conditional_rules": chart.exceptions,
        "rules": len(chart.priced.rules),
        "seconds": chart.seconds,
        "evaluation": ux_strategy_json(chart.priced),
    }
