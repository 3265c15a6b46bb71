"""The score sheet of one whole game: three sitsit, 24 deals, optional bolsevikit.

Handbook sections used (text of ``skruuvin-kasikirja-2016-fi.txt``):

* *Skruuvin perusasioita*: a sitsi is the four alkupelit and four kotkat
  deals played with one partner; after eight deals the players change
  places, so that over a game everybody partners everybody once.  Partners
  sit opposite each other.
* *Korttien jakaminen*: one player is the scorekeeper (kirjanpitäjä) and
  keeps the same place for the whole game; the player on the scorekeeper's
  left deals the game's first deal, and each later deal is dealt by the next
  player clockwise (the dealer's partner meanwhile shuffles the deck just
  played and leaves it at the following dealer's left).
* *Skruuvin pistelasku*: pair scores per deal (computed by
  :mod:`trainer.scoring`); a sitsi's total is the sum of its deals; a
  player's game result is the sum of their three sitsi totals, plus the
  bolshevik result if bolsevikit were played.
* *Bolsevikkien pistelasku*: bolshevik points are kept apart, per player;
  when the agreed bolsevikit have been played, each player's bolshevik
  total is divided by three, rounded to the nearest integer and added to
  their game result.
* *BOLSEVIKIT*: bolsevikit are played, if everybody wants, with every sitsi
  or with one agreed sitsi only.  The first eight deals of that sitsi are
  bolshevik deals; each player must bid the bolshevik once; a deal where
  nobody bids is thrown in and still counts as one of the eight; a player
  who would otherwise run out of deals must bid.
* *Skruuvin pistelaskulomake*: the printed form.  At the top one line per
  player: sitsi 1, sitsi 2, sitsit 1 and 2 together, sitsi 3, final result.
  Below, per sitsi, the rows alkupelit deal 1–4, kotkat deal 1–4 and a
  total, each with a "Me" column (the deal's score for us) and a "Yht"
  column (our running total in the sitsi).  The printed form is kept from
  the scorekeeper's side; this sheet keeps both pairs' columns, and
  :meth:`Scoresheet.scorekeeper_pair` says which one the paper form shows.

Indexing: sitsi 0..2 and deal index 0..7 within a sitsi (0..3 alkupelit,
4..7 kotkat) in the API; messages and rows use the form's 1-based numbers
("sitsi 2, kotkat deal 3").

Players are numbered 0..3 in the order of their seats A, B, C, D in sitsi 1.

DECISIONS (this project's readings; the handbook does not spell them out):

* Partners by sitsi: sitsi 1 {0, 2} and {1, 3}; sitsi 2 {0, 1} and {2, 3};
  sitsi 3 {0, 3} and {1, 2}.
* Seating: the scorekeeper never moves (*Korttien jakaminen*).  In sitsi 2
  and 3 the scorekeeper's partner of that sitsi trades places with the
  scorekeeper's sitsi-1 partner, compared with the sitsi-1 seating; the
  fourth player keeps their sitsi-1 seat.  With the default scorekeeper
  (player 0) this gives: sitsi 1 A=0 B=1 C=2 D=3; sitsi 2 A=0 B=2 C=1 D=3;
  sitsi 3 A=0 B=1 C=3 D=2.
* Dealers (D16, D18): every deal of the game, bolshevik deals and thrown-in
  deals included, passes the deal one seat on: the game's ``n``-th deal
  (0-based, in the order dealt) is dealt by the seat ``n + 1`` places
  clockwise from the scorekeeper, whose seat never changes.  A bolshevik set
  opens its sitsi, so a sitsi deals its set first and then its eight
  ordinary deals.  Without bolsevikit, or with a set of all eight deals,
  every sitsi starts on the scorekeeper's left (eight deals are two full
  turns), as the handbook's diagram of the first dealing round "of each
  sitsi" shows.  After a set that ended early (all four played in fewer
  than eight deals) the next player still deals the next deal: the
  ordinary deals, and every later sitsi, start where the set left off,
  and no seat deals twice in a row.  A set counts the deals recorded so
  far, so the dealers after a set still being entered move on as its deals
  are added.  The *player* in a seat changes with the seating.
* The bolshevik set ends when all four players have played theirs (nobody
  may bid any more) or after eight deals.
* A player must bid when the deals left in the set (the current one
  included) are no more than the players who have not yet played: no deal
  may then be thrown in.  If several players are in that position, the one
  who is *forced* is the last of them in the bidding order of the current
  deal (the dealer bids first, then clockwise): when all the others have
  passed, that player has no choice.  On the eighth deal with one player
  left this is the handbook's own example.
* The bolshevik result is computed once, from each player's total over all
  bolshevik deals of the game (division by three, rounded to the nearest).
  After that rounding the four results need not sum to zero.
* Player names: stripped, NFC-normalised, 1–40 characters, no control
  characters (Unicode Cc), no line or paragraph separators, no bidirectional
  formatting characters; two players may not have the same name (ignoring
  case).  Names are stored as plain text, never as markup.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal, cast

from trainer.bids import BOLSHEVIK, Bid, Form
from trainer.errors import ScoreInputError, SkruuviError
from trainer.names import control_char
from trainer.scoring import (
    BolshevikScore,
    ContractScore,
    Doubling,
    Item,
    PassScore,
    Side,
    bolshevik_final,
    score_bolshevik,
    score_contract,
    score_passimisaari,
)
from trainer.seats import SEATS, Pair, Seat

SITSIT: Final = 3
DEALS_PER_FORM: Final = 4
DEALS_PER_SITSI: Final = 8
DEALS_PER_GAME: Final = SITSIT * DEALS_PER_SITSI
BOLSHEVIK_SET_DEALS: Final = 8
MAX_NAME_LENGTH: Final = 40

#: The two partnerships (player indices) of each sitsi.
PARTNERSHIPS: Final[tuple[tuple[tuple[int, int], tuple[int, int]], ...]] = (
    ((0, 2), (1, 3)),
    ((0, 1), (2, 3)),
    ((0, 3), (1, 2)),
)

DealKind = Literal["contract", "passimisaari"]

_DOUBLING_NAMES: Final = {Doubling.NONE: "none", Doubling.DOUBLED: "doubled", Doubling.REDOUBLED: "redoubled"}
_DOUBLING_MARKS: Final = {Doubling.NONE: "", Doubling.DOUBLED: "X", Doubling.REDOUBLED: "XX"}
JSON_FORMAT: Final = "skruuvikoulu-scoresheet"
JSON_VERSION: Final = 1
#: Column names of the CSV blocks (see :meth:`Scoresheet.to_csv`).
CSV_DEAL_HEADER: Final = (
    "sitsi",
    "form",
    "deal",
    "dealer",
    "dealer_name",
    "game",
    "declarer",
    "tricks",
    "doubling",
    "aces",
    "revoke",
    "AC",
    "AC_me",
    "AC_yht",
    "BD",
    "BD_me",
    "BD_yht",
)
CSV_TOTALS_HEADER: Final = (
    "player",
    "sitsi_1",
    "sitsi_2",
    "sitsit_1_2",
    "sitsi_3",
    "bolshevik_points",
    "bolshevik_final",
    "result",
)


# ---------------------------------------------------------------- helpers


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_sitsi(sitsi: object) -> int:
    if not _is_int(sitsi) or not 0 <= cast(int, sitsi) < SITSIT:
        raise ScoreInputError(f"sitsi must be 0, 1 or 2, not {sitsi!r}", code="bad_sitsi", sitsi=sitsi)
    return cast(int, sitsi)


def _check_index(index: object) -> int:
    if not _is_int(index) or not 0 <= cast(int, index) < DEALS_PER_SITSI:
        raise ScoreInputError(
            f"deal index must be 0..7 (0–3 alkupelit, 4–7 kotkat), not {index!r}",
            code="bad_slot",
            index=index,
        )
    return cast(int, index)


def _check_player(player: object) -> int:
    if not _is_int(player) or not 0 <= cast(int, player) < 4:
        raise ScoreInputError(f"a player is 0..3, not {player!r}", code="bad_player", player=player)
    return cast(int, player)


def slot_form(index: int) -> Form:
    """The form of deal ``index`` (0..7) of a sitsi: 0–3 alkupelit, 4–7 kotkat."""
    return Form.ALKUPELIT if _check_index(index) < DEALS_PER_FORM else Form.KOTKAT


def slot_label(sitsi: int, index: int) -> str:
    """The form's name of a slot, 1-based: ``"sitsi 2, kotkat deal 3"``."""
    return f"sitsi {sitsi + 1}, {slot_form(index)} deal {index % DEALS_PER_FORM + 1}"


