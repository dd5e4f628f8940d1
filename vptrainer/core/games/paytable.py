"""The pay-table model: the game, lines in paying order, exact pays, and their validation.

A :class:`PayTable` is a frozen value: every edit returns a new table, validated.
Pays are exact :class:`fractions.Fraction` values per coin at max bet (five coins);
a table may also give other pays for bets of fewer coins (``short``, the royal's 250
per coin on real machines), and :meth:`PayTable.at_coins` is the table as paid at a
given bet. Reading and
writing TOML files is :mod:`vptrainer.core.games.tomlfile`; the tables shipped with
vptrainer are :mod:`vptrainer.core.games.builtin`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from vptrainer.core.cards import RANK_PLURALS
from vptrainer.core.errors import VPError
from vptrainer.core.games.categories import QuadSplit, category_def, category_problem, vocabulary
from vptrainer.core.games.game_spec import GameSpec, Wild, game_text, parse_rank_set, rank_set_text
from vptrainer.core.games.pays import (
    PayTableError,
    format_pay,
    pay_value,
    short_repr,
    to_pay,
)
from vptrainer.core.plaintext import control_problem

SCHEMA_VERSION = 1
#: The most lines a table may list in ``[pays]`` (with its ``[[quads]]``) and in
#: ``[dealt]``. Real tables list fewer than 25; the engine keeps a count table per line
#: (about 1 MB per line), so a table of thousands of lines is refused, not analysed.
MAX_LINES = 64
#: Longest texts a table may hold (characters).
MAX_NAME = 200
MAX_LABEL = 120
MAX_FAMILY = 120
MAX_NOTES = 20_000
#: The maximum bet, in coins: the bet the ``[pays]`` are for.
MAX_COINS = 5


@dataclass(frozen=True)
class PayLine:
    """One paying category of a table; the pay is checked and made exact on creation."""

    key: str
    label: str
    pays: Fraction
    quad: QuadSplit | None = None
    custom: bool = False  # a ``[[quads]]`` entry rather than a named category

    def __post_init__(self) -> None:
        if not isinstance(self.key, str) or not self.key or len(self.key) > MAX_LABEL:
            raise PayTableError(f"a pay line needs a key, got {self.key!r}")
        problem = control_problem(self.key)
        if problem is not None:
            raise PayTableError(f"a pay line's key {problem}: {self.key!r}")
        object.__setattr__(
            self, "label", checked_text(self.label, f"{self.key}: label", MAX_LABEL, required=True)
        )
        object.__setattr__(self, "pays", to_pay(self.pays, where=self.key))
        if self.quad is not None and not isinstance(self.quad, QuadSplit):
            raise PayTableError(f"{self.key}: quad must be a QuadSplit, got {self.quad!r}")
        if not isinstance(self.custom, bool):
            raise PayTableError(f"{self.key}: custom must be true or false, got {self.custom!r}")
        if self.custom and self.quad is None:
            raise PayTableError(f"{self.key}: a [[quads]] line needs its ranks")

    @property
    def pays_text(self) -> str:
        """The pay as written in a file: ``800``, ``1600.25``."""
        return format_pay(self.pays)


@dataclass(frozen=True)
class PayTable:
    """A pay table: its game, its lines in paying order (best first) and its metadata.

    ``game`` says which cards are wild (a :class:`GameSpec`; a :class:`Wild` shorthand
    or its text is converted). ``dealt`` lines pay on the five dealt cards, on top of
    what the final hand pays (Royal Deal). Every field is checked on creation, so an
    invalid table cannot exist; a problem raises :class:`PayTableError`.

    A ``published_return`` belongs to the exact pays it was published for: the table
    remembers them (``published_for``, set on creation), and a table made from it with
    other pays (``dataclasses.replace``, :meth:`with_pay`, …) has no published return.
    :meth:`edited` also renames an edited built-in (``… (edited)``).

    ``short`` lines are the pays per coin of bets below :data:`MAX_COINS` (1 to 4
    coins) that differ from ``lines`` (a ``[short]`` table in a file): each names a
    line of ``lines``, whose label and split it takes. They leave the max-bet return
    (and the published one) as they are; :meth:`at_coins` applies them.
    """

    name: str
    game: GameSpec
    lines: tuple[PayLine, ...]
    dealt: tuple[PayLine, ...] = ()
    family: str = ""
    published_return: float | None = None
    notes: str = ""
    builtin_id: str | None = field(default=None, compare=False)
    published_for: tuple[object, ...] | None = field(default=None, compare=False, repr=False)
    short: tuple[PayLine, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", checked_text(self.name, "name", MAX_NAME, required=True))
        try:
            game = GameSpec.of(self.game)
        except VPError as exc:
            raise PayTableError(str(exc)) from None
        object.__setattr__(self, "game", game)
        lines = _checked_lines(game, self.lines, "pays")
        object.__setattr__(self, "lines", rank_lines(game, lines))
        dealt = _checked_lines(game, self.dealt, "dealt")
        for ln in dealt:
            if ln.quad is not None and ln.custom:
                raise PayTableError(
                    f"dealt.{ln.key}: four-of-a-kind splits are not paid on the deal"
                )
        object.__setattr__(self, "dealt", rank_lines(game, dealt))
        object.__setattr__(self, "short", _checked_short(self.lines, self.short))
        object.__setattr__(self, "family", checked_text(self.family, "family", MAX_FAMILY))
        object.__setattr__(
            self, "notes", checked_text(self.notes, "notes", MAX_NOTES, newlines=True)
        )
        published = self.published_return
        if published is not None:
            if (
                isinstance(published, bool)
                or not isinstance(published, int | float)
                or not math.isfinite(published)
                or not 0 < published < 10
            ):
                raise PayTableError(
                    f"published_return: must be a return such as 0.995439, got {published!r}"
                )
            object.__setattr__(self, "published_return", float(published))
        if self.builtin_id is not None and not isinstance(self.builtin_id, str):
            raise PayTableError(f"builtin_id: must be text, got {self.builtin_id!r}")
        pays = self.pays_signature
        if self.published_return is None or (
            self.published_for is not None and self.published_for != pays
        ):
            # published for other pays (or not at all): it says nothing about these
            object.__setattr__(self, "published_return", None)
            object.__setattr__(self, "published_for", None)
        else:
            object.__setattr__(self, "published_for", pays)

    @property
    def pays_signature(self) -> tuple[object, ...]:
        """What decides the return: the game, and each line's key, split and pay."""
        return (
            self.game,
            tuple((ln.key, ln.quad, ln.pays) for ln in self.lines),
            tuple((ln.key, ln.pays) for ln in self.dealt),
        )

    def edited(self, **changes: Any) -> PayTable:
        """A copy with ``changes``: the user's own table (no built-in id, no published
        return once the pays differ, and an edited built-in renamed ``… (edited)``)."""
        new = replace(self, builtin_id=None, **changes)
        was_reference = self.builtin_id is not None or self.published_return is not None
        if (
            was_reference
            and (new.pays_signature, new.short) != (self.pays_signature, self.short)
            and new.name == self.name
            and not self.name.endswith(EDITED_SUFFIX)
        ):
            new = replace(new, name=self.name[: MAX_NAME - len(EDITED_SUFFIX)] + EDITED_SUFFIX)
        return new

    @property
    def wild(self) -> Wild:
        """The game's shorthand: ``NONE``, ``DEUCES``, ``JOKER`` or ``OTHER``."""
        return self.game.wild

    @property
    def deck_size(self) -> int:
        """52, or 53 or 54 with one or two jokers."""
        return self.game.deck_size

    def line(self, key: str) -> PayLine | None:
        """The line with this key, if listed."""
        for ln in self.lines:
            if ln.key == key:
                return ln
        return None

    def pays(self, key: str) -> Fraction | None:
        """The pay of a listed category, ``None`` when it is not listed."""
        ln = self.line(key)
        return None if ln is None else ln.pays

    def short_pays(self, key: str) -> Fraction | None:
        """The short pay of line ``key`` (per coin on 1 to 4 coins), ``None`` when the
        ``short`` lines do not list it (it pays as at max bet)."""
        for ln in self.short:
            if ln.key == key:
                return ln.pays
        return None

    def pays_at(self, key: str, coins: int) -> Fraction | None:
        """The pay per coin of line ``key`` on a bet of ``coins``, ``None`` when the
        table does not list it."""
        short = self.short_pays(key) if checked_coins(coins) < MAX_COINS else None
        return self.pays(key) if short is None else short

    @property
    def has_short_pays(self) -> bool:
        """Whether some line pays a different amount per coin below max bet."""
        return any(ln.pays != self.pays(ln.key) for ln in self.short)

    def at_coins(self, coins: int) -> PayTable:
        """The table as paid on a bet of ``coins`` (1 to :data:`MAX_COINS`).

        At max bet, or for a table without short pays, this is the table itself.
        Otherwise it is a table with the short pays in its lines, named
        ``"… (1–4 coins)"`` (the same table, equal, for every bet below max), without
        a published return, a built-in id or short pays of its own: analysing it gives
        the return and the optimal strategy of that bet (the ``[dealt]`` bonuses are
        kept as they are).

        Raises
        ------
        PayTableError
            When ``coins`` is not a whole number from 1 to :data:`MAX_COINS`.
        """
        coins = checked_coins(coins)
        if coins == MAX_COINS or not self.short:
            return self
        short = {ln.key: ln.pays for ln in self.short}
        suffix = f" (1–{MAX_COINS - 1} coins)"
        return PayTable(
            name=self.name[: MAX_NAME - len(suffix)] + suffix,
            game=self.game,
            lines=tuple(replace(ln, pays=short.get(ln.key, ln.pays)) for ln in self.lines),
            dealt=self.dealt,
            family=self.family,
            notes=self.notes,
        )

    def with_short_pay(self, key: str, pays: Fraction | int | float | str | None) -> PayTable:
        """A copy where line ``key`` pays ``pays`` per coin on 1 to 4 coins (``None``:
        the same as at max bet, no short pay)."""
        line = self.line(key)
        if line is None:
            raise PayTableError(f"short.{key}: not a line of [pays]")
        kept = tuple(ln for ln in self.short if ln.key != key)
        if pays is not None:
            kept = (*kept, replace(line, pays=to_pay(pays, where=f"short.{key}")))
        return self.edited(short=kept)

    def dealt_pays(self, key: str) -> Fraction | None:
        """The bonus a dealt hand of category ``key`` earns, ``None`` when not listed."""
        for ln in self.dealt:
            if ln.key == key:
                return ln.pays
        return None

    def with_pay(
        self, key: str, pays: Fraction | int | float | str, *, section: str = "pays"
    ) -> PayTable:
        """A copy with one line's pay changed (``section``: ``"pays"`` or ``"dealt"``)."""
        value = to_pay(pays, where=key)
        lines = self._section(section)
        if all(ln.key != key for ln in lines):
            raise PayTableError(f"{key}: not in this table")
        changed = tuple(replace(ln, pays=value) if ln.key == key else ln for ln in lines)
        return self.edited(**{_FIELD[section]: changed})

    def with_line(self, line: PayLine, *, section: str = "pays") -> PayTable:
        """A copy with a line added (or replaced when its key is already listed)."""
        others = tuple(ln for ln in self._section(section) if ln.key != line.key)
        return self.edited(**{_FIELD[section]: (*others, line)})

    def without_line(self, key: str, *, section: str = "pays") -> PayTable:
        """A copy without the line ``key``."""
        kept = tuple(ln for ln in self._section(section) if ln.key != key)
        return self.edited(**{_FIELD[section]: kept})  # a line's short pay goes with it

    def _section(self, section: str) -> tuple[PayLine, ...]:
        if section not in _FIELD:
            raise PayTableError(f"unknown section {section!r}; use 'pays' or 'dealt'")
        return self.lines if section == "pays" else self.dealt

    def to_dict(self) -> dict[str, Any]:
        """The TOML document of this table as a plain dict."""
        doc: dict[str, Any] = {"schema_version": SCHEMA_VERSION, "name": self.name}
        if self.game.wild is Wild.OTHER:
            doc.update(self.game.to_dict())
        else:
            doc["wild"] = str(self.game.wild)
        if self.family:
            doc["family"] = self.family
        if self.published_return is not None:
            doc["published_return"] = self.published_return
        if self.notes:
            doc["notes"] = self.notes
        doc["pays"] = {ln.key: pay_value(ln.pays) for ln in self.lines if not ln.custom}
        quads = []
        for ln in self.lines:
            if ln.custom and ln.quad is not None:
                entry: dict[str, Any] = {"ranks": rank_set_text(ln.quad.ranks)}
                if ln.quad.kickers is not None:
                    entry["kickers"] = rank_set_text(ln.quad.kickers)
                if ln.quad.natural:
                    entry["natural"] = True
                entry["pays"] = pay_value(ln.pays)
                entry["label"] = ln.label
                quads.append(entry)
        if quads:
            doc["quads"] = quads
        if self.dealt:
            doc["dealt"] = {ln.key: pay_value(ln.pays) for ln in self.dealt}
        if self.short:
            doc["short"] = {ln.key: pay_value(ln.pays) for ln in self.short}
        return doc


