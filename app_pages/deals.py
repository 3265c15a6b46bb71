"""Worked deals: step forward and back through a deal with its commentary, any seat's view or all hands open.

The step is in the address (``?deal=ID&step=N``), so a reload, Back from another page and a shared
link open the same step; ← and → step; a jump goes to a phase or a trick (trainer/ui/deal_viewer.py).

Playing along (``&playalong=SEAT``, issue 13): the viewer shows only what that seat sees and stops before each
of its decisions to ask "What would you do?" with the drills' widgets (a bid box, card buttons), offering
the legal actions.  The answer is then graded by the handbook's conventions (the grade and its reasons,
with their sections) beside what the deal's player did, and Continue goes on.  Where the handbook advises,
the answer counts as practice of that decision's drill topic in the signed-in learner's progress, once per
play-along run: the run's start is in the address (``&run=``), and an answer already kept since then is
not kept again (a reload starts a new session).

A deal played at the table (``deals?record=TOKEN``) offers play-along for every seat, the learner's own too:
their own seat is a replay of decisions the table already counted (its review keeps each of them once, the
table page's ``keep_practice``), so those answers are checked and graded but not kept again, and the page says
so before each question; another seat's decisions were never the learner's, so they count as in any worked deal
(docs/progress.md, "Decisions in played deals").
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from html import escape
from urllib.parse import quote

import streamlit as st

from trainer.bids import Call
from trainer.cards import Card
from trainer.conventions.texts import reason_text, section_label
from trainer.errors import SkruuviError
from trainer.game import Action, Choice, Phase
from trainer.lessons import LESSONS_DIR, WorkedDeal, content
from trainer.marker import N_
from trainer.progress.store import Learner
from trainer.records import load
from trainer.review import Review, review
from trainer.seats import SEATS, Seat
from trainer.state import State
from trainer.tablegame import TableError, TableGame, app_player
from trainer.texts import error_text
from trainer.ui.answer_widgets import bid_box, card_buttons, distinct_choices, hand_order
from trainer.ui.cards_html import COMPASS_CSS, TABLE_CSS, card_html, hands_table_html
from trainer.ui.deal_viewer import (
    VIEWER_CSS,
    Answered,
    Frame,
    aces_html,
    arrived,
    deal_item,
    grade_answer,
    grade_packet,
    hidden_seats,
    jump_targets,
    marked_for,
    middle_on_table,
    packet_steps,
    played_card,
    question_at,
    seat_at_bottom_css,
    seat_role,
    target_at,
    target_label,
    trick_html,
    trick_so_far_html,
    tricks_line,
    url_step,
    viewer_script,
)
from trainer.ui.learner import current_learner, signed_out_notice, store
from trainer.ui.markup import MARKUP_CSS, TERM_SCRIPT, call_html, link_query, suits_markdown, text_html
from trainer.ui.plain import literal_md
from trainer.ui.session import FOUR_COLOUR, current_language, is_on, settings_params, translator
from trainer.ui.table_deal import RECORD_PARAM, TABLE_PREFIX, table_worked_deal, token_error_text
from trainer.ui.table_view import CHOICE_NAMES, action_text, your_action_text

_ = translator()
lang = current_language()
c = content()
log = logging.getLogger(__name__)


@st.cache_resource(show_spinner=False, max_entries=64)
def _replay(record_file: str, engine: str) -> list[Frame]:
    if record_file.startswith(TABLE_PREFIX):  # a deal played at the table: its token
        record = TableGame.from_token(record_file.removeprefix(TABLE_PREFIX), make_player=app_player).record()
    else:
        record = load(LESSONS_DIR / "deals" / record_file)
    return [Frame(where, action, s) for where, action, s in record.states()]


def replay(record_file: str) -> list[Frame]:
    """Every step of a worked deal's record (shared by all sessions: states are immutable).

    Cached per copy of the engine's classes: a module reloaded while the app runs (a developer's edit)
    brings new classes, and states made with the old ones would fail every ``isinstance`` test (a
    question would offer no actions)."""
    return _replay(record_file, f"{id(State)}.{id(Card)}.{id(Call)}.{id(Choice)}.{id(Seat)}")


def step_index(frames: list[Frame], at: str) -> int:
    if at == "start":
        return 0
    if at == "end":
        return len(frames) - 1
    for i, f in enumerate(frames):
        if f.where == at or f.where.startswith(at + "[") or f.where.startswith(at + "."):
            return i
    return 0


def _backs(n: int) -> str:
    return "".join('<span class="sk-facedown" aria-hidden="true"></span>' for _i in range(n))


def centre_html(f: Frame, prev: State | None, view: str | None) -> str:
    """The centre of the table: the trick, a packet on its way, or the middle cards while they lie there."""
    s = f.state
    trick = trick_html(s, played_card(f), _)
    if trick:
        return trick
    all_open = view in (None, "all")
    if s.packet and s.recipient is not None:
        title = escape(_("Packet to {seat}", seat=str(s.recipient)))
        giver = s.to_act
        if all_open or (giver is not None and view == str(giver)):
            cards = " ".join(
                card_html(x).replace('class="sk-card"', 'class="sk-card sk-moved"', 1)
                if x == f.action
                else card_html(x)
                for x in s.packet
            )
        else:
            cards = _backs(len(s.packet))
        return f"<div><strong>{title}</strong></div><div>{cards}</div>"
    if middle_on_table(s):
        title = escape(_("Middle cards"))
        cards = " ".join(card_html(x) for x in s.deal.middle) if all_open else _backs(len(s.deal.middle))
        return f"<div><strong>{title}</strong></div><div>{cards}</div>"
    if prev is not None and middle_on_table(prev):
        middle = set(s.deal.middle)
        takers = [seat for seat, cards in arrived(prev, s).items() if cards & middle]
        if len(takers) == 1:
            took = _("{seat} took the middle cards.", seat=str(takers[0]))
            return f"<div>{escape(took)}</div>"
        if takers:
            dealt = _("The middle cards were dealt out face down, one to each player.")
            return f"<div>{escape(dealt)}</div>"
    return ""


def auction_html(f: Frame) -> str:
    s = f.state
    if not s.calls:
        return ""
    seats = s.dealer.iter_from()
    head = "".join(f"<th>{escape(str(x))}</th>" for x in seats)
    rows = []
    calls = [call for _seat, call in s.calls]
    new_call = f.where.startswith("auction")
    cells = [
        f'<span class="sk-moved">{call_html(x)}</span>' if new_call and j == len(calls) - 1 else call_html(x)
        for j, x in enumerate(calls)
    ]
    for r in range(0, len(cells), 4):
        rows.append("<tr>" + "".join(f"<td>{x}</td>" for x in cells[r : r + 4]) + "</tr>")
    extra = ""
    if s.continuation:
        new_cont = f.where.startswith("continuation")
        last = len(s.continuation) - 1
        cont = " – ".join(
            f'<span class="sk-moved">{escape(str(seat))} {call_html(x)}</span>'
            if new_cont and j == last
            else f"{escape(str(seat))} {call_html(x)}"
            for j, (seat, x) in enumerate(s.continuation)
        )
        # With a dummy (puupää) the top bidder alone makes one final call, and so does the bolshevik player
        # (*Loppumaalaus ja koputukset*): there is no bidding to continue.
        label = _("Final call:") if s.puupaa is not None or s.rules.individual else _("Continuation bidding:")
        extra = f"<p>{escape(label)} {cont}</p>"
    return f'<div class="sk-prose sk-auction"><table><tr>{head}</tr>{"".join(rows)}</table>{extra}</div>'


def fixed_dummy(frames: list[Frame]) -> Seat | None:
    """The dummy's seat in a three-player (puupää) deal where nobody moves; None otherwise.

    That seat is nobody's view: the dummy is not a player (*Kolmen pelaajan skruuvi (puupää)*).
    """
    first, last = frames[0].state.puupaa, frames[-1].state.puupaa
    if first is None or last is None or last.moved is not None:
        return None
    return first.seat


def _move(key: str, delta: int, last: int) -> None:
    st.session_state[key] = min(last, max(0, int(st.session_state[key]) + delta))


def _jump(key: str, jump_key: str, steps: list[int]) -> None:
    st.session_state[key] = steps[int(st.session_state[jump_key])]


def _current_step(deal_id: str, last: int) -> int:
    """The step to show: the address's ``?step=N`` when it is new to this session (a reload, a shared link,
    Back from another page), else the step this session is on; the address is then set to it."""
    key, seen = f"step-{deal_id}", f"step-url-{deal_id}"
    url = st.query_params.get("step")
    if key not in st.session_state or url != st.session_state.get(seen):
        st.session_state[key] = url_step(url, last)
    i = min(last, max(0, int(st.session_state[key])))
    # The address shows the step (an address without one stays so at step 0: no history entry on opening).
    if url is not None or i != 0:
        if url != str(i):
            st.query_params["step"] = str(i)
        st.session_state[seen] = str(i)
    else:
        st.session_state[seen] = url
    return i


# While a question is open, a phone shows it below the table in the page: the docked panel (a third of
# the screen, over the table) would leave no room for the hand and the bid box together.
# A card question repeats the trick there (``sk-play-trick``); a wider screen shows it beside, in the table.
QUESTION_CSS = """
@media (max-width:640px){
  .st-key-sk-deal-layout>div:has(>.st-key-sk-deal-dock){position:static;max-height:none;overflow:visible;
    box-shadow:none;padding:0}
}
@media (min-width:641px){.st-key-sk-play-trick{display:none}}
"""

# --- playing along ------------------------------------------------------------------------------------------

PLAY_OFF = "-"
# Not ``play``: that is the table page's deep link (``?play=TOKEN``), which app.py forwards there.
PLAY_PARAM = "playalong"
GRADE_LINES = {
    "recommended": N_("The handbook recommends this."),
    "acceptable": N_("The handbook finds this acceptable."),
    "not_advised": N_("The handbook does not advise this."),
    "no_advice": N_("The handbook gives no advice here."),
}


def coloured(text: str) -> str:
    return suits_markdown(text, four_colour=is_on(FOUR_COLOUR))


def play_seat(players: list[str]) -> Seat | None:
    """The seat being played along from the address (``&playalong=B``), or None; a play-along run gets its
    start time (``&run=``) when it has none."""
    wanted = st.query_params.get(PLAY_PARAM)
    if wanted not in players:
        return None
    run = st.query_params.get("run")
    if run is None or not run.isdigit():
        st.query_params["run"] = str(int(time.time()))
    return Seat.parse(str(wanted))


def _set_play(key: str, step_key: str) -> None:
    """The play-along control changed: into the address, and a new run starts from the beginning."""
    chosen = st.session_state.get(key)
    if chosen in (None, PLAY_OFF):
        for name in (PLAY_PARAM, "run"):
            if name in st.query_params:
                del st.query_params[name]
        return
    st.query_params[PLAY_PARAM] = str(chosen)
    st.query_params["run"] = str(int(time.time()))
    st.session_state[step_key] = 0


def _question_label(f: Frame) -> str:
    """The card widget's label for a card decision in this phase."""
    s = f.state
    seat = s.to_act
    assert seat is not None
    info = s.info(seat)
    if info.phase is Phase.PLAY:
        return _("Your card")
    if info.phase in (Phase.PACKET, Phase.RETURN_PACKET):
        to = str(info.recipient) if info.recipient is not None else ""
        return _("Packet card {n} to {seat} (the top card first)", n=len(info.packet_so_far) + 1, seat=to)
    if info.recipient is not None:
        return _("Your card to {seat}", seat=str(info.recipient))
    return _("Your card")


