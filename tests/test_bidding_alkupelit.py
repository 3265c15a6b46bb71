"""Bidding advice in alkupelit (trainer.conventions.bidding_alkupelit): the handbook's examples and rules.

Each test names the handbook section it comes from.  Decision points are
built from one seat's hand and the calls so far; the other hands are random
and never read by the advice.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conventions_helpers import bidding_state, check_advice, make_deal, state_after
from tests.strategies import random_states
from trainer.bids import PASS, Bid, Call, Form
from trainer.cards import Card, parse_cards
from trainer.conventions import bidding_alkupelit as ba
from trainer.conventions.core import Advice, DecisionPoint, Verdict, decision_point, grade
from trainer.conventions.texts import TEMPLATES
from trainer.seats import Seat
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
from tests.handbook_text import HANDBOOK  # noqa: E402


def call(text: str) -> Call:
    return Call.parse(text)


def point_for(dealer: Seat, seat: Seat, hand: str, calls: str = "", seed: int = 0) -> DecisionPoint:
    return decision_point(bidding_state(Form.ALKUPELIT, dealer, seat, hand, calls, seed))


def advice_for(dealer: Seat, seat: Seat, hand: str, calls: str = "", seed: int = 0) -> Advice:
    advice = ba.advise(point_for(dealer, seat, hand, calls, seed))
    assert advice is not None
    return advice


def verdict(advice: Advice, text: str) -> Verdict:
    return advice.verdict_of(call(text))


def recommends(advice: Advice, *texts: str) -> bool:
    return {call(t) for t in texts} <= set(advice.recommended)


def ok(advice: Advice, text: str) -> bool:
    return verdict(advice, text) in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE)


def keys(advice: Advice) -> set[str]:
    return {r.key for r in advice.reasons}


def worse_keys(advice: Advice, text: str) -> set[str]:
    return {r.key for r in advice.worse.get(call(text), ())}


# --- Ensimmäisen kierroksen maalaukset: the opener -------------------------------------------------------


def test_opener_jumps_with_a_very_strong_colour() -> None:
    """Ensimmäisen kierroksen maalaukset (Ensikierron väri, esim. 2♦): ♠9 ♣K75 ♦AKQ1086 ♥A6 opens 2♦."""
    a = advice_for(A, A, "♠9 ♣K75 ♦AKQ1086 ♥A6")
    assert a.recommended == (call("2♦"),)
    assert verdict(a, "1♦") is Verdict.ACCEPTABLE  # still a first-round colour
    assert "bid_very_strong_jump" in keys(a)


def test_no_jump_without_a_very_strong_colour() -> None:
    """Ensimmäisen kierroksen maalaukset: a jump needs six cards with four honours (or seven with three)."""
    a = advice_for(A, A, "♦AKJ84 ♠A ♣765 ♥432")
    assert verdict(a, "2♦") is Verdict.NOT_ADVISED
    assert "bid_jump_needs_very_strong" in worse_keys(a, "2♦")


@pytest.mark.parametrize("hand", ["♦AKJ84 ♠A ♣765 ♥432", "♦AK9864 ♠A ♣765 ♥32"])
def test_opener_first_round_colour_examples(hand: str) -> None:
    """Ensimmäisen kierroksen maalaukset (esim. 1♦): ♦AKJ84 with ♠A, and ♦AK9864 with ♠A, open 1♦."""
    a = advice_for(A, A, hand)
    assert a.recommended == (call("1♦"),)
    assert "bid_first_round_colour" in keys(a)


def test_colour_without_side_strength_is_not_opened() -> None:
    """ALKUPELIT (introduction): a good suit alone rarely makes eleven tricks; a side ace or KQ is needed."""
    a = advice_for(A, A, "♦AKJ84 ♠7 ♣765 ♥432")
    assert verdict(a, "1♦") is Verdict.NOT_ADVISED
    assert "bid_colour_too_weak" in worse_keys(a, "1♦")
    assert PASS in a.recommended


def test_two_colours_lower_first_then_jump_in_round_two() -> None:
    """Toisen kierroksen maalaukset: 1♠ – pass – pass – pass; 2♦ shows a second first-round colour."""
    hand = "♠AKJ84 ♦AKJ85 ♥7 ♣3"
    assert advice_for(A, A, hand).recommended == (call("1♠"),)
    a = advice_for(A, A, hand, "1♠ pass pass pass")
    assert a.recommended == (call("2♦"),)
    assert "bid_second_colour_jump" in keys(a)


def test_three_aces_open_the_lowest_grand() -> None:
    """Ensimmäisen kierroksen maalaukset (Kolme tai neljä ässää): three aces, no long suit: 1 grand."""
    a = advice_for(A, A, "♠A84 ♣A73 ♦A65 ♥843")
    assert a.recommended == (call("1G"),)
    assert a.judgement


def test_three_aces_a_long_suit_is_preferred() -> None:
    """Ensimmäisen kierroksen maalaukset: with three aces a long suit is bid in preference (1G still fine)."""
    a = advice_for(A, A, "♠AKJ84 ♣A73 ♦A6 ♥43")
    assert a.recommended == (call("1♠"),)
    assert verdict(a, "1G") is Verdict.ACCEPTABLE


def test_four_aces_one_above_the_lowest_grand() -> None:
    """Ensimmäisen kierroksen maalaukset: four aces: two grand (one above the lowest grand)."""
    a = advice_for(A, A, "♠A84 ♣A73 ♦A65 ♥A43")
    assert a.recommended == (call("2G"),)
    assert "bid_four_aces_grand" in worse_keys(a, "1G")


def test_four_aces_over_an_opening_jump_above_the_lowest_grand() -> None:
    """Ensimmäisen kierroksen maalaukset: the jump is counted from the lowest grand available."""
    a = advice_for(A, B, "♠A84 ♣A73 ♦A65 ♥A43", "1♥")
    assert a.recommended == (call("2G"),)


def test_high_cards_bid_three_of_the_best_suit() -> None:
    """Ensimmäisen kierroksen maalaukset (Korkeat kortit): ♠Q98 ♣K75 ♦AK98 ♥A8 opens 3♦."""
    a = advice_for(A, A, "♠Q98 ♣K75 ♦AK98 ♥A8")
    assert a.recommended == (call("3♦"),)
    assert verdict(a, "3G") is Verdict.NOT_ADVISED
    assert verdict(a, "pass") is Verdict.NOT_ADVISED


def test_high_cards_with_equal_suits_bid_three_grand() -> None:
    """Ensimmäisen kierroksen maalaukset (esim. 3 grandia): all suits about equal, no colour: 3 grand."""
    a = advice_for(A, A, "♠AQ9 ♣KQ8 ♦AJ9 ♥KQ9")
    assert a.recommended == (call("3G"),)
    assert verdict(a, "3♠") is Verdict.ACCEPTABLE


def test_an_ordinary_hand_passes() -> None:
    """Ensimmäisen kierroksen maalaukset: without a colour, aces, high cards or misère cards: pass."""
    a = advice_for(A, A, "♠Q98 ♣J75 ♦K98 ♥763")
    assert a.recommended == (PASS,)
    assert not ok(a, "3♦")


def test_passimisaari_hand_passes() -> None:
    """ALKUPELIT: ♠3 ♣AK7542 ♦Q54 ♥K4 suits the passed misère: pass."""
    a = advice_for(A, A, "♠3 ♣AK7542 ♦Q54 ♥K4")
    assert a.recommended == (PASS,)
    assert "bid_pass_passimisaari" in keys(a)


def test_six_misere_with_good_misere_cards() -> None:
    """Ensimmäisen kierroksen maalaukset (esim. 6 misääriä): ♠3 ♣A87542 ♦1042 ♥54 opens 6 misère."""
    a = advice_for(A, A, "♠3 ♣A87542 ♦1042 ♥54")
    assert a.recommended == (call("6M"),)
    assert verdict(a, "5M") is Verdict.ACCEPTABLE


def test_six_misere_preempt_after_an_opening_when_partner_passed() -> None:
    """Ensimmäisen kierroksen maalaukset: 6 misère especially as a pre-empt when partner has passed."""
    a = advice_for(C, A, "♠3 ♣A87542 ♦1042 ♥54", "pass 1♠")
    assert a.recommended == (call("6M"),)
    assert "bid_misere_six_preempt" in keys(a)
    assert ok(a, "5M") and ok(a, "pass")


def test_five_misere_pre_empt_with_fewer_small_cards() -> None:
    """Ensimmäisen kierroksen maalaukset (esim. 5 misääriä): the typical pre-empt with weaker misère cards."""
    a = advice_for(C, A, "♠K3 ♣87542 ♦1042 ♥54", "pass 1♠")
    assert a.recommended == (call("5M"),)
    assert ok(a, "6M") and ok(a, "pass")


def test_no_misere_with_a_natural_void() -> None:
    """Yksinkertaistetut maalausohjeet: misère is usually not bid with a natural void."""
    a = advice_for(A, A, "♣A8754 ♦1042 ♥5432")
    assert a.recommended == (PASS,)
    assert verdict(a, "6M") is Verdict.NOT_ADVISED
    assert "bid_no_misere_with_void" in worse_keys(a, "6M")


def test_poor_misere_cards_do_not_pre_empt() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: no pre-empt with poor misère cards; just pass."""
    a = advice_for(A, B, "♠J95 ♣J8 ♦K9 ♥KQ842", "1♠")
    assert PASS in a.recommended
    assert "bid_misere_cards_poor" in worse_keys(a, "6M")


# --- the handbook's pre-empt deal (Ensimmäisen kierroksen maalaukset) ---------------------------------------

PREEMPT = {
    A: "♠AK1084 ♣94 ♦765 ♥A6",
    B: "♠J95 ♣J8 ♦K9 ♥KQ842",
    C: "♠Q76 ♣A6 ♦QJ8 ♥J1097",
    D: "♠32 ♣1072 ♦A10432 ♥53",
}


def preempt_point(calls: str) -> DecisionPoint:
    deal = make_deal(Form.ALKUPELIT, A, PREEMPT, middle="♣K ♣Q ♣5 ♣3")
    return decision_point(state_after(deal, calls))


@pytest.mark.parametrize(
    ("calls", "expected"),
    [("", "1♠"), ("1♠", "pass"), ("1♠ pass", "pass"), ("1♠ pass pass", "6M")],
)
def test_handbook_preempt_deal_round_one(calls: str, expected: str) -> None:
    """Ensimmäisen kierroksen maalaukset (the 6 misère deal): A 1♠, B pass, C pass, D 6 misère."""
    advice = ba.advise(preempt_point(calls))
    assert advice is not None and advice.recommended == (call(expected),)


