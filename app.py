"""Skruuvikoulu: the Streamlit entry point (``make run``).

Only sets up the session and navigates; the pages live in ``app_pages/``
(not ``pages/``, which would switch Streamlit into its old multipage mode).
A deep link (``?lesson=…``, ``?deal=…``, ``?drill=…``, ``?term=…``, ``?play=…``) opens its page; the
session's display settings (``?text=large``, ``?suits=4``, the Settings page)
style every page.  A learner stays signed in through a cookie that holds a random sign-in token
(``trainer/ui/learner.py``, docs/progress.md); a ``?learner=`` key in a link is never used.
"""

from __future__ import annotations

import streamlit as st

from trainer.ui.learner import drop_learner_link, link_notice, remember_browser, remember_notice
from trainer.ui.page_guard import run_page
from trainer.ui.session import apply_settings, init_session, language_selector, settings_params

st.set_page_config(page_title="Skruuvikoulu", page_icon=":material/playing_cards:", layout="wide")
_ = init_session()
drop_learner_link()  # no sign-in by link: a ?learner= key is removed unused, first, on every page
apply_settings()  # larger text and four-colour suits, on every page
remember_browser()  # signed in from the browser's cookie; the cookie written or cleared to match the session

pages = {
    "home": st.Page("app_pages/home.py", title=_("Home"), icon=":material/home:", default=True),
    "lessons": st.Page(
        "app_pages/lessons.py", title=_("Lessons"), icon=":material/school:", url_path="lessons"
    ),
    "deals": st.Page(
        "app_pages/deals.py", title=_("Worked deals"), icon=":material/style:", url_path="deals"
    ),
    "drills": st.Page(
        "app_pages/drills.py", title=_("Drills"), icon=":material/fitness_center:", url_path="drills"
    ),
    "table": st.Page(
        "app_pages/table.py", title=_("Table"), icon=":material/playing_cards:", url_path="table"
    ),
    "progress": st.Page(
        "app_pages/progress.py", title=_("Progress"), icon=":material/insights:", url_path="progress"
    ),
    "glossary": st.Page(
        "app_pages/glossary.py", title=_("Glossary"), icon=":material/menu_book:", url_path="glossary"
    ),
    "scorecard": st.Page(
        "app_pages/scorecard.py", title=_("Scorecard"), icon=":material/scoreboard:", url_path="scorecard"
    ),
    "settings": st.Page(
        "app_pages/settings.py", title=_("Settings"), icon=":material/settings:", url_path="settings"
    ),
}
# The menu is drawn here, not by Streamlit: its own links open a page with an empty address, and the
# language and settings written back into it then make a second history entry, so Back from a page
# opened from the menu stayed on that page.  These links carry the language and the settings.
nav = st.navigation(list(pages.values()), position="hidden")
with st.sidebar:
    menu = st.container(key="sk-menu")
    # the address is written back on every rerun of the same page, only when it differs on a page's first run
    same_page = st.session_state.get("_page") == nav.url_path
    st.session_state["_page"] = nav.url_path
    # a change of language reruns the script, which then starts in the new language
    lang = language_selector(_, sync=same_page)
    with menu:
        for entry in pages.values():
            st.page_link(entry, query_params={"lang": lang, **settings_params()})
links = (
    ("lesson", "lessons"),
    ("deal", "deals"),
    ("drill", "drills"),
    ("term", "glossary"),
    ("sheet", "scorecard"),
    ("play", "table"),
)
for param, page in links:
    if param in st.query_params and nav is not pages[page]:
        st.switch_page(pages[page], query_params=dict(st.query_params))
link_notice(_)  # "this link carried a key and was ignored", once, on the page the link opens
remember_notice(_)  # "this browser could not remember you", once, when the sign-in token could not be stored
run_page(nav, _)  # an unexpected error is a sentence in the user's language, never a traceback
