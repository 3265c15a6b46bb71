"""Opening leads (trainer.conventions.leads): the handbook's lead advice, game by game.

Each test drives the engine from the deal through the auction and the
exchanges to the first card of the deal, so that the leader's view is exactly
what the table would show.  Seats: A deals and (in painted games) is the
declarer, C A's partner, B the opening leader and D B's partner; in
bolsevikit A is the bolshevik player and D (A's right) the niskamies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conventions_helpers import apply_text, make_deal, play_script, state_after
from tests.conventions_helpers import check_advice as shared_check_advice
from tests.strategies import random_states
from trainer.bids import Bid, Form
from trainer.cards import Card, Rank, Suit, parse_cards
from trainer.conventions import leads
from trainer.conventions.core import Advice, DecisionPoint, Verdict, decision_point, grade
from trainer.conventions.hand import HandEval
from trainer.conventions.points import lead_point, lead_point_of_text
from trainer.conventions.texts import reason_text
from trainer.game import GameType
from trainer.lessons import LESSONS_DIR as LESSONS
from trainer.records import load
from trainer.seats import Seat
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
S, CL, DI, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


# --- driving the engine -------------------------------------------------------------------------


def reach_play(s: State, script: Mapping[Phase, Sequence[str]] | None = None) -> State:
    """Play scripted actions per phase, otherwise pass (or give the lowest card), until the play starts.

    Stops at the first card of the deal.
    """
    return play_script(s, script, lambda st, _left: st.phase is Phase.PLAY)


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def card(text: str) -> Card:
    return Card.parse(text)


# A strong lifter and declarer for painted alkupelit games, with the middle cards.
A_HAND = "♥AKQJ10 ♦AKQ10 ♣A9 ♠A"
MIDDLE = "♥9 ♥8 ♣7 ♣6"
PACKET = ("♣7", "♣6", "♥9", "♥8")


def alkupelit_lead(
    b_hand: str,
    calls: str,
    *,
    gift: str = "♥8",
    b_gives: str | None = None,
    d_gives: str | None = None,
    d_hand: str = "",
    doubling: Sequence[str] = (),
    a_hand: str = A_HAND,
    middle: str = MIDDLE,
    packet: Sequence[str] = PACKET,
) -> DecisionPoint:
    """B's opening lead after A's contract; C gives B ``gift`` (a packet card); B and D swap cards."""
    known = {A: a_hand, B: b_hand}
    if d_hand:
        known[D] = d_hand
    s = state_after(make_deal(Form.ALKUPELIT, A, known, middle), calls)
    rest = [c for c in packet if c != gift]
    script: dict[Phase, Sequence[str]] = {
        Phase.PACKET: packet,
        Phase.RESPONDER_GIVES: (rest[0], rest[1], gift),
        Phase.DOUBLING: doubling,
    }
    if b_gives is not None and d_gives is not None:
        script[Phase.DEFENDERS_EXCHANGE] = (b_gives, d_gives)
    s = reach_play(s, script)
    assert s.to_act is B
    return decision_point(s)


def passes(n: int) -> str:
    return " ".join(["pass"] * n)


def advise(point: DecisionPoint) -> Advice:
    advice = leads.advise(point)
    assert advice is not None
    check_advice(point, advice)
    return advice


def check_advice(point: DecisionPoint, advice: Advice) -> None:
    """The contract every lead advice keeps."""
    shared_check_advice(point, advice, prefix="lead_", sections=leads.SECTIONS)


def keys(advice: Advice) -> set[str]:
    return {r.key for r in advice.reasons}


def worse_keys(advice: Advice, c: str) -> set[str]:
    return {r.key for r in advice.worse.get(card(c), ())}


# --- trump in alkupelit (ALKUPELIT / Avauslyönti) -----------------------------------------------------

# 6♥ opened in round 1: the defenders do not exchange.
NO_EXCHANGE = "6♥ " + passes(8)
# 5♥ opened in round 1: they do.
WITH_EXCHANGE = "5♥ " + passes(8)


def test_goal_tricks_by_level() -> None:
    a = advise(alkupelit_lead("♠KQ753 ♦J96 ♣854 ♥3", NO_EXCHANGE))
    goal = next(r for r in a.reasons if r.key == "lead_goal_tricks")
    assert goal.params == {"level": 6, "tricks": 2} and goal.section == "ALKUPELIT / Avauslyönti"
    a = advise(alkupelit_lead("♠KQ753 ♦J96 ♣854 ♥3", WITH_EXCHANGE, b_gives="♥3", d_gives="♦2", d_hand="♦2"))
    assert next(r for r in a.reasons if r.key == "lead_goal_tricks").params == {"level": 5, "tricks": 3}


def test_touching_honours_lead_the_higher() -> None:
    # ♠KQxxx: the king, never the queen.
    point = alkupelit_lead("♠KQ753 ♦J96 ♣854 ♥3", NO_EXCHANGE)
    a = advise(point)
    assert a.recommended == (card("♠K"),) and not a.judgement  # one rule, one card: no judgement note
    assert "lead_touching_honours" in keys(a) and "lead_no_exchange" in keys(a)
    assert "lead_touching_honours" in worse_keys(a, "♠Q")
    assert grade(point, card("♠Q"), a).verdict is Verdict.NOT_ADVISED


def test_second_highest_of_the_longest_side_suit() -> None:
    # No touching honours: ♦J9642 is the longest side suit, so the ♦9.
    a = advise(alkupelit_lead("♦J9642 ♠Q73 ♣854 ♥3", NO_EXCHANGE))
    assert a.recommended == (card("♦9"),) and "lead_second_highest_side" in keys(a)


def test_touching_honours_beat_second_highest_but_both_are_fine() -> None:
    a = advise(alkupelit_lead("♦J9642 ♠KQ3 ♣854 ♥3", NO_EXCHANGE))
    assert a.recommended == (card("♠K"),) and card("♦9") in a.acceptable
    assert a.judgement  # the handbook's "or": two rules, either card
    assert worse_keys(a, "♦J") == {"lead_suit_card"} and worse_keys(a, "♣8") == {"lead_side_other_suit"}
    assert worse_keys(a, "♥3") == {"lead_trump_no_cup"}


def test_trumps_are_not_side_suits() -> None:
    # Hearts are trumps: the long heart holding is not the "longest side suit".
    a = advise(alkupelit_lead("♥76543 ♦J964 ♣85 ♠3", NO_EXCHANGE, gift="♣7"))
    assert a.recommended == (card("♦9"),)


def test_lead_the_suit_partner_gave() -> None:
    # B gives ♠3, D returns ♣K; B has three clubs of its own, so clubs are led.
    point = alkupelit_lead(
        "♠KQ73 ♦J964 ♣854 ♥3", WITH_EXCHANGE, b_gives="♠3", d_gives="♣K", d_hand="♣K", gift="♣7"
    )
    a = advise(point)
    assert set(a.recommended) == {card("♣K"), card("♣8"), card("♣7"), card("♣5"), card("♣4")}
    assert "lead_received_suit" in keys(a)


def test_received_card_in_own_short_suit_is_kept() -> None:
    # B had only ♣85: the ♣K from partner lands in B's short suit (likely the declaring side's side
    # suit), so B keeps it and leads by the general rule (♠KQ: the king).
    point = alkupelit_lead("♠KQ732 ♦J964 ♣85 ♥3", WITH_EXCHANGE, b_gives="♥3", d_gives="♣K", d_hand="♣K")
    a = advise(point)
    assert a.recommended == (card("♠K"),) and "lead_keep_short_suit" in keys(a)
    for c in ("♣K", "♣8", "♣5"):
        assert "lead_keep_short_suit" in worse_keys(a, c)


def test_partner_doubled_lead_the_suit_partner_gave() -> None:
    # The same cards, but partner doubled: now partner is probably void in clubs: lead them.
    point = alkupelit_lead(
        "♠KQ732 ♦J964 ♣85 ♥3",
        WITH_EXCHANGE,
        b_gives="♥3",
        d_gives="♣K",
        d_hand="♣K",
        doubling=("pass", "X"),
    )
    a = advise(point)
    assert set(a.recommended) == {card("♣K"), card("♣8"), card("♣5")} and "lead_partner_doubled" in keys(a)


def test_partner_doubled_after_giving_touching_honours() -> None:
    point = alkupelit_lead(
        "♠J9732 ♦J964 ♣Q5 ♥3",
        WITH_EXCHANGE,
        b_gives="♥3",
        d_gives="♣K",
        d_hand="♣K",
        doubling=("pass", "X"),
    )
    a = advise(point)
    assert a.recommended == (card("♣K"),) and "lead_touching_honours" in keys(a)
    # The equal lower honour is as acceptable as the small card (C66a).
    assert {card("♣Q"), card("♣5")} <= set(a.acceptable)


def test_received_trump_gives_the_side_suit_rule() -> None:
    point = alkupelit_lead("♠KQ732 ♦J964 ♣85 ♥3", WITH_EXCHANGE, b_gives="♣5", d_gives="♥2", d_hand="♥2")
    a = advise(point)
    assert a.recommended == (card("♠K"),) and "lead_got_trump" in keys(a)


# --- the cup game: what the defenders can see (Kuppi ja häntäkuppi valttipelinä, Valttipeli) ------------
#
# "Jos maalausten ja yliantojen perusteella sivupelaajat arvelevat ... kuppipeliä, aloituslyönnin
# kannattaa olla valtti" -- and a cup game is natural when the first trump bidder's partner has "5-6
# valttia" after the lift (*Valttipeli*).  A raise ("Korotus avaajan värissä") shows four; the middle
# cards are shown to everyone.  An ordinary lift, an invitation answer or an ace bid shows nothing.

CUP_HAND = "♠KQ732 ♦J96 ♣854 ♥32"  # D, the leader against C's contract; ♥2 came from partner B


def described(
    contract: str, declarer: str, hand: str, auction: str, *, middle: str = "", received: str | None = None
) -> DecisionPoint:
    return lead_point_of_text(
        "alkupelit", contract, declarer, hand, dealer="A", auction=auction, received=received, middle=middle
    )


def test_cup_game_likely_after_a_raise_and_trumps_in_the_middle() -> None:
    # A 1♥, C raises to 2♥ (four-card support), C lifts with 5♥ and gets ♥5 from the middle: five trumps.
    point = described(
        "5♥", "C", CUP_HAND, "1♥ pass 2♥ pass pass pass 5♥", middle="♥5 ♣7 ♣6 ♦2", received="♥2"
    )
    a = advise(point)
    assert a.recommended == (card("♥2"),) and card("♥3") in a.acceptable
    cup = next(r for r in a.reasons if r.key == "lead_cup_trump")
    assert cup.section == "Valttipeli" and cup.params["seat"] == "C" and cup.params["middle"] == "♥5"
    assert card("♠K") in a.acceptable and "lead_cup_usual_fair" in keys(a)  # the usual lead stays fair
    assert a.judgement  # two of the handbook's rules meet: judgement decides
    assert leads.cup_evidence(point, H).sign is leads.CupSign.LIKELY


def test_straight_raise_to_five_is_support() -> None:
    # "voi korottaa tilanteen mukaan suoraan viiteen": 1♥ – pass – 5♥ shows four hearts.
    point = described("5♥", "C", CUP_HAND, "1♥ pass 5♥", middle="♥5 ♣7 ♣6 ♦2", received="♥2")
    assert advise(point).recommended == (card("♥2"),)


def test_raise_alone_makes_a_trump_lead_fair_not_the_lead() -> None:
    # The opener lifted: the middle trumps are his, and the raiser C keeps his four trumps (he only
    # gives one card to each player), so both hands may ruff: a trump lead is fair, not the lead.
    point = described("5♥", "A", CUP_HAND, "1♥ pass 2♥ pass 5♥", middle="♥5 ♥4 ♣6 ♦2")
    a = advise(point)
    assert a.recommended == (card("♠K"),) and {card("♥2"), card("♥3")} <= set(a.acceptable)
    assert "lead_cup_support" in keys(a) and "lead_cup_trump" not in keys(a) and a.judgement
    assert leads.cup_evidence(point, H).sign is leads.CupSign.POSSIBLE


def test_a_raise_then_the_raisers_lift_hands_the_trumps_over() -> None:
    # Valttipeli: the partner lifts "antaakseen valttinsa valttimaata ensin maalanneelle"; a cup game is
    # natural only with "5-6 valttia".  C raised (four trumps) and lifted, the middle held no trump:
    # the usual course, no sign of a cup game (review round 2, gen.lead.alkupelit.6004/6005).
    point = described(
        "5♥", "C", CUP_HAND, "1♥ pass 2♥ pass pass pass 5♥", middle="♠5 ♣7 ♣6 ♦2", received="♥2"
    )
    ev = leads.cup_evidence(point, H)
    assert ev.support and ev.lifted and ev.sign is leads.CupSign.NONE and ev.handed_over
    a = advise(point)
    assert a.recommended == (card("♠K"),) and not any(c.suit is H for c in a.acceptable)
    assert not {"lead_cup_support", "lead_cup_trump"} & keys(a)
    for c in ("♥3", "♥2"):
        assert worse_keys(a, c) == {"lead_trump_lift_hands_over"}
    why = a.worse[card("♥2")][0]
    assert why.section == "Valttipeli" and why.params["seat"] == "C" and why.params["first"] == "A"


def test_partners_side_suit_comes_before_a_likely_cup() -> None:
    # Partner gave ♦A into B's four diamonds: "aloittaa yleensä ensimmäisen tikin tästä maasta".
    point = described("5♥", "C", "♠KQ7 ♦AJ964 ♣8542 ♥3", "1♥ pass 2♥ pass pass pass 5♥",
                      middle="♥5 ♣7 ♣6 ♦2", received="♦A")  # fmt: skip
    a = advise(point)
    assert card("♦A") in a.recommended and "lead_received_suit" in keys(a)
    assert card("♥3") in a.acceptable and "lead_cup_support" in keys(a)
    assert "lead_not_received_suit" in worse_keys(a, "♠K")


def test_an_ordinary_lift_is_no_sign_of_a_cup_game() -> None:
    # C passes round 1 and lifts 5♥ after A has passed once (Nostomaalaus): that hands A the trumps.
    point = described(
        "5♥", "C", CUP_HAND, "1♥ pass pass pass pass pass 5♥", middle="♥5 ♣7 ♣6 ♦2", received="♥2"
    )
    a = advise(point)
    assert a.recommended == (card("♠K"),) and not a.acceptable and not a.judgement
    assert leads.cup_evidence(point, H).sign is leads.CupSign.NONE
    for c in ("♥3", "♥2"):
        assert worse_keys(a, c) == {"lead_trump_no_cup"}
    assert grade(point, card("♥2"), a).reasons[0].key == "lead_trump_no_cup"


def test_an_invitation_answer_is_no_sign_of_a_cup_game() -> None:
    # The handbook's "1♥ – 5 misääriä – pass – pass; 5♦ – pass – 5♥": C's 5♥ answers the invitation.
    point = described("5♥", "C", CUP_HAND, "1♥ 5M pass pass 5♦ pass 5♥", middle="♥5 ♥6 ♥7 ♦2", received="♥2")
    ev = leads.cup_evidence(point, H)
    assert ev.first is A and ev.partner is C and not ev.support and ev.middle == tuple(cards("♥5 ♥6 ♥7"))
    a = advise(point)
    # Three trumps from the middle cards: a tail cup is possible, so a trump is fair but not the lead.
    assert a.recommended == (card("♠K"),) and card("♥2") in a.acceptable and "lead_cup_middle" in keys(a)
    point = described("5♥", "C", CUP_HAND, "1♥ 5M pass pass 5♦ pass 5♥", middle="♥5 ♣7 ♣6 ♦2", received="♥2")
    assert leads.cup_evidence(point, H).sign is leads.CupSign.NONE


def test_the_three_grand_answer_is_no_sign_of_a_cup_game() -> None:
    # "Vastaus 3 grandiin": C shows clubs at the four level, A answers 5♣ and hands over his clubs.
    point = described("5♣", "A", "♠KQ732 ♦J96 ♥854 ♣32", "3G pass 4♣ pass 5♣", middle="♣5 ♥7 ♥6 ♦2")
    ev = leads.cup_evidence(point, CL)
    assert ev.first is C and ev.partner is A and not ev.support
    assert advise(point).recommended == (card("♠K"),)


def test_the_lowest_misere_denies_support() -> None:
    # "Misääri alimmalla tasolla: vastaaja on luonnonreno tai omaa vain yhden hakun": 1♥ – 2M.
    point = described("5♥", "C", CUP_HAND, "1♥ pass 2M pass pass pass 2♥ pass pass pass 5♥",
                      middle="♥5 ♣7 ♣6 ♦2", received="♥2")  # fmt: skip
    ev = leads.cup_evidence(point, H)
    assert ev.denied and ev.sign is leads.CupSign.NONE


def tail_cup_lead() -> DecisionPoint:
    """B's opening lead in the handbook's tail-cup deal (lessons/deals/alkupelit-tail-cup-5h)."""
    record = load(LESSONS / "deals" / "alkupelit-tail-cup-5h.deal.yaml")
    s = record.replay()
    assert s.phase is Phase.PLAY and s.to_act is B
    return decision_point(s)


def test_handbook_tail_cup_deal_trump_lead_is_fair() -> None:
    # C (2M: at most one heart) lifts ♥9 ♥4 ♥2 ♣K and can keep a few trumps: the handbook's tail cup,
    # which "saatiin jopa ylitikillä kotiin (ellei B aloita ensimmäistä tikkiä valtilla)".
    point = tail_cup_lead()
    a = advise(point)
    # B got ♥10 (a trump) from D: the handbook's rule gives the second-highest of ♣A10732.
    assert a.recommended == (card("♣10"),) and "lead_got_trump" in keys(a)
    assert {card("♥7"), card("♥10"), card("♥K")} <= set(a.acceptable) and "lead_cup_middle" in keys(a)
    assert a.judgement


REVIEW_ALKUPELIT = {
    # id: dealer, hands (12 cards), middle, history up to the lead (from the review's dump.py)
    "gen.lead.alkupelit.102": (
        "D",
        {
            "A": "♠J964 ♣1076 ♦863 ♥J8",
            "B": "♠AQ108 ♣KJ2 ♦QJ107 ♥K",
            "C": "♠53 ♣A4 ♦942 ♥A7543",
            "D": "♠K7 ♣Q8 ♦AK5 ♥Q10962",
        },
        "♣9 ♠2 ♣3 ♣5",
        "3♦ pass 4♠ 5M 5♣ pass 5♦ pass pass pass pass pass pass pass pass ♦J ♦7 ♦Q ♦10 ♣8 ♣Q ♥2 pass pass "
        "pass pass ♠5 ♦8 pass pass",
    ),
    "gen.lead.alkupelit.104": (
        "C",
        {
            "A": "♠AQ ♣KJ842 ♦AQ2 ♥J7",
            "B": "♠10963 ♣105 ♦963 ♥1062",
            "C": "♠KJ752 ♣A ♦1074 ♥AQ8",
            "D": "♠84 ♣Q976 ♦J85 ♥K54",
        },
        "♥3 ♦K ♣3 ♥9",
        "pass pass 3♣ 5M pass pass 5♠ pass 5♣ pass pass pass pass pass pass pass pass ♥8 ♠K ♣3 ♣A ♦Q ♦A ♦2 "
        "pass pass pass pass ♠8 ♣10 pass pass",
    ),
    "gen.lead.alkupelit.106": (
        "D",
        {
            "A": "♠643 ♣95 ♦754 ♥Q852",
            "B": "♠A82 ♣108 ♦1063 ♥AKJ3",
            "C": "♠Q10975 ♣AQ72 ♦A98",
            "D": "♠K ♣KJ63 ♦KQJ2 ♥1064",
        },
        "♠J ♥9 ♣4 ♥7",
        "3♦ 5M pass pass 5♣ pass 5♦ pass pass pass pass pass pass pass pass ♥7 ♦6 ♦3 ♦10 ♣3 ♠K ♥4 pass pass "
        "pass pass ♥4 ♦7 pass pass",
    ),
    "gen.lead.alkupelit.1030": (
        "B",
        {
            "A": "♠J1092 ♣98743 ♥QJ2",
            "B": "♠Q5 ♣J6 ♦K8743 ♥973",
            "C": "♠A86 ♣Q105 ♦J1065 ♥K10",
            "D": "♠K43 ♣AK ♦AQ92 ♥864",
        },
        "♣2 ♥A ♥5 ♠7",
        "pass 3G pass 4♣ pass 5♣ pass pass pass pass pass pass pass pass ♣2 ♣Q ♣10 ♣5 ♥2 ♥Q ♥J pass pass "
        "pass pass ♣A ♠Q pass pass",
    ),
    "gen.lead.alkupelit.1036": (
        "C",
        {
            "A": "♣A105 ♦KJ108654 ♥107",
            "B": "♠AK2 ♣J93 ♦9 ♥A9842",
            "C": "♠Q107654 ♣2 ♦A73 ♥J3",
            "D": "♠J93 ♣KQ64 ♦Q2 ♥Q65",
        },
        "♣8 ♥K ♠8 ♣7",
        "pass pass 2♦ pass pass pass pass pass 3♦ pass 4♣ pass pass pass pass pass 4♦ pass pass pass pass "
        "pass pass pass pass ♣8 ♦7 ♦3 ♦A ♥7 ♥10 ♣5 5♦ pass pass pass pass ♦Q ♠A pass pass",
    ),
    "gen.lead.alkupelit.1052": (
        "C",
        {
            "A": "♠AKJ6 ♣532 ♦985 ♥84",
            "B": "♠104 ♣AQ ♦KJ1062 ♥J72",
            "C": "♠Q93 ♣K6 ♦AQ74 ♥965",
            "D": "♠7 ♣J109874 ♦3 ♥KQ103",
        },
        "♥A ♠5 ♠2 ♠8",
        "pass pass pass 1♦ pass 2M pass pass pass 2♣ pass 3♣ pass pass pass pass pass 3♥ pass 4♦ pass pass "
        "pass pass pass 5♦ pass pass pass pass pass pass pass pass ♥3 ♠8 ♦3 ♣J ♠8 ♠10 ♠4 pass pass pass "
        "pass ♥8 ♦A pass pass",
    ),
}


def replayed(
    form: Form, dealer: str, hands: Mapping[str, str], middle: str | None, history: str
) -> DecisionPoint:
    """The decision after ``history`` (every action from the deal on) in the deal of these hands."""
    deal = make_deal(form, Seat.parse(dealer), {Seat.parse(k): v for k, v in hands.items()}, middle)
    s = State.new(deal)
    for text in history.split():
        s = apply_text(s, text)
    return decision_point(s)


REVIEW2_ALKUPELIT: dict[str, tuple[str, dict[str, str], str, str]] = {
    # Review round 2 (reviewer E): hidden deals and histories from dump.py.
    "gen.lead.alkupelit.6004": (
        "C",
        {"A": "♠J103 ♣QJ84 ♦QJ ♥K103", "B": "♠A82 ♣763 ♦K ♥J8765", "C": "♣AK1095 ♦9743 ♥A94",
         "D": "♠KQ976 ♣2 ♦A1062 ♥Q2"},
        "♠4 ♦8 ♠5 ♦5",
        "1♣ pass 2♣ pass pass pass pass pass 2♥ pass pass pass 3♣ pass 3♥ pass 4♣ pass pass pass pass "
        "pass 5♣ pass pass pass pass pass pass pass pass ♣8 ♣Q ♣4 ♣J ♦3 ♥A ♦4 pass pass pass pass ♦K ♣2 "
        "pass pass",
    ),
    "gen.lead.alkupelit.6005": (
        "B",
        {"A": "♠K764 ♣962 ♦863 ♥94", "B": "♠QJ10 ♣K5 ♦92 ♥AKQ76", "C": "♠98532 ♣A3 ♦AKJ ♥32",
         "D": "♠A ♣J1074 ♦Q105 ♥J1085"},
        "♦4 ♦7 ♣Q ♣8",
        "3♥ pass 4♥ pass pass pass pass pass pass pass pass ♥8 ♥5 ♥J ♥10 ♦2 ♦9 ♣5 pass 5♥ pass pass pass "
        "pass ♥3 ♦8 pass pass",
    ),
}  # fmt: skip


@pytest.mark.parametrize(
    ("drill", "expected"), [("gen.lead.alkupelit.6004", {"♥8"}), ("gen.lead.alkupelit.6005", {"♦A"})]
)
def test_review2_a_raise_and_lift_is_no_cup_game(drill: str, expected: set[str]) -> None:
    """Round 2: the raiser lifted with no trump in the middle cards; in both hidden deals he handed his
    trumps to the first trump bidder, as *Valttipeli* describes.  No trump lead is "fair" on a cup premise."""
    dealer, hands, middle, history = REVIEW2_ALKUPELIT[drill]
    point = replayed(Form.ALKUPELIT, dealer, hands, middle, history)
    a = advise(point)
    trump = point.view.contract.trump if point.view.contract else None
    assert trump is not None and {str(c) for c in a.recommended} == expected, drill
    assert not any(c.suit is trump for c in a.acceptable) and "lead_cup_support" not in keys(a)
    assert all(worse_keys(a, str(c)) == {"lead_trump_lift_hands_over"} for c in point.hand if c.suit is trump)


@pytest.mark.parametrize(
    ("drill", "expected", "why"),
    [
        ("gen.lead.alkupelit.102", {"♥7"}, "lead_got_trump"),  # B's 5♦ answered D's 5♣ invitation
        ("gen.lead.alkupelit.104", {"♦8"}, "lead_got_trump"),  # C's 5♣ answered A's 5♠
        ("gen.lead.alkupelit.106", {"♠10"}, "lead_got_trump"),  # B's 5♦ answered D's 5♣ invitation
        ("gen.lead.alkupelit.1030", {"♠K"}, "lead_received_suit"),  # 3G – 4♣ – 5♣; partner gave ♠Q
        ("gen.lead.alkupelit.1036", {"♠A", "♠J", "♠9", "♠3"}, "lead_received_suit"),  # C's ♦ bids show aces
        ("gen.lead.alkupelit.1052", {"♠A"}, "lead_got_trump"),  # D's 2M denied diamond support
    ],
)
def test_review_drills_follow_the_trump_lead_rules(drill: str, expected: set[str], why: str) -> None:
    """The review's drills where a trump lead was recommended on the false cup premise (issue 11, 1)."""
    dealer, hands, middle, history = REVIEW_ALKUPELIT[drill]
    point = replayed(Form.ALKUPELIT, dealer, hands, middle, history)
    a = advise(point)
    trump = point.view.contract.trump if point.view.contract else None
    assert {str(c) for c in a.recommended} == expected and why in keys(a), drill
    assert trump is not None and leads.cup_evidence(point, trump).sign is leads.CupSign.NONE
    assert not any(c.suit is trump for c in a.acceptable)
    assert all(worse_keys(a, str(c)) == {"lead_trump_no_cup"} for c in point.hand if c.suit is trump)


