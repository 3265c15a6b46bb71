"""Remembered browsers: a random sign-in token that maps to a learner on the server (no Streamlit here).

A learner who signs in (creates a profile, types their key, imports an export) gets a fresh
*session token* of 256 random bits.  The browser keeps only that token (in a cookie, see
``trainer/ui/learner.py``); the database keeps only its SHA-256 hash, the learner it belongs
to, when it was made and last used, and the learner's key *sealed with the token*:

    sealed = key XOR SHA-256("skruuvikoulu key seal" | token)

So the token, and nothing else in the browser, opens the profile; the page can show the
learner their key again after a reload (the key is otherwise stored nowhere: the learner table
keeps only its hash); and a copy of the database alone opens no profile and reveals no key (it
has neither the tokens nor the keys, only hashes and keys sealed with tokens it does not have).

Signing out ends the token on the server (:meth:`SessionStore.end`), so a copied cookie stops
working at once; "sign out everywhere" ends every token of the learner (:meth:`SessionStore.end_all`);
a token unused for :data:`IDLE_DAYS` days is refused and deleted (when seen, and at every
sign-in by anybody); deleting the learner deletes their
tokens (``ON DELETE CASCADE``).  Tokens are never rotated on use: two tabs that open at once
from the same cookie must both stay signed in.

Every failure of the database is a :class:`~trainer.progress.ProgressError` with the store's codes.
"""

from __future__ import annotations

import hashlib
import os
import re
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Final, cast

from sqlalchemy import Column, Connection, ForeignKey, Integer, Table, Text, delete, insert, select, update

from trainer.progress.store import Learner, LearnerRef, ProgressError, _iso, _learner_id, _time, check_time
from trainer.storage import Database, hash_token, matches, new_token
from trainer.storage.db import as_database
from trainer.storage.schema import ctext, metadata
from trainer.storage.schema import learner as t_learner

#: Bytes of randomness in a session token: 32 gives 43 url-safe characters (256 bits).
TOKEN_BYTES: Final = 32
TOKEN_RE: Final = re.compile(r"[A-Za-z0-9_-]{43}")
#: A token unused for this long is refused (and deleted when next seen or pruned).
IDLE_DAYS: Final = 180
#: How often a token's ``last_used`` is written (and the browser's cookie renewed): at most once a day.
TOUCH_EVERY: Final = timedelta(days=1)
_SEAL_LABEL: Final = b"skruuvikoulu key seal\x00"

#: One remembered browser: created by migration 0003 (trainer/storage/migrations).
learner_session: Final = Table(
    "learner_session",
    metadata,
    Column("token_hash", ctext(64), primary_key=True),
    Column("learner_id", Integer, ForeignKey("learner.id", ondelete="CASCADE"), nullable=False),
    Column("created", ctext(), nullable=False),
    Column("last_used", ctext(), nullable=False),
    Column("sealed_key", Text, nullable=False),
)


def _pad(token: str, n: int) -> bytes:
    pad = hashlib.sha256(_SEAL_LABEL + token.encode("ascii")).digest()
    if n > len(pad):
        raise ProgressError("a learner key longer than the seal", code="bad_key")
    return pad[:n]


def seal(key: str, token: str) -> str:
    """``key`` sealed with ``token`` (hex): only the token opens it (a one-time pad derived from 256 random bits)."""
    raw = key.encode("ascii")
    return bytes(a ^ b for a, b in zip(raw, _pad(token, len(raw)), strict=True)).hex()


def unseal(sealed: str, token: str) -> str:
    """The key :func:`seal` sealed with ``token`` (with another token: some other text, never an error)."""
    raw = bytes.fromhex(sealed)
    return bytes(a ^ b for a, b in zip(raw, _pad(token, len(raw)), strict=True)).decode("latin-1")


@dataclass(frozen=True)
class Resumed:
    """A token that is still good: its learner (with their key) and whether it was just renewed."""

    learner: Learner
    renewed: bool


