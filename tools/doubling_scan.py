"""How often the handbook players double, and whether the doubled contracts fail (a measuring tool, not a test).

Usage (from the repository root)::

    .venv/bin/python -m tools.doubling_scan [--deals 300] [--forms alkupelit,kotkat,bolsevikit] [--seed 0]
    .venv/bin/python -m tools.doubling_scan --passimisaari 400 [--forms alkupelit,kotkat]

The first form bids the same deals as ``python -m trainer.drills realism --deals N --form F --seed S``
(:func:`trainer.drills.realism.play_start`) and counts per game type: ``deals``, ``doubled``,
``redoubled``; for doubled trump and grand contracts ``dd_fails``, how many fail double dummy (of
``dd_solved``); and for every doubled deal ``played_fails``, how many fail when the handbook players
play it out with a generator of their own (``played``; note that their play beyond the opening lead and
the first discard is random legal play, so this figure is weak evidence).  "Fails" means: trump or
grand short of its tricks, a painted misère over its tricks, a bolshevik with a trick, a dictator
without all thirteen, and for passimisääri the doubling pair taking fewer tricks than the other.

The second form (``--passimisaari N``) checks the passimisääri double advice
(:mod:`trainer.conventions.doubling`, C96) on N passimisääri deals: at the doubling round every seat in
turn is asked (the ones before it passing), then the deal is played out with a simple misère rule at
every seat (duck under the card winning the trick, else the suit's highest card; throw the highest
card; lead the lowest card of the shortest suit), and per verdict on the double (recommended,
acceptable, not advised) it prints how often the seat's pair took fewer tricks and the mean margin.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter, defaultdict
from typing import Any

from trainer.bids import DOUBLE, PASS, Form
from trainer.cards import Card
from trainer.conventions.advise import advise_point
from trainer.conventions.core import decision_point
from trainer.drills.realism import makes_double_dummy, play_start
from trainer.game import GameType, Phase
from trainer.players import HandbookPlayer, everyone, new_deal, play_states
from trainer.state import State


def failed(end: State, s: State) -> bool:
    """Whether the doubled contract of ``s`` (the play's start) failed in ``end`` (see the docstring)."""
    r = end.result
    assert r is not None
    game, d, contract = s.game, s.declarer, s.contract
    if game is GameType.PASSIMISAARI:
        doubler = next(iter(s.doubled_by))
        mine = r.tricks[doubler] + r.tricks[doubler.partner]
        return mine < 13 - mine
    assert d is not None and contract is not None
    if game is GameType.BOLSHEVIK:
        return r.tricks[d] > 0
    if game is GameType.DICTATOR:
        return r.tricks[d] < 13
    pair = r.tricks[d] + r.tricks[d.partner]
    if game is GameType.MISERE:
        return pair > 7 - contract.level
    return pair < 6 + contract.level


def scan(form: Form, deals: int, seed: int) -> dict[str, dict[str, int]]:
    rng = random.Random(f"realism/{form.value}/{seed}")
    rows: dict[str, Counter[str]] = defaultdict(Counter)
    for i in range(deals):
        s = play_start(new_deal(form, rng), rng)
        if s.game is None or s.game is GameType.THROWN_IN:
            continue
        row = rows[s.game.value]
        row["deals"] += 1
        if not s.doubled_by:
            continue
        row["doubled"] += 1
        row["redoubled"] += s.redoubled
        dd = makes_double_dummy(s)
        if dd is not None:
            row["dd_solved"] += 1
            row["dd_fails"] += not dd
        end = list(play_states(s, everyone(HandbookPlayer()), random.Random(f"play/{form.value}/{i}")))[-1]
        row["played"] += 1
        row["played_fails"] += failed(end, s)
    return {g: dict(c) for g, c in rows.items()}


def misere_card(s: State) -> Card:
    """The simple misère rule of the module docstring."""
    legal = [a for a in s.legal_actions() if isinstance(a, Card)]
    trick = s.current
    if not trick:
        suits = {c.suit for c in legal}
        suit = min(
            suits, key=lambda x: (sum(c.suit is x for c in legal), min(c.rank for c in legal if c.suit is x))
        )
        return min((c for c in legal if c.suit is suit), key=lambda c: c.rank)
    led = trick[0].suit
    follow = [c for c in legal if c.suit is led]
    if follow:
        top = max(c.rank for c in trick if c.suit is led)
        under = [c for c in follow if c.rank < top]
        return max(under or follow, key=lambda c: c.rank)
    return max(legal, key=lambda c: c.rank)


def passimisaari_check(form: Form, deals: int) -> dict[str, Any]:
    rng = random.Random(f"passi-eval/{form.value}")
    stats: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    n = 0
    while n < deals:
        t: State | None = None
        for u in play_states(new_deal(form, rng), everyone(HandbookPlayer()), rng):
            if u.phase is Phase.DOUBLING or u.phase is Phase.PLAY or u.is_over:
                t = u
                break
        if t is None or t.phase is not Phase.DOUBLING or t.game is not GameType.PASSIMISAARI:
            continue
        n += 1
        verdicts = {}
        while t.phase is Phase.DOUBLING and DOUBLE in t.legal_actions():
            a = advise_point(decision_point(t))
            assert a is not None and t.to_act is not None
            verdicts[t.to_act] = (
                "recommended"
                if DOUBLE in a.recommended
                else "acceptable"
                if DOUBLE in a.acceptable
                else "not"
            )
            t = t.apply(PASS)
        while not t.is_over:
            t = t.apply(misere_card(t))
        assert t.result is not None
        tricks = t.result.tricks
        for seat, v in verdicts.items():
            mine = tricks[seat] + tricks[seat.partner]
            row = stats[v]
            row[0] += 1
            row[1] += mine < 13 - mine
            row[2] += 13 - 2 * mine
    return {
        v: {"seats": a, "pair_fewer_tricks": round(b / a, 3), "mean_margin": round(c / a, 2)}
        for v, (a, b, c) in sorted(stats.items())
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.doubling_scan", description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--forms", default="alkupelit,kotkat,bolsevikit")
    p.add_argument("--passimisaari", type=int, metavar="N", help="check the passimisääri advice on N deals")
    args = p.parse_args(argv)
    forms = [Form.parse(f) for f in args.forms.split(",")]
    for form in forms:
        if args.passimisaari:
            if form is Form.BOLSEVIKIT:
                continue
            out = passimisaari_check(form, args.passimisaari)
        else:
            out = scan(form, args.deals, args.seed)
        print(form.value, json.dumps(out, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
