"""Learner progress: the SQLite store (:mod:`.store`) and review scheduling with fsrs (:mod:`.schedule`).

See docs/progress.md for the file, the schema, the privacy model and the export format.
"""

from __future__ import annotations

from trainer.progress.schedule import QueueEntry, daily_queue, rating_for
from trainer.progress.store import (
    AnswerRow,
    ConceptStats,
    DayCount,
    Learner,
    LearnerRef,
    ProgressError,
    ProgressStore,
    ReviewState,
    Stats,
    default_path,
)

__all__ = [
    "AnswerRow",
    "ConceptStats",
    "DayCount",
    "Learner",
    "LearnerRef",
    "ProgressError",
    "ProgressStore",
    "QueueEntry",
    "ReviewState",
    "Stats",
    "daily_queue",
    "default_path",
    "rating_for",
]
