"""Packet choice after review round 11 (reader D): the kotkat recipe with its link card, and the misère
packet's "best misère suit" said only where it is true.

Handbook: *KOTKAT / Valttipelin korttien vaihdot* (the short suit voided, a side ace given, a small card of
its suit kept as the link), *KOTKAT / Misäärin korttien vaihdot* (the packet names the good misère suit).
Each situation is built directly (a deal and an auction), not from the drill generator's seeds; the review's
drill ids are named.
"""

from __future__ import annotations

from tests.test_packet_choice import drill, verdict
from tests.test_packet_round5 import advised, cards, kotkat_6s, packet, recommended

# --- C56k: the side ace heading the suit left after the void, its small card kept as the link ---------------


def test_the_recipe_keeping_the_aces_small_card_is_acceptable() -> None:
    """gen.packet_choose.kotkat.14004 (review 11, reader D): ♠K6 ♣K96 ♦QJ10652 ♥A8 opens 6♠.  The handbook's
    recipe ("lyhimmän / huonoimman maansa renoksi", "sivumaan ässän jättäen itselleen yhteyskortiksi pienen
    kortin"): ♠K6 voided, ♥A given, ♥8 kept, a small ♣ the fourth card."""
    s = kotkat_6s("♠K6 ♣K96 ♦QJ10652 ♥A8")
    pa = packet(s)
    assert cards("♠K ♠6 ♥A ♥8") in recommended(pa)  # the two doubletons crossed stay the advice
    assert cards("♠K ♠6 ♥A ♣6") in advised(pa)
    keys = {r.key for r in pa.reasons_for(cards("♠K ♠6 ♥A ♣6"))}
    assert {"ex_kotkat_void", "ex_kotkat_side_ace"} <= keys
    # A higher filler is not told that it keeps the link card: the acceptable packet keeps ♥8 too.
    got, why = verdict(drill(s), "♠K ♠6 ♥A ♣9")
    assert got == "not_advised"
    assert "drill_pk_suit_kept" not in why


def test_the_recipe_needs_a_small_card_left_as_the_link() -> None:
    """Must not fire: with ♥AK the ace leaves only the king, no "pienen kortin" to reach it."""
    pa = packet(kotkat_6s("♠K6 ♣K96 ♦QJ10652 ♥AK"))
    assert cards("♠K ♠6 ♥A ♣6") not in advised(pa)


def test_two_side_aces_with_links_stay_acceptable_only() -> None:
    """Must not change the advice: ♠AQ62 ♣AKQJ ♦AK85 ♥3 (fresh seed kotkat.14298) keeps its recommended 1 + 3
    packet (♥3 + ♠A ♠Q ♠6, keeping ♠2); ♥3 with the ♦A and the ♠A, both links kept, is acceptable."""
    pa = packet(kotkat_6s("♠AQ62 ♣AKQJ ♦AK85 ♥3"))
    assert cards("♠A ♠Q ♠6 ♥3") in recommended(pa)
    assert cards("♠A ♠Q ♦A ♥3") in advised(pa)
    assert cards("♠A ♠Q ♦A ♥3") not in recommended(pa)
