"""Packet choice, the open faults of review round 8 (reader D), as patterns.

Handbook sections: *Valttipeli* (the ace signal of an ace "not yet bid"; two small cards of an A K suit
"ellei ole muuta annettavaa"), *Pelin eteneminen* (the middle cards shown to everyone), *KOTKAT / Valttipelin
korttien vaihdot* ("lyhimmän / huonoimman maansa renoksi", a side ace "mahdollisuuksien mukaan", "yhtä maata
neljä korttia"), *Maalattu misääri / Korttien vaihdot* ("pienimmän (ja mahdollisesti myös suurimman)").  The
deals are the review's drills, rebuilt through the conventions API so that the tests do not depend on the
drill generator's seeds.
"""

from __future__ import annotations

from tests.conventions_helpers import judge_packet_shown, packet_point
from trainer.bids import Form
from trainer.conventions import exchanges as ex
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
P = "pass "


_point = packet_point
_judge = judge_packet_shown


# --- 1. an ace shown in the middle cards is known, like an ace already bid -----------------------------

# gen.packet_choose.alkupelit.10006: D lifts with 4♦ (♥ is B's trump); the ♠A came from the middle cards,
# the ♣A was bid (3♣), the ♦A too (1♦).
ALKU_10006 = {
    A: "♠K ♠10 ♠9 ♠8 ♣10 ♣9 ♣7 ♣6 ♦Q ♦5 ♦4 ♥J",
    B: "♠J ♠7 ♣K ♣4 ♦3 ♥A ♥Q ♥9 ♥8 ♥7 ♥5 ♥3",
    C: "♠6 ♠3 ♠2 ♣J ♣8 ♣3 ♦J ♦7 ♦2 ♥K ♥6 ♥2",
    D: "♠5 ♣A ♣Q ♣2 ♦A ♦K ♦10 ♦9 ♦8 ♦6 ♥10 ♥4",
}
CALLS_10006 = "pass pass pass 1♦ pass 2M pass pass pass 2♥ pass 3♣ pass 3♥ pass 4♦ " + P * 8


def test_an_ace_shown_in_the_middle_needs_no_signal() -> None:
    # *Valttipeli*: the ace signal is for an ace "not yet bid"; partner saw the ♠A lifted from the middle, so
    # the fallback of two small cards of the A K suit ("ellei ole muuta annettavaa") is acceptable.
    pt = _point(Form.ALKUPELIT, A, ALKU_10006, "♠4 ♠Q ♣5 ♠A", CALLS_10006)
    assert pt.seat is D
    assert _judge(pt, "♥10 ♥4 ♠5 ♦6")[0] == "recommended"
    v, keys, _ = _judge(pt, "♥10 ♥4 ♦9 ♦6")
    assert v == "acceptable" and "ex_ace_known_middle" in keys
    # the signal of a known ace is never told as news ("it tells partner you hold the ♠ ace")
    pa = ex.advise_packet(pt)
    every = [r for rs in (pa.reasons, *pa.why.values()) for r in rs]
    assert not any(r.key == "ex_order_ace_signal" for r in every)
    assert any(r.key == "ex_order_ace_signal_known" for r in every)
    # Must not fire: a packet that keeps a trump is still not advised.
    assert _judge(pt, "♥10 ♦9 ♦8 ♦6")[0] == "not_advised"


def test_an_ace_neither_bid_nor_shown_keeps_its_signal() -> None:
    # The same auction, but D held the ♠A from the deal and the middle showed the ♦10: the ♠A is news, so
    # the signal is the handbook's packet and the small ♦ fillers are not advised.
    hands = {**ALKU_10006, D: "♠A ♠5 ♣A ♣Q ♣2 ♦A ♦K ♦9 ♦8 ♦6 ♥10 ♥4"}
    pt = _point(Form.ALKUPELIT, A, hands, "♠4 ♠Q ♣5 ♦10", CALLS_10006)
    assert pt.seat is D
    assert _judge(pt, "♥10 ♥4 ♠5 ♦6")[0] == "recommended"
    assert _judge(pt, "♥10 ♥4 ♦9 ♦6")[0] == "not_advised"
    pa = ex.advise_packet(pt)
    every = [r for rs in (pa.reasons, *pa.why.values()) for r in rs]
    assert not any(r.key == "ex_ace_known_middle" for r in every)
    assert any(r.key == "ex_order_ace_signal" and r.params["suit"] == "♠" for r in every)
    # the ♣A was bid (3♣): its signal, where a plan gives one, is told as the link, not as news
    assert not any(r.key == "ex_order_ace_signal_known" and r.params["suit"] == "♠" for r in every)


