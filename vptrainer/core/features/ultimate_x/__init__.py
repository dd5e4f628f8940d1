"""Ultimate X (IGT): multipliers earned for the next hand, solved exactly.

* :mod:`.multipliers` - the multiplier tables as data (built in per family and number of
  lines, or read from TOML files), and which family a pay table belongs to;
* :mod:`.solver` - the game, and its exact solution: the return, the chain of the total
  multiplier, the base strategy's and the approximation's returns, the variance;
* :mod:`.hands` - one dealt hand at a given total multiplier: every hold's value, the
  multipliers where the best hold changes, the grade of a hold.

Nothing here loads numba until a solve runs.
"""
