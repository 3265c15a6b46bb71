"""An exact solver for trick-play endings with every hand known (perfect information).

For a play-phase :class:`~trainer.state.State` of any two-sided game the engine plays (painted misère,
alkupelit and kotkat; passimisääri; trump; grand; puupää, which is scored by pairs), :func:`card_values`
gives each legal card of the seat to act the final score of that seat's pair for the whole deal (the
tricks already taken included) when both pairs play their best from here.  The score is the engine's
own: the terminal values come from :func:`trainer.scoring.score_contract` and
:func:`trainer.scoring.score_passimisaari` with the doubling the engine applies (as
:func:`trainer.phases.play.finish` does), never from rules written again here.  In every pair game the
two pairs' scores are exact negatives (*Skruuvin pistelasku*: the winning pair scores plus, the losing
pair the same minus; passimisääri, see the DECISION in :mod:`trainer.scoring`), so one pair maximising
its own score is the other minimising it: a zero-sum game, solved by alpha-beta.

Handbook sections: *Pelin eteneminen* (follow suit if able, no duty to trump, the highest trump or else
the highest card of the suit led wins, the winner leads), *Valttipelin, grandin ja misäärien
pistelasku* (an ace in a misère counts its trick's ordinal number, never multiplied by a double),
*Passimisääri alkupeleissä ja kotkissa* (each trick costs a point, an ace the trick's number, so a
player tries to drop aces into the opponents' tricks; *Passimisääri* of the tactics: an ace is safe
only in a long suit).

Bolsevikit is not two-sided: its scores are personal (*Bolsevikkien pistelasku*), the three defenders
each have their own doubles, so there is no pair objective; :func:`card_values` raises
:class:`NotTwoSidedError` (code ``endings_not_two_sided``) for a bolshevik or dictator game.  A state
outside the trick play raises :class:`NotInPlayError` (code ``endings_not_in_play``).

How the search works:

* Cards are bits of a 52-bit mask (``suit * 13 + rank - 2``, :mod:`trainer.cards`); the search never
  builds a State.  Move generation is :func:`trainer.play.legal_mask`'s rule (follow the led suit if
  able), tested against :meth:`State.legal_actions` in ``tests/test_endings.py``.
* The value searched is A–C's score; the score splits exactly into a part that depends only on the
  pairs' trick counts (the contract's trick points, or passimisääri's trick points) and one term per
  ace that fell (its trick number and the pair that won it).  Both parts are read from the scoring
  functions (an ace's term is the scoring function's difference with and without that ace), and the
  brute-force tests compare every value with the score the engine gives a finished State.
* Alpha-beta (fail-soft) with a transposition table at trick starts.  The key is each suit's cards
  still held with the ranks closed up (cards already played leave no gaps, so positions that differ
  only in which small cards went earlier are one position; an ace keeps its identity where aces are
  scored), the leader, and A–C's tricks so far; where the trick points are affine in A–C's tricks
  (passimisääri) the trick count is left out of the key and the table keeps values less that part.
  The trick number follows from the hands; the aces that fell before only add a constant to every
  value, so they are not part of the key.  The table keeps lower and upper bounds and the best lead.
* At the root every legal card gets its exact value: the first by a full-window search, the others by
  MTD(f) (null-window searches from the previous card's value).  Before a trick starts, bounds on what
  the remaining tricks and live aces can still change cut the search off when the window is outside
  them; the last trick is scored without a search.
* Move ordering: the table's best lead first; trump and grand: win cheaply unless partner already wins;
  misère games: duck under the winning card (an ace first when discarding), high leads first.
* Equivalent cards: two cards of one suit in one hand with no card of that suit between them still in
  play (in a hand or on the table) give the same value, so only one is searched.  In misère and
  passimisääri an ace is never grouped with the king below it: where an ace falls is scored.

Measured (``python -m trainer.endings --bench``): a search node costs about 3 µs of CPU time, a
:meth:`State.apply` of a card about 1 µs, but a search over States would also rebuild the legal cards and
keys per node; the masks also give the closed-up keys cheaply.  See :data:`EXACT_LIMIT` for the curve.

A :class:`Solver` (its table) may be reused for any position scored the same way: the same game type,
contract, declaring pair, trump and doubling, as in the sampled deals behind one decision.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from trainer.bids import Form
from trainer.cards import SUIT_MASKS, Card
from trainer.errors import SkruuviError
from trainer.game import GameType, Phase
from trainer.rules import Rules, find_rules
from trainer.scoring import Doubling, score_contract, score_passimisaari
from trainer.seats import Pair, Seat
from trainer.state import State

__all__ = [
    "EXACT_LIMIT",
    "EndingsError",
    "NotInPlayError",
    "NotTwoSidedError",
    "Solver",
    "bench",
    "best_cards",
    "card_values",
    "endings",
    "solvable",
]

#: The most cards in the hand of the seat to act for which :func:`card_values` is quick enough for a
#: player's decision: the largest count whose p95 solve time from a fresh start stays within about
#: 0.2 s of CPU time (``python -m trainer.endings --bench --count 40``, 40 random misère and 40
#: passimisääri endings a row, measured 2026-11-24): p95 CPU 0.0007 s at 3 cards, 0.005 s at 4, 0.02 s
#: at 5, 0.13 s (misère) and 0.18 s (passimisääri) at 6, 0.69 s and 0.88 s at 7.  Wall times were 3–4
#: times these while other work loaded the two CPUs.
EXACT_LIMIT: Final = 6

_INF: Final = 1 << 30
MTDF = True
BOUNDS = True
_ACES: Final = sum(1 << (13 * s + 12) for s in range(4))  # the four aces
_SUITS: Final = tuple(SUIT_MASKS)
_ACE_RANK: Final = 12  # index % 13 of an ace
_TWO_SIDED: Final = frozenset({GameType.MISERE, GameType.PASSIMISAARI, GameType.TRUMP, GameType.GRAND})
_ACES_SCORE: Final = frozenset({GameType.MISERE, GameType.PASSIMISAARI})


class EndingsError(SkruuviError):
    """The ending solver cannot answer for this state."""

    code = "endings"


class NotInPlayError(EndingsError):
    """The state is not in the trick play (code ``endings_not_in_play``)."""

    code = "endings_not_in_play"


class NotTwoSidedError(EndingsError):
    """Bolsevikit's games score each player apart: no pair objective (code ``endings_not_two_sided``)."""

    code = "endings_not_two_sided"


