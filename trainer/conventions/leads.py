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
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise
from typing import Any, Final

from trainer.bids import Bid, Call, Double, Form, Strain, bids_in_order
from trainer.cards import Card, Rank, Suit
from trainer.game import Action, Exchange, GameType, Phase, SeatView
from trainer.marker import N_
from trainer.seats import Seat

from .core import Advice, DecisionPoint, Reason
from .hand import SUITS, HandEval
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

    def build(self, judgement: bool = True) -> Advice | None:
        if not self.recommended:
            return None
        rec = tuple(self.recommended)
        acc = tuple(c for c in self.acceptable if c not in rec)
        worse: dict[Action, tuple[Reason, ...]] = {
            c: tuple(rs) for c, rs in self.worse.items() if c not in rec and c not in acc
        }
        return Advice(self.topic, rec, acc, tuple(self.reasons), worse, judgement=judgement)


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


def _trump_alkupelit(point: DecisionPoint, b: AdviceBuilder, contract: Bid, trump: Suit) -> None:
    """The alkupelit trump-game lead (:func:`_trump_alkupelit_rules`), and a singleton to partner's ace."""
    _trump_alkupelit_rules(point, b, contract, trump)
    ruff = _singleton_to_partners_ace(point, trump)
    if ruff is not None and ruff[0] not in b.recommended:
        single, ace = ruff
        b.alternative(single)
        b.why("lead_singleton_partners_ace", SECTION_DEFENDERS_EXCHANGE, card=str(single), ace=str(ace),
              suit=_sym(single.suit))  # fmt: skip


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


def _trump_alkupelit_rules(point: DecisionPoint, b: AdviceBuilder, contract: Bid, trump: Suit) -> None:
    """*ALKUPELIT / Avauslyönti* and *Kuppi ja häntäkuppi valttipelinä*.

    The handbook's rules by the defenders' exchange come first; a trump lead
    replaces them only when the public facts make a cup game likely
    (:func:`cup_evidence`), and even then not the suit partner gave (partner
    may be short in it and ruff).  A cup game merely possible makes a trump
    lead a fair choice; with no sign of one, a trump is not the lead.
    """
    v = point.view
    hand = v.hand
    partner = point.seat.partner
    section = SECTION_TRUMP
    _goal(b, contract, section)
    got = _exchange_card(v.received, Phase.DEFENDERS_EXCHANGE, partner)
    gave = _exchange_card(v.given, Phase.DEFENDERS_EXCHANGE, partner)
    trumps = holding(hand, trump)
    ev = cup_evidence(point, trump)
    sign = ev.sign if trumps else CupSign.NONE
    low = trumps[-1] if trumps else None

    if got is not None and got.suit is not trump and _doubled_by(v, partner):
        # Partner's double says: lead the suit I gave you, I can ruff it.
        _lead_suit(b, hand, got.suit, "lead_partner_doubled", section, got)
        if sign is not CupSign.NONE:
            assert low is not None
            b.alternative(*trumps)
            _cup_reason(b, ev, trump, low, lead=False)
        for c in b.unexplained():
            if c.suit is not trump:
                b.mark_worse([c], "lead_not_doubled_suit", section, card=str(c), suit=_sym(got.suit))
        _explain_trumps(b, trumps, ev, trump)
        return
    if sign is CupSign.LIKELY and not _partners_suit_rule(hand, got, gave, trump):
        assert low is not None
        b.recommend(low)
        _cup_reason(b, ev, trump, low, lead=True)
        # DECISION (C72): a small trump keeps the trump honours; any trump does what the handbook asks.
        b.accept(*trumps)
        usual = AdviceBuilder(point)
        _trump_rest(usual, hand, trump, got, section, gave)
        b.alternative(*usual.recommended, *usual.acceptable)
        if usual.recommended:
            b.why("lead_cup_usual_fair", SECTION_CUP, card=str(usual.recommended[0]))
        b.absorb_worse(usual)
        return
    _trump_rest(b, hand, trump, got, section, gave)
    if sign is not CupSign.NONE:
        assert low is not None
        b.alternative(*trumps)
        _cup_reason(b, ev, trump, low, lead=False)
    _explain_trumps(b, trumps, ev, trump)


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


