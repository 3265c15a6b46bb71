"""The strong player: the handbook player everywhere, and sampling with exact solvers in card play.

Issue 15 (*Computer players*, "strong").  Card play of a two-sided game is where a computer can see
further than the handbook's rules of thumb, so this player keeps a :class:`HandbookPlayer` for every
decision outside card play (calls, packets, gives, exchanges, doubles: the handbook's conventions,
*Skruuvin pelitaito* and the sections they cite) and plays the cards itself:

* **Trump and grand** (*Valttipeli*, *Grandi*; alkupelit and kotkat): determinization, as in PIMC.
  The hidden hands are resampled from what the seat knows (:class:`trainer.resample.Resampler`,
  built once per decision: the seat's own hand, the shown voids, the exchanges it saw, every card
  played; see that module for the posterior), ``samples`` positions are drawn, and each is solved
  double dummy by DDS (:func:`trainer.conventions.double_dummy.positions_tricks`: skruuvi's trick play
  is bridge's, the seats and suits map as that module maps them, a trick in progress goes to DDS as
  the current trick).  The card with the most tricks for the seat's side summed over the samples is
  played (every sample weighs the same, so the sum ranks as the mean).
* **Misère and passimisääri** (*Miinuspeli*, *Passimisääri*): both sides try to lose tricks and an
  ace costs points, which is not a bridge problem, so the same sampling uses the exact ending solver
  of :mod:`trainer.endings` (``card_values(state)``: the final pair score of the player to act after
  each card, with best play by all).  When the sampled positions are too large for it
  (``solvable(state)`` false) or the module is not there, the handbook player plays the card.
* **Bolsevikit** (and its dictator and thrown-in deals): every player scores for themself
  (*BOLSEVIKIT / Pistelasku*), so a two-sided solver does not fit: the handbook player plays.

DECISION (ties): when several cards share the best mean (equal cards such as ♠3 and ♠2 beside each
other, or cards that do equally well on every sample), the player takes the handbook's choice: one of
the cards the handbook's conventions recommend here that is among the tied (drawn with the decision's
generator, as the handbook player draws among its recommendations); if the conventions recommend
none of them, the lowest tied card (lowest rank, then the suit order ♠ ♣ ♦ ♥), the card that gives
away least.

Deterministic: for each card decision the player draws one number from ``rng`` (64 bits) and mixes
it with :attr:`StrongPlayer.seed`; a private generator seeded with it draws the samples and breaks
ties.  Other decisions pass ``rng`` to the handbook player unchanged, so the strong and the
handbook player bid, give and exchange alike.  The player never reads a hidden card: it is given an
:class:`~trainer.info.Info` and samples from it.

Without endplay/DDS (:func:`trainer.conventions.double_dummy.is_available` false) the player plays
trump and grand cards as the handbook player and says so once in the log (logger
``trainer.players.strong``, level WARNING).

``python -m trainer.players.strong --bench [--json]`` times the card decisions (:func:`bench_strong`).
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Final

from trainer import endings
from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import double_dummy
from trainer.game import Action, GameType, Phase
from trainer.info import Info
from trainer.resample import ResampleError, Resampler
from trainer.seats import SEATS, Seat

from .handbook import HandbookPlayer
from .table import everyone, new_deal, play_deal

if TYPE_CHECKING:
    from trainer.state import State

__all__ = ["DEFAULT_SAMPLES", "StrongPlayer", "bench_strong", "main"]

logger = logging.getLogger(__name__)

#: Samples per card decision, chosen with :func:`bench_strong` so a decision's p95 stays under 1 s on the
#: project machine (2 CPUs).  ``python -m trainer.players.strong --bench --deals 30 --samples 8,16,32`` on
#: 2026-11-24, with other jobs keeping the load at 6–9: trump and grand decisions (about 430) took p95
#: 0.64 / 0.51 / 1.61 s wall-clock and 0.20 / 0.33 / 0.65 s of CPU for K = 8 / 16 / 32; misère and
#: passimisääri endings (335, 8 samples) p95 0.38–0.85 s wall, 0.25 s CPU.  K = 32 breaks the goal under
#: that load, K = 16 keeps it with room.
DEFAULT_SAMPLES: Final = 16

#: Misère and passimisääri: samples per decision and the most cards per hand solved exactly (see
#: :func:`bench_strong`; the ending solver's own limit is :data:`trainer.endings.EXACT_LIMIT`).
DEFAULT_ENDING_SAMPLES: Final = 8
DEFAULT_ENDING_CARDS: Final = endings.EXACT_LIMIT

#: The games played with double dummy, and the ones played with the ending solver.
DD_GAMES: Final = frozenset({GameType.TRUMP, GameType.GRAND})
ENDING_GAMES: Final = frozenset({GameType.MISERE, GameType.PASSIMISAARI})


def _endings() -> ModuleType | None:
    """:mod:`trainer.endings` (the exact ending solver); a test replaces this to take it away."""
    return endings


def lowest(cards: Sequence[Card]) -> Card:
    """The lowest of ``cards``: lowest rank, then the suit order ♠ ♣ ♦ ♥ (the tie rule's last word)."""
    return min(cards, key=lambda c: (c.rank, c.suit))


@dataclass(eq=False)
class StrongPlayer:
    """The handbook player, with card play by sampling and exact solving (see the module docstring).

    ``samples``: positions drawn per card decision (at least 1).  ``seed``: mixed into every
    decision's draw, so two strong players with different seeds sample differently.
    """

    samples: int = DEFAULT_SAMPLES
    seed: int = 0
    #: Misère and passimisääri: samples per decision (None: ``samples``), and the most cards in the
    #: seat's hand for which the ending solver is used (larger: the handbook player plays).
    ending_samples: int | None = DEFAULT_ENDING_SAMPLES
    ending_cards: int = DEFAULT_ENDING_CARDS
    name: str = "strong"
    handbook: HandbookPlayer = field(default_factory=HandbookPlayer)
    #: What the player last did at a card decision: "dd", "ending", or why it fell back to the handbook.
    last_method: str = field(default="", repr=False)
    _warned: set[str] = field(default_factory=set, repr=False)

    def __post_init__(self) -> None:
        if self.samples < 1 or (self.ending_samples is not None and self.ending_samples < 1):
            raise ValueError(f"samples must be at least 1, not {self.samples} or {self.ending_samples}")

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if not isinstance(info, Info):
            raise TypeError(f"a player is given an Info, not {type(info).__name__}")
        if info.phase is not Phase.PLAY:
            self.last_method = ""
            return self.handbook.act(info, legal, rng)
        if len(legal) == 1:
            self.last_method = "only"
            return legal[0]
        local = random.Random(rng.getrandbits(64) ^ self.seed)
        cards = tuple(a for a in legal if isinstance(a, Card))
        values = self.card_values(info, cards, local) if len(cards) == len(legal) else None
        if values is None:
            return self.handbook.act(info, legal, local)
        best = max(values.values())
        tied = [c for c in cards if values[c] == best]
        if len(tied) == 1:
            return tied[0]
        advice = self.handbook.advice(info, legal)
        liked = [c for c in tied if advice is not None and c in advice.recommended]
        return local.choice(liked) if liked else lowest(tied)

    def card_values(self, info: Info, legal: Sequence[Card], rng: random.Random) -> dict[Card, float] | None:
        """Each legal card's mean value over ``samples`` positions drawn with ``rng``, or None where this
        player leaves the card to the handbook player (:attr:`last_method` says why).

        Trump and grand: the tricks the seat's side takes from here on (the trick in progress
        included) with best play.  Misère and passimisääri: the seat's pair's final score with best
        play (:func:`trainer.endings.card_values`).
        """
        game = info.game
        if game in DD_GAMES:
            if not double_dummy.is_available():
                self._fallback(
                    "no_dds", "endplay/DDS is not available: trump and grand cards as the handbook player"
                )
                return None
            sampler = self._sampler(info)
            if sampler is None:
                return None
            trick = [c for _, c in info.current_trick]
            leader = info.current_trick[0][0] if info.current_trick else info.seat
            positions: list[double_dummy.Position] = []
            for _ in range(self.samples):
                sample = sampler.sample(rng)
                positions.append(({s: sample.hand(s) for s in SEATS}, leader, trick, info.trump))
            results = double_dummy.positions_tricks(positions)
            self.last_method = "dd"
            return {c: statistics.fmean(r[c] for r in results) for c in legal}
        if game in ENDING_GAMES:
            solver_module = _endings()
            if solver_module is None:
                self._fallback(
                    "no_endings", "trainer.endings is not there: misère cards as the handbook player"
                )
                return None
            if len(info.hand) > self.ending_cards:
                self.last_method = "too_large"
                return None
            sampler = self._sampler(info)
            if sampler is None:
                return None
            n = self.samples if self.ending_samples is None else self.ending_samples
            totals = dict.fromkeys(legal, 0)
            solver = None
            for _ in range(n):
                state = _sampled_state(info, sampler, rng)
                if not solver_module.solvable(state, self.ending_cards):
                    self.last_method = "too_large"
                    return None
                # One solver for every sample: its tables depend on the contract, not on the hands.
                solver = solver_module.Solver.for_state(state) if solver is None else solver
                values = solver_module.card_values(state, solver)
                for c in legal:
                    totals[c] += values[c]
            self.last_method = "ending"
            return {c: totals[c] / n for c in legal}
        self.last_method = "handbook"  # bolsevikit: individual scores, see the module docstring
        return None

    def _sampler(self, info: Info) -> Resampler | None:
        try:
            return Resampler(info)
        except ResampleError as e:  # the three-player game, which resampling does not model yet
            self._fallback(
                "no_resample", f"cannot resample ({e.params.get('problem')}): the handbook player plays"
            )
            return None

    def _fallback(self, why: str, message: str) -> None:
        self.last_method = why
        if why not in self._warned:
            self._warned.add(why)
            logger.warning(message)


def _sampled_state(info: Info, sampler: Resampler, rng: random.Random) -> State:
    """A :class:`~trainer.state.State` of one sampled deal whose ``info(seat)`` is ``info``.

    What :meth:`trainer.resample.Sample.state` gives, replayed here through the table's
    :func:`~trainer.players.table.new_deal`: a player never imports the engine's state (a test reads its
    imports), and this State is the player's guess at the hidden cards, never the real deal.
    """
    deal, actions = sampler.sample(rng).history(rng)
    s = new_deal(info.rules, rng, deal=deal, bolshevik_barred=info.bolshevik_barred,
                 bolshevik_forced=info.bolshevik_forced)  # fmt: skip
    for action in actions:
        s = s.apply(action)
    return s


# --- timing -------------------------------------------------------------------------------------------


def _pct(ordered: Sequence[float], q: float) -> float:
    """The nearest-rank ``q`` quantile of the sorted ``ordered`` (0.0 when empty)."""
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)] if ordered else 0.0


