"""Why an action is not legal, from what the seat knows: the engine's reason, without the engine's state.

Whether an action is legal is the engine's answer (:attr:`DecisionPoint.legal`, from
:meth:`trainer.state.State.legal_actions`).  When a learner's action is not among them, the feedback
says why in the engine's own words: the same ``reason`` and parameters that
:meth:`~trainer.state.State.apply` raises.  Every fact that decides legality is one the acting seat
knows (its hand, the led suit, the calls, the doubles, the bolshevik set), so :func:`why_illegal`
reads only an :class:`~trainer.info.Info`; ``tests/test_information_boundary.py`` checks it against
the engine's reason for every action on thousands of sampled decisions.

Handbook sections: *Pelin eteneminen* (follow suit), *Maalaukset* and *Sääntörikkomuksista* (an
insufficient bid and the handbook's correction), *Jatkomaalaukset*, *Koputukset ja vastakoputukset*,
*BOLSEVIKIT / Maalaukset*.
"""

from __future__ import annotations

from trainer.bids import BOLSHEVIK, Bid, Call, Double, Form, Pass, Redouble, lowest_legal_level
from trainer.cards import Card
from trainer.errors import IllegalActionError
from trainer.game import Action, Choice, GameType, Phase, illegal
from trainer.info import Info

_CARD_PHASES = frozenset(
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
_CALL_PHASES = frozenset({Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING})


def why_illegal(info: Info, action: Action) -> IllegalActionError:
    """The engine's error for ``action`` by ``info.seat``, an action that is not legal now.

    Falls back on the reason ``not_legal`` where no more specific reason applies.
    """
    ph = info.phase
    seat = info.seat
    if ph is Phase.DONE:
        return illegal("deal_over", "the deal is over")
    if ph in _CARD_PHASES:
        return _card(info, action)
    if ph in _CALL_PHASES:
        if not isinstance(action, Call):
            return illegal("want_call", f"{ph} needs a call, not {action}", action=str(action))
        if ph is Phase.AUCTION:
            err = _bolshevik_round(info, action) if info.form is Form.BOLSEVIKIT else _auction(info, action)
        elif ph is Phase.CONTINUATION:
            err = _final_call(info, action) if info.form is Form.BOLSEVIKIT else _continuation(info, action)
        else:
            err = _doubling(info, action)
        if err is not None:
            return err
    elif ph is Phase.BOLSHEVIK_CHOICE:
        if not isinstance(action, Choice):
            return illegal("want_choice", f"choose play or yield, not {action}", action=str(action))
        if action is Choice.YIELD and len(info.candidates) <= 1:
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


def _continuation(info: Info, call: Call) -> IllegalActionError | None:
    highest = _highest(info)
    assert highest is not None
    passes = 0
    for _, c in reversed(info.continuation):
        if not isinstance(c, Pass):
            break
        passes += 1
    min_level = info.rules.min_contract_level
    must_reach_min = passes == 3 and highest.level < min_level
    too_low = illegal(
        "contract_too_low",
        f"{highest} is below the lowest final contract in {info.form} (level {min_level}) and "
        f"the bidding would end: {info.seat} must bid at level {min_level} or higher",
        highest=str(highest),
        min_level=min_level,
    )
    if isinstance(call, Bid):
        err = _insufficient(info, call)
        if err is not None:
            return err
        return too_low if must_reach_min and call.level < min_level else None
    if not isinstance(call, Pass):
        return illegal("no_double_now", f"{call} is not possible in continuation bidding", call=str(call))
    return too_low if must_reach_min else None


def _final_call(info: Info, call: Call) -> IllegalActionError | None:
    """The bolshevik player's final call (bolsevikit's continuation)."""
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
    each_for_themself = info.game is GameType.BOLSHEVIK or info.game is GameType.DICTATOR
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
