"""The core's texts in the reader's language.

The Qt-free core makes its texts as :class:`vptrainer.core.messages.Message` (an English
string that keeps its template and arguments). :func:`text` translates the template in
the ``core`` context (``resources/translations/core_<lang>.ts``), translates any message
among the arguments in its turn, and writes the numbers with the current ``QLocale``.
A plain string (a card, a table's name, a user's label) is shown as it is.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from vptrainer.core.errors import shorten_long_runs
from vptrainer.core.messages import CONTEXT, Kind, Message, Num, is_structural
from vptrainer.gui.i18n import dollars, integer, number, percent


def number_text(num: Num) -> str:
    """A number of a message as the reader writes it (its sign kept in front)."""
    value, kind = num.value, num.kind
    if num.decimals < 0:  # written the same in every language (a pay as p/q)
        return num.english
    if kind is Kind.COUNT:
        body = integer(int(value))
    elif kind is Kind.PERCENT:
        body = percent(value, num.decimals)
    elif kind is Kind.MONEY:
        body = dollars(value, num.decimals)
    elif kind is Kind.COINS and num.decimals == 0 and Fraction(value).denominator == 1:
        body = integer(int(value))
    else:  # NUMBER, EV, fractional COINS
        body = number(value, num.decimals)
    return num.sign + body


def text(message: object) -> str:
    """``message`` in the reader's language: a :class:`Message` translated, a core error
    whose text is a message translated, anything else as ``str()`` writes it."""
    if isinstance(message, BaseException):
        first = message.args[0] if len(message.args) == 1 else None
        if isinstance(first, Message):
            return shorten_long_runs(text(first))
        return str(message)
    if not isinstance(message, Message):
        return str(message)
    template = message.template
    if not is_structural(template):
        template = QCoreApplication.translate(CONTEXT, template)
    if not message.args:
        return template
    args = {k: _arg(v) for k, v in message.args.items()}
    try:
        shown = template.format(**args)
    except (KeyError, IndexError, ValueError):  # a broken translation: English is better
        shown = message.template.format(**args)
    if shown == message.plain:  # nothing translated: the message's own English
        return str(message)
    return shown


def _arg(value: object) -> str:
    if isinstance(value, Num):
        return number_text(value)
    return text(value)
