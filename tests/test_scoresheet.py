"""Tests for trainer.scoresheet: the score sheet of a whole game.

Hand-computed scores follow the handbook's *Skruuvin pistelasku* table and
*Bolsevikkien pistelasku* (including its worked example).
"""

from __future__ import annotations

import csv
import io
import json
import unicodedata
from itertools import combinations, pairwise
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from trainer.bids import BOLSHEVIK, Bid, Form, Strain
from trainer.errors import ScoreInputError
from trainer.scoresheet import (
    BOLSHEVIK_SET_DEALS,
    CSV_DEAL_HEADER,
    PARTNERSHIPS,
    BolshevikEntry,
    DealEntry,
    Scoresheet,
    bolshevik_set_status,
    check_player_name,
    dealer_seat,
    seating_for,
    slot_label,
)
from trainer.scoring import Doubling
from trainer.seats import SEATS, Pair, Seat

NAMES = ("Aino", "Eero", "Kaisa", "Matti")
X = Doubling.DOUBLED
XX = Doubling.REDOUBLED


def contract(
    sitsi: int,
    index: int,
    bid: str,
    declarer: str,
    tricks: int,
    doubling: Doubling = Doubling.NONE,
    aces: tuple[tuple[int, bool], ...] = (),
    revoke: Pair | None = None,
) -> tuple[int, int, DealEntry]:
    form = Form.ALKUPELIT if index < 4 else Form.KOTKAT
    return sitsi, index, DealEntry.painted(form, bid, declarer, tricks, doubling, aces, revoke)


def passed(
    sitsi: int,
    index: int,
    ac_tricks: int,
    doubling: Doubling = Doubling.NONE,
    aces: tuple[tuple[int, Pair], ...] = (),
) -> tuple[int, int, DealEntry]:
    form = Form.ALKUPELIT if index < 4 else Form.KOTKAT
    return sitsi, index, DealEntry.passed(form, ac_tricks, doubling, aces)


AC, BD = Pair.AC, Pair.BD

# (slot, entry) and the points of pair A–C, computed by hand.
GAME: list[tuple[tuple[int, int, DealEntry], int]] = [
    # Sitsi 1: A=Aino(0) B=Eero(1) C=Kaisa(2) D=Matti(3).
    (contract(0, 0, "5♦", "B", 11), -25),  # made: 25 to B–D
    (contract(0, 1, "5♥", "A", 12), 27),  # 25 + one overtrick 2
    (passed(0, 2, 5), 3),  # A–C 5 tricks, B–D 8: 8 - 5
    # 5M made with 1 trick: 10 + 2; ace in declarers' trick 2: -2; in defenders' 5, 9, 13: +27
    (contract(0, 3, "5M", "C", 1, aces=((2, True), (5, False), (9, False), (13, False))), 37),
    (contract(0, 4, "6♠", "D", 12, X), -70),  # 35 doubled to B–D
    # 6M with no tricks: 20 + 2; all aces in defenders' tricks 3, 6, 10, 12: +31
    (contract(0, 5, "6M", "A", 0, aces=((3, False), (6, False), (10, False), (12, False))), 53),
    (contract(0, 6, "6G", "B", 11, XX), 30),  # one down: 10, redoubled 30 against B–D
    (contract(0, 7, "7♥", "C", 11), -20),  # two down: 15 + 5
    # Sitsi 2: A=Aino(0) B=Kaisa(2) C=Eero(1) D=Matti(3).
    (contract(1, 0, "5♣", "D", 13), -29),  # 25 + 2 overtricks
    (contract(1, 1, "5G", "C", 10, X), -10),  # one down 5, doubled
    # doubled: (9 - 4) x 2 = 10; aces: AC's 1 and 11 = -12, BD's 6 and 8 = +14
    (passed(1, 2, 4, X, ((1, AC), (6, BD), (8, BD), (11, AC))), 12),
    (contract(1, 3, "6♥", "B", 12), -35),  # a level-6 contract in alkupelit
    # defenders revoke: two penalty tricks to the declarers, 12 -> 13: 35 + 2
    (contract(1, 4, "6♦", "A", 12, revoke=BD), 37),
    # 7M made: 35; aces in defenders' tricks 4, 7, 9, 13: +33, for B–D
    (contract(1, 5, "7M", "D", 0, aces=((4, False), (7, False), (9, False), (13, False))), -68),
    (contract(1, 6, "6♠", "C", 11), -10),
    # 6M with 3 tricks: two down 15 + 5, doubled -40; aces 2, 5 ours -7, 8, 12 theirs +20: B–D -27
    (contract(1, 7, "6M", "B", 3, X, ((2, True), (5, True), (8, False), (12, False))), 27),
    # Sitsi 3: A=Aino(0) B=Eero(1) C=Matti(3) D=Kaisa(2).
    (contract(2, 0, "5♠", "A", 11), 25),
    (contract(2, 1, "5♥", "D", 12, XX), -81),  # (25 + 2) x 3
    # 5M made exactly: 10; aces 1, 7, 10 theirs +18, 3 ours -3: B–D +25
    (contract(2, 2, "5M", "B", 2, aces=((1, False), (3, True), (7, False), (10, False))), -25),
    # A–C 7 tricks: 6 - 7 = -1; aces 2, 9 in AC's tricks -11, 4, 12 in BD's +16
    (passed(2, 3, 7, aces=((2, AC), (4, BD), (9, AC), (12, BD))), 4),
    (contract(2, 4, "6G", "C", 13), 37),
    (contract(2, 5, "6♥", "B", 12), -35),
    (contract(2, 6, "7G", "A", 13), 50),
    (contract(2, 7, "6♣", "D", 10), 15),  # two down 10 + 5 against B–D
]

