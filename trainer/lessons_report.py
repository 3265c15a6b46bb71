"""``python -m trainer.lessons_report`` (``make lessons-report``): coverage of the course content.

Prints the handbook sections and the lessons that teach them, each lesson
with its drills, questions and words per language, the worked deals, the
glossary size, and any problem the checks find.  Exit status 1 if there are
problems.
"""

from __future__ import annotations

import re
import sys

from trainer.lessons import check_content, load_content, texts_of


def _words(text: str) -> int:
    return len(re.findall(r"\w+", re.sub(r"\[\[[^\]]*\]\]", " x ", text)))


def main() -> int:
    c = load_content()
    problems = c.problems + check_content(c)
    print("== Handbook sections -> lessons")
    if c.curriculum is not None:
        for section, lids in c.curriculum.sections.items():
            print(f"  {section}: {', '.join(lids) or '(none)'}")
    print("\n== Lessons (in course order): minutes, questions (engine-checked), words fi/en, drills")
    total_fi = total_en = 0
    for lid in c.order:
        lesson = c.lessons[lid]
        fi = sum(_words(t.fi) for _, t in texts_of(lesson))
        en = sum(_words(t.en) for _, t in texts_of(lesson))
        total_fi += fi
        total_en += en
        checked = sum(1 for q in lesson.questions if q.kind != "choice")
        drills = ", ".join(lesson.drills) or "-"
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
