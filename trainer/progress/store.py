"""Learner progress: learners, every answer, and fsrs review state, in the app's database (no Streamlit here).

The database is the one :mod:`trainer.storage` opens: ``$SKRUUVI_DATABASE_URL``
(PostgreSQL for a club server) or by default the SQLite file
``$SKRUUVI_PROGRESS_DB``, else ``$SKRUUVI_DATA/progress.sqlite3``, else
``data/progress.sqlite3`` under the repository root (:func:`default_path`).

Durability and concurrency (see docs/storage.md): every write is one
transaction; on SQLite the file is in WAL mode with ``synchronous=FULL`` and
writers take the write lock at once (``BEGIN IMMEDIATE``); on PostgreSQL a
writer locks the learner's row first.  A crash loses at most the answer being
written.  Each operation uses its own short-lived connection, so a
:class:`ProgressStore` may be shared by any number of threads (Streamlit
sessions) and processes.

Privacy: a learner is found by their random ``key`` only
(:meth:`ProgressStore.learner_by_key`), and the database keeps only the key's
SHA-256 hash, so a copy of it opens no profile.  Every other method takes that
learner (or their id) and reads or changes that learner's rows only.
:meth:`ProgressStore.all_learners` is for administrators and the command
line, never for the app.

Every problem a user or the file system can cause is a :class:`ProgressError`
with a stable ``code``: ``bad_name``, ``bad_key``, ``bad_time``,
``bad_answer``, ``unknown_learner``, ``bad_import``, ``bad_queue`` (from
:func:`~trainer.progress.schedule.daily_queue`), ``not_a_database``,
``newer_database``, ``busy``, ``cannot_open``, ``storage`` or ``database``.
"""

from __future__ import annotations

import functools
import math
import os
import re
import unicodedata
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, tzinfo
from typing import Any, Final, Literal

from fsrs import Card, State
from sqlalchemy import Connection, RowMapping, delete, func, insert, select, update

from trainer.names import control_char, is_invisible
from trainer.progress.schedule import SCHEDULER, rating_for
from trainer.storage import (
    Database,
    StorageError,
    default_path,
    hash_token,
    matches,
    new_token,
)
from trainer.storage.db import BUSY_TIMEOUT_MS, as_database
from trainer.storage.schema import answer as t_answer
from trainer.storage.schema import learner as t_learner
from trainer.storage.schema import review as t_review

__all__ = ["BUSY_TIMEOUT_MS", "default_path"]

NAME_MAX: Final = 40
#: Bytes of randomness in a learner key; :func:`secrets.token_urlsafe` gives 16 characters for 12.
KEY_BYTES: Final = 12
KEY_RE: Final = re.compile(r"[A-Za-z0-9_-]{16}")
#: Longest item id, kind, concept or verdict, and longest answer text.
LABEL_MAX: Final = 200
ANSWER_MAX: Final = 10_000

#: Largest count an import may claim (reps, lapses, an fsrs step): far above any real learner, well inside 32 bits.
COUNT_MAX: Final = 1_000_000
#: Most answers and review states one import may hold (a year of heavy daily practice is a few thousand).
IMPORT_ROWS_MAX: Final = 200_000
#: Largest stability (days) or seconds an import may claim.
FLOAT_MAX: Final = 1e7

EXPORT_FORMAT: Final = "skruuvikoulu-progress"
EXPORT_VERSION: Final = 1

#: Times outside these years are refused (they would not sort as text, or overflow fsrs' date sums).
YEAR_MIN: Final = 1970
YEAR_MAX: Final = 2999

ReviewKind = Literal["item", "concept"]
KINDS: Final[tuple[ReviewKind, ...]] = ("item", "concept")


class ProgressError(StorageError):
    """A problem with the progress store: bad input, or a database that cannot be used.

    ``path`` names the database (file or server) where the problem is the database's;
    ``where`` is the JSON path inside import data (``answers[3].at``).
    """

    code = "progress"

    def __init__(
        self, message: str, *, code: str | None = None, path: str = "", where: str = "", **params: Any
    ) -> None:
        super().__init__(message, code=code, path=path, where=where, **params)
        self.where = where


# --- values ----------------------------------------------------------------------


@dataclass(frozen=True)
class Learner:
    """A learner.  ``key`` is their secret: left out of ``repr`` (logs) and of ``==``.

    The database keeps only the key's hash, so ``key`` is known only where the key was just
    made or given (:meth:`ProgressStore.create_learner`, :meth:`ProgressStore.learner_by_key`,
    :meth:`ProgressStore.import_learner`) and empty elsewhere.
    """

    id: int
    key: str = field(repr=False, compare=False)
    name: str
    created: datetime


