"""Packet choice after review round 5 (reader D): the misère void without its two, equal link cards, the side
ace given without a link, and reasons that must be true of the learner's packet.

Handbook: *Maalattu misääri / Korttien vaihdot* (the twos), *KOTKAT / Valttipelin korttien vaihdot* (the
side ace and its link card), *Valttipeli* (keeping a card of partner's ace suit).  Each situation is built
directly (a deal and an auction), not from the drill generator's seeds; the review's drill ids are named.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_packet_choice import drill, verdict
from trainer.cards import Card, parse_card_list, parse_cards
from trainer.conventions import exchanges as ex
from trainer.conventions.core import decision_point
from trainer.game import Form
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def cards(text: str) -> frozenset[Card]:
    return frozenset(parse_card_list(text))


def advised(pa: ex.PacketAdvice) -> list[frozenset[Card]]:
    return [frozenset(o) for o in (*pa.recommended, *pa.acceptable)]


def recommended(pa: ex.PacketAdvice) -> list[frozenset[Card]]:
    return [frozenset(o) for o in pa.recommended]


def kotkat_6m(hand: str) -> State:
    return state_after(make_deal(Form.KOTKAT, A, {A: hand}), "6M " + "pass " * 8)


def kotkat_6s(hand: str) -> State:
    return state_after(make_deal(Form.KOTKAT, A, {A: hand}), "6♠ " + "pass " * 8)


def packet(s: State) -> ex.PacketAdvice:
    return ex.advise_packet(decision_point(s))


# --- fault 1: a misère void of a suit without its two (C55c) --------------------------------------------


def test_misere_void_of_three_without_the_two_is_not_advised() -> None:
    # "Sellainen maa, josta kakkonen puuttuu ... ei siis yleensä sovellu kummankaan pelaajan renomaaksi".
    # gen.packet_choose.kotkat.9008: ♠10 ♣A98742 ♦983 ♥J42 -- ♦983 has no two, ♥J42 has it.
    pa = packet(kotkat_6m("♠10 ♣A98742 ♦983 ♥J42"))
    assert cards("♠10 ♥J ♥4 ♥2") in recommended(pa)
    bad = cards("♠10 ♦9 ♦8 ♦3")
    assert bad not in advised(pa)
    assert "ex_misere_void_no_two" in {r.key for r in pa.faults(bad)}
    # A packet that gives ♦ cards without voiding ♦ is not told it voids ♦.
    assert "ex_misere_void_no_two" not in {r.key for r in pa.faults(cards("♠10 ♦3 ♣2 ♣4"))}


def test_misere_void_of_four_without_the_two_is_not_advised() -> None:
    # gen.packet_choose.kotkat.9004: ♠K643 ♣7 ♦K10872 ♥872 -- ♣7 + ♥872 gives the ♥2 to partner.
    pa = packet(kotkat_6m("♠K643 ♣7 ♦K10872 ♥872"))
    assert cards("♣7 ♥8 ♥7 ♥2") in recommended(pa)
    bad = cards("♠K ♠6 ♠4 ♠3")
    assert bad not in advised(pa)
    assert "ex_misere_void_no_two" in {r.key for r in pa.faults(bad)}


def test_alkupelit_misere_void_without_the_two_is_not_advised() -> None:
    # gen.packet_choose.alkupelit.9001: A lifts 6M, holding ♠A32 ♣K10852 ♦Q8542 ♥1053 with the middle cards.
    deal = make_deal(Form.ALKUPELIT, A, {A: "♠3 ♣K10852 ♦Q8542 ♥5"}, "♠2 ♥3 ♥10 ♠A")
    pa = packet(state_after(deal, "6M " + "pass " * 8))
    assert all(not (cards("♥10 ♥5 ♥3") <= s) for s in advised(pa))
    assert "ex_misere_void_no_two" in {r.key for r in pa.faults(cards("♥10 ♥5 ♥3 ♠2"))}


def test_misere_doubleton_without_the_two_may_be_voided() -> None:
    # The handbook's own example (*Ensimmäisen kierroksen maalaukset*, 1♠ - 6 misère): D gives ♥5♠3♥3♠2,
    # voiding ♥53 although B holds the ♥2 -- a two-card void without its two is not what the rule forbids.
    hands = {
        A: "♠AK1084 ♣94 ♦765 ♥A6",
        B: "♠J95 ♣J8 ♦K9 ♥KQ842",
        C: "♠Q76 ♣A6 ♦QJ8 ♥J1097",
        D: "♠32 ♣1072 ♦A10432 ♥53",
    }
    s = state_after(make_deal(Form.ALKUPELIT, A, hands, "♣K ♣Q ♣5 ♣3"), "1♠ pass pass 6M " + "pass " * 8)
    pa = packet(s)
    assert cards("♥5 ♠3 ♥3 ♠2") in recommended(pa)
    assert not any(r.key == "ex_misere_void_no_two" for rs in pa.worse.values() for r in rs)


# --- fault 2: any companion of the side ace that keeps a small link card (C56g) ------------------------


def test_side_ace_companions_are_equal_when_a_small_link_stays() -> None:
    # "sivumaan ässän jättäen itselleen yhteyskortiksi pienen kortin" (gen.packet_choose.kotkat.9006).
    pa = packet(kotkat_6s("♠AK10765 ♣A10764 ♦10 ♥6"))
    assert cards("♦10 ♥6 ♣A ♣4") in recommended(pa)
    for other in ("♣6", "♣7", "♣10"):
        chosen = cards(f"♦10 ♥6 ♣A {other}")
        assert chosen in advised(pa), other
        assert "ex_kotkat_link_any" in {r.key for r in pa.reasons_for(chosen)}


def test_side_ace_companions_keep_a_small_link() -> None:
    # ♣AQ4 beside the voids ♦10 ♥6: the ace goes with ♣Q, so that ♣4 stays as the small link; giving ♣4 and
    # keeping only ♣Q leaves no small card, and the equal-companion rule must not make that acceptable.
    pa = packet(kotkat_6s("♠AKQ10765 ♣AQ4 ♦10 ♥6"))
    assert cards("♦10 ♥6 ♣A ♣Q") in recommended(pa)
    assert cards("♦10 ♥6 ♣A ♣4") not in advised(pa)


# --- fault 3: voiding a side suit headed by its ace when another suit is the shorter void (C56f) ------------


def test_voiding_the_ace_suit_beside_a_shorter_suit_is_not_advised() -> None:
    # gen.packet_choose.kotkat.9000: ♠KQ83 ♣AKJ ♦AK108 ♥85 -- "lyhimmän / huonoimman maansa renoksi".
    pa = packet(kotkat_6s("♠KQ83 ♣AKJ ♦AK108 ♥85"))
    assert all(not (cards("♣A ♣K ♣J") <= s) for s in advised(pa))
    bad = cards("♠Q ♣A ♣K ♣J")
    keys = {r.key for r in pa.faults(bad)}
    assert "ex_kotkat_ace_no_link" in keys
    assert "ex_no_false_ace_signal" not in keys
    # The recommended packet gives the ♣A and keeps ♣J: the link reason is not said of it.
    good = cards("♥8 ♥5 ♣A ♣K")
    assert good in recommended(pa)
    assert "ex_kotkat_ace_no_link" not in {r.key for r in pa.card_faults(Card.parse("♣A"), good)}


def test_the_shortest_suit_with_its_ace_may_still_be_voided() -> None:
    # Where the ace suit is itself the shortest (♣A5 beside ♥9854), voiding it is the recipe's void.
    pa = packet(kotkat_6s("♠AKQ97 ♣A5 ♦K2 ♥9854"))
    assert not any(r.key == "ex_kotkat_ace_no_link" for rs in pa.worse.values() for r in rs)


# --- fault 4: a link reason is not said of a void the advised packet makes too ------------------------------


def test_link_reason_not_said_when_the_advised_packet_voids_the_suit_too() -> None:
    # gen.packet_choose.alkupelit.9002: the tail-cup ♠K4 + ♥10 ♥9 voids partner's ♠ (the handbook's own
    # tail-cup example voids partner's ♠AK suit); ♠K4 ♥10 ♥3 must not be told to keep a ♠.
    deal = make_deal(Form.ALKUPELIT, C, {B: "♠K ♣2 ♣9 ♣Q ♣A ♦8 ♦9 ♦Q ♥3 ♥4 ♥9 ♥10"}, "♠4 ♣4 ♦7 ♣8")
    auction = (
        "pass 1♠ pass pass pass 1♥ pass 2♥ pass 3♠ pass 3♣ pass 3♥ pass pass pass pass pass 4♠ " + "pass " * 8
    )
    pa = packet(state_after(deal, auction))
    assert cards("♠K ♠4 ♥10 ♥9") in recommended(pa)
    assert "ex_keep_link" not in {r.key for r in pa.faults(cards("♠K ♠4 ♥10 ♥3"))}
    # The real difference is named: the handbook's tail-cup example gives the higher trumps ("♥95" of ♥9542).
    assert "ex_tail_cup_low_trump" in {r.key for r in pa.faults(cards("♠K ♠4 ♥10 ♥3"))}
    # Must not fire for a packet that is no tail-cup (♠ kept).
    assert "ex_tail_cup_low_trump" not in {r.key for r in pa.faults(cards("♣2 ♥10 ♥4 ♥3"))}


# --- fault 5: two suits take a plural verb in both languages ---------------------------------------------------


def test_order_reasons_agree_with_the_number_of_suits() -> None:
    from trainer.conventions.core import Reason
    from trainer.conventions.texts import reason_text
    from trainer.i18n import Translator

    # ♠K ♣A ♥2 ♥J (gen.packet_choose.kotkat.9001): ♥ ended, ♠ and ♣ continue.
    keeps = frozenset(parse_cards("♠Q4 ♣K5 ♦AKQ1098"))
    why = ex._order_reasons(tuple(parse_card_list("♠K ♣A ♥2 ♥J")), Form.KOTKAT, keeps, ex._Want(), "s")
    by_key = {r.key: r for r in why}
    assert by_key["ex_order_ended"].params["n"] == 1 and by_key["ex_order_continues"].params["n"] == 2
    en, fi = Translator("en"), Translator("fi")
    assert "♠ ♣ continue in" in reason_text(by_key["ex_order_continues"], en)
    assert "jatkuvat ♠ ♣" in reason_text(by_key["ex_order_continues"], fi)
    # Must not fire for one suit: the singular stays.
    one = Reason("ex_order_ended", "s", {"suits": "♥", "n": 1})
    assert "♥ ended: you keep no card of it." in reason_text(one, en)
    assert "loppui ♥" in reason_text(one, fi)


# --- fault 4: the real difference of a 1 + 3 packet that gives the small link card (C56g) ----------------------


def test_giving_the_small_link_card_is_told_so() -> None:
    # gen.packet_choose.kotkat.9003: ♠AQ104 ♣4 ♦AK8754 ♥82.  ♣4 + ♠A ♠Q ♠4 keeps only ♠10: "jättäen itselleen
    # yhteyskortiksi pienen kortin" is broken, and that -- not the ♥ kept, which the 1 + 3 packet keeps too -- is said.
    pa = packet(kotkat_6s("♠AQ104 ♣4 ♦AK8754 ♥82"))
    assert cards("♣4 ♠A ♠Q ♠10") in advised(pa)
    bad = cards("♣4 ♠A ♠Q ♠4")
    assert bad not in advised(pa)
    assert "ex_kotkat_gives_link" in {r.key for r in pa.faults(bad)}
    # Must not fire where a small card stays: the 1 + 3 packet giving ♠10 keeps ♠4.
    assert "ex_kotkat_gives_link" not in {
        r.key for r in pa.card_faults(Card.parse("♠4"), cards("♣4 ♠A ♠Q ♠10"))
    }
    # The drill no longer blames the ♥ kept, which the advised 1 + 3 packet keeps too (drill_pk_suit_kept) ...
    d = drill(kotkat_6s("♠AQ104 ♣4 ♦AK8754 ♥82"))
    v, why = verdict(d, "♣4 ♠A ♠Q ♠4")
    assert v == "not_advised" and "drill_pk_suit_kept" not in why and "ex_kotkat_gives_link" in why
    # ... but still does where every advised packet voids the suit (gen.packet_choose.kotkat.9000: ♥85).
    d = drill(kotkat_6s("♠KQ83 ♣AKJ ♦AK108 ♥85"))
    v, why = verdict(d, "♠Q ♣A ♣K ♣J")
    assert v == "not_advised" and "drill_pk_suit_kept" in why
