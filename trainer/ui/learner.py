"""The session's learner profile, staying signed in, and the shared progress store (Streamlit side; no rules logic).

A learner is found only by their secret key (see docs/progress.md).  Signing in (creating a
profile, typing the key, importing an export: :func:`sign_in`) keeps the key in
``st.session_state`` and starts a *remembered browser*: a random 256-bit token
(:mod:`trainer.progress.sessions`) that the browser keeps in the cookie :data:`COOKIE` and the
server maps to the learner.  A new session (a reload, a bookmark, a plain ``<a href>`` link inside
a lesson, the Back button, a new tab) finds the cookie in ``st.context.cookies`` and is signed in
again (:func:`restore`), until :func:`sign_out` ends the token on the server and clears the cookie.

Streamlit can read cookies but not set them, so :func:`remember_browser` (run by ``app.py`` on
every page) writes or clears the cookie with a few lines of JavaScript through
``st.html(..., unsafe_allow_javascript=True)``: same origin, ``Path=/``, ``SameSite=Strict``,
``Secure`` when the page is served over https, kept 400 days (the most browsers allow) and
renewed when used; not ``HttpOnly``, which a cookie written by JavaScript cannot be.  The
cookie holds only the token, never the key, and the token is no use once signed out.

There is no sign-in by link: a ``?learner=`` in the address is removed without being used
(:func:`drop_learner_link`), and the page says so (:func:`link_notice`), so nobody can be signed
into somebody else's profile by a link (login CSRF) and a key never stays in the address.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Final

import streamlit as st

from trainer.errors import SkruuviError
from trainer.i18n import Translator
from trainer.progress import Learner, ProgressStore
from trainer.progress.sessions import TOKEN_RE, SessionStore
from trainer.progress.transfer import MAX_DEPTH, MAX_EXPORT_BYTES
from trainer.storage import StorageError
from trainer.texts import error_text
from trainer.ui.plain import literal_md
from trainer.ui.ratelimit import PROFILES, RateLimited
from trainer.ui.storage import database

KEY: Final = "learner_key"
#: This session's sign-in token (the one the browser's cookie should hold), when signed in.
TOKEN: Final = "learner_token"
#: The cookie that keeps the token in the browser.
COOKIE: Final = "skruuvi_session"
#: How long the browser keeps the cookie: 400 days, the longest Chromium allows (the server ends idle tokens sooner).
COOKIE_MAX_AGE: Final = 400 * 24 * 3600
#: The old sign-in link's query parameter: removed, never used.
LINK_PARAM: Final = "learner"
_RESTORED: Final = "_learner_cookie_checked"  # this session has looked at the cookie it started with
_RENEW: Final = "_learner_cookie_renew"  # the token was renewed on the server: renew the cookie too
_LINK_IGNORED: Final = "_learner_link_ignored"
_JUST_SIGNED_IN: Final = "_learner_just_signed_in"
_NOT_REMEMBERED: Final = "_learner_not_remembered"  # the sign-in token could not be stored (the error)
log = logging.getLogger(__name__)


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


def sessions() -> SessionStore | None:
    """The remembered browsers (in the same database; the object holds no connection), or None."""
    s = store()
    return None if s is None else SessionStore(s.db)


def normalize_key(text: str) -> str:
    """A key as pasted: every space, tab and line break removed (a key has none of its own)."""
    return "".join(text.split())


def drop_learner_link() -> bool:
    """Remove ``?learner=…`` from the address without using it; True when there was one.

    app.py calls it on every page, first, before anything else writes the address.  Signing in
    by link is gone: a link must never sign a visitor into another person's profile, nor sign
    them out.  :func:`link_notice` tells the visitor what happened.
    """
    if LINK_PARAM in st.query_params:
        del st.query_params[LINK_PARAM]
        st.session_state[_LINK_IGNORED] = True
        return True
    return False


def link_notice(_: Translator) -> None:
    """Say (once) that a sign-in link was ignored, and what to do instead."""
    if st.session_state.pop(_LINK_IGNORED, False):
        st.info(
            _(
                "This link carried a personal key. Skruuvikoulu never opens a profile from a link, so it was "
                "ignored and removed from the address. To open your own profile, enter your key on the "
                "Progress page."
            ),
            icon=":material/link_off:",
        )


def token_from(cookies: Mapping[str, object]) -> str | None:
    """The sign-in token among ``cookies``, or None when there is none or it is not shaped like a token."""
    value = cookies.get(COOKIE)
    return value if isinstance(value, str) and TOKEN_RE.fullmatch(value) else None


def remember_notice(_: Translator) -> None:
    """Say (once) that this browser could not be remembered, so a reload will need the key again."""
    e = st.session_state.pop(_NOT_REMEMBERED, None)
    if isinstance(e, SkruuviError) and st.session_state.get(KEY):
        st.warning(
            _(
                "You are signed in, but this browser could not remember it: after a reload you will need "
                "your personal key again. {error}",
                error=literal_md(error_text(e, _), max_chars=300),
            ),
            icon=":material/warning:",
        )


def browser_token() -> str | None:
    """The token in the cookie this session's browser sent when the session started (or None)."""
    return token_from(st.context.cookies)


