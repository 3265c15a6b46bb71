"""Stress and fault runs of score-sheet saves (trainer/storage/sheets.py): is anything acknowledged ever lost?

A save is *acknowledged* when :meth:`SheetStore.save_deal` returns.  Every run below records
each acknowledged save (who, slot, entry, the base version it named, the version it got) and
each refusal (:class:`StaleSheetError`, with the changes it cited), then :func:`check_sheet`
reads the sheet and its history back and counts:

* ``found`` / ``lost``: acknowledged saves that are / are not in the history, at their version,
  with exactly their entry;
* versions must run 1..N without a gap or a duplicate, and the sheet's version must be N;
* no stale overwrite: the change an acknowledged save made must follow the slot's previous
  change at or before the save's base version, and its ``before`` must be that change's ``after``;
* every refusal must cite real changes to its slot made after its base version;
* the sheet must hold, in each slot, the entry (and version) of the slot's last change, and
  that change must be an acknowledged save (``unacknowledged``: committed without an answer,
  possible only for a writer killed between the commit and its report).

Runs (each on a fresh sheet in the database ``--url``):

* ``threads``: ``--threads`` threads share one store; each saves ``--rounds`` times to deal
  slots of its own from the oldest base that is still current for the slot (so a base older
  than the sheet's version is normal); then all fight over one slot, re-reading, and on a
  :class:`StaleSheetError` applying their change on top (:func:`merge_entry`) and retrying.
* ``processes``: the same in ``--processes`` processes (multiprocessing, spawn), each with its
  own store on the same URL.
* ``race``: "two browsers in the same millisecond": two threads released by a barrier save two
  different slots from the same base (both must be kept), then the same slot from the same
  base (exactly one kept, the other refused), ``--race-rounds`` times.
* ``kills``: a child process loops saves and prints ``ack <version> <slot> <tricks>`` after each
  one returns; it is killed with SIGKILL after a random short delay, ``--kills`` times.  After
  each kill every acknowledged save must be there, the sheet must open, and on SQLite
  ``PRAGMA integrity_check`` must say ok and no file but ``-wal``/``-shm`` may lie beside the
  database.

Command line (prints the figures as JSON; exit 0 when nothing was lost or wrong, else 1)::

    python -m tools.sheet_stress --url sqlite:////tmp/stress.sqlite3 --threads 8 --processes 4 \\
        --rounds 80 --kills 100

tests/test_sheet_faults.py runs the same functions with small counts on SQLite and PostgreSQL.
"""

from __future__ import annotations

import argparse
import functools
import json
import multiprocessing
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from trainer.errors import SkruuviError
from trainer.scoresheet import (
    DEALS_PER_FORM,
    DEALS_PER_GAME,
    DEALS_PER_SITSI,
    DealEntry,
    Scoresheet,
    slot_form,
)
from trainer.storage.sheets import SheetStore, StaleSheetError, merge_entry

ROOT: Final = Path(__file__).resolve().parent.parent
PLAYERS: Final = ("Aino", "Bertta", "Cecilia", "Doris")
SEATS: Final = ("A", "B", "C", "D")
#: The environment variable that hands the child writer its edit token (not on its command line).
TOKEN_ENV: Final = "SKRUUVI_STRESS_TOKEN"
#: Files SQLite may leave beside a WAL database.
SQLITE_SIDE_FILES: Final = ("-wal", "-shm")

Entry = dict[str, Any]


@dataclass(frozen=True)
class Ack:
    """An acknowledged save: ``who`` is unique per save; ``version`` is what the save returned."""

    who: str
    slot: int
    entry: Entry
    base: int
    version: int


@dataclass(frozen=True)
class Refusal:
    """A save refused as stale: ``cited`` = (version, who, pos, after) of each change the error named."""

    who: str
    slot: int
    base: int
    cited: tuple[tuple[int, str, int | None, Entry | None], ...]


@dataclass
class Outcome:
    """What one writer saw: acknowledged saves, refusals, and any other error (``code: message``)."""

    acks: list[Ack] = field(default_factory=list)
    refusals: list[Refusal] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def extend(self, other: Outcome) -> None:
        self.acks += other.acks
        self.refusals += other.refusals
        self.errors += other.errors


# --- entries ---------------------------------------------------------------------------------


