"""Scores of one deal.

Handbook section *Skruuvin pistelasku*:

* *Valttipelin, grandin ja misäärien pistelasku*: the table below; the
  winning pair scores plus, the losing pair the same minus.  An overtrick is
  each trick more (misère: fewer) than promised; a pieti each trick short.
  A double multiplies the trick points (made, overtricks, pieti) by 2, a
  redouble by 3; misère ace points are never multiplied.  In misère, an ace
  that falls into a trick counts the trick's number (1–13) against the side
  that won the trick (and, DECISION, the same number for the other side, as
  the score form's note says: "an ace in our trick minus, in theirs plus").
* Passimisääri: each trick costs the side that takes it one point
  (DECISION: and gives the other side one, so that pair scores sum to zero),
  ×2 doubled, ×3 redoubled, plus ace points.
* *Bolsevikkien pistelasku*: per defender.  A made bolshevik (7 misère,
  no tricks) scores 20 against each defender, a made dictator (7 trump or
  7 grand) 50; a pieti gives each defender 15 for the first and 5 for each
  further one (DECISION: the same for a failed dictator).  Aces as in misère,
  the whole sum charged to (or credited to) each defender.  A defender who
  doubled has their own trick points ×2, ×3 if the player redoubled
  (DECISION: the redouble applies to every defender who doubled).  The
  player scores minus the sum of the three defenders.
* *Sääntörikkomuksista*: a revoke found after its trick costs two penalty
  tricks.  DECISION: in trump and grand two of the offending side's tricks
  go to the other side; in misère games the offending side is charged two
  more tricks (a penalty must hurt whoever revoked).

Every function returns the points and a breakdown of stable keys with
parameters, so the app can explain the score in either language.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Literal

from trainer.bids import Bid, Strain
from trainer.errors import ScoreInputError
from trainer.seats import SEATS, Pair, Seat


class Doubling(IntEnum):
    """The factor applied to trick points."""

    NONE = 1
    DOUBLED = 2
    REDOUBLED = 3


# (made, per overtrick, first pieti, each further pieti) by level
TRUMP_TABLE: dict[int, tuple[int, int, int, int]] = {
    5: (25, 2, 5, 5),
    6: (35, 2, 10, 5),
    7: (50, 0, 15, 5),
}
MISERE_TABLE: dict[int, tuple[int, int, int, int]] = {
    5: (10, 2, 10, 5),
    6: (20, 2, 15, 5),
    7: (35, 0, 20, 5),
}
BOLSHEVIK_MADE = 20
DICTATOR_MADE = 50
BOLSHEVIK_PIETI = (15, 5)


@dataclass(frozen=True, slots=True)
class Item:
    """One line of a breakdown: a stable ``key``, its points, and parameters."""

    key: str
    points: int
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "points": self.points, **self.params}


@dataclass(frozen=True, slots=True)
class ContractScore:
    declarers: int
    defenders: int
    breakdown: tuple[Item, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "declarers": self.declarers,
            "defenders": self.defenders,
            "breakdown": [i.to_json() for i in self.breakdown],
        }


@dataclass(frozen=True, slots=True)
class PassScore:
    ac: int
    bd: int
    breakdown: tuple[Item, ...]

    def for_pair(self, pair: Pair) -> int:
        return self.ac if pair is Pair.AC else self.bd

    def to_json(self) -> dict[str, Any]:
        return {"AC": self.ac, "BD": self.bd, "breakdown": [i.to_json() for i in self.breakdown]}


@dataclass(frozen=True, slots=True)
class BolshevikScore:
    players: Mapping[Seat, int]
    breakdown: tuple[Item, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "players": {str(s): self.players[s] for s in SEATS},
            "breakdown": [i.to_json() for i in self.breakdown],
        }


Side = Literal["declarers", "defenders"]


def _check_tricks(tricks: int, what: str = "tricks") -> None:
    if not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise ScoreInputError(f"{what} must be 0..13, not {tricks!r}", code="bad_tricks", tricks=tricks)


def _check_aces(aces: Sequence[tuple[int, bool]], first_side_tricks: int) -> None:
    """``aces``: (trick number, won by the first side).  Validates against trick counts."""
    if len(aces) > 4:
        raise ScoreInputError(
            f"{len(aces)} aces given; there are four", code="too_many_aces", count=len(aces)
        )
    side_of: dict[int, bool] = {}
    for trick, first in aces:
        if not isinstance(trick, int) or not 1 <= trick <= 13:
            raise ScoreInputError(
                f"ace in trick {trick!r}: tricks are 1..13", code="bad_ace_trick", trick=trick
            )
        if side_of.setdefault(trick, first) != first:
            raise ScoreInputError(
                f"trick {trick} is given to both sides", code="ace_trick_both_sides", trick=trick
            )
    first_n = sum(1 for v in side_of.values() if v)
    second_n = len(side_of) - first_n
    if first_n > first_side_tricks or second_n > 13 - first_side_tricks:
        raise ScoreInputError(
            "the aces fall in more tricks than that side took",
            code="aces_exceed_tricks",
            tricks=first_side_tricks,
        )


def revoke_penalty(tricks: int, offender: Side, misere: bool) -> int:
    """The declaring side's tricks after a revoke penalty of two tricks.

    Handbook *Sääntörikkomuksista*; see the module docstring for the misère reading.
    """
    _check_tricks(tricks)
    declarer_offends = offender == "declarers"
    # Trump/grand: the offender loses two tricks.  Misère: the offender takes two more.
    towards_declarers = declarer_offends == misere
    return min(13, tricks + 2) if towards_declarers else max(0, tricks - 2)


def _trick_points(contract: Bid, tricks: int) -> tuple[int, list[Item]]:
    table = MISERE_TABLE if contract.strain is Strain.MISERE else TRUMP_TABLE
    if contract.level not in table:
        raise ScoreInputError(
            f"{contract} cannot be a final contract (levels 5–7 are scored)",
            code="unscored_level",
            contract=str(contract),
        )
    made, over, first, further = table[contract.level]
    promised = contract.tricks_promised
    # Misère: tricks below the promise are overtricks; trump and grand: tricks above it.
    margin = promised - tricks if contract.strain is Strain.MISERE else tricks - promised
    if margin >= 0:
        items = [Item("made", made, {"contract": str(contract)})]
        if margin and over:
            items.append(Item("overtricks", over * margin, {"count": margin, "each": over}))
        return made + over * margin, items
    down = -margin
    pts = first + further * (down - 1)
    return -pts, [Item("pieti", -pts, {"count": down, "first": first, "further": further})]


def score_contract(
    contract: Bid,
    tricks: int,
    doubling: Doubling = Doubling.NONE,
    aces: Iterable[tuple[int, bool]] = (),
    revoke: Side | None = None,
) -> ContractScore:
    """Score a painted game (alkupelit or kotkat) for the declaring pair.

    ``tricks``: the declaring pair's tricks.  ``aces``: for misère, each ace as
    (trick number, True if the declaring pair won that trick).  Raises
    ScoreInputError for impossible input (aces in a trump game, 14 tricks...).
    """
    _check_tricks(tricks)
    ace_list = list(aces)
    if ace_list and contract.strain is not Strain.MISERE:
        raise ScoreInputError(
            f"ace points only count in misère, not in {contract}",
            code="aces_not_misere",
            contract=str(contract),
        )
    # An ace falls in a trick that was really won: the aces are checked against the tricks taken,
    # before the revoke's two penalty tricks change the count (*Sääntörikkomuksista*).
    _check_aces(ace_list, tricks)
    items: list[Item] = []
    if revoke is not None:
        before = tricks
        tricks = revoke_penalty(tricks, revoke, contract.strain is Strain.MISERE)
        items.append(Item("revoke_penalty", 0, {"offender": revoke, "before": before, "after": tricks}))
    base, trick_items = _trick_points(contract, tricks)
    items += trick_items
    total = base * int(doubling)
    if doubling is not Doubling.NONE:
        items.append(Item("factor", total - base, {"factor": int(doubling), "before": base, "after": total}))
    for trick, ours in sorted(ace_list):
        pts = -trick if ours else trick
        items.append(Item("ace", pts, {"trick": trick, "side": "declarers" if ours else "defenders"}))
        total += pts
    return ContractScore(total, -total, tuple(items))


def score_passimisaari(
    ac_tricks: int,
    doubling: Doubling = Doubling.NONE,
    aces: Iterable[tuple[int, Pair]] = (),
    revoke: Pair | None = None,
) -> PassScore:
    """Score a passimisääri from pair A–C's tricks and where the aces fell.

    Every breakdown item's points are A–C's (B–D's are the negation).
    """
    _check_tricks(ac_tricks)
    ace_list = list(aces)
    _check_aces([(t, p is Pair.AC) for t, p in ace_list], ac_tricks)  # the tricks taken, before the revoke
    items: list[Item] = []
    if revoke is not None:
        before = ac_tricks
        ac_tricks = min(13, ac_tricks + 2) if revoke is Pair.AC else max(0, ac_tricks - 2)
        items.append(
            Item("revoke_penalty", 0, {"offender": str(revoke), "before": before, "after": ac_tricks})
        )
    f = int(doubling)
    bd_tricks = 13 - ac_tricks
    ac = (bd_tricks - ac_tricks) * f
    items.append(Item("pass_tricks", -ac_tricks * f, {"pair": "AC", "count": ac_tricks, "factor": f}))
    items.append(Item("pass_tricks", bd_tricks * f, {"pair": "BD", "count": bd_tricks, "factor": f}))
    for trick, pair in sorted(ace_list):
        pts = -trick if pair is Pair.AC else trick
        items.append(Item("ace", pts, {"trick": trick, "side": str(pair)}))
        ac += pts
    return PassScore(ac, -ac, tuple(items))


def score_bolshevik(
    contract: Bid,
    player: Seat,
    player_tricks: int,
    doubled_by: Iterable[Seat] = (),
    redoubled: bool = False,
    aces: Iterable[tuple[int, bool]] = (),
    revoke: Literal["player", "defenders"] | None = None,
) -> BolshevikScore:
    """Score a bolsevikit deal per player.

    ``contract`` is 7 misère (the bolshevik) or a dictator (7 trump/grand).
    ``aces``: (trick number, True if the bolshevik player won that trick).
    """
    _check_tricks(player_tricks)
    if contract.level != 7:
        raise ScoreInputError(
            f"a bolshevik contract is at level 7, not {contract}",
            code="bad_bolshevik",
            contract=str(contract),
        )
    doubler_list = list(doubled_by)
    doublers = set(doubler_list)
    if len(doublers) != len(doubler_list):
        twice = next(s for s in doubler_list if doubler_list.count(s) > 1)
        raise ScoreInputError("a defender can double only once", code="double_twice", seat=str(twice))
    if player in doublers:
        raise ScoreInputError(
            f"{player} is the bolshevik player and cannot double", code="player_doubled", seat=str(player)
        )
    if redoubled and not doublers:
        raise ScoreInputError("a redouble needs a double", code="redouble_without_double")
    ace_list = list(aces)
    misere = contract.strain is Strain.MISERE
    if ace_list and not misere:
        raise ScoreInputError(
            f"ace points only count in misère, not in {contract}",
            code="aces_not_misere",
            contract=str(contract),
        )
    _check_aces(ace_list, player_tricks)  # the tricks taken, before the revoke
    items: list[Item] = []
    if revoke is not None:
        before = player_tricks
        player_tricks = revoke_penalty(
            player_tricks, "declarers" if revoke == "player" else "defenders", misere
        )
        items.append(
            Item("revoke_penalty", 0, {"offender": revoke, "before": before, "after": player_tricks})
        )
    if misere:
        down = player_tricks
        made_pts = BOLSHEVIK_MADE
    else:
        down = 13 - player_tricks
        made_pts = DICTATOR_MADE
    if down == 0:
        per_defender = -made_pts
        items.append(Item("made", -made_pts, {"contract": str(contract), "per": "defender"}))
    else:
        per_defender = BOLSHEVIK_PIETI[0] + BOLSHEVIK_PIETI[1] * (down - 1)
        items.append(
            Item(
                "pieti",
                per_defender,
                {
                    "count": down,
                    "first": BOLSHEVIK_PIETI[0],
                    "further": BOLSHEVIK_PIETI[1],
                    "per": "defender",
                },
            )
        )
    ace_pts = 0
    for trick, by_player in sorted(ace_list):
        pts = trick if by_player else -trick
        items.append(
            Item(
                "ace",
                pts,
                {"trick": trick, "side": "player" if by_player else "defenders", "per": "defender"},
            )
        )
        ace_pts += pts
    players: dict[Seat, int] = {}
    for s in SEATS:
        if s is player:
            continue
        f = (3 if redoubled else 2) if s in doublers else 1
        if f != 1:
            items.append(Item("factor", per_defender * (f - 1), {"factor": f, "seat": str(s)}))
        players[s] = per_defender * f + ace_pts
    players[player] = -sum(players.values())
    return BolshevikScore({s: players[s] for s in SEATS}, tuple(items))


def bolshevik_final(total: int) -> int:
    """A player's bolshevik total divided by three, rounded to the nearest integer.

    Handbook *Bolsevikkien pistelasku*.  A third of an integer is never
    exactly halfway, so the rounding is unambiguous.
    """
    q, r = divmod(total, 3)
    return q + (1 if r == 2 else 0)
