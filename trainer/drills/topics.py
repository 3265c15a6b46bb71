"""The drill topics added in issue 11 ("Topics with no drill today"): their facts, answers and reasons.

* **Continuation and doubling calls** (*Jatkomaalaukset*, *KOTKAT / Jatkomaalaukset*, *Koputukset ja
  vastakoputukset*): call drills are drawn from a *stage* of the deal (:func:`call_stage`): the initial
  auction as before, the continuation bidding after the exchanges (including the passes that end it, the
  "when to stop" cases), or the doubling round.  A doubling point becomes a drill only where the
  conventions advise (an advice that is not ``no_convention``); until then a doubling-stage seed falls
  back to a continuation call of the same deal (:mod:`trainer.drills.make`).
* **The bolshevik set** (*BOLSEVIKIT*, *BOLSEVIKIT / Maalaukset*, *Loppumaalaus ja koputukset*): a
  bolsevikit call drill may come from a deal inside a set (:func:`set_context`): which of the eight deals
  it is, who has already played their bolshevik (they may only pass) and who must bid it now (the
  handbook's eighth-deal case: the last player who has not played).  The forced player's final call is
  where the dictator, the lesser evil, comes in.
* **Choosing the packet's cards** (*Pääpelaajien korttien vaihdot*, *Valttipeli*, *Grandi*, *Maalattu
  misääri / Korttien vaihdot*, *KOTKAT / Korttien vaihdot*): which four cards, not their order, graded
  by the exchange conventions' whole-packet advice (:func:`trainer.conventions.exchanges.advise_packet`):
  the card sets of its recommended orders are recommended, those of its acceptable orders acceptable;
  any other set is told what is wrong with it (:func:`judge_packet`).
* **Reading partner's kotkat wishes** (*KOTKAT / Korttien vaihdot*, the table *Neljän kortin
  ylianto*): from the top bidder's packet, whether misère is possible and the first wish (a trump
  wish, or the best misère suit when misère is played: the table's footnote), read by
  :func:`trainer.signals.decode`.
* **The Italian signal** (*Merkinanto*): an alternative to the usual signal, used only by agreement
  with partner; an odd card names its own suit, a high even card the higher and a low even card the
  lower of the two suits that are neither the suit led nor its own
  (:func:`trainer.conventions.discards.italian_meaning`).  DECISION (docs/drills.md): the handbook draws
  no line between high and low even cards and counts no face card; its example uses ♣5, ♥10 and ♠4.
  The drills therefore use only the cards its words decide: odd 3 5 7 9, low even 2 4, high even 10.
* **Reading partner's first discard in passimisääri** (*Passimisääri / Merkinanto*): a small card is the
  usual signal, but the handbook adds that the discard may instead be partner's dangerous high card
  ("vaarallinen korkea kortti", a singleton for example) thrown away: a high card other than the ace
  (:func:`signal_read_reasons`) is explained that way too, beside "not the signal card".
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from trainer.bids import Form
from trainer.cards import Card, Rank, Suit
from trainer.conventions.core import NO_CONVENTION, Advice, DecisionPoint, Reason, Verdict
from trainer.conventions.discards import italian_meaning
from trainer.conventions.exchanges import PacketAdvice
from trainer.conventions.texts import register
from trainer.game import GameType
from trainer.marker import N_
from trainer.seats import Seat
from trainer.signals import NOTE_TEMPLATES, Reading, decode

S_SIGNAL: Final = "Merkinanto"
S_KOTKAT_EX: Final = "KOTKAT / Korttien vaihdot"
S_GIVES: Final = "Pääpelaajien korttien vaihdot"
S_PASSI_SIGNAL: Final = "Passimisääri / Merkinanto"

TEMPLATES = register(
    {
        # --- choosing the packet's cards
        "drill_pk_differs": N_("You give {extra} where the advised packet gives {missing}."),
        "drill_pk_suit_kept": N_(
            "The advised packet gives every {suit} card you hold ({cards}); yours keeps {kept}, so the "
            "suit does not end in your hand."
        ),
        "drill_pk_ace_signal": N_(
            "You give away {card}, which the advised packet keeps in your hand as a catching card and "
            "tells partner about with the ace signal, a small {suit} card on top."
        ),
        "drill_pk_untrue": N_(
            "These four cards cannot be stacked so that the packet says only true things: whichever order "
            "you choose tells partner of a suit ended or going on, or of an ace, that is not so."
        ),
        # --- gives: cards that make no plan together
        "drill_give_nearest": N_(
            "Taken together, these cards match none of the choices the handbook allows. The nearest one: "
            "{plan}."
        ),
        # --- gives: the bolshevik's seat rule said of the learner's own cards (C63f)
        "drill_give_seat_low": N_(
            "{card} is the lowest of the {suit} cards you give away, so it goes to the niskamies on your "
            "right, who leads first; the highest goes to the defender on your left."
        ),
        "drill_give_seat_high": N_(
            "{card} is the highest of the {suit} cards you give away, so it goes to the defender on your "
            "left; the lowest goes to the niskamies on your right, who leads first."
        ),
        "drill_give_seat_low_all": N_(
            "{card} is the lowest card you give away, so it goes to the niskamies on your right, who leads "
            "first; the highest goes to the defender on your left."
        ),
        "drill_give_seat_high_all": N_(
            "{card} is the highest card you give away, so it goes to the defender on your left; the lowest "
            "goes to the niskamies on your right, who leads first."
        ),
        # --- reading partner's first discard in passimisääri
        "drill_sig_passi_high": N_(
            "In passimisääri partner may also throw away a dangerous high card, a singleton for example, "
            "just to be rid of it: the {card} may be such a card rather than a signal."
        ),
        # --- the Italian signal
        "drill_ital_agreement": N_(
            "The Italian signal is an alternative to the usual one, used only when partners have agreed "
            "on it."
        ),
        "drill_ital_odd": N_("{card} is an odd card: it names its own suit, {suit}."),
        "drill_ital_high_even": N_(
            "{card} is a high even card: of the two suits that are neither the suit led ({led}) nor its "
            "own, it names the higher one, {suit} (not {other})."
        ),
        "drill_ital_low_even": N_(
            "{card} is a low even card: of the two suits that are neither the suit led ({led}) nor its "
            "own, it names the lower one, {suit} (not {other})."
        ),
        # --- reading the kotkat wishes
        "drill_wish_table": N_(
            "The top bidder's packet tells partner by its order whether misère is possible and which "
            "suit to give back; read it from the table of the four-card packet."
        ),
        "drill_wish_misere_suit": N_(
            "When misère is possible, the wish names the best misère suit instead of a trump."
        ),
    }
)


# --- call stages --------------------------------------------------------------------------------------------

# How a call drill's seed picks the stage of the deal it comes from (issue 11: continuation and doubling
# calls in a fair share).  "auction" is the walk as it was before (the same drills for those seeds).
CALL_STAGES: Final[dict[Form, tuple[tuple[str, float], ...]]] = {
    Form.ALKUPELIT: (("auction", 0.45), ("continuation", 0.35), ("doubling", 0.20)),
    Form.KOTKAT: (("auction", 0.45), ("continuation", 0.35), ("doubling", 0.20)),
    Form.BOLSEVIKIT: (("auction", 0.25), ("set", 0.30), ("final", 0.30), ("doubling", 0.15)),
}
# Within a stage, what the recommended call should be: "bid" (a bid, double or redouble), "pass" (the
# bidding stops here, or no double), or "any".  Without it most drills would be passes: the
# continuation ends with passes, most doubling calls are passes and most hands pass the bolshevik.
CALL_WANTS: Final[dict[str, tuple[tuple[str, float], ...]]] = {
    "continuation": (("bid", 0.55), ("pass", 0.45)),
    "doubling": (("bid", 0.5), ("pass", 0.5)),
    "set": (("bid", 0.35), ("pass", 0.35), ("any", 0.30)),
    "final": (("any", 1.0),),
}


def _pick(x: float, table: Sequence[tuple[str, float]]) -> str:
    total = 0.0
    for name, share in table:
        total += share
        if x < total:
            return name
    return table[-1][0]


def call_stage(form: Form, seed: int) -> tuple[str, str]:
    """The stage a call drill of ``form`` and ``seed`` comes from and the kind of call it wants there
    (its own random stream, so that the walk of the "auction" stage draws exactly as before)."""
    rng = random.Random(f"call-stage/{form.value}/{seed}")
    stage = _pick(rng.random(), CALL_STAGES[form])
    want = _pick(rng.random(), CALL_WANTS[stage]) if stage in CALL_WANTS else "any"
    return stage, want


def advised(advice: Advice | None) -> bool:
    """The conventions advise here: some advice, and not only the generic "no convention" reason."""
    return advice is not None and any(r.key != NO_CONVENTION for r in advice.reasons)


# --- the bolshevik set --------------------------------------------------------------------------------------

SET_DEALS: Final = 8


@dataclass(frozen=True)
class SetContext:
    """Where a bolsevikit deal stands in its set: the deal number (1-8), who has played, who must bid."""

    deal: int
    barred: frozenset[Seat]
    forced: Seat | None


def set_context(rng: random.Random, dealer: Seat, *, eighth: bool) -> SetContext:
    """A set history that can happen, and the deal it leads to (*BOLSEVIKIT*; docs/rules.md §7.5, D19, D20).

    ``eighth``: the handbook's own case, the eighth deal with one player who has not played, who must
    now bid whatever the cards.  Otherwise a deal 2-8 after a random history (bolshevik or thrown in,
    never a throw-in where somebody had to bid), with at least one player who has played or must bid.
    The statuses are :func:`trainer.scoresheet.bolshevik_set_status`'s, the one reading of the set.
    """
    from trainer.scoresheet import bolshevik_set_status

    order = [int(s) for s in dealer.iter_from()]
    for _attempt in range(200):
        if eighth:
            last = rng.randrange(4)
            history: list[int | None] = [p for p in range(4) if p != last] + [None] * 4
            rng.shuffle(history)
        else:
            n = rng.randint(2, SET_DEALS)
            history = []
            for _i in range(n - 1):
                unplayed = [p for p in range(4) if p not in history]
                history.append(None if rng.random() < 0.35 or not unplayed else rng.choice(unplayed))
        try:
            st = bolshevik_set_status(history, order)
        except Exception:  # a history the set rules forbid (ScoreInputError): draw again
            continue
        if st.complete:
            continue
        barred = frozenset(Seat(p) for p in st.played)
        forced = Seat(st.forced) if st.forced is not None else None
        if eighth and forced is None:
            continue
        if not barred and forced is None:
            continue
        return SetContext(len(history) + 1, barred, forced)
    return SetContext(1, frozenset(), None)  # pragma: no cover (the draws above always succeed)


# --- choosing the packet's cards ----------------------------------------------------------------------------


def card_sets(orders: Iterable[Sequence[Card]]) -> tuple[frozenset[Card], ...]:
    return tuple(dict.fromkeys(frozenset(o) for o in orders))


def packet_sets(pa: PacketAdvice) -> tuple[tuple[frozenset[Card], ...], tuple[frozenset[Card], ...]]:
    """The recommended and the acceptable four-card sets (their orders' cards), without repeats."""
    rec = card_sets(pa.recommended)
    acc = tuple(s for s in card_sets(pa.acceptable) if s not in rec)
    return rec, acc


def order_for(pa: PacketAdvice, cards: frozenset[Card]) -> tuple[Card, ...] | None:
    """The conventions' first order (top card first) of the packet ``cards``, if they advise it."""
    return next((tuple(o) for o in (*pa.recommended, *pa.acceptable) if frozenset(o) == cards), None)


def _text(cards: Iterable[Card]) -> str:
    return " ".join(map(str, sorted(cards)))


def truthful_order(cards: frozenset[Card], full: frozenset[Card], form: Form) -> bool:
    """Some order of ``cards`` says nothing false about the giver's hand (``full``: before giving).

    A suit read as ended must have no card left, one read as going on must have one, and an ace
    signal needs the ace kept (*Pääpelaajien korttien vaihdot*; the same test as the exchange
    conventions' own, issue 11 fault 8).
    """
    keeps = full - cards
    kept_suits = {c.suit for c in keeps}
    for order in itertools.permutations(sorted(cards)):
        r = decode(order, form)
        if any(s in kept_suits for s in r.ended) or any(s not in kept_suits for s in r.continues):
            continue
        if r.ace_signal is not None and Card(r.ace_signal, Rank.ACE) not in keeps:
            continue
        return True
    return False


def judge_packet(
    point: DecisionPoint, pa: PacketAdvice, chosen: frozenset[Card]
) -> tuple[Verdict, tuple[Reason, ...]]:
    """The verdict on the four cards ``chosen`` and why (what is wrong with THAT packet, then the advice).

    Recommended or acceptable as the conventions' orders' card sets are; any other set gets reasons of
    its own: which cards differ from the nearest recommended packet, a suit that packet ends and this one
    does not, an ace it keeps (with an ace signal) and this one gives, the conventions' own reason against
    a card where they have one, and a set that no order can describe truthfully.
    """
    rec, acc = packet_sets(pa)
    if chosen in rec:
        return Verdict.RECOMMENDED, pa.reasons
    if chosen in acc:
        return Verdict.ACCEPTABLE, pa.reasons
    equal = pa.equal_packet(chosen)  # equal cards are graded together, and told why (review round 7)
    if equal is not None:
        return Verdict.ACCEPTABLE, equal[1]
    section = pa.reasons[0].section if pa.reasons else "Pääpelaajien korttien vaihdot"
    full = frozenset((*point.view.hand, *point.view.packet_so_far))
    best = max(rec, key=lambda s: len(s & chosen)) if rec else frozenset()
    extra, missing = chosen - best, best - chosen
    # the advised packet sharing most cards with this one, a recommended one on a tie
    nearest = max((*rec, *acc), key=lambda s: (len(s & chosen), s in rec)) if rec else frozenset()
    out: list[Reason] = []
    if best:
        out.append(Reason("drill_pk_differs", section, {"extra": _text(extra), "missing": _text(missing)}))
        for suit in sorted({c.suit for c in best}):
            held = [c for c in full if c.suit is suit]
            if not all(c in nearest for c in held):
                continue  # the advised packet nearest this one keeps the suit too: not this packet's fault
                # (review round 5, gen.packet_choose.kotkat.9003: the 1 + 3 packet ♣4 ♠A ♠Q ♠10 keeps ♥82)
            mine = {c for c in held if c in chosen}
            if any(c.rank is Rank.ACE for c in mine) and any(
                len(s & chosen) == len(nearest & chosen) and {c for c in held if c in s} == mine for s in acc
            ):
                continue  # the side ace given and its link card kept, as an equally near acceptable packet does
                # (review 11, gen.packet_choose.kotkat.14004: ♠K6 ♥A ♣9 beside ♠K6 ♥A ♣6, both keeping ♥8)
            if all(c in best for c in held) and not all(c in chosen for c in held):
                kept = [c for c in held if c not in chosen]
                out.append(Reason("drill_pk_suit_kept", section,
                                  {"suit": suit.symbol, "cards": _text(held), "kept": _text(kept)}))  # fmt: skip
        order = order_for(pa, best)
        signal = decode(order, point.form).ace_signal if order is not None else None
        for card in sorted(extra):
            if pa.card_faults(card, chosen):  # only what is true of THIS packet (review round 4b)
                out.extend(pa.card_faults(card, chosen))
            elif card.rank is Rank.ACE and card.suit is signal:
                out.append(
                    Reason("drill_pk_ace_signal", section, {"card": str(card), "suit": card.suit.symbol})
                )
    if not truthful_order(chosen, full, point.form):
        out.append(Reason("drill_pk_untrue", section))
    return Verdict.NOT_ADVISED, tuple(dict.fromkeys((*out, *pa.reasons)))


# --- reading the kotkat wishes ------------------------------------------------------------------------------

# The wish notes that come from the handbook's table (not the project's own "no wish" readings).
TABLE_WISH_NOTES: Final = frozenset(
    {"wishes_by_rank", "wish_top_highest", "wish_top_lowest", "wishes_pair", "wish_absent_suit"}
)
MISERE_ANSWERS: Final = ("yes", "no")


def wish_readable(reading: Reading) -> bool:
    """The packet states a first wish and a misère answer by the handbook's table.

    DECISION: not a 1+1+2 packet: the table's row for it is garbled in the handbook's text, and the
    project's reading of it (:func:`trainer.signals.decode`, ``three_suits_reconstructed``) is a
    reconstruction, not something to drill as the handbook's.
    """
    keys = {n.key for n in reading.notes}
    return (
        bool(reading.wishes)
        and reading.misere_ok is not None
        and bool(keys & TABLE_WISH_NOTES)
        and "three_suits_reconstructed" not in keys
    )


def wish_answer(reading: Reading) -> str:
    """The reading as an answer: the first wish and whether misère is possible, e.g. ``♥ no``."""
    return f"{reading.wishes[0].symbol} {'yes' if reading.misere_ok else 'no'}"


def parse_wish_answer(text: str) -> tuple[Suit, str]:
    """``♥ no`` → (♥, "no").  Raises ValueError or SkruuviError when it is not that shape."""
    parts = text.split()
    if len(parts) != 2 or parts[1].lower() not in MISERE_ANSWERS:
        raise ValueError(text)
    return Suit.parse(parts[0]), parts[1].lower()


# The packet notes that explain a wish reading, as reasons (the same texts as the packet notes).
WISH_NOTES: Final = ("misere_ok", "misere_not_ok", *sorted(TABLE_WISH_NOTES), "avoid")
NOTE_REASONS = register({f"drill_note_{k}": NOTE_TEMPLATES[k] for k in WISH_NOTES})


def wish_reasons(reading: Reading) -> tuple[Reason, ...]:
    """Why the packet reads as it does: its misère note and wish notes (which card says what), the
    table's footnote where misère is possible, and where the reading comes from."""
    out = [
        Reason(f"drill_note_{n.key}", S_KOTKAT_EX, dict(n.params))
        for n in reading.notes
        if n.key in WISH_NOTES
    ]
    if reading.misere_ok:
        out.append(Reason("drill_wish_misere_suit", S_KOTKAT_EX))
    out.append(Reason("drill_wish_table", S_KOTKAT_EX))
    return tuple(out)


# --- the Italian signal -------------------------------------------------------------------------------------

# The ranks whose Italian meaning the handbook's words decide (see the module docstring).
ITALIAN_ODD: Final = (Rank.THREE, Rank.FIVE, Rank.SEVEN, Rank.NINE)
ITALIAN_LOW_EVEN: Final = (Rank.TWO, Rank.FOUR)
ITALIAN_HIGH_EVEN: Final = (Rank.TEN,)


def italian_choices(led: Suit) -> tuple[Suit, ...]:
    """The suits a first discard on a ``led`` trick can name: every suit but the one led."""
    return tuple(s for s in Suit if s is not led)


def italian_reason(card: Card, led: Suit) -> Reason:
    """Why ``card``, thrown on a ``led`` trick, names the suit it names (*Merkinanto*)."""
    suit = italian_meaning(card, led)
    params = {"card": str(card), "suit": suit.symbol, "led": led.symbol}
    if int(card.rank) % 2 == 1:
        return Reason("drill_ital_odd", S_SIGNAL, params)
    other = next(s for s in Suit if s not in (led, card.suit, suit))
    key = "drill_ital_high_even" if suit > other else "drill_ital_low_even"
    return Reason(key, S_SIGNAL, {**params, "other": other.symbol})


def signal_read_reasons(card: Card, game: GameType, reason: Reason) -> tuple[Reason, ...]:
    """Why partner's first discard ``card`` in ``game`` says what it says: the reading's ``reason``
    (:func:`trainer.conventions.discards.read_first_discard`) and, for a high card other than the ace in
    passimisääri, the handbook's other reading (*Passimisääri / Merkinanto*: "Sakaus voi kuitenkin olla
    myös ... vaarallinen korkea kortti"): partner may be shedding a dangerous high card (review round 9,
    gen.signal_read.any.10301, ♦K).  A small card (the signal) and any card in another game: the reading
    alone."""
    if game is GameType.PASSIMISAARI and Rank.NINE < card.rank < Rank.ACE:
        return (reason, Reason("drill_sig_passi_high", S_PASSI_SIGNAL, {"card": str(card)}))
    return (reason,)


def italian_card(rng: random.Random, led: Suit) -> Card:
    """A first discard on a ``led`` trick whose Italian meaning the handbook decides: odd, low even or
    high even, a third each."""
    ranks = rng.choice((ITALIAN_ODD, ITALIAN_LOW_EVEN, ITALIAN_HIGH_EVEN))
    return Card(rng.choice(italian_choices(led)), rng.choice(ranks))


__all__ = [
    "CALL_STAGES",
    "SetContext",
    "advised",
    "call_stage",
    "italian_card",
    "italian_choices",
    "italian_reason",
    "judge_packet",
    "packet_sets",
    "set_context",
    "signal_read_reasons",
    "wish_answer",
    "wish_readable",
]
