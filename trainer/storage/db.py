"""One database for everything the app keeps: SQLite by default, PostgreSQL for a club server (no Streamlit here).

Which database (:func:`database_url`): ``$SKRUUVI_DATABASE_URL`` if it is set
(``postgresql+psycopg://user:password@host/db``, or any ``sqlite:///path``),
else the SQLite file ``$SKRUUVI_PROGRESS_DB``, else
``$SKRUUVI_DATA/progress.sqlite3``, else ``data/progress.sqlite3`` under the
repository root.

Concurrency rules (docs/storage.md):

* Every operation is one short transaction on a connection borrowed from a
  small pool for that operation only (:meth:`Database.read`,
  :meth:`Database.write`), rolled back if anything was left open, and
  returned: no transaction outlives its operation, so a :class:`Database`
  may be shared by every thread (Streamlit session) of a process, and any
  number of processes may use the same database.  An SQLite connection is
  dropped, not reused, when its file was removed or replaced (a restore).
* SQLite: WAL mode, ``synchronous=FULL`` (a commit is on disk before the
  call returns), foreign keys on; a write transaction takes the write lock at
  once (``BEGIN IMMEDIATE``) and waits up to :data:`BUSY_TIMEOUT_MS` for
  another writer, so writers are serialised and cannot deadlock.
* PostgreSQL: READ COMMITTED for writes, and a writer first locks the row
  that owns what it changes (the learner, the score sheet) with ``SELECT ...
  FOR UPDATE``: the same serialisation per owner as SQLite gives globally.
  Reads are REPEATABLE READ, so one read sees one snapshot.
* The schema is versioned with Alembic (``trainer/storage/migrations``);
  :func:`open_database` brings a database to the newest version under a lock
  (SQLite's write lock; PostgreSQL's advisory lock), so several processes may
  start at once.  A database written by a newer program is refused
  (``newer_database``) before anything is written to it.  An SQLite file of the
  first progress store (``PRAGMA user_version = 1``, before Alembic) is taken
  over as it is.

Every failure is a :class:`StorageError` (or the subclass the caller names)
with a stable ``code``: ``not_a_database``, ``newer_database``, ``busy``,
``cannot_open``, ``storage`` or ``database``.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, DisconnectionError, SQLAlchemyError
from sqlalchemy.pool import QueuePool

from trainer.errors import SkruuviError

URL_ENV: Final = "SKRUUVI_DATABASE_URL"
DB_ENV: Final = "SKRUUVI_PROGRESS_DB"
DATA_ENV: Final = "SKRUUVI_DATA"
DB_NAME: Final = "progress.sqlite3"
REPO_ROOT: Final = Path(__file__).resolve().parents[2]
DEFAULT_DB: Final = REPO_ROOT / "data" / DB_NAME

#: How long a write waits for another writer before it gives up (``busy``).
BUSY_TIMEOUT_MS: Final = 10_000
#: FULL: every commit is on disk before the call returns.
SYNCHRONOUS: Final = "FULL"
#: The PostgreSQL advisory lock held while migrating (any fixed number; "skru" in ASCII).
MIGRATION_LOCK: Final = 0x736B7275

_MIGRATIONS_DIR: Final = Path(__file__).resolve().parent / "migrations"


class StorageError(SkruuviError):
    """The database cannot be used: ``path`` names the file or the server (never a password)."""

    code = "database"

    def __init__(self, message: str, *, code: str | None = None, path: str = "", **params: Any) -> None:
        super().__init__(message, code=code, path=path, **params)
        self.path = path


def default_path() -> Path:
    """The SQLite file named by the environment when no URL is set (not created here)."""
    raw = os.environ.get(DB_ENV, "").strip()
    if raw:
        return Path(raw).expanduser()
    data = os.environ.get(DATA_ENV, "").strip()
    return Path(data).expanduser() / DB_NAME if data else DEFAULT_DB


def database_url() -> str:
    """The database the environment names (see the module docstring)."""
    raw = os.environ.get(URL_ENV, "").strip()
    return raw if raw else sqlite_url(default_path())


def sqlite_url(path: str | os.PathLike[str]) -> str:
    """The SQLAlchemy URL of an SQLite file."""
    return f"sqlite:///{Path(path)}"


class Database:
    """An open, migrated database (use :func:`open_database`).

    ``path`` is the SQLite file, or None for a server; ``where`` names the
    database in messages (the file, or ``host/dbname`` without a password).
    """

    def __init__(self, url: str, *, error: type[StorageError] = StorageError) -> None:
        try:
            parsed = make_url(url)
        except ArgumentError as e:
            raise error(f"not a database URL: {e}", code="cannot_open") from None
        self.url = parsed
        self.dialect = parsed.get_backend_name()
        if self.dialect not in ("sqlite", "postgresql"):
            raise error(
                f"unsupported database {self.dialect!r}: use sqlite:///FILE or postgresql+psycopg://...",
                code="cannot_open",
            )
        self.is_sqlite = self.dialect == "sqlite"
        self.path = Path(parsed.database) if self.is_sqlite and parsed.database else None
        if self.is_sqlite:
            self.where = str(self.path)
        else:
            self.where = f"{parsed.host or 'localhost'}:{parsed.port or 5432}/{parsed.database or ''}"
        self.error_class = error
        self.engine = self._make_engine(parsed.render_as_string(hide_password=False))

    def __repr__(self) -> str:
        return f"Database({self.url.render_as_string(hide_password=True)!r})"

    # -- engine --

    def _make_engine(self, url: str) -> Engine:
        if self.is_sqlite:
            if self.path is None or str(self.path) == ":memory:":
                raise self.error_class(
                    "an SQLite database needs a file (sqlite:///path), not memory", code="cannot_open"
                )
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise self.error_class(
                    f"cannot create the directory of the database {self.path}: {e.strerror or e}",
                    code="cannot_open",
                    path=str(self.path),
                ) from e
            # A small pool: each operation borrows a connection (rolled back and returned at the end),
            # so a connection is used by one thread at a time; keeping them open spares a WAL
            # checkpoint at every close.  A killed process takes its connections with it.
            engine = create_engine(
                url,
                poolclass=QueuePool,
                pool_size=4,
                max_overflow=8,
                connect_args={"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
            )

            @event.listens_for(engine, "connect")
            def _pragmas(dbapi: sqlite3.Connection, _record: object) -> None:
                dbapi.isolation_level = None  # we issue BEGIN ourselves (below)
                cur = dbapi.cursor()
                try:
                    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                    cur.execute("PRAGMA foreign_keys = ON")
                    cur.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
                    cur.execute("PRAGMA secure_delete = ON")  # deleted rows (a deleted learner) are zeroed
                finally:
                    cur.close()

            path = self.path

            @event.listens_for(engine, "connect")
            def _remember_file(dbapi: sqlite3.Connection, record: Any) -> None:
                record.info["inode"] = _inode(path)

            @event.listens_for(engine, "checkout")
            def _same_file(dbapi: sqlite3.Connection, record: Any, _proxy: object) -> None:
                # A pooled connection keeps its file open: if the file was removed or replaced
                # meanwhile (a restore), drop the connection rather than write into the old one.
                if record.info.get("inode") != _inode(path):
                    raise DisconnectionError(f"{path} was removed or replaced")
                cur = dbapi.cursor()
                try:
                    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                finally:
                    cur.close()

            @event.listens_for(engine, "begin")
            def _begin(conn: Connection) -> None:
                write = conn.get_execution_options().get("skruuvi_write", False)
                conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

            return engine
        return create_engine(
            url,
            pool_pre_ping=True,
            pool_size=5,
            max_overflow=10,
            connect_args={"connect_timeout": 10},
        )

    # -- errors --

    def error(self, e: BaseException) -> StorageError:
        """A database exception as this database's error (the caller raises it ``from e``)."""
        cls = self.error_class
        where = self.where
        orig = e.orig if isinstance(e, DBAPIError) else e
        if isinstance(orig, sqlite3.Error):
            code = getattr(orig, "sqlite_errorcode", None)
            primary = code & 0xFF if isinstance(code, int) else None
            if primary in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT):
                return cls(f"{where} is not a readable database ({orig})", code="not_a_database", path=where)
            if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                return cls(
                    f"the database {where} stayed busy for more than {BUSY_TIMEOUT_MS / 1000:g} s",
                    code="busy",
                    path=where,
                )
            if primary == sqlite3.SQLITE_CANTOPEN:
                return cls(f"cannot open the database {where} ({orig})", code="cannot_open", path=where)
            if primary in (
                sqlite3.SQLITE_FULL,
                sqlite3.SQLITE_IOERR,
                sqlite3.SQLITE_READONLY,
                sqlite3.SQLITE_PERM,
            ):
                return cls(f"cannot write the database {where} ({orig})", code="storage", path=where)
            return cls(f"database {where}: {orig}", code="database", path=where)
        sqlstate = getattr(orig, "sqlstate", None)
        if isinstance(sqlstate, str):
            if sqlstate in ("40001", "40P01", "55P03", "57014"):
                return cls(f"the database {where} stayed busy ({sqlstate})", code="busy", path=where)
            if sqlstate.startswith("53") or sqlstate in ("25006",):
                return cls(f"cannot write the database {where} ({sqlstate})", code="storage", path=where)
            if sqlstate.startswith("08") or sqlstate.startswith("28") or sqlstate == "3D000":
                return cls(f"cannot open the database {where} ({sqlstate})", code="cannot_open", path=where)
            return cls(f"database {where}: {sqlstate}", code="database", path=where)
        if isinstance(e, DBAPIError) and e.connection_invalidated:
            return cls(f"lost the connection to the database {where}", code="cannot_open", path=where)
        if isinstance(e, DBAPIError) and type(orig).__name__ == "OperationalError":
            return cls(f"cannot open the database {where} ({orig})", code="cannot_open", path=where)
        return cls(f"database {where}: {orig}", code="database", path=where)

    # -- transactions --

    @contextmanager
    def _transaction(self, write: bool, error: type[StorageError] | None) -> Iterator[Connection]:
        cls = error or self.error_class
        try:
            conn = self.engine.connect()
        except SQLAlchemyError as e:
            raise _recast(self.error(e), cls) from e
        try:
            if write:
                conn = conn.execution_options(skruuvi_write=True)
            elif not self.is_sqlite:
                conn = conn.execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True)
            with conn.begin():
                yield conn
        except SQLAlchemyError as e:
            raise _recast(self.error(e), cls) from e
        finally:
            with contextlib.suppress(SQLAlchemyError):
                conn.close()

    def read(self, error: type[StorageError] | None = None) -> contextlib.AbstractContextManager[Connection]:
        """One read transaction (one consistent snapshot); errors of class ``error``."""
        return self._transaction(False, error)

    def write(self, error: type[StorageError] | None = None) -> contextlib.AbstractContextManager[Connection]:
        """One write transaction: committed if the block succeeds, else rolled back."""
        return self._transaction(True, error)

    def lock(self, conn: Connection, table: str, column: str, value: object) -> bool:
        """Lock the row ``table.column = value`` for this write transaction; False if there is none.

        SQLite's ``BEGIN IMMEDIATE`` already holds the whole database, so there it only checks that
        the row exists; PostgreSQL takes the row lock (``FOR UPDATE``).
        """
        suffix = "" if self.is_sqlite else " FOR UPDATE"
        row = conn.execute(text(f"SELECT 1 FROM {table} WHERE {column} = :v{suffix}"), {"v": value}).first()
        return row is not None

    # -- migrations --

    def migrate(self) -> None:
        """Bring the schema to the newest version (see the module docstring).

        A database written by a newer program is refused before anything is written to it.
        """
        from trainer.storage import migrate

        with self.read() as conn:
            migrate.check(conn, self)
        if self.is_sqlite:
            self._wal()
        with self.write() as conn:
            if not self.is_sqlite:
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": MIGRATION_LOCK})
            migrate.upgrade(conn, self)
        if self.is_sqlite:
            # Copy the WAL into the file now, so what a migration replaced (the first store's plain
            # learner keys) is overwritten in the file itself, not left there until a later checkpoint.
            self._pragma("PRAGMA wal_checkpoint(TRUNCATE)")

    def _wal(self) -> None:
        """Switch an SQLite file to WAL mode (kept in the file; outside any transaction)."""
        self._pragma("PRAGMA journal_mode = WAL")

    def _pragma(self, statement: str) -> None:
        """Run one SQLite PRAGMA outside any transaction."""
        try:
            raw = self.engine.raw_connection()
        except SQLAlchemyError as e:
            raise self.error(e) from e
        try:
            raw.driver_connection.execute(statement)  # type: ignore[union-attr]
        except sqlite3.Error as e:
            raise self.error(e) from e
        finally:
            raw.close()

    def dispose(self) -> None:
        """Close pooled connections (PostgreSQL); the object stays usable."""
        self.engine.dispose()


