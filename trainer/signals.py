"""Reading the order of a four-card exchange packet (yliannon merkit).

Handbook sections *Pääpelaajien korttien vaihdot* (alkupelit), *Maalattu
misääri / Korttien vaihdot*, KOTKAT *Valttipelin korttien vaihdot*,
*Misäärin korttien vaihdot* with its table *Neljän kortin ylianto*, and
*Korttien vaihdot ja loppumaalaus* in the simplified rules.

The player who gives four cards face down to partner tells something by the
way the cards are stacked.  A packet is written TOP CARD FIRST: the last card
is the one lying against the table (the "bottom").  What the stacking says:

* which suits the giver has run out of (*ended*) and which still go on in the
  giver's hand (*continues*), read from the pattern of suits;
* an ace signal: a lone small card on top says the giver holds that suit's ace;
* a misère hint: the smallest card of the "misère suit" placed lowest;
* in kotkat only, the trump wishes (and one "do not give" suit), read from the
  relative ranks of certain cards mapped onto the suits missing from the packet.

:func:`decode` turns a packet into a :class:`Reading`; :func:`encode` finds
every stacking of four given cards that says what you want (brute force over
the 24 orders).  Bolsevikit has no packets (the bolshevik gives single cards).

The rules below are the project's decided readings; where the handbook is
silent or garbled the choice is marked DECISION in the function docstrings.

Note keys
---------
Every part of a reading comes with a :class:`Note` whose ``key`` is stable
(the app translates them) and whose ``params`` are strings: suit symbols
(``"♦"``) or cards (``"♦5"``).

Ended / continues (suit pattern):

``in_order`` {suit}
    four cards of one suit, strictly ascending from the top: the suit continues.
``out_of_order`` {suit}
    four cards of one suit in any other order: the suit ended.
``descending_uncertain`` {suit}
    ... and they run strictly descending, which the handbook does not cover.
``ended_block`` {suit}
    the suit's cards form the bottom block: it ended.
``continues_block`` {suit}
    the suit's cards form the top block: it continues.
``crossed`` {suit, other}
    two suits alternate (XYXY): both ended.
``book`` {outer, inner}
    one suit encloses the other (XYYX): both continue.
``single_low`` {single, long}
    1+3 with the lone card second from the bottom: both ended.
``single_high`` {single, long}
    1+3 with the lone card second from the top: both continue.
``three_suits_pair_bottom`` {suit, first, second}
    1+1+2 with the pair at the bottom (XYZZ): the pair's suit ended, the two
    lone suits continue.
``three_suits_interleaved`` {suit, first, second}
    1+1+2 as XZYZ: all three ended.
``three_suits_no_reading`` {}
    any other 1+1+2 arrangement: nothing is read.
``three_suits_reconstructed`` {}
    every 1+1+2 packet: the reading is uncertain (see :func:`decode`).
``four_suits`` {}
    one card of each suit: no ended/continues, misère or wish reading.

Ace signal:

``ace_signal`` {suit, card}
    the top card is the only one of its suit and a small card (2..9).

Misère (``suit`` is the misère suit, ``card`` its lowest-placed card,
``smallest`` its smallest card in the packet):

``misere_ok`` / ``misere_not_ok`` {suit, card, smallest}
    kotkat: the packet says misère is / is not possible.
``misere_hint`` / ``no_misere_hint`` {suit, card, smallest}
    alkupelit: the optional hint is given / not given.
``no_misere_signal`` {}
    four suits: the packet has no misère suit.

Kotkat trump wishes ("free suits" are those missing from the packet):

``wishes_by_rank`` {first, second, first_card, second_card}
    one-suit packet: the top two cards name the first and second wish.
``avoid`` {suit, card}
    one-suit packet: the third card names a suit not to give.
``order_for_wish`` {suit}
    one-suit packet not in ascending order: the order may be there for the
    wish, so "ended" may be incidental.
``wish_top_highest`` / ``wish_top_lowest`` {suit, card, long}
    1+3: the upper card of the long suit is its highest / lowest: the wish is
    the higher / lower free suit.
``no_wish_middle`` {suit, card}
    1+3: that card is the middle one: no wish.
``wishes_pair`` {first, second, suit}
    2+2: the two cards of the non-misère suit order the two free suits.
``wish_absent_suit`` {suit}
    1+1+2: the wish is the one suit missing from the packet.
``no_wish_four_suits`` {}
    four suits: no wish.
``wish_in_misere`` {}
    kotkat, misère possible and a wish read: in a misère game the same cards name the best misère
    suit instead of a trump wish (*KOTKAT / Korttien vaihdot*, the note under the packet table).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from trainer.bids import Form
from trainer.cards import Card, Rank, Suit
from trainer.errors import IllegalActionError, NotationError
from trainer.marker import N_

__all__ = ["AMBIGUOUS_NOTES", "NOTE_TEMPLATES", "Note", "Reading", "decode", "encode"]


NOTE_TEMPLATES: Final[Mapping[str, str]] = {
    "in_order": N_("{suit} continues: all four cards are {suit} in ascending order from the top."),
    "out_of_order": N_("{suit} ended: the four {suit} cards are not in ascending order from the top."),
    "descending_uncertain": N_(
        "The {suit} cards run in descending order, which the handbook does not describe, "
        "so this reading is uncertain."
    ),
    "ended_block": N_("{suit} ended: its cards lie at the bottom, against the table."),
    "continues_block": N_("{suit} continues: its cards lie on top."),
    "crossed": N_("{suit} and {other} ended: the two suits are crossed."),
    "book": N_("{outer} and {inner} continue: the {outer} cards enclose the {inner} cards like a book."),
    "single_low": N_("{long} and {single} ended: the lone {single} lies second from the bottom."),
    "single_high": N_("{long} and {single} continue: the lone {single} lies second from the top."),
    "three_suits_pair_bottom": N_(
        "{suit} ended and {first} and {second} continue: the two {suit} cards lie at the bottom."
    ),
    "three_suits_interleaved": N_(
        "{first}, {second} and {suit} ended: the two {suit} cards alternate with the lone cards."
    ),
    "three_suits_no_reading": N_(
        "This arrangement of three suits says nothing about ended or continuing suits."
    ),
    "three_suits_reconstructed": N_(
        "Three-suit readings are reconstructed from a damaged table in the handbook and are uncertain."
    ),
    "four_suits": N_("A packet of four different suits carries no ended/continues or misère reading."),
    "ace_signal": N_("The lone small {card} on top signals the {suit} ace."),
    "misere_ok": N_("Misère is possible (the lowest-placed {suit}, {card}, is the smallest {suit})."),
    "misere_not_ok": N_(
        "Misère is not possible (the lowest-placed {suit}, {card}, is not the smallest {suit}, {smallest})."
    ),
    "misere_hint": N_(
        "Misère hint: the giver's cards would also suit a misère "
        "(the smallest {suit}, {card}, is placed lowest)."
    ),
    "no_misere_hint": N_(
        "No misère hint (the lowest-placed {suit}, {card}, is not the smallest {suit}, {smallest})."
    ),
    "no_misere_signal": N_("No misère hint: no suit has two or more cards in the packet."),
    "wishes_by_rank": N_(
        "Trump wishes, read from the ranks of the top three cards: "
        "{first} first ({first_card}), then {second} ({second_card})."
    ),
    "avoid": N_("Do not give {suit} (third card from the top, {card})."),
    "order_for_wish": N_(
        "In kotkat a one-suit packet is ordered to show the trump wish, "
        "so the reading that {suit} ended may be incidental."
    ),
    "wish_top_highest": N_(
        "Trump wish: {suit}, the higher free suit (the upper {long}, {card}, is the highest of the three)."
    ),
    "wish_top_lowest": N_(
        "Trump wish: {suit}, the lower free suit (the upper {long}, {card}, is the lowest of the three)."
    ),
    "no_wish_middle": N_(
        "No trump wish: the upper {suit}, {card}, is neither the highest nor the lowest of the three."
    ),
    "wishes_pair": N_(
        "Trump wishes: {first} first, then {second} (read from the order of the two {suit} cards)."
    ),
    "wish_absent_suit": N_("Trump wish: {suit}, the suit missing from the packet."),
    "no_wish_four_suits": N_("No trump wish: the packet holds all four suits."),
    "wish_in_misere": N_(
        "If the game is a misère, the same place may name the best misère suit instead of a trump wish "
        "(the giver may also leave it unsaid)."
    ),
}
"""English text of every note key; ``str.format`` fields are the note's params."""

