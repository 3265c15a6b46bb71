"""Opening leads: the first card of the first trick, by game type and form.

Handbook sections (each rule's reason names its own):

* *ALKUPELIT / Avauslyönti* -- trump games in alkupelit: the defenders' goal
  (three tricks against level 5, two against 6, one against 7), the suit
  partner gave in the defenders' exchange, partner's double, the higher of two
  touching honours, the second-highest card of the longest side suit.
* *Kuppi ja häntäkuppi valttipelinä* -- a trump lead against a cup game.
* *Grandi (peli ilman valttia) / Avauslyönti* -- grand (also the dictator's
  7 grand and kotkat grand).
* *Maalattu misääri / Avauslyönti* and *Maalattu misääri / Pelitaktiikkaa*
  -- painted misère, with and without a defenders' exchange.
* *KOTKAT / Pelitaktiikkaa* -- a defender who doubled a painted misère leads
  the suit of their two.
* *Passimisääri / Avauslyönti* -- helping partner void the suit partner gave,
  or asking for help (also with an ace from partner that is not safe:
  *Passimisääri*, *Passimisääri / Pelitaktiikkaa*).
* *KOTKAT / Avauslyönti* -- the list of good and bad leads against a kotkat
  trump contract.
* *BOLSEVIKIT / Pelitaktiikkaa* and *Niskamies bolsevikeissa* -- the
  niskamies's lead against the bolshevik.
* *Valttipeli* and *Vastaajan (avaajan partnerin) maalaukset* -- what the
  defenders can see of a cup game: a raise shows four-card support, and the
  first trump bidder's partner holding five or six trumps after the lift
  makes a cup game natural (:func:`cup_evidence`).
* *Korttien ylianto* (bolsevikit) -- the card the bolshevik hands the
  niskamies is the lowest card of a suit he is throwing away, or an ace from
  a short suit (:func:`bolshevik_void_hint`), and a two he showed among the
  middle cards and did not hand over stays his (:func:`bolshevik_kept_twos`).

What the leader may know: their own hand, the cards they gave and received,
the auction, the shown middle cards and the doubling (``point.view``).  No
other hand is read.

Every legal card the advice does not recommend or accept gets a reason of
its own (``worse``) saying what is wrong with that card.

Readings chosen where the handbook leaves room are marked DECISION.  The
handbook offers its lead advice as the choices that have most often worked,
so a defensible card from another of its rules is "acceptable".  DECISION
(C87c): the advice is flagged ``judgement=True`` only when such a card from a
competing rule is on offer (the learner may weigh one rule against the
other), not on every lead; equal cards of one rule do not set it.

Named rules (issue 11, *Structure*; :mod:`trainer.conventions.rulebook`).  Each convention here is a
:class:`~trainer.conventions.rulebook.Rule` whose id is its reading's C-number where there is one
(``C69.partner_suit``, ``C87a.void_read``, ...), evaluated over the context :class:`_Lead`:
:func:`advise` picks the game's function, which runs its rule sets in order (see "the rules" below).
``Advice.rules`` names the deciding rule first, then the notes that fired; docs/conventions.md §2.6 is
generated from the rules.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from itertools import pairwise
from typing import Any, Final

from trainer.bids import Bid, Call, Double, Form, Strain, bids_in_order
from trainer.cards import Card, Rank, Suit
from trainer.game import Action, Exchange, GameType, Phase, SeatView
from trainer.marker import N_
from trainer.seats import Seat

from .auction_meaning import read_auction
from .context import AuctionContext
from .core import Advice, DecisionPoint, Reason
from .hand import SUITS, HandEval
from .rulebook import Rule, RuleSet, Trail, rule
from .texts import NP_, register

TOPIC: Final = "lead"

SECTION_TRUMP: Final = "ALKUPELIT / Avauslyönti"
SECTION_CUP: Final = "Kuppi ja häntäkuppi valttipelinä"
SECTION_GRAND: Final = "Grandi (peli ilman valttia) / Avauslyönti"
SECTION_MISERE: Final = "Maalattu misääri / Avauslyönti"
SECTION_MISERE_TACTICS: Final = "Maalattu misääri / Pelitaktiikkaa"
SECTION_MISERE_DOUBLER: Final = "KOTKAT / Pelitaktiikkaa"
SECTION_PASSI: Final = "Passimisääri / Avauslyönti"
SECTION_PASSI_TACTICS: Final = "Passimisääri / Pelitaktiikkaa"
SECTION_KOTKAT: Final = "KOTKAT / Avauslyönti"
SECTION_BOLSHEVIK: Final = "BOLSEVIKIT / Pelitaktiikkaa"
SECTION_NISKAMIES: Final = "Niskamies bolsevikeissa"
SECTION_VALTTIPELI: Final = "Valttipeli"
SECTION_RESPONDER: Final = "Vastaajan (avaajan partnerin) maalaukset"
SECTION_BOL_GIVES: Final = "Korttien ylianto"
SECTION_DEFENDERS_EXCHANGE: Final = "Sivupelaajien korttien vaihdot"

SECTIONS: Final = frozenset(
    {
        SECTION_TRUMP,
        SECTION_CUP,
        SECTION_GRAND,
        SECTION_MISERE,
        SECTION_MISERE_TACTICS,
        SECTION_MISERE_DOUBLER,
        SECTION_PASSI,
        SECTION_PASSI_TACTICS,
        SECTION_KOTKAT,
        SECTION_BOLSHEVIK,
        SECTION_NISKAMIES,
        SECTION_VALTTIPELI,
        SECTION_RESPONDER,
        SECTION_BOL_GIVES,
        SECTION_DEFENDERS_EXCHANGE,
    }
)

TEMPLATES = register(
    {
        "lead_goal_tricks": NP_(
            "Against a level-{level} contract the defenders need {tricks} trick to beat it; "
            "the opening lead is the first step towards it.",
            "Against a level-{level} contract the defenders need {tricks} tricks to beat it; "
            "the opening lead is the first step towards them.",
            "tricks",
        ),
        "lead_received_suit": N_(
            "Partner gave you {card} in the defenders' exchange, so partner is short in {suit}: lead {suit}."
        ),
        "lead_keep_short_suit": N_(
            "{card} came into {suit}, your own short suit. That is probably the main pair's side suit: "
            "save it for a setting trick and lead another suit."
        ),
        "lead_short_not_side": N_(
            "{card} came into {suit}, your own short suit, but the main pair's bidding shows their side "
            "suit elsewhere, so {suit} need not be saved for them."
        ),
        "lead_partner_doubled": N_(
            "Partner doubled and gave you {card}: lead {suit}. Partner is probably void in it and can ruff."
        ),
        "lead_got_trump": N_("Partner's card in the exchange was a trump, so open a side suit."),
        "lead_no_exchange": N_("The defenders did not exchange cards, so open a side suit."),
        "lead_touching_honours": N_("{suit} is headed by two touching honours: lead the higher one, {card}."),
        "lead_second_highest_side": N_(
            "Lead the second-highest card of your longest side suit {suit}: {card}."
        ),
        "lead_second_highest": N_("Lead the second-highest card of your longest suit {suit}: {card}."),
        "lead_cup_trump": N_(
            "{seat} raised {suit}, which shows four trumps, and has taken {middle} from the middle cards: "
            "with five or more trumps in that hand a cup game (ruffing in both hands) suits the main pair. "
            "Lead a trump, {card}, to cut their ruffs down."
        ),
        "lead_cup_usual_fair": N_(
            "The usual lead, {card}, is still a fair choice: a cup game is a guess from the bidding and "
            "the middle cards, not a certainty."
        ),
        "lead_cup_support": N_(
            "{seat} raised {suit}, which shows four trumps, and did not lift the middle cards, so those "
            "trumps probably stay in that hand: the main pair may ruff in both hands (a cup game), and a "
            "trump lead, {card}, is also a fair choice."
        ),
        "lead_cup_middle": N_(
            "{seat} took {middle} from the middle cards and may keep a few trumps to ruff with (a tail "
            "cup): a trump lead, {card}, is also a fair choice."
        ),
        "lead_trump_lift_hands_over": N_(
            "{card} is a trump. {seat} raised {suit} and then lifted the middle cards, which held no "
            "trumps. In the usual course the lifter hands their trumps to {first}, who bid the suit first, "
            "so nothing points to a cup game (the main pair ruffing in both hands): a trump lead only "
            "helps the declarer draw trumps. Open a side suit."
        ),
        "lead_trump_no_cup": N_(
            "{card} is a trump. Nothing in the bidding or the middle cards points to a cup game (the main "
            "pair ruffing in both hands), so a trump lead only helps the declarer draw trumps: open a side "
            "suit."
        ),
        "lead_trump_not_side": N_(
            "{card} is a trump: against the dictator open a side suit, as in a trump game without an "
            "exchange; a trump lead only helps the declarer draw trumps."
        ),
        "lead_not_received_suit": N_(
            "{card} does not open {suit}, the suit partner gave you ({got}). Partner is probably short "
            "in {suit}, so that suit comes first."
        ),
        "lead_not_doubled_suit": N_(
            "{card} does not open {suit}: partner doubled and gave you a {suit} card, so partner can "
            "probably ruff {suit}."
        ),
        "lead_suit_card": N_(
            "In {suit} the card to lead is {right} (the higher of two touching honours, or else the "
            "second-highest card), not {card}."
        ),
        "lead_side_other_suit": N_(
            "{card}: {suit} is neither headed by two touching honours nor your longest side suit, so "
            "the lead rule does not pick it."
        ),
        "lead_grand_other_suit": N_(
            "{card}: {suit} is neither a long suit headed by two touching honours nor your longest "
            "suit, so the lead rule does not pick it."
        ),
        "lead_misere_received_high": N_(
            "Partner gave you a {suit} card, so partner is short there. Open {suit} with a fairly "
            "high card, {card}, and keep your small {suit} cards for the following rounds."
        ),
        "lead_misere_next_small": N_("When you next lead {suit}, use a small card: {card}."),
        "lead_misere_next_lower_of_pair": N_(
            "You hold two touching small {suit} cards: on the second round lead the lower, {card}, "
            "so that partner can work out where the missing small cards are."
        ),
        "lead_misere_high_first": N_(
            "Start {suit} with a fairly high card and keep {card} for a later round."
        ),
        "lead_misere_no_ace": N_(
            "Do not open with an ace against a painted misère: win tricks with it later only if you must."
        ),
        "lead_misere_two_suit": N_(
            "With no defenders' exchange, lead the second-lowest card of {suit}, the suit where you "
            "hold the two: {card}."
        ),
        "lead_misere_shortest_lowest": N_(
            "You have no two to build on: lead the lowest card of your shortest suit, {card}."
        ),
        "lead_misere_keep_two": N_(
            "Keep the {card}: a two can never win a trick, so it is your surest way to hand the lead "
            "back at the end."
        ),
        "lead_misere_doubler": N_(
            "You doubled: show partner your two's suit by leading {suit}, with {card}. Partner will "
            "then throw that suit away when unable to follow."
        ),
        "lead_misere_doubler_other_suit": N_(
            "{card}: as the doubler, your first lead tells partner the suit of your two, {two_suit}. A lead "
            "from {suit} would point partner to the wrong suit to throw away."
        ),
        "lead_misere_not_received_suit": N_(
            "{card} leaves {suit} alone: partner gave you a {suit} card because partner is short "
            "there, and your first lead should start that suit."
        ),
        "lead_misere_two_suit_card": N_(
            "In {suit}, where you hold the two, lead the second-lowest card, {right}, not {card}."
        ),
        "lead_misere_shortest_card": N_(
            "In {suit}, your shortest suit, lead the lowest card, {right}, not {card}."
        ),
        "lead_misere_other_suit": N_(
            "{card}: {suit} neither holds your two nor is your shortest suit, so this is neither of the "
            "handbook's leads against a painted misère (the second-lowest card of the two's suit, or "
            "the lowest card of the shortest suit)."
        ),
        "lead_misere_shortest_also": N_(
            "The lowest card of your shortest suit, {card}, is the handbook's other good lead and also "
            "a fair choice."
        ),
        "lead_misere_aggressive": N_(
            "Against a level-{level} misère, attack from the very first lead, with a small card that "
            "shows partner where you can press."
        ),
        "lead_misere_aggressive_plain": N_(
            "Against a level-{level} misère, attack from the very first lead."
        ),
        "lead_misere_shortest_high": N_(
            "{card} is no small card, but without a two the handbook's lead goes by the suit: the lowest "
            "card of your shortest suit, whatever its size."
        ),
        "lead_misere_small_attack_also": N_(
            "An attack with a small card ({cards}) also shows partner a suit where you can press, and is "
            "a fair choice."
        ),
        "lead_misere_not_lowest": N_(
            "{card}: to attack in {suit}, lead your smallest card there, {right}, so that partner sees it."
        ),
        "lead_pm_help_king": N_(
            "Help partner void {suit}, the suit partner gave you: lead the king, {card}."
        ),
        "lead_pm_help_middle": N_(
            "Help partner void {suit}, the suit partner gave you: lead a middle card, {card}."
        ),
        "lead_pm_no_small": N_(
            "You have no small {suit} cards: a middle card is still right; hope the opponents take "
            "the trick after partner is void."
        ),
        "lead_pm_only_ace": N_(
            "Your only {suit} card is the ace: taken at the first trick it costs just one point, and "
            "it starts partner's suit."
        ),
        "lead_pm_not_smallest": N_(
            "Keep your smallest {suit}, {card}: partner may still hold {suit} cards, and you will need "
            "it to help later."
        ),
        "lead_pm_call_help": N_(
            "Your hand needs help (aces in short suits or poor cards): ask for it by leading your own "
            "shortest suit {suit}, the suit you gave: {card}."
        ),
        "lead_pm_received_ace": N_(
            "Partner gave you the {card}. In your {suit}, a suit of fewer than five cards, it is not safe "
            "(an ace is safe only in a suit of five or more), and partner, knowing you hold it, keeps a "
            "card to help you throw it away."
        ),
        "lead_pm_call_help_other": N_(
            "You gave away your only {suit} card. To ask for help, lead a middle card of another suit "
            "instead: {card}."
        ),
        "lead_pm_not_help_card": N_(
            "{card} is not how to help partner in {suit}: lead the king or a middle card of that suit."
        ),
        "lead_pm_no_help_needed": N_(
            "{card} asks partner for help in {suit}, the suit you gave, but your hand does not need it "
            "(no ace in a short suit, no ruinous cards): help partner in partner's suit instead."
        ),
        "lead_pm_call_help_other_ace": N_(
            "Your only {suit} card left is the {ace}, which would take the trick. To ask for help, lead a "
            "middle card of another suit instead: {card}."
        ),
        "lead_pm_early_ace": N_(
            "Your misère cards are poor and your {card} may be left to take a costly trick late in the "
            "game: taking it at the first trick, while ace tricks are still cheap, is a fair choice."
        ),
        "lead_pm_ace_not_early": N_(
            "{card} takes the trick for you. Your misère cards are not so poor that you should take an ace "
            "early: keep it and try to drop it into the opponents' trick."
        ),
        "lead_pm_not_call_card": N_(
            "{card} is not the card to ask for help with: lead a lower {suit} card, not the ace."
        ),
        "lead_pm_call_help_fair": N_(
            "Your {ace} is in a suit of fewer than five cards, so it is not safe (an ace is safe only in "
            "a suit of five or more), and your hand may need help: asking for it with {card} is also a "
            "fair choice."
        ),
        "lead_pm_no_help_needed_other": N_(
            "{card} would ask partner for help (a middle card of another suit, as you gave away your "
            "only {suit} card), but your hand does not need it (no ace in a suit of fewer than five "
            "cards, no ruinous cards): help partner in partner's suit instead."
        ),
        "lead_pm_other_suit_void": N_(
            "{card} is neither of the handbook's passimisääri leads: help partner in the suit partner "
            "gave you, or, with a hand that needs help, ask for it with a middle card of another suit "
            "(you gave away your only {suit} card)."
        ),
        "lead_pm_other_suit": N_(
            "{card} is neither of the handbook's passimisääri leads: help partner in the suit partner "
            "gave you, or, with a hand that needs help, lead from the suit you gave."
        ),
        "lead_singleton_partners_ace": N_(
            "You gave partner the {ace}: lead your singleton {card}, and partner can win the trick and "
            "return {suit} for you to ruff. A fair choice beside the usual lead."
        ),
        "lead_kotkat_strong_middle": N_("Lead a middle card of your strong suit {suit}: {card}."),
        "lead_kotkat_singleton": N_(
            "Lead your singleton {card}: if partner gets in and returns {suit}, you can ruff."
        ),
        "lead_kotkat_long_void": N_(
            "Lead from your long suit {suit} ({card}): partner is probably void there and can ruff."
        ),
        "lead_kotkat_sequence": N_("Lead the top of your sequence of honours in {suit}: {card}."),
        "lead_equal_card": N_(
            "{card} is as good a lead as {equal}: no {suit} card outside your hand lies between them, so "
            "the two win and lose the same tricks."
        ),
        "lead_kotkat_strong_middle_also": N_(
            "A middle card of your strong suit {suit}, {card}, is another of the handbook's kotkat leads "
            "and also a fair choice."
        ),
        "lead_kotkat_lone_ace": N_("Do not lead the {card} when {suit} has no other high honour with it."),
        "lead_kotkat_weak_short": N_(
            "Avoid leading from {suit}, a short suit of middling cards: it may be the main pair's side suit."
        ),
        "lead_kotkat_singleton_trump": N_(
            "The {card} is your only trump, not a singleton to lead: a singleton is led so that you can "
            "ruff the suit when it comes back, and a lone trump leaves you nothing to ruff with."
        ),
        "lead_kotkat_not_listed": N_(
            "{card} is none of the handbook's kotkat leads: a middle card of a strong suit, a "
            "singleton, a long suit partner may ruff, or the top of a sequence of honours."
        ),
        "lead_kotkat_fallback": N_(
            "None of the usual kotkat leads fits this hand; the second-highest card of your longest "
            "side suit, {card}, is a safe choice."
        ),
        "lead_bol_niskamies": N_(
            "As niskamies you lead first and can press the bolshevik player hardest: attack them from the "
            "first trick, and do not spend your aces early."
        ),
        "lead_bol_two_second_lowest": N_(
            "Lead the second-lowest card of {suit}, the suit where you hold the two: {card}."
        ),
        "lead_bol_shortest_lowest": N_(
            "You hold no two: lead the lowest card of your shortest suit, {card}."
        ),
        "lead_bol_lone_two": N_(
            "Your {two} gives no lead: above it its suit holds nothing or only the ace, and you keep the "
            "two and do not open with aces. Lead the lowest card of your shortest other suit, {card}."
        ),
        "lead_bol_void_two": N_(
            "Your two is in {suit}, where the bolshevik has few cards or none left, so it can hardly force "
            "them there: lead the lowest card of your shortest other suit, {card}."
        ),
        "lead_bol_shortest_lowest_but_void": N_(
            "You hold no two: lead the lowest card of your shortest suit apart from {void}, where the "
            "bolshevik is probably void: {card}."
        ),
        "lead_bol_void_short_also": N_(
            "Emptying your shortest suit with its lowest card, {card}, is also a fair choice, a matter of "
            "judgement: the handbook's shortest-suit lead is for a niskamies without a two, but one with "
            "poor cards (like yours: no two in a suit of four or more) may void a short suit so that the "
            "other defenders press the bolshevik there."
        ),
        "lead_bol_void_short_also_but_void": N_(
            "Emptying your shortest suit apart from {void} (where the bolshevik is probably void) with its "
            "lowest card, {card}, is also a fair choice, a matter of judgement: the handbook's "
            "shortest-suit lead is for a niskamies without a two, but one with poor cards (like yours: no "
            "two in a suit of four or more) may void a short suit so that the other defenders press the "
            "bolshevik there."
        ),
        "lead_bol_short_not_poor": N_(
            "{card} would start emptying a short suit, but you hold the {two} in a suit of four or more: the "
            "handbook's lead is then from the suit of your two, and voiding a short suit is for a "
            "niskamies with poor cards."
        ),
        "lead_bol_doubled_other_suit": N_(
            "You doubled: then you lead a smallish card of a suit where you hold the two ({suits}), so that "
            "the other defenders can void it and your two later forces a setting trick. {card} leads "
            "{suit}, where you hold no two."
        ),
        "lead_bol_shortest_high": N_(
            "{card} is no small card, but this rule goes by the suit, not by the card: once you have "
            "emptied {suit}, the other defenders can press the bolshevik in it."
        ),
        "lead_bol_doubled": N_(
            "You doubled: lead a smallish card of {suit}, where you hold the two ({card}), so that "
            "the other defenders can void the suit before you cash your two."
        ),
        "lead_bol_no_ace": N_("Do not open with an ace against the bolshevik: attack with small cards."),
        "lead_bol_keep_two": N_("Keep the {card}: it is your card for forcing a setting trick later."),
        "lead_bol_void_read": N_(
            "The bolshevik handed you the {got}. They part with a small card only to empty its suit, and "
            "the lowest card of a suit they throw away goes to the niskamies; no lower {suit} card lay "
            "among the middle cards. So they are probably void in {suit} and would just discard on it."
        ),
        "lead_bol_ace_read": N_(
            "The bolshevik handed you the {got}: they give away an ace from a short suit, so they have few "
            "{suit} cards left and will soon discard on that suit."
        ),
        "lead_bol_read_rule_fair": N_(
            "{card}, the handbook's lead from {suit}, stays a fair choice, but the {got} you were handed "
            "suggests that the bolshevik can soon discard on {suit}."
        ),
        "lead_bol_voided_suit": N_(
            "{card} leads {suit}, where the bolshevik is probably void (they handed you the {got}): they "
            "would just discard a dangerous card on it. Attack another suit."
        ),
        "lead_bol_ace_suit": N_(
            "{card} leads {suit}: the bolshevik gave you the {got}, an ace from a short suit, so they have "
            "few {suit} cards left and will soon discard on it. Attack another suit."
        ),
        "lead_bol_two_kept": N_(
            "{card} leads {suit}, but the bolshevik holds the {two}: it lay among the middle cards and did "
            "not come to you. A two never wins a trick, so it is their sure way out of {suit}; the "
            "handbook names a long suit without its two as their danger. Attack a suit where they may lack "
            "the two."
        ),
        "lead_bol_high_card": N_(
            "{card} is neither of the handbook's niskamies leads (the second-lowest card of a two's "
            "suit, or the lowest card of the shortest suit), and an honour is too high for an attack of "
            "your own: the bolshevik can simply play a lower card under it."
        ),
        "lead_bol_not_small": N_(
            "{card} is neither of the handbook's niskamies leads (the second-lowest card of a two's "
            "suit, or the lowest card of the shortest suit), and it is too big for an attack of your "
            "own: under it the bolshevik finds a lower {suit} card more easily than under a small one."
        ),
        "lead_bol_rule_card": N_(
            "In {suit} the handbook's card is {right} (the second-lowest card where you hold the two, "
            "else the lowest card of your shortest suit), not {card}."
        ),
        "lead_bol_not_lowest": N_(
            "Lead {right} rather than {card}: a smaller card leaves the bolshevik less room to play under it."
        ),
        "lead_bol_small_attack_also": N_(
            "Other attacks with a small card ({cards}) also press the bolshevik and are fair choices."
        ),
    }
)

MEDIUM_LOW: Final = Rank.SIX
MEDIUM_HIGH: Final = Rank.TEN


# --- what the leader knows ---------------------------------------------------------------------


def game_of(view: SeatView) -> GameType | None:
    """The game being played, as every player can tell it from the view (play phase only).

    Passimisääri has no contract; in bolsevikit 7 misère is the bolshevik
    and 7 trump or 7 grand the dictator.
    """
    if view.phase is not Phase.PLAY:
        return None
    contract = view.contract
    if contract is None:
        return GameType.PASSIMISAARI
    if view.form is Form.BOLSEVIKIT:
        return GameType.BOLSHEVIK if contract.strain is Strain.MISERE else GameType.DICTATOR
    return {"trump": GameType.TRUMP, "grand": GameType.GRAND, "misere": GameType.MISERE}[contract.game]


def is_opening_lead(point: DecisionPoint) -> bool:
    """The first card of the deal: play phase, no trick finished, nothing on the table."""
    v = point.view
    return (
        point.phase is Phase.PLAY
        and not v.current_trick
        and v.previous_trick is None
        and sum(v.tricks_won) == 0
    )


def _exchange_card(exchanges: Iterable[Exchange], phase: Phase, other: Seat) -> Card | None:
    for e in exchanges:
        if e.phase is phase and (e.giver is other or e.recipient is other) and e.cards:
            return e.cards[0]
    return None


def _doubled_by(view: SeatView, seat: Seat) -> bool:
    return any(s is seat and isinstance(c, Double) for s, c in view.doubling)


# --- card helpers (pure; a holding is one suit's cards, highest first) -------------------------


def holding(hand: Iterable[Card], suit: Suit) -> tuple[Card, ...]:
    """The cards of ``suit`` in ``hand``, highest first."""
    return tuple(sorted((c for c in hand if c.suit is suit), key=lambda c: -c.rank))


def top_of_touching_honours(cards: Sequence[Card]) -> Card | None:
    """The higher of two touching honours heading the suit (♠KQxxx gives ♠K), else None.

    DECISION: the two honours must be the suit's two highest cards, as in the
    handbook's example ♠KQxxx; an inner pair (the QJ of AQJ) does not count.
    Honours are A K Q J 10.
    """
    if len(cards) >= 2 and cards[1].rank >= Rank.TEN and cards[0].rank == cards[1].rank + 1:
        return cards[0]
    return None


def sequence_top(cards: Sequence[Card]) -> Card | None:
    """The top card of the highest sequence of touching honours in a holding, else None.

    *Skruuvisanastoa*: a sequence is a run of touching cards headed by a high honour
    ("esim. QJ10..."); *KOTKAT / Avauslyönti*: lead from the top of a sequence of
    honours ("Sekvenssin (peräkkäisten honöörien) kärjestä").  Unlike
    :func:`top_of_touching_honours` the sequence need not head the suit: the QJ10 of
    ♦AQJ10 is a sequence and ♦Q its top.  DECISION (C75b): two touching honours
    (A K Q J 10) make a sequence, as in that function.
    """
    for hi, lo in pairwise(cards):
        if lo.rank >= Rank.TEN and hi.rank == lo.rank + 1:
            return hi
    return None


def second_highest(cards: Sequence[Card]) -> Card:
    """The second-highest card of a holding (the only card of a singleton)."""
    return cards[1] if len(cards) >= 2 else cards[0]


def middle_card(cards: Sequence[Card]) -> Card | None:
    """A middle-sized card (keskikokoinen kortti) of a holding.

    DECISION: middle-sized means a rank from 6 to 10; the highest of those is
    chosen.  Without one, the card nearest to an 8 (the higher on a tie).
    """
    if not cards:
        return None
    medium = [c for c in cards if MEDIUM_LOW <= c.rank <= MEDIUM_HIGH]
    if medium:
        return max(medium, key=lambda c: c.rank)
    return min(cards, key=lambda c: (abs(c.rank - Rank.EIGHT), -c.rank))


def misere_second_round(cards: Sequence[Card]) -> Card | None:
    """The card to continue a painted-misère suit with on its second round.

    *Maalattu misääri / Avauslyönti*: after the fairly high first card the
    leader goes on with a small card; holding two touching smallish cards
    (♠KJ954 after the ♠K: the 5 and the 4) the lower of the two.
    DECISION: "small" is 2..9; the lowest touching pair counts; with no pair,
    the lowest small card; with no small card, the lowest card.
    """
    if not cards:
        return None
    low = sorted(cards, key=lambda c: c.rank)
    small = [c for c in low if c.rank <= Rank.NINE]
    for a, b in pairwise(small):
        if b.rank == a.rank + 1:
            return a
    return small[0] if small else low[0]


def _touching_pair(cards: Sequence[Card]) -> Card | None:
    """The second card of a touching honour pair heading the suit (the card not to lead)."""
    return cards[1] if top_of_touching_honours(cards) is not None else None


# --- the advice builder --------------------------------------------------------------------------


class AdviceBuilder:
    """Collects card advice; drops illegal cards and keeps the three lists apart (also used by discards)."""

    def __init__(self, point: DecisionPoint, topic: str = TOPIC) -> None:
        self.topic = topic
        self.legal = frozenset(a for a in point.legal if isinstance(a, Card))
        self.recommended: list[Card] = []
        self.acceptable: list[Card] = []
        self.reasons: list[Reason] = []
        self.worse: dict[Card, list[Reason]] = {}
        #: True once a card from a competing handbook rule was accepted (:meth:`alternative`).
        self.rule_choice = False

    def recommend(self, *cards: Card | None) -> None:
        for c in cards:
            if c is not None and c in self.legal and c not in self.recommended:
                self.recommended.append(c)

    def accept(self, *cards: Card | None) -> None:
        for c in cards:
            if c is not None and c in self.legal and c not in self.acceptable:
                self.acceptable.append(c)

    def alternative(self, *cards: Card | None) -> None:
        """Accept cards another handbook rule gives: the choice between the rules is a judgement."""
        before = len(self.acceptable)
        self.accept(*(c for c in cards if c not in self.recommended))
        if len(self.acceptable) > before:
            self.rule_choice = True

    def fresh(self) -> AdviceBuilder:
        """An empty builder for the same decision: another rule's answer, to weigh beside this one."""
        out = copy.copy(self)
        out.recommended, out.acceptable, out.reasons, out.worse = [], [], [], {}
        out.rule_choice = False
        return out

    def absorb_worse(self, other: AdviceBuilder) -> None:
        """Take over ``other``'s reasons against cards."""
        for c, rs in other.worse.items():
            for r in rs:
                self.mark_worse([c], r.key, r.section, **r.params)

    def unexplained(self) -> list[Card]:
        """Legal cards neither recommended, acceptable nor yet given a reason against them."""
        return sorted(
            (
                c
                for c in self.legal
                if c not in self.recommended and c not in self.acceptable and c not in self.worse
            ),
            key=lambda c: (c.suit, -c.rank),
        )

    def why(self, key: str, section: str, **params: Any) -> Reason:
        r = Reason(key, section, params)
        if r not in self.reasons:
            self.reasons.append(r)
        return r

    def mark_worse(self, cards: Iterable[Card], key: str, section: str, **params: Any) -> None:
        r = Reason(key, section, params)
        for c in cards:
            if c in self.legal:
                rs = self.worse.setdefault(c, [])
                if r not in rs:
                    rs.append(r)

    def build(self, judgement: bool = True, rules: tuple[str, ...] = ()) -> Advice | None:
        if not self.recommended:
            return None
        rec = tuple(self.recommended)
        acc = tuple(c for c in self.acceptable if c not in rec)
        worse: dict[Action, tuple[Reason, ...]] = {
            c: tuple(rs) for c, rs in self.worse.items() if c not in rec and c not in acc
        }
        return Advice(self.topic, rec, acc, tuple(self.reasons), worse, judgement=judgement, rules=rules)


