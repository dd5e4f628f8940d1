"""Practice of the feature games: one :class:`~vptrainer.core.practice.modes.PlayMode`
for each game a pay table can be played as.

* :mod:`.common` - what the modes share: a hand's holds revalued by a feature game, the
  mode of a game that keeps the base game's strategy;
* :mod:`.ultimate_x` - Ultimate X: the lines' multipliers carried from hand to hand, the
  grade against the exact optimal hold at the total multiplier;
* :mod:`.multi_strike` - Multi-Strike: four levels stacked, the free ride, the grade
  against each level's exact optimal hold;
* :mod:`.wheel_dream` - Wheel Poker (the wheel's mean prize changes the strategy) and
  Dream Card (the dream card, the machine's choice rule);
* :mod:`.catalog` - every mode by name, and what the practice page says of each.

A mode that needs a solved game (Ultimate X, Multi-Strike, Wheel Poker, Dream Card) is
given it (:meth:`~.common.FeatureMode.set_solution`) by whoever runs the long work (the
app's job layer); until then it is not :attr:`~.common.FeatureMode.ready`.
"""
