"""Scan alkupelit continuation calls for grand advised with an open void (a measuring tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.alkupelit_grand_scan [--deals 20000-24999]

Issue 11, review round 10 (gen.call.alkupelit.10504, task F3 of session 10): deals of alkupelit are
played by the handbook player to the end of the continuation bidding; at every continuation call this
counts the points, those where a grand bid is recommended or acceptable although the seat holds a void
it did not cover by handing partner the suit's ace or king (``bidding_kotkat.unstopped_voids``), with
the rule that decided them, those where the tenace (haarukka) reason stands behind a grand bid, and
those decided by rule C24e.grand_void_search.  Session 11 (C24f): of the open-void points, those whose
void an ace of partner's grand opening covers (the old test above does not read shown aces), and the
C24e points decided by the suit whose ace partner showed missing.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from trainer.bids import Bid, Form, Strain
from trainer.conventions import bidding_alkupelit as ba
from trainer.conventions.advise import advise_point
from trainer.conventions.bidding_kotkat import unstopped_voids
from trainer.conventions.core import decision_point
from trainer.conventions.hand import HandEval
from trainer.conventions.rulebook import Trail
from trainer.dealing import deal
from trainer.game import Phase
from trainer.players.handbook import HandbookPlayer
from trainer.seats import Seat
from trainer.state import State

_AFTER = (Phase.DOUBLING, Phase.PLAY, Phase.DEFENDERS_EXCHANGE)


def scan(seeds: range) -> Counter[str]:
    c: Counter[str] = Counter()
    for seed in seeds:
        rng = random.Random(seed)
        s = State.new(deal(Form.ALKUPELIT, Seat(seed % 4), seed))
        player = HandbookPlayer()
        while not s.is_over and s.phase not in _AFTER:
            legal = s.legal_actions()
            if s.phase is Phase.CONTINUATION:
                point = decision_point(s)
                a = advise_point(point)
                c["continuation points"] += 1
                if a is not None:
                    advised = (*a.recommended, *a.acceptable)
                    grand = [x for x in advised if isinstance(x, Bid) and x.strain is Strain.GRAND]
                    sit = ba._Sit.of(point, Trail())
                    read = ba._partner_grand_aces(sit)
                    if grand and unstopped_voids(HandEval.of(point.hand), point.view):
                        c["grand advised with an open void"] += 1
                        c[f"  ... decided by {a.rule}"] += 1
                        if read is not None and not unstopped_voids(
                            HandEval.of(point.hand), point.view, read[0]
                        ):
                            c["  ... the void covered by an ace partner's grand opening showed (C24f)"] += 1
                    if a.rule == "C24e.grand_void_search" and ba._ace_out_suit(sit) is not None:
                        c["C24e decided, partner's missing ace out and no king (C24f)"] += 1
                    tenace = any("tenace" in r.key for r in a.reasons)
                    if tenace and any(isinstance(x, Bid) and x.strain is Strain.GRAND for x in a.recommended):
                        c["tenace reason for grand"] += 1
                    if a.rule == "C24e.grand_void_search":
                        c["C24e.grand_void_search decided"] += 1
            seat = s.to_act
            assert seat is not None
            s = s.apply(player.act(s.info(seat), legal, rng))
    return c


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--deals", default="20000-24999")
    args = p.parse_args()
    lo, hi = (int(x) for x in args.deals.split("-"))
    print(dict(sorted(scan(range(lo, hi + 1)).items())))


if __name__ == "__main__":
    main()
