"""Scan refused give plans: is each card's own line true of the learner's plan? (a measuring tool, not a test)

Usage (from the repository root)::

    .venv/bin/python -m tools.give_feedback_scan [--seeds 14100-14139] [--forms bolsevikit,alkupelit]
                                                 [--random 20] [--examples N]

Review 11 (reader A, ``gen.give.bolsevikit.14000``-``14004``): a refused bolshevik plan was told, card by
card, where "the handbook's plans" put a card and the seat rule (*Korttien ylianto*: of the cards thrown
away "maan matalin kortti" to the niskamies on the right, "korkein kortti" to the left), also of cards the
learner had placed exactly as the advised plan does, and of voids the learner had made by that very rule.

For every multi-card give drill ``gen.give.FORM.SEED`` the tool grades a set of refused plans: every order
of the advised plan's cards and of each allowed plan's, every void of a suit of two or three cards (in
every order, with any third card for a pair), the advised plan with one card changed, and ``--random``
random plans.  Each line of the feedback that is a card's own line (the card's ``Advice.worse`` at its
point after the learner's earlier gives, or a ``drill_give_seat_*`` line) is judged against the learner's
own plan, by this tool's own reading of the rule:

* ``same``: the card went to the same player as in the advised plan (nothing is wrong with that card);
* ``seat``: a seat line on a card where the learner's own cards keep the seat rule: of the learner's cards
  of that suit (two or more), the lowest went to the niskamies and the highest to the left, or the card is
  neither the lowest nor the highest (a middle card), or the card is the lone card of its suit beside a
  pair (with three different suits the lowest and highest of all three are judged).  Cards with no card of
  another hand between them are equal;
* ``stays``: "the plans give this player the higher card, and your small card stays in your hand"
  (``ex_bol_shed_higher``) where the learner gives that higher card too.

It prints, per form, the refused plans graded, the own lines, the false ones of each kind, the plans with
at least one false line, the plans told only the nearest allowed plan, and the plans told nothing of their
own (only the advised plan's reasons).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from collections import Counter
from collections.abc import Sequence

from trainer.cards import Card, Rank
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Reason, grade
from trainer.conventions.exchanges import advise_gives
from trainer.drills import DrillError, check, drill_by_id
from trainer.drills.model import Drill
from trainer.seats import Seat

SEAT_KEYS = frozenset({"ex_bol_low_goes_right", "ex_bol_high_goes_left", "ex_bol_mid_goes_partner"})


def parse_seeds(text: str) -> range:
    lo, _, hi = text.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def candidates(d: Drill, n_random: int, rng: random.Random) -> list[tuple[Card, ...]]:
    """Plans to grade (recipient order), the drill's advised plan and the allowed plans left out later."""
    assert d.point is not None
    hand = sorted(d.point.view.hand, key=lambda c: (c.suit, c.rank))
    n = len(d.data["recipients"])
    plan: tuple[Card, ...] = tuple(d.data["plan"])
    out: list[tuple[Card, ...]] = list(itertools.permutations(plan))
    ga = advise_gives(d.point)
    seats = d.data["recipients"]
    allowed = [tuple(p[s] for s in seats) for p in (*ga.recommended, *ga.acceptable)] if ga else []
    for p in allowed[:8]:
        out += itertools.permutations(p)
    for suit in {c.suit for c in hand}:
        cards = [c for c in hand if c.suit is suit]
        if len(cards) == n:
            out += itertools.permutations(cards)
        elif len(cards) == n - 1:
            for third in hand:
                if third.suit is not suit:
                    out += itertools.permutations((*cards, third))
    for i in range(n):
        for c in hand:
            if c not in plan:
                out.append(tuple(c if j == i else x for j, x in enumerate(plan)))
    for _ in range(n_random):
        out.append(tuple(rng.sample(hand, n)))
    return [p for p in dict.fromkeys(out) if p not in allowed]


def _equal_or_above(x: Card, y: Card, full: Sequence[Card]) -> int:
    """1 if ``x`` is really above ``y``, -1 if really below, 0 if equal (same suit, nothing of another hand
    between them); cards of different suits compare by rank."""
    if x.suit is not y.suit:
        return (x.rank > y.rank) - (x.rank < y.rank)
    lo, hi = sorted((x.rank, y.rank))
    held = {c.rank for c in full if c.suit is x.suit}
    if all(r in held for r in Rank if lo < r < hi):
        return 0
    return 1 if x.rank > y.rank else -1