def restore() -> None:
    """Sign this session in from the browser's cookie, once per session (a no-op when already signed in).

    A token the server no longer knows (signed out, idle too long, profile deleted) signs nobody
    in, and :func:`remember_browser` clears the cookie.  When the database cannot answer, the
    cookie is left alone and the next run tries again.
    """
    ss = st.session_state
    if ss.get(_RESTORED):
        return
    token = browser_token()
    if ss.get(KEY) or token is None:
        ss[_RESTORED] = True
        return
    found = sessions()
    if found is None:
        return
    try:
        resumed = found.resume(token)
    except SkruuviError as e:
        ss["progress_error"] = e
        return
    ss[_RESTORED] = True
    if resumed is not None:
        ss[KEY] = resumed.learner.key
        ss[TOKEN] = token
        ss[_RENEW] = resumed.renewed


def current_learner() -> Learner | None:
    """The session's learner (from its sign-in token or key), or None.

    A ``?learner=`` in the address is dropped unused (see :func:`drop_learner_link`).  A token
    ended elsewhere (signed out in another tab) signs this session out too.
    """
    drop_learner_link()
    restore()
    ss = st.session_state
    key = ss.get(KEY)
    if not key:
        return None
    s = store()
    if s is None:
        return None
    token = ss.get(TOKEN)
    try:
        if token:
            found = SessionStore(s.db).resume(token)
            learner = None if found is None or found.learner.key != key else found.learner
        else:
            learner = s.learner_by_key(key)
    except SkruuviError as e:
        # The database cannot answer now: keep the key (the learner stays signed in for when it can)
        # and say why on the Progress page, rather than signing the learner out without a word.
        ss["progress_error"] = e
        return None
    if learner is None:
        ss.pop(KEY, None)
        ss.pop(TOKEN, None)
    return learner


def current_key() -> str | None:
    """The signed-in learner's key as this session knows it (to show it to its owner), or None."""
    key = st.session_state.get(KEY)
    return key if isinstance(key, str) and key else None


def sign_in(learner: Learner) -> None:
    """Sign this session in and remember this browser: pass a Learner the store has just returned with its key.

    Any earlier token of this session is ended first.  When the token cannot be stored, the learner
    is signed in for this session only and the Progress page says why.
    """
    ss = st.session_state
    _end_token()
    ss[KEY] = learner.key
    ss[_RESTORED] = True
    found = sessions()
    if found is None:
        return
    try:
        ss[TOKEN] = found.start(learner)
    except SkruuviError as e:
        log.warning("could not remember the browser: %s", e)
        ss[_NOT_REMEMBERED] = e  # said on the next page (remember_notice), not dropped silently


def _end_token() -> None:
    token = st.session_state.pop(TOKEN, None)
    found = sessions() if token else None
    if found is None:
        return
    try:
        found.end(token)
    except SkruuviError as e:  # the cookie is cleared all the same; the token then expires unused
        log.warning("could not end a sign-in token: %s", e)


def sign_out() -> None:
    """Sign this session out: end its token on the server (so the cookie opens nothing) and clear the cookie."""
    _end_token()
    st.session_state.pop(KEY, None)
    st.session_state[_RESTORED] = True  # the cookie this session started with is not used again


def cookie_script(token: str | None, *, path: str = "/") -> str:
    """JavaScript that writes the sign-in cookie (``token``) or clears it (None), same origin only.

    ``SameSite=Strict``: the browser sends it only to this site, never with a request another
    site starts (and not to the app framed by another site); ``Secure`` over https.  A script
    cannot make a cookie ``HttpOnly``.
    """
    if token is not None and TOKEN_RE.fullmatch(token) is None:
        raise ValueError("not a sign-in token")
    value, age = (token, COOKIE_MAX_AGE) if token else ("", 0)
    return (
        "(function(){var s=location.protocol==='https:'?'; Secure':'';"
        f"document.cookie='{COOKIE}={value}; Path={path}; Max-Age={age}; SameSite=Strict'+s;}})();"
    )


