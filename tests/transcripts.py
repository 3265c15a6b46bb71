"""Saved transcripts of whole deals: which seeds, and how to regenerate them.

Run ``python -m tests.transcripts`` to rewrite ``tests/transcripts/*.yaml``
after an intended change of the engine; ``tests/test_records.py`` replays
each saved file and compares it with a fresh run of the same seed.
"""

from __future__ import annotations

from pathlib import Path

from tests.strategies import random_states
from trainer.bids import Form
from trainer.records import DealRecord, dumps, from_state

DIR = Path(__file__).parent / "transcripts"

# name -> (form, seed, pass bias): fixed seeds, one deal for each game type.
TRANSCRIPTS: dict[str, tuple[Form, int, float]] = {
    "alkupelit-trump": (Form.ALKUPELIT, 8, 0.85),
    "alkupelit-misere": (Form.ALKUPELIT, 5, 0.85),
    "alkupelit-passimisaari-redoubled": (Form.ALKUPELIT, 0, 0.85),
    "alkupelit-grand-doubled": (Form.ALKUPELIT, 2, 0.85),
    "kotkat-trump": (Form.KOTKAT, 8, 0.85),
    "kotkat-misere": (Form.KOTKAT, 24, 0.85),
    "bolsevikit-bolshevik-doubled": (Form.BOLSEVIKIT, 2, 0.85),
    "bolsevikit-dictator-redoubled": (Form.BOLSEVIKIT, 24, 0.85),
}


def record_for(name: str) -> DealRecord:
    form, seed, bias = TRANSCRIPTS[name]
    final = random_states(form, seed, bias)[-1]
    return from_state(final, {"title": name, "source": f"random legal deal, seed {seed}, pass bias {bias}"})


def main() -> None:
    DIR.mkdir(exist_ok=True)
    for name in TRANSCRIPTS:
        (DIR / f"{name}.yaml").write_text(dumps(record_for(name)), encoding="utf-8")
        print("wrote", name)


if __name__ == "__main__":
    main()
