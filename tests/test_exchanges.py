"""Exchange advice (trainer.conventions.exchanges): the handbook's example packets and gives, each rule
where it applies and where it does not, and a property test over random deals."""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conventions_helpers import check_reasons, make_deal, state_after
from tests.strategies import random_states
from trainer.auction import parse_calls
from trainer.bids import Form
from trainer.cards import Card, Suit, parse_card_list
from trainer.conventions import exchanges as ex
from trainer.conventions.core import Advice, DecisionPoint, Verdict, decision_point, grade
from trainer.seats import Seat
from trainer.signals import decode
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
S, CL, DI, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS
from tests.handbook_text import HANDBOOK  # noqa: E402


def cards(text: str) -> list[Card]:
    return parse_card_list(text)


def card(text: str) -> Card:
    return Card.parse(text)


def apply_cards(s: State, text: str) -> State:
    for c in cards(text):
        s = s.apply(c)
    return s


def apply_calls(s: State, text: str) -> State:
    for c in parse_calls(text):
        s = s.apply(c)
    return s


def point(s: State) -> DecisionPoint:
    return decision_point(s)


def advice(s: State) -> Advice:
    a = ex.advise(point(s))
    assert a is not None
    return a


def ok(s: State, c: Card) -> bool:
    p = point(s)
    return grade(p, c, ex.advise(p)).ok


def verdict(s: State, c: Card) -> Verdict:
    p = point(s)
    return grade(p, c, ex.advise(p)).verdict


def keys(a: Advice) -> set[str]:
    return {r.key for r in a.reasons}


def walk_packet(s: State, text: str) -> State:
    """Give ``text`` card by card, checking each card is recommended at its step."""
    for c in cards(text):
        a = advice(s)
        assert c in a.recommended, (str(c), [str(x) for x in a.recommended], [str(x) for x in a.acceptable])
        s = s.apply(c)
    return s


# --- the handbook's pre-empt deal: 1♠ – 6 misère (Ensimmäisen kierroksen maalaukset) -----------------------

PREEMPT = {
    A: "♠AK1084 ♣94 ♦765 ♥A6",
    B: "♠J95 ♣J8 ♦K9 ♥KQ842",
    C: "♠Q76 ♣A6 ♦QJ8 ♥J1097",
    D: "♠32 ♣1072 ♦A10432 ♥53",
}
PREEMPT_MIDDLE = "♣K ♣Q ♣5 ♣3"


def preempt(auction: str) -> State:
    return state_after(make_deal(Form.ALKUPELIT, A, PREEMPT, PREEMPT_MIDDLE), auction)


def test_preempt_misere_lifter_packet() -> None:
    # D lifts 6M with middle ♣KQ53 and gives ♥5 ♠3 ♥3 ♠2: both short suits void, misère hint at the bottom.
    s = preempt("1♠ pass pass 6M pass pass pass pass pass pass pass pass")
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♥5 ♠3 ♥3 ♠2")) in pa.recommended
    assert {"ex_misere_void_two", "ex_order_misere_hint"} <= {r.key for r in pa.reasons}
    for order in pa.recommended:
        assert {c.suit for c in order} == {S, H}
        r = decode(order, Form.ALKUPELIT)
        assert set(r.ended) == {S, H} and r.misere_ok
    walk_packet(s, "♥5 ♠3 ♥3 ♠2")


@pytest.mark.parametrize("to_c, to_a", [("♦K", "♣J"), ("♣J", "♦K")])
def test_preempt_misere_partner_gives(to_c: str, to_a: str) -> None:
    # B gives ♦9 to D and ♦K, ♣J to the opponents (the handbook does not say which opponent gets which).
    s = apply_cards(preempt("1♠ pass pass 6M pass pass pass pass pass pass pass pass"), "♥5 ♠3 ♥3 ♠2")
    assert point(s).seat is B and s.recipient is C
    a = advice(s)
    assert set(a.recommended) == {card("♦K"), card("♣J")}
    assert "ex_misere_small_to_partner" in keys(a)
    s = s.apply(card(to_c))
    a = advice(s)
    assert s.recipient is D and a.recommended == (card("♦9"),)
    assert card("♣8") in a.acceptable  # the other short suit's smallest card
    for c in cards("♠5 ♥5"):  # partner voided spades and hearts
        assert "ex_not_partner_void" in {r.key for r in a.worse.get(c, ())}
    s = s.apply(card("♦9"))
    assert advice(s).recommended == (card(to_a),)


def test_misere_receiver_never_gives_a_two_to_an_opponent() -> None:
    s = apply_cards(preempt("1♠ pass pass 6M pass pass pass pass pass pass pass pass"), "♥5 ♠3 ♥3 ♠2")
    a = advice(s)  # to C, an opponent: B holds ♠2 and ♥2
    assert card("♠2") not in a.recommended + a.acceptable
    assert a.worse[card("♠2")][0].key == "ex_misere_keep_two"


