"""The Qt-free core of vptrainer, grouped by concern.

* :mod:`.evaluator` - the 5/6/7-card poker evaluator;
* :mod:`.games` - how a hand is paid: categories, pay tables, final-hand classes;
* :mod:`.engine` - the exact analysis: count tables, suit classes, hold EVs, reports;
* :mod:`.practice` - dealing, grading, sessions and the history of every hand;
* shared basics at this level: :mod:`.errors`, :mod:`.cards`, :mod:`.combinatorics`,
  :mod:`.plaintext` and :mod:`._numba` (the one place numba is configured);
* :mod:`.storage` - atomic file writes, the kernel and array caches on disk.

Layers, checked by import-linter (``pyproject.toml``): practice above engine, engine
above games, games above evaluator; nothing here imports Qt, pyqtgraph or the GUI.
"""

from __future__ import annotations

from pathlib import Path


def kernel_stats() -> tuple[Path, int, int]:
    """Where this process caches its numba kernels, how many kernel specialisations it
    loaded from there and how many it compiled (loads numba)."""
    from vptrainer.core import _numba

    loaded, compiled = _numba.cache_stats()
    return _numba.KERNEL_CACHE, loaded, compiled
