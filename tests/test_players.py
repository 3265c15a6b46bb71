"""Computer players and play_deal (issue 10 §3): legal actions only, reproducible deals whose records
replay, the handbook player as the conventions advise, a clear error for an illegal action, and players
that never see the engine's state."""

from __future__ import annotations

import hashlib
import inspect
import random
import typing
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.test_information_boundary import violations
from trainer.bids import PASS, Call, Form
from trainer.conventions.advise import advise_point
from trainer.conventions.core import decision_point
from trainer.conventions.exchanges import advise_packet
from trainer.dealing import deal
from trainer.drills import DrillError, Kind, generate
from trainer.drills.make import _forms_for
from trainer.errors import IllegalActionError, SkruuviError
from trainer.game import Action, GameType, Phase
from trainer.info import Info
from trainer.players import (
    BiasedRandomPlayer,
    HandbookPlayer,
    Player,
    PlayerError,
    RandomPlayer,
    everyone,
    last_state,
    new_deal,
    play_deal,
    play_states,
    seat_players,
)
from trainer.players.handbook import decision_of, simple_card
from trainer.records import DealRecord, dumps, loads, result_of
from trainer.rules import find_rules, rules_for
from trainer.seats import SEATS, Seat
from trainer.state import State

PLAYERS = Path(__file__).parent.parent / "trainer" / "players"
CALL_PHASES = (Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING)


@dataclass
class Checked:
    """Wraps a player: every answer must be one of the legal actions, and every info an Info."""

    inner: Player
    actions: Counter[Phase] = field(default_factory=Counter)
    infos: set[type] = field(default_factory=set)

    @property
    def name(self) -> str:
        return self.inner.name

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        self.infos.add(type(info))
        assert legal, "a player is asked only when it has something to do"
        action = self.inner.act(info, legal, rng)
        assert action in legal, (self.inner.name, info.seat, info.phase, action, legal)
        self.actions[info.phase] += 1
        return action


@dataclass(frozen=True)
class Revoker:
    """Plays a card it may not play whenever it can (a broken player, to see the error)."""

    name: str = "revoker"

    def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if info.phase is Phase.PLAY and info.current_trick:
            wrong = [c for c in info.hand if c not in legal]
            if wrong:
                return wrong[0]
        return rng.choice(legal)


# --- legal actions only -------------------------------------------------------------------------------------


@pytest.mark.parametrize("form", list(Form), ids=str)
@pytest.mark.parametrize(
    ("player", "deals"),
    [(RandomPlayer(), 1000), (BiasedRandomPlayer(0.8), 400), (HandbookPlayer(), 60)],
    ids=lambda x: x.name if hasattr(x, "name") else str(x),
)
def test_players_only_ever_return_legal_actions(form: Form, player: Player, deals: int) -> None:
    checked = Checked(player)
    games: Counter[GameType | None] = Counter()
    for seed in range(deals):
        final = last_state(new_deal(form, random.Random(seed)), everyone(checked), random.Random(seed))
        assert final.is_over
        games[final.game] += 1
    assert checked.infos == {Info}  # every player was given an Info, never a State
    assert checked.actions[Phase.PLAY] > 0 and checked.actions[Phase.AUCTION] > 0
    if form is not Form.BOLSEVIKIT:
        # the deals reach the exchanges and the continuation, not only the auction and the play
        assert sum(checked.actions[p] for p in (Phase.PACKET, Phase.RESPONDER_GIVES, Phase.RETURN_PACKET)) > 0
        assert checked.actions[Phase.CONTINUATION] > 0
    if not isinstance(player, RandomPlayer):
        assert len(games) >= 2, games  # the biased and handbook players reach more than one game type


def test_the_legality_check_can_fail() -> None:
    with pytest.raises(AssertionError):
        last_state(new_deal(Form.KOTKAT, random.Random(1)), everyone(Checked(Revoker())), random.Random(1))


# --- reproducible, and the record replays -------------------------------------------------------------------


@pytest.mark.parametrize("form", list(Form), ids=str)
@pytest.mark.parametrize("make", [RandomPlayer, HandbookPlayer, BiasedRandomPlayer], ids=lambda m: m.__name__)
def test_play_deal_is_reproducible_by_seed(form: Form, make: type[Player]) -> None:
    for seed in range(8):
        a = play_deal(form, everyone(make()), random.Random(seed))
        b = play_deal(find_rules(form.value), everyone(make()), random.Random(seed))
        assert a == b
        assert dumps(a) == dumps(b)
    records = {dumps(play_deal(form, everyone(make()), random.Random(seed))) for seed in range(8)}
    assert len(records) == 8  # and another seed plays another deal


