"""The review of a played deal: every decision of one seat, graded by the handbook and by analysis (issue 15).

For each decision of the seat (a call, a packet card, a give, a double, a lead, every card played):

* the conventions' grade (:func:`trainer.conventions.core.grade` against
  :func:`~trainer.conventions.advise.advise_point` at the seat's decision point, built from what the
  seat knew then): ``recommended``, ``acceptable``, ``not_advised``, or ``no_advice`` where the handbook
  gives none;
* what the handbook recommended there, and the reasons (of the grade: why the action was advised, or
  what is wrong with it);
* ``dd_cost`` for a card played in a trump or grand game: how many tricks the card gave away against
  the best card with best play by everyone from that point (double dummy, DDS through
  :func:`trainer.conventions.double_dummy.positions_tricks`, with every hand as it lay); for a card of
  a misère or passimisääri game, when the position is small enough for the exact ending solver
  (:mod:`trainer.endings`), the *points* the card cost the seat's pair against the best card; else None.

Double dummy knows every card, so a card that cost a trick is not always a mistake: the review says
"with best play from here", and the grade (from what the seat knew) comes first.

``step`` is the index of the position in :meth:`DealRecord.states <trainer.records.DealRecord.states>`
where the decision was made (0 = the deal before its first action): the worked-deal viewer's
``?step=`` opens that position.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from trainer.cards import Card
from trainer.conventions.advise import advise_point
from trainer.conventions.core import NO_CONVENTION, DecisionPoint, Reason, Verdict, decision_point, grade
from trainer.game import Action, GameType, Phase
from trainer.i18n import Translator
from trainer.records import DealRecord
from trainer.seats import SEATS, Seat
from trainer.state import State

log = logging.getLogger(__name__)

GRADES: Final = ("recommended", "acceptable", "not_advised", "no_advice")
#: The games whose card play double dummy measures in tricks, and those the ending solver measures in points.
DD_GAMES: Final = frozenset({GameType.TRUMP, GameType.GRAND})
ENDING_GAMES: Final = frozenset({GameType.MISERE, GameType.PASSIMISAARI})


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat."""

    step: int
    phase: Phase
    action: Action
    grade: str
    recommended: tuple[Action, ...]
    reasons: tuple[Reason, ...]
    #: Tricks (trump, grand) or points (misère, passimisääri) the action cost against the best one; None
    #: where not measured.
    dd_cost: int | None = None
    #: "tricks" or "points" when ``dd_cost`` is not None.
    cost_unit: str | None = None


@dataclass(frozen=True)
class Review:
    seat: Seat
    decisions: tuple[Decision, ...]
    #: False when double dummy could not be asked (endplay/DDS missing here).
    dd_available: bool = True
    notes: tuple[str, ...] = field(default=())

    def summary(self) -> dict[str, Any]:
        counts = {g: sum(1 for d in self.decisions if d.grade == g) for g in GRADES}
        tricks = [d.dd_cost for d in self.decisions if d.cost_unit == "tricks" and d.dd_cost is not None]
        points = [d.dd_cost for d in self.decisions if d.cost_unit == "points" and d.dd_cost is not None]
        return {
            "seat": str(self.seat),
            "decisions": len(self.decisions),
            **counts,
            "tricks_lost": sum(tricks),
            "points_lost": sum(points),
            "measured_cards": len(tricks) + len(points),
            "dd_available": self.dd_available,
        }

    def costliest(self) -> list[Decision]:
        """The decisions in the order a learner should look at them: the costliest first (by double
        dummy or the ending solver), then the not-advised ones, then the rest in the order they were made."""
        rank = {"not_advised": 0, "acceptable": 1, "no_advice": 2, "recommended": 3}
        return sorted(self.decisions, key=lambda d: (-(d.dd_cost or 0), rank.get(d.grade, 4), d.step))


def _verdict_name(verdict: Verdict, no_advice: bool) -> str:
    if no_advice:
        return "no_advice"
    return str(verdict)


def _grade(point: DecisionPoint, action: Action) -> tuple[str, tuple[Action, ...], tuple[Reason, ...]]:
    advice = advise_point(point)
    g = grade(point, action, advice)
    if advice is None:
        return "no_advice", (), tuple(r for r in g.reasons if r.key != NO_CONVENTION)
    return _verdict_name(g.verdict, False), tuple(advice.recommended), tuple(g.reasons)


def _position(s: State) -> tuple[dict[Seat, tuple[Card, ...]], Seat, tuple[Card, ...]]:
    leader = s.leader if s.current else s.to_act
    assert leader is not None
    return {seat: s.hand(seat) for seat in SEATS}, leader, tuple(s.current)


def _dd_costs(points: Sequence[tuple[int, State, Card]]) -> dict[int, int] | None:
    """For each (index, state before the card, card): tricks the card gave away (None: DDS not available)."""
    from trainer.conventions import double_dummy

    if not points:
        return {}
    if not double_dummy.is_available():
        return None
    positions = []
    for _i, s, _card in points:
        hands, leader, trick = _position(s)
        positions.append((hands, leader, trick, s.trump))
    results = double_dummy.positions_tricks(positions)
    out: dict[int, int] = {}
    for (i, _s, card), tricks in zip(points, results, strict=True):
        if card in tricks:
            out[i] = max(tricks.values()) - tricks[card]
    return out


