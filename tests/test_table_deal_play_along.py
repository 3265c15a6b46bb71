"""Playing along in a deal played at the table (``deals?record=TOKEN&playalong=SEAT``, issues 13 and 15).

The learner's own seat is a replay of decisions the table already counted (the table page keeps each of them
once, ``keep_practice``): it is offered, its answers are graded, but nothing is kept again, and the page says so
before each question.  Another seat's decisions were never the learner's: they count as in any worked deal
(docs/progress.md, "Decisions in played deals").  A handbook deal's play-along still counts:
tests/test_deal_play_along.py::test_answers_count_once_per_run_for_a_signed_in_learner.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import APP
from trainer.bids import Form
from trainer.cards import Card
from trainer.progress.store import Learner
from trainer.seats import Seat
from trainer.tablegame import Setup, TableGame
from trainer.ui.deal_viewer import Frame, grade_answer, grade_packet, packet_steps, questions
from trainer.ui.table_deal import table_deal_id

OWN = Seat.B
NOTICE = {
    "en": "A replay of your own seat",
    "fi": "Oman paikkasi kertaus",
}


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    """Every test here runs the app on a database of its own (tests/conftest.py)."""
    return app_data


def finished() -> TableGame:
    """A kotkat deal played to the end as B, the learner taking the first legal action each time."""
    game = TableGame(Setup(Form.KOTKAT, OWN, "handbook", 5))
    for _i in range(200):
        if game.is_over:
            break
        if game.learner_to_act:
            game.play(game.state.legal_actions()[0])
        else:
            game.computer_step()
    assert game.is_over
    return game


def open_record(token: str, seat: Seat, lang: str, learner: Learner | None) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in {"record": token, "playalong": str(seat), "lang": lang}.items():
        at.query_params[k] = v
    if learner is not None:
        at.session_state["learner_key"] = learner.key
    at.run()
    at.switch_page("app_pages/deals.py").run()
    assert not at.exception, at.exception
    return at


def play_along(
    at: AppTest, frames: list[Frame], deal_id: str, seat: Seat
) -> tuple[list[list[str]], list[str]]:
    """Answer each of ``seat``'s decisions (the first legal action, a packet as in the deal); the info boxes
    shown with each open question, and the page's Markdown after the answers."""
    seen: list[list[str]] = []
    after: list[str] = []
    for i in questions(frames, seat):
        while int(at.session_state[f"step-{deal_id}"]) < i:
            at.button(key=f"step-{deal_id}-next").click().run()
            assert not at.exception, at.exception
        key = f"pa-{deal_id}-{seat}-{i}"
        seen.append([str(b.value) for b in at.info])
        if steps := packet_steps(frames, i):
            cards = [str(frames[j + 1].action) for j in steps]
            at.session_state[key] = cards
            for k, c in enumerate(cards):
                at.session_state[f"{key}-o{k}"] = c
        else:
            at.session_state[key] = str(frames[i].state.legal_actions()[0])
        at.button(key=key + "-go").click().run()
        assert not at.exception, at.exception
        assert at.session_state[key + "-done"] is not None  # graded
        after += [str(m.value) for m in at.markdown]
        at.button(key=key + "-cont").click().run()
    return seen, after


def advised(frames: list[Frame], seat: Seat) -> list[int]:
    """The steps of ``seat``'s decisions that :func:`play_along`'s answers practise (the handbook advises)."""
    out = []
    for i in questions(frames, seat):
        s = frames[i].state
        if steps := packet_steps(frames, i):
            got = grade_packet(s, [c for j in steps if isinstance(c := frames[j + 1].action, Card)])
        else:
            got = grade_answer(s, s.legal_actions()[0])
        if got.concept is not None:
            out.append(i)
    return out


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_own_seat_of_a_table_deal_is_a_replay_that_is_not_counted_again(lang: str) -> None:
    from trainer.ui.learner import _store

    game = finished()
    token, deal_id = game.token(), table_deal_id(game.token())
    frames = [Frame(w, a, s) for w, a, s in game.record().states()]
    assert advised(frames, OWN), "the test needs decisions the handbook advises"
    me = _store().create_learner("Aino")
    at = open_record(token, OWN, lang, me)
    # The control names the learner's own seat.
    own_label = "oma paikkasi pöydässä" if lang == "fi" else "your seat at the table"
    assert own_label in at.selectbox(key=f"play-{deal_id}").format_func(str(OWN))
    assert own_label not in at.selectbox(key=f"play-{deal_id}").format_func(str(Seat.A))
    seen, after = play_along(at, frames, deal_id, OWN)
    assert seen and all(any(NOTICE[lang] in b for b in boxes) for boxes in seen)
    assert any(("Pelipöydässä valitsit" if lang == "fi" else "At the table you chose") in m for m in after)
    assert [a.item for a in _store().answers(me)] == []  # graded, kept nowhere


def test_another_seat_of_a_table_deal_counts_once_per_run() -> None:
    from trainer.ui.learner import _store

    game = finished()
    token, deal_id = game.token(), table_deal_id(game.token())
    frames = [Frame(w, a, s) for w, a, s in game.record().states()]
    other = next(x for x in (Seat.A, Seat.C, Seat.D) if advised(frames, x))
    me = _store().create_learner("Aino")
    at = open_record(token, other, "en", me)
    seen, after = play_along(at, frames, deal_id, other)
    assert not any(NOTICE["en"] in b for boxes in seen for b in boxes)
    assert not any("At the table you chose" in m for m in after)
    kept = [a.item for a in _store().answers(me)]
    assert sorted(kept) == sorted(f"played:deal-{deal_id}-{other}:{i}" for i in advised(frames, other))