def test_preempt_alternative_c_lifts_6s() -> None:
    # Handbook: had C lifted 6♠, C gives ♣3 ♠Q67 (all trumps, ace signal ♣) and A voids diamonds.
    s = preempt("1♠ pass pass 6M pass pass 6♠ pass pass pass pass pass pass pass pass")
    assert point(s).seat is C
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♣3 ♠Q ♠6 ♠7")) in pa.recommended
    assert {"ex_give_all_trumps", "ex_ace_signal_unbid", "ex_order_ace_signal"} <= {r.key for r in pa.reasons}
    for order in pa.recommended:
        r = decode(order, Form.ALKUPELIT)
        assert r.ace_signal is CL and r.ended == (S,) and not r.misere_ok
    s = walk_packet(s, "♣3 ♠Q ♠6 ♠7")
    # A: ♠AKQ108764 ♣943 ♦765 ♥A6 voids diamonds, ♦7 (the highest) to partner.
    assert s.recipient is B
    a = advice(s)
    assert set(a.recommended) == {card("♦6"), card("♦5")}
    gives = ex.advise_gives(point(s))
    assert gives is not None
    assert all(p[C] == card("♦7") for p in gives.recommended)
    # Partner signalled the club ace: no plan voids clubs (the link).
    for p in gives.recommended + gives.acceptable:
        assert sum(1 for c in p.values() if c.suit is CL) < 3
    s = s.apply(card("♦6"))
    assert advice(s).recommended == (card("♦7"),)
    s = s.apply(card("♦7"))
    assert advice(s).recommended == (card("♦5"),)


# --- the tail-cup deal (Kuppi ja häntäkuppi valttipelinä) ------------------------------------------------

TAIL = {
    A: "♠AK932 ♦85 ♥AQJ86",
    B: "♠76 ♣A10732 ♦A103 ♥K7",
    C: "♠54 ♣QJ65 ♦QJ764 ♥5",
    D: "♠QJ108 ♣984 ♦K92 ♥103",
}
TAIL_AUCTION = (
    "1♥ pass 2M pass  2♠ pass pass pass  3♠ pass pass pass  3♥ pass pass pass "
    "4♠ pass pass pass  pass pass 4♥ pass  pass pass pass pass pass pass pass"
)


def tail_cup() -> State:
    return state_after(make_deal(Form.ALKUPELIT, A, TAIL, "♥9 ♥4 ♥2 ♣K"), TAIL_AUCTION)


def test_tail_cup_packet() -> None:
    s = tail_cup()
    assert point(s).seat is C
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♥9 ♥5 ♠4 ♠5")) in pa.recommended
    assert "ex_tail_cup" in {r.key for r in pa.reasons}
    assert pa.judgement
    # The usual four trumps are acceptable, but the handbook notes they cost a trick here.
    four = [o for o in pa.acceptable if {c.suit for c in o} == {H}]
    assert four and not any({c.suit for c in o} == {H} for o in pa.recommended)
    walk_packet(s, "♥9 ♥5 ♠4 ♠5")


def test_tail_cup_four_trumps_is_acceptable_not_recommended() -> None:
    s = tail_cup()
    assert verdict(s, card("♥4")) is Verdict.ACCEPTABLE  # starts four hearts in rising order
    assert verdict(s, card("♥9")) is Verdict.RECOMMENDED


def test_tail_cup_gives() -> None:
    # A voids diamonds and gives ♠2 to B; the diamonds go to partner (♦8) and D.
    s = apply_cards(tail_cup(), "♥9 ♥5 ♠4 ♠5")
    assert point(s).seat is A and s.recipient is B
    a = advice(s)
    # The handbook's rule sends the lone void-suit card to the left (B); its own example gives B the ♠2.
    assert a.recommended == (card("♦5"),) and card("♠2") in a.acceptable
    assert {"ex_cup_void", "ex_void_to_left"} <= keys(a)
    assert "ex_no_trump_to_opponents" in {r.key for r in a.worse[card("♥A")]}
    s = s.apply(card("♠2"))
    assert ok(s, card("♦8")) and advice(s).recommended == (card("♦8"),)
    spade_worse = advice(s).worse.get(card("♠A"), ())
    assert "ex_not_partner_void" in {r.key for r in spade_worse}  # C voided spades for the tail-cup
    s = s.apply(card("♦8"))
    assert advice(s).recommended == (card("♦5"),)


