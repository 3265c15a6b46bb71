"""Resampling: full deals consistent with everything one seat knows.

:func:`resample` takes an :class:`~trainer.info.Info` (what one seat knows, :meth:`State.info`) and
draws where every card the seat has not seen lies now: a :class:`Sample` with the four current hands
(card masks), the middle cards still face down on the table and the packet being laid.  The seat's own
hand and every card whose place the seat knows are exactly in place.  :meth:`Sample.history` goes one
step further and draws a whole deal with every hidden exchange filled in, so that replaying it
(:meth:`Sample.state`) gives a :class:`~trainer.state.State` whose ``info(seat)`` equals the Info the
sample came from: play (or anything else) can continue from there.  This is what a card-playing
computer uses to reason about hidden hands (determinization, as in PIMC and ISMCTS).

What the seat knows, by handbook section (see :mod:`trainer.info`): its own cards as dealt
(*Korttien jakaminen*); the middle cards turned up by the lifter or the bolshevik player, or the one
dealt to it face down in a passimisääri (*Pelin eteneminen*, *Korttien ylianto*, *Passimisääri*); the
cards of every exchange it gave or received and, for the rest, who gave how many cards to whom (*Pelin
eteneminen*: the passed cards are not shown to the others); every card played and by whom, and so the
suits a player has shown out of (*Pelin eteneminen*: follow suit if able; every exchange comes before
the first trick, so such a player holds none of that suit for the rest of the deal); how many cards
each player holds.

The model and its uniformity
----------------------------
The sampled object is a whole hidden history: the deal (every seat's 12 or 13 cards and the middle
cards) together with the cards of every exchange the seat did not see.  The prior is the real one for
the deal (every deal equally likely, *Korttien jakaminen*) and, DECISION, a uniformly random choice for
every hidden exchange (the giver gives any card, or any ordered packet, of the hand it holds then):
a player's strategy is not modelled.  Calls carry no card information and a played card only the
legality of the play (it was in the hand; a discard shows a void).  Under this model every history
consistent with the Info is equally likely, and :func:`resample` draws from exactly that posterior:

* Exact, not approximate: every weight is an integer and the choices are made with
  ``rng.randrange`` over the exact totals (no floating point, no rejection with a cap, no MCMC).
* Where no hidden exchange can move a card whose place the seat knows (a kotkat defender, the
  bolshevik player, the kotkat lifter, a passimisääri, the auction), this is exactly the uniform
  distribution over current layouts with the right hand sizes, the shown voids and the known cards.
* Where one can (the alkupelit lifter's packet may be passed on by partner to a defender and on in the
  defenders' exchange; the middle cards the lifter or the bolshevik player showed may be given on), the
  layouts are *not* equally likely, and rightly so: a layout in which a known card has moved on needed
  a particular hidden choice and weighs accordingly.  Before any card is played, a card of the lifter's
  packet is with a given defender with probability 1/15 (partner's gives to the defenders are choices
  among 15 and 14 cards); a sampler uniform over the layouts would put it there with probability 0.198
  (``tests/test_resample.py`` checks both).
* Not modelled, DECISION: what strategy reveals (a signal, the order of a packet, a convention's
  bid); the likelihood of a play under a random player (1/number of legal cards), which would favour
  hands with fewer choices.  A player that wants them reweights samples (importance weights) on top.

Method
------
A card the seat has seen (its own, the shown middle cards, the cards of its exchanges, every played
card) is *tracked* from the moment it is seen; every other card is *anonymous*, and anonymous cards
are exchangeable.  Going through the deal's events in order (lift or passimisääri middle deal,
exchanges, the packet being laid, plays), the planner follows each tracked card; at a hidden exchange
it branches on which tracked cards of the giver went in it (weight: the number of ways to choose the
rest from the giver's anonymous cards), and where a card is seen for the first time (received, played)
the weight is multiplied by the number of anonymous cards at its holder (the chance that it was
there).  A branch that puts a card where it cannot be (a card played by another player, a card of a
shown void) dies.  Each surviving *route* ends with the tracked cards in place and a number of free
places per seat; its weight is multiplied by the number of ways to put the anonymous cards into those
places while respecting the voids (a small dynamic program over the suits).  A sample picks a route
in proportion to its weight and then fills the free places uniformly among the void-respecting ways
(suit by suit, splits drawn from the same counts), so the whole draw is exact.  The history goes
backwards from the sampled layout: at each hidden exchange the cards that came from the giver are a
uniform choice among the recipient's anonymous cards of that moment, the number of which depends only
on the route, so every history behind a layout is equally likely.

Routes are few (at most a few hundred: hidden exchanges are at most four single cards after one hidden
packet) and the planning is done once per Info (:class:`Resampler`); :func:`resample` keeps the last
plan.  ``python -m trainer.resample`` prints the throughput (:func:`bench`).

The three-player game (puupää) tells a seat more: the dummy's cards it looked at, the dummy's suit
lengths, a player who moved seats.  It is refused for now (``problem="variant"``) rather than sampled
wrongly; to add it, the seen cards become tracked cards at the dummy in :meth:`Resampler._initial`
and the suit lengths per-suit limits of the dummy's place in the fill's dynamic program.

Errors: an Info that no deal can explain (counts that do not add up, a card in two places, a hand
that does not match its exchanges) raises :class:`ResampleError` (code ``resample_inconsistent``,
``problem`` names the contradiction).
"""

