"""The Practice view: deal, hold, draw, graded against the exact optimal hold.

``view`` is the coordinator: it builds the parts, owns the practice session and the
jobs that prepare a table and compute its optimal return, and connects the parts'
signals. The parts: ``options_bar`` (table, bet, seed, threshold and warnings, with
their settings), ``play_area`` (the machine: ``pay_display``, cards, meters,
deal/draw, hint and the grade), ``holds_panel`` (the 32 ranked holds),
``session_panel`` (statistics and the EV-lost chart), ``recorder`` (the practice
history), ``commands`` (the Practice menu), ``review`` (past sessions and mistakes)
and ``analyzer`` (any five cards and their holds). The texts they show come from
:mod:`vptrainer.core.practice.texts`.
"""