EDITED_SUFFIX = " (edited)"
_FIELD = {"pays": "lines", "dealt": "dealt"}


def checked_text(
    value: object, where: str, limit: int, *, required: bool = False, newlines: bool = False
) -> str:
    """``value`` if it is text fit to show: not too long, no control characters.

    ``required`` text must not be blank (it is returned stripped); only ``newlines``
    text may hold line breaks.
    """
    if not isinstance(value, str):
        raise PayTableError(f"{where}: must be text, got {short_repr(value)}")
    if required:
        value = value.strip()
        if not value:
            raise PayTableError(f"{where}: must be non-empty text")
    if len(value) > limit:
        raise PayTableError(f"{where}: too long ({len(value):,} characters; at most {limit:,})")
    problem = control_problem(value, allow_newlines=newlines)
    if problem is not None:
        raise PayTableError(f"{where}: {problem}")
    return value


def _check_natural_ranks(game: GameSpec, quad: QuadSplit) -> None:
    """Refuse a natural split of a rank with wild cards: four natural cards of it never
    come (four wild deuces are ``four_deuces``), so the line could never pay."""
    if not quad.natural:
        return
    wild = sorted(
        r for r in quad.ranks if r in game.wild_ranks or any(c >> 2 == r for c in game.wild_cards)
    )
    if wild:
        names = ", ".join(RANK_PLURALS[r] for r in wild)
        raise PayTableError(
            f"quads: natural four {names} never come in a game where they are wild "
            f"({game.describe()}), so the line could never pay; leave "
            f"{'that rank' if len(wild) == 1 else 'those ranks'} out of the split"
        )


