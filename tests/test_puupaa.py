"""Three-player skruuvi with a dummy (*Kolmen pelaajan skruuvi (puupää)*): trainer/phases/puupaa.py.

Each test names the handbook rule or the reading (docs/rules.md §17, P1–P12) it checks, where it
applies and where it must not.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from trainer.bids import DOUBLE, PASS, REDOUBLE, Bid, Call, Form, Pass
from trainer.cards import Card, Rank, Suit, parse_card_list, parse_cards
from trainer.cli import main
from trainer.dealing import complete_deal, deal
from trainer.errors import IllegalActionError, NotationError, RecordError
from trainer.game import Choice, GameType, Phase
from trainer.phases import puupaa
from trainer.records import DealRecord, dumps, from_state, load, loads
from trainer.rules import find_rules
from trainer.seats import SEATS, Seat
from trainer.state import State

ROOT = Path(__file__).resolve().parent.parent

ALKUPELIT = find_rules("alkupelit", variant="puupaa")
KOTKAT = find_rules("kotkat", variant="puupaa")


def _random_deal(rules_name: str, seed: int) -> State:
    """A whole puupää deal played by random legal actions (the live players mostly pass)."""
    rules = find_rules(rules_name, variant="puupaa")
    rng = random.Random(seed)
    s = State.new(deal(rules.form, Seat(rng.randrange(4)), seed), rules=rules)
    while not s.is_over:
        acts = s.legal_actions()
        if s.phase is Phase.AUCTION and len(acts) > 1:
            a = acts[0] if rng.random() < 0.8 else rng.choice(acts[1 : min(len(acts), 6)])
        else:
            a = rng.choice(acts)
        s = s.apply(a)
    return s


@pytest.mark.parametrize("form", ["alkupelit", "kotkat"])
def test_random_deals_keep_the_invariants(form: str) -> None:
    """P3, P5, P12 over whole random deals: the dummy only passes, it sits opposite the top bidder after
    the auction, every card is accounted for, and the pairs' scores are those of the seats."""
    games: Counter[str] = Counter()
    for seed in range(1500):
        s = _random_deal(form, seed)
        dm = s.puupaa
        assert dm is not None
        # The auction's calls name the seats at the time (the dummy then sat opposite the dealer).
        assert all(isinstance(c, Pass) for seat, c in s.calls if seat is s.dealer.partner)
        assert all(isinstance(c, Pass) for seat, c in (*s.continuation, *s.doubling_calls) if seat is dm.seat)
        assert all(seat is not dm.seat for seat, _ in s.continuation)
        assert s.card_count() == 52
        r = s.result
        assert r is not None
        games[r.game.value] += 1
        if r.declarer is not None:
            assert dm.seat is r.declarer.partner
            assert r.declarer is s.highest_by
        else:
            assert dm.seat is s.dealer.partner and dm.moved is None
    assert {"passimisaari", "trump"} <= set(games)


def test_find_rules() -> None:
    assert ALKUPELIT.dummy and KOTKAT.dummy and ALKUPELIT.variant == "puupaa"
    assert find_rules("kotkat/puupää") is KOTKAT
    with pytest.raises(ValueError, match="bolsevikit has no variant"):
        find_rules("bolsevikit", variant="puupaa")
    assert not find_rules("kotkat").dummy


def test_dummy_only_passes() -> None:
    """P3: the dummy (the dealer's partner) may only pass in the auction."""
    s = State.new(deal(KOTKAT.form, Seat.A, 1), rules=KOTKAT)
    s = s.apply(Bid.parse("6♠")).apply(PASS)
    assert s.to_act is Seat.C and s.legal_actions() == (PASS,)
    with pytest.raises(Exception, match="dummy") as e:
        s.apply(Bid.parse("7♠"))
    assert getattr(e.value, "code", None) == "illegal_dummy_passes"


# --- helpers -----------------------------------------------------------------------------------------


def _calls(s: State, text: str) -> State:
    for c in text.split():
        s = s.apply(Call.parse(c))
    return s


def _start(rules_name: str, dealer: Seat = Seat.A, seed: int = 1) -> State:
    rules = find_rules(rules_name, variant="puupaa")
    return State.new(deal(rules.form, dealer, seed), rules=rules)


def _to_continuation(s: State) -> State:
    """Give the lowest legal cards through the main pair's exchanges."""
    while s.phase in (Phase.PACKET, Phase.RESPONDER_GIVES, Phase.RETURN_PACKET):
        s = s.apply(s.legal_actions()[0])
    return s


