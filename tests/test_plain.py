"""trainer.ui.plain.literal_md: outside text shown literally by Streamlit's Markdown."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.ui.plain import REPLACEMENT, WORD_JOINER, literal_md

HOSTILE = [
    "[restore it here](https://evil.example/restore)",
    "![](https://evil.example/pixel.png)",
    "<https://evil.example/angle>",
    "https://evil.example/autolinked",
    "www.evil.example/w",
    "mail@evil.example",
    "$\\rule{4000px}{4000px}$",
    "$$x^2$$",
    ":red[REDTEXT]",
    ":blue-background[x] :small[y] :material/home: :smile: :+1: :streamlit:",
    "**bold** __bold__ *em* _em_ ~~del~~ `code` ```fence```",
    "\\*not em\\* \\\\ \\",
    "<img src=x onerror=alert(1)> <script>alert(1)</script>",
    "&amp; &#36; &lt;",
    "# heading",
    "1. item",
    "- item",
    "> quote",
    "| a | b |",
    "[x]: https://evil.example/ref",
    "[x][y]",
    "x\n\n    indented code\n===",
    "    four spaces",
    'Aino-Liisa O\'Brien ("Ainikki")',
]

# What Streamlit's Markdown does to the text of a parsed node (from its bundle, 1.67): GFM autolink
# literals, e-mail autolinks, emoji shortcodes (and the test that loads the emoji plugin at all).
AUTOLINK = re.compile(r"(https?://|www(?=\.))([-.\w]+)([^ \t\r\n]*)", re.IGNORECASE)
EMAIL = re.compile(r"([-.\w+]+)@([-\w]+(?:\.[-\w]+)+)")
EMOJI = re.compile(r":(?!material/|streamlit:)[\w+-][\w_+-]*:")


def text_node(md: str) -> str:
    """The text CommonMark makes of ``md`` when it is all backslash escapes and plain characters."""
    return re.sub(r"\\(.)", r"\1", md)


# The output is plain characters and "joiner, backslash, punctuation" triples, nothing else.
SAFE = re.compile(r"(?:[^!-/:-@\[-`{-~]|\u2060\\[!-/:-@\[-`{-~])*")


@pytest.mark.parametrize("text", HOSTILE)
def test_every_punctuation_character_is_escaped_and_joined(text: str) -> None:
    assert SAFE.fullmatch(literal_md(text)), literal_md(text)


@pytest.mark.parametrize("text", HOSTILE)
def test_the_parsed_text_is_the_value_and_triggers_no_text_transform(text: str) -> None:
    md = literal_md(text)
    node = text_node(md)
    shown = node.replace(WORD_JOINER, "").replace("\u00a0", " ")
    expected = re.sub(r"[\n\r\t]+", " ", text)
    assert shown == expected
    assert AUTOLINK.search(node) is None, node
    assert EMAIL.search(node) is None, node
    assert EMOJI.search(node) is None and EMOJI.search(md) is None, node
    assert ":material/" not in md  # Streamlit rewrites this in the source before parsing
    assert "\n" not in md and not md.startswith(" ")


def test_examples() -> None:
    assert literal_md("Aino") == "Aino"
    assert literal_md("**x**") == f"{WORD_JOINER}\\*{WORD_JOINER}\\*x{WORD_JOINER}\\*{WORD_JOINER}\\*"
    assert literal_md("a\\b") == f"a{WORD_JOINER}\\\\b"
    assert literal_md("a\u202eb\x00c\x1bd") == f"a{REPLACEMENT}b{REPLACEMENT}c{REPLACEMENT}d"
    assert literal_md("ä" * 100, max_chars=80) == "ä" * 80 + "…"
    assert literal_md(42) == "42"


@given(st.text(max_size=200))
def test_any_text_round_trips_through_the_escape(text: str) -> None:
    md = literal_md(text)
    assert SAFE.fullmatch(md)
    assert "\n" not in md and "\r" not in md
    shown = text_node(md).replace(WORD_JOINER, "")
    assert len(shown) == len(text) or "\r\n" in text or re.search(r"[\t\n\r\v\f\x85\u2028\u2029]{2}", text)
    assert AUTOLINK.search(text_node(md)) is None
    assert EMOJI.search(text_node(md)) is None