def _keep(answered: Answered, item: str, run: int, learner: Learner | None) -> None:
    """Count a graded answer as practice (where the handbook advises), once per play-along run."""
    ss = st.session_state
    if answered.concept is None or answered.kind is None or learner is None:
        return  # signed out: the notice above the question said it would not be kept
    s = store()
    if s is None:
        ss["pa-error"] = _("Your answer is checked, but it could not be added to your progress.")
        return
    try:
        since = datetime.fromtimestamp(run, UTC)
        if any(a.item == item for a in s.answers(learner, since=since)):
            return  # already kept in this run (a reload starts a new session)
        # Only the topic is scheduled: a decision in a worked deal is not a drill to ask again.
        s.record_answer(
            learner, item=item, kind="deal", concept=answered.concept,
            correct=answered.grade in ("recommended", "acceptable"), verdict=answered.grade,
            answer=str(answered.action), schedule_item=False,
        )  # fmt: skip
    except Exception as e:  # whatever the store raises, the learner sees a sentence and keeps the answer
        if not isinstance(e, SkruuviError):
            log.exception("keeping a play-along answer to %s failed", item)
        ss["pa-error"] = _("Your answer is checked, but it could not be added to your progress.")


def _answer(
    record_file: str, deal_id: str, seat: Seat, i: int, key: str, run: int, learner: Learner | None,
    replaying: bool = False,
) -> None:  # fmt: skip
    """Grade the answer to ``seat``'s decision at step ``i`` and keep it as practice, unless ``replaying`` the
    learner's own decision at the table (counted there already)."""
    ss = st.session_state
    chosen = ss.get(key)
    frames = replay(record_file)
    state = frames[i].state
    if steps := packet_steps(frames, i):  # a packet: four cards, then their order
        order = [ss.get(f"{key}-o{k}") for k in range(len(steps))]
        if (
            not isinstance(chosen, list)
            or None in order
            or sorted(map(str, order)) != sorted(map(str, chosen))
        ):
            ss[key + "-err"] = _("Choose the packet's {n} cards and put them in order, then press the button.",
                                 n=len(steps))  # fmt: skip
            return
        try:
            answered = grade_packet(state, [Card.parse(str(x)) for x in order])
        except SkruuviError as e:
            ss[key + "-err"] = error_text(e, _)
            return
        ss[key + "-done"] = answered
        if not replaying:
            _keep(answered, deal_item(deal_id, seat, i), run, learner)
        return
    legal = {str(a): a for a in state.legal_actions()}
    action = legal.get(str(chosen)) if chosen is not None else None
    if action is None:
        ss[key + "-err"] = _("Choose first, then press the button.")
        return
    answered = grade_answer(state, action)
    ss[key + "-done"] = answered
    if not replaying:
        _keep(answered, deal_item(deal_id, seat, i), run, learner)