def test_handbook_preempt_deal_after_the_preempt() -> None:
    """Ensimmäisen kierroksen maalaukset: after 6 misère everyone passes; C's lift to 6♠ would also do."""
    a = ba.advise(preempt_point("1♠ pass pass 6M"))
    assert a is not None and a.recommended == (PASS,)  # the step below 6♠ is 6 misère: no invitation
    c = ba.advise(preempt_point("1♠ pass pass 6M pass pass"))
    assert c is not None and c.recommended == (PASS,) and ok(c, "6♠")
    d = ba.advise(preempt_point("1♠ pass pass 6M pass pass pass"))
    assert d is not None and d.recommended == (PASS,) and "bid_misere_bidder_lifts" in keys(d)


def test_handbook_preempt_deal_continuation() -> None:
    """Jatkomaalaukset: the misère lifter at 6 misère passes in the continuation bidding."""
    deal = make_deal(Form.ALKUPELIT, A, PREEMPT, middle="♣K ♣Q ♣5 ♣3")
    s = state_after(deal, "1♠ pass pass 6M pass pass pass pass pass pass pass pass")
    for card in parse_cards("♥5 ♠3 ♥3 ♠2"):
        s = s.apply(card)
    while s.phase is Phase.RESPONDER_GIVES:
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.CONTINUATION and s.to_act is D
    a = ba.advise(decision_point(s))
    assert a is not None and a.recommended == (PASS,)


# --- Vastaajan (avaajan partnerin) maalaukset --------------------------------------------------------------


def test_responder_own_colour_needs_no_side_ace() -> None:
    """Vastaajan (avaajan partnerin) maalaukset (esim. 1♥): ♥AQJ74 answers 1♠ with 1♥."""
    a = advice_for(A, C, "♥AQJ74 ♠532 ♣43 ♦32", "1♠ pass")
    assert a.recommended == (call("1♥"),)
    assert "bid_responder_colour" in keys(a)


def test_responder_without_a_colour_passes() -> None:
    """Vastaajan (avaajan partnerin) maalaukset: ♥AQ874 is not a responder's colour."""
    a = advice_for(A, C, "♥AQ874 ♠532 ♣43 ♦32", "1♠ pass")
    assert a.recommended == (PASS,)


def test_responder_raises_with_four_card_support() -> None:
    """Vastaajan maalaukset (Korotus avaajan värissä): four cards with an honour; may jump to 5 or 6."""
    a = advice_for(A, C, "♠Q753 ♣K2 ♦983 ♥765", "1♠ pass")
    assert a.recommended == (call("2♠"),)
    assert verdict(a, "5♠") is Verdict.ACCEPTABLE and verdict(a, "6♠") is Verdict.ACCEPTABLE
    b = advice_for(A, C, "♠9753 ♣K2 ♦983 ♥765", "1♠ pass")
    assert not ok(b, "2♠")


def test_responder_lowest_misere_with_one_small_card() -> None:
    """Vastaajan maalaukset (Misääri alimmalla tasolla): at most one small card of opener's suit: 2 misère."""
    a = advice_for(A, C, "♠54 ♣QJ65 ♦QJ764 ♥5", "1♥ pass")
    assert a.recommended == (call("2M"),)
    assert "bid_responder_lowest_misere" in keys(a)
    void = advice_for(A, C, "♠543 ♣QJ6 ♦QJ7642", "1♥ pass")
    assert call("2M") in void.recommended


def test_responder_no_lowest_misere_with_a_singleton_honour() -> None:
    """Vastaajan maalaukset: a single honour is not 'one small card'."""
    a = advice_for(A, C, "♠54 ♣QJ65 ♦QJ764 ♥K", "1♥ pass")
    assert not ok(a, "2M")


def test_responder_answers_one_grand() -> None:
    """Vastaajan maalaukset (Vastaus 1 grandiin): the fourth ace without a long suit: 2 grand; else a 5-card suit."""
    a = advice_for(A, C, "♠A84 ♣Q73 ♦J65 ♥843", "1G pass")
    assert a.recommended == (call("2G"),)
    b = advice_for(A, C, "♠A84 ♣QJ873 ♦65 ♥84", "1G pass")
    assert b.recommended == (call("2♣"),)
    c = advice_for(A, C, "♠Q84 ♣Q73 ♦J65 ♥843", "1G pass")
    assert c.recommended == (PASS,)


def test_responder_answers_three_grand_with_the_longest_suit() -> None:
    """Vastaajan maalaukset (Vastaus 3 grandiin): the best (longest) own suit at level four."""
    a = advice_for(A, C, "♥KJ8643 ♠75 ♦Q8 ♣J4", "3G pass")
    assert a.recommended == (call("4♥"),)
    assert verdict(a, "pass") is Verdict.NOT_ADVISED


def test_opener_lifts_five_of_the_answer_to_three_grand() -> None:
    """Vastaajan maalaukset (Vastaus 3 grandiin): the opener then bids five of that suit and lifts."""
    a = advice_for(A, A, "♠AQ9 ♣KQ8 ♦AJ9 ♥KQ9", "3G pass 4♥ pass")
    assert a.recommended == (call("5♥"),)


def test_responder_answers_three_of_a_suit_with_the_best_suit() -> None:
    """Vastaajan maalaukset (Vastaus 3 maahan): the best own suit even without a first-round colour."""
    a = advice_for(A, C, "♠7 ♣QJ8643 ♦852 ♥J4", "3♦ pass")
    assert a.recommended == (call("4♣"),)


@pytest.mark.parametrize(("hand", "expected"), [("♠A84 ♣A73 ♦A65 ♥843", "1G"), ("♠A84 ♣A73 ♦A65 ♥A43", "2G")])
def test_responder_grand_with_aces(hand: str, expected: str) -> None:
    """Vastaajan maalaukset (Grandi): three aces the lowest grand, four aces a jump."""
    a = advice_for(A, C, hand, "1♠ pass")
    assert call(expected) in a.recommended


# --- competing and the opponents -----------------------------------------------------------------------


def test_opponent_competes_with_a_real_colour() -> None:
    """Alkumaalaukset: a player may bid a real colour after the opponents have bid; passing stays fine."""
    a = advice_for(A, B, "♥AQJ74 ♠A32 ♣4 ♦432", "1♠")
    assert a.recommended == (call("1♥"),)
    assert verdict(a, "pass") is Verdict.ACCEPTABLE


def test_defenders_stay_silent_after_the_lowest_misere() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: after their 1♥ – 2 misère the defenders usually pass."""
    a = advice_for(A, D, "♠QJ108 ♣984 ♦K92 ♥103", "1♥ pass 2M")
    assert a.recommended == (PASS,) and "bid_defenders_silent" in keys(a)
    strong = advice_for(A, D, "♠AKJ84 ♣A84 ♦92 ♥103", "1♥ pass 2M")
    assert call("2♠") in strong.recommended and ok(strong, "pass")


def test_defenders_not_silent_without_the_lowest_misere() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: the silence rule needs their responder's lowest misère."""
    a = advice_for(A, D, "♠AKJ84 ♣A84 ♦92 ♥103", "1♥ pass pass")
    assert "bid_defenders_silent" not in keys(a)


def test_round_two_opponents_pre_empt_with_good_misere_cards() -> None:
    """Toisen kierroksen maalaukset: the opponents' round-2 bid may be a 5/6 misère pre-empt."""
    a = advice_for(A, B, "♠32 ♣1072 ♦A10432 ♥53", "1♠ pass 2♠ pass pass")
    assert a.recommended == (call("6M"),)
    assert ok(a, "pass")


def test_sacrifice_at_level_five_is_acceptable() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: their 5♠ scores 25, our 5♦ two down doubled costs 20."""
    a = advice_for(A, D, "♦KQJ9654 ♠7 ♣842 ♥5", "1♠ pass 5♠")
    assert verdict(a, "5♦") is Verdict.ACCEPTABLE
    assert any(r.key == "bid_sacrifice" and r.params == {"theirs": 25, "ours": 20} for r in a.reasons)
    b = advice_for(A, D, "♦KQ96 ♠7 ♣8642 ♥542", "1♠ pass 5♠")
    assert not ok(b, "5♦")


# --- Toisen kierroksen maalaukset ------------------------------------------------------------------------


def test_opener_shows_a_second_round_suit() -> None:
    """Toisen kierroksen maalaukset: after 1♥ – pass – 2 misère – pass the opener shows ♠AK932: 2♠."""
    a = advice_for(A, A, "♠AK932 ♦85 ♥AQJ86", "1♥ pass 2M pass")
    assert a.recommended == (call("2♠"),)
    assert "bid_second_suit_opener" in keys(a)


def test_opener_passes_round_two_without_a_second_suit() -> None:
    """Toisen kierroksen maalaukset: without a second suit the opener passes."""
    a = advice_for(A, A, "♠AKJ84 ♥A65 ♣853 ♦7", "1♠ pass 1♦ pass")
    assert a.recommended == (PASS,)


def test_responder_after_lowest_misere_shows_best_suit() -> None:
    """Toisen kierroksen maalaukset; Kuppi ja häntäkuppi valttipelinä: C passes (or bids 2♦)."""
    a = advice_for(A, C, "♠54 ♣QJ65 ♦QJ764 ♥5", "1♥ pass 2M pass 2♠ pass")
    assert ok(a, "pass") and ok(a, "2♦")
    assert "bid_best_suit_after_lowest_misere" in keys(a)


def test_responder_second_round_suit() -> None:
    """Toisen kierroksen maalaukset: the responder needs two honours and three small, or three honours and one."""
    a = advice_for(A, C, "♠54 ♣KJ753 ♦Q64 ♥54", "1♥ pass pass pass pass pass")
    assert a.recommended == (call("2♣"),)
    b = advice_for(A, C, "♠54 ♣KJ75 ♦Q643 ♥54", "1♥ pass pass pass pass pass")
    assert b.recommended == (PASS,)


def test_responder_who_passed_first_then_lowest_misere_shows_longest_in_round_three() -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: passed, then the lowest misère in round 2: round 3 longest suit."""
    hand = "♠A4 ♣KJ8643 ♦Q86 ♥5"
    r2 = advice_for(A, A, hand, "pass pass 1♥ pass")
    assert call("2M") in r2.recommended
    a = advice_for(A, A, hand, "pass pass 1♥ pass 2M pass pass pass")
    assert a.recommended == (call("2♣"),)
    assert "bid_longest_suit_round_three" in keys(a)
    ace = advice_for(A, A, hand, "pass pass 1♥ pass 2M pass pass pass 2♣ pass pass pass")
    assert ace.recommended == (call("3♠"),)


# --- Kolmannen ja neljännen kierroksen maalaukset ---------------------------------------------------------

OPENER_AK = "♠AKJ84 ♥A65 ♣853 ♦7"
RESPONDER_AK = "♦AQJ95 ♣Q1064 ♥10 ♠65"


