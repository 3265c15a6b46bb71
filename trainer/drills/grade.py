"""Judging an answer to a drill: by the conventions where the handbook advises, by the engine elsewhere.

:func:`check` never raises for a bad answer: text that is not a call, a card
or a number comes back as an ``unreadable`` :class:`Feedback` whose
``problem`` names what was wrong, and the attempt does not count.

* play this card: the same, by the card-play conventions, or for a double-dummy drill against the
  sealed deal's trick table (:mod:`trainer.drills.play`);
* call, lead, signal discard: :func:`trainer.conventions.core.grade` at the
  drill's decision point (what the seat knows and its legal actions; an
  illegal action is explained with the engine's reason; an action the
  handbook also allows is right, and the learner is told which are also fine);
* give: every card in turn, as the engine asks for them (one per recipient), and the cards together as
  one plan by the exchange conventions' whole plans (``advise_gives``);
* packet order: the learner's order must say what the giver means (any
  order that :func:`trainer.signals.decode` reads the same is right, comparing only the wish the
  packet plans: :func:`trainer.drills.make.planned`);
* packet choice: the four cards as a set, by the exchange conventions' whole-packet advice
  (:func:`trainer.drills.topics.judge_packet`: a set that is not advised is told what is wrong with it);
* kotkat wish reading: the first wish and the misère answer, as :func:`~trainer.signals.decode` reads
  the packet by the handbook's table;
* Italian signal reading: :func:`trainer.conventions.discards.italian_meaning`;
* packet reading, score, legal card: the engine's own answer;
* signal reading: :func:`trainer.conventions.discards.read_first_discard`;
* words: the glossary.

The conventions only ever see a :class:`~trainer.conventions.core.DecisionPoint`, and so does this
module: the drill's whole deal is sealed in its :class:`~trainer.drills.key.AnswerKey`, asked only
where the engine answers after the learner has (the next decision of a give, the four hands of the
double-dummy evidence).  A score drill's finished result is public and lies in its data.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from trainer.bids import Call
from trainer.cards import Card, Suit, parse_card_list
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, Grade, Reason, Verdict, grade
from trainer.conventions.exchanges import (
    SEC_BOLSHEVIK,
    GivesAdvice,
    PacketAdvice,
    _really_higher,
    advise_packet,
)
from trainer.errors import SkruuviError
from trainer.game import Phase
from trainer.marker import N_
from trainer.scoring import BolshevikScore, ContractScore, PassScore
from trainer.seats import SEATS, Seat
from trainer.signals import decode
from trainer.state import Action, GameType

from . import play, topics
from .make import message_of
from .model import Drill, DrillError, Feedback, Kind, Line

# --- problems with the answer itself -------------------------------------------------------------------

UNREADABLE = {
    "empty": N_("Give an answer first."),
    "call": N_("“{text}” is not a call: write e.g. 1♦, 3G, 6M or pass."),
    "card": N_("“{text}” is not a card: write e.g. ♠K or SK."),
    "cards": N_("“{text}” is not a list of cards: write e.g. ♠K ♠7."),
    "packet_cards": N_("Use exactly the four cards of the packet, each once."),
    "choose_four": N_("Choose exactly four cards of your hand."),
    "wish": N_("Answer both: whether misère is possible, and the first wish."),
    "give_count": N_("Give one card to each player: {n} cards."),
    "suits": N_("Write the suits as symbols or letters, such as ♠ ♦ or S D, or - for none."),
    "numbers": N_("Write one whole number for each side ({n}), such as 25 -25."),
    "choice": N_("Choose one of the answers."),
}

MESSAGES = {
    "legal_follow": N_("{suit} was led and you hold {cards}: you must follow suit with one of them."),
    "legal_void": N_("{suit} was led and you have none: any card may be played."),
    "packet_says": N_("The order {cards} says:"),
    "packet_you_said": N_("Your order {cards} says instead:"),
    "packet_stacked": N_("The advised packet, stacked top card first as {cards}, says:"),
    "packet_stacked_yours": N_("Your cards, stacked top card first as {cards}, say:"),
    "give_card": N_("To {seat}: {card}"),
    "dd_lead": N_("Double-dummy: after each lead, the defenders' tricks with best play on both sides."),
}


def _unreadable(d: Drill, given: str, key: str, **params: object) -> Feedback:
    return Feedback(
        d.id, d.kind, False, "unreadable", given, (), problem=Line("msg", UNREADABLE[key], params)
    )


def _checked(
    d: Drill,
    ok: bool,
    given: str,
    expected: str,
    lines: tuple[Line, ...] = (),
    *,
    also: tuple[str, ...] = (),
    reasons: tuple[Reason, ...] = (),
) -> Feedback:
    """Feedback on an answer the engine checks (right or wrong, one expected answer)."""
    return Feedback(d.id, d.kind, ok, "right" if ok else "wrong", given, (expected,), also, reasons, lines)


def check(d: Drill, answer: str, *, evidence: bool = True) -> Feedback:
    """Judge ``answer`` (text in the project's notations) to drill ``d``.

    ``evidence``: for a trump or grand lead with the whole deal known, add the
    double-dummy tricks after each lead (about 0.05–0.4 s the first time).
    """
    text = (answer or "").strip()
    if not text:
        return _unreadable(d, text, "empty")
    if d.kind is Kind.CALL:
        return _graded(d, text, "call", evidence=False)
    if d.kind is Kind.LEAD:
        return _graded(d, text, "card", evidence=evidence)
    if d.kind is Kind.SIGNAL_DISCARD:
        return _graded(d, text, "card", evidence=False)
    if d.kind is Kind.PLAY:
        return _check_play(d, text)
    return _CHECKERS[d.kind](d, text)


# --- graded by the conventions ----------------------------------------------------------------------------


def _point(d: Drill) -> DecisionPoint:
    if d.point is None:
        raise DrillError(f"drill {d.id} has no decision point", code="drill_no_point", id=d.id)
    return d.point


def _graded(d: Drill, text: str, what: str, *, evidence: bool) -> Feedback:
    point = _point(d)
    try:
        action: Action = Call.parse(text) if what == "call" else Card.parse(text)
    except SkruuviError:
        return _unreadable(d, text, what, text=text)
    g = grade(point, action, advise_point(point))
    return _feedback(d, str(action), g, evidence=evidence)


def _feedback(d: Drill, given: str, g: Grade, *, evidence: bool) -> Feedback:
    advice = g.advice
    expected = tuple(str(a) for a in advice.recommended) if advice else ()
    also = tuple(str(a) for a in advice.acceptable) if advice else ()
    lines: tuple[Line, ...] = ()
    if g.illegal is not None:
        lines = (Line("error", params={"error": g.illegal}),)
    ev = lead_evidence(d) if evidence else None
    if ev:
        lines += (Line("msg", MESSAGES["dd_lead"]),)
    return Feedback(
        d.id,
        d.kind,
        g.ok,
        g.verdict.value,
        given,
        expected,
        also,
        _reasons_for(g, advice.reasons if advice else ()),
        lines,
        judgement=bool(advice and advice.judgement),
        evidence=ev,
        rule=advice.rule if advice else None,
    )


def _reasons_for(g: Grade, advised: Sequence[Reason]) -> tuple[Reason, ...]:
    """Why: for a wrong answer, what is wrong with it and then what the handbook advises."""
    if g.verdict is Verdict.NOT_ADVISED:
        return tuple(dict.fromkeys((*g.reasons, *advised)))
    return tuple(g.reasons) or tuple(advised)


def lead_evidence(d: Drill) -> dict[str, int] | None:
    """Each lead's double-dummy result (defenders' tricks) for a trump or grand lead with the deal known.

    The contract, declarer and trump are the leader's own knowledge (the point's Info); only the other
    hands come from the answer key, after the learner has answered.
    """
    if d.kind is not Kind.LEAD or d.key is None or d.point is None:
        return None
    if not d.data.get("known_deal", True):
        return None  # the other hands were filled in at random around a handbook hand
    info = d.point.info
    if info.contract is None or info.declarer is None:
        return None
    if info.game not in (GameType.TRUMP, GameType.GRAND):
        return None  # misère games have no trick target; a dictator is one against three
    hands = d.key.lead_hands()
    if hands is None:
        return None
    from trainer.conventions import double_dummy

    if not double_dummy.is_available():
        return None
    try:
        by_card = double_dummy.lead_analysis(hands, info.declarer, info.trump)
    except SkruuviError:
        return None
    return {str(c): n for c, n in sorted(by_card.items())}


# --- play this card ---------------------------------------------------------------------------------------


def play_advice(d: Drill) -> Advice | None:
    """What a play drill is graded against: the card-play conventions' advice, or for a double-dummy drill
    the trick table of the sealed deal as advice (:func:`trainer.drills.play.dd_advice`)."""
    point = _point(d)
    if d.data.get("source") != "double_dummy":
        return advise_point(point)
    if d.key is None:
        raise DrillError(f"drill {d.id} has no deal", code="drill_no_state", id=d.id)
    tricks = play.play_tricks(d.key, point)
    if tricks is None:
        raise DrillError(f"drill {d.id}: double dummy is not available", code="drill_no_dd", id=d.id)
    return play.dd_advice(point, tricks, int(d.data["agree"]), int(d.data["samples"]))


def _check_play(d: Drill, text: str) -> Feedback:
    """A card after the opening lead: graded by the card-play conventions, or by double dummy (:mod:`.play`);
    a card not advised is told what is wrong with that card first, then what the answer is and why."""
    point = _point(d)
    try:
        card = Card.parse(text)
    except SkruuviError:
        return _unreadable(d, text, "card", text=text)
    fb = _feedback(d, str(card), grade(point, card, play_advice(d)), evidence=False)
    if d.data.get("source") == "double_dummy" and fb.verdict != "illegal":
        # Double dummy's answer is not the handbook's: "Right." / "Not quite." and "The answer: ...", never
        # "what the handbook advises" (the reasons say where the answer comes from).
        fb = replace(fb, verdict="right" if fb.correct else "wrong")
    return fb


# --- give: one card per recipient ------------------------------------------------------------------------


def _check_give(d: Drill, text: str) -> Feedback:
    """The learner's cards, one per recipient, judged as one plan by the exchange conventions.

    Each card is played at its own decision point first (the answer key gives the giver's next point,
    which knows the cards already given), so an illegal card is refused as the engine refuses it and a
    card the conventions advise against is found with its own reason.  Where the conventions advise
    whole plans (:func:`~trainer.conventions.exchanges.advise_gives`), the verdict is the plan's: a
    recommended or acceptable plan is explained by its own reasons (``GivesAdvice.why``), never by
    another plan's; any other plan is not advised and is told what is wrong with it: each card's own
    reason, or, when no card has one (every card may fit some plan while together they follow none),
    the nearest plan the handbook allows; then the advised plan's reasons.
    """
    from trainer.conventions.exchanges import advise_gives

    key = d.key
    if key is None:
        raise DrillError(f"drill {d.id} has no deal", code="drill_no_state", id=d.id)
    seats = d.data["recipients"]
    try:
        cards = parse_card_list(text)
    except SkruuviError:
        return _unreadable(d, text, "cards", text=text)
    if len(cards) != len(seats):
        return _unreadable(d, text, "give_count", n=len(seats))
    grades: list[Grade] = []
    for i, card in enumerate(cards):
        point = _point(d) if i == 0 else key.points_after(cards[:i])[-1]
        g = grade(point, card, advise_point(point))
        grades.append(g)
        if g.illegal is not None:
            break  # the engine would refuse it: no later point
    worst = min(grades, key=lambda g: _RANK[g.verdict])
    plan: tuple[Card, ...] = d.data["plan"]
    lines = tuple(
        Line("msg", MESSAGES["give_card"], {"seat": str(seat), "card": str(c)})
        for seat, c in zip(seats, plan, strict=True)
    )
    if worst.illegal is not None:
        lines = (Line("error", params={"error": worst.illegal}), *lines)
    ga = advise_gives(_point(d))
    plans = _plans(ga, seats)
    mine = tuple(cards)
    verdict = worst.verdict
    if worst.illegal is None and plans:
        verdict = plans.get(mine, Verdict.NOT_ADVISED)
    reasons: tuple[Reason, ...]
    if verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE) and ga is not None and mine in plans:
        reasons = ga.why(dict(zip(seats, mine, strict=True)))  # the learner's own plan, nothing of any other
    elif verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE):
        reasons = _step_reasons(grades)  # no whole-plan advice here: each card's own advice
    else:
        advised = ga.why(dict(zip(seats, plan, strict=True))) if ga is not None else ()
        advised = advised or _advised_steps(d, plan)
        # Each card's own reason first (the handbook's rule about that card), then what is wrong with the
        # give as a whole (C63d), where it names a card no reason of its own has explained yet.
        own = _card_lines(d, grades, seats, mine, plans)
        if ga is not None and len(mine) == len(seats):
            told = {r.params.get("card") for r in own}
            own += [
                r for r in ga.fault(dict(zip(seats, mine, strict=True))) if r.params.get("card") not in told
            ]
        if not own and worst.illegal is None and len(seats) > 1 and plans:
            own.append(_nearest_plan(mine, seats, plans, advised))
        reasons = (*own, *advised)
    right = verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE) and len(grades) == len(seats)
    also = tuple(
        " ".join(map(str, p))
        for p in plans
        if p != mine and (p != plan or (right and verdict is Verdict.RECOMMENDED))
    )[:GIVE_ALSO_SHOWN]  # any small side cards may fill a plan (C60a): name the first few plans only
    first = grades[0].advice
    return Feedback(
        d.id,
        d.kind,
        right,
        verdict.value,
        " ".join(map(str, cards)),
        (" ".join(map(str, plan)),),
        also,
        tuple(dict.fromkeys(reasons)),
        lines,
        judgement=bool(ga.judgement if ga is not None else first and first.judgement),
        rule=first.rule if first is not None else None,  # the rule of a give written as rules (issue 11)
    )


def _card_lines(
    d: Drill,
    grades: Sequence[Grade],
    seats: Sequence[Seat],
    mine: tuple[Card, ...],
    plans: dict[tuple[Card, ...], Verdict],
) -> list[Reason]:
    """Each refused card's own reason (``Advice.worse`` at its point, after the learner's earlier gives),
    kept only where it is true of the learner's whole plan (review 11, DECISION C63f).

    Nothing is said of a card the learner gave to the same player as the advised plan (or any recommended
    plan) gives it: the fault lies in the other cards (``gen.give.bolsevikit.14001``: ♦10 to B as advised).
    The bolshevik's seat lines (where some plan puts a card, ``ex_bol_*_goes_*``) give way to the seat rule
    said of the learner's own cards, only where those cards break it (*Korttien ylianto*: of the cards thrown
    away "maan matalin kortti" to the niskamies, "korkein kortti" to the left), once for each end of a suit, at the first
    misplaced card that some allowed plan gives: a void made by the rule is never told otherwise (``14000``:
    ♥8 left, ♥3 right; ``14003``: ♣3 to the niskamies).  For the other give kinds only the first filter
    applies (their lines name partner's card or the opponents', true of any plan that is not the advised).
    """
    point = _point(d)
    bolshevik = point.phase is Phase.BOLSHEVIK_GIVES and len(mine) == len(seats)
    advised = [p for p, v in plans.items() if v is Verdict.RECOMMENDED] or [tuple(d.data["plan"])]
    in_plans = {c for p in plans for c in p}
    mine_by = dict(zip(seats, mine, strict=False))
    told: set[str] = set()  # the groups whose seat rule has been said (each line names both ends)
    out: list[Reason] = []
    for i, g in enumerate(grades):
        c = g.action
        if g.illegal is not None or not isinstance(c, Card):
            continue
        if any(i < len(p) and p[i] == c for p in advised):
            continue  # placed as the handbook's plan places it: nothing to say of this card
        lines = list(g.advice.worse.get(c, ())) if g.verdict is Verdict.NOT_ADVISED and g.advice else []
        # Where the plans put the card, or "the higher card goes here and yours stays" when the learner
        # gives that higher card too: the seat is the fault, said of the learner's own cards below.
        seat_step = any(r.key in _BOL_SEAT_KEYS or _higher_given_too(r, mine) for r in lines)
        lines = [r for r in lines if r.key not in _BOL_SEAT_KEYS and not _higher_given_too(r, mine)]
        voids = all(x in mine for x in point.view.hand if x.suit is c.suit)
        if bolshevik and (seat_step or voids or c in in_plans):  # a card to give, perhaps to the wrong player
            seat = _bolshevik_seat_line(point, mine_by, seats[i], c)
            # one line per end of a group: the lowest card and the highest may both be misplaced (review
            # 11b, gen.give.bolsevikit.14210: ♦3 to partner and ♦8 to the niskamies)
            group = f"{seat.params.get('suit', 'all')}/{seat.key}" if seat is not None else ""
            if seat is not None and group not in told:
                told.add(group)
                lines.insert(0, seat)
        out += lines
    return out


# The bolshevik's per-card lines naming where the plans put a card (exchanges._own_give_reason).
_BOL_SEAT_KEYS = frozenset({"ex_bol_low_goes_right", "ex_bol_high_goes_left", "ex_bol_mid_goes_partner"})


def _higher_given_too(r: Reason, mine: Sequence[Card]) -> bool:
    """``ex_bol_shed_higher`` ("the plans give this player {top} ... and your {card} stays") where the
    learner gives {top} as well: the card does not stay, only its seat differs (review 11)."""
    return r.key == "ex_bol_shed_higher" and str(r.params.get("top")) in {str(x) for x in mine}


def _bolshevik_seat_line(point: DecisionPoint, plan: dict[Seat, Card], to: Seat, c: Card) -> Reason | None:
    """The seat rule said of the learner's own cards where they break it at ``c``, else None (C63f).

    *Korttien ylianto*: of the cards thrown away the suit's lowest goes to the niskamies on the right, its
    highest to the defender on the left; the project's plans give a third card of the suit to the partner
    opposite, and with three different suits the lowest and highest of all three go right and left (C63).
    The group judged is the learner's cards of ``c``'s suit when there are two or more, all three when the
    suits differ; a lone card beside a pair of another suit gets no line (the pair cannot take both ends, so
    its own line says what is wrong), nor does a middle card (the lowest or highest is misplaced too).  Cards
    with no card of another hand between them are equals (``exchanges._really_higher``).
    """
    me = point.seat
    full = point.view.hand  # the bolshevik's whole hand: the first give's point, before any card is given
    given = list(plan.values())
    same = [x for x in given if x.suit is c.suit]
    per_suit = len(same) >= 2
    if per_suit:
        group = same
    elif len({x.suit for x in given}) == len(given) == 3:
        group = given
    else:
        return None

    def above(x: Card, y: Card) -> bool:
        return _really_higher(x, y, full) if x.suit is y.suit else x.rank > y.rank

    def lowest(x: Card) -> bool:
        return not any(above(x, y) for y in group if y is not x)

    def highest(x: Card) -> bool:
        return not any(above(y, x) for y in group if y is not x)

    def end_taken(end: Seat, is_end: Callable[[Card], bool]) -> bool:
        """That end of the group already holds a card of it that belongs there (an equal of ``c``)."""
        x = plan.get(end)
        return x is not None and x in group and is_end(x)

    # The line names ``c`` as the lowest (highest) only when it is that by rank: of two touching cards both
    # count as an end for the place taken, but only the lower is "the lowest" (review 11b,
    # gen.give.bolsevikit.14201: ♠5 of ♠5 ♠4 was called the lowest).
    lowest_rank = all(c.rank <= y.rank for y in group if y.suit is c.suit) and lowest(c)
    highest_rank = all(c.rank >= y.rank for y in group if y.suit is c.suit) and highest(c)
    if lowest_rank and to is not me.right and not end_taken(me.right, lowest):
        key = "drill_give_seat_low"
    elif highest_rank and to is not me.left and not end_taken(me.left, highest):
        key = "drill_give_seat_high"
    else:
        return None  # c is where the rule puts it, an equal holds its place, or it is a middle card
    if not per_suit:
        return Reason(key + "_all", SEC_BOLSHEVIK, {"card": str(c)})
    return Reason(key, SEC_BOLSHEVIK, {"card": str(c), "suit": c.suit.symbol})


GIVE_ALSO_SHOWN = 4  # the "also fine" give plans named in feedback (recommended ones first)

_RANK = {Verdict.ILLEGAL: 0, Verdict.NOT_ADVISED: 1, Verdict.ACCEPTABLE: 2, Verdict.RECOMMENDED: 3}


def _plans(ga: GivesAdvice | None, seats: Sequence[Seat]) -> dict[tuple[Card, ...], Verdict]:
    """The whole plans the give advice allows, as cards in recipient order, each with its verdict
    (recommended plans first)."""
    out: dict[tuple[Card, ...], Verdict] = {}
    if ga is None:
        return out
    for verdict, group in ((Verdict.RECOMMENDED, ga.recommended), (Verdict.ACCEPTABLE, ga.acceptable)):
        for p in group:
            if all(s in p for s in seats):
                out.setdefault(tuple(p[s] for s in seats), verdict)
    return out


def _advised_steps(d: Drill, plan: Sequence[Card]) -> tuple[Reason, ...]:
    """The advised plan's reasons card by card (where no whole-plan advice names them): the advice at each
    of its decision points, as the answer key moves the deal on."""
    assert d.key is not None
    out: list[Reason] = []
    for i in range(len(plan)):
        point = _point(d) if i == 0 else d.key.points_after(tuple(plan[:i]))[-1]
        advice = advise_point(point)
        out += advice.reasons if advice is not None else ()
    return tuple(dict.fromkeys(out))


def _step_reasons(grades: Sequence[Grade]) -> tuple[Reason, ...]:
    """Every card's advice in turn (where no whole-plan advice says more)."""
    out: list[Reason] = []
    for g in grades:
        out += _reasons_for(g, g.advice.reasons if g.advice else ())
    return tuple(dict.fromkeys(out))


