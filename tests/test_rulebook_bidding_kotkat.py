"""Named rules of bidding_kotkat.py that no older test fires (issue 11, *Structure*), each tested both ways.

Built from the handbook's words (*KOTKAT / Maalaukset*, *KOTKAT / Jatkomaalaukset*) through the
conventions API; ``tests/test_rulebook.py`` checks that each named test fires its rule, and that the
test a rule names as "must not fire" asks the kotkat bidding without firing it.
"""

from __future__ import annotations

from tests.conventions_helpers import bidding_state, make_deal, state_after
from trainer.bids import PASS, Bid, Form
from trainer.cards import Card, Suit, parse_card_list, parse_cards
from trainer.conventions import bidding_kotkat as bk
from trainer.conventions.core import Advice, decision_point
from trainer.seats import Seat
from trainer.signals import decode, encode
from trainer.state import Phase, State

K = Form.KOTKAT
A, C = Seat.A, Seat.C


def b(text: str) -> Bid:
    return Bid.parse(text)


def _advise(s: State) -> Advice:
    a = bk.advise(decision_point(s))
    assert a is not None
    return a


def _continuation(a_hand: str, c_hand: str, calls: str, packet: list[Card], back: list[Card]) -> State:
    s = state_after(make_deal(K, A, {A: a_hand, C: c_hand}), calls)
    for card in (*packet, *back):
        s = s.apply(card)
    assert s.phase is Phase.CONTINUATION and s.to_act is A
    return s


# --- C37: a void hand that opened 6♠ although it could give its spades -------------------------------------


VOID_HAND = "♠84 ♣AKJ87 ♦KQ8765"  # no hearts, small spades: the handbook's opening is a direct 6♣


def test_void_hand_that_opened_6s_may_stay_low() -> None:
    # *KOTKAT / Maalaukset*: "avausmaalauksensa on kuusi pataa ja toisella kierroksella kuusi ristiä" is
    # for a player who would not give the spades (♠AK); with ♠84 the void is shown now or not at all.
    assert _advise(bidding_state(K, A, A, VOID_HAND, "")).recommended == (b("6♣"),)
    a = _advise(bidding_state(K, A, A, VOID_HAND, "6♠ pass pass pass"))
    assert a.rule == "C37.void_stays_low"
    assert a.recommended == (PASS,) and a.acceptable == (b("6♣"),) and a.judgement


def test_opener_without_a_void_just_stays_low() -> None:
    # Must not fire: no natural void, so there is nothing for 6♣ to show ("pysy matalalla").
    a = _advise(bidding_state(K, A, A, "♠84 ♣AK87 ♦K2 ♥AKQ87", "6♠ pass pass pass"))
    assert a.rule == "kotkat.keep_low" and "C37.void_stays_low" not in a.rules
    assert b("6♣") not in a.acceptable


# --- C31: the intended trump grew strong and already stands ------------------------------------------------

SIX_D = "♦AKJ8732 ♥AKQ652"  # void in both black suits: 6♦, diamonds the trump
PARTNER = "♠J1075 ♣9 ♦Q1065 ♥J1098"
ALL_PASS_6D = "6♦ pass pass pass pass pass pass pass pass"


def _six_diamonds_after(back: str) -> State:
    packet = next(
        o for o in encode(parse_card_list("♥6 ♥5 ♥2 ♥Q"), K) if decode(o, K).wishes[:1] == (Suit.DIAMONDS,)
    )
    return _continuation(SIX_D, PARTNER, ALL_PASS_6D, list(packet), parse_card_list(back))


def test_trump_that_grew_and_already_stands_is_passed() -> None:
    # *KOTKAT / Jatkomaalaukset*: "Jos valtiksi aiottu maa nousi kyllin vahvaksi" the top bidder bids it;
    # here the 6♦ opening already stands in that suit, so a pass leaves it as the contract.
    a = _advise(_six_diamonds_after("♦5 ♦6 ♦10 ♦Q"))
    assert a.rule == "C31.trump_stands"
    assert a.recommended == (PASS,) and [r.key for r in a.reasons] == ["kbid_cont_trump_already"]


def test_trump_that_did_not_grow_is_not_passed_as_standing() -> None:
    # Must not fire: partner returned no diamonds, so ♦AKJ8732 misses the queen ("ei noussutkaan kyllin
    # vahvaksi" is judged by what the seat can see) and the trump is not strong by count either.
    a = _advise(_six_diamonds_after("♥J ♥10 ♥9 ♥8"))
    assert "C31.trump_stands" not in a.rules


# --- C38: the 6-misère opener stays in misère when only it showed misère ------------------------------------

MIS_A = "♠32 ♣A87543 ♦1042 ♥52"
MIS_C = "♠J1074 ♣K92 ♦K53 ♥974"
ALL_PASS_6M = "6M pass pass pass pass pass pass pass pass"


def _misere_opening(partner_ok: bool) -> State:
    packet = encode(parse_cards(MIS_A)[:4], K, misere_ok=True)[0]
    back = encode(parse_cards(MIS_C)[-4:], K, misere_ok=partner_ok)[0]
    return _continuation(MIS_A, MIS_C, ALL_PASS_6M, list(packet), list(back))


def test_misere_opener_stays_in_misere() -> None:
    # DECISION C38: "Jos molemmat pelaajat ovat ilmaisseet mahdollisuutensa misääriin" misère is often
    # best; the opener's own 6 misère is left only when both sides of the exchange argue otherwise.
    a = _advise(_misere_opening(partner_ok=False))
    assert a.rule == "C38.stay_misere"
    assert a.recommended == (PASS,) and [r.key for r in a.reasons] == ["kbid_cont_stay_misere"]


def test_misere_opener_whose_partner_showed_misere_is_told_both_did() -> None:
    # Must not fire: partner's return says misère too, so the both-misère rule decides.
    a = _advise(_misere_opening(partner_ok=True))
    assert a.rule == "C38.both_misere_stands" and "C38.stay_misere" not in a.rules
