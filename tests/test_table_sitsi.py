"""A whole sitsi at the table (trainer/tablegame.py ``Sitsi``, issue 15): eight deals, four alkupelit then four
kotkat (*Skruuvin perusasioita*), the deal passing clockwise from the scorekeeper's left (*Korttien jakaminen*),
the score sheet filled as they go (*Skruuvin pistelasku*), and a link that replays the whole sitsi."""

from __future__ import annotations

from functools import cache

import pytest

from trainer.bids import Form
from trainer.seats import Pair, Seat
from trainer.tablegame import Setup, Sitsi, TableError, TableGame, sitsi_deal_seed


def play_first(game: TableGame) -> None:
    """The current deal to its end, the learner taking the first legal action each time."""
    while not game.is_over:
        for _step in game.computer_steps():
            pass
        if game.learner_to_act:
            game.play(game.state.legal_actions()[0])


@cache
def whole_sitsi() -> Sitsi:
    sitsi = Sitsi(Seat.B, "handbook", 2026)
    for i in range(8):
        if i:
            sitsi.next_deal()
        play_first(sitsi.current)
    return sitsi


def test_a_whole_sitsi_is_eight_deals_four_alkupelit_then_four_kotkat() -> None:
    sitsi = whole_sitsi()
    games = sitsi.games
    assert len(games) == 8 and sitsi.is_over
    assert [g.setup.form for g in games] == [Form.ALKUPELIT] * 4 + [Form.KOTKAT] * 4
    assert all(g.setup.seat is Seat.B and g.setup.level == "handbook" for g in games)
    assert [g.setup.seed for g in games] == [sitsi_deal_seed(2026, i) for i in range(8)]
    assert len({g.setup.seed for g in games}) == 8


def test_the_deal_passes_clockwise_from_the_learners_left() -> None:
    """The learner keeps the sheet; the player on the scorekeeper's left deals first (*Korttien jakaminen*)."""
    games = whole_sitsi().games
    dealers = [g.start.dealer for g in games]
    assert dealers == [Seat.C, Seat.D, Seat.A, Seat.B, Seat.C, Seat.D, Seat.A, Seat.B]
    assert all(g.setup.dealer is d for g, d in zip(games, dealers, strict=True))
    # A sitsi with the learner in A starts with B dealing.
    assert Sitsi(Seat.A).current.start.dealer is Seat.B


def test_the_sheet_totals_are_the_sum_of_the_deals_pair_scores() -> None:
    sitsi = whole_sitsi()
    sheet = sitsi.sheet
    want = {Pair.AC: 0, Pair.BD: 0}
    for i, game in enumerate(sitsi.games):
        result = game.state.result
        assert result is not None
        points = result.points()
        assert sheet.deal_score(0, i) == {Pair.AC: points[Seat.A], Pair.BD: points[Seat.B]}
        want[Pair.AC] += points[Seat.A]
        want[Pair.BD] += points[Seat.B]
    assert sheet.pair_totals(0) == want
    assert sum(want.values()) == 0
    assert sheet.scorekeeper_seat is Seat.B
    assert [sheet.dealer(0, i) for i in range(8)] == [g.start.dealer for g in sitsi.games]


def test_the_sheet_fills_as_the_deals_are_played() -> None:
    sitsi = Sitsi(Seat.D, "handbook", 5)
    assert all(e is None for e in sitsi.sheet.deals)
    play_first(sitsi.current)
    assert sitsi.sheet.entry(0, 0) is not None and sitsi.sheet.entry(0, 1) is None
    assert not sitsi.is_over
    sitsi.next_deal()
    assert sitsi.index == 1 and sitsi.sheet.entry(0, 1) is None


def test_the_next_deal_waits_for_the_end_of_this_one_and_the_sitsi_ends_after_eight() -> None:
    sitsi = Sitsi(Seat.A, "handbook", 1)
    with pytest.raises(TableError) as e:
        sitsi.next_deal()
    assert e.value.code == "table_not_over"
    with pytest.raises(TableError) as e:
        whole_sitsi().next_deal()
    assert e.value.code == "table_sitsi_over"


