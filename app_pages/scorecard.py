"""Scorecard: the handbook's score form as a live sheet, saved as you go.

Four players, three sitsit of four alkupelit and four kotkat with rotating
partners, optional bolsevikit; the scores come from trainer.scoresheet.  The
sheet in the database (trainer.storage.sheets) is the truth: every run reads
it, and every change is one transaction that names the sheet version the form
was opened at.  A change somebody else made to the same deal since then is
never overwritten: the page shows both and offers to apply this change on top.
A change the engine rejects is shown next to its field and nothing is saved,
so nothing entered before is lost.  Every change is kept: the history shows
who changed what and when, any version can be shown, and a mistake undone.

Access: a sheet opens with its link, which carries a secret edit token
(``?sheet=ID&edit=TOKEN``) or a read-only token (``?sheet=ID&view=TOKEN``),
or from the list of the sheets this session or this learner created or opened.
Nobody else's sheets are listed.

Player names are user text: they are shown with st.text, in st.dataframe
cells, as selectbox options, escaped with literal_md in st.table cells (the
tables whose games have suit symbols: Markdown colours them), or HTML-escaped
in the phone cards and the print view, never as Markdown or HTML.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from html import escape
from numbers import Integral
from typing import Any

import pandas as pd
import streamlit as st

from trainer.bids import BOLSHEVIK, Bid, Call, Strain, bid
from trainer.errors import ScoreInputError, SkruuviError
from trainer.scoresheet import (
    DEALS_PER_FORM,
    DEALS_PER_SITSI,
    SITSIT,
    BolshevikEntry,
    DealEntry,
    Scoresheet,
    check_player_name,
    slot_form,
)
from trainer.scoring import Doubling, Side
from trainer.seats import SEATS, Pair, Seat
from trainer.storage import StorageError
from trainer.storage.sheets import (
    TOKEN_RE,
    Change,
    SheetStore,
    SheetView,
    StaleSheetError,
    merge_entry,
)
from trainer.texts import error_text as engine_error_text
from trainer.ui.cards_html import text_suits_html
from trainer.ui.learner import current_learner
from trainer.ui.markup import suits_markdown
from trainer.ui.plain import literal_md
from trainer.ui.ratelimit import RateLimit, RateLimited
from trainer.ui.session import FOUR_COLOUR, current_language, is_on, translator
from trainer.ui.storage import sheet_store

_ = translator()
lang = current_language()
FOUR = is_on(FOUR_COLOUR)  # suit symbols in the four-colour deck (the settings)
ss = st.session_state

PAGE = "app_pages/scorecard.py"
OPEN = "scorecard-open"  # the id of the sheet whose widgets are in session state
TOKENS = "scorecard-tokens"  # {sheet id: token} of the sheets this session created or opened by link
VIEW_TOKENS = "scorecard-view-tokens"  # {sheet id: read-only token} this session made (to show the link)
WHO = "scorecard-who"  # the name this session's changes carry in the history
#: New sheets per session: a club evening needs one or two; a runaway script gets no further.
NEW_SHEETS = RateLimit("sheets", limit=5, window=600)
NEW = "new-sheet-"  # keys of the new-sheet form
KINDS = ("contract", "passimisaari")
DOUBLINGS = {"none": Doubling.NONE, "doubled": Doubling.DOUBLED, "redoubled": Doubling.REDOUBLED}
DOUBLING_OF = {v: k for k, v in DOUBLINGS.items()}
MARKS = {Doubling.NONE: "", Doubling.DOUBLED: "X", Doubling.REDOUBLED: "XX"}
ACES = ("♠A", "♥A", "♦A", "♣A")
PAIR_NAMES = {Pair.AC: "A–C", Pair.BD: "B–D"}
BOLSHEVIK_CONTRACTS = {
    str(b): b
    for b in (
        BOLSHEVIK,
        bid(7, Strain.SPADES),
        bid(7, Strain.HEARTS),
        bid(7, Strain.DIAMONDS),
        bid(7, Strain.CLUBS),
        bid(7, Strain.GRAND),
    )
}
THROWN_IN = "thrown-in"
NO_REVOKE = "no-revoke"
# The revoke options besides NO_REVOKE: who revoked in a painted game, and in a passimisääri.
REVOKE_SIDES: dict[str, Side] = {"declarers": "declarers", "defenders": "defenders"}
REVOKE_PAIRS: dict[str, Pair] = {str(p): p for p in Pair}

# Which field an engine error belongs to (anything else is shown under the form's button).
FIELD_OF = {
    "bad_call": "contract",
    "bad_level": "contract",
    "not_a_bid": "contract",
    "missing_contract": "contract",
    "below_min_contract": "contract",
    "unscored_level": "contract",
    "missing_declarer": "declarer",
    "bad_tricks": "tricks",
    "missing_tricks": "tricks",
    "too_many_aces": "aces",
    "bad_ace": "aces",
    "bad_ace_trick": "aces",
    "ace_trick_both_sides": "aces",
    "aces_exceed_tricks": "aces",
    "aces_not_misere": "aces",
    "missing_player": "player",
    "bolshevik_set_complete": "player",
    "bolshevik_must_bid": "player",
    "bolshevik_already_played": "player",
    "player_doubled": "doubled",
    "redouble_without_double": "doubled",
    "double_twice": "doubled",
}


def error_text(e: SkruuviError) -> str:
    """A clear, translated sentence for an input error (safe as Markdown: no user text unescaped)."""
    p = e.params
    code = e.code
    if code == "bad_player_name":
        problem = p.get("problem")
        if problem == "empty":
            return _("Write a name.")
        if problem == "too_long":
            return _("A name can have at most {limit} characters.", limit=p.get("limit", 40))
        if problem == "control_character":
            return _(
                "A name cannot contain control characters ({codepoint}).", codepoint=p.get("codepoint", "?")
            )
        if problem == "duplicate":
            return _("Two players cannot have the same name.")
    if code in ("bad_call", "bad_level", "not_a_bid"):
        return _(
            "Not a contract. Write a level and a suit, G for grand or M for misère, such as 5♦, 6M or 7G."
        )
    if code == "below_min_contract":
        return _(
            "{contract} cannot be the final contract in {form}: the lowest level there is {lowest}.",
            contract=p.get("contract", "?"),
            form=p.get("form", "?"),
            lowest=p.get("lowest", "?"),
        )
    if code == "aces_not_misere":
        return _(
            "Aces count only in a misère: leave them empty for {contract}.", contract=p.get("contract", "?")
        )
    if code == "ace_trick_both_sides":
        return _("Trick {trick} is given to both sides.", trick=p.get("trick", "?"))
    if code == "bolshevik_must_bid":
        return _(
            "Bolshevik deal {deal} cannot be thrown in: a player who has not played their bolshevik must bid now.",
            deal=p.get("deal", "?"),
        )
    if code == "rate_limited":
        return _(
            "Too many new score sheets from this session. Try again in {minutes} min.",
            minutes=p.get("minutes", 1),
        )
    if code in ("busy", "storage", "cannot_open", "database", "not_a_database", "newer_database"):
        return _(
            "The score sheet could not be saved: the database is busy or out of reach. "
            "Nothing was changed; try again in a moment."
        )
    simple = {
        "missing_contract": _("Write the contract, such as 5♦, 6M or 7G."),
        "missing_declarer": _("Choose the declarer."),
        "missing_tricks": _("Write the number of tricks, 0 to 13."),
        "bad_tricks": _("Tricks are a whole number from 0 to 13."),
        "too_many_aces": _("There are only four aces."),
        "bad_ace_trick": _("An ace falls in a trick from 1 to 13."),
        "aces_exceed_tricks": _("The aces fall in more tricks than that side took."),
        "missing_player": _("Choose the bolshevik player, or “thrown in”."),
        "bolshevik_set_complete": _("The bolshevik set of this sitsi is already complete."),
        "bolshevik_already_played": _("That player has already played their bolshevik in this sitsi."),
        "player_doubled": _("The bolshevik player cannot double."),
        "redouble_without_double": _("A redouble needs a double."),
        "unknown_sheet": _("There is no such score sheet, or the link is not valid."),
        "bad_sheet_id": _("There is no such score sheet, or the link is not valid."),
        "read_only": _("This link shows the sheet but cannot change it."),
        "not_undoable": _("Starting the sheet cannot be undone."),
        "bad_version": _("That version of the sheet does not exist."),
        "corrupt_sheet": _("The saved sheet is damaged and cannot be shown."),
        "bad_entry": _("There is no such deal on the sheet."),
    }
    return simple.get(code) or literal_md(engine_error_text(e, _), max_chars=300)


def ace_inputs(key_of: Callable[[str], str], sides: list[str], side_name: Callable[[str], str]) -> None:
    """For each ace, the trick in which it fell and who won that trick (widget keys ``ace<k>-trick``/``-side``)."""
    for k, (col, ace) in enumerate(zip(st.columns(4), ACES, strict=True)):
        with col:
            coloured = suits_markdown(ace, four_colour=FOUR)
            st.number_input(
                _("{ace}: trick", ace=coloured), min_value=1, value=None, step=1, key=key_of(f"ace{k}-trick")
            )
            st.selectbox(
                _("{ace}: won by", ace=coloured),
                options=sides,
                format_func=side_name,
                key=key_of(f"ace{k}-side"),
            )


def show_error(key: str, field: str) -> None:
    """The error stored under ``key``, if it belongs to ``field``."""
    found = ss.get(key)
    if found is not None and found[0] == field:
        st.error(error_text(found[1]), icon=":material/error:")


def sheets() -> SheetStore | None:
    """The score-sheet store, or None after saying on the page why it cannot be opened."""
    try:
        return sheet_store()
    except StorageError as e:
        st.error(error_text(e), icon=":material/error:")
        return None


class Access:
    """How this run opened the sheet: its id and the token of its link, or the learner's list."""

    def __init__(self, sheet_id: str, token: str | None, learner_id: int | None) -> None:
        self.sheet_id = sheet_id
        self.token = token
        self.learner_id = learner_id

    def kwargs(self) -> dict[str, Any]:
        return {"token": self.token, "learner_id": self.learner_id}