LearnerRef = Learner | int


@dataclass(frozen=True)
class AnswerRow:
    """One stored answer; ``at`` is UTC."""

    id: int
    at: datetime
    item: str
    kind: str
    concept: str
    correct: bool
    verdict: str
    answer: str
    seconds: float | None


@dataclass(frozen=True)
class ReviewState:
    """The fsrs state of one item (``key`` ``"item:<id>"``) or concept (``"concept:<name>"``).

    ``reps`` counts the answers that reviewed it, ``lapses`` the wrong ones.
    """

    key: str
    state: State
    step: int | None
    stability: float | None
    difficulty: float | None
    due: datetime
    last_review: datetime | None
    reps: int
    lapses: int

    @property
    def kind(self) -> ReviewKind:
        return "item" if self.key.startswith("item:") else "concept"

    @property
    def name(self) -> str:
        """The item id or concept name, without the ``item:``/``concept:`` prefix."""
        return self.key.partition(":")[2]

    def card(self) -> Card:
        """The state as an fsrs card."""
        return Card(
            card_id=1,
            state=self.state,
            step=self.step,
            stability=self.stability,
            difficulty=self.difficulty,
            due=self.due,
            last_review=self.last_review,
        )


@dataclass(frozen=True)
class ConceptStats:
    """Answers to one concept: ``streak`` is the run of right answers ending with the latest one."""

    concept: str
    answered: int
    correct: int
    accuracy: float
    streak: int
    last_answered: datetime


@dataclass(frozen=True)
class DayCount:
    day: date
    answered: int
    correct: int


@dataclass(frozen=True)
class Stats:
    """Figures for a progress page, as of ``now``.

    ``day_streak`` counts consecutive days with at least one answer, ending
    today or yesterday (0 if the last answer is older).  ``days`` has one
    entry per day from the first answer to today, days without answers
    included (zeros), so it can be charted as it is.  ``concepts`` is sorted
    by concept.
    """

    answered: int
    correct: int
    accuracy: float | None
    day_streak: int
    concepts: tuple[ConceptStats, ...]
    days: tuple[DayCount, ...]


# --- paths, times and checks -----------------------------------------------------


def check_time(at: object, what: str = "time") -> datetime:
    """``at`` in UTC; ProgressError ``bad_time`` unless it is a timezone-aware datetime of a sane year."""
    if not isinstance(at, datetime):
        raise ProgressError(f"{what} must be a datetime, not {type(at).__name__}", code="bad_time")
    if at.tzinfo is None or at.utcoffset() is None:
        raise ProgressError(
            f"{what} must be timezone-aware (got {at.isoformat()} without a time zone)", code="bad_time"
        )
    utc = at.astimezone(UTC)
    if not YEAR_MIN <= utc.year <= YEAR_MAX:
        raise ProgressError(f"{what} must be in the years {YEAR_MIN}–{YEAR_MAX}", code="bad_time")
    return utc


def _iso(at: datetime) -> str:
    """Fixed-width ISO 8601 in UTC, so that text order is time order."""
    return at.astimezone(UTC).isoformat(timespec="microseconds")


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


def _bad_char(text: str) -> str | None:
    """The first control (or line-separator) character of ``text``, described, or None."""
    for i, ch in enumerate(text):
        if unicodedata.category(ch) in ("Cc", "Zl", "Zp"):
            return f"U+{ord(ch):04X} at position {i + 1}"
    return None


def check_name(name: object) -> str:
    """A learner name, stripped and NFC; ProgressError ``bad_name`` saying what is wrong.

    ``params["problem"]`` names it: ``not_text``, ``empty``, ``too_long`` (``length``, ``limit``),
    ``invisible`` or ``control_character`` (``codepoint``, ``position``).
    """
    if not isinstance(name, str):
        raise ProgressError(
            f"a learner name must be text, not {type(name).__name__}", code="bad_name", problem="not_text"
        )
    clean = unicodedata.normalize("NFC", name.strip())
    if not clean:
        raise ProgressError("a learner name must not be empty", code="bad_name", problem="empty")
    if len(clean) > NAME_MAX:
        raise ProgressError(
            f"a learner name has at most {NAME_MAX} characters (this one has {len(clean)})",
            code="bad_name",
            problem="too_long",
            length=len(clean),
            limit=NAME_MAX,
        )
    if is_invisible(clean):
        raise ProgressError(
            "a learner name must have something visible in it", code="bad_name", problem="invisible"
        )
    bad = control_char(clean)
    if bad is not None:
        raise ProgressError(
            f"a learner name must not contain control characters ({bad[0]} at position {bad[1]})",
            code="bad_name",
            problem="control_character",
            codepoint=bad[0],
            position=bad[1],
        )
    return clean


