"""The named rules (trainer.conventions.rulebook; issue 11, *Structure*): sound, tested both ways, documented.

* Every registered rule names its handbook sections (each a heading or phrase of the handbook), a title
  the learner reads in both languages, and existing tests: at least one where it applies and one where it
  must not fire.
* Stronger: the named tests are run (``tests/rulebook_recorder.py`` records every rule-set evaluation), and
  each rule must fire in each of its "applies" tests, and in each of its "must not fire" tests its topic
  must be asked while the rule never fires.  :func:`test_the_check_can_fail` plants rules the check must
  reject.
* ``docs/conventions.md`` holds exactly the generated rows of the converted modules (of a module written
  as rules in part, ``rulebook.PARTLY``, the generated rows of each of its topics written as rules).
* Every advice of a converted module names its deciding rule, a registered rule of its topic.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.handbook_text import HANDBOOK
from tests.strategies import random_states
from tests.test_conventions_doc import DOC, _in_handbook, _resolve, _test_functions
from trainer.bids import Form
from trainer.conventions import (
    bidding_alkupelit,
    bidding_bolsevikit,
    bidding_kotkat,
    cardplay,
    discards,
    doubling,
    exchanges,
    leads,
    rulebook,
)
from trainer.conventions.advise import advise_point
from trainer.conventions.core import decision_point
from trainer.conventions.rulebook import REGISTRY, Rule
from trainer.i18n import t

ROOT = Path(__file__).resolve().parent.parent
rulebook.load()
RULES = list(REGISTRY.values())

Records = Mapping[str, list[list[Any]]]


def _split(name: str) -> tuple[str, str]:
    file, _, test = name.partition("::")
    return file, test


def test_rules_are_registered() -> None:
    assert len(RULES) >= 60  # doubling, bolsevikit and discards: a lost import must not empty these tests
    assert {r.module for r in RULES} == {*rulebook.CONVERTED, *rulebook.PARTLY}
    for module, topics in rulebook.PARTLY.items():  # a partly written module: only its listed topics
        assert {r.topic for r in RULES if r.module == module} == set(topics)


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_a_rule_names_its_tests_title_and_code(rule: Rule[Any, Any]) -> None:
    assert rule.condition.strip() and rule.advice.strip() and "\n" not in rule.condition + rule.advice
    if rule.status.startswith(("implemented", "partly")):
        assert rule.applies and rule.must_not, f"{rule.id}: a test where it applies and one where it must not"
    missing = [
        n for n in (*rule.applies, *rule.must_not) if _split(n)[1] not in _test_functions(_split(n)[0])
    ]
    assert not missing, f"{rule.id}: no such test: {missing}"
    assert not set(rule.applies) & set(rule.must_not)
    assert all(_resolve(c) for c in rule.code), rule.code
    for lang in ("fi", "en"):
        assert t(lang, rule.title).strip(), (rule.id, lang)
    assert t("fi", rule.title) != rule.title, f"{rule.id}: no Finnish title"


@pytest.mark.skipif(not HANDBOOK.is_file(), reason="the handbook text is not available")
@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_a_rules_sections_are_the_handbooks(rule: Rule[Any, Any]) -> None:
    assert rule.sections
    assert all(_in_handbook(s) for s in rule.sections), rule.sections


# --- the named tests, run -------------------------------------------------------------------------------


@cache
def _records() -> Records:
    """Run every test a rule names, recording which rules fired in each (one pytest run, ~10 s)."""
    names = sorted({n for r in RULES for n in (*r.applies, *r.must_not)})
    # a file of this run's own: two runs at once (a helper's and a CI run in one tree) must not mix records
    out = Path(tempfile.mkdtemp(prefix="rulebook-record-")) / "rulebook-record.json"
    env = {**os.environ, "RULEBOOK_RECORD": str(out)}
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "tests.rulebook_recorder", "-p", "no:randomly"]
    run = subprocess.run(
        [*cmd, *(f"tests/{n}" for n in names)], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    data: Records = json.loads(out.read_text(encoding="utf-8"))
    return data


def _by_test(records: Records) -> dict[str, tuple[set[str], set[str]]]:
    """For each test (``file.py::name``, parameters merged): the topics it asked and the rules that fired."""
    out: dict[str, tuple[set[str], set[str]]] = {}
    for node, evaluations in records.items():
        name = node.removeprefix("tests/").split("[")[0]
        topics, fired = out.setdefault(name, (set(), set()))
        for _ruleset, topic, _asked, ids in evaluations:
            topics.add(topic)
            fired.update(ids)
    return out


def problems(rules: Iterable[Rule[Any, Any]], records: Records) -> list[str]:
    """What is wrong with the rules' tests: an "applies" test that does not fire the rule, a "must not
    fire" test that does not ask its topic or fires it, or a rule that fires in none of its tests."""
    seen = _by_test(records)
    out = []
    for r in rules:
        for name in r.applies:
            if r.id not in seen.get(name, (set(), set()))[1]:
                out.append(f"{r.id}: {name} does not fire it")
        for name in r.must_not:
            topics, fired = seen.get(name, (set(), set()))
            if r.topic not in topics:
                out.append(f"{r.id}: {name} never asks the topic {r.topic}")
            elif r.id in fired:
                out.append(f"{r.id}: {name} fires it")
    return out


