"""Decision points described from one seat's knowledge, without a whole deal.

A teacher asking "what does the handbook lead here?" knows the leader's hand,
the contract, the auction and what the leader received, but not the other
hands.  :func:`lead_info` builds the opening leader's
:class:`~trainer.info.Info` from exactly that (no engine state behind it), and
:func:`lead_point` the :class:`~trainer.conventions.core.DecisionPoint`: the
legal actions are every card of the hand.  Who leads is the rules' answer
(``Rules.opening_leader``, *Avauslyönti*).
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.bids import DOUBLE, Bid, Call, Form, Strain
from trainer.cards import Card
from trainer.errors import IllegalActionError, NotationError
from trainer.game import Exchange, GameType, Phase
from trainer.info import Info, PublicExchange
from trainer.rules import find_rules
from trainer.seats import Seat

from .core import DecisionPoint, point_from_info


def game_of_contract(form: Form, contract: Bid | None) -> GameType:
    """The game a final contract makes (None: passimisääri; bolsevikit: 7 misère is the bolshevik, 7 of
    a suit or 7 grand the dictator)."""
    if contract is None:
        return GameType.PASSIMISAARI
    if form is Form.BOLSEVIKIT:
        return GameType.BOLSHEVIK if contract.strain is Strain.MISERE else GameType.DICTATOR
    return {"trump": GameType.TRUMP, "grand": GameType.GRAND, "misere": GameType.MISERE}[contract.game]


def lead_info(
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
    middle: Sequence[Card] = (),
) -> Info:
    """What the opening leader knows, as described (see :func:`lead_point` for the arguments).

    A described situation knows only what the teacher said: of the exchanges, only the leader's
    one-card exchange with partner (given first, then received, as the engine orders them); ``dealt``
    is the hand with that exchange undone as far as it is known; the middle cards only when given
    (``middle``: the cards the lifter turned face up, which every player saw).
    Raises NotationError as :func:`lead_point` does.
    """
    size = 13
    if len(hand) != size or len(set(hand)) != size:
        raise NotationError(
            f"the leader's hand must have {size} different cards, not {len(set(hand))}",
            code="lead_bad_hand",
            count=len(hand),
        )
    if received is not None and received not in hand:
        raise IllegalActionError(  # well-formed, but not a position the rules can reach
            f"the received card {received} is not in the hand",
            code="lead_received_not_in_hand",
            card=str(received),
        )
    if gave is not None and gave in hand:
        raise IllegalActionError(
            f"the given card {gave} is still in the hand", code="lead_gave_in_hand", card=str(gave)
        )
    rules = find_rules(form)
    game = game_of_contract(form, contract)
    leader = rules.opening_leader(game, declarer, dealer)
    phase_of_exchange = Phase.PASS_EXCHANGE if contract is None else Phase.DEFENDERS_EXCHANGE
    got = (Exchange(phase_of_exchange, leader.partner, leader, (received,)),) if received is not None else ()
    given = (Exchange(phase_of_exchange, leader, leader.partner, (gave,)),) if gave is not None else ()
    calls = tuple(zip((dealer.next(i) for i in range(len(auction))), auction, strict=True))
    doubling: tuple[tuple[Seat, Call], ...] = ()
    if partner_doubled:
        doubling = ((leader.partner, DOUBLE),)
    bids = [s for s, c in calls if isinstance(c, Bid)]
    held = sorted(hand)
    dealt = sorted({*(c for c in held if c != received), *((gave,) if gave is not None else ())})
    return Info(
        rules=rules,
        seat=leader,
        dealer=dealer,
        phase=Phase.PLAY,
        to_act=leader,
        hand=tuple(held),
        dealt=tuple(dealt),
        hand_sizes=(size, size, size, size),
        middle=tuple(middle),
        middle_dealt=None,
        middle_on_table=False,
        auction=calls,
        continuation=(),
        doubling=doubling,
        game=game,
        contract=contract,
        declarer=declarer,
        lifter=None if contract is None else (bids[-1] if bids else declarer),
        exchanges=tuple(PublicExchange(e.phase, e.giver, e.recipient, len(e.cards)) for e in (*given, *got)),
        given=given,
        received=got,
        packet_so_far=(),
        packet_count=0,
        recipient=None,
        tricks=(),
        current_trick=(),
        leader=leader,
        trump=contract.trump if contract is not None else None,
        tricks_won=(0, 0, 0, 0),
        aces=(),
        doubled_by=frozenset(s for s, _ in doubling),
        redoubled=False,
        bolshevik_barred=frozenset(),
        bolshevik_forced=None,
        candidates=(),
        defenders_exchange=_defenders_exchange(form, contract, got or given),
    )


def _defenders_exchange(form: Form, contract: Bid | None, exchanged: tuple[Exchange, ...]) -> bool | None:
    """Whether the defenders exchanged (public once the auction is over): never in kotkat; in alkupelit
    when the description names the leader's exchanged card, else unknown (None), as in passimisääri and
    bolsevikit."""
    if contract is None or form is Form.BOLSEVIKIT:
        return None
    if form is Form.KOTKAT:
        return False
    return True if exchanged else None


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
    middle: Sequence[Card] = (),
) -> DecisionPoint:
    """The opening leader's decision point.  ``contract`` None means passimisääri.

    ``received``/``gave``: the card the leader got from / gave to partner in
    the one-card exchange (the defenders' exchange, or passimisääri's);
    ``middle``: the middle cards the lifter showed (alkupelit), if known.
    Raises NotationError for a hand of the wrong size or a contract without
    its declarer, and IllegalActionError for a received card that is not in
    the hand or a given card that still is.
    """
    info = lead_info(form, contract, declarer, hand, dealer=dealer, auction=auction, received=received,
                     gave=gave, partner_doubled=partner_doubled, middle=middle)  # fmt: skip
    return point_from_info(info, info.hand)


def lead_point_of_text(
    form: str,
    contract: str,
    declarer: str | None,
    hand: str,
    *,
    dealer: str | None = None,
    auction: str | None = None,
    received: str | None = None,
    middle: str | None = None,
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
        middle=parse_cards(middle) if middle else (),
    )