def _nearest_plan(
    mine: tuple[Card, ...],
    seats: Sequence[Seat],
    plans: dict[tuple[Card, ...], Verdict],
    advised: Sequence[Reason],
) -> Reason:
    """What is wrong with cards that follow no plan when no card has a reason of its own: the allowed plan
    nearest to ``mine`` (the most cards to the same players; a recommended one first)."""
    near = max(
        plans,
        key=lambda p: (sum(a == b for a, b in zip(p, mine, strict=True)), plans[p] is Verdict.RECOMMENDED),
    )
    text = ", ".join(f"{s}: {c}" for s, c in zip(seats, near, strict=True))
    section = advised[0].section if advised else topics.S_GIVES
    return Reason("drill_give_nearest", section, {"plan": text})


# --- packets ---------------------------------------------------------------------------------------------


def _check_packet_order(d: Drill, text: str) -> Feedback:
    try:
        cards = parse_card_list(text)
    except SkruuviError:
        return _unreadable(d, text, "cards", text=text)
    want = d.data["cards"]
    if len(cards) != len(want) or set(cards) != set(want):
        return _unreadable(d, text, "packet_cards")
    form = d.form
    assert form is not None
    intended = d.data["reading"]
    got = decode(cards, form)
    wish = d.data.get("wish", "trump")  # the same reduced message as the drill's other right orders
    ok = message_of(got, wish) == message_of(intended, wish)
    order: tuple[Card, ...] = d.data["order"]
    lines = [Line("msg", MESSAGES["packet_says"], {"cards": " ".join(map(str, order))})]
    lines += [Line("note", n.key, n.params) for n in intended.notes]
    if not ok:
        lines.append(Line("msg", MESSAGES["packet_you_said"], {"cards": " ".join(map(str, cards))}))
        lines += [Line("note", n.key, n.params) for n in got.notes]
    others = tuple(" ".join(map(str, o)) for o in d.data["orders"] if tuple(o) != tuple(order))
    return _checked(d, ok, " ".join(map(str, cards)), " ".join(map(str, order)), tuple(lines), also=others,
                    reasons=tuple(d.data.get("reasons", ())))  # fmt: skip


