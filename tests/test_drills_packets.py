"""Packet-order drills compare what the packet plans to say: the kotkat wish only where it is planned.

The exchange conventions say what a packet's wish means (``PacketAdvice.wish``): "trump" (the trump wishes
and the suit not wanted: *KOTKAT / Valttipelin korttien vaihdot*), "misere" (the first wish names the best
misère suit: "Misääriä pelattaessa valtitoiveen sijaan ilmaisee parhaan misäärimaan", the footnote of the
four-card table under *KOTKAT / Misäärin korttien vaihdot*; handbook lines 938 and 1019) or None (no wish
is planned).  The drill keeps it, and the grading, the other right orders and the "should say" lines all
use the same reduced message.
"""

from __future__ import annotations

import pytest

from tests.conventions_helpers import make_deal, state_after
from trainer.bids import Form
from trainer.cards import parse_card_list
from trainer.conventions.exchanges import advise_packet
from trainer.drills import Kind, check, generate
from trainer.drills.make import Wish, _drill, from_state, message_of, same_message_orders
from trainer.drills.model import Drill
from trainer.drills.texts import message_lines
from trainer.i18n import Translator
from trainer.seats import Seat
from trainer.signals import decode
from trainer.state import State

FI, EN = Translator("fi"), Translator("en")

# One suit, smallest card at the bottom (misère possible): the top three cards' ranks name the wishes, the
# first from the top card (♠Q: hearts), the second from the next (♠9: diamonds), the third not wanted.
PACKET = "♠Q ♠9 ♠5 ♠2"
SECOND_WISH_CHANGED = "♠Q ♠5 ♠9 ♠2"  # first wish ♥ still, second wish ♣, not wanted ♦
FIRST_WISH_CHANGED = "♠9 ♠Q ♠5 ♠2"  # first wish ♦


def one_suit_drill(wish: Wish) -> Drill:
    order = tuple(parse_card_list(PACKET))
    return _drill("test.packet", Kind.PACKET_ORDER, "bank", section=None, form=Form.KOTKAT,
                  cards=tuple(sorted(order)), order=order, reading=decode(order, Form.KOTKAT),
                  orders=same_message_orders(order, Form.KOTKAT, wish), reasons=(), wish=wish)  # fmt: skip


def orders_text(d: Drill) -> set[str]:
    return {" ".join(map(str, o)) for o in d.data["orders"]}


def test_a_misere_packet_is_judged_by_its_first_wish_only() -> None:
    d = one_suit_drill("misere")
    assert check(d, SECOND_WISH_CHANGED).correct  # the best misère suit is the same: right
    assert SECOND_WISH_CHANGED in orders_text(d)  # and named among the other right orders
    assert not check(d, FIRST_WISH_CHANGED).correct  # another best misère suit: wrong
    assert FIRST_WISH_CHANGED not in orders_text(d)


def test_a_trump_packet_is_judged_by_every_wish() -> None:
    d = one_suit_drill("trump")
    assert not check(d, SECOND_WISH_CHANGED).correct  # the second trump wish and the suit not wanted differ
    assert not check(d, FIRST_WISH_CHANGED).correct
    assert SECOND_WISH_CHANGED not in orders_text(d)


def test_a_packet_that_plans_no_wish_ignores_the_wish_reading() -> None:
    d = one_suit_drill(None)
    assert check(d, SECOND_WISH_CHANGED).correct and check(d, FIRST_WISH_CHANGED).correct
    assert {SECOND_WISH_CHANGED, FIRST_WISH_CHANGED} <= orders_text(d)
    # ... but what it does plan still counts: a packet in another order of the suit reads "continues".
    assert not check(d, "♠2 ♠5 ♠9 ♠Q").correct


@pytest.mark.parametrize("wish", ["trump", "misere", None])
def test_the_grading_and_the_right_orders_compare_the_same_message(wish: Wish) -> None:
    d = one_suit_drill(wish)
    from itertools import permutations

    for p in permutations(d.data["cards"]):
        text = " ".join(map(str, p))
        same = message_of(decode(p, Form.KOTKAT), wish) == message_of(d.data["reading"], wish)
        assert check(d, text).correct == same == (text in orders_text(d)), text


