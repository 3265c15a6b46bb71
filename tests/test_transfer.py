"""trainer.progress.transfer.read_export: an uploaded export is checked before json.loads."""

from __future__ import annotations

import json
import time

import pytest

from trainer.progress import ProgressError
from trainer.progress.transfer import MAX_DEPTH, MAX_EXPORT_BYTES, nesting_depth, read_export

EXPORT = {
    "format": "skruuvikoulu-progress",
    "version": 1,
    "learner": {"name": 'Aino [x](https://evil.example) {["', "created": "2025-03-01T17:40:12.512034+00:00"},
    "answers": [],
    "reviews": [],
}


def reason(raw: bytes) -> str:
    with pytest.raises(ProgressError) as e:
        read_export(raw)
    assert e.value.code == "bad_import"
    assert e.value.message.startswith("progress import: ")
    return str(e.value.params["reason"])


def test_a_real_export_is_read_as_is() -> None:
    raw = json.dumps(EXPORT, ensure_ascii=False, indent=1).encode()
    assert read_export(raw) == EXPORT
    assert read_export(b"\xef\xbb\xbf" + raw) == EXPORT  # a byte order mark is allowed
    assert nesting_depth(raw) == 2


def test_size_limit() -> None:
    big = b" " * (MAX_EXPORT_BYTES - 2) + b"{}"
    assert read_export(big) == {}
    with pytest.raises(ProgressError) as e:
        read_export(big + b" ")
    assert e.value.params["reason"] == "too_large"
    assert e.value.params["size"] == MAX_EXPORT_BYTES + 1 and e.value.params["limit"] == MAX_EXPORT_BYTES


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 100_000])
def test_deep_nesting_is_refused_before_parsing(depth: int) -> None:
    raw = b'{"learner":' + b"[" * (depth - 1) + b"]" * (depth - 1) + b"}"
    assert reason(raw) == "too_deep"
    assert reason(b"{" * depth) == "too_deep"  # unbalanced too: refused before json.loads sees it


def test_nesting_up_to_the_limit_is_parsed() -> None:
    raw = b"[" * MAX_DEPTH + b"]" * MAX_DEPTH
    assert isinstance(read_export(raw), list)


def test_brackets_inside_strings_do_not_count() -> None:
    raw = json.dumps({"a": "[" * 1000 + '\\"{' * 100, "b": ["]]]]"]}).encode()
    assert nesting_depth(raw) == 2
    assert isinstance(read_export(raw), dict)


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        (b"", "empty"),
        (b'{"format": "\xff\xfe"}', "not_utf8"),
        (b"{", "not_json"),
        (b"{'a': 1}", "not_json"),
        (b'{"seconds": NaN}', "not_json"),
        (b'{"seconds": Infinity}', "not_json"),
        (b"[" + b"9" * 5000 + b"]", "not_json"),  # int() refuses more than 4300 digits
    ],
)
def test_other_bad_files_name_what_is_wrong(raw: bytes, why: str) -> None:
    assert reason(raw) == why


def test_the_error_says_where_json_breaks() -> None:
    with pytest.raises(ProgressError) as e:
        read_export(b'{\n  "a": 1,\n  "b": \n}')
    assert (e.value.params["line"], e.value.params["column"]) == (4, 1)


def test_the_depth_scan_is_linear_and_fast() -> None:
    start = time.perf_counter()
    assert nesting_depth(b"[]" * 2_000_000) == 1
    assert nesting_depth(b'"' + b"[" * 4_000_000 + b'"') == 0
    assert time.perf_counter() - start < 5.0