def parse_suits(text: str) -> set[Suit]:
    """``♠ ♦``, ``S D``, ``♠♦``, ``-`` (none): the suits named.  Raises SkruuviError."""
    t = text.replace(",", " ").strip()
    if t in ("-", "—", "–"):
        return set()
    parts = t.split() if len(t.split()) > 1 else [ch for ch in t if not ch.isspace()]
    return {Suit.parse(p) for p in parts if p != "-"}


def _suits_text(suits: Sequence[Suit] | set[Suit]) -> str:
    return " ".join(s.symbol for s in sorted(suits)) or "-"


def _check_packet_read(d: Drill, text: str) -> Feedback:
    try:
        given = parse_suits(text)
    except SkruuviError:
        return _unreadable(d, text, "suits")
    reading = d.data["reading"]
    want = set(reading.ended)
    ok = given == want
    lines = tuple(Line("note", n.key, n.params) for n in reading.notes)
    return _checked(d, ok, _suits_text(given), _suits_text(want), lines)


def _check_packet_choose(d: Drill, text: str) -> Feedback:
    """Which four cards: graded as a set by the exchange conventions (:func:`topics.judge_packet`)."""
    point = _point(d)
    try:
        cards = parse_card_list(text)
    except SkruuviError:
        return _unreadable(d, text, "cards", text=text)
    chosen = frozenset(cards)
    if len(cards) != 4 or len(chosen) != 4 or not chosen <= set(point.hand):
        return _unreadable(d, text, "choose_four")
    pa = advise_packet(point)
    verdict, reasons = topics.judge_packet(point, pa, chosen)
    if verdict is not Verdict.NOT_ADVISED:  # the rule this packet follows, not the recommended one's
        reasons = pa.reasons_for(chosen) if chosen in pa.why else reasons  # else: equal cards (judge_packet)
    else:  # what is wrong with THIS packet first, card by card, then the advice
        own = [r for r in reasons if r not in pa.reasons]
        reasons = tuple(dict.fromkeys((*own, *pa.faults(chosen), *pa.reasons)))
    rec, acc = topics.packet_sets(pa)
    expected = tuple(_set_text(pa, s) for s in rec)
    also = tuple(_set_text(pa, s) for s in acc)
    order = topics.order_for(pa, chosen if verdict is not Verdict.NOT_ADVISED else rec[0]) if rec else None
    lines: tuple[Line, ...] = ()
    if order is not None and d.form is not None:
        # the advised packet when the learner's is not advised, else the learner's own cards in an advised
        # order: neither is "the handbook's packet" (review rounds 8 and 9)
        stacked = "packet_stacked" if verdict is Verdict.NOT_ADVISED else "packet_stacked_yours"
        lines = (Line("msg", MESSAGES[stacked], {"cards": " ".join(map(str, order))}),)
        lines += tuple(Line("note", n.key, n.params) for n in decode(order, d.form).notes)
    ok = verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE)
    # the rule that proposed this packet where it is advised, else the recommended packet's (issue 11)
    rule = pa.rule_for(chosen) if verdict is not Verdict.NOT_ADVISED else pa.rule
    return Feedback(d.id, d.kind, ok, verdict.value, " ".join(map(str, sorted(chosen))), expected, also,
                    reasons, lines, judgement=pa.judgement, rule=rule)  # fmt: skip


