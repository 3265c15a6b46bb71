"""The handbook's own deals, replayed: every action the handbook shows is advised or acceptable.

Records in lessons/deals/ are the handbook's worked deals (sections *Ensimmäisen
kierroksen maalaukset*, *Kuppi ja häntäkuppi valttipelinä*, *Passimisääri /
Korttien vaihdot*, *KOTKAT / Valttipelin korttien vaihdot*).  The grader must
never call an action the handbook takes wrong.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from trainer.conventions.advise import advise, grade_action
from trainer.conventions.core import Verdict
from trainer.records import load

RECORDS = sorted((Path(__file__).resolve().parent.parent / "lessons" / "deals").glob("*.deal.yaml"))


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_every_handbook_action_is_advised_or_acceptable(path: Path) -> None:
    states = load(path).states()
    advised = 0
    for (_, _, before), (where, action, _) in itertools.pairwise(states):
        assert action is not None
        g = grade_action(before, action)
        assert g.verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE), (where, str(action), g.reasons)
        advised += advise(before) is not None
    assert advised >= len(states) // 2  # the conventions speak at most of the handbook's decisions


def test_the_handbook_deals_cover_every_topic() -> None:
    topics = set()
    for path in RECORDS:
        for _, _, s in load(path).states()[:-1]:
            a = advise(s)
            if a is not None:
                topics.add(s.phase.value)
    assert {
        "auction",
        "packet",
        "responder_gives",
        "return_packet",
        "pass_exchange",
        "continuation",
    } <= topics
