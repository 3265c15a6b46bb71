"""The translation catalogs and trainer.i18n."""

from __future__ import annotations

import ast
import builtins
import os
import shutil
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from trainer import i18n
from trainer.errors import SkruuviError
from trainer.i18n import LANGUAGES, N_, Translator, ensure_compiled, normalize_language, t, translator

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _ids(msg: Message) -> tuple[str, ...]:
    return tuple(msg.id) if isinstance(msg.id, (tuple, list)) else (msg.id,)


def _strings(msg: Message) -> tuple[str, ...]:
    strings = msg.string if isinstance(msg.string, (tuple, list)) else (msg.string,)
    return tuple(s or "" for s in strings)


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def template() -> Catalog:
    return _read(LOCALES / "messages.pot")


@pytest.fixture(scope="module", params=LANGUAGES)
def catalog(request: pytest.FixtureRequest) -> tuple[str, Catalog]:
    lang = request.param
    return lang, _read(LOCALES / lang / "LC_MESSAGES" / "messages.po", lang)


def test_template_has_messages(template: Catalog) -> None:
    assert len([m for m in template if m.id]) >= 10


def test_catalog_header(catalog: tuple[str, Catalog]) -> None:
    lang, cat = catalog
    assert str(cat.locale) == lang
    assert not cat.fuzzy, f"{lang}: the header is marked fuzzy, so pybabel compile would skip it"
    assert cat.num_plurals == 2


def test_every_template_message_is_translated(template: Catalog, catalog: tuple[str, Catalog]) -> None:
    lang, cat = catalog
    problems = []
    for tmsg in template:
        if not tmsg.id:
            continue
        msg = cat.get(tmsg.id, context=tmsg.context)
        if msg is None:
            problems.append(f"missing: {tmsg.id!r}")
        elif msg.fuzzy:
            problems.append(f"fuzzy: {tmsg.id!r}")
        elif not all(s.strip() for s in _strings(msg)):
            problems.append(f"empty: {tmsg.id!r}")
    assert not problems, f"{lang} catalog:\n" + "\n".join(problems)


def test_no_fuzzy_or_empty_entries_anywhere(catalog: tuple[str, Catalog]) -> None:
    lang, cat = catalog
    bad = [m.id for m in cat if m.id and (m.fuzzy or not all(s.strip() for s in _strings(m)))]
    assert not bad, f"{lang}: fuzzy or empty: {bad}"


def test_placeholders_match(catalog: tuple[str, Catalog]) -> None:
    lang, cat = catalog
    problems = []
    for msg in cat:
        if not msg.id:
            continue
        ids = _ids(msg)
        expected = _fields(ids[-1])
        for text in _strings(msg):
            if _fields(text) != expected:
                problems.append(f"{ids[0]!r} -> {text!r}: {sorted(_fields(text))} != {sorted(expected)}")
            # Each translation must format with the msgid's placeholders.
            text.format(**dict.fromkeys(expected, 1))  # 1 fits {n}, {n:+d} and {n:.2f}
    assert not problems, f"{lang}:\n" + "\n".join(problems)


def test_ensure_compiled_builds_fresh_mo(tmp_path: Path) -> None:
    localedir = tmp_path / "locales"
    shutil.copytree(LOCALES, localedir, ignore=shutil.ignore_patterns("*.mo"))
    written = ensure_compiled(localedir)
    mos = {lang: localedir / lang / "LC_MESSAGES" / "messages.mo" for lang in LANGUAGES}
    assert sorted(written) == sorted(mos.values())
    for mo in mos.values():
        assert mo.stat().st_size > 0
        assert mo.stat().st_mode & 0o444 == 0o444, "the .mo must be readable by everyone"
    # Fresh: nothing to do.
    assert ensure_compiled(localedir) == []
    # A .po newer than its .mo is compiled again.
    po = localedir / "fi" / "LC_MESSAGES" / "messages.po"
    old = mos["fi"].stat().st_mtime
    os.utime(po, (old + 10, old + 10))
    assert ensure_compiled(localedir) == [mos["fi"]]
    assert mos["fi"].stat().st_mtime >= old
    assert not list(localedir.rglob("*.tmp")), "temporary files left behind"