def who() -> str:
    """The name this session's changes carry in the history: the learner's, or the one typed on the sheet."""
    typed = str(ss.get(WHO) or "").strip()
    if typed:
        return typed
    learner = current_learner()
    return learner.name if learner is not None else _("Guest")


def run_change(err: str, field: str | None, change: Callable[[], SheetView]) -> SheetView | None:
    """Run one change of the sheet; a refusal is stored under ``err`` for the form to show.

    A stale save is stored as ``("stale", error)``; any other problem against ``field`` or the
    field its code names.  Nothing is saved then, so nothing already saved is lost.
    """
    try:
        return change()
    except StaleSheetError as e:
        ss[err] = ("stale", e)
    except SkruuviError as e:
        ss[err] = (field or FIELD_OF.get(e.code, "form"), e)
    return None


def _forget(*keys: str) -> None:
    """Drop stored errors (when the deal or the kind they were about changes)."""
    for k in keys:
        ss.pop(k, None)


def slot_name(index: int) -> str:
    n = index % DEALS_PER_FORM + 1
    return _("Alkupelit {n}", n=n) if index < DEALS_PER_FORM else _("Kotkat {n}", n=n)


def sitsi_name(sitsi: int) -> str:
    return _("Sitsi {n}", n=sitsi + 1)


def entry_text(e: DealEntry) -> str:
    if e.kind == "contract":
        text = f"{e.contract} {e.declarer} {e.tricks}"
    else:
        text = _("Passimisääri") + f" A–C {e.tricks}"
    return f"{text} {MARKS[e.doubling]}".strip()


def entry_json_text(data: Any) -> str:
    """A stored entry's JSON as the sheet shows it ("5♦ A 11 X"), or "empty"."""
    if data is None:
        return _("empty")
    try:
        if "player_tricks" in data or "player" in data:
            return bolshevik_text(BolshevikEntry.from_json(data))
        return entry_text(DealEntry.from_json(data))
    except SkruuviError:
        return "?"


def bolshevik_text(b: BolshevikEntry) -> str:
    if b.player is None:
        return _("thrown in")
    text = f"{b.contract} {b.player} {b.player_tricks}"
    if b.doubled_by:
        text += " X " + "".join(str(s) for s in b.doubled_by)
    if b.redoubled:
        text += " XX"
    return text


def seat_label(sheet: Scoresheet, sitsi: int, seat: Seat) -> str:
    """``"B · Bertta"``: plain text for selectbox options and table cells."""
    return f"{seat} · {sheet.players[sheet.seating(sitsi)[seat]]}"


def pair_label(sheet: Scoresheet, sitsi: int, pair: Pair) -> str:
    st_ = sheet.seating(sitsi)
    a, b = pair.seats
    return f"{sheet.players[st_[a]]} & {sheet.players[st_[b]]}"


def local_time(change: Change) -> str:
    return change.at.astimezone().strftime("%Y-%m-%d %H:%M:%S")


def switch_sheet(sheet_id: str | None) -> None:
    """Forget the widget values of another sheet (or of none) before this one's widgets are drawn."""
    if ss.get(OPEN) != sheet_id:
        for k in [k for k in ss if isinstance(k, str) and k.startswith("sc-")]:
            del ss[k]
        ss[OPEN] = sheet_id


def open_link(sheet_id: str, token: str | None, role: str = "edit") -> None:
    """Put the sheet's link in the address (the token too, when the session has one)."""
    st.query_params["sheet"] = sheet_id
    for param in ("edit", "view"):
        if param in st.query_params:
            del st.query_params[param]
    if token is not None:
        st.query_params["view" if role == "view" else "edit"] = token


# ---------------------------------------------------------------- a new sheet


def _create_sheet() -> None:
    names = [ss.get(NEW + str(seat), "") for seat in SEATS]
    errors: dict[int, SkruuviError] = {}
    for i, name in enumerate(names):
        try:
            check_player_name(name)
        except ScoreInputError as e:
            errors[i] = e
    sheet = None
    if not errors:
        try:
            sheet = Scoresheet(
                (names[0], names[1], names[2], names[3]), scorekeeper=int(ss.get(NEW + "scorekeeper", 0))
            )
        except ScoreInputError as e:
            errors[int(e.params.get("player", 0))] = e
    store = sheets()
    if sheet is not None and store is not None:
        learner = current_learner()
        try:
            NEW_SHEETS.take(ss)
            new = store.create(sheet, who=who(), learner_id=None if learner is None else learner.id)
        except (RateLimited, StorageError) as e:
            errors[-1] = e
        else:
            ss.setdefault(TOKENS, {})[new.view.sheet_id] = new.edit_token
            ss.setdefault(VIEW_TOKENS, {})[new.view.sheet_id] = new.view_token
            open_link(new.view.sheet_id, new.edit_token)
    ss[NEW + "errors"] = errors


def _open_listed() -> None:
    chosen = ss.get("saved-sheet")
    if not chosen:
        return
    token = (ss.get(TOKENS) or {}).get(chosen)
    role = "view" if token is not None and token == (ss.get(VIEW_TOKENS) or {}).get(chosen) else "edit"
    open_link(chosen, token, role)


def start_view() -> None:
    switch_sheet(None)
    st.title(":material/scoreboard: " + _("Scorecard"))
    st.markdown(
        _(
            "Keep the score of a whole game on the handbook's form: three sitsit of four alkupelit and "
            "four kotkat, with new partners in every sitsi. The engine computes the scores, and every "
            "change is saved at once."
        )
    )
    st.subheader(":material/add: " + _("New score sheet"))
    errors: dict[int, SkruuviError] = ss.get(NEW + "errors") or {}
    with st.form("new-sheet-form"):
        st.caption(
            _(
                "Write the players in their seats for sitsi 1, clockwise: A and C are partners, and so are B and D."
            )
        )
        for i, seat in enumerate(SEATS):
            st.text_input(_("Player {seat}", seat=str(seat)), key=NEW + str(seat))
            if i in errors:
                st.error(error_text(errors[i]), icon=":material/error:")
        st.selectbox(
            _("Scorekeeper"),
            options=[0, 1, 2, 3],
            format_func=lambda i: _("Player {seat}", seat=str(Seat(i))),
            key=NEW + "scorekeeper",
            help=_("The scorekeeper keeps the same seat all game; the player on their left deals first."),
        )
        if -1 in errors:
            st.error(error_text(errors[-1]), icon=":material/error:")
        st.form_submit_button(
            _("Start the sheet"), icon=":material/play_arrow:", on_click=_create_sheet, key=NEW + "start"
        )
    store = sheets()
    if store is None:
        return
    learner = current_learner()
    try:
        listed = {i.sheet_id: i for i in store.infos(ss.get(TOKENS) or {})}
        if learner is not None:
            listed |= {i.sheet_id: i for i in store.sheets_of(learner.id) if i.sheet_id not in listed}
    except StorageError as e:
        st.error(error_text(e), icon=":material/error:")
        return
    st.subheader(":material/folder_open: " + _("Your score sheets"))
    if not listed:
        st.caption(
            _(
                "Sheets you start or open by their link in this session are listed here; with a learner "
                "profile, they stay on your list. Nobody else's sheets are shown: open a shared sheet by its link."
            )
        )
        return
    saved = sorted(listed.values(), key=lambda i: (i.modified, i.sheet_id), reverse=True)
    labels = {
        info.sheet_id: " · ".join(
            (
                ", ".join(info.players),
                info.modified.astimezone().strftime("%Y-%m-%d %H:%M"),
                _("{n}/24 deals", n=info.deals_entered),
                *([_("read only")] if info.role == "view" else []),
            )
        )
        for info in saved
    }
    st.selectbox(_("Sheet"), options=list(labels), format_func=labels.__getitem__, key="saved-sheet")
    st.button(_("Open"), icon=":material/folder_open:", on_click=_open_listed, key="saved-sheet-open")


