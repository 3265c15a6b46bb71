"""Lesson progress, the learning path, "continue", topic practice and "retry my mistakes" on the pages (AppTest)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from trainer.drills import answer_of, concepts, drill_by_id
from trainer.lessons import content
from trainer.progress import Learner, ProgressStore
from trainer.progress.lessons import READ, question_step, record_step, steps
from trainer.ui.plain import literal_md

APP = str(Path(__file__).resolve().parent.parent / "app.py")


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    return app_data


def store() -> ProgressStore:
    from trainer.ui.learner import _store

    return _store()


def signed_in(learner: Learner, page: str, **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.session_state["learner_key"] = learner.key
    at.switch_page(page).run()
    assert not at.exception, at.exception
    return at


def labels(at: AppTest) -> list[str]:
    return [str(p.proto.label) for p in at.get("page_link")]


def first_lesson() -> Any:
    c = content()
    return c.lessons[c.order[0]]


def answer_choice(at: AppTest, lesson_id: str, qid: str, index: int) -> None:
    at.radio(key=f"q-{lesson_id}-{qid}").set_value(index)
    at.button(key=f"q-{lesson_id}-{qid}-check").click().run()
    assert not at.exception, at.exception


def test_answering_and_finishing_a_lesson_makes_it_done_with_its_score() -> None:
    me = store().create_learner("Aino")
    lesson = first_lesson()
    assert all(q.kind == "choice" for q in lesson.questions)
    at = signed_in(me, "app_pages/lessons.py", lesson=lesson.id, lang="en")
    q1 = lesson.questions[0]
    wrong = next(j for j in range(len(q1.choices)) if j != q1.answer)
    answer_choice(at, lesson.id, q1.id, wrong)
    answer_choice(at, lesson.id, q1.id, int(q1.answer))
    at.run()  # a rerun keeps nothing twice
    kept = steps(store(), me)[lesson.id][question_step(q1.id)]
    assert (kept.attempts, kept.first_correct, kept.correct) == (2, False, True)
    practice = store().answers(me)
    assert len(practice) == 1 and not practice[0].correct  # the first try counts as practice
    assert practice[0].concept == f"quiz:{lesson.id}" and practice[0].item == f"lesson:{lesson.id}/{q1.id}"
    rest = [str(i) for i in range(2, len(lesson.questions) + 1)]
    which = ", ".join(rest[:-1]) + " and " + rest[-1]
    assert any(f"To finish the lesson, answer questions {which} right." in i.value for i in at.info)
    for q in lesson.questions[1:]:
        answer_choice(at, lesson.id, q.id, int(q.answer))
    at.button(key=f"read-{lesson.id}").click().run()
    assert READ in steps(store(), me)[lesson.id]
    n = len(lesson.questions)
    assert any(
        f"Lesson done: read, and every question answered right. Right at the first try: {n - 1} of {n}."
        in s.value
        for s in at.success
    )
    home = signed_in(me, "app_pages/home.py", lang="en")
    title = lesson.title.get("en")
    assert f"{title} · {n - 1}/{n}" in labels(home)
    icons = {str(p.proto.label): p.proto.icon for p in home.get("page_link")}
    assert icons[f"{title} · {n - 1}/{n}"] == ":material/check_circle:"
    second = content().lessons[content().order[1]].title.get("en")
    assert f"Next lesson: {second}" in labels(home)
    assert any(f"Lessons done: 1 of {len(content().order)}" in c.value for c in home.caption)


def test_the_lesson_begun_is_where_continue_goes_and_it_shows_in_progress() -> None:
    me = store().create_learner("Aino")
    c = content()
    third = c.lessons[c.order[2]]
    record_step(store(), me, third.id, question_step(third.questions[0].id), correct=True)
    home = signed_in(me, "app_pages/home.py", lang="fi")
    title = third.title.get("fi")
    assert f"Jatka siitä, mihin jäit: {title}" in labels(home)
    icons = {str(p.proto.label): p.proto.icon for p in home.get("page_link")}
    assert icons[f"{title} · 1/{len(third.questions)}"] == ":material/clock_loader_40:"
    assert icons[c.lessons[c.order[0]].title.get("fi")] == ":material/radio_button_unchecked:"


def test_a_drill_answer_alone_marks_no_lesson_done() -> None:
    """The review's M1: one drill of a lesson never read put a check mark on it."""
    me = store().create_learner("Aino")
    store().record_answer(me, item="x", kind="call", concept="call:first-round-opener", correct=False,
                          verdict="not_advised", answer="pass")  # fmt: skip
    home = signed_in(me, "app_pages/home.py", lang="en")
    icons = {p.proto.icon for p in home.get("page_link") if "lesson" in p.proto.query_string}
    assert ":material/check_circle:" not in icons and ":material/clock_loader_40:" not in icons


def test_due_reviews_are_the_next_step_when_no_lesson_is_begun() -> None:
    me = store().create_learner("Aino")
    past = datetime.now(UTC) - timedelta(days=3)
    store().record_answer(me, item="basics/word-pieti", kind="words", concept="words:glossary", correct=False,
                          verdict="not_advised", answer="x", at=past)  # fmt: skip
    home = signed_in(me, "app_pages/home.py", lang="en")
    assert "Continue: 2 reviews are due" in labels(home)


