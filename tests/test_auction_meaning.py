"""What the calls of an alkupelit auction mean (trainer.conventions.auction_meaning): the handbook's
examples, and the same reading as the bidding advice (issue 11, fault 5: one reading of a call)."""

from __future__ import annotations

from trainer.auction import parse_calls
from trainer.bids import Strain
from trainer.conventions import auction_meaning as am
from trainer.conventions import bidding_alkupelit
from trainer.conventions.context import CallInfo
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def calls(dealer: Seat, text: str) -> list[CallInfo]:
    seat = dealer
    out = []
    for i, c in enumerate(parse_calls(text)):
        out.append(CallInfo(seat, c, i // 4 + 1, i))
        seat = seat.left
    return out


def test_invitation_one_step_below_names_the_target() -> None:
    # *Kehotus-, esto- ja kilpaileva maalaus*: 1♠ – pass – 1♦ – pass; 2♦ – 5M – 5♣ (C invites 5♦).
    cs = calls(A, "1♠ pass 1♦ pass 2♦ 5M 5♣ pass 5♦")
    r = am.read_auction(cs)
    assert r.invitations == {6: Strain.DIAMONDS}
    assert r.names(cs[6]) is Strain.DIAMONDS  # the 5♣ names ♦ for the inviter
    assert r.pair(A).trump() == (Strain.DIAMONDS, C)


def test_first_bid_over_a_preempt_is_an_invitation() -> None:
    # gen.give.alkupelit.1031: D 3♠ – A 5M – B 5♣ asks D for 5♦ ("3♣/3 grandia – 5 misääriä – 5♦").
    cs = calls(C, "pass 3♠ 5M 5♣ pass 5♦")
    r = am.read_auction(cs)
    assert r.invitations == {3: Strain.DIAMONDS}
    assert r.pair(D).trump() == (Strain.DIAMONDS, B)


def test_support_at_level_five_is_not_an_invitation() -> None:
    # Must not fire: 1♣ – 5M – 5♣ is support in a strain the pair named.
    cs = calls(A, "1♣ 5M 5♣")
    r = am.read_auction(cs)
    assert r.invitations == {}
    assert r.names(cs[2]) is Strain.CLUBS and r.pair(A).trump() == (Strain.CLUBS, A)


def test_ace_bids_name_nothing() -> None:
    # *Kolmannen ja neljännen kierroksen maalaukset*: 1♠ – p – 1♦ – p; p…; 1♥ – p – 2♦ – p; 3♠: the
    # third-round bids show aces (A's ♥A and C's ♦A), the fourth the ♠ king.
    cs = calls(A, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass 2♦ pass 3♠ pass pass pass")
    r = am.read_auction(cs)
    assert [r.names(c) for c in cs if c.round >= 3 and c.call != parse_calls("pass")[0]] == [None, None, None]
    assert r.pair(A).named_by(A) == [Strain.SPADES] and r.pair(A).named_by(C) == [Strain.DIAMONDS]


def test_three_grand_answer_names_the_suit() -> None:
    # *Vastaus 3 grandiin*: the answer is the responder's best suit; the opener then bids five of it.
    cs = calls(A, "3G pass 4♣ pass 5♣")
    r = am.read_auction(cs)
    assert r.names(cs[2]) is Strain.CLUBS and r.pair(A).trump() == (Strain.CLUBS, C)


def test_low_misere_is_a_warning_not_a_misere() -> None:
    cs = calls(A, "1♥ pass 2M pass")
    r = am.read_auction(cs)
    assert r.names(cs[2]) is None and r.pair(A).misere == []


def test_the_bidding_advice_reads_calls_through_this_module() -> None:
    # One reading of a call (issue 11, fault 5): the bidding advice has no reading of its own.
    assert getattr(bidding_alkupelit, "read_auction") is am.read_auction  # noqa: B009
    assert not hasattr(bidding_alkupelit, "_walk") and not hasattr(bidding_alkupelit, "_PairInfo")


# --- issue 11, round 4: a denial and the responder's own suit (C14a) ------------------------------------
# *Ensimmäisen kierroksen maalaukset*: the responder bids "alimman misäärin, kun hänellä ei ole tukea avaajan
# maahan"; *Toisen kierroksen maalaukset*: "toisella kierroksella hän maalaa parhaan maansa".


def test_a_denial_and_the_responders_own_suit_make_that_suit_the_trump() -> None:
    cs = calls(A, "1♣ pass 2M pass pass pass 2♥ pass")
    assert am.read_auction(cs).pair(A).trump() == (Strain.HEARTS, C)
    # gen.packet_order.alkupelit.8002: B passed before D opened, so 2♥ is B's suit and 3♦, 4♥ are aces.
    cs = calls(B, "pass pass 1♣ pass 2M pass pass pass 2♥ pass pass pass 3♦ pass 4♠ pass 4♥")
    r = am.read_auction(cs)
    assert r.names(cs[16]) is None and r.pair(B).trump() == (Strain.HEARTS, B)


def test_a_denial_alone_or_support_after_it_keeps_the_openers_suit() -> None:
    # *Kuppi ja häntäkuppi valttipelinä* (the handbook's tail-cup deal): 1♥ – 2M, the opener's 2♠: hearts stay.
    cs = calls(A, "1♥ pass 2M pass 2♠ pass pass pass 2♥ pass pass pass")
    assert am.read_auction(cs).pair(A).trump() == (Strain.HEARTS, A)
    # No denial: the first suit named.
    assert am.read_auction(calls(A, "1♣ pass 1♥ pass")).pair(A).trump() == (Strain.CLUBS, A)
    # The denier bids the opener's suit after all: both named it.
    assert am.read_auction(calls(A, "1♣ pass 2M pass pass pass 2♣ pass")).pair(A).trump() == (Strain.CLUBS, A)