def _wrap(label: str, err: SkruuviError, **extra: Any) -> ScoreInputError:
    """Re-raise ``err`` as a ScoreInputError whose message starts with ``label``."""
    params: dict[str, Any] = dict(err.params)
    params.update(extra)
    params["slot"] = label
    return ScoreInputError(f"{label}: {err.message}", code=err.code, **params)


def check_player_name(name: object) -> str:
    """The cleaned name (stripped, NFC), or ScoreInputError ``bad_player_name``."""
    if not isinstance(name, str):
        raise ScoreInputError(
            f"a player name must be text, not {type(name).__name__}",
            code="bad_player_name",
            problem="not_text",
        )
    clean = unicodedata.normalize("NFC", name).strip()
    if not clean:
        raise ScoreInputError("a player name must not be empty", code="bad_player_name", problem="empty")
    if len(clean) > MAX_NAME_LENGTH:
        raise ScoreInputError(
            f"player name {clean[:20]!r}... is {len(clean)} characters; at most {MAX_NAME_LENGTH} are allowed",
            code="bad_player_name",
            problem="too_long",
            length=len(clean),
            limit=MAX_NAME_LENGTH,
        )
    bad = control_char(clean)
    if bad is not None:
        raise ScoreInputError(
            f"player name {clean!r} contains the control character {bad[0]}",
            code="bad_player_name",
            problem="control_character",
            codepoint=bad[0],
        )
    return clean


# ---------------------------------------------------------------- seating and dealers


def partners_in(sitsi: int, player: int) -> int:
    """``player``'s partner in ``sitsi`` (0-based)."""
    _check_player(player)
    for pair in PARTNERSHIPS[_check_sitsi(sitsi)]:
        if player in pair:
            return pair[1] if pair[0] == player else pair[0]
    raise AssertionError("unreachable")  # pragma: no cover


def seating_for(sitsi: int, scorekeeper: int = 0) -> dict[Seat, int]:
    """Seat → player index in ``sitsi``; see the module docstring (DECISION: seating)."""
    _check_sitsi(sitsi)
    _check_player(scorekeeper)
    by_seat = [0, 1, 2, 3]  # sitsi 1: player i sits in seat i
    if sitsi > 0:
        new = partners_in(sitsi, scorekeeper)
        old = partners_in(0, scorekeeper)
        by_seat[new], by_seat[old] = by_seat[old], by_seat[new]
    return {s: by_seat[s] for s in SEATS}


def dealer_seat(index: int, scorekeeper: int = 0) -> Seat:
    """The dealer of the game's deal ``index`` (0-based, every deal dealt counted, bolshevik ones too).

    The scorekeeper sits in seat ``Seat(scorekeeper)`` in every sitsi; the
    first dealer is on their left, then each next deal one seat clockwise.
    Without bolsevikit, deal ``index`` of a sitsi gets the same seat (eight
    deals are two turns); :meth:`Scoresheet.dealer` counts the bolshevik
    deals too.
    """
    if not _is_int(index) or index < 0:
        raise ScoreInputError(f"deal index must be 0 or more, not {index!r}", code="bad_slot", index=index)
    return Seat(_check_player(scorekeeper)).left.next(index)


# ---------------------------------------------------------------- one deal


def _tuple_aces_bool(aces: Iterable[Sequence[Any]]) -> tuple[tuple[int, bool], ...]:
    out: list[tuple[int, bool]] = []
    for a in aces:
        if not isinstance(a, (tuple, list)) or len(a) != 2 or not isinstance(a[1], bool):
            raise ScoreInputError(
                f"an ace is (trick number, won by the declaring side: True/False), not {a!r}", code="bad_ace"
            )
        out.append((a[0], a[1]))
    return tuple(sorted(out, key=lambda t: (t[0] if _is_int(t[0]) else -1, t[1])))


def _tuple_aces_pair(aces: Iterable[Sequence[Any]]) -> tuple[tuple[int, Pair], ...]:
    out: list[tuple[int, Pair]] = []
    for a in aces:
        if not isinstance(a, (tuple, list)) or len(a) != 2 or not isinstance(a[1], Pair):
            raise ScoreInputError(f"an ace is (trick number, Pair.AC or Pair.BD), not {a!r}", code="bad_ace")
        out.append((a[0], a[1]))
    return tuple(sorted(out, key=lambda t: (t[0] if _is_int(t[0]) else -1, int(t[1]))))


