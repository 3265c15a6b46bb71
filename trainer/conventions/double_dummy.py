"""Double-dummy evidence for opening leads and contracts in trump and grand games.

Skruuvi's trick play is bridge's (follow suit, no obligation to trump, 13
tricks, no dummy), so with all four hands known the best result of every
opening lead is what a bridge double-dummy solver computes.  This module asks
DDS through the ``endplay`` package (``endplay.dds.solve_board``).

Mapping to bridge:

* seats go clockwise in both games: A → north, B → east, C → south, D → west;
* suits map by *name* (♠ spades, ♣ clubs, ♦ diamonds, ♥ hearts), never by
  number: skruuvi's suit order (♠ < ♣ < ♦ < ♥) and bridge's denominations
  differ, and in trick play only the identity of the trump suit matters;
* grand is bridge's notrump.  Misère is not a double-dummy bridge game and is
  refused (:func:`for_contract`).

The DDS bindings are not thread-safe (two threads solving at once can crash
the process; ctypes releases the GIL during the call), so every call into
endplay, its import included, holds the one module-level :data:`_DDS_LOCK`.
Results are cached on a canonical key (the four hands as 52-bit masks, the
declarer and the trump), because the app asks for the same deal repeatedly.

endplay is imported lazily, on the first solve or :func:`is_available` call:
its package import also loads matplotlib and takes a second or two.
"""

from __future__ import annotations

import math
import statistics
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from trainer.bids import Bid, Form
from trainer.cards import Card, Suit
from trainer.errors import NotationError

# endplay's names for seats, suits and ranks: one table, in trainer.pbn.
from trainer.pbn import DENOM_NAME as _DENOM_NAME
from trainer.pbn import PLAYER_NAME as _PLAYER_NAME
from trainer.pbn import RANK_NAME as _RANK_NAME
from trainer.pbn import RANK_OF_NAME as _RANK_OF_NAME
from trainer.pbn import SUIT_OF_DENOM as _SUIT_OF_DENOM_NAME
from trainer.seats import SEATS, Seat

__all__ = [
    "ContractAnalysis",
    "bench_lead_analysis",
    "clear_cache",
    "contract_tricks",
    "for_contract",
    "is_available",
    "lead_analysis",
    "position_tricks",
    "positions_tricks",
]

TRICKS: Final = 13

#: The one lock around every call into endplay/DDS.
_DDS_LOCK: Final = threading.Lock()


# (hand masks in seat order A..D, declarer, trump or None for grand)
_Key = tuple[tuple[int, int, int, int], Seat, Suit | None]

_available: bool | None = None


def is_available() -> bool:
    """True if endplay and its DDS library can be imported (and loaded) here.

    When False, callers show no double-dummy evidence; the solving functions
    would raise ImportError or OSError/RuntimeError from the import.
    """
    global _available
    if _available is None:
        with _DDS_LOCK:
            try:
                import endplay.dds
                import endplay.types
            except (ImportError, OSError, RuntimeError):
                _available = False
            else:
                _available = hasattr(endplay.dds, "solve_board") and hasattr(endplay.types, "Deal")
    return _available


def _bad_deal(problem: str, message: str, **params: object) -> NotationError:
    return NotationError(
        f"not a full deal for double-dummy analysis: {message}", code="dd_bad_deal", problem=problem, **params
    )


def _key(hands: Mapping[Seat, Sequence[Card]], declarer: Seat, trump: Suit | None) -> _Key:
    """Check that ``hands`` is a complete 4×13 deal and return its canonical key.

    Raises NotationError (code ``dd_bad_deal``) naming the problem.
    """
    if not isinstance(declarer, Seat):
        raise _bad_deal("bad_declarer", f"declarer {declarer!r} is not a seat", declarer=repr(declarer))
    if trump is not None and not isinstance(trump, Suit):
        raise _bad_deal("bad_trump", f"trump {trump!r} is not a suit or None", trump=repr(trump))
    extra = [s for s in hands if s not in SEATS]
    if extra:
        raise _bad_deal("bad_seat", f"{extra[0]!r} is not a seat", seat=repr(extra[0]))
    masks: list[int] = []
    seen = 0
    for seat in SEATS:
        if seat not in hands:
            raise _bad_deal("missing_hand", f"no hand for seat {seat}", seat=str(seat))
        hand = hands[seat]
        if len(hand) != TRICKS:
            raise _bad_deal(
                "hand_size",
                f"hand {seat} has {len(hand)} cards, not {TRICKS}",
                seat=str(seat),
                count=len(hand),
            )
        mask = 0
        for card in hand:
            if not isinstance(card, Card):
                raise _bad_deal("not_a_card", f"{card!r} in hand {seat} is not a card", seat=str(seat))
            if (mask | seen) & card.bit:
                raise _bad_deal("duplicate_card", f"{card} is dealt twice", card=str(card), seat=str(seat))
            mask |= card.bit
        seen |= mask
        masks.append(mask)
    return (masks[0], masks[1], masks[2], masks[3]), declarer, trump