def test_the_should_say_lines_name_the_best_misere_suit_not_trump_wishes() -> None:
    reading = decode(parse_card_list(PACKET), Form.KOTKAT)
    en = message_lines(reading, EN, "misere")
    assert "Best misère suit: ♥" in en
    assert not any("Trump wishes" in line or "Not as trumps" in line for line in en)
    fi = message_lines(reading, FI, "misere")
    assert "Paras misäärimaa: ♥" in fi
    assert "Misère is possible" in en  # the misère hint is still said
    trump = message_lines(reading, EN, "trump")
    assert "Trump wishes, in order: ♥, ♦" in trump and "Not as trumps: ♣" in trump
    assert not any(
        "wish" in line.lower() or "trump" in line.lower() for line in message_lines(reading, EN, None)
    )


def test_generated_kotkat_packets_keep_the_conventions_wish() -> None:
    """gen.packet_order.kotkat.0 is a misère packet (the reviewer's "SHOULD SAY ... still reads 'Trump
    wishes'"), gen.packet_order.kotkat.1 a trump packet."""
    seen = set()
    for seed in range(8):
        d = generate(Kind.PACKET_ORDER, Form.KOTKAT, seed)
        assert d.point is not None
        wish = advise_packet(d.point).wish
        assert d.data["wish"] == wish
        seen.add(wish)
        lines = message_lines(d.data["reading"], EN, wish)
        if wish == "misere":
            assert any(line.startswith("Best misère suit: ") for line in lines), lines
            assert not any(line.startswith("Trump wishes") for line in lines), lines
        assert check(d, " ".join(map(str, d.data["order"]))).correct
    assert seen == {"trump", "misere"}
    assert generate(Kind.PACKET_ORDER, Form.KOTKAT, 0).data["wish"] == "misere"


def test_handbook_bank_packets_say_all_they_say() -> None:
    """A bank packet has no decision point: its wish is read from the packet (kotkat: a trump wish, or the
    best misère suit where the packet says misère is possible), and the handbook's order is the answer."""
    from trainer.drills import banks

    items = [d for d in banks().drills.values() if d.kind is Kind.PACKET_ORDER]
    assert items
    for d in items:
        r = d.data["reading"]
        want = None if d.form is Form.ALKUPELIT else ("misere" if r.misere_ok else "trump")
        assert d.data["wish"] == want, d.id


# --- choosing the packet's cards (issue 11, review round 2: gen.packet_choose.alkupelit.6000, .6001,
# kotkat.6000) -------------------------------------------------------------------------------------------
# Every packet the handbook allows is at least acceptable and says the rule it follows; a packet that is
# not advised is told what is wrong with its own cards.

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
MISERE_6000 = {
    A: "♠8 ♣QJ10 ♦K743 ♥KJ104",
    B: "♠KJ ♣K963 ♦A6 ♥Q986",
    C: "♠A63 ♣8542 ♦9 ♥A753",
    D: "♠Q10752 ♣7 ♦QJ852 ♥2",
}
MISERE_AUCTION = "pass pass 6M pass pass pass pass pass pass pass pass"


def choose_drill(state: State) -> Drill:
    d = from_state("test.packet_choose", Kind.PACKET_CHOOSE, state, "generated")
    assert d is not None
    return d


def verdict_keys(d: Drill, answer: str) -> tuple[str, set[str]]:
    fb = check(d, answer)
    return fb.verdict, {r.key for r in fb.reasons}


def own_keys(d: Drill, answer: str) -> set[str]:
    """The reasons said about THIS packet: those the advised packet's reasons do not hold."""
    assert d.point is not None
    advised = set(advise_packet(d.point).reasons)
    return {r.key for r in check(d, answer).reasons if r not in advised}


