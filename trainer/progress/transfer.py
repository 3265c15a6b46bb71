"""Reading an uploaded progress export safely: size, encoding and nesting are checked before ``json.loads``.

:func:`read_export` is the one way the app turns the bytes of an uploaded file
into the object that :meth:`ProgressStore.import_learner` validates.  It
refuses, each with a ProgressError ``bad_import`` whose ``params["reason"]``
says what was wrong (the page translates it):

==============  ==============================================================  ===================
reason          what                                                            params
==============  ==============================================================  ===================
``empty``       the file has no bytes
``too_large``   more than :data:`MAX_EXPORT_BYTES`                              ``size``, ``limit``
``not_utf8``    not UTF-8 text                                                  ``position``
``too_deep``    arrays/objects nested deeper than :data:`MAX_DEPTH`             ``limit``
``not_json``    not JSON (also ``NaN``/``Infinity``, or a number with more      ``line``, ``column``
                than 4300 digits)
==============  ==============================================================  ===================

The limits: an export of 20,000 answers (a year of 55 answers a day) is
5.1 MB as the Progress page writes it (measured: ``indent=1``, about 254
bytes per answer), so 10 MiB leaves room for twice that; Streamlit's
``server.maxUploadSize`` in ``.streamlit/config.toml`` is set to the same 10
(MB).  A real export is nested 3 deep (``{"answers": [{…}]}``), so 16 is
generous; the check runs over the bytes without recursion, before anything
is parsed, so JSON nested 100,000 deep costs one linear scan.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final, NoReturn

from trainer.progress.store import ProgressError

#: The largest export accepted, in bytes (10 MiB; a year of heavy practice is about 5 MB).
MAX_EXPORT_BYTES: Final = 10 * 1024 * 1024

#: The deepest nesting of JSON arrays and objects accepted (an export has 3).
MAX_DEPTH: Final = 16

# A complete JSON string (unrolled loop: linear, no backtracking blow-up); brackets inside it do not nest.
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")
_OPEN = frozenset(b"[{")


def _refuse(reason: str, problem: str, **params: Any) -> NoReturn:
    raise ProgressError(
        f"progress import: {problem}", code="bad_import", where="", problem=problem, reason=reason, **params
    )


def nesting_depth(raw: bytes, limit: int = MAX_DEPTH) -> int:
    """How deep JSON arrays and objects nest in ``raw`` (0 for a scalar), counting up to ``limit + 1``.

    Brackets inside complete JSON strings are ignored.  The scan stops as soon as the depth
    passes ``limit``, so its result is at most ``limit + 1``.  It does not check that the
    brackets balance (``json.loads`` does that).  Never raises.
    """
    brackets = _STRING.sub(b"", raw).translate(None, _NOT_BRACKET)
    depth = deepest = 0
    for b in brackets:
        if b in _OPEN:
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        elif depth:
            depth -= 1
    return deepest


def _no_constant(name: str) -> NoReturn:
    _refuse("not_json", f"{name} is not a JSON number", line=1, column=1)


def read_export(raw: bytes) -> object:
    """The JSON document in ``raw``, the bytes of an uploaded progress export (not yet validated).

    Raises ProgressError ``bad_import`` (see the module's table for ``params["reason"]``) for an
    empty or too large file, text that is not UTF-8, nesting deeper than :data:`MAX_DEPTH` and
    anything that is not JSON.  A leading UTF-8 byte order mark is allowed.  Never raises
    anything else for any bytes.
    """
    if not raw:
        _refuse("empty", "the file is empty")
    if len(raw) > MAX_EXPORT_BYTES:
        _refuse(
            "too_large",
            f"the file has {len(raw)} bytes, at most {MAX_EXPORT_BYTES} are allowed",
            size=len(raw),
            limit=MAX_EXPORT_BYTES,
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        _refuse("not_utf8", f"the file is not UTF-8 text (byte {e.start + 1})", position=e.start + 1)
    if nesting_depth(raw) > MAX_DEPTH:
        _refuse(
            "too_deep",
            f"arrays and objects are nested more than {MAX_DEPTH} deep",
            limit=MAX_DEPTH,
        )
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        _refuse(
            "not_json",
            f"not JSON: {e.msg} (line {e.lineno}, column {e.colno})",
            line=e.lineno,
            column=e.colno,
        )
    except (ValueError, RecursionError) as e:
        if isinstance(e, ProgressError):
            raise
        # int() refuses numbers of more than 4300 digits; RecursionError cannot happen after the depth check.
        _refuse("not_json", f"not JSON: {e}", line=1, column=1)
