"""The app in the reader's language: numbers as the reader writes them.

Every number, percentage and sum of money the GUI shows goes through these functions,
which write it with the current ``QLocale`` (the language chosen in the settings, or the
system's): ``99,5439 %`` in Portuguese, Hindi's digit grouping. Exports (CSV, JSON, TOML)
never use them: they stay locale-neutral. The templates (``"{value}%"``, ``"${value}"``)
are translatable, so a language may put a space before the percent sign or the currency
sign after the number.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale

Real = float | int | Fraction


def _locale() -> QLocale:
    """The current locale; the C locale (no digit grouping) reads as American English."""
    found = QLocale()
    if found.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return found


def number(value: Real, decimals: int = 2) -> str:
    """``value`` with ``decimals`` decimals and the locale's digit grouping."""
    return _locale().toString(float(value), "f", decimals)


def integer(value: int) -> str:
    """A whole number with the locale's digit grouping (``1,234,567``; ``12,34,567`` in Hindi).

    Beyond 64 bits (an exact fraction's numerator) QLocale cannot take the number: its digits
    are grouped by three with the locale's separator."""
    value = int(value)
    if -(2**63) <= value < 2**63:
        return _locale().toString(value)
    digits = str(abs(value))
    groups = [digits[max(0, end - 3) : end] for end in range(len(digits), 0, -3)][::-1]
    return ("-" if value < 0 else "") + _locale().groupSeparator().join(groups)


def percent(value: Real, decimals: int = 4) -> str:
    """A fraction shown as a percentage (``0.995439`` -> ``99.5439%``)."""
    text = number(float(value) * 100, decimals)
    return QCoreApplication.translate("i18n", "{value}%").format(value=text)


def dollars(value: Real, decimals: int = 2) -> str:
    """A sum of money in dollars (``$1,234.50``); a negative sum keeps its sign in front."""
    text = number(abs(float(value)), decimals)
    shown = QCoreApplication.translate("i18n", "${value}").format(value=text)
    return ("-" if float(value) < 0 else "") + shown


def parse_number(text: str) -> float | None:
    """A number typed in the locale's way (or the C locale's); ``None`` when it is not one."""
    value, ok = _locale().toDouble(text.strip())
    if ok:
        return float(value)
    value, ok = QLocale.c().toDouble(text.strip())
    return float(value) if ok else None
