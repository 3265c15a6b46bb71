"""Dealing the cards for the three forms, seeded and reproducible.

Handbook section *Korttien jakaminen*: the dealer deals one card at a time
clockwise, starting with the opponent on the left.  In alkupelit and
bolsevikit the dealer sets aside four middle cards face down while dealing
(never four consecutive cards, nor the top or bottom card of the pack), so
that everyone gets 12; in kotkat everyone gets 13.

The shuffle is ``random.Random(seed).shuffle`` of the 52 cards in ♠2..♥A
order, so a seed gives the same deal on every machine and Python 3.11+
(:func:`shuffled_pack` repeats that shuffle's steps, inlined for speed).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter

from trainer.bids import Form
from trainer.cards import DECK, Card, format_hand
from trainer.errors import NotationError
from trainer.rules import rules_for
from trainer.seats import SEATS, Seat


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards as dealt: four hands (sorted) and the middle cards in order."""

    form: Form
    dealer: Seat
    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    middle: tuple[Card, ...]

    def __post_init__(self) -> None:
        expected = rules_for(self.form).hand_size
        seen: set[Card] = set()
        for seat, hand in zip(SEATS, self.hands, strict=True):
            if len(hand) != expected:
                raise NotationError(
                    f"hand {seat} has {len(hand)} cards; {self.form} deals {expected}",
                    code="bad_hand_size",
                    seat=str(seat),
                    count=len(hand),
                    expected=expected,
                )
            for c in hand:
                if c in seen:
                    raise NotationError(f"{c} is dealt twice", code="duplicate_card", card=str(c))
                seen.add(c)
        if len(self.middle) != (4 if self.form.has_middle else 0):
            raise NotationError(
                f"{self.form} has {4 if self.form.has_middle else 0} middle cards, not {len(self.middle)}",
                code="bad_middle_size",
                count=len(self.middle),
                expected=4 if self.form.has_middle else 0,
            )
        for c in self.middle:
            if c in seen:
                raise NotationError(f"{c} is dealt twice", code="duplicate_card", card=str(c))
            seen.add(c)

    @classmethod
    def _trusted(
        cls,
        form: Form,
        dealer: Seat,
        hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]],
        middle: tuple[Card, ...],
    ) -> Deal:
        """A deal from :func:`deal`'s own freshly shuffled pack, without the checks of ``__post_init__``
        (every card once, the right sizes: true by construction).  Everything else builds ``Deal(...)``."""
        d = object.__new__(cls)
        object.__setattr__(d, "form", form)
        object.__setattr__(d, "dealer", dealer)
        object.__setattr__(d, "hands", hands)
        object.__setattr__(d, "middle", middle)
        return d

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        return self.hands[seat]

    def to_json(self) -> dict[str, object]:
        return {
            "form": self.form.value,
            "dealer": str(self.dealer),
            "hands": {str(s): [str(c) for c in self.hands[s]] for s in SEATS},
            "middle": [str(c) for c in self.middle],
        }

    def __str__(self) -> str:
        lines = [f"{self.form} dealer {self.dealer}"]
        lines += [f"{s}: {format_hand(self.hands[s])}" for s in SEATS]
        if self.middle:
            lines.append("middle: " + " ".join(str(c) for c in self.middle))
        return "\n".join(lines)


def complete_deal(
    form: Form,
    dealer: Seat,
    known: Mapping[Seat, Sequence[Card]],
    middle: Sequence[Card] | None = None,
    seed: int = 0,
) -> Deal:
    """A deal in which the seats in ``known`` hold those cards; the rest is dealt at random (seeded).

    For examples that show only some hands (a bidding question, a partial
    diagram): a known hand shorter than a full hand is filled up.  Raises
    NotationError for a hand that is too long or a card given twice.
    """
    size = rules_for(form).hand_size
    hands: dict[Seat, list[Card]] = {s: list(known.get(s, ())) for s in SEATS}
    mid = list(middle or ())
    used: set[Card] = set()
    for c in [c for h in hands.values() for c in h] + mid:
        if c in used:
            raise NotationError(f"{c} is given twice", code="duplicate_card", card=str(c))
        used.add(c)
    rest = [c for c in DECK if c not in used]
    random.Random(seed).shuffle(rest)
    if form.has_middle and not mid:
        mid, rest = rest[:4], rest[4:]
    for s in SEATS:
        need = size - len(hands[s])
        if need < 0:
            raise NotationError(
                f"hand {s} has {len(hands[s])} cards; {form} deals {size}",
                code="bad_hand_size",
                seat=str(s),
                count=len(hands[s]),
                expected=size,
            )
        hands[s] += rest[:need]
        rest = rest[need:]
    return Deal(
        form,
        dealer,
        (
            tuple(sorted(hands[Seat.A], key=_index)),
            tuple(sorted(hands[Seat.B], key=_index)),
            tuple(sorted(hands[Seat.C], key=_index)),
            tuple(sorted(hands[Seat.D], key=_index)),
        ),
        tuple(mid),
    )


def middle_positions(rng: random.Random) -> list[int]:
    """Four pack positions for the middle cards: never the top (0) or bottom (51), never four in a row."""
    while True:
        pos = sorted(rng.sample(range(1, 51), 4))
        if pos[3] - pos[0] != 3:
            return pos


def _index(card: Card) -> int:
    return card.index


def shuffled_pack(rng: random.Random) -> list[int]:
    """The 52 card indices (DECK order) after ``rng.shuffle``: the same permutation, as if DECK itself were
    shuffled, and the same draws from ``rng``.

    The steps of ``random.Random.shuffle`` (Fisher–Yates from the top; each position drawn by
    ``_randbelow``: ``getrandbits`` of the bound's bit length, drawn again while too large), written
    out: in ``shuffle`` the two Python calls per card cost more than the draws.
    ``tests/test_dealing_shuffle.py`` checks the result against ``random.Random.shuffle``.
    """
    pack = list(range(52))
    getrandbits = rng.getrandbits
    for i in range(51, 0, -1):
        bound = i + 1
        bits = bound.bit_length()
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def deal(form: Form, dealer: Seat = Seat.A, seed: int | None = None) -> Deal:
    """Shuffle and deal for ``form``; the same seed always gives the same deal."""
    rng = random.Random(seed)
    pack = shuffled_pack(rng)
    middle: tuple[Card, ...] = ()
    if form.has_middle:
        pos = middle_positions(rng)
        middle = tuple(DECK[pack[p]] for p in pos)
        for p in reversed(pos):
            del pack[p]
    # One card at a time clockwise from the dealer's left: the k-th card of the pack goes to the seat
    # k + 1 places clockwise from the dealer.  A hand is its card indices sorted, looked up in DECK.
    hands: list[tuple[Card, ...]] = [(), (), (), ()]
    first = dealer + 1
    for k in range(4):
        hands[(first + k) % 4] = itemgetter(*sorted(pack[k::4]))(DECK)
    return Deal._trusted(form, dealer, (hands[0], hands[1], hands[2], hands[3]), middle)
