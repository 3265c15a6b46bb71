"""Practise a topic now, and "retry my mistakes": the drills answered wrong, again and again until each is right.

The retry list lives in ``st.session_state[RETRY]`` (drill ids, the oldest mistake first), started
from the Progress page (:func:`start_retry`).  The drills page's "Next drill" asks
:func:`next_mistake` first: the next drill of the list whose latest kept answer is still wrong
(after the current one, round the list), opened fresh so that its answer is kept again (the drills
page keeps only a drill's first answer per session).  When every one is right, the list ends and
the learner is told so.  Lesson questions are not in the list: their lesson shows what is left.
"""

from __future__ import annotations

import random
from typing import Final

import streamlit as st

from trainer.drills import Kind, concepts
from trainer.drills.make import generate_for
from trainer.errors import SkruuviError
from trainer.progress.practice import is_drill_item, mistakes
from trainer.progress.store import AnswerRow
from trainer.ui.learner import current_learner, store
from trainer.ui.session import translator

#: The drill ids of the running "retry my mistakes", in the session.
RETRY: Final = "retry_mistakes"


def drill_mistakes(answers: list[AnswerRow]) -> list[str]:
    """The drills (not lesson questions) whose latest answer is wrong, the oldest mistake first."""
    return [m.item for m in mistakes(answers) if is_drill_item(m.item)]


def fresh(drill_id: str) -> None:
    """Forget this session's state of a drill (its answer, feedback and "already kept"), so it starts anew."""
    ss = st.session_state
    prefix = f"d-{drill_id}-"
    for k in [k for k in ss if isinstance(k, str) and k.startswith(prefix)]:
        del ss[k]


def start_retry(items: list[str]) -> str | None:
    """Start retrying ``items``; the first drill to open, or None when there is none."""
    if not items:
        return None
    st.session_state[RETRY] = list(items)
    fresh(items[0])
    return items[0]


def next_mistake(current: str) -> str | None:
    """The next drill of the running retry that is still wrong, opened fresh; None when there is no retry.

    When none is left, the retry ends with a word of praise (a toast).
    """
    ss = st.session_state
    items = ss.get(RETRY)
    if not isinstance(items, list) or not items:
        return None
    learner, s = current_learner(), store()
    if learner is None or s is None:
        ss.pop(RETRY, None)
        return None
    _ = translator()
    try:
        wrong = set(drill_mistakes(s.answers(learner)))
    except SkruuviError:
        return None
    left = [i for i in items if i in wrong]
    if not left:
        ss.pop(RETRY, None)
        st.toast(_("Every mistake is now put right. Well done!"), icon=":material/celebration:")
        return None
    at = items.index(current) if current in items else -1
    ring: list[str] = [str(i) for i in items[at + 1 :] + items[: at + 1]]
    target = next(i for i in ring if i in wrong and (i != current or len(left) == 1))
    ss[RETRY] = left
    st.toast(_.ngettext("{n} mistake left to retry.", "{n} mistakes left to retry.", len(left)))
    fresh(target)
    return target


def topic_drill(concept: str) -> str | None:
    """A drill of ``concept`` to practise now: a handbook item never answered or answered wrong last, else a new one."""
    found = next((x for x in concepts() if x.id == concept), None)
    learner, s = current_learner(), store()
    if found is not None and found.items:
        latest: dict[str, AnswerRow] = {}
        if learner is not None and s is not None:
            try:
                latest = {a.item: a for a in s.answers(learner)}
            except SkruuviError:
                latest = {}
        unseen = [i for i in found.items if i not in latest]
        missed = [i for i in found.items if i in latest and not latest[i].correct]
        if unseen or missed:
            return (unseen or missed)[0]
        return min(found.items, key=lambda i: latest[i].at)  # the one practised longest ago
    seed = random.SystemRandom().randrange(10**9)
    try:
        if found is not None:
            return generate_for(concept, seed).id
        kind = Kind.parse(concept.partition(":")[0])  # a topic the course no longer has: its kind
        return generate_for(f"{kind.value}:", seed, attempts=1).id
    except SkruuviError:
        return None
