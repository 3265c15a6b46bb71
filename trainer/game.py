"""The engine's vocabulary: phases, game types, actions, exchanges, results and what a seat sees.

These value types are shared by :mod:`trainer.state` (the phase machine), the phase modules in
:mod:`trainer.phases`, :mod:`trainer.rules` and :mod:`trainer.info`; :mod:`trainer.state`
re-exports them, so ``from trainer.state import Phase`` keeps working.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from trainer.bids import Bid, Call, Form
from trainer.cards import Card
from trainer.errors import IllegalActionError
from trainer.play import Trick
from trainer.scoring import BolshevikScore, ContractScore, Doubling, PassScore
from trainer.seats import SEATS, Pair, Seat


class Phase(Enum):
    # Members are singletons compared by identity: hash by identity too (C speed; Enum's own hash
    # is a Python-level call, and these are dictionary keys on the engine's hot path).
    __hash__ = object.__hash__
    AUCTION = "auction"
    BOLSHEVIK_CHOICE = "bolshevik_choice"
    #: Puupää: the top bidder says who lifts or gives first, themself or the dummy (trainer.phases.puupaa).
    LIFT_CHOICE = "lift_choice"
    PASS_EXCHANGE = "pass_exchange"
    PACKET = "packet"
    RESPONDER_GIVES = "responder_gives"
    RETURN_PACKET = "return_packet"
    BOLSHEVIK_GIVES = "bolshevik_gives"
    CONTINUATION = "continuation"
    DEFENDERS_EXCHANGE = "defenders_exchange"
    DOUBLING = "doubling"
    PLAY = "play"
    DONE = "done"

    def __str__(self) -> str:
        return self.value


class GameType(Enum):
    """Pelilaji, plus the bolsevikit games and a thrown-in bolsevikit deal."""

    # Members are singletons compared by identity: hash by identity too (C speed; Enum's own hash
    # is a Python-level call, and these are dictionary keys on the engine's hot path).
    __hash__ = object.__hash__

    PASSIMISAARI = "passimisaari"
    TRUMP = "trump"
    GRAND = "grand"
    MISERE = "misere"
    BOLSHEVIK = "bolshevik"
    DICTATOR = "dictator"
    THROWN_IN = "thrown_in"

    def __str__(self) -> str:
        return self.value


class Choice(Enum):
    """A choice between named options: a bolshevik bidder's when several bid in the same round (play or
    yield); in puupää the top bidder's, who lifts or gives first (themself or the dummy)."""

    # Members are singletons compared by identity: hash by identity too (C speed; Enum's own hash
    # is a Python-level call, and these are dictionary keys on the engine's hot path).
    __hash__ = object.__hash__

    PLAY = "play"
    YIELD = "yield"
    SELF = "self"
    DUMMY = "dummy"

    def __str__(self) -> str:
        return self.value


Action = Call | Card | Choice

EXCHANGE_PHASES: Final = frozenset(
    {
        Phase.PASS_EXCHANGE,
        Phase.PACKET,
        Phase.RESPONDER_GIVES,
        Phase.RETURN_PACKET,
        Phase.BOLSHEVIK_GIVES,
        Phase.DEFENDERS_EXCHANGE,
    }
)
PACKET_PHASES: Final = frozenset({Phase.PACKET, Phase.RETURN_PACKET})
BID_PHASES: Final = frozenset({Phase.AUCTION, Phase.CONTINUATION})


@dataclass(frozen=True, slots=True)
class Exchange:
    """Cards given face down: ``cards`` top first for a packet, one card otherwise."""

    phase: Phase
    giver: Seat
    recipient: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AceFall:
    """An ace played to a trick: its trick number, the card, who won the trick and who played the ace.

    At the table the played cards lie in front of their players (*Pelin eteneminen*), so who
    dropped an ace is seen as well as who took it.
    """

    trick: int
    card: Card
    winner: Seat
    played_by: Seat


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a finished deal."""

    game: GameType
    contract: Bid | None
    declarer: Seat | None
    doubling: Doubling
    doubled_by: frozenset[Seat]
    tricks: tuple[int, int, int, int]
    aces: tuple[AceFall, ...]
    score: ContractScore | PassScore | BolshevikScore | None

    def pair_tricks(self, pair: Pair) -> int:
        a, b = pair.seats
        return self.tricks[a] + self.tricks[b]

    def points(self) -> dict[Seat, int]:
        """Each seat's points from this deal (pair games: both partners the pair's score)."""
        sc = self.score
        if sc is None:
            return {s: 0 for s in SEATS}
        if isinstance(sc, BolshevikScore):
            return dict(sc.players)
        if isinstance(sc, PassScore):
            return {s: sc.for_pair(s.pair) for s in SEATS}
        assert self.declarer is not None
        mine = self.declarer.pair
        return {s: sc.declarers if s.pair is mine else sc.defenders for s in SEATS}


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one player may know: own cards, public calls, shown cards, the last two tricks."""

    seat: Seat
    form: Form
    dealer: Seat
    phase: Phase
    to_act: Seat | None
    hand: tuple[Card, ...]
    middle: tuple[Card, ...]
    received: tuple[Exchange, ...]
    given: tuple[Exchange, ...]
    packet_so_far: tuple[Card, ...]
    auction: tuple[tuple[Seat, Call], ...]
    continuation: tuple[tuple[Seat, Call], ...]
    doubling: tuple[tuple[Seat, Call], ...]
    contract: Bid | None
    declarer: Seat | None
    current_trick: tuple[tuple[Seat, Card], ...]
    previous_trick: Trick | None
    #: The finished tricks the seat may look at (*Pelin eteneminen*: the current trick and the previous
    #: one; a finished trick stays "current" until the next trick's first card is shown).  So before
    #: the next lead this is the last two finished tricks, after it only the last one.
    visible_tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int, int, int]
    aces: tuple[AceFall, ...]


def illegal(reason: str, message: str, **params: Any) -> IllegalActionError:
    return IllegalActionError(message, code="illegal_" + reason, reason=reason, **params)
