"""PBN: ``trainer.pbn`` and ``python -m trainer deal --format pbn / --deal / --record``, checked against endplay."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from endplay.parsers import pbn as endplay_pbn
from endplay.types import Board, Denom, Player
from endplay.types import Card as ECard
from endplay.types import Deal as EDeal
from endplay.types import Hand as EHand
from endplay.types import Rank as ERank
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.strategies import random_states
from trainer.bids import Form
from trainer.cards import Card, Rank, Suit
from trainer.cli import DEBUG_ENV, main
from trainer.dealing import deal
from trainer.errors import NotationError, RecordError, SkruuviError
from trainer.i18n import Translator
from trainer.pbn import deal_pbn, play_start, play_start_pbn, read_deal, read_hands
from trainer.records import DealRecord, from_state, load
from trainer.seats import SEATS, Seat
from trainer.state import GameType, Phase, State
from trainer.texts import error_text

ROOT = Path(__file__).resolve().parent.parent
KOTKAT_RECORD = ROOT / "lessons" / "deals" / "kotkat-6s-to-6h.deal.yaml"

# Written out independently of trainer.pbn, so that a wrong mapping there fails here.
PLAYER_OF = {Seat.A: Player.north, Seat.B: Player.east, Seat.C: Player.south, Seat.D: Player.west}
SUIT_OF_NAME = {"spades": Suit.SPADES, "hearts": Suit.HEARTS, "diamonds": Suit.DIAMONDS, "clubs": Suit.CLUBS}


@pytest.fixture(autouse=True, scope="module")
def _bugs_raise() -> Any:
    """An unexpected exception in the CLI is raised here, not turned into its one-line report."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(DEBUG_ENV, "1")
        yield


def ours(hand: EHand) -> set[Card]:
    """An endplay hand as our cards."""
    return {Card.of(SUIT_OF_NAME[c.suit.name], Rank.parse(c.rank.name[1:])) for c in hand}


def endplay_hand(cards: Iterable[Card]) -> EHand:
    hand = EHand()
    for c in cards:
        hand.add(ECard(suit=Denom[c.suit.name.lower()], rank=ERank["R" + c.ascii()[1:]]))
    return hand


def tags(text: str) -> dict[str, str]:
    return dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', text, re.MULTILINE))


# --- printing ----------------------------------------------------------------------------


def test_handbook_deal_in_pbn() -> None:
    """*KOTKAT / Valttipelin korttien vaihdot*: A's ♠84 ♣AK87 ♦K2 ♥AKQ87 is north's 84.AKQ87.K2.AK87 (♠.♥.♦.♣)."""
    rec = load(KOTKAT_RECORD)
    text = deal_pbn(rec.deal)
    assert text == (
        '[Dealer "N"]\n'
        '[Deal "N:84.AKQ87.K2.AK87 AK95.JT6.Q653.T3 JT73.953.AT4.965 Q62.42.J987.QJ42"]\n'
        '[Form "kotkat"]\n'
    )
    assert read_deal(text) == rec.deal


def test_middle_cards_in_their_own_tag_in_dealt_order() -> None:
    d = deal(Form.ALKUPELIT, Seat.B, 1)
    t = tags(deal_pbn(d))
    assert list(t) == ["Dealer", "Deal", "Form", "Middle"]
    assert t["Dealer"] == "E" and t["Form"] == "alkupelit"
    assert t["Middle"] == " ".join(c.ascii() for c in d.middle) and len(t["Middle"].split()) == 4
    assert [len(h.replace(".", "")) for h in t["Deal"][2:].split()] == [12, 12, 12, 12]
    assert "Middle" not in tags(deal_pbn(deal(Form.KOTKAT, Seat.B, 1)))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(list(Form)), st.sampled_from(SEATS), st.integers(0, 2**32 - 1))
