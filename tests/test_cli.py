"""``python -m trainer``: the public JSON formats, exit codes and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def js(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, object]]:
    code, out, _ = run(capsys, *argv, "--json")
    return code, json.loads(out)


def test_deal_json_format(capsys: pytest.CaptureFixture[str]) -> None:
    code, d = js(capsys, "deal", "--form", "alkupelit", "--seed", "1", "--dealer", "B")
    assert code == 0 and list(d) == ["form", "dealer", "hands", "middle"]
    assert d["form"] == "alkupelit" and d["dealer"] == "B"
    hands = d["hands"]
    assert isinstance(hands, dict) and list(hands) == ["A", "B", "C", "D"]
    assert all(len(h) == 12 for h in hands.values()) and len(d["middle"]) == 4  # type: ignore[arg-type]
    _, again = js(capsys, "deal", "--form", "alkupelit", "--seed", "1", "--dealer", "B")
    assert again == d
    _, k = js(capsys, "deal", "--form", "kotkat", "--seed", "1")
    assert k["middle"] == [] and all(len(h) == 13 for h in k["hands"].values())  # type: ignore[attr-defined]


def test_auction_json_handbook_ace_rounds(capsys: pytest.CaptureFixture[str]) -> None:
    calls = "1♠ pass 1♦ pass; pass pass pass pass; 1♥ pass 2♦ pass; 3♠ pass pass pass; 4♠" + " pass" * 8
    code, a = js(capsys, "auction", "--form", "alkupelit", "--dealer", "A", calls)
    assert code == 0
    assert list(a) == [
        "calls", "over", "passimisaari", "highest", "lifter", "main_pair", "next",
        "defenders_exchange", "corrections", "errors",
    ]  # fmt: skip
    assert a["over"] is True and a["highest"] == "4♠" and a["lifter"] == "A" and a["main_pair"] == "AC"
    assert a["next"] is None and a["defenders_exchange"] is True and a["passimisaari"] is False


def test_auction_corrections_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, a = js(capsys, "auction", "--form", "alkupelit", "--dealer", "A", "4D,4C")
    assert code == 0 and a["calls"] == ["4♦", "5♣"]
    assert a["corrections"] == [{"index": 1, "call": "4♣", "becomes": "5♣"}] and a["next"] == "C"
    code, a = js(capsys, "auction", "--form", "kotkat", "--dealer", "C", "1H")
    assert a["calls"] == ["6♥"] and a["corrections"][0]["becomes"] == "6♥"  # type: ignore[index]
    code, a = js(capsys, "auction", "--form", "alkupelit", "--dealer", "A", "7H 7C")
    assert code == 1 and a["errors"] == [{"index": 1, "call": "7♣", "reason": "insufficient"}]
    code, a = js(capsys, "auction", "--form", "alkupelit", "--dealer", "A", "p p p p p")
    assert code == 1 and a["passimisaari"] is True and a["errors"][0]["reason"] == "auction_over"  # type: ignore[index]
    code, a = js(capsys, "auction", "--form", "alkupelit", "--dealer", "D", "1S X")
    assert code == 1 and a["errors"][0]["reason"] == "no_double_now"  # type: ignore[index]


def test_auction_pre_empt_no_defenders_exchange(capsys: pytest.CaptureFixture[str]) -> None:
    _code, a = js(capsys, "auction", "--form", "alkupelit", "--dealer", "A", "1♠ p p 6 misääri" + " p" * 8)
    assert a["lifter"] == "D" and a["main_pair"] == "BD" and a["defenders_exchange"] is False


def test_decode_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, d = js(capsys, "decode", "--form", "kotkat", "♣A", "♣4", "♣7", "♥K")
    assert code == 0
    assert list(d) == [
        "cards", "ended", "continues", "misere_ok", "wishes", "avoid", "ace_signal", "ambiguous", "explanation",
    ]  # fmt: skip
    assert (
        d["ended"] == ["♥"] and d["continues"] == ["♣"] and d["wishes"] == ["♦"] and d["misere_ok"] is False
    )


def test_score_json(capsys: pytest.CaptureFixture[str]) -> None:
    _, s = js(capsys, "score", "--form", "alkupelit", "--contract", "5D", "--tricks", "9", "--double")
    assert (s["declarers"], s["defenders"]) == (-20, 20) and isinstance(s["breakdown"], list)
    _, s = js(
        capsys,
        "score",
        "--form",
        "kotkat",
        "--contract",
        "6 misääri",
        "--tricks",
        "1",
        "--aces",
        "3:decl,9:def",
    )
    assert s["declarers"] == 20 - 3 + 9
    _, s = js(
        capsys, "score", "--form", "alkupelit", "--contract", "pass", "--tricks", "5", "--aces", "3:AC,9:BD"
    )
    assert (s["AC"], s["BD"]) == (3 - 3 + 9, -9) and list(s) == ["AC", "BD", "breakdown"]
    _, s = js(
        capsys, "score", "--form", "bolsevikit", "--contract", "7M", "--declarer", "A", "--tricks", "0",
        "--aces", "1:def,4:def,5:def,10:def", "--doubled-by", "B",
    )  # fmt: skip
    assert s["players"] == {"A": 140, "B": -60, "C": -40, "D": -40}


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "--form", "bridge"],
        ["deal", "--form", "kotkat", "--dealer", "E"],
        ["deal", "--form", "kotkat", "--seed", "x"],
        ["auction", "--form", "alkupelit", "--dealer", "A", "5X"],
        ["decode", "--form", "alkupelit", "♠A", "♠K"],
        ["decode", "--form", "bolsevikit", "♠A", "♠K", "♠Q", "♠J"],
        ["score", "--form", "alkupelit", "--contract", "5D", "--tricks", "14"],
        ["score", "--form", "alkupelit", "--contract", "4D", "--tricks", "10"],
        ["score", "--form", "alkupelit", "--contract", "5D", "--tricks", "11", "--aces", "3:decl"],
        ["score", "--form", "alkupelit", "--contract", "6M", "--tricks", "1", "--aces", "3:me"],
        ["score", "--form", "bolsevikit", "--contract", "7M", "--tricks", "0"],
        ["bench", "--seconds", "0"],
        ["nonsense"],
        [],
    ],
)
def test_bad_arguments_one_line_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_human_output_in_both_languages(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    code, out, _ = run(capsys, "auction", "--form", "alkupelit", "--dealer", "A", "p p p p", "--lang", lang)
    assert code == 0 and "passimisääri" in out
    code, out, _ = run(
        capsys, "score", "--form", "alkupelit", "--contract", "5D", "--tricks", "11", "--lang", lang
    )
    assert code == 0 and "+25" in out
    code, out, _ = run(capsys, "decode", "--form", "alkupelit", "♦5", "♥7", "♥Q", "♥K", "--lang", lang)
    assert code == 0 and "♦" in out


def test_module_entry_point_runs() -> None:
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "trainer",
            "score",
            "--form",
            "kotkat",
            "--contract",
            "6G",
            "--tricks",
            "12",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 0 and json.loads(p.stdout)["declarers"] == 35


_WORDS = ["deal", "auction", "decode", "score", "bench", "--form", "alkupelit", "kotkat", "bolsevikit", "--dealer",
          "A", "E", "--seed", "-1", "7", "--json", "--lang", "sv", "--contract", "pass", "5D", "7M", "--tricks", "13",
          "14", "--aces", "3:decl", "x:y", "--declarer", "--doubled-by", "B,Q", "--double", "--redouble", "♠A",
          "♣4", "♥K", "1♠", "p", "--seconds", "nan", "--revoke", "AC", ""]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_WORDS), st.text(max_size=6)), max_size=10))
def test_fuzz_arguments_never_traceback(argv: list[str]) -> None:
    if "bench" in argv:
        return  # bench runs for seconds; its argument checks are covered above
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    assert code in (0, 1, 2)
    assert "Traceback" not in err.getvalue()


@pytest.mark.parametrize(
    ("argv", "fi", "en"),
    [
        (["deal"], "puuttuu: --form", "missing: --form"),
        (["deal", "--form", "x"], "ei ole pelimuoto", "is not a form"),
        (
            ["deal", "--form", "kotkat", "--seed", "x"],
            "--seed: ”x” ei ole kokonaisluku",
            "--seed: “x” is not a whole number",
        ),
        (["nope"], "”nope” ei ole komento", "“nope” is not a command"),
        (
            ["deal", "--form", "kotkat", "--bogus"],
            "tuntemattomia argumentteja: --bogus",
            "not understood: --bogus",
        ),
        (
            ["decode", "--form", "alkupelit", "♠A", "♠A", "♠K", "♠Q"],
            "♠A on annettu kahdesti",
            "♠A is given twice",
        ),
        (["deal", "--form", "kotkat", "--dealer", "E"], "”E” ei ole paikka", "“E” is not a seat"),
    ],
)
def test_errors_speak_the_users_language(
    capsys: pytest.CaptureFixture[str], argv: list[str], fi: str, en: str
) -> None:
    """Finnish by default, English with --lang en, also for argparse's own messages (read before parsing)."""
    code, _out, err = run(capsys, *argv)
    assert code == 2 and fi in err, err
    code, _out, err = run(capsys, *argv, "--lang", "en")
    assert code == 2 and en in err, err


def test_an_unknown_argparse_wording_is_passed_through() -> None:
    from trainer.cli import usage_text
    from trainer.i18n import Translator

    assert usage_text("something argparse never said", Translator("fi")) == "something argparse never said"
