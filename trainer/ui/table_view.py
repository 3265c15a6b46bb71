"""The table page's pictures and words, as safe HTML built from one seat's Info (issue 15; no Streamlit).

What the table shows while a deal is on comes from :meth:`State.info(seat) <trainer.state.State.info>` of
the learner's seat only (issue 10 §2): the facts of the game, the auction with the continuation bidding
and the doubling round (*Maalaukset*, *Jatkomaalaukset*, *Koputukset ja vastakoputukset*), the middle
cards where they were shown, the exchanges as this seat saw them, the trick on the table and the one
before it (a player may look at the previous trick, *Pelin eteneminen*), the tricks won and the seat's
hand.  Other hands never appear here: the engine's State is not read, only the Info.

After the deal: the result in words (:func:`result_facts`, the score per pair, or per player in
bolsevikit, *Bolsevikkien pistelasku*) and the review of the learner's decisions
(:func:`decision_html`, from :mod:`trainer.review`): the grade in words, the handbook's recommendation
and reasons, and the double-dummy (or ending-solver) cost with its plural form.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Final

from trainer.bids import Bid, Double, Pass, Redouble
from trainer.cards import Card
from trainer.conventions.core import Reason
from trainer.conventions.texts import reason_text, section_label
from trainer.game import Action, Choice, GameType, Phase, Result
from trainer.i18n import Translator
from trainer.info import Info
from trainer.marker import N_
from trainer.play import Trick
from trainer.review import Decision
from trainer.scoresheet import Scoresheet, slot_form
from trainer.scoring import Doubling
from trainer.seats import SEATS, Pair, Seat
from trainer.ui.cards_html import card_html, cards_text, hand_html, hand_text
from trainer.ui.drill_view import (
    DOUBLING_CALLS,
    auction_table_html,
    exchanges_html,
    game_facts,
    middle_html,
    set_facts,
)
from trainer.ui.markup import call_html

TABLE_PAGE_CSS: Final = """
.sk-table-facts{display:flex;flex-wrap:wrap;gap:.3rem 1.2rem;margin:.2rem 0 .6rem 0}
.sk-table-facts b{font-weight:600}
.sk-turn{font-weight:600;margin:.4rem 0}
.sk-table-auction{border-collapse:collapse;margin:.3rem 0}
.sk-table-auction th,.sk-table-auction td{padding:.15rem .6rem;text-align:center;border-bottom:1px solid #ddd}
.sk-table-block{margin:.5rem 0}
.sk-table-block p{margin:.2rem 0}
.sk-table-tricks{display:flex;flex-wrap:wrap;gap:.5rem 2rem;align-items:flex-start}
.sk-ttrick{display:grid;grid-template-columns:repeat(3,auto);grid-template-areas:". n ." "w . e" ". s .";
  gap:.2rem .4rem;justify-content:center;align-items:center;margin-top:.3rem}
.sk-tt{display:inline-flex;flex-direction:column;align-items:center;gap:.05rem;min-width:2.2rem}
.sk-tt-n{grid-area:n}.sk-tt-s{grid-area:s}.sk-tt-w{grid-area:w}.sk-tt-e{grid-area:e}
.sk-tt-seat{font-size:.75rem;opacity:.85}
.sk-tt-title{font-weight:600}
.sk-tt-won{font-size:.85rem;margin-top:.2rem}
.sk-table-hand{max-width:26rem;margin:.4rem 0}
.sk-review-head{font-weight:600}
.sk-review-cost{font-weight:600}
.sk-sheet-wrap{overflow-x:auto;margin:.3rem 0 .8rem 0}
.sk-sheet{border-collapse:collapse;font-size:.9rem}
.sk-sheet th,.sk-sheet td{border:1px solid rgba(128,128,128,.45);padding:.15rem .45rem;text-align:left;
  white-space:nowrap}
.sk-sheet td.num,.sk-sheet th.num{text-align:right}
.sk-sheet th.sk-sheet-pair{text-align:center}
.sk-sheet-tricks{display:block;font-size:.8em;opacity:.8}
.sk-sheet tr.sk-sheet-now td{font-weight:600;background:rgba(255,200,0,.15)}
.sk-sheet tr.sk-sheet-total td{font-weight:600;border-top:2px solid rgba(128,128,128,.8)}
@media (max-width:640px){.sk-sheet{font-size:.76rem}.sk-sheet th,.sk-sheet td{padding:.1rem .2rem}}
@media (max-width:640px){.sk-table-auction th,.sk-table-auction td{padding:.15rem .35rem}
  .sk-table-tricks{gap:.5rem 1rem}}
"""

#: The setup's choice of a whole sitsi (beside the forms).
SITSI: Final = "sitsi"
#: The forms in words (the names are the handbook's own).
FORM_NAMES: Final = {
    "alkupelit": N_("alkupelit"),
    "kotkat": N_("kotkat"),
    "bolsevikit": N_("bolsevikit"),
    SITSI: N_("a whole sitsi (4 alkupelit + 4 kotkat)"),
}

#: Each phase in words, for the review and for whose turn it is.
PHASE_NAMES: Final = {
    Phase.AUCTION: N_("Auction"),
    Phase.BOLSHEVIK_CHOICE: N_("The bolshevik choice"),
    Phase.LIFT_CHOICE: N_("The choice"),
    Phase.PASS_EXCHANGE: N_("Passimisääri exchange"),
    Phase.PACKET: N_("Packet"),
    Phase.RESPONDER_GIVES: N_("Gives"),
    Phase.RETURN_PACKET: N_("Return packet"),
    Phase.BOLSHEVIK_GIVES: N_("Gives"),
    Phase.CONTINUATION: N_("Continuation bidding"),
    Phase.DEFENDERS_EXCHANGE: N_("Defenders' exchange"),
    Phase.DOUBLING: N_("Doubles"),
    Phase.PLAY: N_("Card play"),
    Phase.DONE: N_("End of the deal"),
}

#: The review's grades in words.
GRADE_NAMES: Final = {
    "recommended": N_("as the handbook recommends"),
    "acceptable": N_("acceptable by the handbook"),
    "not_advised": N_("not advised by the handbook"),
    "no_advice": N_("the handbook gives no advice here"),
}

CHOICE_NAMES: Final = {
    Choice.PLAY: N_("play the bolshevik"),
    Choice.YIELD: N_("leave it to the next bidder"),
    Choice.SELF: N_("lift first themself"),
    Choice.DUMMY: N_("let the dummy lift first"),
}

# Where each seat sits on the picture: the learner at the bottom, partner opposite.
_AREAS: Final = ("s", "w", "n", "e")


def seat_name(seat: Seat, you: Seat, _: Translator) -> str:
    """A seat as the page names it: ``A (you)`` for the learner's own."""
    return _("{seat} (you)", seat=str(seat)) if seat is you else str(seat)


def _facts(items: Iterable[tuple[str, str]]) -> str:
    return (
        '<div class="sk-table-facts">'
        + "".join(f"<span><b>{escape(k)}:</b> {v}</span>" for k, v in items)
        + "</div>"
    )


def auction_html(info: Info, _: Translator) -> str:
    """The auction so far (:func:`trainer.ui.drill_view.auction_table_html`: in rounds, one column per seat from
    the dealer, then the continuation bidding and the doubling round), headed "Auction"; "" before any call."""
    table = auction_table_html(info, _, "sk-table-auction")
    if not table:
        return ""
    return f'<div class="sk-table-block"><b>{escape(_("Auction"))}:</b>{table}</div>'


def _area(seat: Seat, you: Seat) -> str:
    return _AREAS[(seat - you) % 4]


def trick_html(
    title: str, plays: Sequence[tuple[Seat, Card]], winner: Seat | None, you: Seat, _: Translator
) -> str:
    """One trick as a small compass, each card in front of its player and the learner at the bottom."""
    spoken = ", ".join(f"{seat} {cards_text([c], _)}" for seat, c in plays) or _("no cards yet")
    cells = "".join(
        f'<span class="sk-tt sk-tt-{_area(seat, you)}"><span class="sk-tt-seat">{escape(str(seat))}</span>'
        f"{card_html(c)}</span>"
        for seat, c in plays
    )
    out = (
        f'<div><div class="sk-tt-title">{escape(title)}</div>'
        f'<div class="sk-ttrick" role="img" aria-label="{escape(title + ": " + spoken)}">{cells}</div>'
    )
    if winner is not None:
        won = escape(_("{seat} takes the trick", seat=str(winner)))
        out += f'<div class="sk-tt-won">{won}</div>'
    return out + "</div>"


def tricks_won_text(won: Sequence[int], individual: bool, _: Translator) -> str:
    """The tricks won so far: per player in bolsevikit, per pair otherwise."""
    if individual:
        tally = ", ".join(f"{s} {won[s]}" for s in SEATS)
    else:
        tally = ", ".join(f"{p.seats[0]}–{p.seats[1]} {won[p.seats[0]] + won[p.seats[1]]}" for p in Pair)
    return _("Tricks won: {tally}", tally=tally)


def play_html(info: Info, _: Translator) -> str:
    """The trick on the table and the previous trick (the only finished one a player may look at), and the
    tricks won."""
    you = info.seat
    if not (info.tricks or info.current_trick) and info.phase is not Phase.PLAY:
        return ""
    parts = []
    number = len(info.tricks) + 1
    if info.phase is Phase.PLAY:
        parts.append(trick_html(_("Trick {n}", n=number), info.current_trick, None, you, _))
    prev: Trick | None = info.tricks[-1] if info.tricks else None
    if prev is not None:
        title = _("Previous trick (trick {n})", n=prev.number)
        parts.append(trick_html(title, prev.plays(), prev.winner, you, _))
    won = escape(tricks_won_text(info.tricks_won, info.rules.individual, _))
    return (
        f'<div class="sk-table-block"><div class="sk-table-tricks">{"".join(parts)}</div><p>{won}</p></div>'
    )


def turn_text(info: Info, _: Translator) -> str:
    """Whose turn it is, in words."""
    if info.to_act is None:
        return _("The deal is over.")
    if info.to_act is info.seat:
        return _("Your turn ({phase}).", phase=_(PHASE_NAMES[info.phase]).lower())
    return _("{seat} to act ({phase}).", seat=str(info.to_act), phase=_(PHASE_NAMES[info.phase]).lower())


def table_html(info: Info, form: str, level: str, _: Translator) -> str:
    """Everything the learner's seat may see now (from its Info only)."""
    facts = [
        (_("Form"), escape(_(FORM_NAMES.get(form, form)))),
        (_("You"), escape(str(info.seat))),
        (_("Partner"), escape(str(info.seat.partner)) if not info.rules.individual else escape(_("none"))),
        (_("Dealer"), escape(str(info.dealer))),
        (_("Opponents"), escape(level_name(level, _))),
    ]
    facts += game_facts(info, _)
    facts += set_facts(info, _)
    parts = [_facts(facts)]
    if info.to_act is not None:
        parts.append(f'<p class="sk-turn">{escape(turn_text(info, _))}</p>')
    parts.append(auction_html(info, _))
    parts.append(middle_html(info, _))
    parts.append(exchanges_html(info, _))
    parts.append(play_html(info, _))
    if not info.hand:  # the deal is over: every card is in the tricks
        return "".join(p for p in parts if p)
    label = _("Your hand")
    hand = hand_html(list(info.hand), label=label, aria_label=f"{label}: {hand_text(list(info.hand), _)}")
    parts.append(f'<div class="sk-seat sk-table-hand">{hand}</div>')
    return "".join(p for p in parts if p)


LEVEL_NAMES: Final = {"handbook": N_("by the handbook"), "strong": N_("strong")}
LEVEL_BLURBS: Final = {
    "handbook": N_("They bid, exchange, lead and signal as the handbook teaches."),
    "strong": N_(
        "The handbook's bidding and exchanges; in trump and grand they play the cards by calculation."
    ),
}


def level_name(level: str, _: Translator) -> str:
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


# --- who did what -------------------------------------------------------------------------------------------


def action_text(seat: Seat, phase: Phase, action: Action, you: Seat, _: Translator) -> str:
    """What a player did, in words ("B passes", "D plays ♠K").  A card given in an exchange is not named:
    the learner may not have seen it (the exchanges list shows the cards this seat saw)."""
    who = str(seat)
    if isinstance(action, Pass):
        return _("{seat} passes", seat=who)
    if isinstance(action, Double):
        return _("{seat} doubles", seat=who)
    if isinstance(action, Redouble):
        return _("{seat} redoubles", seat=who)
    if isinstance(action, Bid):
        return _("{seat} bids {call}", seat=who, call=str(action))
    if isinstance(action, Choice):
        return _("{seat} chooses to {choice}", seat=who, choice=_(CHOICE_NAMES[action]))
    if phase is Phase.PLAY:
        return _("{seat} plays {card}", seat=who, card=str(action))
    if seat is you:
        return _("{seat} gives {card}", seat=who, card=str(action))
    return _("{seat} gives a card", seat=who)


def your_action_text(phase: Phase, action: Action, _: Translator) -> str:
    """The learner's decision in words, for the review."""
    if isinstance(action, Choice):
        return _(CHOICE_NAMES[action])
    if isinstance(action, (Double, Redouble)):
        return _(DOUBLING_CALLS[str(action)])
    return str(action)


# --- the result and the review ------------------------------------------------------------------------------

GAME_WORDS: Final = {
    GameType.TRUMP: N_("a trump game"),
    GameType.GRAND: N_("grand"),
    GameType.MISERE: N_("misère"),
    GameType.PASSIMISAARI: N_("passimisääri"),
    GameType.BOLSHEVIK: N_("the bolshevik (misère)"),
    GameType.DICTATOR: N_("a dictator game"),
    GameType.THROWN_IN: N_("a thrown-in deal"),
}


def result_facts(result: Result, individual: bool, you: Seat, _: Translator) -> list[str]:
    """The finished deal in sentences: the game, the contract and declarer, the tricks, and the score."""
    lines = []
    game = _(GAME_WORDS[result.game]) if result.game in GAME_WORDS else str(result.game)
    if result.contract is not None and result.declarer is not None:
        lines.append(
            _(
                "The game was {game}, {contract} by {seat}.",
                game=game,
                contract=str(result.contract),
                seat=seat_name(result.declarer, you, _),
            )
        )
    else:
        lines.append(_("The game was {game}.", game=game))
    pts = result.points()
    if individual:
        tally = ", ".join(f"{seat_name(s, you, _)} {result.tricks[s]}" for s in SEATS)
        lines.append(_("Tricks: {tally}.", tally=tally))
        score = ", ".join(f"{seat_name(s, you, _)} {pts[s]:+d}" for s in SEATS)
        lines.append(_("Score per player: {score}.", score=score))
    else:
        tally = ", ".join(f"{p.seats[0]}–{p.seats[1]} {result.pair_tricks(p)}" for p in Pair)
        lines.append(_("Tricks: {tally}.", tally=tally))
        score = ", ".join(f"{p.seats[0]}–{p.seats[1]} {pts[p.seats[0]]:+d}" for p in Pair)
        lines.append(_("Score per pair: {score}.", score=score))
        lines.append(_("Your pair's score: {points}.", points=f"{pts[you]:+d}"))
    return lines


def grade_text(grade: str, _: Translator) -> str:
    key = grade if grade in GRADE_NAMES else "no_advice"
    return _(GRADE_NAMES[key])


def cost_text(d: Decision, _: Translator) -> str:
    """The double-dummy (or ending-solver) cost in words, or "" where it was not measured."""
    if d.dd_cost is None:
        return ""
    n = d.dd_cost
    if d.cost_unit == "points":
        if n == 0:
            return _("With best play from here, no card would have scored more.")
        return _.ngettext(
            "This card cost {n} point against the best card, with best play from here.",
            "This card cost {n} points against the best card, with best play from here.",
            n,
        )
    if n == 0:
        return _("With best play from here, this card gave nothing away.")
    return _.ngettext(
        "This card gave away {n} trick with best play from here.",
        "This card gave away {n} tricks with best play from here.",
        n,
    )


def _reasons_html(reasons: Sequence[Reason], lang: str, _: Translator) -> str:
    items = []
    for r in reasons:
        text = escape(reason_text(r, _))
        if r.section:
            text += f" <span class='sk-note'>({escape(section_label(r.section, lang))})</span>"
        items.append(f"<li>{text}</li>")
    return f"<ul>{''.join(items)}</ul>" if items else ""


def decision_html(d: Decision, lang: str, _: Translator, *, hinted: bool) -> str:
    """One reviewed decision: the phase and what the learner did, the grade, the recommendation, the
    reasons and the cost."""
    did = escape(your_action_text(d.phase, d.action, _))
    head = escape(_("{phase}: you chose {action}", phase=_(PHASE_NAMES[d.phase]), action="\x00"))
    parts = [f'<p class="sk-review-head">{head.replace(chr(0), did)}</p>']
    grade = grade_text(d.grade, _)
    parts.append(f"<p>{escape(grade[:1].upper() + grade[1:])}.</p>")
    if d.recommended and d.grade != "recommended":
        rec = ", ".join(escape(your_action_text(d.phase, a, _)) for a in d.recommended)
        recommends = escape(_("The handbook recommends: {actions}", actions="\x00"))
        parts.append(f"<p>{recommends.replace(chr(0), rec)}</p>")
    parts.append(_reasons_html(d.reasons, lang, _))
    cost = cost_text(d, _)
    if cost:
        parts.append(f'<p class="sk-review-cost">{escape(cost)}</p>')
    if hinted:
        asked = escape(_("You asked for a hint before this decision."))
        parts.append(f"<p>{asked}</p>")
    return "".join(p for p in parts if p)


def decision_title(d: Decision, _: Translator) -> str:
    """A short title for a reviewed decision (an expander's label)."""
    return f"{_(PHASE_NAMES[d.phase])}: {your_action_text(d.phase, d.action, _)} — {grade_text(d.grade, _)}"


# --- a sitsi's score sheet ------------------------------------------------------------------------------------


def sitsi_heading(index: int, _: Translator) -> str:
    """``Deal 3 of 8 (alkupelit)``: the deal ``index`` (0..7) of a sitsi."""
    form = slot_form(index).value
    return _("Deal {n} of 8 ({form})", n=index + 1, form=_(FORM_NAMES[form]))


def slot_text(index: int, _: Translator) -> str:
    """The slot's name on the sheet: ``Alkupelit 2``, ``Kotkat 4``."""
    n = index % 4 + 1
    return _("Alkupelit {n}", n=n) if index < 4 else _("Kotkat {n}", n=n)


def _num(value: int | None) -> str:
    return '<td class="num"></td>' if value is None else f'<td class="num">{value:+d}</td>'


def sheet_html(sheet: Scoresheet, you: Seat, current: int | None, _: Translator) -> str:
    """The sitsi's score sheet as a compact table (*Skruuvin pistelaskulomake*): per slot the dealer, the game
    (contract, declarer, doubling), the tricks (the declaring pair's, or A–C's in passimisääri), then each
    pair's points for the deal and its running total (the printed form's "Me" and "Yht"); the sitsi's totals
    last.  ``current``: the row of the
    deal being played (marked), or None."""
    pairs = (Pair.AC, Pair.BD)

    def pair_label(p: Pair) -> str:
        name = f"{p.seats[0]}–{p.seats[1]}"
        return _("{seat} (you)", seat=name) if you.pair is p else name

    head1 = '<th colspan="3"></th>' + "".join(
        f'<th colspan="2" class="sk-sheet-pair">{escape(pair_label(p))}</th>' for p in pairs
    )
    cols = [_("Deal"), _("Dealer"), _("Game and tricks")]
    points, running = escape(_("Points")), escape(_("Sum"))
    head2 = "".join(f"<th>{escape(c)}</th>" for c in cols) + (
        f'<th class="num">{points}</th><th class="num">{running}</th>' * 2
    )
    rows = []
    for r in sheet.rows()[:8]:
        e = r.entry
        game = tricks = ""
        if e is not None:
            mark = {Doubling.NONE: "", Doubling.DOUBLED: " X", Doubling.REDOUBLED: " XX"}[e.doubling]
            if e.kind == "contract" and e.contract is not None:
                game = f"{call_html(e.contract)} {escape(str(e.declarer))}{mark}"
                side = e.declarer.pair if e.declarer is not None else Pair.AC
                tricks = f"{side.seats[0]}–{side.seats[1]} {e.tricks}"
            else:
                game = escape(_("Passimisääri")) + mark
                tricks = f"A–C {e.tricks}"
        me = None if r.me is None else dict(zip(pairs, r.me, strict=True))
        yht = dict(zip(pairs, r.yht, strict=True))
        scores = "".join(
            _num(None if me is None else me[p]) + _num(None if me is None else yht[p]) for p in pairs
        )
        cls = ' class="sk-sheet-now"' if r.index == current else ""
        dealer = escape(str(r.dealer))
        rows.append(
            f"<tr{cls}><td>{escape(slot_text(r.index, _))}</td><td>{dealer}</td>"
            f'<td>{game}<span class="sk-sheet-tricks">{escape(tricks)}</span></td>{scores}</tr>'
        )
    total = sheet.pair_totals(0)
    rows.append(
        '<tr class="sk-sheet-total"><td colspan="3">'
        + escape(_("Total"))
        + "</td>"
        + "".join(f'<td class="num" colspan="2">{total[p]:+d}</td>' for p in pairs)
        + "</tr>"
    )
    caption = escape(_("Score sheet"))
    return (
        f'<div class="sk-sheet-wrap"><table class="sk-sheet" aria-label="{caption}">'
        f"<thead><tr>{head1}</tr><tr>{head2}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def sitsi_result_lines(sheet: Scoresheet, you: Seat, _: Translator) -> list[str]:
    """The finished sitsi in sentences: each pair's total and how the learner's pair did."""
    total = sheet.pair_totals(0)
    score = ", ".join(f"{p.seats[0]}–{p.seats[1]} {total[p]:+d}" for p in Pair)
    lines = [_("Sitsi totals: {score}.", score=score)]
    mine = total[you.pair]
    if mine > 0:
        lines.append(
            _.ngettext(
                "Your pair won the sitsi by {n} point.", "Your pair won the sitsi by {n} points.", mine
            )
        )
    elif mine < 0:
        lines.append(
            _.ngettext(
                "Your pair lost the sitsi by {n} point.", "Your pair lost the sitsi by {n} points.", -mine
            )
        )
    else:
        lines.append(_("The sitsi ended level."))
    return lines
