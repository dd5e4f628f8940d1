"""How a hand is paid: everything that differs between games, as data.

* :mod:`.categories` - the game as data (:class:`~.categories.GameSpec`: jokers, wild
  ranks, wild cards, and so the deck), the pay categories each game knows (its
  vocabulary), four-of-a-kind splits by rank and kicker, and the ``wild`` shorthands;
* :mod:`.paytable` - the pay-table model (lines in paying order, exact pays) and
  its validation;
* :mod:`.tomlfile` - reading and writing pay tables as TOML;
* :mod:`.builtin` - the tables shipped with vptrainer;
* :mod:`.classify` - the pay category of every final hand of a game;
* :mod:`.wild` - final-hand classes of any game with wild cards, with their kernels in
  :mod:`._kernels`.
"""
