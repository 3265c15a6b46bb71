"""A signal refusal never says the learner holds a card that has been played (review round 9,
gen.signal_discard.bolsevikit.10300 and 10302: "a suit whose ♣K you hold" after the ♣K went at trick 4).

``sig_signal_top_left`` (discards._honour_gone, C89b) is said when a suit's signal honour has been played and
the seat holds the top card left.  Its text named the played honour a second time as the one "you hold"; it
now names it once, as played, and the seat's own top card as "your".
"""

from __future__ import annotations

import pytest

from trainer.conventions.core import Reason
from trainer.conventions.discards import SECTION_SIGNAL
from trainer.conventions.texts import reason_text
from trainer.i18n import Translator


@pytest.mark.parametrize(("lang", "yours"), [("en", "Your ♣Q"), ("fi", "Kädessäsi oleva ♣Q")])
def test_the_played_honour_is_named_once_as_played_and_never_as_held(lang: str, yours: str) -> None:
    why = Reason(
        "sig_signal_top_left", SECTION_SIGNAL, {"card": "♣4", "honour": "♣K", "suit": "♣", "top": "♣Q"}
    )
    text = reason_text(why, Translator(lang))
    assert text.count("♣K") == 1 and text.startswith("♣K" if lang == "fi" else "The ♣K")
    assert yours in text
    assert "you hold" not in text.split("♣Q", 1)[1] or "honour it would show" in text
