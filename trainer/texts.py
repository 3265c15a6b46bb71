"""Translatable texts for the engine's stable keys: error codes, score items, packet notes.

The engine raises errors and returns breakdowns with stable keys and
parameters; this module turns them into sentences in the learner's language
through :class:`~trainer.i18n.Translator`.

:data:`ERRORS` is the one catalogue of error texts: every ``code`` the
package raises (a ``code="..."`` literal, the ``illegal_<reason>`` codes
built by :func:`trainer.game.illegal`, a class's default code) has an entry,
and ``tests/test_error_catalogue.py`` walks the source to keep it so.  An
entry is a template or a tuple of templates, most specific first:
:func:`error_text` takes the first whose placeholders the error's params
fill.  A template where a number meets a noun is a :class:`Plural` (marked
with :func:`NP_`, extracted as an ngettext entry).  Codes whose sentence
depends on one param (a name's ``problem``, an import's ``reason``...) name
that param in :data:`VARIANT_PARAM`; their variants are keyed
``"code/value"``.  A code with no entry falls back to the engine's English
message (``error.message``), which a test forbids for every code raised.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any, NamedTuple

from trainer.errors import SkruuviError
from trainer.i18n import N_, Translator
from trainer.signals import NOTE_TEMPLATES


class Plural(NamedTuple):
    """A template with a singular and a plural msgid; ``number`` names the param that picks the form."""

    singular: str
    plural: str
    number: str


def NP_(singular: str, plural: str, number: str) -> Plural:
    """Mark a plural template for extraction (babel.cfg: ``NP_:1,2``); ``{n}`` is also the number."""
    return Plural(singular, plural, number)


Template = str | Plural
Entry = Template | tuple[Template, ...]

# Reasons of IllegalActionError raised by the phase machine (trainer.game.illegal: code "illegal_<reason>").
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
    "dummy_passes": N_("{seat} is the dummy and may only pass."),
}

# Extra sentence for an insufficient bid that the handbook's rule corrects.
INSUFFICIENT_BECOMES = N_("By the handbook's rule the bid becomes {becomes}.")

# Shared sentences (one msgid, several codes).
_NO_SUCH_SHEET = N_("There is no such score sheet, or the link is not valid.")
_NO_SUCH_DEAL = N_("There is no such deal on the sheet.")
_NAME_REFUSED = N_("That name cannot be used.")
_NO_DRILL = N_("There is no drill called “{id}”.")
_BID_OR_PASS = N_("The contract must be a bid or pass.")
_SEAT_LETTERS = N_("A seat is A, B, C or D.")
_DECLARER_SEAT = N_("The declarer must be a seat (A, B, C or D).")

# Every error code the package raises, by layer (see the module docstring).
ERRORS: dict[str, Entry] = {
    # --- IllegalActionError: well-formed, but the rules do not allow it now ------------------------
    **{f"illegal_{reason}": template for reason, template in REASONS.items()},
    "not_their_turn": (
        N_("After these calls it is {to_act}'s turn to call, not {seat}'s."),
        N_("The initial auction is already over, so {seat} has no call to make."),
    ),
    "auction_over": (
        N_("Call {index} ({call}) comes after the end of the initial auction."),
        REASONS["auction_over"],
    ),
    "lead_received_not_in_hand": (
        N_("The card received from partner, {card}, is not in the hand."),
        N_("The card received from partner is not in the hand."),
    ),
    "lead_gave_in_hand": (
        N_("The card given to partner, {card}, is still in the hand."),
        N_("The card given to partner is still in the hand."),
    ),
    "no_packet_signals": N_(
        "Bolsevikit have no four-card packets: the bolshevik player gives single cards, so there is no packet "
        "to read."
    ),
    "player_illegal": N_(
        "Seat {seat}: the computer player {player} chose {action}, which the rules do not allow here."
    ),
    "resample_inconsistent": N_("No deal is consistent with what this seat knows."),
    "italian_not_a_discard": N_(
        "{card} follows the suit led ({suit}), so it is not a discard: only a discard carries the Italian signal."
    ),
    # --- NotationError: text that is not a card, call, seat or form ---------------------------------
    "bad_form": (
        N_("“{text}” is not a form: use alkupelit, kotkat or bolsevikit."),
        N_("A score-sheet deal is alkupelit or kotkat, not {form}: bolsevikit have a list of their own."),
    ),
    "bad_variant": (
        N_("{form} has no variant “{variant}” (known: {known})."),
        N_("{form} has no variant “{variant}”."),
    ),
    "bad_call": (
        N_("Call {position}: “{text}” is not a call (for example pass, 5♦, 5D, 3G, 6M)."),
        N_("“{text}” is not a call (for example pass, 5♦, 5D, 3G, 6M)."),
    ),
    "bad_level": N_("A bid's level is from 1 to 7, not {level}."),
    "bad_seat": (N_("“{text}” is not a seat: use A, B, C or D."), _SEAT_LETTERS),
    "bad_pair": N_("“{text}” is not a pair: use AC or BD."),
    "bad_suit": N_("“{text}” is not a suit: use ♠, ♥, ♦, ♣ or S, H, D, C."),
    "bad_rank": N_("“{text}” is not a rank: use 2–10, J, Q, K or A."),
    "bad_card": (
        N_("“{token}” in “{text}” is not a card: write each card with its suit, for example ♥5 ♠3."),
        N_("“{text}” is not a card or a list of cards (for example ♠K or SK)."),
    ),
    "bad_hand_char": N_("Unexpected “{char}” at position {position} in “{text}”."),
    "rank_without_suit": N_(
        "“{char}” at position {position} in “{text}” comes before any suit: write the suit first, for example ♠AK."
    ),
    "duplicate_card": (
        N_("{card} is given twice in “{text}”."),
        N_("{card} is given twice."),
    ),
    "bad_hand_size": (
        NP_(
            "Hand {seat} has {count} card, but {expected} are dealt here.",
            "Hand {seat} has {count} cards, but {expected} are dealt here.",
            "count",
        ),
        NP_(
            "The hand has {count} card, but {expected} are dealt here.",
            "The hand has {count} cards, but {expected} are dealt here.",
            "count",
        ),
    ),
    "bad_middle_size": (
        NP_(
            "{count} middle card is given, but this form has {expected}.",
            "{count} middle cards are given, but this form has {expected}.",
            "count",
        ),
        N_("The number of middle cards is wrong for this form."),
    ),
    "bad_looks": N_("The looks at the dummy's cards do not fit the deal."),
    "bad_looks/dummy": N_("{seat} is the dummy and looks at no cards."),
    "bad_looks/count": NP_(
        "{seat} looks at {expected} of the dummy's cards, not {count}.",
        "{seat} looks at {expected} of the dummy's cards, not {count}.",
        "expected",
    ),
    "bad_looks/card": N_("{card} is not one of the dummy's cards."),
    "bad_looks/twice": N_("{card} is looked at twice."),
    "bad_packet": N_("A packet is exactly four different cards, not {cards}."),
    "bad_criterion": N_("The ace signal to look for must be a suit or none."),
    "endings_not_in_play": N_("The ending solver needs a deal in its trick play, not in the {phase} phase."),
    "endings_not_two_sided": N_("The ending solver plays pair games only: {game} is scored per player."),
    "dd_bad_deal": N_("Double-dummy analysis needs a full deal: four hands of 13 different cards."),
    "dd_bad_deal/bad_declarer": _DECLARER_SEAT,
    "dd_bad_deal/bad_trump": N_("The trump must be a suit, or none for a grand."),
    "dd_bad_deal/bad_seat": N_("{seat} is not a seat (A, B, C or D)."),
    "dd_bad_deal/missing_hand": N_("Hand {seat} is missing: double-dummy analysis needs all four hands."),
    "dd_bad_deal/hand_size": NP_(
        "Hand {seat} has {count} card: double-dummy analysis needs 13 in each hand.",
        "Hand {seat} has {count} cards: double-dummy analysis needs 13 in each hand.",
        "count",
    ),
    "dd_bad_deal/not_a_card": N_("Hand {seat} holds something that is not a card."),
    "dd_bad_deal/duplicate_card": N_("{card} is dealt twice."),
    "dd_not_for_misere": N_(
        "Double-dummy analysis is for trump and grand games, not for a misère ({contract})."
    ),
    "lead_bad_contract": (N_("The contract must be a bid or pass, not “{contract}”."), _BID_OR_PASS),
    "lead_bad_hand": N_("The leader's hand must be 13 different cards, not {count}."),
    "lead_no_declarer": N_("A contract needs its declarer."),
    "bad_language": N_("“{lang}” is not a language of this program: use fi or en."),
    # --- ScoreInputError: scoring input that cannot describe a played deal --------------------------
    "bad_tricks": (
        N_("Tricks are a whole number from 0 to 13, not {tricks}."),
        N_("Tricks are a whole number from 0 to 13."),
    ),
    "too_many_aces": NP_(
        "{count} ace is given, but there are only four.",
        "{count} aces are given, but there are only four.",
        "count",
    ),
    "bad_ace_trick": (
        N_("An ace falls in a trick from 1 to 13, not in trick {trick}."),
        N_("An ace falls in a trick from 1 to 13."),
    ),
    "ace_trick_both_sides": N_("Trick {trick} is given to both sides."),
    "aces_exceed_tricks": N_("The aces fall in more tricks than that side took."),
    "aces_not_misere": N_("Ace points count only in a misère, not in {contract}."),
    "unscored_level": N_("{contract} cannot be a final contract: only levels 5 to 7 are scored."),
    "bad_bolshevik": (
        N_("A bolshevik contract is at level 7, not {contract}."),
        N_("This is not a valid bolshevik deal."),
    ),
    "double_twice": (
        N_("{seat} doubles twice, but a defender can double only once."),
        N_("A defender can double only once."),
    ),
    "player_doubled": (
        N_("{seat} is the bolshevik player and cannot double."),
        N_("The bolshevik player cannot double."),
    ),
    "redouble_without_double": N_("A redouble needs a double."),
    "bad_ace": N_("An ace is given as the trick it fell in and the side that won that trick."),
    "bad_declarer": _DECLARER_SEAT,
    "bad_doubling": N_("The doubling must be none, a double or a redouble."),
    "bad_revoke": N_("A revoke is made by the main pair or by the defenders."),
    "bad_kind": N_("A deal is a contract or a passimisääri, not {kind}."),
    "bad_sitsi": N_("A sitsi is the first, the second or the third."),
    "bad_slot": _NO_SUCH_DEAL,
    "bad_entry": _NO_SUCH_DEAL,
    "bad_player": N_("That is not one of the four players."),
    "bad_player_count": N_("A game has four players, not {count}."),
    "bad_deal_count": N_("A score sheet has 24 deals, not {count}."),
    "bad_json": N_("The saved data is damaged at {where}."),
    "form_mismatch": N_("{slot} is a deal of {expected}, not of {form}."),
    "missing_contract": N_("Write the contract, such as 5♦, 6M or 7G."),
    "missing_declarer": N_("Choose the declarer."),
    "missing_tricks": N_("Write the number of tricks, 0 to 13."),
    "missing_player": N_("Choose the bolshevik player, or “thrown in”."),
    "not_a_bid": N_(
        "Not a contract. Write a level and a suit, G for grand or M for misère, such as 5♦, 6M or 7G."
    ),
    "below_min_contract": N_(
        "{contract} cannot be the final contract in {form}: the lowest level there is {lowest}."
    ),
    "passimisaari_with_contract": N_("A passimisääri has no contract and no declarer."),
    "thrown_in_with_result": N_("A thrown-in bolshevik deal has no result."),
    "bolshevik_set_complete": (
        N_("Bolshevik deal {deal}: the bolshevik set of this sitsi is already complete."),
        N_("The bolshevik set of this sitsi is already complete."),
    ),
    "bolshevik_must_bid": N_(
        "Bolshevik deal {deal} cannot be thrown in: a player who has not played their bolshevik must bid now."
    ),
    "bolshevik_already_played": (
        N_("Bolshevik deal {deal}: that player has already played their bolshevik in this sitsi."),
        N_("That player has already played their bolshevik in this sitsi."),
    ),
    "bad_player_name": _NAME_REFUSED,
    "bad_player_name/not_text": N_("A name must be text."),
    "bad_player_name/empty": N_("Write a name."),
    "bad_player_name/too_long": NP_(
        "A name can have at most {limit} character.", "A name can have at most {limit} characters.", "limit"
    ),
    "bad_player_name/control_character": N_("A name cannot contain control characters ({codepoint})."),
    "bad_player_name/duplicate": N_("Two players cannot have the same name."),
    # --- the databases: StorageError, SheetError, ProgressError, and the session's rate limits ---------
    "busy": N_("The database is busy. Nothing was changed; try again in a moment."),
    "storage": N_("The database cannot be written (its disk may be full or read-only). Nothing was changed."),
    "cannot_open": N_("The database cannot be opened."),
    "database": N_("The database reported an error. Nothing was changed; try again later."),
    "not_a_database": N_("The database file is damaged or is not a database."),
    "newer_database": N_("The database was written by a newer version of this program: update the program."),
    "bad_sheet_id": _NO_SUCH_SHEET,
    "unknown_sheet": _NO_SUCH_SHEET,
    "read_only": N_("This link shows the sheet but cannot change it."),
    "not_undoable": N_("Starting the sheet cannot be undone."),
    "bad_version": N_("That version of the sheet does not exist."),
    "corrupt_sheet": N_("The saved sheet is damaged and cannot be shown."),
    "stale_sheet": (
        N_("{who} changed this part of the sheet after you opened it, so nothing was saved."),
        N_("The sheet was changed after you opened it, so nothing was saved."),
    ),
    "rate_limited": NP_(
        "Too many tries from this session. Try again in {n} minute.",
        "Too many tries from this session. Try again in {n} minutes.",
        "minutes",
    ),
    "rate_limited/profiles": NP_(
        "Too many new profiles from this browser session. Try again in {n} minute.",
        "Too many new profiles from this browser session. Try again in {n} minutes.",
        "minutes",
    ),
    "rate_limited/sheets": N_("Too many new score sheets from this session. Try again in {minutes} min."),
    "bad_name": _NAME_REFUSED,
    "bad_name/not_text": N_("A learner name must be text."),
    "bad_name/empty": N_("A name must not be empty."),
    "bad_name/too_long": NP_(
        "A name can have at most {limit} character (this one has {length}).",
        "A name can have at most {limit} characters (this one has {length}).",
        "limit",
    ),
    "bad_name/invisible": N_("A name must have something visible in it."),
    "bad_name/control_character": N_(
        "A name must not contain control characters ({codepoint} at position {position})."
    ),
    "unknown_learner": N_("There is no such learner profile."),
    "bad_answer": N_("The answer could not be saved: its data is not valid."),
    "bad_answer/too_long": NP_(
        "An answer can have at most {limit} character.",
        "An answer can have at most {limit} characters.",
        "limit",
    ),
    "bad_time": N_("The time is not valid."),
    "bad_key": N_("That is not a review key."),
    "bad_queue": N_("The number of new items and the length of the review queue cannot be negative."),
    "bad_import": (
        N_("The file is not a valid progress export: the field “{where}” is not valid."),
        N_("The file could not be imported."),
    ),
    "bad_import/empty": N_("The file is empty."),
    "bad_import/too_large": N_("The file is too large for a progress export."),
    "bad_import/not_utf8": N_("The file is not UTF-8 text (byte {position})."),
    "bad_import/too_deep": NP_(
        "The file is not a progress export: its lists and objects are nested more than {limit} level deep.",
        "The file is not a progress export: its lists and objects are nested more than {limit} levels deep.",
        "limit",
    ),
    "bad_import/not_json": N_("The file is not JSON (line {line}, column {column})."),
    # --- the storage command line (python -m trainer.storage) -------------------------------------
    "no_database": N_("There is no database file {path}: the upgrade command creates one."),
    "bad_target": (
        N_("The backup cannot be written to {path}: name a new file in an existing directory."),
        N_("The backup cannot overwrite the database itself: back up to another file."),
    ),
    "target_exists": N_("{path} exists already: add --force to replace it."),
    "bad_backup": (
        N_("The copy failed its integrity check, so {path} was not written."),
        N_("The copy failed its check, so the backup was not written."),
    ),
    "use_pg_dump": N_("This is a PostgreSQL database: back it up with pg_dump, which is not installed here."),
    "pg_dump_failed": N_("pg_dump failed, so the backup was not written."),
    "bad_base_url": N_(
        "--base-url must be an address such as http://host:port or https://host/path, without ? or #."
    ),
    # --- DrillError: drill ids, generated drills and the drill banks ------------------------------
    "drill_unknown": _NO_DRILL,
    "drill_bad_id": _NO_DRILL,
    "drill_bad_kind": N_("“{kind}” is not a kind of drill (the kinds: {known})."),
    "drill_kind_form": N_("{kind} drills do not come up in {form}."),
    "drill_not_found": N_("No drill could be made for {id}: try another one."),
    "drill_no_point": N_("Drill {id} has no decision to grade."),
    "drill_no_state": N_("Drill {id} has no deal."),
    "drill_key_turn": N_("After {action} it is no longer the same player's turn."),
    "drill_no_score": N_("Drill {id} has no score to grade."),
    "drill_not_a_discard": N_("{card} follows the suit led, so it is no discard."),
    "bank_no_wish": N_("A wish-reading item needs a kotkat packet that states a wish."),
    "drill_no_term": N_("“{term}” is not in the glossary."),
    "drill_bad_direction": N_("“{direction}” is not a direction of a word drill."),
    "drill_glossary_small": N_("The glossary has fewer than four terms, so there is no word drill."),
    "bank_missing": N_("This drill item needs {missing}."),
    "bank_needs_deal": N_("This kind of drill item must point at a worked deal (deal and at)."),
    "bank_no_advice": N_("The conventions give no advice at this call."),
    "bank_no_deal": N_("The worked deal of this drill item does not exist."),
    "bank_no_step": N_("The step of this drill item is not in its worked deal."),
    "bank_not_decision": N_("The step of this drill item is not a decision the conventions advise on."),
    "bank_bad_contract": _BID_OR_PASS,
    "bank_bad_aces": N_("Aces are written trick:side, for example 3:decl or 7:AC."),
    # --- RecordError: deal records and YAML content (the location is put in front) -------------------
    "yaml_syntax": N_("This is not valid YAML."),
    "yaml_alias": N_("YAML anchors and aliases are not allowed."),
    "yaml_too_deep": NP_(
        "The data is nested more than {limit} level deep.",
        "The data is nested more than {limit} levels deep.",
        "limit",
    ),
    "yaml_number_too_long": NP_(
        "A number can have at most {limit} digit.", "A number can have at most {limit} digits.", "limit"
    ),
    "yaml_too_large": NP_(
        "The file is too long: at most {limit} character is read.",
        "The file is too long: at most {limit} characters are read.",
        "limit",
    ),
    "duplicate_key": N_("The key “{key}” appears twice."),
    "record_io": N_("The file cannot be read."),
    "record_version": N_(
        "This is not a deal record of this version: the file must start with “skruuvi-deal: 1”."
    ),
    "record_type": N_("This value is of the wrong kind."),
    "record_unknown_key": N_("This key is not known here."),
    "record_missing_key": N_("A required item is missing here."),
    "record_form": N_("This is not a form: use alkupelit, kotkat or bolsevikit."),
    "record_seat": _SEAT_LETTERS,
    "record_call": N_("This is not a valid call."),
    "record_cards": N_("These are not valid cards."),
    "record_deal": N_("The hands and the middle cards do not make a deal."),
    "record_choice": N_("A choice is play (play the bolshevik) or yield (let the next bidder play it)."),
    "record_trick": N_("A trick has four cards; only the last trick may be unfinished."),
    "record_illegal": N_("The rules do not allow this step."),
    "record_unused_step": N_("The replay never reaches this step."),
    "record_replay": N_("The deal cannot be replayed."),
    "result_early": N_("A result is given, but the deal is not finished."),
    "result_mismatch": N_("The result given does not match the replay."),
}

# --- PBN (trainer/pbn.py): a deal written in PBN, and a record's PBN export (params as raised there) -----
ERRORS.update(
    {
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
        "pbn_rank": N_(
            "PBN hand {compass} (seat {seat}): “{char}” is not a rank (A K Q J T 9 8 7 6 5 4 3 2)."
        ),
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
        "pbn_dealer_mismatch": N_(
            "The [Dealer] tag says {compass} (seat {seat}), but the dealer is {dealer}."
        ),
        "pbn_no_play": N_(
            "The deal record does not reach the opening lead, so there is no position to give."
        ),
        "pbn_play": N_("Trick {trick} of the PBN Play section does not fit the deal."),
        "packet_card": N_(
            "These cards cannot be laid as this packet: choose the packet's cards from your hand, each once."
        ),
    }
)

# Codes whose sentence depends on the value of one param: variants are keyed "code/value".
# The table (trainer/tablegame.py): a game that cannot be set up or read back from its link.
ERRORS.update(
    {
        "table_setup": N_("This table cannot be set up."),
        "table_setup/form": N_("The table plays alkupelit, kotkat or bolsevikit, not {value}."),
        "table_setup/level": N_("The opponents play by the handbook or strongly, not “{value}”."),
        "table_setup/seed": N_("A deal number is a whole number from 0 to 2147483647, not {value}."),
        "table_token": N_("This table link cannot be read."),
        "table_token/version": N_("This is not a table link this version of the app can read."),
        "table_token/form": N_("The table link does not say which form and opponents were played."),
        "table_token/seat": N_("The table link does not say which seat you played."),
        "table_token/seed": N_("The table link's deal number is not a whole number."),
        "table_token/step": N_("Step {step} of the table link does not fit the deal: the link is damaged."),
        "table_token/takebacks": N_("The table link's take-backs are not numbers: the link is damaged."),
        "table_not_learner": N_("It is not your turn."),
        "table_no_takeback": N_("You have made no decision in this deal to take back."),
        "drill_no_dd": N_(
            "Drill {id} is checked with double-dummy analysis, which is not available here: try another drill."
        ),
        "table_not_over": N_("This deal is not over yet: finish it before the next one."),
        "table_sitsi_over": N_("The sitsi is over: all eight deals have been played."),
    }
)

VARIANT_PARAM: dict[str, str] = {
    "table_setup": "field",
    "table_token": "where",
    "bad_player_name": "problem",
    "bad_name": "problem",
    "bad_answer": "problem",
    "bad_import": "reason",
    "dd_bad_deal": "problem",
    "bad_looks": "problem",
    "rate_limited": "name",
}

# Errors about a place in a file: the location (file, line, path inside it) is put in front of the sentence.
LOCATED: frozenset[str] = frozenset(
    code for code in ERRORS if code.startswith(("record_", "result_", "yaml_")) or code == "duplicate_key"
)
# Errors that also carry an illegal action's ``reason`` (and its params): its sentence follows.
WITH_REASON: frozenset[str] = frozenset({"player_illegal"})
# Errors that wrap another error (``cause``): the cause's sentence says what is wrong.
FROM_CAUSE: frozenset[str] = frozenset(
    {
        "record_call",
        "record_cards",
        "record_seat",
        "record_form",
        "record_deal",
        "record_replay",
        "record_illegal",
    }
)
_LINE = N_("line {line}")


def _fmt(template: str, params: Mapping[str, Any]) -> str:
    safe = {k: _shown(v) for k, v in params.items()}
    try:
        return template.format(**safe)
    except (KeyError, ValueError, IndexError):
        return template


def _shown(value: Any) -> Any:
    """A param as a template shows it: None as a dash, a list of cards as the cards with spaces."""
    if value is None:
        return "—"
    if isinstance(value, (list, tuple)):
        return " ".join(str(v) for v in value) or "—"
    return value


def _placeholders(template: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(template) if name}


def _entry_templates(entry: Entry | None) -> tuple[Template, ...]:
    if entry is None:
        return ()
    return (entry,) if isinstance(entry, (str, Plural)) else entry


def error_templates(code: str) -> tuple[Template, ...]:
    """Every template of ``code``: its variants (any value of its variant param), then its own entry."""
    variants = tuple(
        t for key, entry in ERRORS.items() if key.startswith(code + "/") for t in _entry_templates(entry)
    )
    return variants + _entry_templates(ERRORS.get(code))


def catalogued_codes() -> frozenset[str]:
    """The codes :data:`ERRORS` has a sentence for."""
    return frozenset(key.partition("/")[0] for key in ERRORS)


def _fits(template: Template, params: Mapping[str, Any]) -> bool:
    if isinstance(template, Plural):
        count = params.get(template.number)
        return isinstance(count, int) and _placeholders(template.plural) - {"n"} <= set(params)
    return _placeholders(template) <= set(params)


def _render(code: str, params: Mapping[str, Any], _: Translator) -> str | None:
    """The sentence of ``code`` with ``params`` in ``_``'s language, or None when no template fits."""
    candidates: tuple[Template, ...] = ()
    param = VARIANT_PARAM.get(code)
    if param is not None and isinstance(params.get(param), str):
        candidates += _entry_templates(ERRORS.get(f"{code}/{params[param]}"))
    candidates += _entry_templates(ERRORS.get(code))
    for template in candidates:
        if not _fits(template, params):
            continue
        if isinstance(template, Plural):
            n = int(params[template.number])
            shown = {k: _shown(v) for k, v in params.items() if k != "n"}
            try:
                return _.ngettext(template.singular, template.plural, n, **shown)
            except (KeyError, ValueError, IndexError):
                return _.ngettext(template.singular, template.plural, n)
        return _fmt(_(template), params)
    return None


