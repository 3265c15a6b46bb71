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

from trainer.bids import Form
from trainer.cards import parse_card_list
from trainer.conventions.exchanges import advise_packet
from trainer.drills import Kind, check, generate
from trainer.drills.make import Wish, _drill, message_of, same_message_orders
from trainer.drills.model import Drill
from trainer.drills.texts import message_lines
from trainer.i18n import Translator
from trainer.signals import decode

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
