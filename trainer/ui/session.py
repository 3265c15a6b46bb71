"""Per-session state and language for the app (the only trainer module besides cards_html that knows Streamlit).

Every session has its own language in ``st.session_state["lang"]``: from
``?lang=fi|en`` on the first run, then from the selector in the sidebar; the
translator is picked per call, never installed globally.
"""

from __future__ import annotations

import streamlit as st

from trainer.i18n import DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, Translator, normalize_language

LANG = "lang"


def init_session() -> Translator:
    """Set the session's defaults (language from ``?lang=`` at first) and return its translator."""
    ss = st.session_state
    wanted = normalize_language(st.query_params.get("lang"))
    if LANG not in ss:
        ss[LANG] = wanted or DEFAULT_LANGUAGE
    elif wanted and wanted != ss[LANG] and not ss.get("_lang_from_widget"):
        ss[LANG] = wanted  # a link with ?lang= wins over the remembered choice
    ss["_lang_from_widget"] = False
    return Translator(current_language())


def current_language() -> str:
    return normalize_language(st.session_state.get(LANG)) or DEFAULT_LANGUAGE


def _chose_language() -> None:
    st.session_state["_lang_from_widget"] = True


def language_selector(_: Translator) -> str:
    """The language switch (in the sidebar on every page); keeps ``?lang=`` in the address."""
    st.segmented_control(
        ":material/translate: " + _("Language"),
        options=LANGUAGES,
        format_func=LANGUAGE_NAMES.__getitem__,
        key=LANG,
        required=True,
        on_change=_chose_language,
    )
    lang = current_language()
    st.query_params["lang"] = lang
    return lang


def translator() -> Translator:
    """The translator of the session's current language (for pages)."""
    return Translator(current_language())
