"""The table: the learner plays a whole deal at one seat against three computer players, then a review (issue 15).

Without ``?play=`` the page sets up a deal (form, seat, opponents, seed).  With ``?play=TOKEN`` it plays
the deal the token describes (:meth:`trainer.tablegame.TableGame.token`: the setup and every step), kept in
the session under its token and rebuilt from it on a reload or a shared link.  The learner sees only what
their seat knows (``game.state.info(seat)``, *Pelin eteneminen*), decides with the drills' widgets, may ask
for a hint (the handbook's advice) or take a decision back; the computer players act one step per rerun
with a short pause (``?pause=0`` makes it none, for tests).  After the deal: the result and the review of
every decision of the learner (:mod:`trainer.review`).

A whole sitsi (:class:`trainer.tablegame.Sitsi`, ``?play=s1...``): the eight deals one after the other, the
header saying which deal of the eight is on, the score sheet below the table in every deal, a "Next deal" button
after each deal's result and review, and the sitsi's final sheet and result after the eighth.
"""

from __future__ import annotations

import hashlib
import logging
import random
import time
from html import escape

import streamlit as st

from trainer.bids import Call, Form
from trainer.cards import Card
from trainer.conventions.advise import advise_point
from trainer.conventions.core import decision_point
from trainer.conventions.texts import reason_text
from trainer.errors import SkruuviError
from trainer.game import Action, Choice, Phase
from trainer.progress.practice import played_item
from trainer.records import dumps
from trainer.review import Review, decision_concept, review
from trainer.seats import SEATS, Seat
from trainer.tablegame import LEVELS, MAX_SEED, TABLE_FORMS, Setup, Sitsi, TableError, TableGame, app_player
from trainer.texts import error_text
from trainer.ui.answer_widgets import bid_box, card_buttons, hand_order
from trainer.ui.cards_html import TABLE_CSS
from trainer.ui.drill_view import DRILL_CSS
from trainer.ui.learner import current_learner, store
from trainer.ui.markup import MARKUP_CSS, suits_markdown
from trainer.ui.session import FOUR_COLOUR, current_language, is_on, translator
from trainer.ui.table_deal import RECORD_PARAM, token_error_text
from trainer.ui.table_view import (
    CHOICE_NAMES,
    FORM_NAMES,
    LEVEL_BLURBS,
    SITSI,
    TABLE_PAGE_CSS,
    action_text,
    decision_html,
    decision_title,
    level_name,
    result_facts,
    sheet_html,
    sitsi_heading,
    sitsi_result_lines,
    table_html,
    your_action_text,
)

_ = translator()
lang = current_language()
log = logging.getLogger(__name__)
st.html(f"<style>{TABLE_CSS}{MARKUP_CSS}{DRILL_CSS}{TABLE_PAGE_CSS}</style>")

GAME_KEY = (
    "table-game"  # (token, TableGame | Sitsi): the deal or sitsi in progress, under the token it was last at
)
REVIEW_KEY = "table-review"  # (token, Review): the review of the finished deal
KEPT_KEY = "table-kept"  # the tokens of finished games already counted in the progress
PAUSE = 0.7  # seconds between computer actions, so a human can follow


def pause() -> float:
    return 0.0 if st.query_params.get("pause") == "0" else PAUSE


def coloured(text: str) -> str:
    return suits_markdown(text, four_colour=is_on(FOUR_COLOUR))


def kept_sitsi() -> Sitsi | None:
    """The sitsi in the session, if the page plays one."""
    kept = st.session_state.get(GAME_KEY)
    return kept[1] if kept is not None and isinstance(kept[1], Sitsi) else None


def save(game: TableGame | Sitsi) -> None:
    """Keep ``game`` (or the sitsi whose current deal it is) in the session and its token in the address."""
    sitsi = kept_sitsi()
    if isinstance(game, TableGame) and sitsi is not None and sitsi.current is game:
        game = sitsi
    token = game.token()
    st.session_state[GAME_KEY] = (token, game)
    st.query_params["play"] = token
    st.query_params["lang"] = lang


