"""A whole deal as a phase machine: deal → auction → exchanges → bidding → doubles → play → score.

``State`` is immutable from the outside: :meth:`State.apply` is the only way
forward and returns a new state; an illegal action raises
:class:`~trainer.errors.IllegalActionError` (with a stable ``reason``) and
leaves the state as it was.  :meth:`State.legal_actions` lists what the
player to act may do.  Combinations (a four-card packet in a chosen order)
are chosen one card at a time, top card first.

Actions are :class:`~trainer.bids.Call` objects (``PASS``, bids, ``DOUBLE``,
``REDOUBLE``), :class:`~trainer.cards.Card` objects (a card to give or to
play) and :class:`Choice` (which bolshevik bidder plays).

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

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from trainer.bids import (
    BOLSHEVIK,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    Double,
    Form,
    Pass,
    Redouble,
    Strain,
    bids_in_order,
    lowest_legal_level,
)
from trainer.cards import SUIT_MASKS, Card, Rank, Suit, cards_of, mask_of
from trainer.dealing import Deal
from trainer.errors import IllegalActionError
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
from trainer.play import Trick, legal_mask, trick_winner
from trainer.rules import Rules, rules_for
from trainer.scoring import (
    BolshevikScore,
    ContractScore,
    Doubling,
    PassScore,
    score_bolshevik,
    score_contract,
    score_passimisaari,
)
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

# Precomputed legal call lists: index i = position of the current highest bid in bids_in_order.
_BID_POS: Final[dict[Form, dict[Bid, int]]] = {
    f: {b: i for i, b in enumerate(bids_in_order(f))} for f in Form
}
_LEGAL_CALLS: Final[dict[Form, list[tuple[Call, ...]]]] = {
    f: [(PASS, *bids_in_order(f)[i:]) for i in range(len(bids_in_order(f)) + 1)] for f in Form
}
_DICTATOR_CALLS: Final[tuple[Call, ...]] = (
    PASS,
    *tuple(Bid(7, s) for s in (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.GRAND)),
)
_LEFT: Final = (Seat.B, Seat.C, Seat.D, Seat.A)


class State:
    """One deal in progress.  Create with :meth:`new`; advance with :meth:`apply`."""

    # Attributes are set in new()/apply() copies; treat them as read-only.
    rules: Rules
    form: Form
    deal: Deal
    dealer: Seat
    phase: Phase
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
        s = object.__new__(cls)
        d = s.__dict__
        d.update(
            rules=rules,
            form=deal.form,
            deal=deal,
            dealer=deal.dealer,
            phase=Phase.AUCTION,
            to_act=deal.dealer,
            hands=tuple(mask_of(h) for h in deal.hands),
            calls=(),
            highest=None,
            highest_by=None,
            passes=0,
            pair_opening=(None, None),
            game=None,
            lifter=None,
            middle_shown=False,
            exchanges=(),
            packet=(),
            queue=(),
            continuation=(),
            contract=None,
            declarer=None,
            defenders_exchange=None,
            doubling_calls=(),
            double_queue=(),
            doubled_by=frozenset(),
            redoubled=False,
            tricks=(),
            current=(),
            leader=None,
            trump=None,
            won=(0, 0, 0, 0),
            aces=(),
            candidates=(),
            bolshevik_barred=frozenset(bolshevik_barred),
            bolshevik_forced=bolshevik_forced,
            _log=None,
            result=None,
        )
        if deal.form is not Form.BOLSEVIKIT and (bolshevik_barred or bolshevik_forced is not None):
            raise _illegal("not_bolsevikit", "bolshevik set options only apply to bolsevikit")
        if bolshevik_forced is not None and bolshevik_forced in bolshevik_barred:
            raise _illegal(
                "forced_and_barred",
                f"{bolshevik_forced} cannot both have played and be forced to bid a bolshevik",
                seat=str(bolshevik_forced),
            )
        return s

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("State is immutable; use apply()")

    def _set(self, **kw: Any) -> None:
        self.__dict__.update(kw)

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

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.DONE

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        return cards_of(self.hands[seat])

    @property
    def main_pair(self) -> Pair | None:
        if self.lifter is None or self.form is Form.BOLSEVIKIT:
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
        ph = self.phase
        if ph is Phase.PLAY:
            current = self.current
            return cards_of(legal_mask(self.hands[self.to_act], current[0].suit if current else None))  # type: ignore[index]
        if ph in _EXCHANGE_PHASES:
            return cards_of(self.hands[self.to_act])  # type: ignore[index]
        if ph is Phase.AUCTION:
            return self._auction_calls()
        if ph is Phase.CONTINUATION:
            return self._continuation_calls()
        if ph is Phase.DOUBLING:
            if self.game is GameType.BOLSHEVIK or self.game is GameType.DICTATOR:
                return (PASS, REDOUBLE) if self.to_act is self.declarer else (PASS, DOUBLE)
            return (PASS, REDOUBLE) if self.doubled_by else (PASS, DOUBLE)
        if ph is Phase.BOLSHEVIK_CHOICE:
            return (Choice.PLAY,) if len(self.candidates) == 1 else (Choice.PLAY, Choice.YIELD)
        return ()

    def _auction_calls(self) -> tuple[Call, ...]:
        if self.form is Form.BOLSEVIKIT:
            seat = self.to_act
            if seat in self.bolshevik_barred:
                return (PASS,)
            if seat is self.bolshevik_forced and not self._bolshevik_bid_this_round():
                return (BOLSHEVIK,)
            return (PASS, BOLSHEVIK)
        pos = 0 if self.highest is None else _BID_POS[self.form][self.highest] + 1
        return _LEGAL_CALLS[self.form][pos]

    def _continuation_calls(self) -> tuple[Call, ...]:
        if self.form is Form.BOLSEVIKIT:
            return _DICTATOR_CALLS
        assert self.highest is not None
        calls = _LEGAL_CALLS[self.form][_BID_POS[self.form][self.highest] + 1]
        min_level = self.form.min_contract_level
        if self.passes == 3 and self.highest.level < min_level:
            # The pass would end the bidding below the lowest contract: a bid at that level is needed.
            return tuple(c for c in calls[1:] if isinstance(c, Bid) and c.level >= min_level)
        return calls

    def _bolshevik_bid_this_round(self) -> bool:
        return any(isinstance(c, Bid) for _, c in self.calls)

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
        if self.game is GameType.PASSIMISAARI and self.form.has_middle:
            middle_dealt = self.deal.middle[self.dealer.left.turns_to(seat)]
        exchanges = self.exchanges
        packet_phase = self.phase in _PACKET_PHASES
        return Info(
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
            middle_on_table=self.form.has_middle and not self._middle_taken(),
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

    def card_count(self) -> int:
        """Cards accounted for: hands + middle not yet taken + packet in transit + played."""
        n = sum(bin(h).count("1") for h in self.hands)
        if self.form.has_middle and not self._middle_taken():
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
        ph = self.phase
        if ph is Phase.DONE:
            raise _illegal("deal_over", "the deal is over")
        actor = self.to_act
        assert actor is not None
        if seat is not None and seat is not actor:
            raise _illegal(
                "not_your_turn", f"it is {actor}'s turn, not {seat}'s", seat=str(seat), to_act=str(actor)
            )
        new = object.__new__(State)
        new.__dict__.update(self.__dict__)
        if ph is Phase.PLAY:
            if (
                type(action) is not Card
                or not self.hands[actor] & action.bit
                or (self.current and action.suit is not self.current[0].suit)
            ):
                self._want_card(action, actor)  # raises with the reason, or accepts a discard
            new._play(action)  # type: ignore[arg-type]
        elif ph in _EXCHANGE_PHASES:
            new._give(self._want_card(action, actor))
        elif ph is Phase.AUCTION:
            new._auction(self._want_call(action), actor)
        elif ph is Phase.CONTINUATION:
            new._continue(self._want_call(action), actor)
        elif ph is Phase.DOUBLING:
            new._double(self._want_call(action), actor)
        elif ph is Phase.BOLSHEVIK_CHOICE:
            if not isinstance(action, Choice):
                raise _illegal("want_choice", f"choose play or yield, not {action}", action=str(action))
            new._choose(action, actor)
        new.__dict__["_log"] = (self._log, actor, action)
        return new

    def _want_card(self, action: Action, actor: Seat) -> Card:
        if not isinstance(action, Card):
            raise _illegal(
                "want_card", f"{self.phase} needs a card from {actor}, not {action}", action=str(action)
            )
        if not self.hands[actor] & action.bit:
            raise _illegal(
                "not_in_hand", f"{actor} does not hold {action}", card=str(action), seat=str(actor)
            )
        if self.phase is Phase.PLAY and self.current:
            led = self.current[0].suit
            if action.suit != led and self.hands[actor] & SUIT_MASKS[led]:
                raise _illegal(
                    "must_follow",
                    f"{actor} must follow {led.symbol} and cannot play {action}",
                    card=str(action),
                    suit=led.symbol,
                    seat=str(actor),
                )
        return action

    def _want_call(self, action: Action) -> Call:
        if not isinstance(action, Call):
            raise _illegal("want_call", f"{self.phase} needs a call, not {action}", action=str(action))
        return action

    # AUCTION ------------------------------------------------------------------

    def _auction(self, call: Call, actor: Seat) -> None:
        form = self.form
        if form is Form.BOLSEVIKIT:
            self._bolshevik_call(call, actor)
            return
        if isinstance(call, Bid):
            self._check_bid(call)
            rnd = len(self.calls) // 4 + 1
            po = list(self.pair_opening)
            if po[actor.pair] is None:
                po[actor.pair] = (rnd, call)
            self._set(
                highest=call,
                highest_by=actor,
                passes=0,
                pair_opening=(po[0], po[1]),
                calls=(*self.calls, (actor, call)),
                to_act=actor.left,
            )
            return
        if not isinstance(call, Pass):
            raise _illegal("no_double_now", f"{call} is not possible in the auction", call=str(call))
        calls = (*self.calls, (actor, call))
        passes = self.passes + 1
        self._set(calls=calls, passes=passes, to_act=actor.left)
        if self.highest is None and len(calls) == 4:
            self._start_passimisaari()
        elif self.highest is not None and passes == 8:
            self._end_auction()

    def _check_bid(self, bid: Bid) -> None:
        form = self.form
        if bid.level < form.min_opening_level or not bid.beats(self.highest, form):
            lvl = lowest_legal_level(bid.strain, self.highest, form)
            becomes = str(Bid(lvl, bid.strain)) if lvl is not None else None
            if self.highest is None:
                msg = f"{bid} is below the lowest bid in {form} (level {form.min_opening_level})"
            else:
                msg = f"{bid} does not beat {self.highest}"
            if becomes:
                msg += f"; the handbook's correction makes it {becomes}"
            raise _illegal(
                "insufficient",
                msg,
                call=str(bid),
                highest=str(self.highest) if self.highest is not None else None,
                becomes=becomes,
            )

    def _bolshevik_call(self, call: Call, actor: Seat) -> None:
        if isinstance(call, Bid):
            if call != BOLSHEVIK:
                raise _illegal(
                    "bolshevik_only",
                    f"in bolsevikit the only bid is the bolshevik, 7M, not {call}",
                    call=str(call),
                )
            if actor in self.bolshevik_barred:
                raise _illegal(
                    "bolshevik_played",
                    f"{actor} has already played a bolshevik in this set",
                    seat=str(actor),
                )
        elif isinstance(call, Pass):
            if actor is self.bolshevik_forced and not self._bolshevik_bid_this_round():
                raise _illegal(
                    "bolshevik_forced",
                    f"{actor} must bid the bolshevik now: no deals are left",
                    seat=str(actor),
                )
        else:
            raise _illegal("no_double_now", f"{call} is not possible in the auction", call=str(call))
        calls = (*self.calls, (actor, call))
        self._set(calls=calls, to_act=actor.left)
        if len(calls) < 4:
            return
        bidders = tuple(s for s, c in calls if isinstance(c, Bid))
        if not bidders:
            self._set(phase=Phase.DONE, to_act=None, game=GameType.THROWN_IN)
            self._finish()
        elif len(bidders) == 1:
            self._start_bolshevik(bidders[0])
        else:
            self._set(phase=Phase.BOLSHEVIK_CHOICE, candidates=bidders, to_act=bidders[0])

    def _choose(self, choice: Choice, actor: Seat) -> None:
        if choice is Choice.PLAY:
            self._start_bolshevik(actor)
            return
        rest = self.candidates[1:]
        if not rest:
            raise _illegal("last_candidate", f"{actor} is the last bidder and must play", seat=str(actor))
        self._set(candidates=rest, to_act=rest[0])

    def _start_bolshevik(self, player: Seat) -> None:
        hands = list(self.hands)
        hands[player] |= mask_of(self.deal.middle)
        self._set(
            lifter=player,
            declarer=player,
            highest=BOLSHEVIK,
            highest_by=player,
            middle_shown=True,
            hands=tuple(hands),
            phase=Phase.BOLSHEVIK_GIVES,
            queue=((player, player.left), (player, player.partner), (player, player.right)),
            to_act=player,
            candidates=(),
        )

    def _start_passimisaari(self) -> None:
        hands = list(self.hands)
        if self.form.has_middle:
            seat = self.dealer.left
            for c in self.deal.middle:
                hands[seat] |= c.bit
                seat = seat.left
        left = self.dealer.left
        # The dealer's left gives to their partner (the dealer's right), the dealer's
        # partner to the dealer; then the dealer's right answers, then the dealer.
        queue = (
            (left, left.partner),
            (self.dealer.partner, self.dealer),
            (left.partner, left),
            (self.dealer, self.dealer.partner),
        )
        self._set(
            game=GameType.PASSIMISAARI,
            hands=tuple(hands),
            phase=Phase.PASS_EXCHANGE,
            queue=queue,
            to_act=queue[0][0],
        )

    def _end_auction(self) -> None:
        lifter = self.highest_by
        assert lifter is not None
        opening = self.pair_opening[lifter.pair]
        assert opening is not None
        if self.form is Form.ALKUPELIT:
            rnd, first = opening
            hands = list(self.hands)
            hands[lifter] |= mask_of(self.deal.middle)
            self._set(
                lifter=lifter,
                middle_shown=True,
                hands=tuple(hands),
                defenders_exchange=not (rnd == 1 and first.level >= 6),
                phase=Phase.PACKET,
                queue=((lifter, lifter.partner),),
                to_act=lifter,
            )
        else:  # kotkat
            self._set(
                lifter=lifter,
                defenders_exchange=False,
                phase=Phase.PACKET,
                queue=((lifter, lifter.partner),),
                to_act=lifter,
            )

    # EXCHANGES ----------------------------------------------------------------

    def _give(self, card: Card) -> None:
        giver, recipient = self.queue[0]
        hands = list(self.hands)
        hands[giver] &= ~card.bit
        ph = self.phase
        if ph in _PACKET_PHASES:
            packet = (*self.packet, card)
            if len(packet) < 4:
                self._set(hands=tuple(hands), packet=packet)
                return
            hands[recipient] |= mask_of(packet)
            self._set(
                hands=tuple(hands),
                packet=(),
                exchanges=(*self.exchanges, Exchange(ph, giver, recipient, packet)),
            )
            self._after_exchange_step()
            return
        hands[recipient] |= card.bit
        self._set(hands=tuple(hands), exchanges=(*self.exchanges, Exchange(ph, giver, recipient, (card,))))
        self._after_exchange_step()

    def _after_exchange_step(self) -> None:
        queue = self.queue[1:]
        if queue:
            self._set(queue=queue, to_act=queue[0][0])
            return
        ph = self.phase
        lifter = self.lifter
        if ph is Phase.PACKET:
            assert lifter is not None
            p = lifter.partner
            if self.form is Form.ALKUPELIT:
                q = ((p, p.left), (p, p.partner), (p, p.right))
                self._set(phase=Phase.RESPONDER_GIVES, queue=q, to_act=p)
            else:
                self._set(phase=Phase.RETURN_PACKET, queue=((p, lifter),), to_act=p)
        elif ph in (Phase.RESPONDER_GIVES, Phase.RETURN_PACKET) or ph is Phase.BOLSHEVIK_GIVES:
            assert lifter is not None
            self._set(phase=Phase.CONTINUATION, queue=(), passes=0, to_act=lifter)
        elif ph is Phase.PASS_EXCHANGE:
            d = self.dealer
            self._set(queue=(), phase=Phase.DOUBLING, double_queue=(d, d.left, d.partner, d.right), to_act=d)
        elif ph is Phase.DEFENDERS_EXCHANGE:
            self._start_doubling()

    # CONTINUATION -------------------------------------------------------------

    def _continue(self, call: Call, actor: Seat) -> None:
        lifter = self.lifter
        assert lifter is not None and self.highest is not None
        if self.form is Form.BOLSEVIKIT:
            if isinstance(call, Bid) and call not in _DICTATOR_CALLS:
                raise _illegal(
                    "not_dictator",
                    f"the bolshevik player may stay in 7M (pass) or call 7♠..7♥ or 7G, not {call}",
                    call=str(call),
                )
            if not isinstance(call, (Bid, Pass)):
                raise _illegal("no_double_now", f"{call} is not possible now", call=str(call))
            contract = call if isinstance(call, Bid) else BOLSHEVIK
            self._set(
                continuation=(*self.continuation, (actor, call)),
                contract=contract,
                declarer=lifter,
                game=GameType.BOLSHEVIK if contract.strain is Strain.MISERE else GameType.DICTATOR,
                trump=contract.trump,
            )
            self._set(
                phase=Phase.DOUBLING,
                double_queue=(lifter.right, lifter.left, lifter.partner),
                to_act=lifter.right,
            )
            return
        # A pass now would end the bidding below the lowest final contract: only a bid at that level will do.
        must_reach_min = self.passes == 3 and self.highest.level < self.form.min_contract_level
        if isinstance(call, Bid):
            self._check_bid(call)
            if must_reach_min and call.level < self.form.min_contract_level:
                raise self._contract_too_low(actor)
            self._set(
                highest=call,
                highest_by=actor,
                passes=0,
                continuation=(*self.continuation, (actor, call)),
                to_act=actor.partner,
            )
            return
        if not isinstance(call, Pass):
            raise _illegal("no_double_now", f"{call} is not possible in continuation bidding", call=str(call))
        if must_reach_min:
            raise self._contract_too_low(actor)
        passes = self.passes + 1
        self._set(passes=passes, continuation=(*self.continuation, (actor, call)), to_act=actor.partner)
        if passes == 4:
            contract = self.highest
            declarer = self.highest_by
            assert declarer is not None
            game = {"misere": GameType.MISERE, "grand": GameType.GRAND, "trump": GameType.TRUMP}[
                contract.game
            ]
            self._set(contract=contract, declarer=declarer, game=game, trump=contract.trump)
            if self.defenders_exchange:
                first = declarer.left
                self._set(
                    phase=Phase.DEFENDERS_EXCHANGE,
                    queue=((first, first.partner), (first.partner, first)),
                    to_act=first,
                )
            else:
                self._start_doubling()

    def _contract_too_low(self, actor: Seat) -> IllegalActionError:
        min_level = self.form.min_contract_level
        return _illegal(
            "contract_too_low",
            f"{self.highest} is below the lowest final contract in {self.form} (level {min_level}) and "
            f"the bidding would end: {actor} must bid at level {min_level} or higher",
            highest=str(self.highest),
            min_level=min_level,
        )

    # DOUBLING -----------------------------------------------------------------

    def _start_doubling(self) -> None:
        d = self.declarer
        assert d is not None
        self._set(phase=Phase.DOUBLING, queue=(), double_queue=(d.left, d.right), to_act=d.left)

    def _double(self, call: Call, actor: Seat) -> None:
        calls = (*self.doubling_calls, (actor, call))
        queue = self.double_queue[1:]
        bolshevik = self.game is GameType.BOLSHEVIK or self.game is GameType.DICTATOR
        if isinstance(call, Double):
            if bolshevik:
                if actor is self.declarer:
                    raise _illegal("player_cannot_double", "the bolshevik player may only redouble")
                # Every defender doubles for themself; the round goes on.
                self._set(doubling_calls=calls, doubled_by=self.doubled_by | {actor})
                self._next_double(queue, calls)
                return
            if self.doubled_by:
                raise _illegal("already_doubled", "the game is already doubled; only a redouble is possible")
            self._set(doubling_calls=calls, doubled_by=frozenset({actor}))
            self._next_double((actor.left, actor.left.partner), calls)
            return
        if isinstance(call, Redouble):
            if not self.doubled_by:
                raise _illegal("nothing_to_redouble", "there is no double to redouble")
            if bolshevik and actor is not self.declarer:
                raise _illegal("defender_cannot_redouble", "only the bolshevik player may redouble")
            self._set(doubling_calls=calls, redoubled=True)
            self._start_play()
            return
        if not isinstance(call, Pass):
            raise _illegal(
                "want_double_call", f"in the doubling say pass, X or XX, not {call}", call=str(call)
            )
        self._set(doubling_calls=calls)
        self._next_double(queue, calls)

    def _next_double(self, queue: tuple[Seat, ...], calls: tuple[tuple[Seat, Call], ...]) -> None:
        if queue:
            self._set(double_queue=queue, to_act=queue[0])
            return
        player = self.declarer
        if (
            self.game in (GameType.BOLSHEVIK, GameType.DICTATOR)
            and self.doubled_by
            and player is not None
            and all(s is not player for s, _ in calls)
        ):
            self._set(double_queue=(player,), to_act=player)
            return
        self._start_play()

    # PLAY -----------------------------------------------------------------------

    def _start_play(self) -> None:
        if self.game is GameType.PASSIMISAARI:
            leader = self.dealer.left
        elif self.game in (GameType.BOLSHEVIK, GameType.DICTATOR):
            assert self.declarer is not None
            leader = self.declarer.right
        else:
            assert self.declarer is not None
            leader = self.declarer.left
        self._set(phase=Phase.PLAY, double_queue=(), leader=leader, to_act=leader)

    def _play(self, card: Card) -> None:
        # The hottest path of the engine: plain dict writes, no helper calls for the first three cards.
        d = self.__dict__
        actor: Seat = d["to_act"]
        hands = list(d["hands"])
        hands[actor] &= ~card.bit
        current = (*d["current"], card)
        if len(current) < 4:
            d["hands"] = (hands[0], hands[1], hands[2], hands[3])
            d["current"] = current
            d["to_act"] = _LEFT[actor]
            return
        leader: Seat = d["leader"]
        winner = trick_winner(current, leader, d["trump"])
        number = len(d["tricks"]) + 1
        won = list(d["won"])
        won[winner] += 1
        if any(c.rank is Rank.ACE for c in current):
            d["aces"] = d["aces"] + tuple(
                AceFall(number, c, winner, leader.next(i))
                for i, c in enumerate(current)
                if c.rank is Rank.ACE
            )
        d["hands"] = (hands[0], hands[1], hands[2], hands[3])
        d["current"] = ()
        d["tricks"] = (
            *d["tricks"],
            Trick(number, leader, (current[0], current[1], current[2], current[3]), winner),
        )
        d["won"] = (won[0], won[1], won[2], won[3])
        d["leader"] = winner
        d["to_act"] = winner
        if number == 13:
            self._set(phase=Phase.DONE, to_act=None)
            self._finish()

    def _finish(self) -> None:
        game = self.game
        assert game is not None
        doubling = (
            Doubling.REDOUBLED if self.redoubled else Doubling.DOUBLED if self.doubled_by else Doubling.NONE
        )
        score: ContractScore | PassScore | BolshevikScore | None
        if game is GameType.THROWN_IN:
            score = None
        elif game is GameType.PASSIMISAARI:
            ac = self.won[0] + self.won[2]
            score = score_passimisaari(ac, doubling, [(a.trick, a.winner.pair) for a in self.aces])
        elif game in (GameType.BOLSHEVIK, GameType.DICTATOR):
            assert self.contract is not None and self.declarer is not None
            p = self.declarer
            score = score_bolshevik(
                self.contract,
                p,
                self.won[p],
                self.doubled_by,
                self.redoubled,
                [(a.trick, a.winner is p) for a in self.aces] if game is GameType.BOLSHEVIK else [],
            )
        else:
            assert self.contract is not None and self.declarer is not None
            pair = self.declarer.pair
            a, b = pair.seats
            score = score_contract(
                self.contract,
                self.won[a] + self.won[b],
                doubling,
                [(x.trick, x.winner.pair is pair) for x in self.aces] if game is GameType.MISERE else [],
            )
        self._set(
            result=Result(
                game=game,
                contract=self.contract,
                declarer=self.declarer,
                doubling=doubling,
                doubled_by=self.doubled_by,
                tricks=self.won,
                aces=self.aces,
                score=score,
            )
        )


def new_state(deal: Deal, **kwargs: Any) -> State:
    """Shorthand for :meth:`State.new`."""
    return State.new(deal, **kwargs)


def replay(deal: Deal, actions: Sequence[Action], **kwargs: Any) -> State:
    """Apply ``actions`` in order from the start of ``deal``; raises at the first illegal one."""
    s = State.new(deal, **kwargs)
    for a in actions:
        s = s.apply(a)
    return s