def _doubling(state: State) -> Doubling:
    # The factor the engine scores with (trainer.phases.play.finish).
    return Doubling.REDOUBLED if state.redoubled else Doubling.DOUBLED if state.doubled_by else Doubling.NONE


def _check(state: State) -> GameType:
    if state.phase is not Phase.PLAY or state.to_act is None or state.leader is None:
        raise NotInPlayError(
            f"the ending solver needs a state in the trick play, not the {state.phase} phase",
            code="endings_not_in_play",
            phase=str(state.phase),
        )
    game = state.game
    if game not in _TWO_SIDED:
        raise NotTwoSidedError(
            f"{game} is scored per player, not by pairs: the ending solver has no pair objective for it",
            code="endings_not_two_sided",
            game=str(game),
        )
    assert game is not None
    return game


def _scoring(state: State) -> tuple[object, ...]:
    """What a position's scoring depends on besides the cards: reuse a Solver only where this is equal."""
    declarer_pair = None if state.declarer is None else state.declarer.pair
    return (state.game, state.contract, declarer_pair, state.trump, _doubling(state))


def _score_tables(state: State, game: GameType) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """A–C's score by A–C's final trick count (0..13), and by trick number 1..13 the term of an ace
    that falls in a trick won by (B–D, A–C), all from the engine's scoring functions."""
    doubling = _doubling(state)
    if game is GameType.PASSIMISAARI:
        base = tuple(score_passimisaari(t, doubling).ac for t in range(14))

        def ace(n: int, ac_won: bool) -> int:
            t = 13 if ac_won else 0  # a trick count the ace's trick can belong to
            with_ace = score_passimisaari(t, doubling, [(n, Pair.AC if ac_won else Pair.BD)]).ac
            return with_ace - score_passimisaari(t, doubling).ac

    else:
        contract, declarer = state.contract, state.declarer
        assert contract is not None and declarer is not None
        sign = 1 if declarer.pair is Pair.AC else -1

        def declarers_tricks(ac: int) -> int:
            return ac if sign == 1 else 13 - ac

        base = tuple(
            sign * score_contract(contract, declarers_tricks(t), doubling).declarers for t in range(14)
        )

        def ace(n: int, ac_won: bool) -> int:
            if game is not GameType.MISERE:
                return 0
            ours = ac_won == (sign == 1)
            t = 13 if ours else 0
            diff = (
                score_contract(contract, t, doubling, [(n, ours)]).declarers
                - score_contract(contract, t, doubling).declarers
            )
            return sign * diff

    aces = ((0, 0), *((ace(n, False), ace(n, True)) for n in range(1, 14)))
    return base, aces


