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
from trainer.game import GameType
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
    assert {"ex_misere_void_two", "ex_order_misere_played"} <= {r.key for r in pa.reasons}
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
    # I15 (language review): C kept a few trumps and voided A's side suit ♠: a tail-cup, not a cup game.
    assert {"ex_tail_cup_void", "ex_void_to_left"} <= keys(a) and "ex_cup_void" not in keys(a)
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
    # All hearts and the highest club (the return without an ace) cannot be ordered truthfully here:
    # ♣9 would lie alone on top, an ace signal for the ♣ ace C does not hold (issue 11, fault 8a).
    assert not any(card("♣9") in o for o in pa.recommended + pa.acceptable)
    assert pa.worse[card("♣9")][0].key == "ex_no_false_ace_signal"
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


def test_passimisaari_ace_beside_other_cards_is_given() -> None:
    # Review E, gen.give.alkupelit.6000: ♣A53 among three three-card suits.  *Passimisääri / Korttien
    # vaihdot*: the ace of a short suit "annetaan yli"; the exception needs nothing but the two or the
    # three beside the ace, which A53 is not.  The small cards of the other short suits stay acceptable.
    s = passi({B: "♠KJ10 ♣A53 ♦7432 ♥Q52"})
    a = advice(s)
    assert a.recommended == (card("♣A"),)
    assert {card("♥2"), card("♠10")} <= set(a.acceptable)
    assert worse_keys(a, "♣3") == ["ex_pass_keeps_ace"]
    why = next(r for r in a.reasons if r.key == "ex_pass_ace_best")
    assert "lacks" not in ex.TEMPLATES["ex_pass_ace_best"].format(**why.params)
    # gen.give.alkupelit.6002: ♥AQ3 -- giving ♥3 would leave ♥AQ bare; the ace goes.
    a = advice(passi({B: "♠K1074 ♣852 ♦J96 ♥AQ3"}))
    assert a.recommended == (card("♥A"),) and card("♣2") in a.acceptable
    assert verdict(passi({B: "♠K1074 ♣852 ♦J96 ♥AQ3"}), card("♥3")) is Verdict.NOT_ADVISED


def test_passimisaari_ace_and_three_with_another_short_ace_gives_the_three() -> None:
    # The exception itself ("ässän lisäksi vain kakkonen tai kolmonen ... etenkin" with another short-suit
    # ace): ♣A3 is the shortest suit and ♦A65 another short suit with an ace, so ♣3 goes, not the ace.
    a = advice(passi({B: "♠KQ984 ♣A3 ♦A65 ♥J109"}))
    assert a.recommended == (card("♣3"),) and card("♣A") in a.acceptable
    assert "ex_pass_ace_small" in keys(a) and "ex_pass_ace_best" not in keys(a)


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
    # C holds a lone ♠K, its highest card outside the trumps (the filler, C53b); when A has shown the spade
    # ace, C keeps it as a link to that ace.
    deal = make_deal(Form.ALKUPELIT, A, {C: "♠K ♣QJ986 ♦QJ1043 ♥9"}, "♥5 ♣5 ♦2 ♣4")
    s = state_after(deal, LINK_AUCTION.format(ace=ace))
    pa = ex.advise_packet(point(s))
    given_spade = any(card("♠K") in o for o in pa.recommended)
    assert given_spade is spade_given
    assert all(card("♦Q") in o for o in pa.recommended)  # the highest honour of partner's side suit
    if not spade_given:
        a = advice(s)
        assert a.worse[card("♠K")][0].key == "ex_keep_link"
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


# gen.give.alkupelit.5001: D opened 1♥ and B lifted 4♥ with the middle cards ♥3 ♦10 ♦A ♠6 shown to all;
# B's packet ♥3 ♥Q ♥8 ♥5 keeps the ♦A, so D knows partner holds it.  *Valttipeli*: keep the link card,
# "eikä renottaa kyseistä maata" -- D must not give away both ♦7 and ♦4.
LIFTED_AUCTION = (
    "pass 1♥ pass pass  pass pass pass pass  pass 2♠ pass pass  pass 2♥ pass pass  "
    "pass 3♥ pass pass  pass pass pass 4♥  " + "pass " * 8
)


def lifted_ace_state(middle: str) -> State:
    hands = {D: "♠A852 ♣9 ♦74 ♥AK1072", B: "♠J9 ♣7542 ♦QJ5 ♥Q85"}
    s = state_after(make_deal(Form.ALKUPELIT, C, hands, middle), LIFTED_AUCTION)
    s = apply_cards(s, "♥3 ♥Q ♥8 ♥5")
    assert point(s).seat is D and s.recipient is A
    return s


def voids_diamonds(plan: dict[Seat, Card] | object) -> bool:
    assert isinstance(plan, dict)
    return set(cards("♦7 ♦4")) <= set(plan.values())


@pytest.mark.parametrize("middle, linked", [("♥3 ♦10 ♦A ♠6", True), ("♥3 ♦10 ♦K ♠6", False)])
def test_keep_a_link_to_the_ace_partner_lifted(middle: str, linked: bool) -> None:
    s = lifted_ace_state(middle)
    gives = ex.advise_gives(point(s))
    assert gives is not None
    assert all(p[B] == card("♣9") for p in gives.recommended)  # void clubs, its card to partner
    voiding = [p for p in gives.recommended + gives.acceptable if voids_diamonds(p)]
    assert bool(voiding) is not linked  # without the ace in the middle, voiding ♦ stays acceptable
    s = s.apply(card("♦4"))  # to A: a filler is fine, a diamond stays
    a = advice(s)
    assert s.recipient is B and a.recommended == (card("♣9"),)
    if linked:
        why = a.worse[card("♦7")]
        assert why[0].key == "ex_keep_link_middle" and why[0].params == {"suit": "♦", "card": "♦A"}
    else:
        assert card("♦7") in a.acceptable


@pytest.mark.parametrize("lift, link", [("4♦", True), ("4♣", False)])
def test_no_void_without_cutting_the_link(lift: str, link: bool) -> None:
    # Advice transcript alkupelit/1017: A lifts 4♦, a round-3 bid below five that shows the ♦ ace
    # (*Kolmannen ja neljännen kierroksen maalaukset*); C, the club bidder, holds a lone ♦7 and four-card
    # ♠ and ♥, so no side suit but the link can be voided.  Lifting with a raise to 4♣ shows no ace:
    # voiding ♦ is then the usual give (*Valttipeli*).
    hands = {A: "♠K7 ♣J96 ♦AKQ1095 ♥3", C: "♠AJ10 ♣AKQ4 ♦7 ♥10652"}
    auction = f"pass 3♣ pass 3♦  pass pass pass pass  pass 4♠ pass {lift}  " + "pass " * 8
    s = apply_cards(state_after(make_deal(Form.ALKUPELIT, B, hands, "♥9 ♦2 ♦4 ♣5"), auction), "♣5 ♣J ♣6 ♠K")
    assert point(s).seat is C
    gives = ex.advise_gives(point(s))
    assert gives is not None and gives.recommended
    reasons = {r.key for r in gives.why(gives.recommended[0])}
    if link:
        assert all(card("♦7") not in p.values() for p in gives.recommended + gives.acceptable)
        assert "ex_no_side_void" in reasons and "ex_void_suit_to_partner" not in reasons
        assert advice(s).worse[card("♦7")][0].key == "ex_keep_link_receiver"
    else:
        assert all(p[A] == card("♦7") for p in gives.recommended)
        assert reasons & {"ex_void_suit_to_partner", "ex_cup_void", "ex_tail_cup_void"}  # partner ended ♠