def test_every_deal_round_trips(form: Form, dealer: Seat, seed: int) -> None:
    d = deal(form, dealer, seed)
    text = deal_pbn(d)
    assert read_deal(text) == d
    assert read_hands(text) == dict(zip(SEATS, d.hands, strict=True))


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(list(Form)),
    st.sampled_from(SEATS),
    st.integers(0, 2**32 - 1),
    st.sampled_from("NESW"),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)
def test_any_first_seat_and_spelling_reads_the_same_deal(
    form: Form, dealer: Seat, seed: int, first: str, lower: bool, ten: bool, extra: bool
) -> None:
    """PBN lets the Deal tag start at any seat; ranks in lower case, ``10`` for ``T``, other tags and comments."""
    d = deal(form, dealer, seed)
    text = deal_pbn(d)
    value = tags(text)["Deal"]
    hands = value[2:].split()
    start = "NESW".index(first)
    new = f"{first}:" + " ".join(hands[start:] + hands[:start])
    if lower:
        new = new.lower()
    if ten:
        new = new.replace("T", "10").replace("t", "10")
    text = text.replace(value, new)
    if extra:
        text = (
            '% PBN 2.1\n[Event "club night"]\n{ a comment }\n' + text.replace("\n", " ; note\n", 1) + "\r\n"
        )
    assert read_deal(text) == d


def test_the_deal_tag_value_alone_and_the_arguments() -> None:
    d = deal(Form.KOTKAT, Seat.C, 5)
    value = tags(deal_pbn(d))["Deal"]
    assert read_deal(value, dealer=Seat.C) == d  # kotkat: every hand 13, no Middle tag
    assert read_deal(value).dealer is Seat.A  # no Dealer tag, no argument: A
    a = deal(Form.BOLSEVIKIT, Seat.D, 5)
    no_form = deal_pbn(a).replace('[Form "bolsevikit"]\n', "")
    assert read_deal(no_form, Form.BOLSEVIKIT) == a
    assert read_deal(deal_pbn(a), Form.BOLSEVIKIT, Seat.D) == a  # agreeing arguments are fine


# --- endplay ------------------------------------------------------------------------------


@pytest.mark.parametrize("form", list(Form))
@pytest.mark.parametrize("seed", range(5))
def test_endplay_reads_our_deal_into_the_same_hands(form: Form, seed: int) -> None:
    d = deal(form, Seat(seed % 4), seed)
    (board,) = endplay_pbn.loads(deal_pbn(d))
    for seat in SEATS:
        assert ours(board.deal[PLAYER_OF[seat]]) == set(d.hands[seat])
    assert board.info["Form"] == form.value
    if d.middle:
        assert [Card.parse(x) for x in board.info["Middle"].split()] == list(d.middle)


@pytest.mark.parametrize("form", list(Form))
def test_pbn_written_by_endplay_is_read(form: Form) -> None:
    d = deal(form, Seat.B, 11)
    edeal = EDeal()
    for seat in SEATS:
        edeal[PLAYER_OF[seat]] = endplay_hand(d.hands[seat])
    extra = (
        {} if form is Form.KOTKAT else {"Form": form.value, "Middle": " ".join(c.ascii() for c in d.middle)}
    )
    text = endplay_pbn.dumps([Board(edeal, board_num=1, dealer=Player.east, **extra)])
    assert text.startswith("% PBN 2.1") and '[Contract "?"]' in text  # endplay's whole export format
    assert read_deal(text) == d


def test_auction_and_play_sections_of_another_program_are_passed_over() -> None:
    d = deal(Form.KOTKAT, Seat.B, 4)
    text = (
        '% PBN 2.1\n% EXPORT\n[Event "?"]\n[Board "3"]\n'
        + deal_pbn(d)
        + '[Declarer "S"]\n[Contract "4S"]\n[Result "10"]\n[Auction "E"]\n1S Pass 2S Pass\n4S AP\n'
        + '[Play "W"]\nHA H2 H3 H4\n*\n'
    )
    assert read_deal(text) == d


def _first_play_state(states: list[State]) -> State | None:
    return next((s for s in states if s.phase is Phase.PLAY), None)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(list(Form)), st.integers(0, 10**6), st.floats(0.5, 0.95))