def _inode(path: Path) -> tuple[int, int] | None:
    """The file's identity (device, inode), or None when it is not there."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _recast(err: StorageError, cls: type[StorageError]) -> StorageError:
    if isinstance(err, cls):
        return err
    return cls(err.message, code=err.code, **{k: v for k, v in err.params.items()})


def open_database(url: str | None = None, *, error: type[StorageError] = StorageError) -> Database:
    """The database at ``url`` (default :func:`database_url`), migrated; errors of class ``error``.

    Not cached: each call checks the schema (cheap when it is up to date); the app keeps one per process.
    """
    db = Database(url or database_url(), error=error)
    db.migrate()
    return db


def as_database(
    target: Database | str | os.PathLike[str] | None, *, error: type[StorageError] = StorageError
) -> Database:
    """``target`` itself if it is a :class:`Database`, else the database it names, opened and migrated.

    ``target`` is a database URL (``postgresql+psycopg://...``, ``sqlite:///...``), the path of an
    SQLite file, or None for :func:`database_url`.
    """
    if isinstance(target, Database):
        return target
    if target is None:
        return open_database(database_url(), error=error)
    if isinstance(target, str) and "://" in target:
        return open_database(target, error=error)
    return open_database(sqlite_url(target), error=error)


def migrations_dir() -> Path:
    """Where the Alembic scripts live."""
    return _MIGRATIONS_DIR
