"""The rules object: one frozen value per form and variant, found by name (issue 10 §1)."""

from __future__ import annotations

import dataclasses

import pytest

from trainer.bids import Form, bids_in_order
from trainer.cards import parse_cards
from trainer.errors import NotationError
from trainer.game import GameType
from trainer.rules import all_rules, find_rules, rules_for
from trainer.seats import Seat


def test_find_rules_by_name_and_alias() -> None:
    assert find_rules("kotkat").form is Form.KOTKAT
    assert find_rules("alkupeli") is find_rules(Form.ALKUPELIT)
    assert find_rules("Bolsevikit").variant is None


@pytest.mark.parametrize(("name", "code"), [("kotka7", "bad_form"), ("", "bad_form")])
def test_unknown_name_is_a_clear_value_error(name: str, code: str) -> None:
    with pytest.raises(ValueError) as err:
        find_rules(name)
    assert isinstance(err.value, NotationError) and err.value.code == code


def test_unknown_variant_is_a_clear_value_error() -> None:
    with pytest.raises(NotationError) as err:
        find_rules("kotkat", variant="no-such")
    assert err.value.code == "bad_variant"
    assert "no-such" in err.value.message


def test_rules_are_frozen_values() -> None:
    r = find_rules("alkupelit")
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.hand_size = 13  # type: ignore[misc]
    assert r == rules_for(Form.ALKUPELIT) and hash(r) == hash(rules_for(Form.ALKUPELIT))


# Skruuvin perusasioita / Korttien jakaminen: 12 cards and four middle cards, or 13 in kotkat.
@pytest.mark.parametrize(
    ("form", "hand", "middle", "opening", "contract"),
    [(Form.ALKUPELIT, 12, 4, 1, 5), (Form.KOTKAT, 13, 0, 6, 6), (Form.BOLSEVIKIT, 12, 4, 7, 7)],
)
def test_per_form_facts(form: Form, hand: int, middle: int, opening: int, contract: int) -> None:
    r = rules_for(form)
    assert (r.hand_size, r.middle_size, r.min_opening_level, r.min_contract_level) == (
        hand,
        middle,
        opening,
        contract,
    )
    assert r.bids == bids_in_order(form)
    assert r.lift is (form is Form.ALKUPELIT)
    assert (r.defenders_exchange_below is not None) is (form is Form.ALKUPELIT)
    assert bool(r.final_calls) is (form is Form.BOLSEVIKIT)


# Avauslyönti, Passimisääri, BOLSEVIKIT: who leads to trick 1.
@pytest.mark.parametrize(
    ("game", "declarer", "dealer", "leader"),
    [
        (GameType.TRUMP, Seat.A, Seat.C, Seat.B),
        (GameType.MISERE, Seat.D, Seat.C, Seat.A),
        (GameType.PASSIMISAARI, None, Seat.C, Seat.D),
        (GameType.BOLSHEVIK, Seat.A, Seat.B, Seat.D),
        (GameType.DICTATOR, Seat.B, Seat.B, Seat.A),
    ],
)
def test_opening_leader(game: GameType, declarer: Seat | None, dealer: Seat, leader: Seat) -> None:
    assert rules_for(Form.ALKUPELIT).opening_leader(game, declarer, dealer) is leader


def test_a_contract_without_declarer_is_refused() -> None:
    with pytest.raises(NotationError) as err:
        rules_for(Form.KOTKAT).opening_leader(GameType.TRUMP, None, Seat.A)
    assert err.value.code == "lead_no_declarer"


def test_give_order_is_clockwise_from_the_left() -> None:
    assert rules_for(Form.ALKUPELIT).give_order(Seat.D) == (Seat.A, Seat.B, Seat.C)


def test_follow_suit() -> None:
    hand = parse_cards("♠A2 ♥K")
    r = rules_for(Form.KOTKAT)
    assert r.legal_cards(hand, None) == tuple(sorted(hand))
    assert set(r.legal_cards(hand, parse_cards("♠3")[0].suit)) == set(parse_cards("♠A2"))
    # Void in the suit led: any card, no duty to trump.
    assert set(r.legal_cards(hand, parse_cards("♦3")[0].suit)) == set(hand)


def test_seat_rotation() -> None:
    assert Seat.C.iter_from() == (Seat.C, Seat.D, Seat.A, Seat.B)
    assert [Seat.D.turns_to(s) for s in (Seat.D, Seat.A, Seat.B, Seat.C)] == [0, 1, 2, 3]


def test_every_rules_value_is_listed_once() -> None:
    names = [r.name for r in all_rules()]
    assert len(names) == len(set(names)) and {"alkupelit", "kotkat", "bolsevikit"} <= set(names)
