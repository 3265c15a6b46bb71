"""The worked-deal viewer's parts (trainer/ui/deal_viewer.py): the step in the address, jumps, what moved, tallies."""

from __future__ import annotations

import pytest

from trainer.cards import Card
from trainer.i18n import Translator
from trainer.lessons import LESSONS_DIR
from trainer.records import load
from trainer.seats import Seat
from trainer.ui.deal_viewer import (
    Frame,
    aces_html,
    arrived,
    jump_targets,
    middle_on_table,
    played_card,
    section,
    target_at,
    target_label,
    trick_html,
    tricks_line,
    url_step,
    viewer_script,
)

EN = Translator("en")


def frames(deal: str) -> list[Frame]:
    return [Frame(w, a, s) for w, a, s in load(LESSONS_DIR / "deals" / f"{deal}.deal.yaml").states()]


@pytest.mark.parametrize(
    ("value", "step"),
    [(None, 0), ("7", 7), (" 7 ", 7), ("-3", 0), ("999", 98), ("abc", 0), ("", 0), ("1e3", 0)],
)
def test_the_address_step_is_read_and_clamped(value: str | None, step: int) -> None:
    assert url_step(value, 98) == step


def test_sections_of_record_steps() -> None:
    assert section("") == ("start", 0)
    assert section("auction[3]") == ("auction", 0)
    assert section("exchanges.packet[0]") == ("exchanges", 0)
    assert section("exchanges.gives.A") == ("exchanges", 0)
    assert section("defenders.C") == ("defenders", 0)
    assert section("play[0][0]") == ("trick", 1)
    assert section("play[12][3]") == ("trick", 13)


def test_jumps_go_to_each_phase_and_each_trick_where_it_starts() -> None:
    fs = frames("alkupelit-grand-5g")
    targets = jump_targets(fs)
    kinds = [t.kind for t in targets]
    assert kinds[:6] == ["start", "auction", "exchanges", "continuation", "defenders", "doubling"]
    tricks = [t for t in targets if t.kind == "trick"]
    assert [t.trick for t in tricks] == list(range(1, 14))
    assert fs[tricks[0].step].where == "play[0][0]" and fs[tricks[2].step].where == "play[2][0]"
    assert targets[-1].kind == "end" and targets[-1].step == len(fs) - 1
    # Step 57 is the second card of trick 3: the jump list shows trick 3.
    assert targets[target_at(targets, 57)].trick == 3
    assert target_label(tricks[2], EN) == "Trick 3"
    # A record that stops before the play has no tricks, and its last step is "End".
    short = jump_targets(frames("passimisaari-exchanges"))
    assert not [t for t in short if t.kind == "trick"] and short[-1].kind == "end"


def test_final_call_is_named_so_in_bolsevikit() -> None:
    targets = jump_targets(frames("bolsevikit-dictator-7c"))
    cont = next(t for t in targets if t.kind == "continuation")
    assert target_label(cont, EN, final_call=True) == "Final call"
    assert target_label(cont, EN) == "Continuation bidding"


def test_the_middle_cards_lie_in_the_centre_only_until_the_lifter_takes_them() -> None:
    """Nostomaalaus: the lifter shows and takes the middle cards; from then on they are in the lifter's hand."""
    fs = frames("alkupelit-grand-5g")
    assert middle_on_table(fs[0].state) and middle_on_table(fs[29].state)
    assert not middle_on_table(fs[30].state)  # B lifts: the cards are in B's hand
    middle = set(fs[0].state.deal.middle)
    assert arrived(fs[29].state, fs[30].state) == {Seat.B: frozenset(middle)}
    assert not any(middle_on_table(f.state) for f in fs[30:])


def test_passimisaari_deals_the_middle_cards_out() -> None:
    """Passimisääri / Korttien vaihdot: the dealer deals the middle cards face down, one to each player."""
    fs = frames("alkupelit-passimisaari")
    assert middle_on_table(fs[3].state) and not middle_on_table(fs[4].state)
    got = arrived(fs[3].state, fs[4].state)
    assert len(got) == 4 and all(len(c) == 1 for c in got.values())


def test_kotkat_has_no_middle_cards() -> None:
    assert not any(middle_on_table(f.state) for f in frames("kotkat-grand-6g"))


def test_the_played_card_is_ringed_in_the_trick() -> None:
    fs = frames("alkupelit-grand-5g")
    f = fs[48]  # play[0][1]: the second card of trick 1
    card = played_card(f)
    assert card == Card.parse("♥4")
    html = trick_html(f.state, card, EN)
    assert html.count("sk-moved") == 1 and "Trick 1" in html
    assert played_card(fs[30]) is None  # a call moves no card to the trick
    done = trick_html(fs[50].state, played_card(fs[50]), EN)
    assert "takes the trick" in done


def test_bolsevikit_tricks_are_counted_per_player() -> None:
    """BOLSEVIKIT: each plays for themself (the review's M6: 'A–C 3, B–D 10' hid that B took none)."""
    fs = frames("bolsevikit-dictator-7c")
    last = fs[-1].state
    assert tricks_line(last, True, EN) == "Tricks so far: A 1, B 0, C 2, D 10"
    assert tricks_line(frames("alkupelit-grand-5g")[-1].state, False, EN) == "Tricks so far: A–C 2, B–D 11"


def test_aces_fallen_with_their_trick_numbers_in_misere_only() -> None:
    fs = frames("alkupelit-misere-5m")
    last = fs[-1].state
    html = aces_html(last, EN)
    assert "Aces fallen" in html and html.count("<li>") == len(last.aces) == 4
    for a in last.aces:
        assert f"in trick {a.trick}, taken by {a.winner}" in html
    before_play = next(f.state for f in fs if f.where == "doubling[0]")
    assert aces_html(before_play, EN) == ""
    first = next(f.state for f in fs if f.where == "play[0][0]")
    assert "none yet" in aces_html(first, EN)
    assert aces_html(frames("alkupelit-grand-5g")[-1].state, EN) == ""  # aces score nothing in a grand


def test_the_script_replaces_same_deal_pushes_and_clicks_the_buttons() -> None:
    js = viewer_script("st-key-step-d1-back", "st-key-step-d1-next")
    assert (
        "replaceState" in js
        and "to.pathname === at.pathname" in js
        and "next === deal" in js
        and "held" in js
    )
    assert '"next": "st-key-step-d1-next"' in js and "ArrowLeft" in js and "ArrowRight" in js
    assert '[role="slider"]' in js  # the slider keeps its own arrow keys
