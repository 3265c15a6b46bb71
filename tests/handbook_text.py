"""Where the handbook's text is, for tests that compare against it (skipped when it is not there)."""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

_NAME = "skruuvin-kasikirja-2016-fi.txt"
_ROOT = Path(__file__).resolve().parent.parent


def _find() -> Path:
    candidates = [
        Path(os.environ.get("SKRUUVI_HANDBOOK", "")),
        _ROOT.parent / "shared" / "handbook" / _NAME,
        Path("/work/shared/handbook") / _NAME,
    ]
    for c in candidates:
        if c.name == _NAME and c.is_file():
            return c
    return _ROOT / "missing-handbook" / _NAME


HANDBOOK = _find()


@cache
def handbook_words() -> tuple[str, ...]:
    return tuple(re.findall(r"\w+", HANDBOOK.read_text(encoding="utf-8").lower()))


@cache
def handbook_runs(n: int = 8) -> frozenset[tuple[str, ...]]:
    w = handbook_words()
    return frozenset(tuple(w[i : i + n]) for i in range(len(w) - n + 1))