def _continue(step_key: str, i: int, last: int) -> None:
    st.session_state[step_key] = min(last, i + 1)


def action_words(phase: Phase, action: Action) -> str:
    """An answer in words, with its suits in colour (safe Markdown)."""
    return coloured(escape(your_action_text(phase, action, _)))


def _cards_md(cards: Sequence[Card | Action | None]) -> str:
    return coloured(escape(" ".join(str(x) for x in cards)))


def _new_packet(key: str, n: int) -> None:
    """The packet's cards changed: their order is chosen again."""
    for k in range(n):
        st.session_state.pop(f"{key}-o{k}", None)


def packet_question(f: Frame, key: str, n: int) -> None:
    """The packet asked whole, as the drills ask it: its cards (packet_choose), then their order (packet_order)."""
    s = f.state
    to = str(s.recipient) if s.recipient is not None else ""
    st.markdown(_("You hand {seat} a packet of {n} cards: which cards, and in which order?", n=n, seat=to))
    hand = hand_order(a for a in s.legal_actions() if isinstance(a, Card))
    chosen = card_buttons(
        _("The packet's cards"), hand, key, multi=True, on_change=lambda: _new_packet(key, n)
    )
    chosen = [c for c in hand if c in (chosen or [])]
    if len(chosen) != n:
        st.caption(_.ngettext("{chosen} of {n} card chosen.", "{chosen} of {n} cards chosen.", n,
                              chosen=len(chosen)))  # fmt: skip
        return
    labels = (
        [_("Top card"), _("Second"), _("Third"), _("Bottom card")]
        if n == 4
        else [str(k + 1) for k in range(n)]
    )
    distinct_choices(labels, chosen, [f"{key}-o{k}" for k in range(n)], _("Choose a card"))


