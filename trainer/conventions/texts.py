"""Templates for convention reasons: each module registers its keys with English templates.

A module writes ``TEMPLATES = register({"key": N_("English {param} text"), ...})``;
where a number meets a noun the entry is ``NP_("{n} trick ...", "{n} tricks ...", "n")``
(extracted as an ngettext entry: babel.cfg ``NP_:1,2``), which registers the plural
and stands for the singular template, so ``TEMPLATES`` stays a map of strings.
:func:`reason_text` renders a :class:`~trainer.conventions.core.Reason` in
the translator's language.  ``make extract`` collects the ``N_`` strings into
the catalogs; a test checks that every key a module can produce is registered.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from trainer.i18n import Translator
from trainer.marker import N_

from .core import NO_CONVENTION, Reason

TEMPLATES: dict[str, str] = {
    NO_CONVENTION: N_("The handbook gives no advice for this decision: any legal choice is fine."),
}

# Plural templates: the singular template -> (the plural template, the param that picks the form).
PLURALS: dict[str, tuple[str, str]] = {}


def NP_(singular: str, plural: str, number: str) -> str:
    """Mark a reason template with a plural form; returns the singular, the key of :data:`PLURALS`."""
    PLURALS[singular] = (plural, number)
    return singular


# The handbook's section headings in English, heading by heading: a cited section such as
# "KOTKAT / Avauslyönti" is a heading and a subheading, each named here.  In English the citation
# shows the English name with the Finnish title beside it (the learner can look it up in the handbook);
# in Finnish the title alone.  ALL-CAPS headings (the handbook's part titles) are written in title case.
SECTION_NAMES: dict[str, str] = {
    "Skruuvisanastoa": "skruuvi words",
    "Skruuvin historia": "the history of skruuvi",
    "Skruuvin perusasioita": "skruuvi basics",
    "Korttien jakaminen": "dealing the cards",
    "Maalaukset": "bidding",
    "Pelin eteneminen": "how a deal is played",
    "Skruuvin pelitaito": "playing skruuvi well",
    "ALKUPELIT": "alkupelit",
    "Alkumaalaukset": "the initial auction",
    "Ensimmäisen kierroksen maalaukset": "first-round bids",
    "Vastaajan (avaajan partnerin) maalaukset": "the responder's bids (the opener's partner)",
    "Toisen kierroksen maalaukset": "second-round bids",
    "Kolmannen ja neljännen kierroksen maalaukset": "third- and fourth-round bids",
    "Kehotus-, esto- ja kilpaileva maalaus": "invitations, pre-empts and competitive bids",
    "Nostomaalaus": "the lifting bid",
    "Pääpelaajien korttien vaihdot": "the main pair's exchange",
    "Valttipeli": "trump games",
    "Jatkomaalaukset": "continuation bids",
    "Sivupelaajien korttien vaihdot": "the defenders' exchange",
    "Koputukset ja vastakoputukset": "doubles and redoubles",
    "Avauslyönti": "the opening lead",
    "Pelitaktiikkaa": "tactics",
    "Kuppi ja häntäkuppi valttipelinä": "the cup game and the tail-cup in trump games",
    "Merkinanto": "signals",
    "Grandi (peli ilman valttia)": "grand (no trumps)",
    "Sivupelaajien korttien vaihdot ja koputukset": "the defenders' exchange and doubles",
    "Maalattu misääri": "painted misère",
    "Korttien vaihdot": "the exchanges",
    "Koputukset": "doubles",
    "Passimisääri": "passimisääri",
    "KOTKAT": "kotkat",
    "Valttipelin korttien vaihdot": "the exchanges in a trump game",
    "Grandin korttien vaihdot": "the exchanges in grand",
    "Misäärin korttien vaihdot": "the exchanges in misère",
    "BOLSEVIKIT": "bolsevikit",
    "Korttien ylianto": "giving cards",
    "Loppumaalaus ja koputukset": "the final bid and doubles",
    "Niskamies bolsevikeissa": "the niskamies in bolsevikit",
    "Skruuvin pistelasku": "scoring",
    "Valttipelin, grandin ja misäärien pistelasku": "scoring trump, grand and misère games",
    "Bolsevikkien pistelasku": "scoring bolsevikit",
    "Skruuvin säännöistä": "about the rules",
    "Vaihtoehtoisia pelitapoja": "other ways to play",
    "Sääntörikkomuksista": "irregularities",
    "Sosiaalinen ulottuvuus": "the social side",
    "Yksinkertaistetut peliohjeet": "quick rules",
    "Yksinkertaistetut maalausohjeet": "quick bidding guide",
    "Kolmen pelaajan skruuvi (puupää)": "three-player skruuvi (puupää)",
    "Skruuvin pistelaskulomake": "the score sheet",
    "Kirjallisuutta": "further reading",
}

_SECTION_SEP = " / "


def section_title(section: str) -> str:
    """The handbook's title of ``section`` with its ALL-CAPS headings in title case ("Kotkat / Avauslyönti")."""
    parts = section.split(_SECTION_SEP)
    return _SECTION_SEP.join(p.capitalize() if p.isupper() else p for p in parts)


def section_english(section: str) -> str | None:
    """The English name of ``section`` ("kotkat, the opening lead"), or None if a heading has no name."""
    names = [SECTION_NAMES.get(p) for p in section.split(_SECTION_SEP)]
    if not all(names):
        return None
    return ", ".join(n for n in names if n)


def section_label(section: str, lang: str, *, italic: bool = False) -> str:
    """A handbook section as a learner reads it: Finnish the title; English its name and the title beside it.

    ``italic`` marks the Finnish title with ``*...*`` (Markdown) in the English label.
    """
    title = section_title(section)
    if lang == "fi":
        return title
    english = section_english(section)
    if english is None or english.casefold() == title.casefold():
        return title  # "alkupelit — Alkupelit" would say one word twice
    return f"{english} — *{title}*" if italic else f"{english} — {title}"


def section_chapters(sections: Iterable[str]) -> list[str]:
    """The handbook chapters ``sections`` belong to, each once, in order ("Maalattu misääri / Koputukset" counts as
    "Maalattu misääri"): a lesson's caption names these, its tooltip every section."""
    return list(dict.fromkeys(s.split(" / ")[0] for s in sections))


def register(mapping: Mapping[str, str]) -> Mapping[str, str]:
    """Add a module's templates; a key may be registered only once."""
    for key, template in mapping.items():
        if key in TEMPLATES and TEMPLATES[key] != template:
            raise ValueError(f"reason key {key!r} registered twice with different texts")
        TEMPLATES[key] = template
    return mapping


def _fmt(template: str, params: Mapping[str, Any]) -> str:
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def reason_text(reason: Reason, _: Translator | None = None) -> str:
    """The reason as a sentence; English when no translator is given."""
    template = TEMPLATES.get(reason.key)
    if template is None:
        return reason.key
    plural = PLURALS.get(template)
    if plural is not None:
        n = reason.params.get(plural[1])
        if isinstance(n, int):
            if _ is not None:
                params = {k: v for k, v in reason.params.items() if k != "n"}
                try:
                    return _.ngettext(template, plural[0], n, **params)
                except (KeyError, IndexError, ValueError):
                    return _.ngettext(template, plural[0], n)
            return _fmt(template if n == 1 else plural[0], reason.params)
    return _fmt(_(template) if _ is not None else template, reason.params)
