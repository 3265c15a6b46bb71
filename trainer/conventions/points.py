"""Decision points described from one seat's knowledge, without a whole deal.

A teacher asking "what does the handbook lead here?" knows the leader's hand,
the contract, the auction and what the leader received, but not the other
hands.  :func:`lead_point` builds the opening leader's
:class:`~trainer.conventions.core.DecisionPoint` from exactly that: the
view is what the leader would see at the table, the legal actions are every
card of the hand, and there is no engine state behind it.
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.bids import DOUBLE, Bid, Call, Form
from trainer.cards import Card
from trainer.errors import NotationError
from trainer.seats import Seat
from trainer.state import Exchange, Phase, SeatView

from .core import DecisionPoint


def opening_leader(form: Form, contract: Bid | None, declarer: Seat | None, dealer: Seat) -> Seat:
    """Who leads to trick 1 (*Avauslyönti*; passimisääri: the dealer's left; bolsevikit: the niskamies)."""
    if contract is None:
        return dealer.left
    if declarer is None:
        raise NotationError("a contract needs its declarer", code="lead_no_declarer")
    return declarer.right if form is Form.BOLSEVIKIT else declarer.left


def lead_point(
    form: Form,
    contract: Bid | None,
    declarer: Seat | None,
    hand: Sequence[Card],
    *,
    dealer: Seat = Seat.A,
    auction: Sequence[Call] = (),
    received: Card | None = None,
    gave: Card | None = None,
    partner_doubled: bool = False,
) -> DecisionPoint:
    """The opening leader's decision point.  ``contract`` None means passimisääri.

    ``received``/``gave``: the card the leader got from / gave to partner in
    the one-card exchange (the defenders' exchange, or passimisääri's).
    Raises NotationError for a hand of the wrong size or a received card
    that is not in the hand.
    """
    size = 13
    if len(hand) != size or len(set(hand)) != size:
        raise NotationError(
            f"the leader's hand must have {size} different cards, not {len(set(hand))}",
            code="lead_bad_hand",
            count=len(hand),
        )
    if received is not None and received not in hand:
        raise NotationError(
            f"the received card {received} is not in the hand", code="lead_received_not_in_hand"
        )
    if gave is not None and gave in hand:
        raise NotationError(f"the given card {gave} is still in the hand", code="lead_gave_in_hand")
    leader = opening_leader(form, contract, declarer, dealer)
    phase_of_exchange = Phase.PASS_EXCHANGE if contract is None else Phase.DEFENDERS_EXCHANGE
    got = (Exchange(phase_of_exchange, leader.partner, leader, (received,)),) if received is not None else ()
    given = (Exchange(phase_of_exchange, leader, leader.partner, (gave,)),) if gave is not None else ()
    seats = [dealer.next(i) for i in range(len(auction))]
    doubling: tuple[tuple[Seat, Call], ...] = ()
    if partner_doubled:
        doubling = ((leader.partner, DOUBLE),)
    view = SeatView(
        seat=leader,
        form=form,
        dealer=dealer,
        phase=Phase.PLAY,
        to_act=leader,
        hand=tuple(sorted(hand)),
        middle=(),
        received=got,
        given=given,
        packet_so_far=(),
        auction=tuple(zip(seats, auction, strict=True)),
        continuation=(),
        doubling=doubling,
        contract=contract,
        declarer=declarer,
        current_trick=(),
        previous_trick=None,
        visible_tricks=(),
        tricks_won=(0, 0, 0, 0),
        aces=(),
    )
    return DecisionPoint(form, leader, Phase.PLAY, view, tuple(sorted(hand)), None)


def lead_point_of_text(
    form: str,
    contract: str,
    declarer: str | None,
    hand: str,
    *,
    dealer: str | None = None,
    auction: str | None = None,
    received: str | None = None,
) -> DecisionPoint:
    """:func:`lead_point` from the notations of lessons and drill banks (contract ``pass``: passimisääri).

    Raises NotationError for anything that does not read, or a contract that is not a bid.
    """
    from trainer.auction import parse_calls
    from trainer.cards import parse_cards

    bid = None if contract.strip().lower() == "pass" else Call.parse(contract)
    if bid is not None and not isinstance(bid, Bid):
        raise NotationError("the contract must be a bid or pass", code="lead_bad_contract", contract=contract)
    return lead_point(
        Form.parse(form),
        bid,
        Seat.parse(declarer) if declarer else None,
        parse_cards(hand),
        dealer=Seat.parse(dealer) if dealer else Seat.A,
        auction=parse_calls(auction) if auction else (),
        received=Card.parse(received) if received else None,
    )
