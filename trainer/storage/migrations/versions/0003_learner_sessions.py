"""Remembered browsers: one row per sign-in token (its hash), for staying signed in across page loads.

See trainer/progress/sessions.py: the browser keeps the token in a cookie, the row keeps the
token's SHA-256 hash, the learner, when it was made and last used, and the learner's key sealed
with the token.  Deleting a learner deletes their rows.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def _ctext(length: int | None = None) -> sa.String:
    return sa.String(length).with_variant(sa.String(length, collation="C"), "postgresql")


def upgrade() -> None:
    op.create_table(
        "learner_session",
        sa.Column("token_hash", _ctext(64), primary_key=True),
        sa.Column("learner_id", sa.Integer, sa.ForeignKey("learner.id", ondelete="CASCADE"), nullable=False),
        sa.Column("created", _ctext(), nullable=False),
        sa.Column("last_used", _ctext(), nullable=False),
        sa.Column("sealed_key", sa.Text, nullable=False),
    )
    op.create_index("learner_session_by_learner", "learner_session", ["learner_id"])


def downgrade() -> None:
    op.drop_index("learner_session_by_learner", table_name="learner_session")
    op.drop_table("learner_session")
