"""The core's text functions, translated: the same names and arguments as in
``vptrainer.core.practice.texts`` and ``vptrainer.core.bankroll.texts``, each returning the
text in the reader's language (:func:`vptrainer.gui.i18n.messages.text`).

A view imports its text functions from here instead of the core, and its call sites stay
as they are.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec

from vptrainer.core.bankroll import texts as bankroll
from vptrainer.core.practice import texts as practice
from vptrainer.gui.i18n.messages import text

P = ParamSpec("P")


def translated(make: Callable[P, str]) -> Callable[P, str]:
    """``make`` returning its text translated."""

    @functools.wraps(make)
    def shown(*args: P.args, **kwargs: P.kwargs) -> str:
        return text(make(*args, **kwargs))

    return shown


# practice
grade_text = translated(practice.grade_text)
situation_text = translated(practice.situation_text)
level_text = translated(practice.level_text)
luck_text = translated(practice.luck_text)
mistake_question = translated(practice.mistake_question)
paying_hand_question = translated(practice.paying_hand_question)
payout_text = translated(practice.payout_text)
result_payout_text = translated(practice.result_payout_text)
line_win_text = translated(practice.line_win_text)
bonus_text = translated(practice.bonus_text)
stats_html = translated(practice.stats_html)
stats_description = translated(practice.stats_description)
confusion_text = translated(practice.confusion_text)
drill_text = translated(practice.drill_text)
history_problem_text = translated(practice.history_problem_text)
hold_symbols = translated(practice.hold_symbols)

# bankroll
bets_text = translated(bankroll.bets_text)
dollars_text = translated(bankroll.dollars_text)
money_text = translated(bankroll.money_text)
percent_text = translated(bankroll.percent_text)
chance_text = translated(bankroll.chance_text)
risk_level_text = translated(bankroll.risk_level_text)
certain_ruin_text = translated(bankroll.certain_ruin_text)
long_run_text = translated(bankroll.long_run_text)
