"""Shared helpers for tests: playing random legal deals that reach every game type."""

from __future__ import annotations

import random

from trainer.bids import PASS, Bid, Form
from trainer.dealing import deal
from trainer.seats import Seat
from trainer.state import Action, Phase, State


def choose(s: State, rng: random.Random, pass_bias: float) -> Action:
    """A random legal action; in bidding phases pass with probability ``pass_bias``.

    Uniform choices almost always bid up to 7 grand; the bias lets random deals
    reach passimisääri, low painted contracts, misère and the bolshevik.
    """
    acts = s.legal_actions()
    if s.phase in (Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING) and PASS in acts:
        if rng.random() < pass_bias:
            return PASS
        bids = [a for a in acts if a is not PASS]
        if s.phase is not Phase.DOUBLING and bids and all(isinstance(b, Bid) for b in bids):
            # prefer low bids, as real auctions do
            return bids[min(len(bids) - 1, int(rng.expovariate(0.4)))]
        return rng.choice(bids) if bids else PASS
    return rng.choice(acts)


def random_states(form: Form, seed: int, pass_bias: float = 0.75) -> list[State]:
    rng = random.Random(seed)
    s = State.new(deal(form, Seat(seed % 4), seed))
    out = [s]
    while not s.is_over:
        s = s.apply(choose(s, rng, pass_bias))
        out.append(s)
    return out
