"""Bids, their order per form and the insufficient-bid rule.

Handbook: *Maalaukset*, *Alkumaalaukset* (alkupelit order), *KOTKAT* (kotkat
order, lowest bid 6♠), *BOLSEVIKIT*, *Sääntörikkomuksista* (insufficient bid).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.bids import (
    BOLSHEVIK,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    Form,
    Strain,
    bid,
    bids_in_order,
    lowest_legal_level,
)
from trainer.errors import NotationError, SkruuviError


def test_alkupelit_order_misere_lowest_grand_highest() -> None:
    assert [str(b) for b in bids_in_order(Form.ALKUPELIT)[:7]] == ["1M", "1♠", "1♣", "1♦", "1♥", "1G", "2M"]


def test_kotkat_order_misere_between_hearts_and_grand_from_level_6() -> None:
    assert [str(b) for b in bids_in_order(Form.KOTKAT)] == [
        "6♠", "6♣", "6♦", "6♥", "6M", "6G", "7♠", "7♣", "7♦", "7♥", "7M", "7G",
    ]  # fmt: skip


def test_bolsevikit_order_and_the_bolshevik_bid() -> None:
    assert Bid(7, Strain.MISERE) == BOLSHEVIK
    assert [str(b) for b in bids_in_order(Form.BOLSEVIKIT)] == ["7M", "7♠", "7♣", "7♦", "7♥", "7G"]


def test_levels_and_promises() -> None:
    # *Maalaukset*: 5♦ promises at least 11 tricks, 5 misère at most 2.
    assert Bid.parse("5♦").tricks_promised == 11
    assert Bid.parse("5M").tricks_promised == 2
    assert Form.ALKUPELIT.min_contract_level == 5 and Form.KOTKAT.min_contract_level == 6


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("5♦", "5♦"), ("5D", "5♦"), ("5d", "5♦"), ("3G", "3G"), ("3NT", "3G"), ("3 grandi", "3G"),
        ("3 grand", "3G"), ("6M", "6M"), ("6 misääri", "6M"), ("6 misaari", "6M"), ("6 misère", "6M"),
        ("pass", "pass"), ("p", "pass"), ("PASS", "pass"), ("X", "X"), ("koputus", "X"), ("XX", "XX"),
    ],
)  # fmt: skip
def test_call_notation(text: str, canonical: str) -> None:
    assert str(Call.parse(text)) == canonical


@pytest.mark.parametrize("bad", ["", "8♦", "0G", "5", "♦5", "5Z", "five hearts", "5♦♦"])
def test_call_notation_rejects(bad: str) -> None:
    with pytest.raises(NotationError):
        Call.parse(bad)


def test_call_singletons_and_round_trip() -> None:
    assert Call.parse("pass") is PASS and Call.parse("x") is DOUBLE and Call.parse("xx") is REDOUBLE
    for b in bids_in_order(Form.ALKUPELIT):
        assert Call.parse(str(b)) == b
        assert eval(repr(b)) == b


def test_insufficient_bid_handbook_examples() -> None:
    # *Sääntörikkomuksista*: alkupelit 4♦ then 4♣ becomes 5♣; kotkat 1♥ becomes 6♥.
    assert lowest_legal_level(Strain.CLUBS, Bid.parse("4♦"), Form.ALKUPELIT) == 5
    assert lowest_legal_level(Strain.HEARTS, None, Form.KOTKAT) == 6
    assert lowest_legal_level(Strain.CLUBS, Bid.parse("7♥"), Form.ALKUPELIT) is None
    # In kotkat misère ranks above hearts: 6M then 6♥ becomes 7♥.
    assert lowest_legal_level(Strain.HEARTS, Bid.parse("6M"), Form.KOTKAT) == 7


@given(
    st.sampled_from(list(Form)),
    st.sampled_from(list(Strain)),
    st.integers(1, 7),
    st.sampled_from(list(Strain)),
)
def test_correction_is_the_lowest_legal_level(form: Form, strain: Strain, lvl: int, hs: Strain) -> None:
    above = bid(lvl, hs)
    got = lowest_legal_level(strain, above, form)
    legal = [b.level for b in bids_in_order(form) if b.strain is strain and b.beats(above, form)]
    assert got == (min(legal) if legal else None)


@given(st.text(max_size=20))
def test_fuzz_call_parser(text: str) -> None:
    try:
        Call.parse(text)
        Form.parse(text)
    except SkruuviError:
        pass


def test_pass_double_redouble_survive_pickle_and_copy_as_the_same_instance() -> None:
    """The engine compares these calls by identity: a pickled or copied call must come back as the one
    instance, or a saved call would be refused as ``not_legal``."""
    import copy
    import pickle

    from trainer.bids import DOUBLE, PASS, REDOUBLE

    for call in (PASS, DOUBLE, REDOUBLE):
        assert pickle.loads(pickle.dumps(call)) is call
        assert copy.deepcopy(call) is call and copy.copy(call) is call
