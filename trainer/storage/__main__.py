"""``python -m trainer.storage``: the administrator's command line for the app's database (no Streamlit).

Commands (each takes ``--url URL``; the default is :func:`trainer.storage.database_url`, that is
``$SKRUUVI_DATABASE_URL``, else the SQLite file of ``$SKRUUVI_PROGRESS_DB`` or ``$SKRUUVI_DATA``):

* ``upgrade``: open the database, bringing its schema to the newest revision; print the revision.
* ``current``: print the revision without changing anything.  Exit status 0 when it is the newest
  this program knows, 1 when the database is empty or behind (``upgrade`` brings it up).
* ``backup FILE``: a consistent copy while the app keeps running.  SQLite: Python's online backup
  API in one step (one read snapshot, which in WAL mode never blocks the app's writers), written
  to a temporary file beside FILE, checked with ``PRAGMA integrity_check``, switched to a
  self-contained rollback journal, and renamed into place only when complete.  PostgreSQL: when
  ``pg_dump`` is on PATH it runs ``pg_dump --format=custom`` for you (the password, if the URL
  has one, goes to it in ``PGPASSWORD``, never on its command line) into a temporary file,
  checks the archive with ``pg_restore --list``, and renames it into place; without ``pg_dump``
  it prints the command to run and exits with status 2.  An existing FILE is replaced only with
  ``--force``.  A database written by a newer program can still be backed up.
* ``sheets``: every score sheet (id, players, last change, the JSON file it was imported from);
  opening the sheet store imports the JSON sheets of earlier versions first.
* ``sheet-link ID``: a fresh edit token for sheet ID, printed as the link
  ``BASE/scorecard?sheet=ID&edit=TOKEN``; the sheet's previous edit link stops working.

Exit status: 0 done, 1 (``current`` only) not up to date, 2 bad input or a database that cannot be
used (one line on stderr naming the file, URL or id, never a password and never a traceback),
70 an unexpected error (one line; set ``SKRUUVI_DEBUG=1`` for the traceback).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Final, NoReturn
from urllib.parse import urlsplit

from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import URL, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from trainer.errors import SkruuviError
from trainer.storage import migrate
from trainer.storage.db import Database, StorageError, database_url
from trainer.storage.sheets import SheetError, SheetStore, check_sheet_id, legacy_dir

PROG: Final = "python -m trainer.storage"
DEFAULT_BASE_URL: Final = "http://localhost:8501"
#: The tables whose row counts a backup reports, in this order.
MAIN_TABLES: Final = (
    "learner",
    "answer",
    "review",
    "sheet",
    "sheet_entry",
    "sheet_change",
    "learner_sheet",
)
EXIT_BEHIND: Final = 1
EXIT_BAD: Final = 2
EXIT_INTERNAL: Final = 70
DEBUG_ENV: Final = "SKRUUVI_DEBUG"
#: How long a backup waits for the SQLite write lock another process holds, in seconds.
BACKUP_TIMEOUT_S: Final = 30.0
#: The user:password part of a URL, as SQLAlchemy reads it (the password runs to the first "@").
_PASSWORD_IN_URL: Final = re.compile(r"(?P<head>[^:/@]*://[^:/@]*:)(?P<password>[^@]*)@")


class CliError(StorageError):
    """Bad input to the command line; ``code`` says what."""

    code = "cli"


class _Usage(Exception):
    """argparse found bad arguments (raised instead of printing usage and exiting)."""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors become one line (see :func:`main`), not usage plus exit."""

    def error(self, message: str) -> NoReturn:
        raise _Usage(f"{message} (see {self.prog} --help)")


# --- messages --------------------------------------------------------------------------


def redact(url: str) -> str:
    """``url`` as typed, with any password replaced by ``***`` (also for text that is not a valid URL)."""
    return _PASSWORD_IN_URL.sub(r"\g<head>***@", url, count=1)


def _passwords(url: str) -> set[str]:
    """The password of ``url``, as typed and as decoded (either may turn up in a driver's message)."""
    found = set()
    m = _PASSWORD_IN_URL.search(url)
    if m:
        found.add(m.group("password"))
    with contextlib.suppress(ArgumentError, ValueError):
        password = make_url(url).password
        if password:
            found.add(str(password))
    return {p for p in found if len(p) >= 3}


