"""Scoring (handbook: *Skruuvin pistelasku*, *Bolsevikkien pistelasku*, *Sääntörikkomuksista*)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.bids import Bid, Strain, bid
from trainer.errors import ScoreInputError
from trainer.scoring import (
    Doubling,
    bolshevik_final,
    revoke_penalty,
    score_bolshevik,
    score_contract,
    score_passimisaari,
)
from trainer.seats import Pair, Seat

B = Bid.parse


@pytest.mark.parametrize(
    ("contract", "tricks", "points"),
    [
        ("5♦", 11, 25), ("5♦", 12, 27), ("5♦", 13, 29), ("5♦", 10, -5), ("5♦", 9, -10), ("5♦", 0, -55),
        ("6♥", 12, 35), ("6♥", 13, 37), ("6♥", 11, -10), ("6♥", 10, -15),
        ("7G", 13, 50), ("7G", 12, -15), ("7G", 11, -20),
        ("5M", 2, 10), ("5M", 1, 12), ("5M", 0, 14), ("5M", 3, -10), ("5M", 4, -15),
        ("6M", 1, 20), ("6M", 0, 22), ("6M", 2, -15), ("6M", 3, -20),
        ("7M", 0, 35), ("7M", 1, -20), ("7M", 2, -25),
    ],
)  # fmt: skip
def test_the_handbook_table(contract: str, tricks: int, points: int) -> None:
    s = score_contract(B(contract), tricks)
    assert (s.declarers, s.defenders) == (points, -points)


def test_sacrifice_arithmetic_from_the_handbook() -> None:
    # *Pelitaktiikkaa* (scoring): their 5♠ gives them 25; our 5♦ two down doubled costs only 20.
    assert score_contract(B("5♠"), 11).declarers == 25
    assert score_contract(B("5♦"), 9, Doubling.DOUBLED).declarers == -20


def test_double_and_redouble_multiply_trick_points_not_aces() -> None:
    s = score_contract(B("6M"), 1, Doubling.REDOUBLED, aces=[(3, True), (9, False)])
    assert s.declarers == 20 * 3 - 3 + 9
    assert [i.key for i in s.breakdown] == ["made", "factor", "ace", "ace"]


def test_aces_only_in_misere_and_must_fit_the_tricks() -> None:
    with pytest.raises(ScoreInputError):
        score_contract(B("5♦"), 11, aces=[(1, True)])
    with pytest.raises(ScoreInputError):
        score_contract(B("6M"), 0, aces=[(1, True)])  # declarers took no trick
    with pytest.raises(ScoreInputError):
        score_contract(B("6M"), 1, aces=[(1, True), (1, False)])
    with pytest.raises(ScoreInputError):
        score_contract(B("6M"), 1, aces=[(14, False)])
    with pytest.raises(ScoreInputError):
        score_contract(B("6M"), 14)
    with pytest.raises(ScoreInputError):
        score_contract(B("4♦"), 10)


def test_several_aces_in_one_trick_each_count() -> None:
    s = score_contract(B("5M"), 2, aces=[(7, True), (7, True)])
    assert s.declarers == 10 - 14


def test_passimisaari_zero_sum_with_aces() -> None:
    s = score_passimisaari(5)
    assert (s.ac, s.bd) == (3, -3)
    s = score_passimisaari(5, Doubling.DOUBLED, aces=[(3, Pair.AC), (12, Pair.BD)])
    assert s.ac == 6 - 3 + 12 and s.bd == -s.ac


def test_bolshevik_handbook_example() -> None:
    aces = [(1, False), (4, False), (5, False), (10, False)]
    s = score_bolshevik(bid(7, Strain.MISERE), Seat.A, 0, aces=aces)
    assert dict(s.players) == {Seat.A: 120, Seat.B: -40, Seat.C: -40, Seat.D: -40}
    s = score_bolshevik(bid(7, Strain.MISERE), Seat.A, 0, doubled_by=[Seat.B], aces=aces)
    assert dict(s.players) == {Seat.A: 140, Seat.B: -60, Seat.C: -40, Seat.D: -40}


def test_bolshevik_pieti_and_dictator() -> None:
    s = score_bolshevik(bid(7, Strain.MISERE), Seat.C, 2, doubled_by=[Seat.D], redoubled=True)
    assert s.players[Seat.A] == 20 and s.players[Seat.D] == 60 and s.players[Seat.C] == -100
    s = score_bolshevik(B("7♥"), Seat.B, 13)
    assert s.players[Seat.B] == 150 and s.players[Seat.A] == -50
    s = score_bolshevik(B("7G"), Seat.B, 11)  # DECISION: failed dictator 15 + 5
    assert s.players[Seat.A] == 20 and s.players[Seat.B] == -60
    with pytest.raises(ScoreInputError):
        score_bolshevik(B("7♥"), Seat.B, 13, aces=[(1, True)])
    with pytest.raises(ScoreInputError):
        score_bolshevik(bid(7, Strain.MISERE), Seat.B, 0, doubled_by=[Seat.B])
    with pytest.raises(ScoreInputError):
        score_bolshevik(bid(7, Strain.MISERE), Seat.B, 0, redoubled=True)


def test_revoke_two_penalty_tricks() -> None:
    # *Sääntörikkomuksista*: a made 5-level game becomes two pieti.
    assert score_contract(B("5♦"), 11, revoke="declarers").declarers == -10
    assert revoke_penalty(11, "defenders", misere=False) == 13
    assert revoke_penalty(1, "declarers", misere=True) == 3  # DECISION: the misère offender takes two more
    assert revoke_penalty(1, "defenders", misere=True) == 0


@pytest.mark.parametrize(
    ("total", "final"), [(120, 40), (140, 47), (-40, -13), (-41, -14), (1, 0), (2, 1), (0, 0)]
)
def test_bolshevik_final_rounds_to_nearest(total: int, final: int) -> None:
    assert bolshevik_final(total) == final


@given(st.integers(-10_000, 10_000))
def test_bolshevik_final_is_nearest_integer(total: int) -> None:
    assert abs(bolshevik_final(total) - total / 3) < 0.5


@given(
    st.sampled_from([bid(lv, s) for lv in (5, 6, 7) for s in Strain]),
    st.integers(0, 13),
    st.sampled_from(list(Doubling)),
)
def test_zero_sum_and_monotone(contract: Bid, tricks: int, doubling: Doubling) -> None:
    s = score_contract(contract, tricks, doubling)
    assert s.declarers + s.defenders == 0
    if tricks < 13:
        nxt = score_contract(contract, tricks + 1, doubling).declarers
        assert nxt <= s.declarers if contract.strain is Strain.MISERE else nxt >= s.declarers


# Handbook *Sääntörikkomuksista*: a revoke costs two penalty tricks; *Valttipelin, grandin ja misäärien
# pistelasku*: each ace scores by the number of the trick it fell in.  An ace falls in a trick that was
# really played and won, so the aces are checked against the tricks taken, not against the count after
# the penalty (rules review, finding 1).


def test_misere_aces_with_a_revoke_are_checked_against_the_tricks_taken() -> None:
    # The declarers took tricks 5 and another; the defenders revoked: the declarers end with 0 tricks.
    s = score_contract(bid(5, Strain.MISERE), 2, aces=[(5, True), (9, False)], revoke="defenders")
    assert s.declarers == 10 + 2 * 2 - 5 + 9
    # The declarers took 12 tricks (the defenders only trick 13, with its ace); the declarers revoked.
    s = score_contract(bid(5, Strain.MISERE), 12, aces=[(13, False)], revoke="declarers")
    assert s.declarers == -(10 + 5 * 10) + 13


def test_passimisaari_and_bolshevik_aces_with_a_revoke() -> None:
    s = score_passimisaari(1, aces=[(4, Pair.AC)], revoke=Pair.BD)
    assert s.ac == 13 - 4
    b = score_bolshevik(bid(7, Strain.MISERE), Seat.A, 1, aces=[(13, True)], revoke="defenders")
    assert b.players[Seat.A] == 3 * (20 - 13)


def test_aces_beyond_the_tricks_taken_stay_refused_with_a_revoke() -> None:
    """Where the check must still fire: 3 aces in the declarers' tricks when they took only 2,
    although the penalty for their own revoke would give them 4."""
    with pytest.raises(ScoreInputError) as e:
        score_contract(bid(5, Strain.MISERE), 2, aces=[(1, True), (2, True), (3, True)], revoke="declarers")
    assert e.value.code == "aces_exceed_tricks"
    with pytest.raises(ScoreInputError) as e:
        score_passimisaari(1, aces=[(2, Pair.AC), (3, Pair.AC)], revoke=Pair.AC)
    assert e.value.code == "aces_exceed_tricks"
    with pytest.raises(ScoreInputError) as e:
        score_bolshevik(bid(7, Strain.MISERE), Seat.A, 0, aces=[(1, True)], revoke="player")
    assert e.value.code == "aces_exceed_tricks"


def test_the_score_sheet_takes_a_revoke_with_misere_aces() -> None:
    from trainer.scoresheet import Scoresheet

    sheet = Scoresheet(("A", "B", "C", "D")).record_contract(
        0, 0, "5M", "A", 2, aces=[(5, True), (9, False)], revoke="defenders"
    )
    entry = sheet.entry(0, 0)
    assert entry is not None and entry.score().declarers == 18


def test_a_defender_doubles_a_bolshevik_only_once() -> None:
    """Rules review: ``--doubled-by B,B`` was merged silently; the score sheet already refused it."""
    with pytest.raises(ScoreInputError) as e:
        score_bolshevik(bid(7, Strain.MISERE), Seat.A, 0, doubled_by=[Seat.B, Seat.B])
    assert e.value.code == "double_twice"
    two = score_bolshevik(
        bid(7, Strain.MISERE), Seat.A, 0, doubled_by=[Seat.B, Seat.C]
    )  # where it must not fire
    assert two.players[Seat.A] == 100
