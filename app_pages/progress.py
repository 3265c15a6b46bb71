"""Progress: the learner profile (create, sign in, export, import, delete) and accuracy, streaks and what is due."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from functools import partial
from zoneinfo import ZoneInfo

import streamlit as st

from trainer.drills import Kind, concepts
from trainer.drills.bank import banks
from trainer.drills.texts import concept_title, kind_name
from trainer.errors import SkruuviError
from trainer.lessons import content
from trainer.progress import Learner, ProgressStore
from trainer.progress.practice import LEVEL_MAX, QUIZ_CONCEPT, quiz_lesson, topic_level
from trainer.progress.transfer import MAX_EXPORT_BYTES, read_export
from trainer.texts import error_text
from trainer.ui.learner import (
    create_profile,
    current_key,
    current_learner,
    open_profile,
    profile_error_text,
    sessions,
    sign_in,
    sign_out,
    store,
)
from trainer.ui.plain import literal_md
from trainer.ui.ratelimit import PROFILES
from trainer.ui.retry import drill_mistakes, start_retry, topic_drill
from trainer.ui.session import current_language, translator

_ = translator()
lang = current_language()
c = content()
HELSINKI = ZoneInfo("Europe/Helsinki")  # the club's calendar day
log = logging.getLogger(__name__)


def reason(problem: object) -> str:
    """Why the store could not answer, in the learner's language (safe as Markdown), from an error kept in state."""
    return literal_md(error_text(problem, _), max_chars=300) if isinstance(problem, SkruuviError) else ""


def open_store() -> ProgressStore:
    """The progress store; when it cannot be opened, the page says why and stops."""
    found = store()
    if found is None:
        st.error(
            _(
                "The progress database cannot be opened: {error}",
                error=reason(st.session_state.get("progress_error")),
            ),
            icon=":material/error:",
        )
        st.stop()
    return found


st.title(":material/insights: " + _("Progress"))
s = open_store()
learner = current_learner()
if learner is None and current_key():  # the key is kept, but the database could not answer just now
    st.error(
        _("The profile could not be opened: {error}", error=reason(st.session_state.get("progress_error"))),
        icon=":material/error:",
    )


def item_title(drill_id: str) -> str:
    """A drill id as the learner knows it: its kind and its title or name in the bank, or a practice deal."""
    d = banks().drills.get(drill_id)
    if d is not None:
        return d.title.get(lang) if d.title else f"{kind_name(d.kind, _)} · {drill_id.split('/', 1)[1]}"
    parts = drill_id.split(".")
    try:
        return f"{kind_name(Kind.parse(parts[1]), _)} · " + _("practice deal {seed}", seed=parts[-1])
    except (IndexError, SkruuviError):
        return drill_id


def topic_title(concept: str) -> str:
    """A topic as the learner knows it: a drill concept, or a lesson's own check-yourself questions."""
    lesson = concept.removeprefix(QUIZ_CONCEPT)
    if concept.startswith(QUIZ_CONCEPT) and lesson in c.lessons:
        return _("Lesson questions · {lesson}", lesson=c.lessons[lesson].title.get(lang))
    return concept_title(concept, _)


def create(name: str) -> None:
    problem = create_profile(name, _)
    if problem is not None:
        st.session_state["profile_error"] = problem


def sign_in_with(key: str) -> None:
    problem = open_profile(key, _)
    if problem is not None:
        st.session_state["profile_error"] = problem


def import_profile(raw: bytes) -> Learner | None:
    """A new profile from an uploaded export, signed in; None (with the reason shown) when refused."""
    try:
        PROFILES.take(st.session_state)
        new = s.import_learner(read_export(raw))
    except SkruuviError as e:
        st.error(profile_error_text(e, _), icon=":material/error:")
        return None
    sign_in(new)
    st.session_state["show_key"] = True
    return new


def sign_out_everywhere(learner_: Learner) -> None:
    """End every sign-in token of the learner (other browsers are signed out at their next step), then this one."""
    found = sessions()
    try:
        if found is not None:
            found.end_all(learner_)
    except SkruuviError as e:
        st.session_state["profile_error"] = _("The profile could not be opened: {error}", error=reason(e))
    sign_out()