def packet_answer(frames: list[Frame], i: int, seat: Seat, answered: Answered) -> None:
    """A packet answered: the learner's, the handbook's where it differs, and the deal's (top card first)."""
    st.markdown("**" + _("Your packet, top card first: {cards}", cards=_cards_md(answered.cards)) + "**")
    if answered.recommended and answered.grade != "recommended":
        st.markdown(
            _("The handbook's packet, top card first: {cards}", cards=_cards_md(answered.recommended))
        )
    laid = [frames[j + 1].action for j in packet_steps(frames, i)]
    st.markdown(_("In the deal, {seat} handed over: {cards}", seat=str(seat), cards=_cards_md(laid)))


REPLAY_NOTICE = N_(
    "A replay of your own seat: your decisions count in your progress from the table, not again here."
)


def question_view(
    wd: WorkedDeal, frames: list[Frame], i: int, seat: Seat, step_key: str, replaying: bool = False
) -> bool:
    """Ask ``seat``'s decision at step ``i``, or show the answer given; whether it is answered.  ``replaying``
    (the learner's own seat of a table deal) is graded but not kept."""
    ss = st.session_state
    f = frames[i]
    s = f.state
    key = f"pa-{wd.id}-{seat}-{i}"
    answered: Answered | None = ss.get(key + "-done")
    run_text = st.query_params.get("run") or "0"
    run = int(run_text) if run_text.isdigit() else 0
    with st.container(border=True, key="sk-play-question"):
        if answered is None:
            st.markdown("**" + escape(_("What would you do?")) + "**")
            learner = current_learner()
            if replaying:  # before the answer: it will not be counted again, signed in or not
                st.info(_(REPLAY_NOTICE), icon=":material/replay:")
            else:  # before the answer: signed out, it would not be kept
                signed_out_notice(_, key="deal-sign-in")
            legal = s.legal_actions()
            if steps := packet_steps(frames, i):
                packet_question(f, key, len(steps))
            elif all(isinstance(a, Call) for a in legal):
                bid_box(_("Your call"), [str(a) for a in legal], key, _)
            elif all(isinstance(a, Choice) for a in legal):
                st.pills(
                    _("Your choice"), [str(a) for a in legal], key=key,
                    format_func=lambda v: _(CHOICE_NAMES[Choice(v)]),
                )  # fmt: skip
            else:
                if trick := trick_so_far_html(s, _):  # a phone: the table's centre is out of view here
                    with st.container(key="sk-play-trick"):
                        st.html(f'<div class="sk-prose">{trick}</div>')
                card_buttons(_question_label(f), hand_order(a for a in legal if isinstance(a, Card)), key)
            st.button(
                _("Check"), key=key + "-go", type="primary", icon=":material/done:", on_click=_answer,
                args=(wd.record, wd.id, seat, i, key, run, learner, replaying),
            )  # fmt: skip
            if err := ss.pop(key + "-err", None):
                st.error(err, icon=":material/error:")
            return False
        phase = s.phase
        if answered.cards:
            packet_answer(frames, i, seat, answered)
        else:
            st.markdown("**" + _("Your answer: {action}", action=action_words(phase, answered.action)) + "**")
        good = answered.grade in ("recommended", "acceptable")
        box = st.info if answered.grade == "no_advice" else st.success if good else st.error
        grade_line = (
            GRADE_LINES[answered.grade] if answered.grade in GRADE_LINES else GRADE_LINES["no_advice"]
        )
        box(
            _(grade_line),
            icon=":material/lightbulb:" if answered.grade == "no_advice" else
            ":material/check_circle:" if good else ":material/cancel:",
        )  # fmt: skip
        if answered.recommended and answered.grade != "recommended" and not answered.cards:
            recs = ", ".join(action_words(phase, a) for a in answered.recommended)
            st.markdown(_("The handbook recommends: {actions}", actions=recs))
        for r in answered.reasons:
            line = coloured(escape(reason_text(r, _)))
            if r.section:  # on a line of its own: a section's title may hold parentheses itself
                line += "  \n  " + _(
                    "Handbook: {sections}", sections=section_label(r.section, lang, italic=True)
                )
            st.markdown("- " + line)
        did = frames[i + 1].action
        # Replaying the own seat: the learner's own choice at the table, beside the new one.
        if did is not None and not answered.cards and replaying:
            st.markdown(_("At the table you chose: {action}.", action=action_words(phase, did)))
        elif did is not None and not answered.cards:
            words = escape(action_text(seat, phase, did, seat, _))
            st.markdown(coloured(_("In the deal: {what}.", what=words)))
        if err := ss.pop("pa-error", None):
            st.warning(err, icon=":material/warning:")
        st.button(
            _("Continue"), key=key + "-cont", type="primary", icon=":material/arrow_forward:",
            on_click=_continue, args=(step_key, i, len(frames) - 1),
        )  # fmt: skip
    return True


