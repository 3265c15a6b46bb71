"""Answering by clicking: the bid box, card buttons and card choosers shared by drills and lesson questions.

A learner answers a call by pressing it in a bid box (the legal calls only, pass first and then up the
ladder, *Maalaukset*) and a card by pressing it among the cards of the hand, as at the table; nothing has
to be typed, so no answer is lost to the notation (review 2026-11, newuser M7 and H1).  Where several
different cards are chosen one slot at a time (a packet's order, one give per player), a card already
chosen in one slot is not offered in another (newuser M4: the same card can never be chosen twice).

Cards are shown as in the hand (suits in the hand's order, high to low) and labels carry the suit symbols
in their colours (:func:`trainer.ui.markup.suits_markdown`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import streamlit as st

from trainer.cards import Card
from trainer.i18n import Translator
from trainer.ui.drill_view import DOUBLING_CALLS
from trainer.ui.markup import suits_markdown
from trainer.ui.session import FOUR_COLOUR, is_on


def coloured(text: str) -> str:
    """A card, call or suit label with its suit in colour (two or four colours, as the settings say)."""
    return suits_markdown(text, four_colour=is_on(FOUR_COLOUR))


def call_label(text: str, _: Translator) -> str:
    """A call in the bid box: a double or redouble also in words (*Koputukset ja vastakoputukset*)."""
    if text in DOUBLING_CALLS:
        return f"{text} ({_(DOUBLING_CALLS[text])})"
    return coloured(text)


def bid_box_css(calls: Sequence[str], css_class: str) -> str:
    """A bid box laid out as at the table: pass, then one row per level (1M 1♠ 1♣ 1♦ 1♥ 1G, then 2…).

    The buttons form a six-column grid that shrinks to the width at hand (a phone with larger text too);
    the first call of each level starts a row, and pass, double and redouble each have a row of their own.
    """
    starts, words, level = [], [], None
    for i, call in enumerate(calls, 1):
        this = call[0] if call[:1].isdigit() else call
        if not call[:1].isdigit():
            words.append(i)
        elif this != level:
            starts.append(i)
        level = this
    group = f'.{css_class} [role="radiogroup"]'

    def each(ns: list[int]) -> str:
        return ",".join(f"{group}>button:nth-child({i})" for i in ns) or f"{group}>.sk-none"

    return (
        f"<style>{group}{{display:grid;grid-template-columns:repeat(6,minmax(2.3rem,3.2rem));gap:.3rem}}"
        f"{group}>button{{width:100%;min-width:0;padding-left:.15rem;padding-right:.15rem;justify-content:center}}"
        f"{each(starts)}{{grid-column-start:1}}"
        f"{each(words)}{{grid-column:1/-1;justify-self:start;width:auto;padding-left:.8rem;padding-right:.8rem}}"
        "</style>"
    )


def bid_box(label: str, calls: Sequence[str], key: str, _: Translator) -> str | None:
    """One call, pressed in a bid box of ``calls``, one row per level; None until one is pressed."""
    box = "sk-bidbox-" + re.sub(r"[^A-Za-z0-9_-]", "-", key)
    with st.container(key=box):
        st.html(bid_box_css(calls, "st-key-" + box))
        chosen: str | None = st.pills(label, list(calls), key=key, format_func=lambda c: call_label(c, _))
    return chosen


def card_buttons(
    label: str,
    cards: Sequence[str],
    key: str,
    *,
    multi: bool = False,
    on_change: Callable[..., None] | None = None,
) -> Any:
    """Cards as buttons: one card (a string or None), or with ``multi`` a list of cards."""
    return st.pills(
        label,
        list(cards),
        selection_mode="multi" if multi else "single",
        key=key,
        format_func=coloured,
        on_change=on_change,
    )


def distinct_choices(
    labels: Sequence[str], cards: Sequence[str], keys: Sequence[str], placeholder: str
) -> list[str | None]:
    """One card per slot, each card in one slot at most: a slot offers the cards no other slot holds.

    A slot's own card stays among its options, so changing another slot never clears it.

    Select boxes stay here (a slot may offer a whole hand, and the options change as the other slots
    are filled), but a select box draws its options as plain text, with black suit symbols: the cards
    chosen so far are shown right under the boxes with their suits in colour (container
    ``<first key>-chosen``).
    """
    ss = st.session_state
    picks: list[str | None] = []
    for label, key in zip(labels, keys, strict=True):
        taken = {ss.get(k) for k in keys if k != key}
        options = [c for c in cards if c not in taken]
        picks.append(st.selectbox(label, options, index=None, key=key, placeholder=placeholder))
    if any(p is not None for p in picks):
        with st.container(key=f"{keys[0]}-chosen"):
            st.markdown(
                " · ".join(
                    f"{label}: **{coloured(pick)}**" if pick is not None else f"{label}: –"
                    for label, pick in zip(labels, picks, strict=True)
                )
            )
    return picks


def hand_order(cards: Iterable[Card]) -> list[str]:
    """Cards as the hands show them: suit by suit (♠ ♣ ♦ ♥), high to low (newuser L4)."""
    return [str(c) for c in sorted(cards, key=lambda c: (c.suit, -c.rank))]


def playable_cards(label: str, all_label: str, cards: Sequence[str], key: str) -> list[str]:
    """Every card that may be played, pressed one by one, with a button that presses them all at once (a
    hand void in the suit led may play any card: thirteen presses would be a chore, *Pelin eteneminen*)."""

    def choose_all() -> None:
        st.session_state[key] = list(cards)

    chosen = card_buttons(label, cards, key, multi=True)
    st.button(all_label, key=key + "-all", on_click=choose_all, type="tertiary", icon=":material/select_all:")
    return list(chosen or [])
