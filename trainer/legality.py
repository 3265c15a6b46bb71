"""Why an action is not legal: the one place the engine's refusals are explained.

What is legal is each phase's list of legal actions (:meth:`trainer.state.State.legal_actions`, from the
phase handlers of :mod:`trainer.phases`; a card in the play or an exchange by the in-hand and follow-suit
test).  :meth:`trainer.state.State.apply` refuses any other action with the error :func:`why_illegal`
gives from the acting seat's :class:`~trainer.info.Info`, and the conventions grade an action that is not
in a decision point's legal list with the same function, so the engine and the feedback a learner reads
cannot disagree.  Every fact that decides legality is one the acting seat knows (its hand, the led suit,
the calls, the doubles, the bolshevik set, which seat is the dummy), so the function reads only an Info
and imports neither :mod:`trainer.state` nor :mod:`trainer.phases`.  ``tests/test_legality.py`` checks,
for every action on thousands of sampled decisions, that the engine refuses exactly the actions outside
the legal list, and that only a choice of the wrong kind is explained by the fallback ``not_legal``.

The reasons, by handbook section (see ``docs/rules.md`` for the readings chosen):

* any phase: ``deal_over`` (nobody acts after the thirteenth trick or a thrown-in deal) and
  ``not_your_turn`` (an action for a seat that is not the one to act);
* a card where a call or a choice is wanted, and the other way round: ``want_call``, ``want_card``,
  ``want_choice``, ``want_double_call``;
* *Pelin eteneminen*: ``not_in_hand``, and ``must_follow`` (follow suit if able); a card given in an
  exchange must only be in the giver's hand;
* *Maalaukset*, *Alkumaalaukset*, *KOTKAT / Maalaukset* and *Sääntörikkomuksista*: ``insufficient`` (a
  bid that does not beat the highest bid, or is below the form's lowest bid, with the handbook's
  correction: the strain stays and the level rises to the lowest legal one), ``no_double_now``;
* *Jatkomaalaukset*: ``contract_too_low`` (DECISION: a pass that would end the bidding below the form's
  lowest final contract is not allowed);
* *Koputukset ja vastakoputukset*: ``already_doubled``, ``nothing_to_redouble``, and in bolsevikit, each
  for themself, ``player_cannot_double`` and ``defender_cannot_redouble``;
* *BOLSEVIKIT / Maalaukset* and *Korttien ylianto*: ``bolshevik_only``, ``bolshevik_played``,
  ``bolshevik_forced``, ``last_candidate`` and ``not_dictator``;
* *Kolmen pelaajan skruuvi (puupää)* (docs/rules.md P3, P7, P9): ``dummy_passes`` (the dummy's only call
  is pass), the top bidder's one final call, which must reach the lowest final contract
  (``contract_too_low``); the lift choice (self or the dummy) has no other reason than ``not_legal``.

The acting seat is the seat to act: in puupää, when the dummy's partner decides for the dummy, the Info
that explains is the dummy's seat's (:func:`trainer.phases.puupaa.acting_seat`: that Info holds the
dummy's hand, and the engine's errors name the dummy's seat).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from trainer.bids import BOLSHEVIK, Bid, Call, Double, Pass, Redouble, lowest_legal_level
from trainer.cards import Card
from trainer.errors import IllegalActionError
from trainer.game import Action, Choice, Phase, illegal

if TYPE_CHECKING:
    from trainer.info import Info

__all__ = ["why_illegal"]

_CARD_PHASES: Final = frozenset(
    {
        Phase.PLAY,
        Phase.PACKET,
        Phase.RETURN_PACKET,
        Phase.RESPONDER_GIVES,
        Phase.BOLSHEVIK_GIVES,
        Phase.PASS_EXCHANGE,
        Phase.DEFENDERS_EXCHANGE,
    }
)
_CALL_PHASES: Final = frozenset({Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING})
_CHOICE_PHASES: Final = frozenset({Phase.BOLSHEVIK_CHOICE, Phase.LIFT_CHOICE})


def why_illegal(info: Info, action: Action) -> IllegalActionError:
    """The error for ``action`` by ``info.seat`` now, an action that is not among the legal ones.

    This is the error :meth:`~trainer.state.State.apply` raises (the same ``reason``, parameters and
    message).  Falls back on the reason ``not_legal`` where no more specific reason applies (a choice of
    the other kind of choice phase).
    """
    ph = info.phase
    seat = info.seat
    if ph is Phase.DONE:
        return illegal("deal_over", "the deal is over")
    if seat is not info.to_act:
        return illegal(
            "not_your_turn",
            f"it is {info.to_act}'s turn, not {seat}'s",
            seat=str(seat),
            to_act=str(info.to_act),
        )
    if ph in _CARD_PHASES:
        return _card(info, action)
    if ph in _CALL_PHASES:
        if not isinstance(action, Call):
            return illegal("want_call", f"{ph} needs a call, not {action}", action=str(action))
        err = _call(info, action)
        if err is not None:
            return err
    elif ph in _CHOICE_PHASES:
        if not isinstance(action, Choice):
            return illegal("want_choice", f"choose play or yield, not {action}", action=str(action))
        if ph is Phase.BOLSHEVIK_CHOICE and action is Choice.YIELD and len(info.candidates) <= 1:
            return illegal("last_candidate", f"{seat} is the last bidder and must play", seat=str(seat))
    return illegal("not_legal", f"{action} is not possible here", action=str(action))


def _card(info: Info, action: Action) -> IllegalActionError:
    seat = info.seat
    if not isinstance(action, Card):
        return illegal(
            "want_card", f"{info.phase} needs a card from {seat}, not {action}", action=str(action)
        )
    if action not in info.hand:
        return illegal("not_in_hand", f"{seat} does not hold {action}", card=str(action), seat=str(seat))
    led = info.led_suit if info.phase is Phase.PLAY else None
    if led is not None and action.suit is not led and any(c.suit is led for c in info.hand):
        return illegal(
            "must_follow",
            f"{seat} must follow {led.symbol} and cannot play {action}",
            card=str(action),
            suit=led.symbol,
            seat=str(seat),
        )
    return illegal("not_legal", f"{action} is not possible here", action=str(action))


def _call(info: Info, call: Call) -> IllegalActionError | None:
    """The reason a call is refused in the auction, the continuation or the doubling, or None."""
    ph = info.phase
    rules = info.rules
    if rules.dummy and info.seat is info.dummy and not isinstance(call, Pass):
        return illegal(
            "dummy_passes", f"{info.seat} is the dummy and may only pass, not {call}", seat=str(info.seat)
        )
    if ph is Phase.AUCTION:
        return _bolshevik_round(info, call) if rules.individual else _auction(info, call)
    if ph is Phase.CONTINUATION:
        if rules.individual:
            return _final_call(info, call)
        return _top_bidders_call(info, call) if rules.dummy else _continuation(info, call)
    return _doubling(info, call)


def _highest(info: Info) -> Bid | None:
    for _, call in reversed((*info.auction, *info.continuation)):
        if isinstance(call, Bid):
            return call
    return None


def _insufficient(info: Info, bid: Bid) -> IllegalActionError | None:
    form = info.form
    highest = _highest(info)
    if bid.level >= info.rules.min_opening_level and bid.beats(highest, form):
        return None
    lvl = lowest_legal_level(bid.strain, highest, form)
    becomes = str(Bid(lvl, bid.strain)) if lvl is not None else None
    if highest is None:
        msg = f"{bid} is below the lowest bid in {form} (level {info.rules.min_opening_level})"
    else:
        msg = f"{bid} does not beat {highest}"
    if becomes:
        msg += f"; the handbook's correction makes it {becomes}"
    return illegal(
        "insufficient",
        msg,
        call=str(bid),
        highest=str(highest) if highest is not None else None,
        becomes=becomes,
    )


def _auction(info: Info, call: Call) -> IllegalActionError | None:
    if isinstance(call, Bid):
        return _insufficient(info, call)
    if not isinstance(call, Pass):
        return illegal("no_double_now", f"{call} is not possible in the auction", call=str(call))
    return None


def _bolshevik_round(info: Info, call: Call) -> IllegalActionError | None:
    seat = info.seat
    if isinstance(call, Bid):
        if call != BOLSHEVIK:
            return illegal(
                "bolshevik_only",
                f"in bolsevikit the only bid is the bolshevik, 7M, not {call}",
                call=str(call),
            )
        if seat in info.bolshevik_barred:
            return illegal(
                "bolshevik_played", f"{seat} has already played a bolshevik in this set", seat=str(seat)
            )
        return None
    if isinstance(call, Pass):
        bid_this_round = any(isinstance(c, Bid) for _, c in info.auction)
        if seat is info.bolshevik_forced and not bid_this_round:
            return illegal(
                "bolshevik_forced", f"{seat} must bid the bolshevik now: no deals are left", seat=str(seat)
            )
        return None
    return illegal("no_double_now", f"{call} is not possible in the auction", call=str(call))


def _contract_too_low(info: Info, highest: Bid) -> IllegalActionError:
    min_level = info.rules.min_contract_level
    return illegal(
        "contract_too_low",
        f"{highest} is below the lowest final contract in {info.form} (level {min_level}) and "
        f"the bidding would end: {info.seat} must bid at level {min_level} or higher",
        highest=str(highest),
        min_level=min_level,
    )


def _continuation(info: Info, call: Call) -> IllegalActionError | None:
    """Continuation bidding (*Jatkomaalaukset*): the two main players until both have passed twice."""
    highest = _highest(info)
    assert highest is not None
    passes = 0
    for _, c in reversed(info.continuation):
        if not isinstance(c, Pass):
            break
        passes += 1
    min_level = info.rules.min_contract_level
    must_reach_min = passes == 3 and highest.level < min_level
    if isinstance(call, Bid):
        err = _insufficient(info, call)
        if err is not None:
            return err
        return _contract_too_low(info, highest) if must_reach_min and call.level < min_level else None
    if not isinstance(call, Pass):
        return illegal("no_double_now", f"{call} is not possible in continuation bidding", call=str(call))
    return _contract_too_low(info, highest) if must_reach_min else None


def _top_bidders_call(info: Info, call: Call) -> IllegalActionError | None:
    """Puupää's one final call by the top bidder (docs/rules.md P9): keep the top bid or bid higher; the
    contract must reach the form's lowest final contract."""
    highest = _highest(info)
    assert highest is not None
    low = info.rules.min_contract_level
    if isinstance(call, Bid):
        err = _insufficient(info, call)
        if err is not None:
            return err
        return _contract_too_low(info, highest) if call.level < low else None
    if not isinstance(call, Pass):
        return illegal("no_double_now", f"{call} is not possible in continuation bidding", call=str(call))
    return _contract_too_low(info, highest) if highest.level < low else None


