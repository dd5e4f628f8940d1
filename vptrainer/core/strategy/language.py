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
from vptrainer.core.strategy.patterns import (
    NO_SECTION,
    Kind,
    Pattern,
    Rule,
    SectionKey,
    heading_text,
    pattern_text,
    rule_text,
    section_key,
)

# A strategy is a page, not a book: these bound the work of reading and playing one
# (checked before the work, each refusal saying the limit).
MAX_TEXT = 200_000  # characters
MAX_FILE_BYTES = 4 * MAX_TEXT  # a file's bytes (UTF-8 takes at most 4 per character)
MAX_LINES = 5_000  # lines, comments and blank lines included
MAX_LINE = 4_000  # characters of one line (a generated wild-card rule runs past 1,000)
MAX_RULES = 1_000
MAX_PATTERNS = 4_000  # patterns of all rules (a line's alternatives and lists each count)

#: the command lines of sigmajove's strategy files (after the game's name)
SIGMA_COMMANDS = frozenset(
    {"haas", "eval", "order", "value", "union", "box score", "half life", "prune", "draft"}
)


_MULTI = re.compile(r"multi(?: +[1-9]\d{0,5}(?: +[1-9]\d{0,5})?)? *")


def _sigma_command(line: str) -> bool:
    """Whether a line is one of sigmajove's commands, ``multi 1 10`` (his multi-play
    distribution: lines and games) among them."""
    text = line.lower()
    return text in SIGMA_COMMANDS or _MULTI.fullmatch(text) is not None


class StrategyError(VPError):
    """A strategy that cannot be read: the message names the file, line and problem."""


@dataclass(frozen=True)
class StrategyWarning:
    """A reading worth pointing out: where (line, column, 1-based) and what."""

    line: int
    column: int
    message: str

    def text(self, source: str) -> str:
        """``my.txt, line 3, column 12: ...``."""
        return f"{source}, line {self.line}, column {self.column}: {self.message}"


@dataclass(frozen=True)
class Strategy:
    """A ranked list of rules, best first, read for one game."""

    rules: tuple[Rule, ...]
    game: Game
    name: str = ""
    game_name: str = ""  # the ``game:`` header, as written
    source: str = "<strategy>"
    warnings: tuple[StrategyWarning, ...] = ()
    # sigmajove's files carry lines that can never play: they are warned about, not refused
    lenient: bool = False

    def rule_texts(self) -> tuple[str, ...]:
        """Each rule's text as written (canonical text for rules built in code)."""
        return tuple(rule_text(r, self.game) for r in self.rules)

    def warning_texts(self) -> tuple[str, ...]:
        """The warnings, each naming the source, the line and the column."""
        return tuple(w.text(self.source) for w in self.warnings)


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


