"""The window and the Analyze view in Brazilian Portuguese and Japanese, from the ``.ts``
sources compiled here (``pyside6-lrelease``): menus, tabs, the Analyze view's labels and
buttons, and the numbers written as the reader writes them (``99,5439 %``); a language
installed while the window is open changes its texts at once, and back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from translated import compile_qm, language

from tests.gui.conftest import FIRST_RESULT_MS
from vptrainer.gui.help import GUIDE, HelpDialog
from vptrainer.gui.main_window import MainWindow


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The shell's and the Analyze view's translations of pt_BR and ja, compiled now."""
    out = tmp_path_factory.mktemp("qm")
    return {lang: compile_qm(out, "shell", ("app", "analyze"), lang) for lang in ("pt_BR", "ja")}


def _menus(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


@pytest.mark.slow
def test_portuguese_applied_live_and_back(
    window: MainWindow, qtbot: QtBot, compiled: dict[str, Path]
) -> None:
    results, editor = window.analyze_view.results, window.analyze_view.editor
    with language(compiled["pt_BR"], "pt_BR"):
        assert _menus(window) == [
            "&Arquivo",
            "&Editar",
            "&Calcular",
            "&Treino",
            "E&xibir",
            "A&juda",
        ]
        assert [window.tabs.tabText(i) for i in range(4)] == [
            "Analisar",
            "Treino",
            "Banca",
            "Estratégia",
        ]
        assert window.new_action.text() == "&Nova tabela"
        assert window.analyze_view.pages.tabText(0) == "Retorno"
        assert window.analyze_view.pages.tabText(1) == "Ultimate X"  # a game's name
        assert results.copy_button.text() == "Copiar resultados"
        assert results.stat_names["hit"].text() == "Frequência de acerto:"
        assert results.charts.tabText(1) == "Probabilidade"
        assert editor.add_button.text() == "Nova categoria"
        assert editor.remove_button.text() == "Remover"
        assert results.model.headerData(2, Qt.Orientation.Horizontal) == "Combinações"
        # the numbers as a Brazilian reader writes them
        assert results.return_label.text() == "Retorno 99,5439 %"
        variance = results.stat_labels["variance"].text()
        assert "," in variance and "." not in variance, variance  # 19,5147
        combos = results.proxy.index(0, 2).data()  # grouped with dots: 1.234.567
        assert "." in combos and "," not in combos and combos.replace(".", "").isdigit(), combos
    # and back to English at once
    assert _menus(window)[0] == "&File"
    assert window.tabs.tabText(0) == "Analyze"
    assert results.copy_button.text() == "Copy results"
    assert results.return_label.text() == "Return 99.5439%"


def test_japanese_from_the_start(qtbot: QtBot, compiled: dict[str, Path]) -> None:
    with language(compiled["ja"], "ja_JP"):
        w = MainWindow()
        qtbot.addWidget(w)
        w.show()
        results = w.analyze_view.results
        qtbot.waitUntil(lambda: "99.5439%" in results.return_label.text(), timeout=FIRST_RESULT_MS)
        assert _menus(w) == [
            "ファイル(&F)",
            "編集(&E)",
            "計算(&C)",
            "練習(&P)",
            "表示(&V)",
            "ヘルプ(&H)",
        ]
        assert w.tabs.tabText(0) == "分析"
        assert w.analyze_view.pages.tabText(2) == "フィーチャーゲーム"
        assert results.return_label.text() == "還元率 99.5439%"
        assert results.stat_names["variance"].text() == "分散:"
        assert w.analyze_view.editor.add_button.text() == "役を追加"
        assert HelpDialog(GUIDE, w).windowTitle() == "vptrainer ユーザーガイド"
        w.close()
