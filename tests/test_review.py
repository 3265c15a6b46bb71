"""The review of a played deal (trainer/review.py): grades from the conventions, trick costs from double dummy."""

from __future__ import annotations

import random
from functools import cache

import pytest

from trainer.cards import Card
from trainer.conventions import double_dummy
from trainer.conventions.advise import advise
from trainer.game import GameType, Phase
from trainer.players import HandbookPlayer, RandomPlayer, play_deal
from trainer.records import DealRecord
from trainer.review import GRADES, review, review_json
from trainer.seats import Seat
from trainer.state import State

needs_dds = pytest.mark.skipif(not double_dummy.is_available(), reason="endplay/DDS is not installed here")


def _side_tricks(s: State, seat: Seat) -> int:
    return s.won[seat] + s.won[seat.partner]


@cache
def _best(s: State, seat: Seat) -> int:
    """Brute force: the tricks ``seat``'s side takes from ``s`` on, best play by all (plain minimax, no pruning)."""
    if s.phase is not Phase.PLAY:
        return _side_tricks(s, seat)
    to_act = s.to_act
    assert to_act is not None
    values = [_best(s.apply(c, to_act), seat) for c in s.legal_actions()]
    mine = to_act in (seat, seat.partner)
    return max(values) if mine else min(values)


def _trump_or_grand_records(n: int) -> list[DealRecord]:
    out = []
    seed = 0
    while len(out) < n:
        rec = play_deal("alkupelit", [HandbookPlayer()] * 4, random.Random(seed))
        seed += 1
        if rec.replay().game in (GameType.TRUMP, GameType.GRAND):
            out.append(rec)
    return out


@needs_dds
def test_trick_costs_agree_with_brute_force_in_the_last_three_tricks() -> None:
    checked = 0
    for rec in _trump_or_grand_records(6):
        states = rec.states()
        for seat in (Seat.A, Seat.B):
            for d in review(rec, seat).decisions:
                s = states[d.step][2]
                if d.phase is not Phase.PLAY or len(s.hand(seat)) > 3:
                    continue
                assert isinstance(d.action, Card)
                before = _side_tricks(s, seat)
                tricks = {c: _best(s.apply(c, seat), seat) - before for c in s.legal_actions()}
                assert d.dd_cost == max(tricks.values()) - tricks[d.action], (rec.meta, d.step)
                checked += 1
    assert checked >= 30


@needs_dds
def test_every_card_of_a_trump_game_has_a_cost_and_no_cost_is_negative() -> None:
    rec = _trump_or_grand_records(1)[0]
    rv = review(rec, Seat.C)
    cards = [d for d in rv.decisions if d.phase is Phase.PLAY]
    assert len(cards) == 13
    assert all(d.dd_cost is not None and d.dd_cost >= 0 and d.cost_unit == "tricks" for d in cards)
    assert all(d.dd_cost is None for d in rv.decisions if d.phase is not Phase.PLAY)


def test_grades_follow_the_conventions() -> None:
    """A handbook player's decisions where the handbook advises are graded recommended; a random player's
    calls that the handbook would not make are not_advised, with the reasons of that call."""
    rec = play_deal(
        "alkupelit", [HandbookPlayer(), RandomPlayer(), HandbookPlayer(), RandomPlayer()], random.Random(4)
    )
    states = rec.states()
    for d in review(rec, Seat.A).decisions:
        assert d.grade in GRADES
        if d.grade == "no_advice":
            assert d.recommended == ()
        else:
            assert advise(states[d.step][2]) is not None
    random_grades = [d.grade for d in review(rec, Seat.B).decisions]
    assert "not_advised" in random_grades
    for d in review(rec, Seat.B).decisions:
        if d.grade == "not_advised":
            assert d.reasons and d.action not in d.recommended


def test_the_steps_are_the_positions_of_the_decisions() -> None:
    rec = play_deal("kotkat", [HandbookPlayer()] * 4, random.Random(2))
    states = rec.states()
    for seat in (Seat.A, Seat.D):
        rv = review(rec, seat)
        assert rv.decisions
        for d in rv.decisions:
            assert states[d.step][2].to_act is seat
            assert states[d.step + 1][1] == d.action
        assert len(rv.decisions) == sum(1 for i in range(len(states) - 1) if states[i][2].to_act is seat)


def test_json_has_the_issue_fields() -> None:
    rec = play_deal("bolsevikit", [HandbookPlayer()] * 4, random.Random(1))
    data = review_json(review(rec, Seat.B))
    assert set(data) == {"decisions", "summary"}
    for d in data["decisions"]:
        assert set(d) == {"step", "phase", "action", "grade", "recommended", "reasons", "dd_cost"}
        assert d["grade"] in GRADES
        assert d["dd_cost"] is None  # bolsevikit: no double dummy, no ending solver


def test_without_double_dummy_the_review_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(double_dummy, "is_available", lambda: False)
    rec = _trump_or_grand_records(1)[0]
    rv = review(rec, Seat.A)
    assert not rv.dd_available and rv.notes
    assert all(d.dd_cost is None for d in rv.decisions)
    assert rv.summary()["dd_available"] is False


def test_late_cards_of_a_passimisaari_are_measured_in_points_by_the_ending_solver() -> None:
    from trainer import endings

    seed = 0
    while True:
        rec = play_deal("kotkat", [HandbookPlayer()] * 4, random.Random(seed))
        seed += 1
        if rec.replay().game in (GameType.PASSIMISAARI, GameType.MISERE):
            break
    states = rec.states()
    rv = review(rec, Seat.A)
    cards = [d for d in rv.decisions if d.phase is Phase.PLAY]
    measured = [d for d in cards if d.dd_cost is not None]
    assert measured and all(d.cost_unit == "points" and d.dd_cost >= 0 for d in measured)
    for d in cards:
        s = states[d.step][2]
        assert (d.dd_cost is not None) == endings.solvable(s)