def deal_entry(slot: int, tricks: int, declarer: str = "A") -> Entry:
    """A valid painted game for ``slot`` (5♦ in alkupelit slots, 6♠ in kotkat slots), as JSON."""
    form = slot_form(slot % DEALS_PER_SITSI)
    contract = "5♦" if slot % DEALS_PER_SITSI < DEALS_PER_FORM else "6♠"
    return DealEntry.painted(form, contract, declarer, tricks).to_json()


def other_entry(slot: int, current: Mapping[str, Any] | None, rng: random.Random) -> Entry:
    """A random entry for ``slot`` that differs from ``current`` (a save of the same entry is no change)."""
    while True:
        entry = deal_entry(slot, rng.randrange(14), rng.choice(SEATS))
        if entry != current:
            return entry


def _json(entry: DealEntry | None) -> Entry | None:
    return None if entry is None else entry.to_json()


def new_sheet(store: SheetStore) -> tuple[str, str]:
    """A fresh empty sheet: (id, edit token)."""
    made = store.create(Scoresheet(PLAYERS), who="stress")
    return made.view.sheet_id, made.edit_token


# --- writers ---------------------------------------------------------------------------------


def save(
    store: SheetStore, sheet_id: str, token: str, slot: int, entry: Entry, *, base: int, who: str
) -> int:
    """Save ``entry`` to ``slot`` from ``base``; the version it returned (raises what save_deal raises)."""
    sitsi, index = divmod(slot, DEALS_PER_SITSI)
    view = store.save_deal(
        sheet_id, sitsi, index, DealEntry.from_json(entry), base_version=base, who=who, token=token
    )
    shown = view.sheet.deals[slot]
    if shown is None or shown.to_json() != entry:
        raise AssertionError(f"{who}: the view save_deal returned does not show the saved entry")
    return view.version


def _refusal(who: str, slot: int, base: int, err: StaleSheetError) -> Refusal:
    cited = tuple((c.version, c.who, c.pos, None if c.after is None else dict(c.after)) for c in err.changes)
    return Refusal(who, slot, base, cited)


def work(
    store: SheetStore,
    sheet_id: str,
    token: str,
    tag: str,
    slots: Sequence[int],
    saves: int,
    *,
    shared: bool,
    seed: int,
    start: Callable[[], object] | None = None,
) -> Outcome:
    """One writer: ``saves`` attempts on ``slots``.

    ``shared=False``: the slots are this writer's own; each save names the version of this
    writer's last change to the slot (or the version it first opened), usually far older than
    the sheet's version, and must never be refused.  ``shared=True``: everybody saves to
    ``slots[0]``; each attempt re-reads the sheet, and after a refusal the next attempt applies
    this writer's change on top of the current entry (:func:`merge_entry`) from the version of
    the slot's last change, as the page's "apply my change on top" does.
    """
    rng = random.Random(seed)
    out = Outcome()
    if start is not None:
        start()
    opened = store.open(sheet_id, token=token)
    mine = {s: (_json(opened.sheet.deals[s]), opened.version) for s in slots}
    retry: tuple[int, Entry, Entry | None] | None = None
    for n in range(saves):
        who = f"{tag}#{n}"
        if not shared:
            slot = slots[n % len(slots)]
            current, base = mine[slot]
            entry = other_entry(slot, current, rng)
        else:
            slot = slots[0]
            if retry is None:
                view = store.open(sheet_id, token=token)
                base, current = view.version, _json(view.sheet.deals[slot])
                entry = other_entry(slot, current, rng)
            else:
                base, entry, current = retry
                retry = None
        try:
            version = save(store, sheet_id, token, slot, entry, base=base, who=who)
        except StaleSheetError as err:
            out.refusals.append(_refusal(who, slot, base, err))
            if shared and err.changes:
                theirs = None if err.current is None else dict(err.current)
                merged, _conflicts = merge_entry(current, entry, theirs)
                if merged is None or merged == theirs:
                    merged = other_entry(slot, theirs, rng)
                retry = (err.changes[-1].version, merged, theirs)
            continue
        except SkruuviError as err:
            out.errors.append(f"{who}: {err.code}: {err}")
            continue
        out.acks.append(Ack(who, slot, entry, base, version))
        if not shared:
            mine[slot] = (entry, version)
    return out


