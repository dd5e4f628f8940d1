"""Strategy makers for the tests: the stages of a pay table computed once per session,
and their charts kept on disk between runs.

A :class:`~vptrainer.core.strategy.generator.charts.StrategyMaker` computes each stage
(hold table, atoms, basic strategy, levels, exceptions) once and keeps it; the app makes
one per table and window. The tests open many windows and run many commands on the same
few tables: they share the session's maker of each table. The ``fresh_strategy`` mark
gives a GUI test a maker of its own that makes its levels (:class:`BasicKeptMaker`), for a
test of a chart being made (its progress, its cancel).

The charts a :class:`KeptMaker` returns (the basic strategy and its rules, the levels,
the exceptions) are kept on disk like the slow oracles' results (:mod:`naive.testcache`):
``<user cache>/vptrainer/test-results/maker-<table>-<stage>-<digest>.pickle``, where the
digest hashes the text of every file of the core, the table and the stage's arguments,
so any change to the core makes them afresh. They are pickles (charts hold parsed
strategies and results), written and read only by the tests on this machine.
``VPTRAINER_DISK_CACHE=0`` turns it off (a cold run: everything computed). Those least
recently used beyond 3 GB are deleted as a run starts (the GUI tests keep their jobs'
answers there too: tests/gui/conftest.py).
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import math
import os
import pickle
import re
import threading
import weakref
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from functools import cache, lru_cache
from pathlib import Path
from typing import TypeVar

import numpy as np

import vptrainer.core
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.ultimate_x.solver import UltimateXGame, UltimateXResult, cached_solve
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.practice.explain import SituationFinder, situation_finder
from vptrainer.core.storage.caches import user_cache
from vptrainer.core.storage.diskcache import DISABLE_ENV
from vptrainer.core.storage.fileio import atomic_write_bytes
from vptrainer.core.strategy.generator import rules as rule_sets
from vptrainer.core.strategy.generator.charts import (
    DEFAULT_RULES,
    EXCEPTIONS,
    LONG_LEVEL,
    Chart,
    LevelPoint,
    Progress,
    StrategyMaker,
)
from vptrainer.core.strategy.generator.exceptions import Exceptions
from vptrainer.core.strategy.patterns import Pattern

T = TypeVar("T")
CORE = Path(vptrainer.core.__file__).resolve().parent
KEPT_BYTES = 3 * 2**30  # the kept charts and GUI answers of a few versions of the core


def kept_folder() -> Path:
    """Where the charts are kept: the user cache of the run as it starts (a test that
    moves its own cache away still reads them)."""
    return _KEPT_FOLDER


_KEPT_FOLDER = user_cache() / "test-results"  # as the test modules are collected


@cache
def core_digest() -> str:
    """A digest of every file of the core (the generator, the engine, the language, the
    built-in data it reads) and of the versions the results are computed with."""
    h = hashlib.sha256(f"{np.__version__}\0{pickle.HIGHEST_PROTOCOL}\0".encode())
    for path in sorted(CORE.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            h.update(str(path.relative_to(CORE)).encode() + b"\0")
            h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:20]


def kept_value(slug: str, stage: str, key: str, make: Callable[[], T]) -> T:
    """``make()``, or what it returned for the same ``slug``, ``stage`` and ``key`` on a
    run of the same core (``maker-<slug>-<stage>-<digest>.pickle``)."""
    if os.environ.get(DISABLE_ENV) == "0":
        return make()
    digest = hashlib.sha256(f"{core_digest()}\0{key}".encode()).hexdigest()[:20]
    slug = re.sub(r"[^a-z0-9]+", "-", slug.lower()).strip("-")[:40]
    path = kept_folder() / f"maker-{slug}-{stage}-{digest}.pickle"
    try:
        value: T = pickle.loads(path.read_bytes())  # written by the tests
        os.utime(path)  # used: kept by prune_kept_charts
        return value
    except Exception:  # missing, or written by other code or cut short: made again
        pass
    value = make()
    # a value that cannot be pickled is simply not kept
    with contextlib.suppress(OSError, pickle.PicklingError, TypeError, AttributeError):
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, data)
    return value


def kept_price(table: PayTable, text: str, price: Callable[[], T]) -> T:
    """``price()`` (strategy ``text`` priced on ``table``: its return or its whole
    result), or what it returned for the same table and text on a run of the same core."""
    name = f"{price.__module__}.{price.__qualname__}"  # what it keeps: a return, a result
    return kept_value(table.name, "price", f"{table!r}\0{text}\0{name}", price)


def kept_solve(game: UltimateXGame) -> UltimateXResult:
    """:func:`~vptrainer.core.features.ultimate_x.solver.cached_solve` of ``game``, or what
    it returned for the same game on a run of the same core (a test may put this function
    in ``cached_solve``'s place: it calls the core's own)."""
    return kept_value(game.table.name, "ultimate-x", repr(game), lambda: cached_solve(game))


def _kept(maker: StrategyMaker, stage: str, args: tuple[object, ...], make: Callable[[], T]) -> T:
    """``make()``, or what it returned for the same table, stage and arguments on a run
    of the same core."""
    return kept_value(maker.table.name, stage, f"{maker.table!r}\0{stage}\0{args!r}", make)


def kept_call(function: Callable[..., T], table: PayTable, **kwargs: object) -> T:
    """``function(table, **kwargs)`` (a core computation such as ``spin_poker`` or
    ``turning_points``), or what it returned for the same arguments on a run of the same
    core. ``progress`` and ``cancel`` are passed on when it computes and are not part of
    the key; read back, it reports itself done."""
    progress = kwargs.pop("progress", None)
    cancel = kwargs.pop("cancel", None)
    key = hashlib.sha256(pickle.dumps((table, sorted(kwargs.items())))).hexdigest()
    name = f"{function.__module__}.{function.__qualname__}"
    made = []

    def make() -> T:
        made.append(True)
        return function(table, progress=progress, cancel=cancel, **kwargs)

    value = kept_value(table.name, function.__name__, f"{name}\0{key}", make)
    if not made:
        _read_back(progress, cancel)  # type: ignore[arg-type]
    return value


def prune_kept_charts(limit: int = KEPT_BYTES) -> None:
    """Delete the kept charts least recently used beyond ``limit`` bytes in all (each
    change to the core makes new ones)."""
    folder = kept_folder()
    found = []
    for path in folder.glob("maker-*.pickle"):
        with contextlib.suppress(OSError):
            stat = path.stat()
            found.append((stat.st_mtime, stat.st_size, path))
    total = 0
    for _, size, path in sorted(found, reverse=True):
        total += size
        if total > limit:
            with contextlib.suppress(OSError):
                path.unlink()


def _read_back(progress: Progress | None, cancel: threading.Event | None) -> None:
    """What a stage read back tells its caller: cancelled, or done."""
    if cancel is not None and cancel.is_set():
        raise Cancelled
    if progress is not None:
        progress(1000, 1000)


class BasicKeptMaker(StrategyMaker):
    """A maker that reads back the basic strategy's stages (atoms' order, rules, chart)
    kept on disk between test runs and makes everything else: its levels, curve and
    exceptions (a test that watches a level being made, its progress and cancel; a test
    of what a level depends on)."""

    def basic_atom_rules(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> rule_sets.Rules:
        if self._atom_basic is None:
            rules = lambda: super(BasicKeptMaker, self).basic_atom_rules(progress, cancel)  # noqa: E731
            self._atom_basic = _kept(self, "atom_rules", (), rules)
        return self._atom_basic

    def basic_rules(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> rule_sets.Rules:
        if self._basic is None:
            # with the search's rules before the deletions as read (another start for
            # the levels' descents): a maker reading them back searches as one that made them

            def make() -> tuple[rule_sets.Rules, rule_sets.Rules | None]:
                rules = super(BasicKeptMaker, self).basic_rules(progress, cancel)
                return rules, self._searched

            self._basic, self._searched = _kept(self, "basic_rules_searched", (), make)
        return self._basic

    def basic(
        self, progress: Progress | None = None, cancel: threading.Event | None = None
    ) -> Chart:
        if self._basic_chart is None:
            self.basic_rules(progress, cancel)
            self._basic_chart = _kept(
                self, "basic", (), lambda: super(BasicKeptMaker, self).basic(progress, cancel)
            )
        _read_back(progress, cancel)
        return self._basic_chart

    def _tidy_basic(self) -> list[list[Pattern]]:
        if self._basic_tidy is None:
            self._basic_tidy = _kept(
                self, "basic_tidy", (), lambda: super(BasicKeptMaker, self)._tidy_basic()
            )
        return self._basic_tidy


class KeptMaker(BasicKeptMaker):
    """A maker whose charts are kept on disk between test runs (see the module). Every
    stage is a function of the table and its arguments (a level does not depend on what
    was asked before: ``test_a_level_does_not_depend_on_what_was_asked_before``, on a
    plain maker), so each is kept under those alone."""

    def exceptions(
        self,
        max_count: int = 25,
        *,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> Exceptions:
        if self._exceptions is None or self._exceptions_asked < max_count:
            self._exceptions = _kept(
                self,
                "exceptions",
                (max_count,),
                lambda: super(KeptMaker, self).exceptions(
                    max_count, progress=progress, cancel=cancel
                ),
            )
            self._exceptions_asked = max_count
        _read_back(progress, cancel)
        return self._exceptions

    def model_return(self, rules: rule_sets.Rules) -> Fraction:
        return _kept(
            self, "model_return", (rules,), lambda: super(KeptMaker, self).model_return(rules)
        )

    def levels(
        self,
        *,
        down_to: int = 3,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> tuple[LevelPoint, ...]:
        found = _kept(
            self,
            "levels",
            (down_to,),
            lambda: super(KeptMaker, self).levels(
                down_to=down_to, progress=progress, cancel=cancel
            ),
        )
        _read_back(progress, cancel)
        return found

    def level(
        self,
        max_rules: int = DEFAULT_RULES,
        *,
        search: str = "default",
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> Chart:
        chart = _kept(
            self,
            "level",
            (max_rules, search),
            lambda: super(KeptMaker, self).level(
                max_rules, search=search, progress=progress, cancel=cancel
            ),
        )
        _read_back(progress, cancel)
        return chart

    def pat_deals_given_up(self, rules: int) -> int:
        return _kept(
            self, "pat_deals", (rules,), lambda: super(KeptMaker, self).pat_deals_given_up(rules)
        )


@lru_cache(maxsize=4)  # each keeps a table's every hold EV and pattern table
def shared_maker(table: PayTable) -> StrategyMaker:
    """The session's maker of ``table``."""
    return KeptMaker(table)