AMBIGUOUS_NOTES: Final[frozenset[str]] = frozenset(
    {
        "descending_uncertain",
        "three_suits_reconstructed",
        "four_suits",
        "order_for_wish",
        "no_wish_middle",
    }
)
"""Note keys that make a reading ambiguous."""


@dataclass(frozen=True)
class Note:
    """One part of a reading: a stable ``key`` and string ``params`` for its message."""

    key: str
    params: Mapping[str, str] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.params.items()))))

    def text(self) -> str:
        """The plain English sentence for this note."""
        return NOTE_TEMPLATES[self.key].format(**self.params)


@dataclass(frozen=True)
class Reading:
    """What a packet says.  ``cards`` are as given, top first."""

    cards: tuple[Card, ...]
    form: Form
    ended: tuple[Suit, ...]
    continues: tuple[Suit, ...]
    misere_ok: bool | None
    wishes: tuple[Suit, ...]
    avoid: tuple[Suit, ...]
    ace_signal: Suit | None
    ambiguous: bool
    notes: tuple[Note, ...]

    def explanation(self) -> str:
        """Plain English sentences, one per note, in reading order."""
        return " ".join(note.text() for note in self.notes)

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": [str(c) for c in self.cards],
            "ended": [s.symbol for s in self.ended],
            "continues": [s.symbol for s in self.continues],
            "misere_ok": self.misere_ok,
            "wishes": [s.symbol for s in self.wishes],
            "avoid": [s.symbol for s in self.avoid],
            "ace_signal": None if self.ace_signal is None else self.ace_signal.symbol,
            "ambiguous": self.ambiguous,
            "explanation": self.explanation(),
        }