def one_line(message: str, url: str | None = None) -> str:
    """``message`` as one safe line: whitespace runs joined, controls escaped, the URL's password removed."""
    from trainer.cli import shown

    line = " ".join(message.split())
    for secret in _passwords(url) if url else ():
        line = line.replace(secret, "***")
    return shown(line, None)


# --- opening ----------------------------------------------------------------------------


def _database(url: str, *, must_exist: bool) -> Database:
    """The database at ``url``, not migrated and not connected yet.

    With ``must_exist``, an SQLite file that does not exist is refused (CliError ``no_database``)
    instead of being created.  Raises StorageError ``cannot_open`` for a URL that cannot be used.
    """
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        raise CliError(f"--url {redact(url)}: not a database URL", code="cannot_open") from None
    if must_exist and parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        path = Path(str(parsed.database))
        if not path.is_file():
            raise CliError(
                f"there is no database file {path} (`{PROG} upgrade --url {redact(url)}` creates one)",
                code="no_database",
                path=str(path),
            )
    try:
        return Database(url)
    except StorageError as e:
        raise CliError(f"--url {redact(url)}: {e.message}", code=e.code) from None
    except ImportError as e:
        raise CliError(
            f"--url {redact(url)}: the database driver is not installed ({e.name or e}); "
            "use sqlite:///FILE or postgresql+psycopg://...",
            code="cannot_open",
        ) from None


def _revision(db: Database) -> tuple[str | None, bool]:
    """The database's revision (None: no schema yet) and whether it is a first-store SQLite file.

    Raises StorageError ``newer_database`` for a database written by a newer program.
    """
    with db.read() as conn:
        rev = migrate.check(conn, db)
        first = (
            rev is None
            and db.is_sqlite
            and int(conn.exec_driver_sql("PRAGMA user_version").scalar() or 0) == 1
        )
    return rev, first


def _describe(rev: str | None, first: bool) -> str:
    if rev is not None:
        return f"revision {rev}"
    return "the first progress store's schema (before Alembic)" if first else "no schema yet (empty)"


# --- commands ---------------------------------------------------------------------------


def cmd_upgrade(url: str) -> int:
    db = _database(url, must_exist=False)
    before, first = _revision(db)
    db.migrate()
    after, _ = _revision(db)
    head = migrate.head()
    if before == after:
        print(f"{db.where}: revision {after}, already the newest this program knows")
    else:
        print(f"{db.where}: upgraded from {_describe(before, first)} to revision {after} (newest: {head})")
    return 0


def cmd_current(url: str) -> int:
    db = _database(url, must_exist=True)
    rev, first = _revision(db)
    head = migrate.head()
    if rev == head:
        print(f"{db.where}: revision {rev}, up to date")
        return 0
    print(
        f"{db.where}: {_describe(rev, first)}; this program's newest is {head}: "
        f"`{PROG} upgrade` (or starting the app) brings it up to date"
    )
    return EXIT_BEHIND


def _target(file: str, force: bool, source: Path | None) -> Path:
    """The backup's destination, checked: its directory exists, it is not the database, and --force to replace."""
    dest = Path(file).expanduser()
    if dest.is_dir():
        raise CliError(f"{dest} is a directory: name the backup file", code="bad_target", path=str(dest))
    if not dest.parent.is_dir():
        raise CliError(
            f"there is no directory {dest.parent} for the backup", code="bad_target", path=str(dest)
        )
    if source is not None and dest.exists() and dest.resolve() == source.resolve():
        raise CliError(f"{dest} is the database itself: back up to another file", code="bad_target")
    if dest.exists() and not force:
        raise CliError(
            f"{dest} exists already; add --force to replace it", code="target_exists", path=str(dest)
        )
    return dest


def _fsync_dir(directory: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _sqlite_counts(conn: sqlite3.Connection) -> list[tuple[str, int]]:
    present = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return [
        (t, int(conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0]))
        for t in MAIN_TABLES
        if t in present
    ]