def _checked_lines(game: GameSpec, lines: object, section: str) -> tuple[PayLine, ...]:
    """The lines as a tuple, each a known category of ``game``, no key twice."""
    if isinstance(lines, PayLine) or not isinstance(lines, tuple | list):
        raise PayTableError(f"{section}: must be a sequence of PayLine, got {lines!r}"[:200])
    if len(lines) > MAX_LINES:
        raise PayTableError(
            f"{section}: {len(lines):,} lines; a table lists at most {MAX_LINES} "
            f"({'[pays] with its [[quads]]' if section == 'pays' else '[dealt]'})"
        )
    seen: set[str] = set()
    for ln in lines:
        if not isinstance(ln, PayLine):
            raise PayTableError(f"{section}: must be PayLine values, got {ln!r}")
        if ln.key in seen:
            raise PayTableError(f"{section}.{ln.key}: listed twice")
        seen.add(ln.key)
        if ln.custom:
            assert ln.quad is not None  # PayLine checks this
            if game.has_wild and not ln.quad.natural:
                raise PayTableError(
                    f"quads: in a game with wild cards a four-of-a-kind split must be "
                    f"natural = true ({game_text(game)})"
                )
            if not game.has_wild and ln.quad.natural:
                raise PayTableError(
                    'quads: natural = true is for games with wild cards, not wild = "none"'
                )
            if ln.key != quad_key(ln.quad):
                raise PayTableError(
                    f"{section}.{ln.key}: a [[quads]] line's key is {quad_key(ln.quad)!r}"
                )
            _check_natural_ranks(game, ln.quad)
            continue
        cdef = category_def(game, ln.key)
        if cdef is None:
            raise PayTableError(f"{section}.{ln.key}: {category_problem(game, ln.key)}")
        if ln.quad != cdef.quad:
            raise PayTableError(f"{section}.{ln.key}: its four-of-a-kind split is {cdef.quad!r}")
    pairs = [
        ln.key
        for ln in lines
        if (c := category_def(game, ln.key)) is not None and c.pair_min_rank is not None
    ]
    if len(pairs) > 1:
        raise PayTableError(
            f"{section}: at most one paying pair category may be listed, got {', '.join(pairs)}"
        )
    return tuple(lines)


