"""``vptrainer hand`` (the 32 holds of a dealt hand) and ``vptrainer evaluate``."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator, Sequence
from typing import IO, Any

from vptrainer.cli.common import EXIT_OK, terminal_width
from vptrainer.core.errors import VPError


def _hand_json(tokens: Sequence[str], evs: Any) -> dict[str, Any]:
    from vptrainer.core.engine.report import fraction_text

    doc: dict[str, Any] = {
        "hand": list(tokens),
        "holds": [
            {
                "mask": h.mask,
                "held": [tokens[i] for i in range(5) if h.mask >> i & 1],
                "ev": float(h.ev),
                "ev_exact": fraction_text(h.ev),
                "best": h.best,
            }
            for h in evs.holds
        ],
    }
    if evs.dealt_key is not None:
        # paid on the deal whatever is held; already included in every hold's ev
        doc["dealt"] = {
            "category": evs.dealt_key,
            "label": evs.dealt_label,
            "bonus": float(evs.dealt_bonus),
            "bonus_exact": fraction_text(evs.dealt_bonus),
        }
    return doc


def _print_hand(tokens: Sequence[str], evs: Any, out: IO[str]) -> None:
    from vptrainer.core.engine.report import fraction_text
    from vptrainer.core.plaintext import Column, fit_table

    out.write(f"{' '.join(tokens)}  ({evs.table.name})\n")
    if evs.dealt_key is not None:
        out.write(
            f"Dealt {evs.dealt_label.lower()}: a bonus of {fraction_text(evs.dealt_bonus)} "
            "per coin, included in every EV below\n"
        )
    columns = (
        Column("Hold", "<"),
        Column("EV per coin"),
        Column("exact", drop=1),
        Column("", "<"),
    )
    rows = [
        [
            " ".join(tokens[i] for i in range(5) if h.mask >> i & 1) or "(discard all)",
            f"{float(h.ev):.10f}",
            fraction_text(h.ev),
            "best" if h.best else "",
        ]
        for h in evs.holds
    ]
    out.write("\n".join(fit_table(columns, rows, terminal_width())) + "\n")


#: A line of standard input holds one hand: a few dozen characters.
MAX_INPUT_LINE = 1_000


def input_lines(stream: IO[str], where: str) -> Iterator[tuple[int, str]]:
    """The lines of ``stream`` with their numbers, each at most :data:`MAX_INPUT_LINE`
    characters and UTF-8 whatever the locale (read as bytes where the stream has them)."""
    binary: IO[bytes] | None = getattr(stream, "buffer", None)
    lineno = 0
    while True:
        raw: str | bytes = (
            binary.readline(MAX_INPUT_LINE + 2)
            if binary is not None
            else stream.readline(MAX_INPUT_LINE + 2)
        )
        if not raw:
            return
        lineno += 1
        if isinstance(raw, bytes):
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise VPError(
                    f"{where} line {lineno}: not UTF-8 text (byte {exc.start + 1} is not valid "
                    "UTF-8); card codes such as Ah Td 10c are plain text"
                ) from None
        else:
            text = raw
        if len(text.rstrip("\r\n")) > MAX_INPUT_LINE:
            raise VPError(
                f"{where} line {lineno}: too long (more than {MAX_INPUT_LINE:,} characters; "
                "a line holds one hand of five cards)"
            )
        yield lineno, text


def cmd_hand(args: argparse.Namespace, out: IO[str], stdin: IO[str]) -> int:
    """Print the EVs of all 32 holds of a dealt hand (or of every hand read from stdin)."""
    from vptrainer.core.cards import CardError, parse_cards
    from vptrainer.core.engine.holds import hold_evs
    from vptrainer.core.engine.prepared import prepare
    from vptrainer.core.games.builtin import resolve_table

    table = resolve_table(args.table)
    jokers = table.game.jokers
    if args.cards == ["-"]:
        prepared = prepare(table)
        for lineno, line in input_lines(stdin, "standard input"):
            if not line.strip():
                continue
            try:
                parsed = parse_cards(line, count=5, jokers=jokers)
            except CardError as exc:
                raise CardError(f"standard input line {lineno}: {exc}") from None
            out.write(
                json.dumps(_hand_json(parsed.tokens, hold_evs(prepared, parsed.cards))) + "\n"
            )
            out.flush()
        return EXIT_OK
    parsed = parse_cards(args.cards, count=5, jokers=jokers)
    evs = hold_evs(prepare(table), parsed.cards)
    if args.json:
        out.write(json.dumps(_hand_json(parsed.tokens, evs)) + "\n")
    else:
        _print_hand(parsed.tokens, evs, out)
    return EXIT_OK


def cmd_evaluate(args: argparse.Namespace, out: IO[str]) -> int:
    """Evaluate a 5-, 6- or 7-card hand, or count every hand by category."""
    from vptrainer.core import evaluator
    from vptrainer.core.cards import parse_cards

    if args.enumerate is not None:
        if args.cards:
            raise VPError("give either cards or --enumerate, not both")
        if args.threads is not None and args.threads < 1:
            raise VPError(f"--threads must be at least 1, got {args.threads}")
        res = evaluator.enumerate_hands(args.enumerate, threads=args.threads)
        if args.json:
            out.write(
                json.dumps(
                    {
                        "cards": res.cards,
                        "total": res.total,
                        "counts": dict(res.counts),
                        "royal_flushes": res.royal_flushes,
                        "distinct_classes": res.distinct_classes,
                        "threads": res.threads,
                        "elapsed_s": res.elapsed_s,
                        "hands_per_s": res.hands_per_s,
                    }
                )
                + "\n"
            )
        else:
            out.write(f"All {res.total:,} {res.cards}-card hands (best five cards):\n")
            for name, count in res.counts.items():
                royal = f"  ({res.royal_flushes:,} royal)" if name == "straight_flush" else ""
                out.write(f"  {name.replace('_', ' '):<16} {count:>14,}{royal}\n")
            out.write(f"  {'distinct classes':<16} {res.distinct_classes:>14,}\n")
            out.write(
                f"{res.elapsed_s:.3f} s on {res.threads} thread(s), "
                f"{res.hands_per_s / 1e6:,.1f} million hands/s\n"
            )
        return EXIT_OK
    if not args.cards:
        raise VPError("give 5, 6 or 7 cards, or --enumerate 5|6|7")
    parsed = parse_cards(args.cards)
    if len(parsed.cards) not in (5, 6, 7):
        raise VPError(f"expected 5, 6 or 7 cards, got {len(parsed.cards)}")
    ev = evaluator.evaluate(parsed.cards)
    if args.json:
        out.write(
            json.dumps(
                {
                    "cards": list(parsed.tokens),
                    "class": ev.hand_class,
                    "category": ev.category.key,
                    "description": ev.description,
                }
            )
            + "\n"
        )
    else:
        out.write(f"{' '.join(parsed.tokens)}: class {ev.hand_class} of 7462, {ev.description}\n")
    return EXIT_OK
