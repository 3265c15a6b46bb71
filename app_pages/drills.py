"""Drills: today's practice, every drill kind, the handbook's banks, and one drill with its feedback."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from html import escape
from typing import Any, assert_never
from zoneinfo import ZoneInfo

import streamlit as st

from trainer.cards import Card, Suit
from trainer.conventions.texts import section_label
from trainer.drills import (
    Drill,
    DrillError,
    Feedback,
    Kind,
    answer_of,
    check,
    concepts,
    drill_by_id,
    generate,
)
from trainer.drills.bank import banks
from trainer.drills.grade import legal_facts, score_sides
from trainer.drills.make import generate_for, signal_choices
from trainer.drills.texts import (
    KIND_BLURBS,
    WISH_CHOICES,
    concept_title,
    feedback_texts,
    kind_name,
    list_labels,
    message_lines,
    side_name,
    signal_choice_text,
    task_text,
    word_option,
    word_prompt,
)
from trainer.errors import SkruuviError
from trainer.lessons import content
from trainer.progress import QueueEntry, daily_queue
from trainer.ui.answer_widgets import bid_box, card_buttons, distinct_choices, hand_order, playable_cards
from trainer.ui.cards_html import TABLE_CSS
from trainer.ui.drill_view import DRILL_CSS, situation_html
from trainer.ui.learner import current_learner, signed_out_notice, store
from trainer.ui.markup import MARKUP_CSS, suits_markdown
from trainer.ui.plain import literal_md
from trainer.ui.retry import next_mistake, retry_banner
from trainer.ui.session import FOUR_COLOUR, current_language, is_on, translator

_ = translator()
lang = current_language()
c = content()
learner = current_learner()
log = logging.getLogger(__name__)
st.html(f"<style>{TABLE_CSS}{MARKUP_CSS}{DRILL_CSS}</style>")

SUITS = [Suit(i) for i in range(4)]
# Widget labels take Streamlit's markdown colours: the suits as on the cards (two or four colours).
FOUR = is_on(FOUR_COLOUR)


def joined(picks: Sequence[Any]) -> str | None:
    """The chosen cards as one answer (``"♠K ♥7"``), or None while a choice is still empty."""
    words = [p for p in picks if isinstance(p, str) and p]
    return " ".join(words) if len(words) == len(picks) else None


def numbers(values: Sequence[float | None]) -> str | None:
    """The written scores as one answer (``"25 -25"``), or None while a field is still empty."""
    given = [int(v) for v in values if v is not None]
    return " ".join(map(str, given)) if len(given) == len(values) else None


def coloured(text: str) -> str:
    """A card, call or suit label with its suit in colour."""
    return suits_markdown(text, four_colour=FOUR)


@st.cache_resource(show_spinner=False, max_entries=1000)
def cached_drill(id: str) -> Drill:
    """Drills are immutable and deterministic by id: one copy for every session."""
    return drill_by_id(id)


def open_drill(id: str) -> None:
    st.query_params["drill"] = id
    st.query_params["lang"] = lang


def new_drill(kind: Kind) -> None:
    seed = random.SystemRandom().randrange(10**9)
    try:
        d = generate(kind, None, seed)
    except DrillError:
        d = generate(kind, None, seed + 1)
    open_drill(d.id)


def queue() -> list[QueueEntry]:
    s = store()
    if learner is None or s is None:
        return []
    cs = concepts()
    return daily_queue(
        s,
        learner,
        datetime.now(UTC),
        concepts_in_order=[x.id for x in cs],
        items_of={x.id: list(x.items) for x in cs},
        tz=ZoneInfo("Europe/Helsinki"),  # the club's calendar day
    )


def entry_drill(concept_id: str, item: str | None) -> str:
    if item:
        return item
    return generate_for(concept_id, random.SystemRandom().randrange(10**9)).id


# --- the menu ----------------------------------------------------------------------------------------


def menu() -> None:
    st.title(":material/fitness_center: " + _("Drills"))
    st.caption(
        _(
            "Every answer is checked by the rules engine and the handbook's conventions, and the feedback says why."
        )
    )
    if learner is None:
        st.info(
            _(
                "Create a learner profile on the Progress page to keep your answers and get a daily review queue."
            ),
            icon=":material/person:",
        )
        st.page_link("app_pages/progress.py", label=_("Progress"), icon=":material/insights:",
                     query_params={"lang": lang})  # fmt: skip
    else:
        st.subheader(":material/today: " + _("Today's practice"))
        entries = queue()
        if not entries:
            st.success(_("Nothing is due. Practise any kind below, or come back tomorrow."))
        reasons = {"due": _("due"), "relearn": _("missed: again soon"), "new": _("new")}
        for i, e in enumerate(entries[:8]):
            col1, col2 = st.columns([4, 1])
            col1.markdown(
                f"{literal_md(concept_title(e.concept, _), max_chars=120)} · *{reasons.get(e.reason, e.reason)}*"
            )
            col2.button(
                _("Start"),
                key=f"q-{i}",
                on_click=lambda e=e: open_drill(entry_drill(e.concept, e.item)),
                icon=":material/play_arrow:",
            )
    st.subheader(":material/casino: " + _("Practise"))
    kinds = list(Kind)
    for i, kind in enumerate(kinds):
        if i % 2 == 0:
            cols = st.columns(2)  # one row per pair, so a phone (where columns stack) keeps the order
        with cols[i % 2].container(border=True):
            st.markdown(f"**{escape(kind_name(kind, _))}**")
            st.caption(_(KIND_BLURBS[kind]))
            st.button(_("New drill"), key=f"new-{kind.value}", on_click=new_drill, args=(kind,),
                      icon=":material/add:")  # fmt: skip
    b = banks()
    if b.titles:
        st.subheader(":material/menu_book: " + _("From the handbook"))
        for bank, title in b.titles.items():
            items = b.of_bank(bank)
            with st.expander(f"{title.get(lang)} ({len(items)})"):
                for d, label in zip(items, list_labels(items, _), strict=True):
                    st.page_link(
                        "app_pages/drills.py",
                        label=coloured(label),
                        query_params={"drill": d.id, "lang": lang},
                    )
    if b.problems:
        with st.expander(
            _("Some drills could not be loaded ({n})", n=len(b.problems)), icon=":material/warning:"
        ):
            for p in b.problems:
                st.text(str(p))


# --- one drill -------------------------------------------------------------------------------------------


def answer_widgets(d: Drill, key: str) -> str | None:
    """The answer controls for ``d``; the answer as text, or None while incomplete."""
    k = d.kind
    if k is Kind.CALL:
        assert d.point is not None
        # A bid box: only the legal calls, pass first and then up the ladder, as buttons that wrap.
        calls = [str(a) for a in d.point.legal]
        return bid_box(_("Your call"), calls, key, _)
    if k in (Kind.LEAD, Kind.SIGNAL_DISCARD, Kind.PLAY):
        assert d.point is not None
        cards = hand_order(a for a in d.point.legal if isinstance(a, Card))
        card: str | None = card_buttons(_("Your card"), cards, key)
        return card
    if k is Kind.GIVE:
        assert d.point is not None
        seats = list(d.data["recipients"])
        labels = [_("To {seat}", seat=str(seat)) for seat in seats]
        keys = [f"{key}-{seat}" for seat in seats]
        return joined(distinct_choices(labels, hand_order(d.point.hand), keys, _("Choose a card")))
    if k is Kind.PACKET_ORDER:
        cards = [str(x) for x in d.data["cards"]]
        st.markdown("**" + escape(_("What it should say:")) + "**")
        for line in message_lines(d.data["reading"], _, d.data.get("wish", "trump")):
            st.markdown("- " + coloured(escape(line)))
        labels = [_("Top card"), _("Second"), _("Third"), _("Bottom card")]
        keys = [f"{key}-{i}" for i in range(4)]
        return joined(distinct_choices(labels, cards, keys, _("Choose a card")))
    if k is Kind.PACKET_READ:
        chosen = st.pills(
            _("Ended suits"), [s.symbol for s in SUITS], selection_mode="multi", key=key, format_func=coloured
        )
        return " ".join(chosen) if chosen else "-"
    if k is Kind.PACKET_CHOOSE:
        assert d.point is not None
        chosen = card_buttons(_("The four cards"), hand_order(d.point.hand), key, multi=True)
        return " ".join(chosen) if chosen else None
    if k is Kind.WISH_READ:
        misere = st.radio(_("Misère"), list(WISH_CHOICES), index=None, key=f"{key}-m",
                          format_func=lambda o: _(WISH_CHOICES[o]))  # fmt: skip
        wish = st.pills(_("First wish"), [s.symbol for s in SUITS], key=f"{key}-w", format_func=coloured)
        return f"{wish} {misere}" if wish and misere else None
    if k is Kind.ITALIAN_READ:
        suits = [s.symbol for s in d.data["choices"]]
        return st.pills(_("The suit it names"), suits, key=key, format_func=coloured)
    if k is Kind.SIGNAL_READ:
        opts = list(signal_choices(d.data["game"]))
        return st.radio(
            _("It says"), opts, index=None, key=key, format_func=lambda o: signal_choice_text(o, d, _)
        )
    if k is Kind.SCORE:
        vals = [
            st.number_input(side_name(side, _), value=None, step=5, key=f"{key}-{side}", format="%d")
            for side in score_sides(d)
        ]
        return numbers(vals)
    if k is Kind.LEGAL:
        held, _led, _legal = legal_facts(d)
        chosen = playable_cards(_("Playable cards"), _("Choose every card"), hand_order(held), key)
        return " ".join(chosen) if chosen else None
    if k is Kind.WORDS:
        st.markdown("**" + escape(word_prompt(d, _)) + "**")
        opts = list(d.data["options"])
        return st.radio(_("Answer"), opts, index=None, key=key, format_func=lambda o: word_option(d, o, _))
    assert_never(k)


def record(d: Drill, fb: Feedback, seconds: float) -> None:
    s = store()
    if not fb.counts:
        return
    if learner is None:  # never dropped silently: the notice above the drill said so, and this says it again
        st.session_state["record_error"] = _("This answer was checked but not kept: you are not signed in.")
        return
    if s is None:
        st.session_state["record_error"] = _(
            "Your answer is checked, but it could not be added to your progress."
        )
        return
    try:
        s.record_answer(learner, item=d.id, kind=d.kind.value, concept=d.concept, correct=fb.correct,
                        verdict=fb.verdict, answer=fb.given, seconds=round(seconds, 1))  # fmt: skip
    except Exception as e:  # whatever the store raises, the learner sees a sentence and keeps the answer
        if not isinstance(e, SkruuviError):
            log.exception("recording an answer to %s failed", d.id)
        busy = isinstance(e, SkruuviError) and e.code == "busy"
        st.session_state["record_error"] = (
            _(
                "The progress database is busy, so this answer was not saved. The next one will be saved as usual."
            )
            if busy
            else _("Your answer is checked, but it could not be added to your progress.")
        )


def read_answer(d: Drill, key: str) -> str | None:
    """The answer from the widgets' session state (callbacks run before the page, so they read it here)."""
    ss = st.session_state
    k = d.kind
    if k is Kind.GIVE:
        return joined([ss.get(f"{key}-{seat}") for seat in d.data["recipients"]])
    if k is Kind.PACKET_ORDER:
        return joined([ss.get(f"{key}-{i}") for i in range(4)])
    if k is Kind.SCORE:
        return numbers([ss.get(f"{key}-{side}") for side in score_sides(d)])
    if k is Kind.WISH_READ:
        wish, misere = ss.get(f"{key}-w"), ss.get(f"{key}-m")
        return f"{wish} {misere}" if wish and misere else None
    v = ss.get(key)
    if k is Kind.PACKET_READ:
        return " ".join(v) if v else "-"
    if k in (Kind.LEGAL, Kind.PACKET_CHOOSE):
        return " ".join(v) if v else None
    return str(v) if v else None


