"""The desktop app (PySide6 and pyqtgraph); it depends on vptrainer.core, never the reverse.

Shared modules: ``app`` (start-up), ``main_window`` (tabs, menus, exports) over
``table_window`` (opening and saving tables) and ``notices``, ``settings`` (every
setting, declared once), ``jobs`` (the one job layer: typed requests, the engine's and
the history's executors, the result store, the views' bindings) and ``style``
(colours, style sheets, fonts). One package per main view (``analyze``, ``practice``,
``bankroll``, ``strategy``), each a thin coordinator over parts that talk through
signals; ``widgets`` holds what several views share. docs/architecture.md has the map
and the rules.
"""
