"""Drills: a decision from a real-looking deal, an answer, and feedback that says why.

* :mod:`.model`: :class:`Kind`, :class:`Drill`, :class:`Feedback`;
* :mod:`.make`: drills from an engine state, and fresh ones from a seed;
* :mod:`.bank`: the hand-written banks in ``quizzes/`` and their CI check;
* :mod:`.grade`: :func:`check` judges an answer;
* :mod:`.texts`: everything the learner reads, in Finnish or English.

:func:`drill_by_id` resolves a shareable id; :func:`concepts` lists the
scheduling concepts in curriculum order with their bank items.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from trainer.bids import Form
from trainer.errors import SkruuviError
from trainer.lessons import content

from .bank import banks
from .grade import answer_of, check
from .make import DEFAULT_LESSON, concept_of, generate, generated_id
from .model import FORM_KINDS, Drill, DrillError, Feedback, Kind

__all__ = [
    "Concept",
    "Drill",
    "DrillError",
    "Feedback",
    "Kind",
    "answer_of",
    "check",
    "concepts",
    "drill_by_id",
    "generate",
    "generated_id",
]

_GEN = re.compile(r"^gen\.([a-z_]+)\.([a-z]+)\.(\d{1,18})$")
_BANK = re.compile(r"^([a-z0-9][a-z0-9-]*)/([a-z0-9][a-z0-9-]*)$")


def drill_by_id(id: str) -> Drill:
    """The drill a shareable id names.  Raises DrillError (code ``drill_bad_id`` or ``drill_unknown``)."""
    text = (id or "").strip()
    m = _GEN.match(text)
    if m:
        kind = Kind.parse(m.group(1))
        variant, seed = m.group(2), int(m.group(3))
        if variant == "any":  # a form-dependent kind takes its form from the seed
            return generate(kind, None, seed)
        if kind not in FORM_KINDS:
            raise DrillError(f"{kind} drills have no form: use 'any'", code="drill_bad_id", id=text)
        try:
            form = Form.parse(variant)
        except SkruuviError:
            raise DrillError(f"{variant!r} is not a form", code="drill_bad_id", id=text) from None
        return generate(kind, form, seed)
    if _BANK.match(text):
        d = banks().drills.get(text)
        if d is None:
            raise DrillError(f"no drill {text!r}", code="drill_unknown", id=text)
        return d
    raise DrillError(f"{text!r} is not a drill id", code="drill_bad_id", id=text)


@dataclass(frozen=True)
class Concept:
    """A scheduling unit: one kind of decision taught by one lesson, with its bank items."""

    id: str
    kind: Kind
    lesson: str | None
    items: tuple[str, ...]


@cache
def concepts() -> tuple[Concept, ...]:
    """Every concept the banks cover, plus each kind's own, in the order of the course (computed once)."""
    by: dict[str, list[str]] = {}
    kinds: dict[str, Kind] = {}
    lessons: dict[str, str | None] = {}
    for d in banks().drills.values():
        by.setdefault(d.concept, []).append(d.id)
        kinds[d.concept], lessons[d.concept] = d.kind, d.lesson
    for kind in Kind:
        lesson = DEFAULT_LESSON[kind]
        cid = concept_of(kind, lesson)
        by.setdefault(cid, [])
        kinds[cid], lessons[cid] = kind, lesson
    order = {lid: i for i, lid in enumerate(content().order)}
    kind_order = {k: i for i, k in enumerate(Kind)}

    def key(cid: str) -> tuple[int, int, str]:
        lesson = lessons[cid]
        return (order.get(lesson, 1) if lesson else 1, kind_order[kinds[cid]], cid)

    return tuple(Concept(cid, kinds[cid], lessons[cid], tuple(by[cid])) for cid in sorted(by, key=key))