def test_the_link_rule_does_not_bind_a_misere_receiver() -> None:
    # Painted misère (*Maalattu misääri / Korttien vaihdot*): no entries are wanted, so a void is good
    # even where partner lifted the ace (here ♣A): B may give away both clubs.
    hands = {D: "♠32 ♣1072 ♦A10432 ♥53", B: "♠J95 ♣J8 ♦K9 ♥KQ842"}
    deal = make_deal(Form.ALKUPELIT, A, hands, "♣A ♣Q ♣5 ♣3")
    s = apply_cards(state_after(deal, "1♠ pass pass 6M " + "pass " * 8), "♥5 ♠3 ♥3 ♠2")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    every = gives.recommended + gives.acceptable
    assert any(set(cards("♣J ♣8")) <= set(p.values()) for p in every)
    for a in gives.per_recipient.values():
        for why in a.worse.values():
            assert not {r.key for r in why} & {"ex_keep_link_middle", "ex_keep_link_receiver"}


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


@pytest.mark.parametrize("middle, linked", [("♣8 ♥A ♠9 ♦3", True), ("♣8 ♥5 ♠9 ♦3", False)])
def test_grand_receiver_keeps_the_link_to_a_lifted_ace(middle: str, linked: bool) -> None:
    # *Grandi*: "Yhteyksien säilyttäminen on elintärkeää".  A's lone ♥2 is the way to partner's hearts
    # when C lifted the ♥A; without it, the ♥2 to partner is as good as the ♣K (both singletons).
    hands = {A: "♠A1087 ♣K ♦AKQ1098 ♥2", C: "♠K2 ♣AQ53 ♦J4 ♥K876"}
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, middle), GRAND_AUCTION)
    s = apply_cards(s, "♦J ♦4 ♦3 ♠K")
    gives = ex.advise_gives(point(s))
    assert gives is not None and gives.recommended
    every = gives.recommended + gives.acceptable
    assert any(card("♥2") in p.values() for p in every) is not linked
    assert any(p[C] == card("♣K") for p in gives.recommended)
    if linked:
        assert advice(s).worse[card("♥2")][0].key == "ex_keep_link_middle"


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
        # ♠Q52, not ♠Q54: a three-card suit without its two is no void suit (C55c, review round 5)
        make_deal(Form.ALKUPELIT, A, {D: "♠Q52 ♣963 ♦874 ♥J65"}, "♣2 ♦2 ♥3 ♥2"),
        "pass pass pass 5M " + "pass " * 8,
    )
    assert point(s).seat is D
    pa = ex.advise_packet(point(s))
    for o in pa.recommended:
        assert set(cards("♠Q ♠5 ♠2")) <= set(o)
        r = decode(o, Form.ALKUPELIT)
        assert r.misere_ok and S in r.ended
    # The smallest ♣, ♣2, would lie alone on top (an ace signal): ♥J takes its place, and the text then
    # says only the void, not "add the smallest ♣" (review round 3, gen.packet_choose.kotkat.7000).
    assert "ex_misere_void_only" in {r.key for r in pa.reasons}
    # the repair's "with ♣2 in it" is the plan's, not true of the packet given (review round 7, kotkat.9805)
    planned = {r.key for rs in pa.why.values() for r in rs}
    assert "ex_no_false_ace_signal" in planned
    assert "ex_no_false_ace_signal" not in {r.key for r in pa.reasons}


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


