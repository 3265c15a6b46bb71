"""Database fixtures: ``database_url`` runs a test on SQLite and on PostgreSQL.

``postgres_server`` is the session's one throwaway PostgreSQL server (tools/pgtmp.py), started
only when a test needs it and stopped at the end. Tests that use it, and the ``postgresql`` case
of ``database_url``, carry the ``postgres`` marker: ``pytest -m postgres`` runs only them.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit import config as streamlit_config

from tests.postgres_support import postgres_unavailable
from tools.pgtmp import PostgresNotFoundError, TempPostgres, find_bindir

# A page's unexpected error is raised in tests, not turned into the learners' sentence
# (trainer/ui/page_guard.py): AppTest's at.exception and the browser tests' exception check see it.
# Set here, before any test starts the app, so the browser tests' server inherits it.
# Streamlit's details too: the deploy config hides them (.streamlit/config.toml), tests want them in full.
os.environ.setdefault("SKRUUVI_PAGE_ERRORS", "raise")
os.environ.setdefault("STREAMLIT_CLIENT_SHOW_ERROR_DETAILS", "full")  # `streamlit run` servers read it
streamlit_config.set_option("client.showErrorDetails", "full")  # AppTest, in this process, does not
# The browser tests' servers never reload modules: an edit in the tree during a run (other work in the same
# checkout) would otherwise swap trainer's classes under objects the running app holds.
os.environ.setdefault("STREAMLIT_SERVER_FILE_WATCHER_TYPE", "none")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[TempPostgres]:
    """A running throwaway PostgreSQL server, shared by the whole session (skips or fails when not installed)."""
    try:
        bindir, missing = find_bindir(), ""
    except PostgresNotFoundError as exc:
        bindir, missing = None, str(exc)
    if bindir is None:
        postgres_unavailable(missing)  # outside the except: the report shows only the reason
    with TempPostgres(bindir=bindir) as server:
        yield server


@pytest.fixture(
    params=[
        pytest.param("sqlite", id="sqlite"),
        pytest.param("postgresql", id="postgresql", marks=pytest.mark.postgres),
    ]
)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """SQLAlchemy URL of a new, empty database: a file under tmp_path, or ``t_<hex>`` on ``postgres_server``.

    The PostgreSQL database is dropped afterwards, ending any connection the test left open.
    """
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/test.sqlite3"
        return
    server: TempPostgres = request.getfixturevalue("postgres_server")
    name = f"t_{secrets.token_hex(8)}"
    url = server.create_database(name)
    yield url
    server.drop_database(name)


@pytest.fixture
def app_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh data directory (not created yet) holding the app's database, for AppTest runs.

    The app keeps its stores per process (``st.cache_resource``): they are reset here, so the
    app opens this test's database.
    """
    from trainer.ui import learner, storage

    where = tmp_path / "data"
    monkeypatch.setenv("SKRUUVI_DATA", str(where))
    monkeypatch.delenv("SKRUUVI_PROGRESS_DB", raising=False)
    monkeypatch.delenv("SKRUUVI_DATABASE_URL", raising=False)
    learner._store.clear()
    storage.database.clear()
    storage.sheet_store.clear()
    return where


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that uses ``postgres_server`` directly ``postgres`` too."""
    for item in items:
        if "postgres_server" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.postgres)
