"""One term for one thing in each language: the table in ``docs/terminology.md`` is the test.

Every word in the table's "never" columns is searched, in that column's language, in the lessons,
worked deals and glossary (``lessons/``), the drill banks (``quizzes/``) and the catalogs (Finnish
translations; English message ids).  A hit names the file, where in it, and the word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "docs" / "terminology.md"


def never_patterns() -> dict[str, list[tuple[str, re.Pattern[str]]]]:
    """``{"fi": [(thing, pattern)], "en": [...]}`` from the table's last two columns."""
    out: dict[str, list[tuple[str, re.Pattern[str]]]] = {"fi": [], "en": []}
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not line.startswith("| ") or line.startswith("| Thing") or line.startswith("| ---"):
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        thing, never_fi, never_en = cells[0], cells[3], cells[4]
        for lang, cell in (("fi", never_fi), ("en", never_en)):
            for pat in re.findall(r"`([^`]+)`", cell):
                out[lang].append(
                    (thing, re.compile(r"(?<!\w)(?:" + pat.replace(r"\|", "|") + r")(?!\w)", re.I))
                )
    return out


def _yaml_texts(node: Any, path: str) -> Iterator[tuple[str, str, str]]:
    """``(lang, where, text)`` for every ``{fi: ..., en: ...}`` text in a YAML tree."""
    if isinstance(node, dict):
        for lang in ("fi", "en"):
            value = node.get(lang)
            if isinstance(value, str):
                yield lang, path, value
            elif isinstance(value, dict):  # the glossary: {fi: {term, definition}, en: {...}}
                for key, text in value.items():
                    if isinstance(text, str):
                        yield lang, f"{path}.{lang}.{key}", text
        for k, v in node.items():
            if k not in ("fi", "en"):
                yield from _yaml_texts(v, f"{path}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _yaml_texts(v, f"{path}[{i}]")


def texts() -> Iterator[tuple[str, str, str, str]]:
    """``(file, lang, where, text)`` for every text a learner reads."""
    files = [*sorted((ROOT / "lessons").glob("**/*.yaml")), *sorted((ROOT / "quizzes").glob("*.yaml"))]
    for p in files:
        if p.name.endswith(".deal.yaml"):
            continue
        data = yaml.load(p.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
        for lang, where, text in _yaml_texts(data, ""):
            yield str(p.relative_to(ROOT)), lang, where, text
    for lang in ("fi", "en"):
        with (ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
            cat = read_po(f)
        for m in cat:
            if not m.id:
                continue
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            shown = strings if lang == "fi" else ids
            for s in shown:
                yield f"locales/{lang}", lang, ids[0][:50], str(s)


def test_the_table_has_patterns_in_both_languages() -> None:
    pats = never_patterns()
    assert len(pats["fi"]) >= 10 and len(pats["en"]) >= 10


def test_one_term_for_one_thing() -> None:
    pats = never_patterns()
    found = []
    for file, lang, where, text in texts():
        for thing, pat in pats[lang]:
            m = pat.search(text)
            if m:
                found.append(f"{file} {where} ({lang}): {m.group(0)!r} — use the term for “{thing}”")
    assert not found, f"{len(found)} off-table terms:\n" + "\n".join(found)


def test_the_check_finds_an_off_table_term() -> None:
    """The check can fail: a Finnish packet called "pino" and an English "strain" are caught."""
    pats = never_patterns()
    assert any(p.search("Pinon päällimmäinen kortti") for _, p in pats["fi"])
    assert any(p.search("the strain of the bid") for _, p in pats["en"])
    assert not any(p.search("Yliannon päällimmäinen kortti") for _, p in pats["fi"])
