"""The Scorecard page (AppTest): entering, correcting and sharing a sheet kept in the database (trainer/storage/sheets.py)."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from sqlalchemy import text
from streamlit.runtime.media_file_manager import MediaFileManager
from streamlit.testing.v1 import AppTest

from trainer.bids import Bid, Form
from trainer.scoresheet import CSV_DEAL_HEADER, DEALS_PER_GAME, DealEntry, Scoresheet
from trainer.scoring import Doubling, score_contract
from trainer.seats import Pair, Seat
from trainer.storage import StorageError
from trainer.storage.sheets import SheetStore, new_sheet_id

APP = str(Path(__file__).resolve().parent.parent / "app.py")
PAGE = "app_pages/scorecard.py"
NAMES = ("Anna", "Bertta", "Cecilia", "Daavid")


@pytest.fixture
def data(app_data: Path) -> Path:
    """A fresh data directory with the app's database in it (tests/conftest.py)."""
    return app_data


def admin() -> SheetStore:
    """The test's database, past the page (no token needed)."""
    return SheetStore(legacy=None)


def load(sheet_id: str) -> Scoresheet:
    return admin().read_admin(sheet_id).sheet


def token_of(at: AppTest, param: str = "edit") -> str:
    value: Any = at.query_params[param]
    return str(value[0] if isinstance(value, list) else value)