# --- grand -----------------------------------------------------------------------------------------


def test_grand_touching_honours_of_a_long_suit() -> None:
    a = advise(
        alkupelit_lead("♣QJ1084 ♦976 ♠853 ♥3", "5G " + passes(8), b_gives="♥3", d_gives="♦2", d_hand="♦2")
    )
    assert (
        a.recommended == (card("♣Q"),) and a.reasons[0].section == "Grandi (peli ilman valttia) / Avauslyönti"
    )


def test_grand_second_highest_of_the_longest_suit() -> None:
    # ♠KQ is a short suit: its touching honours are not the grand lead.
    a = advise(alkupelit_lead("♦J9642 ♠KQ ♣8543 ♥3", "6G " + passes(8), gift="♣7"))
    assert a.recommended == (card("♦9"),) and "lead_second_highest" in keys(a)
    assert card("♠K") not in a.recommended + a.acceptable


# --- painted misère (Maalattu misääri / Avauslyönti) -----------------------------------------------

MISERE_A = "♠32 ♣743 ♦54 ♥65432"
MISERE_MIDDLE = "♥8 ♥9 ♥10 ♣J"
MISERE_PACKET = ("♥8", "♥9", "♥10", "♣J")


def misere_lead(b_hand: str, calls: str, *, gift: str = "♣J", **kw: Any) -> DecisionPoint:
    return alkupelit_lead(
        b_hand, calls, a_hand=MISERE_A, middle=MISERE_MIDDLE, packet=MISERE_PACKET, gift=gift, **kw
    )