def test_play_start_is_the_position_endplay_reads(form: Form, seed: int, pass_bias: float) -> None:
    states = random_states(form, seed, pass_bias)
    start = _first_play_state(states)
    rec = from_state(states[-1])
    if start is None:  # a thrown-in bolsevikit deal
        with pytest.raises(RecordError) as e:
            play_start_pbn(rec)
        assert e.value.code == "pbn_no_play"
        return
    text = play_start_pbn(rec)
    t = tags(text)
    (board,) = endplay_pbn.loads(text)
    for seat in SEATS:
        assert len(start.hand(seat)) == 13
        assert ours(board.deal[PLAYER_OF[seat]]) == set(start.hand(seat))
    assert t["Dealer"] == "NESW"[start.dealer] and t["Form"] == form.value
    assert start.leader is not None and t["Leader"] == "NESW"[start.leader]
    assert ("Declarer" in t) == (start.declarer is not None)
    doubled = "XX" if start.redoubled else "X" if start.doubled_by else ""
    pbn_contract = form is not Form.BOLSEVIKIT and start.game in (GameType.TRUMP, GameType.GRAND)
    assert ("Contract" in t) == pbn_contract
    if pbn_contract:
        assert start.contract is not None and start.declarer is not None and board.contract is not None
        assert board.contract.declarer is PLAYER_OF[start.declarer]
        assert board.contract.level == start.contract.level
        trump = start.contract.trump
        assert board.contract.denom is (Denom.nt if trump is None else Denom[trump.name.lower()])
        assert board.deal.first is PLAYER_OF[start.leader]  # PBN's leader, declarer's left, is the engine's
        assert t["Contract"] == f"{start.contract.level}{'NT' if trump is None else trump.name[0]}{doubled}"
    if start.contract is None:
        assert start.game is GameType.PASSIMISAARI and t["Game"] == "Pass" + doubled
    else:
        assert (
            t["Game"]
            == str(start.contract).replace("♠", "S").replace("♣", "C").replace("♦", "D").replace("♥", "H")
            + doubled
        )


def test_play_start_replays_the_record() -> None:
    rec = load(KOTKAT_RECORD)
    st_ = play_start(rec)
    assert st_.phase is Phase.PLAY and not st_.tricks and not st_.current
    assert play_start_pbn(rec) == (
        '[Dealer "N"]\n'
        '[Deal "N:.AKQ98753.4.AK87 AK95.JT6.Q653.T3 JT8743..AKT2.965 Q62.42.J987.QJ42"]\n'
        '[Declarer "N"]\n'
        '[Contract "6H"]\n'
        '[Form "kotkat"]\n'
        '[Game "6H"]\n'
        '[Leader "E"]\n'
    )


def test_a_record_that_stops_before_the_lead_has_no_position() -> None:
    rec = load(KOTKAT_RECORD)
    short = DealRecord(deal=rec.deal, auction=rec.auction)
    with pytest.raises(RecordError) as e:
        play_start_pbn(short)
    assert e.value.code == "pbn_no_play" and e.value.params["phase"] == "packet"


# --- errors -------------------------------------------------------------------------------

_GOOD = deal_pbn(deal(Form.ALKUPELIT, Seat.A, 3))
_GOOD_VALUE = tags(_GOOD)["Deal"]
_K = deal_pbn(deal(Form.KOTKAT, Seat.A, 3))
_K_VALUE = tags(_K)["Deal"]
_HANDS = _K_VALUE[2:].split()


def _with_value(value: str, text: str = _K) -> str:
    return text.replace(tags(text)["Deal"], value)


def _moved(text: str, card: str) -> str:
    """``text`` (kotkat) with ``card`` (PBN ``SA``) also added to the next hand: a card dealt twice."""
    t = tags(text)["Deal"]
    hands = t[2:].split()
    holder = next(i for i, h in enumerate(hands) if card[1] in h.split(".")[0])
    nxt = (holder + 1) % 4
    suits = hands[nxt].split(".")
    suits[0] = card[1] + suits[0]
    hands[nxt] = ".".join(suits)
    return _with_value("N:" + " ".join(hands), text)