# --- 2. kotkat: the void of the clearly weakest suit -------------------------------------------------------

# gen.packet_choose.kotkat.10003: C opens 6♠ with ♠A3 ♣10843 ♦Q109 ♥AKQ8 and wishes ♥.
KOT_10003 = {
    A: "♠10 ♠9 ♠5 ♠2 ♣A ♣9 ♣6 ♦J ♦7 ♦5 ♥10 ♥7 ♥6",
    B: "♠6 ♠4 ♣K ♣Q ♣7 ♣2 ♦K ♦4 ♦2 ♥J ♥9 ♥3 ♥2",
    C: "♠A ♠3 ♣10 ♣8 ♣4 ♣3 ♦Q ♦10 ♦9 ♥A ♥K ♥Q ♥8",
    D: "♠K ♠Q ♠J ♠8 ♠7 ♣J ♣5 ♦A ♦8 ♦6 ♦3 ♥5 ♥4",
}


def test_the_clearly_weakest_suit_may_be_voided_whole() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: "lyhimmän / huonoimman maansa renoksi", the side ace only
    # "mahdollisuuksien mukaan", "yhtä maata neljä korttia": ♣10843 has no ace, king, queen or jack.
    pt = _point(Form.KOTKAT, B, KOT_10003, None, "pass 6♠ " + P * 8)
    assert pt.seat is C
    assert _judge(pt, "♠A ♠3 ♦Q ♦10")[0] == "recommended"
    v, keys, _ = _judge(pt, "♣10 ♣8 ♣4 ♣3")
    assert v == "acceptable" and "ex_kotkat_weakest" in keys
    assert not keys & {"drill_pk_suit_kept", "drill_pk_differs"}  # no "the handbook's packet gives every ♠"
    # Must not fire: voiding the wished trump gives its honours away.
    assert _judge(pt, "♥A ♥K ♥Q ♥8")[0] == "not_advised"


def test_a_weak_suit_that_is_not_clearly_the_weakest_is_no_void_of_its_own() -> None:
    # ♠93 beside ♣10843: two suits without a face card, so neither is clearly the weakest, and the four-card
    # ♣ void stays not advised (only the shortest-suit plans stand).
    hands = {
        **KOT_10003,
        A: "♠A ♠10 ♠5 ♠2 ♣A ♣9 ♣6 ♦J ♦7 ♦5 ♥10 ♥7 ♥6",
        C: "♠9 ♠3 ♣10 ♣8 ♣4 ♣3 ♦Q ♦10 ♦9 ♥A ♥K ♥Q ♥8",
    }
    pt = _point(Form.KOTKAT, B, hands, None, "pass 6♠ " + P * 8)
    assert pt.seat is C
    v, keys, _ = _judge(pt, "♣10 ♣8 ♣4 ♣3")
    assert v == "not_advised" and "ex_kotkat_weakest" not in keys
    assert (
        ex._clearly_weakest({s: [c for c in pt.hand if c.suit is s] for s in ex.SUITS}, ex.Suit.HEARTS)
        is None
    )


# --- 3. misère: a higher card given in a smaller one's place gets a reason of its own ---------------------

# gen.packet_choose.kotkat.10002: C's 6M packet; ♠2 void + ♦3 ♦Q ♦6 from ♦Q963.
KOT_10002 = {
    A: "♠8 ♠5 ♠4 ♣10 ♣7 ♣5 ♣3 ♦K ♦8 ♦7 ♦5 ♥6 ♥4",
    B: "♠A ♠K ♠Q ♠J ♠10 ♠7 ♠3 ♣A ♦4 ♦2 ♥K ♥J ♥2",
    C: "♠2 ♣8 ♣6 ♣4 ♣2 ♦Q ♦9 ♦6 ♦3 ♥8 ♥7 ♥5 ♥3",
    D: "♠9 ♠6 ♣K ♣Q ♣J ♣9 ♦A ♦J ♦10 ♥A ♥Q ♥10 ♥9",
}


