"""Doubling (*Koputukset ja vastakoputukset*) in the pair games and passimisääri.

Painted games: the defender on the declarer's left, then partner; after a double the main player on
the doubler's left, then partner, may redouble.  Passimisääri: from the dealer clockwise until someone
doubles; then the doubler's left, then that player's partner.  (Bolsevikit doubles differently:
:mod:`trainer.phases.bolsevikit`.)  Why a call is refused is :mod:`trainer.legality`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from trainer.bids import DOUBLE, PASS, REDOUBLE, Call, Double, Redouble
from trainer.game import Action, Phase
from trainer.phases import play as _play
from trainer.seats import Seat

if TYPE_CHECKING:
    from trainer.state import State
_DOUBLING = Phase.DOUBLING  # a module constant: ``Phase.DOUBLING`` is a lookup through the Enum metaclass


def calls(s: State) -> tuple[Action, ...]:
    """Pass or double; once doubled, pass or redouble."""
    return (PASS, REDOUBLE) if s.doubled_by else (PASS, DOUBLE)


def start(s: State) -> None:
    d = s.declarer
    assert d is not None
    s._set(phase=_DOUBLING, queue=(), double_queue=(d.left, d.right), to_act=d.left)


def apply_call(s: State, call: Call, actor: Seat) -> None:
    """A legal call (:func:`calls`; ``State.apply`` refuses anything else)."""
    calls = (*s.doubling_calls, (actor, call))
    if isinstance(call, Double):
        s._set(doubling_calls=calls, doubled_by=frozenset({actor}))
        next_double(s, (actor.left, actor.left.partner))
        return
    if isinstance(call, Redouble):
        s._set(doubling_calls=calls, redoubled=True)
        _play.start(s)
        return
    s._set(doubling_calls=calls)
    next_double(s, s.double_queue[1:])


def next_double(s: State, queue: tuple[Seat, ...]) -> None:
    if queue:
        s._set(double_queue=queue, to_act=queue[0])
        return
    _play.start(s)