def test_misere_with_exchange_fairly_high_card_of_the_suit_received() -> None:
    # ♠KJ95 and the ♠6 from partner (partner's short suit): open with the king, keep the small ones.
    point = misere_lead("♠KJ95 ♦AQ97 ♣KQ10 ♥J", "5M " + passes(8), b_gives="♥J", d_gives="♠6", d_hand="♠6")
    a = advise(point)
    assert a.recommended == (card("♠K"),) and {card("♠J"), card("♠9")} <= set(a.acceptable)
    assert "lead_misere_received_high" in keys(a)
    assert "lead_misere_high_first" in worse_keys(a, "♠5")
    assert "lead_misere_no_ace" in worse_keys(a, "♦A")


def test_misere_kj954_second_round_lower_of_the_pair() -> None:
    # The handbook's ♠KJ954: after the first round, the lower of the touching ♠5 ♠4.
    point = misere_lead("♠KJ95 ♦AQ97 ♣KQ10 ♥J", "5M " + passes(8), b_gives="♥J", d_gives="♠4", d_hand="♠4")
    a = advise(point)
    assert a.recommended == (card("♠K"),)
    nxt = next(r for r in a.reasons if r.key == "lead_misere_next_lower_of_pair")
    assert nxt.params == {"suit": "♠", "card": "♠4"}
    assert leads.misere_second_round(cards("♠J954")) == card("♠4")
    assert leads.misere_second_round(cards("♠J963")) == card("♠3")  # no touching pair: the lowest small
    assert leads.misere_second_round(cards("♠KQJ")) == card("♠J")
    assert leads.misere_second_round([]) is None


def test_misere_without_exchange_second_lowest_of_the_suit_with_the_two() -> None:
    # 6 misère in round 1: no defenders' exchange.
    a = advise(misere_lead("♦Q862 ♠KJ9 ♣K109 ♥J7", "6M " + passes(8)))
    assert a.recommended == (card("♦6"),) and "lead_misere_two_suit" in keys(a)
    assert "lead_misere_keep_two" in worse_keys(a, "♦2")
    assert {r.key for r in a.reasons if r.section == "Maalattu misääri / Pelitaktiikkaa"} == {
        "lead_misere_aggressive"
    }


def test_misere_without_exchange_and_without_a_two_lowest_of_the_shortest_suit() -> None:
    a = advise(misere_lead("♦Q863 ♠KJ98 ♣K109 ♥J", "6M " + passes(8)))
    assert a.recommended == (card("♥J"),) and "lead_misere_shortest_lowest" in keys(a)
    a = advise(misere_lead("♦Q863 ♠KJ9 ♣K109 ♥J7", "6M " + passes(8)))
    assert a.recommended == (card("♥7"),)


def test_misere_doubler_leads_the_suit_of_the_two() -> None:
    # B doubled 5 misère: B shows the suit of the two (clubs) instead of the exchange lead.
    point = misere_lead(
        "♣8652 ♠KJ9 ♦KQ10 ♥J",
        "5M " + passes(8),
        b_gives="♥J",
        d_gives="♠7",
        d_hand="♠7",
        doubling=("X",),
    )
    a = advise(point)
    assert a.recommended == (card("♣5"),) and "lead_misere_doubler" in keys(a)
    assert card("♠K") in a.acceptable  # the exchange lead stays a fair choice
    assert {r.section for r in a.reasons if r.key == "lead_misere_doubler"} == {"KOTKAT / Pelitaktiikkaa"}


# --- passimisääri (Passimisääri / Avauslyönti) ---------------------------------------------------


def passimisaari_lead(
    hands: Mapping[Seat, str], gives: Sequence[str], form: Form = Form.KOTKAT
) -> DecisionPoint:
    """A passimisääri dealt by A: B gives, C gives, D answers B, A answers C; everyone passes the double."""
    s = state_after(make_deal(form, A, hands), passes(4))
    s = reach_play(s, {Phase.PASS_EXCHANGE: gives})
    assert s.to_act is B
    return decision_point(s)


HANDBOOK_PASSIMISAARI = {
    C: "♥J95 ♦J7642 ♣A2 ♠Q87",
    B: "♥10 ♦KQ3 ♣J953 ♠AK643",
    D: "♥AQ832 ♦1085 ♣Q106 ♠J2",
    A: "♥K764 ♦A9 ♣K874 ♠1095",
}


def test_passimisaari_handbook_example_leads_the_king_of_partners_suit() -> None:
    # The handbook's passimisääri deal: B gives ♥10, C ♣2, D returns ♠2, A returns ♦A.
    # D's shortest suit is spades: B helps with the king.
    a = advise(passimisaari_lead(HANDBOOK_PASSIMISAARI, ("♥10", "♣2", "♠2", "♦A")))
    assert a.recommended == (card("♠K"),) and "lead_pm_help_king" in keys(a)
    assert "lead_pm_not_smallest" in worse_keys(a, "♠2")
    assert a.reasons[0].section == "Passimisääri / Avauslyönti"


def test_passimisaari_middle_card_without_the_king() -> None:
    # Partner gave ♦3: B leads a middle diamond (♦7) and keeps the ♦3 for later.
    hands = {B: "♦J76 ♠QJ95 ♣K854 ♥K6", D: "♦3 ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♠5", "♣2", "♦3", "♣3")))
    assert a.recommended == (card("♦7"),) and "lead_pm_help_middle" in keys(a)
    assert set(a.acceptable) >= {card("♦J"), card("♦6")}
    assert "lead_pm_not_smallest" in worse_keys(a, "♦3")


def test_passimisaari_no_small_cards_in_partners_suit() -> None:
    hands = {B: "♦QJ9 ♠Q1095 ♣K854 ♥K6", D: "♦8 ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♠5", "♣2", "♦8", "♣3")))
    assert a.recommended == (card("♦9"),) and "lead_pm_no_small" in keys(a)
    assert card("♦8") in a.acceptable


def test_passimisaari_call_for_help_from_own_shortest_suit() -> None:
    # B gave ♣4 from ♣A84: an ace in a short suit, so B asks for help in clubs with the ♣8.
    hands = {B: "♣A84 ♦J76 ♠QJ95 ♥K65", D: "♦3 ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♣4", "♣2", "♦3", "♣3")))
    assert a.recommended == (card("♣8"),) and "lead_pm_call_help" in keys(a)
    assert card("♦7") in a.acceptable  # helping partner is still fair


def test_passimisaari_call_for_help_after_giving_the_only_card() -> None:
    # B gave the lone ♥J and holds ♠A5: asking for help with a middle card of another suit.
    hands = {B: "♥J ♠A5 ♦J76 ♣K987654", D: "♦3 ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♥J", "♣2", "♦3", "♣3")))
    assert a.recommended == (card("♣9"),) and "lead_pm_call_help_other" in keys(a)
    assert card("♦7") in a.acceptable


def test_passimisaari_review2_unsafe_ace_makes_the_help_request_fair() -> None:
    # Review round 2, gen.lead.alkupelit.6003: C gave the lone ♠J ("antoi ainoan kyseisen maan korttinsa
    # yli ... keskikokoisella muun kuin pelitoverinsa lyhimmän maan kortilla") and holds ♣A942: "Oma ässä
    # on turvassa vain" in five or more cards, so the help request is a fair choice beside helping partner.
    point = replayed(
        Form.ALKUPELIT,
        "B",
        {"A": "♠Q10864 ♣86 ♦J ♥AK75", "B": "♠53 ♣Q53 ♦1073 ♥J432", "C": "♠J ♣A942 ♦Q95 ♥10986",
         "D": "♠AK92 ♣KJ7 ♦8642 ♥Q"},
        "♦A ♠7 ♣10 ♦K",
        "pass pass pass pass ♠J ♥Q ♦J ♠3 pass pass X pass pass",
    )  # fmt: skip
    a = advise(point)
    assert a.recommended == (card("♦9"),) and a.judgement
    assert {card("♣9"), card("♥9"), card("♥8"), card("♥10")} <= set(a.acceptable)
    fair = next(r for r in a.reasons if r.key == "lead_pm_call_help_fair")
    assert fair.params["ace"] == "♣A" and fair.section == "Passimisääri / Avauslyönti"
    assert a.reasons[0].key == "lead_pm_help_middle"  # helping partner stays the lead
    assert worse_keys(a, "♣2") == {"lead_pm_other_suit_void"}
    # Poor misère cards (♦QJ95 ♥10986): the unsafe ♣A may be taken early (C84c, round 7).
    assert card("♣A") in a.acceptable and "lead_pm_early_ace" in keys(a)


def test_passimisaari_lone_card_given_with_safe_aces_needs_no_help() -> None:
    # Must not fire: the same lone card given, but the only ace is in five clubs (safe) and the hand is
    # not ruinous: the help request's middle cards are told the hand does not need it.
    hands = {B: "♥J ♠985 ♦J76 ♣A98765", D: "♦3 ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♥J", "♣2", "♦3", "♣3")))
    assert a.recommended == (card("♦7"),) and "lead_pm_call_help_fair" not in keys(a)
    assert card("♠9") not in a.acceptable and worse_keys(a, "♠9") == {"lead_pm_no_help_needed_other"}


