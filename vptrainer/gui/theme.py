"""The theme: the desktop's palette (System), or a built-in Light or Dark one, switched live.

``System`` keeps the style and palette the app started with and follows the desktop when
it changes (a dark mode switched on, a high-contrast palette); ``Light`` and ``Dark`` use
the Fusion style with a built-in palette. Whatever the palette, :func:`vptrainer.gui.style.
refresh` derives the app's colours from it, and :data:`Theme.changed` tells the charts.
The choice is remembered in the settings (``window/theme``) and offered in View > Theme.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QStyleFactory

from vptrainer.gui import settings as prefs
from vptrainer.gui import style

THEMES = ("system", "light", "dark")


def theme_label(name: str) -> str:
    """The menu entry of a theme, in the current language."""
    labels = {
        "system": QCoreApplication.translate("Theme", "&System"),
        "light": QCoreApplication.translate("Theme", "&Light"),
        "dark": QCoreApplication.translate("Theme", "&Dark"),
    }
    return labels[name]


def theme_tip(name: str) -> str:
    """What a theme does, in the current language (the entry's status tip)."""
    tips = {
        "system": QCoreApplication.translate("Theme", "Follow the desktop's colours"),
        "light": QCoreApplication.translate("Theme", "Dark text on light backgrounds"),
        "dark": QCoreApplication.translate("Theme", "Light text on dark backgrounds"),
    }
    return tips[name]


THEME = prefs.THEME

_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup


def _fusion_palette() -> QPalette:
    fusion = QStyleFactory.create("Fusion")
    palette = QPalette(fusion.standardPalette())
    fusion.deleteLater()
    return palette


def light_palette() -> QPalette:
    """Fusion's light palette, with secondary text readable (placeholder text included)."""
    palette = _fusion_palette()
    palette.setColor(_Role.PlaceholderText, QColor("#5f5f5f"))
    palette.setColor(_Group.Disabled, _Role.PlaceholderText, QColor("#9a9a9a"))
    return palette


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style: light text on dark greys, blue highlights."""
    palette = QPalette()
    window, base, text = QColor("#2b2b2b"), QColor("#1e1e1e"), QColor("#e8e8e8")
    colors = {
        _Role.Window: window,
        _Role.WindowText: text,
        _Role.Base: base,
        _Role.AlternateBase: QColor("#262626"),
        _Role.ToolTipBase: QColor("#3a3a3a"),
        _Role.ToolTipText: text,
        _Role.PlaceholderText: QColor("#a8a8a8"),
        _Role.Text: text,
        _Role.Button: QColor("#353535"),
        _Role.ButtonText: text,
        _Role.BrightText: QColor("#ff6b6b"),
        _Role.Light: QColor("#505050"),
        _Role.Midlight: QColor("#404040"),
        _Role.Mid: QColor("#303030"),
        _Role.Dark: QColor("#1a1a1a"),
        _Role.Shadow: QColor("#0a0a0a"),
        _Role.Highlight: QColor("#2f6fb5"),
        _Role.HighlightedText: QColor("#ffffff"),
        _Role.Link: QColor("#7fb4ff"),
        _Role.LinkVisited: QColor("#c39bff"),
        _Role.Accent: QColor("#2f6fb5"),
    }
    for role, color in colors.items():
        palette.setColor(role, color)
    disabled = QColor("#7c7c7c")
    for role in (_Role.WindowText, _Role.Text, _Role.ButtonText, _Role.PlaceholderText):
        palette.setColor(_Group.Disabled, role, disabled)
    palette.setColor(_Group.Disabled, _Role.Base, QColor("#262626"))
    palette.setColor(_Group.Disabled, _Role.Button, QColor("#303030"))
    palette.setColor(_Group.Disabled, _Role.Highlight, QColor("#404040"))
    return palette


class Theme(QObject):
    """The app's theme (one per application, see :func:`theme`).

    Signals: ``changed()`` after the palette changed and the look was derived again.
    """

    changed = Signal()

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("vptrainerTheme")
        self._app = app
        self._system_style = app.style().name()
        self.choice = "system"
        self._applying = False
        style.refresh(app.palette())
        app.installEventFilter(self)

    def apply(self, choice: str) -> None:
        """Use ``choice`` (``system``, ``light`` or ``dark``; anything else is ``system``)."""
        choice = choice if choice in THEMES else "system"
        self.choice = choice
        self._applying = True
        try:
            _ask_color_scheme(choice)
            if choice == "system":
                self._app.setStyle(self._system_style)
                self._app.setPalette(QPalette())  # nothing set: the desktop's, and follows it
            else:
                self._app.setStyle("Fusion")
                self._app.setPalette(light_palette() if choice == "light" else dark_palette())
            # the widgets' palettes follow in posted events: deliver them now, so that
            # everything is in the new colours when changed() is emitted
            QCoreApplication.sendPostedEvents(None, 0)
        finally:
            self._applying = False
        self._palette_changed()

    def _palette_changed(self) -> None:
        style.refresh(self._app.palette())
        self.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self._app
            and event.type() == QEvent.Type.ApplicationPaletteChange
            and not self._applying
        ):
            self._palette_changed()  # the desktop's palette changed (a dark mode switched on)
        return False


def _ask_color_scheme(choice: str) -> None:
    """Tell the platform the colour scheme wanted (Qt 6.8+): native dialogs and title
    bars follow it; System leaves it to the desktop."""
    hints = QGuiApplication.styleHints()
    if not hasattr(hints, "setColorScheme"):
        return
    if choice == "system":
        hints.unsetColorScheme()
    else:
        hints.setColorScheme(Qt.ColorScheme.Dark if choice == "dark" else Qt.ColorScheme.Light)


def theme() -> Theme:
    """The application's theme, made on first use."""
    app = QApplication.instance()
    assert isinstance(app, QApplication), "the theme needs a QApplication"
    found = app.findChild(Theme, "vptrainerTheme")
    return found if found is not None else Theme(app)


def add_theme_menu(menu: QMenu, settings: prefs.Settings) -> QMenu:
    """Add View > Theme (System, Light, Dark) to ``menu``: the choice is applied at once
    and remembered in ``settings``."""
    sub = ThemeMenu(menu)
    menu.addMenu(sub)
    group = QActionGroup(sub)
    group.setExclusive(True)
    current = theme().choice
    for name in THEMES:
        action = QAction(sub)
        action.setObjectName(f"theme_{name}")
        action.setCheckable(True)
        action.setChecked(name == current)
        action.triggered.connect(partial(_choose, settings, name))
        group.addAction(action)
        sub.addAction(action)
    sub.retranslate()
    return sub


class ThemeMenu(QMenu):
    """View > Theme, its title and entries set again when the language changes."""

    def __init__(self, parent: QMenu) -> None:
        super().__init__(parent)
        self.setObjectName("themeMenu")

    def retranslate(self) -> None:
        """The title and each theme's entry and tip in the current language."""
        self.setTitle(self.tr("&Theme"))
        for action in self.actions():
            name = action.objectName().removeprefix("theme_")
            if name in THEMES:
                action.setText(theme_label(name))
                action.setStatusTip(theme_tip(name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _choose(settings: prefs.Settings, name: str) -> None:
    settings.set(THEME, name)
    theme().apply(name)


def apply_saved_theme(settings: prefs.Settings) -> Theme:
    """Apply the theme remembered in ``settings`` (System when none is)."""
    current = theme()
    wanted = settings.get(THEME)
    if wanted != current.choice or wanted != "system":
        current.apply(wanted)
    return current
