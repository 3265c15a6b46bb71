"""The player protocol: what a computer (or any) player is asked, and what it may answer.

A player sits at one seat and is asked for an action whenever that seat is to act.  It is given
what the seat knows (:class:`~trainer.info.Info`, never the engine's
:class:`~trainer.state.State`, which holds every hidden card), the engine's legal actions and a
random generator, and returns one of the legal actions.  A packet (*Pääpelaajien korttien
vaihdot*, *KOTKAT / Korttien vaihdot*) is chosen card by card, top card first, as the engine takes
it: the player is asked once per card and sees the cards it has already put in the packet in
:attr:`Info.packet_so_far <trainer.info.Info.packet_so_far>`.

A player's answer depends on its arguments (the same info, legal actions and generator state give
the same action), so a deal played by computers is reproducible from its seed.  A player may keep a
plan between calls only when the plan itself was drawn from an earlier call's arguments (the
handbook player's packet order, drawn at the packet's first card); otherwise players are stateless.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from trainer.errors import IllegalActionError
from trainer.game import Action, Phase
from trainer.info import Info
from trainer.seats import Seat


@runtime_checkable
class Player(Protocol):
    """A player: :meth:`act` answers for one seat; :attr:`name` labels it in reports and records."""

    @property
    def name(self) -> str:
        """A short label (``"random"``, ``"handbook"``) for reports, benchmarks and deal records."""
        ...

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The action of ``info.seat``, one of ``legal`` (never empty); ``rng`` is the only randomness."""
        ...


class PlayerError(IllegalActionError):
    """A player answered with an action the rules do not allow now: a bug in that player.

    ``code`` is ``player_illegal``; ``params``: ``player`` (its name), ``seat``, ``action``, ``phase``
    and the engine's ``reason`` with its parameters (why the action is illegal, as the engine's
    :class:`IllegalActionError` gives it, so :func:`trainer.texts.error_text` can say why).
    """

    code = "player_illegal"


def player_error(
    player: Player, seat: Seat, action: object, phase: Phase, cause: IllegalActionError
) -> PlayerError:
    """The error for ``player``'s illegal ``action`` at ``seat`` (``cause``: the engine's refusal)."""
    return PlayerError(
        f"player {player.name!r} at seat {seat} chose {action} in the {phase} phase, which is not legal: "
        f"{cause.message}",
        code="player_illegal",
        **{
            **cause.params,
            "player": player.name,
            "seat": str(seat),
            "action": str(action),
            "phase": str(phase),
            "reason": str(cause.params.get("reason", "")),
        },
    )
