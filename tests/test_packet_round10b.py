"""Packet choice, the faults of review round 10b (readers E and F), as patterns (C65s).

Handbook sections: *Valttipeli* (the lifter gives "korkeimman honöörinsä" to fill: no rule ranks one
filler of a rank over another), *Pääpelaajien korttien vaihdot* (a four-suit packet says no misère),
*Keskeistä alkupelien korttien vaihdossa* (the painted misère: "korkeita kortteja ... voi jakaa"),
*Maalattu misääri / Korttien vaihdot* (the best misère suit "voi ilmaista": the suit "jossa on hyviä
pikkukortteja").  The deals are the review's drills, rebuilt through the conventions API so that the tests
do not depend on the drill generator's seeds.
"""

from __future__ import annotations

from tests.conventions_helpers import judge_packet_shown, packet_point
from trainer.bids import Form
from trainer.cards import parse_card_list
from trainer.conventions import exchanges as ex
from trainer.conventions.core import DecisionPoint, Reason
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
P = "pass "


def _judge(point: DecisionPoint, packet: str) -> tuple[str, set[str], tuple[Reason, ...]]:
    return judge_packet_shown(point, packet, with_faults=True)


# --- 1. a same-rank filler that makes a four-suit packet -----------------------------------------------

# gen.packet_choose.alkupelit.13007: C lifts 5♦ on A's 5♣ with ♠A106 ♣QJ9432 ♦A ♥J109642 (♦A ♠A from the
# middle); A bid ♦ first.
ALKU_13007 = {
    A: "♠K3 ♣A10 ♦KQJ1064 ♥A7",
    B: "♠J542 ♣K6 ♦8532 ♥85",
    C: "♠106 ♣QJ9432 ♥J1094",
    D: "♠Q987 ♣875 ♦97 ♥KQ3",
}


def p13007() -> DecisionPoint:
    calls = "2♦ 5M pass pass 5♣ pass 5♦ " + P * 8
    return packet_point(Form.ALKUPELIT, A, ALKU_13007, "♦A ♥2 ♠A ♥6", calls)


def test_a_same_rank_filler_of_a_four_suit_packet_is_equal() -> None:
    """Review round 10b, gen.packet_choose.alkupelit.13007: ♦A ♠6 ♣Q ♥J was not advised beside ♦A ♠6 ♣Q ♣J.

    *Valttipeli*: the lifter fills with "korkeimman honöörinsä"; ♥J and ♣J are the same rank, both of kept
    suits.  The four-suit packet cannot say misère at all, which is the advised packet's answer too (misère
    off): silence is no false hint (C65s)."""
    pt = p13007()
    assert pt.seat is C
    assert _judge(pt, "♦A ♠6 ♣Q ♣J")[0] == "recommended"
    v, keys, reasons = _judge(pt, "♦A ♠6 ♣Q ♥J")
    assert v == "acceptable" and "ex_pk_equal_rank" in keys, reasons
    # Must not fire: a lower card of the other suit (♥10 for ♣J) is no filler of the same rank.
    v, keys, _ = _judge(pt, "♦A ♠6 ♣Q ♥10")
    assert v == "not_advised" and "ex_pk_equal_rank" not in keys


# --- 2. equivalences do not chain ------------------------------------------------------------------------

# gen.packet_choose.alkupelit.13003: A lifts 4♦ (C opened 3♠ and bid 4♠) with ♠Q1043 ♣Q1032 ♦AJ95432 ♥A.
ALKU_13003 = {
    A: "♠Q1043 ♣3 ♦AJ9543 ♥A",
    B: "♠J96 ♣7 ♦10 ♥KJ109753",
    C: "♠AK87 ♣954 ♦KQ8 ♥Q6",
    D: "♠52 ♣AKJ86 ♦76 ♥842",
}


def p13003() -> DecisionPoint:
    calls = "pass pass 3♠ pass 3♦ " + P * 3 + "3♥ pass 4♠ pass 4♦ " + P * 8
    return packet_point(Form.ALKUPELIT, A, ALKU_13003, "♣2 ♣Q ♣10 ♦2", calls)


