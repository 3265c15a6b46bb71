"""Cases for the named rules of :mod:`trainer.conventions.bidding_alkupelit` that ``tests/test_bidding_alkupelit.py``
does not reach.

Every rule of the rulebook names a test where it fires and one where it must not (issue 11, *Structure*);
these build the decision through the engine, as ``tests/test_bidding_alkupelit.py`` does.
"""

from __future__ import annotations

import itertools

from tests.conventions_helpers import make_deal, state_after
from tests.test_bidding_alkupelit import A9002, A9002_CALLS, call, keys, point_for, verdict
from trainer.bids import PASS, Form
from trainer.cards import parse_cards
from trainer.conventions import bidding_alkupelit as ba
from trainer.conventions.core import Verdict, decision_point
from trainer.seats import Seat
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def _continuation(packet: str) -> State:
    """gen A9002: A deals; B opens 1♥, D lifts with 4♥ and hands B ``packet``; B gives ♦5 ♦Q ♠5, D passes."""
    s = state_after(make_deal(Form.ALKUPELIT, A, A9002, middle="♣8 ♦10 ♠3 ♥6"), A9002_CALLS)
    for card in [*parse_cards(packet), *parse_cards("♦5 ♦Q ♠5")]:
        s = s.apply(card)
    s = s.apply(PASS)
    assert s.phase is Phase.CONTINUATION and s.to_act is B
    return s


def test_misere_after_a_misere_hint_is_acceptable() -> None:
    # *Jatkomaalaukset*: in the continuation "sekä pelilaji (misääri, valttimaa, grandi) että taso
    # saattavat muuttua"; D's packet ♥K ♣9 ♣8 ♦3 leaves misère possible (a misère hint), so B's 5M,
    # at the level the bidding stands at, is acceptable beside the final 5♥.
    a = ba.advise(decision_point(_continuation("♥K ♣9 ♣8 ♦3")))
    assert a is not None and a.rule == "C14.final_bid" and "C24.misere_hint" in a.rules
    assert a.recommended == (call("5♥"),)
    assert verdict(a, "5M") is Verdict.ACCEPTABLE and "bid_continuation_misere_hint" in keys(a)


def test_our_five_level_bid_in_another_strain_is_passed() -> None:
    # *Jatkomaalaukset*: "Matalin loppusitoumus alkupelissä on viiden taso", and the game type may
    # change in the continuation.  B, the first heart bidder, bids 5♠ (the pair's other suit): D, at
    # level five already, passes; the final 5♥ of the planned trump stays acceptable.
    s = _continuation("♥K ♣9 ♣8 ♦3").apply(call("5♠"))
    assert s.phase is Phase.CONTINUATION and s.to_act is D
    a = ba.advise(decision_point(s))
    assert a is not None and a.rule == "C24.reached_other"
    assert a.recommended == (PASS,) and "bid_contract_reached" in keys(a)
    assert verdict(a, "5♥") is Verdict.ACCEPTABLE


def test_our_level_five_bid_of_the_planned_trump_is_not_the_other_strain_rule() -> None:
    # The same deal with B's 5♥, the planned trump: the contract is reached (C24.reached), not the
    # other-strain rule.
    s = _continuation("♥K ♣9 ♣8 ♦3").apply(call("5♥"))
    assert s.to_act is D
    a = ba.advise(decision_point(s))
    assert a is not None and a.rule == "C24.reached" and a.recommended == (PASS,)


# --- the lifting bid (*Nostomaalaus*) ------------------------------------------------------------------------


def test_the_strong_suit_bidder_leaves_the_lift_to_partner() -> None:
    # *Nostomaalaus*: the strong suit's bidder should get partner's trumps, so "kyseisen partnerin on
    # edullisinta tehdä nostomaalaus".  A opened 1♥ and partner C already bid 5♥: A passes.
    a = ba.advise(point_for(A, A, "♠A93 ♣A4 ♦K9 ♥KQJ75", "1♥ pass 5♥ pass"))
    assert a is not None and a.rule == "C22.partner_lifts" and "alku.five_level" in a.rules
    assert a.recommended == (PASS,) and keys(a) == {"bid_partner_will_lift"}


def test_support_lifts_over_the_opponents_five_level_bid() -> None:
    # *Nostomaalaus*: partner of the strong-suit bidder lifts, "jotta valtit ... saadaan yhteen käteen";
    # over the opponents' 5♣ C, with four hearts and an honour for A's 1♥, bids 5♥ (pass acceptable).
    a = ba.advise(point_for(A, C, "♠A93 ♣74 ♦K92 ♥KJ75", "1♥ 5♣"))
    assert a is not None and a.rule == "C22.compete"
    assert a.recommended == (call("5♥"),) and a.acceptable == (PASS,)
    assert "bid_lift_compete" in keys(a)


