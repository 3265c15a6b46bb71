"""Score sheets in the database (trainer/storage/sheets.py): access, optimistic concurrency, history, import.

Every test runs on SQLite and on PostgreSQL (the ``database_url`` fixture).  The stress tests
(threads, processes, kills) are in tests/test_sheet_faults.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import text

from trainer.bids import Form
from trainer.errors import ScoreInputError
from trainer.scoresheet import BolshevikEntry, DealEntry, Scoresheet
from trainer.scoring import Doubling
from trainer.storage.sheets import SheetError, SheetStore, StaleSheetError, merge_entry, new_sheet_id

NAMES = ("Aino", "Bertta", "Cecilia", "Doris")


def deal(
    tricks: int = 11, doubling: Doubling = Doubling.NONE, contract: str = "5♦", form: Form = Form.ALKUPELIT
) -> DealEntry:
    return DealEntry.painted(form, contract, "A", tricks, doubling)


@pytest.fixture
def store(database_url: str) -> SheetStore:
    return SheetStore(database_url, legacy=None)


@pytest.fixture
def made(store: SheetStore) -> tuple[str, str, str]:
    """A new sheet: (id, edit token, read-only token)."""
    new = store.create(Scoresheet(NAMES), who="Aino")
    return new.view.sheet_id, new.edit_token, new.view_token


# --- access ---------------------------------------------------------------------------


def test_a_new_sheet_opens_with_its_tokens_only(store: SheetStore, made: tuple[str, str, str]) -> None:
    sid, edit, view = made
    assert store.open(sid, token=edit).role == "edit"
    ro = store.open(sid, token=view)
    assert ro.role == "view" and not ro.can_edit and ro.sheet.players == NAMES
    for bad in (None, "", "x" * 22, edit[:-1] + ("A" if edit[-1] != "A" else "B"), view + "x"):
        with pytest.raises(SheetError) as e:
            store.open(sid, token=bad)
        assert e.value.code == "unknown_sheet"
    with pytest.raises(SheetError) as e:
        store.open(new_sheet_id(), token=edit)  # an unknown sheet looks the same as no access
    assert e.value.code == "unknown_sheet"
    for bad_id in ("../../etc/passwd", "", "a" * 23, "ä" * 22):
        with pytest.raises(SheetError) as e:
            store.open(bad_id, token=edit)
        assert e.value.code == "bad_sheet_id"


def test_tokens_are_stored_only_as_hashes(store: SheetStore, made: tuple[str, str, str]) -> None:
    _sid, edit, view = made
    with store.db.read() as db:
        row = db.execute(text("SELECT * FROM sheet")).mappings().one()
    stored = json.dumps({k: str(v) for k, v in row.items()})
    assert edit not in stored and view not in stored
    assert len(row["edit_hash"]) == len(row["view_hash"]) == 64


def test_a_read_only_link_cannot_change_anything(store: SheetStore, made: tuple[str, str, str]) -> None:
    sid, _edit, view = made
    version = store.open(sid, token=view).version
    with pytest.raises(SheetError) as e:
        store.save_deal(sid, 0, 0, deal(), base_version=version, who="x", token=view)
    assert e.value.code == "read_only"
    with pytest.raises(SheetError) as e:
        store.new_view_token(sid, token=view)
    assert e.value.code == "read_only"
    assert store.open(sid, token=view).version == version


def test_a_new_read_only_link_replaces_the_old(store: SheetStore, made: tuple[str, str, str]) -> None:
    sid, edit, view = made
    fresh = store.new_view_token(sid, token=edit)
    assert store.open(sid, token=fresh).role == "view"
    with pytest.raises(SheetError):
        store.open(sid, token=view)


def test_a_learner_lists_only_the_sheets_they_created_or_opened(store: SheetStore) -> None:
    from trainer.progress import ProgressStore

    progress = ProgressStore(store.db)
    aino, eero = progress.create_learner("Aino"), progress.create_learner("Eero")
    mine = store.create(Scoresheet(NAMES), who="Aino", learner_id=aino.id)
    other = store.create(Scoresheet(("E", "F", "G", "H")), who="Eero", learner_id=eero.id)
    assert [i.sheet_id for i in store.sheets_of(aino.id)] == [mine.view.sheet_id]
    # Opening with a link puts it on the list, with the link's role; an edit grant is never lowered.
    store.open(other.view.sheet_id, token=other.view_token, learner_id=aino.id)
    listed = {i.sheet_id: i.role for i in store.sheets_of(aino.id)}
    assert listed == {mine.view.sheet_id: "edit", other.view.sheet_id: "view"}
    store.open(mine.view.sheet_id, token=mine.view_token, learner_id=aino.id)
    assert {i.sheet_id: i.role for i in store.sheets_of(aino.id)}[mine.view.sheet_id] == "edit"
    # The list gives access without the token; somebody else's list does not.
    assert store.open(other.view.sheet_id, learner_id=aino.id).role == "view"
    with pytest.raises(SheetError):
        store.open(mine.view.sheet_id, learner_id=eero.id)
    # A session's list: only the sheets whose tokens it holds.
    infos = store.infos({mine.view.sheet_id: mine.edit_token, other.view.sheet_id: "wrong-token-xxxxxxxxxx"})
    assert [(i.sheet_id, i.role, i.players) for i in infos] == [(mine.view.sheet_id, "edit", NAMES)]
    progress.delete_learner(aino)
    assert store.sheets_of(aino.id) == []
    assert store.open(mine.view.sheet_id, token=mine.edit_token).role == "edit"  # the sheet stays


# --- saving and optimistic concurrency -----------------------------------------------------


def test_a_save_bumps_the_version_and_is_kept(store: SheetStore, made: tuple[str, str, str]) -> None:
    sid, edit, _ = made
    v1 = store.open(sid, token=edit)
    v2 = store.save_deal(sid, 0, 0, deal(), base_version=v1.version, who="Aino", token=edit)
    assert v2.version == v1.version + 1
    assert store.open(sid, token=edit).sheet.entry(0, 0) == deal()
    # Saving the same entry again changes nothing and makes no version.
    assert (
        store.save_deal(sid, 0, 0, deal(), base_version=v2.version, who="Aino", token=edit).version
        == v2.version
    )


def test_saves_to_different_deals_from_the_same_view_both_go_through(
    store: SheetStore, made: tuple[str, str, str]
) -> None:
    """The review's race: A enters alkupelit 1 and B alkupelit 2 from the same view; both are kept."""
    sid, edit, _ = made
    base = store.open(sid, token=edit).version
    store.save_deal(sid, 0, 0, deal(), base_version=base, who="A", token=edit)
    store.save_deal(sid, 0, 1, deal(8, contract="6♥"), base_version=base, who="B", token=edit)
    sheet = store.open(sid, token=edit).sheet
    assert sheet.entry(0, 0) == deal() and sheet.entry(0, 1) == deal(8, contract="6♥")


