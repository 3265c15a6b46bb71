"""Tricks: following suit and the winner of a trick.

Handbook section *Pelin eteneminen*: a player must follow the suit led if
able (*maantuntopakko*); otherwise any card may be played, there is no
obligation to trump.  The highest trump wins the trick; without trumps, the
highest card of the suit led.  The winner leads to the next trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from trainer.cards import SUIT_MASKS, Card, Suit
from trainer.seats import SEATS as _SEATS
from trainer.seats import Seat


class Trick(NamedTuple):
    """A finished trick: its number (1–13), leader, the four cards in play order, winner."""

    number: int
    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat

    def card_of(self, seat: Seat) -> Card:
        return self.cards[(seat - self.leader) % 4]

    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        return tuple((self.leader.next(i), c) for i, c in enumerate(self.cards))


def legal_mask(hand_mask: int, led: Suit | None) -> int:
    """The cards (as a mask) that may be played from ``hand_mask``."""
    if led is None:
        return hand_mask
    follow = hand_mask & SUIT_MASKS[led]
    return follow if follow else hand_mask


def trick_winner(cards: Sequence[Card], leader: Seat, trump: Suit | None) -> Seat:
    """The seat that wins ``cards`` (in play order from ``leader``)."""
    best = 0
    best_card = cards[0]
    best_suit = best_card.suit
    for i in range(1, len(cards)):
        c = cards[i]
        suit = c.suit
        if suit is best_suit:  # a card's suit is a Suit member: identity is equality
            if c.rank > best_card.rank:
                best, best_card = i, c
        elif trump is not None and suit == trump:
            # The first trump on a trick led in another suit (a later trump must beat it, above).
            best, best_card, best_suit = i, c, suit
        # a card of another suit (not trump) never wins
    return _SEATS[(leader + best) % 4]
