"""The Bankroll view: money, risk of ruin, sessions, multi-play and progressives; comparing tables.

``view`` (the coordinator: the inputs beside the result pages, what it wants computed), ``inputs``
(bankroll, risk, cash back, lines, hands, goal, denomination and coins), ``panels``
(risk of ruin, a session, multi-play, a progressive meter), ``charts`` (the risk
curve, the fan of session results, the return by meter), ``compare`` (tables side by
side); the requests are in :mod:`vptrainer.gui.jobs.bankroll`.
"""
