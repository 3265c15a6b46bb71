"""Double dummy of the grands the continuation advice accepts, by what covers the seat's voids (a measuring tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.grand_dd_scan --form kotkat --deals 20000-24999
    .venv/bin/python -m tools.grand_dd_scan --form alkupelit --deals 25000-29999

Session 11 (C40f, C24f): deals are played by the handbook player to the end of the continuation bidding; at
every continuation point where a grand is recommended or acceptable, the hands as they lie are solved double
dummy.  Kotkat: the points are split by whether a void of the seat is covered only by a guarded king handed
partner (``king``, C40f) or every void is surely stopped (``sure``); for each, how often the accepted grand
makes, how often the advised suit contract makes, and the grand's tricks minus the suit's (summed).
Alkupelit: split by ``shown-ace void`` (a void no card handed partner covers: the advice accepted the grand
through an ace partner's bidding showed, C24f, or as the seat's own first grand), ``other void`` and ``no
void``; how often the accepted grand makes (the better of the pair's two declarers).
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from trainer.bids import Bid, Form, Strain
from trainer.conventions import bidding_kotkat as bk
from trainer.conventions.advise import advise_point
from trainer.conventions.core import decision_point
from trainer.conventions.double_dummy import contract_tricks
from trainer.conventions.hand import HandEval
from trainer.dealing import deal
from trainer.game import Phase
from trainer.players.handbook import HandbookPlayer
from trainer.seats import Seat
from trainer.state import State

_AFTER = (Phase.DOUBLING, Phase.PLAY, Phase.DEFENDERS_EXCHANGE)


def scan(form: Form, seeds: range) -> Counter[str]:
    c: Counter[str] = Counter()
    for seed in seeds:
        rng = random.Random(seed)
        s = State.new(deal(form, Seat(seed % 4), seed))
        player = HandbookPlayer()
        while not s.is_over and s.phase not in _AFTER:
            legal = s.legal_actions()
            if s.phase is Phase.CONTINUATION:
                point = decision_point(s)
                a = advise_point(point)
                g = None
                if a is not None:
                    advised = (*a.recommended, *a.acceptable)
                    g = next((x for x in advised if isinstance(x, Bid) and x.strain is Strain.GRAND), None)
                if a is not None and g is not None:
                    hands = {x: s.hand(x) for x in Seat}
                    h = HandEval.of(point.hand)
                    old = bk.unstopped_voids(h, point.view)
                    if form is Form.KOTKAT:
                        kind = "king" if old else "sure"
                        gt = contract_tricks(hands, point.seat, None)
                    else:
                        kind = "shown-ace void" if old else ("other void" if h.voids else "no void")
                        gt = max(
                            contract_tricks(hands, point.seat, None),
                            contract_tricks(hands, point.seat.partner, None),
                        )
                    c[f"{kind}: grand accepted"] += 1
                    c[f"{kind}: grand makes"] += gt >= 6 + g.level
                    r = a.recommended[0]
                    if form is Form.KOTKAT and isinstance(r, Bid) and r.trump is not None:
                        rt = contract_tricks(hands, point.seat, r.trump)
                        c[f"{kind}: advised suit compared"] += 1
                        c[f"{kind}: advised suit makes"] += rt >= 6 + r.level
                        c[f"{kind}: grand tricks - suit tricks (sum)"] += gt - rt
            seat = s.to_act
            assert seat is not None
            s = s.apply(player.act(s.info(seat), legal, rng))
    return c


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--form", choices=("kotkat", "alkupelit"), default="kotkat")
    p.add_argument("--deals", default="20000-24999")
    args = p.parse_args()
    lo, hi = (int(x) for x in args.deals.split("-"))
    print(dict(sorted(scan(Form.parse(args.form), range(lo, hi + 1)).items())))


if __name__ == "__main__":
    main()
