"""The ending solver (trainer/endings.py) against the engine itself, against DDS and against the handbook.

* Brute force: a plain minimax over :meth:`State.apply` scored by the engine (``Result.points``), no
  pruning, on random endings of 1–4 cards per hand of misère (alkupelit and kotkat), passimisääri, trump
  and grand, at trick starts and in the middle of a trick; puupää too (scored by pairs).
* DDS: in trump and grand the solver's trick counts equal endplay's on random 5–7 card endings.
* *Passimisääri* (tactics) and *Passimisääri alkupeleissä ja kotkissa*: an ace is dropped into the
  opponents' trick when it would otherwise come home; it is kept when it is safe (no one else holds its
  suit) and can fall later in a trick with a higher number.
* Errors: outside the trick play, and in bolsevikit (scored per player).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from trainer import endings as E
from trainer.bids import Form
from trainer.cards import Card, parse_card_list
from trainer.dealing import deal
from trainer.game import GameType, Phase
from trainer.rules import find_rules
from trainer.seats import Seat
from trainer.state import State, _set_dict

GAMES = (GameType.MISERE, GameType.PASSIMISAARI, GameType.TRUMP, GameType.GRAND)


def brute(s: State) -> int:
    """A–C's score of the deal with best play by both pairs: plain minimax over State.apply."""
    if s.is_over:
        assert s.result is not None
        return s.result.points()[Seat.A]
    values = [brute(s.apply(c)) for c in s.legal_actions()]
    return max(values) if s.to_act in (Seat.A, Seat.C) else min(values)


def brute_values(s: State) -> dict[Card, int]:
    sign = 1 if s.to_act in (Seat.A, Seat.C) else -1
    return {c: sign * brute(s.apply(c)) for c in s.legal_actions() if isinstance(c, Card)}


@cache
def positions(game: GameType, cards: int, count: int, form: str = "alkupelit") -> tuple[State, ...]:
    return tuple(E.endings(game, cards, count, seed=cards, rules=find_rules(form)))


def mid_trick(states: tuple[State, ...], seed: int) -> Iterator[State]:
    """Each state, and after 0–3 random cards of its trick."""
    rng = random.Random(seed)
    for s in states:
        for _ in range(rng.randrange(4)):
            s = s.apply(rng.choice(s.legal_actions()))
        yield s


@pytest.mark.parametrize("game", GAMES, ids=str)
@pytest.mark.parametrize(("cards", "count"), [(1, 40), (2, 200), (3, 25)])
def test_values_equal_brute_force(game: GameType, cards: int, count: int) -> None:
    states = positions(game, cards, count)
    checked = 0
    for s in (*states, *mid_trick(states, cards)):
        assert E.card_values(s) == brute_values(s), (game, s.hand(s.to_act))  # type: ignore[arg-type]
        checked += 1
    assert checked == 2 * count


@pytest.mark.parametrize("game", [GameType.MISERE, GameType.PASSIMISAARI], ids=str)
def test_four_cards_mid_trick_equal_brute_force(game: GameType) -> None:
    """Four cards per hand, one to three cards of the first trick played (fewer lines to search)."""
    rng = random.Random(4)
    for s in positions(game, 4, 4):
        for _ in range(rng.randrange(2, 4)):
            s = s.apply(rng.choice(s.legal_actions()))
        assert E.card_values(s) == brute_values(s)


@pytest.mark.parametrize(
    ("form", "game"),
    [("kotkat", GameType.MISERE), ("kotkat", GameType.PASSIMISAARI), ("alkupelit/puupaa", GameType.MISERE)],
)
def test_other_forms_equal_brute_force(form: str, game: GameType) -> None:
    states = positions(game, 2, 40, form)
    for s in (*states, *mid_trick(states, 7)):
        assert E.card_values(s) == brute_values(s)


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_legal_cards_are_the_engines(game: GameType) -> None:
    """The solver values exactly the cards State.legal_actions lists (follow suit if able)."""
    for s in mid_trick(positions(game, 5, 30), 11):
        values = E.card_values(s)
        assert set(values) == set(s.legal_actions())
        assert E.best_cards(s) == tuple(c for c, v in values.items() if v == max(values.values()))