def _cookie_path() -> str:
    base = str(st.get_option("server.baseUrlPath") or "").strip("/")
    return "/" + base if base else "/"


def remember_browser() -> None:
    """Bring the browser's cookie in line with this session (app.py, every page, before the page runs).

    Signed in with a token the browser does not have yet (or just renewed): write it.  Signed out
    while the browser still sends a token: clear it.  Renders nothing visible.
    """
    restore()
    ss = st.session_state
    browser, wanted = browser_token(), ss.get(TOKEN)
    if wanted and (wanted != browser or ss.get(_RENEW)):
        script = cookie_script(wanted, path=_cookie_path())
    elif not wanted and browser and ss.get(_RESTORED) and not ss.get(KEY):
        script = cookie_script(None, path=_cookie_path())
    else:
        return
    with st.container(key="sk-remember"):
        st.html(
            f"<style>.st-key-sk-remember{{display:none}}</style><script>{script}</script>",
            unsafe_allow_javascript=True,
        )


def create_profile(name: str, _: Translator) -> str | None:
    """Create a profile named ``name`` and sign in; None, or why not (in ``_``'s language, safe as Markdown)."""
    s = store()
    if s is None:
        return _("The progress database cannot be opened: {error}", error=_problem(_))
    if not name.strip():
        return _("Write a name or a nickname first.")
    try:
        PROFILES.take(st.session_state)
        new = s.create_learner(name)
    except SkruuviError as e:
        return profile_error_text(e, _)
    sign_in(new)
    st.session_state["show_key"] = True
    return None


def open_profile(text: str, _: Translator) -> str | None:
    """Sign in with a typed or pasted key (spaces and line breaks around or inside it are ignored); None, or why not."""
    s = store()
    if s is None:
        return _("The progress database cannot be opened: {error}", error=_problem(_))
    key = normalize_key(text)
    try:
        found = s.learner_by_key(key) if key else None
    except SkruuviError as e:
        return _(
            "The profile could not be opened: {error}", error=literal_md(error_text(e, _), max_chars=300)
        )
    if found is None:
        return _("No learner has that key. Check it and try again.")
    sign_in(found)
    return None


def _problem(_: Translator) -> str:
    e = st.session_state.get("progress_error")
    return literal_md(error_text(e, _), max_chars=300) if isinstance(e, SkruuviError) else ""


def sign_in_panel(_: Translator, *, key: str) -> None:
    """Create a profile or open one with the key, right where the learner is (forms keyed by ``key``)."""
    with st.form(f"{key}-create", border=False):
        name = st.text_input(_("Your name or nickname"), max_chars=40)
        if st.form_submit_button(_("Create a profile"), icon=":material/person_add:"):
            problem = create_profile(name, _)
            if problem is None:
                st.session_state[_JUST_SIGNED_IN] = True
                st.rerun()
            st.error(problem, icon=":material/error:")
    st.divider()
    with st.form(f"{key}-sign-in", clear_on_submit=True, border=False):
        typed = st.text_input(_("Your personal key"), type="password", max_chars=200)
        if st.form_submit_button(_("Open my profile"), icon=":material/login:"):
            problem = open_profile(typed, _)
            if problem is None:
                st.session_state[_JUST_SIGNED_IN] = True
                st.rerun()
            st.error(problem, icon=":material/error:")


def signed_out_notice(_: Translator, *, key: str) -> None:
    """Before an answer that would count for progress: say it will not be kept, with a way to sign in here.

    Signed in: nothing, except a word of welcome just after signing in from this notice.
    """
    ss = st.session_state
    if ss.get(KEY):
        if ss.pop(_JUST_SIGNED_IN, False):
            st.success(
                _("You are signed in. Your answers are kept from now on."), icon=":material/check_circle:"
            )
        return
    st.warning(
        _("You are not signed in: your answers are checked, but they are not kept in your progress."),
        icon=":material/person_off:",
    )
    with st.popover(_("Sign in or create a profile"), icon=":material/login:"):
        sign_in_panel(_, key=key)


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
