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
