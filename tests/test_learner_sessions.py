"""Remembered browsers (trainer/progress/sessions.py): tokens that map to a learner, on SQLite and PostgreSQL.

The database keeps no token and no key: only hashes and the key sealed with the token; a token
ends on sign-out, when idle too long and with its learner; a wrong, ended or malformed token
opens nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from trainer.progress import ProgressStore
from trainer.progress.sessions import IDLE_DAYS, TOKEN_RE, SessionStore, learner_session, seal, unseal
from trainer.storage import open_database

NOW = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)


@pytest.fixture
def stores(database_url: str) -> tuple[ProgressStore, SessionStore]:
    db = open_database(database_url)
    return ProgressStore(db), SessionStore(db)


def test_a_token_opens_its_learner_with_the_key_and_the_database_keeps_neither(
    stores: tuple[ProgressStore, SessionStore],
) -> None:
    progress, sessions = stores
    me = progress.create_learner("Aino")
    token = sessions.start(me, NOW)
    assert TOKEN_RE.fullmatch(token) and token != me.key
    resumed = sessions.resume(token, NOW + timedelta(hours=1))
    assert resumed is not None and not resumed.renewed
    assert resumed.learner == me and resumed.learner.key == me.key and resumed.learner.name == "Aino"
    with sessions.db.read() as db:
        rows = db.execute(select(learner_session)).mappings().all()
    text = repr([dict(r) for r in rows])
    assert len(rows) == 1 and token not in text and me.key not in text


def test_two_learners_tokens_never_cross(stores: tuple[ProgressStore, SessionStore]) -> None:
    progress, sessions = stores
    a, b = progress.create_learner("A"), progress.create_learner("B")
    ta, tb = sessions.start(a, NOW), sessions.start(b, NOW)
    ra, rb = sessions.resume(ta, NOW), sessions.resume(tb, NOW)
    assert ra is not None and rb is not None
    assert (ra.learner.id, ra.learner.key) == (a.id, a.key)
    assert (rb.learner.id, rb.learner.key) == (b.id, b.key)


@pytest.mark.parametrize(
    "bad",
    [None, 7, "", "x" * 43, "a" * 42, "a" * 44, "a" * 43 + "\n", "../" * 14 + "a", "a" * 42 + "=", "ä" * 43],
)
def test_anything_else_opens_nothing(stores: tuple[ProgressStore, SessionStore], bad: object) -> None:
    progress, sessions = stores
    sessions.start(progress.create_learner("Aino"), NOW)
    assert sessions.resume(bad, NOW) is None
    assert sessions.end(bad) is False


def test_the_learners_key_does_not_work_as_a_token(stores: tuple[ProgressStore, SessionStore]) -> None:
    progress, sessions = stores
    me = progress.create_learner("Aino")
    sessions.start(me, NOW)
    assert sessions.resume(me.key, NOW) is None


def test_sign_out_ends_only_this_browser_and_sign_out_everywhere_ends_all(
    stores: tuple[ProgressStore, SessionStore],
) -> None:
    progress, sessions = stores
    me = progress.create_learner("Aino")
    phone, laptop, tablet = (sessions.start(me, NOW) for _ in range(3))
    assert sessions.count(me) == 3
    assert sessions.end(phone) is True
    assert sessions.resume(phone, NOW) is None
    assert sessions.end(phone) is False  # already ended
    assert sessions.resume(laptop, NOW) is not None
    assert sessions.end_all(me) == 2
    assert sessions.resume(laptop, NOW) is None and sessions.resume(tablet, NOW) is None


def test_deleting_the_learner_deletes_their_tokens(stores: tuple[ProgressStore, SessionStore]) -> None:
    progress, sessions = stores
    me = progress.create_learner("Aino")
    token = sessions.start(me, NOW)
    assert progress.delete_learner(me)
    assert sessions.resume(token, NOW) is None
    assert sessions.count(me.id) == 0


def test_a_token_idle_too_long_is_refused_and_use_keeps_it_alive(
    stores: tuple[ProgressStore, SessionStore],
) -> None:
    progress, sessions = stores
    me = progress.create_learner("Aino")
    used, idle = sessions.start(me, NOW), sessions.start(me, NOW)
    later = NOW
    for _ in range(4):  # used every 100 days: renewed each time, alive after 400 days
        later += timedelta(days=100)
        r = sessions.resume(used, later)
        assert r is not None and r.renewed
    assert sessions.resume(used, later + timedelta(hours=2)).renewed is False  # type: ignore[union-attr]
    assert sessions.resume(idle, NOW + timedelta(days=IDLE_DAYS, seconds=1)) is None
    assert sessions.count(me) == 1  # the idle one was deleted when seen
    assert sessions.resume(idle, NOW) is None


def test_prune_deletes_idle_tokens_only(stores: tuple[ProgressStore, SessionStore]) -> None:
    progress, sessions = stores
    me = progress.create_learner("Aino")
    sessions.start(me, NOW - timedelta(days=IDLE_DAYS + 1))
    fresh = sessions.start(me, NOW - timedelta(days=IDLE_DAYS - 1))
    assert sessions.prune(NOW) == 1
    assert sessions.resume(fresh, NOW) is not None


def test_every_sign_in_deletes_anybodys_idle_tokens(stores: tuple[ProgressStore, SessionStore]) -> None:
    progress, sessions = stores
    old, new = progress.create_learner("Old"), progress.create_learner("New")
    sessions.start(old, NOW - timedelta(days=IDLE_DAYS + 1))
    kept = sessions.start(old, NOW - timedelta(days=IDLE_DAYS - 1))
    sessions.start(new, NOW)
    assert sessions.count(old) == 1 and sessions.resume(kept, NOW) is not None


def test_a_learner_without_a_key_gets_no_token(stores: tuple[ProgressStore, SessionStore]) -> None:
    from trainer.progress import ProgressError

    progress, sessions = stores
    (listed,) = [x for x in [progress.create_learner("Aino")] for x in progress.all_learners()]
    with pytest.raises(ProgressError) as e:
        sessions.start(listed, NOW)  # all_learners() carries no key
    assert e.value.code == "bad_key"


def test_the_seal_needs_the_token() -> None:
    key, token = "hx9YmHHG8bfE6Eno", "A" * 43
    sealed = seal(key, token)
    assert key not in sealed and unseal(sealed, token) == key
    assert unseal(sealed, "B" * 43) != key
