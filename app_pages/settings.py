"""Settings: language, display (larger text, four-colour suits) and the learner profile.

Every setting belongs to this session only: trainer/ui/session.py keeps it in
st.session_state and in the address (``?lang=en&text=large&suits=4``), and
app.py applies the display settings on every page.  The page is a list of
sections (SECTIONS); a new setting is a new function there.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from trainer.cards import parse_cards
from trainer.ui.cards_html import TABLE_CSS, hand_html, hand_text
from trainer.ui.learner import current_learner
from trainer.ui.plain import literal_md
from trainer.ui.session import (
    FOUR_COLOUR,
    LARGE_TEXT,
    current_language,
    language_selector,
    setting_toggle,
    translator,
)

_ = translator()

# A hand with all four suits, to show what the suit colours look like.
SAMPLE_HAND = "♠AK7 ♥QJ4 ♦K109 ♣A85"


def language_section() -> None:
    st.subheader(":material/translate: " + _("Language"))
    language_selector(_, key="settings-lang", label_visibility="collapsed")
    st.caption(_("The same switch is in the sidebar on every page."))


def display_section() -> None:
    st.subheader(":material/visibility: " + _("Display"))
    setting_toggle(
        LARGE_TEXT,
        _("Larger text"),
        help=_("Text and cards a quarter larger on every page."),
    )
    setting_toggle(
        FOUR_COLOUR,
        _("Blue diamonds, green clubs"),
        help=_(
            "♠ black, ♥ red, ♦ blue and ♣ green. The suit symbols stay the same, so the tints are only "
            "an aid to the eye."
        ),
    )
    cards = parse_cards(SAMPLE_HAND)
    label = _("Example")
    st.html(
        f"<style>{TABLE_CSS}</style>"
        f'<div class="sk-seat" style="max-width:22rem">'
        f"{hand_html(cards, label=label, aria_label=label + ': ' + hand_text(cards, _))}</div>"
    )
    st.caption(
        _(
            "The settings last for this visit, and the page address carries them: bookmark the page to keep them."
        )
    )


def learner_profile_section() -> None:
    """Who is signed in on this device; the profile itself (create, export, delete) is on the Progress page."""
    st.subheader(":material/person: " + _("Learner profile"))
    learner = current_learner()
    if learner is None:
        st.markdown(_("No learner profile is open on this device."))
        label = _("Create or open a profile")
    else:
        st.markdown(_("Signed in as **{name}**.", name=literal_md(learner.name)))
        label = _("Your progress, export and deletion")
    st.page_link(
        "app_pages/progress.py",
        label=label,
        icon=":material/insights:",
        query_params={"lang": current_language()},
    )


SECTIONS: list[Callable[[], None]] = [language_section, display_section, learner_profile_section]

st.title(":material/settings: " + _("Settings"))
for section in SECTIONS:
    section()
