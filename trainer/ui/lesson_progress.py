"""The end of a lesson page: its checked questions kept in the learner's progress, and the finished-reading mark.

:func:`lesson_footer` is called once, last, by ``app_pages/lessons.py``.  It reads what the
quiz left in ``st.session_state`` (``q-<lesson>-<question>-result``: ``(right, problem)``, a new
tuple at every Check) and, signed in, keeps each new check once:

* as a try of the question in the lesson's progress (:func:`trainer.progress.lessons.record_step`);
* the first check of a question in this session also as practice, an answer in the learner's
  progress that reviews its topic (:func:`trainer.progress.practice.quiz_concept`), as the
  drills keep only their first attempt.

An answer the page could not read (``problem``) is not a try.  The finished-reading button
records the lesson's ``read`` step.  See docs/progress.md, "Lesson progress".
"""

from __future__ import annotations

import logging
from typing import Final

import streamlit as st

from trainer.drills import concepts
from trainer.errors import SkruuviError
from trainer.i18n import Translator
from trainer.lessons import Lesson, content
from trainer.progress import Learner, ProgressStore
from trainer.progress.lessons import READ, LessonProgress, progress_of, question_step, record_step, steps
from trainer.progress.practice import QUIZ_KIND, quiz_concept, quiz_item
from trainer.progress.store import ANSWER_MAX
from trainer.ui.learner import current_learner, sign_in_panel, store

log = logging.getLogger(__name__)
_ERROR: Final = "lesson_progress_error"


def _result_key(lesson: Lesson, question_id: str) -> str:
    return f"q-{lesson.id}-{question_id}"


def keep_checked(lesson: Lesson, learner: Learner, s: ProgressStore) -> None:
    """Keep every question checked since the last run (each Check once); a failure is said, never raised."""
    ss = st.session_state
    known = {x.id for x in concepts()}
    for q in lesson.questions:
        key = _result_key(lesson, q.id)
        result = ss.get(key + "-result")
        if not isinstance(result, tuple) or len(result) < 2 or result is ss.get(key + "-kept"):
            continue
        ss[key + "-kept"] = result
        right, problem = bool(result[0]), result[1]
        if problem:
            continue  # the answer could not be read: not a try
        try:
            record_step(s, learner, lesson.id, question_step(q.id), correct=right)
            if not ss.get(key + "-practised"):
                ss[key + "-practised"] = True
                s.record_answer(
                    learner,
                    item=quiz_item(lesson.id, q.id),
                    kind=QUIZ_KIND,
                    concept=quiz_concept(lesson.id, q.kind, known),
                    correct=right,
                    verdict="recommended" if right else "not_advised",
                    answer=str(ss.get(key, ""))[:ANSWER_MAX],
                )
        except Exception as e:  # the learner sees a sentence, never a traceback
            if not isinstance(e, SkruuviError):
                log.exception("keeping a lesson answer of %s failed", lesson.id)
            ss[_ERROR] = True


def _mark_read(lesson_id: str) -> None:
    learner, s = current_learner(), store()
    if learner is None or s is None:
        return
    try:
        record_step(s, learner, lesson_id, READ)
    except Exception as e:
        if not isinstance(e, SkruuviError):
            log.exception("marking %s read failed", lesson_id)
        st.session_state[_ERROR] = True


def this_lesson(lesson: Lesson, learner: Learner, s: ProgressStore) -> LessonProgress:
    recorded = steps(s, learner).get(lesson.id, {})
    return progress_of(lesson.id, [q.id for q in lesson.questions], recorded)


def lesson_footer(lesson: Lesson, _: Translator) -> None:
    """The last thing on a lesson page: keep its checked questions, then the finished-reading mark and status."""
    learner, s = current_learner(), store()
    st.divider()
    if learner is None or s is None:
        st.caption(
            _(
                "Sign in on the Progress page to keep your place in the course and your answers to these questions."
            )
        )
        if learner is None:
            with st.popover(_("Sign in or create a profile"), icon=":material/login:"):
                sign_in_panel(_, key="lesson-sign-in")  # signed in, the page reruns and the next checks count
        return
    keep_checked(lesson, learner, s)
    if st.session_state.pop(_ERROR, False):
        st.warning(
            _("Your progress in this lesson could not be saved just now. Try again in a moment."),
            icon=":material/warning:",
        )
    try:
        p = this_lesson(lesson, learner, s)
    except SkruuviError:
        st.warning(_("Your progress in this lesson cannot be shown just now."), icon=":material/warning:")
        return
    number = {q.id: i for i, q in enumerate(lesson.questions, 1)}
    if p.status == "done":
        st.success(
            _("Lesson done: read, and every question answered right.")
            + " "
            + _("Right at the first try: {first} of {n}.", first=p.first_try, n=p.questions),
            icon=":material/task_alt:",
        )
    else:
        if p.missing:
            numbers = [str(number[q]) for q in p.missing]
            left = (
                numbers[0]
                if len(numbers) == 1
                else _("{items} and {last}", items=", ".join(numbers[:-1]), last=numbers[-1])
            )
            st.info(
                _.ngettext(
                    "To finish the lesson, answer question {which} right.",
                    "To finish the lesson, answer questions {which} right.",
                    len(p.missing),
                    which=left,
                ),
                icon=":material/quiz:",
            )
        if p.read:
            st.caption(_("You have marked this lesson as read."))
    if not p.read:
        st.button(
            _("I have finished reading this lesson"),
            key=f"read-{lesson.id}",
            on_click=_mark_read,
            args=(lesson.id,),
            icon=":material/done_all:",
            type="primary" if not p.missing else "secondary",
        )


def course_order() -> list[tuple[str, list[str]]]:
    """Every lesson of the course in order with its question ids, for :func:`~trainer.progress.lessons.course_progress`."""
    c = content()
    return [(lid, [q.id for q in c.lessons[lid].questions]) for lid in c.order if lid in c.lessons]
