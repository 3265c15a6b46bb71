"""``python -m trainer.lessons_report`` (``make lessons-report``): coverage of the course content.

Prints the handbook sections and the lessons that teach them, each lesson
with its drills, questions and words per language, the worked deals, the
glossary size, and any problem the checks find.  Exit status 1 if there are
problems.
"""

from __future__ import annotations

import re
import sys

from trainer.lessons import Text, check_content, load_content, texts_of


def _drills_of(lesson_id: str) -> str:
    """The handbook drills (quizzes/) that teach this lesson, counted by kind: ``call 16, lead 2``."""
    from trainer.drills import concepts

    parts = [f"{c.kind.value} {len(c.items)}" for c in concepts() if c.lesson == lesson_id and c.items]
    return ", ".join(parts)


def _words(text: str) -> int:
    return len(re.findall(r"\w+", re.sub(r"\[\[[^\]]*\]\]", " x ", text)))


def render(lesson_id: str, lang: str) -> str:
    """A lesson as plain text in ``lang`` (markers shown as their content), for reading it through."""
    from trainer.lessons import plain_text

    c = load_content()
    lesson = c.lessons[lesson_id]

    def t(text: Text) -> str:
        return plain_text(text.get(lang), lang, c).strip()

    out = [t(lesson.title).upper(), ""]
    out += ["* " + t(g) for g in lesson.goals] + [""]
    for b in lesson.blocks:
        out += [t(b.heading), t(b.text)]
        if b.table is not None:
            out.append(" | ".join(t(h) for h in b.table.header))
            out += [" | ".join(t(cell) for cell in row) for row in b.table.rows]
        if b.example is not None:
            ex = b.example
            shown = ex.hand or " / ".join(f"{k}: {v}" for k, v in (ex.hands or {}).items()) or ex.calls or ""
            out.append(f"  [{shown}] {t(ex.caption)}")
        out.append("")
    for i, q in enumerate(lesson.questions, 1):
        out.append(f"{i}. {t(q.prompt)}")
        out += [f"   {'abcdefg'[j]}) {t(ch)}" for j, ch in enumerate(q.choices)]
        answer = t(q.choices[q.answer]) if q.kind == "choice" and isinstance(q.answer, int) else str(q.answer)
        out += [f"   -> {answer}: {t(q.explanation)}", ""]
    return "\n".join(out)


def main() -> int:
    if len(sys.argv) >= 3 and sys.argv[1] == "--show":
        print(render(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "fi"))
        return 0
    c = load_content()
    problems = c.problems + check_content(c)
    print("== Handbook sections -> lessons")
    if c.curriculum is not None:
        for section, lids in c.curriculum.sections.items():
            print(f"  {section}: {', '.join(lids) or '(none)'}")
    print(
        "\n== Lessons (in course order): minutes, questions (engine-checked), words fi/en, bank drills by kind"
    )
    total_fi = total_en = 0
    for lid in c.order:
        lesson = c.lessons[lid]
        fi = sum(_words(t.fi) for _, t in texts_of(lesson))
        en = sum(_words(t.en) for _, t in texts_of(lesson))
        total_fi += fi
        total_en += en
        checked = sum(1 for q in lesson.questions if q.kind != "choice")
        drills = _drills_of(lesson.id) or "-"
        print(
            f"  {lid:34s} {lesson.minutes:2d} min  {len(lesson.questions):2d} q ({checked:2d})"
            f"  fi {fi:4d}  en {en:4d}  drills: {drills}"
        )
    print(f"\n  {len(c.lessons)} lessons, {total_fi} words in Finnish, {total_en} in English")
    print(f"\n== Worked deals: {len(c.deals)}")
    for wd in c.deals.values():
        print(f"  {wd.id:36s} {wd.source:8s} {len(wd.steps):3d} steps")
    print(f"\n== Glossary: {len(c.glossary)} terms")
    if problems:
        print(f"\n== {len(problems)} problem(s)")
        for p in problems:
            print(f"  {p}")
        return 1
    print("\nNo problems.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
