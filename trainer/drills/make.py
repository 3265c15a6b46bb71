"""Building drills: from an engine state at a decision, and fresh from a seed.

Generated drills come from random deals played by the conventions: every
seat is the handbook player (:class:`trainer.players.HandbookPlayer`: a
seeded choice among the recommended actions; a pass or a random legal card
where the handbook is silent), so auctions and exchanges look like the
table's.  The walk stops at a decision of the wanted kind where the
handbook's advice is clear (see :func:`clear`: something recommended, with
reasons, and narrow).  The same kind, form and seed always give the same
drill.

The generator is the dealer: it holds the engine's :class:`~trainer.state.State` while it walks a
deal, but a built drill carries only the seat's decision point, data that is public at the decision
and the sealed :class:`~trainer.drills.key.AnswerKey` (issue 10 §2).

Concepts (the scheduling unit above single items) are ``<kind>:<lesson>``:
the lesson is the first lesson teaching the handbook section of the first
reason the conventions give, so a drill links to the lesson that explains it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from itertools import permutations
from typing import Any, Final, Literal

from trainer.bids import PASS, Bid, Form
from trainer.cards import Card, Suit
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, decision_point
from trainer.conventions.discards import (
    MISERE_GAMES,
    is_first_discard,
    italian_meaning,
    read_first_discard,
    signal_honour,
)
from trainer.conventions.exchanges import advise_packet
from trainer.dealing import deal
from trainer.lessons import content
from trainer.players import HandbookPlayer, everyone, play_states
from trainer.seats import Seat
from trainer.signals import Reading, decode
from trainer.state import GameType, Phase, State

from . import play, topics, words
from .key import AnswerKey
from .model import FORM_KINDS, Drill, DrillError, Kind

# The lesson a kind links to when the conventions name no section (or the section has no lesson).
DEFAULT_LESSON: Final[dict[Kind, str | None]] = {
    Kind.CALL: "first-round-opener",
    Kind.PACKET_CHOOSE: "middle-cards-and-packet",
    Kind.PACKET_ORDER: "packet-signals",
    Kind.PACKET_READ: "packet-signals",
    Kind.WISH_READ: "kotkat-exchanges",
    Kind.LEAD: "trump-opening-lead",
    Kind.GIVE: "middle-cards-and-packet",
    Kind.SIGNAL_DISCARD: "discard-signals",
    Kind.PLAY: "trump-tactics",
    Kind.SIGNAL_READ: "discard-signals",
    Kind.ITALIAN_READ: "discard-signals",
    Kind.SCORE: "scoring",
    Kind.LEGAL: "tricks",
    Kind.WORDS: None,
}

GIVE_PHASES: Final = frozenset(
    {Phase.RESPONDER_GIVES, Phase.DEFENDERS_EXCHANGE, Phase.PASS_EXCHANGE, Phase.BOLSHEVIK_GIVES}
)
PACKET_PHASES: Final = frozenset({Phase.PACKET, Phase.RETURN_PACKET})
BID_PHASES: Final = frozenset({Phase.AUCTION, Phase.CONTINUATION})
# A call drill may also come from the doubling round (issue 11), where the conventions advise.
CALL_PHASES: Final = frozenset({*BID_PHASES, Phase.DOUBLING})
# Kinds whose drill is a packet: the packet's advice is computed whole (no card-by-card advice).
PACKET_KINDS: Final = frozenset({Kind.PACKET_CHOOSE, Kind.PACKET_ORDER, Kind.PACKET_READ})

# The parts of a packet's reading that the giver means to say (notes are how it is said).
READING_FIELDS: Final = ("ended", "continues", "misere_ok", "wishes", "avoid", "ace_signal")

# What a packet's kotkat wish means (``PacketAdvice.wish``): "trump" (the trump wishes and the suit not
# wanted), "misere" (the first wish names the best misère suit), None (the packet plans no wish).
Wish = Literal["trump", "misere"] | None


def planned(reading: Reading, wish: Wish) -> Reading:
    """The part of ``reading`` the giver means to say, by the planned ``wish`` (:attr:`PacketAdvice.wish`).

    None: the wishes and the suit not wanted are a by-product of the order (alkupelit; the kotkat
    return), so they are dropped.  "misere": only the first wish is planned, the best misère suit (table
    under *KOTKAT / Misäärin korttien vaihdot*); a second wish or a suit "not as trumps" means nothing in
    a misère, so they are dropped.  "trump": all of it (*KOTKAT / Valttipelin korttien vaihdot*).
    """
    if wish == "trump":
        return reading
    return replace(reading, wishes=reading.wishes[:1] if wish == "misere" else (), avoid=())


def message_of(reading: Reading, wish: Wish = "trump") -> tuple[Any, ...]:
    """What ``reading`` says that the giver means (:func:`planned`), to compare two orders."""
    said = planned(reading, wish)
    return tuple(getattr(said, f) for f in READING_FIELDS)


def packet_wish(reading: Reading) -> Wish:
    """The wish of a handbook packet given without a decision point (a bank item): in kotkat the trump
    wish, or the best misère suit when the packet says misère is possible (the table's footnote); none
    in alkupelit.  The handbook's own order is the answer, so all it says counts."""
    if reading.form is not Form.KOTKAT:
        return None
    return "misere" if reading.misere_ok else "trump"


# --- concepts ------------------------------------------------------------------------------------------


@cache
def _section_lessons() -> dict[str, tuple[str, ...]]:
    cur = content().curriculum
    return dict(cur.sections) if cur is not None else {}


def lesson_of(kind: Kind, section: str | None) -> str | None:
    """The lesson that teaches ``section`` (the first one listed), else the kind's default lesson."""
    lessons = content().lessons
    for lid in _section_lessons().get(section or "", ()):
        if lid in lessons:
            return lid
    default = DEFAULT_LESSON[kind]
    return default if default in lessons else None


def concept_of(kind: Kind, lesson: str | None) -> str:
    return f"{kind.value}:{lesson or 'glossary'}"


# --- clear advice ----------------------------------------------------------------------------------------


def clear(advice: Advice | None, legal: Sequence[object] = ()) -> bool:
    """The handbook's advice is clear enough to drill: something recommended, with its reasons, and narrow.

    Narrow: at most two recommended actions, and the recommended and
    acceptable ones together at most half of the ``legal`` ones.  Much of the
    handbook's advice is a judgement in its own words (*usually*, *often*:
    every lead, discard and packet); such a drill is kept when the advice is
    narrow, and the feedback says that judgement has a say.
    """
    if advice is None or not advice.recommended or not advice.reasons:
        return False
    if len(advice.recommended) > 2:
        return False
    return not legal or 2 * (len(advice.recommended) + len(advice.acceptable)) <= len(legal)


def _drill(
    id: str,
    kind: Kind,
    origin: str,
    *,
    section: str | None,
    form: Form | None = None,
    seat: Seat | None = None,
    state: State | None = None,
    point: DecisionPoint | None = None,
    lesson: str | None = None,
    **data: Any,
) -> Drill:
    """A built drill: ``state`` (the dealer's whole deal, when known) goes into the sealed answer key."""
    lesson = lesson if lesson in content().lessons else lesson_of(kind, section)
    key = AnswerKey(state) if state is not None else None
    return Drill(id, kind, origin, concept_of(kind, lesson), lesson, section, form, seat, key, point, data)


# --- from a state ------------------------------------------------------------------------------------------


def kind_fits(kind: Kind, state: State) -> bool:
    """Is the decision in ``state`` one that ``kind`` drills (before asking the conventions)?

    Calls: the auction and the continuation (the walk of the "auction" stage asks this; a doubling call
    is a drill too, see :data:`CALL_PHASES`, but that walk never stops there, so its drills stay as
    they were).  A kotkat wish reading is the partner's decision at the return packet, before its
    first card: the top bidder's packet has just arrived (*KOTKAT / Korttien vaihdot*).
    """
    if state.to_act is None:
        return kind is Kind.SCORE and state.is_over
    phase = state.phase
    if kind is Kind.CALL:
        return phase in BID_PHASES
    if kind in PACKET_KINDS:
        return phase in PACKET_PHASES and not state.view(state.to_act).packet_so_far
    if kind is Kind.WISH_READ:
        return (
            state.form is Form.KOTKAT
            and phase is Phase.RETURN_PACKET
            and not state.view(state.to_act).packet_so_far
        )
    if kind is Kind.GIVE:
        return phase in GIVE_PHASES and _first_give(state)
    if kind is Kind.LEAD:
        return phase is Phase.PLAY and played(state) == 0
    if kind is Kind.SIGNAL_DISCARD:
        return phase is Phase.PLAY and bool(state.view(state.to_act).current_trick)
    if kind is Kind.PLAY:  # after the opening lead, with a choice (the first discard: decided at the point)
        return phase is Phase.PLAY and played(state) > 0 and len(state.legal_actions()) > 1
    if kind is Kind.LEGAL:
        return phase is Phase.PLAY and bool(state.view(state.to_act).current_trick)
    return False


def played(state: State) -> int:
    """Cards played to tricks so far."""
    return 4 * len(state.tricks) + len(state.current)


def _first_give(state: State) -> bool:
    """The giver has not given a card in this phase yet (the drill asks for all of their cards)."""
    seat = state.to_act
    return seat is not None and not any(
        e.phase is state.phase and e.giver is seat for e in state.view(seat).given
    )


def recipients(state: State) -> tuple[Seat, ...]:
    """Whom the player to act gives a card to now, in the engine's order (its queue of exchanges)."""
    giver = state.to_act
    out: list[Seat] = []
    for g, r in state.queue:
        if g is not giver:
            break
        out.append(r)
    return tuple(out)


def from_state(
    id: str,
    kind: Kind,
    state: State,
    origin: str,
    *,
    advice: Advice | bool | None = False,
    strict: bool = True,
) -> Drill | None:
    """The drill of ``kind`` at ``state``, or None when the state has no clear decision of that kind.

    ``advice``: the conventions' advice at ``state`` when the caller has it already (False: ask).
    ``strict`` False (a handbook example): any advice that recommends something will do.
    """
    if not (kind_fits(kind, state) or (kind is Kind.CALL and state.phase in CALL_PHASES)):
        return None
    form = state.form
    if kind is Kind.SCORE:
        result = state.result
        if result is None or result.score is None:
            return None
        # The deal is over: its result (every player's tricks, the aces, the score) is public.
        return _drill(
            id, kind, origin, section=_score_section(result.game), form=form, state=state, result=result
        )
    point = decision_point(state)
    seat = point.seat
    if kind is Kind.PACKET_CHOOSE:
        return _packet_choose(id, state, point, origin, strict=strict)
    if kind is Kind.WISH_READ:
        return _wish_read(id, state, point, origin, strict=strict)
    if kind is Kind.PACKET_ORDER or kind is Kind.PACKET_READ:
        # Which cards go is often a judgement; what the order says is not, and that is what is drilled.
        pa = advise_packet(point)
        if not pa.recommended:
            return None
        order = pa.recommended[0]
        reading = decode(order, form)
        if strict and (reading.ambiguous or not reading.notes):
            return None
        section = pa.reasons[0].section if pa.reasons else None
        if kind is Kind.PACKET_READ:
            return _drill(id, kind, origin, section=section, form=form, seat=seat, state=state, point=point,
                          packet=tuple(order), reading=reading)  # fmt: skip
        also = same_message_orders(order, form, pa.wish)
        return _drill(id, kind, origin, section=section, form=form, seat=seat, state=state, point=point,
                      cards=tuple(sorted(order)), order=tuple(order), reading=reading, orders=also,
                      reasons=pa.reasons, wish=pa.wish)  # fmt: skip
    if kind is Kind.LEGAL:
        return _drill(
            id, kind, origin, section="Pelin eteneminen", form=form, seat=seat, state=state, point=point
        )
    if advice is False:
        advice = advise_point(point)
    assert not isinstance(advice, bool)
    if kind is Kind.PLAY:
        return _play(id, state, point, origin, advice)
    if strict:
        ok = call_clear(advice, point.legal, point.phase) if kind is Kind.CALL else clear(advice, point.legal)
    else:
        ok = advice is not None and bool(advice.recommended)
    if not ok:
        return None
    assert advice is not None
    if kind is Kind.CALL and not topics.advised(advice):
        return None  # e.g. a doubling call where the conventions have nothing to say
    if kind is Kind.SIGNAL_DISCARD and (advice.topic != "discard" or not is_first_discard(point)):
        return None
    if kind is Kind.LEAD and advice.topic != "lead":
        return None
    if kind is Kind.GIVE:
        seats = recipients(state)
        plan = _advised_gives(state, len(seats))
        if plan is None:
            return None
        return _drill(id, kind, origin, section=advice.reasons[0].section, form=form, seat=seat, state=state,
                      point=point, recipients=seats, plan=plan)  # fmt: skip
    return _drill(
        id, kind, origin, section=advice.reasons[0].section, form=form, seat=seat, state=state, point=point
    )


def _play(id: str, state: State, point: DecisionPoint, origin: str, advice: Advice | None) -> Drill | None:
    """A "play this card" drill (:mod:`.play`): the card-play conventions' clear advice, else (trump and
    grand) one clearly best card by double dummy that the seat's own information backs; None otherwise.

    Never the opening lead (:data:`Kind.LEAD`) nor the seat's first discard (:data:`Kind.SIGNAL_DISCARD`).
    """
    if is_first_discard(point) or len(point.legal) < 2:
        return None
    section: str | None
    if advice is not None and advice.topic == "cardplay" and clear(advice, point.legal):
        if play.contradicted(point, advice, f"{id}/{played(state)}/check"):
            return None  # double dummy on the seat's own information speaks against the advice
        section = advice.reasons[0].section
        return _drill(id, Kind.PLAY, origin, section=section, form=state.form, seat=point.seat, state=state,
                      point=point, source="conventions")  # fmt: skip
    choice = play.dd_choice(AnswerKey(state), point, advice, f"{id}/{played(state)}")
    if choice is None:
        return None
    section = play.section_of(point.info.game)
    return _drill(id, Kind.PLAY, origin, section=section, form=state.form, seat=point.seat, state=state,
                  point=point, source="double_dummy", agree=choice.agree, samples=choice.samples)  # fmt: skip


# At most this many different four-card sets recommended: more, and the packet is no clear choice.
MAX_PACKET_SETS: Final = 3


def _packet_choose(id: str, state: State, point: DecisionPoint, origin: str, *, strict: bool) -> Drill | None:
    """Which four cards go in the packet (not their order): the sets of the conventions' whole-packet
    advice (*Pääpelaajien korttien vaihdot*, *KOTKAT / Korttien vaihdot*; :mod:`.topics`)."""
    pa = advise_packet(point)
    rec, _acc = topics.packet_sets(pa)
    if not rec or (strict and (len(rec) > MAX_PACKET_SETS or not pa.reasons)):
        return None
    section = pa.reasons[0].section if pa.reasons else None
    return _drill(id, Kind.PACKET_CHOOSE, origin, section=section, form=state.form, seat=point.seat,
                  state=state, point=point, order=tuple(pa.recommended[0]))  # fmt: skip


def received_packet(point: DecisionPoint) -> tuple[Card, ...] | None:
    """The four-card packet the seat received from partner in the packet phase (top card first)."""
    for e in point.info.received:
        if e.phase is Phase.PACKET and len(e.cards) == 4:
            return tuple(e.cards)
    return None


def _wish_read(id: str, state: State, point: DecisionPoint, origin: str, *, strict: bool) -> Drill | None:
    """Partner's kotkat packet, just received: misère possible? the first wish? (*KOTKAT / Korttien
    vaihdot*, the table of the four-card packet; :mod:`.topics`)."""
    packet = received_packet(point)
    if packet is None:
        return None
    reading = decode(packet, Form.KOTKAT)
    if not topics.wish_readable(reading) and (strict or not reading.wishes or reading.misere_ok is None):
        return None
    return _drill(id, Kind.WISH_READ, origin, section=topics.S_KOTKAT_EX, form=state.form, seat=point.seat,
                  state=state, point=point, packet=packet, reading=reading,
                  answer=topics.wish_answer(reading))  # fmt: skip


def _advised_gives(state: State, n: int) -> tuple[Card, ...] | None:
    """The giver's cards when every one follows the advice (the first recommended), or None if unclear."""
    out: list[Card] = []
    s = state
    for _ in range(n):
        point = decision_point(s)
        advice = advise_point(point)
        if not clear(advice, point.legal):
            return None
        assert advice is not None
        card = advice.recommended[0]
        if not isinstance(card, Card):
            return None
        out.append(card)
        s = s.apply(card)
    return tuple(out)


def same_message_orders(
    order: Sequence[Card], form: Form, wish: Wish = "trump"
) -> tuple[tuple[Card, ...], ...]:
    """Every order of the packet's cards that says what ``order`` means to say (``order`` first): the same
    message as :func:`message_of` compares it for the planned ``wish``."""
    want = message_of(decode(order, form), wish)
    out = [tuple(order)]
    for p in permutations(sorted(order)):
        if p != tuple(order) and message_of(decode(p, form), wish) == want:
            out.append(p)
    return tuple(out)


def _score_section(game: GameType) -> str:
    if game in (GameType.BOLSHEVIK, GameType.DICTATOR, GameType.THROWN_IN):
        return "Bolsevikkien pistelasku"
    return "Valttipelin, grandin ja misäärien pistelasku"


# --- generated drills ---------------------------------------------------------------------------------------

# How often a fitting decision becomes the drill (the walk goes on otherwise), so drills come from
# every stage of a deal and not always from its first fitting moment.
_TAKE: Final[dict[Kind, float]] = {
    Kind.CALL: 0.3,
    Kind.PACKET_CHOOSE: 1.0,
    Kind.PACKET_ORDER: 1.0,
    Kind.PACKET_READ: 1.0,
    Kind.WISH_READ: 1.0,
    Kind.GIVE: 0.6,
    Kind.LEAD: 1.0,
    Kind.SIGNAL_DISCARD: 1.0,
    Kind.PLAY: 0.3,
    Kind.LEGAL: 0.15,
    Kind.SCORE: 1.0,
}
_ATTEMPTS: Final = 60


def _take(kind: Kind, s: State) -> float:
    """:data:`_TAKE`; a bolsevikit play drill takes every fitting point: its clear card-play advice is rare
    (the ace drop into a trick the other side takes, C105), and most of its deals are thrown in."""
    if kind is Kind.PLAY and s.rules.individual:
        return 1.0
    return _TAKE[kind]


def generated_id(kind: Kind, variant: str, seed: int) -> str:
    return f"gen.{kind.value}.{variant}.{seed}"


def generate(kind: Kind, form: Form | None = None, seed: int = 0) -> Drill:
    """A fresh drill of ``kind`` from seed ``seed`` (reproducible).  ``form`` None: any form (chosen by seed).

    Raises DrillError when no fitting decision turns up in many deals (a kind
    that a form cannot have, such as a packet in bolsevikit).
    """
    if kind is Kind.WORDS:
        return words_drill(seed)
    if kind is Kind.SIGNAL_READ:
        return signal_read_drill(seed)
    if kind is Kind.ITALIAN_READ:
        return italian_read_drill(seed)
    forms = _forms_for(kind)
    if form is None:
        form = forms[seed % len(forms)]
    elif form not in forms:
        raise DrillError(
            f"{kind} drills do not come up in {form}", code="drill_kind_form", kind=str(kind), form=str(form)
        )
    id = generated_id(kind, form.value, seed)
    rng = random.Random(f"{kind.value}/{form.value}/{seed}")
    # Calls come from a stage of the deal drawn by the seed (topics.call_stage); the "auction" stage is
    # the walk as it always was, so those seeds keep their drills.
    stage, want = topics.call_stage(form, seed) if kind is Kind.CALL else ("auction", "any")
    for attempt in range(_ATTEMPTS):
        dealer = Seat(rng.randrange(4))
        dealt = deal(form, dealer, rng.randrange(2**32))
        if stage == "auction":
            found = _walk(kind, State.new(dealt), rng, id)
        else:
            # A rare kind of call (a double, a bolshevik bid) may not turn up: then any call of the stage.
            found = _walk_calls(stage, want if attempt < _ATTEMPTS // 2 else "any", dealt, rng, id)
        if found is not None:
            return found
        del attempt
    if form is Form.BOLSEVIKIT and stage == "auction" and kind is not Kind.CALL:
        # Most bolsevikit deals are thrown in (nobody bids the bolshevik), so a kind that needs the gives
        # or the play may find none in the deals above: then deals of the set's last round, where the
        # player who has not played must bid (*BOLSEVIKIT*: the eighth-deal case), so every deal is played.
        # Twice as many tries here: only seeds that found nothing above come here, so no other drill moves
        # (gen.play.bolsevikit.1 needed more once the final call counted long suits without twos, C47b).
        for _attempt in range(2 * _ATTEMPTS):
            dealer = Seat(rng.randrange(4))
            dealt = deal(form, dealer, rng.randrange(2**32))
            ctx = topics.set_context(rng, dealer, eighth=True)
            start = State.new(dealt, bolshevik_barred=ctx.barred, bolshevik_forced=ctx.forced)
            found = _walk(kind, start, rng, id)
            if found is not None:
                return found
    raise DrillError(f"no {kind} decision found for seed {seed}", code="drill_not_found", id=id)


def generate_for(concept: str, seed: int = 0, attempts: int = 25) -> Drill:
    """A fresh drill of ``concept`` (``<kind>:<lesson>``): the first of ``attempts`` seeds from ``seed`` whose
    drill teaches that lesson, else the first drill of the kind (a rare concept may not turn up)."""
    kind = Kind.parse(concept.partition(":")[0])
    first: Drill | None = None
    for i in range(attempts):
        try:
            d = generate(kind, None, seed + i)
        except DrillError:
            continue
        if d.concept == concept:
            return d
        first = first or d
    if first is None:
        raise DrillError(f"no drill found for {concept}", code="drill_not_found", id=concept)
    return first


def _forms_for(kind: Kind) -> tuple[Form, ...]:
    if kind in PACKET_KINDS:
        return (Form.ALKUPELIT, Form.KOTKAT)
    if kind is Kind.WISH_READ:
        return (Form.KOTKAT,)
    return tuple(Form)


def _stop_phase(kind: Kind, rng: random.Random) -> Callable[[State], bool]:
    """True once the walk is past where ``kind`` can still come up (saves playing out the deal).

    Calls: four deals in five stop at the end of the initial auction (the
    continuation needs the exchanges first, the slowest part of a deal).
    """
    if kind is Kind.CALL:
        if rng.random() < 0.8:
            return lambda s: s.phase is not Phase.AUCTION
        return lambda s: s.phase in (Phase.DOUBLING, Phase.PLAY)
    if kind in (*PACKET_KINDS, Kind.WISH_READ, Kind.GIVE):
        return lambda s: s.phase in (Phase.DOUBLING, Phase.PLAY)
    if kind is Kind.LEAD:
        return lambda s: s.phase is Phase.PLAY and played(s) > 0
    if kind is Kind.SIGNAL_DISCARD:
        return lambda s: s.phase is Phase.PLAY and played(s) > 24
    return lambda s: False


def _walk(kind: Kind, start: State, rng: random.Random, id: str) -> Drill | None:
    """Play the deal from ``start`` with the handbook player at every seat (:mod:`trainer.players`); the
    drill at the first fitting, clear and interesting decision taken (see :data:`_TAKE`), or None.

    One player sits at every seat: it keeps the last advice it computed, so the advice asked for here
    at a decision is not computed again when the player acts there.
    """
    past = _stop_phase(kind, rng)
    player = HandbookPlayer()
    for s in play_states(start, everyone(player), rng):
        if past(s):
            return None
        if kind_fits(kind, s) and rng.random() < _take(kind, s):
            advice: Advice | bool | None = False
            if s.to_act is not None and kind not in (*PACKET_KINDS, Kind.WISH_READ, Kind.LEGAL):
                advice = player.advice(s.info(s.to_act), s.legal_actions())
            d = from_state(id, kind, s, "generated", advice=advice)
            if d is not None and _interesting(d, rng, advice):
                return d
            if kind in PACKET_KINDS:
                return None  # the packet's advice is the slow part: try the next deal rather than go on
    return None


# --- call drills beyond the initial auction (issue 11) --------------------------------------------------------

# The phases each call stage drills (topics.call_stage).  In bolsevikit the continuation is the bolshevik
# player's final call (7 misère or a dictator, *Loppumaalaus ja koputukset*) and the auction the round in
# which each player bids the bolshevik or passes.
_STAGE_PHASES: Final[dict[str, frozenset[Phase]]] = {
    "continuation": frozenset({Phase.CONTINUATION}),
    "final": frozenset({Phase.CONTINUATION}),
    "set": frozenset({Phase.AUCTION, Phase.CONTINUATION}),
    "doubling": frozenset({Phase.CONTINUATION, Phase.DOUBLING}),
}


def _walk_calls(stage: str, want: str, dealt: Any, rng: random.Random, id: str) -> Drill | None:
    """A call drill of ``stage`` from the deal ``dealt``, played by the handbook players, or None.

    ``want``: the recommended call should be a bid (or double), a pass, or ``any`` (:data:`topics.CALL_WANTS`);
    the bolshevik player's final call is taken whatever it is.

    * ``continuation``: a continuation call of the main pair (*Jatkomaalaukset*, *KOTKAT /
      Jatkomaalaukset*): the calls that bid on and the passes that end the bidding;
    * ``final``, ``set`` (bolsevikit): the deal comes from inside a bolshevik set (:func:`topics.set_context`:
      for ``final`` half the time the handbook's eighth deal, where the last player must bid); ``set``
      drills the bolshevik round (only seats with a choice) and the final call, ``final`` the final call;
    * ``doubling``: a doubling or redoubling call where the conventions advise.  Where they do not (no
      advice, or only ``no_convention``) the drill is the continuation call met earlier in the deal, so
      the stage yields drills before the doubling advice exists and doubling drills once it does.
    """
    form = dealt.form
    data: dict[str, Any] = {}
    start: State
    if form is Form.BOLSEVIKIT:
        eighth = rng.random() < {"final": 0.5, "doubling": 0.3}.get(stage, 0.0)
        ctx = topics.set_context(rng, dealt.dealer, eighth=eighth)
        start = State.new(dealt, bolshevik_barred=ctx.barred, bolshevik_forced=ctx.forced)
        data["set_deal"] = ctx.deal
    else:
        start = State.new(dealt)
    phases = _STAGE_PHASES[stage]
    player = HandbookPlayer()
    fallback: Drill | None = None
    for s in play_states(start, everyone(player), rng):
        seat = s.to_act
        if seat is None or s.phase is Phase.PLAY or (s.phase is Phase.DOUBLING and stage != "doubling"):
            break
        if s.phase not in phases:
            continue
        legal = s.legal_actions()
        if len(legal) < 2:
            continue  # a barred player's pass, the forced player's bolshevik: no choice to drill
        advice = player.advice(s.info(seat), legal)
        if s.phase is Phase.DOUBLING and not topics.advised(advice):
            return fallback
        if not call_clear(advice, legal, s.phase) or not topics.advised(advice):
            continue
        assert advice is not None
        kind = "pass" if advice.recommended[0] == PASS else "bid"
        final = s.rules.individual and s.phase is Phase.CONTINUATION
        fallback_point = stage == "doubling" and s.phase is not Phase.DOUBLING  # any call will do there
        if want != "any" and kind != want and not final and not fallback_point:
            continue
        if not _take_call(s, advice, rng):
            continue
        d = from_state(id, Kind.CALL, s, "generated", advice=advice)
        if d is None:
            continue
        if data:
            d = replace(d, data={**d.data, **data})
        if stage == "doubling" and s.phase is not Phase.DOUBLING:
            fallback = fallback or d
            continue
        return d
    return None  # the doubling calls were advised but none was taken: the next deal


def call_clear(advice: Advice | None, legal: Sequence[object], phase: Phase) -> bool:
    """:func:`clear`, or a doubling call where the conventions recommend the double (or redouble) and also
    accept a pass: the handbook leaves doubling to judgement (*Koputukset ja vastakoputukset*: double
    only when fairly sure), and such a drill still says when and why a double is worth it."""
    if clear(advice, legal):
        return True
    return (
        phase is Phase.DOUBLING
        and advice is not None
        and len(advice.recommended) == 1
        and advice.recommended[0] != PASS
        and bool(advice.reasons)
    )


def _take_call(s: State, advice: Advice, rng: random.Random) -> bool:
    """Whether this clear call becomes the drill: every kind of call in a fair share, not mostly passes.

    A pass that ends the bidding is drilled too ("when to stop"): most often where the seat has not
    spoken yet in the continuation or where partner holds the highest bid (leave the final bid to
    partner, accept partner's choice), rarely where the seat has already made its own final bid.  The
    forced bolshevik's final call is always taken (the dictator question, *BOLSEVIKIT / Maalaukset*).
    """
    bid = advice.recommended[0] != PASS
    seat = s.to_act
    if s.phase is Phase.AUCTION:
        return bid or rng.random() < 0.3
    if s.phase is Phase.DOUBLING:
        return bid or rng.random() < 0.25
    if s.rules.individual:  # the bolshevik player's final call
        return s.bolshevik_forced is seat or bid or rng.random() < 0.4
    if bid:
        return rng.random() < 0.9
    spoke = any(x is seat for x, _c in s.continuation)
    partner_top = isinstance(s.highest, Bid) and seat is not None and s.highest_by is seat.partner
    return rng.random() < (0.15 if partner_top or not spoke else 0.05)


def _interesting(d: Drill, rng: random.Random, advice: Advice | bool | None) -> bool:
    """Skip most drills whose answer is the obvious one (a pass, a forced card)."""
    if d.kind is Kind.CALL and d.point is not None:
        if advice is False:
            advice = advise_point(d.point)
        return isinstance(advice, Advice) and (advice.recommended[0] != PASS or rng.random() < 0.25)
    if d.kind is Kind.LEGAL and d.point is not None:
        # Half the time a player who cannot follow suit, where every card is playable.
        legal = d.point.legal
        void = len(legal) == len(d.point.hand)
        return len(legal) > 1 and (void or rng.random() < 0.5)
    if d.kind in (Kind.LEAD, Kind.SIGNAL_DISCARD) and d.point is not None:
        return len(d.point.legal) > 1
    return True


# --- signal reading and words: no deal needed ---------------------------------------------------------------

SIGNAL_GAMES: Final = (GameType.TRUMP, GameType.GRAND, GameType.MISERE, GameType.PASSIMISAARI)
SIGNAL_ANSWERS: Final = ("honour", "none", "ace_away")


def signal_answer(card: Card, game: GameType) -> str:
    """What partner's first discard says: ``honour`` (the signal), ``none`` or ``ace_away`` (misère)."""
    key = read_first_discard(card, game).key
    return {"sig_read_standard": "honour", "sig_read_high": "none", "sig_read_ace": "ace_away"}[key]


def signal_choices(game: GameType) -> tuple[str, ...]:
    return SIGNAL_ANSWERS if game in MISERE_GAMES else SIGNAL_ANSWERS[:2]


def signal_read_drill(seed: int, *, id: str | None = None, card: Card | None = None,
                      game: GameType | None = None, origin: str = "generated") -> Drill:  # fmt: skip
    rng = random.Random(f"signal_read/{seed}")
    game = game or rng.choice(SIGNAL_GAMES)
    if card is None:
        suit = Suit(rng.randrange(4))
        # Mostly small cards (the signal), sometimes a high one or, in misère, the ace.
        ranks = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] if game in MISERE_GAMES else list(range(2, 14))
        card = Card.parse(suit.symbol + _rank_symbol(rng.choice(ranks)))
    reason = read_first_discard(card, game)
    return _drill(
        id or generated_id(Kind.SIGNAL_READ, "any", seed),
        Kind.SIGNAL_READ,
        origin,
        section=reason.section,
        card=card,
        game=game,
        honour=Card(card.suit, signal_honour(game)),
        answer=signal_answer(card, game),
        reason=reason,
    )


def italian_read_drill(seed: int, *, id: str | None = None, card: Card | None = None, led: Suit | None = None,
                       origin: str = "generated") -> Drill:  # fmt: skip
    """Partner, by agreement using the Italian signal (*Merkinanto*), first discards ``card`` on a trick
    of ``led``: which suit does it name?  Only cards whose meaning the handbook's words decide
    (:mod:`.topics`)."""
    rng = random.Random(f"italian_read/{seed}")
    led = led or Suit(rng.randrange(4))
    card = card or topics.italian_card(rng, led)
    if card.suit is led:
        raise DrillError(f"{card} follows the suit led: it is no discard", code="drill_not_a_discard",
                         card=str(card))  # fmt: skip
    answer = italian_meaning(card, led)
    reason = topics.italian_reason(card, led)
    return _drill(id or generated_id(Kind.ITALIAN_READ, "any", seed), Kind.ITALIAN_READ, origin,
                  section=reason.section, card=card, led=led, choices=topics.italian_choices(led),
                  answer=answer, reason=reason)  # fmt: skip


def _rank_symbol(rank: int) -> str:
    return {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))


