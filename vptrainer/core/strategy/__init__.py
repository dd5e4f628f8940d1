"""Strategies players can read: the strategy language and its exact return.

* :mod:`.game` - what a strategy knows of a game (wild cards, high cards);
* :mod:`.patterns` - the rule model: hold patterns, rules, and their canonical text;
* :mod:`.language` - reading strategy text into rules (``docs/strategy-format.md``);
* :mod:`.matching` - patterns compiled to arrays, matched against every deal class
  by the kernels in :mod:`._kernels`;
* :mod:`.evaluation` - the exact return of a strategy, and of another game's
  optimal holds (strategy mismatch);
* :mod:`.builtin` - the strategies shipped with vptrainer;
* :mod:`.report` - results as JSON and text for the command line.
"""
