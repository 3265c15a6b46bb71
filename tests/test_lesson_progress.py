"""Lesson progress (trainer/progress/lessons.py) and practice helpers (trainer/progress/practice.py)."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest
from fsrs import State
from sqlalchemy import text

from trainer.progress import ProgressError, ProgressStore, ReviewState
from trainer.progress.lessons import (
    READ,
    course_progress,
    next_step,
    progress_of,
    question_step,
    record_step,
    steps,
)
from trainer.progress.practice import (
    LEVEL_MAX,
    mistakes,
    quiz_concept,
    quiz_item,
    quiz_lesson,
    topic_level,
)
from trainer.storage import migrate

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
QS = ["q1", "q2", "q3"]


@pytest.fixture
def store(database_url: str) -> ProgressStore:
    return ProgressStore(database_url)


def test_the_schema_is_at_0004_with_the_lesson_step_table(store: ProgressStore) -> None:
    assert migrate.head() == "0004"
    with store.db.read() as db:
        assert db.execute(text("SELECT COUNT(*) FROM lesson_step")).scalar_one() == 0


def test_a_new_lesson_is_not_started(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    p = course_progress(store, aino, [("tricks", QS)])["tricks"]
    assert (p.status, p.read, p.answered, p.score) == ("not_started", False, 0, None)


def test_questions_alone_or_reading_alone_are_in_progress(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    for q in QS:
        record_step(store, aino, "tricks", question_step(q), correct=True, at=T0)
    p = course_progress(store, aino, [("tricks", QS)])["tricks"]
    assert (p.status, p.answered, p.right, p.first_try, p.score) == ("in_progress", 3, 3, 3, 1.0)
    record_step(store, aino, "bids", READ, at=T0)
    assert course_progress(store, aino, [("bids", QS)])["bids"].status == "in_progress"


def test_read_and_every_question_right_is_done_with_the_first_try_score(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    record_step(store, aino, "tricks", question_step("q1"), correct=False, at=T0)
    record_step(store, aino, "tricks", question_step("q2"), correct=True, at=T0)
    record_step(store, aino, "tricks", question_step("q3"), correct=True, at=T0)
    record_step(store, aino, "tricks", READ, at=T0)
    p = course_progress(store, aino, [("tricks", QS)])["tricks"]
    assert p.status == "in_progress" and p.missing == ("q1",)  # q1 was never right
    rec = record_step(store, aino, "tricks", question_step("q1"), correct=True, at=T0 + timedelta(minutes=1))
    assert (rec.attempts, rec.first_correct, rec.correct) == (2, False, True)
    p = course_progress(store, aino, [("tricks", QS)])["tricks"]
    assert (p.status, p.first_try, p.questions) == ("done", 2, 3)
    assert p.score == pytest.approx(2 / 3)
    # a wrong try later does not undo a right answer
    record_step(store, aino, "tricks", question_step("q2"), correct=False, at=T0 + timedelta(minutes=2))
    assert course_progress(store, aino, [("tricks", QS)])["tricks"].status == "done"


def test_a_question_added_to_the_lesson_later_makes_it_in_progress_again() -> None:
    from trainer.progress.lessons import StepRecord

    rec = StepRecord("x", T0, T0, 1, True, True)
    recorded = {READ: rec, question_step("q1"): rec}
    assert progress_of("l", ["q1"], recorded).status == "done"
    assert progress_of("l", ["q1", "q2"], recorded).status == "in_progress"
    assert progress_of("l", [], {READ: rec}).status == "done"  # a lesson without questions: read is enough


def test_steps_belong_to_their_learner_and_go_with_them(store: ProgressStore) -> None:
    aino, eino = store.create_learner("Aino"), store.create_learner("Eino")
    record_step(store, aino, "tricks", READ, at=T0)
    assert steps(store, eino) == {}
    assert set(steps(store, aino)["tricks"]) == {READ}
    store.delete_learner(aino)
    with store.db.read() as db:
        assert db.execute(text("SELECT COUNT(*) FROM lesson_step")).scalar_one() == 0


def test_bad_steps_are_refused(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    with pytest.raises(ProgressError) as e:
        record_step(store, aino.id + 99, "tricks", READ)
    assert e.value.code == "unknown_learner"
    for lesson, step in (("", READ), ("tricks", "a\nb"), ("x" * 201, READ)):
        with pytest.raises(ProgressError) as e:
            record_step(store, aino, lesson, step)
        assert e.value.code == "bad_answer"
    with pytest.raises(ProgressError) as e:
        record_step(store, aino, "tricks", READ, at=datetime(2026, 1, 1))  # no time zone
    assert e.value.code == "bad_time"


def test_two_sessions_at_once_lose_no_try(store: ProgressStore) -> None:
    """Like two tabs of one learner: every try of the same question is counted, none lost."""
    aino = store.create_learner("Aino")
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            for i in range(20):
                record_step(store, aino, "tricks", question_step("q1"), correct=(n + i) % 2 == 0)
                record_step(store, aino, "tricks", READ)
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    recorded = steps(store, aino)["tricks"]
    assert recorded[question_step("q1")].attempts == 80
    assert recorded[question_step("q1")].correct
    assert recorded[READ].attempts == 80


def _done(lesson: str, store: ProgressStore, learner: int, at: datetime) -> None:
    for q in QS:
        record_step(store, learner, lesson, question_step(q), at=at)
    record_step(store, learner, lesson, READ, at=at)


def test_the_next_step_is_the_lesson_begun_then_the_due_reviews_then_the_next_lesson(
    store: ProgressStore,
) -> None:
    aino = store.create_learner("Aino").id
    order = ["a", "b", "c"]
    lessons = [(lid, QS) for lid in order]
    assert next_step(course_progress(store, aino, lessons), order, due=0).target == "a"
    assert next_step(course_progress(store, aino, lessons), order, due=3).kind == "drills"
    _done("a", store, aino, T0)
    record_step(store, aino, "c", question_step("q1"), at=T0 + timedelta(hours=1))
    step = next_step(course_progress(store, aino, lessons), order, due=3)
    assert (step.kind, step.target, step.resume) == ("lesson", "c", True)  # begun beats due
    _done("c", store, aino, T0 + timedelta(hours=2))
    assert next_step(course_progress(store, aino, lessons), order, due=2).due == 2
    step = next_step(course_progress(store, aino, lessons), order, due=0)
    assert (step.kind, step.target, step.resume) == ("lesson", "b", False)
    _done("b", store, aino, T0 + timedelta(hours=3))
    assert next_step(course_progress(store, aino, lessons), order, due=0).kind == "drills"


def test_mistakes_are_items_whose_latest_answer_is_wrong(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")

    def ans(item: str, ok: bool, minutes: int) -> None:
        store.record_answer(aino, item=item, kind="call", concept="call:x", correct=ok,
                            verdict="recommended" if ok else "not_advised", answer="1♠",
                            at=T0 + timedelta(minutes=minutes))  # fmt: skip

    ans("a", False, 0)
    ans("b", False, 1)
    ans("c", True, 2)
    ans("a", True, 3)  # retried right: no longer a mistake
    ans("c", False, 4)
    assert [m.item for m in mistakes(store.answers(aino))] == ["b", "c"]
    assert mistakes([]) == []


def _state(state: State, stability: float | None) -> ReviewState:
    return ReviewState("concept:x", state, None, stability, 5.0 if stability else None, T0, T0, 1, 0)


def test_topic_levels_follow_stability_and_a_miss_brings_it_to_one() -> None:
    assert topic_level(None) == 0
    assert topic_level(_state(State.Learning, None)) == 1
    assert topic_level(_state(State.Relearning, 50.0)) == 1
    assert topic_level(_state(State.Review, 1.0)) == 1
    assert topic_level(_state(State.Review, 2.3)) == 1  # one right answer
    assert topic_level(_state(State.Review, 4.0)) == 2
    assert topic_level(_state(State.Review, 20.0)) == 3
    assert topic_level(_state(State.Review, 100.0)) == LEVEL_MAX == 4


def test_lesson_questions_review_the_drill_topic_of_their_kind_where_there_is_one() -> None:
    known = {"call:first-round-opener", "score:scoring"}
    assert quiz_concept("first-round-opener", "call", known) == "call:first-round-opener"
    assert quiz_concept("first-round-opener", "choice", known) == "quiz:first-round-opener"
    assert quiz_concept("bids", "call", known) == "quiz:bids"  # no call drills of that lesson
    assert quiz_lesson(quiz_item("bids", "q2")) == "bids"
    assert quiz_lesson("basics/word-pieti") is None


def test_lesson_steps_go_with_the_export_and_come_back_with_the_import(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    record_step(store, aino, "tricks", question_step("q1"), correct=False, at=T0)
    record_step(store, aino, "tricks", question_step("q1"), correct=True, at=T0 + timedelta(minutes=1))
    record_step(store, aino, "tricks", READ, at=T0 + timedelta(minutes=2))
    data = store.export_learner(aino)
    assert data["lessons"] == [
        {"lesson": "tricks", "step": "q:q1", "first_at": "2026-11-02T09:00:00.000000+00:00",
         "last_at": "2026-11-02T09:01:00.000000+00:00", "attempts": 2, "first_correct": False, "correct": True},
        {"lesson": "tricks", "step": "read", "first_at": "2026-11-02T09:02:00.000000+00:00",
         "last_at": "2026-11-02T09:02:00.000000+00:00", "attempts": 1, "first_correct": True, "correct": True},
    ]  # fmt: skip
    copy = store.import_learner(data)
    assert steps(store, copy) == steps(store, aino)
    assert store.export_learner(copy)["lessons"] == data["lessons"]


def test_an_export_without_lessons_still_imports_and_a_doubled_step_is_refused(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    data = store.export_learner(aino)
    del data["lessons"]  # an export made before lesson progress
    assert steps(store, store.import_learner(data)) == {}
    step = {"lesson": "tricks", "step": "read", "first_at": "2026-11-02T09:00:00.000000+00:00",
            "last_at": "2026-11-02T09:00:00.000000+00:00", "attempts": 1, "first_correct": True, "correct": True}  # fmt: skip
    with pytest.raises(ProgressError) as e:
        store.import_learner({**data, "lessons": [step, step]})
    assert e.value.code == "bad_import" and e.value.where == "lessons[1]"
    with pytest.raises(ProgressError) as e:
        store.import_learner({**data, "lessons": [{**step, "attempts": -1}]})
    assert e.value.code == "bad_import" and e.value.where == "lessons[0].attempts"
