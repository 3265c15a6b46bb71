"""The worked-deal viewer's parts (issue 13): steps in the address, jumps, what just moved, tallies.

Pure functions over a replayed deal record (``Record.states()``): no Streamlit here, so the page
(``app_pages/deals.py``) stays a thin layout and every piece is tested on its own.

* **The step in the address.**  ``?deal=ID&step=N`` opens step N (:func:`url_step` reads it,
  clamped), and the page writes the step it shows into ``st.query_params``.  Streamlit pushes a
  browser history entry for every query change, so Back would walk back one step at a time instead
  of returning to the page the learner came from (a lesson): a small script (:func:`viewer_script`)
  turns those pushes, and only those (same page, same deal), into replacements.  The same script
  listens for the ← and → keys and clicks the Back and Next buttons; it does nothing while a text
  field, the step slider or another control that uses the arrow keys has the focus, or when a
  modifier is held.
* **Jumps.**  :func:`jump_targets` lists the phases the record has (the auction, the choice, the
  exchanges, the continuation, the defenders' exchange, the doubles) and every trick, each with the
  first step that belongs to it (a trick: the step where it is led).
* **What just moved.**  :func:`arrived` gives the cards that came into each hand at this step (the
  middle cards the lifter takes, a packet, a give); the card played to the trick is ringed in the
  centre.  The middle cards sit in the centre only while they are on the table (*Nostomaalaus*: the
  lifter shows and takes them; *Passimisääri / Korttien vaihdot*: dealt out face down); after that
  they are in a hand and shown there, once.
* **Tallies.**  Bolsevikit is played each for themself (*BOLSEVIKIT*), so its tricks are counted per
  player; the other forms count per pair.  In the games where aces score (misère, passimisääri, the
  bolshevik: *Misääri*, *Passimisääri / Pisteenlasku*, *BOLSEVIKIT / Pisteenlasku*) the aces that
  have fallen are listed with their trick numbers and who took them.

* **Playing along** (issue 13, "Play along in the worked deals"): with ``&playalong=SEAT`` the viewer stops
  before every step whose actor is that seat (:func:`question_at`: ``frames[i].state.to_act`` is the
  seat; ``frames[i + 1].action`` is what the deal's player did) and asks first, from what the seat knows
  then (the other hands stay hidden).  :func:`grade_answer` grades the learner's answer as the table's
  review does (:mod:`trainer.review`): the conventions' grade at the seat's decision point
  (:func:`trainer.conventions.advise.advise_point`), its reasons, and where the handbook advises, the
  drill topic (concept) the answer practises (:func:`practice_kind`).  :func:`seat_role` says who the
  seat is in the deal (*Maalaukset*: the top bidder is the main player, partner the other main player).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Final

from trainer.cards import Card
from trainer.conventions.advise import advise_point
from trainer.conventions.core import NO_CONVENTION, DecisionPoint, Reason, decision_point, grade
from trainer.conventions.discards import is_first_discard
from trainer.drills import Kind
from trainer.drills.make import concept_of, lesson_of
from trainer.errors import SkruuviError
from trainer.game import Action, GameType, Phase
from trainer.i18n import Translator
from trainer.progress.practice import played_item
from trainer.seats import SEATS, Seat
from trainer.state import State
from trainer.ui.cards_html import card_html, cards_text, text_suits_html

#: The games in which fallen aces change the score.
ACE_GAMES: Final = frozenset({GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK})


class PacketError(SkruuviError):
    """A play-along packet that cannot be laid (a card not in the hand, or none at all)."""


_PLAY = re.compile(r"play\[(\d+)\]\[(\d+)\]")
_AREA: Final = {Seat.A: "s", Seat.B: "w", Seat.C: "n", Seat.D: "e"}

# The phase a record step belongs to, by the first part of its ``where`` (trainer/records.py).
_SECTIONS: Final = (
    ("auction", "auction"),
    ("choice", "choice"),
    ("exchanges", "exchanges"),
    ("continuation", "continuation"),
    ("defenders", "defenders"),
    ("doubling", "doubling"),
)


@dataclass(frozen=True)
class Frame:
    """One step of a worked deal: where it is in the record, the action taken (None at the start), and
    the state after it."""

    where: str
    action: Action | None
    state: State


@dataclass(frozen=True)
class Target:
    """A place to jump to: a phase (``kind``) or trick ``trick`` (kind ``"trick"``), at step ``step``."""

    kind: str
    step: int
    trick: int = 0


def url_step(value: str | None, last: int) -> int:
    """The step an address asks for (``?step=N``), clamped to 0…last; 0 if it is not a number."""
    if value is None:
        return 0
    try:
        n = int(value.strip())
    except ValueError:
        return 0
    return min(last, max(0, n))


def section(where: str) -> tuple[str, int]:
    """The phase of a step (``"start"``, ``"auction"`` … ``"trick"``) and its trick number (1–13, else 0)."""
    m = _PLAY.match(where)
    if m:
        return "trick", int(m.group(1)) + 1
    for prefix, kind in _SECTIONS:
        if where.startswith(prefix):
            return kind, 0
    return "start", 0


def jump_targets(frames: Sequence[Frame]) -> list[Target]:
    """The start, each phase and each trick the record reaches (at its first step), and the end."""
    out = [Target("start", 0)]
    seen: set[tuple[str, int]] = {("start", 0)}
    for i, f in enumerate(frames):
        key = section(f.where)
        if key not in seen:
            seen.add(key)
            out.append(Target(key[0], i, key[1]))
    last = len(frames) - 1
    if last > out[-1].step:
        out.append(Target("end", last))
    return out


def target_at(targets: Sequence[Target], step: int) -> int:
    """The index in ``targets`` of the phase or trick that ``step`` belongs to (the last one at or before it)."""
    found = 0
    for j, t in enumerate(targets):
        if t.step <= step:
            found = j
    return found


def target_label(t: Target, _: Translator, *, final_call: bool = False) -> str:
    """The jump's name; ``final_call``: the continuation is one player's final call (bolsevikit, puupää)."""
    labels = {
        "start": _("Start of the deal"),
        "auction": _("Auction"),
        "choice": _("The choice"),
        "exchanges": _("Card exchanges"),
        "continuation": _("Final call") if final_call else _("Continuation bidding"),
        "defenders": _("Defenders' exchange"),
        "doubling": _("Doubles"),
        "end": _("End of the deal"),
    }
    if t.kind == "trick":
        return _("Trick {n}", n=t.trick)
    return labels.get(t.kind, t.kind)


def arrived(prev: State | None, cur: State) -> dict[Seat, frozenset[Card]]:
    """The cards that came into each hand at this step (taken middle cards, a packet, a give)."""
    if prev is None:
        return {}
    out = {}
    for seat in SEATS:
        new = frozenset(cur.hand(seat)) - frozenset(prev.hand(seat))
        if new:
            out[seat] = new
    return out


def played_card(f: Frame) -> Card | None:
    """The card played to a trick at this step, if any."""
    if isinstance(f.action, Card) and _PLAY.match(f.where):
        return f.action
    return None


def middle_on_table(s: State) -> bool:
    """Whether the middle cards still lie in the centre: before the lift (or the passimisääri deal)."""
    return (
        bool(s.deal.middle) and not s.middle_shown and s.game is not GameType.PASSIMISAARI and not s.is_over
    )


def trick_plays(s: State) -> tuple[int, tuple[tuple[Seat, Card], ...], Seat | None]:
    """The trick to show: the one being played, or else the last one finished (number, plays, winner)."""
    if s.current and s.leader is not None:
        return len(s.tricks) + 1, tuple((s.leader.next(i), c) for i, c in enumerate(s.current)), None
    if s.tricks:
        t = s.tricks[-1]
        return t.number, t.plays(), t.winner
    return 0, (), None


def trick_html(s: State, moved: Card | None, _: Translator) -> str:
    """The trick in the centre as a small compass (each card in front of its player), the new card ringed."""
    number, plays, winner = trick_plays(s)
    if not plays:
        return ""
    spoken = ", ".join(f"{seat} {cards_text([c], _)}" for seat, c in plays)
    cells = []
    for seat, c in plays:
        card = card_html(c)
        if c == moved:
            card = card.replace('class="sk-card"', 'class="sk-card sk-moved"', 1)
        cells.append(
            f'<span class="sk-t sk-t-{_AREA[seat]}"><span class="sk-t-seat">{escape(str(seat))}</span>{card}</span>'
        )
    title = _("Trick {n}", n=number)
    out = (
        f'<div class="sk-t-title"><strong>{escape(title)}</strong></div>'
        f'<div class="sk-trick" role="img" aria-label="{escape(title + ": " + spoken)}">{"".join(cells)}</div>'
    )
    if winner is not None:
        out += f'<div class="sk-t-won">{escape(_("{seat} takes the trick", seat=str(winner)))}</div>'
    return out


def trick_so_far_html(s: State, _: Translator) -> str:
    """A card decision's trick, for the question itself: the cards played to it so far, each with its player, or
    that the seat to act leads to it; "" outside the play.  On a phone the question follows the table in the page,
    so with the question in view the trick in the table's centre is not (issue 13, "Phone")."""
    if str(s.phase) != str(Phase.PLAY) or s.to_act is None:
        return ""
    number = len(s.tricks) + 1
    if not s.current:
        return f"<p>{escape(_('You lead to trick {n}.', n=number))}</p>"
    _number, plays, _winner = trick_plays(s)
    cards = ", ".join(text_suits_html(f"{seat} {c}") for seat, c in plays)  # each suit in its colour
    return f"<p>{escape(_('Trick {n} so far:', n=number))} {cards}</p>"


