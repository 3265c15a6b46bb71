"""Score sheets in the app's database: one row per entry, optimistic concurrency, every change kept (no Streamlit).

A sheet is a :class:`~trainer.scoresheet.Scoresheet`: four players, 24 deal slots and the
bolshevik deals in the order played.  Here it is stored as rows (:mod:`trainer.storage.schema`):
``sheet`` (players, tokens' hashes, ``version``), ``sheet_entry`` (one per deal slot or bolshevik
deal, with the sheet version that last changed it) and ``sheet_change`` (every change for good:
who, when, before and after).

Concurrency (docs/storage.md).  Every save names the sheet ``version`` the saver's view was
based on.  It is refused with :class:`StaleSheetError` when the entry it changes was changed
after that version (for a bolshevik deal: when any bolshevik deal was), so a form opened before
somebody else's correction can never silently undo it; saves to other entries go through, so
two people entering different deals at the same moment both keep theirs.  A save is one write
transaction that locks the sheet's row, checks, validates the whole sheet with the entry in it,
writes the entry and its change, and bumps the version: it is acknowledged only once committed.

Access.  A sheet is opened with its secret edit token, or with its read-only token (spectators),
both 128-bit random and stored only as SHA-256 hashes, compared in constant time
(:mod:`trainer.storage.tokens`); or by a learner who created or opened it before (their list).
Nothing here lists sheets to anybody else; :meth:`SheetStore.all_sheets` and
:meth:`SheetStore.new_edit_token` are for the administrator's command line.

Sheets that earlier versions saved as JSON files in ``$SKRUUVI_DATA`` (:func:`legacy_dir`) are
imported once, when the store opens, and the files are left as they were.  Nobody has their
token, so the administrator gives the owner a fresh link (``python -m trainer.storage
sheet-link ID``).

Every failure is a :class:`SheetError` with a stable ``code``: ``bad_sheet_id``,
``unknown_sheet`` (no such sheet, or no access: the two look the same from outside),
``read_only``, ``stale_sheet``, ``not_undoable``, ``bad_version``, ``bad_entry``,
``corrupt_sheet``, or a storage code (``busy``, ``storage``...).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal

from sqlalchemy import Connection, RowMapping, func, insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from trainer.errors import SkruuviError
from trainer.scoresheet import (
    DEALS_PER_GAME,
    DEALS_PER_SITSI,
    BolshevikEntry,
    DealEntry,
    Scoresheet,
    slot_label,
)
from trainer.storage.db import Database, StorageError, as_database
from trainer.storage.schema import learner_sheet as t_access
from trainer.storage.schema import sheet as t_sheet
from trainer.storage.schema import sheet_change as t_change
from trainer.storage.schema import sheet_entry as t_entry
from trainer.storage.tokens import hash_token, matches, new_token

Role = Literal["edit", "view"]
EntryKind = Literal["deal", "bolshevik"]

DATA_ENV: Final = "SKRUUVI_DATA"
DEFAULT_LEGACY_DIR: Final = Path("~/.local/share/skruuvikoulu")
#: Bytes of randomness in a sheet id (22 url-safe characters) and in a token.
ID_BYTES: Final = 16
TOKEN_BYTES: Final = 16
SHEET_ID_RE: Final = re.compile(r"[A-Za-z0-9_-]{22}")
TOKEN_RE: Final = re.compile(r"[A-Za-z0-9_-]{22}")
#: Longest "who" kept with a change.
WHO_MAX: Final = 80
#: A legacy sheet file is a few kilobytes; anything much larger is not one of ours.
LEGACY_MAX_BYTES: Final = 1_000_000


class SheetError(StorageError):
    """A score sheet cannot be opened or changed as asked; ``code`` says why."""

    code = "sheet"


@dataclass(frozen=True)
class Change:
    """One change to a sheet.  ``action``: create, import, set, clear, add, remove or undo.

    ``kind``/``pos`` name the entry (None for the whole sheet); ``before``/``after`` are the
    entry's JSON (None where there was or is no entry; the whole sheet's JSON for create/import).
    """

    version: int
    at: datetime
    who: str
    action: str
    kind: EntryKind | None
    pos: int | None
    before: Mapping[str, Any] | None
    after: Mapping[str, Any] | None

    @property
    def label(self) -> str:
        """The entry it changed, as on the sheet ("sitsi 1, alkupelit 2" or "bolshevik 3"), or ""."""
        if self.kind == "deal" and self.pos is not None:
            return slot_label(self.pos // DEALS_PER_SITSI, self.pos % DEALS_PER_SITSI)
        if self.kind == "bolshevik" and self.pos is not None:
            return f"bolshevik #{self.pos + 1}"
        return ""


@dataclass(frozen=True)
class SheetView:
    """A sheet as one read saw it: ``version`` is what a save from this view must name.

    ``entry_versions`` maps ``(kind, pos)`` to the version that last changed that entry;
    ``bolshevik_pos`` is the stored position of each of ``sheet.bolsheviks``, in order.
    """

    sheet_id: str
    sheet: Scoresheet
    version: int
    role: Role
    modified: datetime
    entry_versions: Mapping[tuple[str, int], int]
    bolshevik_pos: tuple[int, ...]

    @property
    def can_edit(self) -> bool:
        return self.role == "edit"


@dataclass(frozen=True)
class SheetInfo:
    """One sheet for a list: id, players, last change, deals entered, and the lister's role."""

    sheet_id: str
    players: tuple[str, str, str, str]
    modified: datetime
    deals_entered: int
    role: Role