def _sym(suit: Suit) -> str:
    return suit.symbol


# --- trump and grand ----------------------------------------------------------------------------


def _goal(b: AdviceBuilder, contract: Bid, section: str) -> None:
    # Three tricks beat a level-5 contract, two a level-6 and one a level-7 one.
    b.why("lead_goal_tricks", section, level=contract.level, tricks=8 - contract.level)


def _lead_suit(
    b: AdviceBuilder, hand: Sequence[Card], suit: Suit, key: str, section: str, card: Card
) -> None:
    """Recommend ``suit``: the higher of touching honours if it has them, else any card of it."""
    cards = holding(hand, suit)
    b.why(key, section, card=str(card), suit=_sym(suit))
    top = top_of_touching_honours(cards)
    if top is not None:
        b.recommend(top)
        b.why("lead_touching_honours", section, suit=_sym(suit), card=str(top))
        # DECISION (C75a): the rule names the suit; its other cards stay acceptable, the equal lower
        # honour (♥Q from ♥KQJ...) as much as a small card (gen.lead.alkupelit.7001, 7006).
        b.accept(*cards[1:])
    else:
        # DECISION: the handbook names the suit, not the card: every card of it is recommended.
        b.recommend(*cards)


def _rule_card(cards: Sequence[Card]) -> Card:
    """The card the side-suit rule leads from a holding: the top of touching honours, else the second-highest."""
    return top_of_touching_honours(cards) or second_highest(cards)


def _side_suit_lead(
    b: AdviceBuilder,
    hand: Sequence[Card],
    trump: Suit | None,
    section: str,
    *,
    exclude: frozenset[Suit] = frozenset(),
) -> None:
    """Touching honours heading a side suit, or the second-highest card of the longest side suit.

    *ALKUPELIT / Avauslyönti* (trump, ``trump`` given) and *Grandi /
    Avauslyönti* (``trump`` None: every suit counts, and the touching honours
    must head a long suit).  DECISION: touching honours come first when both
    apply (the handbook names them first); the other is acceptable, and the
    choice between them is the handbook's "or" (a judgement).  In grand a long
    suit has four or more cards or is the longest.  Suits in ``exclude`` are
    used only when nothing else is left.  Every other card of the side suits
    is told why it is not the lead.
    """
    ev = HandEval.of(hand)
    side = [s for s in SUITS if s is not trump and ev.length(s) and s not in exclude]
    if not side:
        side = [s for s in SUITS if s is not trump and ev.length(s)] or [s for s in SUITS if ev.length(s)]
    if not side:
        return
    longest_len = max(ev.length(s) for s in side)
    touching: list[tuple[Suit, Card]] = []
    for s in side:
        top = top_of_touching_honours(ev.holding(s).cards)
        if top is None:
            continue
        if trump is None and ev.length(s) < 4 and ev.length(s) < longest_len:
            continue  # grand: only a long suit's honours
        touching.append((s, top))
    longest = sorted(
        (s for s in side if ev.length(s) == longest_len), key=lambda s: (-ev.holding(s).honours, -s)
    )
    # The lower of a touching pair is never the lead, even as a "second-highest" card.
    seconds = [
        c
        for c in (second_highest(ev.holding(s).cards) for s in longest)
        if c is not _touching_pair(ev.holding(c.suit).cards)
    ]
    key_second = "lead_second_highest_side" if trump is not None else "lead_second_highest"
    if touching:
        touching.sort(key=lambda t: (-ev.length(t[0]), -t[1].rank, -t[0]))
        suit, top = touching[0]
        b.recommend(top)
        b.why("lead_touching_honours", section, suit=_sym(suit), card=str(top))
        b.accept(*(t[1] for t in touching[1:]))
        b.alternative(*seconds)
    else:
        b.recommend(seconds[0])
        b.why(key_second, section, suit=_sym(seconds[0].suit), card=str(seconds[0]))
        b.accept(*seconds[1:])
    for s in side:
        lower = _touching_pair(ev.holding(s).cards)
        if lower is not None:
            top = ev.holding(s).cards[0]
            b.mark_worse([lower], "lead_touching_honours", section, suit=_sym(s), card=str(top))
    # What is wrong with every other card of these suits.
    ruled = {s for s, _ in touching} | set(longest)
    other_key = "lead_side_other_suit" if trump is not None else "lead_grand_other_suit"
    for c in b.unexplained():
        if c.suit not in side:
            continue
        if c.suit in ruled:
            right = _rule_card(ev.holding(c.suit).cards)
            b.mark_worse([c], "lead_suit_card", section, suit=_sym(c.suit), right=str(right), card=str(c))
        else:
            b.mark_worse([c], other_key, section, card=str(c), suit=_sym(c.suit))


# --- the cup game: what the defenders can see -------------------------------------------------------

SUPPORT_TRUMPS: Final = 4  # *Vastaajan (avaajan partnerin) maalaukset*: a raise shows four-card support
CUP_NATURAL: Final = 5  # *Valttipeli*: five or six trumps in partner's hand after the lift
TAIL_CUP_FEW: Final = (
    3  # DECISION (C71): "muutama valtti", a few trumps to ruff with (the tail-cup deal: three)
)
LAST_DESCRIBING_ROUND: Final = 2  # *Kolmannen ja neljännen kierroksen maalaukset*: round 3 shows aces


class CupSign(Enum):
    """How strongly the public facts point to a cup game (the declarers ruffing in both hands)."""

    NONE = "none"
    POSSIBLE = "possible"  # a trump lead is a fair choice beside the usual lead
    LIKELY = "likely"  # the handbook's cup lead: a trump


