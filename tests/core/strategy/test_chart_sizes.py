"""Generated charts against sigmajove's charts of the same size, exactly.

Each of his charts listed in ``data/published/sigmajove.toml`` (his files byte for
byte) is priced as printed; the generated chart of as many lines
(``StrategyMaker.level(n, search="thorough")``) must return at least as much, read
against the player. Lines are counted alike on both sides: the lines that play,
"Nothing" / "discard everything" not counted, a line with a penalty bracket or a
preference (``<<``) one line (``tools/compare_charts.py`` prints the whole table).

The thorough search takes tens of seconds a chart: the chart it makes is kept on disk
(``naive.testcache``, keyed by the generator's source) and priced again here.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from naive.testcache import cached_json

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

# the charts the default search already beats at their size (tools/compare_charts.py);
# the others need ``search="thorough"`` (minutes a table: VPTRAINER_CHART_SEARCH=1 runs
# them, the first of them runs always)
DEFAULT_ENOUGH = {
    "jacks-simp.txt",
    "deluxe86.txt",
    "db97_strat.txt",
    "db_test.txt",
    "newdb.txt",
    "db_optimal.txt",
    "fp deuces.txt",
    "full pay simple.txt",
    "nsu deuces.txt",
    "airport_deuces.txt",
    "ldw_advanced.txt",
    "kbjw2.txt",
    "kbjw4.txt",
}
ALWAYS = "jacks-96.txt"  # 31 lines, 4 with penalty brackets: tied exactly (99.5436144%)
# his charts the thorough search does not reach yet: what ours lacks, in points
NOT_YET: dict[str, str] = {
    # the default search from a new maker: about 100.1617%; after level(43) on the same
    # maker it finds 100.167406% at 44 rules (its levels depend on what was asked first)
    "db_test.txt": "about 100.1617% against 100.167203% at 53 lines",
    "newdb.txt": "about 100.1617% against 100.167211% at 50 lines",
    "jacks-95.txt": "98.449418% against 98.449499% at 37 lines (-0.000082)",
    "db97_card.txt": "99.097611% against 99.101451% at 49 lines (-0.003839)",
    "db_simple.txt": "100.167785% against 100.170021% at 43 lines (-0.002236)",
    "db_practical.txt": "100.168268% against 100.170818% at 46 lines (-0.002549)",
    "ddb.txt": "98.979294% against 98.979349% at 43 lines (-0.000055)",
    "ddb_show.txt": "98.978411% against 98.979232% at 38 lines (-0.000821)",
    "ddb_check.txt": "98.979109% against 98.979922% at 42 lines (-0.000814)",
    "ddb_strat.txt": "98.979613% against 98.979922% at 46 lines (-0.000309)",
    "ddb_advanced.txt": "98.979613% against 98.980102% at 50 lines (-0.000489)",
    "fpdw_practical.txt": "100.758279% against 100.761529% at 44 lines (-0.003251)",
    "fpdw simple.txt": "100.758279% against 100.761534% at 49 lines (-0.003256)",
    "full pay intermediate.txt": "100.758279% against 100.761787% at 63 lines (-0.003508)",
}
THOROUGH = os.environ.get("VPTRAINER_CHART_SEARCH") == "1"


def lines(text: str, maker: StrategyMaker) -> int:
    """The lines of a chart that play ("Nothing" not counted)."""
    strategy = parse_strategy(text, game_of(maker.table))
    return len(
        {r.line for r in strategy.rules if not all(p.kind is Kind.NOTHING for p in r.patterns)}
    )


def price(maker: StrategyMaker, text: str, *, worst: bool) -> Fraction:
    result = evaluate_strategy(
        maker.prepared, parse_strategy(text, game_of(maker.table)), holds=maker.holds
    )
    return result.return_worst_exact if worst else result.return_exact


def generated(maker: Maker, table_id: str, n: int, search: str) -> str:
    """The chart of at most ``n`` rules the search makes (the thorough one kept on disk)."""
    if search == "default":
        # a maker of its own: the default search's levels depend on what was asked before
        m = maker(table_id)
        return StrategyMaker(m.prepared, holds=m.holds).level(n).text(comments=False)

    def build() -> str:
        return maker(table_id).level(n, search=search).text(comments=False)

    return str(cached_json(f"chart-{table_id}-{n}-{search}", GENERATOR, build))


def _cases() -> list[object]:
    out = []
    for c in CHARTS:
        source = c["source"]
        search = "default" if source in DEFAULT_ENOUGH else "thorough"
        marks: list[pytest.MarkDecorator] = [pytest.mark.slow]
        if search == "thorough":
            marks.append(pytest.mark.timeout(3600))
            if source != ALWAYS:
                marks.append(
                    pytest.mark.skipif(
                        not THOROUGH, reason="minutes a table: VPTRAINER_CHART_SEARCH=1"
                    )
                )
        if source in NOT_YET:
            marks.append(pytest.mark.xfail(strict=True, reason=NOT_YET[source]))
        out.append(pytest.param(c["file"], c["table"], search, id=source, marks=marks))
    return out


@pytest.mark.parametrize(("file", "table_id", "search"), _cases())
def test_generated_charts_beat_sigmajoves_of_the_same_size(
    maker: Maker, file: str, table_id: str, search: str
) -> None:
    m = maker(table_id)
    his_text = (PUBLISHED / file).read_text()
    n = lines(his_text, m)
    text = generated(maker, table_id, n, search)
    assert lines(text, m) <= n
    assert price(m, text, worst=True) >= price(m, his_text, worst=False)
