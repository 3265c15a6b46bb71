"""docs/conventions.md is checked against the code, the tests and the handbook (issue 11, *Structure*).

Every row of the convention tables (§2) names the handbook section it teaches, the code that implements it
and the tests that check it.  A row is only worth reading if those names are true, so this test resolves
each one: every ``module.name`` in "Implemented by" is an attribute of that module of
:mod:`trainer.conventions` (or of :mod:`trainer`), every ``file.py::test_name`` in "Tests" is a test
function in that file, every *section* in "Handbook section" is a heading or phrase of the handbook, and a
row marked implemented names at least one test.  A renamed function or test, or a misspelt section, fails
here instead of leaving the documentation quietly wrong.
"""

from __future__ import annotations

import ast
import importlib
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from tests.handbook_text import HANDBOOK

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "conventions.md"


@dataclass(frozen=True)
class Row:
    line: int
    convention: str
    sections: str
    implemented_by: str
    tests: str
    status: str


def rows() -> list[Row]:
    """The five-column rows of §2's tables."""
    out: list[Row] = []
    in_section_2 = False
    for n, line in enumerate(DOC.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("## "):
            in_section_2 = line.startswith("## 2.")
        if not in_section_2 or not line.startswith("| ") or line.startswith("| ---"):
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if len(cells) != 5 or cells[0] == "Convention":
            continue
        out.append(Row(n, *cells))
    return out


CODE_NAME = re.compile(r"`([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+)(?:\(\))?`")
TEST_NAME = re.compile(r"`(test_\w+\.py)::(test_\w+)(?:\[[^\]]*\])?`")
SECTION = re.compile(r"\*([^*]+)\*")


def _has(obj: object, attr: str) -> bool:
    """An attribute, or a dataclass field without a default (not a class attribute)."""
    return hasattr(obj, attr) or attr in getattr(obj, "__dataclass_fields__", {})


def _resolve(dotted: str) -> bool:
    parts = dotted.split(".")
    if parts[0] == "trainer":
        parts = parts[1:]
    for package in ("trainer.conventions", "trainer"):
        for cut in range(len(parts), 0, -1):
            module_name = ".".join((package, *parts[:cut]))
            try:
                obj: object = importlib.import_module(module_name)
            except ModuleNotFoundError:
                continue
            for attr in parts[cut:]:
                if not _has(obj, attr):
                    break
                obj = getattr(obj, attr, None)
            else:
                return True
    return False


@cache
def _test_functions(file: str) -> frozenset[str]:
    path = ROOT / "tests" / file
    if not path.exists():
        return frozenset()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return frozenset(n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))


@cache
def _handbook() -> str:
    return " ".join(HANDBOOK.read_text(encoding="utf-8").split()).casefold()


def _in_handbook(section: str) -> bool:
    return all(part.strip().casefold() in _handbook() for part in section.split("/") if part.strip())


ROWS = rows()


def test_the_tables_are_read() -> None:
    assert len(ROWS) > 150  # about 200 conventions: a change of table format must not empty this test


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"line{r.line}")
def test_every_code_name_exists(row: Row) -> None:
    missing = [n for n in CODE_NAME.findall(row.implemented_by) if not n.endswith(".py") and not _resolve(n)]
    assert not missing, f"docs/conventions.md:{row.line}: no such code: {missing}"


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"line{r.line}")
def test_every_test_name_exists(row: Row) -> None:
    missing = [f"{f}::{t}" for f, t in TEST_NAME.findall(row.tests) if t not in _test_functions(f)]
    assert not missing, f"docs/conventions.md:{row.line}: no such test: {missing}"


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"line{r.line}")
def test_an_implemented_row_names_a_test(row: Row) -> None:
    if row.status.startswith("implemented"):
        assert (
            TEST_NAME.search(row.tests) or "property test" in row.tests or "no example test" in row.tests
        ), f"docs/conventions.md:{row.line}: implemented, but no test named"


@pytest.mark.skipif(not HANDBOOK.is_file(), reason="the handbook text is not available")
@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"line{r.line}")
def test_every_section_is_the_handbooks(row: Row) -> None:
    missing = [s for s in SECTION.findall(row.sections) if not _in_handbook(s)]
    assert not missing, f"docs/conventions.md:{row.line}: not a section of the handbook: {missing}"


def test_the_checks_can_fail() -> None:
    assert not _resolve("hand.HandEval.no_such_method") and _resolve("hand.HandEval.side_strength")
    assert _resolve("info.Info.bolshevik_forced") and _resolve("trainer.signals.decode")
    assert "no_such_test" not in _test_functions("test_conventions_core.py")
    if HANDBOOK.is_file():
        assert not _in_handbook("Ei tällaista lukua") and _in_handbook("Ensikierron väri")
