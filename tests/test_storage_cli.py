"""The administrator's command line, ``python -m trainer.storage`` (trainer/storage/__main__.py).

Most tests run the command in-process through ``main(argv)`` on SQLite and on PostgreSQL (the
``database_url`` fixture); the SQLite backup tests and one subprocess run are SQLite only.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from tools.pgtmp import TempPostgres
from trainer.progress.store import ProgressStore
from trainer.scoresheet import Scoresheet
from trainer.storage import migrate
from trainer.storage.__main__ import libpq_url, main, redact
from trainer.storage.sheets import SheetError, SheetStore, new_sheet_id

ROOT = Path(__file__).resolve().parents[1]
NAMES = ("Aino", "Bertta", "Cecilia", "Doris")


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No URL from the environment, and a data directory of the test's own (legacy sheets are looked for there)."""
    monkeypatch.delenv("SKRUUVI_DATABASE_URL", raising=False)
    monkeypatch.delenv("SKRUUVI_PROGRESS_DB", raising=False)
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("SKRUUVI_DATA", str(data))
    return data


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``main(argv)``: exit status, stdout, stderr."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def one_error_line(err: str) -> str:
    """The single line of stderr (asserts there is exactly one and no traceback)."""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert lines[0].startswith("python -m trainer.storage: error: ")
    return lines[0]


def revision(url: str) -> str | None:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return migrate.current(conn)
    finally:
        engine.dispose()


def set_revision(url: str, rev: str) -> None:
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(text("UPDATE alembic_version SET version_num = :v"), {"v": rev})
    finally:
        engine.dispose()


# --- current and upgrade ----------------------------------------------------------------


def test_current_and_upgrade_on_an_empty_database(
    capsys: pytest.CaptureFixture[str], database_url: str
) -> None:
    if database_url.startswith("sqlite"):
        Path(make_url(database_url).database or "").touch()  # an empty file is an empty database
    status, out, _ = run(capsys, "current", "--url", database_url)
    assert status == 1
    assert "no schema yet (empty)" in out and migrate.head() in out and "upgrade" in out
    assert revision(database_url) is None  # current changed nothing

    status, out, _ = run(capsys, "upgrade", "--url", database_url)
    assert status == 0
    assert f"upgraded from no schema yet (empty) to revision {migrate.head()}" in out
    assert revision(database_url) == migrate.head()

    status, out, _ = run(capsys, "upgrade", "--url", database_url)
    assert (status, out.strip().endswith("already the newest this program knows")) == (0, True)
    status, out, _ = run(capsys, "current", "--url", database_url)
    assert status == 0 and out.strip().endswith(f"revision {migrate.head()}, up to date")


def test_current_does_not_create_a_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "db.sqlite3"
    for command in (["current"], ["backup", str(tmp_path / "b.sqlite3")], ["sheets"]):
        status, _, err = run(capsys, *command, "--url", f"sqlite:///{missing}")
        assert status == 2
        assert f"there is no database file {missing}" in one_error_line(err)
    assert not missing.parent.exists()


def test_the_default_url_comes_from_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    db = tmp_path / "env.sqlite3"
    monkeypatch.setenv("SKRUUVI_PROGRESS_DB", str(db))
    assert run(capsys, "upgrade")[0] == 0
    assert db.is_file()
    monkeypatch.setenv("SKRUUVI_DATABASE_URL", f"sqlite:///{tmp_path / 'other.sqlite3'}")
    status, _, err = run(capsys, "current")
    assert status == 2 and "other.sqlite3" in one_error_line(err)


def test_a_database_of_a_newer_program_is_refused(
    capsys: pytest.CaptureFixture[str], database_url: str
) -> None:
    assert run(capsys, "upgrade", "--url", database_url)[0] == 0
    sheet_id = SheetStore(database_url, legacy=None).create(Scoresheet(NAMES), who="x").view.sheet_id
    set_revision(database_url, "9999")
    for command in (["upgrade"], ["current"], ["sheets"], ["sheet-link", sheet_id]):
        status, out, err = run(capsys, *command, "--url", database_url)
        line = one_error_line(err)
        assert status == 2 and out == ""
        assert "revision '9999', newer than this program knows" in line, line
        assert make_url(database_url).database in line  # names the file or the database
    assert revision(database_url) == "9999"  # left as it was


