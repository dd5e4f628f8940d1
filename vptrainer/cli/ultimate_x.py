"""``vptrainer ultimate-x``: a pay table played as Ultimate X, solved exactly; and the
Ultimate X ranking of ``vptrainer hand --ultimate-x``."""

from __future__ import annotations

import argparse
import json
from typing import IO, Any

from vptrainer.cli.common import EXIT_OK


def _game(args: argparse.Namespace, lines: int) -> Any:
    from vptrainer.core.features.ultimate_x.multipliers import resolve_multipliers
    from vptrainer.core.features.ultimate_x.solver import UltimateXGame
    from vptrainer.core.games.builtin import resolve_table

    table = resolve_table(args.table)
    multipliers = resolve_multipliers(table, lines, family_id=args.family, path=args.multipliers)
    return UltimateXGame(table, multipliers, lines, five_coin=args.five_coin)


def cmd_ultimate_x(args: argparse.Namespace, out: IO[str]) -> int:
    """Print the exact return of a table played as Ultimate X."""
    from vptrainer.core.features.ultimate_x.report import solution_json, solution_text
    from vptrainer.core.features.ultimate_x.solver import cached_solve

    result = cached_solve(_game(args, args.lines))
    out.write(json.dumps(solution_json(result)) + "\n" if args.json else solution_text(result))
    return EXIT_OK


def cmd_hand_ultimate_x(args: argparse.Namespace, out: IO[str], stdin: IO[str]) -> int:
    """Rank the 32 holds of a hand (or of every hand read from stdin) by their exact value
    at a total multiplier."""
    from vptrainer.core.cards import CardError, parse_cards
    from vptrainer.core.errors import VPError
    from vptrainer.core.features.ultimate_x.hands import best_hold_segments, hand_values
    from vptrainer.core.features.ultimate_x.report import hand_json, hand_text
    from vptrainer.core.features.ultimate_x.solver import cached_solve

    game = _game(args, args.ultimate_x)
    states = game.states
    total = states[0] if args.total_multiplier is None else args.total_multiplier
    if not states[0] <= total <= states[-1]:
        raise VPError(
            f"--total-multiplier {total}: with {game.lines} lines the total multiplier is "
            f"from {states[0]} to {states[-1]}"
        )
    jokers = game.table.game.jokers
    cards = None if args.cards == ["-"] else parse_cards(args.cards, count=5, jokers=jokers)
    result = cached_solve(game)

    def one(tokens: tuple[str, ...], cards: tuple[int, ...], as_json: bool) -> str:
        hand = hand_values(result, cards, total)
        segments = best_hold_segments(result, cards)
        if as_json:
            return json.dumps(hand_json(hand, tokens, segments)) + "\n"
        return hand_text(hand, tokens, segments)

    if args.cards == ["-"]:
        for lineno, line in enumerate(stdin, start=1):
            if not line.strip():
                continue
            try:
                parsed = parse_cards(line, count=5, jokers=jokers)
            except CardError as exc:
                raise CardError(f"standard input line {lineno}: {exc}") from None
            out.write(one(parsed.tokens, parsed.cards, True))
            out.flush()
        return EXIT_OK
    assert cards is not None
    out.write(one(cards.tokens, cards.cards, args.json))
    return EXIT_OK