def test_defenders_return_give_not_in_the_suit_partner_shortened() -> None:
    """C64a (review round 10, gen.give.alkupelit.10502): partner's card is the highest of *his* short suit;
    the return comes from the receiver's own short suit ("antaa takaisin korkeimman kortin lyhyestä
    maastaan") or is the highest trump, never a card handing partner's short suit back."""
    s = defenders("♠5432 ♣5432 ♦32 ♥32", "♠876 ♣876 ♦87654 ♥4", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    s = s.apply(card("♦8"))  # D gives ♦8: B's ♦832 is now B's shortest side suit, but it is partner's
    a = advice(s)
    assert a.recommended[0] == card("♥3") and "ex_def_return_trump" in keys(a)
    assert card("♣5") in a.acceptable
    assert not any(isinstance(c, Card) and c.suit is DI for c in (*a.recommended, *a.acceptable))
    for c in cards("♦8 ♦3 ♦2"):
        assert [r.key for r in a.worse[c]] == ["ex_def_give_trump", "ex_def_return_same_suit"]


def test_defenders_return_give_after_a_trump_keeps_the_short_suit() -> None:
    """C64a must not fire when partner's card was a trump: the short suit's highest card comes back."""
    s = defenders("♠5432 ♣5432 ♦32 ♥32", "♠876 ♣876 ♦87654 ♥4", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    s = s.apply(card("♥4"))
    a = advice(s)
    assert a.recommended == (card("♦3"),) and "ex_def_return_short" in keys(a)
    assert not any(r.key == "ex_def_return_same_suit" for rs in a.worse.values() for r in rs)


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


def test_bolshevik_void_reason_says_what_the_void_is_for() -> None:
    # gen.give.bolsevikit.5002/5003: the void lets the bolshevik throw away OTHER suits' dangerous cards
    # when the voided suit is led ("renottaa huono maansa", *Korttien ylianto*); its own cards are gone.
    s = bolshevik("♠AK5 ♣3 ♦K974 ♥8643", "♣2 ♦3 ♥2 ♦2")
    why = next(r for r in advice(s).reasons if r.key == "ex_bol_void_bad")
    text = ex.TEMPLATES["ex_bol_void_bad"].format(**why.params)
    assert "another suit" in text and "its losers" not in text


def test_bolshevik_gives_away_an_ace_from_a_short_suit() -> None:
    s = bolshevik("♠Q5 ♣A ♦98654 ♥8643", "♣3 ♦2 ♥2 ♦3")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    # Per suit: the spade void's low card to the niskamies D, its high card to the left (B); the ace
    # to the partner opposite.  The lowest and highest of all three (the ace to the left) is acceptable.
    assert {B: card("♠Q"), C: card("♣A"), D: card("♠5")} in [dict(p) for p in gives.recommended]
    assert {B: card("♣A"), C: card("♠Q"), D: card("♠5")} in [dict(p) for p in gives.acceptable]
    assert "ex_bol_ace_short" in keys(advice(s))


# gen.give.bolsevikit.100: bolshevik C, after the middle cards ♦Q ♠A ♠5 ♣5.
BOL_100 = {
    A: "♠QJ9 ♣A10 ♦K10874 ♥J3",
    B: "♠K864 ♣Q97 ♦A ♥A854",
    C: "♠10732 ♣8 ♦9632 ♥976",
    D: "♠ ♣KJ6432 ♦J5 ♥KQ102",
}


def test_bolshevik_voids_the_bad_suit_rather_than_spreading_single_cards() -> None:
    # Review E, gen.give.bolsevikit.6001 (bolshevik D there, A here): ♠A8642 ♣AKJ952 ♦1052 ♥74 after
    # the middle cards.  *Korttien ylianto*: "renottaa huono maansa ja antaa sivupelaajille ässä" -- void
    # ♥ (its lowest to the niskamies D, its highest to the left, B) and give an ace.  Three single
    # cards (♠A ♦10 ♥7) void nothing and leave ♥4 alone: no longer recommended.
    s = bolshevik("♠8642 ♣A52 ♦1052 ♥74", "♣K ♣J ♣9 ♠A")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    rec = [dict(p) for p in gives.recommended]
    assert {B: card("♥7"), C: card("♠A"), D: card("♥4")} in rec
    for p in gives.recommended:
        assert {card("♥7"), card("♥4")} <= set(p.values())
        assert any(c.rank.name == "ACE" for c in p.values())
    assert {B: card("♠A"), C: card("♦10"), D: card("♥7")} not in rec
    # Either ace with the ♥ void does what the handbook names: at least acceptable.
    assert {B: card("♥7"), C: card("♣A"), D: card("♥4")} in rec + [dict(p) for p in gives.acceptable]
    assert "ex_bol_void_bad" in {r.key for r in gives.why({B: card("♥7"), C: card("♠A"), D: card("♥4")})}


def test_bolshevik_does_not_void_a_safe_short_suit() -> None:
    # A short suit of safe low cards (♥32) is no "huono maa": the void rule must not throw it away.
    s = bolshevik("♠AKQ7 ♣KQ8 ♦KJ9 ♥32", "♣5 ♦6 ♠2 ♦2")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    for p in gives.recommended:
        assert card("♥3") not in p.values() and card("♥2") not in p.values()


def test_bolshevik_void_suit_cards_go_out_per_suit() -> None:
    # *Korttien ylianto*: "maan matalin kortti oikealla istuvalle" -- the voided suit's lowest card to
    # the niskamies B, its highest to the left (D); the third card, ♥9, to the partner opposite.  Voiding
    # ♣ and shedding ♥9 keeps as safe a hand as voiding ♥, so both plans are recommended, and the
    # lowest/highest-of-all assignment stays acceptable.
    s = state_after(make_deal(Form.BOLSEVIKIT, C, BOL_100, "♦Q ♠A ♠5 ♣5"), "7M pass pass pass")
    assert point(s).seat is C
    gives = ex.advise_gives(point(s))
    assert gives is not None
    rec = [dict(p) for p in gives.recommended]
    assert {D: card("♣8"), A: card("♥9"), B: card("♣5")} in rec
    assert {D: card("♥9"), A: card("♥7"), B: card("♥6")} in rec
    assert {D: card("♥9"), A: card("♣8"), B: card("♣5")} in [dict(p) for p in gives.acceptable]
    per_suit = {r.key for r in gives.why({D: card("♣8"), A: card("♥9"), B: card("♣5")})}
    assert {"ex_bol_void_bad", "ex_bol_suit_low_right", "ex_bol_suit_high_left"} <= per_suit
    assert "ex_bol_low_right" not in per_suit  # one plan's reasons, not a mixture of several
    # A two of a long suit is kept (*BOLSEVIKIT / Pelitaktiikkaa*: a long suit without its two is the
    # bolshevik's danger): giving ♠2 is told why.
    a = advice(s)
    assert verdict(s, card("♠2")) is Verdict.NOT_ADVISED
    assert a.worse[card("♠2")][0].key == "ex_bol_keep_two"


def test_bolshevik_three_suits_lowest_of_all_to_the_niskamies() -> None:
    # No suit short enough to void: shed the most dangerous cards.  The per-suit rule needs two cards
    # of one suit; with three suits the lowest of all goes to the niskamies, the highest to the left.
    s = bolshevik("♠K96 ♣Q84 ♦J75 ♥A63", "♠2 ♣3 ♦2 ♥10")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    three = {B: card("♥A"), C: card("♠K"), D: card("♣Q")}
    assert three in [dict(p) for p in gives.recommended]
    why = {r.key for r in gives.why(three)}
    assert {"ex_bol_ace_short", "ex_bol_low_right", "ex_bol_high_left"} <= why
    assert "ex_bol_suit_low_right" not in why and "ex_bol_void_bad" not in why
    for p in gives.recommended + gives.acceptable:
        assert card("♠2") not in p.values() and card("♦2") not in p.values()  # long suits keep their twos


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


# --- issue 11, fault 5: the intended trump is what the calls mean (C50, C15) ------------------------------

# gen.give.alkupelit.1031: D 3♠ – A 5M – B 5♣ (an invitation for 5♦ straight over the pre-empt, C15) –
# D 5♦ (the answer, D lifts).  *Nostomaalaus*: "5♣ kehottaa partneria maalaamaan 5♦".
INVITE_1031 = {
    A: "♠8642 ♣952 ♦5 ♥K954",
    B: "♠75 ♣J103 ♦AQJ8632",
    C: "♠9 ♣AKQ4 ♦1074 ♥Q862",
    D: "♠KQJ103 ♣86 ♦K ♥A1073",
}
INVITE_1031_AUCTION = "pass 3♠ 5M 5♣ pass 5♦ pass pass pass pass pass pass pass pass"


def invite_1031() -> State:
    return state_after(make_deal(Form.ALKUPELIT, C, INVITE_1031, "♥J ♠A ♦9 ♣7"), INVITE_1031_AUCTION)


def test_invitation_names_the_suit_it_asks_for_lifter_gives_the_trumps() -> None:
    s = invite_1031()
    p = point(s)
    assert p.seat is D
    assert ex.intended_game(p) == (GameType.TRUMP, DI)
    ig = ex.intended_game_of(p)
    assert ig is not None and ig.holder is B and ig.clear
    pa = ex.advise_packet(p)
    for order in pa.recommended:
        assert {card("♦K"), card("♦9")} <= set(order)  # all of D's trumps go to the inviter
    reasons = [r for r in pa.reasons if r.key == "ex_trump_intended"]
    assert reasons and reasons[0].params["suit"] == "♦"


@pytest.mark.parametrize("packet", ["♠3 ♣6 ♣7 ♣8", None])
def test_invitation_trump_never_given_to_an_opponent(packet: str | None) -> None:
    # Whatever D gave (the review's packet without trumps, or the advised one), B's gives keep the ♦.
    s = invite_1031()
    if packet is None:
        packet = " ".join(map(str, ex.advise_packet(point(s)).recommended[0]))
    s = apply_cards(s, packet)
    p = point(s)
    assert p.seat is B and ex.intended_game(p) == (GameType.TRUMP, DI)
    gives = ex.advise_gives(p)
    assert gives is not None and gives.recommended
    for plan in gives.recommended + gives.acceptable:
        assert plan[C].suit is not DI and plan[A].suit is not DI
    a = advice(s)  # the card to C, an opponent
    assert s.recipient is C
    assert a.worse[card("♦2")][0].key == "ex_no_trump_to_opponents"
    assert "ex_trump_intended" in keys(a)
    assert next(r for r in a.reasons if r.key == "ex_trump_intended").params["suit"] == "♦"


# gen.give.alkupelit.103: C 1♦; A (passed in round 1) 2♣; C 3♣ (the raise); aces; C lifts with 4♣.
# *Valttipeli*: the trumps go to the player who named them first -- A, who bid 2♣ in round 2.
RAISE_103 = {
    A: "♠54 ♣QJ10764 ♦5 ♥K74",
    B: "♠1093 ♣85 ♦92 ♥Q9863",
    C: "♠72 ♣AK93 ♦AJ1063 ♥10",
    D: "♠K86 ♣2 ♦KQ87 ♥AJ52",
}
RAISE_103_AUCTION = "pass pass pass 1♦ pass 2♣ pass 3♣ pass pass pass 3♦ pass 3♥ pass 4♣ " + "pass " * 8


def test_second_round_suit_and_raise_make_the_trump() -> None:
    s = state_after(make_deal(Form.ALKUPELIT, D, RAISE_103, "♠Q ♠A ♦4 ♠J"), RAISE_103_AUCTION)
    p = point(s)
    assert p.seat is C
    assert ex.intended_game(p) == (GameType.TRUMP, CL)
    pa = ex.advise_packet(p)
    assert all(set(cards("♣A ♣K ♣9 ♣3")) == set(o) for o in pa.recommended)  # all four trumps to A
    s = apply_cards(s, "♣3 ♣9 ♣A ♣K")  # what C gave in the review
    p = point(s)
    assert p.seat is A
    ig = ex.intended_game_of(p)
    assert ig is not None and (ig.game, ig.trump, ig.holder) == (GameType.TRUMP, CL, A)
    gives = ex.advise_gives(p)
    assert gives is not None
    for plan in gives.recommended + gives.acceptable:
        assert plan[B].suit is not CL and plan[D].suit is not CL  # no trump to an opponent
    a = advice(s)
    assert "ex_cup_void" not in keys(a)  # partner gave four trumps: no "partner kept trumps"
    assert next(r for r in a.reasons if r.key == "ex_trump_intended").params["suit"] == "♣"


# The handbook's own example (*Kehotus-, esto- ja kilpaileva maalaus*): 1♠ – pass – 1♦ – pass; 2♦ –
# 5 misère – 5♣ (C invites) – pass; 5♦ (A follows and lifts).  Where the invitation is followed, the
# reading names ♦ either way; where the invitation is declined, the inviter lifts 5♣ and keeps the ♦.
HB_INVITE = {A: "♠AKJ84 ♣A5 ♦Q6 ♥943", C: "♠7 ♣J1043 ♦AK9873 ♥Q"}


@pytest.mark.parametrize("follow", [True, False])
def test_handbook_invitation_example(follow: bool) -> None:
    tail = "5♦ " + "pass " * 8 if follow else "pass " * 7
    auction = "1♠ pass 1♦ pass  2♦ 5M 5♣ pass  " + tail
    s = state_after(make_deal(Form.ALKUPELIT, A, HB_INVITE, "♦5 ♣7 ♥2 ♠3"), auction)
    p = point(s)
    assert ex.intended_game(p) == (GameType.TRUMP, DI)
    ig = ex.intended_game_of(p)
    assert ig is not None and ig.holder is C
    pa = ex.advise_packet(p)
    if follow:  # A gives C the diamonds (♦Q ♦6 ♦5) and an ace signal
        assert p.seat is A
        assert all(set(cards("♦Q ♦6 ♦5")) <= set(o) for o in pa.recommended)
    else:  # C lifted its own invitation: C keeps the trumps and gives its short suits
        assert p.seat is C
        assert all(not any(c.suit is DI for c in o) for o in pa.recommended)
        assert "ex_holder_lifts" in {r.key for r in pa.reasons}


def test_natural_five_level_raise_is_not_an_invitation() -> None:
    # Must not fire: 1♣ – 5M – 5♣ supports the opener's clubs (a strain the pair named): trump ♣.
    hands = {A: "♠A5 ♣AKJ87 ♦Q64 ♥93", C: "♠76 ♣Q1043 ♦K98 ♥J42"}
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, "♣5 ♦7 ♥5 ♠3"), "1♣ 5M 5♣ " + "pass " * 8)
    p = point(s)
    assert p.seat is C and ex.intended_game(p) == (GameType.TRUMP, CL)
    ig = ex.intended_game_of(p)
    assert ig is not None and ig.holder is A and ig.clear