EIGHT_PASSES = " ".join(["pass"] * 8)

# The handbook's kotkat example (*Kolmen pelaajan skruuvi (puupää)*): A deals; its B sits on A's left,
# the dummy opposite A and its C on A's right, so the handbook's C is seat D.  The dummy's cards are the
# 13 the three shown hands leave.
HANDBOOK_HANDS = {
    Seat.A: "♥AK1095 ♦107 ♣75 ♠KQJ8",
    Seat.B: "♥J84 ♦AK53 ♣AJ4 ♠1096",
    Seat.D: "♥63 ♦Q8 ♣K108632 ♠432",
}
HANDBOOK_LOOKS = {
    Seat.A: "♠A ♣Q ♦J ♥Q ♥7",  # A has seen the ♥Q and the ♠A (and, as the kotkat dealer, five cards)
    Seat.B: "♠7 ♦9 ♦6 ♥2",
    Seat.D: "♠5 ♣9 ♦4 ♦2",  # the handbook's C has seen two small diamonds
}


def _handbook_start() -> State:
    known = {s: parse_cards(h) for s, h in HANDBOOK_HANDS.items()}
    d = complete_deal(Form.KOTKAT, Seat.A, known)
    looks = {s: parse_card_list(h) for s, h in HANDBOOK_LOOKS.items()}
    return puupaa.start(d, KOTKAT, looks)


# --- P1, P2: the looks and what each player knows at the deal -------------------------------------------


@pytest.mark.parametrize("form", ["alkupelit", "kotkat"])
def test_looks_share_out_the_dummy_hand(form: str) -> None:
    """P1: each live player has looked at four of the dummy's cards, the kotkat dealer at five; the looks
    are disjoint and make up the dummy's whole hand."""
    for seed in range(60):
        dealer = Seat(seed % 4)
        s = _start(form, dealer, seed)
        dm = s.puupaa
        assert dm is not None and dm.seat is dealer.partner and dm.moved is None
        sizes = {p: len(dm.looks[p]) for p in SEATS}
        assert sizes[dealer.partner] == 0
        assert sizes[dealer.left] == sizes[dealer.right] == 4
        assert sizes[dealer] == (5 if form == "kotkat" else 4)
        seen = [c for p in SEATS for c in dm.looks[p]]
        assert len(seen) == len(set(seen)) and set(seen) == set(s.deal.hands[dealer.partner])
        assert dm.lengths == tuple(sum(1 for c in s.deal.hands[dealer.partner] if c.suit is u) for u in Suit)


def test_four_player_deals_have_no_dummy() -> None:
    s = State.new(deal(Form.KOTKAT, Seat.A, 1))
    assert s.puupaa is None
    i = s.info(Seat.B)
    assert i.dummy is None and i.dummy_seen == () and i.dummy_hand is None and i.dummy_lengths is None


def test_looks_are_reproducible() -> None:
    """P1: the same deal always gives the same looks; another deal other looks."""
    a = _start("kotkat", Seat.B, 7)
    b = _start("kotkat", Seat.B, 7)
    assert a.puupaa == b.puupaa
    assert puupaa.default_looks(a.deal) == a.puupaa.looks
    others = {_start("kotkat", Seat.B, seed).puupaa.looks for seed in range(8, 20)}
    assert len(others) == 12


def test_looks_given_must_fit_the_deal() -> None:
    d = deal(Form.ALKUPELIT, Seat.A, 3)
    dummy = list(d.hands[Seat.C])
    good = {Seat.B: dummy[:4], Seat.D: dummy[4:8], Seat.A: dummy[8:]}
    assert puupaa.start(d, ALKUPELIT, good).puupaa.looks[Seat.B] == tuple(sorted(dummy[:4]))
    bad_cases = {
        "count": {**good, Seat.A: dummy[8:11]},
        "twice": {**good, Seat.A: [*dummy[8:11], dummy[0]]},
        "card": {**good, Seat.A: [*dummy[8:11], d.hands[Seat.A][0]]},
        "dummy": {**good, Seat.C: dummy[:1]},
    }
    for problem, looks in bad_cases.items():
        with pytest.raises(NotationError) as e:
            puupaa.start(d, ALKUPELIT, looks)
        assert e.value.code == "bad_looks" and e.value.params["problem"] == problem