SITSI_AC = (35, -76, -10)
SITSIT_BY_PLAYER = (-51, -101, 121, 31)
AFTER_TWO = (-41, -111, 111, 41)

# Bolshevik set in sitsi 1 (seat = player).
BOLSHEVIKS = [
    BolshevikEntry.thrown_in(0),
    # The handbook's example, with B doubling: A +140, B -60, C and D -40.
    BolshevikEntry(0, Seat.A, doubled_by=(Seat.B,), aces=((1, False), (4, False), (5, False), (10, False))),
    # One down: 15 per defender, B and D doubled and C redoubled: 45; aces +3 -27.
    BolshevikEntry(
        0,
        Seat.C,
        player_tricks=1,
        doubled_by=(Seat.B, Seat.D),
        redoubled=True,
        aces=((3, True), (6, False), (9, False), (12, False)),
    ),
    # A made dictator: 50 from each defender.
    BolshevikEntry(0, Seat.D, contract=Bid.parse("7♥"), player_tricks=13),
    BolshevikEntry.thrown_in(0),
    # Three down: 15 + 5 + 5 per defender; aces 2, 7 the player's +9, 11, 13 defenders' -24.
    BolshevikEntry(0, Seat.B, player_tricks=3, aces=((2, True), (7, True), (11, False), (13, False))),
]
BOLSHEVIK_SCORES = [
    (0, 0, 0, 0),
    (140, -60, -40, -40),
    (-9, 21, -33, 21),
    (-50, -50, -50, 150),
    (0, 0, 0, 0),
    (10, -30, 10, 10),
]
BOLSHEVIK_TOTALS = (91, -119, -113, 141)
BOLSHEVIK_FINALS = (30, -40, -38, 47)
RESULTS = (-21, -141, 83, 78)


def full_game(bolsheviks: bool = True) -> Scoresheet:
    sheet = Scoresheet(NAMES)
    for (sitsi, index, entry), _ in GAME:
        sheet = sheet.with_deal(sitsi, index, entry)
    if bolsheviks:
        for b in BOLSHEVIKS:
            sheet = sheet.with_bolshevik(b)
    return sheet


# ---------------------------------------------------------------- single deals


def test_handbook_examples_single_deals() -> None:
    # 5♦ promises 11 tricks; made exactly: 25 for the declaring pair.
    e = DealEntry.painted(Form.ALKUPELIT, "5♦", "B", 11)
    assert e.pair_scores() == {BD: 25, AC: -25}
    # Passimisääri, A–C 5 tricks: each trick costs its side a point.
    p = DealEntry.passed(Form.ALKUPELIT, 5)
    assert p.pair_scores() == {AC: 3, BD: -3}
    # 6M in kotkat with aces.
    m = DealEntry.painted(Form.KOTKAT, "6M", "A", 0, aces=[(3, False), (6, False), (10, False), (12, False)])
    assert m.pair_scores() == {AC: 53, BD: -53}


def test_handbook_bolshevik_example() -> None:
    aces = ((1, False), (4, False), (5, False), (10, False))
    plain = BolshevikEntry(0, Seat.A, aces=aces)
    assert plain.seat_scores() == {Seat.A: 120, Seat.B: -40, Seat.C: -40, Seat.D: -40}
    doubled = BolshevikEntry(0, Seat.A, doubled_by=(Seat.C,), aces=aces)
    assert doubled.seat_scores() == {Seat.A: 140, Seat.B: -40, Seat.C: -60, Seat.D: -40}


@pytest.mark.parametrize(("slot", "ac"), GAME, ids=[slot_label(s, i) for (s, i, _), _ in GAME])
def test_game_deal_scores(slot: tuple[int, int, DealEntry], ac: int) -> None:
    sitsi, index, _ = slot
    sheet = full_game()
    assert sheet.deal_score(sitsi, index) == {AC: ac, BD: -ac}


def test_aces_are_stored_sorted_and_lists_accepted() -> None:
    e = DealEntry.painted(Form.KOTKAT, "6M", "A", 0, aces=[[12, False], [3, False]])  # type: ignore[list-item]
    assert e.aces == ((3, False), (12, False))


# ---------------------------------------------------------------- the whole game