@dataclass(frozen=True)
class DealEntry:
    """What the score sheet records about one alkupelit or kotkat deal.

    ``kind`` ``"contract"`` (a painted game: trump, grand or misère):
    ``contract``, ``declarer`` (the seat of the etupelaaja), ``tricks`` = the
    declaring pair's tricks, ``doubling``, ``aces`` = for misère each ace as
    (trick number 1–13, True if the declaring pair won that trick).

    ``kind`` ``"passimisaari"``: ``tricks`` = pair A–C's tricks, ``doubling``,
    ``pair_aces`` = each ace as (trick number, the pair that won the trick).

    ``revoke``: the pair that revoked, found after the trick (two penalty
    tricks, *Sääntörikkomuksista*), or None.

    Build with :meth:`painted` or :meth:`passed`.  The entry validates itself
    with :mod:`trainer.scoring` and raises ScoreInputError; in addition a
    contract below the form's lowest final contract (alkupelit 5, kotkat 6)
    is rejected with code ``below_min_contract``.  Aces are stored sorted.
    """

    form: Form
    kind: DealKind
    tricks: int
    doubling: Doubling = Doubling.NONE
    contract: Bid | None = None
    declarer: Seat | None = None
    aces: tuple[tuple[int, bool], ...] = ()
    pair_aces: tuple[tuple[int, Pair], ...] = ()
    revoke: Pair | None = None

    @classmethod
    def painted(
        cls,
        form: Form,
        contract: Bid | str,
        declarer: Seat | str,
        tricks: int,
        doubling: Doubling = Doubling.NONE,
        aces: Iterable[tuple[int, bool]] = (),
        revoke: Pair | Side | None = None,
    ) -> DealEntry:
        """A painted game.  ``revoke`` may be the offending Pair or ``"declarers"``/``"defenders"``."""
        try:
            bid = Bid.parse(contract) if isinstance(contract, str) else contract
            seat = Seat.parse(declarer) if isinstance(declarer, str) else declarer
        except SkruuviError as e:
            raise ScoreInputError(e.message, code=e.code, **e.params) from e
        pair: Pair | None
        if revoke in ("declarers", "defenders"):
            if not isinstance(seat, Seat):
                raise ScoreInputError(f"declarer must be a seat, not {seat!r}", code="bad_declarer")
            pair = seat.pair if revoke == "declarers" else seat.pair.other
        else:
            pair = cast("Pair | None", revoke)
        return cls(
            form=form,
            kind="contract",
            tricks=tricks,
            doubling=doubling,
            contract=bid,
            declarer=seat,
            aces=tuple(aces),
            revoke=pair,
        )

    @classmethod
    def passed(
        cls,
        form: Form,
        ac_tricks: int,
        doubling: Doubling = Doubling.NONE,
        aces: Iterable[tuple[int, Pair]] = (),
        revoke: Pair | None = None,
    ) -> DealEntry:
        """A passimisääri, from pair A–C's tricks."""
        return cls(
            form=form,
            kind="passimisaari",
            tricks=ac_tricks,
            doubling=doubling,
            pair_aces=tuple(aces),
            revoke=revoke,
        )

    def __post_init__(self) -> None:
        if not isinstance(self.form, Form) or self.form is Form.BOLSEVIKIT:
            raise ScoreInputError(
                f"a score-sheet deal is alkupelit or kotkat, not {self.form!r}"
                " (bolsevikit are kept on their own list)",
                code="bad_form",
                form=str(self.form),
            )
        if not isinstance(self.doubling, Doubling):
            raise ScoreInputError(f"doubling must be a Doubling, not {self.doubling!r}", code="bad_doubling")
        if not _is_int(self.tricks):
            raise ScoreInputError(f"tricks must be 0..13, not {self.tricks!r}", code="bad_tricks")
        if self.revoke is not None and not isinstance(self.revoke, Pair):
            raise ScoreInputError(f"revoke must be a Pair or None, not {self.revoke!r}", code="bad_revoke")
        if self.kind == "contract":
            if not isinstance(self.contract, Bid):
                raise ScoreInputError("a contract deal needs its contract", code="missing_contract")
            if not isinstance(self.declarer, Seat):
                raise ScoreInputError("a contract deal needs the declarer's seat", code="missing_declarer")
            if self.pair_aces:
                raise ScoreInputError("pair_aces are for passimisääri only", code="bad_ace")
            object.__setattr__(self, "aces", _tuple_aces_bool(self.aces))
            lowest = self.form.min_contract_level
            if self.contract.level < lowest:
                raise ScoreInputError(
                    f"{self.contract} cannot be a final contract in {self.form}: the lowest is level {lowest}",
                    code="below_min_contract",
                    contract=str(self.contract),
                    form=str(self.form),
                    lowest=lowest,
                )
        elif self.kind == "passimisaari":
            if self.contract is not None or self.declarer is not None:
                raise ScoreInputError(
                    "a passimisääri has no contract or declarer", code="passimisaari_with_contract"
                )
            if self.aces:
                raise ScoreInputError(
                    "passimisääri aces are given as (trick, Pair) in pair_aces", code="bad_ace"
                )
            object.__setattr__(self, "pair_aces", _tuple_aces_pair(self.pair_aces))
        else:
            raise ScoreInputError(
                f"kind must be 'contract' or 'passimisaari', not {self.kind!r}",
                code="bad_kind",
                kind=self.kind,
            )
        self.score()  # validates with trainer.scoring

    @property
    def revoke_side(self) -> Side | None:
        """For a contract deal: the revoking side as the scoring module names it."""
        if self.revoke is None or self.declarer is None:
            return None
        return "declarers" if self.revoke is self.declarer.pair else "defenders"

    def score(self) -> ContractScore | PassScore:
        """The score from :mod:`trainer.scoring` (with its breakdown)."""
        if self.kind == "contract":
            assert self.contract is not None
            return score_contract(self.contract, self.tricks, self.doubling, self.aces, self.revoke_side)
        return score_passimisaari(self.tricks, self.doubling, self.pair_aces, self.revoke)

    def pair_scores(self) -> dict[Pair, int]:
        """Points for each pair; they sum to zero."""
        s = self.score()
        if isinstance(s, ContractScore):
            assert self.declarer is not None
            own = self.declarer.pair
            return {own: s.declarers, own.other: s.defenders}
        return {Pair.AC: s.ac, Pair.BD: s.bd}

    def breakdown(self) -> tuple[Item, ...]:
        return self.score().breakdown

    def aces_by_pair(self) -> tuple[tuple[int, Pair], ...]:
        """Every ace as (trick, the pair that won the trick), for either kind."""
        if self.kind == "passimisaari":
            return self.pair_aces
        assert self.declarer is not None
        own = self.declarer.pair
        return tuple((t, own if won else own.other) for t, won in self.aces)

    @property
    def game(self) -> str:
        """``"5♦"``, ``"6M"``, ``"passimisääri"``."""
        return str(self.contract) if self.contract is not None else "passimisääri"

    def describe(self) -> str:
        """One line for a row: ``"5♦ B 11 X"`` or ``"passimisääri AC 5"``."""
        mark = _DOUBLING_MARKS[self.doubling]
        if self.kind == "contract":
            text = f"{self.contract} {self.declarer} {self.tricks}"
        else:
            text = f"passimisääri AC {self.tricks}"
        return f"{text} {mark}".strip()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"form": self.form.value, "kind": self.kind}
        if self.kind == "contract":
            out["contract"] = str(self.contract)
            out["declarer"] = str(self.declarer)
            out["tricks"] = self.tricks
            out["aces"] = [[t, won] for t, won in self.aces]
        else:
            out["ac_tricks"] = self.tricks
            out["aces"] = [[t, str(p)] for t, p in self.pair_aces]
        out["doubling"] = _DOUBLING_NAMES[self.doubling]
        out["revoke"] = None if self.revoke is None else str(self.revoke)
        return out

    @classmethod
    def from_json(cls, data: object, where: str = "deal") -> DealEntry:
        d = _mapping(data, where)
        form = _form(d.get("form"), f"{where}.form")
        kind = d.get("kind")
        doubling = _doubling(d.get("doubling", "none"), f"{where}.doubling")
        revoke = None if d.get("revoke") is None else _pair(d.get("revoke"), f"{where}.revoke")
        aces = _list(d.get("aces", []), f"{where}.aces")
        if kind == "contract":
            bool_aces: list[tuple[int, bool]] = []
            for i, a in enumerate(aces):
                item = _list(a, f"{where}.aces[{i}]")
                if len(item) != 2 or not _is_int(item[0]) or not isinstance(item[1], bool):
                    raise _json_error(f"{where}.aces[{i}]", "an ace is [trick, true/false]")
                bool_aces.append((item[0], item[1]))
            return cls.painted(
                form,
                _bid(d.get("contract"), f"{where}.contract"),
                _seat(d.get("declarer"), f"{where}.declarer"),
                _int(d.get("tricks"), f"{where}.tricks"),
                doubling,
                bool_aces,
                revoke,
            )
        if kind == "passimisaari":
            pair_aces: list[tuple[int, Pair]] = []
            for i, a in enumerate(aces):
                item = _list(a, f"{where}.aces[{i}]")
                if len(item) != 2 or not _is_int(item[0]):
                    raise _json_error(f"{where}.aces[{i}]", 'an ace is [trick, "AC" or "BD"]')
                pair_aces.append((item[0], _pair(item[1], f"{where}.aces[{i}][1]")))
            return cls.passed(
                form, _int(d.get("ac_tricks"), f"{where}.ac_tricks"), doubling, pair_aces, revoke
            )
        raise _json_error(f"{where}.kind", f"kind must be 'contract' or 'passimisaari', not {kind!r}")


