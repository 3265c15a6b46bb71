"""Tests for trainer.progress.store: learners, answers, review states, statistics, export and migrations."""

from __future__ import annotations

import copy
import json
import multiprocessing
import os
import shutil
import sqlite3
import threading
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from fsrs import State
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import inspect, text

from trainer.errors import SkruuviError
from trainer.progress.store import (
    EXPORT_FORMAT,
    KEY_RE,
    NAME_MAX,
    Learner,
    ProgressError,
    ProgressStore,
    default_path,
)
from trainer.storage import db as db_mod
from trainer.storage import migrate
from trainer.storage.db import DATA_ENV, DB_ENV, DEFAULT_DB

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
TABLES = ("learner", "answer", "review")


@pytest.fixture
def store(database_url: str) -> ProgressStore:
    """A store on a new database: every test that uses it runs on SQLite and on PostgreSQL."""
    return ProgressStore(database_url)


@pytest.fixture
def sqlite_store(tmp_path: Path) -> ProgressStore:
    """A store on an SQLite file, for what only SQLite has (its file, its locks)."""
    return ProgressStore(tmp_path / "progress.sqlite3")


def answer(
    store: ProgressStore,
    learner: Learner | int,
    *,
    item: str = "i1",
    concept: str = "c1",
    correct: bool = True,
    verdict: str | None = None,
    at: datetime = T0,
    seconds: float | None = 4.5,
) -> int:
    return store.record_answer(
        learner,
        item=item,
        kind="call",
        concept=concept,
        correct=correct,
        verdict=verdict if verdict is not None else ("recommended" if correct else "not_advised"),
        answer="6♠",
        seconds=seconds,
        at=at,
    )


def row_counts(store: ProgressStore) -> dict[str, int]:
    """Rows in the progress tables, read past the store (its own database connection)."""
    with store.db.read() as db:
        return {t: db.execute(text(f"SELECT COUNT(*) FROM {t}")).scalar_one() for t in TABLES}


def rows_of(store: ProgressStore, learner_id: int) -> dict[str, int]:
    with store.db.read() as db:
        return {
            t: db.execute(
                text(f"SELECT COUNT(*) FROM {t} WHERE {'id' if t == 'learner' else 'learner_id'} = :i"),
                {"i": learner_id},
            ).scalar_one()
            for t in TABLES
        }


# --- file location ----------------------------------------------------------------


def test_default_path_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(DB_ENV, raising=False)
    monkeypatch.delenv(DATA_ENV, raising=False)
    assert default_path() == DEFAULT_DB
    assert DEFAULT_DB.parent.name == "data" and (DEFAULT_DB.parent.parent / "trainer").is_dir()
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "progress.sqlite3"
    monkeypatch.setenv(DB_ENV, str(tmp_path / "elsewhere" / "p.db"))
    assert default_path() == tmp_path / "elsewhere" / "p.db"
    monkeypatch.setenv(DB_ENV, "  ")
    assert default_path() == tmp_path / "data" / "progress.sqlite3"


def test_opening_creates_the_directory_and_the_schema(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(DB_ENV, raising=False)
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "a" / "b"))
    store = ProgressStore()
    assert store.path == tmp_path / "a" / "b" / "progress.sqlite3"
    assert store.path.is_file()
    with sqlite3.connect(store.path) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [(migrate.head(),)]
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert row_counts(store) == dict.fromkeys(TABLES, 0)


def test_progress_error_is_a_skruuvi_error(store: ProgressStore) -> None:
    with pytest.raises(SkruuviError) as e:
        store.create_learner("")
    assert isinstance(e.value, ProgressError)
    assert e.value.code == "bad_name"


# --- learners ---------------------------------------------------------------------


def test_create_learner_and_find_by_key(store: ProgressStore) -> None:
    aino = store.create_learner("  Aino ")
    eero = store.create_learner("Eero")
    assert aino.name == "Aino"
    assert KEY_RE.fullmatch(aino.key) and aino.key != eero.key
    assert aino.id != eero.id
    assert aino.created.tzinfo is not None
    assert store.learner_by_key(aino.key) == aino
    assert store.learner_by_key(eero.key) == eero
    assert aino.key not in repr(aino)


@pytest.mark.parametrize("key", ["", "x", "A" * 16, "A" * 17, "../../etc/passwd", 42, None])
def test_unknown_or_malformed_key_finds_no_one(store: ProgressStore, key: object) -> None:
    store.create_learner("Aino")
    assert store.learner_by_key(key) is None


