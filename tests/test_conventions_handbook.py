"""The worked deals, replayed: every action they show is advised or acceptable.

Records in lessons/deals/ are the handbook's worked deals (sections *Ensimmäisen
kierroksen maalaukset*, *Kuppi ja häntäkuppi valttipelinä*, *Passimisääri /
Korttien vaihdot*, *KOTKAT / Valttipelin korttien vaihdot*) and our own deals,
made with the conventions.  The grader must never call an action they take wrong.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from trainer.conventions.advise import advise, grade_action
from trainer.conventions.core import Verdict
from trainer.records import load

# The conventions are the four-player game's: a puupää deal (three players and a dummy, whose partner
# chooses both sides of each exchange, so nothing is signalled) is left out (docs/rules.md §18).
RECORDS = [
    p
    for p in sorted((Path(__file__).resolve().parent.parent / "lessons" / "deals").glob("*.deal.yaml"))
    if not load(p).rules.dummy
]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_every_handbook_action_is_advised_or_acceptable(path: Path) -> None:
    states = load(path).states()
    advised = decisions = 0
    for (_, _, before), (where, action, _) in itertools.pairwise(states):
        assert action is not None
        g = grade_action(before, action)
        assert g.verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE), (where, str(action), g.reasons)
        if not where.startswith("play"):  # card play beyond the lead and first discard has no advice yet
            decisions += 1
            advised += advise(before) is not None
    assert advised * 2 >= decisions  # the conventions speak to most calls and exchanges


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
