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

from tests.conventions_helpers import check_advice as shared_check_advice
from tests.conventions_helpers import make_deal, state_after
from tests.strategies import random_states
from trainer.bids import PASS, Bid, Call, Form
from trainer.cards import Card, Suit, parse_cards
from trainer.conventions import leads
from trainer.conventions.core import Advice, DecisionPoint, Verdict, decision_point, grade
from trainer.conventions.points import lead_point
from trainer.seats import Seat
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
S, CL, DI, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


# --- driving the engine -------------------------------------------------------------------------

_CALL_PHASES = (Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING)


def reach_play(s: State, script: Mapping[Phase, Sequence[str]] | None = None) -> State:
    """Play scripted actions per phase, otherwise pass (or give the lowest card), until the play starts.

    Stops at the first card of the deal.
    """
    todo = {ph: list(acts) for ph, acts in (script or {}).items()}
    while s.phase is not Phase.PLAY:
        queue = todo.get(s.phase)
        if queue:
            text = queue.pop(0)
            s = s.apply(Call.parse(text) if s.phase in _CALL_PHASES else Card.parse(text))
            continue
        acts = s.legal_actions()
        s = s.apply(PASS if PASS in acts else acts[0])
    leftover = {ph: q for ph, q in todo.items() if q}
    assert not leftover, f"script not used: {leftover}"
    return s


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
    assert a.recommended == (card("♠K"),) and a.judgement
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
    assert a.recommended == (card("♣K"),) and "lead_touching_honours" in worse_keys(a, "♣Q")


def test_received_trump_gives_the_side_suit_rule() -> None:
    point = alkupelit_lead("♠KQ732 ♦J964 ♣85 ♥3", WITH_EXCHANGE, b_gives="♣5", d_gives="♥2", d_hand="♥2")
    a = advise(point)
    assert a.recommended == (card("♠K"),) and "lead_got_trump" in keys(a)


def test_cup_game_lead_a_trump() -> None:
    # Both A and C bid hearts: the declaring side may ruff in both hands: lead a trump.
    calls = "1♥ pass 2♥ pass 5♥ " + passes(8)
    point = alkupelit_lead("♠KQ732 ♦J964 ♣85 ♥3", calls, b_gives="♦4", d_gives="♥2", d_hand="♥2")
    a = advise(point)
    assert a.recommended == (card("♥2"),) and "lead_cup_trump" in keys(a)
    assert {r.section for r in a.reasons if r.key == "lead_cup_trump"} == {"Kuppi ja häntäkuppi valttipelinä"}
    assert card("♠K") in a.acceptable  # the usual lead stays a fair choice


def test_no_cup_game_when_only_one_main_player_bid_trumps() -> None:
    calls = "1♥ pass 2♦ pass 5♥ " + passes(8)
    point = alkupelit_lead("♠KQ732 ♦J964 ♣85 ♥3", calls, b_gives="♦4", d_gives="♥2", d_hand="♥2")
    a = advise(point)
    assert a.recommended == (card("♠K"),) and card("♥2") not in a.acceptable


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


def test_passimisaari_no_call_for_help_with_a_good_hand() -> None:
    hands = {B: "♣984 ♦J76 ♠QJ95 ♥K65", D: "♦3 ♠2", C: "♣2", A: "♣3"}
    a = advise(passimisaari_lead(hands, ("♣4", "♣2", "♦3", "♣3")))
    assert a.recommended == (card("♦7"),) and card("♣9") not in a.acceptable


def test_passimisaari_in_alkupelit_middle_cards_dealt() -> None:
    # Alkupelit passimisääri: the middle cards go one each, then the same exchange.
    known = {B: "♦J76 ♠QJ95 ♣K84 ♥K6", D: "♦3", C: "♣2", A: "♣3"}
    deal = make_deal(Form.ALKUPELIT, A, known, middle="♥2 ♥3 ♥4 ♥5")
    s = reach_play(state_after(deal, passes(4)), {Phase.PASS_EXCHANGE: ("♠5", "♣2", "♦3", "♣3")})
    a = advise(decision_point(s))
    assert a.recommended == (card("♦7"),)


# --- kotkat trump (KOTKAT / Avauslyönti) ------------------------------------------------------------

K_A = "♥AKQJ1098 ♠A10 ♦A10 ♣108"  # A opens 6♥


def kotkat_lead(b_hand: str, calls: str = "6♥ " + passes(8), **known: str) -> DecisionPoint:
    hands = {A: K_A, B: b_hand, **{Seat.parse(k): v for k, v in known.items()}}
    s = reach_play(state_after(make_deal(Form.KOTKAT, A, hands), calls))
    assert s.to_act is B
    return decision_point(s)


def test_kotkat_middle_card_of_the_strong_suit() -> None:
    a = advise(kotkat_lead("♦KQJ84 ♠J75 ♣QJ93 ♥5"))
    assert a.recommended == (card("♦8"),) and "lead_kotkat_strong_middle" in keys(a)
    assert card("♦K") in a.acceptable  # the top of the sequence is on the list too
    assert a.reasons[0].section == "KOTKAT / Avauslyönti"


def test_kotkat_singleton() -> None:
    a = advise(kotkat_lead("♣7 ♠J75 ♦Q9843 ♥532"))
    assert a.recommended == (card("♣7"),) and "lead_kotkat_singleton" in keys(a)


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
    d_hand: str, *, gift_to_d: str = "♥K", doubling: Sequence[str] = (), final: str = "pass"
) -> DecisionPoint:
    # A bids the bolshevik and gives ♥A to B, ♥Q to C and ``gift_to_d`` to D (the niskamies).
    a_hand = "♥AQJ ♦AKQ ♠KQ10 ♣A109"
    known = {A: a_hand, D: d_hand}
    s = state_after(make_deal(Form.BOLSEVIKIT, A, known, middle="♥K ♥10 ♥9 ♥8"), "7M pass pass pass")
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