# ---------------------------------------------------------------- bolsevikit


@dataclass(frozen=True)
class BolshevikEntry:
    """One deal of a bolshevik set (*BOLSEVIKIT*, *Bolsevikkien pistelasku*).

    ``sitsi``: the sitsi the set belongs to (its seating maps seats to
    players).  ``player``: the bolshevik player's seat, or None when all
    passed and the deal was thrown in (it still counts as one of the eight).
    ``contract``: 7 misère (the bolshevik) or a dictator (7 trump or grand).
    ``player_tricks``, ``doubled_by`` (the defenders who doubled),
    ``redoubled``, ``aces`` as (trick, True if the player won that trick),
    ``revoke`` as in :func:`trainer.scoring.score_bolshevik`.
    """

    sitsi: int
    player: Seat | None
    contract: Bid = BOLSHEVIK
    player_tricks: int = 0
    doubled_by: tuple[Seat, ...] = ()
    redoubled: bool = False
    aces: tuple[tuple[int, bool], ...] = ()
    revoke: Literal["player", "defenders"] | None = None

    @classmethod
    def thrown_in(cls, sitsi: int) -> BolshevikEntry:
        """A deal where nobody bid the bolshevik."""
        return cls(sitsi=sitsi, player=None)

    def __post_init__(self) -> None:
        _check_sitsi(self.sitsi)
        if self.player is None:
            if (
                self.contract != BOLSHEVIK
                or self.player_tricks
                or self.doubled_by
                or self.redoubled
                or self.aces
                or self.revoke is not None
            ):
                raise ScoreInputError(
                    "a thrown-in bolshevik deal has no result", code="thrown_in_with_result"
                )
            return
        if not isinstance(self.player, Seat):
            raise ScoreInputError(f"the bolshevik player is a seat, not {self.player!r}", code="bad_seat")
        if not isinstance(self.contract, Bid):
            raise ScoreInputError(f"contract must be a Bid, not {self.contract!r}", code="bad_bolshevik")
        if not _is_int(self.player_tricks):
            raise ScoreInputError(f"tricks must be 0..13, not {self.player_tricks!r}", code="bad_tricks")
        if not isinstance(self.redoubled, bool):
            raise ScoreInputError("redoubled must be True or False", code="bad_doubling")
        if self.revoke not in (None, "player", "defenders"):
            raise ScoreInputError(
                f"revoke must be 'player', 'defenders' or None, not {self.revoke!r}", code="bad_revoke"
            )
        doublers = tuple(self.doubled_by)
        if not all(isinstance(s, Seat) for s in doublers):
            raise ScoreInputError(f"doubled_by must be seats, not {doublers!r}", code="bad_seat")
        if len(set(doublers)) != len(doublers):
            raise ScoreInputError("a defender can double only once", code="double_twice")
        object.__setattr__(self, "doubled_by", tuple(sorted(doublers)))
        object.__setattr__(self, "aces", _tuple_aces_bool(self.aces))
        self.score()

    def score(self) -> BolshevikScore | None:
        """Per-seat score from :func:`trainer.scoring.score_bolshevik`; None if thrown in."""
        if self.player is None:
            return None
        return score_bolshevik(
            self.contract,
            self.player,
            self.player_tricks,
            self.doubled_by,
            self.redoubled,
            self.aces,
            self.revoke,
        )

    def seat_scores(self) -> dict[Seat, int]:
        s = self.score()
        return {seat: 0 for seat in SEATS} if s is None else dict(s.players)

    def describe(self) -> str:
        if self.player is None:
            return "thrown in"
        text = f"{self.contract} {self.player} {self.player_tricks}"
        if self.doubled_by:
            text += " X by " + "".join(str(s) for s in self.doubled_by)
        if self.redoubled:
            text += " XX"
        return text

    def to_json(self) -> dict[str, Any]:
        return {
            "sitsi": self.sitsi,
            "player": None if self.player is None else str(self.player),
            "contract": str(self.contract),
            "player_tricks": self.player_tricks,
            "doubled_by": [str(s) for s in self.doubled_by],
            "redoubled": self.redoubled,
            "aces": [[t, won] for t, won in self.aces],
            "revoke": self.revoke,
        }

    @classmethod
    def from_json(cls, data: object, where: str = "bolshevik") -> BolshevikEntry:
        d = _mapping(data, where)
        player = d.get("player")
        aces: list[tuple[int, bool]] = []
        for i, a in enumerate(_list(d.get("aces", []), f"{where}.aces")):
            item = _list(a, f"{where}.aces[{i}]")
            if len(item) != 2 or not _is_int(item[0]) or not isinstance(item[1], bool):
                raise _json_error(f"{where}.aces[{i}]", "an ace is [trick, true/false]")
            aces.append((item[0], item[1]))
        revoke = d.get("revoke")
        if revoke not in (None, "player", "defenders"):
            raise _json_error(f"{where}.revoke", "revoke is null, 'player' or 'defenders'")
        redoubled = d.get("redoubled", False)
        if not isinstance(redoubled, bool):
            raise _json_error(f"{where}.redoubled", "redoubled is true or false")
        return cls(
            sitsi=_int(d.get("sitsi"), f"{where}.sitsi"),
            player=None if player is None else _seat(player, f"{where}.player"),
            contract=_bid(d.get("contract", str(BOLSHEVIK)), f"{where}.contract"),
            player_tricks=_int(d.get("player_tricks", 0), f"{where}.player_tricks"),
            doubled_by=tuple(
                _seat(s, f"{where}.doubled_by[{i}]")
                for i, s in enumerate(_list(d.get("doubled_by", []), f"{where}.doubled_by"))
            ),
            redoubled=redoubled,
            aces=tuple(aces),
            revoke=cast('Literal["player", "defenders"] | None', revoke),
        )