# ---------------------------------------------------------------- deals


def key(sitsi: int, index: int, name: str) -> str:
    return f"sc-{sitsi}-{index}-{name}"


def slot_defaults(entry: DealEntry | None) -> dict[str, Any]:
    """Widget values of a slot's form: empty, or those of ``entry``."""
    values: dict[str, Any] = {"kind": "contract", "contract": "", "declarer": None}
    for kind in KINDS:
        values[f"tricks-{kind}"] = None
        values[f"doubling-{kind}"] = "none"
        values[f"revoke-{kind}"] = NO_REVOKE
        for k in range(4):
            values[f"ace{k}-trick-{kind}"] = None
            values[f"ace{k}-side-{kind}"] = "declarers" if kind == "contract" else "AC"
    if entry is None:
        return values
    kind = entry.kind
    values["kind"] = kind
    values[f"tricks-{kind}"] = entry.tricks
    values[f"doubling-{kind}"] = DOUBLING_OF[entry.doubling]
    if kind == "contract":
        values["contract"] = str(entry.contract)
        values["declarer"] = str(entry.declarer)
        values["revoke-contract"] = entry.revoke_side or NO_REVOKE
        aces: Sequence[tuple[int, str]] = [(t, "declarers" if won else "defenders") for t, won in entry.aces]
    else:
        values["revoke-passimisaari"] = NO_REVOKE if entry.revoke is None else str(entry.revoke)
        aces = [(t, str(p)) for t, p in entry.pair_aces]
    for k, (trick, side) in enumerate(aces[:4]):
        values[f"ace{k}-trick-{kind}"] = trick
        values[f"ace{k}-side-{kind}"] = side
    return values


def forget_slot(sitsi: int, index: int) -> None:
    prefix = key(sitsi, index, "")
    for k in [k for k in ss if isinstance(k, str) and k.startswith(prefix)]:
        del ss[k]


def build_entry(sitsi: int, index: int) -> DealEntry:
    """The DealEntry of the slot's form; SkruuviError for anything the engine or the form rejects."""
    kind = ss.get(key(sitsi, index, "kind")) or "contract"

    def get(name: str) -> Any:
        return ss.get(key(sitsi, index, f"{name}-{kind}"))

    tricks = get("tricks")
    if tricks is None:
        raise ScoreInputError("write the number of tricks", code="missing_tricks")
    doubling = DOUBLINGS[get("doubling") or "none"]
    aces: list[tuple[int, str]] = []
    for k in range(4):
        trick = get(f"ace{k}-trick")
        if trick is not None:
            aces.append((int(trick), str(get(f"ace{k}-side"))))
    revoke = get("revoke")  # NO_REVOKE, or the option chosen: a side of a game, a pair of a passimisääri
    form = slot_form(index)
    if kind == "passimisaari":
        return DealEntry.passed(
            form,
            int(tricks),
            doubling,
            [(t, Pair[side]) for t, side in aces],
            REVOKE_PAIRS.get(revoke),
        )
    text = str(ss.get(key(sitsi, index, "contract")) or "").strip()
    if not text:
        raise ScoreInputError("write the contract", code="missing_contract")
    call = Call.parse(text)
    if not isinstance(call, Bid):
        raise ScoreInputError(f"{text!r} is not a contract", code="not_a_bid")
    declarer = ss.get(key(sitsi, index, "declarer"))
    if declarer is None:
        raise ScoreInputError("choose the declarer", code="missing_declarer")
    return DealEntry.painted(
        form,
        call,
        Seat[declarer],
        int(tricks),
        doubling,
        [(t, side == "declarers") for t, side in aces],
        REVOKE_SIDES.get(revoke),
    )


def slot_pos(sitsi: int, index: int) -> int:
    return sitsi * DEALS_PER_SITSI + index


def _save_deal(access: Access, sitsi: int, index: int) -> None:
    err = key(sitsi, index, "error")
    ss.pop(err, None)
    base_version, base_entry = ss[key(sitsi, index, "base")]
    try:
        entry = build_entry(sitsi, index)
    except SkruuviError as e:
        ss[err] = (FIELD_OF.get(e.code, "form"), e)
        return
    ss[key(sitsi, index, "mine")] = entry.to_json()
    _store_deal(access, sitsi, index, entry, base_version, was_empty=base_entry is None)


def _store_deal(
    access: Access, sitsi: int, index: int, entry: DealEntry | None, base_version: int, *, was_empty: bool
) -> None:
    """Save (or clear) the slot from the view at ``base_version``; on success the form follows the new entry."""
    store = sheets()
    if store is None:
        return
    err = key(sitsi, index, "error")
    new = run_change(
        err,
        None,
        lambda: store.save_deal(
            access.sheet_id, sitsi, index, entry, base_version=base_version, who=who(), **access.kwargs()
        ),
    )
    if new is None:
        return
    forget_slot(sitsi, index)  # the form starts again from the saved entry and the new version
    ss[f"sc-{sitsi}-flash"] = ("saved" if entry is not None else "cleared", index)
    if was_empty and entry is not None:  # on to the next empty deal of the sitsi
        empty = [i for i in range(DEALS_PER_SITSI) if new.sheet.entry(sitsi, i) is None]
        later = [i for i in empty if i > index] or empty
        if later:
            ss[f"sc-{sitsi}-slot"] = later[0]


def _clear_deal(access: Access, sitsi: int, index: int) -> None:
    ss.pop(key(sitsi, index, "error"), None)
    base_version, _base_entry = ss[key(sitsi, index, "base")]
    ss[key(sitsi, index, "mine")] = None
    _store_deal(access, sitsi, index, None, base_version, was_empty=False)


def _apply_on_top(access: Access, sitsi: int, index: int, theirs_version: int) -> None:
    """Apply this session's change (from its base to its entry) on top of the other person's entry."""
    err = key(sitsi, index, "error")
    stale = ss.get(err)
    ss.pop(err, None)
    if stale is None or stale[0] != "stale":
        return
    e: StaleSheetError = stale[1]
    _base_version, base_entry = ss[key(sitsi, index, "base")]
    mine = ss.get(key(sitsi, index, "mine"))
    merged, _conflicts = merge_entry(base_entry, mine, e.current)
    try:
        entry = None if merged is None else DealEntry.from_json(merged)
    except SkruuviError as problem:
        ss[err] = ("form", problem)
        return
    _store_deal(access, sitsi, index, entry, theirs_version, was_empty=False)


def _keep_theirs(sitsi: int, index: int) -> None:
    forget_slot(sitsi, index)


def field_name(field: str) -> str:
    """A field of a stored entry as the form names it (never the internal key)."""
    names = {
        "entry": _("the whole deal"),
        "contract": _("the contract"),
        "declarer": _("the declarer"),
        "tricks": _("the tricks"),
        "ac_tricks": _("the tricks"),
        "doubling": _("the doubling"),
        "aces": _("the aces"),
        "revoke": _("the revoke"),
        "kind": _("the kind of deal"),
        "form": _("the kind of deal"),
    }
    return names.get(field, _("the deal"))


def conflict_view(access: Access, view: SheetView, sitsi: int, index: int, e: StaleSheetError) -> None:
    """What changed under this form, and the two ways on: apply mine on top, or keep theirs."""
    last = e.changes[-1]
    st.warning(
        _(
            "{who} changed {deal} at {time}, after you opened it. Your change was not saved, "
            "so nothing of theirs was lost.",
            who=literal_md(last.who),
            deal=slot_name(index),
            time=local_time(last),
        ),
        icon=":material/sync_problem:",
    )
    base_entry = ss[key(sitsi, index, "base")][1]
    mine = ss.get(key(sitsi, index, "mine"))
    merged, conflicts = merge_entry(base_entry, mine, e.current)
    rows = {
        _("Now saved"): entry_json_text(e.current),
        _("Your version"): entry_json_text(mine),
        _("Your change on top of theirs"): entry_json_text(merged),
    }
    versions = pd.DataFrame({_("Version"): list(rows), _("Deal"): list(rows.values())})
    both_layouts(f"conflict-{sitsi}-{index}", versions, versions_cards_html(versions), games=[_("Deal")])
    if conflicts:
        st.caption(
            _(
                "You both changed: {fields}. Applying yours on top keeps your values there.",
                fields=", ".join(conflicts),
            )
        )
    c1, c2 = st.columns(2)
    c1.button(
        _("Apply my change on top"),
        icon=":material/merge:",
        type="primary",
        on_click=_apply_on_top,
        args=(access, sitsi, index, view.version),
        key=key(sitsi, index, "apply"),
    )
    c2.button(
        _("Keep theirs"),
        icon=":material/undo:",
        on_click=_keep_theirs,
        args=(sitsi, index),
        key=key(sitsi, index, "keep"),
    )