def _location(params: Mapping[str, Any], _: Translator) -> str:
    """``deal.yaml, line 14, play[3][2]`` from a RecordError's params (what is known of it)."""
    parts = [str(params.get("file") or "")]
    line = params.get("line")
    if isinstance(line, int):
        parts.append(_(_LINE, line=line))
    parts.append(str(params.get("where") or ""))
    return ", ".join(p for p in parts if p)


def error_text(error: SkruuviError, _: Translator) -> str:
    """A sentence for ``error`` in the translator's language (its English message only for an unknown code)."""
    params = error.params
    code = error.code
    text = _render(code, params, _)
    if text is None:
        # An illegal action reported without its class (a checked auction's error, say): its reason names it.
        reason = params.get("reason")
        if isinstance(reason, str):
            code = f"illegal_{reason}"
            text = _render(code, params, _)
    if text is None:
        return error.message
    cause = getattr(error, "cause", None)
    if code in FROM_CAUSE and isinstance(cause, SkruuviError):
        text = error_text(cause, _)
    reason = params.get("reason")
    if code in WITH_REASON and isinstance(reason, str):
        because = _render(f"illegal_{reason}", params, _)
        if because is not None:
            text += " " + because
    if code == "illegal_insufficient" and params.get("becomes"):
        text += " " + _fmt(_(INSUFFICIENT_BECOMES), params)
    if code in LOCATED:
        where = _location(params, _)
        if where:
            text = f"{where}: {text}"
    return text