from __future__ import annotations

import bisect
import itertools
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from trainer.bids import PASS, Bid, Form
from trainer.cards import Card, cards_of, mask_of
from trainer.dealing import Deal, deal
from trainer.errors import SkruuviError
from trainer.game import Action, Choice, Phase
from trainer.info import Info
from trainer.seats import SEATS, Seat

if TYPE_CHECKING:
    from trainer.state import State

__all__ = ["MIDDLE", "TRANSIT", "ResampleError", "Resampler", "Sample", "bench", "resample"]

#: Places a card can be besides the four seats: the face-down middle cards and the packet being laid.
MIDDLE: Final = 4
TRANSIT: Final = 5
_PLACES: Final = 6


class ResampleError(SkruuviError):
    """An Info that no deal is consistent with; ``problem`` names the contradiction."""

    code = "resample_inconsistent"


def _inconsistent(problem: str, message: str) -> ResampleError:
    return ResampleError(message, code="resample_inconsistent", problem=problem)


# --- events -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Give:
    """Cards passed from ``giver`` to ``recipient`` (a seat, or TRANSIT for the packet being laid)."""

    phase: Phase
    giver: int
    recipient: int
    count: int
    #: The cards in order (a packet top first) when the seat saw them, else None.
    cards: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class _Lift:
    """The shown middle cards go into ``lifter``'s hand (alkupelit lift, the bolshevik player)."""

    lifter: int


@dataclass(frozen=True, slots=True)
class _MiddleDeal:
    """Passimisääri: the middle cards are dealt face down, one each, clockwise from the dealer's left."""

    first: Seat


_Event = _Give | _Lift | _MiddleDeal


@dataclass(frozen=True, slots=True)
class _Route:
    """One way the tracked cards can have travelled: where they are now and how many free places remain."""

    weight: int
    #: Tracked (unplayed) cards at each place, as masks: seats 0-3, MIDDLE, TRANSIT.
    tracked: tuple[int, int, int, int, int, int]
    #: Free places (anonymous cards) at each place.
    free: tuple[int, int, int, int, int, int]
    #: For each hidden exchange in event order: the mask of tracked cards it carried.
    carried: tuple[int, ...]


# --- the plan ---------------------------------------------------------------------------------------


