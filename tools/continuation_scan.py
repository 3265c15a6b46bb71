"""Scan generated continuation call drills: judgement flags and reasons of their own (a measuring tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.continuation_scan [--seeds 10200-10259] [--ids]

Issue 11 (task D of session 9): for every drill ``gen.call.FORM.SEED`` (alkupelit, kotkat) whose decision
is in the continuation bidding this counts, per form, the drills, those marked a judgement, those with
another call acceptable beside the advice, the acceptable calls and how many of them no reason names
(a reason names a call when one of its parameters is the call, a grand reason names grand, a pass
reason the pass), the not-advised calls and how many of them have no reason of their own, and the
raises the advice accepts (a higher level of a recommended strain).  ``--ids`` lists the drills behind
the last two kinds of count.
"""

from __future__ import annotations

import argparse
from collections import Counter

from trainer.bids import PASS, Bid, Form, Strain
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice
from trainer.drills import DrillError, drill_by_id
from trainer.game import Action, Phase


def named(advice: Advice, action: Action) -> bool:
    """Whether one of the advice's reasons names ``action``."""
    text = str(action)
    for r in advice.reasons:
        values = [str(v) for v in r.params.values()]
        if action == PASS:
            if "pass" in r.key:
                return True
        elif text in values or (
            isinstance(action, Bid)
            and action.strain is Strain.GRAND
            and "grand" in r.key
            and not any(v.endswith("G") for v in values)
        ):
            return True
    return False


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
        if advice is None:
            c["no advice"] += 1
            continue
        c["judgement"] += advice.judgement
        c["with acceptable"] += bool(advice.acceptable)
        for a in point.legal:
            if a in advice.recommended:
                continue
            if a in advice.acceptable:
                c["acceptable calls"] += 1
                if not named(advice, a):
                    c["acceptable without own reason"] += 1
                    if ids:
                        print(f"  acceptable, no reason of its own: {name} {a}")
                raised = [
                    x
                    for x in advice.recommended
                    if isinstance(a, Bid)
                    and isinstance(x, Bid)
                    and x.strain == a.strain
                    and x.level < a.level
                ]
                if raised:
                    c["raise accepted"] += 1
                    if ids:
                        print(f"  raise accepted: {name} {a}")
            else:
                c["not advised calls"] += 1
                if not advice.worse.get(a):
                    c["not advised without reason"] += 1
                    if ids:
                        print(f"  not advised, no reason: {name} {a}")
    return c


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", default="10200-10259")
    p.add_argument("--ids", action="store_true")
    args = p.parse_args()
    lo, hi = (int(x) for x in args.seeds.split("-"))
    for form in (Form.ALKUPELIT, Form.KOTKAT):
        print(form.value, dict(scan(form, range(lo, hi + 1), args.ids)))


if __name__ == "__main__":
    main()
