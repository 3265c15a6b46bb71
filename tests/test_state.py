"""The phase machine: scenarios from the handbook and invariants over random deals.

Handbook sections: *Alkumaalaukset* (end of the auction, rounds from the
dealer), *Nostomaalaus* and *Pääpelaajien korttien vaihdot* (lift and
packets), *Jatkomaalaukset*, *Sivupelaajien korttien vaihdot*, *Koputukset ja
vastakoputukset*, *Passimisääri / Korttien vaihdot*, *KOTKAT*, *BOLSEVIKIT*,
*Pelin eteneminen* and *Avauslyönti*.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.strategies import choose, random_states
from trainer.bids import BOLSHEVIK, DOUBLE, PASS, REDOUBLE, Bid, Call, Form, Strain
from trainer.cards import DECK, Card, parse_cards
from trainer.dealing import deal
from trainer.errors import IllegalActionError
from trainer.records import load
from trainer.seats import Pair, Seat
from trainer.state import Choice, GameType, Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def calls(text: str) -> list[Call]:
    return [Call.parse(t) for t in text.split()]


def run(s: State, actions: list[Call]) -> State:
    for a in actions:
        s = s.apply(a)
    return s


def fresh(form: Form = Form.ALKUPELIT, dealer: Seat = A, seed: int = 7) -> State:
    return State.new(deal(form, dealer, seed))


# --- the initial auction -----------------------------------------------------------


def test_four_passes_in_round_one_is_passimisaari() -> None:
    s = run(fresh(), calls("pass pass pass pass"))
    assert s.game is GameType.PASSIMISAARI and s.phase is Phase.PASS_EXCHANGE
    # Alkupelit: the dealer deals the middle cards one each, clockwise from the left.
    assert all(len(s.hand(x)) == 13 for x in Seat)
    d = s.deal
    assert [d.middle[i] in s.hand(x) for i, x in enumerate((B, C, D, A))] == [True] * 4


def test_round_of_passes_does_not_end_the_auction() -> None:
    # *Kolmannen ja neljännen kierroksen maalaukset*: round 2 is four passes, bidding resumes in round 3.
    s = run(fresh(), calls("1♠ pass 1♦ pass  pass pass pass pass  1♥ pass 2♦ pass  3♠ pass pass pass  4♠"))
    assert s.phase is Phase.AUCTION and s.bidding_round == 5 and s.to_act is B
    s = run(s, calls("pass " * 7))
    assert s.phase is Phase.AUCTION
    s = s.apply(PASS)  # the 8th consecutive pass: every player has passed twice
    assert s.phase is Phase.PACKET and s.lifter is A and s.main_pair is Pair.AC


def test_opener_responder_and_rounds_from_the_dealer() -> None:
    s = run(fresh(dealer=C), calls("pass 1♥ pass 2M pass"))
    assert s.bidding_round == 2 and s.to_act is D  # round 2 began with the dealer, C
    assert s.opener(Pair.BD) is D and s.responder(Pair.BD) is B
    assert s.opener(Pair.AC) is None


def test_insufficient_bid_is_rejected_with_the_correction() -> None:
    s = run(fresh(), calls("4♦"))
    with pytest.raises(IllegalActionError) as e:
        s.apply(Bid.parse("4♣"))
    assert e.value.params["reason"] == "insufficient" and e.value.params["becomes"] == "5♣"
    k = fresh(Form.KOTKAT)
    with pytest.raises(IllegalActionError) as e:
        k.apply(Bid.parse("1♥"))
    assert e.value.params["becomes"] == "6♥"


def test_pre_empt_at_level_6_in_round_one_stops_the_defenders_exchange() -> None:
    # *Kehotus-, esto- ja kilpaileva maalaus*: 6 misère in round 1 (partner passed).
    s = load("lessons/deals/alkupelit-1s-preempt-6m.deal.yaml").replay()
    assert s.lifter is D and s.main_pair is Pair.BD and s.defenders_exchange is False
    assert s.phase is Phase.RESPONDER_GIVES and s.to_act is B and len(s.hand(B)) == 16
    assert s.recipient is C  # clockwise from the giver's left


def test_main_pairs_own_first_bid_decides_the_defenders_exchange() -> None:
    # Partner opened 1♠ in round 1, so a later 6M by the same pair still lets the defenders exchange.
    s = run(fresh(), calls("1♠ pass 6M pass") + [PASS] * 7)
    assert s.lifter is C and s.defenders_exchange is True
    # No main-pair bid in round 1 at all: the defenders exchange.
    s = run(fresh(), calls("pass pass pass 1♦  pass pass pass 6♦") + [PASS] * 8)
    assert s.lifter is D and s.defenders_exchange is True


# --- exchanges, continuation, defenders, doubling ------------------------------------


def _to_continuation(seed: int = 3) -> State:
    s = run(fresh(seed=seed), calls("1♦") + [PASS] * 8)  # A lifts with 1♦
    assert s.phase is Phase.PACKET and len(s.hand(A)) == 16 and s.middle_shown
    for _ in range(4):
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.RESPONDER_GIVES and s.to_act is C
    for _ in range(3):
        s = s.apply(s.legal_actions()[-1])
    assert s.phase is Phase.CONTINUATION and s.to_act is A
    assert all(len(s.hand(x)) == 13 for x in Seat)
    return s


def test_packet_is_delivered_whole_and_in_order() -> None:
    s = run(fresh(seed=3), calls("1♦") + [PASS] * 8)
    chosen = []
    for _ in range(3):
        card = s.legal_actions()[0]
        chosen.append(card)
        s = s.apply(card)
        assert not any(c in s.hand(C) for c in chosen)  # not yet in partner's hand
        assert s.view(A).packet_so_far == tuple(chosen) and s.view(C).packet_so_far == ()
    card = s.legal_actions()[0]
    s = s.apply(card)
    assert s.exchanges[-1].cards == (*chosen, card) and s.exchanges[-1].recipient is C
    assert s.view(C).received[-1].cards == (*chosen, card)
    assert s.view(B).received == ()


def test_continuation_cannot_end_below_level_5() -> None:
    s = _to_continuation()
    s = run(s, calls("pass pass pass"))
    assert PASS not in s.legal_actions()
    assert all(isinstance(b, Bid) and b.level >= 5 for b in s.legal_actions())
    for call in (PASS, Bid.parse("4♥")):
        with pytest.raises(IllegalActionError) as e:
            s.apply(call)
        assert e.value.params["reason"] == "contract_too_low"
    s = run(s, calls("5♦ pass pass pass pass"))
    assert s.contract == Bid.parse("5♦") and s.declarer is C
    assert s.phase is Phase.DEFENDERS_EXCHANGE and s.to_act is D  # declarer's left gives first


def test_continuation_alternates_between_the_main_players_only() -> None:
    s = _to_continuation()
    order = []
    for c in calls("pass 5♣ 5♦ pass pass pass pass"):
        order.append(s.to_act)
        s = s.apply(c)
    assert order == [A, C, A, C, A, C, A] and s.declarer is A and s.contract == Bid.parse("5♦")


def test_painted_doubling_order_and_opening_lead() -> None:
    s = _to_continuation()
    s = run(s, calls("5♦ pass pass pass pass"))  # declarer A
    assert s.phase is Phase.DEFENDERS_EXCHANGE and (s.to_act, s.recipient) == (B, D)
    s = s.apply(s.legal_actions()[0])
    assert (s.to_act, s.recipient) == (D, B)
    s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.DOUBLING and s.to_act is B
    s = s.apply(PASS)
    assert s.to_act is D
    s = s.apply(DOUBLE)
    assert s.to_act is A and s.legal_actions() == (PASS, REDOUBLE)  # main player on the doubler's left
    s = s.apply(PASS)
    assert s.to_act is C
    s = s.apply(REDOUBLE)
    assert s.phase is Phase.PLAY and s.to_act is B and s.redoubled


def test_kotkat_record_reaches_6h_with_b_on_lead() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: 6♠, packet ♦K♠4♦2♠8, return ♦4♥5♥3♥9, 6♥.
    s = load("lessons/deals/kotkat-6s-to-6h.deal.yaml").replay()
    assert s.contract == Bid.parse("6♥") and s.declarer is A and s.defenders_exchange is False
    assert s.phase is Phase.PLAY and s.to_act is B
    # A gave ♦K ♠4 ♦2 ♠8 and got ♦4 ♥5 ♥3 ♥9: spades and diamonds void but for the ♦4 link.
    assert set(s.hand(A)) == set(parse_cards("♣AK87 ♦4 ♥AKQ98753"))
    assert set(s.hand(C)) == set(parse_cards("♠J108743 ♣965 ♦AK102"))


def test_tail_cup_record_defenders_exchange_b_first() -> None:
    s = load("lessons/deals/alkupelit-tail-cup-5h.deal.yaml").replay()
    assert s.declarer is A and s.contract == Bid.parse("5♥")
    ex = [e for e in s.exchanges if e.phase is Phase.DEFENDERS_EXCHANGE]
    assert [(e.giver, e.recipient, str(e.cards[0])) for e in ex] == [(B, D, "♦A"), (D, B, "♥10")]


def test_passimisaari_exchange_order_doubling_and_lead() -> None:
    s = run(fresh(dealer=A), calls("pass pass pass pass"))
    givers = []
    for _ in range(4):
        givers.append((s.to_act, s.recipient))
        s = s.apply(s.legal_actions()[0])
    # *Passimisääri*: the dealer's left and the dealer's partner give first; partners give back.
    assert givers == [(B, D), (C, A), (D, B), (A, C)]
    assert s.phase is Phase.DOUBLING and s.to_act is A
    s = run(s, calls("pass"))
    assert s.to_act is B
    s = s.apply(DOUBLE)
    assert s.to_act is C and s.legal_actions() == (PASS, REDOUBLE)
    s = run(s, calls("pass pass"))
    assert s.phase is Phase.PLAY and s.to_act is B and s.doubled_by == {B}


# --- bolsevikit -----------------------------------------------------------------------


def test_bolshevik_one_bidder_gives_three_and_may_call_a_dictator() -> None:
    s = run(fresh(Form.BOLSEVIKIT, dealer=A), calls("pass 7M pass pass"))
    assert s.lifter is B and s.phase is Phase.BOLSHEVIK_GIVES and len(s.hand(B)) == 16
    rec = []
    for _ in range(3):
        rec.append(s.recipient)
        s = s.apply(s.legal_actions()[0])
    assert rec == [C, D, A]
    assert s.phase is Phase.CONTINUATION and s.to_act is B
    s = s.apply(Bid.parse("7G"))
    assert s.game is GameType.DICTATOR and s.to_act is A  # the niskamies (player's right) doubles first
    s = run(s, calls("X pass X"))
    assert s.to_act is B and s.legal_actions() == (PASS, REDOUBLE)
    s = s.apply(REDOUBLE)
    assert s.phase is Phase.PLAY and s.to_act is A and s.doubled_by == {A, D}


def test_bolshevik_several_bidders_first_chooses() -> None:
    s = run(fresh(Form.BOLSEVIKIT, dealer=A), calls("7M pass 7M 7M"))
    assert s.phase is Phase.BOLSHEVIK_CHOICE and s.to_act is A
    s = s.apply(Choice.YIELD).apply(Choice.YIELD)
    assert s.to_act is D and s.legal_actions() == (Choice.PLAY,)
    s = s.apply(Choice.PLAY)
    assert s.lifter is D


def test_bolshevik_set_barred_and_forced() -> None:
    s = State.new(deal(Form.BOLSEVIKIT, A, 1), bolshevik_barred=frozenset({A}), bolshevik_forced=B)
    assert s.legal_actions() == (PASS,)
    with pytest.raises(IllegalActionError):
        s.apply(BOLSHEVIK)
    s = s.apply(PASS)
    assert s.legal_actions() == (BOLSHEVIK,)


def test_forced_player_need_not_bid_after_someone_else_has() -> None:
    # *BOLSEVIKIT*: the player out of deals must play now, unless another bidder already took this deal.
    s = State.new(deal(Form.BOLSEVIKIT, A, 1), bolshevik_forced=C)
    s = run(s, calls("7M pass"))
    assert s.to_act is C and s.legal_actions() == (PASS, BOLSHEVIK)
    s = run(s, calls("pass pass"))
    assert s.lifter is A


def test_all_pass_in_bolsevikit_throws_the_deal_in() -> None:
    s = run(fresh(Form.BOLSEVIKIT), calls("pass pass pass pass"))
    assert s.is_over and s.result is not None and s.result.game is GameType.THROWN_IN
    assert s.legal_actions() == ()


# --- play ------------------------------------------------------------------------------


def test_follow_suit_and_no_obligation_to_trump_in_every_random_trick() -> None:
    # *Pelin eteneminen*: follow the led suit if able; otherwise any card, trump or not.
    seen_free_discard = False
    for seed in range(120):
        for s in random_states(Form.ALKUPELIT if seed % 2 else Form.KOTKAT, seed, 0.85):
            if s.phase is not Phase.PLAY or not s.current:
                continue
            assert s.to_act is not None
            led = s.current[0].suit
            hand = s.hand(s.to_act)
            follow = [c for c in hand if c.suit == led]
            assert set(s.legal_actions()) == set(follow or hand)
            if not follow and s.trump is not None and any(c.suit == s.trump for c in hand):
                assert any(c.suit != s.trump for c in s.legal_actions()) or all(
                    c.suit == s.trump for c in hand
                )
                seen_free_discard = seen_free_discard or any(c.suit != s.trump for c in hand)
            wrong = next((c for c in hand if c.suit != led), None)
            if follow and wrong is not None:
                with pytest.raises(IllegalActionError) as e:
                    s.apply(wrong)
                assert e.value.params["reason"] == "must_follow"
    assert seen_free_discard


# --- invariants over random deals -----------------------------------------------------


def _check_deal(form: Form, seed: int, bias: float) -> GameType:
    states = random_states(form, seed, bias)
    for s in states:
        assert s.card_count() == 52, (seed, s.phase)
        assert s.is_over or s.legal_actions(), (seed, s.phase)
        held = Counter(c for x in Seat for c in s.hand(x))
        assert all(n == 1 for n in held.values())
    final = states[-1]
    # Every trick follows suit: a player who did not follow never plays the led suit later.
    for t in final.tricks:
        led = t.cards[0].suit
        for i, c in enumerate(t.cards[1:], 1):
            if c.suit != led:
                seat = t.leader.next(i)
                later = [u for u in final.tricks if u.number > t.number]
                assert not any(u.card_of(seat).suit == led for u in later), (seed, t)
    r = final.result
    assert r is not None
    pts = r.points()
    assert sum(pts.values()) == 0
    if r.game not in (GameType.BOLSHEVIK, GameType.DICTATOR, GameType.THROWN_IN):
        assert pts[A] == pts[C] and pts[B] == pts[D] and pts[A] + pts[B] == 0
        assert sum(r.tricks) == 13
    return r.game


@pytest.mark.parametrize("form", list(Form))
def test_thousands_of_random_deals_keep_the_invariants(form: Form) -> None:
    games: Counter[GameType] = Counter()
    for seed in range(700):
        games[_check_deal(form, seed, 0.55 + (seed % 5) * 0.08)] += 1
    wanted = {
        Form.ALKUPELIT: {GameType.PASSIMISAARI, GameType.TRUMP, GameType.GRAND, GameType.MISERE},
        Form.KOTKAT: {GameType.PASSIMISAARI, GameType.TRUMP, GameType.GRAND, GameType.MISERE},
        Form.BOLSEVIKIT: {GameType.BOLSHEVIK, GameType.DICTATOR, GameType.THROWN_IN},
    }[form]
    assert wanted <= set(games), games


ALL_ACTIONS = [*DECK, PASS, DOUBLE, REDOUBLE, Choice.PLAY, Choice.YIELD] + [
    Bid(lvl, strain) for lvl in range(1, 8) for strain in Strain
]


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(list(Form)), st.integers(0, 10**6), st.floats(0.5, 0.95))
def test_illegal_actions_are_rejected_without_changing_the_state(form: Form, seed: int, bias: float) -> None:
    rng = random.Random(seed)
    s = State.new(deal(form, Seat(seed % 4), seed))
    while not s.is_over:
        legal = set(s.legal_actions())
        illegal = [a for a in ALL_ACTIONS if a not in legal]
        for a in rng.sample(illegal, min(6, len(illegal))):
            before = dict(s.__dict__)
            with pytest.raises(IllegalActionError):
                s.apply(a)
            assert s.__dict__ == before
        for a in list(legal)[:3]:
            s.apply(a)  # legal actions never raise
        s = s.apply(choose(s, rng, bias))
    with pytest.raises(IllegalActionError):
        s.apply(PASS)


def test_views_hide_other_hands_and_show_two_tricks() -> None:
    states = random_states(Form.ALKUPELIT, 11)
    for s in states:
        for x in Seat:
            v = s.view(x)
            assert v.hand == s.hand(x)
            assert all(e.recipient is x for e in v.received) and all(e.giver is x for e in v.given)
            if s.tricks:
                assert v.previous_trick == s.tricks[-1]
            if not s.middle_shown:
                assert v.middle == ()


def test_fallen_aces_are_public_only_in_misere_games() -> None:
    # *Pelin eteneminen*: in misère the aces stay face up where they fell.
    seen = set()
    for seed in range(200):
        final = random_states(Form.ALKUPELIT, seed, 0.8)[-1]
        assert final.result is not None
        game = final.result.game
        for x in Seat:
            shown = final.view(x).aces
            if game in (GameType.MISERE, GameType.PASSIMISAARI):
                assert shown == final.aces and len(shown) == 4
                seen.add(game)
            else:
                assert shown == ()
    assert seen == {GameType.MISERE, GameType.PASSIMISAARI}


@pytest.mark.parametrize(
    ("form", "auction", "lifter", "highest"),
    [
        # *Kolmannen ja neljännen kierroksen maalaukset*: aces and kings.
        (Form.ALKUPELIT, "1♠ pass 1♦ pass pass pass pass pass 1♥ pass 2♦ pass 3♠ pass pass pass 4♠", A, "4♠"),
        # *Kehotus-, esto- ja kilpaileva maalaus*: 5♣ invites 5♦ after a 5 misère pre-empt.
        (Form.ALKUPELIT, "1♠ pass 1♦ pass 2♦ 5M 5♣ pass 5♦", A, "5♦"),
        # The opener's invitation after a pre-empt: 1♥ - 5M - pass - pass; 5♦ - pass - 5♥.
        (Form.ALKUPELIT, "1♥ 5M pass pass 5♦ pass 5♥", C, "5♥"),
        # 5 grand asks the pre-empter for 6 misère: 1♣ - 5M - 5♣ - 5G; pass - 6M.
        (Form.ALKUPELIT, "1♣ 5M 5♣ 5G pass 6M", B, "6M"),
        # A jump in round 2 with a second first-round suit: 1♠ - pass - pass - pass; 2♦.
        (Form.ALKUPELIT, "1♠ pass pass pass 2♦", A, "2♦"),
        # *KOTKAT / Maalaukset*: 6♠ - 6M - 6G - 7♥ (asks partner for 7 misère), then 7M.
        (Form.KOTKAT, "6♠ 6M 6G 7♥ pass 7M", B, "7M"),
        # 6♠ then 6♣ in round 2 by the same player.
        (Form.KOTKAT, "6♠ pass pass pass 6♣", A, "6♣"),
    ],
)
def test_handbook_auctions_are_legal(form: Form, auction: str, lifter: Seat, highest: str) -> None:
    s = run(fresh(form, dealer=A), calls(auction) + [PASS] * 8)
    assert s.phase is Phase.PACKET and s.lifter is lifter and s.highest == Bid.parse(highest)


def test_handbook_passimisaari_exchange_record() -> None:
    # *Passimisääri / Korttien vaihdot*: B gives ♥10 and gets ♠2, C gives ♣2 and gets ♦A.
    s = load("lessons/deals/passimisaari-exchanges.deal.yaml").replay()
    assert s.phase is Phase.DOUBLING and s.to_act is A
    assert [(e.giver, e.recipient, str(e.cards[0])) for e in s.exchanges] == [
        (B, D, "♥10"), (C, A, "♣2"), (D, B, "♠2"), (A, C, "♦A"),
    ]  # fmt: skip
    assert Card.parse("♠2") in s.hand(B) and Card.parse("♦A") in s.hand(C)


def test_the_finished_trick_stays_current_until_the_next_lead() -> None:
    """*Pelin eteneminen*: each player may look at the current and the previous trick; the current trick
    becomes the previous one when the next trick's first card is shown (rules review, finding 2)."""
    checked = 0
    for seed in range(30):
        for s in random_states(Form.ALKUPELIT, seed):
            if s.phase is not Phase.PLAY or len(s.tricks) < 2:
                continue
            v = s.view(s.to_act or A)
            if not s.current:
                # The leader is choosing: the last two finished tricks may both be looked at.
                assert v.visible_tricks == (s.tricks[-2], s.tricks[-1])
                checked += 1
            else:
                # Where it must not: once the lead is out, the trick before the last is gone.
                assert v.visible_tricks == (s.tricks[-1],)
    assert checked > 0


def test_fallen_aces_name_who_played_them() -> None:
    for seed in range(100):
        final = random_states(Form.ALKUPELIT, seed, 0.8)[-1]
        for ace in final.aces:
            trick = final.tricks[ace.trick - 1]
            assert trick.card_of(ace.played_by) == ace.card and trick.winner == ace.winner
