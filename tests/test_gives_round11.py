"""Review round 11 (reader A, patterns 3 and 4): the reasons of refused gives and the void-card seat rule.

1. "Not your shortest suit" is the reason only where the handbook's give comes from the shortest suit.
   *Sivupelaajien korttien vaihdot*: a card of the main pair's second-round suit is a good give when it can
   strengthen partner's cards there ("vahvistaa partnerinsa tuon maan kortteja"), so a small one is told it
   is too small (gen.give.alkupelit.14000).  *Valttipeli*: the trump bidder's card to partner is the highest
   of a suit voided ("korkeimman kortin partnerilleen"), not the
   shortest suit's (gen.give.alkupelit.14003).  In the passimisääri give the reason stays and names every
   equally short suit (gen.give.kotkat.14000, 14002).
2. *Valttipeli*: the lone card of the void suit goes to the left-hand opponent ("vasemmalla istuvalle,
   jottei tämä ... ylikuppaa"); the swap is not advised, told so, as the bid-suit rule's is (C60d;
   gen.give.alkupelit.14002).
"""

from __future__ import annotations

from tests.test_exchanges import card, point
from tests.test_gives_round9 import _allowed, _gives, _plan, _replay
from trainer.bids import Form
from trainer.conventions import exchanges as ex
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Reason
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def _keys(rs: tuple[Reason, ...]) -> list[tuple[str, dict[str, object]]]:
    return [(r.key, dict(r.params)) for r in rs]


def _worse(s: State, c: str) -> tuple[Reason, ...]:
    a = advise_point(point(s))
    assert a is not None
    return a.worse[card(c)]


# --- 1. the defenders' first give --------------------------------------------------------------------------


def _alku_14000() -> State:
    """gen.give.alkupelit.14000: 5♥ by B (B bid 4♠ in the second round); C gives A one card."""
    hands = {
        A: "♠762 ♣AQJ8 ♦986 ♥75",
        B: "♠AJ98 ♣743 ♦Q4 ♥J43",
        C: "♠K104 ♣K62 ♦K73 ♥1086",
        D: "♠Q53 ♣1095 ♦AJ2 ♥AKQ",
    }
    history = (
        "pass pass 3♥ pass 4♠ pass pass pass pass pass 4♦ pass pass pass 4♥ pass pass pass pass pass 5♥ "
        "pass pass pass pass pass pass pass pass ♥3 ♥4 ♥9 ♥J ♠3 ♠Q ♠5 pass pass pass pass"
    )
    s = _replay(Form.ALKUPELIT, B, hands, "♥2 ♥9 ♦5 ♦10", history)
    assert point(s).seat is C
    return s


def test_a_small_card_of_the_side_suit_is_too_small_not_from_a_long_suit() -> None:
    """gen.give.alkupelit.14000: ♠4 was told "♠ is not your shortest suit" while ♠K (a card of B's 4♠, the
    main pair's second-round suit) is accepted.  Now: too small to strengthen partner's ♠, give ♠K."""
    s = _alku_14000()
    a = advise_point(point(s))
    assert a is not None
    assert card("♠K") in a.acceptable
    for small in ("♠4", "♠5", "♠10"):
        assert _keys(_worse(s, small)) == [("ex_def_side_small", {"card": small, "suit": "♠", "top": "♠K"})]
    # must not fire on a card of the short suits: there the handbook's give is the highest card
    assert [r.key for r in _worse(s, "♦3")] == ["ex_not_highest_of_suit"]
    assert all(r.key != "ex_not_short_suit" for rs in a.worse.values() for r in rs)


# --- 1b. the passimisääri give names every equally short suit ----------------------------------------------


def _kotkat(hands: dict[Seat, str]) -> State:
    s = _replay(Form.KOTKAT, D, hands, None, "pass pass pass pass")
    assert point(s).seat is A
    return s


def test_the_passimisaari_reason_names_every_equally_short_suit() -> None:
    """gen.give.kotkat.14000: ♣5 of ♣AQJ5 refused: the shortest suits are ♠, ♦ and ♥ (three cards each),
    not ♠ alone.  gen.give.kotkat.14002: ♣3 refused: ♠93 and ♥A10 are equally short."""
    s = _kotkat(
        {
            A: "♠854 ♣AQJ5 ♦KQ4 ♥K109",
            B: "♠Q63 ♣3 ♦97653 ♥AQ85",
            C: "♠J10972 ♣K1094 ♦AJ10 ♥7",
            D: "♠AK ♣8762 ♦82 ♥J6432",
        }
    )
    assert _keys(_worse(s, "♣5")) == [("ex_not_short_suit", {"suit": "♣", "short": "♠ ♦ ♥"})]
    s = _kotkat(
        {
            A: "♠93 ♣QJ10543 ♦J103 ♥A10",
            B: "♠Q ♣K762 ♦A96 ♥Q6542",
            C: "♠AJ7 ♣98 ♦742 ♥KJ987",
            D: "♠K1086542 ♣A ♦KQ85 ♥3",
        }
    )
    why = _keys(_worse(s, "♣3"))
    assert why[0][0] == "ex_not_short_suit"
    assert set(str(why[0][1]["short"]).split()) == {"♠", "♥"}
    # must not fire on a card of a shortest suit: ♦ has three cards, ♠ and ♥ two, so ♦ is longer; ♥10 is told
    # the ace rule instead
    assert [r.key for r in _worse(s, "♥10")] == ["ex_pass_keeps_ace"]


