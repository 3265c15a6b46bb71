"""HTML for cards, hands and the card table, for ``st.html``.

Pure functions returning markup strings; every piece of text is escaped with
:func:`html.escape`.  Suit symbols are coloured (red ♥ ♦, black ♠ ♣) and
marked ``aria-hidden``; each hand carries a text alternative in its
``aria-label`` that spells the suits out in the reader's language
("Pelaaja A: pata A K 10 8 4; risti 9 3; …").

Each suit symbol also has a class of its own (``sk-spades`` …), coloured
through CSS variables (:data:`SUIT_CSS`); :data:`FOUR_COLOUR_CSS` sets those
variables for the four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green), so one
style block switches every card on the page.  The symbol is always shown, so
colour never carries the suit alone.

The table puts the seats clockwise as in the handbook's diagrams: A at the
bottom, B on the left, C at the top and D on the right, so partners (A–C,
B–D) face each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Final

from trainer.cards import Card, Suit
from trainer.dealing import Deal
from trainer.i18n import N_, Translator
from trainer.seats import SEATS, Seat

SUIT_NAMES: Final = {
    Suit.SPADES: N_("spades"),
    Suit.CLUBS: N_("clubs"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.HEARTS: N_("hearts"),
}

# The class of each suit's symbol (``sk-spades`` …), for the colours in SUIT_CSS.
SUIT_CLASSES: Final = {
    Suit.SPADES: "sk-spades",
    Suit.CLUBS: "sk-clubs",
    Suit.DIAMONDS: "sk-diamonds",
    Suit.HEARTS: "sk-hearts",
}

# The four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green.  Each has at least
# 6:1 contrast on the white of a card (WCAG AA asks 4.5:1).
FOUR_COLOURS: Final = {
    Suit.SPADES: "#1b1b1b",
    Suit.HEARTS: "#c8102e",
    Suit.DIAMONDS: "#0050b3",
    Suit.CLUBS: "#0a6b2e",
}

# Suit colours through variables: two colours unless FOUR_COLOUR_CSS sets them.
# ``.sk-suit.sk-…`` outranks ``.sk-red``/``.sk-black`` wherever the rules stand on the page.
# In running text ("5♦ A", text_suits_html) the symbol sits tight against its rank.
SUIT_CSS: Final = (
    "".join(
        f".sk-suit.{SUIT_CLASSES[s]}{{color:var(--{SUIT_CLASSES[s]},{'#c8102e' if s.is_red else '#1b1b1b'})}}"
        for s in Suit
    )
    + ".sk-suit.sk-inline{display:inline;width:auto}"
)

FOUR_COLOUR_CSS: Final = ":root{" + "".join(f"--{SUIT_CLASSES[s]}:{FOUR_COLOURS[s]};" for s in Suit) + "}"

# Grid areas of the table: A south, B west, C north, D east (clockwise).
_AREA: Final = {Seat.A: "south", Seat.B: "west", Seat.C: "north", Seat.D: "east"}

TABLE_CSS: Final = (
    """
