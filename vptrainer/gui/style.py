"""The app's look in one place: colours, style sheets and font sizes, derived from the palette.

Every colour that is not a playing card's comes from the palette the app runs with (the
desktop's, or the built-in light or dark one, see :mod:`vptrainer.gui.theme`):
:func:`refresh` derives the look from a palette, keeping each text's contrast against
its background at least 4.5:1 (WCAG AA).

- Colours are :class:`QColor` objects that :func:`refresh` updates *in place*: read them
  when painting or drawing (a model's ``data()``, a chart's drawing), and they follow
  the theme; a colour copied into an item must be set again when the theme changes.
- Style sheets are :class:`Sheet` texts: give them to a widget with :func:`use`, which
  sets the sheet again in the new colours whenever the theme changes (a plain
  ``setStyleSheet(SHEET)`` keeps the light theme's colours).
- The cards and the felt they lie on keep their own colours in every theme.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from vptrainer.core.cards import JOKER
from vptrainer.core.practice.texts import EVEN_COLOR, GAIN_COLOR, LOSS_COLOR

# -- cards and the machine (the same in every theme)
FELT = QColor("#1b5535")  # the table the cards lie on (the meters read on it at 4.7:1)
HELD_COLOR = QColor("#f5b400")  # the HELD banner, a held card's border, the meters
HELD_TEXT = QColor("#1b1b1b")
HELD_DARK = QColor("#8d6e00")  # outlines on the held colour
RED = QColor("#c62828")  # hearts and diamonds
BLACK = QColor("#1b1b1b")  # clubs and spades
JOKER_COLOR = QColor("#6a1b9a")  # the joker, and the WILD tag of deuces
CARD_FACE = QColor("#ffffff")
CARD_FACE_DIM = QColor("#f1f1f1")
CARD_BORDER = QColor("#8a8a8a")
CARD_BACK = QColor("#1f3f8f")
CARD_BACK_LINE = QColor("#9fb4e8")
CARD_BACK_PATTERN = QColor("#3b5cb8")
JOKER_FACE = QColor("#f6eefa")
CARD_SHADOW = QColor(0, 0, 0, 60)
CARD_DISABLED_VEIL = QColor(255, 255, 255, 90)
WILD_TAG_TEXT = QColor("#ffffff")

# -- colours that follow the theme (updated in place by refresh())
# the hold table
BEST_BACKGROUND = QColor("#d7f0da")
MISTAKE_BACKGROUND = QColor("#ffd9cc")
# the pay display of the practice machine
PAY_HIGHLIGHT = QColor("#fff59d")  # the line won
PAY_DEALT = QColor("#e3f2fd")  # the line the dealt hand makes
BET_COLUMN = QColor("#fdecc8")
# charts (pyqtgraph)
CHART_BACKGROUND = QColor("#ffffff")
CHART_FOREGROUND = QColor("#333333")  # axes and their text
CHART_TEXT = QColor("#222222")  # labels drawn on the data
CHART_MESSAGE = QColor("#666666")
CHART_GUIDE = QColor("#888888")
CHART_GUIDE_TEXT = QColor("#555555")
BAR_COLOR = QColor("#3a6ea5")
NOTHING_COLOR = QColor("#b0b0b0")
ACCENT = QColor("#c0392b")  # the EV-lost line, the break-even pay

# -- fonts
RETURN_POINT_SIZE = 22  # the big return of the Analyze view
DEAL_FONT_SCALE = 1.3  # the Deal button's text, relative to the default font

AA_CONTRAST = 4.5  # WCAG AA, normal text
_MARGIN = 4.7  # what the look aims for, a little above AA (rounding of blended colours)


# ------------------------------------------------------------------ colour arithmetic


def luminance(color: QColor) -> float:
    """The relative luminance of a colour (WCAG 2), 0 for black to 1 for white."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` of the way towards ``b`` (opaque)."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def readable(color: QColor, *backgrounds: QColor, ratio: float = _MARGIN) -> QColor:
    """``color``, or the nearest shade of it towards black or white, whose contrast with
    every background is at least ``ratio`` (black or white if no shade reaches it)."""
    dark_bg = sum(luminance(b) for b in backgrounds) / len(backgrounds) < 0.18
    end = QColor("#ffffff") if dark_bg else QColor("#000000")
    for step in range(21):
        shade = mix(color, end, step / 20)
        if all(contrast(shade, b) >= ratio for b in backgrounds):
            return shade
    return end


# ------------------------------------------------------------------ the look


