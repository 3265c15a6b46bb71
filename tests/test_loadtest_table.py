"""tools/loadtest.py's table step (issue 15): the deals it starts from and how its requests are counted."""

from __future__ import annotations

import pytest

from tools.loadtest import Sample, StepError, pick_indices, summarise, table_tokens, token_steps
from trainer.game import GameType, Phase
from trainer.tablegame import TableGame


def test_table_tokens_stop_at_a_strong_computer_card_decision_in_trump_or_grand() -> None:
    tokens = table_tokens(seed=5, count=4)
    assert len(tokens) == 4 and len(set(tokens)) == 4  # distinct deals: no solver cache hits between them
    for token in tokens:
        game = TableGame.from_token(token)
        assert game.setup.level == "strong"
        s = game.state
        assert s.phase is Phase.PLAY and s.game in (GameType.TRUMP, GameType.GRAND)
        assert not game.learner_to_act and not game.is_over  # the page will make a computer think
        assert token_steps(token) == len(game.steps)


def test_table_tokens_are_the_same_for_the_same_seed() -> None:
    assert table_tokens(seed=9, count=2) == table_tokens(seed=9, count=2)


def test_token_steps_counts_the_steps_field() -> None:
    assert token_steps("t1.as.D.817.2-0-0L-0.") == 4
    assert token_steps("t1.as.D.817..") == 0
    assert token_steps("not a token") == 0


def test_others_leave_out_the_table_requests() -> None:
    samples = [
        Sample("home", 0.1),
        Sample("lesson", 0.2),
        Sample("drill:check", 0.3),
        Sample("table", 3.0, decisions=2),
        Sample("table", 2.0, decisions=3),
        Sample("table", 9.0, error="timeout"),
        Sample("connect", 0.5),
    ]
    r = summarise(3, samples, 10.0, 1.0, 0.1, table_learners=1)
    assert r["table_learners"] == 1
    assert r["others_p95_ms"] == 300.0 and r["others_p50_ms"] == 200.0
    assert r["p95_ms"] == 3000.0  # all requests: the table's too
    table = r["steps"]["table"]
    assert table["requests"] == 2 and table["errors"] == 1
    assert table["decisions"] == 5 and table["ms_per_decision"] == 1000.0
    assert "decisions" not in r["steps"]["home"]


def test_cards_are_picked_by_their_text_whatever_the_order_and_markup() -> None:
    options = ["♠ A", ":red[♦] 10", "♣ K"]  # as the pills send them back: colour markup, icon and a space
    assert pick_indices(options, ["♣K", "♦10"]) == (2, 1)
    coloured = ["♠ A", ':color[♦]{foreground="#0050b3"} 10', ':color[♣]{foreground="#0a6b2e"}K']
    assert pick_indices(coloured, ["♣K", "♦10"]) == (2, 1)
    with pytest.raises(StepError, match="do not offer"):
        pick_indices(options, ["♥2"])
