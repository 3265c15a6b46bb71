"""Computer players and the table that seats them (issue 10 §3; code review §5.1).

* :class:`Player` (:mod:`.base`): the protocol, ``act(info, legal, rng) -> action``.  A player is
  given what its seat knows (:class:`~trainer.info.Info`), never the engine's state.
* :class:`RandomPlayer` and :class:`BiasedRandomPlayer` (:mod:`.randomplay`): uniform, and random
  with a pass bias and low bids (the test suite's random deals).
* :class:`HandbookPlayer` (:mod:`.handbook`): plays as the handbook's conventions advise (the drill
  generator's player).
* :func:`play_deal` and :func:`play_states` (:mod:`.table`): a whole deal with one player per seat,
  as a deal record or as every state on the way.
"""

from .base import Player, PlayerError
from .handbook import HandbookPlayer
from .randomplay import BiasedRandomPlayer, RandomPlayer
from .table import Players, everyone, last_state, new_deal, play_deal, play_states, seat_players

__all__ = [
    "BiasedRandomPlayer",
    "HandbookPlayer",
    "Player",
    "PlayerError",
    "Players",
    "RandomPlayer",
    "everyone",
    "last_state",
    "new_deal",
    "play_deal",
    "play_states",
    "seat_players",
]