@dataclass
class Solver:
    """One game's search: the trump, the score tables, the transposition table and a node count.

    A solver may be reused for positions scored the same way (the same game type, contract, declaring
    pair, trump and doubling: the sampled deals of one decision); its table's values do not depend on
    the aces that fell before.  Most callers use :func:`card_values`.
    """

    trump: int  # a suit, or -1 for no trump
    base: tuple[int, ...]
    ace_terms: tuple[tuple[int, int], ...]
    aces_matter: bool
    nodes: int = 0
    #: A–C's score is affine in A–C's tricks (passimisääri): the key leaves the trick count out and the
    #: table keeps values less the tricks' part.
    affine: bool = False
    #: What the values were built from (:func:`_scoring`), checked when a solver is reused.
    scoring: tuple[object, ...] = ()
    table: dict[tuple[int, ...], tuple[int, int, int]] = field(default_factory=dict)
    shapes: dict[int, int] = field(default_factory=dict)
    bound_cache: dict[int, tuple[int, int]] = field(default_factory=dict)

    @classmethod
    def for_state(cls, state: State) -> Solver:
        game = _check(state)
        base, aces = _score_tables(state, game)
        trump = -1 if state.trump is None else int(state.trump)
        affine = all(base[t] - base[0] == t * (base[1] - base[0]) for t in range(14))
        return cls(trump, base, aces, game in _ACES_SCORE, affine=affine, scoring=_scoring(state))

    @classmethod
    def trick_difference(cls, state: State) -> Solver:
        """A solver whose value is the tricks of the whole deal, A–C's less B–D's, aces not scored: with it
        :func:`card_values` gives the acting pair's tricks less the other pair's (double-dummy's
        objective, for cross-checks against DDS)."""
        _check(state)
        trump = -1 if state.trump is None else int(state.trump)
        tables = (tuple(2 * t - 13 for t in range(14)), ((0, 0),) * 14)
        return cls(trump, *tables, False, affine=True, scoring=("tricks", state.trump))

    def shape(self, hands: list[int], live: int) -> tuple[int, int, int, int]:
        """Each suit's cards still held, ranks closed up (the lowest card left is a two): positions that
        differ only in cards already played are the same position.  In misère games an ace keeps its
        identity (a flag per suit)."""
        out = []
        shapes = self.shapes
        h0, h1, h2 = hands[0], hands[1], hands[2]
        for s in (0, 13, 26, 39):
            ls = live >> s & 0x1FFF
            code = ls | (h0 >> s & 0x1FFF) << 13 | (h1 >> s & 0x1FFF) << 26 | (h2 >> s & 0x1FFF) << 39
            v = shapes.get(code)
            if v is None:
                v = _squeeze(code, self.aces_matter)
                shapes[code] = v
            out.append(v)
        return out[0], out[1], out[2], out[3]

    # --- the search ----------------------------------------------------------

    def moves(self, legal: int, live: int) -> list[int]:
        """One card of each group of equivalent cards in ``legal`` (``live``: every card still in play)."""
        out: list[int] = []
        aces_matter = self.aces_matter
        for suit_mask in _SUITS:
            m = legal & suit_mask
            if not m:
                continue
            prev = -1
            while m:
                low = m & -m
                i = low.bit_length() - 1
                m ^= low
                if (
                    prev >= 0
                    and not (live & ((1 << i) - (2 << prev)))
                    and not (aces_matter and i % 13 == _ACE_RANK)
                ):
                    prev = i  # equivalent to the previous card kept: skip
                    continue
                out.append(i)
                prev = i
        return out

    def order(self, moves: list[int], trick: list[int], leader: int) -> list[int]:
        """A guess at the best cards first (only speed depends on it).

        Trump and grand: win cheaply (the lowest card that wins) unless partner wins already, then the
        lowest.  Misère games: duck under the card that wins (the highest card that does not win, an
        ace first when discarding), else win with the highest."""
        n = len(trick)
        if n == 0:
            if self.aces_matter:
                return moves[::-1]  # high leads first (measured: fewer nodes than low first)
            return moves[::-1]
        trump = self.trump
        best = trick[0]
        at = 0
        for i in range(1, n):
            c = trick[i]
            cs, bs = c // 13, best // 13
            if (cs == bs and c > best) or (cs != bs and cs == trump):
                best, at = c, i
        bs = best // 13
        partner_wins = at == n - 2
        if self.aces_matter:
            below = [
                c for c in moves if not ((c // 13 == bs and c > best) or (c // 13 != bs and c // 13 == trump))
            ]
            above = [c for c in moves if c not in below]
            below.sort(key=lambda c: (c % 13 == _ACE_RANK, c % 13), reverse=True)
            above.reverse()
            return below + above
        if partner_wins:
            return moves
        winning = [c for c in moves if (c // 13 == bs and c > best) or (c // 13 != bs and c // 13 == trump)]
        return winning + [c for c in moves if c not in winning]

    def search(self, hands: list[int], leader: int, trick: list[int], ac: int, alpha: int, beta: int) -> int:
        """A–C's score from here except the aces that fell before: fail-soft alpha-beta."""
        self.nodes += 1
        n = len(trick)
        key: tuple[int, ...] | None = None
        first = -1
        off = 0
        live = 0
        alpha0, beta0 = alpha, beta
        if n == 0:
            lead = hands[leader]
            if not lead:
                return self.base[ac]
            if not lead & (lead - 1):  # the last trick: every card is forced
                cards = [lead.bit_length() - 1]
                h1, h2, h3 = hands[(leader + 1) & 3], hands[(leader + 2) & 3], hands[(leader + 3) & 3]
                cards.append(h1.bit_length() - 1)
                cards.append(h2.bit_length() - 1)
                empty = [0, 0, 0, 0]
                winner, v_trick, ac_won = self._finish(cards, h3.bit_length() - 1, leader, empty)
                return v_trick + self.base[ac + ac_won]
            if BOUNDS:
                left = lead.bit_count()
                lo_b, hi_b = self.bounds(ac, left, (hands[0] | hands[1] | hands[2] | hands[3]) & _ACES)
                if lo_b >= beta:
                    return lo_b
                if hi_b <= alpha:
                    return hi_b
            off = self.base[ac] - self.base[0] if self.affine else 0
            live = hands[0] | hands[1] | hands[2] | hands[3]
            key = (*self.shape(hands, live), leader, 0 if self.affine else ac)
            entry = self.table.get(key)
            if entry is not None:
                lo, hi, rel = entry
                lo += off
                hi += off
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
                alpha0, beta0 = alpha, beta
                first = _nth_bit(live, rel)
        seat = (leader + n) & 3
        hand = hands[seat]
        legal = hand
        if n:
            follow = hand & _SUITS[trick[0] // 13]
            if follow:
                legal = follow
        if not legal & (legal - 1):  # one legal card
            moves = [legal.bit_length() - 1]
        else:
            if n:
                live = hands[0] | hands[1] | hands[2] | hands[3]
                for c in trick:
                    live |= 1 << c
            moves = self.moves(legal, live)
        if len(moves) > 1:
            moves = self.order(moves, trick, leader)
            if first >= 0 and first in moves and moves[0] != first:
                moves.remove(first)
                moves.insert(0, first)
        maximise = not seat & 1
        best = -_INF if maximise else _INF
        best_move = moves[0]
        for c in moves:
            hands[seat] = hand ^ (1 << c)
            if n == 3:
                winner, v_trick, ac_won = self._finish(trick, c, leader, hands)
                nac = ac + ac_won
                v = v_trick + self.search(hands, winner, [], nac, alpha - v_trick, beta - v_trick)
            else:
                trick.append(c)
                v = self.search(hands, leader, trick, ac, alpha, beta)
                trick.pop()
            hands[seat] = hand
            if maximise:
                if v > best:
                    best, best_move = v, c
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, best_move = v, c
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = -_INF, _INF
            if best <= alpha0:
                hi = best
            elif best >= beta0:
                lo = best
            else:
                lo = hi = best
            lo -= off
            hi -= off
            old = self.table.get(key)
            if old is not None:
                lo, hi = max(lo, old[0]), min(hi, old[1])
            # The best lead as (suit, rank among the suit's live cards): the key forgets the ranks.
            self.table[key] = (
                lo,
                hi,
                best_move
                - best_move % 13
                + (live & (((1 << best_move) - 1) & _SUITS[best_move // 13])).bit_count(),
            )
        return best

    def bounds(self, ac: int, left: int, aces: int) -> tuple[int, int]:
        """Bounds of the value with ``left`` tricks to play: the trick points' range and each live ace's
        most and least."""
        key = ac | left << 4 | aces << 8
        b = self.bound_cache.get(key)
        if b is None:
            span = self.base[ac : ac + left + 1]
            lo, hi = min(span), max(span)
            if aces:
                terms = [t for pair in self.ace_terms[14 - left :] for t in pair]
                n = aces.bit_count()
                lo += n * min(0, *terms)
                hi += n * max(0, *terms)
            b = (lo, hi)
            self.bound_cache[key] = b
        return b

    def after(
        self, hands: list[int], leader: int, trick: list[int], card: int, ac: int, guess: int | None
    ) -> int:
        """The exact value after ``card`` joins ``trick`` (``hands`` already without it): MTD(f), a series
        of null-window searches from ``guess`` (None: one full-window search)."""

        def value(alpha: int, beta: int) -> int:
            if len(trick) == 3:
                winner, v_trick, ac_won = self._finish(trick, card, leader, hands)
                return v_trick + self.search(hands, winner, [], ac + ac_won, alpha - v_trick, beta - v_trick)
            trick.append(card)
            try:
                return self.search(hands, leader, trick, ac, alpha, beta)
            finally:
                trick.pop()

        if guess is None or not MTDF:
            return value(-_INF, _INF)
        lo, hi, g = -_INF, _INF, guess
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = value(beta - 1, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        return g

    def _finish(self, trick: list[int], last: int, leader: int, hands: list[int]) -> tuple[int, int, int]:
        """The winner of ``trick`` + ``last``, the aces' terms for A–C, and 1 if A–C won it."""
        cards = (trick[0], trick[1], trick[2], last)
        trump = self.trump
        best = cards[0]
        at = 0
        for i in (1, 2, 3):
            c = cards[i]
            cs, bs = c // 13, best // 13
            if cs == bs:
                if c > best:
                    best, at = c, i
            elif cs == trump:
                best, at = c, i
        winner = (leader + at) & 3
        ac_won = 0 if winner & 1 else 1
        v = 0
        if self.aces_matter:
            # The trick's number: 13 − the tricks still to play after it.
            number = 13 - (hands[0] | hands[1] | hands[2] | hands[3]).bit_count() // 4
            terms = self.ace_terms[number]
            for c in cards:
                if c % 13 == _ACE_RANK:
                    v += terms[ac_won]
        return winner, v, ac_won


def _squeeze(code: int, aces_matter: bool) -> int:
    """:meth:`Solver.shape` of one suit: ``code`` holds the live cards and those of hands 0, 1 and 2
    (13 bits each); the answer the three hands' cards by their rank among the live cards, the count of
    live cards and (when aces count) whether the ace is live."""
    ls = code & 0x1FFF
    out = 0
    r = 0
    for i in range(13):
        if ls >> i & 1:
            for h in (0, 1, 2):
                if code >> (13 * (h + 1) + i) & 1:
                    out |= 1 << (13 * h + r)
            r += 1
    out |= r << 39
    if aces_matter and ls >> _ACE_RANK & 1:
        out |= 1 << 43
    return out


def _nth_bit(live: int, rel: int) -> int:
    """The card of ``rel`` (suit * 13 + rank among the suit's live cards) in ``live``."""
    suit, r = divmod(rel, 13)
    m = live & _SUITS[suit]
    for _ in range(r):
        m &= m - 1
    return (m & -m).bit_length() - 1


def _root(state: State) -> tuple[list[int], int, list[int], int]:
    assert state.leader is not None
    hands = list(state.hands)
    trick = [c.index for c in state.current]
    ac = state.won[0] + state.won[2]
    return hands, int(state.leader), trick, ac


def card_values(state: State, solver: Solver | None = None) -> dict[Card, int]:
    """Each legal card of ``state.to_act``: the final score of that seat's pair for the whole deal (tricks
    already taken included) with best play by both pairs after it.

    Raises NotInPlayError outside the trick play and NotTwoSidedError in bolsevikit (bolshevik or
    dictator).  ``solver``: reuse one built by :meth:`Solver.for_state` for the same deal's game.
    """
    s = Solver.for_state(state) if solver is None else solver
    if solver is not None:
        _check(state)
        if solver.scoring[0] != "tricks" and solver.scoring != _scoring(state):
            # A programming error (a solver built for other scoring), never a user's input.
            raise ValueError(f"the solver scores {solver.scoring}, the state {_scoring(state)}")
        if solver.scoring[0] == "tricks" and solver.scoring[1] is not state.trump:
            raise ValueError(f"the solver counts tricks with trump {solver.scoring[1]}, not {state.trump}")
    hands, leader, trick, ac = _root(state)
    past = 0
    if s.aces_matter:
        for fall in state.aces:
            past += s.ace_terms[fall.trick][0 if fall.winner & 1 else 1]
    seat = int(state.to_act)  # type: ignore[arg-type]
    sign = 1 if seat & 1 == 0 else -1
    hand = hands[seat]
    legal_mask = hand
    if trick:
        follow = hand & _SUITS[trick[0] // 13]
        if follow:
            legal_mask = follow
    live = hands[0] | hands[1] | hands[2] | hands[3]
    for c in trick:
        live |= 1 << c
    reps = s.moves(legal_mask, live)
    values: dict[int, int] = {}
    guess: int | None = None
    for c in reps:
        hands[seat] = hand ^ (1 << c)
        v = s.after(hands, leader, trick, c, ac, guess)
        hands[seat] = hand
        guess = v
        values[c] = sign * (v + past)
    out: dict[Card, int] = {}
    # Each legal card takes the value of the equivalent card searched (the next one searched at or below
    # it in its suit: moves() keeps the lowest card of each group).
    rep_sorted = sorted(reps)
    m = legal_mask
    while m:
        low = m & -m
        i = low.bit_length() - 1
        m ^= low
        r = max(x for x in rep_sorted if x <= i and x // 13 == i // 13)
        out[Card.from_index(i)] = values[r]
    return out


def best_cards(state: State) -> tuple[Card, ...]:
    """Every legal card of the best value for the seat to act (see :func:`card_values`)."""
    values = card_values(state)
    top = max(values.values())
    return tuple(c for c, v in values.items() if v == top)


def solvable(state: State, limit: int = EXACT_LIMIT) -> bool:
    """True if ``state`` is a two-sided trick-play state and the seat to act holds at most ``limit``
    cards (in a trick in progress the seat to act still holds its card for it, so its hand is the
    longest at the table)."""
    try:
        _check(state)
    except EndingsError:
        return False
    assert state.to_act is not None
    return state.hands[state.to_act].bit_count() <= limit


# --- benchmark -------------------------------------------------------------------------------------------


def _play_states(rules: Rules, game: GameType, count: int, seed: int) -> list[State]:
    """Play-phase states at trick 1 of ``count`` random deals of ``rules`` whose game is ``game`` (the
    calls by :class:`~trainer.players.BiasedRandomPlayer`, passing more often for a passimisääri)."""
    from trainer.dealing import deal
    from trainer.players import BiasedRandomPlayer

    out: list[State] = []
    rng = random.Random(seed)
    player = BiasedRandomPlayer(0.97 if game is GameType.PASSIMISAARI else 0.75)
    i = 0
    while len(out) < count:
        i += 1
        s = State.new(deal(rules.form, Seat(i % 4), seed * 1_000_003 + i), rules=rules)
        while not s.is_over and s.phase is not Phase.PLAY:
            assert s.to_act is not None
            s = s.apply(player.act(s.info(s.to_act), s.legal_actions(), rng))
        if s.phase is Phase.PLAY and s.game is game:
            out.append(s)
    return out


def endings(
    game: GameType, cards: int, count: int, seed: int = 0, rules: Rules | Form = Form.ALKUPELIT
) -> list[State]:
    """``count`` positions of ``game`` with ``cards`` cards in each hand at a trick start, reached by
    playing random deals' first tricks with random legal cards (benchmarks and tests)."""
    r = rules if isinstance(rules, Rules) else find_rules(rules)
    rng = random.Random(seed + 7919 * cards)
    out: list[State] = []
    for s in _play_states(r, game, count, seed):
        while s.hands[0].bit_count() > cards or s.current:
            s = s.apply(rng.choice(s.legal_actions()))
        out.append(s)
    return out


def _p95(xs: list[float]) -> float:
    return statistics.quantiles(xs, n=20, method="inclusive")[18] if len(xs) > 1 else xs[0]


def bench(
    games: Sequence[GameType] = (GameType.MISERE, GameType.PASSIMISAARI),
    sizes: Sequence[int] = (3, 4, 5, 6, 7),
    count: int = 20,
    seed: int = 0,
    budget: float = 60.0,
) -> dict[str, Any]:
    """Solve time of :func:`card_values` from a fresh start by cards per hand: p50, p95 and max wall
    seconds, p50 and p95 CPU seconds of this process (what the solver costs when other work shares the
    CPUs), mean, p95 and max nodes, over ``count`` random positions at a trick start per size and game.
    A size is skipped once a game's total time passes ``budget`` seconds."""
    out: dict[str, Any] = {"count": count, "exact_limit": EXACT_LIMIT, "games": {}}
    for game in games:
        rows: dict[str, Any] = {}
        spent = 0.0
        for k in sizes:
            if spent > budget:
                break
            times: list[float] = []
            cpu: list[float] = []
            nodes: list[int] = []
            for s in endings(game, k, count, seed):
                solver = Solver.for_state(s)
                t0, c0 = time.perf_counter(), time.process_time()
                card_values(s, solver)
                cpu.append(time.process_time() - c0)
                times.append(time.perf_counter() - t0)
                nodes.append(solver.nodes)
            spent += sum(times)
            rows[str(k)] = {
                "p50_s": round(statistics.median(times), 5),
                "p95_s": round(_p95(times), 5),
                "max_s": round(max(times), 5),
                "cpu_p50_s": round(statistics.median(cpu), 5),
                "cpu_p95_s": round(_p95(cpu), 5),
                "nodes_mean": round(statistics.fmean(nodes)),
                "nodes_p95": round(_p95([float(x) for x in nodes])),
                "nodes_max": max(nodes),
            }
        out["games"][str(game)] = rows
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.endings", description=__doc__.splitlines()[0])
    parser.add_argument("--bench", action="store_true", help="time the solver by cards per hand")
    parser.add_argument("--json", action="store_true", help="print the benchmark as JSON")
    parser.add_argument("--count", type=int, default=20, help="positions per size and game")
    parser.add_argument("--sizes", type=str, default="3,4,5,6,7", help="cards per hand, comma-separated")
    parser.add_argument(
        "--budget", type=float, default=60.0, help="seconds per game before larger sizes stop"
    )
    args = parser.parse_args(argv)
    if not args.bench:
        parser.print_help()
        return 0
    result = bench(sizes=[int(x) for x in args.sizes.split(",")], count=args.count, budget=args.budget)
    if args.json:
        print(json.dumps({"endings": result}))
        return 0
    print(f"ending solver, {result['count']} positions per row, EXACT_LIMIT = {result['exact_limit']}")
    for game, rows in result["games"].items():
        for k, r in rows.items():
            print(f"{game:13} {k} cards: p50 {r['p50_s']:.4f} s  p95 {r['p95_s']:.4f} s  max {r['max_s']:.4f} s"
                  f"  (CPU p50 {r['cpu_p50_s']:.4f} s  p95 {r['cpu_p95_s']:.4f} s)"
                  f"  nodes mean {r['nodes_mean']} p95 {r['nodes_p95']} max {r['nodes_max']}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
