"""Driving practice views in tests: a maker on fresh settings, and small helpers."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from vptrainer.core.cards import parse_cards
from vptrainer.gui.jobs import Jobs
from vptrainer.gui.practice.view import PracticeView
from vptrainer.gui.settings import (
    GUARD_PAYING_HAND,
    PRACTICE_BET,
    PRACTICE_SEED,
    PRACTICE_TABLE,
    WARN_BEFORE_DRAW,
    Settings,
)

READY_MS = 120_000  # a cold numba cache compiles the kernels first
JOB = "jacks-or-better-9-6"


class Maker:
    """Builds practice views on fresh settings; shuts them down after the test."""

    def __init__(self, qtbot: QtBot, engine: Jobs) -> None:
        self.qtbot = qtbot
        self.engine = engine
        self.views: list[PracticeView] = []

    def __call__(
        self,
        *,
        seed: str = "",
        table: str = JOB,
        bet: int = 5,
        warn: bool = False,
        guard: bool = False,
        current_table: object = None,
        wait: bool = True,
    ) -> PracticeView:
        settings = Settings()
        settings.set(PRACTICE_SEED, seed)
        settings.set(PRACTICE_TABLE, table)
        settings.set(PRACTICE_BET, bet)
        settings.set(WARN_BEFORE_DRAW, warn)
        settings.set(GUARD_PAYING_HAND, guard)
        view = PracticeView(self.engine, settings, current_table=current_table)  # type: ignore[arg-type]
        self.qtbot.addWidget(view)
        view.resize(1260, 720)
        view.show()
        self.views.append(view)
        if wait:
            self.qtbot.waitUntil(lambda: view.ready, timeout=READY_MS)
        return view

    def close(self) -> None:
        for v in self.views:
            v.shutdown()


def wait_optimal(qtbot: QtBot, view: PracticeView) -> None:
    qtbot.waitUntil(
        lambda: view.session is not None and view.session.stats.optimal_return is not None,
        timeout=READY_MS,
    )


def hand_of(view: PracticeView) -> tuple[int, ...]:
    assert view.session is not None and view.session.evs is not None
    return view.session.evs.hand


def mask_of(hand: tuple[int, ...], held: str) -> int:
    cards = parse_cards(held, allow_joker=True).cards
    return sum(1 << i for i, c in enumerate(hand) if c in cards)


def play_best(view: PracticeView) -> tuple[int, ...]:
    """Deal with the Deal button, hold the best, draw; returns the deal."""
    view.play.deal_button.click()
    evs = view.session.evs if view.session is not None else None
    assert evs is not None and view.session is not None and view.session.awaiting_draw
    view.play.set_mask(evs.holds[0].mask)
    view.play.deal_button.click()
    assert not view.session.awaiting_draw
    return evs.hand