def test_without_support_the_opponents_five_level_bid_is_passed() -> None:
    # The same with ♥K7 only: no lift; pass (the competitive lift needs support).
    a = ba.advise(point_for(A, C, "♠A93 ♣742 ♦K92 ♥K7 ♦5", "1♥ 5♣"))
    assert a is not None and a.rule == "C22.compete"
    assert a.recommended == (PASS,) and keys(a) == {"bid_pass_defender"}


def test_the_misere_bidder_lifts_their_own_misere() -> None:
    # *Nostomaalaus*: a misère meant to be played is lifted by its bidder, "koska hänellä on pienet
    # kortit".  C's 5M over partner's 1♥ is the highest bid and everyone else passed: C passes.
    a = ba.advise(point_for(A, C, "♠2 ♣3 ♣5 ♦4 ♦6 ♦8 ♥2 ♥3 ♥4 ♠3 ♠5 ♣7", "1♥ pass 5M pass pass pass"))
    assert a is not None and a.rule == "C22.misere_lifter"
    assert a.recommended == (PASS,) and keys(a) == {"bid_misere_bidder_lifts"}


# --- the ace rounds (*Kolmannen ja neljännen kierroksen maalaukset*) ----------------------------------------


def test_an_ace_above_level_four_goes_to_the_lift() -> None:
    # *Kolmannen ja neljännen kierroksen maalaukset*: from round 3 a bid "tarkoittaa ässää", at the
    # lowest level; over the opponents' 4♦ B's ♦A could be shown only at level five, where a bid
    # reads as a lift, so B goes to the lift (here: no support for partner's ♠, pass).
    a = ba.advise(point_for(A, B, "♠Q9 ♣J3 ♦A8532 ♥K53", "pass pass pass 1♠ pass pass pass 3♣ 4♦"))
    assert a is not None and "C21.ace_too_high" in a.rules and "C21.show_ace" not in a.rules
    assert a.recommended == (PASS,)


def test_the_same_ace_below_level_five_is_shown() -> None:
    # The same hand when the opponents pass: ♦A is shown at the lowest level, 3♦.
    a = ba.advise(point_for(A, B, "♠Q9 ♣J3 ♦A8532 ♥K53", "pass pass pass 1♠ pass pass pass 3♣ pass"))
    assert a is not None and a.rule == "C21.show_ace" and "C21.ace_too_high" not in a.rules
    assert a.recommended == (call("3♦"),)


def test_the_misere_opener_passes_in_round_two() -> None:
    # *Nostomaalaus*: the bidder of a misère meant to be played lifts it ("maalaajan on edullisinta
    # nostaa itse keskikortit"), so A, who opened 1M, passes in round 2 after partner's 1♥.
    a = ba.advise(point_for(A, A, "♠2 ♠5 ♣3 ♣6 ♦4 ♦7 ♦9 ♥2 ♥5 ♥8 ♠8 ♣9", "1M pass 1♥ pass"))
    assert a is not None and a.rule == "C22.misere_opener"
    assert a.recommended == (PASS,) and keys(a) == {"bid_misere_bidder_lifts"}


def test_partners_misere_opening_is_passed() -> None:
    # *Nostomaalaus*: a misère meant to be played is lifted by its own bidder ("maalaajan on
    # edullisinta nostaa itse"); over partner's 1M the responder passes.
    a = ba.advise(point_for(A, C, "♠AK5 ♣K6 ♦Q74 ♥J985", "1M pass"))
    assert a is not None and a.rule == "C20.misere_opening" and "C20.respond" in a.rules
    assert a.recommended == (PASS,) and keys(a) == {"bid_misere_bidder_lifts"}


# Review 10, gen.call.alkupelit.10504: C deals; A opens 1G (three aces), C lifts 2G, A's round-3 3♠
# names the missing ♠A, C bids 3G and takes the middle.
A10504 = {
    A: "♠10843 ♣A ♦A54 ♥A652",
    B: "♠AQ5 ♣Q9632 ♦J72 ♥K",
    C: "♠J972 ♣107 ♦Q98 ♥1073",
    D: "♠K ♣KJ854 ♦K10 ♥QJ84",
}
A10504_CALLS = (
    "pass pass 1G pass pass pass pass pass 2G pass 3♠ pass pass pass pass pass "
    "3G pass pass pass pass pass pass pass pass"
)


def _a10504(deal: dict[Seat, str], packet: str, gives: str) -> State:
    """C's first continuation call after ``packet`` to A and A's ``gives`` (to B, C, D)."""
    s = state_after(make_deal(Form.ALKUPELIT, C, deal, middle="♦3 ♥9 ♦6 ♠6"), A10504_CALLS)
    for card in [*parse_cards(packet), *parse_cards(gives)]:
        s = s.apply(card)
    assert s.phase is Phase.CONTINUATION and s.to_act is C
    return s


