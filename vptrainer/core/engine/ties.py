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

_POPCOUNT = [bin(m).count("1") for m in range(32)]


def check_ties(policy: object) -> TiePolicy:
    """A valid tie policy, or a :class:`VPError` that lists the valid ones."""
    if not isinstance(policy, str) or policy not in TIE_POLICIES:
        raise VPError(f"the tie policy must be one of {', '.join(TIE_POLICIES)}; got {policy!r}")
    return policy


def _ordered(masks: list[int], policy: TiePolicy) -> list[int]:
    """Tied holds, best for ``policy`` first (the variance policy sorts later)."""
    if policy == "first":
        return sorted(masks)
    if policy == "fewest-cards":
        return sorted(masks, key=lambda m: (_POPCOUNT[m], m))
    return sorted(masks, key=lambda m: (-_POPCOUNT[m], m))


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
    rows = np.flatnonzero(ties & (ties - 1))
    masks = [[m for m in range(32) if int(ties[i]) >> m & 1] for i in rows.tolist()]
    choice = [_ordered(ms, policy)[0] for ms in masks]
    if policy == "lowest-variance" and len(rows):
        # equal means, so the lowest variance is the lowest second moment of the pay
        flat_rows = np.array([i for i, ms in zip(rows, masks, strict=True) for _ in ms])
        flat_holds = np.array([m for ms in masks for m in ms], dtype=np.uint8)
        counts = hold_category_counts(prepared, flat_holds, rows=flat_rows)
        squares = [int(p) * int(p) for p in prepared.scaled_pays]
        seconds = [sum(int(c) * s for c, s in zip(row, squares, strict=True)) for row in counts]
        k = 0
        for j, ms in enumerate(masks):
            second = dict(zip(ms, seconds[k : k + len(ms)], strict=True))
            k += len(ms)
            choice[j] = min(_ordered(ms, "most-cards"), key=lambda m: second[m])
    return rows.astype(np.int64), np.array(choice, dtype=np.uint8)


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
        for w, before, after in zip(
            weight.tolist(), best[rows].tolist(), chosen.tolist(), strict=True
        ):
            totals[n_cat + _POPCOUNT[before]] -= w
            totals[n_cat + _POPCOUNT[after]] += w
        best[rows] = chosen
    return {**counts, "best_hold": best, "totals": totals}
