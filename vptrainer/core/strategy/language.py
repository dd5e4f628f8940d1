"""The strategy language: plain text a player can type, read into rules.

See ``docs/strategy-format.md`` for the language. :func:`parse_strategy` reads a
strategy for one game (a :class:`~vptrainer.core.strategy.game.Game`);
:func:`strategy_text` writes one back, and what it writes reads into the same rules.
Every problem is a :class:`StrategyError` naming the source, the line number, the
line's text and what is wrong.

The reader is in parts: :mod:`.lexicon` (words and tokens), :mod:`.cursor`,
:mod:`.grammar` and :mod:`.conditions` (one rule line), :mod:`.drafts` (an item of a
line checked and turned into patterns); this module reads a whole text or file.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from vptrainer.core.errors import VPError
from vptrainer.core.storage.fileio import (
    FileRefused,
    describe_os_error,
    display_path,
    read_regular_text,
)
from vptrainer.core.strategy.drafts import Draft, Fail, Section, add_wilds, finish, wild_counts
from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.grammar import LineParser
from vptrainer.core.strategy.lexicon import Tok, lex
from vptrainer.core.strategy.patterns import Kind, Pattern, Rule, pattern_text, rule_text

# A strategy is a page, not a book: these bound the work of reading and playing one
# (checked before the work, each refusal saying the limit).
MAX_TEXT = 200_000  # characters
MAX_FILE_BYTES = 4 * MAX_TEXT  # a file's bytes (UTF-8 takes at most 4 per character)
MAX_LINES = 5_000  # lines, comments and blank lines included
MAX_LINE = 1_000  # characters of one line
MAX_RULES = 1_000
MAX_PATTERNS = 4_000  # patterns of all rules (a line's alternatives and lists each count)


class StrategyError(VPError):
    """A strategy that cannot be read: the message names the file, line and problem."""


@dataclass(frozen=True)
class Strategy:
    """A ranked list of rules, best first, read for one game."""

    rules: tuple[Rule, ...]
    game: Game
    name: str = ""
    game_name: str = ""  # the ``game:`` header, as written
    source: str = "<strategy>"

    def rule_texts(self) -> tuple[str, ...]:
        """Each rule's text as written (canonical text for rules built in code)."""
        return tuple(rule_text(r, self.game) for r in self.rules)


# --------------------------------------------------------------------------- the text

_NUMBERED = re.compile(r"^\s*\d{1,4}\s*[.)]\s*")
_BULLET = re.compile(r"^\s*[-*•]\s+")
_HEADER = re.compile(r"^\s*(name|game)\s*:\s*(.*?)\s*$", re.IGNORECASE)


def _clean(line: str) -> str:
    line = unicodedata.normalize("NFKC", line)
    for dash in "‐‑‒–—−":
        line = line.replace(dash, "-")
    for quote in "‘’`´":
        line = line.replace(quote, "'")
    return line


def _section(tokens: list[Tok], game: Game) -> Section:
    """A heading such as ``Two deuces:``, ``No deuces:``, ``With the joker:``,
    ``Two sevens and the joker:``: the wild cards held, and the jokers among them."""
    p = LineParser(tokens, game)
    d = Draft(kind=Kind.WILDS)
    while True:
        without = p.take("without")
        if not without:
            p.take("with")
        article = p.take("the", "a", "an")
        count = None if article else p.count_range()
        if not p.wild_word_at():
            raise Fail(
                "a heading (a line ending in ':') names the wild cards held, such as "
                "'Two deuces:' or 'No joker:'; use '#' for other titles"
            )
        kind = p.take_wild_word()
        if without:
            if count is not None:
                raise Fail("'without' takes no number")
            count = (0, 0)
        elif count is None:
            count = p.one_wild_default(kind, article)
        add_wilds(d, kind, count)
        if p.peek() is None:
            break
        if not p.take("and", "+", "plus"):
            raise p.unexpected()
    if d.wilds is not None and d.wilds[0] > game.max_wilds:
        raise Fail(f"a hand holds at most {game.max_wilds} wild cards here")
    wilds, others, jokers = wild_counts(d, Kind.DRAW, game, None)
    return (wilds[0], min(wilds[1], game.max_wilds)), others, jokers


