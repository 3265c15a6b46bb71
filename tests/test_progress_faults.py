"""Fault tests of the progress store: writers killed with SIGKILL, and several writers at once.

A writer is a separate Python process that loops ``record_answer`` and
prints each answer's id right after the commit.  The test kills it at
seeded random moments, many times, on the same file; after each kill the
file must pass ``PRAGMA integrity_check`` and hold every id the writer
reported.  At most one answer per kill may be stored without having been
reported (killed between the commit and the print).

The figures are printed (see them with ``pytest -s``), kept in
:data:`FIGURES` and written to ``test-artifacts/progress-faults.json``.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from trainer.progress.store import ProgressStore

ROOT = Path(__file__).resolve().parent.parent
ARTIFACT = ROOT / "test-artifacts" / "progress-faults.json"
SEED = 20250303
KILLS = 40
WRITERS = 4
ANSWERS_EACH = 200

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")

#: The writer: argv = database, learner key, tag, number of answers (-1: until killed).
WRITER = """
import sys
from trainer.progress.store import ProgressStore

path, key, tag, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
store = ProgressStore(path)
learner = store.learner_by_key(key)
assert learner is not None
out = sys.stdout
out.write("ready\\n")
out.flush()
i = 0
while count < 0 or i < count:
    answer_id = store.record_answer(
        learner,
        item=f"{tag}-{i % 25}",
        kind="call",
        concept=f"concept-{i % 7}",
        correct=i % 3 != 0,
        verdict="acceptable" if i % 5 == 0 else "recommended",
        answer="6♠",
        seconds=1.5,
    )
    out.write(f"{answer_id}\\n")
    out.flush()
    i += 1
"""

#: Figures of the last run, for the lead to quote.
FIGURES: dict[str, Any] = {}


def _writer(path: Path, key: str, tag: str, count: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), key, tag, str(count)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )


def _reported(stdout: str) -> list[int]:
    """The ids on complete lines (a line cut by the kill has no newline and is not counted)."""
    lines = stdout.split("\n")[:-1]
    return [int(line) for line in lines if line and line != "ready"]


def _check_file(path: Path) -> tuple[set[int], int, int]:
    """integrity_check is "ok"; returns the stored ids and the item and concept review counts."""
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        ids = {r[0] for r in db.execute("SELECT id FROM answer")}
        item_reps = db.execute(
            "SELECT COALESCE(SUM(reps), 0) FROM review WHERE key LIKE 'item:%'"
        ).fetchone()[0]
        concept_reps = db.execute(
            "SELECT COALESCE(SUM(reps), 0) FROM review WHERE key LIKE 'concept:%'"
        ).fetchone()[0]
    finally:
        db.close()
    return ids, item_reps, concept_reps


def _publish(name: str, figures: dict[str, Any]) -> None:
    FIGURES[name] = figures
    print(f"\nprogress fault test, {name}: " + json.dumps(figures))
    try:
        ARTIFACT.parent.mkdir(parents=True, exist_ok=True)
        old = json.loads(ARTIFACT.read_text(encoding="utf-8")) if ARTIFACT.is_file() else {}
        old[name] = figures
        ARTIFACT.write_text(json.dumps(old, indent=1) + "\n", encoding="utf-8")
    except (OSError, ValueError):
        pass  # the figures are printed anyway


def test_sigkill_never_corrupts_and_never_loses_a_reported_answer(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    key = ProgressStore(path).create_learner("Crash test").key
    rng = random.Random(SEED)
    start = time.monotonic()
    reported: set[int] = set()
    unreported = 0
    kills_while_writing = 0
    for n in range(KILLS):
        proc = _writer(path, key, f"w{n % 3}", -1)
        assert proc.stdout is not None
        if n % 8 == 7:
            # Now and then, kill it while it starts up and opens the file.
            time.sleep(rng.uniform(0.0, 0.15))
        else:
            first = proc.stdout.readline()
            if first != "ready\n":
                proc.kill()
                _, err = proc.communicate()
                pytest.fail(f"the writer did not start: {first!r}\n{err}")
            time.sleep(rng.uniform(0.005, 0.12))
            kills_while_writing += 1
        os.kill(proc.pid, signal.SIGKILL)
        # Read the rest through the same buffered pipe: readline() above may already hold later
        # lines in its buffer, which communicate() would never see (so acks would be missed).
        out = proc.stdout.read()
        assert proc.stderr is not None
        proc.stderr.read()
        proc.wait()
        assert proc.returncode == -signal.SIGKILL
        before = len(reported)
        ids_now = _reported(out)
        reported.update(ids_now)
        assert len(reported) == before + len(ids_now)  # ids are never reused
        stored, item_reps, concept_reps = _check_file(path)
        missing = reported - stored
        assert not missing, f"kill {n + 1}: reported as committed but not stored: {sorted(missing)[:10]}"
        unreported = len(stored) - len(reported)
        assert 0 <= unreported <= n + 1  # at most the answer in flight at each kill
        # Each answer and its two review updates were one transaction.
        assert item_reps == concept_reps == len(stored)
    duration = time.monotonic() - start
    stored, _, _ = _check_file(path)
    _publish(
        "sigkill",
        {
            "kills": KILLS,
            "kills_while_writing": kills_while_writing,
            "kills_while_starting": KILLS - kills_while_writing,
            "answers_reported_committed": len(reported),
            "answers_found": len(stored),
            "committed_but_unreported": len(stored) - len(reported),
            "reported_but_missing": 0,
            "integrity_checks_ok": KILLS + 1,
            "seconds": round(duration, 2),
        },
    )
    assert kills_while_writing >= 30
    assert len(reported) > KILLS  # the writers did get answers in between the kills
    # The file still works for the store itself.
    store = ProgressStore(path)
    learner = store.learner_by_key(key)
    assert learner is not None and len(store.answers(learner)) == len(stored)


def test_concurrent_writers_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    store = ProgressStore(path)
    key = store.create_learner("Many tabs").key
    start = time.monotonic()
    procs = [_writer(path, key, f"p{n}", ANSWERS_EACH) for n in range(WRITERS)]
    outputs = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        outputs.append(_reported(out))
    duration = time.monotonic() - start
    ids = [i for out in outputs for i in out]
    total = WRITERS * ANSWERS_EACH
    stored, item_reps, concept_reps = _check_file(path)
    _publish(
        "concurrent",
        {
            "writers": WRITERS,
            "answers_each": ANSWERS_EACH,
            "answers_reported": len(ids),
            "distinct_ids": len(set(ids)),
            "answers_found": len(stored),
            "seconds": round(duration, 2),
        },
    )
    assert [len(out) for out in outputs] == [ANSWERS_EACH] * WRITERS
    assert len(set(ids)) == len(ids) == total
    assert stored == set(ids)
    assert item_reps == concept_reps == total  # no lost update of a shared review row
    learner = store.learner_by_key(key)
    assert learner is not None
    concept = store.review(learner, "concept:concept-0")
    assert concept is not None and concept.reps == sum(1 for i in range(ANSWERS_EACH) if i % 7 == 0) * WRITERS
