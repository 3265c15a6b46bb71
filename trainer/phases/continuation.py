"""Continuation bidding (*Jatkomaalaukset*) of the pair games, after the exchanges.

Only the two main players call, the lifter first, alternately, until both have passed twice in a row
(DECISION: 4 consecutive passes).  DECISION: a pass that would end the bidding below the form's lowest
final contract is not allowed; that player must bid at the lowest contract level or higher (:func:`calls`;
the reason a call is refused is :mod:`trainer.legality`'s).  The maker
of the last bid declares; then the defenders exchange (when ``State.defenders_exchange``) or the
doubling starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from trainer.bids import Bid, Call
from trainer.game import Action, GameType, Phase
from trainer.phases import doubling as _doubling
from trainer.seats import Seat

if TYPE_CHECKING:
    from trainer.state import State
_GAME_OF = {"misere": GameType.MISERE, "grand": GameType.GRAND, "trump": GameType.TRUMP}


def calls(s: State) -> tuple[Action, ...]:
    assert s.highest is not None
    calls = s._open_calls
    min_level = s.rules.min_contract_level
    if s.passes == 3 and s.highest.level < min_level:
        # The pass would end the bidding below the lowest contract: a bid at that level is needed.
        return tuple(c for c in calls[1:] if isinstance(c, Bid) and c.level >= min_level)
    return calls


def apply_call(s: State, call: Call, actor: Seat) -> None:
    """A legal call (:func:`calls`; ``State.apply`` refuses anything else): a bid above the highest, or a
    pass; the fourth pass in a row ends the bidding."""
    if isinstance(call, Bid):
        s._set(
            highest=call,
            _open_calls=s._calls_above[call],
            highest_by=actor,
            passes=0,
            continuation=(*s.continuation, (actor, call)),
            to_act=actor.partner,
        )
        return
    passes = s.passes + 1
    s._set(passes=passes, continuation=(*s.continuation, (actor, call)), to_act=actor.partner)
    if passes == 4:
        declarer = s.highest_by
        assert declarer is not None and s.highest is not None
        declare(s, s.highest, declarer)


def declare(s: State, contract: Bid, declarer: Seat) -> None:
    """The contract is settled: then the defenders exchange (when ``State.defenders_exchange``) or the
    doubling starts.  Also the end of puupää's one final call (:mod:`trainer.phases.puupaa`)."""
    game = _GAME_OF[contract.game]
    s._set(contract=contract, declarer=declarer, game=game, trump=contract.trump)
    if s.defenders_exchange:
        first = declarer.left
        s._set(
            phase=Phase.DEFENDERS_EXCHANGE,
            queue=((first, first.partner), (first.partner, first)),
            to_act=first,
        )
    else:
        _doubling.start(s)
