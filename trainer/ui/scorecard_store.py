"""Saved score sheets: one JSON file per sheet in the app's data directory (no Streamlit here).

The directory is ``$SKRUUVI_DATA`` if that is set, else
``~/.local/share/skruuvikoulu``; it is created when the first sheet is
saved.  A sheet lives in ``<id>.json``, where the id is a random url-safe
token (:func:`new_sheet_id`) checked against :data:`SHEET_ID_RE`, so an id
from a link can never name another path (no ``/``, ``.`` or ``..``).

Writes are atomic: the JSON goes to a temporary file in the same directory,
is flushed to disk, and then :func:`os.replace` puts it in place.  A crash or
an error while writing leaves the previous file as it was, and the temporary
file is removed.

Every problem a user can cause (a bad id, an unknown sheet, a damaged file)
is a :class:`~trainer.errors.ScoreInputError` with a stable ``code``:
``bad_sheet_id``, ``unknown_sheet``, ``corrupt_sheet``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from trainer.errors import ScoreInputError, SkruuviError
from trainer.scoresheet import Scoresheet

DATA_ENV: Final = "SKRUUVI_DATA"
DEFAULT_DATA_DIR: Final = Path("~/.local/share/skruuvikoulu")
SUFFIX: Final = ".json"
#: Bytes of randomness in a new id; :func:`secrets.token_urlsafe` gives 22 characters for 16.
ID_BYTES: Final = 16
SHEET_ID_RE: Final = re.compile(r"[A-Za-z0-9_-]{22}")
#: A saved sheet is a few kilobytes; anything much larger is not one of ours.
MAX_FILE_BYTES: Final = 1_000_000


@dataclass(frozen=True)
class SheetInfo:
    """One saved sheet for a list: its id, the four player names and when it was last saved."""

    sheet_id: str
    players: tuple[str, str, str, str]
    modified: datetime
    deals_entered: int


def data_dir() -> Path:
    """The directory of saved sheets (not created here)."""
    raw = os.environ.get(DATA_ENV, "").strip()
    return Path(raw).expanduser() if raw else DEFAULT_DATA_DIR.expanduser()


def new_sheet_id() -> str:
    """A fresh random id (22 url-safe characters)."""
    return secrets.token_urlsafe(ID_BYTES)


def check_sheet_id(sheet_id: object) -> str:
    """``sheet_id`` if it has the form of an id, else ScoreInputError ``bad_sheet_id``."""
    if not isinstance(sheet_id, str) or SHEET_ID_RE.fullmatch(sheet_id) is None:
        raise ScoreInputError(
            f"not a score sheet id: {sheet_id!r} (22 letters, digits, '-' or '_')",
            code="bad_sheet_id",
            sheet_id=str(sheet_id),
        )
    return sheet_id


def sheet_path(sheet_id: str, directory: Path | None = None) -> Path:
    """The file of ``sheet_id`` (the id is checked first)."""
    return (directory or data_dir()) / (check_sheet_id(sheet_id) + SUFFIX)


def save(sheet_id: str, sheet: Scoresheet, directory: Path | None = None) -> Path:
    """Write ``sheet`` atomically as ``<sheet_id>.json`` and return the path.

    The directory is created if needed.  If serialising or writing fails, the
    error propagates, the old file (if any) is untouched and no temporary
    file is left behind.
    """
    path = sheet_path(sheet_id, directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{sheet_id}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(sheet.to_json(), f, ensure_ascii=False, indent=1)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_dir(path.parent)
    return path


def _sync_dir(directory: Path) -> None:
    """Flush the directory entry of a replaced file, where the platform allows it."""
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _corrupt(sheet_id: str, problem: str) -> ScoreInputError:
    return ScoreInputError(
        f"score sheet {sheet_id}: the saved file is damaged ({problem})",
        code="corrupt_sheet",
        sheet_id=sheet_id,
        problem=problem,
    )


def load(sheet_id: str, directory: Path | None = None) -> Scoresheet:
    """Read a saved sheet.

    ScoreInputError: ``bad_sheet_id`` (not an id), ``unknown_sheet`` (no such
    file) or ``corrupt_sheet`` (unreadable, not JSON, or not a valid sheet).
    """
    path = sheet_path(sheet_id, directory)
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise ScoreInputError(
            f"there is no saved score sheet {sheet_id}", code="unknown_sheet", sheet_id=sheet_id
        ) from None
    except OSError as e:
        raise _corrupt(sheet_id, f"cannot be read: {e.strerror or e}") from e
    if len(raw) > MAX_FILE_BYTES:
        raise _corrupt(sheet_id, f"larger than {MAX_FILE_BYTES} bytes")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _corrupt(sheet_id, "not UTF-8 text") from None
    except json.JSONDecodeError as e:
        raise _corrupt(sheet_id, f"not JSON: {e.msg} at line {e.lineno}") from None
    try:
        return Scoresheet.from_json(data)
    except SkruuviError as e:
        raise _corrupt(sheet_id, e.message) from e


def list_sheets(directory: Path | None = None) -> list[SheetInfo]:
    """The saved sheets, the most recently saved first.

    Files that are not sheets (other names, temporary files, damaged
    sheets) are left out; :func:`load` explains what is wrong with one.
    """
    where = directory or data_dir()
    if not where.is_dir():
        return []
    out: list[SheetInfo] = []
    for path in where.iterdir():
        if path.suffix != SUFFIX or SHEET_ID_RE.fullmatch(path.stem) is None or not path.is_file():
            continue
        try:
            sheet = load(path.stem, where)
            mtime = path.stat().st_mtime
        except (ScoreInputError, OSError):
            continue
        out.append(
            SheetInfo(
                sheet_id=path.stem,
                players=sheet.players,
                modified=datetime.fromtimestamp(mtime, tz=UTC),
                deals_entered=sum(d is not None for d in sheet.deals),
            )
        )
    out.sort(key=lambda i: (i.modified, i.sheet_id), reverse=True)
    return out


def modified(sheet_id: str, directory: Path | None = None) -> datetime | None:
    """When ``sheet_id`` was last saved (UTC), or None if it is not saved."""
    try:
        return datetime.fromtimestamp(sheet_path(sheet_id, directory).stat().st_mtime, tz=UTC)
    except OSError:
        return None
