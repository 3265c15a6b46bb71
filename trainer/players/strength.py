"""How much stronger one computer player is than another: a duplicate match (issue 15, *Strength, measured*).

``python -m trainer.players.strength --form F --deals N --a P --b P [--seed S] [--json]``

Each deal (deal ``i`` from :func:`~trainer.players.selfplay.deal_seed` ``(S, i)``) is played twice with
the same cards and the same dealer: first with player ``a`` at seats A and C and ``b`` at B and D, then
with the pairs swapped.  Whatever the cards give one pair they give ``a`` once and ``b`` once, so the
luck of the cards cancels out of each deal's difference and the comparison needs far fewer deals.

DECISION (how the figure is defined): for each deal, ``a``'s score at a table is the mean score of the
two seats ``a`` plays (in alkupelit and kotkat both partners score their pair's score; in bolsevikit
every player scores alone, *Bolsevikkien pistelasku*, so it is the mean of ``a``'s two players'
individual scores), and likewise ``b``'s.  The deal's *margin* is ``a``'s score minus ``b``'s,
averaged over the two tables.  ``mean`` is the mean margin over the deals, with a 95 % confidence
interval from the normal approximation over those paired per-deal margins (mean ± 1.96 · sd / √n; n is
the number of deals, not of tables, because the two tables of a deal are not independent).  In the
pair forms the scores are zero-sum (*Skruuvin pistelasku*), so the margin is twice ``a``'s own mean
score; in bolsevikit the four scores sum to zero, so it is again twice ``a``'s players' mean.
``a_score`` is ``a``'s own mean score per deal and player.

``contracts``: the game types of all ``2 N`` tables; ``declared``: how many of those contracts ``a``'s
side and ``b``'s side declared (a passimisääri and a thrown-in bolsevikit deal have no declarer).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from trainer.bids import Form
from trainer.seats import SEATS, Seat

from . import PLAYER_NAMES, PlayerUnavailableError, make_player
from .base import Player
from .selfplay import deal_seed, pair_players, play_seeded

if TYPE_CHECKING:
    from trainer.dealing import Deal

Z95 = statistics.NormalDist().inv_cdf(0.975)
"""The two-sided 95 % quantile of the normal distribution (1.96)."""

AC_SEATS = (Seat.A, Seat.C)
BD_SEATS = (Seat.B, Seat.D)


@dataclass(frozen=True)
class Table:
    """One table of a duplicate deal: each seat's score and the game played."""

    scores: Mapping[Seat, int]
    game: str
    declarer: Seat | None


def _table(form: Form, seed: int, ac: Player, bd: Player, deal: Deal | None = None) -> tuple[Table, Deal]:
    played = play_seeded(form, seed, pair_players(ac, bd), deal=deal)
    result = played.record.result
    assert result is not None
    if form is Form.BOLSEVIKIT:
        scores = {s: result.score[str(s)] for s in SEATS}
    else:
        scores = {s: result.score[str(s.pair)] for s in SEATS}
    return Table(scores, str(played.game), result.declarer), played.record.deal


def _mean(scores: Mapping[Seat, int], seats: Sequence[Seat]) -> float:
    return sum(scores[s] for s in seats) / len(seats)


@dataclass(frozen=True)
class Match:
    """The figures of a duplicate match (see the module docstring); :meth:`to_json` for ``--json``."""

    form: str
    deals: int
    seed: int
    a: str
    b: str
    mean: float
    ci95: tuple[float, float]
    stdev: float
    a_score: float
    contracts: dict[str, int]
    declared: dict[str, int]
    seconds: float

    def to_json(self) -> dict[str, object]:
        out = asdict(self)
        out["ci95"] = list(self.ci95)
        return out


def duplicate_match(form: Form | str, deals: int, a: str, b: str, seed: int = 0) -> Match:
    """Play ``deals`` duplicate deals of ``a`` against ``b`` and return the figures (see the module doc)."""
    f = form if isinstance(form, Form) else Form.parse(form)
    if deals < 2:
        raise ValueError(f"a confidence interval needs at least 2 deals, not {deals}")
    pa = (make_player(a), make_player(a))
    pb = (make_player(b), make_player(b))
    margins: list[float] = []
    a_scores: list[float] = []
    contracts: Counter[str] = Counter()
    declared: Counter[str] = Counter()
    start = time.perf_counter()
    for i in range(deals):
        s = deal_seed(seed, i)
        first, cards = _table(f, s, pa[0], pb[0])
        second, _ = _table(f, s, pb[1], pa[1], cards)
        a1, b1 = _mean(first.scores, AC_SEATS), _mean(first.scores, BD_SEATS)
        a2, b2 = _mean(second.scores, BD_SEATS), _mean(second.scores, AC_SEATS)
        margins.append(((a1 - b1) + (a2 - b2)) / 2)
        a_scores.append((a1 + a2) / 2)
        for table, a_seats in ((first, AC_SEATS), (second, BD_SEATS)):
            contracts[table.game] += 1
            if table.declarer is None:
                declared["none"] += 1
            else:
                declared["a" if table.declarer in a_seats else "b"] += 1
    mean = statistics.fmean(margins)
    sd = statistics.stdev(margins)
    half = Z95 * sd / deals**0.5
    return Match(
        form=str(f),
        deals=deals,
        seed=seed,
        a=a,
        b=b,
        mean=mean,
        ci95=(mean - half, mean + half),
        stdev=sd,
        a_score=statistics.fmean(a_scores),
        contracts=dict(sorted(contracts.items())),
        declared={k: declared[k] for k in ("a", "b", "none")},
        seconds=time.perf_counter() - start,
    )


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m trainer.players.strength",
        description="A duplicate match: each deal twice, the same cards, the pairs swapped; "
        "player a's mean score per deal over player b with a 95 %% confidence interval.",
    )
    p.add_argument("--form", required=True, choices=[str(f) for f in Form])
    p.add_argument("--deals", type=int, default=500, help="deals (each played at two tables), at least 2")
    p.add_argument("--a", required=True, choices=PLAYER_NAMES)
    p.add_argument("--b", required=True, choices=PLAYER_NAMES)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: a bad argument is one line and status 2 (argparse's own for the options)."""
    p = _parser()
    args = p.parse_args(argv)
    if args.deals < 2:
        p.error(f"--deals must be 2 or more, not {args.deals}")
    if args.seed < 0:
        p.error(f"--seed must be 0 or more, not {args.seed}")
    try:
        r = duplicate_match(args.form, args.deals, args.a, args.b, args.seed)
    except PlayerUnavailableError as e:
        p.error(str(e))
    if args.json:
        print(json.dumps(r.to_json(), ensure_ascii=False))
        return 0
    lo, hi = r.ci95
    games = ", ".join(f"{g} {n}" for g, n in r.contracts.items())
    print(f"{r.form}: {r.a} against {r.b}, {r.deals} deals, each at two tables (seed {r.seed})")
    print(f"  margin of {r.a} over {r.b}: {r.mean:+.2f} points per deal (95 % CI {lo:+.2f} .. {hi:+.2f})")
    print(f"  {r.a}'s own mean score per deal: {r.a_score:+.2f}")
    print(f"  games: {games}")
    print(f"  declared by {r.a} {r.declared['a']}, by {r.b} {r.declared['b']}, none {r.declared['none']}")
    print(f"  {r.seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
