"""Scan generated call drills: which stage of the deal they come from (a measuring tool, not a test).

Usage (from the repository root)::

    .venv/bin/python -m tools.call_scan [--seeds 0-59] [--forms alkupelit,kotkat,bolsevikit] [--ids]

Issue 11 ("Topics with no drill today"; review REPORT §4, last row): call drills stopped at the end of
the initial auction four times in five, continuation calls were almost never drilled and bolsevikit
calls were a pass without any set context.  For every drill ``gen.call.FORM.SEED`` this prints, per
form, how many come from

* ``auction``: the initial auction (bolsevikit: the bolshevik round);
* ``continuation``: the continuation bidding after the exchange (bolsevikit: the bolshevik player's
  final call, 7 misère or a dictator), split into bids and passes (a pass ends the bidding: "when to
  stop");
* ``doubling``: the doubling round (a double or redouble, or a pass), where the conventions advise;
* ``set``: bolsevikit drills from a deal inside a bolshevik set (someone has played theirs or must bid
  it), of which ``forced``: the seat is the player who had to bid the bolshevik (the eighth-deal case),
  and ``dictator``: a dictator call is recommended.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from trainer.bids import PASS, Bid, Form
from trainer.conventions.advise import advise_point
from trainer.drills import DrillError, drill_by_id
from trainer.game import Phase


def scan(form: Form, seeds: range, ids: bool = False) -> Counter[str]:
    c: Counter[str] = Counter()
    for seed in seeds:
        try:
            d = drill_by_id(f"gen.call.{form.value}.{seed}")
        except DrillError:
            c["not_found"] += 1
            continue
        point = d.point
        assert point is not None
        advice = advise_point(point)
        assert advice is not None
        rec = advice.recommended[0]
        phase = point.phase
        c["drills"] += 1
        name = {Phase.AUCTION: "auction", Phase.CONTINUATION: "continuation", Phase.DOUBLING: "doubling"}.get(
            phase, phase.value
        )
        c[name] += 1
        c[f"{name}_{'pass' if rec == PASS else 'bid'}"] += 1
        info = point.info
        if info.bolshevik_barred or info.bolshevik_forced is not None:
            c["set"] += 1
            if info.bolshevik_forced is point.seat:
                c["forced"] += 1
        if (
            form is Form.BOLSEVIKIT
            and isinstance(rec, Bid)
            and rec.level == 7
            and rec.strain.suit is not None
        ):
            c["dictator"] += 1
        if ids:
            print(json.dumps({"id": d.id, "phase": name, "rec": str(rec), "keys": [r.key for r in advice.reasons]},
                             ensure_ascii=False))  # fmt: skip
    return c


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.call_scan")
    p.add_argument("--seeds", default="0-59", help="first-last seed, inclusive (default 0-59)")
    p.add_argument("--forms", default="alkupelit,kotkat,bolsevikit")
    p.add_argument("--ids", action="store_true", help="print every drill as a JSON line")
    args = p.parse_args(argv)
    lo, _sep, hi = args.seeds.partition("-")
    seeds = range(int(lo), int(hi or lo) + 1)
    for name in args.forms.split(","):
        form = Form.parse(name)
        c = scan(form, seeds, args.ids)
        n = max(1, c["drills"])
        shares = {
            k: f"{v}/{c['drills']} ({100 * v / n:.0f} %)" for k, v in sorted(c.items()) if k != "drills"
        }
        print(json.dumps({"form": form.value, "drills": c["drills"], **shares}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