def score_columns() -> dict[str, str]:
    """The form's "Me" and "Yht" columns for both pairs."""
    ac, bd = PAIR_NAMES[Pair.AC], PAIR_NAMES[Pair.BD]
    return {
        "ac_me": _("{pair} deal", pair=ac),
        "ac_yht": _("{pair} total", pair=ac),
        "bd_me": _("{pair} deal", pair=bd),
        "bd_yht": _("{pair} total", pair=bd),
    }


def game_text(e: DealEntry) -> str:
    """``"5♦ A"``, ``"6M B X"``, ``"Passimisääri XX"``: the game, the declarer and the doubling."""
    text = f"{e.contract} {e.declarer}" if e.kind == "contract" else _("Passimisääri")
    return f"{text} {MARKS[e.doubling]}".strip()


def deal_table(sheet: Scoresheet, sitsi: int) -> pd.DataFrame:
    """The sitsi's eight rows of the form and its total; empty slots have no scores."""
    cols = {
        "deal": _("Deal"),
        "dealer": _("Dealer"),
        "game": _("Game"),
        "tricks": _("Tricks"),
        "aces": _("Aces"),
    }
    cols.update(score_columns())
    data: dict[str, list[Any]] = {c: [] for c in cols}
    for r in (r for r in sheet.rows() if r.sitsi == sitsi):
        e = r.entry
        data["deal"].append(slot_name(r.index))
        data["dealer"].append(seat_label(sheet, sitsi, r.dealer))
        data["game"].append("" if e is None else game_text(e))
        data["tricks"].append(
            "" if e is None else str(e.tricks) if e.kind == "contract" else f"A–C {e.tricks}"
        )
        data["aces"].append(
            "" if e is None else " ".join(f"{t}:{PAIR_NAMES[p]}" for t, p in e.aces_by_pair())
        )
        data["ac_me"].append(None if r.me is None else r.me[Pair.AC])
        data["bd_me"].append(None if r.me is None else r.me[Pair.BD])
        data["ac_yht"].append(None if r.me is None else r.yht[Pair.AC])
        data["bd_yht"].append(None if r.me is None else r.yht[Pair.BD])
    total = sheet.pair_totals(sitsi)
    for c in ("deal", "dealer", "game", "tricks", "aces"):
        data[c].append(_("Total") if c == "deal" else "")
    for c, pair in (("ac_me", Pair.AC), ("ac_yht", Pair.AC), ("bd_me", Pair.BD), ("bd_yht", Pair.BD)):
        data[c].append(total[pair])
    df = pd.DataFrame(data)
    for c in score_columns():
        df[c] = df[c].astype("Int64")
    return df.rename(columns=cols)


# The sheet on a phone: the grids (st.dataframe) need about 900 px, so below Streamlit's own phone
# width (640 px, where columns stack) each deal and each player is a small card instead, drawn from
# the same tables.  CSS picks one of the two by the screen's width; both are on the page.
PHONE_CSS = """
@media (max-width:640px){[class*="st-key-sk-sc-wide"]{display:none!important}}
@media (min-width:641px){[class*="st-key-sk-sc-phone"]{display:none!important}}
.sk-sc-cards{display:flex;flex-direction:column;gap:.4rem;margin:0 0 .5rem}
.sk-sc-card{border:1px solid rgba(49,51,63,.2);border-radius:.5rem;padding:.35rem .6rem;line-height:1.35}
.sk-sc-card.sk-sc-sum{background:rgba(49,51,63,.05)}
.sk-sc-title{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 .75rem;align-items:baseline}
.sk-sc-lbl{color:rgba(49,51,63,.65);font-size:.8em}
.sk-sc-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:.1rem .5rem;margin-top:.2rem}
.sk-sc-grid>div{display:flex;flex-direction:column;justify-content:space-between;min-width:0;overflow-wrap:anywhere}
.sk-sc-part{white-space:nowrap}
.sk-sc-num{font-weight:600;font-variant-numeric:tabular-nums}
.sk-sc-big{font-size:1.15em}
"""


def _phone_value(value: object, sign: bool = False) -> str:
    """A table cell as card text: numbers (with a sign for a deal's points), "–" for nothing."""
    if value is None or value is pd.NA:
        return "–"
    if isinstance(value, Integral):
        return f"{int(value):+d}" if sign else str(int(value))
    return text_suits_html(str(value))


def deal_cards_html(df: pd.DataFrame) -> str:
    """The sitsi's rows (deal_table) as cards: the deal and its dealer, the game, and both pairs' points.

    The columns are deal, dealer, game, tricks, aces, then A–C deal, A–C total, B–D deal, B–D total;
    the last row is the sitsi's total.  Every text is escaped.
    """
    names = [str(c) for c in df.columns]
    cards = []
    rows = list(df.itertuples(index=False))
    for i, row in enumerate(rows):
        total = i == len(rows) - 1
        title = f"<b>{escape(str(row[0]))}</b>"
        if not total:
            title += f'<span><span class="sk-sc-lbl">{escape(names[1])}:</span> {escape(str(row[1]))}</span>'
        facts = [
            f'<span class="sk-sc-lbl">{escape(names[k])}:</span> {_phone_value(row[k])}'
            for k in (2, 3, 4)
            if str(row[k])
        ]
        game = f"<div>{' · '.join(facts)}</div>" if facts else ""
        scores = ""
        if row[5] is not pd.NA and row[5] is not None:
            cells = "".join(
                f'<div><span class="sk-sc-lbl">{escape(names[k])}</span>'
                f'<span class="sk-sc-num{" sk-sc-big" if k in (5, 7) else ""}">'
                f"{_phone_value(row[k], sign=k in (5, 7) and not total)}</span></div>"
                for k in (5, 6, 7, 8)
            )
            scores = f'<div class="sk-sc-grid">{cells}</div>'
        cls = "sk-sc-card sk-sc-sum" if total else "sk-sc-card"
        cards.append(f'<div class="{cls}"><div class="sk-sc-title">{title}</div>{game}{scores}</div>')
    return f'<div class="sk-sc-cards">{"".join(cards)}</div>'


def totals_cards_html(df: pd.DataFrame) -> str:
    """The totals (totals_table) as one card per player: the name and the result, then the parts."""
    names = [str(c) for c in df.columns]
    cards = []
    for row in df.itertuples(index=False):
        title = (
            f'<b>{escape(str(row[0]))}</b><span><span class="sk-sc-lbl">{escape(names[-1])}:</span> '
            f'<span class="sk-sc-num sk-sc-big">{_phone_value(row[-1])}</span></span>'
        )
        parts = " · ".join(
            f'<span class="sk-sc-part"><span class="sk-sc-lbl">{escape(names[k])}:</span> '
            f"{_phone_value(row[k])}</span>"
            for k in range(1, len(names) - 1)
        )
        cards.append(
            f'<div class="sk-sc-card"><div class="sk-sc-title">{title}</div><div>{parts}</div></div>'
        )
    return f'<div class="sk-sc-cards">{"".join(cards)}</div>'


def bolshevik_cards_html(df: pd.DataFrame) -> str:
    """The bolshevik table (bolshevik_table) as cards: each deal with its sitsi, dealer and game, then the
    four players' points; the total and the result (a third) close the list.  Every text is escaped."""
    names = [str(c) for c in df.columns]
    cards = []
    for row in df.itertuples(index=False):
        summary = row[0] is pd.NA or row[0] is None  # the total and the result: no sitsi, no deal
        if summary:
            title = f"<b>{escape(str(row[3]))}</b>"
        else:
            title = (
                f"<b>{escape(names[0])} {_phone_value(row[0])}, {escape(names[1]).lower()} {_phone_value(row[1])}"
                f'</b><span><span class="sk-sc-lbl">{escape(names[2])}:</span> {escape(str(row[2]))}</span>'
            )
        game = (
            ""
            if summary
            else f'<div><span class="sk-sc-lbl">{escape(names[3])}:</span> {_phone_value(row[3])}</div>'
        )
        cells = "".join(
            f'<div><span class="sk-sc-lbl">{escape(names[k])}</span>'
            f'<span class="sk-sc-num{" sk-sc-big" if summary else ""}">{_phone_value(row[k], sign=not summary)}</span></div>'
            for k in range(4, len(names))
        )
        cls = "sk-sc-card sk-sc-sum" if summary else "sk-sc-card"
        cards.append(
            f'<div class="{cls}"><div class="sk-sc-title">{title}</div>{game}<div class="sk-sc-grid">{cells}</div></div>'
        )
    return f'<div class="sk-sc-cards">{"".join(cards)}</div>'