def test_tail_cup_defenders_exchange() -> None:
    s = apply_cards(tail_cup(), "♥9 ♥5 ♠4 ♠5 ♠2 ♦8 ♦5")
    s = apply_calls(s, "pass 5♥ pass pass pass pass")
    assert s.phase is Phase.DEFENDERS_EXCHANGE and point(s).seat is B
    a = advice(s)
    # B keeps the guarded ♥K (it sits after the declarer) and gives the ♦A, as in the handbook.
    assert card("♦A") in a.recommended and card("♥K") in a.acceptable
    assert "ex_def_trump_keep_king" in keys(a)
    s = s.apply(card("♦A"))
    a = advice(s)
    assert a.recommended[0] == card("♥10") and "ex_def_return_trump" in keys(a)


# --- the kotkat deal: 6♠ played as 6♥ ----------------------------------------------------------------------

KOTKAT = {
    A: "♠84 ♣AK87 ♦K2 ♥AKQ87",
    B: "♠AK95 ♣103 ♦Q653 ♥J106",
    C: "♠J1073 ♣965 ♦A104 ♥953",
    D: "♠Q62 ♣QJ42 ♦J987 ♥42",
}


def kotkat(hands: dict[Seat, str] | None = None, auction: str = "6♠ " + "pass " * 8) -> State:
    return state_after(make_deal(Form.KOTKAT, A, hands or KOTKAT), auction)


def test_kotkat_top_bidder_packet() -> None:
    s = kotkat()
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♦K ♠4 ♦2 ♠8")) in pa.recommended
    for order in pa.recommended:
        r = decode(order, Form.KOTKAT)
        assert set(r.ended) == {S, DI} and r.wishes[0] is H and r.misere_ok is False
    assert {"ex_kotkat_void", "ex_order_wish"} <= {r.key for r in pa.reasons}
    walk_packet(s, "♦K ♠4 ♦2 ♠8")


def test_kotkat_return_ace_signal_not_the_ace() -> None:
    s = apply_cards(kotkat(), "♦K ♠4 ♦2 ♠8")
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♦4 ♥5 ♥3 ♥9")) in pa.recommended
    assert {"ex_ret_wished_suit", "ex_ret_ace_signal"} <= {r.key for r in pa.reasons}
    assert not any(card("♦A") in o for o in pa.recommended + pa.acceptable)
    # The usual side-suit card instead of the ace signal is acceptable.
    assert any(card("♣9") in o for o in pa.acceptable)
    a = advice(s)
    assert card("♦4") in a.recommended
    g = grade(point(s), card("♦A"), a)
    assert g.verdict is Verdict.NOT_ADVISED and g.reasons[0].key == "ex_ret_keep_ace"
    walk_packet(s, "♦4 ♥5 ♥3 ♥9")


def test_kotkat_return_good_side_suit_instead_of_two_small_wished() -> None:
    # Only ♥32 in the wished suit but ♣QJ109 in the bidder's side suit: either is recommended.
    hands = dict(KOTKAT)
    hands[C] = "♠J1073 ♣QJ109 ♦1094 ♥32"
    hands[B] = "♠AK95 ♣65 ♦Q653 ♥J106"
    hands[D] = "♠Q62 ♣432 ♦AJ87 ♥954"
    s = apply_cards(kotkat(hands), "♦K ♠4 ♦2 ♠8")
    pa = ex.advise_packet(point(s))
    sets = [set(o) for o in pa.recommended]
    assert set(cards("♣Q ♣J ♣10 ♣9")) in sets
    assert set(cards("♥3 ♥2 ♣Q ♣J")) in sets
    assert pa.judgement


def test_kotkat_return_no_side_instead_with_three_wished() -> None:
    s = apply_cards(kotkat(), "♦K ♠4 ♦2 ♠8")
    pa = ex.advise_packet(point(s))
    assert all(sum(1 for c in o if c.suit is H) == 3 for o in pa.recommended)


def test_kotkat_misere_packet_and_return() -> None:
    hands = {A: "♠2 ♣A76543 ♦32 ♥7654", C: "♠KQ ♣J1098 ♦A7654 ♥32"}
    s = kotkat(hands, "6M " + "pass " * 8)
    pa = ex.advise_packet(point(s))
    assert pa.recommended
    for order in pa.recommended:
        assert decode(order, Form.KOTKAT).misere_ok
    s = apply_cards(s, "♥7 ♥6 ♥5 ♥4")
    pa = ex.advise_packet(point(s))
    assert "ex_ret_misere_void" in {r.key for r in pa.reasons}
    whole = point(s).view.hand
    for order in pa.recommended:
        # C voids a suit A did not give, never hearts.
        voided = {c.suit for c in order if all(x in order for x in whole if x.suit is c.suit)}
        assert voided and H not in voided


