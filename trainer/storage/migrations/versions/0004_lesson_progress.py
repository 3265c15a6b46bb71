"""Lesson progress: one row per learner, lesson and step (``read``, or ``q:<question id>``).

See trainer/progress/lessons.py: a lesson is done when its "finished reading" mark is set and every
one of its check-yourself questions has been answered right; the score is the share right at the
first try.  Deleting a learner deletes their rows.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def _ctext(length: int | None = None) -> sa.String:
    return sa.String(length).with_variant(sa.String(length, collation="C"), "postgresql")


def upgrade() -> None:
    op.create_table(
        "lesson_step",
        sa.Column(
            "learner_id", sa.Integer, sa.ForeignKey("learner.id", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("lesson", _ctext(), primary_key=True),
        sa.Column("step", _ctext(), primary_key=True),
        sa.Column("first_at", _ctext(), nullable=False),
        sa.Column("last_at", _ctext(), nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False),
        sa.Column("first_correct", sa.Integer, nullable=False),
        sa.Column("correct", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("lesson_step")