def test_what_each_player_knows_at_the_deal() -> None:
    """P2: the suit lengths are public; each player knows only the ranks of the cards they looked at."""
    s = _start("alkupelit", Seat.D, 11)
    dm = s.puupaa
    assert dm is not None and dm.seat is Seat.B
    for seat in (Seat.A, Seat.C, Seat.D):
        i = s.info(seat)
        assert i.dummy is Seat.B and i.dummy_lengths == dm.lengths
        assert i.dummy_seen == dm.looks[seat] and i.dummy_hand is None
        others = {c for p in SEATS if p is not seat for c in dm.looks[p]}
        assert not i.cards_seen() & sum(c.bit for c in others)


# --- P3: the dummy only passes -----------------------------------------------------------------------


def test_dummy_only_passes_when_doubling() -> None:
    """P3: asked in the doubling, the dummy's only call is pass; its partner may still redouble."""
    s = _start("kotkat", Seat.A, 5)
    s = _calls(s, "pass 6♠ " + EIGHT_PASSES)  # B bids; the dummy moves to D
    assert s.phase is Phase.LIFT_CHOICE and s.puupaa.seat is Seat.D
    s = _to_continuation(s.apply(Choice.SELF)).apply(PASS)
    assert s.phase is Phase.DOUBLING and s.to_act is Seat.C  # the defender on B's left
    s = s.apply(DOUBLE)
    assert s.to_act is Seat.D and s.legal_actions() == (PASS,)  # the dummy, on the doubler's left
    with pytest.raises(IllegalActionError) as e:
        s.apply(REDOUBLE)
    assert e.value.code == "illegal_dummy_passes"
    s = s.apply(PASS)
    assert s.to_act is Seat.B and REDOUBLE in s.legal_actions()
    s = s.apply(REDOUBLE)
    assert s.phase is Phase.PLAY and s.redoubled


def test_live_players_bid_as_usual() -> None:
    """P3 must not fire for the live players: their calls are the form's."""
    s = _start("alkupelit", Seat.A)
    assert len(s.legal_actions()) == 1 + len(ALKUPELIT.bids)
    s = _calls(s, "1♠ 1♥")
    assert s.to_act is Seat.C and s.legal_actions() == (PASS,)


# --- P4: passimisääri ----------------------------------------------------------------------------------


@pytest.mark.parametrize("form", ["alkupelit", "kotkat"])
def test_all_pass_is_a_passimisaari_with_the_dealer_for_the_dummy(form: str) -> None:
    """P4: four passes in round 1 are a passimisääri with the dummy where it was dealt; the dealer acts
    for it and sees its hand when choosing the card it gives; everyone sees it after the opening lead."""
    s = _calls(_start(form, Seat.B, 4), "pass pass pass pass")
    dm = s.puupaa
    assert dm is not None
    assert s.game is GameType.PASSIMISAARI and dm.seat is Seat.D and dm.moved is None
    assert puupaa.controller(s) is Seat.B
    assert s.phase is Phase.PASS_EXCHANGE and s.to_act is Seat.C  # the dealer's left gives first
    assert s.info(Seat.B).dummy_hand is None
    s = s.apply(s.legal_actions()[0])
    assert s.to_act is Seat.D and puupaa.acting_seat(s) is Seat.B  # the dummy gives to the dealer
    assert s.info(Seat.B).dummy_hand == s.hand(Seat.D)
    assert s.info(Seat.A).dummy_hand is None and s.info(Seat.C).dummy_hand is None
    while s.phase is not Phase.PLAY:
        s = s.apply(s.legal_actions()[0])
    assert s.to_act is Seat.C and s.info(Seat.A).dummy_hand is None
    s = s.apply(s.legal_actions()[0])
    assert s.to_act is Seat.D  # the dummy plays second to the first trick
    assert s.info(Seat.A).dummy_hand == s.hand(Seat.D) == s.info(Seat.C).dummy_hand


# --- P5, P6: the move and who decides ------------------------------------------------------------------