def test_misere_packet_keeps_the_two_of_a_suit_kept_long() -> None:
    # *Maalattu misääri / Korttien vaihdot*: "Jokainen kakkonen on oikeassa paikassaan" with the player
    # longer in the suit; a suit "josta kakkonen puuttuu" must not grow long (gen.packet_choose.alkupelit.6000:
    # ♦2 given away left D ♦QJ1085 without its two).
    d = choose_drill(state_after(make_deal(Form.ALKUPELIT, B, MISERE_6000, "♣A ♠9 ♠4 ♦10"), MISERE_AUCTION))
    assert d.seat is D
    v, keys = verdict_keys(d, "♣A ♣7 ♥2 ♦2")
    assert v == "not_advised" and "ex_misere_gives_long_two" in own_keys(d, "♣A ♣7 ♥2 ♦2")
    # "Jos maahan jää korkeita kortteja, ne voi jakaa": a high card as the fourth card is advised.
    for fourth in ("♦Q", "♠Q"):
        v, keys = verdict_keys(d, f"♣A ♣7 ♥2 {fourth}")
        assert v == "recommended" and {"ex_misere_keep_long_two", "ex_misere_share_high"} <= keys
    assert verdict_keys(d, "♣A ♣7 ♥2 ♦5")[0] == "acceptable"  # the next smallest, the two kept
    # A card that voids nothing and is no filler is told so.
    assert "ex_misere_pk_no_void" in own_keys(d, "♣A ♣7 ♥2 ♠2")


def test_misere_packet_gives_the_two_of_a_suit_that_stays_short() -> None:
    # Must not fire: the smallest card of the second-shortest suit ("toiseksi lyhimmästä maastaan
    # pienimmän") is the two, and D keeps only three ♦ without it: the two may go to partner.
    hands = {**MISERE_6000, C: "♠A ♣8542 ♦QJ9 ♥A753", D: "♠Q1076532 ♣7 ♦852 ♥2"}
    d = choose_drill(state_after(make_deal(Form.ALKUPELIT, B, hands, "♣A ♠9 ♠4 ♦10"), MISERE_AUCTION))
    v, keys = verdict_keys(d, "♣A ♣7 ♥2 ♦2")
    assert v == "recommended" and "ex_misere_keep_long_two" not in keys


# The handbook's tail-cup auction (*Kuppi ja häntäkuppi valttipelinä*): A names ♥, then ♠ in the second
# round; C lifts.  Here C holds three trumps, the ♣ ace and the ♠Q.
SIDE_AUCTION = (
    "1♥ pass 2M pass  2♠ pass pass pass  3♠ pass pass pass  3♥ pass pass pass "
    "4♠ pass pass pass  pass pass 4♥ pass  pass pass pass pass pass pass pass"
)


def side_suit_state() -> State:
    hands = {A: "♠AK932 ♦85 ♥AQJ86", C: "♠Q4 ♣AJ65 ♦QJ764 ♥5"}
    return state_after(make_deal(Form.ALKUPELIT, A, hands, "♥9 ♥4 ♣K ♦2"), SIDE_AUCTION)


def test_highest_honour_of_partners_second_round_suit_is_acceptable() -> None:
    # *Pääpelaajien korttien vaihdot*: after a second-round side suit partner "tietää voivansa antaa" the
    # first-round suit's cards and "korkeimmat honöörinsä" of that side suit.
    d = choose_drill(side_suit_state())
    assert d.seat is C
    assert verdict_keys(d, "♥9 ♥5 ♥4 ♣5")[0] == "recommended"  # all trumps and the ace signal
    v, keys = verdict_keys(d, "♥9 ♥5 ♥4 ♠Q")
    assert v == "acceptable" and "ex_side_suit_honours" in keys and "ex_ace_signal_unbid" not in keys
    # Must not fire: a card of a suit partner never bid is no honour partner can use, and the ace itself
    # is not the signal.
    assert "ex_pk_trump_filler" in own_keys(d, "♥9 ♥5 ♥4 ♦Q")
    assert "ex_pk_gives_ace" in own_keys(d, "♥9 ♥5 ♥4 ♣A")