def _cards_of(mask: int) -> list[Card]:
    return [Card.from_index(i) for i in range(52) if mask >> i & 1]


def _solve_leads(key: _Key) -> tuple[tuple[int, int], ...]:
    """Ask DDS for every opening lead's result: ((card index, defenders' tricks), ...)."""
    masks, declarer, trump = key
    leader = declarer.left
    with _DDS_LOCK:
        from endplay.dds import solve_board
        from endplay.types import Card as ECard
        from endplay.types import Deal as EDeal
        from endplay.types import Denom, Hand, Player
        from endplay.types import Rank as ERank

        deal = EDeal(
            first=Player[_PLAYER_NAME[leader]],
            trump=Denom.nt if trump is None else Denom[_DENOM_NAME[trump]],
        )
        for seat in SEATS:
            hand = Hand()
            for card in _cards_of(masks[seat]):
                hand.add(ECard(suit=Denom[_DENOM_NAME[card.suit]], rank=ERank[_RANK_NAME[card.rank]]))
            deal[Player[_PLAYER_NAME[seat]]] = hand
        # Default mode: every legal card of the player on lead, each scored with
        # the tricks the leader's side takes with best play by both sides.
        solved = [(ecard.suit.name, ecard.rank.name, int(tricks)) for ecard, tricks in solve_board(deal)]
    result = sorted(
        (Card.of(_SUIT_OF_DENOM_NAME[suit], _RANK_OF_NAME[rank]).index, tricks)
        for suit, rank, tricks in solved
    )
    if [i for i, _ in result] != [c.index for c in _cards_of(masks[leader])]:
        raise RuntimeError(f"DDS returned leads {result} that are not the cards of hand {leader}")
    return tuple(result)


@lru_cache(maxsize=512)
def _cached_leads(key: _Key) -> tuple[tuple[int, int], ...]:
    return _solve_leads(key)


def clear_cache() -> None:
    """Forget every cached result (tests and benchmarks)."""
    _cached_leads.cache_clear()
    with _DDS_LOCK:
        _positions.clear()


# --- positions in the middle of play (the strong player, trainer/players/strong.py) ----------------------

#: (remaining hand masks A..D, the current trick's leader, the indices of its cards so far, trump or None)
_PosKey = tuple[tuple[int, int, int, int], Seat, tuple[int, ...], Suit | None]
#: A position for :func:`positions_tricks`: (hands, the current trick's leader, its cards so far, trump).
Position = tuple[Mapping[Seat, Sequence[Card]], Seat, Sequence[Card], Suit | None]
_POSITIONS_MAX: Final = 4096
_positions: dict[_PosKey, tuple[tuple[int, int], ...]] = {}  # insertion-ordered; guarded by _DDS_LOCK


