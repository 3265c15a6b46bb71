"""Cards, seats and hand notation (handbook: *Skruuvin perusasioita*, the deal diagrams)."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.cards import DECK, Card, Rank, Suit, format_cards, format_hand, parse_card_list, parse_cards
from trainer.errors import NotationError, SkruuviError
from trainer.seats import Pair, Seat


def test_suit_order_spades_lowest_hearts_highest() -> None:
    assert [s.symbol for s in sorted(Suit)] == ["♠", "♣", "♦", "♥"]


def test_honours_are_a_k_q_j_10() -> None:
    assert [r.symbol for r in Rank if r.is_honour] == ["10", "J", "Q", "K", "A"]
    assert not Card.parse("♠9").is_honour


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("♦K", "♦K"), ("DK", "♦K"), ("dk", "♦K"), ("♠10", "♠10"), ("ST", "♠10"), ("h2", "♥2"), ("♣a", "♣A")],
)
def test_card_parse_accepts_symbols_and_ascii(text: str, canonical: str) -> None:
    assert str(Card.parse(text)) == canonical


@pytest.mark.parametrize("bad", ["", "♦", "K", "♦1", "X5", "♦11", "♦KQ"])
def test_card_parse_rejects(bad: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(bad)


def test_handbook_hand_notation_round_trip() -> None:
    # Pelaaja A in the example under *Ensimmäisen kierroksen maalaukset*.
    cards = parse_cards("♥A6 ♦765 ♣94 ♠AK1084")
    assert len(cards) == 12
    assert format_hand(cards) == "♠AK1084 ♣94 ♦765 ♥A6"
    assert format_hand(cards, ascii=True) == "SAKT84 C94 D765 HA6"
    assert sorted(parse_cards("SAKT84 C94 D765 HA6")) == sorted(cards)


def test_void_suit_marker_and_spaced_ranks() -> None:
    assert format_hand(parse_cards("♥AQJ86 ♦85 ♣ - ♠AK932")) == "♠AK932 ♦85 ♥AQJ86"
    assert format_hand(parse_cards("♠A K 10, ♥2")) == "♠AK10 ♥2"


def test_packet_notation_keeps_order() -> None:
    # *Kehotusmaalaus avauksen jälkeen*: "D antaa partnerilleen ♥5♠3♥3♠2".
    packet = parse_card_list("♥5♠3♥3♠2")
    assert format_cards(packet) == "♥5 ♠3 ♥3 ♠2"
    assert parse_card_list("H5 S3 H3 S2") == packet


@pytest.mark.parametrize("bad", ["♠AA", "AK ♠", "♠AKX", "♠A ♠A"])
def test_hand_errors(bad: str) -> None:
    with pytest.raises(NotationError):
        parse_cards(bad)


def test_card_list_rejects_suitless_ranks() -> None:
    with pytest.raises(NotationError):
        parse_card_list("♣A 4 7")


@given(st.sets(st.sampled_from(DECK), max_size=16), st.booleans())
def test_hand_round_trip(cards: set[Card], ascii: bool) -> None:
    text = format_hand(cards, ascii=ascii)
    assert set(parse_cards(text)) == cards or (not cards and text == "-")


@given(st.lists(st.sampled_from(DECK), unique=True, min_size=1, max_size=13), st.booleans())
def test_card_list_round_trip(cards: list[Card], ascii: bool) -> None:
    assert parse_card_list(format_cards(cards, ascii=ascii)) == cards


@given(st.sampled_from(DECK))
def test_card_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.parse(card.ascii()) is card
    assert eval(repr(card)) is card


@given(st.text(max_size=30))
def test_fuzz_card_parsers_raise_only_project_errors(text: str) -> None:
    for parse in (Card.parse, parse_cards, parse_card_list, Seat.parse, Pair.parse, Suit.parse):
        with contextlib.suppress(SkruuviError):
            parse(text)


def test_seat_arithmetic() -> None:
    assert Seat.A.left is Seat.B and Seat.A.right is Seat.D and Seat.A.partner is Seat.C
    assert Seat.D.left is Seat.A and Seat.B.next(3) is Seat.A and Seat.C.next(-1) is Seat.B
    assert Seat.B.pair is Pair.BD and Pair.AC.seats == (Seat.A, Seat.C) and Pair.AC.other is Pair.BD
    for s in Seat:
        assert s.left.right is s and s.partner.partner is s and s.left.left is s.partner
