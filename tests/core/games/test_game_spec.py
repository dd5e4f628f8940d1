"""Games as data: GameSpec, the new pay-table keys, and the model's own validation."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vptrainer.core.cards import JOKER, SECOND_JOKER, CardError, parse_cards
from vptrainer.core.errors import VPError
from vptrainer.core.games.builtin import builtin_ids, load_builtin
from vptrainer.core.games.categories import QuadSplit, category_def, category_problem, vocabulary
from vptrainer.core.games.game_spec import GameSpec, Wild, parse_rank_set
from vptrainer.core.games.pays import PayTableError
from vptrainer.core.games.paytable import PayLine, PayTable, named_line
from vptrainer.core.games.tomlfile import dumps_paytable, load_paytable, loads_paytable

DOUBLE_JOKER = """
name = "Double Joker"
jokers = 2
[pays]
natural_royal_flush = 800
wild_royal_flush = 100
five_of_a_kind = 50
two_pair = 1
"""


def test_shorthands_are_game_specs() -> None:
    assert GameSpec.of("deuces") == GameSpec(wild_ranks=frozenset({0}))
    assert GameSpec.of(Wild.JOKER) == GameSpec(jokers=1)
    assert GameSpec.of(Wild.NONE).deck_size == 52
    assert GameSpec(wild_ranks=frozenset({0})).wild is Wild.DEUCES
    assert GameSpec(jokers=2).wild is Wild.OTHER
    with pytest.raises(VPError, match="unknown wild value 'sevens'"):
        GameSpec.of("sevens")
    with pytest.raises(VPError, match="jokers, wild_ranks and wild_cards"):
        GameSpec.of(Wild.OTHER)


def test_game_spec_data() -> None:
    game = GameSpec(jokers=1, wild_ranks="7")  # type: ignore[arg-type]
    assert game.wild_ranks == frozenset({5})
    assert game.deck_size == 53 and game.wild_count == 5
    assert game.wild_set == {20, 21, 22, 23, JOKER}
    assert game.is_wild(JOKER) and game.is_wild(21) and not game.is_wild(24)
    assert not game.is_wild(SECOND_JOKER)
    assert game.describe() == "sevens and one joker wild"
    assert game.short_text() == "7s+joker"
    eyed = GameSpec(wild_cards="Jh Js")  # type: ignore[arg-type]
    assert eyed.wild_cards == frozenset(parse_cards("Jh Js").cards)
    assert eyed.deck_size == 52 and eyed.wild_count == 2
    assert GameSpec(jokers=2).describe() == "two jokers wild"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"jokers": 3}, "jokers: a deck has 0, 1 or 2 jokers, got 3"),
        ({"jokers": True}, "jokers: must be 0, 1 or 2"),
        ({"wild_ranks": "Z"}, "unknown rank 'Z'"),
        ({"wild_ranks": [13]}, "wild_ranks: 13 is not a rank index"),
        ({"wild_cards": "Jh Xx"}, "wild_cards: unknown card 'Xx'"),
        ({"wild_cards": [52]}, "wild_cards: 52 is not a card of the 52-card deck"),
        ({"wild_ranks": "2", "wild_cards": "2h"}, "wild_cards: 2h is already wild"),
        ({"jokers": 1, "natural_in_place": True}, "natural_in_place: only wild ranks"),
        ({"wild_ranks": "2", "natural_in_place": "yes"}, "natural_in_place: must be true"),
    ],
)
def test_game_spec_refuses_what_is_not_a_game(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(VPError, match=message):
        GameSpec(**kwargs)  # type: ignore[arg-type]


def test_vocabulary_of_each_game() -> None:
    deuces = [c.key for c in vocabulary(Wild.DEUCES)]
    assert deuces[:6] == [
        "natural_royal_flush",
        "four_deuces_with_ace",
        "four_deuces",
        "wild_royal_flush",
        "five_aces",
        "five_3_5",
    ]
    assert "five_wilds" not in deuces and "four_wilds" not in deuces
    joker = [c.key for c in vocabulary(Wild.JOKER)]
    # Joker Poker keeps five of a kind above the joker royal, as its machines do
    assert joker.index("five_of_a_kind") < joker.index("wild_royal_flush")
    assert category_def(Wild.JOKER, "wild_royal_flush").label == "Joker royal flush"  # type: ignore[union-attr]
    sevens = GameSpec(jokers=1, wild_ranks=frozenset({5}))
    assert category_def(sevens, "five_wilds") is not None
    assert category_def(sevens, "four_wilds").label == "Four sevens"  # type: ignore[union-attr]
    assert category_def(sevens, "four_deuces") is None
    for key in ("natural_straight_flush", "natural_flush", "natural_three_of_a_kind"):
        assert category_def(sevens, key) is not None
        assert category_def(Wild.NONE, key) is None
    natural_quads = category_def(sevens, "natural_four_of_a_kind")
    assert natural_quads is not None and natural_quads.quad == QuadSplit(
        frozenset(range(13)), natural=True
    )


@pytest.mark.parametrize(
    ("game", "key", "message"),
    [
        (Wild.DEUCES, "five_wilds", "five_wilds needs five wild cards, but this game has 4"),
        (GameSpec(jokers=2), "four_deuces", "deuces are not wild in this game"),
        (GameSpec(wild_ranks=frozenset({5})), "four_deuces", "use four_wilds"),
        (Wild.DEUCES, "four_wilds", "named four_deuces when the wild rank is 2"),
        (GameSpec(jokers=2), "four_wilds", "four_wilds needs a wild rank"),
        (Wild.NONE, "natural_flush", "unknown category 'natural_flush' for wild = \"none\""),
        (GameSpec(jokers=2), "flsuh", r"for this game \(two jokers wild\); valid categories"),
    ],
)
def test_category_problems_say_why(game: GameSpec | Wild, key: str, message: str) -> None:
    problem = category_problem(game, key)
    assert problem is not None
    assert re.search(message, problem), problem


def test_reads_the_new_game_keys() -> None:
    t = loads_paytable(DOUBLE_JOKER)
    assert t.game == GameSpec(jokers=2) and t.deck_size == 54 and t.wild is Wild.OTHER
    t = loads_paytable(
        'name = "x"\njokers = 1\nwild_ranks = "7"\n[pays]\nfive_wilds = 600\nfour_wilds = 25\n'
    )
    assert t.game == GameSpec(jokers=1, wild_ranks=frozenset({5}))
    assert [ln.key for ln in t.lines] == ["five_wilds", "four_wilds"]
    t = loads_paytable(
        'name = "x"\nwild_cards = "Jh Js"\nnatural_in_place = true\n[pays]\nflush = 3\n'
    )
    assert t.game.wild_cards == frozenset(parse_cards("Jh Js").cards)
    assert t.game.natural_in_place


def test_old_files_keep_working() -> None:
    for wild, game in (
        ("none", GameSpec()),
        ("deuces", GameSpec(wild_ranks=frozenset({0}))),
        ("joker", GameSpec(jokers=1)),
    ):
        key = "royal_flush" if wild == "none" else "natural_royal_flush"
        t = loads_paytable(f'name = "x"\nwild = "{wild}"\n[pays]\n{key} = 800\n')
        assert t.game == game and t.wild is Wild(wild)
        assert f'wild = "{wild}"' in dumps_paytable(t)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("jokers = 3\n[pays]\nflush = 1", r"t\.toml: jokers: a deck has 0, 1 or 2 jokers, got 3"),
        ('jokers = "two"\n[pays]\nflush = 1', r"jokers: must be 0, 1 or 2, got 'two'"),
        ('wild_ranks = "Z"\n[pays]\nflush = 1', r"wild_ranks: unknown rank 'Z'"),
        ("wild_ranks = [2]\n[pays]\nflush = 1", r"wild_ranks: must be text such as"),
        ('wild_cards = "Jh Jx"\n[pays]\nflush = 1', r"wild_cards: unknown card 'Jx'"),
        ('wild_cards = "Jh Jh"\n[pays]\nflush = 1', r"wild_cards: duplicate card Jh"),
        ('wild_cards = "Jk"\n[pays]\nflush = 1', r"wild_cards: card 1 is the joker"),
        ('wild = "deuces"\njokers = 1\n[pays]\nflush = 1', r"wild: give either the shorthand"),
        ('wild = "other"\n[pays]\nflush = 1', r"wild: unknown value 'other'"),
        ('wild_ranks = "2"\n[pays]\nfive_wilds = 1', r"pays\.five_wilds: five_wilds needs five"),
        ('jokers = 1\nwild_ranks = "7"\n[pays]\nfour_deuces = 1', r"pays\.four_deuces: deuces"),
        ("jokers = 1\n[pays]\nnatural_flush = 1\n[dealt]\nroyal = 9", r"dealt\.royal: unknown"),
        ("[pays]\nflush = 1\n[dealt]\nroyal_flush = -1", r"dealt\.royal_flush: pay must not be"),
        ("dealt = 3\n[pays]\nflush = 1", r"dealt: must be a table"),
        ('wild_ranks = "2"\nnatural_in_place = 1\n[pays]\nflush = 1', r"natural_in_place: must"),
        (
            'jokers = 2\n[pays]\nflush = 1\n[[quads]]\nranks = "A"\npays = 9',
            r"quads\[1\]: in a game with wild cards .* add natural = true",
        ),
        (
            '[pays]\nflush = 1\n[[quads]]\nranks = "A"\nnatural = true\npays = 9',
            r"quads\[1\]\.natural: only games with wild cards",
        ),
        (
            'jokers = 2\n[pays]\nflush = 1\n[[quads]]\nranks = "A"\nnatural = 1\npays = 9',
            r"quads\[1\]\.natural: must be true or false",
        ),
    ],
)
def test_new_keys_are_validated(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "t.toml"
    path.write_text('name = "x"\n' + text + "\n")
    with pytest.raises(PayTableError, match=message):
        load_paytable(path)


def test_natural_quads_and_dealt_lines_round_trip(tmp_path: Path) -> None:
    text = """
