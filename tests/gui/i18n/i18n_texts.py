"""The completeness check's tools: the translation sources (``resources/translations/*.ts``)
and the texts a window shows.

A text a widget shows is *English with a translation source* when it is (after mnemonics,
markup and spacing are set aside) one of the source texts of a ``.ts`` file, or a line of
it is, or it is a source template (``"{count} hands"``, ``"%n hand(s)"``) filled in, and
the language shown does not translate that source as itself (a game name kept in English,
``EV``). Each text is reported with where it was seen (the area: the window's menus, a
view, a dialog) and which ``.ts`` files hold its source.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from vptrainer.core.games.builtin import builtin_ids, load_builtin

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = ROOT / "resources" / "translations"
#: The areas of the app whose texts have ``.ts`` files (``<area>_<lang>.ts``); ``qt`` holds
#: Qt's own texts for a language Qt has no translation of.
AREAS = ("app", "analyze", "practice", "bankroll", "strategy", "core")
LANGUAGES = ("pt_BR", "zh_CN", "ja", "hi", "es")
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}|%L?n|%L?\d+")
_LETTERS = re.compile(r"[A-Za-z]{2,}")
_SPACES = re.compile(r"\s+")
_MAX_ROWS = 60  # of an item view's rows read (its headers are read whole)


_TAG = re.compile(r"<(?:[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?|/[A-Za-z][A-Za-z0-9]*)\s*/?>")


def _rich(text: str) -> bool:
    """Whether ``text`` has markup (as a label would show it as rich text)."""
    return _TAG.search(text) is not None


def normalize(text: str) -> str:
    """A text as compared: markup turned into plain text, ``&`` mnemonics and the
    shortcut column of a menu entry removed, spacing collapsed."""
    if _rich(text):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    text = text.split("\t")[0]
    text = re.sub(r"&(?=[^&\s])", "", text).replace("&&", "&")
    return _SPACES.sub(" ", text).strip()


@dataclass(frozen=True)
class Source:
    """A source text of the ``.ts`` files and where it is."""

    text: str  # normalized
    files: frozenset[str]  # the .ts file names holding it
    contexts: frozenset[str]


@dataclass
class Catalog:
    """Every source text, and per language the ones it translates as themselves."""

    sources: dict[str, Source] = field(default_factory=dict)
    kept: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: (the template's longest literal part, its pattern, the source)
    templates: list[tuple[str, re.Pattern[str], str]] = field(default_factory=list)
    _found: dict[tuple[str, str], str | None] = field(default_factory=dict)

    def find(self, text: str, language: str) -> str | None:
        """The source ``text`` shows untranslated in ``language`` (None: none)."""
        key = (text, language)
        if key not in self._found:
            self._found[key] = self._find(text, language)
        return self._found[key]

    def _find(self, text: str, language: str) -> str | None:
        kept = self.kept[language]
        for candidate in _candidates(text):
            if candidate in self.sources and candidate not in kept:
                return candidate
            if candidate in _pay_line_labels():
                continue  # a table's data, shown as the table writes it ("Jacks or better")
            for literal, pattern, source in self.templates:
                if literal in candidate and source not in kept and pattern.fullmatch(candidate):
                    return source
        return None


@cache
def _pay_line_labels() -> frozenset[str]:
    """The labels of the built-in tables' pay lines: data, which a template filled in
    by words may match (``"{hand} or better"``, ``Jacks or better``)."""
    return frozenset(
        normalize(line.label) for table_id in builtin_ids() for line in load_builtin(table_id).lines
    )


def _candidates(text: str) -> Iterator[str]:
    whole = normalize(text)
    if _LETTERS.search(whole):
        yield whole
    if "\n" in text or "<br" in text.lower():
        plain = QTextDocumentFragment.fromHtml(text).toPlainText() if _rich(text) else text
        for line in plain.splitlines():
            part = normalize(line)
            if part != whole and _LETTERS.search(part):
                yield part


def _template(source: str) -> tuple[str, re.Pattern[str]] | None:
    """A pattern matching ``source`` filled in, and its longest literal part, when it
    has placeholders and words of its own (``"{value}%"`` alone would match any
    percentage)."""
    parts = _PLACEHOLDER.split(source)
    if len(parts) == 1 or not _LETTERS.search("".join(parts)):
        return None
    # A template of one word or less of its own ("{n} bet", "{first} or {second}") is
    # taken as filled in only by numbers: filled by words it would match any English
    # ("Jacks or Better", "... B bet").
    fill = ".+?" if len(_LETTERS.findall("".join(parts))) >= 2 else r"[^A-Za-z]+?"
    pattern = re.compile(fill.join(re.escape(p) for p in parts), re.DOTALL)
    return max(parts, key=len), pattern


def ts_files(folder: Path = TRANSLATIONS) -> list[Path]:
    """Every translation source file."""
    return sorted(folder.glob("*_*.ts"))


def language_of(ts: Path) -> str:
    """``analyze_pt_BR.ts`` -> ``pt_BR``."""
    return ts.stem.partition("_")[2]


def area_of(ts: Path) -> str:
    """``analyze_pt_BR.ts`` -> ``analyze``."""
    return ts.stem.partition("_")[0]


def messages(ts: Path) -> Iterator[tuple[str, ET.Element, ET.Element | None]]:
    """Each message of a ``.ts`` file: its context, the message, its translation."""
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message, message.find("translation")


def translations_of(translation: ET.Element | None) -> list[str]:
    """The translated text(s) of a message (every plural form of a numerus one)."""
    if translation is None:
        return []
    forms = translation.findall("numerusform")
    if forms:
        return [f.text or "" for f in forms]
    return [translation.text or ""]


def load_catalog(folder: Path = TRANSLATIONS) -> Catalog:
    """The sources of every ``.ts`` file in ``folder`` but Qt's own (``qt_<lang>.ts``)."""
    files: dict[str, set[str]] = defaultdict(set)
    contexts: dict[str, set[str]] = defaultdict(set)
    catalog = Catalog()
    for ts in ts_files(folder):
        if area_of(ts) == "qt":  # Qt's own texts (for Hindi): its dialogs, not our words
            continue
        language = language_of(ts)
        for context, message, translation in messages(ts):
            source = normalize(message.findtext("source") or "")
            if not _LETTERS.search(source):
                continue
            files[source].add(ts.name)
            contexts[source].add(context)
            done = [normalize(t) for t in translations_of(translation)]
            if done and all(t.casefold() == source.casefold() for t in done):
                catalog.kept[language].add(source)
    for source in files:
        catalog.sources[source] = Source(
            source, frozenset(files[source]), frozenset(contexts[source])
        )
        template = _template(source)
        if template is not None:
            catalog.templates.append((*template, source))
    return catalog