# The layout: the table on the left, the dock (Back/Next, the commentary, jumps, tallies) on the right;
# on a phone the dock follows the table and stays at the bottom of the screen, so Next and the
# commentary are in view together (issue 13).
LAYOUT_CSS = """
.st-key-sk-deal-layout{flex-wrap:wrap;align-items:flex-start}
.st-key-sk-deal-layout>div:has(>.st-key-sk-deal-table){flex:1 1 26rem;min-width:0}
.st-key-sk-deal-layout>div:has(>.st-key-sk-deal-dock){flex:0 1 19rem;min-width:0}
.st-key-sk-deal-nav{flex-wrap:wrap;row-gap:.2rem}
.st-key-sk-deal-nav [data-testid="stCaptionContainer"],.st-key-sk-deal-nav p{white-space:nowrap}
@media (max-width:640px){
  .st-key-sk-deal-layout>div:has(>.st-key-sk-deal-table){flex-basis:100%}
  .st-key-sk-deal-layout>div:has(>.st-key-sk-deal-dock){flex-basis:100%;position:sticky;bottom:0;z-index:5;
    max-height:42vh;overflow-y:auto;background:var(--sk-dock-bg,#fff);box-shadow:0 -3px 10px rgba(0,0,0,.18);
    padding:.4rem .5rem;border-radius:.6rem .6rem 0 0}
  .st-key-sk-deal-dock .sk-prose p{font-size:.98rem;line-height:1.45;margin:.2rem 0 .4rem}
}
"""