# Score breakdown items (trainer.scoring).  A number that meets a noun goes through ngettext (NP_).
SCORE_ITEMS: dict[str, Template] = {
    "made": N_("{contract} made: {points:+d}"),
    "overtricks": NP_(
        "{count} overtrick × {each}: {points:+d}", "{count} overtricks × {each}: {points:+d}", "count"
    ),
    "pieti": NP_(
        "{count} pieti (first {first}, each further {further}): {points:+d}",
        "{count} pieti (first {first}, each further {further}): {points:+d}",
        "count",
    ),
    "factor": N_("Doubled: the trick points count {factor} times: {points:+d}"),
    "ace": N_("Ace in trick {trick}, taken by {side}: {points:+d}"),
    "pass_tricks": NP_(
        "{pair} took {count} trick: {points:+d} for A–C",
        "{pair} took {count} tricks: {points:+d} for A–C",
        "count",
    ),
    "revoke_penalty": NP_(
        "Revoke by {offender}: two penalty tricks ({before} → {after} trick)",
        "Revoke by {offender}: two penalty tricks ({before} → {after} tricks)",
        "after",
    ),
}

# The doubling line says what it doubles and how much it adds (no "×1": a line only for a double or redouble).
# A contract's line (params before, after) and a bolshevik defender's line (param seat), by the factor.
FACTOR_ITEMS: dict[str, str] = {
    "2": N_("Double: the trick points count twice, {points:+d} more ({before:+d} → {after:+d})"),
    "3": N_("Redouble: the trick points count three times, {points:+d} more ({before:+d} → {after:+d})"),
    "seat/2": N_("{seat} doubled, so {seat}'s points count twice: {points:+d} more for {seat}"),
    "seat/3": N_(
        "{seat} doubled and the bolshevik player redoubled, so {seat}'s points count three times: "
        "{points:+d} more for {seat}"
    ),
}