def load(token: str) -> TableGame | Sitsi:
    """The game or sitsi of ``token``: the session's copy when it is at that token, else replayed from it."""
    kept = st.session_state.get(GAME_KEY)
    if kept is not None and kept[0] == token:
        held: TableGame | Sitsi = kept[1]
        return held
    game = (
        Sitsi.from_token(token, make_player=app_player)
        if Sitsi.is_token(token)
        else TableGame.from_token(token, make_player=app_player)
    )
    st.session_state[GAME_KEY] = (token, game)
    return game


# --- setting up ----------------------------------------------------------------------------------------------


def start() -> None:
    ss = st.session_state
    seed_text = str(ss.get("table-seed") or "").strip()
    if seed_text and not (seed_text.isdigit() and int(seed_text) <= MAX_SEED):
        ss["table-setup-error"] = _("A seed is a whole number from 0 to {max}.", max=MAX_SEED)
        return
    seed = int(seed_text) if seed_text else random.SystemRandom().randrange(10**9)
    seat = Seat.parse(ss.get("table-seat") or "A")
    level = ss.get("table-level") or "handbook"
    ss.pop(REVIEW_KEY, None)
    if ss.get("table-form") == SITSI:
        save(Sitsi(seat, level, seed, make_player=app_player))
        return
    form = Form(ss.get("table-form") or Form.ALKUPELIT.value)
    save(TableGame(Setup(form, seat, level, seed), make_player=app_player))


def new_deal() -> None:
    for k in (GAME_KEY, REVIEW_KEY):
        st.session_state.pop(k, None)
    for k in ("play", "pause"):
        if k in st.query_params:
            del st.query_params[k]


def setup_view() -> None:
    st.title(":material/playing_cards: " + _("Table"))
    st.caption(
        _(
            "Play a whole deal at one seat against three computer players. Afterwards every decision you made is reviewed against the handbook."
        )
    )
    st.caption(
        _(
            "A whole sitsi is eight deals with the same partner, four alkupelit and then four kotkat, with the score sheet kept as you go. You keep the sheet, so the player on your left deals first."
        )
    )
    st.radio(
        _("Form"),
        [*(f.value for f in TABLE_FORMS), SITSI],
        key="table-form",
        format_func=lambda v: _(FORM_NAMES[v]),
        horizontal=True,
    )
    st.radio(
        _("Your seat"),
        [str(s) for s in SEATS],
        key="table-seat",
        horizontal=True,
        help=_(
            "A and C play together against B and D; in bolsevikit everyone plays for themself. The seats take turns clockwise: A, B, C, D."
        ),
    )
    st.caption(_("A and C are partners, as are B and D (in bolsevikit everyone plays for themself)."))
    st.radio(
        _("Opponents"),
        list(LEVELS),
        key="table-level",
        format_func=lambda v: level_name(v, _),
        captions=[_(LEVEL_BLURBS[v]) for v in LEVELS],
    )
    st.text_input(
        _("Deal number (seed)"),
        key="table-seed",
        placeholder=_("Empty: a new deal"),
        help=_("Leave it empty for a new random deal, or give a number to play that deal again."),
    )
    if err := st.session_state.pop("table-setup-error", None):
        st.error(err, icon=":material/error:")
    st.button(_("Start"), key="table-start", type="primary", on_click=start, icon=":material/play_arrow:")


# --- playing -----------------------------------------------------------------------------------------------


def decision_key(game: TableGame) -> str:
    return f"tbl-{len(game.steps)}-{len(game.takebacks)}"


def options(game: TableGame) -> dict[str, Action]:
    """The legal actions now, by the text the widget shows."""
    return {str(a): a for a in game.state.legal_actions()}


def act(game: TableGame, key: str) -> None:
    ss = st.session_state
    chosen = ss.get(key)
    action = options(game).get(str(chosen)) if chosen is not None else None
    if action is None:
        ss["table-error"] = _("Choose first, then press the button.")
        return
    try:
        game.play(action, hinted=bool(ss.get(key + "-hint")))
    except SkruuviError as e:
        ss["table-error"] = error_text(e, _)
        return
    save(game)


def take_back(game: TableGame) -> None:
    try:
        game.take_back()
    except SkruuviError as e:
        st.session_state["table-error"] = error_text(e, _)
        return
    save(game)


