"""Lessons: the course as a path, and a lesson reader with its check-yourself questions.

Questions are answered as in the drills: a call in a bid box, a card or the playable cards by pressing them
(:mod:`trainer.ui.answer_widgets`); options show cards and bids, never markers (:func:`label_md`); an answer
that cannot be read is told what is wrong (:mod:`trainer.ui.quiz`)."""

from __future__ import annotations

import streamlit as st

from trainer.cards import parse_cards
from trainer.conventions.texts import section_chapters, section_label
from trainer.drills import concepts
from trainer.drills.bank import banks
from trainer.drills.texts import list_labels
from trainer.lessons import Lesson, Question, Text, content, plain_text
from trainer.ui import quiz
from trainer.ui.answer_widgets import bid_box, card_buttons, hand_order, playable_cards
from trainer.ui.cards_html import TABLE_CSS, hand_html, hand_text
from trainer.ui.lesson_progress import lesson_footer
from trainer.ui.markup import MARKUP_CSS, TERM_SCRIPT, link_query, suits_markdown, term_html, text_html
from trainer.ui.plain import literal_md
from trainer.ui.session import FOUR_COLOUR, current_language, is_on, settings_params, translator

_ = translator()
lang = current_language()
c = content()

LEVELS = {
    "beginner": _("beginner"),
    "intermediate": _("intermediate"),
    "advanced": _("advanced"),
    "reference": _("reference"),
}


def html(text: Text) -> str:
    return text_html(text.get(lang), lang, _, c, settings_params())


def label_md(text: Text) -> str:
    """A short lesson text as Markdown for a widget label (a choice): markers become their plain notation.

    ``[[bid:6♦]]`` reads 6♦, ``[[hand:♥Q72]]`` ♥Q72, ``[[term:pieti]]`` the term itself, with the suits
    coloured as on the cards; a label cannot hold the cards' HTML.
    """

    return suits_markdown(plain_text(text.get(lang), lang, c), four_colour=is_on(FOUR_COLOUR))


def term_link_text(term_id: str) -> str:
    """A key term as the lesson lists it (plain text): the Finnish word, and in English its English name once.

    The English glossary names most terms "dealer (jakaja)": the Finnish word is not repeated.
    """
    term = c.glossary[term_id]
    fi = term.fi.term
    if lang == "fi":
        return fi
    en = term.en.term.removesuffix(f" ({fi})")
    return fi if en == fi else f"{fi} ({en})"


def show_problems() -> None:
    """A lesson file that does not validate is skipped with a visible message, never an error page."""
    broken = [p for p in c.problems if p.file.startswith("lessons/") and "deals/" not in p.file]
    if broken:
        with st.expander(
            _("Some lessons could not be loaded ({n})", n=len(broken)), icon=":material/warning:"
        ):
            for p in broken:
                st.text(str(p))


@st.cache_data(show_spinner=False, max_entries=500)
def legal_calls(form: str, dealer: str, seat: str, hand: str, auction: str) -> tuple[str, ...]:
    """The bid box of a call question, once per question for every session."""
    return quiz.legal_calls(form, dealer, seat, hand, auction)


def answer_input(q: Question, key: str) -> None:
    """The answer controls: a radio for a choice, a bid box for a call, the hand's cards as buttons for a lead
    or the playable cards (press every card that may be played), a text field for a score or a packet.

    The answer last checked comes back when the learner returns to the lesson in the same session (a
    page link in the app, then Back): Streamlit forgets a widget's value on another page, not the copy
    kept at Check.
    """
    if key not in st.session_state and (key + "-given") in st.session_state:
        st.session_state[key] = st.session_state[key + "-given"]
    if q.kind == "choice":
        st.radio(
            _("Your answer"),
            options=list(range(len(q.choices))),
            format_func=lambda j: label_md(q.choices[j]),
            index=None,
            key=key,
            label_visibility="collapsed",
        )
        return
    calls = (
        legal_calls(q.form, q.dealer, q.seat, q.hand, q.auction or "")
        if q.kind == "call" and q.form and q.dealer and q.seat and q.hand
        else ()
    )
    if calls:
        bid_box(_("Your call"), calls, key, _)
        return
    cards = hand_order(parse_cards(q.hand)) if q.kind in ("lead", "legal") and q.hand else []
    if cards and q.kind == "lead":
        card_buttons(_("Your card"), cards, key)
        return
    if cards:
        playable_cards(_("Playable cards"), _("Choose every card"), cards, key)
        return
    placeholder = {
        "call": _("a call, e.g. 1♦, 3G, 6M or pass"),
        "lead": _("a card, e.g. ♠K"),
        "score": _("a whole number, e.g. 25 or -10"),
        "decode": _("suits, e.g. ♠ ♦, or - for none"),
        "legal": _("cards, e.g. ♠K ♠7"),
    }[q.kind]
    st.text_input(_("Your answer"), key=key, placeholder=placeholder, label_visibility="collapsed")


