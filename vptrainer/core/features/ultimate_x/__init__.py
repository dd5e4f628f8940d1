"""Ultimate X (IGT): multipliers earned for the next hand, solved exactly.

* :mod:`.multipliers` - the multiplier tables as data (built in per family and number of
  lines, or read from TOML files), and which family a pay table belongs to;
* :mod:`.solver` - the game, and its exact solution: the return, the chain of the total
  multiplier, the base strategy's and the approximation's returns, the variance;
* :mod:`.hands` - one dealt hand at a given total multiplier: every hold's value, the
  multipliers where the best hold changes, the grade of a hold;
* :mod:`.strategy_language` - strategy charts whose rules carry conditions on the total
  multiplier ("when the total multiplier is at most 14");
* :mod:`.strategy` - a chart played as Ultimate X, priced exactly under the chain, each
  rule's share of the cost; the best single strategy;
* :mod:`.charts` - the basic strategy with its multiplier exceptions, generated;
* :mod:`.strategy_report` - their JSON and text.

Nothing here loads numba until a solve runs.
"""
