"""Scan generated continuation call drills for grand accepted with a void nothing surely stops (a measuring tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.grand_void_scan [--seeds 10600-11599] [--forms kotkat,alkupelit] [--ids]

Issue 11, review round 10 (``gen.call.kotkat.10506``, reading C40e): for every drill ``gen.call.FORM.SEED``
whose decision is in the continuation bidding this counts the drills, those where a grand bid is
recommended or acceptable, those of them where the seat holds a void that no card it handed partner
surely stops (*Grandi (peli ilman valttia)*: "ehdottoman pitäviä kortteja (A, AK, AKQ jne.)": a handed
card whose every higher card of the suit the seat holds or handed partner), and the advice that tells
"6 grand is hard to double" (``kbid_cont_grand_option``) beside a 6 grand it does not accept.  The void
test is written here on its own, not taken from the advice, so the scan measures the advice before and
after a change.  ``--ids`` lists the drills of the grand-with-an-open-void count.
"""

from __future__ import annotations

import argparse
from collections import Counter

from trainer.bids import Bid, Form, Strain
from trainer.cards import Card, Rank, Suit
from trainer.conventions.advise import advise_point
from trainer.conventions.hand import SUITS
from trainer.drills import DrillError, drill_by_id
from trainer.game import Phase, SeatView


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


def scan(form: Form, seeds: range, ids: bool = False) -> Counter[str]:
    c: Counter[str] = Counter()
    six_grand = Bid(6, Strain.GRAND)
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
        if advice is None:
            continue
        grands = [a for a in point.legal if isinstance(a, Bid) and a.strain is Strain.GRAND]
        taken = [g for g in grands if g in advice.recommended or g in advice.acceptable]
        voids = open_voids(point.view)
        if taken:
            c["grand recommended or acceptable"] += 1
            if voids:
                c["... with a void nothing surely stops"] += 1
                if ids:
                    print(
                        f"  {name}: {' '.join(str(g) for g in taken)} with {' '.join(s.symbol for s in voids)}"
                    )
        option = any(r.key == "kbid_cont_grand_option" for r in advice.reasons)
        if option and six_grand in advice.worse:
            c["'hard to double' told beside a rejected 6G"] += 1
    return c


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", default="10600-11599")
    p.add_argument("--forms", default="kotkat,alkupelit")
    p.add_argument("--ids", action="store_true")
    args = p.parse_args()
    lo, hi = (int(x) for x in args.seeds.split("-"))
    for form in args.forms.split(","):
        print(form, dict(scan(Form(form), range(lo, hi + 1), args.ids)))


if __name__ == "__main__":
    main()
