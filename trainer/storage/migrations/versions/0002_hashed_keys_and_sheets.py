"""Learner keys kept only as SHA-256 hashes; score sheets, their entries and their change history.

Existing keys are hashed in place (the column is renamed ``key_hash``), so every learner
keeps the key they have.  The score-sheet tables start empty: sheets saved as JSON files
by earlier versions are imported by :mod:`trainer.storage.sheets` when it first opens.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import hashlib

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _ctext(length: int | None = None) -> sa.String:
    return sa.String(length).with_variant(sa.String(length, collation="C"), "postgresql")


def upgrade() -> None:
    conn = op.get_bind()
    rows = conn.execute(sa.text("SELECT id, key FROM learner")).all()
    for learner_id, key in rows:
        digest = hashlib.sha256(str(key).encode("utf-8")).hexdigest()
        conn.execute(sa.text("UPDATE learner SET key = :h WHERE id = :i"), {"h": digest, "i": learner_id})
    op.execute("ALTER TABLE learner RENAME COLUMN key TO key_hash")

    op.create_table(
        "sheet",
        sa.Column("id", _ctext(22), primary_key=True),
        sa.Column("edit_hash", _ctext(64), nullable=False),
        sa.Column("view_hash", _ctext(64)),
        sa.Column("players", sa.Text, nullable=False),
        sa.Column("scorekeeper", sa.Integer, nullable=False),
        sa.Column("created", _ctext(), nullable=False),
        sa.Column("modified", _ctext(), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("legacy_file", sa.Text),
    )
    op.create_table(
        "sheet_entry",
        sa.Column("sheet_id", _ctext(22), sa.ForeignKey("sheet.id", ondelete="CASCADE"), nullable=False),
        sa.Column("kind", _ctext(16), sa.CheckConstraint("kind IN ('deal', 'bolshevik')"), nullable=False),
        sa.Column("pos", sa.Integer, nullable=False),
        sa.Column("entry", sa.Text),
        sa.Column("version", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("sheet_id", "kind", "pos"),
    )
    op.create_table(
        "sheet_change",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("sheet_id", _ctext(22), sa.ForeignKey("sheet.id", ondelete="CASCADE"), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("at", _ctext(), nullable=False),
        sa.Column("who", sa.Text, nullable=False),
        sa.Column("action", _ctext(16), nullable=False),
        sa.Column("kind", _ctext(16)),
        sa.Column("pos", sa.Integer),
        sa.Column("before", sa.Text),
        sa.Column("after", sa.Text),
        sa.UniqueConstraint("sheet_id", "version", name="sheet_change_version"),
    )
    op.create_table(
        "learner_sheet",
        sa.Column("learner_id", sa.Integer, sa.ForeignKey("learner.id", ondelete="CASCADE"), nullable=False),
        sa.Column("sheet_id", _ctext(22), sa.ForeignKey("sheet.id", ondelete="CASCADE"), nullable=False),
        sa.Column("role", _ctext(8), sa.CheckConstraint("role IN ('edit', 'view')"), nullable=False),
        sa.Column("opened", _ctext(), nullable=False),
        sa.PrimaryKeyConstraint("learner_id", "sheet_id"),
    )
    op.create_index("learner_sheet_by_learner", "learner_sheet", ["learner_id", "opened"])
