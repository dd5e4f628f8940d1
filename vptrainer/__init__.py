"""vptrainer: exact video poker analysis and a trainer that grades every hold."""

__version__ = "0.1.0"
