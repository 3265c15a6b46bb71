"""Bolshevik doubles: the reasons never show a placeholder for an empty card list (*Loppumaalaus ja koputukset*).

Review 2 (gen.call.bolsevikit.6005): a defender without any two in a suit of four or more was told
"you have such twos in fewer suits (-)". The traditional test ("kaksi kakkosta vähintään neljän kortin
maissa") is unchanged; only the wording for no such two is its own reason.
"""

from __future__ import annotations

import pytest

from tests.test_doubling_advice import DOUBLE, NO, REC, bolshevik_point, verdicts, worse_keys
from trainer.conventions.advise import advise_point
from trainer.conventions.texts import reason_text
from trainer.i18n import Translator
from trainer.seats import Seat

D = Seat.D


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_no_two_in_a_long_suit_is_said_in_words(lang: str) -> None:
    point = bolshevik_point({D: "♣8653 ♠J973 ♦J8 ♥76"})  # no two at all
    a = advise_point(point)
    assert a is not None and verdicts(point, a) == {"pass": REC, "X": NO}
    assert worse_keys(a, DOUBLE) == {"dbl_bol_no_twos"}
    _ = Translator(lang)
    texts = [reason_text(r, _) for r in (*a.reasons, *a.worse[DOUBLE])]
    assert not any("(-)" in t or "{" in t for t in texts), texts


def test_a_two_in_a_short_suit_still_names_the_two() -> None:
    # The must-not-fire side: a two in a suit of four or more is named ("fewer suits (♣2)").
    point = bolshevik_point({D: "♣8652 ♠J973 ♦J8 ♥76"})
    a = advise_point(point)
    assert a is not None
    reasons = a.worse[DOUBLE]
    assert [r.key for r in reasons] == ["dbl_bol_twos"] and reasons[0].params == {"cards": "♣2"}
