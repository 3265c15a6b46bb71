"""Glossary: every term in Finnish and English, searchable in both, with the lessons that teach it."""

from __future__ import annotations

import unicodedata
from html import escape

import streamlit as st

from trainer.lessons import content
from trainer.ui.markup import MARKUP_CSS, TERM_SCRIPT, link_query, text_html
from trainer.ui.plain import literal_md
from trainer.ui.session import current_language, settings_params, translator

_ = translator()
lang = current_language()
c = content()


def fold(text: str) -> str:
    """Case- and accent-insensitive search text (ä and a match, as on a phone keyboard)."""
    return "".join(
        ch for ch in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(ch)
    )


st.html(f"<style>{MARKUP_CSS}</style>")
st.html(TERM_SCRIPT, unsafe_allow_javascript=True)  # Esc closes a term's card in a definition
st.title(":material/menu_book: " + _("Glossary"))
st.caption(
    _(
        "The Finnish words are the ones you hear at the table; the English ones follow the club's English usage."
    )
)
wanted = st.query_params.get("term")
query = st.text_input(
    _("Search"),
    key="glossary-search",
    placeholder=_("a word in Finnish or English"),
    icon=":material/search:",
)
if wanted is not None and wanted not in c.glossary:
    st.info(
        _("There is no glossary term “{name}”.", name=literal_md(wanted, max_chars=80)),
        icon=":material/info:",
    )
    wanted = None

terms = sorted(c.glossary.values(), key=lambda t: fold(t.fi.term if lang == "fi" else t.en.term))
if query:
    q = fold(query)
    terms = [
        t
        for t in terms
        if any(q in fold(x) for x in (t.fi.term, t.en.term, t.fi.definition, t.en.definition))
    ]
elif wanted is not None:
    terms = [c.glossary[wanted]]
    st.page_link(
        "app_pages/glossary.py", label=_("All terms"), icon=":material/list:", query_params={"lang": lang}
    )

if not terms:
    st.info(
        _("No term matches “{query}”.", query=literal_md(query, max_chars=80)), icon=":material/search_off:"
    )
for term in terms:
    mine, other = (term.fi, term.en) if lang == "fi" else (term.en, term.fi)
    lessons = [lid for lid in c.order if term.id in c.lessons[lid].terms]
    with st.container(border=True):
        st.markdown(f"**{mine.term}** · *{other.term}*")
        st.html(f'<div class="sk-prose">{text_html(mine.definition, lang, _, c, settings_params())}</div>')
        if lessons:
            links = ", ".join(
                f'<a href="lessons?lesson={escape(lid)}&amp;{link_query(lang, settings_params())}" target="_self">'
                f"{escape(c.lessons[lid].title.get(lang))}</a>"
                for lid in lessons
            )
            taught = _("Taught in:")
            st.html(f'<div class="sk-prose"><small>{escape(taught)} {links}</small></div>')
        if term.see:
            see = ", ".join(
                f'<a href="glossary?term={escape(s)}&amp;{link_query(lang, settings_params())}" target="_self">{escape(c.glossary[s].fi.term)}</a>'
                for s in term.see
                if s in c.glossary
            )
            see_also = _("See also:")
            st.html(f'<div class="sk-prose"><small>{escape(see_also)} {see}</small></div>')
