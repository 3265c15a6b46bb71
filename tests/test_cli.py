"""``python -m trainer``: the public JSON formats, exit codes and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.cli import DEBUG_ENV, EXIT_INTERNAL, UsageError, decimal_number, main, shown, whole_number


@pytest.fixture(autouse=True, scope="module")
def _bugs_raise() -> object:
    """An unexpected exception in the CLI is raised here, not turned into its one-line report."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(DEBUG_ENV, "1")
        yield


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
        code = main(argv)  # a bug raises here (DEBUG_ENV is set)
    assert code in (0, 1, 2)
    assert "Traceback" not in err.getvalue()
    if code == 2:
        assert err.getvalue().count("\n") == 1, err.getvalue()


# --- F9 of the 2026-11 reliability review: digit look-alikes, huge numbers, control characters -------------

_SCORE = ["score", "--form", "alkupelit", "--contract", "6M", "--declarer", "A", "--tricks", "2"]
_NINES = "9" * 5000


@pytest.mark.parametrize(
    "argv",
    [
        [*_SCORE, "--aces", "²:decl"],
        [*_SCORE, "--aces", "⁹:decl"],
        [*_SCORE, "--aces", "٣:decl"],
        [*_SCORE, "--aces", f"{_NINES}:decl"],
        [*_SCORE, "--aces", "-3:decl"],
        [*_SCORE[:-1], "²"],
        [*_SCORE[:-1], "５"],
        [*_SCORE[:-1], _NINES],
        [
            "score",
            "--form",
            "bolsevikit",
            "--contract",
            "7M",
            "--declarer",
            "C",
            "--tricks",
            "1",
            "--aces",
            "²:player",
        ],
        ["deal", "--form", "kotkat", "--seed", "٣"],
        ["deal", "--form", "kotkat", "--seed", _NINES],
        ["deal", "--form", "kotkat", "--seed", "-" + _NINES],
        ["deal", "--form", "kotkat", "--seed", "-1"],
        ["bench", "--seconds", "nan"],
        ["bench", "--seconds", "1e3"],
        ["bench", "--seconds", "٣"],
        ["bench", "--seconds", _NINES],
        ["auction", "--form", "alkupelit", "--dealer", "A", "²D"],
        ["decode", "--form", "kotkat", "♣A", "♣4", "♣7", "♥K", "\x1b]0;pwned\x07\x1b[2J"],
        ["decode", "--form", "kotkat", "♣A", "♣4", "♣7", "\x1b[31m♥K"],
        ["deal", "--form", "kot\nkat"],
        ["deal", "--form", "kot\u2028kat\u2029"],
        ["deal", "--form", "kotkat", "--dealer", "A\u202e\u200d\ufeff"],
        ["deal", "--form", "kotkat", "--dealer", "\udcff\udc80"],  # undecodable argv bytes
        ["nope\x1b[2J"],
        ["deal", "--form", "kotkat", "--bogus\r\nX"],
        ["deal", "--form", "kotkat", "--lang", "e\nn"],
        ["lead", "--form", "kotkat", "--contract", "6\x1b[2J", "--declarer", "A", "--hand", "♠AK"],
        [
            "advise",
            "--form",
            "kotkat",
            "--dealer",
            "A",
            "--seat",
            "B",
            "--hand",
            "♠AK\x07 ♥A6",
            "--auction",
            "p",
        ],
    ],
)
@pytest.mark.parametrize("lang", [[], ["--lang", "en"]])
def test_review_reproductions_one_escaped_line_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], lang: list[str]
) -> None:
    code, out, err = run(capsys, *argv, *lang)
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.endswith("\n") and err.count("\n") == 1 and len(err.splitlines()) == 1, repr(err)
    assert not any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in err[:-1]), repr(err)
    assert not any(c in err for c in "\u2028\u2029\u202e\u200d\ufeff"), repr(err)
    assert len(err) < 400