def test_dummy_moves_opposite_the_top_bidder() -> None:
    """P5: the dummy's hand and the live player opposite the top bidder change places; the dealer never
    moves.  Where the top bidder is the dealer nobody moves."""
    base = _start("kotkat", Seat.A, 9)
    hands = base.hands
    # The dealer on top: the dummy is opposite already.
    s = _calls(base, "6♠ " + EIGHT_PASSES)
    assert s.puupaa.seat is Seat.C and s.puupaa.moved is None and s.hands == hands
    # B on top: the dummy goes to D's seat and D's player to C.
    s = _calls(base, "pass 6♠ " + EIGHT_PASSES)
    dm = s.puupaa
    assert dm is not None and dm.seat is Seat.D and dm.moved == (Seat.D, Seat.C)
    assert s.hands == (hands[0], hands[1], hands[3], hands[2])
    assert dm.player_at(Seat.C) is Seat.D and dm.seat_of(Seat.D) is Seat.C and dm.player_at(Seat.D) is None
    assert dm.seat_of(Seat.A) is Seat.A and dm.seat_of(Seat.B) is Seat.B
    i = s.info(Seat.C)  # the moved player keeps their own cards and their looks
    assert i.dealt == base.deal.hands[Seat.D] and i.hand == base.hand(Seat.D)
    assert i.dummy_seen == dm.looks[Seat.D] and i.moved == (Seat.D, Seat.C)
    assert s.info(Seat.D).dealt == base.deal.hands[Seat.C]
    # D on top: the dummy goes to B's seat and B's player to C.
    s = _calls(base, "pass pass pass 6♠ " + EIGHT_PASSES)
    dm = s.puupaa
    assert dm is not None and dm.seat is Seat.B and dm.moved == (Seat.B, Seat.C)
    assert s.hands == (hands[0], hands[2], hands[1], hands[3])
    assert s.main_pair is Seat.D.pair and s.to_act is Seat.D


def test_the_dummys_partner_decides() -> None:
    """P6: the dealer during the auction, the top bidder after the move."""
    s = _start("alkupelit", Seat.C, 2)
    assert puupaa.controller(s) is Seat.C
    s = _calls(s, "pass 1♦")
    assert s.to_act is Seat.A and puupaa.acting_seat(s) is Seat.C
    s = _calls(s, EIGHT_PASSES)  # D's 1♦ is the top bid: the dummy moves to B
    assert s.puupaa.seat is Seat.B and puupaa.controller(s) is Seat.D
    assert puupaa.acting_seat(s) is Seat.D


# --- P7, P8: who lifts or gives first, and when the top bidder sees the dummy ---------------------------


def test_alkupelit_who_lifts() -> None:
    """P7: the top bidder chooses; the chosen one takes the middle cards and gives the packet, the other
    gives one card to each of the three others."""
    top = _calls(_start("alkupelit", Seat.A, 6), "1♠ " + EIGHT_PASSES)
    assert top.phase is Phase.LIFT_CHOICE and not top.middle_shown
    assert top.legal_actions() == (Choice.SELF, Choice.DUMMY)
    with pytest.raises(IllegalActionError):
        top.apply(Choice.PLAY)
    with pytest.raises(IllegalActionError):
        top.apply(PASS)
    s = top.apply(Choice.SELF)
    assert s.middle_shown and s.lifter is Seat.A and len(s.hand(Seat.A)) == 16
    assert s.phase is Phase.PACKET and s.queue == ((Seat.A, Seat.C),)
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.RESPONDER_GIVES and s.to_act is Seat.C
    assert [r for _, r in s.queue] == [Seat.D, Seat.A, Seat.B]
    s = top.apply(Choice.DUMMY)
    assert s.middle_shown and s.lifter is Seat.C and len(s.hand(Seat.C)) == 16 and len(s.hand(Seat.A)) == 12
    assert s.phase is Phase.PACKET and s.queue == ((Seat.C, Seat.A),)
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.RESPONDER_GIVES and s.to_act is Seat.A
    assert [r for _, r in s.queue] == [Seat.B, Seat.C, Seat.D]
    s = _to_continuation(s)
    assert s.phase is Phase.CONTINUATION and s.to_act is Seat.A  # the top bidder, not the lifter


def test_kotkat_who_gives_first() -> None:
    """P7: in kotkat the choice is who gives the first packet; the other gives four back."""
    top = _calls(_start("kotkat", Seat.A, 6), "pass 6♠ " + EIGHT_PASSES)
    assert top.puupaa.seat is Seat.D and not top.middle_shown
    s = top.apply(Choice.DUMMY)
    assert s.phase is Phase.PACKET and s.queue == ((Seat.D, Seat.B),)
    s = _to_continuation(s)
    assert [(e.phase, e.giver, e.recipient) for e in s.exchanges] == [
        (Phase.PACKET, Seat.D, Seat.B),
        (Phase.RETURN_PACKET, Seat.B, Seat.D),
    ]
    s = _to_continuation(top.apply(Choice.SELF))
    assert [(e.giver, e.recipient) for e in s.exchanges] == [(Seat.B, Seat.D), (Seat.D, Seat.B)]
    assert s.to_act is Seat.B


