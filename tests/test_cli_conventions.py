"""``python -m trainer advise`` and ``lead``: the public JSON formats and the handbook's examples."""

from __future__ import annotations

import json

import pytest

from trainer.cli import DEBUG_ENV, main


@pytest.fixture(autouse=True, scope="module")
def _bugs_raise() -> object:
    """An unexpected exception in the CLI is raised here, not turned into its one-line report."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(DEBUG_ENV, "1")
        yield


KOTKAT_AFTER_EXCHANGE = (
    "A:♣AK87 ♦4 ♥AKQ98753; B:♠AK95 ♣103 ♦Q653 ♥J106; C:♠J108743 ♣965 ♦AK102; D:♠Q62 ♣QJ42 ♦J987 ♥42"
)


def js(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, object]]:
    code = main([*argv, "--json"])
    out, _ = capsys.readouterr()
    return code, json.loads(out)


def test_advise_json_kotkat_6s_example(capsys: pytest.CaptureFixture[str]) -> None:
    # *KOTKAT / Maalaukset*: ♠84 ♣AK87 ♦K2 ♥AKQ87 opens 6♠.
    code, a = js(
        capsys, "advise", "--form", "kotkat", "--dealer", "A", "--seat", "A", "--hand", "♠84 ♣AK87 ♦K2 ♥AKQ87"
    )
    assert code == 0 and list(a) == ["recommended", "acceptable", "reasons"]
    assert a["recommended"] == ["6♠"]
    reasons = a["reasons"]
    assert isinstance(reasons, list) and reasons and set(reasons[0]) == {"key", "text", "section"}
    assert reasons[0]["section"] == "KOTKAT / Maalaukset"


def test_lead_json_with_double_dummy(capsys: pytest.CaptureFixture[str]) -> None:
    code, a = js(
        capsys, "lead", "--form", "kotkat", "--contract", "6H", "--declarer", "A",
        "--hand", "♠AK95 ♣103 ♦Q653 ♥J106", "--deal", KOTKAT_AFTER_EXCHANGE,
    )  # fmt: skip
    assert code == 0 and list(a) == ["recommended", "acceptable", "reasons", "double_dummy"]
    dd = a["double_dummy"]
    assert isinstance(dd, dict) and len(dd) == 13 and all(0 <= n <= 13 for n in dd.values())
    assert set(a["recommended"]) <= set(dd)  # type: ignore[arg-type]


def test_lead_without_deal_or_in_misere_has_no_double_dummy(capsys: pytest.CaptureFixture[str]) -> None:
    _, a = js(capsys, "lead", "--form", "alkupelit", "--contract", "5H", "--declarer", "A",
              "--hand", "♠KQ1076 ♣AJ5 ♦K92 ♥103")  # fmt: skip
    assert a["double_dummy"] is None and a["recommended"] == ["♠K"]  # ♠KQxxx: the higher of touching honours
    _, a = js(capsys, "lead", "--form", "alkupelit", "--contract", "pass", "--dealer", "D",
              "--hand", "♠KQ1076 ♣AJ5 ♦K92 ♥103")  # fmt: skip
    assert a["double_dummy"] is None


@pytest.mark.parametrize(
    "argv",
    [
        ["advise", "--form", "kotkat", "--dealer", "A", "--seat", "B", "--hand", "♠84 ♣AK87 ♦K2 ♥AKQ87"],
        ["advise", "--form", "kotkat", "--dealer", "A", "--seat", "A", "--hand", "♠84 ♣AK87"],
        ["advise", "--form", "alkupelit", "--dealer", "A", "--seat", "B", "--hand", "♠9 ♣K75 ♦AKQ1086 ♥A6",
         "--auction", "1S 1C"],
        ["lead", "--form", "kotkat", "--contract", "6H", "--hand", "♠AK95 ♣103 ♦Q653 ♥J106"],
        ["lead", "--form", "kotkat", "--contract", "5H", "--declarer", "A", "--hand", "♠AK95 ♣103 ♦Q653 ♥J106"],
        ["lead", "--form", "kotkat", "--contract", "6H", "--declarer", "A", "--hand", "♠AK95"],
        ["lead", "--form", "kotkat", "--contract", "6H", "--declarer", "A", "--hand", "♠AK95 ♣103 ♦Q653 ♥J106",
         "--deal", "N:AK.QJ.T9.8765 x y z"],
    ],
)  # fmt: skip
def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code = main(argv)
    _, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err


def test_bidding_state_refuses_what_would_change_the_example() -> None:
    """Shared by lessons, drill banks and `advise`: a short hand is not filled up at random, a call after the
    initial auction and a wrong turn are named (seat A is Seat(0): never dropped as falsy)."""
    from trainer.auction import bidding_state, parse_calls
    from trainer.bids import Form
    from trainer.cards import parse_cards
    from trainer.errors import IllegalActionError, NotationError
    from trainer.seats import Seat

    hand = parse_cards("♠AK1084 ♥A6 ♦KQ5 ♣J3")
    with pytest.raises(NotationError) as e:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, hand[:5], [])
    assert e.value.code == "bad_hand_size"
    # Calls that read but end on the wrong turn, or go on after the end, are illegal, not notation.
    with pytest.raises(IllegalActionError) as ie:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.B, hand, [])
    assert ie.value.code == "not_their_turn" and "it is A's turn, not B's" in ie.value.message
    with pytest.raises(IllegalActionError) as ie:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, hand, parse_calls("pass pass pass pass pass"))
    assert ie.value.code == "auction_over" and ie.value.params["index"] == 5
    with pytest.raises(IllegalActionError) as ie:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, hand, parse_calls("1♠ 1♠"))
    assert ie.value.params["index"] == 2 and ie.value.params["reason"] == "insufficient"


# --- F11(e) of the 2026-11 reliability review: --auction is checked against --contract and --declarer --------

HAND = "♠AK1084 ♥A6 ♦K97 ♣J52"
LEAD_6H = ["lead", "--form", "kotkat", "--contract", "6♥", "--declarer", "A", "--dealer", "D", "--hand", HAND]


def _err(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main([*argv, "--lang", "en"])
    out, err = capsys.readouterr()
    assert out == "" or code == 0
    return code, err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            [*LEAD_6H, "--auction", " ".join(["p"] * 30_000)],
            "--auction: call 5 (pass): The auction is already over.",
        ),
        ([*LEAD_6H, "--auction", "p 6H p p p"], "--auction: the auction is not over: A is still to call"),
        ([*LEAD_6H, "--auction", "p p p p"], "--auction: all four passed (passimisääri), but --contract is 6♥"),
        ([*LEAD_6H, "--auction", "p 6G" + " p" * 8], "--contract 6♥ is lower than the highest bid 6G of --auction"),
        ([*LEAD_6H, "--auction", "p p 6H" + " p" * 8], "--declarer A is not in the main pair B–D of --auction"),
        ([*LEAD_6H, "--auction", "p 7G 7H"], "--auction: call 3 (7♥): 7♥ is not high enough."),
        (
            ["lead", "--form", "kotkat", "--contract", "pass", "--dealer", "D", "--hand", HAND,
             "--auction", "p 6H" + " p" * 8],
            "--auction: A bid 6♥, so the game is not passimisääri",
        ),
        (
            ["lead", "--form", "bolsevikit", "--contract", "7M", "--declarer", "A", "--dealer", "A", "--hand", HAND,
             "--auction", "p 7M p p"],
            "--declarer A is not the bolshevik player B of --auction",
        ),
        (
            ["lead", "--form", "bolsevikit", "--contract", "7M", "--declarer", "C", "--dealer", "A", "--hand", HAND,
             "--auction", "7M 7M p p"],
            "--declarer C did not bid the bolshevik in --auction",
        ),
        (
            ["lead", "--form", "bolsevikit", "--contract", "7M", "--declarer", "C", "--dealer", "A", "--hand", HAND,
             "--auction", "p p p p"],
            "--auction: nobody bid the bolshevik, so the deal is not played",
        ),
    ],
)  # fmt: skip
def test_lead_auction_must_end_in_the_contract(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, err = _err(capsys, *argv)
    assert code == 2 and err == f"python -m trainer: {message}\n"


def test_lead_auction_mismatch_in_finnish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*LEAD_6H, "--auction", "p 6G" + " p" * 8]) == 2
    _out, err = capsys.readouterr()
    assert err == "python -m trainer: --contract 6♥ on matalampi kuin korkein maalaus 6G (--auction)\n"


@pytest.mark.parametrize(
    "argv",
    [
        [*LEAD_6H, "--auction", "p 6H" + " p" * 8],  # the contract as bid, by the lifter
        [*LEAD_6H, "--auction", "p 6S" + " p" * 8, "--contract", "7H"],  # raised in the continuation
        [*LEAD_6H, "--auction", "p 6S" + " p" * 8, "--declarer", "C"],  # declared by the lifter's partner
        ["lead", "--form", "kotkat", "--contract", "pass", "--dealer", "D", "--hand", HAND, "--auction", "p p p p"],
        ["lead", "--form", "bolsevikit", "--contract", "7C", "--declarer", "B", "--dealer", "A", "--hand", HAND,
         "--auction", "p 7M p p"],  # the bolshevik player's dictator call
        ["lead", "--form", "bolsevikit", "--contract", "7M", "--declarer", "A", "--dealer", "A", "--hand", HAND,
         "--auction", "7M 7M p p"],  # two bidders: the first chooses who plays
    ],
)  # fmt: skip
def test_lead_auction_that_ends_in_the_contract_is_taken(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, a = js(capsys, *argv)
    assert code == 0 and list(a) == ["recommended", "acceptable", "reasons", "double_dummy"]
