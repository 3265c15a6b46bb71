"""Packet choice, the faults of review round 10 (reader D), as patterns.

Handbook sections: *Pääpelaajien korttien vaihdot* (the lifter fills the packet with high cards of the suits
kept), *Valttipeli* (the lifter's packet: the trumps and/or "ässän merkiksi pienen kortin" on
top, the signal for the ace "mitä ei ole ehditty maalata"), *KOTKAT / Valttipelin korttien
vaihdot* (a short suit voided; the order's upper card names the first wish, the lower the second).  The
deals are the review's drills, rebuilt through the conventions API so that the tests do not depend on the
drill generator's seeds.
"""

from __future__ import annotations

from dataclasses import replace

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


# --- 1. equal fillers of the same rank from two kept suits ---------------------------------------------

# gen.packet_choose.alkupelit.10501: D lifts 4♥ with two trumps ♦K9 and no ace, ♠Q75432 ♣875 ♦K9 ♥KQ1083.
ALKU_10501 = {
    A: "♠AJ8 ♣Q9 ♥AJ97642",
    B: "♠6 ♣A102 ♦AJ1087543",
    C: "♠K109 ♣KJ643 ♦Q62 ♥5",
    D: "♠Q75432 ♣5 ♦K ♥KQ108",
}


def p10501() -> DecisionPoint:
    calls = P * 3 + "2♦ " + P * 7 + "3♣ pass 3♦ pass 4♦ pass 4♥ " + P * 8
    return packet_point(Form.ALKUPELIT, C, ALKU_10501, "♥3 ♦9 ♣8 ♣7", calls)


def test_a_filler_of_the_same_rank_is_equal_whichever_other_filler_it_joins() -> None:
    """Review round 10, gen.packet_choose.alkupelit.10501: ♦K9 + ♥K ♥Q was not advised beside ♦K9 + ♥K ♠Q.

    *Pääpelaajien korttien vaihdot*: the lifter gives the trump hand "korkeimmat honöörensä"; ♥Q and ♠Q are
    the same rank, both of suits kept, neither the trump nor an ace's suit (C65i, C65q): either may fill."""
    pt = p10501()
    assert pt.seat is D
    assert _judge(pt, "♦K ♦9 ♥K ♠Q")[0] == "recommended"
    v, keys, reasons = _judge(pt, "♦K ♦9 ♥K ♥Q")
    assert v == "acceptable" and "ex_pk_equal_rank" in keys, reasons
    assert "ex_pk_only_with" not in keys
    # Must not fire: a lower filler (♥10 for ♠Q) is no card of the same rank.
    v, keys, _ = _judge(pt, "♦K ♦9 ♥K ♥10")
    assert v == "not_advised" and "ex_pk_equal_rank" not in keys


# --- 2. the holder's void with an ace signal ------------------------------------------------------------

# gen.packet_choose.alkupelit.10503: C (1♠ opener, aces bid 2♥ and 3♦ in the ace rounds) lifts 4♠ with
# ♠KQ10653 ♣842 ♦AK105 ♥AQ9; A bid ♦ first, so ♦ is the likelier trump and ♠ (C's own) the other reading.
ALKU_10503 = {
    A: "♣975 ♦QJ732 ♥J852",
    B: "♠AJ972 ♣AJ ♦864 ♥103",
    C: "♠KQ10653 ♣842 ♦A ♥A9",
    D: "♠84 ♣KQ1063 ♦9 ♥K764",
}


def p10503() -> DecisionPoint:
    calls = "pass pass pass 1♠ pass 2M " + P * 3 + "2♦ pass 2♥ pass pass pass 3♦ " + P * 7 + "4♠ " + P * 8
    return packet_point(Form.ALKUPELIT, D, ALKU_10503, "♦5 ♦10 ♦K ♥Q", calls)