def _check_label(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise ProgressError(f"{what} must be text, not {type(value).__name__}", code="bad_answer")
    if not value.strip():
        raise ProgressError(f"{what} must not be empty", code="bad_answer")
    if len(value) > LABEL_MAX:
        raise ProgressError(f"{what} has at most {LABEL_MAX} characters", code="bad_answer")
    bad = _bad_char(value)
    if bad is not None:
        raise ProgressError(f"{what} must not contain control characters ({bad})", code="bad_answer")
    return value


def _check_answer_text(value: object) -> str:
    if not isinstance(value, str):
        raise ProgressError(f"answer must be text, not {type(value).__name__}", code="bad_answer")
    if len(value) > ANSWER_MAX:
        raise ProgressError(
            f"answer has at most {ANSWER_MAX} characters",
            code="bad_answer",
            problem="too_long",
            limit=ANSWER_MAX,
        )
    return value


def _check_seconds(value: object) -> float | None:
    if value is None:
        return None
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not 0 <= value <= FLOAT_MAX
    ):
        raise ProgressError(
            f"seconds must be a number from 0 to {FLOAT_MAX:g} or None, not {value!r}", code="bad_answer"
        )
    return float(value)


def check_review_key(key: object) -> str:
    """``key`` if it is ``"item:<id>"`` or ``"concept:<name>"``, else ProgressError ``bad_key``."""
    if isinstance(key, str):
        kind, sep, name = key.partition(":")
        if sep and kind in KINDS and name.strip() and len(name) <= LABEL_MAX and _bad_char(name) is None:
            return key
    raise ProgressError(
        f"not a review key: {key!r} (expected 'item:<item id>' or 'concept:<concept>')", code="bad_key"
    )


def _learner_id(learner: LearnerRef) -> int:
    if isinstance(learner, Learner):
        return learner.id
    if isinstance(learner, bool) or not isinstance(learner, int):
        raise ProgressError(f"not a learner or learner id: {learner!r}", code="unknown_learner")
    return learner


# --- rows ------------------------------------------------------------------------------

_ANSWER_COLUMNS: Final = ("id", "at", "item", "kind", "concept", "correct", "verdict", "answer", "seconds")
_REVIEW_COLUMNS: Final = (
    "key",
    "state",
    "step",
    "stability",
    "difficulty",
    "due",
    "last_review",
    "reps",
    "lapses",
)


def _answer_row(r: RowMapping) -> AnswerRow:
    return AnswerRow(
        id=r["id"],
        at=_time(r["at"]),
        item=r["item"],
        kind=r["kind"],
        concept=r["concept"],
        correct=bool(r["correct"]),
        verdict=r["verdict"],
        answer=r["answer"],
        seconds=r["seconds"],
    )


def _review_state(r: RowMapping) -> ReviewState:
    return ReviewState(
        key=r["key"],
        state=State(r["state"]),
        step=r["step"],
        stability=r["stability"],
        difficulty=r["difficulty"],
        due=_time(r["due"]),
        last_review=_time(r["last_review"]) if r["last_review"] is not None else None,
        reps=r["reps"],
        lapses=r["lapses"],
    )


def _review_values(s: ReviewState) -> dict[str, Any]:
    return {
        "key": s.key,
        "state": int(s.state),
        "step": s.step,
        "stability": s.stability,
        "difficulty": s.difficulty,
        "due": _iso(s.due),
        "last_review": _iso(s.last_review) if s.last_review is not None else None,
        "reps": s.reps,
        "lapses": s.lapses,
    }


def _review_of(db: Connection, lid: int, key: str) -> ReviewState | None:
    """The learner's review state of ``key`` in this transaction, or None."""
    r = (
        db.execute(
            select(*(t_review.c[c] for c in _REVIEW_COLUMNS)).where(
                t_review.c.learner_id == lid, t_review.c.key == key
            )
        )
        .mappings()
        .first()
    )
    return None if r is None else _review_state(r)


def _kind_prefix(kind: ReviewKind) -> str:
    return f"{kind}:"


# --- the store -----------------------------------------------------------------------------