def test_bad_numbers_name_the_option_and_value_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, *_SCORE, "--aces", "²:decl")
    assert (
        code == 2
        and err == "python -m trainer: --aces: ”²:decl” ei ole muotoa TIKKI:PUOLI (esimerkiksi 3:decl)\n"
    )
    code, _out, err = run(capsys, *_SCORE, "--aces", "²:decl", "--lang", "en")
    assert err == "python -m trainer: --aces: “²:decl” is not TRICK:SIDE (for example 3:decl)\n"
    code, _out, err = run(capsys, *_SCORE, "--aces", f"{_NINES}:decl", "--lang", "en")
    assert err == "python -m trainer: --aces: “99999999999999999999…” is too large\n"
    code, _out, err = run(capsys, *_SCORE[:-1], "٣")
    assert err == "python -m trainer: --tricks: ”٣” ei ole kokonaisluku\n"
    code, _out, err = run(capsys, "decode", "--form", "kotkat", "\x1b]0;pwned\x07", "--lang", "en")
    assert "“\\x1b]0;pwned\\x07” is not a card" in err


def test_shown_escapes_controls_and_format_characters_and_cuts_long_text() -> None:
    assert shown("a\nb\rc\td") == "a\\nb\\rc\\td"
    assert shown("\x1b[2J\x07\x7f\x85") == "\\x1b[2J\\x07\\x7f\\x85"
    assert (
        shown("x\u2028y\u2029z\u202e\u200b\u200d\ufeff\u00ad")
        == "x\\u2028y\\u2029z\\u202e\\u200b\\u200d\\ufeff\\xad"
    )
    assert shown("\U000e0001") == "\\U000e0001"  # a language tag (Cf)
    assert shown("\udcff") == "\\xff"  # an undecodable byte of argv
    assert shown("♠AK Ääkköset 😀 ５ ²") == "♠AK Ääkköset 😀 ５ ²"  # printable text is left alone
    assert shown("x" * 100) == "x" * 60 + "…" and shown("x" * 100, None) == "x" * 100


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=40))
def test_fuzz_number_parsers_only_usage_errors(text: str) -> None:
    from trainer.cli import _DECL_SIDES, _parse_aces

    for parse in (lambda t: whole_number(t, "--x"), lambda t: decimal_number(t, "--x")):
        try:
            value = parse(text)
        except UsageError as e:
            assert "\n" not in str(e) and e.params.get("arg") == "--x"
        else:
            assert text.strip().lstrip("-").replace(".", "", 1).isascii() and abs(value) < 10**21
    try:
        _parse_aces(text, _DECL_SIDES)
    except UsageError as e:
        assert "\n" not in str(e) and "\x1b" not in str(e)


_CONTROLISH = st.text(
    alphabet=st.one_of(
        st.characters(), st.sampled_from(list("\n\r\x1b\x07\u2028\u2029\u202e\u200d²٣５⁹-:,;♠♥AKQ0123456789"))
    ),
    max_size=12,
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(list(range(11))), _CONTROLISH, st.sampled_from([[], ["--lang", "en"]]))
def test_fuzz_every_slot_one_stderr_line(slot: int, value: str, lang: list[str]) -> None:
    """Random text in each argument slot: never an uncaught exception, an error is exactly one clean line."""
    import contextlib
    import io

    hand = "♠AK1084 ♥A6 ♦K97 ♣J52"
    argvs = [
        ["deal", "--form", "kotkat", "--seed", value],
        ["deal", "--form", value],
        ["auction", "--form", "alkupelit", "--dealer", "A", "p", value],
        ["decode", "--form", "kotkat", "♣A", "♣4", "♣7", value],
        [*_SCORE[:-1], value],
        [*_SCORE, "--aces", value],
        [*_SCORE, "--aces", f"{value}:decl"],
        ["advise", "--form", "kotkat", "--dealer", "A", "--seat", "B", "--hand", hand, "--auction", value],
        ["lead", "--form", "kotkat", "--contract", value, "--declarer", "A", "--hand", hand],
        [
            "lead",
            "--form",
            "kotkat",
            "--contract",
            "6H",
            "--declarer",
            "A",
            "--hand",
            hand,
            "--auction",
            value,
        ],
        ["lead", "--form", "kotkat", "--contract", "6H", "--declarer", "A", "--hand", hand, "--deal", value],
    ]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([*argvs[slot], *lang])
    e = err.getvalue()
    assert code in (0, 1, 2)
    if code == 2:
        assert e.count("\n") == 1 and e.endswith("\n") and out.getvalue() == ""
        assert not any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in e[:-1]), repr(e)
        assert not any(c in e for c in "\u2028\u2029\u202e\u200d"), repr(e)
    else:
        assert e == ""


