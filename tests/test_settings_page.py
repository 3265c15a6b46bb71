"""The Settings page (AppTest), the display settings on every page, and the four-colour suit CSS."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from trainer.cards import Card, Suit
from trainer.ui.cards_html import (
    FOUR_COLOUR_CSS,
    FOUR_COLOURS,
    SUIT_CLASSES,
    SUIT_CSS,
    TABLE_CSS,
    card_html,
    suit_colour_css,
    suit_html,
)
from trainer.ui.session import FOUR_COLOUR, LARGE_TEXT, LARGE_TEXT_CSS, settings_css

ROOT = Path(__file__).resolve().parent.parent
APP = str(ROOT / "app.py")
PAGE = "app_pages/settings.py"


def open_settings(**params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    at.switch_page(PAGE).run()
    assert not at.exception, at.exception
    return at


def run(**params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def styles(at: AppTest) -> str:
    return "\n".join(h.proto.body for h in at.html)


def param(at: AppTest, name: str) -> str | None:
    value = at.query_params.get(name)
    if isinstance(value, list):
        return value[0] if value else None
    return value


# --- the four-colour CSS (no Streamlit) ---------------------------------------------------------


def test_every_suit_symbol_has_its_own_class() -> None:
    for suit in Suit:
        html = suit_html(suit)
        assert SUIT_CLASSES[suit] in html and suit.symbol in html  # the symbol stays with any colours
        assert ("sk-red" if suit.is_red else "sk-black") in html
    assert "sk-diamonds" in card_html(Card.parse("♦K"))


def _colours(css: str) -> dict[str, str]:
    return dict(re.findall(r"--(sk-[a-z]+):(#[0-9a-f]{6})", css))


def test_two_colours_by_default() -> None:
    css = suit_colour_css(four_colour=False)
    assert css == SUIT_CSS and FOUR_COLOUR_CSS not in css
    fallbacks = dict(re.findall(r"var\(--(sk-[a-z]+),(#[0-9a-f]{6})\)", css))
    assert fallbacks == {
        "sk-spades": "#1b1b1b",
        "sk-clubs": "#1b1b1b",
        "sk-diamonds": "#c8102e",
        "sk-hearts": "#c8102e",
    }
    assert SUIT_CSS in TABLE_CSS  # a table on its own is coloured too


def test_four_colour_css_is_the_common_four_colour_deck() -> None:
    css = suit_colour_css(four_colour=True)
    assert css.startswith(SUIT_CSS) and FOUR_COLOUR_CSS in css
    assert _colours(css) == {SUIT_CLASSES[s]: FOUR_COLOURS[s] for s in Suit}
    assert len(set(FOUR_COLOURS.values())) == 4
    black, red = FOUR_COLOURS[Suit.SPADES], FOUR_COLOURS[Suit.HEARTS]
    assert (black, red) == ("#1b1b1b", "#c8102e")
    # ♦ blue, ♣ green: the largest channel tells the hue
    d, c = FOUR_COLOURS[Suit.DIAMONDS], FOUR_COLOURS[Suit.CLUBS]
    assert max(range(3), key=lambda i: int(d[1 + 2 * i : 3 + 2 * i], 16)) == 2
    assert max(range(3), key=lambda i: int(c[1 + 2 * i : 3 + 2 * i], 16)) == 1


def _luminance(colour: str) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(int(colour[i : i + 2], 16) / 255) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("suit", list(Suit))
def test_four_colours_have_accessible_contrast_on_a_card(suit: Suit) -> None:
    light, dark = sorted((_luminance("#fdfdfb"), _luminance(FOUR_COLOURS[suit])), reverse=True)
    assert (light + 0.05) / (dark + 0.05) >= 4.5  # WCAG AA for text


def test_settings_css() -> None:
    assert settings_css({}) == SUIT_CSS
    assert LARGE_TEXT_CSS in settings_css({LARGE_TEXT: True}) and "125%" in LARGE_TEXT_CSS
    both = settings_css({LARGE_TEXT: True, FOUR_COLOUR: True})
    assert FOUR_COLOUR_CSS in both and LARGE_TEXT_CSS in both


# --- the page ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "title", "profile"),
    [("fi", "Asetukset", "Oppijaprofiili"), ("en", "Settings", "Learner profile")],
)
def test_settings_page_renders_in_both_languages(lang: str, title: str, profile: str) -> None:
    at = open_settings(lang=lang)
    assert title in at.title[0].value
    assert any(profile in s.value for s in at.subheader)
    no_profile = {
        "fi": "Tällä laitteella ei ole avattuna oppijaprofiilia.",
        "en": "No learner profile is open on this device.",
    }
    assert any(m.value == no_profile[lang] for m in at.markdown)  # and the way to the Progress page
    assert [t.value for t in at.toggle] == [False, False]
    assert at.session_state["lang"] == lang


def test_settings_are_off_by_default() -> None:
    at = run(lang="en")
    css = styles(at)
    assert SUIT_CSS in css and FOUR_COLOUR_CSS not in css and LARGE_TEXT_CSS not in css
    assert param(at, "text") is None and param(at, "suits") is None


def test_toggling_larger_text_changes_the_css_and_the_address() -> None:
    at = open_settings(lang="en")
    at.toggle(key="settings-large_text").set_value(True).run()
    assert not at.exception
    assert LARGE_TEXT_CSS in styles(at) and FOUR_COLOUR_CSS not in styles(at)
    assert param(at, "text") == "large"
    at.toggle(key="settings-large_text").set_value(False).run()
    assert LARGE_TEXT_CSS not in styles(at) and param(at, "text") is None


def test_toggling_four_colour_suits_changes_the_css_and_the_address() -> None:
    at = open_settings(lang="fi")
    at.toggle(key="settings-four_colour").set_value(True).run()
    assert not at.exception
    assert FOUR_COLOUR_CSS in styles(at) and LARGE_TEXT_CSS not in styles(at)
    assert param(at, "suits") == "4"
    at.toggle(key="settings-four_colour").set_value(False).run()
    assert FOUR_COLOUR_CSS not in styles(at) and param(at, "suits") is None


def test_deep_link_applies_both_settings_on_every_page() -> None:
    at = run(lang="en", text="large", suits="4")
    assert LARGE_TEXT_CSS in styles(at) and FOUR_COLOUR_CSS in styles(at)
    assert at.session_state["large_text"] and at.session_state["four_colour"]
    for page in ("app_pages/lessons.py", "app_pages/glossary.py", "app_pages/deals.py", PAGE):
        at.switch_page(page).run()
        assert not at.exception, (page, at.exception)
        assert LARGE_TEXT_CSS in styles(at) and FOUR_COLOUR_CSS in styles(at), page
    assert [t.value for t in at.toggle] == [True, True]  # the settings page shows them on


def test_settings_are_kept_for_the_session_after_leaving_the_page() -> None:
    at = open_settings(lang="en")
    at.toggle(key="settings-four_colour").set_value(True).run()
    at.switch_page("app_pages/home.py").run()
    assert FOUR_COLOUR_CSS in styles(at)
    at.query_params.pop("suits", None)  # a link without ?suits= keeps the choice
    at.run()
    assert FOUR_COLOUR_CSS in styles(at)
    at.switch_page(PAGE).run()
    assert [t.value for t in at.toggle] == [False, True]


def test_a_link_turns_a_setting_off_again() -> None:
    at = run(lang="en", text="large")
    assert LARGE_TEXT_CSS in styles(at)
    at.query_params["text"] = "normal"
    at.run()
    assert LARGE_TEXT_CSS not in styles(at) and param(at, "text") is None


def test_unknown_setting_values_are_ignored() -> None:
    at = run(lang="en", text="huge", suits="7")
    assert LARGE_TEXT_CSS not in styles(at) and FOUR_COLOUR_CSS not in styles(at)


def test_lesson_cards_follow_the_four_colour_setting() -> None:
    at = run(lang="en", lesson="tricks", suits="4")
    body = styles(at)
    assert "sk-card" in body and ("sk-diamonds" in body or "sk-clubs" in body)
    assert FOUR_COLOUR_CSS in body


def test_language_switch_on_the_settings_page_is_the_session_language() -> None:
    at = open_settings(lang="fi")
    assert at.title[0].value.endswith("Asetukset")
    at.segmented_control(key="settings-lang").set_value("en").run()
    assert not at.exception
    assert at.session_state["lang"] == "en" and at.title[0].value.endswith("Settings")
    assert param(at, "lang") == "en"
    assert at.segmented_control(key="lang").value == "en"  # the sidebar switch follows
    at.segmented_control(key="lang").set_value("fi").run()
    assert at.title[0].value.endswith("Asetukset")
    assert at.segmented_control(key="settings-lang").value == "fi"


def test_page_bench_runs_on_one_page() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "trainer.ui.page_bench",
            "--runs",
            "1",
            "--pages",
            "settings",
            "--no-cold-start",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    result = json.loads(out.stdout)
    for lang in ("fi", "en"):
        entry = result["pages"]["settings"][lang]
        assert entry["n"] == 1 and entry["median"] > 0


def test_links_in_lesson_text_keep_the_settings() -> None:
    """A plain link starts a new session: it must carry the language and the settings that are on."""
    from trainer.i18n import Translator
    from trainer.lessons import content
    from trainer.ui.markup import text_html

    html = text_html("See [[term:pieti]] and [[lesson:tricks]].", "fi", Translator("fi"), content(),
                     {"text": "large", "suits": "4"})  # fmt: skip
    assert html.count("lang=fi&amp;text=large&amp;suits=4") == 2
    plain = text_html("[[lesson:tricks]]", "en", Translator("en"), content())
    assert 'href="lessons?lesson=tricks&amp;lang=en"' in plain


def test_glossary_links_carry_the_settings_on_the_page() -> None:
    at = run(lang="en", term="pieti", text="large")
    assert not at.exception
    body = "\n".join(h.proto.body for h in at.html)
    assert "text=large" in body


def test_suits_in_titles_are_coloured_two_or_four_ways() -> None:
    from trainer.ui.markup import suits_markdown

    red, blue, green = (f'{{foreground="{c}"}}' for c in ("#c8102e", "#0050b3", "#0a6b2e"))
    assert suits_markdown("A tail-cup 5♥") == f"A tail-cup 5:color[♥]{red}"
    assert suits_markdown("♠ ♣ ♦ ♥") == f"♠ ♣ :color[♦]{red} :color[♥]{red}"
    assert suits_markdown("♠ ♣ ♦ ♥", four_colour=True) == f"♠ :color[♣]{green} :color[♦]{blue} :color[♥]{red}"
    assert suits_markdown("no suits") == "no suits"
