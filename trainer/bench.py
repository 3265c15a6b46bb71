"""Throughput of the phase machine and of the players: whole deals per second, per form.

``python -m trainer bench [--seconds N] [--json]`` (and ``make bench``) measures, for N seconds each:

* ``forms``: the engine alone.  Each deal is dealt with a fresh seed and played from the first call
  to the score with uniformly random legal actions (``rng.choice`` over
  :meth:`State.legal_actions`, applied with :meth:`State.apply`): no players and no information
  states, so this is the engine's own speed.  Uniform choices mostly bid upward, so most painted
  deals end in high contracts; the cost per deal is dominated by the 52 card plays, which every
  deal has.
* ``bare``: a bare playout loop in plain Python that knows nothing of skruuvi: it shuffles and deals
  13 cards to each of four hands and plays 13 tricks, each card drawn at random among the cards
  that follow suit (a random trump suit or none decides each trick).  It draws from its random
  generator as the engine loop does: a fresh ``random.Random(seed)`` shuffles the pack (as
  :func:`trainer.dealing.deal` does), another one draws every card with one ``rng.choice`` over the
  legal cards.
* ``ratio``: the engine's deals per second over the bare loop's, per form.  Issue 10 asks for at
  least ``target_ratio`` (a quarter).
* ``play_deal``: whole deals through :func:`trainer.players.play_deal` (every decision asks a
  player with the seat's :class:`~trainer.info.Info`; the deal ends as a
  :class:`~trainer.records.DealRecord`), with :class:`~trainer.players.RandomPlayer` (``random``)
  and :class:`~trainer.players.HandbookPlayer` (``handbook``) at every seat.

``python -m trainer.bench --profile`` prints the top entries of a cProfile of the engine's random-deal
loop (see :func:`main`).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import math
import pstats
import random
import time
from collections.abc import Callable
from typing import Any, Final

from trainer.bids import Form
from trainer.dealing import deal
from trainer.players import HandbookPlayer, Player, RandomPlayer, everyone, play_deal
from trainer.records import DealRecord
from trainer.seats import Seat
from trainer.state import State

#: Issue 10, *Speed*: the engine's whole random deals at no less than a quarter of the bare loop's speed.
TARGET_RATIO: Final = 0.25


def random_deal(form: Form, seed: int) -> State:
    """The engine alone: deal ``seed`` of ``form`` played with uniformly random legal actions."""
    rng = random.Random(seed)
    s = State.new(deal(form, Seat(seed % 4), seed))
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def players_deal(form: Form, seed: int, player: Player) -> DealRecord:
    """Deal ``seed`` of ``form`` played by ``player`` at every seat through :func:`play_deal`."""
    return play_deal(form, everyone(player), random.Random(seed), deal=deal(form, Seat(seed % 4), seed))


_DECK: Final = tuple(range(52))  # card c: suit c // 13, rank c % 13


def bare_deal(seed: int) -> list[int]:
    """A bare playout in plain Python: deal 13 cards each, play 13 tricks following suit at random.

    Returns the tricks won per seat.  See the module docstring for what it draws and why.
    """
    pack = list(_DECK)
    random.Random(seed).shuffle(pack)
    hands = [pack[0::4], pack[1::4], pack[2::4], pack[3::4]]
    rng = random.Random(seed)
    trump = seed % 5  # 4: no trump
    leader = seed % 4
    won = [0, 0, 0, 0]
    for _ in range(13):
        hand = hands[leader]
        card = rng.choice(hand)
        hand.remove(card)
        led = card // 13
        best, winner = card, leader
        for i in (1, 2, 3):
            seat = (leader + i) % 4
            hand = hands[seat]
            follow = [c for c in hand if c // 13 == led]
            card = rng.choice(follow or hand)
            hand.remove(card)
            suit, best_suit = card // 13, best // 13
            if (suit == best_suit and card > best) or (suit == trump and best_suit != trump):
                best, winner = card, seat
        won[winner] += 1
        leader = winner
    return won


def _rate(play: Callable[[int], object], seconds: float) -> dict[str, Any]:
    """Run ``play(0)``, ``play(1)``, ... for ``seconds``; deals, seconds and deals per second."""
    return _interleaved({"": play}, seconds)[""]


def _interleaved(plays: dict[str, Callable[[int], object]], seconds: float) -> dict[str, dict[str, Any]]:
    """Run each of ``plays`` (``play(0)``, ``play(1)``, ...) for ``seconds`` in all, taking turns in slices
    of at most half a second, so that a change in the machine's load falls on all of them alike (the
    ratio of two figures is then fair on a busy machine)."""
    rounds = max(1, math.ceil(seconds / 0.5))
    slice_ = seconds / rounds
    count = dict.fromkeys(plays, 0)
    spent = dict.fromkeys(plays, 0.0)
    for _ in range(rounds):
        for key, play in plays.items():
            n = count[key]
            start = time.perf_counter()
            end = start + slice_
            now = start
            while now < end:
                play(n)
                n += 1
                now = time.perf_counter()
            count[key] = n
            spent[key] += now - start
    return {
        k: {
            "deals": count[k],
            "seconds": round(spent[k], 3),
            "deals_per_second": round(count[k] / spent[k], 1),
        }
        for k in plays
    }


def _engine(form: Form) -> Callable[[int], object]:
    return lambda n: random_deal(form, n)


def _players(form: Form, player: Player) -> Callable[[int], object]:
    return lambda n: players_deal(form, n, player)


def bench_form(form: Form, seconds: float) -> dict[str, Any]:
    """The engine's random deals of ``form`` for ``seconds``."""
    return _rate(_engine(form), seconds)