@pytest.mark.parametrize(
    ("seat", "hand", "calls", "expected"),
    [
        (A, OPENER_AK, "", "1♠"),
        (C, RESPONDER_AK, "1♠ pass", "1♦"),
        (A, OPENER_AK, "1♠ pass 1♦ pass", "pass"),
        (C, RESPONDER_AK, "1♠ pass 1♦ pass pass pass", "pass"),
        (A, OPENER_AK, "1♠ pass 1♦ pass pass pass pass pass", "1♥"),
        (C, RESPONDER_AK, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass", "2♦"),
        (A, OPENER_AK, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass 2♦ pass", "3♠"),
        (C, RESPONDER_AK, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass 2♦ pass 3♠ pass", "pass"),
        (A, OPENER_AK, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass 2♦ pass 3♠ pass pass pass", "4♠"),
    ],
)
def test_handbook_ace_and_king_auction(seat: Seat, hand: str, calls: str, expected: str) -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: 1♠ – pass – 1♦ – pass; pass ×4; 1♥ – pass – 2♦ –
    pass; 3♠ – pass – pass – pass; 4♠ shows first-round ♠ and ♦, the opener's ♥A and ♠AK, the
    responder's ♦A."""
    a = advice_for(A, seat, hand, calls)
    assert a.recommended == (call(expected),)


def test_ace_at_the_lowest_level_first() -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: an ace bid higher than needed is not advised."""
    a = advice_for(A, A, OPENER_AK, "1♠ pass 1♦ pass pass pass pass pass")
    assert verdict(a, "2♠") is Verdict.NOT_ADVISED
    assert "bid_ace_lowest_first" in worse_keys(a, "2♠")
    assert verdict(a, "2♥") is Verdict.NOT_ADVISED


def test_simplified_guide_hearts_ace_before_clubs_ace() -> None:
    """Yksinkertaistetut peliohjeet (Eri kierrosten maalaukset): round 2 ended at 3♦, holding ♣A and ♥A: 3♥ first, then 4♣."""
    hand = "♥AQJ75 ♣A8 ♦K1063 ♠4"
    assert advice_for(A, A, hand, "1♥ pass 2♦ pass").recommended == (call("3♦"),)
    a = advice_for(A, A, hand, "1♥ pass 2♦ pass 3♦ pass pass pass")
    assert a.recommended == (call("3♥"),)
    assert verdict(a, "4♣") is Verdict.NOT_ADVISED
    b = advice_for(A, A, hand, "1♥ pass 2♦ pass 3♦ pass pass pass 3♥ pass pass pass")
    assert b.recommended == (call("4♣"),)


def test_akq_jumps_one_level_in_the_ace_round() -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: ♥AKQ after round 2 ended at 2♣: 3♥ shows AKQ."""
    a = advice_for(A, A, "♣AQJ84 ♥AKQ ♦53 ♠72", "1♣ pass 1♦ pass 2♣ pass pass pass")
    assert a.recommended == (call("3♥"),)
    assert verdict(a, "2♥") is Verdict.ACCEPTABLE


def test_king_after_passing_in_the_ace_round() -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: no aces: pass in round 3, then a bid shows a king."""
    hand = "♦KQJ95 ♣K1064 ♥10 ♠65"
    first = advice_for(A, C, hand, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass")
    assert first.recommended == (PASS,) and "bid_pass_before_kings" in keys(first)
    later = advice_for(A, C, hand, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass pass pass 2♠ pass")
    assert later.recommended == (call("2♣"),)  # the lower of ♣K and ♦K first
    assert "bid_show_king_after_pass" in keys(later)


def test_lowest_grand_opener_names_the_missing_ace() -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: after opening the lowest grand, round 3 names the suit without its ace."""
    a = advice_for(A, A, "♠A84 ♣A73 ♦A65 ♥843", "1G pass pass pass pass pass pass pass")
    assert a.recommended == (call("2♥"),)
    assert "bid_1g_missing_ace" in keys(a)


def test_lowest_grand_opener_bids_grand_holding_the_named_aces() -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: aces of every suit the pair named: round 3 grand."""
    a = advice_for(A, A, "♠A84 ♣A73 ♦A65 ♥843", "1G pass 2♦ pass pass pass pass pass")
    assert a.recommended == (call("2G"),)


# --- Kehotus-, esto- ja kilpaileva maalaus: invitations ---------------------------------------------------

INV_A = "♠AKJ84 ♦K1063 ♥A5 ♣7"
INV_C = "♦AQJ95 ♣K106 ♥832 ♠7"


def test_handbook_invitation_example_invite() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: 1♠ – pass – 1♦ – pass; 2♦ – 5 misère – 5♣ invites 5♦."""
    assert advice_for(A, A, INV_A, "1♠ pass 1♦ pass").recommended == (call("2♦"),)
    a = advice_for(A, C, INV_C, "1♠ pass 1♦ pass 2♦ 5M")
    assert a.recommended == (call("5♣"),)
    assert "bid_let_partner_lift" in worse_keys(a, "5♦")
    assert ok(a, "pass")


def test_handbook_invitation_example_follow() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: the ♦ supporter answers the 5♣ invitation with 5♦."""
    a = advice_for(A, A, INV_A, "1♠ pass 1♦ pass 2♦ 5M 5♣ pass")
    assert a.recommended == (call("5♦"),)
    assert verdict(a, "pass") is Verdict.NOT_ADVISED


OPEN_H = "♥AQJ75 ♠A84 ♦K6 ♣92"


def test_openers_new_bid_after_a_preempt_is_an_invitation() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: 1♥ – 5 misère – pass – pass; 5♦ (invites 5♥) – pass – 5♥."""
    assert advice_for(A, C, "♥K4 ♠Q963 ♦J84 ♣J73", "1♥ 5M").recommended == (PASS,)
    a = advice_for(A, A, OPEN_H, "1♥ 5M pass pass")
    assert a.recommended == (call("5♦"),)
    assert "bid_invite_after_preempt" in keys(a)
    c = advice_for(A, C, "♥K4 ♠Q963 ♦J84 ♣J73", "1♥ 5M pass pass 5♦ pass")
    assert c.recommended == (call("5♥"),)


def test_invitation_may_be_declined_with_one_trump_and_no_side_ace() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: one card of the intended trump and no side ace: decline allowed."""
    c = advice_for(A, C, "♥4 ♠Q9632 ♦J84 ♣J73", "1♥ 5M pass pass 5♦ pass")
    assert c.recommended == (call("5♥"),) and verdict(c, "pass") is Verdict.ACCEPTABLE
    assert "bid_decline_invitation" in keys(c)


def test_a_repeated_invitation_must_be_followed() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: a repeated invitation is followed unless there is a weighty reason."""
    c = advice_for(A, C, "♥4 ♠Q9632 ♦J84 ♣J73", "1♥ 5M pass pass 5♦ pass pass pass 6♦ pass")
    assert c.recommended == (call("6♥"),)
    assert verdict(c, "pass") is Verdict.NOT_ADVISED
    assert "bid_follow_repeated_invitation" in worse_keys(c, "pass")


def test_five_grand_asks_for_six_misere() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: 1♣ – 5 misère – 5♣ – 5 grand; pass – 6 misère."""
    d = advice_for(A, D, "♠3 ♣8754 ♦9652 ♥432", "1♣ 5M 5♣")
    assert d.recommended == (call("5G"),)
    b = advice_for(A, B, "♠32 ♣1072 ♦A10432 ♥53", "1♣ 5M 5♣ 5G pass")
    assert b.recommended == (call("6M"),)
    assert "bid_follow_invitation" in keys(b)


def test_preempter_passes_when_not_asked() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: after the pre-empt is overbid, the pre-empter passes."""
    b = advice_for(A, B, "♠K2 ♣1072 ♦A1043 ♥543", "1♣ 5M 5♣ pass pass")
    assert b.recommended == (PASS,)


def test_three_grand_pre_empted_responder_invites_one_step_below() -> None:
    """Ensimmäisen kierroksen maalaukset (Kehotusmaalaus avauksen jälkeen): 3G – 5 misère – 5♦ asks for 5♥."""
    c = advice_for(A, C, "♥KJ8643 ♠75 ♦Q8 ♣J4", "3G 5M")
    assert c.recommended == (call("5♦"),)
    a = advice_for(A, A, "♠AQ9 ♣KQ8 ♦AJ9 ♥KQ9", "3G 5M 5♦ pass")
    assert a.recommended == (call("5♥"),)


def test_three_grand_pre_empted_spades_by_passing() -> None:
    """Ensimmäisen kierroksen maalaukset: 3G – 5 misère – pass – pass asks the opener for 5♠ (may decline)."""
    c = advice_for(A, C, "♠KJ8643 ♥75 ♦Q8 ♣J4", "3G 5M")
    assert c.recommended == (PASS,) and "bid_pass_asks_spades" in keys(c)
    a = advice_for(A, A, "♠AQ9 ♣KQ8 ♦AJ9 ♥KQ9", "3G 5M pass pass")
    assert a.recommended == (call("5♠"),)
    assert verdict(a, "pass") is Verdict.ACCEPTABLE


def test_responder_strong_suit_invites_after_a_suit_opening() -> None:
    """Ensimmäisen kierroksen maalaukset: 3♣ – 5 misère – 5♦ asks the opener for 5♥."""
    c = advice_for(A, C, "♥AKJ86 ♠75 ♦Q82 ♣J4", "3♣ 5M")
    assert c.recommended == (call("5♦"),)


# --- Nostomaalaus and the tail-cup deal (Kuppi ja häntäkuppi valttipelinä) -----------------------------------

TAIL = {
    A: "♠AK932 ♦85 ♥AQJ86",
    B: "♠76 ♣A10732 ♦A103 ♥K7",
    C: "♠54 ♣QJ65 ♦QJ764 ♥5",
    D: "♠QJ108 ♣984 ♦K92 ♥103",
}
TAIL_MIDDLE = "♥9 ♥4 ♥2 ♣K"
TAIL_AUCTION = [
    (A, "", "1♥"),
    (B, "1♥", "pass"),
    (C, "1♥ pass", "2M"),
    (D, "1♥ pass 2M", "pass"),
    (A, "1♥ pass 2M pass", "2♠"),
    (A, "1♥ pass 2M pass 2♠ pass pass pass", "2♥"),
    (C, "1♥ pass 2M pass 2♠ pass pass pass 2♥ pass", "pass"),
    (A, "1♥ pass 2M pass 2♠ pass pass pass 2♥ pass pass pass", "3♠"),
    (A, "1♥ pass 2M pass 2♠ pass pass pass 2♥ pass pass pass 3♠ pass pass pass", "4♠"),
    (C, "1♥ pass 2M pass 2♠ pass pass pass 2♥ pass pass pass 3♠ pass pass pass 4♠ pass", "pass"),
    (A, "1♥ pass 2M pass 2♠ pass pass pass 2♥ pass pass pass 3♠ pass pass pass 4♠ pass pass pass", "pass"),
    (
        C,
        "1♥ pass 2M pass 2♠ pass pass pass 2♥ pass pass pass 3♠ pass pass pass 4♠ pass pass pass pass pass",
        "4♥",
    ),
]


def tail_point(calls: str) -> DecisionPoint:
    deal = make_deal(Form.ALKUPELIT, A, TAIL, middle=TAIL_MIDDLE)
    return decision_point(state_after(deal, calls))


@pytest.mark.parametrize(("seat", "calls", "expected"), TAIL_AUCTION)
def test_handbook_tail_cup_auction(seat: Seat, calls: str, expected: str) -> None:
    """Kuppi ja häntäkuppi valttipelinä: A 1♥, C 2 misère, A 2♠; A shows ♥A, ♠A, ♠K at the lowest
    levels; A passes and C makes the lifting bid (Nostomaalaus)."""
    p = tail_point(calls)
    assert p.seat is seat
    a = ba.advise(p)
    assert a is not None and a.recommended == (call(expected),)


def test_tail_cup_lift_waits_for_partner_to_pass() -> None:
    """Nostomaalaus: the lifter lets partner pass once first; lifting earlier is not advised."""
    a = ba.advise(tail_point("1♥ pass 2M pass 2♠ pass pass pass 2♥ pass pass pass 3♠ pass pass pass 4♠ pass"))
    assert a is not None and "bid_wait_partner_pass" in worse_keys(a, "4♥")


def tail_continuation() -> State:
    deal = make_deal(Form.ALKUPELIT, A, TAIL, middle=TAIL_MIDDLE)
    s = state_after(deal, TAIL_AUCTION[-1][1] + " 4♥ pass pass pass pass pass pass pass pass")
    for card in parse_cards("♥9 ♥5 ♠4 ♠5"):
        s = s.apply(card)
    for card in ("♠2", "♦8", "♦5"):
        s = s.apply(Card.parse(card))
    assert s.phase is Phase.CONTINUATION
    return s


def test_tail_cup_continuation_first_trump_bidder_declares() -> None:
    """Jatkomaalaukset: the lifter C passes and A, who bid hearts first, makes the final bid 5♥."""
    s = tail_continuation()
    c = ba.advise(decision_point(s))
    assert s.to_act is C and c is not None and c.recommended == (PASS,)
    assert "bid_final_by_trump_bidder" in worse_keys(c, "5♥")
    s = s.apply(PASS)
    a = ba.advise(decision_point(s))
    assert s.to_act is A and a is not None and a.recommended == (call("5♥"),)
    # Kuppi ja häntäkuppi: C's packet ♥95♠45 ended the spades with hearts left, so C ruffs A's small
    # spades ("partneri kykenee kuppaamaan"); only ♥K is in sight and the handbook's 5♥ made an overtrick:
    # 6♥ stays acceptable (C24b).
    assert verdict(a, "6♥") is Verdict.ACCEPTABLE
    counted = [r for r in a.reasons if r.key == "bid_continuation_raise_counted"]
    assert counted and counted[0].params["cards"] == "♥K"
    assert "bid_continuation_too_high" in worse_keys(a, "7♥")
    s = s.apply(call("5♥"))
    c2 = ba.advise(decision_point(s))
    assert c2 is not None and c2.recommended == (PASS,) and "bid_contract_reached" in keys(c2)


def test_partners_ruffs_do_not_cover_the_honours_of_a_suit_without_its_ace() -> None:
    """Kuppi ja häntäkuppi: partner's ruffs make the side suit's "pikkuhakut" good, not its honours.  The
    tail-cup deal with ♠A and ♠K swapped between A and D: A's ♠KQ9 keeps ♠K and ♠Q as losers beside ♥K, so
    6♥ is not advised, naming them (gen.call.alkupelit.10168: ♠KQJ97 was counted as no loser)."""
    tail = dict(TAIL)
    tail[A] = "♠KQ932 ♦85 ♥AQJ86"
    tail[D] = "♠AJ108 ♣984 ♦K92 ♥103"
    deal = make_deal(Form.ALKUPELIT, A, tail, middle=TAIL_MIDDLE)
    s = state_after(deal, TAIL_AUCTION[-1][1] + " 4♥ pass pass pass pass pass pass pass pass")
    for card in parse_cards("♥9 ♥5 ♠4 ♠5"):
        s = s.apply(card)
    for card in ("♠2", "♦8", "♦5"):
        s = s.apply(Card.parse(card))
    s = s.apply(PASS)
    a = ba.advise(decision_point(s))
    assert s.to_act is A and a is not None and a.recommended == (call("5♥"),)
    assert worse_keys(a, "6♥") == {"bid_continuation_raise_seen_losers"}
    assert next(iter(a.worse[call("6♥")])).params["cards"] == "♠KQ ♥K"


def test_continuation_partner_with_a_tenace_may_declare() -> None:
    """Jatkomaalaukset: a partner holding a tenace (here ♦KJ without the Q) may make the final bid."""
    tail = dict(TAIL)
    tail[C] = "♠54 ♣QJ65 ♦KJ764 ♥5"
    tail[D] = "♠QJ108 ♣984 ♦Q92 ♥103"
    deal = make_deal(Form.ALKUPELIT, A, tail, middle=TAIL_MIDDLE)
    s = state_after(deal, TAIL_AUCTION[-1][1] + " 4♥ pass pass pass pass pass pass pass pass")
    for card in parse_cards("♥9 ♥5 ♠4 ♠5"):
        s = s.apply(card)
    for card in ("♠2", "♦8", "♦5"):
        s = s.apply(Card.parse(card))
    c = ba.advise(decision_point(s))
    assert c is not None and c.recommended == (call("5♥"),) and verdict(c, "pass") is Verdict.ACCEPTABLE


def test_strong_suit_bidder_invites_when_partner_does_not_lift() -> None:
    """Nostomaalaus: when partner does not lift, the would-be declarer invites one step below (5♦ for 5♥)."""
    hand = "♥AQJ75 ♠A84 ♦86 ♣92"
    calls = "1♥ pass pass pass pass pass pass pass 2♠ pass pass pass 2♥ pass pass pass"
    assert advice_for(A, A, hand, calls).recommended == (PASS,)
    a = advice_for(A, A, hand, calls + " pass pass pass pass")
    assert a.recommended == (call("5♦"),) and ok(a, "pass")
    assert "bid_invite_partner_lift" in keys(a)


# --- the advice's contract -----------------------------------------------------------------------------


def test_not_alkupelit_or_not_bidding_gives_none() -> None:
    """The module answers only alkupelit calls."""
    s = bidding_state(Form.KOTKAT, A, A, "♠9 ♣K75 ♦AKQ1086 ♥A6 ♠8")
    assert ba.advise(decision_point(s)) is None
    deal = make_deal(Form.ALKUPELIT, A, PREEMPT, middle="♣K ♣Q ♣5 ♣3")
    s2 = state_after(deal, "1♠ pass pass 6M pass pass pass pass pass pass pass pass")
    assert s2.phase is Phase.PACKET and ba.advise(decision_point(s2)) is None


def test_grading_with_the_advice() -> None:
    """core.grade: the handbook's 2♦ is recommended, 1♦ acceptable, pass not advised."""
    p = point_for(A, A, "♠9 ♣K75 ♦AKQ1086 ♥A6")
    a = ba.advise(p)
    assert grade(p, call("2♦"), a).verdict is Verdict.RECOMMENDED
    assert grade(p, call("1♦"), a).verdict is Verdict.ACCEPTABLE
    assert grade(p, PASS, a).verdict is Verdict.NOT_ADVISED


def _handbook_lines() -> set[str]:
    return {line.strip() for line in HANDBOOK.read_text(encoding="utf-8").splitlines()}


@pytest.mark.skipif(not HANDBOOK.exists(), reason="the handbook text is not available")
def test_sections_are_handbook_headings() -> None:
    """Every section name is a heading line of the handbook."""
    lines = _handbook_lines()
    for section in ba.SECTIONS:
        assert section in lines, section


def test_templates_registered_with_bid_prefix() -> None:
    for key in ba.TEMPLATES:
        assert key.startswith("bid_") and TEMPLATES[key] == ba.TEMPLATES[key]


def _check_advice(point: DecisionPoint, advice: Advice) -> None:
    check_advice(point, advice, prefix="bid_", sections=ba.SECTIONS)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.floats(0.45, 0.9))
def test_random_decision_points(seed: int, bias: float) -> None:
    """Property: never raises, only legal actions, well-formed reasons, deterministic."""
    for s in random_states(Form.ALKUPELIT, seed, bias):
        if s.phase not in (Phase.AUCTION, Phase.CONTINUATION):
            continue
        p = decision_point(s)
        advice = ba.advise(p)
        assert advice == ba.advise(decision_point(s))
        if advice is not None:
            _check_advice(p, advice)


@pytest.mark.parametrize("seed", range(40))
def test_random_decision_points_fixed_seeds(seed: int) -> None:
    """The same property over fixed seeds (wide coverage of auctions reaching the later rounds)."""
    for bias in (0.5, 0.8):
        for s in random_states(Form.ALKUPELIT, seed * 7919, bias):
            if s.phase in (Phase.AUCTION, Phase.CONTINUATION):
                p = decision_point(s)
                advice = ba.advise(p)
                if advice is not None:
                    _check_advice(p, advice)


def test_handbook_examples_are_legal_and_checked() -> None:
    """The advice on the handbook's example points passes the same structural checks."""
    for p in (
        point_for(A, A, "♠9 ♣K75 ♦AKQ1086 ♥A6"),
        preempt_point("1♠ pass pass"),
        tail_point(TAIL_AUCTION[-1][1]),
    ):
        a = ba.advise(p)
        assert a is not None
        _check_advice(p, a)


def test_bid_parse_round_trip_of_recommended() -> None:
    a = advice_for(A, A, "♠9 ♣K75 ♦AKQ1086 ♥A6")
    assert all(isinstance(c, Bid) and Bid.parse(str(c)) == c for c in a.recommended)


def test_responder_lifts_partners_grand() -> None:
    """Yksinkertaistetut maalausohjeet (Nostomaalaus): in grand the opener's partner makes the lifting bid."""
    calls = "1G pass pass pass pass pass pass pass 2♥ pass pass pass pass pass"
    a = advice_for(A, C, "♠Q84 ♣Q73 ♦J65 ♥843", calls)
    assert a.recommended == (call("2G"),)
    assert "bid_lift_partner_grand" in keys(a)


def test_moderate_misere_cards_do_not_open_five_misere() -> None:
    """Ensimmäisen kierroksen maalaukset: 5 misère is a pre-empt; without an opponent's bid the opener passes."""
    a = advice_for(A, A, "♠K3 ♣87542 ♦1042 ♥54")
    assert a.recommended == (PASS,) and ok(a, "5M")


def test_preempters_partner_with_poor_misere_cards_passes() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: 5 grand asks for 6 misère only with good misère cards."""
    d = advice_for(A, D, "♠AK3 ♣Q754 ♦K6 ♥A43", "1♣ 5M 5♣")
    assert d.recommended == (PASS,) and not ok(d, "5G")


def test_opener_with_a_colour_is_not_offered_five_misere() -> None:
    # *Ensimmäisen kierroksen maalaukset*: ♦AKJ84 with ♠A opens 1♦; low cards elsewhere do not make 5M defensible.
    s = bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, "♦AKJ84 ♠A ♣765 ♥432")
    advice = ba.advise(decision_point(s))
    assert advice is not None and advice.recommended == (Bid.parse("1♦"),)
    assert Bid.parse("5M") not in advice.acceptable


def test_a_round_two_pre_empt_does_not_claim_to_stop_the_exchange() -> None:
    # *Sivupelaajien korttien vaihdot*: only a round-1 opening at level 6 or 7 stops the defenders' exchange.
    late = ba.advise(
        decision_point(bidding_state(Form.ALKUPELIT, A, B, "♠32 ♣1072 ♦A10432 ♥53", "1♠ pass 2♠ pass pass"))
    )
    assert late is not None and Bid.parse("6M") in late.recommended + late.acceptable
    keys = {r.key for r in late.reasons}
    assert "bid_misere_six_preempt" not in keys and "bid_misere_six_preempt_late" in keys
    early = ba.advise(
        decision_point(bidding_state(Form.ALKUPELIT, A, D, "♠32 ♣1072 ♦A10432 ♥53", "1♠ pass pass"))
    )
    assert early is not None and "bid_misere_six_preempt" in {r.key for r in early.reasons}


def test_missing_ace_rule_is_for_the_lowest_grand_opener_only() -> None:
    # *Kolmannen ja neljännen kierroksen maalaukset*: after opening the lowest grand (three aces) the opener
    # names the suit whose ace is missing; the responder who showed the fourth ace with 2 grand does not.
    responder = "♠A5 ♣987 ♦8765 ♥432"
    s = bidding_state(Form.ALKUPELIT, A, C, responder, "1G pass 2G pass pass pass pass pass pass pass")
    advice = ba.advise(decision_point(s))
    assert advice is None or "bid_1g_missing_ace" not in {r.key for r in advice.reasons}
    opener = "♠K3 ♣A87 ♦A65 ♥A432"
    s = bidding_state(Form.ALKUPELIT, A, A, opener, "1G pass 2G pass pass pass pass pass")
    advice = ba.advise(decision_point(s))
    assert advice is not None and "bid_1g_missing_ace" in {r.key for r in advice.reasons}


# --- issue 11, fault 9: the opener's first round read against the handbook's words --------------------------


def test_three_aces_with_a_long_suit_bid_the_suit() -> None:
    """Kolme tai neljä ässää: "jos on pitkä maa, se maalataan mieluummin"; the short guide calls the lowest
    grand "yleensä huono maalaus".  gen.call.alkupelit.1032: fourth seat after three passes."""
    a = advice_for(B, A, "♠A98652 ♣A4 ♦AQ2 ♥6", "pass pass pass")
    assert a.recommended == (call("1♠"),) and "bid_three_aces_long_suit" in keys(a)
    assert verdict(a, "1G") is Verdict.ACCEPTABLE
    assert "bid_pass_hides_opening" in worse_keys(a, "pass")


def test_three_aces_without_a_long_suit_still_open_the_lowest_grand() -> None:
    """Kolme tai neljä ässää: without a suit of five the long-suit preference does not apply."""
    a = advice_for(A, A, "♠A843 ♣A73 ♦A65 ♥84")
    assert a.recommended == (call("1G"),) and "bid_three_aces_long_suit" not in keys(a)


def test_the_lowest_grand_needs_three_aces() -> None:
    """Kolme tai neljä ässää: 1 grand shows three aces; with two it is not advised, with a reason of its own."""
    a = advice_for(A, A, "♠A84 ♣A73 ♦Q65 ♥843")
    assert verdict(a, "1G") is Verdict.NOT_ADVISED and "bid_grand_needs_aces" in worse_keys(a, "1G")


def test_passimisaari_hand_with_seven_honours_passes() -> None:
    """Korkeat kortit: "Noin seitsemän honööriä ja tuhoisaa pelata passimisääriä": both halves are needed.
    gen.call.alkupelit.1051: seven honours, no ace, ♣Q2 short and queens to catch with."""
    a = advice_for(C, B, "♠KJ9 ♣Q2 ♦Q1083 ♥Q106", "pass pass pass")
    assert a.recommended == (PASS,) and "bid_pass_passimisaari" in keys(a)
    assert verdict(a, "3♦") is Verdict.NOT_ADVISED
    assert "bid_high_cards_suits_passimisaari" in worse_keys(a, "3♦")
    assert "bid_high_cards_suits_passimisaari" in worse_keys(a, "3G")


def test_strong_high_card_hand_still_opens_at_three() -> None:
    """Korkeat kortit: a hand with many more high cards than a passimisääri hand (six of A/K/Q) opens
    3 of its best suit even though it has catching cards (the 3♣ of gen.call.alkupelit.1003)."""
    a = advice_for(D, D, "♠KJ9 ♣KQJ10 ♦Q4 ♥KQ8")
    assert a.recommended == (call("3♣"),)


def test_weak_hand_is_told_why_not_three() -> None:
    """Korkeat kortit: an ordinary hand is not a 3-level high-card hand, and the 3 bid says why."""
    a = advice_for(A, A, "♠Q98 ♣J75 ♦K98 ♥763")
    assert "bid_high_cards_too_weak" in worse_keys(a, "3♦")


def test_strong_two_suiter_is_not_a_passimisaari_hand() -> None:
    """ALKUPELIT: a passimisääri hand has catching cards (K or Qxx) in two suits and the ace in the long
    suit; the tail-cup opener ♠AK932 ♥AQJ86 ♦85 has its kings and queens beside its aces (the handbook
    opens it 1♥), so passing is not advised and is told why."""
    a = advice_for(A, A, "♥AQJ86 ♦85 ♠AK932")
    assert a.recommended == (call("1♥"),) and "bid_pass_passimisaari" not in keys(a)
    assert verdict(a, "pass") is Verdict.NOT_ADVISED
    assert worse_keys(a, "pass") == {"bid_pass_hides_opening"}


def test_colour_hand_that_suits_passimisaari_may_pass() -> None:
    """ALKUPELIT: catching cards ♠K and ♦K beside no ace, a short ♥5: passing stays a sound choice."""
    a = advice_for(B, D, "♠KQ1094 ♣Q8 ♦KQ84 ♥5", "pass pass")
    assert a.recommended == (call("1♠"),) and verdict(a, "pass") is Verdict.ACCEPTABLE
    assert "bid_pass_passimisaari" in keys(a)


def test_no_passimisaari_reason_once_someone_has_bid() -> None:
    """ALKUPELIT: passimisääri is played only when everyone passes in round 1 (gen.call.alkupelit.1:
    C after B's 3♦ with ♠K765 ♣95 ♦K9742 ♥5, a hand that would suit it)."""
    a = advice_for(D, C, "♠K765 ♣95 ♦K9742 ♥5", "pass pass 3♦")
    assert "bid_pass_passimisaari" not in keys(a)


def test_doubtful_preempt_is_a_judgement_and_pass_is_advised() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: "Jos estomaalauksen tekeminen ei tunnu mielekkäältä huonojen
    misäärikorttien vuoksi, niin kannattaa usein vain passata".  gen.call.alkupelit.1: one two and ♠K in a
    short suit."""
    a = advice_for(D, C, "♠K765 ♣95 ♦K9742 ♥5", "pass pass 3♦")
    assert a.recommended == (PASS,) and a.judgement
    assert "bid_preempt_doubtful" in keys(a)
    assert next(r for r in a.reasons if r.key == "bid_preempt_doubtful").params == {"card": "♠K"}
    assert ok(a, "5M") and ok(a, "6M")


def test_moderate_preempt_with_two_twos_is_still_advised() -> None:
    """Yksinkertaistetut maalausohjeet (Estomaalaus): moderate misère cards and no colour: 5/6 misère.
    Two twos beside a short-suit king are not the doubtful case."""
    a = advice_for(C, A, "♠K3 ♣87542 ♦1042 ♥54", "pass 1♠")
    assert a.recommended == (call("5M"),) and "bid_preempt_doubtful" not in keys(a)


def test_six_misere_after_partners_pass_may_also_pass() -> None:
    """Misääri (esim. 6 misääriä): "näin etenkin, jos vastustajat maalaavat toisiaan tukien ja partneri on jo
    passannut"; with nobody to pre-empt yet, passing is also defensible (gen.call.alkupelit.106)."""
    a = advice_for(D, B, "♠J52 ♣K8764 ♦532 ♥8", "pass pass")
    assert a.recommended == (call("6M"),)
    assert verdict(a, "pass") is Verdict.ACCEPTABLE and "bid_pass_nothing_to_preempt" in keys(a)


def test_six_misere_in_first_seat_is_not_passed() -> None:
    """Misääri (esim. 6 misääriä): the handbook's own 6-misère hand in first seat; partner has not passed,
    so the pass is not advised and is told why."""
    a = advice_for(A, A, "♠3 ♣A87542 ♦1042 ♥54")
    assert verdict(a, "pass") is Verdict.NOT_ADVISED
    assert "bid_pass_nothing_to_preempt" not in keys(a)
    assert worse_keys(a, "pass") == {"bid_pass_hides_opening"}


def test_invitation_for_twelve_tricks_without_a_colour_is_a_judgement() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: the handbook's invitation after a pre-empt is at level five
    ("1♥ – 5 misääriä – pass – pass; 5♦").  gen.call.alkupelit.1003: 3♣ with ♣KQJ10 and no ace, then
    6 misère, and partner passed: pass is advised, the 6♠ invitation acceptable."""
    a = advice_for(D, D, "♠KJ9 ♣KQJ10 ♦Q4 ♥KQ8", "3♣ 6M pass pass")
    assert a.recommended == (PASS,) and verdict(a, "6♠") is Verdict.ACCEPTABLE
    assert "bid_invite_six_doubtful" in keys(a)


def test_invitation_at_level_six_with_a_colour_is_advised() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: the opener's new bid after the pre-empt invites; with a real
    first-round colour in the trump suit the six-level invitation is still advised."""
    a = advice_for(A, A, OPEN_H, "1♥ 6M pass pass")
    assert a.recommended == (call("6♦"),) and "bid_invite_six_doubtful" not in keys(a)


# --- review 2: a search or grand only while the trump may still be weak (gen.call.alkupelit.6003) ---------

A6003 = {
    A: "♠A7 ♣632 ♦Q5 ♥AKQ93",
    B: "♠63 ♣J10854 ♦J63 ♥74",
    C: "♠QJ10982 ♣KQ9 ♦2 ♥65",
    D: "♠K54 ♣7 ♦AK1098 ♥J108",
}
A6003_CALLS = (
    "pass 1♥ pass 2♠ pass pass pass pass pass 3♥ pass pass pass 4♠ pass 4♣ "
    "pass pass pass pass pass pass pass pass"
)


def a6003_point(packet: str, gives: str) -> DecisionPoint:
    """D deals; C lifts with 4♣ and hands A ``packet``; A gives ``gives`` to B, C and D; C passes; A calls."""
    s = state_after(make_deal(Form.ALKUPELIT, D, A6003, middle="♦7 ♦4 ♥2 ♣A"), A6003_CALLS)
    for card in parse_cards(packet):
        s = s.apply(card)
    for card in gives.split():
        s = s.apply(Card.parse(card))
    s = s.apply(PASS)
    assert s.phase is Phase.CONTINUATION and s.to_act is A
    return decision_point(s)


def test_no_search_and_no_grand_once_the_trump_grew_strong() -> None:
    """Jatkomaalaukset: another trump is searched for when the planned one "ei kasvanutkaan" strong
    enough; Grandi: grand when the cards are "niin heikot aiotussa valttimaassa".  ♥AKQ96532 grew."""
    p = a6003_point("♣9 ♥2 ♥5 ♥6", "♦5 ♦Q ♣2")
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),)
    # C24b (review 4): ♠7 ♣63 (♣963 beside partner's ace-round ♣) are more than six lets the side lose
    # with one covered by partner, so the raise to 6♥ is not offered and is told why.
    assert worse_keys(a, "6♥") == {"bid_continuation_raise_losers"}
    assert verdict(a, "5♠") is Verdict.NOT_ADVISED
    assert worse_keys(a, "5♠") == {"bid_continuation_trump_grew"}
    assert verdict(a, "5G") is Verdict.NOT_ADVISED
    assert worse_keys(a, "5G") == {"bid_continuation_grand_trump_grew", "bid_continuation_grand_void"}
    _check_advice(p, a)


def test_a_weak_trump_keeps_the_search_but_grand_with_an_open_void_is_not_advised() -> None:
    """♥AKQ963 (six cards) did not grow: 5♠ stays a fair search; 5G with ♦ void and neither the ♦A
    nor the ♦K handed to partner leaves the defenders a suit to run (Grandi (peli ilman valttia))."""
    p = a6003_point("♣9 ♣K ♣Q ♥6", "♦5 ♦Q ♣2")
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),)
    assert verdict(a, "5♠") is Verdict.ACCEPTABLE and "bid_continuation_other_trump" in keys(a)
    assert verdict(a, "5G") is Verdict.NOT_ADVISED
    assert worse_keys(a, "5G") == {"bid_continuation_grand_void"}