def tricks_line(s: State, individual: bool, _: Translator) -> str:
    """Tricks so far: per player in bolsevikit (each plays for themself), per pair otherwise."""
    if individual:
        tally = ", ".join(f"{seat} {s.won[seat]}" for seat in SEATS)
        return _("Tricks so far: {tally}", tally=tally)
    return _("Tricks so far: A–C {ac}, B–D {bd}", ac=s.won[0] + s.won[2], bd=s.won[1] + s.won[3])


def aces_html(s: State, _: Translator) -> str:
    """In a game where aces score: the aces fallen so far, each with its trick number and who took it."""
    if s.game not in ACE_GAMES or not (s.tricks or s.current):
        return ""
    title = escape(_("Aces fallen"))
    if not s.aces:
        none_yet = _("none yet")
        return f'<div class="sk-aces"><strong>{title}</strong>: {escape(none_yet)}</div>'
    items = "".join(
        "<li>"
        + escape(
            _("{card} in trick {n}, taken by {seat}", card="\x00", n=a.trick, seat=str(a.winner))
        ).replace("\x00", card_html(a.card))
        + "</li>"
        for a in s.aces
    )
    return f'<div class="sk-aces"><strong>{title}</strong><ul>{items}</ul></div>'


def viewer_script(prev_class: str, next_class: str) -> str:
    """The page's one script: steps replace the address instead of adding history, and the ← → keys.

    Streamlit writes the query (``?deal=ID&step=N``) with ``history.pushState`` whenever it changes, so
    every step would be a history entry and Back would walk back through the steps instead of returning
    to the page the learner came from (a lesson).  The script wraps ``history.pushState`` once per tab:
    a push that stays on the same page and the same ``deal`` (or table deal, ``record``) becomes ``replaceState``.  A push to the same
    page without a ``deal`` waits 0.4 s and is dropped if a push to another page follows: leaving the page
    from the sidebar, Streamlit first writes the emptied query of the page being left, which would put a
    stray "deal list" entry between the deal and the next page (and Back would not reach the step).  Every
    other push (another page, another deal) is left alone; the page's "All worked deals" link is a plain
    link, so Back from the list returns to the deal.

    ``prev_class``/``next_class``: the CSS classes Streamlit gives the Back and Next buttons' containers
    (``st-key-<key>``).  The key listener is added once per tab and reads the current deal's buttons from
    ``window.__skDeal``; on any other page it finds no button and does nothing.  It ignores keys with a
    modifier and keys meant for a focused control that uses the arrows itself (text fields, the step
    slider, select boxes, radio and segmented buttons).
    """
    data = json.dumps({"prev": prev_class, "next": next_class})
    return (
        "<script>(() => {"
        f"const w = window; w.__skDeal = {data};"
        "if (!w.__skDealHistory) { w.__skDealHistory = true; let held = null;"
        "  const push = w.history.pushState.bind(w.history);"
        "  w.history.pushState = function (state, title, url) {"
        "    try { const to = new URL(url, w.location.href), at = new URL(w.location.href);"
        "      const key = (u) => u.searchParams.get('deal') || u.searchParams.get('record');"
        "      const deal = key(at), next = key(to);"
        "      if (deal && to.pathname === at.pathname && next === deal) {"
        "        return w.history.replaceState(state, title, url); }"
        "      if (deal && to.pathname === at.pathname && next === null) {"
        "        clearTimeout(held); held = setTimeout(() => { held = null; push(state, title, url); }, 400); return; }"
        "      if (held !== null && to.pathname !== at.pathname) { clearTimeout(held); held = null; }"
        "    } catch (e) {}"
        "    return push(state, title, url); }; }"
        "if (w.__skDealKeys) return; w.__skDealKeys = true;"
        "document.addEventListener('keydown', (e) => {"
        "  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;"
        "  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;"
        "  const t = e.target;"
        '  if (t && t.closest && t.closest(\'input, textarea, select, [contenteditable="true"], [role="slider"],'
        ' [role="combobox"], [role="listbox"], [role="radiogroup"], [role="tablist"], [role="menu"]\')) return;'
        "  const cur = w.__skDeal; if (!cur) return;"
        "  const b = document.querySelector('.' + (e.key === 'ArrowLeft' ? cur.prev : cur.next) + ' button');"
        "  if (!b || b.disabled) return;"
        "  e.preventDefault(); b.click(); });"
        "})();</script>"
    )


