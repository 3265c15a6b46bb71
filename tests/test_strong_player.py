"""The strong player (trainer/players/strong.py) and the double-dummy helper it uses for positions in play.

Handbook: *Pelin eteneminen* (follow suit, the highest trump or card of the suit led wins: the trick play
DDS solves), *Valttipeli* and *Grandi* (the games the player solves double dummy).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterator

import pytest

from trainer.bids import Form
from trainer.cards import Card, Suit
from trainer.conventions import double_dummy
from trainer.errors import NotationError
from trainer.game import GameType, Phase
from trainer.players import HandbookPlayer, Player, everyone, new_deal, play_deal, play_states
from trainer.players import strong as strong_module
from trainer.players.strong import StrongPlayer, bench_strong, lowest
from trainer.resample import Resampler
from trainer.seats import SEATS, Seat
from trainer.state import State

pytestmark = pytest.mark.skipif(not double_dummy.is_available(), reason="endplay/DDS is not available")

P = Card.parse


def _hands(a: str, b: str, c: str, d: str) -> dict[Seat, list[Card]]:
    return {seat: [P(x) for x in text.split()] for seat, text in zip(SEATS, (a, b, c, d), strict=True)}


# --- the double-dummy helper for positions in play ---------------------------------------------------------


def test_position_tricks_counts_the_trick_in_progress_for_the_side_to_act() -> None:
    # Hearts are trumps; A holds the only trump.  Whatever A leads, A–C take exactly one trick.
    hands = _hands("♠2 ♥A", "♠3 ♣2", "♠4 ♣3", "♠5 ♣4")
    assert double_dummy.position_tricks(hands, Seat.A, [], Suit.HEARTS) == {P("♠2"): 1, P("♥A"): 1}
    # A has led ♠2: B must follow with ♠3; D's ♠5 wins, then A ruffs the club: B–D take one trick.
    hands = _hands("♥A", "♠3 ♣2", "♠4 ♣3", "♠5 ♣4")
    assert double_dummy.position_tricks(hands, Seat.A, [P("♠2")], Suit.HEARTS) == {P("♠3"): 1}
    # In grand the same A takes nothing after the spade lead: ♥A is not a trump, and D leads a club.
    assert double_dummy.position_tricks(hands, Seat.A, [P("♠2")], None) == {P("♠3"): 2}


def test_position_tricks_maps_the_trump_suit_by_name() -> None:
    """Suits go to DDS by name: skruuvi numbers ♠ ♣ ♦ ♥ 0–3, endplay ♠ ♥ ♦ ♣, so a mapping by number would
    swap clubs and hearts."""
    # C to lead from ♣A ♦2; D holds ♦3 ♥6, A and B only hearts.
    hands = _hands("♥2 ♥3", "♥4 ♥5", "♣A ♦2", "♦3 ♥6")
    # Clubs trumps: ♣A wins and ♦2 loses, or ♦2 loses and ♣A ruffs D's heart: one trick either way.
    assert double_dummy.position_tricks(hands, Seat.C, [], Suit.CLUBS) == {P("♣A"): 1, P("♦2"): 1}
    # Hearts trumps: D ruffs ♣A with ♥6 and ♦3 beats ♦2; after ♦2, D's ♥6 is led and wins.
    assert double_dummy.position_tricks(hands, Seat.C, [], Suit.HEARTS) == {P("♣A"): 0, P("♦2"): 0}
    # Diamonds trumps: ♣A is ruffed by ♦3, but ♦2 then ruffs the heart; ♦2 first loses to ♦3, then ♣A to ♥6.
    assert double_dummy.position_tricks(hands, Seat.C, [], Suit.DIAMONDS) == {P("♣A"): 1, P("♦2"): 0}
    assert double_dummy.position_tricks(hands, Seat.C, [], None) == {P("♣A"): 1, P("♦2"): 0}


def test_position_tricks_agrees_with_the_opening_lead_analysis() -> None:
    from trainer.dealing import deal

    d = deal(Form.KOTKAT, Seat.A, 3)
    hands = dict(zip(SEATS, d.hands, strict=True))
    assert double_dummy.position_tricks(hands, Seat.B, [], Suit.HEARTS) == double_dummy.lead_analysis(
        hands, Seat.A, Suit.HEARTS
    )


@pytest.mark.parametrize(
    ("hands", "trick"),
    [
        (_hands("♠2 ♥A", "♠3", "♠4 ♣3", "♠5 ♣4"), []),  # B is a card short
        (_hands("♥A", "♠3 ♣2", "♠4 ♣3", "♠5 ♣4"), []),  # A is short although nothing is on the table
        (_hands("♠2 ♥A", "♠3 ♣2", "♠4 ♣3", "♠5 ♣4"), [P("♠2")]),  # ♠2 is both held and played
    ],
)
def test_position_tricks_refuses_an_impossible_position(
    hands: dict[Seat, list[Card]], trick: list[Card]
) -> None:
    with pytest.raises(NotationError) as e:
        double_dummy.position_tricks(hands, Seat.A, trick, Suit.HEARTS)
    assert e.value.code == "dd_bad_deal"


# --- positions from self-played deals ----------------------------------------------------------------------


def _decisions(seeds: range, games: frozenset[GameType], max_cards: int = 13) -> Iterator[State]:
    """Card decisions with a choice in ``games`` from deals the handbook player plays."""
    for seed in seeds:
        form = (Form.ALKUPELIT, Form.KOTKAT)[seed % 2]
        rng = random.Random(seed)
        for s in play_states(new_deal(form, rng), everyone(HandbookPlayer()), rng):
            if s.phase is Phase.PLAY and s.game in games and len(s.legal_actions()) > 1:
                assert s.to_act is not None
                if len(s.hand(s.to_act)) <= max_cards:
                    yield s


DD_GAMES = frozenset({GameType.TRUMP, GameType.GRAND})


def _sampled_values(s: State, n: int) -> list[dict[Card, int]]:
    """DDS's values of each legal card in ``n`` samples of what the seat to act knows, and on the true deal."""
    seat = s.to_act
    assert seat is not None
    info = s.info(seat)
    sampler, rng = Resampler(info), random.Random(99)
    trick = [c for _, c in info.current_trick]
    leader = info.current_trick[0][0] if trick else seat
    positions: list[double_dummy.Position] = [
        ({x: sample.hand(x) for x in SEATS}, leader, trick, info.trump)
        for sample in (sampler.sample(rng) for _ in range(n))
    ]
    positions.append(({x: s.hand(x) for x in SEATS}, leader, trick, info.trump))
    return double_dummy.positions_tricks(positions)


