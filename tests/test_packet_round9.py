"""Packet choice, the faults of review round 9 (reader D), as patterns.

Handbook sections: *KOTKAT / Valttipelin korttien vaihdot* (a short suit voided, the side ace given "jättäen
itselleen yhteyskortiksi pienen kortin"), *Kuppi ja häntäkuppi valttipelinä* (the example's lifter gives
"♥95" of ♥9542 beside the void and keeps the lower trumps), *Pääpelaajien korttien vaihdot* (the lifter gives
the trump hand "korkeimmat honöörensä").  The deals are the review's drills, rebuilt through the conventions
API so that the tests do not depend on the drill generator's seeds.
"""

from __future__ import annotations

from dataclasses import replace

from tests.conventions_helpers import judge_packet_shown, packet_point
from trainer.bids import Form
from trainer.cards import Suit, parse_card_list
from trainer.conventions import exchanges as ex
from trainer.conventions.core import DecisionPoint, Reason
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
P = "pass "


_point = packet_point


def _judge(point: DecisionPoint, packet: str) -> tuple[str, set[str], tuple[Reason, ...]]:
    return judge_packet_shown(point, packet, with_faults=True)


# --- 1. twin packets: a kept lone small card for another ------------------------------------------------

# gen.packet_choose.kotkat.10304: D bids 6♠ (trump wish) with ♠93 ♣82 ♦AJ94 ♥AKQ96.
KOTKAT_10304 = {
    A: "♠107652 ♣KQ6 ♦6 ♥J1053",
    B: "♠K84 ♣J105 ♦Q108532 ♥4",
    C: "♠AQJ ♣A9743 ♦K7 ♥872",
    D: "♠93 ♣82 ♦AJ94 ♥AKQ96",
}


def p10304() -> DecisionPoint:
    return _point(Form.KOTKAT, B, KOTKAT_10304, None, "pass pass 6♠ " + P * 8)


def test_twin_packets_keeping_a_lone_small_card_grade_alike() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: "lyhimmän / huonoimman maansa renoksi sekä ... sivumaan ässän";
    # ♠93 + ♣8 + ♦A keeps ♣2, its twin ♠93 + ♣2 + ♦A keeps ♣8: a lone small ♣ stays either way.
    pt = p10304()
    assert pt.seat is D
    assert _judge(pt, "♠9 ♠3 ♣8 ♦A")[0] in ("recommended", "acceptable")
    v, keys, reasons = _judge(pt, "♠9 ♠3 ♣2 ♦A")
    assert v == "acceptable" and "ex_pk_equal_kept_single" in keys, reasons
    assert not keys & {"ex_pk_only_with", "drill_pk_suit_kept"}
    v, keys, _ = _judge(pt, "♣8 ♣2 ♠3 ♦A")  # the other twin: keeps ♠9 where ♣82 + ♠9 + ♦A keeps ♠3
    assert v == "acceptable" and "ex_pk_equal_kept_single" in keys
    # Must not fire: a packet keeping two ♣ ends nothing new and says another thing.
    assert _judge(pt, "♠9 ♠3 ♦A ♦4")[0] in ("recommended", "acceptable")  # (the 2 + 2 recipe)
    assert _judge(pt, "♠9 ♣2 ♦A ♦J")[0] == "not_advised"


def test_a_kept_link_card_is_no_worthless_twin() -> None:
    # *Valttipeli*: a card of the suit where partner has shown the ace is the link to it ("yhteyskortti"):
    # where the lone ♣ kept is such a link, the twins are not the same packet.
    pt = p10304()
    pa = ex.advise_packet(pt)
    assert pa.equal_packet(frozenset(parse_card_list("♠9 ♠3 ♣2 ♦A"))) is not None
    linked = replace(pa, links={Suit.CLUBS: Reason("ex_keep_link", "Valttipeli", {"suit": "♣"})})
    assert linked.equal_packet(frozenset(parse_card_list("♠9 ♠3 ♣2 ♦A"))) is None
    # nor in the suit of the side ace given, where the small card kept is the ace's link ("pienen kortin")
    assert not pa._kept_single_twin(*parse_card_list("♦4 ♦9"), frozenset(), frozenset(), set())


# --- 2. a lower card in the advised card's place, told the rule ----------------------------------------

# gen.packet_choose.kotkat.10308: C bids 6♠ with ♠Q108 ♣Q5 ♦AKJ5 ♥A842, wishing ♦.
KOTKAT_10308 = {
    A: "♠A973 ♣976 ♦842 ♥K109",
    B: "♠K52 ♣AJ108 ♦106 ♥Q753",
    C: "♠Q108 ♣Q5 ♦AKJ5 ♥A842",
    D: "♠J64 ♣K432 ♦Q973 ♥J6",
}