def test_a_stale_form_cannot_undo_a_correction(store: SheetStore, made: tuple[str, str, str]) -> None:
    """The review's stale form: A corrects tricks to 9; B, whose form still shows 11, ticks Doubled."""
    sid, edit, _ = made
    v = store.save_deal(sid, 0, 0, deal(11), base_version=1, who="Scorer", token=edit).version
    opened_by_b = store.open(sid, token=edit)
    store.save_deal(sid, 0, 0, deal(9), base_version=v, who="A", token=edit)
    with pytest.raises(StaleSheetError) as e:
        store.save_deal(
            sid, 0, 0, deal(11, Doubling.DOUBLED), base_version=opened_by_b.version, who="B", token=edit
        )
    err = e.value
    assert err.code == "stale_sheet" and err.current == deal(9).to_json()
    assert [(c.who, c.after) for c in err.changes] == [("A", deal(9).to_json())]
    assert "changed by A" in str(err)
    assert store.open(sid, token=edit).sheet.entry(0, 0) == deal(9)  # nothing was saved
    # B applies their change on top: A's tricks stay, B's doubling is added.
    merged, conflicts = merge_entry(deal(11).to_json(), deal(11, Doubling.DOUBLED).to_json(), err.current)
    assert conflicts == ()
    now = store.open(sid, token=edit)
    store.save_deal(sid, 0, 0, DealEntry.from_json(merged), base_version=now.version, who="B", token=edit)
    assert store.open(sid, token=edit).sheet.entry(0, 0) == deal(9, Doubling.DOUBLED)


def test_merge_reports_the_fields_both_changed() -> None:
    base, mine, theirs = deal(11).to_json(), deal(10).to_json(), deal(9).to_json()
    merged, conflicts = merge_entry(base, mine, theirs)
    assert conflicts == ("tricks",) and merged is not None and merged["tricks"] == 10
    assert merge_entry(None, deal(9).to_json(), None) == (deal(9).to_json(), ())
    assert merge_entry(None, deal(9).to_json(), deal(8).to_json())[1] == ("entry",)
    assert merge_entry(deal(9).to_json(), None, deal(8).to_json()) == (None, ("entry",))


def test_an_entry_that_does_not_fit_is_refused_and_nothing_saved(
    store: SheetStore, made: tuple[str, str, str]
) -> None:
    sid, edit, _ = made
    with pytest.raises(ScoreInputError) as e:
        store.save_deal(sid, 0, 0, deal(contract="6♠", form=Form.KOTKAT), base_version=1, who="x", token=edit)
    assert e.value.code == "form_mismatch"
    with pytest.raises(SheetError) as e2:
        store.save_deal(sid, 3, 0, deal(), base_version=1, who="x", token=edit)
    assert e2.value.code == "bad_entry"
    with pytest.raises(SheetError) as e2:
        store.save_deal(sid, 0, 0, deal(), base_version=5, who="x", token=edit)
    assert e2.value.code == "bad_version"
    assert store.open(sid, token=edit).version == 1
    assert len(store.history(sid, token=edit)) == 1


