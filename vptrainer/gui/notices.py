"""The notices at the top of the window: what could not be opened, and the first start's
pointer to Practice."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from vptrainer.gui import settings as prefs
from vptrainer.gui.help import first_start_text
from vptrainer.gui.style import NOTICE_STYLE, NOTICE_TEXT_STYLE, use


class ProblemNotice(QFrame):
    """What could not be opened at start (a table, the settings, the history), with a
    Dismiss button (``startupNoticeFrame``, its text ``startupNotice``); hidden when
    there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startupNoticeFrame")
        use(self, NOTICE_STYLE, selector="QFrame#startupNoticeFrame")
        self.label = QLabel()
        self.label.setObjectName("startupNotice")
        self.label.setWordWrap(True)
        use(self.label, NOTICE_TEXT_STYLE)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dismiss = QToolButton()
        dismiss.setObjectName("dismissNotice")
        self.dismiss = dismiss
        dismiss.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.label, 1)
        row.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The button's text in the current language."""
        self.dismiss.setText(self.tr("Dismiss"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_problems(self, problems: list[str]) -> None:
        """Say each problem on a line of its own."""
        self.label.setText("\n".join(f"⚠ {p}" for p in problems))
        self.show()


class FirstStartPointer(QFrame):
    """The welcome pointer to Practice and the strategy chart, on the first start only
    (remembered in the settings as soon as it is shown).

    Signals: ``practiceRequested()``: the player chose to open Practice.
    """

    practiceRequested = Signal()

    def __init__(self, settings: prefs.Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("firstStartFrame")
        use(self, NOTICE_STYLE, selector="QFrame#firstStartFrame")
        text = QLabel()
        self.text = text
        text.setObjectName("firstStartNotice")
        text.setWordWrap(True)
        use(text, NOTICE_TEXT_STYLE)
        text.setTextFormat(Qt.TextFormat.PlainText)
        practice = QToolButton()
        practice.setObjectName("firstStartPractice")
        self.practice = practice
        practice.clicked.connect(self.practiceRequested)
        practice.clicked.connect(self.hide)
        dismiss = QToolButton()
        dismiss.setObjectName("dismissFirstStart")
        self.dismiss = dismiss
        dismiss.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(text, 1)
        row.addWidget(practice, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        first = not settings.get(prefs.FIRST_START_SHOWN)
        self.setVisible(first)
        if first:
            settings.set(prefs.FIRST_START_SHOWN, True)

    def retranslate(self) -> None:
        """The texts in the current language."""
        self.text.setText(first_start_text())
        self.practice.setText(self.tr("Open Practice"))
        self.practice.setToolTip(
            self.tr("Open the Practice view: play hands and have each hold graded")
        )
        self.dismiss.setText(self.tr("Got it"))
        self.dismiss.setToolTip(
            self.tr("Hide this welcome note (it is shown on the first start only)")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