def _set_text(pa: PacketAdvice, cards: frozenset[Card]) -> str:
    """A packet's cards as the conventions stack them (top card first), else in hand order."""
    order = topics.order_for(pa, cards)
    return " ".join(map(str, order if order is not None else sorted(cards)))


def _check_wish_read(d: Drill, text: str) -> Feedback:
    """Partner's kotkat packet: the first wish and whether misère is possible (the table)."""
    try:
        suit, misere = topics.parse_wish_answer(text)
    except (ValueError, SkruuviError):
        return _unreadable(d, text, "wish")
    reading = d.data["reading"]
    given = f"{suit.symbol} {misere}"
    want = d.data["answer"]
    shown = {f"drill_note_{k}" for k in topics.WISH_NOTES}
    lines = tuple(Line("note", n.key, n.params) for n in reading.notes if f"drill_note_{n.key}" not in shown)
    return _checked(d, given == want, given, want, lines, reasons=topics.wish_reasons(reading))


def _check_italian_read(d: Drill, text: str) -> Feedback:
    try:
        suit = Suit.parse(text)
    except SkruuviError:
        return _unreadable(d, text, "choice")
    if suit not in d.data["choices"]:
        return _unreadable(d, text, "choice")
    want: Suit = d.data["answer"]
    reasons = (d.data["reason"], Reason("drill_ital_agreement", topics.S_SIGNAL))
    return _checked(d, suit is want, suit.symbol, want.symbol, reasons=reasons)