class SessionStore:
    """The remembered browsers in the app's database (the same one :class:`~trainer.progress.ProgressStore` uses).

    Holds no connection: share it freely between threads.
    """

    def __init__(self, target: Database | str | os.PathLike[str] | None = None) -> None:
        # A Database object is taken as it is, also one made before Streamlit re-imported trainer.storage
        # (the development server does that when a file changes; isinstance would then fail).
        self.db: Database = (
            cast(Database, target)
            if isinstance(target, Database) or hasattr(target, "write")
            else as_database(target, error=ProgressError)
        )

    def _read(self) -> AbstractContextManager[Connection]:
        return self.db.read(ProgressError)

    def _write(self) -> AbstractContextManager[Connection]:
        return self.db.write(ProgressError)

    def start(self, learner: Learner, now: datetime | None = None) -> str:
        """A fresh token for ``learner`` (who must carry their key, as the store just returned them).

        Deletes every token (of anybody) unused for :data:`IDLE_DAYS` days on the way.
        """
        if not learner.key:
            raise ProgressError("a session needs the learner's key", code="bad_key")
        at = check_time(now or datetime.now(UTC))
        when = _iso(at)
        token = new_token(TOKEN_BYTES)
        with self._write() as db:
            if not self.db.lock(db, "learner", "id", learner.id):
                raise ProgressError(f"there is no learner {learner.id}", code="unknown_learner")
            # Every sign-in also deletes the tokens nobody used for IDLE_DAYS (so the table keeps itself small).
            db.execute(
                delete(learner_session).where(
                    learner_session.c.last_used < _iso(at - timedelta(days=IDLE_DAYS))
                )
            )
            db.execute(
                insert(learner_session).values(
                    token_hash=hash_token(token),
                    learner_id=learner.id,
                    created=when,
                    last_used=when,
                    sealed_key=seal(learner.key, token),
                )
            )
        return token

    def resume(self, token: object, now: datetime | None = None) -> Resumed | None:
        """The learner of a good token, or None (anything that is not a token, unknown, ended or idle too long).

        Writes only when the token was last used more than :data:`TOUCH_EVERY` ago (then ``renewed``).
        """
        if not isinstance(token, str) or TOKEN_RE.fullmatch(token) is None:
            return None
        at = check_time(now or datetime.now(UTC)).astimezone(UTC)
        digest = hash_token(token)
        cols = (learner_session.c.token_hash, learner_session.c.last_used, learner_session.c.sealed_key)
        with self._read() as db:
            r = (
                db.execute(
                    select(*cols, t_learner.c.id, t_learner.c.key_hash, t_learner.c.name, t_learner.c.created)
                    .join(t_learner, t_learner.c.id == learner_session.c.learner_id)
                    .where(learner_session.c.token_hash == digest)
                )
                .mappings()
                .first()
            )
        if r is None or not matches(token, r["token_hash"]):
            return None
        last = _time(r["last_used"])
        if at - last > timedelta(days=IDLE_DAYS):
            self.end(token)
            return None
        try:
            key = unseal(r["sealed_key"], token)
        except ValueError:
            return None
        if not matches(key, r["key_hash"]):  # a row that does not fit its learner opens nothing
            return None
        learner = Learner(r["id"], key, r["name"], _time(r["created"]))
        renewed = at - last > TOUCH_EVERY
        if renewed:
            with self._write() as db:
                db.execute(
                    update(learner_session)
                    .where(learner_session.c.token_hash == digest)
                    .values(last_used=_iso(at))
                )
        return Resumed(learner, renewed)

    def end(self, token: object) -> bool:
        """Forget ``token`` (sign out this browser); False when it was not a live token."""
        if not isinstance(token, str) or TOKEN_RE.fullmatch(token) is None:
            return False
        with self._write() as db:
            return (
                db.execute(
                    delete(learner_session).where(learner_session.c.token_hash == hash_token(token))
                ).rowcount
                > 0
            )

    def end_all(self, learner: LearnerRef) -> int:
        """Forget every token of ``learner`` (sign out everywhere); how many there were."""
        lid = _learner_id(learner)
        with self._write() as db:
            return int(
                db.execute(delete(learner_session).where(learner_session.c.learner_id == lid)).rowcount
            )

    def count(self, learner: LearnerRef) -> int:
        """How many browsers ``learner`` is signed in on."""
        lid = _learner_id(learner)
        with self._read() as db:
            rows = db.execute(select(learner_session.c.token_hash).where(learner_session.c.learner_id == lid))
            return len(rows.all())

    def prune(self, now: datetime | None = None) -> int:
        """Delete every token unused for more than :data:`IDLE_DAYS` days; how many."""
        cutoff = _iso(check_time(now or datetime.now(UTC)) - timedelta(days=IDLE_DAYS))
        with self._write() as db:
            return int(
                db.execute(delete(learner_session).where(learner_session.c.last_used < cutoff)).rowcount
            )
