"""The completeness check finds what it must: a source text shown untranslated (whole, with
a mnemonic, in markup, on a line of its own, filled in as a template, in a header), and
lets pass a translated text and a source kept as itself (a game name, EV)."""

from __future__ import annotations

from pathlib import Path

from i18n_texts import Catalog, english_texts, load_catalog, shown_texts
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QLabel, QPushButton, QTableView, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context><name>BankrollView</name>
<message><source>Risk of ruin</source><translation>Risco de ruína</translation></message>
<message><source>{count} hands to the royal</source>
<translation>{count} mãos até o royal</translation></message>
<message><source>EV</source><translation>EV</translation></message>
<message><source>Bankroll in bets</source><translation>Banca em apostas</translation></message>
<message><source>{value}%</source><translation>{value} %</translation></message>
<message><source>{first} or {second}</source>
<translation>{first} ou {second}</translation></message>
<message><source>{n} bet</source><translation>{n} aposta</translation></message>
</context>
</TS>
"""


def _found(catalog: Catalog, qtbot: QtBot, *texts: str, header: str = "") -> list[str]:
    """The sources the check finds in labels showing ``texts`` (and a button, a header)."""
    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    for text in texts:
        layout.addWidget(QLabel(text))
    button = QPushButton("&Risk of ruin" if not texts else "OK")
    layout.addWidget(button)
    if header:
        model = QStandardItemModel(1, 1, root)
        model.setHorizontalHeaderLabels([header])
        table = QTableView()
        table.setModel(model)
        layout.addWidget(table)
    return [f.source.text for f in english_texts(catalog, "pt_BR", "bankroll", shown_texts(root))]


def test_the_check_finds_english_and_passes_translations(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "bankroll_pt_BR.ts").write_text(TS, encoding="utf-8")
    catalog = load_catalog(tmp_path)

    def _shown(*texts: str, header: str = "") -> list[str]:
        return _found(catalog, qtbot, *texts, header=header)

    assert _shown() == ["Risk of ruin"]  # the button's text, its mnemonic set aside
    assert _shown("Risco de ruína", "EV", "Jacks or Better", "99,54 %") == []
    assert _shown("<b>Risk of ruin</b>") == ["Risk of ruin"]
    assert _shown("Return: 99.54%\nRisk of ruin") == ["Risk of ruin"]
    assert _shown("41,000 hands to the royal") == ["{count} hands to the royal"]
    assert _shown("41.000 mãos até o royal") == []
    # a template with one word of its own is filled in by numbers only
    assert _shown("5 bet") == ["{n} bet"]
    assert _shown("Jacks or Better 9/6", "Keys: H hint · B bet") == []
    assert _shown("Risco de ruína", header="Bankroll in bets") == ["Bankroll in bets"]
    assert _shown("Risco de ruína", header="Banca em apostas") == []
