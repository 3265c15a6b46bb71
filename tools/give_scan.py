"""Scan generated give drills: do "not advised" cards have a reason of their own? (a measuring tool, not a test)

Usage (from the repository root)::

    .venv/bin/python -m tools.give_scan [--seeds 0-19] [--plans 40] [--forms alkupelit,kotkat,bolsevikit]
                                        [--examples N]

For every drill ``gen.give.FORM.SEED`` it gives ``--plans`` random plans (a random legal card to each
recipient in turn, as the engine asks for them, through the drill's answer key) and grades each card at
its own decision point by the conventions (:func:`trainer.conventions.advise.advise_point`).  It counts,
per exchange phase, the "not advised" cards with a reason of their own (``Advice.worse``, what is wrong
with that card) and without one (the grade then only repeats what was recommended: issue 11).
``--keys`` breaks the own reasons down by their first reason's key (``ex_give_no_plan`` is the generic
one).  ``--examples`` prints that many cards without a reason of their own (drill id, cards given before, card).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from trainer.cards import Card
from trainer.conventions.advise import advise_point
from trainer.conventions.core import DecisionPoint
from trainer.drills import DrillError, drill_by_id


def parse_seeds(text: str) -> range:
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def scan_drill(did: str, plans: int, rng: random.Random) -> tuple[str, Counter[str], list[str]] | None:
    """(phase, counts ``own``/``bare``/``advised``, examples of bare cards) for one drill, or None."""
    try:
        d = drill_by_id(did)
    except DrillError:
        return None
    if d.point is None or d.key is None:
        return None
    seats = d.data["recipients"]
    counts: Counter[str] = Counter()
    bare: list[str] = []
    phase = d.point.phase.value
    seen: set[tuple[Card, ...]] = set()
    for _ in range(plans):
        given: list[Card] = []
        point: DecisionPoint = d.point
        for i in range(len(seats)):
            if i > 0:
                point = d.key.points_after(tuple(given))[-1]
            c = rng.choice([a for a in point.legal if isinstance(a, Card)])
            prefix = (*given, c)
            given.append(c)
            if prefix in seen:  # every distinct card at every distinct step counted once
                continue
            seen.add(prefix)
            advice = advise_point(point)
            if advice is None or c in advice.recommended or c in advice.acceptable:
                counts["advised"] += 1
            elif advice.worse.get(c):
                counts["own"] += 1
                counts["key:" + advice.worse[c][0].key] += 1
            else:
                counts["bare"] += 1
                bare.append(f"{did} after [{' '.join(map(str, given[:-1]))}]: {c}")
    return phase, counts, bare


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    p.add_argument("--seeds", default="0-19")
    p.add_argument("--plans", type=int, default=40)
    p.add_argument("--forms", default="alkupelit,kotkat,bolsevikit")
    p.add_argument("--examples", type=int, default=0)
    p.add_argument("--keys", action="store_true", help="count the first reason key of each own reason")
    args = p.parse_args(argv)
    print(f"{'form':11} {'phase':20} {'drills':>6} {'no own reason':>14} {'own reason':>11} {'advised':>8}")
    for form in args.forms.split(","):
        by_phase: dict[str, Counter[str]] = {}
        drills: Counter[str] = Counter()
        examples: list[str] = []
        for seed in parse_seeds(args.seeds):
            did = f"gen.give.{form}.{seed}"
            got = scan_drill(did, args.plans, random.Random(f"{did}:{args.plans}"))
            if got is None:
                continue
            phase, counts, bare = got
            by_phase.setdefault(phase, Counter()).update(counts)
            drills[phase] += 1
            examples += bare
        for phase, c in sorted(by_phase.items()):
            print(f"{form:11} {phase:20} {drills[phase]:6} {c['bare']:14} {c['own']:11} {c['advised']:8}")
            if args.keys:
                for k, n in sorted(
                    ((k, n) for k, n in c.items() if k.startswith("key:")), key=lambda t: -t[1]
                ):
                    print(f"{'':33}{n:6}  {k[4:]}")
        for line in examples[: args.examples]:
            print("   ", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
