"""Three-player skruuvi with a dummy (*Kolmen pelaajan skruuvi (puupää)*): trainer/phases/puupaa.py.

Each test names the handbook rule or the reading (docs/rules.md §17, P1–P12) it checks, where it
applies and where it must not.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from trainer.bids import PASS, Bid, Pass
from trainer.dealing import deal
from trainer.game import Phase
from trainer.rules import find_rules
from trainer.seats import Seat
from trainer.state import State

ALKUPELIT = find_rules("alkupelit", variant="puupaa")
KOTKAT = find_rules("kotkat", variant="puupaa")


def _random_deal(rules_name: str, seed: int) -> State:
    """A whole puupää deal played by random legal actions (the live players mostly pass)."""
    rules = find_rules(rules_name, variant="puupaa")
    rng = random.Random(seed)
    s = State.new(deal(rules.form, Seat(rng.randrange(4)), seed), rules=rules)
    while not s.is_over:
        acts = s.legal_actions()
        if s.phase is Phase.AUCTION and len(acts) > 1:
            a = acts[0] if rng.random() < 0.8 else rng.choice(acts[1 : min(len(acts), 6)])
        else:
            a = rng.choice(acts)
        s = s.apply(a)
    return s


@pytest.mark.parametrize("form", ["alkupelit", "kotkat"])
def test_random_deals_keep_the_invariants(form: str) -> None:
    """P3, P5, P12 over whole random deals: the dummy only passes, it sits opposite the top bidder after
    the auction, every card is accounted for, and the pairs' scores are those of the seats."""
    games: Counter[str] = Counter()
    for seed in range(400):
        s = _random_deal(form, seed)
        dm = s.puupaa
        assert dm is not None
        # The auction's calls name the seats at the time (the dummy then sat opposite the dealer).
        assert all(isinstance(c, Pass) for seat, c in s.calls if seat is s.dealer.partner)
        assert all(isinstance(c, Pass) for seat, c in (*s.continuation, *s.doubling_calls) if seat is dm.seat)
        assert all(seat is not dm.seat for seat, _ in s.continuation)
        assert s.card_count() == 52
        r = s.result
        assert r is not None
        games[r.game.value] += 1
        if r.declarer is not None:
            assert dm.seat is r.declarer.partner
            assert r.declarer is s.highest_by
        else:
            assert dm.seat is s.dealer.partner and dm.moved is None
    assert {"passimisaari", "trump"} <= set(games)


def test_find_rules() -> None:
    assert ALKUPELIT.dummy and KOTKAT.dummy and ALKUPELIT.variant == "puupaa"
    assert find_rules("kotkat/puupää") is KOTKAT
    with pytest.raises(ValueError, match="bolsevikit has no variant"):
        find_rules("bolsevikit", variant="puupaa")
    assert not find_rules("kotkat").dummy


def test_dummy_only_passes() -> None:
    """P3: the dummy (the dealer's partner) may only pass in the auction."""
    s = State.new(deal(KOTKAT.form, Seat.A, 1), rules=KOTKAT)
    s = s.apply(Bid.parse("6♠")).apply(PASS)
    assert s.to_act is Seat.C and s.legal_actions() == (PASS,)
    with pytest.raises(Exception, match="dummy") as e:
        s.apply(Bid.parse("7♠"))
    assert getattr(e.value, "code", None) == "illegal_dummy_passes"