def test_a_weak_trump_without_a_void_keeps_grand_acceptable() -> None:
    """The same weak trump, ♦Q kept: no void, so 5G stays a judgement (acceptable)."""
    p = a6003_point("♣9 ♣K ♣Q ♥6", "♦5 ♣2 ♣3")
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),)
    assert verdict(a, "5G") is Verdict.ACCEPTABLE and "bid_continuation_grand" in keys(a)


# --- review 2: the six-misère text agrees with a five-misère advice (gen.call.alkupelit.6000) -------------


def test_moderate_misere_cards_five_recommended_six_not_called_better() -> None:
    """Kehotus-, esto- ja kilpaileva maalaus: six misère is "usein parempi kuin viisi", but with an ace
    in a short suit (♠A64) five is the advice, so 6M's reason must not call six the better bid."""
    a = advice_for(C, B, "♠A64 ♣742 ♦J ♥108642", "1♦ pass pass")
    assert a.recommended == (call("5M"),) and ok(a, "6M") and ok(a, "pass")
    assert "bid_misere_six_preempt_moderate" in keys(a) and "bid_misere_six_preempt" not in keys(a)


def test_good_misere_cards_keep_six_is_better() -> None:
    """With good misère cards the pre-empt is 6M and its reason says six is better than five."""
    a = advice_for(C, A, "♠3 ♣A87542 ♦1042 ♥54", "pass 1♠")
    assert a.recommended == (call("6M"),)
    assert "bid_misere_six_preempt" in keys(a) and "bid_misere_six_preempt_moderate" not in keys(a)