# --- decoding ----------------------------------------------------------------------------------------------


def _check_packet(cards: Sequence[Card]) -> tuple[Card, ...]:
    packet = tuple(cards)
    if len(packet) != 4 or len(set(packet)) != 4:
        raise NotationError(
            f"a packet is exactly 4 different cards, not {' '.join(str(c) for c in packet) or 'none'}",
            code="bad_packet",
            cards=[str(c) for c in packet],
        )
    return packet


def _check_form(form: Form) -> None:
    if form is Form.BOLSEVIKIT:
        raise IllegalActionError(
            "bolsevikit has no four-card packets: the bolshevik gives single cards",
            code="no_packet_signals",
            form=str(form),
        )


def _note(key: str, **params: Suit | Card | str) -> Note:
    return Note(key, {k: str(v) for k, v in params.items()})


def _in_order(packet: tuple[Card, ...]) -> bool:
    return all(a.rank < b.rank for a, b in itertools.pairwise(packet))


def _suit_reading(packet: tuple[Card, ...]) -> tuple[set[Suit], set[Suit], list[Note]]:
    """Ended and continuing suits from the suit pattern (rules 1-4).

    DECISION (one suit): "in order" means strictly ascending rank from the top,
    the handbook's only example being ♠7 9 Q K.  Strictly descending is read as
    ended but flagged ``descending_uncertain``.

    DECISION (1+1+2): the handbook's table row is garbled in the source text;
    the project reads XYZZ as Z ended with X and Y continuing, XZYZ as all
    three ended, and every other arrangement as saying nothing.  Every 1+1+2
    packet carries ``three_suits_reconstructed``.
    """
    suits = [c.suit for c in packet]
    distinct = list(dict.fromkeys(suits))  # order of first appearance from the top
    ended: set[Suit] = set()
    continues: set[Suit] = set()
    notes: list[Note] = []

    if len(distinct) == 1:
        suit = distinct[0]
        if _in_order(packet):
            continues.add(suit)
            notes.append(_note("in_order", suit=suit))
        else:
            ended.add(suit)
            notes.append(_note("out_of_order", suit=suit))
            if all(a.rank > b.rank for a, b in itertools.pairwise(packet)):
                notes.append(_note("descending_uncertain", suit=suit))
        return ended, continues, notes

    if len(distinct) == 2:
        x, y = distinct
        pos_x = tuple(i for i, s in enumerate(suits) if s == x)
        if pos_x in ((0, 1), (0, 1, 2), (0,)):
            # XXYY, XXXY, XYYY: each suit one block; the bottom block ended.
            ended.add(y)
            continues.add(x)
            notes += [_note("ended_block", suit=y), _note("continues_block", suit=x)]
        elif pos_x == (0, 2):  # XYXY
            ended |= {x, y}
            notes.append(_note("crossed", suit=x, other=y))
        elif pos_x == (0, 3):  # XYYX
            continues |= {x, y}
            notes.append(_note("book", outer=x, inner=y))
        elif pos_x == (0, 1, 3):  # XXYX: single second from the bottom
            ended |= {x, y}
            notes.append(_note("single_low", single=y, long=x))
        else:  # (0, 2, 3) XYXX: single second from the top
            continues |= {x, y}
            notes.append(_note("single_high", single=y, long=x))
        return ended, continues, notes

    if len(distinct) == 3:
        pair = next(s for s in distinct if suits.count(s) == 2)
        lone = [s for s in distinct if s != pair]
        pos_pair = tuple(i for i, s in enumerate(suits) if s == pair)
        if pos_pair == (2, 3):
            ended.add(pair)
            continues |= set(lone)
            notes.append(_note("three_suits_pair_bottom", suit=pair, first=lone[0], second=lone[1]))
        elif pos_pair == (1, 3):
            ended |= {pair, *lone}
            notes.append(_note("three_suits_interleaved", suit=pair, first=lone[0], second=lone[1]))
        else:
            notes.append(_note("three_suits_no_reading"))
        notes.append(_note("three_suits_reconstructed"))
        return ended, continues, notes

    notes.append(_note("four_suits"))
    return ended, continues, notes


