"""Every stable key the engine produces has a translatable template (trainer.texts)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from trainer.errors import IllegalActionError
from trainer.i18n import Translator
from trainer.signals import NOTE_TEMPLATES
from trainer.texts import REASONS, SCORE_ITEMS, error_text, note_text, score_item_text

ROOT = Path(__file__).resolve().parent.parent


def _string_args(path: Path, func: str) -> set[str]:
    """First string arguments of calls to ``func`` in a source file."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == func and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                out.add(arg.value)
    return out


def test_every_illegal_reason_has_a_template() -> None:
    """The phase machine's reasons (every error code: tests/test_error_catalogue.py)."""
    from tests.error_codes import scan

    reasons = {s.code.removeprefix("illegal_") for s in scan() if s.code.startswith("illegal_")}
    assert len(reasons) >= 20, "too few reasons found: the scan is broken"
    assert reasons <= set(REASONS), sorted(reasons - set(REASONS))


def test_every_score_item_key_has_a_template() -> None:
    keys = _string_args(ROOT / "trainer" / "scoring.py", "Item")
    assert keys and keys <= set(SCORE_ITEMS), sorted(keys - set(SCORE_ITEMS))


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_templates_format_with_their_params(lang: str) -> None:
    _ = Translator(lang)
    e = IllegalActionError("x", reason="must_follow", seat="B", suit="♥", card="♠2")
    assert "♠2" in error_text(e, _) and "B" in error_text(e, _)
    e = IllegalActionError("x", reason="insufficient", call="4♣", highest="4♦", becomes="5♣")
    assert "5♣" in error_text(e, _)
    assert "+25" in score_item_text("made", 25, {"contract": "5♦"}, _)
    assert "♦" in note_text("ended_block", {"suit": "♦"}, _)
    for key in NOTE_TEMPLATES:
        assert "{" not in note_text(key, dict.fromkeys(_placeholders(NOTE_TEMPLATES[key]), "♠"), _)


def _placeholders(template: str) -> list[str]:
    import string

    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


def test_unknown_reason_falls_back_to_the_engine_message() -> None:
    e = IllegalActionError("plain english", reason="something_new")
    assert error_text(e, Translator("fi")) == "plain english"
