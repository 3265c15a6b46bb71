"""The bolshevik's give (*Korttien ylianto*, BOLSEVIKIT): review 5, gen.give.bolsevikit.9001.

*BOLSEVIKIT / Maalaukset*: the bolshevik wants to void "huono maa" and to get rid of "lyhyen maan
korkeista korteista"; a short suit of low cards holding its two is no weak suit (C63a).
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_exchanges import card, point, verdict
from trainer.bids import Form
from trainer.conventions import exchanges as ex
from trainer.conventions.core import Verdict
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def _d_bolshevik(hand: str) -> State:
    """B deals, D bids 7M; the middle ♠7 ♥9 ♦A ♣4 joins D's ``hand`` (the deal of .9001)."""
    s = state_after(make_deal(Form.BOLSEVIKIT, B, {D: hand}, "♠7 ♥9 ♦A ♣4"), "pass pass 7M pass")
    assert point(s).seat is D
    return s


def test_a_short_suit_of_low_cards_with_its_two_is_not_voided() -> None:
    """D holds ♠972 ♣KQ4 ♦A87642 ♥9852: voiding ♣ (the short suit's high cards) is advised; voiding ♠
    throws away the ♠2 and keeps ♣KQ, so it is neither advised nor acceptable, and ♠2 is told to stay
    and which high cards to shed (gen.give.bolsevikit.9001)."""
    s = _d_bolshevik("♠92 ♣KQ ♦87642 ♥852")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    rec = [dict(p) for p in gives.recommended]
    assert {A: card("♣K"), B: card("♣Q"), C: card("♣4")} in rec
    spade_void = {card("♠9"), card("♠7"), card("♠2")}
    assert all(set(p.values()) != spade_void for p in gives.recommended + gives.acceptable)
    assert verdict(s, card("♠2")) is Verdict.NOT_ADVISED
    a = ex.advise(point(s))
    assert a is not None
    why = a.worse[card("♠2")][0]
    assert why.key == "ex_bol_keep_short_two" and why.params == {"card": "♠2", "suit": "♠", "cards": "♣Q ♣K"}


def test_a_short_suit_with_its_two_and_a_high_card_stays_a_weak_suit() -> None:
    """Must not fire: with ♠Q72 the queen makes ♠ a short suit with a high card; voiding it stays at
    least acceptable and ♠2 is not told to stay."""
    s = _d_bolshevik("♠Q2 ♣KQ ♦87642 ♥852")
    gives = ex.advise_gives(point(s))
    assert gives is not None
    spade_void = {card("♠Q"), card("♠7"), card("♠2")}
    assert any(set(p.values()) == spade_void for p in gives.recommended + gives.acceptable)
    a = ex.advise(point(s))
    assert a is not None
    assert "ex_bol_keep_short_two" not in {r.key for r in a.worse.get(card("♠2"), ())}


# --- the trump receiver's give: "several choices are defensible" only beside several plans -------------

A9000_CALLS = "pass 3♣ pass 3♥ pass pass pass pass pass 4♣ pass 4♥ pass pass pass pass pass pass pass pass"
B9000 = "♠J10 ♣Q3 ♦10432 ♥AK104"


def _receiver(d_hand: str) -> list[str]:
    """C deals; D bids clubs, B lifts with 4♥ and hands D ♥2 ♠J ♣3 ♣Q: the reasons of D's give."""
    deal = make_deal(Form.ALKUPELIT, C, {B: B9000, D: d_hand}, "♦8 ♠2 ♥J ♥2")
    s = state_after(deal, A9000_CALLS)
    for c in ("♥2", "♠J", "♣3", "♣Q"):
        s = s.apply(card(c))
    a = ex.advise(point(s))
    assert a is not None and point(s).seat is D
    return [r.key for r in a.reasons]


def test_one_plan_is_not_called_one_of_several_choices() -> None:
    """*Valttipeli*: void a suit, its highest card to partner.  D's only plan is the ♦ void (♦K to
    partner, in two orders of the same cards): the advice does not say "several choices are
    defensible" (gen.give.alkupelit.9000).  (Review 6: no side ace here, since an ace to partner as a
    catching card is a plan of its own from a suit of any length, gen.give.alkupelit.9500.)"""
    keys = _receiver("♠K95 ♣AK5 ♦K95 ♥Q86")
    assert "ex_void_suit_to_partner" in keys and "ex_intent_unclear" not in keys


def test_two_plans_keep_the_several_choices_text() -> None:
    """Must not fire: with ♠K9 beside the received ♠J, voiding ♠ or ♦ are both plans, and the unclear
    bidding's text stays."""
    assert "ex_intent_unclear" in _receiver("♠K9 ♣AK54 ♦AK5 ♥Q86")