def question_block(lesson: Lesson, q: Question, i: int) -> None:
    key = f"q-{lesson.id}-{q.id}"
    st.html(f'<div class="sk-prose"><strong>{i}.</strong> {html(q.prompt)}</div>')
    answer_input(q, key)
    # Never disabled: a typed answer is committed on blur, and a disabled button would swallow that click.
    st.button(_("Check"), key=key + "-check", on_click=_check, args=(key, q))
    # The result stays until the answer is checked again, so other clicks on the page do not hide it.
    result = st.session_state.get(key + "-result")
    if result is None:
        return
    ok, problem = result
    if problem:
        st.warning(problem, icon=":material/help:")
    elif ok:
        st.success(_("Right."), icon=":material/check_circle:")
        st.html(f'<div class="sk-prose">{html(q.explanation)}</div>')
    else:
        st.error(_("Not quite. Try again, or read the explanation."), icon=":material/cancel:")
        with st.expander(_("Show the answer and why")):
            st.html(f'<div class="sk-prose">{html(q.explanation)}</div>')


def _check(key: str, q: Question) -> None:
    _ = translator()  # a callback runs before the page: the session's language as it is now
    given = st.session_state.get(key)
    st.session_state[key + "-given"] = given  # shown again after a visit to another page (answer_input)
    if isinstance(given, list):  # the cards pressed
        given = " ".join(given)
    if given is None or (isinstance(given, str) and not given.strip()):
        if q.kind == "choice":
            ask = _("Choose one of the answers.")
        elif q.kind == "legal" and q.hand:
            ask = _("Press every card you may play, then Check.")
        elif q.kind in ("call", "lead") and q.hand:
            ask = _("Press your answer, then Check.")
        else:
            ask = _("Write an answer first.")
        st.session_state[key + "-result"] = (False, ask)
        return
    st.session_state[key + "-result"] = quiz.judge(q, given, _)