def test_passimisaari_no_call_for_help_with_a_good_hand() -> None:
    hands = {B: "♣984 ♦J76 ♠QJ95 ♥K65", D: "♦3 ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♣4", "♣2", "♦3", "♣3")))
    assert a.recommended == (card("♦7"),) and card("♣9") not in a.acceptable


def test_passimisaari_an_ace_from_partner_asks_for_help() -> None:
    # "ässä yhdessä tai useammassa lyhyessä maassa ... avunpyyntönä omasta lyhimmästään": partner's ♥A
    # in B's four hearts is not safe ("Oma ässä on turvassa vain, jos se on riittävän pitkässä (viiden
    # tai useamman kortin) maassa"), and partner, who gave it, keeps a card to help ("jättäen itselleen
    # auttokortin").  B asks for help in clubs, the suit B gave; helping in hearts stays fair.
    hands = {B: "♣984 ♦J76 ♠QJ95 ♥876", D: "♥A ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♣4", "♣2", "♥A", "♣3")))
    assert a.recommended == (card("♣9"),) and {"lead_pm_received_ace", "lead_pm_call_help"} <= keys(a)
    assert card("♥8") in a.acceptable and a.judgement
    assert "lead_pm_not_smallest" in worse_keys(a, "♥6")


def test_passimisaari_an_ace_from_partner_in_a_long_suit_is_safe() -> None:
    # The same ace in five hearts is safe: B helps partner in hearts as usual.
    hands = {B: "♣984 ♦J76 ♠QJ9 ♥8765", D: "♥A ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♣4", "♣2", "♥A", "♣3")))
    assert a.recommended == (card("♥8"),) and "lead_pm_received_ace" not in keys(a)
    assert "lead_pm_no_help_needed" in worse_keys(a, "♣9")


def test_passimisaari_review_drill_with_partners_ace() -> None:
    # Reviewer B's gen.lead.kotkat.5004: B ♠AK92 ♣KJ853 ♦9 ♥A65 gave ♦3 and received partner's ♥A.
    point = replayed(
        Form.KOTKAT,
        "A",
        {"A": "♠5 ♣A104 ♦K8542 ♥Q842", "B": "♠AK92 ♣KJ853 ♦93 ♥65", "C": "♠J76 ♣6 ♦AJ1076 ♥J1073",
         "D": "♠Q10843 ♣Q972 ♦Q ♥AK9"},
        None,
        "pass pass pass pass ♦3 ♣6 ♥A ♠5 pass pass pass pass",
    )  # fmt: skip
    a = advise(point)
    assert a.recommended == (card("♦9"),) and "lead_pm_received_ace" in keys(a)
    assert card("♥6") in a.acceptable
    assert "lead_pm_no_help_needed" not in {r.key for rs in a.worse.values() for r in rs}


def test_passimisaari_in_alkupelit_middle_cards_dealt() -> None:
    # Alkupelit passimisääri: the middle cards go one each, then the same exchange.
    known = {B: "♦J76 ♠QJ95 ♣K84 ♥K6", D: "♦3", C: "♣2", A: "♣3"}
    deal = make_deal(Form.ALKUPELIT, A, known, middle="♥2 ♥3 ♥4 ♥5")
    s = reach_play(state_after(deal, passes(4)), {Phase.PASS_EXCHANGE: ("♠5", "♣2", "♦3", "♣3")})
    a = advise(decision_point(s))
    assert a.recommended == (card("♦7"),)


R7_9803_HANDS = {"A": "♠8543 ♣A ♦Q108 ♥Q543", "B": "♠K ♣Q542 ♦A642 ♥K98", "C": "♠1072 ♣K73 ♦J973 ♥106",
                 "D": "♠AQJ ♣J1096 ♦K5 ♥J72"}  # fmt: skip
R7_9803_HISTORY = (
    "pass pass pass 3♠ pass 3♦ pass 4♣ pass 4♦ pass pass pass pass pass pass pass 4♥ pass pass pass pass pass "
    "pass pass pass ♥8 ♠9 ♠6 ♠K ♣6 ♦K ♥2 pass 5♠ pass pass pass pass {gave} ♠10 pass pass"
)


def test_review7_singleton_towards_the_ace_given_to_partner() -> None:
    # Round-7 reviewer B's gen.lead.alkupelit.9803: A gave partner the ♣A, kept the ♣6 alone and holds
    # five trumps. The singleton lead ("ainoa kyseisestä maasta", KOTKAT / Avauslyönti; the surprise
    # ruff "yllättävän kuppitikin", Sivupelaajien korttien vaihdot) is a fair choice (C73b).
    point = replayed(Form.ALKUPELIT, "A", R7_9803_HANDS, "♠9 ♠6 ♥A ♣8", R7_9803_HISTORY.format(gave="♣A"))
    a = advise(point)
    assert a.recommended == (card("♥5"),)  # the received-trump rule still names the lead
    assert card("♣6") in a.acceptable and not worse_keys(a, "♣6")
    assert "lead_singleton_partners_ace" in keys(a)


def test_no_singleton_rule_when_the_ace_was_not_given() -> None:
    # The same deal, A giving ♥3 instead: the ♣A stays with A, partner holds no known ace to return ♣.
    point = replayed(Form.ALKUPELIT, "A", R7_9803_HANDS, "♠9 ♠6 ♥A ♣8", R7_9803_HISTORY.format(gave="♥3"))
    a = advise(point)
    assert "lead_singleton_partners_ace" not in keys(a)
    assert card("♣6") not in a.acceptable


R7_9802_HANDS = {"A": "♠AK42 ♣K9752 ♦10 ♥A3", "B": "♠J986 ♣J8 ♦J964 ♥J9", "C": "♠1075 ♣Q43 ♦Q32 ♥Q104",
                 "D": "♠Q3 ♣A10 ♦A87 ♥K8765"}  # fmt: skip
R7_9802_HISTORY = "pass pass pass pass ♥3 ♥9 ♦2 ♣A pass pass pass X pass pass"


def test_review7_passimisaari_bare_ace_left_and_poor_cards() -> None:
    # Round-7 reviewer B's gen.lead.alkupelit.9802: A gave ♥3 from ♥A3 and kept the bare ♥A. The help
    # request with another suit's middle card stays, told truly (the ♥A is left, C84b). With poor misère
    # cards ("varsin huonot misäärikortit") the aces may be taken early ("ottaa varhain omiin
    # tikkeihin", Passimisääri; C84c): ♥A and ♠A are acceptable.
    point = replayed(Form.ALKUPELIT, "D", R7_9802_HANDS, "♦K ♣6 ♥2 ♦5", R7_9802_HISTORY)
    a = advise(point)
    assert a.recommended == (card("♣9"),)
    assert "lead_pm_call_help_other_ace" in keys(a) and "lead_pm_call_help_other" not in keys(a)
    assert {card("♥A"), card("♠A")} <= set(a.acceptable) and "lead_pm_early_ace" in keys(a)


def test_passimisaari_bare_ace_kept_with_good_misere_cards() -> None:
    # The same deal with A's high cards swapped for small ones (♠5432 ♣75432): not poor cards, so the
    # bare ♥A is told to wait for the opponents' trick, and no early ace is offered.
    hands = {"A": "♠5432 ♣75432 ♦10 ♥A3", "B": "♠J986 ♣J8 ♦J964 ♥J9", "C": "♠K107 ♣KQ9 ♦Q32 ♥Q104",
             "D": "♠AQ ♣A10 ♦A87 ♥K8765"}  # fmt: skip
    point = replayed(Form.ALKUPELIT, "D", hands, "♦K ♣6 ♥2 ♦5", R7_9802_HISTORY)
    a = advise(point)
    assert "lead_pm_early_ace" not in keys(a) and card("♥A") not in a.acceptable
    assert worse_keys(a, "♥A") == {"lead_pm_ace_not_early"}
    assert "lead_pm_call_help_other_ace" in keys(a)


# --- kotkat trump (KOTKAT / Avauslyönti) ------------------------------------------------------------

K_A = "♥AKQJ1098 ♠A10 ♦A10 ♣108"  # A opens 6♥


def kotkat_lead(b_hand: str, calls: str = "6♥ " + passes(8), **known: str) -> DecisionPoint:
    hands = {A: K_A, B: b_hand, **{Seat.parse(k): v for k, v in known.items()}}
    s = reach_play(state_after(make_deal(Form.KOTKAT, A, hands), calls))
    assert s.to_act is B
    return decision_point(s)


def test_kotkat_middle_card_of_the_strong_suit() -> None:
    # "Oman vahvan maan keskikokoisella kortilla": ♦KJ984 has no sequence at its head.
    a = advise(kotkat_lead("♦KJ984 ♠J75 ♣QJ93 ♥5"))
    assert a.recommended == (card("♦9"),) and "lead_kotkat_strong_middle" in keys(a)
    assert card("♣Q") in a.acceptable  # the top of the club sequence is on the list too
    assert a.reasons[0].section == "KOTKAT / Avauslyönti"


def test_kotkat_strong_suit_headed_by_a_sequence_leads_its_top() -> None:
    # "Sekvenssin (peräkkäisten honöörien) kärjestä aloittaminen on usein edullista": from ♦KQJ84 the
    # ♦K; the middle card ♦8 stays one of the list's fair leads.
    a = advise(kotkat_lead("♦KQJ84 ♠J75 ♣QJ93 ♥5"))
    assert a.recommended == (card("♦K"),) and "lead_kotkat_sequence" in keys(a)
    assert card("♦8") in a.acceptable and "lead_kotkat_strong_middle_also" in keys(a)


def test_kotkat_review_drill_sequence_top() -> None:
    # Reviewer B's gen.lead.kotkat.5006: from ♥QJ108 the ♥Q (the ♥10 is inside the sequence QJ10).
    point = replayed(
        Form.KOTKAT,
        "C",
        {"A": "♠J9864 ♣974 ♦A ♥QJ108", "B": "♠Q75 ♣106 ♦862 ♥AK753", "C": "♠K103 ♣KJ852 ♦Q4 ♥942",
         "D": "♠A2 ♣AQ3 ♦KJ109753 ♥6"},
        None,
        "pass 6♠ pass pass pass pass pass pass pass pass ♠2 ♠A ♥6 ♣A ♠2 ♦8 ♦2 ♦6 6♦ pass pass pass pass "
        "pass pass",
    )  # fmt: skip
    a = advise(point)
    assert a.recommended == (card("♥Q"),) and card("♥10") in a.acceptable


def test_kotkat_review7_inner_sequence_and_every_middle_card() -> None:
    # Round-7 reviewer B's gen.lead.kotkat.9804: D ♠876 ♣Q ♦AQJ10986 ♥K3 against 6♥. A sequence is
    # a run "Korkeasta honööristä alkava ... esim. QJ10" (Skruuvisanastoa), so ♦Q, the top of QJ10
    # below the separate ace, is a fair lead; "keskikokoisella kortilla" names no one card, so ♦9 and
    # ♦8 are the same lead as ♦10.
    point = replayed(
        Form.KOTKAT,
        "B",
        {"A": "♠A4 ♣J87 ♦K32 ♥AJ864", "B": "♠Q32 ♣106532 ♦54 ♥Q109", "C": "♠KJ1095 ♣AK94 ♦7 ♥752",
         "D": "♠876 ♣Q ♦AQJ10986 ♥K3"},
        None,
        "pass 6♠ pass pass pass pass pass pass pass pass ♥2 ♥5 ♦7 ♥7 ♥4 ♣J ♠4 ♠A 6♣ 6♦ 6♥ pass pass "
        "pass pass pass pass",
    )  # fmt: skip
    a = advise(point)
    assert a.recommended == (card("♦10"),)
    assert {card("♦Q"), card("♦9"), card("♦8"), card("♦6")} <= set(a.acceptable)
    assert card("♦J") not in a.acceptable  # inside the sequence, not its top
    assert leads.sequence_top(leads.holding(point.view.hand, Suit.DIAMONDS)) == card("♦Q")


def test_kotkat_no_sequence_without_touching_honours() -> None:
    # ♦KJ98653: K and J do not touch, so there is no sequence; a high card is no middle card.
    a = advise(kotkat_lead("♠876 ♣Q ♦KJ98653 ♥32"))
    assert a.recommended == (card("♦9"),)
    assert {card("♦8"), card("♦6")} <= set(a.acceptable)
    assert card("♦K") not in a.acceptable and card("♦J") not in a.acceptable
    assert "lead_kotkat_not_listed" in worse_keys(a, "♦J")
    assert leads.sequence_top(leads.holding(cards("♦KJ98653"), Suit.DIAMONDS)) is None