def test_signed_out_the_lesson_says_how_to_keep_the_place_and_keeps_nothing() -> None:
    lesson = first_lesson()
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lesson"] = lesson.id
    at.query_params["lang"] = "en"
    at.switch_page("app_pages/lessons.py").run()
    assert not at.exception
    assert any("Sign in on the Progress page to keep your place" in c.value for c in at.caption)
    assert not [b for b in at.button if b.key == f"read-{lesson.id}"]


def wrong_answer(learner: Learner, item: str, concept: str, minutes: int = 0) -> None:
    store().record_answer(learner, item=item, kind="words", concept=concept, correct=False, verdict="not_advised",
                          answer="x", at=datetime.now(UTC) - timedelta(minutes=60 - minutes))  # fmt: skip


def right_answer(learner: Learner, item: str, concept: str) -> None:
    store().record_answer(learner, item=item, kind="words", concept=concept, correct=True, verdict="recommended",
                          answer="y", at=datetime.now(UTC) - timedelta(minutes=1))  # fmt: skip


def test_every_topic_has_a_level_and_a_button_that_practises_it_now() -> None:
    me = store().create_learner("Aino")
    wrong_answer(me, "basics/word-pieti", "words:glossary")
    at = signed_in(me, "app_pages/progress.py", lang="en")
    assert any("Level 1 of 4" in m.value and "1 answer" in m.value for m in at.markdown)
    (button,) = [b for b in at.button if b.key == "topic-0"]
    button.click().run()
    assert not at.exception, at.exception
    items = next(x.items for x in concepts() if x.id == "words:glossary")
    assert (
        at.query_params["drill"] in items and at.query_params["drill"] != "basics/word-pieti"
    )  # one not seen yet


def test_a_lesson_topic_opens_its_lesson() -> None:
    me = store().create_learner("Aino")
    lesson = first_lesson()
    wrong_answer(me, f"lesson:{lesson.id}/{lesson.questions[0].id}", f"quiz:{lesson.id}")
    at = signed_in(me, "app_pages/progress.py", lang="en")
    title = literal_md(f"Lesson questions · {lesson.title.get('en')}", max_chars=120)
    assert any(title in m.value for m in at.markdown)
    assert any(str(p.proto.label) == "Open the lesson" for p in at.get("page_link"))
    assert not any(
        b.label.startswith("Retry my mistakes") for b in at.button
    )  # a lesson question is no drill


def test_retry_my_mistakes_runs_the_wrong_drills_until_each_is_right() -> None:
    me = store().create_learner("Aino")
    wrong_answer(me, "basics/word-pieti", "words:glossary", 0)
    wrong_answer(me, "basics/word-sakaus", "words:glossary", 1)
    right_answer(me, "basics/word-sakaus", "words:glossary")  # already put right: not a mistake any more
    wrong_answer(me, "basics/word-haarukka", "words:glossary", 2)
    at = signed_in(me, "app_pages/progress.py", lang="en")
    (retry,) = [b for b in at.button if b.label.startswith("Retry my mistakes")]
    assert retry.label == "Retry my mistakes (2)"
    retry.click().run()
    assert not at.exception, at.exception
    assert at.query_params["drill"] == "basics/word-pieti"
    assert at.session_state["retry_mistakes"] == ["basics/word-pieti", "basics/word-haarukka"]
    # answered right on the drills page, "Next drill" opens the other mistake, not today's queue
    d = drill_by_id("basics/word-pieti")
    at.radio(key="d-basics/word-pieti-a").set_value(answer_of(d))
    at.button(key="d-basics/word-pieti-check").click().run()
    assert not at.exception, at.exception
    at.button(key="d-basics/word-pieti-next").click().run()
    assert at.query_params["drill"] == "basics/word-haarukka"
    assert at.session_state["retry_mistakes"] == ["basics/word-haarukka"]
    # answered wrong again: it comes back (fresh, so the next answer is kept) until it is right
    d = drill_by_id("basics/word-haarukka")
    wrong = next(o for o in d.data["options"] if o != answer_of(d))
    at.radio(key="d-basics/word-haarukka-a").set_value(wrong)
    at.button(key="d-basics/word-haarukka-check").click().run()
    at.button(key="d-basics/word-haarukka-next").click().run()
    assert at.query_params["drill"] == "basics/word-haarukka"
    assert "d-basics/word-haarukka-recorded" not in at.session_state
    at.radio(key="d-basics/word-haarukka-a").set_value(answer_of(d))
    at.button(key="d-basics/word-haarukka-check").click().run()
    at.button(key="d-basics/word-haarukka-next").click().run()
    assert not at.exception, at.exception
    assert "retry_mistakes" not in at.session_state
    assert [a.correct for a in store().answers(me) if a.item == "basics/word-haarukka"][-2:] == [False, True]


def test_questions_checked_before_signing_in_are_kept_once_signed_in() -> None:
    lesson = first_lesson()
    q = lesson.questions[0]
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lesson"] = lesson.id
    at.query_params["lang"] = "en"
    at.switch_page("app_pages/lessons.py").run()
    answer_choice(at, lesson.id, q.id, int(q.answer))
    me = store().create_learner("Aino")
    at.session_state["learner_key"] = me.key  # as the sign-in panel at the lesson's end does
    at.run()
    at.run()
    assert steps(store(), me)[lesson.id][question_step(q.id)].attempts == 1
    assert [a.correct for a in store().answers(me)] == [True]
