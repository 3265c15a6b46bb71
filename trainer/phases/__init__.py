"""The phase modules of the phase machine, and the procedure table that joins them to the rules.

:class:`trainer.state.State` holds a deal in progress; what happens in each phase lives here, one
module per part of the procedure:

* :mod:`~trainer.phases.auction`: the pair games' initial auction, the lift, passimisääri's start;
* :mod:`~trainer.phases.exchanges`: packets, one-card gives, passimisääri's and the defenders' exchanges;
* :mod:`~trainer.phases.continuation`: continuation bidding;
* :mod:`~trainer.phases.doubling`: doubles and redoubles;
* :mod:`~trainer.phases.play`: the opening lead, the tricks and the result;
* :mod:`~trainer.phases.bolsevikit`: the bolsevikit procedure where it differs (its round, the choice
  among bidders, the final call, doubling each for themself).

A :class:`Handler` gives, for one phase, the legal actions of the player to act and how an action
changes the state.  A procedure is a table from :class:`~trainer.game.Phase` to handler;
``Rules.procedure`` names the table a deal uses.  A variant whose procedure differs registers a table
(:func:`register_procedure`) that starts from :data:`PAIRS` and replaces the phases it changes, so the
other modules stay untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal

from trainer.game import Phase
from trainer.phases import auction, bolsevikit, continuation, doubling, exchanges, play

if TYPE_CHECKING:
    from trainer.game import Action
    from trainer.rules import Rules
    from trainer.seats import Seat
    from trainer.state import State


@dataclass(frozen=True, slots=True)
class Handler:
    """One phase: ``legal(state)`` lists the actions of the player to act; ``apply(state, action, actor)``
    changes a fresh copy of the state in place.  ``apply`` is given legal actions only: :meth:`State.apply`
    refuses any action not in ``legal`` (a card: not in the giver's hand, or not following suit in the play)
    with the reason :func:`trainer.legality.why_illegal` gives, so no handler raises IllegalActionError.
    ``wants`` is the kind of action the phase takes (a card phase is checked by the card's bit, not by
    scanning the list)."""

    legal: Callable[[State], tuple[Action, ...]]
    apply: Callable[[State, Any, Seat], None]
    wants: Literal["call", "card", "choice"]


def _give(s: State, card: Any, actor: Seat) -> None:
    exchanges.give(s, card)


def _play(s: State, card: Any, actor: Seat) -> None:
    play.play_card(s, card)


def _no_actions(s: State) -> tuple[Action, ...]:
    return ()


def _over(s: State, action: Any, actor: Seat) -> None:  # pragma: no cover - State.apply refuses first
    raise AssertionError("the deal is over")


_GIVE = Handler(exchanges.cards, _give, "card")

#: The pair games (alkupelit, kotkat) and passimisääri.
PAIRS: Mapping[Phase, Handler] = MappingProxyType(
    {
        Phase.AUCTION: Handler(auction.calls, auction.apply_call, "call"),
        Phase.PASS_EXCHANGE: _GIVE,
        Phase.PACKET: _GIVE,
        Phase.RESPONDER_GIVES: _GIVE,
        Phase.RETURN_PACKET: _GIVE,
        Phase.CONTINUATION: Handler(continuation.calls, continuation.apply_call, "call"),
        Phase.DEFENDERS_EXCHANGE: _GIVE,
        Phase.DOUBLING: Handler(doubling.calls, doubling.apply_call, "call"),
        Phase.PLAY: Handler(play.cards, _play, "card"),
        Phase.DONE: Handler(_no_actions, _over, "call"),
    }
)

#: Bolsevikit: the pair games' table with its own round, choice, gives, final call and doubling.
BOLSEVIKIT: Mapping[Phase, Handler] = MappingProxyType(
    {
        **PAIRS,
        Phase.AUCTION: Handler(bolsevikit.calls, bolsevikit.apply_call, "call"),
        Phase.BOLSHEVIK_CHOICE: Handler(bolsevikit.choices, bolsevikit.choose, "choice"),
        Phase.BOLSHEVIK_GIVES: _GIVE,
        Phase.CONTINUATION: Handler(bolsevikit.final_calls, bolsevikit.final_call, "call"),
        Phase.DOUBLING: Handler(bolsevikit.double_calls, bolsevikit.double_call, "call"),
    }
)

_PROCEDURES: dict[str, Mapping[Phase, Handler]] = {"pairs": PAIRS, "bolsevikit": BOLSEVIKIT}


def register_procedure(name: str, table: Mapping[Phase, Handler]) -> None:
    """Add a variant's procedure table under ``name`` (the value of its ``Rules.procedure``)."""
    _PROCEDURES[name] = MappingProxyType(dict(table))


def procedure(rules: Rules) -> Mapping[Phase, Handler]:
    """The procedure table of ``rules``.  Raises KeyError for a procedure nobody registered (a
    programming error: a variant's module registers its table when it is imported)."""
    auction.prepare(rules)
    return _PROCEDURES[rules.procedure]