def checked_coins(coins: object) -> int:
    """``coins`` if it is a bet the tables know: a whole number from 1 to
    :data:`MAX_COINS`."""
    if isinstance(coins, bool) or not isinstance(coins, int) or not 1 <= coins <= MAX_COINS:
        raise PayTableError(f"a bet is 1 to {MAX_COINS} coins, got {short_repr(coins)}")
    return coins


def _checked_short(lines: tuple[PayLine, ...], short: object) -> tuple[PayLine, ...]:
    """The short pays, each a line of ``lines`` (its label and split), in their order.

    A short pay of a line that is not (or no longer) in ``lines`` goes with it: a table
    made from another without a line has no short pay for it. Files are stricter
    (:mod:`vptrainer.core.games.tomlfile` refuses such a key).
    """
    if isinstance(short, PayLine) or not isinstance(short, tuple | list):
        raise PayTableError(f"short: must be a sequence of PayLine, got {short!r}"[:200])
    pays: dict[str, Fraction] = {}
    for ln in short:
        if not isinstance(ln, PayLine):
            raise PayTableError(f"short: must be PayLine values, got {ln!r}"[:200])
        if ln.key in pays:
            raise PayTableError(f"short.{ln.key}: listed twice")
        pays[ln.key] = ln.pays
    return tuple(replace(ln, pays=pays[ln.key]) for ln in lines if ln.key in pays)


