"""Computer players and the table that seats them (issue 10 §3; code review §5.1).

* :class:`Player` (:mod:`.base`): the protocol, ``act(info, legal, rng) -> action``.  A player is
  given what its seat knows (:class:`~trainer.info.Info`), never the engine's state.
* :class:`RandomPlayer` and :class:`BiasedRandomPlayer` (:mod:`.randomplay`): uniform, and random
  with a pass bias and low bids (the test suite's random deals).
* :class:`HandbookPlayer` (:mod:`.handbook`): plays as the handbook's conventions advise (the drill
  generator's player).
* :func:`play_deal` and :func:`play_states` (:mod:`.table`): a whole deal with one player per seat,
  as a deal record or as every state on the way.
* :data:`PLAYER_NAMES` and :func:`make_player`: the players by name, as the command line
  (``python -m trainer selfplay --ac/--bd``) and the table page offer them.  ``"strong"``
  (:mod:`.strong`, sampling with double dummy) is imported only when asked for.
"""

from .base import Player, PlayerError
from .handbook import HandbookPlayer
from .randomplay import BiasedRandomPlayer, RandomPlayer
from .table import Players, everyone, last_state, new_deal, play_deal, play_states, seat_players

#: The players :func:`make_player` knows, weakest first.
PLAYER_NAMES: tuple[str, ...] = ("random", "handbook", "strong")


class PlayerUnavailableError(ValueError):
    """A known player whose module cannot be loaded (``"strong"`` before it exists, or without its solver)."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(f"the {name!r} player is not available: {reason}")
        self.name = name
        self.reason = reason


def make_player(name: str) -> Player:
    """A new player called ``name``, one of :data:`PLAYER_NAMES`.

    Raises ValueError naming the allowed names for any other name, and
    :class:`PlayerUnavailableError` (a ValueError) when the strong player cannot be loaded.
    """
    if name == "random":
        return RandomPlayer()
    if name == "handbook":
        return HandbookPlayer()
    if name == "strong":
        try:
            from trainer.players.strong import StrongPlayer  # type: ignore[import-not-found,unused-ignore]
        except ImportError as e:
            raise PlayerUnavailableError(name, str(e)) from e
        player: Player = StrongPlayer()
        return player
    raise ValueError(f"unknown player {name!r}: use one of {', '.join(PLAYER_NAMES)}")


__all__ = [
    "PLAYER_NAMES",
    "BiasedRandomPlayer",
    "HandbookPlayer",
    "Player",
    "PlayerError",
    "PlayerUnavailableError",
    "Players",
    "RandomPlayer",
    "everyone",
    "last_state",
    "make_player",
    "new_deal",
    "play_deal",
    "play_states",
    "seat_players",
]
