"""The tables, as SQLAlchemy Core objects for queries (the migrations create them; see docs/storage.md).

Times are fixed-width ISO 8601 text in UTC (``2026-11-24T05:39:06.123456+00:00``), so text order
is time order on every backend; on PostgreSQL the key and time columns use the "C" collation so
that order (and ``LIKE 'item:%'``) is byte order whatever the server's locale.
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import Column, Float, ForeignKey, Integer, MetaData, String, Table, Text

metadata: Final = MetaData()


def ctext(length: int | None = None) -> String:
    """Text compared byte by byte on every backend."""
    return String(length).with_variant(String(length, collation="C"), "postgresql")


learner: Final = Table(
    "learner",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("key_hash", ctext(64), nullable=False, unique=True),
    Column("name", Text, nullable=False),
    Column("created", ctext(), nullable=False),
)

answer: Final = Table(
    "answer",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("learner_id", Integer, ForeignKey("learner.id", ondelete="CASCADE"), nullable=False),
    Column("at", ctext(), nullable=False),
    Column("item", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("concept", Text, nullable=False),
    Column("correct", Integer, nullable=False),
    Column("verdict", Text, nullable=False),
    Column("answer", Text, nullable=False),
    Column("seconds", Float),
)

review: Final = Table(
    "review",
    metadata,
    Column("learner_id", Integer, ForeignKey("learner.id", ondelete="CASCADE"), primary_key=True),
    Column("key", ctext(), primary_key=True),
    Column("state", Integer, nullable=False),
    Column("step", Integer),
    Column("stability", Float),
    Column("difficulty", Float),
    Column("due", ctext(), nullable=False),
    Column("last_review", ctext()),
    Column("reps", Integer, nullable=False),
    Column("lapses", Integer, nullable=False),
)

#: A score sheet: ``version`` counts its changes; ``edit_hash``/``view_hash`` are SHA-256 of its tokens.
sheet: Final = Table(
    "sheet",
    metadata,
    Column("id", ctext(22), primary_key=True),
    Column("edit_hash", ctext(64), nullable=False),
    Column("view_hash", ctext(64)),
    Column("players", Text, nullable=False),
    Column("scorekeeper", Integer, nullable=False),
    Column("created", ctext(), nullable=False),
    Column("modified", ctext(), nullable=False),
    Column("version", Integer, nullable=False),
    Column("legacy_file", Text),
)

#: One entry of a sheet: ``kind`` 'deal' (``pos`` = slot 0-23) or 'bolshevik' (``pos`` = order added).
#: ``entry`` is the entry's JSON, NULL once cleared; ``version`` is the sheet version that last changed it.
sheet_entry: Final = Table(
    "sheet_entry",
    metadata,
    Column("sheet_id", ctext(22), ForeignKey("sheet.id", ondelete="CASCADE"), primary_key=True),
    Column("kind", ctext(16), primary_key=True),
    Column("pos", Integer, primary_key=True),
    Column("entry", Text),
    Column("version", Integer, nullable=False),
)

#: Every change to a sheet, kept for good: the sheet version it made, who, when, before and after.
sheet_change: Final = Table(
    "sheet_change",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("sheet_id", ctext(22), ForeignKey("sheet.id", ondelete="CASCADE"), nullable=False),
    Column("version", Integer, nullable=False),
    Column("at", ctext(), nullable=False),
    Column("who", Text, nullable=False),
    Column("action", ctext(16), nullable=False),
    Column("kind", ctext(16)),
    Column("pos", Integer),
    Column("before", Text),
    Column("after", Text),
)

#: The sheets a learner created or opened, for their list (``role`` 'edit' or 'view').
learner_sheet: Final = Table(
    "learner_sheet",
    metadata,
    Column("learner_id", Integer, ForeignKey("learner.id", ondelete="CASCADE"), primary_key=True),
    Column("sheet_id", ctext(22), ForeignKey("sheet.id", ondelete="CASCADE"), primary_key=True),
    Column("role", ctext(8), nullable=False),
    Column("opened", ctext(), nullable=False),
)