# --- review 3: the trump grew in partner's hand (gen.call.alkupelit.7000, .7007); any level (.7009) -------

A7000 = {
    A: "♠32 ♣102 ♦J104 ♥Q8654",
    B: "♠Q98654 ♣Q5 ♦83 ♥32",
    C: "♠- ♣AJ76 ♦976 ♥AJ1097",
    D: "♠AJ107 ♣9843 ♦Q52 ♥K",
}
A7000_CALLS = (
    "1♥ pass 2♥ pass 3♣ pass pass pass 3♥ pass pass pass 4♣ pass pass pass pass pass 4♥ pass "
    "pass pass pass pass pass pass pass"
)


def a7000_point(packet: str, gives: str) -> DecisionPoint:
    """C deals and opens 1♥; A raises, lifts with 4♥ and hands C ``packet``; C gives ``gives`` to D, A
    and B; A, the lifter, calls first in the continuation."""
    s = state_after(make_deal(Form.ALKUPELIT, C, A7000, middle="♠K ♦A ♦K ♣K"), A7000_CALLS)
    for card in parse_cards(packet):
        s = s.apply(card)
    for card in gives.split():
        s = s.apply(Card.parse(card))
    assert s.phase is Phase.CONTINUATION and s.to_act is A
    return decision_point(s)


