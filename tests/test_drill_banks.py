"""The banks in quizzes/: every item re-derived by the engine and the conventions; a disagreement names file, id and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.drills import answer_of, check, drill_by_id
from trainer.drills.bank import banks, check_banks, load_banks

GOOD_CALL = """\
  - id: opener
    kind: call
    source: Ensimmäisen kierroksen maalaukset
    form: alkupelit
    dealer: A
    seat: A
    hand: ♠AK1084 ♥A6 ♦KQ5 ♣J3
    answer: {answer}
"""


def write(tmp_path: Path, body: str) -> Path:
    (tmp_path / "t.yaml").write_text("title: {fi: Testi, en: Test}\nitems:\n" + body, encoding="utf-8")
    return tmp_path


def test_every_bank_item_agrees_with_the_engine_and_the_conventions() -> None:
    problems = check_banks()
    assert problems == [], "\n".join(map(str, problems))
    assert banks().drills, "the banks are empty"


def test_bank_items_resolve_by_id_and_their_answer_is_right() -> None:
    for id, d in banks().drills.items():
        assert drill_by_id(id) is d
        assert check(d, str(banks().items[id].answer), evidence=False).correct, id
        assert check(d, answer_of(d), evidence=False).correct, id


def test_a_wrong_answer_fails_with_file_id_and_line(tmp_path: Path) -> None:
    b = load_banks(write(tmp_path, GOOD_CALL.format(answer="7G")))
    problems = check_banks(b)
    assert len(problems) == 1
    p = problems[0]
    assert p.file == "quizzes/t.yaml" and "opener" in p.where and p.line == 3
    assert "7G" in p.message and "1♠" in p.message


def test_a_missing_reason_and_a_bad_also_answer_are_named(tmp_path: Path) -> None:
    body = GOOD_CALL.format(answer="1♠") + "    also: [7G]\n    reasons: [no_such_reason]\n"
    problems = [p.message for p in check_banks(load_banks(write(tmp_path, body)))]
    assert any("also-answer 7G" in m for m in problems)
    assert any("no_such_reason" in m for m in problems)


def test_broken_items_are_skipped_and_reported_not_raised(tmp_path: Path) -> None:
    body = (
        GOOD_CALL.format(answer="1♠")
        + GOOD_CALL.format(answer="1♠")  # the same id twice
        + "  - id: nohand\n    kind: legal\n    source: Pelin eteneminen\n    led: ♠\n    answer: ♠2\n"
        + "  - id: badkind\n    kind: bridge\n    source: x\n    answer: 1\n"
    )
    b = load_banks(write(tmp_path, body))
    msgs = [str(p) for p in b.problems]
    assert any("same id" in m for m in msgs)
    assert any("nohand" in m and "hand" in m for m in msgs)
    assert any("kind" in m for m in msgs)
    assert list(b.drills) == ["t/opener"]


def test_an_unknown_handbook_section_is_a_problem(tmp_path: Path) -> None:
    body = GOOD_CALL.format(answer="1♠").replace("Ensimmäisen kierroksen maalaukset", "Bridge for beginners")
    assert any("not a handbook section" in p.message for p in check_banks(load_banks(write(tmp_path, body))))


def test_a_call_item_whose_auction_ends_on_another_seat_is_named(tmp_path: Path) -> None:
    body = GOOD_CALL.format(answer="1♠").replace("    answer:", "    auction: pass\n    answer:")
    problems = [str(p) for p in check_banks(load_banks(write(tmp_path, body)))]
    assert len(problems) == 1 and "B's turn, not A's" in problems[0] and "opener" in problems[0]


def test_drill_markers_in_lessons_must_name_a_drill() -> None:
    from trainer.lessons import check_marker, content

    c = content()
    assert check_marker("drill", "leads/trump-touching-honours", c) is None
    assert check_marker("drill", "gen.lead.kotkat.12", c) is None
    assert "no drill" in (check_marker("drill", "leads/no-such-item", c) or "")
    assert "not a drill id" in (check_marker("drill", "<b>", c) or "")


def test_the_lessons_report_counts_each_lessons_handbook_drills(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from trainer.lessons_report import main

    monkeypatch.setattr("sys.argv", ["lessons_report"])
    assert main() == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.strip().startswith("first-round-opener "))
    assert "drills: call " in line
