"""The 5-, 6- and 7-card poker evaluator by additive rank keys: API, tables, kernels.

:mod:`.api` is the public side (re-exported here): :func:`evaluate`,
:func:`evaluate_batch`, :func:`five_card_classes`, :func:`enumerate_hands` and the
class tables. :mod:`._tables` builds the key and hash tables; :mod:`._kernels`
holds the compiled loops.
"""

from vptrainer.core.evaluator.api import (
    CLASS_CATEGORY,
    CLASS_RANKS,
    N_CLASSES,
    EnumerationResult,
    Evaluation,
    HandCategory,
    best_five,
    describe_class,
    enumerate_hands,
    evaluate,
    evaluate_batch,
    five_card_classes,
)

__all__ = [
    "CLASS_CATEGORY",
    "CLASS_RANKS",
    "N_CLASSES",
    "EnumerationResult",
    "Evaluation",
    "HandCategory",
    "best_five",
    "describe_class",
    "enumerate_hands",
    "evaluate",
    "evaluate_batch",
    "five_card_classes",
]
