"""The dealer's shuffle (*Korttien jakaminen*): ``trainer.dealing.shuffled_pack`` writes out the steps of
``random.Random.shuffle`` for speed, and must stay the same permutation with the same draws."""

from __future__ import annotations

import random

from trainer.dealing import shuffled_pack


def test_shuffled_pack_is_random_shuffle() -> None:
    for seed in [*range(2000), 2**40 + 7, None]:
        mine = random.Random(seed)
        theirs = random.Random()
        theirs.setstate(mine.getstate())  # the same state, seeded or not
        pack = list(range(52))
        theirs.shuffle(pack)
        assert shuffled_pack(mine) == pack
        # The same number of draws: both generators go on alike.
        assert mine.getrandbits(64) == theirs.getrandbits(64)


def test_shuffled_pack_is_not_the_identity() -> None:
    # A test that can fail: the pack really is shuffled, and different seeds give different packs.
    assert shuffled_pack(random.Random(1)) != list(range(52))
    assert shuffled_pack(random.Random(1)) != shuffled_pack(random.Random(2))