def _in_threads(jobs: Sequence[Callable[[], Outcome]]) -> Outcome:
    """Run the jobs in threads at once; their outcomes together (an exception is an error)."""
    results: list[Outcome] = [Outcome() for _ in jobs]

    def run(i: int) -> None:
        try:
            results[i] = jobs[i]()
        except Exception as e:  # reported as a figure, never hidden
            results[i] = Outcome(errors=[f"thread {i}: {type(e).__name__}: {e}"])

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    total = Outcome()
    for r in results:
        total.extend(r)
    return total


def own_slots(worker: int, workers: int) -> tuple[int, ...]:
    """The deal slots of worker ``worker`` of ``workers`` (slot numbers spread over the sheet)."""
    return tuple(range(worker, DEALS_PER_GAME, workers))


#: The slot everybody fights over in the shared runs.
SHARED_SLOT: Final = 13


def run_threads(store: SheetStore, threads: int, rounds: int, *, shared: bool, seed: int) -> dict[str, Any]:
    """``threads`` threads on one store, ``rounds`` saves each, on a fresh sheet; the checked figures."""
    sheet_id, token = new_sheet(store)
    barrier = threading.Barrier(threads)
    began = time.monotonic()
    outcome = _in_threads(
        [
            functools.partial(
                work,
                store,
                sheet_id,
                token,
                f"t{i}",
                (SHARED_SLOT,) if shared else own_slots(i, threads),
                rounds,
                shared=shared,
                seed=seed + i,
                start=functools.partial(barrier.wait, 60),
            )
            for i in range(threads)
        ]
    )
    seconds = time.monotonic() - began
    return check_sheet(store, sheet_id, token, outcome) | {"seconds": round(seconds, 2)}


def _process_main(
    url: str,
    sheets: tuple[tuple[str, str], tuple[str, str]],
    worker: int,
    processes: int,
    rounds: int,
    seed: int,
    barrier: Any,
    results: Any,
) -> None:
    """A writer process (spawned), with a store of its own on ``url``.

    Saves to its own slots of the first sheet, then (once every process is done with that) fights
    over one slot of the second; puts ``(own Outcome, shared Outcome)`` on ``results``.
    """
    tag = f"p{worker}"
    outcomes = (Outcome(), Outcome())
    try:
        store = SheetStore(url, legacy=None)
        for phase, ((sheet_id, token), shared) in enumerate(zip(sheets, (False, True), strict=True)):
            outcomes[phase].extend(
                work(
                    store,
                    sheet_id,
                    token,
                    tag,
                    (SHARED_SLOT,) if shared else own_slots(worker, processes),
                    rounds,
                    shared=shared,
                    seed=seed + phase,
                    start=functools.partial(barrier.wait, 120),
                )
            )
    except Exception as e:  # reported as a figure, never hidden
        outcomes[0].errors.append(f"{tag}: {type(e).__name__}: {e}")
    results.put(outcomes)


def run_processes(store: SheetStore, url: str, processes: int, rounds: int, *, seed: int) -> dict[str, Any]:
    """``processes`` spawned processes on ``url``, ``rounds`` saves each to their own slots of a fresh
    sheet, then ``rounds`` attempts each at one slot of another; the checked figures of both.
    """
    sheets = (new_sheet(store), new_sheet(store))
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(processes)
    results = ctx.Queue()
    began = time.monotonic()
    procs = [
        ctx.Process(
            target=_process_main, args=(url, sheets, i, processes, rounds, seed + 10 * i, barrier, results)
        )
        for i in range(processes)
    ]
    for p in procs:
        p.start()
    own, shared = Outcome(), Outcome()
    for _ in procs:
        got_own, got_shared = results.get(timeout=600)
        own.extend(got_own)
        shared.extend(got_shared)
    for p in procs:
        p.join(60)
        if p.exitcode != 0:
            own.errors.append(f"process {p.pid} exited with {p.exitcode}")
    seconds = time.monotonic() - began
    return {
        "own_slots": check_sheet(store, *sheets[0], own),
        "same_slot": check_sheet(store, *sheets[1], shared),
        "seconds": round(seconds, 2),
    }


def _race_save(
    store: SheetStore,
    sheet_id: str,
    token: str,
    barrier: threading.Barrier,
    base: int,
    slot: int,
    entry: Entry,
    who: str,
) -> Outcome:
    """One browser of a race: wait at ``barrier``, then save."""
    out = Outcome()
    barrier.wait(30)
    try:
        version = save(store, sheet_id, token, slot, entry, base=base, who=who)
    except StaleSheetError as err:
        out.refusals.append(_refusal(who, slot, base, err))
    except SkruuviError as err:
        out.errors.append(f"{who}: {err.code}: {err}")
    else:
        out.acks.append(Ack(who, slot, entry, base, version))
    return out