def card_label(game: TableGame) -> tuple[str, str]:
    """The widget's label and the button's, for a card decision in this phase."""
    info = game.state.info(game.setup.seat)
    phase = info.phase
    if phase is Phase.PLAY:
        return _("Your card"), _("Play the card")
    if phase in (Phase.PACKET, Phase.RETURN_PACKET):
        n = len(info.packet_so_far) + 1
        to = str(info.recipient) if info.recipient is not None else ""
        return _("Packet card {n} to {seat} (the top card first)", n=n, seat=to), _("Give the card")
    if info.recipient is not None:
        return _("Your card to {seat}", seat=str(info.recipient)), _("Give the card")
    return _("Your card"), _("Give the card")


def hint_view(game: TableGame) -> None:
    try:
        advice = advise_point(decision_point(game.state))
    except SkruuviError:
        advice = None
    if advice is None or not advice.recommended:
        st.info(_("The handbook gives no advice here."), icon=":material/lightbulb:")
        return
    phase = game.state.phase
    recs = ", ".join(your_action_text(phase, a, _) for a in advice.recommended)
    lines = [_("The handbook recommends: {actions}", actions=recs)]
    lines += [reason_text(r, _) for r in advice.reasons]
    st.info(coloured("\n\n".join(escape(x) for x in lines)), icon=":material/lightbulb:")


def learner_view(game: TableGame) -> None:
    key = decision_key(game)
    ss = st.session_state
    legal = game.state.legal_actions()
    if all(isinstance(a, Call) for a in legal):
        bid_box(_("Your call"), [str(a) for a in legal], key, _)
        button = _("Make the call")
    elif all(isinstance(a, Choice) for a in legal):
        st.pills(
            _("Your choice"),
            [str(a) for a in legal],
            key=key,
            format_func=lambda v: _(CHOICE_NAMES[Choice(v)]),
        )
        button = _("Choose")
    else:
        label, button = card_label(game)
        card_buttons(label, hand_order(a for a in legal if isinstance(a, Card)), key)
    cols = st.columns(3)
    cols[0].button(button, key=key + "-go", type="primary", on_click=act, args=(game, key),
                   icon=":material/done:")  # fmt: skip
    if cols[1].button(_("Hint"), key=key + "-hintbtn", icon=":material/lightbulb:"):
        ss[key + "-hint"] = True
    if game.can_take_back():
        cols[2].button(_("Take back"), key=key + "-undo", on_click=take_back, args=(game,),
                       icon=":material/undo:")  # fmt: skip
    if ss.get(key + "-hint"):
        hint_view(game)


def recent_text(game: TableGame) -> list[str]:
    """What the others did since the learner's last decision (or the last few actions), in words."""
    states = game.states()
    out = []
    start = max(0, len(game.steps) - 6)
    for i in range(len(game.steps) - 1, start - 1, -1):
        st_ = game.steps[i]
        if st_.learner:
            break
        out.append(action_text(st_.seat, states[i].phase, st_.action, game.setup.seat, _))
    return list(reversed(out))


def new_button(sitsi: Sitsi | None, *, primary: bool = False) -> None:
    """Back to the setup: "New deal", or in a sitsi not yet over "Leave the sitsi"."""
    label = _("Leave the sitsi") if sitsi is not None and not sitsi.is_over else _("New deal")
    st.button(label, key="table-new", on_click=new_deal, type="primary" if primary else "secondary",
              icon=":material/add:")  # fmt: skip


def next_button(sitsi: Sitsi | None, key: str) -> None:
    """The sitsi's "Next deal" button, once the current deal is over (and it is not the eighth)."""
    if sitsi is not None and sitsi.current.is_over and not sitsi.is_over:
        st.button(_("Next deal"), key=key, on_click=next_sitsi_deal, args=(sitsi,), type="primary",
                  icon=":material/arrow_forward:")  # fmt: skip


def sitsi_header(sitsi: Sitsi | None) -> None:
    if sitsi is not None:
        st.subheader(sitsi_heading(sitsi.index, _))


def sitsi_sheet(sitsi: Sitsi | None) -> None:
    """The score sheet below the table, in every deal of a sitsi."""
    if sitsi is None:
        return
    st.subheader(_("Score sheet"))
    current = None if sitsi.is_over else sitsi.index
    st.html(sheet_html(sitsi.sheet, sitsi.seat, current, _))