VIEWER_CSS: Final = """
.sk-moved{outline:2px solid #f2c14e;outline-offset:1px;border-radius:.25rem;background:#fff4cc;color:#1b1b1b}
.sk-middle .sk-card.sk-moved{outline:3px solid #f2c14e;outline-offset:2px}
.sk-seat .sk-moved{background:#ffe08a}
.sk-trick{display:grid;grid-template-columns:repeat(3,auto);grid-template-areas:". n ." "w . e" ". s .";
  gap:.2rem .4rem;justify-content:center;align-items:center;margin-top:.3rem}
.sk-t{display:inline-flex;flex-direction:column;align-items:center;gap:.05rem;border-radius:.3rem;padding:.05rem}
.sk-t-n{grid-area:n}.sk-t-s{grid-area:s}.sk-t-w{grid-area:w}.sk-t-e{grid-area:e}
.sk-t-seat{font-size:.7rem;opacity:.85}
.sk-t-won{margin-top:.25rem;font-size:.85rem}
.sk-facedown{display:inline-block;width:1.4rem;height:1.9rem;border-radius:.25rem;margin:0 .1rem;
  background:repeating-linear-gradient(45deg,#8b1e2d,#8b1e2d 3px,#b23a48 3px,#b23a48 6px);border:2px solid #fdfdfb}
.sk-middle .sk-card{display:inline-block;white-space:nowrap;margin:.1rem 0}
.sk-aces ul{margin:.2rem 0 .4rem 1.1rem;padding:0}
.sk-auction .sk-moved{display:inline-block;padding:0 .2rem}
"""