# --- history, as it was, undo ------------------------------------------------------------------


def test_every_change_is_kept_and_any_version_can_be_shown(
    store: SheetStore, made: tuple[str, str, str]
) -> None:
    sid, edit, view = made
    store.save_deal(sid, 0, 0, deal(11), base_version=1, who="A", token=edit)
    store.save_deal(sid, 0, 0, deal(9), base_version=2, who="B", token=edit)
    store.save_deal(sid, 0, 0, None, base_version=3, who="C", token=edit)
    history = store.history(sid, token=view)
    assert [(c.version, c.who, c.action) for c in history] == [
        (1, "Aino", "create"),
        (2, "A", "set"),
        (3, "B", "set"),
        (4, "C", "clear"),
    ]
    assert history[2].before == deal(11).to_json() and history[2].after == deal(9).to_json()
    assert history[2].label == "sitsi 1, alkupelit deal 1"
    assert store.as_of(sid, 2, token=view).entry(0, 0) == deal(11)
    assert store.as_of(sid, 3, token=view).entry(0, 0) == deal(9)
    assert store.as_of(sid, 4, token=view).entry(0, 0) is None
    assert store.as_of(sid, 1, token=view) == Scoresheet(NAMES)


def test_a_mistaken_change_can_be_undone(store: SheetStore, made: tuple[str, str, str]) -> None:
    sid, edit, _ = made
    store.save_deal(sid, 0, 0, deal(11), base_version=1, who="A", token=edit)
    store.save_deal(sid, 0, 1, deal(8, contract="6♥"), base_version=2, who="B", token=edit)
    mistake = store.save_deal(sid, 0, 0, deal(7), base_version=3, who="C", token=edit).version
    store.save_deal(sid, 0, 2, deal(10), base_version=mistake, who="D", token=edit)  # another deal: no matter
    after = store.undo(sid, mistake, who="A", token=edit)
    assert after.sheet.entry(0, 0) == deal(11) and after.sheet.entry(0, 2) == deal(10)
    assert store.history(sid, token=edit)[-1].action == "undo"
    # Undoing a change whose deal was changed again since is refused: undo the later one first.
    store.save_deal(sid, 0, 1, deal(9, contract="6♥"), base_version=after.version, who="E", token=edit)
    with pytest.raises(StaleSheetError):
        store.undo(sid, 3, who="A", token=edit)
    with pytest.raises(SheetError) as e:
        store.undo(sid, 1, who="A", token=edit)
    assert e.value.code == "not_undoable"


# --- bolsheviks ----------------------------------------------------------------------------------


def test_bolshevik_deals_are_added_in_order_and_stale_adds_refused(
    store: SheetStore, made: tuple[str, str, str]
) -> None:
    sid, edit, _ = made
    base = store.open(sid, token=edit).version
    first = BolshevikEntry.thrown_in(0)
    v = store.add_bolshevik(sid, first, base_version=base, who="A", token=edit)
    with pytest.raises(StaleSheetError):  # B's form did not see A's deal: it could be the same deal twice
        store.add_bolshevik(sid, BolshevikEntry.thrown_in(0), base_version=base, who="B", token=edit)
    second = BolshevikEntry(sitsi=0, player=v.sheet.bolshevik_dealer(0, 2), player_tricks=0)
    v = store.add_bolshevik(sid, second, base_version=v.version, who="B", token=edit)
    assert v.sheet.bolsheviks == (first, second)
    v = store.remove_bolshevik(sid, 0, base_version=v.version, who="A", token=edit)
    assert v.sheet.bolsheviks == (second,)
    restored = store.undo(sid, v.version, who="A", token=edit)
    assert restored.sheet.bolsheviks == (first, second)


# --- the JSON files of earlier versions ----------------------------------------------------------


def test_json_sheets_are_imported_once_and_left_as_they_were(database_url: str, tmp_path: Path) -> None:
    files = tmp_path / "data"
    files.mkdir()
    sheet = Scoresheet(NAMES).record_contract(0, 1, "5♠", "B", 11)
    sid = new_sheet_id()
    (files / f"{sid}.json").write_text(json.dumps(sheet.to_json()), encoding="utf-8")
    (files / f"{new_sheet_id()}.json").write_text("{ not json", encoding="utf-8")
    (files / "notes.json").write_text("{}", encoding="utf-8")
    before = {p.name: p.read_bytes() for p in files.iterdir()}
    store = SheetStore(database_url, legacy=files)
    assert store.imported == 1
    assert SheetStore(database_url, legacy=files).imported == 0  # once
    assert {p.name: p.read_bytes() for p in files.iterdir()} == before
    (listed,) = store.all_sheets()
    assert listed[0] == sid and listed[3] == str(files / f"{sid}.json")
    with pytest.raises(SheetError):
        store.open(sid, token=None)  # nobody has a token until the administrator gives one
    token = store.new_edit_token(sid)
    opened = store.open(sid, token=token)
    assert opened.sheet == sheet
    assert [c.action for c in store.history(sid, token=token)] == ["import"]
