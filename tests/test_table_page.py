"""The table page (issue 15): set up a deal, play it to the end against computer players, the review,
hints, take-backs, bad links, and the information boundary (no hidden card of another seat on the page)."""

from __future__ import annotations

from typing import Any

import pytest
from apptest import run
from streamlit.testing.v1 import AppTest

from trainer.bids import Form
from trainer.cards import Card
from trainer.seats import SEATS, Pair, Seat
from trainer.tablegame import Setup, TableGame


def game_of(at: AppTest) -> TableGame:
    """The deal on the page (a sitsi's current deal)."""
    kept: Any = at.session_state["table-game"]
    game: TableGame = kept[1] if isinstance(kept[1], TableGame) else kept[1].current
    return game


def param(at: AppTest, name: str) -> str:
    v: Any = at.query_params[name]
    return str(v[0] if isinstance(v, list) else v)


def decision_key(game: TableGame) -> str:
    return f"tbl-{len(game.steps)}-{len(game.takebacks)}"


def page_text(at: AppTest) -> str:
    parts: list[str] = []
    for kind in ("markdown", "caption", "info", "error", "warning", "success"):
        parts += [str(getattr(e, "value", "")) for e in at.get(kind)]
    parts += [str(e.proto.body) for e in at.get("html")]
    return "\n".join(parts)


def decide_first(at: AppTest) -> AppTest:
    """The learner's first legal action, chosen in the page's widget and confirmed."""
    game = game_of(at)
    key = decision_key(game)
    first = game.state.legal_actions()[0]
    at.button_group(key=key).set_value(str(first))
    return at.button(key=key + "-go").click().run()


def start(lang: str, form: str = "alkupelit", seat: str = "A", seed: str = "7") -> AppTest:
    at = run(lang=lang, pause="0")
    at.switch_page("app_pages/table.py").run()
    at.radio(key="table-form").set_value(form)
    at.radio(key="table-seat").set_value(seat)
    at.text_input(key="table-seed").set_value(seed)
    return at.button(key="table-start").click().run()


@pytest.mark.parametrize(("lang", "form"), [("fi", "alkupelit"), ("en", "kotkat"), ("en", "bolsevikit")])
def test_a_whole_deal_to_the_review(lang: str, form: str) -> None:
    at = start(lang, form)
    assert not at.exception
    assert param(at, "play").startswith("t1.")
    for _ in range(80):
        game = game_of(at)
        if game.is_over:
            break
        assert game.learner_to_act  # the computers acted up to the learner's decision
        at = decide_first(at)
        assert not at.exception, at.exception
    game = game_of(at)
    assert game.is_over
    text = page_text(at)
    heading = "Jako on päättynyt" if lang == "fi" else "The deal is over"
    assert any(heading in str(h.value) for h in at.subheader)
    assert ("Pisteet" in text) if lang == "fi" else ("Score per" in text)
    assert at.get("expander"), "the review lists the decisions"
    assert "step" not in text.lower().split()  # no internal names
    assert param(at, "play") == game.token()


def test_the_link_replays_the_deal() -> None:
    game = TableGame(Setup(Form.ALKUPELIT, Seat.B, "handbook", 11))
    game.computer_steps().__next__()
    token = game.token()
    at = run(play=token, pause="0", lang="en")
    assert not at.exception
    assert game_of(at).steps[: len(game.steps)] == game.steps
    assert at.get("button_group"), "the learner is asked for a decision"


@pytest.mark.parametrize(
    ("token", "fi", "en"),
    [
        ("x", "tämä sovelluksen versio", "not one this version"),
        ("t1.zz.A.5..", "ei nimeä pelimuotoa", "does not name a form"),
        ("t1.ah.Q.5..", "ei nimeä paikkaa", "does not name a seat"),
        ("t1.ah.A.x..", "jakonumero", "deal number"),
        ("t1.ah.A.5.zz.", "Linkin vaihe 1", "Step 1"),
    ],
)
def test_a_bad_link_says_what_is_wrong(token: str, fi: str, en: str) -> None:
    for lang, words in (("fi", fi), ("en", en)):
        at = run(play=token, pause="0", lang=lang)
        assert not at.exception
        assert words in at.error[0].value
        assert at.button(key="table-new")
        at.button(key="table-new").click().run()
        assert "play" not in at.query_params
        assert at.radio(key="table-form")


