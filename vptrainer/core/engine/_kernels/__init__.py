"""Private numba kernels of the exact analysis (method.md, section 1).

* :mod:`.subsets` - one deal's 32 subsets: their rows in the count tables, the 32 hold
  EVs by one inclusion-exclusion transform, the best hold, a hold's category counts;
* :mod:`.classes` - the suit-isomorphism classes of the deals;
* :mod:`.tables` - the count tables of a pay table (final hands per category and their
  pay sums for every subset of up to four cards);
* :mod:`.deals` - loops over the deal classes: the analysis, every hold's EV, the
  category counts of chosen holds, one hand's 32 holds;
* :mod:`.sweep` - the royal sweep's upper envelopes.

Conventions shared by every kernel here:

* a card is an int ``0 .. deck-1`` (``rank * 4 + suit``; the jokers are 52 and 53);
* a k-subset ``c0 < ... < c(k-1)`` is addressed by its colex index
  ``sum C(c_i, i + 1)`` (``binom`` is the table of ``combinatorics.BINOM``);
* ``cat[i]`` is the pay category (0..K-1, K-1 = nothing) of the final hand with
  colex index ``i``;
* the subsets of 0 to 4 cards are numbered in one sequence of rows: the k-subset of
  colex index ``j`` is row ``offset[k] + j`` with ``offset[k] = sum C(deck, i) for
  i < k``; ``paysum[row]`` is the sum of the scaled pays of the final hands that
  contain it, and how many of them are in category ``c`` is ``counts[row, c]`` for
  the rows below ``offset[4]`` and ``fours[row - offset[4], c]`` (one byte) for the
  4-card subsets. ``step[r] = offset[r] - offset[r - 1]`` (``offset[5] = 0``: the row
  of the whole five-card hand is its colex index, for ``cat``);
* a hold is a 5-bit mask over the deal's cards in ascending order; ``hold_mult[m]``
  scales a hold of ``m``'s cards to the common denominator (C(unseen, 5 - held)
  times it is the same for every hold).
"""