def test_three_grand_answer_names_the_answerers_suit() -> None:
    # *Vastaus 3 grandiin*: 3 grand – pass – 4♣ (in round 2 here) – pass; 5♣: the opener lifts and gives
    # the clubs, "mistä todennäköisesti tulee valtti".
    hands = {A: "♠AK5 ♣Q9 ♦AKJ4 ♥KQ7", C: "♠76 ♣AJ10843 ♦98 ♥J4"}
    auction = "pass pass pass 3G  pass 4♣ pass 5♣  " + "pass " * 8
    s = state_after(make_deal(Form.ALKUPELIT, B, hands, "♣5 ♦7 ♥2 ♠3"), auction)
    p = point(s)
    assert p.seat is A and ex.intended_game(p) == (GameType.TRUMP, CL)
    ig = ex.intended_game_of(p)
    assert ig is not None and ig.holder is C and ig.clear
    assert all({card("♣Q"), card("♣9"), card("♣5")} <= set(o) for o in ex.advise_packet(p).recommended)


def test_ace_bid_names_no_trump() -> None:
    # gen.give.alkupelit.1016's auction: A 3♦, C answers 4♠ (C's best suit), then C's 4♥ in round 4
    # (an ace or king) is the last bid.  *Kolmannen ja neljännen kierroksen maalaukset*: from round 3 a
    # bid shows an ace or king, so hearts are not the trump; the pair's first named trump, ♦, is, and
    # the game is unclear.
    auction = "pass pass pass 3♦  pass 4♠ pass pass  pass pass pass pass  pass 4♥ " + "pass " * 8
    hands = {A: "♠AJ4 ♣J76 ♦QJ876 ♥K", C: "♠KQ1098 ♣A4 ♦5 ♥A32"}
    s = state_after(make_deal(Form.ALKUPELIT, B, hands, "♥Q ♥10 ♥6 ♦2"), auction)
    p = point(s)
    assert p.seat is C
    ig = ex.intended_game_of(p)
    assert ig is not None and (ig.game, ig.trump, ig.holder, ig.clear) == (GameType.TRUMP, DI, A, False)
    # The ace bid is a link to C's ace, not a suit to give: A's advice later treats ♥ as C's ace suit.
    assert "ex_intent_unclear" in {r.key for r in ex.advise_packet(p).reasons}