# --- signals, score, legal, words ---------------------------------------------------------------------------


def _check_signal_read(d: Drill, text: str) -> Feedback:
    from .make import signal_choices

    choices = signal_choices(d.data["game"])
    if text not in choices:
        return _unreadable(d, text, "choice")
    want = d.data["answer"]
    ok = text == want
    reasons = topics.signal_read_reasons(d.data["card"], d.data["game"], d.data["reason"])
    return _checked(d, ok, text, want, reasons=reasons)


def score_sides(d: Drill) -> tuple[str, ...]:
    """The sides a score drill asks about, in order: declarers/defenders, AC/BD, or the four players."""
    sc = _score(d)
    if isinstance(sc, ContractScore):
        return ("declarers", "defenders")
    if isinstance(sc, PassScore):
        return ("AC", "BD")
    return tuple(str(s) for s in SEATS)


def _score(d: Drill) -> ContractScore | PassScore | BolshevikScore:
    sc: ContractScore | PassScore | BolshevikScore | None = d.data.get("score")
    result = d.data.get("result")
    if sc is None and result is not None:
        sc = result.score
    if sc is None:
        raise DrillError(f"drill {d.id} has no score", code="drill_no_score", id=d.id)
    return sc


def score_values(d: Drill) -> tuple[int, ...]:
    sc = _score(d)
    if isinstance(sc, ContractScore):
        return (sc.declarers, sc.defenders)
    if isinstance(sc, PassScore):
        return (sc.ac, sc.bd)
    return tuple(sc.players[s] for s in SEATS)


