"""Cases for the named rules of :mod:`trainer.conventions.discards` that ``tests/test_discards.py`` does not reach.

Every rule of the rulebook names a test where it fires and one where it must not (issue 11, *Structure*);
these build the decision through the engine, as ``tests/test_discards.py`` does.
"""

from __future__ import annotations

from tests.test_discards import point_of, replay, trump_deal
from trainer.bids import Form
from trainer.cards import Card, Suit
from trainer.conventions import discards
from trainer.conventions.leads import AdviceBuilder
from trainer.game import GameType
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D

#: A self-played alkupelit deal (seed 2 of the comparison sample): 6 misère, D a defender, void in
#: hearts at the eighth trick, holding the lone ♦2 beside the ♣K signal suit.
MISERE_VOID = replay(
    Form.ALKUPELIT,
    C,
    {
        A: "♠5 ♠7 ♣J ♣Q ♣K ♦8 ♦Q ♦K ♥9 ♥Q ♥K ♥A",
        B: "♠10 ♣3 ♣7 ♣8 ♦10 ♦J ♦A ♥3 ♥4 ♥5 ♥7 ♥8",
        C: "♠2 ♠3 ♠9 ♠J ♠Q ♣2 ♣4 ♣6 ♦3 ♦4 ♦7 ♥6",
        D: "♠4 ♠6 ♠8 ♠A ♣9 ♣10 ♦2 ♦6 ♦9 ♥2 ♥10 ♥J",
    },
    "6M pass pass pass pass pass pass pass pass ♦4 ♦7 ♦3 ♥6 ♣Q ♣J ♣K pass pass pass pass pass pass ♥10 ♥9 "
    "♥8 ♣A ♥2 ♥6 ♥5 ♠K ♦3 ♦10 ♦5 ♦9 ♥3 ♠Q ♥J ♥A ♦4 ♦J ♠J ♦6 ♥4 ♣J",
    middle="♦5 ♠K ♣A ♣5",
)


def test_a_misere_defender_may_void_a_singleton() -> None:
    # *Maalattu misääri / Avauslyönti*: after the opening lead the defender's partner may give the
    # signal, "alkaa renota jotakin maata" (start voiding a suit) or drop an ace.  D's lone ♦2 voids
    # diamonds: acceptable beside the ♣K signal, with a reason of its own.
    point = point_of(MISERE_VOID, D)
    assert point.view.declarer not in (D, D.partner)
    a = discards.advise(point)
    assert a is not None and a.rule == "C89.signal" and "C90.misere_void" in a.rules
    assert a.recommended == (Card.parse("♣9"),)
    assert Card.parse("♦2") in a.acceptable and "sig_void_single" in {r.key for r in a.reasons}
    assert a.judgement


def _hist(text: str) -> str:
    """A dump's history line ("A:pass B:3♠ ...") as :func:`replay` reads it."""
    return " ".join(item.split(":", 1)[1] for item in text.split())


#: Review 11, gen.signal_discard.alkupelit.14003: 5♠ by B.  Trick 1: C ♦J, D ♦3, A ♦5, B ruffs with ♠3,
#: trumps left; A (♠– ♣KQ109 ♦A9876 ♥42) makes the first discard on the third trick.
ALKUPELIT_14003 = replay(
    Form.ALKUPELIT,
    A,
    {
        A: "♠92 ♣KQ10 ♦A9875 ♥42",
        B: "♠AQ108 ♣J ♦1062 ♥J1085",
        C: "♠K654 ♣964 ♦KJ ♥A63",
        D: "♠J7 ♣A8732 ♦43 ♥K97",
    },
    _hist(
        "A:pass B:3♠ C:pass D:3♣ A:pass B:3♥ C:pass D:pass A:pass B:4♠ C:pass D:4♣ A:pass B:pass C:pass "
        "D:pass A:pass B:pass C:pass D:4♥ A:pass B:pass C:pass D:pass A:pass B:pass C:pass D:pass D:♣2 "
        "D:♠J D:♠3 D:♠7 B:♦2 B:♦10 B:♦6 D:pass B:5♠ D:pass B:pass D:pass B:pass C:♣9 A:♠9 C:pass A:pass "
        "C:♦J D:♦3 A:♦5 B:♠3 B:♠A C:♠4 D:♣3 A:♠2 B:♠7 C:♠5 D:♦4"
    ),
    middle="♥Q ♦Q ♠3 ♣5",
)