def test_a_newer_database_in_a_subprocess(tmp_path: Path) -> None:
    """The real entry point: one line on stderr, exit status 2, no traceback."""
    url = f"sqlite:///{tmp_path / 'new.sqlite3'}"
    ProgressStore(url)
    set_revision(url, "9999")
    env = {**os.environ, "SKRUUVI_DATA": str(tmp_path)}
    env.pop("SKRUUVI_DEBUG", None)
    done = subprocess.run(
        [sys.executable, "-m", "trainer.storage", "current", "--url", url],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    line = one_error_line(done.stderr)
    assert str(tmp_path / "new.sqlite3") in line and "'9999'" in line


# --- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "named"),
    [
        ("notaurl", "--url notaurl: not a database URL"),
        (
            "mysql://root:hunter2pw@db.example/skruuvi",
            "--url mysql://root:***@db.example/skruuvi: unsupported",
        ),
        ("sqlite://", "--url sqlite://: an SQLite database needs a file"),
        ("sqlite:///:memory:", "--url sqlite:///:memory:: an SQLite database needs a file"),
        (
            "postgresql+psycopg://admin:hunter2pw@127.0.0.1:1/skruuvi",
            "cannot open the database 127.0.0.1:1/skruuvi",
        ),
    ],
)
def test_a_bad_url_is_one_line_naming_it_without_the_password(
    capsys: pytest.CaptureFixture[str], url: str, named: str
) -> None:
    for command in (["current"], ["upgrade"], ["sheets"]):
        status, out, err = run(capsys, *command, "--url", url)
        line = one_error_line(err)
        assert (status, out) == (2, "")
        assert named in line, line
        assert "hunter2pw" not in line


def test_redact_hides_passwords_even_in_text_that_is_no_url() -> None:
    assert redact("postgresql+psycopg://u:pw@h/db") == "postgresql+psycopg://u:***@h/db"
    assert "pw" not in redact("post gres://u:pw@h:x/db")
    url = make_url("postgresql+psycopg://u:p%40ss@h:5433/db?sslmode=require")
    assert libpq_url(url) == "postgresql://u@h:5433/db?sslmode=require"


def test_bad_arguments_are_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    for argv, wanted in [
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        (["backup", "--url", url], "required: FILE"),
        (["sheet-link", "--url", url], "required: ID"),
        (["sheet-link", "x" * 22, "--url", url, "--base-url", "ftp://host"], "--base-url ftp://host: not an"),
        (["sheet-link", "x" * 22, "--url", url, "--base-url", "http://h/?q=1"], "--base-url http://h/?q=1"),
        (["sheet-link", "x" * 22, "--url", url, "--base-url", "http://h:99999"], "--base-url http://h:99999"),
    ]:
        status, _, err = run(capsys, *argv)
        assert status == 2
        assert wanted in one_error_line(err)
    assert not (tmp_path / "db.sqlite3").exists()


# --- sheets and sheet-link ----------------------------------------------------------------


def test_an_unknown_or_malformed_sheet_id(capsys: pytest.CaptureFixture[str], database_url: str) -> None:
    SheetStore(database_url, legacy=None)
    # A random id begins with '-' one time in 64: such an id is given after '--' (as the help says).
    for unknown in ("A" + new_sheet_id()[1:], "-" + new_sheet_id()[1:]):
        status, out, err = run(capsys, "sheet-link", "--url", database_url, "--", unknown)
        assert (status, out) == (2, "")
        assert f"there is no score sheet {unknown} in " in one_error_line(err)
    status, out, err = run(capsys, "sheet-link", "../../etc/passwd\x1b[2J", "--url", database_url)
    line = one_error_line(err)
    assert (status, out) == (2, "")
    assert "sheet id ../../etc/passwd\\x1b[2J: not a score sheet id" in line


