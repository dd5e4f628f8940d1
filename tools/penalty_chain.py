"""The lone-ace chain of sigmajove's Double Bonus charts put into our long level, exactly.

His charts hold an unsuited AK, AQ, AJ above an ace alone except where the ace alone is
better (``Just an A [no fp]``, ``[no <= 5]``, ``[dsc T offsuit]`` above ``AK, AQ, or
AJ``); ours hold the ace alone. This takes our level of N rules (the model's table and
the rules ``StrategyMaker.level`` chose), puts the chain's rules in at the place where
they add most, then deletes the rule whose loss is least until it has N rules again,
and prints each total against ours (read against the player); then the cheapest
deletions from ours.

    .venv/bin/python tools/penalty_chain.py double-bonus-9-7-5 49
"""

from __future__ import annotations

import sys
import time
from fractions import Fraction

from vptrainer.core.engine.hold_table import cached_hold_table
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator import model
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.generator.text import rule_text
from vptrainer.core.strategy.language import parse_strategy

CHAIN = (
    "A only with no discarded flush cards",
    "A only with no discarded 2-5",
    "A only with a discarded T offsuit",
    "AK, AQ, AJ",
)
TRIED = ((0, 3), (0, 2, 3), (0, 1, 2, 3))  # chain rules put in, in order


def cheapest(table: model.AtomTable, rules: rule_sets.Rules) -> tuple[rule_sets.Rules, int]:
    """``rules`` without the rule whose deletion loses least, and its total."""
    tried = [
        (rule_sets.make_level(table, rules[:j] + rules[j + 1 :]).worst_total, j)
        for j in range(len(rules))
    ]
    total, j = max(tried)
    return rules[:j] + rules[j + 1 :], total


def main(argv: list[str]) -> int:
    table_id, n = argv[0], int(argv[1])
    prepared = cached_prepare(load_builtin(table_id))
    maker = StrategyMaker(prepared, holds=cached_hold_table(prepared))
    game = game_of(maker.table)
    started = time.process_time()
    base, level = maker._long_level(n, None, None)
    points = 100 / maker.denominator
    ours = level.worst_total
    print(f"ours, {n} rules: {float(Fraction(ours, maker.denominator)) * 100:.6f}%", end="")
    print(f" ({time.process_time() - started:.0f} s CPU)")
    said = [parse_strategy(line + "\n", game).rules[0].patterns for line in CHAIN]
    table = model.with_patterns(base, [p for ps in said for p in ps])
    items, at = [], len(base.atoms)
    for ps in said:
        items.append(tuple(range(at, at + len(ps))))
        at += len(ps)
    for use in TRIED:
        best = (ours, -1, level.rules)
        for place in range(len(level.rules) + 1):
            trial = (*level.rules[:place], *(items[u] for u in use), *level.rules[place:])
            total = rule_sets.make_level(table, trial).worst_total
            if total > best[0]:
                best = (total, place, trial)
        total, place, rules = best
        same = total
        while len(rules) > len(level.rules):
            rules, same = cheapest(table, rules)
        names = " | ".join(CHAIN[u] for u in use)
        print(
            f"{names} (above rule {place + 1}): +{len(use)} rules {(total - ours) * points:+.6f}, "
            f"the same size {(same - ours) * points:+.6f} points"
        )
    rules = level.rules
    for _ in range(3):
        fewer, total = cheapest(base, rules)
        gone = next(r for r in rules if r not in fewer)
        print(f"ours without {rule_text([base.atoms[a] for a in gone], game, None)}: ", end="")
        print(f"{(total - ours) * points:+.6f} points")
        rules = fewer
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
