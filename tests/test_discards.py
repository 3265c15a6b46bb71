"""First discards (trainer.conventions.discards): the standard signal, the passimisääri ace, the Italian signal.

The deals are kotkat deals with every hand written out, so that the play to
the first trick is fully controlled.  A deals; B leads in every deal here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conventions_helpers import check_advice as shared_check_advice
from tests.conventions_helpers import make_deal, state_after
from tests.strategies import random_states
from tests.test_leads import K_A, passes, reach_play
from trainer.bids import Form
from trainer.cards import Card, Suit, parse_cards
from trainer.conventions import discards
from trainer.conventions.core import Advice, DecisionPoint, decision_point
from trainer.conventions.texts import TEMPLATES
from trainer.errors import SkruuviError
from trainer.seats import Seat
from trainer.state import GameType, Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
S, CL, DI, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


def card(text: str) -> Card:
    return Card.parse(text)


def play(s: State, *cards: str) -> State:
    for c in cards:
        s = s.apply(card(c))
    return s


def check_advice(point: DecisionPoint, advice: Advice) -> None:
    assert advice.judgement
    shared_check_advice(point, advice, prefix="sig_", sections=discards.SECTIONS, topic="discard")


def advise(point: DecisionPoint) -> Advice:
    advice = discards.advise(point)
    assert advice is not None
    check_advice(point, advice)
    return advice


def keys(advice: Advice) -> set[str]:
    return {r.key for r in advice.reasons}


def worse_keys(advice: Advice, c: str) -> set[str]:
    return {r.key for r in advice.worse.get(card(c), ())}


def deal_state(
    hands: Mapping[Seat, str], calls: str, script: Mapping[Phase, Sequence[str]] | None = None
) -> State:
    s = reach_play(state_after(make_deal(Form.KOTKAT, A, hands), calls), script)
    assert s.to_act is B
    return s


# --- the standard signal (Merkinanto) ------------------------------------------------------------


def trump_deal() -> State:
    # A plays 6♥; D has no spades and holds the ♣A.  A gives away both black suits in the packet
    # and gets back red cards, so A is void in spades too.
    hands = {A: K_A, B: "♠KQJ9 ♦7654 ♣765 ♥54", D: "♣AJ9432 ♦KQJ98 ♥76", C: "♦32 ♥32"}
    script = {Phase.PACKET: ("♠A", "♠10", "♣10", "♣8"), Phase.RETURN_PACKET: ("♦3", "♦2", "♥3", "♥2")}
    return deal_state(hands, "6♥ " + passes(8), script)


def test_trump_signal_small_card_of_the_ace_suit() -> None:
    s = trump_deal().apply(card("♠K"))
    s = s.apply(s.legal_actions()[0])
    point = decision_point(s)
    assert point.seat is D
    a = advise(point)
    assert a.recommended == (card("♣2"),) and "sig_standard" in keys(a)
    signal = next(r for r in a.reasons if r.key == "sig_standard")
    assert signal.params == {"suit": "♣", "honour": "♣A", "card": "♣2"} and signal.section == "Merkinanto"
    assert {card("♣3"), card("♣4"), card("♣9")} <= set(a.acceptable)
    assert {card("♥7"), card("♥6")} <= set(a.acceptable) and "sig_ruff_separate" in keys(
        a
    )  # ruffs not judged
    assert "sig_keep_honour" in worse_keys(a, "♣A")
    assert card("♦9") not in a.acceptable  # no ace in diamonds: not the signal


def test_no_signal_advice_for_the_declaring_side_of_a_trump_game() -> None:
    # A, the declarer, is void in spades as well: in trump and grand the signal is the defenders' tool.
    s = trump_deal().apply(card("♠K"))
    s = s.apply(s.legal_actions()[0])
    s = s.apply(card("♣2"))
    point = decision_point(s)
    assert point.seat is A and not any(c.suit is S for c in point.hand)
    assert discards.advise(point) is None


def test_no_advice_when_following_suit_or_leading() -> None:
    s = trump_deal()
    assert discards.advise(decision_point(s)) is None  # the opening lead
    s = s.apply(card("♠K"))
    # C may follow suit or not: only a void player's first discard is this module's topic.
    point = decision_point(s)
    if any(c.suit is S for c in point.view.hand):
        assert discards.advise(point) is None


def misere_deal(doubling: Sequence[str] = ()) -> State:
    # A plays 6 misère in kotkat (no defenders' exchange); the packets keep C's spades with C.
    hands = {
        B: "♠KQJ1098 ♥1098 ♦J10 ♣109",
        D: "♦K542 ♣A8765 ♥7654",
        C: "♠A5432 ♥KQJ ♦AQ3 ♣KQ",
        A: "♠76 ♥A32 ♦9876 ♣J432",
    }
    script = {
        Phase.PACKET: ("♥A", "♣J", "♦9", "♦8"),
        Phase.RETURN_PACKET: ("♥K", "♥Q", "♦A", "♦Q"),
        Phase.DOUBLING: doubling,
    }
    return deal_state(hands, "6M " + passes(8), script)


def test_misere_signal_small_card_of_the_king_suit_keeping_the_two() -> None:
    # B leads ♠K, C wins it with the ♠A; D (void) throws a small diamond under the ♦K, keeping the ♦2.
    s = play(misere_deal(), "♠K", "♠A")
    point = decision_point(s)
    assert point.seat is D
    a = advise(point)
    assert a.recommended == (card("♦4"),)
    assert next(r for r in a.reasons if r.key == "sig_standard").params["honour"] == "♦K"
    assert card("♦2") in a.acceptable
    assert "sig_keep_honour" in worse_keys(a, "♦K")
    # The opponents are winning so far, but D is not last: dropping the ♣A is a fair judgement.
    assert card("♣A") in a.acceptable and "sig_ace_maybe" in keys(a)


def test_misere_partner_doubled_throw_the_doubler_suit() -> None:
    # B doubled and led hearts first (the suit of B's two, by the convention): D throws hearts at once.
    s = misere_deal(("X", "pass", "pass"))
    s = play(s, "♥10", "♥J", "♥4", "♥2")  # C wins trick 1
    s = play(s, "♠A")  # C leads spades; D is void
    point = decision_point(s)
    assert point.seat is D
    a = advise(point)
    assert a.recommended == (card("♥7"),) and "sig_misere_doubler_suit" in keys(a)
    assert card("♦4") in a.acceptable  # the ordinary signal is still fair


# --- passimisääri (Passimisääri / Merkinanto, Pelitaktiikkaa) ------------------------------------

PASS_HANDS_1 = {
    A: "♥AK76 ♦A965 ♣K8743",
    C: "♥QJ5 ♦KQ432 ♣AQJ52",
    B: "♠KQJ1098 ♥1098 ♦J10 ♣109",
    D: "♠A765432 ♥432 ♦87 ♣6",
}
PASS_HANDS_2 = {
    A: "♥AK76 ♦A965 ♣K8743",
    C: "♠A5 ♥QJ5 ♦KQ43 ♣AQJ2",
    B: "♠KQJ1098 ♥1098 ♦J10 ♣109",
    D: "♠76432 ♥432 ♦872 ♣65",
}


def passimisaari(hands: Mapping[Seat, str], d_gives: str) -> State:
    return deal_state(hands, passes(4), {Phase.PASS_EXCHANGE: ("♣9", "♣2", d_gives, "♦9")})


def test_passimisaari_unsure_who_wins_signal_first() -> None:
    # B leads ♠K and C (void, second to play) cannot know who takes the trick.
    s = play(passimisaari(PASS_HANDS_1, "♣6"), "♠K")
    a = advise(decision_point(s))
    assert a.recommended == (card("♦3"),)  # ♦KQ: the king with the queen
    assert next(r for r in a.reasons if r.key == "sig_standard").section == "Passimisääri / Merkinanto"
    assert card("♣A") in a.acceptable and "sig_ace_maybe" in keys(a)
    assert "sig_pm_keep_catcher" in worse_keys(a, "♦K")


def test_passimisaari_drop_an_ace_into_the_opponents_trick() -> None:
    # Last to play, the opponents' ♠K wins: A drops the ♦A (the shortest ace suit).
    s = play(passimisaari(PASS_HANDS_1, "♣6"), "♠K", "♦3", "♠2")
    point = decision_point(s)
    assert point.seat is A
    a = advise(point)
    assert a.recommended == (card("♦A"),) and "sig_ace_drop" in keys(a)
    assert {r.section for r in a.reasons} == {"Passimisääri / Pelitaktiikkaa"}
    assert {card("♥A"), card("♣3")} <= set(a.acceptable)


def test_passimisaari_no_ace_when_partner_wins() -> None:
    # C takes the ♠K with the ♠A: an ace thrown now would cost A's side.
    s = play(passimisaari(PASS_HANDS_2, "♣6"), "♠K", "♠A", "♠2")
    point = decision_point(s)
    assert point.seat is A
    a = advise(point)
    assert a.recommended == (card("♣3"),)
    assert "sig_ace_partner_wins" in worse_keys(a, "♦A")
    assert "sig_pm_keep_catcher" in worse_keys(a, "♣K")


def test_only_the_first_discard() -> None:
    s = play(passimisaari(PASS_HANDS_1, "♣6"), "♠K", "♦3", "♠2", "♦A")  # B wins trick 1
    s = play(s, "♠Q")
    point = decision_point(s)
    assert point.seat is C and discards.advise(point) is None


def test_an_earlier_discard_is_remembered() -> None:
    # C discards in trick 1 and follows suit in trick 2; in trick 3 the table shows only trick 2, but C
    # remembers its own discard (perfect recall, Info.tricks), so the signal has been given.
    s = play(passimisaari(PASS_HANDS_1, "♣6"), "♠K", "♦3", "♠2", "♦A")  # B wins trick 1
    s = play(s, "♥10", "♥5", "♥4", "♥6")  # B wins trick 2, C follows
    s = play(s, "♠Q")
    point = decision_point(s)
    assert point.seat is C and not any(c.suit is S for c in point.hand)
    assert all(t.card_of(C).suit is t.cards[0].suit for t in point.view.visible_tricks)
    assert discards.advise(point) is None


# --- the Italian signal ---------------------------------------------------------------------------


def test_italian_handbook_example() -> None:
    # Diamonds are led, the player has none and wants clubs: ♣5 (odd), ♥10 (high even: the higher
    # of ♠ and ♣), ♠4 (low even: the lower of ♣ and ♥).
    assert discards.italian_meaning(card("♣5"), DI) is CL
    assert discards.italian_meaning(card("♥10"), DI) is CL
    assert discards.italian_meaning(card("♠4"), DI) is CL
    hand = parse_cards("♣5 ♥10 ♠4 ♣8 ♥3 ♠Q")
    assert discards.italian_cards(hand, DI, CL) == tuple(parse_cards("♠4 ♣5 ♥10"))


def test_italian_parities() -> None:
    # Odd cards (J and K included) name their own suit; Q and A are high even cards.
    assert discards.italian_meaning(card("♠J"), DI) is S
    assert discards.italian_meaning(card("♠K"), DI) is S
    assert discards.italian_meaning(card("♠Q"), DI) is H  # high even: the higher of ♣ and ♥
    assert discards.italian_meaning(card("♠A"), DI) is H
    assert discards.italian_meaning(card("♠6"), DI) is CL  # low even: the lower of ♣ and ♥
    assert discards.italian_meaning(card("♠8"), DI) is H
    assert discards.italian_cards(parse_cards("♦5 ♣5"), DI, DI) == ()
    with pytest.raises(SkruuviError) as e:
        discards.italian_meaning(card("♦5"), DI)
    assert e.value.code == "italian_not_a_discard"


@given(st.sampled_from(list(Suit)), st.lists(st.integers(0, 51), unique=True, max_size=13))
def test_italian_cards_all_mean_the_wanted_suit(led: Suit, idx: list[int]) -> None:
    hand = [Card.from_index(i) for i in idx]
    covered: set[Card] = set()
    for wanted in Suit:
        got = discards.italian_cards(hand, led, wanted)
        assert all(discards.italian_meaning(c, led) is wanted for c in got)
        covered |= set(got)
    assert covered == {c for c in hand if c.suit is not led}


def test_read_first_discard() -> None:
    r = discards.read_first_discard(card("♣4"), GameType.TRUMP)
    assert r.key == "sig_read_standard" and r.params["honour"] == "♣A" and r.section == "Merkinanto"
    r = discards.read_first_discard(card("♣4"), GameType.MISERE)
    assert r.params["honour"] == "♣K"
    r = discards.read_first_discard(card("♣4"), GameType.PASSIMISAARI)
    assert r.params["honour"] == "♣K" and r.section == "Passimisääri / Merkinanto"
    assert discards.read_first_discard(card("♦A"), GameType.PASSIMISAARI).key == "sig_read_ace"
    assert discards.read_first_discard(card("♦Q"), GameType.GRAND).key == "sig_read_high"
    assert discards.read_first_discard(card("♦A"), GameType.GRAND).key == "sig_read_high"
    for g in GameType:
        r = discards.read_first_discard(card("♠7"), g)
        assert r.key in TEMPLATES and r.section in discards.SECTIONS
        TEMPLATES[r.key].format(**r.params)


# --- property: random decision points ------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(form=st.sampled_from(list(Form)), seed=st.integers(0, 10_000), bias=st.sampled_from([0.75, 0.9]))
def test_random_decision_points(form: Form, seed: int, bias: float) -> None:
    """Never raises, only legal cards, only at a void player's first discard, the same every time."""
    for s in random_states(form, seed, bias):
        if s.is_over:
            continue
        point = decision_point(s)
        advice = discards.advise(point)
        if advice is None:
            continue
        assert discards.is_first_discard(point)
        led = s.current[0].suit
        assert not any(c.suit is led for c in point.hand)
        assert all(t.card_of(point.seat).suit is t.cards[0].suit for t in s.tricks)
        check_advice(point, advice)
        assert discards.advise(point) == advice


def test_italian_signal_cards_are_acceptable_alongside_the_standard_signal() -> None:
    # *Merkinanto*: by agreement, an odd club (♣J) or a low even card of another suit (♥6 points to the
    # lower of ♣/♦) also asks for clubs; the grader must not punish partners who play the Italian signal.
    s = trump_deal().apply(card("♠K"))
    s = s.apply(s.legal_actions()[0])
    a = advise(decision_point(s))
    assert a.recommended == (card("♣2"),)
    italian = next(r for r in a.reasons if r.key == "sig_italian_alternative")
    assert (
        italian.params["suit"] == "♣" and "♣J" in italian.params["cards"] and "♥6" in italian.params["cards"]
    )
    assert card("♣J") in a.acceptable and card("♣A") not in a.acceptable
