"""The drills and progress pages through AppTest: every kind renders, answers are judged, progress is kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import APP, run
from trainer.drills import Kind, answer_of, drill_by_id, generate
from trainer.drills.bank import banks


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    """Every test here runs the app on a database of its own (tests/conftest.py)."""
    return app_data


def texts(at: AppTest) -> str:
    parts = [h.proto.body for h in at.html] + [m.value for m in at.markdown] + [t.value for t in at.title]
    parts += [x.value for x in (*at.success, *at.error, *at.warning, *at.info, *at.caption)]
    return "\n".join(map(str, parts))


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("kind", list(Kind), ids=str)
def test_every_drill_kind_renders_in_both_languages(kind: Kind, lang: str) -> None:
    d = generate(kind, None, 5)
    at = run(lang=lang, drill=d.id)
    assert not at.exception, at.exception
    assert any(b.label in ("Check", "Tarkista") for b in at.button)


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_drill_menu_lists_every_kind_and_the_banks(lang: str) -> None:
    at = run(lang=lang, page="drills")
    at.switch_page("app_pages/drills.py").run()
    assert not at.exception, at.exception
    assert len([b for b in at.button if b.key and b.key.startswith("new-")]) == len(Kind)


@pytest.mark.parametrize("bad", ["nope/x", "gen.call.whist.1", "<script>"])
def test_an_unknown_drill_link_is_a_friendly_message(bad: str) -> None:
    at = run(lang="en", drill=bad)
    assert not at.exception
    assert any("no drill" in i.value for i in at.info)


def test_a_right_call_is_praised_and_a_wrong_one_explained() -> None:
    d = generate(Kind.CALL, None, 11)
    at = run(lang="en", drill=d.id)
    at.button_group[0].set_value(answer_of(d))
    at.button(key=f"d-{d.id}-check").click().run()
    assert not at.exception
    assert at.success and not at.error
    wrong = next(str(a) for a in d.point.legal if str(a) != answer_of(d))
    at.button_group[0].set_value(wrong)
    at.button(key=f"d-{d.id}-check").click().run()
    page = texts(at)
    assert at.error or "allows this too" in page
    assert "Try again" in [b.label for b in at.button]


def test_an_empty_answer_says_what_to_do_and_keeps_nothing_wrong() -> None:
    d = generate(Kind.LEAD, None, 2)
    at = run(lang="fi", drill=d.id)
    at.button(key=f"d-{d.id}-check").click().run()
    assert not at.exception
    assert at.warning and not at.error


def test_a_bank_item_shows_its_handbook_source() -> None:
    id = next(iter(banks().drills))
    at = run(lang="en", drill=id)
    assert not at.exception
    assert "From the handbook" in texts(at)
    assert drill_by_id(id).id == id


def test_progress_is_kept_for_a_learner_and_only_theirs(data_dir: Path) -> None:
    at = run(lang="en")
    at.switch_page("app_pages/progress.py").run()
    at.text_input[0].input("Tester")
    next(b for b in at.button if b.label == "Create a profile").click().run()
    assert not at.exception, at.exception
    key = at.session_state["learner_key"]
    assert key
    d = generate(Kind.SCORE, None, 4)
    at.query_params["drill"] = d.id
    at.switch_page("app_pages/drills.py").run()
    for ni, v in zip(at.number_input, answer_of(d).split(), strict=True):
        ni.set_value(int(v))
    at.button(key=f"d-{d.id}-check").click().run()
    assert at.success
    from trainer.ui.learner import _store

    store = _store()
    me = store.learner_by_key(key)
    assert me is not None and len(store.answers(me)) == 1
    other = store.create_learner("Someone else")
    assert store.answers(other) == []
    del at.query_params["drill"]
    at.switch_page("app_pages/progress.py").run()
    assert not at.exception, at.exception
    assert [str(m.value) for m in at.metric if m.label == "Answers"] == ["1"]


def test_a_lead_without_an_auction_does_not_invite_a_call() -> None:
    from trainer.i18n import Translator
    from trainer.ui.drill_view import situation_html

    d = drill_by_id("leads/trump-touching-honours")
    html = situation_html(d, Translator("en"))
    assert "No calls yet" not in html and "Your hand" in html
    call = generate(Kind.CALL, None, 1)
    assert "sk-auction" in situation_html(call, Translator("en")) or "No calls yet" in situation_html(
        call, Translator("en")
    )


def test_a_missed_drill_is_listed_as_due_with_a_link_back_to_it() -> None:
    from datetime import UTC, datetime, timedelta

    from trainer.ui.learner import _store

    store = _store()
    me = store.create_learner("Due tester")
    an_hour_ago = datetime.now(UTC) - timedelta(hours=1)
    store.record_answer(me, item="leads/trump-touching-honours", kind="lead", concept="lead:trump-opening-lead",
                        correct=False, verdict="not_advised", answer="♠4", at=an_hour_ago)  # fmt: skip
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = "en"
    at.session_state["learner_key"] = me.key  # signed in (on the Progress page, by the key field)
    at.run()
    at.switch_page("app_pages/progress.py").run()
    assert not at.exception, at.exception
    assert any(e.label.startswith("What is due (2)") for e in at.expander)  # the item and its concept
    links = [str(p.proto.query_string) for p in at.get("page_link")]
    assert any("trump-touching-honours" in q for q in links), links


def test_deleting_a_profile_removes_it_and_everything_in_it() -> None:
    from trainer.ui.learner import _store

    store = _store()
    me = store.create_learner("Leaving")
    other = store.create_learner("Staying")
    for who in (me, other):
        store.record_answer(who, item="basics/x", kind="legal", concept="legal:tricks", correct=True,
                            verdict="right", answer="♠2")  # fmt: skip
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = "en"
    at.session_state["learner_key"] = me.key
    at.run()
    at.switch_page("app_pages/progress.py").run()
    delete = next(b for b in at.button if b.label == "Delete")
    assert delete.disabled  # not until the learner confirms
    next(c for c in at.checkbox if c.label == "Yes, delete everything").check().run()
    next(b for b in at.button if b.label == "Delete").click().run()
    assert not at.exception, at.exception
    assert store.learner_by_key(me.key) is None and store.answers(me.id) == []
    assert len(store.answers(other)) == 1  # nobody else's data is touched
    assert any(b.label == "Create a profile" for b in at.button)  # signed out, back to the start


@pytest.mark.parametrize(("lang", "message"), [("fi", "Kirjoita ensin"), ("en", "Write a name")])
def test_an_empty_name_gets_a_message_in_the_learners_language(lang: str, message: str) -> None:
    at = run(lang=lang)
    at.switch_page("app_pages/progress.py").run()
    submit = {"fi": "Luo profiili", "en": "Create a profile"}[lang]
    next(b for b in at.button if b.label == submit).click().run()
    assert not at.exception
    assert any(e.value.startswith(message) for e in at.error), [e.value for e in at.error]
    assert "learner_key" not in at.session_state


def test_score_facts_are_in_the_learners_language() -> None:
    from trainer.i18n import Translator
    from trainer.state import GameType
    from trainer.ui.drill_view import situation_html

    for seed in range(30):
        d = generate(Kind.SCORE, None, seed)
        if d.data["result"].game is GameType.TRUMP:
            fi = situation_html(d, Translator("fi"))
            assert "valttipeli" in fi and ">trump<" not in fi and "none" not in fi
            assert "Ässät" not in fi  # aces score only in the misère games
            return
    pytest.fail("no trump game among 30 score drills")