def test_full_game_totals() -> None:
    sheet = full_game()
    assert sheet.is_complete()
    for sitsi, ac in enumerate(SITSI_AC):
        assert sheet.pair_totals(sitsi) == {AC: ac, BD: -ac}
    assert sheet.sitsit_totals() == SITSIT_BY_PLAYER
    assert sheet.after_two() == AFTER_TWO
    assert sheet.bolshevik_totals() == BOLSHEVIK_TOTALS
    assert sheet.bolshevik_finals() == BOLSHEVIK_FINALS
    assert sheet.totals() == RESULTS
    for i, expected in enumerate(BOLSHEVIK_SCORES):
        assert sheet.bolshevik_player_scores(i) == expected


def test_sitsi_totals_per_player() -> None:
    sheet = full_game()
    assert sheet.sitsi_totals(0) == (35, -35, 35, -35)
    assert sheet.sitsi_totals(1) == (-76, -76, 76, 76)
    assert sheet.sitsi_totals(2) == (-10, 10, 10, -10)


def test_zero_sum() -> None:
    sheet = full_game()
    for sitsi in range(3):
        for index in range(8):
            scores = sheet.deal_score(sitsi, index)
            assert scores is not None
            assert scores[AC] + scores[BD] == 0
            pp = sheet.deal_player_scores(sitsi, index)
            assert pp is not None and sum(pp) == 0
        assert sum(sheet.sitsi_totals(sitsi)) == 0
    assert sum(sheet.sitsit_totals()) == 0
    assert sum(sheet.bolshevik_totals()) == 0
    # After rounding the bolshevik thirds the results need not sum to zero.
    assert sum(sheet.totals()) == -1


def test_standings_mirror_form_top_table() -> None:
    lines = full_game().standings()
    assert [ln.name for ln in lines] == list(NAMES)
    kaisa = lines[2]
    assert kaisa.sitsit == (35, 76, 10)
    assert kaisa.after_two == 111
    assert kaisa.bolshevik_points == -113
    assert kaisa.bolshevik_final == -38
    assert kaisa.result == 83


def test_rows_me_and_yht() -> None:
    rows = full_game().rows()
    assert len(rows) == 24
    first = rows[0]
    assert first.label == "sitsi 1, alkupelit deal 1"
    assert first.me == (-25, 25)
    assert first.yht == (-25, 25)
    assert rows[1].yht == (2, -2)
    assert rows[7].yht == (35, -35)
    assert rows[8].yht == (-29, 29)  # Yht restarts with each sitsi
    assert rows[12].label == "sitsi 2, kotkat deal 1"
    assert rows[12].form is Form.KOTKAT and rows[12].number == 1
    assert rows[8].pair_players == ((0, 1), (2, 3))
    assert rows[16].pair_players == ((0, 3), (1, 2))


def test_partial_sheet_and_empty_rows() -> None:
    sheet = Scoresheet(NAMES).record_contract(0, 2, "5♥", "A", 12)
    assert sheet.deal_score(0, 0) is None
    rows = sheet.rows()
    assert rows[0].me is None and rows[0].yht == (0, 0)
    assert rows[2].me == (27, -27) and rows[5].yht == (27, -27)
    assert sheet.totals() == (27, -27, 27, -27)
    assert not sheet.is_complete()


def test_sheet_is_immutable() -> None:
    empty = Scoresheet(NAMES)
    one = empty.record_passimisaari(0, 0, 5)
    assert empty.deal_score(0, 0) is None
    assert one.deal_score(0, 0) == {AC: 3, BD: -3}
    assert one.without_deal(0, 0) == empty
    with pytest.raises(AttributeError):
        one.scorekeeper = 1  # type: ignore[misc]


# ---------------------------------------------------------------- seating and dealers


def test_rotation_everyone_partners_everyone_once() -> None:
    seen = []
    for sitsi in range(3):
        for scorekeeper in range(4):
            st = seating_for(sitsi, scorekeeper)
            assert sorted(st.values()) == [0, 1, 2, 3]
            pairs = {frozenset((st[Seat.A], st[Seat.C])), frozenset((st[Seat.B], st[Seat.D]))}
            assert pairs == {frozenset(p) for p in PARTNERSHIPS[sitsi]}
        seen += [frozenset(p) for p in PARTNERSHIPS[sitsi]]
    assert sorted(map(sorted, seen)) == sorted(map(sorted, map(frozenset, combinations(range(4), 2))))


def test_default_seating() -> None:
    sheet = Scoresheet(NAMES)
    assert sheet.seating(0) == {Seat.A: 0, Seat.B: 1, Seat.C: 2, Seat.D: 3}
    assert sheet.seating(1) == {Seat.A: 0, Seat.B: 2, Seat.C: 1, Seat.D: 3}
    assert sheet.seating(2) == {Seat.A: 0, Seat.B: 1, Seat.C: 3, Seat.D: 2}
    assert sheet.seat_of(1, 2) is Seat.B


@pytest.mark.parametrize("scorekeeper", range(4))
def test_scorekeeper_keeps_seat(scorekeeper: int) -> None:
    sheet = Scoresheet(NAMES, scorekeeper=scorekeeper)
    assert sheet.seating(0) == {Seat.A: 0, Seat.B: 1, Seat.C: 2, Seat.D: 3}
    for sitsi in range(3):
        assert sheet.seat_of(sitsi, scorekeeper) is Seat(scorekeeper)
    assert sheet.scorekeeper_pair() is Seat(scorekeeper).pair