def test_equivalences_do_not_chain_into_a_packet_no_plan_makes() -> None:
    """Review round 10b, gen.packet_choose.alkupelit.13003: ♠3 ♣10 ♣Q ♥A was acceptable through two steps
    (♠3 for ♠4, then ♣Q10 for ♠Q10): one of four trumps and two of four clubs, no plan's packet.

    *Valttipeli*: the lifter gives "useimmiten yli kaikki valttinsa ja/tai" an ace signal; a short suit for an
    equally short one means every card of the one out and of the other in (C65i, C65s)."""
    pt = p13003()
    assert pt.seat is A
    assert _judge(pt, "♠Q ♠10 ♠4 ♠3")[0] == "recommended"
    for packet in ("♠3 ♣10 ♣Q ♥A", "♠4 ♣10 ♣Q ♥A"):
        v, keys, reasons = _judge(pt, packet)
        assert v == "not_advised" and "ex_pk_equal_short" not in keys, (packet, reasons)
    # Must not fire: the one step from a plan's own packet still holds (♠3 for the touching ♠4).
    v, _, reasons = _judge(pt, "♠3 ♠10 ♠Q ♥A")
    assert v == "acceptable", reasons


# --- 3. a misère packet may fill with high cards to share; no false best misère suit ---------------------

# gen.packet_choose.kotkat.13003: B bids 6M over C's 6♠ with ♠2 ♣K7 ♦9832 ♥AK9864.
KOTKAT_13003 = {
    A: "♠94 ♣Q65 ♦A65 ♥QJ1072",
    B: "♠2 ♣K7 ♦9832 ♥AK9864",
    C: "♠AQJ10765 ♣AJ9 ♦Q107",
    D: "♠K83 ♣108432 ♦KJ4 ♥53",
}


def k13003() -> DecisionPoint:
    return packet_point(Form.KOTKAT, A, KOTKAT_13003, None, "pass pass 6♠ pass pass 6M " + P * 8)


def test_a_misere_packet_may_fill_with_a_high_card_to_share() -> None:
    """Review round 10b, gen.packet_choose.kotkat.13003 (reader F): ♠2 ♣K7 + ♥A was not advised, told that
    the packet fills "with high cards the two of you can share" -- which ♥A is.

    *Keskeistä alkupelien korttien vaihdossa*, the painted misère: high cards left in a suit
    "voi jakaa": the high card of a suit kept is an acceptable filler beside the recipe's smallest card (C65s)."""
    pt = k13003()
    assert pt.seat is B
    assert _judge(pt, "♠2 ♣K ♣7 ♦2")[0] == "recommended"
    v, keys, reasons = _judge(pt, "♠2 ♣K ♣7 ♥A")
    assert v == "acceptable" and "ex_misere_share_high" in keys, reasons
    assert "ex_misere_pk_no_void" not in keys
    # Must not fire: a small card of the long suit kept is no high card to share.
    v, keys, _ = _judge(pt, "♠2 ♣K ♣7 ♥4")
    assert v == "not_advised" and "ex_misere_share_high" not in keys


def test_a_misere_packet_names_no_suit_of_high_cards_as_the_best_misere_suit() -> None:
    """Review round 10b, gen.packet_choose.kotkat.13003 (reader E): the recommended ♠2 ♣K7 + ♦2 was explained
    as naming ♥AK9864 the suit "where your small cards are good".

    *Maalattu misääri / Korttien vaihdot*: the lifter "voi ilmaista" the suit "jossa on hyviä pikkukortteja";
    a suit with high cards to share is not one, and the message is optional (C65s)."""
    pa = ex.advise_packet(k13003())
    assert pa.wish is None
    assert "ex_order_misere_suit" not in {r.key for r in pa.reasons}
    # the order's wish place falls on ♥: told that it names no best misère suit there
    said = [r for r in pa.reasons if r.key == "ex_order_no_misere_suit"]
    assert said and said[0].params["suit"] == "♥" and "♥A" in str(said[0].params["cards"]), pa.reasons
    # Must not fire: where the suit missing from the packet has good small cards it is still named (♦9832
    # kept, ♥AK given in the acceptable packet: ♠2 ♣K7 + ♥A names ♦).
    why = pa.reasons_for(frozenset(parse_card_list("♠2 ♣K ♣7 ♥A")))
    assert any(r.key == "ex_order_misere_suit" and r.params["suit"] == "♦" for r in why), why
    assert "ex_order_no_misere_suit" not in {r.key for r in why}