def test_intended_game_of_other_exchanges() -> None:
    s = state_after(make_deal(Form.KOTKAT, A, PASSI), "pass pass pass pass")
    assert ex.intended_game(point(s)) == (GameType.PASSIMISAARI, None)
    s = bolshevik("♠AK5 ♣3 ♦K974 ♥8643", "♣2 ♦3 ♥2 ♦2")
    assert ex.intended_game(point(s)) == (GameType.BOLSHEVIK, None)
    s = kotkat()  # the handbook's 6♠ packet asks for hearts
    assert ex.intended_game(point(s)) == (GameType.TRUMP, H)
    s = apply_cards(s, "♦K ♠4 ♦2 ♠8")
    assert ex.intended_game(point(s)) == (GameType.TRUMP, H)
    s = preempt("1♠ pass pass 6M pass pass pass pass pass pass pass pass")
    assert ex.intended_game(point(s)) == (GameType.MISERE, None)
    s = state_after(make_deal(Form.ALKUPELIT, A, {}), "1♠ pass pass pass")
    assert ex.intended_game(point(s)) is None  # not an exchange


# --- issue 11, fault 8a: no packet needs a false ace signal (C65a) --------------------------------------
# *Pääpelaajien korttien vaihdot*: "yksinäinen pieni kortti ... päällimmäisenä" tells partner the giver
# holds that ace.  A 1+3 packet whose three-card suit ended while the lone small card's suit continues
# can only say so with the lone card on top: without the ace that is a false signal.

FALSE_ACE_CASES = [
    # gen.packet_order.alkupelit.101: A lifts 5M; voiding ♣KJ8 plus the smallest spade ♠4 (♠J7 kept).
    (
        B,
        {A: "♠7 ♣KJ8 ♦KJ8532 ♥74", B: "♠AQ1052 ♣AQ107 ♦106 ♥J"},
        # ♥3, not the drill's ♥2, in the middle: with ♥7542 the twos rule (C55c) would void ♥ instead
        "♥3 ♠J ♥5 ♠4",
        "1♠ pass pass 5M " + "pass " * 8,
        "♠4",
    ),
    # gen.packet_order.alkupelit.1034: C lifted its own 4♣ (keeps the clubs) and gives ♠832 and ♦9.
    (
        D,
        {A: "♠Q5 ♣J106 ♦KQJ2 ♥KQ10", C: "♠32 ♣A975 ♦9853 ♥92"},
        "♥7 ♥4 ♠8 ♥A",
        "pass 3♦ pass 4♣ " + "pass " * 8,
        "♦9",
    ),
    # gen.packet_order.alkupelit.1054: D lifts 5M; ♣A86 and the ♠4 (♠Q8 kept).
    # (♠4 and ♥J43 for the drill's ♠2 and ♥J32: no void suit holds its two, so the twos rule, C55c, does not
    # choose)
    (C, {C: "♠AKJ3 ♦A97 ♥AK975", D: "♠8 ♣A86 ♦KQ532 ♥J43"}, "♠Q ♠4 ♥Q ♦10", "1G 5M " + "pass " * 8, "♠4"),
]


def truthful(order: Sequence[Card], kept: Sequence[Card], form: Form) -> bool:
    r = decode(order, form)
    ended = {c.suit for c in order} - {c.suit for c in kept}
    if r.ace_signal is not None and not any(c.suit is r.ace_signal and c.rank.symbol == "A" for c in kept):
        return False
    return set(r.ended) <= ended and not set(r.continues) & ended


REVIEW_PACKETS = ["♠4 ♣J ♣K ♣8", "♠2 ♠3 ♠8 ♦9", "♠4 ♣6 ♣8 ♣A"]


@pytest.mark.parametrize(
    "dealer, hands, middle, auction, old, packet",
    [(*case, packet) for case, packet in zip(FALSE_ACE_CASES, REVIEW_PACKETS, strict=True)],
)
def test_no_packet_needs_a_false_ace_signal(
    dealer: Seat, hands: dict[Seat, str], middle: str, auction: str, old: str, packet: str
) -> None:
    s = state_after(make_deal(Form.ALKUPELIT, dealer, hands, middle), auction)
    p = point(s)
    pa = ex.advise_packet(p)
    assert pa.recommended
    for order in pa.recommended + pa.acceptable:
        kept = [c for c in p.view.hand if c not in order]
        assert truthful(order, kept, Form.ALKUPELIT), [str(c) for c in order]
    # The review's packet (with the card that needed the false signal) is neither advised nor
    # acceptable, and that card carries its reason.
    review = set(cards(packet))
    assert all(set(o) != review for o in pa.recommended + pa.acceptable)
    assert all(card(old) not in o for o in pa.recommended)
    assert pa.worse[card(old)][0].key == "ex_no_false_ace_signal"
    a = advice(s)
    assert card(old) not in a.recommended
    if card(old) not in a.acceptable:  # (♦9 is acceptable in 1034 by the other reading: all diamonds)
        assert a.worse[card(old)][0].key == "ex_no_false_ace_signal"


def test_a_true_ace_signal_is_still_given() -> None:
    # Must not fire: holding the ace, the lone small card on top is the handbook's ace signal -- the
    # pre-empt deal's ♣3♠Q67 (C holds ♣A), and in gen.packet_order.alkupelit.1034 the ♥2 replacing ♦9.
    s = preempt("1♠ pass pass 6M pass pass 6♠ pass pass pass pass pass pass pass pass")
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♣3 ♠Q ♠6 ♠7")) in pa.recommended
    assert "ex_no_false_ace_signal" not in {r.key for r in pa.reasons}
    dealer, hands, middle, auction, _ = FALSE_ACE_CASES[1]
    s = state_after(make_deal(Form.ALKUPELIT, dealer, hands, middle), auction)
    pa = ex.advise_packet(point(s))
    assert all(set(o) == set(cards("♠8 ♠3 ♠2 ♥2")) for o in pa.recommended)
    assert all(decode(o, Form.ALKUPELIT).ace_signal is H for o in pa.recommended)


def test_misere_lifter_gives_the_highest_of_the_second_suit_when_the_smallest_cannot_be_said() -> None:
    # *Maalattu misääri / Korttien vaihdot*: the shortest suit void plus the smallest "ja mahdollisesti
    # myös suurimman" card of the next; in gen.packet_order.alkupelit.101 only the highest, ♠J, can be
    # ordered truthfully (♣ ended, ♠ continues, no ace signal: a jack is no small card).
    dealer, hands, middle, auction, _ = FALSE_ACE_CASES[0]
    s = state_after(make_deal(Form.ALKUPELIT, dealer, hands, middle), auction)
    pa = ex.advise_packet(point(s))
    assert tuple(cards("♠J ♣J ♣K ♣8")) in pa.recommended
    r = decode(pa.recommended[0], Form.ALKUPELIT)
    assert r.ended == (CL,) and r.continues == (S,) and r.ace_signal is None and r.misere_ok