def parse_strategy(text: str, game: Game, *, source: str = "<strategy>") -> Strategy:
    """Read a strategy written in the strategy language for ``game``.

    Raises
    ------
    StrategyError
        Naming ``source``, the line number, the line and what is wrong: an unknown
        word, a pattern the game cannot have, a contradiction.
    """
    if not isinstance(text, str):
        raise StrategyError(f"{source}: a strategy is text")
    if len(text) > MAX_TEXT:
        raise StrategyError(
            f"{source}: the text is too long ({len(text):,} characters; "
            f"a strategy has at most {MAX_TEXT:,})"
        )
    lines = text.count("\n") + 1
    if lines > MAX_LINES:
        raise StrategyError(
            f"{source}: too many lines ({lines:,}; a strategy has at most {MAX_LINES:,})"
        )
    patterns_read = 0
    name = ""
    game_name = ""
    rules: list[Rule] = []
    section: Section | None = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if len(line) > MAX_LINE:
            raise StrategyError(
                f"{source}, line {lineno}: too long ({len(line):,} characters; "
                f"a rule has at most {MAX_LINE:,})"
            )

        def fail(problem: str, lineno: int = lineno, line: str = line) -> StrategyError:
            shown = line if len(line) <= 80 else line[:77] + "..."
            return StrategyError(f"{source}, line {lineno}: {shown!r}: {problem}")

        clean = _clean(line)
        header = _HEADER.match(clean)
        if header:
            key, value = header.group(1).lower(), header.group(2)
            if rules:
                raise fail(f"the {key}: line must come before the rules")
            if name if key == "name" else game_name:
                raise fail(f"a second {key}: line")
            if key == "name":
                name = value
            else:
                game_name = value
            continue
        body = _BULLET.sub("", _NUMBERED.sub("", clean, count=1), count=1)
        tokens = lex(body.lower())
        if isinstance(tokens, str):
            raise fail(f"unexpected character {tokens!r}")
        if not tokens:
            raise fail("a rule number without a rule")
        try:
            if tokens[-1].text == ":":
                section = _section(tokens[:-1], game)
                continue
            if tokens[-1].text == ".":
                tokens = tokens[:-1]
            parser = LineParser(tokens, game)
            drafts = parser.alternatives()
            patterns: list[Pattern] = []
            optional: set[int] = set()
            for d in drafts:
                for pattern, opt in finish(d, game, section):
                    if pattern in patterns:
                        continue
                    if opt:
                        optional.add(len(patterns))
                    patterns.append(pattern)
        except Fail as exc:
            raise fail(str(exc)) from None
        rules.append(Rule(tuple(patterns), body.strip(), lineno, frozenset(optional)))
        patterns_read += len(patterns)
        if len(rules) > MAX_RULES:
            raise StrategyError(
                f"{source}, line {lineno}: too many rules (a strategy has at most {MAX_RULES:,})"
            )
        if patterns_read > MAX_PATTERNS:
            raise StrategyError(
                f"{source}, line {lineno}: too many patterns ({patterns_read:,} so far; a "
                f"strategy has at most {MAX_PATTERNS:,}, each alternative of a rule counted)"
            )
    if not rules:
        raise StrategyError(f"{source}: no rules")
    return Strategy(tuple(rules), game, name, game_name, source)


def read_strategy(path: str | os.PathLike[str], game: Game) -> Strategy:
    """Read a strategy file (UTF-8 text, a regular file of at most :data:`MAX_FILE_BYTES`)
    for ``game``; anything else (a folder, a named pipe, a device, a huge file) is refused
    before it is read."""
    p = Path(path)
    try:
        text = read_regular_text(p, limit=MAX_FILE_BYTES, what="a strategy")
    except FileRefused as exc:  # a folder, a pipe, a device, too large, not UTF-8
        raise StrategyError(str(exc)) from None
    except OSError as exc:
        raise StrategyError(f"cannot read {describe_os_error(p, exc)}") from None
    return parse_strategy(text, game, source=display_path(p))


def make_strategy(
    rules: Sequence[Sequence[Pattern]], game: Game, *, name: str = "", game_name: str = ""
) -> Strategy:
    """A strategy built in code (by a generator); :func:`strategy_text` writes it."""
    built = tuple(Rule(tuple(r), "", 0) for r in rules)
    if not built or any(not r.patterns for r in built):
        raise StrategyError("a strategy needs rules, each with at least one pattern")
    return Strategy(built, game, name, game_name or game.name)


def strategy_text(strategy: Strategy) -> str:
    """The strategy in the language: headers, then numbered rules in canonical text."""
    out = []
    if strategy.name:
        out.append(f"name: {strategy.name}")
    if strategy.game_name:
        out.append(f"game: {strategy.game_name}")
    if out:
        out.append("")
    for i, rule in enumerate(strategy.rules, start=1):
        out.append(f"{i}. " + " | ".join(pattern_text(p, strategy.game) for p in rule.patterns))
    return "\n".join(out) + "\n"
