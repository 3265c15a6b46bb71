"""Review round 7 (reader A): the bolshevik's gives keep no card the defenders can force to win (C63d).

*BOLSEVIKIT / Maalaukset*: the bolshevik player gets rid of "lyhyen maan korkeista korteista" and voids a
bad suit; *Korttien ylianto*: "renottaa huono maansa ja antaa sivupelaajille ässä lyhyestä".  A card the
defenders can force to take a trick is read from the misère ladder (:meth:`HandEval.likely_misere_tricks`,
C42), the measure behind the bolshevik's bid and final call.  Positions are the replayed deals of the
review's drills, built through the conventions API.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_exchanges import card, point
from tests.test_exchanges_review6 import _plans, _reasons_of
from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import exchanges as ex
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D

# gen.give.bolsevikit.9800: D after the middle ♥3 ♠10 ♠7 ♥8.
HAND_9800 = "♠10 ♠9 ♠7 ♠4 ♣A ♣Q ♣J ♣8 ♣7 ♣5 ♣2 ♥8 ♥7 ♥5 ♥3 ♥2"
# gen.give.bolsevikit.9801: D after the middle ♥9 ♦8 ♣6 ♠Q.
HAND_9801 = "♠K ♠Q ♠8 ♠5 ♠3 ♠2 ♣8 ♣6 ♣5 ♣4 ♣3 ♦8 ♥9 ♥6 ♥5 ♥2"
# gen.give.bolsevikit.9804: B after the middle ♦Q ♥J ♠6 ♦J.
HAND_9804 = "♠A ♠K ♠Q ♠7 ♠6 ♠5 ♠3 ♠2 ♣6 ♦A ♦Q ♦J ♥J ♥9 ♥4 ♥2"


def _set(cards: str) -> frozenset[Card]:
    return frozenset(card(c) for c in cards.split())


def _allowed(hand: str, me: Seat) -> set[frozenset[Card]]:
    return {got for got, _, _ in _plans(hand, me)}


def _state_9800() -> State:
    deal = make_deal(Form.BOLSEVIKIT, C, {D: "♠94 ♣AQJ8752 ♥752"}, "♥3 ♠10 ♠7 ♥8")
    s = state_after(deal, "pass 7M pass pass")
    assert point(s).seat is D
    return s


def _state_9804() -> State:
    deal = make_deal(Form.BOLSEVIKIT, B, {B: "♠AKQ7532 ♣6 ♦A ♥942"}, "♦Q ♥J ♠6 ♦J")
    s = state_after(deal, "7M pass pass pass")
    assert point(s).seat is B
    return s


def test_a_give_that_throws_a_safe_card_and_keeps_a_forceable_one_is_no_plan() -> None:
    """♠10974 without ♠2 ♠3: the ♠4 can never be forced to win, a bare ♠7 or ♠9 can.  Giving the ♠4 and
    keeping either is no plan ("lyhyen maan korkeista korteista"), and the whole give is told why
    (gen.give.bolsevikit.9800)."""
    allowed = _allowed(HAND_9800, D)
    assert _set("♠10 ♠9 ♠4") not in allowed
    assert _set("♠10 ♠7 ♠4") not in allowed
    gives = ex.advise_gives(point(_state_9800()))
    assert gives is not None
    plan = {A: card("♠10"), B: card("♠9"), C: card("♠4")}
    assert all(dict(p) != plan for p in gives.recommended + gives.acceptable)
    why = gives.fault(plan)
    assert [r.key for r in why] == ["ex_bol_keeps_forceable"]
    assert why[0].params == {"card": "♠4", "high": "♠7"}


def test_giving_the_forceable_cards_and_keeping_the_safe_one_stays_advised() -> None:
    """Must not fire: ♠10 ♠9 ♠7 keeps the ♠4, which cannot be forced; and a give with an ace, the
    handbook's own aim ("antaa ... ässä"), is no wasted card (gen.give.bolsevikit.9800)."""
    gives = ex.advise_gives(point(_state_9800()))
    assert gives is not None
    assert {A: card("♠10"), B: card("♠9"), C: card("♠7")} in [dict(p) for p in gives.recommended]
    assert gives.fault({A: card("♠10"), B: card("♠9"), C: card("♠7")}) == ()
    assert _set("♠10 ♣A ♠9") in _allowed(HAND_9800, D)


def test_a_give_that_breaks_a_short_suit_and_keeps_its_high_cards_is_no_plan() -> None:
    """♦AQJ: giving the ♦A and keeping ♦QJ bare leaves two cards the defenders can force; the plans that
    void ♣6 beside the ♦A are no plans, and are told why (gen.give.bolsevikit.9804)."""
    allowed = _allowed(HAND_9804, B)
    for bad in ("♦A ♥J ♣6", "♦A ♥9 ♣6", "♦A ♠A ♣6"):
        assert _set(bad) not in allowed
    gives = ex.advise_gives(point(_state_9804()))
    assert gives is not None
    why = gives.fault({C: card("♦A"), D: card("♥J"), A: card("♣6")})
    assert [r.key for r in why] == ["ex_bol_keeps_short_forceable"]
    assert why[0].params["high"] == "♦Q"


def test_the_void_of_the_short_suit_stays_recommended() -> None:
    """Must not fire: ♦A ♦Q ♦J voids ♦ ("renottaa huono maansa"); ♥9 given from ♥976 keeps only low cards
    and stays allowed beside the ♣ void (the round-1 hand BOL_100 of tests/test_exchanges.py)."""
    gives = ex.advise_gives(point(_state_9804()))
    assert gives is not None
    assert {C: card("♦A"), D: card("♦Q"), A: card("♦J")} in [dict(p) for p in gives.recommended]
    assert gives.fault({C: card("♦A"), D: card("♦Q"), A: card("♦J")}) == ()
    assert _set("♣8 ♣5 ♥9") in _allowed("♠A ♠10 ♠7 ♠5 ♠3 ♠2 ♣8 ♣5 ♦Q ♦9 ♦6 ♦3 ♦2 ♥9 ♥7 ♥6", C)


def test_dangerous_means_a_card_the_defenders_can_force() -> None:
    """The ♥9 of ♥9652 is off the misère ladder: a spare gift in every plan, never "one of your most
    dangerous cards"; the ♠K and ♠Q of ♠KQ8532 are high cards to shed (gen.give.bolsevikit.9801)."""
    plans = _plans(HAND_9801, D)
    for got, keys, what in plans:
        if card("♥9") in got:
            first = {w: k for w, k in reversed(list(zip(what, keys, strict=True)))}
            assert first["♥9"] == "ex_bol_spare_gift"
    rec = _reasons_of(plans, "♠K ♦8 ♠Q")
    assert rec["♠K"] == "ex_bol_high_card" and rec["♠Q"] == "ex_bol_high_card"
    assert _reasons_of(plans, "♠Q ♥9 ♦8")["♠Q"] == "ex_bol_high_card"


def test_a_forceable_card_is_still_called_dangerous() -> None:
    """Must not fire: the ♠10, ♠9 and ♠7 of ♠10974 (the ♠7 and ♠9 on the ladder, the ♠10 above them) are
    the most dangerous cards (gen.give.bolsevikit.9800), and so is the ♥J of ♥J942 (9804)."""
    why = _reasons_of(_plans(HAND_9800, D), "♠10 ♠9 ♠7")
    assert why["♠10"] == why["♠9"] == why["♠7"] == "ex_bol_worst"
    assert _reasons_of(_plans(HAND_9804, B), "♥J ♣6 ♥9")["♥J"] == "ex_bol_worst"
