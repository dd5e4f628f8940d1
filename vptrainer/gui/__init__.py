"""The desktop app (PySide6 and pyqtgraph); it depends on vptrainer.core, never the reverse.

Shared modules: ``app`` (start-up), ``main_window`` (tabs, menus, files, exports),
``settings`` (every setting, declared once), ``workers`` (the engine thread, one
newest-wins job runner per kind of long job, and the jobs) and ``style`` (colours,
style sheets, fonts). One package per main view (``analyze``, ``practice``), each a
thin coordinator over parts that talk through signals; ``widgets`` holds what several
views share. docs/architecture.md has the map and the rules.
"""
