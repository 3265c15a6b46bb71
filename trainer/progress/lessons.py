"""Lesson progress: which lessons a learner has read and how they answered their questions (no Streamlit here).

A lesson is a sequence of steps a learner completes in the app: the *finished reading* mark at
the end of the lesson page (step ``read``) and each check-yourself question (step ``q:<id>``).
The table ``lesson_step`` (migration 0004) keeps one row per learner, lesson and step: when it
was first and last done, how many tries, whether the first try was right and whether any was.

DECISION (issue 13, "lesson progress is real"): a lesson is

* **done** when its finished-reading mark is set *and* every question it has now has been
  answered right (a learner may try again until it is right, as the page allows);
* **in progress** when anything of it is recorded but it is not done;
* **not started** otherwise.

Its **score** is the share of its questions answered right at the first try (None until one is
answered).  "Read to the end" is the learner's own mark: Streamlit cannot see scrolling, and a
button at the lesson's end (after the questions, the practice links and the worked deals) is
what a learner presses when they have finished.

The next step (:func:`next_step`): a lesson begun and not finished (the latest one), else the
reviews that are due, else the first lesson of the course that is not done.

Writes are one transaction each with the learner's row locked (as
:meth:`~trainer.progress.store.ProgressStore.record_answer`), so two sessions of one learner
writing at once both keep their tries: nothing acknowledged is lost.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Final, Literal

from sqlalchemy import Column, ForeignKey, Integer, RowMapping, Table, insert, select, update

from trainer.progress.store import (
    LABEL_MAX,
    LearnerRef,
    ProgressError,
    ProgressStore,
    _bad_char,
    _iso,
    _learner_id,
    _time,
    check_time,
)
from trainer.storage.schema import ctext, metadata

#: One step of one lesson of one learner: created by migration 0004 (trainer/storage/migrations).
lesson_step: Final = Table(
    "lesson_step",
    metadata,
    Column("learner_id", Integer, ForeignKey("learner.id", ondelete="CASCADE"), primary_key=True),
    Column("lesson", ctext(), primary_key=True),
    Column("step", ctext(), primary_key=True),
    Column("first_at", ctext(), nullable=False),
    Column("last_at", ctext(), nullable=False),
    Column("attempts", Integer, nullable=False),
    Column("first_correct", Integer, nullable=False),
    Column("correct", Integer, nullable=False),
)

#: The step of the finished-reading mark.
READ: Final = "read"

Status = Literal["done", "in_progress", "not_started"]


def question_step(question_id: str) -> str:
    """The step of a check-yourself question."""
    return f"q:{question_id}"


@dataclass(frozen=True)
class StepRecord:
    """What is recorded of one step: times are UTC; ``correct`` is True once any try was right."""

    step: str
    first_at: datetime
    last_at: datetime
    attempts: int
    first_correct: bool
    correct: bool


@dataclass(frozen=True)
class LessonProgress:
    """One lesson as the learner has done it so far, measured against its questions now."""

    lesson: str
    status: Status
    read: bool
    questions: int
    answered: int
    right: int
    first_try: int
    last_at: datetime | None = None
    missing: tuple[str, ...] = field(default=())

    @property
    def score(self) -> float | None:
        """The share of the questions right at the first try; None until one is answered."""
        return self.first_try / self.questions if self.questions and self.answered else None


def _check_text(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > LABEL_MAX or _bad_char(value):
        raise ProgressError(f"{what} must be a short line of text, not {value!r}", code="bad_answer")
    return value


def record_step(
    store: ProgressStore,
    learner: LearnerRef,
    lesson: str,
    step: str,
    *,
    correct: bool = True,
    at: datetime | None = None,
) -> StepRecord:
    """Record one try of ``step`` of ``lesson`` (a question, or :data:`READ`); the step as now stored.

    One transaction with the learner's row locked: two sessions recording at once both count.
    ProgressError ``unknown_learner`` when there is no such learner, ``bad_answer`` for bad text.
    """
    lid = _learner_id(learner)
    lesson = _check_text(lesson, "lesson")
    step = _check_text(step, "step")
    if not isinstance(correct, bool):
        raise ProgressError(f"correct must be True or False, not {correct!r}", code="bad_answer")
    when = _iso(check_time(at, "at") if at is not None else datetime.now(UTC))
    t = lesson_step
    with store.db.write(ProgressError) as db:
        if not store.db.lock(db, "learner", "id", lid):
            raise ProgressError(f"there is no learner {lid}", code="unknown_learner", learner_id=lid)
        where = (t.c.learner_id == lid, t.c.lesson == lesson, t.c.step == step)
        old = db.execute(select(t.c.first_at, t.c.last_at, t.c.attempts, t.c.correct).where(*where)).first()
        if old is None:
            db.execute(
                insert(t).values(
                    learner_id=lid,
                    lesson=lesson,
                    step=step,
                    first_at=when,
                    last_at=when,
                    attempts=1,
                    first_correct=int(correct),
                    correct=int(correct),
                )
            )
        else:
            db.execute(
                update(t)
                .where(*where)
                .values(
                    first_at=min(old.first_at, when),
                    last_at=max(old.last_at, when),
                    attempts=old.attempts + 1,
                    correct=int(bool(old.correct) or correct),
                )
            )
        row = db.execute(select(t).where(*where)).mappings().one()
    return _record(row)


def _record(r: RowMapping) -> StepRecord:
    return StepRecord(
        step=r["step"],
        first_at=_time(r["first_at"]),
        last_at=_time(r["last_at"]),
        attempts=r["attempts"],
        first_correct=bool(r["first_correct"]),
        correct=bool(r["correct"]),
    )


def steps(store: ProgressStore, learner: LearnerRef) -> dict[str, dict[str, StepRecord]]:
    """Every recorded step of the learner: lesson → step → record."""
    lid = _learner_id(learner)
    t = lesson_step
    with store.db.read(ProgressError) as db:
        rows = (
            db.execute(select(t).where(t.c.learner_id == lid).order_by(t.c.lesson, t.c.step)).mappings().all()
        )
    out: dict[str, dict[str, StepRecord]] = {}
    for r in rows:
        out.setdefault(r["lesson"], {})[r["step"]] = _record(r)
    return out


def progress_of(
    lesson: str, question_ids: Sequence[str], recorded: Mapping[str, StepRecord]
) -> LessonProgress:
    """The lesson's status and score from its recorded steps and the questions it has now.

    Steps of questions the lesson no longer has are left out.
    """
    qs = [recorded.get(question_step(q)) for q in question_ids]
    read = READ in recorded
    answered = sum(r is not None for r in qs)
    right = sum(r is not None and r.correct for r in qs)
    first = sum(r is not None and r.first_correct for r in qs)
    missing = tuple(q for q, r in zip(question_ids, qs, strict=True) if r is None or not r.correct)
    status: Status
    if read and not missing:
        status = "done"
    elif read or answered:
        status = "in_progress"
    else:
        status = "not_started"
    last = max((r.last_at for r in recorded.values()), default=None) if status != "not_started" else None
    return LessonProgress(lesson, status, read, len(question_ids), answered, right, first, last, missing)


def course_progress(
    store: ProgressStore, learner: LearnerRef, lessons: Iterable[tuple[str, Sequence[str]]]
) -> dict[str, LessonProgress]:
    """Every lesson of ``lessons`` (``(lesson id, its question ids)``) with its progress, in that order."""
    recorded = steps(store, learner)
    return {lid: progress_of(lid, qids, recorded.get(lid, {})) for lid, qids in lessons}


@dataclass(frozen=True)
class NextStep:
    """Where to go on: ``lesson`` (``target`` its id, ``resume`` True when it is begun) or ``drills`` (due)."""

    kind: Literal["lesson", "drills"]
    target: str = ""
    resume: bool = False
    due: int = 0


def next_step(progress: Mapping[str, LessonProgress], order: Sequence[str], due: int) -> NextStep:
    """The exact next step: the latest lesson begun and not done, else the ``due`` reviews, else the next lesson.

    The next lesson is the first of the course ``order`` that is not done; when every lesson is done,
    it is practice (``drills``) with ``due`` as given.
    """
    begun = [p for p in progress.values() if p.status == "in_progress" and p.last_at is not None]
    if begun:
        latest = max(begun, key=lambda p: p.last_at or datetime.min.replace(tzinfo=UTC))
        return NextStep("lesson", latest.lesson, resume=True)
    if due > 0:
        return NextStep("drills", due=due)
    for lid in order:
        p = progress.get(lid)
        if p is None or p.status != "done":
            return NextStep("lesson", lid)
    return NextStep("drills", due=0)
