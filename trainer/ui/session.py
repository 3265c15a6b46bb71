"""Per-session state, language and display settings for the app (with learner.py, the trainer modules that know Streamlit).

Every session has its own language in ``st.session_state["lang"]``: from
``?lang=fi|en`` on the first run, then from the selector in the sidebar (or
on the Settings page); the translator is picked per call, never installed
globally.

The display settings work the same way, one session at a time: larger text
(``?text=large``, off with ``?text=normal``) and the four-colour suits
(``?suits=4``, off with ``?suits=2``).  A link sets them, a toggle on the
Settings page changes them, and :func:`apply_settings` (run by ``app.py`` on
every page) keeps a setting that is on in the address and puts its CSS on the
page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

import streamlit as st

from trainer.i18n import DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, Translator, normalize_language
from trainer.ui.cards_html import suit_colour_css

LANG = "lang"

LabelVisibility = Literal["visible", "hidden", "collapsed"]

#: How much larger the larger text is (the root font size, so every rem-sized text, card and gap follows).
TEXT_SCALE: Final = 1.25
LARGE_TEXT_CSS: Final = (
    f"html{{font-size:{TEXT_SCALE:.0%} !important}}"
    # A lesson's table of card packets no longer fits a phone: let it scroll sideways instead of being cut.
    ".sk-prose table{display:block;max-width:100%;overflow-x:auto}"
)


@dataclass(frozen=True)
class Setting:
    """A display setting: on or off, kept in ``st.session_state[key]`` and in ``?param=``."""

    key: str
    param: str
    on: str  # the query value that turns it on
    off: str  # the query value that turns it off

    def parse(self, value: str | None) -> bool | None:
        """The setting a query value asks for, or ``None`` when it asks for nothing we know."""
        text = (value or "").strip().lower()
        return True if text == self.on else False if text == self.off else None

    @property
    def from_widget(self) -> str:
        return f"_{self.key}_from_widget"


LARGE_TEXT: Final = Setting("large_text", "text", on="large", off="normal")
FOUR_COLOUR: Final = Setting("four_colour", "suits", on="4", off="2")
SETTINGS: Final = (LARGE_TEXT, FOUR_COLOUR)


def _from_link(key: str, wanted: object, flag: str) -> None:
    """``wanted`` (from the address) sets ``key`` at first and wins later, unless a widget just changed it."""
    ss = st.session_state
    if key not in ss:
        ss[key] = wanted
    elif wanted is not None and wanted != ss[key] and not ss.get(flag):
        ss[key] = wanted  # a link wins over the remembered choice
    ss[flag] = False


def init_session() -> Translator:
    """Set the session's defaults (language and settings from the address at first) and return its translator."""
    ss = st.session_state
    _from_link(LANG, normalize_language(st.query_params.get(LANG)), "_lang_from_widget")
    if ss[LANG] is None:
        ss[LANG] = DEFAULT_LANGUAGE
    for setting in SETTINGS:
        _from_link(setting.key, setting.parse(st.query_params.get(setting.param)), setting.from_widget)
        if ss[setting.key] is None:
            ss[setting.key] = False
    return Translator(current_language())


def current_language() -> str:
    return normalize_language(st.session_state.get(LANG)) or DEFAULT_LANGUAGE


def is_on(setting: Setting) -> bool:
    return bool(st.session_state.get(setting.key, False))


def _chose_language(key: str) -> None:
    ss = st.session_state
    if key != LANG:
        ss[LANG] = ss[key]
    ss["_lang_from_widget"] = True


def language_selector(
    _: Translator, *, key: str = LANG, label_visibility: LabelVisibility = "visible", sync: bool = False
) -> str:
    """The language switch (in the sidebar on every page); keeps ``?lang=`` in the address.

    Another ``key`` gives a second switch for the same session language (the
    Settings page has one): it starts from the session's language and sets it.
    """
    if key != LANG:
        st.session_state[key] = current_language()
    st.segmented_control(
        ":material/translate: " + _("Language"),
        options=LANGUAGES,
        format_func=LANGUAGE_NAMES.__getitem__,
        key=key,
        required=True,
        on_change=_chose_language,
        args=(key,),
        label_visibility=label_visibility,
    )
    lang = current_language()
    # Written only when it differs: every write tells the browser the address changed, and on the first
    # run of a page opened by an in-app link that push carries the old page's path (/lessons?deal=…),
    # a second history entry that Back would land on (and app.py forward again).
    # ``sync`` (a rerun of the page the session was already on): written anyway, as the write is also what
    # tells the browser the address's other parameters.  A link to the same page (the drills list's
    # ``?drill=…``) changes them without a new page, and without this message the browser kept the old
    # address and sent it with the next rerun: the first answer in a drill opened from the list went
    # back to the list.
    if sync or st.query_params.get(LANG) != lang:
        st.query_params[LANG] = lang
    return lang


def _chose_setting(widget: str, setting: Setting) -> None:
    ss = st.session_state
    ss[setting.key] = bool(ss[widget])
    ss[setting.from_widget] = True


def setting_toggle(setting: Setting, label: str, *, help: str | None = None) -> bool:
    """A toggle for ``setting``; the session keeps the choice when the page (and the widget) is left."""
    widget = "settings-" + setting.key
    st.session_state[widget] = is_on(setting)  # the widget's own key is dropped on other pages
    st.toggle(label, key=widget, help=help, on_change=_chose_setting, args=(widget, setting))
    return is_on(setting)


def settings_css(values: Mapping[Setting, bool]) -> str:
    """The page CSS for these settings: the suit colours always, larger text when it is on."""
    css = suit_colour_css(four_colour=values.get(FOUR_COLOUR, False))
    if values.get(LARGE_TEXT, False):
        css += LARGE_TEXT_CSS
    return css


def settings_params() -> dict[str, str]:
    """The query parameters of the settings that are on (``{"text": "large"}``), for the address and links.

    A plain ``<a href>`` reloads the app in a new session, which knows only
    what its address says: a link that should keep the settings carries these.
    """
    return {s.param: s.on for s in SETTINGS if is_on(s)}


def apply_settings() -> None:
    """Keep the settings that are on in the address and style the page by them (every page, from app.py)."""
    params = settings_params()
    for setting in SETTINGS:
        if setting.param in params:
            if st.query_params.get(setting.param) != params[setting.param]:  # no write, no history entry
                st.query_params[setting.param] = params[setting.param]
        elif setting.param in st.query_params:
            del st.query_params[setting.param]
    st.html(f"<style>{settings_css({s: is_on(s) for s in SETTINGS})}</style>")


def translator() -> Translator:
    """The translator of the session's current language (for pages)."""
    return Translator(current_language())