def deal_view(wd: WorkedDeal, own: Seat | None = None) -> None:
    """The viewer for ``wd``; ``own``: the learner's seat when it is their deal at the table (a replay there)."""
    frames = replay(wd.record)
    st.title(suits_markdown(wd.title.get(lang), four_colour=is_on(FOUR_COLOUR)))
    sources = {"handbook": _("From the handbook"), "table": _("Played at the table")}
    source = sources.get(wd.source, _("Made with the engine"))
    st.caption(source)
    key = f"step-{wd.id}"
    last = len(frames) - 1
    dummy = fixed_dummy(frames)
    choosable = [str(x) for x in SEATS if x is not dummy]
    seat = play_seat(choosable)
    i = _current_step(wd.id, last)
    f = frames[i]
    s = f.state
    asking = question_at(frames, i, seat)
    # Playing along, what is known about the deal (often every hand) waits for the end of the deal.
    if seat is None or i == last:
        with st.expander(_("What is known about this deal"), icon=":material/info:"):
            st.html(
                f'<div class="sk-prose">{text_html(wd.known.get(lang), lang, _, c, settings_params())}</div>'
            )
            if wd.sections:  # in here, so that on a phone the table is not pushed below the first screen
                st.caption(_("Handbook: {sections}", sections=", ".join(wd.sections)))
    play_key = f"play-{wd.id}"
    st.session_state[play_key] = str(seat) if seat is not None else PLAY_OFF
    final = frames[-1].state

    def play_label(o: str) -> str:
        if o == PLAY_OFF:
            return _("No, just watch")
        role = seat_role(final, Seat.parse(o), _)
        if own is not None and o == str(own):
            return (
                _("As {seat}, {role}, your seat at the table", seat=o, role=role)
                if role
                else _("As {seat}, your seat at the table", seat=o)
            )
        return _("As {seat}, {role}", seat=o, role=role) if role else _("As {seat}", seat=o)

    st.selectbox(
        _("Play along"), [PLAY_OFF, *choosable], key=play_key, format_func=play_label, on_change=_set_play,
        args=(play_key, key),
        help=_("Choose a player: before each of their decisions the deal stops and asks what you would do."),
    )  # fmt: skip
    prev = frames[i - 1].state if i > 0 else None
    individual = s.rules.individual
    st.html(f"<style>{TABLE_CSS}{COMPASS_CSS}{MARKUP_CSS}{VIEWER_CSS}{LAYOUT_CSS}</style>")
    st.html(TERM_SCRIPT, unsafe_allow_javascript=True)  # Esc closes a term's card in the commentary
    if asking:  # on a phone the question follows the hand in the page, not in the small docked panel
        st.html(f"<style>{QUESTION_CSS}</style>")
    with st.container(key="sk-deal-layout", horizontal=True, gap="medium"):
        with st.container(key="sk-deal-table"):
            view: str | None
            if seat is None:
                view = st.segmented_control(
                    _("Show"), options=["all", *choosable], key=f"view-{wd.id}", required=True,
                    format_func=lambda o: _("All hands") if o == "all" else _("Player {seat}", seat=o),
                    default="all",
                )  # fmt: skip
            else:  # playing along: only what that seat sees, all the time, from the bottom of the table
                view = str(seat)
                you = _("You are {seat}. You sit at the bottom of the table and see only what {seat} sees.",
                        seat=str(seat))  # fmt: skip
                st.markdown(f"**{escape(you)}**")
                if turn := seat_at_bottom_css(seat, ".st-key-sk-deal-table"):
                    st.html(f"<style>{turn}</style>")
            hidden = hidden_seats(s, view)
            hands = {x: s.hand(x) for x in SEATS}
            badges = {s.puupaa.seat: _("dummy")} if s.puupaa is not None else {}
            if seat is not None:
                badges[seat] = _("you")
            st.html(
                hands_table_html(
                    hands, s.dealer, centre_html(f, prev, view), _, include_css=False, hidden=hidden,
                    badges=badges, marked=marked_for(hidden, arrived(prev, s)), compass=True,
                )
            )  # fmt: skip
            table = auction_html(f)
            if table:
                st.html(table)
        with st.container(key="sk-deal-dock"):
            with st.container(key="sk-deal-nav", horizontal=True, vertical_alignment="center"):
                # Callbacks run before the script, so both buttons are drawn with the new step's state.
                st.button(
                    _("Back"), icon=":material/arrow_back:", key=key + "-back", disabled=i <= 0,
                    on_click=_move, args=(key, -1, last),
                )  # fmt: skip
                answered = asking and st.session_state.get(f"pa-{wd.id}-{seat}-{i}-done") is not None
                st.button(
                    _("Next"), icon=":material/arrow_forward:", key=key + "-next",
                    disabled=i >= last or (asking and not answered), on_click=_move, args=(key, 1, last),
                    type="secondary" if asking else "primary",
                )  # fmt: skip
                st.caption(_("Step {i} of {n}", i=i, n=last))
            if asking:
                assert seat is not None
                answered = question_view(wd, frames, i, seat, key, replaying=seat is own)
            # The commentary of the latest step at or before this one.
            notes = sorted(((step_index(frames, stp.at), stp) for stp in wd.steps), key=lambda x: x[0])
            current = [stp for j, stp in notes if j <= i]
            if current and not (asking and not answered):  # the commentary may tell of hidden hands
                note = f"{text_html(current[-1].text.get(lang), lang, _, c, settings_params())}"
                if seat is None or i == last:
                    with st.container(border=True):
                        st.html(f'<div class="sk-prose">{note}</div>')
                else:  # playing along: the learner chooses to read it (it often names every hand)
                    with st.expander(
                        _("Commentary (it may show the other hands)"), icon=":material/comment:"
                    ):
                        st.html(f'<div class="sk-prose">{note}</div>')
            if s.contract is not None and s.declarer is not None:
                st.markdown(
                    _(
                        "Contract: **{contract}** by {seat}",
                        contract=coloured(str(s.contract)),
                        seat=str(s.declarer),
                    )
                )
            if s.tricks:
                st.caption(tricks_line(s, individual, _))
            aces = aces_html(s, _)
            if aces:
                st.html(aces)
            if s.is_over and s.result is not None and s.result.score is not None:
                pts = s.result.points()
                # With a dummy, the three players' scores (the dummy's is its partner's).
                players = [x for x in SEATS if s.puupaa is None or x is not s.puupaa.seat]
                st.success(
                    _("Score: {scores}", scores=", ".join(f"{x} {pts[x]:+d}" for x in players)),
                    icon=":material/scoreboard:",
                )
            targets = jump_targets(frames)
            final_call = individual or s.puupaa is not None
            jump_key = f"jump-{wd.id}"
            st.session_state[jump_key] = target_at(targets, i)
            st.selectbox(
                _("Go to"), options=range(len(targets)), key=jump_key, on_change=_jump,
                args=(key, jump_key, [t.step for t in targets]), format_func=lambda j: target_label(targets[j], _, final_call=final_call),
            )  # fmt: skip
            st.slider(_("Step"), 0, last, key=key)
    st.html(viewer_script(f"st-key-{key}-back", f"st-key-{key}-next"), unsafe_allow_javascript=True)