def _misere_suit(packet: tuple[Card, ...]) -> Suit | None:
    """The suit whose lowest-placed card carries the misère hint (rule 6)."""
    counts = {s: sum(1 for c in packet if c.suit == s) for s in {c.suit for c in packet}}
    longest = max(counts.values())
    if longest >= 3:
        return next(s for s, n in counts.items() if n == longest)
    if len(counts) == 2:  # 2+2: the suit of the card against the table
        return packet[-1].suit
    if len(counts) == 3:  # 1+1+2: the two-card suit
        return next(s for s, n in counts.items() if n == 2)
    return None


def _misere_reading(packet: tuple[Card, ...], form: Form) -> tuple[bool | None, Note]:
    """Misère: the misère suit's lowest-placed card is its smallest.

    The handbook asks for the smallest card "alimmaiseksi eli pöytää vasten"
    (at the very bottom) in alkupelit, but its kotkat example ♣A47♥K judges the
    lowest-placed club (♣7) with a heart below it, so the project compares
    within the suit (DECISION).  In alkupelit the hint is optional: False means
    only that no hint was given.
    """
    suit = _misere_suit(packet)
    if suit is None:
        return None, _note("no_misere_signal")
    own = [c for c in packet if c.suit == suit]
    lowest_placed = own[-1]
    smallest = min(own, key=lambda c: c.rank)
    ok = lowest_placed is smallest
    if form is Form.KOTKAT:
        key = "misere_ok" if ok else "misere_not_ok"
    else:
        key = "misere_hint" if ok else "no_misere_hint"
    return ok, _note(key, suit=suit, card=lowest_placed, smallest=smallest)


