"""How a hand is paid: everything that differs between games, as data.

* :mod:`.categories` - the pay categories each kind of game knows (its vocabulary),
  four-of-a-kind splits by rank and kicker, and the wild-card kinds;
* :mod:`.paytable` - the pay-table model (lines in paying order, exact pays) and
  its validation;
* :mod:`.tomlfile` - reading and writing pay tables as TOML;
* :mod:`.builtin` - the tables shipped with vptrainer;
* :mod:`.classify` - the pay category of every final hand of a game;
* :mod:`.wild` - final-hand classes of the wild-card games, with their kernels in
  :mod:`._kernels`.
"""
