"""The app in the reader's language: translations loaded, the Language menu, fonts.

vptrainer's own texts come from ``resources/translations/vptrainer_<lang>.qm`` (every
``*_<lang>.ts`` of a language compiled into one file by ``./dev`` and the bundle's build);
Qt's own (file, print and message dialogs) from ``qtbase_<lang>.qm`` in Qt's translations
folder, where Qt has one (for Hindi, which it lacks, ``qt_hi.ts`` of ours has them).

:meth:`Translation.apply` changes the language while the app runs: it swaps the
translators (which sends every widget a ``LanguageChange`` event, on which widgets call
their ``retranslate()``), sets the default ``QLocale`` (numbers as the reader writes
them), picks fonts that have the language's script, then emits ``languageChanged`` so
that views rewrite the texts they made (results, statistics).
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from vptrainer.gui import settings as prefs

ENGLISH = "en"
SYSTEM = ""  # the settings' value for "the system's language"

#: Every language of the app, named in its own language (the menu's entries).
LANGUAGES: tuple[tuple[str, str], ...] = (
    (ENGLISH, "English"),
    ("pt_BR", "Português (Brasil)"),
    ("zh_CN", "中文（简体）"),
    ("ja", "日本語"),
    ("hi", "हिन्दी"),
    ("es", "Español"),
)
#: The translated languages (English is the source).
TRANSLATED: tuple[str, ...] = tuple(code for code, _ in LANGUAGES if code != ENGLISH)
NATIVE_NAMES = dict(LANGUAGES)

#: Fonts that have the language's script, best first: Debian's (``./dev`` installs
#: fonts-noto-cjk and fonts-noto-ui-core), then Windows' and macOS's own. The first one
#: installed comes after the desktop's font in the app's font families, so Latin text
#: keeps the desktop's font and a Japanese reader sees Japanese, not Chinese, glyph forms.
SCRIPT_FONTS: dict[str, tuple[str, ...]] = {
    "zh_CN": (
        "Noto Sans CJK SC",
        "Source Han Sans SC",
        "WenQuanYi Micro Hei",
        "Microsoft YaHei UI",
        "Microsoft YaHei",
        "PingFang SC",
    ),
    "ja": (
        "Noto Sans CJK JP",
        "Source Han Sans JP",
        "Yu Gothic UI",
        "Meiryo UI",
        "Hiragino Sans",
        "TakaoPGothic",
        "IPAPGothic",
    ),
    "hi": (
        "Noto Sans Devanagari UI",
        "Noto Sans Devanagari",
        "Lohit Devanagari",
        "Nirmala UI",
        "Kohinoor Devanagari",
        "Mangal",
    ),
}
_WRITING_SYSTEMS = {
    "zh_CN": QFontDatabase.WritingSystem.SimplifiedChinese,
    "ja": QFontDatabase.WritingSystem.Japanese,
    "hi": QFontDatabase.WritingSystem.Devanagari,
}
#: The Debian package that brings a language's fonts (said when none is installed).
FONT_PACKAGES = {"zh_CN": "fonts-noto-cjk", "ja": "fonts-noto-cjk", "hi": "fonts-noto-ui-core"}


def translations_dir() -> Path:
    """Where the compiled ``vptrainer_<lang>.qm`` files are (``resources/translations``)."""
    return Path(str(resources.files("vptrainer.resources").joinpath("translations")))


def qt_translations_dir() -> str:
    """Qt's own translations (``qtbase_<lang>.qm``), in the PySide6 wheel's Qt folder."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def language_of(locale: QLocale) -> str:
    """The app's language closest to ``locale``'s languages (in their order of
    preference), English when none is one of ours."""
    names = [name.replace("-", "_") for name in locale.uiLanguages()] or [locale.name()]
    for name in names:
        base = name.split("_")[0].lower()
        if base == "pt":
            return "pt_BR"
        if base == "zh":
            return "zh_CN"
        if base in ("ja", "hi", "es"):
            return base
        if base == "en":
            return ENGLISH
    return ENGLISH


def system_language() -> str:
    """The app's language for the system's locale (``LANG``, the desktop's setting)."""
    return language_of(QLocale.system())


def resolve(choice: str) -> str:
    """The language a setting stands for: the system's for ``""`` (or anything unknown)."""
    return choice if choice in NATIVE_NAMES else system_language()


def locale_for(language: str, choice: str) -> QLocale:
    """The locale numbers are written in: the language's own, or the system's when the
    user left the choice to the system and its language is not one of ours."""
    if choice == SYSTEM and language == ENGLISH:
        system = QLocale.system()
        if system.language() != QLocale.Language.C:
            return system
    if language == ENGLISH:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return QLocale(language)


def font_families(language: str, base: QFont) -> list[str]:
    """The families of the app's font in ``language``: the desktop's font first, then
    the first installed font of the language's script (none for a Latin script)."""
    families = list(base.families()) or [base.family()]
    for candidate in SCRIPT_FONTS.get(language, ()):
        if QFontDatabase.hasFamily(candidate):
            return [*families, candidate]
    return families


