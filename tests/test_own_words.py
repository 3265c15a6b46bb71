"""Our texts are our own: no run of eight consecutive words from the handbook (it is copyrighted).

Checks every text the project writes for people: code (docstrings, comments,
templates), docs, the README and the Finnish catalog.  Skipped where the
handbook text is not available.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tests.handbook_text import HANDBOOK, handbook_runs

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(not HANDBOOK.is_file(), reason="the handbook text is not available")


def _texts() -> list[tuple[str, str]]:
    out = [
        (str(p.relative_to(ROOT)), p.read_text(encoding="utf-8"))
        for p in sorted(ROOT.glob("trainer/**/*.py"))
    ]
    out += [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")) for p in sorted(ROOT.glob("docs/*.md"))]
    out.append(("README.md", (ROOT / "README.md").read_text(encoding="utf-8")))
    for lang in ("fi", "en"):
        with (ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
            cat = read_po(f)
        out.append((f"locales/{lang}", "\n".join(str(m.string) for m in cat if m.id)))
    for p in [*sorted((ROOT / "lessons").glob("**/*.yaml")), *sorted((ROOT / "quizzes").glob("*.yaml"))]:
        out.append((str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")))
    return out


def test_no_eight_word_run_from_the_handbook() -> None:
    runs = handbook_runs(8)
    found = []
    for name, text in _texts():
        words = re.findall(r"\w+", text.lower())
        for i in range(len(words) - 7):
            run = tuple(words[i : i + 8])
            # Facts carry over (scores, card layouts): a copied run must hold at least four real words.
            if run in runs and sum(1 for w in run if w.isalpha() and len(w) > 2) >= 4:
                found.append(f"{name}: {' '.join(run)}")
                break
    assert not found, "\n".join(found)
