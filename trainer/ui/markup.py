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
from trainer.lessons import (
    LINK_KINDS,
    MARKER,
    Content,
    Term,
    capitalised,
    link_parts,
    link_words,
    plain_text,
    starts_sentence,
)
from trainer.texts import note_text
from trainer.ui.cards_html import card_html, cards_text, hand_text, suit_html, text_suits_html
from trainer.ui.cards_html import suits_markdown as suits_markdown  # the pages import it from here

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
            shown = capitalised(words) if first else words
            if kind == "term":
                return term_html(ident, shown, lang, _, c, query)
            # A lesson, deal or drill opens in a new tab: the page with the link stays as it was, at
            # the same spot with the answers given (a link is a full page load, a new session; newuser
            # H3, M9).  A deal opens at its own page's address (deals?deal=…): "?deal=…" on /lessons
            # would be switched to the deals page by app.py.
            page = {"deal": "deals", "lesson": "lessons", "drill": "drills"}[kind]
            return (
                f'<a href="{page}?{kind}={escape(ident)}&amp;{query}" target="_blank">{escape(shown)}'
                f'<span class="sk-newtab" aria-hidden="true">↗</span>'
                f'<span class="sk-sr"> ({escape(_("opens in a new tab"))})</span></a>'
            )
    except SkruuviError:
        pass
    return escape(value)


def term_heading(term: Term, lang: str) -> str:
    """A term's own-language word, in English with the Finnish word once: "undertrick (alitikki)",
    "alkupelit" (never "alkupelit (alkupelit)")."""
    fi = term.fi.term
    if lang == "fi":
        return fi
    en = term.en.term.removesuffix(f" ({fi})")
    return fi if en == fi else f"{en} ({fi})"


def term_html(ident: str, shown: str, lang: str, _: Translator, c: Content, query: str) -> str:
    """A glossary term in a text: ``shown`` opens a card in place (hover, Tab or tap; no page load) with the
    term's word, its short definition and a link to the glossary in a new tab; plain words if the
    glossary has no such term.

    Only CSS (``:hover``, ``:focus-within`` on a ``<span tabindex="0">``): what Streamlit's HTML sanitiser
    keeps.  The card hangs from the paragraph, not the word, so it never runs off a phone's screen.
    """
    term = c.glossary.get(ident)
    if term is None:
        return escape(shown)
    entry = term.fi if lang == "fi" else term.en
    definition = plain_text(entry.definition, lang, c)
    more = _("More in the glossary")
    return (
        f'<span class="sk-tip"><span class="sk-term" tabindex="0">{escape(shown)}</span>'
        f'<span class="sk-tip-card" role="tooltip"><strong>{escape(term_heading(term, lang))}</strong> '
        f'<span class="sk-tip-def">{text_suits_html(definition)}</span> '
        f'<a href="glossary?term={escape(ident)}&amp;{query}" target="_blank">{escape(more)}'
        f'<span class="sk-newtab" aria-hidden="true">↗</span>'
        f'<span class="sk-sr"> ({escape(_("opens in a new tab"))})</span></a></span></span>'
    )


TERM_SCRIPT = """<script>
if (!window.skTipKeys) {
  window.skTipKeys = true;
  document.addEventListener("keydown", (e) => {
    const tip = e.key === "Escape" && document.activeElement && document.activeElement.closest(".sk-tip");
    if (tip) { tip.classList.add("sk-tip-shut"); document.activeElement.blur(); }
  });
  document.addEventListener("focusin", (e) => {
    const tip = e.target.closest && e.target.closest(".sk-tip");
    if (tip) tip.classList.remove("sk-tip-shut");
  });
  document.addEventListener("mouseout", (e) => {
    const tip = e.target.closest && e.target.closest(".sk-tip.sk-tip-shut");
    if (tip && !tip.contains(e.relatedTarget)) tip.classList.remove("sk-tip-shut");
  });
}
</script>"""
"""Esc closes an open term card (with ``st.html(..., unsafe_allow_javascript=True)``); without it the
card still closes when the focus or the pointer leaves."""


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
            pieces.append(_BOLD.sub(r"<strong>\1</strong>", text_suits_html(para[pos : m.start()])))
            first = starts_sentence(para[: m.start()])
            pieces.append(_marker_html(m.group(1), m.group(2).strip(), lang, _, c, query, first))
            pos = m.end()
        pieces.append(_BOLD.sub(r"<strong>\1</strong>", text_suits_html(para[pos:])))  # suits in colour
        out.append("<p>" + " ".join("".join(pieces).split()) + "</p>")
    return "\n".join(out)


MARKUP_CSS = """
.sk-prose p{margin:.35rem 0 .6rem;line-height:1.6;font-size:1.05rem}
.sk-call,.sk-inline-hand{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
.sk-seq,.sk-packet,.sk-prose .sk-card{white-space:nowrap}
.sk-call .sk-suit{width:auto}
[data-testid="stPageLink-NavLink"] span,[data-testid="stPageLink-NavLink"] p{white-space:normal}
.sk-packet{border-bottom:1px dotted #888;cursor:help}
.sk-term{text-decoration:underline dotted;text-underline-offset:.2em;cursor:help;color:inherit}
.sk-prose p,.sk-prose li,.sk-prose td{position:relative}
.sk-tip .sk-term:focus-visible{outline:2px solid #1c6dd0;outline-offset:2px;border-radius:2px}
.sk-tip-card{position:absolute;left:0;z-index:1000;box-sizing:border-box;
  width:min(26rem,100%);min-width:min(14rem,100%);margin-top:1.6rem;padding:.55rem .75rem;
  background:var(--sk-tip-bg,#fff);color:#222;border:1px solid #999;border-radius:.4rem;
  box-shadow:0 4px 14px rgba(0,0,0,.18);font-size:.95rem;line-height:1.45;white-space:normal;
  text-align:left;font-weight:normal;visibility:hidden;transition:visibility 0s .25s}
.sk-tip-card strong{display:block;margin-bottom:.15rem}
.sk-tip-card a{display:inline-block;margin-top:.3rem}
.sk-tip:hover .sk-tip-card,.sk-tip:focus-within .sk-tip-card{visibility:visible;transition:none}
.sk-tip.sk-tip-shut .sk-tip-card{visibility:hidden;transition:none}
.sk-newtab{font-size:.8em;margin-left:.1em}
.sk-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sk-prose table{border-collapse:collapse;margin:.4rem 0}
.sk-prose td,.sk-prose th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
"""
