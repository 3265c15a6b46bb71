"""List the verdicts of packets one card away from the advised ones (a measuring tool, not a test).

Usage (from the repository root)::

    .venv/bin/python -m tools.packet_neighbour_scan FORM FIRST_SEED COUNT > out.txt

For each drill ``gen.packet_choose.FORM.SEED`` it prints the advised card sets (``SET rec|acc``) and, for
every packet that swaps one card of an advised set for another card of the hand, the verdict the drill
would give (``SWAP cards verdict keys``, the keys being the packet's own reasons).  Run it before and
after a change (e.g. in a worktree of the older revision) and compare the sorted outputs: review round 10
(C65q) counted with it the packets graded apart from an equal advised one.
"""

from __future__ import annotations

import sys

from trainer.conventions.exchanges import advise_packet
from trainer.drills import DrillError, drill_by_id, topics
from trainer.drills.grade import _point


def main(argv: list[str]) -> None:
    form, first, count = argv[0], int(argv[1]), int(argv[2])
    for seed in range(first, first + count):
        try:
            d = drill_by_id(f"gen.packet_choose.{form}.{seed}")
        except DrillError:
            continue
        p = _point(d)
        pa = advise_packet(p)
        rec, acc = topics.packet_sets(pa)
        for s in sorted(rec, key=sorted) + sorted(acc, key=sorted):
            print(seed, "SET", "rec" if s in rec else "acc", " ".join(map(str, sorted(s))))
        seen: set[frozenset[object]] = set()
        for s in (*rec, *acc):
            for m in sorted(s):
                for e in sorted(pa.hand - s):
                    c = (s - {m}) | {e}
                    if c in seen or c in rec or c in acc:
                        continue
                    seen.add(c)
                    v, rs = topics.judge_packet(p, pa, c)
                    keys = [r.key for r in rs if r not in pa.reasons][:3]
                    print(seed, "SWAP", " ".join(map(str, sorted(c))), v.value, ",".join(keys))


if __name__ == "__main__":
    main(sys.argv[1:])