@dataclass(eq=False)
class _Timed:
    """A strong player that records how long each of its card decisions takes, by method."""

    inner: StrongPlayer
    #: Per method: (wall seconds, CPU seconds of the whole process, DDS's threads included) per decision.
    times: dict[str, list[tuple[float, float]]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.inner.name

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        start, cpu = time.perf_counter(), time.process_time()
        action = self.inner.act(info, legal, rng)
        if info.phase is Phase.PLAY and len(legal) > 1:
            took = (time.perf_counter() - start, time.process_time() - cpu)
            self.times.setdefault(self.inner.last_method or "handbook", []).append(took)
        return action


def _summary(times: Sequence[tuple[float, float]]) -> dict[str, float | int]:
    wall = sorted(t for t, _ in times)
    cpu = sorted(c for _, c in times)
    return {"n": len(wall), "p50": _pct(wall, 0.5), "p95": _pct(wall, 0.95), "max": wall[-1] if wall else 0.0,
            "cpu_p50": _pct(cpu, 0.5), "cpu_p95": _pct(cpu, 0.95)}  # fmt: skip


def bench_strong(
    deals: int = 30,
    samples: Sequence[int] = (8, 16, 32),
    seed: int = 0,
    forms: Sequence[Form] = (Form.ALKUPELIT, Form.KOTKAT),
    progress: Callable[[str], None] | None = None,
    **options: Any,
) -> dict[str, Any]:
    """Seconds per card decision of :class:`StrongPlayer` at every seat, for each sample count.

    Deal ``i`` (0 ≤ i < ``deals``) is a deal of ``forms[i % len(forms)]`` dealt by ``Seat(i % 4)`` and
    played with ``random.Random(seed + i)`` (which also shuffles it), so every sample count plays the same deals and, as
    the strong player bids as the handbook player, the same contracts.  Only card decisions with more
    than one legal card are timed, grouped by method (``dd``: trump and grand by DDS; ``ending``: the
    ending solver; ``handbook`` and the fallback reasons: the handbook player).  The first decision also
    pays for importing endplay; that is done before the clock starts.  Returns ``{"deals", "seed",
    "forms", "by_samples": {K: {"seconds_per_deal", method: {"n", "p50", "p95", "max", "cpu_p50",
    "cpu_p95"}, "all": {...}}}}``: wall-clock seconds, and the process's CPU seconds (DDS solves a batch on
    several threads, so on a busy machine the CPU figures say more than the wall clock).
    """
    double_dummy.is_available()
    out: dict[str, Any] = {"deals": deals, "seed": seed, "forms": [str(f) for f in forms], "by_samples": {}}
    for k in samples:
        double_dummy.clear_cache()
        player = _Timed(StrongPlayer(samples=k, **options))
        start = time.perf_counter()
        for i in range(deals):
            form = forms[i % len(forms)]
            play_deal(form, everyone(player), random.Random(seed + i), dealer=Seat(i % 4))
        elapsed = time.perf_counter() - start
        row: dict[str, Any] = {"seconds_per_deal": elapsed / max(1, deals)}
        everything = [t for ts in player.times.values() for t in ts]
        for method, ts in sorted({**player.times, "all": everything}.items()):
            row[method] = _summary(ts)
        out["by_samples"][str(k)] = row
        if progress is not None:
            progress(f"K={k}: {json.dumps(row)}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m trainer.players.strong --bench [--deals N] [--samples 8,16,32] [--seed S] [--json]``."""
    parser = argparse.ArgumentParser(
        prog="python -m trainer.players.strong", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--bench", action="store_true", help="time the strong player's card decisions")
    parser.add_argument("--deals", type=int, default=30, help="self-played deals per sample count (30)")
    parser.add_argument(
        "--samples", default="8,16,32", help="sample counts to time, comma-separated (8,16,32)"
    )
    parser.add_argument("--seed", type=int, default=0, help="first deal's seed (0)")
    parser.add_argument("--ending-samples", type=int, default=DEFAULT_ENDING_SAMPLES, help="misère samples")
    parser.add_argument(
        "--ending-cards", type=int, default=DEFAULT_ENDING_CARDS, help="misère: most cards solved"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    if not args.bench:
        parser.print_help()
        return 2
    if not double_dummy.is_available():
        print("endplay/DDS is not available: nothing to time", file=sys.stderr)
        return 1
    ks = [int(k) for k in args.samples.split(",") if k.strip()]
    result = bench_strong(args.deals, ks, args.seed, progress=lambda line: print(line, file=sys.stderr),
                          ending_samples=args.ending_samples, ending_cards=args.ending_cards)  # fmt: skip
    if args.json:
        print(json.dumps({"strong_player": result}, indent=2))
        return 0
    print(f"strong player, {result['deals']} self-played deals per sample count (seed {result['seed']})")
    for k, row in result["by_samples"].items():
        print(f"  K={k:>3}: {row['seconds_per_deal']:.2f} s/deal")
        for method, t in row.items():
            if isinstance(t, dict):
                print(f"     {method:<10} n={t['n']:>5}  p50 {t['p50'] * 1000:7.1f} ms  p95 {t['p95'] * 1000:7.1f} ms  "
                      f"max {t['max'] * 1000:7.1f} ms  (CPU p95 {t['cpu_p95'] * 1000:7.1f} ms)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
