"""Review round 6 (reader A): the give faults.

- *Valttipeli* ("varman kiinniottokortin (ässän)"): no length condition for the ace's suit.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_exchanges import card, point
from trainer.bids import Form
from trainer.conventions import exchanges as ex
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


CALLS_9500 = (
    "3♣ pass 3♦ pass 4♦ pass pass pass pass pass 4♥ pass pass pass pass pass 5♦ pass pass pass pass pass pass "
    "pass pass"
)


def _state_9500() -> State:
    hands = {
        A: "♠QJ ♣AKJ96 ♦KJ764",
        B: "♠K1098 ♣83 ♥KQ9872",
        C: "♠A643 ♣2 ♦Q1053 ♥A64",
        D: "♠52 ♣Q1054 ♦A982 ♥103",
    }
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, "♣7 ♥5 ♥J ♠7"), CALLS_9500)
    for c in ("♦6", "♦7", "♦J", "♦K"):
        s = s.apply(card(c))
    assert point(s).seat is C
    return s


def test_an_ace_to_partner_is_a_catching_card_from_a_short_suit_too() -> None:
    """*Valttipeli*: the receiver may give partner "varman kiinniottokortin (ässän)"; the handbook sets
    no length, so the ♥A of ♥A64 is as acceptable as the ♠A of ♠A643 (gen.give.alkupelit.9500)."""
    gives = ex.advise_gives(point(_state_9500()))
    assert gives is not None
    allowed = [dict(p) for p in gives.recommended + gives.acceptable]
    assert {D: card("♠3"), A: card("♥A"), B: card("♠4")} in allowed
    assert {D: card("♠3"), A: card("♠A"), B: card("♠4")} in allowed


def test_an_ace_to_an_opponent_is_no_catching_card() -> None:
    """Must not fire: the ace goes to partner, not to an opponent."""
    gives = ex.advise_gives(point(_state_9500()))
    assert gives is not None
    allowed = [dict(p) for p in gives.recommended + gives.acceptable]
    assert all(p.get(D) != card("♥A") and p.get(B) != card("♥A") for p in allowed)
