"""A table deal opened in the worked-deal viewer (``deals?record=TOKEN``, issue 15 "The review"): the deal
reproduced from the address with every step, the review's notes at the learner's decisions, Back to the table,
and the table page's friendly error for a bad token, in Finnish and English."""

from __future__ import annotations

from typing import Any

import pytest
from apptest import run
from streamlit.testing.v1 import AppTest

from trainer.bids import Form
from trainer.review import review
from trainer.seats import Seat
from trainer.tablegame import Setup, TableGame
from trainer.ui.table_deal import TABLE_PREFIX, table_deal_id, table_worked_deal


def finished(form: Form = Form.ALKUPELIT, seed: int = 7, seat: Seat = Seat.A) -> TableGame:
    """A table deal played to the end, the learner taking the first legal action each time."""
    game = TableGame(Setup(form, seat, "handbook", seed))
    for _i in range(200):
        if game.is_over:
            break
        if game.learner_to_act:
            game.play(game.state.legal_actions()[0])
        else:
            game.computer_step()
    assert game.is_over
    return game


def page_text(at: AppTest) -> str:
    parts: list[str] = []
    for kind in ("markdown", "caption", "info", "error", "warning", "success", "title"):
        parts += [str(getattr(e, "value", "")) for e in at.get(kind)]
    parts += [str(e.proto.body) for e in at.get("html")]
    return "\n".join(parts)


def test_the_notes_sit_at_the_learners_decisions() -> None:
    """Each reviewed decision's note is at the step right after the learner's action, in both languages."""
    game = finished()
    token = game.token()
    rv = review(game.record(), game.setup.seat)
    wd = table_worked_deal(game, token, rv)
    assert wd.record == TABLE_PREFIX + token and wd.id == table_deal_id(token)
    wheres = [w for w, _a, _s in game.record().states()]
    at = {s.at: s.text for s in wd.steps}
    assert "start" in at
    for d in rv.decisions:
        note = at[wheres[d.step + 1]]
        assert "Päätöksesi" in note.fi and "Your decision" in note.en
    # The result closes the deal: at the end, or with the learner's own last card.
    last = at.get("end") or at[wheres[-1]]
    assert "Score per pair" in last.en


def test_no_review_still_gives_the_deal() -> None:
    game = finished(seed=3)
    wd = table_worked_deal(game, game.token(), None)
    assert [s.at for s in wd.steps if "Your decision" in s.text.en] == []
    assert "Your deal at the table" in wd.title.en


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_viewer_opens_a_table_deal_from_its_address(lang: str) -> None:
    game = finished(Form.KOTKAT, seed=5, seat=Seat.B)
    at = run(lang=lang, record=game.token())
    at.switch_page("app_pages/deals.py").run()
    assert not at.exception, at.exception
    text = page_text(at)
    assert ("Pelipöydässä pelaamasi jako" if lang == "fi" else "Your deal at the table") in text
    assert ("Takaisin pelipöytään" if lang == "fi" else "Back to the table") in text
    assert f"table?play={game.token()}" in text
    # Every step is there: the slider runs from the start to the last card.
    slider: Any = at.slider[0]
    assert slider.max == len(game.states()) - 1
    at.slider[0].set_value(slider.max).run()
    assert not at.exception
    text = page_text(at)
    assert ("Pisteet pareittain" if lang == "fi" else "Score per pair") in text


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("fi", "Linkin vaihe 1 ei sovi tähän jakoon."),
        ("en", "Step 1 of this table link does not fit the deal."),
    ],
)
def test_a_bad_token_gets_the_tables_friendly_error(lang: str, expected: str) -> None:
    at = run(lang=lang, record="t1.ah.A.7.0L-zz.")
    at.switch_page("app_pages/deals.py").run()
    assert not at.exception, at.exception
    errors = [str(e.value) for e in at.error]
    assert errors == [expected], page_text(at)
    assert "Traceback" not in page_text(at)


def test_the_handbook_deals_are_unchanged() -> None:
    """Without ``record`` the viewer lists and shows the handbook's deals as before."""
    at = run(lang="en", deal="kotkat-6s-to-6h")
    at.switch_page("app_pages/deals.py").run()
    assert not at.exception
    assert "Your deal at the table" not in page_text(at)
    assert "From the handbook" in page_text(at)
