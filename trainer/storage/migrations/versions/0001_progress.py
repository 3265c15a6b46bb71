"""The first progress store: learners, answers and fsrs review states.

An SQLite file made before Alembic (``PRAGMA user_version = 1``) already has exactly
these tables and is stamped with this revision instead of running it.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _ctext(length: int | None = None) -> sa.String:
    return sa.String(length).with_variant(sa.String(length, collation="C"), "postgresql")


def upgrade() -> None:
    op.create_table(
        "learner",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("key", _ctext(), nullable=False, unique=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("created", _ctext(), nullable=False),
    )
    op.create_table(
        "answer",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("learner_id", sa.Integer, sa.ForeignKey("learner.id", ondelete="CASCADE"), nullable=False),
        sa.Column("at", _ctext(), nullable=False),
        sa.Column("item", sa.Text, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("concept", sa.Text, nullable=False),
        sa.Column("correct", sa.Integer, sa.CheckConstraint("correct IN (0, 1)"), nullable=False),
        sa.Column("verdict", sa.Text, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.Column("seconds", sa.Float),
    )
    op.create_index("answer_by_learner", "answer", ["learner_id", "at"])
    op.create_table(
        "review",
        sa.Column("learner_id", sa.Integer, sa.ForeignKey("learner.id", ondelete="CASCADE"), nullable=False),
        sa.Column("key", _ctext(), nullable=False),
        sa.Column("state", sa.Integer, sa.CheckConstraint("state IN (1, 2, 3)"), nullable=False),
        sa.Column("step", sa.Integer),
        sa.Column("stability", sa.Float),
        sa.Column("difficulty", sa.Float),
        sa.Column("due", _ctext(), nullable=False),
        sa.Column("last_review", _ctext()),
        sa.Column("reps", sa.Integer, nullable=False, server_default="0"),
        sa.Column("lapses", sa.Integer, nullable=False, server_default="0"),
        sa.PrimaryKeyConstraint("learner_id", "key"),
        sqlite_with_rowid=False,
    )
    op.create_index("review_by_due", "review", ["learner_id", "due"])
