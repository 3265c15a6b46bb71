"""The handbook player: every decision as the handbook's conventions advise (:mod:`trainer.conventions`).

This is the player the drill generator uses to play realistic deals (auctions, packets and gives
that look like the table's, *Skruuvin pelitaito* and the sections the conventions cite).  At each
decision it asks the conventions for their advice at the seat's decision point, built from what
the seat knows (:class:`~trainer.info.Info`) and nothing else:

* a packet (the alkupelit lifter's, the kotkat top bidder's and the return packet): the
  conventions recommend whole four-card orders (:func:`~trainer.conventions.exchanges.advise_packet`);
  at the packet's first card the player draws one of the recommended orders with ``rng`` (its plan)
  and gives its top card; at each later card it gives the next card of that plan, without drawing
  again (see :meth:`HandbookPlayer.packet_order`);
* any other decision: one of the recommended actions, drawn with ``rng``;
* where the handbook is silent: pass in a calling phase, else a random legal action.

Deterministic: every answer is a function of the info, the legal actions and the generator's
state, except the packet's second to fourth cards, which follow the plan drawn at its first card
(a function of that card's info and generator state).  The plan is the only thing a player keeps
between calls.  Several recommended orders often share their first cards (orders that say the same
thing), so the plan cannot be read back from the cards already given; a player that did not choose
the first card (a new object asked in the middle of a packet) gives the first recommended order
that begins with the cards already given.  Keeping the draw at the first card, as the drill
generator did when it chose a packet whole, keeps every generated drill as it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Final, TypeAlias

from trainer.bids import PASS
from trainer.cards import Card
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, point_from_info
from trainer.conventions.exchanges import advise_packet
from trainer.game import Action, Phase
from trainer.info import Info
from trainer.seats import Seat

PACKET_PHASES: Final = frozenset({Phase.PACKET, Phase.RETURN_PACKET})
CALL_PHASES: Final = frozenset({Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING})


def decision_of(info: Info, legal: tuple[Action, ...]) -> DecisionPoint:
    """The conventions' decision point for ``info.seat``: the one place the handbook player builds it.

    Built from the seat's information only (:func:`trainer.conventions.core.point_from_info`), so the
    conventions cannot see a hidden card through this player.
    """
    return point_from_info(info, legal)


@dataclass(eq=False)
class HandbookPlayer:
    """Plays as the handbook's conventions advise (see the module docstring)."""

    name: str = "handbook"
    # A cache of the last advice (the drill generator asks for the advice at a decision, then lets the
    # player act there): keyed by an equal info and legal actions, so it never changes an answer.
    _last: tuple[Info, tuple[Action, ...], Advice | None] | None = field(default=None, repr=False)
    # Per seat, the packet being given and the order drawn for it at its first card.
    _plans: dict[Seat, tuple[_PacketKey, tuple[Card, ...]]] = field(default_factory=dict, repr=False)

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if not isinstance(info, Info):
            raise TypeError(f"a player is given an Info, not {type(info).__name__}")
        if info.phase in PACKET_PHASES:
            order = self.packet_order(info, legal, rng)
            if order is not None:
                return order[len(info.packet_so_far)]
        advice = self.advice(info, legal)
        if advice is not None and advice.recommended:
            return rng.choice(advice.recommended)
        if info.phase in CALL_PHASES and PASS in legal:
            return PASS
        return rng.choice(legal)

    def advice(self, info: Info, legal: tuple[Action, ...]) -> Advice | None:
        """The conventions' advice at the decision of ``info.seat`` (None where the handbook is silent)."""
        last = self._last
        if last is not None and last[1] == legal and last[0] == info:
            return last[2]
        advice = advise_point(decision_of(info, legal))
        self._last = (info, legal, advice)
        return advice

    def packet_order(
        self, info: Info, legal: tuple[Action, ...], rng: random.Random
    ) -> tuple[Card, ...] | None:
        """The recommended packet order this player gives (top card first), or None without one.

        At the first card one recommended order is drawn with ``rng`` (``rng.choice`` over the
        orders) and kept as the plan for this packet; at the later cards the plan is followed and
        ``rng`` is not used.  Without a plan for this packet (a packet begun by another object), the
        first recommended order that begins with the cards already given.  None when the conventions
        recommend no whole order (then each card follows the card-by-card advice), or when the cards
        already given begin none of them.
        """
        if info.rules.dummy:
            return None  # the handbook gives no packet conventions for puupää (see advise_point)
        so_far = info.packet_so_far
        key = _packet_key(info)
        if so_far:
            plan = self._plans.get(info.seat)
            if plan is not None and plan[0] == key and plan[1][: len(so_far)] == so_far:
                return plan[1]
        # The advice is computed for the giver's whole hand (held cards and the packet so far), so it is
        # the same at every card of the packet.
        orders = advise_packet(decision_of(info, legal)).recommended
        if not orders:
            return None
        if not so_far:
            order = tuple(rng.choice(orders))
            self._plans[info.seat] = (key, order)
            return order
        n = len(so_far)
        return next((tuple(o) for o in orders if tuple(o[:n]) == so_far), None)


#: What identifies one packet of one seat: everything the giver knew when it began it.
_PacketKey: TypeAlias = tuple[object, ...]


def _packet_key(info: Info) -> _PacketKey:
    """The packet ``info.seat`` is giving, as it stood before its first card (the same at every card)."""
    full = tuple(sorted((*info.hand, *info.packet_so_far)))
    return (info.rules, info.seat, info.dealer, info.dealt, info.phase, info.auction, info.continuation,
            info.given, info.received, info.middle, full)  # fmt: skip
