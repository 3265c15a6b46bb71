"""What the learner reads in lessons, worked deals and the glossary, checked as rendered text.

The language review found "Jakaja (jakaja)" stutter where the Finnish gloss repeats the word,
sentences starting in lower case where a glossary link began them, and internal lesson ids in
prose ("oppitunnilla cup-and-tail-cup").  Links now show titles and capitalise (trainer.lessons);
these tests keep the written text free of the rest.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from trainer.lessons import Content, Text, content, plain_text, texts_of

STUTTER = re.compile(r"(?<!\w)([\w-]+(?: [\w-]+)?) \((\1)\)", re.I)
# A sentence that starts in lower case: at a paragraph's start or after . ! ? (not after an ordinal
# "1." or an abbreviation such as "esim." or "e.g.").
LOWER_START = re.compile(
    r"(?:^|(?<![\d.])(?<!\besim)(?<!\bmm)(?<!\bvrt)(?<!\bks)(?<!\be\.g)(?<!\bi\.e)[.!?]\s+)([a-zåäö])"
)


def _prose(c: Content) -> Iterator[tuple[str, str, str, Text]]:
    """``(file, where, kind, text)``; kind is "prose" for sentences, "cell" for table cells and choices."""
    for lesson in c.lessons.values():
        for where, t in texts_of(lesson):
            kind = "cell" if ("table" in where or "choices" in where) else "prose"
            yield f"lessons/{lesson.id}.yaml", where, kind, t
    for deal in c.deals.values():
        for where, t in texts_of(deal):
            yield f"lessons/deals/{deal.id}.yaml", where, "prose", t
    for term in c.glossary.values():
        for where, t in texts_of(term):
            yield "lessons/glossary.yaml", f"{term.id}.{where}", "cell" if "term" in where else "prose", t


GLOSS = re.compile(r"([\w-]+)\s+\(\[\[term:([^\]|]+)(?:\|[^\]]*)?\]\]\)")


def _self_glosses(text: str, c: Content) -> Iterator[str]:
    """Finnish "Koputus ([[term:koputus]])" or "Kotkissa ([[term:kotkat]])": a word glossed by itself."""
    for m in GLOSS.finditer(text):
        term = c.glossary.get(m.group(2).strip())
        if term is not None and m.group(1)[:4].lower() == term.fi.term[:4].lower():
            yield m.group(0)


def _internal_ids(c: Content) -> list[str]:
    """Ids that can only be ids: ASCII spellings of Finnish words (no ä) or several hyphens."""
    ids = [*c.lessons, *c.deals]
    return [
        i for i in ids if i.count("-") >= 2 or re.search(r"misaari|puupaa|bolsevikit-|alkupelit-|kotkat-", i)
    ]


def problems(c: Content) -> list[str]:
    ids = _internal_ids(c)
    out = []
    for file, where, kind, t in _prose(c):
        for lang in ("fi", "en"):
            shown = plain_text(t.get(lang), lang, c)
            if lang == "fi":
                for g in _self_glosses(t.fi, c):
                    out.append(
                        f"{file} {where}.fi: “{g}” glosses a word with itself; write the term once, inflected"
                    )
            for m in STUTTER.finditer(shown):
                out.append(f"{file} {where}.{lang}: “{m.group(0)}” says the same word twice")
            if kind == "prose":
                for para in re.split(r"\n\s*\n", shown.strip()):
                    m = LOWER_START.search(para.strip())
                    if m:
                        out.append(
                            f"{file} {where}.{lang}: a sentence starts in lower case: “{para.strip()[m.start(1) : m.start(1) + 30]}”"
                        )
            for i in ids:
                if re.search(r"(?<![\w?=/-])" + re.escape(i) + r"(?![\w-])", shown):
                    out.append(f"{file} {where}.{lang}: the internal id “{i}” shows in the text")
    return out


def test_no_stutter_lower_case_starts_or_internal_ids() -> None:
    found = problems(content())
    assert not found, f"{len(found)} problems:\n" + "\n".join(found)


def test_the_checks_can_fail() -> None:
    c = content()
    bad = Content(lessons=dict(c.lessons), glossary=c.glossary, deals=c.deals)
    lesson = c.lessons["tricks"]
    block = lesson.blocks[0].model_copy(
        update={
            "text": Text(
                fi="Jakaja ([[term:jakaja]]) jakaa. katso first-passimisaari. Kotkissa ([[term:kotkat]]).",
                en="Fine.",
            )
        }
    )
    bad.lessons["tricks"] = lesson.model_copy(update={"blocks": (block, *lesson.blocks[1:])})
    found = "\n".join(problems(bad))
    assert "“Jakaja (jakaja)” says the same word twice" in found
    assert "a sentence starts in lower case: “katso" in found
    assert "the internal id “first-passimisaari”" in found
    assert "“Kotkissa ([[term:kotkat]])” glosses a word with itself" in found
