"""Scan generated first-discard drills and count the faults issue 11 names (a measuring tool, not a test).

Usage (from the repository root)::

    .venv/bin/python -m tools.discard_scan [--seeds 1000-1059] [--forms alkupelit,kotkat,bolsevikit]
                                           [--jsonl FILE] [--ids]

For every drill ``gen.signal_discard.FORM.SEED`` it records the deciding seat's role, its place in the
trick, whether the seat can know who takes the trick (from the cards played and the suits players have
shown out of: nothing hidden), the advice, and the reason of every "not advised" card.  The summary
per form counts:

* ``decl``: painted-misère drills whose seat is on the declaring side (declarer or declarer's partner);
* ``decl_fault``: of those, advice that treats the seat like a defender: the defenders' signal among the
  reasons, an A/K/Q "not advised" with ``sig_keep_honour``, or an ace not recommended in a trick the
  other side surely takes (*Passimisääri / Pelitaktiikkaa*, *Maalattu misääri / Pelitaktiikkaa*);
* ``ace_kept``: any misère drill (painted or passimisääri) where the other side surely takes the trick,
  the seat holds an ace and the advice does not recommend one;
* ``judgement``: drills whose advice carries the "judgement" note;
* ``no_own_reason``: drills with at least one "not advised" card that has no reason of its own (the
  grade then repeats the advice's reasons), and how many such cards in all;
* ``duck_ace_kept`` (review round 3): a pair misère game where partner plays after the seat and surely
  still holds a card of the suit led, lower than the card winning now, that the seat passed him (so partner
  can duck and the opponents take the trick, *Passimisääri / Pelitaktiikkaa*), the seat holds an ace and
  the advice does not recommend one;
* ``unsure_false``: the advice says "who takes this trick is not certain yet" (``sig_ace_maybe``) where
  the trick is surely the other side's, or partner can duck as above;
* ``short_signal``: passimisääri advice that recommends or accepts a small card (2-9) of the suit
  partner passed (partner's short suit: its small cards are the ones that help partner, *Passimisääri*);
* ``bol_reach_void``: a bolshevik defender's signal ("they will know which suit to lead to reach you")
  in a suit the bolshevik has shown out of, or has probably emptied (he handed the seat a small card of
  it, ``leads.bolshevik_void_hint``).
* ``trumped_signal`` (review 11, gen.signal_discard.alkupelit.14003): a trump or dictator game where the
  recommended card is a small card (2-9) of a side suit a main player has shown out of while not shown out
  of trumps, with a trump the seat has not seen;
* ``kq_false`` (the same review): a small card of a suit where the seat holds the K and Q without the ace
  (trump, grand, dictator) is "not advised" as a false signal (``sig_false_signal``);
* ``equal_apart`` (review 11, gen.signal_discard.kotkat.14001): a "not advised" high card (10-K) equal to a
  recommended or acceptable high card (10-K) of its suit: every rank between them played or in the hand.

Each count is computed here from the seat's own knowledge, not by calling the discards module's helpers.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import Any

from trainer.cards import Card, Rank, Suit
from trainer.conventions.advise import advise_point
from trainer.conventions.core import DecisionPoint
from trainer.conventions.leads import bolshevik_void_hint
from trainer.drills import DrillError, drill_by_id
from trainer.game import GameType
from trainer.seats import Seat

ORDER = (Seat.A, Seat.B, Seat.C, Seat.D)


def _next(seat: Seat) -> Seat:
    return ORDER[(ORDER.index(seat) + 1) % 4]


def fate(point: DecisionPoint) -> str:
    """``theirs``/``ours``: the other side/the seat's side surely takes the trick (misère, no trumps);
    else ``unsure``.  Reads only played cards and shown-out suits."""
    info = point.info
    trick = info.current_trick
    led = trick[0][1].suit
    win_seat, win_card = max(((s, c) for s, c in trick if c.suit is led), key=lambda sc: sc[1].rank)
    seen = set(info.played()) | set(info.hand)
    higher = [Card(led, r) for r in Rank if r > win_card.rank and Card(led, r) not in seen]
    voids = info.voids()
    later: list[Seat] = []
    s = _next(point.seat)
    while s is not trick[0][0]:
        later.append(s)
        s = _next(s)
    possible = {win_seat} | {t for t in later if higher and led not in voids[t]}
    ours = {point.seat, point.seat.partner}
    if possible <= ours:
        return "ours"
    if not possible & ours:
        return "theirs"
    return "unsure"


def partner_keeps(point: DecisionPoint) -> set[Card]:
    """Cards the seat passed partner that partner surely still holds (not played, not passed on)."""
    info, seat = point.info, point.seat
    gave, got = list(info.given), list(info.received)
    held: set[Card] = set()
    for e in info.exchanges:
        if e.giver is seat and gave:
            g = gave.pop(0)
            if e.recipient is seat.partner:
                held |= set(g.cards)
        elif e.recipient is seat and got:
            r = got.pop(0)
            if e.giver is seat.partner:
                held -= set(r.cards)
        elif e.giver is seat.partner:
            held = set()
    return held - set(info.played())


def duck(point: DecisionPoint) -> bool:
    """Partner plays after the seat and can surely duck under the card winning now."""
    trick = point.info.current_trick
    if len(trick) != 1:  # partner is still to play only when the seat is second
        return False
    led, top = trick[0][1].suit, trick[0][1].rank
    return any(c.suit is led and c.rank < top for c in partner_keeps(point))


def role(point: DecisionPoint) -> str:
    v = point.view
    game = point.info.game
    if game is GameType.MISERE:
        return "declaring" if v.declarer in (point.seat, point.seat.partner) else "defending"
    if game is GameType.PASSIMISAARI:
        return "passi"
    return f"{game.value if game else '-'}-{'declarer' if v.declarer is point.seat else 'defender'}"


def hand_str(cards: Any) -> str:
    by: dict[Suit, list[Card]] = {}
    for c in cards:
        by.setdefault(c.suit, []).append(c)
    return " ".join(
        s.symbol + "".join(str(c)[1:] for c in sorted(by.get(s, []), key=lambda c: -c.rank)) for s in Suit
    )


def record(did: str) -> dict[str, Any]:
    try:
        d = drill_by_id(did)
    except DrillError as e:
        return {"id": did, "error": e.code}
    point = d.point
    assert point is not None
    a = advise_point(point)
    rec: dict[str, Any] = {"id": did, "seat": str(point.seat), "role": role(point)}
    v = point.view
    rec["contract"] = str(v.contract) if v.contract else None
    rec["position"] = len(v.current_trick) + 1
    rec["fate"] = fate(point) if point.info.game in (GameType.MISERE, GameType.PASSIMISAARI) else None
    rec["hand"] = hand_str(point.hand)
    rec["trick"] = " ".join(f"{s}:{c}" for s, c in v.current_trick)
    if a is None:
        rec["advice"] = None
        return rec
    rec["rec"] = [str(x) for x in a.recommended]
    rec["acc"] = [str(x) for x in a.acceptable]
    rec["keys"] = [r.key for r in a.reasons]
    rec["judgement"] = a.judgement
    rec["worse"] = {
        str(c): [r.key for r in a.worse.get(c, ())]
        for c in point.legal
        if c not in a.recommended and c not in a.acceptable
    }
    aces = [c for c in point.hand if isinstance(c, Card) and c.rank is Rank.ACE]
    keep_high = any(
        keys and "sig_keep_honour" in keys and card[-1] in "AKQ" for card, keys in rec["worse"].items()
    )
    ace_not_rec = bool(aces) and not any(isinstance(x, Card) and x.rank is Rank.ACE for x in a.recommended)
    rec["ace_kept"] = rec["fate"] == "theirs" and ace_not_rec
    game = point.info.game
    pair_misere = game in (GameType.MISERE, GameType.PASSIMISAARI)
    ducks = pair_misere and rec["fate"] == "unsure" and duck(point)
    rec["duck_ace_kept"] = bool(ducks) and ace_not_rec
    rec["unsure_false"] = "sig_ace_maybe" in rec["keys"] and (rec["fate"] == "theirs" or bool(ducks))
    short = None
    if game is GameType.PASSIMISAARI:
        passed = [e.cards[0] for e in point.info.received if e.giver is point.seat.partner and e.cards]
        short = passed[0].suit if passed else None
    ok = [*a.recommended, *a.acceptable]
    rec["short_signal"] = short is not None and any(
        isinstance(x, Card) and x.suit is short and x.rank <= Rank.NINE for x in ok
    )
    dead: set[str] = set()
    if game is GameType.BOLSHEVIK and v.declarer is not None:
        dead = {s.symbol for s in point.info.voids()[v.declarer]}
        hint = bolshevik_void_hint(point)
        if hint is not None and hint.rank is not Rank.ACE:
            dead.add(hint.suit.symbol)
    rec["bol_reach_void"] = any(
        r.key == "sig_standard_defenders" and r.params.get("suit") in dead for r in a.reasons
    )
    info = point.info
    trump = (
        v.contract.trump if v.contract is not None and game in (GameType.TRUMP, GameType.DICTATOR) else None
    )
    trumped: set[Suit] = set()
    if trump is not None and v.declarer is not None:
        seen = set(info.played()) | set(info.hand)
        main = [v.declarer] if game is GameType.DICTATOR else [v.declarer, v.declarer.partner]
        if any(Card(trump, r) not in seen for r in Rank):
            voids = info.voids()
            trumped = {
                s
                for s in Suit
                if s is not trump and any(s in voids[m] and trump not in voids[m] for m in main)
            }
    rec["trumped_signal"] = any(
        isinstance(x, Card) and x.rank <= Rank.NINE and x.suit in trumped for x in a.recommended
    )
    hand = [c for c in point.hand if isinstance(c, Card)]
    kq = {
        s
        for s in Suit
        if Card(s, Rank.KING) in hand and Card(s, Rank.QUEEN) in hand and Card(s, Rank.ACE) not in hand
    }
    rec["kq_false"] = game in (GameType.TRUMP, GameType.GRAND, GameType.DICTATOR) and any(
        isinstance(c, Card) and c.rank <= Rank.NINE and c.suit in kq and "sig_false_signal" in keys
        for c, keys in ((Card.parse(k), ks) for k, ks in rec["worse"].items())
    )
    gone = set(info.played()) | set(hand)

    def _equal(x: Card, y: Card) -> bool:
        lo, hi = sorted((int(x.rank), int(y.rank)))
        return x.suit is y.suit and all(Card(x.suit, Rank(r)) in gone for r in range(lo + 1, hi))

    high_ok = [x for x in ok if isinstance(x, Card) and Rank.TEN <= x.rank <= Rank.KING]
    rec["equal_apart"] = any(
        Rank.TEN <= c.rank <= Rank.KING and any(_equal(c, x) for x in high_ok)
        for c in (Card.parse(k) for k in rec["worse"])
    )
    rec["decl_fault"] = rec["role"] == "declaring" and (
        "sig_standard" in rec["keys"] or keep_high or rec["ace_kept"]
    )
    return rec


def parse_seeds(text: str) -> range:
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seeds", default="1000-1059")
    p.add_argument("--forms", default="alkupelit,kotkat,bolsevikit")
    p.add_argument("--jsonl", help="write one JSON line per drill to this file")
    p.add_argument("--ids", action="store_true", help="list the drill ids of each count")
    args = p.parse_args(argv)
    out = open(args.jsonl, "w", encoding="utf-8") if args.jsonl else None  # noqa: SIM115
    for form in args.forms.split(","):
        recs = [record(f"gen.signal_discard.{form}.{seed}") for seed in parse_seeds(args.seeds)]
        if out is not None:
            for r in recs:
                out.write(json.dumps(r, ensure_ascii=False) + "\n")
        ok = [r for r in recs if "error" not in r and r.get("advice", True) is not None]
        lists = {
            "decl": [r["id"] for r in ok if r["role"] == "declaring"],
            "decl_fault": [r["id"] for r in ok if r["decl_fault"]],
            "ace_kept": [r["id"] for r in ok if r["ace_kept"]],
            "judgement": [r["id"] for r in ok if r["judgement"]],
            "no_own_reason": [r["id"] for r in ok if any(not k for k in r["worse"].values())],
            "duck_ace_kept": [r["id"] for r in ok if r["duck_ace_kept"]],
            "unsure_false": [r["id"] for r in ok if r["unsure_false"]],
            "short_signal": [r["id"] for r in ok if r["short_signal"]],
            "bol_reach_void": [r["id"] for r in ok if r["bol_reach_void"]],
            "trumped_signal": [r["id"] for r in ok if r["trumped_signal"]],
            "kq_false": [r["id"] for r in ok if r["kq_false"]],
            "equal_apart": [r["id"] for r in ok if r["equal_apart"]],
        }
        bare = sum(1 for r in ok for k in r["worse"].values() if not k)
        n_worse = sum(len(r["worse"]) for r in ok)
        roles = Counter(r["role"] for r in ok)
        print(f"{form}: {len(ok)} drills ({len(recs) - len(ok)} errors/no advice); roles {dict(roles)}")
        for name, ids in lists.items():
            print(f"  {name:14} {len(ids):3}/{len(ok)}" + (f"  {' '.join(ids)}" if args.ids and ids else ""))
        print(f"  not-advised cards without a reason of their own: {bare}/{n_worse}")
    if out is not None:
        out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
