"""A small discard whose suit's signal honour has been played is not called a false signal of it (C89b).

*Merkinanto*: the first discard shows a suit "josta saa tikin".  Once partner has played the ♠A, nobody can
read a small ♠ as showing it.  Review round 7, gen.signal_discard.kotkat.9800: D's ♠8 was told "partner would
think you hold the ♠A" after partner B had played that ace; D's ♠K was the top spade, and declarer A,
void in ♠, would trump it.
"""

from __future__ import annotations

from tests.test_discards import point_of, replay, worse_keys
from trainer.bids import Form
from trainer.conventions import discards
from trainer.conventions.texts import reason_text
from trainer.i18n import Translator
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
HISTORY = (
    "6♠ pass pass pass pass pass pass pass pass ♣3 ♠7 ♣10 ♠10 ♥K ♦5 ♦6 ♦8 6♦ pass pass pass pass pass pass"
    " ♠9 ♠7 ♠4 ♦2 ♦10 ♦9 ♥2 ♦3 ♦J ♦Q ♣3 ♦4 ♠A ♠10 ♠5 ♦5 ♦A ♠2 ♥3"
)
HANDS_9800 = {
    A: "♠107 ♣103 ♦AKJ1072 ♥AQ7",
    B: "♠AJ932 ♣87 ♦Q9 ♥J1095",
    C: "♠Q ♣KQJ654 ♦865 ♥K32",
    D: "♠K8654 ♣A92 ♦43 ♥864",
}


def test_the_played_ace_is_not_said_to_be_thought_held() -> None:
    # gen.signal_discard.kotkat.9800: 6♦ by A; partner B played the ♠A at trick 4, A ruffed ♠ twice.
    a = discards.advise(point_of(replay(Form.KOTKAT, A, HANDS_9800, HISTORY), D))
    assert a is not None
    assert worse_keys(a, "♠8") == {"sig_signal_top_ruffed"}
    assert worse_keys(a, "♠6") <= {"sig_signal_top_ruffed"}  # (♠6 may be an Italian card, acceptable)
    why = a.worse[next(c for c in a.worse if str(c) == "♠8")][0]
    assert why.params["top"] == "♠K" and why.params["honour"] == "♠A"
    for lang in ("en", "fi"):
        assert "♠K" in reason_text(why, Translator(lang))
    # Must not fire: the ♥A is still out, so a small ♥ is the false signal of it, as before.
    assert worse_keys(a, "♥4") == {"sig_false_signal"}


def test_the_top_card_left_held_by_another_is_named() -> None:
    # The same play with D's ♠K and C's ♠Q swapped: the ♠A is gone and the top spade left, ♠K, is C's.
    hands = {**HANDS_9800, C: "♠K ♣KQJ654 ♦865 ♥K32", D: "♠Q8654 ♣A92 ♦43 ♥864"}
    a = discards.advise(point_of(replay(Form.KOTKAT, A, hands, HISTORY), D))
    assert a is not None
    assert worse_keys(a, "♠8") == {"sig_signal_honour_gone"}
    why = a.worse[next(c for c in a.worse if str(c) == "♠8")][0]
    assert why.params["top"] == "♠K"
    assert worse_keys(a, "♥4") == {"sig_false_signal"}
