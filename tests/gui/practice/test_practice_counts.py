"""What the session panel counts (issue 28: the player's audit): a hand played with help
is not a mistake of the player's, a mistake graded before the chart was made says its
reason is coming and gets it, and the session is compared with perfect play."""

from __future__ import annotations

import pytest
from practice_driving import READY_MS, Maker, hand_of, mask_of, play_best
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from vptrainer.core.practice.history.store import History


def test_a_hand_played_with_a_hint_is_not_counted_as_a_mistake(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="11")
    view.play.deal("Ah Kh 7c 7d 2s")
    qtbot.keyClick(view.play_page, Qt.Key.Key_H)  # the hint: the hand is assisted
    view.play.set_mask(mask_of(hand_of(view), "Ah Kh"))  # and still a mistake
    view.play.deal_button.click()
    stats = view.session.stats if view.session is not None else None
    assert stats is not None and stats.hands == 1 and stats.assisted == 1
    assert stats.mistakes == 0 and stats.cost == 0 and stats.assisted_mistakes == 1
    text = view.session_panel.stats_label.text()
    assert "<b>0</b> (0 minor, 0 major) (and 1 with help" in text
    assert "mistakes 0" in view.session_panel.stats_label.accessibleDescription()
    assert stats.cost_series == (0,)  # the EV-lost chart stays at zero
    assert "Perfect play" in text and "would have won" in text and "on the same cards" in text


@pytest.mark.slow  # the chart is made (seconds); the trainer's test covers the logic fast
def test_a_reason_coming_is_filled_in_when_the_chart_arrives(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="12")
    session = view.session
    assert session is not None
    qtbot.waitUntil(lambda: session.finder is not None, timeout=READY_MS)
    finder, session.finder = session.finder, None  # as if the chart were still being made
    view.play.deal("Jh Jd 5h 8h 2h")
    view.play.set_mask(mask_of(hand_of(view), "Jh 5h 8h 2h"))
    view.play.deal_button.click()
    assert "Reason coming" in view.play.grade_label.text()
    view.drills.show_situations(finder)  # the job layer's answer
    text = view.play.grade_label.text()
    assert "Reason coming" not in text and "high pair" in text.lower()
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=READY_MS)
    with History() as history:  # the history (Review, Situations, the drills) gets it too
        (stored,) = history.hands(history.sessions()[0].id)
    assert stored.result.situation is not None


def test_the_situations_progress_plots_the_sessions_of_its_table(make: Maker, qtbot: QtBot) -> None:
    view = make(seed="13")
    play_best(view)  # a session of Jacks or Better 9/6
    view.options.chooser.select_builtin("jacks-or-better-8-5")
    qtbot.waitUntil(
        lambda: view.session is not None and "8/5" in view.session.table.name, timeout=READY_MS
    )
    play_best(view)
    play_best(view)  # and one of 8/5
    qtbot.waitUntil(lambda: view.recorder.pending == 0, timeout=READY_MS)
    page = view.situations_page
    view.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: len(page.accuracy_chart.csv_rows()) > 1, timeout=READY_MS)
    assert "8/5" in page.title.text()
    assert len(page.accuracy_chart.csv_rows()) == 2  # the header and 8/5's one session
    assert len(page.rate_chart.csv_rows()) == 2