@pytest.mark.parametrize("form", list(Form), ids=str)
def test_the_record_replays_through_the_engine_to_the_same_result(form: Form) -> None:
    mixed = (HandbookPlayer(), RandomPlayer(), BiasedRandomPlayer(0.7), HandbookPlayer())
    for seed in range(12):
        rng = random.Random(seed)
        start = new_deal(form, rng)
        states = list(play_states(start, mixed, rng))
        record = play_deal(form, mixed, random.Random(seed))
        assert isinstance(record, DealRecord)
        final = record.replay()  # replays every step and checks the recorded result
        assert final.is_over and final.result == states[-1].result
        assert final.history == states[-1].history
        assert record.result == result_of(final)
        again = loads(dumps(record))  # saved as YAML and read back: the same deal, replayed by the engine
        assert again == record
        assert again.replay().history == final.history
        assert "A handbook, B random, C biased-random, D handbook" in record.meta["source"]


def test_play_deal_takes_a_deal_a_dealer_and_the_bolshevik_set() -> None:
    d = deal(Form.KOTKAT, Seat.C, 5)
    record = play_deal(Form.KOTKAT, everyone(RandomPlayer()), random.Random(1), deal=d, meta={"title": "t"})
    assert record.deal == d and record.meta == {"title": "t"}
    assert (
        play_deal("kotkat", everyone(RandomPlayer()), random.Random(1), dealer=Seat.B).deal.dealer is Seat.B
    )
    with pytest.raises(ValueError):
        play_deal(Form.KOTKAT, everyone(RandomPlayer()), random.Random(1), deal=d, dealer=Seat.A)
    with pytest.raises(ValueError):
        play_deal(
            Form.ALKUPELIT, everyone(RandomPlayer()), random.Random(1), deal=d
        )  # rules for another form
    forced = play_deal(
        rules_for(Form.BOLSEVIKIT),
        everyone(RandomPlayer()),
        random.Random(3),
        bolshevik_barred=frozenset({Seat.A}),
        bolshevik_forced=Seat.B,
    )
    assert forced.bolshevik_forced is Seat.B and forced.bolshevik_barred == {Seat.A}
    assert forced.replay().game in (GameType.BOLSHEVIK, GameType.DICTATOR)  # B had to bid it
    assert loads(dumps(forced)) == forced


def test_players_by_seat() -> None:
    r, h = RandomPlayer(), HandbookPlayer()
    assert seat_players({Seat.A: r, Seat.B: h, Seat.C: r, Seat.D: h}) == (r, h, r, h)
    assert seat_players([h, r, h, r]) == (h, r, h, r)
    with pytest.raises(ValueError, match="seat D"):
        seat_players({Seat.A: r, Seat.B: h, Seat.C: r})
    with pytest.raises(ValueError, match="four players"):
        seat_players([r, r, r])


def test_play_states_yields_every_state_before_its_player_acts() -> None:
    asked: list[int] = []

    @dataclass(frozen=True)
    class Counting:
        name: str = "counting"

        def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
            asked.append(len(info.auction))
            return rng.choice(legal)

    rng = random.Random(4)
    start = new_deal(Form.ALKUPELIT, rng)
    seen = []
    for s in play_states(start, everyone(Counting()), rng):
        seen.append(s)
        if len(seen) == 3:
            break
    assert seen[0] is start and len(asked) == 2  # stopped before the third state's player was asked
    assert seen[1].history == start.apply(seen[1].history[0][1]).history


# --- an illegal action --------------------------------------------------------------------------------------


def test_an_illegal_action_names_the_player_the_seat_and_the_action() -> None:
    players = (RandomPlayer(), Revoker(), RandomPlayer(), RandomPlayer())
    with pytest.raises(PlayerError) as caught:
        for seed in range(20):  # B revokes as soon as it cannot be made to follow suit
            play_deal(Form.KOTKAT, players, random.Random(seed))
    e = caught.value
    assert isinstance(e, SkruuviError) and isinstance(e, IllegalActionError)
    assert e.code == "player_illegal"
    assert e.params["player"] == "revoker" and e.params["seat"] == "B" and e.params["reason"] == "must_follow"
    assert "'revoker' at seat B chose" in e.message and e.params["action"] in e.message
    assert isinstance(e.__cause__, IllegalActionError)