def _ending_cost(s: State, card: Card) -> int | None:
    """Points ``card`` cost against the best card, by the exact ending solver; None when the position is
    too large for it (or the solver is not there)."""
    try:
        from trainer import endings
    except ImportError:  # pragma: no cover - the solver is part of the package
        return None
    if not endings.solvable(s):
        return None
    values = endings.card_values(s)
    if card not in values:
        return None
    return max(values.values()) - values[card]


def review(record: DealRecord, seat: Seat) -> Review:
    """Review every decision ``seat`` made in ``record`` (see the module docstring)."""
    states = record.states()
    raw: list[tuple[int, State, Action]] = []
    for i in range(1, len(states)):
        before = states[i - 1][2]
        action = states[i][1]
        if action is None or before.to_act is not seat:
            continue
        raw.append((i - 1, before, action))
    dd_points = [
        (n, s, a)
        for n, (_i, s, a) in enumerate(raw)
        if isinstance(a, Card) and s.phase is Phase.PLAY and s.game in DD_GAMES and not s.rules.dummy
    ]
    costs = _dd_costs(dd_points)
    decisions: list[Decision] = []
    for n, (i, s, action) in enumerate(raw):
        name, recommended, reasons = _grade(decision_point(s), action)
        cost: int | None = None
        unit: str | None = None
        if costs is not None and n in costs:
            cost, unit = costs[n], "tricks"
        elif (
            isinstance(action, Card)
            and s.phase is Phase.PLAY
            and s.game in ENDING_GAMES
            and not s.rules.dummy
        ):
            cost = _ending_cost(s, action)
            unit = "points" if cost is not None else None
        decisions.append(Decision(i, s.phase, action, name, recommended, reasons, cost, unit))
    notes = () if costs is not None else ("double dummy is not available here: no trick costs",)
    return Review(seat, tuple(decisions), dd_available=costs is not None, notes=notes)


def decision_concept(d: Decision, s: State) -> str | None:
    """The drill topic (``<kind>:<lesson>``) a graded decision practises, for the learner's progress; None for a
    decision no drill kind asks (the bolshevik choice) or one the handbook gives no advice on.

    The kind follows the phase (a call, a packet card, a give, the opening lead, any other card); the lesson is
    the one teaching the section of the decision's first reason (:func:`trainer.drills.make.lesson_of`)."""
    from trainer.drills.make import BID_PHASES, GIVE_PHASES, PACKET_PHASES, concept_of, lesson_of
    from trainer.drills.model import Kind

    if d.grade == "no_advice":
        return None
    kind: Kind | None
    if d.phase in BID_PHASES or d.phase is Phase.DOUBLING:
        kind = Kind.CALL
    elif d.phase in PACKET_PHASES:
        kind = Kind.PACKET_ORDER
    elif d.phase in GIVE_PHASES:
        kind = Kind.GIVE
    elif d.phase is Phase.PLAY:
        kind = Kind.LEAD if not s.tricks and not s.current else Kind.PLAY
    else:
        kind = None
    if kind is None:
        return None
    section = d.reasons[0].section if d.reasons else None
    return concept_of(kind, lesson_of(kind, section))


def review_json(rv: Review, _: Translator | None = None) -> dict[str, Any]:
    """The review as the CLI's JSON (``python -m trainer review RECORD --seat S --json``)."""
    from trainer.conventions.texts import reason_text

    return {
        "decisions": [
            {
                "step": d.step,
                "phase": str(d.phase),
                "action": str(d.action),
                "grade": d.grade,
                "recommended": [str(a) for a in d.recommended],
                "reasons": [
                    {"key": r.key, "text": reason_text(r, _), "section": r.section} for r in d.reasons
                ],
                "dd_cost": d.dd_cost,
            }
            for d in rv.decisions
        ],
        "summary": rv.summary(),
    }


# --- benchmark ------------------------------------------------------------------------------------------


def bench(deals: int = 20, seed: int = 0) -> dict[str, Any]:
    """Seconds to review one seat of a whole deal (handbook self-play), per form: p50, p95 and max over
    ``deals`` deals.  The issue asks for the whole review of a deal in under 5 s."""
    import random
    import statistics
    import time

    from trainer.players import HandbookPlayer, play_deal

    out: dict[str, Any] = {}
    for form in ("alkupelit", "kotkat", "bolsevikit"):
        times: list[float] = []
        for i in range(deals):
            rec = play_deal(form, [HandbookPlayer()] * 4, random.Random(seed * 100_003 + i))
            t0 = time.perf_counter()
            review(rec, SEATS[i % 4])
            times.append(time.perf_counter() - t0)
        times.sort()
        out[form] = {
            "deals": deals,
            "p50": statistics.median(times),
            "p95": times[min(len(times) - 1, round(0.95 * (len(times) - 1)))],
            "max": times[-1],
        }
    return {"review_seconds": out}


def main(argv: list[str] | None = None) -> int:
    """``python -m trainer.review --bench [--deals N]``: the review benchmark as JSON."""
    import argparse
    import json

    p = argparse.ArgumentParser(prog="python -m trainer.review", description="benchmark the review of a deal")
    p.add_argument("--bench", action="store_true", required=True)
    p.add_argument("--deals", type=int, default=20)
    args = p.parse_args(argv)
    print(json.dumps(bench(args.deals)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