def _own_short_before(hand: Sequence[Card], got: Card, gave: Card | None) -> int:
    """How many cards of ``got``'s suit the leader held before the defenders' exchange.

    DECISION (C73): the leader's "own short suit" had two cards or fewer before the exchange (the
    card partner gave not counted, the card the leader gave counted).
    """
    return sum(1 for c in hand if c.suit is got.suit) - 1 + int(gave is not None and gave.suit is got.suit)


def _partners_suit_rule(hand: Sequence[Card], got: Card | None, gave: Card | None, trump: Suit) -> bool:
    """The handbook's "lead the side suit partner gave you" applies (not into the leader's short suit)."""
    return got is not None and got.suit is not trump and _own_short_before(hand, got, gave) > 2


def _trump_rest(
    b: AdviceBuilder,
    hand: Sequence[Card],
    trump: Suit,
    got: Card | None,
    section: str,
    gave: Card | None = None,
) -> None:
    if got is not None and got.suit is not trump:
        if _partners_suit_rule(hand, got, gave, trump):
            _lead_suit(b, hand, got.suit, "lead_received_suit", section, got)
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


def _grand(point: DecisionPoint, b: AdviceBuilder, contract: Bid) -> None:
    """*Grandi (peli ilman valttia) / Avauslyönti* (also kotkat grand and the 7-grand dictator)."""
    _goal(b, contract, SECTION_GRAND)
    _side_suit_lead(b, point.view.hand, None, SECTION_GRAND)


def _dictator_trump(point: DecisionPoint, b: AdviceBuilder, contract: Bid, trump: Suit) -> None:
    """A 7-trump dictator: no exchange between defenders, so the side-suit rule.

    DECISION: the handbook gives no lead for the dictator; the alkupelit
    trump rule for a deal without a defenders' exchange is used.
    """
    _goal(b, contract, SECTION_TRUMP)
    b.why("lead_no_exchange", SECTION_TRUMP)
    _side_suit_lead(b, point.view.hand, trump, SECTION_TRUMP)
    for c in b.unexplained():
        if c.suit is trump:
            b.mark_worse([c], "lead_trump_not_side", SECTION_TRUMP, card=str(c))


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


def _trump_kotkat(point: DecisionPoint, b: AdviceBuilder, contract: Bid, trump: Suit) -> None:
    """*KOTKAT / Avauslyönti*: the handbook's list, in its own order.

    The first item on the list that the hand allows is recommended and the
    others acceptable.  A lone ace and the cards of a weak short suit are
    marked worse and never recommended.
    """
    section = SECTION_KOTKAT
    hand = point.view.hand
    ev = HandEval.of(hand)
    _goal(b, contract, section)
    side = [s for s in SUITS if s is not trump and ev.length(s)]
    bad: set[Card] = set()
    for s in side:
        cards = ev.holding(s).cards
        if _lone_ace(cards):
            bad.add(cards[0])
            b.mark_worse([cards[0]], "lead_kotkat_lone_ace", section, card=str(cards[0]), suit=_sym(s))
        if _weak_short(cards):
            bad.update(cards)
            b.mark_worse(cards, "lead_kotkat_weak_short", section, suit=_sym(s))

    options: list[tuple[Card, str, Suit]] = []
    strong = sorted((s for s in side if _strong(ev.holding(s).cards)), key=lambda s: (-ev.length(s), -s))
    for s in strong:
        # DECISION (C75a): a strong suit headed by a sequence is led from the sequence's top
        # ("Sekvenssin ... kärjestä"); its middle card stays one of the list's fair leads.
        # An inner sequence (the QJ10 of AQJ10) stays a fair lead after the middle card (C75b).
        top = top_of_touching_honours(ev.holding(s).cards)
        if top is not None:
            options.append((top, "lead_kotkat_sequence", s))
        m = middle_card(ev.holding(s).cards)
        if m is not None:
            options.append((m, "lead_kotkat_strong_middle", s))
            # DECISION (C75c): "keskikokoisella kortilla" names no one card, so every middle-sized
            # card (6-10, :func:`middle_card`) of the strong suit is the same lead.
            options.extend(
                (c, "lead_kotkat_strong_middle", s)
                for c in ev.holding(s).cards
                if c != m and MEDIUM_LOW <= c.rank <= MEDIUM_HIGH
            )
    for s in side:
        if ev.length(s) == 1:
            options.append((ev.holding(s).cards[0], "lead_kotkat_singleton", s))
    for s in sorted(_partner_void_suits(point, trump), key=lambda s: (-ev.length(s), -s)):
        cards = ev.holding(s).cards
        # DECISION: partner should ruff, so the lowest card (the top of touching honours if any).
        options.append((top_of_touching_honours(cards) or cards[-1], "lead_kotkat_long_void", s))
    for s in side:
        top = sequence_top(ev.holding(s).cards)
        if top is not None:
            options.append((top, "lead_kotkat_sequence", s))

    good = [o for o in options if o[0] not in bad]
    if good:
        card, key, suit = good[0]
        b.recommend(card)
        b.why(key, section, card=str(card), suit=_sym(suit))
        # The other leads on the list are as good by the handbook: which one suits is a judgement.
        b.alternative(*(o[0] for o in good[1:]))
        middle = next((o[0] for o in good[1:] if o[1] == "lead_kotkat_strong_middle" and o[2] is suit), None)
        if middle is not None:
            b.why("lead_kotkat_strong_middle_also", section, card=str(middle), suit=_sym(suit))
        _kotkat_unlisted(b, hand, trump, section)
        return
    # DECISION: nothing on the list fits: the alkupelit side-suit rule, avoiding the worse cards.
    alt = AdviceBuilder(point)
    _side_suit_lead(alt, hand, trump, SECTION_TRUMP)
    pick = next((c for c in (*alt.recommended, *alt.acceptable) if c not in bad), None)
    if pick is None:
        pick = next((c for c in sorted(hand, key=lambda c: (c.suit is trump, c.rank)) if c not in bad), None)
    if pick is None:
        pick = min(hand, key=lambda c: c.rank)
    b.recommend(pick)
    b.why("lead_kotkat_fallback", section, card=str(pick))
    b.accept(*(c for c in (*alt.recommended, *alt.acceptable) if c not in bad))
    for c, rs in alt.worse.items():
        if c not in b.worse:
            for r in rs:
                b.mark_worse([c], r.key, r.section, **r.params)
    _kotkat_unlisted(b, hand, trump, section)


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