def _section(tokens: list[Tok], game: Game, *, sigmajove: bool = False) -> Section | None:
    """A heading such as ``Two deuces:``, ``No deuces:``, ``With the joker:``,
    ``Two sevens and the joker:``, ``1 Deuce``: the wild cards dealt, and the jokers
    among them (None: every deal, as after ``0 or more wild cards:``)."""
    p = LineParser(tokens, game, sigmajove=sigmajove)
    d = Draft(kind=Kind.WILDS)
    while True:
        without = p.take("without")
        if not without:
            p.take("with")
        article = p.take("the", "a", "an")
        count = None if article else p.count_range()
        if not p.wild_word_at():
            raise Fail(
                "a heading (a line ending in ':') names the wild cards dealt, such as "
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
        p.take("dealt")
        if p.peek() is None:
            break
        if not p.take("and", "+", "plus"):
            raise p.unexpected()
    if d.wilds is not None and d.wilds[0] > game.max_wilds:
        raise Fail(f"a hand holds at most {game.max_wilds} wild cards here")
    wilds, others, jokers = wild_counts(d, Kind.DRAW, game, None)
    section = (wilds[0], min(wilds[1], game.max_wilds)), others, jokers
    return None if section == ((0, game.max_wilds), None, None) else section


@dataclass
class _Line:
    """One line that is neither empty nor a comment nor a header."""

    number: int
    text: str  # as written, comment removed, stripped
    body: str  # without its number or bullet
    offset: int  # column (0-based) of the body in the line as written
    tokens: list[Tok]
    numbered: bool


def _heading_of(
    entry: _Line, game: Game, *, sigmajove: bool = False
) -> tuple[bool, Section | None]:
    """Whether a line without ':' reads as a heading, and the section it would head."""
    if entry.numbered or not game.is_wild:
        return False, None
    try:
        return True, _section(entry.tokens, game, sigmajove=sigmajove)
    except Fail:
        return False, None


def _reads(entry: _Line, game: Game) -> bool:
    """Whether a line reads as a heading (with ':' or without) or as a rule."""
    tokens = entry.tokens
    if tokens[-1].text == ":":
        try:
            _section(tokens[:-1], game)
        except Fail:
            return False
        return True
    return _heading_of(entry, game)[0] or _reads_as_rule(entry, game)


def _reads_as_rule(entry: _Line, game: Game) -> bool:
    """Whether a line would also read as a rule (a heading without ':' is ambiguous)."""
    try:
        for d in LineParser(list(entry.tokens), game).alternatives():
            finish(d, game, None)
    except Fail:
        return False
    return True


def parse_strategy(text: str, game: Game, *, source: str = "<strategy>") -> Strategy:
    """Read a strategy written in the strategy language for ``game``.

    A heading names the wild cards *dealt* (``Two deuces:``, or without the colon
    ``2 Deuces`` when rules follow it): its rules play only those deals and hold the
    wild cards unless they count their own, whatever order the sections come in.
    Readings worth pointing out (a line read as a title or as a heading, conditions
    read for a whole list) are in :attr:`Strategy.warnings`.

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
    line_count = text.count("\n") + 1
    if line_count > MAX_LINES:
        raise StrategyError(
            f"{source}: too many lines ({line_count:,}; a strategy has at most {MAX_LINES:,})"
        )
    patterns_read = 0
    name = ""
    game_name = ""
    lines: list[_Line] = []
    warnings: list[StrategyWarning] = []
    lenient = False

    def fail_at(number: int, line: str, problem: str) -> StrategyError:
        shown = line if len(line) <= 80 else line[:77] + "..."
        return StrategyError(f"{source}, line {number}: {shown!r}: {problem}")

    for number, raw in enumerate(text.splitlines(), start=1):
        cut = raw.split("#", 1)[0].split("%", 1)[0]  # sigmajove's options follow a '%'
        line = cut.strip()
        if not line:
            continue
        if len(line) > MAX_LINE:
            raise StrategyError(
                f"{source}, line {number}: too long ({len(line):,} characters; "
                f"a rule has at most {MAX_LINE:,})"
            )
        lead = len(cut) - len(cut.lstrip())
        clean = _clean(line)
        header = _HEADER.match(clean)
        if header:
            key, value = header.group(1).lower(), header.group(2)
            if lines:
                raise fail_at(number, line, f"the {key}: line must come before the rules")
            if name if key == "name" else game_name:
                raise fail_at(number, line, f"a second {key}: line")
            if key == "name":
                name = value
            else:
                game_name = value
            continue
        without_number = _NUMBERED.sub("", clean, count=1)
        body = _BULLET.sub("", without_number, count=1)
        tokens = lex(body.lower())
        if isinstance(tokens, str):
            raise fail_at(number, line, f"unexpected character {tokens!r}")
        if not tokens:
            raise fail_at(number, line, "a rule number without a rule")
        offset = lead + len(clean) - len(body)
        lines.append(_Line(number, line, body.strip(), offset, tokens, without_number != clean))

    # sigmajove's header: the game's name, then a command line ("eval", "box score")
    if len(lines) >= 2 and not name and _sigma_command(lines[1].text):
        name = lines[0].text
        for entry, what in (
            (lines[0], "read as the title"),
            (lines[1], "sigmajove's command line, skipped"),
        ):
            warnings.append(StrategyWarning(entry.number, entry.offset + 1, what))
        lines = lines[2:]
        lenient = True
        if game.is_wild and not game.mixed and "deuce" not in game.wild_names:
            first = next((e for e in lines if any(t.base == "deuce" for t in e.tokens)), None)
            if first is not None:
                warnings.append(
                    StrategyWarning(
                        first.number,
                        first.offset + 1,
                        f"sigmajove's 'deuces' read as the wild cards of {game.name}",
                    )
                )

    if not lenient and any(e.numbered for e in lines):
        # a chart copied with its title: lines above the numbered rules that read as
        # neither a rule nor a heading ("Jacks or Better 9/6 Simple Strategy")
        while lines and not lines[0].numbered and not _reads(lines[0], game):
            what = "the title" if not name else "a note above the rules"
            name = name or lines[0].text
            warnings.append(
                StrategyWarning(
                    lines[0].number,
                    lines[0].offset + 1,
                    f"read as {what}: it is not a rule, and the rules below are numbered "
                    "(start it with '#' to say so)",
                )
            )
            lines = lines[1:]

    rules: list[Rule] = []
    section: Section | None = None
    # headings without ':' (sigmajove's "1 Deuce", the Wizard of Odds' "2 deuces") only
    # in a chart that writes none with it
    bare_headings = not any(e.tokens[-1].text == ":" for e in lines)
    for k, entry in enumerate(lines):
        tokens = entry.tokens
        try:
            if tokens[-1].text == ":":
                section = _section(tokens[:-1], game, sigmajove=lenient)
                continue
            is_heading, heading = (
                _heading_of(entry, game, sigmajove=lenient) if bare_headings else (False, None)
            )
            if is_heading:
                after = lines[k + 1] if k + 1 < len(lines) else None
                if after is not None and not _heading_of(after, game, sigmajove=lenient)[0]:
                    section = heading
                    if not lenient and not after.numbered and _reads_as_rule(entry, game):
                        warnings.append(
                            StrategyWarning(
                                entry.number,
                                entry.offset + 1,
                                "read as a heading: the lines below play the deals with "
                                "these wild cards; end it with ':' to say so, or number it "
                                "to make it a rule",
                            )
                        )
                    continue
            if tokens[-1].text == ".":
                tokens = tokens[:-1]
            parser = LineParser(tokens, game, sigmajove=lenient)
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
            raise fail_at(entry.number, entry.text, str(exc)) from None
        for at, message in parser.warnings:
            column = entry.offset + tokens[min(at, len(tokens) - 1)].pos + 1
            warnings.append(StrategyWarning(entry.number, column, message))
        rules.append(Rule(tuple(patterns), entry.body, entry.number, frozenset(optional)))
        patterns_read += len(patterns)
        if len(rules) > MAX_RULES:
            raise StrategyError(
                f"{source}, line {entry.number}: too many rules "
                f"(a strategy has at most {MAX_RULES:,})"
            )
        if patterns_read > MAX_PATTERNS:
            raise StrategyError(
                f"{source}, line {entry.number}: too many patterns ({patterns_read:,} so far; a "
                f"strategy has at most {MAX_PATTERNS:,}, each alternative of a rule counted)"
            )
    if not rules:
        raise StrategyError(f"{source}: no rules")
    return Strategy(tuple(rules), game, name, game_name, source, tuple(warnings), lenient)


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


def _section_of(rule: Rule) -> SectionKey:
    keys = {section_key(p) for p in rule.patterns}
    return keys.pop() if len(keys) == 1 else NO_SECTION


def rule_in_section(rule: Rule, game: Game, section: SectionKey) -> str:
    """A rule's canonical text under the heading of ``section`` (the wild cards the
    section deals go without saying where the text still reads back the same)."""
    short = patterns_text_in(rule.patterns, game, section)
    if section == NO_SECTION:
        return short
    heading = heading_text(section, game)
    try:
        back = parse_strategy(f"{heading}:\n{short}\n", game).rules[0].patterns
    except StrategyError:
        back = ()
    if set(back) == set(rule.patterns):
        return short
    return patterns_text_in(rule.patterns, game, None)


def patterns_text_in(patterns: tuple[Pattern, ...], game: Game, section: SectionKey | None) -> str:
    levels: dict[int, list[str]] = {}
    for p in patterns:
        levels.setdefault(p.prefer, []).append(pattern_text(p, game, section))
    return " << ".join(" | ".join(levels[k]) for k in sorted(levels))


def strategy_text(strategy: Strategy) -> str:
    """The strategy in the language: headers, then numbered rules in canonical text,
    under a heading wherever the wild cards dealt change."""
    out = []
    if strategy.name:
        out.append(f"name: {strategy.name}")
    if strategy.game_name:
        out.append(f"game: {strategy.game_name}")
    if out:
        out.append("")
    current = NO_SECTION
    for i, rule in enumerate(strategy.rules, start=1):
        key = _section_of(rule)
        if key != current:
            out.append(f"{heading_text(key, strategy.game)}:")
            current = key
        out.append(f"{i}. " + rule_in_section(rule, strategy.game, key))
    return "\n".join(out) + "\n"
