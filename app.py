"""Skruuvikoulu: the Streamlit entry point (``make run``).

For now a single page that deals a hand of skruuvi with the engine and shows
the four hands around the table.  Lessons, quizzes and trainers will be
pages in ``app_pages/``.

The language is per session: it comes from ``?lang=fi|en`` on the first run,
then from the selector, and lives in ``st.session_state["lang"]``; every
string goes through that session's :class:`~trainer.i18n.Translator`.
"""

from __future__ import annotations

import streamlit as st

from trainer.bids import Form
from trainer.dealing import deal
from trainer.i18n import DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, N_, Translator, normalize_language
from trainer.seats import SEATS, Seat
from trainer.ui.cards_html import table_html

FORM_NAMES = {
    Form.ALKUPELIT: N_("alkupelit (kitty games)"),
    Form.KOTKAT: N_("kotkat (no-kitty games)"),
    Form.BOLSEVIKIT: N_("bolsevikit (one against three)"),
}
MAX_SEED = 2**31 - 1


def init_state() -> None:
    """Defaults for a new session; the language may come from ``?lang=``."""
    ss = st.session_state
    if "lang" not in ss:
        ss["lang"] = normalize_language(st.query_params.get("lang")) or DEFAULT_LANGUAGE
    ss.setdefault("form", Form.ALKUPELIT.value)
    ss.setdefault("dealer", Seat.A.name)
    ss.setdefault("seed", 1)


def new_deal() -> None:
    """Next deal: a new seed, and the deal passes to the left as at the table."""
    ss = st.session_state
    ss["seed"] = (int(ss["seed"]) + 1) % (MAX_SEED + 1)
    ss["dealer"] = Seat[ss["dealer"]].left.name


def language_selector(_: Translator) -> str:
    lang = st.segmented_control(
        ":material/translate: " + _("Language"),
        options=LANGUAGES,
        format_func=LANGUAGE_NAMES.__getitem__,
        key="lang",
        required=True,
    )
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def main() -> None:
    st.set_page_config(page_title="Skruuvikoulu", page_icon=":material/playing_cards:", layout="wide")
    init_state()
    lang = normalize_language(st.session_state.get("lang")) or DEFAULT_LANGUAGE
    _ = Translator(lang)

    with st.sidebar:
        lang = language_selector(_)
    st.query_params["lang"] = lang

    st.title("Skruuvikoulu")
    st.markdown(
        _("An interactive tutorial and rules trainer for skruuvi, the Finnish four-player card game.")
    )

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
            _("Seed"),
            min_value=0,
            max_value=MAX_SEED,
            step=1,
            key="seed",
            help=_("The same seed and dealer always give the same deal."),
        )
    with c_button:
        st.button(_("New deal"), icon=":material/shuffle:", on_click=new_deal)

    form = Form(form_value or Form.ALKUPELIT.value)
    dealer = Seat[dealer_name or Seat.A.name]
    dealt = deal(form, dealer, int(seed or 0))
    st.html(table_html(dealt, _))

    st.caption(_("Rules as in the Helsinki Finnish Club's handbook *Skruuvin käsikirja* (2016)."))


main()
