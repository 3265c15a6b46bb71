"""Scan give drills for two review-11 faults (a measuring tool, not a test).

Usage (from the repository root)::

    .venv/bin/python -m tools.give_reason_scan [--seeds 14100-14199] [--examples N]

Review 11 (reader A, patterns 3 and 4):

* "not your shortest suit" (``ex_not_short_suit``) told of a refused card outside the gives whose rule is
  the shortest suit (``gen.give.alkupelit.14000``, ``14003``).  Counted per form, advice topic and game
  (for the three-card gives, the game the exchange prepares), and, for the defenders' give, how many of
  those reasons sit beside an accepted card of a suit longer than the recommended one (the contradiction
  the reader found: ♠4 refused so, ♠K accepted);
* allowed trump-give plans that give the lone card of the suit voided (partner gets its highest card, one
  opponent the rest) to the right-hand opponent (*Valttipeli*: "vasemmalla istuvalle";
  ``gen.give.alkupelit.14002``).  Misère gives are listed too but need no seat (nobody ruffs there).
"""

from __future__ import annotations

import argparse
from collections import Counter

from trainer.conventions import exchanges as ex
from trainer.conventions.advise import advise_point
from trainer.drills import DrillError, drill_by_id
from trainer.drills.grade import _point
from trainer.phases import Phase


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="14100-14199")
    ap.add_argument("--examples", type=int, default=10)
    args = ap.parse_args(argv)
    lo, hi = (int(x) for x in args.seeds.split("-"))
    short: Counter[tuple[str, ...]] = Counter()
    drills: Counter[str] = Counter()
    contra = 0
    void_right: list[tuple[str, str, str]] = []
    plans = 0
    for form in ("alkupelit", "kotkat"):
        for seed in range(lo, hi + 1):
            did = f"gen.give.{form}.{seed}"
            try:
                d = drill_by_id(did)
            except DrillError:
                continue
            drills[form] += 1
            pt = _point(d)
            contract = pt.view.contract
            game = contract.game if contract is not None else "-"
            a = advise_point(pt)
            g = ex.advise_gives(pt)
            if a is not None and (g is None or len(g.per_recipient) <= 1):
                hand = pt.view.hand
                length = {s: sum(1 for c in hand if c.suit is s) for s in {c.suit for c in hand}}
                for rs in a.worse.values():
                    for r in rs:
                        if r.key != "ex_not_short_suit":
                            continue
                        short[(form, a.topic, game)] += 1
                        if a.topic == "exchange_defenders" and contract is not None:
                            least = min(length[x.suit] for x in a.recommended if hasattr(x, "suit"))
                            trump = contract.trump
                            if any(
                                hasattr(x, "suit") and x.suit is not trump and length[x.suit] > least
                                for x in a.acceptable
                            ):
                                contra += 1
            if g is None or len(g.per_recipient) <= 1:
                continue
            prepared = "-"
            if pt.phase is Phase.RESPONDER_GIVES:
                intent = ex._alku_intent(ex.AuctionContext.of(pt), pt.seat.partner)
                prepared = intent.game if intent is not None else "-"
            for pa in g.per_recipient.values():
                for rs in pa.worse.values():
                    short[(form, "gives", prepared)] += sum(1 for r in rs if r.key == "ex_not_short_suit")
            me, hand_now = pt.seat, set(pt.view.hand)
            for p in (*g.recommended, *g.acceptable):
                plans += 1
                to_p = p.get(me.partner)
                if to_p is None or len(p) < 3:
                    continue
                of_suit = [c for c in hand_now if c.suit is to_p.suit]
                opp = [(st, c) for st, c in p.items() if st is not me.partner and c.suit is to_p.suit]
                if all(c in p.values() for c in of_suit) and len(opp) == 1 and opp[0][0] is me.right:
                    shown = " ".join(f"{st}:{c}" for st, c in p.items())
                    void_right.append((did, shown, prepared))
    print("drills", dict(drills), "allowed plans", plans)
    print("ex_not_short_suit by (form, topic, game):")
    for k, v in sorted(short.items()):
        if v:
            print("  ", k, v)
    print("defenders' ex_not_short_suit beside an accepted card of a longer suit:", contra)
    print("allowed plans with the lone void card to the right:", len(void_right))
    for x in void_right[: args.examples]:
        print("  ", *x)


if __name__ == "__main__":
    main()
