"""``vptrainer feature``: an extra-bet game's exact return, variance and strategy changes.

Returns are per coin bet with every coin the game takes counted; variances are of one
round's net result in bets of one line (five coins) squared; a round costs ``stake``
bets. The built-in data and where they come from: docs/feature-games.md.
"""

from __future__ import annotations

import argparse
import json
import math
from typing import IO, TYPE_CHECKING, Any

from vptrainer.cli.common import EXIT_OK, exact

if TYPE_CHECKING:
    from vptrainer.core.features.games import FeatureRequest, FeatureResult


def feature_request(args: argparse.Namespace, game: str) -> FeatureRequest:
    """The typed request of the command line's feature options."""
    from vptrainer.core.features.common import Weighted
    from vptrainer.core.features.games import FeatureRequest

    return FeatureRequest(
        game=game,
        lines=getattr(args, "lines", None),
        multipliers=args.multipliers,
        free_rides=args.free_rides,
        deluxe=args.deluxe,
        weights=None if args.weights is None else Weighted.of(args.weights, "--weights"),
        wheel=None if args.wheel is None else Weighted.of(args.wheel, "--wheel"),
        hundred_play=args.hundred_play,
        trigger=args.trigger,
        rule=args.rule,
        coins=args.coins_bet,
    )


def cmd_feature(args: argparse.Namespace, out: IO[str]) -> int:
    """Print a feature game's analysis as text or one JSON object."""
    from vptrainer.core.features.data import source
    from vptrainer.core.features.games import TITLES, run_feature
    from vptrainer.core.games.builtin import resolve_table

    table = resolve_table(args.table)
    result = run_feature(table, feature_request(args, args.game))
    doc = feature_doc(result)
    doc["title"] = TITLES[args.game]
    doc["data_source"] = source(args.game)
    out.write(json.dumps(doc) + "\n" if args.json else _text(doc))
    return EXIT_OK


def feature_doc(result: FeatureResult) -> dict[str, Any]:
    """The JSON object of a feature analysis (``return``, ``variance``, ``seconds``...)."""
    variance = result.variance_exact
    stake = result.stake
    doc: dict[str, Any] = {
        "game": result.game,
        "name": result.table.name,
        "return": float(result.return_exact),
        "return_exact": exact(result.return_exact),
        "base_return": float(result.base_return),
        "extra_bet_worth": float(result.return_exact - result.base_return),
        "stake": float(stake),
        "variance": float(variance),
        "variance_exact": exact(variance),
        "sd": math.sqrt(variance),
        "variance_per_unit_bet": float(variance / (stake * stake)),
        "seconds": result.elapsed_s,
    }
    doc.update(result.report())
    return doc


def _text(doc: dict[str, Any]) -> str:
    lines = [
        f"{doc['title']} on {doc['name']}",
        f"Return {doc['return'] * 100:.4f}% per coin bet (the base game: "
        f"{doc['base_return'] * 100:.4f}%, the feature adds {doc['extra_bet_worth'] * 100:+.4f}%)",
        f"A round costs {doc['stake']:g} bets of one line; variance of its result "
        f"{doc['variance']:.4f} (SD {doc['sd']:.4f} bets)",
    ]
    game = doc["game"]
    if game == "multi-strike":
        lines.append("Level  multiplier  free ride  value      no free ride  reach     changes")
        for lv in doc["levels"]:
            ch = lv["strategy_changes"]
            lines.append(
                f"{lv['level']:>5}  {lv['multiplier']:>10}x  {lv['free_ride'] * 100:>8.2f}%  "
                f"{lv['value']:>9.6f}  {lv['value_no_free_ride']:>12.6f}  "
                f"{lv['reach_probability'] * 100:>7.3f}%  {ch['frequency'] * 100:.3f}% of deals, "
                f"cost {ch['cost'] * 100:.4f}%"
            )
    elif game in ("super-times-pay", "hot-roll"):
        lines.append(
            f"Mean multiplier {doc['mean_multiplier']:.6f}, mean square "
            f"{doc['mean_square_multiplier']:.6f}; {doc['strategy']}"
        )
    elif game == "wheel-poker":
        ch = doc["strategy_changes"]
        lines += [
            f"Mean prize {doc['mean_prize']:.6f} coins; natural quads "
            f"{doc['quad_probability'] * 100:.4f}% of lines",
            f"Strategy changes on {ch['frequency'] * 100:.3f}% of deals; the base game's holds "
            f"return {doc['return_with_base_strategy'] * 100:.4f}% (cost {ch['cost'] * 100:.4f}%)",
        ]
    elif game == "dream-card":
        r = doc["returns"]
        lines.append(
            f"Dream Card chance {doc['trigger']:g}: best-EV card {r['best-ev'] * 100:.4f}%, "
            f"best-hand card {r['best-hand'] * 100:.4f}% (the rule costs "
            f"{doc['rule_cost'] * 100:.4f}%; they differ on {doc['rules_differ'] * 100:.3f}% "
            "of Dream Card deals)"
        )
    elif game == "big-times-draw":
        lines.append(
            f"{doc['coins']} coins a line; mean multiplier {doc['multiplier_mean']:.6f}; "
            f"{doc['strategy']}"
        )
    elif game == "spin-poker":
        sd = ", ".join(f"{x:.3f}" for x in doc["sd_per_hand"])
        multi = ", ".join(f"{x:.3f}" for x in doc["multi_play_sd_per_hand"])
        lines += [f"SD per hand, 1-9 lines: {sd}", f"Multi-play for comparison: {multi}"]
    for key in ("strategy_changes",):
        ch = doc.get(key)
        if ch and ch.get("top"):
            lines.append("Holds that change most (deal: base hold -> feature hold, gain):")
            lines += [
                f"  {c['deal']}: {c['base_hold']} -> {c['hold']} ({c['gain']:+.4f})"
                for c in ch["top"][:5]
            ]
    lines.append(f"Data: {doc['data_source']}")
    lines.append(f"({doc['seconds']:.2f} s)")
    return "\n".join(lines) + "\n"