def _check_own(point: DecisionPoint, advice: Advice) -> None:
    check_advice(point, advice, prefix="bid_", sections=ba.SECTIONS, own_reasons=True)


def test_trumps_handed_to_the_trump_bidder_grew_the_trump() -> None:
    """Jatkomaalaukset: another trump is sought "kun suunniteltu valttimaa ei kasvanutkaan" in the
    exchange.  A handed the 1♥ opener ♥Q865 (and got ♥5 back): A knows the trump grew although A's own
    ♥54 is short, so 5♣ and 5G are not advised, each told why (gen.call.alkupelit.7000)."""
    p = a7000_point("♥5 ♥6 ♥8 ♥Q", "♦6 ♥5 ♣6")
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),) and a.acceptable == (PASS,)
    for text in ("5♣", "5G"):
        assert verdict(a, text) is Verdict.NOT_ADVISED
        assert worse_keys(a, text) == {"bid_continuation_trump_grew_handed"}
    _check_own(p, a)


def test_a_small_trump_back_shows_the_trump_grew() -> None:
    """Valttipeli: the trump bidder who "sai partnerin valttikortit" but misses an honour hands back a
    small trump for a finesse.  A handed only ♥Q8 but got ♥7 back: the trump grew."""
    p = a7000_point("♥8 ♥Q ♠2 ♣2", "♦6 ♥7 ♣6")
    a = ba.advise(p)
    assert a is not None and verdict(a, "5♣") is Verdict.NOT_ADVISED
    assert worse_keys(a, "5♣") == {"bid_continuation_trump_grew_return"}
    _check_own(p, a)


def test_two_trumps_handed_and_none_back_keep_the_search() -> None:
    """The rule must not fire when the seat cannot tell: A handed ♥Q8 and got a club back, so the
    search in the pair's other suit (5♣) stays acceptable."""
    p = a7000_point("♥8 ♥Q ♠2 ♣2", "♦6 ♣6 ♦7")
    a = ba.advise(p)
    assert a is not None and verdict(a, "5♣") is Verdict.ACCEPTABLE
    assert "bid_continuation_other_trump" in keys(a)
    _check_own(p, a)


A7007 = {
    A: "♠Q103 ♣Q43 ♦AQ10 ♥K32",
    B: "♠A4 ♣A9752 ♦64 ♥1085",
    C: "♠J872 ♣106 ♦52 ♥AQ74",
    D: "♠K95 ♣K8 ♦J983 ♥J96",
}


def test_the_lifter_who_handed_the_trump_does_not_search() -> None:
    """gen.call.alkupelit.7007: C lifted the 3♦ opening and handed A ♦K752; with a tenace C may declare
    5♦, but 5♥ and 5G are not advised: the diamonds grew in A's hand."""
    calls = "pass pass pass 3♦ pass 3♥ pass pass pass 4♥ pass pass pass pass pass pass pass pass"
    s = state_after(make_deal(Form.ALKUPELIT, B, A7007, middle="♠6 ♦K ♦7 ♣J"), calls)
    for card in parse_cards("♦7 ♦5 ♦2 ♦K"):
        s = s.apply(card)
    for card in ("♠10", "♠Q", "♠3"):
        s = s.apply(Card.parse(card))
    assert s.phase is Phase.CONTINUATION and s.to_act is C
    p = decision_point(s)
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♦"),) and a.acceptable == (PASS,)
    for text in ("5♥", "5G"):
        assert worse_keys(a, text) == {"bid_continuation_trump_grew_handed"}
    _check_own(p, a)


A7009 = {
    A: "♠KQ7 ♣A986 ♦AKQ98 ♥-",
    B: "♠1054 ♣J52 ♦653 ♥1052",
    C: "♠J ♣Q4 ♦J ♥AKQJ9874",
    D: "♠A9862 ♣103 ♦10742 ♥3",
}


def test_other_contracts_are_weighed_at_the_six_level() -> None:
    """Jatkomaalaukset: "sekä pelilaji ... että taso saattavat muuttua" in the continuation, at any level.
    gen.call.alkupelit.7009: the pair stands at 6♦ (A's suit); C, with ♥AKQJ9876 ♣AKQ74 and only ♦J
    handed over, may try its own shown suit at the same level (6♥ acceptable); 6G, with ♠ and ♦ void,
    is not advised with its own reason, and so is every other call."""
    calls = "3♥ 6M 6♣ pass 6♦ pass pass pass pass pass pass pass pass"
    s = state_after(make_deal(Form.ALKUPELIT, C, A7009, middle="♠3 ♥6 ♣K ♣7"), calls)
    for card in parse_cards("♥4 ♠3 ♠J ♦J"):
        s = s.apply(card)
    for card in ("♠3", "♣A", "♣6"):
        s = s.apply(Card.parse(card))
    assert s.phase is Phase.CONTINUATION and s.to_act is C
    p = decision_point(s)
    a = ba.advise(p)
    assert a is not None and a.recommended == (PASS,)
    assert verdict(a, "6♥") is Verdict.ACCEPTABLE and "bid_continuation_other_trump" in keys(a)
    assert worse_keys(a, "6G") == {"bid_continuation_grand_void"}
    _check_own(p, a)


