"""Three-player skruuvi with a dummy (puupää): the procedure where it differs from the pair games.

Handbook section *Kolmen pelaajan skruuvi (puupää)*; the rules as played are ``docs/rules.md`` §18 and
the readings chosen are P1–P12 in its §17.  The variant exists for alkupelit and kotkat
(``find_rules("kotkat", variant="puupaa")``); everything not named here is the pair games' procedure.

* The deal is dealt to four places; the dummy sits opposite the dealer.  Each live player has looked
  at four of the dummy's cards (the kotkat dealer at five), laid face down in suit rows, so the dummy's
  suit lengths are public.  DECISION (P1): the three looks share out the whole hand, no card seen
  twice; by default they come from a generator seeded with the deal itself (:func:`default_looks`).
* The dummy never bids: in the auction and the doubling its only call is pass (P3).  All passing in
  round 1 is a passimisääri as usual, with the dummy as the dealer's partner (P4).
* When the auction ends with a bid, the dummy's cards move opposite the top bidder; the live player
  who sat there takes the dummy's old place with their own cards (P5).  The engine swaps the two
  seats' hands and keeps the move in :class:`DummyState`, so each player's knowledge follows them.
* LIFT_CHOICE: the top bidder says who lifts the middle cards (alkupelit) or gives the first packet
  (kotkat), themself (``Choice.SELF``) or the dummy (``Choice.DUMMY``) (P7).  The exchanges are then
  the pair games', with the dummy's partner choosing the dummy's cards (P6).
* CONTINUATION: the top bidder's one final call; the dummy is not asked (P9).  The top bidder
  declares.  The defenders exchange by the ordinary rules, decided by the top bidder's own first bid
  (P10).
* What each player knows (P2, P8, P11): the suit lengths as dealt and their own looks; the top bidder
  (in a passimisääri the dealer) sees the dummy's hand from the first time they choose a card for it;
  everyone sees it once the opening lead is on the table (:func:`knows_dummy_hand`).
* Scoring by pairs as usual: each live player gets the score of the pair they sit in (P12).

The handlers are given legal actions only; why another action is refused (``dummy_passes``, a final
call below the lowest contract) is :mod:`trainer.legality`'s.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from trainer.bids import PASS, Bid, Call, Pass
from trainer.cards import Card, Suit, format_cards, format_hand
from trainer.errors import NotationError
from trainer.game import EXCHANGE_PHASES, Action, Choice, Phase
from trainer.phases import PAIRS, Handler, register_procedure
from trainer.phases import auction as _auction
from trainer.phases import continuation as _continuation
from trainer.phases import doubling as _doubling
from trainer.phases import exchanges as _exchanges
from trainer.seats import SEATS, Seat

if TYPE_CHECKING:
    from trainer.dealing import Deal
    from trainer.info import Info
    from trainer.rules import Rules
    from trainer.state import State

__all__ = [
    "DummyState",
    "Looks",
    "acting_seat",
    "controller",
    "default_looks",
    "dummy_exposed",
    "knows_dummy_hand",
    "player_points",
    "start",
    "validate_looks",
]

#: What each player looked at, indexed by the player's seat at the deal (the dummy's own entry is empty).
Looks = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]


@dataclass(frozen=True, slots=True)
class DummyState:
    """The dummy of a puupää deal (``State.puupaa``).

    Players are named by the seat they were dealt in.  ``seat`` is where the dummy's hand lies now;
    ``moved`` is ``(player, seat)`` once the dummy has moved opposite the top bidder and that live
    player has taken the dummy's old place (*Kolmen pelaajan skruuvi (puupää)*, reading P5).
    """

    seat: Seat
    looks: Looks
    #: The dummy's suit lengths as dealt, by suit (♠ ♣ ♦ ♥): the face-down rows everyone sees.
    lengths: tuple[int, int, int, int]
    moved: tuple[Seat, Seat] | None = None

    def player_at(self, seat: Seat) -> Seat | None:
        """The live player sitting at ``seat`` now (their seat at the deal), None for the dummy's seat."""
        if seat is self.seat:
            return None
        if self.moved is not None and seat is self.moved[1]:
            return self.moved[0]
        return seat

    def seat_of(self, player: Seat) -> Seat:
        """Where ``player`` (named by their seat at the deal) sits now."""
        if self.moved is not None and player is self.moved[0]:
            return self.moved[1]
        return player


def _state(s: State) -> DummyState:
    dm = s.puupaa
    assert dm is not None, "not a puupää deal"
    return dm


# --- the looks at the deal ---------------------------------------------------------------------------


def _look_sizes(rules: Rules, dealer: Seat) -> dict[Seat, int]:
    size = rules.hand_size
    return {dealer.left: 4, dealer.right: 4, dealer: size - 8}


