"""Practise a topic now, and "retry my mistakes": the drills answered wrong, again and again until each is right.

The retry list lives in ``st.session_state[RETRY]`` (drill ids, the oldest mistake first), started
from the Progress page (:func:`start_retry`).  The drills page's "Next drill" asks
:func:`next_mistake` first: the next drill of the list whose latest kept answer is still wrong
(after the current one, round the list), opened fresh so that its answer is kept again (the drills
page keeps only a drill's first answer per session).  When every one is right, the list ends and
the learner is told so.  Lesson questions are not in the list: their lesson shows what is left.

While a retry runs, the drills page shows :func:`retry_banner` above the drill: "retrying your mistakes, N
left" (counted from the latest kept answers, so it counts down as soon as one is put right) with a button
that stops ("Done" once none is left); after the last one (or a stop) it shows once how many of them are now
right.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
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
#: How many mistakes the running retry started with.
RETRY_TOTAL: Final = "retry_total"
#: ``(right, total)`` of a retry that has just ended, shown once by :func:`retry_banner`.
RETRY_SUMMARY: Final = "retry_summary"


@dataclass(frozen=True)
class RetryStatus:
    """A running retry: how many mistakes it started with and how many of them are still wrong."""

    total: int
    left: int


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
    st.session_state[RETRY_TOTAL] = len(items)
    st.session_state.pop(RETRY_SUMMARY, None)
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
        total = int(ss.pop(RETRY_TOTAL, len(items)))
        ss.pop(RETRY, None)
        ss[RETRY_SUMMARY] = (total, total)
        st.toast(_("Every mistake is now put right. Well done!"), icon=":material/celebration:")
        return None
    at = items.index(current) if current in items else -1
    ring: list[str] = [str(i) for i in items[at + 1 :] + items[: at + 1]]
    target = next(i for i in ring if i in wrong and (i != current or len(left) == 1))
    ss[RETRY] = left
    st.toast(_.ngettext("{n} mistake left to retry.", "{n} mistakes left to retry.", len(left)))
    fresh(target)
    return target


def retry_status() -> RetryStatus | None:
    """The running retry's count, from the latest kept answers; None when no retry runs."""
    ss = st.session_state
    items = ss.get(RETRY)
    if not isinstance(items, list) or not items:
        return None
    total = max(int(ss.get(RETRY_TOTAL, len(items))), len(items))
    learner, s = current_learner(), store()
    if learner is None or s is None:
        return RetryStatus(total, len(items))
    try:
        wrong = set(drill_mistakes(s.answers(learner)))
    except SkruuviError:
        return RetryStatus(total, len(items))
    return RetryStatus(total, len([i for i in items if i in wrong]))


def stop_retry() -> None:
    """End the running retry (the banner's button): its summary is shown once."""
    ss = st.session_state
    status = retry_status()
    ss.pop(RETRY, None)
    ss.pop(RETRY_TOTAL, None)
    if status is not None:
        ss[RETRY_SUMMARY] = (status.total - status.left, status.total)


def retry_banner() -> None:
    """Above a drill: the running retry (how many are left, a way out), or the summary of one just ended."""
    _ = translator()
    ss = st.session_state
    summary = ss.pop(RETRY_SUMMARY, None)
    if isinstance(summary, tuple) and len(summary) == 2:
        right, total = int(summary[0]), int(summary[1])
        st.success(
            _.ngettext(
                "Retrying your mistakes is over: {right} of {n} mistake is now right.",
                "Retrying your mistakes is over: {right} of {n} mistakes are now right.",
                total, right=right,
            ),
            icon=":material/celebration:" if right == total else ":material/replay:",
        )  # fmt: skip
        return
    status = retry_status()
    if status is None:
        return
    with st.container(border=True, key="sk-retry-banner", horizontal=True, vertical_alignment="center"):
        if status.left:
            st.markdown(
                ":material/replay: "
                + _.ngettext(
                    "**Retrying your mistakes:** {n} drill left.",
                    "**Retrying your mistakes:** {n} drills left.",
                    status.left,
                )
            )
        else:
            done = (
                _("**That was the last one:** your mistake is now right.")
                if status.total == 1
                else _.ngettext(
                    "**That was the last one:** {n} mistake is now right.",
                    "**That was the last one:** all {n} mistakes are now right.",
                    status.total,
                )
            )
            st.markdown(":material/check_circle: " + done)
        # After the last one there is nothing to stop: the same way out says the retry is done.
        st.button(_("Done") if not status.left else _("Stop retrying"), key="sk-retry-stop", on_click=stop_retry,
                  icon=":material/check:" if not status.left else ":material/close:", type="tertiary")  # fmt: skip


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
