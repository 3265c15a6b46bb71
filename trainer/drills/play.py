"""The "play this card" drills (issue 15, *New drills*): card play after the opening lead.

A play drill is one card decision in a deal played by the handbook player, after the opening lead (the
lead drills' kind) and not a player's first discard (the signal drills' kind).  It comes from one of two
sources, in this order:

* **the conventions** (``source`` ``conventions``): the card-play conventions
  (:mod:`trainer.conventions.cardplay`, topic ``cardplay``, readings C100-C109: *ALKUPELIT /
  Pelitaktiikkaa*, *Grandi (peli ilman valttia)*, *Kuppi ja häntäkuppi valttipelinä*, *Passimisääri /
  Pelitaktiikkaa*, *BOLSEVIKIT / Pelitaktiikkaa*) give clear advice (:func:`trainer.drills.make.clear`):
  the recommended card is the answer with its reasons, the acceptable cards are right with a note, and
  every other legal card is told what is wrong with it (the conventions' own ``worse`` reason for it);
* **double dummy** (``source`` ``double_dummy``, trump and grand only): with every hand as it lies,
  exactly one card, or one group of equivalent cards (:func:`equivalent`), takes at least one trick
  more for the seat's side than any other legal card (:func:`trainer.conventions.double_dummy.
  positions_tricks`), and the conventions do not contradict it (where they advise, the best card is one
  they recommend or accept).

DECISION (docs/drills.md, "Play this card"): double dummy sees the hidden hands, which the learner
cannot.  A double-dummy point becomes a drill only where the seat's own information makes the card
the right one too: in at least :data:`AGREE_MIN` of :data:`SAMPLES` deals drawn at random from what the
seat knows (:class:`trainer.resample.Resampler`, seeded by the drill id), the same card is (one of) the
best.  The explanation says so in words: with all cards seen this card takes N tricks more than any
other, and in k of the 20 deals that fit what the seat can see it is also the best card.  A wrong card
is told "with best play this card takes N fewer tricks".  Nothing of the hidden deal is in the drill's
data: the trick table is computed at grading from the sealed :class:`~trainer.drills.key.AnswerKey`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from trainer.cards import Card, Rank
from trainer.conventions import double_dummy
from trainer.conventions.cardplay import SECTION_GRAND, SECTION_TRUMP
from trainer.conventions.core import Advice, DecisionPoint, Reason, make_advice
from trainer.conventions.texts import NP_, register
from trainer.errors import SkruuviError
from trainer.game import Action, GameType
from trainer.marker import N_
from trainer.resample import Resampler
from trainer.seats import SEATS, Seat

from .key import AnswerKey

# The resampling rule for double-dummy drills: the best card must be best in this many of the samples.
SAMPLES: Final = 20
AGREE_MIN: Final = 16  # 80 %
DD_GAMES: Final = frozenset({GameType.TRUMP, GameType.GRAND})
TOPIC: Final = "play_dd"

TEMPLATES = register(
    {
        "drill_play_dd_best": NP_(
            "With all four hands seen (double dummy), {card} takes {n} trick more for your side than any "
            "other card (from here, with best play on both sides: {best} against at most {other}).",
            "With all four hands seen (double dummy), {card} takes {n} tricks more for your side than any "
            "other card (from here, with best play on both sides: {best} against at most {other}).",
            "n",
        ),
        "drill_play_dd_seen": N_(
            "You cannot see the other hands, but what you can see points the same way: in {agree} of "
            "{samples} deals dealt at random to fit everything you know, {card} is also the best card."
        ),
        "drill_play_dd_fewer": NP_(
            "With best play on both sides, {card} takes {n} trick fewer for your side than {best}.",
            "With best play on both sides, {card} takes {n} tricks fewer for your side than {best}.",
            "n",
        ),
    }
)


@dataclass(frozen=True)
class DDChoice:
    """A double-dummy point: the best cards (one group of equivalent cards), the trick table, the margin,
    and how many of the resampled deals agree."""

    best: tuple[Card, ...]
    tricks: Mapping[Card, int]
    margin: int
    agree: int
    samples: int


def section_of(game: GameType | None) -> str:
    return SECTION_GRAND if game is GameType.GRAND else SECTION_TRUMP


def equivalent(cards: Sequence[Card], point: DecisionPoint) -> bool:
    """``cards`` are one suit and no card the seat has not seen lies between them (the seat's own cards
    and the cards played close the gaps), so they take the same tricks whatever the hidden hands."""
    if not cards:
        return False
    suit = cards[0].suit
    if any(c.suit is not suit for c in cards):
        return False
    seen = set(point.info.hand) | set(point.info.played())
    lo, hi = min(c.rank for c in cards), max(c.rank for c in cards)
    return all(Card(suit, Rank(r)) in seen for r in range(lo, hi + 1))


def best_group(tricks: Mapping[Card, int]) -> tuple[tuple[Card, ...], int, int]:
    """The cards with the most tricks, that number, and the most any other card takes (-1: none)."""
    top = max(tricks.values())
    best = tuple(sorted((c for c, n in tricks.items() if n == top), key=lambda c: (c.suit, -c.rank)))
    rest = [n for n in tricks.values() if n != top]
    return best, top, max(rest) if rest else -1


def _position(hands: Mapping[Seat, Sequence[Card]], point: DecisionPoint) -> double_dummy.Position:
    info = point.info
    trick = [c for _s, c in info.current_trick]
    leader = info.current_trick[0][0] if info.current_trick else info.seat
    return ({s: tuple(hands[s]) for s in SEATS}, leader, trick, info.trump)


def dd_choice(key: AnswerKey, point: DecisionPoint, advice: Advice | None, seed: str) -> DDChoice | None:
    """The double-dummy choice at ``point`` (the key's deal), or None when there is no clear one.

    None: not a trump or grand game; DDS not available; no single group of equivalent best cards ahead
    by a trick or more; the conventions advise and neither recommend nor accept the best card; or fewer
    than :data:`AGREE_MIN` of :data:`SAMPLES` resampled deals (rng seeded with ``seed``) have it best.
    """
    info = point.info
    if info.game not in DD_GAMES or not double_dummy.is_available():
        return None
    legal = [a for a in point.legal if isinstance(a, Card)]
    if len(legal) < 2:
        return None
    tricks = play_tricks(key, point)
    if tricks is None:
        return None
    best, top, other = best_group({c: tricks[c] for c in legal})
    if other < 0 or top - other < 1 or not equivalent(best, point):
        return None
    if advice is not None and advice.recommended:
        allowed = set(advice.recommended) | set(advice.acceptable)
        if not allowed & set(best):
            return None  # the conventions advise another card: no drill from this point
    results = _resampled_tricks(point, seed)
    if results is None:
        return None
    agree = sum(1 for r in results if r[best[0]] == max(r[c] for c in legal))
    if agree < AGREE_MIN:
        return None
    return DDChoice(best, tricks, top - other, agree, SAMPLES)


def contradicted(point: DecisionPoint, advice: Advice, seed: str) -> bool:
    """Whether double dummy over deals resampled from what the seat knows speaks clearly against the
    conventions' advice at ``point`` (trump or grand): a card the advice neither recommends nor accepts is
    best in at least :data:`AGREE_MIN` of :data:`SAMPLES` deals, while the recommended card is best in
    fewer.  Such a point makes no "play this card" drill (review 11, gen.play.kotkat.14003: the C110
    finesse ♣J best in 13 of 20 deals, the ♣A in 20 of 20).  False where DDS or the resampler cannot say.
    """
    info = point.info
    if info.game not in DD_GAMES or not double_dummy.is_available() or not advice.recommended:
        return False
    legal = [a for a in point.legal if isinstance(a, Card)]
    rec = advice.recommended[0]
    if not isinstance(rec, Card) or len(legal) < 2:
        return False
    allowed = set(advice.recommended) | set(advice.acceptable)
    results = _resampled_tricks(point, seed)
    if results is None:
        return False
    best_in = {c: sum(1 for r in results if r[c] == max(r[x] for x in legal)) for c in legal}
    other = max((n for c, n in best_in.items() if c not in allowed), default=0)
    return other >= AGREE_MIN and best_in[rec] < AGREE_MIN


def _resampled_tricks(point: DecisionPoint, seed: str) -> list[dict[Card, int]] | None:
    """Each legal card's tricks in :data:`SAMPLES` deals drawn from what the seat knows (rng seeded with
    ``seed``), by double dummy; None where the resampler or DDS cannot say."""
    try:
        sampler = Resampler(point.info)
        rng = random.Random(seed)
        positions = [
            _position({s: smp.hand(s) for s in SEATS}, point) for smp in sampler.samples(SAMPLES, rng)
        ]
        return [dict(r) for r in double_dummy.positions_tricks(positions)]
    except SkruuviError:
        return None


def play_tricks(key: AnswerKey, point: DecisionPoint) -> dict[Card, int] | None:
    """Each legal card's tricks for the seat's side from here (the trick in progress included), with every
    hand as it lies (the answer key's deal), by double dummy; None where DDS cannot say."""
    hands = key.play_hands()
    if hands is None or not double_dummy.is_available():
        return None
    try:
        (result,) = double_dummy.positions_tricks([_position(hands, point)])
    except SkruuviError:
        return None
    return dict(result)


def dd_advice(point: DecisionPoint, tricks: Mapping[Card, int], agree: int, samples: int) -> Advice:
    """The double-dummy answer as advice: the best group recommended, every other legal card worse by its
    own trick count; the reasons say the margin and what the seat could know."""
    legal = [a for a in point.legal if isinstance(a, Card)]
    best, top, other = best_group({c: tricks[c] for c in legal})
    section = section_of(point.info.game)
    names = " ".join(map(str, best))
    why = (
        Reason("drill_play_dd_best", section, {"card": names, "n": top - other, "best": top, "other": other}),
        Reason("drill_play_dd_seen", section, {"agree": agree, "samples": samples, "card": names}),
    )
    worse: dict[Action, tuple[Reason, ...]] = {
        c: (Reason("drill_play_dd_fewer", section, {"card": str(c), "n": top - tricks[c], "best": names}),)
        for c in legal
        if c not in best
    }
    return make_advice(TOPIC, best, why, worse=worse)


__all__ = [
    "AGREE_MIN",
    "SAMPLES",
    "DDChoice",
    "dd_advice",
    "dd_choice",
    "equivalent",
    "play_tricks",
    "section_of",
]