def default_looks(deal: Deal) -> Looks:
    """The engine's looks for ``deal`` (reading P1): the dummy's hand shuffled by a generator seeded with
    the deal itself, the first four to the dealer's left, the next four to the dealer's right and the
    rest (four, or five in kotkat) to the dealer.  The same deal always gives the same looks."""
    dealer = deal.dealer
    cards = list(deal.hands[dealer.partner])
    text = " ".join(
        (deal.form.value, str(dealer), *(format_hand(h) for h in deal.hands), format_cards(deal.middle))
    )
    random.Random("puupaa " + text).shuffle(cards)
    out: list[tuple[Card, ...]] = [(), (), (), ()]
    out[dealer.left] = tuple(sorted(cards[:4]))
    out[dealer.right] = tuple(sorted(cards[4:8]))
    out[dealer] = tuple(sorted(cards[8:]))
    return (out[0], out[1], out[2], out[3])


def validate_looks(deal: Deal, rules: Rules, looks: Mapping[Seat, Sequence[Card]]) -> Looks:
    """``looks`` (player → the dummy's cards they looked at) checked against the deal: each live player
    looks at four cards, the kotkat dealer at five, all of them the dummy's, none looked at twice.
    Raises NotationError (``bad_looks``)."""
    dealer = deal.dealer
    dummy = dealer.partner
    hand = set(deal.hands[dummy])
    sizes = _look_sizes(rules, dealer)
    out: list[tuple[Card, ...]] = [(), (), (), ()]
    seen: set[Card] = set()
    for seat in SEATS:
        cards = list(looks.get(seat, ()))
        if seat is dummy:
            if cards:
                raise NotationError(
                    f"{seat} is the dummy and looks at nothing",
                    code="bad_looks",
                    seat=str(seat),
                    problem="dummy",
                )
            continue
        if len(cards) != sizes[seat]:
            raise NotationError(
                f"{seat} looks at {sizes[seat]} of the dummy's cards, not {len(cards)}",
                code="bad_looks",
                seat=str(seat),
                problem="count",
                count=len(cards),
                expected=sizes[seat],
            )
        for c in cards:
            if c not in hand:
                raise NotationError(
                    f"{c} is not the dummy's card",
                    code="bad_looks",
                    seat=str(seat),
                    problem="card",
                    card=str(c),
                )
            if c in seen:
                raise NotationError(
                    f"{c} is looked at twice", code="bad_looks", seat=str(seat), problem="twice", card=str(c)
                )
            seen.add(c)
        out[seat] = tuple(sorted(cards))
    return (out[0], out[1], out[2], out[3])


def setup(s: State) -> None:
    """Give a new puupää state its dummy (called by ``State.new`` when ``rules.dummy``)."""
    deal = s.deal
    dummy = deal.dealer.partner
    lengths = [0, 0, 0, 0]
    for c in deal.hands[dummy]:
        lengths[c.suit] += 1
    s._set(puupaa=DummyState(dummy, default_looks(deal), (lengths[0], lengths[1], lengths[2], lengths[3])))


def start(deal: Deal, rules: Rules, looks: Mapping[Seat, Sequence[Card]] | None = None) -> State:
    """The state at the start of a puupää deal, with the looks given (None: :func:`default_looks`)."""
    from trainer.state import State

    if not rules.dummy:
        raise ValueError(f"{rules} has no dummy")
    s = State.new(deal, rules=rules)
    if looks is not None:
        s._set(puupaa=replace(_state(s), looks=validate_looks(deal, rules, looks)))
    return s


# --- the auction -------------------------------------------------------------------------------------


def auction_calls(s: State) -> tuple[Action, ...]:
    """The dummy's only call is pass (reading P3); the others call as usual."""
    if s.to_act is _state(s).seat:
        return (PASS,)
    return _auction.calls(s)


def auction_call(s: State, call: Call, actor: Seat) -> None:
    """A legal call in the initial auction (the dummy's only call is pass: :func:`auction_calls`); the eighth
    pass after a bid moves the dummy (reading P5)."""
    if isinstance(call, Pass) and s.highest is not None and s.passes == 7:
        s._set(calls=(*s.calls, (actor, call)), passes=8)
        _end_auction(s)
        return
    _auction.apply_call(s, call, actor)


