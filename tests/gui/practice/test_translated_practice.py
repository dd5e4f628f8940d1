"""The Practice view in Brazilian Portuguese and Hindi, from the ``.ts`` sources compiled
here (``pyside6-lrelease``): the machine's buttons and meters, the options bar, the
pages, the Practice menu, the review's headers and the pay table's plurals; a language
installed while the view is open changes its texts at once, and back to English."""

from __future__ import annotations

from pathlib import Path

import pytest
from practice_driving import Maker
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from translated import compile_qm, language

from vptrainer.gui.practice.view import PracticeView

_HORIZONTAL = Qt.Orientation.Horizontal


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Practice's translations of pt_BR and hi, compiled now (every entry finished)."""
    out = tmp_path_factory.mktemp("qm")
    return {lang: compile_qm(out, "practice", ("practice",), lang) for lang in ("pt_BR", "hi")}


def _pages(view: PracticeView) -> list[str]:
    return [view.pages.tabText(i) for i in range(view.pages.count())]


def _menu(view: PracticeView) -> list[str]:
    return [a.text() for a in view.menu_actions() if not a.isSeparator()]


def _texts(view: PracticeView) -> dict[str, str]:
    play, options = view.play, view.options
    return {
        "deal": play.deal_button.text(),
        "hint": play.hint_button.text(),
        "analyze": play.analyze_button.text(),
        "dealt": play.dealt_title.text(),
        "bet meter": play.bet_label.text(),
        "credits": play.credits_label.text(),
        "table": options.table_label.text(),
        "seed": options.seed_label.text(),
        "options": options.options_button.text(),
        "lines": options.lines_combo.itemText(1),
        "warn": options.warn_action.text(),
        "coins": play.pay_display.horizontalHeaderItem(3).text(),
        "review": view.review.replay_button.text(),
        "severity": view.review.severity.itemText(1),
        "mistake header": str(view.review.mistake_model.headerData(6, _HORIZONTAL)),
        "drill": view.drill_bar.chart_check.text(),
    }


def test_practice_in_portuguese_live_and_back(
    make: Maker, qtbot: QtBot, compiled: dict[str, Path]
) -> None:
    view = make(seed="8", bet=5)
    english = _texts(view)
    assert english["deal"] == "DEAL" and english["coins"] == "3 coins"
    assert _pages(view)[0] == "&Play"
    with language(compiled["pt_BR"], "pt_BR"):
        texts = _texts(view)
        assert texts == {
            "deal": "DAR",
            "hint": "Dica",
            "analyze": "Analisar esta mão",
            "dealt": "Mão inicial",
            "bet meter": "APOSTA 5",
            "credits": texts["credits"],
            "table": "&Tabela",
            "seed": "&Semente",
            "options": "Opções",
            "lines": "3 linhas",
            "warn": "&Avisar antes de trocar com erro",
            "coins": "3 moedas",
            "review": "Jogar de novo no treino",
            "severity": "Erros graves",
            "mistake header": "Melhor hold",
            "drill": "Pela tabela:",
        }
        assert texts["credits"].startswith("CRÉDITOS ")
        assert _pages(view) == ["&Jogar", "&Analisador de mãos", "&Revisar erros", "S&ituações"]
        assert _menu(view)[:3] == [
            "&Dar ou trocar",
            "&Dica: mostrar os 32 holds",
            "Analisar es&ta mão",
        ]
        assert view.options.bet_group.button(1).toolTip() == "Apostar 1 moeda por mão"
        view.play.deal()  # dynamic texts in the language too
        assert view.play.deal_button.text() == "TROCAR"
        assert "Os 32 holds" in view.holds.title.text()
    assert _texts(view)["deal"] == "DRAW"
    assert {k: v for k, v in _texts(view).items() if k not in ("deal", "credits")} == {
        k: v for k, v in english.items() if k not in ("deal", "credits")
    }
    assert _pages(view)[0] == "&Play"


def test_practice_in_hindi(make: Maker, compiled: dict[str, Path]) -> None:
    view = make(seed="8", bet=5)
    with language(compiled["hi"], "hi_IN"):
        texts = _texts(view)
        assert texts["deal"] == "डील"
        assert texts["options"] == "विकल्प"
        assert texts["coins"] == "3 सिक्के"
        assert texts["lines"] == "3 लाइनें"
        assert texts["bet meter"] == "दांव 5"
        assert _pages(view)[0] == "खेलें(&P)"
        assert _menu(view)[0] == "डील या ड्रॉ(&D)"
        assert view.analyzer.clear_button.text() == "साफ़ करें"
