"""``python -m trainer advise`` and ``lead``: the public JSON formats and the handbook's examples."""

from __future__ import annotations

import json

import pytest

from trainer.cli import main

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
    with pytest.raises(NotationError) as e:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.B, hand, [])
    assert e.value.code == "not_their_turn" and "it is A's turn, not B's" in e.value.message
    with pytest.raises(NotationError) as e:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, hand, parse_calls("pass pass pass pass pass"))
    assert e.value.code == "auction_over" and e.value.params["index"] == 5
    with pytest.raises(IllegalActionError) as ie:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, hand, parse_calls("1♠ 1♠"))
    assert ie.value.params["index"] == 2 and ie.value.params["reason"] == "insufficient"