def hidden_cards(game: TableGame) -> set[Card]:
    """The cards another seat holds that the learner has not seen (the engine's hidden hands)."""
    info = game.state.info(game.setup.seat)
    seen = set(info.hand) | set(info.played()) | set(info.middle) | set(info.dealt)
    for _pub, cards in info.exchange_cards():
        seen |= set(cards or ())
    return {c for s in SEATS if s is not game.setup.seat for c in game.state.hand(s)} - seen


def test_no_hidden_card_is_on_the_page_while_the_deal_is_on() -> None:
    at = start("en", seed="3")
    checked = 0
    while not game_of(at).is_over and checked < 20:
        game = game_of(at)
        hidden = hidden_cards(game)
        assert hidden
        text = page_text(at)
        for card in hidden:
            assert f'aria-label="{card}' not in text
            assert f"{card}." not in text and f"{card}," not in text
        from trainer.ui.cards_html import card_html

        for card in hidden:
            assert card_html(card) not in text
        at = decide_first(at)
        checked += 1
    assert checked >= 5


def test_take_back_and_hint() -> None:
    at = start("fi", seed="5")
    game = game_of(at)
    key = decision_key(game)
    at.button(key=key + "-hintbtn").click().run()
    text = page_text(at)
    assert "Käsikirja suosittelee" in text or "Käsikirja ei neuvo" in text
    at = decide_first(at)
    game = game_of(at)
    assert game.steps[[s.learner for s in game.steps].index(True)].hinted
    n = len(game.steps)
    key = decision_key(game)
    at.button(key=key + "-undo").click().run()
    game = game_of(at)
    assert len(game.steps) < n
    assert game.takebacks == [n]
    assert game.learner_to_act
    assert param(at, "play") == game.token()


def test_a_finished_deal_counts_once_as_practice_of_its_topics(app_data: Any) -> None:
    """Issue 15, the review: "Answers in the review feed the learner's progress" — each graded decision once,
    under its topic, never as a drill that "retry my mistakes" would try to open."""
    from trainer.progress.practice import PLAYED_ITEM
    from trainer.ui.learner import _store
    from trainer.ui.retry import drill_mistakes

    s = _store()
    me = s.create_learner("Pöytä")
    at = run(lang="en", pause="0")
    at.session_state["learner_key"] = me.key
    at.switch_page("app_pages/table.py").run()
    at.radio(key="table-form").set_value("alkupelit")
    at.text_input(key="table-seed").set_value("7")
    at = at.button(key="table-start").click().run()
    for _ in range(80):
        if game_of(at).is_over:
            break
        at = decide_first(at)
    assert game_of(at).is_over and not at.exception
    rows = [a for a in s.answers(me) if a.item.startswith(PLAYED_ITEM)]
    assert rows, page_text(at)
    assert all(a.kind == "table" and ":" in a.concept for a in rows)
    assert len({a.item for a in rows}) == len(rows)
    assert "count as practice" in page_text(at) or "counts as practice" in page_text(at)
    # Opened again (a reload, the link in a new session): not counted twice.
    again = run(lang="en", pause="0", play=param(at, "play"))
    again.session_state["learner_key"] = me.key
    again.switch_page("app_pages/table.py").run()
    assert any("The deal is over" in str(h.value) for h in again.subheader)
    assert len([a for a in s.answers(me) if a.item.startswith(PLAYED_ITEM)]) == len(rows)
    # Never a drill to retry, and no item of its own falls due.
    assert not [i for i in drill_mistakes(s.answers(me)) if i.startswith(PLAYED_ITEM)]
    assert not [k for k in s.review_states(me) if k.key.startswith("item:" + PLAYED_ITEM)]


