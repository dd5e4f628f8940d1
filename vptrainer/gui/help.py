"""Help: the user guide and the glossary (texts in ``resources/help``), and the
first-start pointer's text."""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from vptrainer.gui.accessibility import describe
from vptrainer.gui.i18n.marks import QT_TRANSLATE_NOOP
from vptrainer.gui.screens import resize_within_screen

#: The help pages: object name of the dialog, window title, file in ``resources/help``.
#: The title is English here, translated when shown (context ``help``).
GUIDE = ("userGuideDialog", QT_TRANSLATE_NOOP("help", "vptrainer user guide"), "guide.md")
GLOSSARY = ("glossaryDialog", QT_TRANSLATE_NOOP("help", "vptrainer glossary"), "glossary.md")

FIRST_START_TEXT = QT_TRANSLATE_NOOP(
    "help",
    "Welcome! Here is the exact return of a pay table. Play and be graded on every hold "
    "in Practice (Ctrl+2); learn a table's holds from its strategy chart in the Strategy "
    "tab (Ctrl+4). Help has a user guide and a glossary.",
)


def first_start_text() -> str:
    """The first-start pointer's text in the current language."""
    return QCoreApplication.translate("help", FIRST_START_TEXT)


def help_text(file_name: str, language: str | None = None) -> str:
    """The Markdown text of a help page in ``language`` (default: the language shown),
    from ``resources/help/<language>/``; the English page when there is none (and a
    short note when that is missing too)."""
    from vptrainer.gui.i18n.translator import current_language

    folder = resources.files("vptrainer.resources").joinpath("help")
    language = current_language() if language is None else language
    places = [folder.joinpath(language, file_name)] if language != "en" else []
    for place in [*places, folder.joinpath(file_name)]:
        try:
            return place.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return QCoreApplication.translate(
        "help", "The help page {file} is missing from this installation."
    ).format(file=file_name)


class HelpDialog(QDialog):
    """A help page in a scrollable, non-modal window with a Close button."""

    def __init__(self, page: tuple[str, str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        name, title, file_name = page
        self._title = title
        self.setObjectName(name)
        self.retranslate()
        self.browser = QTextBrowser()
        self.browser.setObjectName("helpText")
        describe(
            self.browser,
            QCoreApplication.translate("help", title),
            QCoreApplication.translate("help", "The help text; Tab moves between its links."),
        )
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(help_text(file_name))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        resize_within_screen(self, 620, 520)

    def retranslate(self) -> None:
        """The window's title in the current language."""
        self.setWindowTitle(QCoreApplication.translate("help", self._title))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
