"""The Bankroll and Strategy views in Brazilian Portuguese and Simplified Chinese: their
translations compiled with lrelease, loaded live, the labels and numbers read back."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from translated import compile_qm

from vptrainer.gui.main_window import MainWindow

TIMEOUT = 60_000
Switch = Callable[[str, Path], None]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The views' translations of each language compiled into one ``.qm`` file."""
    out = tmp_path_factory.mktemp("qm")
    return {
        lang: compile_qm(out, "views", ("bankroll", "strategy"), lang)
        for lang in ("pt_BR", "zh_CN")
    }


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Switch]:
    """``switch(lang, qm)`` installs a translation and its locale; all undone afterwards."""
    before = QLocale()
    installed: list[QTranslator] = []

    def switch(lang: str, qm: Path) -> None:
        for old in installed:
            QCoreApplication.removeTranslator(old)
        installed.clear()
        QLocale.setDefault(QLocale(lang))
        translator = QTranslator(qapp)
        assert translator.load(str(qm))
        installed.append(translator)
        QCoreApplication.installTranslator(translator)  # a LanguageChange to every widget
        QCoreApplication.processEvents()

    yield switch
    for old in installed:
        QCoreApplication.removeTranslator(old)
    QLocale.setDefault(before)
    QCoreApplication.processEvents()


@pytest.mark.slow
def test_bankroll_and_strategy_views_in_portuguese_then_chinese(
    window: MainWindow, qtbot: QtBot, compiled: dict[str, Path], language: Switch
) -> None:
    bankroll, strategy = window.bankroll_view, window.strategy_view
    assert bankroll.outputs.tabText(0) == "Risk of ruin"  # English first
    switch = language
    switch("pt_BR", compiled["pt_BR"])
    # the labels set once are set again on the language change
    tabs = [bankroll.outputs.tabText(i) for i in range(bankroll.outputs.count())]
    assert tabs == ["Risco de ruína", "Sessão", "Multi-play", "Progressivo", "Medidor crescente"]
    assert bankroll.pages.tabText(1) == "Co&mparar tabelas"
    assert bankroll.inputs.hands_spin.suffix() == " rodadas"
    assert bankroll.inputs.lines_combo.itemText(1) == "3 linhas"  # a plural
    header = bankroll.risk_page.table.horizontalHeaderItem(1)
    assert header is not None and header.text() == "Banca"
    assert strategy.level_combo.itemText(0) == "Estratégia básica"
    assert strategy.pages.tabText(4) == "&Pontos de virada"
    assert strategy.print_button.text() == "Imprimir…"
    assert strategy.turning_page.unit_combo.itemText(0) == "dólares"
    # the figures are written as a Brazilian reader writes them
    window.tabs.setCurrentWidget(bankroll)
    # (the percent sign's template belongs to gui.i18n's translations: "99,5439 %" or "99,5439%")
    qtbot.waitUntil(lambda: "retorno de 99,5439" in bankroll.title.text(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: bankroll.risk_page.table.rowCount() == 4, timeout=TIMEOUT)
    assert "Risco de ruína com" in bankroll.risk_page.ruin_label.text()
    assert "rodadas por hora" in bankroll.risk_page.hourly_label.text()

    switch("zh_CN", compiled["zh_CN"])
    assert bankroll.outputs.tabText(0) == "破产风险"
    assert bankroll.inputs.lines_combo.itemText(1) == "3 条线"
    assert strategy.level_combo.itemText(0) == "基本策略"
    assert strategy.pages.tabText(0) == "级别(&L)"
    qtbot.waitUntil(lambda: "回报率 99.5439" in bankroll.title.text(), timeout=TIMEOUT)
    # the figures on screen are shown again in the new language
    qtbot.waitUntil(lambda: "的破产风险" in bankroll.risk_page.ruin_label.text(), timeout=TIMEOUT)
    names = [bankroll.session_page._names[i].text() for i in range(2)]
    assert names == ["破产", "达到目标"]
