"""The database fixtures of tests/conftest.py: a working, fresh database on SQLite and on PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from tests.postgres_support import REQUIRE_ENV, postgres_required, postgres_unavailable
from tools import pgtmp
from tools.pgtmp import PgTmpError, PostgresNotFoundError, TempPostgres

# URLs handed out so far in this session, to show that each test gets its own database.
_SEEN_URLS: list[str] = []


def _backend(request: pytest.FixtureRequest) -> str:
    backend = request.node.callspec.params["database_url"]
    assert isinstance(backend, str)
    return backend


def test_database_url_is_a_working_database(database_url: str, request: pytest.FixtureRequest) -> None:
    engine = sa.create_engine(database_url)
    try:
        assert engine.dialect.name == _backend(request)
        with engine.begin() as conn:
            assert conn.execute(sa.text("select 1")).scalar_one() == 1
            conn.execute(sa.text("create table players (id integer primary key, name text not null)"))
            conn.execute(
                sa.text("insert into players (id, name) values (:id, :name)"),
                [{"id": 1, "name": "Äijä"}, {"id": 2, "name": "skruuvi ♠"}],
            )
        with engine.connect() as conn:
            rows = conn.execute(sa.text("select id, name from players order by id")).all()
            assert [tuple(row) for row in rows] == [(1, "Äijä"), (2, "skruuvi ♠")]
            if engine.dialect.name == "postgresql":
                version = conn.execute(sa.text("show server_version")).scalar_one()
                assert int(version.split(".")[0]) >= 13, version
                assert conn.execute(sa.text("select current_database()")).scalar_one().startswith("t_")
    finally:
        engine.dispose()


@pytest.mark.parametrize("round_", [1, 2])
def test_each_test_gets_a_fresh_database(
    database_url: str, round_: int, request: pytest.FixtureRequest
) -> None:
    """Run twice per backend: the database is empty every time and never one handed out before."""
    assert database_url not in _SEEN_URLS
    earlier = list(_SEEN_URLS)
    _SEEN_URLS.append(database_url)
    engine = sa.create_engine(database_url)
    try:
        assert sa.inspect(engine).get_table_names() == []
        with engine.begin() as conn:
            conn.execute(sa.text("create table left_behind (id integer primary key)"))
    finally:
        engine.dispose()
    if _backend(request) == "postgresql":
        server: TempPostgres = request.getfixturevalue("postgres_server")
        names = {url.rsplit("/", 1)[1] for url in earlier if url.startswith("postgresql")}
        with sa.create_engine(server.url).connect() as conn:
            existing = set(conn.execute(sa.text("select datname from pg_database")).scalars())
        assert names.isdisjoint(existing), "a finished test's database was not dropped"


def test_postgres_server_databases_are_separate(postgres_server: TempPostgres) -> None:
    assert postgres_server.url == f"postgresql+psycopg://postgres@127.0.0.1:{postgres_server.port}/postgres"
    first = sa.create_engine(postgres_server.create_database("harness_one"))
    second = sa.create_engine(postgres_server.create_database("harness_two"))
    try:
        with first.begin() as conn:
            conn.execute(sa.text("create table only_here (id integer)"))
            assert conn.execute(sa.text("show listen_addresses")).scalar_one() == "127.0.0.1"
        assert sa.inspect(second).get_table_names() == []
        held = first.connect()  # an open connection must not stop the drop
        postgres_server.drop_database("harness_one")
        held.invalidate()
    finally:
        first.dispose()
        second.dispose()
        postgres_server.drop_database("harness_two")
    with sa.create_engine(postgres_server.url).connect() as conn:
        names = set(conn.execute(sa.text("select datname from pg_database")).scalars())
    assert not names & {"harness_one", "harness_two"}
    with pytest.raises(PgTmpError, match="bad database name"):
        postgres_server.create_database('x"; drop database postgres; --')


# --- no server binaries: skip, or fail when SKRUUVI_REQUIRE_POSTGRES=1 (no server needed) ----------


def test_missing_postgres_skips_unless_required() -> None:
    for env in ({}, {REQUIRE_ENV: ""}, {REQUIRE_ENV: "0"}, {REQUIRE_ENV: "no"}):
        assert not postgres_required(env)
        with pytest.raises(pytest.skip.Exception, match=r"no PostgreSQL server to test on.*initdb"):
            postgres_unavailable("no initdb", env)
    for env in ({REQUIRE_ENV: "1"}, {REQUIRE_ENV: "yes"}):
        assert postgres_required(env)
        with pytest.raises(
            pytest.fail.Exception, match=rf"{REQUIRE_ENV} is set but there is no PostgreSQL server.*initdb"
        ):
            postgres_unavailable("no initdb", env)


def test_find_bindir_names_what_is_missing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(pgtmp, "DEBIAN_GLOB", str(tmp_path / "*" / "bin"))
    monkeypatch.setenv("PATH", str(tmp_path))  # no pg_config
    with pytest.raises(PostgresNotFoundError) as caught:
        pgtmp.find_bindir()
    message = str(caught.value)
    assert "\n" not in message
    assert "initdb" in message and "pg_ctl" in message and "postgresql package" in message
    # A version directory with both binaries is found; the newest version wins.
    for version in ("9.6", "16", "15"):
        bindir = tmp_path / version / "bin"
        bindir.mkdir(parents=True)
        for tool in ("initdb", "pg_ctl"):
            (bindir / tool).write_text("#!/bin/sh\n")
            (bindir / tool).chmod(0o755)
    assert pgtmp.find_bindir() == tmp_path / "16" / "bin"