def _wish_reading(packet: tuple[Card, ...]) -> tuple[tuple[Suit, ...], tuple[Suit, ...], list[Note]]:
    """Kotkat trump wishes and "do not give" suits (rule 7).

    DECISION (1+3): only the long suit's upper card is read, giving one wish;
    if it is the middle rank of the three there is no wish (``no_wish_middle``).
    """
    present = {c.suit for c in packet}
    free = [s for s in Suit if s not in present]
    notes: list[Note] = []

    if len(present) == 1:
        top3 = packet[:3]
        by_rank = sorted(top3, key=lambda c: c.rank)
        suit_of = {card: free[i] for i, card in enumerate(by_rank)}
        first, second, third = (suit_of[c] for c in top3)
        notes.append(
            _note("wishes_by_rank", first=first, second=second, first_card=top3[0], second_card=top3[1])
        )
        notes.append(_note("avoid", suit=third, card=top3[2]))
        return (first, second), (third,), notes

    if len(present) == 2:
        counts = {s: sum(1 for c in packet if c.suit == s) for s in present}
        if max(counts.values()) == 3:
            long = next(s for s, n in counts.items() if n == 3)
            own = [c for c in packet if c.suit == long]
            upper = own[0]
            ranks = [c.rank for c in own]
            if upper.rank == max(ranks):
                notes.append(_note("wish_top_highest", suit=free[1], card=upper, long=long))
                return (free[1],), (), notes
            if upper.rank == min(ranks):
                notes.append(_note("wish_top_lowest", suit=free[0], card=upper, long=long))
                return (free[0],), (), notes
            notes.append(_note("no_wish_middle", suit=long, card=upper))
            return (), (), notes
        wish_suit = next(s for s in present if s != packet[-1].suit)
        upper, lower = (c for c in packet if c.suit == wish_suit)
        wishes = (free[1], free[0]) if upper.rank > lower.rank else (free[0], free[1])
        notes.append(_note("wishes_pair", first=wishes[0], second=wishes[1], suit=wish_suit))
        return wishes, (), notes

    if len(present) == 3:
        notes.append(_note("wish_absent_suit", suit=free[0]))
        return (free[0],), (), notes

    notes.append(_note("no_wish_four_suits"))
    return (), (), notes


