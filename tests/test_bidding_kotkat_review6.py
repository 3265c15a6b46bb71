"""Review round 6 (reader A), gen.call.kotkat.9501: a grand over the suit partner chose.

*KOTKAT / Jatkomaalaukset*: after partner's bid of the trump the packet wished for, "Tähän partneri yleensä
passaa"; the table under *Misäärin korttien vaihdot* reads a 1 + 1 + 2 packet's wish as the fourth suit.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from trainer.bids import PASS, Bid, Form
from trainer.cards import Card
from trainer.conventions import bidding_kotkat as bk
from trainer.conventions.core import decision_point
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def _state_kotkat_9501() -> State:
    hands = {
        A: "♠AJ5 ♣QJ9643 ♥KQ32",
        B: "♠109763 ♣AK85 ♦K42 ♥7",
        C: "♠4 ♣72 ♦AQ10983 ♥A1085",
        D: "♠KQ82 ♣10 ♦J765 ♥J964",
    }
    s = state_after(make_deal(Form.KOTKAT, A, hands), "pass pass 6♠ pass pass pass pass pass pass pass pass")
    for c in ("♣2", "♥A", "♣7", "♠4", "♠4", "♣Q", "♠J", "♠5"):
        s = s.apply(Card.parse(c))
    s = s.apply(Bid.parse("6♦"))
    assert decision_point(s).seat is A
    return s


def test_grand_over_partners_own_suit_is_not_said_unstopped() -> None:
    """Partner's packet asked for ♦ and partner bid 6♦: the 6G rejection does not say that nothing tells
    partner stops ♦; it says 6G answers partner's bid neither way (gen.call.kotkat.9501)."""
    a = bk.advise(decision_point(_state_kotkat_9501()))
    assert a is not None and a.recommended == (PASS,)
    keys = [r.key for r in a.worse[Bid.parse("6G")]]
    assert "kbid_cont_grand_void" not in keys
    assert keys == ["kbid_cont_answer_only"]


def test_grand_with_a_void_partner_never_bid_is_still_unstopped() -> None:
    """Must not fire: a void in a suit partner has not bid keeps the grand-void reason (here ♦ is the void
    and partner's continuation bid is 6♥)."""
    hands = {
        A: "♠AJ5 ♣QJ9643 ♥KQ32",
        B: "♠109763 ♣AK85 ♦K42 ♥7",
        C: "♠4 ♣72 ♦AQ10983 ♥A1085",
        D: "♠KQ82 ♣10 ♦J765 ♥J964",
    }
    s = state_after(make_deal(Form.KOTKAT, A, hands), "pass pass 6♠ pass pass pass pass pass pass pass pass")
    for c in ("♣2", "♥A", "♣7", "♠4", "♠4", "♣Q", "♠J", "♠5"):
        s = s.apply(Card.parse(c))
    s = s.apply(Bid.parse("6♥"))
    a = bk.advise(decision_point(s))
    assert a is not None
    assert [r.key for r in a.worse[Bid.parse("6G")]] == ["kbid_cont_grand_void"]