@pytest.mark.parametrize("answer", ["♠A", None, PASS, Call.parse("7G")], ids=repr)
def test_a_player_that_answers_nonsense_gets_the_clear_error(answer: object) -> None:
    @dataclass(frozen=True)
    class Nonsense:
        name: str = "nonsense"

        def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
            if info.phase is Phase.PLAY:
                return answer  # type: ignore[return-value]
            return rng.choice(legal)

    with pytest.raises(PlayerError, match="nonsense"):
        for seed in range(10):
            play_deal(Form.ALKUPELIT, everyone(Nonsense()), random.Random(seed))


# --- the handbook player --------------------------------------------------------------------------------------


def _handbook_states(form: Form, seed: int) -> list[State]:
    rng = random.Random(seed)
    return list(play_states(new_deal(form, rng), everyone(HandbookPlayer()), rng))


@pytest.mark.parametrize("form", list(Form), ids=str)
def test_the_handbook_player_does_as_the_conventions_advise(form: Form) -> None:
    kinds: Counter[str] = Counter()
    for seed in range(25):
        for s in _handbook_states(form, 100 + seed):
            if s.is_over:
                continue
            seat = s.to_act
            assert seat is not None
            point = decision_point(s)  # the conventions' point, built by the engine's side
            assert decision_of(s.info(seat), s.legal_actions()) == point
            rng = random.Random(seed)
            action = HandbookPlayer().act(s.info(seat), s.legal_actions(), random.Random(seed))
            if s.phase in (Phase.PACKET, Phase.RETURN_PACKET):
                orders = advise_packet(point).recommended
                so_far = point.info.packet_so_far
                fitting = [o for o in orders if tuple(o[: len(so_far)]) == so_far]
                if fitting:
                    assert any(o[len(so_far)] == action for o in fitting)
                    if not so_far:
                        assert action == rng.choice(orders)[0]  # one draw among the whole orders
                    kinds["packet"] += 1
                    continue
            advice = advise_point(point)
            if advice is not None and advice.recommended:
                assert action == rng.choice(advice.recommended)  # the same draw among the recommended
                kinds["recommended"] += 1
            elif s.phase in CALL_PHASES and PASS in s.legal_actions():
                assert action == PASS
                kinds["silent pass"] += 1
            elif s.phase is Phase.PLAY:  # never a random card: the simple policy (not the handbook)
                assert action == simple_card(s.info(seat), s.legal_actions())
                kinds["policy card"] += 1
            else:
                assert action == rng.choice(s.legal_actions())
                kinds["silent card"] += 1
    assert kinds["recommended"] > 100, kinds
    if form is not Form.BOLSEVIKIT:
        assert kinds["packet"] > 0, kinds


def test_the_handbook_player_follows_its_packet_plan_without_drawing_again() -> None:
    found = 0
    for seed in range(40):
        for s in _handbook_states(Form.KOTKAT, seed):
            if s.phase is not Phase.PACKET or s.packet:
                continue
            seat = s.to_act
            assert seat is not None
            orders = advise_packet(decision_point(s)).recommended
            if len({o[0] for o in orders}) == len(orders):
                continue  # wanted: recommended orders that share their top card
            found += 1
            player, rng, twin = HandbookPlayer(), random.Random(seed), random.Random(seed)
            plan = twin.choice(orders)  # the one draw the player makes at the first card
            first = player.act(s.info(seat), s.legal_actions(), rng)
            state_after = rng.getstate()
            given = [first]
            t = s.apply(first)
            while t.phase is Phase.PACKET and t.packet:
                card = player.act(t.info(seat), t.legal_actions(), rng)
                given.append(card)
                t = t.apply(card)
            assert rng.getstate() == state_after  # the later cards draw nothing
            assert tuple(given) == tuple(plan)  # the whole drawn order, not the first one with that top card
            # a fresh player asked in the middle of the packet gives a recommended order's next card
            mid = s.apply(given[0]).apply(given[1])
            fresh = HandbookPlayer().act(mid.info(seat), mid.legal_actions(), random.Random(0))
            assert any(tuple(o[:2]) == tuple(given[:2]) and o[2] == fresh for o in orders)
        if found >= 3:
            break
    assert found >= 1