# --- passimisääri: the handbook's exchanges ------------------------------------------------------------

PASSI = {
    A: "♠1095 ♣K874 ♦A9 ♥K764",
    B: "♠AK643 ♣J953 ♦KQ3 ♥10",
    C: "♠Q87 ♣A2 ♦J7642 ♥J95",
    D: "♠J2 ♣Q106 ♦1085 ♥AQ832",
}


def passi(hands: dict[Seat, str]) -> State:
    return state_after(make_deal(Form.KOTKAT, A, hands), "pass pass pass pass")


def test_passimisaari_handbook_exchanges() -> None:
    s = passi(PASSI)
    expected = [("♥10", "ex_pass_lowest_short"), ("♣2", "ex_pass_ace_small"), ("♠2", "ex_pass_lowest_short")]
    expected.append(("♦A", "ex_pass_ace_best"))
    for text, key in expected:
        a = advice(s)
        assert a.recommended == (card(text),), (point(s).seat, [str(c) for c in a.recommended])
        assert key in keys(a)
        s = s.apply(card(text))
    assert s.phase is Phase.DOUBLING


def test_passimisaari_ace_with_small_two_or_three() -> None:
    # C's ♣A2: the small card is recommended, the ace acceptable.
    s = passi(PASSI).apply(card("♥10"))
    a = advice(s)
    assert a.recommended == (card("♣2"),) and a.acceptable == (card("♣A"),)


def test_passimisaari_two_doubletons_and_the_king() -> None:
    hands = {B: "♠K4 ♣73 ♦KQ983 ♥J1095", D: "♠J2 ♣Q106 ♦1054 ♥AQ832"}
    a = advice(passi(hands))
    assert set(a.recommended) == {card("♣3"), card("♠4")}
    assert {"ex_pass_two_doubletons", "ex_pass_king_entry"} <= keys(a)
    hands[B] = "♠Q4 ♣73 ♦KJ983 ♥J1095"
    a = advice(passi(hands))
    assert a.recommended == (card("♣3"),) and card("♠4") in a.acceptable


def test_passimisaari_natural_void() -> None:
    hands = {B: "♣KJ953 ♦Q983 ♥J1095", D: "♠J2 ♣Q106 ♦1054 ♥AQ832"}
    a = advice(passi(hands))
    assert "ex_pass_natural_void" in keys(a)
    assert all(c.rank >= 7 and c.suit is not S for c in a.recommended if isinstance(c, Card))


def test_passimisaari_card_in_own_shortest_suit_is_not_returned() -> None:
    # B gives D a spade; spades are D's shortest suit too: D gives another suit.
    hands = {B: "♠3 ♣J953 ♦KQ83 ♥J1095", D: "♠J2 ♣Q106 ♦1054 ♥AQ872"}
    s = passi(hands).apply(card("♠3"))
    s = s.apply(advice(s).recommended[0])  # C gives to A
    assert point(s).seat is D
    a = advice(s)
    assert all(c.suit is not S for c in a.recommended if isinstance(c, Card))
    assert a.worse[card("♠2")][0].key == "ex_pass_not_same_suit"


def test_passimisaari_small_card_in_void_suit_may_go_back() -> None:
    hands = {B: "♠3 ♣J953 ♦KQ83 ♥J1095", D: "♣Q1062 ♦J104 ♥AQ8732"}
    s = passi(hands).apply(card("♠3"))
    s = s.apply(advice(s).recommended[0])  # C gives to A
    assert point(s).seat is D
    a = advice(s)
    assert a.recommended == (card("♠3"),) and "ex_pass_return_small_void" in keys(a)


# --- alkupelit lifter: trump packets ------------------------------------------------------------------

# A opens 1♥; C shows a second-round club suit and the club ace, then lifts 4♥.
ACE_AUCTION = "1♥ pass pass pass  pass pass 2♣ pass  pass pass 3♣ pass  pass pass 4♥ pass  " + "pass " * 7


def test_ace_signal_prefers_the_ace_not_yet_bid() -> None:
    s = state_after(make_deal(Form.ALKUPELIT, A, {C: "♠A54 ♣AQ10 ♦964 ♥J32"}, "♣7 ♦2 ♠8 ♣2"), ACE_AUCTION)
    a = advice(s)
    assert set(a.recommended) == set(cards("♠8 ♠5 ♠4"))  # the unbid spade ace
    assert set(cards("♣7 ♣2")) <= set(a.acceptable)  # the club ace was bid in round 3
    assert "ex_ace_signal_unbid" in keys(a)


