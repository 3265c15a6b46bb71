"""Timing of the drills: generating each kind and grading an answer.

``python -m trainer.drills bench [--n N]`` (run by ``make bench``) prints
JSON: for each kind, the median and 95th percentile in milliseconds of
:func:`~trainer.drills.make.generate` over ``N`` seeds (forms in turn) and of
:func:`~trainer.drills.grade.check` of a right and a wrong answer; plus the
bank check, and the double-dummy evidence of a lead separately (it is
cached per deal, so its first computation is what a learner waits for).
"""

from __future__ import annotations

import time
from typing import Any

from trainer.conventions.bench import _summary

from .bank import banks, check_banks
from .grade import answer_of, check
from .make import generate
from .model import Kind


def bench(n: int = 40, seed: int = 0) -> dict[str, Any]:
    generate(Kind.CALL, None, seed)  # warm-up: loads the course content and the convention modules
    banks()
    out: dict[str, Any] = {}
    for kind in Kind:
        gen_t: list[float] = []
        grade_t: list[float] = []
        for i in range(n):
            t = time.perf_counter()
            d = generate(kind, None, seed + i)
            gen_t.append(time.perf_counter() - t)
            right = answer_of(d)
            for answer in (right, "♠2"):
                t = time.perf_counter()
                check(d, answer, evidence=False)
                grade_t.append(time.perf_counter() - t)
        out[kind.value] = {"generate_ms": _summary(gen_t, 1000), "grade_ms": _summary(grade_t, 1000)}
    dd_t: list[float] = []
    for i in range(n):
        d = generate(Kind.LEAD, None, seed + 10_000 + i)
        t = time.perf_counter()
        check(d, answer_of(d), evidence=True)
        dd_t.append(time.perf_counter() - t)
    out["lead_with_double_dummy_ms"] = _summary(dd_t, 1000)
    t = time.perf_counter()
    problems = check_banks()
    out["bank_check"] = {
        "items": len(banks().drills),
        "problems": len(problems),
        "seconds": round(time.perf_counter() - t, 3),
    }
    return out
