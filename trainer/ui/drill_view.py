"""A drill's situation as safe HTML: the hand, the auction, the trick, the packet (no Streamlit, no rules).

Everything is built from the engine's objects with :mod:`trainer.ui.cards_html`
and :mod:`trainer.ui.markup`, so cards keep their colours and their text
alternatives.  ``mark`` highlights the recommended answer for "show me".
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from html import escape

from trainer.cards import Card
from trainer.drills import Drill, Kind
from trainer.drills.grade import legal_facts
from trainer.drills.texts import GAME_NAMES
from trainer.game import GameType, Result
from trainer.i18n import Translator
from trainer.marker import N_
from trainer.seats import Seat
from trainer.ui.cards_html import card_html, cards_text, hand_html, hand_text
from trainer.ui.markup import call_html

DRILL_CSS = """
.sk-drill-facts{display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;margin:.2rem 0 .6rem 0;font-size:1rem}
.sk-drill-facts b{font-weight:600}
.sk-mark{outline:3px solid #1a73e8;outline-offset:3px;border-radius:4px;padding:0 .2rem}
.sk-mark-line{margin:.6rem 0}
.sk-auction{border-collapse:collapse;margin:.3rem 0}
.sk-auction th,.sk-auction td{padding:.15rem .6rem;text-align:center;border-bottom:1px solid #ddd}
"""


def _facts(items: Iterable[tuple[str, str]]) -> str:
    return (
        '<div class="sk-drill-facts">'
        + "".join(f"<span><b>{escape(k)}:</b> {v}</span>" for k, v in items)
        + "</div>"
    )


def _hand(cards: Iterable[Card], label: str, _: Translator) -> str:
    cs = list(cards)
    html = hand_html(cs, label=label, aria_label=f"{label}: {hand_text(cs, _)}")
    return f'<div class="sk-seat" style="max-width:26rem">{html}</div>'


def answer_html(d: Drill, answer: str, _: Translator) -> str:
    """The handbook's (or the engine's) answer, shown for "show me": cards and calls as on the table."""
    from trainer.bids import Call
    from trainer.cards import parse_card_list
    from trainer.errors import SkruuviError

    shown = escape(answer)
    if d.kind is Kind.CALL:
        with contextlib.suppress(SkruuviError):
            shown = call_html(Call.parse(answer))
    elif d.kind in (Kind.LEAD, Kind.SIGNAL_DISCARD, Kind.GIVE, Kind.PACKET_ORDER, Kind.LEGAL):
        try:
            cards = parse_card_list(answer)
            shown = (
                f'<span aria-label="{escape(cards_text(cards, _))}">'
                + " ".join(map(card_html, cards))
                + "</span>"
            )
        except SkruuviError:
            pass
    label = escape(_("The answer"))
    return f'<p class="sk-mark-line"><b>{label}:</b> <span class="sk-mark">{shown}</span></p>'


def auction_html(d: Drill, _: Translator) -> str:
    """The calls so far, in rounds, one column per seat starting with the dealer."""
    if d.point is None:
        return ""
    v = d.point.view
    calls = list(v.auction) + list(v.continuation)
    if not calls:
        none_yet = escape(_("No calls yet: you call first."))
        return f"<p>{none_yet}</p>"
    order = v.dealer.iter_from()
    head = "".join(f"<th>{escape(str(s))}</th>" for s in order)
    cells = [call_html(c) for _s, c in v.auction]
    rows = []
    for i in range(0, len(cells), 4):
        row = cells[i : i + 4]
        rows.append("<tr>" + "".join(f"<td>{x}</td>" for x in row) + "</tr>")
    label = escape(_("Auction"))
    out = f'<table class="sk-auction" aria-label="{label}"><tr>{head}</tr>{"".join(rows)}</table>'
    if v.continuation:
        cont = " – ".join(f"{escape(str(s))}: {call_html(c)}" for s, c in v.continuation)
        cont_label = escape(_("Continuation bidding"))
        out += f"<p>{cont_label}: {cont}</p>"
    return out


def _trick_html(d: Drill, _: Translator) -> str:
    if d.point is None:
        return ""
    trick = d.point.view.current_trick
    if not trick:
        return ""
    cards = " ".join(f"{escape(str(s))}: {card_html(c)}" for s, c in trick)
    label = escape(_("This trick"))
    return f"<p><b>{label}:</b> {cards}</p>"


def situation_html(d: Drill, _: Translator, *, show_answer: str | None = None) -> str:
    """Everything the learner may know at the decision (what that seat sees, never other hands)."""
    k = d.kind
    parts: list[str] = []
    facts: list[tuple[str, str]] = []
    if d.form is not None:
        facts.append((_("Form"), escape(d.form.value)))
    p = d.point
    if p is not None and k not in (Kind.PACKET_READ, Kind.PACKET_ORDER):
        v = p.view
        facts.append((_("You"), escape(str(p.seat))))
        if d.data.get("dealer_known", True):
            facts.append((_("Dealer"), escape(str(v.dealer))))
        if v.contract is not None:
            facts.append((_("Contract"), call_html(v.contract)))
        if v.declarer is not None:
            facts.append((_("Declarer"), escape(str(v.declarer))))
        if v.middle and k is Kind.CALL:
            pass  # the middle cards are face down during the auction
        received = [e for e in v.received if e.cards]
        for e in received[-3:]:
            facts.append(
                (_("Received from {seat}", seat=str(e.giver)), " ".join(card_html(c) for c in e.cards))
            )
    parts.append(_facts(facts))
    if k is Kind.CALL or (k is Kind.LEAD and p is not None and (p.view.auction or p.view.continuation)):
        parts.append(auction_html(d, _))  # a handbook lead may come without its auction: then show none
    if k in (Kind.CALL, Kind.LEAD, Kind.SIGNAL_DISCARD, Kind.GIVE) and p is not None:
        parts.append(_trick_html(d, _))
        parts.append(_hand(p.hand, _("Your hand"), _))
    if k is Kind.GIVE:
        seats: tuple[Seat, ...] = d.data["recipients"]
        to_whom = escape(_("You give one card to: {seats}", seats=", ".join(map(str, seats))))
        parts.append(f"<p>{to_whom}</p>")
    if k is Kind.LEGAL:
        hand, led, _legal = legal_facts(d)
        if p is not None:
            parts.append(_trick_html(d, _))
        else:
            led_label = escape(_("Led suit"))
            parts.append(f"<p><b>{led_label}:</b> {escape(led.symbol)}</p>")
        parts.append(_hand(hand, _("Your hand"), _))
    if k is Kind.PACKET_ORDER:
        cards = d.data["cards"]
        four_label = escape(_("The four cards"))
        parts.append(
            f'<p><b>{four_label}:</b> <span aria-label="{escape(cards_text(cards, _))}">'
            + " ".join(card_html(c) for c in cards)
            + "</span></p>"
        )
    if k is Kind.PACKET_READ:
        packet = d.data["packet"]
        packet_label = escape(_("The packet, top card first"))
        parts.append(
            f"<p><b>{packet_label}:</b> "
            f'<span aria-label="{escape(cards_text(packet, _))}">'
            + " ".join(card_html(c) for c in packet)
            + "</span></p>"
        )
    if k is Kind.SIGNAL_READ:
        parts.append(f"<p>{card_html(d.data['card'])}</p>")
    if k is Kind.SCORE:
        parts.append(score_facts_html(d, _))
    if show_answer:
        parts.append(answer_html(d, show_answer, _))
    return "".join(x for x in parts if x)


DOUBLING_NAMES = {
    "NONE": N_("Not doubled"),
    "DOUBLED": N_("Doubled"),
    "REDOUBLED": N_("Redoubled"),
    "none": N_("Not doubled"),
    "double": N_("Doubled"),
    "redouble": N_("Redoubled"),
}
# Where the aces fell counts only in the misère games (*Valttipelin, grandin ja misäärien pistelasku*).
_ACE_GAMES = frozenset({GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK})


def score_facts_html(d: Drill, _: Translator) -> str:
    r: Result | None = d.data.get("result")
    if r is not None:
        game = GAME_NAMES[r.game.value]
        facts = [(_("Game"), escape(_(game)))]
        if r.contract is not None:
            facts.append((_("Contract"), call_html(r.contract)))
        if r.declarer is not None:
            facts.append((_("Declarer"), escape(str(r.declarer))))
            facts.append((_("Declaring side's tricks"), str(r.pair_tricks(r.declarer.pair))))
        else:
            facts.append((_("Tricks"), ", ".join(f"{s}: {n}" for s, n in zip("ABCD", r.tricks, strict=True))))
        doubling = DOUBLING_NAMES[r.doubling.name]
        facts.append((_("Doubling"), escape(_(doubling))))
        if r.aces and r.game in _ACE_GAMES:
            facts.append(
                (
                    _("Aces"),
                    ", ".join(f"{card_html(a.card)} → {escape(str(a.winner))} ({a.trick})" for a in r.aces),
                )
            )
        return _facts(facts)
    data = d.data
    doubling = DOUBLING_NAMES.get(str(data.get("doubling", "none")), DOUBLING_NAMES["none"])
    facts = [
        (_("Contract"), escape(str(data.get("contract", "")))),
        (_("Tricks"), str(data.get("tricks", ""))),
    ]
    facts.append((_("Doubling"), escape(_(doubling))))
    if data.get("aces"):
        facts.append((_("Aces (trick:side)"), escape(str(data["aces"]))))
    return _facts(facts)
