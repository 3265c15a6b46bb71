"""Time the score-sheet store: open a sheet, save a deal, read its history (``make bench``).

``python -m trainer.storage.bench [--url URL] [--runs N]`` prints JSON with the median and p95
in milliseconds.  The default is a new SQLite file in a temporary directory; ``--url`` names any
database (a throwaway PostgreSQL from ``python -m tools.pgtmp start DIR``, say), on which it
creates one sheet.
"""

from __future__ import annotations

import argparse
import json
import platform
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from trainer.bids import Form
from trainer.progress.bench import time_calls
from trainer.scoresheet import DEALS_PER_SITSI, DealEntry, Scoresheet
from trainer.storage.sheets import SheetStore


def run(url: str | None, runs: int) -> dict[str, Any]:
    """Create one sheet in the database at ``url`` (a temporary SQLite file if None) and time the operations."""
    with tempfile.TemporaryDirectory(prefix="skruuvi-sheet-bench-") as tmp:
        store = SheetStore(url or str(Path(tmp) / "bench.sqlite3"), legacy=None)
        new = store.create(Scoresheet(("Aino", "Bertta", "Cecilia", "Doris")), who="bench")
        sid, token = new.view.sheet_id, new.edit_token
        version = new.view.version

        def save(i: int) -> None:
            nonlocal version
            sitsi, index = divmod(i % 24, DEALS_PER_SITSI)
            form = Form.ALKUPELIT if index < 4 else Form.KOTKAT
            contract = "5♦" if form is Form.ALKUPELIT else "6♠"
            entry = DealEntry.painted(form, contract, "A", 7 + i % 7)
            version = store.save_deal(
                sid, sitsi, index, entry, base_version=version, who="bench", token=token
            ).version

        result = {
            "backend": store.db.dialect,
            "save_deal": time_calls(save, runs),
            "open": time_calls(lambda _i: store.open(sid, token=token), runs),
            "history": time_calls(lambda _i: store.history(sid, token=token), max(1, runs // 4)),
            "versions": version,
            "python": platform.python_version(),
        }
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.storage.bench", description=__doc__)
    parser.add_argument("--url", default=None, help="database URL (default: a temporary SQLite file)")
    parser.add_argument("--runs", type=int, default=200, help="timed calls of each operation (200)")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.url, args.runs), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