@dataclass(frozen=True)
class NewSheet:
    """A sheet just created: its view and its two secret tokens (shown once, stored only hashed)."""

    view: SheetView
    edit_token: str
    view_token: str


class StaleSheetError(SheetError):
    """A save from a view that is out of date for the entry it changes.

    ``changes`` are the changes to that entry since the view's version (newest last);
    ``current`` is the entry's JSON now (None if there is none).
    """

    code = "stale_sheet"

    def __init__(
        self, message: str, *, changes: Sequence[Change], current: Mapping[str, Any] | None, **params: Any
    ):
        super().__init__(message, code="stale_sheet", **params)
        self.changes = tuple(changes)
        self.current = current


# --- helpers -------------------------------------------------------------------------


def _iso(at: datetime) -> str:
    return at.astimezone(UTC).isoformat(timespec="microseconds")


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


def new_sheet_id() -> str:
    """A fresh random id (22 url-safe characters) that does not begin with '-'.

    An id is typed or pasted on command lines (``sheet-link ID``), where a leading '-' reads as an
    option; one draw in 64 would begin so.  Drawing again costs under one bit of the 128.  Ids made
    by earlier versions may still begin with '-'; the command line takes them after '--'.
    """
    while (sheet_id := new_token(ID_BYTES)).startswith("-"):
        pass
    return sheet_id


def check_sheet_id(sheet_id: object) -> str:
    """``sheet_id`` if it has the form of an id, else SheetError ``bad_sheet_id``."""
    if not isinstance(sheet_id, str) or SHEET_ID_RE.fullmatch(sheet_id) is None:
        raise SheetError(
            "not a score sheet id (22 letters, digits, '-' or '_')",
            code="bad_sheet_id",
            sheet_id=str(sheet_id)[:40],
        )
    return sheet_id


def check_who(who: object) -> str:
    """A name for the change history: trimmed, control characters removed, at most :data:`WHO_MAX`."""
    text = "".join(ch for ch in str(who) if ch.isprintable()).strip()
    return text[:WHO_MAX] or "?"


def _dumps(data: Mapping[str, Any] | None) -> str | None:
    return (
        None if data is None else json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    )


def _loads(text: str | None) -> dict[str, Any] | None:
    return None if text is None else dict(json.loads(text))


def _upsert(
    conn: Connection, table: Any, values: Mapping[str, Any], keys: Sequence[str], update_cols: Sequence[str]
) -> None:
    """INSERT ... ON CONFLICT (keys) DO UPDATE on either backend."""
    ins = (sqlite_insert if conn.dialect.name == "sqlite" else pg_insert)(table).values(**values)
    if update_cols:
        stmt = ins.on_conflict_do_update(
            index_elements=list(keys), set_={c: ins.excluded[c] for c in update_cols}
        )
    else:
        stmt = ins.on_conflict_do_nothing(index_elements=list(keys))
    conn.execute(stmt)