def test_dealers() -> None:
    sheet = Scoresheet(NAMES)
    assert [sheet.dealer(0, i) for i in range(8)] == [Seat.B, Seat.C, Seat.D, Seat.A] * 2
    # Eight deals a sitsi: every sitsi starts again on the scorekeeper's left.
    assert all(sheet.dealer(s, 0) is Seat.B for s in range(3))
    assert sheet.dealer_player(0, 0) == 1
    assert sheet.dealer_player(1, 0) == 2  # Kaisa sits in B in sitsi 2
    assert [sheet.dealer_player(2, i) for i in range(4)] == [1, 3, 2, 0]
    other = Scoresheet(NAMES, scorekeeper=2)
    assert other.dealer(0, 0) is Seat.D
    assert other.dealer_player(0, 0) == 3
    # Continuity: deal n of the game (0..23) is dealt n+1 seats clockwise from the scorekeeper.
    for n in range(24):
        assert other.dealer(n // 8, n % 8) is Seat.C.next(n + 1)
    assert dealer_seat(0, 3) is Seat.A


def game_dealers(sheet: Scoresheet) -> list[Seat]:
    """Every deal of the game in the order dealt: each sitsi's bolshevik set, then its eight deals."""
    out: list[Seat] = []
    for sitsi in range(3):
        out += [sheet.bolshevik_dealer(sitsi, k) for k in range(sheet.set_deals(sitsi))]
        out += [sheet.dealer(sitsi, i) for i in range(8)]
    return out


def short_set(sitsi: int = 0) -> list[BolshevikEntry]:
    """rules review t12: one deal thrown in, then C, D, A and B play theirs: the set ends after five deals."""
    return [BolshevikEntry.thrown_in(sitsi)] + [
        BolshevikEntry(sitsi, s) for s in (Seat.C, Seat.D, Seat.A, Seat.B)
    ]


def test_after_a_short_bolshevik_set_the_next_player_deals() -> None:
    """*Korttien jakaminen*: after the game's first deal each deal goes to the next player (D18).

    The set of five deals is dealt B, C, D, A, B; the next deal, sitsi 1's first alkupeli, goes to
    C, not back to B on the scorekeeper's left; sitsi 2 then starts where sitsi 1 left off.
    """
    sheet = Scoresheet(NAMES)
    for b in short_set():
        sheet = sheet.with_bolshevik(b)
    assert sheet.bolshevik_status(0).complete and sheet.set_deals(0) == 5
    assert [sheet.bolshevik_dealer(0, k) for k in range(5)] == [Seat.B, Seat.C, Seat.D, Seat.A, Seat.B]
    assert sheet.dealer(0, 0) is Seat.C
    assert [sheet.dealer(0, i) for i in range(8)] == [Seat.C, Seat.D, Seat.A, Seat.B] * 2
    assert sheet.deals_before(1) == 13 and sheet.dealer(1, 0) is Seat.C
    assert sheet.dealer_player(1, 0) == 1  # Eero sits in C in sitsi 2
    dealers = game_dealers(sheet)
    assert len(dealers) == 29 and dealers[0] is Seat.B
    assert all(b is a.next() for a, b in pairwise(dealers))  # nobody deals twice in a row
    # The CSV and the rows say the same.
    assert sheet.rows()[0].dealer is Seat.C
    (_deals, _totals, bolsheviks) = _csv_blocks(sheet.to_csv())
    assert [row[2] for row in bolsheviks[1:]] == ["B", "C", "D", "A", "B"]


def test_a_full_bolshevik_set_or_none_leaves_every_sitsi_on_the_scorekeepers_left() -> None:
    """Where D18 changes nothing: eight bolshevik deals are two whole turns round the table."""
    plain = Scoresheet(NAMES)
    full = plain
    for b in [BolshevikEntry.thrown_in(0)] * 4 + [BolshevikEntry(0, s) for s in SEATS]:
        full = full.with_bolshevik(b)
    assert full.set_deals(0) == 8 and full.bolshevik_status(0).complete
    assert [full.bolshevik_dealer(0, k) for k in range(8)] == [Seat.B, Seat.C, Seat.D, Seat.A] * 2
    for sheet in (plain, full):
        assert [sheet.dealer(s, i) for s in range(3) for i in range(8)] == [
            Seat.B,
            Seat.C,
            Seat.D,
            Seat.A,
        ] * 6
    # A set in sitsi 2 after none in sitsi 1 also opens on the scorekeeper's left.
    later = plain.with_bolshevik(BolshevikEntry.thrown_in(1))
    assert later.bolshevik_dealer(1, 0) is Seat.B and later.dealer(1, 0) is Seat.C
    assert later.dealer(0, 0) is Seat.B  # the sitsi before it is not moved


def test_a_saved_sheet_with_a_short_set_loads_and_deals_on() -> None:
    """Dealers are never stored: a sheet saved before D18 changed reads back the same and deals by the rule."""
    saved = Scoresheet(NAMES, scorekeeper=2)
    for b in short_set() + short_set(2):
        saved = saved.with_bolshevik(b)
    saved = saved.record_contract(0, 0, "5♠", "A", 11)
    data = json.loads(json.dumps(saved.to_json()))
    assert "dealer" not in json.dumps(data)
    back = Scoresheet.from_json(data)
    assert back == saved
    assert back.dealer(0, 0) is Seat.A  # D deals bolshevik deals 1 and 5 (scorekeeper C), then A
    dealers = game_dealers(back)
    assert dealers[0] is Seat.D and all(b is a.next() for a, b in pairwise(dealers))


# ---------------------------------------------------------------- validation


def test_below_min_contract_rejected_with_slot() -> None:
    sheet = Scoresheet(NAMES)
    with pytest.raises(ScoreInputError) as ei:
        sheet.record_contract(1, 5, "5♦", "B", 11)
    assert ei.value.code == "below_min_contract"
    assert "sitsi 2, kotkat deal 2" in str(ei.value)
    assert ei.value.params["slot"] == "sitsi 2, kotkat deal 2"
    with pytest.raises(ScoreInputError) as ei:
        sheet.record_contract(0, 0, "4♥", "A", 10)
    assert ei.value.code == "below_min_contract"
    assert "sitsi 1, alkupelit deal 1" in str(ei.value)
    with pytest.raises(ScoreInputError) as ei:
        DealEntry.painted(Form.KOTKAT, "5M", "A", 0)
    assert ei.value.code == "below_min_contract"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"contract": "5♦", "declarer": "B", "tricks": 14}, "bad_tricks"),
        ({"contract": "5♦", "declarer": "B", "tricks": 11, "aces": [(3, True)]}, "aces_not_misere"),
        ({"contract": "5M", "declarer": "B", "tricks": 0, "aces": [(3, True)]}, "aces_exceed_tricks"),
        ({"contract": "5M", "declarer": "B", "tricks": 2, "aces": [(0, True)]}, "bad_ace_trick"),
        ({"contract": "5Z", "declarer": "B", "tricks": 2}, "bad_call"),
        ({"contract": "5M", "declarer": "E", "tricks": 2}, "bad_seat"),
    ],
)
def test_invalid_contract_entries_name_the_slot(kwargs: dict[str, Any], code: str) -> None:
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet(NAMES).record_contract(2, 3, **kwargs)
    assert ei.value.code == code
    assert str(ei.value).startswith("sitsi 3, alkupelit deal 4: ")