def test_an_unexpected_error_is_one_line_with_its_own_status(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import trainer.cli

    def broken(*_args: object) -> int:
        raise RuntimeError("a bug\nwith a second line")

    monkeypatch.setitem(trainer.cli._COMMANDS, "deal", broken)
    with pytest.raises(RuntimeError):  # DEBUG_ENV set: the tests see the bug
        main(["deal", "--form", "kotkat"])
    monkeypatch.delenv(DEBUG_ENV)
    code, out, err = run(capsys, "deal", "--form", "kotkat", "--lang", "en")
    assert code == EXIT_INTERNAL == 70 and out == ""
    assert err == "python -m trainer: internal error (RuntimeError); please report it\n"
    code, _out, err = run(capsys, "deal", "--form", "kotkat")
    assert err == "python -m trainer: sisäinen virhe (RuntimeError); ilmoitathan siitä kehittäjille\n"


def test_module_entry_point_gives_one_line_not_a_traceback() -> None:
    """The reviewer's command, through ``python -m trainer`` as a user runs it."""
    import os

    env = {k: v for k, v in os.environ.items() if k != DEBUG_ENV}
    p = subprocess.run(
        [sys.executable, "-m", "trainer", *_SCORE, "--aces", "²:decl"],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    assert p.returncode == 2 and p.stdout == "" and "Traceback" not in p.stderr
    assert p.stderr.count("\n") == 1 and "--aces" in p.stderr and "²:decl" in p.stderr


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


@pytest.mark.parametrize(
    ("args", "key", "expected"),
    [
        (
            (
                "--form",
                "alkupelit",
                "--contract",
                "5M",
                "--tricks",
                "2",
                "--aces",
                "5:decl,9:def",
                "--revoke",
                "def",
            ),
            "declarers",
            18,
        ),
        (
            (
                "--form",
                "alkupelit",
                "--contract",
                "5M",
                "--tricks",
                "12",
                "--aces",
                "13:def",
                "--revoke",
                "decl",
            ),
            "declarers",
            -47,
        ),
        (
            (
                "--form",
                "alkupelit",
                "--contract",
                "pass",
                "--tricks",
                "1",
                "--aces",
                "4:AC",
                "--revoke",
                "BD",
            ),
            "AC",
            9,
        ),
    ],
)
def test_score_takes_a_revoke_with_the_aces_of_the_tricks_taken(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], key: str, expected: int
) -> None:
    """Rules review, finding 1: these real deals were refused ("the aces fall in more tricks than that side took")."""
    code, out = js(capsys, "score", *args, "--json")
    assert code == 0 and out[key] == expected


def test_score_refuses_a_defender_doubling_twice(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(
        capsys, "score", "--form", "bolsevikit", "--contract", "7M", "--declarer", "A", "--tricks", "0",
        "--doubled-by", "B,B", "--lang", "en",
    )  # fmt: skip
    assert code == 2 and "double only once" in err and len(err.strip().splitlines()) == 1


_TWELVE = "♠AKQ ♥AKQ ♦AKQ ♣AK4"


@pytest.mark.parametrize(
    ("argv", "fi", "en"),
    [
        (
            ["advise", "--form", "kotkat", "--dealer", "A", "--seat", "B", "--hand", _TWELVE],
            "12 korttia",
            "12 cards",
        ),
        (["lead", "--form", "kotkat", "--contract", "6S", "--declarer", "A", "--hand", _TWELVE], "12", "12"),
        (["score", "--form", "kotkat", "--contract", "6S", "--tricks", "14"], "Tikkien", "Tricks"),
        (
            ["score", "--form", "kotkat", "--contract", "5S", "--tricks", "3"],
            "loppusitoumus",
            "final contract",
        ),
        (["deal", "--form", "foo"], "pelimuoto", "not a form"),
    ],
)
def test_errors_come_in_the_users_language(
    capsys: pytest.CaptureFixture[str], argv: list[str], fi: str, en: str
) -> None:
    """Review I19: ``--lang fi`` errors are Finnish (no English sentence such as "the hand has 12 cards")."""
    code, _, err_fi = run(capsys, *argv, "--lang", "fi")
    assert code == 2 and fi in err_fi, err_fi
    assert not any(w in err_fi.split(":", 1)[1] for w in (" the ", " has ", " cards", " not ")), err_fi
    code, _, err_en = run(capsys, *argv, "--lang", "en")
    assert code == 2 and en in err_en and err_en != err_fi, err_en