def legacy_dir() -> Path:
    """Where earlier versions saved sheets as JSON files (``$SKRUUVI_DATA``, else ~/.local/share/skruuvikoulu)."""
    raw = os.environ.get(DATA_ENV, "").strip()
    return Path(raw).expanduser() if raw else DEFAULT_LEGACY_DIR.expanduser()


def merge_entry(
    base: Mapping[str, Any] | None, mine: Mapping[str, Any] | None, theirs: Mapping[str, Any] | None
) -> tuple[dict[str, Any] | None, tuple[str, ...]]:
    """Apply my change (``base`` → ``mine``) on top of ``theirs``, field by field.

    Returns the merged entry JSON and the fields both changed to different values (the
    conflicts: there mine wins in the result, and the caller should ask).  Clearing an entry,
    or filling an empty one, is a change of the whole entry.
    """
    if mine is None or base is None or theirs is None:
        conflict = mine != theirs and base != theirs and base != mine
        return (None if mine is None else dict(mine)), (("entry",) if conflict else ())
    merged = dict(theirs)
    conflicts = []
    for key in sorted(set(base) | set(mine) | set(theirs)):
        b, m, t = base.get(key), mine.get(key), theirs.get(key)
        if m != b:
            if t != b and t != m:
                conflicts.append(key)
            merged[key] = m
    return merged, tuple(conflicts)


# --- the store -----------------------------------------------------------------------