def history_cards_html(df: pd.DataFrame) -> str:
    """The history (history_table) as cards: the version and what was done, when and by whom, and the deal
    before → after.  Every text is escaped (the names are user text)."""
    names = [str(c) for c in df.columns]
    cards = []
    for row in df.itertuples(index=False):
        title = f"<b>{escape(names[0])} {_phone_value(row[0])}: {escape(str(row[3]))}</b>"
        who_line = (
            f'<div><span class="sk-sc-lbl">{escape(str(row[1]))} · {escape(names[2])}:</span> '
            f"{escape(str(row[2]))}</div>"
        )
        change = ""
        if str(row[4]) or str(row[5]):
            change = (
                f'<div><span class="sk-sc-part"><span class="sk-sc-lbl">{escape(names[4])}:</span> '
                f"{_phone_value(row[4] or '–')}</span> → "
                f'<span class="sk-sc-part"><span class="sk-sc-lbl">{escape(names[5])}:</span> '
                f"{_phone_value(row[5] or '–')}</span></div>"
            )
        cards.append(
            f'<div class="sk-sc-card"><div class="sk-sc-title">{title}</div>{who_line}{change}</div>'
        )
    return f'<div class="sk-sc-cards">{"".join(cards)}</div>'


def versions_cards_html(df: pd.DataFrame) -> str:
    """A small two-column table (a label and a deal, as in conflict_view) as one card per row."""
    cards = [
        f'<div class="sk-sc-card"><div class="sk-sc-title"><b>{escape(str(row[0]))}</b>'
        f"<span>{_phone_value(row[1])}</span></div></div>"
        for row in df.itertuples(index=False)
    ]
    return f'<div class="sk-sc-cards">{"".join(cards)}</div>'


def markdown_table(df: pd.DataFrame, games: Sequence[str], names: Sequence[str] = ()) -> pd.DataFrame:
    """``df`` for st.table, whose cells are Markdown: the ``games`` columns (our text: contracts, seats,
    numbers) with their suits in colour, the ``names`` columns and every header shown literally (player
    names are user text), numbers as they are (shown with nothing for a missing one)."""
    out = pd.DataFrame(index=df.index)
    for c in df.columns:
        if pd.api.types.is_numeric_dtype(df[c]):  # numbers stay numbers: right-aligned
            out[literal_md(c)] = df[c]
            continue
        col = df[c].astype(object).where(df[c].notna(), "")
        if c in games:
            col = col.map(lambda v: suits_markdown(str(v), four_colour=FOUR) if v != "" else "")
        elif c in names:
            col = col.map(lambda v: literal_md(v) if v != "" else "")
        out[literal_md(c)] = col
    return out


def both_layouts(
    name: str,
    df: pd.DataFrame,
    phone_html: str,
    *,
    games: Sequence[str] = (),
    names: Sequence[str] = (),
    **kwargs: Any,
) -> None:
    """The table as a grid on wider screens and as cards on a phone (CSS shows one: PHONE_CSS).

    A table with suit symbols in its ``games`` columns is an st.table, whose Markdown cells colour the
    suits (st.dataframe draws its cells on a canvas in one colour); the others stay data grids.
    """
    with st.container(key=f"sk-sc-wide-{name}"):
        if games:
            st.table(markdown_table(df, games, names).style.format(na_rep=""), border="horizontal")
        else:
            st.dataframe(df, hide_index=True, **kwargs)
    with st.container(key=f"sk-sc-phone-{name}"):
        st.html(phone_html)


def slot_form_view(access: Access, view: SheetView, sitsi: int, index: int) -> None:
    """The entry form of one deal: its fields start with the entry saved when the form was opened.

    The form remembers that entry and the sheet version (its base): a save names the base, so a
    change somebody else made meanwhile is never overwritten (see conflict_view).
    """
    sheet = view.sheet
    entry = sheet.entry(sitsi, index)
    base = key(sitsi, index, "base")
    if base not in ss:
        for name, value in slot_defaults(entry).items():
            ss[key(sitsi, index, name)] = value
        ss[base] = (view.version, None if entry is None else entry.to_json())
    err = key(sitsi, index, "error")
    stale = ss.get(err)
    if stale is not None and stale[0] == "stale":
        conflict_view(access, view, sitsi, index, stale[1])
    elif view.entry_versions.get(("deal", slot_pos(sitsi, index)), 0) > ss[base][0]:
        st.info(
            _(
                "Somebody else has changed this deal since you opened it: it is now “{result}”. "
                "Saving from this form will ask before it replaces their version.",
                result=entry_json_text(None if entry is None else entry.to_json()),
            ),
            icon=":material/sync:",
        )
        st.button(
            _("Show the new values"),
            icon=":material/refresh:",
            on_click=_keep_theirs,
            args=(sitsi, index),
            key=key(sitsi, index, "reload"),
        )
    dealer = sheet.dealer(sitsi, index)
    st.text(_("Dealer: {dealer}", dealer=seat_label(sheet, sitsi, dealer)))
    if entry is not None or not view.can_edit:  # our text only (seats, numbers): safe as Markdown
        saved = suits_markdown(entry_json_text(None if entry is None else entry.to_json()), four_colour=FOUR)
        with st.container(key=key(sitsi, index, "saved")):
            st.markdown(_("Saved: {result}", result=saved))
    if not view.can_edit:
        return
    kind = st.segmented_control(
        _("Kind of deal"),
        options=list(KINDS),
        format_func=lambda k: _("Bid contract") if k == "contract" else _("Passimisääri"),
        key=key(sitsi, index, "kind"),
        required=True,
        on_change=_forget,
        args=(err,),
    )
    kind = kind or "contract"
    with st.form(f"sc-form-{sitsi}-{index}"):
        if kind == "contract":
            c1, c2, c3 = st.columns(3)
            with c1:
                st.text_input(
                    _("Contract"), key=key(sitsi, index, "contract"), placeholder=_("e.g. 5♦, 6M or 7G")
                )
                show_error(err, "contract")
            with c2:
                st.selectbox(
                    _("Declarer"),
                    options=[str(s) for s in SEATS],
                    format_func=lambda s: seat_label(sheet, sitsi, Seat[s]),
                    index=None,
                    key=key(sitsi, index, "declarer"),
                    placeholder=_("Choose a seat"),
                )
                show_error(err, "declarer")
            with c3:
                st.number_input(
                    _("Tricks taken by the declaring pair"),
                    min_value=0,
                    value=None,
                    step=1,
                    key=key(sitsi, index, "tricks-contract"),
                )
                show_error(err, "tricks")
            sides = ["declarers", "defenders"]
            side_names = {"declarers": _("Main pair"), "defenders": _("Defenders")}
            revokes = [NO_REVOKE, *REVOKE_SIDES]
            revoke_names = {
                NO_REVOKE: _("No revoke"),
                "declarers": _("The main pair revoked"),
                "defenders": _("The defenders revoked"),
            }
            aces_help = _("Misère only: the trick in which each ace fell, and the side that won that trick.")
        else:
            st.number_input(
                _("Tricks taken by A–C"),
                min_value=0,
                value=None,
                step=1,
                key=key(sitsi, index, "tricks-passimisaari"),
                help=_("B–D took the rest of the 13 tricks."),
            )
            show_error(err, "tricks")
            sides = ["AC", "BD"]
            side_names = {"AC": "A–C", "BD": "B–D"}
            revokes = [NO_REVOKE, *REVOKE_PAIRS]
            revoke_names = {
                NO_REVOKE: _("No revoke"),
                "AC": _("{pair} revoked", pair="A–C"),
                "BD": _("{pair} revoked", pair="B–D"),
            }
            aces_help = _("The trick in which each ace fell, and the pair that won that trick.")
        doubling_names = {"none": _("Not doubled"), "doubled": _("Doubled"), "redoubled": _("Redoubled")}
        st.radio(
            _("Doubling"),
            options=list(DOUBLINGS),
            format_func=doubling_names.__getitem__,
            key=key(sitsi, index, f"doubling-{kind}"),
            horizontal=True,
        )
        st.caption(aces_help)
        ace_inputs(lambda name: key(sitsi, index, f"{name}-{kind}"), sides, side_names.__getitem__)
        show_error(err, "aces")
        st.selectbox(
            _("Revoke (two penalty tricks)"),
            options=revokes,
            format_func=revoke_names.__getitem__,
            key=key(sitsi, index, f"revoke-{kind}"),
        )
        show_error(err, "form")
        st.form_submit_button(
            _("Save the deal"),
            icon=":material/save:",
            type="primary",
            on_click=_save_deal,
            args=(access, sitsi, index),
            key=key(sitsi, index, "save"),
        )
    st.button(
        _("Clear this deal"),
        icon=":material/delete:",
        disabled=entry is None,
        on_click=_clear_deal,
        args=(access, sitsi, index),
        key=key(sitsi, index, "clear"),
    )