def test_a_misere_packet_told_to_give_the_smaller_card() -> None:
    # *Maalattu misääri / Korttien vaihdot*: "pienimmän (ja mahdollisesti myös suurimman)": ♦Q93 gives ♦9
    # where the smaller ♦6 goes, ♥873 gives ♥7 where ♥5 goes.
    pt = _point(Form.KOTKAT, D, KOT_10002, None, "6♠ pass pass 6M " + P * 8)
    assert pt.seat is C
    v, keys, reasons = _judge(pt, "♠2 ♦Q ♦9 ♦3")
    assert v == "not_advised" and "ex_mis_smaller_card" in keys
    why = next(r for r in reasons if r.key == "ex_mis_smaller_card")
    assert (why.params["card"], why.params["other"]) == ("♦9", "♦6")  # the learner's card is the one blamed
    v, keys, reasons = _judge(pt, "♠2 ♥8 ♥7 ♥3")
    why = next(r for r in reasons if r.key == "ex_mis_smaller_card")
    assert v == "not_advised" and (why.params["card"], why.params["other"]) == ("♥7", "♥5")
    # Must not fire: the advised packets, and a packet that is no one-card swap within a suit.
    for ok in ("♠2 ♦Q ♦6 ♦3", "♠2 ♦9 ♦6 ♦3", "♠2 ♥8 ♥5 ♥3"):
        v, keys, _ = _judge(pt, ok)
        assert v != "not_advised" and "ex_mis_smaller_card" not in keys
    assert "ex_mis_smaller_card" not in _judge(pt, "♦Q ♦9 ♦6 ♦3")[1]


# gen.packet_choose.kotkat.10006: A's 6M packet; ♦7 void + three small ♥, or ♠/♣ with their two.
KOT_10006 = {
    A: "♠8 ♠6 ♠4 ♠2 ♣10 ♣8 ♣3 ♣2 ♦7 ♥9 ♥8 ♥7 ♥6",
    B: "♠A ♠7 ♠5 ♣A ♣6 ♦A ♦K ♦Q ♦9 ♦6 ♦5 ♥K ♥5",
    C: "♠K ♠Q ♠J ♠10 ♠9 ♣J ♣7 ♦J ♦4 ♦3 ♦2 ♥Q ♥J",
    D: "♠3 ♣K ♣Q ♣9 ♣5 ♣4 ♦10 ♦8 ♥A ♥10 ♥4 ♥3 ♥2",
}


def test_a_misere_packet_keeping_a_smaller_card_names_the_higher_one() -> None:
    pt = _point(Form.KOTKAT, A, KOT_10006, None, "6M " + P * 8)
    assert pt.seat is A
    v, _, reasons = _judge(pt, "♦7 ♠8 ♠6 ♠2")
    why = next(r for r in reasons if r.key == "ex_mis_smaller_card")
    assert v == "not_advised" and (why.params["card"], why.params["other"]) == ("♠6", "♠4")
    v, _, reasons = _judge(pt, "♦7 ♣10 ♣8 ♣2")
    why = next(r for r in reasons if r.key == "ex_mis_smaller_card")
    assert v == "not_advised" and (why.params["card"], why.params["other"]) == ("♣8", "♣3")
    assert _judge(pt, "♦7 ♠8 ♠4 ♠2")[0] != "not_advised"


# --- 4. the "belongs only together with" pointer names the learner's own card -----------------------------


def test_the_pointer_names_a_card_the_nearest_advised_packet_does_not_give() -> None:
    # Review round 5 (gen.packet_choose.kotkat.9000): "♥5 belongs ... only together with ♣K ♣A" was said of a
    # card the advised packet gives too; the card at fault is the one the learner gives in place of another.
    points = [
        _point(Form.ALKUPELIT, A, ALKU_10006, "♠4 ♠Q ♣5 ♠A", CALLS_10006),
        _point(Form.KOTKAT, B, KOT_10003, None, "pass 6♠ " + P * 8),
        _point(Form.KOTKAT, D, KOT_10002, None, "6♠ pass pass 6M " + P * 8),
    ]
    said = 0
    for pt in points:
        pa = ex.advise_packet(pt)
        sets = [frozenset(o) for o in (*pa.recommended, *pa.acceptable)]
        rec = {frozenset(o) for o in pa.recommended}
        for s in sets:
            for old in sorted(s):
                for new in sorted(pa.hand - s):
                    cards = (s - {old}) | {new}
                    if cards in sets:
                        continue
                    nearest = max(sets, key=lambda x: (len(x & cards), x in rec))
                    for r in pa.faults(cards):
                        if r.key == "ex_pk_only_with":
                            said += 1
                            card = next(c for c in cards if str(c) == r.params["card"])
                            assert card not in nearest, (sorted(cards), r)
    assert said  # the pointer is still given where a learner's card has no reason of its own
