"""``trainer.yamlio.load_yaml``: anchors and aliases refused (F10 of the 2026-11 reliability review), size limits."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from trainer.errors import RecordError
from trainer.yamlio import MAX_CHARS, MAX_DEPTH, load_yaml

ROOT = Path(__file__).resolve().parent.parent


def _bomb(levels: int) -> str:
    """The review's billion-laughs document (``t6_yaml_bomb.py``): 7 levels are 370 bytes, 10**7 strings."""
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 10) + "]")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("levels", [7, 8, 20])
def test_alias_bomb_is_refused_at_once(levels: int) -> None:
    text = _bomb(levels)
    assert levels != 7 or len(text.encode()) == 370
    t0 = time.perf_counter()
    with pytest.raises(RecordError) as e:
        load_yaml(text, "bomb.yaml")
    assert time.perf_counter() - t0 < 0.5
    assert e.value.code == "yaml_alias" and e.value.file == "bomb.yaml" and e.value.line == 1
    assert str(e.value) == "bomb.yaml, line 1: anchors (&a0) are not allowed: write the value out"


def test_an_alias_alone_and_an_anchor_alone_are_refused_with_their_line() -> None:
    with pytest.raises(RecordError) as e:
        load_yaml(
            "a: 1\nb: *x\n", "x.yaml"
        )  # an alias to nothing is refused as an alias, before PyYAML's error
    assert e.value.code == "yaml_alias" and e.value.line == 2 and "*x" in str(e.value)
    with pytest.raises(RecordError) as e:
        load_yaml("a: 1\nb:\n  - &keep {c: 2}\n", "x.yaml")
    assert e.value.code == "yaml_alias" and e.value.line == 3 and "&keep" in str(e.value)


def test_merge_keys_need_aliases_and_are_refused() -> None:
    with pytest.raises(RecordError) as e:
        load_yaml("base: &b {x: 1}\nother:\n  <<: *b\n", "x.yaml")
    assert e.value.code == "yaml_alias"


def test_deep_nesting_is_refused_not_a_recursion_error() -> None:
    load_yaml("[" * MAX_DEPTH + "]" * MAX_DEPTH, "ok.yaml")
    for depth in (MAX_DEPTH + 1, 5000):
        with pytest.raises(RecordError) as e:
            load_yaml("x:\n  " + "[" * depth + "]" * depth + "\n", "deep.yaml")
        assert e.value.code == "yaml_too_deep" and e.value.line == 2


def test_a_too_large_document_is_refused_before_parsing() -> None:
    with pytest.raises(RecordError) as e:
        load_yaml("a: " + "x" * MAX_CHARS, "big.yaml")
    assert e.value.code == "yaml_too_large" and str(e.value).startswith("big.yaml: the file has")


def test_a_huge_integer_is_a_record_error_not_a_value_error_from_int() -> None:
    with pytest.raises(RecordError) as e:
        load_yaml("a: 1\nb: " + "9" * 5000 + "\n", "n.yaml")
    assert e.value.code == "yaml_number_too_long" and e.value.line == 2
    assert load_yaml("b: " + "9" * 100 + "\n", "n.yaml")[0] == {"b": int("9" * 100)}
    assert load_yaml("b: '" + "9" * 5000 + "'\n", "n.yaml")[0] == {"b": "9" * 5000}  # quoted: text


def test_normal_documents_still_load_with_their_line_map() -> None:
    data, lines = load_yaml("title: on\nplay:\n  - [♠A, ♠K]\n  - x: yes\n", "ok.yaml")
    assert data == {"title": "on", "play": [["♠A", "♠K"], {"x": "yes"}]}
    assert lines[("play", 1, "x")] == 4 and lines[("play", 0)] == 3
    with pytest.raises(RecordError) as e:
        load_yaml("a: 1\na: 2\n", "dup.yaml")
    assert e.value.code == "duplicate_key" and e.value.line == 2


def test_every_shipped_yaml_file_loads() -> None:
    """No lesson, quiz or deal record uses anchors, nests too deep or is too large."""
    files = sorted(p for d in ("lessons", "quizzes") for p in (ROOT / d).rglob("*.yaml"))
    assert len(files) > 10
    for p in files:
        load_yaml(p.read_text(encoding="utf-8"), p.name)