def test_a_lower_filler_is_told_fillers_go_highest_first() -> None:
    pt = _point(Form.KOTKAT, D, KOTKAT_10308, None, "pass pass pass 6♠ " + P * 8)
    assert pt.seat is C
    assert _judge(pt, "♣Q ♣5 ♥A ♠Q")[0] == "recommended"
    v, keys, _ = _judge(pt, "♣Q ♣5 ♥A ♠10")
    assert v == "not_advised" and "ex_pk_filler_lower" in keys
    assert "ex_pk_only_with" not in keys  # a reason of its own, not the pointer
    # Must not fire: a card of the wished suit is told its own reason, not the filler rule.
    v, keys, _ = _judge(pt, "♣Q ♣5 ♥A ♦5")
    assert v == "not_advised" and "ex_pk_filler_lower" not in keys


# gen.packet_choose.kotkat.10306: C bids 6♠ with ♠A108 ♣Q43 ♦KJ10 ♥A654, wishing ♥.
KOTKAT_10306 = {
    A: "♠K42 ♣A72 ♦964 ♥QJ102",
    B: "♠Q5 ♣1065 ♦AQ752 ♥973",
    C: "♠A108 ♣Q43 ♦KJ10 ♥A654",
    D: "♠J9763 ♣KJ98 ♦83 ♥K8",
}


def test_a_lower_card_for_the_side_ace_is_told_the_ace_catches() -> None:
    # "sivumaan ässän jättäen itselleen yhteyskortiksi pienen kortin": ♣Q43 + ♠A is the recipe.
    pt = _point(Form.KOTKAT, B, KOTKAT_10306, None, "pass 6♠ " + P * 8)
    assert pt.seat is C
    assert _judge(pt, "♣Q ♣4 ♣3 ♠A")[0] in ("recommended", "acceptable")
    v, keys, _ = _judge(pt, "♣Q ♣4 ♣3 ♠10")
    assert v == "not_advised" and "ex_pk_side_ace_not_lower" in keys and "ex_pk_only_with" not in keys
    # Must not fire: the ♥A of the wished suit is another fault, told its own way.
    v, keys, _ = _judge(pt, "♣Q ♣4 ♣3 ♥A")
    assert v == "not_advised" and "ex_pk_side_ace_not_lower" not in keys


# gen.packet_choose.alkupelit.10302: B lifts 4♦ with ♠J74 ♣108732 ♦A9875 ♥A83 (five trumps).
ALKU_10302 = {
    A: "♠A932 ♣K96 ♦3 ♥Q1075",
    B: "♠74 ♣732 ♦9875 ♥A83",
    C: "♠K1085 ♣QJ4 ♦Q ♥KJ62",
    D: "♠Q6 ♣A5 ♦KJ10642 ♥94",
}
CALLS_10302 = (
    "pass pass 1♦ pass pass pass pass pass 1♥ pass 2♣ pass pass pass pass pass 2♦ pass 3♦ pass pass pass pass "
    "pass 4♦ " + P * 8
)


def test_a_cup_packet_with_a_lower_trump_is_told_the_cup_example() -> None:
    # *Kuppi ja häntäkuppi valttipelinä*: "♥95" of ♥9542 beside the void, the lower trumps kept to ruff.
    pt = _point(Form.ALKUPELIT, B, ALKU_10302, "♣10 ♣8 ♠J ♦A", CALLS_10302)
    assert pt.seat is B
    assert _judge(pt, "♦A ♠J ♠7 ♠4")[0] in ("recommended", "acceptable")
    v, keys, _ = _judge(pt, "♦9 ♠J ♠7 ♠4")
    assert v == "not_advised" and "ex_pk_cup_low_trump" in keys and "ex_pk_only_with" not in keys
    # Must not fire: the four highest trumps are the plan, and a lower trump there has its own reason.
    assert _judge(pt, "♦A ♦9 ♦8 ♦7")[0] == "recommended"
    v, keys, _ = _judge(pt, "♦A ♦9 ♦8 ♦5")
    assert "ex_pk_cup_low_trump" not in keys


# gen.packet_choose.kotkat.10419 (seed 10419 of the round-9 measurement): C bids 6♦ with ♦AQ987432 ♥AJ943.
KOTKAT_10419 = {
    A: "♠876 ♣AJ108432 ♥1075",
    B: "♠J9 ♣Q95 ♦J105 ♥KQ862",
    C: "♦AQ987432 ♥AJ943",
    D: "♠AKQ105432 ♣K76 ♦K6",
}


def test_a_lower_card_of_the_side_aces_suit_is_no_filler() -> None:
    # "sivumaan ässän jättäen itselleen yhteyskortiksi pienen kortin": with the ♥A given, the ♥ kept is the
    # ace's link, so a packet keeping ♥9 instead of ♥3 is not told the filler rule.
    pt = _point(Form.KOTKAT, C, KOTKAT_10419, None, "6♦ " + P * 8)
    assert pt.seat is C
    assert _judge(pt, "♥4 ♥9 ♥J ♥A")[0] == "recommended"
    v, keys, _ = _judge(pt, "♥3 ♥4 ♥J ♥A")
    assert v == "not_advised" and "ex_pk_filler_lower" not in keys
