"""A packet never says something false (issue 11, review round 4).

*Pääpelaajien korttien vaihdot*: a lone small card on top is the ace signal ("yksinäinen pieni kortti ...
päällimmäisenä"); in a 1 + 3 packet the suit at the bottom ended ("alempi maa loppui toisen jatkuessa").
*KOTKAT / Valttipelin korttien vaihdot*: the top bidder may give one suit, 1 + 3 or 2 + 2 cards
("yhtä maata neljä korttia, kahta maata 1 + 3 korttia tai kahta maata 2 + 2 korttia").
*KOTKAT / Misäärin korttien vaihdot*: in a misère the card against the table tells the misère.
Every check reads the order through :func:`trainer.signals.decode`.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from trainer.bids import Form
from trainer.cards import Card, Rank, Suit, parse_card_list
from trainer.conventions import exchanges as ex
from trainer.conventions.core import decision_point
from trainer.seats import Seat
from trainer.signals import decode
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
S, CL, DI, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


def cards(text: str) -> list[Card]:
    return parse_card_list(text)


def truthful(order: tuple[Card, ...], hand: frozenset[Card], form: Form) -> bool:
    """Nothing in ``decode(order)`` is false of the giver's cards kept (``hand`` minus the packet)."""
    keeps = hand - set(order)
    ended, continues = ex._truth(order, keeps)
    return ex._false_count(decode(order, form), keeps, ended, continues) == 0


def advised_truthful(s: State) -> ex.PacketAdvice:
    p = decision_point(s)
    pa = ex.advise_packet(p)
    hand = frozenset((*p.view.hand, *p.view.packet_so_far))
    assert pa.recommended
    for o in (*pa.recommended, *pa.acceptable):
        assert truthful(o, hand, p.form), o
    return pa


# gen.packet_order.kotkat.8103 (review round 4): B opens 6♣ with ♠- ♣AKQJ85 ♦8765 ♥A86, no ♦A.  The plan
# voided ♥ and added ♦5; ♥ ended and ♦ continues, so the lone ♦5 had to lie on top: a false ♦ ace signal.
KOTKAT_8103 = {
    A: "♠Q98432 ♣4 ♦KJ ♥KQ105",
    B: "♠- ♣AKQJ85 ♦8765 ♥A86",
    C: "♠AK6 ♣10932 ♦1042 ♥973",
    D: "♠J1075 ♣76 ♦AQ93 ♥J42",
}


def kotkat_8103(hands: dict[Seat, str] = KOTKAT_8103) -> State:
    return state_after(make_deal(Form.KOTKAT, D, hands), "pass pass 6♣ " + "pass " * 8)


def test_no_false_ace_signal_when_the_one_three_packet_cannot_be_stacked() -> None:
    s = kotkat_8103()
    assert decision_point(s).seat is B
    pa = advised_truthful(s)
    for o in pa.recommended:
        r = decode(o, Form.KOTKAT)
        assert r.ace_signal is None
        assert set(o) == set(cards("♦8 ♦7 ♦6 ♦5"))  # "yhtä maata neljä korttia": ♦ ended, truly
        assert r.ended == (DI,) and r.wishes[:1] == (CL,)
    assert frozenset(cards("♥A ♥8 ♥6 ♦5")) not in {frozenset(o) for o in pa.recommended + pa.acceptable}
    assert "ex_kotkat_one_suit_true" in {r.key for r in pa.reasons}
    # The learner's ♥A86 + ♦5 is told what is wrong with it: no truthful order.
    faults = pa.faults(frozenset(cards("♥A ♥8 ♥6 ♦5")))
    assert [r.key for r in faults] == ["ex_pk_no_true_order"]
    assert faults[0].params["card"] == "♦5"
    # ... and that reason is not said of a packet that has a truthful order.
    assert "ex_pk_no_true_order" not in {r.key for r in pa.faults(frozenset(cards("♥A ♦8 ♦7 ♦6")))}


def test_the_void_and_filler_stays_when_the_filler_has_its_ace() -> None:
    # Must not fire: with ♦A the lone ♦ card on top is a TRUE ace signal ("kertoo antajalla olevan ässä").
    hands = dict(KOTKAT_8103)
    hands[B] = "♠- ♣AKQJ85 ♦A765 ♥K86"
    hands[D] = "♠J1075 ♣76 ♦Q983 ♥J42"
    hands[A] = "♠Q98432 ♣4 ♦KJ ♥AQ105"
    s = kotkat_8103(hands)
    pa = advised_truthful(s)
    assert "ex_kotkat_one_suit_true" not in {r.key for r in pa.reasons}
    # ♥ is still voided with one ♦ beside it: the usual shape can be stacked truthfully here.
    for o in pa.recommended:
        assert set(cards("♥K ♥8 ♥6")) <= set(o) and sum(1 for c in o if c.suit is DI) == 1
        signal = decode(o, Form.KOTKAT).ace_signal
        assert signal is None or (signal is DI and Card(DI, Rank.ACE) not in o)