def test_invalid_passimisaari_names_the_slot() -> None:
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet(NAMES).record_passimisaari(0, 6, 3, aces=[(1, AC), (2, AC), (3, AC), (4, AC)])
    assert ei.value.code == "aces_exceed_tricks"
    assert "sitsi 1, kotkat deal 3" in str(ei.value)


def test_with_deal_form_mismatch_and_bad_slot() -> None:
    sheet = Scoresheet(NAMES)
    kotka = DealEntry.painted(Form.KOTKAT, "6♠", "A", 12)
    with pytest.raises(ScoreInputError) as ei:
        sheet.with_deal(0, 1, kotka)
    assert ei.value.code == "form_mismatch"
    assert "sitsi 1, alkupelit deal 2" in str(ei.value)
    with pytest.raises(ScoreInputError) as ei:
        sheet.with_deal(0, 8, kotka)
    assert ei.value.code == "bad_slot"
    with pytest.raises(ScoreInputError) as ei:
        sheet.with_deal(3, 4, kotka)
    assert ei.value.code == "bad_sitsi"


def test_deal_entry_structure_checks() -> None:
    with pytest.raises(ScoreInputError, match="bolsevikit"):
        DealEntry.passed(Form.BOLSEVIKIT, 5)
    with pytest.raises(ScoreInputError) as ei:
        DealEntry(Form.KOTKAT, "contract", 12)
    assert ei.value.code == "missing_contract"
    with pytest.raises(ScoreInputError) as ei:
        DealEntry(Form.KOTKAT, "passimisaari", 5, contract=Bid.parse("6♠"))
    assert ei.value.code == "passimisaari_with_contract"
    with pytest.raises(ScoreInputError) as ei:
        DealEntry(Form.KOTKAT, "grand", 5)  # type: ignore[arg-type]
    assert ei.value.code == "bad_kind"
    with pytest.raises(ScoreInputError) as ei:
        DealEntry.passed(Form.KOTKAT, True)
    assert ei.value.code == "bad_tricks"


def test_revoke_given_as_side_or_pair() -> None:
    by_side = DealEntry.painted(Form.KOTKAT, "6♦", "A", 12, revoke="defenders")
    by_pair = DealEntry.painted(Form.KOTKAT, "6♦", "A", 12, revoke=BD)
    assert by_side == by_pair
    assert by_side.revoke_side == "defenders"
    assert by_side.pair_scores()[AC] == 37


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("x" * 41, "too_long"),
        ("Ai\nno", "control_character"),
        ("Ai\x00no", "control_character"),
        ("Aino\u202e", "control_character"),
        ("Ai\u2028no", "control_character"),
        (None, "not_text"),
    ],
)
def test_bad_player_names(name: Any, problem: str) -> None:
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet(("Eero", name, "Kaisa", "Matti"))
    assert ei.value.code == "bad_player_name"
    assert ei.value.params["problem"] == problem
    assert str(ei.value).startswith("player 2: ")