# --- issue 11, fault 8b: a kotkat misère packet names the best misère suit (C65b) ------------------------
# Table under *KOTKAT / Misäärin korttien vaihdot*: "Misääriä pelattaessa valtitoiveen sijaan ilmaisee
# parhaan misäärimaan"; *Maalattu misääri / Korttien vaihdot*: the suit "jossa on hyviä pikkukortteja".


def test_kotkat_misere_packet_names_the_best_misere_suit() -> None:
    # gen.packet_order.kotkat.102: D pre-empts 6M over C's 6♠ and voids ♠62 ♣93, keeping ♦A85 and
    # ♥Q98765: hearts, not the ♦A85 with its ace, are the best misère suit.
    hands = {
        A: "♠AJ7 ♣8762 ♦Q62 ♥432",
        B: "♠KQ9 ♣Q105 ♦K10743 ♥KJ",
        C: "♠108543 ♣AKJ4 ♦J9 ♥A10",
        D: "♠62 ♣93 ♦A85 ♥Q98765",
    }
    s = state_after(make_deal(Form.KOTKAT, C, hands), "6♠ 6M " + "pass " * 8)
    p = point(s)
    assert p.seat is D and ex.intended_game(p) == (GameType.MISERE, None)
    pa = ex.advise_packet(p)
    assert pa.wish == "misere"
    for order in pa.recommended:
        r = decode(order, Form.KOTKAT)
        assert set(order) == set(cards("♠6 ♠2 ♣9 ♣3")) and r.misere_ok and r.wishes[0] is H
    assert "ex_order_misere_suit" in {r.key for r in pa.reasons}
    assert "ex_order_wish" not in {r.key for r in pa.reasons}  # not called a trump wish


def test_kotkat_trump_packet_keeps_its_trump_wish() -> None:
    # Must not fire: the handbook's 6♠ packet ♦K♠4♦2♠8 asks for hearts as trumps.
    pa = ex.advise_packet(point(kotkat()))
    assert pa.wish == "trump"
    assert "ex_order_wish" in {r.key for r in pa.reasons}
    assert "ex_order_misere_suit" not in {r.key for r in pa.reasons}


def test_best_misere_suit_reading() -> None:
    # DECISION C65b: of the suits missing from the packet, the one whose lowest kept card is lowest,
    # then the least dangerous.
    packet = cards("♠6 ♠2 ♣9 ♣3")
    assert ex._best_misere_suit(packet, [*packet, *cards("♦A ♦8 ♦5 ♥Q ♥9 ♥8 ♥7 ♥6 ♥5")]) is H
    assert ex._best_misere_suit(packet, [*packet, *cards("♦8 ♦3 ♦2 ♥Q ♥9 ♥8 ♥7 ♥6 ♥5")]) is DI
    # C65s (review round 10b, gen.packet_choose.kotkat.13003): a suit with high cards to share ("korkeita
    # kortteja ... voi jakaa"), its king or a short suit's ace, is never the suit of good small cards.
    assert ex._best_misere_suit(packet, [*packet, *cards("♦A ♦8 ♦2 ♥Q ♥9 ♥8 ♥7 ♥6 ♥5")]) is H
    assert ex._best_misere_suit(packet, [*packet, *cards("♦A ♦8 ♦2 ♥A ♥K ♥9 ♥8 ♥6 ♥4")]) is None
    assert ex._best_misere_suit(packet, [*packet, *cards("♥Q ♥9 ♥8")]) is H  # a void suit is never named


def test_open_game_accepts_the_other_reading() -> None:
    # C 3♣ – A 3♦ (the answer to 3♣, A's own suit) – C 4♠ and A 4♦ (round 3: aces), and the auction
    # ends.  C14 makes ♣ the pair's trump (named first), so A's packet gives C the clubs; but the game is
    # open (A holds seven diamonds and the contract is 4♦), so keeping the diamonds and giving the short
    # suits, as a player who named the trump himself, is acceptable too.
    hands = {A: "♠K7 ♣J96 ♦AKQ1095 ♥9", C: "♠A8 ♣AKQ87 ♦J ♥AK64"}
    auction = "pass 3♣ pass 3♦  pass pass pass pass  pass 4♠ pass 4♦ " + "pass " * 8
    s = state_after(make_deal(Form.ALKUPELIT, B, hands, "♦4 ♦2 ♣5 ♥3"), auction)
    p = point(s)
    assert p.seat is A
    ig = ex.intended_game_of(p)
    assert ig is not None and (ig.trump, ig.holder, ig.clear) == (CL, C, False)
    pa = ex.advise_packet(p)
    assert all(set(cards("♣J ♣9 ♣6 ♣5")) == set(o) for o in pa.recommended)
    assert any(not any(c.suit is DI for c in o) for o in pa.acceptable)  # A keeps the diamonds
    assert "ex_intent_unclear" in {r.key for r in pa.reasons} and pa.judgement


# --- issue 11: every card not advised in a give is told what is wrong with THAT card -------------------------

GIVE_PHASES = (Phase.RESPONDER_GIVES, Phase.BOLSHEVIK_GIVES, Phase.DEFENDERS_EXCHANGE, Phase.PASS_EXCHANGE)


def worse_keys(a: Advice, c: str) -> list[str]:
    return [r.key for r in a.worse.get(card(c), ())]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(Form)), st.integers(0, 10**6), st.floats(0.5, 0.95))
def test_every_card_not_advised_in_a_give_has_a_reason_of_its_own(form: Form, seed: int, bias: float) -> None:
    """Every give phase of every form (the lifter's partner's three cards, the bolshevik's, the defenders'
    and the passimisääri exchange): a legal card neither recommended nor acceptable has a reason."""
    for s in random_states(form, seed, bias):
        if s.phase not in GIVE_PHASES:
            continue
        p = point(s)
        a = ex.advise(p)
        if a is None:
            continue
        for c in p.legal:
            if c not in a.recommended and c not in a.acceptable:
                assert a.worse.get(c), f"{p.phase} {c} not advised without a reason of its own"
        gives = ex.advise_gives(p)
        for adv in gives.per_recipient.values() if gives is not None else ():
            for c in p.legal:
                if c not in adv.recommended and c not in adv.acceptable:
                    assert adv.worse.get(c), f"{p.phase} {c} not advised without a reason of its own"