def bench_bare(seconds: float) -> dict[str, Any]:
    return _rate(bare_deal, seconds)


def bench_players(form: Form, player: Player, seconds: float) -> dict[str, Any]:
    return _rate(_players(form, player), seconds)


def bench_forms(seconds: float, *, players: bool = True) -> dict[str, Any]:
    """Every figure of the module docstring, ``seconds`` each (``players`` False: no ``play_deal``).

    The engine's forms and the bare loop take turns (see :func:`_interleaved`), so their ratio is fair.
    """
    runs = _interleaved({"bare": bare_deal, **{f.value: _engine(f) for f in Form}}, seconds)
    bare = runs.pop("bare")
    out: dict[str, Any] = {
        "forms": runs,
        "bare": bare,
        "ratio": {k: round(v["deals_per_second"] / bare["deals_per_second"], 3) for k, v in runs.items()},
        "target_ratio": TARGET_RATIO,
    }
    if players:
        out["play_deal"] = {
            name: {f.value: bench_players(f, player, seconds) for f in Form}
            for name, player in (("random", RandomPlayer()), ("handbook", HandbookPlayer()))
        }
    return out


def profile(seconds: float, top: int = 25, form: Form | None = None) -> str:
    """The top ``top`` entries (by own time) of a cProfile of the engine's random deals, ``seconds`` per
    form (every form, or ``form``), as text."""
    prof = cProfile.Profile()
    prof.enable()
    for f in [form] if form is not None else list(Form):
        bench_form(f, seconds)
    prof.disable()
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).strip_dirs().sort_stats("tottime").print_stats(top)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    """``python -m trainer.bench [--seconds N] [--no-players] [--profile [--form F] [--top N]]``.

    Prints the figures as JSON (as ``python -m trainer bench --json``), or with ``--profile`` the top
    entries of a cProfile of the engine's random-deal loop (a tool for developers, in English).
    """
    p = argparse.ArgumentParser(prog="python -m trainer.bench")
    p.add_argument("--seconds", type=float, default=2.0, help="seconds per figure (default 2)")
    p.add_argument("--no-players", action="store_true", help="leave out the play_deal figures")
    p.add_argument("--profile", action="store_true", help="profile the engine's random deals instead")
    p.add_argument("--form", choices=[f.value for f in Form], help="profile this form only")
    p.add_argument("--top", type=int, default=25, help="profile entries to print (default 25)")
    args = p.parse_args(argv)
    if not 0 < args.seconds <= 3600:
        p.error("--seconds must be more than 0 and at most 3600")
    if args.profile:
        print(profile(args.seconds, args.top, Form(args.form) if args.form else None))
        return 0
    print(json.dumps(bench_forms(args.seconds, players=not args.no_players)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