class ProgressStore:
    """The progress part of the app's database (see :mod:`trainer.storage`).

    ``target`` is a :class:`~trainer.storage.Database` already open, a
    database URL (``postgresql+psycopg://...``, ``sqlite:///...``), a path of
    an SQLite file, or None for the database the environment names.  Opening
    migrates the schema; it raises ProgressError ``not_a_database`` (with the
    path) for a file that is not an SQLite database and ``newer_database`` for
    one written by a newer version.  The object holds no connection: share it
    freely between threads.
    """

    def __init__(self, target: Database | str | os.PathLike[str] | None = None) -> None:
        self.db = as_database(target, error=ProgressError)
        #: The SQLite file, or None on a database server.
        self.path = self.db.path

    def __repr__(self) -> str:
        return f"ProgressStore({self.db!r})"

    def _read(self) -> AbstractContextManager[Connection]:
        """One read transaction: a consistent snapshot."""
        return self.db.read(ProgressError)

    def _write(self) -> AbstractContextManager[Connection]:
        """One write transaction (writers are serialised; see trainer.storage.db)."""
        return self.db.write(ProgressError)

    def _lock_learner(self, db: Connection, lid: int) -> None:
        if not self.db.lock(db, "learner", "id", lid):
            raise ProgressError(f"there is no learner {lid}", code="unknown_learner", learner_id=lid)

    # -- learners --

    def create_learner(self, name: str) -> Learner:
        """A new learner with a fresh random key.  ProgressError ``bad_name`` for a bad name.

        The key is in the returned :class:`Learner` and nowhere else: the database keeps its hash.
        """
        clean = check_name(name)
        created = datetime.now(UTC)
        with self._write() as db:
            return self._insert_learner(db, clean, created)

    def _insert_learner(self, db: Connection, name: str, created: datetime) -> Learner:
        while True:
            key = new_token(KEY_BYTES)
            digest = hash_token(key)
            if db.execute(select(t_learner.c.id).where(t_learner.c.key_hash == digest)).first() is None:
                break
        learner_id = db.execute(
            insert(t_learner)
            .values(key_hash=digest, name=name, created=_iso(created))
            .returning(t_learner.c.id)
        ).scalar_one()
        return Learner(learner_id, key, name, created)

    def learner_by_key(self, key: object) -> Learner | None:
        """The learner with this key, or None (also for anything that is not a key).

        Looked up by the key's hash and checked in constant time; the returned
        learner carries the ``key`` given.
        """
        if not isinstance(key, str) or KEY_RE.fullmatch(key) is None:
            return None
        with self._read() as db:
            r = (
                db.execute(
                    select(t_learner.c.id, t_learner.c.key_hash, t_learner.c.name, t_learner.c.created).where(
                        t_learner.c.key_hash == hash_token(key)
                    )
                )
                .mappings()
                .first()
            )
        if r is None or not matches(key, r["key_hash"]):
            return None
        return Learner(r["id"], key, r["name"], _time(r["created"]))

    def all_learners(self) -> list[Learner]:
        """ADMIN / COMMAND LINE ONLY: every learner (keys are not stored, so ``key`` is empty)."""
        with self._read() as db:
            rows = (
                db.execute(
                    select(t_learner.c.id, t_learner.c.name, t_learner.c.created).order_by(t_learner.c.id)
                )
                .mappings()
                .all()
            )
        return [Learner(r["id"], "", r["name"], _time(r["created"])) for r in rows]

    def delete_learner(self, learner_id: LearnerRef) -> bool:
        """Delete the learner with all their answers and review states; False if there was no such learner."""
        lid = _learner_id(learner_id)
        with self._write() as db:
            return db.execute(delete(t_learner).where(t_learner.c.id == lid)).rowcount > 0

    # -- answers --

    def record_answer(
        self,
        learner_id: LearnerRef,
        *,
        item: str,
        kind: str,
        concept: str,
        correct: bool,
        verdict: str,
        answer: str,
        seconds: float | None = None,
        at: datetime | None = None,
        schedule_item: bool = True,
    ) -> int:
        """Store one answer and update the fsrs state of its item and its concept; the answer's id.

        All in one transaction: afterwards either everything is stored or
        nothing is.  ``at`` defaults to now; it must be timezone-aware.
        The rating is :func:`~trainer.progress.schedule.rating_for`.
        ``schedule_item=False``: only the concept is scheduled, for an answer whose item cannot be asked
        again (a decision in a played deal, :func:`trainer.progress.practice.played_item`).
        """
        lid = _learner_id(learner_id)
        when = check_time(at, "at") if at is not None else datetime.now(UTC)
        item = _check_label(item, "item")
        kind = _check_label(kind, "kind")
        concept = _check_label(concept, "concept")
        verdict = _check_label(verdict, "verdict")
        answer = _check_answer_text(answer)
        secs = _check_seconds(seconds)
        if not isinstance(correct, bool):
            raise ProgressError(f"correct must be True or False, not {correct!r}", code="bad_answer")
        with self._write() as db:
            self._lock_learner(db, lid)
            answer_id: int = db.execute(
                insert(t_answer)
                .values(
                    learner_id=lid,
                    at=_iso(when),
                    item=item,
                    kind=kind,
                    concept=concept,
                    correct=int(correct),
                    verdict=verdict,
                    answer=answer,
                    seconds=secs,
                )
                .returning(t_answer.c.id)
            ).scalar_one()
            keys = (f"item:{item}", f"concept:{concept}") if schedule_item else (f"concept:{concept}",)
            for key in keys:
                self._review(db, lid, key, correct, verdict, when)
        return answer_id

    def _review(
        self, db: Connection, lid: int, key: str, correct: bool, verdict: str, when: datetime
    ) -> None:
        old = _review_of(db, lid, key)
        card = old.card() if old is not None else Card(card_id=1, due=when)
        card, _log = SCHEDULER.review_card(card, rating_for(correct, verdict), when)
        new = ReviewState(
            key=key,
            state=card.state,
            step=card.step,
            stability=card.stability,
            difficulty=card.difficulty,
            due=card.due,
            last_review=card.last_review,
            reps=(old.reps if old else 0) + 1,
            lapses=(old.lapses if old else 0) + (not correct),
        )
        values = _review_values(new)
        if old is None:
            db.execute(insert(t_review).values(learner_id=lid, **values))
        else:
            db.execute(
                update(t_review).where(t_review.c.learner_id == lid, t_review.c.key == key).values(**values)
            )

    def answers(self, learner_id: LearnerRef, since: datetime | None = None) -> list[AnswerRow]:
        """The learner's answers (from ``since`` on, if given), oldest first."""
        lid = _learner_id(learner_id)
        lo = _iso(check_time(since, "since")) if since is not None else ""
        with self._read() as db:
            rows = (
                db.execute(
                    select(*(t_answer.c[c] for c in _ANSWER_COLUMNS))
                    .where(t_answer.c.learner_id == lid, t_answer.c.at >= lo)
                    .order_by(t_answer.c.at, t_answer.c.id)
                )
                .mappings()
                .all()
            )
        return [_answer_row(r) for r in rows]

    # -- review states --

    def review(self, learner_id: LearnerRef, key: str) -> ReviewState | None:
        """The fsrs state of ``"item:<id>"`` or ``"concept:<name>"``, or None if never answered."""
        lid = _learner_id(learner_id)
        check_review_key(key)
        with self._read() as db:
            return _review_of(db, lid, key)

    def review_states(self, learner_id: LearnerRef, kind: ReviewKind | None = None) -> list[ReviewState]:
        """All the learner's review states (of one kind, if given), by key."""
        lid = _learner_id(learner_id)
        if kind is not None and kind not in KINDS:
            raise ProgressError(f"kind must be 'item' or 'concept', not {kind!r}", code="bad_key")
        query = select(*(t_review.c[c] for c in _REVIEW_COLUMNS)).where(t_review.c.learner_id == lid)
        if kind is not None:
            query = query.where(t_review.c.key.startswith(_kind_prefix(kind), autoescape=True))
        with self._read() as db:
            rows = db.execute(query.order_by(t_review.c.key)).mappings().all()
        return [_review_state(r) for r in rows]

    def due(
        self, learner_id: LearnerRef, now: datetime, *, kind: ReviewKind = "item"
    ) -> list[tuple[str, datetime]]:
        """``(key, due)`` of the items (or concepts) due at ``now``, the most overdue first."""
        lid = _learner_id(learner_id)
        if kind not in KINDS:
            raise ProgressError(f"kind must be 'item' or 'concept', not {kind!r}", code="bad_key")
        when = _iso(check_time(now, "now"))
        with self._read() as db:
            rows = db.execute(
                select(t_review.c.key, t_review.c.due)
                .where(
                    t_review.c.learner_id == lid,
                    t_review.c.key.startswith(_kind_prefix(kind), autoescape=True),
                    t_review.c.due <= when,
                )
                .order_by(t_review.c.due, t_review.c.key)
            ).all()
        return [(key, _time(due)) for key, due in rows]

    def concepts_first_answered(self, learner_id: LearnerRef) -> dict[str, datetime]:
        """When the learner first answered each concept."""
        lid = _learner_id(learner_id)
        with self._read() as db:
            rows = db.execute(
                select(t_answer.c.concept, func.min(t_answer.c.at))
                .where(t_answer.c.learner_id == lid)
                .group_by(t_answer.c.concept)
            ).all()
        return {concept: _time(first) for concept, first in rows}

    # -- statistics --

    def stats(self, learner_id: LearnerRef, now: datetime, *, tz: tzinfo = UTC) -> Stats:
        """Figures for a progress page from the answers up to ``now``; days are calendar days in ``tz``."""
        now = check_time(now, "now")
        lid = _learner_id(learner_id)
        with self._read() as db:
            rows = [
                (_time(at), concept, bool(correct))
                for at, concept, correct in db.execute(
                    select(t_answer.c.at, t_answer.c.concept, t_answer.c.correct)
                    .where(t_answer.c.learner_id == lid, t_answer.c.at <= _iso(now))
                    .order_by(t_answer.c.at, t_answer.c.id)
                )
            ]
        today = now.astimezone(tz).date()
        per_concept: dict[str, list[tuple[datetime, bool]]] = {}
        per_day: dict[date, list[int]] = {}
        for at, concept, ok in rows:
            per_concept.setdefault(concept, []).append((at, ok))
            counts = per_day.setdefault(at.astimezone(tz).date(), [0, 0])
            counts[0] += 1
            counts[1] += ok
        concepts = []
        for concept in sorted(per_concept):
            answers = per_concept[concept]
            correct = sum(ok for _, ok in answers)
            streak = 0
            for _, ok in reversed(answers):
                if not ok:
                    break
                streak += 1
            concepts.append(
                ConceptStats(concept, len(answers), correct, correct / len(answers), streak, answers[-1][0])
            )
        day_streak = 0
        day = today if today in per_day else today - timedelta(days=1)
        while day in per_day:
            day_streak += 1
            day -= timedelta(days=1)
        days: list[DayCount] = []
        if per_day:
            day = min(per_day)
            while day <= today:
                answered, correct = per_day.get(day, (0, 0))
                days.append(DayCount(day, answered, correct))
                day += timedelta(days=1)
        total_correct = sum(ok for _, _, ok in rows)
        return Stats(
            answered=len(rows),
            correct=total_correct,
            accuracy=total_correct / len(rows) if rows else None,
            day_streak=day_streak,
            concepts=tuple(concepts),
            days=tuple(days),
        )

    # -- export and import --

    def export_learner(self, learner_id: LearnerRef) -> dict[str, Any]:
        """One learner's progress as JSON-ready data (their name, never their key); see docs/progress.md."""
        lid = _learner_id(learner_id)
        with self._read() as db:
            r = (
                db.execute(select(t_learner.c.name, t_learner.c.created).where(t_learner.c.id == lid))
                .mappings()
                .first()
            )
            if r is None:
                raise ProgressError(f"there is no learner {lid}", code="unknown_learner", learner_id=lid)
            answers = (
                db.execute(
                    select(*(t_answer.c[c] for c in _ANSWER_COLUMNS))
                    .where(t_answer.c.learner_id == lid)
                    .order_by(t_answer.c.at, t_answer.c.id)
                )
                .mappings()
                .all()
            )
            reviews = (
                db.execute(
                    select(*(t_review.c[c] for c in _REVIEW_COLUMNS))
                    .where(t_review.c.learner_id == lid)
                    .order_by(t_review.c.key)
                )
                .mappings()
                .all()
            )
            steps = _lesson_steps_of(db, lid)
        return {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "learner": {"name": r["name"], "created": r["created"]},
            "answers": [
                {
                    "at": a["at"],
                    "item": a["item"],
                    "kind": a["kind"],
                    "concept": a["concept"],
                    "correct": bool(a["correct"]),
                    "verdict": a["verdict"],
                    "answer": a["answer"],
                    "seconds": a["seconds"],
                }
                for a in answers
            ],
            "reviews": [
                {
                    "key": s["key"],
                    "state": State(s["state"]).name.lower(),
                    "step": s["step"],
                    "stability": s["stability"],
                    "difficulty": s["difficulty"],
                    "due": s["due"],
                    "last_review": s["last_review"],
                    "reps": s["reps"],
                    "lapses": s["lapses"],
                }
                for s in reviews
            ],
            "lessons": steps,
        }

    def import_learner(self, data: object) -> Learner:
        """A NEW learner (new id, new key) holding the exported progress in ``data``.

        ``data`` is checked completely before anything is written, and then
        written in one transaction.  ProgressError ``bad_import`` names the
        first problem with its JSON path (``answers[3].at: not an ISO date``).
        """
        doc = _validate_import(data)
        with self._write() as db:
            learner = self._insert_learner(db, doc.name, doc.created)
            if doc.answers:
                db.execute(
                    insert(t_answer),
                    [
                        {
                            "learner_id": learner.id,
                            "at": _iso(a.at),
                            "item": a.item,
                            "kind": a.kind,
                            "concept": a.concept,
                            "correct": int(a.correct),
                            "verdict": a.verdict,
                            "answer": a.answer,
                            "seconds": a.seconds,
                        }
                        for a in doc.answers
                    ],
                )
            if doc.reviews:
                db.execute(
                    insert(t_review), [{"learner_id": learner.id, **_review_values(s)} for s in doc.reviews]
                )
            if doc.lessons:
                _insert_lesson_steps(db, learner.id, doc.lessons)
        return learner


