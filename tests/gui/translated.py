"""Translations in GUI tests: ``.ts`` files compiled with lrelease, and the app run in
another language (its translator and its locale) for a while."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")


def compile_qm(out: Path, name: str, areas: Sequence[str], lang: str) -> Path:
    """The areas' ``<area>_<lang>.ts`` compiled into ``out/<name>_<lang>.qm``, every entry
    finished."""
    qm = out / f"{name}_{lang}.qm"
    sources = [str(TRANSLATIONS / f"{area}_{lang}.ts") for area in areas]
    run = subprocess.run(
        [str(LRELEASE), *sources, "-qm", str(qm)], capture_output=True, text=True, check=True
    )
    assert " 0 unfinished" in run.stdout, run.stdout
    return qm


@contextmanager
def language(qm: Path, locale: str) -> Iterator[None]:
    """The app in another language (its translator and its locale) for a while."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translator = QTranslator()
    assert translator.load(str(qm))
    before = QLocale()
    QLocale.setDefault(QLocale(locale))
    app.installTranslator(translator)
    app.processEvents()  # the language change reaches every widget
    try:
        yield
    finally:
        QLocale.setDefault(before)
        app.removeTranslator(translator)
        app.processEvents()