def run_race(store: SheetStore, rounds: int, *, seed: int) -> dict[str, Any]:
    """Two browsers in the same millisecond, ``rounds`` times each way, on a fresh sheet; checked figures.

    Different slots from the same base: both must be acknowledged.  The same slot from the same
    base: exactly one acknowledged and one refused.
    """
    sheet_id, token = new_sheet(store)
    rng = random.Random(seed)
    outcome = Outcome()
    wrong: list[str] = []
    both_kept = one_kept = 0
    began = time.monotonic()
    for r in range(rounds):
        for same in (False, True):
            view = store.open(sheet_id, token=token)
            slots = [rng.randrange(DEALS_PER_GAME)] * 2 if same else rng.sample(range(DEALS_PER_GAME), 2)
            entries: list[Entry] = []
            for slot in slots:
                current = _json(view.sheet.deals[slot])
                entries.append(other_entry(slot, current, rng))
            while same and entries[1] == entries[0]:
                entries[1] = other_entry(slots[1], _json(view.sheet.deals[slots[1]]), rng)
            barrier = threading.Barrier(2)
            base = view.version

            tag = f"r{r}{'s' if same else 'd'}"
            got = _in_threads(
                [
                    functools.partial(
                        _race_save, store, sheet_id, token, barrier, base, slots[i], entries[i], f"{tag}-{i}"
                    )
                    for i in range(2)
                ]
            )
            outcome.extend(got)
            if same:
                one_kept += len(got.acks) == 1 and len(got.refusals) == 1
                if (len(got.acks), len(got.refusals)) != (1, 1):
                    wrong.append(f"{tag}: same slot: {len(got.acks)} kept, {len(got.refusals)} refused")
            else:
                both_kept += len(got.acks) == 2
                if len(got.acks) != 2:
                    wrong.append(f"{tag}: different slots: {len(got.acks)} kept, {len(got.refusals)} refused")
    seconds = time.monotonic() - began
    figures = check_sheet(store, sheet_id, token, outcome)
    figures["problems"] = wrong + figures["problems"]
    return figures | {
        "rounds": rounds,
        "different_slots_both_kept": both_kept,
        "same_slot_exactly_one_kept": one_kept,
        "seconds": round(seconds, 2),
    }


# --- checking --------------------------------------------------------------------------------


