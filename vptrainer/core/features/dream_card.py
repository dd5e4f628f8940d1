"""Draw Poker with Dream Card (IGT), exactly, under the best-EV and the best-hand rules.

Rules (Wizard of Odds, "Dream Card Poker" and "Dream Card controversy"; IGT's patent
US 10,176,675): with ten coins a line (wins paid on five), some deals (probability
``q``, set by the machine) come as four random cards and a Dream Card that becomes the
card best for the player; the player may change it to any of the other cards, then
plays the five as usual. The game is meant to give the card of the highest expected
value; the Wizard of Odds shows it does not always (9/6 Jacks or Better, 9h Jc Kc 4h:
the machine gave Qc, 7.5902 coins, where any jack or king was worth 7.6827).

Method: for each of the C(52, 4) four-card deals, each of its 48 completions is a
five-card deal whose optimal EV the analysis already has (by suit class); the Dream
Card deal is worth the best of them (the best-EV rule), or, under the best-hand rule,
that of the completion making the best dealt hand (highest pay, then the higher-ranking
line, then the higher EV). ``return = (5 / 10) * ((1 - q) R + q DC)``. The cost of the
machine's rule is ``(5 / 10) q (DC_ev - DC_hand)`` per coin. Variance and the round's
distribution mix the base deals with the deals the Dream Card makes.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property, lru_cache
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from vptrainer.core.bankroll.rounds import RoundOutcomes, grouped_round_outcomes
from vptrainer.core.cards import check_hand, format_card
from vptrainer.core.combinatorics import BINOM, colex_index
from vptrainer.core.engine.analysis import AnalysisResult, analyze
from vptrainer.core.engine.hold_table import hold_category_counts
from vptrainer.core.engine.prepared import PreparedTable, cached_prepare
from vptrainer.core.errors import Cancelled
from vptrainer.core.features.common import (
    COINS_PER_LINE,
    Dist,
    FeatureError,
    Progress,
    check_table,
    probability,
    royal_of,
    weighted_sum,
    whole,
)
from vptrainer.core.features.data import feature_data
from vptrainer.core.features.hold_values import deal_classes
from vptrainer.core.games.paytable import PayTable

GAME = "dream-card"
Rule = Literal["best-ev", "best-hand"]
RULES: tuple[Rule, ...] = ("best-ev", "best-hand")


def default_trigger() -> Fraction:
    """The built-in chance of a Dream Card deal (``paytables/features/dream-card.toml``)."""
    return Fraction(str(feature_data(GAME)["trigger"]))


@dataclass(frozen=True)
class DreamChoice:
    """One completion of four dealt cards: the Dream Card, its deal's pay and EV."""

    card: int
    dealt_pay: Fraction  # what the five dealt cards pay as they are
    ev: Fraction  # the optimal EV of the five-card deal, per coin
    best_ev: bool  # the best-EV rule's choice (every tied card)
    best_hand: bool  # the best-hand rule's choice (every tied card)

    @property
    def card_text(self) -> str:
        """The card as text."""
        return format_card(self.card)