def test_player_names_cleaned_and_distinct() -> None:
    sheet = Scoresheet(("  Aino ", "Eero", "<b>Kaisa</b>", "x" * 40))
    assert sheet.players[0] == "Aino"
    assert sheet.players[2] == "<b>Kaisa</b>"  # stored as text, never rendered
    assert check_player_name("Ae\u0301") == "A\u00e9"  # NFC
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet(("Aino", "Eero", "aino", "Matti"))
    assert ei.value.params["problem"] == "duplicate"
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet(("Aino", "Eero", "Kaisa"))  # type: ignore[arg-type]
    assert ei.value.code == "bad_player_count"
    with pytest.raises(ScoreInputError):
        Scoresheet(NAMES, scorekeeper=4)


# ---------------------------------------------------------------- bolsevikit


def test_bolshevik_forced_players_on_a_sheet() -> None:
    sheet = Scoresheet(NAMES)
    status = sheet.bolshevik_status(0)
    assert status.may_bid == frozenset(range(4))
    assert not status.compelled and status.forced is None
    assert status.deals_left == BOLSHEVIK_SET_DEALS
    for _ in range(4):
        sheet = sheet.with_bolshevik(BolshevikEntry.thrown_in(0))
    status = sheet.bolshevik_status(0)
    # Four deals left, four players still to play: no more throw-ins.
    assert status.compelled
    # Deal 5 is dealt by B (Eero); bidding B, C, D, A: Aino bids last and is forced.
    assert sheet.bolshevik_dealer(0, 4) is Seat.B
    assert status.forced == 0
    with pytest.raises(ScoreInputError) as ei:
        sheet.with_bolshevik(BolshevikEntry.thrown_in(0))
    assert ei.value.code == "bolshevik_must_bid"
    assert "sitsi 1" in str(ei.value) and "bolshevik deal 5" in str(ei.value)
    sheet = sheet.with_bolshevik(BolshevikEntry(0, Seat.A))
    status = sheet.bolshevik_status(0)
    # Deal 6 dealt by C: bidding C, D, A, B; B (Eero) is the last who has not played.
    assert status.may_bid == frozenset({1, 2, 3}) and status.forced == 1
    with pytest.raises(ScoreInputError) as ei:
        sheet.with_bolshevik(BolshevikEntry(0, Seat.A))
    assert ei.value.code == "bolshevik_already_played"
    for seat in (Seat.B, Seat.C, Seat.D):
        sheet = sheet.with_bolshevik(BolshevikEntry(0, seat, player_tricks=1))
    status = sheet.bolshevik_status(0)
    assert status.complete and status.may_bid == frozenset() and status.deals_left == 0
    with pytest.raises(ScoreInputError) as ei:
        sheet.with_bolshevik(BolshevikEntry.thrown_in(0))
    assert ei.value.code == "bolshevik_set_complete"
    # Other sitsit have their own sets.
    assert sheet.bolshevik_status(1).deals_used == 0


def test_bolshevik_set_status_pure() -> None:
    # The handbook's example: the eighth deal, one player has not played: they must bid.
    status = bolshevik_set_status([0, 1, 2, None, None, None, None])
    assert status.deals_used == 7 and status.deals_left == 1
    assert status.may_bid == frozenset({3}) and status.compelled and status.forced == 3
    # Two deals left, two players: the later of them in the bidding order is forced.
    status = bolshevik_set_status([0, None, None, 1, None, None], bidding_order=(3, 0, 2, 1))
    assert status.may_bid == frozenset({2, 3}) and status.forced == 2
    # Slack left: nobody is forced.
    status = bolshevik_set_status([None, 2])
    assert not status.compelled and status.forced is None and status.played == (2,)
    with pytest.raises(ScoreInputError):
        bolshevik_set_status([None] * 5)
    with pytest.raises(ScoreInputError):
        bolshevik_set_status([], bidding_order=(0, 0, 1, 2))


def test_bolshevik_entry_checks() -> None:
    with pytest.raises(ScoreInputError) as ei:
        BolshevikEntry(0, None, player_tricks=2)
    assert ei.value.code == "thrown_in_with_result"
    with pytest.raises(ScoreInputError) as ei:
        BolshevikEntry(0, Seat.A, doubled_by=(Seat.A,))
    assert ei.value.code == "player_doubled"
    with pytest.raises(ScoreInputError) as ei:
        BolshevikEntry(0, Seat.A, contract=Bid.parse("6M"))
    assert ei.value.code == "bad_bolshevik"
    with pytest.raises(ScoreInputError) as ei:
        BolshevikEntry(3, Seat.A)
    assert ei.value.code == "bad_sitsi"
    with pytest.raises(ScoreInputError) as ei:
        BolshevikEntry(0, Seat.A, doubled_by=(Seat.B, Seat.B))
    assert ei.value.code == "double_twice"


