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


# --- plurals: a number meets a noun through ngettext (review G11, G12) ----------------------------


@pytest.mark.parametrize(
    ("lang", "key", "points", "params", "want", "never"),
    [
        ("fi", "overtricks", 2, {"count": 1, "each": 2}, "1 ylitikki ×", "ylitikkiä"),
        ("fi", "overtricks", 4, {"count": 2, "each": 2}, "2 ylitikkiä ×", None),
        ("en", "overtricks", 2, {"count": 1, "each": 2}, "1 overtrick ×", "overtricks"),
        ("en", "overtricks", 4, {"count": 2, "each": 2}, "2 overtricks ×", None),
        ("fi", "pieti", -10, {"count": 1, "first": 10, "further": 5}, "1 pieti (", "pietiä"),
        ("fi", "pieti", -15, {"count": 2, "first": 10, "further": 5}, "2 pietiä (", None),
        ("en", "pieti", -15, {"count": 2, "first": 10, "further": 5}, "2 pieti (", "pietis"),
        ("fi", "pass_tricks", -1, {"pair": "AC", "count": 1, "factor": 1}, "A–C sai 1 tikin:", "×"),
        ("fi", "pass_tricks", -5, {"pair": "AC", "count": 5, "factor": 1}, "A–C sai 5 tikkiä:", "×"),
        ("en", "pass_tricks", -1, {"pair": "AC", "count": 1, "factor": 1}, "A–C took 1 trick:", "×"),
        ("en", "pass_tricks", 8, {"pair": "BD", "count": 8, "factor": 1}, "B–D took 8 tricks:", "×1"),
        (
            "en",
            "pass_tricks",
            24,
            {"pair": "BD", "count": 12, "factor": 2},
            "12 tricks, doubled (2 points",
            "BD",
        ),
        ("en", "revoke_penalty", 0, {"offender": "declarers", "before": 3, "after": 1}, "3 → 1 trick)", None),
    ],
)
def test_score_items_have_plural_forms(
    lang: str, key: str, points: int, params: dict[str, object], want: str, never: str | None
) -> None:
    text = score_item_text(key, points, params, Translator(lang))
    assert want in text, text
    assert never is None or never not in text, text


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_doubling_line_says_what_it_doubles(lang: str) -> None:
    """Review U12: not "×2 for doubling: -15" but what the double does and how much it adds."""
    _ = Translator(lang)
    text = score_item_text("factor", -15, {"factor": 2, "before": -15, "after": -30}, _)
    assert "×" not in text and "-15" in text and "-30" in text
    assert ("kaksinkertaistaa" if lang == "fi" else "twice") in text
    text = score_item_text("factor", 30, {"factor": 3, "seat": "A"}, _)
    assert "A" in text and ("kolminkertaisina" if lang == "fi" else "three times") in text


def test_no_catalog_message_writes_a_plural_as_s_in_brackets() -> None:
    """ "trick(s)" and "overtrick(s)" are programmer's plurals: ngettext says "1 trick, 2 tricks"."""
    from babel.messages.pofile import read_po

    with (ROOT / "locales" / "messages.pot").open("rb") as f:
        ids = [i for m in read_po(f) if m.id for i in ((m.id,) if isinstance(m.id, str) else m.id)]
    assert not [i for i in ids if "(s)" in i]


@pytest.mark.parametrize(
    ("lang", "tricks", "want"),
    [("fi", 1, "1 tikin;"), ("fi", 2, "2 tikkiä;"), ("en", 1, "1 trick to"), ("en", 2, "2 tricks to")],
)
def test_convention_reasons_have_plural_forms(lang: str, tricks: int, want: str) -> None:
    from trainer.conventions import leads  # noqa: F401  (registers the lead templates)
    from trainer.conventions.core import Reason
    from trainer.conventions.texts import reason_text

    reason = Reason("lead_goal_tricks", "AVAUSLYÖNTI", {"level": 8 - tricks, "tricks": tricks})
    assert want in reason_text(reason, Translator(lang))
    assert "(s)" not in reason_text(reason)
