"""Review round 6 (reader A): the give faults.

Positions are the replayed deals of the review's drills, built here through the conventions API:
- *BOLSEVIKIT / Korttien ylianto* and *Maalaukset* ("renottaa huono maansa", "päästä eroon lyhyen
  maan korkeista korteista"): each alternative's reasons are true of its cards (C63c).
- *Valttipeli* ("säilyttää ... yhteyskortti") with *Kolmannen ja neljännen kierroksen maalaukset*
  ("neljännen kierroksen maalaus kuvaa kuningasta"): a link reason names the card partner showed.
- *Valttipeli* ("varman kiinniottokortin (ässän)"): no length condition for the ace's suit.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_exchanges import card, point, verdict
from trainer.bids import Form
from trainer.cards import Card, Rank, Suit
from trainer.conventions import exchanges as ex
from trainer.conventions.core import Verdict
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def _plans(hand: str, me: Seat) -> list[tuple[frozenset[Card], list[str], list[str]]]:
    """The bolshevik's allowed plans for ``hand``: (cards, reason keys, reason cards)."""
    full = tuple(sorted(card(c) for c in hand.split()))
    gs = ex._bolshevik_plans(full, me)
    out = []
    for p in gs.plans:
        if p.rank <= 1:
            out.append(
                (
                    frozenset(c for _, c in p.cards),
                    [r.key for r in p.reasons],
                    [str(r.params.get("card", r.params.get("suit", ""))) for r in p.reasons],
                )
            )
    return out


def _reasons_of(plans: list[tuple[frozenset[Card], list[str], list[str]]], cards: str) -> dict[str, str]:
    """The first reason said of each card or suit in the allowed plan giving ``cards``."""
    want = frozenset(card(c) for c in cards.split())
    for got, keys, what in plans:
        if got == want:
            out: dict[str, str] = {}
            for w, k in zip(what, keys, strict=True):
                out.setdefault(w, k)
            return out
    raise AssertionError(f"no allowed plan gives {cards}")


# gen.give.bolsevikit.9501: A after the middle ♦8 ♥A ♠6 ♣5.
HAND_9501 = "♠J ♠6 ♣5 ♣3 ♣2 ♦J ♦8 ♦7 ♦6 ♦2 ♥A ♥9 ♥8 ♥7 ♥5 ♥2"
# gen.give.bolsevikit.9504: A after the middle ♥7 ♣K ♠4 ♣5.
HAND_9504 = "♠10 ♠4 ♣K ♣6 ♣5 ♣3 ♣2 ♦A ♦J ♥A ♥Q ♥9 ♥8 ♥7 ♥5 ♥2"
# gen.give.bolsevikit.9500: C after the middle ♣K ♦K ♦A ♦4.
HAND_9500 = "♠2 ♣K ♣J ♣7 ♣5 ♦A ♦K ♦8 ♦6 ♦4 ♦3 ♦2 ♥8 ♥5 ♥3 ♥2"


def test_a_spare_gift_is_not_called_dangerous() -> None:
    """The ♣5 of ♣532 is no danger ("korkeista korteista" names high cards): the acceptable plan ♠J ♣5 ♠6
    voids ♠ and calls ♣5 a spare gift, not one of the most dangerous cards (gen.give.bolsevikit.9501)."""
    why = _reasons_of(_plans(HAND_9501, A), "♠J ♣5 ♠6")
    assert why["♣5"] == "ex_bol_spare_gift"
    assert why["♠"] == "ex_bol_void_bad"


def test_a_dangerous_card_is_still_called_dangerous() -> None:
    """Must not fire: the ♠10 of ♠104 is the short suit's high card, and the ♥A of 9501 a short-suit-free
    ace given away: their reasons stay (gen.give.bolsevikit.9504, .9501)."""
    assert _reasons_of(_plans(HAND_9504, A), "♦A ♠10 ♦J")["♠10"] == "ex_bol_worst"
    # The ♥A of ♥A98752 (six cards with the two) is off the misère ladder: a high card to shed (C63d).
    assert _reasons_of(_plans(HAND_9501, A), "♠J ♥A ♠6")["♥A"] == "ex_bol_high_card"


