"""Translatable texts for the engine's stable keys: error reasons, score items, packet notes.

The engine raises errors and returns breakdowns with stable keys and
parameters; this module turns them into sentences in the learner's language
through :class:`~trainer.i18n.Translator`.  A key with no template here falls
back to the engine's English message, and a test checks that every key the
engine can produce has a template.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from trainer.errors import SkruuviError
from trainer.i18n import N_, Translator
from trainer.signals import NOTE_TEMPLATES

# Reasons of IllegalActionError (params as raised by trainer.state).
REASONS: dict[str, str] = {
    "deal_over": N_("The deal is over."),
    "not_your_turn": N_("It is {to_act}'s turn, not {seat}'s."),
    "want_card": N_("A card is needed now, not {action}."),
    "want_call": N_("A call is needed now, not {action}."),
    "want_choice": N_("Choose whether to play the bolshevik or let the next bidder play it."),
    "not_in_hand": N_("{seat} does not hold {card}."),
    "must_follow": N_("{seat} must follow suit ({suit}) and cannot play {card}."),
    "insufficient": N_("{call} is not high enough."),
    "no_double_now": N_("{call} is not possible now."),
    "bolshevik_only": N_("In bolsevikit the only bid is the bolshevik (7 misère), not {call}."),
    "bolshevik_played": N_("{seat} has already played a bolshevik in this set."),
    "bolshevik_forced": N_("{seat} must bid the bolshevik now: no deals are left."),
    "last_candidate": N_("{seat} is the last bidder and must play the bolshevik."),
    "not_dictator": N_(
        "The bolshevik player may stay in 7 misère (pass) or call 7 of a suit or 7 grand, not {call}."
    ),
    "contract_too_low": N_(
        "{highest} is below the lowest final contract (level {min_level}): bid at least level {min_level}."
    ),
    "already_doubled": N_("The game is already doubled; only a redouble is possible."),
    "nothing_to_redouble": N_("There is no double to redouble."),
    "player_cannot_double": N_("The bolshevik player may only redouble."),
    "defender_cannot_redouble": N_("Only the bolshevik player may redouble."),
    "want_double_call": N_("In the doubling, say pass, double or redouble, not {call}."),
    "auction_over": N_("The auction is already over."),
    "not_legal": N_("{action} is not possible here."),
    "not_bolsevikit": N_("Bolshevik set options only apply to bolsevikit."),
    "forced_and_barred": N_("{seat} cannot both have played and be forced to bid a bolshevik."),
}

# NotationError codes: text that is not a card, call, seat or form (params as raised by the parsers).
NOTATION: dict[str, str] = {
    "bad_form": N_("“{text}” is not a form: use alkupelit, kotkat or bolsevikit."),
    "bad_call": N_("“{text}” is not a call (for example pass, 5♦, 5D, 3G, 6M)."),
    "bad_seat": N_("“{text}” is not a seat: use A, B, C or D."),
    "bad_card": N_("“{text}” is not a card or a list of cards (for example ♠K or SK)."),
    "duplicate_card": N_("{card} is given twice."),
}

# --- PBN (trainer/pbn.py): a deal written in PBN, and a record's PBN export (params as raised there) -----
PBN_ERRORS: dict[str, str] = {
    "pbn_unavailable": N_("PBN needs the endplay library, which cannot be loaded here."),
    "pbn_syntax": N_('The PBN text cannot be read at line {line}: a line is a tag such as [Deal "N:…"].'),
    "pbn_no_deal": N_('The PBN text has no Deal tag ([Deal "N:…"]).'),
    "pbn_many_deals": N_("The PBN text holds more than one deal: give one."),
    "pbn_no_first": N_(
        "A PBN deal starts with the first hand's seat and a colon, such as “N:”, not “{text}”."
    ),
    "pbn_seat": N_("“{text}” in the {tag} tag is not a PBN seat: use N, E, S or W."),
    "pbn_hand_count": N_("A PBN deal has four hands separated by spaces, not {count}."),
    "pbn_unknown_hand": N_("PBN hand {compass} (seat {seat}) is “-” (unknown): give all four hands."),
    "pbn_suit_count": N_(
        "PBN hand {compass} (seat {seat}) “{text}” needs four suits separated by dots "
        "(spades.hearts.diamonds.clubs)."
    ),
    "pbn_rank": N_("PBN hand {compass} (seat {seat}): “{char}” is not a rank (A K Q J T 9 8 7 6 5 4 3 2)."),
    "pbn_duplicate": N_("{card} is in the PBN deal twice: in {first} and in {second}."),
    "pbn_hand_size": N_(
        "PBN hand {compass} (seat {seat}) has the wrong number of cards, {count}: "
        "in {form} each hand has {expected}."
    ),
    "pbn_middle_missing": N_('{form} has four middle cards: give them in a [Middle "…"] tag.'),
    "pbn_middle_unexpected": N_("{form} has no middle cards, but the PBN text has a [Middle] tag."),
    "pbn_middle_size": N_("The [Middle] tag must give four cards, not {count}."),
    "pbn_middle_card": N_("“{text}” in the [Middle] tag is not a card (for example SK or DT)."),
    "pbn_form": N_("“{text}” in the [Form] tag is not a form: use alkupelit, kotkat or bolsevikit."),
    "pbn_form_mismatch": N_("The [Form] tag says {tagged}, but the form is {form}."),
    "pbn_form_needed": N_(
        "Name the form in a [Form] tag: a deal with 12-card hands or middle cards is alkupelit or bolsevikit."
    ),
    "pbn_dealer_mismatch": N_("The [Dealer] tag says {compass} (seat {seat}), but the dealer is {dealer}."),
    "pbn_no_play": N_("The deal record does not reach the opening lead, so there is no position to give."),
}
NOTATION.update(PBN_ERRORS)

# Extra sentence for an insufficient bid that the handbook's rule corrects.
INSUFFICIENT_BECOMES = N_("By the handbook's rule the bid becomes {becomes}.")

# Score breakdown items (trainer.scoring).
SCORE_ITEMS: dict[str, str] = {
    "made": N_("{contract} made: {points:+d}"),
    "overtricks": N_("{count} overtrick(s) × {each}: {points:+d}"),
    "pieti": N_("{count} pieti (first {first}, each further {further}): {points:+d}"),
    "factor": N_("×{factor} for doubling: {points:+d}"),
    "ace": N_("Ace in trick {trick}, taken by {side}: {points:+d}"),
    "pass_tricks": N_("{pair} took {count} trick(s) ×{factor}: {points:+d} for A–C"),
    "revoke_penalty": N_("Revoke by {offender}: two penalty tricks ({before} → {after} tricks)"),
}

# Notes of a packet reading: the English templates live (marked for extraction) in trainer.signals.
PACKET_NOTES: Mapping[str, str] = NOTE_TEMPLATES


def _fmt(template: str, params: Mapping[str, Any]) -> str:
    safe = {k: ("—" if v is None else v) for k, v in params.items()}
    try:
        return template.format(**safe)
    except (KeyError, ValueError, IndexError):
        return template


def _placeholders(template: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(template) if name}


def error_text(error: SkruuviError, _: Translator) -> str:
    """A sentence for ``error`` in the translator's language."""
    reason = str(error.params.get("reason", ""))
    template = REASONS.get(reason)
    if template is None:
        notation = NOTATION.get(error.code)
        if notation is not None and _placeholders(notation) <= set(error.params):
            return _fmt(_(notation), error.params)
        return error.message
    text = _fmt(_(template), error.params)
    if reason == "insufficient" and error.params.get("becomes"):
        text += " " + _fmt(_(INSUFFICIENT_BECOMES), error.params)
    return text


