"""The defenders' one-card exchange is part of every painted alkupeli that allows it (reading D27).

Handbook: *Sivupelaajien korttien vaihdot*, *Pelin eteneminen*, *Yksinkertaistetut peliohjeet*
(*Maalattu alkupeli / Korttien vaihdot ja loppumaalaus*), *Avauslyönti*.  The handbook says the
defenders "may" exchange as the permission that kotkat and a main pair's round-1 opening at level 6
or 7 take away; where it lists the steps of a deal it has the defender on the declarer's left give
one card and get one back, and its opening-lead advice knows only defenders who exchanged and
defenders who were not allowed to.  So the engine offers no way to decline: only cards are legal.
"""

from __future__ import annotations

import random

import pytest

from trainer.bids import PASS, Bid, Call, Form
from trainer.cards import Card
from trainer.dealing import deal
from trainer.errors import IllegalActionError
from trainer.seats import Seat
from trainer.state import Phase, State


def to_defenders_exchange(seed: int = 1) -> State:
    """Alkupelit, dealer A: 5♦ opens in round 1 (level 5, so the defenders exchange), then all pass."""
    s = State.new(deal(Form.ALKUPELIT, Seat.A, seed)).apply(Bid.parse("5♦"))
    for _ in range(8):
        s = s.apply(PASS)
    while s.phase is not Phase.CONTINUATION:
        s = s.apply(s.legal_actions()[0])
    for _ in range(4):
        s = s.apply(PASS)
    return s


def test_the_defenders_cannot_decline_the_exchange() -> None:
    s = to_defenders_exchange()
    assert s.phase is Phase.DEFENDERS_EXCHANGE and s.defenders_exchange
    first, declarer = s.to_act, s.declarer
    assert first is not None and declarer is not None
    assert first is declarer.left  # the defender on the declarer's left gives first
    for giver in (first, first.partner):
        assert s.to_act is giver
        legal = s.legal_actions()
        assert legal and all(isinstance(a, Card) for a in legal)
        assert set(legal) == set(s.hand(giver))  # any card of the hand, and nothing else
        with pytest.raises(IllegalActionError) as e:
            s.apply(PASS)
        assert e.value.params["reason"] == "want_card"
        s = s.apply(legal[0])
    assert s.phase is Phase.DOUBLING
    assert all(len(s.hand(x)) == 13 for x in Seat)
    given = [e for e in s.exchanges if e.phase is Phase.DEFENDERS_EXCHANGE]
    assert [(e.giver, e.recipient, len(e.cards)) for e in given] == [
        (first, first.partner, 1),
        (first.partner, first, 1),
    ]


def play_out(form: Form, seed: int) -> list[State]:
    """Every state of one deal played with random legal actions."""
    rng = random.Random(seed)
    s = State.new(deal(form, Seat(seed % 4), seed))
    seen = [s]
    while s.phase is not Phase.DONE:
        s = s.apply(rng.choice(s.legal_actions()))
        seen.append(s)
    return seen


@pytest.mark.parametrize("form", [Form.ALKUPELIT, Form.KOTKAT])
def test_the_exchange_comes_exactly_where_allowed_and_is_never_skipped(form: Form) -> None:
    """Where the rule must not apply: kotkat, passimisääri and a round-1 level 6/7 opening never exchange."""
    reached = skipped = 0
    for seed in range(60):
        states = play_out(form, seed)
        last = states[-1]
        exchanged = [e for e in last.exchanges if e.phase is Phase.DEFENDERS_EXCHANGE]
        for s in states:
            if s.phase is Phase.DEFENDERS_EXCHANGE:
                assert all(not isinstance(a, Call) for a in s.legal_actions())
        if last.defenders_exchange:
            assert form is Form.ALKUPELIT and len(exchanged) == 2
            reached += 1
        else:
            assert exchanged == []
            skipped += 1
    if form is Form.ALKUPELIT:
        assert reached > 0
    else:
        assert reached == 0 and skipped == 60
