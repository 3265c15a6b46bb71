"""A whole deal as a phase machine: deal → auction → exchanges → bidding → doubles → play → score.

``State`` is immutable from the outside: :meth:`State.apply` is the only way
forward and returns a new state.  :meth:`State.legal_actions` lists what the
player to act may do; any other action raises
:class:`~trainer.errors.IllegalActionError` (with a stable ``reason``, from
:func:`trainer.legality.why_illegal`, the one place the reasons are written)
and leaves the state as it was.  Combinations (a four-card packet in a chosen
order) are chosen one card at a time, top card first.

Actions are :class:`~trainer.bids.Call` objects (``PASS``, bids, ``DOUBLE``,
``REDOUBLE``), :class:`~trainer.cards.Card` objects (a card to give or to
play) and :class:`Choice` (which bolshevik bidder plays).

Where things live: the facts that depend on the form or variant (hand size, call order, lowest
levels, who leads, the give order, whether the defenders exchange) are in one
:class:`~trainer.rules.Rules` value (``State.rules``); what each phase does is in a phase module of
:mod:`trainer.phases`, reached through the procedure table that ``Rules.procedure`` names.  This
class keeps the data of a deal in progress, the queries, what a seat may see (:meth:`State.view`)
and know (:meth:`State.info`), and the one entry point :meth:`State.apply`.

Handbook sections, by phase (see ``docs/rules.md`` for the readings chosen):

* AUCTION — *Maalaukset*, *Alkumaalaukset*, *KOTKAT / Maalaukset*,
  *BOLSEVIKIT / Maalaukset*.  The dealer calls first and each bidding round
  starts with the dealer.  If all four pass in round 1 the deal is a
  passimisääri.  Otherwise the auction ends when every player has passed
  twice in a row (DECISION: the 8th consecutive pass after the last bid).
  Bolsevikit: one round in which each player passes or bids the bolshevik
  (7 misère); several may bid, the first bidder chooses who plays.  In a
  bolshevik set a player who has played theirs may only pass, and a player
  who is out of deals must bid unless someone already bid this round.
* Painted alkupelit (*Pääpelaajien korttien vaihdot*): the lifter (maker of
  the highest bid, *nostomaalaus*) shows the four middle cards and takes
  them, gives four cards to partner in an order (PACKET), and partner gives
  one card to each other player, clockwise from their left (RESPONDER_GIVES).
* Kotkat (*KOTKAT / Korttien vaihdot*): the top bidder gives four cards to
  partner (PACKET) and gets four back (RETURN_PACKET); both in an order.
* Bolsevikit (*Korttien ylianto*): the player shows and takes the middle
  cards and gives one card to each other player (BOLSHEVIK_GIVES), then makes
  the final call: stay in 7 misère or call a dictator, 7 trump or 7 grand.
* Passimisääri (*Passimisääri / Korttien vaihdot*): in alkupelit the dealer
  deals the middle cards face down, one each, clockwise from their left;
  each pair then exchanges one card: the dealer's left and the dealer's
  partner give first, their partners give back (PASS_EXCHANGE).
* CONTINUATION (*Jatkomaalaukset*): only the two main players, the lifter
  (top bidder) first, alternately, until both have passed twice in a row
  (DECISION: 4 consecutive passes).  DECISION: a pass that would end the
  bidding below the form's lowest final contract is not allowed; that player
  must bid at the lowest contract level or higher.
* DEFENDERS_EXCHANGE (*Sivupelaajien korttien vaihdot*): alkupelit only,
  unless the main pair's own first bid came in round 1 at level 6 or 7; the
  defender on the declarer's left gives first, partner gives back.
* DOUBLING (*Koputukset ja vastakoputukset*, passimisääri and bolsevikit
  variants): painted games: the defender on the declarer's left, then
  partner; after a double the main player on the doubler's left, then
  partner, may redouble.  Passimisääri: from the dealer clockwise until
  someone doubles; then the doubler's left, then that player's partner.
  Bolsevikit: the niskamies (the player's right), then the other defenders
  clockwise, each for themself; then the player may redouble.
* PLAY (*Pelin eteneminen*, *Avauslyönti*): the declarer's left leads
  (passimisääri: the dealer's left; bolsevikit: the niskamies).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Final

from trainer.bids import (
    Bid,
    Call,
    Form,
)
from trainer.cards import _CHUNKS, SUIT_MASKS, Card, Suit, cards_of
from trainer.dealing import Deal
from trainer.game import EXCHANGE_PHASES as _EXCHANGE_PHASES
from trainer.game import PACKET_PHASES as _PACKET_PHASES
from trainer.game import (
    AceFall,
    Action,
    Choice,
    Exchange,
    GameType,
    Phase,
    Result,
    SeatView,
    illegal,
)
from trainer.legality import why_illegal as _why_illegal
from trainer.phases import Handler, procedure
from trainer.phases import auction as _auction
from trainer.phases import play as _play
from trainer.phases import puupaa as _puupaa
from trainer.play import Trick
from trainer.rules import Rules, rules_for
from trainer.seats import Pair, Seat

if TYPE_CHECKING:
    from trainer.info import Info


__all__ = [
    "AceFall",
    "Action",
    "Choice",
    "Exchange",
    "GameType",
    "Phase",
    "Result",
    "SeatView",
    "State",
    "new_state",
    "replay",
]

_illegal = illegal

# The hot paths read these often: a module constant costs a fraction of an Enum class attribute lookup.
_PLAY: Final = Phase.PLAY
_DONE: Final = Phase.DONE
_BIT: Final = attrgetter("bit")
_new_object: Final = object.__new__
_A, _B, _C, _D = Seat.A, Seat.B, Seat.C, Seat.D
_LEFT: Final = (_B, _C, _D, _A)


class State:
    """One deal in progress.  Create with :meth:`new`; advance with :meth:`apply`."""

    # Attributes are set in new()/apply() copies; treat them as read-only.
    rules: Rules
    form: Form
    deal: Deal
    dealer: Seat
    phase: Phase
    #: ``phase is Phase.DONE``, kept as data (the loop of every caller reads it once per action).
    is_over: bool
    to_act: Seat | None
    hands: tuple[int, int, int, int]
    calls: tuple[tuple[Seat, Call], ...]
    highest: Bid | None
    highest_by: Seat | None
    passes: int
    pair_opening: tuple[tuple[int, Bid] | None, tuple[int, Bid] | None]
    game: GameType | None
    lifter: Seat | None
    middle_shown: bool
    exchanges: tuple[Exchange, ...]
    packet: tuple[Card, ...]
    queue: tuple[tuple[Seat, Seat], ...]
    continuation: tuple[tuple[Seat, Call], ...]
    contract: Bid | None
    declarer: Seat | None
    defenders_exchange: bool | None
    doubling_calls: tuple[tuple[Seat, Call], ...]
    double_queue: tuple[Seat, ...]
    doubled_by: frozenset[Seat]
    redoubled: bool
    tricks: tuple[Trick, ...]
    current: tuple[Card, ...]
    leader: Seat | None
    trump: Suit | None
    won: tuple[int, int, int, int]
    aces: tuple[AceFall, ...]
    candidates: tuple[Seat, ...]
    bolshevik_barred: frozenset[Seat]
    bolshevik_forced: Seat | None
    _log: tuple[Any, Seat, Action] | None  # (previous log, actor, action): shared, never copied
    _procedure: Mapping[Phase, Handler]  # the phase handlers of ``rules`` (trainer.phases)
    # The calls open above each highest bid (None: no bid yet) in ``rules``: trainer.phases.auction's table.
    _calls_above: Mapping[Bid | None, tuple[Action, ...]]
    # ``_calls_above[highest]``, the calls open now in the auction and the continuation (pass and every bid
    # above the highest), kept as data: the phases that set ``highest`` set it too, so the legal calls are a
    # field read, not a lookup hashing a Bid (tests/test_legality.py checks the two agree).
    _open_calls: tuple[Action, ...]
    puupaa: _puupaa.DummyState | None  # the dummy of a puupää deal (trainer.phases.puupaa), else None
    result: Result | None

    # --- construction -------------------------------------------------------

    @classmethod
    def new(
        cls,
        deal: Deal,
        *,
        rules: Rules | None = None,
        bolshevik_barred: frozenset[Seat] = frozenset(),
        bolshevik_forced: Seat | None = None,
    ) -> State:
        """The state right after ``deal``.

        Bolsevikit only: ``bolshevik_barred`` are players who have already
        played their bolshevik in this set (they may only pass) and
        ``bolshevik_forced`` a player who must bid it now (*BOLSEVIKIT*).
        """
        if rules is None:
            rules = rules_for(deal.form)
        elif rules.form is not deal.form:
            # A programming error (the caller paired the wrong rules with a deal), never a user's input.
            raise ValueError(f"the rules are for {rules.form} but the deal is {deal.form}")
        # A Deal holds every card once, so the sum of a hand's bits is its mask.
        h = deal.hands
        d = _FRESH.copy()  # the fields that start the same in every deal (below the class)
        d["rules"] = rules
        d["form"] = deal.form
        d["deal"] = deal
        d["dealer"] = d["to_act"] = deal.dealer
        d["hands"] = (sum(map(_BIT, h[0])), sum(map(_BIT, h[1])), sum(map(_BIT, h[2])), sum(map(_BIT, h[3])))
        d["bolshevik_barred"] = frozenset(bolshevik_barred)
        d["bolshevik_forced"] = bolshevik_forced
        d["_procedure"] = procedure(rules)
        d["_calls_above"] = above = _auction.calls_above(rules)
        d["_open_calls"] = above[None]
        s = _new_object(cls)
        _set_dict(s, d)
        if not rules.individual and (bolshevik_barred or bolshevik_forced is not None):
            raise _illegal("not_bolsevikit", "bolshevik set options only apply to bolsevikit")
        if bolshevik_forced is not None and bolshevik_forced in bolshevik_barred:
            raise _illegal(
                "forced_and_barred",
                f"{bolshevik_forced} cannot both have played and be forced to bid a bolshevik",
                seat=str(bolshevik_forced),
            )
        if rules.dummy:  # puupää: the dummy and what each player looked at
            _puupaa.setup(s)
        return s

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("State is immutable; use apply()")

    def _set(self, **kw: Any) -> None:
        d = self.__dict__
        d.update(kw)
        if "phase" in kw:
            d["is_over"] = kw["phase"] is _DONE

    # --- queries -------------------------------------------------------------

    @property
    def history(self) -> tuple[tuple[Seat, Action], ...]:
        """Every action so far, in order, with the seat that took it."""
        out: list[tuple[Seat, Action]] = []
        log = self._log
        while log is not None:
            log, seat, action = log
            out.append((seat, action))
        out.reverse()
        return tuple(out)

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        return cards_of(self.hands[seat])

    @property
    def main_pair(self) -> Pair | None:
        if self.lifter is None or self.rules.individual:
            return None
        return self.lifter.pair

    @property
    def bidding_round(self) -> int:
        """The initial auction's current round, numbered from 1 (each starts with the dealer)."""
        return len(self.calls) // 4 + 1

    def opener(self, pair: Pair) -> Seat | None:
        """The first player of ``pair`` to bid in the initial auction (avaaja)."""
        for seat, call in self.calls:
            if seat.pair is pair and isinstance(call, Bid):
                return seat
        return None

    def responder(self, pair: Pair) -> Seat | None:
        """The opener's partner (vastaaja), once the pair has an opener."""
        o = self.opener(pair)
        return o.partner if o is not None else None

    @property
    def middle(self) -> tuple[Card, ...]:
        return self.deal.middle

    @property
    def recipient(self) -> Seat | None:
        """Who gets the next card in an exchange phase."""
        if self.phase in _EXCHANGE_PHASES and self.queue:
            return self.queue[0][1]
        return None

    @property
    def led_suit(self) -> Suit | None:
        return self.current[0].suit if self.current else None

    def legal_actions(self) -> tuple[Action, ...]:
        """Everything the player to act may do now; empty only when the deal is over."""
        if self.phase is _PLAY:
            # The hot path, inlined: follow suit if able (the same rule as ``trainer.phases.play.cards``).
            hand = self.hands[self.to_act]  # type: ignore[index]
            current = self.current
            if current:
                suit = current[0].suit
                follow = hand & SUIT_MASKS[suit]
                if follow:
                    # The cards of one suit: cards_of's cached chunk of that suit, when it is there.
                    return _CHUNKS[suit][follow >> 13 * suit] or cards_of(follow)
            return cards_of(hand)
        return self._procedure[self.phase].legal(self)

    def view(self, seat: Seat) -> SeatView:
        """What ``seat`` is entitled to see now."""
        prev = self.tricks[-1] if self.tricks else None
        cur: tuple[tuple[Seat, Card], ...] = ()
        if self.current and self.leader is not None:
            cur = tuple((self.leader.next(i), c) for i, c in enumerate(self.current))
        return SeatView(
            seat=seat,
            form=self.form,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=self.hand(seat),
            middle=self.deal.middle if self.middle_shown else (),
            received=tuple(e for e in self.exchanges if e.recipient is seat),
            given=tuple(e for e in self.exchanges if e.giver is seat),
            packet_so_far=self.packet if self.phase in _PACKET_PHASES and self.to_act is seat else (),
            auction=self.calls,
            continuation=self.continuation,
            doubling=self.doubling_calls,
            contract=self.contract,
            declarer=self.declarer,
            current_trick=cur,
            previous_trick=prev,
            visible_tricks=self.tricks[-1:] if self.current else self.tricks[-2:],
            tricks_won=self.won,
            aces=self.aces
            if self.game in (GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK)
            else (),
        )

    def info(self, seat: Seat) -> Info:
        """Everything ``seat`` may know now, with perfect recall (see :mod:`trainer.info`)."""
        from trainer.info import Info, PublicExchange

        cur: tuple[tuple[Seat, Card], ...] = ()
        if self.current and self.leader is not None:
            cur = tuple(zip(self.leader.iter_from(), self.current, strict=False))
        middle_dealt = None
        if self.game is GameType.PASSIMISAARI and self.rules.middle_size > 0:
            middle_dealt = self.deal.middle[self.dealer.left.turns_to(seat)]
        exchanges = self.exchanges
        packet_phase = self.phase in _PACKET_PHASES
        info = Info(
            rules=self.rules,
            seat=seat,
            dealer=self.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=self.hand(seat),
            dealt=self.deal.hands[seat],
            hand_sizes=(
                self.hands[0].bit_count(),
                self.hands[1].bit_count(),
                self.hands[2].bit_count(),
                self.hands[3].bit_count(),
            ),
            middle=self.deal.middle if self.middle_shown else (),
            middle_dealt=middle_dealt,
            middle_on_table=self.rules.middle_size > 0 and not self._middle_taken(),
            auction=self.calls,
            continuation=self.continuation,
            doubling=self.doubling_calls,
            game=self.game,
            contract=self.contract,
            declarer=self.declarer,
            lifter=self.lifter,
            exchanges=tuple(PublicExchange(e.phase, e.giver, e.recipient, len(e.cards)) for e in exchanges),
            given=tuple(e for e in exchanges if e.giver is seat),
            received=tuple(e for e in exchanges if e.recipient is seat),
            packet_so_far=self.packet if packet_phase and self.to_act is seat else (),
            packet_count=len(self.packet) if packet_phase else 0,
            recipient=self.recipient,
            tricks=self.tricks,
            current_trick=cur,
            leader=self.leader,
            trump=self.trump,
            tricks_won=self.won,
            aces=self.aces,
            doubled_by=self.doubled_by,
            redoubled=self.redoubled,
            bolshevik_barred=self.bolshevik_barred,
            bolshevik_forced=self.bolshevik_forced,
            candidates=self.candidates,
            defenders_exchange=self.defenders_exchange,
        )
        # Puupää: a moved player's own dealt cards, and what the player knows of the dummy.
        return info if self.puupaa is None else _puupaa.info(self, seat, info)

    def card_count(self) -> int:
        """Cards accounted for: hands + middle not yet taken + packet in transit + played."""
        n = sum(bin(h).count("1") for h in self.hands)
        if self.rules.middle_size > 0 and not self._middle_taken():
            n += 4
        return n + len(self.packet) + len(self.current) + 4 * len(self.tricks)

    def _middle_taken(self) -> bool:
        return self.middle_shown or self.game is GameType.PASSIMISAARI

    def __repr__(self) -> str:
        return f"<State {self.form} dealer={self.dealer} phase={self.phase} to_act={self.to_act}>"

    # --- applying actions ----------------------------------------------------

    def apply(self, action: Action, seat: Seat | None = None) -> State:
        """Return the state after ``action`` by the player to act.

        ``seat``, if given, must be that player.  Raises IllegalActionError
        (``reason`` in ``params``) without changing this state.
        """
        d = self.__dict__
        actor = d["to_act"]
        ph = d["phase"]
        if ph is _PLAY and type(action) is Card and (seat is None or seat is actor):
            # The hot path, a legal card in the play, inlined.  The test is the play's legality (a card of the
            # hand, following suit if able, *Pelin eteneminen*: the rule of ``trainer.phases.play.cards``), so
            # every legal card, a discard included, takes this path; what follows repeats
            # ``trainer.phases.play.play_card``.  Anything else takes the general path below.
            hands = d["hands"]
            hand = hands[actor]
            current = d["current"]
            if hand & action.bit and (
                not current or action.suit is current[0].suit or not hand & SUIT_MASKS[current[0].suit]
            ):
                nd = d.copy()
                nd["_log"] = (d["_log"], actor, action)
                new = _new_object(State)
                _set_dict(new, nd)
                h0, h1, h2, h3 = hands
                hand ^= action.bit  # the card is in the hand (tested above): take it out
                nd["hands"] = (
                    (hand, h1, h2, h3)
                    if actor is _A
                    else (h0, hand, h2, h3)
                    if actor is _B
                    else (h0, h1, hand, h3)
                    if actor is _C
                    else (h0, h1, h2, hand)
                )
                if len(current) < 3:
                    nd["current"] = (*current, action)
                    nd["to_act"] = _LEFT[actor]
                else:
                    _play.end_trick(new, (*current, action))
                return new
        # Every other action.  What is legal is the phase's list of legal actions (a card: in the giver's
        # hand, the whole list of an exchange; in the play every legal card took the path above); anything
        # else is refused with the reason trainer.legality gives from the acting seat's Info, built only
        # here, on the error path: the one place the engine's refusals are explained.
        if ph is _DONE or (seat is not None and seat is not actor):
            raise _why_illegal(self.info(seat if seat is not None else self.dealer), action)
        handler = d["_procedure"][ph]
        if handler.wants == "card":
            if ph is _PLAY or type(action) is not Card or not d["hands"][actor] & action.bit:
                raise _why_illegal(self.info(actor), action)
        elif action not in handler.legal(self):
            raise _why_illegal(self.info(actor), action)
        nd = d.copy()
        new = _new_object(State)
        _set_dict(new, nd)
        handler.apply(new, action, actor)
        nd["_log"] = (d["_log"], actor, action)
        return new