def _position_key(position: Position) -> _PosKey:
    """Check one position (cards left in each hand, the trick in progress) and return its key.

    The seats that have played to the current trick hold one card fewer than the others, who hold
    1 to 13; no card twice.  Raises NotationError (code ``dd_bad_deal``) naming the problem.
    """
    hands, leader, trick, trump = position
    if not isinstance(leader, Seat):
        raise _bad_deal("bad_declarer", f"leader {leader!r} is not a seat", declarer=repr(leader))
    if trump is not None and not isinstance(trump, Suit):
        raise _bad_deal("bad_trump", f"trump {trump!r} is not a suit or None", trump=repr(trump))
    if len(trick) > 3:
        raise _bad_deal("trick_size", f"a trick in progress has at most 3 cards, not {len(trick)}")
    masks: list[int] = []
    seen = 0
    for card in trick:
        if not isinstance(card, Card) or seen & card.bit:
            raise _bad_deal("duplicate_card", f"{card} is not a card or is played twice", card=str(card))
        seen |= card.bit
    played = {leader.next(i) for i in range(len(trick))}
    size = len(hands[leader]) + (1 if trick else 0) if leader in hands else 0
    for seat in SEATS:
        if seat not in hands:
            raise _bad_deal("missing_hand", f"no hand for seat {seat}", seat=str(seat))
        want = size - (1 if seat in played else 0)
        if not 1 <= size <= TRICKS or len(hands[seat]) != want:
            raise _bad_deal("hand_size", f"hand {seat} has {len(hands[seat])} cards, not {want}",
                            seat=str(seat), count=len(hands[seat]))  # fmt: skip
        mask = 0
        for card in hands[seat]:
            if not isinstance(card, Card):
                raise _bad_deal("not_a_card", f"{card!r} in hand {seat} is not a card", seat=str(seat))
            if (mask | seen) & card.bit:
                raise _bad_deal("duplicate_card", f"{card} is dealt twice", card=str(card), seat=str(seat))
            mask |= card.bit
        seen |= mask
        masks.append(mask)
    return (masks[0], masks[1], masks[2], masks[3]), leader, tuple(c.index for c in trick), trump


def positions_tricks(positions: Sequence[Position]) -> list[dict[Card, int]]:
    """For each position, each card the seat to act may play: the tricks its side takes from here on
    (the trick in progress included) with best play by all.

    A position is (hands, leader, trick, trump): every seat's cards still held, the leader of the
    trick in progress and the cards played to it so far (in order; the seat to act is
    ``leader.next(len(trick))``), and the trump suit or None for grand.  The uncached positions go to
    DDS in one batch (``endplay.dds.solve_all_boards``, which spreads them over threads), under
    :data:`_DDS_LOCK`; results are cached like :func:`lead_analysis`'s.  Raises NotationError (code
    ``dd_bad_deal``) for an impossible position.
    """
    keys = [_position_key(p) for p in positions]
    with _DDS_LOCK:
        todo = list(dict.fromkeys(k for k in keys if k not in _positions))
        if todo:
            from endplay.dds import solve_all_boards
            from endplay.types import Card as ECard
            from endplay.types import Deal as EDeal
            from endplay.types import Denom, Hand, Player
            from endplay.types import Rank as ERank

            def ecard(card: Card) -> ECard:
                return ECard(suit=Denom[_DENOM_NAME[card.suit]], rank=ERank[_RANK_NAME[card.rank]])

            deals = []
            for masks, leader, trick, trump in todo:
                deal = EDeal(first=Player[_PLAYER_NAME[leader]],
                             trump=Denom.nt if trump is None else Denom[_DENOM_NAME[trump]])  # fmt: skip
                for seat in SEATS:
                    hand = Hand()
                    for card in _cards_of(masks[seat]):
                        hand.add(ecard(card))
                    deal[Player[_PLAYER_NAME[seat]]] = hand
                for index in trick:
                    deal.play(ecard(Card.from_index(index)), from_hand=False)
                deals.append(deal)
            boards = [b for i in range(0, len(deals), 200) for b in solve_all_boards(deals[i : i + 200])]
            for key, board in zip(todo, boards, strict=True):  # DDS takes at most 200 boards per batch
                _positions[key] = tuple(sorted(
                    (Card.of(_SUIT_OF_DENOM_NAME[c.suit.name], _RANK_OF_NAME[c.rank.name]).index, int(t))
                    for c, t in board))  # fmt: skip
            while len(_positions) > _POSITIONS_MAX:
                del _positions[next(iter(_positions))]
        results = [_positions[k] for k in keys]
    return [{Card.from_index(i): t for i, t in r} for r in results]


def position_tricks(
    hands: Mapping[Seat, Sequence[Card]], leader: Seat, trick: Sequence[Card], trump: Suit | None
) -> dict[Card, int]:
    """:func:`positions_tricks` for one position."""
    return positions_tricks([(hands, leader, trick, trump)])[0]