def test_bolshevik_uses_the_sitsi_seating() -> None:
    # In sitsi 2 seat B is Kaisa (player 2).
    sheet = Scoresheet(NAMES).with_bolshevik(BolshevikEntry(1, Seat.B))
    assert sheet.bolshevik_player_scores(0) == (-20, -20, 60, -20)
    assert sheet.bolshevik_finals() == (-7, -7, 20, -7)
    assert sheet.bolshevik_status(1).played == (2,)


# ---------------------------------------------------------------- JSON and CSV


def test_json_round_trip_full_game() -> None:
    sheet = full_game()
    text = json.dumps(sheet.to_json(), ensure_ascii=False)
    back = Scoresheet.from_json(json.loads(text))
    assert back == sheet
    assert back.totals() == RESULTS


def test_json_errors_name_the_place() -> None:
    data = full_game().to_json()
    data["deals"][13]["tricks"] = 14
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet.from_json(data)
    assert ei.value.code == "bad_tricks"
    assert "sitsi 2, kotkat deal 2" in str(ei.value)
    data = full_game().to_json()
    data["deals"][4]["contract"] = "5♠"
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet.from_json(data)
    assert ei.value.code == "below_min_contract"
    assert "sitsi 1, kotkat deal 1" in str(ei.value)
    data = full_game().to_json()
    data["deals"][2]["aces"] = [[1, "XY"]]
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet.from_json(data)
    assert ei.value.code == "bad_json" and "deals[2].aces[0][1]" in str(ei.value)
    data = full_game().to_json()
    data["bolsheviks"].append({"sitsi": 0, "player": "A"})
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet.from_json(data)
    assert ei.value.code in ("bolshevik_already_played", "bolshevik_set_complete")
    with pytest.raises(ScoreInputError) as ei:
        Scoresheet.from_json({"format": "something else"})
    assert ei.value.code == "bad_json"
    with pytest.raises(ScoreInputError):
        Scoresheet.from_json([])


def _csv_blocks(text: str) -> list[list[list[str]]]:
    blocks: list[list[list[str]]] = [[]]
    for row in csv.reader(io.StringIO(text)):
        if row:
            blocks[-1].append(row)
        else:
            blocks.append([])
    return blocks


def test_csv() -> None:
    text = full_game().to_csv()
    deals, totals, bolsheviks = _csv_blocks(text)
    assert deals[0] == list(CSV_DEAL_HEADER)
    assert len(deals) == 1 + 24
    first = dict(zip(deals[0], deals[1], strict=True))
    assert first["sitsi"] == "1" and first["form"] == "alkupelit" and first["deal"] == "1"
    # The sitsi's six-deal bolshevik set was dealt B, C, D, A, B, C: D deals alkupelit deal 1 (D18).
    assert first["dealer"] == "D" and first["dealer_name"] == "Matti"
    assert first["game"] == "5♦" and first["tricks"] == "11"
    assert first["AC"] == "Aino & Kaisa" and first["AC_me"] == "-25" and first["BD_yht"] == "25"
    misere = dict(zip(deals[0], deals[4], strict=True))
    assert misere["aces"] == "2:AC 5:BD 9:BD 13:BD"
    assert len(totals) == 5
    assert totals[3] == ["Kaisa", "35", "76", "111", "10", "-113", "-38", "83"]
    assert len(bolsheviks) == 1 + len(BOLSHEVIKS)
    assert bolsheviks[2][-4:] == ["140", "-60", "-40", "-40"]


def test_csv_empty_sheet_and_formula_names() -> None:
    text = Scoresheet(("=SUM(A1)", "Eero", "Kaisa", "Matti")).to_csv()
    blocks = _csv_blocks(text)
    assert len(blocks) == 2
    deals, totals = blocks
    assert len(deals) == 25
    assert all(row[5] == "" for row in deals[1:])  # no game entered
    assert totals[1][0] == "'=SUM(A1)"


# ---------------------------------------------------------------- property tests


@st.composite
def deal_entries(draw: st.DrawFn, form: Form) -> DealEntry:
    doubling = draw(st.sampled_from(list(Doubling)))
    revoke = draw(st.none() | st.sampled_from([AC, BD]))
    if draw(st.booleans()):
        ac_tricks = draw(st.integers(0, 13))
        owners = draw(st.permutations([AC] * ac_tricks + [BD] * (13 - ac_tricks)))
        picks = draw(st.lists(st.integers(1, 13), max_size=4))
        try:
            return DealEntry.passed(form, ac_tricks, doubling, [(t, owners[t - 1]) for t in picks], revoke)
        except ScoreInputError:
            assume(False)
            raise
    level = draw(st.integers(form.min_contract_level, 7))
    strain = draw(st.sampled_from(list(Strain)))
    tricks = draw(st.integers(0, 13))
    aces: list[tuple[int, bool]] = []
    if strain is Strain.MISERE:
        won = draw(st.permutations([True] * tricks + [False] * (13 - tricks)))
        aces = [(t, won[t - 1]) for t in draw(st.lists(st.integers(1, 13), max_size=4))]
    try:
        return DealEntry.painted(
            form, Bid(level, strain), draw(st.sampled_from(SEATS)), tricks, doubling, aces, revoke
        )
    except ScoreInputError:
        assume(False)
        raise