def hidden_seats(s: State, view: str | None) -> frozenset[Seat]:
    """The seats whose cards the chosen player does not see now ("all": none).

    In the three-player game a player sees the dummy's hand once the rules let them: its partner
    when choosing a card for it, everyone from the opening lead on (docs/rules.md P8, P11).
    """
    if view in (None, "all"):
        return frozenset()
    me = Seat.parse(view)
    hidden = {x for x in SEATS if x is not me}
    if s.puupaa is not None and s.puupaa.seat is not me and s.info(me).dummy_hand is not None:
        hidden.discard(s.puupaa.seat)
    return frozenset(hidden)


def marked_for(hidden: frozenset[Seat], moved: Mapping[Seat, frozenset[Card]]) -> dict[Seat, frozenset[Card]]:
    """The new cards to mark, leaving out hands the chosen player cannot see."""
    return {seat: cards for seat, cards in moved.items() if seat not in hidden}


# --- playing along -----------------------------------------------------------------------------------------

#: The drill kind whose topic a decision practises, by phase (card play: see :func:`practice_kind`).
_PHASE_KINDS: Final = {
    Phase.AUCTION: Kind.CALL,
    Phase.CONTINUATION: Kind.CALL,
    Phase.DOUBLING: Kind.CALL,
    Phase.PACKET: Kind.PACKET_ORDER,
    Phase.RETURN_PACKET: Kind.PACKET_ORDER,
    Phase.RESPONDER_GIVES: Kind.GIVE,
    Phase.BOLSHEVIK_GIVES: Kind.GIVE,
    Phase.DEFENDERS_EXCHANGE: Kind.GIVE,
    Phase.PASS_EXCHANGE: Kind.GIVE,
}


