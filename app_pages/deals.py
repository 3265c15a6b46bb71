"""Worked deals: step forward and back through a deal with its commentary, any seat's view or all hands open."""

from __future__ import annotations

from html import escape

import streamlit as st

from trainer.lessons import LESSONS_DIR, WorkedDeal, content
from trainer.records import load
from trainer.seats import SEATS, Seat
from trainer.state import State
from trainer.ui.cards_html import TABLE_CSS, card_html, hands_table_html
from trainer.ui.markup import MARKUP_CSS, call_html, suits_markdown, text_html
from trainer.ui.plain import literal_md
from trainer.ui.session import FOUR_COLOUR, current_language, is_on, settings_params, translator

_ = translator()
lang = current_language()
c = content()


@st.cache_resource(show_spinner=False)
def replay(record_file: str) -> list[tuple[str, State]]:
    """Every state of a worked deal's record (shared by all sessions: states are immutable)."""
    record = load(LESSONS_DIR / "deals" / record_file)
    return [(where, s) for where, _a, s in record.states()]


def step_index(states: list[tuple[str, State]], at: str) -> int:
    if at == "start":
        return 0
    if at == "end":
        return len(states) - 1
    for i, (where, _s) in enumerate(states):
        if where == at or where.startswith(at + "[") or where.startswith(at + "."):
            return i
    return 0


def centre_html(s: State) -> str:
    v = s.view(Seat.A)
    if v.current_trick or s.tricks:
        plays = v.current_trick or (s.tricks[-1].plays() if s.tricks else ())
        title = _("Trick {n}", n=len(s.tricks) + (1 if v.current_trick else 0))
        cards = " ".join(f"{escape(str(seat))}: {card_html(card)}" for seat, card in plays)
        return f"<div><strong>{escape(title)}</strong></div><div>{cards}</div>"
    if s.middle_shown or (s.deal.middle and not s.is_over and s.lifter is None and s.game is None):
        title = _("Middle cards")
        return f"<div><strong>{escape(title)}</strong></div><div>{' '.join(card_html(x) for x in s.deal.middle)}</div>"
    return ""


def auction_html(s: State) -> str:
    if not s.calls:
        return ""
    seats = s.dealer.iter_from()
    head = "".join(f"<th>{escape(str(x))}</th>" for x in seats)
    rows = []
    calls = [call for _seat, call in s.calls]
    for r in range(0, len(calls), 4):
        rows.append("<tr>" + "".join(f"<td>{call_html(x)}</td>" for x in calls[r : r + 4]) + "</tr>")
    extra = ""
    if s.continuation:
        cont = " – ".join(f"{escape(str(seat))} {call_html(x)}" for seat, x in s.continuation)
        # With a dummy (puupää) the top bidder alone makes one final call: there is no bidding to continue.
        label = _("Final call:") if s.puupaa is not None else _("Continuation bidding:")
        extra = f"<p>{escape(label)} {cont}</p>"
    return f'<div class="sk-prose"><table><tr>{head}</tr>{"".join(rows)}</table>{extra}</div>'


def fixed_dummy(states: list[tuple[str, State]]) -> Seat | None:
    """The dummy's seat in a three-player (puupää) deal where nobody moves; None otherwise.

    That seat is nobody's view: the dummy is not a player (*Kolmen pelaajan skruuvi (puupää)*).
    """
    first, last = states[0][1].puupaa, states[-1][1].puupaa
    if first is None or last is None or last.moved is not None:
        return None
    return first.seat


def hidden_seats(s: State, view: str | None) -> frozenset[Seat]:
    """The seats whose cards the chosen player does not see now ("all": none).

    In the three-player game a player sees the dummy's hand once the rules let them: its partner
    when choosing a card for it, everyone from the opening lead on (docs/rules.md P8, P11).
    """
    if view in (None, "all"):
        return frozenset()
    me = Seat.parse(view)
    hidden = {x for x in SEATS if x is not me}
    if s.puupaa is not None and s.puupaa.seat is not me and s.info(me).dummy_hand is not None:
        hidden.discard(s.puupaa.seat)
    return frozenset(hidden)


def _move(key: str, delta: int, last: int) -> None:
    st.session_state[key] = min(last, max(0, int(st.session_state[key]) + delta))


