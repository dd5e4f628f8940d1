"""The long levels' candidates of a table, and its basic strategy and short levels,
kept on disk between runs.

Searching the long levels' candidates (:meth:`.charts.StrategyMaker._long_candidates`)
takes from about 20 s (Jacks or Better) to a few minutes (Double Bonus 10/7) the first
time; what it finds is a few hundred lists of rules. They are kept in the user cache
like the engine's counts (:mod:`~vptrainer.core.storage.diskcache`:
``<user cache>/vptrainer/arrays/long-levels-<table digest>-<code digest>.npz``), for the
same table text and the same code of the engine and the generator, so the first long
level of a table is searched once per version of the app, not once per run.

Each candidate is the table its items belong to (:data:`EXTENDED`, :data:`PENALTY` or
:data:`EXCEPTIONS_TABLE`), its rules, its two exact totals and, for those a long level
has looked at, the number of rules its chart shows (-1: not counted): counted when a
level first needs it (a chart made, about 0.2 s each) and kept again with them, so that
in a later run choosing among them needs no chart but the chosen one's. Read back, a
candidate is used only after its rules are priced again to the same totals and its
chart counted again to the same number (:meth:`.charts.StrategyMaker._long_level`), so
a file that is wrong despite its checksums costs the search, never a wrong chart.

A table's basic strategy (its rules, and its search's rules before the deletions as
read: the short levels' two starts) and each short level asked for (the default search
for N rules) are kept the same way, in ``charts-<table digest>-<code digest>.npz``
(:func:`keep_charts`, a few kB): the basic strategy takes 2-6 s to search and a short
level 1-4 s, every time a table's Strategy view or "Grade by chart" opened it. Read back,
each is priced again, and a level is used only by a maker whose starts are the ones
kept with it (:meth:`.charts.StrategyMaker._kept`). ``VPTRAINER_KEEP_CHARTS=0`` leaves
them alone (the tests set it).

The charts made of them (the basic strategy's, and each level's of the default search)
are kept too, as the text they read, in ``chart-texts-<table digest>-<code digest>.npz``
(:func:`keep_texts`): a chart read back is only parsed and priced exactly, to the
returns kept with it, and is used only when it prices to them; no candidate pattern is
matched on every deal, no rule is tidied (half of "Grade by chart" on a wild table).

While a process searches a table's candidates it holds a lock on
``long-levels-<table digest>.lock`` beside them (:func:`search_lock`, where the system
has ``flock``): another process that wants them (a second window of the app, another
test worker) waits, then reads what the first kept, instead of searching too.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.analysis import stored_identity, stored_sources
from vptrainer.core.errors import Cancelled
from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage.caches import PACKAGE, array_folders, private_cache_folder
from vptrainer.core.storage.diskcache import (
    DISABLE_ENV,
    Arrays,
    kept_arrays,
    prune,
    store_arrays,
)
from vptrainer.core.strategy.generator.rules import Level

#: the tables a candidate's items belong to
EXTENDED = 0  # the short charts' table (atoms and coarse patterns)
PENALTY = 1  # the same with penalty-card variants (:func:`.penalty_table.penalty_variants`)
EXCEPTIONS_TABLE = 2  # the same as EXTENDED with the basic strategy's exceptions' patterns

Candidate = tuple[int, Level]  # (the table it belongs to, the level)
Shown = dict[int, int]  # a candidate's place: the rules its chart shows (those counted)

PREFIX = "long-levels-"
# tables' candidates kept (80-600 kB each): every built-in table's, as a bundle's build
# with VPTRAINER_BUNDLE_LEVELS=all makes them
KEPT = 64
_LIMBS = 8  # a total: eight 32-bit limbs, least significant first
_KEYS = ("source", "rule_count", "rule_size", "items", "shown", "total", "worst")


@cache
def sources() -> tuple[str, ...]:
    """The code the candidates come from (relative to the package): the engine's (its
    counts and hold values) and the whole strategy package."""
    strategy = PACKAGE / "core" / "strategy"
    own = sorted(p.relative_to(PACKAGE).as_posix() for p in strategy.rglob("*.py"))
    return (*stored_sources(), *own)


def _name(table: PayTable) -> str:
    digest = hashlib.sha256(stored_identity(table).encode()).hexdigest()[:24]
    return PREFIX + digest


def _encode_total(value: int) -> list[int]:
    if not 0 <= value < 1 << (32 * _LIMBS):
        raise ValueError("a level's total is out of range")  # pragma: no cover - never
    return [(value >> (32 * j)) & 0xFFFFFFFF for j in range(_LIMBS)]


def _decode_total(limbs: npt.NDArray[np.generic]) -> int:
    return sum(int(limbs[j]) << (32 * j) for j in range(_LIMBS))


def encode(
    candidates: Sequence[Candidate], shown: Shown | None = None
) -> dict[str, npt.NDArray[np.generic]]:
    """The candidates, and the rules the charts of those counted show, as arrays (see the
    module's notes)."""
    rules = [r for _, level in candidates for r in level.rules]
    counts = np.full(len(candidates), -1, dtype=np.int64)
    for i, n in (shown or {}).items():
        counts[i] = n
    return {
        "source": np.array([s for s, _ in candidates], dtype=np.int64),
        "rule_count": np.array([len(lv.rules) for _, lv in candidates], dtype=np.int64),
        "rule_size": np.array([len(r) for r in rules], dtype=np.int64),
        "items": np.array([i for r in rules for i in r], dtype=np.int64),
        "shown": counts,
        "total": np.array([_encode_total(lv.total) for _, lv in candidates], dtype=np.uint32)
        .reshape(len(candidates), _LIMBS),
        "worst": np.array(
            [_encode_total(lv.worst_total) for _, lv in candidates], dtype=np.uint32
        ).reshape(len(candidates), _LIMBS),
    }  # fmt: skip


def _whole(arrays: Arrays) -> bool:
    """Whether the arrays are a whole set of candidates."""
    if set(arrays) != set(_KEYS):
        return False
    if not all(arrays[k].dtype == np.int64 and arrays[k].ndim == 1 for k in _KEYS[:5]):
        return False
    source, count, size, items, shown = (np.asarray(arrays[k], dtype=np.int64) for k in _KEYS[:5])
    n = source.shape[0]
    return (
        all(arrays[k].dtype == np.uint32 and arrays[k].shape == (n, _LIMBS) for k in _KEYS[5:])
        and count.shape == (n,)
        and shown.shape == (n,)
        and bool((shown >= -1).all())
        and bool(np.isin(source, (EXTENDED, PENALTY, EXCEPTIONS_TABLE)).all())
        and bool((count >= 0).all() and (size > 0).all() and (items >= 0).all())
        and int(count.sum()) == size.shape[0]
        and int(size.sum()) == items.shape[0]
    )


def decode(arrays: Arrays) -> list[Candidate]:
    """The candidates the arrays of :func:`encode` hold."""
    out: list[Candidate] = []
    sizes = iter(arrays["rule_size"].tolist())
    items = arrays["items"].tolist()
    at = 0
    for i, (source, count) in enumerate(
        zip(arrays["source"].tolist(), arrays["rule_count"].tolist(), strict=True)
    ):
        rules = []
        for _ in range(count):
            size = next(sizes)
            rules.append(tuple(items[at : at + size]))
            at += size
        total = _decode_total(arrays["total"][i])
        worst = _decode_total(arrays["worst"][i])
        out.append((source, Level(tuple(rules), total, worst)))
    return out


def decode_shown(arrays: Arrays) -> Shown:
    """The rules shown by the charts of the candidates counted (:func:`encode`)."""
    return {i: n for i, n in enumerate(arrays["shown"].tolist()) if n >= 0}


def read(table: PayTable) -> tuple[list[Candidate], Shown] | None:
    """The candidates kept for ``table`` by a run of the same code, if any, and the
    rules their charts show (those counted)."""
    arrays = kept_arrays(_name(table), sources(), _whole, identity=stored_identity(table))
    return None if arrays is None else (decode(arrays), decode_shown(arrays))


def keep(table: PayTable, candidates: Sequence[Candidate], shown: Shown | None = None) -> None:
    """Keep ``table``'s candidates (and the rules their charts show, where counted) on
    disk (the least recently written beyond :data:`KEPT` tables are deleted; a cache
    that cannot be written only costs a search)."""
    prune(PREFIX, KEPT - 1)
    arrays = encode(candidates, shown)
    store_arrays(_name(table), sources(), arrays, identity=stored_identity(table))


CHARTS_PREFIX = "charts-"
#: ``VPTRAINER_KEEP_CHARTS=0``: :func:`read_charts` and :func:`keep_charts` leave the disk
#: alone (the tests set it: a test of a chart being made, its progress and its cancel,
#: makes it; tests/core/strategy/test_kept_charts.py turns it back on)
KEEP_CHARTS_ENV = "VPTRAINER_KEEP_CHARTS"


def charts_kept() -> bool:
    """Whether charts are kept on disk (:data:`KEEP_CHARTS_ENV`)."""
    return os.environ.get(KEEP_CHARTS_ENV, "1") != "0"


#: the roles of a table's kept charts beside the short levels (a short level's role is
#: its number of rules)
BASIC = -1  # the basic strategy's rules
SEARCHED = -2  # the basic strategy's search before the deletions as read (or BASIC's rules)


def _charts_name(table: PayTable) -> str:
    return CHARTS_PREFIX + _name(table).removeprefix(PREFIX)


def _whole_charts(arrays: Arrays) -> bool:
    """Whether the arrays are a whole set of kept charts (:func:`keep_charts`)."""
    rest = {k: v for k, v in arrays.items() if k != "role"}
    role = arrays.get("role")
    if role is None or not _whole(rest) or role.dtype != np.int64 or role.ndim != 1:
        return False
    roles = role.tolist()
    return (
        len(roles) == arrays["source"].shape[0]
        and len(set(roles)) == len(roles)
        and all(r >= 1 or r in (BASIC, SEARCHED) for r in roles)
        and bool((arrays["source"] == EXTENDED).all())
    )


def encode_charts(charts: Mapping[int, Level]) -> dict[str, npt.NDArray[np.generic]]:
    """Charts by role as arrays: :func:`encode`'s, and each one's role."""
    roles = sorted(charts)
    arrays = encode([(EXTENDED, charts[r]) for r in roles])
    arrays["role"] = np.array(roles, dtype=np.int64)
    return arrays


def decode_charts(arrays: Arrays) -> dict[int, Level]:
    """The charts by role that the arrays of :func:`encode_charts` hold."""
    found = decode({k: v for k, v in arrays.items() if k != "role"})
    return {int(r): level for r, (_, level) in zip(arrays["role"].tolist(), found, strict=True)}


def read_charts(table: PayTable) -> dict[int, Level]:
    """The charts kept for ``table`` by a run of the same code (:func:`keep_charts`), by
    role; none when nothing is kept."""
    if not charts_kept():
        return {}
    arrays = kept_arrays(
        _charts_name(table), sources(), _whole_charts, identity=stored_identity(table)
    )
    return {} if arrays is None else decode_charts(arrays)


def keep_charts(table: PayTable, charts: Mapping[int, Level]) -> None:
    """Keep ``table``'s basic strategy and short levels (items of the short charts'
    table, by role: :data:`BASIC`, :data:`SEARCHED` or the level's number of rules) on
    disk, replacing what was kept (the least recently written beyond :data:`KEPT`
    tables are deleted; a cache that cannot be written only costs a search)."""
    if not charts_kept():
        return
    prune(CHARTS_PREFIX, KEPT - 1)
    arrays = encode_charts(charts)
    store_arrays(_charts_name(table), sources(), arrays, identity=stored_identity(table))


TEXTS_PREFIX = "chart-texts-"


@dataclass(frozen=True)
class KeptChart:
    """A chart as it was made: its title, its text (below the name and game), each of
    its rules' text, section and source (the rule it was made of, -1: "discard
    everything"), its exact returns and those of the rules it was made from (read for
    the player, against)."""

    title: str
    text: str
    rules: tuple[tuple[str, str, int], ...]
    returns: tuple[Fraction, Fraction]
    model: tuple[Fraction, Fraction] | None


def _texts_name(table: PayTable) -> str:
    return TEXTS_PREFIX + _name(table).removeprefix(PREFIX)


def _pair(value: object) -> tuple[Fraction, Fraction]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError("not two returns")
    return Fraction(_text(value[0])), Fraction(_text(value[1]))


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("not a text")
    return value


_CHART_FIELDS = {"title", "text", "rules", "returns", "model"}


def _chart_of(record: object) -> KeptChart:
    if not isinstance(record, dict) or set(record) != _CHART_FIELDS:
        raise ValueError("not a kept chart")
    rules = record["rules"]
    if not isinstance(rules, list):
        raise ValueError("not a list of rules")
    out = []
    for rule in rules:
        if not isinstance(rule, list) or len(rule) != 3:
            raise ValueError("not a rule")
        source = rule[2]
        if not isinstance(source, int) or isinstance(source, bool) or source < -1:
            raise ValueError("not a rule's source")
        out.append((_text(rule[0]), _text(rule[1]), source))
    model = record["model"]
    return KeptChart(
        _text(record["title"]),
        _text(record["text"]),
        tuple(out),
        _pair(record["returns"]),
        None if model is None else _pair(model),
    )


def encode_texts(charts: Mapping[int, KeptChart]) -> dict[str, npt.NDArray[np.generic]]:
    """Charts by role (:data:`BASIC` or the level's number of rules) as one array: their
    JSON, UTF-8."""
    records = {
        str(role): {
            "title": c.title,
            "text": c.text,
            "rules": [list(r) for r in c.rules],
            "returns": [str(x) for x in c.returns],
            "model": None if c.model is None else [str(x) for x in c.model],
        }
        for role, c in charts.items()
    }
    data = json.dumps(records, ensure_ascii=False, sort_keys=True).encode()
    return {"texts": np.frombuffer(data, dtype=np.uint8).copy()}


def decode_texts(arrays: Arrays) -> dict[int, KeptChart] | None:
    """The charts :func:`encode_texts` wrote, or ``None`` when the arrays are not such."""
    data = arrays.get("texts")
    if set(arrays) != {"texts"} or data is None or data.dtype != np.uint8 or data.ndim != 1:
        return None
    try:
        records = json.loads(data.tobytes().decode())
        if not isinstance(records, dict):
            return None
        out = {int(role): _chart_of(record) for role, record in records.items()}
    except (ValueError, ZeroDivisionError, RecursionError):
        return None
    if not all(r >= 1 or r == BASIC for r in out):
        return None
    return out


def read_texts(table: PayTable) -> dict[int, KeptChart]:
    """The charts kept for ``table`` by a run of the same code (:func:`keep_texts`), by
    role; none when nothing is kept."""
    if not charts_kept():
        return {}
    arrays = kept_arrays(
        _texts_name(table),
        sources(),
        lambda a: decode_texts(a) is not None,
        identity=stored_identity(table),
    )
    return {} if arrays is None else decode_texts(arrays) or {}


def keep_texts(table: PayTable, charts: Mapping[int, KeptChart]) -> None:
    """Keep ``table``'s charts (by role) on disk, replacing what was kept (as
    :func:`keep_charts`)."""
    if not charts_kept():
        return
    prune(TEXTS_PREFIX, KEPT - 1)
    store_arrays(
        _texts_name(table), sources(), encode_texts(charts), identity=stored_identity(table)
    )


_LOCK_POLL_S = 0.2


@contextlib.contextmanager
def search_lock(table: PayTable, cancel: threading.Event | None = None) -> Iterator[None]:
    """Held while this process searches ``table``'s candidates (see the module's
    notes); waiting for another process's search ends when ``cancel`` is set
    (:class:`Cancelled`). Without ``flock`` (Windows), with the disk cache off, or in a
    cache folder that cannot be written, nothing is locked."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not on this system
        yield
        return
    if os.environ.get(DISABLE_ENV, "1") == "0":
        yield
        return
    folder = array_folders()[0]
    path: Path = folder / f"{_name(table)}.lock"
    try:
        private_cache_folder(folder)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except OSError:
        yield
        return
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if cancel is not None and cancel.is_set():
                    raise Cancelled("strategy generation cancelled") from None
                time.sleep(_LOCK_POLL_S)
            except OSError:  # a file system without locks: searched without one
                break
        yield
    finally:
        os.close(fd)  # the lock goes with it