def _check_score(d: Drill, text: str) -> Feedback:
    sides = score_sides(d)
    try:
        given = tuple(int(x.replace("+", "").replace("−", "-")) for x in text.replace(",", " ").split())
    except ValueError:
        return _unreadable(d, text, "numbers", n=len(sides))
    if len(given) != len(sides):
        return _unreadable(d, text, "numbers", n=len(sides))
    want = score_values(d)
    ok = given == want
    sc = _score(d)
    lines = tuple(Line("score", i.key, {"points": i.points, **dict(i.params)}) for i in sc.breakdown)
    lines += tuple(Line("side", side, {"points": p}) for side, p in zip(sides, want, strict=True))
    return _checked(d, ok, " ".join(map(str, given)), " ".join(map(str, want)), lines)


def legal_facts(d: Drill) -> tuple[tuple[Card, ...], Suit, tuple[Card, ...]]:
    """The hand, the led suit and the cards that may be played, from the deal or from a bank item."""
    if "legal" in d.data:
        return d.data["hand"], d.data["led"], d.data["legal"]
    point = _point(d)
    return (
        point.hand,
        point.view.current_trick[0][1].suit,
        tuple(a for a in point.legal if isinstance(a, Card)),
    )


def _check_legal(d: Drill, text: str) -> Feedback:
    hand, led, legal = legal_facts(d)
    try:
        given = set(parse_card_list(text)) if text != "-" else set()
    except SkruuviError:
        return _unreadable(d, text, "cards", text=text)
    ok = given == set(legal)
    follow = [c for c in hand if c.suit is led]
    if follow:
        line = Line(
            "msg", MESSAGES["legal_follow"], {"suit": led.symbol, "cards": " ".join(map(str, follow))}
        )
    else:
        line = Line("msg", MESSAGES["legal_void"], {"suit": led.symbol})
    return _checked(d, ok, " ".join(map(str, sorted(given))), " ".join(map(str, sorted(legal))), (line,))


