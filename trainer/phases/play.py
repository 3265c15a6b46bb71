"""Trick play and the result (*Avauslyönti*, *Pelin eteneminen*, the scoring sections).

The opening leader comes from the rules (the declarer's left; passimisääri: the dealer's left;
bolsevikit: the niskamies).  Follow suit if able (*maantuntopakko*), no duty to trump; the highest
trump wins, else the highest card of the suit led; the winner leads next.  After 13 tricks the deal is
scored: *Valttipelin, grandin ja misäärien pistelasku*, *Passimisääri / pistelasku*,
*Bolsevikkien pistelasku*.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from trainer.bids import Bid
from trainer.cards import Card, Rank, cards_of
from trainer.game import AceFall, Action, GameType, Phase, Result
from trainer.play import Trick, legal_mask
from trainer.scoring import (
    BolshevikScore,
    ContractScore,
    Doubling,
    PassScore,
    score_bolshevik,
    score_contract,
    score_passimisaari,
)
from trainer.seats import SEATS as _SEATS
from trainer.seats import Seat

if TYPE_CHECKING:
    from trainer.state import State

_LEFT: Final = (Seat.B, Seat.C, Seat.D, Seat.A)
_DONE: Final = Phase.DONE
_PLAY: Final = Phase.PLAY
_THROWN_IN: Final = GameType.THROWN_IN
_PASSIMISAARI: Final = GameType.PASSIMISAARI
_BOLSHEVIK: Final = GameType.BOLSHEVIK
_DICTATOR: Final = GameType.DICTATOR
_MISERE: Final = GameType.MISERE
_UNDOUBLED: Final = Doubling.NONE
_DOUBLED: Final = Doubling.DOUBLED
_REDOUBLED: Final = Doubling.REDOUBLED
_ACE: Final = Rank.ACE
# ``Trick(...)`` without the NamedTuple's Python-level ``__new__`` (the same tuple, built in C).
_new_trick: Final[Callable[[type[Trick], tuple[int, Seat, tuple[Card, ...], Seat]], Trick]] = tuple.__new__


def cards(s: State) -> tuple[Action, ...]:
    """The cards the player to act may play: follow suit if able."""
    current = s.current
    assert s.to_act is not None
    return cards_of(legal_mask(s.hands[s.to_act], current[0].suit if current else None))


def start(s: State) -> None:
    """The opening lead (*Avauslyönti*; ``Rules.opening_leader``)."""
    game = s.game
    assert game is not None
    leader = s.rules.opening_leader(game, s.declarer, s.dealer)
    s._set(phase=_PLAY, double_queue=(), leader=leader, to_act=leader)


def play_card(s: State, card: Card) -> None:
    """``card`` (legal: :meth:`State.apply` checked it) by the player to act; the trick's winner leads next."""
    # The hottest path of the engine: plain dict writes, no helper calls for the first three cards.
    # (State.apply inlines this for every legal card; this is the readable version of the procedure table.)
    d = s.__dict__
    actor: Seat = d["to_act"]
    hands = list(d["hands"])
    hands[actor] &= ~card.bit
    d["hands"] = (hands[0], hands[1], hands[2], hands[3])
    current = (*d["current"], card)
    if len(current) < 4:
        d["current"] = current
        d["to_act"] = _LEFT[actor]
        return
    end_trick(s, current)


def end_trick(s: State, cards: tuple[Card, ...]) -> None:
    """The fourth card of a trick is down (``cards``, in play order; the hands are already without them):
    the winner takes the trick and leads to the next; after the 13th the deal is scored."""
    d = s.__dict__
    leader: Seat = d["leader"]
    trump = d["trump"]
    c0, c1, c2, c3 = cards
    # The winner: trainer.play.trick_winner's rule (the highest trump, else the highest card of the suit
    # led), unrolled for four cards.  A card's suit and the contract's trump are Suit members.
    best, at = c0, 0
    if c1.suit is best.suit:
        if c1.rank > best.rank:
            best, at = c1, 1
    elif c1.suit is trump:
        best, at = c1, 1
    if c2.suit is best.suit:
        if c2.rank > best.rank:
            best, at = c2, 2
    elif c2.suit is trump:
        best, at = c2, 2
    if c3.suit is best.suit:
        if c3.rank > best.rank:
            best, at = c3, 3
    elif c3.suit is trump:
        best, at = c3, 3
    winner = _SEATS[(leader + at) % 4]
    tricks = d["tricks"]
    number = len(tricks) + 1
    won = list(d["won"])
    won[winner] += 1
    if c0.rank is _ACE or c1.rank is _ACE or c2.rank is _ACE or c3.rank is _ACE:
        aces = d["aces"]
        for i, c in enumerate(cards):
            if c.rank is _ACE:
                aces = (*aces, AceFall(number, c, winner, _SEATS[(leader + i) % 4]))
        d["aces"] = aces
    d["current"] = ()
    d["tricks"] = (*tricks, _new_trick(Trick, (number, leader, cards, winner)))
    d["won"] = (won[0], won[1], won[2], won[3])
    d["leader"] = winner
    d["to_act"] = winner
    if number == 13:
        d["phase"] = _DONE
        d["is_over"] = True
        d["to_act"] = None
        finish(s)


@lru_cache(maxsize=2048)
def _painted_score(contract: Bid, tricks: int, doubling: Doubling) -> ContractScore:
    """``score_contract`` of a trump or grand game (no aces count), kept: the same contract, trick count and
    doubling always score the same, and the explained breakdown costs more to build than to look up."""
    return score_contract(contract, tricks, doubling)


def finish(s: State) -> None:
    game = s.game
    assert game is not None
    doubling = _REDOUBLED if s.redoubled else _DOUBLED if s.doubled_by else _UNDOUBLED
    score: ContractScore | PassScore | BolshevikScore | None
    if game is _THROWN_IN:
        score = None
    elif game is _PASSIMISAARI:
        ac = s.won[0] + s.won[2]
        score = score_passimisaari(ac, doubling, [(a.trick, a.winner.pair) for a in s.aces])
    elif game is _BOLSHEVIK or game is _DICTATOR:
        assert s.contract is not None and s.declarer is not None
        p = s.declarer
        score = score_bolshevik(
            s.contract,
            p,
            s.won[p],
            s.doubled_by,
            s.redoubled,
            [(a.trick, a.winner is p) for a in s.aces] if game is _BOLSHEVIK else [],
        )
    else:
        assert s.contract is not None and s.declarer is not None
        pair = s.declarer.pair
        a, b = pair.seats
        if game is _MISERE:
            aces = [(x.trick, x.winner.pair is pair) for x in s.aces]
            score = score_contract(s.contract, s.won[a] + s.won[b], doubling, aces)
        else:
            score = _painted_score(s.contract, s.won[a] + s.won[b], doubling)
    s.__dict__["result"] = Result(
        game=game,
        contract=s.contract,
        declarer=s.declarer,
        doubling=doubling,
        doubled_by=s.doubled_by,
        tricks=s.won,
        aces=s.aces,
        score=score,
    )