ERROR_CASES: list[tuple[str, str, dict[str, Any], dict[str, Any]]] = [
    ("[Deal", "pbn_syntax", {}, {"line": 1}),
    ('[Event "x"]\n', "pbn_no_deal", {}, {}),
    (_K + "\n" + _K, "pbn_many_deals", {}, {"count": 2}),
    ("AK.QJ.T9.8765 x y z", "pbn_no_first", {}, {}),
    ("X:" + _K_VALUE[2:], "pbn_seat", {}, {"text": "X", "tag": "Deal"}),
    (_K.replace('"N"]', '"Q"]', 1), "pbn_seat", {}, {"text": "Q", "tag": "Dealer"}),
    ("N:AK.QJ.T9.8765", "pbn_hand_count", {}, {"count": 1}),
    ("N:" + " ".join([*_HANDS[:2], "-", _HANDS[3]]), "pbn_unknown_hand", {}, {"compass": "S", "seat": "C"}),
    (
        "E:" + " ".join([_HANDS[0], "AK.QJ.T9", *_HANDS[2:]]),
        "pbn_suit_count",
        {},
        {"compass": "S", "count": 3},
    ),
    ("N:" + " ".join([_HANDS[0], _HANDS[1] + "x", *_HANDS[2:]]), "pbn_rank", {}, {"char": "X", "seat": "B"}),
    ("N:AAKQJT98765432... - - -", "pbn_duplicate", {}, {"card": "♠A", "first": "N (A)", "second": "N (A)"}),
    (_moved(_K, "SA"), "pbn_duplicate", {}, {"card": "♠A"}),
    (
        _with_value(_GOOD_VALUE.replace(_GOOD_VALUE[3], "", 1), _GOOD),
        "pbn_hand_size",
        {},
        {"seat": "A", "count": 11},
    ),
    (_GOOD_VALUE, "pbn_hand_size", {"form": Form.KOTKAT}, {"expected": 13, "form": "kotkat", "count": 12}),
    (_GOOD.replace('[Middle "', '[Midle "'), "pbn_middle_missing", {}, {"form": "alkupelit"}),
    (_K + '[Middle "SA SK SQ SJ"]\n', "pbn_middle_unexpected", {}, {"form": "kotkat"}),
    (re.sub(r'\[Middle "(\S+) ', '[Middle "', _GOOD), "pbn_middle_size", {}, {"count": 3}),
    (re.sub(r'\[Middle "(\S+) ', '[Middle "ZZ ', _GOOD), "pbn_middle_card", {}, {"text": "ZZ"}),
    (_GOOD.replace('[Form "alkupelit"]', '[Form "bridge"]'), "pbn_form", {}, {"text": "bridge"}),
    (_GOOD, "pbn_form_mismatch", {"form": Form.KOTKAT}, {"tagged": "alkupelit", "form": "kotkat"}),
    (_GOOD.replace('[Form "alkupelit"]\n', ""), "pbn_form_needed", {}, {}),
    (_GOOD, "pbn_dealer_mismatch", {"dealer": Seat.B}, {"compass": "N", "seat": "A", "dealer": "B"}),
]


def _middle_card_twice() -> str:
    first_middle = tags(_GOOD)["Middle"].split()[0]
    return _GOOD.replace(
        tags(_GOOD)["Middle"], " ".join([first_middle] * 2 + tags(_GOOD)["Middle"].split()[2:])
    )


ERROR_CASES.append((_middle_card_twice(), "pbn_duplicate", {}, {"first": "[Middle]", "second": "[Middle]"}))


@pytest.mark.parametrize(("text", "code", "kwargs", "params"), ERROR_CASES)
def test_bad_pbn_is_a_notation_error_naming_what_and_where(
    text: str, code: str, kwargs: dict[str, Any], params: dict[str, Any]
) -> None:
    with pytest.raises(NotationError) as e:
        read_deal(text, **kwargs)
    assert e.value.code == code, e.value
    assert {k: e.value.params.get(k) for k in params} == params
    fi, en = error_text(e.value, Translator("fi")), error_text(e.value, Translator("en"))
    assert (
        fi != e.value.message and en != e.value.message and fi != en
    )  # the catalogue's text, in each language


