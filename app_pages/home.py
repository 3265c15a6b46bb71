"""Home: what skruuvi is, where to continue, the learning path with progress, and a hand dealt by the engine."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import streamlit as st

from trainer.bids import Form
from trainer.dealing import deal
from trainer.errors import SkruuviError
from trainer.i18n import N_
from trainer.lessons import content
from trainer.progress.lessons import LessonProgress, course_progress, next_step
from trainer.seats import SEATS, Seat
from trainer.ui.cards_html import table_html
from trainer.ui.learner import current_learner, store
from trainer.ui.lesson_progress import course_order
from trainer.ui.plain import literal_md
from trainer.ui.session import current_language, translator

FORM_NAMES = {
    Form.ALKUPELIT: N_("alkupelit (with middle cards)"),
    Form.KOTKAT: N_("kotkat (no middle cards)"),
    Form.BOLSEVIKIT: N_("bolsevikit (one against three)"),
}
MAX_SEED = 2**31 - 1
HELSINKI = ZoneInfo("Europe/Helsinki")  # the club's calendar day, as on the Progress page

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
store_ = store() if learner is not None else None
lessons_done: dict[str, LessonProgress] = {}
with st.container(border=True):
    if learner is not None and store_ is not None:
        st.markdown("**" + _("Welcome back, {name}.", name=literal_md(learner.name)) + "**")
        try:
            now = datetime.now(UTC)
            lessons_done = course_progress(store_, learner, course_order())
            due = len(store_.due(learner, now, kind="item")) + len(store_.due(learner, now, kind="concept"))
            streak = store_.stats(learner, now, tz=HELSINKI).day_streak
        except SkruuviError:
            st.caption(_("Your progress cannot be shown just now."))
        else:
            step = next_step(lessons_done, c.order, due)
            if step.kind == "lesson" and step.target in c.lessons:
                title = c.lessons[step.target].title.get(lang)
                st.page_link("app_pages/lessons.py", icon=":material/play_arrow:",
                             label=_("Continue where you left off: {title}", title=title) if step.resume
                             else _("Next lesson: {title}", title=title),
                             query_params={"lesson": step.target, "lang": lang})  # fmt: skip
            elif step.due:
                st.page_link("app_pages/drills.py", icon=":material/play_arrow:",
                             label=_.ngettext("Continue: {n} review is due", "Continue: {n} reviews are due", step.due),
                             query_params={"lang": lang})  # fmt: skip
            else:
                st.page_link("app_pages/drills.py", label=_("Practise"), icon=":material/fitness_center:",
                             query_params={"lang": lang})  # fmt: skip
            done = sum(p.status == "done" for p in lessons_done.values())
            line = _("Lessons done: {n} of {total}", n=done, total=len(c.order))
            if streak >= 2:
                line += " · " + _.ngettext("{n} day in a row", "{n} days in a row", streak)
            st.caption(line)
    else:
        first = c.order[0] if c.order else None
        if first:
            st.page_link("app_pages/lessons.py", icon=":material/play_arrow:",
                         label=_("Start here: {title}", title=c.lessons[first].title.get(lang)),
                         query_params={"lesson": first, "lang": lang})  # fmt: skip
        st.page_link("app_pages/progress.py", icon=":material/person_add:",
                     label=_("Create a learner profile to keep your progress"), query_params={"lang": lang})  # fmt: skip

STATUS_ICONS = {
    "done": ":material/check_circle:",
    "in_progress": ":material/clock_loader_40:",
    "not_started": ":material/radio_button_unchecked:",
}


def path_entry(lid: str) -> tuple[str, str, str | None]:
    """A lesson on the path: its label (title, and the score once a question is answered), icon and status words."""
    title = c.lessons[lid].title.get(lang)
    p = lessons_done.get(lid)
    if p is None or p.status == "not_started":
        return title, STATUS_ICONS["not_started"], _("Not started") if lessons_done else None
    label = f"{title} · {p.first_try}/{p.questions}" if p.answered else title
    if p.status == "done":
        words = (
            _("Done.") + " " + _("Right at the first try: {first} of {n}.", first=p.first_try, n=p.questions)
        )
    else:
        words = _("In progress. Answered right: {right} of {n}.", right=p.right, n=p.questions) + (
            " " + _("Marked as read.") if p.read else " " + _("Not marked as read yet.")
        )
    return label, STATUS_ICONS[p.status], words


st.subheader(":material/route: " + _("The learning path"))
if lessons_done:
    st.caption(
        _(
            "✓ done · ◔ in progress · ○ not started. The score counts the questions answered right at the first try."
        )
    )
if c.curriculum is not None:
    for i, part in enumerate(c.curriculum.parts):
        if i % 2 == 0:
            cols = st.columns(2)  # one row per pair of parts: on a phone the columns stack in course order
        with cols[i % 2].container(border=True):
            st.markdown(f"**{part.title.get(lang)}**")
            for lid in part.lessons:
                if lid in c.lessons:
                    label, icon, words = path_entry(lid)
                    st.page_link("app_pages/lessons.py", label=label, query_params={"lesson": lid, "lang": lang},
                                 icon=icon, help=words)  # fmt: skip


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
