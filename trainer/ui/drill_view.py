"""A drill's situation as safe HTML: everything the deciding seat knows, and nothing more (no Streamlit).

What is shown is read from the drill's decision point, that is from the seat's
:class:`~trainer.info.Info` (issue 10 §2, issue 11 "Drills show what the decision depends on"): the
form, the dealer, the game, the contract and the declarer; the whole auction with the continuation
bidding and the doubling round (*Maalaukset*, *Jatkomaalaukset*, *Koputukset ja vastakoputukset*); the
middle cards where they were turned up for the table, or the one dealt to this seat in a passimisääri
(*Pelin eteneminen*, *Passimisääri*); every exchange in order, who gave how many cards to whom, with the
cards this seat gave or received (a packet top card first: the order is the signal, *Pääpelaajien
korttien vaihdot*); every trick so far in play order with its winner, the previous trick marked (the
table may look at it, *Pelin eteneminen*; the seat remembers the rest) and the trick in progress; the
tricks won; in bolsevikit the set's facts (who has played the bolshevik, who must bid it, *BOLSEVIKIT
/ Maalaukset*).  A drill never opens its answer key here (``tests/test_information_boundary.py``).

Everything is built from the engine's objects with :mod:`trainer.ui.cards_html` and
:mod:`trainer.ui.markup`, so cards keep their colours and their text alternatives.  ``mark`` highlights
the recommended answer for "show me".
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Sequence
from html import escape

from trainer.bids import Bid, Call, Double, Form, Redouble
from trainer.cards import Card
from trainer.conventions.core import DecisionPoint
from trainer.conventions.exchanges import IntendedGame, intended_game_of
from trainer.drills import Drill, Kind
from trainer.drills.grade import legal_facts
from trainer.drills.texts import GAME_NAMES, answer_words
from trainer.game import GameType, Phase, Result
from trainer.i18n import Translator
from trainer.info import Info
from trainer.marker import N_
from trainer.seats import SEATS, Pair, Seat
from trainer.ui.cards_html import (
    SUIT_NAMES,
    card_html,
    cards_text,
    hand_html,
    hand_text,
    suit_html,
    text_suits_html,
)
from trainer.ui.markup import call_html

DRILL_CSS = """
.sk-drill-facts{display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;margin:.2rem 0 .6rem 0;font-size:1rem}
.sk-drill-facts b{font-weight:600}
.sk-mark{outline:3px solid #1a73e8;outline-offset:3px;border-radius:4px;padding:0 .2rem}
.sk-mark-line{margin:.6rem 0}
.sk-auction{border-collapse:collapse;margin:.3rem 0}
.sk-auction th,.sk-auction td{padding:.15rem .6rem;text-align:center;border-bottom:1px solid #ddd}
.sk-drill-block{margin:.5rem 0}
.sk-drill-block p{margin:.2rem 0}
.sk-drill-list{margin:.2rem 0;padding-left:1.4rem}
.sk-drill-list li{margin:.1rem 0}
.sk-unseen{color:#555;font-style:italic}
.sk-tricks{border-collapse:collapse;margin:.3rem 0;font-size:.95rem}
.sk-tricks th,.sk-tricks td{padding:.1rem .45rem;border-bottom:1px solid #ddd;white-space:nowrap;text-align:left}
.sk-tricks th{font-weight:600}
.sk-tricks tr.sk-prev td,.sk-tricks tr.sk-prev th{background:#fff6d6}
.sk-note{font-size:.85rem;color:#555}
.sk-drill-facts .sk-card,.sk-drill-block .sk-card{white-space:nowrap}
@media (max-width:640px){.sk-tricks th,.sk-tricks td{padding:.1rem .25rem}.sk-auction th,.sk-auction td{padding:.15rem .35rem}}
"""

# Calls of the doubling round, said aloud (*Koputukset ja vastakoputukset*).
DOUBLING_CALLS = {"X": N_("double"), "XX": N_("redouble")}
# The game a bolsevikit score is about: who plays it, one against three (*Bolsevikkien pistelasku*).
SOLO_GAMES = frozenset({GameType.BOLSHEVIK, GameType.DICTATOR})


def _facts(items: Iterable[tuple[str, str]]) -> str:
    return (
        '<div class="sk-drill-facts">'
        + "".join(f"<span><b>{escape(k)}:</b> {v}</span>" for k, v in items)
        + "</div>"
    )


def _hand(cards: Iterable[Card], label: str, _: Translator) -> str:
    cs = list(cards)
    html = hand_html(cs, label=label, aria_label=f"{label}: {hand_text(cs, _)}")
    return f'<div class="sk-seat" style="max-width:26rem;margin-bottom:.6rem">{html}</div>'


def _cards(cards: Sequence[Card], _: Translator) -> str:
    """Cards in the order given (a packet's order is its signal), with a text alternative."""
    return (
        f'<span aria-label="{escape(cards_text(cards, _))}">'
        + " ".join(card_html(c) for c in cards)
        + "</span>"
    )


def _seats(seats: Iterable[Seat]) -> str:
    return escape(", ".join(str(s) for s in sorted(seats)))


def answer_html(d: Drill, answer: str, _: Translator) -> str:
    """The handbook's (or the engine's) answer, shown for "show me": cards and calls as on the table."""
    from trainer.cards import parse_card_list
    from trainer.errors import SkruuviError

    shown = escape(answer)
    if d.kind is Kind.CALL:
        with contextlib.suppress(SkruuviError):
            shown = call_html(Call.parse(answer))
    elif d.kind in (
        Kind.LEAD,
        Kind.SIGNAL_DISCARD,
        Kind.PLAY,
        Kind.GIVE,
        Kind.PACKET_ORDER,
        Kind.PACKET_CHOOSE,
        Kind.LEGAL,
    ):
        with contextlib.suppress(SkruuviError):
            shown = _cards(parse_card_list(answer), _)
    else:
        shown = text_suits_html(answer_words(d, answer, _))
    label = escape(_("The answer"))
    return f'<p class="sk-mark-line"><b>{label}:</b> <span class="sk-mark">{shown}</span></p>'


# --- the auction ---------------------------------------------------------------------------------------------


def _said(call: Call, _: Translator) -> str:
    """A call as said at the table: a bid or pass as written, a double or redouble in words."""
    if isinstance(call, (Double, Redouble)):
        return escape(_(DOUBLING_CALLS[str(call)]))
    return call_html(call)


def auction_table_html(info: Info, _: Translator, css: str) -> str:
    """The auction a seat knows (``info``): the initial calls in rounds, one column per seat starting with the
    dealer, in a table of CSS class ``css``, then the continuation bidding and the doubling round, each call
    with its seat; "" before the first call.  The drills' and the table's auction (one function for both)."""
    if not (info.auction or info.continuation or info.doubling):
        return ""
    head = "".join(f"<th>{escape(str(s))}</th>" for s in info.dealer.iter_from())
    cells = [call_html(c) for _s, c in info.auction]
    rows = [
        "<tr>" + "".join(f"<td>{x}</td>" for x in cells[i : i + 4]) + "</tr>" for i in range(0, len(cells), 4)
    ]
    label = escape(_("Auction"))
    out = f'<table class="{escape(css)}" aria-label="{label}"><tr>{head}</tr>{"".join(rows)}</table>'
    # Bolsevikit's continuation is the bolshevik player's one final call (*Loppumaalaus ja koputukset*).
    cont = _("Final call") if info.rules.individual else _("Continuation bidding")
    for title, calls in ((cont, info.continuation), (_("Doubling"), info.doubling)):
        if calls:
            said = " – ".join(f"{escape(str(s))}: {_said(c, _)}" for s, c in calls)
            out += f"<p><b>{escape(title)}:</b> {said}</p>"
    return out


def auction_html(d: Drill, _: Translator) -> str:
    """The drill's whole auction (:func:`auction_table_html`), or a line saying the learner calls first."""
    if d.point is None:
        return ""
    table = auction_table_html(d.point.info, _, "sk-auction")
    if not table:
        none_yet = escape(_("No calls yet: you call first."))
        return f"<p>{none_yet}</p>"
    return f'<div class="sk-drill-block">{table}</div>'


# --- what the seat knows beyond the auction --------------------------------------------------------------


def _highest_bid(calls: Iterable[tuple[Seat, Call]]) -> tuple[Seat, Bid] | None:
    """The highest bid among ``calls`` (each higher than the last) and who made it."""
    bids = [(s, c) for s, c in calls if isinstance(c, Bid)]
    return bids[-1] if bids else None


def game_facts(info: Info, _: Translator, intended: IntendedGame | None = None) -> list[tuple[str, str]]:
    """The game, the contract and the declarer as far as the seat knows them now, and the doubles.

    Before the contract is settled: in bolsevikit the bolshevik is the game once bid (the player may
    still raise it to a dictator game after the gives, *BOLSEVIKIT / Loppumaalaus ja koputukset*); in
    alkupelit's gives the lifting bid, and ``intended``, the game and trump the conventions read from
    what the main pair's calls mean (:func:`trainer.conventions.exchanges.intended_game_of`: an
    invitation names the suit it asks for, an ace bid none; *Nostomaalaus*, *Valttipeli*).
    """
    out: list[tuple[str, str]] = []
    game = info.game
    if game is None and info.rules.individual and info.lifter is not None:
        game = GameType.BOLSHEVIK  # given, then kept or raised to a dictator game by the final call
    if game is None and info.contract is None and intended is not None:
        game = intended.game
    # alkupelit: the responder gives before the contract is settled; the lift says what is prepared
    lift = None
    alku_packet = info.phase is Phase.PACKET and info.rules.form is Form.ALKUPELIT  # the lifter's packet
    if info.contract is None and (info.phase is Phase.RESPONDER_GIVES or alku_packet):
        lift = _highest_bid(info.auction)
    if game is not None:
        out.append((_("Game"), escape(_(GAME_NAMES[game.value]))))
    if lift is not None:
        out.append((_("Lifting bid"), f"{call_html(lift[1])} ({escape(str(lift[0]))})"))
    if info.contract is None and intended is not None and intended.trump is not None:
        trump = suit_html(intended.trump)
        if not intended.clear:
            open_note = escape(_("the most likely; the bidding has not settled it"))
            trump += f" ({open_note})"
        elif intended.holder is not None:
            first = escape(_("{seat} named it first", seat=str(intended.holder)))
            trump += f" ({first})"
        out.append((_("Intended trump"), trump))
    top = None
    if info.phase in (Phase.CONTINUATION, Phase.PACKET, Phase.RETURN_PACKET) and lift is None:
        top = _highest_bid((*info.auction, *info.continuation))
    if top is not None and info.contract is None:
        out.append((_("Highest bid"), f"{call_html(top[1])} ({escape(str(top[0]))})"))
    if info.contract is not None:
        out.append((_("Contract"), call_html(info.contract)))
    if info.declarer is not None:
        who = _("Bolshevik player") if game is GameType.BOLSHEVIK else _("Declarer")
        out.append((who, escape(str(info.declarer))))
    elif info.lifter is not None and game is GameType.BOLSHEVIK:
        out.append((_("Bolshevik player"), escape(str(info.lifter))))
    if info.doubled_by:
        value = _seats(info.doubled_by)
        if info.redoubled:
            value += " · " + escape(_("redoubled"))
        out.append((_("Doubled by"), value))
    return out


def set_facts(info: Info, _: Translator) -> list[tuple[str, str]]:
    """Bolsevikit: the set's facts every player knows (*BOLSEVIKIT / Maalaukset*)."""
    out: list[tuple[str, str]] = []
    if info.bolshevik_barred:
        out.append((_("Have played their bolshevik in this set"), _seats(info.bolshevik_barred)))
    if info.bolshevik_forced is not None:
        out.append((_("Must bid the bolshevik now"), escape(str(info.bolshevik_forced))))
    if info.candidates:
        out.append((_("Bolshevik bidders, in order"), escape(", ".join(map(str, info.candidates)))))
    return out


def middle_html(info: Info, _: Translator) -> str:
    """The middle cards turned up for everyone, or the one dealt to this seat in a passimisääri."""
    if info.middle:
        label = escape(_("Middle cards (shown to everyone)"))
        return f"<p><b>{label}:</b> {_cards(info.middle, _)}</p>"
    if info.middle_dealt is not None:
        label = escape(_("The middle card dealt to you"))
        return f"<p><b>{label}:</b> {card_html(info.middle_dealt)}</p>"
    return ""


def exchanges_html(info: Info, _: Translator) -> str:
    """Every exchange in order: who gave to whom, and the cards where this seat gave or received them."""
    rows = info.exchange_cards()
    if not rows and not info.packet_so_far:
        return ""
    items = []
    for pub, cards in rows:
        who = f"{escape(str(pub.giver))} → {escape(str(pub.recipient))}"
        if cards is None:
            unseen = _.ngettext("{n} card, not seen by you", "{n} cards, not seen by you", pub.count)
            what = f'<span class="sk-unseen">{escape(unseen)}</span>'
        else:
            what = _cards(cards, _)
            if len(cards) > 1:
                top_first = escape(_("top card first"))
                what += f' <span class="sk-note">({top_first})</span>'
        items.append(f"<li>{who}: {what}</li>")
    label = escape(_("Exchanges, in order"))
    return f'<div class="sk-drill-block"><b>{label}:</b><ol class="sk-drill-list">{"".join(items)}</ol></div>'


def tricks_html(info: Info, _: Translator) -> str:
    """Every finished trick in play order (leader first) with its winner, the previous one marked; the
    trick in progress; the tricks won (by pair, or by player in bolsevikit)."""
    parts = []
    if info.tricks:
        rows = []
        last = len(info.tricks) - 1
        for i, t in enumerate(info.tricks):
            cells = "".join(f"<td>{escape(str(s))} {card_html(c)}</td>" for s, c in t.plays())
            cls = ' class="sk-prev"' if i == last else ""
            rows.append(f"<tr{cls}><th>{t.number}</th>{cells}<td>→ {escape(str(t.winner))}</td></tr>")
        label = escape(_("Tricks so far"))
        note = escape(
            _("Each trick from its lead, with the player who won it; highlighted: the previous trick.")
        )
        parts.append(
            f'<div class="sk-drill-block"><b>{label}:</b>'
            f'<table class="sk-tricks" aria-label="{label}">{"".join(rows)}</table>'
            f'<div class="sk-note">{note}</div></div>'
        )
        won = info.tricks_won
        if info.rules.individual:
            counts = " · ".join(f"{s} {won[s]}" for s in SEATS)
        else:
            counts = " · ".join(
                f"{p.seats[0]}–{p.seats[1]} {won[p.seats[0]] + won[p.seats[1]]}" for p in Pair
            )
        won_label = escape(_("Tricks won"))
        parts.append(f"<p><b>{won_label}:</b> {counts}</p>")
    if info.current_trick:
        cards = " ".join(f"{escape(str(s))}: {card_html(c)}" for s, c in info.current_trick)
        label = escape(_("This trick"))
        parts.append(f"<p><b>{label}:</b> {cards}</p>")
    return "".join(parts)


def _seat_facts(d: Drill, point: DecisionPoint, _: Translator) -> list[tuple[str, str]]:
    info = point.info
    facts = [(_("You"), escape(str(info.seat)))]
    if d.data.get("dealer_known", True):
        facts.append((_("Dealer"), escape(str(info.dealer))))
    # The game a give or a packet prepares (never for a wish reading: it would name the answer).
    intended = intended_game_of(point) if d.kind in (Kind.GIVE, Kind.PACKET_CHOOSE) else None
    if intended is not None and info.rules.form is Form.KOTKAT and intended.holder is info.seat:
        # A kotkat top bid names no trump (*KOTKAT / Maalaukset*): the trump the conventions plan is the
        # wish the packet itself is to state, so saying it (or who "named" it) would state the answer.
        intended = IntendedGame(intended.game)
    facts += game_facts(info, _, intended)
    if "set_deal" in d.data:  # public: the deals of the set are played in front of everyone
        facts.append((_("Deal of the bolshevik set"), escape(f"{d.data['set_deal']} / 8")))
    return facts + set_facts(info, _)


def situation_html(d: Drill, _: Translator, *, show_answer: str | None = None) -> str:
    """Everything the learner may know at the decision (what that seat knows, never other hands)."""
    k = d.kind
    parts: list[str] = []
    facts: list[tuple[str, str]] = []
    if d.form is not None:
        facts.append((_("Form"), escape(d.form.value)))
    p = d.point
    if p is not None and k not in (Kind.PACKET_READ, Kind.PACKET_ORDER):
        info = p.info
        facts += _seat_facts(d, p, _)
        parts.append(_facts(facts))
        if k is Kind.CALL or info.auction or info.continuation or info.doubling:
            parts.append(auction_html(d, _))  # a handbook lead may come without its auction: then show none
        parts.append(middle_html(info, _))
        parts.append(exchanges_html(info, _))
        parts.append(tricks_html(info, _))
        parts.append(_hand(p.hand, _("Your hand"), _))
        if k is Kind.GIVE:
            seats: tuple[Seat, ...] = d.data["recipients"]
            to_whom = escape(_("You give one card to: {seats}", seats=", ".join(map(str, seats))))
            parts.append(f'<p class="sk-drill-block">{to_whom}</p>')
    elif k is Kind.SCORE:
        parts.append(_facts(facts + score_facts(d, _)))
    else:
        if k is Kind.LEGAL and d.seat is not None:
            facts.append((_("You"), escape(str(d.seat))))
        parts.append(_facts(facts))
    if k is Kind.LEGAL and p is None:
        hand, led, _legal = legal_facts(d)
        led_label = escape(_("Led suit"))
        led_name = escape(_(SUIT_NAMES[led]))
        parts.append(
            f'<p><b>{led_label}:</b> <span role="img" aria-label="{led_name}">{suit_html(led)}</span></p>'
        )
        parts.append(_hand(hand, _("Your hand"), _))
    if k is Kind.PACKET_ORDER:
        four_label = escape(_("The four cards"))
        parts.append(f"<p><b>{four_label}:</b> {_cards(d.data['cards'], _)}</p>")
    if k is Kind.PACKET_READ or (k is Kind.WISH_READ and p is None):
        packet_label = escape(_("The packet, top card first"))
        parts.append(f"<p><b>{packet_label}:</b> {_cards(d.data['packet'], _)}</p>")
    if k is Kind.WISH_READ and p is not None:
        packet_label = escape(_("Partner's packet, top card first"))
        parts.append(f'<p class="sk-drill-block"><b>{packet_label}:</b> {_cards(d.data["packet"], _)}</p>')
    if k is Kind.SIGNAL_READ:
        parts.append(f"<p>{card_html(d.data['card'])}</p>")
    if k is Kind.ITALIAN_READ:
        led_label, card_label = escape(_("Led suit")), escape(_("Partner's first discard"))
        parts.append(
            f"<p><b>{led_label}:</b> {suit_html(d.data['led'])} · <b>{card_label}:</b> {card_html(d.data['card'])}</p>"
        )
    if show_answer:
        parts.append(answer_html(d, show_answer, _))
    return "".join(x for x in parts if x)


# --- score drills ------------------------------------------------------------------------------------------

NOT_DOUBLED = N_("Not doubled")
DOUBLING_NAMES = {
    "NONE": NOT_DOUBLED,
    "DOUBLED": N_("Doubled"),
    "REDOUBLED": N_("Redoubled"),
    "none": N_("Not doubled"),
    "double": N_("Doubled"),
    "redouble": N_("Redoubled"),
}
# Where the aces fell counts only in the misère games (*Valttipelin, grandin ja misäärien pistelasku*).
_ACE_GAMES = frozenset({GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK})


def _per_player(tricks: Sequence[int]) -> str:
    return " · ".join(f"{s} {n}" for s, n in zip(SEATS, tricks, strict=True))


def score_facts_html(d: Drill, _: Translator) -> str:
    """A finished deal's facts (public once it is over), as a row of facts."""
    return _facts(score_facts(d, _))


def score_facts(d: Drill, _: Translator) -> list[tuple[str, str]]:
    """A finished deal's facts.  Bolsevikit is every player for themself (*Bolsevikkien pistelasku*: the
    points are personal): the player's own tricks and each player's tricks, and who doubled (only a
    doubler's points are multiplied); pair games: the declaring side's tricks."""
    r: Result | None = d.data.get("result")
    if r is not None:
        game = GAME_NAMES[r.game.value]
        facts = [(_("Game"), escape(_(game)))]
        if r.contract is not None:
            facts.append((_("Contract"), call_html(r.contract)))
        if r.declarer is not None and r.game in SOLO_GAMES:
            who = _("Bolshevik player") if r.game is GameType.BOLSHEVIK else _("Dictator")
            facts.append((who, escape(str(r.declarer))))
            facts.append((_("The player's own tricks"), str(r.tricks[r.declarer])))
            facts.append((_("Tricks"), _per_player(r.tricks)))
            if r.doubled_by:
                value = _seats(r.doubled_by)
                if r.doubling.name == "REDOUBLED":
                    value += " · " + escape(_("redoubled"))
                facts.append((_("Doubled by"), value))
            else:
                facts.append((_("Doubling"), escape(_(NOT_DOUBLED))))
        elif r.declarer is not None:
            facts.append((_("Declarer"), escape(str(r.declarer))))
            facts.append((_("Main pair's tricks"), str(r.pair_tricks(r.declarer.pair))))
            facts.append((_("Doubling"), escape(_(DOUBLING_NAMES[r.doubling.name]))))
        else:
            facts.append((_("Tricks"), _per_player(r.tricks)))
            facts.append((_("Doubling"), escape(_(DOUBLING_NAMES[r.doubling.name]))))
        if r.aces and r.game in _ACE_GAMES:
            aces = []
            for a in r.aces:
                where = escape(_("trick {n}", n=a.trick))
                aces.append(f"{card_html(a.card)} → {escape(str(a.winner))} ({where})")
            facts.append((_("Aces"), ", ".join(aces)))
        return facts
    data = d.data
    doubling = DOUBLING_NAMES.get(str(data.get("doubling", "none")), DOUBLING_NAMES["none"])
    facts = [
        (_("Contract"), escape(str(data.get("contract", "")))),
        (_("Tricks"), str(data.get("tricks", ""))),
    ]
    facts.append((_("Doubling"), escape(_(doubling))))
    if data.get("aces"):
        facts.append((_("Aces (trick:side)"), escape(str(data["aces"]))))
    return facts
