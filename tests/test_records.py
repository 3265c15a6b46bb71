"""Deal records: round trips, replay of saved transcripts, and errors that say where."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.strategies import random_states
from tests.transcripts import DIR, TRANSCRIPTS, record_for
from trainer.bids import Form
from trainer.errors import RecordError, SkruuviError
from trainer.records import dumps, from_state, load, loads

RECORDS = sorted((Path(__file__).resolve().parent.parent / "lessons" / "deals").glob("*.deal.yaml"))


@pytest.mark.parametrize("name", sorted(TRANSCRIPTS))
def test_saved_transcript_matches_a_fresh_run(name: str) -> None:
    saved = (DIR / f"{name}.yaml").read_text(encoding="utf-8")
    assert dumps(record_for(name)) == saved
    rec = loads(saved, name)
    final = rec.replay()
    assert final.is_over and rec.result is not None


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_handbook_records_load_and_round_trip(path: Path) -> None:
    rec = load(path)
    assert loads(dumps(rec)) == rec


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(Form)), st.integers(0, 10**6), st.floats(0.5, 0.95), st.integers(0, 120))
def test_round_trip_at_any_step(form: Form, seed: int, bias: float, cut: int) -> None:
    states = random_states(form, seed, bias)
    s = states[min(cut, len(states) - 1)]
    rec = from_state(s)
    text = dumps(rec)
    again = loads(text)
    assert again == rec and dumps(again) == text
    assert again.replay().history == s.history


BASE = """skruuvi-deal: 1
form: kotkat
dealer: A
hands:
  A: ♠84 ♣AK87 ♦K2 ♥AKQ87
  B: ♠AK95 ♣103 ♦Q653 ♥J106
  C: ♠J1073 ♣965 ♦A104 ♥953
  D: ♠Q62 ♣QJ42 ♦J987 ♥42
auction: 6♠ pass pass pass pass pass pass pass pass
exchanges:
  packet: ♦K ♠4 ♦2 ♠8
  return: ♦4 ♥5 ♥3 ♥9
continuation: 6♥ pass pass pass pass
"""


def _err(text: str) -> RecordError:
    with pytest.raises(RecordError) as e:
        loads(text, "deal.yaml")
    return e.value


def test_base_record_loads() -> None:
    assert loads(BASE).replay().contract is not None


def test_illegal_call_names_step_and_line() -> None:
    e = _err(BASE.replace("continuation: 6♥ pass", "continuation: 6♠ pass"))
    assert e.line == 13 and "continuation[0]" in str(e) and "deal.yaml" in str(e)
    assert e.cause is not None and e.cause.params["reason"] == "insufficient"


def test_card_not_held_is_named() -> None:
    e = _err(BASE.replace("packet: ♦K ♠4 ♦2 ♠8", "packet: ♦K ♠4 ♦2 ♠9"))
    assert "exchanges.packet[3]" in str(e) and "♠9" in str(e) and e.line == 11


def test_duplicate_key_is_an_error_not_a_merge() -> None:
    e = _err(BASE + "continuation: pass\n")
    assert e.code == "duplicate_key" and e.line == 14


def test_yaml_1_1_booleans_stay_text() -> None:
    # A bare "on" or "no" must not become a boolean; here it is simply an unknown call.
    e = _err(BASE.replace("continuation: 6♥ pass pass pass pass", "continuation: on"))
    assert "'on'" in str(e)


def test_tricks_must_have_four_cards() -> None:
    text = (DIR / "kotkat-trump.yaml").read_text(encoding="utf-8")
    lines = text.split("\n")
    i = lines.index("play:")
    merged = [*lines[: i + 1], "- " + lines[i + 1][2:] + " " + lines[i + 2][2:], *lines[i + 3 :]]
    e = _err("\n".join(merged))
    assert e.code == "record_trick" and "play[0]" in str(e)


def test_result_contract_pass_is_checked() -> None:
    text = (DIR / "alkupelit-passimisaari-redoubled.yaml").read_text(encoding="utf-8")
    assert "contract: pass" in text and loads(text).result is not None
    e = _err(text.replace("contract: pass", "contract: 5♦"))
    assert e.code == "result_mismatch"


def test_middle_card_errors_point_at_middle() -> None:
    text = (DIR / "alkupelit-misere.yaml").read_text(encoding="utf-8")
    e = _err(text.replace("middle: ♠J ♣8 ♠A ♦10", "middle: ♠J ♣8 ♠A"))
    assert "middle" in str(e) and e.line == text.split("\n").index("middle: ♠J ♣8 ♠A ♦10") + 1


def test_step_after_a_gap_is_rejected() -> None:
    e = _err(BASE.replace("  return: ♦4 ♥5 ♥3 ♥9\n", ""))
    assert e.code == "record_unused_step" and "continuation[0]" in str(e)


def test_wrong_result_is_rejected() -> None:
    text = (DIR / "kotkat-trump.yaml").read_text(encoding="utf-8")
    bad = text.replace("score:\n    AC: ", "score:\n    AC: 1") if "score:\n    AC: " in text else text + "x"
    with pytest.raises(SkruuviError):
        loads(bad)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "not a deal record"),
        ("skruuvi-deal: 2\n", "version 1"),
        ("skruuvi-deal: 1\nform: x\ndealer: A\nhands: {}\n", "not a form"),
        (BASE.replace("dealer: A", "dealer: E"), "not a seat"),
        (BASE.replace("A: ♠84", "A: ♠84 ♠3"), "hands.A: hand A has 14 cards; kotkat deals 13"),
        (BASE + "play: 5\n", "list of tricks"),
        (BASE + "colour: red\n", "unknown key"),
        ("skruuvi-deal: 1\nform: [\n", "not valid YAML"),
    ],
)
def test_bad_records_get_clear_errors(text: str, fragment: str) -> None:
    e = _err(text)
    assert fragment in str(e), str(e)


@given(st.text(max_size=200))
def test_fuzz_loads_raises_only_record_errors(text: str) -> None:
    with contextlib.suppress(SkruuviError):
        loads(text)


def test_load_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as e:
        load(tmp_path / "nope.yaml")
    assert "nope.yaml" in str(e.value)
