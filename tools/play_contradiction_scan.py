"""Count the "play this card" points that double dummy speaks against (a measuring tool).

Usage (from the repository root)::

    .venv/bin/python -m tools.play_contradiction_scan [--seeds 14100-14159] [--forms alkupelit,kotkat]

Review round 11 (``gen.play.kotkat.14003``): a conventions play drill in trump or grand is skipped when double
dummy over deals resampled from what the seat knows speaks clearly against the advice
(:func:`trainer.drills.play.contradicted`).  This generates the play drill of each seed and form and counts
the points the check looked at, those it skipped (each printed with the rule and the card), and the drills by
source.
"""

from __future__ import annotations

import argparse
from collections import Counter

from trainer.bids import Form
from trainer.conventions.core import Advice, DecisionPoint
from trainer.drills import DrillError, Kind, generate, play


def scan(seeds: range, forms: list[Form]) -> Counter[str]:
    c: Counter[str] = Counter()
    check = play.contradicted

    def counted(point: DecisionPoint, advice: Advice, seed: str) -> bool:
        out = check(point, advice, seed)
        c["points checked"] += 1
        if out:
            c["points skipped"] += 1
            print(f"skipped {seed}: {advice.rule} {' '.join(map(str, advice.recommended))}", flush=True)
        return out

    play.contradicted = counted  # type: ignore[assignment]
    try:
        for form in forms:
            for seed in seeds:
                try:
                    d = generate(Kind.PLAY, form, seed)
                except DrillError:
                    c["no drill"] += 1
                    continue
                c[f"{form.value} drills from {d.data.get('source')}"] += 1
    finally:
        play.contradicted = check  # type: ignore[assignment]
    return c


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--seeds", default="14100-14159")
    p.add_argument("--forms", default="alkupelit,kotkat")
    args = p.parse_args()
    lo, hi = (int(x) for x in args.seeds.split("-"))
    forms = [Form.parse(f) for f in args.forms.split(",")]
    print(dict(sorted(scan(range(lo, hi + 1), forms).items())))


if __name__ == "__main__":
    main()
