"""Handbook sections as a learner reads them (review U13): English names beside the Finnish titles."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from trainer.conventions.texts import SECTION_NAMES, section_english, section_label, section_title
from trainer.lessons import content

ROOT = Path(__file__).resolve().parent.parent


def _section_constants() -> set[str]:
    """Every section the conventions and drills cite: string constants named S_*, SEC_*, *SECTION*."""
    out: set[str] = set()
    for p in [*(ROOT / "trainer" / "conventions").glob("*.py"), *(ROOT / "trainer" / "drills").glob("*.py")]:
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            target: ast.expr | None = node.target if isinstance(node, ast.AnnAssign) else None
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = node.targets[0]
            value = getattr(node, "value", None)
            if (
                isinstance(target, ast.Name)
                and not target.id.startswith("_")
                and re.fullmatch(r"S_\w+|SEC_\w+|\w*SECTION\w*", target.id)
                and isinstance(value, ast.Constant)
                and isinstance(value.value, str)
            ):
                out.add(value.value)
    return out


def _bank_sources() -> set[str]:
    out: set[str] = set()
    for p in (ROOT / "quizzes").glob("*.yaml"):
        for line in p.read_text(encoding="utf-8").splitlines():
            m = re.match(r"\s*source:\s*(.+)$", line)
            if m:
                out.add(m.group(1).strip())
    return out


def _curriculum_sections() -> set[str]:
    curriculum = content().curriculum
    assert curriculum is not None
    return set(curriculum.sections)


def cited_sections() -> set[str]:
    return _curriculum_sections() | _section_constants() | _bank_sources()


def test_the_scan_finds_the_cited_sections() -> None:
    cited = cited_sections()
    assert len(_section_constants()) >= 30 and "KOTKAT / Avauslyönti" in cited
    assert "Ensimmäisen kierroksen maalaukset" in cited


def test_every_cited_section_has_an_english_name() -> None:
    missing = sorted(s for s in cited_sections() if section_english(s) is None)
    assert not missing, missing


def test_every_named_heading_is_a_handbook_heading() -> None:
    """No stale names: each heading in the map is a part of some section of the curriculum."""
    parts = {p for s in _curriculum_sections() for p in s.split(" / ")}
    assert set(SECTION_NAMES) <= parts, sorted(set(SECTION_NAMES) - parts)


def test_all_caps_headings_in_title_case() -> None:
    assert section_title("KOTKAT / Avauslyönti") == "Kotkat / Avauslyönti"
    assert section_title("BOLSEVIKIT") == "Bolsevikit"
    assert (
        section_title("Grandi (peli ilman valttia) / Avauslyönti")
        == "Grandi (peli ilman valttia) / Avauslyönti"
    )
    assert all(not p.isupper() for s in cited_sections() for p in section_title(s).split(" / "))


@pytest.mark.parametrize(
    ("section", "lang", "label"),
    [
        ("Ensimmäisen kierroksen maalaukset", "fi", "Ensimmäisen kierroksen maalaukset"),
        ("Ensimmäisen kierroksen maalaukset", "en", "first-round bids — Ensimmäisen kierroksen maalaukset"),
        ("KOTKAT / Avauslyönti", "fi", "Kotkat / Avauslyönti"),
        ("KOTKAT / Avauslyönti", "en", "kotkat, the opening lead — Kotkat / Avauslyönti"),
        ("Not a section", "en", "Not a section"),
    ],
)
def test_section_label(section: str, lang: str, label: str) -> None:
    assert section_label(section, lang) == label


def test_italic_title_in_english_markdown() -> None:
    assert section_label("Maalattu misääri", "en", italic=True) == "painted misère — *Maalattu misääri*"
    assert section_label("ALKUPELIT", "fi", italic=True) == "Alkupelit"


def test_cli_advice_cites_the_section_in_the_users_language(capsys: pytest.CaptureFixture[str]) -> None:
    from trainer.cli import main

    argv = ["advise", "--form", "alkupelit", "--dealer", "A", "--seat", "A", "--hand", "♠AKQ32 ♥K32 ♦32 ♣32"]
    assert main([*argv, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "(handbook: first-round bids — Ensimmäisen kierroksen maalaukset)" in out
    assert main([*argv, "--lang", "fi"]) == 0
    out = capsys.readouterr().out
    assert "(käsikirja: Ensimmäisen kierroksen maalaukset)" in out and "first-round" not in out


def test_a_section_whose_english_name_is_its_finnish_one_is_named_once() -> None:
    """ "alkupelit — Alkupelit" says one word twice (the language review's "term (term)" stutter)."""
    from trainer.conventions.texts import section_label

    assert section_label("ALKUPELIT", "en") == "Alkupelit"
    assert section_label("Maalattu misääri", "en") == "painted misère — Maalattu misääri"


def test_a_lesson_caption_names_each_handbook_chapter_once() -> None:
    from trainer.conventions.texts import section_chapters

    sections = (
        "Maalattu misääri",
        "Maalattu misääri / Korttien vaihdot",
        "Maalattu misääri / Koputukset",
        "KOTKAT / Avauslyönti",
    )
    assert section_chapters(sections) == ["Maalattu misääri", "KOTKAT"]
