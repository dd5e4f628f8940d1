"""Pay tables as TOML files: reading with validation of every key, and writing.

The file format (documented in ``docs/paytable-format.md``)::

    name = "Jacks or Better 9/6"
    wild = "none"            # shorthand: "none", "deuces" or "joker"; or instead:
    # jokers = 2             #   jokers added to the deck (0, 1 or 2), all wild
    # wild_ranks = "7"       #   every card of these ranks is wild
    # wild_cards = "Jh Js"   #   these cards are wild
    # natural_in_place = true #  a wild card standing for itself keeps a hand natural
    [pays]                   # per coin at max bet; a category not listed pays nothing
    royal_flush = 800
    ...
    [[quads]]                # a four-of-a-kind split by quad rank and kicker
    ranks = "A,8"
    kickers = "2-4"          # optional
    natural = true           # games with wild cards: four cards that are not wild
    pays = 80
    label = "Four aces or eights"
    [dealt]                  # optional: paid on the five dealt cards, on top
    royal_flush = 1200
    [short]                  # optional: per coin on 1 to 4 coins, where it differs
    royal_flush = 250
"""

from __future__ import annotations

import errno
import math
import re
import tomllib
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import tomli_w

from vptrainer.core.errors import VPError
from vptrainer.core.games.game_spec import GameSpec, Wild
from vptrainer.core.games.pays import MAX_PAY, PayTableError, short_repr, to_pay
from vptrainer.core.games.paytable import (
    MAX_LINES,
    SCHEMA_VERSION,
    PayLine,
    PayTable,
    custom_quad_line,
    named_line,
)
from vptrainer.core.messages import Message, count
from vptrainer.core.storage.fileio import (
    FileRefused,
    atomic_write_text,
    describe_os_error,
    display_path,
    read_regular_bytes,
)

_TOP_LEVEL_KEYS = (
    "schema_version",
    "name",
    "wild",
    "jokers",
    "wild_ranks",
    "wild_cards",
    "natural_in_place",
    "family",
    "published_return",
    "notes",
    "pays",
    "quads",
    "dealt",
    "short",
)
_GAME_KEYS = ("jokers", "wild_ranks", "wild_cards", "natural_in_place")
_QUAD_KEYS = ("ranks", "kickers", "natural", "pays", "label")

#: Real pay tables are a few kilobytes; a file is refused before parsing when it is
#: larger than this, or nests brackets deeper, or has keys of more parts, or more
#: keys and tables, than any pay table needs.
MAX_FILE_BYTES = 256 * 1024
MAX_NESTING = 8
MAX_KEY_PARTS = 8
MAX_ENTRIES = 2_000
_BOM = "\ufeff"


def parse_paytable(
    doc: Mapping[str, Any], *, source: str = "<table>", builtin_id: str | None = None
) -> PayTable:
    """Build a :class:`PayTable` from a parsed TOML document, validating every key."""
    try:
        return _parse(doc, builtin_id)
    except VPError as exc:
        raise PayTableError(_at(source, exc)) from None