def _misere(point: DecisionPoint, b: AdviceBuilder, contract: Bid) -> None:
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
    """
    v = point.view
    hand = v.hand
    ev = HandEval.of(hand)
    got = _exchange_card(v.received, Phase.DEFENDERS_EXCHANGE, point.seat.partner)
    aces = [c for c in hand if c.rank is Rank.ACE]
    twos = [c for c in hand if c.rank is Rank.TWO]
    seconds, two_suit = _two_suit_lead(hand)
    lows = _shortest_lowest(hand)

    main = AdviceBuilder(point)
    if got is not None:
        suit = got.suit
        cards = ev.holding(suit).cards
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
            if c.suit is not suit and c.rank is not Rank.ACE and c not in twos:
                main.mark_worse(
                    [c], "lead_misere_not_received_suit", SECTION_MISERE, card=str(c), suit=_sym(suit)
                )
    elif seconds:
        assert two_suit is not None
        main.recommend(seconds[0])
        main.accept(*seconds[1:])
        main.why("lead_misere_two_suit", SECTION_MISERE, suit=_sym(two_suit), card=str(seconds[0]))
        # The lowest card of a shortest suit, unless that is the two itself (kept, C81).
        other = [c for c in lows if c not in seconds and c.rank is not Rank.TWO]
        main.alternative(*other)
        if other:
            main.why("lead_misere_shortest_also", SECTION_MISERE, card=str(other[0]))
    else:
        main.recommend(lows[0])
        main.accept(*lows[1:])
        main.why("lead_misere_shortest_lowest", SECTION_MISERE, card=str(lows[0]))
        if lows[0].rank >= Rank.TEN:
            main.why("lead_misere_shortest_high", SECTION_MISERE, card=str(lows[0]))
    attacks: list[Card] = []
    if got is None:
        # *Maalattu misääri / Pelitaktiikkaa*: lead into a vulnerable suit "ja sillä ilmaista oma pieni
        # korttinsa": without an exchange any small-card attack (2-5; the second-lowest where the suit
        # holds its two) is a fair choice beside the rule's card (DECISION, C81b).  When the rule's card is
        # no small card (♦Q from ♦AQ), the choice between the two is a judgement.
        attacks = [
            a
            for s in SUITS
            if _leadable_low(ev.holding(s).cards)
            for a in (_attack_card(ev.holding(s).cards),)
            if a.rank is not Rank.ACE and a.rank <= SMALL_ATTACK
        ]
        others = [a for a in attacks if a not in main.recommended and a not in main.acceptable]
        if main.recommended and main.recommended[0].rank >= Rank.TEN:
            main.alternative(*others)
        else:
            main.accept(*others)
        if others:
            main.why("lead_misere_small_attack_also", SECTION_MISERE_TACTICS, cards=_cards_text(others))

    doubler_suit: Suit | None = None
    if _doubled_by(v, point.seat) and seconds:
        assert two_suit is not None
        doubler_suit = two_suit
        b.recommend(seconds[0])
        b.why("lead_misere_doubler", SECTION_MISERE_DOUBLER, suit=_sym(two_suit), card=str(seconds[0]))
        # Other small cards of the two's suit show it as well.
        b.accept(*(c for c in ev.holding(two_suit).cards if c.rank <= Rank.NINE and c.rank is not Rank.TWO))
        # The exchange lead stays a fair choice (C83).  Without an exchange the doubler's first lead is the
        # signal (*KOTKAT / Pelitaktiikkaa*): a lead from another suit would tell partner to throw away the
        # wrong suit, so neither the shortest suit nor a small-card attack is advised (issue 11, round 4b:
        # gen.lead.kotkat.8401, ♥J ♣3 ♦3 beside ♠K542).
        if got is not None:
            b.alternative(*main.recommended, *main.acceptable)
    else:
        b.recommend(*main.recommended)
        b.accept(*main.acceptable)
        b.rule_choice |= main.rule_choice
        b.reasons.extend(r for r in main.reasons if r not in b.reasons)
    b.absorb_worse(main)
    if len(hand) > len(aces):
        b.mark_worse(aces, "lead_misere_no_ace", SECTION_MISERE_TACTICS)
    for t in twos:
        if len(holding(hand, t.suit)) > 1:
            b.mark_worse([t], "lead_misere_keep_two", SECTION_MISERE, card=str(t))
    if contract.level >= 6 and b.recommended:
        # The tactics' "small card" is said only of a small lead made without an exchange (C81b).
        small = got is None and b.recommended[0].rank <= Rank.NINE
        key = "lead_misere_aggressive" if small else "lead_misere_aggressive_plain"
        r = Reason(key, SECTION_MISERE_TACTICS, {"level": contract.level})
        b.reasons.insert(0, r)
    shortest = {c.suit for c in lows}
    attack_in = {a.suit: a for a in attacks if a in b.recommended or a in b.acceptable}
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


def _passimisaari(point: DecisionPoint, b: AdviceBuilder) -> None:
    """*Passimisääri / Avauslyönti*: help partner in the suit partner gave, or ask for help."""
    v = point.view
    hand = v.hand
    ev = HandEval.of(hand)
    partner = point.seat.partner
    got = _exchange_card(v.received, Phase.PASS_EXCHANGE, partner)
    gave = _exchange_card(v.given, Phase.PASS_EXCHANGE, partner)

    helper = AdviceBuilder(point)
    if got is not None and ev.length(got.suit):
        _help_partner(helper, ev.holding(got.suit).cards, got.suit)

    asker = AdviceBuilder(point)
    if gave is not None:
        _call_for_help(asker, ev, gave.suit, got.suit if got is not None else None)

    first, second = (asker, helper) if _needs_help(hand, got) and asker.recommended else (helper, asker)
    if first is asker and got is not None and _unsafe_received_ace(ev, got):
        b.why("lead_pm_received_ace", SECTION_PASSI_TACTICS, card=str(got), suit=_sym(got.suit))
    b.recommend(*first.recommended)
    b.accept(*first.acceptable)
    unsafe = _unsafe_ace(ev)
    b.reasons.extend(first.reasons)
    if second is helper:
        # Helping partner is the handbook's usual lead, so it stays a fair choice.
        b.alternative(*second.recommended, *second.acceptable)
    elif unsafe is not None:
        # An ace that is not safe: the hand may need help, so asking for it is a fair choice.
        new = [c for c in (*second.recommended, *second.acceptable) if c not in b.recommended]
        b.alternative(*new)
        if new:
            b.why("lead_pm_call_help_fair", SECTION_PASSI, ace=str(unsafe), card=str(new[0]))
    early = _early_aces(ev)
    if early:
        b.alternative(*early)
        for ace in early:
            b.why("lead_pm_early_ace", SECTION_PASSI, card=str(ace))
    b.absorb_worse(first)
    b.absorb_worse(second)
    void = gave is not None and not ev.length(gave.suit)
    asks = set(asker.recommended) | set(asker.acceptable)
    for c in b.unexplained():
        if got is not None and c.suit is got.suit:
            b.mark_worse([c], "lead_pm_not_help_card", SECTION_PASSI, card=str(c), suit=_sym(c.suit))
        elif gave is not None and c.suit is gave.suit and first is helper:
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


def _bolshevik(point: DecisionPoint, b: AdviceBuilder) -> None:
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
    """
    hand = point.view.hand
    ev = HandEval.of(hand)
    section = SECTION_BOLSHEVIK
    b.why("lead_bol_niskamies", SECTION_NISKAMIES)
    hint = bolshevik_void_hint(point)
    exclude = frozenset({hint.suit}) if hint is not None else frozenset()
    kept = {t.suit: t for t in bolshevik_kept_twos(point) if t.suit not in exclude}
    if hint is not None:
        key = "lead_bol_ace_read" if hint.rank is Rank.ACE else "lead_bol_void_read"
        b.why(key, SECTION_BOL_GIVES, got=str(hint), suit=_sym(hint.suit))
    seconds, two_suit = _two_suit_lead(hand, exclude)
    lows = _shortest_lowest(hand, exclude)
    free = [c for c in lows if c.suit not in kept]
    lows = free or lows
    own_twos = [c for c in hand if c.rank is Rank.TWO]
    doubled = _doubled_by(point.view, point.seat) and two_suit is not None
    poor = _poor_for_pressing(ev, exclude)
    if doubled:
        assert two_suit is not None
        b.recommend(seconds[0])
        b.why("lead_bol_doubled", section, suit=_sym(two_suit), card=str(seconds[0]))
        # DECISION: any small card of a suit holding the two, but the two itself, is "smallish"; the
        # handbook says "maasta, jossa hänellä on kakkonen", any such suit (the longest is recommended).
        for c in seconds:
            b.accept(*(x for x in ev.holding(c.suit).cards if x.rank <= Rank.NINE and x.rank is not Rank.TWO))
    else:
        if seconds:
            assert two_suit is not None
            b.recommend(seconds[0])
            b.accept(*seconds[1:])
            b.why("lead_bol_two_second_lowest", section, suit=_sym(two_suit), card=str(seconds[0]))
        else:
            b.recommend(lows[0])
            b.accept(*lows[1:])
            void_two = next((t for t in own_twos if t.suit in exclude), None)
            shorter = _shorter_void(ev, exclude, lows[0])
            if void_two is not None:
                b.why("lead_bol_void_two", section, suit=_sym(void_two.suit), card=str(lows[0]))
            elif own_twos:
                b.why("lead_bol_lone_two", section, two=str(own_twos[0]), card=str(lows[0]))
            elif shorter is not None:
                b.why("lead_bol_shortest_lowest_but_void", section, card=str(lows[0]), void=_sym(shorter))
            else:
                b.why("lead_bol_shortest_lowest", section, card=str(lows[0]))
        # The niskamies with poor cards voids a short suit (*BOLSEVIKIT / Pelitaktiikkaa*: "huonot kortit
        # ... renottaa lyhyen maansa"): holding a two, leading the shortest suit's lowest card is a choice
        # of judgement, but never "the handbook's lead": *Niskamies bolsevikeissa* gives that lead only
        # "jos hänellä ei ole kakkosta missään maassa" (issue 11, round 4b: gen.lead.bolsevikit.8400,
        # ♣K beside ♦K72 and the ♥2; C87c).  Only with poor cards: no two in a suit of four or more
        # (C87e; round 5: gen.lead.bolsevikit.9001 called ♠Q1085 the short suit of a poor hand beside
        # ♦KJ9832).
        other = [c for c in lows if c.rank is not Rank.TWO and c not in b.recommended]
        if seconds and not poor:
            other = []
        b.alternative(*other)
        if seconds and other:
            shorter = _shorter_void(ev, exclude, other[0])
            if shorter is not None:
                b.why("lead_bol_void_short_also_but_void", section, card=str(other[0]), void=_sym(shorter))
            else:
                b.why("lead_bol_void_short_also", section, card=str(other[0]))
        high = next((c for c in (*b.recommended, *other) if c.rank >= Rank.TEN and c in lows), None)
        if high is not None:
            b.why("lead_bol_shortest_high", section, card=str(high), suit=_sym(high.suit))
        # Any other small card presses the bolshevik too and is fair, though no rule of the handbook
        # picks it (DECISION, C87b); not in a suit he has emptied or kept the two of.
        attacks = [
            a
            for s in SUITS
            if s not in exclude and s not in kept and _leadable_low(ev.holding(s).cards)
            for a in (_attack_card(ev.holding(s).cards),)
            if a.rank is not Rank.ACE and a.rank <= SMALL_ATTACK
        ]
        b.accept(*attacks)
        others = [a for a in attacks if a not in b.recommended and a not in other and a.rank is not Rank.TWO]
        if others:
            b.why("lead_bol_small_attack_also", section, cards=_cards_text(dict.fromkeys(others)))
    if hint is not None:
        # The handbook's own lead in that suit is a sign against a sign: acceptable, with a warning.  Its own
        # lead only: *Niskamies bolsevikeissa* gives the shortest suit's lowest card only to a niskamies with
        # no two to lead from ("Jos hänellä ei ole kakkosta missään maassa"); holding one elsewhere, a small
        # card of the emptied suit is no handbook lead (gen.lead.bolsevikit.8004: ♠3 beside ♥92).
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
    aces = [c for c in hand if c.rank is Rank.ACE]
    if len(hand) > len(aces):
        b.mark_worse(aces, "lead_bol_no_ace", section)
    # A lone two too (round 5: gen.lead.bolsevikit.9004 called the singleton ♥2 "too big for an attack"):
    # the niskamies keeps it to win the setting trick with it later ("saamaan kakkosellaan pietitikin").
    for t in own_twos:
        if t.suit not in exclude:
            b.mark_worse([t], "lead_bol_keep_two", section, card=str(t))
    advised = {c.suit for c in (*b.recommended, *b.acceptable)}
    for c in b.unexplained():
        if c.suit in kept and c.suit not in advised:
            b.mark_worse([c], "lead_bol_two_kept", SECTION_BOL_GIVES, card=str(c), suit=_sym(c.suit),
                         two=str(kept[c.suit]))  # fmt: skip
    # A rule's suit is one whose card a rule of the handbook gave: the two's suits, and the shortest suit
    # only where its lead was given (no two to lead from, or the poor hand's judgement).  A card of
    # another suit is told its own fault (round 5: gen.lead.bolsevikit.9005, "the handbook's card is ♣4,
    # not ♣4" to a doubler).
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
                [c], "lead_bol_short_not_poor", section, card=str(c), two=str(_long_two(ev, exclude))
            )
        elif c.rank >= Rank.TEN:
            b.mark_worse([c], "lead_bol_high_card", section, card=str(c))
        elif c == right:
            b.mark_worse([c], "lead_bol_not_small", section, card=str(c), suit=_sym(c.suit))
        else:
            b.mark_worse([c], "lead_bol_not_lowest", section, right=str(right), card=str(c))


# --- entry point ------------------------------------------------------------------------------------


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's opening lead for ``point``, or None when ``point`` is not the opening lead."""
    if not is_opening_lead(point) or not point.view.hand:
        return None
    v = point.view
    game = game_of(v)
    contract = v.contract
    b = AdviceBuilder(point)
    if game is GameType.PASSIMISAARI:
        _passimisaari(point, b)
    elif contract is None:
        return None
    elif game is GameType.BOLSHEVIK:
        _bolshevik(point, b)
    elif game is GameType.MISERE:
        _misere(point, b, contract)
    elif game is GameType.GRAND or (game is GameType.DICTATOR and contract.trump is None):
        _grand(point, b, contract)
    elif contract.trump is not None:
        if game is GameType.DICTATOR:
            _dictator_trump(point, b, contract, contract.trump)
        elif point.form is Form.KOTKAT:
            _trump_kotkat(point, b, contract, contract.trump)
        else:
            _trump_alkupelit(point, b, contract, contract.trump)
    return b.build(judgement=b.rule_choice)
