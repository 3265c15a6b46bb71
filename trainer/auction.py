"""Checking a written initial auction, as a teacher or a club player would.

Runs the calls through the phase machine's AUCTION phase (the cards do not
matter for legality, so a fixed deal of the right form is used) and applies
the handbook's correction of an insufficient bid (*Sääntörikkomuksista*: the
strain stays and the level is raised to the lowest legal one), reporting each
correction.  Processing stops at the first call that is illegal even after
correction (a call after the end, a double in the auction, a bid that no
level can make sufficient, a non-bolshevik bid in bolsevikit).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from trainer.bids import Bid, Call, Form, bid, lowest_legal_level
from trainer.cards import Card
from trainer.dealing import deal
from trainer.errors import IllegalActionError, NotationError
from trainer.rules import rules_for
from trainer.seats import Pair, Seat
from trainer.state import Phase, State


@dataclass(frozen=True)
class Correction:
    index: int
    call: Call
    becomes: Call


@dataclass(frozen=True)
class AuctionError:
    index: int
    call: str
    reason: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class AuctionReport:
    form: Form
    dealer: Seat
    calls: tuple[Call, ...]
    over: bool
    passimisaari: bool
    highest: Bid | None
    highest_by: Seat | None
    lifter: Seat | None
    main_pair: Pair | None
    next: Seat | None
    defenders_exchange: bool | None
    rounds: int
    corrections: tuple[Correction, ...]
    errors: tuple[AuctionError, ...]
    state: State

    def to_json(self) -> dict[str, Any]:
        return {
            "calls": [str(c) for c in self.calls],
            "over": self.over,
            "passimisaari": self.passimisaari,
            "highest": str(self.highest) if self.highest is not None else None,
            "lifter": str(self.lifter) if self.lifter is not None else None,
            "main_pair": str(self.main_pair) if self.main_pair is not None else None,
            "next": str(self.next) if self.next is not None else None,
            "defenders_exchange": self.defenders_exchange,
            "corrections": [
                {"index": c.index, "call": str(c.call), "becomes": str(c.becomes)} for c in self.corrections
            ],
            "errors": [{"index": e.index, "call": e.call, "reason": e.reason} for e in self.errors],
        }


_SPLIT = re.compile(r"[\s,;]+")
_WORD_AFTER_LEVEL = re.compile(r"^[^\d\s]")


def split_calls(text: str | Sequence[str]) -> list[str]:
    """Split calls written with spaces, commas or semicolons.

    A level followed by a word is one call: ``3 grandi``, ``6 misääri``.
    """
    raw = [t for part in ([text] if isinstance(text, str) else text) for t in _SPLIT.split(part) if t]
    out: list[str] = []
    for tok in raw:
        if (
            out
            and out[-1].isdigit()
            and _WORD_AFTER_LEVEL.match(tok)
            and tok.lower() not in ("p", "pass", "x", "xx")
        ):
            out[-1] += " " + tok
        else:
            out.append(tok)
    return out


def parse_calls(text: str | Sequence[str]) -> list[Call]:
    """Parse calls; raises NotationError naming the position (1-based) of a bad one."""
    out: list[Call] = []
    for i, tok in enumerate(split_calls(text)):
        try:
            out.append(Call.parse(tok))
        except NotationError as e:
            raise NotationError(
                f"call {i + 1}: {e.message}", code="bad_call", text=tok, position=i + 1
            ) from e
    return out


def check_auction(form: Form, dealer: Seat, calls: Sequence[Call]) -> AuctionReport:
    """Run ``calls`` from the dealer; see the module docstring."""
    s = State.new(deal(form, dealer, seed=0))
    done: list[Call] = []
    corrections: list[Correction] = []
    errors: list[AuctionError] = []
    for i, call in enumerate(calls):
        if s.phase is not Phase.AUCTION:
            errors.append(
                AuctionError(i, str(call), "auction_over", f"the auction is already over before {call}")
            )
            break
        actual = call
        if isinstance(call, Bid) and form is not Form.BOLSEVIKIT and not _sufficient(s, call):
            lvl = lowest_legal_level(call.strain, s.highest, form)
            if lvl is not None:
                actual = bid(lvl, call.strain)
                corrections.append(Correction(i, call, actual))
        try:
            s = s.apply(actual)
        except IllegalActionError as e:
            errors.append(
                AuctionError(i, str(call), str(e.params.get("reason", e.code)), e.message, dict(e.params))
            )
            break
        done.append(actual)
    over = s.phase is not Phase.AUCTION
    passimisaari = s.phase is Phase.PASS_EXCHANGE
    lifter = s.lifter if over and not passimisaari else None
    return AuctionReport(
        form=form,
        dealer=dealer,
        calls=tuple(done),
        over=over,
        passimisaari=passimisaari,
        highest=s.highest,
        highest_by=s.highest_by,
        lifter=lifter,
        main_pair=lifter.pair if lifter is not None and form is not Form.BOLSEVIKIT else None,
        next=s.to_act if not over else None,
        defenders_exchange=s.defenders_exchange
        if form is Form.ALKUPELIT and over and not passimisaari
        else None,
        rounds=(len(done) + 3) // 4,
        corrections=tuple(corrections),
        errors=tuple(errors),
        state=s,
    )


def _sufficient(s: State, call: Bid) -> bool:
    return call.level >= s.form.min_opening_level and call.beats(s.highest, s.form)


def bidding_state(form: Form, dealer: Seat, seat: Seat, hand: Sequence[Card], calls: Sequence[Call]) -> State:
    """The state in which ``seat``, holding ``hand``, is to call after ``calls`` in the initial auction.

    For a bidding example that shows one hand (a lesson question, a drill from the handbook, the
    command line's ``advise``): the rest is dealt at random, and the conventions read only that seat's
    view.  Raises NotationError ``bad_hand_size`` for a hand that is not a whole hand of ``form``
    (filling it up at random would change the example), and IllegalActionError for calls that read but
    that the rules do not allow here: a call the state refuses (its code and reason, and ``index``, the
    call's 1-based place), ``auction_over`` for a call after the end of the initial auction (``index``,
    ``call``) and ``not_their_turn`` when the calls end on another seat's turn (``seat``; ``to_act``
    unless the initial auction is over).
    """
    from trainer.dealing import complete_deal

    size = rules_for(form).hand_size
    if len(hand) != size:
        raise NotationError(
            f"the hand has {len(hand)} cards; {form} deals {size}",
            code="bad_hand_size",
            count=len(hand),
            expected=size,
        )
    s = State.new(complete_deal(form, dealer, {seat: hand}))
    for i, call in enumerate(calls, 1):
        if s.phase is not Phase.AUCTION:
            raise IllegalActionError(
                f"call {i} ({call}) comes after the end of the initial auction",
                code="auction_over",
                index=i,
                call=str(call),
            )
        try:
            s = s.apply(call)
        except IllegalActionError as e:
            raise IllegalActionError(
                f"call {i} ({call}): {e.message}", code=e.code, **{**e.params, "index": i}
            ) from e
    if s.phase is not Phase.AUCTION or s.to_act is not seat:
        to_act = s.to_act if s.phase is Phase.AUCTION else None
        if to_act is None:
            raise IllegalActionError("the initial auction is over", code="not_their_turn", seat=str(seat))
        raise IllegalActionError(
            f"after the auction it is {to_act}'s turn, not {seat}'s",
            code="not_their_turn",
            seat=str(seat),
            to_act=str(to_act),
        )
    return s
