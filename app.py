"""Skruuvikoulu: the Streamlit entry point (``make run``).

Only sets up the session and navigates; the pages live in ``app_pages/``
(not ``pages/``, which would switch Streamlit into its old multipage mode).
A deep link (``?lesson=…``, ``?deal=…``, ``?term=…``) opens its page.
"""

from __future__ import annotations

import streamlit as st

from trainer.ui.session import init_session, language_selector

st.set_page_config(page_title="Skruuvikoulu", page_icon=":material/playing_cards:", layout="wide")
_ = init_session()

pages = {
    "home": st.Page("app_pages/home.py", title=_("Home"), icon=":material/home:", default=True),
    "lessons": st.Page(
        "app_pages/lessons.py", title=_("Lessons"), icon=":material/school:", url_path="lessons"
    ),
    "deals": st.Page(
        "app_pages/deals.py", title=_("Worked deals"), icon=":material/style:", url_path="deals"
    ),
    "glossary": st.Page(
        "app_pages/glossary.py", title=_("Glossary"), icon=":material/menu_book:", url_path="glossary"
    ),
    "scorecard": st.Page(
        "app_pages/scorecard.py", title=_("Scorecard"), icon=":material/scoreboard:", url_path="scorecard"
    ),
}
nav = st.navigation(list(pages.values()))
with st.sidebar:
    language_selector(_)  # a change reruns the script, which then starts in the new language
for param, page in (("lesson", "lessons"), ("deal", "deals"), ("term", "glossary"), ("sheet", "scorecard")):
    if param in st.query_params and nav is not pages[page]:
        st.switch_page(pages[page], query_params=dict(st.query_params))
nav.run()