def backup_sqlite(db: Database, dest: Path) -> tuple[int, str, str | None, list[tuple[str, int]]]:
    """Copy the SQLite database to ``dest`` (see the module docstring): size, integrity, revision, counts.

    Raises StorageError (of the source's or the copy's file) when either cannot be read or written,
    and CliError ``bad_backup`` when the copy fails ``PRAGMA integrity_check`` (nothing is renamed).
    """
    assert db.path is not None
    fd, tmp_name = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        try:
            src = sqlite3.connect(f"{db.path.resolve().as_uri()}?mode=rw", uri=True, timeout=BACKUP_TIMEOUT_S)
        except sqlite3.Error as e:
            raise db.error(e) from e
        try:
            out = sqlite3.connect(tmp, timeout=BACKUP_TIMEOUT_S)
            try:
                try:
                    # pages=-1: the whole database in one step, from one read snapshot; in WAL mode
                    # the app's writers go on meanwhile (their commits are simply not in the copy).
                    src.backup(out, pages=-1)
                except sqlite3.Error as e:
                    raise db.error(e) from e
                copy = Database(f"sqlite:///{tmp}")
                try:
                    out.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
                    check = [str(r[0]) for r in out.execute("PRAGMA integrity_check").fetchall()]
                    if check != ["ok"]:
                        raise CliError(
                            f"the copy of {db.where} failed PRAGMA integrity_check ({'; '.join(check[:3])}); "
                            f"{dest} was not written",
                            code="bad_backup",
                            path=str(dest),
                        )
                    has_version = out.execute(
                        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'"
                    ).fetchone()
                    rev = (
                        out.execute("SELECT version_num FROM alembic_version").fetchone()
                        if has_version
                        else None
                    )
                    counts = _sqlite_counts(out)
                except sqlite3.Error as e:
                    raise copy.error(e) from e
            finally:
                out.close()
        finally:
            src.close()
        with tmp.open("rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, dest)
        _fsync_dir(dest.parent)
        return dest.stat().st_size, "ok", (str(rev[0]) if rev else None), counts
    finally:
        for leftover in (tmp, Path(f"{tmp}-journal"), Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
            with contextlib.suppress(FileNotFoundError):
                leftover.unlink()


def known_revision(rev: str) -> bool:
    """Whether this program knows the schema revision ``rev`` (False: a newer program wrote it)."""
    try:
        ScriptDirectory.from_config(migrate.config()).get_revision(rev)
    except CommandError:
        return False
    return True


def libpq_url(url: URL) -> str:
    """The libpq URL pg_dump wants (``postgresql://user@host:port/db?...``): no SQLAlchemy driver, no password."""
    plain = URL.create(
        "postgresql",
        username=url.username,
        host=url.host,
        port=url.port,
        database=url.database,
        query=url.query,
    )
    return plain.render_as_string(hide_password=False)


def pg_dump_command(url: URL, file: str | os.PathLike[str]) -> list[str]:
    """The pg_dump command that backs the database up to ``file`` (the password comes from PGPASSWORD)."""
    return ["pg_dump", "--format=custom", f"--file={file}", libpq_url(url)]


def backup_postgres(db: Database, dest: Path) -> int:
    """Run pg_dump for the admin (or say how, exit 2, when it is not on PATH); see the module docstring."""
    shown_cmd = shlex.join(pg_dump_command(db.url, dest)[:-1]) + f' "{libpq_url(db.url)}"'
    pg_dump = shutil.which("pg_dump")
    if pg_dump is None:
        raise CliError(
            f"{db.where} is a PostgreSQL database: back it up with pg_dump, which is not on PATH here: "
            f"{shown_cmd} (the URL of $SKRUUVI_DATABASE_URL without the +psycopg; give the password "
            "in PGPASSWORD or ~/.pgpass)",
            code="use_pg_dump",
        )
    env = dict(os.environ)
    if db.url.password:
        env["PGPASSWORD"] = str(db.url.password)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        argv = pg_dump_command(db.url, tmp)
        argv[0] = pg_dump
        done = subprocess.run(argv, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise CliError(
                f"pg_dump of {db.where} failed (exit status {done.returncode}): "
                f"{' '.join(done.stderr.split())[:400] or 'no message'}",
                code="pg_dump_failed",
            )
        entries = None
        pg_restore = shutil.which("pg_restore")
        if pg_restore is not None:
            listing = subprocess.run(
                [pg_restore, "--list", str(tmp)], capture_output=True, text=True, check=False
            )
            if listing.returncode != 0:
                raise CliError(
                    f"pg_restore --list cannot read the dump of {db.where}; {dest} was not written",
                    code="bad_backup",
                )
            entries = sum(1 for line in listing.stdout.splitlines() if line and not line.startswith(";"))
        with tmp.open("rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, dest)
        _fsync_dir(dest.parent)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
    with db.read() as conn:
        present = set(inspect(conn).get_table_names())
        counts = [
            (t, int(conn.execute(text(f'SELECT count(*) FROM "{t}"')).scalar_one()))
            for t in MAIN_TABLES
            if t in present
        ]
    print(f"backup of {db.where} written to {dest} with: {shown_cmd}")
    print(f"  size: {dest.stat().st_size:,} bytes")
    if entries is not None:
        print(f"  pg_restore --list: ok, {entries} entries")
    print("  rows in the database now: " + ", ".join(f"{t} {n:,}" for t, n in counts))
    return 0


def cmd_backup(url: str, file: str, force: bool) -> int:
    db = _database(url, must_exist=True)
    dest = _target(file, force, db.path)
    if not db.is_sqlite:
        return backup_postgres(db, dest)
    size, check, rev, counts = backup_sqlite(db, dest)
    known = ""
    if rev is not None and not known_revision(rev):
        known = f" (newer than this program's {migrate.head()})"
    print(f"backup of {db.where} written to {dest}")
    print(f"  size: {size:,} bytes")
    print(f"  integrity_check: {check}")
    print(f"  schema: {'revision ' + rev if rev else 'no Alembic revision'}{known}")
    print("  rows: " + (", ".join(f"{t} {n:,}" for t, n in counts) or "none of the app's tables"))
    return 0


def _sheet_store(url: str) -> SheetStore:
    """The sheet store of an existing database (migrated, JSON sheets of earlier versions imported)."""
    db = _database(url, must_exist=True)
    db.migrate()
    return SheetStore(db, legacy="default")


def cmd_sheets(url: str) -> int:
    from trainer.cli import shown

    store = _sheet_store(url)
    if store.imported:
        print(f"imported {store.imported} score sheet(s) from {legacy_dir()}")
    rows = store.all_sheets()
    if not rows:
        print(f"{store.db.where}: no score sheets")
        return 0
    print(f"{'id':22}  {'last change (UTC)':19}  {'players':40}  imported from")
    for sheet_id, players, modified, legacy in rows:
        names = shown(", ".join(players), 40)
        stamp = modified.strftime("%Y-%m-%d %H:%M:%S")
        print(f"{sheet_id:22}  {stamp:19}  {names:40}  {shown(legacy, None) if legacy else '-'}")
    print(f"{len(rows)} score sheet(s) in {store.db.where}")
    return 0


def check_base_url(base: str) -> str:
    """``base`` without a trailing slash, if it is an http(s) address with a host and no query; else CliError."""
    try:
        parts = urlsplit(base)
        ok = (
            parts.scheme in ("http", "https")
            and bool(parts.hostname)
            and not parts.query
            and not parts.fragment
        )
        _ = parts.port  # raises ValueError for a port out of range
    except ValueError:
        ok = False
    if not ok:
        raise CliError(
            f"--base-url {base}: not an address like http://host:port or https://host/path (no ? or #)",
            code="bad_base_url",
        )
    return base.rstrip("/")


def cmd_sheet_link(url: str, sheet_id: str, base_url: str) -> int:
    base = check_base_url(base_url)
    try:
        check_sheet_id(sheet_id)
    except SheetError as e:
        raise CliError(f"sheet id {sheet_id}: {e.message}", code=e.code) from None
    store = _sheet_store(url)
    try:
        token = store.new_edit_token(sheet_id)
    except SheetError as e:
        if e.code == "unknown_sheet":
            raise CliError(f"there is no score sheet {sheet_id} in {store.db.where}", code=e.code) from None
        raise
    print(f"{base}/scorecard?sheet={sheet_id}&edit={token}")
    print(
        f"note: the earlier edit link of sheet {sheet_id} no longer works (its read-only link, if it has one, still does)",
        file=sys.stderr,
    )
    return 0


# --- main --------------------------------------------------------------------------------


def parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description="The administrator's command line for the app's database (progress and score sheets).",
        epilog=(
            "--url defaults to $SKRUUVI_DATABASE_URL, else the SQLite file $SKRUUVI_PROGRESS_DB, "
            "else $SKRUUVI_DATA/progress.sqlite3, else data/progress.sqlite3. Exit status: 0 done, "
            "1 (current) not up to date, 2 bad input or an unusable database, 70 an unexpected error. "
            "See docs/storage.md."
        ),
    )
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, help_: str, description: str) -> argparse.ArgumentParser:
        c = sub.add_parser(name, help=help_, description=description)
        c.add_argument(
            "--url", help="the database (SQLAlchemy URL); default: see python -m trainer.storage --help"
        )
        return c

    command(
        "upgrade",
        "bring the database to the newest schema revision (creates an SQLite file that does not exist)",
        "Open the database, migrating its schema to the newest revision this program knows, and print "
        "the revision. Safe while the app runs. A database written by a newer program is refused.",
    )
    command(
        "current",
        "print the schema revision without changing anything",
        "Print the database's schema revision and whether it is the newest this program knows "
        "(exit status 0 if so, 1 if not). Changes nothing.",
    )
    b = command(
        "backup",
        "a consistent copy of the database while the app keeps running",
        "SQLite: copy the database with SQLite's online backup API (no need to stop the app) into a "
        "temporary file beside FILE, check it with PRAGMA integrity_check, and rename it to FILE when "
        "complete; print its size and row counts. PostgreSQL: run pg_dump --format=custom for you when "
        "it is on PATH (the password goes in PGPASSWORD), else print the pg_dump command and exit 2.",
    )
    b.add_argument("file", metavar="FILE", help="the backup file to write")
    b.add_argument("--force", action="store_true", help="replace FILE if it exists")
    command(
        "sheets",
        "list every score sheet (imports the JSON sheets of earlier versions first)",
        "List every score sheet: id, last change (UTC), players, and the JSON file it was imported from. "
        "Opening the sheet store imports the JSON sheets of earlier versions in $SKRUUVI_DATA once.",
    )
    link = command(
        "sheet-link",
        "give a sheet a fresh edit link (the old edit link stops working)",
        "Issue a fresh secret edit token for score sheet ID and print its link "
        "BASE/scorecard?sheet=ID&edit=TOKEN. The sheet's old edit link stops working at once; "
        "its read-only link keeps working. Anyone who has the new link can edit the sheet.",
    )
    link.add_argument(
        "sheet_id",
        metavar="ID",
        help="the score sheet's id (see the sheets command); an id that begins with '-' goes after '--', "
        "as in: sheet-link --url URL -- -AbC...",
    )
    link.add_argument(
        "--base-url",
        default=DEFAULT_BASE_URL,
        help=f"the app's address, with any base path (default {DEFAULT_BASE_URL})",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit status (see the module docstring).  Prints, never raises (but SystemExit)."""
    url = ""
    try:
        args = parser().parse_args(argv)
        url = args.url if args.url is not None else database_url()
        if args.command == "upgrade":
            return cmd_upgrade(url)
        if args.command == "current":
            return cmd_current(url)
        if args.command == "backup":
            return cmd_backup(url, args.file, args.force)
        if args.command == "sheets":
            return cmd_sheets(url)
        return cmd_sheet_link(url, args.sheet_id, args.base_url)
    except _Usage as e:
        return _fail(f"error: {e}", EXIT_BAD, url)
    except SkruuviError as e:
        return _fail(f"error: {e.message}", EXIT_BAD, url)
    except OSError as e:
        name = f" {e.filename}" if e.filename else ""
        return _fail(f"error:{name}: {e.strerror or e}", EXIT_BAD, url)
    except KeyboardInterrupt:
        return _fail("interrupted; nothing was renamed into place", 130, url)
    except Exception as e:
        if os.environ.get(DEBUG_ENV, "").strip() not in ("", "0"):
            raise
        return _fail(f"internal error ({type(e).__name__}): {e}", EXIT_INTERNAL, url)


def _fail(message: str, status: int, url: str) -> int:
    with contextlib.suppress(OSError, UnicodeError):
        print(f"{PROG}: {one_line(message, url)}", file=sys.stderr)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
