"""Tests for trainer.progress.schedule: fsrs settings, ratings and the daily queue."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from fsrs import Rating, State
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.progress.schedule import (
    ENABLE_FUZZING,
    LEARNING_STEPS,
    RELEARNING_STEPS,
    SCHEDULER,
    QueueEntry,
    daily_queue,
    rating_for,
)
from trainer.progress.store import Learner, ProgressError, ProgressStore

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
CURRICULUM = ("openings", "responses", "leads", "signals", "discards", "scoring", "misere", "doubles")
ITEMS = {c: [f"{c}-{n}" for n in range(1, 4)] for c in CURRICULUM}


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    return ProgressStore(tmp_path / "progress.sqlite3")


def concept_of(item: str) -> str:
    return item.rsplit("-", 1)[0]


def answer(store: ProgressStore, learner: Learner, item: str, correct: bool, at: datetime) -> None:
    store.record_answer(
        learner,
        item=item,
        kind="choice",
        concept=concept_of(item),
        correct=correct,
        verdict="recommended" if correct else "not_advised",
        answer="x",
        at=at,
    )


def queue(
    store: ProgressStore, learner: Learner, now: datetime, *, new_per_day: int = 5, limit: int = 20
) -> list[QueueEntry]:
    return daily_queue(
        store,
        learner,
        now,
        concepts_in_order=CURRICULUM,
        items_of=ITEMS,
        new_per_day=new_per_day,
        limit=limit,
    )


def test_settings_are_deterministic() -> None:
    assert ENABLE_FUZZING is False and SCHEDULER.enable_fuzzing is False
    assert SCHEDULER.learning_steps == LEARNING_STEPS and SCHEDULER.relearning_steps == RELEARNING_STEPS


@pytest.mark.parametrize(
    ("correct", "verdict", "rating"),
    [
        (False, "not_advised", Rating.Again),
        (False, "acceptable", Rating.Again),
        (True, "recommended", Rating.Good),
        (True, "acceptable", Rating.Hard),
        (True, "right", Rating.Good),
    ],
)
def test_rating_for(correct: bool, verdict: str, rating: Rating) -> None:
    assert rating_for(correct, verdict) is rating


def test_a_missed_item_comes_back_within_ten_minutes(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "leads-1", True, T0)  # known item...
    answer(store, aino, "leads-1", False, T0 + timedelta(days=3))  # ...then missed
    state = store.review(aino, "item:leads-1")
    assert state is not None and state.state is State.Relearning
    assert timedelta(0) < state.due - (T0 + timedelta(days=3)) <= timedelta(minutes=10)
    # A new item missed at once comes back as quickly.
    answer(store, aino, "leads-2", False, T0)
    state = store.review(aino, "item:leads-2")
    assert state is not None and state.due - T0 <= timedelta(minutes=10)
    q = queue(store, aino, T0 + timedelta(days=3, minutes=10), new_per_day=0)
    assert QueueEntry("leads", "leads-1", "relearn", T0 + timedelta(days=3, minutes=10)) in q


def test_a_right_item_is_pushed_out_days(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "openings-1", True, T0)
    first = store.review(aino, "item:openings-1")
    assert first is not None and first.state is State.Review
    assert first.due - T0 >= timedelta(days=2)
    answer(store, aino, "openings-1", True, first.due)
    second = store.review(aino, "item:openings-1")
    assert second is not None and second.due - first.due > first.due - T0  # intervals grow
    assert queue(store, aino, T0 + timedelta(days=1), new_per_day=0) == []


def test_new_concepts_follow_the_curriculum_order(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    q = queue(store, aino, T0)
    assert q == [QueueEntry(c, f"{c}-1", "new") for c in CURRICULUM[:5]]
    assert queue(store, aino, T0, new_per_day=2) == q[:2]


def test_seen_concepts_are_not_new_and_todays_new_concepts_count(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "openings-1", True, T0)
    answer(store, aino, "leads-1", True, T0 + timedelta(minutes=1))
    q = queue(store, aino, T0 + timedelta(minutes=2), new_per_day=3)
    assert [e.concept for e in q] == ["responses"]  # 3 a day, 2 already introduced today
    tomorrow = queue(store, aino, T0 + timedelta(days=1), new_per_day=3)
    assert [(e.concept, e.reason) for e in tomorrow] == [
        ("responses", "new"),
        ("signals", "new"),
        ("discards", "new"),
    ]


def test_introduced_today_counts_days_in_the_given_time_zone(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "openings-1", True, datetime(2025, 3, 3, 21, 30, tzinfo=UTC))  # 23.30 in Helsinki
    now = datetime(2025, 3, 3, 22, 30, tzinfo=UTC)  # 00.30 on 4 March in Helsinki
    helsinki = timezone(timedelta(hours=2))
    utc_q = daily_queue(store, aino, now, concepts_in_order=CURRICULUM, items_of=ITEMS, new_per_day=1)
    hki_q = daily_queue(
        store, aino, now, concepts_in_order=CURRICULUM, items_of=ITEMS, new_per_day=1, tz=helsinki
    )
    assert utc_q == []  # the one new concept of 3 March (UTC) is used up
    assert [e.concept for e in hki_q] == ["responses"]  # in Helsinki it is already 4 March


def test_due_entries_come_first_most_overdue_first(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "openings-1", True, T0)
    answer(store, aino, "responses-1", True, T0 + timedelta(hours=1))
    answer(store, aino, "leads-1", False, T0 + timedelta(days=5))
    now = T0 + timedelta(days=5, hours=1)
    q = queue(store, aino, now)
    due = [e for e in q if e.reason != "new"]
    assert [(e.item, e.reason) for e in due] == [
        ("openings-1", "due"),
        ("responses-1", "due"),
        ("leads-1", "relearn"),
    ]
    assert [e.due for e in due] == sorted(e.due for e in due if e.due is not None)
    # The due concepts are left out: their items are in the queue and review them too.
    assert all(e.item is not None for e in due)
    # Five new a day, and "leads" was first answered today.
    assert [e.concept for e in q if e.reason == "new"] == ["signals", "discards", "scoring", "misere"]
    assert q.index(due[-1]) < min(q.index(e) for e in q if e.reason == "new")


def test_a_due_concept_without_a_due_item_brings_its_next_unseen_item(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "openings-1", True, T0)
    concept = store.review(aino, "concept:openings")
    assert concept is not None
    now = concept.due + timedelta(hours=1)
    # openings-1 has left the curriculum; the concept is still due and brings its first unseen item.
    q = daily_queue(
        store, aino, now, concepts_in_order=["openings"], items_of={"openings": ["openings-2", "openings-1b"]}
    )
    assert q == [QueueEntry("openings", "openings-2", "due", concept.due)]
    q = daily_queue(store, aino, now, concepts_in_order=["openings"], items_of={})
    assert q == [QueueEntry("openings", None, "due", concept.due)]
    # With openings-1 in the curriculum, the item stands for its concept.
    assert queue(store, aino, now, new_per_day=0) == [
        QueueEntry("openings", "openings-1", "due", store.due(aino, now)[0][1])
    ]


def test_limit_is_respected(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    for i, c in enumerate(CURRICULUM):
        answer(store, aino, f"{c}-1", False, T0 + timedelta(seconds=i))
    now = T0 + timedelta(hours=1)
    assert len(queue(store, aino, now)) == len(CURRICULUM)
    q = queue(store, aino, now, limit=3)
    assert [e.item for e in q] == ["openings-1", "responses-1", "leads-1"]
    assert queue(store, aino, now, limit=0) == []
    fresh = store.create_learner("Eero")
    assert len(queue(store, fresh, now, limit=2, new_per_day=5)) == 2


def test_items_of_may_be_a_function_or_a_mapping(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "openings-1", False, T0)

    def items(concept: str) -> Sequence[str]:
        return ITEMS[concept]

    now = T0 + timedelta(hours=1)
    assert daily_queue(store, aino, now, concepts_in_order=CURRICULUM, items_of=items) == queue(
        store, aino, now
    )


def test_concepts_without_items_and_items_outside_the_curriculum(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    answer(store, aino, "retired-1", False, T0)  # no longer in the curriculum
    q = daily_queue(
        store, aino, T0 + timedelta(hours=1), concepts_in_order=["a", "b", "a"], items_of={"b": ["b-1"]}
    )
    assert q == [QueueEntry("a", None, "new"), QueueEntry("b", "b-1", "new")]


def test_bad_arguments(store: ProgressStore) -> None:
    aino = store.create_learner("Aino")
    with pytest.raises(ProgressError, match="must not be negative"):
        queue(store, aino, T0, limit=-1)
    with pytest.raises(ProgressError, match="timezone-aware"):
        queue(store, aino, datetime(2025, 3, 3))


def test_the_same_answers_give_the_same_schedule(tmp_path: Path) -> None:
    plan = [
        ("openings-1", True, 0),
        ("openings-2", False, 5),
        ("responses-1", True, 60),
        ("openings-2", True, 20),
        ("openings-1", False, 60 * 24 * 3),
        ("leads-1", True, 60 * 24 * 3 + 5),
    ]

    def run(path: Path) -> tuple[list[QueueEntry], list[object]]:
        store = ProgressStore(path)
        learner = store.create_learner("Aino")
        at = T0
        for item, ok, minutes in plan:
            at += timedelta(minutes=minutes)
            answer(store, learner, item, ok, at)
        return queue(store, learner, at + timedelta(hours=2)), list(store.review_states(learner))

    first, second = run(tmp_path / "a.sqlite3"), run(tmp_path / "b.sqlite3")
    assert first == second
    assert first[0]  # something to do


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    plan=st.lists(
        st.tuples(
            st.sampled_from([i for items in ITEMS.values() for i in items]),
            st.booleans(),
            st.integers(0, 3000),
        ),
        max_size=15,
    ),
    new_per_day=st.integers(0, 6),
    limit=st.integers(0, 12),
)
def test_queue_invariants(
    store: ProgressStore, plan: list[tuple[str, bool, int]], new_per_day: int, limit: int
) -> None:
    learner = store.create_learner("P")
    at = T0
    for item, ok, minutes in plan:
        at += timedelta(minutes=minutes)
        answer(store, learner, item, ok, at)
    now = at + timedelta(hours=6)
    q = queue(store, learner, now, new_per_day=new_per_day, limit=limit)
    assert q == queue(store, learner, now, new_per_day=new_per_day, limit=limit)
    assert len(q) <= limit
    reasons = [e.reason for e in q]
    assert reasons == sorted(reasons, key=lambda r: r == "new")  # due and relearn before new
    assert sum(r == "new" for r in reasons) <= new_per_day
    dues = [e.due for e in q if e.due is not None]
    assert dues == sorted(dues) and all(d <= now for d in dues)
    new = [e.concept for e in q if e.reason == "new"]
    seen = {concept_of(item) for item, _, _ in plan}
    assert not set(new) & seen
    assert new == [c for c in CURRICULUM if c in new]  # curriculum order
    for e in q:
        assert e.item is None or concept_of(e.item) == e.concept