def test_the_holders_void_may_carry_an_ace_signal_instead_of_the_ace() -> None:
    """Review round 10, gen.packet_choose.alkupelit.10503: ♣842 + ♥9 was not advised beside ♣842 + ♥A.

    *Valttipeli*: the lifter gives "ässän merkiksi pienen kortin" on top; a three-card void and one card
    more may carry the ace signal, no worse than the ace given as a filler (C65q)."""
    pt = p10503()
    assert pt.seat is C
    assert _judge(pt, "♦A ♦K ♦10 ♦5")[0] == "recommended"
    assert _judge(pt, "♣8 ♣4 ♣2 ♥A")[0] == "acceptable"
    v, keys, reasons = _judge(pt, "♣8 ♣4 ♣2 ♥9")
    assert v == "acceptable" and "ex_holder_lifts" in keys and "ex_ace_signal_bid" in keys, reasons
    # the ♦A's signal too, in the reading where ♠ is the trump (its ace was bid like the ♥A)
    assert _judge(pt, "♣8 ♣4 ♣2 ♦5")[0] == "acceptable"
    # Must not fire: a card that signals no ace (♥Q) beside the void, or a small card of a suit without an
    # ace (♠3, a trump of that reading).
    assert _judge(pt, "♣8 ♣4 ♣2 ♥Q")[0] == "not_advised"
    assert _judge(pt, "♣8 ♣4 ♥9 ♠3")[0] == "not_advised"


# --- 3. kotkat twins: a lone ten kept for a lone small card ---------------------------------------------

# gen.packet_choose.kotkat.10501: A bids 6♠ with ♠AKJ65 ♣KQ3 ♦AK ♥1084.
KOTKAT_10501 = {
    A: "♠AKJ65 ♣KQ3 ♦AK ♥1084",
    B: "♠Q1082 ♣106 ♦QJ987 ♥A6",
    C: "♠4 ♣J8542 ♦532 ♥QJ73",
    D: "♠973 ♣A97 ♦1064 ♥K952",
}


def pk10501() -> DecisionPoint:
    return packet_point(Form.KOTKAT, D, KOTKAT_10501, None, "pass 6♠ " + P * 8)


def test_kotkat_twins_keeping_a_lone_ten_or_a_lone_small_card_grade_alike() -> None:
    """Review round 10, gen.packet_choose.kotkat.10501: ♦AK + ♥84 (keeping ♥10) was not advised beside
    ♦AK + ♥104 (keeping ♥8).

    *KOTKAT / Valttipelin korttien vaihdot*: the upper card "kertoo ensisijaisen" wish and the lower the
    second; the handbook ranks no filler, and a lone ten kept is no more use than a lone small card (C65q)."""
    pt = pk10501()
    assert pt.seat is A
    assert _judge(pt, "♦A ♦K ♥10 ♥8")[0] == "recommended"
    assert _judge(pt, "♦A ♦K ♥10 ♥4")[0] == "acceptable"
    v, keys, reasons = _judge(pt, "♦A ♦K ♥8 ♥4")
    assert v == "acceptable" and "ex_pk_equal_kept_lone" in keys, reasons
    assert "ex_pk_filler_lower" not in keys
    # Must not fire: a packet keeping two hearts ends nothing new, and in alkupelit the lifter's fillers are
    # the high honours (C53b), where a ten is worth more than a small card.
    assert _judge(pt, "♦A ♥10 ♥8 ♥4")[0] == "acceptable"  # (the 1 + 3 recipe, its own plan)
    assert _judge(pt, "♦A ♦K ♥4 ♣3")[0] == "not_advised"
    pa = ex.advise_packet(pt)
    ten, four = parse_card_list("♥10 ♥4")
    s = frozenset(parse_card_list("♦A ♦K ♥10 ♥8"))
    chosen = frozenset(parse_card_list("♦A ♦K ♥8 ♥4"))
    assert pa._kept_single_twin(four, ten, s, chosen, set())
    assert not replace(pa, form=Form.ALKUPELIT)._kept_single_twin(four, ten, s, chosen, set())