def test_generated_drills_are_as_before() -> None:
    """The drill generator plays its deals with the handbook player: every generated drill is the one
    commit 25bf429 generated (when the generator chose a packet whole), so saved drill ids still show the
    drill the learner saw.  A digest of the deal played and the decision chosen for 168 ids."""
    out = []
    for kind in Kind:
        if kind in (Kind.WORDS, Kind.SIGNAL_READ, Kind.PLAY):
            continue  # the play drills (issue 15) came later: tests/test_play_drills.py
        for form in _forms_for(kind):
            for seed in range(6):
                try:
                    d = generate(kind, form, seed)
                except DrillError as e:
                    out.append(f"{kind.value}/{form.value}/{seed}: {e.code}")
                    continue
                whole = d.key.teacher_state() if d.key is not None else None
                hist = " ".join(f"{s}:{a}" for s, a in whole.history) if whole is not None else ""
                out.append(f"{d.id} {d.seat} {hist}")
    assert len(out) == 168
    digest = hashlib.sha256("\n".join(out).encode()).hexdigest()
    # After an intended change of the conventions or the generator (drills then change): the new digest.
    # (Issue 15: the handbook player now plays card-play conventions and a simple policy, no random card,
    # so the deals behind later-trick drills differ; review rounds 5 and 6 then changed gives, packets and
    # discards, which the generator's self-played deals follow; round 7's C107 lead counts the cards seen;
    # issue 11's C40c bids a kotkat trump with one trick in sight at six: gen.legal.kotkat.2's lifter bids
    # 6♣ with ♣AQ97654 ♥AKQ1086 instead of searching with 6♥, and gen.signal_discard.kotkat.5 follows;
    # issue 15's declaring-side play (finesse, cup lead, grand run) and the painted-misère defence's
    # pressing (C104, C110-C112) and the passimisääri play under the opponents' lead in partner's short
    # suit (C113) change the handbook player's cards, so later self-played tricks differ; review round 9's
    # C63e measures the bolshevik's gives by the misère ladder, so six bolsevikit drills' self-played
    # gives, and the tricks after them, differ; session 10's C96b has a passimisääri seat with three or
    # more high cards beside its catching cards pass instead of double, so five self-played deals differ:
    # gen.signal_discard.alkupelit.1, gen.score.alkupelit.3, gen.score.kotkat.1, gen.legal.alkupelit.3
    # and gen.legal.kotkat.5; review round 10b's C65s names no suit with its king as the best misère suit:
    # gen.wish_read.kotkat.2's 6M packet of ♠73 ♣J6 names ♥1092, not ♦KQ8732; session 10's C115 has a
    # passimisääri seat last to play with the ace and one small card of the opponents' suit take the round
    # with the ace: gen.legal.kotkat.0's D plays the ♥A at action 15 (the drill's seat follows), and in
    # gen.score.alkupelit.1 C115 recommends the ♠A that D played anyway, so the player's draw among
    # recommended cards moves and D's next lead differs; review 11's C89c gives no signal in a suit the
    # declarer trumps and signals under K-Q or the top card left: gen.signal_discard.kotkat.4's C (♣AQJ7
    # after B ruffed the first ♣) has no advice now, so the drill is A's discard, and the self-played
    # discards of gen.score.alkupelit.2 and gen.score.kotkat.0 differ.)
    assert digest == "3a046205e1c300453ba31088477409dc8d54ed20a0c6762ca7b52fc304707d35", digest


# --- players never see the engine's state -------------------------------------------------------------------


@pytest.mark.parametrize(
    "cls", [Player, RandomPlayer, BiasedRandomPlayer, HandbookPlayer], ids=lambda c: c.__name__
)
def test_act_takes_an_info_not_a_state(cls: type) -> None:
    hints = typing.get_type_hints(cls.act)
    assert hints["info"] is Info
    assert list(inspect.signature(cls.act).parameters) == ["self", "info", "legal", "rng"]
    assert State not in typing.get_args(hints["info"])


def test_play_states_gives_each_player_the_info_of_its_own_seat() -> None:
    seen: list[tuple[Seat, Seat | None, type]] = []

    @dataclass(frozen=True)
    class Spy:
        name: str = "spy"

        def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
            seen.append((info.seat, info.to_act, type(info)))
            return RandomPlayer().act(info, legal, rng)

    for form in Form:
        last_state(new_deal(form, random.Random(9)), everyone(Spy()), random.Random(9))
    assert seen and all(t is Info and seat is to_act for seat, to_act, t in seen)
    assert {seat for seat, _, _ in seen} == set(SEATS)


def test_the_handbook_player_refuses_a_state() -> None:
    s = new_deal(Form.ALKUPELIT, random.Random(1))
    with pytest.raises(TypeError, match="Info"):
        HandbookPlayer().act(s, s.legal_actions(), random.Random(1))  # type: ignore[arg-type]


