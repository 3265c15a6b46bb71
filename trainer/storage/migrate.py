"""Run the Alembic migrations on a connection that is already in a (locked) write transaction."""

from __future__ import annotations

from typing import TYPE_CHECKING

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import Connection, inspect, text

if TYPE_CHECKING:
    from trainer.storage.db import Database

#: The revision an SQLite file of the first progress store (``PRAGMA user_version = 1``) is at.
FIRST_STORE_REVISION = "0001"


def config(conn: Connection | None = None) -> Config:
    """Alembic's configuration, built in code (there is no alembic.ini)."""
    from trainer.storage.db import migrations_dir

    cfg = Config()
    cfg.set_main_option("script_location", str(migrations_dir()))
    if conn is not None:
        cfg.attributes["connection"] = conn
    return cfg


def head() -> str:
    """The newest revision this program knows."""
    rev = ScriptDirectory.from_config(config()).get_current_head()
    assert rev is not None
    return rev


def current(conn: Connection) -> str | None:
    """The revision the database is at, or None for an empty database."""
    if "alembic_version" not in inspect(conn).get_table_names():
        return None
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


def check(conn: Connection, db: Database) -> str | None:
    """Refuse a database written by a newer program (``newer_database``); its revision, or None."""
    script = ScriptDirectory.from_config(config())
    rev = current(conn)
    if rev is not None:
        try:
            script.get_revision(rev)
        except CommandError:
            raise db.error_class(
                f"the database {db.where} has schema revision {rev!r}, newer than this program knows "
                f"({head()!r}); update the program, or use another database",
                code="newer_database",
                path=db.where,
                version=rev,
                known=head(),
            ) from None
    elif db.is_sqlite:
        user_version = int(conn.exec_driver_sql("PRAGMA user_version").scalar() or 0)
        if user_version > 1:
            raise db.error_class(
                f"the database {db.where} has schema version {user_version}, newer than this program knows",
                code="newer_database",
                path=db.where,
                version=user_version,
                known=head(),
            )
    return rev


def upgrade(conn: Connection, db: Database) -> None:
    """Refuse a newer database, take over a first-store SQLite file, then upgrade to the head."""
    cfg = config(conn)
    first_store = (
        check(conn, db) is None
        and db.is_sqlite
        and int(conn.exec_driver_sql("PRAGMA user_version").scalar() or 0) == 1
    )
    if first_store:
        command.stamp(cfg, FIRST_STORE_REVISION)
    command.upgrade(cfg, "head")
