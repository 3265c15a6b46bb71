"""The bolsevikit procedure: the bolshevik round, the choice among bidders, the final call, doubling.

Handbook sections *BOLSEVIKIT*, *BOLSEVIKIT / Maalaukset*, *Korttien ylianto*, *Koputukset ja
vastakoputukset* (bolsevikit) and *Bolsevikkien pistelasku*.  One round in which each player passes or
bids the bolshevik (7 misère); several may bid, and the first bidder chooses who plays.  In a bolshevik
set a player who has played theirs may only pass, and a player who is out of deals must bid unless
someone already bid this round.  The player shows and takes the middle cards, gives one card to each
other player, then stays in 7 misère or calls a dictator (7♠..7♥ or 7G).  Doubling: the niskamies (the
player's right), then the other defenders clockwise, each for themself; then the player may redouble.
A round with no bidder throws the deal in.

This module is the bolsevikit entry of the procedure table (:mod:`trainer.phases`): the other forms
never reach it.  Its handlers are given legal actions only (``State.apply`` refuses the rest, with the
reason :mod:`trainer.legality` gives).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from trainer.bids import BOLSHEVIK, DOUBLE, PASS, REDOUBLE, Bid, Call, Double, Redouble, Strain
from trainer.cards import mask_of
from trainer.game import Action, Choice, GameType, Phase
from trainer.phases import play as _play
from trainer.seats import Seat

if TYPE_CHECKING:
    from trainer.state import State


def calls(s: State) -> tuple[Action, ...]:
    """The bolshevik round: pass or the bolshevik (7 misère); a barred player passes, a forced one bids."""
    seat = s.to_act
    if seat in s.bolshevik_barred:
        return (PASS,)
    if seat is s.bolshevik_forced and not bolshevik_bid_this_round(s):
        return (BOLSHEVIK,)
    return (PASS, BOLSHEVIK)


def bolshevik_bid_this_round(s: State) -> bool:
    return any(isinstance(c, Bid) for _, c in s.calls)


def apply_call(s: State, call: Call, actor: Seat) -> None:
    """A legal call in the bolshevik round (*BOLSEVIKIT / Maalaukset*; :func:`calls`)."""
    calls = (*s.calls, (actor, call))
    s._set(calls=calls, to_act=actor.left)
    if len(calls) < 4:
        return
    bidders = tuple(seat for seat, c in calls if isinstance(c, Bid))
    if not bidders:
        s._set(phase=Phase.DONE, to_act=None, game=GameType.THROWN_IN)
        _play.finish(s)
    elif len(bidders) == 1:
        start_bolshevik(s, bidders[0])
    else:
        s._set(phase=Phase.BOLSHEVIK_CHOICE, candidates=bidders, to_act=bidders[0])


def choices(s: State) -> tuple[Action, ...]:
    """A bidder may play or yield to the next bidder; the last one must play."""
    return (Choice.PLAY,) if len(s.candidates) == 1 else (Choice.PLAY, Choice.YIELD)


def choose(s: State, choice: Choice, actor: Seat) -> None:
    """A legal choice (:func:`choices`): play, or yield to the next bidder."""
    if choice is Choice.PLAY:
        start_bolshevik(s, actor)
        return
    rest = s.candidates[1:]
    s._set(candidates=rest, to_act=rest[0])


def start_bolshevik(s: State, player: Seat) -> None:
    hands = list(s.hands)
    hands[player] |= mask_of(s.deal.middle)
    s._set(
        lifter=player,
        declarer=player,
        highest=BOLSHEVIK,
        _open_calls=s._calls_above[BOLSHEVIK],
        highest_by=player,
        middle_shown=True,
        hands=tuple(hands),
        phase=Phase.BOLSHEVIK_GIVES,
        queue=tuple((player, r) for r in s.rules.give_order(player)),
        to_act=player,
        candidates=(),
    )


def final_calls(s: State) -> tuple[Action, ...]:
    """The bolshevik player's final call: pass (stay in 7 misère) or a dictator, 7♠..7♥ or 7G."""
    return s.rules.final_calls


def final_call(s: State, call: Call, actor: Seat) -> None:
    """The bolshevik player's final call (*Korttien ylianto*): stay in 7 misère or call a dictator (a legal
    call: :func:`final_calls`)."""
    lifter = s.lifter
    assert lifter is not None
    contract = call if isinstance(call, Bid) else BOLSHEVIK
    s._set(
        continuation=(*s.continuation, (actor, call)),
        contract=contract,
        declarer=lifter,
        game=GameType.BOLSHEVIK if contract.strain is Strain.MISERE else GameType.DICTATOR,
        trump=contract.trump,
    )
    s._set(
        phase=Phase.DOUBLING,
        double_queue=(lifter.right, lifter.left, lifter.partner),
        to_act=lifter.right,
    )


def double_call(s: State, call: Call, actor: Seat) -> None:
    """Bolsevikit doubling (*Koputukset ja vastakoputukset*, bolsevikit): the niskamies, then the other
    defenders clockwise, each for themself; then the player may redouble (a legal call: :func:`double_calls`)."""
    calls = (*s.doubling_calls, (actor, call))
    if isinstance(call, Double):
        # Every defender doubles for themself; the round goes on.
        s._set(doubling_calls=calls, doubled_by=s.doubled_by | {actor})
        _next(s, s.double_queue[1:], calls)
        return
    if isinstance(call, Redouble):
        s._set(doubling_calls=calls, redoubled=True)
        _play.start(s)
        return
    s._set(doubling_calls=calls)
    _next(s, s.double_queue[1:], calls)


def double_calls(s: State) -> tuple[Action, ...]:
    return (PASS, REDOUBLE) if s.to_act is s.declarer else (PASS, DOUBLE)


def _next(s: State, queue: tuple[Seat, ...], calls: tuple[tuple[Seat, Call], ...]) -> None:
    if queue:
        s._set(double_queue=queue, to_act=queue[0])
        return
    player = s.declarer
    if s.doubled_by and player is not None and all(seat is not player for seat, _ in calls):
        # Someone doubled and the player has not yet spoken: they may redouble.
        s._set(double_queue=(player,), to_act=player)
        return
    _play.start(s)