class Resampler:
    """Everything :func:`resample` works out once per Info: the routes and the fill's counts.

    ``Resampler(info).sample(rng)`` draws one :class:`Sample`; build once, sample many.
    Raises :class:`ResampleError` when no deal is consistent with ``info``.
    """

    def __init__(self, info: Info) -> None:
        if info.rules.dummy:
            # The three-player game tells a seat more (the dummy's cards seen, its suit lengths, a seat that
            # moved): not modelled yet, and a sample that ignored it would be wrong, not merely rough.
            raise _inconsistent("variant", f"resampling does not know the {info.rules.name} variant yet")
        self.info = info
        self.seat = info.seat
        self.events: tuple[_Event, ...] = self._events(info)
        self.voids = info.voids()
        self._plays = tuple((int(s), c) for s, c in info.plays())
        self._play_bits = tuple((s, c.bit) for s, c in self._plays)
        self._played_mask = mask_of(c for _, c in self._plays)
        self._hand = mask_of(info.hand)
        self._void_masks = tuple(sum(_SUIT_MASKS[suit] for suit in v) for v in self.voids)
        self._tracked_end = 0
        # Cards tracked when each event has happened (route-independent): the anonymous cards of a place
        # at that moment are its cards outside this mask.
        self._tracked_after: list[int] = []
        routes = self._routes()
        self._unknown = self._unknown_cards(routes)
        # The fill's groups: each suit some other seat has shown out of, with the places that may hold it;
        # then every other unseen card, which any place may hold (counted in closed form).
        shown_out = {suit for s in SEATS if s is not self.seat for suit in self.voids[s]}
        self._groups: tuple[tuple[tuple[Card, ...], tuple[int, ...]], ...] = tuple(
            (
                tuple(c for c in self._unknown if c.suit is suit),
                tuple(p for p in range(_PLACES) if p >= 4 or (p != self.seat and suit not in self.voids[p])),
            )
            for suit in sorted(shown_out)
        )
        self._free_cards = tuple(c for c in self._unknown if c.suit not in shown_out)
        self._with_voids = bool(self._groups)
        self._ways_memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self._split_memo: dict[tuple[int, tuple[int, ...]], tuple[list[int], list[tuple[int, ...]]]] = {}
        weighted: list[_Route] = []
        for r in routes:
            w = r.weight * self._fill_factor(r.free)
            if w:
                weighted.append(_Route(w, r.tracked, r.free, r.carried))
        if not weighted:
            raise _inconsistent("no_deal", f"no deal is consistent with what {self.seat} knows")
        self.routes: tuple[_Route, ...] = tuple(weighted)
        self._cumulative = list(itertools.accumulate(r.weight for r in weighted))
        self._total = self._cumulative[-1]

    # --- building ---------------------------------------------------------------------------------

    @staticmethod
    def _events(info: Info) -> tuple[_Event, ...]:
        out: list[_Event] = []
        if info.middle:
            if info.lifter is None:
                raise _inconsistent(
                    "middle_without_lifter", "the middle cards are shown but nobody lifted them"
                )
            out.append(_Lift(int(info.lifter)))
        elif info.middle_dealt is not None:
            out.append(_MiddleDeal(info.dealer.left))
        for pub, cards in info.exchange_cards():
            if cards is not None and len(cards) != pub.count:
                raise _inconsistent("exchange_count", f"an exchange of {pub.count} cards shows {len(cards)}")
            out.append(_Give(pub.phase, int(pub.giver), int(pub.recipient), pub.count, cards))
        if info.packet_count:
            giver = info.to_act
            if giver is None or info.recipient is None:
                raise _inconsistent("packet_without_giver", "a packet is being laid but nobody gives it")
            seen = info.packet_so_far if giver is info.seat else None
            if seen is not None and len(seen) != info.packet_count:
                raise _inconsistent("packet_count", "the packet being laid does not match its count")
            out.append(_Give(info.phase, int(giver), TRANSIT, info.packet_count, seen))
        return tuple(out)

    def _initial(self) -> tuple[list[int], list[int]]:
        """The cards known to be at each place at the deal (masks) and the anonymous count of each place."""
        info = self.info
        rules = info.rules
        masks = [0] * _PLACES
        anon = [0] * _PLACES
        if len(info.dealt) != rules.hand_size:
            raise _inconsistent(
                "dealt_size", f"{self.seat} was dealt {len(info.dealt)} cards, not {rules.hand_size}"
            )
        masks[self.seat] = mask_of(info.dealt)
        for s in SEATS:
            if s is not self.seat:
                anon[s] = rules.hand_size
        known_middle = info.middle or ((info.middle_dealt,) if info.middle_dealt is not None else ())
        if len(known_middle) > rules.middle_size:
            raise _inconsistent("middle_size", "more middle cards are known than there are")
        masks[MIDDLE] = mask_of(known_middle)
        if masks[MIDDLE] & masks[self.seat] or masks[MIDDLE].bit_count() != len(known_middle):
            raise _inconsistent("card_twice", f"a card is both dealt to {self.seat} and in the middle")
        anon[MIDDLE] = rules.middle_size - len(known_middle)
        return masks, anon

    def _routes(self) -> list[_Route]:
        masks0, anon0 = self._initial()
        tracked = 0  # the cards seen so far (the same on every route)
        for m in masks0:
            tracked |= m
        # A partial route: (tracked cards at each place, anonymous count of each place, weight, carried).
        partial: list[tuple[list[int], list[int], int, tuple[int, ...]]] = [(masks0, anon0, 1, ())]
        me = int(self.seat)
        for ev in self.events:
            nxt: list[tuple[list[int], list[int], int, tuple[int, ...]]] = []
            if isinstance(ev, _Lift):
                shown = mask_of(self.info.middle)
                for masks, anon, w, carried in partial:
                    masks[MIDDLE] &= ~shown
                    masks[ev.lifter] |= shown
                    nxt.append((masks, anon, w, carried))
            elif isinstance(ev, _MiddleDeal):
                assert self.info.middle_dealt is not None
                mine = self.info.middle_dealt.bit
                for masks, anon, w, carried in partial:
                    masks[MIDDLE] &= ~mine
                    masks[me] |= mine
                    for s in ev.first.iter_from():
                        if s is not self.seat:
                            anon[MIDDLE] -= 1
                            anon[s] += 1
                    if anon[MIDDLE] < 0:
                        raise _inconsistent("middle_size", "the middle cannot be dealt out")
                    nxt.append((masks, anon, w, carried))
            elif ev.cards is not None:
                before = tracked
                for c in ev.cards:
                    tracked |= c.bit
                for masks, anon, w, carried in partial:
                    for c in ev.cards:
                        bit = c.bit
                        if masks[ev.giver] & bit:
                            masks[ev.giver] &= ~bit
                        elif not before & bit:
                            # Seen for the first time: it was one of the giver's anonymous cards.
                            w *= anon[ev.giver]
                            anon[ev.giver] -= 1
                        else:
                            w = 0
                        if not w:
                            break
                        masks[ev.recipient] |= bit
                    if w:
                        nxt.append((masks, anon, w, carried))
            else:
                k = ev.count
                for masks, anon, w, carried in partial:
                    at_giver = cards_of(masks[ev.giver])
                    a = anon[ev.giver]
                    for j in range(min(k, len(at_giver)) + 1):
                        ways = math.comb(a, k - j)
                        if not ways:
                            continue
                        for moved in itertools.combinations(at_giver, j):
                            m = mask_of(moved)
                            m2 = masks.copy()
                            a2 = anon.copy()
                            m2[ev.giver] &= ~m
                            m2[ev.recipient] |= m
                            a2[ev.giver] -= k - j
                            a2[ev.recipient] += k - j
                            nxt.append((m2, a2, w * ways, (*carried, m)))
            partial = nxt
            self._tracked_after.append(tracked)
        self._tracked_end = tracked
        return [r for r in (self._finish(*p) for p in partial) if r is not None]

    def _finish(self, masks: list[int], anon: list[int], w: int, carried: tuple[int, ...]) -> _Route | None:
        info = self.info
        tracked = self._tracked_end
        for s, bit in self._play_bits:
            if masks[s] & bit:
                masks[s] &= ~bit
            elif not tracked & bit:
                w *= anon[s]  # seen for the first time: one of the player's anonymous cards
                anon[s] -= 1
                if not w:
                    return None
            else:
                return None  # a card the seat knows to be elsewhere
        me = self.seat
        if masks[me] != self._hand or anon[me] != 0:
            raise _inconsistent(
                "own_hand", f"{self.seat}'s hand does not follow from its deal, exchanges and plays"
            )
        for s in SEATS:
            if s is me:
                continue
            if masks[s].bit_count() + anon[s] != info.hand_sizes[s]:
                raise _inconsistent(
                    "hand_size",
                    f"{s} should hold {info.hand_sizes[s]} cards, but the deal and exchanges leave "
                    f"{masks[s].bit_count() + anon[s]}",
                )
            if masks[s] & self._void_masks[s]:
                return None
        on_table = info.rules.middle_size if info.middle_on_table else 0
        if masks[MIDDLE].bit_count() + anon[MIDDLE] != on_table:
            raise _inconsistent("middle_size", "the middle cards on the table do not add up")
        if masks[TRANSIT].bit_count() + anon[TRANSIT] != info.packet_count:
            raise _inconsistent("packet_count", "the packet being laid does not add up")
        return _Route(w, _six(masks), _six(anon), carried)

    def _unknown_cards(self, routes: list[_Route]) -> tuple[Card, ...]:
        if not routes:
            raise _inconsistent("no_deal", f"no deal is consistent with what {self.seat} knows")
        r = routes[0]
        seen = self._played_mask
        for m in r.tracked:
            seen |= m
        return cards_of(((1 << 52) - 1) & ~seen)

    # --- the fill: anonymous cards into free places, voids respected --------------------------------

    def _fill_factor(self, free: tuple[int, ...]) -> int:
        """The number of void-respecting fills times the product of factorials of the free counts, i.e.
        proportional to the chance that a uniform fill respects the voids (1 when there are none)."""
        if sum(free) != len(self._unknown):
            raise _inconsistent("card_count", "the free places and the unseen cards do not add up")
        if not self._with_voids:
            return 1
        f = self._ways(0, free)
        for n in free:
            f *= _FACTORIALS[n]
        return f

    def _ways(self, group: int, caps: tuple[int, ...]) -> int:
        """Ways to place the unseen cards of groups ``group``.. into ``caps`` (labelled cards)."""
        if group == len(self._groups):
            # The unconstrained cards: a multinomial, when they fill exactly what is left.
            if sum(caps) != len(self._free_cards):
                return 0
            w = _FACTORIALS[len(self._free_cards)]
            for c in caps:
                w //= _FACTORIALS[c]
            return w
        key = (group, caps)
        got = self._ways_memo.get(key)
        if got is not None:
            return got
        total = 0
        for weight, split in self._splits(group, caps):
            rest = tuple(c - x for c, x in zip(caps, split, strict=True))
            total += weight * self._ways(group + 1, rest)
        self._ways_memo[key] = total
        return total

    def _splits(self, group: int, caps: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
        """Each way to split a group's cards over its places (with room), with its multinomial."""
        cards, places = self._groups[group]
        allowed = [p for p in places if caps[p]]
        n = len(cards)
        out: list[tuple[int, tuple[int, ...]]] = []
        split = [0] * _PLACES

        def rec(k: int, left: int, mult: int) -> None:
            p = allowed[k]
            if k == len(allowed) - 1:
                if left <= caps[p]:
                    split[p] = left
                    out.append((mult, tuple(split)))
                    split[p] = 0
                return
            for x in range(min(left, caps[p]) + 1):
                split[p] = x
                rec(k + 1, left - x, mult * math.comb(left, x))
            split[p] = 0

        if not allowed:
            return [(1, tuple(split))] if n == 0 else []
        rec(0, n, 1)
        return out

    def _fill(self, free: tuple[int, ...], rng: random.Random) -> list[list[Card]]:
        """The unseen cards dealt into ``free`` places, uniformly among the void-respecting ways."""
        out: list[list[Card]] = [[] for _ in range(_PLACES)]
        caps = free
        for group, (cards, _) in enumerate(self._groups):
            key = (group, caps)
            table = self._split_memo.get(key)
            if table is None:
                cum: list[int] = []
                splits: list[tuple[int, ...]] = []
                acc = 0
                for weight, split in self._splits(group, caps):
                    rest = tuple(c - x for c, x in zip(caps, split, strict=True))
                    w = weight * self._ways(group + 1, rest)
                    if w:
                        acc += w
                        cum.append(acc)
                        splits.append(split)
                table = (cum, splits)
                self._split_memo[key] = table
            cum, splits = table
            split = splits[bisect.bisect_right(cum, rng.randrange(cum[-1]))]
            pool = list(cards)
            rng.shuffle(pool)
            i = 0
            for p, n in enumerate(split):
                if n:
                    out[p].extend(pool[i : i + n])
                    i += n
            caps = tuple(c - x for c, x in zip(caps, split, strict=True))
        pool = list(self._free_cards)
        rng.shuffle(pool)
        i = 0
        for p, n in enumerate(caps):
            if n:
                out[p].extend(pool[i : i + n])
                i += n
        return out

    # --- sampling ---------------------------------------------------------------------------------

    def sample(self, rng: random.Random) -> Sample:
        """One draw from the posterior (see the module docstring)."""
        k = bisect.bisect_right(self._cumulative, rng.randrange(self._total)) if len(self.routes) > 1 else 0
        route = self.routes[k]
        fill = self._fill(route.free, rng)
        t = route.tracked
        hands = (
            t[0] | mask_of(fill[0]),
            t[1] | mask_of(fill[1]),
            t[2] | mask_of(fill[2]),
            t[3] | mask_of(fill[3]),
        )
        middle = [*cards_of(t[MIDDLE]), *fill[MIDDLE]]
        if middle:
            rng.shuffle(middle)
        if self.info.packet_so_far and self.info.to_act is self.seat:
            packet = self.info.packet_so_far
        else:
            p = [*cards_of(t[TRANSIT]), *fill[TRANSIT]]
            rng.shuffle(p)
            packet = tuple(p)
        return Sample(self.seat, hands, tuple(middle), packet, self, k)

    def samples(self, n: int, rng: random.Random) -> list[Sample]:
        return [self.sample(rng) for _ in range(n)]

    # --- the history behind a sample ---------------------------------------------------------------

    def history(self, sample: Sample, rng: random.Random) -> tuple[Deal, tuple[Action, ...]]:
        """A deal and the actions from it that lead to ``sample`` and to this Info: uniform among the
        histories behind the sample (see the module docstring)."""
        info = self.info
        route = self.routes[sample.route]
        hands = [*sample.hands, mask_of(sample.middle), mask_of(sample.packet)]
        for s, c in self._plays:
            hands[s] |= c.bit
        given: list[tuple[Card, ...]] = [()] * len(self.events)
        middle: tuple[Card, ...] = sample.middle
        hidden = len(route.carried)
        for e in range(len(self.events) - 1, -1, -1):
            ev = self.events[e]
            if isinstance(ev, _Give):
                if ev.cards is not None:
                    cards = ev.cards
                elif ev.recipient == TRANSIT:
                    cards = sample.packet
                    hidden -= 1
                else:
                    hidden -= 1
                    carried = route.carried[hidden]
                    anonymous = hands[ev.recipient] & ~self._tracked_after[e]
                    chosen = [
                        *cards_of(carried),
                        *rng.sample(cards_of(anonymous), ev.count - carried.bit_count()),
                    ]
                    rng.shuffle(chosen)
                    cards = tuple(chosen)
                m = mask_of(cards)
                if hands[ev.recipient] & m != m:
                    raise AssertionError("resample: a route does not hold its own cards")  # pragma: no cover
                hands[ev.recipient] &= ~m
                hands[ev.giver] |= m
                given[e] = cards
            elif isinstance(ev, _Lift):
                m = mask_of(info.middle)
                hands[ev.lifter] &= ~m
                hands[MIDDLE] |= m
                middle = info.middle
            else:
                dealt_middle: list[Card] = []
                for s in ev.first.iter_from():
                    if s is self.seat:
                        assert info.middle_dealt is not None
                        c = info.middle_dealt
                    else:
                        c = rng.choice(cards_of(hands[s] & ~self._tracked_after[e]))
                    hands[s] &= ~c.bit
                    dealt_middle.append(c)
                middle = tuple(dealt_middle)
        deal_ = Deal(
            form=info.form,
            dealer=info.dealer,
            hands=(cards_of(hands[0]), cards_of(hands[1]), cards_of(hands[2]), cards_of(hands[3])),
            middle=middle,
        )
        return deal_, self._actions(given)

    def _actions(self, given: list[tuple[Card, ...]]) -> tuple[Action, ...]:
        info = self.info
        out: list[Action] = [c for _, c in info.auction]
        if info.form is Form.BOLSEVIKIT:
            bidders = [s for s, c in info.auction if isinstance(c, Bid)]
            if len(bidders) > 1:
                if info.lifter is not None:
                    out += [Choice.YIELD] * bidders.index(info.lifter) + [Choice.PLAY]
                elif info.phase is Phase.BOLSHEVIK_CHOICE:
                    out += [Choice.YIELD] * (len(bidders) - len(info.candidates))
        late: list[Action] = []
        for ev, cards in zip(self.events, given, strict=True):
            if isinstance(ev, _Give):
                (late if ev.phase is Phase.DEFENDERS_EXCHANGE else out).extend(cards)
        out += [c for _, c in info.continuation]
        out += late
        out += [c for _, c in info.doubling]
        out += [c for _, c in self._plays]
        return tuple(out)


def _six(xs: list[int]) -> tuple[int, int, int, int, int, int]:
    return (xs[0], xs[1], xs[2], xs[3], xs[4], xs[5])


_SUIT_MASKS: Final = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
_FACTORIALS: Final = tuple(math.factorial(n) for n in range(53))


@dataclass(frozen=True, slots=True)
class Sample:
    """One resampled position: where every card lies now, from ``seat``'s point of view."""

    seat: Seat
    #: Each seat's cards now, as card masks (the seat's own hand exactly as in the Info).
    hands: tuple[int, int, int, int]
    #: The middle cards still face down on the table (in the order they lie), else ().
    middle: tuple[Card, ...]
    #: The packet being laid, top card first (the Info's own when the seat is laying it), else ().
    packet: tuple[Card, ...]
    plan: Resampler = field(repr=False, compare=False)
    #: The route (index into ``plan.routes``) the sample came from.
    route: int = field(compare=False)

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        return cards_of(self.hands[seat])

    def history(self, rng: random.Random) -> tuple[Deal, tuple[Action, ...]]:
        """A deal and every action since it, hidden exchanges included, that lead here (see
        :meth:`Resampler.history`)."""
        return self.plan.history(self, rng)

    def state(self, rng: random.Random) -> State:
        """The :class:`~trainer.state.State` of :meth:`history` replayed: its ``info(seat)`` is the Info
        this sample came from, and play can go on from it."""
        from trainer.state import replay

        info = self.plan.info
        deal_, actions = self.history(rng)
        kwargs: dict[str, Any] = {"rules": info.rules}
        if info.bolshevik_barred:
            kwargs["bolshevik_barred"] = info.bolshevik_barred
        if info.bolshevik_forced is not None:
            kwargs["bolshevik_forced"] = info.bolshevik_forced
        return replay(deal_, actions, **kwargs)


_last: tuple[Info, Resampler] | None = None


def resample(info: Info, rng: random.Random) -> Sample:
    """A full position consistent with ``info``, drawn from the posterior described in the module
    docstring.  The plan for the last Info is kept, so sampling the same Info again is cheap; for many
    samples build a :class:`Resampler` once.  Raises :class:`ResampleError` for an inconsistent Info."""
    global _last
    last = _last
    if last is not None and last[0] is info:
        plan = last[1]
    else:
        plan = Resampler(info)
        _last = (info, plan)
    return plan.sample(rng)


# --- benchmark ----------------------------------------------------------------------------------------


def _positions(form: Form, seed: int) -> list[State]:
    """The states of one random deal (random legal actions; calls pass often, to reach every game)."""
    from trainer.state import State

    rng = random.Random(seed)
    s = State.new(deal(form, Seat(seed % 4), seed))
    out = [s]
    while not s.is_over:
        acts = s.legal_actions()
        if (
            s.phase in (Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING)
            and PASS in acts
            and rng.random() < 0.75
        ):
            a: Action = PASS
        else:
            a = rng.choice(acts)
        s = s.apply(a)
        out.append(s)
    return out


def bench(seconds: float = 2.0, seed: int = 1) -> dict[str, Any]:
    """Throughput of :mod:`trainer.resample` on positions of random deals of every form, every seat.

    ``plans_per_second``: building a :class:`Resampler` (once per Info); ``samples_per_second``: draws
    from a built plan; ``one_shot_per_second``: a fresh :func:`resample` (plan + one draw);
    ``replays_per_second``: :meth:`Sample.state` (history + replay, the deal and the actions).
    ``play`` counts positions in card play (voids shown), ``before_play`` the rest.
    """
    infos: dict[str, list[Info]] = {"before_play": [], "play": []}
    for form in Form:
        for k in range(6):
            for st in _positions(form, seed * 100 + k):
                if st.to_act is None:
                    continue
                key = "play" if st.phase is Phase.PLAY else "before_play"
                infos[key].append(st.info(st.to_act))
    rng = random.Random(seed)
    out: dict[str, Any] = {"positions": {k: len(v) for k, v in infos.items()}}
    share = seconds / 8
    for key, pool in infos.items():
        plans: list[Resampler] = []
        start = time.perf_counter()
        i = 0
        while time.perf_counter() - start < share:
            plans.append(Resampler(pool[i % len(pool)]))
            i += 1
        t_plan = time.perf_counter() - start
        n = 0
        start = time.perf_counter()
        while time.perf_counter() - start < share:
            plan = plans[n % len(plans)]
            for _ in range(10):
                plan.sample(rng)
            n += 10
        t_sample = time.perf_counter() - start
        m = 0
        start = time.perf_counter()
        while time.perf_counter() - start < share:
            Resampler(pool[m % len(pool)]).sample(rng)
            m += 1
        t_one = time.perf_counter() - start
        r = 0
        start = time.perf_counter()
        while time.perf_counter() - start < share:
            plans[r % len(plans)].sample(rng).state(rng)
            r += 1
        t_replay = time.perf_counter() - start
        out[key] = {
            "plans_per_second": round(i / t_plan, 1),
            "samples_per_second": round(n / t_sample, 1),
            "one_shot_per_second": round(m / t_one, 1),
            "replays_per_second": round(r / t_replay, 1),
            "routes_max": max(len(p.routes) for p in plans),
        }
    return {"resample": out}


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m trainer.resample", description="resample throughput (JSON)"
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="total time to spend (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    json.dump(bench(args.seconds, args.seed), sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