def font_problem(language: str) -> str | None:
    """What to say when no installed font can write the language's script."""
    system = _WRITING_SYSTEMS.get(language)
    if system is None or QFontDatabase.families(system):
        return None
    return QCoreApplication.translate(
        "Translation",
        "No font for {language} is installed, so its text may show as boxes; "
        "install one (on Debian or Ubuntu: {package}).",
    ).format(language=NATIVE_NAMES[language], package=FONT_PACKAGES[language])


class Translation(QObject):
    """The app's translators and language (one per application, a child of it: see
    :func:`translation`)."""

    #: The language now shown (a code of :data:`LANGUAGES`), after every widget was
    #: sent its ``LanguageChange``: views rewrite the texts they made.
    languageChanged = Signal(str)

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("vptrainerTranslation")
        self.language = ENGLISH
        self.choice = SYSTEM
        self.problems: list[str] = []
        self._installed: list[QTranslator] = []
        self._base_font: QFont | None = None

    def apply(self, choice: str) -> str:
        """Show the app in the language ``choice`` stands for (``""``: the system's);
        returns that language. Missing files leave the texts in English (and say so in
        :attr:`problems`), never stop the app."""
        language = resolve(choice)
        self.choice = choice
        QLocale.setDefault(locale_for(language, choice))
        if language == self.language and (self._installed or language == ENGLISH):
            return language
        self.problems = []
        app = QCoreApplication.instance()
        for old in self._installed:
            QCoreApplication.removeTranslator(old)
            old.deleteLater()
        self._installed = []
        self.language = language
        if language != ENGLISH:
            ours = QTranslator(self)
            if ours.load(f"vptrainer_{language}", str(translations_dir())):
                self._installed.append(ours)
            else:
                self.problems.append(
                    f"The {NATIVE_NAMES[language]} translation (vptrainer_{language}.qm) "
                    "is missing from this installation; the texts stay in English."
                )
            qt = QTranslator(self)
            if qt.load(QLocale(language), "qtbase", "_", qt_translations_dir()):
                self._installed.append(qt)
        self._apply_font(language)
        problem = font_problem(language)
        if problem:
            self.problems.append(problem)
        for translator in self._installed:  # each posts a LanguageChange to every widget
            QCoreApplication.installTranslator(translator)
        if app is not None:
            # leaving a translation removes translators: the same event says so
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.languageChanged.emit(language)
        return language

    def _apply_font(self, language: str) -> None:
        if not isinstance(QCoreApplication.instance(), QGuiApplication):
            return
        if self._base_font is None:
            self._base_font = QGuiApplication.font()
        font = QFont(self._base_font)
        font.setFamilies(font_families(language, self._base_font))
        QGuiApplication.setFont(font)


def translation() -> Translation:
    """The application's :class:`Translation` (made, in English, on first use)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the language is set once the QApplication exists")
    found = app.findChild(Translation, "vptrainerTranslation")
    return found if isinstance(found, Translation) else Translation(app)


def current_language() -> str:
    """The language shown (English before any was applied, and without an application)."""
    app = QCoreApplication.instance()
    found = app.findChild(Translation, "vptrainerTranslation") if app is not None else None
    return found.language if isinstance(found, Translation) else ENGLISH


def apply_language(choice: str) -> str:
    """Show the app in ``choice`` (a code of :data:`LANGUAGES`, ``""`` for the system's)."""
    return translation().apply(choice)


def apply_saved_language(settings: prefs.Settings) -> str:
    """Show the app in the language remembered in the settings (at start)."""
    return apply_language(settings.get(prefs.LANGUAGE))


class LanguageMenu(QMenu):
    """View > Language: the system's language or one chosen, each named in its own
    language; the choice is remembered and applied at once."""

    #: A language was chosen (its setting value; ``""`` for the system's).
    languageChosen = Signal(str)

    def __init__(self, settings: prefs.Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._settings = settings
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self.actions_by_code: dict[str, QAction] = {}
        chosen = settings.get(prefs.LANGUAGE)
        for code, name in ((SYSTEM, ""), *LANGUAGES):
            action = QAction(name, self)
            action.setCheckable(True)
            action.setObjectName(f"language_{code or 'system'}")
            action.setChecked(code == (chosen if chosen in NATIVE_NAMES else SYSTEM))
            action.triggered.connect(lambda _checked=False, c=code: self.choose(c))
            self._group.addAction(action)
            self.addAction(action)
            self.actions_by_code[code] = action
            if code == SYSTEM:
                self.addSeparator()
        self.retranslate()

    def retranslate(self) -> None:
        """The menu's own texts in the language now shown (the languages keep their names)."""
        self.setTitle(self.tr("&Language"))
        self.actions_by_code[SYSTEM].setText(
            self.tr("System ({language})").format(language=NATIVE_NAMES[system_language()])
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def choose(self, code: str) -> None:
        """Remember ``code`` (``""``: the system's language) and show the app in it."""
        self._settings.set(prefs.LANGUAGE, code)
        self.actions_by_code[code].setChecked(True)
        apply_language(code)
        self.languageChosen.emit(code)
