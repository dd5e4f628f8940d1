"""Strategies for Ultimate X: the strategy language with conditions on the multiplier.

A rule may end with a condition on the total multiplier ``M`` (the sum of the lines'
multipliers) or on its average a line (``M / lines``)::

    4 to a flush when the total multiplier is at most 14
    Low pair when the multiplier averages at least 2 a line

and a heading sets one for every rule below it, up to the next such heading
(``At any multiplier:`` ends it)::

    When the total multiplier is at least 20:

A rule applies only at the total multipliers its condition (and its heading's) admit;
at any ``M`` the strategy is the list of the rules that apply, in their order. See
``docs/strategy-format.md`` (*Ultimate X: conditions on the multiplier*).

The rest of each line is read by :func:`vptrainer.core.strategy.language.parse_strategy`
unchanged: this module takes the conditions off (keeping every line's number) and
hands it the rest, so whatever the language learns, these strategies read too.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from vptrainer.core.storage.fileio import (
    FileRefused,
    describe_os_error,
    display_path,
    read_regular_text,
)
from vptrainer.core.strategy.game import Game
from vptrainer.core.strategy.language import (
    MAX_FILE_BYTES,
    MAX_LINE,
    MAX_LINES,
    MAX_TEXT,
    Strategy,
    StrategyError,
    parse_strategy,
)

#: The largest number a condition may name (a total multiplier is at most 10 x 100).
MAX_NUMBER = 10_000


@dataclass(frozen=True)
class MultiplierCondition:
    """Bounds on the total multiplier (or, ``per_line``, on its average a line).

    ``low``/``high`` are inclusive unless ``low_strict``/``high_strict``; None: no bound.
    """

    low: Fraction | None = None
    high: Fraction | None = None
    low_strict: bool = False
    high_strict: bool = False
    per_line: bool = False

    def admits(self, total_multiplier: int, lines: int) -> bool:
        """Whether a hand at total multiplier ``M`` on ``lines`` lines meets it."""
        x = Fraction(total_multiplier, lines) if self.per_line else Fraction(total_multiplier)
        if self.low is not None and (x <= self.low if self.low_strict else x < self.low):
            return False
        return not (
            self.high is not None and (x >= self.high if self.high_strict else x > self.high)
        )

    def text(self) -> str:
        """The condition in the language, such as ``when the total multiplier is at most
        14`` (reads back into the same condition)."""
        subject = "the multiplier averages" if self.per_line else "the total multiplier is"
        tail = " a line" if self.per_line else ""
        lo, hi = self.low, self.high
        if lo is not None and hi is not None and not self.low_strict and not self.high_strict:
            what = f"{_num(lo)}" if lo == hi else f"from {_num(lo)} to {_num(hi)}"
        else:
            parts = []
            if lo is not None:
                parts.append(f"{'more than' if self.low_strict else 'at least'} {_num(lo)}")
            if hi is not None:
                parts.append(f"{'less than' if self.high_strict else 'at most'} {_num(hi)}")
            what = " and ".join(parts) if parts else "any"
        if what == "any":
            return "when the total multiplier is any"
        if self.per_line:
            return f"when {subject} {what}{tail}"
        return f"when {subject} {what}"


def _num(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator)
    return f"{float(x):g}"


def at_most(m: int) -> MultiplierCondition:
    """``when the total multiplier is at most m``."""
    return MultiplierCondition(high=Fraction(m))


def at_least(m: int) -> MultiplierCondition:
    """``when the total multiplier is at least m``."""
    return MultiplierCondition(low=Fraction(m))


def between(lo: int, hi: int) -> MultiplierCondition:
    """``when the total multiplier is from lo to hi``."""
    return MultiplierCondition(low=Fraction(lo), high=Fraction(hi))


@dataclass(frozen=True)
class UltimateXStrategy:
    """A strategy whose rules may apply at some total multipliers only.

    ``strategy`` holds every rule (as the plain language reads them, conditions taken
    off); ``conditions[r]`` is rule ``r``'s (its own and its heading's, both must hold;
    None: every multiplier).
    """

    strategy: Strategy
    conditions: tuple[tuple[MultiplierCondition, ...], ...]
    lines: int

    @property
    def game(self) -> Game:
        """The game the rules were read for."""
        return self.strategy.game

    @property
    def conditional(self) -> bool:
        """Whether some rule applies at some multipliers only."""
        return any(self.conditions)

    def applies(self, rule: int, total_multiplier: int) -> bool:
        """Whether rule ``rule`` (0-based) applies at total multiplier ``M``."""
        return all(c.admits(total_multiplier, self.lines) for c in self.conditions[rule])

    def active(self, total_multiplier: int) -> tuple[int, ...]:
        """The rules that apply at ``M``, in order."""
        return tuple(
            r for r in range(len(self.strategy.rules)) if self.applies(r, total_multiplier)
        )


class _Fail(Exception):
    """A bad condition: ``column`` is 0-based within the line as written."""

    def __init__(self, problem: str, column: int) -> None:
        super().__init__(problem)
        self.column = column


_TOKEN = re.compile(r"\s*(<=|>=|=<|=>|[<>=≤≥]|\d+(?:\.\d+)?x?\+?|[a-z]+|[-,.:+]|\S)")
_SUBJECT_WORDS = frozenset({"multiplier", "multipliers", "average", "averages", "m", "total"})


def _tokens(text: str, base: int) -> list[tuple[str, int]]:
    out = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:  # only spaces are left
            break
        out.append((m.group(1), base + m.start(1)))
        pos = m.end()
    return out


class _Reader:
    """A condition's words after ``when`` (or a heading's), read left to right."""

    def __init__(self, tokens: list[tuple[str, int]], end: int) -> None:
        self.toks = tokens
        self.i = 0
        self.end = end  # the column just past the text (for "expected ... at the end")

    def peek(self, ahead: int = 0) -> str | None:
        j = self.i + ahead
        return self.toks[j][0] if j < len(self.toks) else None

    def col(self) -> int:
        return self.toks[self.i][1] if self.i < len(self.toks) else self.end

    def take(self, *words: str) -> bool:
        if self.peek() in words:
            self.i += 1
            return True
        return False

    def take_seq(self, *words: str) -> bool:
        if all(self.peek(k) == w for k, w in enumerate(words)):
            self.i += len(words)
            return True
        return False

    def fail(self, problem: str) -> _Fail:
        word = self.peek()
        where = "at the end" if word is None else f"at {word!r}"
        return _Fail(f"{problem} ({where})", self.col())

    def number(self) -> tuple[Fraction, bool]:
        """A number (``14``, ``2.5``, ``20x``); and whether ``+`` followed it."""
        word = self.peek()
        if word is None or not word[0].isdigit():
            raise self.fail("expected a number")
        col = self.col()
        self.i += 1
        plus = word.endswith("+")
        digits = word.rstrip("+").rstrip("x")
        if not digits or not digits.replace(".", "", 1).isdigit():
            raise _Fail(f"{word!r} is not a number", col)
        value = Fraction(digits)
        if value > MAX_NUMBER:
            raise _Fail(f"{digits} is too large for a multiplier", col)
        if self.peek() == "x" and not word.rstrip("+").endswith("x"):
            self.i += 1
        if self.take("+"):
            plus = True
        return value, plus


def _read_condition(r: _Reader) -> MultiplierCondition:
    """Subject, then comparison: ``the total multiplier is at most 14``, ``M >= 20``,
    ``the multiplier averages 3 or more a line``."""
    r.take("the")
    per_line = _subject(r)
    _line_words(r, per_line)
    r.take("is", "of", "are", "averages", "average")
    cond = _comparison(r, per_line)
    while r.take("and"):  # "at least 10 and at most 20"
        cond = _both(cond, _comparison(r, per_line))
    _line_words(r, per_line)
    if r.peek() is not None:
        raise r.fail("unexpected words after the condition")
    return cond


def _subject(r: _Reader) -> bool:
    """What the condition is on: the total multiplier (False) or its average a line."""
    total = (
        ("m",),
        ("total", "multiplier"),
        ("total", "multipliers"),
        ("sum", "of", "the", "multipliers"),
        ("sum", "of", "multipliers"),
    )
    if any(r.take_seq(*words) for words in total):
        return False
    if r.take("average", "mean"):
        if not r.take("multiplier", "multipliers"):
            raise r.fail("expected 'multiplier' after 'average'")
        return True
    if r.take("multiplier", "multipliers"):
        if r.take("total"):
            return False
        averages = r.take("average", "averages", "averaging")
        if averages or r.take_seq("per", "line") or r.take_seq("a", "line"):
            return True
        raise r.fail("say 'the total multiplier is ...' or 'the multiplier averages ...'")
    if r.take("lines", "line"):
        if not r.take("average", "averages"):
            raise r.fail("expected 'average' after 'lines'")
        return True
    raise r.fail(
        "a condition is on the multiplier: 'when the total multiplier is at most 14' "
        "or 'when the multiplier averages at least 3 a line'"
    )


def _line_words(r: _Reader, per_line: bool) -> None:
    col = r.col()
    said = r.take_seq("a", "line") or r.take_seq("per", "line") or r.take_seq("each", "line")
    if said and not per_line:
        raise _Fail(
            "'a line' goes with an average: 'when the multiplier averages at most 4 a line'", col
        )


def _both(a: MultiplierCondition, b: MultiplierCondition) -> MultiplierCondition:
    """Both conditions (on the same subject)."""
    low, low_strict = a.low, a.low_strict
    if b.low is not None and (low is None or (b.low, b.low_strict) > (low, low_strict)):
        low, low_strict = b.low, b.low_strict
    high, high_strict = a.high, a.high_strict
    if b.high is not None and (
        high is None or (b.high, not b.high_strict) < (high, not high_strict)
    ):
        high, high_strict = b.high, b.high_strict
    return MultiplierCondition(low, high, low_strict, high_strict, a.per_line)


_LESS = ("less", "lower", "fewer", "below", "under", "smaller")
_MORE = ("more", "higher", "above", "greater", "over", "better", "larger")


def _comparison(r: _Reader, per_line: bool) -> MultiplierCondition:
    def make(
        low: Fraction | None = None,
        high: Fraction | None = None,
        low_strict: bool = False,
        high_strict: bool = False,
    ) -> MultiplierCondition:
        return MultiplierCondition(low, high, low_strict, high_strict, per_line)

    if r.take("any"):
        return make()
    if r.take_seq("at", "most") or r.take_seq("no", "more", "than") or r.take_seq("up", "to"):
        return make(high=r.number()[0])
    if r.take("<=", "=<", "≤"):
        return make(high=r.number()[0])
    if r.take_seq("at", "least") or r.take_seq("no", "less", "than") or r.take("=>", ">=", "≥"):
        return make(low=r.number()[0])
    if r.take_seq("less", "than") or r.take_seq("fewer", "than") or r.take("below", "under", "<"):
        return make(high=r.number()[0], high_strict=True)
    if r.take_seq("more", "than") or r.take_seq("greater", "than") or r.take("above", "over", ">"):
        return make(low=r.number()[0], low_strict=True)
    if r.take("between"):
        lo, _ = r.number()
        if not r.take("and"):
            raise r.fail("expected 'and' ('between 15 and 19')")
        hi, _ = r.number()
        return _range(r, make(lo, hi))
    r.take("from")
    r.take("exactly", "=")
    col = r.col()
    x, plus = r.number()
    if plus:
        return make(low=x)
    if r.take("or"):
        if r.take(*_LESS):
            return make(high=x)
        if r.take(*_MORE):
            return make(low=x)
        raise r.fail("expected 'or less' or 'or more'")
    if r.take("to", "-", "through", "and"):
        hi, _ = r.number()
        return _range(r, make(x, hi), col)
    return make(x, x)


def _range(r: _Reader, cond: MultiplierCondition, col: int | None = None) -> MultiplierCondition:
    assert cond.low is not None and cond.high is not None
    if cond.low > cond.high:
        raise _Fail(
            f"the range {_num(cond.low)} to {_num(cond.high)} is empty (write the lower end first)",
            r.col() if col is None else col,
        )
    return cond


# --------------------------------------------------------------------------- lines

_TRIGGER = re.compile(r"\b(when|if|while)\b")
_ANY = re.compile(r"^\s*(at\s+)?any\s+(total\s+)?multipliers?\s*$")
_HEAD_START = re.compile(r"^\s*(total\s+multiplier|multiplier|m\b|average)")


def _clean(line: str) -> str:
    """As the language reads a line: NFKC, the dashes as '-', lower case (one character
    for one, so columns stay those of the line as written)."""
    out = []
    for ch in line:
        c = unicodedata.normalize("NFKC", ch)
        if len(c) != 1:
            c = ch
        if c in "‐‑‒–—−":
            c = "-"
        out.append(c.lower() if len(c.lower()) == 1 else c)
    return "".join(out)


def _outside_parentheses(text: str, start: int) -> bool:
    depth = 0
    for ch in text[:start]:
        if ch in "([":
            depth += 1
        elif ch in ")]" and depth:
            depth -= 1
    return depth == 0


def _find_trigger(text: str) -> re.Match[str] | None:
    """The first ``when``/``if``/``while`` outside parentheses and brackets (a remark
    such as ``(if more than 2 then pick the lowest 2)`` is the language's)."""
    for m in _TRIGGER.finditer(text):
        if _outside_parentheses(text, m.start()):
            return m
    return None


def split_condition(line: str) -> tuple[str, MultiplierCondition | None, bool, int]:
    """A line (comment removed) as ``(rest, condition, heading, column)``: ``rest`` the
    line without its multiplier condition (for the plain language), ``heading`` whether
    the line is a multiplier heading (ending in ':'), ``column`` where the condition
    starts (0-based). Raises ``_Fail`` for a bad condition."""
    low = _clean(line)
    stripped = low.rstrip()
    heading = stripped.endswith(":")
    body_end = len(stripped) - 1 if heading else len(stripped)
    if heading:
        lead = re.sub(r"^\s*(\d{1,4}\s*[.)]\s*|[-*•]\s+)?", "", low[:body_end])
        if _ANY.match(lead):
            return "", MultiplierCondition(), True, low.index(lead.strip()[0])
        if _HEAD_START.match(lead):
            start = low.index(lead.strip()[0])
            cond = _condition_at(low, start, body_end)
            return "", cond, True, start
    m = _find_trigger(low[:body_end])
    if m is None:
        return line, None, False, 0
    start = m.start()
    end = body_end
    if not heading and low[:end].rstrip().endswith("."):
        end = low[:end].rstrip().rfind(".")
    cond = _condition_at(low, m.end(), end)
    before = line[:start].rstrip().rstrip(",;").rstrip()
    if heading:
        if not before:
            return "", cond, True, start
        return before + ":", cond, True, start
    return before, cond, False, start


def _condition_at(low: str, start: int, end: int) -> MultiplierCondition:
    tokens = _tokens(low[start:end], start)
    if not tokens:
        raise _Fail(
            "a condition is missing after 'when' (such as 'when the total multiplier is "
            "at most 14')",
            start,
        )
    r = _Reader(tokens, end)
    return _read_condition(r)


def parse_ultimate_x_strategy(
    text: str,
    game: Game,
    lines: int,
    *,
    source: str = "<strategy>",
    states: Sequence[int] | None = None,
) -> UltimateXStrategy:
    """Read a strategy whose rules and headings may carry multiplier conditions.

    Raises
    ------
    StrategyError
        Naming the source, the line, the column and what is wrong (a bad condition, a
        condition no total multiplier of ``lines`` lines meets, or none of ``states``
        when they are given), or what the plain language finds wrong with the rest of
        a line.
    """
    if not isinstance(text, str):
        raise StrategyError(f"{source}: a strategy is text")
    if isinstance(lines, bool) or not isinstance(lines, int) or not 1 <= lines <= 10:
        raise StrategyError(f"{source}: Ultimate X has 1 to 10 lines, not {lines!r}")
    if len(text) > MAX_TEXT or text.count("\n") + 1 > MAX_LINES:
        return _plain(text, game, lines, source)  # the language's own refusal
    out: list[str] = []
    section: MultiplierCondition | None = None
    by_line: dict[int, tuple[MultiplierCondition, ...]] = {}
    for lineno, raw in enumerate(text.splitlines(), start=1):
        body = raw.split("#", 1)[0]
        if not body.strip() or len(body.strip()) > MAX_LINE:
            out.append(raw)
            continue
        try:
            rest, cond, heading, col = split_condition(body)
        except _Fail as exc:
            raise _error(source, lineno, body, exc.column, str(exc)) from None
        span = range(lines, lines * 100 + 1) if states is None else states
        if cond is not None and not any(cond.admits(m, lines) for m in span):
            low, high = (lines, lines * 100) if states is None else (min(span), max(span))
            raise _error(
                source,
                lineno,
                body,
                col,
                f"no total multiplier meets it on {lines} line{'s' if lines > 1 else ''} "
                f"(the total multiplier is from {low} to {high})",
            )
        if heading:
            section = None if cond is None or cond == MultiplierCondition() else cond
            out.append(rest)
            continue
        conds = tuple(c for c in (section, cond) if c is not None and c != MultiplierCondition())
        if conds:
            by_line[lineno] = conds
        out.append(rest)
    strategy = parse_strategy("\n".join(out), game, source=source)
    conditions = tuple(by_line.get(rule.line, ()) for rule in strategy.rules)
    return UltimateXStrategy(strategy, conditions, lines)


def _plain(text: str, game: Game, lines: int, source: str) -> UltimateXStrategy:
    strategy = parse_strategy(text, game, source=source)
    return UltimateXStrategy(strategy, tuple(() for _ in strategy.rules), lines)


def read_ultimate_x_strategy(
    spec: str | os.PathLike[str],
    game: Game,
    lines: int,
    *,
    states: Sequence[int] | None = None,
) -> UltimateXStrategy:
    """A strategy with multiplier conditions from a file or a built-in id (as
    :func:`~vptrainer.core.strategy.builtin.resolve_strategy` finds it)."""
    from vptrainer.core.strategy.builtin import builtin_strategy_text, resolve_strategy

    plain = resolve_strategy(spec, game) if not _has_conditions_file(spec) else None
    source = plain.source if plain is not None else display_path(Path(spec))
    if plain is not None and plain.source.startswith("built-in "):
        text = builtin_strategy_text(plain.source.removeprefix("built-in "))
    else:
        try:
            text = read_regular_text(Path(spec), limit=MAX_FILE_BYTES, what="a strategy")
        except FileRefused as exc:
            raise StrategyError(str(exc)) from None
        except OSError as exc:
            raise StrategyError(f"cannot read {describe_os_error(Path(spec), exc)}") from None
    return parse_ultimate_x_strategy(text, game, lines, source=source, states=states)


def _has_conditions_file(spec: str | os.PathLike[str]) -> bool:
    """Whether ``spec`` is a regular file (read here: the plain reader would refuse
    its conditions)."""
    try:
        return Path(spec).is_file()
    except (OSError, ValueError):
        return False


def _error(source: str, lineno: int, line: str, column: int, problem: str) -> StrategyError:
    shown = line.strip()
    shown = shown if len(shown) <= 80 else shown[:77] + "..."
    return StrategyError(f"{source}, line {lineno}, column {column + 1}: {shown!r}: {problem}")


def ultimate_x_strategy_text(ux: UltimateXStrategy, *, name: str = "", game_name: str = "") -> str:
    """The strategy in the language, each rule with its conditions (every rule numbered
    in order; a rule under two conditions writes the heading's as a heading)."""
    from vptrainer.core.strategy.patterns import rule_text

    out = []
    if name or ux.strategy.name:
        out.append(f"name: {name or ux.strategy.name}")
    if game_name or ux.strategy.game_name:
        out.append(f"game: {game_name or ux.strategy.game_name}")
    if out:
        out.append("")
    for i, (rule, conds) in enumerate(zip(ux.strategy.rules, ux.conditions, strict=True), 1):
        text = rule.text or rule_text(rule, ux.game)
        line = f"{i}. {text}"
        if len(conds) == 1:
            line += " " + conds[0].text()
        elif conds:
            raise StrategyError("a rule written from code carries one condition at most")
        out.append(line)
    return "\n".join(out) + "\n"