def export_json(store_: ProgressStore, learner_: Learner) -> bytes:
    """The learner's export as the download button's file, built only when the button is pressed."""
    try:
        data = store_.export_learner(learner_)
    except SkruuviError as e:
        log.warning("progress export failed: %s", e)
        data = {"error": error_text(e, _)}
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


if learner is None:
    st.markdown(
        _(
            "A learner profile keeps your answers and schedules reviews: what you missed comes back soon, "
            "what you know comes back later. Only someone with your personal key can open it."
        )
    )
    with st.form("create"):
        name = st.text_input(_("Your name or nickname"), max_chars=40)
        if st.form_submit_button(_("Create a profile"), icon=":material/person_add:"):
            create(name)
            st.rerun()
    with st.expander(_("I already have a profile")):
        # A form: the key is sent only with the button, never put in the address, and not shown.
        with st.form("sign-in", clear_on_submit=True, border=False):
            key = st.text_input(_("Your personal key"), type="password", max_chars=200)
            if st.form_submit_button(_("Open my profile"), icon=":material/login:"):
                sign_in_with(key)
                st.rerun()
        upload = st.file_uploader(
            _("Or import progress from a JSON file"),
            type=["json"],
            help=_(
                "A file exported on the Progress page, at most {limit} MB.",
                limit=MAX_EXPORT_BYTES // (1024 * 1024),
            ),
        )
        if upload is not None and st.button(_("Import")) and import_profile(upload.getvalue()) is not None:
            st.rerun()
    if st.session_state.get("profile_error"):
        st.error(st.session_state.pop("profile_error"), icon=":material/error:")
    st.stop()

assert learner is not None
st.subheader(literal_md(learner.name), anchor=False)
if st.session_state.pop("show_key", False):
    st.success(_("Your profile is ready. Keep your personal key to open it on another device."))
with st.expander(_("Your personal key"), expanded=False):
    st.code(current_key() or "", language=None)
    st.caption(
        _(
            "On another device, open the Progress page, choose “I already have a profile” and enter this key. "
            "Keep it to yourself: anyone with the key can open your profile."
        )
    )

now = datetime.now(UTC)
stats = s.stats(learner, now, tz=HELSINKI)  # the club's calendar day
due_items = s.due(learner, now, kind="item")
due_concepts = s.due(learner, now, kind="concept")
cols = st.columns(4)
cols[0].metric(_("Answers"), stats.answered)
cols[1].metric(_("Right"), f"{round(100 * stats.accuracy)} %" if stats.accuracy is not None else "–")
cols[2].metric(_("Day streak"), stats.day_streak)
cols[3].metric(_("Due now"), len(due_items) + len(due_concepts))
if due_items or due_concepts:
    with st.expander(_("What is due ({n})", n=len(due_items) + len(due_concepts))):
        for key, when in sorted(due_concepts + due_items, key=lambda kv: kv[1]):
            kind, _sep, name = key.partition(":")
            since = f"{when.astimezone(HELSINKI):%d.%m. %H:%M}"
            if kind == "concept":
                st.markdown(f"- {literal_md(topic_title(name), max_chars=120)} · {since}")
            elif quiz_lesson(name) in c.lessons:
                lesson_id = quiz_lesson(name) or ""
                st.page_link("app_pages/lessons.py", label=f"{literal_md(c.lessons[lesson_id].title.get(lang), max_chars=120)} · {since}",
                             icon=":material/school:", query_params={"lesson": lesson_id, "lang": lang})  # fmt: skip
            else:
                st.page_link("app_pages/drills.py", label=f"{literal_md(item_title(name), max_chars=120)} · {since}",
                             icon=":material/play_arrow:", query_params={"drill": name, "lang": lang})  # fmt: skip
st.page_link("app_pages/drills.py", label=_("Practise now"), icon=":material/fitness_center:",
             query_params={"lang": lang})  # fmt: skip


def practise_topic(concept: str) -> None:
    """Open a drill of the topic now (the button's click; a new drill may take a moment to deal)."""
    target = topic_drill(concept)
    if target is None:
        st.session_state["topic_error"] = _("There is no drill of this topic just now.")
        return
    st.switch_page("app_pages/drills.py", query_params={"drill": target, "lang": lang})