def test_kotkat_singleton() -> None:
    a = advise(kotkat_lead("♣7 ♠J75 ♦Q9843 ♥532"))
    assert a.recommended == (card("♣7"),) and "lead_kotkat_singleton" in keys(a)


def test_kotkat_singleton_trump_is_refused_for_its_own_reason() -> None:
    # *KOTKAT / Avauslyönti*: the singleton lead is "ainoa kyseisestä maasta", led so that a "pieti
    # valttikuppauksella" follows; a lone trump gives no ruff.  Round 8, reviewer B:
    # gen.lead.kotkat.10001, C's ♦K against 6♦ was refused as "none of the kotkat leads: ... a singleton".
    point = replayed(
        Form.KOTKAT,
        "D",
        {"A": "♠852 ♣QJ97 ♦J1054 ♥73", "B": "♠AQ94 ♣3 ♦AQ9763 ♥J8", "C": "♠J106 ♣A85 ♦K ♥AQ9654",
         "D": "♠K73 ♣K10642 ♦82 ♥K102"},
        None,
        "pass pass 6♠ pass pass pass pass pass pass pass pass ♥8 ♥J ♠A ♣3 ♠7 ♣K ♦2 ♦8 6♦ pass pass pass "
        "pass pass pass",
    )  # fmt: skip
    a = advise(point)
    assert a.recommended == (card("♥9"),)
    assert worse_keys(a, "♦K") == {"lead_kotkat_singleton_trump"}
    assert worse_keys(a, "♠6") == {"lead_kotkat_not_listed"}
    # Must not fire on a side suit's singleton: the ♣7 stays the handbook's lead beside the lone ♥5 trump.
    a = advise(kotkat_lead("♣7 ♠J7543 ♦Q9843 ♥5"))
    assert a.recommended == (card("♣7"),) and "lead_kotkat_singleton" in keys(a)
    assert worse_keys(a, "♥5") == {"lead_kotkat_singleton_trump"}
    assert "lead_kotkat_singleton_trump" not in {k for c in ("♠3", "♦3") for k in worse_keys(a, c)}


def test_kotkat_top_of_a_sequence() -> None:
    a = advise(kotkat_lead("♠KQ5 ♦Q984 ♣J93 ♥532"))
    assert a.recommended == (card("♠K"),) and "lead_kotkat_sequence" in keys(a)


def test_kotkat_lone_ace_is_not_led() -> None:
    point = kotkat_lead("♣A73 ♠QJ5 ♦Q984 ♥532")
    a = advise(point)
    assert card("♣A") not in a.recommended + a.acceptable
    assert "lead_kotkat_lone_ace" in worse_keys(a, "♣A")
    assert grade(point, card("♣A"), a).reasons[0].key == "lead_kotkat_lone_ace"
    # With the king beside it the ace heads a sequence and is a fine lead.
    a = advise(kotkat_lead("♣AK3 ♠Q95 ♦Q984 ♥532"))
    assert a.recommended == (card("♣A"),) and not worse_keys(a, "♣A")


def test_kotkat_weak_short_suit_is_avoided() -> None:
    a = advise(kotkat_lead("♠863 ♣QJ5 ♦Q984 ♥532"))
    for c in ("♠8", "♠6", "♠3"):
        assert "lead_kotkat_weak_short" in worse_keys(a, c)
    assert a.recommended == (card("♣Q"),)


def test_kotkat_long_suit_when_partner_is_probably_void() -> None:
    a = advise(kotkat_lead("♦Q987543 ♠J5 ♣J93 ♥5"))
    assert a.recommended == (card("♦3"),) and "lead_kotkat_long_void" in keys(a)


def test_kotkat_fallback_when_nothing_on_the_list_fits() -> None:
    a = advise(kotkat_lead("♠J75 ♦Q984 ♣J93 ♥532"))
    assert "lead_kotkat_fallback" in keys(a) and a.recommended == (card("♦9"),)


# --- bolsevikit (BOLSEVIKIT / Pelitaktiikkaa, Niskamies bolsevikeissa) -----------------------------


def bolshevik_lead(
    d_hand: str,
    *,
    gift_to_d: str = "♥K",
    doubling: Sequence[str] = (),
    final: str = "pass",
    a_hand: str = "♥AQJ ♦AKQ ♠KQ10 ♣A109",
    middle: str = "♥K ♥10 ♥9 ♥8",
) -> DecisionPoint:
    # A bids the bolshevik and gives ♥A to B, ♥Q to C and ``gift_to_d`` to D (the niskamies).
    known = {A: a_hand, D: d_hand}
    s = state_after(make_deal(Form.BOLSEVIKIT, A, known, middle=middle), "7M pass pass pass")
    s = reach_play(
        s,
        {
            Phase.BOLSHEVIK_GIVES: ("♥A", "♥Q", gift_to_d),
            Phase.CONTINUATION: (final,),
            Phase.DOUBLING: doubling,
        },
    )
    assert s.to_act is D
    return decision_point(s)


def test_niskamies_second_lowest_of_the_suit_with_the_two() -> None:
    a = advise(bolshevik_lead("♣8652 ♠J975 ♦J8 ♥76"))
    assert a.recommended == (card("♣5"),) and "lead_bol_two_second_lowest" in keys(a)
    assert {r.section for r in a.reasons} == {"BOLSEVIKIT / Pelitaktiikkaa", "Niskamies bolsevikeissa"}
    assert "lead_bol_keep_two" in worse_keys(a, "♣2")


def test_niskamies_without_a_two_lowest_of_the_shortest_suit() -> None:
    a = advise(bolshevik_lead("♣8653 ♠J975 ♦J8 ♥76"))
    assert a.recommended == (card("♦8"),) and "lead_bol_shortest_lowest" in keys(a)


def test_niskamies_who_doubled_leads_a_smallish_card_of_the_two_suit() -> None:
    # The doubler keeps the two for the setting trick and leads a smallish club.
    a = advise(bolshevik_lead("♣8652 ♠J975 ♦J2 ♥76", doubling=("X", "pass", "pass", "pass")))
    assert a.recommended == (card("♣5"),) and "lead_bol_doubled" in keys(a)
    assert card("♣6") in a.acceptable and card("♣2") not in a.acceptable


def test_niskamies_does_not_lead_aces() -> None:
    a = advise(bolshevik_lead("♣8652 ♠AJ75 ♦J8 ♥76"))
    assert "lead_bol_no_ace" in worse_keys(a, "♠A")


def test_niskamies_never_leads_a_singleton_ace() -> None:
    # "hyökätä pääpelaajaa kohden pienillä korteilla, eikä ... aloittaa varhaisia tikkejä ässillä":
    # with no two, the shortest suit is the lone ♠A, so the next shortest suit gives the lead.
    a = advise(bolshevik_lead("♠A ♣87653 ♦J86 ♥765"))
    assert card("♠A") not in a.recommended + a.acceptable and "lead_bol_no_ace" in worse_keys(a, "♠A")
    assert a.recommended == (card("♦6"),) and "lead_bol_shortest_lowest" in keys(a)


def test_niskamies_keeps_off_the_suit_the_bolshevik_voided() -> None:
    # Korttien ylianto: "maan matalin kortti oikealla istuvalle pelaajalle (niskamiehelle)". The small ♣9
    # came from the bolshevik, and no lower club lay among the middle cards: he has probably emptied
    # clubs.  The niskamies's two is there, so it cannot force him: the lowest card of the shortest
    # other suit is the lead, and the handbook's own club lead (♣5) stays a fair choice with a warning.
    point = bolshevik_lead("♣8652 ♠J975 ♦J8 ♥76", gift_to_d="♣9")
    assert leads.bolshevik_void_hint(point) == card("♣9")
    a = advise(point)
    assert a.recommended == (card("♥6"),) and {"lead_bol_void_read", "lead_bol_void_two"} <= keys(a)
    assert "lead_bol_shortest_lowest" not in keys(a)  # "You hold no two" would be false
    assert card("♣5") in a.acceptable and "lead_bol_read_rule_fair" in keys(a) and a.judgement
    for c in ("♣9", "♣8", "♣6", "♣2"):
        assert worse_keys(a, c) == {"lead_bol_voided_suit"}, c
    assert grade(point, card("♣6"), a).reasons[0].section == "Korttien ylianto"


def test_a_small_gift_above_a_middle_card_of_its_suit_shows_no_void() -> None:
    # The bolshevik showed the ♣4 among the middle cards: had he thrown clubs away, the ♣4, their
    # lowest, would have come to the niskamies.  The ♣9 shows no void; the two rule stands.
    point = bolshevik_lead(
        "♣8652 ♠J975 ♦J8 ♥76", gift_to_d="♣9", a_hand="♥AQJ ♦AKQ ♠KQ10 ♣A9", middle="♥K ♥10 ♣4 ♥8"
    )
    assert leads.bolshevik_void_hint(point) is None
    a = advise(point)
    assert a.recommended == (card("♣5"),) and "lead_bol_two_second_lowest" in keys(a)
    assert not any(r.key == "lead_bol_voided_suit" for rs in a.worse.values() for r in rs)


def test_an_honour_from_the_bolshevik_shows_no_void() -> None:
    # An honour he may shed from a short suit he keeps ("päästä eroon lyhyen maan korkeista korteista"),
    # so the ♣Q says nothing, even with no lower club among the middle cards.
    point = bolshevik_lead("♣8652 ♠J975 ♦J8 ♥76", gift_to_d="♣Q", a_hand="♥AQJ ♦AKQ ♠KQ10 ♣Q109")
    assert leads.bolshevik_void_hint(point) is None
    assert advise(point).recommended == (card("♣5"),)


def test_an_ace_from_the_bolshevik_marks_a_short_suit() -> None:
    # "antaa sivupelaajille ässä lyhyestä, muutoin haavoittuvasta maastaan": he is short in clubs.  The
    # niskamies's club lead is the handbook's two rule, so it stays acceptable with a warning.
    point = bolshevik_lead("♣8652 ♠J975 ♦J8 ♥76", gift_to_d="♣A")
    assert leads.bolshevik_void_hint(point) == card("♣A")
    a = advise(point)
    assert a.recommended == (card("♥6"),) and "lead_bol_ace_read" in keys(a)
    assert card("♣5") in a.acceptable and worse_keys(a, "♣8") == {"lead_bol_ace_suit"}
    assert worse_keys(a, "♣A") == {"lead_bol_no_ace"}


def test_the_voided_suit_is_read_only_from_the_bolsheviks_card() -> None:
    # The same hand handed a heart: clubs are the niskamies's own two-suit again (the rule must not fire).
    a = advise(bolshevik_lead("♣8652 ♠J975 ♦J8 ♥76", gift_to_d="♥K"))
    assert a.recommended == (card("♣5"),) and "lead_bol_voided_suit" not in worse_keys(a, "♣8")
    # A described lead without the received card reads nothing.
    point = lead_point_of_text("bolsevikit", "7M", "A", "♣8652 ♠J975 ♦J8 ♥765")
    assert leads.bolshevik_void_hint(point) is None and advise(point).recommended == (card("♣5"),)


