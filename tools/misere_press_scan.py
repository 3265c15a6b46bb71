"""C112 at painted-misère defence leads, old against new: does its pressing suit force anyone? (a tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.misere_press_scan [--rev HEAD] [--deals 3000] [--seed 10600] [--drills 400]

Review round 10 (gen.play.kotkat.10500) found C112 (*Maalattu misääri / Pelitaktiikkaa*) recommending a
"pressing" suit that could press nobody.  Deals of alkupelit and kotkat are played through the engine,
alternately by four handbook players and four biased random players (seeds ``--seed`` on), and at every
painted-misère decision where a defender is on lead both ``trainer/conventions/cardplay.py`` as it stands
in git revision ``--rev`` (loaded as in :mod:`tools.rulebook_ab`) and the working copy are asked.  For
each copy it counts the points where C112 decides, and among them those where, in the hidden deal, its
recommended card presses nobody (no main player holds a card of its suit above it) or forces nobody (no
main player holding the suit holds only cards above it), and the points where C112 calls some card a
change of plan (``cp_mis_switch``) while its own recommended suit forces nobody.  For the working copy it
also counts the defenders' discards where C114 (the misère doubler's partner throws the doubler's suit,
*KOTKAT / Pelitaktiikkaa*) decides, and those where the dispatcher gives its advice (a later discard, not
discards.py's first one).  ``--drills`` play drills
``gen.play.FORM.N`` (N from ``--seed``) are also built on the working tree, counting those of the painted
misère's defence whose answer comes from C112 and presses nobody.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from typing import Any

from tools.rulebook_ab import old_module
from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import cardplay
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, decision_point
from trainer.dealing import deal
from trainer.game import GameType, Phase
from trainer.players.base import Player
from trainer.players.handbook import HandbookPlayer
from trainer.players.randomplay import BiasedRandomPlayer
from trainer.players.table import play_states
from trainer.seats import Seat
from trainer.state import State

RULE = "C112.misere_press"


def _truth(s: State, card: Card) -> tuple[bool, bool]:
    """(presses, forces): a main player holds a card of the suit above ``card`` / only cards above it."""
    declarer = s.info(s.to_act).declarer  # type: ignore[arg-type]
    assert declarer is not None
    presses = forces = False
    for m in (declarer, declarer.partner):
        held = [c for c in s.hand(m) if c.suit is card.suit]
        if any(c.rank > card.rank for c in held):
            presses = True
        if held and all(c.rank > card.rank for c in held):
            forces = True
    return presses, forces


def _count(tally: Counter[str], s: State, advice: Advice | None) -> None:
    if advice is None or advice.rule != RULE:
        return
    tally["c112"] += 1
    card = advice.recommended[0]
    assert isinstance(card, Card)
    presses, forces = _truth(s, card)
    tally["presses_nobody"] += not presses
    tally["forces_nobody"] += not forces
    switch = any(r.key == "cp_mis_switch" for rs in advice.worse.values() for r in rs)
    tally["switch_while_forcing_nobody"] += switch and not forces


def _count_doubler(tally: Counter[str], point: DecisionPoint) -> None:
    """C114 (the doubler's partner's later discards): where it decides, and where the dispatcher gives its
    advice (not discards.py's first discard, C91)."""
    advice = cardplay.advise(point)
    if advice is None or advice.rule != "C114.doubler_suit_later":
        return
    tally["c114"] += 1
    tally["c114_dispatched"] += advise_point(point) == advice


def scan(rev: str, deals: int, seed: int) -> dict[str, Any]:
    old = old_module("cardplay", rev)
    tallies = {"old": Counter[str](), "new": Counter[str]()}
    points = 0
    for n in range(seed, seed + deals):
        form = (Form.ALKUPELIT, Form.KOTKAT)[n % 2]
        players: tuple[Player, ...] = (
            tuple(HandbookPlayer() for _ in range(4))
            if (n // 2) % 2 == 0
            else tuple(BiasedRandomPlayer(0.75) for _ in range(4))
        )
        start = State.new(deal(form, Seat(n % 4), 700_000 + n))
        for s in play_states(start, players, random.Random(n)):
            if s.to_act is None or s.phase is not Phase.PLAY:
                continue
            info = s.info(s.to_act)
            if info.game is not GameType.MISERE or info.declarer is None:
                continue
            if s.to_act in (info.declarer, info.declarer.partner):
                continue
            if info.current_trick:
                _count_doubler(tallies["new"], decision_point(s))
                continue
            points += 1
            point = decision_point(s)
            _count(tallies["old"], s, old.advise(point))
            _count(tallies["new"], s, cardplay.advise(point))
    return {
        "rev": rev,
        "deals": deals,
        "seeds": f"{seed}..{seed + deals - 1}",
        "defence_leads": points,
        "old": dict(tallies["old"]),
        "new": dict(tallies["new"]),
    }


def drills(count: int, seed: int) -> dict[str, int]:
    from trainer.drills import drill_by_id

    tally: Counter[str] = Counter()
    for n in range(seed, seed + count):
        for form in ("alkupelit", "kotkat"):
            try:
                d = drill_by_id(f"gen.play.{form}.{n}")
            except Exception:
                continue  # a seed with no drill of the kind
            tally["drills"] += 1
            state = d.key.teacher_state() if d.key is not None else None
            if not isinstance(state, State) or state.to_act is None or state.phase is not Phase.PLAY:
                continue
            info = state.info(state.to_act)
            if info.game is not GameType.MISERE or info.current_trick:
                continue
            advice = cardplay.advise(decision_point(state))
            if advice is None or advice.rule != RULE:
                continue
            tally["c112_drills"] += 1
            card = advice.recommended[0]
            assert isinstance(card, Card)
            tally["presses_nobody"] += not _truth(state, card)[0]
    return dict(tally)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m tools.misere_press_scan", description=__doc__.split("\n")[0])
    p.add_argument("--rev", default="HEAD", help="the git revision of the old cardplay.py (default HEAD)")
    p.add_argument("--deals", type=int, default=3000)
    p.add_argument("--seed", type=int, default=10600)
    p.add_argument("--drills", type=int, default=0)
    a = p.parse_args(argv)
    out = scan(a.rev, a.deals, a.seed)
    if a.drills:
        out["drills"] = drills(a.drills, a.seed)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