def check_sheet(
    store: SheetStore,
    sheet_id: str,
    token: str,
    outcome: Outcome,
    *,
    allow_unacknowledged: int = 0,
) -> dict[str, Any]:
    """Read the sheet back and compare it with what the writers were told (see the module docstring).

    Returns the figures with ``problems``, a list of everything wrong (empty when all is well).
    ``allow_unacknowledged``: how many committed changes without an acknowledgement are expected
    (writers killed between the commit and their report).
    """
    problems: list[str] = []
    history = store.history(sheet_id, token=token)
    view = store.open(sheet_id, token=token)
    versions = [c.version for c in history]
    if versions != list(range(1, len(history) + 1)):
        dupes = len(versions) - len(set(versions))
        gaps = sorted(set(range(1, max(versions, default=0) + 1)) - set(versions))
        problems.append(f"versions are not 1..N: {dupes} duplicated, missing {gaps[:10]}")
    if view.version != len(history):
        problems.append(f"the sheet says version {view.version} but its history has {len(history)} changes")
    by_version = {c.version: c for c in history}
    acks_by_who = {a.who: a for a in outcome.acks}
    if len(acks_by_who) != len(outcome.acks):
        problems.append("two acknowledged saves had the same name (the stress run is wrong)")
    seen_versions: dict[int, str] = {}
    found = lost = 0
    for ack in outcome.acks:
        if ack.version in seen_versions:
            problems.append(
                f"{ack.who} and {seen_versions[ack.version]} were both told version {ack.version}"
            )
        seen_versions[ack.version] = ack.who
        c = by_version.get(ack.version)
        if c is not None and (c.who, c.kind, c.pos, c.after) == (ack.who, "deal", ack.slot, ack.entry):
            found += 1
        else:
            lost += 1
            got = "nothing" if c is None else f"{c.who} {c.kind} {c.pos} {c.after}"
            problems.append(
                f"lost: {ack.who} was told version {ack.version} (slot {ack.slot}) but it holds {got}"
            )
    # The chain of each slot: every change follows the one before it, from a base that saw it.
    last: dict[int, Any] = {}
    unacknowledged = 0
    for c in history[1:]:
        if c.kind != "deal" or c.pos is None:
            problems.append(f"version {c.version}: unexpected change {c.action} {c.kind}")
            continue
        prev = last.get(c.pos)
        prev_after = None if prev is None else prev.after
        prev_version = 1 if prev is None else prev.version
        if c.before != prev_after:
            problems.append(
                f"version {c.version}: 'before' is not what version {prev_version} left in slot {c.pos}"
            )
        saver = acks_by_who.get(c.who)
        if saver is None:
            unacknowledged += 1
        elif prev_version > saver.base:
            problems.append(
                f"stale overwrite: {saver.who} saved slot {c.pos} from version {saver.base} over version {prev_version}"
            )
        last[c.pos] = c
    if unacknowledged > allow_unacknowledged:
        problems.append(f"{unacknowledged} changes were committed that no writer was told about")
    for slot in range(DEALS_PER_GAME):
        c = last.get(slot)
        shown = _json(view.sheet.deals[slot])
        if (None if c is None else c.after) != shown:
            problems.append(f"slot {slot}: the sheet does not hold its last change")
        if c is not None and view.entry_versions.get(("deal", slot)) != c.version:
            problems.append(
                f"slot {slot}: entry version {view.entry_versions.get(('deal', slot))}, last change {c.version}"
            )
    for ref in outcome.refusals:
        if not ref.cited:
            problems.append(f"{ref.who}: refused as stale without naming a change")
        for version, who, pos, after in ref.cited:
            c = by_version.get(version)
            if (
                version <= ref.base
                or pos != ref.slot
                or c is None
                or (c.who, c.pos, c.after) != (who, pos, after)
            ):
                problems.append(
                    f"{ref.who}: refused from version {ref.base} citing a change that is not real: {version}"
                )
    problems += [f"error: {e}" for e in outcome.errors]
    return {
        "acknowledged": len(outcome.acks),
        "refused_stale": len(outcome.refusals),
        "errors": len(outcome.errors),
        "found": found,
        "lost": lost,
        "unacknowledged_committed": unacknowledged,
        "versions": len(history),
        "problems": problems,
    }  # fmt: skip


def sqlite_file_problems(path: Path) -> list[str]:
    """``PRAGMA integrity_check`` of an SQLite file, and files beside it other than -wal/-shm."""
    problems: list[str] = []
    con = sqlite3.connect(path)
    try:
        result = con.execute("PRAGMA integrity_check").fetchall()
        if result != [("ok",)]:
            problems.append(f"integrity_check: {result[:5]}")
        if con.execute("PRAGMA foreign_key_check").fetchall():
            problems.append("foreign_key_check found rows")
    finally:
        con.close()
    allowed = {path.name} | {path.name + s for s in SQLITE_SIDE_FILES}
    stray = sorted(p.name for p in path.parent.iterdir() if p.name not in allowed)
    if stray:
        problems.append(f"stray files beside the database: {stray}")
    return problems


# --- kills -------------------------------------------------------------------------------------


def child_main(url: str, sheet_id: str, tag: str, seed: int) -> None:
    """The writer that gets killed: loops saves to random slots and reports each one.

    Prints ``ready``, then for each save ``begin <slot> <tricks>`` before it and
    ``ack <version> <slot> <tricks>`` once it returned, each line flushed.
    """
    token = os.environ[TOKEN_ENV]
    rng = random.Random(seed)
    store = SheetStore(url, legacy=None)
    out = sys.stdout
    out.write("ready\n")
    out.flush()
    n = 0
    while True:
        view = store.open(sheet_id, token=token)
        slot = rng.randrange(DEALS_PER_GAME)
        entry = other_entry(slot, _json(view.sheet.deals[slot]), rng)
        out.write(f"begin {slot} {entry['tricks']}\n")
        out.flush()
        try:
            version = save(store, sheet_id, token, slot, entry, base=view.version, who=f"{tag}#{n}")
        except StaleSheetError:
            version = 0  # cannot happen with one writer; the parent's check would notice
        out.write(f"ack {version} {slot} {entry['tricks']}\n")
        out.flush()
        n += 1


