"""``vptrainer progressive``: what a rising progressive meter is worth to the next royal.

Meters are in coins for a max-bet royal (``--meter 8000`` is 1,600 per coin on a
5-coin bet); ``--rate`` is the fraction of each bet that goes to the meter (0.005 for
0.5%). With ``--denomination`` the amounts are in dollars too.
"""

from __future__ import annotations

import argparse
import json
from typing import IO, Any

from vptrainer.cli.common import EXIT_OK, exact, num


def cmd_progressive(args: argparse.Namespace, out: IO[str]) -> int:
    """Print the value of sitting down at a rising meter, and its break-even meter."""
    from vptrainer.core.bankroll.money import money
    from vptrainer.core.bankroll.rising import rising_meter
    from vptrainer.core.engine.prepared import prepare
    from vptrainer.core.engine.sweep import pay_sweep
    from vptrainer.core.games.builtin import resolve_table

    table = resolve_table(args.table)
    sweep = pay_sweep(prepare(table), args.line)
    r = rising_meter(
        sweep,
        meter=args.meter,
        rate=args.rate,
        coins=args.coins_per_bet,
        players=args.players,
        policy=args.policy,
        speed=args.speed,
    )
    coins = r.coins
    be = r.break_even_meter
    doc: dict[str, Any] = {
        "name": table.name,
        "line": r.key,
        "label": r.label,
        "meter": float(r.meter),
        "meter_exact": exact(r.meter),
        "meter_per_coin": float(r.meter / coins),
        "rate": float(r.rate),
        "rate_exact": exact(r.rate),
        "coins_per_bet": coins,
        "players": r.players,
        "policy": r.policy,
        "speed": r.speed,
        "expected_profit_coins": r.expected_profit,
        "expected_profit_bets": r.expected_profit / coins,
        "expected_hands": r.expected_hands,
        "expected_hours": r.expected_hours,
        "expected_meter_at_hit": r.expected_meter_at_hit,
        "p_own_royal": r.point.p_own_royal,
        "play_pay": r.point.play_pay,
        "return_at_meter": float(r.return_at_meter),
        "return_at_meter_exact": exact(r.return_at_meter),
        "fixed_meter_profit_coins": r.fixed_meter_profit,
        "break_even_meter": num(be),
        "break_even_meter_exact": exact(be) if not isinstance(be, float) else None,
        "break_even_meter_per_coin": r.break_even_pay,
    }
    if args.denomination is not None:
        wallet = money(args.denomination, coins)
        d = float(wallet.denomination)
        doc.update(
            {
                "denomination": d,
                "meter_dollars": float(r.meter) * d,
                "expected_profit_dollars": r.expected_profit * d,
                "expected_meter_at_hit_dollars": r.expected_meter_at_hit * d,
                "fixed_meter_profit_dollars": r.fixed_meter_profit * d,
                "break_even_meter_dollars": None if be is None else float(be) * d,
            }
        )
    out.write(json.dumps(doc) + "\n" if args.json else _text(doc))
    return EXIT_OK


def _money(doc: dict[str, Any], key: str, value: float | None) -> str:
    if value is None or "denomination" not in doc:
        return ""
    amount = doc[key]
    return f" ({'-' if amount < 0 else ''}${abs(amount):,.2f})"


def _text(doc: dict[str, Any]) -> str:
    coins = doc["coins_per_bet"]
    label = doc["label"].lower()
    players = doc["players"]
    bank = "you alone" if players == 1 else f"{players} players on the bank, you included"
    policy = (
        "re-optimising for the most profit to the next royal"
        if doc["policy"] == "value"
        else "playing the strategy of the highest return at each meter"
    )
    out = [
        f"{doc['name']}: a {label} meter rising by {doc['rate'] * 100:g}% of each bet "
        f"({bank}), {coins} coins a bet",
        f"Sitting down at {doc['meter']:,.2f} coins ({doc['meter_per_coin']:,.2f} per coin)"
        f"{_money(doc, 'meter_dollars', doc['meter'])}, {policy}:",
        f"  expected profit to the next royal  {doc['expected_profit_coins']:+,.2f} coins"
        f"{_money(doc, 'expected_profit_dollars', doc['expected_profit_coins'])}",
        f"  hands to it                        {doc['expected_hands']:,.0f} "
        f"({doc['expected_hours']:,.1f} hours at {doc['speed']:,} hands an hour)",
        f"  the meter when it hits             {doc['expected_meter_at_hit']:,.2f} coins"
        f"{_money(doc, 'expected_meter_at_hit_dollars', doc['expected_meter_at_hit'])}",
    ]
    if players > 1:
        out.append(f"  the chance that you hit it         {doc['p_own_royal'] * 100:.2f}%")
    out += [
        f"  first hand: the optimal strategy for a {label} of {doc['play_pay']:,.2f} per coin",
        f"  return at this meter               {doc['return_at_meter'] * 100:.4f}%",
        f"  if the meter stood still           {doc['fixed_meter_profit_coins']:+,.2f} coins"
        f"{_money(doc, 'fixed_meter_profit_dollars', doc['fixed_meter_profit_coins'])}",
    ]
    be = doc["break_even_meter"]
    if be is None:
        out.append("Break-even meter: none the model covers")
    else:
        out.append(
            f"Break-even meter: {be:,.2f} coins ({doc['break_even_meter_per_coin']:,.2f} per "
            f"coin){_money(doc, 'break_even_meter_dollars', be)}"
        )
    return "\n".join(out) + "\n"