def test_small_card_attacks_are_fair_choices() -> None:
    # "Pääperiaate ... hyökätä pääpelaajaa kohden pienillä korteilla": ♦8 is the rule's card (no two,
    # shortest suit); ♣3 and ♠5 attack with small cards too.  Higher cards are told what is wrong.
    a = advise(bolshevik_lead("♣8653 ♠J975 ♦J8 ♥76"))
    assert a.recommended == (card("♦8"),) and {card("♣3"), card("♠5")} <= set(a.acceptable)
    assert "lead_bol_small_attack_also" in keys(a) and not a.judgement  # no rule competes with the rule
    assert worse_keys(a, "♣5") == {"lead_bol_not_lowest"}
    assert worse_keys(a, "♠J") == {"lead_bol_high_card"}
    # Holding a two, the other of the handbook's leads is a choice of judgement beside the two's suit only
    # for a poor hand ("Jos niskamiehellä on huonot kortit, hän koettaa renottaa lyhyen maansa", C87e):
    # with the two in ♣862 (three cards) the ♦8 is fair ...
    a = advise(bolshevik_lead("♣862 ♠J975 ♦J8 ♥763"))
    assert a.recommended == (card("♣6"),) and card("♦8") in a.acceptable and a.judgement
    assert "lead_bol_void_short_also" in keys(a)
    # ... with the two in ♣8652 (four cards) the hand has the handbook's two plan, and ♦8 is told so.
    a = advise(bolshevik_lead("♣8652 ♠J975 ♦J8 ♥76"))
    assert a.recommended == (card("♣5"),) and card("♦8") not in a.acceptable and not a.judgement
    assert worse_keys(a, "♦8") == {"lead_bol_short_not_poor"}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_bolshevik_lead_reasons_say_what_the_card_is(seed: int) -> None:
    """Reviewer B's fault 2: no "you hold no two" beside a two, no honour called a small card, and a
    high card from the shortest-suit rule is told that the rule goes by the suit."""
    for s in random_states(Form.BOLSEVIKIT, seed):
        if s.is_over or s.phase is not Phase.PLAY or s.tricks or s.current:
            continue
        point = decision_point(s)
        a = leads.advise(point)
        if a is None or point.info.game is not GameType.BOLSHEVIK:
            continue
        ks = keys(a)
        if "lead_bol_shortest_lowest" in ks:
            assert not any(c.rank is Rank.TWO for c in point.hand)
        for r in a.reasons:
            if r.key == "lead_bol_small_attack_also":
                assert all(Card.parse(t).rank <= leads.SMALL_ATTACK for t in r.params["cards"].split())
        rule = next(
            (r for r in a.reasons if r.key in ("lead_bol_shortest_lowest", "lead_bol_void_short_also")), None
        )
        if rule is not None and Card.parse(rule.params["card"]).rank >= Rank.TEN:
            assert "lead_bol_shortest_high" in ks
        # Round 5 (reviewer B): no "the handbook's card is X, not X"; a two is never "too big"; "your
        # shortest suit" names the emptied suit it leaves out; the poor-hand judgement only for a poor hand.
        for c, rs in a.worse.items():
            for r in rs:
                if r.key in ("lead_bol_rule_card", "lead_bol_not_lowest"):
                    assert r.params["right"] != r.params["card"], (c, r)
                if r.key == "lead_bol_not_small":
                    assert c.rank is not Rank.TWO, c  # type: ignore[union-attr]
        hint = leads.bolshevik_void_hint(point)
        for r in a.reasons:
            if r.key in ("lead_bol_shortest_lowest", "lead_bol_void_short_also") and hint is not None:
                # The plain "your shortest suit": the emptied suit left out is not shorter.
                n = sum(1 for x in point.hand if x.suit is Card.parse(r.params["card"]).suit)
                assert sum(1 for x in point.hand if x.suit is hint.suit) >= n, r
            if r.key in ("lead_bol_void_short_also", "lead_bol_void_short_also_but_void"):
                ex = frozenset({hint.suit}) if hint is not None else frozenset()
                assert leads._poor_for_pressing(HandEval.of(point.hand), ex), r


REVIEW_BOLSEVIKIT = {
    "gen.lead.bolsevikit.101": (
        "D",
        {
            "A": "♠KQJ74 ♣KJ102 ♦A4 ♥9",
            "B": "♠9 ♣A9854 ♦J ♥Q7642",
            "C": "♠A10 ♣Q73 ♦Q98 ♥AKJ8",
            "D": "♠6532 ♣6 ♦K10632 ♥105",
        },
        "♠8 ♦5 ♥3 ♦7",
        "7M pass pass pass ♥10 ♣6 ♥5 pass pass pass pass",
    ),
    "gen.lead.bolsevikit.102": (
        "D",
        {
            "A": "♠AK95 ♣3 ♦KQ653 ♥98",
            "B": "♠Q6 ♣QJ7 ♦A4 ♥AKQ107",
            "C": "♠74 ♣K109542 ♦109 ♥J5",
            "D": "♠J2 ♣A86 ♦J87 ♥6432",
        },
        "♠3 ♠10 ♦2 ♠8",
        "7M pass pass pass ♣A ♣8 ♣6 pass pass pass pass",
    ),
    "gen.lead.bolsevikit.103": (
        "A",
        {
            "A": "♠982 ♣A984 ♦KQ2 ♥A4",
            "B": "♠7653 ♣J ♦10543 ♥KJ7",
            "C": "♠AK4 ♣KQ753 ♦A ♥Q95",
            "D": "♠QJ10 ♣62 ♦J96 ♥8632",
        },
        "♥10 ♣10 ♦8 ♦7",
        "pass pass pass 7M ♠Q ♠J ♠10 pass pass pass pass",
    ),
    "gen.lead.bolsevikit.104": (
        "B",
        {
            "A": "♠Q87 ♣K3 ♦J53 ♥J1063",
            "B": "♠K10942 ♣862 ♦876 ♥4",
            "C": "♣A7 ♦AKQ1042 ♥Q985",
            "D": "♠AJ653 ♣QJ954 ♥K7",
        },
        "♦9 ♣10 ♥2 ♥A",
        "7M pass pass pass ♥A ♥4 ♥2 pass pass pass pass",
    ),
    "gen.lead.bolsevikit.106": (
        "D",
        {
            "A": "♠975 ♣3 ♦KQ42 ♥AJ42",
            "B": "♠KJ6 ♣A ♦J986 ♥K985",
            "C": "♠Q32 ♣KQJ9862 ♦7 ♥10",
            "D": "♠A1084 ♣1074 ♦1053 ♥Q6",
        },
        "♥7 ♦A ♣5 ♥3",
        "pass pass pass 7M ♦A ♠Q ♦7 pass pass pass pass",
    ),
    # Reviewer B's drills (seeds 5000-5006), rebuilt from their hidden deals.
    "gen.lead.bolsevikit.5000": (
        "B",
        {"A": "♠Q3 ♣K108 ♦Q983 ♥1043", "B": "♠KJ ♣A32 ♦K104 ♥AK76", "C": "♠A107642 ♣J765 ♦J2",
         "D": "♠985 ♣94 ♦A765 ♥J52"},
        "♥Q ♣Q ♥8 ♥9",
        "pass 7M pass pass ♥Q ♦J ♥9 pass pass pass pass",
    ),
    "gen.lead.bolsevikit.5001": (
        "D",
        {"A": "♠K7 ♣96 ♦952 ♥Q10972", "B": "♠J984 ♣4 ♦Q843 ♥J85", "C": "♠Q53 ♣Q1075 ♦AK10 ♥A3",
         "D": "♠106 ♣AJ83 ♦J76 ♥K64"},
        "♣2 ♣K ♠2 ♠A",
        "pass 7M pass pass ♠A ♣K ♠K pass pass pass pass",
    ),
    "gen.lead.bolsevikit.5004": (
        "C",
        {"A": "♠AK1042 ♣1062 ♦AJ ♥43", "B": "♠986 ♣843 ♦964 ♥AK8", "C": "♠73 ♣K975 ♦832 ♥1062",
         "D": "♠QJ5 ♣QJ ♦KQ107 ♥975"},
        "♥J ♣A ♥Q ♦5",
        "pass pass 7M pass ♦A ♣A ♦J pass pass pass pass",
    ),
    "gen.lead.bolsevikit.5006": (
        "C",
        {"A": "♠J10 ♣102 ♦A10654 ♥AK4", "B": "♠85 ♣AQJ76 ♦982 ♥J2", "C": "♠42 ♣3 ♦KQ7 ♥Q98653",
         "D": "♠AKQ63 ♣K954 ♦J ♥107"},
        "♣8 ♦3 ♠9 ♠7",
        "pass pass pass 7M ♣A ♥J ♣Q pass pass pass pass",
    ),
}  # fmt: skip


@pytest.mark.parametrize(
    ("drill", "expected", "fair", "bad"),
    [
        # The 10 from ♠A10 is the handbook's card; the small-card attack ♣3 was "not advised".
        ("gen.lead.bolsevikit.101", "♠10", {"♣3"}, {"♠A": "lead_bol_no_ace"}),
        # Received ♣6 from the bolshevik, who threw ♣A ♣8 ♣6: the niskamies was told to lead ♣4.  The
        # handbook's two rule stays acceptable (with a warning); the other clubs lead into his void.
        (
            "gen.lead.bolsevikit.102",
            "♠4",
            {"♣4", "♥5"},
            {"♣5": "lead_bol_voided_suit", "♣2": "lead_bol_voided_suit", "♦9": "lead_bol_two_kept"},
        ),
        # The singleton ♦A was recommended.
        ("gen.lead.bolsevikit.103", "♥5", {"♣3"}, {"♦A": "lead_bol_no_ace"}),
        # Received ♥2 from the bolshevik, who threw ♥A ♥4 ♥2: the niskamies was told to lead ♥3.
        (
            "gen.lead.bolsevikit.104",
            "♣3",
            {"♦3", "♥3"},
            {"♥6": "lead_bol_voided_suit", "♥2": "lead_bol_voided_suit", "♠8": "lead_bol_not_lowest"},
        ),
        # The singleton ♣A was recommended.
        ("gen.lead.bolsevikit.106", "♠6", {"♥5"}, {"♣A": "lead_bol_no_ace", "♦6": "lead_bol_voided_suit"}),
        # Reviewer B: the ♥9 came to the niskamies with the ♥8 among the middle cards, so it shows no
        # void (the hearts are told their own faults); ♠J from ♠KJ is the handbook's other lead.
        (
            "gen.lead.bolsevikit.5000",
            "♣3",
            {"♠J", "♦4"},
            {"♥6": "lead_bol_not_small", "♥9": "lead_bol_not_lowest", "♠K": "lead_bol_rule_card"},
        ),
        # The ♠K with the ♠2 among the middle cards shows no void; the bolshevik kept the ♠2 and the ♣2,
        # which is why spades and clubs are no attack.
        (
            "gen.lead.bolsevikit.5001",
            "♥4",
            {"♦6"},
            {"♠6": "lead_bol_two_kept", "♣3": "lead_bol_two_kept", "♠K": "lead_bol_two_kept"},
        ),
        # The ♦J (an honour, the ♦5 among the middle cards) shows no void; ♣J is the lowest card of the
        # shortest suit, the ♠J no lead of the handbook's, the ♣Q the wrong card of the rule's suit.
        (
            "gen.lead.bolsevikit.5004",
            "♣J",
            {"♠5", "♥5"},
            {"♠J": "lead_bol_high_card", "♣Q": "lead_bol_rule_card", "♦7": "lead_bol_not_small"},
        ),
        # "Jos niskamiehellä on kakkonen ... toiseksi pienimmällä": the niskamies holds ♣Q102, and the ♣Q
        # he was handed (the ♣8 among the middle cards) cannot override the two rule.
        ("gen.lead.bolsevikit.5006", "♣10", {"♠10", "♦4", "♥4"}, {"♣Q": "lead_bol_rule_card"}),
    ],
)
def test_review_bolshevik_leads(drill: str, expected: str, fair: set[str], bad: Mapping[str, str]) -> None:
    """The review's bolshevik leads (issue 11, faults 3 and 4, reviewer B's faults 1 and 2): no early
    ace, not the suit the bolshevik has emptied, the two rule kept, every card told its own fault."""
    dealer, hands, middle, history = REVIEW_BOLSEVIKIT[drill]
    point = replayed(Form.BOLSEVIKIT, dealer, hands, middle, history)
    a = advise(point)
    assert a.recommended == (card(expected),), drill
    assert {card(c) for c in fair} <= set(a.acceptable), drill
    for c, key in bad.items():
        assert key in worse_keys(a, c), (drill, c)
    assert not any(c.rank is Rank.ACE for c in a.recommended + a.acceptable)


# --- painted misère without an exchange: the other good lead, no ace ------------------------------------------


def test_misere_singleton_ace_is_never_the_lead() -> None:
    # The review's `lead --form kotkat --contract 6M --declarer B --hand "♠KJ98 ♣KJ103 ♦Q863 ♥A"`: no
    # two, and the shortest suit is the lone ace; "aggressiivisessa puolustuksessa ässillä ei useinkaan
    # kannata aloittaa", so the lowest card of the next shortest suits.
    point = lead_point_of_text("kotkat", "6M", "B", "♠KJ98 ♣KJ103 ♦Q863 ♥A")
    a = advise(point)
    assert card("♥A") not in a.recommended + a.acceptable and "lead_misere_no_ace" in worse_keys(a, "♥A")
    assert a.recommended == (card("♦3"),) and {card("♣3"), card("♠8")} <= set(a.acceptable)


