"""Review round 7 (reader A): the bolshevik's final call counts long suits without their twos (C47b).

*BOLSEVIKIT / Pelitaktiikkaa*: "varsin vaaralliseksi pitkä maa, josta puuttuu kakkonen"; *BOLSEVIKIT /
Maalaukset*: the dictator is the bid "pakkobolsevikissa tai toivottoman huonojen pöytäkorttien vuoksi".
gen.call.bolsevikit.9806 was told "about 0 likely tricks" and that the dictator is "only for hopeless
cards" while forced and holding ♠1098754 ♣Q8763 with both twos out.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_bidding_bolsevikit import BOL, DICTATORS, GOOD, advice_at, final_state, keys
from trainer.bids import PASS
from trainer.cards import parse_card_list
from trainer.seats import Seat
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def review_9806() -> State:
    """gen.call.bolsevikit.9806: D, forced (deal 8/8), holds ♠1098754 ♣Q8763 ♦63 after the gifts."""
    deal = make_deal(BOL, D, {D: "♠9854 ♣Q873 ♦63 ♥KJ"}, middle="♥9 ♠10 ♠7 ♣6")
    s = state_after(deal, "7M pass pass pass", bolshevik_forced=D, bolshevik_barred=frozenset({A, B, C}))
    for card in parse_card_list("♥K ♥J ♥9"):
        s = s.apply(card)
    assert s.phase is Phase.CONTINUATION and s.to_act is D
    return s


def test_long_suits_without_their_twos_count_in_the_final_call() -> None:
    """Two long suits without their twos: about two likely tricks, named, and the forced case said as the
    handbook says it; every dictator still costs more, so pass stays right (gen.call.bolsevikit.9806)."""
    a = advice_at(review_9806())
    assert a.recommended == (PASS,) and not a.acceptable
    ks = keys(a)
    assert "bol_final_stay" not in ks and "bol_dictator_emergency" not in {w[0].key for w in a.worse.values()}
    stay = a.reasons[0]
    assert stay.key in {"bol_final_hopeless_stay", "bol_final_close_stay"} and stay.params["tricks"] == 2
    assert "bol_long_suits_danger" in ks and "bol_final_forced" in ks
    long_note = next(r for r in a.reasons if r.key == "bol_long_suits_danger")
    assert long_note.params["holding"] == "♠1098754 ♣Q8763"


def test_good_cards_stay_without_a_long_suit_note() -> None:
    """Must not fire: good cards with no long suit lacking its two stay "about 0 likely tricks", with no
    long-suit note and the plain emergency reason (not forced)."""
    a = advice_at(final_state(GOOD, "♠3 ♣3 ♦4 ♥3", "♣9 ♣7 ♦5"))
    assert keys(a) == ["bol_final_stay"] and a.reasons[0].params["tricks"] == 0
    for d in DICTATORS:
        assert a.worse[d][0].key == "bol_dictator_emergency"


def test_a_forced_bolshevik_with_good_cards_is_told_the_forced_case() -> None:
    """A forced player whose cards are good: the stay names the forced case ("pakkobolsevikissa") and each
    dictator is told it is for a misère that looks bad, not "only for hopeless cards"."""
    deal = make_deal(BOL, A, {A: GOOD}, middle="♠3 ♣3 ♦4 ♥3")
    s = state_after(deal, "7M pass pass pass", bolshevik_forced=A, bolshevik_barred=frozenset({B, C, D}))
    for card in parse_card_list("♣9 ♣7 ♦5"):
        s = s.apply(card)
    a = advice_at(s)
    assert a.recommended == (PASS,) and keys(a) == ["bol_final_stay_forced"]
    for d in DICTATORS:
        assert a.worse[d][0].key == "bol_dictator_emergency_forced"
