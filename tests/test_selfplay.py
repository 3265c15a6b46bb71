"""Self-play (issue 15): seeded deals by computer players, legal, replayable, zero-sum; the selfplay CLI.

What is zero-sum (handbook *Skruuvin pistelasku*, :mod:`trainer.scoring`): in trump, grand and misère
(painted, alkupelit and kotkat) the pair that wins the game scores what the other pair loses, aces in
misère included (plus for one side, the same minus for the other); in passimisääri each trick costs the
pair that takes it a point and, by the DECISION in :mod:`trainer.scoring`, gives the other pair one, and
the ace points go the same way, so pair A–C's score is always minus B–D's.  In bolsevikit every player
scores alone (*Bolsevikkien pistelasku*): each defender scores for themself and the bolshevik player
scores minus their sum, so the four scores sum to zero (a thrown-in deal scores nothing).

``SKRUUVI_SELFPLAY_DEALS`` sets how many deals each form plays (default 2000, about ten seconds a
form on two CPUs; the figures in the issue's note come from ``python -m trainer.players.strength``).
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Mapping

import pytest

from trainer.bids import Form
from trainer.cli import DEBUG_ENV, main
from trainer.players import PLAYER_NAMES, Player, PlayerUnavailableError, make_player
from trainer.players.selfplay import (
    SUMMARY_KEYS,
    deal_seed,
    pair_players,
    percentile,
    play_seeded,
    selfplay,
    selfplay_deal,
)
from trainer.records import DealRecord, dumps, loads
from trainer.seats import SEATS

DEALS = int(os.environ.get("SKRUUVI_SELFPLAY_DEALS", "2000"))
YAML_EVERY = 20
FORMS = (Form.ALKUPELIT, Form.KOTKAT, Form.BOLSEVIKIT)
MIXES = (("random", "random"), ("random", "handbook"), ("handbook", "random"), ("handbook", "handbook"))
PAIR_GAMES = {"trump", "grand", "misere", "passimisaari"}
BOLSHEVIK_GAMES = {"bolshevik", "dictator", "thrown_in"}


@pytest.fixture(autouse=True, scope="module")
def _bugs_raise() -> object:
    """An unexpected exception in the CLI is raised here, not turned into its one-line report."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(DEBUG_ENV, "1")
        yield


def zero_sum_problem(form: Form, score: Mapping[str, int]) -> str | None:
    """Why ``score`` (a record's result score) is not zero-sum, or None when it is."""
    if form is Form.BOLSEVIKIT:
        if set(score) != {"A", "B", "C", "D"}:
            return f"bolsevikit scores each seat, not {sorted(score)}"
        total = sum(score.values())
        return None if total == 0 else f"the four players' scores sum to {total}"
    if set(score) != {"AC", "BD"}:
        return f"a pair form scores each pair, not {sorted(score)}"
    return (
        None if score["AC"] + score["BD"] == 0 else f"A–C {score['AC']} and B–D {score['BD']} do not cancel"
    )


