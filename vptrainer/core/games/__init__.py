"""How a hand is paid: everything that differs between games, as data.

* :mod:`.game_spec` - the game as data (:class:`~.game_spec.GameSpec`: jokers, wild
  ranks, wild cards, and so the deck) and the ``wild`` shorthands;
* :mod:`.categories` - the pay categories each game knows (its vocabulary) and
  four-of-a-kind splits by rank and kicker;
* :mod:`.paytable` - the pay-table model (lines in paying order) and its validation,
  with :mod:`.pays` (exact pays read, checked and written);
* :mod:`.tomlfile` - reading and writing pay tables as TOML;
* :mod:`.builtin` - the tables shipped with vptrainer;
* :mod:`.classify` - the pay category of every final hand of a game;
* :mod:`.wild` - final-hand classes of any game with wild cards, with their kernels in
  :mod:`._kernels`.
"""