def _at(source: str, exc: Exception) -> Message:
    """``source: problem``, the problem translated in its turn when it is a message."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return Message(
        "{where}: {problem}",
        where=source,
        problem=first if isinstance(first, Message) else str(exc),
    )


def _key_text(key: str) -> str:
    """A key as a message shows it: as it is when short and plain, else quoted."""
    return key if len(key) <= 40 and key.isprintable() else short_repr(key)


def _parse_game(doc: Mapping[str, Any]) -> GameSpec:
    given = [k for k in _GAME_KEYS if k in doc]
    if "wild" in doc:
        if given:
            raise PayTableError(
                Message(
                    "wild: give either the shorthand wild = {wild} or {keys}, not both",
                    wild=short_repr(doc["wild"]),
                    keys=", ".join(given),
                )
            )
        wild_text = doc["wild"]
        try:
            wild = Wild(wild_text)
        except ValueError:
            wild = None
        if wild is None or wild is Wild.OTHER:
            raise PayTableError(
                Message(
                    'wild: unknown value {value}; use "none", "deuces" or "joker" (or jokers, '
                    "wild_ranks and wild_cards)",
                    value=short_repr(wild_text),
                )
            )
        return GameSpec.of(wild)
    jokers = doc.get("jokers", 0)
    if isinstance(jokers, bool) or not isinstance(jokers, int):
        raise PayTableError(
            Message("jokers: must be 0, 1 or 2, got {value}", value=short_repr(jokers))
        )
    texts: dict[str, str] = {}
    for key, example in (("wild_ranks", '"7" or "2,7"'), ("wild_cards", '"Jh Js"')):
        value = doc.get(key, "")
        if isinstance(value, int) and not isinstance(value, bool) and key == "wild_ranks":
            value = str(value)
        if not isinstance(value, str):
            raise PayTableError(
                Message(
                    "{key}: must be text such as {example}, got {value}",
                    key=key,
                    example=example,
                    value=short_repr(value),
                )
            )
        texts[key] = value
    try:
        ranks = GameSpec(wild_ranks=texts["wild_ranks"]).wild_ranks  # type: ignore[arg-type]
    except VPError as exc:
        message = str(exc)
        raise PayTableError(
            message if message.startswith("wild_ranks") else f"wild_ranks: {message}"
        ) from None
    natural_in_place = doc.get("natural_in_place", False)
    if not isinstance(natural_in_place, bool):
        raise PayTableError(
            Message(
                "natural_in_place: must be true or false, got {value}",
                value=repr(natural_in_place),
            )
        )
    return GameSpec(
        jokers=jokers,
        wild_ranks=ranks,
        wild_cards=texts["wild_cards"],  # type: ignore[arg-type]
        natural_in_place=natural_in_place,
    )


def _parse_lines(game: GameSpec, section: str, table: object, hint: str) -> list[PayLine]:
    if not isinstance(table, Mapping):
        raise PayTableError(
            Message(
                "{section}: must be a table of category = pay lines ({hint})",
                section=section,
                hint=hint,
            )
        )
    if len(table) > MAX_LINES:
        raise PayTableError(
            Message(
                "{section}: {n} lines; a table lists at most {most}",
                section=section,
                n=count(len(table), grouped=True),
                most=count(MAX_LINES),
            )
        )
    return [named_line(game, key, value, section=section) for key, value in table.items()]


def _parse(doc: Mapping[str, Any], builtin_id: str | None) -> PayTable:
    for key in doc:
        if key not in _TOP_LEVEL_KEYS:
            raise PayTableError(
                Message(
                    "unknown key {key}; valid keys: {keys}",
                    key=short_repr(key),
                    keys=", ".join(_TOP_LEVEL_KEYS),
                )
            )
    version = doc.get("schema_version", SCHEMA_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise PayTableError(
            Message("schema_version: must be a whole number >= 1, got {value}", value=repr(version))
        )
    if version > SCHEMA_VERSION:
        raise PayTableError(
            Message(
                "schema_version: {version} is newer than this vptrainer reads ({known}); update "
                "vptrainer",
                version=count(version),
                known=count(SCHEMA_VERSION),
            )
        )
    name = doc.get("name", "Untitled")
    if not isinstance(name, str) or not name.strip():
        raise PayTableError(Message("name: must be non-empty text, got {value}", value=repr(name)))
    game = _parse_game(doc)
    for text_key in ("family", "notes"):
        if not isinstance(doc.get(text_key, ""), str):
            raise PayTableError(Message("{key}: must be text", key=text_key))
    published = doc.get("published_return")
    if published is not None and (
        isinstance(published, bool)
        or not isinstance(published, int | float)
        or not math.isfinite(published)
        or not 0 < published < 10
    ):
        raise PayTableError(
            Message(
                "published_return: must be a return such as 0.995439, got {value}",
                value=repr(published),
            )
        )

    named = _parse_lines(game, "pays", doc.get("pays", {}), "[pays]")
    dealt = _parse_lines(game, "dealt", doc.get("dealt", {}), "[dealt]")

    quads_doc = doc.get("quads", [])
    if not isinstance(quads_doc, list):
        raise PayTableError("quads: must be an array of tables ([[quads]])")
    if len(quads_doc) + len(named) > MAX_LINES:
        raise PayTableError(
            f"quads: {len(quads_doc):,} [[quads]] and {len(named)} [pays] lines; a table "
            f"lists at most {MAX_LINES} lines in all"
        )
    customs: list[PayLine] = []
    for i, entry in enumerate(quads_doc, start=1):
        where = f"quads[{i}]"
        if not isinstance(entry, Mapping):
            raise PayTableError(f"{where}: must be a table with ranks and pays")
        for key in entry:
            if key not in _QUAD_KEYS:
                raise PayTableError(
                    f"{where}.{_key_text(key)}: unknown key; valid keys: {', '.join(_QUAD_KEYS)}"
                )
        for required in ("ranks", "pays"):
            if required not in entry:
                raise PayTableError(
                    Message("{where}: missing {key}", where=where, key=repr(required))
                )
        label = entry.get("label")
        if label is not None and (not isinstance(label, str) or not label.strip()):
            raise PayTableError(f"{where}.label: must be non-empty text")
        kickers = entry.get("kickers")
        for rk in ("ranks", "kickers"):
            value = entry.get(rk)
            if rk in entry and (
                isinstance(value, bool)
                or not isinstance(value, str | int)
                or not str(value).strip()
            ):
                what = "leave kickers out for any kicker" if rk == "kickers" else "give the ranks"
                raise PayTableError(
                    f'{where}.{rk}: must be text such as "A,8" or "2-4" ({what}), '
                    f"got {short_repr(value)}"
                )
        natural = entry.get("natural", False)
        if not isinstance(natural, bool):
            raise PayTableError(
                f"{where}.natural: must be true or false, got {short_repr(natural)}"
            )
        if game.has_wild and not natural:
            raise PayTableError(
                Message(
                    "{where}: in a game with wild cards a four-of-a-kind split is paid on "
                    "natural cards; add natural = true",
                    where=where,
                )
            )
        if natural and not game.has_wild:
            raise PayTableError(f"{where}.natural: only games with wild cards have natural splits")
        try:
            line = custom_quad_line(
                str(entry["ranks"]),
                entry["pays"],
                kickers=None if kickers is None else str(kickers),
                label=label,
                natural=natural,
            )
        except VPError as exc:
            raise PayTableError(f"{where}: {str(exc).removeprefix('quads.pays: ')}") from None
        if any(c.key == line.key for c in customs):
            raise PayTableError(Message("{where}: the same split is listed twice", where=where))
        customs.append(line)

    lines = (*named, *customs)
    short = _parse_short(lines, doc.get("short", {}))
    return PayTable(
        name=name.strip(),
        game=game,
        lines=tuple(lines),
        dealt=tuple(dealt),
        family=str(doc.get("family", "")),
        published_return=None if published is None else float(published),
        notes=str(doc.get("notes", "")),
        builtin_id=builtin_id,
        short=short,
    )


def _parse_short(lines: tuple[PayLine, ...], table: object) -> tuple[PayLine, ...]:
    """The ``[short]`` pays: each key a line of ``[pays]`` or ``[[quads]]``."""
    if not isinstance(table, Mapping):
        raise PayTableError(
            "short: must be a table of category = pay per coin on 1 to 4 coins ([short])"
        )
    by_key = {ln.key: ln for ln in lines}
    out = []
    for key, value in table.items():
        line = by_key.get(key)
        if line is None:
            listed = ", ".join(by_key) or "none"
            raise PayTableError(
                Message(
                    "short.{key}: not a line of [pays]; a short pay changes a listed line's pay "
                    "below max bet (lines: {lines})",
                    key=_key_text(key),
                    lines=listed[:300],
                )
            )
        out.append(replace(line, pays=to_pay(value, where=f"short.{_key_text(key)}")))
    return tuple(out)


def check_structure(text: str, what: str = "a pay table") -> None:
    """Refuse text no pay table (or ``what`` else: the settings) needs, before a parser
    spends time or memory on it.

    Checks the size, the nesting of brackets and braces, the parts of each key and the
    number of keys and tables, with a scan that skips strings and comments.

    Raises
    ------
    PayTableError
        Without the source (the caller adds it).
    """
    if len(text) > MAX_FILE_BYTES:
        raise PayTableError(
            Message(
                "too large for {what} ({n} characters; at most {most})",
                what=Message("a pay table") if what == "a pay table" else what,
                n=count(len(text), grouped=True),
                most=count(MAX_FILE_BYTES, grouped=True),
            )
        )
    depth = entries = line = 0
    parts = 1  # parts of the key being read, counted at each dot outside strings
    in_key = True  # at the start of a line or inside a [table] header: reading a key
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'":
            quote = text[i : i + 3] if text[i : i + 3] in ('"""', "'''") else ch
            end = _string_end(text, i + len(quote), quote)
            line += text.count("\n", i, end)
            i = end
            continue
        if ch == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if ch == "\n":
            line += 1
            if depth == 0:
                in_key, parts = True, 1
        elif ch in "[{":
            depth += 1
            if ch == "{":
                in_key, parts = True, 1
            elif in_key and depth <= 2 and text[i - 1 : i] in ("", "\n", "[", " ", "\t"):
                entries += 1
            if depth > MAX_NESTING:
                raise PayTableError(
                    f"line {line + 1}: brackets nested {depth} deep (at most {MAX_NESTING})"
                )
        elif ch in "]}":
            depth = max(depth - 1, 0)
        elif ch == "=":
            entries += 1
            in_key, parts = False, 1
        elif ch == "," and depth > 0:
            in_key, parts = True, 1
        elif ch == "." and in_key:
            parts += 1
            if parts > MAX_KEY_PARTS:
                raise PayTableError(
                    f"line {line + 1}: a key of more than {MAX_KEY_PARTS} dotted parts"
                )
        if entries > MAX_ENTRIES:
            raise PayTableError(f"more than {MAX_ENTRIES:,} keys and tables; not {what}")
        i += 1


