"""``vptrainer tables``: the built-in pay tables."""

from __future__ import annotations

import json
from typing import IO

from vptrainer.cli.common import EXIT_OK, terminal_width


def cmd_tables(out: IO[str], *, as_json: bool = False) -> int:
    """List the built-in pay tables: as a table fitted to the terminal, or as JSON."""
    from vptrainer.core.games.builtin import builtin_catalog
    from vptrainer.core.games.pays import published_percent
    from vptrainer.core.plaintext import Column, fit_table

    rows = builtin_catalog()
    if as_json:
        doc = [
            {
                "id": r.id,
                "name": r.name,
                "family": r.family,
                "wild": r.game.short_text(),
                "deck_size": r.game.deck_size,
                "published_return": r.published_return,
                "published_return_text": (
                    published_percent(r.published_return) if r.published_return else None
                ),
            }
            for r in rows
        ]
        out.write(json.dumps(doc) + "\n")
        return EXIT_OK
    columns = (
        Column("Id", "<"),
        Column("Name", "<", shrink=True, min_width=16, drop=2),
        Column("Wild", "<", drop=4),
        Column("Deck", drop=3),
        Column("Published", drop=1),
    )
    cells = [
        [
            r.id,
            r.name,
            r.game.short_text(),
            f"{r.game.deck_size} cards",
            published_percent(r.published_return) if r.published_return else "",
        ]
        for r in rows
    ]
    out.write("\n".join(fit_table(columns, cells, terminal_width())) + "\n")
    return EXIT_OK
