"""The session's learner profile and the shared progress store (Streamlit side; no rules logic).

A learner is found only by their secret key (see docs/progress.md).  The
key is typed into a password field on the Progress page; the session then
keeps it in ``st.session_state`` (the only place the app can show it again:
the store keeps only a hash of it).  There is no sign-in by link: a
``?learner=`` in the address is removed on every page without being used
(:func:`drop_learner_link`), so nobody can be signed into somebody else's
profile by a link (login CSRF) and a key never stays in the address.
"""

from __future__ import annotations

import streamlit as st

from trainer.errors import SkruuviError
from trainer.i18n import Translator
from trainer.progress import Learner, ProgressStore
from trainer.progress.transfer import MAX_DEPTH, MAX_EXPORT_BYTES
from trainer.storage import StorageError
from trainer.texts import error_text
from trainer.ui.plain import literal_md
from trainer.ui.ratelimit import RateLimited
from trainer.ui.storage import database

KEY = "learner_key"
#: The old sign-in link's query parameter: removed, never used.
LINK_PARAM = "learner"


@st.cache_resource(show_spinner=False)
def _store() -> ProgressStore:
    return ProgressStore(database())


def store() -> ProgressStore | None:
    """The progress store, or None (with the reason in session state) when it cannot be opened."""
    try:
        return _store()
    except StorageError as e:
        st.session_state["progress_error"] = e  # the Progress page says why, in the learner's language
        return None


def drop_learner_link() -> bool:
    """Remove ``?learner=…`` from the address without using it; True when there was one.

    app.py calls it on every page, before deep links are forwarded.  Signing in by link is gone:
    a link must never sign a visitor into another person's profile, nor sign them out.
    """
    if LINK_PARAM in st.query_params:
        del st.query_params[LINK_PARAM]
        return True
    return False


def current_learner() -> Learner | None:
    """The session's learner (from the key the session remembers), or None.

    A ``?learner=`` in the address is dropped unused (see :func:`drop_learner_link`).
    """
    drop_learner_link()
    ss = st.session_state
    key = ss.get(KEY)
    if not key:
        return None
    s = store()
    if s is None:
        return None
    try:
        learner = s.learner_by_key(key)
    except SkruuviError as e:
        # The database cannot answer now: keep the key (the learner stays signed in for when it can)
        # and say why on the Progress page, rather than signing the learner out without a word.
        ss["progress_error"] = e
        return None
    if learner is None:
        ss.pop(KEY, None)
    return learner


def current_key() -> str | None:
    """The signed-in learner's key as this session knows it (to show it to its owner), or None."""
    key = st.session_state.get(KEY)
    return key if isinstance(key, str) and key else None


def sign_in(learner: Learner) -> None:
    """Remember ``learner``'s key in this session: pass a Learner the store has just returned with its key."""
    st.session_state[KEY] = learner.key


def sign_out() -> None:
    st.session_state.pop(KEY, None)


def profile_error_text(e: SkruuviError, _: Translator) -> str:
    """Why creating, opening or importing a profile failed, in ``_``'s language; safe as Markdown.

    Knows :class:`~trainer.ui.ratelimit.RateLimited`, the ``bad_import`` reasons of
    :func:`trainer.progress.transfer.read_export` and ``bad_name``; any other error is named
    with :func:`trainer.texts.error_text` (in ``_``'s language where the catalogue has its code),
    shown literally.
    """
    p = e.params
    if isinstance(e, RateLimited):
        return _.ngettext(
            "Too many new profiles from this browser session. Try again in {n} minute.",
            "Too many new profiles from this browser session. Try again in {n} minutes.",
            e.minutes,
        )
    detail = literal_md(error_text(e, _), max_chars=300)
    if e.code == "bad_name":
        return _("That name cannot be used: {error}", error=detail)
    if e.code != "bad_import":
        return _("The profile could not be saved: {error}", error=detail)
    reason = p.get("reason")
    if reason == "empty":
        return _("The file is empty.")
    if reason == "too_large":
        return _(
            "The file is too large ({size} MB). A progress export can be at most {limit} MB.",
            size=f"{int(p.get('size', 0)) / 1024 / 1024:.1f}".replace(".", "," if _.lang == "fi" else "."),
            limit=MAX_EXPORT_BYTES // (1024 * 1024),
        )
    if reason == "not_utf8":
        return _("The file is not UTF-8 text (byte {position}).", position=p.get("position", "?"))
    if reason == "too_deep":
        return _(
            "The file is not a progress export: its lists and objects are nested more than {limit} levels deep.",
            limit=p.get("limit", MAX_DEPTH),
        )
    if reason == "not_json":
        return _(
            "The file is not JSON (line {line}, column {column}).",
            line=p.get("line", "?"),
            column=p.get("column", "?"),
        )
    return _("The file could not be imported. {error}", error=detail)