wrong = drill_mistakes(s.answers(learner))
if wrong:
    st.subheader(":material/replay: " + _("Your mistakes"))
    st.caption(
        _.ngettext(
            "{n} drill whose latest answer was wrong. Retry it until it is right.",
            "{n} drills whose latest answer was wrong. Retry them one after another until each is right.",
            len(wrong),
        )
    )
    if st.button(_("Retry my mistakes ({n})", n=len(wrong)), icon=":material/replay:", type="primary"):
        first_ = start_retry(wrong)
        if first_ is not None:
            st.switch_page("app_pages/drills.py", query_params={"drill": first_, "lang": lang})

if stats.concepts:
    st.subheader(_("By topic"))
    st.caption(
        _(
            "The level rises as you answer a topic right over days and weeks, from 1 to {max}: how long you "
            "can be expected to remember it. A wrong answer brings it back to 1.",
            max=LEVEL_MAX,
        )
    )
    order = {x.id: i for i, x in enumerate(concepts())}
    rows = sorted(stats.concepts, key=lambda x: order.get(x.concept, 10**6))
    reviews = {r.name: r for r in s.review_states(learner, kind="concept")}
    for i, x in enumerate(rows):
        level = topic_level(reviews.get(x.concept))
        name = literal_md(topic_title(x.concept), max_chars=120)
        text_col, button_col = st.columns([4, 1], vertical_alignment="center")
        text_col.markdown(
            f"**{name}**  \n"
            + _("Level {level} of {max}", level=level, max=LEVEL_MAX)
            + f" {'●' * level}{'○' * (LEVEL_MAX - level)} · "
            + _.ngettext("{n} answer", "{n} answers", x.answered)
            + " · "
            + _("{pct} % right", pct=round(100 * x.accuracy))
            + " · "
            + _("last {day}", day=f"{x.last_answered.astimezone(HELSINKI):%d.%m.%Y}")
        )
        lesson = x.concept.removeprefix(QUIZ_CONCEPT)
        if x.concept.startswith(QUIZ_CONCEPT) and lesson in c.lessons:
            button_col.page_link("app_pages/lessons.py", label=_("Open the lesson"), icon=":material/school:",
                                 query_params={"lesson": lesson, "lang": lang})  # fmt: skip
        elif button_col.button(_("Practise"), key=f"topic-{i}", icon=":material/play_arrow:",
                               help=_("Practise this topic now")):  # fmt: skip
            practise_topic(x.concept)
    if st.session_state.get("topic_error"):
        st.warning(st.session_state.pop("topic_error"), icon=":material/info:")
else:
    st.info(_("No answers yet. Your first drills will show up here."), icon=":material/info:")

if stats.days:
    st.subheader(_("Answers per day"))
    st.bar_chart(
        {
            _("Day"): [d.day.isoformat() for d in stats.days],
            _("Right"): [d.correct for d in stats.days],
            _("Wrong"): [d.answered - d.correct for d in stats.days],
        },
        x=_("Day"),
        y=[_("Right"), _("Wrong")],
        color=["#2e7d32", "#c62828"],
    )


st.subheader(_("Your data"))
st.download_button(
    _("Export my progress (JSON)"),
    data=partial(export_json, s, learner),  # built when pressed, not on every run of the page
    file_name="skruuvikoulu-progress.json",
    mime="application/json",
    icon=":material/download:",
)
st.button(_("Sign out on this device"), on_click=sign_out, icon=":material/logout:")
st.caption(
    _(
        "This browser keeps you signed in, also after a reload or in a new tab, until you sign out. It keeps "
        "a random sign-in token in a cookie, not your key."
    )
)
st.button(
    _("Sign out on every device"), on_click=sign_out_everywhere, args=(learner,), icon=":material/devices:"
)
with st.expander(_("Delete my profile")):
    st.warning(_("This deletes your profile and every answer in it. It cannot be undone."))
    sure = st.checkbox(_("Yes, delete everything"))
    if st.button(_("Delete"), type="primary", disabled=not sure):
        s.delete_learner(learner)
        sign_out()
        st.rerun()
