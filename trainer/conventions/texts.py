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

from collections.abc import Mapping
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


# The handbook's section headings, in English, for "see the lesson" links.
SECTION_NAMES: dict[str, str] = {}


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