@dataclass(frozen=True)
class Look:
    """The colours of one palette: the palette's own, and tints derived from them."""

    dark: bool
    window: QColor
    text: QColor  # on the window
    base: QColor  # of text fields, tables and charts
    base_text: QColor

    def tint(self, hue: str, on: QColor | None = None) -> QColor:
        """A background tinted with ``hue``: pale on a light palette, deep on a dark one."""
        return mix(on or self.base, QColor(hue), 0.32 if self.dark else 0.2)

    def ink(self, hue: str, background: QColor) -> QColor:
        """Text coloured with ``hue``, readable on ``background``."""
        return readable(mix(self.text, QColor(hue), 0.55), background)

    def badge(self, hue: str, extra: str = "") -> str:
        """The style sheet of a tinted box with readable text and a border."""
        bg = self.tint(hue, self.window)
        border = mix(bg, QColor(hue), 0.5)
        return (
            f"background: {bg.name()}; color: {self.ink(hue, bg).name()};"
            f" border: 1px solid {border.name()};{extra}"
        )

    @property
    def hint(self) -> QColor:
        """Secondary text (hints, notes), readable on the window and on text fields."""
        return readable(mix(self.text, self.window, 0.4), self.window, self.base)


def look_of(palette: QPalette) -> Look:
    """The look of a palette."""
    group = QPalette.ColorGroup.Active
    window = palette.color(group, QPalette.ColorRole.Window)
    text = palette.color(group, QPalette.ColorRole.WindowText)
    return Look(
        dark=luminance(window) < luminance(text),
        window=window,
        text=text,
        base=palette.color(group, QPalette.ColorRole.Base),
        base_text=palette.color(group, QPalette.ColorRole.Text),
    )


_GREEN, _YELLOW, _RED, _BLUE, _ORANGE = "#2e9d3a", "#f2b705", "#e0452b", "#2f86d6", "#f08c00"


class Sheet(str):
    """A named style sheet of the look; its text is the light theme's (give it to a
    widget with :func:`use` to have it follow the theme)."""

    key: str

    def __new__(cls, key: str) -> Sheet:
        made = super().__new__(cls, _LIGHT[key])
        made.key = key
        return made


