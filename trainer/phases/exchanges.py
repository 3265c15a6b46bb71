"""Cards given face down: packets, the one-card gives, passimisääri's and the defenders' exchanges.

Handbook sections *Pääpelaajien korttien vaihdot* (the lifter gives four cards to partner in an
order; partner gives one card to each other player, clockwise from their left), *KOTKAT / Korttien
vaihdot* (a packet and a return packet, both in an order), *Korttien ylianto* (the bolshevik player's
gives), *Passimisääri / Korttien vaihdot* and *Sivupelaajien korttien vaihdot* (the defender on the
declarer's left gives first, partner gives back).  A packet is chosen one card at a time, top card
first; it changes hands when complete.  ``State.queue`` holds the (giver, recipient) pairs still to come.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from trainer.cards import Card, cards_of, mask_of
from trainer.game import PACKET_PHASES, Action, Exchange, Phase
from trainer.phases import doubling as _doubling

if TYPE_CHECKING:
    from trainer.state import State

_PACKET_PHASES = PACKET_PHASES
# Enum members read as module constants: each ``Phase.X`` is a lookup through the Enum metaclass.
_PACKET = Phase.PACKET
_RESPONDER_GIVES = Phase.RESPONDER_GIVES
_RETURN_PACKET = Phase.RETURN_PACKET
_BOLSHEVIK_GIVES = Phase.BOLSHEVIK_GIVES
_PASS_EXCHANGE = Phase.PASS_EXCHANGE
_DEFENDERS_EXCHANGE = Phase.DEFENDERS_EXCHANGE
_CONTINUATION = Phase.CONTINUATION
_DOUBLING = Phase.DOUBLING


def cards(s: State) -> tuple[Action, ...]:
    """Any card of the giver's hand."""
    assert s.to_act is not None
    return cards_of(s.hands[s.to_act])


def give(s: State, card: Card) -> None:
    giver, recipient = s.queue[0]
    hands = list(s.hands)
    hands[giver] &= ~card.bit
    ph = s.phase
    if ph in _PACKET_PHASES:
        packet = (*s.packet, card)
        if len(packet) < 4:
            fresh = s.__dict__  # plain writes into the fresh copy (as State._set does): most gives stop here
            fresh["hands"] = (hands[0], hands[1], hands[2], hands[3])
            fresh["packet"] = packet
            return
        hands[recipient] |= mask_of(packet)
        s._set(
            hands=tuple(hands),
            packet=(),
            exchanges=(*s.exchanges, Exchange(ph, giver, recipient, packet)),
        )
        after_step(s)
        return
    hands[recipient] |= card.bit
    s._set(hands=tuple(hands), exchanges=(*s.exchanges, Exchange(ph, giver, recipient, (card,))))
    after_step(s)


def after_step(s: State) -> None:
    queue = s.queue[1:]
    if queue:
        fresh = s.__dict__  # plain writes into the fresh copy (as State._set does)
        fresh["queue"] = queue
        fresh["to_act"] = queue[0][0]
        return
    ph = s.phase
    lifter = s.lifter
    if ph is _PACKET:
        assert lifter is not None
        p = lifter.partner
        if s.rules.lift:
            q = tuple((p, r) for r in s.rules.give_order(p))
            s._set(phase=_RESPONDER_GIVES, queue=q, to_act=p)
        else:
            s._set(phase=_RETURN_PACKET, queue=((p, lifter),), to_act=p)
    elif ph in (_RESPONDER_GIVES, _RETURN_PACKET) or ph is _BOLSHEVIK_GIVES:
        assert lifter is not None
        s._set(phase=_CONTINUATION, queue=(), passes=0, to_act=lifter)
    elif ph is _PASS_EXCHANGE:
        d = s.dealer
        s._set(queue=(), phase=_DOUBLING, double_queue=(d, d.left, d.partner, d.right), to_act=d)
    elif ph is _DEFENDERS_EXCHANGE:
        _doubling.start(s)