def test_every_pbn_code_has_a_finnish_and_an_english_text() -> None:
    """Every ``code="pbn_..."`` raised in trainer/pbn.py renders from the catalogue, differently in fi and en."""
    source = (ROOT / "trainer" / "pbn.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'code="(pbn_\w+)"', source))
    assert len(codes) >= 20
    params: dict[str, Any] = {
        "line": 1, "count": 2, "text": "x", "tag": "Deal", "compass": "N", "seat": "A", "char": "x",
        "card": "♠A", "first": "N (A)", "second": "S (C)", "expected": 12, "form": "alkupelit",
        "tagged": "kotkat", "dealer": "B", "phase": "packet", "trick": 3,
    }  # fmt: skip
    for code in sorted(codes):
        e = SkruuviError("engine message", code=code, **params)
        fi, en = error_text(e, Translator("fi")), error_text(e, Translator("en"))
        assert "engine message" not in (fi, en) and fi != en, code


def test_read_hands_takes_any_size_but_no_card_twice() -> None:
    hands = read_hands(_GOOD)
    assert [len(h) for h in hands.values()] == [12, 12, 12, 12]
    with pytest.raises(NotationError) as e:
        read_hands(_moved(_K, "SA"))
    assert e.value.code == "pbn_duplicate"


_PBN_CHARS = st.sampled_from([*'NESW:.AKQJT98765432 x-[]"%{};\n10', "[Deal ", "[Dealer ", "[Middle ", '"]'])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PBN_CHARS, max_size=40).map("".join), st.sampled_from([None, *Form]))
def test_fuzz_only_notation_errors(text: str, form: Form | None) -> None:
    try:
        read_deal(text, form)
    except SkruuviError as e:
        assert e.code.startswith("pbn_"), e
    try:
        read_hands(text)
    except SkruuviError as e:
        assert e.code.startswith("pbn_"), e


# --- the command line ----------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("form", ["alkupelit", "kotkat", "bolsevikit"])
def test_cli_deal_format_pbn_round_trips(capsys: pytest.CaptureFixture[str], form: str) -> None:
    code, text, _ = run(capsys, "deal", "--form", form, "--seed", "7", "--dealer", "D", "--format", "pbn")
    assert code == 0 and text == deal_pbn(deal(Form.parse(form), Seat.D, 7))
    code, again, _ = run(capsys, "deal", "--deal", text, "--json")
    assert code == 0
    _, direct, _ = run(capsys, "deal", "--form", form, "--seed", "7", "--dealer", "D", "--json")
    assert json.loads(again) == json.loads(direct)
    code, shown, _ = run(capsys, "deal", "--deal", text, "--format", "pbn", "--form", form, "--dealer", "D")
    assert code == 0 and shown == text
    code, out, _ = run(capsys, "deal", "--deal", text, "--lang", "en")
    assert code == 0 and out.startswith(f"{form}, dealer D\n  A: ") and "seed" not in out


def test_cli_json_unchanged_and_format_json_is_json(capsys: pytest.CaptureFixture[str]) -> None:
    _, a, _ = run(capsys, "deal", "--form", "alkupelit", "--seed", "1", "--dealer", "B", "--json")
    _, b, _ = run(capsys, "deal", "--form", "alkupelit", "--seed", "1", "--dealer", "B", "--format", "json")
    assert a == b and list(json.loads(a)) == ["form", "dealer", "hands", "middle"]
    _, t, _ = run(capsys, "deal", "--form", "kotkat", "--seed", "1", "--lang", "en")
    assert t.startswith("kotkat, dealer A, seed 1\n")


