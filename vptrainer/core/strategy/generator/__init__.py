"""Strategy charts generated for any pay table, priced exactly (issue 13).

* :mod:`.vocabulary` - the candidate hold patterns (atoms) of a game, in families
  matched once per deal, and the coarser patterns short strategies use;
* :mod:`.model` with :mod:`._kernels` - every atom's holds and values on every deal,
  and the exact searches for the best order;
* :mod:`.rules` - rules from atoms: the basic strategy's, and shorter levels;
* :mod:`.text` - a rule's patterns made short and readable, unchanged in effect;
* :mod:`.exceptions` - penalty-card exceptions of the basic strategy;
* :mod:`.charts` - :class:`~.charts.StrategyMaker`, the charts themselves;
* :mod:`.report` - JSON and text for ``vptrainer strategy make``.
"""
