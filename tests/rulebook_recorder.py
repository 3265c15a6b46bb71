"""A pytest plugin that records which named rules each test fired (``tests/test_rulebook.py`` runs it).

``RULEBOOK_RECORD=path pytest -p tests.rulebook_recorder TESTS`` writes, for every test run, the
rule-set evaluations of :func:`trainer.conventions.rulebook.recording` as JSON: ``{nodeid: [[ruleset,
topic, asked, fired], ...]}``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Generator
from typing import Any

import pytest

from trainer.conventions.rulebook import recording

_RECORDS: dict[str, list[list[Any]]] = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    with recording() as log:
        yield
    _RECORDS[item.nodeid] = [[e.ruleset, e.topic, list(e.asked), list(e.fired)] for e in log]


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = os.environ.get("RULEBOOK_RECORD")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(_RECORDS, f, ensure_ascii=False, indent=0, sort_keys=True)
