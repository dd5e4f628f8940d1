"""Money, risk and multi-play, from the exact analysis.

* :mod:`.rounds` - one round's result: the exact distribution of the total pay of
  N lines sharing a deal and a hold;
* :mod:`.risk` - the long-run risk of ruin with cash back (``r^B``), the bankroll
  for a given risk, and a session's chances of going broke, reaching a goal and
  seeing a royal (exact recursion, or a seeded simulation with its errors);
* :mod:`.fan` - a session's results over H rounds played through: the levels
  (median, percentiles) of the running result, for a fan chart;
* :mod:`.money` - bets in dollars, cash back, progressive meters;
* :mod:`.compare` - pay tables side by side and what each pay difference is worth;
* :mod:`._kernels` - the compiled numba kernels behind them.

Multi-play's covariance and N-line variances live with the analysis
(:attr:`~vptrainer.core.engine.analysis.AnalysisResult.covariance_exact`,
:func:`~vptrainer.core.engine.report.multi_play_rows`), since every report shows them.
Units: bankrolls and results in bets of one line; cash back as a fraction of coin-in.
"""

from vptrainer.core.bankroll.compare import TableComparison, compare_tables
from vptrainer.core.bankroll.fan import ResultQuantiles, result_quantiles
from vptrainer.core.bankroll.money import Money, Progressive, money, progressive
from vptrainer.core.bankroll.risk import (
    STANDARD_RISKS,
    LongRunRisk,
    SessionOdds,
    long_run_risk,
    session_odds,
)
from vptrainer.core.bankroll.rounds import RoundOutcomes, round_outcomes

__all__ = [
    "STANDARD_RISKS",
    "LongRunRisk",
    "Money",
    "Progressive",
    "ResultQuantiles",
    "RoundOutcomes",
    "SessionOdds",
    "TableComparison",
    "compare_tables",
    "long_run_risk",
    "money",
    "progressive",
    "result_quantiles",
    "round_outcomes",
    "session_odds",
]
