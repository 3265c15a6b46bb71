"""Progress: the learner profile (create, sign in, export, import, delete) and accuracy, streaks and what is due."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from html import escape
from zoneinfo import ZoneInfo

import streamlit as st

from trainer.drills import Kind, concepts
from trainer.drills.bank import banks
from trainer.drills.texts import concept_title, kind_name
from trainer.errors import SkruuviError
from trainer.lessons import content
from trainer.ui.learner import current_learner, sign_in, sign_out, store
from trainer.ui.session import current_language, translator

_ = translator()
lang = current_language()
c = content()
HELSINKI = ZoneInfo("Europe/Helsinki")  # the club's calendar day

st.title(":material/insights: " + _("Progress"))
s = store()
if s is None:
    st.error(
        _(
            "The progress database cannot be opened: {error}",
            error=st.session_state.get("progress_error", ""),
        ),
        icon=":material/error:",
    )
    st.stop()
learner = current_learner()


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


def create(name: str) -> None:
    if not name.strip():
        st.session_state["profile_error"] = _("Write a name or a nickname first.")
        return
    try:
        new = s.create_learner(name)
    except SkruuviError as e:
        if e.code == "bad_name":
            st.session_state["profile_error"] = _("That name cannot be used: {error}", error=e.message)
        else:
            st.session_state["profile_error"] = _("The profile could not be saved: {error}", error=e.message)
        return
    sign_in(new)
    st.session_state["show_key"] = True


def sign_in_with(key: str) -> None:
    found = s.learner_by_key(key.strip()) if key.strip() else None
    if found is None:
        st.session_state["profile_error"] = _("No learner has that key. Check it and try again.")
    else:
        sign_in(found)


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
        key = st.text_input(_("Your personal key"), type="password")
        st.button(_("Open my profile"), on_click=sign_in_with, args=(key,))
        upload = st.file_uploader(_("Or import progress from a JSON file"), type=["json"])
        if upload is not None and st.button(_("Import")):
            try:
                data = json.loads(upload.getvalue().decode("utf-8"))
                sign_in(s.import_learner(data))
                st.rerun()
            except (UnicodeDecodeError, json.JSONDecodeError) as e:
                st.error(_("The file is not JSON: {error}", error=str(e)))
            except SkruuviError as e:
                st.error(_("The file could not be imported: {error}", error=e.message))
    if st.session_state.get("profile_error"):
        st.error(st.session_state.pop("profile_error"), icon=":material/error:")
    st.stop()

assert learner is not None
st.subheader(escape(learner.name))
if st.session_state.pop("show_key", False):
    st.success(_("Your profile is ready. Keep your personal key to open it on another device."))
with st.expander(_("Your personal key and link")):
    st.code(learner.key, language=None)
    st.caption(
        _("Open the app with ?learner=<key> in the address on another device, or enter the key there.")
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
                st.markdown(f"- {escape(concept_title(name, _))} · {since}")
            else:
                st.page_link("app_pages/drills.py", label=f"{item_title(name)} · {since}",
                             icon=":material/play_arrow:", query_params={"drill": name, "lang": lang})  # fmt: skip
st.page_link("app_pages/drills.py", label=_("Practise now"), icon=":material/fitness_center:",
             query_params={"lang": lang})  # fmt: skip

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

if stats.concepts:
    st.subheader(_("By topic"))
    order = {x.id: i for i, x in enumerate(concepts())}
    rows = sorted(stats.concepts, key=lambda x: order.get(x.concept, 10**6))
    st.table(
        {
            _("Topic"): [concept_title(x.concept, _) for x in rows],
            _("Answers"): [x.answered for x in rows],
            _("Right %"): [round(100 * x.accuracy) for x in rows],
            _("Streak"): [x.streak for x in rows],
            _("Last"): [x.last_answered.date().isoformat() for x in rows],
        },
    )
else:
    st.info(_("No answers yet. Your first drills will show up here."), icon=":material/info:")

st.subheader(_("Your data"))
st.download_button(
    _("Export my progress (JSON)"),
    data=json.dumps(s.export_learner(learner), ensure_ascii=False, indent=1),
    file_name="skruuvikoulu-progress.json",
    mime="application/json",
    icon=":material/download:",
)
st.button(_("Sign out on this device"), on_click=sign_out, icon=":material/logout:")
with st.expander(_("Delete my profile")):
    st.warning(_("This deletes your profile and every answer in it. It cannot be undone."))
    sure = st.checkbox(_("Yes, delete everything"))
    if st.button(_("Delete"), type="primary", disabled=not sure):
        s.delete_learner(learner)
        sign_out()
        st.rerun()
