"""Storage: one database (SQLite by default, PostgreSQL for a club server) for progress and score sheets.

See :mod:`trainer.storage.db` for the connection and concurrency rules and docs/storage.md
for the schema, the access model and the threat model.  No Streamlit here.
"""

from __future__ import annotations

from trainer.storage.db import (
    Database,
    StorageError,
    database_url,
    default_path,
    open_database,
    sqlite_url,
)
from trainer.storage.tokens import hash_token, matches, new_token

__all__ = [
    "Database",
    "StorageError",
    "database_url",
    "default_path",
    "hash_token",
    "matches",
    "new_token",
    "open_database",
    "sqlite_url",
]