def test_the_sitsi_link_replays_every_deal() -> None:
    sitsi = whole_sitsi()
    token = sitsi.token()
    assert token.startswith("s1.h.B.2026.") and token.count("~") == 7
    again = Sitsi.from_token(token)
    assert again.token() == token
    assert [g.steps for g in again.games] == [g.steps for g in sitsi.games]
    assert again.sheet == sitsi.sheet and again.is_over
    # Part way: two deals over and the third begun.
    part = Sitsi(Seat.C, "handbook", 9)
    play_first(part.current)
    part.next_deal()
    play_first(part.current)
    part.next_deal()
    list(part.current.computer_steps())
    part.current.play(part.current.state.legal_actions()[0], hinted=True)
    part.current.take_back()
    back = Sitsi.from_token(part.token())
    assert back.index == 2 and back.current.takebacks == part.current.takebacks
    assert back.current.steps == part.current.steps
    assert back.sheet == part.sheet


def test_a_deal_with_a_dealer_keeps_it_in_its_own_link() -> None:
    game = TableGame(Setup(Form.KOTKAT, Seat.A, "handbook", 3, dealer=Seat.D))
    assert game.start.dealer is Seat.D
    assert game.token().startswith("t1.khD.A.3.")
    assert TableGame.from_token(game.token()).start.dealer is Seat.D
    # Without a dealer the token is as before, and old links still read.
    plain = TableGame(Setup(Form.KOTKAT, Seat.A, "handbook", 3))
    assert plain.token() == "t1.kh.A.3.."


@pytest.mark.parametrize(
    ("token", "where", "deal"),
    [
        ("s2.h.A.1._", "version", None),
        ("s1.h.A.1", "version", None),
        ("s1.x.A.1._", "form", None),
        ("s1.h.E.1._", "seat", None),
        ("s1.h.A.x._", "seed", None),
        ("s1.h.A.1.zz_", "step", 1),
        ("s1.h.A.1.0", "deal", 1),
        ("s1.h.A.1._~_", "deal", 1),
        ("s1.h.A.1._x!", "takebacks", 1),
        ("s1.h.A.1." + "~".join(["_"] * 9), "deal", 9),
        ("t1.ahQ.A.1..", "seat", None),
    ],
)
def test_a_bad_sitsi_link_says_what_is_wrong(token: str, where: str, deal: int | None) -> None:
    with pytest.raises(TableError) as e:
        Sitsi.from_token(token) if token.startswith("s") else TableGame.from_token(token)
    assert e.value.code == "table_token"
    assert e.value.params["where"] == where
    assert e.value.params.get("deal") == deal


def test_a_later_deal_with_a_bad_step_is_named() -> None:
    sitsi = Sitsi(Seat.A, "handbook", 4)
    play_first(sitsi.current)
    sitsi.next_deal()
    assert sitsi.token().endswith("~_")
    with pytest.raises(TableError) as e:
        Sitsi.from_token(sitsi.token().replace("~_", "~zz_"))  # deal 2's first step cannot be "zz"
    assert e.value.params == {"where": "step", "step": 1, "deal": 2}


def test_trying_a_deal_again_keeps_the_sitsi_and_the_finished_deals() -> None:
    sitsi = Sitsi(Seat.A, "handbook", 8)
    play_first(sitsi.current)
    sitsi.next_deal()
    play_first(sitsi.current)
    first = sitsi.finished[0]
    learner = next(i for i, st in enumerate(sitsi.current.steps) if st.learner)
    again = sitsi.try_again(learner)
    assert sitsi.current is again and len(again.steps) == learner and again.learner_to_act
    assert again.setup == sitsi.deal_setup(1) and sitsi.finished == [first]
    assert sitsi.sheet.entry(0, 0) is not None and sitsi.sheet.entry(0, 1) is None
    assert Sitsi.from_token(sitsi.token()).current.steps == again.steps