def test_passimisaari_not_advised_cards_say_what_is_wrong() -> None:
    # *Passimisääri / Korttien vaihdot*: "lyhimmän maan pienin kortti"; the handbook's B gives ♥10.
    a = advice(passi(PASSI))
    assert a.recommended == (card("♥10"),)
    hand = point(passi(PASSI)).view.hand
    longer = next(c for c in hand if c.suit is not H)
    assert worse_keys(a, str(longer)) == ["ex_not_short_suit"]  # a longer suit: not the shortest
    hearts = [c for c in hand if c.suit is H and c != card("♥10")]
    for c in hearts:  # a higher heart: not the smallest (the recommended card itself is never told so)
        assert worse_keys(a, str(c)) == ["ex_not_lowest_of_suit"]
    assert not a.worse.get(card("♥10"))


def test_passimisaari_a_small_card_beside_the_ace_is_told_the_ace_must_go() -> None:
    # A short-suit ace "annetaan yli" (♦A7 is not the A2/A3 exception): ♦A goes, ♦7 is told why.
    s = passi({B: "♠AKQJ ♣AKQ ♦A7 ♥AKQJ", A: "♠5432 ♣5432 ♦5432 ♥2", C: "♠1098 ♣1098 ♦1098 ♥1098"})
    a = advice(s)  # B gives first
    assert card("♦A") in a.recommended
    assert worse_keys(a, "♦7") == ["ex_pass_keeps_ace"]
    s2 = passi({B: "♠AKQJ ♣AKQ ♦A2 ♥AKQJ", A: "♠5432 ♣5432 ♦543 ♥32", C: "♠1098 ♣1098 ♦1098 ♥1098"})
    a2 = advice(s2)  # with ♦A2 the two is given ("pikkuhakku yli"): the ace rule must not fire on it
    assert card("♦2") in a2.recommended and not worse_keys(a2, "♦2")