def test_a_higher_search_is_told_it_raises_the_level() -> None:
    """Jatkomaalaukset: the search goes upward from where the bidding stands, not rashly higher: in the
    weak-trump 6003 deal, 6♠ (a level above 5♠) and 6G are not advised with their own reasons."""
    p = a6003_point("♣9 ♣K ♣Q ♥6", "♦5 ♣2 ♣3")
    a = ba.advise(p)
    assert a is not None and verdict(a, "5♠") is Verdict.ACCEPTABLE
    assert worse_keys(a, "6♠") == {"bid_continuation_search_higher"}
    assert worse_keys(a, "6G") == {"bid_continuation_search_higher"}
    _check_own(p, a)


@pytest.mark.parametrize("seed", range(12))
def test_every_continuation_call_not_advised_has_its_own_reason(seed: int) -> None:
    """Issue 11: in the continuation every legal call that is neither recommended nor acceptable is
    told what is wrong with it."""
    for s in random_states(Form.ALKUPELIT, seed * 104729, 0.8):
        if s.phase is Phase.CONTINUATION:
            p = decision_point(s)
            advice = ba.advise(p)
            if advice is not None:
                _check_own(p, advice)


# --- review 4: natural voids are dealt voids; ace bids are no suits; the tenace holder's level;
# honours in the long suit (gen.call.alkupelit.8001, .8005, .8006, .8009) ------------------------------

A8001 = {
    A: "♠83 ♣10 ♦Q109765 ♥A85",
    B: "♠AKQ4 ♣A3 ♦K32 ♥Q104",
    C: "♠J10975 ♣J985 ♦J ♥K6",
    D: "♠6 ♣KQ642 ♦A8 ♥J732",
}
A8001_CALLS = "pass 3♠ pass 3♣ pass pass pass pass pass 4♠ pass 4♦ pass pass pass pass pass pass pass pass"


def test_a_void_made_in_the_exchange_is_no_natural_void() -> None:
    """Skruuvisanastoa: a natural void (luonnonreno) has no card of the suit "käteen jaetuissa
    korteissa".  gen.call.alkupelit.8001: B gave away ♥Q104 and is void in ♥ only since the exchange,
    so 5M/6M are told of B's high cards, not of a natural void.  Partner's 4♦ came in the ace round
    ("Kolmannen kierroksen maalaus tarkoittaa ässää"), so 5♦ is told that, not that nobody bid ♦;
    and with ♣3 ♦K83 to lose, 6♠ is not offered (Jatkomaalaukset: not "uhkarohkeasti")."""
    s = state_after(make_deal(Form.ALKUPELIT, A, A8001, middle="♣7 ♦4 ♠2 ♥9"), A8001_CALLS)
    for card in parse_cards("♦8 ♣K ♠2 ♠6"):
        s = s.apply(card)
    for card in ("♥4", "♥Q", "♥10"):
        s = s.apply(Card.parse(card))
    s = s.apply(PASS)
    assert s.phase is Phase.CONTINUATION and s.to_act is B
    p = decision_point(s)
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♠"),) and a.acceptable == (call("5♣"),)
    for text in ("5M", "6M"):
        assert worse_keys(a, text) == {"bid_continuation_misere_high"}
    for text in ("5♦", "6♦"):
        assert worse_keys(a, text) == {"bid_continuation_ace_suit"}
    assert worse_keys(a, "5♥") == {"bid_continuation_unshown_suit"}  # ♥ was never bid at all
    assert worse_keys(a, "6♠") == {"bid_continuation_raise_losers"}
    _check_own(p, a)


A8006 = {
    A: "♠752 ♣A86 ♦8762 ♥AK",
    B: "♠AJ10 ♣975 ♦K ♥109874",
    C: "♠84 ♣43 ♦AQ43 ♥J653",
    D: "♠KQ63 ♣KQJ10 ♦J1095 ♥-",
}
A8006_CALLS = (
    "pass pass pass 3♣ pass 3♥ pass 4♠ pass pass pass pass pass 4♦ pass pass pass pass pass pass pass pass"
)


def a8006_state() -> State:
    """A deals; D opens 3♣, B lifts with 4♦ and hands D ♣7 ♣2 ♣5 ♣9; D gives ♠3 ♠K ♦5; B calls."""
    s = state_after(make_deal(Form.ALKUPELIT, A, A8006, middle="♠9 ♥Q ♣2 ♥2"), A8006_CALLS)
    for card in parse_cards("♣7 ♣2 ♣5 ♣9"):
        s = s.apply(card)
    for card in ("♠3", "♠K", "♦5"):
        s = s.apply(Card.parse(card))
    assert s.phase is Phase.CONTINUATION and s.to_act is B
    return s


def test_the_tenace_holder_is_told_the_level_not_partners_bid() -> None:
    """Jatkomaalaukset: with a "haarukka" the partner may make the final bid.  gen.call.alkupelit.8006:
    B is advised 5♣ on the ♠AKJ109 tenace, so 6♣ is told it is a level above 5♣, not that ♣ is
    partner's to make; B's ♣ void is the packet B gave, no natural void."""
    p = decision_point(a8006_state())
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♣"),) and a.acceptable == (PASS,)
    assert worse_keys(a, "6♣") == {"bid_continuation_level_above"}
    assert worse_keys(a, "5M") == {"bid_continuation_misere_high"}
    _check_own(p, a)


def test_a_dealt_void_is_still_a_natural_void_in_the_continuation() -> None:
    """The rule must still fire: D was dealt no ♥ and still holds none, so D's 5M is told the
    handbook's "ei yleensä tule maalata, jos on luonnonreno" (Yksinkertaistetut maalausohjeet)."""
    s = a8006_state().apply(PASS)
    assert s.to_act is D
    p = decision_point(s)
    a = ba.advise(p)
    assert a is not None and verdict(a, "5M") is Verdict.NOT_ADVISED
    assert worse_keys(a, "5M") == {"bid_no_misere_with_void"}
    assert a.recommended == (call("5♣"),)
    _check_own(p, a)


def test_without_a_bid_of_its_own_a_higher_trump_is_partners_to_make() -> None:
    """Valttipeli: the player who first bid the trump makes the final bid.  Must still fire: in the
    8001 deal B (the first ♠ bidder) bids 5♠; D, with no ♠ bid of its own standing or advised, passes
    and is told 6♠ is B's to make."""
    s = state_after(make_deal(Form.ALKUPELIT, A, A8001, middle="♣7 ♦4 ♠2 ♥9"), A8001_CALLS)
    for card in parse_cards("♦8 ♣K ♠2 ♠6"):
        s = s.apply(card)
    for card in ("♥4", "♥Q", "♥10"):
        s = s.apply(Card.parse(card))
    s = s.apply(PASS).apply(call("5♠"))
    assert s.phase is Phase.CONTINUATION and s.to_act is D
    p = decision_point(s)
    a = ba.advise(p)
    assert a is not None and a.recommended == (PASS,)
    assert worse_keys(a, "6♠") == {"bid_continuation_not_declarer"}
    _check_own(p, a)


@pytest.mark.parametrize(
    ("hand", "five"),
    [
        ("♠8 ♣8542 ♦AKJ107 ♥83", Verdict.NOT_ADVISED),  # gen.call.alkupelit.8005: ♦K J below the ace
        ("♠8 ♣8542 ♦A9765 ♥83", Verdict.ACCEPTABLE),  # the ace alone in the long suit stays safe
        ("♠8 ♣8542 ♦AK976 ♥83", Verdict.ACCEPTABLE),  # one high card below the top can still be ducked
    ],
)
def test_honours_in_the_long_suit_count_against_a_misere(hand: str, five: Verdict) -> None:
    """ALKUPELIT: a painted misère wants "pikkuhakkuja että ässä pitkässä (vähintään viiden kortin)
    maassa"; Kehotus-, esto- ja kilpaileva maalaus: "estomaalausta ei voi tehdä olemattomilla
    korteilla".  The dealer's 5M pre-empt with ♦AKJ107 is not advised and names the honours."""
    a = advice_for(A, A, hand)
    assert a.recommended == (PASS,)
    assert verdict(a, "5M") is five
    if five is Verdict.NOT_ADVISED:
        assert worse_keys(a, "5M") == {"bid_misere_long_honours"}
        (r,) = a.worse[call("5M")]
        assert r.params["cards"] == "♦KJ" and r.params["holding"] == "♦AKJ107"


def test_the_handbooks_painted_misere_hand_keeps_six_misere() -> None:
    """ALKUPELIT / Passimisääri: ♠3 ♣A87542 ♦1042 ♥54 is the handbook's painted-misère hand: the ace
    at the top of the long suit counts for nothing, so 6M stays the advice as dealer."""
    a = advice_for(A, A, "♠3 ♣A87542 ♦1042 ♥54")
    assert a.recommended == (call("6M"),)
    assert "bid_misere_long_honours" not in {r.key for rs in a.worse.values() for r in rs}


# --- review 4b: partner's own rebid of the trump after receiving trumps (gen.call.alkupelit.8403) ---------

A8403 = {
    A: "♠32 ♣AJ76 ♦AKQ52 ♥J",
    B: "♠10 ♣1084 ♦86 ♥K97642",
    C: "♠KQJ764 ♣9 ♦J109 ♥105",
    D: "♠A985 ♣Q532 ♦4 ♥AQ3",
}
A8403_CALLS = (
    "pass 1♦ pass 2♠ pass 2♣ pass pass pass 3♦ pass pass pass 4♣ pass pass pass pass pass 4♦ "
    "pass pass pass pass pass pass pass pass"
)


def a8403_point(packet: str) -> DecisionPoint:
    """D deals; A opens 1♦ and C lifts with 4♦, handing A ``packet``; A gives ♠2, ♥J, ♠3; C passes and
    A, the first diamond bidder, bids 5♦ himself."""
    s = state_after(make_deal(Form.ALKUPELIT, D, A8403, middle="♦7 ♥8 ♣K ♦3"), A8403_CALLS)
    for card in [*parse_cards(packet), *map(Card.parse, ("♠2", "♥J", "♠3"))]:
        s = s.apply(card)
    s = s.apply(PASS).apply(call("5♦"))
    assert s.phase is Phase.CONTINUATION and s.to_act is C
    return decision_point(s)


