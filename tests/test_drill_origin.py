"""The drill page says where a drill comes from: a handbook section, the handbook without one, or a practice deal.

A words drill of the banks has no section; its caption was "From the handbook:" with nothing after it (seen in
the session-9 screenshots).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.apptest import run
from trainer.drills import Kind, generate
from trainer.drills.bank import banks


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    return app_data


def _captions(drill_id: str, lang: str) -> list[str]:
    at = run(lang=lang, drill=drill_id)
    assert not at.exception, at.exception
    return [str(c.value) for c in at.caption]


def _bank_drill(with_section: bool) -> str:
    for d in banks().drills.values():
        if bool(d.section) is with_section:
            return d.id
    raise AssertionError("no bank drill of that sort")


@pytest.mark.parametrize(("lang", "words"), [("en", "From the handbook"), ("fi", "Käsikirjasta")])
def test_a_bank_drill_without_a_section_says_only_from_the_handbook(lang: str, words: str) -> None:
    captions = _captions(_bank_drill(with_section=False), lang)
    assert words in captions
    assert not any(c.rstrip().endswith(":") for c in captions)


@pytest.mark.parametrize(("lang", "words"), [("en", "From the handbook: "), ("fi", "Käsikirjasta: ")])
def test_a_bank_drill_with_a_section_names_it(lang: str, words: str) -> None:
    captions = _captions(_bank_drill(with_section=True), lang)
    assert any(c.startswith(words) and len(c) > len(words) + 3 for c in captions)


def test_a_practice_deal_gives_its_number() -> None:
    d = generate(Kind.CALL, None, 7)
    assert any(c.startswith("A practice deal (number 7)") for c in _captions(d.id, "en"))
