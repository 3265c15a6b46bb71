"""A module written as named rules against its old copy: the same advice at sampled decision points (a tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.rulebook_ab MODULE [--rev HEAD] [--points 20000] [--seed 0]

Step 4 of "Moving a module to rules" (docs/conventions.md §1, issue 11 *Structure*): the module
``trainer/conventions/MODULE.py`` as it stands in git revision ``--rev`` is loaded beside the working one
(as ``trainer.conventions._old_MODULE``), and deals are played through the engine, alternately by four
handbook players and by four biased random players (pass three times in four), with the deal seeds from
``500_000 + seed``.  At every decision point where either copy gives advice both are asked; the new
advice, with ``rules`` left out (the only field a conversion adds), must equal the old one.  It stops
after ``--points`` such points and prints ``points``, ``differences`` (the first five are printed in
full) and how often each rule decided the advice (``decided``) or fired at all (``fired``).  For a
module with ``advise_packet`` (exchanges) the whole packet's advice is compared too at every packet
point (``packets``; its fields but ``rules`` and ``plan_rules``), its deciding rules counted as
``packet RULE``.

Measured for discards.py against its copy before the rules (``discards --rev 4eebfd5~1 --seed 5000``):
20,001 points with advice (seeds 5000..12479), 0 differences; every one of its 22 rules fired.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import subprocess
import sys
from collections import Counter
from dataclasses import fields, replace
from pathlib import Path
from types import ModuleType
from typing import Any

from trainer.bids import Form
from trainer.conventions.core import Advice, decision_point
from trainer.dealing import deal
from trainer.game import Phase
from trainer.players.base import Player
from trainer.players.handbook import HandbookPlayer
from trainer.players.randomplay import BiasedRandomPlayer
from trainer.players.table import play_states
from trainer.seats import Seat
from trainer.state import State

ROOT = Path(__file__).resolve().parent.parent


def old_module(module: str, rev: str) -> ModuleType:
    """``trainer/conventions/MODULE.py`` at ``rev``, imported as ``trainer.conventions._old_MODULE``."""
    path = f"trainer/conventions/{module}.py"
    text = subprocess.run(
        ["git", "show", f"{rev}:{path}"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    out = Path(f"/tmp/rulebook_ab_old_{module}.py")
    out.write_text(text, encoding="utf-8")
    name = f"trainer.conventions._old_{module}"
    spec = importlib.util.spec_from_file_location(name, out)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    # The old copy registers its rules (if any) again under the same ids: let it, on a scratch registry.
    from trainer.conventions import rulebook

    saved = dict(rulebook.REGISTRY)
    rulebook.REGISTRY.clear()
    try:
        spec.loader.exec_module(mod)
    finally:
        rulebook.REGISTRY.clear()
        rulebook.REGISTRY.update(saved)
    return mod


#: The fields a conversion adds to a whole packet's advice (``exchanges.PacketAdvice``): left out.
_PACKET_RULE_FIELDS = ("rules", "plan_rules")


def _packet(module: ModuleType, point: Any) -> tuple[dict[str, Any] | None, str | None]:
    """The module's whole-packet advice at ``point`` as a dict of its fields (the rule names left out), or
    None where no packet is planned; and its deciding rule."""
    try:
        pa = module.advise_packet(point)
    except ValueError:
        return None, None
    kept = {f.name: getattr(pa, f.name) for f in fields(pa) if f.name not in _PACKET_RULE_FIELDS}
    return kept, getattr(pa, "rule", None)


def compare(module: str, rev: str, points: int, seed: int) -> dict[str, Any]:
    new = importlib.import_module(f"trainer.conventions.{module}")
    old = old_module(module, rev)
    n = diff = packets = 0
    decided: Counter[str] = Counter()
    fired: Counter[str] = Counter()
    s_seed = seed
    while n < points:
        for form in Form:
            players: tuple[Player, ...] = (
                tuple(HandbookPlayer() for _ in range(4))
                if s_seed % 2 == 0
                else tuple(BiasedRandomPlayer(0.75) for _ in range(4))
            )
            start = State.new(deal(form, Seat(s_seed % 4), 500_000 + s_seed))
            for s in play_states(start, players, random.Random(s_seed)):
                if s.to_act is None:
                    continue
                point = decision_point(s)
                a: Advice | None = old.advise(point)
                b: Advice | None = new.advise(point)
                if a is None and b is None:
                    continue
                n += 1
                if b is not None:
                    if b.rule is not None:
                        decided[b.rule] += 1
                    fired.update(b.rules)
                    b = replace(b, rules=())
                if a is not None and a.rules:
                    a = replace(a, rules=())
                if a != b:
                    diff += 1
                    if diff <= 5:
                        print(f"DIFFERENCE seed {s_seed} {form}:\n  old {a}\n  new {b}")
                if point.phase in (Phase.PACKET, Phase.RETURN_PACKET) and hasattr(new, "advise_packet"):
                    # the whole packet too (exchanges): every field but the rule names a conversion adds
                    (pa, _), (pb, rule) = _packet(old, point), _packet(new, point)
                    packets += 1
                    if rule is not None:
                        decided[f"packet {rule}"] += 1
                    if pa != pb:
                        diff += 1
                        if diff <= 5:
                            print(f"PACKET DIFFERENCE seed {s_seed} {form}:\n  old {pa}\n  new {pb}")
        s_seed += 1
    return {
        "module": module,
        "rev": rev,
        "points": n,
        "differences": diff,
        "seeds": f"{seed}..{s_seed - 1}",
        "packets": packets,
        "decided": dict(sorted(decided.items())),
        "fired": dict(sorted(fired.items())),
    }


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m tools.rulebook_ab", description=__doc__.split("\n")[0])
    p.add_argument("module", help="a module of trainer/conventions, e.g. discards")
    p.add_argument("--rev", default="HEAD", help="the git revision of the old copy (default HEAD)")
    p.add_argument("--points", type=int, default=20_000)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    result = compare(args.module, args.rev, args.points, args.seed)
    for key in ("module", "rev", "points", "differences", "seeds", "packets"):
        print(f"{key}: {result[key]}")
    for key in ("decided", "fired"):
        print(f"{key}:")
        for rule_id, count in result[key].items():
            print(f"  {rule_id}\t{count}")


if __name__ == "__main__":
    main()