def on_check(d: Drill, key: str) -> None:
    ss = st.session_state
    answer = read_answer(d, key + "-a")
    if answer is None:
        ss[key + "-fb"] = check(d, "")
        return
    fb = check(d, answer)
    ss[key + "-fb"] = fb
    if fb.counts and not ss.get(key + "-recorded"):
        ss[key + "-recorded"] = True  # only the first real attempt counts for the schedule
        record(d, fb, time.monotonic() - ss.get(key + "-t0", time.monotonic()))


def on_retry(key: str) -> None:
    ss = st.session_state
    for k in [k for k in ss if isinstance(k, str) and k.startswith(key)]:
        if not k.endswith(("-t0", "-recorded")):
            del ss[k]


def feedback_view(d: Drill, fb: Feedback, key: str) -> None:
    t = feedback_texts(fb, _, d)
    if fb.problem is not None:
        st.warning(t["problem"], icon=":material/help:")
        return
    (st.success if fb.correct else st.error)(
        coloured(t["headline"]), icon=":material/check_circle:" if fb.correct else ":material/cancel:"
    )
    if t["answer"]:
        st.markdown("**" + coloured(escape(t["answer"])) + "**")
    if t["also"]:
        st.markdown(coloured(escape(t["also"])))
    for line in t["why"][:3]:
        st.markdown("- " + coloured(escape(line)))
    if t["rule"]:  # the named rule that decided the advice, with its handbook section
        st.caption(escape(t["rule"]))
    if t["judgement"]:
        st.caption(t["judgement"])
    more = t["why"][3:] + t["more"]
    if more or fb.evidence:
        with st.expander(_("More")):
            for line in more:
                st.markdown("- " + coloured(escape(line)))
            if fb.evidence:
                rows = sorted(fb.evidence.items(), key=lambda kv: (-kv[1], kv[0]))
                st.table(
                    {
                        _("Lead"): [coloured(k) for k, _v in rows],
                        _("Defenders' tricks"): [v for _k, v in rows],
                    }
                )
    if d.lesson in c.lessons:
        st.page_link("app_pages/lessons.py", label=_("Lesson: {title}", title=c.lessons[d.lesson].title.get(lang)),
                     icon=":material/school:", query_params={"lesson": d.lesson, "lang": lang})  # fmt: skip