def test_partners_grand_with_the_missing_ace_and_no_king_is_searched_from_below() -> None:
    """Review 10, gen.call.alkupelit.10504: C holds ♠J9762 ♣- ♦AQ9863 ♥73 after partner's 1G and 3G.

    A's 1G showed three aces and its round-3 3♠ named the missing one (*Kolmannen ja neljännen kierroksen
    maalaukset*: "maalataan se maa, mistä ässä puuttuu"), so C's ♣ void is covered by A's ♣A, but the
    ♠A is with the defenders and C holds no ♠K: in grand they could win it and run spades (*Grandi
    (peli ilman valttia)*: "vastustajien ei pidä saada missään maassa ..."; the reviewer: "no ♠
    stopper").  5G is not advised, told of the ♠A, and the ♦ tenace does not make it sound: the haarukka
    rule is the trump game's ("Valttipelissä ... haarukka", *Jatkomaalaukset*).  A trump is searched for
    by bidding "alhaalta ylöspäin": 4♦ (the longest suit) is acceptable beside the pass.
    """
    s = _a10504(A10504, "♥9 ♥10 ♣7 ♣10", "♠3 ♦A ♠4")
    assert ba._partner_grand_aces(ba._Sit.of(decision_point(s), ba.Trail())) == (
        tuple(parse_cards("♣A ♦A ♥A")),
        parse_cards("♠2")[0].suit,
    )
    a = ba.advise(decision_point(s))
    assert a is not None and a.rule == "C24e.grand_void_search" and "C13.tenace" not in a.rules
    assert a.recommended == (PASS,)
    assert verdict(a, "4♦") is Verdict.ACCEPTABLE
    assert "bid_continuation_search_from_below_ace_out" in keys(a)
    for g in ("4G", "5G", "6G"):
        assert verdict(a, g) is Verdict.NOT_ADVISED
        assert [r.key for r in a.worse[call(g)]] == ["bid_continuation_grand_ace_out"]
        assert a.worse[call(g)][0].params["ace"] == "♠A"
    assert [r.key for r in a.worse[call("5♦")]] == ["bid_continuation_search_skips"]
    assert [r.key for r in a.worse[call("4♠")]] == ["bid_continuation_search_longest"]
    assert [r.key for r in a.worse[call("4♥")]] == ["bid_continuation_search_longest"]
    assert [r.key for r in a.worse[call("5♣")]] == ["bid_continuation_search_longest"]  # the void


def test_partners_grand_with_an_open_void_is_passed_or_searched_from_below() -> None:
    """The 10504 auction, but C hands partner ♠J ♠6 ♠2 ♣10 and is void in spades, the suit whose ace A's
    3♠ showed missing: nothing C knows stops spades (no ♠K handed, no ♠A shown), so grand is not
    advised, told of the void, and 4♦ searches from below (C24e)."""
    s = _a10504({A: A10504[A], C: "♠J2 ♣K10 ♦QJ98 ♥K1073"}, "♠J ♠6 ♠2 ♣10", "♠3 ♦A ♠4")
    a = ba.advise(decision_point(s))
    assert a is not None and a.rule == "C24e.grand_void_search"
    assert a.recommended == (PASS,)
    assert verdict(a, "4♦") is Verdict.ACCEPTABLE and "bid_continuation_search_from_below" in keys(a)
    assert [r.key for r in a.worse[call("5G")]] == ["bid_continuation_grand_void"]
    assert a.worse[call("5G")][0].params["suit"] == "♠"


def test_partners_grand_with_a_covered_void_is_passed_without_the_tenace_rule() -> None:
    """Review 10: the same auction, but C holds the ♠K and handed partner the ♣K of its void suit, so
    nothing is open (:func:`unstopped_voids`, C40; the ♠A is out, but the ♠K stops spades after it): C24e
    does not fire, and the tenace rule does not either, since the handbook gives it for a trump game only
    ("Valttipelissä", *Jatkomaalaukset*): C passes and leaves the final grand bid to partner, who bid
    grand first (C24c).  Its own 5G is acceptable: the handbook names the declarer for a trump game only."""
    s = _a10504({A: A10504[A], C: "♠KJ97 ♣K10 ♦Q98 ♥1073"}, "♥9 ♥10 ♣K ♣10", "♠3 ♦A ♠4")
    a = ba.advise(decision_point(s))
    assert a is not None and a.rule == "C14.partner_passes" and "C13.tenace" not in a.rules
    assert a.recommended == (PASS,)
    assert verdict(a, "5G") is Verdict.ACCEPTABLE and "bid_continuation_own_grand" in keys(a)