def test_the_zero_sum_check_can_fail() -> None:
    assert zero_sum_problem(Form.KOTKAT, {"AC": 10, "BD": -10}) is None
    assert zero_sum_problem(Form.KOTKAT, {"AC": 10, "BD": 10}) is not None
    assert zero_sum_problem(Form.BOLSEVIKIT, {"A": -60, "B": 20, "C": 20, "D": 20}) is None
    assert zero_sum_problem(Form.BOLSEVIKIT, {"A": -40, "B": 20, "C": 20, "D": 20}) is not None
    assert zero_sum_problem(Form.ALKUPELIT, {"A": 0, "B": 0, "C": 0, "D": 0}) is not None


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_self_played_deals_are_legal_replayable_and_zero_sum(form: Form) -> None:
    """``DEALS`` deals per form over the four random/handbook mixes.

    Every action is legal (the table raises PlayerError otherwise), every record replays through the
    engine to the same result (:meth:`DealRecord.replay` checks the result block; every
    ``YAML_EVERY``-th also through its YAML, which ``loads`` replays), and the scores are zero-sum as the module docstring says.
    """
    games: set[str] = set()
    per_mix = max(1, DEALS // len(MIXES))
    for m, (ac, bd) in enumerate(MIXES):
        players = pair_players(make_player(ac), make_player(bd))
        for i in range(per_mix):
            played = play_seeded(form, deal_seed(1000 * m, i), players)
            record = played.record
            assert record.result is not None
            final = record.replay()  # checks the replay's result against the record's
            if i % YAML_EVERY == 0:  # the YAML round trip is slower than the play: every YAML_EVERY-th deal
                assert loads(dumps(record)).result == record.result  # loads replays and checks too
            assert final.is_over and final.result is not None and final.result.game is played.game
            problem = zero_sum_problem(form, record.result.score)
            assert problem is None, f"{form} {ac}/{bd} deal {i}: {problem}"
            games.add(str(played.game))
    assert games <= (BOLSHEVIK_GAMES if form is Form.BOLSEVIKIT else PAIR_GAMES)
    assert len(games) >= 2  # the mixes reach more than one game type


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_any_deal_of_a_run_replays_alone(form: Form) -> None:
    players = pair_players(make_player("handbook"), make_player("random"))
    run = [selfplay_deal(form, deal_seed(7, i), players) for i in range(6)]
    alone = selfplay_deal(form, deal_seed(7, 4), pair_players(make_player("handbook"), make_player("random")))
    assert dumps(alone) == dumps(run[4])
    assert len({dumps(r) for r in run}) == len(run)  # different seeds, different deals


def test_deal_seeds_are_stable_and_distinct() -> None:
    # The seed of a deal is part of the public promise (a run's deal i can be replayed from S and i).
    # Pinned: a change here would make every published seed play other deals.
    assert deal_seed(0, 0) == 0x428E9AD90B74B134 and deal_seed(5, 3) == 0x85C06C5E68E9D370
    seeds = {deal_seed(s, i) for s in range(20) for i in range(50)}
    assert len(seeds) == 1000
    assert all(0 <= x < 2**64 for x in seeds)


def test_a_given_deal_is_played_with_the_same_cards() -> None:
    """The duplicate match: the same cards, the pairs' players swapped."""
    h, r = make_player("handbook"), make_player("random")
    first = play_seeded(Form.KOTKAT, deal_seed(3, 0), pair_players(h, r)).record
    swapped = play_seeded(Form.KOTKAT, deal_seed(3, 0), pair_players(r, h), deal=first.deal).record
    assert swapped.deal == first.deal
    other = play_seeded(Form.KOTKAT, deal_seed(3, 1), pair_players(r, h)).record
    assert other.deal != first.deal


def test_timed_decisions_are_counted() -> None:
    times: list[float] = []
    record = selfplay_deal(Form.ALKUPELIT, 5, pair_players(make_player("random"), make_player("random")),
                           times=times)  # fmt: skip
    steps = sum(1 for _ in record.steps())
    assert len(times) == steps and all(t >= 0 for t in times)


def test_percentile_by_nearest_rank() -> None:
    assert percentile([], 0.95) == 0.0
    assert percentile([3.0], 0.95) == 3.0
    values = [float(x) for x in range(1, 101)]
    assert percentile(values, 0.95) == 95.0
    assert percentile(list(reversed(values)), 0.5) == 50.0


# --- the summary and the command line ----------------------------------------------------------


def _without_timings(report: Mapping[str, object]) -> dict[str, object]:
    return {k: v for k, v in report.items() if k not in ("seconds_per_deal", "decision_seconds_p95")}


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_summary_keys_means_and_determinism(form: Form) -> None:
    report = selfplay(form, 40, 11, "handbook", "random")
    assert list(report) == list(SUMMARY_KEYS)
    assert report["form"] == str(form) and report["deals"] == 40 and report["seed"] == 11
    assert report["players"] == {"AC": "handbook", "BD": "random"}
    seats = report["seats"]
    assert isinstance(seats, dict) and list(seats) == ["A", "B", "C", "D"]
    contracts = report["contracts"]
    assert isinstance(contracts, dict) and sum(contracts.values()) == 40
    if form is Form.BOLSEVIKIT:
        assert report["pairs"] is None
        assert abs(sum(seats.values())) < 1e-9
    else:
        pairs = report["pairs"]
        assert isinstance(pairs, dict) and list(pairs) == ["AC", "BD"]
        assert pairs["AC"] == seats["A"] == seats["C"] and pairs["BD"] == seats["B"] == seats["D"]
        assert abs(pairs["AC"] + pairs["BD"]) < 1e-9
    # the mean is the mean of the deals played
    players = pair_players(make_player("handbook"), make_player("random"))
    records: list[DealRecord] = [selfplay_deal(form, deal_seed(11, i), players) for i in range(40)]
    key = "A" if form is Form.BOLSEVIKIT else "AC"
    assert seats["A"] == pytest.approx(sum(r.result.score[key] for r in records if r.result) / 40)
    again = selfplay(form, 40, 11, "handbook", "random")
    assert _without_timings(again) == _without_timings(report)
    assert _without_timings(selfplay(form, 40, 12, "handbook", "random")) != _without_timings(report)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_has_exactly_the_public_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "selfplay", "--form", "kotkat", "--deals", "6", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {
        "form", "deals", "seed", "players", "pairs", "seats", "contracts", "seconds_per_deal",
        "decision_seconds_p95",
    }  # fmt: skip
    assert data["seed"] == 0 and data["players"] == {"AC": "handbook", "BD": "handbook"}  # the defaults
    assert set(data["pairs"]) == {"AC", "BD"} and set(data["seats"]) == {"A", "B", "C", "D"}
    assert isinstance(data["seconds_per_deal"], float) and isinstance(data["decision_seconds_p95"], float)
    assert set(data["contracts"]) <= PAIR_GAMES
    code, out2, _ = run(capsys, "selfplay", "--form", "kotkat", "--deals", "6", "--json", "--seed", "0")
    assert _without_timings(json.loads(out2)) == _without_timings(data)
    _, out3, _ = run(capsys, "selfplay", "--form", "bolsevikit", "--deals", "4", "--json", "--ac", "random")
    b = json.loads(out3)
    assert b["pairs"] is None and set(b["contracts"]) <= BOLSHEVIK_GAMES
    assert b["players"] == {"AC": "random", "BD": "handbook"}


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_cli_text_summary(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    code, out, err = run(capsys, "selfplay", "--form", "alkupelit", "--deals", "3", "--lang", lang)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == 5 and "A–C" in lines[0] and "handbook" in lines[0]
    assert ("3 jakoa" if lang == "fi" else "3 deals") in lines[0]
    code, out, _ = run(capsys, "selfplay", "--form", "bolsevikit", "--deals", "1", "--lang", lang)
    assert code == 0 and len(out.splitlines()) == 4  # no pair line in bolsevikit
    assert ("1 jako " if lang == "fi" else "1 deal ") in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--form", "kotkaat", "--deals", "3"], "kotkaat"),
        (["--form", "kotkat", "--deals", "0"], "--deals"),
        (["--form", "kotkat", "--deals", "-2"], "--deals"),
        (["--form", "kotkat", "--deals", "kolme"], "--deals"),
        (["--form", "kotkat", "--deals", "3", "--ac", "expert"], "--ac"),
        (["--form", "kotkat", "--deals", "3", "--bd", "Handbook"], "--bd"),
        (["--form", "kotkat", "--deals", "3", "--seed", "-1"], "--seed"),
        (["--form", "kotkat", "--deals", "3", "--seed", "x"], "--seed"),
        (["--form", "kotkat"], "--deals"),
        (["--deals", "3"], "--form"),
    ],
)
def test_cli_bad_arguments_are_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    for lang in ("fi", "en"):
        code, out, err = run(capsys, "selfplay", *argv, "--lang", lang)
        assert code == 2 and out == ""
        assert err.count("\n") == 1 and needle in err and "Traceback" not in err