def _final_call(info: Info, call: Call) -> IllegalActionError | None:
    """The bolshevik player's final call (bolsevikit's continuation, *Korttien ylianto*)."""
    if isinstance(call, Bid) and call not in info.rules.final_calls:
        return illegal(
            "not_dictator",
            f"the bolshevik player may stay in 7M (pass) or call 7♠..7♥ or 7G, not {call}",
            call=str(call),
        )
    if not isinstance(call, (Bid, Pass)):
        return illegal("no_double_now", f"{call} is not possible now", call=str(call))
    return None


def _doubling(info: Info, call: Call) -> IllegalActionError | None:
    seat = info.seat
    each_for_themself = info.rules.individual
    if isinstance(call, Double):
        if each_for_themself:
            if seat is info.declarer:
                return illegal("player_cannot_double", "the bolshevik player may only redouble")
            return None
        if info.doubled_by:
            return illegal("already_doubled", "the game is already doubled; only a redouble is possible")
        return None
    if isinstance(call, Redouble):
        if not info.doubled_by:
            return illegal("nothing_to_redouble", "there is no double to redouble")
        if each_for_themself and seat is not info.declarer:
            return illegal("defender_cannot_redouble", "only the bolshevik player may redouble")
        return None
    if not isinstance(call, Pass):
        return illegal("want_double_call", f"in the doubling say pass, X or XX, not {call}", call=str(call))
    return None