def playing_view(game: TableGame, sitsi: Sitsi | None = None) -> None:
    setup = game.setup
    st.title(":material/playing_cards: " + _("Table"))
    sitsi_header(sitsi)
    info = game.state.info(setup.seat)
    st.html(table_html(info, setup.form.value, setup.level, _))
    said = recent_text(game)
    if said:
        st.markdown(coloured(escape(". ".join(said) + ".")))
    if err := st.session_state.pop("table-error", None):
        st.error(err, icon=":material/error:")
    if game.learner_to_act:
        learner_view(game)
    else:
        to_act = game.state.to_act
        st.caption(_("{seat} is thinking…", seat=str(to_act)))
        time.sleep(pause())
        game.computer_step()
        save(game)
        st.rerun()
    sitsi_sheet(sitsi)
    st.divider()
    new_button(sitsi)


# --- after the deal ----------------------------------------------------------------------------------------


def the_review(game: TableGame, token: str) -> Review | None:
    kept = st.session_state.get(REVIEW_KEY)
    if kept is not None and kept[0] == token:
        rv: Review = kept[1]
        return rv
    try:
        with st.spinner(_("Reviewing your decisions…")):
            rv = review(game.record(), game.setup.seat)
    except Exception:  # the review is extra: the deal and its result stay on the page
        log.exception("reviewing table deal %s failed", token)
        return None
    st.session_state[REVIEW_KEY] = (token, rv)
    return rv


def keep_practice(game: TableGame, token: str, rv: Review) -> str | None:
    """Each graded decision of a finished deal counts once as practice of its topic (the learner's progress);
    a sentence to show, or None.  A decision is kept as ``played:table-<digest>:<step>``, so the same finished
    game opened again (a reload, the link in another tab) is not counted twice."""
    kept: set[str] = st.session_state.setdefault(KEPT_KEY, set())
    if token in kept:
        return None
    learner = current_learner()
    s = store()
    if learner is None or s is None:
        return _("Sign in to have the decisions of your table deals count in your progress.")
    source = "table-" + hashlib.sha256(token.encode()).hexdigest()[:16]
    states = game.states()
    try:
        done = {a.item for a in s.answers(learner) if a.item.startswith(played_item(source, 0)[:-1])}
        n = 0
        for d in rv.decisions:
            concept = decision_concept(d, states[d.step])
            item = played_item(source, d.step)
            if concept is None or item in done:
                continue
            s.record_answer(learner, item=item, kind="table", concept=concept, correct=d.grade != "not_advised",
                            verdict=d.grade, answer=str(d.action), schedule_item=False)  # fmt: skip
            n += 1
    except SkruuviError as e:
        busy = e.code == "busy"
        return (
            _("The progress database is busy, so this deal was not added to your progress.")
            if busy
            else _("This deal could not be added to your progress.")
        )
    kept.add(token)
    if n == 0:
        return None
    return _.ngettext(
        "{n} of your decisions counts as practice in your progress.",
        "{n} of your decisions count as practice in your progress.",
        n,
    )


def try_again(game: TableGame, step: int) -> None:
    st.session_state.pop(REVIEW_KEY, None)
    sitsi = kept_sitsi()
    if sitsi is not None and sitsi.current is game:
        save(sitsi.try_again(step))
        return
    save(game.with_steps(step))


def next_sitsi_deal(sitsi: Sitsi) -> None:
    st.session_state.pop(REVIEW_KEY, None)
    try:
        sitsi.next_deal()
    except SkruuviError as e:
        st.session_state["table-error"] = error_text(e, _)
        return
    save(sitsi)


def downloads(game: TableGame) -> None:
    record = game.record()
    name = f"skruuvi-{game.setup.form.value}-{game.setup.seed}"
    cols = st.columns(2)
    cols[0].download_button(_("Download the deal record"), dumps(record), file_name=name + ".yaml",
                            mime="text/yaml", key="table-dl-record", icon=":material/download:")  # fmt: skip
    try:
        from trainer.pbn import record_pbn

        pbn = record_pbn(record)
    except (SkruuviError, ImportError):
        pbn = None
    if pbn is not None:
        cols[1].download_button(_("Download as PBN"), pbn, file_name=name + ".pbn",
                                mime="text/plain", key="table-dl-pbn", icon=":material/download:")  # fmt: skip
        st.caption(
            _(
                "The PBN file holds the whole deal: the hands, the card play, and skruuvi's auction and exchanges in tags of their own."
            )
        )