def test_cli_strong_player_unavailable_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "trainer.players.strong", None)  # import fails as if absent
    with pytest.raises(PlayerUnavailableError, match="strong"):
        make_player("strong")
    code, out, err = run(
        capsys, "selfplay", "--form", "kotkat", "--deals", "1", "--ac", "strong", "--lang", "en"
    )
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "strong" in err and "not available" in err


def test_registry_names_and_unknown_names() -> None:
    assert PLAYER_NAMES == ("random", "handbook", "strong")
    for name in ("random", "handbook"):
        p = make_player(name)
        assert isinstance(p, Player) and p.name == name
    assert make_player("handbook") is not make_player("handbook")  # a fresh player each time
    strong = make_player("strong")  # trainer.players.strong, imported only now
    assert isinstance(strong, Player) and strong.name == "strong"
    for bad in ("", "Random", "expert", "biased-random"):
        with pytest.raises(ValueError, match="random, handbook, strong"):
            make_player(bad)


def test_random_mixes_do_not_share_generator_state() -> None:
    """The players draw only from the deal's generator: a player made earlier plays the same."""
    p = pair_players(make_player("random"), make_player("random"))
    random.seed(123)  # the global generator is not used
    a = selfplay_deal(Form.KOTKAT, 99, p)
    random.seed(456)
    b = selfplay_deal(Form.KOTKAT, 99, p)
    assert dumps(a) == dumps(b)
    assert all(str(s) in (a.meta.get("source") or "") for s in SEATS)


# --- the duplicate match (trainer.players.strength) --------------------------------------------


@pytest.mark.parametrize("form", FORMS, ids=str)
def test_a_player_against_itself_scores_exactly_nothing(form: Form) -> None:
    """The same cards and the same generator at both tables: a player against itself plays the same deal
    twice with the sides swapped, so each margin is 0 (this fails if the second table got other cards)."""
    from trainer.players.strength import duplicate_match

    m = duplicate_match(form, 12, "random", "random", seed=4)
    assert m.mean == 0 and m.ci95 == (0.0, 0.0) and m.stdev == 0
    assert sum(m.contracts.values()) == 24 and sum(m.declared.values()) == 24


def test_the_duplicate_match_is_antisymmetric_and_handbook_beats_random() -> None:
    from trainer.players.strength import duplicate_match, main

    hr = duplicate_match(Form.KOTKAT, 30, "handbook", "random", seed=2)
    rh = duplicate_match(Form.KOTKAT, 30, "random", "handbook", seed=2)
    assert rh.mean == pytest.approx(-hr.mean) and rh.a_score == pytest.approx(-hr.a_score)
    assert hr.ci95[0] > 0  # the handbook player wins clearly, even over 30 deals
    assert hr.ci95[0] < hr.mean < hr.ci95[1]
    assert hr.mean == pytest.approx(2 * hr.a_score)  # zero-sum pairs: the margin is twice a's score
    with pytest.raises(SystemExit) as e:
        main(["--form", "kotkat", "--deals", "1", "--a", "handbook", "--b", "random"])
    assert e.value.code == 2
