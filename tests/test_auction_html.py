"""The auction table shared by the drills and the table (trainer.ui.drill_view.auction_table_html)."""

from __future__ import annotations

from trainer.bids import Form
from trainer.i18n import Translator
from trainer.seats import Seat
from trainer.tablegame import Setup, TableGame
from trainer.ui.drill_view import auction_table_html
from trainer.ui.table_view import auction_html


def played(seed: int = 7) -> TableGame:
    game = TableGame(Setup(Form.KOTKAT, Seat.A, "handbook", seed))
    for _i in range(200):
        if game.is_over:
            break
        if game.learner_to_act:
            game.play(game.state.legal_actions()[0])
        else:
            game.computer_step()
    return game


def test_one_table_for_both_pages() -> None:
    """The table's auction is the shared table with its own class and an "Auction" heading."""
    _ = Translator("en")
    game = played()
    info = game.state.info(Seat.A)
    shared = auction_table_html(info, _, "sk-table-auction")
    assert shared.count("<tr>") == 1 + (len(info.auction) + 3) // 4
    assert auction_html(info, _) == f'<div class="sk-table-block"><b>Auction:</b>{shared}</div>'
    assert auction_table_html(info, _, "sk-auction") == shared.replace("sk-table-auction", "sk-auction")


def test_nothing_before_the_first_call() -> None:
    """Before any call the table says nothing (the drill page says that the learner calls first)."""
    _ = Translator("fi")
    start = played().states()[0]
    assert auction_table_html(start.info(Seat.A), _, "sk-auction") == ""
    assert auction_html(start.info(Seat.A), _) == ""