def open_page(lang: str = "en", **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = lang
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    if "sheet" not in params:  # ?sheet= is a deep link that opens the page by itself
        at.switch_page(PAGE).run()
    assert not at.exception, at.exception
    return at


def sheet_id_of(at: AppTest) -> str:
    value: Any = at.query_params["sheet"]
    return str(value[0] if isinstance(value, list) else value)


def new_sheet(at: AppTest, names: tuple[str, ...] = NAMES) -> str:
    for seat, name in zip("ABCD", names, strict=True):
        at.text_input(key=f"new-sheet-{seat}").input(name)
    at.button(key="new-sheet-start").click().run()
    assert not at.exception, at.exception
    return sheet_id_of(at)


def k(sitsi: int, index: int, name: str) -> str:
    return f"sc-{sitsi}-{index}-{name}"


def enter(
    at: AppTest,
    sitsi: int,
    index: int,
    *,
    kind: str = "contract",
    contract: str | None = None,
    declarer: str | None = None,
    tricks: int | None = None,
    doubling: str | None = None,
    aces: tuple[tuple[int, str], ...] = (),
) -> AppTest:
    """Fill in the form of one slot and press Save (one run, as a browser submits a form)."""
    if at.selectbox(key=f"sc-{sitsi}-slot").value != index:
        at.selectbox(key=f"sc-{sitsi}-slot").select(index).run()
    if at.segmented_control(key=k(sitsi, index, "kind")).value != kind:
        at.segmented_control(key=k(sitsi, index, "kind")).set_value(kind).run()
    if contract is not None:
        at.text_input(key=k(sitsi, index, "contract")).input(contract)
    if declarer is not None:
        at.selectbox(key=k(sitsi, index, "declarer")).select(declarer)
    if tricks is not None:
        at.number_input(key=k(sitsi, index, f"tricks-{kind}")).set_value(tricks)
    if doubling is not None:
        at.radio(key=k(sitsi, index, f"doubling-{kind}")).set_value(doubling)
    for n, (trick, side) in enumerate(aces):
        at.number_input(key=k(sitsi, index, f"ace{n}-trick-{kind}")).set_value(trick)
        at.selectbox(key=k(sitsi, index, f"ace{n}-side-{kind}")).select(side)
    at.button(key=k(sitsi, index, "save")).click().run()
    assert not at.exception, at.exception
    return at


def plain(value: Any) -> Any:
    """A Markdown cell of an st.table as the text it shows: suits without their colour, escapes dropped."""
    if not isinstance(value, str):
        return value
    if re.fullmatch(r"-?[0-9]+", value):  # the table's numbers come back as text
        return int(value)
    return re.sub(r":color\[(.)\]\{foreground=\"#[0-9a-f]{6}\"\}", r"\1", value).replace("\u2060\\", "")


def plain_table(df: pd.DataFrame) -> pd.DataFrame:
    """An st.table's frame (tables with suits in their games: Markdown cells) as plain values."""
    out = df.map(plain)
    out.columns = [plain(c) for c in df.columns]
    return out


def tables(at: AppTest) -> list[pd.DataFrame]:
    return [plain_table(t.value) for t in at.table]


def table(at: AppTest, name: str) -> pd.DataFrame:
    """A table of the sheet view: "totals", "seating-<sitsi>" (data grids), "deals-<sitsi>" or "bolsevikit"
    (st.table: their games carry suits in colour)."""
    if name == "totals":
        return at.dataframe[0].value
    if name == "bolsevikit":
        return tables(at)[3]
    what, sitsi = name.split("-")
    return at.dataframe[1 + int(sitsi)].value if what == "seating" else tables(at)[int(sitsi)]


def errors(at: AppTest) -> list[str]:
    return [e.value for e in at.error]


def html_bodies(at: AppTest) -> str:
    return "\n".join(h.proto.body for h in at.html)


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_page_runs_in_both_languages(data: Path, lang: str) -> None:
    at = open_page(lang)
    assert at.session_state["lang"] == lang
    assert at.title and at.button(key="new-sheet-start")
    sid = new_sheet(at)
    assert load(sid).players == NAMES
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    assert len(at.tabs) == 3 and not errors(at)
    at.toggle(key="sc-print").set_value(True).run()
    assert not at.exception and "Anna" in html_bodies(at)
    token = token_of(at)
    again = open_page(lang, sheet=sid, edit=token)
    assert not again.exception and again.button(key=k(0, 1, "save"))
    # Back on the start page, this session lists the sheet; a new session lists nothing.
    at.query_params.clear()
    at.query_params["lang"] = lang
    at.run()
    assert at.selectbox(key="saved-sheet").value == sid
    stranger = open_page(lang)
    assert [s for s in stranger.selectbox if s.key == "saved-sheet"] == []


def test_enter_a_deal(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    assert not errors(at)
    assert at.success and "+25" in at.success[0].value
    sheet = load(sid)
    assert sheet.deal_score(0, 0) == {Pair.AC: 25, Pair.BD: -25}
    totals = table(at, "totals")
    assert list(totals.iloc[:, 0]) == list(NAMES)
    assert list(totals.iloc[:, -1]) == [25, -25, 25, -25]
    deals = table(at, "deals-0")
    assert list(deals.iloc[0, -4:]) == [25, 25, -25, -25]  # A–C me, yht; B–D me, yht
    assert deals.iloc[-1, 0] == "Total" and deals.iloc[-1, -4] == 25
    # on to the next empty deal
    assert at.selectbox(key="sc-0-slot").value == 1


def test_a_phone_gets_the_sheet_as_cards_with_every_score(data: Path) -> None:
    """Issue 13 (M10): beside each grid, the same rows as cards that fit 390 px (CSS shows one of them)."""
    at = open_page()
    new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    body = html_bodies(at)
    assert "@media (max-width:640px)" in body and "st-key-sk-sc-wide" in body
    totals, deals = body.split('<div class="sk-sc-cards">')[1:3]
    assert totals.count('class="sk-sc-card"') == 4  # one per player, with the result
    assert "Result:</span>" in totals and "Anna" in totals
    assert deals.count("sk-sc-card") == 9  # the eight deals and the sitsi's total
    first = deals.split('<div class="sk-sc-card">')[1]
    assert "Alkupelit 1" in first and "Dealer:" in first and "B · Bertta" in first
    assert "+25" in first and "-25" in first  # both pairs' points, with their sign
    assert 'sk-diamonds">♦</span>' in first  # the game's suit in its colour
    # The ace labels of the form carry the suits in their colours (Markdown in a label).
    assert (
        at.number_input(key=k(0, 1, "ace1-trick-contract")).label == ':color[♥]{foreground="#c8102e"}A: trick'
    )


def test_phone_cards_never_show_markup_from_a_name(data: Path) -> None:
    at = open_page()
    new_sheet(at, ("<i>x</i>", "B", "C", "D"))
    enter(at, 0, 0, contract="6♣", declarer="A", tricks=9)
    body = html_bodies(at)
    assert "<i>x</i>" not in body and "&lt;i&gt;x&lt;/i&gt;" in body


def test_bad_deals_are_rejected_and_nothing_is_lost(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    saved = load(sid)

    enter(at, 0, 1, contract="5♠", declarer="B", tricks=14)
    assert errors(at) == ["Tricks are a whole number from 0 to 13."]
    assert at.number_input(key=k(0, 1, "tricks-contract")).value == 14  # the input is kept for correcting
    assert load(sid) == saved

    enter(at, 0, 1, contract="5X", tricks=11)
    assert len(errors(at)) == 1 and "Not a contract" in errors(at)[0]
    assert at.text_input(key=k(0, 1, "contract")).value == "5X"

    enter(at, 0, 1, contract="4♠", tricks=11)
    assert errors(at) == ["4♠ cannot be the final contract in alkupelit: the lowest level there is 5."]

    enter(at, 0, 1, contract="5♠", tricks=11, aces=((3, "declarers"),))
    assert errors(at) == ["Aces count only in a misère: leave them empty for 5♠."]

    enter(at, 0, 1, contract="pass")
    assert "Not a contract" in errors(at)[0]
    at.selectbox(key="sc-0-slot").select(0).run()  # another deal: the old message goes
    assert not errors(at)
    assert load(sid) == saved
    sheet = load(sid)
    assert sheet.deal_score(0, 0) == {Pair.AC: 25, Pair.BD: -25} and sheet.entry(0, 1) is None


def test_missing_fields(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0)
    assert errors(at) == ["Write the number of tricks, 0 to 13."]
    enter(at, 0, 0, tricks=11)
    assert errors(at) == ["Write the contract, such as 5♦, 6M or 7G."]
    enter(at, 0, 0, contract="5♦")
    assert errors(at) == ["Choose the declarer."]
    assert load(sid).entry(0, 0) is None


def test_a_failed_save_changes_nothing(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)

    def full(*args: object, **kwargs: object) -> Path:
        raise StorageError("cannot write the database (disk full)", code="storage")

    with monkeypatch.context() as m:
        m.setattr(SheetStore, "save_deal", full)
        enter(at, 0, 1, contract="5♠", declarer="B", tricks=11)
    assert (
        len(errors(at)) == 1
        and "could not be saved" in errors(at)[0]
        and "Nothing was changed" in errors(at)[0]
    )
    sheet = load(sid)
    assert sheet.entry(0, 1) is None and sheet.deal_score(0, 0) == {Pair.AC: 25, Pair.BD: -25}


def test_misere_with_aces(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(
        at,
        0,
        1,
        contract="6M",
        declarer="B",
        tricks=1,
        doubling="doubled",
        aces=((3, "declarers"), (5, "defenders"), (9, "defenders")),
    )
    assert not errors(at)
    e = load(sid).entry(0, 1)
    assert e is not None and e.aces == ((3, True), (5, False), (9, False))
    assert e.doubling is Doubling.DOUBLED
    expected = score_contract(Bid.parse("6M"), 1, Doubling.DOUBLED, [(3, True), (5, False), (9, False)])
    assert load(sid).deal_score(0, 1) == {Pair.BD: expected.declarers, Pair.AC: expected.defenders}
    # aces in more tricks than the declarers took
    enter(at, 0, 2, contract="5M", declarer="C", tricks=0, aces=((2, "declarers"),))
    assert errors(at) == ["The aces fall in more tricks than that side took."]
    enter(at, 0, 2, contract="5M", declarer="C", tricks=1, aces=((2, "declarers"), (2, "defenders")))
    assert errors(at) == ["Trick 2 is given to both sides."]
    assert load(sid).entry(0, 2) is None


def test_passimisaari(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 1, 4, kind="passimisaari", tricks=5, aces=((1, "AC"), (13, "BD")))
    assert not errors(at)
    e = load(sid).entry(1, 4)
    assert e is not None and e.kind == "passimisaari" and e.pair_aces == ((1, Pair.AC), (13, Pair.BD))
    # (8 - 5) - 1 + 13 for A–C
    assert load(sid).deal_score(1, 4) == {Pair.AC: 15, Pair.BD: -15}


def test_correct_and_clear_a_deal(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    enter(at, 0, 1, contract="5♠", declarer="B", tricks=11)
    # correct deal 1: the form starts with what was saved
    at.selectbox(key="sc-0-slot").select(0).run()
    assert at.text_input(key=k(0, 0, "contract")).value == "5♦"
    assert at.number_input(key=k(0, 0, "tricks-contract")).value == 11
    enter(at, 0, 0, tricks=12)
    assert not errors(at)
    sheet = load(sid)
    assert sheet.deal_score(0, 0) == {Pair.AC: 27, Pair.BD: -27}
    assert sheet.deal_score(0, 1) == {Pair.BD: 25, Pair.AC: -25}
    assert at.selectbox(key="sc-0-slot").value == 0  # a correction stays on its deal
    at.button(key=k(0, 0, "clear")).click().run()
    assert not at.exception and at.success and "Cleared" in at.success[0].value
    sheet = load(sid)
    assert sheet.entry(0, 0) is None and sheet.entry(0, 1) is not None
    assert at.text_input(key=k(0, 0, "contract")).value == ""
    assert at.button(key=k(0, 0, "clear")).disabled


def test_reopen_by_deep_link_and_from_the_list(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    again = open_page("fi", sheet=sid, edit=token_of(at))
    assert not again.exception
    assert sheet_id_of(again) == sid
    assert list(table(again, "totals").iloc[:, -1]) == [25, -25, 25, -25]
    again.selectbox(key="sc-0-slot").select(0).run()
    assert again.text_input(key=k(0, 0, "contract")).value == "5♦"
    # the list on the start page of the session that opened it by its link
    again.query_params.clear()
    again.query_params["lang"] = "en"
    again.run()
    again.selectbox(key="saved-sheet").select(sid)
    again.button(key="saved-sheet-open").click().run()
    assert not again.exception and sheet_id_of(again) == sid
    assert table(again, "totals").iloc[0, -1] == 25
    # the same address without its token opens nothing in a new session
    assert not open_page("en", sheet=sid).dataframe and not open_page("en", sheet=sid).table


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("wanted", ["nope", "x" * 22, "../../etc/passwd"])
def test_unknown_sheet_gets_a_friendly_message(data: Path, lang: str, wanted: str) -> None:
    at = open_page(lang, sheet=wanted)
    assert not at.exception
    assert len(at.info) == 1 and not at.error
    if wanted == "nope":
        assert "nope" in at.info[0].value


def test_damaged_sheet_gets_a_message(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    with admin().db.write() as db:
        db.execute(text("UPDATE sheet_entry SET entry = '{' WHERE sheet_id = :s"), {"s": sid})
    again = open_page("en", sheet=sid, edit=token_of(at))
    assert not again.exception
    assert len(again.error) == 1 and "damaged" in again.error[0].value


def test_markup_in_a_name_is_shown_literally(data: Path) -> None:
    names = ("<b>x</b>", "**y**", "[z](javascript:alert(1))", "Ö & co")
    at = open_page()
    new_sheet(at, names)
    assert not errors(at)
    assert any("<b>x</b>" in t.value for t in at.text)
    assert list(table(at, "totals").iloc[:, 0]) == list(names)
    assert "<b>x</b>" in set(table(at, "seating-0").iloc[:, 1])
    assert at.selectbox(key=k(0, 0, "declarer")).options[0].endswith("<b>x</b>")
    assert "<b>x</b>" not in html_bodies(at)
    at.toggle(key="sc-print").set_value(True).run()
    body = html_bodies(at)
    assert "&lt;b&gt;x&lt;/b&gt;" in body and "<b>x</b>" not in body
    assert "Ö &amp; co" in body
    # no name reaches Markdown: titles, captions, alerts and markdown carry no player names
    shown = [m.value for m in at.markdown] + [c.value for c in at.caption] + [t.value for t in at.title]
    assert not any(n in s for n in names for s in shown)


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (("Anna", "", "Cecilia", "Daavid"), ["Write a name."]),
        (("Anna", "Bertta", "ANNA", "Daavid"), ["Two players cannot have the same name."]),
        (("Anna", "B" * 41, "Cecilia", "D\u202e"), None),
    ],
    ids=["empty", "duplicate", "long-and-control"],
)
def test_bad_names_are_shown_next_to_the_field(
    data: Path, names: tuple[str, ...], expected: list[str] | None
) -> None:
    at = open_page()
    for seat, name in zip("ABCD", names, strict=True):
        at.text_input(key=f"new-sheet-{seat}").input(name)
    at.button(key="new-sheet-start").click().run()
    assert not at.exception
    if expected is not None:
        assert errors(at) == expected
    else:
        assert errors(at) == [
            "A name can have at most 40 characters.",
            "A name cannot contain control characters (U+202E).",
        ]
    assert "sheet" not in at.query_params
    assert admin().all_sheets() == []
    assert at.text_input(key="new-sheet-A").value == "Anna"  # what was typed is kept


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[bytes, str, str | None]]]:
    """Every file a download button offers: (data, mime type, file name)."""
    seen: list[tuple[bytes, str, str | None]] = []
    original = MediaFileManager.add

    def add(
        self: MediaFileManager,
        path_or_data: bytes | str,
        mimetype: str,
        coordinates: str,
        file_name: str | None = None,
        is_for_static_download: bool = False,
    ) -> str:
        if is_for_static_download and isinstance(path_or_data, bytes):
            seen.append((path_or_data, mimetype, file_name))
        return original(self, path_or_data, mimetype, coordinates, file_name, is_for_static_download)

    monkeypatch.setattr(MediaFileManager, "add", add)
    yield seen


def test_csv_and_json_downloads(data: Path, downloads: list[tuple[bytes, str, str | None]]) -> None:
    at = open_page()
    sid = new_sheet(at, ("=SUM(A1)", "Bertta", "Cecilia", "Daavid"))
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    downloads.clear()
    at.run()
    assert len(at.download_button) == 2
    files = {mime: (content, name) for content, mime, name in downloads}
    content, name = files["text/csv"]
    assert name is not None and name.endswith(".csv") and name.startswith("skruuvi-")
    text = content.decode("utf-8-sig")
    assert text == load(sid).to_csv()
    block = text.split("\n\n")[0].splitlines()
    rows = list(csv.reader(block))
    assert tuple(rows[0]) == CSV_DEAL_HEADER
    assert len(rows) - 1 == DEALS_PER_GAME == 24
    assert rows[1][CSV_DEAL_HEADER.index("AC_me")] == "25"
    assert "'=SUM(A1)" in text  # formulas are neutralised
    content, name = files["application/json"]
    assert name is not None and name.endswith(".json")
    assert Scoresheet.from_json(json.loads(content.decode("utf-8"))) == load(sid)
    assert next(csv.reader(io.StringIO(text)))[0] == "sitsi"


def test_bolshevik_deals(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    # a made bolshevik by A with aces 1, 4, 5, 10 all won by defenders; B doubled
    at.selectbox(key="sc-bol-player").select("A")
    at.number_input(key="sc-bol-tricks").set_value(0)
    at.multiselect(key="sc-bol-doubled").select("B")
    for n, trick in enumerate((1, 4, 5, 10)):
        at.number_input(key=f"sc-bol-ace{n}-trick").set_value(trick)
    at.button(key="sc-bol-add").click().run()
    assert not at.exception and not errors(at), errors(at)
    sheet = load(sid)
    assert sheet.bolshevik_totals() == (140, -60, -40, -40)
    assert sheet.bolshevik_finals() == (47, -20, -13, -13)
    totals = table(at, "totals")
    assert list(totals.iloc[:, -2]) == [47, -20, -13, -13]  # bolshevik result
    assert list(totals.iloc[:, -1]) == [47, -20, -13, -13]
    assert any("still to play" in t.value for t in at.text)
    bol = table(at, "bolsevikit")
    assert list(bol.columns[-4:]) == [f"{i + 1}. {n}" for i, n in enumerate(NAMES)]
    assert list(bol.iloc[0, -4:]) == [140, -60, -40, -40]
    assert list(bol.iloc[-1, -4:]) == [47, -20, -13, -13]
    # the same player again in the same set
    at.selectbox(key="sc-bol-player").select("A")
    at.number_input(key="sc-bol-tricks").set_value(1)
    at.button(key="sc-bol-add").click().run()
    assert errors(at) == ["That player has already played their bolshevik in this sitsi."]
    # a redouble without a double; then a thrown-in deal
    at.selectbox(key="sc-bol-player").select("C")
    at.number_input(key="sc-bol-tricks").set_value(1)
    at.checkbox(key="sc-bol-redoubled").check()
    at.button(key="sc-bol-add").click().run()
    assert errors(at) == ["A redouble needs a double."]
    at.selectbox(key="sc-bol-player").select("thrown-in")
    at.button(key="sc-bol-add").click().run()
    assert not errors(at)
    assert len(load(sid).bolsheviks) == 2
    # remove the first
    at.radio(key="sc-bol-which").set_value(0)
    at.button(key="sc-bol-remove").click().run()
    assert not at.exception
    left = load(sid).bolsheviks
    assert len(left) == 1 and left[0].player is None
    assert load(sid).totals() == (0, 0, 0, 0)


def test_scorekeeper_changes_the_seating(data: Path) -> None:
    at = open_page()
    for seat, name in zip("ABCD", NAMES, strict=True):
        at.text_input(key=f"new-sheet-{seat}").input(name)
    at.selectbox(key="new-sheet-scorekeeper").select(2)
    at.button(key="new-sheet-start").click().run()
    sheet = load(sheet_id_of(at))
    assert sheet.scorekeeper == 2
    assert any(t.value == "Scorekeeper: Cecilia" for t in at.text)
    seating = table(at, "seating-1")
    assert list(seating.iloc[:, 1]) == [NAMES[sheet.seating(1)[s]] for s in (Seat.A, Seat.B, Seat.C, Seat.D)]


def test_revoke_penalty(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    at.selectbox(key=k(0, 0, "revoke-contract")).select("declarers")
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    assert not errors(at)
    assert load(sid).deal_score(0, 0) == {Pair.AC: -10, Pair.BD: 10}  # 11 - 2 = 9 tricks: two down
    at.selectbox(key="sc-0-slot").select(0).run()
    assert at.selectbox(key=k(0, 0, "revoke-contract")).value == "declarers"
    at.selectbox(key=k(0, 0, "revoke-contract")).select("no-revoke")
    enter(at, 0, 0)
    assert load(sid).deal_score(0, 0) == {Pair.AC: 25, Pair.BD: -25}


def test_bolshevik_form_names_what_is_missing(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    at.button(key="sc-bol-add").click().run()
    assert not at.exception
    assert errors(at) == ["Choose the bolshevik player, or “thrown in”."]
    at.selectbox(key="sc-bol-player").select("B")
    at.number_input(key="sc-bol-tricks").set_value(None)
    at.button(key="sc-bol-add").click().run()
    assert errors(at) == ["Write the number of tricks, 0 to 13."]
    assert load(sid).bolsheviks == ()


# ---------------------------------------------------------------- two people, links, history


def test_a_stale_form_is_refused_and_can_be_applied_on_top(data: Path) -> None:
    """The review's stale form, in two sessions: B's older form cannot undo A's correction."""
    a = open_page()
    sid = new_sheet(a)
    enter(a, 0, 0, contract="5♦", declarer="A", tricks=11)
    b = open_page("en", sheet=sid, edit=token_of(a))
    b.selectbox(key="sc-0-slot").select(0).run()
    assert b.number_input(key=k(0, 0, "tricks-contract")).value == 11
    a.selectbox(key="sc-0-slot").select(0).run()
    enter(a, 0, 0, tricks=9)  # A's correction
    assert load(sid).entry(0, 0).tricks == 9  # type: ignore[union-attr]
    enter(b, 0, 0, doubling="doubled")  # B's form still says 11
    assert load(sid).entry(0, 0) == DealEntry.painted(Form.ALKUPELIT, "5♦", "A", 9)  # nothing lost
    assert len(b.warning) == 1 and "after you opened it" in b.warning[0].value
    shown = next(d for d in tables(b) if list(d.columns) == ["Version", "Deal"])
    assert list(shown.iloc[:, 1]) == ["5♦ A 9", "5♦ A 11 X", "5♦ A 9 X"]
    b.button(key=k(0, 0, "apply")).click().run()
    assert not b.exception and not b.warning
    assert load(sid).entry(0, 0) == DealEntry.painted(Form.ALKUPELIT, "5♦", "A", 9, Doubling.DOUBLED)
    # A's open form now says the deal changed under it, and can load the new values.
    a.run()
    assert any("changed this deal since you opened it" in i.value for i in a.info)
    a.button(key=k(0, 0, "reload")).click().run()
    assert a.radio(key=k(0, 0, "doubling-contract")).value == "doubled"
    # Keeping theirs instead: the form shows the saved entry again and nothing is written.
    enter(a, 0, 0, tricks=10)
    enter(b, 0, 0, tricks=8)
    assert len(b.warning) == 1
    b.button(key=k(0, 0, "keep")).click().run()
    assert b.number_input(key=k(0, 0, "tricks-contract")).value == 10
    assert load(sid).entry(0, 0).tricks == 10  # type: ignore[union-attr]


def test_two_people_entering_different_deals_keep_both(data: Path) -> None:
    a = open_page()
    sid = new_sheet(a)
    b = open_page("en", sheet=sid, edit=token_of(a))
    enter(a, 0, 0, contract="5♦", declarer="A", tricks=11)
    enter(b, 0, 1, contract="6♥", declarer="B", tricks=8)
    assert not b.warning and not errors(b)
    sheet = load(sid)
    assert sheet.entry(0, 0) is not None and sheet.entry(0, 1) is not None


def test_the_read_only_link_shows_but_cannot_change(data: Path) -> None:
    a = open_page()
    sid = new_sheet(a)
    enter(a, 0, 0, contract="5♦", declarer="A", tricks=11)
    code = [c.value for c in a.code]
    assert any(f"sheet={sid}&edit=" in c for c in code) and any(f"sheet={sid}&view=" in c for c in code)
    view_link = next(c for c in code if "&view=" in c)
    viewer = open_page("fi", sheet=sid, view=view_link.rsplit("view=", 1)[1])
    assert not viewer.exception and len(viewer.info) >= 1
    assert list(table(viewer, "totals").iloc[:, -1]) == [25, -25, 25, -25]
    assert not [b for b in viewer.button if b.key and b.key.endswith("-save")]
    assert not [f for f in viewer.text_input if f.key and f.key.startswith("sc-")]
    # A new read-only link replaces the old one.
    a.button(key="sc-new-view-link").click().run()
    stale_viewer = open_page("en", sheet=sid, view=view_link.rsplit("view=", 1)[1])
    assert not stale_viewer.dataframe and not stale_viewer.table and stale_viewer.info


def test_history_shows_every_change_and_a_mistake_can_be_undone(data: Path) -> None:
    a = open_page()
    sid = new_sheet(a)
    a.text_input(key="scorecard-who").input("Pirkko").run()
    enter(a, 0, 0, contract="5♦", declarer="A", tricks=11)
    a.selectbox(key="sc-0-slot").select(0).run()
    enter(a, 0, 0, tricks=7)  # the mistake
    history = next(d for d in tables(a) if "Who" in d.columns)
    assert list(history["Version"]) == [3, 2, 1]
    assert list(history["Who"])[:2] == ["Pirkko", "Pirkko"]
    assert list(history["Before"])[:2] == ["5♦ A 11", "empty"]
    assert list(history["After"])[:2] == ["5♦ A 7", "5♦ A 11"]
    a.selectbox(key="sc-undo-which").select(3)
    a.button(key="sc-undo").click().run()
    assert not a.exception and any("was undone" in s.value for s in a.success)
    assert load(sid).entry(0, 0).tricks == 11  # type: ignore[union-attr]
    a.selectbox(key="sc-as-of").select(1).run()
    as_of = [d.value for d in a.dataframe if "Result" in d.value.columns]
    assert list(as_of[-1]["Result"]) == [0, 0, 0, 0]


def test_old_json_sheets_are_imported_but_listed_to_nobody(data: Path) -> None:
    data.mkdir(parents=True)
    old = Scoresheet(NAMES).record_contract(0, 0, "5♦", "A", 11)
    sid = new_sheet_id()
    (data / f"{sid}.json").write_text(json.dumps(old.to_json()), encoding="utf-8")
    at = open_page()
    assert [s for s in at.selectbox if s.key == "saved-sheet"] == []
    assert load(sid) == old
    assert (data / f"{sid}.json").is_file()


def test_new_sheets_are_rate_limited_per_session(data: Path) -> None:
    at = open_page()
    for n in range(5):
        at.query_params.clear()
        at.query_params["lang"] = "en"
        at.run()
        new_sheet(at, (f"A{n}", "B", "C", "D"))
    at.query_params.clear()
    at.query_params["lang"] = "en"
    at.run()
    for seat, name in zip("ABCD", ("X", "Y", "Z", "W"), strict=True):
        at.text_input(key=f"new-sheet-{seat}").input(name)
    at.button(key="new-sheet-start").click().run()
    assert any("Too many new score sheets" in e for e in errors(at))
    assert len(admin().all_sheets()) == 5


# ---------------------------------------------------------------- issue 13: phone cards and suits in colour


def test_bolsevikit_history_and_old_totals_are_cards_on_a_phone(data: Path) -> None:
    """Issue 13 (M10): the bolshevik table, the history and the totals of an old version have phone cards too,
    with every player's points, the games' suits in colour and names escaped."""
    at = open_page()
    new_sheet(at, ("<b>Anna</b>", "Bertta", "Cecilia", "Daavid"))
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    at.selectbox(key="sc-bol-player").select("C")
    at.segmented_control(key="sc-bol-contract").set_value("7♥")
    at.number_input(key="sc-bol-tricks").set_value(13)
    at.button(key="sc-bol-add").click().run()
    assert not at.exception and not errors(at), errors(at)
    at.selectbox(key="sc-as-of").select(2).run()
    body = html_bodies(at)
    cards = body.split('<div class="sk-sc-cards">')
    bol = next(c for c in cards if "Sitsi 1, deal 1" in c)
    assert 'sk-hearts">♥</span> C 13' in bol  # the dictator's game, its heart in colour
    assert bol.count("sk-sc-card") == 3  # the deal, the total and the result (a third)
    assert "+150" in bol and "&lt;b&gt;Anna&lt;/b&gt;" in bol and "<b>Anna</b>" not in bol
    history = next(c for c in cards if "Version 3: Added: bolshevik deal" in c)
    assert "Version 2: Saved: Sitsi 1, Alkupelit 1" in history
    assert "Before:</span> empty" in history and 'sk-diamonds">♦</span> A 11' in history
    assert history.count('class="sk-sc-card"') == 3
    now, then = [c for c in cards if "Result:</span>" in c]  # the totals, and as they were at version 2
    assert now.count('class="sk-sc-card"') == then.count('class="sk-sc-card"') == 4
    assert (
        "Bolshevik result:</span> 50<" in now and "result:</span> 50<" not in then
    )  # Cecilia's bolshevik result (a third of 150) came later


def test_suit_symbols_in_the_scorecard_widgets_are_in_colour(data: Path) -> None:
    """Issue 13 (L5): no select box of the scorecard carries a suit symbol (a select box draws plain text):
    the chosen deal's saved game is shown in colour beside it; the bolshevik contract and the deal to
    remove are a segmented control and a radio, whose Markdown labels colour the suits."""
    at = open_page(suits="4")
    new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    at.selectbox(key="sc-0-slot").select(0).run()
    slot = at.selectbox(key="sc-0-slot")
    assert slot.options[0] == "Alkupelit 1 (saved)" and slot.options[1] == "Alkupelit 2"
    boxes = [o for s in at.selectbox for o in s.options] + [o for m in at.multiselect for o in m.options]
    assert not [o for o in boxes if any(x in o for x in "♠♥♦♣")], boxes
    saved = at.get("markdown")
    blue = ':color[♦]{foreground="#0050b3"}'  # four colours: the diamond is blue
    assert any(m.value == f"Saved: 5{blue} A 11" for m in saved), [m.value for m in saved]
    contract = at.segmented_control(key="sc-bol-contract")
    assert contract.value == "7M"
    assert ':color[♥]{foreground="#c8102e"}' in contract.options[2]  # 7♥
    assert ':color[♣]{foreground="#0a6b2e"}' in contract.options[4]  # 7♣ green
    at.selectbox(key="sc-bol-player").select("A")
    at.segmented_control(key="sc-bol-contract").set_value("7♦")
    at.number_input(key="sc-bol-tricks").set_value(13)
    at.button(key="sc-bol-add").click().run()
    assert not errors(at), errors(at)
    assert load(sheet_id_of(at)).bolsheviks[0].contract == Bid.parse("7♦")
    which = at.radio(key="sc-bol-which")
    assert which.options == [f"1\\. Sitsi 1: 7{blue} A 13"]
    # Two colours: the diamond is the cards' red.
    two = open_page(sheet=sheet_id_of(at), edit=token_of(at))
    two.selectbox(key="sc-0-slot").select(0).run()
    assert any(':color[♦]{foreground="#c8102e"} A 11' in m.value for m in two.get("markdown"))