def test_every_rule_fires_where_it_applies_and_not_where_it_must_not() -> None:
    assert problems(RULES, _records()) == []


def test_the_check_can_fail() -> None:
    """A planted rule that never fires, a rule whose tests are swapped, and one whose "must not" asks another topic."""
    high = doubling.TRUMP_HIGH
    records = _records()
    never = replace(high, id="C00.planted", when=lambda c: False)
    assert problems([never], records) == [f"C00.planted: {name} does not fire it" for name in high.applies]
    swapped = replace(high, applies=high.must_not, must_not=high.applies)
    found = problems([swapped], records)
    assert any("does not fire it" in p for p in found) and any(p.endswith("fires it") for p in found)
    elsewhere = replace(bidding_bolsevikit.FIT, must_not=high.applies)
    assert any("never asks the topic" in p for p in problems([elsewhere], records))


# --- the document ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("module", rulebook.CONVERTED)
def test_the_document_holds_the_generated_rows(module: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    assert rulebook.document_block(text, module) == rulebook.markdown(module), (
        f"docs/conventions.md: regenerate with python -m trainer.conventions.rulebook --markdown {module}"
    )


@pytest.mark.parametrize(
    ("module", "topic"), [(m, t) for m, topics in rulebook.PARTLY.items() for t in topics]
)
def test_the_document_holds_the_generated_rows_of_a_topic(module: str, topic: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    assert rulebook.document_block(text, module, topic) == rulebook.markdown(module, topic), (
        "docs/conventions.md: regenerate with python -m trainer.conventions.rulebook"
        f" --markdown {module} --topic {topic}"
    )


def test_the_markdown_command(capsys: pytest.CaptureFixture[str]) -> None:
    rulebook.main(["--markdown", "doubling"])
    assert capsys.readouterr().out == rulebook.markdown("doubling") + "\n"
    rulebook.main(["--markdown", "exchanges", "--topic", exchanges.TOPIC_PASSI])
    out = capsys.readouterr().out
    assert out == rulebook.markdown("exchanges", exchanges.TOPIC_PASSI) + "\n"
    assert "C65.ace_best" in out and "C64.first_trump" not in out
    rulebook.main(["--list"])
    assert "C94.trump_high" in capsys.readouterr().out


# --- the advice names its rule ---------------------------------------------------------------------------


@pytest.mark.parametrize("form", list(Form), ids=str)
def test_advice_names_the_rule_that_decided_it(form: Form) -> None:
    asked = 0
    for seed in range(12):
        for state in random_states(form, seed):
            if state.to_act is None:
                continue
            point = decision_point(state)
            for module in (
                bidding_alkupelit,
                bidding_kotkat,
                doubling,
                bidding_bolsevikit,
                discards,
                leads,
                cardplay,
                exchanges,
            ):
                advice = module.advise(point)
                if advice is None:
                    continue
                if module is exchanges and advice.topic not in rulebook.PARTLY["exchanges"]:
                    assert advice.rules == ()  # the bolshevik's gives are not yet rules
                    continue
                asked += 1
                assert advice.rule is not None and all(r in REGISTRY for r in advice.rules), advice.rules
                assert {REGISTRY[r].topic for r in advice.rules} == {advice.topic}
                assert advice.to_json()["rules"] == list(advice.rules)
            other = advise_point(point)
            if other is not None and other.topic not in (
                bidding_alkupelit.TOPIC,
                bidding_kotkat.TOPIC,
                doubling.TOPIC,
                bidding_bolsevikit.TOPIC,
                discards.TOPIC,
                leads.TOPIC,
                cardplay.TOPIC,
                *rulebook.PARTLY["exchanges"],
            ):
                assert other.rules == () and "rules" not in other.to_json()  # not yet written as rules
    assert asked > 0
