"""What an Ultimate X solution and a hand at a total multiplier report: one JSON schema
and one text, for the command line and the app alike."""

from __future__ import annotations

from typing import Any

from vptrainer.core.features.ultimate_x.hands import Segment, UltimateXHand
from vptrainer.core.features.ultimate_x.multipliers import MultiplierTable
from vptrainer.core.features.ultimate_x.solver import (
    COINS_FEATURE,
    COINS_PLAIN,
    UltimateXResult,
)


def _exact(value: Any) -> str:
    return f"{value.numerator}/{value.denominator}"


def multipliers_json(table: MultiplierTable) -> dict[str, Any]:
    """A multiplier table: its name, origin and entries."""
    return {
        "name": table.name,
        "id": table.builtin_id,
        "family": table.family or None,
        "lines": table.lines,
        "source": table.source,
        "multipliers": dict(table.multipliers),
    }


def solution_json(result: UltimateXResult) -> dict[str, Any]:
    """The solution as a JSON object (returns per coin bet, shares as fractions of 1)."""
    game = result.game
    return {
        "table": game.table.name,
        "table_id": game.table.builtin_id,
        "lines": game.lines,
        "five_coin": game.five_coin,
        "multiplier_table": multipliers_json(game.multipliers),
        "line_multipliers": {
            ln.key: m for ln, m in zip(game.table.lines, game.line_multipliers, strict=False)
        },
        "return": result.expected_return,
        "base_game_return": float(result.base_game_return),
        "base_game_return_exact": _exact(result.base_game_return),
        "base_strategy_return": result.base_strategy_return,
        "approximation_return": result.approximation_return,
        "approximation_c": result.approximation_c,
        "multiplier_frequencies": {str(m): f for m, f in result.multiplier_frequencies},
        "mean_multiplier": result.mean_multiplier,
        "variance": result.variance,
        "sd": result.sd,
        "coins_per_game": result.coins_per_game,
        "states": [
            {
                "total_multiplier": m,
                "share": share,
                "value": value,
                "coins_per_line": COINS_FEATURE if bet else COINS_PLAIN,
            }
            for m, share, value, bet in zip(
                result.states,
                result.stationary,
                result.relative_values,
                result.feature_bet,
                strict=True,
            )
        ],
        "depends_on_multiplier": result.depends_on_multiplier,
        "differs_from_base_strategy": result.differs_from_base,
        "iterations": result.iterations,
        "candidates": result.candidates,
        "seconds": result.seconds,
    }


def _pct(x: float) -> str:
    return f"{100 * x:.4f}%"


def solution_text(result: UltimateXResult) -> str:
    """The solution as a few lines of text."""
    game = result.game
    lines = [
        f"{game.table.name} as Ultimate X, {game.lines} line{'s' if game.lines > 1 else ''}"
        f"{', with the 5-coin option' if game.five_coin else ''}",
        f"Multipliers      {game.multipliers.name}: {game.multipliers.describe()}",
        f"Return           {_pct(result.expected_return)}   (perfect play, per coin bet)",
        f"Base game        {_pct(float(result.base_game_return))}   (5 coins a line, no feature)",
        f"Base strategy    {_pct(result.base_strategy_return)}   "
        "(the feature played with the base game's holds)",
        f"Approximation    {_pct(result.approximation_return)}   (holds ranked by M x EV + "
        f"{result.approximation_c:.4f} x lines x E[next multiplier])",
        "Line multipliers "
        + "  ".join(f"{m}x {100 * f:.2f}%" for m, f in result.multiplier_frequencies),
        f"Mean multiplier  {result.mean_multiplier:.4f} a line",
    ]
    if game.five_coin:
        five = [m for m, bet in zip(result.states, result.feature_bet, strict=True) if not bet]
        ten = len(result.states) - len(five)
        if five:
            lines.append(
                f"Bets             10 coins a line at {ten} total multipliers, 5 coins at "
                f"{len(five)} (from {five[0]}x); {result.coins_per_game:.2f} coins a game"
            )
        else:
            lines.append("Bets             always 10 coins a line")
    if result.variance is not None and result.sd is not None:
        lines.append(
            f"Variance         {result.variance:,.1f} coins squared a game "
            f"(sd {result.sd:,.2f} coins; one game, the chain in its steady state)"
        )
    lines += [
        f"Hold depends on M  {_pct(result.depends_on_multiplier)} of deals (feature on); "
        f"{_pct(result.differs_from_base)} are played otherwise than the base game at some M",
        f"Solved exactly in {result.iterations} policy iterations, {result.seconds:.2f} s",
    ]
    return "\n".join(lines) + "\n"


def _segment_json(seg: Segment) -> dict[str, Any]:
    return {"from": seg.start, "to": seg.stop, "mask": seg.mask, "tied": list(seg.tied)}


def hand_json(
    hand: UltimateXHand, tokens: tuple[str, ...], segments: tuple[Segment, ...]
) -> dict[str, Any]:
    """A hand at a total multiplier: its 32 holds best first, and where the best hold
    changes as the total multiplier runs over the game's range."""
    return {
        "hand": list(tokens),
        "lines": hand.result.game.lines,
        "total_multiplier": hand.total_multiplier,
        "coins_per_line": COINS_FEATURE if hand.feature_on else COINS_PLAIN,
        "holds": [
            {
                "mask": h.mask,
                "held": [tokens[i] for i in range(5) if h.mask >> i & 1],
                "ev": float(h.ev),
                "ev_exact": _exact(h.ev),
                "mean_next_multiplier": h.mean_next,
                "next_multipliers": {
                    str(m): p
                    for m, p in zip(hand.result.game.values, h.next_multipliers, strict=True)
                },
                "value": h.value,
                "cost_coins": COINS_PLAIN * (hand.holds[0].value - h.value) if not h.best else 0.0,
                "best": h.best,
            }
            for h in hand.holds
        ],
        "best_by_total_multiplier": [
            {**_segment_json(s), "held": [tokens[i] for i in range(5) if s.mask >> i & 1]}
            for s in segments
        ],
    }


def hand_text(hand: UltimateXHand, tokens: tuple[str, ...], segments: tuple[Segment, ...]) -> str:
    """A hand at a total multiplier as text: the 32 holds, then the best by range of M."""
    game = hand.result.game

    def held(mask: int) -> str:
        return " ".join(tokens[i] for i in range(5) if mask >> i & 1) or "(discard all)"

    bet = "" if hand.feature_on else ", 5 coins a line"
    out = [
        f"{' '.join(tokens)}  ({game.table.name}, Ultimate X {game.lines} line"
        f"{'s' if game.lines > 1 else ''}, total multiplier {hand.total_multiplier}{bet})",
        f"{'Hold':<16}  {'EV per coin':>12}  {'next mult':>9}  {'value':>12}  {'cost (coins)':>12}",
    ]
    top = hand.holds[0].value
    for h in hand.holds:
        cost = 0.0 if h.best else COINS_PLAIN * (top - h.value)
        mark = "  best" if h.best else ""
        out.append(
            f"{held(h.mask):<16}  {float(h.ev):>12.6f}  {h.mean_next:>9.4f}  {h.value:>12.6f}  "
            f"{cost:>12.4f}{mark}"
        )
    out.append("Best hold by total multiplier M (feature on):")
    for s in segments:
        out.append(f"  M {s.start:8.3f} to {s.stop:8.3f}: {held(s.mask)}")
    return "\n".join(out) + "\n"