def _light_palette() -> QPalette:
    """The light palette the look's default texts are written for (no app needed)."""
    palette = QPalette(QColor("#efefef"), QColor("#efefef"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#000000"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#000000"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    return palette


def _sheets(look: Look) -> dict[str, str]:
    hint = look.hint.name()
    neutral_bg = mix(look.window, look.text, 0.05)
    stale_bg = mix(look.window, look.text, 0.08)
    stats_bg = mix(look.window, look.base, 0.6)
    return {
        "correct": look.badge(_GREEN),
        "minor": look.badge(_YELLOW),
        "major": look.badge(_RED),
        "neutral": (
            f"background: {neutral_bg.name()}; color: {look.text.name()};"
            f" border: 1px solid {mix(neutral_bg, look.text, 0.2).name()};"
        ),
        "notice": look.badge(_YELLOW, " padding: 6px; border-radius: 4px;"),
        "notice_text": f"color: {look.ink(_YELLOW, look.tint(_YELLOW, look.window)).name()};",
        "keys_hint": f"color: {hint};",
        "stats": (
            f"QLabel#sessionStats {{ background: {stats_bg.name()};"
            f" color: {look.text.name()}; padding: 4px; }}"
        ),
        "error": f"color: {look.ink(_RED, look.window).name()}; font-weight: bold;",
        "hint": f"color: {hint};",
        "ok": f"color: {look.ink(_GREEN, look.window).name()};",
        "edit_error": f"color: {readable(look.ink(_RED, look.base), look.window).name()};",
        "stale": (
            f"background: {stale_bg.name()}; color: {readable(look.hint, stale_bg).name()};"
            f" padding: 6px; border: 1px dashed {mix(stale_bg, look.text, 0.4).name()};"
            " border-radius: 4px;"
        ),
        "stale_return": f"color: {hint};",
        "failure": look.badge(_RED, " padding: 6px; border-radius: 4px; font-weight: bold;"),
    }


_LIGHT = _sheets(look_of(_light_palette()))

# -- style sheets (see use())
CORRECT_STYLE = Sheet("correct")
MINOR_STYLE = Sheet("minor")
MAJOR_STYLE = Sheet("major")
NEUTRAL_STYLE = Sheet("neutral")
GRADE_PAD = " padding: 8px; border-radius: 6px; font-size: 10.5pt;"
NOTICE_STYLE = Sheet("notice")
NOTICE_TEXT_STYLE = Sheet("notice_text")  # a label inside a notice frame
PAYOUT_STYLE = "color: #ffffff; font-size: 15pt; font-weight: bold;"  # on the felt
METER_STYLE = (
    f"color: {HELD_COLOR.name()}; font-size: 13pt; font-weight: bold; font-family: monospace;"
)
KEYS_HINT_STYLE = Sheet("keys_hint")
STATS_STYLE = Sheet("stats")
ERROR_STYLE = Sheet("error")  # messages under an input
HINT_STYLE = Sheet("hint")
OK_STYLE = Sheet("ok")
EDIT_ERROR_STYLE = Sheet("edit_error")  # a refused edit in the pay-table editor
# results that no longer belong to the table on screen, and a failed calculation
STALE_STYLE = Sheet("stale")
STALE_RETURN_STYLE = Sheet("stale_return")
FAILURE_STYLE = Sheet("failure")

_current: dict[str, str] = dict(_LIGHT)
_LOOK_PROPERTY = "vptrainerLook"
_HTML_PROPERTY = "vptrainerHtml"
_html_colors: dict[str, str] = {}


def sheet_text(part: str) -> str:
    """The current text of a :class:`Sheet` (any other text as it is)."""
    key = getattr(part, "key", None)
    return _current[key] if key is not None else part


def use(widget: QWidget, *parts: str, selector: str = "") -> None:
    """Give ``widget`` the style sheet made of ``parts`` (:class:`Sheet` texts follow the
    theme), inside ``selector { ... }`` when one is given; set again on a theme change."""
    widget.setProperty(_LOOK_PROPERTY, [selector, *[getattr(p, "key", "=" + p) for p in parts]])
    widget.setStyleSheet(_compose(selector, [sheet_text(p) for p in parts]))


def set_rich_text(label: QLabel, html: str) -> None:
    """Show ``html`` (the core's texts, coloured for a light window) in ``label`` in the
    theme's colours; shown again in the new colours when the theme changes."""
    label.setProperty(_HTML_PROPERTY, html)
    for light, current in _html_colors.items():
        html = html.replace(light, current)
    label.setText(html)


def _compose(selector: str, texts: list[str]) -> str:
    body = " ".join(t.strip() for t in texts if t.strip())
    return f"{selector} {{ {body} }}" if selector else body


def _restyle(widget: QWidget) -> None:
    html = widget.property(_HTML_PROPERTY)
    if html and isinstance(widget, QLabel):
        set_rich_text(widget, html)
    recorded = widget.property(_LOOK_PROPERTY)
    if not recorded:
        return
    selector, *keys = recorded
    texts = [k[1:] if k.startswith("=") else _current[k] for k in keys]
    widget.setStyleSheet(_compose(selector, texts))


def _set(color: QColor, value: QColor) -> None:
    color.setRgba(value.rgba())


def refresh(palette: QPalette) -> Look:
    """Derive every colour and style sheet from ``palette``; widgets given a sheet with
    :func:`use` are set again. Returns the look."""
    look = look_of(palette)
    _current.update(_sheets(look))
    panel = mix(look.window, look.base, 0.6)
    _html_colors.update(
        {
            GAIN_COLOR: readable(look.ink(_GREEN, look.window), panel).name(),
            LOSS_COLOR: readable(look.ink(_RED, look.window), panel).name(),
            EVEN_COLOR: look.text.name(),
        }
    )
    _set(BEST_BACKGROUND, look.tint(_GREEN))
    _set(MISTAKE_BACKGROUND, look.tint(_RED))
    _set(PAY_HIGHLIGHT, mix(look.base, QColor("#ffe94d"), 0.3 if look.dark else 0.55))
    _set(PAY_DEALT, look.tint(_BLUE))
    _set(BET_COLUMN, look.tint(_ORANGE))
    _set(CHART_BACKGROUND, look.base)
    _set(CHART_FOREGROUND, readable(mix(look.base_text, look.base, 0.15), look.base))
    _set(CHART_TEXT, readable(look.base_text, look.base))
    _set(CHART_MESSAGE, readable(mix(look.base_text, look.base, 0.4), look.base))
    _set(CHART_GUIDE, mix(look.base_text, look.base, 0.45))
    _set(CHART_GUIDE_TEXT, readable(mix(look.base_text, look.base, 0.3), look.base))
    _set(BAR_COLOR, QColor("#6b9fd8") if look.dark else QColor("#3a6ea5"))
    _set(NOTHING_COLOR, mix(look.base, look.base_text, 0.35))
    _set(ACCENT, QColor("#ef6f5e") if look.dark else QColor("#c0392b"))
    app = QApplication.instance()
    if isinstance(app, QApplication):
        for widget in app.allWidgets():
            _restyle(widget)
    return look


def card_color(card: int) -> QColor:
    """Red for hearts and diamonds, black for clubs and spades, purple for the joker."""
    if card >= JOKER:  # either joker
        return JOKER_COLOR
    return RED if card & 3 in (1, 2) else BLACK


def pick_button_style(color: QColor) -> str:
    """The style sheet of a card-picking button whose text is ``color`` (a white card
    face in every theme)."""
    return (
        f"QToolButton {{ color: {color.name()}; font-weight: bold; border: 1px solid #b8b8b8;"
        " border-radius: 4px; background: #ffffff; }"
        f" QToolButton:checked {{ background: {HELD_COLOR.name()}; border-color: #8d6e00; }}"
        " QToolButton:disabled { color: #c8c8c8; background: #f4f4f4; }"
    )
