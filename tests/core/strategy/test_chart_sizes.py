"""Generated charts against sigmajove's charts of the same size, exactly.

Each of his charts listed in ``data/published/sigmajove.toml`` (his files byte for
byte) is priced as printed; the generated chart of as many lines
(``StrategyMaker.level(n)``) must return at least as much, read
against the player. Lines are counted alike on both sides: the lines that play,
"Nothing" / "discard everything" not counted, a line with a penalty bracket or a
preference (``<<``) one line (``tools/compare_charts.py`` prints the whole table).

The suite checks one chart per family (``IN_THE_SUITE``) with the default search;
``tools/compare_charts.py [--search thorough]`` compares every chart listed.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from shared_makers import kept_price

from vptrainer.core.strategy import generator
from vptrainer.core.strategy.evaluation import evaluate_strategy
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.generator.charts import StrategyMaker
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.patterns import Kind

PUBLISHED = Path(__file__).parent / "data" / "published"
GENERATOR = sorted(Path(generator.__file__).parent.glob("*.py"))
CHARTS = tomllib.loads((PUBLISHED / "sigmajove.toml").read_text())["chart"]

Maker = Callable[[str], StrategyMaker]

# One chart of his per family, with the default search; those it loses are strict xfails
# with their figures. The whole comparison, the
# thorough search's included (minutes a chart), is ``tools/compare_charts.py``: what it
# printed is in the closing note of issue 24; it is a measurement, not part of the suite.
IN_THE_SUITE = {
    "jacks-simp.txt",
    "deluxe86.txt",
    "db_optimal.txt",
    "db_test.txt",
    "nsu deuces.txt",
    "ldw_advanced.txt",
    "kbjw4.txt",
    # full-pay Deuces Wild: the basic strategy with its exceptions, those at one place
    # joined into one rule, and a wild game's three- and four-condition exceptions (no
    # fp, no sp, no 3; two named straight cards discarded). At 44 lines 100.761649%
    # against his 100.761529% (was 100.761043%), at 49 100.761658% against 100.761534%
    # (was 100.761494%), at 63 100.761794% (45 rules) against 100.761787% (was
    # 100.761502%, 51 rules)
    "fpdw_practical.txt",
    "fpdw simple.txt",
    "full pay intermediate.txt",
    # Double Bonus 9/7/5, 54 lines with three lines of an ace alone ("Just an A [no
    # fp]", "[no <= 5]", "[dsc T offsuit]"): 99.105794% (50 rules) against his
    # 99.105188% since the bracket moves (a variant replaced by another of its card, or
    # another put in below it); was 99.105135% (-0.000053), the one chart of his lost
    "db97_strat.txt",
}
NOT_YET: dict[str, str] = {
    # His Double Bonus charts keep an unsuited AK, AQ, AJ above an ace alone, with
    # penalty lines ("Just an A [no fp]", ...) taking out the deals where the ace alone is
    # better. The long levels' chain move (a variant of the ace alone above it with a
    # rule lifted between them, priced together) beats them: db_test.txt 100.171594%
    # against his 100.170238% at 53 lines (was 100.169160%), db_optimal.txt 100.171594%
    # against 100.170939% at 74 lines (was 100.169169%): plain tests since then (with
    # the bracket moves 100.172219% and 100.172240%).
    # kbjw4.txt (Kings or Better Joker Poker, 71 lines): 100.640845% against his
    # 100.638815% since the basic strategy lost a rule its chart, as read, is better
    # without (100.623372% -> 100.636422%); was 100.636899% (-0.001916), a strict xfail
}


def lines(text: str, maker: StrategyMaker) -> int:
    """The lines of a chart that play ("Nothing" not counted)."""
    strategy = parse_strategy(text, game_of(maker.table))
    return len(
        {r.line for r in strategy.rules if not all(p.kind is Kind.NOTHING for p in r.patterns)}
    )


def price(maker: StrategyMaker, text: str, *, worst: bool) -> Fraction:
    """The exact return of ``text`` (kept between runs of the same core)."""

    def returns() -> tuple[Fraction, Fraction]:
        result = evaluate_strategy(
            maker.prepared, parse_strategy(text, game_of(maker.table)), holds=maker.holds
        )
        return result.return_exact, result.return_worst_exact

    best, worst_reading = kept_price(maker.table, text, returns)
    return worst_reading if worst else best


def generated(maker: Maker, table_id: str, n: int) -> str:
    """The chart of at most ``n`` rules the default search makes (a function of the
    table and ``n``: the session's maker serves)."""
    return maker(table_id).level(n).text(comments=False)


def _cases() -> list[object]:
    out = []
    for c in CHARTS:
        source = c["source"]
        if source not in IN_THE_SUITE:
            continue
        marks: list[pytest.MarkDecorator] = [pytest.mark.slow]
        if source in NOT_YET:
            # the shortfall, never a crash, is what is expected
            marks.append(
                pytest.mark.xfail(strict=True, raises=AssertionError, reason=NOT_YET[source])
            )
        out.append(pytest.param(c["file"], c["table"], id=source, marks=marks))
    return out


@pytest.mark.timeout(900)  # a long level made cold (Double Bonus 10/7), on a busy machine
@pytest.mark.parametrize(("file", "table_id"), _cases())
def test_generated_charts_beat_sigmajoves_of_the_same_size(
    maker: Maker, file: str, table_id: str
) -> None:
    m = maker(table_id)
    his_text = (PUBLISHED / file).read_text()
    n = lines(his_text, m)
    text = generated(maker, table_id, n)
    assert lines(text, m) <= n
    assert price(m, text, worst=True) >= price(m, his_text, worst=False)


@pytest.mark.slow
def test_the_thorough_search_keeps_the_better_chart_and_prices_as_it_reads(maker: Maker) -> None:
    """``strategy make --rules N --search thorough``: never below the default search at
    the same size, and its chart (penalty brackets included) reads back to its price."""
    m = maker("jacks-or-better-9-6")
    default = m.level(8)
    thorough = m.level(8, search="thorough")
    assert thorough.rule_count <= 8
    assert thorough.return_worst_exact >= default.return_worst_exact
    text = thorough.text(comments=False)
    assert price(m, text, worst=True) == thorough.return_worst_exact
    assert price(m, text, worst=False) == thorough.return_exact


@pytest.mark.slow
def test_the_thorough_search_moves_brackets_near_its_size(maker: Maker) -> None:
    """The thorough search runs the long levels' chain and bracket moves on the levels
    near its size: Double Double Bonus 9/6 at 15 rules returns 98.8759% read against the
    player (98.8592% without them; the default search's 15 rules: the same or less),
    and its chart reads back to its price."""
    m = maker("double-double-bonus-9-6")
    thorough = m.level(15, search="thorough")
    assert thorough.rule_count <= 15
    assert thorough.return_worst_exact >= Fraction(988_759, 10**6) / 100
    assert thorough.return_worst_exact >= m.level(15).return_worst_exact
    text = thorough.text(comments=False)
    assert price(m, text, worst=True) == thorough.return_worst_exact
