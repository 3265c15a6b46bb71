"""How realistic the generated deals are: the contracts the handbook players reach in self-play.

Issue 11 (*Grading that is fair and says why*): the drills are cut from deals that the handbook
players (:class:`~trainer.players.HandbookPlayer`, one at every seat) play against each other, so
their auctions must look like the table's.  The handbook describes the table: in alkupelit most
deals are played as a five-level trump game or a passimisääri (*ALKUPELIT*); in kotkat the usual
opening is 6♠ and the contract is chosen after the exchange (*KOTKAT / Maalaukset*, *KOTKAT /
Jatkomaalaukset*), so trump and grand contracts are common and a 6-misère pre-empt, which "cannot
be made with nothing" (*Kehotus-, esto- ja kilpaileva maalaus*), is an exception; in bolsevikit a
deal is a bolshevik, a dictator or thrown in (*BOLSEVIKIT*).

``python -m trainer.drills realism --deals 300 [--form F] [--seed N] [--json] [--no-dd]`` lets the
handbook players bid ``N`` deals per form (the same loop as :func:`~trainer.players.play_deal`, stopped
when the play begins: the handbook players' card play is random where the handbook is silent, so
their tricks would say little) and prints, per form, the game types and the final contracts: how
many deals, their share and how many were doubled.  For trump and grand contracts of the pair games
it adds how many make double dummy (:mod:`trainer.conventions.double_dummy`, from the hands after
the exchanges, best defence and the correct opening leader): a contract that seldom makes is bid too
often.  Misère and the bolsevikit games are no double-dummy bridge games and get no such figure.

Deterministic: the same form, number of deals and seed give the same figures.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from trainer.bids import Bid, Form
from trainer.conventions import double_dummy
from trainer.game import GameType, Phase
from trainer.players import HandbookPlayer, everyone, new_deal, play_states
from trainer.seats import SEATS
from trainer.state import State

#: The forms measured when none is named.
FORMS: tuple[Form, ...] = (Form.ALKUPELIT, Form.KOTKAT, Form.BOLSEVIKIT)

#: Game types in the order the table lists them.
GAME_ORDER: tuple[GameType, ...] = (
    GameType.TRUMP,
    GameType.GRAND,
    GameType.MISERE,
    GameType.PASSIMISAARI,
    GameType.BOLSHEVIK,
    GameType.DICTATOR,
    GameType.THROWN_IN,
)

PASSIMISAARI_LABEL = "pass"
THROWN_IN_LABEL = "thrown in"


@dataclass
class Tally:
    """One row (a game type or a contract): deals, doubled deals, and the double-dummy figures.

    ``solved``: deals of the row solved double dummy; ``makes``: how many of them make.
    """

    deals: int = 0
    doubled: int = 0
    solved: int = 0
    makes: int = 0

    def add(self, doubled: bool, makes: bool | None) -> None:
        self.deals += 1
        self.doubled += doubled
        if makes is not None:
            self.solved += 1
            self.makes += makes

    def to_json(self) -> dict[str, int]:
        out = {"deals": self.deals, "doubled": self.doubled}
        if self.solved:
            out |= {"dd_solved": self.solved, "dd_makes": self.makes}
        return out


@dataclass
class FormRealism:
    """The figures for one form."""

    form: Form
    deals: int
    seed: int
    seconds: float = 0.0
    games: dict[GameType, Tally] = field(default_factory=dict)
    contracts: dict[str, Tally] = field(default_factory=dict)

    def add(self, s: State, dd: bool = True) -> None:
        """Count the deal whose play begins (or which ended without play) at ``s``."""
        game = s.game if s.game is not None else GameType.THROWN_IN
        doubled = bool(s.doubled_by)
        ok = makes_double_dummy(s) if dd else None
        self.games.setdefault(game, Tally()).add(doubled, ok)
        self.contracts.setdefault(contract_label(s), Tally()).add(doubled, ok)

    def share(self, n: int) -> float:
        return n / self.deals if self.deals else 0.0

    def game_rows(self) -> list[tuple[str, Tally]]:
        return [(g.value, self.games[g]) for g in GAME_ORDER if g in self.games]

    def contract_rows(self) -> list[tuple[str, Tally]]:
        return sorted(
            self.contracts.items(), key=lambda kv: (-kv[1].deals, _contract_order(kv[0], self.form))
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "form": self.form.value,
            "deals": self.deals,
            "seed": self.seed,
            "seconds": round(self.seconds, 3),
            "game_types": {name: t.to_json() for name, t in self.game_rows()},
            "contracts": {name: t.to_json() for name, t in self.contract_rows()},
        }


def contract_label(s: State) -> str:
    """The final contract as the table names it: ``6♠``, ``7M``, ``pass`` (passimisääri), ``thrown in``."""
    if s.game is GameType.PASSIMISAARI:
        return PASSIMISAARI_LABEL
    if s.contract is None:
        return THROWN_IN_LABEL
    return str(s.contract)


def makes_double_dummy(s: State) -> bool | None:
    """Whether the trump or grand contract of a pair game makes double dummy; None for any other deal.

    From the hands as the play begins (after every exchange), the declaring pair's tricks with best
    play from the correct opening lead (:func:`trainer.conventions.double_dummy.contract_tricks`).
    None also when the solver is not installed.
    """
    c, declarer = s.contract, s.declarer
    if c is None or declarer is None or s.rules.individual or s.game not in (GameType.TRUMP, GameType.GRAND):
        return None
    if s.phase is not Phase.PLAY or s.current or s.tricks or not double_dummy.is_available():
        return None
    tricks = double_dummy.contract_tricks({q: s.hand(q) for q in SEATS}, declarer, s.trump)
    return tricks >= c.tricks_promised


def _contract_order(label: str, form: Form) -> int:
    """Bids from the lowest up (in ``form``'s order), then a passimisääri, then a thrown-in deal."""
    if label == PASSIMISAARI_LABEL:
        return 1_000
    if label == THROWN_IN_LABEL:
        return 1_001
    return Bid.parse(label).key(form)


def play_start(start: State, rng: random.Random) -> State:
    """The state where the play of ``start``'s deal begins (or its end, for a deal with no play).

    Every decision is a :class:`HandbookPlayer`'s, through :func:`trainer.players.play_states`.
    """
    players = everyone(HandbookPlayer())
    for s in play_states(start, players, rng):
        if s.phase is Phase.PLAY or s.is_over:
            return s
    raise AssertionError("play_states ends with a finished deal")  # pragma: no cover


def measure(form: Form, deals: int, seed: int = 0, *, dd: bool = True) -> FormRealism:
    """Let the handbook players bid ``deals`` deals of ``form`` (``dd``: solve trump and grand double dummy)."""
    out = FormRealism(form, deals, seed)
    rng = random.Random(f"realism/{form.value}/{seed}")
    t = time.perf_counter()
    for _ in range(deals):
        out.add(play_start(new_deal(form, rng), rng), dd)
    out.seconds = time.perf_counter() - t
    return out


def _pct(x: float) -> str:
    return f"{100 * x:5.1f} %"


def table(r: FormRealism) -> str:
    """A plain-text table of one form's figures."""
    lines = [f"{r.form.value}: {r.deals} deals (seed {r.seed}), {r.seconds:.1f} s"]

    def block(title: str, rows: Sequence[tuple[str, Tally]]) -> None:
        lines.append(f"  {title:<14}{'deals':>6}{'share':>9}{'doubled':>9}{'makes (dd)':>12}")
        for name, t in rows:
            dd = f"{t.makes}/{t.solved}" if t.solved else "-"
            lines.append(f"  {name:<14}{t.deals:>6}{_pct(r.share(t.deals)):>9}{t.doubled:>9}{dd:>12}")

    block("game type", r.game_rows())
    block("contract", r.contract_rows())
    return "\n".join(lines)


def run(forms: Iterable[Form], deals: int, seed: int = 0, *, dd: bool = True) -> list[FormRealism]:
    return [measure(f, deals, seed, dd=dd) for f in forms]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m trainer.drills realism", description=__doc__.splitlines()[0])
    add_arguments(p)
    return run_args(p.parse_args(argv))


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--deals", type=int, default=300, help="deals per form (default 300)")
    p.add_argument("--form", choices=[f.value for f in FORMS], help="one form (default: all three)")
    p.add_argument("--seed", type=int, default=0, help="the seed of the deals (default 0)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.add_argument("--no-dd", action="store_true", help="skip the double-dummy figures (faster)")


def run_args(args: argparse.Namespace) -> int:
    forms = [Form.parse(args.form)] if args.form else list(FORMS)
    results = run(forms, max(1, args.deals), args.seed, dd=not args.no_dd)
    if args.json:
        print(json.dumps({"forms": [r.to_json() for r in results]}, ensure_ascii=False))
    else:
        print("\n\n".join(table(r) for r in results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