def test_a_void_covered_by_the_ace_partners_grand_showed_is_no_open_suit() -> None:
    """The worked deal alkupelit-grand-5g (engine seed 2050): D opened 1G (three aces) and named the
    missing ♦A with 3♦; B lifted, handed D ♠Q ♠10 ♠8 ♥8 and holds ♠4 ♣AQ10643 ♦AQ864, void in hearts.
    D's 1G showed the ♥A, which stops hearts (*Maalaamalla on kuvattu ... mahdollisia ässiä*, *Grandi*),
    so C24e does not fire and B's own 5G, the deal's call, is acceptable beside the pass (C24c, C24f).
    Without the shown aces (the old reading) the ♥ void was open and 5G not advised."""
    from pathlib import Path

    from trainer.records import load

    path = Path(__file__).resolve().parent.parent / "lessons" / "deals" / "alkupelit-grand-5g.deal.yaml"
    states = load(path).states()
    before = next(b for (_, _, b), (where, _, _) in itertools.pairwise(states) if where == "continuation[0]")
    point = decision_point(before)
    sit = ba._Sit.of(point, ba.Trail())
    assert ba._partner_grand_aces(sit) == (tuple(parse_cards("♠A ♣A ♥A")), parse_cards("♦2")[0].suit)
    assert ba._open_voids(sit) == () and ba._ace_out_suit(sit) is None
    assert ba.unstopped_voids(sit.hand, point.view) != ()  # the old reading left ♥ open
    a = ba.advise(point)
    assert a is not None and a.rule == "C14.partner_passes"
    assert a.recommended == (PASS,) and verdict(a, "5G") is Verdict.ACCEPTABLE
    # A higher grand is weighed by its level, not by who declares (C24f).
    assert [r.key for r in a.worse[call("6G")]] == ["bid_continuation_level_above"]


def test_a_void_in_the_suit_whose_ace_and_king_partner_showed_is_covered() -> None:
    """Review 11, gen.call.alkupelit.14007: A (passed, then 2M) bid 2♠ (longest suit), 3♠ (the ♠A) and 4♠
    (the ♠K) in its ace rounds; C lifted and handed A ♠Q ♠2, voiding spades.  *Kolmannen ja neljännen
    kierroksen maalaukset*: the ace-round bids showed ♠A and ♠K, so C's ♠ void is no suit the defenders can
    run, and 5G over partner's 5♠ is refused only for giving up the grown trump (C24a), not for the void (C24f).
    """
    hands = {
        A: "♠AK973 ♣J852 ♦Q3 ♥7",
        B: "♠108 ♣10763 ♦1085 ♥J95",
        C: "♠Q ♣A9 ♦J764 ♥AK1062",
        D: "♠J654 ♣Q ♦A92 ♥Q843",
    }
    calls = (
        "pass pass 1♥ pass 2M pass pass pass 2♠ pass 2♣ pass 3♠ pass 3♥ pass 4♠ pass 4♥ pass pass pass pass "
        "pass pass pass pass"
    )
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, middle="♣K ♦K ♣4 ♠2"), calls)
    for c in parse_cards("♣4 ♥2 ♠2 ♠Q ♦3 ♦Q ♣2"):
        s = s.apply(c)
    s = s.apply(PASS).apply(call("5♠"))
    assert s.to_act is C
    point = decision_point(s)
    sit = ba._Sit.of(point, ba.Trail())
    assert set(ba._partner_ace_round_cards(sit)) == set(parse_cards("♠A ♠K"))
    assert ba._open_voids(sit) == ()
    a = ba.advise(point)
    assert a is not None and a.recommended == (PASS,)
    assert "bid_continuation_grand_void" not in [r.key for r in a.worse[call("5G")]]


def test_a_grand_above_partners_final_grand_is_told_its_level() -> None:
    """C24f: the worked deal alkupelit-grand-5g with B passing and D, who opened 1G, bidding 5G himself.  B's
    6G is refused for its level (*Jatkomaalaukset*: not "uhkarohkeasti liian korkealle"), not because the
    final grand bid is partner's: the handbook names the declarer for a trump game only."""
    from pathlib import Path

    from trainer.bids import Bid
    from trainer.records import load

    path = Path(__file__).resolve().parent.parent / "lessons" / "deals" / "alkupelit-grand-5g.deal.yaml"
    states = load(path).states()
    before = next(b for (_, _, b), (where, _, _) in itertools.pairwise(states) if where == "continuation[0]")
    s = before.apply(PASS).apply(Bid.parse("5G"))
    assert s.to_act is B
    a = ba.advise(decision_point(s))
    assert a is not None and a.recommended == (PASS,)
    assert [r.key for r in a.worse[call("6G")]] == ["bid_continuation_level_above"]
    assert a.worse[call("6G")][0].params["best"] == "5G"