@st.composite
def bolshevik_sets(draw: st.DrawFn, sitsi: int) -> list[BolshevikEntry]:
    order = draw(st.permutations(list(SEATS)))
    count = draw(st.integers(0, 4))
    out: list[BolshevikEntry] = []
    for k, seat in enumerate(order[:count]):
        slack = BOLSHEVIK_SET_DEALS - len(out) - (4 - k)
        out += [BolshevikEntry.thrown_in(sitsi)] * draw(st.integers(0, slack))
        game = draw(st.sampled_from([BOLSHEVIK, Bid.parse("7♠"), Bid.parse("7G")]))
        tricks = draw(st.integers(0, 13))
        others = [s for s in SEATS if s is not seat]
        doublers = draw(st.lists(st.sampled_from(others), unique=True, max_size=3))
        aces: list[tuple[int, bool]] = []
        if game is BOLSHEVIK:
            won = draw(st.permutations([True] * tricks + [False] * (13 - tricks)))
            aces = [(t, won[t - 1]) for t in draw(st.lists(st.integers(1, 13), max_size=4))]
        out.append(
            BolshevikEntry(
                sitsi,
                seat,
                game,
                tricks,
                tuple(doublers),
                bool(doublers) and draw(st.booleans()),
                tuple(aces),
            )
        )
    return out


_name_chars = st.characters(blacklist_categories=("Cc", "Cs", "Cf", "Zl", "Zp"))


@st.composite
def sheets(draw: st.DrawFn) -> Scoresheet:
    names = draw(
        st.lists(
            st.text(_name_chars, min_size=1, max_size=40).filter(lambda s: bool(s.strip())),
            min_size=4,
            max_size=4,
            unique_by=lambda s: unicodedata.normalize("NFC", s).strip().casefold(),
        )
    )
    deals = [
        draw(st.none() | deal_entries(Form.ALKUPELIT if slot % 8 < 4 else Form.KOTKAT)) for slot in range(24)
    ]
    bolsheviks: list[BolshevikEntry] = []
    for sitsi in draw(st.lists(st.integers(0, 2), unique=True, max_size=2)):
        bolsheviks += draw(bolshevik_sets(sitsi))
    try:
        return Scoresheet(
            (names[0], names[1], names[2], names[3]),
            draw(st.integers(0, 3)),
            tuple(deals),
            tuple(bolsheviks),
        )
    except ScoreInputError:
        assume(False)
        raise


PROPERTY_SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY_SETTINGS
@given(sheets())
def test_property_json_round_trip(sheet: Scoresheet) -> None:
    back = Scoresheet.from_json(json.loads(json.dumps(sheet.to_json())))
    assert back == sheet
    assert back.to_csv() == sheet.to_csv()


@PROPERTY_SETTINGS
@given(sheets())
def test_property_the_deal_passes_one_seat_clockwise_at_every_deal(sheet: Scoresheet) -> None:
    """*Korttien jakaminen* (D16, D18): the scorekeeper's left deals first, then always the next player."""
    dealers = game_dealers(sheet)
    assert dealers[0] is Seat(sheet.scorekeeper).left
    assert all(b is a.next() for a, b in pairwise(dealers))
    assert len(dealers) == 24 + len(sheet.bolsheviks)


@PROPERTY_SETTINGS
@given(sheets())
def test_property_zero_sum(sheet: Scoresheet) -> None:
    for sitsi in range(3):
        for index in range(8):
            pp = sheet.deal_player_scores(sitsi, index)
            assert pp is None or sum(pp) == 0
    for i in range(len(sheet.bolsheviks)):
        assert sum(sheet.bolshevik_player_scores(i)) == 0
    assert sum(sheet.sitsit_totals()) == 0
    assert sum(sheet.bolshevik_totals()) == 0
    # Rounding each third moves it by at most 1/3: the results sum to -1, 0 or 1.
    assert abs(sum(sheet.totals())) <= 1
    assert sheet.totals() == tuple(
        s + b for s, b in zip(sheet.sitsit_totals(), sheet.bolshevik_finals(), strict=True)
    )
    rows = sheet.rows()
    assert len(rows) == 24
    for r in rows:
        assert r.yht[0] + r.yht[1] == 0
    for sitsi in range(3):
        last = rows[sitsi * 8 + 7]
        assert sheet.pair_totals(sitsi) == {AC: last.yht[0], BD: last.yht[1]}


def test_malformed_aces_rejected() -> None:
    with pytest.raises(ScoreInputError) as ei:
        DealEntry.painted(Form.KOTKAT, "6M", "A", 0, aces=[3])  # type: ignore[list-item]
    assert ei.value.code == "bad_ace"
    with pytest.raises(ScoreInputError) as ei:
        DealEntry.passed(Form.KOTKAT, 5, aces=[(3, True)])  # type: ignore[list-item]
    assert ei.value.code == "bad_ace"
