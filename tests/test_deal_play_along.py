"""Playing along in a worked deal (issue 13): ``&playalong=SEAT`` stops before each of that seat's decisions.

The viewer asks with the drills' widgets, offers the legal actions only, shows only what the seat sees
while a question is open, grades the answer by the handbook's conventions (or says it gives no advice),
tells what the deal's player did, and keeps each graded answer once per run for a signed-in learner.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import APP
from trainer.cards import Card
from trainer.i18n import Translator
from trainer.lessons import LESSONS_DIR, content
from trainer.records import load
from trainer.seats import Seat
from trainer.state import State
from trainer.ui.cards_html import hand_text
from trainer.ui.deal_viewer import (
    Answered,
    Frame,
    grade_answer,
    grade_packet,
    hidden_seats,
    packet_steps,
    questions,
    seat_role,
)


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    """Every test here runs the app on a database of its own (tests/conftest.py)."""
    return app_data


def frames_of(deal_id: str) -> list[Frame]:
    wd = content().deals[deal_id]
    return [Frame(w, a, s) for w, a, s in load(LESSONS_DIR / "deals" / wd.record).states()]


def html_text(at: AppTest) -> str:
    parts = [str(h.proto.body) for h in at.html]
    parts += [str(m.value) for m in at.markdown] + [str(c.value) for c in at.caption]
    return "\n".join(parts)


def hidden_cards_shown(at: AppTest, s: State, seat: Seat, lang: str = "en") -> list[str]:
    """The other hands (those ``seat`` does not see) that appear on the page, as the table reads them out."""
    page = html_text(at)
    _ = Translator(lang)
    return [str(x) for x in hidden_seats(s, str(seat)) if s.hand(x) and hand_text(list(s.hand(x)), _) in page]


def open_deal(deal_id: str, seat: str, lang: str, session: dict[str, Any] | None = None) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["deal"] = deal_id
    at.query_params["playalong"] = seat
    at.query_params["lang"] = lang
    for k, v in (session or {}).items():
        at.session_state[k] = v
    return at.run()


def answered(frames: list[Frame], i: int) -> Answered:
    """The grade :func:`play_to_end` gets at step ``i``: the first legal action, or the deal's own packet."""
    steps = packet_steps(frames, i)
    if steps:
        return grade_packet(
            frames[i].state, [c for j in steps if isinstance(c := frames[j + 1].action, Card)]
        )
    return grade_answer(frames[i].state, frames[i].state.legal_actions()[0])


def play_to_end(at: AppTest, deal_id: str, seat: Seat, lang: str) -> list[str]:
    """Answer every decision of ``seat`` with its first legal action; the feedback boxes seen, in order."""
    frames = frames_of(deal_id)
    asked = questions(frames, seat)
    seen: list[str] = []
    for i in asked:
        while int(at.session_state[f"step-{deal_id}"]) < i:
            nxt = at.button(key=f"step-{deal_id}-next")
            assert not nxt.disabled, (deal_id, seat, at.session_state[f"step-{deal_id}"])
            nxt.click().run()
            assert not at.exception, at.exception
        assert int(at.session_state[f"step-{deal_id}"]) == i
        s = frames[i].state
        key = f"pa-{deal_id}-{seat}-{i}"
        assert at.button(key=f"step-{deal_id}-next").disabled  # no stepping past an open question
        assert hidden_cards_shown(at, s, seat, lang) == [], (deal_id, seat, i)
        steps = packet_steps(frames, i)
        if steps:  # a packet is asked whole: the deal's own cards, in the deal's order
            cards = [str(frames[j + 1].action) for j in steps]
            at.session_state[key] = cards
            for k, c in enumerate(cards):
                at.session_state[f"{key}-o{k}"] = c
        else:
            at.session_state[key] = str(s.legal_actions()[0])
        at.button(key=key + "-go").click().run()
        assert not at.exception, at.exception
        boxes = [b.value for b in (*at.success, *at.error, *at.info)]
        assert boxes, (deal_id, seat, i)
        seen.extend(boxes)
        at.button(key=key + "-cont").click().run()
        assert not at.exception, at.exception
    return seen


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize(("deal_id", "seat"), [("kotkat-6s-to-6h", Seat.A), ("alkupelit-misere-5m", Seat.B)])
def test_playing_along_to_the_end_of_a_worked_deal(lang: str, deal_id: str, seat: Seat) -> None:
    at = open_deal(deal_id, str(seat), lang)
    assert not at.exception, at.exception
    assert at.query_params["playalong"] == str(seat) and "run" in at.query_params
    frames = frames_of(deal_id)
    seen = play_to_end(at, deal_id, seat, lang)
    grades = [answered(frames, i).grade for i in questions(frames, seat)]
    en = {
        "recommended": "The handbook recommends this.",
        "acceptable": "The handbook finds this acceptable.",
        "not_advised": "The handbook does not advise this.",
        "no_advice": "The handbook gives no advice here.",
    }
    fi = {
        "recommended": "Käsikirja suosittelee tätä.",
        "acceptable": "Käsikirjan mukaan tämä on hyväksyttävä.",
        "not_advised": "Käsikirja ei suosittele tätä.",
        "no_advice": "Käsikirja ei neuvo tässä kohdassa.",
    }
    words = fi if lang == "fi" else en
    for g in grades:
        assert words[g] in seen
    assert any(g != "no_advice" for g in grades)
    # Signed out: the notice said so before the question.
    # The end: the whole deal may be stepped through, and what is known about it is shown again.
    while not at.button(key=f"step-{deal_id}-next").disabled:
        at.button(key=f"step-{deal_id}-next").click().run()
    assert not at.exception, at.exception
    assert at.expander, "what is known about the deal is back at the end"