def _string_end(text: str, start: int, quote: str) -> int:
    """The index just past the string that opened with ``quote`` before ``start``.

    As TOML reads it: backslash escapes in basic strings (``"``), none in literal ones
    (``'``); a multi-line string may end with one or two more quotes than its delimiter.
    """
    escapes = quote[0] == '"'
    multi = len(quote) == 3
    i, n = start, len(text)
    while i < n:
        ch = text[i]
        if escapes and ch == "\\":
            i += 2
            continue
        if multi and text.startswith(quote, i):
            i += 3
            extra = 0
            while i < n and text[i] == quote[0] and extra < 2:
                i += 1
                extra += 1
            return i
        if not multi and (ch == quote or ch == "\n"):
            return i + 1
        i += 1
    return n


def loads_paytable(text: str, *, source: str = "<table>") -> PayTable:
    """Parse TOML text into a validated pay table (a leading byte-order mark is allowed)."""
    text = text.removeprefix(_BOM)
    try:
        check_structure(text)
    except PayTableError as exc:
        raise PayTableError(_at(source, exc)) from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PayTableError(
            Message("{where}: not valid TOML: {problem}", where=source, problem=str(exc))
        ) from None
    except ValueError:  # an integer of more than 4,300 digits (Python's limit)
        raise PayTableError(
            f"{source}: {_huge_number_line(text)}a number of more than 4,300 digits is too "
            f"large for a pay (a pay is at most {int(MAX_PAY):,})"
        ) from None
    except (RecursionError, MemoryError):
        raise PayTableError(
            Message("{where}: too deeply nested or too large for a pay table", where=source)
        ) from None
    return parse_paytable(doc, source=source)


