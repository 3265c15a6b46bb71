"""The session's learner profile and the shared progress store (Streamlit side; no rules logic).

A learner is found only by their secret key (see docs/progress.md): the
session remembers it in ``st.session_state``; a personal link
``?learner=<key>`` signs in on another device and the key is then taken out
of the address, so a shared drill link never carries it.
"""

from __future__ import annotations

import streamlit as st

from trainer.errors import SkruuviError
from trainer.progress import Learner, ProgressError, ProgressStore

KEY = "learner_key"


@st.cache_resource(show_spinner=False)
def _store() -> ProgressStore:
    return ProgressStore()


def store() -> ProgressStore | None:
    """The progress store, or None (with the reason in session state) when it cannot be opened."""
    try:
        return _store()
    except ProgressError as e:
        st.session_state["progress_error"] = e.message
        return None


def current_learner() -> Learner | None:
    """The session's learner; a ``?learner=`` link signs in and is removed from the address."""
    ss = st.session_state
    link = st.query_params.get("learner")
    if link:
        del st.query_params["learner"]
        ss[KEY] = link
    key = ss.get(KEY)
    if not key:
        return None
    s = store()
    if s is None:
        return None
    try:
        learner = s.learner_by_key(key)
    except SkruuviError:
        learner = None
    if learner is None:
        ss.pop(KEY, None)
    return learner


def sign_in(learner: Learner) -> None:
    st.session_state[KEY] = learner.key


def sign_out() -> None:
    st.session_state.pop(KEY, None)