def test_defenders_trump_not_advised_cards_say_what_is_wrong() -> None:
    # *Sivupelaajien korttien vaihdot*: one or two trumps, the higher trump; three or more, the short suit.
    s = defenders("♠5432 ♣432 ♦432 ♥32", "♠876 ♣8765 ♦8765 ♥4", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    a = advice(s)  # C holds one trump, ♥4: a side card is told a trump is the give here
    assert a.recommended == (card("♥4"),)
    assert worse_keys(a, "♣5") == ["ex_def_give_trump"]
    s = defenders("♠5432 ♣5432 ♦5432", "♠876 ♣876 ♦876 ♥432", TRUMP_5H, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")
    a = advice(s)  # three trumps: a trump is told the give is a side card; a lower spade, not the highest
    assert worse_keys(a, "♥4") == ["ex_def_keep_trumps_short"]
    assert worse_keys(a, "♠7") == ["ex_not_highest_of_suit"]
    assert not a.worse.get(card("♠8"))


def test_defenders_misere_natural_void_other_cards_cannot_show_it() -> None:
    # *Maalattu misääri / Sivupelaajien korttien vaihdot*: "keskisuuri kortti" of a three- or four-card suit.
    s = defenders("♠876 ♣876 ♦876 ♥432", "♠5432 ♣5432 ♦5432", MISERE_5M, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♦A")
    a = advice(s)
    bad = [c for c in point(s).legal if c not in a.recommended and c not in a.acceptable]
    assert bad and all(worse_keys(a, str(c)) == ["ex_def_void_middle_only"] for c in bad)
    s = defenders("♠5432 ♣432 ♦432 ♥32", "♠876 ♣8765 ♦8765 ♥4", MISERE_5M, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♦A")
    a = advice(s)  # no natural void: the void reason must not fire
    assert all("ex_def_void_middle_only" not in [r.key for r in w] for w in a.worse.values())


def test_bolshevik_safe_low_card_and_wrong_recipient_are_told_why() -> None:
    # *Korttien ylianto*: void the bad suit, an ace from a short suit; lowest to the niskamies (right),
    # highest to the left.  ♦7 of ♦K974 with ♦2 ♦3 from the middle is a safe low card.
    s = bolshevik("♠AK5 ♣3 ♦K974 ♥8643", "♣2 ♦3 ♥2 ♦2")
    p = point(s)
    a = ex.advise(p)
    assert a is not None and p.info.recipient is B  # B, the left-hand defender, first
    assert worse_keys(a, "♠5") == ["ex_bol_low_goes_right"]  # the plans' lowest spade goes to D
    assert worse_keys(a, "♦4") == ["ex_bol_safe_card"]
    assert not a.worse.get(card("♠A"))  # the recommended card is told nothing against it


@pytest.mark.parametrize(
    ("hand", "key", "suit"),
    [
        ("♠972 ♣J862 ♦9743 ♥3", "ex_misere_void_four", "♠"),  # gen.packet_choose.alkupelit.1: ♥ is shorter
        ("♠972 ♣J8642 ♦9743 ♥", "ex_misere_void_fill", "♥"),  # ♥A8 from the middle: the shortest suit
    ],
)
def test_misere_void_reason_names_the_shortest_suit_only_when_it_is(hand: str, key: str, suit: str) -> None:
    # *Maalattu misääri / Korttien vaihdot*: with a poor middle, "lyhin maa" is voided and the next
    # shortest's smallest card added; a four-card suit that fills the packet alone is no "shortest suit".
    s = state_after(
        make_deal(Form.ALKUPELIT, A, {D: hand}, "♠K ♣A ♥A ♥8"), "pass pass pass 6M " + "pass " * 8
    )
    assert s.phase is Phase.PACKET and point(s).seat is D
    pa = ex.advise_packet(point(s))
    (r,) = [
        r for r in pa.reasons if r.key in ("ex_misere_void_four", "ex_misere_void_fill", "ex_misere_void_add")
    ]
    assert (r.key, r.params["suit"]) == (key, suit)
    if key == "ex_misere_void_four":  # the four spades fill the packet: nothing said of another suit
        assert pa.recommended and all(c.suit is S for c in pa.recommended[0])


# --- the first trump bidder's fillers for the opponents (C60a) ------------------------------------------
# gen.give.alkupelit.7001: B opened 1♣, A pre-empted 5 misère, B invited 5♠ and D lifted 5♣ with the middle
# cards ♠10 ♥4 ♦A ♦7; D's packet ♦7 ♣7 ♣5 ♣A keeps the ♦A.  *Valttipeli* names partner's card (a small
# trump "jotta ... itse yrittäisi leikata", or the ace as "varma kiinniottokortti") and, when a suit is
# voided, "muut sen maan kortit vastustajilleen"; it names no other card for the opponents.

GIVE_7001 = {
    A: "♠K8542 ♣83 ♦98 ♥Q92",
    B: "♠- ♣QJ1092 ♦K43 ♥A1085",
    C: "♠QJ7 ♣K64 ♦J2 ♥J763",
    D: "♠A963 ♣A75 ♦Q1065 ♥K",
}


def give_7001() -> State:
    deal = make_deal(Form.ALKUPELIT, B, GIVE_7001, "♠10 ♥4 ♦A ♦7")
    s = state_after(deal, "1♣ pass pass 5M  5♠ pass 5♣ pass  " + "pass " * 7)
    s = apply_cards(s, "♦7 ♣7 ♣5 ♣A")
    assert point(s).seat is B and s.recipient is C
    return s


def test_any_small_side_cards_may_go_to_the_opponents() -> None:
    s = give_7001()
    gives = ex.advise_gives(point(s))
    assert gives is not None
    assert {C: card("♦3"), D: card("♣2"), A: card("♦4")} in gives.recommended  # unchanged
    # Two small hearts leave as many losers as two small diamonds: acceptable, with its own reasons.
    hearts = {C: card("♥5"), D: card("♣2"), A: card("♥8")}
    assert hearts in gives.acceptable
    assert {r.key for r in gives.why(hearts)} >= {"ex_small_trump_finesse", "ex_filler_to_opponent"}
    # An honour given away costs a trick: no plan gives one, and the card is told so.
    assert all(card("♥10") not in p.values() for p in gives.recommended + gives.acceptable)
    a = advice(s)
    assert card("♥5") in a.acceptable and card("♥8") in a.acceptable
    assert a.worse[card("♥10")][0].key == "ex_give_high_to_opponent"
    assert a.worse[card("♣5")][0].key == "ex_no_trump_to_opponents"


# gen.give.alkupelit.7003: A (♦ opener) voids ♠: ♠Q to partner and "muut sen maan kortit" (♠8 ♠3) to the
# opponents.  There the opponents' cards are the handbook's, not fillers: a small heart in their place
# leaves the void unfinished and is no plan.
GIVE_7003 = {
    A: "♠Q83 ♣- ♦AKQ964 ♥A76",
    B: "♠A7 ♣KJ105 ♦853 ♥Q85",
    C: "♠KJ962 ♣Q32 ♦10 ♥K43",
    D: "♠105 ♣9876 ♦72 ♥J1092",
}


def test_the_rest_of_a_voided_suit_is_no_filler() -> None:
    deal = make_deal(Form.ALKUPELIT, A, GIVE_7003, "♣4 ♦J ♠4 ♣A")
    s = state_after(deal, "1♦ pass pass 6M  6♣ pass 6♦ pass  " + "pass " * 7)
    s = apply_cards(s, "♣3 ♥K ♦10 ♦J")
    assert point(s).seat is A and s.recipient is B
    gives = ex.advise_gives(point(s))
    assert gives is not None
    allowed = gives.recommended + gives.acceptable
    assert {B: card("♠8"), C: card("♠Q"), D: card("♠3")} in gives.recommended
    assert {B: card("♠8"), C: card("♠Q"), D: card("♥6")} not in allowed
    assert {B: card("♥6"), C: card("♠Q"), D: card("♥7")} not in allowed
    # The ace as an entry names no card for the opponents: small hearts may go with it.
    assert {B: card("♥6"), C: card("♥A"), D: card("♥7")} in allowed


# --- issue 11, round 4: the misère hint asks for misère cards (C49) ----------------------------------------

# *KOTKAT / Maalaukset* (short guide): "muutoinkin pienet kortit" and at most "ässä pitkässä (5+ kortin)
# maassa"; *Passimisääri*'s painted-misère example ♠3 ♣A87542 ♦1042 ♥54.
from trainer.cards import parse_cards  # noqa: E402


@pytest.mark.parametrize(
    ("kept", "fits"),
    [
        ("♠3 ♣A87542 ♦1042 ♥54", True),  # the handbook's example: ace in a long suit, a ten with small cards
        ("♠3 ♣A87543 ♦1042 ♥54", False),  # one two only
        ("♣AKQ10872 ♦92", False),  # gen.packet_order.kotkat.8003: two twos, but AKQ are no small cards
        ("♠2 ♣A8754 ♦Q42 ♥54", False),  # a queen is not a small card
        ("♠2 ♣K87542 ♦1042 ♥54", False),  # only the ace may stand in the long suit
        ("♠2 ♣A875 ♦10642 ♥54", False),  # an ace in a suit of four is not "pitkässä maassa"
        ("♠2 ♣J87542 ♦1042 ♥54", False),  # "muutoinkin pienet kortit": a jack is an honour
    ],
)
def test_misere_cards_are_small_cards_and_at_most_a_long_ace(kept: str, fits: bool) -> None:
    assert ex._suits_misere(parse_cards(kept)) is fits


# gen.packet_order.kotkat.8003: A opens 6♣ with ♠- ♣AKQ10872 ♦A92 ♥J84 and gives ♦A ♥J ♥8 ♥4, keeping
# ♣AKQ10872 ♦92.  No misère hint (♥4 must not lie lowest); the wish stays ♣.
KOTKAT_8003 = {A: "♠- ♣AKQ10872 ♦A92 ♥J84", B: "♠AQ63 ♣J3 ♦J1073 ♥976"}


def test_no_misere_hint_from_a_long_strong_trump_suit() -> None:
    s = state_after(make_deal(Form.KOTKAT, B, KOTKAT_8003), "pass pass pass 6♣ " + "pass " * 8)
    assert point(s).seat is A
    pa = ex.advise_packet(point(s))
    assert pa.recommended
    for o in pa.recommended:
        r = decode(o, Form.KOTKAT)
        assert not r.misere_ok and r.wishes[:1] == (CL,)
    assert tuple(cards("♦A ♥J ♥4 ♥8")) in pa.recommended
    assert "ex_order_no_misere_hint" in {r.key for r in pa.reasons}
    assert "ex_order_misere_hint" not in {r.key for r in pa.reasons}


# gen.packet_order.alkupelit.8002 (review round 4): D 1♣ – B 2M (no club support), B's own 2♥, then the aces
# 3♦ and 4♥; B lifts.  *Ensimmäisen* / *Toisen kierroksen maalaukset* (C14a): the pair's suit is B's ♥, so
# the lifter keeps the trumps (*Valttipeli*) and the three small clubs are no "trumps".
ALKU_8002 = {
    A: "♠10987 ♣832 ♦Q853 ♥6",
    B: "♠J54 ♣5 ♦A64 ♥AQ954",
    C: "♠A632 ♣A7 ♦K2 ♥J832",
    D: "♠KQ ♣KQJ96 ♦1097 ♥107",
}


def test_the_lifters_own_suit_after_a_denial_is_the_trump() -> None:
    deal = make_deal(Form.ALKUPELIT, B, ALKU_8002, "♣10 ♥K ♦J ♣4")
    auction = "pass pass 1♣ pass 2M pass pass pass 2♥ pass pass pass 3♦ pass 4♠ pass 4♥ " + "pass " * 8
    s = state_after(deal, auction)
    assert point(s).seat is B
    pa = ex.advise_packet(point(s))
    params = [(r.key, r.params.get("suit")) for r in pa.reasons]
    assert ("ex_trump_intended", "♥") in params and ("ex_trump_intended", "♣") not in params
    assert ("ex_holder_lifts", "♥") in params and not any(k == "ex_give_all_trumps" for k, _ in params)
