"""Cases for the named rules of :mod:`trainer.conventions.discards` that ``tests/test_discards.py`` does not reach.

Every rule of the rulebook names a test where it fires and one where it must not (issue 11, *Structure*);
these build the decision through the engine, as ``tests/test_discards.py`` does.
"""

from __future__ import annotations

from tests.test_discards import point_of, replay
from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import discards
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
