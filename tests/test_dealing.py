"""Dealing (handbook: *Korttien jakaminen*)."""

from __future__ import annotations

import random

import pytest

from trainer.bids import Form
from trainer.cards import DECK
from trainer.dealing import deal, middle_positions
from trainer.seats import Seat


@pytest.mark.parametrize(
    ("form", "size", "middle"), [(Form.ALKUPELIT, 12, 4), (Form.KOTKAT, 13, 0), (Form.BOLSEVIKIT, 12, 4)]
)
def test_sizes_and_every_card_once(form: Form, size: int, middle: int) -> None:
    for seed in range(50):
        d = deal(form, Seat(seed % 4), seed)
        assert [len(h) for h in d.hands] == [size] * 4 and len(d.middle) == middle
        assert sorted([c for h in d.hands for c in h] + list(d.middle)) == list(DECK)


def test_same_seed_same_deal_and_dealer_rotates_the_hands() -> None:
    assert deal(Form.KOTKAT, Seat.A, 5) == deal(Form.KOTKAT, Seat.A, 5)
    a, b = deal(Form.ALKUPELIT, Seat.A, 5), deal(Form.ALKUPELIT, Seat.B, 5)
    # The dealer deals from their left, so the same pack lands one seat further round.
    assert b.hands[Seat.C] == a.hands[Seat.B] and b.middle == a.middle
    assert deal(Form.KOTKAT, Seat.A, 5) != deal(Form.KOTKAT, Seat.A, 6)


def test_middle_positions_follow_the_handbook() -> None:
    # Never the top or bottom card of the pack, never four consecutive cards.
    rng = random.Random(1)
    seen = set()
    for _ in range(20_000):
        pos = middle_positions(rng)
        assert len(set(pos)) == 4 and 0 not in pos and 51 not in pos
        assert pos[3] - pos[0] != 3
        seen.update(pos)
    assert seen == set(range(1, 51))
