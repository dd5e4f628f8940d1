"""The core's texts shown in the reader's language (the compiled core_pt_BR translation)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from pytestqt.qtbot import QtBot
from translated import compile_qm

from vptrainer.core.cards import CardError, parse_cards
from vptrainer.core.engine.holds import hold_evs
from vptrainer.core.engine.prepared import cached_prepare
from vptrainer.core.games.builtin import load_builtin
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.tomlfile import loads_paytable
from vptrainer.core.practice.dealing import mask_of
from vptrainer.core.practice.grading import grade_hold
from vptrainer.core.practice.texts import grade_text
from vptrainer.core.strategy.game import game_of
from vptrainer.core.strategy.language import parse_strategy
from vptrainer.core.strategy.phrases import rule_message
from vptrainer.gui.i18n.core_texts import bets_text
from vptrainer.gui.i18n.messages import text


@pytest.fixture(scope="module")
def portuguese_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """core_pt_BR.ts compiled with lrelease (once)."""
    return compile_qm(tmp_path_factory.mktemp("qm"), "core", ("core",), "pt_BR")


@pytest.fixture
def portuguese(qtbot: QtBot, portuguese_qm: Path) -> Iterator[None]:
    """The compiled core_pt_BR translation loaded, the locale Brazilian Portuguese."""
    qm = portuguese_qm
    translator = QTranslator()
    assert translator.load(str(qm))
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(before)


def _mistake() -> str:
    job = cached_prepare(load_builtin("jacks-or-better-9-6"))
    deal = parse_cards("Ah Kh 7c 7d 2s").cards
    evs = hold_evs(job, deal)
    grade = grade_hold(evs, mask_of(deal, parse_cards("Ah Kh").cards), bet=3)
    return grade_text(grade, evs)


def test_a_grade_in_portuguese_with_decimal_commas(portuguese: None) -> None:
    said = _mistake()
    assert said.startswith("✗ Mistake (")  # the core keeps English
    shown = text(said)
    assert shown.startswith("✗ Erro (leve) — custou 0,") or shown.startswith(
        "✗ Erro (grave) — custou 0,"
    )
    assert "moedas com 3 moedas" in shown
    assert "Você segurou A♥ K♥: EV 0," in shown and "Melhor: 7♣ 7♦: EV 0," in shown
    assert "." not in shown.replace("...", "").split("EV ")[1][:8]  # 0,xxxxxx, not 0.xxxxxx
    assert bets_text(1092.0) == "1.092 apostas"  # Portuguese digit grouping


def test_english_when_no_translation_is_loaded(qtbot: QtBot) -> None:
    said = _mistake()
    assert text(said) == said
    assert bets_text(1092.0) == "1,092 bets"


def test_card_error_in_portuguese(portuguese: None) -> None:
    with pytest.raises(CardError) as caught:
        parse_cards("Ah Ah", jokers=0)
    assert text(caught.value) == "carta repetida Ah (cartas 1 e 2)"
    assert text(ValueError("plain")) == "plain"


def _rule(text: str) -> str:
    game = game_of(load_builtin("deuces-wild-full-pay"))
    patterns = parse_strategy(text, game).rules[0].patterns
    return rule_message(patterns, game, text)


def test_a_chart_rule_in_portuguese_and_as_written_in_english(qtbot: QtBot) -> None:
    said = _rule("4 to a flush with no deuces | 3 to a royal flush with 1 deuce")
    assert text(said) == said  # English: the rule as the chart writes it


def test_a_chart_rule_in_portuguese(portuguese: None) -> None:
    said = _rule("4 to a flush with no deuces | 3 to a royal flush with 1 deuce")
    assert text(said) == "4 para flush (sem dois) | 3 para royal flush com curinga (1 dois)"


def test_a_chart_rule_of_made_hands_or_better_in_portuguese(portuguese: None) -> None:
    game = game_of(load_builtin("jacks-or-better-9-6"))
    patterns = parse_strategy("high pair or better", game).rules[0].patterns
    assert text(rule_message(patterns, game, "high pair or better")) == "par alto ou melhor"


def test_a_chart_rules_comma_list_in_portuguese(portuguese: None) -> None:
    game = game_of(load_builtin("jacks-or-better-9-6"))
    written = "suited KQ, KJ, KT | 4 to a flush"
    patterns = parse_strategy(written, game).rules[0].patterns
    assert text(rule_message(patterns, game, written)) == "KQ, KJ, KT do mesmo naipe | 4 para flush"
    singles = parse_strategy("A, Q or J only", game).rules[0].patterns
    assert text(rule_message(singles, game, "A, Q or J only")) == "só A, Q ou J"


def test_a_pay_table_error_in_portuguese(portuguese: None) -> None:
    with pytest.raises(PayTableError) as caught:
        loads_paytable('name = "x"\nschema_version = 0\n', source="minha.toml")
    assert text(caught.value) == (
        "minha.toml: schema_version: deve ser um número inteiro >= 1, recebeu 0"
    )
