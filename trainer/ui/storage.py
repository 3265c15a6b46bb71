"""The app's one database and its score-sheet store, opened once per server process (Streamlit side).

Every session of the process shares them: a :class:`~trainer.storage.Database` holds no
connection between operations (see trainer/storage/db.py), so sharing is safe.
"""

from __future__ import annotations

import streamlit as st

from trainer.storage import Database, open_database
from trainer.storage.sheets import SheetStore


@st.cache_resource(show_spinner=False)
def database() -> Database:
    """The database the environment names (SKRUUVI_DATABASE_URL, else the SQLite file), migrated."""
    return open_database()


@st.cache_resource(show_spinner=False)
def sheet_store() -> SheetStore:
    """The score sheets (JSON sheets of earlier versions in SKRUUVI_DATA are imported the first time)."""
    return SheetStore(database())