@dataclass(frozen=True)
class BolshevikSetStatus:
    """Where a bolshevik set stands before its next deal.

    ``deals_used`` counts thrown-in deals too.  ``may_bid``: players who have
    not yet played theirs (empty once the set is complete).  ``compelled``:
    no deal may be thrown in any more (deals left = players left), so one of
    ``may_bid`` must bid now.  ``forced``: the player who must bid if all
    before them in this deal's bidding order pass (the last of ``may_bid``
    in that order), or None when not compelled.
    """

    deals_used: int
    played: tuple[int, ...]
    may_bid: frozenset[int]
    compelled: bool
    forced: int | None
    complete: bool

    @property
    def deals_left(self) -> int:
        return 0 if self.complete else BOLSHEVIK_SET_DEALS - self.deals_used


def bolshevik_set_status(
    bidders: Sequence[int | None], bidding_order: Sequence[int] = (0, 1, 2, 3)
) -> BolshevikSetStatus:
    """The status of a set after the deals ``bidders`` (player per deal, None = thrown in).

    ``bidding_order``: the four players in the next deal's bidding order,
    dealer first.  Raises ScoreInputError if ``bidders`` cannot happen: a
    ninth deal (``bolshevik_set_complete``), a player bidding twice
    (``bolshevik_already_played``), or a deal thrown in when somebody had to
    bid (``bolshevik_must_bid``).  See the module docstring for the reading.
    """
    order = tuple(bidding_order)
    if sorted(order) != [0, 1, 2, 3]:
        raise ScoreInputError(f"bidding order must list players 0..3 once, not {order!r}", code="bad_player")
    played: list[int] = []
    for n, who in enumerate(bidders):
        deal_no = n + 1
        if len(played) == 4 or n >= BOLSHEVIK_SET_DEALS:
            raise ScoreInputError(
                f"bolshevik deal {deal_no}: the set is already complete",
                code="bolshevik_set_complete",
                deal=deal_no,
            )
        left_players = 4 - len(played)
        left_deals = BOLSHEVIK_SET_DEALS - n
        if who is None:
            if left_deals <= left_players:
                raise ScoreInputError(
                    f"bolshevik deal {deal_no}: {left_players} players have not played theirs and only"
                    f" {left_deals} deals are left, so this deal cannot be thrown in",
                    code="bolshevik_must_bid",
                    deal=deal_no,
                )
            continue
        _check_player(who)
        if who in played:
            raise ScoreInputError(
                f"bolshevik deal {deal_no}: player {who + 1} has already played their bolshevik",
                code="bolshevik_already_played",
                deal=deal_no,
                player=who,
            )
        played.append(who)
    used = len(bidders)
    complete = len(played) == 4 or used >= BOLSHEVIK_SET_DEALS
    may_bid = frozenset() if complete else frozenset(p for p in range(4) if p not in played)
    compelled = bool(may_bid) and BOLSHEVIK_SET_DEALS - used <= len(may_bid)
    forced = [p for p in order if p in may_bid][-1] if compelled else None
    return BolshevikSetStatus(used, tuple(played), may_bid, compelled, forced, complete)


# ---------------------------------------------------------------- rows


@dataclass(frozen=True)
class DealRow:
    """One deal row of the printed form.

    ``me``: the deal's points per pair (index with ``Pair``: ``me[Pair.AC]``),
    None for an empty slot; ``yht``: the running sitsi total per pair.
    ``pair_players``: the two players of each pair in this sitsi.
    ``player_points``: the deal's points per player (0 for an empty slot).
    """

    sitsi: int
    index: int
    form: Form
    number: int
    label: str
    dealer: Seat
    dealer_player: int
    entry: DealEntry | None
    me: tuple[int, int] | None
    yht: tuple[int, int]
    pair_players: tuple[tuple[int, int], tuple[int, int]]
    player_points: tuple[int, int, int, int]


@dataclass(frozen=True)
class PlayerLine:
    """One line of the form's top table for a player (*Skruuvin pistelaskulomake*)."""

    player: int
    name: str
    sitsit: tuple[int, int, int]
    after_two: int
    bolshevik_points: int
    bolshevik_final: int
    result: int


# ---------------------------------------------------------------- the sheet

Quad = tuple[int, int, int, int]


def _empty_deals() -> tuple[DealEntry | None, ...]:
    return (None,) * DEALS_PER_GAME


