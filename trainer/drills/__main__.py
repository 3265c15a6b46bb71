"""``python -m trainer.drills check|show ID|bench|realism``: the bank check, one drill, the timings, the contracts."""

from __future__ import annotations

import argparse
import json
import sys

from trainer.errors import SkruuviError


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m trainer.drills")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="check every bank item against the engine and the conventions")
    show = sub.add_parser("show", help="print a drill and its answer as JSON")
    show.add_argument("id")
    show.add_argument("--answer", help="grade this answer too")
    b = sub.add_parser("bench", help="time generating and grading each drill kind (JSON)")
    b.add_argument("--n", type=int, default=40)
    from .realism import add_arguments as realism_arguments

    realism_arguments(
        sub.add_parser(
            "realism", help="contracts and game types of deals the handbook players play (issue 11)"
        )
    )
    args = p.parse_args(argv)
    if args.command == "realism":
        from .realism import run_args

        return run_args(args)
    if args.command == "check":
        from .bank import main as check_main

        return check_main([])
    if args.command == "bench":
        from .bench import bench

        print(json.dumps(bench(max(1, args.n))))
        return 0
    from . import answer_of, check, drill_by_id

    try:
        d = drill_by_id(args.id)
    except SkruuviError as e:
        print(f"error: {e.message}", file=sys.stderr)
        return 2
    out: dict[str, object] = {
        "id": d.id,
        "kind": d.kind.value,
        "concept": d.concept,
        "lesson": d.lesson,
        "answer": answer_of(d),
    }
    if d.point is not None:
        out["seat"] = str(d.point.seat)
        out["hand"] = " ".join(map(str, d.point.hand))
    if args.answer is not None:
        out["feedback"] = check(d, args.answer, evidence=False).to_json()
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
