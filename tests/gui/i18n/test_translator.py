"""The language of the app: chosen in View > Language, remembered, applied live; Qt's own
texts and the numbers follow; the fonts write every translated text (no boxes)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from i18n_texts import language_of, messages, translations_of, ts_files
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QRawFont
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from vptrainer.gui import settings as prefs
from vptrainer.gui.help import GLOSSARY, GUIDE, help_text
from vptrainer.gui.i18n import compile as i18n_compile
from vptrainer.gui.i18n import percent
from vptrainer.gui.i18n.translator import (
    ENGLISH,
    LANGUAGES,
    SCRIPT_FONTS,
    TRANSLATED,
    apply_language,
    current_language,
    translation,
)
from vptrainer.gui.i18n.translator import (
    language_of as language_of_locale,
)
from vptrainer.gui.main_window import MainWindow


@pytest.fixture(scope="module", autouse=True)
def _compiled() -> None:
    """The .qm files as ./dev builds them (compiled when a .ts changed)."""
    assert i18n_compile.main([]) == 0


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    apply_language(ENGLISH)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("pt_BR", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("zh_CN", "zh_CN"),
        ("zh_TW", "zh_CN"),
        ("ja_JP", "ja"),
        ("hi_IN", "hi"),
        ("es_MX", "es"),
        ("es_ES", "es"),
        ("de_DE", "en"),
        ("en_GB", "en"),
        ("C", "en"),
    ],
)
def test_a_system_locale_picks_the_closest_language(name: str, expected: str) -> None:
    assert language_of_locale(QLocale(name)) == expected


def test_each_language_is_named_in_its_own_language() -> None:
    names = dict(LANGUAGES)
    assert names["pt_BR"] == "Português (Brasil)"
    assert names["zh_CN"] == "中文（简体）"
    assert names["ja"] == "日本語"
    assert names["hi"] == "हिन्दी"
    assert names["es"] == "Español"


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_language_loads_our_texts_qts_own_and_its_number_format(language: str) -> None:
    assert apply_language(language) == language
    assert current_language() == language
    assert translation().problems == []
    # our own texts (the Language menu's)
    assert QCoreApplication.translate("LanguageMenu", "&Language") != "&Language"
    # Qt's own: the standard buttons of message and file dialogs
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
    assert QLocale().name().startswith(language.split("_")[0])
    if language in ("pt_BR", "es"):
        assert percent(0.9954392) == "99,5439 %"  # the percent sign spaced, as written there
    apply_language(ENGLISH)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert percent(0.9954392) == "99.5439%"


@pytest.mark.parametrize("language", sorted(SCRIPT_FONTS))
def test_every_translated_character_has_a_glyph_in_the_apps_fonts(language: str) -> None:
    """No boxes: each character of the language's translations is in one of the app's
    font families (the desktop's, then the script's: Noto CJK, Noto Devanagari UI)."""
    apply_language(language)
    font = QGuiApplication.font()
    assert font.families()[-1] == SCRIPT_FONTS[language][0], (
        f"{SCRIPT_FONTS[language][0]} is not installed (./dev installs it)"
    )
    raws = [QRawFont.fromFont(QFont(family)) for family in font.families()]
    text = "".join(
        "".join(translations_of(translation))
        for ts in ts_files()
        if language_of(ts) == language
        for _context, _message, translation in messages(ts)
    )
    assert text
    assert _missing(text, raws) == []
    assert QFontMetrics(font).horizontalAdvance(text[:200]) > 0


def _missing(text: str, raws: list[QRawFont]) -> list[str]:
    return sorted(
        {
            ch
            for ch in text
            if not ch.isspace() and not any(r.supportsCharacter(ord(ch)) for r in raws)
        }
    )


def test_the_language_names_have_glyphs_in_every_language() -> None:
    """The menu names each language in its own script, whatever the language shown:
    Qt falls back to the installed fonts of each script."""
    apply_language(ENGLISH)
    families = [*QGuiApplication.font().families(), *(f[0] for f in SCRIPT_FONTS.values())]
    raws = [QRawFont.fromFont(QFont(family)) for family in families]
    assert _missing("".join(name for _code, name in LANGUAGES), raws) == []


def _language_menu(window: MainWindow) -> QMenu:
    (view,) = (a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    assert isinstance(view, QMenu)
    menus = [a.menu() for a in view.actions() if isinstance(a.menu(), QMenu)]
    (menu,) = [m for m in menus if m is window.language_menu]
    return menu


@pytest.mark.qt_log_ignore(r"^This plugin does not support raise\(\)$")  # offscreen help window
def test_the_language_menu_applies_a_language_at_once_and_remembers_it(qtbot: QtBot) -> None:
    settings = prefs.Settings(autosave=False)
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.show()
    menu = _language_menu(window)
    entries = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert entries[0].startswith("System (")
    assert entries[1:] == [name for _code, name in LANGUAGES]
    assert menu.actions_by_code[""].isChecked()
    seen: list[str] = []
    translation().languageChanged.connect(seen.append)

    menu.actions_by_code["ja"].trigger()
    assert seen == ["ja"]
    assert settings.get(prefs.LANGUAGE) == "ja"
    assert menu.actions_by_code["ja"].isChecked()
    assert menu.title() == "言語(&L)"  # the menu's own texts, live
    assert menu.actions_by_code[""].text().startswith("システムに従う")
    assert "Noto Sans CJK JP" in QGuiApplication.font().families()

    window.show_help(GUIDE)
    menu.actions_by_code["es"].trigger()
    assert menu.title() == "&Idioma"
    assert window._help_dialogs[GUIDE[0]].browser.toMarkdown().startswith("# vptrainer en")
    menu.actions_by_code[""].trigger()  # the system's: English in the tests
    assert settings.get(prefs.LANGUAGE) == ""
    assert menu.title() == "&Language"
    assert "Noto Sans CJK JP" not in QGuiApplication.font().families()
    translation().languageChanged.disconnect(seen.append)
    window.close()


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_help_is_shown_in_the_language(language: str) -> None:
    english = help_text(GUIDE[2], ENGLISH)
    for page in (GUIDE, GLOSSARY):
        text = help_text(page[2], language)
        assert text != help_text(page[2], ENGLISH)
        assert text.count("\n#") == help_text(page[2], ENGLISH).count("\n#")
    apply_language(language)
    assert help_text(GUIDE[2]) == help_text(GUIDE[2], language) != english