# ---------------------------------------------------------------- what widgets show


def _columns(model: QAbstractItemModel) -> int:
    try:
        return model.columnCount(QModelIndex())
    except TypeError:  # a list model's columnCount is private: one column
        return 1


def _model_texts(model: QAbstractItemModel | None) -> Iterator[str]:
    if model is None:
        return
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    for orientation, count in (
        (Qt.Orientation.Horizontal, _columns(model)),
        (Qt.Orientation.Vertical, model.rowCount(QModelIndex())),
    ):
        for section in range(min(count, 200)):
            for role in roles:
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield value
    for row in range(min(model.rowCount(QModelIndex()), _MAX_ROWS)):
        for column in range(min(_columns(model), 30)):
            index = model.index(row, column)
            for role in roles:
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value


def _action_texts(actions: Iterable[QAction]) -> Iterator[str]:
    for action in actions:
        if action.isSeparator():
            continue
        yield from (action.text(), action.toolTip(), action.statusTip())
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield menu.title()
            yield from _action_texts(menu.actions())


def widget_texts(widget: QWidget) -> Iterator[str]:
    """The texts one widget shows (not its children's)."""
    if widget.isWindow():
        yield widget.windowTitle()
    yield from (widget.toolTip(), widget.statusTip(), widget.whatsThis())
    yield from (widget.accessibleName(), widget.accessibleDescription())
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QLineEdit):
        yield widget.placeholderText()
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        yield widget.placeholderText()
        yield widget.toPlainText()
    elif isinstance(widget, QComboBox):
        for i in range(widget.count()):
            yield widget.itemText(i)
            tip = widget.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield tip
    elif isinstance(widget, QAbstractSpinBox):
        yield widget.specialValueText()
        if isinstance(widget, QSpinBox | QDoubleSpinBox):
            yield from (widget.prefix(), widget.suffix())
    elif isinstance(widget, QTabWidget | QTabBar):
        for i in range(widget.count()):
            yield from (widget.tabText(i), widget.tabToolTip(i))
    elif isinstance(widget, QAbstractItemView):
        yield from _model_texts(widget.model())
    elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():  # chart titles, axis labels, legends
            if isinstance(item, QGraphicsTextItem):
                yield item.toPlainText()
            elif isinstance(item, QGraphicsSimpleTextItem):
                yield item.text()
    if isinstance(widget, QMainWindow):
        yield from _action_texts(widget.menuBar().actions())
        yield widget.statusBar().currentMessage()
    yield from _action_texts(a for a in widget.actions() if not isinstance(a.parent(), QMenu))


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """Each text of ``root`` and its children: (what shows it, the text)."""
    for widget in (root, *root.findChildren(QWidget)):
        what = f"{type(widget).__name__} {widget.objectName() or '-'}"
        for text in widget_texts(widget):
            if text and text.strip():
                yield what, text