def test_honour_of_partners_ace_suit_is_acceptable() -> None:
    # gen.packet_choose.alkupelit.6001: A bid 1♠ and then 2♥ (read as showing the ♥ ace); C, with three
    # trumps and the ♦ ace, may give ♥K, the highest honour of a suit where partner has honours (*Valttipeli*).
    hands = {A: "♠AKJ43 ♣753 ♦7 ♥AJ9", C: "♠87 ♣QJ106 ♦Q85 ♥1064"}
    auction = (
        "pass pass 1♠ pass  pass pass pass pass  2♠ pass 2♥ pass  pass pass 3♠ pass  pass pass 4♠ pass  "
        "pass pass pass pass  5♠ pass pass pass  pass pass pass pass  pass"
    )
    d = choose_drill(state_after(make_deal(Form.ALKUPELIT, C, hands, "♦A ♣8 ♠9 ♥K"), auction))
    assert verdict_keys(d, "♠9 ♠8 ♠7 ♦8")[0] == "recommended"
    v, keys = verdict_keys(d, "♠9 ♠8 ♠7 ♥K")
    assert v == "acceptable" and "ex_honour_partner_suit" in keys
    assert verdict_keys(d, "♠9 ♠8 ♠7 ♣Q")[0] == "not_advised"
    assert "ex_pk_trump_filler" in own_keys(d, "♠9 ♠8 ♠7 ♣Q")


KOTKAT_6000 = {
    A: "♠A93 ♣76 ♦QJ1052 ♥AQ8",
    B: "♠Q1064 ♣AJ42 ♦K986 ♥K",
    C: "♠KJ8 ♣Q953 ♦73 ♥J763",
    D: "♠752 ♣K108 ♦A4 ♥109542",
}


def test_kotkat_two_plus_two_packet_is_acceptable() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: the shortest suit void and a side ace, "kahta maata 2 + 2
    # korttia" among the shapes (gen.packet_choose.kotkat.6000).
    s = state_after(make_deal(Form.KOTKAT, C, KOTKAT_6000), "pass pass 6♠ " + "pass " * 8)
    d = choose_drill(s)
    assert d.seat is A
    assert verdict_keys(d, "♠A ♥A ♣7 ♣6")[0] == "recommended"
    v, keys = verdict_keys(d, "♣7 ♣6 ♠A ♠9")
    assert v == "acceptable" and {"ex_kotkat_two_two", "ex_order_wish"} <= keys
    # ♥A with ♥8 keeps only ♥Q: no small card as the link ("pienen kortin"; review round 6, C56h)
    assert verdict_keys(d, "♣7 ♣6 ♥A ♥8")[0] == "not_advised"
    assert "ex_kotkat_gives_link" in own_keys(d, "♣7 ♣6 ♥A ♥8")
    # Must not fire: the ace's companions without the ace, a card of the wished trump.
    v, _ = verdict_keys(d, "♣7 ♣6 ♥Q ♠3")
    assert v == "not_advised" and "ex_pk_only_with" in own_keys(d, "♣7 ♣6 ♥Q ♠3")
    assert {"ex_kotkat_keeps_wish", "ex_kotkat_keeps_best"} & own_keys(d, "♦Q ♣7 ♣6 ♠A")
    # The 2 + 2 shape needs a card of the ace's suit kept as the link: ♠A93 given whole is no 2 + 2.
    assert verdict_keys(d, "♠A ♠9 ♠3 ♥A")[0] == "acceptable"  # the 1 + 3 shape


def test_no_honour_alternative_in_a_suit_whose_ace_the_giver_holds() -> None:
    # Must not fire (C53a, C53): gen.packet_choose.alkupelit.7100, D lifts 4♠ holding ♣A (from the middle)
    # after B's 3♣: the ace is signalled with a small ♣, never given as "the highest honour".
    hands = {
        A: "♠8 ♣752 ♦AQ86 ♥K1097",
        B: "♠AQJ52 ♣KQ6 ♦32 ♥AJ",
        C: "♠K643 ♣1093 ♦94 ♥Q84",
        D: "♠1097 ♣4 ♦J1075 ♥6532",
    }
    auction = (
        "pass 1♠ pass pass  pass pass pass pass  pass 1♥ pass pass  pass 2♠ pass pass  pass pass pass 3♠  "
        "pass 3♣ pass pass  pass pass pass 4♠  pass pass pass pass  pass pass pass pass"
    )
    d = choose_drill(state_after(make_deal(Form.ALKUPELIT, A, hands, "♣8 ♣A ♣J ♦K"), auction))
    assert d.seat is D
    assert verdict_keys(d, "♠10 ♠9 ♠7 ♣8")[0] == "recommended"
    v, _ = verdict_keys(d, "♠10 ♠9 ♠7 ♣A")
    assert v == "not_advised" and "ex_pk_gives_ace" in own_keys(d, "♠10 ♠9 ♠7 ♣A")
