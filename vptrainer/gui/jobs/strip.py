"""The progress strip every view shows its jobs in: a state line, a bar and Cancel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from vptrainer.gui.jobs.binding import JobBinding


class ProgressStrip(QWidget):
    """What a view's :class:`JobBinding` is doing: ``state`` (a label), ``bar`` and
    ``cancel_button`` (enabled while a job runs; it calls ``cancel``, by default the
    binding's).

    ``names`` are the object names of the three (an interface of the tests). With
    ``auto_state`` the label says "Computing the chart, levels…" while jobs run (a
    view that says more sets :attr:`state` itself); with ``hide_idle_bar`` the bar shows
    only while they run.
    """

    def __init__(
        self,
        binding: JobBinding,
        names: tuple[str, str, str],
        *,
        cancel: Callable[[], object] | None = None,
        cancel_tip: str = "Stop the calculations of this view",
        auto_state: bool = True,
        hide_idle_bar: bool = True,
        bar_width: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.binding = binding
        self._auto_state = auto_state
        self._hide_idle_bar = hide_idle_bar
        self.state = QLabel()
        self.state.setTextFormat(Qt.TextFormat.PlainText)  # a table's name is never markup
        self.state.setObjectName(names[0])
        self.bar = QProgressBar()
        self.bar.setObjectName(names[1])
        self.bar.setRange(0, 100)
        self.bar.setValue(0)
        if bar_width is not None:
            self.bar.setMaximumWidth(bar_width)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName(names[2])
        self.cancel_button.setToolTip(cancel_tip)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(cancel if cancel is not None else binding.cancel)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.state, 1 if not auto_state else 0)
        row.addWidget(self.bar)
        row.addWidget(self.cancel_button)
        if hide_idle_bar:
            self.bar.hide()
        binding.changed.connect(self.refresh)
        binding.progress.connect(self._on_progress)

    def refresh(self) -> None:
        """Show whether the view's jobs run, and which."""
        running = self.binding.running()
        self.cancel_button.setEnabled(bool(running))
        if self._auto_state:
            self.state.setText("Computing " + ", ".join(running) + "…" if running else "")
        if self._hide_idle_bar:
            self.bar.setVisible(bool(running))
            if not running:
                self.bar.setValue(0)

    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setValue(100 * done // max(total, 1))
