"""Timing of the progress store: ``python -m trainer.progress.bench`` prints JSON.

It fills a fresh database in a temporary directory with one learner's
answers (2,000 by default, spread over 60 days, 40 concepts of 5 items),
then times :meth:`~trainer.progress.store.ProgressStore.record_answer`,
:func:`~trainer.progress.schedule.daily_queue` and
:meth:`~trainer.progress.store.ProgressStore.stats`: the median and the 95th
percentile in milliseconds.  Every write is a real durable commit
(``synchronous=FULL``), so the figures depend on the disk.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from trainer.progress.schedule import daily_queue
from trainer.progress.store import ProgressStore
from trainer.storage.db import SYNCHRONOUS

CONCEPTS = tuple(f"concept-{n:02d}" for n in range(40))
ITEMS = {c: [f"{c}/item-{k}" for k in range(5)] for c in CONCEPTS}
START = datetime(2025, 1, 6, 8, 0, tzinfo=UTC)


def time_calls(fn: Callable[[int], object], runs: int) -> dict[str, float]:
    """Call ``fn(0)`` .. ``fn(runs - 1)``; the median and p95 in milliseconds."""
    samples = []
    for i in range(runs):
        t = time.perf_counter()
        fn(i)
        samples.append((time.perf_counter() - t) * 1000)
    samples.sort()
    return {
        "median_ms": round(statistics.median(samples), 3),
        "p95_ms": round(samples[min(len(samples) - 1, round(0.95 * (len(samples) - 1)))], 3),
        "runs": runs,
    }


def run(answers: int = 2000, runs: int = 200, directory: Path | None = None) -> dict[str, Any]:
    """Fill a database under ``directory`` (a temporary one if None) and time the operations."""
    with tempfile.TemporaryDirectory(prefix="skruuvi-progress-bench-") as tmp:
        store = ProgressStore(Path(directory or tmp) / "bench.sqlite3")
        learner = store.create_learner("Bench")
        step = timedelta(days=60) / max(answers, 1)
        t = time.perf_counter()
        for i in range(answers):
            concept = CONCEPTS[(i // 7) % len(CONCEPTS)]
            store.record_answer(
                learner,
                item=ITEMS[concept][i % 5],
                kind="call",
                concept=concept,
                correct=i % 4 != 0,
                verdict="recommended",
                answer="pass",
                seconds=3.0,
                at=START + i * step,
            )
        fill_s = time.perf_counter() - t
        now = START + timedelta(days=60)

        def record(i: int) -> None:
            concept = CONCEPTS[i % len(CONCEPTS)]
            store.record_answer(
                learner,
                item=ITEMS[concept][i % 5],
                kind="call",
                concept=concept,
                correct=i % 3 != 0,
                verdict="recommended",
                answer="pass",
                at=now + timedelta(seconds=i),
            )

        def queue(_i: int) -> None:
            daily_queue(store, learner, now + timedelta(hours=1), concepts_in_order=CONCEPTS, items_of=ITEMS)

        def stats(_i: int) -> None:
            store.stats(learner, now + timedelta(hours=1))

        result = {
            "answers": answers,
            "synchronous": SYNCHRONOUS,
            "fill_seconds": round(fill_s, 2),
            "record_answer": time_calls(record, runs),
            "daily_queue": time_calls(queue, runs),
            "stats": time_calls(stats, runs),
            "queue_length": len(
                daily_queue(
                    store, learner, now + timedelta(hours=1), concepts_in_order=CONCEPTS, items_of=ITEMS
                )
            ),
            "python": platform.python_version(),
        }
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.progress.bench", description=__doc__)
    parser.add_argument("--answers", type=int, default=2000, help="answers stored before timing (2000)")
    parser.add_argument("--runs", type=int, default=200, help="timed calls of each operation (200)")
    parser.add_argument("--dir", type=Path, default=None, help="put the database here instead of /tmp")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.answers, args.runs, args.dir), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