def deal_view(wd: WorkedDeal) -> None:
    states = replay(wd.record)
    st.title(suits_markdown(wd.title.get(lang), four_colour=is_on(FOUR_COLOUR)))
    source = _("From the handbook") if wd.source == "handbook" else _("Made with the engine")
    st.caption(source + (" · " + ", ".join(wd.sections) if wd.sections else ""))
    with st.expander(_("What is known about this deal"), icon=":material/info:"):
        st.html(f'<div class="sk-prose">{text_html(wd.known.get(lang), lang, _, c, settings_params())}</div>')

    key = f"step-{wd.id}"
    st.session_state.setdefault(key, 0)
    last = len(states) - 1
    b1, b2, b3 = st.columns([2, 2, 5], vertical_alignment="bottom")
    # Callbacks run before the script, so both buttons are drawn with the new step's state.
    b1.button(
        _("Back"), icon=":material/arrow_back:", key=key + "-back", disabled=st.session_state[key] <= 0,
        on_click=_move, args=(key, -1, last),
    )  # fmt: skip
    b2.button(
        _("Next"), icon=":material/arrow_forward:", key=key + "-next", disabled=st.session_state[key] >= last,
        on_click=_move, args=(key, 1, last),
    )  # fmt: skip
    b3.slider(_("Step"), 0, last, key=key)
    dummy = fixed_dummy(states)
    view = st.segmented_control(
        _("Show"), options=["all", *[str(x) for x in SEATS if x is not dummy]], key=f"view-{wd.id}", required=True,
        format_func=lambda o: _("All hands") if o == "all" else _("Player {seat}", seat=o), default="all",
    )  # fmt: skip
    i = int(st.session_state[key])
    _where, s = states[i]
    hidden = hidden_seats(s, view)
    hands = {x: s.hand(x) for x in SEATS}
    badges = {s.puupaa.seat: _("dummy")} if s.puupaa is not None else {}
    st.html(
        f"<style>{TABLE_CSS}{MARKUP_CSS}</style>"
        + hands_table_html(hands, s.dealer, centre_html(s), _, hidden=hidden, badges=badges)
    )
    table = auction_html(s)
    if table:
        st.html(table)
    if s.contract is not None and s.declarer is not None:
        st.markdown(_("Contract: **{contract}** by {seat}", contract=str(s.contract), seat=str(s.declarer)))
    if s.tricks:
        ac = s.won[0] + s.won[2]
        bd = s.won[1] + s.won[3]
        st.caption(_("Tricks so far: A–C {ac}, B–D {bd}", ac=ac, bd=bd))
    # The commentary of the latest step at or before this one.
    notes = sorted(((step_index(states, stp.at), stp) for stp in wd.steps), key=lambda x: x[0])
    current = [stp for j, stp in notes if j <= i]
    if current:
        with st.container(border=True):
            st.html(
                f'<div class="sk-prose">{text_html(current[-1].text.get(lang), lang, _, c, settings_params())}</div>'
            )
    if s.is_over and s.result is not None and s.result.score is not None:
        pts = s.result.points()
        # With a dummy, the three players' scores (the dummy's is its partner's).
        players = [x for x in SEATS if s.puupaa is None or x is not s.puupaa.seat]
        st.success(
            _("Score: {scores}", scores=", ".join(f"{x} {pts[x]:+d}" for x in players)),
            icon=":material/scoreboard:",
        )
    st.caption(_("Step {i} of {n}", i=i, n=last))


wanted = st.query_params.get("deal")
if wanted is None:
    st.title(":material/style: " + _("Worked deals"))
    st.html(f"<style>{MARKUP_CSS}</style>")  # a long title wraps on a phone instead of being cut
    for wd in sorted(c.deals.values(), key=lambda d: (d.source != "handbook", d.id)):
        st.page_link(
            "app_pages/deals.py",
            label=suits_markdown(wd.title.get(lang), four_colour=is_on(FOUR_COLOUR)),
            query_params={"deal": wd.id, "lang": lang},
        )
elif wanted in c.deals:
    st.page_link(
        "app_pages/deals.py", label=_("All worked deals"), icon=":material/list:", query_params={"lang": lang}
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
