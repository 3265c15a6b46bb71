"""The initial auction of the pair games, and passimisääri when all four pass in round 1.

Handbook sections *Maalaukset*, *Alkumaalaukset*, *KOTKAT / Maalaukset*, *Nostomaalaus* and
*Passimisääri*.  The dealer calls first and each
bidding round starts with the dealer.  If all four pass in round 1 the deal is a passimisääri.
Otherwise the auction ends when every player has passed twice in a row (DECISION: the 8th
consecutive pass after the last bid), and the maker of the highest bid is the lifter
(*nostomaalaus*): in alkupelit they show and take the middle cards; in kotkat they give the first
packet.  The defenders exchange later unless the main pair's own first bid came in round 1 at
level 6 or 7 (*Sivupelaajien korttien vaihdot*; ``Rules.defenders_exchange_below``).

Passimisääri (*Passimisääri / Korttien vaihdot*): in a form with middle cards the dealer deals them
face down, one each, clockwise from their left; each pair then exchanges one card: the dealer's left
and the dealer's partner give first, their partners give back.

The legal calls are pass or a bid above the highest (:func:`calls`); why any other call is refused (an
insufficient bid and the handbook's correction, *Sääntörikkomuksista*) is :mod:`trainer.legality`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from trainer.bids import PASS, Bid, Call
from trainer.cards import mask_of
from trainer.game import Action, GameType, Phase
from trainer.rules import Rules, all_rules
from trainer.seats import Seat

_LEFT: Final = (Seat.B, Seat.C, Seat.D, Seat.A)

if TYPE_CHECKING:
    from trainer.state import State

# The calls open in the auction and the continuation, per rules, by the current highest bid (None: no bid
# yet): pass and every bid above it, in the order of ``Rules.bids``.  One tuple per highest bid, built once.
_CALLS_ABOVE: Final[dict[Rules, dict[Bid | None, tuple[Action, ...]]]] = {}


def prepare(rules: Rules) -> None:
    """Precompute the call lists of ``rules`` (done for every registered rules value at import, and by
    :func:`trainer.rules.register` users through :mod:`trainer.phases`)."""
    if rules in _CALLS_ABOVE:
        return
    bids = rules.bids
    _CALLS_ABOVE[rules] = {None: (PASS, *bids)} | {b: (PASS, *bids[i + 1 :]) for i, b in enumerate(bids)}


for _r in all_rules():
    prepare(_r)


def calls_above(rules: Rules) -> dict[Bid | None, tuple[Action, ...]]:
    """The calls open above each highest bid of ``rules`` (None: no bid yet): pass and every higher bid.
    ``State.new`` keeps it (``State._calls_above``); every phase that sets ``State.highest`` sets
    ``State._open_calls`` from it, so :func:`calls` reads a field."""
    prepare(rules)
    return _CALLS_ABOVE[rules]


def calls(s: State) -> tuple[Action, ...]:
    """The calls open to the player to act: pass, or any bid above the highest."""
    return s._open_calls


def apply_call(s: State, call: Call, actor: Seat) -> None:
    """A legal call in the initial auction (*Maalaukset*, *Alkumaalaukset*, *KOTKAT / Maalaukset*): pass,
    or a bid above the highest (:func:`calls`; ``State.apply`` refuses anything else)."""
    if isinstance(call, Bid):
        rnd = len(s.calls) // 4 + 1
        d = s.__dict__  # plain writes into the fresh copy (as State._set does)
        po = s.pair_opening
        if po[actor & 1] is None:  # the pair of ``actor``: AC = 0, BD = 1 (Seat.pair)
            d["pair_opening"] = ((rnd, call), po[1]) if actor & 1 == 0 else (po[0], (rnd, call))
        d["highest"] = call
        d["_open_calls"] = s._calls_above[call]
        d["highest_by"] = actor
        d["passes"] = 0
        d["calls"] = (*s.calls, (actor, call))
        d["to_act"] = _LEFT[actor]
        return
    d = s.__dict__  # a pass, the most frequent call: plain writes into the fresh copy (as State._set does)
    calls = d["calls"] = (*s.calls, (actor, call))
    passes = d["passes"] = s.passes + 1
    d["to_act"] = _LEFT[actor]
    if s.highest is None and len(calls) == 4:
        start_passimisaari(s)
    elif s.highest is not None and passes == 8:
        end_auction(s)


def start_passimisaari(s: State) -> None:
    hands = list(s.hands)
    if s.rules.middle_size:
        seat = s.dealer.left
        for c in s.deal.middle:
            hands[seat] |= c.bit
            seat = seat.left
    left = s.dealer.left
    # The dealer's left gives to their partner (the dealer's right), the dealer's
    # partner to the dealer; then the dealer's right answers, then the dealer.
    queue = (
        (left, left.partner),
        (s.dealer.partner, s.dealer),
        (left.partner, left),
        (s.dealer, s.dealer.partner),
    )
    s._set(
        game=GameType.PASSIMISAARI,
        hands=tuple(hands),
        phase=Phase.PASS_EXCHANGE,
        queue=queue,
        to_act=queue[0][0],
    )


def end_auction(s: State) -> None:
    """The auction is over: the maker of the highest bid lifts (``Rules.lift``: shows and takes the middle
    cards) and gives the first packet to partner.  Whether the defenders will exchange is settled now, from
    the main pair's own first bid (*Sivupelaajien korttien vaihdot*)."""
    lifter = s.highest_by
    assert lifter is not None
    opening = s.pair_opening[lifter.pair]
    assert opening is not None
    rnd, first = opening
    below = s.rules.defenders_exchange_below
    s._set(defenders_exchange=below is not None and not (rnd == 1 and first.level >= below))
    lift(s, lifter)


def lift(s: State, lifter: Seat) -> None:
    """``lifter`` shows and takes the middle cards where the rules have a lift (*Nostomaalaus*) and gives
    the first packet to partner (*Pääpelaajien korttien vaihdot*, *KOTKAT / Korttien vaihdot*)."""
    hands = s.hands
    if s.rules.lift:
        lifted = list(hands)
        lifted[lifter] |= mask_of(s.deal.middle)
        hands = (lifted[0], lifted[1], lifted[2], lifted[3])
    s._set(
        lifter=lifter,
        middle_shown=s.rules.lift,
        hands=hands,
        phase=Phase.PACKET,
        queue=((lifter, lifter.partner),),
        to_act=lifter,
    )
