"""What one seat knows: the information state, with perfect recall.

:meth:`trainer.state.State.info` builds an :class:`Info` for one seat at one moment.  It holds
everything that player may legitimately know and nothing else.  Where each piece comes from in the
handbook:

* own cards as dealt and now (*Korttien jakaminen*: the cards are dealt unseen, one's own hand is
  picked up after the deal);
* every call of the auction, the continuation and the doubling (said aloud, *Maalaukset*);
* the middle cards the lifter (alkupelit, *Pelin eteneminen*) or the bolshevik player (*BOLSEVIKIT /
  Korttien ylianto*) turns face up for everyone: :attr:`Info.middle`; in a passimisääri of alkupelit the
  dealer deals them out unseen, one each clockwise from the left (*Passimisääri*), so a seat knows
  only its own: :attr:`Info.middle_dealt`;
* the exchanges: the cards passed are not shown to the others (*Pelin eteneminen*, *Pääpelaajien
  korttien vaihdot*, *Sivupelaajien korttien vaihdot*), so a seat knows the cards of the exchanges it
  gave or received (:attr:`Info.given`, :attr:`Info.received`, a packet top card first, and the packet
  it is laying, :attr:`Info.packet_so_far`), while who gave how many cards to whom is seen by all
  (:attr:`Info.exchanges`, :attr:`Info.packet_count`);
* every card played and by whom, the trick winners and the aces (*Pelin eteneminen*): the cards are
  played face up, so a seat remembers them all, and the suits a seat has shown out of
  (:meth:`Info.voids`) follow from them;
* the doubles, the contract and the trick counts.

Perfect recall: a trick turned face down at the table (*Pelin eteneminen*: only the current and the
previous trick may be looked at) is still remembered, so :attr:`Info.tricks` holds every finished
trick; :meth:`Info.view` gives the narrower table view (:class:`~trainer.game.SeatView`).

Conventions, drills and computer players read an :class:`Info`, never a :class:`~trainer.state.State`,
so a rule cannot look at a hidden card by accident: the type has no field that holds another seat's
hidden cards (``tests/test_info.py`` checks the fields' types and, over thousands of random deals,
that every card an Info holds is one the seat saw).  :func:`trainer.resample.resample` turns an Info
into full deals consistent with it.

A variant with more to know (the three-player game's dummy, whose cards some seats have seen) adds
its own fields at the end; ``tests/test_info.py`` lists which fields may hold cards and why.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.bids import Bid, Call, Form
from trainer.cards import Card, Suit
from trainer.game import AceFall, Exchange, GameType, Phase, SeatView
from trainer.play import Trick
from trainer.rules import Rules
from trainer.seats import Seat


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
    #: How many cards lie face down in the packet being given now (public: the table sees them laid;
    #: 0 outside the packet phases).  The giver's :attr:`hand_sizes` entry no longer counts them.
    packet_count: int
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
    #: Whether the defenders exchange a card after the continuation bidding (alkupelit: unless the main
    #: pair's own first bid came in round 1 at level 6 or 7, *Sivupelaajien korttien vaihdot*; False in
    #: kotkat).  Public, settled when the auction ends; None before that and in passimisääri and bolsevikit.
    defenders_exchange: bool | None
    # --- Puupää (*Kolmen pelaajan skruuvi (puupää)*, trainer.phases.puupaa); the defaults elsewhere. ---
    #: The dummy's seat now (opposite the dealer at the deal, opposite the top bidder after the auction).
    dummy: Seat | None = None
    #: The dummy's suit lengths as dealt, by suit ♠ ♣ ♦ ♥: its cards lie face down in suit rows (public).
    dummy_lengths: tuple[int, int, int, int] | None = None
    #: The dummy's cards this player looked at before the auction (four, the kotkat dealer five).
    dummy_seen: tuple[Card, ...] = ()
    #: The dummy's cards now, once this seat may see them: the dummy's partner from the first time it
    #: chooses a card for the dummy, everyone from the opening lead on (docs/rules.md P8, P11); else None.
    dummy_hand: tuple[Card, ...] | None = None
    #: ``(player, seat)``: the live player (named by their seat at the deal) who moved to the dummy's old
    #: seat when the dummy went opposite the top bidder (public); None when nobody moved.
    moved: tuple[Seat, Seat] | None = None

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

    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """Every card played so far with who played it, in order (finished tricks, then the current one)."""
        out = [p for t in self.tricks for p in t.plays()]
        out.extend(self.current_trick)
        return tuple(out)

    def voids(self) -> tuple[frozenset[Suit], frozenset[Suit], frozenset[Suit], frozenset[Suit]]:
        """The suits each seat has shown out of by not following the suit led (public).

        Every exchange comes before the first trick, so a seat that once failed to follow a suit holds
        none of it for the rest of the deal (*Pelin eteneminen*: follow suit if able).
        """
        out: list[set[Suit]] = [set(), set(), set(), set()]
        for t in self.tricks:
            led = t.cards[0].suit
            for s, c in t.plays()[1:]:
                if c.suit is not led:
                    out[s].add(led)
        if self.current_trick:
            led = self.current_trick[0][1].suit
            for s, c in self.current_trick[1:]:
                if c.suit is not led:
                    out[s].add(led)
        return (frozenset(out[0]), frozenset(out[1]), frozenset(out[2]), frozenset(out[3]))

    def exchange_cards(self) -> tuple[tuple[PublicExchange, tuple[Card, ...] | None], ...]:
        """Every exchange in order with its cards where this seat saw them (it gave or received them,
        a packet top card first), else None: the public list of :attr:`exchanges` joined with
        :attr:`given` and :attr:`received`."""
        given = iter(self.given)
        received = iter(self.received)
        out: list[tuple[PublicExchange, tuple[Card, ...] | None]] = []
        for pub in self.exchanges:
            mine: Exchange | None = None
            if pub.giver is self.seat:
                mine = next(given)
            elif pub.recipient is self.seat:
                mine = next(received)
            if mine is not None and (mine.phase, mine.giver, mine.recipient) != (
                pub.phase,
                pub.giver,
                pub.recipient,
            ):
                raise ValueError(f"the seat's own exchanges do not match the public list at {pub}")
            out.append((pub, None if mine is None else mine.cards))
        return tuple(out)

    def cards_seen(self) -> int:
        """Every card whose identity this seat has seen (own cards as dealt and received, the middle cards
        shown or dealt to it, the packet it is laying, every card played; in puupää the dummy's cards it
        looked at or may see), as a card mask."""
        m = 0
        for c in (*self.dealt, *self.hand, *self.middle, *self.packet_so_far, *self.played()):
            m |= c.bit
        for c in (*self.dummy_seen, *(self.dummy_hand or ())):
            m |= c.bit
        if self.middle_dealt is not None:
            m |= self.middle_dealt.bit
        for e in (*self.given, *self.received):
            for c in e.cards:
                m |= c.bit
        return m

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