def test_cli_record_gives_the_position_at_the_lead(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deal", "--record", str(KOTKAT_RECORD))
    assert code == 0 and out == play_start_pbn(load(KOTKAT_RECORD))
    code, same, _ = run(capsys, "deal", "--record", str(KOTKAT_RECORD), "--format", "pbn")
    assert same == out


def test_cli_lead_takes_the_exported_position(capsys: pytest.CaptureFixture[str]) -> None:
    """``lead --deal`` reads the PBN that ``deal --record`` prints: the same double-dummy figures as four hands."""
    _, position, _ = run(capsys, "deal", "--record", str(KOTKAT_RECORD))
    lead = [
        "lead",
        "--form",
        "kotkat",
        "--contract",
        "6H",
        "--declarer",
        "A",
        "--hand",
        "♠AK95 ♣103 ♦Q653 ♥J106",
    ]
    four = "A:♣AK87 ♦4 ♥AKQ98753; B:♠AK95 ♣103 ♦Q653 ♥J106; C:♠J108743 ♣965 ♦AK102; D:♠Q62 ♣QJ42 ♦J987 ♥42"
    code, by_hands, _ = run(capsys, *lead, "--deal", four, "--json")
    code2, by_pbn, _ = run(capsys, *lead, "--deal", position, "--json")
    assert code == code2 == 0 and json.loads(by_pbn) == json.loads(by_hands)
    assert json.loads(by_pbn)["double_dummy"] is not None
    bare = tags(position)["Deal"]
    _, by_value, _ = run(
        capsys, *lead, "--deal", "W:" + " ".join(bare[2:].split()[3:] + bare[2:].split()[:3]), "--json"
    )
    assert json.loads(by_value) == json.loads(by_hands)


@pytest.mark.parametrize(
    ("argv", "en"),
    [
        (["deal"], "missing: --form"),
        (["deal", "--form", "kotkat", "--json", "--format", "pbn"], "--json cannot be used together with --format pbn"),
        (["deal", "--form", "kotkat", "--seed", "1", "--deal", "N:"], "--deal cannot be used together with --seed"),
        (["deal", "--deal", "N:AK.QJ.T9.8765"], "--deal: A PBN deal has four hands separated by spaces, not 1."),
        (["deal", "--deal", _GOOD, "--form", "kotkat"], "--deal: The [Form] tag says alkupelit, but the form is kotkat."),
        (["deal", "--deal", _GOOD, "--dealer", "E"], "“E” is not a seat"),
        (["deal", "--record", str(KOTKAT_RECORD), "--json"], "--record prints PBN"),
        (["deal", "--record", str(KOTKAT_RECORD), "--form", "kotkat"], "--form cannot be used together with --record"),
        (["deal", "--record", str(KOTKAT_RECORD), "--dealer", "A"], "--dealer cannot be used together with --record"),
        (["deal", "--form", "kotkat", "--format", "xml"], "--format: “xml” is not one of text, json, pbn"),
        (
            ["lead", "--form", "kotkat", "--contract", "6H", "--declarer", "A", "--hand", "♠AK95 ♣103 ♦Q653 ♥J106",
             "--deal", "N:AK.QJ.T9.8765 x y z"],
            "--deal: PBN hand E (seat B) “x” needs four suits",
        ),
    ],
)  # fmt: skip
def test_cli_errors_are_one_line_in_both_languages(
    capsys: pytest.CaptureFixture[str], argv: list[str], en: str
) -> None:
    code, out, err = run(capsys, *argv, "--lang", "en")
    assert code == 2 and out == "" and err.count("\n") == 1 and en in err, err
    code, out, fi = run(capsys, *argv)
    assert code == 2 and fi.count("\n") == 1 and fi != err


def test_cli_record_that_stops_before_the_lead(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = KOTKAT_RECORD.read_text(encoding="utf-8")
    short = tmp_path / "short.deal.yaml"
    short.write_text(text[: text.index("exchanges:")], encoding="utf-8")
    code, _, err = run(capsys, "deal", "--record", str(short), "--lang", "en")
    assert code == 2 and "does not reach the opening lead" in err
