"""The whole deal as PBN (``trainer.pbn.record_pbn`` / ``read_record``): round trips and endplay's reading.

Handbook: *Skruuvin perusasioita* (the steps of a deal: auction, exchanges, play), *Korttien jakaminen*.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from endplay.parsers import pbn as endplay_pbn
from endplay.types import Player

from trainer.bids import Form
from trainer.cards import Card, Rank, Suit
from trainer.errors import NotationError
from trainer.pbn import read_record, record_pbn
from trainer.players import make_player
from trainer.players.table import everyone, play_deal
from trainer.records import DealRecord, load
from trainer.seats import Seat
from trainer.state import GameType

ROOT = Path(__file__).resolve().parent.parent
DEALS = sorted((ROOT / "lessons" / "deals").glob("*.deal.yaml"))
PLAYER_OF = {Seat.A: Player.north, Seat.B: Player.east, Seat.C: Player.south, Seat.D: Player.west}
SUIT_OF_NAME = {"spades": Suit.SPADES, "hearts": Suit.HEARTS, "diamonds": Suit.DIAMONDS, "clubs": Suit.CLUBS}


def steps(record: DealRecord) -> dict[str, Any]:
    """Everything a record says about the deal and what was done (not its title or notes)."""
    data = record.to_data()
    for k in ("title", "source", "section", "notes"):
        data.pop(k, None)
    return data


def selfplayed(form: Form, seed: int) -> DealRecord:
    return play_deal(form, everyone(make_player("handbook")), random.Random(seed))


@pytest.mark.parametrize("path", DEALS, ids=lambda p: p.name)
def test_worked_deals_round_trip(path: Path) -> None:
    """Every worked deal of the course, exported and read back, is the same deal with the same steps."""
    rec = load(path)
    assert steps(read_record(record_pbn(rec))) == steps(rec)


@pytest.mark.parametrize("form", list(Form))
@pytest.mark.parametrize("seed", range(6))
def test_selfplayed_deals_round_trip(form: Form, seed: int) -> None:
    """Whole deals of every form: the same deal, calls, exchanges, tricks and result after the round trip."""
    rec = selfplayed(form, seed)
    back = read_record(record_pbn(rec))
    assert steps(back) == steps(rec)
    assert back.replay().result == rec.replay().result


def test_play_section_is_pbn_columns() -> None:
    """Each Play line keeps PBN's columns: the opening leader's card first, then clockwise, whoever led."""
    rec = next(
        r for r in (selfplayed(Form.KOTKAT, s) for s in range(40)) if r.replay().game is GameType.TRUMP
    )
    text = record_pbn(rec)
    first = Seat("NESW".index(re.search(r'^\[Play "(\w)"\]$', text, re.M).group(1)))  # type: ignore[union-attr]
    rows = text.split("[Play ")[1].splitlines()[1:]
    assert len(rows) == len(rec.play) == 13
    for row, trick, (_i, done) in zip(rows, rec.play, enumerate(rec.replay().tricks), strict=True):
        cards = row.split()
        assert {Card.parse(c) for c in cards} == set(trick)
        assert Card.parse(cards[first.turns_to(done.leader)]) == trick[0]


def test_endplay_reads_the_play_of_a_trump_game() -> None:
    """endplay's PBN reader (a bridge reader) gets the same contract and card play from a trump or grand game."""
    checked = 0
    for seed in range(60):
        rec = selfplayed(Form.KOTKAT, seed)
        final = rec.replay()
        if final.game not in (GameType.TRUMP, GameType.GRAND):
            continue
        (board,) = endplay_pbn.loads(record_pbn(rec))
        assert board.contract is not None and final.contract is not None and final.declarer is not None
        assert board.contract.level == final.contract.level
        assert board.contract.declarer == PLAYER_OF[final.declarer]
        ours = [Card.of(SUIT_OF_NAME[c.suit.name], Rank.parse(c.rank.name[1:])) for c in board.play]
        assert ours == [c for t in rec.play for c in t]
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_a_misere_has_no_contract_tag_but_reads_back() -> None:
    """Misère (*Misääri*) has no bridge contract: the Game tag and our own tags carry it, and it reads back."""
    rec = load(ROOT / "lessons" / "deals" / "alkupelit-misere-5m.deal.yaml")
    text = record_pbn(rec)
    assert "[Contract " not in text
    assert '[Game "5M' in text
    assert "[SkruuviAuction " in text
    assert steps(read_record(text)) == steps(rec)


def test_a_wrong_card_in_the_play_is_an_error() -> None:
    """A Play line whose card the seat cannot play is an error naming the trick, not a different deal."""
    rec = selfplayed(Form.KOTKAT, 1)
    text = record_pbn(rec)
    head, play = text.split("[Play ")
    rows = play.splitlines()
    first_row = rows[1].split()
    first_row[0], first_row[1] = first_row[1], first_row[0]
    rows[1] = " ".join(first_row)
    with pytest.raises(NotationError) as e:
        read_record(head + "[Play " + "\n".join(rows) + "\n")
    assert e.value.code == "pbn_play"


def test_a_record_that_stops_in_the_auction() -> None:
    """A record that stops before the lead has the deal as dealt and its calls, and no Play section."""
    rec = load(ROOT / "lessons" / "deals" / "kotkat-6s-to-6h.deal.yaml")
    short = replace(rec, packet=None, return_packet=None, continuation=(), doubling=(), play=(), result=None)
    text = record_pbn(short)
    assert "[Play " not in text and "[Dealt " not in text
    assert steps(read_record(text)) == steps(short)