def _huge_number_line(text: str) -> str:
    """``"line N: "`` of the first run of more than 4,300 digits, or nothing."""
    found = re.search(r"\d{4301}", text)
    return "" if found is None else f"line {text.count(chr(10), 0, found.start()) + 1}: "


def load_paytable(path: str | Path) -> PayTable:
    """Read and validate a pay table file (UTF-8, a regular file of at most
    :data:`MAX_FILE_BYTES`; a folder, pipe, device or larger file is refused unread)."""
    p = Path(path)
    try:
        data = read_regular_bytes(p, limit=MAX_FILE_BYTES, what="a pay table")
    except FileRefused as exc:
        if exc.errno == errno.EISDIR:
            raise PayTableError(f"{display_path(p)}: is a folder, not a pay table file") from None
        raise PayTableError(str(exc)) from None
    except OSError as exc:
        raise PayTableError(f"cannot read {describe_os_error(p, exc)}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PayTableError(f"{display_path(p)}: not a text file (UTF-8 TOML expected)") from None
    return loads_paytable(text, source=display_path(p))


def dumps_paytable(table: PayTable) -> str:
    """The table as TOML text (what :func:`save_paytable` writes)."""
    return tomli_w.dumps(table.to_dict())


def save_paytable(table: PayTable, path: str | Path, *, replace_read_only: bool = False) -> None:
    """Write a pay table as TOML, atomically; a read-only file is refused
    (:class:`~vptrainer.core.storage.fileio.ReadOnlyFile`) unless ``replace_read_only``."""
    atomic_write_text(path, dumps_paytable(table), replace_read_only=replace_read_only)
