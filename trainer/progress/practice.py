"""Practice that keeps a learner coming back: mistakes to retry and a level per topic (no Streamlit here).

* :func:`mistakes`: the items whose latest answer is wrong, oldest mistake first.  An item
  answered right afterwards is no longer a mistake, so "retry my mistakes" runs them until each
  is right.
* :func:`topic_level`: a level from 0 to 4 per topic (a scheduling concept), read from its fsrs
  review state: how long the learner is expected to remember it (*stability*, in days).  It
  never goes down by not practising; only a wrong answer lowers it.  The thresholds are
  :data:`LEVEL_DAYS`.
* Lesson questions are kept as answers too (:func:`quiz_item`, :func:`quiz_concept`): a question
  of a kind a drill concept of its lesson also has (a call in the opener's lesson) reviews that
  concept; any other question reviews the lesson's own topic ``quiz:<lesson>``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Final

from fsrs import State

from trainer.progress.store import AnswerRow, ReviewState

#: Stability (days) a topic needs for levels 2, 3 and 4; any answer at all gives level 1.  A first right
#: answer gives fsrs' initial stability for Good (about 2.3 days): level 1; a second one days later, level 2.
LEVEL_DAYS: Final = (3.0, 14.0, 45.0)
LEVEL_MAX: Final = len(LEVEL_DAYS) + 1

#: The prefix of a lesson question's item id, and of a lesson's own topic.
QUIZ_ITEM: Final = "lesson:"
QUIZ_CONCEPT: Final = "quiz:"
#: The kind stored with a lesson question's answer.
QUIZ_KIND: Final = "quiz"

#: A lesson question kind and the drill kind (its value) that practises the same decision.
QUESTION_DRILL_KIND: Final = {
    "call": "call",
    "lead": "lead",
    "score": "score",
    "legal": "legal",
    "decode": "packet_read",
}


#: The prefix of a decision made in a played deal (at the table, or playing along in a worked deal): practice
#: of its topic, but not a drill that "retry my mistakes" or the due list can open again.
PLAYED_ITEM: Final = "played:"


def played_item(source: str, step: int) -> str:
    """The item id of the decision at ``step`` of a played deal (``played:<source>:<step>``); ``source`` names
    the deal and how it was played (a table game's digest, a worked deal's id and seat)."""
    return f"{PLAYED_ITEM}{source}:{step}"


def is_drill_item(item: str) -> bool:
    """True for a drill's id: not a lesson question and not a decision of a played deal."""
    return not item.startswith((QUIZ_ITEM, PLAYED_ITEM))


def quiz_item(lesson: str, question: str) -> str:
    """The item id of a lesson question (``lesson:<lesson>/<question>``)."""
    return f"{QUIZ_ITEM}{lesson}/{question}"


def quiz_lesson(item: str) -> str | None:
    """The lesson of a lesson question's item id, or None for a drill."""
    if not item.startswith(QUIZ_ITEM):
        return None
    return item.removeprefix(QUIZ_ITEM).partition("/")[0] or None


def quiz_concept(lesson: str, question_kind: str, known: Collection[str]) -> str:
    """The topic a lesson question reviews: the drill concept of the same kind in its lesson if there is one."""
    drill_kind = QUESTION_DRILL_KIND.get(question_kind)
    concept = f"{drill_kind}:{lesson}"
    return concept if drill_kind is not None and concept in known else f"{QUIZ_CONCEPT}{lesson}"


@dataclass(frozen=True)
class Mistake:
    item: str
    concept: str
    at: datetime


def mistakes(answers: Iterable[AnswerRow]) -> list[Mistake]:
    """Items whose latest answer is wrong, the oldest such answer first (``answers`` oldest first)."""
    latest: dict[str, AnswerRow] = {}
    for a in answers:
        latest.pop(a.item, None)  # re-insert: dict order is the order of the latest answers
        latest[a.item] = a
    return [Mistake(a.item, a.concept, a.at) for a in latest.values() if not a.correct]


def topic_level(state: ReviewState | None) -> int:
    """0 (never answered) to :data:`LEVEL_MAX`: 1 once answered, then by fsrs stability (:data:`LEVEL_DAYS`).

    A topic answered wrong most recently (fsrs Learning or Relearning) stays at level 1.
    """
    if state is None:
        return 0
    if state.state in (State.Learning, State.Relearning) or state.stability is None:
        return 1
    return 1 + sum(state.stability >= days for days in LEVEL_DAYS)
