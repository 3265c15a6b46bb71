"""Packet choice after review round 11 (reader D): the kotkat recipe with its link card, and the misère
packet's "best misère suit" said only where it is true.

Handbook: *KOTKAT / Valttipelin korttien vaihdot* (the short suit voided, a side ace given, a small card of
its suit kept as the link), *KOTKAT / Misäärin korttien vaihdot* (the packet names the good misère suit).
Each situation is built directly (a deal and an auction), not from the drill generator's seeds; the review's
drill ids are named.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_packet_choice import drill, verdict
from tests.test_packet_round5 import advised, cards, kotkat_6m, kotkat_6s, packet, recommended
from trainer.cards import Card, Suit
from trainer.conventions import exchanges as ex
from trainer.game import Form
from trainer.seats import Seat

A = Seat.A

# --- C56k: the side ace heading the suit left after the void, its small card kept as the link ---------------


def test_the_recipe_keeping_the_aces_small_card_is_acceptable() -> None:
    """gen.packet_choose.kotkat.14004 (review 11, reader D): ♠K6 ♣K96 ♦QJ10652 ♥A8 opens 6♠.  The handbook's
    recipe ("lyhimmän / huonoimman maansa renoksi", "sivumaan ässän jättäen itselleen yhteyskortiksi pienen
    kortin"): ♠K6 voided, ♥A given, ♥8 kept, a small ♣ the fourth card."""
    s = kotkat_6s("♠K6 ♣K96 ♦QJ10652 ♥A8")
    pa = packet(s)
    assert cards("♠K ♠6 ♥A ♥8") in recommended(pa)  # the two doubletons crossed stay the advice
    assert cards("♠K ♠6 ♥A ♣6") in advised(pa)
    keys = {r.key for r in pa.reasons_for(cards("♠K ♠6 ♥A ♣6"))}
    assert {"ex_kotkat_void", "ex_kotkat_side_ace"} <= keys
    # A higher filler is not told that it keeps the link card: the acceptable packet keeps ♥8 too.
    got, why = verdict(drill(s), "♠K ♠6 ♥A ♣9")
    assert got == "not_advised"
    assert "drill_pk_suit_kept" not in why


def test_the_recipe_needs_a_small_card_left_as_the_link() -> None:
    """Must not fire: with ♥AK the ace leaves only the king, no "pienen kortin" to reach it."""
    pa = packet(kotkat_6s("♠K6 ♣K96 ♦QJ10652 ♥AK"))
    assert cards("♠K ♠6 ♥A ♣6") not in advised(pa)


def test_two_side_aces_with_links_stay_acceptable_only() -> None:
    """Must not change the advice: ♠AQ62 ♣AKQJ ♦AK85 ♥3 (fresh seed kotkat.14298) keeps its recommended 1 + 3
    packet (♥3 + ♠A ♠Q ♠6, keeping ♠2); ♥3 with the ♦A and the ♠A, both links kept, is acceptable."""
    pa = packet(kotkat_6s("♠AQ62 ♣AKQJ ♦AK85 ♥3"))
    assert cards("♠A ♠Q ♠6 ♥3") in recommended(pa)
    assert cards("♠A ♠Q ♦A ♥3") in advised(pa)
    assert cards("♠A ♠Q ♦A ♥3") not in recommended(pa)


# --- C65t: a misère packet names its wish suit as the best misère suit only where no kept suit is better ----


def test_a_misere_packet_naming_a_weaker_suit_is_told_so() -> None:
    """gen.packet_choose.kotkat.14008 (review 11, reader D): 6M with ♠J3 ♣K976432 ♦J84 ♥2.  The acceptable
    ♠J3 ♥2 + ♣K can only name ♦ (the suit it leaves out), but ♦J84 lacks its two while ♣976432 keeps six
    small cards with it ("kertoo tuon maan, jossa on hyviä pikkukortteja"): not "your best misère suit"."""
    pa = packet(kotkat_6m("♠J3 ♣K976432 ♦J84 ♥2"))
    packet_ = cards("♠J ♠3 ♥2 ♣K")
    assert packet_ in advised(pa)
    why = {r.key: r.params for r in pa.reasons_for(packet_)}
    assert "ex_order_misere_suit" not in why
    assert why["ex_order_misere_suit_weaker"] == {"suit": "♦", "best": "♣", "card": "♣2"}


def test_a_misere_packet_naming_its_best_suit_still_says_so() -> None:
    """Must not fire: ♠J3 ♥2 + ♣9 of ♠J3 ♣K9 ♦8765432 ♥2 names ♦ (seven small cards with the two); the ♣K
    kept is no suit of good small cards."""
    assert ex._better_misere_suit(Suit.DIAMONDS, cards("♣K ♦8 ♦7 ♦6 ♦5 ♦4 ♦3 ♦2")) is None
    assert ex._better_misere_suit(Suit.DIAMONDS, cards("♣9 ♣7 ♣2 ♦J ♦8 ♦4")) == (Suit.CLUBS, Card.parse("♣2"))


# --- C50b: a plan of the other reading of an open auction is told under its own trump ------------------------


def _alku_14002() -> ex.PacketAdvice:
    # gen.packet_choose.alkupelit.14002: C bid 3♠, A answered 3♥ and lifted 4♥; middle ♥8 ♠5 ♥7 ♣10
    deal = make_deal(Form.ALKUPELIT, A, {A: "♠1042 ♣KJ54 ♦5 ♥AJ43"}, "♥8 ♠5 ♥7 ♣10")
    return packet(state_after(deal, "pass pass 3♠ pass 3♥ pass pass pass 4♥ " + "pass " * 8))


def test_a_packet_of_the_other_reading_is_told_under_its_own_trump() -> None:
    """Review 11, reader D: ♠10 ♠5 ♠4 + ♦5 (acceptable, the ♥ reading: A bid ♥ himself) was told "The bidding
    makes ♠ the intended trump" and then "You bid ♥ yourself, so keep your trumps": one packet, two readings."""
    pa = _alku_14002()
    packet_ = cards("♠10 ♠5 ♠4 ♦5")
    assert packet_ in advised(pa) and packet_ not in recommended(pa)
    why = {r.key: r.params for r in pa.reasons_for(packet_)}
    assert "ex_trump_intended" not in why
    assert why["ex_alt_trump_plan"] == {"suit": "♥"}
    assert why["ex_holder_lifts"] == {"suit": "♥"}


def test_a_packet_of_the_intended_reading_keeps_its_trump() -> None:
    """Must not fire: the recommended ♠10542 (all four ♠, the intended trump) is told ♠, no other reading."""
    pa = _alku_14002()
    packet_ = cards("♠10 ♠5 ♠4 ♠2")
    assert packet_ in recommended(pa)
    why = {r.key: r.params for r in pa.reasons_for(packet_)}
    assert why["ex_trump_intended"] == {"suit": "♠"}
    assert "ex_alt_trump_plan" not in why