@dataclass(frozen=True, eq=False)
class DreamCardResult:
    """The exact analysis of Dream Card on a table."""

    table: PayTable
    trigger: Fraction  # q, the chance of a Dream Card deal
    rule: Rule  # the machine's rule the return is for
    lines: int
    coins: int
    base: AnalysisResult
    dream_value: dict[Rule, Fraction]  # the average Dream Card deal's EV by rule, per coin
    return_exact: Fraction  # per coin bet, under ``rule``
    returns: dict[Rule, Fraction]  # per coin bet, under each rule
    rules_differ: Fraction  # the share of four-card deals the rules value differently
    variance_exact: Fraction  # of a round's net result under ``rule``, bets squared
    elapsed_s: float
    _weights: npt.NDArray[np.float64]  # per class: the share of deals (mixture)
    _counts: npt.NDArray[np.int64]
    _prepared: PreparedTable

    game = GAME

    @property
    def stake(self) -> Fraction:
        """What a round costs in bets of one line: ``coins / 5`` a line."""
        return Fraction(self.coins * self.lines, COINS_PER_LINE)

    @property
    def return_float(self) -> float:
        """The return per coin bet."""
        return float(self.return_exact)

    @property
    def base_return(self) -> Fraction:
        """The base game's return."""
        return self.base.return_exact

    @property
    def variance(self) -> float:
        """The variance of a round's result, bets squared."""
        return float(self.variance_exact)

    @property
    def rule_cost(self) -> Fraction:
        """What the best-hand rule costs against the best-EV rule, per coin bet."""
        return self.returns["best-ev"] - self.returns["best-hand"]

    @cached_property
    def round_outcomes(self) -> RoundOutcomes:
        """The exact distribution of a round's total pay under :attr:`rule`."""
        prepared = self._prepared
        rows, inverse = np.unique(self._counts, axis=0, return_inverse=True)
        shares = np.bincount(inverse.ravel(), weights=self._weights)
        keep = shares > 0
        probs = rows[keep] / float(prepared.common_denominator)
        shares = shares[keep] / shares[keep].sum()
        units = prepared.scaled_pays.astype(np.int64)
        royal = royal_of(prepared.keys)
        mean = self.return_exact * self.stake
        if self.lines == 1:
            return Dist.line(shares @ probs, units, royal).outcomes(
                pay_scale=prepared.pay_scale,
                stake=self.stake,
                has_royal=royal is not None,
                mean_exact=mean,
            )
        return grouped_round_outcomes(
            probs,
            shares,
            units,
            royal,
            self.lines,
            pay_scale=prepared.pay_scale,
            stake=self.stake,
            mean_exact=mean,
        )

    def choices(self, four: str | list[int] | tuple[int, ...]) -> tuple[DreamChoice, ...]:
        """Every Dream Card for four dealt cards, with both rules' choices marked."""
        return dream_choices(self.table, four)

    def report(self) -> dict[str, Any]:
        """The game's figures for the command line's JSON and the app."""
        return {
            "coins": self.coins,
            "lines": self.lines,
            "trigger": float(self.trigger),
            "rule": self.rule,
            "dream_card_value": {k: float(v) for k, v in self.dream_value.items()},
            "returns": {k: float(v) for k, v in self.returns.items()},
            "rule_cost": float(self.rule_cost),
            "rules_differ": float(self.rules_differ),
            "strategy": "the base game's once the five cards are set; the Dream Card is "
            "the choice (best EV, or best dealt hand)",
        }


@lru_cache(maxsize=2)
def _choices(table: PayTable) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """Per four-card deal (colex order), the class of its Dream Card deal, by rule."""
    from vptrainer.core.features import _kernels as kernels

    prepared = cached_prepare(table)
    base = analyze(prepared)
    deck = table.deck_size
    n4 = int(BINOM[deck, 4])
    by_ev = np.empty(n4, dtype=np.int32)
    by_hand = np.empty(n4, dtype=np.int32)
    kernels.dream_card_choices(
        deck,
        BINOM,
        deal_classes(table),
        base.strategy.best_ev,
        prepared.scaled_pays[prepared.hand_category],
        prepared.hand_category,
        by_ev,
        by_hand,
    )
    by_ev.setflags(write=False)
    by_hand.setflags(write=False)
    return by_ev, by_hand


