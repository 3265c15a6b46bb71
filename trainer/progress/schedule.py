"""When to practise what: the fsrs settings, the rating of an answer and the daily queue.

Every scheduler setting lives here (:data:`SCHEDULER` is built from the
constants below) so the store and the queue can never disagree.  Fuzzing is
off: the same answers at the same times always give the same due dates, and
the same queue.

The rating of an answer (:func:`rating_for`):

* a wrong answer is ``Again``;
* a right answer whose verdict is ``"acceptable"`` (allowed, but not the
  handbook's first choice) is ``Hard``;
* any other right answer is ``Good``.

``Easy`` is never given: a drill cannot tell "knew it cold" from "knew it".

This module does not import the store at run time (the store imports this
module to rate answers); :func:`daily_queue` only calls the store's methods.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING, Final, Literal

from fsrs import Rating, Scheduler, State

if TYPE_CHECKING:
    from trainer.progress.store import LearnerRef, ProgressStore

#: Probability of a right answer the intervals aim for when an item falls due.
DESIRED_RETENTION: Final = 0.9
#: A new item answered wrong (or "acceptable") comes back after these steps.  With
#: one step, a new item answered right goes straight to the Review state (days).
LEARNING_STEPS: Final = (timedelta(minutes=10),)
#: A known item answered wrong comes back after these steps.
RELEARNING_STEPS: Final = (timedelta(minutes=10),)
#: No interval is longer than this (a skruuvi convention unseen for a year is worth a look).
MAXIMUM_INTERVAL_DAYS: Final = 365
#: Off, so that schedules are reproducible.
ENABLE_FUZZING: Final = False

#: The verdict of a right answer that is rated Hard instead of Good.
HARD_VERDICT: Final = "acceptable"

Reason = Literal["due", "new", "relearn"]


def make_scheduler() -> Scheduler:
    """A scheduler with the settings above (fsrs' default model weights)."""
    return Scheduler(
        desired_retention=DESIRED_RETENTION,
        learning_steps=LEARNING_STEPS,
        relearning_steps=RELEARNING_STEPS,
        maximum_interval=MAXIMUM_INTERVAL_DAYS,
        enable_fuzzing=ENABLE_FUZZING,
    )


#: The one scheduler.  It holds only its settings (``review_card`` copies the card),
#: so threads may share it.
SCHEDULER: Final = make_scheduler()


def rating_for(correct: bool, verdict: str) -> Rating:
    """The fsrs rating of an answer: wrong → Again, "acceptable" → Hard, else Good."""
    if not correct:
        return Rating.Again
    return Rating.Hard if verdict == HARD_VERDICT else Rating.Good


@dataclass(frozen=True)
class QueueEntry:
    """One thing to practise.

    ``item`` is None when the entry is a concept without a particular item
    (the app then picks or generates a drill for it).  ``due`` is when a
    "due" or "relearn" entry fell due; None for "new".
    """

    concept: str
    item: str | None
    reason: Reason
    due: datetime | None = None


def _items_function(
    items_of: Callable[[str], Sequence[str]] | Mapping[str, Sequence[str]],
) -> Callable[[str], Sequence[str]]:
    if isinstance(items_of, Mapping):
        table = items_of
        return lambda concept: table.get(concept, ())
    return items_of


def daily_queue(
    store: ProgressStore,
    learner_id: LearnerRef,
    now: datetime,
    *,
    concepts_in_order: Sequence[str],
    items_of: Callable[[str], Sequence[str]] | Mapping[str, Sequence[str]],
    new_per_day: int = 5,
    limit: int = 20,
    tz: tzinfo = UTC,
) -> list[QueueEntry]:
    """What the learner should practise now, at most ``limit`` entries.

    1. Reviews that are due (fsrs due <= ``now``), the most overdue first:
       items as ``(concept, item, "due")`` and concepts as
       ``(concept, first unseen item or None, "due")``.  Items and concepts
       in the Learning or Relearning state (answered wrong recently; they
       come back after the learning steps, minutes) have reason
       ``"relearn"``.  A due concept is left out when one of its items is
       already in the queue, since answering that item reviews the concept
       too.
    2. New concepts, in ``concepts_in_order``: those never answered, as
       many as ``new_per_day`` minus the concepts first answered today (in
       ``tz``), each with its first item never answered (or None).

    Items and concepts that are no longer in the curriculum are skipped.
    The result depends only on the arguments and the stored answers.
    """
    from trainer.progress.store import (  # not at the top: the store imports this module
        ProgressError,
        check_time,
    )

    now = check_time(now, "now")
    if new_per_day < 0 or limit < 0:
        raise ProgressError(
            f"new_per_day and limit must not be negative (got {new_per_day} and {limit})", code="bad_queue"
        )
    items_fn = _items_function(items_of)
    concepts = list(dict.fromkeys(concepts_in_order))
    known_concepts = set(concepts)
    items: dict[str, list[str]] = {c: list(dict.fromkeys(items_fn(c))) for c in concepts}
    concept_of: dict[str, str] = {}
    for concept in concepts:
        for item in items[concept]:
            concept_of.setdefault(item, concept)

    states = store.review_states(learner_id)
    seen = {s.key for s in states}

    def first_unseen(concept: str) -> str | None:
        return next((i for i in items[concept] if f"item:{i}" not in seen), None)

    due_states = sorted((s for s in states if s.due <= now), key=lambda s: (s.due, s.key))
    entries: list[QueueEntry] = []
    for s in due_states:
        reason: Reason = "relearn" if s.state in (State.Learning, State.Relearning) else "due"
        if s.kind == "item" and s.name in concept_of:
            entries.append(QueueEntry(concept_of[s.name], s.name, reason, s.due))
        elif s.kind == "concept" and s.name in known_concepts:
            entries.append(QueueEntry(s.name, None, reason, s.due))
    with_items = {e.concept for e in entries if e.item is not None}
    queue = [
        e if e.item is not None else QueueEntry(e.concept, first_unseen(e.concept), e.reason, e.due)
        for e in entries
        if e.item is not None or e.concept not in with_items
    ][:limit]

    first_answered = store.concepts_first_answered(learner_id)
    today = now.astimezone(tz).date()
    introduced_today = sum(1 for at in first_answered.values() if at.astimezone(tz).date() == today)
    slots = max(0, min(new_per_day - introduced_today, limit - len(queue)))
    for concept in concepts:
        if slots == 0:
            break
        if f"concept:{concept}" in seen or concept in first_answered:
            continue
        queue.append(QueueEntry(concept, first_unseen(concept), "new"))
        slots -= 1
    return queue