@pytest.mark.parametrize("path", sorted(PLAYERS.glob("*.py")), ids=lambda p: p.name)
def test_players_do_not_import_the_engine_state(path: Path) -> None:
    """Only the table (which runs the engine) imports the state; a player cannot reach a hidden card."""
    allowed = ("trainer.state", "trainer.dealing") if path.name == "table.py" else ()
    assert violations(path.read_text(encoding="utf-8"), allowed) == []


# --- the benchmark ---------------------------------------------------------------------------------------------


def test_the_bare_loop_plays_thirteen_tricks_and_is_seeded() -> None:
    from trainer.bench import bare_deal

    for seed in range(200):
        won = bare_deal(seed)
        assert sum(won) == 13 and len(won) == 4
        assert bare_deal(seed) == won
    assert len({tuple(bare_deal(seed)) for seed in range(50)}) > 5


def test_the_benchmark_keeps_its_keys_and_adds_the_new_figures(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from trainer.bench import TARGET_RATIO, bench_forms, main, profile

    report = bench_forms(0.02)
    assert set(report) == {"forms", "bare", "ratio", "target_ratio", "play_deal"}
    figure = {"deals", "seconds", "deals_per_second"}
    assert list(report["forms"]) == [f.value for f in Form]
    assert all(set(v) == figure and v["deals"] > 0 for v in report["forms"].values())
    assert set(report["bare"]) == figure and report["target_ratio"] == TARGET_RATIO
    for form, ratio in report["ratio"].items():
        assert ratio == round(
            report["forms"][form]["deals_per_second"] / report["bare"]["deals_per_second"], 3
        )
    assert set(report["play_deal"]) == {"random", "handbook"}
    assert all(set(v) == {f.value for f in Form} for v in report["play_deal"].values())
    assert "play_deal" not in bench_forms(0.02, players=False)
    assert "apply" in profile(0.02, top=10, form=Form.KOTKAT)
    assert main(["--seconds", "0.02", "--no-players"]) == 0
    assert set(json.loads(capsys.readouterr().out)) == {"forms", "bare", "ratio", "target_ratio"}


@pytest.mark.parametrize("form", [Form.ALKUPELIT, Form.KOTKAT], ids=str)
def test_puupaa_players_follow_their_person_and_the_partner_decides_for_the_dummy(form: Form) -> None:
    """Kolmen pelaajan skruuvi (puupää), readings P5 and P6: when the dummy moves opposite the top bidder,
    the player who sat there moves with their cards, and the dummy's partner makes the dummy's choices."""
    asked: list[tuple[str, Seat]] = []

    @dataclass(frozen=True)
    class Named:
        name: str

        def act(self, info: Info, legal: tuple[Action, ...], rng: random.Random) -> Action:
            asked.append((self.name, info.seat))
            return BiasedRandomPlayer(0.6).act(info, legal, rng)

    rules = find_rules(form, variant="puupaa")
    players = tuple(Named(str(s)) for s in SEATS)
    moves = 0
    for seed in range(80):
        asked.clear()
        start = new_deal(rules, random.Random(seed), dealer=Seat(seed % 4))
        dummy_at_deal = start.dealer.partner
        states = list(play_states(start, players, random.Random(seed)))
        final = states[-1].puupaa
        assert final is not None
        # The player given for the dummy's seat is never asked.
        assert str(dummy_at_deal) not in {name for name, _ in asked}
        for s, (name, seat) in zip(states, asked, strict=False):
            dm = s.puupaa
            assert dm is not None
            person = dm.player_at(dm.seat.partner if s.to_act is dm.seat else seat)
            assert name == str(person), (seed, s.phase, name, seat)
        if final.moved is not None:
            moves += 1
            person, now = final.moved
            assert any(name == str(person) and seat is now for name, seat in asked)
    assert moves > 10  # the move happened in enough deals to test it


def test_the_conventions_are_silent_in_puupaa_and_the_handbook_player_still_finishes() -> None:
    """The handbook has no conventions for the three-player game: no advice there (and four-player
    advice where it must still fire)."""
    advised = {False: 0, True: 0}
    for variant in (None, "puupaa"):
        rules = find_rules(Form.KOTKAT, variant=variant)
        for seed in range(6):
            for s in play_states(
                new_deal(rules, random.Random(seed)), everyone(HandbookPlayer()), random.Random(seed)
            ):
                if s.is_over or (s.puupaa is not None and s.to_act is s.puupaa.seat):
                    continue
                if advise_point(decision_point(s)) is not None:
                    advised[variant is not None] += 1
    assert advised[True] == 0 and advised[False] > 50