@dataclass(frozen=True)
class CupEvidence:
    """What the defenders can read about the trumps of the first trump bidder's partner.

    ``first``: the main player who first bid the trump suit; ``partner``: the
    other main player, whose trumps make a cup game (*Valttipeli*: the first
    trump bidder's partner with five or six trumps after the lift);
    ``support``: the partner raised the suit in a describing round (four-card
    support); ``denied``: the partner bid the lowest misère, which says one
    small card at most in the opener's suit; ``middle``: the trumps among
    the shown middle cards, when the partner lifted them; ``lifted``: the
    partner lifted the middle cards.

    DECISION (C71, review round 2): a raise followed by the raiser's own
    lift is the handbook's usual course for handing the trumps to the first
    trump bidder (*Valttipeli*: the partner lifts "antaakseen valttinsa"
    to the first bidder), so it is a sign of a cup game only when the lift
    brings the count to five or more (*Valttipeli*: "5-6 valttia").  A
    raiser who did not lift keeps his trumps (he gives one card to each
    player), so a cup game stays possible.
    """

    first: Seat | None = None
    partner: Seat | None = None
    support: bool = False
    denied: bool = False
    middle: tuple[Card, ...] = ()
    lifted: bool = False

    @property
    def known(self) -> int:
        """The fewest trumps the partner can hold after the lift, as far as the defenders can count."""
        return (SUPPORT_TRUMPS if self.support and not self.denied else 0) + len(self.middle)

    @property
    def sign(self) -> CupSign:
        if self.known >= CUP_NATURAL:
            return CupSign.LIKELY
        if len(self.middle) >= TAIL_CUP_FEW or (self.support and not self.denied and not self.lifted):
            return CupSign.POSSIBLE
        return CupSign.NONE

    @property
    def handed_over(self) -> bool:
        """The raiser lifted and took no trump: the usual course hands his trumps to the first bidder."""
        return self.support and not self.denied and self.lifted and self.sign is CupSign.NONE


def _next_bid(b: Bid, form: Form) -> Bid | None:
    order = bids_in_order(form)
    i = order.index(b)
    return order[i + 1] if i + 1 < len(order) else None


def _raises(auction: Sequence[tuple[Seat, Call]], i: int, first: Seat, prev: Bid | None, form: Form) -> bool:
    """Whether the partner's bid of the trump suit at ``auction[i]`` is a raise (support shown).

    A raise is made in a describing round (1-2).  At level five or more it must come before the
    first trump bidder has passed since bidding (*Vastaajan maalaukset*: "suoraan viiteen tai
    kuuteen"); after that pass it is the lift (*Nostomaalaus*: partner is let pass once first).  The
    answer to an invitation (one step above the pair's own bid at level five or more) is no raise.
    """
    bid = auction[i][1]
    assert isinstance(bid, Bid)
    if i // 4 + 1 > LAST_DESCRIBING_ROUND:
        return False
    if prev is not None and prev.level >= 5 and _next_bid(prev, form) == bid:
        return False
    if bid.level >= 5:
        last = next((c for s, c in reversed(auction[:i]) if s is first), None)
        return isinstance(last, Bid)
    return True


def cup_evidence(point: DecisionPoint, trump: Suit) -> CupEvidence:
    """What the bidding and the shown middle cards say about a cup game in ``trump``.

    *Kuppi ja häntäkuppi valttipelinä*: the defenders guess a cup game "from
    the bidding and the exchanges".  *Valttipeli*: a cup game comes naturally
    when the first trump bidder's partner holds five or six trumps after
    lifting the middle cards.  What the defenders can see of that:

    * the partner's raise of the suit in a describing round (rounds 1-2; from
      round 3 a bid shows an ace or a king): four-card support
      (*Vastaajan (avaajan partnerin) maalaukset*, "Korotus avaajan värissä");
    * the middle cards, turned face up by the lifter: their trumps are the
      partner's if the partner lifted.

    Not evidence (DECISION, C71): a lift (*Nostomaalaus*: the partner lifts to
    hand the trumps to the first bidder), the answer to an invitation (one
    step above the pair's own bid at level five or more), the 3 grand
    opener's five-level answer (*Vastaus 3 grandiin*: he gives that suit's
    cards over), ace and king bids from round 3 on, and the continuation
    bids.  The exchanges themselves are hidden; the card a defender gets from
    the packet's receiver shows a suit he voids, which he does in every trump
    game, so the handbook gives the defenders nothing to read there and it is
    not used.  A lowest misère by the partner denies support.
    """
    v = point.view
    declarer = v.declarer
    if declarer is None:
        return CupEvidence()
    pair = (declarer, declarer.partner)
    ours = [(i, s, c) for i, (s, c) in enumerate(v.auction) if s in pair and isinstance(c, Bid)]
    first = next((s for _, s, c in ours if c.trump is trump), None)
    if first is None:
        return CupEvidence()
    partner = first.partner
    support = denied = opened_3g = False
    prev: Bid | None = None
    for i, s, c in ours:
        if s is partner:
            if c.strain is Strain.MISERE and c.level < 5:
                denied = True
            elif c == Bid(3, Strain.GRAND):
                opened_3g = True
            elif c.trump is trump and _raises(v.auction, i, first, prev, point.form) and not opened_3g:
                support = True
        prev = c
    middle: tuple[Card, ...] = ()
    lifted = point.info.lifter is partner
    if lifted:
        middle = tuple(c for c in v.middle if c.suit is trump)
    return CupEvidence(first, partner, support, denied, middle, lifted)


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _cup_reason(b: AdviceBuilder, ev: CupEvidence, trump: Suit, card: Card, *, lead: bool) -> None:
    """Why a trump lead is the lead (``lead``) or a fair choice beside the usual one."""
    assert ev.partner is not None
    seat = str(ev.partner)
    if lead:
        b.why("lead_cup_trump", SECTION_VALTTIPELI, seat=seat, suit=_sym(trump), middle=_cards_text(ev.middle),
              card=str(card))  # fmt: skip
    elif ev.support and not ev.denied:
        b.why("lead_cup_support", SECTION_RESPONDER, seat=seat, suit=_sym(trump), card=str(card))
    else:
        b.why("lead_cup_middle", SECTION_CUP, seat=seat, middle=_cards_text(ev.middle), card=str(card))


# --- the rules: context ---------------------------------------------------------------------------
#
# Each convention of this module is a named :class:`~trainer.conventions.rulebook.Rule` (its id, its
# handbook sections, its condition and advice in one line, the tests where it fires and where it must
# not), evaluated over the context :class:`_Lead`.  :func:`advise` picks the game's function; each runs
# its rule sets in order: notes before the decision (the goal, the bad kotkat leads, the bolshevik's
# gift), the deciding set (its last rule holds always), then the notes beside the decision, and last
# the note that tells every card still without a verdict what is wrong with it (:data:`TRUMP_VERDICT`,
# :data:`KOTKAT_UNLISTED`, :data:`MISERE_TAIL`, :data:`PASSI_TAIL`, :data:`BOL_TAIL`; in the side-suit
# games :func:`_side_suit_lead` does it inside the deciding rule).  ``Advice.rules`` names the deciding
# rule first.

_T = "test_leads.py::"
_R = "test_rulebook_leads.py::"


def _rule(id: str, **kw: Any) -> Rule[Any, Any]:
    return rule(id, topic=TOPIC, module="leads", **kw)


@dataclass
class _Lead:
    """One opening lead being advised: what the leader knows, and the advice so far.

    Every value here is computed from the leader's view before any rule runs and adds no reason; the
    rules' ``when`` read it, their ``then`` write to :attr:`b` (misère: first to :attr:`main`).
    """

    point: DecisionPoint
    b: AdviceBuilder
    contract: Bid | None
    #: The section of the goal reason (the game's lead section).
    section: str = SECTION_TRUMP
    #: The named rules that fired (``Advice.rules``).
    trail: Trail = field(default_factory=Trail)

    @cached_property
    def bid(self) -> Bid:
        assert self.contract is not None
        return self.contract

    @cached_property
    def view(self) -> SeatView:
        return self.point.view

    @cached_property
    def hand(self) -> tuple[Card, ...]:
        return tuple(self.view.hand)

    @cached_property
    def ev(self) -> HandEval:
        return HandEval.of(self.view.hand)

    @cached_property
    def trump(self) -> Suit:
        assert self.bid.trump is not None
        return self.bid.trump

    @cached_property
    def partner(self) -> Seat:
        return self.point.seat.partner

    # --- trump games: the defenders' exchange and the cup game

    @cached_property
    def got(self) -> Card | None:
        """The card partner gave in the defenders' exchange."""
        return _exchange_card(self.view.received, Phase.DEFENDERS_EXCHANGE, self.partner)

    @cached_property
    def gave(self) -> Card | None:
        """The card the leader gave partner in the defenders' exchange."""
        return _exchange_card(self.view.given, Phase.DEFENDERS_EXCHANGE, self.partner)

    @cached_property
    def trumps(self) -> tuple[Card, ...]:
        return holding(self.hand, self.trump)

    @cached_property
    def cup(self) -> CupEvidence:
        return cup_evidence(self.point, self.trump)

    @cached_property
    def sign(self) -> CupSign:
        return self.cup.sign if self.trumps else CupSign.NONE

    @cached_property
    def low(self) -> Card:
        """The lowest trump (only asked where the leader holds one)."""
        return self.trumps[-1]

    @cached_property
    def side_got(self) -> bool:
        """Partner's card is of a side suit."""
        return self.got is not None and self.got.suit is not self.trump

    @cached_property
    def short_may_be_side(self) -> bool:
        """The leader's short suit may be the main pair's side suit (C73b): the handbook keeps a card that
        came into it because that suit "todennäköisesti on pääpelaajien sivumaa"; where the main pair named
        a side suit in the bidding and it is another suit, that ground is gone."""
        return _short_may_be_side(self.point, self.got, self.trump)

    @cached_property
    def partners_suit(self) -> bool:
        """The handbook's "lead the side suit partner gave you" applies (C73, C73b)."""
        return _partners_suit_rule(self.hand, self.got, self.gave, self.trump, self.short_may_be_side)

    @cached_property
    def ruff(self) -> tuple[Card, Card] | None:
        return _singleton_to_partners_ace(self.point, self.trump)

    # --- kotkat trump

    @cached_property
    def side(self) -> list[Suit]:
        return [s for s in SUITS if s is not self.trump and self.ev.length(s)]

    @cached_property
    def kotkat_bad(self) -> frozenset[Card]:
        """A lone ace and the cards of a weak short suit: never recommended (*KOTKAT / Avauslyönti*)."""
        bad: set[Card] = set()
        for s in self.side:
            cards = self.ev.holding(s).cards
            if _lone_ace(cards):
                bad.add(cards[0])
            if _weak_short(cards):
                bad.update(cards)
        return frozenset(bad)

    @cached_property
    def kotkat_good(self) -> list[tuple[Card, str, Suit, str]]:
        """The handbook's kotkat leads the hand allows, in the list's order (:func:`_kotkat_options`)."""
        return [o for o in _kotkat_options(self) if o[0] not in self.kotkat_bad]

    def kotkat_first(self, group: str) -> bool:
        return bool(self.kotkat_good) and self.kotkat_good[0][3] == group

    # --- painted misère and bolsevikit: twos and short suits

    @cached_property
    def main(self) -> AdviceBuilder:
        """Painted misère: the lead rule's advice, before the doubler's (C83)."""
        return AdviceBuilder(self.point)

    @cached_property
    def aces(self) -> list[Card]:
        return [c for c in self.hand if c.rank is Rank.ACE]

    @cached_property
    def twos(self) -> list[Card]:
        return [c for c in self.hand if c.rank is Rank.TWO]

    @cached_property
    def misere_seconds(self) -> tuple[list[Card], Suit | None]:
        return _two_suit_lead(self.hand)

    @cached_property
    def misere_lows(self) -> list[Card]:
        return _shortest_lowest(self.hand)

    @cached_property
    def misere_doubled(self) -> bool:
        """The leader doubled the painted misère and holds a two to lead from (C83)."""
        return _doubled_by(self.view, self.point.seat) and bool(self.misere_seconds[0])

    @cached_property
    def misere_attacks(self) -> list[Card]:
        """Without an exchange, every small-card attack (2-5) outside the aces (C81b)."""
        if self.got is not None:
            return []
        ev = self.ev
        return [
            a
            for s in SUITS
            if _leadable_low(ev.holding(s).cards)
            for a in (_attack_card(ev.holding(s).cards),)
            if a.rank is not Rank.ACE and a.rank <= SMALL_ATTACK
        ]

    # --- passimisääri

    @cached_property
    def pm_got(self) -> Card | None:
        return _exchange_card(self.view.received, Phase.PASS_EXCHANGE, self.partner)

    @cached_property
    def pm_gave(self) -> Card | None:
        return _exchange_card(self.view.given, Phase.PASS_EXCHANGE, self.partner)

    @cached_property
    def helper(self) -> AdviceBuilder:
        """Helping partner in partner's suit (C85), on a builder of its own."""
        helper = AdviceBuilder(self.point)
        got = self.pm_got
        if got is not None and self.ev.length(got.suit):
            _help_partner(helper, self.ev.holding(got.suit).cards, got.suit)
        return helper

    @cached_property
    def asker(self) -> AdviceBuilder:
        """Asking partner for help (C86), on a builder of its own."""
        asker = AdviceBuilder(self.point)
        gave, got = self.pm_gave, self.pm_got
        if gave is not None:
            _call_for_help(asker, self.ev, gave.suit, got.suit if got is not None else None)
        return asker

    @cached_property
    def needs_help(self) -> bool:
        """The hand needs help (C84) and has a card to ask with: the help request is the lead."""
        return _needs_help(self.hand, self.pm_got) and bool(self.asker.recommended)

    @cached_property
    def unsafe(self) -> Card | None:
        return _unsafe_ace(self.ev)

    def help_fair(self) -> list[Card]:
        """The help request's cards not yet recommended (C84a)."""
        return [c for c in (*self.asker.recommended, *self.asker.acceptable) if c not in self.b.recommended]

    # --- bolsevikit

    @cached_property
    def hint(self) -> Card | None:
        return bolshevik_void_hint(self.point)

    @cached_property
    def exclude(self) -> frozenset[Suit]:
        return frozenset({self.hint.suit}) if self.hint is not None else frozenset()

    @cached_property
    def kept(self) -> dict[Suit, Card]:
        return {t.suit: t for t in bolshevik_kept_twos(self.point) if t.suit not in self.exclude}

    @cached_property
    def bol_seconds(self) -> tuple[list[Card], Suit | None]:
        return _two_suit_lead(self.hand, self.exclude)

    @cached_property
    def bol_lows(self) -> list[Card]:
        lows = _shortest_lowest(self.hand, self.exclude)
        free = [c for c in lows if c.suit not in self.kept]
        return free or lows

    @cached_property
    def bol_doubled(self) -> bool:
        return _doubled_by(self.view, self.point.seat) and self.bol_seconds[1] is not None

    @cached_property
    def poor(self) -> bool:
        return _poor_for_pressing(self.ev, self.exclude)

    def bol_other(self) -> list[Card]:
        """The shortest suit's lowest cards beside a two, for a niskamies with poor cards (C87e)."""
        other = [c for c in self.bol_lows if c.rank is not Rank.TWO and c not in self.b.recommended]
        return [] if self.bol_seconds[0] and not self.poor else other

    def bol_high(self) -> Card | None:
        """A shortest-suit lead on offer that is no small card."""
        lows = self.bol_lows
        return next(
            (c for c in (*self.b.recommended, *self.bol_other()) if c.rank >= Rank.TEN and c in lows), None
        )

    @cached_property
    def bol_attacks(self) -> list[Card]:
        """Small-card attacks (2-5) outside the emptied suit and the suits of the bolshevik's twos (C87b)."""
        ev = self.ev
        return [
            a
            for s in SUITS
            if s not in self.exclude and s not in self.kept and _leadable_low(ev.holding(s).cards)
            for a in (_attack_card(ev.holding(s).cards),)
            if a.rank is not Rank.ACE and a.rank <= SMALL_ATTACK
        ]

    def bol_free_attacks(self) -> list[Card]:
        other = self.bol_other()
        b = self.b
        return [
            a
            for a in self.bol_attacks
            if a not in b.recommended and a not in other and a.rank is not Rank.TWO
        ]


# --- the defenders' goal -------------------------------------------------------------------------------


GOAL: Final = RuleSet[_Lead, None](
    "lead.goal",
    (
        _rule(
            "lead.goal_tricks",
            title=N_("The tricks that beat the contract"),
            sections=(SECTION_TRUMP, SECTION_GRAND, SECTION_KOTKAT),
            condition="A trump or grand contract (alkupelit, kotkat or the dictator).",
            advice="Say how many tricks beat it: three against level 5, two against 6, one against 7; the lead starts on them.",
            applies=(
                _T + "test_goal_tricks_by_level",
                _R + "test_the_goal_is_counted_against_a_trump_contract",
            ),
            must_not=(_R + "test_no_goal_is_counted_against_a_misere",),
            when=lambda x: True,
            then=lambda x: _goal(x.b, x.bid, x.section),
            code=("leads._goal",),
            status="implemented (a reason)",
        ),
    ),
)


# --- alkupelit trump ------------------------------------------------------------------------------------


def _trump_alkupelit(x: _Lead) -> None:
    """*ALKUPELIT / Avauslyönti* and *Kuppi ja häntäkuppi valttipelinä*: :data:`TRUMP_ALKUPELIT`.

    The handbook's rules by the defenders' exchange come first; a trump lead
    replaces them only when the public facts make a cup game likely
    (:func:`cup_evidence`), and even then not the suit partner gave (partner
    may be short in it and ruff).  A cup game merely possible makes a trump
    lead a fair choice; with no sign of one, a trump is not the lead.  Then a
    singleton to partner's ace (:data:`TRUMP_ALKUPELIT_NOTES`).
    """
    GOAL.each(x, x.trail)
    TRUMP_ALKUPELIT.first(x, x.trail)
    TRUMP_ALKUPELIT_NOTES.each(x, x.trail)


def _cup_fair(x: _Lead) -> None:
    x.b.alternative(*x.trumps)
    _cup_reason(x.b, x.cup, x.trump, x.low, lead=False)


CUP_FAIR: Final = RuleSet[_Lead, None](
    "lead.cup_fair",
    (
        _rule(
            "C71.cup_fair",
            title=N_("A trump lead is fair when a cup game is possible"),
            sections=(SECTION_RESPONDER, SECTION_CUP),
            condition="Alkupelit trump, the usual lead decided: the leader holds a trump and partner of the first trump bidder raised without lifting, or lifted three trumps or more (a tail cup).",
            advice="The trumps are acceptable beside the usual lead (a judgement), with the reason the bidding or the middle cards give.",
            applies=(
                _T + "test_raise_alone_makes_a_trump_lead_fair_not_the_lead",
                _T + "test_handbook_tail_cup_deal_trump_lead_is_fair",
            ),
            must_not=(_T + "test_an_ordinary_lift_is_no_sign_of_a_cup_game",),
            when=lambda x: x.sign is not CupSign.NONE,
            then=_cup_fair,
            code=("leads.cup_evidence", "leads._cup_reason"),
            status="implemented (C71)",
        ),
    ),
)


def _partner_doubled(x: _Lead) -> None:
    # Partner's double says: lead the suit I gave you, I can ruff it.
    b, got, trump = x.b, x.got, x.trump
    assert got is not None
    _lead_suit(b, x.hand, got.suit, "lead_partner_doubled", SECTION_TRUMP, got)
    CUP_FAIR.each(x, x.trail)
    for c in b.unexplained():
        if c.suit is not trump:
            b.mark_worse([c], "lead_not_doubled_suit", SECTION_TRUMP, card=str(c), suit=_sym(got.suit))
    TRUMP_VERDICT.each(x, x.trail)


