"""Lesson text to safe HTML: paragraphs, **bold**, and the ``[[...]]`` markers as cards and links.

Everything that is not a marker is escaped with :func:`html.escape`, so no
text from a lesson file can inject markup; markers become coloured cards
(with a text alternative), call sequences, packets with their reading, and
links that keep the language (``?lesson=…&lang=fi``).  Pure functions, no
Streamlit.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import escape

from trainer.auction import parse_calls
from trainer.bids import Bid, Call, Form
from trainer.cards import Card, parse_card_list, parse_cards
from trainer.errors import SkruuviError
from trainer.i18n import Translator
from trainer.lessons import LINK_KINDS, MARKER, Content, capitalised, link_parts, link_words, starts_sentence
from trainer.texts import note_text
from trainer.ui.cards_html import card_html, cards_text, hand_text, suit_html

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def call_html(call: Call) -> str:
    if isinstance(call, Bid) and call.strain.suit is not None:
        return f'<span class="sk-call">{call.level}{suit_html(call.strain.suit)}</span>'
    return f'<span class="sk-call">{escape(str(call))}</span>'


def hand_inline_html(cards: list[Card], _: Translator) -> str:
    groups: dict[int, list[Card]] = {}
    for c in sorted(cards, key=lambda c: (c.suit, -c.rank)):
        groups.setdefault(int(c.suit), []).append(c)
    parts = []
    for _suit, cs in sorted(groups.items()):
        ranks = "".join(escape(c.rank.symbol) for c in sorted(cs, key=lambda c: -c.rank))
        parts.append(f"{suit_html(cs[0].suit)}{ranks}")
    return f'<span class="sk-inline-hand" aria-label="{escape(hand_text(cards, _))}">{" ".join(parts)}</span>'


def suits_markdown(text: str, *, four_colour: bool = False) -> str:
    """Markdown text (titles, labels) with each suit symbol in its colour, as on the cards.

    Red ♥♦ and black ♠♣, or with four colours ♦ blue and ♣ green; the symbol stays, so the
    colour never carries the suit alone.  For plain text from our own content, not user input.
    """
    colours = {"♥": "red", "♦": "blue" if four_colour else "red", "♣": "green" if four_colour else ""}
    for symbol, colour in colours.items():
        if colour:
            text = text.replace(symbol, f":{colour}[{symbol}]")
    return text


def link_query(lang: str, extra: Mapping[str, str] | None = None) -> str:
    """``lang=fi&amp;text=large…``: the query of an in-app link that keeps the language and ``extra`` settings."""
    return "&amp;".join(
        [f"lang={escape(lang)}", *(f"{escape(k)}={escape(v)}" for k, v in (extra or {}).items())]
    )


def _marker_html(kind: str, value: str, lang: str, _: Translator, c: Content, query: str, first: bool) -> str:
    """One marker as HTML; ``first``: it begins a sentence, so a link's words start with a capital."""
    try:
        if kind == "hand":
            return hand_inline_html(parse_cards(value), _)
        if kind == "cards":
            cards = parse_card_list(value)
            inner = " ".join(card_html(c) for c in cards)
            return f'<span class="sk-seq" aria-label="{escape(cards_text(cards, _))}">{inner}</span>'
        if kind == "card":
            return card_html(Card.parse(value))
        if kind == "bid":
            return call_html(Call.parse(value))
        if kind == "calls":
            return (
                '<span class="sk-calls">' + " – ".join(call_html(c) for c in parse_calls(value)) + "</span>"
            )
        if kind == "packet":
            from trainer.signals import decode

            form_text, _sep, cards_part = value.partition(":")
            cards = parse_card_list(cards_part)
            reading = decode(cards, Form.parse(form_text))
            inner = " ".join(card_html(c) for c in cards)
            notes = " ".join(note_text(n.key, n.params, _) for n in reading.notes)
            return (
                f'<span class="sk-packet" title="{escape(notes)}" aria-label="{escape(cards_text(cards, _))}">'
                f"{inner}</span>"
            )
        if kind in LINK_KINDS:
            ident = link_parts(kind, value)[0]
            words = link_words(kind, value, lang, c)
            shown = escape(capitalised(words) if first else words)
            cls = ' class="sk-term"' if kind == "term" else ""
            # A deal opens at its own page's address (deals?deal=…), so Back returns to the page with the
            # link: "?deal=…" on /lessons would be switched to the deals page again by app.py at every Back.
            page = "deals" if kind == "deal" else ""
            return f'<a{cls} href="{page}?{kind}={escape(ident)}&amp;{query}" target="_self">{shown}</a>'
    except SkruuviError:
        pass
    return escape(value)


def text_html(
    text: str,
    lang: str,
    _: Translator,
    c: Content,
    settings: Mapping[str, str] | None = None,
) -> str:
    """A lesson text (paragraphs separated by blank lines) as HTML.

    ``settings``: query parameters that links carry besides the language (the display settings: a
    plain link starts a new session, which knows only what its address says).
    """
    query = link_query(lang, settings)
    out = []
    for para in re.split(r"\n\s*\n", text.strip()):
        pieces = []
        pos = 0
        for m in MARKER.finditer(para):
            pieces.append(_BOLD.sub(r"<strong>\1</strong>", escape(para[pos : m.start()])))
            first = starts_sentence(para[: m.start()])
            pieces.append(_marker_html(m.group(1), m.group(2).strip(), lang, _, c, query, first))
            pos = m.end()
        pieces.append(_BOLD.sub(r"<strong>\1</strong>", escape(para[pos:])))
        out.append("<p>" + " ".join("".join(pieces).split()) + "</p>")
    return "\n".join(out)


MARKUP_CSS = """
.sk-prose p{margin:.35rem 0 .6rem;line-height:1.6;font-size:1.05rem}
.sk-call,.sk-inline-hand{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
.sk-seq,.sk-packet,.sk-prose .sk-card{white-space:nowrap}
.sk-call .sk-suit{width:auto}
[data-testid="stPageLink-NavLink"] span,[data-testid="stPageLink-NavLink"] p{white-space:normal}
.sk-packet{border-bottom:1px dotted #888;cursor:help}
.sk-term{text-decoration:underline dotted}
.sk-prose table{border-collapse:collapse;margin:.4rem 0}
.sk-prose td,.sk-prose th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
"""
