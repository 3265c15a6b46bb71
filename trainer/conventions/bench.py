"""Timing of the conventions layer: advice and grading per decision point, double-dummy leads per deal.

``python -m trainer.conventions.bench [--points N] [--deals N]`` (run by
``make bench``) prints JSON: for advice and for grading, the median and 95th
percentile in milliseconds over decision points taken from random legal
deals of every form; and the same for the double-dummy lead analysis of
random kotkat deals (seconds).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from trainer.bids import PASS, Form
from trainer.dealing import deal
from trainer.seats import Seat
from trainer.state import Phase, State

from .advise import advise, grade_action


def _points(n: int, seed: int) -> list[State]:
    """``n`` states with a player to act, from random deals of every form (biased to pass, as real auctions are)."""
    rng = random.Random(seed)
    out: list[State] = []
    forms = list(Form)
    i = 0
    while len(out) < n:
        form = forms[i % len(forms)]
        s = State.new(deal(form, Seat(i % 4), seed * 100_003 + i))
        while not s.is_over:
            out.append(s)
            acts = s.legal_actions()
            bidding = s.phase in (Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING)
            s = s.apply(PASS if bidding and PASS in acts and rng.random() < 0.75 else rng.choice(acts))
        i += 1
    rng.shuffle(out)
    return out[:n]


def _summary(samples: list[float], scale: float) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {
        "median": round(statistics.median(ordered) * scale, 3),
        "p95": round(p95 * scale, 3),
        "n": len(ordered),
    }


def bench(points: int = 500, deals: int = 20, seed: int = 0) -> dict[str, Any]:
    states = _points(points, seed)
    advise_t: list[float] = []
    grade_t: list[float] = []
    for s in states:
        t = time.perf_counter()
        advise(s)
        advise_t.append(time.perf_counter() - t)
        action = s.legal_actions()[0]
        t = time.perf_counter()
        grade_action(s, action)
        grade_t.append(time.perf_counter() - t)
    out: dict[str, Any] = {
        "advice_ms": _summary(advise_t, 1000),
        "grade_ms": _summary(grade_t, 1000),
    }
    from . import double_dummy

    if deals and double_dummy.is_available():
        out["lead_analysis_s"] = double_dummy.bench_lead_analysis(deals, seed)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m trainer.conventions.bench")
    p.add_argument("--points", type=int, default=500)
    p.add_argument("--deals", type=int, default=20)
    args = p.parse_args(argv)
    print(json.dumps(bench(max(1, args.points), max(0, args.deals))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
