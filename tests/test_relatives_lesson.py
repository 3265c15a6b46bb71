"""The lesson ``relatives`` (Skruuvin sukulaiset): skruuvi compared with its relatives.

Handbook section: *Skruuvin historia* (vint, whist, bridge); the other games come from the texts in
``/work/shared/related-games/``.  The lesson may only state what a source gives: a fact a source does
not give is a dash, and a dash must be a dash in both languages.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer.lessons import Lesson, Table, content

CONTENT = content()
SOURCES = Path("/work/shared/related-games")
GAMES = ["skruuvi", "vint", "whist", "preferanssi", "huutopussi", "piquet", "pinochle"]


def _comparison_tables(lesson: Lesson) -> list[Table]:
    return [b.table for b in lesson.blocks if b.table is not None and len(b.table.header) == 5]


def dash_mismatches(table: Table) -> list[str]:
    """Cells where one language says the source is silent (—) and the other states something."""
    out = []
    for r, row in enumerate(table.rows):
        for c, cell in enumerate(row):
            if (cell.fi.strip() == "—") != (cell.en.strip() == "—"):
                out.append(f"row {r + 1}, column {c + 1}: {cell.fi!r} / {cell.en!r}")
    return out


def test_two_comparison_tables_with_every_game_in_order() -> None:
    tables = _comparison_tables(CONTENT.lessons["relatives"])
    assert len(tables) == 2
    for table in tables:
        firsts = [row[0].en.lower() for row in table.rows]
        assert len(firsts) == len(GAMES)
        for game, first in zip(GAMES, firsts, strict=True):
            assert game in first, (game, first)


def test_a_missing_fact_is_missing_in_both_languages() -> None:
    for table in _comparison_tables(CONTENT.lessons["relatives"]):
        assert not dash_mismatches(table)


def test_the_dash_check_can_fail() -> None:
    table = _comparison_tables(CONTENT.lessons["relatives"])[1]
    row = table.rows[4]
    bad_row = (row[0], row[1], row[2].model_copy(update={"en": "none"}), *row[3:])
    bad = table.model_copy(update={"rows": (*table.rows[:4], bad_row, *table.rows[5:])})
    assert dash_mismatches(bad) == ["row 5, column 3: '—' / 'none'"]


@pytest.mark.skipif(not SOURCES.is_dir(), reason="the related-games sources are not available")
def test_every_cited_source_file_exists() -> None:
    lesson = CONTENT.lessons["relatives"]
    text = lesson.model_dump_json()
    cited = set(re.findall(r"[\w-]+\.txt", text))
    assert cited, "the lesson cites no source file"
    assert cited <= {p.name for p in SOURCES.iterdir()}, cited


def test_listed_after_history_which_links_to_it() -> None:
    assert CONTENT.curriculum is not None
    part = next(p for p in CONTENT.curriculum.parts if p.id == "scoring-and-conduct")
    i = part.lessons.index("history")
    assert part.lessons[i + 1] == "relatives"
    history = CONTENT.lessons["history"]
    assert any(
        "[[lesson:relatives" in b.text.fi and "[[lesson:relatives" in b.text.en for b in history.blocks
    )
