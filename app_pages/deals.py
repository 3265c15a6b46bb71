"""Worked deals: step forward and back through a deal with its commentary, any seat's view or all hands open.

The step is in the address (``?deal=ID&step=N``), so a reload, Back from another page and a shared
link open the same step; ← and → step; a jump goes to a phase or a trick (trainer/ui/deal_viewer.py).
"""

from __future__ import annotations

from html import escape

import streamlit as st

from trainer.lessons import LESSONS_DIR, WorkedDeal, content
from trainer.records import load
from trainer.seats import SEATS, Seat
from trainer.state import State
from trainer.ui.cards_html import COMPASS_CSS, TABLE_CSS, card_html, hands_table_html
from trainer.ui.deal_viewer import (
    VIEWER_CSS,
    Frame,
    aces_html,
    arrived,
    jump_targets,
    marked_for,
    middle_on_table,
    played_card,
    target_at,
    target_label,
    trick_html,
    tricks_line,
    url_step,
    viewer_script,
)
from trainer.ui.markup import MARKUP_CSS, call_html, link_query, suits_markdown, text_html
from trainer.ui.plain import literal_md
from trainer.ui.session import FOUR_COLOUR, current_language, is_on, settings_params, translator

_ = translator()
lang = current_language()
c = content()


@st.cache_resource(show_spinner=False)
def replay(record_file: str) -> list[Frame]:
    """Every step of a worked deal's record (shared by all sessions: states are immutable)."""
    record = load(LESSONS_DIR / "deals" / record_file)
    return [Frame(where, action, s) for where, action, s in record.states()]


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
            return f"<div>{escape(_('{seat} took the middle cards.', seat=str(takers[0])))}</div>"
        if takers:
            return f"<div>{escape(_('The middle cards were dealt out face down, one to each player.'))}</div>"
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


def deal_view(wd: WorkedDeal) -> None:
    frames = replay(wd.record)
    st.title(suits_markdown(wd.title.get(lang), four_colour=is_on(FOUR_COLOUR)))
    source = _("From the handbook") if wd.source == "handbook" else _("Made with the engine")
    st.caption(source)
    with st.expander(_("What is known about this deal"), icon=":material/info:"):
        st.html(f'<div class="sk-prose">{text_html(wd.known.get(lang), lang, _, c, settings_params())}</div>')
        if wd.sections:  # in here, so that on a phone the table is not pushed below the first screen
            st.caption(_("Handbook: {sections}", sections=", ".join(wd.sections)))

    key = f"step-{wd.id}"
    last = len(frames) - 1
    i = _current_step(wd.id, last)
    f = frames[i]
    s = f.state
    prev = frames[i - 1].state if i > 0 else None
    individual = s.rules.individual
    st.html(f"<style>{TABLE_CSS}{COMPASS_CSS}{MARKUP_CSS}{VIEWER_CSS}{LAYOUT_CSS}</style>")
    with st.container(key="sk-deal-layout", horizontal=True, gap="medium"):
        with st.container(key="sk-deal-table"):
            dummy = fixed_dummy(frames)
            view = st.segmented_control(
                _("Show"), options=["all", *[str(x) for x in SEATS if x is not dummy]], key=f"view-{wd.id}",
                required=True, format_func=lambda o: _("All hands") if o == "all" else _("Player {seat}", seat=o),
                default="all",
            )  # fmt: skip
            hidden = hidden_seats(s, view)
            hands = {x: s.hand(x) for x in SEATS}
            badges = {s.puupaa.seat: _("dummy")} if s.puupaa is not None else {}
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
                st.button(
                    _("Next"), icon=":material/arrow_forward:", key=key + "-next", disabled=i >= last,
                    on_click=_move, args=(key, 1, last), type="primary",
                )  # fmt: skip
                st.caption(_("Step {i} of {n}", i=i, n=last))
            # The commentary of the latest step at or before this one.
            notes = sorted(((step_index(frames, stp.at), stp) for stp in wd.steps), key=lambda x: x[0])
            current = [stp for j, stp in notes if j <= i]
            if current:
                with st.container(border=True):
                    st.html(
                        '<div class="sk-prose">'
                        f"{text_html(current[-1].text.get(lang), lang, _, c, settings_params())}</div>"
                    )
            # Play-along mode (issue 13) belongs here: before showing step i, ask the chosen seat's
            # question when frames[i] is that seat's decision (deal_viewer.Frame names the action).
            if s.contract is not None and s.declarer is not None:
                st.markdown(
                    _("Contract: **{contract}** by {seat}", contract=str(s.contract), seat=str(s.declarer))
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