def seat_line_true(me: Seat, plan: dict[Seat, Card], to: Seat, c: Card, full: Sequence[Card]) -> bool:
    """The learner's own cards break the seat rule at ``c`` (see the module docstring)."""
    given = list(plan.values())
    same = [x for x in given if x.suit is c.suit]
    if len(same) >= 2:
        group = same
    elif len({x.suit for x in given}) == 3:
        group = given
    else:
        return False  # a lone card beside a pair: the rule is about the pair
    # the lowest (highest) by rank as well: of two touching cards only the lower is "the lowest" (review 11b)
    ranks = [x.rank for x in group if x.suit is c.suit]
    is_low = all(_equal_or_above(c, x, full) <= 0 for x in group) and c.rank == min(ranks)
    is_high = all(_equal_or_above(c, x, full) >= 0 for x in group) and c.rank == max(ranks)
    if not is_low and not is_high:
        return False  # a middle card
    at_right = plan.get(me.right)
    at_left = plan.get(me.left)
    right_ok = at_right in group and all(_equal_or_above(at_right, x, full) <= 0 for x in group)
    left_ok = at_left in group and all(_equal_or_above(at_left, x, full) >= 0 for x in group)
    return (is_low and to is not me.right and not right_ok) or (is_high and to is not me.left and not left_ok)


def scan_drill(
    d: Drill, n_random: int, rng: random.Random, counts: Counter[str], examples: list[str]
) -> None:
    assert d.point is not None and d.key is not None
    seats: tuple[Seat, ...] = d.data["recipients"]
    plan: tuple[Card, ...] = tuple(d.data["plan"])
    me = d.point.seat
    full = tuple(d.point.view.hand)
    for mine in candidates(d, n_random, rng):
        text = " ".join(map(str, mine))
        fb = check(d, text, evidence=False)
        if fb.verdict != "not_advised":
            continue
        counts["refused"] += 1
        own_lines: list[tuple[int, Reason]] = []
        for i, c in enumerate(mine):
            point = d.point if i == 0 else d.key.points_after(mine[:i])[-1]
            g = grade(point, c, advise_point(point))
            if g.illegal is not None:
                break
            worse = set(g.advice.worse.get(c, ())) if g.advice else set()
            for r in fb.reasons:
                if r in worse or (r.key.startswith("drill_give_seat") and r.params.get("card") == str(c)):
                    own_lines.append((i, r))
        counts["own lines"] += len(own_lines)
        by_seat = dict(zip(seats, mine, strict=True))
        bad: list[str] = []
        for i, r in own_lines:
            if mine[i] == plan[i]:
                counts["false: same player as advised"] += 1
                bad.append(f"same {r.key}({mine[i]})")
            elif r.key == "ex_bol_shed_higher" and str(r.params.get("top")) in {str(x) for x in mine}:
                counts["false: 'stays in your hand' but given"] += 1
                bad.append(f"stays {r.key}({mine[i]})")
            elif (r.key in SEAT_KEYS or r.key.startswith("drill_give_seat")) and not seat_line_true(
                me, by_seat, seats[i], mine[i], full
            ):
                counts["false: seat rule kept"] += 1
                bad.append(f"seat {r.key}({mine[i]})")
        if bad:
            counts["plans with a false line"] += 1
            if len(examples) < 10_000:
                examples.append(f"{d.id} {text}: {'; '.join(bad)}")
        if not own_lines and any(r.key == "drill_give_nearest" for r in fb.reasons):
            counts["plans told only the nearest plan"] += 1
        if not own_lines and not any(r.key in ("drill_give_nearest",) for r in fb.reasons):
            ga = advise_gives(d.point)
            fault = ga.fault(by_seat) if ga is not None else ()
            if not fault:
                counts["plans told nothing of their own"] += 1


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    p.add_argument("--seeds", default="14100-14139")
    p.add_argument("--forms", default="bolsevikit,alkupelit")
    p.add_argument("--random", type=int, default=20)
    p.add_argument("--examples", type=int, default=0)
    args = p.parse_args(argv)
    rng = random.Random(0)
    for form in args.forms.split(","):
        counts: Counter[str] = Counter()
        examples: list[str] = []
        drills = 0
        for seed in parse_seeds(args.seeds):
            try:
                d = drill_by_id(f"gen.give.{form}.{seed}")
            except DrillError:
                continue
            if d.point is None or d.key is None or len(d.data["recipients"]) < 2:
                continue
            drills += 1
            scan_drill(d, args.random, rng, counts, examples)
        print(f"{form}: {drills} multi-card give drills, seeds {args.seeds}")
        for k in (
            "refused",
            "own lines",
            "false: same player as advised",
            "false: seat rule kept",
            "false: 'stays in your hand' but given",
            "plans with a false line",
            "plans told only the nearest plan",
            "plans told nothing of their own",
        ):
            print(f"  {k:34} {counts[k]:6}")
        for line in examples[: args.examples]:
            print("   ", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
