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
* where the handbook is silent: pass in a calling phase; a card in the play by :func:`simple_card`
  (a documented simple policy, *not* the handbook: docs/conventions.md §2.10, "policy"); any other
  decision a random legal action.

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
from trainer.cards import Card, Rank
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, point_from_info
from trainer.conventions.exchanges import advise_packet
from trainer.game import Action, GameType, Phase
from trainer.info import Info
from trainer.play import trick_winner
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
        if info.phase is Phase.PLAY:
            card = simple_card(info, legal)
            if card is not None:
                return card
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


#: Games where the policy plays to take tricks; in the others (misère, passimisääri, bolsevikit) to avoid them.
_TAKING: Final = frozenset({GameType.TRUMP, GameType.GRAND, GameType.DICTATOR})


def simple_card(info: Info, legal: tuple[Action, ...]) -> Card | None:
    """The card the handbook player plays where the conventions are silent: a simple policy, NOT the handbook.

    Deterministic, from the seat's information only.  In trump and grand (and the dictator): lead a
    card no unseen card of its suit beats, from the longest such suit, else the lowest card of the
    longest suit; follow with the lowest card when partner is winning or when second to play (second
    hand low), else with the cheapest card that wins (third and fourth hand), else the lowest; void,
    ruff with the cheapest trump that wins unless partner is winning, else throw the lowest card of the
    longest side suit.  In misère, passimisääri and bolsevikit: lead the lowest card; follow with the
    highest card under the winning one, else (the trick is lost anyway when last to play) the highest,
    else the lowest; void, throw the highest card, an ace first unless one's own side is winning.
    Ties go by the engine's ``Suit`` order.  None
    when no card is legal.  docs/conventions.md §2.10 names this "policy, not the handbook";
    reviews grade these cards ``no_advice``.
    """
    cards = [a for a in legal if isinstance(a, Card)]
    if not cards:
        return None
    if len(cards) == 1:
        return cards[0]
    game = info.game
    taking = game in _TAKING
    trick = info.current_trick
    hand = info.hand
    seen = set(hand) | set(info.played())

    def low(cs: list[Card]) -> Card:
        return min(cs, key=lambda c: (c.rank, c.suit))

    def high(cs: list[Card]) -> Card:
        return max(cs, key=lambda c: (c.rank, -c.suit))

    def length(c: Card) -> int:
        return sum(1 for h in hand if h.suit is c.suit)

    if not trick:
        if not taking:
            return min(cards, key=lambda c: (c.rank, length(c), c.suit))
        masters = [c for c in cards if all(Card(c.suit, r) in seen for r in Rank if r > c.rank)]
        pool = masters or cards
        return max(pool, key=lambda c: (length(c), -c.suit, c.rank if masters else -c.rank))
    trump = info.trump
    leader = trick[0][0]
    winner = trick_winner([c for _, c in trick], leader, trump)
    win = next(c for s, c in trick if s is winner)
    led = trick[0][1].suit
    lone = game is GameType.BOLSHEVIK and info.declarer is info.seat  # the bolshevik has no partner
    partner_wins = winner is info.seat.partner and not lone

    def beats(c: Card) -> bool:
        if c.suit is win.suit:
            return c.rank > win.rank
        return trump is not None and c.suit is trump

    following = cards[0].suit is led
    last = len(trick) == 3
    if taking:
        if following:
            winners = [c for c in cards if beats(c)]
            if partner_wins or len(trick) == 1 or not winners:
                return low(cards)
            return low(winners)
        ruffs = [c for c in cards if trump is not None and c.suit is trump and beats(c)]
        if ruffs and not partner_wins:
            return low(ruffs)
        side = [c for c in cards if c.suit is not trump] or cards
        return min(side, key=lambda c: (c.rank, -length(c), c.suit))
    if following:
        under = [c for c in cards if c.rank < win.rank]
        if under:
            return high(under)
        return high(cards) if last else low(cards)
    own_side = partner_wins or (game is GameType.BOLSHEVIK and info.declarer not in (None, info.seat, winner))
    pool = [c for c in cards if c.rank is not Rank.ACE] if own_side else cards
    return high(pool or cards)