def sitsi_view(access: Access, view: SheetView, sitsi: int) -> None:
    sheet = view.sheet
    seating = sheet.seating(sitsi)
    st.dataframe(
        pd.DataFrame(
            {
                _("Seat"): [str(s) for s in SEATS],
                _("Player"): [sheet.players[seating[s]] for s in SEATS],
                _("Partner"): [sheet.players[seating[s.partner]] for s in SEATS],
            }
        ),
        hide_index=True,
    )
    st.caption(
        _("For each pair: the deal's points (the form's “Me”) and the running total of the sitsi (“Yht”).")
    )
    deals = deal_table(sheet, sitsi)
    both_layouts(f"deals-{sitsi}", deals, deal_cards_html(deals), games=[_("Game")], names=[_("Dealer")])
    st.subheader(_("Enter or correct a deal") if view.can_edit else _("Deals"))
    flash = ss.pop(f"sc-{sitsi}-flash", None)
    if flash is not None:
        what, index = flash
        score = sheet.deal_score(sitsi, index)
        if what == "saved" and score is not None:
            st.success(
                _(
                    "Saved {deal}: A–C {ac}, B–D {bd}.",
                    deal=slot_name(index),
                    ac=f"{score[Pair.AC]:+d}",
                    bd=f"{score[Pair.BD]:+d}",
                ),
                icon=":material/check_circle:",
            )
        elif what == "cleared":
            st.success(_("Cleared {deal}.", deal=slot_name(index)), icon=":material/check_circle:")
    empty = [i for i in range(DEALS_PER_SITSI) if sheet.entry(sitsi, i) is None]
    ss.setdefault(f"sc-{sitsi}-slot", empty[0] if empty else 0)

    def option(i: int) -> str:
        # A select box draws its options as plain text, so the saved game (with its suit) is not in
        # them: the chosen deal's game is shown in colour right under the box (slot_form_view).
        return slot_name(i) if sheet.entry(sitsi, i) is None else _("{deal} (saved)", deal=slot_name(i))

    index = st.selectbox(
        _("Deal"),
        options=list(range(DEALS_PER_SITSI)),
        format_func=option,
        key=f"sc-{sitsi}-slot",
        on_change=_forget,
        args=tuple(key(sitsi, i, "error") for i in range(DEALS_PER_SITSI)),
    )
    slot_form_view(access, view, sitsi, int(index or 0))


# ---------------------------------------------------------------- bolsevikit


def bolshevik_key(name: str) -> str:
    return f"sc-bol-{name}"


def bolshevik_entry(sitsi: int) -> BolshevikEntry:
    """The bolshevik game the form describes; ``ScoreInputError`` names a missing field."""
    player = ss.get(bolshevik_key("player"))
    if player is None:
        raise ScoreInputError("choose the bolshevik player", code="missing_player")
    if player == THROWN_IN:
        return BolshevikEntry.thrown_in(sitsi)
    tricks = ss.get(bolshevik_key("tricks"))
    if tricks is None:
        raise ScoreInputError("write the number of tricks", code="missing_tricks")
    aces = []
    for k in range(4):
        trick = ss.get(bolshevik_key(f"ace{k}-trick"))
        if trick is not None:
            aces.append((int(trick), ss.get(bolshevik_key(f"ace{k}-side")) == "player"))
    return BolshevikEntry(
        sitsi=sitsi,
        player=Seat[player],
        contract=BOLSHEVIK_CONTRACTS[ss.get(bolshevik_key("contract")) or str(BOLSHEVIK)],
        player_tricks=int(tricks),
        doubled_by=tuple(Seat[s] for s in ss.get(bolshevik_key("doubled")) or ()),
        redoubled=bool(ss.get(bolshevik_key("redoubled"))),
        aces=tuple(aces),
    )


def _bolshevik_changed(
    access: Access, change: Callable[[SheetStore, int], SheetView], flash: str, field: str | None
) -> bool:
    err = bolshevik_key("error")
    ss.pop(err, None)
    store = sheets()
    if store is None:
        return False
    base = int(ss[bolshevik_key("base")])
    new = run_change(err, field, lambda: change(store, base))
    if new is None:
        stale = ss.get(err)
        if stale is not None and stale[0] == "stale":
            # Show what changed; the next press applies this change on top of it.
            ss[bolshevik_key("base")] = store.open(access.sheet_id, **access.kwargs()).version
        return False
    ss[bolshevik_key("base")] = new.version
    ss[bolshevik_key("flash")] = flash
    return True


def _add_bolshevik(access: Access) -> None:
    sitsi = int(ss.get(bolshevik_key("sitsi")) or 0)
    try:
        entry = bolshevik_entry(sitsi)
    except SkruuviError as e:
        ss[bolshevik_key("error")] = (FIELD_OF.get(e.code, "form"), e)
        return
    done = _bolshevik_changed(
        access,
        lambda store, base: store.add_bolshevik(
            access.sheet_id, entry, base_version=base, who=who(), **access.kwargs()
        ),
        "added",
        None,
    )
    if not done:
        return
    for name in ("player", "contract", "tricks", "doubled", "redoubled"):
        ss.pop(bolshevik_key(name), None)
    for k in range(4):
        ss.pop(bolshevik_key(f"ace{k}-trick"), None)
        ss.pop(bolshevik_key(f"ace{k}-side"), None)


def _remove_bolshevik(access: Access) -> None:
    position = ss.get(bolshevik_key("which"))
    if position is None:
        return
    done = _bolshevik_changed(
        access,
        lambda store, base: store.remove_bolshevik(
            access.sheet_id, int(position), base_version=base, who=who(), **access.kwargs()
        ),
        "removed",
        "remove",
    )
    if done:
        ss.pop(bolshevik_key("which"), None)


def bolshevik_table(sheet: Scoresheet) -> pd.DataFrame:
    data: dict[str, list[Any]] = {_("Sitsi"): [], _("Deal"): [], _("Dealer"): [], _("Game"): []}
    players = [f"{p + 1}. {name}" for p, name in enumerate(sheet.players)]
    for name in players:
        data[name] = []
    count = [0] * SITSIT
    for i, b in enumerate(sheet.bolsheviks):
        number = count[b.sitsi]
        count[b.sitsi] += 1
        data[_("Sitsi")].append(b.sitsi + 1)
        data[_("Deal")].append(number + 1)
        data[_("Dealer")].append(seat_label(sheet, b.sitsi, sheet.bolshevik_dealer(b.sitsi, number)))
        data[_("Game")].append(bolshevik_text(b))
        for name, pts in zip(players, sheet.bolshevik_player_scores(i), strict=True):
            data[name].append(pts)
    totals = sheet.bolshevik_totals()
    finals = sheet.bolshevik_finals()
    for label, values in ((_("Total"), totals), (_("Bolshevik result (a third)"), finals)):
        data[_("Sitsi")].append(None)
        data[_("Deal")].append(None)
        data[_("Dealer")].append("")
        data[_("Game")].append(label)
        for name, v in zip(players, values, strict=True):
            data[name].append(v)
    df = pd.DataFrame(data)
    df[_("Sitsi")] = df[_("Sitsi")].astype("Int64")
    df[_("Deal")] = df[_("Deal")].astype("Int64")
    return df


def bolshevik_stale(e: StaleSheetError) -> None:
    last = e.changes[-1]
    st.warning(
        _(
            "{who} changed the bolshevik deals at {time}, after you opened the sheet; yours was not saved. "
            "Check the table: press the button again to save yours on top.",
            who=literal_md(last.who),
            time=local_time(last),
        ),
        icon=":material/sync_problem:",
    )