_SITUATIONS: dict[tuple[PayTable, int | None], SituationFinder] = {}


def shared_situations(
    table: PayTable | PreparedTable,
    *,
    level_rules: int | None = None,
    maker: StrategyMaker | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> SituationFinder:
    """:func:`~vptrainer.core.practice.explain.situation_finder` from the session's maker of
    the table, computed once per session for each table and level (every window's Practice
    view asks for them); read back, it reports itself done or cancelled."""
    plain = table.table if isinstance(table, PreparedTable) else table
    key = (plain, level_rules)
    found = _SITUATIONS.get(key)
    if found is not None:
        _read_back(progress, cancel)
        return found
    found = situation_finder(
        plain,
        level_rules=level_rules,
        maker=shared_maker(plain),
        progress=progress,
        cancel=cancel,
    )
    if len(_SITUATIONS) >= 8:
        _SITUATIONS.pop(next(iter(_SITUATIONS)))
    _SITUATIONS[key] = found
    return found


#: the level the plain makers' inputs include (the thorough search at its quickest)
RULES = 3


def long_sizes(m: StrategyMaker) -> tuple[int, int, int]:
    """The sizes a long level's candidates search near: the longest short level, the
    shortest long one, the basic strategy's."""
    size = len(m._basic_level().rules)
    fewest_long = math.ceil(LONG_LEVEL * size)
    return fewest_long - 1, fewest_long, size


def kept_curve(m: StrategyMaker) -> dict[int, rule_sets.Level]:
    """``m``'s levels curve (every section descended and polished), kept between runs."""
    key = f"{m.table!r}\0curve"
    return kept_value(m.table.name, "curve", key, lambda: m._level_list(None, None))


def plain_copy(m: StrategyMaker, *, penalty_inputs: bool = True) -> StrategyMaker:
    """A plain maker (no kept levels: it searches what it is asked) of ``m``'s table
    sharing its stages and its curve (:func:`kept_curve`); with ``penalty_inputs`` the
    inputs of the penalty stages too (the default search near :data:`RULES` rules and
    near the long levels' sizes, and the penalty variants' table), kept between runs:
    only the stages themselves are computed."""
    m.basic()
    m._searches(None, None)  # the sections (shared with the session's maker)
    m._chart_rules()  # and the tables of the short charts and of the basic chart
    plain = copy.copy(m)
    plain.__class__ = StrategyMaker
    if m._levels is None:
        m._levels = kept_curve(m)  # (the same curve: read once per session)
    plain._levels = m._levels
    if penalty_inputs:
        sizes = (RULES, *long_sizes(m))
        key = f"{m.table!r}\0penalty-inputs\0{sizes}\0chains"

        def inputs() -> tuple[object, ...]:
            table, variants = m._penalty_table()
            near = {n: m._levels_near(n, None, None) for n in sizes}
            return near, replace(table, holds=None), variants, m._chain_variants

        near, table, variants, chains = kept_value(m.table.name, "penalty-inputs", key, inputs)
        plain._near = dict(near)  # type: ignore[call-overload]
        plain._penalties = (replace(table, holds=m.holds), variants)  # type: ignore[assignment,type-var]
        plain._chain_variants = dict(chains)  # type: ignore[call-overload]
    plain._exceptions = m.exceptions(EXCEPTIONS)  # kept
    plain._exceptions_asked = EXCEPTIONS
    plain._long_found = None
    plain._long_read = plain._searched_long = False
    plain._candidate_tables = {}
    plain._kept_shown = {}
    plain._said = weakref.WeakKeyDictionary()
    return plain