# --- 1c. the trump bidder's gives ---------------------------------------------------------------------------


def _alku_14003() -> State:
    """gen.give.alkupelit.14003: A opened 3♥, C raised to 4♥ and gave ♥3 ♥5 ♥6 ♥8; A gives B, C, D."""
    hands = {
        A: "♠Q102 ♣A ♦KJ64 ♥AJ97",
        B: "♠3 ♣KQJ98542 ♦85 ♥K",
        C: "♠6 ♣63 ♦A1072 ♥86532",
        D: "♠A98754 ♣107 ♦3 ♥Q104",
    }
    history = "3♥ pass 4♥ pass pass pass pass pass pass pass pass ♥3 ♥5 ♥6 ♥8"
    s = _replay(Form.ALKUPELIT, A, hands, "♦9 ♠J ♠K ♦Q", history)
    assert point(s).seat is A
    return s


def test_the_trump_bidders_card_to_partner_voids_a_suit_not_the_shortest() -> None:
    """gen.give.alkupelit.14003: B ♠10, C ♦K, D ♠2 was told "♦ is not your shortest suit (♣)" beside the
    advised ♠Q of three spades.  Now ♦K is told it voids no suit, and the whole give that it keeps ♠Q bare."""
    s = _alku_14003()
    g = _gives(s)
    assert _plan(B="♠10", C="♠Q", D="♠2") in _allowed(g)
    wrong = _plan(B="♠10", C="♦K", D="♠2")
    assert wrong not in _allowed(g)
    per = g.per_recipient[C]
    assert _keys(per.worse[card("♦K")]) == [("ex_trump_partner_no_void", {"card": "♦K", "suit": "♦"})]
    assert _keys(g.fault(wrong)) == [("ex_trump_top_kept_bare", {"suit": "♠", "card": "♠Q"})]
    # must not fire: the allowed plans have no fault, and ♦K to an opponent is told what is wrong with that
    for p in _allowed(g):
        assert g.fault(p) == ()
    assert [r.key for r in g.per_recipient[B].worse[card("♦K")]] == ["ex_give_high_to_opponent"]
    assert all(r.key != "ex_not_short_suit" for rs in per.worse.values() for r in rs)


# --- 2. the void-card seat rule -----------------------------------------------------------------------------


def _alku_14002() -> State:
    """gen.give.alkupelit.14002: C (♥ first bidder; A lifted and gave ♦3 ♣K ♥5 ♥9) gives D, A, B."""
    hands = {
        A: "♠J742 ♣K74 ♦AQ1063",
        B: "♠Q9863 ♣83 ♦J9 ♥AQ3",
        C: "♠105 ♣A92 ♦52 ♥KJ1042",
        D: "♠AK ♣QJ6 ♦K874 ♥876",
    }
    history = (
        "pass 1♥ pass 2♦ pass pass pass pass pass 3♣ pass 3♦ pass pass pass pass pass 3♥ pass 4♣ "
        "pass pass pass pass pass pass pass pass ♦3 ♣K ♥5 ♥9"
    )
    s = _replay(Form.ALKUPELIT, B, hands, "♣5 ♥5 ♥9 ♣10", history)
    assert point(s).seat is C
    return s


def test_the_lone_void_card_to_the_right_hand_opponent_is_not_advised() -> None:
    """gen.give.alkupelit.14002: D ♣2, A ♠10, B ♠5 gives the lone ♠ (the suit voided) to B on the right; it
    was "the handbook allows this too".  *Valttipeli*: "vasemmalla istuvalle" -- not advised, told so."""
    g = _gives(_alku_14002())
    right = _plan(D="♠5", A="♠10", B="♣2")
    assert right in _allowed(g)
    assert g.fault(right) == ()
    for filler in ("♣2", "♣9", "♦5"):
        wrong = _plan(D=filler, A="♠10", B="♠5")
        assert wrong not in _allowed(g)
        assert _keys(g.fault(wrong)) == [("ex_void_card_to_right", {"seat": "B", "card": "♠5"})]
    # in no allowed plan voiding ♠ (♠10 to partner) does the ♠5 go right; an entry-ace plan (♣A to partner)
    # keeps ♠10, voids no ♠, and may give ♠5 to either opponent
    assert not [p for p in _allowed(g) if p[A] == card("♠10") and p[B] == card("♠5")]
    assert [p for p in _allowed(g) if p[A] == card("♣A") and p[B] == card("♠5")]