name = "mine"
wild = "deuces"
[pays]
natural_royal_flush = 800
natural_four_of_a_kind = "25/3"
four_of_a_kind = 4
[[quads]]
natural = true
ranks = "A"
kickers = "2-4"
pays = 400
[dealt]
natural_royal_flush = 1200
"""
    t = loads_paytable(text)
    assert t.pays("natural_quads:A:2-4") == 400
    assert t.pays("natural_four_of_a_kind") == Fraction(25, 3)
    assert t.line("natural_quads:A:2-4").label == "Natural four aces with 2-4 kicker"  # type: ignore[union-attr]
    assert t.dealt_pays("natural_royal_flush") == 1200 and t.dealt_pays("flush") is None
    assert '"25/3"' in dumps_paytable(t)
    again = loads_paytable(dumps_paytable(t))
    assert again == t and again.dealt == t.dealt


def test_every_builtin_round_trips_its_game(tmp_path: Path) -> None:
    for tid in builtin_ids():
        t = load_builtin(tid)
        assert loads_paytable(dumps_paytable(t)).game == t.game


def test_the_model_validates_its_own_fields() -> None:
    base = load_builtin("double-joker-9-5")
    # a shorthand's text is converted, anything else refused
    t = PayTable(name="x", game="deuces", lines=())  # type: ignore[arg-type]
    assert t.game == GameSpec.of(Wild.DEUCES)
    for bad_game in (3, None, "sevens"):
        with pytest.raises(PayTableError):
            PayTable(name="x", game=bad_game, lines=())  # type: ignore[arg-type]
    with pytest.raises(PayTableError, match="name: must be non-empty text"):
        PayTable(name=" ", game=base.game, lines=())
    with pytest.raises(PayTableError, match=r"pays\.royal_flush: unknown category"):
        PayTable(name="x", game=base.game, lines=(PayLine("royal_flush", "Royal", Fraction(800)),))
    line = base.lines[0]
    with pytest.raises(PayTableError, match="listed twice"):
        PayTable(name="x", game=base.game, lines=(line, line))
    with pytest.raises(PayTableError, match="must be PayLine values"):
        PayTable(name="x", game=base.game, lines=("flush",))  # type: ignore[arg-type]
    with pytest.raises(PayTableError, match="published_return"):
        PayTable(name="x", game=base.game, lines=(), published_return=12.0)
    with pytest.raises(PayTableError, match="pay must not be negative"):
        PayLine("flush", "Flush", -1)  # type: ignore[arg-type]
    with pytest.raises(PayTableError, match="deuces are not wild"):
        named_line(base.game, "four_deuces", 5)
    # a Wild shorthand table cannot take a split that is not natural in a wild game
    split = PayLine("quads:A", "Four aces", Fraction(80), QuadSplit(parse_rank_set("A")), True)
    with pytest.raises(PayTableError, match="must be natural = true"):
        base.with_line(split)


@settings(max_examples=200, deadline=None)
@given(
    jokers=st.one_of(st.integers(-2, 4), st.text(max_size=3), st.booleans()),
    ranks=st.one_of(st.text(alphabet="23456789TJQKAZ,- ", max_size=8), st.integers(0, 20)),
    cards=st.text(alphabet="23456789TJQKAcdhsJk ", max_size=12),
    pays_key=st.sampled_from(["five_wilds", "four_wilds", "four_deuces", "natural_flush", "x"]),
)
def test_reading_any_game_keys_never_crashes(
    jokers: object, ranks: object, cards: str, pays_key: str
) -> None:
    doc = f'name = "x"\njokers = {jokers!r}\nwild_ranks = {ranks!r}\nwild_cards = "{cards}"\n'
    doc = doc.replace("True", "true").replace("False", "false").replace("'", '"')
    doc += f"[pays]\n{pays_key} = 3\n"
    try:
        t = loads_paytable(doc, source="fuzz.toml")
    except PayTableError as exc:
        assert str(exc).startswith("fuzz.toml: ")
        return
    assert loads_paytable(dumps_paytable(t)) == t


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="JjKk AhsTd10c2♠ ,;", max_size=30), jokers=st.integers(0, 2))
def test_parsing_cards_with_jokers_never_crashes(text: str, jokers: int) -> None:
    try:
        parsed = parse_cards(text, jokers=jokers)
    except CardError:
        return
    assert len(set(parsed.cards)) == len(parsed.cards)
    assert sum(1 for c in parsed.cards if c >= JOKER) <= jokers
    assert all(0 <= c < 52 + jokers for c in parsed.cards)