def lesson_view(lesson: Lesson) -> None:
    st.html(f"<style>{TABLE_CSS}{MARKUP_CSS}</style>")
    st.html(TERM_SCRIPT, unsafe_allow_javascript=True)  # Esc closes a term's card
    st.title(lesson.title.get(lang))
    st.caption(
        _("{minutes} min · {level} · handbook: {sections}", minutes=lesson.minutes,
          level=LEVELS[lesson.level], sections=", ".join(section_label(s, lang, italic=True) for s in section_chapters(lesson.sections))),
        help=" · ".join(section_label(s, lang) for s in lesson.sections),
    )  # fmt: skip
    with st.container(border=True):
        st.markdown("**" + _("In this lesson") + "**")
        st.html('<ul class="sk-prose">' + "".join(f"<li>{html(g)}</li>" for g in lesson.goals) + "</ul>")
    for block in lesson.blocks:
        st.subheader(block.heading.get(lang))
        st.html(f'<div class="sk-prose">{html(block.text)}</div>')
        if block.table is not None:
            head = "".join(f"<th>{html(h)}</th>" for h in block.table.header)
            rows = "".join(
                "<tr>" + "".join(f"<td>{html(cell)}</td>" for cell in row) + "</tr>"
                for row in block.table.rows
            )
            st.html(f'<div class="sk-prose"><table><tr>{head}</tr>{rows}</table></div>')
        if block.example is not None:
            ex = block.example
            with st.container(border=True):
                if ex.hand:
                    cards = parse_cards(ex.hand)
                    label = _("Example")
                    st.html(
                        f'<div class="sk-seat" style="max-width:22rem">'
                        f"{hand_html(cards, label=label, aria_label=label + ': ' + hand_text(cards, _))}</div>"
                    )
                for seat, h in (ex.hands or {}).items():
                    cards = parse_cards(h)
                    label = _("Player {seat}", seat=seat)
                    st.html(
                        f'<div class="sk-seat" style="max-width:22rem">'
                        f"{hand_html(cards, label=label, aria_label=label + ': ' + hand_text(cards, _))}</div>"
                    )
                if ex.calls:
                    st.html(
                        f'<div class="sk-prose">{text_html("[[calls:" + ex.calls + "]]", lang, _, c, settings_params())}</div>'
                    )
                st.html(f'<div class="sk-prose"><em>{html(ex.caption)}</em></div>')
    if lesson.questions:
        st.subheader(":material/quiz: " + _("Check yourself"))
        for i, q in enumerate(lesson.questions, 1):
            with st.container(border=True):
                question_block(lesson, q, i)
    practice = [x for x in concepts() if x.lesson == lesson.id and x.items]
    if practice:
        st.subheader(":material/fitness_center: " + _("Practise"))
        drills = [banks().drills[item] for concept in practice for item in concept.items[:4]]
        for d, label in zip(drills, list_labels(drills, _), strict=True):
            st.page_link("app_pages/drills.py", label=suits_markdown(label, four_colour=is_on(FOUR_COLOUR)),
                         icon=":material/play_arrow:", query_params={"drill": d.id, "lang": lang})  # fmt: skip
    if lesson.terms:
        st.subheader(":material/menu_book: " + _("Key terms"))
        # Each opens its card in place, as in the text: looking a word up never leaves the lesson.
        query = link_query(lang, settings_params())
        terms = " · ".join(
            term_html(t, term_link_text(t), lang, _, c, query) for t in lesson.terms if t in c.glossary
        )
        st.html(f'<div class="sk-prose"><p>{terms}</p></div>')
    if lesson.deals:
        st.subheader(":material/style: " + _("Worked deals"))
        for deal_id in lesson.deals:
            if deal_id in c.deals:
                st.page_link(
                    "app_pages/deals.py",
                    label=suits_markdown(c.deals[deal_id].title.get(lang), four_colour=is_on(FOUR_COLOUR)),
                    query_params={"deal": deal_id, "lang": lang},
                )
    lesson_footer(lesson, _)  # kept progress and the finished-reading mark (trainer/ui/lesson_progress.py)
    # previous / next in the course
    order = c.order
    if lesson.id in order:
        i = order.index(lesson.id)
        prev_col, next_col = st.columns(2)
        if i > 0:
            prev_col.page_link(
                "app_pages/lessons.py", label=_("Previous: {title}", title=c.lessons[order[i - 1]].title.get(lang)),
                icon=":material/arrow_back:", query_params={"lesson": order[i - 1], "lang": lang},
            )  # fmt: skip
        if i + 1 < len(order):
            next_col.page_link(
                "app_pages/lessons.py", label=_("Next: {title}", title=c.lessons[order[i + 1]].title.get(lang)),
                icon=":material/arrow_forward:", query_params={"lesson": order[i + 1], "lang": lang},
            )  # fmt: skip


def course_view() -> None:
    st.title(":material/school: " + _("Lessons"))
    show_problems()
    if c.curriculum is None:
        st.error(_("The course could not be loaded."))
        return
    for part in c.curriculum.parts:
        st.subheader(part.title.get(lang))
        for lid in part.lessons:
            if lid in c.lessons:
                lesson = c.lessons[lid]
                st.page_link(
                    "app_pages/lessons.py",
                    label=f"{lesson.title.get(lang)} · {lesson.minutes} min",
                    query_params={"lesson": lid, "lang": lang},
                )


wanted = st.query_params.get("lesson")
if wanted is None:
    course_view()
elif wanted in c.lessons:
    st.page_link(
        "app_pages/lessons.py", label=_("All lessons"), icon=":material/list:", query_params={"lang": lang}
    )
    lesson_view(c.lessons[wanted])
else:
    st.info(
        _("There is no lesson called “{name}”.", name=literal_md(wanted, max_chars=80)),
        icon=":material/info:",
    )
    st.page_link(
        "app_pages/lessons.py", label=_("All lessons"), icon=":material/list:", query_params={"lang": lang}
    )
