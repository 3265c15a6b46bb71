"""Self-play: whole deals played by computer players, one pair against the other, and their figures.

Issue 15 (*Command line*, *Strength, measured*).  Pair A–C sits at seats A and C, pair B–D at B and D
(partners sit opposite each other, *Skruuvin perusasioita*).  Deal ``i`` of a run with seed ``S`` is played from
its own seed :func:`deal_seed` ``(S, i)``, so any deal of a run can be played again alone with
:func:`selfplay_deal`: ``selfplay_deal(form, deal_seed(S, i), players)`` gives the same record.  The
dealer and the cards are drawn first from that seed (:func:`~trainer.players.table.new_deal`), then
every decision draws from the same generator.

:func:`selfplay` returns the summary that ``python -m trainer selfplay --json`` prints (a public
format, see README *Command line*):

* ``pairs``: each pair's mean score per deal.  Handbook *Skruuvin pistelasku*: in trump, grand and
  misère the pair that wins a game scores plus what the other pair scores minus; in passimisääri,
  by the DECISION in :mod:`trainer.scoring`, each trick also gives the other pair a point, so pair
  scores always sum to zero.  None in bolsevikit, where every player scores alone (*Bolsevikkien
  pistelasku*: the bolshevik player scores minus the sum of the three defenders' scores, so the four
  scores sum to zero).
* ``seats``: each seat's mean score per deal (in the pair forms both partners score their pair's).
* ``contracts``: how many deals ended in each game type (``trump``, ``grand``, ``misere``,
  ``passimisaari``; bolsevikit ``bolshevik``, ``dictator``, ``thrown_in``).
* ``seconds_per_deal``: wall time per deal; ``decision_seconds_p95``: the 95th percentile of the
  time one player took for one decision, over every decision of every seat.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from trainer.bids import Form
from trainer.game import Action, GameType
from trainer.info import Info
from trainer.records import DealRecord, from_state
from trainer.seats import SEATS, Pair, Seat

from .base import Player
from .table import last_state, new_deal, seat_players

if TYPE_CHECKING:
    from trainer.dealing import Deal

#: The keys of :func:`selfplay`'s summary, in order (a public interface).
SUMMARY_KEYS = (
    "form",
    "deals",
    "seed",
    "players",
    "pairs",
    "seats",
    "contracts",
    "seconds_per_deal",
    "decision_seconds_p95",
)


def deal_seed(seed: int, index: int) -> int:
    """The seed of deal ``index`` (0, 1, ...) of a run with ``seed``: 64 bits of SHA-256, stable everywhere."""
    digest = hashlib.sha256(f"skruuvi-selfplay:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(eq=False)
class TimedPlayer:
    """A player that records how long each of its decisions took (seconds) in ``times``."""

    player: Player
    times: list[float]

    @property
    def name(self) -> str:
        return self.player.name

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        start = time.perf_counter()
        action = self.player.act(info, legal, rng)
        self.times.append(time.perf_counter() - start)
        return action


@dataclass(frozen=True)
class Played:
    """One self-played deal: its record and its game type."""

    record: DealRecord
    game: GameType


def play_seeded(
    form: Form | str,
    seed: int,
    players: Sequence[Player],
    *,
    deal: Deal | None = None,
    times: list[float] | None = None,
) -> Played:
    """Play the deal of ``seed`` with ``players`` (seat order A, B, C, D).

    ``deal``: play these cards instead of the seed's (the duplicate match replays a deal's cards with
    the pairs swapped); the decisions still draw from the seed's generator after the cards.
    ``times``: each decision's seconds are appended here.
    """
    f = form if isinstance(form, Form) else Form.parse(form)
    rng = random.Random(seed)
    start = new_deal(f, rng)  # the seed's dealer and cards, drawn first
    if deal is not None:
        start = new_deal(f, rng, deal=deal)  # draws nothing: the decisions go on from the same point
    table = seat_players(players)
    if times is not None:
        table = (
            TimedPlayer(table[0], times),
            TimedPlayer(table[1], times),
            TimedPlayer(table[2], times),
            TimedPlayer(table[3], times),
        )
    final = last_state(start, table, rng)
    names = ", ".join(f"{s} {p.name}" for s, p in zip(SEATS, table, strict=True))
    record = from_state(final, {"source": f"self-play, seed {seed}: {names}"})
    assert final.result is not None  # last_state plays to the end
    return Played(record, final.result.game)


def selfplay_deal(
    form: Form | str, seed: int, players: Sequence[Player], *, times: list[float] | None = None
) -> DealRecord:
    """The record of the deal played from ``seed`` (see :func:`deal_seed`) by ``players`` (seats A–D)."""
    return play_seeded(form, seed, players, times=times).record


def pair_players(ac: Player, bd: Player) -> tuple[Player, Player, Player, Player]:
    """Seats A, B, C, D for pair A–C ``ac`` and pair B–D ``bd``."""
    return (ac, bd, ac, bd)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by the nearest rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 1))  # ceil(n q), at least 1
    return ordered[int(rank) - 1]


def selfplay(form: Form | str, deals: int, seed: int, ac: str, bd: str) -> dict[str, object]:
    """Play ``deals`` deals (deal ``i`` from :func:`deal_seed` ``(seed, i)``), pair A–C ``ac`` against
    pair B–D ``bd`` (names from :data:`trainer.players.PLAYER_NAMES`), and summarise them.

    A fresh player is made for every seat (:func:`trainer.players.make_player`).  Raises ValueError
    for ``deals`` < 1 or an unknown player name.
    """
    from . import make_player  # the registry imports this package

    f = form if isinstance(form, Form) else Form.parse(form)
    if deals < 1:
        raise ValueError(f"deals must be 1 or more, not {deals}")
    players = (make_player(ac), make_player(bd), make_player(ac), make_player(bd))
    times: list[float] = []
    totals = dict.fromkeys(SEATS, 0)
    contracts: Counter[str] = Counter()
    start = time.perf_counter()
    for i in range(deals):
        played = play_seeded(f, deal_seed(seed, i), players, times=times)
        result = played.record.result
        assert result is not None
        contracts[str(played.game)] += 1
        for s in SEATS:
            totals[s] += _seat_score(f, result.score, s)
    elapsed = time.perf_counter() - start
    seats = {str(s): totals[s] / deals for s in SEATS}
    pairs = None if f is Form.BOLSEVIKIT else {str(p): totals[p.seats[0]] / deals for p in Pair}
    return {
        "form": str(f),
        "deals": deals,
        "seed": seed,
        "players": {"AC": ac, "BD": bd},
        "pairs": pairs,
        "seats": seats,
        "contracts": dict(sorted(contracts.items())),
        "seconds_per_deal": elapsed / deals,
        "decision_seconds_p95": percentile(times, 0.95),
    }


def _seat_score(form: Form, score: Mapping[str, int], seat: Seat) -> int:
    """``seat``'s points in a record's result score (per pair in the pair forms, per seat in bolsevikit)."""
    key = str(seat) if form is Form.BOLSEVIKIT else str(seat.pair)
    return int(score[key])


__all__ = [
    "SUMMARY_KEYS",
    "Played",
    "TimedPlayer",
    "deal_seed",
    "pair_players",
    "percentile",
    "play_seeded",
    "selfplay",
    "selfplay_deal",
]
