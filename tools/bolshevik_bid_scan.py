"""Scan generated bolsevikit call drills from the bolshevik round: where is 7M advised, and on what hands?

Usage (from the repository root)::

    .venv/bin/python -m tools.bolshevik_bid_scan [--seeds 1000-1059,5000-5059] [--hands]

Issue 11, review A (``gen.call.bolsevikit.5002``, ``.5003``): the bid test passed hands with aces and
top-heavy long suits (♠AQJ62) or bare doubletons (♥108), and the pass was "not advised" beside them.
For every drill ``gen.call.bolsevikit.SEED`` taken from the bolshevik round this counts how the advice
grades 7M and pass (recommended, acceptable, not advised) and, with ``--hands``, prints each hand where
7M is recommended or acceptable with the grade of the hand (:class:`BolshevikHand`: the cards likely to
take a trick, what three gifts would leave, the steps of C45) and the set position the drill shows.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable

from trainer.bids import BOLSHEVIK, PASS
from trainer.cards import format_hand
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice
from trainer.drills import DrillError, drill_by_id
from trainer.game import Action, Phase


def _seeds(text: str) -> list[int]:
    out: list[int] = []
    for part in text.split(","):
        lo, _sep, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def _verdicts(advice: Advice) -> Callable[[Action], str]:
    def verdict(a: Action) -> str:
        return "rec" if a in advice.recommended else "acc" if a in advice.acceptable else "worse"

    return verdict


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.bolshevik_bid_scan")
    p.add_argument("--seeds", default="1000-1059,5000-5059", help="first-last seed ranges, comma separated")
    p.add_argument(
        "--hands", action="store_true", help="print every hand where 7M is recommended or acceptable"
    )
    args = p.parse_args(argv)
    c: Counter[str] = Counter()
    for seed in _seeds(args.seeds):
        try:
            d = drill_by_id(f"gen.call.bolsevikit.{seed}")
        except DrillError:
            c["not_found"] += 1
            continue
        c["drills"] += 1
        point = d.point
        if point is None or point.phase is not Phase.AUCTION or BOLSHEVIK not in point.legal:
            continue
        advice = advise_point(point)
        assert advice is not None
        verdict = _verdicts(advice)
        c["bid_round"] += 1
        c[f"7M_{verdict(BOLSHEVIK)}"] += 1
        if PASS in point.legal:
            c[f"pass_{verdict(PASS)}"] += 1
        if args.hands and verdict(BOLSHEVIK) != "worse":
            # Imported here, so that the counts also run in a checkout from before issue 11's grading.
            from trainer.conventions.bidding_bolsevikit import BolshevikHand
            from trainer.conventions.hand import HandEval

            b = BolshevikHand.of(HandEval.of(point.view.hand))
            info = point.info
            print(json.dumps({
                "id": d.id, "hand": format_hand(point.view.hand), "7M": verdict(BOLSHEVIK), "pass": verdict(PASS),
                "likely": format_hand(b.likely), "left": format_hand(b.left), "steps": b.steps,
                "set_deal": d.data.get("set_deal"), "played": sorted(str(s) for s in info.bolshevik_barred),
                "forced": None if info.bolshevik_forced is None else str(info.bolshevik_forced),
                "keys": [r.key for r in advice.reasons],
            }, ensure_ascii=False))  # fmt: skip
    print(json.dumps(dict(sorted(c.items())), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
