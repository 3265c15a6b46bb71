"""Words drills: what a glossary term's prompt and options show, and which questions are fair.

The glossary (*Skruuvisanastoa* and the lessons' own terms, ``lessons/glossary.yaml``) writes the English
label of a term with the Finnish word in brackets, ``bolshevik (bolsevikki)``, because players use the
Finnish word at the table.  A words drill must not show that bracket where the Finnish word is the answer
(the English-to-Finnish question) or where it would mark the right option (the Finnish-to-English
question): :func:`shown_term` is the label without it.

A question is *fair* (:func:`fair`) when, in both languages, neither its prompt contains the right answer
nor the right option contains the prompt's word.  That rules out translating a term that is the same in
both languages (``sitsi``, ``pieti``) or nearly so (``grand``/``grandi``, ``partner``/``partneri``), and
asking a term whose definition uses the term itself (``sakaus``: "... ensimmäinen sakaus voi olla
merkki").  The comparison is a substring test on the lowercased shown term: an inflected form that keeps
the stem (``vastustajat``) is caught too.
"""

from __future__ import annotations

from typing import Final

from trainer.lessons import Term

DIRECTIONS: Final = ("fi-en", "en-fi", "term-meaning", "meaning-term")
LANGS: Final = ("fi", "en")


def shown_term(term: Term, lang: str) -> str:
    """The term in ``lang`` as a words drill shows it: the English label without its bracketed Finnish word."""
    if lang == "fi":
        return term.fi.term
    label, suffix = term.en.term, f"({term.fi.term})"
    if label.lower().endswith(suffix.lower()):
        return label[: -len(suffix)].rstrip()
    return label


def prompt_word(term: Term, direction: str, lang: str) -> str:
    """What the question of a ``direction`` drill about ``term`` quotes, in the learner's language ``lang``."""
    entry = term.fi if lang == "fi" else term.en
    return {
        "fi-en": term.fi.term,
        "en-fi": shown_term(term, "en"),
        "term-meaning": entry.term,  # both languages' words are part of the term here: nothing to hide
        "meaning-term": entry.definition,
    }[direction]


def option_text(term: Term, direction: str, lang: str) -> str:
    """How ``term`` reads as an option of a ``direction`` drill, in the learner's language ``lang``."""
    entry = term.fi if lang == "fi" else term.en
    return {
        "fi-en": shown_term(term, "en"),
        "en-fi": term.fi.term,
        "term-meaning": entry.definition,
        "meaning-term": entry.term,
    }[direction]


def gives_away(term: Term, direction: str, lang: str) -> bool:
    """Whether the question shows its answer in ``lang``: the prompt contains the right option's term, or the
    right option contains the prompt's term (a substring test on the lowercased shown terms)."""
    if direction in ("fi-en", "en-fi"):
        fi, en = term.fi.term.lower(), shown_term(term, "en").lower()
        return fi in en or en in fi
    word = shown_term(term, lang).lower()
    definition = (term.fi if lang == "fi" else term.en).definition.lower()
    return word in definition


def fair(term: Term, direction: str) -> bool:
    """A question of ``direction`` about ``term`` gives nothing away in either language."""
    return not any(gives_away(term, direction, lang) for lang in LANGS)


def fair_directions(term: Term) -> tuple[str, ...]:
    return tuple(d for d in DIRECTIONS if fair(term, d))


def distinct(a: Term, b: Term) -> bool:
    """Two terms a learner can tell apart in every direction: no shared shown term or definition (two
    English labels ``partner (kanssapelaaja)`` and ``partner (partneri)`` are the same option once shown)."""
    return all(
        shown_term(a, lang).lower() != shown_term(b, lang).lower()
        and (a.fi if lang == "fi" else a.en).definition != (b.fi if lang == "fi" else b.en).definition
        for lang in LANGS
    )


__all__ = ["DIRECTIONS", "distinct", "fair", "fair_directions", "gives_away", "option_text", "prompt_word",
           "shown_term"]  # fmt: skip