def test_top_bidder_sees_the_dummy_when_first_choosing_for_it() -> None:
    """P8: the dummy giving first shows its hand to the top bidder before their own packet; the top bidder
    giving first sees it only when choosing the return.  The defenders never see it before the lead."""
    top = _calls(_start("kotkat", Seat.A, 12), "6♠ " + EIGHT_PASSES)
    s = top.apply(Choice.DUMMY)
    assert s.to_act is Seat.C and s.info(Seat.A).dummy_hand == s.hand(Seat.C)
    assert s.info(Seat.B).dummy_hand is None and s.info(Seat.D).dummy_hand is None
    s = top.apply(Choice.SELF)
    assert s.to_act is Seat.A and s.info(Seat.A).dummy_hand is None
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.RETURN_PACKET and s.to_act is Seat.C
    assert s.info(Seat.A).dummy_hand == s.hand(Seat.C)
    s = _to_continuation(s)
    assert s.info(Seat.A).dummy_hand == s.hand(Seat.C)  # perfect recall: it stays known
    assert s.info(Seat.B).dummy_hand is None


# --- P9, P10: the final call and the defenders' exchange ------------------------------------------------


def test_final_call_is_one_call_by_the_top_bidder() -> None:
    """P9: one call by the top bidder ends the bidding; below level 5 in alkupelit only a bid at level 5
    or higher will do; the dummy is never asked."""
    s = _to_continuation(_calls(_start("alkupelit", Seat.A, 8), "2♦ " + EIGHT_PASSES).apply(Choice.DUMMY))
    assert s.phase is Phase.CONTINUATION and s.to_act is Seat.A
    legal = s.legal_actions()
    assert PASS not in legal and all(isinstance(c, Bid) and c.level >= 5 for c in legal)
    for bad in (PASS, Bid.parse("4♥")):
        with pytest.raises(IllegalActionError) as e:
            s.apply(bad)
        assert e.value.code == "illegal_contract_too_low"
    done = s.apply(Bid.parse("5♥"))
    assert done.contract == Bid.parse("5♥") and done.declarer is Seat.A
    assert done.continuation == ((Seat.A, Bid.parse("5♥")),)
    assert done.phase is Phase.DEFENDERS_EXCHANGE and done.to_act is Seat.B
    s = _to_continuation(_calls(_start("kotkat", Seat.A, 8), "6♦ " + EIGHT_PASSES).apply(Choice.SELF))
    assert s.legal_actions()[0] == PASS
    done = s.apply(PASS)
    assert done.contract == Bid.parse("6♦") and done.declarer is Seat.A and done.phase is Phase.DOUBLING


def test_defenders_exchange_uses_the_top_bidders_first_bid() -> None:
    """P10: the main pair's own first bid is the top bidder's; a round-1 level-6 bid by the live player who
    then moved away does not count.  A top bidder's own round-1 level-6 bid does."""
    # A deals, the dummy is C.  D bids 6M in round 1, B outbids in round 2: the dummy moves to D's seat.
    s = _calls(_start("alkupelit", Seat.A, 3), "pass pass pass 6M pass 7♠ " + EIGHT_PASSES)
    assert s.puupaa.seat is Seat.D and s.defenders_exchange is True
    # B's own first bid, 6♠ in round 1: no exchange.
    s = _calls(_start("alkupelit", Seat.A, 3), "pass 6♠ " + EIGHT_PASSES)
    assert s.defenders_exchange is False
    s = _calls(_start("kotkat", Seat.A, 3), "pass pass pass 6♠ " + EIGHT_PASSES)
    assert s.defenders_exchange is False


# --- P11, P12: the dummy turned up, and the score -------------------------------------------------------


