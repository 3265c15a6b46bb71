"""A deal at the table: the learner at one seat, three computer players at the others (issue 15).

:class:`TableGame` holds one deal in progress: how it was set up (:class:`Setup`: the form, the
learner's seat, the opponents' level and the seed), every action so far (:class:`Step`, each marked
with who took it and whether the learner had asked for a hint first) and the take-backs.  It never
imports Streamlit: the table page (``app_pages/table.py``) drives it.

Reproducible.  The cards come from the seed (:func:`trainer.players.new_deal` with
``random.Random(seed)``); each computer decision draws from its own generator, seeded from the seed
and the number of the step (:func:`step_rng`), so a computer answers the same at the same step
whatever happened in other deals, and taking back a decision and making the same one again gives the
same deal.  The game's :meth:`TableGame.token` holds the setup and every action, as indices into the
engine's legal actions at that step, so a link replays the game through the engine alone, without
asking a computer player again (a strong player's card takes up to a second).

A take-back removes the learner's last decision and everything after it.  Hints and take-backs
are kept in the token, so the review can show them.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Final

from trainer.bids import Form
from trainer.errors import SkruuviError
from trainer.game import Action, GameType
from trainer.players import HandbookPlayer, Player, new_deal
from trainer.players.selfplay import deal_seed
from trainer.records import DealRecord, from_state
from trainer.rules import find_rules
from trainer.scoresheet import Scoresheet, dealer_seat, slot_form
from trainer.seats import SEATS, Pair, Seat
from trainer.state import State

#: The forms a learner can play at the table (puupää is not offered: the handbook gives it no conventions).
TABLE_FORMS: Final = (Form.ALKUPELIT, Form.KOTKAT, Form.BOLSEVIKIT)
#: The opponents' levels: the handbook player, or the strong player (the handbook's calls and exchanges,
#: card play by sampling and double dummy).
LEVELS: Final = ("handbook", "strong")
#: The largest seed a table deal takes (a link stays short).
MAX_SEED: Final = 2**31 - 1
#: The deals of a sitsi: four alkupelit, then four kotkat (*Skruuvin perusasioita*).
DEALS_PER_SITSI: Final = 8

_TOKEN_VERSION: Final = "t1"
_FORM_CODE: Final = {Form.ALKUPELIT: "a", Form.KOTKAT: "k", Form.BOLSEVIKIT: "b"}
_LEVEL_CODE: Final = {"handbook": "h", "strong": "s"}
_LEVELS: Final = {v: k for k, v in _LEVEL_CODE.items()}
_SEAT_NAMES: Final = ("A", "B", "C", "D")
_STEP = re.compile(r"^([0-9a-z]+)([LH]?)$")


class TableError(SkruuviError):
    """A table game that cannot be set up or read back (``code``: ``table_setup``, ``table_token``,
    ``table_not_learner``, ``table_no_takeback``, ``table_not_over``, ``table_sitsi_over``; ``params`` name what
    was wrong)."""


@dataclass(frozen=True)
class Setup:
    """How a table deal was set up."""

    form: Form
    seat: Seat
    level: str = "handbook"
    seed: int = 0
    #: Who deals; None: drawn from the seed (:func:`trainer.players.new_deal`), as a single table deal does.
    #: A sitsi gives each deal its dealer (:class:`Sitsi`).
    dealer: Seat | None = None

    def __post_init__(self) -> None:
        if self.form not in TABLE_FORMS:
            raise TableError(f"the table plays {', '.join(str(f) for f in TABLE_FORMS)}, not {self.form}",
                             code="table_setup", field="form", value=str(self.form))  # fmt: skip
        if self.level not in LEVELS:
            raise TableError(f"the opponents' level is one of {', '.join(LEVELS)}, not {self.level!r}",
                             code="table_setup", field="level", value=str(self.level))  # fmt: skip
        if not 0 <= self.seed <= MAX_SEED:
            raise TableError(f"a seed is a whole number from 0 to {MAX_SEED}, not {self.seed}",
                             code="table_setup", field="seed", value=str(self.seed))  # fmt: skip


@dataclass(frozen=True)
class Step:
    """One action of the deal: who took it, what it was, and (the learner's) whether a hint came first."""

    seat: Seat
    action: Action
    learner: bool
    hinted: bool = False


def step_rng(seed: int, step: int) -> random.Random:
    """The generator a computer player draws from at ``step`` (0 = the deal's first action) of the deal
    seeded ``seed``; seeded with a string, which Python hashes with SHA-512 (stable across runs)."""
    return random.Random(f"skruuvi-table:{seed}:{step}")


def computer_player(level: str) -> Player:
    """A new computer player of ``level`` (``handbook`` or ``strong``)."""
    if level == "handbook":
        return HandbookPlayer()
    if level == "strong":
        from trainer.players import make_player

        return make_player("strong")
    raise TableError(f"no computer level {level!r}", code="table_setup", field="level", value=level)


def app_player(level: str) -> Player:
    """A computer player for the app: the strong player thinks in a lower-priority worker process
    (:class:`trainer.players.remote.RemotePlayer`), so other learners' pages are not kept waiting; the
    handbook player (well under 50 ms a decision) in the app's process."""
    from trainer.players.remote import RemotePlayer, workers

    if level == "strong" and workers() > 0:
        return RemotePlayer(level)
    return computer_player(level)


@dataclass(eq=False)
class TableGame:
    """One deal at the table in progress (see the module docstring)."""

    setup: Setup
    steps: list[Step] = field(default_factory=list)
    #: Each take-back as the number of steps the deal had before it.
    takebacks: list[int] = field(default_factory=list)
    #: The computer players, one per seat (the learner's seat has none); made on first use.
    make_player: Callable[[str], Player] = field(default=computer_player, repr=False)
    _states: list[State] = field(default_factory=list, repr=False)
    _players: dict[Seat, Player] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not self._states:
            rules = find_rules(self.setup.form)
            self._states = [new_deal(rules, random.Random(self.setup.seed), dealer=self.setup.dealer)]
            steps, self.steps = self.steps, []
            for st in steps:
                self._apply(st)

    # --- what the table shows -------------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The engine's state now (the page shows only ``state.info(seat)`` of it while the deal goes on)."""
        return self._states[-1]

    @property
    def start(self) -> State:
        return self._states[0]

    def states(self) -> list[State]:
        """Every state so far: the start, then one after each step."""
        return list(self._states)

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def learner_to_act(self) -> bool:
        """True when the deal waits for the learner."""
        return not self.is_over and self.state.to_act is self.setup.seat

    # --- acting ---------------------------------------------------------------------------------------

    def play(self, action: Action, *, hinted: bool = False) -> Step:
        """The learner's ``action``.  Raises TableError when it is not the learner's turn, and the
        engine's IllegalActionError (with its reason) when the action is not legal now."""
        s = self.state
        if not self.learner_to_act:
            raise TableError("it is not the learner's turn", code="table_not_learner",
                             seat=str(s.to_act) if s.to_act is not None else "")  # fmt: skip
        step = Step(self.setup.seat, action, learner=True, hinted=hinted)
        self._apply(step)
        return step

    def computer_step(self) -> Step | None:
        """One computer player's action, or None when the deal is over or waits for the learner."""
        s = self.state
        if s.is_over or s.to_act is None or s.to_act is self.setup.seat:
            return None
        seat = s.to_act
        player = self._player(seat)
        action = player.act(s.info(seat), s.legal_actions(), step_rng(self.setup.seed, len(self.steps)))
        step = Step(seat, action, learner=False)
        self._apply(step)
        return step

    def computer_steps(self) -> Iterator[Step]:
        """The computers' actions up to the learner's next decision or the end (one at a time, so the page
        can pause between them)."""
        while (step := self.computer_step()) is not None:
            yield step

    def can_take_back(self) -> bool:
        return any(st.learner for st in self.steps)

    def take_back(self) -> Step:
        """Undo the learner's last decision and everything after it; returns the decision undone.  Raises
        TableError (``table_no_takeback``) when the learner has made none."""
        for i in range(len(self.steps) - 1, -1, -1):
            if self.steps[i].learner:
                undone = self.steps[i]
                self.takebacks.append(len(self.steps))
                del self.steps[i:]
                del self._states[i + 1 :]
                # Players may keep a plan between calls (the handbook player's packet): start afresh.
                self._players.clear()
                return undone
        raise TableError("there is no decision of yours to take back", code="table_no_takeback")

    # --- records and links ----------------------------------------------------------------------------

    def record(self) -> DealRecord:
        """The deal so far as a deal record (whole, with its result, once the deal is over)."""
        names = {seat: ("learner" if seat is self.setup.seat else self.setup.level) for seat in SEATS}
        meta = {
            "source": "played at the table: " + ", ".join(f"{s} {names[s]}" for s in SEATS),
            "notes": f"seed {self.setup.seed}",
        }
        return from_state(self.state, meta)

    def token(self) -> str:
        """The game as a short text for a link: ``t1.<form><level>[<dealer>].<seat>.<seed>.<steps>.<takebacks>``.

        Each step is its index among the legal actions at that point, in base 36 (lower case), with ``L``
        after a learner's decision and ``H`` after one made after a hint; steps are joined by ``-``, take-backs
        (base 36) by ``-``.  The dealer (an upper-case seat) is there only when the setup names one.
        """
        dealer = str(self.setup.dealer) if self.setup.dealer is not None else ""
        head = f"{_TOKEN_VERSION}.{_FORM_CODE[self.setup.form]}{_LEVEL_CODE[self.setup.level]}{dealer}"
        return f"{head}.{self.setup.seat}.{self.setup.seed}.{self._steps_text()}.{self._takebacks_text()}"

    def _steps_text(self) -> str:
        parts = []
        for st, s in zip(self.steps, self._states, strict=False):
            index = s.legal_actions().index(st.action)
            mark = ("H" if st.hinted else "L") if st.learner else ""
            parts.append(_b36(index) + mark)
        return "-".join(parts)

    def _takebacks_text(self) -> str:
        return "-".join(_b36(t) for t in self.takebacks)

    @classmethod
    def from_token(cls, token: str, make_player: Callable[[str], Player] = computer_player) -> TableGame:
        """The game a :meth:`token` describes, replayed through the engine.  Raises TableError
        (``table_token``) naming what is wrong: the version, the setup, or the step that does not fit."""
        fields = token.strip().split(".")
        if len(fields) != 6 or fields[0] != _TOKEN_VERSION:
            raise TableError(
                "this is not a table link this version can read", code="table_token", where="version"
            )
        head, seat_text, seed_text, steps_text, tb_text = fields[1:]
        forms = {v: k for k, v in _FORM_CODE.items()}
        if len(head) not in (2, 3) or head[0] not in forms or head[1] not in _LEVELS:
            raise TableError("the link names no form and level", code="table_token", where="form")
        if len(head) == 3 and head[2] not in _SEAT_NAMES:
            raise TableError("the link names no dealer", code="table_token", where="seat")
        dealer = Seat.parse(head[2]) if len(head) == 3 else None
        seat = _parse_seat(seat_text)
        setup = Setup(forms[head[0]], seat, _LEVELS[head[1]], _parse_seed(seed_text), dealer)
        return cls._replay(setup, steps_text, tb_text, make_player)

    @classmethod
    def _replay(
        cls, setup: Setup, steps_text: str, tb_text: str, make_player: Callable[[str], Player], **where: int
    ) -> TableGame:
        """The game of ``setup`` with the steps and take-backs of a token; errors carry ``where`` (a sitsi's
        deal number)."""
        game = cls(setup, make_player=make_player)
        for n, part in enumerate(steps_text.split("-") if steps_text else ()):
            m = _STEP.match(part)
            s = game.state
            legal = s.legal_actions() if not s.is_over else ()
            index = int(m.group(1), 36) if m else -1
            if m is None or not 0 <= index < len(legal) or s.to_act is None:
                raise TableError(f"step {n + 1} of the link does not fit the deal", code="table_token",
                                 where="step", step=n + 1, **where)  # fmt: skip
            learner = bool(m.group(2))
            if learner != (s.to_act is setup.seat):
                raise TableError(f"step {n + 1} of the link is marked for the wrong player", code="table_token",
                                 where="step", step=n + 1, **where)  # fmt: skip
            game._apply(Step(s.to_act, legal[index], learner=learner, hinted=m.group(2) == "H"))
        try:
            game.takebacks = [int(t, 36) for t in tb_text.split("-")] if tb_text else []
        except ValueError:
            raise TableError(
                "the link's take-backs are not numbers", code="table_token", where="takebacks", **where
            ) from None
        return game

    def with_steps(self, n: int) -> TableGame:
        """A new game with this game's first ``n`` steps (to try again from a decision); take-backs kept."""
        game = TableGame(replace(self.setup), make_player=self.make_player)
        for st in self.steps[:n]:
            game._apply(st)
        game.takebacks = list(self.takebacks)
        return game

    # --- inside -----------------------------------------------------------------------------------------

    def _apply(self, step: Step) -> None:
        self._states.append(self.state.apply(step.action, step.seat))
        self.steps.append(step)

    def _player(self, seat: Seat) -> Player:
        player = self._players.get(seat)
        if player is None:
            player = self._players[seat] = self.make_player(self.setup.level)
        return player


# --- a whole sitsi --------------------------------------------------------------------------------------------

_SITSI_VERSION: Final = "s1"


def sitsi_deal_seed(seed: int, index: int) -> int:
    """The seed of deal ``index`` (0..7) of the sitsi seeded ``seed``: :func:`trainer.players.selfplay.deal_seed`
    (64 bits of SHA-256) folded into the table's seeds (0..:data:`MAX_SEED`)."""
    return deal_seed(seed, index) % (MAX_SEED + 1)


@dataclass(eq=False)
class Sitsi:
    """A whole sitsi at the table: four alkupelit and four kotkat deals with one partner, and the score sheet
    filled in as they are played (*Skruuvin perusasioita*, *Korttien jakaminen*, *Skruuvin pistelasku*).

    Deal ``i`` (0..7) has the form :func:`trainer.scoresheet.slot_form` ``(i)``, the dealer
    :func:`trainer.scoresheet.dealer_seat` ``(i, scorekeeper)``, the seed :func:`sitsi_deal_seed` ``(seed, i)``,
    and the sitsi's learner seat and opponents' level.  DECISION: the learner keeps the score sheet (the
    handbook's kirjanpitäjä, who keeps one place all game), so the first deal is dealt by the seat on the
    learner's left and each later one by the next seat clockwise; eight deals are two full turns.

    ``finished``: the deals played to the end, in order; ``current``: the deal being played (the last deal
    once the sitsi is over).  :meth:`next_deal` starts the next one when the current one is over.  The sheet
    (:attr:`sheet`) records each finished deal through the score sheet's own API
    (:meth:`~trainer.scoresheet.Scoresheet.record_contract`, :meth:`~trainer.scoresheet.Scoresheet.record_passimisaari`),
    so its totals are the club's.
    """

    seat: Seat
    level: str = "handbook"
    seed: int = 0
    finished: list[TableGame] = field(default_factory=list)
    make_player: Callable[[str], Player] = field(default=computer_player, repr=False)
    current: TableGame = field(init=False, repr=False)

    def __post_init__(self) -> None:
        Setup(Form.ALKUPELIT, self.seat, self.level, self.seed)  # checks the level and the seed
        if len(self.finished) >= DEALS_PER_SITSI:
            raise TableError(f"a sitsi has {DEALS_PER_SITSI} deals", code="table_setup", field="deal",
                             value=str(len(self.finished)))  # fmt: skip
        self.current = TableGame(self.deal_setup(len(self.finished)), make_player=self.make_player)

    def deal_setup(self, index: int) -> Setup:
        """The setup of deal ``index`` (0..7)."""
        dealer = dealer_seat(index, int(self.seat))
        return Setup(slot_form(index), self.seat, self.level, sitsi_deal_seed(self.seed, index), dealer)

    @property
    def index(self) -> int:
        """The current deal's number, 0..7."""
        return len(self.finished)

    @property
    def games(self) -> list[TableGame]:
        """Every deal so far, the current one last."""
        return [*self.finished, self.current]

    @property
    def is_over(self) -> bool:
        """True when the eighth deal is over."""
        return self.index == DEALS_PER_SITSI - 1 and self.current.is_over

    def next_deal(self) -> TableGame:
        """Start the next deal (the current one must be over, and not the eighth); returns it."""
        if not self.current.is_over:
            raise TableError("the deal is not over yet", code="table_not_over")
        if self.index >= DEALS_PER_SITSI - 1:
            raise TableError("the sitsi is over", code="table_sitsi_over")
        self.finished.append(self.current)
        self.current = TableGame(self.deal_setup(self.index), make_player=self.make_player)
        return self.current

    def try_again(self, n: int) -> TableGame:
        """The current deal again from its step ``n`` (:meth:`TableGame.with_steps`)."""
        self.current = self.current.with_steps(n)
        return self.current

    @property
    def sheet(self) -> Scoresheet:
        """The score sheet: sitsi 1 of a game with the learner as the scorekeeper, every finished deal in its
        slot (the current one too once it is over)."""
        sheet = Scoresheet(("A", "B", "C", "D"), scorekeeper=int(self.seat))
        for i, game in enumerate(self.games):
            if game.is_over:
                sheet = record_deal(sheet, i, game)
        return sheet

    def token(self) -> str:
        """The sitsi as a short text for a link: ``s1.<level>.<seat>.<seed>.<deals>``, each deal as
        ``<steps>_<takebacks>`` (as in :meth:`TableGame.token`), deals joined by ``~``."""
        deals = "~".join(f"{g._steps_text()}_{g._takebacks_text()}" for g in self.games)
        return f"{_SITSI_VERSION}.{_LEVEL_CODE[self.level]}.{self.seat}.{self.seed}.{deals}"

    @staticmethod
    def is_token(token: str) -> bool:
        """True when ``token`` claims to be a sitsi's (starts with the sitsi's version)."""
        return token.strip().startswith(_SITSI_VERSION + ".")

    @classmethod
    def from_token(cls, token: str, make_player: Callable[[str], Player] = computer_player) -> Sitsi:
        """The sitsi a :meth:`token` describes, every deal replayed.  Raises TableError (``table_token``)
        with ``where`` (version, form, seat, seed, step, takebacks, or deal) and ``deal`` (1..8) when a deal's
        part is wrong."""
        fields = token.strip().split(".")
        if len(fields) != 5 or fields[0] != _SITSI_VERSION:
            raise TableError(
                "this is not a sitsi link this version can read", code="table_token", where="version"
            )
        level_text, seat_text, seed_text, deals_text = fields[1:]
        if level_text not in _LEVELS:
            raise TableError("the link names no opponents' level", code="table_token", where="form")
        sitsi = cls(
            _parse_seat(seat_text), _LEVELS[level_text], _parse_seed(seed_text), make_player=make_player
        )
        parts = deals_text.split("~")
        if len(parts) > DEALS_PER_SITSI:
            raise TableError(f"a sitsi has {DEALS_PER_SITSI} deals, the link {len(parts)}", code="table_token",
                             where="deal", deal=len(parts))  # fmt: skip
        for i, part in enumerate(parts):
            steps_text, sep, tb_text = part.partition("_")
            if not sep:
                raise TableError(f"deal {i + 1} of the link has no take-backs part", code="table_token",
                                 where="deal", deal=i + 1)  # fmt: skip
            if i > 0:
                if not sitsi.current.is_over:
                    raise TableError(f"deal {i} of the link is not over, yet deal {i + 1} follows",
                                     code="table_token", where="deal", deal=i)  # fmt: skip
                sitsi.next_deal()
            sitsi.current = TableGame._replay(
                sitsi.current.setup, steps_text, tb_text, make_player, deal=i + 1
            )
        return sitsi


def record_deal(sheet: Scoresheet, index: int, game: TableGame) -> Scoresheet:
    """``sheet`` with the finished alkupelit or kotkat ``game`` recorded in slot ``index`` of sitsi 1, through
    the sheet's own API (*Skruuvin pistelasku*): a painted game by its contract, declarer, the declaring pair's
    tricks, the doubling and (misère) the aces; a passimisääri by pair A–C's tricks, the doubling and the aces.
    The engine allows no revoke, so none is recorded."""
    result = game.state.result
    if result is None:
        raise TableError("the deal is not over yet", code="table_not_over")
    if result.game is GameType.PASSIMISAARI:
        return sheet.record_passimisaari(
            0,
            index,
            result.pair_tricks(Pair.AC),
            result.doubling,
            [(a.trick, a.winner.pair) for a in result.aces],
        )
    if result.contract is None or result.declarer is None:
        raise TableError(f"a {result.game.value} deal has no place on the score sheet", code="table_setup",
                         field="form", value=result.game.value)  # fmt: skip
    pair = result.declarer.pair
    aces = [(a.trick, a.winner.pair is pair) for a in result.aces] if result.game is GameType.MISERE else []
    return sheet.record_contract(
        0, index, result.contract, result.declarer, result.pair_tricks(pair), result.doubling, aces
    )


def _parse_seat(text: str, **where: int) -> Seat:
    if text not in _SEAT_NAMES:
        raise TableError("the link names no seat", code="table_token", where="seat", **where)
    return Seat.parse(text)


def _parse_seed(text: str, **where: int) -> int:
    if not text.isdigit() or int(text) > MAX_SEED:
        raise TableError("the link's seed is not a number", code="table_token", where="seed", **where)
    return int(text)


def _b36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out