def drill_view(d: Drill) -> None:
    key = "d-" + d.id
    ss = st.session_state
    ss.setdefault(key + "-t0", time.monotonic())
    st.page_link(
        "app_pages/drills.py", label=_("All drills"), icon=":material/list:", query_params={"lang": lang}
    )
    st.title(kind_name(d.kind, _))
    retry_banner()  # "retry my mistakes" from the Progress page: how many are left, and a way out
    signed_out_notice(_, key="drill-sign-in")  # before the answer: signed out, it would not be kept
    if d.origin != "bank":
        origin = _("A practice deal (number {seed})", seed=d.id.rsplit(".", 1)[-1])
    elif d.section:
        origin = _("From the handbook: {section}", section=section_label(d.section, lang, italic=True))
    else:  # a bank item without a section (the words drills): never "From the handbook:" with nothing after
        origin = _("From the handbook")
    st.caption(origin)
    if d.title:
        st.markdown("**" + escape(d.title.get(lang)) + "**")
    st.markdown(escape(task_text(d, _)))
    show = bool(ss.get(key + "-show"))
    st.html(situation_html(d, _, show_answer=answer_of(d) if show else None))
    answer_widgets(d, key + "-a")
    cols = st.columns(3)
    cols[0].button(_("Check"), key=key + "-check", type="primary", on_click=on_check, args=(d, key),
                   icon=":material/done:")  # fmt: skip
    fb = ss.get(key + "-fb")
    if fb is not None and not fb.counts:
        feedback_view(d, fb, key)  # the answer could not be read: say why, nothing else
    elif fb is not None:
        cols[1].button(
            _("Try again"), key=key + "-retry", on_click=on_retry, args=(key,), icon=":material/replay:"
        )
        cols[2].toggle(_("Show me"), key=key + "-show")
        feedback_view(d, fb, key)
        if d.note:
            st.caption(d.note.get(lang))
        st.button(_("Next drill"), key=key + "-next", on_click=next_drill, args=(d,),
                  icon=":material/arrow_forward:")  # fmt: skip
    if ss.get("record_error"):
        st.warning(ss.pop("record_error"), icon=":material/warning:")


def next_drill(d: Drill) -> None:
    retry = next_mistake(d.id)  # "retry my mistakes" from the Progress page runs first (trainer/ui/retry.py)
    if retry is not None:
        open_drill(retry)
        return
    for e in queue():
        target = e.item
        if target != d.id:
            open_drill(entry_drill(e.concept, target))
            return
    if d.generated:
        new_drill(d.kind)
    else:
        same = [x.id for x in banks().of_bank(d.id.split("/", 1)[0])]
        i = same.index(d.id) if d.id in same else -1
        if 0 <= i < len(same) - 1:
            open_drill(same[i + 1])
        else:
            new_drill(d.kind)


wanted = st.query_params.get("drill")
if wanted is None:
    menu()
else:
    drill: Drill | None
    try:
        drill = cached_drill(wanted)
    except SkruuviError:
        drill = None
    if drill is None:
        st.info(
            _("There is no drill called “{name}”.", name=literal_md(wanted, max_chars=80)),
            icon=":material/info:",
        )
        st.page_link(
            "app_pages/drills.py", label=_("All drills"), icon=":material/list:", query_params={"lang": lang}
        )
    else:
        drill_view(drill)