def _cup_trump(x: _Lead) -> None:
    b = x.b
    b.recommend(x.low)
    _cup_reason(b, x.cup, x.trump, x.low, lead=True)
    # DECISION (C72): a small trump keeps the trump honours; any trump does what the handbook asks.
    b.accept(*x.trumps)
    usual = AdviceBuilder(x.point)
    _trump_rest(usual, x.hand, x.trump, x.got, SECTION_TRUMP, x.gave, x.short_may_be_side)
    b.alternative(*usual.recommended, *usual.acceptable)
    if usual.recommended:
        b.why("lead_cup_usual_fair", SECTION_CUP, card=str(usual.recommended[0]))
    b.absorb_worse(usual)


def _trump_usual(x: _Lead) -> None:
    """The rule by the defenders' exchange (:func:`_trump_rest`), a possible cup game, the trumps' verdicts."""
    _trump_rest(x.b, x.hand, x.trump, x.got, SECTION_TRUMP, x.gave, x.short_may_be_side)
    CUP_FAIR.each(x, x.trail)
    TRUMP_VERDICT.each(x, x.trail)


TRUMP_ALKUPELIT: Final = RuleSet[_Lead, None](
    "lead.trump_alkupelit",
    (
        _rule(
            "C69.partner_doubled",
            title=N_("Partner doubled: lead the suit partner gave"),
            sections=(SECTION_TRUMP,),
            condition="Alkupelit trump: partner gave a side-suit card in the defenders' exchange and doubled.",
            advice="Lead that suit (partner can probably ruff it): the higher of touching honours heading it, else any card of it; other side-suit cards are told the suit partner gave comes first.",
            applies=(
                _T + "test_partner_doubled_lead_the_suit_partner_gave",
                _T + "test_partner_doubled_after_giving_touching_honours",
            ),
            must_not=(_T + "test_lead_the_suit_partner_gave",),
            when=lambda x: x.side_got and _doubled_by(x.view, x.partner),
            then=_partner_doubled,
            code=("leads._lead_suit", "leads._explain_trumps"),
            status="implemented (C69, C66a)",
        ),
        _rule(
            "C72.cup_trump",
            title=N_("Against a likely cup game, lead a trump"),
            sections=(SECTION_VALTTIPELI, SECTION_CUP, SECTION_RESPONDER),
            condition="Alkupelit trump: the first trump bidder's partner raised the suit and lifted trumps from the middle cards (five or more known), the leader holds a trump, and the suit partner gave does not come first.",
            advice="Lead the lowest trump (any trump acceptable); the usual lead stays acceptable (a judgement).",
            applies=(
                _T + "test_cup_game_likely_after_a_raise_and_trumps_in_the_middle",
                _T + "test_straight_raise_to_five_is_support",
            ),
            must_not=(
                _T + "test_partners_side_suit_comes_before_a_likely_cup",
                _T + "test_raise_alone_makes_a_trump_lead_fair_not_the_lead",
            ),
            when=lambda x: x.sign is CupSign.LIKELY and not x.partners_suit,
            then=_cup_trump,
            code=("leads.cup_evidence", "leads._trump_rest"),
            status="implemented (C71, C72)",
        ),
        _rule(
            "C69.partner_suit",
            title=N_("Lead the suit partner gave"),
            sections=(SECTION_TRUMP,),
            condition="Alkupelit trump: partner gave a side-suit card in the defenders' exchange, and the suit was not the leader's own short suit (three or more cards before the exchange), or it was but the main pair named another side suit in the bidding (C73b).",
            advice="Lead that suit: the higher of touching honours heading it (its other cards, the equal lower honour too, acceptable), else any card of it; other side-suit cards are told the suit partner gave comes first.",
            applies=(
                _T + "test_lead_the_suit_partner_gave",
                _T + "test_partners_suit_equal_cards_are_equal",
                _T + "test_short_suit_card_is_led_when_the_main_pair_named_another_side_suit",
            ),
            must_not=(_T + "test_received_card_in_own_short_suit_is_kept",),
            when=lambda x: x.partners_suit,
            then=_trump_usual,
            code=("leads._trump_rest", "leads._lead_suit", "leads._partners_suit_rule"),
            status="implemented (C69, C66a)",
        ),
        _rule(
            "C73.keep_short_suit",
            title=N_("Keep your own short suit"),
            sections=(SECTION_TRUMP,),
            condition="Alkupelit trump: partner's side-suit card came into the leader's own short suit (two cards or fewer before the exchange), which may be the main pair's side suit (they named no other side suit, C73b).",
            advice="Keep that suit (probably the main pair's side suit) for a setting trick: its cards are not advised, and the side-suit rule picks the lead from the other suits.",
            applies=(_T + "test_received_card_in_own_short_suit_is_kept",),
            must_not=(
                _T + "test_lead_the_suit_partner_gave",
                _T + "test_short_suit_card_is_led_when_the_main_pair_named_another_side_suit",
            ),
            when=lambda x: x.side_got,
            then=_trump_usual,
            code=("leads._own_short_before", "leads._side_suit_lead"),
            status="implemented (C73)",
        ),
        _rule(
            "C70.side_suit",
            title=N_("A side suit: touching honours or the second-highest card"),
            sections=(SECTION_TRUMP,),
            condition="Alkupelit trump: partner gave a trump, or the defenders did not exchange.",
            advice="Lead the higher of two touching honours heading a side suit, else the second-highest card of the longest side suit; the other is acceptable (a judgement), the lower honour of a pair and other cards are told why not.",
            applies=(
                _T + "test_second_highest_of_the_longest_side_suit",
                _T + "test_received_trump_gives_the_side_suit_rule",
                _T + "test_touching_honours_lead_the_higher",
            ),
            must_not=(_T + "test_lead_the_suit_partner_gave",),
            when=lambda x: True,
            then=_trump_usual,
            code=("leads._side_suit_lead", "leads.top_of_touching_honours"),
            status="implemented (C66, C70)",
        ),
    ),
)


def _singleton_ruff(x: _Lead) -> None:
    assert x.ruff is not None
    single, ace = x.ruff
    x.b.alternative(single)
    x.b.why("lead_singleton_partners_ace", SECTION_DEFENDERS_EXCHANGE, card=str(single), ace=str(ace),
            suit=_sym(single.suit))  # fmt: skip


TRUMP_ALKUPELIT_NOTES: Final = RuleSet[_Lead, None](
    "lead.trump_alkupelit_notes",
    (
        _rule(
            "C73a.singleton_partners_ace",
            title=N_("A singleton towards the ace given to partner"),
            sections=(SECTION_TRUMP, SECTION_KOTKAT, SECTION_DEFENDERS_EXCHANGE),
            condition="Alkupelit trump: the leader gave partner a side-suit ace in the defenders' exchange, holds a singleton of that suit and a trump, and the singleton is not the lead already.",
            advice="The singleton is acceptable beside the usual lead (a judgement): partner wins and returns the suit for a ruff.",
            applies=(_T + "test_review7_singleton_towards_the_ace_given_to_partner",),
            must_not=(_T + "test_no_singleton_rule_when_the_ace_was_not_given",),
            when=lambda x: x.ruff is not None and x.ruff[0] not in x.b.recommended,
            then=_singleton_ruff,
            code=("leads._singleton_to_partners_ace",),
            status="implemented (C73a)",
        ),
    ),
)


def _singleton_to_partners_ace(point: DecisionPoint, trump: Suit) -> tuple[Card, Card] | None:
    """The leader's singleton in a side suit whose ace the leader gave partner, with that ace.

    *ALKUPELIT / Avauslyönti* calls its lead rules only the ones most often found good
    ("yleisimmin hyväiksi havaittuja"); the trump-game lead list (*KOTKAT / Avauslyönti*)
    has the singleton lead, ruffing when partner wins and returns the suit; and
    *Sivupelaajien korttien vaihdot* gives a singleton away for the defenders' surprise
    ruff ("yllättävän kuppitikin").  DECISION (C73a): the alkupelit rules do not name
    this lead, so it is acceptable (a judgement), never recommended: the leader gave
    partner the suit's ace in the defenders' exchange, keeps one card of the suit and
    holds a trump to ruff the return (round 7, gen.lead.alkupelit.9803).
    """
    v = point.view
    gave = _exchange_card(v.given, Phase.DEFENDERS_EXCHANGE, point.seat.partner)
    if gave is None or gave.suit is trump or gave.rank is not Rank.ACE:
        return None
    cards = holding(v.hand, gave.suit)
    if len(cards) != 1 or not holding(v.hand, trump):
        return None
    return cards[0], gave


def _explain_trumps(b: AdviceBuilder, trumps: Sequence[Card], ev: CupEvidence, trump: Suit) -> None:
    for c in trumps:
        if c not in b.unexplained():
            continue
        if ev.handed_over:
            assert ev.partner is not None and ev.first is not None
            b.mark_worse([c], "lead_trump_lift_hands_over", SECTION_VALTTIPELI, card=str(c),
                         seat=str(ev.partner), suit=_sym(trump), first=str(ev.first))  # fmt: skip
        else:
            b.mark_worse([c], "lead_trump_no_cup", SECTION_CUP, card=str(c))


TRUMP_VERDICT: Final = RuleSet[_Lead, None](
    "lead.trump_verdict",
    (
        _rule(
            "C71.no_cup_sign",
            title=N_("No trump lead without a sign of a cup game"),
            sections=(SECTION_CUP, SECTION_VALTTIPELI),
            condition="Alkupelit trump, the usual lead decided: a trump is still without a verdict (no cup game likely or possible).",
            advice="The trump is not advised: it only helps the declarer draw trumps (after a raise and the raiser's lift that took no trump, told that the trumps went to the first bidder).",
            applies=(
                _T + "test_an_ordinary_lift_is_no_sign_of_a_cup_game",
                _T + "test_a_raise_then_the_raisers_lift_hands_the_trumps_over",
            ),
            must_not=(_T + "test_raise_alone_makes_a_trump_lead_fair_not_the_lead",),
            when=lambda x: any(c in x.b.unexplained() for c in x.trumps),
            then=lambda x: _explain_trumps(x.b, x.trumps, x.cup, x.trump),
            code=("leads._explain_trumps", "leads.CupEvidence"),
            status="implemented (C71)",
        ),
    ),
)


def _own_short_before(hand: Sequence[Card], got: Card, gave: Card | None) -> int:
    """How many cards of ``got``'s suit the leader held before the defenders' exchange.

    DECISION (C73): the leader's "own short suit" had two cards or fewer before the exchange (the
    card partner gave not counted, the card the leader gave counted).
    """
    return sum(1 for c in hand if c.suit is got.suit) - 1 + int(gave is not None and gave.suit is got.suit)


def _partners_suit_rule(
    hand: Sequence[Card], got: Card | None, gave: Card | None, trump: Suit, short_may_be_side: bool = True
) -> bool:
    """The handbook's "lead the side suit partner gave you" applies (not into the leader's short suit, while
    that suit may be the main pair's side suit: C73b)."""
    if got is None or got.suit is trump:
        return False
    return _own_short_before(hand, got, gave) > 2 or not short_may_be_side


def _short_may_be_side(point: DecisionPoint, got: Card | None, trump: Suit) -> bool:
    """DECISION (C73b; review round 10b, gen.lead.alkupelit.13001): *ALKUPELIT / Avauslyönti* keeps a card
    that came into the leader's own short suit because that suit "todennäköisesti on pääpelaajien sivumaa".
    The bidding can tell: where the main pair named a side suit of their own (a suit other than the trump,
    named in their descriptive rounds, :func:`~trainer.conventions.auction_meaning.read_auction`) and the
    leader's short suit is not among the suits they named, it is not their side suit, and the handbook's
    main rule (lead the suit partner gave) stands.  Where they named no side suit the handbook's
    "probably" stands."""
    declarer = point.view.declarer
    if got is None or declarer is None:
        return True
    named = read_auction(AuctionContext.of(point).calls).pair(declarer).strains()
    side = {st.suit for st in named if st.is_trump and st.suit is not trump}
    return not side or got.suit in side


def _trump_rest(
    b: AdviceBuilder,
    hand: Sequence[Card],
    trump: Suit,
    got: Card | None,
    section: str,
    gave: Card | None = None,
    short_may_be_side: bool = True,
) -> None:
    if got is not None and got.suit is not trump:
        if _partners_suit_rule(hand, got, gave, trump, short_may_be_side):
            _lead_suit(b, hand, got.suit, "lead_received_suit", section, got)
            if _own_short_before(hand, got, gave) <= 2:  # C73b: the bidding shows the side suit elsewhere
                b.why("lead_short_not_side", section, card=str(got), suit=_sym(got.suit))
                keep = b.fresh()  # saving the suit all the same stays a judgement ("yleensä")
                _side_suit_lead(keep, hand, trump, section, exclude=frozenset({got.suit}))
                b.alternative(*keep.recommended)
            for c in b.unexplained():
                if c.suit is not trump:
                    b.mark_worse(
                        [c], "lead_not_received_suit", section, card=str(c), suit=_sym(got.suit), got=str(got)
                    )
            return
        b.why("lead_keep_short_suit", section, card=str(got), suit=_sym(got.suit))
        b.mark_worse(
            holding(hand, got.suit), "lead_keep_short_suit", section, card=str(got), suit=_sym(got.suit)
        )
        _side_suit_lead(b, hand, trump, section, exclude=frozenset({got.suit}))
        return
    b.why("lead_got_trump" if got is not None else "lead_no_exchange", section)
    _side_suit_lead(b, hand, trump, section)


def _grand(x: _Lead) -> None:
    """*Grandi (peli ilman valttia) / Avauslyönti* (also kotkat grand and the 7-grand dictator): :data:`GRAND`."""
    GOAL.each(x, x.trail)
    GRAND.first(x, x.trail)


GRAND: Final = RuleSet[_Lead, None](
    "lead.grand",
    (
        _rule(
            "C70.grand",
            title=N_("Grand: touching honours or the second-highest card"),
            sections=(SECTION_GRAND,),
            condition="A grand contract (alkupelit, kotkat, or the dictator's 7 grand).",
            advice="Lead the higher of two touching honours heading a long suit (four cards or the longest), else the second-highest card of the longest suit; the other is acceptable (a judgement).",
            applies=(
                _T + "test_grand_touching_honours_of_a_long_suit",
                _T + "test_grand_second_highest_of_the_longest_suit",
            ),
            must_not=(_T + "test_second_highest_of_the_longest_side_suit",),
            when=lambda x: True,
            then=lambda x: _side_suit_lead(x.b, x.hand, None, SECTION_GRAND),
            code=("leads._side_suit_lead",),
            status="implemented (C66, C70)",
        ),
    ),
)


def _dictator_trump(x: _Lead) -> None:
    """A 7-trump dictator: no exchange between defenders, so the side-suit rule (:data:`DICTATOR`)."""
    GOAL.each(x, x.trail)
    DICTATOR.first(x, x.trail)


def _dictator_side_suit(x: _Lead) -> None:
    b = x.b
    b.why("lead_no_exchange", SECTION_TRUMP)
    _side_suit_lead(b, x.hand, x.trump, SECTION_TRUMP)
    for c in b.unexplained():
        if c.suit is x.trump:
            b.mark_worse([c], "lead_trump_not_side", SECTION_TRUMP, card=str(c))


DICTATOR: Final = RuleSet[_Lead, None](
    "lead.dictator",
    (
        _rule(
            "C74.dictator_trump",
            title=N_("Against the dictator, open a side suit"),
            sections=(SECTION_TRUMP,),
            condition="Bolsevikit: the dictator plays 7 in a trump suit (no exchange between the defenders).",
            advice="DECISION: the alkupelit side-suit rule without an exchange (touching honours, else the second-highest card of the longest side suit); a trump is told it only helps the declarer draw trumps.",
            applies=(_T + "test_dictator_uses_the_trump_side_suit_rule",),
            must_not=(_T + "test_second_highest_of_the_longest_side_suit",),
            when=lambda x: True,
            then=_dictator_side_suit,
            code=("leads._side_suit_lead",),
            status="implemented (C74)",
        ),
    ),
)


# --- kotkat trump ---------------------------------------------------------------------------------


def _strong(cards: Sequence[Card]) -> bool:
    """DECISION: a strong suit (vahva maa) has four or more cards with at least two honours."""
    return len(cards) >= 4 and sum(1 for c in cards if c.rank >= Rank.TEN) >= 2


def _lone_ace(cards: Sequence[Card]) -> bool:
    """The ace without the king or queen of its suit."""
    ranks = {c.rank for c in cards}
    return Rank.ACE in ranks and Rank.KING not in ranks and Rank.QUEEN not in ranks


def _weak_short(cards: Sequence[Card]) -> bool:
    """DECISION: a weak short suit is two or three cards, all of them small (2..9)."""
    return 2 <= len(cards) <= 3 and all(c.rank <= Rank.NINE for c in cards)


def _partner_void_suits(point: DecisionPoint, trump: Suit) -> set[Suit]:
    """Side suits where partner is probably void.

    DECISION: seven or more cards in the leader's hand; or partner opened the
    auction with 6♦, which in kotkat shows a natural void in both ♠ and ♣.
    """
    ev = HandEval.of(point.view.hand)
    out = {s for s in SUITS if s is not trump and ev.length(s) >= 7}
    bids = [(s, c) for s, c in point.view.auction if isinstance(c, Bid)]
    if bids and bids[0][0] is point.seat.partner and bids[0][1] == Bid(6, Strain.DIAMONDS):
        out |= {s for s in (Suit.SPADES, Suit.CLUBS) if s is not trump and ev.length(s) >= 4}
    return out