# --- import validation (pydantic, loaded only when importing) ---------------------------


@dataclass(frozen=True)
class _ImportedAnswer:
    at: datetime
    item: str
    kind: str
    concept: str
    correct: bool
    verdict: str
    answer: str
    seconds: float | None


@dataclass(frozen=True)
class _ImportDoc:
    name: str
    created: datetime
    answers: tuple[_ImportedAnswer, ...]
    reviews: tuple[ReviewState, ...]
    lessons: tuple[dict[str, Any], ...] = ()


# --- lesson steps in the export (the table is trainer.progress.lessons'; issue 13) ----------------


def _lesson_steps_of(db: Connection, lid: int) -> list[dict[str, Any]]:
    from trainer.progress.lessons import lesson_step as t  # that module imports this one

    rows = db.execute(select(t).where(t.c.learner_id == lid).order_by(t.c.lesson, t.c.step)).mappings().all()
    return [
        {
            "lesson": r["lesson"],
            "step": r["step"],
            "first_at": r["first_at"],
            "last_at": r["last_at"],
            "attempts": r["attempts"],
            "first_correct": bool(r["first_correct"]),
            "correct": bool(r["correct"]),
        }
        for r in rows
    ]


def _insert_lesson_steps(db: Connection, lid: int, steps: Sequence[dict[str, Any]]) -> None:
    from trainer.progress.lessons import lesson_step as t

    db.execute(
        insert(t),
        [
            {
                "learner_id": lid,
                "lesson": x["lesson"],
                "step": x["step"],
                "first_at": _iso(x["first_at"]),
                "last_at": _iso(x["last_at"]),
                "attempts": x["attempts"],
                "first_correct": int(x["first_correct"]),
                "correct": int(x["correct"]),
            }
            for x in steps
        ],
    )


