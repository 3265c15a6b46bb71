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


_TOKEN = re.compile(r"\w+|[♠♥♦♣]")


def tokens(text: str) -> list[str]:
    """Words, with each suit symbol a word of its own and marker syntax dropped: "[[card:♥Q]]" is ♥ q."""
    return _TOKEN.findall(re.sub(r"\[\[\w+:", " ", text).replace("|", " ").lower())


def _heading_runs(n: int) -> set[tuple[str, ...]]:
    """Runs inside a handbook heading: we cite sections by their titles, which is not copying."""
    from trainer.lessons import content

    cur = content().curriculum
    names = list(cur.sections) if cur is not None else []
    out: set[tuple[str, ...]] = set()
    for name in names:
        w = tokens(name)
        out |= {tuple(w[i : i + n]) for i in range(len(w) - n + 1)}
    return out


def seven_word_runs(texts: list[tuple[str, str]]) -> list[str]:
    """Runs of seven tokens shared with the handbook, counting card symbols as words.

    A run of facts (cards, levels, "pass") is not prose: it must hold four real words to count.
    """
    hw = tokens(HANDBOOK.read_text(encoding="utf-8"))
    runs = {tuple(hw[i : i + 7]) for i in range(len(hw) - 6)} - _heading_runs(7)
    found = []
    for name, text in texts:
        w = tokens(text)
        for i in range(len(w) - 6):
            run = tuple(w[i : i + 7])
            if run in runs and sum(1 for x in run if x.isalpha() and len(x) > 2 and x != "pass") >= 4:
                found.append(f"{name}: {' '.join(run)}")
    return found


def test_no_seven_word_run_from_the_handbook_in_what_learners_read() -> None:
    """Lessons, worked deals, the glossary, the drill banks and the feedback texts (the catalogs)."""
    learner = [t for t in _texts() if t[0].startswith(("lessons/", "quizzes/", "locales/"))]
    found = seven_word_runs(learner)
    assert not found, f"{len(found)} runs:\n" + "\n".join(found)


def test_the_seven_word_check_counts_card_symbols() -> None:
    """The run the review found in three-player-puupaa hid behind its card symbols (8 words with them)."""
    assert tokens("[[card:♥Q]] ja [[card:♠A]]") == ["♥", "q", "ja", "♠", "a"]
    assert seven_word_runs([("x", "Jos pelaaja A on nähnyt ♥Q ja ♠A, hän voi hyvin maalata 7♠.")])
    assert not seven_word_runs([("x", "Kun A tietää, missä ♥Q ja ♠A ovat, 7♠ on hyvä maalaus.")])
