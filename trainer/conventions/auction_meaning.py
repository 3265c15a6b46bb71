"""What each call of an alkupelit auction means: one reading for the bidding advice and the exchanges.

Handbook sections:

* *Ensimmäisen kierroksen maalaukset* and *Toisen kierroksen maalaukset*: the bids of rounds one and
  two describe suits (a first-round colour, the answer to 3 grand -- *Vastaus 3 grandiin*: the
  responder's best, longest suit at level four --, a second-round side suit); a misère below level
  five is the responder's warning of shortness, not a misère to play;
* *Kolmannen ja neljännen kierroksen maalaukset*: from round three on a bid shows an ace (then kings),
  so it names no trump; a player who passed in round one before partner opened and then bid the
  lowest misère in round two shows the longest suit in round three and aces from round four;
* *Kehotus-, esto- ja kilpaileva maalaus* and *Nostomaalaus*: an invitation is one step below the bid
  wanted from partner ("5♣ kehottaa partneria maalaamaan 5♦") and names that target for the inviter;
  the first new bid over an opponent's pre-emptive misère is an invitation one step up (3♣/3 grand --
  5 misère -- 5♦ asks for 5♥);
* *Valttipeli*: the pair aims at the trump that was named first ("valtti maata ensin maalanneen
  pelaajan käteen");
* *Ensimmäisen kierroksen maalaukset* (*Vastaajan maalaukset*: the lowest misère says the responder is
  void or holds a single small card in the opener's suit) and *Toisen kierroksen maalaukset* (after
  that denial the responder bids his best suit next): a suit the partner denied is no intended trump
  while the pair has named another.

:func:`read_auction` reads the initial auction once, in order, and says for each pair which strains
each partner named and which bids were invitations (:class:`AuctionReading`);
:meth:`PairReading.trump` is the pair's intended trump (or grand) and who named it first.

This is the reading ``bidding_alkupelit`` uses (its ``_walk``, ``_PairInfo``, ``_invitation_target``
and ``_ace_start``; ``tests/test_auction_meaning.py`` checks that the two agree on every auction of a
few hundred generated deals), made public so that the exchanges read a call exactly as the bidding
advice meant it (issue 11, fault 5: the exchanges had read invitations, 3 grand answers and ace bids
as natural suits).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from trainer.bids import Bid, Form, Pass, Strain, bids_in_order
from trainer.seats import Seat

from .context import CallInfo

__all__ = [
    "AuctionReading",
    "PairReading",
    "ace_start",
    "invitation_target",
    "is_preempt",
    "read_auction",
    "step_above",
    "step_below",
]

_CALL_ORDER: Final = bids_in_order(Form.ALKUPELIT)
_POS: Final = {b: i for i, b in enumerate(_CALL_ORDER)}


def step_above(b: Bid) -> Bid | None:
    """The next bid above ``b`` in alkupelit (5♣ → 5♦, 5♥ → 5 grand), or None above 7 grand."""
    i = _POS[b] + 1
    return _CALL_ORDER[i] if i < len(_CALL_ORDER) else None


def step_below(b: Bid) -> Bid | None:
    """The bid just below ``b`` in alkupelit, or None below the lowest bid."""
    i = _POS[b] - 1
    return _CALL_ORDER[i] if i >= 0 else None


@dataclass
class PairReading:
    """What one pair has described: the strains it named (in order), its playable misère bids.

    ``named`` holds (strain, seat, index of the call in the auction); ``bids`` the indexes of the pair's
    bids; ``misere`` the misère bids at level five or more (a misère meant to be played or a pre-empt);
    ``denied`` the trump suits a partner denied support for with a misère below level five (seat of
    the denial, suit).
    """

    bids: list[int] = field(default_factory=list)
    named: list[tuple[Strain, Seat, int]] = field(default_factory=list)
    misere: list[tuple[Seat, Bid, int]] = field(default_factory=list)
    denied: list[tuple[Seat, Strain]] = field(default_factory=list)

    def strains(self) -> set[Strain]:
        return {n[0] for n in self.named}

    def named_by(self, seat: Seat) -> list[Strain]:
        """The strains ``seat`` named, in order, each once."""
        out: list[Strain] = []
        for st, who, _ in self.named:
            if who is seat and st not in out:
                out.append(st)
        return out

    def first_namer(self, strain: Strain) -> Seat | None:
        """Who of the pair named ``strain`` first, or None if neither did."""
        for st, who, _ in self.named:
            if st is strain:
                return who
        return None

    def refused(self, strain: Strain) -> bool:
        """The partner denied support for ``strain`` (a misère below level five after it was named) and
        then bid a trump suit of his own, never ``strain`` (C14a)."""
        return any(
            st is strain
            and any(s2.is_trump and w is who for s2, w, _ in self.named)
            and not any(s2 is st and w is who for s2, w, _ in self.named)
            for who, st in self.denied
        )

    def trump(self) -> tuple[Strain, Seat] | None:
        """The pair's intended trump (or grand) and who named it first.

        DECISION (C14): the first trump suit both partners have named; else the first trump suit
        named; else grand if named.  C14a (*Ensimmäisen* and *Toisen kierroksen maalaukset*: the lowest
        misère means no support for the opener's suit, then "hän maalaa parhaan maansa"): a suit
        the partner denied support for with the lowest misère and then answered with a suit of his own
        comes after the pair's other trump suits (gen.packet_order.alkupelit.8002: 1♣ – 2M, then the
        responder's ♥ is the trump).  A denial alone moves nothing: in *Kuppi ja häntäkuppi* 1♥ – 2M,
        the opener's 2♠, the hearts stay the trump.
        """
        order: list[Strain] = []
        for st, _, _ in self.named:
            if st not in order:
                order.append(st)
        order.sort(key=self.refused)  # stable: the denied suits last
        for st in order:
            if st.is_trump and len({who for s2, who, _ in self.named if s2 is st}) == 2:
                who = self.first_namer(st)
                assert who is not None
                return st, who
        for st in order:
            if st.is_trump:
                who = self.first_namer(st)
                assert who is not None
                return st, who
        if Strain.GRAND in order:
            who = self.first_namer(Strain.GRAND)
            assert who is not None
            return Strain.GRAND, who
        return None


def ace_start(calls: Sequence[CallInfo], seat: Seat) -> int:
    """The round in which ``seat`` starts showing aces.

    *Kolmannen ja neljännen kierroksen maalaukset*: round 3, except for a player who passed in round 1
    before partner opened and then bid the lowest misère in round 2: round 3 shows the longest suit,
    round 4 aces.
    """
    mine = [c for c in calls if c.seat is seat]
    partner_bids = [c for c in calls if c.seat is seat.partner and isinstance(c.call, Bid)]
    r1 = [c for c in mine if c.round == 1]
    r2 = [c for c in mine if c.round == 2]
    if (
        r1
        and isinstance(r1[0].call, Pass)
        and partner_bids
        and partner_bids[0].index > r1[0].index
        and r2
        and isinstance(r2[0].call, Bid)
        and r2[0].call.strain is Strain.MISERE
        and r2[0].call.level < 5
    ):
        return 4
    return 3


def _asked_spades(p: PairReading, ci: CallInfo) -> bool:
    """The 3 grand opener's spade bid over a pre-empt answers partner's pass (not an invitation)."""
    return (
        isinstance(ci.call, Bid)
        and ci.call.strain is Strain.SPADES
        and bool(p.named)
        and p.named[0][0] is Strain.GRAND
        and p.named[0][1] is ci.seat
    )


def is_preempt(c: CallInfo) -> bool:
    """A pre-emptive misère: 5 or 6 misère (or 7)."""
    return isinstance(c.call, Bid) and c.call.strain is Strain.MISERE and c.call.level >= 5


def invitation_target(p: PairReading, ci: CallInfo, last: CallInfo | None) -> Strain | None:
    """The strain ``ci`` invites partner to bid (one step up), or None; see :func:`read_auction`.

    ``p`` is the pair's reading before ``ci``; ``last`` the bid before ``ci``.
    """
    c = ci.call
    assert isinstance(c, Bid)
    named = p.strains()
    nxt = step_above(c)
    if c.level < 5 or c.strain is Strain.MISERE or c.strain in named or nxt is None or nxt.level > 6:
        return None
    if nxt.strain is Strain.GRAND:
        return None
    if nxt.strain in named:
        return nxt.strain
    after_preempt = (
        last is not None
        and last.seat is not ci.seat
        and last.seat is not ci.seat.partner
        and is_preempt(last)
        and bool(p.bids)
    )
    if after_preempt and c.strain is not Strain.GRAND and not _asked_spades(p, ci):
        return nxt.strain
    return None


@dataclass(frozen=True)
class AuctionReading:
    """The invitations of an auction (call index → the strain invited) and each pair's description."""

    invitations: Mapping[int, Strain]
    pairs: tuple[PairReading, PairReading]

    def pair(self, seat: Seat) -> PairReading:
        """The reading of ``seat``'s pair."""
        return self.pairs[seat % 2]

    def names(self, ci: CallInfo) -> Strain | None:
        """The strain the call at ``ci`` names for its pair (an invitation: its target), or None."""
        if ci.index in self.invitations:
            return self.invitations[ci.index]
        for st, _, i in self.pair(ci.seat).named:
            if i == ci.index:
                return st
        return None


def read_auction(calls: Sequence[CallInfo]) -> AuctionReading:
    """Read the initial auction once, in order.

    DECISION (C15; *Kehotus-, esto- ja kilpaileva maalaus*, *Nostomaalaus*): a bid at level five or
    more is an invitation when its strain is new for the pair and either the strain just above it is a
    trump suit or a misère the pair has named (5♣ asking for 5♦; 5 grand asking for 6 misère), or it is
    the pair's first bid over an opponent's pre-emptive misère (3♣ -- 5 misère -- 5♦ asks for 5♥).
    Invitations never aim at grand.  Descriptive bids (rounds before the seat's ace rounds, and any bid
    at level five or more) name their strain; a misère names misère only at level five or more (a lower
    one is the responder's warning of shortness, recorded as a denial of the suits partner named,
    C14a).  An ace or king bid (below level five, from the seat's ace rounds on) names nothing.
    """
    invitations: dict[int, Strain] = {}
    pairs = (PairReading(), PairReading())
    last: CallInfo | None = None
    for ci in calls:
        c = ci.call
        if not isinstance(c, Bid):
            continue
        p = pairs[ci.seat % 2]
        target = invitation_target(p, ci, last)
        if target is not None:
            invitations[ci.index] = target
            p.named.append((target, ci.seat, ci.index))
        elif c.strain is Strain.MISERE:
            if c.level >= 5:
                p.misere.append((ci.seat, c, ci.index))
                p.named.append((c.strain, ci.seat, ci.index))
            else:  # the responder's denial of the suits partner named so far (C14a)
                p.denied += [
                    (ci.seat, st) for st, who, _ in p.named if who is ci.seat.partner and st.is_trump
                ]
        elif ci.round < ace_start(calls, ci.seat) or c.level >= 5:
            p.named.append((c.strain, ci.seat, ci.index))
        p.bids.append(ci.index)
        last = ci
    return AuctionReading(invitations, pairs)
