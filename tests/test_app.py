"""The Streamlit app (through AppTest) and the markup helpers in trainer/ui/cards_html.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from trainer.bids import Form
from trainer.cards import Card, Suit, parse_cards
from trainer.dealing import deal
from trainer.i18n import Translator
from trainer.seats import SEATS, Seat
from trainer.ui import cards_html
from trainer.ui.cards_html import hand_html, hand_text, suit_html, table_html

APP = str(Path(__file__).resolve().parent.parent / "app.py")


def _app(lang: str | None = None) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    if lang is not None:
        at.query_params["lang"] = lang
    return at.run()


def _html(at: AppTest) -> str:
    return "".join(h.proto.body for h in at.html)


def _assert_hands_shown(at: AppTest, form: Form, dealer: Seat, seed: int, lang: str) -> None:
    body = _html(at)
    _ = Translator(lang)
    dealt = deal(form, dealer, seed)
    for seat in SEATS:
        assert hand_text(dealt.hands[seat], _) in body, f"hand of {seat} not shown"
    for card in dealt.middle:
        assert f"{_(cards_html.SUIT_NAMES[card.suit])} {card.rank.symbol}" in body


def test_app_runs_in_finnish_by_default() -> None:
    at = _app()
    assert not at.exception
    assert at.title[0].value == "Skruuvikoulu"
    assert at.session_state["lang"] == "fi"
    body = _html(at)
    assert "Pelaaja A" in body and "Keskikortit" in body and "pata" in body
    _assert_hands_shown(at, Form.ALKUPELIT, Seat.A, 1, "fi")
    assert at.button[0].label == "Uusi jako"
    assert at.query_params["lang"] == "fi"


def test_app_runs_in_english_from_query_param() -> None:
    at = _app("en")
    assert not at.exception
    assert at.session_state["lang"] == "en"
    body = _html(at)
    assert "Player A" in body and "Middle cards" in body and "spades" in body
    assert "Pelaaja" not in body
    _assert_hands_shown(at, Form.ALKUPELIT, Seat.A, 1, "en")
    assert at.button[0].label == "New deal"
    assert "Skruuvin käsikirja" in at.caption[0].value


def test_app_ignores_unknown_query_language() -> None:
    at = _app("sv")
    assert not at.exception
    assert at.session_state["lang"] == "fi"


def test_language_selector_switches_language() -> None:
    at = _app()
    at.button_group(key="lang").set_value("en").run()
    assert not at.exception
    assert "Player A" in _html(at)
    assert at.query_params["lang"] == "en"


def test_form_dealer_and_seed_controls() -> None:
    at = _app("en")
    at.button_group(key="form").set_value("kotkat")
    at.button_group(key="dealer").set_value("C")
    at.number_input(key="seed").set_value(42)
    at.run()
    assert not at.exception
    _assert_hands_shown(at, Form.KOTKAT, Seat.C, 42, "en")
    body = _html(at)
    assert "13 cards" in body and "No middle cards" in body
    assert "Player C (dealer)" in body


def test_new_deal_moves_seed_and_dealer() -> None:
    at = _app("en")
    at.button[0].click().run()
    assert not at.exception
    assert at.session_state["seed"] == 2
    assert at.session_state["dealer"] == "B"
    _assert_hands_shown(at, Form.ALKUPELIT, Seat.B, 2, "en")


# --- trainer/ui/cards_html.py -------------------------------------------------


def test_suit_colours() -> None:
    assert "sk-red" in suit_html(Suit.HEARTS) and "sk-red" in suit_html(Suit.DIAMONDS)
    assert "sk-black" in suit_html(Suit.SPADES) and "sk-black" in suit_html(Suit.CLUBS)
    assert 'aria-hidden="true"' in suit_html(Suit.HEARTS)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("fi", "pata A K 10 8 4; risti: ei kortteja; ruutu: ei kortteja; hertta A 6"),
        ("en", "spades A K 10 8 4; clubs: none; diamonds: none; hearts A 6"),
    ],
)
def test_hand_text(lang: str, expected: str) -> None:
    assert hand_text(parse_cards("♥6 ♠4 ♠A ♥A ♠K ♠10 ♠8"), Translator(lang)) == expected


def test_hand_html_escapes_markup() -> None:
    out = hand_html(
        [Card.parse("♥A")],
        label="<script>alert(1)</script>",
        aria_label='x" onmouseover="alert(1)',
        badge="<b>",
        count="&",
    )
    assert "<script>" not in out and "&lt;script&gt;" in out
    assert 'onmouseover="' not in out and "x&quot; onmouseover=&quot;alert(1)" in out
    assert "<b>" not in out and "&lt;b&gt;" in out
    assert "&amp;" in out


def test_table_html_lists_every_card_once() -> None:
    dealt = deal(Form.BOLSEVIKIT, Seat.D, 7)
    out = table_html(dealt, Translator("fi"), include_css=False)
    assert "<style>" not in out
    assert out.count('class="sk-seat ') == 4
    assert out.count('class="sk-card"') == 4
    assert "Pelaaja D (jakaja)" in out
    for seat, area in ((Seat.A, "south"), (Seat.B, "west"), (Seat.C, "north"), (Seat.D, "east")):
        assert f'sk-seat sk-{area}"><div class="sk-seat-name">Pelaaja {seat}' in out