def _kotkat_options(x: _Lead) -> list[tuple[Card, str, Suit, str]]:
    """The handbook's kotkat leads (*KOTKAT / Avauslyönti*) in its own order: card, reason key, suit, group.

    The groups are the rules of :data:`KOTKAT`: ``strong`` (C75), ``singleton`` (C75d), ``void`` (C77),
    ``sequence`` (C75b).
    """
    ev, trump = x.ev, x.trump
    side = x.side
    options: list[tuple[Card, str, Suit, str]] = []
    strong = sorted((s for s in side if _strong(ev.holding(s).cards)), key=lambda s: (-ev.length(s), -s))
    for s in strong:
        # DECISION (C75a): a strong suit headed by a sequence is led from the sequence's top
        # ("Sekvenssin ... kärjestä"); its middle card stays one of the list's fair leads.
        # An inner sequence (the QJ10 of AQJ10) stays a fair lead after the middle card (C75b).
        top = top_of_touching_honours(ev.holding(s).cards)
        if top is not None:
            options.append((top, "lead_kotkat_sequence", s, "strong"))
        m = middle_card(ev.holding(s).cards)
        if m is not None:
            options.append((m, "lead_kotkat_strong_middle", s, "strong"))
            # DECISION (C75c): "keskikokoisella kortilla" names no one card, so every middle-sized
            # card (6-10, :func:`middle_card`) of the strong suit is the same lead.
            options.extend(
                (c, "lead_kotkat_strong_middle", s, "strong")
                for c in ev.holding(s).cards
                if c != m and MEDIUM_LOW <= c.rank <= MEDIUM_HIGH
            )
    for s in side:
        if ev.length(s) == 1:
            options.append((ev.holding(s).cards[0], "lead_kotkat_singleton", s, "singleton"))
    for s in sorted(_partner_void_suits(x.point, trump), key=lambda s: (-ev.length(s), -s)):
        cards = ev.holding(s).cards
        # DECISION: partner should ruff, so the lowest card (the top of touching honours if any).
        options.append((top_of_touching_honours(cards) or cards[-1], "lead_kotkat_long_void", s, "void"))
    for s in side:
        top = sequence_top(ev.holding(s).cards)
        if top is not None:
            options.append((top, "lead_kotkat_sequence", s, "sequence"))
    return options


def _trump_kotkat(x: _Lead) -> None:
    """*KOTKAT / Avauslyönti*: the handbook's list, in its own order (:data:`KOTKAT_BAD`, :data:`KOTKAT`).

    The first item on the list that the hand allows is recommended and the
    others acceptable.  A lone ace and the cards of a weak short suit are
    marked worse and never recommended.
    """
    GOAL.each(x, x.trail)
    KOTKAT_BAD.each(x, x.trail)
    KOTKAT.first(x, x.trail)


def _mark_lone_aces(x: _Lead) -> None:
    for s in x.side:
        cards = x.ev.holding(s).cards
        if _lone_ace(cards):
            x.b.mark_worse(
                [cards[0]], "lead_kotkat_lone_ace", SECTION_KOTKAT, card=str(cards[0]), suit=_sym(s)
            )


def _mark_weak_short(x: _Lead) -> None:
    for s in x.side:
        cards = x.ev.holding(s).cards
        if _weak_short(cards):
            x.b.mark_worse(cards, "lead_kotkat_weak_short", SECTION_KOTKAT, suit=_sym(s))


KOTKAT_BAD: Final = RuleSet[_Lead, None](
    "lead.kotkat_bad",
    (
        _rule(
            "lead.kotkat_lone_ace",
            title=N_("No ace without a high honour beside it"),
            sections=(SECTION_KOTKAT,),
            condition="Kotkat trump: a side suit holds the ace without the king or queen.",
            advice="That ace is not advised and never recommended.",
            applies=(_T + "test_kotkat_lone_ace_is_not_led",),
            must_not=(_T + "test_kotkat_singleton",),
            when=lambda x: any(_lone_ace(x.ev.holding(s).cards) for s in x.side),
            then=_mark_lone_aces,
            code=("leads._lone_ace",),
            status="implemented",
        ),
        _rule(
            "C76.weak_short",
            title=N_("Avoid a short suit of small cards"),
            sections=(SECTION_KOTKAT,),
            condition="Kotkat trump: a side suit of two or three cards, all of them small (2-9).",
            advice="Its cards are not advised and never recommended: it may be the main pair's side suit.",
            applies=(_T + "test_kotkat_weak_short_suit_is_avoided",),
            must_not=(_T + "test_kotkat_singleton",),
            when=lambda x: any(_weak_short(x.ev.holding(s).cards) for s in x.side),
            then=_mark_weak_short,
            code=("leads._weak_short",),
            status="implemented (C76)",
        ),
    ),
)


def _kotkat_listed(x: _Lead) -> None:
    b = x.b
    good = x.kotkat_good
    card, key, suit, _ = good[0]
    b.recommend(card)
    b.why(key, SECTION_KOTKAT, card=str(card), suit=_sym(suit))
    # The other leads on the list are as good by the handbook: which one suits is a judgement.
    b.alternative(*(o[0] for o in good[1:]))
    middle = next((o[0] for o in good[1:] if o[1] == "lead_kotkat_strong_middle" and o[2] is suit), None)
    if middle is not None:
        b.why("lead_kotkat_strong_middle_also", SECTION_KOTKAT, card=str(middle), suit=_sym(suit))
    KOTKAT_UNLISTED.each(x, x.trail)


def _kotkat_fallback(x: _Lead) -> None:
    # DECISION: nothing on the list fits: the alkupelit side-suit rule, avoiding the worse cards.
    b, hand, bad = x.b, x.hand, x.kotkat_bad
    alt = AdviceBuilder(x.point)
    _side_suit_lead(alt, hand, x.trump, SECTION_TRUMP)
    pick = next((c for c in (*alt.recommended, *alt.acceptable) if c not in bad), None)
    if pick is None:
        pick = next(
            (c for c in sorted(hand, key=lambda c: (c.suit is x.trump, c.rank)) if c not in bad), None
        )
    if pick is None:
        pick = min(hand, key=lambda c: c.rank)
    b.recommend(pick)
    b.why("lead_kotkat_fallback", SECTION_KOTKAT, card=str(pick))
    b.accept(*(c for c in (*alt.recommended, *alt.acceptable) if c not in bad))
    for c, rs in alt.worse.items():
        if c not in b.worse:
            for r in rs:
                b.mark_worse([c], r.key, r.section, **r.params)
    KOTKAT_UNLISTED.each(x, x.trail)


KOTKAT: Final = RuleSet[_Lead, None](
    "lead.kotkat",
    (
        _rule(
            "C75.strong_suit",
            title=N_("A middle card of your strong suit"),
            sections=(SECTION_KOTKAT, "Skruuvisanastoa"),
            condition="Kotkat trump: a side suit of four or more cards with two honours (the longest such suit).",
            advice="Lead a middle card of it (every middle card alike, C75c), or the top of the sequence heading it (its middle card acceptable); the other leads on the list are acceptable (a judgement), unlisted cards told so.",
            applies=(
                _T + "test_kotkat_middle_card_of_the_strong_suit",
                _T + "test_kotkat_strong_suit_headed_by_a_sequence_leads_its_top",
                _T + "test_kotkat_review7_inner_sequence_and_every_middle_card",
            ),
            must_not=(_T + "test_kotkat_singleton",),
            when=lambda x: x.kotkat_first("strong"),
            then=_kotkat_listed,
            code=("leads._strong", "leads.middle_card", "leads._kotkat_options", "leads._kotkat_unlisted"),
            status="implemented (C75, C75a, C75c)",
        ),
        _rule(
            "C75d.singleton",
            title=N_("A singleton of a side suit"),
            sections=(SECTION_KOTKAT,),
            condition="Kotkat trump, no strong suit: a side suit of one card.",
            advice="Lead the singleton (partner may return the suit for a ruff); a singleton trump is refused with its own reason.",
            applies=(_T + "test_kotkat_singleton",),
            must_not=(_T + "test_kotkat_middle_card_of_the_strong_suit",),
            when=lambda x: x.kotkat_first("singleton"),
            then=_kotkat_listed,
            code=("leads._kotkat_options", "leads._kotkat_unlisted"),
            status="implemented (C75d)",
        ),
        _rule(
            "C77.partner_void",
            title=N_("A long suit partner may ruff"),
            sections=(SECTION_KOTKAT,),
            condition="Kotkat trump, no strong suit or singleton: a side suit of seven cards or more, or partner opened 6♦ (void in ♠ and ♣) and the leader holds four of one.",
            advice="Lead its lowest card (the top of touching honours heading it), for partner to ruff.",
            applies=(_T + "test_kotkat_long_suit_when_partner_is_probably_void",),
            must_not=(_T + "test_kotkat_singleton",),
            when=lambda x: x.kotkat_first("void"),
            then=_kotkat_listed,
            code=("leads._partner_void_suits", "leads._kotkat_options"),
            status="implemented (C77)",
        ),
        _rule(
            "C75b.sequence",
            title=N_("The top of a sequence of honours"),
            sections=(SECTION_KOTKAT, "Skruuvisanastoa"),
            condition="Kotkat trump, no earlier lead on the list: a side suit holds two touching honours (a sequence).",
            advice="Lead the top of the highest sequence.",
            applies=(_T + "test_kotkat_top_of_a_sequence",),
            must_not=(_T + "test_kotkat_singleton",),
            when=lambda x: x.kotkat_first("sequence"),
            then=_kotkat_listed,
            code=("leads.sequence_top", "leads._kotkat_options"),
            status="implemented (C75b)",
        ),
        _rule(
            "C78.fallback",
            title=N_("No kotkat lead fits: the side-suit rule"),
            sections=(SECTION_KOTKAT, SECTION_TRUMP),
            condition="Kotkat trump: nothing on the handbook's list fits the hand (or only a lone ace or a weak short suit).",
            advice="DECISION: the alkupelit side-suit rule's card that is not a bad lead; its other cards acceptable.",
            applies=(_T + "test_kotkat_fallback_when_nothing_on_the_list_fits",),
            must_not=(_T + "test_kotkat_singleton",),
            when=lambda x: True,
            then=_kotkat_fallback,
            code=("leads._side_suit_lead",),
            status="implemented (C78)",
        ),
    ),
)


def _kotkat_unlisted(b: AdviceBuilder, hand: Iterable[Card], trump: Suit, section: str) -> None:
    """Refuse the cards that are none of the kotkat leads, a singleton trump with its own reason.

    *KOTKAT / Avauslyönti*: the singleton lead is there for a ruff ("pieti
    valttikuppauksella mahdollinen"), so it is a side suit's singleton; a
    lone trump gives no ruff (round 8: gen.lead.kotkat.10001, the ♦K in 6♦).
    """
    trumps = [c for c in hand if c.suit is trump]
    for c in b.unexplained():
        key = "lead_kotkat_singleton_trump" if trumps == [c] else "lead_kotkat_not_listed"
        b.mark_worse([c], key, section, card=str(c))


KOTKAT_UNLISTED: Final = RuleSet[_Lead, None](
    "lead.kotkat_unlisted",
    (
        _rule(
            "C75d.kotkat_unlisted",
            title=N_("A card off the kotkat list"),
            sections=(SECTION_KOTKAT,),
            condition="Kotkat trump, the lead decided: a card is still without a verdict.",
            advice="It is not advised: none of the handbook's kotkat leads; a singleton trump is told it gives no ruff.",
            applies=(
                _T + "test_kotkat_singleton_trump_is_refused_for_its_own_reason",
                _T + "test_kotkat_middle_card_of_the_strong_suit",
            ),
            must_not=(_T + "test_grand_second_highest_of_the_longest_suit",),
            when=lambda x: bool(x.b.unexplained()),
            then=lambda x: _kotkat_unlisted(x.b, x.hand, x.trump, SECTION_KOTKAT),
            code=("leads._kotkat_unlisted",),
            status="implemented (C75d)",
        ),
    ),
)
# --- painted misère ------------------------------------------------------------------------------

SMALL_ATTACK: Final = (
    Rank.FIVE
)  # DECISION (C87b): a small attacking card is 2-5, below the middle cards (C67)


def _two_suit_lead(
    hand: Sequence[Card], exclude: frozenset[Suit] = frozenset()
) -> tuple[list[Card], Suit | None]:
    """The second-lowest card of each suit holding its two (two cards or more), preferred first.

    DECISION: with several such suits the longest is preferred (more small
    cards to press with), then the higher suit.  Suits in ``exclude`` are left out.
    DECISION (C81a): so is the ace and two alone (♦A2), whose second-lowest card
    is the ace: the attack is made with small cards, not early aces.
    """
    ev = HandEval.of(hand)
    suits = sorted(
        (
            s
            for s in ev.twos
            if ev.length(s) >= 2 and s not in exclude and ev.holding(s).cards[-2].rank is not Rank.ACE
        ),
        key=lambda s: (-ev.length(s), -s),
    )
    return [ev.holding(s).cards[-2] for s in suits], (suits[0] if suits else None)


def _leadable_low(cards: Sequence[Card]) -> bool:
    """A suit whose lowest card may open an attack: not a lone two (kept), a lone ace, or the ace and two."""
    return bool(cards) and tuple(c.rank for c in cards) not in (
        (Rank.TWO,),
        (Rank.ACE,),
        (Rank.ACE, Rank.TWO),
    )


def _shortest_lowest(hand: Sequence[Card], exclude: frozenset[Suit] = frozenset()) -> list[Card]:
    """The lowest card of each shortest suit, lowest first.

    DECISION (C81): a suit whose only card is the two is left out (the two is
    kept).  DECISION (C81a): so is a lone ace, for the handbook's attack is
    made with small cards and not with early aces (*Maalattu misääri /
    Pelitaktiikkaa*, *BOLSEVIKIT / Pelitaktiikkaa*); the next shortest suit
    gives the lead.  Suits in ``exclude`` (the bolshevik's likely void) are
    left out too.  When nothing is left, those limits are dropped in turn.
    """
    ev = HandEval.of(hand)
    present = [s for s in SUITS if ev.length(s)]
    suits = [s for s in present if s not in exclude and _leadable_low(ev.holding(s).cards)]
    if not suits:
        suits = [s for s in present if _leadable_low(ev.holding(s).cards)] or present
    n = min(ev.length(s) for s in suits)
    lows = [ev.holding(s).cards[-1] for s in suits if ev.length(s) == n]
    return sorted(lows, key=lambda c: (c.rank, -c.suit))


def _misere(x: _Lead) -> None:
    """*Maalattu misääri / Avauslyönti* (with and without the defenders' exchange).

    A defender who doubled leads from the suit of their two
    (*KOTKAT / Pelitaktiikkaa*); the exchange lead stays acceptable.  That
    first lead is the doubler's signal (he "ilmoittaa partnerilleen" the
    suit of his two), so the doubler's leads from other suits
    (the shortest suit, small-card attacks) are not advised, each told that
    it would point partner to the wrong suit (C83).
    Kotkat misère has no defenders' exchange and follows the rule without one.
    Without an exchange the handbook calls the second-lowest card of the
    two's suit "a good lead" and the lowest card of the shortest suit the
    other: DECISION (C80a) a leader with a two may make either, so the other
    is acceptable (not the two itself).  No ace opens the attack (C81a).

    Rules: :data:`MISERE_RULE` and :data:`MISERE_ATTACK` on :attr:`_Lead.main`, then
    :data:`MISERE_DOUBLER` (which replaces the rule's advice), :data:`MISERE_NOTES`.
    """
    b, main = x.b, x.main
    MISERE_RULE.first(x, x.trail)
    MISERE_ATTACK.each(x, x.trail)
    if MISERE_DOUBLER.first_or_none(x, x.trail) is None:
        b.recommend(*main.recommended)
        b.accept(*main.acceptable)
        b.rule_choice |= main.rule_choice
        b.reasons.extend(r for r in main.reasons if r not in b.reasons)
    b.absorb_worse(main)
    MISERE_NOTES.each(x, x.trail)
    MISERE_TAIL.each(x, x.trail)


def _misere_exchange(x: _Lead) -> None:
    main, got = x.main, x.got
    assert got is not None
    suit = got.suit
    cards = x.ev.holding(suit).cards
    non_ace = [c for c in cards if c.rank is not Rank.ACE] or list(cards)
    # DECISION: keep the two lowest cards (one of a two- or three-card suit) for later rounds;
    # the highest non-ace card above them is "fairly high".
    keep = 2 if len(cards) >= 4 else (1 if len(cards) >= 2 else 0)
    kept = cards[len(cards) - keep :]
    pool = [c for c in non_ace if c not in kept] or non_ace[:1]
    lead = pool[0]
    main.recommend(lead)
    main.accept(*pool[1:])
    main.why("lead_misere_received_high", SECTION_MISERE, suit=_sym(suit), card=str(lead))
    rest = [c for c in cards if c is not lead]
    nxt = misere_second_round(rest)
    if nxt is not None:
        pair = any(c.rank == nxt.rank + 1 for c in rest) and nxt.rank <= Rank.NINE
        main.why(
            "lead_misere_next_lower_of_pair" if pair else "lead_misere_next_small",
            SECTION_MISERE,
            suit=_sym(suit),
            card=str(nxt),
        )
    for k in kept:
        if k is not lead:
            main.mark_worse([k], "lead_misere_high_first", SECTION_MISERE, suit=_sym(suit), card=str(k))
    for c in main.unexplained():
        if c.suit is not suit and c.rank is not Rank.ACE and c not in x.twos:
            main.mark_worse(
                [c], "lead_misere_not_received_suit", SECTION_MISERE, card=str(c), suit=_sym(suit)
            )


def _misere_two_suit(x: _Lead) -> None:
    main = x.main
    seconds, two_suit = x.misere_seconds
    assert two_suit is not None
    main.recommend(seconds[0])
    main.accept(*seconds[1:])
    main.why("lead_misere_two_suit", SECTION_MISERE, suit=_sym(two_suit), card=str(seconds[0]))
    # The lowest card of a shortest suit, unless that is the two itself (kept, C81).
    other = [c for c in x.misere_lows if c not in seconds and c.rank is not Rank.TWO]
    main.alternative(*other)
    if other:
        main.why("lead_misere_shortest_also", SECTION_MISERE, card=str(other[0]))


def _misere_shortest(x: _Lead) -> None:
    main, lows = x.main, x.misere_lows
    main.recommend(lows[0])
    main.accept(*lows[1:])
    main.why("lead_misere_shortest_lowest", SECTION_MISERE, card=str(lows[0]))
    if lows[0].rank >= Rank.TEN:
        main.why("lead_misere_shortest_high", SECTION_MISERE, card=str(lows[0]))