def test_five_trumps_four_highest_in_rising_order() -> None:
    s = state_after(make_deal(Form.ALKUPELIT, A, {C: "♠54 ♣KQ10 ♦9643 ♥AJ9"}, "♥3 ♥2 ♣2 ♦2"), ACE_AUCTION)
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♥3 ♥9 ♥J ♥A")) in pa.recommended
    for o in pa.recommended:
        if all(c.suit is H for c in o):
            assert decode(o, Form.ALKUPELIT).continues == (H,)
    assert any(c.suit is not H for o in pa.acceptable for c in o)  # a cup game is acceptable
    assert "ex_four_highest_trumps" in {r.key for r in pa.reasons}


LINK_AUCTION = "1♥ pass pass pass  2♦ pass pass pass  {ace} pass pass pass  pass pass 4♥ pass  " + "pass " * 7


@pytest.mark.parametrize("ace, spade_given", [("3♠", False), ("3♦", True)])
def test_keep_a_link_to_partners_ace(ace: str, spade_given: bool) -> None:
    # C holds a lone ♠7; when A has shown the spade ace, C keeps it as a link to that ace.
    deal = make_deal(Form.ALKUPELIT, A, {C: "♠7 ♣KJ986 ♦QJ1043 ♥Q"}, "♥5 ♣5 ♦2 ♣4")
    s = state_after(deal, LINK_AUCTION.format(ace=ace))
    pa = ex.advise_packet(point(s))
    given_spade = any(card("♠7") in o for o in pa.recommended)
    assert given_spade is spade_given
    assert all(card("♦Q") in o for o in pa.recommended)  # the highest honour of partner's side suit
    if not spade_given:
        a = advice(s)
        assert a.worse[card("♠7")][0].key == "ex_keep_link"
        assert "ex_honour_partner_suit" in {r.key for r in pa.reasons}


# --- the first trump bidder's single cards --------------------------------------------------------------

OPP_AUCTION = "1♥ {b} pass pass  pass pass 3♥ pass  " + "pass " * 7


@pytest.mark.parametrize("b_bid, to_b", [("2♠", "♣2"), ("pass", "♠4")])
def test_opponents_bid_suit_goes_to_the_other_opponent(b_bid: str, to_b: str) -> None:
    hands = {A: "♠84 ♣A2 ♦KQ ♥AKQJ109", C: "♠QJ ♣QJ1098 ♦J ♥8765"}
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, "♠3 ♣3 ♦3 ♦4"), OPP_AUCTION.format(b=b_bid))
    s = apply_cards(s, "♥8 ♥7 ♥6 ♥5")
    assert point(s).seat is A and s.recipient is B
    a = advice(s)
    assert a.recommended == (card(to_b),)
    gives = ex.advise_gives(point(s))
    assert gives is not None and all(p[C] == card("♠8") for p in gives.recommended)
    expected = "ex_opp_suit_to_other" if b_bid != "pass" else "ex_void_to_left"
    assert expected in keys(a)


@pytest.mark.parametrize("trumps, finesse", [("♥AQJ109", True), ("♥AKQ109", False)])
def test_small_trump_to_partner_for_a_finesse(trumps: str, finesse: bool) -> None:
    hands = {A: f"♠84 ♣72 ♦K3 {trumps} ♣A", C: "♠QJ ♣QJ1098 ♦J ♥8765"}
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, "♠3 ♣3 ♦2 ♦4"), OPP_AUCTION.format(b="pass"))
    s = apply_cards(s, "♥8 ♥7 ♥6 ♥5")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    small_trump = any(p[C] == card("♥5") for p in gives.recommended)
    assert small_trump is finesse


def test_cup_game_when_partner_gives_no_trumps() -> None:
    hands = {A: "♠84 ♣72 ♦K3 ♥AQJ109 ♣A", C: "♠QJ ♣QJ1098 ♦J ♥8765"}
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, "♠3 ♣3 ♦2 ♦4"), OPP_AUCTION.format(b="pass"))
    s = apply_cards(s, "♣10 ♠3 ♠J ♣9")  # a book: both suits continue, and no trump
    a = advice(s)
    assert "ex_cup_no_trumps" in keys(a)
    gives = ex.advise_gives(point(s))
    assert gives is not None
    for p in gives.recommended:
        assert all(c.suit is not H for c in p.values())  # the trumps stay


# --- grand ------------------------------------------------------------------------------------------------

GRAND_AUCTION = "1♦ pass pass pass  pass pass 5G pass  " + "pass " * 7


def grand_state() -> State:
    hands = {A: "♠A1087 ♣KJ ♦AKQ1098", C: "♠K2 ♣AQ53 ♦J4 ♥AK76"}
    return state_after(make_deal(Form.ALKUPELIT, A, hands, "♣8 ♥5 ♠9 ♦3"), GRAND_AUCTION)


