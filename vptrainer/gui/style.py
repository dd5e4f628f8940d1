"""The app's look in one place: colours, style sheets and font sizes.

Widgets take their colours from here, so a change of look touches this module only.
Colours are :class:`QColor` (for painting and charts); style sheets are strings.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from vptrainer.core.cards import JOKER

# -- cards and the machine
FELT = QColor("#1e5b3a")  # the table the cards lie on
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

# -- the hold table
BEST_BACKGROUND = QColor("#d7f0da")
MISTAKE_BACKGROUND = QColor("#ffd9cc")

# -- the pay display of the practice machine
PAY_HIGHLIGHT = QColor("#fff59d")  # the line won
PAY_DEALT = QColor("#e3f2fd")  # the line the dealt hand makes
BET_COLUMN = QColor("#fdecc8")

# -- charts (pyqtgraph)
CHART_BACKGROUND = "w"
CHART_FOREGROUND = "#333333"
CHART_TEXT = "#222222"
CHART_MESSAGE = "#666666"
CHART_GUIDE = "#888888"
CHART_GUIDE_TEXT = "#555555"
BAR_COLOR = QColor("#3a6ea5")
NOTHING_COLOR = QColor("#b0b0b0")
ACCENT = QColor("#c0392b")  # the EV-lost line, the break-even pay

# -- style sheets
CORRECT_STYLE = "background: #d7f0da; color: #1b4d24; border: 1px solid #8cc79a;"
MINOR_STYLE = "background: #fff1cc; color: #5c4400; border: 1px solid #e3c261;"
MAJOR_STYLE = "background: #ffd9cc; color: #7a1c00; border: 1px solid #e5957a;"
NEUTRAL_STYLE = "background: #f4f4f4; color: #333333; border: 1px solid #d0d0d0;"
GRADE_PAD = " padding: 8px; border-radius: 6px; font-size: 10.5pt;"
NOTICE_STYLE = (
    "background: #fff3cd; color: #5c4400; padding: 6px; border: 1px solid #e0c36a;"
    " border-radius: 4px;"
)
PAYOUT_STYLE = "color: #ffffff; font-size: 15pt; font-weight: bold;"
METER_STYLE = (
    f"color: {HELD_COLOR.name()}; font-size: 13pt; font-weight: bold; font-family: monospace;"
)
KEYS_HINT_STYLE = "color: #666666;"
STATS_STYLE = "QLabel#sessionStats { background: #fafafa; padding: 4px; }"
ERROR_STYLE = "color: #b71c1c; font-weight: bold;"  # messages under an input
HINT_STYLE = "color: #555555;"
OK_STYLE = "color: #1b5e20;"
EDIT_ERROR_STYLE = "color: #b00020;"  # a refused edit in the pay-table editor
# results that no longer belong to the table on screen, and a failed calculation
STALE_STYLE = (
    "background: #eeeeee; color: #444444; padding: 6px; border: 1px dashed #999999;"
    " border-radius: 4px;"
)
STALE_RETURN_STYLE = "color: #9e9e9e;"
FAILURE_STYLE = (
    "background: #fde7e9; color: #8a0010; padding: 6px; border: 1px solid #e08a94;"
    " border-radius: 4px; font-weight: bold;"
)

# -- fonts
RETURN_POINT_SIZE = 22  # the big return of the Analyze view
DEAL_FONT_SCALE = 1.3  # the Deal button's text, relative to the default font


def card_color(card: int) -> QColor:
    """Red for hearts and diamonds, black for clubs and spades, purple for the joker."""
    if card >= JOKER:  # either joker
        return JOKER_COLOR
    return RED if card & 3 in (1, 2) else BLACK


def pick_button_style(color: QColor) -> str:
    """The style sheet of a card-picking button whose text is ``color``."""
    return (
        f"QToolButton {{ color: {color.name()}; font-weight: bold; border: 1px solid #b8b8b8;"
        " border-radius: 4px; background: #ffffff; }"
        f" QToolButton:checked {{ background: {HELD_COLOR.name()}; border-color: #8d6e00; }}"
        " QToolButton:disabled { color: #c8c8c8; background: #f4f4f4; }"
    )
