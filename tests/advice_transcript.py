"""A saved transcript of the conventions' advice on a few thousand decision points, and how to rewrite it.

Each deal is walked from the deal to the end through the engine: at every decision the handbook's
advice is taken (a recommended action) with probability 0.7, otherwise a random legal action (pass
more often in the bidding).  At every decision point the record holds the advice (recommended,
acceptable, reasons, judgement and the reasons for worse actions), the grade of every legal action
and of six actions that are not legal (with the engine's reason).  Every drill-bank item with a
decision point (among them the described opening leads) adds its advice and the grades of its legal
actions.

``tests/transcripts/advice.json`` keeps one digest per deal (and per bank lead); the first version was
recorded from commit 25bf429, before decision points were built from :class:`~trainer.info.Info`, and
``tests/test_information_boundary.py`` checks that the advice has not changed since.

* ``python -m tests.advice_transcript`` rewrites the file after an intended change of the advice;
* ``python -m tests.advice_transcript --show kotkat/2003`` prints that deal's records (one JSON line per
  decision point), to compare with the same command in an older checkout.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from trainer.bids import DOUBLE, PASS, REDOUBLE, Form, bids_in_order
from trainer.cards import Card, Rank, Suit
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, Grade, decision_point, grade
from trainer.dealing import deal
from trainer.game import Action, Choice, Phase
from trainer.seats import Seat
from trainer.state import State

PATH = Path(__file__).parent / "transcripts" / "advice.json"
DEALS_PER_FORM = 20
BID_PHASES = (Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING)


def universe(form: Form) -> list[Action]:
    """Every action there is: the 52 cards, every call of the form, and the bolshevik choices."""
    cards: list[Action] = [Card(s, r) for s in Suit for r in Rank]
    return [*cards, PASS, DOUBLE, REDOUBLE, *bids_in_order(form), Choice.PLAY, Choice.YIELD]


def advice_json(a: Advice | None) -> dict[str, Any] | None:
    if a is None:
        return None
    j = a.to_json()
    j.pop("rules", None)  # which named rule fired is not in the digest (tests/test_rulebook.py checks it)
    j["worse"] = {
        str(k): [r.to_json() for r in v] for k, v in sorted(a.worse.items(), key=lambda kv: str(kv[0]))
    }
    return j


def grade_json(g: Grade) -> dict[str, Any]:
    out: dict[str, Any] = {"a": str(g.action), "v": g.verdict.value, "r": [r.to_json() for r in g.reasons]}
    if g.illegal is not None:
        params = {k: str(v) for k, v in sorted(g.illegal.params.items())}
        out["err"] = {"code": g.illegal.code, "params": params}
    return out


def record_point(point: DecisionPoint, rng: random.Random | None) -> dict[str, Any]:
    """The advice at ``point`` and the grades of its legal actions (and, with ``rng``, of six illegal ones)."""
    advice = advise_point(point)
    legal = list(point.legal)
    grades = [grade_json(grade(point, a, advice)) for a in legal]
    if rng is not None:
        ok = set(legal)
        illegal = [a for a in universe(point.form) if a not in ok]
        grades += [grade_json(grade(point, a, advice)) for a in rng.sample(illegal, min(6, len(illegal)))]
    return {"advice": advice_json(advice), "grades": grades, "legal": [str(a) for a in legal]}


def walk(form: Form, seed: int) -> list[State]:
    """The states of one deal where someone is to act, following the advice most of the time."""
    rng = random.Random(seed)
    s = State.new(deal(form, Seat(seed % 4), seed))
    out = []
    while not s.is_over:
        out.append(s)
        acts = s.legal_actions()
        advice = advise_point(decision_point(s))
        if advice is not None and advice.recommended and rng.random() < 0.7:
            a: Action = rng.choice(list(advice.recommended))
        elif s.phase in BID_PHASES and PASS in acts and rng.random() < 0.6:
            a = PASS
        else:
            a = rng.choice(acts)
        s = s.apply(a)
    return out


def deal_names() -> Iterator[tuple[str, Form, int]]:
    for n, form in enumerate(Form):
        for i in range(DEALS_PER_FORM):
            seed = 1000 * (n + 1) + i
            yield f"{form}/{seed}", form, seed


def deal_records(form: Form, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [record_point(decision_point(s), rng) for s in walk(form, seed)]


def bank_points() -> Iterator[tuple[str, DecisionPoint]]:
    """The decision point of every drill-bank item that has one (calls, leads, discards...)."""
    from trainer.drills.bank import banks

    for did, d in sorted(banks().drills.items()):
        if d.point is not None:
            yield f"bank/{did}", d.point


def digest(records: Any) -> str:
    text = json.dumps(records, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def transcript() -> dict[str, dict[str, Any]]:
    """Every deal's and bank item's digest, with the number of decision points."""
    out: dict[str, dict[str, Any]] = {}
    for name, form, seed in deal_names():
        records = deal_records(form, seed)
        out[name] = {"points": len(records), "digest": digest(records)}
    for name, point in bank_points():
        out[name] = {"points": 1, "digest": digest([record_point(point, None)])}
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m tests.advice_transcript")
    p.add_argument("--show", metavar="NAME", help="print the records of one deal (form/seed) or bank item")
    args = p.parse_args(argv)
    if args.show:
        name = args.show
        if name.startswith("bank/"):
            records = [record_point(dict(bank_points())[name], None)]
        else:
            form, seed = name.split("/")
            records = deal_records(Form.parse(form), int(seed))
        for r in records:
            print(json.dumps(r, ensure_ascii=False, sort_keys=True))
        return
    data = transcript()
    PATH.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print("wrote", PATH, len(data), "entries", sum(e["points"] for e in data.values()), "decision points")


if __name__ == "__main__":
    main()