@dataclass(frozen=True)
class Finding:
    """An English text with a translation source, seen in one area of one language."""

    language: str
    area: str
    widget: str
    text: str
    source: Source

    def __str__(self) -> str:
        files = ", ".join(sorted(self.source.files))
        contexts = ", ".join(sorted(self.source.contexts))
        return f"{self.text!r} ({self.widget}; source in {files}, context {contexts})"


def english_texts(
    catalog: Catalog, language: str, area: str, texts: Iterable[tuple[str, str]]
) -> list[Finding]:
    """The texts of one area that show a translation source untranslated in ``language``."""
    found: dict[str, Finding] = {}
    for widget, text in texts:
        source = catalog.find(text, language)
        if source is not None and source not in found:
            found[source] = Finding(language, area, widget, text, catalog.sources[source])
    return list(found.values())


_WORD = re.compile(r"[A-Za-z]{3,}")


def english_looking(
    catalog: Catalog, language: str, texts: Iterable[tuple[str, str]]
) -> list[tuple[str, str]]:
    """Texts with no translation source that still read as English (two English-looking
    words or more, nearly all letters Latin): strings not yet wrapped in ``tr()``, or
    data (pay-table names, game names). A hint for the final sweep, never a failure."""
    found: dict[str, str] = {}
    for widget, text in texts:
        if text in found or catalog.find(text, language) is not None:
            continue
        plain = normalize(text)
        letters = [ch for ch in plain if ch.isalpha()]
        latin = sum(ch.isascii() for ch in letters)
        if len(_WORD.findall(plain)) >= 2 and latin >= 0.9 * len(letters):
            found[text] = widget
    return [(widget, text) for text, widget in found.items()]


def report(findings: list[Finding]) -> str:
    """The findings, one a line under their language and area."""
    lines: list[str] = []
    by_place: dict[tuple[str, str], list[Finding]] = defaultdict(list)
    for finding in findings:
        by_place[finding.language, finding.area].append(finding)
    for (language, area), items in sorted(by_place.items()):
        lines.append(f"{language} / {area}: {len(items)} English text(s) with a translation source")
        lines.extend(f"    {item}" for item in sorted(items, key=str))
    return "\n".join(lines)