@st.cache_resource(show_spinner=False, max_entries=16)
def _review(token: str, engine: str) -> Review | None:
    """The review of a table deal (double dummy: seconds), once per token."""
    game = TableGame.from_token(token, make_player=app_player)
    try:
        return review(game.record(), game.setup.seat)
    except Exception:  # the review is extra: the deal is shown without its notes
        log.exception("reviewing table deal %s failed", token)
        return None


def table_deal_view(token: str) -> None:
    """A deal played at the table (``?record=TOKEN``), with the review's notes and a link back to the table."""
    try:
        game = TableGame.from_token(token, make_player=app_player)
    except TableError as e:
        st.error(token_error_text(e, _), icon=":material/error:")
        st.page_link("app_pages/table.py", label=_("Table"), icon=":material/playing_cards:",
                     query_params={"lang": lang})  # fmt: skip
        return
    except SkruuviError as e:
        st.error(error_text(e, _), icon=":material/error:")
        return
    back = escape(_("Back to the table"))
    href = f"table?play={quote(token)}&{link_query(lang, settings_params())}"
    st.html(f'<a class="sk-deal-list" href="{href}" target="_self">← {back}</a>')
    with st.spinner(_("Reviewing your decisions…")):
        rv = _review(token, f"{id(State)}.{id(Card)}")
    deal_view(table_worked_deal(game, token, rv), own=game.setup.seat)


