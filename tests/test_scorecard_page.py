"""The Scorecard page (AppTest) and its store of saved sheets (trainer/ui/scorecard_store.py)."""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from streamlit.runtime.media_file_manager import MediaFileManager
from streamlit.testing.v1 import AppTest

from trainer.bids import Bid
from trainer.errors import ScoreInputError
from trainer.scoresheet import CSV_DEAL_HEADER, DEALS_PER_GAME, Scoresheet
from trainer.scoring import Doubling, score_contract
from trainer.seats import Pair, Seat
from trainer.ui import scorecard_store as store

APP = str(Path(__file__).resolve().parent.parent / "app.py")
PAGE = "app_pages/scorecard.py"
NAMES = ("Anna", "Bertta", "Cecilia", "Daavid")


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh data directory (not created yet: the store creates it on demand)."""
    where = tmp_path / "data" / "skruuvikoulu"
    monkeypatch.setenv(store.DATA_ENV, str(where))
    return where


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


def table(at: AppTest, name: str) -> pd.DataFrame:
    """A table of the sheet view: "totals", "seating-<sitsi>", "deals-<sitsi>" or "bolsevikit"."""
    if name == "totals":
        position = 0
    elif name == "bolsevikit":
        position = 7
    else:
        what, sitsi = name.split("-")
        position = 1 + 2 * int(sitsi) + (what == "deals")
    return at.dataframe[position].value


def errors(at: AppTest) -> list[str]:
    return [e.value for e in at.error]


def html_bodies(at: AppTest) -> str:
    return "\n".join(h.proto.body for h in at.html)


# ---------------------------------------------------------------- the store


def test_store_round_trip_and_list(data: Path) -> None:
    assert store.list_sheets() == []
    assert not data.exists()
    sheet = Scoresheet(NAMES, scorekeeper=1).record_contract(0, 0, "5♦", "A", 11)
    sid = store.new_sheet_id()
    path = store.save(sid, sheet)
    assert path == data / f"{sid}.json" and data.is_dir()
    assert store.load(sid) == sheet
    assert json.loads(path.read_text(encoding="utf-8")) == sheet.to_json()
    other = store.new_sheet_id()
    store.save(other, Scoresheet(("Eeva", "Fiia", "Gun", "Hilkka")))
    os.utime(path, (1_000_000_000, 1_000_000_000))  # make the first one older
    listed = store.list_sheets()
    assert [i.sheet_id for i in listed] == [other, sid]
    assert listed[1].players == NAMES and listed[1].deals_entered == 1
    assert listed[1].modified.timestamp() == 1_000_000_000
    assert store.modified(sid) == listed[1].modified
    assert store.modified(store.new_sheet_id()) is None


def test_store_default_directory(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(store.DATA_ENV, raising=False)
    assert store.data_dir() == Path.home() / ".local" / "share" / "skruuvikoulu"
    monkeypatch.setenv(store.DATA_ENV, "~/elsewhere")
    assert store.data_dir() == Path.home() / "elsewhere"


def test_store_writes_atomically(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sid = store.new_sheet_id()
    good = Scoresheet(NAMES).record_contract(0, 0, "5♦", "A", 11)
    path = store.save(sid, good)
    store.save(sid, good.record_contract(0, 1, "5♠", "B", 11))  # an overwrite
    assert sorted(p.name for p in data.iterdir()) == [f"{sid}.json"], "a temporary file was left behind"
    before = path.read_bytes()

    # Serialising fails half-way (json.dump has already written part of the file).
    def broken(self: Scoresheet) -> dict[str, Any]:
        return {"players": list(self.players), "oops": object()}

    with monkeypatch.context() as m:
        m.setattr(Scoresheet, "to_json", broken)
        with pytest.raises(TypeError):
            store.save(sid, good)
    assert path.read_bytes() == before
    assert sorted(p.name for p in data.iterdir()) == [f"{sid}.json"]
    assert store.load(sid).entry(0, 1) is not None


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "nope",
        "../../etc/passwd",
        "a/b" + "c" * 19,
        ".." + "a" * 20,
        "a" * 21 + ".",
        "a" * 23,
        "a" * 21 + "\n",
    ],
)
def test_store_rejects_bad_ids(data: Path, bad: str) -> None:
    with pytest.raises(ScoreInputError) as exc:
        store.load(bad)
    assert exc.value.code == "bad_sheet_id"
    with pytest.raises(ScoreInputError):
        store.save(bad, Scoresheet(NAMES))
    assert not data.exists()


def test_store_ids_are_fresh_and_valid() -> None:
    ids = {store.new_sheet_id() for _ in range(50)}
    assert len(ids) == 50
    assert all(store.check_sheet_id(i) == i for i in ids)


@pytest.mark.parametrize(
    "content",
    [
        b"{",
        b"\xff\xfe not utf-8",
        b"[]",
        b'{"format": "something else"}',
        json.dumps({**Scoresheet(NAMES).to_json(), "deals": [None] * 3}).encode(),
        json.dumps({**Scoresheet(NAMES).to_json(), "players": ["A", "A", "B", "C"]}).encode(),
    ],
    ids=["truncated", "binary", "list", "format", "deals", "players"],
)
def test_store_corrupt_files(data: Path, content: bytes) -> None:
    sid = store.new_sheet_id()
    data.mkdir(parents=True)
    (data / f"{sid}.json").write_bytes(content)
    with pytest.raises(ScoreInputError) as exc:
        store.load(sid)
    assert exc.value.code == "corrupt_sheet"
    assert sid in str(exc.value) and "damaged" in str(exc.value)
    assert store.list_sheets() == []  # damaged files are left out of the list


def test_store_unknown_sheet(data: Path) -> None:
    with pytest.raises(ScoreInputError) as exc:
        store.load(store.new_sheet_id())
    assert exc.value.code == "unknown_sheet"


# ---------------------------------------------------------------- the page


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_page_runs_in_both_languages(data: Path, lang: str) -> None:
    at = open_page(lang)
    assert at.session_state["lang"] == lang
    assert at.title and at.button(key="new-sheet-start")
    sid = new_sheet(at)
    assert store.load(sid).players == NAMES
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    assert len(at.tabs) == 3 and not errors(at)
    at.toggle(key="sc-print").set_value(True).run()
    assert not at.exception and "Anna" in html_bodies(at)
    at = open_page(lang, sheet=sid)
    assert not at.exception
    at = open_page(lang)  # the start page lists the saved sheet
    assert at.selectbox(key="saved-sheet").value == sid


def test_enter_a_deal(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    assert not errors(at)
    assert at.success and "+25" in at.success[0].value
    sheet = store.load(sid)
    assert sheet.deal_score(0, 0) == {Pair.AC: 25, Pair.BD: -25}
    totals = table(at, "totals")
    assert list(totals.iloc[:, 0]) == list(NAMES)
    assert list(totals.iloc[:, -1]) == [25, -25, 25, -25]
    deals = table(at, "deals-0")
    assert list(deals.iloc[0, -4:]) == [25, 25, -25, -25]  # A–C me, yht; B–D me, yht
    assert deals.iloc[-1, 0] == "Total" and deals.iloc[-1, -4] == 25
    # on to the next empty deal
    assert at.selectbox(key="sc-0-slot").value == 1


def test_bad_deals_are_rejected_and_nothing_is_lost(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    saved = store.sheet_path(sid).read_bytes()

    enter(at, 0, 1, contract="5♠", declarer="B", tricks=14)
    assert errors(at) == ["Tricks are a whole number from 0 to 13."]
    assert at.number_input(key=k(0, 1, "tricks-contract")).value == 14  # the input is kept for correcting
    assert store.sheet_path(sid).read_bytes() == saved

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
    assert store.sheet_path(sid).read_bytes() == saved
    sheet = store.load(sid)
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
    assert store.load(sid).entry(0, 0) is None


def test_a_failed_save_changes_nothing(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)

    def full(*args: object, **kwargs: object) -> Path:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(store, "save", full)
        enter(at, 0, 1, contract="5♠", declarer="B", tricks=11)
    assert len(errors(at)) == 1 and "could not be saved" in errors(at)[0] and "No space" in errors(at)[0]
    sheet = store.load(sid)
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
    e = store.load(sid).entry(0, 1)
    assert e is not None and e.aces == ((3, True), (5, False), (9, False))
    assert e.doubling is Doubling.DOUBLED
    expected = score_contract(Bid.parse("6M"), 1, Doubling.DOUBLED, [(3, True), (5, False), (9, False)])
    assert store.load(sid).deal_score(0, 1) == {Pair.BD: expected.declarers, Pair.AC: expected.defenders}
    # aces in more tricks than the declarers took
    enter(at, 0, 2, contract="5M", declarer="C", tricks=0, aces=((2, "declarers"),))
    assert errors(at) == ["The aces fall in more tricks than that side took."]
    enter(at, 0, 2, contract="5M", declarer="C", tricks=1, aces=((2, "declarers"), (2, "defenders")))
    assert errors(at) == ["Trick 2 is given to both sides."]
    assert store.load(sid).entry(0, 2) is None


def test_passimisaari(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 1, 4, kind="passimisaari", tricks=5, aces=((1, "AC"), (13, "BD")))
    assert not errors(at)
    e = store.load(sid).entry(1, 4)
    assert e is not None and e.kind == "passimisaari" and e.pair_aces == ((1, Pair.AC), (13, Pair.BD))
    # (8 - 5) - 1 + 13 for A–C
    assert store.load(sid).deal_score(1, 4) == {Pair.AC: 15, Pair.BD: -15}


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
    sheet = store.load(sid)
    assert sheet.deal_score(0, 0) == {Pair.AC: 27, Pair.BD: -27}
    assert sheet.deal_score(0, 1) == {Pair.BD: 25, Pair.AC: -25}
    assert at.selectbox(key="sc-0-slot").value == 0  # a correction stays on its deal
    at.button(key=k(0, 0, "clear")).click().run()
    assert not at.exception and at.success and "Cleared" in at.success[0].value
    sheet = store.load(sid)
    assert sheet.entry(0, 0) is None and sheet.entry(0, 1) is not None
    assert at.text_input(key=k(0, 0, "contract")).value == ""
    assert at.button(key=k(0, 0, "clear")).disabled


def test_reopen_by_deep_link_and_from_the_list(data: Path) -> None:
    at = open_page()
    sid = new_sheet(at)
    enter(at, 0, 0, contract="5♦", declarer="A", tricks=11)
    again = open_page("fi", sheet=sid)
    assert not again.exception
    assert sheet_id_of(again) == sid
    assert list(table(again, "totals").iloc[:, -1]) == [25, -25, 25, -25]
    again.selectbox(key="sc-0-slot").select(0).run()
    assert again.text_input(key=k(0, 0, "contract")).value == "5♦"
    # the list on the start page
    start = open_page()
    start.selectbox(key="saved-sheet").select(sid)
    start.button(key="saved-sheet-open").click().run()
    assert not start.exception and sheet_id_of(start) == sid
    assert table(start, "totals").iloc[0, -1] == 25


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("wanted", ["nope", "x" * 22, "../../etc/passwd"])
def test_unknown_sheet_gets_a_friendly_message(data: Path, lang: str, wanted: str) -> None:
    at = open_page(lang, sheet=wanted)
    assert not at.exception
    assert len(at.info) == 1 and not at.error
    if wanted == "nope":
        assert "nope" in at.info[0].value


def test_damaged_sheet_gets_a_message(data: Path) -> None:
    sid = store.new_sheet_id()
    data.mkdir(parents=True)
    (data / f"{sid}.json").write_text("{", encoding="utf-8")
    at = open_page("en", sheet=sid)
    assert not at.exception
    assert len(at.error) == 1 and "damaged" in at.error[0].value
    assert any("not JSON" in t.value for t in at.text)


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
    assert store.list_sheets() == []
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
    assert text == store.load(sid).to_csv()
    block = text.split("\n\n")[0].splitlines()
    rows = list(csv.reader(block))
    assert tuple(rows[0]) == CSV_DEAL_HEADER
    assert len(rows) - 1 == DEALS_PER_GAME == 24
    assert rows[1][CSV_DEAL_HEADER.index("AC_me")] == "25"
    assert "'=SUM(A1)" in text  # formulas are neutralised
    content, name = files["application/json"]
    assert name is not None and name.endswith(".json")
    assert Scoresheet.from_json(json.loads(content.decode("utf-8"))) == store.load(sid)
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
    sheet = store.load(sid)
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
    assert len(store.load(sid).bolsheviks) == 2
    # remove the first
    at.selectbox(key="sc-bol-which").select(0)
    at.button(key="sc-bol-remove").click().run()
    assert not at.exception
    left = store.load(sid).bolsheviks
    assert len(left) == 1 and left[0].player is None
    assert store.load(sid).totals() == (0, 0, 0, 0)


def test_scorekeeper_changes_the_seating(data: Path) -> None:
    at = open_page()
    for seat, name in zip("ABCD", NAMES, strict=True):
        at.text_input(key=f"new-sheet-{seat}").input(name)
    at.selectbox(key="new-sheet-scorekeeper").select(2)
    at.button(key="new-sheet-start").click().run()
    sheet = store.load(sheet_id_of(at))
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
    assert store.load(sid).deal_score(0, 0) == {Pair.AC: -10, Pair.BD: 10}  # 11 - 2 = 9 tricks: two down
    at.selectbox(key="sc-0-slot").select(0).run()
    assert at.selectbox(key=k(0, 0, "revoke-contract")).value == "declarers"
    at.selectbox(key=k(0, 0, "revoke-contract")).select("no-revoke")
    enter(at, 0, 0)
    assert store.load(sid).deal_score(0, 0) == {Pair.AC: 25, Pair.BD: -25}


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
    assert store.load(sid).bolsheviks == ()