def bolshevik_view(access: Access, view: SheetView) -> None:
    sheet = view.sheet
    ss.setdefault(bolshevik_key("base"), view.version)
    with st.expander(_("Bolsevikit (optional)"), icon=":material/person:", expanded=bool(sheet.bolsheviks)):
        st.caption(
            _(
                "Bolshevik deals are kept apart from the 24 deals. At the end, each player's bolshevik "
                "total is divided by three, rounded, and added to their result."
            )
        )
        flash = ss.pop(bolshevik_key("flash"), None)
        if flash == "added":
            st.success(_("Bolshevik deal added."), icon=":material/check_circle:")
        elif flash == "removed":
            st.success(_("Bolshevik deal removed."), icon=":material/check_circle:")
        err = bolshevik_key("error")
        stale = ss.get(err)
        if stale is not None and stale[0] == "stale":
            bolshevik_stale(stale[1])
        if sheet.bolsheviks:
            bolsheviks = bolshevik_table(sheet)
            both_layouts(
                "bolsevikit",
                bolsheviks,
                bolshevik_cards_html(bolsheviks),
                games=[_("Game")],
                names=[_("Dealer")],
            )
            for sitsi in sorted({b.sitsi for b in sheet.bolsheviks}):
                status = sheet.bolshevik_status(sitsi)
                if status.complete:
                    st.text(_("{sitsi}: the bolshevik set is complete.", sitsi=sitsi_name(sitsi)))
                    continue
                names = ", ".join(sheet.players[p] for p in sorted(status.may_bid))
                st.text(
                    _(
                        "{sitsi}: {used} of 8 deals played; still to play their bolshevik: {names}.",
                        sitsi=sitsi_name(sitsi),
                        used=status.deals_used,
                        names=names,
                    )
                )
                if status.forced is not None:
                    st.text(
                        _(
                            "If the others pass in the next deal, {name} must bid.",
                            name=sheet.players[status.forced],
                        )
                    )
            if not view.can_edit:
                return
            positions = list(range(len(sheet.bolsheviks)))
            st.radio(
                _("Bolshevik deal to remove"),
                options=positions,
                format_func=lambda i: suits_markdown(
                    f"{i + 1}\\. {sitsi_name(sheet.bolsheviks[i].sitsi)}: "
                    + bolshevik_text(sheet.bolsheviks[i]),
                    four_colour=FOUR,
                ),
                index=len(positions) - 1,
                key=bolshevik_key("which"),
            )
            st.button(
                _("Remove"),
                icon=":material/delete:",
                on_click=_remove_bolshevik,
                args=(access,),
                key=bolshevik_key("remove"),
            )
            show_error(err, "remove")
        if not view.can_edit:
            return
        last = sheet.bolsheviks[-1].sitsi if sheet.bolsheviks else 0
        ss.setdefault(bolshevik_key("sitsi"), last)
        chosen = st.segmented_control(
            _("Sitsi of the bolshevik set"),
            options=list(range(SITSIT)),
            format_func=sitsi_name,
            key=bolshevik_key("sitsi"),
            required=True,
            on_change=_forget,
            args=(err,),
        )
        sitsi = int(chosen or 0)
        with st.form("sc-bol-form"):
            # Two columns a row: the six contracts need about 300 px in a row (a third was too narrow).
            c1, c2 = st.columns(2)
            with c1:
                st.selectbox(
                    _("Bolshevik player"),
                    options=[*(str(s) for s in SEATS), THROWN_IN],
                    format_func=lambda s: (
                        _("Thrown in (nobody bid)") if s == THROWN_IN else seat_label(sheet, sitsi, Seat[s])
                    ),
                    index=None,
                    placeholder=_("Choose a seat"),
                    key=bolshevik_key("player"),
                )
                show_error(err, "player")
            with c2:
                ss.setdefault(bolshevik_key("contract"), str(BOLSHEVIK))
                st.segmented_control(
                    _("Contract"),
                    options=list(BOLSHEVIK_CONTRACTS),
                    format_func=lambda c: suits_markdown(c, four_colour=FOUR),
                    key=bolshevik_key("contract"),
                    required=True,
                    width="stretch",  # the six share the row (at their own width they reached past a phone)
                    help=_(
                        "7M is the bolshevik (a misère at the seven level); a trump or grand contract at the "
                        "seven level is a dictator."
                    ),
                )
            c1, c2 = st.columns(2)
            with c1:
                st.number_input(
                    _("Tricks taken by the player"),
                    min_value=0,
                    value=None,
                    step=1,
                    key=bolshevik_key("tricks"),
                )
                show_error(err, "tricks")
            with c2:
                st.multiselect(
                    _("Doubled by"),
                    options=[str(s) for s in SEATS],
                    format_func=lambda s: seat_label(sheet, sitsi, Seat[s]),
                    key=bolshevik_key("doubled"),
                    placeholder=_("Choose seats"),
                )
            st.checkbox(_("The player redoubled"), key=bolshevik_key("redoubled"))
            show_error(err, "doubled")
            st.caption(_("Bolshevik only: the trick in which each ace fell, and who won that trick."))
            ace_inputs(bolshevik_key, ["defenders", "player"],
                       lambda s: _("The player") if s == "player" else _("Defenders"))  # fmt: skip
            show_error(err, "aces")
            show_error(err, "form")
            st.form_submit_button(
                _("Add the bolshevik deal"),
                icon=":material/add:",
                on_click=_add_bolshevik,
                args=(access,),
                key=bolshevik_key("add"),
            )


# ---------------------------------------------------------------- totals, export, print


def totals_table(sheet: Scoresheet) -> pd.DataFrame:
    lines = sheet.standings()
    return pd.DataFrame(
        {
            _("Player"): [line.name for line in lines],
            sitsi_name(0): [line.sitsit[0] for line in lines],
            sitsi_name(1): [line.sitsit[1] for line in lines],
            _("Sitsit 1+2"): [line.after_two for line in lines],
            sitsi_name(2): [line.sitsit[2] for line in lines],
            _("Bolshevik result"): [line.bolshevik_final for line in lines],
            _("Result"): [line.result for line in lines],
        }
    )


def _cell(value: object, header: bool = False) -> str:
    if header:
        return f"<th>{escape(str(value))}</th>"
    if value is None or value is pd.NA:
        return "<td></td>"
    if isinstance(value, Integral):  # also numpy's integers
        return f'<td class="num">{int(value)}</td>'
    return f"<td>{text_suits_html(str(value))}</td>"  # escaped, the suits in their colours


PRINT_CSS = """
.sk-print table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.9rem}
.sk-print td,.sk-print th{border:1px solid #999;padding:.2rem .45rem;text-align:left}
.sk-print td.num{text-align:right}
.sk-print tr.sk-sitsi th{background:#eee}
@media print{[data-testid="stSidebar"],[data-testid="stHeader"],[data-testid="stToolbar"]{display:none}}
"""


def print_html(sheet: Scoresheet) -> str:
    """The whole sheet as plain HTML tables; every text is escaped."""
    df = totals_table(sheet)
    head = "".join(_cell(c, header=True) for c in df.columns)
    body = "".join("<tr>" + "".join(_cell(v) for v in row) + "</tr>" for row in df.itertuples(index=False))
    top = f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    columns = list(deal_table(sheet, 0).columns)
    parts = ["<table><thead><tr>" + "".join(_cell(c, header=True) for c in columns) + "</tr></thead>"]
    for sitsi in range(SITSIT):
        title = " · ".join(
            (
                sitsi_name(sitsi),
                "A–C: " + pair_label(sheet, sitsi, Pair.AC),
                "B–D: " + pair_label(sheet, sitsi, Pair.BD),
            )
        )
        parts.append(f'<tbody><tr class="sk-sitsi"><th colspan="{len(columns)}">{escape(title)}</th></tr>')
        for row in deal_table(sheet, sitsi).itertuples(index=False):
            parts.append("<tr>" + "".join(_cell(v) for v in row) + "</tr>")
        parts.append("</tbody>")
    parts.append("</table>")
    deals = "".join(parts)
    bol = ""
    if sheet.bolsheviks:
        bdf = bolshevik_table(sheet)
        bhead = "".join(_cell(c, header=True) for c in bdf.columns)
        bbody = "".join(
            "<tr>" + "".join(_cell(v) for v in row) + "</tr>" for row in bdf.itertuples(index=False)
        )
        heading = escape(_("Bolsevikit"))
        bol = f"<h3>{heading}</h3><table><thead><tr>{bhead}</tr></thead><tbody>{bbody}</tbody></table>"
    return f'<style>{PRINT_CSS}</style><div class="sk-print">{top}{deals}{bol}</div>'


def export_view(view: SheetView) -> None:
    st.subheader(":material/download: " + _("Export"))
    sheet = view.sheet
    stem = f"skruuvi-{view.modified.astimezone().strftime('%Y-%m-%d')}-{view.sheet_id[:8]}"
    c1, c2 = st.columns(2)
    c1.download_button(
        _("Download CSV"),
        data=("\ufeff" + sheet.to_csv()).encode("utf-8"),  # the BOM lets spreadsheets see UTF-8
        file_name=stem + ".csv",
        mime="text/csv",
        icon=":material/table_view:",
        key="sc-csv",
    )
    c2.download_button(
        _("Download JSON"),
        data=json.dumps(sheet.to_json(), ensure_ascii=False, indent=1).encode("utf-8"),
        file_name=stem + ".json",
        mime="application/json",
        icon=":material/data_object:",
        key="sc-json",
    )


def link_to(sheet_id: str, param: str, token: str) -> str:
    """The full address of the sheet with this token (relative if the server's address is unknown)."""
    query = f"?sheet={sheet_id}&{param}={token}"
    base = str(getattr(st.context, "url", "") or "").split("?")[0]
    return base + query if base.startswith(("http://", "https://")) else "/scorecard" + query


