"""Marking a text for translation where it is defined, translated where it is shown.

``QT_TRANSLATE_NOOP("Context", "Text")`` returns the English text unchanged; ``pyside6-lupdate``
reads the call by its name and puts the text in the ``.ts`` files under ``Context``, and the
code that shows it calls ``QCoreApplication.translate("Context", text)`` (or ``self.tr(text)``
in a class named ``Context``). PySide6's own version is typed as returning ``object``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text``, marked for translation in ``context``."""
    return text