def test_equivalent_cards_share_a_value_but_aces_do_not_join_kings() -> None:
    s = positions(GameType.PASSIMISAARI, 2, 1)[0]
    base = _ending(s, {Seat.A: "♥A ♥K", Seat.B: "♣2 ♣3", Seat.C: "♣4 ♣5", Seat.D: "♦2 ♦3"}, Seat.A, [])
    solver = E.Solver.for_state(base)
    assert solver.moves(base.hands[Seat.A], base.hands[Seat.A]) == [
        Card.parse("♥K").index,
        Card.parse("♥A").index,
    ]
    trump = positions(GameType.TRUMP, 2, 1)[0]
    t = _ending(trump, {Seat.A: "♥A ♥K", Seat.B: "♣2 ♣3", Seat.C: "♣4 ♣5", Seat.D: "♦2 ♦3"}, Seat.A, [])
    tsolver = E.Solver.for_state(t)
    assert tsolver.moves(t.hands[Seat.A], t.hands[Seat.A]) == [Card.parse("♥K").index]
    assert E.card_values(t) == brute_values(t)
    assert E.card_values(base) == brute_values(base)


# --- DDS -------------------------------------------------------------------------------------------------


def dds_tricks(s: State) -> dict[Card, int]:
    """endplay's tricks for the side to act from this trick start, by card."""
    from endplay.dds import solve_board
    from endplay.types import Card as ECard
    from endplay.types import Deal as EDeal
    from endplay.types import Denom, Hand, Player
    from endplay.types import Rank as ERank

    from trainer.conventions.double_dummy import _DDS_LOCK
    from trainer.pbn import DENOM_NAME, PLAYER_NAME, RANK_NAME, RANK_OF_NAME, SUIT_OF_DENOM

    assert s.leader is not None and not s.current
    with _DDS_LOCK:
        d = EDeal(
            first=Player[PLAYER_NAME[s.leader]],
            trump=Denom.nt if s.trump is None else Denom[DENOM_NAME[s.trump]],
        )
        for seat in Seat:
            hand = Hand()
            for c in s.hand(seat):
                hand.add(ECard(suit=Denom[DENOM_NAME[c.suit]], rank=ERank[RANK_NAME[c.rank]]))
            d[Player[PLAYER_NAME[seat]]] = hand
        return {
            Card.of(SUIT_OF_DENOM[c.suit.name], RANK_OF_NAME[c.rank.name]): int(t) for c, t in solve_board(d)
        }


