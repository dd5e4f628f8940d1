"""The notices at the top of the window: what could not be opened, and the first start's
pointer to Practice."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from vptrainer.gui import settings as prefs
from vptrainer.gui.help import FIRST_START_TEXT
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
        dismiss.setText("Dismiss")
        dismiss.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.label, 1)
        row.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

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
        text = QLabel(FIRST_START_TEXT)
        text.setObjectName("firstStartNotice")
        text.setWordWrap(True)
        use(text, NOTICE_TEXT_STYLE)
        text.setTextFormat(Qt.TextFormat.PlainText)
        practice = QToolButton()
        practice.setObjectName("firstStartPractice")
        practice.setToolTip("Open the Practice view: play hands and have each hold graded")
        practice.setText("Open Practice")
        practice.clicked.connect(self.practiceRequested)
        practice.clicked.connect(self.hide)
        dismiss = QToolButton()
        dismiss.setObjectName("dismissFirstStart")
        dismiss.setToolTip("Hide this welcome note (it is shown on the first start only)")
        dismiss.setText("Got it")
        dismiss.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(text, 1)
        row.addWidget(practice, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        first = not settings.get(prefs.FIRST_START_SHOWN)
        self.setVisible(first)
        if first:
            settings.set(prefs.FIRST_START_SHOWN, True)
