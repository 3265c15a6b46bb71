"""A throwaway PostgreSQL server for tests, load tests and humans.

``TempPostgres`` runs ``initdb`` in a directory of its own (trust authentication for the
loopback address and the unix socket only, UTF8, locale C), starts the server with ``pg_ctl``
listening only on 127.0.0.1 on a free port with its unix socket in that directory, waits until it
accepts connections, and on ``stop()`` stops it (``pg_ctl stop -m fast``) and removes the
directory::

    with TempPostgres() as server:
        url = server.create_database("scores")  # postgresql+psycopg://postgres@127.0.0.1:PORT/scores

PostgreSQL refuses to run as root: when the process runs as root, ``initdb`` and ``pg_ctl`` run
as the ``postgres`` system user (created by Debian's ``postgresql`` package) through
``runuser -u postgres --``, and the directory is owned by that user with mode 0700, so it must
be somewhere that user can reach (the default, a new directory under /tmp, is).

Command line (the server keeps running between the two)::

    python -m tools.pgtmp start DIR   # prints the SQLAlchemy URL
    python -m tools.pgtmp stop DIR

Standalone: the standard library, plus psycopg 3 to talk to the running server.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import pwd
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self

if TYPE_CHECKING:
    import psycopg

__all__ = [
    "PgTmpError",
    "PostgresNotFoundError",
    "TempPostgres",
    "find_bindir",
]

#: Where Debian's postgresql-NN packages put the server binaries.
DEBIAN_GLOB = "/usr/lib/postgresql/*/bin"
#: The system user that runs the server when we are root.
SERVER_USER = "postgres"
#: Written into the cluster directory by start(), read by ``stop DIR``.
STATE_FILE = "pgtmp.json"
#: Database names create_database() accepts: plain lower-case identifiers, never quoted input.
_DB_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
#: A unix socket path (directory + "/.s.PGSQL.NNNNN") must fit in sockaddr_un.sun_path.
_MAX_SOCKET_DIR = 107 - len("/.s.PGSQL.65535")
_START_ATTEMPTS = 3
_START_TIMEOUT = 60


class PgTmpError(RuntimeError):
    """The throwaway server could not be set up, started, used or stopped."""


class PostgresNotFoundError(PgTmpError):
    """The PostgreSQL server binaries (initdb, pg_ctl) are not installed."""


def _version_key(bindir: Path) -> tuple[int, ...]:
    """Sort key for /usr/lib/postgresql/<version>/bin: 9.6 < 15 < 16.2; non-numeric parts sort first."""
    return tuple(int(part) if part.isdigit() else -1 for part in bindir.parent.name.split("."))


def _has_server(bindir: Path) -> bool:
    return all(os.access(bindir / tool, os.X_OK) for tool in ("initdb", "pg_ctl"))


def find_bindir() -> Path:
    """The directory holding ``initdb`` and ``pg_ctl``.

    Looks in Debian's ``/usr/lib/postgresql/*/bin`` (the newest version wins), then in
    ``pg_config --bindir``.

    Raises:
        PostgresNotFoundError: neither place has both binaries (one-line message naming them).
    """
    debian = sorted((p for p in Path("/").glob(DEBIAN_GLOB.lstrip("/")) if _has_server(p)), key=_version_key)
    if debian:
        return debian[-1]
    pg_config = shutil.which("pg_config")
    if pg_config is not None:
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            out = subprocess.run(
                [pg_config, "--bindir"], capture_output=True, text=True, timeout=10, check=True
            )
            bindir = Path(out.stdout.strip())
            if out.stdout.strip() and _has_server(bindir):
                return bindir
    raise PostgresNotFoundError(
        f"PostgreSQL server binaries not found: no initdb and pg_ctl in {DEBIAN_GLOB} "
        "or in `pg_config --bindir`; install Debian's postgresql package (apt-get install postgresql)"
    )


def _free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now (the server may still lose a race for it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _tail(path: Path, lines: int = 15) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no server log)"
    return "\n".join(text.splitlines()[-lines:])


class TempPostgres:
    """A throwaway PostgreSQL cluster in ``base_dir`` (default: a new directory under /tmp).

    ``base_dir`` is created when missing and must otherwise be empty; ``stop()`` removes it.
    Use as a context manager, or call ``start()`` and ``stop()``.
    """

    def __init__(self, base_dir: str | os.PathLike[str] | None = None, *, bindir: Path | None = None) -> None:
        self._requested_dir = Path(base_dir).absolute() if base_dir is not None else None
        self._bindir = bindir
        self._dir: Path | None = None
        self._port: int | None = None
        self._version: int | None = None
        self._as_root = os.geteuid() == 0

    # --- public interface ----------------------------------------------------

    @property
    def base_dir(self) -> Path:
        """The cluster directory (data/, the unix socket, server.log).

        Raises:
            PgTmpError: the server is not started.
        """
        if self._dir is None:
            raise PgTmpError("the PostgreSQL server is not started")
        return self._dir

    @property
    def port(self) -> int:
        """The TCP port on 127.0.0.1.

        Raises:
            PgTmpError: the server is not started.
        """
        if self._port is None:
            raise PgTmpError("the PostgreSQL server is not started")
        return self._port

    @property
    def url(self) -> str:
        """SQLAlchemy URL of the ``postgres`` database (raises PgTmpError when not started)."""
        return self.url_for("postgres")

    def url_for(self, database: str) -> str:
        """SQLAlchemy URL of ``database`` on this server (raises PgTmpError when not started)."""
        return f"postgresql+psycopg://{SERVER_USER}@127.0.0.1:{self.port}/{database}"

    def start(self) -> Self:
        """Create the cluster, start the server and wait until it accepts connections.

        Raises:
            PostgresNotFoundError: the server binaries are not installed.
            PgTmpError: already started; running as root without the ``postgres`` user or
                ``runuser``; the directory is not empty, cannot be reached by ``postgres`` or is
                too long for a unix socket; initdb or the server failed (with the log's tail).
        """
        if self._dir is not None:
            raise PgTmpError(f"the PostgreSQL server in {self._dir} is already started")
        bindir = self._bindir or find_bindir()
        self._bindir = bindir
        runas = self._runas_prefix()
        base = self._make_dir()
        self._dir = base
        try:
            self._initdb(runas, bindir, base)
            self._start_server(runas, bindir, base)
            self._write_state()
            self._wait_until_ready()
        except BaseException:
            with contextlib.suppress(Exception):
                self.stop()
            self._dir = None
            self._port = None
            raise
        return self

    def stop(self) -> None:
        """Stop the server (``pg_ctl stop -m fast``) and remove its directory. Does nothing when not started.

        Raises:
            PgTmpError: the server would not stop; the directory is then kept.
        """
        base = self._dir
        if base is None:
            return
        data = base / "data"
        if (data / "postmaster.pid").exists():
            bindir = self._bindir or find_bindir()
            pg_ctl = [*self._runas_prefix(), str(bindir / "pg_ctl"), "-D", str(data), "-w", "-t", "30"]
            result = self._run([*pg_ctl, "stop", "-m", "fast"], cwd=base, check=False)
            if result.returncode != 0 and (data / "postmaster.pid").exists():
                self._run([*pg_ctl, "stop", "-m", "immediate"], cwd=base, check=False)
            if (data / "postmaster.pid").exists():
                raise PgTmpError(f"the PostgreSQL server in {base} would not stop: {result.stderr.strip()}")
        shutil.rmtree(base, ignore_errors=True)
        self._dir = None
        self._port = None

    def create_database(self, name: str) -> str:
        """Create database ``name`` (lower-case letters, digits, underscores) and return its URL.

        Raises:
            PgTmpError: the name is not a plain identifier, the server is not started, or it refused.
        """
        self._check_name(name)
        self._execute(f"create database {name}", [f'CREATE DATABASE "{name}"'])
        return self.url_for(name)

    def drop_database(self, name: str) -> None:
        """Drop database ``name`` if it exists, first ending every connection still open to it.

        Raises:
            PgTmpError: the name is not a plain identifier, the server is not started, or it refused.
        """
        self._check_name(name)
        self._execute(
            f"drop database {name}",
            [
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                f" WHERE datname = '{name}' AND pid <> pg_backend_pid()",
                f'DROP DATABASE IF EXISTS "{name}"'
                + (" WITH (FORCE)" if self._server_version() >= 130000 else ""),
            ],
        )

    @classmethod
    def attach(cls, base_dir: str | os.PathLike[str]) -> TempPostgres:
        """The server that ``start()`` (or ``python -m tools.pgtmp start``) left running in ``base_dir``.

        Raises:
            PgTmpError: ``base_dir`` holds no state file of a started server.
        """
        base = Path(base_dir).absolute()
        try:
            state = json.loads((base / STATE_FILE).read_text(encoding="utf-8"))
            server = cls(bindir=Path(state["bindir"]))
            server._dir = base
            server._port = int(state["port"])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise PgTmpError(
                f"no throwaway PostgreSQL server in {base} ({STATE_FILE} unreadable: {exc})"
            ) from exc
        return server

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # --- internals ----------------------------------------------------------

    def _runas_prefix(self) -> list[str]:
        """``runuser -u postgres --`` when we are root (PostgreSQL will not run as root), else nothing."""
        if not self._as_root:
            return []
        try:
            pwd.getpwnam(SERVER_USER)
        except KeyError:
            raise PgTmpError(
                f"running as root needs the '{SERVER_USER}' system user to run the server "
                "(Debian's postgresql package creates it)"
            ) from None
        runuser = shutil.which("runuser") or shutil.which("runuser", path="/usr/sbin:/sbin")
        if runuser is None:
            raise PgTmpError("running as root needs runuser (util-linux) to run the server as 'postgres'")
        return [runuser, "-u", SERVER_USER, "--"]

    def _make_dir(self) -> Path:
        """Create (or take over an empty) cluster directory, mode 0700, owned by ``postgres`` when we are root."""
        if self._requested_dir is None:
            base = Path(tempfile.mkdtemp(prefix="pgtmp-", dir="/tmp" if Path("/tmp").is_dir() else None))
        else:
            base = self._requested_dir
            if base.exists() and (not base.is_dir() or any(base.iterdir())):
                raise PgTmpError(f"{base} is not an empty directory: give a new or empty one for the server")
            if len(str(base)) > _MAX_SOCKET_DIR:
                raise PgTmpError(
                    f"{base} is too long a path for a unix socket: use a shorter one (e.g. under /tmp)"
                )
            base.mkdir(parents=True, exist_ok=True)
        base.chmod(0o700)
        if self._as_root:
            user = pwd.getpwnam(SERVER_USER)
            os.chown(base, user.pw_uid, user.pw_gid)
            reach = self._run([*self._runas_prefix(), "test", "-w", str(base)], cwd=Path("/"), check=False)
            if reach.returncode != 0:
                base.rmdir()
                raise PgTmpError(
                    f"the '{SERVER_USER}' user cannot reach {base}: use a directory under /tmp for the server"
                )
        return base

    @staticmethod
    def _run(argv: Sequence[str], *, cwd: Path, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run ``argv`` in ``cwd`` without the caller's PG* variables (raises PgTmpError if ``check`` and it fails)."""
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env["LC_ALL"] = "C"
        result = subprocess.run(list(argv), cwd=cwd, env=env, capture_output=True, text=True, check=False)
        if check and result.returncode != 0:
            output = (result.stderr or result.stdout).strip()
            raise PgTmpError(f"{' '.join(argv)} failed (exit {result.returncode}): {output}")
        return result

    def _write_as_server(self, path: Path, text: str) -> None:
        """Write a file the server (maybe running as ``postgres``) must read."""
        path.write_text(text, encoding="utf-8")
        path.chmod(0o600)
        if self._as_root:
            user = pwd.getpwnam(SERVER_USER)
            os.chown(path, user.pw_uid, user.pw_gid)

    def _initdb(self, runas: list[str], bindir: Path, base: Path) -> None:
        data = base / "data"
        argv = [
            *runas,
            str(bindir / "initdb"),
            "-D",
            str(data),
            "-U",
            SERVER_USER,
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
        ]
        self._run(argv, cwd=base)
        # Trust, but only on the unix socket (in our 0700 directory) and on 127.0.0.1.
        self._write_as_server(
            data / "pg_hba.conf",
            "# pgtmp: throwaway server, trust on the private unix socket and on loopback only\n"
            "local all all trust\n"
            "host all all 127.0.0.1/32 trust\n",
        )
        with (data / "postgresql.conf").open("a", encoding="utf-8") as conf:
            conf.write("\ninclude 'pgtmp.conf'\n")

    def _start_server(self, runas: list[str], bindir: Path, base: Path) -> None:
        data, log = base / "data", base / "server.log"
        socket_dir = str(base).replace("'", "''")
        for attempt in range(1, _START_ATTEMPTS + 1):
            self._port = _free_port()
            self._write_as_server(
                data / "pgtmp.conf",
                "# pgtmp: listen on loopback only; durability is not needed for a throwaway server\n"
                "listen_addresses = '127.0.0.1'\n"
                f"port = {self._port}\n"
                f"unix_socket_directories = '{socket_dir}'\n"
                "fsync = off\n"
                "synchronous_commit = off\n"
                "full_page_writes = off\n",
            )
            argv = [
                *runas,
                str(bindir / "pg_ctl"),
                "-D",
                str(data),
                "-l",
                str(log),
                "-w",
                "-t",
                str(_START_TIMEOUT),
            ]
            result = self._run([*argv, "start"], cwd=base, check=False)
            if result.returncode == 0:
                return
            logged = _tail(log)
            port_taken = "could not bind" in logged or "Address already in use" in logged
            if not port_taken or attempt == _START_ATTEMPTS:
                raise PgTmpError(
                    f"the PostgreSQL server in {base} did not start: {result.stderr.strip()}\n{logged}"
                )
            with contextlib.suppress(OSError):
                log.unlink()

    def _write_state(self) -> None:
        state = {"bindir": str(self._bindir), "port": self.port, "url": self.url}
        (self.base_dir / STATE_FILE).write_text(json.dumps(state, indent=2) + "\n", encoding="utf-8")

    def _connect(self) -> psycopg.Connection[tuple[Any, ...]]:
        import psycopg  # only needed once a server runs

        return psycopg.connect(
            host="127.0.0.1",
            port=self.port,
            user=SERVER_USER,
            dbname="postgres",
            autocommit=True,
            connect_timeout=10,
        )

    def _wait_until_ready(self) -> None:
        deadline = time.monotonic() + _START_TIMEOUT
        while True:
            try:
                with self._connect() as conn:
                    conn.execute("SELECT 1")
                return
            except Exception as exc:
                if time.monotonic() > deadline:
                    raise PgTmpError(
                        f"the PostgreSQL server on 127.0.0.1:{self.port} does not accept connections: {exc}"
                    ) from exc
                time.sleep(0.1)

    def _execute(self, what: str, statements: Sequence[str]) -> None:
        """Run ``statements`` (built only from checked names) in autocommit mode on one connection."""
        import psycopg

        try:
            with self._connect() as conn:
                for sql in statements:
                    conn.execute(sql.encode())
        except psycopg.Error as exc:
            raise PgTmpError(f"PostgreSQL on 127.0.0.1:{self.port} refused to {what}: {exc}") from exc

    def _server_version(self) -> int:
        """``server_version_num`` (150004 for 15.4; DROP DATABASE ... WITH (FORCE) needs 13), asked once (raises PgTmpError when not started)."""
        if self._version is None:
            import psycopg

            try:
                with self._connect() as conn:
                    row = conn.execute("SHOW server_version_num").fetchone()
            except psycopg.Error as exc:
                raise PgTmpError(
                    f"PostgreSQL on 127.0.0.1:{self.port} did not say its version: {exc}"
                ) from exc
            self._version = int(row[0]) if row else 0
        return self._version

    @staticmethod
    def _check_name(name: str) -> None:
        if not _DB_NAME.fullmatch(name):
            raise PgTmpError(
                f"bad database name {name!r}: use lower-case letters, digits and underscores (at most 63)"
            )


def main(argv: Sequence[str] | None = None) -> int:
    """``start DIR`` (prints the URL, leaves the server running) or ``stop DIR``; 1 and a message on error."""
    parser = argparse.ArgumentParser(prog="python -m tools.pgtmp", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    start = sub.add_parser("start", help="initialise and start a server in DIR, print its SQLAlchemy URL")
    start.add_argument(
        "dir", metavar="DIR", help="new or empty directory (somewhere 'postgres' can reach as root)"
    )
    stop = sub.add_parser("stop", help="stop the server in DIR and remove DIR")
    stop.add_argument("dir", metavar="DIR")
    args = parser.parse_args(argv)
    try:
        if args.command == "start":
            print(TempPostgres(args.dir).start().url)
        else:
            TempPostgres.attach(args.dir).stop()
    except PgTmpError as exc:
        print(f"pgtmp: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