wanted = st.query_params.get("deal")
if (token := st.query_params.get(RECORD_PARAM)) and wanted is None:
    table_deal_view(token)
elif wanted is None:
    st.title(":material/style: " + _("Worked deals"))
    st.html(f"<style>{MARKUP_CSS}</style>")  # a long title wraps on a phone instead of being cut
    for wd in sorted(c.deals.values(), key=lambda d: (d.source != "handbook", d.id)):
        st.page_link(
            "app_pages/deals.py",
            label=suits_markdown(wd.title.get(lang), four_colour=is_on(FOUR_COLOUR)),
            query_params={"deal": wd.id, "lang": lang},
        )
elif wanted in c.deals:
    # A plain link (a new history entry, not a query change the viewer's script folds away): Back returns
    # to the deal at its step.
    back = escape(_("All worked deals"))
    st.html(
        f'<a class="sk-deal-list" href="deals?{link_query(lang, settings_params())}" target="_self">☰ {back}</a>'
    )
    deal_view(c.deals[wanted])
else:
    st.info(
        _("There is no worked deal called “{name}”.", name=literal_md(wanted, max_chars=80)),
        icon=":material/info:",
    )
    st.page_link(
        "app_pages/deals.py", label=_("All worked deals"), icon=":material/list:", query_params={"lang": lang}
    )