def test_grand_lifter_gives_partners_long_suit() -> None:
    s = grand_state()
    pa = ex.advise_packet(point(s))
    assert pa.recommended
    for o in pa.recommended:
        assert set(cards("♦J ♦4 ♦3")) <= set(o) and card("♠K") in o
    assert {"ex_grand_long_suit", "ex_grand_short_high"} <= {r.key for r in pa.reasons}


def test_grand_receiver() -> None:
    s = grand_state()
    s = apply_cards(s, "♦J ♦4 ♦3 ♠K")
    gives = ex.advise_gives(point(s))
    assert gives is not None and gives.recommended
    for p in gives.recommended:
        assert p[C] == card("♣K")  # the highest card of the short suit
        assert {p[B], p[D]} == set(cards("♠7 ♠8"))  # the weakest cards
    a = advice(s)
    assert a.worse[card("♠A")][0].key == "ex_keep_entries"


# --- misère lifter with a poor middle -------------------------------------------------------------------


def test_misere_lifter_poor_middle_voids_the_shortest_suit() -> None:
    s = state_after(
        make_deal(Form.ALKUPELIT, A, {D: "♠Q54 ♣963 ♦874 ♥J65"}, "♣2 ♦2 ♥3 ♥2"),
        "pass pass pass 5M " + "pass " * 8,
    )
    assert point(s).seat is D
    pa = ex.advise_packet(point(s))
    for o in pa.recommended:
        assert set(cards("♠Q ♠5 ♠4")) <= set(o)
        r = decode(o, Form.ALKUPELIT)
        assert r.misere_ok and S in r.ended
    assert "ex_misere_void_fill" in {r.key for r in pa.reasons}


def test_misere_receiver_splits_a_suit_of_bad_high_cards() -> None:
    hands = {D: "♠32 ♣1072 ♦A10432 ♥53", B: "♠J95 ♣KJ98 ♦K6 ♥Q84"}
    deal = make_deal(Form.ALKUPELIT, A, hands, "♦5 ♥6 ♣5 ♣3")
    s = apply_cards(state_after(deal, "1♠ pass pass 6M " + "pass " * 8), "♥5 ♠3 ♥3 ♠2")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    every = gives.recommended + gives.acceptable
    assert any(p[D] == card("♣9") and {p[A], p[C]} == set(cards("♣K ♣J")) for p in every)
    assert card("♣K") in advice(s).recommended + advice(s).acceptable


# --- defenders' exchange ------------------------------------------------------------------------------

DEF_A = "♠AK ♣AK ♦AK ♥AKQJ109"
DEF_C = "♠QJ10 ♣QJ10 ♦QJ10 ♥876"
DEF_MIDDLE = "♠9 ♣9 ♦9 ♥5"


def defenders(b: str, d: str, auction: str, packet: str, gives: str) -> State:
    hands = {A: DEF_A, B: b, C: DEF_C, D: d}
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, DEF_MIDDLE), auction)
    s = apply_cards(s, packet)
    s = apply_cards(s, gives)
    s = apply_calls(s, "pass pass pass pass")
    assert s.phase is Phase.DEFENDERS_EXCHANGE and point(s).seat is D
    return s


TRUMP_5H = "1♥ pass pass pass  pass pass 5♥ pass  " + "pass " * 7