def test_partners_rebid_of_the_trump_after_receiving_trumps_shows_it_grew() -> None:
    """Jatkomaalaukset: after the exchange the first trump bidder raises "kyseistä maata" to the level he
    has weighed; a trump that "ei kasvanutkaan" sends the pair bidding other suits.  C handed A ♦J10 and
    A bid 5♦ himself: 5G and 5♥ are not advised, each naming the cards (gen.call.alkupelit.8403)."""
    p = a8403_point("♦10 ♦J ♣9 ♣K")
    a = ba.advise(p)
    assert a is not None and a.recommended == (PASS,) and a.acceptable == ()
    for text in ("5G", "5♥"):
        assert worse_keys(a, text) == {"bid_continuation_trump_grew_rebid"}
        r = next(iter(a.worse[call(text)]))
        assert r.params["cards"] == "♦J10" and r.params["rebid"] == "5♦"
    _check_own(p, a)


def test_partners_rebid_without_trumps_from_the_seat_keeps_grand_fair() -> None:
    """The rule must not fire when the seat handed no trump: C handed ♣K9 ♠76 and A bid 5♦; C cannot tell
    how the trump fared, and grand stays acceptable with its own reason."""
    p = a8403_point("♣K ♣9 ♠7 ♠6")
    a = ba.advise(p)
    assert a is not None and a.recommended == (PASS,)
    assert "bid_continuation_trump_grew_rebid" not in {r.key for rs in a.worse.values() for r in rs}
    assert verdict(a, "5G") is Verdict.ACCEPTABLE and "bid_continuation_grand" in keys(a)
    _check_own(p, a)


# --- review 5: the first trump bidder who received partner's trumps; the raise's trump holes -------------

A9002 = {
    A: "♠984 ♣76 ♦AK862 ♥A9",
    B: "♠A75 ♣K5 ♦Q5 ♥QJ1075",
    C: "♠K6 ♣Q1032 ♦974 ♥832",
    D: "♠QJ102 ♣AJ94 ♦J3 ♥K4",
}
A9002_CALLS = (
    "pass 1♥ pass pass pass pass pass 2♠ pass 3♠ pass 3♣ pass pass pass pass pass 4♣ pass 4♥ "
    "pass pass pass pass pass pass pass pass"
)


def a9002_point(packet: str, gives: str = "♦5 ♦Q ♠5") -> DecisionPoint:
    """A deals; B opens 1♥ and D lifts with 4♥, handing B ``packet``; B gives ``gives``, D passes."""
    s = state_after(make_deal(Form.ALKUPELIT, A, A9002, middle="♣8 ♦10 ♠3 ♥6"), A9002_CALLS)
    for card in [*parse_cards(packet), *parse_cards(gives)]:
        s = s.apply(card)
    s = s.apply(PASS)
    assert s.phase is Phase.CONTINUATION and s.to_act is B
    return decision_point(s)


def test_trumps_received_by_the_first_trump_bidder_grew_the_trump() -> None:
    """Valttipeli: the lifter hands over his trumps, and one who "sai partnerin valttikortit" plays the
    trump even when a high honour is missing ("AQJxxxxx"); another trump is sought only "kun suunniteltu
    valttimaa ei kasvanutkaan" (Jatkomaalaukset).  D handed B ♥K64: 5♠ is not advised although B's
    ♥KQJ107654 lacks the ace (gen.call.alkupelit.9002)."""
    p = a9002_point("♣9 ♥4 ♥6 ♥K")
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),) and a.acceptable == ()
    assert worse_keys(a, "5♠") == {"bid_continuation_trump_grew_received"}
    r = next(iter(a.worse[call("5♠")]))
    assert r.params["cards"] == "♥K64" and r.params["holding"] == "♥KQJ107654"
    assert "bid_continuation_trump_grew_received" in worse_keys(a, "5G")
    _check_own(p, a)


def test_one_trump_received_leaves_the_search_open() -> None:
    """The rule must not fire when partner's packet carried one trump only: B's ♥KQJ1075 may still be
    weak, so 5♠, a suit the side showed, stays acceptable with its own reason."""
    p = a9002_point("♥K ♣9 ♣8 ♦3")
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),)
    assert verdict(a, "5♠") is Verdict.ACCEPTABLE and "bid_continuation_other_trump" in keys(a)
    assert "bid_continuation_trump_grew_received" not in {r.key for rs in a.worse.values() for r in rs}
    _check_own(p, a)


A9004 = {
    A: "♠Q108 ♣A9 ♦AJ5 ♥AJ82",
    B: "♠AK64 ♣Q106 ♦732 ♥94",
    C: "♠92 ♣J843 ♦KQ94 ♥75",
    D: "♠J53 ♣K75 ♦106 ♥KQ106",
}
A9004_CALLS = (
    "pass pass 1G pass pass pass 2♥ pass pass pass 2G pass 3♦ pass pass pass pass pass pass pass pass"
)


def a9004_point(hands: dict[Seat, str]) -> DecisionPoint:
    """C deals; A opens 1G and bids 2♥; C lifts with 3♦ and hands A ♦K ♥3 ♥7 ♥5; A gives ♠10 ♠Q ♠8."""
    s = state_after(make_deal(Form.ALKUPELIT, C, hands, middle="♦8 ♣2 ♠7 ♥3"), A9004_CALLS)
    for card in parse_cards("♦K ♥3 ♥7 ♥5 ♠10 ♠Q ♠8"):
        s = s.apply(card)
    s = s.apply(PASS)
    assert s.phase is Phase.CONTINUATION and s.to_act is A
    return decision_point(s)


def test_raise_to_six_with_two_top_trumps_out_is_not_advised() -> None:
    """Jatkomaalaukset: bids rest on "omiin ja maalausten perusteella varmistettuihin kortteihin", and the
    level is not raised "uhkarohkeasti liian korkealle".  A holds ♥AJ87532 and partner's packet said the
    hearts ended: ♥K and ♥Q are out, so 6♥ is not advised, naming them (gen.call.alkupelit.9004)."""
    p = a9004_point(A9004)
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),) and a.acceptable == ()
    assert worse_keys(a, "6♥") == {"bid_continuation_raise_trump_holes"}
    assert next(iter(a.worse[call("6♥")])).params["cards"] == "♥KQ"
    _check_own(p, a)


def test_raise_to_six_with_three_losers_in_sight_is_not_advised() -> None:
    """Jatkomaalaukset: "ei maalausta pidä nostaa uhkarohkeasti liian korkealle"; six is twelve tricks
    (Maalaukset: the number counts the tricks over six), so the side may lose one.  With
    ♥AK87532 (♥Q out) beside ♣A9, A can see ♥Q and ♣9 losing (♦J counts as covered by partner's ace-round
    3♦): 6♥ is not advised, naming them (issue 11: the old rule let two side cards through, counting on
    partner's unseen cards)."""
    hands = {**A9004, A: "♠Q108 ♣A9 ♦AJ5 ♥AK82", D: "♠J53 ♣K75 ♦106 ♥JQ106"}
    p = a9004_point(hands)
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),) and a.acceptable == ()
    assert worse_keys(a, "6♥") == {"bid_continuation_raise_seen_losers"}
    assert next(iter(a.worse[call("6♥")])).params["cards"] == "♣9 ♥Q"
    assert not a.judgement  # nothing else stays acceptable (C24d)
    _check_own(p, a)


def test_raise_to_six_with_one_loser_in_sight_stays_a_judgement() -> None:
    """The rule must not fire with one trick in sight: ♥AK87532 (♥Q out) beside ♣AK and ♦AKQ5 shows only
    ♥Q, which six can afford: 6♥ stays acceptable, told what was counted, and the advice is a judgement."""
    hands = {
        **A9004,
        A: "♠Q108 ♣AK ♦AQ5 ♥AK82",
        C: "♠92 ♣J843 ♦KJ94 ♥75",
        D: "♠J53 ♣975 ♦106 ♥JQ106",
    }
    p = a9004_point(hands)
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5♥"),)
    assert verdict(a, "6♥") is Verdict.ACCEPTABLE and a.judgement
    counted = [r for r in a.reasons if r.key == "bid_continuation_raise_counted"]
    assert counted and counted[0].params == {"bid": "6♥", "cards": "♥Q"}
    _check_own(p, a)


# --- review 5: the 1G opener's round-3 bid names the missing ace; grand's final bid ----------------------

A9000 = {
    A: "♠1063 ♣1032 ♦Q7 ♥A987",
    B: "♠J75 ♣764 ♦K1062 ♥J10",
    C: "♠A4 ♣AK8 ♦A985 ♥432",
    D: "♠KQ982 ♣QJ95 ♦J4 ♥5",
}
A9000_CALLS = (
    "pass 1G pass 2G pass pass pass pass pass 3♥ pass pass pass 4♣ pass pass pass pass pass 4G "
    "pass pass pass pass pass pass pass pass"
)


def a9000_point() -> DecisionPoint:
    """B deals; C opens 1G (three aces), A answers 2G, C bids 3♥ in round 3 and 4♣ in round 4, A lifts
    with 4G and hands C ♠10 ♦Q ♦3 ♦7; C gives ♥2, ♣A, ♥3; A passes."""
    s = state_after(make_deal(Form.ALKUPELIT, B, A9000, middle="♥6 ♥K ♥Q ♦3"), A9000_CALLS)
    for card in parse_cards("♠10 ♦Q ♦3 ♦7 ♥2 ♣A ♥3"):
        s = s.apply(card)
    s = s.apply(PASS)
    assert s.phase is Phase.CONTINUATION and s.to_act is C
    return decision_point(s)


def test_the_lowest_grand_openers_round_three_bid_named_the_missing_ace() -> None:
    """Kolmannen ja neljännen kierroksen maalaukset: after the lowest grand opening "kolmannella
    kierroksella maalataan se maa, mistä ässä puuttuu".  C's 3♥ (holding ♥4) showed no top card, so 5♥
    is told it named the missing ace; C's round-4 4♣ still showed a top card (it must not fire there).
    The final bid 5G is not explained by the trump-game rule (Jatkomaalaukset: "Valttipelissä");
    gen.call.alkupelit.9000."""
    p = a9000_point()
    a = ba.advise(p)
    assert a is not None and a.recommended == (call("5G"),)
    assert worse_keys(a, "5♥") == {"bid_continuation_missing_ace_suit"}
    assert next(iter(a.worse[call("5♥")])).params["call"] == "3♥"
    assert worse_keys(a, "5♣") == {"bid_continuation_ace_suit"}
    assert "bid_final_grand" in keys(a) and "bid_final_by_trump_bidder" not in keys(a)
    _check_own(p, a)
    text = TEMPLATES["bid_continuation_missing_ace_suit"]
    assert "missing" in text and "top card" not in text
