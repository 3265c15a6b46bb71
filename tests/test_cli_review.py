"""``python -m trainer review RECORD --seat S [--json]``: the issue's JSON, and clear errors."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from trainer.cli import main
from trainer.players import HandbookPlayer, RandomPlayer, play_deal
from trainer.records import dump


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("review") / "deal.yaml"
    dump(play_deal("alkupelit", [HandbookPlayer(), RandomPlayer()] * 2, random.Random(4)), path)
    return path


def test_json_is_the_issue_format(record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(record_file), "--seat", "B", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"decisions", "summary"}
    assert data["decisions"]
    for d in data["decisions"]:
        assert set(d) == {"step", "phase", "action", "grade", "recommended", "reasons", "dd_cost"}
        assert d["grade"] in ("recommended", "acceptable", "not_advised", "no_advice")
        assert d["dd_cost"] is None or (isinstance(d["dd_cost"], int) and d["dd_cost"] >= 0)
    assert data["summary"]["decisions"] == len(data["decisions"])


@pytest.mark.parametrize(("lang", "word"), [("en", "decisions"), ("fi", "ratkaisua")])
def test_text_summary_in_the_users_language(
    record_file: Path, capsys: pytest.CaptureFixture[str], lang: str, word: str
) -> None:
    assert main(["review", str(record_file), "--seat", "A", "--lang", lang]) == 0
    assert word in capsys.readouterr().out.splitlines()[-1]


def test_bad_seat_and_missing_file_are_one_line_errors(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(record_file), "--seat", "E", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "“E” is not a seat" in err and len(err.strip().splitlines()) == 1
    assert main(["review", str(record_file.with_name("none.yaml")), "--seat", "A", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "none.yaml" in err and len(err.strip().splitlines()) == 1