# An ace item names the side that took the trick; Finnish needs a sentence per side.
ACE_BY_SIDE: dict[str, str] = {
    "declarers": N_("Ace in trick {trick}, taken by the declarers: {points:+d}"),
    "defenders": N_("Ace in trick {trick}, taken by the defenders: {points:+d}"),
    "player": N_("Ace in trick {trick}, taken by the bolshevik player: {points:+d}"),
}

# Values of the ``offender`` parameter of a revoke penalty.
SIDE_NAMES: dict[str, str] = {
    "declarers": N_("the declarers"),
    "defenders": N_("the defenders"),
    "player": N_("the bolshevik player"),
}


def score_item_text(key: str, points: int, params: Mapping[str, Any], _: Translator) -> str:
    template = SCORE_ITEMS.get(key)
    if template is None:
        return f"{key}: {points:+d}"
    if key == "ace":
        template = ACE_BY_SIDE.get(str(params.get("side")), template)
    shown = {k: (_(SIDE_NAMES[v]) if k == "offender" and v in SIDE_NAMES else v) for k, v in params.items()}
    return _fmt(_(template), {"points": points, **shown})


def note_text(key: str, params: Mapping[str, Any], _: Translator) -> str:
    template = PACKET_NOTES.get(key)
    if template is None:
        return key
    return _fmt(_(template), params)
