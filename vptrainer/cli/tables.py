"""``vptrainer tables``: the built-in pay tables."""

from __future__ import annotations

from typing import IO

from vptrainer.cli.common import EXIT_OK


def cmd_tables(out: IO[str]) -> int:
    """List the built-in pay tables."""
    from vptrainer.core.games.builtin import builtin_catalog

    rows = builtin_catalog()
    width = max(len(r.id) for r in rows)
    name_width = max(34, *(len(r.name) for r in rows))
    games = [r.game.short_text() for r in rows]
    game_width = max(7, *(len(g) for g in games))
    for r, game in zip(rows, games, strict=True):
        pub = f"{r.published_return * 100:.4f}%" if r.published_return else ""
        out.write(
            f"{r.id:<{width}}  {r.name:<{name_width}} {game:<{game_width}} "
            f"{r.game.deck_size} cards  {pub}".rstrip()
            + "\n"
        )
    return EXIT_OK