# ----------------------------------------------------------------------------- pays


def quad_key(split: QuadSplit) -> str:
    """The key of a ``[[quads]]`` line: ``quads:8,A``, ``quads:2-4:A-4``, ``natural_quads:A``."""
    key = ("natural_quads:" if split.natural else "quads:") + rank_set_text(split.ranks)
    if split.kickers is not None:
        key += ":" + rank_set_text(split.kickers)
    return key


def custom_quad_line(
    ranks: str,
    pays: object,
    *,
    kickers: str | None = None,
    label: str | None = None,
    natural: bool = False,
) -> PayLine:
    """A ``[[quads]]`` line from rank texts such as ``"A,8"`` and ``"2-4"``.

    ``natural`` splits are for games with wild cards: four cards of the rank that are
    not wild (the fifth card may be wild).
    """
    try:
        split = QuadSplit(
            parse_rank_set(ranks),
            None if kickers is None else parse_rank_set(kickers),
            natural=natural,
        )
    except VPError as exc:
        raise PayTableError(str(exc)) from None
    return PayLine(
        quad_key(split),
        label or split.describe(),
        to_pay(pays, where="quads.pays"),
        quad=split,
        custom=True,
    )


def named_line(
    game: GameSpec | Wild | str, key: str, pays: object, *, section: str = "pays"
) -> PayLine:
    """A line for a vocabulary key of the game."""
    spec = GameSpec.of(game)
    cdef = category_def(spec, key)
    if cdef is None:
        raise PayTableError(f"{section}.{key}: {category_problem(spec, key)}")
    return PayLine(key, cdef.label, to_pay(pays, where=f"{section}.{key}"), quad=cdef.quad)


def rank_lines(game: GameSpec | Wild | str, lines: Iterable[PayLine]) -> tuple[PayLine, ...]:
    """Lines in rank order: poker order; four-of-a-kind lines by specificity, then named
    categories before ``[[quads]]`` entries, each as given.

    This order breaks ties between equal pays: a final hand is paid the listed
    category it qualifies for that pays most (see :mod:`vptrainer.core.games.classify`).
    It is also the order a file writes, so every table reads back as it was saved.
    """
    vocab = vocabulary(game)
    order = {c.key: i for i, c in enumerate(vocab)}
    first_quad = min((i for i, c in enumerate(vocab) if c.quad is not None), default=0)

    def sort_key(item: tuple[int, PayLine]) -> tuple[int, int, int, int]:
        pos, ln = item
        if ln.quad is not None:
            return (first_quad, -ln.quad.specificity, int(ln.custom), pos)
        return (order.get(ln.key, len(order)), 0, 0, pos)

    return tuple(ln for _, ln in sorted(enumerate(lines), key=sort_key))


# ------------------------------------------------------------------------ validation


def unknown_key_message(game: GameSpec | Wild | str, key: str, where: str) -> str:
    """``where: why key is not a category of the game``."""
    return f"{where}: {category_problem(game, key)}"


def checked(table: PayTable) -> PayTable:
    """The table itself: every rule is checked when a :class:`PayTable` is created."""
    return table