# gen.packet_order.alkupelit.8101 (review round 4): C lifts after 6M and keeps ♠AKJ95 -- not misère cards,
# yet the text said "your remaining cards would suit misère too".  In a misère the bottom card tells the
# misère (*Misäärin korttien vaihdot*: "vihjata misääripelistä ... pöytää vasten olevalla kortilla").
ALKU_8101 = {
    A: "♠8632 ♣AJ5 ♦1086 ♥A3",
    B: "♠4 ♣1087643 ♦AQ5 ♥J7",
    C: "♠J95 ♣2 ♦93 ♥K86542",
    D: "♠Q107 ♣K9 ♦KJ72 ♥Q109",
}


def test_misere_contract_bottom_card_says_misere_not_that_the_cards_suit_it() -> None:
    s = state_after(make_deal(Form.ALKUPELIT, C, ALKU_8101, "♠K ♠A ♦4 ♣Q"), "6M " + "pass " * 8)
    assert decision_point(s).seat is C
    pa = advised_truthful(s)
    keys = {r.key for r in pa.reasons}
    assert "ex_order_misere_played" in keys
    assert "ex_order_misere_hint" not in keys
    for o in pa.recommended:
        assert decode(o, Form.ALKUPELIT).misere_ok


def test_trump_packet_with_misere_cards_keeps_the_hint_text() -> None:
    # Must not fire: a trump bid whose kept cards suit misère still gives the optional hint with its own text.
    hands = {A: "♠2 ♣A76543 ♦32 ♥7654", C: "♠KQ ♣J1098 ♦A7654 ♥32"}
    s = state_after(make_deal(Form.KOTKAT, A, hands), "6♣ " + "pass " * 8)
    p = decision_point(s)
    pa = ex.advise_packet(p)
    assert "ex_order_misere_played" not in {r.key for r in pa.reasons}


# gen.packet_order.alkupelit.8157 (found by the round-4 scan after the fix above): B lifts 4♦ with ♠532 ♣964
# ♦K94 ♥8765432.  All three trumps and ♣9 could only lie ♣9 on top, a false ♣ ace signal; no single filler
# helps (no card of ten or more, no ace, no singleton), so one trump stays home and both suits continue.
ALKU_8157 = {
    A: "♠AQ7 ♣83 ♦107532 ♥K10",
    B: "♠53 ♣9 ♦K94 ♥876532",
    C: "♠9864 ♣KQ2 ♦6 ♥AQJ9",
    D: "♠KJ10 ♣AJ1075 ♦AQJ8 ♥-",
}


def test_a_trump_stays_home_rather_than_a_false_ace_signal() -> None:
    auction = "pass pass pass 1♣ pass 2M pass 2♦ pass 2♥ pass 3♣ pass pass pass 3♦ pass 4♦ " + "pass " * 8
    s = state_after(make_deal(Form.ALKUPELIT, A, ALKU_8157, "♣6 ♠2 ♣4 ♥4"), auction)
    assert decision_point(s).seat is B
    pa = advised_truthful(s)
    for o in pa.recommended:
        assert decode(o, Form.ALKUPELIT).ace_signal is None
    keys = {r.key for r in pa.reasons}
    assert "ex_give_all_trumps" not in keys
    # the repair reason names the card left out ("with ♣9 in it"): the plan's, never said of a packet
    # without that card (review round 7, pattern 3)
    assert "ex_no_false_ace_signal" in {r.key for rs in pa.why.values() for r in rs}
    assert "ex_no_false_ace_signal" not in keys


def test_all_trumps_are_still_given_when_the_filler_can_be_stacked_truly() -> None:
    # Must not fire: with ♣10 (not small, "pieni kortti" is no ace signal) the three trumps all go.
    hands = dict(ALKU_8157)
    hands[B] = "♠53 ♣10 ♦K94 ♥876532"
    hands[D] = "♠KJ10 ♣AJ975 ♦AQJ8 ♥-"
    auction = "pass pass pass 1♣ pass 2M pass 2♦ pass 2♥ pass 3♣ pass pass pass 3♦ pass 4♦ " + "pass " * 8
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, "♣6 ♠2 ♣4 ♥4"), auction)
    pa = advised_truthful(s)
    assert all(set(cards("♦K ♦9 ♦4")) <= set(o) for o in pa.recommended)
    assert "ex_no_false_ace_signal" not in {r.key for r in pa.reasons}
