"""Fault tests of score-sheet saves: threads, processes, same-millisecond races and SIGKILL, on both backends.

Every test runs on SQLite and on PostgreSQL (``database_url``).  The runs and the checks are
tools/sheet_stress.py (its docstring says what is checked), here with counts small enough for
the suite; ``python -m tools.sheet_stress`` runs them with larger ones.  Each test asserts that
nothing acknowledged was lost, no stale save overwrote anything, versions run 1..N, and the
sheet holds the last change of each slot; the last test shows that the checks do notice a
loss, a stale overwrite and a made-up refusal.

The figures are printed (``pytest -s``), kept in :data:`FIGURES` and written to
``test-artifacts/sheet-faults.json``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tools.sheet_stress import (
    Ack,
    Outcome,
    Refusal,
    check_sheet,
    deal_entry,
    new_sheet,
    run_kills,
    run_processes,
    run_race,
    run_threads,
    save,
    sqlite_file_problems,
)
from trainer.storage.sheets import SheetStore

ROOT = Path(__file__).resolve().parent.parent
ARTIFACT = ROOT / "test-artifacts" / "sheet-faults.json"
SEED = 20261114
THREADS = 8
THREAD_ROUNDS = 25
PROCESSES = 4
PROCESS_ROUNDS = 15
RACE_ROUNDS = 40
KILLS = {"sqlite": 20, "postgresql": 15}

#: Figures of the last run, for the lead to quote.
FIGURES: dict[str, Any] = {}


def _publish(name: str, figures: dict[str, Any]) -> None:
    FIGURES[name] = figures
    print(f"\nsheet fault test, {name}: " + json.dumps(figures, ensure_ascii=False))
    try:
        ARTIFACT.parent.mkdir(parents=True, exist_ok=True)
        old = json.loads(ARTIFACT.read_text(encoding="utf-8")) if ARTIFACT.is_file() else {}
        old[name] = figures
        ARTIFACT.write_text(json.dumps(old, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    except (OSError, ValueError):
        pass  # the figures are printed anyway


@pytest.fixture
def store(database_url: str) -> SheetStore:
    return SheetStore(database_url, legacy=None)


def _backend(store: SheetStore) -> str:
    return store.db.dialect


def test_threads_saving_their_own_slots_from_old_views_lose_nothing(store: SheetStore) -> None:
    figures = run_threads(store, THREADS, THREAD_ROUNDS, shared=False, seed=SEED)
    _publish(f"{_backend(store)}/threads_own_slots", figures)
    assert figures["problems"] == []
    assert figures["acknowledged"] == figures["found"] == THREADS * THREAD_ROUNDS
    assert figures["refused_stale"] == figures["lost"] == figures["errors"] == 0
    assert figures["versions"] == 1 + THREADS * THREAD_ROUNDS


def test_threads_fighting_over_one_slot_lose_nothing_and_overwrite_nothing_stale(store: SheetStore) -> None:
    figures = run_threads(store, THREADS, THREAD_ROUNDS, shared=True, seed=SEED + 1)
    _publish(f"{_backend(store)}/threads_same_slot", figures)
    assert figures["problems"] == []
    assert figures["acknowledged"] + figures["refused_stale"] == THREADS * THREAD_ROUNDS
    assert figures["found"] == figures["acknowledged"] and figures["lost"] == 0
    assert figures["versions"] == 1 + figures["acknowledged"]
    assert figures["refused_stale"] > 0  # they did collide, and the collisions were refused


def test_processes_lose_nothing(store: SheetStore, database_url: str) -> None:
    figures = run_processes(store, database_url, PROCESSES, PROCESS_ROUNDS, seed=SEED + 2)
    _publish(f"{_backend(store)}/processes", figures)
    own, shared = figures["own_slots"], figures["same_slot"]
    assert own["problems"] == [] and shared["problems"] == []
    assert own["acknowledged"] == own["found"] == PROCESSES * PROCESS_ROUNDS
    assert own["refused_stale"] == own["lost"] == 0
    assert shared["acknowledged"] + shared["refused_stale"] == PROCESSES * PROCESS_ROUNDS
    assert shared["found"] == shared["acknowledged"] and shared["lost"] == 0
    assert shared["versions"] == 1 + shared["acknowledged"]


def test_two_browsers_in_the_same_millisecond(store: SheetStore) -> None:
    """Different slots from the same base: both kept.  The same slot: exactly one kept, one refused."""
    figures = run_race(store, RACE_ROUNDS, seed=SEED + 3)
    _publish(f"{_backend(store)}/race", figures)
    assert figures["problems"] == []
    assert figures["different_slots_both_kept"] == figures["same_slot_exactly_one_kept"] == RACE_ROUNDS
    assert figures["acknowledged"] == 3 * RACE_ROUNDS and figures["refused_stale"] == RACE_ROUNDS
    assert figures["found"] == figures["acknowledged"] and figures["lost"] == 0


def test_a_writer_killed_mid_save_loses_nothing_it_acknowledged(store: SheetStore, database_url: str) -> None:
    kills = KILLS[_backend(store)]
    sqlite_path = store.db.path if store.db.is_sqlite else None
    figures = run_kills(store, database_url, kills, seed=SEED + 4, sqlite_path=sqlite_path)
    _publish(f"{_backend(store)}/sigkill", figures)
    assert figures["problems"] == []
    assert figures["missing"] == 0 and figures["found"] == figures["acknowledged"]
    assert figures["kills_mid_write"] >= kills // 2
    assert figures["acknowledged"] > kills  # the writers did save between the kills
    # At most the save in flight at each kill was committed without an acknowledgement.
    assert 0 <= figures["unacknowledged_committed"] <= figures["kills_mid_write"]
    if sqlite_path is not None:
        assert sqlite_file_problems(sqlite_path) == []


def test_the_checks_notice_a_loss_a_stale_overwrite_and_a_made_up_refusal(store: SheetStore) -> None:
    """The checks above can fail: a told-but-missing save, a save over a change its base did not see..."""
    sheet_id, token = new_sheet(store)
    e1, e2, e3 = deal_entry(0, 9), deal_entry(0, 10), deal_entry(1, 7)
    v2 = save(store, sheet_id, token, 0, e1, base=1, who="a")
    v3 = save(store, sheet_id, token, 0, e2, base=v2, who="b")
    v4 = save(store, sheet_id, token, 1, e3, base=1, who="c")
    honest = Outcome(acks=[Ack("a", 0, e1, 1, v2), Ack("b", 0, e2, v2, v3), Ack("c", 1, e3, 1, v4)])
    assert check_sheet(store, sheet_id, token, honest)["problems"] == []

    lost = Outcome(acks=[*honest.acks, Ack("d", 2, deal_entry(2, 8), 1, v4 + 1)])
    figures = check_sheet(store, sheet_id, token, lost)
    assert figures["lost"] == 1 and any(p.startswith("lost: d") for p in figures["problems"])

    wrong_entry = Outcome(acks=[honest.acks[0], Ack("b", 0, deal_entry(0, 3), v2, v3), honest.acks[2]])
    assert check_sheet(store, sheet_id, token, wrong_entry)["lost"] == 1

    # "b" saved slot 0 over version v2; had its base been 1 it would have overwritten a change unseen.
    stale = Outcome(acks=[honest.acks[0], Ack("b", 0, e2, 1, v3), honest.acks[2]])
    assert any(
        p.startswith("stale overwrite: b") for p in check_sheet(store, sheet_id, token, stale)["problems"]
    )

    unacknowledged = Outcome(acks=honest.acks[:2])
    assert check_sheet(store, sheet_id, token, unacknowledged)["unacknowledged_committed"] == 1
    assert check_sheet(store, sheet_id, token, unacknowledged)["problems"] != []
    assert check_sheet(store, sheet_id, token, unacknowledged, allow_unacknowledged=1)["problems"] == []

    made_up = Outcome(acks=honest.acks, refusals=[Refusal("e", 1, 1, ((v3, "b", 0, e2),))])
    assert any("not real" in p for p in check_sheet(store, sheet_id, token, made_up)["problems"])

    if store.db.is_sqlite:
        assert store.db.path is not None
        (store.db.path.parent / (store.db.path.name + "-journal")).write_bytes(b"")
        assert any("stray" in p for p in sqlite_file_problems(store.db.path))