def test_a_question_offers_only_the_legal_actions_and_hides_the_other_hands() -> None:
    deal_id, seat = "alkupelit-grand-5g", Seat.A
    frames = frames_of(deal_id)
    i = questions(frames, seat)[0]
    at = open_deal(deal_id, "A", "en")
    while int(at.session_state[f"step-{deal_id}"]) < i:
        at.button(key=f"step-{deal_id}-next").click().run()
    text = html_text(at)
    assert "What would you do?" in text
    assert any("You are not signed in" in w.value for w in at.warning)  # before the question
    assert hidden_cards_shown(at, frames[i].state, seat) == []
    # Without play-along, all hands are open: the same check finds other seats' cards.
    plain = AppTest.from_file(APP, default_timeout=60)
    for k, v in {"deal": deal_id, "lang": "en", "step": str(i)}.items():
        plain.query_params[k] = v
    plain.run()
    assert hidden_cards_shown(plain, frames[i].state, seat) != []
    # Nothing chosen: nothing is taken, and the learner is told to choose.
    at.button(key=f"pa-{deal_id}-{seat}-{i}-go").click().run()
    assert any("Choose first" in e.value for e in at.error)


def test_the_seat_is_named_by_its_role() -> None:
    final = frames_of("alkupelit-grand-5g")[-1].state
    _ = Translator("en")
    assert seat_role(final, Seat.B, _) == "the main player"
    assert seat_role(final, Seat.D, _) == "the main player's partner"
    assert seat_role(final, Seat.A, _) == "a defender"
    assert seat_role(frames_of("alkupelit-passimisaari")[-1].state, Seat.A, _) == ""


def test_answers_count_once_per_run_for_a_signed_in_learner() -> None:
    from trainer.ui.learner import _store

    deal_id, seat = "kotkat-6s-to-6h", Seat.A
    me = _store().create_learner("Aino")
    at = open_deal(deal_id, "A", "en", {"learner_key": me.key})
    run = at.query_params["run"]
    play_to_end(at, deal_id, seat, "en")
    frames = frames_of(deal_id)
    advised = [i for i in questions(frames, seat) if answered(frames, i).concept]
    kept = [a for a in _store().answers(me) if a.item.startswith(f"played:deal-{deal_id}-A:")]
    assert len(kept) == len(advised) > 0
    assert {a.item for a in kept} == {f"played:deal-{deal_id}-A:{i}" for i in advised}
    assert all(a.kind == "deal" for a in kept)
    # Only the topics are scheduled (no drill to retry): no review state for the items.
    assert all(_store().review(me, f"item:{a.item}") is None for a in kept)
    assert all(_store().review(me, f"concept:{a.concept}") is not None for a in kept)
    assert all(
        a.concept.split(":")[0] in {"call", "packet_order", "give", "lead", "signal_discard", "play"}
        for a in kept
    )
    # A reload (a new session, the same run in the address) answering again keeps nothing new.
    again = open_deal(deal_id, "A", "en", {"learner_key": me.key})
    again.query_params["run"] = run
    again.run()
    play_to_end(again, deal_id, seat, "en")
    assert len([a for a in _store().answers(me) if a.item.startswith("played:deal-")]) == len(advised)