.sk-table{display:grid;gap:.75rem;grid-template-columns:1fr 1fr 1fr;
  grid-template-areas:". north ." "west middle east" ". south .";
  background:#1d6b40;border-radius:1rem;padding:1rem;max-width:52rem}
.sk-seat{background:#fdfdfb;color:#1b1b1b;border-radius:.5rem;padding:.5rem .75rem;
  box-shadow:0 1px 3px rgba(0,0,0,.35);min-width:0}
.sk-north{grid-area:north}.sk-south{grid-area:south}.sk-west{grid-area:west}.sk-east{grid-area:east}
.sk-middle{grid-area:middle;align-self:center;text-align:center;color:#f4f4ef;font-size:.9rem}
.sk-seat-name{font-weight:600;margin-bottom:.25rem;display:flex;gap:.4rem;align-items:baseline;flex-wrap:wrap}
.sk-count{font-weight:400;font-size:.8rem;color:#555}
.sk-badge{font-size:.7rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em;
  background:#f2c14e;color:#1b1b1b;border-radius:.25rem;padding:0 .3rem}
.sk-row{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:1.05rem;line-height:1.45;
  white-space:nowrap}
.sk-suit{display:inline-block;width:1.2em;font-family:system-ui,sans-serif}
.sk-red{color:#c8102e}.sk-black{color:#1b1b1b}
.sk-void{color:#777}
.sk-middle-cards{display:flex;gap:.3rem;justify-content:center;flex-wrap:wrap;margin-top:.3rem}
.sk-card{background:#fdfdfb;color:#1b1b1b;border-radius:.3rem;padding:.1rem .35rem;
  font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
@media (max-width:640px){
  .sk-table{grid-template-columns:1fr;grid-template-areas:"north" "west" "middle" "east" "south";padding:.6rem}
  .sk-middle{padding:.25rem 0}
}
"""
    + SUIT_CSS
)


# The table on a phone as a compass, not one column: C on top, B and D at the sides with the centre
# between them, A below (the hands' rows wrap instead of widening the page).  After TABLE_CSS.
COMPASS_CSS: Final = """
.sk-table.sk-compass{grid-template-columns:minmax(0,1.25fr) minmax(0,1fr) minmax(0,1.25fr);
  grid-template-areas:"north north north" "west middle east" "south south south"}
.sk-compass .sk-north,.sk-compass .sk-south{justify-self:center;min-width:34%}
.sk-compass .sk-row{white-space:normal}
@media (max-width:640px){
  .sk-table.sk-compass{grid-template-columns:minmax(0,1fr) minmax(0,1.1fr) minmax(0,1fr);
    grid-template-areas:"north north north" "west middle east" "south south south";gap:.35rem;padding:.4rem}
  .sk-compass .sk-north,.sk-compass .sk-south{justify-self:center;min-width:55%}
  .sk-compass .sk-seat{padding:.3rem .4rem}
  .sk-compass .sk-row{font-size:.9rem;line-height:1.3;white-space:normal}
  .sk-compass .sk-seat-name{font-size:.85rem}
  .sk-compass .sk-count{font-size:.7rem}
  .sk-compass .sk-middle{font-size:.8rem;padding:0}
  .sk-compass .sk-card{padding:.05rem .2rem}
}
"""


def suit_class(suit: Suit) -> str:
    return "sk-red" if suit.is_red else "sk-black"


def suit_colour_css(*, four_colour: bool) -> str:
    """The suit colours for a whole page: two colours, or the four-colour deck."""
    return SUIT_CSS + (FOUR_COLOUR_CSS if four_colour else "")


def suit_html(suit: Suit) -> str:
    """The coloured suit symbol, hidden from screen readers."""
    classes = f"sk-suit {suit_class(suit)} {SUIT_CLASSES[suit]}"
    return f'<span class="{classes}" aria-hidden="true">{escape(suit.symbol)}</span>'


def text_suits_html(text: str) -> str:
    """Plain text as HTML (escaped) with each suit symbol in its colour, read aloud as itself: "5♦ A"."""
    out = escape(text)
    for suit in Suit:
        classes = f"sk-suit sk-inline {suit_class(suit)} {SUIT_CLASSES[suit]}"
        out = out.replace(suit.symbol, f'<span class="{classes}">{suit.symbol}</span>')
    return out


def suits_markdown(text: str, *, four_colour: bool = False) -> str:
    """Markdown text (titles, widget labels, options) with each suit symbol in the colour of the cards.

    Red ♥♦ and black ♠♣, or the four-colour deck (♦ blue, ♣ green); black is the text's own colour.
    Streamlit's ``:color[♥]{foreground="#c8102e"}`` gives the exact colours of SUIT_CSS (its ``:red[…]``
    is another red).  It works in every label and option that takes Markdown (radio options, buttons,
    pills, segmented controls, expanders, tabs, captions); a select box's options are plain text and
    keep black symbols.  The symbol stays, so the colour never carries the suit alone.  For our own
    text, not user input.
    """
    for suit in (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        colour = FOUR_COLOURS[suit] if four_colour else FOUR_COLOURS[Suit.HEARTS] if suit.is_red else None
        if colour is not None:
            text = text.replace(suit.symbol, f':color[{suit.symbol}]{{foreground="{colour}"}}')
    return text


def _by_suit(cards: Iterable[Card]) -> dict[Suit, list[Card]]:
    out: dict[Suit, list[Card]] = {s: [] for s in Suit}
    for c in cards:
        out[c.suit].append(c)
    for cs in out.values():
        cs.sort(key=lambda c: -c.rank)
    return out


def hand_text(cards: Iterable[Card], _: Translator) -> str:
    """The hand in words, suit by suit: ``pata A K 10; risti 9 3; ruutu: ei kortteja; …``."""
    parts = []
    for suit, cs in _by_suit(cards).items():
        name = _(SUIT_NAMES[suit])
        if cs:
            parts.append(name + " " + " ".join(c.rank.symbol for c in cs))
        else:
            parts.append(_("{suit}: none", suit=name))
    return "; ".join(parts)


def cards_text(cards: Sequence[Card], _: Translator) -> str:
    """Cards in the given order in words: ``pata 5, ruutu 9, …``."""
    return ", ".join(f"{_(SUIT_NAMES[c.suit])} {c.rank.symbol}" for c in cards)


def seat_label(seat: Seat, _: Translator) -> str:
    return _("Player {seat}", seat=str(seat))


def hand_html(
    cards: Sequence[Card],
    *,
    label: str,
    aria_label: str,
    badge: str = "",
    count: str = "",
    marked: frozenset[Card] = frozenset(),
) -> str:
    """One hand: a visible name line, then one row per suit (♠ ♣ ♦ ♥).

    The rows form an ``role="img"`` block whose ``aria-label`` is the text
    alternative, so a screen reader reads the words, not the symbols.
    Cards in ``marked`` (the ones that just came into the hand) are ringed
    (class ``sk-moved``, styled by the page).
    """
    head = escape(label)
    if badge:
        head += f' <span class="sk-badge">{escape(badge)}</span>'
    if count:
        head += f' <span class="sk-count">{escape(count)}</span>'
    rows = []
    for suit, cs in _by_suit(cards).items():
        cls = "sk-ranks" if cs else "sk-ranks sk-void"
        if marked and any(c in marked for c in cs):
            ranks = " ".join(
                f'<span class="sk-moved">{escape(c.rank.symbol)}</span>'
                if c in marked
                else escape(c.rank.symbol)
                for c in cs
            )
        else:
            ranks = escape(" ".join(c.rank.symbol for c in cs) if cs else "—")
        rows.append(f'<div class="sk-row">{suit_html(suit)}<span class="{cls}">{ranks}</span></div>')
    return (
        f'<div class="sk-seat-name">{head}</div>'
        f'<div class="sk-hand" role="img" aria-label="{escape(aria_label)}">{"".join(rows)}</div>'
    )


def card_html(card: Card) -> str:
    return f'<span class="sk-card">{suit_html(card.suit)}{escape(card.rank.symbol)}</span>'


def middle_html(deal: Deal, _: Translator) -> str:
    """The centre of the table: the middle cards, or a note that there are none."""
    if not deal.form.has_middle:
        note = _("No middle cards: in kotkat everyone gets 13 cards.")
        return f"<div>{escape(note)}</div>"
    title = _("Middle cards")
    aria = f"{title}: {cards_text(deal.middle, _)}"
    cards = "".join(card_html(c) for c in deal.middle)
    return (
        f"<div><strong>{escape(title)}</strong></div>"
        f'<div class="sk-middle-cards" role="img" aria-label="{escape(aria)}">{cards}</div>'
    )


def hands_table_html(
    hands: Mapping[Seat, Sequence[Card]],
    dealer: Seat,
    centre_html: str,
    _: Translator,
    *,
    include_css: bool = True,
    hidden: frozenset[Seat] = frozenset(),
    badges: Mapping[Seat, str] | None = None,
    marked: Mapping[Seat, frozenset[Card]] | None = None,
    compass: bool = False,
) -> str:
    """Four hands around the table (A bottom, B left, C top, D right) with ``centre_html`` in the middle.

    ``centre_html`` must already be safe markup; seats in ``hidden`` show
    only their card count (a player's view of the others).  ``badges`` names
    a seat's role besides the dealer's (the three-player game's dummy).
    ``marked``: cards to ring in each hand (they just arrived).  ``compass``:
    keep the four sides of the table on a phone too (:data:`COMPASS_CSS`)
    instead of one column.
    """
    seats = []
    for seat in SEATS:
        hand = hands[seat]
        name = seat_label(seat, _)
        is_dealer = seat is dealer
        role = (badges or {}).get(seat, "")
        spoken = _("{player} (dealer)", player=name) if is_dealer else f"{name} ({role})" if role else name
        count = _.ngettext("{n} card", "{n} cards", len(hand))
        badge = _("dealer") if is_dealer else role
        if seat in hidden:
            mark = f' <span class="sk-badge">{escape(badge)}</span>' if badge else ""
            inner = f'<div class="sk-seat-name">{escape(name)}{mark} <span class="sk-count">{escape(count)}</span></div>'
        else:
            inner = hand_html(
                hand, label=name, aria_label=f"{spoken}: {hand_text(hand, _)}", badge=badge, count=count,
                marked=(marked or {}).get(seat, frozenset()),
            )  # fmt: skip
        seats.append(f'<section class="sk-seat sk-{_AREA[seat]}">{inner}</section>')
    table_label = _("Card table: players A–D clockwise; partners sit opposite each other (A–C and B–D).")
    body = (
        f'<div class="sk-table{" sk-compass" if compass else ""}" role="group" aria-label="{escape(table_label)}">'
        + "".join(seats)
        + f'<div class="sk-middle">{centre_html}</div>'
        + "</div>"
    )
    return (f"<style>{TABLE_CSS}</style>" if include_css else "") + body


def table_html(deal: Deal, _: Translator, *, include_css: bool = True) -> str:
    """The four hands of a fresh deal around the table with the middle cards in the centre."""
    return hands_table_html(
        dict(zip(SEATS, deal.hands, strict=True)),
        deal.dealer,
        middle_html(deal, _),
        _,
        include_css=include_css,
    )