# A passimisääri doubled or redoubled: each trick is worth the factor in points.
PASS_TRICKS_DOUBLED: dict[int, Plural] = {
    2: NP_(
        "{pair} took {count} trick, doubled (2 points a trick): {points:+d} for A–C",
        "{pair} took {count} tricks, doubled (2 points a trick): {points:+d} for A–C",
        "count",
    ),
    3: NP_(
        "{pair} took {count} trick, redoubled (3 points a trick): {points:+d} for A–C",
        "{pair} took {count} tricks, redoubled (3 points a trick): {points:+d} for A–C",
        "count",
    ),
}

# A bolsevikit item counts for each defender (param ``per``): the line says so.
PER_DEFENDER: dict[str, Template] = {
    "made": N_("{contract} made: {points:+d} to each defender"),
    "pieti": NP_(
        "{count} pieti (first {first}, each further {further}): {points:+d} to each defender",
        "{count} pieti (first {first}, each further {further}): {points:+d} to each defender",
        "count",
    ),
    "player": N_("Ace in trick {trick}, taken by the bolshevik player: {points:+d} to each defender"),
    "defenders": N_("Ace in trick {trick}, taken by a defender: {points:+d} to each defender"),
}

# A pair is written with a dash everywhere the learner reads it ("A–C", never "AC").
PAIR_SHOWN: dict[str, str] = {"AC": "A–C", "BD": "B–D"}