@dataclass(frozen=True)
class Answered:
    """A graded play-along answer: the grade (``recommended``, ``acceptable``, ``not_advised`` or
    ``no_advice``), what the handbook recommends there, the grade's reasons, and the drill topic it
    practises (None where the handbook gives no advice, or no drill topic covers the decision)."""

    action: Action
    grade: str
    recommended: tuple[Action, ...]
    reasons: tuple[Reason, ...]
    kind: str | None
    concept: str | None
    #: A packet asked whole (:func:`grade_packet`): the learner's cards, top card first; ``recommended`` then
    #: holds the handbook's packet in its order.
    cards: tuple[Card, ...] = ()


#: The phases in which a seat lays a packet card by card (*Nostomaalaus*, *KOTKAT / Korttien vaihdot*).
_PACKET_PHASES: Final = frozenset({str(Phase.PACKET), str(Phase.RETURN_PACKET)})


def packet_steps(frames: Sequence[Frame], i: int) -> list[int]:
    """The steps of the packet whose first card is laid at step ``i`` (one step a card); [] when step ``i`` is
    not the start of a packet.  Phases and seats compared by name, as in :func:`question_at`."""
    s = frames[i].state
    if str(s.phase) not in _PACKET_PHASES or s.packet:
        return []
    out = []
    j = i
    while (
        j + 1 < len(frames)
        and str(frames[j].state.phase) == str(s.phase)
        and str(frames[j].state.to_act) == str(s.to_act)
        and len(frames[j].state.packet) == j - i
        and isinstance(frames[j + 1].action, Card)
    ):
        out.append(j)
        j += 1
    return out


def question_at(frames: Sequence[Frame], i: int, seat: Seat | None) -> bool:
    """Whether step ``i`` is a decision of ``seat`` (the next step is its action)."""
    if seat is None or i + 1 >= len(frames):
        return False
    # Seats compared by name: the page caches the replayed states, and a module reloaded while the app
    # runs (a developer's edit) would make an identity test fail for good.
    s = frames[i].state
    if str(s.phase) in _PACKET_PHASES and s.packet:
        return False  # a packet is asked whole at its first card (:func:`packet_steps`)
    return str(s.to_act) == str(seat) and frames[i + 1].action is not None


def questions(frames: Sequence[Frame], seat: Seat) -> list[int]:
    """Every step at which ``seat`` decides."""
    return [i for i in range(len(frames)) if question_at(frames, i, seat)]


def practice_kind(state: State, point: DecisionPoint) -> Kind | None:
    """The drill kind whose topic this decision practises: calls, packet cards, gives, the opening lead, the
    first discard (the signal, *Merkinanto*) and any other card, as the table's review counts them
    (:func:`trainer.review.decision_concept`); None for the bolshevik choice, which no drill asks."""
    phase = state.phase
    if phase is not Phase.PLAY:
        return _PHASE_KINDS.get(phase)
    if not state.tricks and not state.current:
        return Kind.LEAD
    if is_first_discard(point):
        return Kind.SIGNAL_DISCARD
    return Kind.PLAY


def grade_answer(state: State, action: Action) -> Answered:
    """Grade ``action`` by the seat to act in ``state``, from what that seat knows (as the review does)."""
    point = decision_point(state)
    advice = advise_point(point)
    g = grade(point, action, advice)
    if advice is None:
        reasons = tuple(r for r in g.reasons if r.key != NO_CONVENTION)
        return Answered(action, "no_advice", (), reasons, None, None)
    kind = practice_kind(state, point)
    concept = None
    if kind is not None:
        section = next((r.section for r in (*g.reasons, *advice.reasons) if r.section), None)
        concept = concept_of(kind, lesson_of(kind, section))
    return Answered(
        action,
        str(g.verdict),
        tuple(advice.recommended),
        tuple(g.reasons),
        kind.value if kind else None,
        concept,
    )


_ORDER: Final = {"recommended": 0, "acceptable": 1, "no_advice": 2, "not_advised": 3}


def handbook_packet(state: State, n: int) -> tuple[Card, ...]:
    """The packet the conventions lay from ``state`` (the first card of a packet), card by card, top card first;
    shorter where they stop advising."""
    out: list[Card] = []
    s = state
    for _k in range(n):
        advice = advise_point(decision_point(s))
        rec = [a for a in advice.recommended if isinstance(a, Card)] if advice is not None else []
        if not rec:
            break
        out.append(rec[0])
        s = s.apply(rec[0])
    return tuple(out)