class SheetStore:
    """Score sheets in the database ``target`` (a :class:`Database`, a URL, an SQLite path or None).

    On opening, sheets saved as JSON files in ``legacy`` (default :func:`legacy_dir`; None to
    skip) are imported once.  Share one store between threads: it holds no connection.
    """

    def __init__(
        self,
        target: Database | str | os.PathLike[str] | None = None,
        *,
        legacy: Path | Literal["default"] | None = "default",
    ) -> None:
        self.db = as_database(target, error=SheetError)
        self.imported = 0
        where = legacy_dir() if legacy == "default" else legacy
        if where is not None:
            self.imported = self.import_legacy(where)

    def __repr__(self) -> str:
        return f"SheetStore({self.db!r})"

    def _read(self) -> Any:
        return self.db.read(SheetError)

    def _write(self) -> Any:
        return self.db.write(SheetError)

    # -- access --

    def _row(self, conn: Connection, sheet_id: str, *, lock: bool) -> RowMapping:
        check_sheet_id(sheet_id)
        query = select(t_sheet).where(t_sheet.c.id == sheet_id)
        if lock and not self.db.is_sqlite:
            query = query.with_for_update()
        row = conn.execute(query).mappings().first()
        if row is None:
            raise SheetError("there is no such score sheet, or the link is not valid", code="unknown_sheet")
        return row

    def _role(self, conn: Connection, row: RowMapping, token: str | None, learner_id: int | None) -> Role:
        """The access ``token`` or ``learner_id`` gives to the sheet; SheetError ``unknown_sheet`` for none."""
        if isinstance(token, str) and TOKEN_RE.fullmatch(token):
            if matches(token, row["edit_hash"]):
                return "edit"
            if matches(token, row["view_hash"]):
                return "view"
        if learner_id is not None:
            role = conn.execute(
                select(t_access.c.role).where(
                    t_access.c.learner_id == learner_id, t_access.c.sheet_id == row["id"]
                )
            ).scalar()
            if role in ("edit", "view"):
                return "edit" if role == "edit" else "view"
        raise SheetError("there is no such score sheet, or the link is not valid", code="unknown_sheet")

    def _view(self, conn: Connection, row: RowMapping, role: Role) -> SheetView:
        entries = conn.execute(
            select(t_entry.c.kind, t_entry.c.pos, t_entry.c.entry, t_entry.c.version).where(
                t_entry.c.sheet_id == row["id"]
            )
        ).all()
        try:
            players = json.loads(row["players"])
            deals: list[DealEntry | None] = [None] * DEALS_PER_GAME
            bolsheviks: list[tuple[int, BolshevikEntry]] = []
            versions: dict[tuple[str, int], int] = {}
            for kind, pos, text, version in entries:
                versions[(kind, pos)] = version
                if text is None:
                    continue
                if kind == "deal":
                    deals[pos] = DealEntry.from_json(json.loads(text), f"deals[{pos}]")
                else:
                    bolsheviks.append((pos, BolshevikEntry.from_json(json.loads(text), f"bolsheviks[{pos}]")))
            bolsheviks.sort(key=lambda pb: pb[0])
            sheet = Scoresheet(
                tuple(players), row["scorekeeper"], tuple(deals), tuple(b for _, b in bolsheviks)
            )
        except (SkruuviError, ValueError, TypeError) as e:
            raise SheetError(
                f"score sheet {row['id']}: the saved sheet is damaged ({e})", code="corrupt_sheet"
            ) from e
        return SheetView(
            sheet_id=row["id"],
            sheet=sheet,
            version=row["version"],
            role=role,
            modified=_time(row["modified"]),
            entry_versions=versions,
            bolshevik_pos=tuple(p for p, _ in bolsheviks),
        )

    def _remember(self, conn: Connection, learner_id: int | None, sheet_id: str, role: Role) -> None:
        """Put the sheet on the learner's list (an edit grant is never lowered to view)."""
        if learner_id is None:
            return
        old = conn.execute(
            select(t_access.c.role).where(
                t_access.c.learner_id == learner_id, t_access.c.sheet_id == sheet_id
            )
        ).scalar()
        _upsert(
            conn,
            t_access,
            {
                "learner_id": learner_id,
                "sheet_id": sheet_id,
                "role": "edit" if "edit" in (old, role) else "view",
                "opened": _iso(datetime.now(UTC)),
            },
            ("learner_id", "sheet_id"),
            ("role", "opened"),
        )

    # -- create and open --

    def create(self, sheet: Scoresheet, *, who: str, learner_id: int | None = None) -> NewSheet:
        """Store a new sheet; its two tokens are in the result and nowhere else."""
        edit, view = new_token(TOKEN_BYTES), new_token(TOKEN_BYTES)
        now = datetime.now(UTC)
        with self._write() as conn:
            sheet_id = new_sheet_id()
            while conn.execute(select(t_sheet.c.id).where(t_sheet.c.id == sheet_id)).first() is not None:
                sheet_id = new_sheet_id()  # pragma: no cover - 128 random bits
            self._insert(
                conn,
                sheet_id,
                sheet,
                edit_hash=hash_token(edit),
                view_hash=hash_token(view),
                at=now,
                who=check_who(who),
                action="create",
                legacy_file=None,
            )
            if learner_id is not None:
                self._remember(conn, learner_id, sheet_id, "edit")
            view_ = self._view(conn, self._row(conn, sheet_id, lock=False), "edit")
        return NewSheet(view_, edit, view)

    def _insert(
        self,
        conn: Connection,
        sheet_id: str,
        sheet: Scoresheet,
        *,
        edit_hash: str,
        view_hash: str | None,
        at: datetime,
        who: str,
        action: str,
        legacy_file: str | None,
    ) -> None:
        conn.execute(
            insert(t_sheet).values(
                id=sheet_id,
                edit_hash=edit_hash,
                view_hash=view_hash,
                players=json.dumps(list(sheet.players), ensure_ascii=False),
                scorekeeper=sheet.scorekeeper,
                created=_iso(at),
                modified=_iso(at),
                version=1,
                legacy_file=legacy_file,
            )
        )
        rows = [
            {"sheet_id": sheet_id, "kind": "deal", "pos": slot, "entry": _dumps(e.to_json()), "version": 1}
            for slot, e in enumerate(sheet.deals)
            if e is not None
        ] + [
            {"sheet_id": sheet_id, "kind": "bolshevik", "pos": i, "entry": _dumps(b.to_json()), "version": 1}
            for i, b in enumerate(sheet.bolsheviks)
        ]
        if rows:
            conn.execute(insert(t_entry), rows)
        conn.execute(
            insert(t_change).values(
                sheet_id=sheet_id,
                version=1,
                at=_iso(at),
                who=who,
                action=action,
                kind=None,
                pos=None,
                before=None,
                after=_dumps(sheet.to_json()),
            )
        )

    def open(self, sheet_id: str, *, token: str | None = None, learner_id: int | None = None) -> SheetView:
        """The sheet as it is now, if ``token`` (edit or read-only) or the learner's list gives access.

        A learner who opens a sheet with a token gets it on their list.  SheetError
        ``unknown_sheet`` when there is no such sheet or no access (the same answer for both).
        """
        with self._read() as conn:
            row = self._row(conn, sheet_id, lock=False)
            role = self._role(conn, row, token, learner_id)
            view = self._view(conn, row, role)
            listed = (
                None
                if learner_id is None
                else conn.execute(
                    select(t_access.c.role).where(
                        t_access.c.learner_id == learner_id, t_access.c.sheet_id == sheet_id
                    )
                ).scalar()
            )
        if learner_id is not None and listed != "edit" and listed != role:
            with (
                self._write() as conn
            ):  # the first time only (or when a link gives more): no write per page run
                self._remember(conn, learner_id, sheet_id, role)
        return view

    # -- changes --

    def _changes(self, conn: Connection, sheet_id: str, where: Iterable[Any] = ()) -> list[Change]:
        rows = conn.execute(
            select(t_change).where(t_change.c.sheet_id == sheet_id, *where).order_by(t_change.c.version)
        ).mappings()
        return [
            Change(
                version=r["version"],
                at=_time(r["at"]),
                who=r["who"],
                action=r["action"],
                kind=r["kind"],
                pos=r["pos"],
                before=_loads(r["before"]),
                after=_loads(r["after"]),
            )
            for r in rows
        ]

    def _change(
        self,
        sheet_id: str,
        *,
        token: str | None,
        learner_id: int | None,
        base_version: int,
        who: str,
        kind: EntryKind,
        pos: int | None,
        entry: Mapping[str, Any] | None,
        action: str,
        stale_scope: Literal["entry", "bolsheviks"],
        undo_of: int | None = None,
    ) -> SheetView:
        """The one write path: check access and staleness, validate the whole sheet, write, bump the version."""
        if isinstance(base_version, bool) or not isinstance(base_version, int) or base_version < 1:
            raise SheetError(f"not a sheet version: {base_version!r}", code="bad_version")
        who = check_who(who)
        with self._write() as conn:
            row = self._row(conn, sheet_id, lock=True)
            role = self._role(conn, row, token, learner_id)
            if role != "edit":
                raise SheetError("this link shows the sheet but cannot change it", code="read_only")
            if base_version > row["version"]:
                raise SheetError(f"sheet version {base_version} does not exist yet", code="bad_version")
            if pos is None:  # a new bolshevik deal goes after every one so far (removed ones included)
                last = conn.execute(
                    select(func.max(t_entry.c.pos)).where(
                        t_entry.c.sheet_id == sheet_id, t_entry.c.kind == "bolshevik"
                    )
                ).scalar()
                pos = 0 if last is None else last + 1
            current = conn.execute(
                select(t_entry.c.entry, t_entry.c.version).where(
                    t_entry.c.sheet_id == sheet_id, t_entry.c.kind == kind, t_entry.c.pos == pos
                )
            ).first()
            if stale_scope == "entry":
                scope: list[Any] = [t_change.c.kind == kind, t_change.c.pos == pos]
            else:
                scope = [t_change.c.kind == "bolshevik"]
            later = self._changes(conn, sheet_id, [t_change.c.version > base_version, *scope])
            if undo_of is not None:
                later = [c for c in later if c.version != undo_of]
            if later:
                label = later[-1].label
                raise StaleSheetError(
                    f"{label or 'the sheet'} was changed by {later[-1].who} after this view (version "
                    f"{base_version}); nothing was saved",
                    changes=later,
                    current=_loads(current[0]) if current is not None else None,
                    label=label,
                    who=later[-1].who,
                    at=later[-1].at.isoformat(),
                )
            before = _loads(current[0]) if current is not None else None
            after = None if entry is None else dict(entry)
            if before == after:
                return self._view(conn, row, role)  # nothing to change: no new version
            view = self._view(conn, row, role)
            self._validate(view, kind, pos, after)
            version = row["version"] + 1
            now = _iso(datetime.now(UTC))
            _upsert(
                conn,
                t_entry,
                {"sheet_id": sheet_id, "kind": kind, "pos": pos, "entry": _dumps(after), "version": version},
                ("sheet_id", "kind", "pos"),
                ("entry", "version"),
            )
            conn.execute(
                insert(t_change).values(
                    sheet_id=sheet_id,
                    version=version,
                    at=now,
                    who=who,
                    action=action,
                    kind=kind,
                    pos=pos,
                    before=_dumps(before),
                    after=_dumps(after),
                )
            )
            conn.execute(
                update(t_sheet).where(t_sheet.c.id == sheet_id).values(version=version, modified=now)
            )
            return self._view(conn, self._row(conn, sheet_id, lock=False), role)

    @staticmethod
    def _validate(view: SheetView, kind: EntryKind, pos: int, after: Mapping[str, Any] | None) -> None:
        """The whole sheet with the change in it must be a valid sheet (ScoreInputError/SheetError otherwise)."""
        sheet = view.sheet
        if kind == "deal":
            sitsi, index = divmod(pos, DEALS_PER_SITSI)
            if after is None:
                sheet.without_deal(sitsi, index)
            else:
                sheet.with_deal(sitsi, index, DealEntry.from_json(after, slot_label(sitsi, index)))
            return
        kept = [(p, b) for p, b in zip(view.bolshevik_pos, sheet.bolsheviks, strict=True) if p != pos]
        if after is not None:
            kept.append((pos, BolshevikEntry.from_json(after)))
        kept.sort(key=lambda pb: pb[0])
        Scoresheet(sheet.players, sheet.scorekeeper, sheet.deals, tuple(b for _, b in kept))

    def save_deal(
        self,
        sheet_id: str,
        sitsi: int,
        index: int,
        entry: DealEntry | None,
        *,
        base_version: int,
        who: str,
        token: str | None = None,
        learner_id: int | None = None,
    ) -> SheetView:
        """Put ``entry`` in the slot (None clears it), if the slot is unchanged since ``base_version``.

        StaleSheetError when it was changed since; ScoreInputError for an entry that does not fit.
        """
        if not (isinstance(sitsi, int) and isinstance(index, int)) or not (
            0 <= sitsi * DEALS_PER_SITSI + index < DEALS_PER_GAME and 0 <= index < DEALS_PER_SITSI
        ):
            raise SheetError(f"no deal slot {sitsi}/{index}", code="bad_entry")
        return self._change(
            sheet_id,
            token=token,
            learner_id=learner_id,
            base_version=base_version,
            who=who,
            kind="deal",
            pos=sitsi * DEALS_PER_SITSI + index,
            entry=None if entry is None else entry.to_json(),
            action="clear" if entry is None else "set",
            stale_scope="entry",
        )

    def add_bolshevik(
        self,
        sheet_id: str,
        entry: BolshevikEntry,
        *,
        base_version: int,
        who: str,
        token: str | None = None,
        learner_id: int | None = None,
    ) -> SheetView:
        """Add a bolshevik deal after the others, if no bolshevik deal changed since ``base_version``."""
        return self._change(
            sheet_id,
            token=token,
            learner_id=learner_id,
            base_version=base_version,
            who=who,
            kind="bolshevik",
            pos=None,
            entry=entry.to_json(),
            action="add",
            stale_scope="bolsheviks",
        )

    def remove_bolshevik(
        self,
        sheet_id: str,
        position: int,
        *,
        base_version: int,
        who: str,
        token: str | None = None,
        learner_id: int | None = None,
    ) -> SheetView:
        """Remove the bolshevik deal at ``position`` in the view's list, if none changed since ``base_version``."""
        with self._read() as conn:
            row = self._row(conn, sheet_id, lock=False)
            view = self._view(conn, row, self._role(conn, row, token, learner_id))
        if not isinstance(position, int) or not 0 <= position < len(view.bolshevik_pos):
            raise SheetError(f"no bolshevik deal at position {position!r}", code="bad_entry")
        return self._change(
            sheet_id,
            token=token,
            learner_id=learner_id,
            base_version=base_version,
            who=who,
            kind="bolshevik",
            pos=view.bolshevik_pos[position],
            entry=None,
            action="remove",
            stale_scope="bolsheviks",
        )

    def undo(
        self,
        sheet_id: str,
        version: int,
        *,
        who: str,
        token: str | None = None,
        learner_id: int | None = None,
    ) -> SheetView:
        """Undo the change that made ``version``: its entry goes back to what it was before.

        SheetError ``not_undoable`` for the sheet's creation or import; StaleSheetError when the
        entry was changed again since (undo that later change first).
        """
        with self._read() as conn:
            row = self._row(conn, sheet_id, lock=False)
            self._role(conn, row, token, learner_id)
            found = self._changes(conn, sheet_id, [t_change.c.version == version])
        if not found:
            raise SheetError(f"the sheet has no change {version!r}", code="bad_version")
        change = found[0]
        if change.kind is None or change.pos is None:
            raise SheetError("the sheet's creation cannot be undone", code="not_undoable")
        return self._change(
            sheet_id,
            token=token,
            learner_id=learner_id,
            base_version=version,
            who=who,
            kind=change.kind,
            pos=change.pos,
            entry=change.before,
            action="undo",
            stale_scope="entry" if change.kind == "deal" else "bolsheviks",
            undo_of=version,
        )

    # -- history --

    def history(
        self, sheet_id: str, *, token: str | None = None, learner_id: int | None = None
    ) -> list[Change]:
        """Every change to the sheet, oldest first (anyone who may open the sheet may read it)."""
        with self._read() as conn:
            row = self._row(conn, sheet_id, lock=False)
            self._role(conn, row, token, learner_id)
            return self._changes(conn, sheet_id)

    def as_of(
        self, sheet_id: str, version: int, *, token: str | None = None, learner_id: int | None = None
    ) -> Scoresheet:
        """The sheet as it was right after ``version`` (replayed from its changes)."""
        changes = self.history(sheet_id, token=token, learner_id=learner_id)
        if not any(c.version == version for c in changes):
            raise SheetError(f"the sheet has no version {version!r}", code="bad_version")
        base: Scoresheet | None = None
        entries: dict[tuple[str, int], Mapping[str, Any] | None] = {}
        for c in changes:
            if c.version > version:
                break
            if c.kind is None:
                base = Scoresheet.from_json(c.after)
                entries = {("deal", i): d.to_json() for i, d in enumerate(base.deals) if d is not None}
                entries |= {("bolshevik", i): b.to_json() for i, b in enumerate(base.bolsheviks)}
            elif c.pos is not None:
                entries[(c.kind, c.pos)] = c.after
        assert base is not None
        deals: list[DealEntry | None] = [None] * DEALS_PER_GAME
        bolsheviks = []
        for (kind, pos), data in sorted(entries.items()):
            if data is None:
                continue
            if kind == "deal":
                deals[pos] = DealEntry.from_json(data)
            else:
                bolsheviks.append(BolshevikEntry.from_json(data))
        return Scoresheet(base.players, base.scorekeeper, tuple(deals), tuple(bolsheviks))

    # -- tokens and lists --

    def new_view_token(
        self, sheet_id: str, *, token: str | None = None, learner_id: int | None = None
    ) -> str:
        """A fresh read-only token (the old read-only link stops working); needs edit access."""
        fresh = new_token(TOKEN_BYTES)
        with self._write() as conn:
            row = self._row(conn, sheet_id, lock=True)
            if self._role(conn, row, token, learner_id) != "edit":
                raise SheetError("this link shows the sheet but cannot change it", code="read_only")
            conn.execute(update(t_sheet).where(t_sheet.c.id == sheet_id).values(view_hash=hash_token(fresh)))
        return fresh

    def new_edit_token(self, sheet_id: str) -> str:
        """ADMIN / COMMAND LINE ONLY: a fresh edit token for a sheet (the old edit link stops working)."""
        fresh = new_token(TOKEN_BYTES)
        with self._write() as conn:
            self._row(conn, sheet_id, lock=True)
            conn.execute(update(t_sheet).where(t_sheet.c.id == sheet_id).values(edit_hash=hash_token(fresh)))
        return fresh

    def _infos(self, conn: Connection, ids: Mapping[str, Role]) -> list[SheetInfo]:
        if not ids:
            return []
        rows = conn.execute(select(t_sheet).where(t_sheet.c.id.in_(list(ids)))).mappings().all()
        counts: dict[str, int] = dict(
            conn.execute(
                select(t_entry.c.sheet_id, func.count())
                .where(
                    t_entry.c.sheet_id.in_(list(ids)), t_entry.c.kind == "deal", t_entry.c.entry.is_not(None)
                )
                .group_by(t_entry.c.sheet_id)
            ).all()
        )
        out = [
            SheetInfo(
                sheet_id=r["id"],
                players=tuple(json.loads(r["players"])),
                modified=_time(r["modified"]),
                deals_entered=counts.get(r["id"], 0),
                role=ids[r["id"]],
            )
            for r in rows
        ]
        out.sort(key=lambda i: (i.modified, i.sheet_id), reverse=True)
        return out

    def sheets_of(self, learner_id: int) -> list[SheetInfo]:
        """The sheets a learner created or opened, the most recently changed first."""
        with self._read() as conn:
            grants = conn.execute(
                select(t_access.c.sheet_id, t_access.c.role).where(t_access.c.learner_id == learner_id)
            ).all()
            return self._infos(conn, {sid: ("edit" if role == "edit" else "view") for sid, role in grants})

    def infos(self, access: Mapping[str, str]) -> list[SheetInfo]:
        """List entries of the sheets a session holds tokens for (``{sheet_id: token}``); others are left out."""
        allowed: dict[str, Role] = {}
        with self._read() as conn:
            for sheet_id, token in access.items():
                if SHEET_ID_RE.fullmatch(sheet_id) is None:
                    continue
                try:
                    row = self._row(conn, sheet_id, lock=False)
                    allowed[sheet_id] = self._role(conn, row, token, None)
                except SheetError:
                    continue
            return self._infos(conn, allowed)

    def read_admin(self, sheet_id: str) -> SheetView:
        """ADMIN / COMMAND LINE / TESTS ONLY: the sheet as it is now, without a token (role "view")."""
        with self._read() as conn:
            return self._view(conn, self._row(conn, sheet_id, lock=False), "view")

    def all_sheets(self) -> list[tuple[str, tuple[str, ...], datetime, str | None]]:
        """ADMIN / COMMAND LINE ONLY: ``(id, players, modified, legacy file)`` of every sheet."""
        with self._read() as conn:
            rows = conn.execute(
                select(t_sheet.c.id, t_sheet.c.players, t_sheet.c.modified, t_sheet.c.legacy_file).order_by(
                    t_sheet.c.modified.desc()
                )
            ).all()
        return [(i, tuple(json.loads(p)), _time(m), f) for i, p, m, f in rows]

    # -- the JSON files of earlier versions --

    def import_legacy(self, directory: Path) -> int:
        """Import each ``<id>.json`` sheet in ``directory`` not imported yet; the number imported.

        Files stay as they were.  A file that is not a valid sheet is skipped (and stays).
        """
        if not directory.is_dir():
            return 0
        count = 0
        for path in sorted(directory.iterdir()):
            if path.suffix != ".json" or SHEET_ID_RE.fullmatch(path.stem) is None or not path.is_file():
                continue
            try:
                raw = path.read_bytes()
                if len(raw) > LEGACY_MAX_BYTES:
                    continue
                sheet = Scoresheet.from_json(json.loads(raw.decode("utf-8")))
                mtime = datetime.fromtimestamp(path.stat().st_mtime, tz=UTC)
            except (OSError, ValueError, SkruuviError):
                continue
            with self._write() as conn:
                if not self.db.is_sqlite:
                    conn.execute(select(func.pg_advisory_xact_lock(0x73686565)))
                if conn.execute(select(t_sheet.c.id).where(t_sheet.c.id == path.stem)).first() is not None:
                    continue
                self._insert(
                    conn,
                    path.stem,
                    sheet,
                    edit_hash=hash_token(new_token(TOKEN_BYTES)),
                    view_hash=None,
                    at=mtime,
                    who="import",
                    action="import",
                    legacy_file=str(path),
                )
                count += 1
        return count
