"""Translations: Finnish (the default) and English, with gettext catalogs.

The catalogs are ``locales/<lang>/LC_MESSAGES/messages.po``; the msgids are
English.  The compiled ``.mo`` files are not kept in git: ``make catalogs``
builds them, and :func:`ensure_compiled` rebuilds a missing or stale one at
run time, so a deploy with no build step still works.

Every user of the app has a language of their own, so nothing here installs a
process-wide ``_``: the app asks for a :class:`Translator` per session and
calls it.  Strings defined at module level are marked with :func:`N_` and
translated where they are shown::

    SUIT_NAMES = {Suit.SPADES: N_("spades"), ...}
    _ = Translator("fi")
    _(SUIT_NAMES[Suit.SPADES])               # "pata"
    _("Player {seat}", seat="A")             # "Pelaaja A"
    _.ngettext("{n} card", "{n} cards", 12)  # "12 korttia"

Name the translator ``_`` (a parameter or a local), so that ``make extract``
finds the strings: babel.cfg extracts ``_()``, ``N_()`` and ``ngettext()``.

This module never imports streamlit.
"""

from __future__ import annotations

import gettext
import os
import tempfile
from collections.abc import Iterable
from functools import cache
from io import BytesIO
from pathlib import Path
from typing import Final

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from trainer.errors import SkruuviError
from trainer.marker import N_

__all__ = [
    "DEFAULT_LANGUAGE",
    "DOMAIN",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LOCALEDIR",
    "N_",
    "Translator",
    "check_language",
    "ensure_compiled",
    "normalize_language",
    "t",
    "translator",
]

LANGUAGES: Final = ("fi", "en")
DEFAULT_LANGUAGE: Final = "fi"
DOMAIN: Final = "messages"
LOCALEDIR: Final = Path(__file__).resolve().parent.parent / "locales"

# The name of each language in that language, for a language selector.
LANGUAGE_NAMES: Final = {"fi": "Suomi", "en": "English"}


def check_language(lang: str) -> str:
    """Return ``lang`` if it is one of :data:`LANGUAGES`, else raise SkruuviError."""
    if lang not in LANGUAGES:
        raise SkruuviError(
            f"unknown language: {lang!r} (use {' or '.join(LANGUAGES)})",
            code="bad_language",
            lang=lang,
        )
    return lang


def normalize_language(value: str | None) -> str | None:
    """Read a language from loose input such as a query parameter.

    ``"en"``, ``"EN"``, ``"en-GB"`` and ``"fi_FI"`` give ``"en"``/``"fi"``;
    anything else (or ``None``) gives ``None``.
    """
    if not value:
        return None
    code = value.strip().lower().replace("_", "-").split("-", 1)[0]
    return code if code in LANGUAGES else None


def _po_path(localedir: Path, lang: str) -> Path:
    return localedir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _compile(po_path: Path, lang: str) -> bytes:
    """The .mo bytes of one catalog (fuzzy entries are left out)."""
    with po_path.open("rb") as f:
        catalog = read_po(f, locale=lang, domain=DOMAIN)
    buf = BytesIO()
    write_mo(buf, catalog)
    return buf.getvalue()


def _is_stale(po_path: Path, mo_path: Path) -> bool:
    try:
        return mo_path.stat().st_mtime < po_path.stat().st_mtime
    except FileNotFoundError:
        return True


def ensure_compiled(
    localedir: str | os.PathLike[str] = LOCALEDIR, languages: Iterable[str] = LANGUAGES
) -> list[Path]:
    """Compile each ``messages.po`` whose ``.mo`` is missing or older.

    Returns the ``.mo`` paths written.  Each file is written to a temporary
    name and renamed into place, so that two processes compiling at once (or
    a reader) never see half a file.  Raises FileNotFoundError if a catalog
    is missing and OSError if the directory is not writable.
    """
    root = Path(localedir)
    written: list[Path] = []
    for lang in languages:
        check_language(lang)
        po_path = _po_path(root, lang)
        if not po_path.is_file():
            raise FileNotFoundError(f"no catalog for {lang!r}: {po_path}")
        mo_path = po_path.with_suffix(".mo")
        if not _is_stale(po_path, mo_path):
            continue
        data = _compile(po_path, lang)
        fd, tmp = tempfile.mkstemp(prefix=".messages-", suffix=".mo.tmp", dir=po_path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.chmod(tmp, 0o644)  # mkstemp makes it owner-only
            os.replace(tmp, mo_path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        written.append(mo_path)
    return written


@cache
def translator(lang: str) -> gettext.GNUTranslations:
    """The catalog of ``lang``, loaded once per process and never installed.

    Compiles the catalog first if needed; where the locale directory is
    read-only, the catalog is compiled in memory instead.
    """
    check_language(lang)
    try:
        ensure_compiled(LOCALEDIR, (lang,))
        with _po_path(LOCALEDIR, lang).with_suffix(".mo").open("rb") as f:
            return gettext.GNUTranslations(f)
    except FileNotFoundError:
        raise
    except OSError:  # read-only install: compile in memory
        return gettext.GNUTranslations(BytesIO(_compile(_po_path(LOCALEDIR, lang), lang)))


class Translator:
    """Translate and format UI strings for one language.

    ``_(msgid, **params)`` translates ``msgid`` and fills its ``{name}``
    placeholders with ``str.format``; without params the text is returned
    as is, so literal braces are safe there.  ``_.ngettext`` picks the
    plural form for ``n`` and also offers ``{n}`` to the template.
    """

    __slots__ = ("_catalog", "lang")

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = check_language(lang)
        self._catalog = translator(lang)

    def __call__(self, msgid: str, /, **params: object) -> str:
        text = self._catalog.gettext(msgid)
        return text.format(**params) if params else text

    def ngettext(self, singular: str, plural: str, n: int, /, **params: object) -> str:
        return self._catalog.ngettext(singular, plural, n).format(n=n, **params)

    def __repr__(self) -> str:
        return f"Translator({self.lang!r})"


def t(lang: str, msgid: str, /, **params: object) -> str:
    """Translate ``msgid`` into ``lang`` and format it: ``t("fi", "Player {seat}", seat="A")``."""
    return Translator(lang)(msgid, **params)