MISERE_RULE: Final = RuleSet[_Lead, None](
    "lead.misere",
    (
        _rule(
            "C82.misere_exchange",
            title=N_("A fairly high card of the suit partner gave"),
            sections=(SECTION_MISERE,),
            condition="Painted misère after the defenders' exchange: partner gave the leader a card (partner's short suit).",
            advice="Lead a fairly high card of that suit (the highest non-ace above the small cards kept), say which small card goes next (the lower of a touching pair, C68); its small cards and other suits' cards are told why not.",
            applies=(
                _T + "test_misere_with_exchange_fairly_high_card_of_the_suit_received",
                _T + "test_misere_kj954_second_round_lower_of_the_pair",
            ),
            must_not=(_T + "test_misere_without_exchange_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: x.got is not None,
            then=_misere_exchange,
            code=("leads.misere_second_round",),
            status="implemented (C82, C68: the second lead said as a reason, not advised)",
        ),
        _rule(
            "C80.misere_two_suit",
            title=N_("The second-lowest card of your two's suit"),
            sections=(SECTION_MISERE,),
            condition="Painted misère without an exchange: the leader holds a two in a suit of two or more cards (not the ace and two alone).",
            advice="Lead the second-lowest card of that suit (the longest such suit; the others acceptable); the lowest card of the shortest suit, the handbook's other good lead, is acceptable (a judgement).",
            applies=(
                _T + "test_misere_without_exchange_second_lowest_of_the_suit_with_the_two",
                _T + "test_misere_lowest_of_the_shortest_suit_is_also_a_good_lead",
            ),
            must_not=(_T + "test_misere_without_exchange_and_without_a_two_lowest_of_the_shortest_suit",),
            when=lambda x: bool(x.misere_seconds[0]),
            then=_misere_two_suit,
            code=("leads._two_suit_lead", "leads._shortest_lowest"),
            status="implemented (C80, C80a)",
        ),
        _rule(
            "C81.misere_shortest",
            title=N_("The lowest card of your shortest suit"),
            sections=(SECTION_MISERE,),
            condition="Painted misère without an exchange, no two to lead from.",
            advice="Lead the lowest card of the shortest suit, whatever its size (not a lone two or a lone ace); of equally short suits the others are acceptable.",
            applies=(
                _T + "test_misere_without_exchange_and_without_a_two_lowest_of_the_shortest_suit",
                _T + "test_misere_without_a_two_has_one_rule_only",
            ),
            must_not=(_T + "test_misere_without_exchange_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: True,
            then=_misere_shortest,
            code=("leads._shortest_lowest",),
            status="implemented (C81, C81a)",
        ),
    ),
)


def _misere_small_attack(x: _Lead) -> None:
    # *Maalattu misääri / Pelitaktiikkaa*: lead into a vulnerable suit "ja sillä ilmaista oma pieni
    # korttinsa": without an exchange any small-card attack (2-5; the second-lowest where the suit
    # holds its two) is a fair choice beside the rule's card (DECISION, C81b).  When the rule's card is
    # no small card (♦Q from ♦AQ), the choice between the two is a judgement.
    main = x.main
    others = _misere_other_attacks(x)
    if main.recommended and main.recommended[0].rank >= Rank.TEN:
        main.alternative(*others)
    else:
        main.accept(*others)
    main.why("lead_misere_small_attack_also", SECTION_MISERE_TACTICS, cards=_cards_text(others))


def _misere_other_attacks(x: _Lead) -> list[Card]:
    main = x.main
    return [a for a in x.misere_attacks if a not in main.recommended and a not in main.acceptable]


MISERE_ATTACK: Final = RuleSet[_Lead, None](
    "lead.misere_attack",
    (
        _rule(
            "C81b.misere_small_attack",
            title=N_("A small-card attack is fair"),
            sections=(SECTION_MISERE_TACTICS,),
            condition="Painted misère without an exchange: the leader holds a small-card attack (2-5, the second-lowest where the suit holds its two) the rule did not already give.",
            advice="Those cards are acceptable (a judgement when the rule's card is no small card).",
            applies=(_T + "test_misere_small_card_attacks_are_fair_beside_a_high_fallback",),
            must_not=(_T + "test_misere_with_exchange_says_no_small_card_attack",),
            when=lambda x: bool(_misere_other_attacks(x)),
            then=_misere_small_attack,
            code=("leads._attack_card", "leads._leadable_low"),
            status="implemented (C81b); which suit is vulnerable is not judged",
        ),
    ),
)


def _misere_doubler(x: _Lead) -> bool:
    b, ev, main = x.b, x.ev, x.main
    seconds, two_suit = x.misere_seconds
    assert two_suit is not None
    b.recommend(seconds[0])
    b.why("lead_misere_doubler", SECTION_MISERE_DOUBLER, suit=_sym(two_suit), card=str(seconds[0]))
    # Other small cards of the two's suit show it as well.
    b.accept(*(c for c in ev.holding(two_suit).cards if c.rank <= Rank.NINE and c.rank is not Rank.TWO))
    # The exchange lead stays a fair choice (C83).  Without an exchange the doubler's first lead is the
    # signal (*KOTKAT / Pelitaktiikkaa*): a lead from another suit would tell partner to throw away the
    # wrong suit, so neither the shortest suit nor a small-card attack is advised (issue 11, round 4b:
    # gen.lead.kotkat.8401, ♥J ♣3 ♦3 beside ♠K542).
    if x.got is not None:
        b.alternative(*main.recommended, *main.acceptable)
    return True


MISERE_DOUBLER: Final = RuleSet[_Lead, bool](
    "lead.misere_doubler",
    (
        _rule(
            "C83.misere_doubler",
            title=N_("The doubler leads the suit of their two"),
            sections=(SECTION_MISERE_DOUBLER,),
            condition="Painted misère: the leader doubled and holds a two in a suit of two or more cards.",
            advice="Lead the second-lowest card of that suit (its other small cards acceptable) in place of the rule's lead; the exchange lead stays acceptable, other suits are told they point partner to the wrong suit.",
            applies=(
                _T + "test_misere_doubler_leads_the_suit_of_the_two",
                _T + "test_misere_doubler_without_exchange_does_not_lead_another_suit",
            ),
            must_not=(_T + "test_misere_leader_who_did_not_double_keeps_the_other_leads",),
            when=lambda x: x.misere_doubled,
            then=_misere_doubler,
            status="implemented (C83)",
        ),
    ),
)


def _misere_no_ace(x: _Lead) -> None:
    x.b.mark_worse(x.aces, "lead_misere_no_ace", SECTION_MISERE_TACTICS)


def _misere_keep_two(x: _Lead) -> None:
    for t in x.twos:
        if len(holding(x.hand, t.suit)) > 1:
            x.b.mark_worse([t], "lead_misere_keep_two", SECTION_MISERE, card=str(t))


def _misere_attack_early(x: _Lead) -> None:
    # The tactics' "small card" is said only of a small lead made without an exchange (C81b).
    b = x.b
    small = x.got is None and b.recommended[0].rank <= Rank.NINE
    key = "lead_misere_aggressive" if small else "lead_misere_aggressive_plain"
    b.reasons.insert(0, Reason(key, SECTION_MISERE_TACTICS, {"level": x.bid.level}))


MISERE_NOTES: Final = RuleSet[_Lead, None](
    "lead.misere_notes",
    (
        _rule(
            "C81a.misere_no_ace",
            title=N_("No ace opens the attack"),
            sections=(SECTION_MISERE_TACTICS,),
            condition="Painted misère: the leader holds an ace and other cards.",
            advice="The aces are not advised: win a trick with one later only if you must.",
            applies=(_T + "test_misere_singleton_ace_is_never_the_lead",),
            must_not=(_T + "test_misere_doubler_leads_the_suit_of_the_two",),
            when=lambda x: bool(x.aces) and len(x.hand) > len(x.aces),
            then=_misere_no_ace,
            status="implemented (C81a)",
        ),
        _rule(
            "C81.misere_keep_two",
            title=N_("Keep your two"),
            sections=(SECTION_MISERE,),
            condition="Painted misère: the leader holds a two with other cards of its suit.",
            advice="The two is not advised: it never wins a trick, the surest way to hand the lead back at the end.",
            applies=(_T + "test_misere_without_exchange_second_lowest_of_the_suit_with_the_two",),
            must_not=(_T + "test_misere_without_exchange_and_without_a_two_lowest_of_the_shortest_suit",),
            when=lambda x: any(len(holding(x.hand, t.suit)) > 1 for t in x.twos),
            then=_misere_keep_two,
            status="implemented (C81)",
        ),
        _rule(
            "misere.attack_at_once",
            title=N_("Against a 6 or 7 misère, attack from the first lead"),
            sections=(SECTION_MISERE_TACTICS,),
            condition="Painted misère at level 6 or 7.",
            advice="Say (first) that the defence attacks from the first lead, with a small card that shows partner where to press when the lead is one made without an exchange.",
            applies=(
                _T + "test_misere_small_fallback_keeps_the_small_card_text",
                _R + "test_a_six_misere_is_attacked_from_the_first_lead",
            ),
            must_not=(_R + "test_a_five_level_misere_is_not_told_to_attack_at_once",),
            when=lambda x: x.bid.level >= 6 and bool(x.b.recommended),
            then=_misere_attack_early,
            status="implemented (C81b)",
        ),
    ),
)


def _misere_tail(x: _Lead) -> None:
    """What is wrong with every card no rule gave a verdict."""
    b, ev = x.b, x.ev
    doubler_suit = x.misere_seconds[1] if x.misere_doubled else None
    shortest = {c.suit for c in x.misere_lows}
    attack_in = {a.suit: a for a in x.misere_attacks if a in b.recommended or a in b.acceptable}
    for c in b.unexplained():
        cards = ev.holding(c.suit).cards
        if doubler_suit is not None and c.suit is not doubler_suit:
            b.mark_worse([c], "lead_misere_doubler_other_suit", SECTION_MISERE_DOUBLER, card=str(c),
                         suit=_sym(c.suit), two_suit=_sym(doubler_suit))  # fmt: skip
        elif c.suit in attack_in and c.suit not in shortest and c.suit not in ev.twos:
            b.mark_worse([c], "lead_misere_not_lowest", SECTION_MISERE_TACTICS, card=str(c),
                         suit=_sym(c.suit), right=str(attack_in[c.suit]))  # fmt: skip
        elif c.suit in ev.twos and len(cards) >= 2:
            b.mark_worse([c], "lead_misere_two_suit_card", SECTION_MISERE, suit=_sym(c.suit),
                         right=str(cards[-2]), card=str(c))  # fmt: skip
        elif c.suit in shortest:
            b.mark_worse([c], "lead_misere_shortest_card", SECTION_MISERE, suit=_sym(c.suit),
                         right=str(cards[-1]), card=str(c))  # fmt: skip
        else:
            b.mark_worse([c], "lead_misere_other_suit", SECTION_MISERE, card=str(c), suit=_sym(c.suit))


MISERE_TAIL: Final = RuleSet[_Lead, None](
    "lead.misere_tail",
    (
        _rule(
            "lead.misere_other_cards",
            title=N_("Other leads against a painted misère"),
            sections=(SECTION_MISERE, SECTION_MISERE_TACTICS, SECTION_MISERE_DOUBLER),
            condition="Painted misère, the lead decided: a card is still without a verdict.",
            advice="It is not advised, told why: a suit other than the doubler's two, a bigger card than the attack's, the wrong card of the two's or the shortest suit, or neither of the handbook's leads.",
            applies=(
                _T + "test_misere_doubler_without_exchange_does_not_lead_another_suit",
                _T + "test_misere_without_exchange_second_lowest_of_the_suit_with_the_two",
            ),
            must_not=(_T + "test_passimisaari_handbook_example_leads_the_king_of_partners_suit",),
            when=lambda x: bool(x.b.unexplained()),
            then=_misere_tail,
            code=(),
            status="implemented (C80, C81, C81b, C83)",
        ),
    ),
)
# --- passimisääri --------------------------------------------------------------------------------


SAFE_ACE_LENGTH: Final = 5  # *Passimisääri*: an ace is safe only in a suit of five cards or more


def _needs_help(hand: Sequence[Card], got: Card | None = None) -> bool:
    """An ace in a short suit, an ace from partner that is not safe, or a hand that would lose heavily.

    *Passimisääri / Avauslyönti*: an ace in one or more short suits ("lyhyessä maassa"), or
    otherwise bad cards.  DECISION (C84): a short suit has one
    or two cards (as in the handbook's good passimisääri hand); "bad cards"
    is :meth:`HandEval.passimisaari_ruinous`.  An ace received from partner
    (``got``) counts wherever its suit is shorter than five cards: partner
    gave it away as a danger, it is safe only in a suit of five or more
    (*Passimisääri*), and partner, who knows of it, keeps a card to help
    (*Passimisääri / Pelitaktiikkaa*).
    """
    ev = HandEval.of(hand)
    if _unsafe_received_ace(ev, got):
        return True
    return any(ev.length(s) <= 2 for s in ev.aces) or ev.passimisaari_ruinous()


def _unsafe_ace(ev: HandEval) -> Card | None:
    """An ace of the leader's own in a suit of fewer than five cards (*Passimisääri*: not safe).

    DECISION (C84a, review round 2): the handbook's lead section asks for help with an ace in a
    short suit; its *Passimisääri* section calls an ace safe only in a suit of five or more ("Oma
    ässä on turvassa vain", "viiden tai useamman kortin"). An ace in a suit of three or four cards
    is between the two, so the help request is a fair choice there (not the lead).
    """
    return next((Card(s, Rank.ACE) for s in ev.aces if ev.length(s) < SAFE_ACE_LENGTH), None)


def _unsafe_received_ace(ev: HandEval, got: Card | None) -> bool:
    return got is not None and got.rank is Rank.ACE and ev.length(got.suit) < SAFE_ACE_LENGTH


POOR_MISERE_TRICKS: Final = 4  # DECISION (C84c): poor misère cards expect four tricks or more (C42)


def _early_aces(ev: HandEval) -> list[Card]:
    """The leader's own aces worth taking at once: poor misère cards and the ace not safe.

    *Passimisääri*: with quite poor misère cards ("varsin huonot misäärikortit") and a
    real danger of an ace taking a trick late, take the aces early ("ne kannattaa ottaa
    varhain omiin tikkeihin"); *Passimisääri / Avauslyönti*: early ace tricks are cheap.
    DECISION (C84c): the handbook gives no measure of poor cards; here a ruinous hand
    (:meth:`HandEval.passimisaari_ruinous`, C8) or one that likely takes four tricks or
    more by the project's one measure of a likely misère trick (C42); the ace is in
    danger where it is not safe, in a suit of fewer than five cards.  Leading such an
    ace is acceptable (a judgement), never recommended.
    """
    poor = ev.passimisaari_ruinous() or len(ev.likely_misere_tricks()) >= POOR_MISERE_TRICKS
    if not poor:
        return []
    return [Card(s, Rank.ACE) for s in ev.aces if ev.length(s) < SAFE_ACE_LENGTH]


def _passimisaari(x: _Lead) -> None:
    """*Passimisääri / Avauslyönti*: help partner in the suit partner gave, or ask for help.

    Rules: :data:`PASSI` (ask for help, else help partner), then :data:`PASSI_NOTES`.
    """
    PASSI.first(x, x.trail)
    PASSI_NOTES.each(x, x.trail)
    first, second = (x.asker, x.helper) if x.needs_help else (x.helper, x.asker)
    x.b.absorb_worse(first)
    x.b.absorb_worse(second)
    PASSI_TAIL.each(x, x.trail)


def _call_help_lead(x: _Lead) -> None:
    b, got, asker, helper = x.b, x.pm_got, x.asker, x.helper
    if got is not None and _unsafe_received_ace(x.ev, got):
        b.why("lead_pm_received_ace", SECTION_PASSI_TACTICS, card=str(got), suit=_sym(got.suit))
    b.recommend(*asker.recommended)
    b.accept(*asker.acceptable)
    b.reasons.extend(asker.reasons)
    # Helping partner is the handbook's usual lead, so it stays a fair choice.
    b.alternative(*helper.recommended, *helper.acceptable)


def _help_partner_lead(x: _Lead) -> None:
    b, helper = x.b, x.helper
    b.recommend(*helper.recommended)
    b.accept(*helper.acceptable)
    b.reasons.extend(helper.reasons)


PASSI: Final = RuleSet[_Lead, None](
    "lead.passimisaari",
    (
        _rule(
            "C84.call_for_help",
            title=N_("Ask partner for help"),
            sections=(SECTION_PASSI, "Passimisääri", SECTION_PASSI_TACTICS, "Yksinkertaistetut peliohjeet"),
            condition="Passimisääri: the hand needs help (an ace in a suit of one or two cards, an ace from partner in a suit of fewer than five, or ruinous cards) and has a card to ask with.",
            advice="Lead the suit the leader gave (its highest non-ace), or, its only card given or only the ace left, a middle card of another suit (C84b, C86); helping partner stays acceptable.",
            applies=(
                _T + "test_passimisaari_call_for_help_from_own_shortest_suit",
                _T + "test_passimisaari_call_for_help_after_giving_the_only_card",
                _T + "test_passimisaari_an_ace_from_partner_asks_for_help",
            ),
            must_not=(_T + "test_passimisaari_no_call_for_help_with_a_good_hand",),
            when=lambda x: x.needs_help,
            then=_call_help_lead,
            code=("leads._needs_help", "leads._call_for_help", "leads._unsafe_received_ace"),
            status="implemented (C84, C84b, C86)",
        ),
        _rule(
            "C85.help_partner",
            title=N_("Help partner void the suit partner gave"),
            sections=(SECTION_PASSI,),
            condition="Passimisääri: the hand needs no help (or has no card to ask with).",
            advice="Lead the king of the suit partner gave, else a middle card (C67, C85; with no small cards any middle card); its smallest card is kept and told so.",
            applies=(
                _T + "test_passimisaari_handbook_example_leads_the_king_of_partners_suit",
                _T + "test_passimisaari_middle_card_without_the_king",
                _T + "test_passimisaari_no_small_cards_in_partners_suit",
            ),
            must_not=(_T + "test_passimisaari_call_for_help_from_own_shortest_suit",),
            when=lambda x: True,
            then=_help_partner_lead,
            code=("leads._help_partner", "leads.middle_card"),
            status="implemented (C67, C85)",
        ),
    ),
)


def _call_help_fair(x: _Lead) -> None:
    # An ace that is not safe: the hand may need help, so asking for it is a fair choice.
    new = x.help_fair()
    assert x.unsafe is not None
    x.b.alternative(*new)
    x.b.why("lead_pm_call_help_fair", SECTION_PASSI, ace=str(x.unsafe), card=str(new[0]))


def _early_ace(x: _Lead) -> None:
    early = _early_aces(x.ev)
    x.b.alternative(*early)
    for ace in early:
        x.b.why("lead_pm_early_ace", SECTION_PASSI, card=str(ace))


PASSI_NOTES: Final = RuleSet[_Lead, None](
    "lead.passimisaari_notes",
    (
        _rule(
            "C84a.call_help_fair",
            title=N_("With an ace that is not safe, asking for help is fair"),
            sections=(SECTION_PASSI, "Passimisääri"),
            condition="Passimisääri, helping partner decided: the leader holds an ace of their own in a suit of fewer than five cards and a card to ask for help with.",
            advice="The help request is acceptable beside helping partner (a judgement).",
            applies=(_T + "test_passimisaari_review2_unsafe_ace_makes_the_help_request_fair",),
            must_not=(_T + "test_passimisaari_no_call_for_help_with_a_good_hand",),
            when=lambda x: not x.needs_help and x.unsafe is not None and bool(x.help_fair()),
            then=_call_help_fair,
            code=("leads._unsafe_ace",),
            status="implemented (C84a)",
        ),
        _rule(
            "C84c.early_ace",
            title=N_("Poor misère cards: an early ace is fair"),
            sections=(SECTION_PASSI,),
            condition="Passimisääri: the leader's misère cards are poor (ruinous, or four likely tricks) and an own ace is in a suit of fewer than five cards.",
            advice="Leading that ace (a cheap first trick) is acceptable (a judgement), never recommended.",
            applies=(_T + "test_review7_passimisaari_bare_ace_left_and_poor_cards",),
            must_not=(_T + "test_passimisaari_bare_ace_kept_with_good_misere_cards",),
            when=lambda x: bool(_early_aces(x.ev)),
            then=_early_ace,
            code=("leads._early_aces",),
            status="implemented (C84c)",
        ),
    ),
)


def _passi_tail(x: _Lead) -> None:
    """What is wrong with every card no rule gave a verdict."""
    b, ev, got, gave = x.b, x.ev, x.pm_got, x.pm_gave
    void = gave is not None and not ev.length(gave.suit)
    asks = set(x.asker.recommended) | set(x.asker.acceptable)
    for c in b.unexplained():
        if got is not None and c.suit is got.suit:
            b.mark_worse([c], "lead_pm_not_help_card", SECTION_PASSI, card=str(c), suit=_sym(c.suit))
        elif gave is not None and c.suit is gave.suit and not x.needs_help:
            b.mark_worse([c], "lead_pm_no_help_needed", SECTION_PASSI, card=str(c), suit=_sym(c.suit))
        elif gave is not None and c.suit is gave.suit and ev.length(c.suit) == 1:
            # The bare ace is all that is left of the suit given: no lower card to ask with.
            b.mark_worse([c], "lead_pm_ace_not_early", SECTION_PASSI, card=str(c))
        elif gave is not None and c.suit is gave.suit:
            b.mark_worse([c], "lead_pm_not_call_card", SECTION_PASSI, card=str(c), suit=_sym(c.suit))
        elif gave is not None and void and c in asks:
            b.mark_worse([c], "lead_pm_no_help_needed_other", SECTION_PASSI, card=str(c),
                         suit=_sym(gave.suit))  # fmt: skip
        elif gave is not None and void:
            b.mark_worse([c], "lead_pm_other_suit_void", SECTION_PASSI, card=str(c), suit=_sym(gave.suit))
        else:
            b.mark_worse([c], "lead_pm_other_suit", SECTION_PASSI, card=str(c))


PASSI_TAIL: Final = RuleSet[_Lead, None](
    "lead.passimisaari_tail",
    (
        _rule(
            "lead.passimisaari_other_cards",
            title=N_("Other passimisääri leads"),
            sections=(SECTION_PASSI,),
            condition="Passimisääri, the lead decided: a card is still without a verdict.",
            advice="It is not advised, told why: the wrong card of partner's suit, a help request the hand does not need, the ace of the suit given, or neither of the handbook's two leads.",
            applies=(
                _T + "test_passimisaari_no_call_for_help_with_a_good_hand",
                _T + "test_passimisaari_middle_card_without_the_king",
            ),
            must_not=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: bool(x.b.unexplained()),
            then=_passi_tail,
            code=(),
            status="implemented (C84, C85, C86)",
        ),
    ),
)


def _help_partner(b: AdviceBuilder, cards: Sequence[Card], suit: Suit) -> None:
    section = SECTION_PASSI
    king = next((c for c in cards if c.rank is Rank.KING), None)
    pool = [c for c in cards if c.rank < Rank.KING]
    if king is not None:
        b.recommend(king)
        b.why("lead_pm_help_king", section, suit=_sym(suit), card=str(king))
        if len(pool) >= 2:
            # A middle card is the handbook's other choice; the smallest is kept for later.
            b.accept(*pool[:-1])
            b.mark_worse([pool[-1]], "lead_pm_not_smallest", section, suit=_sym(suit), card=str(pool[-1]))
        return
    if not pool:
        ace = cards[0]
        b.recommend(ace)
        b.why("lead_pm_only_ace", section, suit=_sym(suit), card=str(ace))
        return
    no_small = pool[-1].rank >= Rank.SEVEN
    # DECISION: the smallest card is kept for a later round unless it is the only one or there are
    # no small cards at all (then any middle card will do).
    choices = pool if len(pool) == 1 or no_small else pool[:-1]
    mid = middle_card(choices)
    assert mid is not None
    b.recommend(mid)
    b.why("lead_pm_help_middle", section, suit=_sym(suit), card=str(mid))
    b.accept(*choices)
    if no_small:
        b.why("lead_pm_no_small", section, suit=_sym(suit))
    elif len(pool) >= 2:
        b.mark_worse([pool[-1]], "lead_pm_not_smallest", section, suit=_sym(suit), card=str(pool[-1]))


def _call_for_help(b: AdviceBuilder, ev: HandEval, gave: Suit, partners: Suit | None) -> None:
    section = SECTION_PASSI
    own = [c for c in ev.holding(gave).cards if c.rank is not Rank.ACE]
    if own:
        # DECISION: the highest non-ace card of the suit given; the other non-aces are as good.
        b.recommend(own[0])
        b.accept(*own[1:])
        b.why("lead_pm_call_help", section, suit=_sym(gave), card=str(own[0]))
        return
    others = sorted(
        (s for s in SUITS if s is not gave and s is not partners and ev.length(s)),
        key=lambda s: (-ev.length(s), -s),
    )
    mids = [middle_card(ev.holding(s).cards) for s in others]
    mids = [m for m in mids if m is not None and m.rank is not Rank.ACE]
    if mids:
        b.recommend(mids[0])
        b.accept(*mids[1:])
        # Any middle-sized card (6-10, :func:`middle_card`) of those suits asks the same.
        b.accept(*(c for s in others for c in ev.holding(s).cards if MEDIUM_LOW <= c.rank <= MEDIUM_HIGH))
        if ev.length(gave):
            # DECISION (C84b): the handbook's "antoi ainoan kyseisen maan korttinsa yli" is a void
            # suit; with only the ace left the suit cannot ask for help either (the ace takes the
            # trick), so the same request with another suit's middle card, told truly.
            b.why("lead_pm_call_help_other_ace", section, suit=_sym(gave), ace=str(ev.holding(gave).cards[0]),
                  card=str(mids[0]))  # fmt: skip
        else:
            b.why("lead_pm_call_help_other", section, suit=_sym(gave), card=str(mids[0]))


# --- bolsevikit -----------------------------------------------------------------------------------

GIFT_SMALL: Final = Rank.NINE  # DECISION (C87a): a small card handed over is a hakku, 2-9 (below the honours)
GIFTS_PER_SUIT: Final = 3  # the bolshevik hands one card to each of the three defenders (*Korttien ylianto*)


def _attack_card(cards: Sequence[Card]) -> Card:
    """The card to attack with in one suit: the second-lowest where the suit holds its two, else the lowest."""
    if len(cards) >= 2 and cards[-1].rank is Rank.TWO:
        return cards[-2]
    return cards[-1]


def _bolshevik_gift(point: DecisionPoint) -> Card | None:
    v = point.view
    if v.declarer is None:
        return None
    return _exchange_card(v.received, Phase.BOLSHEVIK_GIVES, v.declarer)


def bolshevik_void_hint(point: DecisionPoint) -> Card | None:
    """The card the bolshevik handed this defender, when it shows a suit he has (nearly) emptied.

    *Korttien ylianto*: the bolshevik throws away a bad suit, handing its
    lowest card to the niskamies (the highest to the left-hand defender), and
    gives away an ace from a short, otherwise vulnerable suit.  The middle
    cards he showed were in his hand when he chose his gifts
    (*BOLSEVIKIT*: he turns them face up, then lifts them).

    DECISION (C87a): only two kinds of card are read.

    * An ace: he was short in that suit (the handbook's own words).
    * A small card (a hakku, 2-9; he parts with one only to empty its suit,
      while an honour he may shed from a short suit he keeps, *BOLSEVIKIT /
      Maalaukset*), when no lower card of its suit lay among the middle cards
      (such a card would have been the niskamies's gift had he thrown the
      suit) and the middle cards show no more than he could give away (one
      card to each defender).  Then he is probably void.

    A high card (10 to king) or a card with a lower one of its suit among the
    middle cards says nothing here.  The card is read only when the defender
    holds another suit to lead.

    DECISION (C87f): the read is a preference, not proof ("maan matalin
    kortti" goes to the niskamies when he throws a suit), so it holds only
    while no later play contradicts it: once the bolshevik has played a card
    of the suit he was not void in it, and the small card is not read (round
    8: gen.signal_discard.bolsevikit.10002, the ♠6 handed over, then ♠2
    followed at trick 2).
    """
    got = _bolshevik_gift(point)
    if got is None or not any(c.suit is not got.suit for c in point.view.hand):
        return None
    if got.rank is Rank.ACE:
        return got
    if got.rank > GIFT_SMALL:
        return None
    declarer = point.view.declarer
    if declarer is not None and any(c.suit is got.suit for c in point.info.played_by(declarer)):
        return None
    shown = [c for c in point.view.middle if c.suit is got.suit and c != got]
    if any(c.rank < got.rank for c in shown) or len(shown) + 1 > GIFTS_PER_SUIT:
        return None
    return got


def bolshevik_kept_twos(point: DecisionPoint) -> tuple[Card, ...]:
    """The twos the bolshevik showed among the middle cards and did not hand to this defender.

    DECISION (C87d): he keeps them.  A two is the best misère card, and had
    he thrown its suit away the two, its lowest card, would have gone to the
    niskamies (*Korttien ylianto*).
    """
    got = _bolshevik_gift(point)
    return tuple(c for c in point.view.middle if c.rank is Rank.TWO and c != got)


def _poor_for_pressing(ev: HandEval, exclude: frozenset[Suit]) -> bool:
    """Whether the niskamies's cards are "huonot kortit" (*BOLSEVIKIT / Pelitaktiikkaa*).

    DECISION (C87e): the handbook does not define them.  Its defence rests on
    a two in a longish suit (*Pelaajien yhteispeli*: a defender with the two
    "pitkäköstä (esim. neljän kortin) maasta" leads that suit so that the two
    later wins a setting trick; *Loppumaalaus ja koputukset*: doubling wants
    "kaksi kakkosta vähintään neljän kortin maissa").  Reading: the cards are
    poor for pressing when no suit of four or more cards holds its two, the
    suit the bolshevik has probably emptied not counted.
    """
    return not any(ev.length(s) >= 4 for s in ev.twos if s not in exclude)


def _shorter_void(ev: HandEval, exclude: frozenset[Suit], card: Card) -> Suit | None:
    """The excluded suit when it is shorter than ``card``'s: then "your shortest suit" must name it."""
    return next((s for s in exclude if 0 < ev.length(s) < ev.length(card.suit)), None)


def _long_two(ev: HandEval, exclude: frozenset[Suit]) -> Card:
    """A two in a suit of four or more cards (the longest such suit), outside ``exclude``."""
    suit = max(
        (s for s in ev.twos if ev.length(s) >= 4 and s not in exclude), key=lambda s: (ev.length(s), s)
    )
    return ev.holding(suit).cards[-1]


def _bolshevik(x: _Lead) -> None:
    """*BOLSEVIKIT / Pelitaktiikkaa* and *Niskamies bolsevikeissa*: the niskamies's lead.

    With a two, the second-lowest card of that suit; without, the lowest card
    of the shortest suit; a niskamies who doubled leads a smallish card of
    the two's suit.  The principle behind them, "attack with small cards,
    not early aces", makes the other small-card attacks fair choices (C87b).
    A suit the bolshevik has probably emptied (:func:`bolshevik_void_hint`)
    is kept out of the attack; the handbook's own lead in it stays acceptable
    with a warning (C87a).  Of equally short suits, one where the bolshevik
    kept a two from the middle cards comes last, and no free attack goes
    into such a suit (C87d).  The shortest-suit lead beside a two is the
    judgement of a niskamies with poor cards only (C87e); a text that calls a
    suit "your shortest" names the emptied suit it leaves out.

    Rules: :data:`BOL_START`, :data:`BOL` (deciding), :data:`BOL_FREE` (not after a double),
    :data:`BOL_AFTER`.
    """
    BOL_START.each(x, x.trail)
    BOL.first(x, x.trail)
    if not x.bol_doubled:
        BOL_FREE.each(x, x.trail)
    BOL_AFTER.each(x, x.trail)
    BOL_TAIL.each(x, x.trail)


def _void_read(x: _Lead) -> None:
    hint = x.hint
    assert hint is not None
    key = "lead_bol_ace_read" if hint.rank is Rank.ACE else "lead_bol_void_read"
    x.b.why(key, SECTION_BOL_GIVES, got=str(hint), suit=_sym(hint.suit))


BOL_START: Final = RuleSet[_Lead, None](
    "lead.bolshevik_start",
    (
        _rule(
            "bolshevik.niskamies_attacks",
            title=N_("The niskamies attacks from the first trick"),
            sections=(SECTION_NISKAMIES, SECTION_BOLSHEVIK),
            condition="Bolsevikit: the niskamies leads against the bolshevik.",
            advice="Say (first) that the niskamies presses the bolshevik hardest: attack from the first trick and keep the aces.",
            applies=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            must_not=(_T + "test_misere_without_exchange_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: True,
            then=lambda x: x.b.why("lead_bol_niskamies", SECTION_NISKAMIES),
            status="implemented (a reason)",
        ),
        _rule(
            "C87a.void_read",
            title=N_("Read the card the bolshevik handed you"),
            sections=(SECTION_BOL_GIVES, "BOLSEVIKIT / Maalaukset"),
            condition="Bolsevikit: the bolshevik handed the niskamies an ace, or a small card (2-9) with no lower card of its suit among the middle cards, and he has not played the suit since.",
            advice="Say that he has emptied that suit or nearly so (he will discard on it); the attack goes elsewhere.",
            applies=(
                _T + "test_niskamies_keeps_off_the_suit_the_bolshevik_voided",
                _T + "test_an_ace_from_the_bolshevik_marks_a_short_suit",
            ),
            must_not=(
                _T + "test_an_honour_from_the_bolshevik_shows_no_void",
                _T + "test_a_small_gift_above_a_middle_card_of_its_suit_shows_no_void",
            ),
            when=lambda x: x.hint is not None,
            then=_void_read,
            code=("leads.bolshevik_void_hint",),
            status="implemented (C87a, C87f)",
        ),
    ),
)


def _bol_doubled(x: _Lead) -> None:
    b, ev = x.b, x.ev
    seconds, two_suit = x.bol_seconds
    assert two_suit is not None
    b.recommend(seconds[0])
    b.why("lead_bol_doubled", SECTION_BOLSHEVIK, suit=_sym(two_suit), card=str(seconds[0]))
    # DECISION: any small card of a suit holding the two, but the two itself, is "smallish"; the
    # handbook says "maasta, jossa hänellä on kakkonen", any such suit (the longest is recommended).
    for c in seconds:
        b.accept(*(y for y in ev.holding(c.suit).cards if y.rank <= Rank.NINE and y.rank is not Rank.TWO))


def _bol_two_suit(x: _Lead) -> None:
    b = x.b
    seconds, two_suit = x.bol_seconds
    assert two_suit is not None
    b.recommend(seconds[0])
    b.accept(*seconds[1:])
    b.why("lead_bol_two_second_lowest", SECTION_BOLSHEVIK, suit=_sym(two_suit), card=str(seconds[0]))


def _bol_shortest(x: _Lead) -> None:
    b, lows, section = x.b, x.bol_lows, SECTION_BOLSHEVIK
    b.recommend(lows[0])
    b.accept(*lows[1:])
    void_two = next((t for t in x.twos if t.suit in x.exclude), None)
    shorter = _shorter_void(x.ev, x.exclude, lows[0])
    if void_two is not None:
        b.why("lead_bol_void_two", section, suit=_sym(void_two.suit), card=str(lows[0]))
    elif x.twos:
        b.why("lead_bol_lone_two", section, two=str(x.twos[0]), card=str(lows[0]))
    elif shorter is not None:
        b.why("lead_bol_shortest_lowest_but_void", section, card=str(lows[0]), void=_sym(shorter))
    else:
        b.why("lead_bol_shortest_lowest", section, card=str(lows[0]))


BOL: Final = RuleSet[_Lead, None](
    "lead.bolshevik",
    (
        _rule(
            "C87.doubled",
            title=N_("A niskamies who doubled leads from the two's suit"),
            sections=("BOLSEVIKIT / Pelaajien yhteispeli",),
            condition="Bolsevikit: the niskamies doubled and holds a two in a suit of two or more cards (outside the suit the bolshevik emptied).",
            advice="Lead the second-lowest card of the longest such suit; any smallish card (2-9, not the two) of a two's suit is acceptable; a card of a suit without a two is told so.",
            applies=(
                _T + "test_niskamies_who_doubled_leads_a_smallish_card_of_the_two_suit",
                _T + "test_doubler_is_told_that_other_suits_hold_no_two",
            ),
            must_not=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: x.bol_doubled,
            then=_bol_doubled,
            code=("leads._two_suit_lead",),
            status="implemented (C87)",
        ),
        _rule(
            "C80.bolshevik_two_suit",
            title=N_("The second-lowest card of your two's suit"),
            sections=(SECTION_BOLSHEVIK, SECTION_NISKAMIES),
            condition="Bolsevikit: the niskamies holds a two in a suit of two or more cards (not the ace and two alone, not the suit the bolshevik emptied).",
            advice="Lead the second-lowest card of that suit (the longest such suit; the others acceptable).",
            applies=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            must_not=(_T + "test_niskamies_without_a_two_lowest_of_the_shortest_suit",),
            when=lambda x: bool(x.bol_seconds[0]),
            then=_bol_two_suit,
            code=("leads._two_suit_lead",),
            status="implemented (C80)",
        ),
        _rule(
            "C81.bolshevik_shortest",
            title=N_("The lowest card of your shortest suit"),
            sections=(SECTION_BOLSHEVIK, SECTION_NISKAMIES),
            condition="Bolsevikit: the niskamies has no two to lead from.",
            advice="Lead the lowest card of the shortest suit, whatever its size (not a lone two, a lone ace, the emptied suit, or, of equally short suits, one of the bolshevik's twos); the others of equal length acceptable.",
            applies=(
                _T + "test_niskamies_without_a_two_lowest_of_the_shortest_suit",
                _T + "test_a_lone_two_is_kept_not_called_too_big",
            ),
            must_not=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: True,
            then=_bol_shortest,
            code=("leads._shortest_lowest", "leads._shorter_void"),
            status="implemented (C81, C81a, C87d)",
        ),
    ),
)


def _bol_short_judgement(x: _Lead) -> None:
    b, other = x.b, x.bol_other()
    b.alternative(*other)
    shorter = _shorter_void(x.ev, x.exclude, other[0])
    if shorter is not None:
        b.why("lead_bol_void_short_also_but_void", SECTION_BOLSHEVIK, card=str(other[0]), void=_sym(shorter))
    else:
        b.why("lead_bol_void_short_also", SECTION_BOLSHEVIK, card=str(other[0]))


def _bol_any_size(x: _Lead) -> None:
    high = x.bol_high()
    assert high is not None
    x.b.why("lead_bol_shortest_high", SECTION_BOLSHEVIK, card=str(high), suit=_sym(high.suit))


def _bol_small_attacks(x: _Lead) -> None:
    others = x.bol_free_attacks()
    x.b.accept(*x.bol_attacks)
    x.b.why("lead_bol_small_attack_also", SECTION_BOLSHEVIK, cards=_cards_text(dict.fromkeys(others)))


BOL_FREE: Final = RuleSet[_Lead, None](
    "lead.bolshevik_free",
    (
        _rule(
            "C87e.short_suit_judgement",
            title=N_("Poor cards: voiding a short suit is fair"),
            sections=(SECTION_BOLSHEVIK, SECTION_NISKAMIES, "BOLSEVIKIT / Pelaajien yhteispeli"),
            condition="Bolsevikit, no double: the niskamies leads from a two's suit but has poor cards (no two in a suit of four or more).",
            advice="The lowest card of the shortest suit is acceptable (a judgement), never called the handbook's lead.",
            applies=(_T + "test_holding_a_two_the_shortest_suit_lead_is_a_judgement_not_the_handbooks_lead",),
            must_not=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: bool(x.bol_seconds[0]) and bool(x.bol_other()),
            then=_bol_short_judgement,
            code=("leads._poor_for_pressing", "leads._shorter_void"),
            status="implemented (C87c, C87e)",
        ),
        _rule(
            "C81.bolshevik_any_size",
            title=N_("The shortest suit goes by the suit, not the card"),
            sections=(SECTION_BOLSHEVIK,),
            condition="Bolsevikit, no double: a shortest-suit lead on offer is no small card (10 or higher).",
            advice="Say that the rule goes by the suit: once it is empty, the other defenders press the bolshevik in it.",
            applies=(_T + "test_bolshevik_lead_reasons_say_what_the_card_is",),
            must_not=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: x.bol_high() is not None,
            then=_bol_any_size,
            status="implemented (C81)",
        ),
        _rule(
            "C87b.small_attacks",
            title=N_("Other small-card attacks are fair"),
            sections=(SECTION_BOLSHEVIK,),
            condition="Bolsevikit, no double: the niskamies holds a small-card attack (2-5, the second-lowest where the suit holds its two) no rule gave, outside the emptied suit and the bolshevik's twos.",
            advice="Those cards are acceptable.",
            applies=(_T + "test_small_card_attacks_are_fair_choices",),
            must_not=(_T + "test_niskamies_who_doubled_leads_a_smallish_card_of_the_two_suit",),
            when=lambda x: bool(x.bol_free_attacks()),
            then=_bol_small_attacks,
            code=("leads._attack_card", "leads._leadable_low"),
            status="implemented (C87b)",
        ),
    ),
)


def _emptied_suit(x: _Lead) -> None:
    # The handbook's own lead in that suit is a sign against a sign: acceptable, with a warning.  Its own
    # lead only: *Niskamies bolsevikeissa* gives the shortest suit's lowest card only to a niskamies with
    # no two to lead from ("Jos hänellä ei ole kakkosta missään maassa"); holding one elsewhere, a small
    # card of the emptied suit is no handbook lead (gen.lead.bolsevikit.8004: ♠3 beside ♥92).
    b, hint, hand = x.b, x.hint, x.hand
    assert hint is not None
    plain_seconds, _ = _two_suit_lead(hand)
    ruled = [
        c
        for c in (plain_seconds or _shortest_lowest(hand))
        if c.suit is hint.suit and c.rank is not Rank.TWO and c.rank is not Rank.ACE
    ]
    if ruled:
        b.alternative(*ruled)
        b.why("lead_bol_read_rule_fair", SECTION_BOL_GIVES, card=str(ruled[0]), suit=_sym(hint.suit),
              got=str(hint))  # fmt: skip
    key = "lead_bol_ace_suit" if hint.rank is Rank.ACE else "lead_bol_voided_suit"
    for c in b.unexplained():
        if c.suit is hint.suit and c.rank is not Rank.ACE:
            b.mark_worse([c], key, SECTION_BOL_GIVES, card=str(c), suit=_sym(c.suit), got=str(hint))


def _keep_two_suits(x: _Lead) -> list[Card]:
    advised = {c.suit for c in (*x.b.recommended, *x.b.acceptable)}
    return [c for c in x.b.unexplained() if c.suit in x.kept and c.suit not in advised]


def _bol_kept_two(x: _Lead) -> None:
    for c in _keep_two_suits(x):
        x.b.mark_worse([c], "lead_bol_two_kept", SECTION_BOL_GIVES, card=str(c), suit=_sym(c.suit),
                       two=str(x.kept[c.suit]))  # fmt: skip


def _bol_keep_own_two(x: _Lead) -> None:
    # A lone two too (round 5: gen.lead.bolsevikit.9004 called the singleton ♥2 "too big for an attack"):
    # the niskamies keeps it to win the setting trick with it later ("saamaan kakkosellaan pietitikin").
    for t in x.twos:
        if t.suit not in x.exclude:
            x.b.mark_worse([t], "lead_bol_keep_two", SECTION_BOLSHEVIK, card=str(t))


BOL_AFTER: Final = RuleSet[_Lead, None](
    "lead.bolshevik_after",
    (
        _rule(
            "C87a.emptied_suit",
            title=N_("Attack away from the suit the bolshevik emptied"),
            sections=(SECTION_BOL_GIVES, SECTION_BOLSHEVIK),
            condition="Bolsevikit: the card the bolshevik handed the niskamies marks a suit he has emptied or nearly so (C87a.void_read).",
            advice="The handbook's own lead in that suit (where its rule applies) stays acceptable with a warning; its other cards are told he would discard on them.",
            applies=(
                _T + "test_niskamies_keeps_off_the_suit_the_bolshevik_voided",
                _T + "test_the_shortest_suit_lead_in_the_emptied_suit_stays_fair_without_a_two",
            ),
            must_not=(_T + "test_an_honour_from_the_bolshevik_shows_no_void",),
            when=lambda x: x.hint is not None,
            then=_emptied_suit,
            code=("leads.bolshevik_void_hint",),
            status="implemented (C87a, C87f)",
        ),
        _rule(
            "C87b.no_early_ace",
            title=N_("No ace against the bolshevik"),
            sections=(SECTION_BOLSHEVIK,),
            condition="Bolsevikit: the niskamies holds an ace and other cards.",
            advice="The aces are not advised: attack with small cards.",
            applies=(
                _T + "test_niskamies_does_not_lead_aces",
                _T + "test_niskamies_never_leads_a_singleton_ace",
            ),
            must_not=(_T + "test_a_lone_two_is_kept_not_called_too_big",),
            when=lambda x: bool(x.aces) and len(x.hand) > len(x.aces),
            then=lambda x: x.b.mark_worse(x.aces, "lead_bol_no_ace", SECTION_BOLSHEVIK),
            status="implemented (C81a, C87b)",
        ),
        _rule(
            "C81.bolshevik_keep_two",
            title=N_("Keep your two for the setting trick"),
            sections=(SECTION_BOLSHEVIK,),
            condition="Bolsevikit: the niskamies holds a two outside the suit the bolshevik emptied.",
            advice="The two is not advised, a lone two too: it is the card that forces a setting trick later.",
            applies=(_T + "test_a_lone_two_is_kept_not_called_too_big",),
            must_not=(_T + "test_niskamies_never_leads_a_singleton_ace",),
            when=lambda x: any(t.suit not in x.exclude for t in x.twos),
            then=_bol_keep_own_two,
            status="implemented (C81)",
        ),
        _rule(
            "C87d.bolshevik_two",
            title=N_("Not into the suit of the bolshevik's two"),
            sections=(SECTION_BOL_GIVES, SECTION_BOLSHEVIK),
            condition="Bolsevikit: the bolshevik showed a two among the middle cards and did not hand it over, and no lead on offer is of its suit.",
            advice="The niskamies's cards of that suit are not advised: the two is the bolshevik's sure way out of it.",
            applies=(_T + "test_review_bolshevik_leads",),
            must_not=(_T + "test_niskamies_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: bool(_keep_two_suits(x)),
            then=_bol_kept_two,
            code=("leads.bolshevik_kept_twos",),
            status="implemented (C87d)",
        ),
    ),
)


def _bolshevik_tail(x: _Lead) -> None:
    """What is wrong with every card no rule gave a verdict.

    A rule's suit is one whose card a rule of the handbook gave: the two's suits, and the shortest suit
    only where its lead was given (no two to lead from, or the poor hand's judgement).  A card of
    another suit is told its own fault (round 5: gen.lead.bolsevikit.9005, "the handbook's card is ♣4,
    not ♣4" to a doubler).
    """
    b, ev, hand, section = x.b, x.ev, x.hand, SECTION_BOLSHEVIK
    seconds = x.bol_seconds[0]
    lows, doubled, poor = x.bol_lows, x.bol_doubled, x.poor
    two_suits = [c.suit for c in seconds]
    rule_suits = set(two_suits) | ({c.suit for c in lows} if not doubled and (not seconds or poor) else set())
    plain_two_suits = [c.suit for c in _two_suit_lead(hand)[0]]
    for c in b.unexplained():
        right = _attack_card(ev.holding(c.suit).cards)
        if doubled and c.suit not in plain_two_suits:
            b.mark_worse([c], "lead_bol_doubled_other_suit", section, card=str(c), suit=_sym(c.suit),
                         suits=", ".join(_sym(s) for s in sorted(plain_two_suits)))  # fmt: skip
        elif c.suit in rule_suits and c != right:
            b.mark_worse([c], "lead_bol_rule_card", section, suit=_sym(c.suit), right=str(right), card=str(c))
        elif c in lows and seconds and not poor:
            b.mark_worse(
                [c], "lead_bol_short_not_poor", section, card=str(c), two=str(_long_two(ev, x.exclude))
            )
        elif c.rank >= Rank.TEN:
            b.mark_worse([c], "lead_bol_high_card", section, card=str(c))
        elif c == right:
            b.mark_worse([c], "lead_bol_not_small", section, card=str(c), suit=_sym(c.suit))
        else:
            b.mark_worse([c], "lead_bol_not_lowest", section, right=str(right), card=str(c))


BOL_TAIL: Final = RuleSet[_Lead, None](
    "lead.bolshevik_tail",
    (
        _rule(
            "lead.bolshevik_other_cards",
            title=N_("Other leads of the niskamies"),
            sections=(SECTION_BOLSHEVIK, "BOLSEVIKIT / Pelaajien yhteispeli"),
            condition="Bolsevikit, the lead decided: a card is still without a verdict.",
            advice="It is not advised, told why: a doubler's suit without a two, the wrong card of a rule's suit, a short suit beside a long two, an honour or a card too big for an attack, or not the lowest.",
            applies=(
                _T + "test_doubler_is_told_that_other_suits_hold_no_two",
                _T + "test_bolshevik_lead_reasons_say_what_the_card_is",
            ),
            must_not=(_T + "test_misere_without_exchange_second_lowest_of_the_suit_with_the_two",),
            when=lambda x: bool(x.b.unexplained()),
            then=_bolshevik_tail,
            code=("leads._long_two",),
            status="implemented (C80, C81, C87, C87e)",
        ),
    ),
)


# --- equal cards -------------------------------------------------------------------------------------


def equal_in_hand(a: Card, b: Card, hand: Iterable[Card]) -> bool:
    """Two cards of one suit with every rank between them in ``hand``: equal for the leader.

    At the opening lead no card has been played, so a card of the suit outside the leader's hand (with
    an opponent, in the middle cards, or given away in an exchange) between them makes them unequal.
    """
    if a.suit is not b.suit or a == b:
        return False
    held = set(hand)
    lo, hi = sorted((int(a.rank), int(b.rank)))
    return all(Card(a.suit, Rank(r)) in held for r in range(lo + 1, hi))


def _named_cards(x: _Lead) -> frozenset[Card]:
    """Cards a lead rule names one by one, the card itself telling partner something (C66b).

    Their equal cards are not made as good through them: the top of touching honours or of a sequence
    (*ALKUPELIT / Avauslyönti* "aloittaa korkeammalla", *KOTKAT / Avauslyönti* "Sekvenssin ... kärjestä");
    in alkupelit trump, grand and the dictator's game the second-highest card of a suit (*ALKUPELIT /
    Avauslyönti*, *Grandi / Avauslyönti* "toiseksi korkein kortti"); against a painted misère and a
    bolshevik the second-lowest card of a suit with its two, else a suit's lowest card, which partner
    reads (*Maalattu misääri / Avauslyönti* "kummasta vaihtoehdosta on kyse", *Pelitaktiikkaa* a small
    card shown, *BOLSEVIKIT / Pelitaktiikkaa*); in passimisääri the king of partner's suit ("joko
    kuningas").
    """
    hand = x.hand
    game = game_of(x.view)
    named: set[Card] = set()
    for s in SUITS:
        cards = holding(hand, s)
        if not cards:
            continue
        top = sequence_top(cards)
        if top is not None:
            named.add(top)
        if game in (GameType.GRAND, GameType.DICTATOR) or (
            game is GameType.TRUMP and x.point.form is not Form.KOTKAT
        ):
            named.add(second_highest(cards))
        if game is GameType.PASSIMISAARI:
            named.update(c for c in cards if c.rank is Rank.KING)
        if game in (GameType.MISERE, GameType.BOLSHEVIK):
            # The second-lowest card over the two, else the lowest: the card partner reads.
            named.add(_attack_card(cards))
    return frozenset(named)


def _kept_cards(x: _Lead) -> frozenset[Card]:
    """Cards never made as good as an equal card: aces and twos (an ace is a card of its own in every
    game, a two the misère card), in the trump and grand games an honour under a touching honour (inside
    a sequence), and in passimisääri the smallest card of partner's suit, kept to help
    partner later (*Passimisääri / Avauslyönti*: not the single smallest card)."""
    kept = {c for c in x.hand if c.rank in (Rank.ACE, Rank.TWO)}
    game = game_of(x.view)
    if game in (GameType.TRUMP, GameType.GRAND, GameType.DICTATOR):
        # An honour under a touching honour: the sequence rule leads its top, and a card inside the
        # sequence is not that lead (C75b; round 7, gen.lead.kotkat.9804: ♦J of ♦AQJ10986).
        kept.update(
            c for c in x.hand if Rank.TEN <= c.rank < Rank.ACE and Card(c.suit, Rank(c.rank + 1)) in x.hand
        )
    got = x.pm_got if game is GameType.PASSIMISAARI else None
    if got is not None and holding(x.hand, got.suit):
        kept.add(holding(x.hand, got.suit)[-1])
    return frozenset(kept)


def equal_to_advised(x: _Lead) -> list[tuple[Card, Card]]:
    """Each card not advised that is equal (:func:`equal_in_hand`) to a recommended or acceptable one,
    with that card: the pairs :data:`EQUALS` makes acceptable (review round 10, gen.lead.kotkat.10504)."""
    b = x.b
    named, kept = _named_cards(x), _kept_cards(x)
    advised = [d for d in (*b.recommended, *b.acceptable) if d not in named and d not in kept]
    out: list[tuple[Card, Card]] = []
    for c in sorted(b.legal, key=lambda c: (c.suit, -c.rank)):
        if c in b.recommended or c in b.acceptable or c in kept:
            continue
        d = next((d for d in advised if equal_in_hand(c, d, x.hand)), None)
        if d is not None:
            out.append((c, d))
    return out


def _accept_equals(x: _Lead) -> None:
    # Found all at once before any is accepted: a card made acceptable does not carry the grade on.
    pairs = equal_to_advised(x)
    for c, d in pairs:
        x.b.accept(c)
        x.b.why("lead_equal_card", x.section, card=str(c), equal=str(d), suit=_sym(c.suit))


EQUALS: Final = RuleSet[_Lead, None](
    "lead.equals",
    (
        _rule(
            "C66b.equal_cards",
            title=N_("An equal card is as good a lead"),
            sections=(SECTION_KOTKAT, SECTION_TRUMP, SECTION_MISERE, SECTION_PASSI, SECTION_BOLSHEVIK),
            condition=(
                "Every game: a card not advised is equal to a recommended or acceptable one (same suit, "
                "every rank between them in the leader's hand), and neither card is one a rule names for "
                "what it tells partner (a sequence top; the alkupelit, grand and dictator second-highest "
                "card; against a misère or a bolshevik the second-lowest card over the two, else a suit's "
                "lowest; the passimisääri king), an ace, a two, in the trump and grand games an honour "
                "inside a sequence, or the passimisääri card kept to help partner."
            ),
            advice="The equal card is acceptable too, with its reason: it wins and loses the same tricks.",
            applies=(
                _R + "test_equal_small_cards_of_a_kotkat_lead_are_graded_alike",
                _R + "test_the_kotkat_fallback_card_has_its_equals_beside_it",
            ),
            must_not=(
                _R + "test_the_second_highest_card_stays_named_in_alkupelit",
                _R + "test_the_misere_second_lowest_card_stays_named",
                _T + "test_kotkat_review7_inner_sequence_and_every_middle_card",
            ),
            when=lambda x: bool(equal_to_advised(x)),
            then=_accept_equals,
            code=("leads.equal_in_hand", "leads.equal_to_advised"),
            status="implemented (C66b)",
        ),
    ),
)


# --- entry point ------------------------------------------------------------------------------------


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's opening lead for ``point``, or None when ``point`` is not the opening lead."""
    if not is_opening_lead(point) or not point.view.hand:
        return None
    v = point.view
    game = game_of(v)
    contract = v.contract
    x = _Lead(point, AdviceBuilder(point), contract)
    if game is GameType.PASSIMISAARI:
        _passimisaari(x)
    elif contract is None:
        return None
    elif game is GameType.BOLSHEVIK:
        _bolshevik(x)
    elif game is GameType.MISERE:
        _misere(x)
    elif game is GameType.GRAND or (game is GameType.DICTATOR and contract.trump is None):
        x.section = SECTION_GRAND
        _grand(x)
    elif contract.trump is not None:
        if game is GameType.DICTATOR:
            _dictator_trump(x)
        elif point.form is Form.KOTKAT:
            x.section = SECTION_KOTKAT
            _trump_kotkat(x)
        else:
            _trump_alkupelit(x)
    EQUALS.each(x, x.trail)
    return x.b.build(judgement=x.b.rule_choice, rules=x.trail.rules())
