"""Which of several tied best holds a full analysis plays: the tie policy.

Some deals have two or more holds of exactly the same EV (876 of the 2,598,960 deals
of Jacks or Better 9/6). The return never depends on which is played, but the
per-category counts, the variance and the cards held do, and every published table
breaks its ties some way of its own. A policy names one way:

``most-cards`` (the default)
    the tied hold that keeps the most cards (the Wizard of Odds' Jacks or Better 9/6
    counts are published this way);
``fewest-cards``
    the one that keeps the fewest cards;
``first``
    the first in the engine's order of the 32 holds: bit ``k`` of a hold is the
    ``k``-th card of the deal in ascending card code (rank, then suit), and holds are
    taken in the order of their bits read as a number (discarding everything first,
    then the lowest card alone, ...);
``lowest-variance``
    the one whose final hand's pay has the lowest variance (the Wizard of Odds plays
    full-pay Deuces Wild's tied hand "the less volatile way").

Every policy then breaks what is still tied by keeping more cards, then by the
engine's order. The kernels always play ``most-cards``; :func:`apply_tie_policy`
replays the deals that have ties under another policy, exactly.
"""

from __future__ import annotations

from typing import Literal, get_args

import numpy as np
import numpy.typing as npt

from vptrainer.core.engine.hold_table import hold_category_counts
from vptrainer.core.engine.prepared import PreparedTable
from vptrainer.core.engine.suit_classes import SuitClasses
from vptrainer.core.errors import VPError

TiePolicy = Literal["most-cards", "fewest-cards", "first", "lowest-variance"]
TIE_POLICIES: tuple[TiePolicy, ...] = get_args(TiePolicy)
DEFAULT_TIES: TiePolicy = "most-cards"

_POPCOUNT = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)


def check_ties(policy: object) -> TiePolicy:
    """A valid tie policy, or a :class:`VPError` that lists the valid ones."""
    if not isinstance(policy, str) or policy not in TIE_POLICIES:
        raise VPError(f"the tie policy must be one of {', '.join(TIE_POLICIES)}; got {policy!r}")
    return policy


def tie_choices(
    prepared: PreparedTable,
    tie_mask: npt.NDArray[np.uint32],
    policy: TiePolicy,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.uint8]]:
    """The deal classes with tied best holds and the hold ``policy`` plays in each.

    ``tie_mask[i]`` has bit ``m`` set when hold ``m`` of class ``i`` is tied best (as
    the analysis kernels write it). Returns the classes (ascending) and their holds.
    """
    check_ties(policy)
    ties = np.asarray(tie_mask, dtype=np.int64)
    rows = np.flatnonzero(ties & (ties - 1)).astype(np.int64)
    if rows.size == 0:
        return rows, np.zeros(0, dtype=np.uint8)
    # every (class, tied hold), by class then hold
    bits = (ties[rows, None] >> np.arange(32)[None, :]) & 1
    which, hold = np.nonzero(bits)
    cards = _POPCOUNT[hold]
    if policy == "first":
        keys: tuple[npt.NDArray[np.int64], ...] = (hold,)
    elif policy == "fewest-cards":
        keys = (hold, cards)
    elif policy == "most-cards":
        keys = (hold, -cards)
    else:  # equal means, so the lowest variance is the lowest second moment of the pay
        counts = hold_category_counts(prepared, hold.astype(np.uint8), rows=rows[which])
        squares = [int(p) * int(p) for p in prepared.scaled_pays]
        if int(counts.max(initial=0)) * max(squares) * len(squares) < 2**62:
            second = counts @ np.array(squares, dtype=np.int64)
        else:  # exact in Python integers
            second = np.array(
                [sum(int(c) * q for c, q in zip(row, squares, strict=True)) for row in counts],
                dtype=object,
            )
            second = np.unique(second, return_inverse=True)[1].ravel()  # the same order
        keys = (hold, -cards, second)
    order = np.lexsort((*keys, which))  # by class, then the policy's keys (last first)
    first = order[np.r_[True, which[order][1:] != which[order][:-1]]]
    return rows, hold[first].astype(np.uint8)


def apply_tie_policy(
    prepared: PreparedTable,
    classes: SuitClasses,
    counts: dict[str, npt.NDArray[np.generic]],
    policy: TiePolicy,
) -> dict[str, npt.NDArray[np.generic]]:
    """The analysis kernels' counts (see ``analysis._run_kernels``) with every tied deal
    played by ``policy``: its best hold, the final hands by category and the deals by
    cards held change; the EVs, the ties and so the return do not."""
    if check_ties(policy) == DEFAULT_TIES:
        return counts
    tie_mask = np.asarray(counts["tie_mask"], dtype=np.uint32)
    rows, chosen = tie_choices(prepared, tie_mask, policy)
    best = np.array(counts["best_hold"], dtype=np.uint8)
    changed = chosen != best[rows]
    rows, chosen = rows[changed], chosen[changed]
    totals = np.array(counts["totals"], dtype=np.int64)
    if len(rows):
        n_cat = len(prepared.pays)
        old = hold_category_counts(prepared, best[rows], rows=rows)
        new = hold_category_counts(prepared, chosen, rows=rows)
        weight = classes.weight[rows].astype(np.int64)
        totals[:n_cat] += ((new - old) * weight[:, None]).sum(axis=0)
        held = totals[n_cat : n_cat + 6]  # deals by cards held (a view)
        held -= np.bincount(_POPCOUNT[best[rows]], weights=weight, minlength=6).astype(np.int64)
        held += np.bincount(_POPCOUNT[chosen], weights=weight, minlength=6).astype(np.int64)
        best[rows] = chosen
    return {**counts, "best_hold": best, "totals": totals}
