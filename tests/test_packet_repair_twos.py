"""The packet repair keeps the two of a suit the misère giver keeps long (C55a with C65a).

*Maalattu misääri / Korttien vaihdot* (handbook line 721): "Jokainen kakkonen on oikeassa paikassaan" with
the player longer in its suit.  The misère planner keeps this rule; the repair that replaces a card so the
packet can be ordered truthfully (*Pääpelaajien korttien vaihdot*, C65a) must keep it too where an equally
truthful card exists.  Review round 7, gen.packet_order.alkupelit.9802.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from trainer.bids import Form
from trainer.cards import Suit, parse_card_list
from trainer.conventions import exchanges as ex
from trainer.conventions.core import DecisionPoint, decision_point
from trainer.seats import Seat
from trainer.signals import decode
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
AUCTION = "pass pass 6M " + "pass " * 8  # D deals; B lifts with 6 misère (gen.packet_order.alkupelit.9802)
MIDDLE = "♠6 ♦4 ♣7 ♦Q"


def _point(s: State) -> DecisionPoint:
    return decision_point(s)


def _packet(b_hand: str, a_hand: str) -> ex.PacketAdvice:
    s = state_after(make_deal(Form.ALKUPELIT, D, {A: a_hand, B: b_hand}, MIDDLE), AUCTION)
    return ex.advise_packet(_point(s))


def test_the_repair_keeps_the_two_of_a_long_suit() -> None:
    # gen.packet_order.alkupelit.9802: B holds ♠654 ♣987 ♦QJ432 ♥AK832.  ♣987 + ♠4 has no truthful order;
    # ♥3 mends it with the same true ♥ ace signal as ♥2, and ♥AK82 keeps its two (♥ stays long).
    pa = _packet("♠54 ♣98 ♦J32 ♥AK832", "♠Q102 ♣KJ543 ♦K8 ♥95")
    assert pa.recommended
    for order in pa.recommended:
        assert set(order) == set(parse_card_list("♣7 ♣8 ♣9 ♥3")), [str(c) for c in order]
        assert decode(order, Form.ALKUPELIT).ace_signal is Suit.HEARTS
    assert all(set(order) != set(parse_card_list("♣7 ♣8 ♣9 ♥2")) for order in pa.acceptable)
    why = [r for rs in pa.why.values() for r in rs if r.key == "ex_no_false_ace_signal"]
    assert why and all(r.params["new"] == "♥3" for r in why)


def test_the_repair_gives_the_two_where_the_rule_does_not_hold() -> None:
    # Must not fire: the two stays first among the ace suit's small cards where the giver keeps the suit
    # short (♥A832: three hearts left without the two), and in a game that is no misère (the twos rule is
    # the misère exchange's, "Misääripelin korttien vaihdossa").
    hand = parse_card_list("♠6 ♠5 ♠4 ♣9 ♣8 ♣7 ♦Q ♦J ♦4 ♦3 ♦2 ♥A ♥K ♥8 ♥3 ♥2")
    plan = ex._PacketPlan(tuple(parse_card_list("♣7 ♣8 ♣9 ♠4")), 0, (), ex._Want())
    old = parse_card_list("♠4")[0]
    two, three = parse_card_list("♥2 ♥3")
    subs = ex._substitutes(old, plan, frozenset(hand), frozenset(), misere=True)
    assert three in subs and two not in subs  # ♥AK832 keeps its two: never a substitute (review round 7)
    subs = ex._substitutes(old, plan, frozenset(hand), frozenset(), misere=False)
    assert subs.index(two) < subs.index(three)
    short = [c for c in hand if str(c) != "♥K"]
    plan_short = ex._PacketPlan(tuple(parse_card_list("♣7 ♣8 ♣9 ♠4")), 0, (), ex._Want())
    subs = ex._substitutes(old, plan_short, frozenset(short), frozenset(), misere=True)
    assert subs.index(two) < subs.index(three)
