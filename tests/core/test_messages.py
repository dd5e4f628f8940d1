"""Core messages: English strings that keep their template and typed numbers (no Qt)."""

from __future__ import annotations

import pickle
import string
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vptrainer.core import messages as m
from vptrainer.core.cards import CardError, parse_cards
from vptrainer.core.games.pays import PayTableError, to_pay
from vptrainer.core.games.tomlfile import loads_paytable
from vptrainer.core.messages import Message, Num, fields, join

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import core_messages_ts  # noqa: E402

TEMPLATES = [t.text for t in core_messages_ts.templates()]


def _english_of(message: object) -> str:
    """A message written again from its parts, as the GUI does (English: no translation)."""
    if isinstance(message, Num):
        return message.english
    if isinstance(message, Message):
        return message.template.format(**{k: _english_of(v) for k, v in message.args.items()})
    return str(message)


def test_a_message_is_its_english_text() -> None:
    said = Message("EV {ev} per coin; {n} holds", ev=m.ev(Fraction(1, 3)), n=m.count(4))
    assert said == "EV 0.333333 per coin; 4 holds"
    assert str(said) == said and type(str(said)) is str
    assert said.template == "EV {ev} per coin; {n} holds"
    assert said.args["n"] == m.count(4)
    assert pickle.loads(pickle.dumps(said)).args == said.args
    with pytest.raises(AttributeError):
        said.template = "x"  # type: ignore[misc]


def test_join_keeps_its_parts_and_escapes_the_separator() -> None:
    joined = join(["a", "", Message("b {x}", x="{y}"), None], " {} ")
    assert joined == "a {} b {y}"
    assert m.is_structural(joined.template)
    assert _english_of(joined) == joined


@pytest.mark.parametrize(
    ("num", "english"),
    [
        (m.count(1234), "1234"),
        (m.count(1234, grouped=True), "1,234"),
        (m.ev(Fraction(491232, 10**6)), "0.491232"),
        (m.loss(Fraction(168, 10**7)), "0.0000168"),
        (m.loss(0), "0"),
        (m.percent(Fraction(995439, 10**6)), "99.5439%"),
        (m.percent(-0.00123, sign=True), "-0.1230%"),
        (m.coins(Fraction(4000)), "4,000"),
        (m.coins(Fraction(15, 2)), "7.5"),
        (m.coins(Fraction(-25, 2), signed=True), "−12.5"),
        (m.coins(Fraction(1, 3)), "1/3"),
        (m.credits(-12.5), "-12.5"),
        (m.credits(0.0), "0"),
        (m.money(1365.0, 0, sign="+"), "+$1,365"),
    ],
)
def test_numbers_keep_the_english_the_core_always_wrote(num: Num, english: str) -> None:
    assert num.english == english == str(num)


@pytest.mark.parametrize("template", TEMPLATES)
def test_every_template_formats_with_its_fields(template: str) -> None:
    names = fields(template)
    assert all(name.isidentifier() for name in names), template
    said = Message(template, **{name: f"<{name}>" for name in names})
    for name in names:
        assert f"<{name}>" in said
    assert _english_of(said) == said


def test_the_source_has_templates_of_every_area() -> None:
    assert len(TEMPLATES) >= 150
    assert len(set(TEMPLATES)) == len(TEMPLATES)
    assert "{n} bets" in TEMPLATES  # bankroll
    assert "duplicate card {card} (cards {first} and {second})" in TEMPLATES  # card input
    assert "Weak spots" in TEMPLATES  # practice


@pytest.mark.parametrize("language", core_messages_ts.LANGUAGES)
def test_translations_are_finished_and_keep_every_field(language: str) -> None:
    path = ROOT / "resources" / "translations" / f"core_{language}.ts"
    root = ET.parse(path).getroot()
    seen = {}
    for message in root.iter("message"):
        tr = message.find("translation")
        assert tr is not None and tr.get("type") is None, message.findtext("source")
        seen[message.findtext("source") or ""] = tr.text or ""
    assert set(seen) == set(TEMPLATES)
    for source, text in seen.items():
        assert text, source  # some are the English word ("flush" in Portuguese)
        assert fields(text) == fields(source), (source, text)
        text.format(**dict.fromkeys(fields(source), "x"))  # no stray braces
        assert list(string.Formatter().parse(text))


# ------------------------------------------------------------------------- user input


@given(st.text(max_size=40))
def test_card_errors_from_any_input_are_messages(text: str) -> None:
    try:
        parse_cards(text, jokers=1)
    except CardError as e:
        said = e.args[0]
        assert isinstance(said, Message)
        assert _english_of(said) == said
        assert str(e)
    else:
        pass


@given(st.one_of(st.text(max_size=30), st.floats(), st.integers()))
def test_pay_errors_from_any_input_are_messages(value: object) -> None:
    try:
        to_pay(value, where="Royal flush")
    except PayTableError as e:
        said = e.args[0]
        assert isinstance(said, Message)
        assert said.startswith("Royal flush: pay ")
        assert _english_of(said) == said


@given(st.text(max_size=80))
def test_pay_table_file_errors_from_any_text_are_messages(text: str) -> None:
    try:
        loads_paytable(text, source="mine.toml")
    except PayTableError as e:
        said = e.args[0]
        assert isinstance(said, Message)
        assert said.startswith("mine.toml: ")
        assert _english_of(said) == said