def decode(cards: Sequence[Card], form: Form) -> Reading:
    """Read a packet (top card first) given in ``form``.

    Raises IllegalActionError ``no_packet_signals`` for bolsevikit (a rules fact: the
    form has no packets) and NotationError ``bad_packet`` unless the packet is exactly
    four different cards.

    Rules, with X/Y/Z naming suits read from the top:

    1. One suit: strictly ascending from the top = continues, otherwise ended
       (DECISION: descending is ended but ambiguous).
    2. 2+2: XXYY = Y ended, X continues; XYXY (crossed) = both ended;
       XYYX (book) = both continue.
    3. 1+3: XXXY = Y ended; YXXX = X ended (the bottom block always ended, the
       top block continues); XXYX = both ended; XYXX = both continue.
    4. 1+1+2 (DECISION, always ambiguous): XYZZ = Z ended, X and Y continue;
       XZYZ = all ended; otherwise nothing.  1+1+1+1: nothing, ambiguous.
    5. Ace signal: a lone small card (2..9) on top names its suit.
    6. Misère: the misère suit (the longest suit of 3+ cards; in 2+2 the
       bottom card's suit; in 1+1+2 the pair's suit) has its smallest card
       placed lowest.  None for four suits.
    7. Kotkat only: trump wishes and "do not give" from the ranks, mapped
       onto the free suits (those missing from the packet), in suit order.
       DECISION: a one-suit packet not in ascending order is ambiguous in
       kotkat (``order_for_wish``), because the handbook tells the bidder to
       stack it for the wish, so "ended" may be incidental.
    """
    _check_form(form)
    packet = _check_packet(cards)
    ended, continues, notes = _suit_reading(packet)

    top = packet[0]
    ace: Suit | None = None
    if sum(1 for c in packet if c.suit == top.suit) == 1 and top.rank <= Rank.NINE:
        ace = top.suit
        notes.append(_note("ace_signal", suit=top.suit, card=top))

    misere_ok, misere_note = _misere_reading(packet, form)
    notes.append(misere_note)

    wishes: tuple[Suit, ...] = ()
    avoid: tuple[Suit, ...] = ()
    if form is Form.KOTKAT:
        wishes, avoid, wish_notes = _wish_reading(packet)
        notes += wish_notes
        if len(ended) == 1 and len({c.suit for c in packet}) == 1:
            notes.append(_note("order_for_wish", suit=packet[0].suit))
        if misere_ok and wishes:
            notes.append(_note("wish_in_misere"))

    return Reading(
        cards=packet,
        form=form,
        ended=tuple(sorted(ended)),
        continues=tuple(sorted(continues)),
        misere_ok=misere_ok,
        wishes=wishes,
        avoid=avoid,
        ace_signal=ace,
        ambiguous=any(n.key in AMBIGUOUS_NOTES for n in notes),
        notes=tuple(notes),
    )


# --- encoding ----------------------------------------------------------------------------------------------


def encode(
    cards: Iterable[Card],
    form: Form,
    *,
    ended: Iterable[Suit] | None = None,
    continues: Iterable[Suit] | None = None,
    misere_ok: bool | None = None,
    wishes: Sequence[Suit] | None = None,
    avoid: Iterable[Suit] | None = None,
    ace_signal: Suit | Literal["none"] | None = None,
) -> list[tuple[Card, ...]]:
    """Every order of ``cards`` (top first) whose reading meets all given criteria.

    A criterion left at None is not checked.  ``ended``, ``continues`` and
    ``avoid`` compare as sets, ``wishes`` as an ordered tuple; ``ace_signal``
    is a suit, or ``"none"`` to require no ace signal.  The result lists the
    matching orders of the 24, sorted by their tuple of card indexes; it is
    empty when the criteria contradict each other or these cards.
    """
    _check_form(form)
    packet = sorted(_check_packet(list(cards)), key=lambda c: c.index)
    if ace_signal is not None and not isinstance(ace_signal, Suit) and ace_signal != "none":
        raise NotationError(
            f"ace_signal must be a suit, 'none' or None, not {ace_signal!r}",
            code="bad_criterion",
            criterion="ace_signal",
        )
    want_ended = None if ended is None else frozenset(ended)
    want_continues = None if continues is None else frozenset(continues)
    want_wishes = None if wishes is None else tuple(wishes)
    want_avoid = None if avoid is None else frozenset(avoid)

    out: list[tuple[Card, ...]] = []
    for order in itertools.permutations(packet):
        r = decode(order, form)
        if want_ended is not None and frozenset(r.ended) != want_ended:
            continue
        if want_continues is not None and frozenset(r.continues) != want_continues:
            continue
        if misere_ok is not None and r.misere_ok != misere_ok:
            continue
        if want_wishes is not None and r.wishes != want_wishes:
            continue
        if want_avoid is not None and frozenset(r.avoid) != want_avoid:
            continue
        if ace_signal == "none" and r.ace_signal is not None:
            continue
        if isinstance(ace_signal, Suit) and r.ace_signal is not ace_signal:
            continue
        out.append(order)
    return out
