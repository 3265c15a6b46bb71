"""Throughput of the phase machine: whole random deals per second, per form.

Each deal is dealt with a fresh seed and played from the first call to the
score with uniformly random legal actions (``random.Random(seed).choice``
over :meth:`State.legal_actions`).  Uniform choices mostly bid upward, so most
painted deals end in high contracts; the cost per deal is dominated by the
52 card plays, which every deal has.
"""

from __future__ import annotations

import random
import time
from typing import Any

from trainer.bids import Form
from trainer.dealing import deal
from trainer.seats import Seat
from trainer.state import State


def random_deal(form: Form, seed: int) -> State:
    rng = random.Random(seed)
    s = State.new(deal(form, Seat(seed % 4), seed))
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def bench_form(form: Form, seconds: float) -> dict[str, Any]:
    n = 0
    start = time.perf_counter()
    end = start + seconds
    now = start
    while now < end:
        random_deal(form, n)
        n += 1
        now = time.perf_counter()
    elapsed = now - start
    return {"deals": n, "seconds": round(elapsed, 3), "deals_per_second": round(n / elapsed, 1)}


def bench_forms(seconds: float) -> dict[str, Any]:
    return {"forms": {f.value: bench_form(f, seconds) for f in Form}}
