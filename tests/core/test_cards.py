from __future__ import annotations

import pytest

from vptrainer.core.cards import (
    JOKER,
    SECOND_JOKER,
    CardError,
    card_symbol,
    check_hand,
    format_card,
    format_cards,
    is_joker,
    make_card,
    parse_card,
    parse_cards,
)


def test_every_card_round_trips() -> None:
    for card in range(52):
        assert parse_card(format_card(card)) == card
    assert parse_card("Jk") == JOKER
    assert format_card(JOKER) == "Jk"


def test_encoding_is_rank_times_four_plus_suit() -> None:
    assert parse_card("2c") == 0
    assert parse_card("As") == 51
    assert parse_card("Td") == make_card(8, 1)


@pytest.mark.parametrize(
    "text", ["Ah Td 10c 2s", "ah td 10C 2S", "A♥ T♦ 10♣ 2♠", "AhTd10c2s", "Ah,Td, 10c;2s"]
)
def test_spellings(text: str) -> None:
    parsed = parse_cards(text)
    assert format_cards(parsed.cards) == "Ah Td Tc 2s"


def test_tokens_are_kept_as_written() -> None:
    assert parse_cards("ah 10c Jk", allow_joker=True).tokens == ("ah", "10c", "Jk")


def test_list_input() -> None:
    assert parse_cards(["Ah", "Kd"]).cards == (50, 45)


def test_unknown_code_names_it_and_its_position() -> None:
    with pytest.raises(CardError, match=r"unknown card 'Xh' \(card 2\)"):
        parse_cards("Ah Xh Kd")
    with pytest.raises(CardError, match=r"unknown card '1c'"):
        parse_cards("1c")
    with pytest.raises(CardError, match=r"unknown card 'A'"):
        parse_cards("A")


def test_duplicate_names_both_positions() -> None:
    with pytest.raises(CardError, match=r"duplicate card Ah \(cards 1 and 3\)"):
        parse_cards("Ah Kd ah")


def test_joker_only_where_allowed() -> None:
    with pytest.raises(CardError, match="no joker"):
        parse_cards("Jk Ah")
    assert parse_cards("Jk Ah", allow_joker=True).cards == (JOKER, 50)


def test_count_is_checked() -> None:
    with pytest.raises(CardError, match="expected 5 cards, got 4"):
        parse_cards("Ah Kh Qh Jh", count=5)


def test_symbols() -> None:
    assert card_symbol(parse_card("Qs")) == "Q♠"
    assert card_symbol(JOKER) == "Jk"


def test_two_jokers_in_a_two_joker_game() -> None:
    parsed = parse_cards("Jk Ah Jk", jokers=2)
    assert parsed.cards == (JOKER, 50, SECOND_JOKER)
    assert format_cards(parsed.cards) == "Jk Ah Jk"
    assert parse_cards(format_cards(parsed.cards), jokers=2).cards == parsed.cards
    with pytest.raises(CardError, match="third joker"):
        parse_cards("Jk Jk Jk", jokers=2)
    with pytest.raises(CardError, match=r"duplicate card Jk \(cards 1 and 2\); this game has one"):
        parse_cards("Jk Jk", jokers=1)
    with pytest.raises(CardError, match="no joker"):
        parse_cards("Jk", jokers=0)
    with pytest.raises(CardError, match="0, 1 or 2 jokers"):
        parse_cards("Ah", jokers=3)
    assert card_symbol(SECOND_JOKER) == "Jk" and is_joker(SECOND_JOKER) and not is_joker(51)


def test_check_hand_knows_every_deck() -> None:
    assert check_hand("Jk Jk Ah Kh Qh", 54) == (JOKER, SECOND_JOKER, 50, 46, 42)
    assert check_hand([53, 52, 0, 1, 2], 54) == (53, 52, 0, 1, 2)
    assert check_hand((53, 52, 0, 1, 2), 54) == (53, 52, 0, 1, 2)
    bad_hands = [(True, 1, 2, 3, 4), (0, 1, 2, 3), (0, 1, 2, 3, 3), (0, 1, 2, 3, 60)]
    bad_hands.append((0, 1, 2, 3, 52))  # the joker, in a game without
    for bad in bad_hands:
        with pytest.raises(CardError):
            check_hand(bad, 52)
    with pytest.raises(CardError, match="no card has the number 53 in a 53-card deck"):
        check_hand([53, 0, 1, 2, 3], 53)
    with pytest.raises(CardError, match="one joker"):
        check_hand("Jk Jk Ah Kh Qh", 53)
