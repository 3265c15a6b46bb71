"""Computer players that think in a separate, lower-priority process (issue 15, "the app must stay responsive").

The app serves every learner from one Python process, where only one thread runs Python at a time.  A strong
player's card (resampling, double dummy, the ending solver) takes up to a second of CPU; run in the app's own
process it queues ahead of every other learner's page (measured with ``python -m tools.loadtest
--table-learners 0,1,2``: the other learners' median grew from 0.45 s to 1.0 s with one table learner).
:class:`RemotePlayer` sends each decision to a worker process instead, started with ``spawn`` (never
``fork`` from the app's threads) and lowered in priority (``nice`` :data:`NICE`), so the operating system
gives the app's own threads the CPU first.

A remote player answers exactly as the same player in the app's process: it is given the same
:class:`~trainer.info.Info`, legal actions and generator (pickled), and the worker keeps one player per level
for its lifetime, so a handbook player's packet plan (drawn at the packet's first card, keyed by everything
the giver knew) is found again at the packet's later cards.  If the worker cannot answer (it died, or the
pool cannot start), the decision is made in the app's process and the failure is logged: a learner's deal
never stops for it.

``SKRUUVI_COMPUTER_WORKERS``: the number of worker processes (default 1; 0 thinks in the app's process).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import random
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Final

from trainer.game import Action
from trainer.info import Info

from .base import Player

log = logging.getLogger(__name__)

#: How much lower the workers' priority is than the app's (``os.nice``).
NICE: Final = 10
#: The longest wait for one decision before it is made in the app's process instead (seconds).
TIMEOUT: Final = 120.0

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()
_players: dict[str, Player] = {}  # in a worker: one player per level


def workers() -> int:
    """The number of worker processes from ``SKRUUVI_COMPUTER_WORKERS`` (default 1; bad values: 1)."""
    text = os.environ.get("SKRUUVI_COMPUTER_WORKERS", "1").strip()
    return int(text) if text.isdigit() else 1


def _start_worker() -> None:
    with contextlib.suppress(OSError):  # a platform without nice: the worker still answers
        os.nice(NICE)


def _act_in_worker(level: str, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
    from trainer.players import make_player

    player = _players.get(level)
    if player is None:
        player = _players[level] = make_player(level)
    return player.act(info, legal, rng)


def _executor() -> ProcessPoolExecutor | None:
    global _pool
    with _pool_lock:
        if _pool is None and workers() > 0:
            _pool = ProcessPoolExecutor(
                max_workers=workers(),
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
            )
        return _pool


def _reset() -> None:
    global _pool
    with _pool_lock:
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def shutdown() -> None:
    """Stop the worker processes (tests; the app's exit stops them too)."""
    _reset()


@dataclass(eq=False)
class RemotePlayer:
    """The player of ``level`` (a name :func:`trainer.players.make_player` knows), thinking in a worker."""

    level: str

    @property
    def name(self) -> str:
        return self.level

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The worker's answer; the app's process answers when the worker cannot.  ``rng`` is used in the
        worker (a pickled copy), so it is not moved on here: the table gives each decision a generator of its
        own (:func:`trainer.tablegame.step_rng`)."""
        pool = _executor()
        if pool is not None:
            try:
                return pool.submit(_act_in_worker, self.level, info, legal, rng).result(TIMEOUT)
            except (BrokenProcessPool, TimeoutError, OSError, RuntimeError) as e:
                log.warning("the computer player's worker failed (%s); deciding in the app's process", e)
                _reset()
        return _act_in_worker(self.level, info, legal, rng)