def _new_view_link(access: Access) -> None:
    store = sheets()
    if store is None:
        return
    try:
        ss.setdefault(VIEW_TOKENS, {})[access.sheet_id] = store.new_view_token(
            access.sheet_id, **access.kwargs()
        )
    except SkruuviError as e:
        ss["sc-share-error"] = e


def share_view(access: Access, view: SheetView) -> None:
    """The sheet's links: the edit link (this page's own address) and a read-only link for spectators."""
    with st.expander(_("Share this sheet"), icon=":material/share:"):
        if not view.can_edit:
            st.caption(_("You have the read-only link: you can follow the score but not change it."))
            return
        st.caption(
            _(
                "Anyone with the edit link can change the sheet: give it only to the people keeping the "
                "score. Spectators get the read-only link."
            )
        )
        if access.token is not None:
            st.text(_("Edit link"))
            st.code(link_to(view.sheet_id, "edit", access.token), language=None, wrap_lines=True)
        view_token = (ss.get(VIEW_TOKENS) or {}).get(view.sheet_id)
        if view_token is not None:
            st.text(_("Read-only link"))
            st.code(link_to(view.sheet_id, "view", view_token), language=None, wrap_lines=True)
        problem = ss.pop("sc-share-error", None)
        if problem is not None:
            st.error(error_text(problem), icon=":material/error:")
        st.button(
            _("Make a new read-only link") if view_token else _("Make a read-only link"),
            icon=":material/visibility:",
            on_click=_new_view_link,
            args=(access,),
            key="sc-new-view-link",
            help=_("A new read-only link replaces the old one, which stops working."),
        )


def change_text(c: Change) -> str:
    """What a change did, for the history table."""
    if c.action == "create":
        return _("Started the sheet")
    if c.action == "import":
        return _("Imported from a saved file")
    what = {
        "set": _("Saved"),
        "clear": _("Cleared"),
        "add": _("Added"),
        "remove": _("Removed"),
        "undo": _("Undid a change"),
    }.get(c.action, c.action)
    if c.kind == "deal" and c.pos is not None:
        place = f"{sitsi_name(c.pos // DEALS_PER_SITSI)}, {slot_name(c.pos % DEALS_PER_SITSI)}"
    else:
        place = _("bolshevik deal")
    return f"{what}: {place}"


def _undo(access: Access) -> None:
    version = ss.get("sc-undo-which")
    store = sheets()
    if version is None or store is None:
        return
    ss.pop("sc-undo-error", None)
    try:
        store.undo(access.sheet_id, int(version), who=who(), **access.kwargs())
    except SkruuviError as e:
        ss["sc-undo-error"] = e
        return
    for k in [k for k in ss if isinstance(k, str) and k.startswith("sc-") and k.endswith("-base")]:
        del ss[k]  # every open form starts again from the sheet as it is now
    ss.pop(bolshevik_key("base"), None)
    ss["sc-undo-flash"] = int(version)


def history_view(access: Access, view: SheetView) -> None:
    """Every change (who, when, before → after), the sheet as it was at any version, and undo."""
    with st.expander(_("History of changes"), icon=":material/history:"):
        store = sheets()
        if store is None:
            return
        try:
            changes = store.history(view.sheet_id, **access.kwargs())
        except SkruuviError as e:
            st.error(error_text(e), icon=":material/error:")
            return
        flash = ss.pop("sc-undo-flash", None)
        if flash is not None:
            st.success(_("Change {version} was undone.", version=flash), icon=":material/check_circle:")
        newest = list(reversed(changes))
        history = pd.DataFrame(
            {
                _("Version"): [c.version for c in newest],
                _("When"): [local_time(c) for c in newest],
                _("Who"): [c.who for c in newest],
                _("What"): [change_text(c) for c in newest],
                _("Before"): ["" if c.kind is None else entry_json_text(c.before) for c in newest],
                _("After"): ["" if c.kind is None else entry_json_text(c.after) for c in newest],
            }
        )
        both_layouts(
            "history",
            history,
            history_cards_html(history),
            games=[_("Before"), _("After")],
            names=[_("Who")],
        )
        versions = [c.version for c in newest]
        shown = st.selectbox(
            _("Show the totals as they were after version"),
            options=versions,
            key="sc-as-of",
        )
        if shown is not None and shown != view.version:
            try:
                then = totals_table(store.as_of(view.sheet_id, int(shown), **access.kwargs()))
                both_layouts("as-of", then, totals_cards_html(then))
            except SkruuviError as e:
                st.error(error_text(e), icon=":material/error:")
        undoable = [c.version for c in newest if c.kind is not None and c.action != "import"]
        if not view.can_edit or not undoable:
            return
        by_version = {c.version: c for c in changes}
        c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
        c1.selectbox(
            _("Change to undo"),
            options=undoable,
            format_func=lambda v: f"{v}. {change_text(by_version[v])} ({by_version[v].who})",
            key="sc-undo-which",
        )
        c2.button(_("Undo"), icon=":material/undo:", on_click=_undo, args=(access,), key="sc-undo")
        problem = ss.pop("sc-undo-error", None)
        if isinstance(problem, StaleSheetError):
            st.error(
                _("That deal was changed again after that change: undo the later change first."),
                icon=":material/error:",
            )
        elif problem is not None:
            st.error(error_text(problem), icon=":material/error:")


def sheet_view(access: Access, view: SheetView) -> None:
    sheet = view.sheet
    switch_sheet(view.sheet_id)
    st.page_link(PAGE, label=_("All score sheets"), icon=":material/list:", query_params={"lang": lang})
    st.title(":material/scoreboard: " + _("Scorecard"))
    st.text(" · ".join(sheet.players))
    st.text(_("Scorekeeper: {name}", name=sheet.players[sheet.scorekeeper]))
    if view.can_edit:
        st.caption(_("Saved automatically after every change."))
        if current_learner() is None:
            st.text_input(
                _("Your name in the history"),
                key=WHO,
                max_chars=40,
                placeholder=_("Guest"),
                help=_("Every change is kept with the name of the person who made it."),
            )
    else:
        st.info(_("Read only: this link shows the sheet as it is saved now."), icon=":material/visibility:")
        st.button(_("Refresh"), icon=":material/refresh:", key="sc-refresh")
    if st.toggle(_("Print view"), key="sc-print", help=_("The whole sheet as plain tables, for printing.")):
        st.caption(_("Use your browser's print command to print this page."))
        st.html(print_html(sheet))
        return
    if sheet.is_complete():
        st.success(_("All 24 deals are entered."), icon=":material/flag:")
    st.subheader(":material/leaderboard: " + _("Totals"))
    st.html(f"<style>{PHONE_CSS}</style>")
    totals = totals_table(sheet)
    both_layouts("totals", totals, totals_cards_html(totals))
    tabs = st.tabs([sitsi_name(s) for s in range(SITSIT)])
    for sitsi, tab in enumerate(tabs):
        with tab:
            sitsi_view(access, view, sitsi)
    bolshevik_view(access, view)
    history_view(access, view)
    share_view(access, view)
    export_view(view)


def remember(access: Access, view: SheetView) -> None:
    """Keep the sheet's token on this session's list."""
    if access.token is None:
        return
    ss.setdefault(TOKENS, {})[view.sheet_id] = access.token
    if view.role == "view":
        ss.setdefault(VIEW_TOKENS, {})[view.sheet_id] = access.token


def token_from_address() -> str | None:
    for param in ("edit", "view"):
        value = st.query_params.get(param)
        if value:
            return value if TOKEN_RE.fullmatch(value) else ""
    return None


wanted = st.query_params.get("sheet")
if wanted is None:
    start_view()
else:
    store_ = sheets()
    learner_ = current_learner()
    token_ = token_from_address()
    if token_ is None:  # no token in the link: this session's own, if it has one
        token_ = (ss.get(TOKENS) or {}).get(wanted)
    access_ = Access(wanted, token_ or None, None if learner_ is None else learner_.id)
    opened: SheetView | None = None
    problem_: SkruuviError | None = None
    if store_ is not None:
        try:
            opened = store_.open(wanted, **access_.kwargs())
        except SkruuviError as e:
            problem_ = e
    if opened is not None:
        remember(access_, opened)
        sheet_view(access_, opened)
    elif store_ is not None:
        st.title(":material/scoreboard: " + _("Scorecard"))
        if problem_ is not None and problem_.code in ("unknown_sheet", "bad_sheet_id"):
            st.info(
                _(
                    "There is no score sheet “{name}” that this link opens. Check that you have the whole "
                    "link, with its key after “edit=” or “view=”.",
                    name=literal_md(wanted, max_chars=40),
                ),
                icon=":material/info:",
            )
        elif problem_ is not None:
            st.error(error_text(problem_), icon=":material/error:")
        st.page_link(PAGE, label=_("All score sheets"), icon=":material/list:", query_params={"lang": lang})
