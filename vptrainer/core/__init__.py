"""The Qt-free core: cards, pay tables, the evaluator and the exact analysis engine.

Nothing in this package imports Qt or pyqtgraph; ``tests/core/test_architecture.py``
and the import-linter contracts in ``pyproject.toml`` check it.
"""
