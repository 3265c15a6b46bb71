"""The auction so far, as one seat reads it: rounds, who opened, what partner and the opponents showed.

Handbook sections: *Maalaukset* (rounds start with the dealer; the first
bidder of a pair is its opener, the partner its responder), *Alkumaalaukset*,
*Jatkomaalaukset* (continuation bidding by the main pair).
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.bids import Bid, Call, Form, Pass
from trainer.game import Phase
from trainer.seats import Seat

from .core import DecisionPoint


@dataclass(frozen=True)
class CallInfo:
    seat: Seat
    call: Call
    round: int  # 1-based bidding round of the initial auction (each starts with the dealer)
    index: int  # position in the initial auction, 0-based


@dataclass(frozen=True)
class AuctionContext:
    """The initial auction (and the continuation, if any) seen from ``seat``."""

    form: Form
    seat: Seat
    dealer: Seat
    calls: tuple[CallInfo, ...]
    continuation: tuple[tuple[Seat, Call], ...]
    in_continuation: bool

    @classmethod
    def of(cls, point: DecisionPoint) -> AuctionContext:
        v = point.view
        infos = tuple(CallInfo(s, c, i // 4 + 1, i) for i, (s, c) in enumerate(v.auction))
        return cls(point.form, point.seat, v.dealer, infos, v.continuation, point.phase is Phase.CONTINUATION)

    # --- whole auction -------------------------------------------------------------------

    @property
    def round(self) -> int:
        """The round of the call about to be made (initial auction)."""
        return len(self.calls) // 4 + 1

    @property
    def bids(self) -> tuple[CallInfo, ...]:
        return tuple(c for c in self.calls if isinstance(c.call, Bid))

    @property
    def highest(self) -> Bid | None:
        every = [c.call for c in self.calls if isinstance(c.call, Bid)]
        every += [c for _, c in self.continuation if isinstance(c, Bid)]
        return every[-1] if every else None  # each bid beats the one before

    def by(self, seat: Seat) -> tuple[CallInfo, ...]:
        return tuple(c for c in self.calls if c.seat is seat)

    def bids_by(self, seat: Seat) -> tuple[CallInfo, ...]:
        return tuple(c for c in self.calls if c.seat is seat and isinstance(c.call, Bid))

    # --- from this seat's point of view --------------------------------------------------------

    @property
    def partner(self) -> Seat:
        return self.seat.partner

    @property
    def opponents(self) -> tuple[Seat, Seat]:
        return (self.seat.left, self.seat.right)

    @property
    def own_bids(self) -> tuple[CallInfo, ...]:
        return self.bids_by(self.seat)

    @property
    def partner_bids(self) -> tuple[CallInfo, ...]:
        return self.bids_by(self.partner)

    @property
    def opponent_bids(self) -> tuple[CallInfo, ...]:
        return tuple(c for c in self.bids if c.seat is not self.seat and c.seat is not self.partner)

    @property
    def our_opener(self) -> Seat | None:
        """Our pair's opener (avaaja): whichever of us bid first."""
        ours = [c for c in self.bids if c.seat in (self.seat, self.partner)]
        return ours[0].seat if ours else None

    @property
    def their_opener(self) -> Seat | None:
        theirs = self.opponent_bids
        return theirs[0].seat if theirs else None

    @property
    def i_am_opener(self) -> bool:
        return self.our_opener is self.seat

    @property
    def i_am_responder(self) -> bool:
        return self.our_opener is self.partner

    def passed_in_round(self, seat: Seat, rnd: int) -> bool:
        return any(c.seat is seat and c.round == rnd and isinstance(c.call, Pass) for c in self.calls)

    @property
    def partner_has_passed(self) -> bool:
        return any(c.seat is self.partner and isinstance(c.call, Pass) for c in self.calls)

    @property
    def first_bid(self) -> CallInfo | None:
        b = self.bids
        return b[0] if b else None
