"""Count opening leads whose advice grades equal cards apart (a measuring tool, not a test).

Usage (from the repository root)::

    .venv/bin/python -m tools.lead_equal_scan [--seeds 10600-10799] [--deals 300] [--deal-seed 10600]
                                              [--rev REV] [--ids]

Review round 10 (gen.lead.kotkat.10504): from ♣Q1098654 the advice accepted ♣6 and ♣4 but not ♣5.  Two
cards of a suit are *equal* for the leader when every rank between them is in the leader's own hand (at
the opening lead no card has been played; a card given away in an exchange is outside the hand and
breaks the run).  Two sources of opening leads, each through the conventions API (``advise_point``):

* the lead drills ``gen.lead.FORM.SEED`` for the three forms and the seeds given;
* ``--deals`` deals per form from ``--deal-seed`` on, played by handbook players (even seeds) or biased
  random players (odd seeds) up to the opening lead, which covers the games the drills rarely reach
  (painted misère, passimisääri).

It prints, per source, the leads seen, ``apart`` (a card not advised equal to a recommended or acceptable
one), of those ``fault`` (a pair rule C66b makes acceptable: neither card a named or kept one, judged
by the working ``leads.equal_to_advised`` exemptions) and ``rec_acc`` (a recommended card equal to an
acceptable one: a grade between two accepted answers), with the deciding rule of each ``fault`` case,
and with ``--ids`` the cases.  ``--rev`` takes the advice from ``leads.py`` as it stands at that git
revision (loaded as in :mod:`tools.rulebook_ab`), for the figures before a change.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from typing import Any

from trainer.bids import Form
from trainer.cards import Card, Rank
from trainer.conventions import leads
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, decision_point
from trainer.dealing import deal
from trainer.drills import DrillError, drill_by_id
from trainer.game import Phase
from trainer.players.base import Player
from trainer.players.handbook import HandbookPlayer
from trainer.players.randomplay import BiasedRandomPlayer
from trainer.players.table import play_states
from trainer.seats import Seat
from trainer.state import State


def equal(a: Card, b: Card, hand: frozenset[Card]) -> bool:
    """Same suit, every rank strictly between them in ``hand``."""
    if a.suit is not b.suit or a == b:
        return False
    lo, hi = sorted((int(a.rank), int(b.rank)))
    return all(Card(a.suit, Rank(r)) in hand for r in range(lo + 1, hi))


def faults(advice: Advice, point: Any) -> tuple[list[str], list[str], list[str]]:
    legal = frozenset(a for a in point.legal if isinstance(a, Card))
    hand = frozenset(point.view.hand)
    rec = [c for c in advice.recommended if isinstance(c, Card)]
    acc = [c for c in advice.acceptable if isinstance(c, Card)]
    ok = set(rec) | set(acc)
    apart = [(c, d) for c in sorted(legal - ok, key=str) for d in (*rec, *acc) if equal(c, d, hand)]
    x = leads._Lead(point, leads.AdviceBuilder(point), point.view.contract)
    named, kept = leads._named_cards(x), leads._kept_cards(x)
    fault = [f"{c}~{d}" for c, d in apart if c not in kept and d not in named and d not in kept]
    rec_acc = [f"{c}~{d}" for c in rec for d in acc if equal(c, d, hand)]
    return [f"{c}~{d}" for c, d in apart], fault, rec_acc


def drills(seeds: range, forms: list[str], out: dict[str, Any], ids: bool, mod: Any) -> None:
    for form in forms:
        for seed in seeds:
            did = f"gen.lead.{form}.{seed}"
            try:
                d = drill_by_id(did)
            except DrillError:
                continue
            point = d.point
            if point is None:
                continue
            if advise_point(point) is None:
                continue
            advice = mod.advise(point)
            if advice is None:
                continue
            tally(out, did, advice, point, ids)


def tally(out: dict[str, Any], name: str, advice: Advice, point: Any, ids: bool) -> None:
    apart, fault, rec_acc = faults(advice, point)
    out["leads"] += 1
    if apart:
        out["apart"] += 1
    if fault:
        out["fault"] += 1
        out["rules"][advice.rule] += 1
        if ids:
            print(f"  fault {name} rule={advice.rule} {' '.join(fault)}")
    if rec_acc:
        out["rec_acc"] += 1
        out["rec_acc_rules"][advice.rule] += 1


def deals(n: int, seed0: int, out: dict[str, Any], ids: bool, mod: Any) -> None:
    for form in Form:
        for s_seed in range(seed0, seed0 + n):
            players: tuple[Player, ...] = (
                tuple(HandbookPlayer() for _ in range(4))
                if s_seed % 2 == 0
                else tuple(BiasedRandomPlayer(0.75) for _ in range(4))
            )
            start = State.new(deal(form, Seat(s_seed % 4), 700_000 + s_seed))
            for s in play_states(start, players, random.Random(s_seed)):
                if s.to_act is None:
                    continue
                if s.phase is not Phase.PLAY:
                    continue
                point = decision_point(s)
                advice = mod.advise(point)
                if advice is not None:
                    tally(out, f"deal.{form.value}.{s_seed}", advice, point, ids)
                break


def fresh() -> dict[str, Any]:
    return {"leads": 0, "apart": 0, "fault": 0, "rec_acc": 0, "rules": Counter(), "rec_acc_rules": Counter()}


def show(name: str, out: dict[str, Any]) -> None:
    print(
        f"{name}: leads {out['leads']}, apart {out['apart']}, fault {out['fault']}, rec_acc {out['rec_acc']}"
    )
    for r, k in out["rules"].most_common():
        print(f"  fault by {r}: {k}")
    for r, k in out["rec_acc_rules"].most_common():
        print(f"  rec_acc by {r}: {k}")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m tools.lead_equal_scan", description=__doc__.split("\n")[0])
    p.add_argument("--seeds", default="10600-10799")
    p.add_argument("--forms", default="alkupelit,kotkat,bolsevikit")
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--deal-seed", type=int, default=10600)
    p.add_argument("--rev", default=None, help="advice from leads.py at this git revision")
    p.add_argument("--ids", action="store_true")
    args = p.parse_args(argv)
    mod: Any = leads
    if args.rev is not None:
        from tools.rulebook_ab import old_module

        mod = old_module("leads", args.rev)
    lo, hi = (int(x) for x in args.seeds.split("-"))
    d = fresh()
    drills(range(lo, hi + 1), args.forms.split(","), d, args.ids, mod)
    show("drills", d)
    g = fresh()
    deals(args.deals, args.deal_seed, g, args.ids, mod)
    show("deals", g)


if __name__ == "__main__":
    main()