def dream_card(
    table: PayTable,
    *,
    trigger: Fraction | str | float | None = None,
    rule: Rule = "best-ev",
    lines: int = 1,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> DreamCardResult:
    """Dream Card on ``table`` (see the module's docstring)."""
    started = time.perf_counter()
    table = check_table(table)
    q = default_trigger() if trigger is None else probability(trigger, "the Dream Card chance")
    if rule not in RULES:
        raise FeatureError(f"rule must be one of {', '.join(RULES)}, got {rule!r}")
    lines = whole(lines, "lines", 1, 100)
    coins = int(feature_data(GAME)["coins_per_line"])

    def step(done: int) -> None:
        if cancel is not None and cancel.is_set():
            raise Cancelled("Dream Card cancelled")
        if progress:
            progress(done, 3)

    step(0)
    prepared = cached_prepare(table)
    base = analyze(prepared)
    by_rule = dict(zip(RULES, _choices(table), strict=True))
    step(1)
    classes = base.strategy.classes
    n = len(classes)
    d = base.strategy.denominator
    n4 = int(BINOM[table.deck_size, 4])
    best_ev = base.strategy.best_ev
    dream_value = {
        r: Fraction(weighted_sum(best_ev[by_rule[r]], np.ones(n4, dtype=np.int64)), n4 * d)
        for r in RULES
    }
    fee = Fraction(COINS_PER_LINE, coins)
    returns = {r: fee * ((1 - q) * base.return_exact + q * dream_value[r]) for r in RULES}
    differ = best_ev[by_rule["best-ev"]] != best_ev[by_rule["best-hand"]]
    counts = hold_category_counts(prepared, base.strategy.best_hold)
    step(2)
    # the deals played: a share (1 - q) of ordinary deals, q of Dream Card deals
    dream = np.bincount(by_rule[rule], minlength=n).astype(np.float64) / n4
    ordinary = classes.weight.astype(np.float64) / classes.deals
    mix = (1 - float(q)) * ordinary + float(q) * dream
    variance = _variance(
        prepared,
        counts,
        classes.weight,
        np.bincount(by_rule[rule], minlength=n),
        classes.deals,
        n4,
        q,
        lines,
        returns[rule] / fee,
    )
    step(3)
    return DreamCardResult(
        table=table,
        trigger=q,
        rule=rule,
        lines=lines,
        coins=coins,
        base=base,
        dream_value=dream_value,
        return_exact=returns[rule],
        returns=returns,
        rules_differ=Fraction(int(differ.sum()), n4),
        variance_exact=variance,
        elapsed_s=time.perf_counter() - started,
        _weights=mix,
        _counts=counts,
        _prepared=prepared,
    )


def _variance(
    prepared: PreparedTable,
    counts: npt.NDArray[np.int64],
    weight: npt.NDArray[np.integer],
    dream: npt.NDArray[np.integer],
    deals: int,
    fours: int,
    q: Fraction,
    lines: int,
    line_mean: Fraction,
) -> Fraction:
    """The variance of a round's total pay (bets squared): per deal class, ``N`` lines
    drawn independently given the deal; the deals mixed as played."""
    c = prepared.common_denominator
    s = prepared.pay_scale
    pays = prepared.scaled_pays.astype(np.int64)
    first = (counts @ pays).tolist()
    second = (counts @ (pays * pays)).tolist()
    sums = {"ordinary": [0, 0], "dream": [0, 0]}
    for w, dw, a, b in zip(weight.tolist(), dream.tolist(), first, second, strict=True):
        sums["ordinary"][0] += w * b
        sums["ordinary"][1] += w * a * a
        sums["dream"][0] += dw * b
        sums["dream"][1] += dw * a * a

    def moments(key: str, total: int) -> tuple[Fraction, Fraction]:
        x2, mu2 = sums[key]
        return Fraction(x2, total * c * s * s), Fraction(mu2, total * c * c * s * s)

    e_x2_o, e_mu2_o = moments("ordinary", deals)
    e_x2_d, e_mu2_d = moments("dream", fours)
    e_x2 = (1 - q) * e_x2_o + q * e_x2_d
    e_mu2 = (1 - q) * e_mu2_o + q * e_mu2_d
    mean = lines * line_mean
    return lines * e_x2 + lines * (lines - 1) * e_mu2 - mean * mean


def dream_choices(
    table: PayTable, four: str | list[int] | tuple[int, ...]
) -> tuple[DreamChoice, ...]:
    """Every Dream Card for four dealt cards (any order), with the pay of the dealt five
    and their optimal EV; both rules' choices marked (every tied card)."""
    from vptrainer.core.cards import parse_cards

    jokers = table.deck_size - 52
    cards = list(parse_cards(four, count=4, jokers=jokers).cards if isinstance(four, str) else four)
    if len(cards) != 4 or len(set(cards)) != 4:
        raise FeatureError(f"give four different cards for a Dream Card, got {cards!r}")
    spare = next(c for c in range(table.deck_size) if c not in cards)
    check_hand(tuple(int(c) for c in (*cards, spare)), table.deck_size)
    prepared = cached_prepare(table)
    strategy = analyze(prepared).strategy
    pays = prepared.pays
    rows = []
    for card in range(table.deck_size):
        if card in cards:
            continue
        deal = (*cards, card)
        category = int(prepared.hand_category[colex_index(deal)])
        rows.append((card, pays[category], category, strategy.lookup(deal).ev))
    top_ev = max(r[3] for r in rows)
    top_hand = max((r[1], -r[2], r[3]) for r in rows)
    return tuple(
        DreamChoice(
            card=card,
            dealt_pay=pay,
            ev=ev,
            best_ev=ev == top_ev,
            best_hand=(pay, -cat, ev) == top_hand,
        )
        for card, pay, cat, ev in rows
    )