def test_names_may_repeat_but_keys_never(store: ProgressStore) -> None:
    a, b = store.create_learner("Aino"), store.create_learner("Aino")
    assert a.key != b.key and a.id != b.id


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("", "must not be empty"),
        ("   \t ", "must not be empty"),
        ("x" * (NAME_MAX + 1), f"at most {NAME_MAX} characters (this one has {NAME_MAX + 1})"),
        ("Ai\x07no", "control characters (U+0007 at position 3)"),
        ("Ai\nno", "control characters (U+000A at position 3)"),
        ("Aino\u202e", "control characters (U+202E at position 5)"),  # a bidi override (review F11a)
        ("\u200b\u200b", "must have something visible in it"),  # zero-width spaces only
        ("\u2066\u2069", "must have something visible in it"),
        (None, "must be text, not NoneType"),
    ],
)
def test_bad_names_are_refused_with_the_reason(store: ProgressStore, name: Any, problem: str) -> None:
    with pytest.raises(ProgressError, match="learner name") as e:
        store.create_learner(name)
    assert e.value.code == "bad_name"
    assert problem in str(e.value)
    assert row_counts(store)["learner"] == 0


def test_forty_characters_and_finnish_letters_are_fine(store: ProgressStore) -> None:
    assert store.create_learner("Ä" * NAME_MAX).name == "Ä" * NAME_MAX
    assert store.create_learner(" Pääskynen 🐦 ").name == "Pääskynen 🐦"


def test_all_learners_is_the_admin_listing(store: ProgressStore) -> None:
    a, b = store.create_learner("A"), store.create_learner("B")
    assert store.all_learners() == [a, b]
    assert "ADMIN" in (ProgressStore.all_learners.__doc__ or "")


def test_no_public_method_lists_learners_except_the_admin_one() -> None:
    """Privacy: only all_learners hands out keys of learners the caller does not already know."""
    public = {n for n in dir(ProgressStore) if not n.startswith("_")}
    assert public == {
        "all_learners",
        "answers",
        "concepts_first_answered",
        "create_learner",
        "delete_learner",
        "due",
        "export_learner",
        "import_learner",
        "learner_by_key",
        "record_answer",
        "review",
        "review_states",
        "stats",
    }


# --- answers and review states --------------------------------------------------


