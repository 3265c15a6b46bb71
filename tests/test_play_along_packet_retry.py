"""Issue 13, the rest of play-along and "retry my mistakes" (AppTest and the viewer's pure parts).

* Playing along, the learner's seat is drawn at the bottom of the table and named ("You are B").
* A packet is asked whole (*Nostomaalaus*, *KOTKAT / Korttien vaihdot*): its four cards, then their order, as
  the packet_choose and packet_order drills ask them; the packet's later cards are no questions of their own.
* The drills page, while "retry my mistakes" runs, says how many are left and offers a way out; after the last
  one (or a stop) it says how many are now right.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import APP
from tests.test_deal_play_along import frames_of, html_text, open_deal
from trainer.cards import Card
from trainer.drills import answer_of, drill_by_id
from trainer.progress import Learner, ProgressStore
from trainer.seats import Seat
from trainer.ui.deal_viewer import (
    PacketError,
    grade_packet,
    packet_steps,
    question_at,
    questions,
    seat_at_bottom_css,
)


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    """Every test here runs the app on a database of its own (tests/conftest.py)."""
    return app_data


def store() -> ProgressStore:
    from trainer.ui.learner import _store

    return _store()


# --- the seat at the bottom ---------------------------------------------------------------------------------


def test_the_table_turns_so_that_the_seat_sits_at_the_bottom() -> None:
    css = seat_at_bottom_css(Seat.B, ".t")
    # B (drawn west by default) sits south, C on B's left (west), D opposite (north), A on the right (east).
    assert ".t .sk-west{grid-area:south}" in css
    assert ".t .sk-north{grid-area:west}" in css
    assert ".t .sk-east{grid-area:north}" in css
    assert ".t .sk-south{grid-area:east}" in css
    assert ".t .sk-t-w{grid-area:s}" in css  # B's card in the trick too
    # Every seat has one place and every place one seat; the partner sits opposite, at the top.
    sides = {Seat.A: "south", Seat.B: "west", Seat.C: "north", Seat.D: "east"}
    for seat in (Seat.B, Seat.C, Seat.D):
        rules = seat_at_bottom_css(seat, ".t").splitlines()[:8]
        assert len({r.split("{")[1] for r in rules}) == 8
        assert f".t .sk-{sides[seat]}{{grid-area:south}}" in rules
        assert f".t .sk-{sides[seat.partner]}{{grid-area:north}}" in rules
    assert seat_at_bottom_css(Seat.A, ".t") == ""  # A sits there already


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_playing_along_names_the_seat_and_turns_the_table(lang: str) -> None:
    at = open_deal("alkupelit-grand-5g", "B", lang)
    assert not at.exception, at.exception
    text = html_text(at)
    named = "Olet pelaaja B." if lang == "fi" else "You are B."
    assert named in text
    assert ".st-key-sk-deal-table .sk-west{grid-area:south}" in text
    assert ">sinä<" in text if lang == "fi" else ">you<" in text
    # Watching (no play-along), the table is not turned and nobody is "you".
    plain = AppTest.from_file(APP, default_timeout=60)
    plain.query_params["deal"] = "alkupelit-grand-5g"
    plain.query_params["lang"] = lang
    plain.run()
    assert "grid-area:south}" not in html_text(plain).replace(".sk-south{grid-area:south}", "")
    assert named not in html_text(plain)


# --- the packet, asked whole --------------------------------------------------------------------------------


def test_a_packet_is_one_question_at_its_first_card() -> None:
    frames = frames_of("kotkat-6s-to-6h")
    asked = questions(frames, Seat.A)
    steps = packet_steps(frames, 9)
    assert steps == [9, 10, 11, 12]
    assert 9 in asked and not {10, 11, 12} & set(asked)
    assert not question_at(frames, 10, Seat.A)
    assert packet_steps(frames, 10) == []  # not the start of a packet
    assert packet_steps(frames, 0) == []  # not a packet at all
    # Partner's return packet is asked whole too.
    assert packet_steps(frames, 13) == [13, 14, 15, 16] and 13 in questions(frames, Seat.C)


def test_a_packet_is_graded_whole_card_by_card() -> None:
    frames = frames_of("kotkat-6s-to-6h")
    state = frames[9].state
    laid = [frames[j + 1].action for j in packet_steps(frames, 9)]
    cards = [c for c in laid if isinstance(c, Card)]
    good = grade_packet(state, cards)
    assert good.grade == "recommended" and good.cards == tuple(cards)
    assert good.concept is not None and good.concept.startswith("packet_order:")
    # The same hand, a packet that keeps the wrong cards: not advised, with the reasons of its first fault.
    other = sorted(state.hand(Seat.A), key=str)[:4]
    bad = grade_packet(state, other)
    assert bad.grade == "not_advised" and bad.reasons
    assert len(bad.recommended) == 4 and set(bad.recommended) <= set(state.hand(Seat.A))
    with pytest.raises(PacketError):  # a card not in the hand
        grade_packet(state, [c for c in frames[9].state.hand(Seat.B)][:4])


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_packet_question_asks_the_cards_then_their_order(lang: str) -> None:
    deal_id = "kotkat-6s-to-6h"
    frames = frames_of(deal_id)
    at = open_deal(deal_id, "A", lang)
    while int(at.session_state[f"step-{deal_id}"]) < 9:
        if at.button(key=f"step-{deal_id}-next").disabled:  # an earlier question: answer it
            i = int(at.session_state[f"step-{deal_id}"])
            key = f"pa-{deal_id}-A-{i}"
            at.session_state[key] = str(frames[i].state.legal_actions()[0])
            at.button(key=key + "-go").click().run()
            at.button(key=key + "-cont").click().run()
        else:
            at.button(key=f"step-{deal_id}-next").click().run()
        assert not at.exception, at.exception
    key = f"pa-{deal_id}-A-9"
    cards = [str(frames[j + 1].action) for j in packet_steps(frames, 9)]
    order_labels = (
        ("Päällimmäinen kortti", "Alimmainen kortti") if lang == "fi" else ("Top card", "Bottom card")
    )
    assert not any(s.label in order_labels for s in at.selectbox)  # the order waits for four cards
    # Three cards: not yet; the button says what is missing.
    at.session_state[key] = cards[:3]
    at.run()
    assert not any(s.label in order_labels for s in at.selectbox)
    at.button(key=key + "-go").click().run()
    assert at.error and key + "-done" not in at.session_state
    # Four cards: their order is asked, from those four only.
    at.session_state[key] = cards
    at.run()
    slots = [s for s in at.selectbox if s.key and s.key.startswith(key + "-o")]
    assert len(slots) == 4 and sorted(slots[0].options) == sorted(cards)
    for k, c in enumerate(cards):
        at.selectbox(key=f"{key}-o{k}").set_value(c)
    at.run()
    at.button(key=key + "-go").click().run()
    assert not at.exception, at.exception
    text = html_text(at)
    assert ("Oma yliantosi" if lang == "fi" else "Your packet, top card first") in text
    assert ("Jaossa A antoi" if lang == "fi" else "In the deal, A handed over") in text
    assert at.success  # the deal's own packet is the handbook's
    # Continue: the packet's later cards ask nothing.
    at.button(key=key + "-cont").click().run()
    for _i in range(3):
        assert not at.button(key=f"step-{deal_id}-next").disabled
        at.button(key=f"step-{deal_id}-next").click().run()
    assert int(at.session_state[f"step-{deal_id}"]) == 13


# --- the retry banner ---------------------------------------------------------------------------------------


def _wrong(learner: Learner, item: str, minutes: int) -> None:
    store().record_answer(learner, item=item, kind="words", concept="words:glossary", correct=False,
                          verdict="not_advised", answer="x", at=datetime.now(UTC) - timedelta(minutes=60 - minutes))  # fmt: skip


def _banner(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown if "mistake" in m.value or "virhe" in m.value)


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_drill_page_counts_down_the_mistakes_and_sums_up(lang: str) -> None:
    me = store().create_learner("Aino")
    _wrong(me, "basics/word-pieti", 0)
    _wrong(me, "basics/word-haarukka", 1)
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = lang
    at.session_state["learner_key"] = me.key
    at.switch_page("app_pages/progress.py").run()
    (retry,) = [b for b in at.button if b.key is None and "(2)" in b.label]
    retry.click().run()
    assert not at.exception, at.exception
    assert ("vielä 2 harjoitusta jäljellä" if lang == "fi" else "2 drills left") in _banner(at)
    # Right: the count goes down at once, before "Next drill".
    for item in ("basics/word-pieti", "basics/word-haarukka"):
        assert at.query_params["drill"] == item
        at.radio(key=f"d-{item}-a").set_value(answer_of(drill_by_id(item)))
        at.button(key=f"d-{item}-check").click().run()
        assert not at.exception, at.exception
        if item == "basics/word-pieti":
            assert ("vielä 1 harjoitus jäljellä" if lang == "fi" else "1 drill left") in _banner(at)
        else:
            assert (
                "kaikki 2 virhettä on nyt korjattu" if lang == "fi" else "all 2 mistakes are now right"
            ) in _banner(at)
        at.button(key=f"d-{item}-next").click().run()
    # The retry is over: the next drill says how it went, once, and the banner is gone.
    summary = [s.value for s in at.success]
    assert any(
        ("2 virheestä 2 on nyt oikein" if lang == "fi" else "2 of 2 mistakes are now right") in s
        for s in summary
    )
    assert not [b for b in at.button if b.key == "sk-retry-stop"]
    at.run()
    assert not any("2 of 2" in s.value or "2 virheestä 2" in s.value for s in at.success)


def test_stopping_a_retry_says_how_many_are_right_and_ends_it() -> None:
    me = store().create_learner("Aino")
    _wrong(me, "basics/word-pieti", 0)
    _wrong(me, "basics/word-haarukka", 1)
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = "en"
    at.session_state["learner_key"] = me.key
    at.switch_page("app_pages/progress.py").run()
    (retry,) = [b for b in at.button if "(2)" in b.label]
    retry.click().run()
    item = "basics/word-pieti"
    at.radio(key=f"d-{item}-a").set_value(answer_of(drill_by_id(item)))
    at.button(key=f"d-{item}-check").click().run()
    at.button(key="sk-retry-stop").click().run()
    assert not at.exception, at.exception
    assert any("1 of 2 mistakes are now right" in s.value for s in at.success)
    assert "retry_mistakes" not in at.session_state
    assert "1 drill left" not in _banner(at)
    # Without a retry the drill page shows no banner at all.
    plain = AppTest.from_file(APP, default_timeout=60)
    plain.query_params["lang"] = "en"
    plain.query_params["drill"] = item
    plain.switch_page("app_pages/drills.py").run()
    assert "Retrying your mistakes" not in _banner(plain)