def test_alkupelit_14003_no_signal_in_a_suit_the_declarer_trumps() -> None:
    """Review 11, gen.signal_discard.alkupelit.14003 (C89c).

    *Merkinanto*: the signal shows the suit "josta hän voi saada tikin", a small card "maasta, josta omaa
    korkean honöörin" (the ace only "ihanteellinen").  B ruffed the first ♦ with trumps left, so a ♦ lead
    cannot reach A: the small ♣ under ♣KQ (behind D, who bid ♣) is the signal; a small ♦ is told why not.
    """
    a = discards.advise(point_of(ALKUPELIT_14003, A))
    assert a is not None and a.rule == "C89.signal"
    assert a.recommended == (Card.parse("♣9"),)
    why = a.reasons[0]
    assert why.key == "sig_standard_high" and why.params["honours"] == "♣K ♣Q"
    for c in ("♦6", "♦7", "♦8", "♦9"):
        assert Card.parse(c) not in a.acceptable or c == "♦6"  # (♦6 is the Italian card for ♣)
    assert {r.key for r in a.worse[Card.parse("♦7")]} == {"sig_signal_ruffed"}
    assert {r.key for r in a.worse[Card.parse("♣Q")]} == {"sig_high_not_signal"}


def test_a_small_card_under_k_q_is_a_fair_signal_beside_the_ace() -> None:
    """C89c, review 11 (gen.signal_discard.alkupelit.14003): "korkean honöörin", the ace only
    "ihanteellinen".  D (♣AJ9432 ♦KQJ98 ♥76) signals under the ♣A, nobody having shown out of ♣ or ♦: the
    ace's suit stays recommended, and a small ♦ under ♦KQ is a fair signal too (a judgement)."""
    s = trump_deal().apply(Card.parse("♠K"))
    s = s.apply(s.legal_actions()[0])
    a = discards.advise(point_of(s, D))
    assert a is not None and a.rule == "C89.signal" and "C89c.high_card_signal_also" in a.rules
    assert a.recommended == (Card.parse("♣2"),)
    assert {Card.parse("♦8"), Card.parse("♦9")} <= set(a.acceptable)
    also = next(r for r in a.reasons if r.key == "sig_signal_high_also")
    assert also.params["honours"] == "♦K ♦Q" and a.judgement
    # Must not fire: the ♦K and ♦Q themselves are no signal.
    assert {r.key for r in a.worse[Card.parse("♦K")]} == {"sig_high_not_signal"}


def test_no_high_card_signal_in_a_suit_without_one_or_trumped() -> None:
    """C89c must not fire: ♥42 holds no high card that takes a trick, and ♦A9876 is trumped (skipped)."""
    point = point_of(ALKUPELIT_14003, A)
    d = discards._Discard(point, GameType.TRUMP, AdviceBuilder(point, discards.TOPIC))
    assert set(d.high_suits) == {Suit.CLUBS} and d.ruffed == frozenset({Suit.DIAMONDS})
    assert Suit.HEARTS not in d.high_suits  # ♥42: no high card at all


#: Review 11, gen.signal_discard.kotkat.14001: passimisääri; C (♠J104 ♥KJ96543, partner passed the ♥3)
#: makes the first discard after the ♠Q has been played, so ♠J and ♠10 are equal.
KOTKAT_14001 = replay(
    Form.KOTKAT,
    A,
    {
        A: "♠K87 ♣K97 ♦AQ1083 ♥103",
        B: "♠A953 ♣J1065 ♦62 ♥A87",
        C: "♠J1064 ♣8 ♦54 ♥KJ9654",
        D: "♠Q2 ♣AQ432 ♦KJ97 ♥Q2",
    },
    _hist(
        "A:pass B:pass C:pass D:pass B:♦2 C:♣8 D:♠2 A:♥3 A:pass B:pass C:pass D:pass B:♠9 C:♠6 D:♠Q A:♠8 "
        "D:♦7 A:♦3 B:♦6 C:♦5 D:♦K A:♦Q B:♣J C:♦4 D:♦2 A:♦8 B:♥A"
    ),
)


def test_kotkat_14001_the_ten_equal_to_the_jack_is_as_good() -> None:
    """Review 11, gen.signal_discard.kotkat.14001 (C90k).

    *Passimisääri / Merkinanto*: the discard may be "vaarallinen korkea kortti".  The ♠J is shed; with the
    ♠Q played, the ♠10 wins and loses the same tricks, so it is acceptable with a reason of its own.
    """
    a = discards.advise(point_of(KOTKAT_14001, C))
    assert a is not None and a.rule == "C89a.shed_high_instead"
    assert a.recommended == (Card.parse("♠J"),) and Card.parse("♠10") in a.acceptable
    eq = next(r for r in a.reasons if r.key == "sig_equal_shed")
    assert eq.params == {"card": "♠10", "equal": "♠J", "suit": "♠"}
    assert not a.judgement  # an equal card is no choice
    # Must not fire: the ♠4 is a small card (a signal), and the ♥J is not equal to any card shed.
    assert {r.key for r in a.worse[Card.parse("♠4")]} == {"sig_false_signal"}
    assert {r.key for r in a.worse[Card.parse("♥J")]} == {"sig_high_not_signal"}
