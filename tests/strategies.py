"""Shared helpers for tests: playing random legal deals that reach every game type.

The deals are played by :class:`trainer.players.BiasedRandomPlayer` at every seat through
:func:`trainer.players.play_states`; the saved transcripts (``tests/transcripts.py``) depend on the
exact sequence of random draws, which these helpers keep.
"""

from __future__ import annotations

import random

from trainer.bids import Form
from trainer.dealing import deal
from trainer.players import BiasedRandomPlayer, everyone, play_states
from trainer.seats import Seat
from trainer.state import Action, State


def choose(s: State, rng: random.Random, pass_bias: float) -> Action:
    """The biased random player's action for the player to act in ``s`` (see BiasedRandomPlayer)."""
    seat = s.to_act
    assert seat is not None
    return BiasedRandomPlayer(pass_bias).act(s.info(seat), s.legal_actions(), rng)


def random_states(form: Form, seed: int, pass_bias: float = 0.75) -> list[State]:
    """Every state of the random deal ``seed`` of ``form``, from the deal to the score."""
    rng = random.Random(seed)
    start = State.new(deal(form, Seat(seed % 4), seed))
    return list(play_states(start, everyone(BiasedRandomPlayer(pass_bias)), rng))


def bolshevik_set_states() -> list[State]:
    """Every state with a player to act of five random bolsevikit deals played with the set's facts:
    players who have played their bolshevik (they may only pass) and a player who must bid it now."""
    a, b, c, d = Seat.A, Seat.B, Seat.C, Seat.D
    set_facts: list[tuple[set[Seat], Seat | None]] = [
        ({a, c}, None),
        (set(), b),
        ({d}, a),
        ({a, b, c}, d),
        (set(), c),
    ]
    out: list[State] = []
    for i, (barred, forced) in enumerate(set_facts):
        rng = random.Random(i)
        s = State.new(
            deal(Form.BOLSEVIKIT, Seat(i % 4), 70_000 + i),
            bolshevik_barred=frozenset(barred),
            bolshevik_forced=forced,
        )
        while not s.is_over:
            out.append(s)
            s = s.apply(rng.choice(s.legal_actions()))
    return out