def over_view(game: TableGame, token: str, sitsi: Sitsi | None = None) -> None:
    setup = game.setup
    # The review and the progress keep each deal under its own token (a sitsi's deal under the deal's).
    token = game.token()
    st.title(":material/playing_cards: " + _("Table"))
    sitsi_header(sitsi)
    if sitsi is not None and sitsi.is_over:
        st.subheader(_("The sitsi is over"))
        for line in sitsi_result_lines(sitsi.sheet, sitsi.seat, _):
            st.markdown(escape(line))
        sitsi_sheet(sitsi)
    st.subheader(_("The deal is over"))
    result = game.state.result
    if result is not None:
        for line in result_facts(result, game.state.rules.individual, setup.seat, _):
            st.markdown(coloured(escape(line)))
    next_button(sitsi, "table-next-top")
    # The finished deal step by step in the worked-deal viewer, the review's notes as its commentary.
    st.page_link("app_pages/deals.py", label=_("Step through the deal in the worked-deal viewer"), icon=":material/slideshow:",
                 query_params={RECORD_PARAM: token, "lang": lang})  # fmt: skip
    st.html(table_html(game.state.info(setup.seat), setup.form.value, setup.level, _))
    st.subheader(_("Review of your decisions"))
    rv = the_review(game, token)
    if rv is None:
        st.warning(_("The review could not be made for this deal."), icon=":material/warning:")
    else:
        hinted = sum(1 for s in game.steps if s.learner and s.hinted)
        summary = [
            _.ngettext("You made {n} decision.", "You made {n} decisions.", len(rv.decisions)),
            _.ngettext("You asked for {n} hint.", "You asked for {n} hints.", hinted),
            _.ngettext("You took back {n} decision.", "You took back {n} decisions.", len(game.takebacks)),
        ]
        st.markdown(" ".join(summary))
        note = keep_practice(game, token, rv)
        if note:
            st.caption(note)
        if not rv.dd_available:
            st.caption(_("Double-dummy analysis is not available here, so no card is measured in tricks."))
        st.caption(_("Your decisions, the costliest first."))
        if any(d.dd_cost for d in rv.decisions):
            st.caption(
                _(
                    "The cost is counted with every card in view, so a card that cost something was not always a mistake with what you knew then; the handbook's grade comes first."
                )
            )
        for i, d in enumerate(rv.costliest()):
            with st.expander(coloured(escape(decision_title(d, _))), expanded=i < 3):
                step = game.steps[d.step] if d.step < len(game.steps) else None
                st.html(decision_html(d, lang, _, hinted=bool(step and step.hinted)))
                st.button(_("Try again from here"), key=f"table-again-{d.step}", on_click=try_again,
                          args=(game, d.step), icon=":material/replay:")  # fmt: skip
    downloads(game)
    if sitsi is not None and not sitsi.is_over:
        sitsi_sheet(sitsi)
        if err := st.session_state.pop("table-error", None):
            st.error(err, icon=":material/error:")
        next_button(sitsi, "table-next")
    st.divider()
    new_button(sitsi, primary=sitsi is None or sitsi.is_over)


def token_error(e: TableError) -> None:
    st.title(":material/playing_cards: " + _("Table"))
    st.error(token_error_text(e, _), icon=":material/error:")
    st.button(
        _("Start a new deal"), key="table-new", on_click=new_deal, type="primary", icon=":material/add:"
    )


token = st.query_params.get("play")
if not token:
    setup_view()
else:
    try:
        game = load(token)
    except TableError as e:
        token_error(e)
    except SkruuviError as e:
        st.error(error_text(e, _), icon=":material/error:")
        st.button(_("Start a new deal"), key="table-new", on_click=new_deal, icon=":material/add:")
    else:
        sitsi = game if isinstance(game, Sitsi) else None
        deal = game.current if isinstance(game, Sitsi) else game
        if deal.is_over:
            over_view(deal, token, sitsi)
        else:
            playing_view(deal, sitsi)