def _json_path(loc: Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(top level)"


def _bad_import(where: str, problem: str) -> ProgressError:
    return ProgressError(
        f"progress import: {where}: {problem}", code="bad_import", where=where, problem=problem
    )


@functools.cache
def _import_model() -> Any:
    """The pydantic model of an export (built on first use: pydantic takes a while to import)."""
    from typing import Annotated

    from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field

    def v_time(value: object) -> datetime:
        if not isinstance(value, str):
            raise ValueError("not an ISO date (expected text)")
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError("not an ISO date") from None
        if parsed.tzinfo is None:
            raise ValueError("an ISO date without a time zone")
        try:
            return check_time(parsed)
        except ProgressError as e:
            raise ValueError(e.message) from None

    def v_label(value: str) -> str:
        try:
            return _check_label(value, "the text")
        except ProgressError as e:
            raise ValueError(e.message.removeprefix("the text ")) from None

    def v_name(value: str) -> str:
        try:
            return check_name(value)
        except ProgressError as e:
            raise ValueError(e.message) from None

    def v_answer(value: str) -> str:
        try:
            return _check_answer_text(value)
        except ProgressError as e:
            raise ValueError(e.message) from None

    def v_key(value: str) -> str:
        try:
            return check_review_key(value)
        except ProgressError as e:
            raise ValueError(e.message) from None

    def v_seconds(value: float | None) -> float | None:
        try:
            return _check_seconds(value)
        except ProgressError as e:
            raise ValueError(e.message) from None

    def v_finite(value: float | None) -> float | None:
        if value is not None and not math.isfinite(value):
            raise ValueError("not a finite number")
        if value is not None and abs(value) > FLOAT_MAX:
            raise ValueError(f"must be at most {FLOAT_MAX:g}")
        return value

    def v_count(value: int | None) -> int | None:
        if value is not None and not 0 <= value <= COUNT_MAX:
            raise ValueError(f"must be from 0 to {COUNT_MAX}")
        return value

    def v_state(value: str) -> State:
        states = {s.name.lower(): s for s in State}
        if not isinstance(value, str) or value not in states:
            raise ValueError(f"not a review state (one of {', '.join(states)})")
        return states[value]

    IsoTime = Annotated[datetime, BeforeValidator(v_time)]
    Label = Annotated[str, AfterValidator(v_label)]
    Finite = Annotated[float | None, AfterValidator(v_finite)]
    Count = Annotated[int, AfterValidator(v_count)]
    Step = Annotated[int | None, AfterValidator(v_count)]

    class Model(BaseModel):
        model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    class LearnerIn(Model):
        name: Annotated[str, AfterValidator(v_name)]
        created: IsoTime

    class AnswerIn(Model):
        at: IsoTime
        item: Label
        kind: Label
        concept: Label
        correct: bool
        verdict: Label
        answer: Annotated[str, AfterValidator(v_answer)]
        seconds: Annotated[float | None, AfterValidator(v_seconds)] = None

    class ReviewIn(Model):
        key: Annotated[str, AfterValidator(v_key)]
        state: Annotated[State, BeforeValidator(v_state)]
        step: Step = None
        stability: Finite = None
        difficulty: Finite = None
        due: IsoTime
        last_review: IsoTime | None = None
        reps: Count = 0
        lapses: Count = 0

    class LessonStepIn(Model):
        lesson: Label
        step: Label
        first_at: IsoTime
        last_at: IsoTime
        attempts: Count
        first_correct: bool
        correct: bool

    class ExportIn(Model):
        format: str
        version: int
        learner: LearnerIn
        answers: list[AnswerIn]
        reviews: list[ReviewIn]
        lessons: list[LessonStepIn] = Field(default_factory=list)  # since issue 13; older exports have none

    return ExportIn


def _validate_import(data: object) -> _ImportDoc:
    from pydantic import ValidationError

    if not isinstance(data, dict):
        raise _bad_import("(top level)", f"expected a JSON object, not {type(data).__name__}")
    if data.get("format") != EXPORT_FORMAT:
        raise _bad_import("format", f"expected {EXPORT_FORMAT!r}, not {data.get('format')!r}")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > EXPORT_VERSION:
        raise _bad_import("version", f"version {version} is newer than this program reads ({EXPORT_VERSION})")
    if version != EXPORT_VERSION or isinstance(version, bool):
        raise _bad_import("version", f"expected {EXPORT_VERSION}, not {version!r}")
    for part in ("answers", "reviews", "lessons"):
        rows = data.get(part)
        if isinstance(rows, list) and len(rows) > IMPORT_ROWS_MAX:
            raise _bad_import(part, f"at most {IMPORT_ROWS_MAX} entries, not {len(rows)}")
    try:
        doc = _import_model().model_validate(data)
    except ValidationError as e:
        errors = e.errors(include_url=False)
        first = errors[0]
        problem = str(first["msg"]).removeprefix("Value error, ")
        more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
        raise _bad_import(_json_path(first["loc"]), problem + more) from None
    seen: dict[str, int] = {}
    reviews = []
    for i, s in enumerate(doc.reviews):
        if s.key in seen:
            raise _bad_import(f"reviews[{i}].key", f"{s.key!r} is already in reviews[{seen[s.key]}]")
        seen[s.key] = i
        state = s.state.name.lower()
        if (s.step is None) != (s.state is State.Review):
            need = "has no step" if s.state is State.Review else "needs a step"
            raise _bad_import(f"reviews[{i}].step", f"a {state} state {need}")
        if (s.stability is None) != (s.difficulty is None):
            raise _bad_import(f"reviews[{i}]", "stability and difficulty are both given or both null")
        if s.stability is None and s.state is not State.Learning:
            raise _bad_import(f"reviews[{i}].stability", f"a {state} state needs stability and difficulty")
        if s.stability is not None and s.stability <= 0:
            raise _bad_import(f"reviews[{i}].stability", "must be greater than 0")
        if s.difficulty is not None and not 1 <= s.difficulty <= 10:
            raise _bad_import(f"reviews[{i}].difficulty", "must be from 1 to 10")
        reviews.append(
            ReviewState(
                s.key, s.state, s.step, s.stability, s.difficulty, s.due, s.last_review, s.reps, s.lapses
            )
        )
    answers = tuple(
        _ImportedAnswer(a.at, a.item, a.kind, a.concept, a.correct, a.verdict, a.answer, a.seconds)
        for a in doc.answers
    )
    placed: dict[tuple[str, str], int] = {}
    for i, x in enumerate(doc.lessons):
        if (x.lesson, x.step) in placed:
            raise _bad_import(
                f"lessons[{i}]",
                f"step {x.step!r} of {x.lesson!r} is already in lessons[{placed[x.lesson, x.step]}]",
            )
        placed[x.lesson, x.step] = i
    lessons = tuple(x.model_dump() for x in doc.lessons)
    return _ImportDoc(doc.learner.name, doc.learner.created, answers, tuple(reviews), lessons)