@pytest.mark.parametrize("game", [GameType.TRUMP, GameType.GRAND], ids=str)
@pytest.mark.parametrize("cards", [5, 6, 7])
def test_trump_and_grand_tricks_equal_dds(game: GameType, cards: int) -> None:
    for s in positions(game, cards, 6 if cards < 7 else 3):
        assert s.to_act is not None
        own = s.won[s.to_act] + s.won[s.to_act.partner]
        other = 13 - cards - own
        diff = E.card_values(s, E.Solver.trick_difference(s))
        # own + future own − (other + future other), future own + future other = cards.
        solver_tricks = {c: (d + cards - own + other) // 2 for c, d in diff.items()}
        assert solver_tricks == dds_tricks(s)


# --- the handbook's passimisääri advice ----------------------------------------------------------------


def _ending(base: State, hands: dict[Seat, str], leader: Seat, current: list[str]) -> State:
    """``base`` (a play-phase state) with these hands, the trick in progress ``current`` led by
    ``leader``, and the earlier tricks as they were (no aces fell in them here)."""
    masks = [sum(c.bit for c in parse_card_list(hands[seat])) for seat in Seat]
    d = dict(base.__dict__)
    played = tuple(Card.parse(c) for c in current)
    left = len(parse_card_list(hands[leader])) + (1 if played else 0)
    d["tricks"] = base.tricks[: 13 - left]
    assert len(d["tricks"]) == 13 - left
    d["won"] = _won_of(d["tricks"])
    d["hands"] = tuple(masks)
    d["current"] = played
    d["leader"] = leader
    d["to_act"] = leader.next(len(played))
    d["aces"] = ()
    s = object.__new__(State)
    _set_dict(s, d)
    return s


def _won_of(tricks: Any) -> tuple[int, int, int, int]:
    won = [0, 0, 0, 0]
    for t in tricks:
        won[t.winner] += 1
    return won[0], won[1], won[2], won[3]


def _passimisaari_base() -> State:
    return positions(GameType.PASSIMISAARI, 1, 1)[0]


def test_passimisaari_drops_the_ace_into_the_opponents_trick() -> None:
    """Trick 12: B led ♠5, C ♠3, D ♠9 wins so far; A, void in spades, holds ♥A ♦2.  D holds ♥K for the
    last trick, so an ace kept would win trick 13 (−13 and the trick); dropped now it falls in the
    opponents' trick (+12 for A–C)."""
    s = _ending(
        _passimisaari_base(),
        {Seat.A: "♥A ♦2", Seat.B: "♣4", Seat.C: "♣5", Seat.D: "♥K"},
        Seat.B,
        ["♠5", "♠3", "♠9"],
    )
    values = E.card_values(s)
    assert values == brute_values(s)
    assert E.best_cards(s) == (Card.parse("♥A"),)
    assert values[Card.parse("♥A")] - values[Card.parse("♦2")] == (12 + 1) - (-13 - 1)


def test_passimisaari_keeps_a_safe_ace_for_a_later_trick() -> None:
    """Trick 11: B led ♠9, C ♠2, D ♠10 wins so far; A holds ♥A ♥4 ♥3 and no one else has a heart, and D
    wins the last two tricks with ♠Q ♠J.  The ace is safe: A drops it in trick 13 (+13), not now (+11)."""
    s = _ending(
        _passimisaari_base(),
        {Seat.A: "♥A ♥4 ♥3", Seat.B: "♣3 ♣5", Seat.C: "♣4 ♣6", Seat.D: "♠Q ♠J"},
        Seat.B,
        ["♠9", "♠2", "♠10"],
    )
    values = E.card_values(s)
    assert values == brute_values(s)
    assert set(E.best_cards(s)) == {Card.parse("♥4"), Card.parse("♥3")}
    assert values[Card.parse("♥3")] - values[Card.parse("♥A")] == 13 - 11


# --- errors and limits -----------------------------------------------------------------------------------


def test_a_state_outside_the_play_is_refused() -> None:
    s = State.new(deal(Form.ALKUPELIT, Seat.A, 1))
    with pytest.raises(E.NotInPlayError) as err:
        E.card_values(s)
    assert err.value.code == "endings_not_in_play"
    assert not E.solvable(s)


def test_bolsevikit_is_refused() -> None:
    rng = random.Random(3)
    for i in range(400):
        s = State.new(deal(Form.BOLSEVIKIT, Seat(i % 4), i))
        while s.phase is not Phase.PLAY and not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
        if s.phase is Phase.PLAY:
            break
    assert s.phase is Phase.PLAY and s.game in (GameType.BOLSHEVIK, GameType.DICTATOR)
    with pytest.raises(E.NotTwoSidedError) as err:
        E.card_values(s)
    assert err.value.code == "endings_not_two_sided"
    assert isinstance(err.value, E.EndingsError)
    assert not E.solvable(s)


def test_solvable_counts_the_hand_of_the_seat_to_act() -> None:
    s = positions(GameType.MISERE, 4, 1)[0]
    assert E.solvable(s, limit=4) and not E.solvable(s, limit=3)
    after = s.apply(s.legal_actions()[0])  # the next seat still holds four cards
    assert E.solvable(after, limit=4) and not E.solvable(after, limit=3)
    assert E.solvable(positions(GameType.PASSIMISAARI, E.EXACT_LIMIT, 1)[0])
    assert not E.solvable(positions(GameType.PASSIMISAARI, E.EXACT_LIMIT + 1, 1)[0])


def test_bench_reports_times_and_nodes() -> None:
    out = E.bench(sizes=(2, 3), count=3)
    row = out["games"]["misere"]["3"]
    assert set(row) == {
        "p50_s",
        "p95_s",
        "max_s",
        "cpu_p50_s",
        "cpu_p95_s",
        "nodes_mean",
        "nodes_p95",
        "nodes_max",
    }
    assert row["nodes_max"] >= row["nodes_mean"] > 0


def test_a_solver_is_reused_only_for_the_same_scoring() -> None:
    """One table for every position of a deal (the sampled deals of one decision score the same way)."""
    rng = random.Random(5)
    for game in (GameType.MISERE, GameType.PASSIMISAARI):
        s = positions(game, 5, 1)[0]
        solver = E.Solver.for_state(s)
        while not s.is_over:
            assert E.card_values(s, solver) == E.card_values(s)
            s = s.apply(rng.choice(s.legal_actions()))
    other = positions(GameType.TRUMP, 2, 1)[0]
    with pytest.raises(ValueError, match="the solver scores"):
        E.card_values(other, E.Solver.for_state(positions(GameType.PASSIMISAARI, 2, 1)[0]))