@pytest.mark.parametrize("choice", [Choice.SELF, Choice.DUMMY])
def test_dummy_turned_up_after_the_opening_lead(choice: Choice) -> None:
    """P11: whoever lifted, the defender on the top bidder's left leads, the dummy plays second, and its
    cards are face up for everyone from the opening lead on (not before)."""
    s = _calls(_start("alkupelit", Seat.B, 14), "pass 1♥ " + EIGHT_PASSES)  # C on top, the dummy to A
    assert s.puupaa.seat is Seat.A and s.puupaa.moved == (Seat.A, Seat.D)
    s = _to_continuation(s.apply(choice)).apply(Bid.parse("5♥"))
    while s.phase is not Phase.PLAY:
        s = s.apply(s.legal_actions()[0])
    assert s.to_act is Seat.D and not puupaa.dummy_exposed(s)
    assert s.info(Seat.B).dummy_hand is None and s.info(Seat.D).dummy_hand is None
    s = s.apply(s.legal_actions()[0])
    assert s.to_act is Seat.A and puupaa.dummy_exposed(s)
    for seat in (Seat.B, Seat.C, Seat.D):
        assert s.info(seat).dummy_hand == s.hand(Seat.A)


def test_scores_by_pairs_after_the_move() -> None:
    """P12: the top bidder and the dummy score as a pair; each live player gets the pair they sit in."""
    found = 0
    for seed in range(200):
        s = _random_deal("kotkat", seed)
        dm = s.puupaa
        if dm is None or dm.moved is None or s.result is None or s.result.declarer is None:
            continue
        found += 1
        pts = puupaa.player_points(s)
        top = s.result.declarer  # did not move: the top bidder never does
        mover, _ = dm.moved
        assert set(pts) == set(SEATS) - {s.dealer.partner}
        assert pts[mover] == pts[s.dealer] == -pts[top]  # the dealer never moves and never has the dummy
        assert pts[top] == s.result.points()[top]
    assert found >= 20


# --- the handbook's example and the worked deal ---------------------------------------------------------


def test_handbook_example() -> None:
    """The kotkat example: A deals, so the dummy sits opposite A; its lengths ♥3 ♦5 ♣2 ♠3 fit the three
    hands shown.  A 6♠, B pass, the dummy pass, C (seat D) 6M; A 7♠ and C 7M are both possible, and C's 7M
    on top moves the dummy to B's seat and B to the dummy's."""
    s = _handbook_start()
    dm = s.puupaa
    assert dm is not None and dm.seat is Seat.C
    lengths = dict(zip(Suit, dm.lengths, strict=True))
    assert (lengths[Suit.HEARTS], lengths[Suit.DIAMONDS], lengths[Suit.CLUBS], lengths[Suit.SPADES]) == (
        3,
        5,
        2,
        3,
    )
    assert set(s.deal.hands[Seat.C]) == set(parse_cards("♠A75 ♣Q9 ♦J9642 ♥Q72"))
    assert {Card.parse("♥Q"), Card.parse("♠A")} <= set(s.info(Seat.A).dummy_seen)
    assert sum(1 for c in s.info(Seat.D).dummy_seen if c.suit is Suit.DIAMONDS and c.rank < Rank.TEN) >= 2
    s = _calls(s, "6♠ pass")
    with pytest.raises(IllegalActionError):
        s.apply(Bid.parse("6♥"))  # the dummy cannot bid
    s = _calls(s, "pass 6M 7♠ pass pass 7M")
    on_top = _calls(s, EIGHT_PASSES)
    assert on_top.highest_by is Seat.D and on_top.puupaa.seat is Seat.B
    assert on_top.puupaa.moved == (Seat.B, Seat.C)
    assert on_top.main_pair is Seat.D.pair and on_top.info(Seat.C).dealt == s.deal.hands[Seat.B]
    a_on_top = _calls(_handbook_start(), "6♠ pass pass 6M 7♠ " + EIGHT_PASSES)
    assert a_on_top.highest_by is Seat.A and a_on_top.puupaa.moved is None


def test_worked_deal_replays() -> None:
    """lessons/deals/puupaa-kotkat-7s: the handbook's hands, 7♠ by A with the dummy giving first, made."""
    rec = load(ROOT / "lessons" / "deals" / "puupaa-kotkat-7s.deal.yaml")
    assert rec.variant == "puupaa" and rec.rules is KOTKAT and rec.choice == (Choice.DUMMY,)
    assert rec.seen == {s: tuple(sorted(parse_card_list(h))) for s, h in HANDBOOK_LOOKS.items()}
    s = rec.replay()
    assert s.result is not None and s.result.contract == Bid.parse("7♠") and s.result.declarer is Seat.A
    assert s.result.tricks[Seat.A] == 13 and puupaa.player_points(s) == {Seat.A: 50, Seat.B: -50, Seat.D: -50}
    assert set(rec.deal.hands[Seat.C]) == set(_handbook_start().deal.hands[Seat.C])