def grade_packet(state: State, cards: Sequence[Card]) -> Answered:
    """Grade a whole packet (its cards, top card first) laid from ``state``, the packet's first step: each
    card is graded in turn as the table's review grades it (:func:`grade_answer`), laid, and the next one
    graded from there.  The packet's grade is its worst card's (all recommended: recommended), and its
    reasons are that card's (the first such; all recommended: the first card's, which name the plan)."""
    graded: list[Answered] = []
    s = state
    for c in cards:
        legal = {str(a): a for a in s.legal_actions()}
        card = legal.get(str(c))
        if not isinstance(card, Card):
            raise PacketError(f"{c} cannot be laid here", code="packet_card")
        graded.append(grade_answer(s, card))
        s = s.apply(card)
    if not graded:
        raise PacketError("an empty packet", code="packet_card")
    first_worst = max(graded, key=lambda a: _ORDER.get(a.grade, 2))  # max keeps the first of equals
    worst = first_worst.grade
    if worst == "no_advice" and any(a.grade != "no_advice" for a in graded):
        worst = "acceptable"  # advised where the handbook speaks, silent elsewhere
    reasons = first_worst.reasons
    topic = next((a for a in graded if a.concept is not None), None)
    return Answered(
        graded[0].action,
        worst,
        handbook_packet(state, len(cards)),
        reasons,
        topic.kind if topic else None,
        topic.concept if topic else None,
        tuple(cards),
    )


def seat_role(final: State, seat: Seat, _: Translator) -> str:
    """Who ``seat`` is in the deal, from its last state: main player, their partner, or a defender ("" in a
    game without a main pair, passimisääri)."""
    name = str(seat)  # by name, as in question_at
    if final.puupaa is not None and str(final.puupaa.seat) == name:
        return _("the dummy")
    declarer = final.declarer
    if declarer is None:
        return ""
    if str(declarer) == name:
        return _("the main player")
    if final.rules.individual:
        return _("plays against the main player")
    if str(declarer.partner) == name:
        return _("the main player's partner")
    return _("a defender")


#: The table's grid areas clockwise from the bottom (cards_html: A south, B west, C north, D east), and the
#: trick compass's (``sk-t-s`` …).
_SIDES: Final = ("south", "west", "north", "east")
_TRICK_SIDES: Final = ("s", "w", "n", "e")


def seat_at_bottom_css(you: Seat, scope: str) -> str:
    """CSS that turns the table (and the trick in its centre) so that ``you`` sit at the bottom, the others
    clockwise from there (partner at the top), inside ``scope`` (a CSS selector); "" for A, who sits there
    already.  Only the grid areas move: the hands keep their names, and a screen reader reads A–D in order."""
    if int(you) == 0:
        return ""
    rules = []
    for seat in SEATS:
        at = (int(seat) - int(you)) % 4
        rules.append(f"{scope} .sk-{_SIDES[int(seat)]}{{grid-area:{_SIDES[at]}}}")
        rules.append(f"{scope} .sk-t-{_TRICK_SIDES[int(seat)]}{{grid-area:{_TRICK_SIDES[at]}}}")
    # The top and bottom hands are the wide ones (COMPASS_CSS sets them by class): the same by place.
    tb = [f"{scope} .sk-compass .sk-{_SIDES[int(x)]}" for x in SEATS if (int(x) - int(you)) % 2 == 0]
    lr = [f"{scope} .sk-compass .sk-{_SIDES[int(x)]}" for x in SEATS if (int(x) - int(you)) % 2 == 1]
    rules.append(f"{','.join(lr)}{{justify-self:stretch;min-width:0}}")
    rules.append(f"{','.join(tb)}{{justify-self:center;min-width:34%}}")
    rules.append(f"@media (max-width:640px){{{','.join(tb)}{{min-width:55%}}}}")
    return "\n".join(rules)


def deal_item(deal_id: str, seat: Seat, step: int) -> str:
    """The progress item of one play-along decision: a decision of a played deal
    (:func:`trainer.progress.practice.played_item`, ``played:deal-<id>-<seat>:<step>``), practice of its topic
    but never a drill to open again."""
    return played_item(f"deal-{deal_id}-{seat}", step)
