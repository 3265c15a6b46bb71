"""Scan generated opening-lead drills and count the faults issue 11 names (a measuring tool, not a test).

Usage (from the repository root)::

    .venv/bin/python -m tools.lead_scan [--seeds 1000-1059] [--forms alkupelit,kotkat,bolsevikit]
                                        [--jsonl FILE] [--ids]

For every drill ``gen.lead.FORM.SEED`` it takes the advice at the lead and counts per form:

* ``trump``: alkupelit trump-contract leads; ``trump_rec``: of those, a trump recommended (with
  ``cup_rec``: on the cup-game reason); ``trump_acc``: a trump acceptable beside the usual lead;
  ``side_over``: a trump recommended although partner gave a side-suit card (*ALKUPELIT / Avauslyönti*,
  *Kuppi ja häntäkuppi valttipelinä*);
* ``ace_rec``: a recommended ace against a painted misère or a bolshevik (*Maalattu misääri /
  Pelitaktiikkaa*, *BOLSEVIKIT / Pelitaktiikkaa*);
* ``into_void``: bolshevik leads that recommend the suit of the card the bolshevik handed the niskamies
  (*Korttien ylianto*); ``into_read``: of those, the suit the advice itself reads as emptied
  (``leads.bolshevik_void_hint``: an ace, or a small card with no lower one of its suit among the middle
  cards), which should never happen;
* ``no_alt``: leads with no acceptable alternative;
* ``judgement``: leads whose advice carries the "judgement" note;
* ``no_own_reason``: leads with a "not advised" card that has no reason of its own, and how many cards;
* ``mis_small_text_high``: painted-misère leads whose recommended card is 10 or higher under the "attack
  with a small card" text (review round 3, gen.lead.kotkat.7005);
* ``mis_small_not_adv``: painted-misère leads without an exchange where a small-card attack (the lowest card,
  2-5, of a suit other than a lone two or ace; the second-lowest where the suit holds its two) is not
  advised (*Maalattu misääri / Pelitaktiikkaa*, C81b);
* ``honour_below_low``: leads where a card of a touching-honour pair is not advised while a lower card of
  its suit is advised (gen.lead.alkupelit.7001, 7006; C66a).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable
from itertools import pairwise
from typing import Any

from trainer.cards import Card, Rank, Suit
from trainer.conventions.advise import advise_point
from trainer.conventions.leads import bolshevik_void_hint
from trainer.drills import DrillError, drill_by_id
from trainer.game import GameType, Phase


def record(did: str) -> dict[str, Any] | None:
    """The facts of one lead drill, or None when the id gives no drill."""
    try:
        d = drill_by_id(did)
    except DrillError:
        return None
    point = d.point
    if point is None:
        return None
    advice = advise_point(point)
    if advice is None:
        return None
    v = point.view
    game = point.info.game
    trump = v.contract.trump if v.contract is not None else None
    rec = [a for a in advice.recommended if isinstance(a, Card)]
    acc = [a for a in advice.acceptable if isinstance(a, Card)]
    rest = [a for a in point.legal if a not in advice.recommended and a not in advice.acceptable]
    got_side = any(
        e.phase is Phase.DEFENDERS_EXCHANGE and e.cards and trump is not None and e.cards[0].suit is not trump
        for e in v.received
    )
    handed = next((e.cards[0] for e in v.received if e.phase is Phase.BOLSHEVIK_GIVES and e.cards), None)
    read = bolshevik_void_hint(point) if game is GameType.BOLSHEVIK else None
    advised = set(rec) | set(acc)
    no_exchange = not any(e.phase is Phase.DEFENDERS_EXCHANGE for e in v.received)
    small_attacks = []
    for s in Suit:
        cards = sorted((c for c in point.hand if c.suit is s), key=lambda c: -c.rank)
        if not cards or [c.rank for c in cards] in ([Rank.TWO], [Rank.ACE], [Rank.ACE, Rank.TWO]):
            continue
        a = cards[-2] if len(cards) >= 2 and cards[-1].rank is Rank.TWO else cards[-1]
        if a.rank is not Rank.ACE and a.rank <= Rank.FIVE:
            small_attacks.append(a)
    honour_below = False
    for s in Suit:
        cards = sorted((c for c in point.hand if c.suit is s), key=lambda c: -c.rank)
        pairs = [(x, y) for x, y in pairwise(cards) if y.rank >= Rank.TEN and x.rank == y.rank + 1]
        for x, y in pairs:
            lower = [c for c in cards if c.rank < y.rank]
            if (x in advised) and y not in advised and any(c in advised for c in lower):
                honour_below = True
    return {
        "id": did,
        "game": game.value if game is not None else None,
        "contract": str(v.contract) if v.contract is not None else None,
        "hand": " ".join(map(str, point.hand)),
        "rec": [str(c) for c in rec],
        "acc": [str(c) for c in acc],
        "keys": [r.key for r in advice.reasons],
        "judgement": advice.judgement,
        "trump_game": game is GameType.TRUMP and point.form.value == "alkupelit",
        "trump_rec": trump is not None and bool(rec) and all(c.suit is trump for c in rec),
        "trump_acc": trump is not None and any(c.suit is trump for c in acc),
        "got_side": got_side,
        "ace_rec": game in (GameType.MISERE, GameType.BOLSHEVIK) and any(c.rank is Rank.ACE for c in rec),
        "into_void": handed is not None and any(c.suit is handed.suit for c in rec),
        "into_read": read is not None and any(c.suit is read.suit for c in rec),
        "no_reason": [str(a) for a in rest if not advice.worse.get(a)],
        "mis_small_text_high": game is GameType.MISERE
        and bool(rec)
        and rec[0].rank >= Rank.TEN
        and "lead_misere_aggressive" in [r.key for r in advice.reasons],
        "mis_small_not_adv": game is GameType.MISERE
        and no_exchange
        and any(a not in advised for a in small_attacks),
        "honour_below_low": honour_below,
    }


def summary(rows: list[dict[str, Any]]) -> Counter[str]:
    c: Counter[str] = Counter()
    for r in rows:
        c["drills"] += 1
        if r["trump_game"]:
            c["trump"] += 1
            c["trump_rec"] += r["trump_rec"]
            c["cup_rec"] += r["trump_rec"] and "lead_cup_trump" in r["keys"]
            c["trump_acc"] += r["trump_acc"] and not r["trump_rec"]
            c["side_over"] += r["trump_rec"] and r["got_side"]
        c["ace_rec"] += r["ace_rec"]
        c["into_void"] += r["into_void"]
        c["into_read"] += r["into_read"]
        c["no_alt"] += not r["acc"]
        c["judgement"] += r["judgement"]
        c["no_own_reason"] += bool(r["no_reason"])
        c["no_own_reason_cards"] += len(r["no_reason"])
        c["mis_small_text_high"] += r["mis_small_text_high"]
        c["mis_small_not_adv"] += r["mis_small_not_adv"]
        c["honour_below_low"] += r["honour_below_low"]
    return c


PREDICATES: dict[str, Callable[[dict[str, Any]], bool]] = {
    "trump_rec": lambda r: r["trump_game"] and r["trump_rec"],
    "trump_acc": lambda r: r["trump_game"] and r["trump_acc"] and not r["trump_rec"],
    "side_over": lambda r: r["trump_game"] and r["trump_rec"] and r["got_side"],
    "ace_rec": lambda r: r["ace_rec"],
    "into_void": lambda r: r["into_void"],
    "into_read": lambda r: r["into_read"],
    "no_own_reason": lambda r: bool(r["no_reason"]),
    "mis_small_text_high": lambda r: r["mis_small_text_high"],
    "mis_small_not_adv": lambda r: r["mis_small_not_adv"],
    "honour_below_low": lambda r: r["honour_below_low"],
}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.lead_scan", description=(__doc__ or "").split("\n")[0])
    p.add_argument("--seeds", default="1000-1059", help="a range FIRST-LAST (default 1000-1059)")
    p.add_argument("--forms", default="alkupelit,kotkat,bolsevikit")
    p.add_argument("--jsonl", help="also write one JSON line per drill to this file")
    p.add_argument("--ids", action="store_true", help="list the ids behind each count")
    args = p.parse_args(argv)
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    lines: list[str] = []
    for form in args.forms.split(","):
        rows = [r for r in (record(f"gen.lead.{form}.{s}") for s in seeds) if r is not None]
        lines.extend(json.dumps(r, ensure_ascii=False) for r in rows)
        c = summary(rows)
        print(form + ": " + ", ".join(f"{k} {v}" for k, v in c.items()))
        if args.ids:
            for key, pred in PREDICATES.items():
                ids = [r["id"] for r in rows if pred(r)]
                if ids:
                    print(f"  {key}: {' '.join(ids)}")
    if args.jsonl:
        with open(args.jsonl, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
