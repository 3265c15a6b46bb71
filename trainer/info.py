"""What one seat knows: the information state, with perfect recall.

:meth:`trainer.state.State.info` builds an :class:`Info` for one seat at one moment.  It holds
everything that player may legitimately know and nothing else: their own cards (as dealt and now),
every call, the middle cards they were shown or dealt, every exchange they took part in with its
cards in order (and, for the others, who gave how many cards to whom), every card played so far and
by whom, the doubles, the trick counts and the fallen aces.  Perfect recall: a trick turned face
down at the table (*Pelin eteneminen*: only the current and the previous trick may be looked at) is
still remembered, so :attr:`Info.tricks` holds every finished trick; :meth:`Info.view` gives the
narrower table view (:class:`~trainer.game.SeatView`).

Conventions, drills and computer players read an :class:`Info`, never a :class:`~trainer.state.State`,
so a rule cannot look at a hidden card by accident: the type has no field that holds another
seat's hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.bids import Bid, Call, Form
from trainer.cards import Card, Suit
from trainer.game import AceFall, Exchange, GameType, Phase, SeatView
from trainer.play import Trick
from trainer.rules import Rules
from trainer.seats import Seat

_PACKET_PHASES = frozenset({Phase.PACKET, Phase.RETURN_PACKET})


@dataclass(frozen=True, slots=True)
class PublicExchange:
    """An exchange as everyone at the table sees it: who gave how many cards to whom, face down."""

    phase: Phase
    giver: Seat
    recipient: Seat
    count: int


@dataclass(frozen=True, slots=True)
class Info:
    """Everything ``seat`` may know at this moment (perfect recall).  Built by :meth:`State.info`."""

    rules: Rules
    seat: Seat
    dealer: Seat
    phase: Phase
    to_act: Seat | None
    #: The seat's cards now, sorted.
    hand: tuple[Card, ...]
    #: The seat's cards as dealt (before any exchange), sorted.
    dealt: tuple[Card, ...]
    #: How many cards each seat holds now (public: the cards can be counted).
    hand_sizes: tuple[int, int, int, int]
    #: The middle cards turned face up for everyone (the alkupelit lifter, the bolshevik player), in order.
    middle: tuple[Card, ...]
    #: Passimisääri in a form with middle cards: the middle card this seat was dealt face down, if any.
    middle_dealt: Card | None
    #: Whether the middle cards are still lying face down on the table (not yet lifted or dealt out).
    middle_on_table: bool
    auction: tuple[tuple[Seat, Call], ...]
    continuation: tuple[tuple[Seat, Call], ...]
    doubling: tuple[tuple[Seat, Call], ...]
    game: GameType | None
    contract: Bid | None
    declarer: Seat | None
    #: The maker of the highest bid once the auction is over (nostomaalaus), or the bolshevik player.
    lifter: Seat | None
    #: Every exchange so far in order, as the table sees it.
    exchanges: tuple[PublicExchange, ...]
    #: The exchanges this seat gave and received, with their cards (a packet top card first).
    given: tuple[Exchange, ...]
    received: tuple[Exchange, ...]
    #: The cards of a packet this seat is giving, chosen so far (top first).
    packet_so_far: tuple[Card, ...]
    #: Who gets the next card in an exchange phase (public: the giver turns to them).
    recipient: Seat | None
    #: Every finished trick, in order.
    tricks: tuple[Trick, ...]
    #: The trick in progress: (seat, card) in play order.
    current_trick: tuple[tuple[Seat, Card], ...]
    leader: Seat | None
    trump: Suit | None
    tricks_won: tuple[int, int, int, int]
    aces: tuple[AceFall, ...]
    doubled_by: frozenset[Seat]
    redoubled: bool
    #: Bolsevikit: players who have played their bolshevik in this set, the player who must bid now, and
    #: the bidders still to choose (*BOLSEVIKIT / Maalaukset*).
    bolshevik_barred: frozenset[Seat]
    bolshevik_forced: Seat | None
    candidates: tuple[Seat, ...]

    @property
    def form(self) -> Form:
        return self.rules.form

    @property
    def led_suit(self) -> Suit | None:
        return self.current_trick[0][1].suit if self.current_trick else None

    @property
    def bidding_round(self) -> int:
        """The initial auction's current round, numbered from 1."""
        return len(self.auction) // 4 + 1

    def played_by(self, seat: Seat) -> tuple[Card, ...]:
        """Every card ``seat`` has played so far, in order (finished tricks, then the current one)."""
        out = [t.card_of(seat) for t in self.tricks]
        out.extend(c for s, c in self.current_trick if s is seat)
        return tuple(out)

    def played(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        out = [c for t in self.tricks for c in t.cards]
        out.extend(c for _, c in self.current_trick)
        return tuple(out)

    def view(self) -> SeatView:
        """The table view: what the seat may look at now (*Pelin eteneminen*: the current trick and the
        previous one; a finished trick stays current until the next lead)."""
        show_aces = self.game in (GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK)
        return SeatView(
            seat=self.seat,
            form=self.form,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=self.hand,
            middle=self.middle,
            received=self.received,
            given=self.given,
            packet_so_far=self.packet_so_far,
            auction=self.auction,
            continuation=self.continuation,
            doubling=self.doubling,
            contract=self.contract,
            declarer=self.declarer,
            current_trick=self.current_trick,
            previous_trick=self.tricks[-1] if self.tricks else None,
            visible_tricks=self.tricks[-1:] if self.current_trick else self.tricks[-2:],
            tricks_won=self.tricks_won,
            aces=self.aces if show_aces else (),
        )