def test_ensure_compiled_mo_is_loadable(tmp_path: Path) -> None:
    import gettext

    localedir = tmp_path / "locales"
    shutil.copytree(LOCALES, localedir, ignore=shutil.ignore_patterns("*.mo"))
    ensure_compiled(localedir, ["fi"])
    tr = gettext.translation("messages", localedir, languages=["fi"])
    assert tr.gettext("Language") == "Kieli"


def test_ensure_compiled_missing_catalog(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        ensure_compiled(tmp_path, ["fi"])


def test_translator_finnish_and_english() -> None:
    assert translator("fi").gettext("Language") == "Kieli"
    assert translator("en").gettext("Language") == "Language"
    assert translator("fi") is translator("fi")


def test_translator_unknown_language() -> None:
    with pytest.raises(SkruuviError) as exc:
        translator("sv")
    assert exc.value.code == "bad_language"
    with pytest.raises(SkruuviError):
        Translator("xx")


def test_translator_formats_and_plurals() -> None:
    fi, en = Translator("fi"), Translator("en")
    assert fi("Player {seat}", seat="A") == "Pelaaja A"
    assert en("Player {seat}", seat="A") == "Player A"
    assert fi.ngettext("{n} card", "{n} cards", 1) == "1 kortti"
    assert fi.ngettext("{n} card", "{n} cards", 12) == "12 korttia"
    assert en.ngettext("{n} card", "{n} cards", 13) == "13 cards"
    assert t("fi", N_("hearts")) == "hertta"
    # Unknown msgids fall back to the (English) msgid; braces survive without params.
    assert fi("not in the catalog {x}") == "not in the catalog {x}"


def test_no_global_install() -> None:
    Translator("fi")("Language")
    assert not hasattr(builtins, "_") or builtins._ is not translator("fi").gettext
    tree = ast.parse(Path(i18n.__file__).read_text(encoding="utf-8"))
    calls = [
        n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
    ]
    assert "install" not in calls


@pytest.mark.parametrize(
    ("raw", "lang"),
    [
        ("en", "en"),
        ("EN", "en"),
        ("en-GB", "en"),
        ("fi_FI", "fi"),
        (" fi ", "fi"),
        ("sv", None),
        ("", None),
        (None, None),
    ],
)
def test_normalize_language(raw: str | None, lang: str | None) -> None:
    assert normalize_language(raw) == lang


def _marked_strings(path: Path) -> set[str]:
    """Every literal passed to ``_()``, ``N_()``, ``NP_()`` or ``_.ngettext()`` in a source file, f-strings included.

    Babel's extractor on Python 3.11 does not look inside f-strings, so a ``_("...")`` there would be
    shown untranslated; walking the syntax tree finds it wherever it is.
    """
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        if name in ("_", "N_", "NP_", "ngettext") and node.args:
            for arg in node.args[: 2 if name in ("ngettext", "NP_") else 1]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    out.add(arg.value)
    return out


def test_every_marked_string_in_the_code_is_in_the_template(template: Catalog) -> None:
    ids = {i for msg in template if msg.id for i in _ids(msg)}
    sources = [
        ROOT / "app.py",
        *sorted((ROOT / "app_pages").glob("*.py")),
        *sorted((ROOT / "trainer").rglob("*.py")),
    ]
    missing = sorted(
        f"{p.relative_to(ROOT)}: {s!r}" for p in sources for s in _marked_strings(p) if s not in ids
    )
    assert not missing, (
        "not in locales/messages.pot (inside an f-string, or run make update-catalogs):\n"
        + "\n".join(missing)
    )


def test_no_translation_call_hides_other_string_literals() -> None:
    """``_(TABLE["key"], x=" / ".join(...))`` makes the extractor take "key" as a msgid: keep literals out."""
    bad = []
    sources = [
        ROOT / "app.py",
        *sorted((ROOT / "app_pages").glob("*.py")),
        *sorted((ROOT / "trainer").rglob("*.py")),
    ]
    for p in sources:
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "N_"):
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant):
                    continue
                if any(isinstance(x, ast.Constant) and isinstance(x.value, str) for x in ast.walk(node)):
                    bad.append(f"{p.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:80]}")
    assert not bad, "\n".join(bad)
