"""Learner progress in SQLite: learners, every answer, and fsrs review state (no Streamlit here).

The database file is ``$SKRUUVI_PROGRESS_DB`` if that is set, else
``$SKRUUVI_DATA/progress.sqlite3`` if ``SKRUUVI_DATA`` is set, else
``data/progress.sqlite3`` under the repository root (:func:`default_path`).
The parent directory is created when the store is opened.

Durability (see docs/progress.md): the file is in WAL mode with
``synchronous=FULL``, every write is one ``BEGIN IMMEDIATE`` transaction, and
waits for another writer up to :data:`BUSY_TIMEOUT_MS`.  A crash loses at most
the answer being written.  Each operation opens its own short-lived
connection, so a :class:`ProgressStore` may be shared by any number of
threads (Streamlit sessions) and processes; no sqlite3 connection ever
crosses a thread.

Privacy: a learner is found by their random ``key`` only
(:meth:`ProgressStore.learner_by_key`).  Every other method takes that
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

import contextlib
import functools
import math
import os
import re
import secrets
import sqlite3
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any, Final, Literal

from fsrs import Card, State

from trainer.errors import SkruuviError
from trainer.progress.schedule import SCHEDULER, rating_for

DB_ENV: Final = "SKRUUVI_PROGRESS_DB"
DATA_ENV: Final = "SKRUUVI_DATA"
DB_NAME: Final = "progress.sqlite3"
REPO_ROOT: Final = Path(__file__).resolve().parents[2]
DEFAULT_DB: Final = REPO_ROOT / "data" / DB_NAME

#: How long a write waits for another writer before it gives up (ProgressError ``busy``).
BUSY_TIMEOUT_MS: Final = 10_000
#: FULL: every commit is on disk before record_answer returns (see docs/progress.md).
SYNCHRONOUS: Final = "FULL"

NAME_MAX: Final = 40
#: Bytes of randomness in a learner key; :func:`secrets.token_urlsafe` gives 16 characters for 12.
KEY_BYTES: Final = 12
KEY_RE: Final = re.compile(r"[A-Za-z0-9_-]{16}")
#: Longest item id, kind, concept or verdict, and longest answer text.
LABEL_MAX: Final = 200
ANSWER_MAX: Final = 10_000

EXPORT_FORMAT: Final = "skruuvikoulu-progress"
EXPORT_VERSION: Final = 1

#: Times outside these years are refused (they would not sort as text, or overflow fsrs' date sums).
YEAR_MIN: Final = 1970
YEAR_MAX: Final = 2999

ReviewKind = Literal["item", "concept"]
KINDS: Final[tuple[ReviewKind, ...]] = ("item", "concept")


class ProgressError(SkruuviError):
    """A problem with the progress store: bad input, or a database that cannot be used.

    ``path`` names the database file where the problem is the file's;
    ``where`` is the JSON path inside import data (``answers[3].at``).
    """

    code = "progress"

    def __init__(
        self, message: str, *, code: str | None = None, path: str = "", where: str = "", **params: Any
    ) -> None:
        super().__init__(message, code=code, path=path, where=where, **params)
        self.path = path
        self.where = where


# --- values ----------------------------------------------------------------------


@dataclass(frozen=True)
class Learner:
    """A learner.  ``key`` is their secret: it is left out of ``repr`` so it does not end up in logs."""

    id: int
    key: str = field(repr=False)
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


def default_path() -> Path:
    """The database file named by the environment (see the module docstring); not created here."""
    raw = os.environ.get(DB_ENV, "").strip()
    if raw:
        return Path(raw).expanduser()
    data = os.environ.get(DATA_ENV, "").strip()
    return Path(data).expanduser() / DB_NAME if data else DEFAULT_DB


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
    """A learner name, stripped and NFC; ProgressError ``bad_name`` saying what is wrong."""
    if not isinstance(name, str):
        raise ProgressError(f"a learner name must be text, not {type(name).__name__}", code="bad_name")
    clean = unicodedata.normalize("NFC", name.strip())
    if not clean:
        raise ProgressError("a learner name must not be empty", code="bad_name")
    if len(clean) > NAME_MAX:
        raise ProgressError(
            f"a learner name has at most {NAME_MAX} characters (this one has {len(clean)})", code="bad_name"
        )
    bad = _bad_char(clean)
    if bad is not None:
        raise ProgressError(f"a learner name must not contain control characters ({bad})", code="bad_name")
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
        raise ProgressError(f"answer has at most {ANSWER_MAX} characters", code="bad_answer")
    return value


def _check_seconds(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
        raise ProgressError(f"seconds must be a number >= 0 or None, not {value!r}", code="bad_answer")
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


# --- schema and migrations ---------------------------------------------------------

Migration = Callable[[sqlite3.Connection], None]


def _v1_create_tables(db: sqlite3.Connection) -> None:
    """Version 1: learners, answers and review states."""
    db.execute(
        """CREATE TABLE learner (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            created TEXT NOT NULL
        )"""
    )
    db.execute(
        """CREATE TABLE answer (
            id INTEGER PRIMARY KEY,
            learner_id INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            item TEXT NOT NULL,
            kind TEXT NOT NULL,
            concept TEXT NOT NULL,
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            verdict TEXT NOT NULL,
            answer TEXT NOT NULL,
            seconds REAL
        )"""
    )
    db.execute("CREATE INDEX answer_by_learner ON answer(learner_id, at)")
    db.execute(
        """CREATE TABLE review (
            learner_id INTEGER NOT NULL REFERENCES learner(id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            state INTEGER NOT NULL CHECK (state IN (1, 2, 3)),
            step INTEGER,
            stability REAL,
            difficulty REAL,
            due TEXT NOT NULL,
            last_review TEXT,
            reps INTEGER NOT NULL DEFAULT 0,
            lapses INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (learner_id, key)
        ) WITHOUT ROWID"""
    )
    db.execute("CREATE INDEX review_by_due ON review(learner_id, due)")


#: MIGRATIONS[n - 1] takes the schema from version n - 1 to n, inside one transaction.
#: To add version 2, append one function; never change a released one.
MIGRATIONS: Final[tuple[Migration, ...]] = (_v1_create_tables,)
SCHEMA_VERSION: Final = len(MIGRATIONS)

_ANSWER_COLUMNS: Final = "id, at, item, kind, concept, correct, verdict, answer, seconds"
_REVIEW_COLUMNS: Final = "key, state, step, stability, difficulty, due, last_review, reps, lapses"


def _answer_row(r: sqlite3.Row) -> AnswerRow:
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


def _review_state(r: sqlite3.Row) -> ReviewState:
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


def _key_range(kind: ReviewKind) -> tuple[str, str]:
    """Bounds with ``lo <= key < hi`` for the keys of one kind (';' follows ':'), so the index is used."""
    return f"{kind}:", f"{kind};"


# --- the store -----------------------------------------------------------------------------


class ProgressStore:
    """The progress database at ``path`` (default :func:`default_path`).

    Opening creates the parent directory and the file if needed, switches it
    to WAL mode and applies the migrations; it raises ProgressError
    ``not_a_database`` (with the path) for a file that is not an SQLite
    database and ``newer_database`` for one written by a newer version.
    The object holds no connection: share it freely between threads.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ProgressError(
                f"cannot create the directory of the progress database {self.path}: {e.strerror or e}",
                code="cannot_open",
                path=str(self.path),
            ) from e
        self._open()

    def __repr__(self) -> str:
        return f"ProgressStore({str(self.path)!r})"

    # -- connections --

    def _error(self, e: sqlite3.Error) -> ProgressError:
        code = getattr(e, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        where = str(self.path)
        if primary in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT):
            return ProgressError(
                f"{where} is not a readable progress database ({e})", code="not_a_database", path=where
            )
        if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
            return ProgressError(
                f"the progress database {where} stayed busy for more than {BUSY_TIMEOUT_MS / 1000:g} s",
                code="busy",
                path=where,
            )
        if primary == sqlite3.SQLITE_CANTOPEN:
            return ProgressError(
                f"cannot open the progress database {where} ({e})", code="cannot_open", path=where
            )
        if primary in (
            sqlite3.SQLITE_FULL,
            sqlite3.SQLITE_IOERR,
            sqlite3.SQLITE_READONLY,
            sqlite3.SQLITE_PERM,
        ):
            return ProgressError(
                f"cannot write the progress database {where} ({e})", code="storage", path=where
            )
        return ProgressError(f"progress database {where}: {e}", code="database", path=where)

    def _raw_connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=True
        )
        db.row_factory = sqlite3.Row
        try:
            db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            db.execute("PRAGMA foreign_keys = ON")
            db.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
        except BaseException:
            db.close()
            raise
        return db

    def _user_version(self, db: sqlite3.Connection) -> int:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise ProgressError(
                f"the progress database {self.path} has schema version {version}, newer than this "
                f"program knows ({SCHEMA_VERSION}); update the program, or use another file",
                code="newer_database",
                path=str(self.path),
                version=version,
                known=SCHEMA_VERSION,
            )
        return version

    def _open(self) -> None:
        """WAL mode and migrations: each migration in its own BEGIN IMMEDIATE transaction."""
        try:
            db = self._raw_connect()
        except sqlite3.Error as e:
            raise self._error(e) from e
        try:
            self._user_version(db)  # a newer file is refused before anything is written to it
            db.execute("PRAGMA journal_mode = WAL")
            while True:
                db.execute("BEGIN IMMEDIATE")
                try:
                    version = self._user_version(db)  # another process may have migrated meanwhile
                    if version >= SCHEMA_VERSION:
                        db.execute("COMMIT")
                        break
                    MIGRATIONS[version](db)
                    db.execute(f"PRAGMA user_version = {version + 1}")
                    db.execute("COMMIT")
                except BaseException:
                    if db.in_transaction:
                        db.execute("ROLLBACK")
                    raise
        except sqlite3.Error as e:
            raise self._error(e) from e
        finally:
            db.close()

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[sqlite3.Connection]:
        """A fresh connection in one transaction (``begin``): committed if the block succeeds, else rolled back."""
        try:
            db = self._raw_connect()
        except sqlite3.Error as e:
            raise self._error(e) from e
        try:
            db.execute(begin)
            self._user_version(db)
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as e:
            raise self._error(e) from e
        finally:
            if db.in_transaction:
                with contextlib.suppress(sqlite3.Error):  # closing rolls back as well
                    db.execute("ROLLBACK")
            db.close()

    def _read(self) -> AbstractContextManager[sqlite3.Connection]:
        """One read transaction: a consistent snapshot."""
        return self._transaction("BEGIN")

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        """One write transaction, taking the write lock at once (BEGIN IMMEDIATE) so it cannot deadlock later."""
        return self._transaction("BEGIN IMMEDIATE")

    # -- learners --

    def create_learner(self, name: str) -> Learner:
        """A new learner with a fresh random key.  ProgressError ``bad_name`` for a bad name."""
        clean = check_name(name)
        created = datetime.now(UTC)
        with self._write() as db:
            return self._insert_learner(db, clean, created)

    def _insert_learner(self, db: sqlite3.Connection, name: str, created: datetime) -> Learner:
        while True:
            key = secrets.token_urlsafe(KEY_BYTES)
            if db.execute("SELECT 1 FROM learner WHERE key = ?", (key,)).fetchone() is None:
                break
        cur = db.execute(
            "INSERT INTO learner (key, name, created) VALUES (?, ?, ?)", (key, name, _iso(created))
        )
        assert cur.lastrowid is not None
        return Learner(cur.lastrowid, key, name, created)

    def learner_by_key(self, key: object) -> Learner | None:
        """The learner with this key, or None (also for anything that is not a key)."""
        if not isinstance(key, str) or KEY_RE.fullmatch(key) is None:
            return None
        with self._read() as db:
            r = db.execute("SELECT id, key, name, created FROM learner WHERE key = ?", (key,)).fetchone()
        return None if r is None else Learner(r["id"], r["key"], r["name"], _time(r["created"]))

    def all_learners(self) -> list[Learner]:
        """ADMIN / COMMAND LINE ONLY: every learner, keys included.  The app must never call this."""
        with self._read() as db:
            rows = db.execute("SELECT id, key, name, created FROM learner ORDER BY id").fetchall()
        return [Learner(r["id"], r["key"], r["name"], _time(r["created"])) for r in rows]

    def delete_learner(self, learner_id: LearnerRef) -> bool:
        """Delete the learner with all their answers and review states; False if there was no such learner."""
        lid = _learner_id(learner_id)
        with self._write() as db:
            return db.execute("DELETE FROM learner WHERE id = ?", (lid,)).rowcount > 0

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
    ) -> int:
        """Store one answer and update the fsrs state of its item and its concept; the answer's id.

        All in one transaction: afterwards either everything is stored or
        nothing is.  ``at`` defaults to now; it must be timezone-aware.
        The rating is :func:`~trainer.progress.schedule.rating_for`.
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
            if db.execute("SELECT 1 FROM learner WHERE id = ?", (lid,)).fetchone() is None:
                raise ProgressError(f"there is no learner {lid}", code="unknown_learner", learner_id=lid)
            cur = db.execute(
                "INSERT INTO answer (learner_id, at, item, kind, concept, correct, verdict, answer, seconds)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (lid, _iso(when), item, kind, concept, int(correct), verdict, answer, secs),
            )
            answer_id = cur.lastrowid
            for key in (f"item:{item}", f"concept:{concept}"):
                self._review(db, lid, key, correct, verdict, when)
        assert answer_id is not None
        return answer_id

    def _review(
        self, db: sqlite3.Connection, lid: int, key: str, correct: bool, verdict: str, when: datetime
    ) -> None:
        r = db.execute(
            f"SELECT {_REVIEW_COLUMNS} FROM review WHERE learner_id = ? AND key = ?", (lid, key)
        ).fetchone()
        old = _review_state(r) if r is not None else None
        card = old.card() if old is not None else Card(card_id=1, due=when)
        card, _log = SCHEDULER.review_card(card, rating_for(correct, verdict), when)
        db.execute(
            f"INSERT OR REPLACE INTO review (learner_id, {_REVIEW_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                lid,
                key,
                int(card.state),
                card.step,
                card.stability,
                card.difficulty,
                _iso(card.due),
                _iso(card.last_review) if card.last_review is not None else None,
                (old.reps if old else 0) + 1,
                (old.lapses if old else 0) + (not correct),
            ),
        )

    def answers(self, learner_id: LearnerRef, since: datetime | None = None) -> list[AnswerRow]:
        """The learner's answers (from ``since`` on, if given), oldest first."""
        lid = _learner_id(learner_id)
        lo = _iso(check_time(since, "since")) if since is not None else ""
        with self._read() as db:
            rows = db.execute(
                f"SELECT {_ANSWER_COLUMNS} FROM answer WHERE learner_id = ? AND at >= ? ORDER BY at, id",
                (lid, lo),
            ).fetchall()
        return [_answer_row(r) for r in rows]

    # -- review states --

    def review(self, learner_id: LearnerRef, key: str) -> ReviewState | None:
        """The fsrs state of ``"item:<id>"`` or ``"concept:<name>"``, or None if never answered."""
        lid = _learner_id(learner_id)
        check_review_key(key)
        with self._read() as db:
            r = db.execute(
                f"SELECT {_REVIEW_COLUMNS} FROM review WHERE learner_id = ? AND key = ?", (lid, key)
            ).fetchone()
        return None if r is None else _review_state(r)

    def review_states(self, learner_id: LearnerRef, kind: ReviewKind | None = None) -> list[ReviewState]:
        """All the learner's review states (of one kind, if given), by key."""
        lid = _learner_id(learner_id)
        if kind is not None and kind not in KINDS:
            raise ProgressError(f"kind must be 'item' or 'concept', not {kind!r}", code="bad_key")
        lo, hi = _key_range(kind) if kind is not None else ("", "\U0010ffff")
        with self._read() as db:
            rows = db.execute(
                f"SELECT {_REVIEW_COLUMNS} FROM review WHERE learner_id = ? AND key >= ? AND key < ? ORDER BY key",
                (lid, lo, hi),
            ).fetchall()
        return [_review_state(r) for r in rows]

    def due(
        self, learner_id: LearnerRef, now: datetime, *, kind: ReviewKind = "item"
    ) -> list[tuple[str, datetime]]:
        """``(key, due)`` of the items (or concepts) due at ``now``, the most overdue first."""
        lid = _learner_id(learner_id)
        if kind not in KINDS:
            raise ProgressError(f"kind must be 'item' or 'concept', not {kind!r}", code="bad_key")
        lo, hi = _key_range(kind)
        with self._read() as db:
            rows = db.execute(
                "SELECT key, due FROM review WHERE learner_id = ? AND key >= ? AND key < ? AND due <= ?"
                " ORDER BY due, key",
                (lid, lo, hi, _iso(check_time(now, "now"))),
            ).fetchall()
        return [(r["key"], _time(r["due"])) for r in rows]

    def concepts_first_answered(self, learner_id: LearnerRef) -> dict[str, datetime]:
        """When the learner first answered each concept."""
        lid = _learner_id(learner_id)
        with self._read() as db:
            rows = db.execute(
                "SELECT concept, MIN(at) AS first FROM answer WHERE learner_id = ? GROUP BY concept",
                (lid,),
            ).fetchall()
        return {r["concept"]: _time(r["first"]) for r in rows}

    # -- statistics --

    def stats(self, learner_id: LearnerRef, now: datetime, *, tz: tzinfo = UTC) -> Stats:
        """Figures for a progress page from the answers up to ``now``; days are calendar days in ``tz``."""
        now = check_time(now, "now")
        lid = _learner_id(learner_id)
        with self._read() as db:
            rows = [
                (_time(r[0]), r[1], bool(r[2]))
                for r in db.execute(
                    "SELECT at, concept, correct FROM answer WHERE learner_id = ? AND at <= ? ORDER BY at, id",
                    (lid, _iso(now)),
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
            r = db.execute("SELECT name, created FROM learner WHERE id = ?", (lid,)).fetchone()
            if r is None:
                raise ProgressError(f"there is no learner {lid}", code="unknown_learner", learner_id=lid)
            answers = db.execute(
                f"SELECT {_ANSWER_COLUMNS} FROM answer WHERE learner_id = ? ORDER BY at, id", (lid,)
            ).fetchall()
            reviews = db.execute(
                f"SELECT {_REVIEW_COLUMNS} FROM review WHERE learner_id = ? ORDER BY key", (lid,)
            ).fetchall()
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
            db.executemany(
                "INSERT INTO answer (learner_id, at, item, kind, concept, correct, verdict, answer, seconds)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        learner.id,
                        _iso(a.at),
                        a.item,
                        a.kind,
                        a.concept,
                        int(a.correct),
                        a.verdict,
                        a.answer,
                        a.seconds,
                    )
                    for a in doc.answers
                ],
            )
            db.executemany(
                f"INSERT INTO review (learner_id, {_REVIEW_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        learner.id,
                        s.key,
                        int(s.state),
                        s.step,
                        s.stability,
                        s.difficulty,
                        _iso(s.due),
                        _iso(s.last_review) if s.last_review is not None else None,
                        s.reps,
                        s.lapses,
                    )
                    for s in doc.reviews
                ],
            )
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

    from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict

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
        return value

    def v_count(value: int | None) -> int | None:
        if value is not None and value < 0:
            raise ValueError("must not be negative")
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

    class ExportIn(Model):
        format: str
        version: int
        learner: LearnerIn
        answers: list[AnswerIn]
        reviews: list[ReviewIn]

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
    return _ImportDoc(doc.learner.name, doc.learner.created, answers, tuple(reviews))
