"""Packet choice after review round 6 (reader D): equal cards graded alike, the small link card in every
packet shape, a packet fitting no plan coherently, and the card that really spoils a packet's order.

Handbook: *Valttipeli* (the cup packet keeps trumps in both hands), *Pääpelaajien korttien vaihdot* (a lone
small card on top is the ace signal), *KOTKAT / Valttipelin korttien vaihdot* (the side ace given with a small
card kept as the link), *Maalattu misääri / Korttien vaihdot*.  Each situation is built directly (a deal and
an auction), not from the drill generator's seeds; the review's drill ids are named.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_packet_round5 import advised, cards, kotkat_6m, packet, recommended
from trainer.game import Form
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def keys(reasons: object) -> set[str]:
    return {r.key for r in reasons}  # type: ignore[attr-defined]


# --- fault 1: equal cards graded alike ------------------------------------------------------------------


def test_cup_packet_trump_may_be_either_touching_honour() -> None:
    # *Valttipeli*: "Toisinaan on edullista säilyttää valtteja molemmissa käsissä" names no particular trump.
    # gen.packet_choose.alkupelit.9505: B lifts 4♥ for D's ♠, holding ♠QJ942: the cup ♠Q + ♦K87 is
    # acceptable, and so is ♠J + ♦K87 (♠Q and ♠J touch).
    deal = make_deal(Form.ALKUPELIT, A, {B: "♠Q94 ♣K54 ♦K87 ♥A107"}, "♠2 ♣3 ♠J ♣J")
    pa = packet(state_after(deal, "pass pass pass 3♠ pass 3♥ pass pass pass 4♥ " + "pass " * 8))
    assert cards("♠Q ♠J ♠9 ♠4") in recommended(pa)
    for cup in ("♠Q ♦K ♦8 ♦7", "♠J ♦K ♦8 ♦7", "♠Q ♥A ♥10 ♥7", "♠J ♥A ♥10 ♥7"):
        assert cards(cup) in advised(pa), cup
    assert "ex_pk_equal_card" in keys(pa.reasons_for(cards("♠J ♦K ♦8 ♦7")))
    # Not a touching card: ♠9 is no honour, ♠Q's equal only where every rank between is held.
    assert cards("♠9 ♦K ♦8 ♦7") not in advised(pa)


def test_cup_packet_king_and_queen_of_trumps_touch() -> None:
    # gen.packet_choose.alkupelit.9507: C holds ♥KQ98654; ♥K + ♣Q96 and ♥Q + ♣Q96 are the same cup.
    deal = make_deal(Form.ALKUPELIT, C, {C: "♠4 ♣Q6 ♦9632 ♥K9854"}, "♥6 ♠8 ♥Q ♣9")
    pa = packet(state_after(deal, "pass 1♦ 3♥ pass 4♥ " + "pass " * 8))
    assert cards("♥K ♣Q ♣9 ♣6") in advised(pa)
    assert cards("♥Q ♣Q ♣9 ♣6") in advised(pa)
    # the four highest trumps stay the recommendation; a lower trump in the cup is no equal of ♥K
    assert cards("♥K ♥Q ♥9 ♥8") in recommended(pa)
    assert cards("♥9 ♣Q ♣9 ♣6") not in advised(pa)


def test_equal_tens_fill_a_misere_void_alike() -> None:
    # gen.packet_choose.kotkat.9500: A bids 6M over 6♠ with ♠10952 ♣10762 ♦J92 ♥64.  ♦J92 voided; a ♥ filler
    # on top would read as a false ace signal ("yksinäinen pieni kortti ... päällimmäisenä"), so a ten fills:
    # ♠10 and ♣10 are tens of parallel four-card suits, neither an ace signal.
    pa = packet(kotkat_6m("♠10952 ♣10762 ♦J92 ♥64"))
    assert cards("♦J ♦9 ♦2 ♠10") in recommended(pa)
    twin = cards("♦J ♦9 ♦2 ♣10")
    assert twin in advised(pa)
    assert "ex_pk_equal_filler" in keys(pa.reasons_for(twin))
    # A small filler stays not advised, told why.
    assert cards("♦J ♦9 ♦2 ♥4") not in advised(pa)
    assert cards("♦J ♦9 ♦2 ♣7") not in advised(pa)


# --- fault 2: the small link card in every packet shape ------------------------------------------------


def test_two_two_packet_keeping_only_an_honour_of_the_ace_suit_is_not_advised() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: the side ace is given "jättäen itselleen yhteyskortiksi pienen
    # kortin"; *Skruuvisanastoa*: a small card ("hakku") runs from two to nine, so a 10 is no small card.
    # gen.packet_choose.kotkat.9505: D (6♣ over 6♠) holds ♠5 ♣AK104 ♦104 ♥AKJ653.
    deal = make_deal(Form.KOTKAT, B, {D: "♠5 ♣AK104 ♦104 ♥AKJ653"})
    pa = packet(state_after(deal, "pass 6♠ 6♣ " + "pass " * 8))
    assert cards("♠5 ♦10 ♦4 ♣A") in recommended(pa)
    # the 2 + 2 and the 1 + 3 shapes agree: keeping ♣K10 (no small ♣) is not advised in either
    for bad in ("♣A ♣4 ♦10 ♦4", "♠5 ♣A ♣K ♣4"):
        assert cards(bad) not in advised(pa), bad
        assert "ex_kotkat_gives_link" in keys(pa.faults(cards(bad))), bad
    # where a small ♣ stays (♣4), both shapes are acceptable
    for good in ("♣A ♣K ♦10 ♦4", "♣A ♣10 ♦10 ♦4", "♠5 ♣A ♣K ♣10"):
        assert cards(good) in advised(pa), good


def test_two_two_packet_keeping_the_king_alone_is_not_advised() -> None:
    # gen.packet_choose.kotkat.9507: D bid 6♠ with ♠AKQJ8652 ♣76 ♦AK3; ♣76 + ♦AK keeps ♦3 as the link.
    deal = make_deal(Form.KOTKAT, A, {D: "♠AKQJ8652 ♣76 ♦AK3"})
    pa = packet(state_after(deal, "pass pass pass 6♠ " + "pass " * 8))
    assert cards("♣7 ♣6 ♦A ♦K") in recommended(pa)
    bad = cards("♣7 ♣6 ♦A ♦3")
    assert bad not in advised(pa)
    said = pa.faults(bad)
    assert "ex_kotkat_gives_link" in keys(said)
    # the reason names the card given and the honour kept, and is not said of the advised packet
    why = next(r for r in said if r.key == "ex_kotkat_gives_link")
    assert (why.params["card"], why.params["kept"]) == ("♦3", "♦K")
    assert "ex_kotkat_gives_link" not in keys(pa.faults(cards("♣7 ♣6 ♦A ♦K")))


# --- fault 4: the card that really spoils the order ------------------------------------------------------


def _no_true_order_cards(reasons: object) -> set[str]:
    return {r.params["card"] for r in reasons if r.key == "ex_no_false_ace_signal"}  # type: ignore[attr-defined]


def test_the_lone_filler_is_named_not_the_two_of_the_void() -> None:
    # *Pääpelaajien korttien vaihdot*: "yksinäinen pieni kortti ... päällimmäisenä" is the ace signal.
    # gen.packet_choose.alkupelit.9506: A lifts 6M with ♠932 ♣K87432 ♦962 ♥10864; ♦962 + ♥10 is advised.
    deal = make_deal(Form.ALKUPELIT, A, {A: "♠3 ♣K87432 ♦962 ♥84"}, "♠9 ♥10 ♠2 ♥6")
    pa = packet(state_after(deal, "6M " + "pass " * 8))
    assert cards("♦9 ♦6 ♦2 ♥10") in recommended(pa)
    said = pa.faults(cards("♦9 ♦6 ♦2 ♥4"))
    assert _no_true_order_cards(said) == {"♥4"}  # the lone ♥4 on top, not the ♦2 of the void
    assert _no_true_order_cards(pa.faults(cards("♠9 ♠3 ♠2 ♥4"))) == {"♥4"}
    # Must not fire: where the ♦2 is the lone card (the ♠ void filled with it), the ♦2 is the culprit.
    assert _no_true_order_cards(pa.faults(cards("♠9 ♠3 ♠2 ♦2"))) == {"♦2"}
    # and a packet with a truthful order is told nothing of the kind
    assert not _no_true_order_cards(pa.faults(cards("♦9 ♦6 ♦2 ♣K")))


# --- fault 3: a packet must fit one of the handbook's plans coherently ----------------------------------

ALKU_9508_AUCTION = (
    "pass 2♣ pass pass  pass pass pass 2♥  pass 3♣ pass pass  pass 3♥ pass 4♠  pass 4♣ pass 4♥  "
    + "pass " * 8
)


def test_holder_reading_without_a_short_void_adds_no_packet() -> None:
    # *Valttipeli*: trumps kept in both hands "etenkin jos saa itsensä renoksi lyhyestä maastaan"; and "Jos
    # partnerilla on ässä jostakin maasta ... eikä renottaa kyseistä maata".  gen.packet_choose.alkupelit.9508
    # (and round 4b's alkupelit.8403): B lifts 4♥ holding ♠KJ54 ♣98 ♦7652 ♥K109865; under the ♥ reading B's
    # short ♣ is partner's ace suit (no void), and ♠KJ5 + ♣9 voids nothing: no plan.
    deal = make_deal(Form.ALKUPELIT, C, {B: "♠K5 ♣98 ♦762 ♥K10986"}, "♥5 ♦5 ♠4 ♠J")
    pa = packet(state_after(deal, ALKU_9508_AUCTION))
    assert cards("♣9 ♣8 ♥K ♠K") in recommended(pa)
    for bad in ("♠K ♠J ♠4 ♣9", "♠K ♠J ♠5 ♣9", "♠K ♠J ♠5 ♣8"):
        assert cards(bad) not in advised(pa), bad
        assert pa.faults(cards(bad)), bad
    assert all("ex_holder_lifts" not in keys(pa.reasons_for(s)) for s in advised(pa))


def test_holder_packet_voids_its_short_suit() -> None:
    # Must not fire: gen.packet_order.alkupelit.8002 -- B bid ♥ itself and lifts; its short ♣ is no ace suit
    # of partner's, so the holder's packet voids it ("renoksi lyhyestä maastaan") and says so.
    hands = {
        A: "♠10987 ♣832 ♦Q853 ♥6",
        B: "♠J54 ♣5 ♦A64 ♥AQ954",
        C: "♠A632 ♣A7 ♦K2 ♥J832",
        D: "♠KQ ♣KQJ96 ♦1097 ♥107",
    }
    deal = make_deal(Form.ALKUPELIT, B, hands, "♣10 ♥K ♦J ♣4")
    auction = "pass pass 1♣ pass 2M pass pass pass 2♥ pass pass pass 3♦ pass 4♠ pass 4♥ " + "pass " * 8
    pa = packet(state_after(deal, auction))
    rec = recommended(pa)
    assert rec and "ex_holder_lifts" in keys(pa.reasons)
    for s in rec:
        voided = {c.suit for c in s if all(x in s for x in pa.hand if x.suit is c.suit)}
        assert voided, s


# --- fault 5: "several choices are defensible" only where there are several -----------------------------


def test_open_bidding_with_one_advised_packet_is_no_judgement() -> None:
    # gen.packet_choose.alkupelit.9502: C lifts 4♦ after A's 3♣ and 4♣; the only advised packet is ♣863 + ♦2
    # (all trumps and the ace signal, *Valttipeli*), so no "several choices are defensible".
    deal = make_deal(Form.ALKUPELIT, A, {C: "♠K109832 ♣6 ♦A2 ♥Q53"}, "♣8 ♥8 ♣3 ♥4")
    pa = packet(state_after(deal, "3♣ pass 4♠ pass  pass pass pass pass  4♣ pass 4♦ " + "pass " * 8))
    assert set(advised(pa)) == {cards("♣8 ♣6 ♣3 ♦2")}
    assert "ex_intent_unclear" not in keys(pa.reasons) and not pa.judgement


def test_open_bidding_with_several_packets_stays_a_judgement() -> None:
    # Must not fire: alkupelit.9505, the four highest ♠ and the cup packets are all defensible.
    deal = make_deal(Form.ALKUPELIT, A, {B: "♠Q94 ♣K54 ♦K87 ♥A107"}, "♠2 ♣3 ♠J ♣J")
    pa = packet(state_after(deal, "pass pass pass 3♠ pass 3♥ pass pass pass 4♥ " + "pass " * 8))
    assert len(set(advised(pa))) > 1
    assert "ex_intent_unclear" in keys(pa.reasons) and pa.judgement


# --- a reason of its own for the packet, not "only together with" -------------------------------------


def test_a_packet_that_voids_nothing_is_told_so() -> None:
    # *Maalattu misääri / Korttien vaihdot*: the misère packet voids a short suit.  gen.packet_choose.kotkat.9500:
    # ♠952 + ♣2 gives no suit whole, while every advised packet does.
    pa = packet(kotkat_6m("♠10952 ♣10762 ♦J92 ♥64"))
    said = keys(pa.faults(cards("♠9 ♠5 ♠2 ♣2")))
    assert "ex_pk_voids_nothing" in said and "ex_pk_only_with" not in said
    # Must not fire: a packet that voids ♦ (its fault is elsewhere)
    assert "ex_pk_voids_nothing" not in keys(pa.faults(cards("♦J ♦9 ♦2 ♥4")))


def test_five_trumps_neither_four_highest_nor_a_cup_is_told_so() -> None:
    # *Valttipeli*: "neljä korkeinta valttia ... tai harkita ... kuppipeliä".  alkupelit.9505: ♠J94 + ♦7.
    deal = make_deal(Form.ALKUPELIT, A, {B: "♠Q94 ♣K54 ♦K87 ♥A107"}, "♠2 ♣3 ♠J ♣J")
    pa = packet(state_after(deal, "pass pass pass 3♠ pass 3♥ pass pass pass 4♥ " + "pass " * 8))
    said = keys(pa.faults(cards("♠J ♠9 ♠4 ♦7")))
    assert "ex_pk_no_trump_plan" in said and "ex_pk_only_with" not in said
    # Must not fire: a cup's shape (♦ voided beside a trump), whatever its trump
    assert "ex_pk_no_trump_plan" not in keys(pa.faults(cards("♠9 ♦K ♦8 ♦7")))