@dataclass(frozen=True)
class Scoresheet:
    """The score sheet of one game.  Immutable: the ``with_*`` methods return new sheets.

    ``players``: four names, in their sitsi-1 seat order A, B, C, D.
    ``scorekeeper``: the scorekeeper's player index (keeps seat
    ``Seat(scorekeeper)`` all game).  ``deals``: 24 slots, slot
    ``sitsi * 8 + index``.  ``bolsheviks``: bolshevik deals in the order
    played.
    """

    players: tuple[str, str, str, str]
    scorekeeper: int = 0
    deals: tuple[DealEntry | None, ...] = field(default_factory=_empty_deals)
    bolsheviks: tuple[BolshevikEntry, ...] = ()

    def __post_init__(self) -> None:
        names = tuple(self.players)
        if len(names) != 4:
            raise ScoreInputError(
                f"a game has four players, not {len(names)}", code="bad_player_count", count=len(names)
            )
        clean = []
        for i, n in enumerate(names):
            try:
                clean.append(check_player_name(n))
            except ScoreInputError as e:
                raise _wrap(f"player {i + 1}", e, player=i) from e
        folded = [n.casefold() for n in clean]
        for i, n in enumerate(folded):
            if n in folded[:i]:
                raise ScoreInputError(
                    f"player {i + 1}: the name {clean[i]!r} is already used by player {folded.index(n) + 1}",
                    code="bad_player_name",
                    problem="duplicate",
                    player=i,
                )
        object.__setattr__(self, "players", (clean[0], clean[1], clean[2], clean[3]))
        _check_player(self.scorekeeper)
        deals = tuple(self.deals)
        if len(deals) != DEALS_PER_GAME:
            raise ScoreInputError(
                f"a score sheet has {DEALS_PER_GAME} deal slots, not {len(deals)}",
                code="bad_deal_count",
                count=len(deals),
            )
        for slot, entry in enumerate(deals):
            if entry is not None:
                self._check_slot(slot // DEALS_PER_SITSI, slot % DEALS_PER_SITSI, entry)
        object.__setattr__(self, "deals", deals)
        bolsheviks = tuple(self.bolsheviks)
        for b in bolsheviks:
            if not isinstance(b, BolshevikEntry):
                raise ScoreInputError(f"not a bolshevik entry: {b!r}", code="bad_bolshevik")
        object.__setattr__(self, "bolsheviks", bolsheviks)
        for sitsi in sorted({b.sitsi for b in bolsheviks}):
            self.bolshevik_status(sitsi)  # validates the set

    @staticmethod
    def _check_slot(sitsi: int, index: int, entry: DealEntry) -> None:
        label = slot_label(sitsi, index)
        if not isinstance(entry, DealEntry):
            raise ScoreInputError(f"{label}: not a deal entry: {entry!r}", code="bad_entry", slot=label)
        expected = slot_form(index)
        if entry.form is not expected:
            raise ScoreInputError(
                f"{label}: this slot is {expected}, the entry is {entry.form}",
                code="form_mismatch",
                slot=label,
                expected=str(expected),
                form=str(entry.form),
            )

    # ---- editing

    def with_deal(self, sitsi: int, index: int, entry: DealEntry) -> Scoresheet:
        """A new sheet with ``entry`` in the slot (replacing what was there)."""
        _check_sitsi(sitsi)
        _check_index(index)
        self._check_slot(sitsi, index, entry)
        deals = list(self.deals)
        deals[sitsi * DEALS_PER_SITSI + index] = entry
        return Scoresheet(self.players, self.scorekeeper, tuple(deals), self.bolsheviks)

    def without_deal(self, sitsi: int, index: int) -> Scoresheet:
        """A new sheet with the slot emptied."""
        _check_sitsi(sitsi)
        _check_index(index)
        deals = list(self.deals)
        deals[sitsi * DEALS_PER_SITSI + index] = None
        return Scoresheet(self.players, self.scorekeeper, tuple(deals), self.bolsheviks)

    def record_contract(
        self,
        sitsi: int,
        index: int,
        contract: Bid | str,
        declarer: Seat | str,
        tricks: int,
        doubling: Doubling = Doubling.NONE,
        aces: Iterable[tuple[int, bool]] = (),
        revoke: Pair | Side | None = None,
    ) -> Scoresheet:
        """Build a painted-game entry for the slot (form from the slot) and add it.

        Any error is a ScoreInputError whose message starts with the slot.
        """
        _check_sitsi(sitsi)
        _check_index(index)
        try:
            entry = DealEntry.painted(slot_form(index), contract, declarer, tricks, doubling, aces, revoke)
        except SkruuviError as e:
            raise _wrap(slot_label(sitsi, index), e, sitsi=sitsi, index=index) from e
        return self.with_deal(sitsi, index, entry)

    def record_passimisaari(
        self,
        sitsi: int,
        index: int,
        ac_tricks: int,
        doubling: Doubling = Doubling.NONE,
        aces: Iterable[tuple[int, Pair]] = (),
        revoke: Pair | None = None,
    ) -> Scoresheet:
        """Build a passimisääri entry for the slot and add it (errors name the slot)."""
        _check_sitsi(sitsi)
        _check_index(index)
        try:
            entry = DealEntry.passed(slot_form(index), ac_tricks, doubling, aces, revoke)
        except SkruuviError as e:
            raise _wrap(slot_label(sitsi, index), e, sitsi=sitsi, index=index) from e
        return self.with_deal(sitsi, index, entry)

    def with_bolshevik(self, entry: BolshevikEntry) -> Scoresheet:
        """A new sheet with one more bolshevik deal (validated against its set)."""
        return Scoresheet(self.players, self.scorekeeper, self.deals, (*self.bolsheviks, entry))

    def without_bolshevik(self, position: int) -> Scoresheet:
        """A new sheet without the bolshevik deal at ``position`` in :attr:`bolsheviks`."""
        if not _is_int(position) or not 0 <= position < len(self.bolsheviks):
            raise ScoreInputError(f"no bolshevik deal at position {position!r}", code="bad_slot")
        rest = self.bolsheviks[:position] + self.bolsheviks[position + 1 :]
        return Scoresheet(self.players, self.scorekeeper, self.deals, rest)

    # ---- seating and dealers

    def seating(self, sitsi: int) -> dict[Seat, int]:
        """Seat → player index in ``sitsi`` (0-based); partners opposite."""
        return seating_for(sitsi, self.scorekeeper)

    def seat_of(self, sitsi: int, player: int) -> Seat:
        _check_player(player)
        return next(s for s, p in self.seating(sitsi).items() if p == player)

    def pair_players(self, sitsi: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """The players of pair A–C and of pair B–D in ``sitsi``."""
        st = self.seating(sitsi)
        return ((st[Seat.A], st[Seat.C]), (st[Seat.B], st[Seat.D]))

    @property
    def scorekeeper_seat(self) -> Seat:
        return Seat(self.scorekeeper)

    def scorekeeper_pair(self) -> Pair:
        """The pair whose points the printed form's single "Me" column shows."""
        return self.scorekeeper_seat.pair

    def set_deals(self, sitsi: int) -> int:
        """How many bolshevik deals (thrown-in ones included) are recorded in ``sitsi``'s set."""
        _check_sitsi(sitsi)
        return sum(1 for b in self.bolsheviks if b.sitsi == sitsi)

    def deals_before(self, sitsi: int) -> int:
        """How many deals the game deals before ``sitsi``'s first one: eight per earlier sitsi plus their sets."""
        _check_sitsi(sitsi)
        return sum(DEALS_PER_SITSI + self.set_deals(s) for s in range(sitsi))

    def dealer(self, sitsi: int, index: int) -> Seat:
        """The seat that deals deal ``index`` of ``sitsi``: the sitsi's bolshevik set is dealt before it.

        DECISION (D16, D18; module docstring): the deal passes one seat clockwise at every deal of
        the game, so after a bolshevik set that ended early the next player deals.
        """
        _check_sitsi(sitsi)
        n = self.deals_before(sitsi) + self.set_deals(sitsi) + _check_index(index)
        return dealer_seat(n, self.scorekeeper)

    def dealer_player(self, sitsi: int, index: int) -> int:
        return self.seating(sitsi)[self.dealer(sitsi, index)]

    # ---- scores

    def entry(self, sitsi: int, index: int) -> DealEntry | None:
        _check_sitsi(sitsi)
        _check_index(index)
        return self.deals[sitsi * DEALS_PER_SITSI + index]

    def deal_score(self, sitsi: int, index: int) -> dict[Pair, int] | None:
        """The deal's points per pair, or None for an empty slot."""
        e = self.entry(sitsi, index)
        return None if e is None else e.pair_scores()

    def deal_player_scores(self, sitsi: int, index: int) -> Quad | None:
        """The deal's points per player (each player gets their pair's points)."""
        scores = self.deal_score(sitsi, index)
        if scores is None:
            return None
        st = self.seating(sitsi)
        out = [0, 0, 0, 0]
        for seat in SEATS:
            out[st[seat]] = scores[seat.pair]
        return (out[0], out[1], out[2], out[3])

    def pair_totals(self, sitsi: int) -> dict[Pair, int]:
        """The sitsi's "Yhteensä" per pair (entered deals only)."""
        total = {Pair.AC: 0, Pair.BD: 0}
        for i in range(DEALS_PER_SITSI):
            s = self.deal_score(sitsi, i)
            if s is not None:
                total[Pair.AC] += s[Pair.AC]
                total[Pair.BD] += s[Pair.BD]
        return total

    def sitsi_totals(self, sitsi: int) -> Quad:
        """Each player's total for ``sitsi``: their pair's total."""
        pt = self.pair_totals(sitsi)
        out = [0, 0, 0, 0]
        for seat, player in self.seating(sitsi).items():
            out[player] = pt[seat.pair]
        return (out[0], out[1], out[2], out[3])

    def after_two(self) -> Quad:
        """The form's "Sitsit 1 ja 2 yht" column."""
        a, b = self.sitsi_totals(0), self.sitsi_totals(1)
        return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])

    def sitsit_totals(self) -> Quad:
        """Each player's sum over the three sitsit, without bolsevikit."""
        t = [self.sitsi_totals(s) for s in range(SITSIT)]
        return (
            sum(x[0] for x in t),
            sum(x[1] for x in t),
            sum(x[2] for x in t),
            sum(x[3] for x in t),
        )

    def bolshevik_status(self, sitsi: int) -> BolshevikSetStatus:
        """The bolshevik set of ``sitsi`` so far: who may bid, who is forced now.

        Raises ScoreInputError (naming the deal) if the recorded set is impossible.
        """
        _check_sitsi(sitsi)
        st = self.seating(sitsi)
        entries = [b for b in self.bolsheviks if b.sitsi == sitsi]
        bidders = [None if b.player is None else st[b.player] for b in entries]
        dealer = dealer_seat(self.deals_before(sitsi) + len(entries), self.scorekeeper)
        order = [st[dealer.next(k)] for k in range(4)]
        try:
            return bolshevik_set_status(bidders, order)
        except ScoreInputError as e:
            raise _wrap(f"sitsi {sitsi + 1}", e, sitsi=sitsi) from e

    def bolshevik_dealer(self, sitsi: int, number: int) -> Seat:
        """The dealer of bolshevik deal ``number`` (0-based) of the set in ``sitsi``: the set opens its sitsi."""
        _check_sitsi(sitsi)
        if not _is_int(number) or not 0 <= number < BOLSHEVIK_SET_DEALS:
            raise ScoreInputError(f"bolshevik deal number is 0..7, not {number!r}", code="bad_slot")
        return dealer_seat(self.deals_before(sitsi) + number, self.scorekeeper)

    def bolshevik_player_scores(self, position: int) -> Quad:
        """Points per player of the bolshevik deal at ``position`` in :attr:`bolsheviks`."""
        b = self.bolsheviks[position]
        st = self.seating(b.sitsi)
        out = [0, 0, 0, 0]
        for seat, pts in b.seat_scores().items():
            out[st[seat]] = pts
        return (out[0], out[1], out[2], out[3])

    def bolshevik_totals(self) -> Quad:
        """Each player's bolshevik points over the game, before the division by three."""
        out = [0, 0, 0, 0]
        for i in range(len(self.bolsheviks)):
            for p, pts in enumerate(self.bolshevik_player_scores(i)):
                out[p] += pts
        return (out[0], out[1], out[2], out[3])

    def bolshevik_finals(self) -> Quad:
        """``bolshevik_final`` of each player's total: a third, rounded to the nearest."""
        t = self.bolshevik_totals()
        return (bolshevik_final(t[0]), bolshevik_final(t[1]), bolshevik_final(t[2]), bolshevik_final(t[3]))

    def totals(self) -> Quad:
        """Each player's game result: three sitsit plus the bolshevik result."""
        s, b = self.sitsit_totals(), self.bolshevik_finals()
        return (s[0] + b[0], s[1] + b[1], s[2] + b[2], s[3] + b[3])

    def standings(self) -> tuple[PlayerLine, ...]:
        """The form's top table, one line per player, in player order."""
        per_sitsi = [self.sitsi_totals(s) for s in range(SITSIT)]
        two, braw, bfin, res = (
            self.after_two(),
            self.bolshevik_totals(),
            self.bolshevik_finals(),
            self.totals(),
        )
        return tuple(
            PlayerLine(
                player=p,
                name=self.players[p],
                sitsit=(per_sitsi[0][p], per_sitsi[1][p], per_sitsi[2][p]),
                after_two=two[p],
                bolshevik_points=braw[p],
                bolshevik_final=bfin[p],
                result=res[p],
            )
            for p in range(4)
        )

    def is_complete(self) -> bool:
        """All 24 deals entered."""
        return all(d is not None for d in self.deals)

    def rows(self) -> tuple[DealRow, ...]:
        """The 24 deal rows in the form's order (sitsi 1 alkupelit 1–4, kotkat 1–4, sitsi 2...)."""
        rows: list[DealRow] = []
        for sitsi in range(SITSIT):
            running = [0, 0]
            pairs = self.pair_players(sitsi)
            for index in range(DEALS_PER_SITSI):
                score = self.deal_score(sitsi, index)
                me: tuple[int, int] | None = None
                if score is not None:
                    me = (score[Pair.AC], score[Pair.BD])
                    running[0] += me[0]
                    running[1] += me[1]
                dealer = self.dealer(sitsi, index)
                rows.append(
                    DealRow(
                        sitsi=sitsi,
                        index=index,
                        form=slot_form(index),
                        number=index % DEALS_PER_FORM + 1,
                        label=slot_label(sitsi, index),
                        dealer=dealer,
                        dealer_player=self.seating(sitsi)[dealer],
                        entry=self.entry(sitsi, index),
                        me=me,
                        yht=(running[0], running[1]),
                        pair_players=pairs,
                        player_points=self.deal_player_scores(sitsi, index) or (0, 0, 0, 0),
                    )
                )
        return tuple(rows)

    # ---- JSON and CSV

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict; :meth:`from_json` reads it back to an equal sheet."""
        return {
            "format": JSON_FORMAT,
            "version": JSON_VERSION,
            "players": list(self.players),
            "scorekeeper": self.scorekeeper,
            "deals": [None if d is None else d.to_json() for d in self.deals],
            "bolsheviks": [b.to_json() for b in self.bolsheviks],
        }

    @classmethod
    def from_json(cls, data: object) -> Scoresheet:
        """Read :meth:`to_json` output.  Errors are ScoreInputError naming the place."""
        d = _mapping(data, "sheet")
        if d.get("format") != JSON_FORMAT:
            raise _json_error("format", f"not a score sheet (format should be {JSON_FORMAT!r})")
        if d.get("version") != JSON_VERSION:
            raise _json_error("version", f"unknown version {d.get('version')!r}")
        players = _list(d.get("players"), "players")
        if len(players) != 4 or not all(isinstance(p, str) for p in players):
            raise _json_error("players", "four player names are needed")
        raw_deals = _list(d.get("deals"), "deals")
        if len(raw_deals) != DEALS_PER_GAME:
            raise _json_error("deals", f"{DEALS_PER_GAME} deal slots are needed, not {len(raw_deals)}")
        deals: list[DealEntry | None] = []
        for slot, raw in enumerate(raw_deals):
            if raw is None:
                deals.append(None)
                continue
            label = slot_label(slot // DEALS_PER_SITSI, slot % DEALS_PER_SITSI)
            try:
                deals.append(DealEntry.from_json(raw, f"deals[{slot}]"))
            except SkruuviError as e:
                raise _wrap(label, e) from e
        bolsheviks: list[BolshevikEntry] = []
        for i, raw in enumerate(_list(d.get("bolsheviks", []), "bolsheviks")):
            try:
                bolsheviks.append(BolshevikEntry.from_json(raw, f"bolsheviks[{i}]"))
            except SkruuviError as e:
                raise _wrap(f"bolsheviks[{i}]", e) from e
        return cls(
            players=(players[0], players[1], players[2], players[3]),
            scorekeeper=_int(d.get("scorekeeper", 0), "scorekeeper"),
            deals=tuple(deals),
            bolsheviks=tuple(bolsheviks),
        )

    def to_csv(self) -> str:
        """The sheet as CSV text: three blocks separated by an empty line.

        1. Deal rows: a header and the 24 deals (empty cells for empty slots);
           ``AC_me``/``AC_yht`` and ``BD_me``/``BD_yht`` are the form's Me and
           Yht columns for each pair.
        2. Totals: a header and one line per player (the form's top table).
        3. Only if bolsevikit were recorded: a header and one line per deal.

        Text cells that a spreadsheet would read as a formula (starting with
        ``= + - @``) get a leading apostrophe.
        """
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(CSV_DEAL_HEADER)
        for r in self.rows():
            e = r.entry
            (a1, a2), (b1, b2) = r.pair_players
            w.writerow(
                [
                    r.sitsi + 1,
                    r.form.value,
                    r.number,
                    str(r.dealer),
                    _cell(self.players[r.dealer_player]),
                    "" if e is None else e.game,
                    "" if e is None or e.declarer is None else str(e.declarer),
                    "" if e is None else e.tricks,
                    "" if e is None else _DOUBLING_MARKS[e.doubling],
                    "" if e is None else " ".join(f"{t}:{p}" for t, p in e.aces_by_pair()),
                    "" if e is None or e.revoke is None else str(e.revoke),
                    _cell(f"{self.players[a1]} & {self.players[a2]}"),
                    "" if r.me is None else r.me[Pair.AC],
                    r.yht[Pair.AC],
                    _cell(f"{self.players[b1]} & {self.players[b2]}"),
                    "" if r.me is None else r.me[Pair.BD],
                    r.yht[Pair.BD],
                ]
            )
        w.writerow([])
        w.writerow(CSV_TOTALS_HEADER)
        for line in self.standings():
            w.writerow(
                [
                    _cell(line.name),
                    line.sitsit[0],
                    line.sitsit[1],
                    line.after_two,
                    line.sitsit[2],
                    line.bolshevik_points,
                    line.bolshevik_final,
                    line.result,
                ]
            )
        if self.bolsheviks:
            w.writerow([])
            w.writerow(["sitsi", "bolshevik_deal", "dealer", "result", *(_cell(n) for n in self.players)])
            count = [0, 0, 0]
            for i, b in enumerate(self.bolsheviks):
                number = count[b.sitsi]
                count[b.sitsi] += 1
                w.writerow(
                    [
                        b.sitsi + 1,
                        number + 1,
                        str(self.bolshevik_dealer(b.sitsi, number)),
                        b.describe(),
                        *self.bolshevik_player_scores(i),
                    ]
                )
        return buf.getvalue()


def _cell(text: str) -> str:
    """Neutralise spreadsheet formulas in a text cell."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


# ---------------------------------------------------------------- JSON reading helpers


def _json_error(where: str, problem: str) -> ScoreInputError:
    return ScoreInputError(f"{where}: {problem}", code="bad_json", where=where)


def _mapping(data: object, where: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise _json_error(where, f"expected an object, not {type(data).__name__}")
    return cast(Mapping[str, Any], data)


def _list(data: object, where: str) -> list[Any]:
    if not isinstance(data, (list, tuple)):
        raise _json_error(where, f"expected a list, not {type(data).__name__}")
    return list(data)


def _int(data: object, where: str) -> int:
    if not _is_int(data):
        raise _json_error(where, f"expected a whole number, not {data!r}")
    return cast(int, data)


def _form(data: object, where: str) -> Form:
    if not isinstance(data, str):
        raise _json_error(where, f"expected a form name, not {data!r}")
    try:
        return Form(data)
    except ValueError:
        raise _json_error(where, f"not a form: {data!r}") from None


def _doubling(data: object, where: str) -> Doubling:
    for k, v in _DOUBLING_NAMES.items():
        if data == v:
            return k
    raise _json_error(where, f"doubling is 'none', 'doubled' or 'redoubled', not {data!r}")


def _pair(data: object, where: str) -> Pair:
    if data == "AC":
        return Pair.AC
    if data == "BD":
        return Pair.BD
    raise _json_error(where, f"expected 'AC' or 'BD', not {data!r}")


def _seat(data: object, where: str) -> Seat:
    if isinstance(data, str) and data in ("A", "B", "C", "D"):
        return Seat[data]
    raise _json_error(where, f"expected a seat A–D, not {data!r}")


def _bid(data: object, where: str) -> Bid:
    if not isinstance(data, str):
        raise _json_error(where, f"expected a bid such as '5♦', not {data!r}")
    try:
        return Bid.parse(data)
    except SkruuviError:
        raise _json_error(where, f"not a bid: {data!r}") from None
