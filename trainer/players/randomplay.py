"""Random players: uniform over the legal actions, and a pass-biased one that reaches every game type.

Neither reads the handbook's advice; they exist to exercise the engine (benchmarks, property
tests, saved transcripts).  Each draws from the ``rng`` it is given and from nothing else.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from trainer.bids import PASS, Bid
from trainer.game import Action, Phase
from trainer.info import Info

_CALL_PHASES: Final = frozenset({Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING})


@dataclass(frozen=True, slots=True)
class RandomPlayer:
    """Uniformly random over the legal actions (one ``rng.choice`` per decision)."""

    name: str = "random"

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return rng.choice(legal)


@dataclass(frozen=True, slots=True)
class BiasedRandomPlayer:
    """Random, but in the calling phases it passes with probability ``pass_bias`` and prefers low bids.

    Uniform choices almost always bid up to 7 grand; the bias lets random deals reach
    passimisääri, low painted contracts, misère and the bolshevik.  In the auction and the
    continuation a bid is the ``k``-th lowest legal one, ``k`` drawn from an exponential
    distribution (rate 0.4), as real auctions stay low; a double or redouble is uniform.  Every
    other decision (cards, the bolshevik choice) is uniform.  The test suite's random deals and
    saved transcripts are played by this player (``tests/strategies.py``).
    """

    pass_bias: float = 0.75
    name: str = "biased-random"

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if info.phase in _CALL_PHASES and PASS in legal:
            if rng.random() < self.pass_bias:
                return PASS
            bids = [a for a in legal if a is not PASS]
            if info.phase is not Phase.DOUBLING and bids and all(isinstance(b, Bid) for b in bids):
                return bids[min(len(bids) - 1, int(rng.expovariate(0.4)))]
            return rng.choice(bids) if bids else PASS
        return rng.choice(legal)
