"""Home: what skruuvi is, where to continue, the learning path with progress, and a hand dealt by the engine."""

from __future__ import annotations

import streamlit as st

from trainer.bids import Form
from trainer.dealing import deal
from trainer.i18n import N_
from trainer.lessons import content
from trainer.seats import SEATS, Seat
from trainer.ui.cards_html import table_html
from trainer.ui.learner import current_learner, store
from trainer.ui.plain import literal_md
from trainer.ui.session import current_language, translator

FORM_NAMES = {
    Form.ALKUPELIT: N_("alkupelit (with middle cards)"),
    Form.KOTKAT: N_("kotkat (no middle cards)"),
    Form.BOLSEVIKIT: N_("bolsevikit (one against three)"),
}
MAX_SEED = 2**31 - 1

_ = translator()
lang = current_language()
st.session_state.setdefault("form", Form.ALKUPELIT.value)
st.session_state.setdefault("dealer", Seat.A.name)
st.session_state.setdefault("seed", 1)

st.title("Skruuvikoulu")
st.markdown(
    _(
        "Skruuvi is a Finnish card game for four players in changing partnerships, played at the "
        "Helsinki Finnish Club since 1876. The pairs describe their hands by bidding, exchange cards "
        "whose order is itself a message, and then play a trump game, a grand or a misère. This "
        "course teaches it step by step, from the first trick to defending a painted misère."
    )
)

c = content()
learner = current_learner()
practised: dict[str, int] = {}  # lesson -> answers to its drills
store_ = store() if learner is not None else None
with st.container(border=True):
    if learner is not None and store_ is not None:
        answers = store_.answers(learner)
        for a in answers:
            lesson = a.concept.partition(":")[2]
            practised[lesson] = practised.get(lesson, 0) + 1
        st.markdown("**" + _("Welcome back, {name}.", name=literal_md(learner.name)) + "**")
        if answers:
            last = answers[-1].concept.partition(":")[2]
            if last in c.lessons:
                st.page_link("app_pages/lessons.py", icon=":material/replay:",
                             label=_("Continue where you left off: {title}", title=c.lessons[last].title.get(lang)),
                             query_params={"lesson": last, "lang": lang})  # fmt: skip
        st.page_link("app_pages/drills.py", label=_("Today's practice"), icon=":material/fitness_center:",
                     query_params={"lang": lang})  # fmt: skip
    else:
        first = c.order[0] if c.order else None
        if first:
            st.page_link("app_pages/lessons.py", icon=":material/play_arrow:",
                         label=_("Start here: {title}", title=c.lessons[first].title.get(lang)),
                         query_params={"lesson": first, "lang": lang})  # fmt: skip
        st.page_link("app_pages/progress.py", icon=":material/person_add:",
                     label=_("Create a learner profile to keep your progress"), query_params={"lang": lang})  # fmt: skip

st.subheader(":material/route: " + _("The learning path"))
if c.curriculum is not None:
    for i, part in enumerate(c.curriculum.parts):
        if i % 2 == 0:
            cols = st.columns(2)  # one row per pair of parts: on a phone the columns stack in course order
        with cols[i % 2].container(border=True):
            st.markdown(f"**{part.title.get(lang)}**")
            for lid in part.lessons:
                if lid in c.lessons:
                    st.page_link(
                        "app_pages/lessons.py",
                        label=c.lessons[lid].title.get(lang),
                        query_params={"lesson": lid, "lang": lang},
                        icon=":material/check_circle:"
                        if practised.get(lid)
                        else ":material/radio_button_unchecked:",
                        help=_.ngettext(
                            "{n} answer in its drills", "{n} answers in its drills", practised[lid]
                        )
                        if practised.get(lid)
                        else None,
                    )


def _new_deal() -> None:
    ss = st.session_state
    ss["seed"] = (int(ss["seed"]) + 1) % (MAX_SEED + 1)
    ss["dealer"] = Seat[ss["dealer"]].left.name


st.subheader(":material/playing_cards: " + _("Deal"))
form_value = st.segmented_control(
    _("Form"),
    options=[f.value for f in Form],
    format_func=lambda v: _(FORM_NAMES[Form(v)]),
    key="form",
    required=True,
    help=_(
        "In alkupelit and bolsevikit everyone gets 12 cards and four go face down to the "
        "middle; in kotkat everyone gets 13 cards."
    ),
)
c_dealer, c_seed, c_button = st.columns([2, 2, 1], vertical_alignment="bottom")
with c_dealer:
    dealer_name = st.segmented_control(
        _("Dealer"), options=[s.name for s in SEATS], key="dealer", required=True
    )
with c_seed:
    seed = st.number_input(
        _("Seed"), min_value=0, max_value=MAX_SEED, step=1, key="seed",
        help=_("The same seed and dealer always give the same deal."),
    )  # fmt: skip
with c_button:
    st.button(_("New deal"), icon=":material/shuffle:", on_click=_new_deal)

dealt = deal(Form(form_value or Form.ALKUPELIT.value), Seat[dealer_name or Seat.A.name], int(seed or 0))
st.html(table_html(dealt, _))
st.caption(_("Rules as in the Helsinki Finnish Club's handbook *Skruuvin käsikirja* (2016)."))
