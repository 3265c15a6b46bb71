"""Building decision points for convention tests from a handbook hand and an auction."""

from __future__ import annotations

from collections.abc import Mapping

from trainer.auction import parse_calls
from trainer.bids import Form
from trainer.cards import parse_cards
from trainer.dealing import Deal, complete_deal
from trainer.seats import Seat
from trainer.state import State


def make_deal(
    form: Form,
    dealer: Seat,
    known: Mapping[Seat, str],
    middle: str | None = None,
    seed: int = 0,
) -> Deal:
    """A deal where the seats in ``known`` hold those cards (hand notation); see :func:`complete_deal`."""
    return complete_deal(
        form,
        dealer,
        {s: parse_cards(t) for s, t in known.items()},
        parse_cards(middle) if middle else None,
        seed,
    )


def state_after(deal: Deal, calls: str = "", **kwargs: object) -> State:
    """The state after the initial-auction ``calls`` (spaces, commas or semicolons between them)."""
    s = State.new(deal, **kwargs)  # type: ignore[arg-type]
    for c in parse_calls(calls) if calls.strip() else []:
        s = s.apply(c)
    return s


def bidding_state(form: Form, dealer: Seat, seat: Seat, hand: str, calls: str = "", seed: int = 0) -> State:
    """``seat`` holds ``hand`` and is to call after ``calls`` (checked)."""
    s = state_after(make_deal(form, dealer, {seat: hand}, seed=seed), calls)
    if s.to_act is not seat:
        raise ValueError(f"after {calls!r} it is {s.to_act}'s turn, not {seat}'s")
    return s