def lead_analysis(
    hands: Mapping[Seat, Sequence[Card]], declarer: Seat, trump: Suit | None
) -> dict[Card, int]:
    """For each card the opening leader (declarer.left) may lead: the defenders' tricks with best play after that lead.

    ``hands`` maps all four seats to 13 distinct cards each; ``trump`` is the
    trump suit, or None for grand.  Every card of the leader's hand is a key
    (equal cards, such as ♠3 and ♠2 when both are low, get the same number).
    Raises NotationError (code ``dd_bad_deal``) for anything but a full deal.
    """
    return {Card.from_index(i): tricks for i, tricks in _cached_leads(_key(hands, declarer, trump))}


def contract_tricks(hands: Mapping[Seat, Sequence[Card]], declarer: Seat, trump: Suit | None) -> int:
    """The declaring side's tricks with best play from the correct opening lead (13 − the best lead's result)."""
    return TRICKS - max(tricks for _, tricks in _cached_leads(_key(hands, declarer, trump)))


@dataclass(frozen=True, slots=True)
class ContractAnalysis:
    """Double-dummy evidence for one trump or grand contract."""

    contract: Bid
    declarer: Seat
    leads: Mapping[Card, int]
    """Defenders' tricks after each possible opening lead."""
    declarer_tricks: int
    """The declaring side's tricks after the best opening lead."""

    @property
    def leader(self) -> Seat:
        return self.declarer.left

    @property
    def best_leads(self) -> tuple[Card, ...]:
        """The opening leads that hold the declaring side to :attr:`declarer_tricks`, in card order."""
        best = TRICKS - self.declarer_tricks
        return tuple(sorted((c for c, t in self.leads.items() if t == best), key=lambda c: c.index))

    @property
    def makes(self) -> bool:
        """Whether the contract makes double dummy (at least 6 + level tricks)."""
        return self.declarer_tricks >= self.contract.tricks_promised

    @property
    def margin(self) -> int:
        """Overtricks (positive) or undertricks (negative) double dummy."""
        return self.declarer_tricks - self.contract.tricks_promised


def for_contract(hands: Mapping[Seat, Sequence[Card]], declarer: Seat, contract: Bid) -> ContractAnalysis:
    """Double-dummy evidence for ``contract`` played by ``declarer``.

    Trump and grand games only: raises NotationError (code
    ``dd_not_for_misere``) for a misère contract, whose goal (taking few
    tricks, with the partner's role different from bridge) is not what a
    bridge solver computes.
    """
    if contract.game == "misere":
        raise NotationError(
            f"double-dummy analysis is for trump and grand games, not misère ({contract})",
            code="dd_not_for_misere",
            contract=str(contract),
        )
    leads = lead_analysis(hands, declarer, contract.trump)
    return ContractAnalysis(
        contract=contract,
        declarer=declarer,
        leads=leads,
        declarer_tricks=TRICKS - max(leads.values()),
    )


def bench_lead_analysis(n: int = 20, seed: int = 0) -> dict[str, float | int]:
    """Seconds per :func:`lead_analysis` on ``n`` random kotkat deals (declarer A, trump ♥), uncached.

    Deal ``i`` is ``trainer.dealing.deal(Form.KOTKAT, Seat.A, seed + i)``.
    Returns ``n``, ``median_seconds``, ``p95_seconds`` (nearest rank) and
    ``max_seconds``.  The first call also pays for importing endplay; that is
    done before the clock starts.
    """
    from trainer.dealing import deal

    if n < 1:
        raise ValueError(f"n must be at least 1, not {n}")
    if not is_available():
        raise RuntimeError("endplay/DDS is not available")
    times: list[float] = []
    for i in range(n):
        d = deal(Form.KOTKAT, Seat.A, seed + i)
        key = _key(dict(zip(SEATS, d.hands, strict=True)), Seat.A, Suit.HEARTS)
        start = time.perf_counter()
        _solve_leads(key)
        times.append(time.perf_counter() - start)
    ordered = sorted(times)
    return {
        "n": n,
        "median_seconds": statistics.median(ordered),
        "p95_seconds": ordered[max(0, math.ceil(0.95 * n) - 1)],
        "max_seconds": ordered[-1],
    }