REVIEW_KOTKAT = {
    "gen.lead.kotkat.100": (
        "A",
        {
            "A": "♠K652 ♣4 ♦A108 ♥KQ1065",
            "B": "♠94 ♣K9763 ♦Q742 ♥A4",
            "C": "♠AQJ108 ♣AQ5 ♦93 ♥J82",
            "D": "♠73 ♣J1082 ♦KJ65 ♥973",
        },
        None,
        "pass pass 6♠ 6M pass pass pass pass pass pass pass pass ♦6 ♦J ♦K ♦5 ♣K ♣3 ♥A ♥4 pass pass pass "
        "pass pass pass",
    ),
    "gen.lead.kotkat.104": (
        "A",
        {
            "A": "♠3 ♣KJ9865 ♦963 ♥K42",
            "B": "♠AJ4 ♣A4 ♦KJ5 ♥AJ875",
            "C": "♠KQ10972 ♣Q1072 ♦4 ♥Q3",
            "D": "♠865 ♣3 ♦AQ10872 ♥1096",
        },
        None,
        "pass 6♠ 6M pass pass pass pass pass pass pass pass ♥Q ♣2 ♦4 ♥3 ♥K ♥Q ♥2 ♠3 pass pass pass pass pass "
        "pass",
    ),
}


@pytest.mark.parametrize(("drill", "expected", "also"), [("gen.lead.kotkat.100", "♠5", "♣4"),
                                                        ("gen.lead.kotkat.104", "♦7", "♣3")])  # fmt: skip
def test_misere_lowest_of_the_shortest_suit_is_also_a_good_lead(drill: str, expected: str, also: str) -> None:
    # "hyvä avauslyönti on toiseksi matalin kortti maasta, jossa on pienin hakku" -- "a good lead", and
    # "lyhimmän maan pienin kortti" the other: a leader with a two may make either.
    dealer, hands, middle, history = REVIEW_KOTKAT[drill]
    point = replayed(Form.KOTKAT, dealer, hands, middle, history)
    a = advise(point)
    assert a.recommended == (card(expected),) and card(also) in a.acceptable and a.judgement
    assert "lead_misere_shortest_also" in keys(a)
    for c in point.hand:
        if c not in a.recommended + a.acceptable:
            assert worse_keys(a, str(c)), c


def test_the_ace_and_two_alone_give_no_lead() -> None:
    # "hyökätä pääpelaajaa kohden pienillä korteilla, eikä ... aloittaa varhaisia tikkejä ässillä": with
    # ♠A2 the two's second-lowest card is the ace, so that suit gives no lead (the two is kept); the
    # lowest card of the shortest other suit does.  (gen.lead.bolsevikit.5131 recommended ♦A from ♦A2.)
    a = advise(bolshevik_lead("♠A2 ♣J75 ♦J865 ♥743"))
    assert a.recommended == (card("♣5"),) and "lead_bol_lone_two" in keys(a)
    assert "lead_bol_no_ace" in worse_keys(a, "♠A") and "lead_bol_keep_two" in worse_keys(a, "♠2")
    # With a small card between them the two rule stands: ♠3 from ♠A32.
    a = advise(bolshevik_lead("♠A32 ♣J75 ♦J86 ♥743"))
    assert a.recommended == (card("♠3"),)
    # The same against a painted misère (gen.lead.kotkat.5089 recommended the ♠A from ♠A2).
    a = advise(lead_point_of_text("kotkat", "6M", "B", "♠A2 ♣A76 ♦AKQJ105 ♥Q7"))
    assert a.recommended == (card("♥7"),) and "lead_misere_no_ace" in worse_keys(a, "♠A")


def test_misere_without_a_two_has_one_rule_only() -> None:
    # Without a two there is no other lead rule to weigh: no judgement note, no "other good lead" (the
    # small-card attack ♦3 is fair beside the small ♥7, C81b).  With a high singleton (♥J) the tactics'
    # small card competes with the rule's card: then it is a judgement.
    a = advise(misere_lead("♦Q863 ♠KJ98 ♣K109 ♥7", "6M " + passes(8)))
    assert a.recommended == (card("♥7"),) and card("♦3") in a.acceptable
    assert "lead_misere_shortest_also" not in keys(a) and not a.judgement
    a = advise(misere_lead("♦Q863 ♠KJ98 ♣K109 ♥J", "6M " + passes(8)))
    assert a.recommended == (card("♥J"),) and card("♦3") in a.acceptable and a.judgement


def test_dictator_uses_the_trump_side_suit_rule() -> None:
    a = advise(bolshevik_lead("♣KQ65 ♠J975 ♦J8 ♥76", final="7♥"))
    assert a.recommended == (card("♣K"),)
    assert next(r for r in a.reasons if r.key == "lead_goal_tricks").params == {"level": 7, "tricks": 1}


# --- where the module says nothing, and a lead without an engine state ----------------------------


def test_not_the_opening_lead() -> None:
    hands = {A: K_A, B: "♣7 ♠J75 ♦Q9843 ♥532"}
    s = reach_play(state_after(make_deal(Form.KOTKAT, A, hands), "6♥ " + passes(8)))
    assert leads.advise(decision_point(s)) is not None
    s = s.apply(card("♣7"))
    assert leads.advise(decision_point(s)) is None  # second player
    auction = state_after(make_deal(Form.KOTKAT, A, {}), "")
    assert leads.advise(decision_point(auction)) is None


def test_lead_point_without_engine_state() -> None:
    hand = cards("♠KQ753 ♦J96 ♣8542 ♥3")
    point = lead_point(Form.ALKUPELIT, Bid.parse("5♥"), A, hand)
    a = advise(point)
    assert a.recommended == (card("♠K"),)
    point = lead_point(
        Form.ALKUPELIT, Bid.parse("5♥"), A, hand, received=card("♣8"), gave=card("♠A"), partner_doubled=True
    )
    a = advise(point)
    assert card("♣8") in a.recommended and "lead_partner_doubled" in keys(a)


def test_pure_helpers() -> None:
    assert leads.top_of_touching_honours(cards("♠KQ753")) == card("♠K")
    assert leads.top_of_touching_honours(cards("♠AQJ")) is None
    assert leads.top_of_touching_honours(cards("♠J1062")) == card("♠J")
    assert leads.top_of_touching_honours(cards("♠98")) is None
    assert leads.second_highest(cards("♦J9642")) == card("♦9")
    assert leads.middle_card(cards("♦J7642")) == card("♦7")
    assert leads.middle_card(cards("♦AKQ52")) == card("♦5")
    assert leads.middle_card([]) is None


# --- property: random decision points ------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(form=st.sampled_from(list(Form)), seed=st.integers(0, 10_000), bias=st.sampled_from([0.75, 0.9]))
def test_random_decision_points(form: Form, seed: int, bias: float) -> None:
    """Never raises, advises only legal cards, only at the opening lead, the same every time."""
    for s in random_states(form, seed, bias):
        if s.is_over:
            continue
        point = decision_point(s)
        advice = leads.advise(point)
        if advice is None:
            continue
        assert point.phase is Phase.PLAY and not s.tricks and not s.current
        check_advice(point, advice)
        assert leads.advise(point) == advice
        # Every card not advised is told what is wrong with it (issue 11).
        for c in point.legal:
            assert c in advice.recommended or c in advice.acceptable or advice.worse.get(c), (c, advice)
        # The judgement note only beside a card from a competing rule.
        assert not advice.judgement or advice.acceptable


@pytest.mark.parametrize("form", list(Form))
def test_every_deal_gets_a_lead(form: Form) -> None:
    """Every deal that reaches the play gets an opening-lead advice."""
    got = 0
    for seed in range(40):
        states = random_states(form, seed)
        first = next((s for s in states if s.phase is Phase.PLAY), None)
        if first is None:
            continue
        assert leads.advise(decision_point(first)) is not None, (form, seed)
        got += 1
    assert got


# --- review round 3 -------------------------------------------------------------------------------------


def test_partners_suit_equal_cards_are_equal() -> None:
    # gen.lead.alkupelit.7001: partner gave ♥10 to C's ♥KQJ109...; "aloittaa korkeammalla" (ALKUPELIT /
    # Avauslyönti) recommends the king, and the equal lower honours are no worse than the small cards
    # (C66a).  Here the same with spades against A's hearts.
    point = alkupelit_lead(
        "♠KQJ953 ♦J42 ♣K84", WITH_EXCHANGE, b_gives="♦2", d_gives="♠10", d_hand="♠10", gift="♣7"
    )
    a = advise(point)
    assert a.recommended == (card("♠K"),)
    assert {card("♠Q"), card("♠J"), card("♠10"), card("♠3")} <= set(a.acceptable)
    assert not a.judgement
    # Where no exchange names the suit, the side-suit rule still leads the higher honour only.
    b = advise(alkupelit_lead("♠KQ732 ♦J964 ♣85 ♥3", NO_EXCHANGE))
    assert b.recommended == (card("♠K"),) and card("♠Q") not in b.acceptable


# gen.lead.kotkat.7005: 6M by C over D's 6♠, no exchange.  *Maalattu misääri / Avauslyönti*: without a
# two, "lyhimmän maan pienin kortti" (♦Q of ♦AQ); *Pelitaktiikkaa*: lead into a vulnerable suit "ja sillä
# ilmaista oma pieni korttinsa", no aces first (C81b).
KOTKAT_7005 = "♠J103 ♣AKQ85 ♦AQ ♥J64"


def test_misere_small_card_attacks_are_fair_beside_a_high_fallback() -> None:
    a = advise(lead_point_of_text("kotkat", "6M", "C", KOTKAT_7005))
    assert a.recommended == (card("♦Q"),)
    assert {card("♥4"), card("♠3"), card("♣5")} <= set(a.acceptable)
    assert a.judgement  # the rule's high card against the tactics' small card
    # The text matches the card: ♦Q is never called a small-card attack.
    assert "lead_misere_aggressive" not in keys(a)
    assert {
        "lead_misere_aggressive_plain",
        "lead_misere_shortest_high",
        "lead_misere_small_attack_also",
    } <= keys(a)
    assert "lead_misere_not_lowest" in worse_keys(a, "♥6")
    assert "lead_misere_no_ace" in worse_keys(a, "♦A")


def test_misere_small_fallback_keeps_the_small_card_text() -> None:
    # The shortest suit's lowest card is small: the tactics' text fits it, the other attacks are
    # fair but no judgement (C87c), and no "no small card" note.
    a = advise(lead_point_of_text("kotkat", "6M", "C", "♠J103 ♣AKQ85 ♦Q4 ♥J65"))
    assert a.recommended == (card("♦4"),) and "lead_misere_aggressive" in keys(a)
    assert card("♠3") in a.acceptable and not a.judgement
    assert "lead_misere_shortest_high" not in keys(a)
    assert "lead_misere_aggressive_plain" not in keys(a)


def test_misere_with_exchange_says_no_small_card_attack() -> None:
    # With an exchange the handbook's lead is a fairly high card of partner's short suit: the small-card
    # attacks of the no-exchange case do not apply, nor does the tactics' "small card" text.
    point = misere_lead("♠KJ95 ♦AQ97 ♣KQ10 ♥J", "5M " + passes(8), b_gives="♥J", d_gives="♠6", d_hand="♠6")
    a = advise(point)
    assert a.recommended == (card("♠K"),)
    assert "lead_misere_small_attack_also" not in keys(a) and "lead_misere_aggressive" not in keys(a)


# --- issue 11, round 4: the handbook's lead in the emptied suit only where its rule applies (C87a) ---------

# *Niskamies bolsevikeissa*: the lowest card of the shortest suit only "jos hänellä ei ole kakkosta missään
# maassa".  gen.lead.bolsevikit.8004: the niskamies holds ♠63 ♥92 (the ♠6 handed over, no lower spade in
# the middle): the two rule leads ♥9, and ♠3 is no handbook lead but a lead into the probable void.
BOL_8004_A = "♥AQ54 ♠6 ♦KQ7 ♣KQ107"
BOL_8004_MIDDLE = "♥7 ♥J ♣3 ♠10"


def test_no_handbook_lead_claimed_in_the_emptied_suit_when_the_two_is_elsewhere() -> None:
    point = bolshevik_lead("♠3 ♣AJ8 ♦A109853 ♥92", gift_to_d="♠6", a_hand=BOL_8004_A, middle=BOL_8004_MIDDLE)
    assert leads.bolshevik_void_hint(point) == card("♠6")
    a = advise(point)
    assert a.recommended == (card("♥9"),) and "lead_bol_two_second_lowest" in keys(a)
    assert "lead_bol_read_rule_fair" not in keys(a)
    for c in ("♠3", "♠6"):
        assert card(c) not in a.recommended + a.acceptable and worse_keys(a, c) == {"lead_bol_voided_suit"}, c


