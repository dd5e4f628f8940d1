"""Extra-bet and feature games as transforms on the one engine.

Each game is data (multiplier tables, levels, wheel weights...) plus a transform of the
engine's exact per-deal, per-hold figures: Ultimate X, Multi-Strike, Super Times Pay, Hot
Roll, Wheel Poker, Dream Card, Big Times Draw and Spin Poker. Nothing here is a second
engine: the hold EVs and final-hand distributions come from :mod:`vptrainer.core.engine`.
"""