def _check_words(d: Drill, text: str) -> Feedback:
    options = d.data["options"]
    if text not in options:
        return _unreadable(d, text, "choice")
    term = d.data["term"]
    ok = text == term
    lines = (Line("term", term),) + ((Line("term", text),) if not ok else ())
    return _checked(d, ok, text, term, lines)


_CHECKERS = {
    Kind.PACKET_CHOOSE: _check_packet_choose,
    Kind.WISH_READ: _check_wish_read,
    Kind.ITALIAN_READ: _check_italian_read,
    Kind.GIVE: _check_give,
    Kind.PACKET_ORDER: _check_packet_order,
    Kind.PACKET_READ: _check_packet_read,
    Kind.SIGNAL_READ: _check_signal_read,
    Kind.SCORE: _check_score,
    Kind.LEGAL: _check_legal,
    Kind.WORDS: _check_words,
}


def answer_of(d: Drill) -> str:
    """The answer as text (what :func:`check` grades as right): a bank item's own, else the recommended one."""
    if "bank_answer" in d.data:
        return str(d.data["bank_answer"])
    if d.kind in (Kind.CALL, Kind.LEAD, Kind.SIGNAL_DISCARD, Kind.PLAY):
        advice = play_advice(d) if d.kind is Kind.PLAY else advise_point(_point(d))
        assert advice is not None
        return str(advice.recommended[0])
    if d.kind is Kind.GIVE:
        return " ".join(map(str, d.data["plan"]))
    if d.kind in (Kind.PACKET_ORDER, Kind.PACKET_CHOOSE):
        return " ".join(map(str, d.data["order"]))
    if d.kind is Kind.WISH_READ:
        return str(d.data["answer"])
    if d.kind is Kind.ITALIAN_READ:
        return str(d.data["answer"].symbol)
    if d.kind is Kind.PACKET_READ:
        return _suits_text(set(d.data["reading"].ended))
    if d.kind is Kind.SIGNAL_READ:
        return str(d.data["answer"])
    if d.kind is Kind.SCORE:
        return " ".join(map(str, score_values(d)))
    if d.kind is Kind.LEGAL:
        return " ".join(map(str, sorted(legal_facts(d)[2])))
    return str(d.data["term"])