def test_the_shortest_suit_lead_in_the_emptied_suit_stays_fair_without_a_two() -> None:
    # The same hand without a two: the shortest-suit rule applies and names ♠3 (♠63 and ♥96 equally short).
    point = bolshevik_lead("♠3 ♣AJ8 ♦A109853 ♥96", gift_to_d="♠6", a_hand=BOL_8004_A, middle=BOL_8004_MIDDLE)
    a = advise(point)
    assert card("♠3") in a.acceptable and "lead_bol_read_rule_fair" in keys(a)
    assert worse_keys(a, "♠6") == {"lead_bol_voided_suit"}


# --- issue 11, round 4b: holding a two, the shortest suit's lead is no handbook lead (C87c) ---------------

# *Niskamies bolsevikeissa*: the lowest card of the shortest suit only "jos hänellä ei ole kakkosta missään
# maassa"; *BOLSEVIKIT / Pelitaktiikkaa*: a niskamies with "huonot kortit" may void a short suit, so the lead
# stays a judgement.  gen.lead.bolsevikit.8400: ♣K beside ♦K72 and the ♥2 was "the handbook's other lead".
BOL_8400_A = "♥AQ2 ♦AQJ ♠AKQ ♣AQJ"
BOL_8400_MIDDLE = "♠10 ♦8 ♦10 ♣10"


def test_holding_a_two_the_shortest_suit_lead_is_a_judgement_not_the_handbooks_lead() -> None:
    point = bolshevik_lead("♠J9 ♣K ♦K72 ♥1098765", gift_to_d="♥2", a_hand=BOL_8400_A, middle=BOL_8400_MIDDLE)
    a = advise(point)
    assert a.recommended == (card("♦7"),) and "lead_bol_two_second_lowest" in keys(a)
    assert card("♣K") in a.acceptable and a.judgement
    assert "lead_bol_void_short_also" in keys(a) and "lead_bol_shortest_lowest" not in keys(a)
    texts = " ".join(reason_text(r) for r in a.reasons)
    assert "handbook's other lead" not in texts and "without a two" in texts


def test_without_a_two_the_shortest_suit_lead_is_the_handbooks() -> None:
    # The same shape with no two anywhere (♦K73, an honour handed over): ♣K is the rule's own lead.
    a_hand = "♥AQK ♦AQJ ♠AKQ ♣AQJ"
    point = bolshevik_lead("♠J9 ♣K ♦K73 ♥1098765", gift_to_d="♥K", a_hand=a_hand, middle=BOL_8400_MIDDLE)
    a = advise(point)
    assert a.recommended == (card("♣K"),) and "lead_bol_shortest_lowest" in keys(a)
    assert "lead_bol_void_short_also" not in keys(a)


# --- issue 11, round 5 (reviewer B): every not-advised bolshevik lead is told a true fault of its own ----

REVIEW5_BOLSEVIKIT: dict[str, tuple[str, dict[str, str], str, str]] = {
    # Hidden deals and histories from dump.py.
    "gen.lead.bolsevikit.9001": (
        "A",
        {"A": "♠AK6432 ♣2 ♦65 ♥743", "B": "♣AKQ10987 ♥AJ1082", "C": "♠J97 ♣J654 ♦A4 ♥Q95",
         "D": "♠Q1085 ♦KJ9832 ♥K6"},
        "♦10 ♦7 ♦Q ♣3",
        "7M pass pass pass ♥7 ♥4 ♥3 pass pass pass pass",
    ),
    "gen.lead.bolsevikit.9004": (
        "B",
        {"A": "♠KJ ♣K973 ♦86 ♥A1095", "B": "♠107532 ♣4 ♦KQJ103 ♥2", "C": "♠AQ ♣852 ♦A52 ♥8764",
         "D": "♠9864 ♣AQJ6 ♦94 ♥QJ"},
        "♥K ♦7 ♣10 ♥3",
        "pass 7M pass pass ♠A ♦A ♠Q pass pass pass pass",
    ),
    "gen.lead.bolsevikit.9005": (
        "D",
        {"A": "♠KQ6 ♣975 ♦AQJ ♥Q107", "B": "♠A109 ♣86 ♦1084 ♥K865", "C": "♠J832 ♣K4 ♦63 ♥J932",
         "D": "♠754 ♣A1032 ♦K752 ♥4"},
        "♥A ♣J ♣Q ♦9",
        "7M pass pass pass ♥A ♦K ♥4 pass X pass pass pass",
    ),
}  # fmt: skip


def review5(drill: str) -> DecisionPoint:
    dealer, hands, middle, history = REVIEW5_BOLSEVIKIT[drill]
    return replayed(Form.BOLSEVIKIT, dealer, hands, middle, history)


def test_doubler_is_told_that_other_suits_hold_no_two() -> None:
    # "Jos niskamies koputtaa, hänen on aloitettava ... pienehköllä kortilla maasta, jossa hänellä on
    # kakkonen".  gen.lead.bolsevikit.9005: the doubler C (♠J832 ♣K4 ♦63 ♥J9432, the ♥4 handed over) was
    # told "In ♣ the handbook's card is ♣4, not ♣4".
    a = advise(review5("gen.lead.bolsevikit.9005"))
    assert a.recommended == (card("♠3"),) and {card("♠8"), card("♥3")} <= set(a.acceptable)
    for c in ("♣4", "♣K", "♦3", "♦6"):
        assert worse_keys(a, c) == {"lead_bol_doubled_other_suit"}, c
        r = next(iter(a.worse[card(c)]))
        assert r.params["suits"] == "♠, ♥" and r.params["suit"] == c[0]
    for rs in a.worse.values():
        for r in rs:
            assert r.key != "lead_bol_rule_card" or r.params["right"] != r.params["card"], r
    # Any suit where the doubler holds the two is "maasta, jossa hänellä on kakkonen": ♣8652 and ♠J972 both.
    a = advise(bolshevik_lead("♣8652 ♠J972 ♦J8 ♥76", doubling=("X", "pass", "pass", "pass")))
    assert a.recommended == (card("♣5"),) and card("♠7") in a.acceptable
    assert worse_keys(a, "♦8") == {"lead_bol_doubled_other_suit"}
    # The rule must not fire for a niskamies who did not double: the same hand leads as usual.
    a = advise(bolshevik_lead("♣8652 ♠J972 ♦J8 ♥76"))
    assert "lead_bol_doubled_other_suit" not in {r.key for rs in a.worse.values() for r in rs}


def test_a_lone_two_is_kept_not_called_too_big() -> None:
    # gen.lead.bolsevikit.9004: the singleton ♥2 was "too big for an attack ... the bolshevik finds a lower
    # card"; the niskamies keeps a two to win the setting trick with it later ("saamaan kakkosellaan
    # pietitikin pääpelaajalle").
    a = advise(review5("gen.lead.bolsevikit.9004"))
    assert a.recommended == (card("♠3"),) and {card("♣4"), card("♦3")} <= set(a.acceptable)
    assert worse_keys(a, "♥2") == {"lead_bol_keep_two"} and worse_keys(a, "♠2") == {"lead_bol_keep_two"}
    # Not in the suit the bolshevik has emptied: there the two cannot force him, and the text says so.
    point = bolshevik_lead("♣8652 ♠J975 ♦J8 ♥76", gift_to_d="♣9")
    assert worse_keys(advise(point), "♣2") == {"lead_bol_voided_suit"}


def test_shortest_suit_judgement_only_for_a_poor_hand_and_naming_the_emptied_suit() -> None:
    # gen.lead.bolsevikit.9001: D (♠Q1085 ♦KJ9832 ♥K63, the ♥3 handed over) was told that ♠5 empties
    # "your shortest suit" as a niskamies "with poor cards".  His two is in six diamonds: not "huonot
    # kortit" (C87e), and ♥ is shorter.  ♠5 stays fair as an attack with a small card.
    a = advise(review5("gen.lead.bolsevikit.9001"))
    assert a.recommended == (card("♦3"),) and card("♠5") in a.acceptable and not a.judgement
    assert "lead_bol_small_attack_also" in keys(a)
    assert not {"lead_bol_void_short_also", "lead_bol_void_short_also_but_void"} & keys(a)
    assert worse_keys(a, "♠8") == {"lead_bol_not_lowest"} and worse_keys(a, "♠Q") == {"lead_bol_high_card"}
    # A poor hand (its two in ♦J82, three cards) may void its short suit; the ♣9 handed over marks clubs
    # emptied, so "your shortest suit" (♠J97) says that ♣ is left out.
    point = bolshevik_lead("♣3 ♠J97 ♦J82 ♥76543", gift_to_d="♣9")
    a = advise(point)
    assert a.recommended == (card("♦8"),) and card("♠7") in a.acceptable and a.judgement
    r = next(r for r in a.reasons if r.key == "lead_bol_void_short_also_but_void")
    assert r.params == {"card": "♠7", "void": "♣"}
    assert "apart from ♣" in reason_text(r)
    # Nothing is left out without the read: the plain text, for ♣3 is the shortest suit.
    a = advise(bolshevik_lead("♣3 ♠J97 ♦J82 ♥76543"))
    assert "lead_bol_void_short_also" in keys(a) and "lead_bol_void_short_also_but_void" not in keys(a)


def test_no_two_shortest_suit_lead_names_the_emptied_suit() -> None:
    # "Jos hänellä ei ole kakkosta missään maassa, ... lyhimmän maansa pienimmällä kortilla": with the ♣9
    # read as emptied clubs, ♣93 is shorter than the ♠J97 that gives the lead, and the text says why.
    a = advise(bolshevik_lead("♣3 ♠J97 ♦J108 ♥76543", gift_to_d="♣9"))
    assert a.recommended == (card("♠7"),) and "lead_bol_shortest_lowest_but_void" in keys(a)
    assert "lead_bol_shortest_lowest" not in keys(a)
    # Without the read ♣3 is the shortest suit and the plain text holds.
    a = advise(bolshevik_lead("♣3 ♠J97 ♦J108 ♥76543"))
    assert "lead_bol_shortest_lowest" in keys(a) and "lead_bol_shortest_lowest_but_void" not in keys(a)


# --- issue 11, round 4b: the misère doubler's first lead is the signal of the two's suit (C83) -----------

# *KOTKAT / Pelitaktiikkaa*: the doubler "ilmoittaa partnerilleen sen maan, mistä hänellä on kakkonen" by
# leading it first, and partner throws that suit away.  gen.lead.kotkat.8401: ♥J, ♣3 and ♦3 beside ♠K542
# were acceptable; a lead from another suit would point partner to the wrong suit.
MISERE_NO_EXCHANGE_B = "♦Q862 ♠KJ9 ♣K109 ♥J7"


def test_misere_doubler_without_exchange_does_not_lead_another_suit() -> None:
    a = advise(misere_lead(MISERE_NO_EXCHANGE_B, "6M " + passes(8), doubling=("X",)))
    assert a.recommended == (card("♦6"),) and "lead_misere_doubler" in keys(a)
    assert set(a.acceptable) == {card("♦8")} and not a.judgement
    for c in ("♥7", "♥J", "♠9", "♠J", "♣9", "♣K"):
        assert worse_keys(a, c) == {"lead_misere_doubler_other_suit"}, c
    r = next(iter(a.worse[card("♥7")]))
    assert r.params["two_suit"] == "♦" and r.section == "KOTKAT / Pelitaktiikkaa"


def test_misere_leader_who_did_not_double_keeps_the_other_leads() -> None:
    # The same hand, nobody doubled: the shortest suit's lowest card and small attacks stay fair choices.
    a = advise(misere_lead(MISERE_NO_EXCHANGE_B, "6M " + passes(8)))
    assert a.recommended == (card("♦6"),) and card("♥7") in a.acceptable
    assert not any("lead_misere_doubler_other_suit" in worse_keys(a, str(c)) for c in a.worse)


def test_short_suit_card_is_led_when_the_main_pair_named_another_side_suit() -> None:
    """C73b (review round 10b, gen.lead.alkupelit.13001): the handbook keeps a card that came into the
    leader's own short suit because that suit "todennäköisesti on pääpelaajien sivumaa"; here the main
    pair named ♦ as their side suit, so ♣ is not it, and the handbook's main rule (lead the suit partner
    gave) stands; keeping ♣ and leading by the side-suit rule stays acceptable (a judgement)."""
    point = alkupelit_lead(
        "♠KQ732 ♦J964 ♣85 ♥3", "1♥ pass 2♦ pass 5♥ " + passes(8), b_gives="♥3", d_gives="♣K", d_hand="♣K"
    )
    a = advise(point)
    assert card("♣K") in a.recommended and "lead_received_suit" in keys(a)
    assert "lead_short_not_side" in keys(a) and "lead_keep_short_suit" not in keys(a)
    assert card("♠K") in a.acceptable and a.judgement
    assert a.rule == "C69.partner_suit"