# --- records and the command line ----------------------------------------------------------------------


@pytest.mark.parametrize("form", ["alkupelit", "kotkat"])
def test_records_round_trip(form: str) -> None:
    for seed in range(40):
        s = _random_deal(form, seed)
        rec = from_state(s)
        assert rec.variant == "puupaa" and rec.seen is None
        again = loads(dumps(rec))
        assert again == rec and again.replay().result == s.result


def test_record_keys() -> None:
    text = (ROOT / "lessons" / "deals" / "puupaa-kotkat-7s.deal.yaml").read_text(encoding="utf-8")
    with pytest.raises(RecordError) as e:
        loads(text.replace("variant: puupaa", "variant: nosuch"))
    assert e.value.code == "record_form" and e.value.where == "variant"
    with pytest.raises(RecordError) as e:
        loads(text.replace("variant: puupaa\n", ""))  # four players: no looks, no self/dummy choice
    assert e.value.code == "record_unknown_key" and e.value.where == "seen"
    with pytest.raises(RecordError) as e:
        loads(text.replace("B: ♠7 ♦6 ♦9 ♥2", "B: ♠7 ♦6 ♦9"))
    assert e.value.code == "record_deal" and e.value.where == "seen"
    with pytest.raises(RecordError) as e:
        loads(text.replace("- dummy", "- play"))
    assert e.value.code == "record_illegal" and e.value.where == "choice[0]"
    # Without ``seen`` the engine's own looks are used, and the rest replays the same.
    plain = loads(text.replace("seen:\n  A: ♠A ♣Q ♦J ♥7 ♥Q\n  B: ♠7 ♦6 ♦9 ♥2\n  D: ♠5 ♣9 ♦2 ♦4\n", ""))
    assert plain.seen is None and plain.replay().result == load_worked().replay().result


def load_worked() -> DealRecord:
    return load(ROOT / "lessons" / "deals" / "puupaa-kotkat-7s.deal.yaml")


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_deal_json(capsys: pytest.CaptureFixture[str]) -> None:
    """``deal --variant puupaa`` adds the dummy and the looks; without it the JSON is unchanged."""
    code, plain, _ = _cli(capsys, "deal", "--form", "kotkat", "--seed", "3", "--dealer", "B", "--json")
    assert code == 0 and list(json.loads(plain)) == ["form", "dealer", "hands", "middle"]
    code, out, _ = _cli(
        capsys, "deal", "--form", "kotkat", "--seed", "3", "--dealer", "B", "--json", "--variant", "puupaa"
    )
    d = json.loads(out)
    assert code == 0 and list(d) == ["form", "dealer", "hands", "middle", "dummy", "seen"]
    assert {k: d[k] for k in ("form", "dealer", "hands", "middle")} == json.loads(plain)
    assert d["dummy"] == "D" and list(d["seen"]) == ["A", "B", "C"]
    assert [len(d["seen"][s]) for s in "ABC"] == [4, 5, 4]  # B deals kotkat: five
    seen = [c for s in "ABC" for c in d["seen"][s]]
    assert sorted(seen) == sorted(d["hands"]["D"])
    again = _cli(
        capsys, "deal", "--form", "kotkat", "--seed", "3", "--dealer", "B", "--json", "--variant", "puupaa"
    )[1]
    assert again == out
    code, out, _ = _cli(capsys, "deal", "--form", "alkupelit", "--seed", "3", "--variant", "puupaa", "--json")
    d = json.loads(out)
    assert d["dummy"] == "C" and [len(d["seen"][s]) for s in "ABD"] == [4, 4, 4]


def test_cli_deal_text_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _cli(
        capsys, "deal", "--form", "kotkat", "--seed", "3", "--variant", "puupaa", "--lang", "en"
    )
    assert code == 0 and "Dummy: C (suits ♠2 ♣2 ♦6 ♥3)" in out and "A looked at" in out
    code, out, err = _cli(capsys, "deal", "--form", "bolsevikit", "--seed", "3", "--variant", "puupaa")
    assert code == 2 and out == "" and "bolsevikit" in err and "puupaa" in err
    code, out, err = _cli(capsys, "deal", "--form", "kotkat", "--variant", "nosuch", "--lang", "en", "--json")
    assert code == 2 and out == "" and "known: puupaa" in err
