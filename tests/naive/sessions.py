"""Slow, obvious references for sessions: every sequence of rounds, or plain random play.

A round is a list of outcomes ``(total pay in bets, probability, had a royal)``. A
session starts with ``bankroll`` bets, plays rounds of ``lines`` bets and gets
``lines * cashback`` back each round; it is broke when it holds less than ``lines``
bets, reaches its goal at ``bankroll + goal`` or more, and stops at either.

The exact references are kept on disk between runs of the same code on the same
outcomes and arguments (:mod:`naive.testcache`): the tests ask them the same questions
every run.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction

from naive.testcache import kept_fractions

Outcome = tuple[Fraction, Fraction, bool]


@kept_fractions("session-walk")
def enumerate_session(
    outcomes: Sequence[Outcome],
    *,
    bankroll: Fraction,
    hands: int,
    goal: Fraction | None,
    cashback: Fraction,
    lines: int,
) -> tuple[Fraction, Fraction, Fraction]:
    """Exact (broke, goal, royal) chances, by walking every sequence of rounds."""
    target = None if goal is None else bankroll + goal

    def walk(money: Fraction, left: int, royal: bool) -> tuple[Fraction, Fraction, Fraction]:
        if money < lines:
            return Fraction(1), Fraction(0), Fraction(royal)
        if target is not None and money >= target:
            return Fraction(0), Fraction(1), Fraction(royal)
        if left == 0:
            return Fraction(0), Fraction(0), Fraction(royal)
        broke = reached = had = Fraction(0)
        for pay, p, is_royal in outcomes:
            b, g, r = walk(money + pay - lines + lines * cashback, left - 1, royal or is_royal)
            broke += p * b
            reached += p * g
            had += p * r
        return broke, reached, had

    if bankroll < lines:
        return Fraction(1), Fraction(0), Fraction(0)
    return walk(bankroll, hands, False)


def simulate_session(
    outcomes: Sequence[Outcome],
    *,
    bankroll: float,
    hands: int,
    goal: float | None,
    cashback: float,
    lines: int,
    trials: int,
    seed: int,
) -> tuple[float, float, float]:
    """(broke, goal, royal) frequencies over ``trials`` sessions of plain random play."""
    rng = random.Random(seed)
    pays = [float(o[0]) for o in outcomes]
    weights = [float(o[1]) for o in outcomes]
    royals = [o[2] for o in outcomes]
    target = None if goal is None else bankroll + goal
    broke = reached = had = 0
    index = range(len(outcomes))
    for _ in range(trials):
        money = bankroll
        royal = False
        for k in rng.choices(index, weights, k=hands):
            money += pays[k] - lines + lines * cashback
            royal = royal or royals[k]
            if money < lines:
                broke += 1
                break
            if target is not None and money >= target:
                reached += 1
                break
        had += royal
    return broke / trials, reached / trials, had / trials


def category_outcomes(result: object) -> list[Outcome]:
    """One line's outcomes, exactly, from an analysis (``AnalysisResult``)."""
    cats = result.categories  # type: ignore[attr-defined]
    total = result.total_combinations  # type: ignore[attr-defined]
    royal_keys = ("royal_flush", "natural_royal_flush")
    return [
        (c.pays, Fraction(c.combinations, total), c.key in royal_keys)
        for c in cats
        if c.combinations
    ]


@kept_fractions("session-levels")
def result_levels(
    outcomes: Sequence[Outcome],
    *,
    hands: int,
    lines: int,
    cashback: Fraction,
    levels: Sequence[float],
) -> list[Fraction]:
    """The levels of the net result of ``hands`` rounds played through, exactly.

    Every total of the rounds is kept with its exact probability (a dictionary
    convolved round by round); a level ``p`` is the least result whose cumulative
    probability reaches ``p``.
    """
    dist: dict[Fraction, Fraction] = {Fraction(0): Fraction(1)}
    for _ in range(hands):
        step: dict[Fraction, Fraction] = {}
        for total, p in dist.items():
            for pay, q, _royal in outcomes:
                key = total + pay
                step[key] = step.get(key, Fraction(0)) + p * q
        dist = step
    found = []
    for level in levels:
        acc = Fraction(0)
        for total in sorted(dist):
            acc += dist[total]
            if acc >= Fraction(level) - Fraction(1, 10**9):
                found.append(total - hands * lines + hands * lines * cashback)
                break
    return found