# Notes of a packet reading: the English templates live (marked for extraction) in trainer.signals.
PACKET_NOTES: Mapping[str, str] = NOTE_TEMPLATES


# An ace item names the side that took the trick; Finnish needs a sentence per side.
ACE_BY_SIDE: dict[str, str] = {
    "declarers": N_("Ace in trick {trick}, taken by the main pair: {points:+d}"),
    "defenders": N_("Ace in trick {trick}, taken by the defenders: {points:+d}"),
    "player": N_("Ace in trick {trick}, taken by the bolshevik player: {points:+d}"),
}

# Values of the ``offender`` parameter of a revoke penalty.
SIDE_NAMES: dict[str, str] = {
    "declarers": N_("the main pair"),
    "defenders": N_("the defenders"),
    "player": N_("the bolshevik player"),
}


def _score_template(key: str, params: Mapping[str, Any]) -> Template | None:
    """The template of one breakdown item, picked by its params where the wording depends on them."""
    if key == "factor":
        factor = str(params.get("factor"))
        return FACTOR_ITEMS.get(f"seat/{factor}" if "seat" in params else factor, SCORE_ITEMS["factor"])
    if key == "pass_tricks":
        doubled = PASS_TRICKS_DOUBLED.get(params.get("factor", 1))
        if doubled is not None:
            return doubled
    if params.get("per") == "defender":
        per = PER_DEFENDER.get(str(params.get("side")) if key == "ace" else key)
        if per is not None:
            return per
    if key == "ace":
        side = ACE_BY_SIDE.get(str(params.get("side")))
        if side is not None:
            return side
    return SCORE_ITEMS.get(key)


def score_item_text(key: str, points: int, params: Mapping[str, Any], _: Translator) -> str:
    """One line of a score breakdown in the translator's language (plurals through ngettext)."""
    template = _score_template(key, params)
    if template is None:
        return f"{key}: {points:+d}"
    shown: dict[str, Any] = {"points": points}
    for k, v in params.items():
        if k == "offender" and v in SIDE_NAMES:
            v = _(SIDE_NAMES[v])
        elif k in ("pair", "side") and v in PAIR_SHOWN:
            v = PAIR_SHOWN[v]
        shown[k] = v
    if isinstance(template, Plural):
        n = shown.get(template.number)
        if not isinstance(n, int):
            return _fmt(_(template.plural), shown)
        try:
            return _.ngettext(
                template.singular, template.plural, n, **{k: v for k, v in shown.items() if k != "n"}
            )
        except (KeyError, ValueError, IndexError):
            return _.ngettext(template.singular, template.plural, n)
    return _fmt(_(template), shown)


def note_text(key: str, params: Mapping[str, Any], _: Translator) -> str:
    template = PACKET_NOTES.get(key)
    if template is None:
        return key
    return _fmt(_(template), params)