def sitsi_of(at: AppTest) -> Any:
    from trainer.tablegame import Sitsi

    kept: Any = at.session_state["table-game"]
    assert isinstance(kept[1], Sitsi)
    return kept[1]


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_a_sitsi_deal_by_deal_with_the_score_sheet(lang: str) -> None:
    """Issue 15: "a whole sitsi of 4 alkupelit + 4 kotkat with the score sheet filled in as it goes"."""
    at = start(lang, "sitsi", seat="A", seed="12")
    assert not at.exception
    assert param(at, "play").startswith("s1.h.A.12.")
    heading = "Jako 1/8 (alkupelit)" if lang == "fi" else "Deal 1 of 8 (alkupelit)"
    assert any(heading in str(h.value) for h in at.subheader)
    sheet_word = "Pistelomake" if lang == "fi" else "Score sheet"
    assert any(sheet_word in str(h.value) for h in at.subheader), "the sheet is shown while the deal is on"
    assert game_of_sitsi(at).start.dealer is Seat.B  # the learner keeps the sheet: their left deals first
    for _ in range(80):
        if game_of_sitsi(at).is_over:
            break
        at = decide_first(at)
        assert not at.exception, at.exception
    sitsi = sitsi_of(at)
    assert sitsi.current.is_over and not sitsi.is_over
    over = "Jako on päättynyt" if lang == "fi" else "The deal is over"
    assert any(over in str(h.value) for h in at.subheader)
    assert at.get("expander"), "the review of deal 1"
    assert at.button(key="table-next-top"), "Next deal also right under the result"
    assert at.button(key="table-new").label == ("Lopeta sitsi" if lang == "fi" else "Leave the sitsi")
    row = sitsi.sheet.deal_score(0, 0)
    assert row is not None
    at.button(key="table-next").click().run()
    assert not at.exception
    sitsi = sitsi_of(at)
    game = sitsi.current
    assert sitsi.index == 1 and game.setup.form is Form.ALKUPELIT and game.start.dealer is Seat.C
    heading = "Jako 2/8 (alkupelit)" if lang == "fi" else "Deal 2 of 8 (alkupelit)"
    assert any(heading in str(h.value) for h in at.subheader)
    assert param(at, "play") == sitsi.token() and param(at, "play").count("~") == 1
    sheet = next(str(e.proto.body) for e in at.get("html") if "sk-sheet" in str(e.proto.body))
    first = sheet.split("<tbody>")[1].split("</tr>")[0]
    name = "Alkupeli 1" if lang == "fi" else "Alkupelit 1"
    assert name in first and ">B<" in first  # deal 1, dealt by B
    assert f"{row[Pair.AC]:+d}" in first and f"{row[Pair.BD]:+d}" in first
    assert 'class="sk-sheet-now"' in sheet.split("</tr>")[3]  # the second deal's row is marked


def game_of_sitsi(at: AppTest) -> TableGame:
    game: TableGame = sitsi_of(at).current
    return game


def test_a_sitsi_link_replays_and_a_bad_one_names_the_deal() -> None:
    from trainer.tablegame import Sitsi

    sitsi = Sitsi(Seat.C, "handbook", 3)
    list(sitsi.current.computer_steps())
    at = run(play=sitsi.token(), pause="0", lang="en")
    assert not at.exception
    assert sitsi_of(at).current.steps[: len(sitsi.current.steps)] == sitsi.current.steps
    for lang, words in (("fi", "Sitsin jako 1: Linkin vaihe 1"), ("en", "Deal 1 of the sitsi: Step 1")):
        at = run(play="s1.h.A.1.zz_", pause="0", lang=lang)
        assert not at.exception
        assert words in at.error[0].value


@pytest.mark.parametrize(
    ("lang", "over", "won"),
    [("fi", "Sitsi on päättynyt", "Parisi"), ("en", "The sitsi is over", "Your pair")],
)
def test_the_finished_sitsi_shows_its_final_sheet_and_result(lang: str, over: str, won: str) -> None:
    from trainer.tablegame import Sitsi

    sitsi = Sitsi(Seat.D, "handbook", 21)
    for i in range(8):
        if i:
            sitsi.next_deal()
        game = sitsi.current
        while not game.is_over:
            list(game.computer_steps())
            if game.learner_to_act:
                game.play(game.state.legal_actions()[0])
    at = run(play=sitsi.token(), pause="0", lang=lang)
    assert not at.exception
    assert any(over in str(h.value) for h in at.subheader)
    total = sitsi.sheet.pair_totals(0)
    text = page_text(at)
    assert f"A–C {total[Pair.AC]:+d}, B–D {total[Pair.BD]:+d}" in text
    assert won in text or ("tasan" if lang == "fi" else "level") in text
    assert not {"table-next", "table-next-top"} & {b.key for b in at.button}  # no ninth deal
    assert at.button(key="table-new").label == ("Uusi jako" if lang == "fi" else "New deal")
    sheet = next(str(e.proto.body) for e in at.get("html") if "sk-sheet" in str(e.proto.body))
    assert sheet.count("<tr") == 2 + 8 + 1 and "sk-sheet-now" not in sheet