#: Every field of a new State (:meth:`State.new`), with the values that are the same in every deal; new()
#: fills in the deal's own (rules, form, deal, dealer, to_act, hands, the bolshevik set, the procedure).
_FRESH: Final[dict[str, Any]] = {
    "rules": None,
    "form": None,
    "deal": None,
    "dealer": None,
    "phase": Phase.AUCTION,
    "is_over": False,
    "to_act": None,
    "hands": None,
    "calls": (),
    "highest": None,
    "highest_by": None,
    "passes": 0,
    "pair_opening": (None, None),
    "game": None,
    "lifter": None,
    "middle_shown": False,
    "exchanges": (),
    "packet": (),
    "queue": (),
    "continuation": (),
    "contract": None,
    "declarer": None,
    "defenders_exchange": None,
    "doubling_calls": (),
    "double_queue": (),
    "doubled_by": frozenset(),
    "redoubled": False,
    "tricks": (),
    "current": (),
    "leader": None,
    "trump": None,
    "won": (0, 0, 0, 0),
    "aces": (),
    "candidates": (),
    "bolshevik_barred": frozenset(),
    "bolshevik_forced": None,
    "_log": None,
    "result": None,
    "_procedure": None,
    "_calls_above": None,
    "_open_calls": (),
    "puupaa": None,
}

# Gives a new instance its attribute dict in one step (``State.__setattr__`` refuses everything): the
# setter of the ``__dict__`` slot, cheaper than ``object.__setattr__(s, "__dict__", d)``.
_set_dict: Final[Callable[[State, dict[str, Any]], None]] = State.__dict__["__dict__"].__set__


def new_state(deal: Deal, **kwargs: Any) -> State:
    """Shorthand for :meth:`State.new`."""
    return State.new(deal, **kwargs)


def replay(deal: Deal, actions: Sequence[Action], **kwargs: Any) -> State:
    """Apply ``actions`` in order from the start of ``deal``; raises at the first illegal one."""
    s = State.new(deal, **kwargs)
    for a in actions:
        s = s.apply(a)
    return s
