"""Computer players in a worker process (trainer/players/remote.py): the same answers as in the app's process."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest

from trainer.bids import Form
from trainer.players import remote
from trainer.players.remote import RemotePlayer
from trainer.seats import Seat
from trainer.tablegame import Setup, TableGame, app_player, computer_player


@pytest.fixture
def pool() -> Iterator[None]:
    yield
    remote.shutdown()


def _play(game: TableGame, n: int) -> None:
    rng = random.Random(5)
    while not game.is_over and n > 0:
        for _step in game.computer_steps():
            n -= 1
        if game.learner_to_act:
            game.play(rng.choice(game.state.legal_actions()))


def test_a_worker_answers_as_the_app_process_does(pool: None) -> None:
    """The handbook level through the worker (a whole deal: calls, packets, gives, cards) gives the same deal."""
    local = TableGame(Setup(Form.ALKUPELIT, Seat.B, "handbook", 21))
    far = TableGame(Setup(Form.ALKUPELIT, Seat.B, "handbook", 21), make_player=RemotePlayer)
    _play(local, 200)
    _play(far, 200)
    assert far.token() == local.token()
    assert local.is_over


def test_the_worker_runs_at_a_lower_priority(pool: None) -> None:
    pool_ = remote._executor()
    assert pool_ is not None
    theirs = pool_.submit(os.nice, 0).result(60)
    assert theirs >= os.nice(0) + remote.NICE or theirs == 19


def test_a_failed_worker_falls_back_to_the_app_process(pool: None, monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken:
        def submit(self, *args: object, **kwargs: object) -> object:
            raise RuntimeError("no worker")

        def shutdown(self, **kwargs: object) -> None:
            pass

    monkeypatch.setattr(remote, "_executor", lambda: Broken())
    game = TableGame(Setup(Form.KOTKAT, Seat.A, "handbook", 4), make_player=RemotePlayer)
    local = TableGame(Setup(Form.KOTKAT, Seat.A, "handbook", 4))
    _play(game, 30)
    _play(local, 30)
    assert game.token() == local.token()


def test_the_app_sends_only_the_strong_player_to_the_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(app_player("strong"), RemotePlayer)
    assert not isinstance(app_player("handbook"), RemotePlayer)
    monkeypatch.setenv("SKRUUVI_COMPUTER_WORKERS", "0")
    assert not isinstance(app_player("strong"), RemotePlayer)
    assert type(app_player("handbook")) is type(computer_player("handbook"))