def test_the_void_card_goes_right_where_the_left_hand_opponent_bid_its_suit() -> None:
    """Must not fire where the swap would break the bid-suit rule (the DECISION of C60b: that rule first):
    the left-hand opponent bid the void suit, so its lone card goes to the right-hand opponent."""
    seat = C
    void_card, filler = card("♠5"), card("♣2")
    ranked = ex._opp_assignments(seat, void_card, filler, {void_card.suit: {seat.left}}, void_card, "s")
    assert ranked[0][0] == 0 and dict(ranked[0][1])[seat.right] is void_card
    assert ranked[1][0] == 2  # the void card to the bidder on the left breaks the bid-suit rule
    # and with no bid, the void card's swap to the right is offset 2 (not advised), no longer 1
    ranked = ex._opp_assignments(seat, void_card, filler, {}, void_card, "s")
    assert [(o, dict(p)[seat.left]) for o, p, _ in ranked] == [(0, void_card), (2, filler)]


def _alku_14316() -> State:
    """A fresh give drill (gen.give.alkupelit.14316): A opened 3♥, C lifted with 4♦ and gave ♣A ♠3 ♠K ♠5;
    the intended trump is C's ♦ and A plays a cup game."""
    hands = {
        A: "♠AQ ♣J ♦QJ102 ♥Q10654",
        B: "♠J9862 ♣107543 ♦9 ♥K",
        C: "♠K53 ♣KQ2 ♦A863 ♥93",
        D: "♠1074 ♣986 ♦K75 ♥A82",
    }
    s = _replay(
        Form.ALKUPELIT,
        A,
        hands,
        "♥J ♥7 ♦4 ♣A",
        "3♥ pass 4♦ pass pass pass pass pass pass pass pass ♣A ♠3 ♠K ♠5",
    )
    assert point(s).seat is A
    return s


def test_a_trump_to_partner_is_kept_for_ruffing_not_a_longer_suit() -> None:
    """A trump to partner was told "♦ is not your shortest suit" (advice transcript alkupelit/1004): in the
    cup game the giver keeps the trumps to ruff (*Valttipeli*: "renoksi lyhyestä maastaan").  Must not fire
    where the giver bid the trump himself: there the trumps stay with him (``ex_give_keep_trumps``)."""
    per = _gives(_alku_14316()).per_recipient[C]
    for t in ("♦Q", "♦2"):
        assert _keys(per.worse[card(t)]) == [("ex_give_trump_for_ruffs", {"card": t})]
    own = _gives(_alku_14003()).per_recipient[C]
    assert [r.key for r in own.worse[card("♥A")]] == ["ex_give_keep_trumps"]


# --- review 11b: the C60e check on a suit the giver does not hold ------------------------------------------


def _c_14201() -> State:
    """gen.give.alkupelit.14201: C lifted 4♣, handed A ♦Q ♣2 ♣10 ♣K and holds ♠- ♣AKQ1096432 ♦AQ2 ♥A875."""
    hands = {
        A: "♠J94 ♣K102 ♦QJ3 ♥J92",
        B: "♠AK5 ♣875 ♦764 ♥K106",
        C: "♠- ♣AQ9643 ♦A2 ♥A875",
        D: "♠Q87632 ♣J ♦K109 ♥Q4",
    }
    history = (
        "pass pass 1♣ pass pass pass pass pass pass pass 1♦ pass 2♣ pass 2♥ pass pass pass 3♣ pass pass pass "
        "pass pass 4♣ pass pass pass pass pass pass pass pass ♦Q ♣2 ♣10 ♣K"
    )
    return _replay(
        Form.ALKUPELIT, A, {k: v.replace("♠- ", "") for k, v in hands.items()}, "♦8 ♦5 ♥3 ♠10", history
    )


def test_a_refused_trump_give_with_a_void_suit_is_graded_not_raised() -> None:
    """Review 11b (gen.give.alkupelit.14201): C is void in spades; the C60e check of a suit's highest card
    kept bare read the first card of a suit C does not hold and raised IndexError, so every refused plan
    crashed the drill.  Every plan of one card off the advised one is now graded (a fault or none)."""
    s = _c_14201()
    g = _gives(s)
    best = dict(g.recommended[0])
    hand = list(point(s).view.hand)
    tried = 0
    for to in best:
        for c in hand:
            if c in best.values():
                continue
            plan = {**best, to: c}
            assert isinstance(g.fault(plan), tuple)
            tried += 1
    assert tried > 20
