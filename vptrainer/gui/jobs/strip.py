"""The progress strip every view shows its jobs in: a state line, a bar and Cancel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from vptrainer.gui.jobs.binding import JobBinding


def job_name(label: str) -> str:
    """A job's label (a request's ``label``) in the current language."""
    names = {
        "calculation": QCoreApplication.translate("ProgressStrip", "calculation"),
        "history": QCoreApplication.translate("ProgressStrip", "history"),
        "strategy chart": QCoreApplication.translate("ProgressStrip", "strategy chart"),
        "close calls": QCoreApplication.translate("ProgressStrip", "close calls"),
        "analysis": QCoreApplication.translate("ProgressStrip", "analysis"),
        "royal sweep": QCoreApplication.translate("ProgressStrip", "royal sweep"),
        "table": QCoreApplication.translate("ProgressStrip", "table"),
        "return at each bet": QCoreApplication.translate("ProgressStrip", "return at each bet"),
        "chart": QCoreApplication.translate("ProgressStrip", "chart"),
        "levels": QCoreApplication.translate("ProgressStrip", "levels"),
        "exceptions": QCoreApplication.translate("ProgressStrip", "exceptions"),
        "other games": QCoreApplication.translate("ProgressStrip", "other games"),
        "your strategy": QCoreApplication.translate("ProgressStrip", "your strategy"),
        "round's outcomes": QCoreApplication.translate("ProgressStrip", "round's outcomes"),
        "long-run risk": QCoreApplication.translate("ProgressStrip", "long-run risk"),
        "session odds": QCoreApplication.translate("ProgressStrip", "session odds"),
        "session results": QCoreApplication.translate("ProgressStrip", "session results"),
        "comparison": QCoreApplication.translate("ProgressStrip", "comparison"),
        "turning points": QCoreApplication.translate("ProgressStrip", "turning points"),
        "returns along the meter": QCoreApplication.translate(
            "ProgressStrip", "returns along the meter"
        ),
        "returns at the meter": QCoreApplication.translate("ProgressStrip", "returns at the meter"),
        "printable guide": QCoreApplication.translate("ProgressStrip", "printable guide"),
        "hand values": QCoreApplication.translate("ProgressStrip", "hand values"),
        "feature game": QCoreApplication.translate("ProgressStrip", "feature game"),
        "rising meter": QCoreApplication.translate("ProgressStrip", "rising meter"),
        "feature game solve": QCoreApplication.translate("ProgressStrip", "feature game solve"),
    }
    return names.get(label, label)


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
        cancel_tip: str | None = None,
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
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName(names[2])
        self._cancel_tip = cancel_tip
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
        self.retranslate()

    def retranslate(self) -> None:
        """The button and its tip in the current language (a view's own tip as given)."""
        self.cancel_button.setText(self.tr("Cancel"))
        tip = self._cancel_tip or self.tr("Stop the calculations of this view")
        self.cancel_button.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        """Show whether the view's jobs run, and which."""
        running = self.binding.running()
        self.cancel_button.setEnabled(bool(running))
        if self._auto_state:
            jobs = ", ".join(job_name(label) for label in running)
            self.state.setText(self.tr("Computing {jobs}…").format(jobs=jobs) if running else "")
        if self._hide_idle_bar:
            self.bar.setVisible(bool(running))
            if not running:
                self.bar.setValue(0)

    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setValue(100 * done // max(total, 1))
