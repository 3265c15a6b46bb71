"""The course content in lessons/: it loads, every check passes, and it covers the handbook.

The checks (trainer.lessons.check_content): markers (cards, hands, calls,
packets, terms, links) parse and resolve; both languages show the same
cards; engine-checkable answers are verified; worked deals replay and their
commentary points at real steps; every lesson is in the curriculum and every
handbook section is mapped to a lesson.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from tests.handbook_text import HANDBOOK
from trainer.bids import Form
from trainer.lessons import check_content, link_parts, load_content, markers, texts_of
from trainer.records import load
from trainer.state import GameType

CONTENT = load_content()


def test_everything_loads_and_checks() -> None:
    problems = CONTENT.problems + check_content(CONTENT)
    assert not problems, "\n".join(map(str, problems))


def test_the_curriculum_is_complete() -> None:
    assert CONTENT.curriculum is not None
    listed = [lid for part in CONTENT.curriculum.parts for lid in part.lessons]
    assert sorted(listed) == sorted(CONTENT.lessons)
    assert len(CONTENT.lessons) >= 35


def _toc_headings() -> list[str]:
    """The handbook's table of contents: a heading, a tab and a page number per line."""
    lines = HANDBOOK.read_text(encoding="utf-8").splitlines()
    start = lines.index("Sisällysluettelo")
    out = []
    for line in lines[start + 1 :]:
        m = re.match(r"^(.+?)\t\d+$", line)
        if m:
            out.append(m.group(1).strip())
        elif out and line.strip() and not m:
            break
    return out


@pytest.mark.skipif(not HANDBOOK.is_file(), reason="the handbook text is not available")
def test_every_handbook_section_maps_to_a_lesson() -> None:
    assert CONTENT.curriculum is not None
    keys = set(CONTENT.curriculum.sections)
    leaves = {k.split(" / ")[-1] for k in keys}
    toc = _toc_headings()
    assert len(toc) > 50
    # The table of contents misspells Avauslyönti as "Avaslyönti" and shortens Grandi's heading.
    aliases = {
        "Avaslyönti": "Avauslyönti",
        "Grandi": "Grandi (peli ilman valttia)",
        "Bolshevikien pistelasku": "Bolsevikkien pistelasku",
    }
    missing = [h for h in toc if aliases.get(h, h) not in keys | leaves]
    assert not missing, missing


def test_every_section_the_conventions_cite_has_a_lesson() -> None:
    from trainer.conventions.advise import advise

    assert CONTENT.curriculum is not None
    cited = set()
    for path in sorted((Path(__file__).resolve().parent.parent / "lessons" / "deals").glob("*.deal.yaml")):
        for _, _, s in load(path).states()[:-1]:
            a = advise(s)
            if a is not None:
                cited |= {r.section for r in a.reasons}
                cited |= {r.section for rs in a.worse.values() for r in rs}
    assert cited and cited <= set(CONTENT.curriculum.sections), sorted(
        cited - set(CONTENT.curriculum.sections)
    )


def test_every_lesson_has_examples_questions_and_terms() -> None:
    for lesson in CONTENT.lessons.values():
        assert any(b.example is not None for b in lesson.blocks) or lesson.level == "reference", lesson.id
        assert len(lesson.questions) >= 2, lesson.id
        assert lesson.terms, lesson.id


def test_terms_used_in_text_are_listed_or_defined() -> None:
    for lesson in CONTENT.lessons.values():
        for _, text in texts_of(lesson):
            for kind, value in markers(text.fi + text.en):
                if kind == "term":
                    assert link_parts(kind, value)[0] in CONTENT.glossary, (lesson.id, value)


def test_worked_deals_cover_every_form_and_game_type_twice() -> None:
    forms: Counter[Form] = Counter()
    games: Counter[str] = Counter()
    root = Path(__file__).resolve().parent.parent / "lessons" / "deals"
    for wd in CONTENT.deals.values():
        final = load(root / wd.record).replay()
        forms[final.form] += 1
        game = final.game.value if final.game is not None else "unfinished"
        if final.game is None and final.highest is not None:
            game = {"misere": "misere", "grand": "grand", "trump": "trump"}[final.highest.game]
        games[game] += 1
    assert all(forms[f] >= 2 for f in Form), forms
    for g in (GameType.TRUMP, GameType.GRAND, GameType.MISERE, GameType.PASSIMISAARI):
        assert games[g.value] >= 2, games


def test_glossary_has_the_handbooks_terms() -> None:
    assert len(CONTENT.glossary) >= 60
    for term in CONTENT.glossary.values():
        assert term.fi.term and term.en.term and term.fi.definition and term.en.definition


BAD = """id: broken
title: {fi: Rikki, en: Broken}
minutes: 5
level: beginner
sections: [Maalaukset]
goals: [{fi: on, en: yes}]
blocks:
  - heading: {fi: A, en: A}
    text: {fi: x, en: x}
    example: {hand: "♠AKX", caption: {fi: c, en: c}}
"""


def test_a_bad_lesson_is_reported_with_file_key_and_line_and_skipped(tmp_path: Path) -> None:
    root = tmp_path / "lessons"
    (root / "deals").mkdir(parents=True)
    for name in ("curriculum.yaml", "glossary.yaml", "tricks.yaml"):
        (root / name).write_bytes((Path(__file__).resolve().parent.parent / "lessons" / name).read_bytes())
    (root / "broken.yaml").write_text(BAD.replace("minutes: 5", "minutes: many"), encoding="utf-8")
    (root / "dup.yaml").write_text(BAD.replace("id: broken", "id: dup\nid: dup"), encoding="utf-8")
    c = load_content(root)
    assert "tricks" in c.lessons and "broken" not in c.lessons and "dup" not in c.lessons
    by_file = {p.file: p for p in c.problems if "broken" in p.file or "dup" in p.file}
    broken = by_file["lessons/broken.yaml"]
    assert broken.where == "minutes" and broken.line == 3
    assert "twice" in by_file["lessons/dup.yaml"].message


def test_yaml_1_1_booleans_stay_text(tmp_path: Path) -> None:
    root = tmp_path / "lessons"
    (root / "deals").mkdir(parents=True)
    (root / "ok.yaml").write_text(
        BAD.replace("id: broken", "id: ok").replace('"♠AKX"', '"♠AK"'), encoding="utf-8"
    )
    c = load_content(root)
    lesson = c.lessons["ok"]
    assert lesson.goals[0].fi == "on" and lesson.goals[0].en == "yes"
    problems = check_content(c, root)
    assert not [p for p in problems if "ok.yaml" in p.file and "example" in p.where]
    (root / "ok.yaml").write_text(BAD.replace("id: broken", "id: ok"), encoding="utf-8")
    c = load_content(root)
    assert [p for p in check_content(c, root) if p.file == "lessons/ok.yaml" and "example" in p.where]
