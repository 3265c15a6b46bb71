"""Scan generated continuation call drills for grand accepted with a void nothing surely stops (a measuring tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.grand_void_scan [--seeds 10600-11599] [--forms kotkat,alkupelit] [--ids]
    .venv/bin/python -m tools.grand_void_scan --deals 20000-21999 [--forms kotkat]

Issue 11, review round 10 (``gen.call.kotkat.10506``, reading C40e): for every drill ``gen.call.FORM.SEED``
whose decision is in the continuation bidding this counts the drills, those where a grand bid is
recommended or acceptable, those of them where the seat holds a void that no card it handed partner
surely stops (*Grandi (peli ilman valttia)*: "ehdottoman pitäviä kortteja (A, AK, AKQ jne.)": a handed
card whose every higher card of the suit the seat holds or handed partner), and the advice that tells
"6 grand is hard to double" (``kbid_cont_grand_option``) beside a 6 grand it does not accept.  The void
test is written here on its own, not taken from the advice, so the scan measures the advice before and
after a change.  ``--ids`` lists the drills of the grand-with-an-open-void count.  ``--deals`` counts the
same at every continuation call of deals played by :class:`HandbookPlayer` (dealer ``seed % 4``) instead.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from trainer.bids import Bid, Form, Strain
from trainer.cards import Card, Rank, Suit
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, decision_point
from trainer.conventions.hand import SUITS
from trainer.dealing import deal
from trainer.drills import DrillError, drill_by_id
from trainer.game import Phase, SeatView
from trainer.players.handbook import HandbookPlayer
from trainer.seats import Seat
from trainer.state import State


def open_voids(view: SeatView) -> list[Suit]:
    """The seat's voids that no card it handed partner surely stops."""
    hand = set(view.hand)
    handed = {c for e in view.given if e.recipient is view.seat.partner for c in e.cards}
    side = hand | handed
    out = []
    for s in SUITS:
        if any(c.suit is s for c in hand):
            continue
        stop = any(all(Card.of(s, r) in side for r in Rank if r > c.rank) for c in handed if c.suit is s)
        if not stop:
            out.append(s)
    return out


def count(c: Counter[str], name: str, point: DecisionPoint, advice: Advice, ids: bool) -> None:
    """Add one continuation point's figures to ``c``."""
    grands = [a for a in point.legal if isinstance(a, Bid) and a.strain is Strain.GRAND]
    taken = [g for g in grands if g in advice.recommended or g in advice.acceptable]
    voids = open_voids(point.view)
    if taken:
        c["grand recommended or acceptable"] += 1
        if voids:
            c["... with a void nothing surely stops"] += 1
            if ids:
                print(f"  {name}: {' '.join(str(g) for g in taken)} with {' '.join(s.symbol for s in voids)}")
    option = any(r.key == "kbid_cont_grand_option" for r in advice.reasons)
    if option and Bid(6, Strain.GRAND) in advice.worse:
        c["'hard to double' told beside a rejected 6G"] += 1


def scan(form: Form, seeds: range, ids: bool = False) -> Counter[str]:
    c: Counter[str] = Counter()
    for seed in seeds:
        name = f"gen.call.{form.value}.{seed}"
        try:
            d = drill_by_id(name)
        except DrillError:
            continue
        point = d.point
        if point is None or point.phase is not Phase.CONTINUATION:
            continue
        advice = advise_point(point)
        c["continuation drills"] += 1
        if advice is not None:
            count(c, name, point, advice, ids)
    return c


def scan_deals(form: Form, seeds: range, ids: bool = False) -> Counter[str]:
    c: Counter[str] = Counter()
    for seed in seeds:
        rng = random.Random(seed)
        s = State.new(deal(form, Seat(seed % 4), seed))
        player = HandbookPlayer()
        while not s.is_over and s.phase not in (Phase.DOUBLING, Phase.PLAY, Phase.DEFENDERS_EXCHANGE):
            seat = s.to_act
            assert seat is not None
            if s.phase is Phase.CONTINUATION:
                point = decision_point(s)
                advice = advise_point(point)
                c["continuation points"] += 1
                if advice is not None:
                    count(c, f"{form.value} deal {seed}", point, advice, ids)
            s = s.apply(player.act(s.info(seat), s.legal_actions(), rng))
    return c


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", default="10600-11599")
    p.add_argument("--forms", default="kotkat,alkupelit")
    p.add_argument("--deals", help="scan deals played by HandbookPlayer, e.g. 20000-21999, not drills")
    p.add_argument("--ids", action="store_true")
    args = p.parse_args()
    for form in args.forms.split(","):
        if args.deals:
            lo, hi = (int(x) for x in args.deals.split("-"))
            print(form, dict(scan_deals(Form(form), range(lo, hi + 1), args.ids)))
        else:
            lo, hi = (int(x) for x in args.seeds.split("-"))
            print(form, dict(scan(Form(form), range(lo, hi + 1), args.ids)))


if __name__ == "__main__":
    main()
