"""The table's game model (trainer/tablegame.py): reproducible deals, links that replay, take-backs."""

from __future__ import annotations

import random

import pytest

from trainer.bids import Form
from trainer.errors import IllegalActionError
from trainer.players import RandomPlayer
from trainer.seats import Seat
from trainer.tablegame import Setup, TableError, TableGame


def _learner_plays_randomly(game: TableGame, rng: random.Random, *, hint_every: int = 5) -> None:
    n = 0
    while not game.is_over:
        for _step in game.computer_steps():
            pass
        if game.learner_to_act:
            n += 1
            game.play(rng.choice(game.state.legal_actions()), hinted=n % hint_every == 0)


@pytest.mark.parametrize("form", [Form.ALKUPELIT, Form.KOTKAT, Form.BOLSEVIKIT])
@pytest.mark.parametrize("seed", [0, 1, 7])
def test_a_whole_deal_plays_and_its_link_replays_it(form: Form, seed: int) -> None:
    game = TableGame(Setup(form, Seat.B, "handbook", seed))
    _learner_plays_randomly(game, random.Random(seed))
    assert game.is_over
    assert game.record().result is not None
    again = TableGame.from_token(game.token())
    assert again.steps == game.steps
    assert again.state.is_over
    assert again.record().result == game.record().result
    learner = [st for st in game.steps if st.learner]
    assert len(learner) < 5 or any(st.hinted for st in learner)
    assert any(not st.learner for st in game.steps)


def test_the_same_seed_and_decisions_give_the_same_deal() -> None:
    a = TableGame(Setup(Form.ALKUPELIT, Seat.A, "handbook", 42))
    b = TableGame(Setup(Form.ALKUPELIT, Seat.A, "handbook", 42))
    _learner_plays_randomly(a, random.Random(3))
    _learner_plays_randomly(b, random.Random(3))
    assert a.token() == b.token()
    other = TableGame(Setup(Form.ALKUPELIT, Seat.A, "handbook", 43))
    assert other.start.hand(Seat.A) != a.start.hand(Seat.A)


def test_take_back_undoes_the_last_decision_and_what_followed() -> None:
    game = TableGame(Setup(Form.KOTKAT, Seat.C, "handbook", 5))
    rng = random.Random(1)
    for _ in range(3):
        list(game.computer_steps())
        game.play(rng.choice(game.state.legal_actions()))
    list(game.computer_steps())
    before = len(game.steps)
    last = max(i for i, st in enumerate(game.steps) if st.learner)
    undone = game.take_back()
    assert undone.learner and len(game.steps) == last
    assert game.learner_to_act
    assert game.takebacks == [before]
    # Making the same decision again gives the same deal (the computers draw per step).
    game.play(undone.action)
    list(game.computer_steps())
    assert len(game.steps) == before
    again = TableGame.from_token(game.token())
    assert again.takebacks == [before]


def test_take_back_needs_a_decision() -> None:
    game = TableGame(Setup(Form.ALKUPELIT, Seat.D, "handbook", 0))
    with pytest.raises(TableError) as e:
        game.take_back()
    assert e.value.code == "table_no_takeback"


def test_playing_out_of_turn_or_illegally_is_refused() -> None:
    game = TableGame(Setup(Form.ALKUPELIT, Seat.A, "handbook", 11))
    if game.learner_to_act:
        list(game.computer_steps())
        game.play(game.state.legal_actions()[0])
    assert not game.learner_to_act or game.is_over
    with pytest.raises(TableError) as e:
        game.play(game.state.legal_actions()[0])
    assert e.value.code == "table_not_learner"
    list(game.computer_steps())
    with pytest.raises(IllegalActionError):
        game.play(game.start.hand(Seat.B)[0])


@pytest.mark.parametrize(
    ("token", "where"),
    [
        ("", "version"),
        ("t2.ah.A.1..", "version"),
        ("t1.xh.A.1..", "form"),
        ("t1.ah.E.1..", "seat"),
        ("t1.ah.A.-1..", "seed"),
        ("t1.ah.A.1.zz.", "step"),
        ("t1.ah.A.1.0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0-0.", "step"),
        ("t1.ah.A.1..x!", "takebacks"),
    ],
)
def test_a_bad_link_says_what_is_wrong(token: str, where: str) -> None:
    with pytest.raises(TableError) as e:
        TableGame.from_token(token)
    assert e.value.code == "table_token"
    assert e.value.params["where"] == where


def test_a_step_marked_for_the_wrong_player_is_refused() -> None:
    game = TableGame(Setup(Form.ALKUPELIT, Seat.A, "handbook", 3))
    list(game.computer_steps())
    game.play(game.state.legal_actions()[0])
    list(game.computer_steps())
    parts = game.token().split(".")
    steps = parts[4].split("-")
    steps = [s[:-1] if s.endswith(("L", "H")) else s + "L" for s in steps]
    with pytest.raises(TableError) as e:
        TableGame.from_token(".".join([*parts[:4], "-".join(steps), parts[5]]))
    assert e.value.params["where"] == "step"


def test_setup_is_checked() -> None:
    with pytest.raises(TableError):
        Setup(Form.ALKUPELIT, Seat.A, "expert", 0)
    with pytest.raises(TableError):
        Setup(Form.ALKUPELIT, Seat.A, "handbook", -5)


def test_players_can_be_given() -> None:
    game = TableGame(Setup(Form.BOLSEVIKIT, Seat.A, "handbook", 9), make_player=lambda _level: RandomPlayer())
    _learner_plays_randomly(game, random.Random(9))
    assert game.is_over