def test_a_new_sheet_id_never_begins_with_a_dash(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new id goes on a command line as it is (CI once drew '-...' and sheet-link read it as an option)."""
    from trainer.storage import sheets

    draws = iter(["-" + "A" * 21, "-" + "B" * 21, "C" * 22])
    monkeypatch.setattr(sheets, "new_token", lambda nbytes: next(draws))
    assert sheets.new_sheet_id() == "C" * 22
    monkeypatch.undo()
    assert not any(new_sheet_id().startswith("-") for _ in range(2000))  # a draw in 64 would, unchecked


def test_sheet_link_gives_a_working_edit_link_and_ends_the_old_one(
    capsys: pytest.CaptureFixture[str], database_url: str
) -> None:
    store = SheetStore(database_url, legacy=None)
    new = store.create(Scoresheet(NAMES), who="Aino")
    sid = new.view.sheet_id
    status, out, err = run(
        capsys, "sheet-link", sid, "--url", database_url, "--base-url", "https://club.example/skruuvi/"
    )
    assert status == 0, err  # the CLI's one error line, if it refused
    link = out.strip()
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "club.example", "/skruuvi/scorecard")
    query = parse_qs(parts.query)
    assert query["sheet"] == [sid]
    view = store.open(sid, token=query["edit"][0])
    assert view.role == "edit" and view.sheet.players == NAMES
    assert "no longer works" in err
    with pytest.raises(SheetError) as e:
        store.open(sid, token=new.edit_token)
    assert e.value.code == "unknown_sheet"
    assert store.open(sid, token=new.view_token).role == "view"  # the read-only link still works

    status, out, _ = run(capsys, "sheet-link", sid, "--url", database_url)
    assert status == 0 and out.startswith(f"http://localhost:8501/scorecard?sheet={sid}&edit=")


def test_sheets_lists_every_sheet_and_imports_the_json_files(
    capsys: pytest.CaptureFixture[str], database_url: str, _env: Path
) -> None:
    store = SheetStore(database_url, legacy=None)
    made = store.create(Scoresheet(NAMES), who="Aino").view.sheet_id
    legacy_id = new_sheet_id()
    legacy_file = _env / f"{legacy_id}.json"
    legacy_file.write_text(
        json.dumps(Scoresheet(("Eino", "Frans", "Greta", "Hilma")).to_json()), encoding="utf-8"
    )
    status, out, _ = run(capsys, "sheets", "--url", database_url)
    assert status == 0
    assert f"imported 1 score sheet(s) from {_env}" in out
    rows = {line.split()[0]: line for line in out.splitlines()[2:-1]}
    assert set(rows) == {made, legacy_id}
    assert "Aino, Bertta, Cecilia, Doris" in rows[made] and rows[made].rstrip().endswith("-")
    assert "Eino, Frans, Greta, Hilma" in rows[legacy_id] and rows[legacy_id].endswith(str(legacy_file))
    assert out.splitlines()[-1].startswith("2 score sheet(s) in ")
    # the imported sheet can be given a link and opened with it
    status, out, _ = run(capsys, "sheet-link", legacy_id, "--url", database_url)
    token = parse_qs(urlsplit(out.strip()).query)["edit"][0]
    assert store.open(legacy_id, token=token).sheet.players == ("Eino", "Frans", "Greta", "Hilma")
    assert "imported 1" not in run(capsys, "sheets", "--url", database_url)[1]  # once


# --- backup (SQLite) --------------------------------------------------------------------------


def _prefill(path: Path, learner_id: int, rows: int) -> None:
    """Many answers at once (so the backup takes a while), written directly in one transaction."""
    conn = sqlite3.connect(path)
    try:
        with conn:
            conn.executemany(
                "INSERT INTO answer (learner_id, at, item, kind, concept, correct, verdict, answer, seconds) "
                "VALUES (?, ?, ?, 'call', 'c', 1, 'recommended', ?, 1.0)",
                (
                    (learner_id, datetime.now(UTC).isoformat(timespec="microseconds"), f"item-{i}", "x" * 400)
                    for i in range(rows)
                ),
            )
    finally:
        conn.close()


def test_backup_while_another_thread_keeps_writing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "live.sqlite3"
    url = f"sqlite:///{path}"
    store = ProgressStore(url)
    me = store.create_learner("Aino")
    _prefill(path, me.id, 40_000)  # ~20 MB

    acked: list[tuple[float, int]] = []
    errors: list[BaseException] = []
    stop = threading.Event()

    def writer() -> None:
        n = 0
        while not stop.is_set():
            try:
                answer_id = store.record_answer(
                    me.id,
                    item=f"live-{n % 7}",
                    kind="call",
                    concept="live",
                    correct=n % 3 > 0,
                    verdict="recommended",
                    answer=str(n),
                )
            except BaseException as e:
                errors.append(e)
                return
            acked.append((time.monotonic(), answer_id))
            n += 1

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    while len(acked) < 20 and thread.is_alive():
        time.sleep(0.01)
    before = [answer_id for _, answer_id in list(acked)]
    started = time.monotonic()
    status, out, err = run(capsys, "backup", str(tmp_path / "copy.sqlite3"), "--url", url)
    finished = time.monotonic()
    time.sleep(0.2)
    stop.set()
    thread.join(30)
    assert not errors, errors
    assert status == 0, err
    during = [answer_id for at, answer_id in acked if started < at < finished]
    assert during, "no answer was acknowledged while the backup ran"
    print(f"backup took {finished - started:.3f} s; answers acknowledged during it: {len(during)}")

    copy = tmp_path / "copy.sqlite3"
    conn = sqlite3.connect(copy)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # one self-contained file
        ids = {r[0] for r in conn.execute("SELECT id FROM answer WHERE item LIKE 'live-%'")}
        total = conn.execute("SELECT count(*) FROM answer").fetchone()[0]
        # each answer and its two review updates were one transaction: the snapshot holds all or none
        reviewed = conn.execute("SELECT reps FROM review WHERE key = 'concept:live'").fetchone()[0]
    finally:
        conn.close()
    assert set(before) <= ids
    assert reviewed == len(ids)
    assert f"backup of {path} written to {copy}" in out
    assert f"size: {copy.stat().st_size:,} bytes" in out
    assert "integrity_check: ok" in out and f"schema: revision {migrate.head()}" in out
    assert f"answer {total:,}," in out and "learner 1," in out
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("copy")) == ["copy.sqlite3"]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    # the live database goes on as before
    assert len(store.answers(me.id)) == total + len(acked) - len(ids)


def test_backup_refuses_to_overwrite(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    url = f"sqlite:///{path}"
    store = ProgressStore(url)
    store.create_learner("Aino")
    existing = tmp_path / "backup.sqlite3"
    existing.write_bytes(b"keep me")
    status, out, err = run(capsys, "backup", str(existing), "--url", url)
    assert (status, out) == (2, "")
    assert f"{existing} exists already; add --force to replace it" in one_error_line(err)
    assert existing.read_bytes() == b"keep me"

    status, out, err = run(capsys, "backup", str(existing), "--url", url, "--force")
    assert status == 0, err
    conn = sqlite3.connect(existing)
    try:
        assert conn.execute("SELECT name FROM learner").fetchall() == [("Aino",)]
    finally:
        conn.close()

    for target, wanted in [
        (path, "is the database itself"),
        (tmp_path, "is a directory"),
        (tmp_path / "no" / "such" / "b.sqlite3", f"there is no directory {tmp_path / 'no' / 'such'}"),
    ]:
        status, _, err = run(capsys, "backup", str(target), "--url", url, "--force")
        assert status == 2
        assert wanted in one_error_line(err)
    assert store.all_learners()[0].name == "Aino"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_backup_of_a_file_that_is_no_database(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database\n" * 100, encoding="utf-8")
    status, _, err = run(capsys, "backup", str(tmp_path / "b.sqlite3"), "--url", f"sqlite:///{path}")
    assert status == 2
    assert f"{path} is not a readable database" in one_error_line(err)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "notes.txt"]


def test_backup_of_a_newer_database_still_works(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    ProgressStore(url)
    set_revision(url, "9999")
    status, out, _ = run(capsys, "backup", str(tmp_path / "b.sqlite3"), "--url", url)
    assert status == 0
    assert f"schema: revision 9999 (newer than this program's {migrate.head()})" in out


# --- backup (PostgreSQL) ------------------------------------------------------------------------


def test_backup_of_postgresql_runs_pg_dump_or_says_how(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    postgres_server: TempPostgres,
    tmp_path: Path,
) -> None:
    name = f"t_cli_{os.getpid()}"
    plain = postgres_server.create_database(name)
    try:
        # the throwaway server trusts loopback, so a password is accepted and ignored: it must never be shown
        url = make_url(plain).set(password="hunter2pw").render_as_string(hide_password=False)
        SheetStore(url, legacy=None).create(Scoresheet(NAMES), who="Aino")
        dump = tmp_path / "club.dump"
        if shutil.which("pg_dump") is not None:
            status, out, err = run(capsys, "backup", str(dump), "--url", url)
            assert status == 0, err
            assert "hunter2pw" not in out + err
            assert f'pg_dump --format=custom --file={dump} "postgresql://' in out
            assert "pg_restore --list: ok" in out or shutil.which("pg_restore") is None
            assert "sheet 1," in out
            assert dump.stat().st_size > 0
            status, _, err = run(capsys, "backup", str(dump), "--url", url)
            assert status == 2 and "exists already" in one_error_line(err)
        monkeypatch.setenv("PATH", str(tmp_path / "empty-path"))
        status, out, err = run(capsys, "backup", str(tmp_path / "other.dump"), "--url", url)
        line = one_error_line(err)
        assert (status, out) == (2, "")
        assert "is a PostgreSQL database: back it up with pg_dump" in line
        libpq = f"postgresql://postgres@127.0.0.1:{postgres_server.port}/{name}"
        assert f'pg_dump --format=custom --file={tmp_path / "other.dump"} "{libpq}"' in line
        assert "hunter2pw" not in line
        assert not (tmp_path / "other.dump").exists()
    finally:
        postgres_server.drop_database(name)