def _clear_cards(values: list[dict[Card, int]], legal: list[Card]) -> tuple[frozenset[Card], frozenset[Card]]:
    """The cards that are among the best in each of ``values``, and the cards that are worse than the best
    in each of them."""
    best = frozenset(c for c in legal if all(v[c] == max(v.values()) for v in values))
    worse = frozenset(c for c in legal if all(v[c] < max(v.values()) for v in values))
    return best, worse


def _check_clear(s: State, values: list[dict[Card, int]]) -> bool:
    """Where some card is always best and some always worse: the strong player's values put the always-best
    cards on top, and it never plays an always-worse card.  False where the position is not clear."""
    legal = [a for a in s.legal_actions() if isinstance(a, Card)]
    best, worse = _clear_cards(values, legal)
    if not best or not worse:
        return False
    seat = s.to_act
    assert seat is not None
    player = StrongPlayer()
    rng = random.Random(len(s.history))
    means = player.card_values(s.info(seat), legal, rng)
    assert means is not None
    assert {c for c in legal if means[c] == max(means.values())} >= best
    assert player.act(s.info(seat), s.legal_actions(), rng) not in worse
    return True


def test_the_strong_player_plays_only_legal_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whole deals with the strong player at every seat: play_deal raises PlayerError at an illegal action."""
    monkeypatch.setattr(strong_module, "_endings", lambda: None)  # trump and grand here; misère below
    methods: set[str] = set()

    class Watch(StrongPlayer):
        def act(self, info, legal, rng):  # type: ignore[no-untyped-def]
            action = super().act(info, legal, rng)
            assert action in legal
            methods.add(self.last_method)
            return action

    player = Watch(samples=3)
    games = set()
    for seed in range(8):
        record = play_deal((Form.ALKUPELIT, Form.KOTKAT)[seed % 2], everyone(player), random.Random(seed))
        games.add(record.replay().game)
    assert "dd" in methods and GameType.TRUMP in games


def test_the_same_info_gives_the_same_card_whatever_the_hidden_hands() -> None:
    checked = 0
    for s in _decisions(range(6), DD_GAMES):
        seat = s.to_act
        assert seat is not None
        info = s.info(seat)
        rng = random.Random(7)
        other = Resampler(info).sample(rng).state(rng)
        while other.hands == s.hands:
            other = Resampler(info).sample(rng).state(rng)
        assert other.info(seat) == info and other.legal_actions() == s.legal_actions()
        mine = StrongPlayer(samples=4).act(info, s.legal_actions(), random.Random(3))
        theirs = StrongPlayer(samples=4).act(other.info(seat), other.legal_actions(), random.Random(3))
        assert mine == theirs
        checked += 1
        if checked == 6:
            break
    assert checked == 6


def test_it_finds_the_card_that_wins_in_every_layout() -> None:
    """Positions of nine cards or fewer where, on each of 24 samples and on the true deal (double dummy),
    some cards are best and some worse: the strong player ranks the first on top and plays none of the others."""
    found = 0
    for s in _decisions(range(12), DD_GAMES, max_cards=9):
        found += _check_clear(s, _sampled_values(s, 24))
        if found == 3:
            break
    assert found == 3


def test_when_every_card_is_equal_it_plays_the_handbook_choice_or_the_lowest_card() -> None:
    found = 0
    for s in _decisions(range(8), DD_GAMES, max_cards=3):
        values = _sampled_values(s, 32)
        legal = [a for a in s.legal_actions() if isinstance(a, Card)]
        if not all(len({v[c] for c in legal}) == 1 for v in values):
            continue
        seat = s.to_act
        assert seat is not None
        info = s.info(seat)
        advice = HandbookPlayer().advice(info, s.legal_actions())
        liked = [c for c in legal if advice is not None and c in advice.recommended]
        card = StrongPlayer().act(info, s.legal_actions(), random.Random(found))
        assert card in liked if liked else card == lowest(legal)
        found += 1
    assert found >= 3


def test_the_tie_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """With every card equal: a card the conventions recommend, else the lowest (rank first, then suit)."""
    s = next(_decisions(range(4), DD_GAMES))
    seat = s.to_act
    assert seat is not None
    info, legal = s.info(seat), s.legal_actions()
    cards = [a for a in legal if isinstance(a, Card)]
    monkeypatch.setattr(StrongPlayer, "card_values", lambda self, info, legal, rng: dict.fromkeys(legal, 5.0))
    monkeypatch.setattr(HandbookPlayer, "advice", lambda self, info, legal: None)
    assert StrongPlayer().act(info, legal, random.Random(1)) == lowest(cards)
    from trainer.conventions.core import Advice

    liked = max(cards)

    def advise(self: HandbookPlayer, info: object, legal: object) -> Advice:
        return Advice(topic="test", recommended=(liked,))

    monkeypatch.setattr(HandbookPlayer, "advice", advise)
    assert StrongPlayer().act(info, legal, random.Random(1)) == liked
    # A strictly better card beats the handbook's choice.
    better = lowest(cards)
    monkeypatch.setattr(
        StrongPlayer,
        "card_values",
        lambda self, info, legal, rng: {c: 6.0 if c == better else 5.0 for c in legal},
    )
    assert StrongPlayer().act(info, legal, random.Random(1)) == better


def test_lowest_is_rank_first_then_suit() -> None:
    assert lowest([P("♥2"), P("♠3"), P("♣2")]) == P("♣2")
    assert lowest([P("♥K"), P("♠A")]) == P("♥K")


def test_without_dds_it_plays_as_the_handbook_player_and_says_so(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    s = next(_decisions(range(4), DD_GAMES))
    seat = s.to_act
    assert seat is not None
    info, legal = s.info(seat), s.legal_actions()
    monkeypatch.setattr(double_dummy, "is_available", lambda: False)

    def no_solver(positions: object) -> None:
        raise AssertionError("DDS was called")

    monkeypatch.setattr(double_dummy, "positions_tricks", no_solver)
    player = StrongPlayer()
    with caplog.at_level(logging.WARNING, logger="trainer.players.strong"):
        card = player.act(info, legal, random.Random(5))
    assert player.last_method == "no_dds"
    assert any("DDS is not available" in r.getMessage() for r in caplog.records)
    expected = HandbookPlayer().act(info, legal, random.Random(random.Random(5).getrandbits(64)))
    assert card == expected


def test_it_is_deterministic_and_bids_as_the_handbook_player() -> None:
    a = play_deal(Form.KOTKAT, everyone(StrongPlayer(samples=2)), random.Random(4))
    b = play_deal(Form.KOTKAT, everyone(StrongPlayer(samples=2)), random.Random(4))
    assert a == b
    # Outside card play the strong player is the handbook player, drawing from the same generator.
    rng = random.Random(8)
    s = new_deal(Form.ALKUPELIT, rng)
    hb, st = HandbookPlayer(), StrongPlayer()
    while s.phase is not Phase.PLAY:
        seat = s.to_act
        assert seat is not None
        r1, r2 = (
            random.Random(s.card_count() + len(s.history)),
            random.Random(s.card_count() + len(s.history)),
        )
        action = hb.act(s.info(seat), s.legal_actions(), r1)
        assert st.act(s.info(seat), s.legal_actions(), r2) == action
        s = s.apply(action)


def test_it_is_a_player_with_the_options_as_keywords() -> None:
    player = StrongPlayer()
    assert isinstance(player, Player) and player.name == "strong" and player.samples >= 8
    assert StrongPlayer(samples=4, seed=2).samples == 4
    with pytest.raises(ValueError):
        StrongPlayer(samples=0)


def test_the_benchmark_reports_percentiles_per_sample_count() -> None:
    result = bench_strong(deals=1, samples=(2,), forms=(Form.KOTKAT,))
    row = result["by_samples"]["2"]
    assert {"seconds_per_deal", "all"} <= set(row)
    assert row["all"]["n"] > 0 and 0 <= row["all"]["p50"] <= row["all"]["p95"] <= row["all"]["max"]


# --- misère and passimisääri: the ending solver inside the same sampling ------------------------------------

ENDING_GAMES = frozenset({GameType.MISERE, GameType.PASSIMISAARI})


def test_misere_and_passimisaari_cards_are_legal_and_solved_when_small() -> None:
    methods: list[str] = []

    class Watch(StrongPlayer):
        def act(self, info, legal, rng):  # type: ignore[no-untyped-def]
            action = super().act(info, legal, rng)
            assert action in legal
            if info.phase is Phase.PLAY and info.game in ENDING_GAMES and len(legal) > 1:
                methods.append(self.last_method)
                assert self.last_method == ("ending" if len(info.hand) <= 4 else "too_large")
            return action

    player = Watch(samples=2, ending_samples=2, ending_cards=4)
    for seed in range(6):
        play_deal((Form.ALKUPELIT, Form.KOTKAT)[seed % 2], everyone(player), random.Random(seed))
    assert "ending" in methods and "too_large" in methods


def test_in_misere_and_passimisaari_it_finds_the_card_that_is_best_in_every_layout() -> None:
    """Endings of three cards or fewer where, on each of 24 samples and on the true deal (exactly, by
    trainer.endings), some cards are best and some worse: as in trump and grand above."""
    from trainer import endings

    found = 0
    for s in _decisions(range(10), ENDING_GAMES, max_cards=3):
        seat = s.to_act
        assert seat is not None
        sampler, rng = Resampler(s.info(seat)), random.Random(5)
        values = [endings.card_values(sampler.sample(rng).state(rng)) for _ in range(24)]
        found += _check_clear(s, [*values, endings.card_values(s)])
    assert found >= 3


def test_without_the_ending_solver_misere_is_the_handbook_players(monkeypatch: pytest.MonkeyPatch) -> None:
    s = next(_decisions(range(10), ENDING_GAMES, max_cards=3))
    seat = s.to_act
    assert seat is not None
    monkeypatch.setattr(strong_module, "_endings", lambda: None)
    player = StrongPlayer()
    card = player.act(s.info(seat), s.legal_actions(), random.Random(5))
    assert player.last_method == "no_endings"
    assert card == HandbookPlayer().act(
        s.info(seat), s.legal_actions(), random.Random(random.Random(5).getrandbits(64))
    )