def _parse_child(stdout: str) -> tuple[list[tuple[int, int, int]], bool]:
    """The child's acknowledgements (version, slot, tricks) on complete lines, and whether a save was in flight."""
    lines = stdout.split("\n")[:-1]  # a line cut by the kill has no newline
    acks = [tuple(int(x) for x in line.split()[1:]) for line in lines if line.startswith("ack ")]
    in_flight = bool(lines) and lines[-1].startswith("begin ")
    return [(a[0], a[1], a[2]) for a in acks], in_flight


def run_kills(
    store: SheetStore, url: str, kills: int, *, seed: int, sqlite_path: Path | None = None
) -> dict[str, Any]:
    """Kill a writing child with SIGKILL ``kills`` times (every 8th while it starts); checked figures."""
    sheet_id, token = new_sheet(store)
    rng = random.Random(seed)
    env = {**os.environ, "PYTHONPATH": str(ROOT), TOKEN_ENV: token}
    problems: list[str] = []
    acked: list[tuple[str, tuple[int, int, int]]] = []
    mid_write = while_starting = 0
    figures: dict[str, Any] = {}
    began = time.monotonic()
    for k in range(kills):
        tag = f"k{k}"
        proc = subprocess.Popen(
            [sys.executable, "-m", "tools.sheet_stress", "child", url, sheet_id, tag, str(seed + k)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env=env,
        )
        assert proc.stdout is not None
        if k % 8 == 7:
            time.sleep(rng.uniform(0.0, 0.3))
            while_starting += 1
        else:
            first = proc.stdout.readline()
            if first != "ready\n":
                proc.kill()
                _out, err = proc.communicate()
                problems.append(f"kill {k}: the writer did not start: {first!r} {err.strip()[-300:]}")
                break
            time.sleep(rng.uniform(0.005, 0.25))
        os.kill(proc.pid, signal.SIGKILL)
        # Read through proc.stdout, not communicate(): readline() above may have buffered lines
        # after "ready", which communicate() (reading the pipe itself) would never see.  The child
        # is dead, so both pipes end.
        out = proc.stdout.read()
        err = proc.stderr.read() if proc.stderr is not None else ""
        proc.wait()
        proc.stdout.close()
        if proc.stderr is not None:
            proc.stderr.close()
        if proc.returncode != -signal.SIGKILL:
            problems.append(f"kill {k}: the writer ended by itself ({proc.returncode}): {err.strip()[-300:]}")
        mine, in_flight = _parse_child(out)
        mid_write += in_flight
        acked += [(tag, a) for a in mine]
        # Check after every kill: everything acknowledged so far is there, exactly.  The child is
        # the only writer, so each of its saves saw every version before its own.
        present, missing = _acks_from_history(store, sheet_id, token, acked)
        outcome = Outcome(
            acks=[Ack(who, slot, entry, version - 1, version) for who, slot, entry, version in present]
        )
        figures = check_sheet(store, sheet_id, token, outcome, allow_unacknowledged=k + 1)
        problems += [f"kill {k}: {p}" for p in missing + figures["problems"]]
        if sqlite_path is not None:
            problems += [f"kill {k}: {p}" for p in sqlite_file_problems(sqlite_path)]
        if problems:
            break
    seconds = time.monotonic() - began
    missing = len(acked) - figures.get("found", 0)
    return {
        "kills": kills,
        "kills_mid_write": mid_write,
        "kills_while_starting": while_starting,
        "acknowledged": len(acked),
        "found": len(acked) - missing,
        "missing": missing,
        "unacknowledged_committed": figures.get("unacknowledged_committed", 0),
        "versions": figures.get("versions", 0),
        "problems": problems,
        "seconds": round(seconds, 2),
    }


def _acks_from_history(
    store: SheetStore,
    sheet_id: str,
    token: str,
    acked: Sequence[tuple[str, tuple[int, int, int]]],
) -> tuple[list[tuple[str, int, Entry, int]], list[str]]:
    """Turn the child's ``ack`` lines into (who, slot, entry, version) by the history's change at that version.

    An ack whose version is not in the history, or whose change is not that child's save of that
    slot with those tricks, is a loss: it is left out of the list and named in the second.
    """
    by_version = {c.version: c for c in store.history(sheet_id, token=token)}
    out = []
    problems = []
    for tag, (version, slot, tricks) in acked:
        c = by_version.get(version)
        if (
            c is None
            or not c.who.startswith(f"{tag}#")
            or (c.kind, c.pos) != ("deal", slot)
            or c.after is None
            or c.after.get("tricks") != tricks
        ):
            problems.append(
                f"lost: {tag} acknowledged version {version} (slot {slot}, {tricks} tricks): not in the history"
            )
            continue
        out.append((c.who, slot, dict(c.after), version))
    return out, problems  # fmt: skip


# --- command line ------------------------------------------------------------------------------


def _split(figures: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """run_processes' figures as two parts (the seconds are the two phases' together)."""
    seconds = figures["seconds"]
    return {
        "processes_own_slots": figures["own_slots"] | {"seconds_both_phases": seconds},
        "processes_same_slot": figures["same_slot"] | {"seconds_both_phases": seconds},
    }


def run_all(
    url: str, *, threads: int, processes: int, rounds: int, race_rounds: int, kills: int, seed: int
) -> dict[str, Any]:
    """Every run on ``url``; the figures, with totals first.

    Totals: ``acknowledged``/``found`` over every run (equal when nothing was lost), ``lost``
    = acknowledged but not found anywhere, ``missing`` = the part of it in the kill run.
    """
    store = SheetStore(url, legacy=None)
    sqlite_path = store.db.path if store.db.is_sqlite else None
    began = time.monotonic()
    parts = {
        "threads_own_slots": run_threads(store, threads, rounds, shared=False, seed=seed),
        "threads_same_slot": run_threads(store, threads, rounds, shared=True, seed=seed + 100),
        **_split(run_processes(store, url, processes, rounds, seed=seed + 200)),
        "race": run_race(store, race_rounds, seed=seed + 400),
        "kills": run_kills(store, url, kills, seed=seed + 500, sqlite_path=sqlite_path),
    }
    if sqlite_path is not None:
        parts["kills"]["problems"] += sqlite_file_problems(sqlite_path)
    problems = [f"{name}: {p}" for name, part in parts.items() for p in part["problems"]]
    kill = parts["kills"]
    totals = {
        "backend": store.db.dialect,
        "acknowledged": sum(p["acknowledged"] for p in parts.values()),
        "refused_stale": sum(p.get("refused_stale", 0) for p in parts.values()),
        "lost": sum(p.get("lost", 0) for p in parts.values()) + kill["missing"],
        "kills": kill["kills"],
        "kills_mid_write": kill["kills_mid_write"],
        "found": sum(p["found"] for p in parts.values()),
        "missing": kill["missing"],
        "seconds": round(time.monotonic() - began, 2),
        "problems": problems[:50],
    }
    for part in parts.values():
        part["problems"] = len(part["problems"])
    return totals | {"runs": parts}


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring); 0 when nothing was lost or wrong, 1 otherwise."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["child"]:
        url, sheet_id, tag, seed = args[1:5]
        child_main(url, sheet_id, tag, int(seed))
        return 0
    parser = argparse.ArgumentParser(
        prog="python -m tools.sheet_stress",
        description="Stress score-sheet saves (threads, processes, races, SIGKILL) and print the figures as JSON.",
    )
    parser.add_argument(
        "--url", required=True, help="SQLAlchemy URL (sqlite:///FILE or postgresql+psycopg://...)"
    )
    parser.add_argument("--threads", type=int, default=8, help="threads sharing one store (default 8)")
    parser.add_argument("--processes", type=int, default=4, help="writer processes (default 4)")
    parser.add_argument(
        "--rounds", type=int, default=40, help="save attempts per thread or process (default 40)"
    )
    parser.add_argument(
        "--race-rounds", type=int, default=None, help="barrier races each way (default --rounds)"
    )
    parser.add_argument("--kills", type=int, default=20, help="SIGKILLs of a writing process (default 20)")
    parser.add_argument("--seed", type=int, default=20261114)
    opts = parser.parse_args(args)
    for name in ("threads", "processes", "rounds", "kills"):
        if getattr(opts, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    figures = run_all(
        opts.url,
        threads=opts.threads,
        processes=opts.processes,
        rounds=opts.rounds,
        race_rounds=opts.race_rounds if opts.race_rounds is not None else opts.rounds,
        kills=opts.kills,
        seed=opts.seed,
    )
    print(json.dumps(figures, indent=1, ensure_ascii=False))
    return 0 if not figures["problems"] else 1


if __name__ == "__main__":
    sys.exit(main())