WORD_DIRECTIONS: Final = words.DIRECTIONS


def words_drill(seed: int, *, id: str | None = None, term: str | None = None,
                direction: str | None = None, origin: str = "generated") -> Drill:  # fmt: skip
    """A glossary term both ways: Finnish ↔ English, term ↔ meaning; four choices (seeded distractors).

    A seed never asks a question that shows its answer (:func:`.words.fair`); a ``direction`` given by
    the caller (a bank item) is kept as it is, and the banks' test checks those are fair."""
    glossary = content().glossary
    ids = sorted(glossary)
    if len(ids) < 4:
        raise DrillError("the glossary has fewer than four terms", code="drill_glossary_small")
    rng = random.Random(f"words/{seed}")
    chosen = term is None
    term = term or rng.choice(ids)
    if term not in glossary:
        raise DrillError(f"no glossary term {term!r}", code="drill_no_term", term=term)
    if direction is None:
        direction = rng.choice(WORD_DIRECTIONS)
        if not words.fair(glossary[term], direction):
            # A question that would show its answer (a term the same in both languages, a definition that
            # uses its term): another fair direction, or another term when the seed chose a term that has
            # none (``pass``); the seeds whose question was fair keep their drills.
            if chosen and not words.fair_directions(glossary[term]):
                term = rng.choice([t for t in ids if words.fair_directions(glossary[t])])
            direction = rng.choice(words.fair_directions(glossary[term]) or WORD_DIRECTIONS)
    if direction not in WORD_DIRECTIONS:
        raise DrillError(
            f"no word-drill direction {direction!r}", code="drill_bad_direction", direction=direction
        )
    others = [t for t in ids if t != term and words.distinct(glossary[t], glossary[term])]
    options = [term, *rng.sample(others, 3)]
    rng.shuffle(options)
    return _drill(
        id or generated_id(Kind.WORDS, "any", seed),
        Kind.WORDS,
        origin,
        section=None,
        term=term,
        direction=direction,
        options=tuple(options),
    )


__all__ = [
    "FORM_KINDS",
    "concept_of",
    "from_state",
    "generate",
    "italian_read_drill",
    "lesson_of",
    "recipients",
    "signal_read_drill",
    "words_drill",
]
