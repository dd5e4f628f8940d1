"""The exact analysis engine: one engine for every game, fed with each game's data.

* :mod:`.prepared` - a pay table prepared for analysis: final hands classified and the
  count tables of every subset of up to four cards;
* :mod:`.suit_classes` - the suit-isomorphism classes of the deals and their weights;
* :mod:`.holds` - the exact EVs of the 32 holds of one hand;
* :mod:`.analysis` - the full-game analysis under optimal play (and, on demand, the
  covariance of two multi-play lines);
* :mod:`.outcomes` - on demand, the final-hand distribution of every deal's optimal
  hold (multi-play, risk of ruin);
* :mod:`.sweep` - the exact return as one pay varies (the royal, for progressives):
  breakpoints and break-even as fractions;
* :mod:`.hold_table` - the EVs of every hold of every deal class, and the final hands
  of a chosen hold per class (what strategies are priced with);
* :mod:`.report` - an analysis as the JSON, CSV and text rows the command line and
  the app both use (one schema);
* :mod:`._kernels` - the compiled numba kernels behind all of these.
"""
