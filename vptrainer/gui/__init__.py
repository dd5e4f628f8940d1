"""The desktop app (PySide6 and pyqtgraph); it depends on vptrainer.core, never the reverse."""