def _end_auction(s: State) -> None:
    top = s.highest_by
    assert top is not None
    dm = _state(s)
    hands = list(s.hands)
    target = top.partner
    if dm.seat is not target:
        player = dm.player_at(target)
        assert player is not None
        hands[dm.seat], hands[target] = hands[target], hands[dm.seat]
        dm = replace(dm, seat=target, moved=(player, dm.seat))
    # The pairs' own first bids, by the seats the callers sit in now (the dummy never bids: reading P10).
    opening: list[tuple[int, Bid] | None] = [None, None]
    for i, (seat, call) in enumerate(s.calls):
        pair = dm.seat_of(seat).pair
        if isinstance(call, Bid) and opening[pair] is None:
            opening[pair] = (i // 4 + 1, call)
    first = opening[top.pair]
    assert first is not None
    below = s.rules.defenders_exchange_below
    s._set(
        puupaa=dm,
        hands=(hands[0], hands[1], hands[2], hands[3]),
        pair_opening=(opening[0], opening[1]),
        lifter=top,
        defenders_exchange=below is not None and not (first[0] == 1 and first[1].level >= below),
        phase=Phase.LIFT_CHOICE,
        queue=(),
        to_act=top,
    )


# --- who lifts or gives first ------------------------------------------------------------------------


def lift_choices(s: State) -> tuple[Action, ...]:
    return (Choice.SELF, Choice.DUMMY)


def choose_lifter(s: State, choice: Choice, actor: Seat) -> None:
    """The top bidder's choice (reading P7): the chosen one lifts the middle cards (alkupelit) and gives
    the first packet to partner."""
    _auction.lift(s, actor if choice is Choice.SELF else _state(s).seat)


def give(s: State, card: Card, actor: Seat) -> None:
    """A card given in an exchange; after the main pair's exchanges the top bidder calls (reading P9)."""
    _exchanges.give(s, card)
    if s.phase is Phase.CONTINUATION:
        s._set(to_act=s.highest_by)


# --- the final call ----------------------------------------------------------------------------------


def final_calls(s: State) -> tuple[Action, ...]:
    """Pass (keep the top bid) or a higher bid; the contract must reach the form's lowest final contract."""
    assert s.highest is not None
    calls = s._open_calls
    low = s.rules.min_contract_level
    if s.highest.level < low:
        return tuple(c for c in calls if isinstance(c, Bid) and c.level >= low)
    return calls


def final_call(s: State, call: Call, actor: Seat) -> None:
    """The top bidder's one final call (reading P9), a legal one (:func:`final_calls`); the top bidder
    declares."""
    contract = call if isinstance(call, Bid) else s.highest
    assert contract is not None
    s._set(
        highest=contract,
        _open_calls=s._calls_above[contract],
        highest_by=actor,
        passes=0,
        continuation=(*s.continuation, (actor, call)),
    )
    _continuation.declare(s, contract, actor)


# --- doubling ----------------------------------------------------------------------------------------


def double_calls(s: State) -> tuple[Action, ...]:
    if s.to_act is _state(s).seat:
        return (PASS,)
    return _doubling.calls(s)


# --- what each player knows --------------------------------------------------------------------------


def controller(s: State) -> Seat:
    """The seat of the player who decides for the dummy: its partner (the dealer until the auction ends
    and in a passimisääri, then the top bidder; reading P6)."""
    return _state(s).seat.partner


def acting_seat(s: State) -> Seat | None:
    """The seat of the player who decides now: the player to act, or the dummy's partner when it is the
    dummy's turn (whose :meth:`~trainer.state.State.info` then holds the dummy's hand: reading P8)."""
    seat = s.to_act
    if seat is not None and s.puupaa is not None and seat is s.puupaa.seat:
        return seat.partner
    return seat


def dummy_exposed(s: State) -> bool:
    """Whether the dummy's cards lie face up: from the opening lead on (reading P11)."""
    return bool(s.tricks or s.current)


def knows_dummy_hand(s: State, seat: Seat) -> bool:
    """Whether the player at ``seat`` may see the dummy's hand now (readings P8, P11)."""
    dm = _state(s)
    if seat is dm.seat or dummy_exposed(s):
        return True
    if seat is not dm.seat.partner:
        return False
    # Its partner has chosen, or is choosing, a card for the dummy in an exchange.
    return (s.phase in EXCHANGE_PHASES and s.to_act is dm.seat) or any(
        e.giver is dm.seat for e in s.exchanges
    )


def info(s: State, seat: Seat, base: Info) -> Info:
    """``base`` (the pair games' information of ``seat``) with what that player knows of the dummy."""
    dm = _state(s)
    player = dm.player_at(seat)
    dealt = s.deal.hands[s.dealer.partner if player is None else player]
    return replace(
        base,
        dealt=dealt,
        dummy=dm.seat,
        dummy_lengths=dm.lengths,
        dummy_seen=() if player is None else dm.looks[player],
        dummy_hand=s.hand(dm.seat) if knows_dummy_hand(s, seat) else None,
        moved=dm.moved,
    )


def player_points(s: State) -> dict[Seat, int]:
    """Each live player's points from a finished deal, by the player's seat at the deal (reading P12)."""
    r = s.result
    assert r is not None
    dm = _state(s)
    pts = r.points()
    return {p: pts[dm.seat_of(p)] for p in SEATS if p is not s.dealer.partner}


def lengths_text(lengths: Sequence[int]) -> str:
    """``♠3 ♣2 ♦5 ♥3``."""
    return " ".join(f"{suit.symbol}{n}" for suit, n in zip(Suit, lengths, strict=True))


_GIVE = Handler(_exchanges.cards, give, "card")

register_procedure(
    "puupaa",
    {
        **PAIRS,
        Phase.AUCTION: Handler(auction_calls, auction_call, "call"),
        Phase.LIFT_CHOICE: Handler(lift_choices, choose_lifter, "choice"),
        Phase.PACKET: _GIVE,
        Phase.RESPONDER_GIVES: _GIVE,
        Phase.RETURN_PACKET: _GIVE,
        Phase.CONTINUATION: Handler(final_calls, final_call, "call"),
        Phase.DOUBLING: Handler(double_calls, _doubling.apply_call, "call"),
    },
)
