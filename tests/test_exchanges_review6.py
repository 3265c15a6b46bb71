"""Review round 6 (reader A): the give faults.

- *Valttipeli* ("säilyttää ... yhteyskortti") with *Kolmannen ja neljännen kierroksen maalaukset*
  ("neljännen kierroksen maalaus kuvaa kuningasta"): a link reason names the card partner showed.
- *Valttipeli* ("varman kiinniottokortin (ässän)"): no length condition for the ace's suit.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_exchanges import card, point
from trainer.bids import Form
from trainer.cards import Rank, Suit
from trainer.conventions import exchanges as ex
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


CALLS_9503 = (
    "pass 1♦ pass 1♥  pass 2♠ pass pass  pass 2♦ pass pass  pass 3♠ pass 3♣  pass 3♦ pass pass  "
    "pass pass pass 4♦  " + "pass " * 8
)


def _state_9503() -> State:
    hands = {
        A: "♠A10962 ♣J ♦AK7432",
        B: "♠73 ♣Q7632 ♦Q ♥A754",
        C: "♠QJ ♣K10 ♦1086 ♥QJ1098",
        D: "♠K854 ♣A54 ♦5 ♥K632",
    }
    s = state_after(make_deal(Form.ALKUPELIT, D, hands, "♣9 ♣8 ♦9 ♦J"), CALLS_9503)
    for c in ("♦10", "♦J", "♠J", "♠Q"):
        s = s.apply(card(c))
    assert point(s).seat is A
    return s


def test_a_card_the_plans_give_partner_is_told_so_not_to_keep_a_link() -> None:
    """C passed in round 3 and bid 3♣ in round 4: the bid "kuvaa kuningasta".  The ♣J to an opponent is
    told that the plans give it to partner, never "do not void ♣: partner has the ace", which the
    recommended ♣ void would contradict (gen.give.alkupelit.9503)."""
    s = _state_9503()
    a = ex.advise(point(s))  # the card to B
    assert a is not None
    assert card("♣J") not in a.recommended
    keys = [r.key for r in a.worse[card("♣J")]]
    assert keys == ["ex_give_for_partner"]
    gives = ex.advise_gives(point(s))
    assert gives is not None and {B: card("♠2"), C: card("♣J"), D: card("♠6")} in [
        dict(p) for p in gives.recommended
    ]


def test_a_link_reason_names_the_king_partner_showed() -> None:
    """A suit where partner showed only the king is told as the king; a shown ace stays the ace
    (*Kolmannen ja neljännen kierroksen maalaukset*)."""
    king = ex._link_reasons([Suit.CLUBS], {}, "x", {Suit.CLUBS: Rank.KING})
    ace = ex._link_reasons([Suit.CLUBS], {}, "x", {Suit.CLUBS: Rank.ACE})
    assert king[Suit.CLUBS].key == "ex_keep_link_receiver_king"
    assert ace[Suit.CLUBS].key == "ex_keep_link_receiver"


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