def test_defenders_trump_one_trump_gives_it() -> None:
    s = defenders("♠5432 ♣432 ♦432 ♥32", "♠876 ♣8765 ♦8765 ♥4", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    a = advice(s)
    assert a.recommended == (card("♥4"),) and "ex_def_trump_higher" in keys(a)
    s = s.apply(card("♥4"))
    a = advice(s)  # B got a trump: the highest card of the short suit back
    assert set(a.recommended) >= {card("♣4"), card("♦4")} and "ex_def_return_short" in keys(a)


def test_defenders_trump_three_trumps_give_short_suit() -> None:
    s = defenders("♠5432 ♣5432 ♦5432", "♠876 ♣876 ♦876 ♥432", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    a = advice(s)
    assert set(a.recommended) == set(cards("♠8 ♦8")) and "ex_def_short_high" in keys(a)


def test_defenders_trump_partner_gave_no_trump() -> None:
    s = defenders("♠5432 ♣432 ♦432 ♥32", "♠876 ♣8765 ♦8765 ♥4", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    s = s.apply(card("♦8"))
    a = advice(s)
    assert a.recommended[0] == card("♥3") and "ex_def_return_trump" in keys(a)


def test_defenders_grand_highest_of_shortest() -> None:
    s = defenders(
        "♠5432 ♣432 ♦432 ♥32",
        "♠876 ♣8765 ♦8765 ♥4",
        "1♥ pass pass pass  pass pass 5G pass  " + "pass " * 7,
        "♥8 ♥7 ♥6 ♥5",
        "♠K ♠A ♣K",
    )
    a = advice(s)
    assert a.recommended == (card("♥4"),) and "ex_def_grand_short" in keys(a)


MISERE_5M = "pass pass 5M pass " + "pass " * 7


def test_defenders_misere_smallest_of_shortest() -> None:
    s = defenders("♠5432 ♣432 ♦432 ♥32", "♠876 ♣8765 ♦8765 ♥4", MISERE_5M, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♦A")
    a = advice(s)
    assert a.recommended == (card("♥4"),) and "ex_def_misere_small" in keys(a)


def test_defenders_misere_natural_void_gives_a_middle_card() -> None:
    s = defenders("♠876 ♣876 ♦876 ♥432", "♠5432 ♣5432 ♦5432", MISERE_5M, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♦A")
    a = advice(s)
    assert "ex_def_misere_void_middle" in keys(a)
    assert set(a.recommended) <= set(cards("♠4 ♠3 ♣4 ♣3"))


# --- bolsevikit ---------------------------------------------------------------------------------------


def bolshevik(hand: str, middle: str) -> State:
    return state_after(make_deal(Form.BOLSEVIKIT, A, {A: hand}, middle), "7M pass pass pass")


def test_bolshevik_voids_the_bad_suit_low_card_to_the_niskamies() -> None:
    s = bolshevik("♠AK5 ♣3 ♦K974 ♥8643", "♣2 ♦3 ♥2 ♦2")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    assert {B: card("♠A"), C: card("♠K"), D: card("♠5")} in [dict(p) for p in gives.recommended]
    for p in gives.recommended:
        assert p[D].rank <= p[C].rank <= p[B].rank  # lowest to the right, highest to the left
    a = advice(s)
    assert {"ex_bol_low_right", "ex_bol_high_left"} <= keys(a)


def test_bolshevik_gives_away_an_ace_from_a_short_suit() -> None:
    s = bolshevik("♠Q5 ♣A ♦98654 ♥8643", "♣3 ♦2 ♥2 ♦3")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    assert {B: card("♣A"), C: card("♠Q"), D: card("♠5")} in [dict(p) for p in gives.recommended]
    assert "ex_bol_ace_short" in keys(advice(s))


# --- the order machinery: prefixes, repairs ---------------------------------------------------------------


def test_a_packet_started_off_plan_is_completed() -> None:
    s = kotkat()
    s = s.apply(card("♣A"))  # only in an acceptable packet (the side ace)
    assert advice(s).judgement
    s = kotkat().apply(card("♥A"))  # in no packet at all
    a = advice(s)
    assert a.recommended and all(c in point(s).legal for c in a.recommended)
    assert a.judgement


def test_advise_packet_outside_packet_phases_raises() -> None:
    s = passi(PASSI)
    with pytest.raises(ValueError):
        ex.advise_packet(point(s))
    assert ex.advise(point(state_after(make_deal(Form.KOTKAT, A, {}), ""))) is None


# --- texts and sections -------------------------------------------------------------------------------


def _handbook_lines() -> set[str]:
    return {line.strip() for line in HANDBOOK.read_text(encoding="utf-8").splitlines()}


def _check_reasons(a: Advice | ex.PacketAdvice) -> None:
    check_reasons(
        [*a.reasons, *(r for why in a.worse.values() for r in why)], prefix="ex_", sections=ex.SECTIONS
    )


def test_templates_placeholders_are_simple() -> None:
    for key, template in ex.TEMPLATES.items():
        assert key.startswith("ex_")
        for _, name, spec, conv in string.Formatter().parse(template):
            assert name is None or (re.fullmatch(r"[a-z_0-9]+", name) and not spec and not conv)


@pytest.mark.skipif(not HANDBOOK.exists(), reason="handbook not available")
def test_sections_are_handbook_headings() -> None:
    lines = _handbook_lines()
    for section in ex.SECTIONS:
        for part in section.split(" / "):
            assert part in lines, part


@pytest.mark.skipif(not HANDBOOK.exists(), reason="handbook not available")
def test_no_long_quotation_from_the_handbook() -> None:
    words = re.findall(r"\w+", HANDBOOK.read_text(encoding="utf-8").lower())
    grams = {tuple(words[i : i + 8]) for i in range(len(words) - 7)}
    for path in (Path(ex.__file__), Path(__file__)):
        mine = re.findall(r"\w+", path.read_text(encoding="utf-8").lower())
        for i in range(len(mine) - 7):
            assert tuple(mine[i : i + 8]) not in grams, " ".join(mine[i : i + 8])


EXCHANGE_PHASES = frozenset(
    {
        Phase.PACKET,
        Phase.RETURN_PACKET,
        Phase.RESPONDER_GIVES,
        Phase.BOLSHEVIK_GIVES,
        Phase.DEFENDERS_EXCHANGE,
        Phase.PASS_EXCHANGE,
    }
)


def _exchange_points(form: Form, seed: int, bias: float) -> Sequence[DecisionPoint]:
    return [decision_point(s) for s in random_states(form, seed, bias) if s.phase in EXCHANGE_PHASES]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(Form)), st.integers(0, 10**6), st.floats(0.5, 0.95))
def test_random_points_legal_deterministic_and_registered(form: Form, seed: int, bias: float) -> None:
    for p in [decision_point(s) for s in random_states(form, seed, bias) if not s.is_over]:
        a = ex.advise(p)
        if p.phase not in EXCHANGE_PHASES:
            assert a is None
            continue
        assert a == ex.advise(p)
        if a is None:
            continue
        assert a.recommended
        assert all(x in p.legal for x in a.recommended + a.acceptable)
        assert not set(a.recommended) & set(a.acceptable)
        _check_reasons(a)
        if p.phase in (Phase.PACKET, Phase.RETURN_PACKET):
            pa = ex.advise_packet(p)
            whole = set(p.view.hand) | set(p.view.packet_so_far)
            assert pa.recommended
            for order in pa.recommended + pa.acceptable:
                assert len(order) == 4 and set(order) <= whole
            _check_reasons(pa)
        gives = ex.advise_gives(p)
        if gives is not None:
            for seat, adv in gives.per_recipient.items():
                assert seat is not p.seat
                assert all(x in p.legal for x in adv.recommended + adv.acceptable)


# --- more rules, each where it applies and where it does not ----------------------------------------------

LIFT_4H = "1♥ pass pass pass  pass pass 4♥ pass  " + "pass " * 7


@pytest.mark.parametrize("spades, small_spade", [("♠AK54", True), ("♠AQ54", False)])
def test_touching_top_honours_spare_small_cards(spades: str, small_spade: bool) -> None:
    # Two trumps and a club ace to signal: with ♠AK the fourth card may be a small spade.
    deal = make_deal(Form.ALKUPELIT, A, {C: f"{spades} ♣A2 ♦98763 ♥J"}, "♥7 ♠3 ♦2 ♣3")
    s = state_after(deal, LIFT_4H)
    pa = ex.advise_packet(point(s))
    club_signal = [
        o for o in pa.recommended if o[0].suit is CL and decode(o, Form.ALKUPELIT).ace_signal is CL
    ]
    assert club_signal
    assert any(card("♠3") in o for o in club_signal) is small_spade
    assert not any(card("♠A") in o or card("♣A") in o for o in pa.recommended)  # aces stay


@pytest.mark.parametrize("hand, middle, hint", [("♠8632 ♣7542 ♦973 ♥6", "♥5 ♥4 ♦2 ♠5", True)])
def test_misere_hint_in_a_trump_packet(hand: str, middle: str, hint: bool) -> None:
    s = state_after(make_deal(Form.ALKUPELIT, A, {C: hand}, middle), LIFT_4H)
    pa = ex.advise_packet(point(s))
    assert pa.recommended
    for o in pa.recommended:
        assert bool(decode(o, Form.ALKUPELIT).misere_ok) is hint
    assert "ex_order_misere_hint" in {r.key for r in pa.reasons}


def test_grand_without_partners_long_suit_is_a_judgement() -> None:
    s = state_after(
        make_deal(Form.ALKUPELIT, A, {C: "♠K2 ♣AQ53 ♦J4 ♥AK76"}, "♣8 ♥5 ♠9 ♦3"),
        "pass pass 5G pass " + "pass " * 7,
    )
    pa = ex.advise_packet(point(s))
    assert pa.judgement and "ex_grand_no_long_suit" in {r.key for r in pa.reasons}


def test_defenders_second_giver_singleton() -> None:
    s = defenders("♠65432 ♣5432 ♦4 ♥32", "♠87 ♣876 ♦876532 ♥4", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    s = s.apply(card("♥4"))
    a = advice(s)
    assert a.recommended == (card("♦4"),)
    assert "ex_def_return_short" in keys(a)


def test_passimisaari_ace_of_another_short_suit_is_acceptable() -> None:
    hands = {B: "♠3 ♣A5 ♦KQ9843 ♥J1095", D: "♠J2 ♣Q106 ♦1075 ♥AQ832"}
    a = advice(passi(hands))
    assert a.recommended == (card("♠3"),) and card("♣A") in a.acceptable
    hands[B] = "♠3 ♣K5 ♦AQ9843 ♥J1095"
    a = advice(passi(hands))
    assert a.recommended == (card("♠3"),) and not a.acceptable