def test_a_lone_two_voided_is_not_called_a_weak_suit() -> None:
    """A singleton ♠2 is no "huono maa" (gen.give.bolsevikit.9500): since C63d (review round 7) its void
    is no plan at all, as it gives away a card that can never win and keeps ♣75, which can."""
    plans = _plans(HAND_9500, C)
    assert plans
    assert all(card("♠2") not in got for got, _, _ in plans)


def test_a_short_suit_with_a_high_card_is_still_a_weak_suit() -> None:
    """Must not fire: ♦AJ of 9504 (an ace and a jack, two cards) is a weak suit to void."""
    assert _reasons_of(_plans(HAND_9504, A), "♦A ♠10 ♦J")["♦"] == "ex_bol_void_bad"


def _state_9504() -> State:
    deal = make_deal(Form.BOLSEVIKIT, C, {A: "♠10 ♣632 ♦AJ ♥AQ9852"}, "♥7 ♣K ♠4 ♣5")
    s = state_after(deal, "pass pass 7M pass")
    assert point(s).seat is A
    return s


def test_a_give_that_leaves_a_short_suits_ten_bare_is_not_allowed() -> None:
    """Throwing the ♠4 and keeping the ♠10 of ♠104 keeps the short suit's high card ("lyhyen maan
    korkeista korteista"): no allowed plan does it, and the ♠4 is told so once the ♠10 cannot follow
    (gen.give.bolsevikit.9504)."""
    bare = frozenset(card(c) for c in ["♦A", "♠4", "♦J"])
    assert all(got != bare for got, _, _ in _plans(HAND_9504, A))
    s = _state_9504()
    gives = ex.advise_gives(point(s))
    assert gives is not None
    assert all(set(p.values()) != bare for p in gives.recommended + gives.acceptable)
    s = s.apply(card("♦A"))  # to B; C is next
    assert verdict(s, card("♠4")) is Verdict.NOT_ADVISED  # was acceptable at 9dfa55a
    # The planner's own reason for a ♠4 that no plan gives once ♠ can no longer be voided.
    gs = ex._bolshevik_plans(tuple(sorted(card(c) for c in HAND_9504.split())), A)
    assert gs.explain is not None
    hand = frozenset(card(c) for c in HAND_9504.split()) - {card("♦A"), card("♦J")}
    why = gs.explain(D, card("♠4"), hand, 1)
    assert [r.key for r in why] == ["ex_bol_keeps_short_high"] and why[0].params["high"] == "♠10"
    assert "ex_bol_keeps_short_high" not in {
        r.key for r in gs.explain(D, card("♠10"), hand, 1)
    }  # must not fire


def test_giving_the_short_suits_high_card_stays_advised() -> None:
    """Must not fire: the ♠10 itself (and the ♠ void) stay allowed (gen.give.bolsevikit.9504)."""
    plans = _plans(HAND_9504, A)
    assert frozenset(card(c) for c in ["♦A", "♠10", "♦J"]) in {p[0] for p in plans}
    assert verdict(_state_9504(), card("♦A")) is Verdict.RECOMMENDED


# --- the trump receiver ----------------------------------------------------------------------------------

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


# gen.give.alkupelit.9500: A lifts with 5♦ and gives C ♦6 ♦7 ♦J ♦K.
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


def test_touching_cards_of_a_short_suit_are_equal_in_the_bolshevik_give() -> None:
    """*Korttien ylianto*: the bank item bolshevik-gives gives ♦5 or ♦6 from ♦65 alike; the keep-the-high-card
    rule (C63c) fires only where a card of another hand lies between the given card and the kept one."""
    from trainer.cards import parse_card_list
    from trainer.conventions.exchanges import _really_higher

    full = parse_card_list("♦6 ♦5 ♠10 ♠4 ♣K ♣Q ♣9 ♥7 ♥6 ♥4")
    d6, d5, s10, s4 = full[0], full[1], full[2], full[3]
    assert not _really_higher(d6, d5, full)  # touching: the same give
    assert _really_higher(s10, s4, full)  # ♠5..♠9 lie elsewhere: the ♠10 kept bare is a real fault
    held = parse_card_list("♦7 ♦6 ♦5")
    assert not _really_higher(held[0], held[2], held)  # ♦6 held too: still equals