def test_record_and_read_answers(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    first = answer(store, aino, at=T0)
    second = store.record_answer(
        aino.id,
        item="lead-3",
        kind="lead",
        concept="signals",
        correct=False,
        verdict="not_advised",
        answer="♦A",
        at=T0.astimezone(timezone(timedelta(hours=2))) + timedelta(minutes=5),
    )
    assert second > first
    rows = store.answers(aino)
    assert [r.id for r in rows] == [first, second]
    r = rows[1]
    assert (r.item, r.kind, r.concept, r.correct, r.verdict, r.answer, r.seconds) == (
        "lead-3",
        "lead",
        "signals",
        False,
        "not_advised",
        "♦A",
        None,
    )
    assert r.at == T0 + timedelta(minutes=5) and r.at.tzinfo == UTC
    assert rows[0].seconds == 4.5 and rows[0].correct is True
    assert [r.id for r in store.answers(aino, since=T0 + timedelta(minutes=1))] == [second]
    assert store.answers(aino, since=T0) == rows


def test_answer_time_defaults_to_now(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    before = datetime.now(UTC)
    answer_id = store.record_answer(
        aino, item="i", kind="k", concept="c", correct=True, verdict="v", answer=""
    )
    (row,) = store.answers(aino)
    assert row.id == answer_id
    assert before <= row.at <= datetime.now(UTC)


def test_times_are_stored_as_utc_iso_text(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, at=datetime(2025, 3, 3, 11, 0, tzinfo=timezone(timedelta(hours=2))))
    with store.db.read() as db:
        at = db.execute(text("SELECT at FROM answer")).scalar_one()
        due = db.execute(text("SELECT due FROM review WHERE key = 'item:i1'")).scalar_one()
    assert at == "2025-03-03T09:00:00.000000+00:00"
    assert datetime.fromisoformat(due) > T0


@pytest.mark.parametrize(
    ("changes", "code", "text"),
    [
        ({"at": datetime(2025, 3, 3, 9, 0)}, "bad_time", "timezone-aware"),
        ({"at": "2025-03-03"}, "bad_time", "must be a datetime"),
        ({"at": datetime(1969, 1, 1, tzinfo=UTC)}, "bad_time", "years"),
        ({"item": ""}, "bad_answer", "item must not be empty"),
        ({"concept": "a\x00b"}, "bad_answer", "concept must not contain control characters"),
        ({"kind": 3}, "bad_answer", "kind must be text"),
        ({"correct": 1}, "bad_answer", "correct must be True or False"),
        ({"seconds": -1.0}, "bad_answer", "seconds must be a number"),
        ({"seconds": float("nan")}, "bad_answer", "seconds must be a number"),
        ({"answer": "x" * 10_001}, "bad_answer", "answer has at most"),
    ],
)
def test_bad_answers_are_refused_and_nothing_is_written(
    store: ProgressStore, changes: dict[str, Any], code: str, text: str
) -> None:
    aino = store.create_learner("Aino")
    args: dict[str, Any] = {
        "item": "i",
        "kind": "k",
        "concept": "c",
        "correct": True,
        "verdict": "recommended",
        "answer": "a",
        "at": T0,
    }
    args.update(changes)
    with pytest.raises(ProgressError, match=text) as e:
        store.record_answer(aino, **args)
    assert e.value.code == code
    assert row_counts(store) == {"learner": 1, "answer": 0, "review": 0}


def test_an_answer_for_an_unknown_learner_is_refused(store: ProgressStore) -> None:
    with pytest.raises(ProgressError, match="no learner 99") as e:
        answer(store, 99)
    assert e.value.code == "unknown_learner"
    with pytest.raises(ProgressError):
        answer(store, True)  # a bool is not a learner id
    assert row_counts(store)["answer"] == 0


def test_each_answer_reviews_its_item_and_its_concept(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, item="i1", concept="c1", correct=True, at=T0)
    item, concept = store.review(aino, "item:i1"), store.review(aino, "concept:c1")
    assert item is not None and concept is not None
    assert item.state is State.Review and item.due - T0 >= timedelta(days=1)
    assert item.last_review == T0 and item.reps == 1 and item.lapses == 0
    assert item.kind == "item" and item.name == "i1" and concept.kind == "concept" and concept.name == "c1"
    answer(store, aino, item="i2", concept="c1", correct=False, at=T0 + timedelta(days=3))
    concept = store.review(aino, "concept:c1")
    assert concept is not None
    assert concept.reps == 2 and concept.lapses == 1 and concept.state is State.Relearning
    assert store.review(aino, "item:nope") is None


def test_rating_mapping(store: ProgressStore) -> None:
    """Wrong → Again (10 minutes), acceptable → Hard (15 minutes for a new item), right → Good (days)."""
    aino = store.create_learner("Aino")
    answer(store, aino, item="wrong", correct=False)
    answer(store, aino, item="acceptable", correct=True, verdict="acceptable")
    answer(store, aino, item="right", correct=True, verdict="recommended")
    due = {k: store.review(aino, f"item:{k}") for k in ("wrong", "acceptable", "right")}
    assert due["wrong"] is not None and due["wrong"].due - T0 == timedelta(minutes=10)
    assert due["wrong"].state is State.Learning
    assert due["acceptable"] is not None and due["acceptable"].due - T0 == timedelta(minutes=15)
    assert due["right"] is not None and due["right"].due - T0 >= timedelta(days=2)


@pytest.mark.parametrize("key", ["i1", "item:", "items:i1", "concept", ":c1", "item:\x00", 7])
def test_review_keys_are_namespaced(store: ProgressStore, key: Any) -> None:
    aino = store.create_learner("Aino")
    with pytest.raises(ProgressError, match="not a review key") as e:
        store.review(aino, key)
    assert e.value.code == "bad_key"


def test_due_lists_are_sorted_most_overdue_first(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, item="b", concept="x", correct=False, at=T0)
    answer(store, aino, item="a", concept="y", correct=False, at=T0 + timedelta(minutes=2))
    answer(store, aino, item="c", concept="x", correct=True, at=T0 + timedelta(minutes=3))
    assert store.due(aino, T0 + timedelta(minutes=5)) == []
    due = store.due(aino, T0 + timedelta(minutes=12))
    assert due == [("item:b", T0 + timedelta(minutes=10)), ("item:a", T0 + timedelta(minutes=12))]
    assert [k for k, _ in store.due(aino, T0 + timedelta(days=30))] == ["item:b", "item:a", "item:c"]
    assert [k for k, _ in store.due(aino, T0 + timedelta(minutes=12), kind="concept")] == ["concept:y"]
    with pytest.raises(ProgressError, match="timezone-aware"):
        store.due(aino, datetime(2025, 3, 3))
    with pytest.raises(ProgressError, match="kind"):
        store.due(aino, T0, kind="items")  # type: ignore[arg-type]


def test_review_states_by_kind(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, item="i1", concept="c1")
    answer(store, aino, item="i2", concept="c1")
    assert [s.key for s in store.review_states(aino)] == ["concept:c1", "item:i1", "item:i2"]
    assert [s.key for s in store.review_states(aino, "item")] == ["item:i1", "item:i2"]
    assert [s.key for s in store.review_states(aino, "concept")] == ["concept:c1"]


# --- statistics ------------------------------------------------------------------------


def test_stats(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    day = timedelta(days=1)
    # Three days in a row (Mon, Tue, Wed), a gap, then Fri and Sat; "now" is Sunday noon.
    plan = [
        (T0, "bids", True),
        (T0 + timedelta(minutes=1), "bids", False),
        (T0 + day, "bids", True),
        (T0 + 2 * day, "leads", True),
        (T0 + 4 * day, "bids", True),
        (T0 + 5 * day, "leads", False),
        (T0 + 5 * day + timedelta(hours=1), "bids", True),
        (T0 + 10 * day, "bids", False),  # after "now": not counted
    ]
    for i, (at, concept, ok) in enumerate(plan):
        answer(store, aino, item=f"{concept}-{i}", concept=concept, correct=ok, at=at)
    now = T0 + 6 * day + timedelta(hours=3)
    s = store.stats(aino, now)
    assert (s.answered, s.correct) == (7, 5)
    assert s.accuracy == pytest.approx(5 / 7)
    assert s.day_streak == 2  # Fri and Sat, ending yesterday
    bids, leads = s.concepts
    assert (bids.concept, bids.answered, bids.correct, bids.streak) == ("bids", 5, 4, 3)
    assert bids.accuracy == pytest.approx(0.8)
    assert bids.last_answered == T0 + 5 * day + timedelta(hours=1)
    assert (leads.concept, leads.answered, leads.correct, leads.streak) == ("leads", 2, 1, 0)
    assert [(d.day, d.answered, d.correct) for d in s.days] == [
        (date(2025, 3, 3), 2, 1),
        (date(2025, 3, 4), 1, 1),
        (date(2025, 3, 5), 1, 1),
        (date(2025, 3, 6), 0, 0),
        (date(2025, 3, 7), 1, 1),
        (date(2025, 3, 8), 2, 1),
        (date(2025, 3, 9), 0, 0),
    ]
    # Answering today extends the streak; two idle days break it.
    answer(store, aino, item="x", concept="bids", at=now - timedelta(hours=1))
    assert store.stats(aino, now).day_streak == 3
    assert store.stats(aino, now + 2 * day).day_streak == 0


def test_stats_of_a_learner_without_answers(store: ProgressStore) -> None:
    s = store.stats(store.create_learner("Aino"), T0)
    assert (s.answered, s.correct, s.accuracy, s.day_streak, s.concepts, s.days) == (0, 0, None, 0, (), ())


def test_stats_days_follow_the_given_time_zone(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, at=datetime(2025, 3, 3, 22, 30, tzinfo=UTC))  # already Tuesday in Helsinki (+2)
    helsinki = timezone(timedelta(hours=2))
    now = datetime(2025, 3, 4, 12, tzinfo=UTC)
    assert [d.day for d in store.stats(aino, now).days] == [date(2025, 3, 3), date(2025, 3, 4)]
    assert [d.day for d in store.stats(aino, now, tz=helsinki).days] == [date(2025, 3, 4)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(
        st.tuples(st.integers(0, 60 * 24 * 20), st.sampled_from(["a", "b", "c"]), st.booleans()),
        min_size=1,
        max_size=25,
    )
)
def test_stats_add_up(store: ProgressStore, plan: list[tuple[int, str, bool]]) -> None:
    learner = store.create_learner("P")
    for i, (minute, concept, ok) in enumerate(plan):
        answer(
            store,
            learner,
            item=f"{concept}{i % 4}",
            concept=concept,
            correct=ok,
            at=T0 + timedelta(minutes=minute),
        )
    now = T0 + timedelta(days=21)
    s = store.stats(learner, now)
    assert s.answered == len(plan) == sum(c.answered for c in s.concepts) == sum(d.answered for d in s.days)
    assert s.correct == sum(ok for *_, ok in plan) == sum(c.correct for c in s.concepts)
    assert s.correct == sum(d.correct for d in s.days)
    for c in s.concepts:
        assert 0 <= c.streak <= c.correct and 0 <= c.accuracy <= 1
    assert [d.day for d in s.days] == sorted({d.day for d in s.days})
    assert s.days[-1].day == now.date()
    assert 0 <= s.day_streak <= len(s.days)


# --- isolation between learners -----------------------------------------------------


def test_one_learner_never_sees_or_changes_anothers_rows(store: ProgressStore) -> None:
    aino, eero = store.create_learner("Aino"), store.create_learner("Eero")
    answer(store, aino, item="i1", concept="c1", correct=False)
    assert store.answers(eero) == []
    assert store.review(eero, "item:i1") is None
    assert store.review_states(eero) == []
    assert store.due(eero, T0 + timedelta(days=400)) == []
    assert store.stats(eero, T0).answered == 0
    assert store.concepts_first_answered(eero) == {}
    assert store.export_learner(eero)["answers"] == []
    answer(store, eero, item="i1", concept="c1", correct=True)
    a_item, e_item = store.review(aino, "item:i1"), store.review(eero, "item:i1")
    assert a_item is not None and e_item is not None
    assert (a_item.state, a_item.lapses) == (State.Learning, 1)
    assert (e_item.state, e_item.lapses) == (State.Review, 0)
    assert store.delete_learner(eero)
    assert len(store.answers(aino)) == 1 and len(store.review_states(aino)) == 2


# --- export and import ---------------------------------------------------------------


def _fill(store: ProgressStore, learner: Learner) -> None:
    for i in range(12):
        answer(
            store,
            learner,
            item=f"i{i % 5}",
            concept=f"c{i % 3}",
            correct=i % 4 != 1,
            verdict="acceptable" if i % 5 == 2 else None,
            at=T0 + timedelta(hours=7 * i),
            seconds=None if i % 3 else 2.5 + i,
        )


def test_export_import_round_trip(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    _fill(store, aino)
    exported = store.export_learner(aino)
    assert exported["format"] == EXPORT_FORMAT and exported["version"] == 1
    assert exported["learner"]["name"] == "Aino"
    assert aino.key not in json.dumps(exported)
    assert len(exported["answers"]) == 12 and len(exported["reviews"]) == 5 + 3
    text = json.dumps(exported, ensure_ascii=False)
    copy_ = store.import_learner(json.loads(text))
    assert copy_.id != aino.id and copy_.key != aino.key and copy_.name == "Aino"
    assert store.learner_by_key(copy_.key) == copy_
    assert store.export_learner(copy_) == exported
    assert store.review_states(copy_) == store.review_states(aino)
    assert [(a.at, a.item, a.correct) for a in store.answers(copy_)] == [
        (a.at, a.item, a.correct) for a in store.answers(aino)
    ]
    # The copy lives on by itself.
    answer(store, copy_, at=T0 + timedelta(days=30))
    assert len(store.answers(aino)) == 12 and len(store.answers(copy_)) == 13


def test_import_into_another_database(store: ProgressStore, tmp_path: Path) -> None:
    aino = store.create_learner("Aino")
    _fill(store, aino)
    other = ProgressStore(tmp_path / "other.sqlite3")
    imported = other.import_learner(store.export_learner(aino))
    assert other.export_learner(imported) == store.export_learner(aino)


def _set(data: dict[str, Any], path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    target: Any = out
    for part in path[:-1]:
        target = target[part]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return out


_DELETE = object()


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("format",), "something-else", "format: expected 'skruuvikoulu-progress'"),
        (("version",), 2, "version: version 2 is newer than this program reads (1)"),
        (("version",), "1", "version: expected 1"),
        (("learner", "name"), "", "learner.name: a learner name must not be empty"),
        (("learner", "key"), "abc", "learner.key: Extra inputs are not permitted"),
        (("answers", 3, "at"), "last tuesday", "answers[3].at: not an ISO date"),
        (("answers", 3, "at"), "2025-03-03T09:00:00", "answers[3].at: an ISO date without a time zone"),
        (("answers", 2, "correct"), "yes", "answers[2].correct: Input should be a valid boolean"),
        (("answers", 0, "item"), "", "answers[0].item: must not be empty"),
        (("answers", 1, "seconds"), -3, "answers[1].seconds:"),
        (("answers", 5, "concept"), _DELETE, "answers[5].concept: Field required"),
        (("reviews", 1, "key"), "thing:x", "reviews[1].key: not a review key"),
        (("reviews", 0, "state"), "forgotten", "reviews[0].state: not a review state"),
        (("reviews", 2, "due"), None, "reviews[2].due: not an ISO date"),
        (("reviews", 4, "reps"), -1, "reviews[4].reps: must be from 0 to 1000000"),
        (("reviews", 3, "difficulty"), 11.0, "reviews[3].difficulty: must be from 1 to 10"),
        (("answers",), {}, "answers: Input should be a valid list"),
    ],
)
def test_bad_import_names_the_place_and_writes_nothing(
    store: ProgressStore, path: tuple[str | int, ...], value: Any, message: str
) -> None:
    aino = store.create_learner("Aino")
    _fill(store, aino)
    good = store.export_learner(aino)
    before = row_counts(store)
    with pytest.raises(ProgressError) as e:
        store.import_learner(_set(good, path, value))
    assert e.value.code == "bad_import"
    assert message in str(e.value)
    assert str(e.value).startswith("progress import: ")
    assert row_counts(store) == before


def test_duplicate_review_keys_are_refused(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    _fill(store, aino)
    data = store.export_learner(aino)
    data["reviews"].append(dict(data["reviews"][0]))
    with pytest.raises(ProgressError, match=r"reviews\[8\].key: 'concept:c0' is already in reviews\[0\]"):
        store.import_learner(data)


def test_import_of_something_that_is_not_an_export(store: ProgressStore) -> None:
    with pytest.raises(ProgressError, match=r"\(top level\): expected a JSON object, not list"):
        store.import_learner([1, 2])
    assert row_counts(store)["learner"] == 0


def test_export_of_an_unknown_learner(store: ProgressStore) -> None:
    with pytest.raises(ProgressError, match="no learner 5") as e:
        store.export_learner(5)
    assert e.value.code == "unknown_learner"


# --- delete -----------------------------------------------------------------------------


def test_delete_learner_removes_everything(store: ProgressStore) -> None:
    aino, eero = store.create_learner("Aino"), store.create_learner("Eero")
    _fill(store, aino)
    _fill(store, eero)
    assert rows_of(store, aino.id) == {"learner": 1, "answer": 12, "review": 8}
    assert store.delete_learner(aino)
    assert rows_of(store, aino.id) == {"learner": 0, "answer": 0, "review": 0}
    assert rows_of(store, eero.id) == {"learner": 1, "answer": 12, "review": 8}
    assert store.learner_by_key(aino.key) is None
    assert not store.delete_learner(aino)
    assert store.delete_learner(eero.id)
    assert row_counts(store) == dict.fromkeys(TABLES, 0)


# --- migrations and damaged files ------------------------------------------------------

#: The tables of the first progress store, exactly as it created them (PRAGMA user_version = 1).
FIRST_STORE_DDL = (
    "CREATE TABLE learner (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, name TEXT NOT NULL,"
    " created TEXT NOT NULL)",
    "CREATE TABLE answer (id INTEGER PRIMARY KEY, learner_id INTEGER NOT NULL REFERENCES learner(id)"
    " ON DELETE CASCADE, at TEXT NOT NULL, item TEXT NOT NULL, kind TEXT NOT NULL, concept TEXT NOT NULL,"
    " correct INTEGER NOT NULL CHECK (correct IN (0, 1)), verdict TEXT NOT NULL, answer TEXT NOT NULL,"
    " seconds REAL)",
    "CREATE INDEX answer_by_learner ON answer(learner_id, at)",
    "CREATE TABLE review (learner_id INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,"
    " key TEXT NOT NULL, state INTEGER NOT NULL CHECK (state IN (1, 2, 3)), step INTEGER, stability REAL,"
    " difficulty REAL, due TEXT NOT NULL, last_review TEXT, reps INTEGER NOT NULL DEFAULT 0,"
    " lapses INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (learner_id, key)) WITHOUT ROWID",
    "CREATE INDEX review_by_due ON review(learner_id, due)",
)
OLD_KEY = "Old-key_1234abcd"


def _first_store_file(path: Path) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    for ddl in FIRST_STORE_DDL:
        db.execute(ddl)
    db.execute("INSERT INTO learner VALUES (1, ?, 'Aino', '2025-03-03T09:00:00.000000+00:00')", (OLD_KEY,))
    db.execute(
        "INSERT INTO answer VALUES (1, 1, '2025-03-03T09:00:00.000000+00:00', 'i1', 'call', 'c1', 1,"
        " 'recommended', '6♠', 4.5)"
    )
    db.execute(
        "INSERT INTO review VALUES (1, 'item:i1', 2, NULL, 2.3, 2.1, '2025-03-05T09:00:00.000000+00:00',"
        " '2025-03-03T09:00:00.000000+00:00', 1, 0)"
    )
    db.execute("PRAGMA user_version = 1")
    db.close()


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_an_empty_file_migrates_to_the_newest_revision(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    store = ProgressStore(path)
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [(migrate.head(),)]
    assert set(TABLES) <= _tables(path)
    store.create_learner("Aino")
    ProgressStore(path)  # opening again changes nothing
    assert row_counts(store)["learner"] == 1


def test_a_first_store_file_is_taken_over_and_its_keys_hashed(tmp_path: Path) -> None:
    """A file of the first (pre-Alembic) store keeps every learner, answer and key; the key is kept only hashed."""
    path = tmp_path / "old.sqlite3"
    _first_store_file(path)
    store = ProgressStore(path)
    aino = store.learner_by_key(OLD_KEY)
    assert aino is not None and aino.name == "Aino" and aino.id == 1
    assert [a.answer for a in store.answers(aino)] == ["6♠"]
    state = store.review(aino, "item:i1")
    assert state is not None and state.reps == 1
    answer(store, aino, at=T0 + timedelta(days=3))
    assert len(store.answers(aino)) == 2
    with sqlite3.connect(path) as db:
        (stored,) = db.execute("SELECT key_hash FROM learner").fetchone()
    assert stored != OLD_KEY and len(stored) == 64
    assert OLD_KEY.encode() not in path.read_bytes()  # not even in a free page


def test_keys_are_stored_only_as_hashes(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    with store.db.read() as db:
        (stored,) = db.execute(text("SELECT key_hash FROM learner")).one()
    assert aino.key not in stored and len(stored) == 64
    assert store.learner_by_key(aino.key) == aino
    assert store.learner_by_key(aino.key[:-1] + ("A" if aino.key[-1] != "A" else "B")) is None
    assert store.learner_by_key(stored) is None  # the hash itself opens nothing


@pytest.mark.parametrize(
    "setup",
    [
        "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL);"
        " INSERT INTO alembic_version VALUES ('9999')",
        "CREATE TABLE future (x); PRAGMA user_version = 2",
    ],
    ids=["alembic", "user_version"],
)
def test_a_newer_file_is_refused_untouched(tmp_path: Path, setup: str) -> None:
    path = tmp_path / "newer.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(setup)
    before = path.read_bytes()
    with pytest.raises(ProgressError, match="newer than this program knows") as e:
        ProgressStore(path)
    assert e.value.code == "newer_database"
    assert e.value.path == str(path) and str(path) in str(e.value)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "content", [b"this is not a database, it is a shopping list\n" * 50, b"SQLite format 3"]
)
def test_a_file_that_is_not_sqlite_is_refused_with_its_path(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    with pytest.raises(ProgressError) as e:
        ProgressStore(path)
    assert e.value.code == "not_a_database"
    assert str(path) in str(e.value)
    assert path.read_bytes() == content


def test_a_directory_in_the_way_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "db").mkdir()
    with pytest.raises(ProgressError, match=str(tmp_path / "db")) as e:
        ProgressStore(tmp_path / "db")
    assert e.value.code == "cannot_open"


def _with_migration(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, body: str) -> None:
    """Point the store at a copy of the migrations with one more revision, 9001, whose upgrade() is ``body``."""
    scripts = tmp_path / "migrations"
    shutil.copytree(db_mod.migrations_dir(), scripts, ignore=shutil.ignore_patterns("__pycache__"))
    (scripts / "versions" / "9001_test.py").write_text(
        f'"""A test revision."""\n\nimport sqlalchemy as sa\nfrom alembic import op\n\n'
        f'revision = "9001"\ndown_revision = "{migrate.head()}"\nbranch_labels = None\ndepends_on = None\n\n\n'
        f"def upgrade() -> None:\n{body}\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(db_mod, "_MIGRATIONS_DIR", scripts)


def test_a_new_revision_is_one_more_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, database_url: str
) -> None:
    aino = ProgressStore(database_url).create_learner("Aino")
    _with_migration(
        monkeypatch,
        tmp_path,
        "    op.add_column('learner', sa.Column('language', sa.Text, server_default='fi'))",
    )
    store = ProgressStore(database_url)
    with store.db.read() as db:
        assert db.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == "9001"
        assert db.execute(text("SELECT name, language FROM learner")).all() == [("Aino", "fi")]
    assert store.learner_by_key(aino.key) == aino


def test_a_failing_migration_leaves_the_database_as_it_was(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, database_url: str
) -> None:
    head = migrate.head()
    ProgressStore(database_url).create_learner("Aino")
    _with_migration(
        monkeypatch,
        tmp_path,
        "    op.add_column('learner', sa.Column('language', sa.Text))\n    raise RuntimeError('half way')",
    )
    with pytest.raises(RuntimeError, match="half way"):
        ProgressStore(database_url)
    monkeypatch.undo()
    store = ProgressStore(database_url)
    with store.db.read() as db:
        assert db.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == head
        columns = {c["name"] for c in inspect(db).get_columns("learner")}
    assert "language" not in columns
    assert row_counts(store)["learner"] == 1


def _open_and_answer(url: str, n: int) -> int:
    store = ProgressStore(url)
    learner = store.create_learner(f"P{n}")
    return store.record_answer(
        learner, item="i", kind="k", concept="c", correct=True, verdict="recommended", answer="a"
    )


def test_several_processes_may_open_a_new_database_at_once(database_url: str) -> None:
    """Each process migrates under the lock; exactly one does the work, none fails."""
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(4) as pool:
        ids = pool.starmap(_open_and_answer, [(database_url, n) for n in range(4)])
    assert len(set(ids)) == 4
    store = ProgressStore(database_url)
    with store.db.read() as db:
        assert db.execute(text("SELECT COUNT(*) FROM alembic_version")).scalar_one() == 1
    assert row_counts(store) == {"learner": 4, "answer": 4, "review": 8}


# --- concurrency and locking -----------------------------------------------------------


def test_many_threads_share_one_store(store: ProgressStore) -> None:
    """Like Streamlit sessions: each thread records answers through the same store object."""
    learners = [store.create_learner(f"L{i}") for i in range(4)]
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            for i in range(25):
                answer(store, learners[n % 4], item=f"t{n}-{i % 3}", at=T0 + timedelta(seconds=i))
                store.stats(learners[n % 4], T0 + timedelta(days=1))
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert row_counts(store)["answer"] == 200
    assert [len(store.answers(lr)) for lr in learners] == [50, 50, 50, 50]


def test_a_locked_database_is_a_busy_error(
    sqlite_store: ProgressStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = sqlite_store
    aino = store.create_learner("Aino")
    monkeypatch.setattr(db_mod, "BUSY_TIMEOUT_MS", 100)
    blocker = sqlite3.connect(store.path, isolation_level=None)
    try:
        blocker.execute("BEGIN IMMEDIATE")
        with pytest.raises(ProgressError, match="busy") as e:
            answer(store, aino)
        assert e.value.code == "busy" and e.value.path == str(store.path)
        assert store.answers(aino) == []  # reading still works while another process writes (WAL)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    answer(store, aino)
    assert len(store.answers(aino)) == 1


def test_a_removed_database_file_is_an_error_not_a_silent_write(sqlite_store: ProgressStore) -> None:
    """Pooled connections keep the file open; once it is gone they are dropped, not written to."""
    store = sqlite_store
    aino = store.create_learner("Aino")
    answer(store, aino)
    assert store.path is not None
    for suffix in ("", "-wal", "-shm"):
        Path(str(store.path) + suffix).unlink(missing_ok=True)
    with pytest.raises(ProgressError) as e:
        answer(store, aino)
    assert e.value.code == "database" and str(store.path) in str(e.value)


def test_a_restored_file_is_read_at_once(sqlite_store: ProgressStore, tmp_path: Path) -> None:
    store = sqlite_store
    aino = store.create_learner("Aino")
    assert store.path is not None
    backup = tmp_path / "backup.sqlite3"
    with sqlite3.connect(store.path) as src, sqlite3.connect(backup) as dst:
        src.backup(dst)
    answer(store, aino)  # after the backup: gone once it is restored
    assert len(store.answers(aino)) == 1
    for suffix in ("-wal", "-shm"):
        Path(str(store.path) + suffix).unlink(missing_ok=True)
    os.replace(backup, store.path)
    assert store.answers(aino) == []
    answer(store, aino)
    assert len(store.answers(aino)) == 1


def test_an_answer_without_its_item_scheduled_reviews_only_its_concept(store: ProgressStore) -> None:
    """A decision in a played deal cannot be asked again: it counts for its topic, and no item of its own falls due."""
    me = store.create_learner("Pelaaja")
    store.record_answer(me, item="played:table-x:12", kind="table", concept="call:bids", correct=False,
                        verdict="not_advised", answer="2♠", at=T0, schedule_item=False)  # fmt: skip
    keys = {s.key for s in store.review_states(me)}
    assert keys == {"concept:call:bids"}
    assert [a.item for a in store.answers(me)] == ["played:table-x:12"]
    answer(store, me, item="i1", concept="call:bids")
    assert {s.key for s in store.review_states(me)} == {"concept:call:bids", "item:i1"}
