"""Exchanges: which cards to give, to whom, and in what order.

Handbook sections (each reason names its own):

* *Pääpelaajien korttien vaihdot* -- the alkupelit packet and what its order
  tells partner (suits ended or continuing, the ace signal, the misère hint);
* *Valttipeli* -- the lifter's packet for a trump game and the first trump
  bidder's three single cards afterwards;
* *Kuppi ja häntäkuppi valttipelinä* -- keeping trumps in both hands;
* *Grandi (peli ilman valttia)* -- the same for grand;
* *Maalattu misääri / Korttien vaihdot* -- the same for painted misère;
* *Sivupelaajien korttien vaihdot* (trump), *Sivupelaajien korttien vaihdot
  ja koputukset* (grand), *Maalattu misääri / Sivupelaajien korttien vaihdot*
  -- the defenders' one-card exchange;
* *Passimisääri / Korttien vaihdot* -- the passimisääri exchange;
* *KOTKAT / Valttipelin korttien vaihdot*, *KOTKAT / Misäärin korttien
  vaihdot*, *KOTKAT / Grandin korttien vaihdot* -- the top bidder's packet
  with its trump wish and partner's return;
* *Korttien ylianto* -- the bolshevik player's three cards.

What a giver may know: own cards (with the cards already put into the packet
being built, ``view.packet_so_far``), the cards given and received, the
auction, the shown middle cards, and who gets the next single card
(``Info.recipient``, public knowledge).  A :class:`DecisionPoint` holds only
what the giver knows (:class:`~trainer.info.Info`), so no other hand can be read.

How the advice is built.  The game a packet or a give prepares is read from
what the calls mean, as the bidding advice reads them
(:mod:`trainer.conventions.auction_meaning`; :func:`intended_game` names it
for the drill views): an invitation names the suit it asks for, the answer
to 3 grand its suit, an ace bid nothing (C50).  Each decision has a
*planner* that proposes whole plans -- four-card packets, or one card for
each recipient -- each with a rank (0 recommended, 1 acceptable) and its
reasons.  A packet's order comes from :func:`trainer.signals.decode`: of the
24 orders, those that tell the truth about which suits ended or continue in
the giver's hand, carry the planned ace signal (and no false one), the
misère hint exactly when the giver's remaining cards suit misère, and in
kotkat the planned trump wish (in a misère packet: the best misère suit,
C65b), are recommended.  A planned packet that no order can say truthfully
(a lone small card that could only lie on top, a false ace signal) has a
card replaced (C65a).  Because a packet is chosen one card at a time, the advice
for the next card is read off the recommended orders that start with the
cards already chosen; if the learner has left every plan, the plans are
completed around the cards already chosen.

Readings chosen where the handbook leaves room are marked DECISION.  Most
exchange advice is a judgement in the handbook's own words ("usually",
"often", "may"), and is flagged ``judgement=True`` with defensible
alternatives in ``acceptable``.

Named rules (issue 11, *Structure*; :mod:`trainer.conventions.rulebook`),
so far for the one-card gives only (``rulebook.PARTLY``): the defenders'
exchange is :data:`DEFENDERS` over :class:`_Def` (with the note set
:data:`RETURN_NOTES`), the passimisääri give :data:`PASSI` over
:class:`_Pass` (with the note set :data:`SHORTEST`); their advice names
the rule that decided it (``Advice.rules``).  The packets, the
lifter's partner's gives and the bolshevik's gives are not rules yet.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Final, Literal

from trainer.bids import Bid, Form, Pass, Strain
from trainer.cards import Card, Rank, Suit
from trainer.game import Action, Exchange, GameType, Phase
from trainer.marker import N_
from trainer.seats import Seat
from trainer.signals import AMBIGUOUS_NOTES, Reading, decode

from .auction_meaning import AuctionReading, ace_start, read_auction
from .context import AuctionContext, CallInfo
from .core import Advice, DecisionPoint, Reason
from .hand import SUITS, HandEval, _likely_in_suit
from .rulebook import Rule, RuleSet, Trail, rule
from .texts import NP_, register

__all__ = [
    "TEMPLATES",
    "GivesAdvice",
    "IntendedGame",
    "PacketAdvice",
    "advise",
    "advise_gives",
    "advise_packet",
    "intended_game",
    "intended_game_of",
]

TOPIC_PACKET: Final = "exchange_packet"
TOPIC_RETURN: Final = "exchange_return"
TOPIC_GIVE: Final = "exchange_give"
TOPIC_DEFENDERS: Final = "exchange_defenders"
TOPIC_PASSI: Final = "exchange_passimisaari"
TOPIC_BOLSHEVIK: Final = "exchange_bolshevik"

SEC_MAIN: Final = "Pääpelaajien korttien vaihdot"
SEC_TRUMP: Final = "Valttipeli"
SEC_CUP: Final = "Kuppi ja häntäkuppi valttipelinä"
SEC_GRAND: Final = "Grandi (peli ilman valttia)"
SEC_MISERE: Final = "Maalattu misääri / Korttien vaihdot"
SEC_DEF_TRUMP: Final = "Sivupelaajien korttien vaihdot"
SEC_DEF_GRAND: Final = "Sivupelaajien korttien vaihdot ja koputukset"
SEC_DEF_MISERE: Final = "Maalattu misääri / Sivupelaajien korttien vaihdot"
SEC_PASSI: Final = "Passimisääri / Korttien vaihdot"
SEC_K_TRUMP: Final = "KOTKAT / Valttipelin korttien vaihdot"
SEC_K_MISERE: Final = "KOTKAT / Misäärin korttien vaihdot"
SEC_K_GRAND: Final = "KOTKAT / Grandin korttien vaihdot"
SEC_BOLSHEVIK: Final = "Korttien ylianto"

SECTIONS: Final = frozenset(
    {
        SEC_MAIN,
        SEC_TRUMP,
        SEC_CUP,
        SEC_GRAND,
        SEC_MISERE,
        SEC_DEF_TRUMP,
        SEC_DEF_GRAND,
        SEC_DEF_MISERE,
        SEC_PASSI,
        SEC_K_TRUMP,
        SEC_K_MISERE,
        SEC_K_GRAND,
        SEC_BOLSHEVIK,
    }
)

TEMPLATES = register(
    {
        # --- the order of a packet (every form) ---
        "ex_order_ended": NP_(
            "The order tells partner that {suits} ended: you keep no card of it.",
            "The order tells partner that {suits} ended: you keep no card of them.",
            "n",
        ),
        "ex_order_continues": NP_(
            "The order tells partner that {suits} continues in your hand.",
            "The order tells partner that {suits} continue in your hand.",
            "n",
        ),
        "ex_order_ace_signal": N_(
            "The lone small {card} on top is an ace signal: it tells partner you hold the {suit} ace."
        ),
        "ex_order_ace_signal_known": N_(
            "The lone small {card} on top is an ace signal for your {suit} ace, which partner already knows of: "
            "it keeps the link between your hands."
        ),
        "ex_order_misere_hint": N_(
            "Your remaining cards would suit misère too, so {card}, the smallest {suit} of the packet, "
            "goes lowest as a misère hint."
        ),
        "ex_order_misere_played": N_(
            "You are preparing a misère, so {card}, the smallest {suit} of the packet, goes lowest: the card "
            "against the table tells partner that misère is on."
        ),
        "ex_order_no_misere_hint": N_(
            "Your cards do not suit misère, so the smallest {suit} of the packet must not lie lowest: "
            "partner would read a misère hint."
        ),
        "ex_order_no_misere_suit": N_(
            "The wish place of this order falls on {suit}, which holds high cards ({cards}), not good small "
            "ones: the order names no best misère suit here (the handbook makes that message optional), so "
            "partner should not read {suit} as one."
        ),
        "ex_order_wish": N_("The order asks for {suit} as trumps first (the trump wish)."),
        "ex_order_wish_second": N_("The order also names {suit} as the second wish."),
        "ex_order_misere_suit_weaker": N_(
            "The wish place of this order falls on {suit}, but your better small cards are in {best} (down to "
            "{card}), which this packet cannot name: the order names no best misère suit here, so partner "
            "should not read {suit} as one."
        ),
        "ex_order_misere_suit": N_(
            "The order names {suit} as your best misère suit: in a misère packet the place of the trump "
            "wish shows the suit where your small cards are good, so partner need not fear a bad card of it."
        ),
        "ex_no_false_ace_signal": N_(
            "With {card} in it the packet has no truthful order: it would either signal an ace you do not "
            "hold (a lone small card on top) or misstate which suits ended. Give {new} instead."
        ),
        "ex_pk_no_true_order": N_(
            "The packet {cards} has no truthful order: the suit that ended must lie at the bottom, so the lone "
            "small {card} would lie on top and signal an ace you do not hold."
        ),
        "ex_intent_unclear": N_(
            "The bidding does not settle which game you are aiming at, so several choices are defensible."
        ),
        # --- alkupelit lifter, trump ---
        "ex_trump_intended": N_("The bidding makes {suit} the intended trump."),
        "ex_give_all_trumps": N_(
            "Give partner all your trumps ({count} {suit}): the trumps belong together in the hand "
            "of the player who bid them first."
        ),
        "ex_four_highest_trumps": N_(
            "With {count} trumps, give the four highest {suit} in rising order; the order shows "
            "that you still hold more."
        ),
        "ex_three_trumps_and_ace": N_(
            "You may also give three trumps and an ace signal, keeping one {suit} yourself."
        ),
        "ex_ace_signal_unbid": N_(
            "Add a small {suit} as an ace signal; of your aces, signal one you have not bid yet."
        ),
        "ex_ace_signal_bid": N_("Add a small {suit} as an ace signal for your {suit} ace."),
        "ex_ace_signal_known": N_(
            "Partner already knows of your {suits} ace from the bidding, so the packet may build partner's "
            "shown honours instead of signalling it."
        ),
        "ex_ace_known_middle": NP_(
            "Partner already knows of your {suits} ace: it was bid, or shown to everyone in the middle cards. "
            "A signal would tell nothing new, so the packet may carry other cards instead.",
            "Partner already knows of your {suits} aces: each was bid, or shown to everyone in the middle "
            "cards. A signal would tell nothing new, so the packet may carry other cards instead.",
            "n",
        ),
        "ex_pk_equal_touching": N_(
            "{card} and {other} are equals here: touching cards in your hand do the same job."
        ),
        "ex_pk_equal_rank": N_(
            "{card} does the job of {other}: a card of the same rank from another suit you keep fills the "
            "packet as well."
        ),
        "ex_pk_equal_kept_lone": N_(
            "{card} and {other} do the same job here: either way one lone {suit} card no higher than a ten "
            "stays in your hand (yours keeps {other}), and it is no link to an ace; the handbook ranks no "
            "kotkat filler above another."
        ),
        "ex_pk_equal_kept_single": N_(
            "{card} and {other} do the same job here: either way one small {suit} card stays in your hand, "
            "yours keeps {other}, and it is no link to an ace."
        ),
        "ex_pk_cup_low_trump": N_(
            "In a cup packet the trumps beside the void are your higher ones, and the lower ones stay with "
            "you to ruff with, as in the handbook's cup example: give {other}, not the lower {card}."
        ),
        "ex_pk_side_ace_not_lower": N_(
            "The handbook's packet gives partner {other}, your side ace, as a catching card and keeps a small "
            "{suit} to reach it; {card} in its place catches nothing."
        ),
        "ex_pk_filler_lower": N_(
            "{card} only fills the packet, and a filler goes highest first: the handbook's packet gives "
            "{other}, your higher {suit}, in its place."
        ),
        "ex_pk_equal_short": N_(
            "Your {suit} is as short as your {other}: giving its cards ({cards}) does the same job."
        ),
        "ex_honour_partner_suit": N_(
            "Give {card}, your highest honour in {suit}, a suit where partner has shown honours."
        ),
        "ex_side_suit_honours": N_(
            "Partner named {suit} in the second round as a side suit, so besides the trumps you may give your "
            "highest honours of it ({cards})."
        ),
        "ex_pk_only_with": N_(
            "{card} belongs in the handbook's packets here only together with {cards}, which yours leaves out."
        ),
        "ex_pk_holder_trump": N_("{card} is a trump: you bid {suit} yourself, so the trumps stay with you."),
        "ex_pk_holder_stray": N_(
            "{card} is not from your short suits: you bid the trump yourself, so partner gets the cards of "
            "your short suit and you keep the trumps."
        ),
        "ex_pk_low_trump": N_(
            "{card} is one of your lower trumps: with five or more trumps the packet gives the four highest, "
            "in rising order."
        ),
        "ex_pk_gives_ace": N_(
            "Giving the {card} itself takes your sure catching card away: the handbook signals an ace with a small "
            "{suit} on top and keeps the ace."
        ),
        "ex_pk_signal_not_trump": N_(
            "{card} would be a true ace signal (you keep the {suit} ace), but with {count} trumps the packet "
            "gives the four highest trumps, or plans a cup game: an ace signal does not take a trump's place."
        ),
        "ex_pk_trump_filler": N_(
            "{card} is neither a trump, an ace signal nor an honour of a suit partner bid: the lifter gives "
            "those first, and other cards only to fill a packet still short of cards, the highest first."
        ),
        "ex_pk_partner_honour_late": N_(
            "{card} is an honour of {suit}, a suit partner bid, but such an honour only fills a packet that "
            "the trumps and an ace signal leave short: with {count} trumps, the trumps come first."
        ),
        "ex_pk_partner_honour_not_top": N_(
            "{card} is not your highest {suit}: of a suit partner bid, the packet may give the highest "
            "honour, {top}."
        ),
        "ex_touching_honours_small": N_(
            "Holding the top honours in {suit}, you can spare small {suit} cards when nothing better is left."
        ),
        "ex_fill_highest_honour": N_(
            "Fill the packet with {card}, your highest card outside the trumps: the lifter gives the trump "
            "hand high honours."
        ),
        "ex_lifter_no_trump": N_(
            "You hold no {suit}, the intended trump, so there is no trump to give: the packet gives partner "
            "your highest honours instead (a void of yours would ruff nothing)."
        ),
        "ex_pk_equal_card": N_("{card} and {other} are touching cards of equal value: either may be given."),
        "ex_pk_voids_nothing": N_(
            "Your packet gives no suit whole, so none of your suits ends in your hand, while every packet the "
            "handbook advises here gives all the cards of a suit ({suits})."
        ),
        "ex_pk_no_trump_plan": N_(
            "With {count} trumps the handbook gives the four highest {suit}, or voids a short side suit and gives "
            "trumps beside it for a cup game; your packet does neither."
        ),
        "ex_pk_equal_filler": N_(
            "{card} does the same job as {other}: both are too high to read as an ace signal, and you keep as "
            "many cards of either suit, so either may fill the packet."
        ),
        "ex_keep_link": N_(
            "Keep at least one {suit}: partner has shown the ace there, and a card of the suit "
            "is your link to it."
        ),
        "ex_keep_link_king": N_(
            "Keep at least one {suit}: partner has shown the king there, and a card of the suit "
            "is your link to it."
        ),
        "ex_cup_plan": N_(
            "With this many trumps you may keep some and void {suit} instead, so that both of you "
            "can ruff (a cup game)."
        ),
        "ex_tail_cup": N_(
            "Void {side}, partner's side suit, and keep a couple of {trump}: you can ruff partner's "
            "small {side} cards until the rest of the suit is good (a tail-cup)."
        ),
        "ex_tail_cup_low_trump": N_(
            "In a tail-cup, voiding {side}, give your higher trumps ({cards}) and keep the lowest to ruff with, "
            "as the handbook's example does: {card} is one of your lowest."
        ),
        "ex_tail_cup_costs": N_(
            "Giving all your trumps is the usual packet, but here that packet gives up the ruffs in {side}; "
            "the handbook's tail-cup example loses a trick that way."
        ),
        "ex_holder_lifts": N_(
            "You bid {suit} yourself, so keep your trumps and give partner the cards of your short suit."
        ),
        "ex_holder_no_void": N_(
            "You bid {suit} yourself, so keep your trumps and give partner side cards of your shortest suits; "
            "here no short suit can be voided."
        ),
        # --- alkupelit, the first trump bidder's single cards ---
        "ex_void_suit_to_partner": N_(
            "Void {suit}: give its highest card, {card}, to partner and the rest to the opponents."
        ),
        "ex_cup_void": N_(
            "Partner kept trumps and voided {ended}: play a cup game and void {suit} yourself, "
            "with its highest card, {card}, to partner."
        ),
        "ex_tail_cup_void": N_(
            "Partner kept a few trumps and voided {ended}, your side suit: a tail-cup, where partner ruffs "
            "your small {ended} cards until the rest of the suit is good. Void {suit} yourself, with its "
            "highest card, {card}, to partner."
        ),
        "ex_cup_no_trumps": N_(
            "Partner gave you no trumps, so both hands keep some: play a cup game and void {suit}, "
            "with its highest card, {card}, to partner."
        ),
        "ex_no_side_void": N_(
            "No side suit can be voided usefully here, so give partner {card}, the highest card of your "
            "shortest suit {suit}, and the opponents small side cards."
        ),
        "ex_void_to_left": N_(
            "When only one opponent gets a card of your void suit, give it ({card}) to the opponent "
            "on your left, who would otherwise play after your ruff and could overruff."
        ),
        "ex_opp_suit_to_other": N_(
            "An opponent bid {suit}: give {card} to the other opponent, so that they cannot run out "
            "of the suit and ruff it."
        ),
        "ex_void_card_to_right": N_(
            "{card} goes to the opponent on your right ({seat}): when only one opponent gets a card of the "
            "suit you void, the handbook gives it to the opponent on your left, who plays after your ruff "
            "and could otherwise overruff."
        ),
        "ex_opp_suit_to_bidder": N_(
            "{seat} bid {suit}: give {card} to the other opponent instead, so that {seat} cannot run out of "
            "the suit and ruff it."
        ),
        "ex_alt_trump_plan": N_(
            "This plan is for the other trump the bidding allows, {suit}: if {suit} is the trump, the reasons "
            "below hold."
        ),
        "ex_filler_to_opponent": N_(
            "Give the opponents a small side card that would lose anyway, such as {card}."
        ),
        "ex_small_trump_finesse": N_(
            "You lack the {missing} of trumps: give partner a small trump ({card}) so that partner "
            "can lead trumps and you can finesse."
        ),
        "ex_entry_ace": N_("Giving partner the {card} gives partner a sure catching card."),
        "ex_no_trump_to_opponents": N_("Do not give trumps to the opponents."),
        "ex_not_partner_void": N_(
            "Partner showed that {suit} ended in their hand: a {suit} card would spoil partner's ruffs."
        ),
        "ex_keep_link_receiver": N_(
            "Do not void {suit}: partner has the ace there, and you need a card of the suit to reach it."
        ),
        "ex_keep_link_receiver_king": N_(
            "Do not void {suit}: partner has shown the king there, and you need a card of the suit to reach it."
        ),
        "ex_keep_link_middle": N_(
            "Do not void {suit}: partner lifted the {card} with the middle cards, and you need a card of "
            "the suit to reach it."
        ),
        # --- grand ---
        "ex_grand_long_suit": N_(
            "For grand, give partner all your cards in partner's long suit {suit} ({count}), so that "
            "the whole suit can run in one hand."
        ),
        "ex_grand_four_highest": N_(
            "Give the four highest cards of partner's long suit {suit}, in rising order: you hold more."
        ),
        "ex_grand_short_high": N_("Add {card}, the highest card of your short suit {suit}."),
        "ex_grand_no_long_suit": N_(
            "Partner has shown no long suit, so give the high cards of your short suits."
        ),
        "ex_grand_receiver_short": N_("Give partner {card}, the highest card of your shortest suit {suit}."),
        "ex_grand_weak_to_opponents": N_("Give the opponents your weakest cards, such as {card}."),
        "ex_keep_entries": N_("Keep your aces: they are the cards that take you from one hand to the other."),
        # --- painted misère, the main pair ---
        "ex_misere_void_two": N_(
            "Void {first} and {second} by giving partner their cards: you can then throw away dangerous "
            "cards when the suits are led."
        ),
        "ex_misere_void_fill": N_(
            "Void {suit}, your shortest suit, and add the smallest (and perhaps the highest) {second}."
        ),
        "ex_misere_void_four": N_(
            "Void {suit}: its four cards fill the packet, and whenever {suit} is led you can throw away "
            "a dangerous card."
        ),
        "ex_misere_void_add": N_("Void {suit} and add the smallest (and perhaps the highest) {second}."),
        "ex_misere_void_only": N_("Void {suit} by giving partner all its cards."),
        "ex_misere_small_to_partner": N_(
            "Give partner {card}, the smallest card of your shortest suit {suit}."
        ),
        "ex_misere_worst_to_opponents": N_(
            "Give the opponents your highest or most dangerous cards, such as {card}."
        ),
        "ex_misere_split_high": N_(
            "{suit} has only high cards: give the highest to the opponents and one to partner ({card}), "
            "so that your bad cards fall in the same trick."
        ),
        "ex_misere_keep_two": N_(
            "Keep the {card}: a two is the best misère card and belongs with the player who is longer in the suit."
        ),
        "ex_misere_keep_long_two": N_(
            "Keep {card}: {suit} stays long in your hand, and a two belongs with the player who is longer in "
            "the suit; a suit without its two must not grow long in either hand."
        ),
        "ex_misere_gives_long_two": N_(
            "{card} is the two of {suit}, a suit you keep long: given away, it leaves your long suit without "
            "its two and makes partner's {suit} longer."
        ),
        "ex_misere_void_no_two": N_(
            "Voiding {suit} hands partner {cards} without the {suit} two: a suit missing its two should not "
            "grow long in either hand, so it is generally no void suit in a misère."
        ),
        "ex_misere_share_high": N_(
            "As the last card, give a high card of a suit you keep, such as {card}: high cards left in a suit "
            "can be shared between the two of you."
        ),
        "ex_misere_pk_no_void": N_(
            "{card} helps void none of your short suits: the misère packet voids one or two of them and fills "
            "with small cards of the next shortest suit, or with high cards the two of you can share."
        ),
        "ex_misere_intended": N_("The lifting bid was misère, so the exchange prepares a misère."),
        # --- defenders' one-card exchange ---
        "ex_def_trump_higher": N_("With one or two trumps, give partner the higher one, {card}."),
        "ex_def_trump_keep_king": N_(
            "Your guarded trump king sits after the declarer: keeping it may be worth a trick, "
            "so you may give another card."
        ),
        "ex_def_short_high": N_("Give partner {card}, the highest card of your short suit {suit}."),
        "ex_def_side_suit": N_(
            "A card of the main pair's side suit {suit}, such as {card}, can strengthen partner there."
        ),
        "ex_def_return_short": N_(
            "Partner gave you a trump, so give back {card}, the highest card of your short suit {suit}."
        ),
        "ex_def_return_trump": N_(
            "Partner gave no trump, so partner probably holds several: give your highest trump, {card}."
        ),
        "ex_def_singleton": N_("Giving your singleton {card} lets you ruff the first round of {suit}."),
        "ex_def_return_same_suit": N_(
            "{card} would hand partner back a card of {suit}, the suit partner has just shortened by giving "
            "you a card of it."
        ),
        "ex_def_grand_short": N_(
            "In grand, give partner {card}, the highest card of your shortest suit {suit}, hoping the suit "
            "grows long in partner's hand."
        ),
        "ex_def_grand_bid_suit": N_(
            "A card of a suit the main pair bid, such as {card}, can build partner's holding in it."
        ),
        "ex_def_misere_small": N_(
            "Against misère, give partner {card}, the smallest card of your shortest suit {suit}."
        ),
        "ex_def_misere_void_middle": N_(
            "With a natural void, give a middle card of a three- or four-card suit, such as {card}, and "
            "play a smaller {suit} on its first round so that partner can tell."
        ),
        # --- passimisääri ---
        "ex_pass_lowest_short": N_("Give partner {card}, the lowest card of your shortest suit {suit}."),
        "ex_pass_ace_best": N_(
            "The ace of a short suit is given away: give the {card} rather than have to take a trick "
            "with it later when {suit} is played."
        ),
        "ex_pass_ace_small": N_(
            "Your short {suit} is the ace and the {card}: give the small card, all the more so when "
            "you have an ace in another short suit."
        ),
        "ex_pass_ace_anyway": N_("Giving the ace of a short suit, {card}, is also possible."),
        "ex_pass_two_doubletons": N_("With two doubletons, give the smaller of their small cards, {card}."),
        "ex_pass_king_entry": N_(
            "Giving {card} leaves your {suit} king alone: a sure way in to help partner later."
        ),
        "ex_pass_natural_void": N_(
            "You have a natural void: give a fairly big card such as {card}, and on the first round "
            "of {suit} play a smaller one, so that partner sees the void."
        ),
        "ex_pass_return_small_void": N_(
            "Partner's small {card} came in your void suit: giving it straight back is fine."
        ),
        "ex_pass_not_same_suit": N_(
            "Partner's card came in {suit}, your own shortest suit: give another suit, since giving "
            "{suit} back loses information."
        ),
        "ex_pass_ace_short": N_("An ace in a short suit, {card}, is better given away than taken later."),
        # --- kotkat: the top bidder's packet ---
        "ex_kotkat_void": N_("Give away {suits} to void your short or weak suits."),
        "ex_kotkat_one_suit_true": N_(
            "No packet that voids a shorter suit can be stacked truthfully here, so give all four {suit}: "
            "a one-suit packet says what ended and your trump wish without a false ace signal."
        ),
        "ex_kotkat_side_ace": N_(
            "Give partner the {card} as a catching card and keep a small {suit} to reach it."
        ),
        "ex_kotkat_two_two": N_(
            "A 2 + 2 packet also works: give the {card} with the {other} and keep a small {suit} to reach it."
        ),
        "ex_kotkat_one_three": N_(
            "A 1 + 3 packet also works: give the {card} with {cards} and keep a small {suit} to reach it."
        ),
        "ex_kotkat_link_any": N_(
            "You may give {cards} with the {card} as well as {other}: the handbook asks only that a small "
            "{suit} stays with you as the link to the ace, not which cards go with it."
        ),
        "ex_kotkat_ace_no_link": N_(
            "Giving the {card} with all your {suit} leaves you no {suit} to reach it: the handbook gives a side "
            "ace keeping a small card of its suit as the link, and voids your shortest or weakest suit ({short})."
        ),
        "ex_kotkat_gives_link": N_(
            "Giving {card} with the {ace} leaves you only {kept} of the suit: the handbook keeps a small card of "
            "the ace's suit as your link to it."
        ),
        "ex_kotkat_keeps_wish": N_(
            "{card} is a card of {suit}, the suit your packet asks partner for as trumps: it stays with you."
        ),
        "ex_kotkat_wish_equal": N_(
            "{suit} is about as good a trump as {other}: the packet may ask partner for either as trumps."
        ),
        "ex_kotkat_keeps_best": N_(
            "{card} is a card of {suit}, your best suit and the trump to wish for: it stays with you."
        ),
        "ex_kotkat_pk_no_use": N_(
            "{card} voids none of your short or weak suits and is no side ace given as a catching card: the top "
            "bidder's packet is made of those."
        ),
        "ex_kotkat_wish": N_("Your best suit is {suit}: the packet asks partner for it as trumps."),
        "ex_mis_smaller_card": N_(
            "{card} is higher than {other}: for misère, the packet gives partner the smallest {suit} (and "
            "perhaps the highest), so give {other} and keep {card} yourself."
        ),
        "ex_kotkat_weakest": N_(
            "{suit} is clearly your weakest suit, with no ace, king, queen or jack: the handbook lets you void "
            "your shortest or your weakest suit, and a side ace goes with it only where it can."
        ),
        # --- kotkat: partner's return ---
        "ex_ret_wished_suit": N_("Give back all your {suit} ({count}), the suit partner wished for first."),
        "ex_ret_wished_four": N_("Give back your four highest {suit}, the suit partner wished for first."),
        "ex_ret_side_high": N_("Add the highest cards of partner's side suit {suit}, such as {card}."),
        "ex_ret_ace_signal": N_(
            "Rather than the {suit} ace itself, put a small {suit} ({card}) on top as an ace signal: "
            "the ace stays with you as a catching card."
        ),
        "ex_ret_keep_ace": N_(
            "Keep the ace and give an ace signal instead: in the handbook's example returning the ace "
            "costs a trick."
        ),
        "ex_ret_side_instead": N_(
            "With only small cards in the wished suit but good {suit}, you may give the {suit} instead."
        ),
        "ex_ret_no_wish": N_(
            "The packet names no suit you can return, so give your best cards in partner's suits."
        ),
        "ex_ret_misere_void": N_("For misère, void {suit}, a short or weak suit partner did not give you."),
        "ex_ret_misere_weak": N_("{suit} is weak: add its highest cards."),
        "ex_ret_misere_good": N_("{suit} is good: add its lowest and highest cards."),
        "ex_ret_no_tiny_singleton": N_(
            "Do not leave {card} alone in its suit: a lone small card, a two above all, is worth more "
            "in partner's hand."
        ),
        "ex_ret_cup": N_("With many {suit} you may keep some and void a short suit for a cup game."),
        # --- bolsevikit ---
        "ex_bol_void_short_low": N_(
            "Void {suit}: no short suit of yours holds a high card to shed, so this is the void your gives "
            "can make; whenever {suit} is led you can throw away a dangerous card, or ruff in a dictator."
        ),
        "ex_bol_void_bad": N_(
            "Void {suit}, your weak suit: its cards leave your hand now, and whenever {suit} is led you "
            "can throw away a dangerous card of another suit."
        ),
        "ex_bol_void_spare": N_(
            "Void {suit}: whenever {suit} is led you can throw away a dangerous card of another suit."
        ),
        "ex_bol_ace_short": N_("Give away {card}: an ace in a short suit is a danger in misère."),
        "ex_bol_worst": N_("Give away {card}, one of your most dangerous cards."),
        "ex_bol_high_card": N_(
            "Give away {card}: a high card is the one made to win a trick once the smaller cards of its suit "
            "are gone, so the bolshevik sheds high cards."
        ),
        "ex_bol_keeps_forceable": N_(
            "Giving {card} keeps {high}, which the defenders can force to take a trick, while {card} never "
            "could: the bolshevik gets rid of a short suit's high cards."
        ),
        "ex_bol_keeps_likely": N_(
            "These gives keep {cards}, which the defenders can force to take tricks, where other gives leave "
            "clearly fewer such cards: the bolshevik sheds a short suit's high cards rather than voiding a "
            "harmless suit."
        ),
        "ex_bol_keeps_short_forceable": N_(
            "Giving {card} breaks up the short suit {suit} but keeps {high}, which the defenders can force to "
            "take a trick: the bolshevik voids a short suit or gets rid of its high cards."
        ),
        "ex_bol_spare_gift": N_(
            "{card} is a spare gift: it is no danger to you, and the point of this choice lies in its other cards."
        ),
        "ex_bol_keeps_short_high": N_(
            "Giving {card} keeps {high} in the short suit {suit}: the bolshevik gets rid of a short suit's high "
            "cards, and {high} with fewer small cards beside it is more likely to take a trick."
        ),
        "ex_bol_low_right": N_(
            "The lowest card you give away, {card}, goes to the niskamies on your right, who leads first."
        ),
        "ex_bol_high_left": N_("The highest card you give away, {card}, goes to the defender on your left."),
        "ex_bol_suit_low_right": N_(
            "Of the {suit} cards you throw away, the lowest, {card}, goes to the niskamies on your right, "
            "who leads first."
        ),
        "ex_bol_suit_high_left": N_(
            "Of the {suit} cards you throw away, the highest, {card}, goes to the defender on your left."
        ),
        "ex_bol_keep_two": N_(
            "Keep {card}: a long suit without its two is a great danger to the bolshevik, who may have to "
            "take its last tricks."
        ),
        "ex_bol_keep_short_two": N_(
            "Keep {card}: {suit} holds its two and no ace, king or queen, so it is no weak suit to void; "
            "the bolshevik gets rid of a short suit's high cards ({cards}) instead."
        ),
        "ex_bol_keep_short_two_plain": N_(
            "Keep {card}: {suit} holds its two and no ace, king or queen, so it is no weak suit to void, "
            "and the two is its safest card in misère."
        ),
        # --- a reason of its own for a card not advised (issue 11) ---
        "ex_not_short_suit": N_(
            "{suit} is not your shortest suit: the handbook's give here comes from the shortest ({short})."
        ),
        "ex_def_side_small": N_(
            "{card} is too small to strengthen partner's cards in {suit}: from the main pair's second-round "
            "suit the handbook gives a high card, such as {top}."
        ),
        "ex_def_not_short_or_side": N_(
            "{suit} is neither your shortest suit ({short}) nor the main pair's second-round suit ({side}): "
            "the handbook gives the highest card of a short suit, or a high card of that second-round suit."
        ),
        "ex_trump_partner_no_void": N_(
            "Giving partner {card} voids no suit ({suit} is too long): the handbook gives partner the highest "
            "card of a suit you void, the rest of that suit going to the opponents, or an ace, a sure trick."
        ),
        "ex_give_trump_for_ruffs": N_(
            "Keep {card}: your trumps are for ruffing, so the handbook gives partner a side card, not a trump."
        ),
        "ex_trump_top_kept_bare": N_(
            "You give away the other {suit} cards but keep {card} alone: the handbook voids {suit} and "
            "gives its highest card, {card}, to partner."
        ),
        "ex_not_highest_of_suit": N_(
            "{card} is not the highest card of {suit}: the handbook gives the highest, {top}."
        ),
        "ex_not_lowest_of_suit": N_(
            "{card} is not the smallest card of {suit}: the handbook gives the smallest, {low}."
        ),
        "ex_pass_keeps_ace": N_(
            "Giving {card} leaves the {ace} in your short suit: it will often have to take a trick "
            "when {suit} is played, so the handbook gives the ace."
        ),
        "ex_pass_void_big_only": N_(
            "{card} cannot show your natural void: that takes a fairly big card of a suit where you keep "
            "a smaller one to play on its first round."
        ),
        "ex_def_void_middle_only": N_(
            "{card} cannot show your natural void: that takes a middle card of a three- or four-card suit, "
            "with a smaller one of the suit played on its first round."
        ),
        "ex_def_keep_trumps_short": N_(
            "{card} is a trump: here the handbook's give is a side card, the highest of your short suit."
        ),
        "ex_def_give_trump": N_("{card} is a side card: here the handbook's give is a trump, {top}."),
        "ex_give_keep_trumps": N_(
            "Keep {card}: the trumps belong together in one hand, here yours; only a small trump for a "
            "finesse goes to partner."
        ),
        "ex_give_high_to_opponent": N_(
            "{card} is a high card that could take a trick for your side: the opponents get small cards "
            "that would lose anyway."
        ),
        "ex_give_for_partner": N_(
            "The handbook's plans give {card} to partner: it is a card your side can use, not one for the "
            "opponents."
        ),
        "ex_give_for_opponents": N_(
            "The handbook's plans give {card} to an opponent: partner gets the card that helps your side, "
            "the opponents the cards you can spare."
        ),
        "ex_give_other_opponent": N_("The handbook's plans give {card} to the other opponent."),
        "ex_misere_for_opponents": N_(
            "{card} is one of your most dangerous misère cards: it goes to an opponent, not to partner."
        ),
        "ex_misere_keep_small": N_(
            "{card} is a safe small card in misère: the opponents get your highest or most dangerous cards."
        ),
        "ex_give_rest_of_void": N_(
            "{card} leaves your void unfinished: the suit whose highest card partner gets must go "
            "completely, so its other cards, such as {low}, go to the opponents."
        ),
        "ex_misere_not_worst": N_(
            "{card} is less dangerous than {worst}: the opponents get your highest or most dangerous cards."
        ),
        "ex_bol_low_goes_right": N_(
            "In the handbook's plans {card} goes to the niskamies on your right: they lead first, so they get "
            "the lowest of the bad cards thrown away."
        ),
        "ex_bol_high_goes_left": N_(
            "In the handbook's plans {card} goes to the defender on your left, who gets the highest of the "
            "bad cards thrown away."
        ),
        "ex_bol_mid_goes_partner": N_(
            "In the handbook's plans {card} goes to the player opposite: the lowest of the bad cards thrown "
            "away goes to the niskamies on your right, the highest to the defender on your left."
        ),
        "ex_bol_safe_card": N_(
            "{card} is a safe low card for the bolshevik: with the smaller cards of its suit it will seldom "
            "take a trick, so it is not one of the bad cards to get rid of."
        ),
        "ex_bol_harmless_suit": N_(
            "{suit} holds no high card, nothing the defenders can force to take a trick, so giving {card} "
            "away does little: shed a short suit's high cards instead."
        ),
        "ex_bol_shed_higher": N_(
            "The handbook's plans give this player {top}: of your {suit} cards the higher, {top}, is the likelier to "
            "be forced to take a trick, so it is the one thrown away, and the small {card} stays in your hand."
        ),
        "ex_bol_no_aim": N_(
            "Giving {card} serves neither aim of the bolshevik's gives: {suit} cannot be voided with the gives "
            "left, and {card} is no ace from a short suit."
        ),
        "ex_give_no_plan": N_(
            "{card} is not one of the handbook's gives here: no plan it supports gives this card to this player."
        ),
    }
)


# --- public types --------------------------------------------------------------------------------------

Order = tuple[Card, ...]


# Reasons that name a card the packet gives ({card}), "short suit" reasons, and the reasons naming the trump
# (PacketAdvice.true_of, .equal_packet).
_GIVEN_CARD_KEYS: Final = frozenset(
    {
        "ex_grand_short_high",
        "ex_honour_partner_suit",
        "ex_fill_highest_honour",
        "ex_grand_receiver_short",
        "ex_def_short_high",
        "ex_pk_equal_card",
        "ex_pk_equal_filler",
    }
)
_FILLER_KEYS: Final = ("ex_fill_highest_honour", "ex_pk_equal_filler")
_SHORT_SUIT_KEYS: Final = frozenset({"ex_grand_short_high", "ex_grand_receiver_short", "ex_def_short_high"})
_TRUMP_KEYS: Final = frozenset(
    {"ex_trump_intended", "ex_give_all_trumps", "ex_kotkat_wish", "ex_holder_lifts"}
)


@dataclass(frozen=True)
class PacketAdvice:
    """Advice for a whole four-card packet: orders are written top card first.

    ``why`` holds the reasons of each recommended or acceptable card set (:meth:`reasons_for`), so that
    an acceptable packet is told the rule it follows, not the recommended one's.
    ``wish`` says what the kotkat wish read from the recommended orders means: ``"trump"`` (the trump
    wish and the second wish, planned), ``"misere"`` (only the first wish is planned: it names the best
    misère suit, table under *KOTKAT / Misäärin korttien vaihdot*), or None (the packet plans no wish:
    alkupelit, and the kotkat return, whose wish reading is a by-product of the order).
    """

    topic: str
    recommended: tuple[Order, ...]
    acceptable: tuple[Order, ...]
    reasons: tuple[Reason, ...]
    worse: Mapping[Card, tuple[Reason, ...]] = field(default_factory=dict)
    judgement: bool = False
    wish: Literal["trump", "misere"] | None = None
    why: Mapping[frozenset[Card], tuple[Reason, ...]] = field(default_factory=dict)
    hand: frozenset[Card] = frozenset()  # the giver's cards, the packet's included (for :meth:`faults`)
    form: Form | None = None
    links: Mapping[Suit, Reason] = field(default_factory=dict)  # a suit not to void, and why (:meth:`faults`)
    # every card each advised set gives only as a filler (``why`` keeps one reason per key, so it names one
    # filler; C65q, review round 10 gen.packet_choose.alkupelit.10501)
    fillers: Mapping[frozenset[Card], frozenset[Card]] = field(default_factory=dict)
    # the named rules that gave the advice (``rulebook``; issue 11, *Structure*): the rule that proposed the
    # first recommended packet first, then the rule that chose the planner and the notes that added plans
    rules: tuple[str, ...] = ()
    plan_rules: Mapping[frozenset[Card], str] = field(default_factory=dict)  # the rule of each advised set

    @property
    def rule(self) -> str | None:
        """The id of the rule that proposed the recommended packet, or None."""
        return self.rules[0] if self.rules else None

    def rule_for(self, cards: frozenset[Card]) -> str | None:
        """The rule that proposed the advised set ``cards`` (a recommended or acceptable one), else
        :attr:`rule`."""
        return self.plan_rules.get(cards) or self.rule

    def reasons_for(self, cards: frozenset[Card]) -> tuple[Reason, ...]:
        """The reasons of the plan that gives exactly ``cards`` (a recommended or acceptable set, its own
        rule and its best order's message), else the advice's reasons; only those true of ``cards``
        (:meth:`true_of`)."""
        return tuple(r for r in self.why.get(cards, self.reasons) if self.true_of(r, cards))

    def true_of(self, r: Reason, cards: frozenset[Card]) -> bool:
        """Is the plan's reason ``r`` true of the packet ``cards`` the learner gives?

        Review round 7, pattern 3: reasons built from the planner's plan were shown for a packet they do not
        describe.  A reason naming a card the packet gives (``card``) needs that card in it; the repair
        reason ("with {card} in it the packet has no truthful order") needs {card} in it; a "short suit"
        must not be the giver's longest (gen.packet_choose.alkupelit.9806: ♣QJ108 of ♣QJ1084); a wish
        ("the packet asks partner for {suit}") must be one some truthful order of THESE cards says
        (gen.packet_choose.kotkat.9803); an ace-signal reason needs a truthful order signalling that ace.
        """
        if not self.hand or self.form is None:
            return True
        named = {str(c): c for c in self.hand}
        card = named.get(str(r.params.get("card", "")))
        if r.key in _GIVEN_CARD_KEYS and card is not None and card not in cards:
            return False
        if r.key in ("ex_no_false_ace_signal", "ex_pk_no_true_order"):
            return card is not None and card in cards
        suit = next((x for x in SUITS if x.symbol == r.params.get("suit")), None)
        if r.key in _SHORT_SUIT_KEYS and suit is not None:
            longest = max(sum(1 for c in self.hand if c.suit is x) for x in SUITS)
            return sum(1 for c in self.hand if c.suit is suit) < longest
        if r.key == "ex_grand_no_long_suit":  # "give the high cards of your short suits"
            longest = max(sum(1 for c in self.hand if c.suit is x) for x in SUITS)
            return all(sum(1 for x in self.hand if x.suit is c.suit) < longest for c in cards)
        if r.key in ("ex_kotkat_wish", "ex_kotkat_keeps_wish", "ex_order_wish") and suit is not None:
            # false where the packet truthfully asks for another suit; a packet that can say no wish (no
            # truthful order, or none with a wish) is told the plan's wish
            wishes = {x.wishes[0] for x in _true_readings(cards, self.hand - cards, self.form) if x.wishes}
            return not wishes or suit in wishes
        if r.key == "ex_order_no_misere_suit" and suit is not None:  # the wish place falls on it (C65s)
            return suit in {
                x.wishes[0] for x in _true_readings(cards, self.hand - cards, self.form) if x.wishes
            }
        if r.key in ("ex_ace_signal_unbid", "ex_ace_signal_bid") and suit is not None:
            readings = _true_readings(cards, self.hand - cards, self.form)
            return any(x.ace_signal is suit for x in readings)
        return True

    def equal_packet(self, cards: frozenset[Card]) -> tuple[frozenset[Card], tuple[Reason, ...]] | None:
        """An advised packet that ``cards`` equals card for card, and why (review round 7, pattern 1).

        The one equivalence step of the grading: ``cards`` differ from a recommended or acceptable set only
        by cards that do the same job --

        * a touching card of the same suit (every rank between them in the giver's hand: *Valttipeli*,
          a sequence is one card in play; gen.packet_choose.alkupelit.9803 ♥K for ♥A);
        * a card of ten or more (no ace) of the same rank from another suit, neither suit the trump, voided,
          or holding the giver's ace (*Pääpelaajien korttien vaihdot*: a high filler names no suit;
          alkupelit.9805 ♥10 for ♣10);
        * where the plan gives "the cards of your short suit" (``ex_holder_lifts``, ``ex_grand_no_long_suit``):
          the same number of highest cards of another suit exactly as long (alkupelit.9807 ♦QJ for ♠J7).

        It never accepts a real difference: no two moves (a misère card) unless the advised packet says
        misère is off, the packet must have a truthful
        order, the same suits must end (a short suit for an equally short one), and some truthful order must
        say the advised packet's ace signal, misère answer and first wish.  DECISION C65i.
        """
        if not self.hand or self.form is None:
            return None
        sets = [frozenset(o) for o in (*self.recommended, *self.acceptable)]
        keeps = self.hand - cards
        readings = _true_readings(cards, keeps, self.form)
        if not readings:
            return None
        for s in dict.fromkeys(sets):
            extra, missing = sorted(cards - s), sorted(s - cards)
            if not extra or len(extra) != len(missing) or len(extra) > 3:
                continue
            if any(r.key in _EQUAL_KEYS for r in self.why.get(s, ())):
                # an advised set that is itself an equal of a plan (``ex_pk_equal_card``) is no step to chain
                # from: each equivalence is measured from a plan's own packet (review round 10b,
                # gen.packet_choose.alkupelit.13003: ♠3 for ♠4, then ♣Q10 for ♠Q10, made ♠3 ♣10 ♣Q ♥A).  C65s.
                continue
            order = next(o for o in (*self.recommended, *self.acceptable) if frozenset(o) == s)
            want = decode(tuple(order), self.form)
            # A two is a misère card (*Maalattu misääri / Korttien vaihdot*): it moves only where the advised
            # packet says misère is off, where it is just a small card (review round 8, alkupelit.10001:
            # ♣KQ82 as good as ♣KQ83 in a trump packet).
            if want.misere_ok is not False and any(c.rank is Rank.TWO for c in (*extra, *missing)):
                continue
            why = self._pairs(s, extra, missing, misere_off=want.misere_ok is False)
            if why is None:
                continue
            # A packet that cannot say misère at all (four suits: no misère signal) says no false misère
            # either: where the advised packet's order only avoids a false hint (misère off), silence is
            # the same answer (review round 10b, gen.packet_choose.alkupelit.13007: ♦A ♠6 ♣Q ♥J beside
            # ♦A ♠6 ♣Q ♣J).  DECISION C65s.
            if not any(
                r.ace_signal is want.ace_signal
                and (r.misere_ok == want.misere_ok or (want.misere_ok is False and r.misere_ok is None))
                and r.wishes[:1] == want.wishes[:1]
                for r in readings
            ):
                continue
            gone = {str(c) for c in missing} | {
                x.symbol for x in {c.suit for c in missing} - {c.suit for c in cards}
            }
            own = [
                r
                for r in self.why.get(s, self.reasons)
                if not any(
                    str(v) in gone or any(g in str(v).split() for g in gone) for v in r.params.values()
                )
                and r.key not in ("ex_no_false_ace_signal", "ex_pk_no_true_order")
            ]
            return s, _dedupe([*why, *(r for r in own if self.true_of(r, cards))])
        return None

    def _pairs(
        self, s: frozenset[Card], extra: Sequence[Card], missing: Sequence[Card], *, misere_off: bool = False
    ) -> list[Reason] | None:
        """The reasons that ``extra`` stand for ``missing`` in the advised set ``s`` (:meth:`equal_packet`)."""
        hand = self.hand
        section = self.reasons[0].section if self.reasons else SEC_MAIN
        plan = self.why.get(s, self.reasons)
        trump = {x.params.get("suit") for x in (*self.reasons, *plan) if x.key in _TRUMP_KEYS}

        def length(x: Suit) -> int:
            return sum(1 for c in hand if c.suit is x)

        def voided(given: frozenset[Card]) -> set[Suit]:
            return {c.suit for c in given if all(x in given for x in hand if x.suit is c.suit)}

        def top(x: Suit, n: int) -> list[Card]:
            return sorted((c for c in hand if c.suit is x), key=lambda c: -c.rank)[:n]

        chosen = (s - set(missing)) | set(extra)
        # a card the plan gives as a filler only (*Pääpelaajien korttien vaihdot*: high cards of a kept suit),
        # not for a role of its own (an honour of partner's suit, the ace signal: review round 4b, alkupelit.6001)
        fillers = {
            str(x.params.get("card"))
            for x in plan
            if x.key in ("ex_fill_highest_honour", "ex_pk_equal_filler")
        } | {str(c) for c in self.fillers.get(s, ())}
        # a short suit for an equally short one: every card out of one suit, every card in of another
        short = {x.key for x in plan} & {"ex_holder_lifts", "ex_grand_no_long_suit", "ex_holder_no_void"}
        a_suits, b_suits = {c.suit for c in missing}, {c.suit for c in extra}
        if short and len(a_suits) == len(b_suits) == 1 and a_suits != b_suits:
            (a,), (b,) = a_suits, b_suits
            n = len(missing)
            ok = (
                length(a) == length(b)
                and not any(c.suit is b for c in s)
                and not any(c.suit is a for c in chosen)  # the plan's cards of the short suit all go (C65s)
                and sorted(missing) == sorted(top(a, n))
                and sorted(extra) == sorted(top(b, n))
                and not any(c.rank is Rank.ACE for c in (*extra, *missing))
                and {b if x is a else x for x in voided(s)} == voided(chosen)
            )
            if ok:
                return [
                    _r("ex_pk_equal_short", section, suit=b.symbol, other=a.symbol, cards=_cards_text(extra))
                ]
            return None
        if voided(s) != voided(chosen):
            return None
        out: list[Reason] = []
        left = list(missing)
        for e in extra:
            m = next((m for m in left if m.suit is e.suit and self._touching(e, m)), None)
            if m is not None:
                out.append(_r("ex_pk_equal_touching", section, card=str(e), other=str(m)))
                left.remove(m)
                continue
            m = next((m for m in left if misere_off and self._kept_single_twin(e, m, s, chosen, trump)), None)
            if m is not None:
                key = "ex_pk_equal_kept_lone" if Rank.TEN in (e.rank, m.rank) else "ex_pk_equal_kept_single"
                out.append(_r(key, section, card=str(e), other=str(m), suit=e.suit.symbol))
                left.remove(m)
                continue
            m = next(
                (
                    m
                    for m in left
                    if str(m) in fillers
                    and m.rank is e.rank
                    and e.rank >= Rank.TEN
                    and e.rank is not Rank.ACE
                    and not {e.suit.symbol, m.suit.symbol} & trump
                    and not any(c.rank is Rank.ACE and c.suit in (e.suit, m.suit) for c in hand)
                ),
                None,
            )
            if m is None:
                return None
            out.append(_r("ex_pk_equal_rank", section, card=str(e), other=str(m)))
            left.remove(m)
        return out

    def _kept_single_twin(
        self, e: Card, m: Card, s: frozenset[Card], chosen: frozenset[Card], trump: set[str | int | None]
    ) -> bool:
        """``e`` given in place of ``m`` keeps one small card of their suit either way (review round 9,
        gen.packet_choose.kotkat.10304: ♠93 + ♣2 + ♦A keeps ♣8 where ♠93 + ♣8 + ♦A keeps ♣2).

        The suit goes on in the giver's hand as a lone small card both ways, so the packet says the same
        (its readings are checked by :meth:`equal_packet`) and keeps an equally worthless card.  Not where
        the kept card is a link (*KOTKAT / Valttipelin korttien vaihdot*: the side ace given "jättäen
        itselleen yhteyskortiksi pienen kortin"; *Valttipeli*: partner's shown ace, ``links``), nor in the
        trump suit or the suit of a kept ace, and only where the advised packet says misère is off (in a misère
        the lower card kept is the better one: gen.packet_choose.kotkat.10002 ♥7 kept, not ♥5).
        DECISION C65l.  In kotkat a ten counts as such a card too (review round 10, gen.packet_choose.kotkat.10501:
        ♦AK + ♥84 keeping ♥10 beside ♦AK + ♥108 keeping ♥4): the handbook ranks no kotkat filler (C65m), and a
        lone ten kept is as much a loser as a lone small card; not in alkupelit, where the lifter's fillers
        are the high honours partner's trump hand wants (C53b).  DECISION C65q.
        """
        low = Rank.TEN if self.form is Form.KOTKAT else Rank.NINE
        if e.suit is not m.suit or max(e.rank, m.rank) > low or e.suit.symbol in trump:
            return False
        if e.suit in self.links:
            return False
        held = [x for x in self.hand if x.suit is e.suit]
        if any(x.rank is Rank.ACE for x in held):
            return False  # the ace given with a small link kept, or kept itself: never a worthless single
        return [x for x in held if x not in s] == [e] and [x for x in held if x not in chosen] == [m]

    def _touching(self, a: Card, b: Card) -> bool:
        """Same suit, every rank between them in the giver's hand: a sequence, one card in play."""
        lo, hi = sorted((int(a.rank), int(b.rank)))
        return all(Card(a.suit, Rank(r)) in self.hand for r in range(lo + 1, hi))

    def faults(self, cards: frozenset[Card]) -> tuple[Reason, ...]:
        """What is wrong with the cards of a packet that is neither recommended nor acceptable, card by
        card: a card with a reason of its own (``worse``), or one that the advised packets hold only
        together with cards this one leaves out (a side ace's companion without the ace, say) -- this
        last only where no card of the packet has a fault of its own, and once per missing set (review
        round 3: the real defect is named, not every card).  A card's reason that holds only of another
        packet is left out (:meth:`_holds`)."""
        sets = [frozenset(o) for o in (*self.recommended, *self.acceptable)]
        section = self.reasons[0].section if self.reasons else SEC_MAIN
        out: list[Reason] = []
        own_reasons = {c: list(self.card_faults(c, cards)) for c in cards}
        own = any(own_reasons.values())
        said: set[frozenset[Card]] = set()
        # *Valttipeli*: "Jos partnerilla on ässä jostakin maasta ... eikä renottaa kyseistä maata" -- a packet
        # that voids such a suit is told so first (review round 4, gen.packet_choose.alkupelit.8102).
        for suit, why in self.links.items():
            held = [x for x in self.hand if x.suit is suit]
            if any(all(x in s for x in held) for s in sets):
                continue  # an advised packet voids it too: not this packet's fault (review round 5, alkupelit.9002)
            if held and all(x in cards for x in held):
                out.append(why)
                own = True
        culprit = self._order_culprit(cards, sets, own_reasons)
        out.extend(culprit)
        own = own or bool(culprit)
        no_void = self._voids_nothing(cards, sets) or self._no_trump_plan(cards)
        out.extend(no_void)
        own = own or bool(no_void)
        # the pointer names only a card this packet gives where the advised packet nearest it does not: the
        # learner's own deviation, never a card both share (review round 5, gen.packet_choose.kotkat.9000:
        # "♥5 belongs ... only together with ♣K ♣A" of the ♥5 the advised packet gives as well)
        nearest = max(
            sets,
            key=lambda s: (len(s & cards), s in {frozenset(o) for o in self.recommended}),
            default=frozenset(),
        )
        for c in sorted(cards):
            if own_reasons[c]:
                out.extend(own_reasons[c])
                continue
            if own or c in nearest:  # the cards at fault are named; the others are not wrong in themselves
                continue
            holding = [s for s in sets if c in s]
            if not holding:
                continue
            missing = frozenset.intersection(*holding) - cards
            if missing and missing not in said:
                said.add(missing)
                out.append(_r("ex_pk_only_with", section, card=str(c), cards=_cards_text(missing)))
        return _dedupe(out)

    def _misere_smaller(self, cards: frozenset[Card], sets: Sequence[frozenset[Card]]) -> list[Reason]:
        """A misère packet one card away from an advised one, where that card is a higher card of the same
        suit than the one the advised packet gives: told which card to give and which to keep (review round
        8, pattern 4: gen.packet_choose.kotkat.10002 ♦Q93 for ♦Q63, kotkat.10006 ♠862 for ♠842).

        *Maalattu misääri / Korttien vaihdot* adds from the second-shortest suit "pienimmän (ja mahdollisesti
        myös suurimman)": the small cards go to partner, and the higher single card stays.  A packet that gives
        a middle card in a smaller one's place was told only "X belongs ... only together with Y".  The advised
        packet whose swapped-out card is not the suit's highest is named; where the learner's card is the
        suit's highest, the handbook's "mahdollisesti myös suurimman" allows it, and nothing is said.
        """
        found: list[Reason] = []
        for s in sets:
            extra, missing = sorted(cards - s), sorted(s - cards)
            if len(extra) != 1 or len(missing) != 1:
                continue
            e, m = extra[0], missing[0]
            if e.suit is not m.suit or e.rank <= m.rank:
                continue
            plan = [r for r in self.why.get(s, ()) if r.section in (SEC_MISERE, SEC_K_MISERE)]
            if not any(r.key.startswith("ex_misere") for r in plan):
                continue
            top = max((c for c in self.hand if c.suit is e.suit), key=lambda c: c.rank)
            if e != top:
                found.append(
                    _r("ex_mis_smaller_card", plan[0].section, card=str(e), other=str(m), suit=e.suit.symbol)
                )
        return found[:1]

    def _voids_nothing(self, cards: frozenset[Card], sets: Sequence[frozenset[Card]]) -> list[Reason]:
        """A packet that gives no suit whole where every advised packet does, told so of the packet itself
        (review round 6: the "only together with" pointer is no reason of its own, gen.packet_choose.kotkat.9500
        ♠952 + ♣2).  The handbook's packets end a suit in the giver's hand: the trumps given all (*Valttipeli*),
        a short suit voided (*Maalattu misääri / Korttien vaihdot*, *KOTKAT / Valttipelin korttien vaihdot*)."""

        def voided(given: frozenset[Card]) -> set[Suit]:
            return {c.suit for c in given if all(x in given for x in self.hand if x.suit is c.suit)}

        if not self.hand or not sets or voided(cards):
            return []
        ended = [voided(s) for s in sets]
        if not all(ended):
            return []
        section = self.reasons[0].section if self.reasons else SEC_MAIN
        return [_r("ex_pk_voids_nothing", section, suits=_suits_text(x for e in ended for x in e))]

    def _no_trump_plan(self, cards: frozenset[Card]) -> list[Reason]:
        """With five or more trumps (*Valttipeli*: "neljä korkeinta valttia ... tai harkita ... kuppipeliä"), a
        packet that is neither the four highest trumps nor a short side suit voided with trumps beside it is
        told so of itself (review round 6, gen.packet_choose.alkupelit.9505 ♠J94 + ♦7)."""
        four = next((r for rs in self.why.values() for r in rs if r.key == "ex_four_highest_trumps"), None)
        if four is None or not self.hand:
            return []
        trumps = sorted(
            (c for c in self.hand if c.suit.symbol == four.params.get("suit")), key=lambda c: -c.rank
        )
        if not trumps or cards == frozenset(trumps[:4]):
            return []
        side = {c.suit for c in cards if c.suit is not trumps[0].suit}
        if len(side) == 1 and all(x in cards for x in self.hand if x.suit in side):
            return []  # a cup packet's shape: which trumps go with the void is told by the cards' own reasons
        return [_r("ex_pk_no_trump_plan", four.section, count=len(trumps), suit=trumps[0].suit.symbol)]

    def _order_culprit(
        self,
        cards: frozenset[Card],
        sets: Sequence[frozenset[Card]],
        own_reasons: Mapping[Card, Sequence[Reason]],
    ) -> list[Reason]:
        """The packet's lone card that leaves it no truthful order, named (``ex_no_false_ace_signal``), where
        an advised packet has the same cards but for that one: a lone small card on top would be a false ace
        signal (*Pääpelaajien korttien vaihdot*: "yksinäinen pieni kortti ... päällimmäisenä").  Review round
        6, gen.packet_choose.alkupelit.9506: ♦962 + ♥4 is spoilt by ♥4, not by the ♦2 of its void."""
        if self.form is None or not self.hand or _sayable(tuple(cards), self.hand - cards, self.form):
            return []
        if any(r.key == "ex_no_false_ace_signal" for rs in own_reasons.values() for r in rs):
            return []
        out: list[Reason] = []
        for c in sorted(cards):
            if sum(1 for x in cards if x.suit is c.suit) != 1:
                continue
            for s in sets:
                if cards - s == {c} and len(s - cards) == 1:
                    (new,) = s - cards
                    out.append(_r("ex_no_false_ace_signal", SEC_MAIN, card=str(c), new=str(new)))
                    break
        return out[:1]

    def card_faults(self, c: Card, cards: frozenset[Card]) -> tuple[Reason, ...]:
        """The reasons against ``c`` (``worse``) that are true of the packet ``cards`` (:meth:`_holds`)."""
        out: list[Reason] = []
        for r in self.worse.get(c, ()):
            if self._holds(r, c, cards):
                out.append(r)
            elif (
                r.key == "ex_kotkat_keeps_wish"
            ):  # the packet asks for another suit: the plan's wish, told so
                out.append(Reason("ex_kotkat_keeps_best", r.section, r.params))
        if c in cards and not out:
            sets = [frozenset(o) for o in (*self.recommended, *self.acceptable)]
            out.extend(r for r in self._misere_smaller(cards, sets) if r.params.get("card") == str(c))
        if c in cards and not out:
            out.extend(r for r in self._lower_in_place(cards, sets) if r.params.get("card") == str(c))
        return tuple(out)

    def _lower_in_place(self, cards: frozenset[Card], sets: Sequence[frozenset[Card]]) -> list[Reason]:
        """A packet one card away from an advised one, giving a lower card of the same suit in the advised
        card's place, told the rule that wants the higher card (review round 9, pattern 2: the learner was
        told only "X belongs ... only together with Y").

        * A trump in a cup packet (*Kuppi ja häntäkuppi valttipelinä*: the example gives "♥95" of ♥9542, the
          higher trumps beside the void, and keeps the lower ones to ruff with): ``ex_pk_cup_low_trump``
          (gen.packet_choose.alkupelit.10301 ♦A10 ♠54, 10302 ♦9 ♠J74, 10306 ♠K5 ♦J5).
        * The side ace (*KOTKAT / Valttipelin korttien vaihdot*: the ace goes to partner as a catching card,
          a small card of its suit kept): ``ex_pk_side_ace_not_lower`` (kotkat.10306 ♣Q43 + ♠10).
        * A card that only fills the packet (C53b; the kotkat fillers, C56): the highest goes first,
          ``ex_pk_filler_lower`` (kotkat.10308 ♣Q5 ♥A + ♠10 for ♠Q).

        Not for misère plans (there the smaller card is the right one, :meth:`_misere_smaller`), not where the
        advised card is part of a suit the advised packet voids (the "does not end" reason says that), and
        not for touching cards or kept singletons (equal, :meth:`equal_packet`).  DECISION C65m.
        """
        section = self.reasons[0].section if self.reasons else SEC_MAIN
        trump = {x.params.get("suit") for x in self.reasons if x.key in _TRUMP_KEYS}
        for s in sets:
            extra, missing = sorted(cards - s), sorted(s - cards)
            if len(extra) != 1 or len(missing) != 1:
                continue
            e, m = extra[0], missing[0]
            if e.suit is not m.suit or e.rank >= m.rank or self._touching(e, m):
                continue
            plan = self.why.get(s, self.reasons)
            if any(r.section in (SEC_MISERE, SEC_K_MISERE) for r in plan):
                continue
            keys = {r.key for r in plan}
            trump |= {x.params.get("suit") for x in plan if x.key in _TRUMP_KEYS}
            if e.suit.symbol in trump:
                if keys & {"ex_cup_plan", "ex_tail_cup"}:
                    return [_r("ex_pk_cup_low_trump", SEC_CUP, card=str(e), other=str(m), suit=e.suit.symbol)]
                continue
            held = [x for x in self.hand if x.suit is e.suit]
            if all(x in s for x in held):
                continue
            if m.rank is not Rank.ACE and any(x.rank is Rank.ACE and x in s for x in held):
                continue  # the ace's suit: the card kept is the ace's link, not a filler (kotkat.10419)
            if m.rank is Rank.ACE:
                if keys & {"ex_kotkat_side_ace", "ex_kotkat_one_three", "ex_kotkat_two_two"}:
                    return [
                        _r("ex_pk_side_ace_not_lower", section, card=str(e), other=str(m), suit=e.suit.symbol)
                    ]
                continue
            if any(
                str(r.params.get("card")) == str(m)
                and r.key not in ("ex_fill_highest_honour", "ex_pk_equal_filler")
                for r in plan
            ) or any(
                r.key == "ex_touching_honours_small" and r.params.get("suit") == e.suit.symbol for r in plan
            ):
                continue  # the advised card has a role of its own (an honour of partner's suit, say)
            return [_r("ex_pk_filler_lower", section, card=str(e), other=str(m), suit=e.suit.symbol)]
        return []

    def _holds(self, r: Reason, c: Card, cards: frozenset[Card]) -> bool:
        """Is ``r``, a reason against ``c``, true of the packet ``cards``?

        The repair reason (C65a, ``ex_no_false_ace_signal``: "with {card} in it the packet has no truthful
        order ... give {new} instead") was said of the planned packet that needed the repair.  Of another
        packet it holds only when that packet has no truthful order either, lacks {new}, and would have one
        with {new} in {card}'s place -- all read by :func:`trainer.signals.decode` (:func:`_sayable`;
        review round 4, gen.packet_choose.kotkat.8004: ♥76 ♠J2 was told to give ♠J).
        """
        if r.key == "ex_kotkat_pk_no_use" and self.hand:
            # "voids none of your short or weak suits and is no side ace given as a catching card": said of
            # the card by the planner's role, so checked against THIS packet (review round 4b,
            # gen.packet_choose.kotkat.8400 ♣AK6 and 8404 ♥QJ3 void their suit).
            rest = [x for x in self.hand - cards if x.suit is c.suit]
            return bool(rest) and c.rank is not Rank.ACE
        if r.key == "ex_misere_pk_no_void" and self.hand:  # "helps void none": unless the packet voids it
            return any(x.suit is c.suit for x in self.hand - cards)
        if r.key == "ex_tail_cup_low_trump" and self.hand:  # a tail-cup packet keeping a higher trump
            side = [x for x in self.hand if x.suit.symbol == r.params.get("side")]
            voids = bool(side) and all(x in cards for x in side)
            return voids and any(x.suit is c.suit and x.rank > c.rank for x in self.hand - cards)
        if r.key == "ex_kotkat_gives_link" and self.hand:  # the ace and this card given, no small card kept
            ace = next((x for x in self.hand if str(x) == r.params.get("ace")), None)
            rest = [x for x in self.hand - cards if x.suit is c.suit]
            return ace in cards and bool(rest) and not any(_small(x) for x in rest)
        if r.key == "ex_kotkat_ace_no_link" and self.hand:  # the ace given with every card of its suit
            return not any(x.suit is c.suit for x in self.hand - cards)
        if r.key == "ex_kotkat_keeps_wish":
            # "the suit your packet asks partner for": only if THIS packet asks for it (review round 7,
            # gen.packet_choose.kotkat.9803: ♣52 ♦Q ♥6 wishes ♠)
            return self.true_of(r, cards)
        if r.key == "ex_misere_void_no_two" and self.hand:  # "voiding {suit} ...": only if the packet does
            return not any(x.suit is c.suit for x in self.hand - cards)
        if r.key == "ex_pk_no_true_order" and self.form is not None and self.hand:
            lone = [x for x in cards if str(x) == r.params.get("card")]
            if not lone or sum(1 for x in cards if x.suit is lone[0].suit) != 1:
                return False
            return not _sayable(tuple(cards), self.hand - cards, self.form)
        if r.key != "ex_no_false_ace_signal" or self.form is None or not self.hand:
            return True
        if sum(1 for x in cards if x.suit is c.suit) != 1:
            # The reason speaks of the packet's lone card (*Pääpelaajien korttien vaihdot*: "yksinäinen pieni
            # kortti ... päällimmäisenä"); a card that is part of a suit given with others is no culprit
            # (review round 6, gen.packet_choose.alkupelit.9506: ♦962 + ♥4 was told of ♦2).
            return False
        new = next((x for x in self.hand if str(x) == r.params.get("new")), None)
        if new is None or new in cards or _sayable(tuple(cards), self.hand - cards, self.form):
            return False
        swapped = (cards - {c}) | {new}
        return _sayable(tuple(swapped), self.hand - swapped, self.form)


@dataclass(frozen=True)
class GivesAdvice:
    """Advice for single cards to several recipients: whole plans and the advice per recipient.

    :meth:`why` gives the reasons of one whole plan (recommended or acceptable), so that feedback on a
    learner's gives can explain the plan the learner followed rather than every plan at once.
    """

    topic: str
    recommended: tuple[Mapping[Seat, Card], ...]
    acceptable: tuple[Mapping[Seat, Card], ...]
    per_recipient: Mapping[Seat, Advice]
    judgement: bool
    plan_reasons: Mapping[frozenset[tuple[Seat, Card]], tuple[Reason, ...]] = field(default_factory=dict)
    # What is wrong with a whole set of cards as a plan (the bolshevik's, C63d), or None.
    plan_fault: Callable[[frozenset[Card]], tuple[Reason, ...]] | None = None
    # What is wrong with who gets which card (a seat rule, C60b), or None.
    seat_fault: Callable[[Mapping[Seat, Card]], tuple[Reason, ...]] | None = None

    def why(self, plan: Mapping[Seat, Card]) -> tuple[Reason, ...]:
        """The reasons of the plan that gives exactly ``plan`` (recipient → card), or () if none does."""
        return self.plan_reasons.get(frozenset(plan.items()), ())

    def fault(self, plan: Mapping[Seat, Card]) -> tuple[Reason, ...]:
        """What is wrong with the cards of ``plan`` taken together, where the planner can say (else ())."""
        seats = self.seat_fault(plan) if self.seat_fault is not None else ()
        cards = self.plan_fault(frozenset(plan.values())) if self.plan_fault is not None else ()
        return (*seats, *cards)


# --- small helpers ---------------------------------------------------------------------------------------

_ACE_KING: Final = (Rank.ACE, Rank.KING)
_HIGH: Final = (Rank.ACE, Rank.KING, Rank.QUEEN)
_KIND_SECTION: Final = {"trump": SEC_TRUMP, "grand": SEC_GRAND, "misere": SEC_MISERE}
# DECISION C55a: a suit the misère giver keeps at least this many cards of is "long" (*Maalattu misääri /
# Korttien vaihdot*: its two stays with the giver, the longer hand); the handbook gives no number.
LONG_WITHOUT_TWO: Final = 4
# DECISION C55c: the misère giver's void of this many cards or more of a suit without its two is no plan
# where another is (*Maalattu misääri / Korttien vaihdot*: such a suit is "yleensä" no void suit; the
# handbook's own example voids a doubleton without its two).
MISERE_VOID_NO_TWO: Final = 3
# C49: an ace in a suit of this many cards or more is a misère card (:func:`_long_ace`); C65s uses the same
# length for the best misère suit's ace.
MISERE_LONG_ACE: Final = 5
# DECISION C53i: a side suit of this many cards or fewer is a short suit the lifter who bid the trump himself
# voids (*Valttipeli*: "renoksi lyhyestä maastaan"); the handbook gives no number.
HOLDER_SHORT: Final = 3


def _r(key: str, section: str, **params: str | int) -> Reason:
    return Reason(key, section, params)


def _suit_cards(cards: Iterable[Card], suit: Suit) -> list[Card]:
    """The cards of ``suit``, highest first."""
    return sorted((c for c in cards if c.suit is suit), key=lambda c: -c.rank)


def _lowest(cards: Iterable[Card]) -> Card:
    return min(cards, key=lambda c: (c.rank, c.suit))


def _small(card: Card) -> bool:
    return card.rank <= Rank.NINE


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(map(str, sorted(cards)))


def _suits_text(suits: Iterable[Suit]) -> str:
    return " ".join(s.symbol for s in sorted(set(suits)))


def _danger(card: Card, holding: Iterable[Card]) -> int:
    """How likely ``card`` is to win an unwanted trick in misère (DECISION: a project heuristic).

    The card's rank less two for every lower card of the suit held with it:
    a two scores 0, a singleton king 11, ♠J9532's jack 3.
    """
    lower = sum(1 for c in holding if c.suit is card.suit and c.rank < card.rank)
    return max(0, int(card.rank) - 2 - 2 * lower)


def _hand_danger(cards: Sequence[Card]) -> int:
    return sum(_danger(c, cards) for c in cards)


def _suits_misere(cards: Sequence[Card]) -> bool:
    """Cards that would suit a misère too (the misère hint, C49).

    *KOTKAT / Maalaukset* (short guide): misère cards are twos, "muutoinkin
    pienet kortit", and at most "ässä pitkässä (5+ kortin) maassa"; the painted
    misère example of *Passimisääri* is ♠3 ♣A87542 ♦1042 ♥54 (its ace "pitkässä,
    turvassa maassa").  So: at least two twos (DECISION, as the 6-misère opening
    asks "ainakin kaksi kakkosta"), every card a ten or lower (the example's
    ♦1042 counts its ten as small) except an ace in a suit of five or more.
    A K, Q or J anywhere, or an ace in a shorter suit, is no misère card
    (gen.packet_order.kotkat.8003: ♣AKQ10872 ♦92 keeps two twos but is the
    opposite of misère cards).  Voids made by the exchange do not count against it.
    """
    ev = HandEval.of(cards)
    return len(ev.twos) >= 2 and all(c.rank <= Rank.TEN or _long_ace(c, ev) for c in cards)


def _long_ace(card: Card, ev: HandEval) -> bool:
    """An ace in a suit of five or more: the one high card a misère hand may hold (:func:`_suits_misere`)."""
    return card.rank is Rank.ACE and ev.length(card.suit) >= MISERE_LONG_ACE


def _dedupe(items: Iterable[Reason]) -> tuple[Reason, ...]:
    return tuple(dict.fromkeys(items))


def _one_per_key(items: Iterable[Reason]) -> tuple[Reason, ...]:
    """The first reason of each key: several equally good plans explain themselves by the first."""
    out: dict[str, Reason] = {}
    for r in items:
        out.setdefault(r.key, r)
    return tuple(out.values())


def _exchanges(point: DecisionPoint, phase: Phase, *, received: bool) -> list[Exchange]:
    src = point.view.received if received else point.view.given
    return [e for e in src if e.phase is phase]


# --- the auction as the main pair reads it --------------------------------------------------------------

Game = Literal["trump", "grand", "misere"]


@dataclass(frozen=True)
class _Intent:
    """The game the main pair is heading for, as the giver can tell from the bidding."""

    game: Game
    trump: Suit | None = None
    long_suit: Suit | None = None  # grand: the long suit to bring together
    side: Suit | None = None  # the trump bidder's second (side) suit
    holder: Seat | None = None  # who bid the trump (or long suit) first
    clear: bool = True


def _suit_bids(ctx: AuctionContext, seat: Seat, rounds: Callable[[int], bool]) -> list[Suit]:
    out: list[Suit] = []
    for info in ctx.bids_by(seat):
        call = info.call
        if isinstance(call, Bid) and call.strain.suit is not None and rounds(info.round):
            out.append(call.strain.suit)
    return list(dict.fromkeys(out))


@functools.lru_cache(maxsize=256)
def _read(calls: tuple[CallInfo, ...]) -> AuctionReading:
    return read_auction(calls)


def _reading(ctx: AuctionContext) -> AuctionReading:
    """What the calls of the initial auction mean (the bidding advice's reading, C14, C15)."""
    return _read(ctx.calls)


def _lifting_call(ctx: AuctionContext) -> CallInfo | None:
    bids = ctx.bids
    return bids[-1] if bids else None


def _lifting_bid(ctx: AuctionContext) -> Bid | None:
    ci = _lifting_call(ctx)
    return ci.call if ci is not None and isinstance(ci.call, Bid) else None


def _alku_intent(ctx: AuctionContext, lifter: Seat) -> _Intent | None:
    """The intended game of an alkupelit deal, read from what the main pair's calls mean.

    The calls are read as the bidding advice reads them (:func:`auction_meaning.read_auction`, C14,
    C15): an invitation names the suit it asks for ("5♣ kehottaa partneria maalaamaan 5♦",
    *Nostomaalaus*), the answer to 3 grand names the answerer's suit (*Vastaus 3 grandiin*), an ace
    or king bid names nothing (*Kolmannen ja neljännen kierroksen maalaukset*).  Then
    (*Nostomaalaus*, *Valttipeli*, *Grandi*, *Maalattu misääri*, DECISION C50):

    * a misère lifting bid is a misère (flagged unclear below level five: the responder's warning of
      shortness was never meant to be played);
    * a lifting bid that is an invitation partner declined keeps the invited suit as the trump, held
      by the lifter (the inviter);
    * a lifting bid that names its strain is the game: grand, or that suit as the trump, held by
      whoever of the pair named it first (*Valttipeli*: "valtti maata ensin maalanneen pelaajan
      käteen");
    * a lifting bid that names nothing (a lift at the level of the ace rounds, or an ace or king bid
      the others passed) leaves the pair's intended trump (:meth:`PairReading.trump`), flagged
      unclear unless the lifting bid is in that strain.

    The intent is also flagged unclear when the pair's intended trump differs from the lifting
    bid's; a grand without a long suit of partner's is unclear too.  The side suit is the trump
    holder's second-round suit, else a first-round suit other than the trump.
    """
    last = _lifting_call(ctx)
    if last is None or not isinstance(last.call, Bid):
        return None
    lifting = last.call
    reading = _reading(ctx)
    pair = reading.pair(lifter)
    partner = lifter.partner
    wanted = pair.trump()
    if lifting.strain is Strain.MISERE:
        return _Intent("misere", holder=lifter, clear=lifting.level >= 5)
    named = reading.names(last)
    clear = True
    if last.index in reading.invitations:
        strain, holder = reading.invitations[last.index], lifter
    elif named is not None:
        strain = named
        first = pair.first_namer(named)
        holder = lifter if first is None else first  # (Seat.A is 0: no ``or`` here)
        clear = wanted is None or wanted == (strain, holder)
    elif wanted is not None:
        (strain, holder), clear = wanted, wanted[0] is lifting.strain
    else:
        strain, holder, clear = lifting.strain, lifter, False
    if strain is Strain.MISERE:  # 5 grand asking for 6 misère, declined: the grand stands
        strain, holder, clear = lifting.strain, lifter, False
    if strain is Strain.GRAND:
        longs = [st.suit for st in pair.named_by(partner) if st.suit is not None]
        long = longs[0] if longs else None
        return _Intent("grand", long_suit=long, holder=partner, clear=clear and long is not None)
    trump = strain.suit
    assert trump is not None
    sides = [s for s in _described_suits(ctx, holder, 2) + _described_suits(ctx, holder, 1) if s is not trump]
    return _Intent("trump", trump=trump, side=sides[0] if sides else None, holder=holder, clear=clear)


def _described_suits(ctx: AuctionContext, seat: Seat, rnd: int) -> list[Suit]:
    """The suits ``seat`` described (named) with its bids of round ``rnd`` (C15)."""
    reading = _reading(ctx)
    out: list[Suit] = []
    for ci in ctx.bids_by(seat):
        st = reading.names(ci)
        if ci.round == rnd and st is not None and st.suit is not None and ci.index not in reading.invitations:
            out.append(st.suit)
    return list(dict.fromkeys(out))


def _bid_suit(call: object) -> Suit | None:
    return call.strain.suit if isinstance(call, Bid) else None


def _ace_round_suits(ctx: AuctionContext, seat: Seat) -> list[Suit]:
    """Suits ``seat`` showed an ace (or a king after it) in: bids of the ace rounds that name nothing.

    *Kolmannen ja neljännen kierroksen maalaukset*: from the seat's ace rounds on (round 3, or 4 after
    a pass and the lowest misère, :func:`auction_meaning.ace_start`), a bid below level five shows an
    ace; invitations and lifts at level five or more do not.
    """
    return list(_ace_round_shown(ctx, seat))


def _ace_round_shown(ctx: AuctionContext, seat: Seat) -> dict[Suit, Rank]:
    """The suits of :func:`_ace_round_suits`, each with the top card its bids showed: the ace, or the king.

    *Kolmannen ja neljännen kierroksen maalaukset*: the first ace-round bid of a suit shows its ace; after
    a pass in the ace rounds a bid shows a king, and so does a suit bid again after its ace was shown (the
    same reading as the bidding advice, ``bidding_alkupelit._ace_rounds``; review round 4b,
    gen.packet_choose.alkupelit.8401: C's 4♥ after passing in round 3 showed ♥K, not ♥A).
    """
    reading = _reading(ctx)
    start = ace_start(ctx.calls, seat)
    out: dict[Suit, Rank] = {}
    passed = False
    for ci in ctx.calls:
        if ci.seat is not seat or ci.round < start:
            continue
        call = ci.call
        if not isinstance(call, Bid):
            passed = passed or isinstance(call, Pass)
            continue
        suit = call.strain.suit
        if reading.names(ci) is not None or suit is None:
            continue
        out[suit] = Rank.KING if out.get(suit) is not Rank.ACE and (passed or suit in out) else Rank.ACE
    return out


def _link_reason(shown: Mapping[Suit, Rank], s: Suit, sec: str) -> Reason:
    """Keep a card of ``s`` to reach partner's shown ace, or king (``ex_keep_link_king``).

    DECISION C53f: *Valttipeli*'s link rule names an ace ("Jos partnerilla on ässä jostakin maasta"); a suit
    where partner's ace-round bid showed only the king is kept as a link too (the catching card is partner's
    all the same), and the reason names the card the bid showed, never an ace it did not.
    """
    return _r("ex_keep_link" if shown.get(s) is Rank.ACE else "ex_keep_link_king", sec, suit=s.symbol)


# --- packet orders -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Want:
    """What the order of a packet should say beyond the plain truth."""

    ace: Suit | None = None  # the planned ace signal
    misere: bool | None = None  # True: give the hint; False: avoid a false one
    wish: Suit | None = None  # kotkat: the first trump wish (a misère packet: the best misère suit)
    wish2: Suit | None = None  # kotkat: the second wish, if it can be said too
    misere_suit: bool = False  # kotkat misère: ``wish`` is the best misère suit, said after the hint
    known: frozenset[Suit] = frozenset()  # aces partner already knows of (bid, or shown in the middle)
    misere_game: bool = False  # the bid is misère: the bottom card tells the misère, not a mere hint


Penalty = tuple[int, int, int, int, int, int, int]


def _penalty(order: Order, form: Form, keeps: frozenset[Card], want: _Want) -> Penalty:
    """How far an order is from saying what it should (lower is better; 0 everywhere is perfect).

    The components, most important first: false statements (a suit read as
    ended that continues or the other way round, an ace signal without the
    ace), a missing planned ace signal, a missing kotkat wish, a wrong misère
    hint, truths left unsaid, a missing second wish, an ambiguous reading.
    """
    r = decode(order, form)
    ended, continues = _truth(order, keeps)
    false = _false_count(r, keeps, ended, continues)
    ace_miss = int(want.ace is not None and r.ace_signal is not want.ace)
    wish_miss = int(want.wish is not None and r.wishes[:1] != (want.wish,))
    if want.misere_suit and wish_miss and r.wishes:
        wish_miss = 2  # naming another suit as the best misère suit is worse than naming none
    misere = 0
    if (want.misere is True and r.misere_ok is False) or (want.misere is False and r.misere_ok is True):
        misere = 1
    unsaid = len(ended - set(r.ended)) + len(continues - set(r.continues))
    wish2_miss = int(want.wish2 is not None and r.wishes[1:2] != (want.wish2,))
    # A packet that carries no wish (a return packet) is not made ambiguous by the wish reading.
    ignore = _WISH_NOTES if want.wish is None else frozenset()
    ambiguous = any(n.key in AMBIGUOUS_NOTES and n.key not in ignore for n in r.notes)
    if want.misere_suit:  # a misère packet: the hint comes before the best misère suit
        return (false, ace_miss, misere, wish_miss, unsaid, wish2_miss, int(ambiguous))
    return (false, ace_miss, wish_miss, misere, unsaid, wish2_miss, int(ambiguous))


_WISH_NOTES: Final = frozenset({"order_for_wish", "no_wish_middle"})


def _truth(cards: Iterable[Card], keeps: frozenset[Card]) -> tuple[set[Suit], set[Suit]]:
    """The suits of a packet that really end in the giver's hand, and those that continue."""
    in_packet = {c.suit for c in cards}
    kept_suits = {c.suit for c in keeps}
    ended = {s for s in in_packet if s not in kept_suits}
    return ended, in_packet - ended


def _false_count(r: Reading, keeps: frozenset[Card], ended: set[Suit], continues: set[Suit]) -> int:
    """False statements of a reading: suits misread as ended or continuing, an ace signal without the ace."""
    false = len(set(r.ended) - ended) + len(set(r.continues) - continues)
    if r.ace_signal is not None and not any(c.suit is r.ace_signal and c.rank is Rank.ACE for c in keeps):
        false += 1
    return false


# the reasons of an advised set that is only an equal of a plan's packet (:func:`_with_equals`,
# :func:`_twin_repairs`): :meth:`PacketAdvice.equal_packet` does not step on from it (C65s)
_EQUAL_KEYS: Final = frozenset({"ex_pk_equal_card", "ex_pk_equal_filler"})


def _sayable(cards: Sequence[Card], keeps: frozenset[Card], form: Form) -> bool:
    """Has the packet ``cards`` an order that says nothing false (*Pääpelaajien korttien vaihdot*)?

    The handbook's packet code cannot say everything: a 1+3 packet whose three-card suit ended while
    the lone card's suit continues must lie lone card on top, and a lone small card on top is the ace
    signal ("yksinäinen pieni kortti ... päällimmäisenä ... kertoo antajalla olevan ässä"), false when
    the giver has no ace there (issue 11, fault 8a; ``gen.packet_order.alkupelit.1034``).
    """
    return bool(_true_readings(cards, keeps, form))


def _true_readings(cards: Iterable[Card], keeps: frozenset[Card], form: Form) -> tuple[Reading, ...]:
    """The readings of the orders of ``cards`` that say nothing false (:func:`_sayable`'s test)."""
    kept_suits = frozenset(c.suit for c in keeps)
    aces = frozenset(c.suit for c in keeps if c.rank is Rank.ACE)
    return _true_readings_cached(frozenset(cards), kept_suits, aces, form)


@functools.lru_cache(maxsize=4096)
def _true_readings_cached(
    cards: frozenset[Card], kept_suits: frozenset[Suit], aces: frozenset[Suit], form: Form
) -> tuple[Reading, ...]:
    in_packet = {c.suit for c in cards}
    ended = {s for s in in_packet if s not in kept_suits}
    continues = in_packet - ended
    out: list[Reading] = []
    for o in itertools.permutations(sorted(cards, key=lambda c: c.index)):
        r = decode(o, form)
        false = len(set(r.ended) - ended) + len(set(r.continues) - continues)
        if false == 0 and (r.ace_signal is None or r.ace_signal in aces):
            out.append(r)
    return tuple(out)


@dataclass(frozen=True)
class _PacketPlan:
    cards: tuple[Card, ...]  # four cards, in the plan's order of preference
    rank: int  # 0 recommended, 1 acceptable
    reasons: tuple[Reason, ...]
    want: _Want
    spare: tuple[Card, ...] = ()  # further cards, best first, to complete a packet the learner changed
    keep: frozenset[Suit] | None = None  # this plan's own ``_PlanSet.keep`` (None: the set's)
    core: frozenset[Suit] | None = None  # this plan's own ``_PlanSet.core`` (None: the set's)
    # the named rule that proposed this plan (``rulebook``; issue 11, *Structure*): not compared, so a plan
    # is the same plan whichever rule proposed it
    rule: str = field(default="", compare=False)


@dataclass(frozen=True)
class _PlanSet:
    plans: tuple[_PacketPlan, ...]
    topic: str
    section: str  # for the order reasons
    judgement: bool
    reasons: tuple[Reason, ...] = ()  # said whatever plan is followed
    worse: Mapping[Card, tuple[Reason, ...]] = field(default_factory=dict)
    keep: frozenset[Suit] = frozenset()  # suits a substitute card must not come from (C65a)
    core: frozenset[Suit] = frozenset()  # suits whose planned cards are never replaced (C65a)
    misere_game: bool = False  # the misère hint is wanted whatever the cards kept
    links: Mapping[Suit, Reason] = field(default_factory=dict)  # suits partner showed an ace in: keep one
    stray: Literal["", "trump", "holder", "misere", "kotkat"] = ""  # which reason a card in no plan gets
    honour_suits: frozenset[Suit] = frozenset()  # suits partner bid naturally (the lifter's honour fillers)
    bid_suits: frozenset[Suit] = frozenset()  # every suit partner bid (ace bids and invitations too)


@dataclass(frozen=True)
class _Scored:
    order: Order
    grade: int  # 0 recommended, 1 acceptable, 2 neither
    penalty: Penalty
    plan: _PacketPlan


def _score(plan: _PacketPlan, full: frozenset[Card], form: Form, prefix: Order) -> list[_Scored]:
    keeps = full - set(plan.cards)
    orders = [
        o
        for o in itertools.permutations(sorted(plan.cards, key=lambda c: c.index))
        if o[: len(prefix)] == prefix
    ]
    if not orders:
        return []
    pens = {o: _penalty(o, form, keeps, plan.want) for o in orders}
    best = min(pens.values())
    out = []
    for o in orders:
        p = pens[o]
        if p == best:
            g = plan.rank
        elif p[:4] == best[:4] and p[0] == 0:
            g = 1
        else:
            g = 2
        out.append(_Scored(o, g, p, plan))
    return out


def _repair(plan: _PacketPlan, prefix: Order, full: frozenset[Card]) -> _PacketPlan:
    """The plan completed around cards the learner has already put in the packet."""
    rest = sorted(full - set(prefix), key=lambda c: (c.rank, c.suit))
    pool = [c for c in (*plan.cards, *plan.spare, *rest) if c not in prefix]
    cards = (*prefix, *list(dict.fromkeys(pool))[: 4 - len(prefix)])
    return _PacketPlan(cards, plan.rank, plan.reasons, plan.want, plan.spare, rule=plan.rule)


def _evaluate(ps: _PlanSet, full: frozenset[Card], form: Form, prefix: Order) -> tuple[list[_Scored], bool]:
    """All scored orders consistent with ``prefix``; the flag says the plans had to be repaired."""
    scored = [s for p in ps.plans for s in _score(p, full, form, prefix)]
    if any(s.grade <= 1 for s in scored):
        return scored, False
    repaired = _sayable_set(
        replace(ps, plans=tuple(_repair(p, prefix, full) for p in ps.plans)), full, form, prefix
    )
    return [s for p in repaired.plans for s in _score(p, full, form, prefix)], True


def _substitutes(
    old: Card, plan: _PacketPlan, full: frozenset[Card], keep: frozenset[Suit], misere: bool = False
) -> list[Card]:
    """Cards that could take ``old``'s place in a packet, best first (DECISION C65a).

    A card of ``old``'s suit too high to be an ace signal (ten or higher), highest first; a small card
    of a suit whose ace the giver keeps (a true ace signal), lowest first; the last card of a suit
    (the suit then ends too); any other card, lowest first, aces last.  Never a card of a ``keep``
    suit (the trumps the lifter keeps, the kotkat wish).

    ``misere`` (a misère game): the two of a suit the giver keeps long is never a substitute (C55a,
    *Maalattu misääri / Korttien vaihdot*: "Jokainen kakkonen on oikeassa paikassaan", and a suit that
    lacks its two should not grow long: the rule the misère planner keeps itself).  Review round 7,
    gen.packet_order.alkupelit.9802: from ♥AK832 the repair gave ♥2 where ♥3 makes the same true ♥ ace
    signal; gen.packet_choose.kotkat.9805: ♠2 swapped in from ♠AJ642 became the recommended packet.
    """
    rest = sorted(
        (c for c in full if c not in plan.cards and c.suit not in keep), key=lambda c: (c.rank, c.suit)
    )
    kept = full - set(plan.cards)

    def has_ace(suit: Suit) -> bool:
        return any(c.suit is suit and c.rank is Rank.ACE for c in kept)

    same = [c for c in reversed(rest) if c.suit is old.suit and not _small(c)]
    signal = [c for c in rest if _small(c) and has_ace(c.suit)]
    last = [c for c in rest if sum(1 for k in kept if k.suit is c.suit) == 1]
    other = [c for c in rest if c.rank is not Rank.ACE] + [c for c in rest if c.rank is Rank.ACE]
    subs = list(dict.fromkeys([*same, *signal, *last, *other]))
    if not misere:
        return subs

    def long_two(c: Card) -> bool:
        # C55a: the two of a suit the giver would still keep LONG_WITHOUT_TWO or more cards of
        left = sum(1 for x in full if x.suit is c.suit and x is not c and (x not in plan.cards or x is old))
        return c.rank is Rank.TWO and left >= LONG_WITHOUT_TWO

    return [c for c in subs if not long_two(c)]


def _swapped(
    plan: _PacketPlan,
    cards: Sequence[Card],
    full: frozenset[Card],
    form: Form,
    ps: _PlanSet,
    reasons: Sequence[Reason],
    rank: int | None = None,
) -> _PacketPlan | None:
    """``plan`` giving ``cards`` instead, with ``reasons``, if some order of them says nothing false, else None.

    The one substitution step of the repairs (:func:`_make_sayable`), the equal cards (:func:`_with_equals`)
    and their twins (:func:`_twin_repairs`): the new packet's misère answer is read again from what it keeps,
    and a card now given leaves the plan's spares.
    """
    keeps = full - set(cards)
    if not _sayable(tuple(cards), keeps, form):
        return None
    if ps.misere_game:
        want = _misere_want(cards, full, plan.want.misere_suit)
    else:
        want = replace(plan.want, misere=_suits_misere(sorted(keeps)))
    spare = tuple(c for c in plan.spare if c not in cards)
    return replace(
        plan,
        cards=tuple(cards),
        reasons=tuple(reasons),
        want=want,
        spare=spare,
        rank=plan.rank if rank is None else rank,
    )


def _make_sayable(
    plan: _PacketPlan, full: frozenset[Card], form: Form, ps: _PlanSet, fixed: Order = (), strict: bool = True
) -> tuple[_PacketPlan, Card | None] | None:
    """``plan`` if some order of its cards says nothing false, else the plan with one card replaced so
    that one does (the replaced card returned too), else None.

    Issue 11, fault 8a: a packet must never need a false ace signal.  The cards are tried for
    replacement from the plan's last (its fillers) to its first, never one of ``fixed`` (the cards
    the giver has already laid); substitutes come from :func:`_substitutes`.

    ``strict`` False (:func:`_sayable_set`, when no plan can be repaired otherwise): a core card or the
    last card of a voided suit may be replaced too, a card of a suit already in the packet first (a
    2 + 2 packet reads clearly).  Review round 4, gen.packet_order.alkupelit.8157: the lifter's ♦K94 with
    ♣9 (no card of ten or more, no ace, no singleton outside the trumps) could only be stacked with a false
    ♣ ace signal; ♦K9 ♣96 says truly that both suits continue.  DECISION C65a.
    """
    if _sayable(plan.cards, full - set(plan.cards), form):
        return plan, None
    for i in reversed(range(len(plan.cards))):
        old = plan.cards[i]
        if old in fixed:
            continue
        if strict and old.suit in (ps.core if plan.core is None else plan.core):
            continue
        if strict and all(c in plan.cards for c in full if c.suit is old.suit):
            continue  # the plan voids old's suit: a substitute would undo the void, its purpose (alkupelit.7003)
        subs = _substitutes(old, plan, full, ps.keep if plan.keep is None else plan.keep, ps.misere_game)
        if not strict:
            in_packet = {c.suit for c in plan.cards if c is not old}
            subs.sort(key=lambda c: c.suit not in in_packet)
        for new in subs:
            cards = (*plan.cards[:i], new, *plan.cards[i + 1 :])
            if not _sayable(cards, full - set(cards), form):
                continue
            why = _r("ex_no_false_ace_signal", ps.section, card=str(old), new=str(new))
            said = tuple(_said_of(r, cards) for r in plan.reasons)
            if not strict:  # the suit is no longer given whole: its "give all" / "void" reason is not true
                sym = old.suit.symbol
                said = tuple(
                    r
                    for r in said
                    if not (
                        ("all" in r.key or "void" in r.key) and any(sym in str(v) for v in r.params.values())
                    )
                )
            made = _swapped(plan, cards, full, form, ps, (*said, why))
            if made is not None:
                return made, old
    return None


def _said_of(r: Reason, cards: Sequence[Card]) -> Reason:
    """``r`` as it holds for ``cards``: a misère plan's "add the smallest {second}" after its card of
    {second} was replaced says only the void (review round 3, gen.packet_choose.kotkat.7000)."""
    if r.key in ("ex_misere_void_fill", "ex_misere_void_add") and not any(
        c.suit.symbol == r.params.get("second") for c in cards
    ):
        return _r("ex_misere_void_only", r.section, suit=r.params["suit"])
    return r


def _equal_cards(c: Card, full: frozenset[Card]) -> list[Card]:
    """Cards of ``full`` equal to ``c`` in play: same suit, every rank between them in ``full`` too,
    and of the same kind for the order's reading -- both honours or both small cards, no ace, no two
    (an ace is signalled, a two is a misère card, a small card on top is an ace signal)."""

    def same_kind(d: Card) -> bool:
        return (
            d.is_honour == c.is_honour
            and Rank.ACE not in (c.rank, d.rank)
            and Rank.TWO not in (c.rank, d.rank)
        )

    out: list[Card] = []
    for step in (1, -1):
        r = int(c.rank) + step
        while Rank.TWO <= r <= Rank.ACE and (d := Card(c.suit, Rank(r))) in full:
            if same_kind(d):
                out.append(d)
            r += step
    return out


def _with_equals(ps: _PlanSet, full: frozenset[Card], form: Form) -> _PlanSet:
    """Each plan also with a card swapped for an equal one (:func:`_equal_cards`), acceptable
    (review round 3, gen.packet_choose.kotkat.7000: ♦A107 with ♣10 or with the touching ♣J).  Not in the
    plan's kept suits (the wished trump), nor an honour of its core suits (the trumps given in order), and
    only where the new packet has a truthful order.  DECISION C53g: a small trump is swapped for a touching
    small one (review round 4b, gen.packet_choose.alkupelit.8400: ♠J85 + ♥5 keeping ♠4, and ♠J84 + ♥5
    keeping ♠5, say the same ace signal with the same trumps in play).  DECISION C53h: in a cup packet
    (*Valttipeli*: "Toisinaan on edullista säilyttää valtteja molemmissa käsissä") the trump honour given may
    be swapped for a touching one too: the cup rule names no particular trump, and touching cards leave the
    pair the same trumps (review round 6, gen.packet_choose.alkupelit.9505 ♠Q/♠J, 9507 ♥K/♥Q)."""
    have = {frozenset(p.cards) for p in ps.plans}
    extra: list[_PacketPlan] = []
    for p in ps.plans:
        core = ps.core if p.core is None else p.core
        keep = ps.keep if p.keep is None else p.keep
        cup = any(r.key == "ex_cup_plan" for r in p.reasons)
        for i, old in enumerate(p.cards):
            if old.suit in keep or (old.suit in core and (old.is_honour or p.core is not None) and not cup):
                continue
            for new in _equal_cards(old, full):
                if new in p.cards:
                    continue
                cards = (*p.cards[:i], new, *p.cards[i + 1 :])
                if frozenset(cards) in have:
                    continue
                why = _r("ex_pk_equal_card", ps.section, card=str(new), other=str(old))
                made = _swapped(
                    replace(p, spare=()), cards, full, form, ps, (*p.reasons, why), max(p.rank, 1)
                )
                if made is None:
                    continue
                have.add(frozenset(cards))
                extra.append(replace(made, spare=p.spare))
    return replace(ps, plans=ps.plans + tuple(extra)) if extra else ps


def _twin_repairs(
    plan: _PacketPlan, old: Card, full: frozenset[Card], form: Form, ps: _PlanSet
) -> list[_PacketPlan]:
    """The repaired ``plan`` (:func:`_make_sayable` put ``new`` in ``old``'s place) with ``new`` swapped for a
    card equal to it in function, acceptable: a card of ten or more of another suit, of the same rank, the
    giver keeping as many cards of its suit as of ``new``'s and holding no ace there, where the packet
    still has a truthful order.  DECISION C65f: the handbook's fillers (*Pääpelaajien korttien vaihdot*, a
    high card of a suit kept) name no suit among such twins (review round 6, gen.packet_choose.kotkat.9500:
    ♠10952 and ♣10762, either 10 fills ♦J92)."""
    why = plan.reasons[-1]
    new = next((c for c in plan.cards if str(c) == why.params.get("new")), None)
    if why.key != "ex_no_false_ace_signal" or new is None or _small(new) or new.rank is Rank.ACE:
        return []
    keep = ps.keep if plan.keep is None else plan.keep
    core = ps.core if plan.core is None else plan.core
    kept = full - set(plan.cards)

    def shape(c: Card) -> tuple[int, bool]:
        return sum(1 for k in kept if k.suit is c.suit), any(
            k.suit is c.suit and k.rank is Rank.ACE for k in kept
        )

    out: list[_PacketPlan] = []
    for twin in sorted(full - set(plan.cards)):
        if twin.rank is not new.rank or twin.suit in keep or twin.suit in core or twin is old:
            continue
        if any(c.suit is twin.suit for c in plan.cards) or shape(twin) != (shape(new)[0] + 1, shape(new)[1]):
            continue
        cards = tuple(twin if c is new else c for c in plan.cards)
        said = (
            *plan.reasons[:-1],
            _r("ex_no_false_ace_signal", ps.section, card=str(old), new=str(twin)),
            _r("ex_pk_equal_filler", ps.section, card=str(twin), other=str(new)),
        )
        made = _swapped(plan, cards, full, form, ps, said, max(plan.rank, 1))
        if made is not None:
            out.append(made)
    return out


def _sayable_set(ps: _PlanSet, full: frozenset[Card], form: Form, fixed: Order = ()) -> _PlanSet:
    """The plan set with every plan made sayable (:func:`_make_sayable`); plans that cannot be are dropped,
    unless none can, when the set is left as it was.  A card replaced gets a reason in ``worse``."""
    plans: list[_PacketPlan] = []
    worse = dict(ps.worse)
    for strict in (True, False):  # the relaxed pass only when no plan can be repaired strictly
        for p in ps.plans:
            made = _make_sayable(p, full, form, ps, fixed, strict)
            if made is None:
                continue
            plan, old = made
            if old is not None and all(r.key == "ex_misere_void_no_two" for r in worse.get(old, ())):
                # the repair reason first; the twos rule's reason (C55c) holds only of a packet voiding the suit
                worse[old] = (plan.reasons[-1], *worse.get(old, ()))
            if all(q.cards != plan.cards for q in plans):
                plans.append(plan)
                if old is not None:
                    twins = _twin_repairs(plan, old, full, form, ps)
                    plans.extend(t for t in twins if all(q.cards != t.cards for q in plans))
        if plans:
            break
    if not plans:
        return ps
    if min(p.rank for p in plans) > 0:  # the best plans were unsayable: their repairs take their place
        plans = [replace(p, rank=p.rank - 1) for p in plans]
    return replace(ps, plans=tuple(plans), worse=worse)


def _order_reasons(
    order: Order, form: Form, keeps: frozenset[Card], want: _Want, section: str
) -> list[Reason]:
    r = decode(order, form)
    out: list[Reason] = []
    if r.ended:
        out.append(_r("ex_order_ended", section, suits=_suits_text(r.ended), n=len(set(r.ended))))
    if r.continues:
        out.append(_r("ex_order_continues", section, suits=_suits_text(r.continues), n=len(set(r.continues))))
    if r.ace_signal is not None and any(c.suit is r.ace_signal and c.rank is Rank.ACE for c in keeps):
        # an ace partner already knows of is no news: the signal only keeps the link (review round 8,
        # gen.packet_choose.alkupelit.10006: the ♠A shown in the middle cards)
        key = "ex_order_ace_signal_known" if r.ace_signal in want.known else "ex_order_ace_signal"
        out.append(_r(key, section, card=str(order[0]), suit=r.ace_signal.symbol))
    note = next((n for n in r.notes if "smallest" in n.params), None)
    if note is not None and want.misere is True and r.misere_ok and want.misere_game:
        # A misère bid: the bottom card tells the misère, whatever the cards kept (*Misäärin korttien
        # vaihdot*: "vihjata misääripelistä ... pöytää vasten olevalla kortilla"; issue 11, review round 4,
        # gen.packet_order.alkupelit.8101 kept ♠AKJ95, no misère cards).  C65e.
        out.append(_r("ex_order_misere_played", section, card=note.params["card"], suit=note.params["suit"]))
    elif note is not None and want.misere is True and r.misere_ok:
        out.append(_r("ex_order_misere_hint", section, card=note.params["card"], suit=note.params["suit"]))
    elif note is not None and want.misere is False and r.misere_ok is False:
        out.append(_r("ex_order_no_misere_hint", section, suit=note.params["suit"]))
    if want.misere_suit and want.wish is not None and r.wishes[:1] == (want.wish,):
        better = _better_misere_suit(want.wish, keeps)
        if better is None:
            out.append(_r("ex_order_misere_suit", section, suit=want.wish.symbol))
        else:  # C65t: a kept suit the packet cannot name has the better small cards
            out.append(
                _r(
                    "ex_order_misere_suit_weaker",
                    section,
                    suit=want.wish.symbol,
                    best=better[0].symbol,
                    card=str(better[1]),
                )
            )
    elif want.misere_suit and want.wish is None and r.wishes and r.misere_ok:
        # C65s: the wish place falls on a suit of high cards (gen.packet_choose.kotkat.13003, ♥AK9864): said
        # so, lest partner read it as the best misère suit (the message is optional: "voi ilmaista")
        high = [c for c in keeps if c.suit is r.wishes[0] and c.rank in (Rank.ACE, Rank.KING)]
        if high:
            suit = r.wishes[0].symbol
            out.append(_r("ex_order_no_misere_suit", section, suit=suit, cards=_cards_text(high)))
    elif want.wish is not None and r.wishes[:1] == (want.wish,):
        out.append(_r("ex_order_wish", section, suit=want.wish.symbol))
        if want.wish2 is not None and r.wishes[1:2] == (want.wish2,):
            out.append(_r("ex_order_wish_second", section, suit=want.wish2.symbol))
    return out


def _unique_orders(items: Iterable[_Scored]) -> tuple[Order, ...]:
    return tuple(dict.fromkeys(s.order for s in items))


def _packet_result(
    ps: _PlanSet, point: DecisionPoint, prefix: Order
) -> tuple[list[_Scored], list[_Scored], bool]:
    """Recommended and acceptable orders after ``prefix``; the flag: the cards chosen left the best plans."""
    full = frozenset((*point.view.hand, *point.view.packet_so_far))
    scored, repaired = _evaluate(ps, full, point.form, prefix)
    if not scored:
        return [], [], repaired
    best = min(s.grade for s in scored)
    rec = [s for s in scored if s.grade == best]
    acc = [s for s in scored if s.grade <= 1 and s.grade != best]
    return rec, acc, repaired or best > 0


def _packet_reasons(ps: _PlanSet, rec: list[_Scored], point: DecisionPoint) -> tuple[Reason, ...]:
    full = frozenset((*point.view.hand, *point.view.packet_so_far))
    reasons: list[Reason] = [*ps.reasons, *(r for s in rec for r in s.plan.reasons)]
    if rec:
        first = rec[0]
        reasons.extend(
            _order_reasons(first.order, point.form, full - set(first.order), first.plan.want, ps.section)
        )
    return _one_per_key(reasons)


def _packet_plans(point: DecisionPoint) -> tuple[_PlanSet, Trail] | None:
    """The packet's plans, each named by the rule that proposed it, and the trail of the rules that fired:
    :data:`PACKETS` (or :data:`RETURNS`) over :class:`_Pk`, then the finishing steps (truthful orders, equal
    cards, the stray cards' reasons)."""
    pk = _pk_context(point)
    if pk is None:
        return None
    ps = (RETURNS if pk.kind == "return" else PACKETS).first(pk, pk.trail)
    ps = replace(ps, plans=_tag(ps.plans, pk.trail.decided or ""))
    full = frozenset((*point.view.hand, *point.view.packet_so_far))
    ps = _with_equals(_sayable_set(ps, full, point.form), full, point.form)
    if len({frozenset(p.cards) for p in ps.plans}) == 1 and any(
        r.key == "ex_intent_unclear" for r in ps.reasons
    ):
        # "several choices are defensible" is not said where one packet is advised (review round 6,
        # gen.packet_choose.alkupelit.9502): the open bidding leaves this hand no other plan.  C50a.
        ps = replace(
            ps, reasons=tuple(r for r in ps.reasons if r.key != "ex_intent_unclear"), judgement=False
        )
    return _with_stray_reasons(ps, full), pk.trail


def _with_stray_reasons(ps: _PlanSet, full: frozenset[Card]) -> _PlanSet:
    """Every card that no plan puts in the packet is told what is wrong with giving it (issue 11: a packet
    not advised gets a reason of its own, not only the advised packet's), where the planner knows one."""
    if not ps.stray:
        return ps
    planned = {c for p in ps.plans for c in p.cards}
    worse = dict(ps.worse)
    for c in sorted(full - planned):
        if c not in worse and (why := _stray_reason(ps, c, full)) is not None:
            worse[c] = (why,)
    return replace(ps, worse=worse)


def _stray_reason(ps: _PlanSet, c: Card, full: frozenset[Card]) -> Reason | None:
    """What is wrong with putting ``c``, a card no plan gives, in the packet (``ps.stray`` says whose)."""
    sec, card, suit = ps.section, str(c), c.suit.symbol
    if ps.stray == "misere":
        return _r("ex_misere_pk_no_void", sec, card=card)
    if ps.stray == "kotkat":
        if c.suit in ps.keep:
            return _r("ex_kotkat_keeps_wish", sec, card=card, suit=suit)
        return _r("ex_kotkat_pk_no_use", sec, card=card)
    if ps.stray == "holder":
        if c.suit in ps.keep:
            return _r("ex_pk_holder_trump", sec, card=card, suit=suit)
        return _r("ex_pk_holder_stray", sec, card=card)
    if c.suit in ps.core:  # a lower trump, with five or more (the four highest are given)
        return _r("ex_pk_low_trump", SEC_TRUMP, card=card)
    if c.rank is Rank.ACE:
        return _r("ex_pk_gives_ace", SEC_TRUMP, card=card, suit=suit)
    trumps = sum(1 for x in full if x.suit in ps.core)
    if _small(c) and trumps >= 5 and any(x.suit is c.suit and x.rank is Rank.ACE for x in full):
        # A lone small card on top from the holder of its ace IS the ace signal ("yksinäinen pieni kortti
        # ... päällimmäisenä ... ässän merkki", *Pääpelaajien korttien vaihdot*); what is wrong is the
        # trump it displaces: with five or more, "neljä korkeinta valttia ... tai ... kuppipeliä"
        # (*Valttipeli*; review round 4, gen.packet_choose.alkupelit.8005: ♥K87 with ♣8, holding ♣A).
        return _r("ex_pk_signal_not_trump", SEC_TRUMP, card=card, suit=suit, count=trumps)
    if c.suit in ps.bid_suits and c.is_honour:
        # The filler text would call this card no honour of a suit partner bid, which it is (review round
        # 4b, gen.packet_choose.alkupelit.8405: ♦Q after partner's 1♦ 3♦ 4♦).  *Valttipeli* gives
        # "yli kaikki valttinsa" first; such an honour only fills a packet still short of cards.
        top = next(x for x in sorted(full, key=lambda x: -x.rank) if x.suit is c.suit)
        if c.suit not in ps.honour_suits or top.rank is Rank.ACE:
            return None  # no true reason of its own (an ace is signalled, not given: C53)
        if top is not c:
            return _r("ex_pk_partner_honour_not_top", SEC_TRUMP, card=card, suit=suit, top=str(top))
        if trumps < 4:
            return None  # no true reason of its own: the packet's difference from the advice is told
        return _r("ex_pk_partner_honour_late", SEC_TRUMP, card=card, suit=suit, count=trumps)
    return _r("ex_pk_trump_filler", SEC_TRUMP, card=card)


def advise_packet(point: DecisionPoint) -> PacketAdvice:
    """The whole packet: recommended and acceptable four-card orders (top first) with reasons.

    For the PACKET (alkupelit and kotkat) and RETURN_PACKET (kotkat) phases;
    computed for the giver's whole hand, whatever has already been chosen.
    Raises ValueError in other phases.
    """
    planned = _packet_plans(point)
    if planned is None:
        raise ValueError(f"no packet is given in phase {point.phase} of {point.form}")
    ps, trail = planned
    rec, acc, _ = _packet_result(ps, point, ())
    trail.promote(rec[0].plan.rule or None if rec else None)
    recommended = _unique_orders(rec)
    want = rec[0].plan.want if rec else _Want()
    wish: Literal["trump", "misere"] | None = None
    if want.wish is not None:
        wish = "misere" if want.misere_suit else "trump"
    reasons = _packet_reasons(ps, rec, point)
    full = frozenset((*point.view.hand, *point.view.packet_so_far))
    why: dict[frozenset[Card], tuple[Reason, ...]] = {}
    fillers: dict[frozenset[Card], frozenset[Card]] = {}
    plan_rules: dict[frozenset[Card], str] = {}
    for s in sorted((*rec, *acc), key=lambda s: (s.grade, s.penalty)):
        key = frozenset(s.order)
        if key in why:
            continue
        plan_rules[key] = s.plan.rule
        said = _order_reasons(s.order, point.form, full - key, s.plan.want, ps.section)
        why[key] = _one_per_key([*_reading_reasons(ps, s.plan), *said])
        named = {r.params.get("card") for r in s.plan.reasons if r.key in _FILLER_KEYS}
        fillers[key] = frozenset(c for c in key if str(c) in named)
    pa = PacketAdvice(
        ps.topic,
        recommended,
        tuple(o for o in _unique_orders(acc) if o not in recommended),
        reasons,
        ps.worse,
        ps.judgement,
        wish,
        why,
        full,
        point.form,
        ps.links,
        fillers,
        trail.rules(),
        plan_rules,
    )
    if not recommended:
        return pa
    # the advice's reasons as true of the recommended packet (a repair's "with {card} in it" names a card it
    # no longer holds: review round 7, gen.packet_choose.kotkat.9805)
    return replace(pa, reasons=tuple(r for r in reasons if pa.true_of(r, frozenset(recommended[0]))))


def _reading_reasons(ps: _PlanSet, plan: _PacketPlan) -> list[Reason]:
    """The reasons of ``plan``, the plan set's first: a plan of the other reading of an open auction (C50) is
    told under its own trump, never under the intended one (review 11, gen.packet_choose.alkupelit.14002:
    ♠10 ♠5 ♠4 + ♦5 was told "♠ the intended trump" and then "You bid ♥ yourself, so keep your trumps").
    DECISION C50b."""
    if not any(r.key == "ex_alt_trump_plan" for r in plan.reasons):
        return [*ps.reasons, *plan.reasons]
    return [*plan.reasons[:1], *(r for r in (*ps.reasons, *plan.reasons[1:]) if r.key != "ex_trump_intended")]


def _advise_packet_card(point: DecisionPoint) -> Advice | None:
    planned = _packet_plans(point)
    if planned is None:
        return None
    ps, trail = planned
    prefix = tuple(point.view.packet_so_far)
    rec, acc, repaired = _packet_result(ps, point, prefix)
    if not rec:
        return None
    trail.promote(rec[0].plan.rule or None)
    n = len(prefix)
    legal = set(point.legal)
    recommended = tuple(c for c in dict.fromkeys(s.order[n] for s in rec) if c in legal)
    acceptable = tuple(
        c for c in dict.fromkeys(s.order[n] for s in acc) if c in legal and c not in recommended
    )
    worse: dict[Action, tuple[Reason, ...]] = {
        c: why for c, why in ps.worse.items() if c in legal and c not in recommended and c not in acceptable
    }
    return Advice(
        ps.topic,
        recommended,
        acceptable,
        _packet_reasons(ps, rec, point),
        worse,
        ps.judgement or repaired,
        rules=trail.rules(),
    )


# --- alkupelit: the lifter's packet ---------------------------------------------------------------------


def _alku_trump(pk: _Pk) -> _PlanSet:
    """*Valttipeli*: the trump lifter's plans (:func:`_trump_lifter`), then the note set
    :data:`ALKU_NOTES` (the other reading of an open auction, C50)."""
    assert pk.intent is not None
    pk.ps = _trump_lifter(pk.full, pk.intent, pk.ctx, pk.point.seat, pk.middle_aces)
    ALKU_NOTES.each(pk, pk.trail)
    return pk.ps


def _alku_other_reading(pk: _Pk) -> None:
    """C50: the plans for the other defensible trump, acceptable (the player's judgement)."""
    assert pk.ps is not None
    extra = _tag(pk.alt_extra, ALKU_OTHER_READING_ID)
    pk.ps = replace(pk.ps, plans=pk.ps.plans + extra, judgement=pk.ps.judgement or bool(extra))


def _alku_alternative(ctx: AuctionContext, lifter: Seat, intent: _Intent) -> _Intent | None:
    """The other defensible trump when the bidding leaves the game open (C50), or None.

    When the lifting bid's suit and the pair's intended trump (C14) differ -- the pair named both,
    and the lift names one of them or was an ace bid in the other --, the plans for the reading not
    chosen are acceptable: which suit the pair plays is then the player's judgement.
    """
    if intent.game != "trump" or intent.clear:
        return None
    last = _lifting_call(ctx)
    if last is None or not isinstance(last.call, Bid) or last.index in _reading(ctx).invitations:
        return None
    pair = _reading(ctx).pair(lifter)
    wanted = pair.trump()
    lift = last.call.strain
    options: list[tuple[Strain, Seat]] = []
    if lift.suit is not None and lift in pair.strains():
        first = pair.first_namer(lift)
        options.append((lift, lifter if first is None else first))
    if wanted is not None and wanted[0].suit is not None:
        options.append(wanted)
    for strain, holder in options:
        if (strain.suit, holder) != (intent.trump, intent.holder):
            sides = [
                s
                for s in _described_suits(ctx, holder, 2) + _described_suits(ctx, holder, 1)
                if s is not strain.suit
            ]
            return _Intent("trump", strain.suit, side=sides[0] if sides else None, holder=holder, clear=False)
    return None


def _fill(
    pool: Sequence[Card], base: Sequence[Card], need: int, *, blocked: Callable[[list[Card], Card], bool]
) -> list[Card]:
    """Add up to ``need`` cards from ``pool`` (in order) to ``base``, skipping blocked ones."""
    out = list(base)
    for c in pool:
        if len(out) - len(base) >= need:
            break
        if c in out or blocked(out, c):
            continue
        out.append(c)
    return out


def _trump_lifter(
    full: tuple[Card, ...],
    intent: _Intent,
    ctx: AuctionContext,
    seat: Seat,
    middle_aces: frozenset[Suit] = frozenset(),
) -> _PlanSet:
    """*Valttipeli*: usually all trumps and/or an ace signal; four highest in order with five or more.

    DECISIONs: the link rule ("do not void a suit where partner has an ace")
    uses the suits partner bid in the ace rounds (round 3 on); the tail-cup
    (*Kuppi ja häntäkuppi valttipelinä*) is recommended when the lifter holds
    exactly four trumps and two cards of partner's second-round suit,
    so that two trumps stay to ruff it -- the handbook's example, where the
    usual four trumps cost a trick; with five or more trumps the four highest
    are recommended and a cup game is acceptable.  Fillers when fewer than
    four trumps and an ace signal are available, in order: the highest honour
    of a suit partner bid, small cards of a suit headed by A K, then the
    highest side cards (C53b: the lifter gives the trump hand "korkeimmat
    honöörensä", *Pääpelaajien korttien vaihdot*; never the defenders'
    "highest card of the short suit", *Sivupelaajien korttien vaihdot*: the
    lifter gives away the trumps, so a void of theirs ruffs nothing).  With
    no trump at all the packet says so (review round 3,
    gen.packet_choose.alkupelit.7002).
    """
    trump = intent.trump
    assert trump is not None
    partner = seat.partner
    sec = SEC_TRUMP
    base_reasons: list[Reason] = [_r("ex_trump_intended", sec, suit=trump.symbol)]
    if not intent.clear:
        base_reasons.append(_r("ex_intent_unclear", sec))
    by = {s: _suit_cards(full, s) for s in SUITS}
    if not by[trump] and intent.holder is not seat:
        base_reasons.append(_r("ex_lifter_no_trump", SEC_MAIN, suit=trump.symbol))
    trumps = by[trump]
    n = len(trumps)
    sides = [s for s in SUITS if s is not trump]
    p_shown = _ace_round_shown(ctx, partner)
    p_aces = [s for s in p_shown if s is not trump]
    invited = _reading(ctx).invitations
    p_honour_suits = [  # an invitation's suit shows no honours there (C15)
        s
        for s in dict.fromkeys(
            ci.call.strain.suit
            for ci in ctx.bids_by(partner)
            if isinstance(ci.call, Bid) and ci.index not in invited
        )
        if s is not None and s is not trump
    ]
    own_ace_bids = set(_ace_round_suits(ctx, seat))
    # DECISION C53j: an ace shown to everyone in the middle cards is known to partner exactly like an ace
    # already bid (review round 8, gen.packet_choose.alkupelit.10006: the ♠A lifted from the middle)
    known_aces = own_ace_bids | middle_aces
    worse: dict[Card, tuple[Reason, ...]] = {}
    for s in p_aces:
        if len(by[s]) == 1:
            worse[by[s][0]] = (_link_reason(p_shown, s, sec),)

    def voids_link(chosen: list[Card], c: Card) -> bool:
        return c.suit in p_aces and all(x in chosen or x is c for x in by[c.suit])

    plans: list[_PacketPlan] = []

    def add(cards: Sequence[Card], rank: int, reasons: Sequence[Reason], ace: Suit | None = None) -> None:
        if len(cards) != 4:
            return
        kept = [c for c in full if c not in cards]
        want = _Want(ace=ace, misere=_suits_misere(kept), known=frozenset(known_aces))
        spare = tuple(c for c in trumps if c not in cards)
        plans.append(_PacketPlan(tuple(cards), rank, tuple(reasons), want, spare))

    if intent.holder is seat:
        # The lifter bid the trump: keep the trumps, give partner the short side suit (*Valttipeli*: trumps
        # kept in both hands, "etenkin jos saa itsensä renoksi lyhyestä maastaan").  DECISION C53i: the packet
        # voids a short suit (HOLDER_SHORT cards or fewer) that is not partner's ace suit, the void first and
        # then the next shortest suits; where no such void can be made, the shortest suits' cards are given
        # and the reason says no void is made (review round 6, gen.packet_choose.alkupelit.9508 and round 4b
        # alkupelit.8403: ♣9 + ♠KJ5, ♣ kept as the link to partner's ace, voided nothing yet was told "the
        # cards of your short suit").
        shorts = sorted((s for s in sides if by[s]), key=lambda s: (len(by[s]), s))
        voidable = [s for s in shorts if s not in p_aces and len(by[s]) <= HOLDER_SHORT]
        for i, v in enumerate(voidable):
            if len(by[v]) != len(by[voidable[0]]):
                break
            pool = [*by[v], *(c for s in shorts if s is not v for c in by[s])]
            cards = _fill(pool, [], 4, blocked=voids_link)
            rank = 0 if i == 0 else 1
            add(cards, rank, [_r("ex_holder_lifts", sec, suit=trump.symbol)])
            # DECISION C65q: a three-card void and one card more is the handbook's packet with an ace signal
            # beside it (*Valttipeli*: "ässän merkiksi pienen kortin" on top): that one card may be a small
            # card of a side ace's suit on top, the ace signal, as good as the ace itself given as the
            # filler (C53b: an ace is kept or signalled): acceptable, the plan's own fill staying the advice
            # (review round 10, gen.packet_choose.alkupelit.10503: ♣842 + ♥9 beside ♣842 + ♥A).
            signals = [a for a in _ace_signal_suits(by, trump) if a is not v and a not in p_aces]
            unbid = [a for a in signals if a not in known_aces]  # "mitä ei ole ehditty maalata"
            for a in signals if len(by[v]) == 3 else ():
                for small in (c for c in by[a] if _small(c)):
                    signal = [*by[v], small]
                    if any(frozenset(signal) == frozenset(p.cards) for p in plans):
                        continue
                    key = "ex_ace_signal_unbid" if a in unbid else "ex_ace_signal_bid"
                    why = [_r("ex_holder_lifts", sec, suit=trump.symbol), _r(key, sec, suit=a.symbol)]
                    add(signal, 1, why, ace=a)
        if not voidable:
            pool = [c for s in shorts for c in by[s]]
            cards = _fill(pool, [], 4, blocked=voids_link)
            add(cards, 0, [_r("ex_holder_no_void", sec, suit=trump.symbol)])
        return _PlanSet(
            tuple(plans),
            TOPIC_PACKET,
            SEC_MAIN,
            True,
            tuple(base_reasons),
            worse,
            keep=frozenset({trump}),
            stray="holder",
        )

    side = intent.side
    judgement = not intent.clear

    def cup_plans(rank_tail: int, rank_cup: int) -> None:
        for v in sides:
            k = len(by[v])
            fill = 4 - k
            if not 1 <= k <= 3 or n - fill < 2:
                continue
            is_tail = v is side and k <= 2
            if v in p_aces and not is_tail:
                continue
            cards = by[v] + trumps[:fill]
            if is_tail:
                assert side is not None
                add(cards, rank_tail, [_r("ex_tail_cup", SEC_CUP, side=side.symbol, trump=trump.symbol)])
                # *Kuppi ja häntäkuppi valttipelinä*: the example's lifter gives "♥95" of ♥9542 and keeps the
                # lowest trumps to ruff with; a lower trump given in a higher one's place is told so (review
                # round 5, gen.packet_choose.alkupelit.9002: ♠K4 ♥10 ♥3, keeping ♥9).
                given = _cards_text(trumps[:fill])
                for t in trumps[fill:]:
                    why = _r("ex_tail_cup_low_trump", SEC_CUP, card=str(t), cards=given, side=side.symbol)
                    worse.setdefault(t, (why,))
            else:
                add(cards, rank_cup, [_r("ex_cup_plan", sec, suit=v.symbol)])

    if n >= 5:
        judgement = True
        add(trumps[:4], 0, [_r("ex_four_highest_trumps", sec, count=n, suit=trump.symbol)])
        cup_plans(0, 1)
    elif n == 4:
        before = len(plans)
        cup_plans(0, 1)
        tail = any(p.rank == 0 for p in plans[before:])
        if tail and side is not None:
            judgement = True
            add(
                trumps,
                1,
                [
                    _r("ex_give_all_trumps", sec, count=n, suit=trump.symbol),
                    _r("ex_tail_cup_costs", SEC_CUP, side=side.symbol),
                ],
            )
        else:
            add(trumps, 0, [_r("ex_give_all_trumps", sec, count=n, suit=trump.symbol)])
        for a in _ace_signal_suits(by, trump):
            for small in (c for c in by[a] if _small(c)):
                add(
                    [small, *trumps[:3]],
                    1,
                    [_r("ex_three_trumps_and_ace", sec, suit=trump.symbol)],
                    ace=a,
                )
    else:
        judgement = judgement or n < 3
        aces = _ace_signal_suits(by, trump)
        unbid = [a for a in aces if a not in known_aces]
        preferred = unbid or aces

        def fillers(exclude: Suit | None) -> list[tuple[Card, Reason]]:
            out: list[tuple[Card, Reason]] = []
            for s in p_honour_suits:
                if s is exclude:
                    continue
                honours = [c for c in by[s] if c.is_honour]
                if honours:
                    out.append(
                        (honours[0], _r("ex_honour_partner_suit", sec, card=str(honours[0]), suit=s.symbol))
                    )
            for s in sides:
                h = by[s]
                if s is exclude or len(h) < 3 or not (h[0].rank is Rank.ACE and h[1].rank is Rank.KING):
                    continue
                for c in reversed(h[2:]):
                    if _small(c):
                        out.append((c, _r("ex_touching_honours_small", sec, suit=s.symbol)))
            # DECISION C53b: then the highest side cards, honours first; an ace is kept (or signalled),
            # not used as filler.
            high = sorted(
                (c for s in sides if s is not exclude for c in by[s] if c.rank is not Rank.ACE),
                key=lambda c: (-c.rank, c.suit),
            )
            out.extend((c, _r("ex_fill_highest_honour", SEC_MAIN, card=str(c))) for c in high)
            return out

        def complete(base: list[Card], exclude: Suit | None) -> tuple[list[Card], list[Reason]]:
            chosen = list(base)
            why: list[Reason] = []
            for c, reason in fillers(exclude):
                if len(chosen) >= 4:
                    break
                if c in chosen or voids_link(chosen, c):
                    continue
                chosen.append(c)
                why.append(reason)
            return chosen, why

        give_trumps = [_r("ex_give_all_trumps", sec, count=n, suit=trump.symbol)] if n else []
        if aces:
            for a in aces:
                rank = 0 if a in preferred else 1
                key = "ex_ace_signal_unbid" if a in unbid else "ex_ace_signal_bid"
                for small in (c for c in by[a] if _small(c)):
                    cards, why = complete([small, *trumps], a)
                    add(cards, rank, [*give_trumps, _r(key, sec, suit=a.symbol), *why], ace=a)
            if not unbid:
                # DECISION C53j: every ace to signal was bid already or shown in the middle cards, so
                # partner knows of it; the signal is there to keep the pair's link (*Keskeistä*: "Ässän
                # merkki, jotta pääpelaajien yhteys säilyy"), and *Valttipeli* asks it for an ace "not yet
                # bid".  Partner's shown honours may then be built instead (review round 7,
                # gen.packet_choose.alkupelit.9802: ♥K9 ♣KQ after D's 2♦ showed the ♦A), or the handbook's
                # fallback fillers given (*Valttipeli*: two small cards of an A K suit "ellei ole muuta
                # annettavaa"; review round 8, alkupelit.10006: ♥104 ♦96, the ♠A seen in the middle):
                # acceptable.
                from_middle = any(a not in own_ace_bids for a in aces)
                news = _r("ex_ace_known_middle", sec, suits=_suits_text(aces), n=len(aces))
                known = news if from_middle else _r("ex_ace_signal_known", sec, suits=_suits_text(aces))
                cards, why = complete(list(trumps), None)
                if (
                    why
                    and all(r.key in ("ex_touching_honours_small", "ex_honour_partner_suit") for r in why)
                    and not any(c.rank is Rank.ACE for c in cards if c.suit is not trump)
                ):  # an ace is signalled, not given (C53)
                    # only the handbook's named fillers; the highest side cards (C53b) are our own
                    # fallback for a lifter with no ace, not a rival to the signal (review round 6,
                    # gen.packet_choose.alkupelit.9502: ♣863 + ♦2, not ♣863 + ♠K)
                    add(cards, 1, [*give_trumps, news, *why])
                for s in p_honour_suits:
                    pair = [c for c in by[s] if c.is_honour and c.rank is not Rank.ACE][:2]
                    if len(pair) < 2 or (by[s] and by[s][0].rank is Rank.ACE):
                        continue
                    first = _r("ex_honour_partner_suit", sec, card=str(pair[0]), suit=s.symbol)
                    cards, why = complete([*trumps, *pair], None)
                    add(cards, 1, [*give_trumps, known, first, *why])
        else:
            cards, why = complete(list(trumps), None)
            add(cards, 0, [*give_trumps, *why])
        if not plans:
            cards, why = complete(list(trumps), None)
            add(cards, 0, [*give_trumps, *why])
        # *Pääpelaajien korttien vaihdot*: when the trump bidder named a side suit in the second round,
        # partner "tietää voivansa antaa" the first-round suit's cards and the highest honours of that
        # side suit; *Valttipeli*: the highest honour of a suit where partner has honours.  With an ace
        # to signal these are acceptable beside the ace signal, never in a suit whose ace the giver holds
        # (C53a; gen.packet_choose.alkupelit.6001:
        # ♠987 and ♥K after A's 2♥).
        holder = intent.holder
        second = _described_suits(ctx, holder, 2) if holder is not None else []
        for s in dict.fromkeys([*(x for x in (side,) if x is not None and x in second), *p_honour_suits]):
            if by[s] and by[s][0].rank is Rank.ACE:
                continue  # an ace is signalled, not given (C53); its suit's signal is the packet above
            honours = [c for c in by[s] if c.is_honour]
            top = [c for c in honours[: 4 - n if s in second else 1] if not voids_link([*trumps], c)]
            cards, why = complete([*trumps, *top], s)
            if not top or len(cards) != 4:
                continue
            if s in second:
                said = _r("ex_side_suit_honours", SEC_MAIN, suit=s.symbol, cards=" ".join(map(str, top)))
            else:
                said = _r("ex_honour_partner_suit", sec, card=str(top[0]), suit=s.symbol)
            add(cards, 1, [*give_trumps, said, *why])
            judgement = True
    return _PlanSet(
        tuple(plans),
        TOPIC_PACKET,
        SEC_MAIN,
        judgement,
        tuple(base_reasons),
        worse,
        core=frozenset({trump}),
        stray="trump",
        links={s: _link_reason(p_shown, s, sec) for s in p_aces},
        honour_suits=frozenset(p_honour_suits),
        bid_suits=frozenset(x for ci in ctx.bids_by(partner) if (x := _bid_suit(ci.call)) is not None),
    )


def _ace_signal_suits(by: Mapping[Suit, list[Card]], trump: Suit | None) -> list[Suit]:
    """Side suits where the giver holds the ace and a small card to signal it with."""
    return [
        s
        for s in SUITS
        if s is not trump and by[s] and by[s][0].rank is Rank.ACE and any(_small(c) for c in by[s])
    ]


def _grand_lifter(full: tuple[Card, ...], intent: _Intent, ctx: AuctionContext, seat: Seat) -> _PlanSet:
    """*Grandi (peli ilman valttia)*: all cards of partner's long suit, then the short suit's highest.

    DECISION: with more than four cards of partner's suit, its four highest in
    rising order; the short suit is the shortest non-void suit other than
    partner's; a filler that would void a suit partner showed an ace in is
    skipped (keep the links).
    """
    sec = SEC_GRAND
    by = {s: _suit_cards(full, s) for s in SUITS}
    p_aces = _ace_round_suits(ctx, seat.partner)

    def voids_link(chosen: list[Card], c: Card) -> bool:
        return c.suit in p_aces and all(x in chosen or x is c for x in by[c.suit])

    plans: list[_PacketPlan] = []
    reasons: list[Reason] = []
    long = intent.long_suit
    base = by[long][:4] if long is not None else []
    if long is None:
        reasons.append(_r("ex_grand_no_long_suit", sec))
    elif len(by[long]) > 4:
        reasons.append(_r("ex_grand_four_highest", sec, suit=long.symbol))
    elif base:
        reasons.append(_r("ex_grand_long_suit", sec, suit=long.symbol, count=len(base)))
    shorts = sorted((s for s in SUITS if by[s] and s is not long), key=lambda s: (len(by[s]), s))
    lengths = sorted({len(by[s]) for s in shorts})
    for s in shorts:
        rank = 0 if lengths and len(by[s]) == lengths[0] else 1
        pool = by[s] + [c for t in shorts if t is not s for c in by[t]]
        cards = _fill(pool, base, 4 - len(base), blocked=voids_link)
        if len(cards) < 4:
            continue
        why = [_r("ex_grand_short_high", sec, card=str(c), suit=c.suit.symbol) for c in cards[len(base) :]][
            :1
        ]
        kept = [c for c in full if c not in cards]
        plans.append(_PacketPlan(tuple(cards), rank, (*reasons, *why), _Want(misere=_suits_misere(kept))))
    if not plans and len(base) == 4:
        kept = [c for c in full if c not in base]
        plans.append(_PacketPlan(tuple(base), 0, tuple(reasons), _Want(misere=_suits_misere(kept))))
    if not plans:
        cards = sorted(full, key=lambda c: -c.rank)[:4]
        plans.append(_PacketPlan(tuple(cards), 0, tuple(reasons), _Want()))
    core = frozenset() if long is None else frozenset({long})
    return _PlanSet(tuple(plans), TOPIC_PACKET, SEC_MAIN, True, (), {}, core=core)


def _misere_lifter(full: Sequence[Card], section: str, topic: str, extra: Sequence[Reason]) -> _PlanSet:
    """*Maalattu misääri / Korttien vaihdot* (and *KOTKAT / Misäärin korttien vaihdot*).

    Void one or two suits, giving small cards if possible; with a poor middle,
    void the shortest suit and add the smallest (and perhaps the highest) card
    of the second-shortest.  DECISION: plans are ranked by the number of suits
    voided, then by how dangerous the kept cards are (:func:`_danger`), then
    by how high the given cards are; the best are recommended, the others
    acceptable.  The order gives the misère hint.
    """
    by = {s: _suit_cards(full, s) for s in SUITS}
    nonvoid = [s for s in SUITS if by[s]]
    plans: dict[frozenset[Card], tuple[tuple[int, int, int], list[Card], list[Reason]]] = {}
    shared: set[frozenset[Card]] = set()  # plans that fill with high cards to share: acceptable only (C65s)

    def consider(cards: list[Card], why: list[Reason], share: bool = False) -> None:
        if len(cards) != 4 or len(set(cards)) != 4:
            return
        kept = [c for c in full if c not in cards]
        voids = sum(1 for s in nonvoid if all(c in cards for c in by[s]))
        key = (-voids, _hand_danger(kept), sum(int(c.rank) for c in cards))
        k = frozenset(cards)
        if share:
            if k not in plans:
                plans[k] = (key, cards, why)
                shared.add(k)
        elif k not in plans or k in shared or key < plans[k][0]:
            plans[k] = (key, cards, why)
            shared.discard(k)

    def share_high(exclude: set[Suit], need: int) -> list[tuple[list[Card], list[Reason]]]:
        """*Keskeistä alkupelien korttien vaihdossa*, the painted misère: high cards left in a suit "voi
        jakaa" between the main players.  The ``need`` highest cards of a suit the giver keeps (ten or
        more, some of the suit staying in hand) fill a packet that voids ``exclude`` -- an acceptable plan
        beside the smallest cards of the next shortest suit, never the recommended one (review round 10b,
        gen.packet_choose.kotkat.13003: ♠2 ♣K7 + ♥A of ♥AK9864).  DECISION C65s."""
        out: list[tuple[list[Card], list[Reason]]] = []
        for s in (t for t in nonvoid if t not in exclude):
            high = by[s][:need]
            if len(by[s]) > need and all(c.rank >= Rank.TEN for c in high):
                out.append((high, [_r("ex_misere_share_high", section, card=str(high[0]))]))
        return out

    def shortest_others(exclude: set[Suit]) -> list[Suit]:
        """The next shortest suits: every suit of the least length, when two or more are equally short
        (C55b: "toiseksi lyhimmästä maastaan" fits each of them; gen.packet_choose.kotkat.8004, ♠J92 and
        ♦A64 beside ♥76), the least dangerous-looking first."""
        rest = [s for s in nonvoid if s not in exclude]
        least = min((len(by[s]) for s in rest), default=0)
        return sorted((s for s in rest if len(by[s]) == least), key=lambda s: (-_suit_danger(by[s]), s))

    def fillers(exclude: set[Suit], need: int) -> list[tuple[list[Card], list[Reason], Suit]]:
        """The cards that complete a packet voiding ``exclude``, with the suit they come from: the smallest
        (and perhaps the highest) of a next shortest suit; where that would give away the two of a suit
        kept long, the next smallest instead, or high cards shared between the hands ("korkeita kortteja
        ... voi jakaa", C55a)."""
        out: list[tuple[list[Card], list[Reason], Suit]] = []
        for nxt in shortest_others(exclude):
            out += [(v, why, nxt) for v, why in fillers_of(nxt, exclude, need)]
        return out

    def fillers_of(nxt: Suit, exclude: set[Suit], need: int) -> list[tuple[list[Card], list[Reason]]]:
        low_first = sorted(by[nxt], key=lambda c: c.rank)
        out: list[tuple[list[Card], list[Reason]]] = [(low_first[:need], [])]
        if need >= 2 and len(low_first) > need:
            out.insert(0, ([low_first[0], low_first[-1], *low_first[1 : need - 1]], []))
        if low_first and low_first[0] in long_twos(low_first[:need]):
            two = low_first[0]
            keep = [_r("ex_misere_keep_long_two", section, card=str(two), suit=two.suit.symbol)]
            out.append((low_first[1 : need + 1], keep))
            for s in (t for t in nonvoid if t not in exclude):
                high = by[s][:need]
                if len(high) == need and all(c.rank >= Rank.TEN for c in high):
                    why = [*keep, _r("ex_misere_share_high", section, card=str(high[0]))]
                    out.append((high, why))
        return [(v, why) for v, why in out if len(v) == need]

    def long_twos(cards: Iterable[Card]) -> list[Card]:
        """Twos among ``cards`` of a suit the giver keeps long without them (C55a)."""
        given = set(cards)
        return [
            c
            for c in given
            if c.rank is Rank.TWO and sum(1 for x in by[c.suit] if x not in given) >= LONG_WITHOUT_TWO
        ]

    def void_no_two(cards: Iterable[Card]) -> list[Suit]:
        """Suits of MISERE_VOID_NO_TWO or more cards that ``cards`` void, the giver holding no two of them
        (C55c)."""
        given = set(cards)
        return [
            s
            for s in nonvoid
            if len(by[s]) >= MISERE_VOID_NO_TWO
            and all(c in given for c in by[s])
            and all(c.rank is not Rank.TWO for c in by[s])
        ]

    for a, b in itertools.combinations(nonvoid, 2):
        total = len(by[a]) + len(by[b])
        if total > 4:
            continue
        void_two = [_r("ex_misere_void_two", section, first=a.symbol, second=b.symbol)]
        if total == 4:
            consider(by[a] + by[b], void_two)
        for v, why, _nxt in fillers({a, b}, 4 - total) if total < 4 else ():
            consider(by[a] + by[b] + v, [*void_two, *why])
        for v, why in share_high({a, b}, 4 - total) if total < 4 else ():
            consider(by[a] + by[b] + v, [*void_two, *why], share=True)
    for a in nonvoid:
        k = len(by[a])
        if k > 4:
            continue
        if k == 4:  # the suit alone fills the packet: nothing of another suit is added
            consider(list(by[a]), [_r("ex_misere_void_four", section, suit=a.symbol)])
            continue
        # "your shortest suit" only where it is (gen.packet_choose.alkupelit.1: ♠ of four, ♥ of three)
        shortest = k == min(len(by[s]) for s in nonvoid)
        key = "ex_misere_void_fill" if shortest else "ex_misere_void_add"
        for v, why, nxt in fillers({a}, 4 - k):
            consider(by[a] + v, [_r(key, section, suit=a.symbol, second=nxt.symbol), *why])
    # *Maalattu misääri / Korttien vaihdot*: a two belongs with the player longer in its suit, and a suit
    # without its two must not grow long (C55a): a plan giving away the two of a suit the giver keeps long
    # is no plan, and the two is told why.
    worse: dict[Card, tuple[Reason, ...]] = {}
    for plan_key, (_, cards, _) in list(plans.items()):
        for two in long_twos(cards):
            worse[two] = (_r("ex_misere_gives_long_two", section, card=str(two), suit=two.suit.symbol),)
            if len(plans) > 1:
                plans.pop(plan_key, None)
    # The same paragraph: a suit "josta kakkonen puuttuu" is "yleensä" no void suit for either player, since
    # partner's suit grows by every card given.  Its own example (*Maalattu misääri*, 6 misère: D gives
    # ♥5♠3♥3♠2) voids a doubleton without its two, so DECISION C55c: a void of MISERE_VOID_NO_TWO or more
    # cards lacking the two is no plan while another plan voids no such suit (review round 5,
    # gen.packet_choose.kotkat.9008 ♦983, kotkat.9004 ♠K643, alkupelit.9001 ♥1053).
    bad = {pkey: void_no_two(plan[1]) for pkey, plan in plans.items()}
    if any(not v for v in bad.values()):
        for pkey, suits in bad.items():
            if suits:
                del plans[pkey]
        planned = {c for plan in plans.values() for c in plan[1]}
        for s in {s for suits in bad.values() for s in suits}:
            no_two = _r("ex_misere_void_no_two", section, suit=s.symbol, cards=_cards_text(by[s]))
            for c in by[s]:
                stray = () if c in planned else (_r("ex_misere_pk_no_void", section, card=str(c)),)
                worse.setdefault(c, (no_two, *stray))
    if not plans:
        cards = sorted(full, key=lambda c: (c.rank, c.suit))[:4]
        consider(cards, [])
    shared &= set(plans)
    if shared == set(plans):
        shared = set()  # only high cards can fill: they are the plan
    ranked = sorted(plans.values(), key=lambda t: (frozenset(t[1]) in shared, t[0]))
    best = ranked[0][0][:2]
    kotkat = section == SEC_K_MISERE
    out = tuple(
        _PacketPlan(
            tuple(cards),
            0 if key[:2] == best and frozenset(cards) not in shared else 1,
            tuple(why),
            _misere_want(cards, full, kotkat),
        )
        for key, cards, why in ranked[:8]
    )
    sec = SEC_MAIN if section == SEC_MISERE else section
    return _PlanSet(out, topic, sec, True, tuple(extra), worse, misere_game=True, stray="misere")


def _best_misere_suit(cards: Sequence[Card], full: Iterable[Card]) -> Suit | None:
    """The best misère suit a kotkat misère packet ``cards`` can name, or None.

    Table under *KOTKAT / Misäärin korttien vaihdot*: in a misère game the place of the trump wish
    names the best misère suit instead ("valtitoiveen sijaan ilmaisee parhaan misäärimaan"); *Maalattu
    misääri / Korttien vaihdot*: the suit "jossa on hyviä pikkukortteja", where the giver holds the
    smallest cards, so partner can safely keep even a middling card of it.  The wish can only name a
    suit missing from the packet (:func:`trainer.signals.decode`).  DECISION (C65b): of those suits
    the giver keeps cards in, the one whose lowest card is lowest, then the least dangerous
    (:func:`_danger`, C48), then the longer; None when the giver keeps none of them.

    DECISION C65s (review round 10b, gen.packet_choose.kotkat.13003): a suit with high cards to share
    (*Keskeistä alkupelien korttien vaihdossa*: "korkeita kortteja ... voi jakaa") -- its king, or its ace
    in fewer than five cards (C49's misère ace is a long suit's) -- is no suit of good small cards, and is
    never named; the handbook makes the message optional ("voi ilmaista"), so where no kept suit qualifies
    the order names none (♥AK9864 is the hand's worst misère suit, not its best).
    """
    given = {c.suit for c in cards}
    kept = [c for c in full if c not in cards]
    by = {s: _suit_cards(kept, s) for s in SUITS if s not in given}
    held = [
        s
        for s, h in by.items()
        if h and not any(c.rank is Rank.KING or (c.rank is Rank.ACE and len(h) < MISERE_LONG_ACE) for c in h)
    ]
    if not held:
        return None
    return min(held, key=lambda s: (by[s][-1].rank, _suit_danger(by[s]), -len(by[s]), s))


def _misere_key(h: Sequence[Card]) -> tuple[int, int, int] | None:
    """How good ``h`` (one suit's cards kept, highest first) is as a misère suit, lower being better (C65b:
    the lowest card, the danger, the length); None for a suit of high cards to share (C65s)."""
    if not h or any(c.rank is Rank.KING or (c.rank is Rank.ACE and len(h) < MISERE_LONG_ACE) for c in h):
        return None
    return (int(h[-1].rank), _suit_danger(h), -len(h))


def _better_misere_suit(named: Suit, keeps: Iterable[Card]) -> tuple[Suit, Card] | None:
    """A suit kept whose small cards are clearly better for misère than those of ``named``, the suit the
    packet's wish place names, with its smallest card; else None.

    DECISION C65t (review 11, gen.packet_choose.kotkat.14008): a misère packet can only name a suit it
    leaves out (*KOTKAT / Misäärin korttien vaihdot*, the table's footnote: "ilmaisee parhaan
    misäärimaan"); where a suit the packet gives part of keeps clearly better small cards -- two cards or
    more, down to a smaller card than the named suit's smallest (♣976432 with its two, beside the named
    ♦J84) -- the order is not told that it names the best misère suit.  The packet's grade does not
    change: the message is optional ("voi ilmaista")."""
    kept = list(keeps)
    by = {s: _suit_cards(kept, s) for s in SUITS}
    mine = _misere_key(by[named])
    if mine is None:
        return None
    rivals = [
        (k, s)
        for s in SUITS
        if s is not named and len(by[s]) > 1 and (k := _misere_key(by[s])) is not None and k[0] < mine[0]
    ]
    if not rivals:
        return None
    s = min(rivals)[1]
    return s, by[s][-1]


def _misere_want(cards: Sequence[Card], full: Iterable[Card], kotkat: bool) -> _Want:
    """A misère packet says the misère hint; in kotkat its wish names the best misère suit (C65b)."""
    if not kotkat:
        return _Want(misere=True, misere_game=True)
    return _Want(misere=True, wish=_best_misere_suit(cards, full), misere_suit=True, misere_game=True)


def _suit_danger(cards: Sequence[Card]) -> int:
    return sum(_danger(c, cards) for c in cards)


# --- kotkat: the top bidder's packet ---------------------------------------------------------------------


def _best_suits(by: Mapping[Suit, list[Card]]) -> list[Suit]:
    """Suits by strength for a trump: length, then honours, then high honours, then the honours' quality
    (the ranks from the top: ♠AK1075 before ♥KQ1076), and only then the rank of the suit.

    Review round 7, gen.packet_choose.kotkat.9803: a length/honour tie went to ♥ by the suit's rank alone.
    *KOTKAT / Valttipelin korttien vaihdot* asks for the best suit as the trump wish ("paras maa"); the
    ace and king of a suit make it the better trump than king and queen.  DECISION C56i.
    """

    def key(s: Suit) -> tuple[int, int, int, tuple[int, ...], Suit]:
        h = by[s]
        ranks = tuple(sorted((int(c.rank) for c in h), reverse=True))
        return (len(h), sum(1 for c in h if c.is_honour), sum(1 for c in h if c.rank >= Rank.QUEEN), ranks, s)

    return sorted(SUITS, key=key, reverse=True)


def _kotkat_packet(pk: _Pk, second: bool = False) -> _PlanSet:
    """*KOTKAT / Valttipelin korttien vaihdot* (and the misère and grand variants).

    The top bidder voids the shortest or weakest suit(s), gives a side ace if
    possible (keeping a small card of its suit as a link), and orders the
    packet so that the trump wish names the suit wanted back.  DECISION: the
    wished trump is the bidder's strongest suit (length, then honours) and the
    second wish the next strongest; voiding both other suits is recommended
    when they hold four cards or fewer together, otherwise voiding the shorter
    or weaker one; a misère bid uses the alkupelit misère plans (a rule of its own,
    :data:`PK_KOTKAT_MISERE`).  After the plans, the note set :data:`KOTKAT_NOTES` (C56d, C56j, C56i).
    """
    point, full, lifting = pk.point, pk.full, pk.lifting
    assert lifting is not None and lifting.strain is not Strain.MISERE
    sec = SEC_K_GRAND if lifting.strain is Strain.GRAND else SEC_K_TRUMP
    by = {s: _suit_cards(full, s) for s in SUITS}
    order = _best_suits(by)
    tie = len(by[order[0]]) == len(by[order[1]]) and sum(c.is_honour for c in by[order[0]]) == sum(
        c.is_honour for c in by[order[1]]
    )
    if second:  # the plans that wish the second suit (C56i: a length and honour tie)
        order = [order[1], order[0], *order[2:]]
    trump, side = order[0], order[1]
    others = sorted(order[2:], key=lambda s: (len(by[s]), -_suit_danger(by[s]), s))
    base_why = [_r("ex_kotkat_wish", sec, suit=trump.symbol)]

    no_link: dict[Card, Suit] = {}  # a side ace whose suit no plan voids whole, and the shorter void (C56f)
    gives_link: dict[Card, Reason] = {}  # a small card whose giving leaves the side ace no small link (C56g)

    def build(side: Suit, others: list[Suit], fallback: bool) -> list[_PacketPlan]:
        plans: list[_PacketPlan] = []

        def side_ace(exclude: set[Suit]) -> list[Card]:
            out = []
            for s in (side, *others):
                h = by[s]
                if s in exclude or len(h) < 2 or h[0].rank is not Rank.ACE:
                    continue
                if any(_small(c) for c in h[1:]):
                    out.append(h[0])
            return out

        def link_last(pool: list[Card], base: list[Card], fill: int) -> list[Card]:
            """``pool`` with, for each side ace the fill gives, the lowest small card of its suit moved last
            where the fill would otherwise leave no small card of that suit as the link ("jättäen itselleen
            yhteyskortiksi pienen kortin"; C56g)."""
            for a in [c for c in pool if c.rank is Rank.ACE]:
                chosen = [c for c in pool if c not in base][:fill]
                smalls = [c for c in by[a.suit] if _small(c)]
                if a in chosen and smalls and all(c in chosen for c in smalls):
                    low = min(smalls, key=lambda c: c.rank)
                    pool = [c for c in pool if c is not low] + [low]
            return pool

        def add(cards: list[Card], rank: int, why: list[Reason]) -> None:
            if len(cards) != 4 or len(set(cards)) != 4:
                return
            kept = [c for c in full if c not in cards]
            want = _Want(misere=_suits_misere(kept), wish=trump, wish2=side)
            plans.append(_PacketPlan(tuple(cards), rank, (*base_why, *why), want))

        late: list[tuple[list[Card], list[Reason]]] = []  # the C56k plans, made after the others
        o1, o2 = others
        total = len(by[o1]) + len(by[o2])
        two_void = 1 <= total <= 4
        if two_void:
            cards = by[o1] + by[o2]
            why = [_r("ex_kotkat_void", sec, suits=_suits_text(c.suit for c in cards))]
            fill = 4 - total
            aces = side_ace({o1, o2})
            pool = link_last(aces + sorted(by[side], key=lambda c: c.rank), cards, fill)
            for a in aces[:fill]:
                why.append(_r("ex_kotkat_side_ace", sec, card=str(a), suit=a.suit.symbol))
            add(cards + [c for c in pool if c not in cards][:fill], 0, why)
        for i, o in enumerate(others):
            k = len(by[o])
            if not 1 <= k <= 4:
                continue
            rest = others[1 - i]
            aces = side_ace({o})
            # each card once: a side ace heading the suit ``rest`` would otherwise come twice, and its link card
            # be given in the ace's second place (review 11, gen.packet_choose.kotkat.14004: ♠K6 voided, ♥A
            # given, ♥8 kept as "yhteyskortiksi pienen kortin", a small ♣ the fourth card; C56k)
            pool = list(dict.fromkeys(aces + by[rest] + sorted(by[side], key=lambda c: c.rank)))
            pool = link_last(pool, by[o], 4 - k)
            cards = by[o] + [c for c in pool if c not in by[o]][: 4 - k]
            why = [_r("ex_kotkat_void", sec, suits=o.symbol)]
            why += [
                _r("ex_kotkat_side_ace", sec, card=str(a), suit=a.suit.symbol) for a in aces if a in cards[k:]
            ]
            first_single = next(x for x in others if 1 <= len(by[x]) <= 4)
            linked = [a for a in aces if a in cards[k:]]
            if o is not first_single and by[o][0].rank is Rank.ACE and not two_void and not linked:
                # DECISION C56f: voiding the side suit headed by its ace, when another suit is the shorter void
                # and no other side ace goes with a link kept, gives that ace with no card kept to reach it
                # ("sivumaan ässän jättäen itselleen yhteyskortiksi pienen kortin") and keeps the short suit
                # ("lyhimmän / huonoimman maansa renoksi"): no plan (review round 5,
                # gen.packet_choose.kotkat.9000: ♣AKJ beside ♥85; kotkat.6000's ♠A93 + ♥A, keeping ♥Q8 as the
                # ♥A's link, stays a 1 + 3 packet).
                no_link[by[o][0]] = first_single
                continue
            # DECISION C56k: a side ace heading ``rest`` (the suit left after the void) given with its link card
            # kept is the handbook's recipe too, acceptable, added after the other plans where none gives the
            # same cards: the earlier advice for such hands stays as it was (review 11,
            # gen.packet_choose.kotkat.14004)
            raw = link_last(aces + by[rest] + sorted(by[side], key=lambda c: c.rank), by[o], 4 - k)
            if by[o] + [c for c in raw if c not in by[o]][: 4 - k] != cards:
                late.append((cards, why))
            else:
                add(cards, 0 if not two_void and o is first_single else 1, why)
            # "sivumaan ässän jättäen itselleen yhteyskortiksi pienen kortin": any side ace that keeps a small
            # card of its suit is the recipe, not only the first found (C56b; gen.packet_choose.kotkat.7004:
            # ♠KJ4 with ♣A, keeping ♣65, beside ♠KJ4 with ♥A).  Acceptable when its order says the wish.
            for a in aces[1:] if k < 4 else ():
                pool = list(
                    dict.fromkeys(
                        [
                            a,
                            *(x for x in aces if x is not a),
                            *by[rest],
                            *sorted(by[side], key=lambda c: c.rank),
                        ]
                    )
                )
                other_cards = by[o] + [c for c in pool if c not in by[o]][: 4 - k]
                if set(other_cards) == set(cards) or not _says_wish(other_cards, full, point.form, trump):
                    continue
                why = [_r("ex_kotkat_void", sec, suits=o.symbol)]
                why += [
                    _r("ex_kotkat_side_ace", sec, card=str(x), suit=x.suit.symbol)
                    for x in aces
                    if x in other_cards[k:]
                ]
                add(other_cards, 1, why)
            # The text's 1 + 3 shape ("kahta maata 1 + 3 korttia"): a lone card voided, and the side ace with two
            # more cards of its suit, a small card of it kept as the link ("jättäen itselleen yhteyskortiksi
            # pienen kortin"; C56c; gen.packet_choose.kotkat.8000: ♣J with ♠A ♠Q ♠8, keeping ♠6).  Any two
            # companions that leave a small card are the recipe; acceptable when its order can say the trump wish.
            if k == 1:
                for a in side_ace({o}):
                    for pair in itertools.combinations(by[a.suit][1:], 2):
                        cards = [*by[o], a, *pair]
                        link = [c for c in by[a.suit] if c not in cards and _small(c)]
                        if not link:
                            # the pair gives the small cards and keeps only honours: said of the small card given
                            # (review round 5, gen.packet_choose.kotkat.9003: ♠A ♠Q ♠4 keeping ♠10)
                            kept = _cards_text(c for c in by[a.suit] if c not in cards)
                            for c in pair:
                                if _small(c) and kept:
                                    why_not = _r(
                                        "ex_kotkat_gives_link", sec, card=str(c), ace=str(a), kept=kept
                                    )
                                    gives_link.setdefault(c, why_not)
                            continue
                        if not _says_wish(cards, full, point.form, trump):
                            continue
                        why = [
                            _r("ex_kotkat_void", sec, suits=o.symbol),
                            _r(
                                "ex_kotkat_one_three",
                                sec,
                                card=str(a),
                                cards=_cards_text(pair),
                                suit=a.suit.symbol,
                            ),
                        ]
                        add(cards, 1, why)
            # The text's 2 + 2 shape ("kahta maata 2 + 2 korttia"): a two-card suit voided, and a side ace
            # with one more card of its suit, a card of it kept as the link (C56a;
            # gen.packet_choose.kotkat.6000: ♣76 with ♠A9 or ♥A8).  Acceptable when its order can say the
            # trump wish.  The link kept is a small card, as in every shape ("pienen kortin"; *Skruuvisanastoa*:
            # "Hakku" is a card from two to nine): a 2 + 2 packet keeping only an honour of the ace's suit is
            # told so (review round 6, gen.packet_choose.kotkat.9505 ♣A4 keeping ♣K10, kotkat.9507 ♦A3
            # keeping ♦K).
            if k != 2:
                continue
            for a in side_ace({o}):
                for x in by[a.suit][1:]:
                    cards = [*by[o], a, x]
                    if not any(_small(c) for c in by[a.suit] if c not in cards):
                        kept = _cards_text(c for c in by[a.suit] if c not in cards)
                        if _small(x) and kept:
                            why_not = _r("ex_kotkat_gives_link", sec, card=str(x), ace=str(a), kept=kept)
                            gives_link.setdefault(x, why_not)
                        continue
                    if not _says_wish(cards, full, point.form, trump):
                        continue
                    why = [
                        _r("ex_kotkat_void", sec, suits=o.symbol),
                        _r("ex_kotkat_two_two", sec, card=str(a), other=str(x), suit=a.suit.symbol),
                    ]
                    add(cards, 1, why)
        if fallback and not any(p.rank == 0 for p in plans):
            pool = [c for s in reversed(order) for c in by[s] if s is not trump]
            same = next((i for i, p in enumerate(plans) if set(p.cards) == set(pool[:4])), None)
            if same is None:
                add(pool[:4], 0, [])
            else:  # the fallback is a plan already made, with its reasons: that plan is the advice
                plans[same] = replace(plans[same], rank=0)
        if fallback and not plans:
            add(sorted(full, key=lambda c: (c.rank, c.suit))[:4], 0, [])
        for cards, why in late:  # C56k
            if frozenset(cards) not in {frozenset(p.cards) for p in plans}:
                add(cards, 1, why)
        return plans

    def strength(s: Suit) -> tuple[int, int, int]:
        return (
            len(by[s]),
            sum(1 for c in by[s] if c.is_honour),
            sum(1 for c in by[s] if c.rank >= Rank.QUEEN),
        )

    plans = build(side, others, True)
    # DECISION C56e: where a suit left to void is exactly as long and as strong as the side suit (the second
    # wish), the handbook's "lyhimmän / huonoimman maansa renoksi" does not prefer one (review round 4b,
    # gen.packet_choose.kotkat.8400: ♠AK2 and ♣AK6): the packets planned with the two swapped that void the
    # side suit are acceptable.
    have = {frozenset(p.cards) for p in plans}
    for o in others:
        if strength(o) != strength(side):
            continue
        swapped = sorted(
            (side if x is o else x for x in others), key=lambda x: (len(by[x]), -_suit_danger(by[x]), x)
        )
        for p in build(o, swapped, False):  # only the packets that void the side suit in its stead
            if frozenset(p.cards) not in have and all(c in p.cards for c in by[side]):
                have.add(frozenset(p.cards))
                plans.append(replace(p, rank=max(p.rank, 1)))
    # DECISION C56g: "sivumaan ässän jättäen itselleen yhteyskortiksi pienen kortin" asks only that a small card
    # of the ace's suit stays as the link; it does not say which cards go with the ace.  Any companions that
    # leave a small card are acceptable where the packet can still say the wish (review round 5,
    # gen.packet_choose.kotkat.9006: ♣A with ♣6, ♣7 or ♣10 as well as with ♣4).
    for p in list(plans):
        for a in p.cards:
            s = a.suit
            comp = [c for c in p.cards if c.suit is s and c is not a]
            if a.rank is not Rank.ACE or s is trump or not comp or all(c in p.cards for c in by[s]):
                continue
            for alt in itertools.combinations([c for c in by[s] if c is not a], len(comp)):
                cards = [*(c for c in p.cards if c.suit is not s), a, *alt]
                if frozenset(cards) in have or not any(_small(c) for c in by[s] if c not in cards):
                    continue
                if not _says_wish(cards, full, point.form, trump):
                    continue
                have.add(frozenset(cards))
                kept = [c for c in full if c not in cards]
                link = _r(
                    "ex_kotkat_link_any",
                    sec,
                    cards=_cards_text(alt),
                    card=str(a),
                    other=_cards_text(comp),
                    suit=s.symbol,
                )
                plans.append(
                    replace(
                        p,
                        cards=tuple(cards),
                        rank=max(p.rank, 1),
                        reasons=(*p.reasons, link),
                        want=replace(p.want, misere=_suits_misere(kept)),
                    )
                )
    worse: dict[Card, tuple[Reason, ...]] = {
        ace: (_r("ex_kotkat_ace_no_link", sec, card=str(ace), suit=ace.suit.symbol, short=short.symbol),)
        for ace, short in no_link.items()
    }
    for c, why_not in gives_link.items():
        worse.setdefault(c, (why_not,))
    ps = _PlanSet(
        tuple(plans),
        TOPIC_PACKET,
        sec,
        tie or sec == SEC_K_GRAND,
        (),
        worse,
        keep=frozenset({trump}),
        stray="kotkat",
    )
    k = _Kot(pk, full, by, order, trump, side, sec, tie, second, tuple(base_why), ps)
    # the second wish's plans (C56i) are proposed under that rule: their notes are not this advice's
    KOTKAT_NOTES.each(k, Trail() if second else pk.trail)
    return k.ps


@dataclass
class _Kot:
    """The kotkat top bidder's plans so far, for the note rules after them (:data:`KOTKAT_NOTES`)."""

    pk: _Pk
    full: tuple[Card, ...]
    by: Mapping[Suit, list[Card]]
    order: Sequence[Suit]
    trump: Suit
    side: Suit
    sec: str
    tie: bool
    second: bool
    base_why: tuple[Reason, ...]
    ps: _PlanSet

    @cached_property
    def unsayable(self) -> list[_PacketPlan]:
        """The plans none of whose orders says nothing false (C56d)."""
        fz = frozenset(self.full)
        return [p for p in self.ps.plans if _make_sayable(p, fz, self.pk.point.form, self.ps) is None]

    @cached_property
    def fours(self) -> list[Suit]:
        """The side suits of exactly four cards, weakest first (C56d)."""
        by = self.by
        fours = [s for s in SUITS if s is not self.trump and len(by[s]) == 4]
        fours.sort(key=lambda s: (sum(c.is_honour for c in by[s]), -_suit_danger(by[s]), s is self.side, s))
        return fours

    def weak_whole(self) -> Suit | None:
        """The clearly weakest suit of four cards whose order can say the wish, not yet a plan (C56j)."""
        weak = _clearly_weakest(self.by, self.trump)
        have = {frozenset(p.cards) for p in self.ps.plans}
        if (
            self.sec == SEC_K_TRUMP
            and weak is not None
            and len(self.by[weak]) == 4
            and frozenset(self.by[weak]) not in have
            and _says_wish(self.by[weak], self.full, self.pk.point.form, self.trump)
        ):
            return weak
        return None

    @cached_property
    def other_wish(self) -> tuple[_PacketPlan, ...]:
        """The plans wishing the other suit of a length and honour tie, not yet plans here (C56i)."""
        if not self.tie or self.second or self.sec != SEC_K_TRUMP:
            return ()
        other = _kotkat_packet(self.pk, second=True)
        have = {frozenset(p.cards) for p in self.ps.plans}
        equal = _r("ex_kotkat_wish_equal", self.sec, suit=self.side.symbol, other=self.trump.symbol)
        return tuple(
            replace(
                p,
                rank=max(p.rank, 1),
                keep=frozenset({self.side}),
                reasons=(equal, *(r for r in p.reasons if r.key != "ex_kotkat_wish")),
            )
            for p in other.plans
            if frozenset(p.cards) not in have and p.want.wish is self.side
        )


def _kotkat_one_suit(k: _Kot) -> None:
    """C56d: no plan can be stacked truthfully: the one-suit packets (:func:`_kotkat_truthful`)."""
    k.ps = _kotkat_truthful(k.ps, k.full, k.by, k.trump, k.side, k.pk.point.form, k.unsayable, k.fours)


def _kotkat_weakest(k: _Kot) -> None:
    """C56j: the clearly weakest suit of four cards voided whole, acceptable."""
    # DECISION C56j: the top bidder gives "lyhimmän / huonoimman maansa renoksi", a side ace only
    # "mahdollisuuksien mukaan", and "yhtä maata neljä korttia" is a shape of its own (*KOTKAT / Valttipelin
    # korttien vaihdot*).  A four-card suit that is clearly the weakest (:func:`_clearly_weakest`) voided whole
    # is acceptable where its order can say the trump wish, even when the shortest suit holds an ace (review
    # round 8, gen.packet_choose.kotkat.10003: ♣10843 beside ♠A3 ♦Q109, wishing ♥; round 4 kotkat.8000, 8400).
    weak = k.weak_whole()
    assert weak is not None
    by, trump = k.by, k.trump
    wish2 = next((x for x in k.order if x not in (trump, weak) and by[x]), None)
    kept = [c for c in k.full if c not in by[weak]]
    why = (
        *k.base_why,
        _r("ex_kotkat_void", k.sec, suits=weak.symbol),
        _r("ex_kotkat_weakest", k.sec, suit=weak.symbol),
    )
    want = _Want(misere=_suits_misere(kept), wish=trump, wish2=wish2)
    plan = _PacketPlan(tuple(by[weak]), 1, why, want, rule=KOTKAT_WEAKEST_ID)
    k.ps = replace(k.ps, plans=(*k.ps.plans, plan))


def _kotkat_wish_tie(k: _Kot) -> None:
    """C56i: the packets wishing the other suit of a length and honour tie, acceptable."""
    # DECISION C56i: where the two best suits tie on length and honours, the better honours (``_best_suits``)
    # are recommended, and the packets wishing the other suit are acceptable, told that either suit may be
    # wished (review round 7, gen.packet_choose.kotkat.9803: ♠AK1075 and ♥KQ1076 both sound).
    k.ps = replace(k.ps, plans=k.ps.plans + _tag(k.other_wish, KOTKAT_WISH_TIE_ID, force=True))


def _kotkat_truthful(
    ps: _PlanSet,
    full: Sequence[Card],
    by: Mapping[Suit, list[Card]],
    trump: Suit,
    side: Suit,
    form: Form,
    unsayable: Sequence[_PacketPlan],
    fours: Sequence[Suit],
) -> _PlanSet:
    """``ps``, or, when none of its packets has an order that says nothing false, ``ps`` with the recipe's
    one-suit packet added (*KOTKAT / Valttipelin korttien vaihdot*: "yhtä maata neljä korttia").

    Issue 11 (review round 4, gen.packet_order.kotkat.8103): with ♠- ♣AKQJ85 ♦8765 ♥A86 the plan voided ♥
    and filled with ♦5; a 1 + 3 packet whose three-card suit ended and whose lone card continues can only
    lie lone card on top, and a lone small card on top says the giver holds that suit's ace
    (*Pääpelaajien korttien vaihdot*: "yksinäinen pieni kortti ... päällimmäisenä"; the table *Neljän
    kortin ylianto*).  Without ♦A that order lies.  A non-trump suit of exactly four cards given whole is
    a void ("lyhimmän / huonoimman maansa renoksi") whose one-suit order can always be read truly
    (:func:`trainer.signals.decode`, via :func:`_make_sayable`): the weakest such suit is recommended,
    any other acceptable.  DECISION C56d: the handbook does not say what to do when its shapes cannot be
    stacked truthfully; never saying something false comes first.
    """
    if len(unsayable) < len(ps.plans):
        return ps
    plans = list(ps.plans)
    for i, s in enumerate(fours):
        cards = list(by[s])
        want = _Want(misere=_suits_misere([c for c in full if c not in cards]), wish=trump)
        why = (
            _r("ex_kotkat_wish", ps.section, suit=trump.symbol),
            _r("ex_kotkat_void", ps.section, suits=s.symbol),
            _r("ex_kotkat_one_suit_true", ps.section, suit=s.symbol),
        )
        plans.append(_PacketPlan(tuple(cards), 0 if i == 0 else 1, why, want, rule=KOTKAT_ONE_SUIT_ID))
    if len(plans) == len(ps.plans):
        return ps
    worse = dict(ps.worse)
    for p in unsayable:
        kept = {c.suit for c in full if c not in p.cards}
        suits = {c.suit for c in p.cards}
        lone = [c for c in p.cards if sum(1 for x in p.cards if x.suit is c.suit) == 1]
        # Said only of the 1 + 3 packet the text describes: the lone small card's suit continues, the other ends.
        if len(suits) != 2 or len(lone) != 1 or not _small(lone[0]) or lone[0].suit not in kept:
            continue
        if (suits - {lone[0].suit}) & kept:
            continue
        why_not = _r("ex_pk_no_true_order", ps.section, cards=_cards_text(p.cards), card=str(lone[0]))
        for c in p.cards:  # said once (the same reason for each card), in place of a stray card's reason
            worse[c] = (why_not,)
    demoted = tuple(replace(p, rank=max(p.rank, 1)) for p in ps.plans)
    return replace(ps, plans=(*demoted, *plans[len(ps.plans) :]), worse=worse)


def _clearly_weakest(by: Mapping[Suit, Sequence[Card]], trump: Suit) -> Suit | None:
    """The suit that is clearly the top bidder's weakest ("huonoimman maansa", *KOTKAT / Valttipelin korttien
    vaihdot*), or None.

    DECISION C56j: the handbook does not say how "huonoin" is measured.  We read it by the honours a suit can
    win tricks with: of the suits held besides the wished trump, the only one with no ace, king, queen or jack
    (a ten or less at the top).  Where two or more suits have none, or every suit has one, no suit is clearly
    the weakest and only the shortest-suit plans stand.
    """
    faceless = [s for s in SUITS if s is not trump and by[s] and all(c.rank < Rank.JACK for c in by[s])]
    return faceless[0] if len(faceless) == 1 else None


def _says_wish(cards: Sequence[Card], full: Iterable[Card], form: Form, wish: Suit) -> bool:
    """Can some order of ``cards`` say the first trump wish ``wish`` and nothing false?"""
    keeps = frozenset(full) - set(cards)
    want = _Want(wish=wish)
    return any(
        (p := _penalty(o, form, keeps, want))[0] == 0 and p[2] == 0
        for o in itertools.permutations(sorted(cards, key=lambda c: c.index))
    )


# --- kotkat: partner's return packet ---------------------------------------------------------------------


def _kotkat_return(pk: _Pk) -> _PlanSet:
    """*KOTKAT / Valttipelin korttien vaihdot* and *Misäärin korttien vaihdot*: partner's four cards back.

    Trump: all cards of the first-wished suit (one to four) and the highest of
    the bidder's side suit -- but holding an ace, an ace signal (a small card
    of that suit on top) rather than the ace itself; with only one or two
    small cards of the wished suit and three or four good cards of the side
    suit, those instead.  Misère (the bidder bid it, or both hands suit it):
    void a short or weak suit the bidder did not give, add the two highest of
    a weak suit or the lowest and highest of a good one, and leave no very
    small card alone in a suit.

    DECISIONs: the wished suit is the first wish the returner holds cards
    in; the side suit is the second wish, else the one suit the bidder still
    holds besides the wish; with five or more of the wished suit its four
    highest (rising order) are recommended and a cup game acceptable; "good"
    side cards are three or four with at least two honours; a "weak" suit has
    no card below seven; a "very small" lone card is a 2, 3 or 4.
    """
    assert pk.packet is not None and pk.reading is not None
    pk.ps = _trump_return(pk.full, pk.reading, pk.lifting)
    RETURN_PK_NOTES.each(pk, pk.trail)
    return pk.ps


def _return_misere_too(pk: _Pk) -> None:
    """*KOTKAT / Misäärin korttien vaihdot*: the packet allowed misère and the returner's cards suit it: the
    misère return's plans beside the trump return's (a judgement)."""
    assert pk.ps is not None and pk.packet is not None
    trump_set = pk.ps
    mis = _misere_return(pk.full, pk.packet, 0)
    pk.ps = _PlanSet(
        trump_set.plans + _tag(mis.plans, RETURN_MISERE_TOO_ID),
        TOPIC_RETURN,
        SEC_K_TRUMP,
        True,
        trump_set.reasons,
        trump_set.worse,
        core=trump_set.core,
    )


def _trump_return(full: tuple[Card, ...], reading: Reading, lifting: Bid | None) -> _PlanSet:
    sec = SEC_K_GRAND if lifting is not None and lifting.strain is Strain.GRAND else SEC_K_TRUMP
    by = {s: _suit_cards(full, s) for s in SUITS}
    in_packet = {c.suit for c in reading.cards}
    wish = next((s for s in reading.wishes if by[s]), None)
    side: Suit | None = next((s for s in reading.wishes if s is not wish), None)
    if side is None:
        held = [s for s in SUITS if s not in reading.ended and s is not wish and s not in reading.avoid]
        held = [s for s in held if s not in in_packet or s in reading.continues]
        side = held[0] if len(held) == 1 else None
    plans: list[_PacketPlan] = []
    worse: dict[Card, tuple[Reason, ...]] = {}
    judgement = False

    def add(cards: Sequence[Card], rank: int, why: Sequence[Reason], ace: Suit | None = None) -> None:
        cards = list(dict.fromkeys(cards))
        if len(cards) != 4:
            return
        kept = [c for c in full if c not in cards]
        plans.append(_PacketPlan(tuple(cards), rank, tuple(why), _Want(ace=ace, misere=_suits_misere(kept))))

    aces = [s for s in _ace_signal_suits(by, None) if s is not wish]
    for s in aces:
        worse[by[s][0]] = (_r("ex_ret_keep_ace", sec),)

    def side_pool(exclude: set[Suit]) -> list[Card]:
        order = [side] if side is not None else []
        order += [s for s in SUITS if s not in order and s is not wish and s not in reading.ended]
        out: list[Card] = []
        for s in order:
            if s is None or s in exclude:
                continue
            out += [c for c in by[s] if c.rank is not Rank.ACE]
        return out

    def side_why(cards: Sequence[Card], start: int) -> list[Reason]:
        extra = [c for c in cards[start:] if side is not None and c.suit is side]
        if extra and side is not None:
            return [_r("ex_ret_side_high", sec, suit=side.symbol, card=str(extra[0]))]
        return []

    if wish is None:
        judgement = True
        pool = side_pool(set())
        add(pool[:4], 0, [_r("ex_ret_no_wish", sec)])
    else:
        w = by[wish]
        if len(w) >= 4:
            add(w[:4], 0, [_r("ex_ret_wished_four", sec, suit=wish.symbol)])
            if len(w) >= 5:
                judgement = True
                for s in SUITS:
                    if s is not wish and 1 <= len(by[s]) <= 3:
                        add(by[s] + w[: 4 - len(by[s])], 1, [_r("ex_ret_cup", SEC_CUP, suit=wish.symbol)])
        else:
            give_w = _r("ex_ret_wished_suit", sec, suit=wish.symbol, count=len(w))
            need = 4 - len(w)
            for a in aces:
                for small in (c for c in by[a] if _small(c)):
                    pool = [c for c in side_pool({a})]
                    cards = [small, *w, *pool[: need - 1]]
                    add(
                        cards,
                        0,
                        [
                            give_w,
                            _r("ex_ret_ace_signal", sec, suit=a.symbol, card=str(small)),
                            *side_why(cards, 1 + len(w)),
                        ],
                        ace=a,
                    )
            pool = side_pool(set())
            cards = [*w, *pool[:need]]
            add(cards, 1 if aces else 0, [give_w, *side_why(cards, len(w))])
            if side is not None and len(w) <= 2 and all(_small(c) for c in w):
                sd = [c for c in by[side] if c.rank is not Rank.ACE]
                if len(sd) >= 3 and sum(1 for c in sd[:4] if c.is_honour) >= 2:
                    judgement = True
                    top = sd[:4]
                    rest = [c for c in w + side_pool({side}) if c not in top]
                    add(top + rest[: 4 - len(top)], 0, [_r("ex_ret_side_instead", sec, suit=side.symbol)])
    if not plans:
        add(sorted(full, key=lambda c: -c.rank)[:4], 0, [])
    core = frozenset() if wish is None else frozenset({wish})
    return _PlanSet(tuple(plans), TOPIC_RETURN, sec, judgement, (), worse, core=core)


def _misere_return(full: tuple[Card, ...], packet: Sequence[Card], rank_base: int) -> _PlanSet:
    sec = SEC_K_MISERE
    by = {s: _suit_cards(full, s) for s in SUITS}
    received = {c.suit for c in packet}
    found: dict[frozenset[Card], tuple[tuple[int, int], list[Card], list[Reason]]] = {}
    for s in SUITS:
        k = len(by[s])
        if s in received or not 1 <= k <= 4:
            continue
        need = 4 - k
        seconds = [t for t in SUITS if t is not s and len(by[t]) > need] if need else [s]
        for t in seconds:
            why = [_r("ex_ret_misere_void", sec, suit=s.symbol)]
            extra: list[Card] = []
            if need:
                h = by[t]  # highest first
                weak = h[-1].rank >= Rank.SEVEN
                if weak:
                    extra = h[:need]
                    why.append(_r("ex_ret_misere_weak", sec, suit=t.symbol))
                else:
                    extra = [h[-1], *h[: need - 1]]
                    why.append(_r("ex_ret_misere_good", sec, suit=t.symbol))
            cards = by[s] + extra
            kept = [c for c in full if c not in cards]
            tiny = [c for c in kept if c.rank <= Rank.FOUR and sum(1 for x in kept if x.suit is c.suit) == 1]
            if tiny:
                why.append(_r("ex_ret_no_tiny_singleton", sec, card=str(tiny[0])))
            key = (len(tiny), _hand_danger(kept))
            f = frozenset(cards)
            if f not in found or key < found[f][0]:
                found[f] = (key, cards, why)
    plans: list[_PacketPlan] = []
    if found:
        ranked = sorted(found.values(), key=lambda t: t[0])
        for key, cards, why in ranked[:8]:
            rank = rank_base if key == ranked[0][0] else rank_base + 1
            plans.append(
                _PacketPlan(tuple(cards), min(rank, 1), tuple(why), _Want(misere=True, misere_game=True))
            )
    else:
        cards = sorted(full, key=lambda c: -c.rank)[:4]
        plans.append(_PacketPlan(tuple(cards), min(rank_base, 1), (), _Want(misere=True, misere_game=True)))
    return _PlanSet(tuple(plans), TOPIC_RETURN, sec, True, (), {}, misere_game=True)


# --- single cards: plans and per-recipient advice --------------------------------------------------------


@dataclass(frozen=True)
class _GivePlan:
    cards: tuple[tuple[Seat, Card], ...]
    rank: int
    reasons: tuple[Reason, ...]
    # the named rule that proposed this plan (``rulebook``; issue 11, *Structure*), not compared
    rule: str = field(default="", compare=False)

    def card_for(self, seat: Seat) -> Card | None:
        return next((c for s, c in self.cards if s is seat), None)


@dataclass(frozen=True)
class _GiveSet:
    plans: tuple[_GivePlan, ...]
    topic: str
    judgement: bool
    reasons: tuple[Reason, ...] = ()
    worse: Callable[[Seat], Mapping[Card, tuple[Reason, ...]]] | None = None
    # Suits whose last card the giver keeps (a link to partner's ace, *Valttipeli*), each with its reason:
    # a card not advised that would leave the giver void in such a suit is told so.
    links: Mapping[Suit, Reason] = field(default_factory=dict)
    # A reason of its own for a card no plan gives to ``to``, by what the card is (issue 11): called
    # with the recipient, the card, the giver's cards and how many cards are still to give.
    explain: Callable[[Seat, Card, frozenset[Card], int], tuple[Reason, ...]] | None = None
    kind: Literal["trump", "grand", "misere", "bolshevik"] = "trump"
    # What is wrong with a whole set of cards as a plan (C63d), for :meth:`GivesAdvice.fault`.
    fault: Callable[[frozenset[Card]], tuple[Reason, ...]] | None = None
    # What is wrong with who gets which card (C60b), for :meth:`GivesAdvice.fault`.
    seat_fault: Callable[[Mapping[Seat, Card]], tuple[Reason, ...]] | None = None
    # The rules that proposed the plans (None: the gives are not written as rules, the bolshevik's)
    trail: Trail | None = field(default=None, compare=False)


def _recipients(point: DecisionPoint) -> tuple[Seat, ...]:
    """The recipients of the giver's single cards in this phase, in the engine's order (``Rules.give_order``)."""
    me = point.seat
    if point.phase is Phase.RESPONDER_GIVES or point.phase is Phase.BOLSHEVIK_GIVES:
        return point.info.rules.give_order(me)
    return (me.partner,)


def _current_recipient(point: DecisionPoint) -> Seat | None:
    """Who gets the next single card (``Info.recipient``: public, the giver turns to them)."""
    return point.info.recipient


def _cards_for(plans: Iterable[_GivePlan], seat: Seat) -> list[Card]:
    return [c for p in plans if (c := p.card_for(seat)) is not None]


def _given_now(point: DecisionPoint) -> dict[Seat, Card]:
    return {e.recipient: e.cards[0] for e in _exchanges(point, point.phase, received=False)}


def _gives_for(gs: _GiveSet, point: DecisionPoint, seat: Seat) -> Advice | None:
    """Advice for the card to ``seat``, from the plans that agree best with the cards already given."""
    hand = set(point.view.hand)
    given = _given_now(point)
    remaining = [r for r in _recipients(point) if r not in given]
    if seat not in remaining:
        return None

    def feasible(p: _GivePlan) -> bool:
        return all((c := p.card_for(r)) is not None and c in hand for r in remaining)

    def mismatch(p: _GivePlan) -> int:
        return sum(1 for r, c in given.items() if p.card_for(r) is not c)

    plans = [p for p in gs.plans if feasible(p)]
    relaxed = not plans
    if relaxed:  # earlier gives broke every plan: keep those whose card for ``seat`` is still here
        plans = [p for p in gs.plans if (c := p.card_for(seat)) is not None and c in hand]
    if not plans:  # ... or failing that, any card a best plan meant to give that is still here
        best = min((p.rank for p in gs.plans), default=1)
        left = [c for p in gs.plans if p.rank == best for _, c in p.cards if c in hand]
        plans = [
            _GivePlan(((seat, c),), best, p.reasons, rule=p.rule)
            for p in gs.plans[:1]
            for c in dict.fromkeys(left)
        ]
    if not plans:
        return None
    least = min(mismatch(p) for p in plans)
    top = [p for p in plans if mismatch(p) == least]
    best_rank = min(p.rank for p in top)
    rec_plans = [p for p in top if p.rank == best_rank]
    recommended = tuple(dict.fromkeys(_cards_for(rec_plans, seat)))
    acceptable = tuple(
        c for c in dict.fromkeys(_cards_for([p for p in plans if p.rank <= 1], seat)) if c not in recommended
    )
    # The first recommended plan explains itself: mixing the reasons of several plans would contradict.
    reasons = _one_per_key([*gs.reasons, *rec_plans[0].reasons])
    worse: dict[Action, tuple[Reason, ...]] = {}
    if gs.worse is not None:
        for c, why in gs.worse(seat).items():
            if c in hand and c not in recommended and c not in acceptable:
                worse[c] = why
    allowed = [p for p in plans if p.rank <= 1]
    for c in hand:  # the last card of a link suit, wherever it would go (the cards already given count)
        link = gs.links.get(c.suit)
        if link is None or c in recommended or c in acceptable:
            continue
        if any(x is c for p in allowed if not mismatch(p) for _, x in p.cards):
            # An allowed plan that agrees with the cards already given gives this very card (to someone
            # else): "do not void" would contradict that plan, so the card is told where the plans put
            # it (review round 6, gen.give.alkupelit.9503: the lone ♣J goes to partner, who showed ♣K).
            continue
        if all(x is c or x.suit is not c.suit for x in hand):
            worse[c] = _dedupe((link, *worse.get(c, ())))
    for c in sorted(hand, key=lambda c: (c.suit, c.rank)):
        if c not in recommended and c not in acceptable and not worse.get(c):
            worse[c] = _own_give_reason(gs, point.seat, seat, c, allowed, frozenset(hand), len(remaining))
    rules: tuple[str, ...] = ()
    if gs.trail is not None:  # the rule of the first recommended plan decides, the planner's stays a note
        trail = Trail(gs.trail.decided, list(gs.trail.notes))
        trail.promote(rec_plans[0].rule or None)
        rules = trail.rules()
    judgement = gs.judgement or least > 0 or relaxed
    return Advice(gs.topic, recommended, acceptable, reasons, worse, judgement, rules)


def _own_give_reason(
    gs: _GiveSet, me: Seat, to: Seat, c: Card, plans: Sequence[_GivePlan], hand: frozenset[Card], left: int
) -> tuple[Reason, ...]:
    """What is wrong with giving ``c`` to ``to`` when no allowed plan does (issue 11: a reason of its own).

    First where the handbook's plans put the card instead (*Korttien ylianto*: the lowest card thrown
    away to the niskamies, the highest to the left; the receiver's plans: partner's card or the
    opponents'), then what the card is (the planner's ``explain``), and failing both the plain fact
    that no plan the handbook supports gives it to this player (DECISION C63b: a truthful generic
    reason rather than none).
    """
    sec = SEC_BOLSHEVIK if gs.kind == "bolshevik" else _KIND_SECTION[gs.kind]
    elsewhere = [s for p in plans for s, x in p.cards if x is c and s is not to]
    if elsewhere:
        other = elsewhere[0]
        if gs.kind == "bolshevik":
            if other is me.right:
                return (_r("ex_bol_low_goes_right", sec, card=str(c)),)
            if other is me.left:
                return (_r("ex_bol_high_goes_left", sec, card=str(c)),)
            return (_r("ex_bol_mid_goes_partner", sec, card=str(c)),)
        if other is me.partner:
            return (_r("ex_give_for_partner", sec, card=str(c)),)
        if to is me.partner:
            key = "ex_misere_for_opponents" if gs.kind == "misere" else "ex_give_for_opponents"
            return (_r(key, sec, card=str(c)),)
        return (_r("ex_give_other_opponent", sec, card=str(c)),)
    if gs.kind == "bolshevik":
        # Review 10b (gen.give.bolsevikit.13003): ♣5 to the niskamies where the plans give ♣9 was told only
        # "serves neither aim", as true of the ♣9.  The difference is the card: *Korttien ylianto* throws
        # away the bad cards ("huonoista korteista"), and of one suit the higher is the worse in misère.
        higher = [x for p in plans for s, x in p.cards if s is to and x.suit is c.suit and x.rank > c.rank]
        if higher:
            top = min(higher, key=lambda x: x.rank)
            return (_r("ex_bol_shed_higher", sec, card=str(c), top=str(top), suit=c.suit.symbol),)
    if gs.explain is not None:
        own = gs.explain(to, c, hand, left)
        if own:
            return own
    return (_r("ex_give_no_plan", sec, card=str(c)),)


def _partner_card_reason(
    c: Card,
    to_partner: Sequence[Card],
    hand: Iterable[Card],
    sec: str,
    *,
    lowest: bool,
    also: Iterable[Card] = (),
) -> tuple[Reason, ...]:
    """Why ``c`` is not partner's card when the plans give partner one of ``to_partner``: the highest
    (or, ``lowest``, the smallest) card of the short suit, or a card of a shorter suit.  Only where the
    handbook's give is from the shortest suit (the passimisääri, grand and misère gives, the defenders'
    short-suit give); the shortest suits named are those of ``to_partner`` and of the acceptable ``also``
    cards of the same length (review 11, gen.give.kotkat.14000: ♠ named, ♦ and ♥ as short)."""
    same = [x for x in to_partner if x.suit is c.suit]
    if same:
        x = same[0]
        if not lowest and x.rank > c.rank:
            return (_r("ex_not_highest_of_suit", sec, card=str(c), suit=c.suit.symbol, top=str(x)),)
        if lowest and x.rank < c.rank:
            return (_r("ex_not_lowest_of_suit", sec, card=str(c), suit=c.suit.symbol, low=str(x)),)
        return ()
    if not to_partner:
        return ()
    length = {s: sum(1 for h in hand if h.suit is s) for s in SUITS}
    short = min(length[x.suit] for x in to_partner)
    if length[c.suit] > short:
        suits = _suits_text(
            dict.fromkeys(
                x.suit for x in (*to_partner, *also) if length[x.suit] == short and x.suit is not c.suit
            )
        )
        return (_r("ex_not_short_suit", sec, suit=c.suit.symbol, short=suits),)
    return ()


def _give_plans(point: DecisionPoint) -> _GiveSet | None:
    if point.phase is Phase.RESPONDER_GIVES and point.form is Form.ALKUPELIT:
        return _responder_gives(point)
    if point.phase is Phase.BOLSHEVIK_GIVES:
        return _bolshevik_gives(point)
    return None


def advise_gives(point: DecisionPoint) -> GivesAdvice | None:
    """Advice for every single card the giver still has to give in this phase.

    Covers RESPONDER_GIVES and BOLSHEVIK_GIVES (three recipients) and the
    one-recipient DEFENDERS_EXCHANGE and PASS_EXCHANGE; None elsewhere.
    """
    if point.phase in (Phase.DEFENDERS_EXCHANGE, Phase.PASS_EXCHANGE):
        single = advise(point)
        to = _current_recipient(point)
        if single is None or to is None:
            return None
        return GivesAdvice(
            single.topic,
            tuple({to: c} for c in single.recommended if isinstance(c, Card)),
            tuple({to: c} for c in single.acceptable if isinstance(c, Card)),
            {to: single},
            single.judgement,
            {
                frozenset({(to, c)}): single.reasons
                for c in (*single.recommended, *single.acceptable)
                if isinstance(c, Card)
            },
        )
    gs = _give_plans(point)
    if gs is None:
        return None
    given = _given_now(point)
    per: dict[Seat, Advice] = {}
    for seat in _recipients(point):
        if seat in given:
            continue
        a = _gives_for(gs, point, seat)
        if a is not None:
            per[seat] = a
    hand = set(point.view.hand)

    def ok(p: _GivePlan) -> bool:
        return all(p.card_for(r) is c for r, c in given.items()) and all(
            c in hand for s, c in p.cards if s not in given
        )

    why: dict[frozenset[tuple[Seat, Card]], tuple[Reason, ...]] = {}
    for p in gs.plans:
        if p.rank <= 1 and ok(p):
            why.setdefault(frozenset(p.cards), _one_per_key([*gs.reasons, *p.reasons]))
    return GivesAdvice(
        gs.topic,
        tuple(dict(p.cards) for p in gs.plans if p.rank == 0 and ok(p)),
        tuple(dict(p.cards) for p in gs.plans if p.rank == 1 and ok(p)),
        per,
        gs.judgement,
        why,
        gs.fault,
        gs.seat_fault,
    )


def _opp_assignments(
    seat: Seat,
    a: Card,
    b: Card,
    opp_bids: Mapping[Suit, set[Seat]],
    void_card: Card | None,
    sec: str,
    *,
    void_soft: bool = False,
) -> list[tuple[int, tuple[tuple[Seat, Card], tuple[Seat, Card]], list[Reason]]]:
    """The two ways to hand ``a`` and ``b`` to the two opponents, best first (rank offsets 0/1).

    *Valttipeli*: a card of an opponent's bid suit goes to the other opponent;
    when only one opponent gets a card of the void suit (``void_card``), it
    goes to the left-hand opponent.  DECISION: the bid-suit rule comes first.  An assignment that gives a
    card of one opponent's bid suit to that very opponent when the other assignment does not is no plan
    the handbook allows (offset 2, not advised; review round 9, gen.give.alkupelit.10304: ♠4 to C, who bid
    ♠; *Valttipeli*: "joka ei ole tuota maata maalannut"): the seat rule holds in every
    plan, not only the recommended one (C60b).  The void half of the same paragraph carries the same
    "kannattaa" ("vasemmalla istuvalle, jottei tämä ... ylikuppaa"): the lone void-suit card given to the
    right-hand opponent where the swap breaks no bid-suit rule is not advised either (C60d; review 11,
    gen.give.alkupelit.14002).  Since the bid-suit points outweigh the void point, two assignments differ
    in score only where one breaks a seat rule the other keeps, so the lower one is offset 2 -- except
    that in a tail-cup plan (``void_soft``) the void rule alone leaves the swap acceptable: the handbook's
    own worked tail-cup deal gives the lone void card to the right (*Kuppi ja häntäkuppi valttipelinä*: A
    voids ♦85 and gives ♠2 to B, so ♦5 goes to D).
    """
    left, right = seat.left, seat.right

    def score(to_left: Card, to_right: Card) -> tuple[int, list[Reason]]:
        pts = 0
        why: list[Reason] = []
        for card, to, other in ((to_left, left, right), (to_right, right, left)):
            bidders = opp_bids.get(card.suit, set())
            if len(bidders) == 1:
                if other in bidders:
                    pts += 2
                    why.append(_r("ex_opp_suit_to_other", sec, suit=card.suit.symbol, card=str(card)))
                elif to in bidders:
                    pts -= 2
        if void_card is not None and to_left is void_card:
            pts += 1
            why.append(_r("ex_void_to_left", sec, card=str(void_card)))
        return pts, why

    s1, w1 = score(a, b)
    s2, w2 = score(b, a)
    first = ((left, a), (right, b))
    second = ((left, b), (right, a))
    if s1 == s2:
        return [(0, first, w1), (0, second, w2)]
    lower = 1 if void_soft and abs(s1 - s2) == 1 else 2
    if s1 > s2:
        return [(0, first, w1), (lower, second, w2)]
    return [(0, second, w2), (lower, first, w1)]


def _responder_gives(point: DecisionPoint) -> _GiveSet | None:
    """The lifter's partner gives one card to each player (*Valttipeli*, *Grandi*, *Maalattu misääri*):
    :data:`GIVES` over :class:`_Rg`, each plan named by the rule that proposed it."""
    packets = _exchanges(point, Phase.PACKET, received=True)
    if not packets:
        return None
    packet = packets[-1].cards
    reading = decode(packet, Form.ALKUPELIT)
    ctx = AuctionContext.of(point)
    intent = _alku_intent(ctx, point.seat.partner)
    if intent is None:
        return None
    full = tuple(sorted((*point.view.hand, *_given_now(point).values())))
    g = _Rg(point, ctx, intent, full, packet, reading)
    gs = GIVES.first(g, g.trail)
    return replace(gs, plans=_tag_gives(gs.plans, g.trail.decided or ""), trail=g.trail)


def _tag_gives(plans: Iterable[_GivePlan], rule_id: str) -> tuple[_GivePlan, ...]:
    """``plans``, each not yet named by a rule named by ``rule_id``."""
    return tuple(p if p.rule else replace(p, rule=rule_id) for p in plans)


@dataclass
class _Rg:
    """What the lifter's partner's gives read, computed before any rule; ``gs`` holds the plans for the
    note rules."""

    point: DecisionPoint
    ctx: AuctionContext
    intent: _Intent
    full: tuple[Card, ...]
    packet: Sequence[Card]
    reading: Reading
    gs: _GiveSet | None = None
    trail: Trail = field(default_factory=Trail)

    @cached_property
    def lifted(self) -> dict[Suit, Card]:
        return _lifted_aces(self.point, self.packet)

    @cached_property
    def alt(self) -> _Intent | None:
        """The other defensible trump of an open auction (C50), or None."""
        return _alku_alternative(self.ctx, self.point.seat.partner, self.intent)


def _rg_misere(g: _Rg) -> _GiveSet:
    return _misere_receiver(g.full, g.point.seat, g.reading)


def _rg_grand(g: _Rg) -> _GiveSet:
    return _grand_receiver(g.full, g.point.seat, g.intent, g.ctx, g.reading, g.lifted)


def _rg_trump(g: _Rg) -> _GiveSet:
    """*Valttipeli*: the trump receiver's plans, then the note set :data:`GIVE_NOTES`."""
    g.gs = _trump_receiver(g.full, g.point.seat, g.intent, g.ctx, g.reading, g.packet, g.lifted)
    GIVE_NOTES.each(g, g.trail)
    return g.gs


def _rg_other_reading(g: _Rg) -> None:
    """C50: the other defensible trump's plans are acceptable."""
    assert g.gs is not None and g.alt is not None
    alt, intent, point = g.alt, g.intent, g.point
    other = _trump_receiver(g.full, point.seat, alt, g.ctx, g.reading, g.packet, g.lifted, intent.trump)
    mine = {p.cards for p in g.gs.plans}
    # Each reason true of its plan (review round 9, gen.give.alkupelit.10300): the other trump's plans
    # say they are for that trump, and none gives a card of the intended trump to an opponent (that
    # card is a trump, not "a small side card that would lose anyway", C60c).
    assert alt.trump is not None and intent.trump is not None
    alt_why = _r("ex_alt_trump_plan", SEC_TRUMP, suit=alt.trump.symbol)
    extra = tuple(
        replace(p, rank=1, reasons=(alt_why, *p.reasons), rule=GIVE_OTHER_READING_ID)
        for p in other.plans
        if p.cards not in mine
        and not any(c.suit is intent.trump for s, c in p.cards if s is not point.seat.partner)
    )
    g.gs = replace(g.gs, plans=g.gs.plans + extra, judgement=True)


def _rg_misere_too(g: _Rg) -> None:
    """The packet allowed misère and the cards suit it: the misère gives' plans are acceptable."""
    assert g.gs is not None
    mis = _misere_receiver(g.full, g.point.seat, g.reading)
    acc = tuple(_GivePlan(p.cards, 1, p.reasons, rule=GIVE_MISERE_TOO_ID) for p in mis.plans)
    g.gs = replace(g.gs, plans=g.gs.plans + acc, judgement=True)


def _lifted_aces(point: DecisionPoint, packet: Sequence[Card]) -> dict[Suit, Card]:
    """Aces partner is known to hold because partner lifted them with the middle cards, shown to
    everyone (*Pelin eteneminen*), and did not pass them on in the packet (the lifter gives no other
    card before the receiver's gives)."""
    mine = set(point.view.hand) | set(_given_now(point).values())
    return {c.suit: c for c in point.view.middle if c.rank is Rank.ACE and c not in packet and c not in mine}


def _link_reasons(
    suits: Iterable[Suit], lifted: Mapping[Suit, Card], sec: str, shown: Mapping[Suit, Rank] | None = None
) -> dict[Suit, Reason]:
    """The reason to keep a card of each suit of partner's known ace (*Valttipeli*: "säilyttää ...
    yhteyskortti ... eikä renottaa kyseistä maata"), naming the middle cards when they showed it.

    A suit where partner's ace-round bid showed only the king (``shown``: *Kolmannen ja neljännen
    kierroksen maalaukset*, a round-4 bid after a pass in round 3 "kuvaa kuningasta") is told as the
    king (``ex_keep_link_receiver_king``, C53f, C60; review round 6, gen.give.alkupelit.9503)."""
    out: dict[Suit, Reason] = {}
    for s in suits:
        ace = lifted.get(s)
        if ace is not None:
            out[s] = _r("ex_keep_link_middle", sec, suit=s.symbol, card=str(ace))
        elif shown is not None and shown.get(s) is Rank.KING:
            out[s] = _r("ex_keep_link_receiver_king", sec, suit=s.symbol)
        else:
            out[s] = _r("ex_keep_link_receiver", sec, suit=s.symbol)
    return out


def _voids_any(by: Mapping[Suit, Sequence[Card]], gone: Iterable[Card], suits: Iterable[Suit]) -> bool:
    """Whether giving away ``gone`` leaves no card of one of ``suits`` that the hand ``by`` holds."""
    out = set(gone)
    return any(by[s] and all(c in out for c in by[s]) for s in suits)


def _trump_gap(trumps: Sequence[Card]) -> Rank | None:
    """The missing honour when the trumps have a gap to finesse: A Q without K, or A K J without Q.

    DECISION: the handbook's example is AQJxxxxx (the king missing).
    """
    ranks = {c.rank for c in trumps}
    if Rank.ACE in ranks and Rank.KING not in ranks and Rank.QUEEN in ranks:
        return Rank.KING
    if {Rank.ACE, Rank.KING, Rank.JACK} <= ranks and Rank.QUEEN not in ranks:
        return Rank.QUEEN
    return None


def _trump_receiver(
    full: tuple[Card, ...],
    seat: Seat,
    intent: _Intent,
    ctx: AuctionContext,
    reading: Reading,
    packet: Sequence[Card],
    lifted: Mapping[Suit, Card],
    also_keep: Suit | None = None,
) -> _GiveSet:
    """*Valttipeli*: the first trump bidder's three single cards after the packet.

    Void a side suit, its highest card to partner and the rest to the
    opponents; with a gap in the trumps, a small trump to partner for a
    finesse; an ace to partner as a sure entry; a cup game after a packet
    with no trumps, or with some trumps and a void suit.  Keep a link to
    partner's ace ("säilyttää ... yhteyskortti", "eikä renottaa kyseistä
    maata"; the handbook's example of the harm is this very player, the
    first trump bidder, void in partner's suit), so no plan voids a side suit where partner is known to
    hold the ace: shown in the ace rounds, signalled by the packet, or lifted
    with the middle cards and not passed on (:func:`_lifted_aces`); a card
    that would leave the last of such a suit is told why (``links``).
    DECISIONs (C60): the suit to void is one of one to three cards where
    partner has no known ace and which partner did not void, preferring suits
    without an ace or king, then the shortest; the fillers for the opponents
    are the lowest side cards whose loss, together, voids no suit of
    partner's ace (recommended), and where the handbook names no card for the
    opponents any other small side cards that keep the links are acceptable
    (C60a: the "lowest" is ours, not the handbook's); giving partner an ace is acceptable, not recommended; with
    no suit to void (none of one to three cards outside partner's voids and
    aces), the highest card of the shortest other side suit goes to partner,
    said plainly when it voids nothing (the handbook is silent there); the
    link rule holds in a cup game too (the handbook exempts only the lifter's
    tail-cup packet, C51, §4.2).
    """
    sec = SEC_TRUMP
    trump = intent.trump
    assert trump is not None
    partner, left, right = seat.partner, seat.left, seat.right
    by = {s: _suit_cards(full, s) for s in SUITS}
    p_void = {s for s in reading.ended if s is not trump}
    p_aces = set(_ace_round_suits(ctx, partner)) | set(lifted)
    if reading.ace_signal is not None:
        p_aces.add(reading.ace_signal)
    p_aces.discard(trump)
    got_trumps = [c for c in packet if c.suit is trump]
    cup = not got_trumps or (trump in reading.continues and bool(p_void))
    opp_bids: dict[Suit, set[Seat]] = {}
    for info in ctx.bids:
        s = _bid_suit(info.call)
        if s is not None and info.seat in (left, right):
            opp_bids.setdefault(s, set()).add(info.seat)
    sides = [s for s in SUITS if s is not trump]
    reasons: list[Reason] = [_r("ex_trump_intended", sec, suit=trump.symbol)]
    if not intent.clear:
        reasons.append(_r("ex_intent_unclear", sec))

    def filler_pool(exclude: set[Card]) -> list[Card]:
        """The lowest side cards, in order, none of which -- with ``exclude`` and the cards before it --
        would leave a suit of partner's ace void."""
        pool = [c for s in sides if s is not also_keep for c in by[s] if c not in exclude]
        pool.sort(key=lambda c: (c.rank in _ACE_KING, c.rank, c.suit))
        out: list[Card] = []
        for c in pool:
            if _voids_any(by, (*exclude, *out, c), p_aces & {c.suit}):
                continue
            out.append(c)
        return out

    plans: list[_GivePlan] = []

    def costless(c: Card) -> bool:
        """A side card that would lose anyway: no trump and no honour (2-9, C60a); for the other
        defensible trump's plans, no card of the main reading's trump either (``also_keep``)."""
        return c.suit is not trump and c.suit is not also_keep and not c.is_honour

    def lone_void_card(to_partner: Card, a: Card, b: Card) -> Card | None:
        """The one card of the suit voided with ``to_partner`` (its highest) that goes to an opponent, where
        only one of ``a`` and ``b`` is of that suit (*Valttipeli*: "renomaataan vain toiselle vastustajalle")."""
        s = to_partner.suit
        if s is trump or not all(c in (to_partner, a, b) for c in by[s]):
            return None
        mine = [c for c in (a, b) if c.suit is s]
        return mine[0] if len(mine) == 1 else None

    def add_with_opps(
        to_partner: Card,
        a: Card,
        b: Card,
        rank: int,
        why: list[Reason],
        void_card: Card | None,
        free: int = 0,
    ) -> None:
        """The plan (``to_partner``, ``a``, ``b``); its last ``free`` cards are fillers the handbook does not
        name, so any other pair of costless side cards in their place makes an acceptable plan (C60a)."""
        void_card = void_card or lone_void_card(to_partner, a, b)
        soft = any(r.key == "ex_tail_cup_void" for r in why)  # C60d: the handbook's tail-cup deal
        for offset, pair, extra in _opp_assignments(seat, a, b, opp_bids, void_card, sec, void_soft=soft):
            plans.append(_GivePlan(((partner, to_partner), *pair), min(rank + offset, 2), tuple(why + extra)))
        if not free:
            return
        fixed = [to_partner, a, b][: 3 - free]
        base = [r for r in why if r.key != "ex_filler_to_opponent"]
        pool = [c for s in sides for c in by[s] if c not in fixed and costless(c)]
        for fill in itertools.combinations(pool, free):
            x, y = (*fixed[1:], *fill)
            if {x, y} == {a, b} or _voids_any(by, (*fixed, *fill), p_aces):
                continue
            low = min(fill, key=lambda c: (c.rank, c.suit))
            alt = [*base, _r("ex_filler_to_opponent", sec, card=str(low))]
            vc = lone_void_card(to_partner, x, y)
            for offset, pair, extra in _opp_assignments(seat, x, y, opp_bids, vc, sec, void_soft=soft):
                plans.append(
                    _GivePlan(
                        ((partner, to_partner), *pair), min(max(rank + offset, 1), 2), tuple(alt + extra)
                    )
                )

    candidates = [s for s in sides if 1 <= len(by[s]) <= 3 and s not in p_aces and s not in p_void]
    keys = {s: (any(c.rank in _ACE_KING for c in by[s]), len(by[s])) for s in candidates}
    best_key = min(keys.values()) if keys else None
    for s in candidates:
        h = by[s]
        rank = 0 if keys[s] == best_key else 1
        if cup and intent.side is not None and intent.side in p_void and got_trumps:
            # partner kept trumps and voided my side suit: the handbook's tail-cup, not a cup game
            why = [_r("ex_tail_cup_void", SEC_CUP, ended=intent.side.symbol, suit=s.symbol, card=str(h[0]))]
        elif cup and p_void:
            why = [_r("ex_cup_void", SEC_CUP, ended=_suits_text(p_void), suit=s.symbol, card=str(h[0]))]
        elif cup:
            why = [_r("ex_cup_no_trumps", SEC_CUP, suit=s.symbol, card=str(h[0]))]
        else:
            why = [_r("ex_void_suit_to_partner", sec, suit=s.symbol, card=str(h[0]))]
        rest = h[1:]
        if len(rest) == 2:
            add_with_opps(h[0], rest[0], rest[1], rank, why, None)
        elif len(rest) == 1:
            f = filler_pool(set(h))
            if f:
                add_with_opps(
                    h[0],
                    rest[0],
                    f[0],
                    rank,
                    [*why, _r("ex_filler_to_opponent", sec, card=str(f[0]))],
                    rest[0],
                    free=1,
                )
        else:
            f = filler_pool(set(h))
            if len(f) >= 2:
                add_with_opps(
                    h[0], f[0], f[1], rank, [*why, _r("ex_filler_to_opponent", sec, card=str(f[0]))], None, 2
                )
    gap = _trump_gap(by[trump])
    if gap is not None and got_trumps and not cup and len(by[trump]) >= 2:
        small = by[trump][-1]
        why = [_r("ex_small_trump_finesse", sec, missing=gap.symbol, card=str(small))]
        doubles = [s for s in candidates if len(by[s]) == 2]
        for s in doubles:
            add_with_opps(small, by[s][0], by[s][1], 0, why, None)
        f = filler_pool(set())
        if len(f) >= 2:
            add_with_opps(
                small, f[0], f[1], 0, [*why, _r("ex_filler_to_opponent", sec, card=str(f[0]))], None, 2
            )
    for s in sides:
        h = by[s]
        # *Valttipeli*: "varman kiinniottokortin (ässän)" -- the handbook sets no length for the ace's suit
        # (review round 6, gen.give.alkupelit.9500: ♥A of ♥A64 as well as ♠A of ♠A643; C60).
        if h and h[0].rank is Rank.ACE and s not in p_void:
            f = filler_pool({h[0]})
            if len(f) >= 2:
                add_with_opps(h[0], f[0], f[1], 1, [_r("ex_entry_ace", sec, card=str(h[0]))], None, 2)
    if not plans:
        shorts = sorted(
            (s for s in sides if by[s] and s not in p_void),
            key=lambda s: (s in p_aces and len(by[s]) == 1, len(by[s]), s),
        )
        if shorts:
            short = shorts[0]
            top = by[short][0]
            f = filler_pool({top})
            if len(f) >= 2:
                voided = all(c in (top, f[0], f[1]) for c in by[short])
                key = "ex_void_suit_to_partner" if voided else "ex_no_side_void"
                add_with_opps(
                    top,
                    f[0],
                    f[1],
                    0,
                    [_r(key, sec, suit=short.symbol, card=str(top))],
                    None,
                    0 if voided else 2,
                )
    if not plans:
        pool = sorted(full, key=lambda c: (c.suit is trump, c.rank))
        if len(pool) >= 3:
            add_with_opps(pool[-1], pool[0], pool[1], 0, [], None)
    judgement = True

    def worse(to: Seat) -> dict[Card, tuple[Reason, ...]]:
        out: dict[Card, tuple[Reason, ...]] = {}
        if to is not partner:
            for c in by[trump]:
                out[c] = (_r("ex_no_trump_to_opponents", sec),)
        else:
            for s in p_void:
                for c in by[s]:
                    out[c] = (_r("ex_not_partner_void", sec, suit=s.symbol),)
        return out

    shown = _ace_round_shown(ctx, partner)
    if reading.ace_signal is not None:
        shown[reading.ace_signal] = Rank.ACE
    links = _link_reasons(p_aces, lifted, sec, shown)

    def explain(to: Seat, c: Card, hand: frozenset[Card], left_: int) -> tuple[Reason, ...]:
        if to is partner and c.suit is trump and intent.holder is not partner:
            return (_r("ex_give_keep_trumps", sec, card=str(c)),)
        if to is not partner and c.is_honour:
            return (_r("ex_give_high_to_opponent", sec, card=str(c)),)
        if to is not partner and c.suit in links:  # with the plans' card to partner it would void the link
            return (links[c.suit],)
        if to is not partner:
            # A small side card no allowed plan gives: the plans left need the other cards of the suit
            # being voided (its highest card went, or goes, to partner).
            rest = [
                x
                for p in plans
                if p.rank <= 1 and (top := p.card_for(partner)) is not None
                for s, x in p.cards
                if s is not partner and x in hand and x.suit is top.suit
            ]
            low = min(rest, key=lambda x: (x.rank, x.suit), default=None)
            if low is not None:
                return (_r("ex_give_rest_of_void", sec, card=str(c), low=str(low)),)
            return ()
        if to is partner:
            # *Valttipeli*: partner's card is the highest of a suit voided ("korkeimman kortin partnerilleen")
            # or a sure entry, not "the shortest suit's" (review 11, gen.give.alkupelit.14003: ♦K of ♦KJ64
            # was told "♦ is not your shortest suit")
            mine = [x for p in plans if p.rank <= 1 and (x := p.card_for(partner)) is not None]
            same = [x for x in mine if x.suit is c.suit and c.suit is not trump]
            if same:
                return _partner_card_reason(c, same, full, sec, lowest=False)
            voids = {"ex_void_suit_to_partner", "ex_cup_void", "ex_tail_cup_void", "ex_cup_no_trumps"}
            voiding = any(r.key in voids for p in plans if p.rank <= 1 for r in p.reasons)
            if c.suit is not trump and len(by[c.suit]) > HOLDER_SHORT and voiding:
                return (_r("ex_trump_partner_no_void", sec, card=str(c), suit=c.suit.symbol),)
            if c.suit is trump and not any(x.suit is trump for x in mine):
                return (_r("ex_give_trump_for_ruffs", sec, card=str(c)),)
        return ()

    def seat_fault(plan: Mapping[Seat, Card]) -> tuple[Reason, ...]:
        """A card of an opponent's bid suit given to that opponent where swapping the two opponents' cards
        would not (C60b, review round 9, gen.give.alkupelit.10304; *Valttipeli*: the other opponent, "joka ei
        ole tuota maata maalannut")."""
        a, b = plan.get(left), plan.get(right)
        if a is None or b is None:
            return ()
        out: list[Reason] = []
        for to, c, other in ((left, a, b), (right, b, a)):
            if opp_bids.get(c.suit) == {to} and opp_bids.get(other.suit) != {to}:
                out.append(_r("ex_opp_suit_to_bidder", sec, seat=str(to), suit=c.suit.symbol, card=str(c)))
        to_p = plan.get(partner)
        sets = {frozenset(p.cards) for p in kept.values()}
        if to_p is None or frozenset({(partner, to_p), (left, a), (right, b)}) in sets:
            return tuple(out)
        for s in sides:  # C60e: a suit's small cards to the opponents and its highest card kept alone
            given = [x for x in (a, b) if x.suit is s]
            rest = [x for x in by[s] if x not in (a, b, to_p)]
            # ``rest`` holds the suit's highest card alone (a suit the giver does not hold has no such card:
            # review 11b, gen.give.alkupelit.14201 raised IndexError here).
            whole = (
                len(rest) == 1
                and rest == by[s][:1]
                and frozenset({(partner, rest[0]), (left, a), (right, b)}) in sets
            )
            if given and to_p.suit is not s and whole:
                out.append(_r("ex_trump_top_kept_bare", sec, suit=s.symbol, card=str(rest[0])))
        if (
            not out
            and lone_void_card(to_p, a, b) is b
            and frozenset({(partner, to_p), (left, b), (right, a)}) in sets
        ):
            # C60d (review 11, gen.give.alkupelit.14002): the lone card of the suit voided goes to the right-hand
            # opponent where the plans allow only the swap (*Valttipeli*: "vasemmalla istuvalle").
            out.append(_r("ex_void_card_to_right", sec, seat=str(right), card=str(b)))
        return tuple(out)

    kept: dict[tuple[tuple[Seat, Card], ...], _GivePlan] = {}
    for p in plans:  # one plan per distinct set of gives, at its best rank, in the order first met
        if p.rank <= 1 and (p.cards not in kept or p.rank < kept[p.cards].rank):
            kept[p.cards] = p
    if len({frozenset(c for _, c in p.cards) for p in kept.values()}) <= 1:
        # Review 5 (gen.give.alkupelit.9000): "several choices are defensible" beside one plan (in two
        # orders of the same cards) says what the advice does not do.
        reasons = [r for r in reasons if r.key != "ex_intent_unclear"]
    return _GiveSet(
        tuple(kept.values()),
        TOPIC_GIVE,
        judgement,
        tuple(reasons),
        worse,
        links,
        explain,
        "trump",
        seat_fault=seat_fault,
    )


def _grand_receiver(
    full: tuple[Card, ...],
    seat: Seat,
    intent: _Intent,
    ctx: AuctionContext,
    reading: Reading,
    lifted: Mapping[Suit, Card],
) -> _GiveSet:
    """*Grandi (peli ilman valttia)*: partner gets the highest card of the short suit, the opponents the weakest.

    The links are kept ("Yhteyksien säilyttäminen on elintärkeää"): no plan
    voids a suit where partner is known to hold the ace (shown in the ace
    rounds, signalled by the packet, or lifted with the middle cards), as in
    the grand packet (C54) and *Valttipeli*'s link rule.
    DECISION (C61): the short suit is the shortest non-void suit other than
    the receiver's longest; the weakest cards are the lowest cards outside the
    longest suit, never an ace, and not the last card of a suit of partner's
    ace; both ways of handing them out are fine.  When every short suit would
    be a link suit left void, the plans stay (nothing better is left).
    """
    sec = SEC_GRAND
    partner = seat.partner
    by = {s: _suit_cards(full, s) for s in SUITS}
    p_aces = set(_ace_round_suits(ctx, partner)) | set(lifted)
    # what partner showed in each suit: the ace-round bid's ace or king (C53f), an ace signal's ace -- the
    # link reason names that card, never an ace where the bidding showed a king (as the trump receiver)
    shown = _ace_round_shown(ctx, partner)
    if reading.ace_signal is not None:
        p_aces.add(reading.ace_signal)
        shown[reading.ace_signal] = Rank.ACE
    long = max(SUITS, key=lambda s: (len(by[s]), sum(c.is_honour for c in by[s]), s))
    shorts = sorted((s for s in SUITS if by[s] and s is not long), key=lambda s: (len(by[s]), s))
    plans: list[_GivePlan] = []
    reasons: list[Reason] = []
    if intent.long_suit is None:
        reasons.append(_r("ex_intent_unclear", sec))

    def weakest(top: Card) -> list[Card]:
        pool = sorted(
            (c for c in full if c is not top and c.suit is not long and c.rank is not Rank.ACE),
            key=lambda c: (c.rank, c.suit),
        )
        if len(pool) < 2:
            pool = sorted((c for c in full if c is not top), key=lambda c: (c.rank, c.suit))
        out: list[Card] = []
        for c in pool:  # the weakest cards that leave a card of each suit of partner's ace
            if len(out) < 2 and not _voids_any(by, (top, *out, c), p_aces):
                out.append(c)
        return out if len(out) == 2 else pool[:2]

    if shorts:
        least = len(by[shorts[0]])
        for s in shorts:
            top = by[s][0]
            rank = 0 if len(by[s]) == least else 1
            weak = weakest(top)
            why = (
                _r("ex_grand_receiver_short", sec, card=str(top), suit=s.symbol),
                _r("ex_grand_weak_to_opponents", sec, card=str(weak[0])),
            )
            plans.append(_GivePlan(((seat.left, weak[0]), (partner, top), (seat.right, weak[1])), rank, why))
            plans.append(_GivePlan(((seat.left, weak[1]), (partner, top), (seat.right, weak[0])), rank, why))
    linked = [p for p in plans if not _voids_any(by, (c for _, c in p.cards), p_aces)]
    if linked and len(linked) < len(plans):
        best = min(p.rank for p in linked)
        plans = [replace(p, rank=p.rank - best) for p in linked]

    def worse(to: Seat) -> dict[Card, tuple[Reason, ...]]:
        if to is partner:
            return {}
        return {c: (_r("ex_keep_entries", sec),) for c in full if c.rank is Rank.ACE}

    def explain(to: Seat, c: Card, hand: frozenset[Card], left_: int) -> tuple[Reason, ...]:
        if to is not partner:
            return (_r("ex_give_high_to_opponent", sec, card=str(c)),) if c.rank in _HIGH else ()
        mine = [x for p in plans if p.rank <= 1 and (x := p.card_for(partner)) is not None]
        return _partner_card_reason(c, mine, full, sec, lowest=False)

    return _GiveSet(
        tuple(plans),
        TOPIC_GIVE,
        True,
        tuple(reasons),
        worse,
        _link_reasons(p_aces, lifted, sec, shown),
        explain,
        "grand",
    )


def _misere_receiver(full: tuple[Card, ...], seat: Seat, reading: Reading) -> _GiveSet:
    """*Maalattu misääri / Korttien vaihdot*: the receiver's three cards.

    Partner gets the smallest card of the receiver's shortest suit; the
    opponents get the two highest or most dangerous cards; a suit of several
    bad high cards without small ones (KJ98) is split: the highest to the
    opponents, one bad card to partner.  Twos stay (a two is never given to
    an opponent) and partner gets no card of a suit partner voided.
    DECISIONs: "most dangerous" by :func:`_danger`; among partner's suits
    the plan keeping the least dangerous hand is recommended (the handbook's
    ♦9 rather than ♣8 keeps the lower card); a KJ98 suit is one of three or
    more cards, none below eight, with an honour; which opponent gets which
    of the two cards is left open.
    """
    sec = SEC_MISERE
    partner = seat.partner
    by = {s: _suit_cards(full, s) for s in SUITS}
    p_void = set(reading.ended)
    raw: list[tuple[int, Card, Card, Card, list[Reason]]] = []

    def worst_two(rest: list[Card]) -> list[Card]:
        chosen: list[Card] = []
        pool = list(rest)
        for _ in range(2):
            cand = [c for c in pool if c.rank is not Rank.TWO] or pool
            pick = max(cand, key=lambda c: (_danger(c, pool), c.rank, c.suit))
            chosen.append(pick)
            pool.remove(pick)
        return chosen

    nonvoid = [s for s in SUITS if by[s] and s not in p_void]
    if nonvoid:
        least = min(len(by[s]) for s in nonvoid)
        for s in nonvoid:
            if len(by[s]) != least:
                continue
            small = by[s][-1]
            rest = [c for c in full if c is not small]
            a, b = worst_two(rest)
            kept = [c for c in rest if c is not a and c is not b]
            why = [
                _r("ex_misere_small_to_partner", sec, card=str(small), suit=s.symbol),
                _r("ex_misere_worst_to_opponents", sec, card=str(a)),
            ]
            raw.append((_hand_danger(kept), small, a, b, why))
    for s in SUITS:
        h = by[s]
        if len(h) >= 3 and h[-1].rank >= Rank.EIGHT and any(c.is_honour for c in h) and s not in p_void:
            a, b, bad = h[0], h[1], h[2]
            kept = [c for c in full if c not in (a, b, bad)]
            why = [_r("ex_misere_split_high", sec, suit=s.symbol, card=str(bad))]
            raw.append((_hand_danger(kept), bad, a, b, why))
    plans: list[_GivePlan] = []
    if raw:
        best = min(t[0] for t in raw)
        # Of equally good plans the split of a suit of bad high cards comes first: the handbook's
        # rule for exactly that holding, so its reason explains the advice (``_gives_for``).
        raw.sort(key=lambda t: (t[0], t[4][0].key != "ex_misere_split_high"))
        for danger, small, a, b, why in raw:
            rank = 0 if danger == best else 1
            plans.append(_GivePlan(((seat.left, a), (partner, small), (seat.right, b)), rank, tuple(why)))
            plans.append(_GivePlan(((seat.left, b), (partner, small), (seat.right, a)), rank, tuple(why)))

    def worse(to: Seat) -> dict[Card, tuple[Reason, ...]]:
        out: dict[Card, tuple[Reason, ...]] = {}
        if to is partner:
            for s in p_void:
                for c in by[s]:
                    out[c] = (_r("ex_not_partner_void", sec, suit=s.symbol),)
        else:
            for c in full:
                if c.rank is Rank.TWO:
                    out[c] = (_r("ex_misere_keep_two", sec, card=str(c)),)
        return out

    def explain(to: Seat, c: Card, hand: frozenset[Card], left_: int) -> tuple[Reason, ...]:
        if to is not partner:
            if _danger(c, full) == 0:
                return (_r("ex_misere_keep_small", sec, card=str(c)),)
            theirs = [x for p in plans if p.rank <= 1 for s, x in p.cards if s is not partner and x in hand]
            worst = max(theirs, key=lambda x: (_danger(x, full), x.rank, x.suit), default=None)
            if worst is not None and _danger(c, full) < _danger(worst, full):
                return (_r("ex_misere_not_worst", sec, card=str(c), worst=str(worst)),)
            return ()
        mine = [x for p in plans if p.rank <= 1 and (x := p.card_for(partner)) is not None]
        return _partner_card_reason(c, mine, full, sec, lowest=True)

    return _GiveSet(
        tuple(plans), TOPIC_GIVE, True, (_r("ex_misere_intended", sec),), worse, {}, explain, "misere"
    )


def _bolshevik_gives(point: DecisionPoint) -> _GiveSet:
    """*Korttien ylianto* (bolsevikit): void a bad suit and shed an ace from a short suit.

    The bolshevik voids a bad suit and gives the defenders an ace from a short, vulnerable suit; of the
    bad cards thrown away, the suit's lowest goes to the niskamies on the right, who leads first, its
    highest to the defender on the left ("maan matalin kortti oikealla istuvalle", "korkein kortti
    vasemmalla").

    DECISIONs (C63): the three cards are any three of the bolshevik's cards that are dangerous in
    misère (:func:`_danger` above 0) or lie in a suit of one to three cards, the plans keeping the
    least dangerous hand (then voiding more suits) recommended, the next five acceptable, and so is
    the safest plan voiding each suit of one to three cards (which suit is bad is a judgement); an ace
    in a suit of fewer than five cards is named as a short-suit ace.  The cards go out per suit: of
    two or three cards of one suit the lowest to the niskamies, the highest to the left, the other
    card to the partner opposite (recommended); the lowest of all three to the niskamies and the
    highest of all to the left is also acceptable (and the rule when the three suits differ); cards of
    equal rank may go either way.  A two of a suit of four or more cards is kept: a long suit without
    its two is the bolshevik's great danger (*BOLSEVIKIT / Pelitaktiikkaa*).  A short suit of low cards
    with its two is no bad suit (:func:`_low_with_two`, C63a): its void is not offered and its two is
    kept, told of the short suits' high cards to shed instead; but where no short suit holds a high
    card to shed, the void of two or three such cards is acceptable (the record bolsevikit-dictator-7c
    gives ♦4 ♦3 ♦2 and bids the 7♣ dictator).
    """
    full = tuple(sorted((*point.view.hand, *_given_now(point).values())))
    return _bolshevik_plans(full, point.seat)


@functools.lru_cache(maxsize=64)
def _bolshevik_plans(full: tuple[Card, ...], me: Seat) -> _GiveSet:
    """The bolshevik's plans for the whole hand ``full`` (the same at each of the three cards)."""
    sec = SEC_BOLSHEVIK
    by = {s: _suit_cards(full, s) for s in SUITS}
    long_twos = {c for c in full if c.rank is Rank.TWO and len(by[c.suit]) >= 4}
    pool = [
        c
        for c in full
        if c not in long_twos and (_danger(c, full) > 0 or 1 <= len(by[c.suit]) <= 3 or c.rank is Rank.ACE)
    ]
    found: list[tuple[tuple[int, int, int, int], tuple[Card, ...]]] = []
    whole = {s: _suit_danger(by[s]) for s in SUITS}
    less: dict[frozenset[Card], int] = {}  # a suit's danger change when these of its cards go

    def kept_danger(three: Sequence[Card]) -> int:
        total = sum(whole.values())
        for s in {c.suit for c in three}:
            gone = frozenset(c for c in three if c.suit is s)
            if gone not in less:
                less[gone] = _suit_danger([c for c in by[s] if c not in gone]) - whole[s]
            total += less[gone]
        return total

    # A "bad" suit: one to three cards, at least one of them dangerous in misère (a suit of safe low
    # cards such as ♥32 is no bad suit and is not voided for its own sake), and not low cards with their
    # two (review 5, gen.give.bolsevikit.9001: ♠972 beside ♣KQ4; BOLSEVIKIT / Maalaukset: "päästä
    # eroon lyhyen maan korkeista korteista").
    # Review round 9 (gen.give.bolsevikit.10304): a suit with no high card (ten or higher) and no card on the
    # misère ladder, such as ♥764, is no weak suit either: nothing in it can be forced to win a trick.
    bad = {
        s
        for s in SUITS
        if 1 <= len(by[s]) <= 3 and _suit_danger(by[s]) > 0 and not _low_with_two(by[s]) and _has_high(by[s])
    }
    short_twos = {c for c in full if c.rank is Rank.TWO and 1 <= len(by[c.suit]) <= 3 and c.suit not in bad}
    short_high = [c for s in sorted(bad) for c in by[s] if c.rank in (Rank.ACE, Rank.KING, Rank.QUEEN)]
    for three in itertools.combinations(pool, 3):
        voided = [s for s in SUITS if by[s] and all(c in three for c in by[s])]
        voids_bad = any(s in bad for s in voided)
        aces = sum(1 for c in three if c.rank is Rank.ACE and _danger(c, full) > 0)  # "haavoittuva"
        # The handbook's aim first ("renottaa huono maansa ja antaa sivupelaajille ässä"): a plan that
        # voids a bad suit before one that does not, then the least dangerous hand kept, then an ace
        # given (review E, gen.give.bolsevikit.6001: three single cards voided nothing).
        found.append(((0 if voids_bad or not bad else 1, kept_danger(three), -aces, -len(voided)), three))
    found.sort(key=lambda t: (t[0], sorted((c.rank, c.suit) for c in t[1])))

    def keeps_short_high(cards: Sequence[Card]) -> Card | None:
        """A dangerous card kept in a short suit (one to three cards) that the gives do not void while
        they throw away a lower card of it (*BOLSEVIKIT / Maalaukset*: "päästä eroon lyhyen maan korkeista
        korteista"; review round 6, gen.give.bolsevikit.9504: ♠4 given from ♠104 leaves the ♠10 bare)."""
        for c in cards:
            h = by[c.suit]
            if len(h) > 3 or all(x in cards for x in h):
                continue
            higher = [x for x in h if x not in cards and _really_higher(x, c, full) and _danger(x, full) > 0]
            if higher:
                return max(higher, key=lambda x: x.rank)
        return None

    # C63c: such a plan is no plan the handbook allows (unless nothing else is left).
    found = [f for f in found if keeps_short_high(f[1]) is None] or found

    # (C63a's exception, below: the void of a short suit of low cards with its two.)
    low_voids = set() if short_high else {s for s in SUITS if 2 <= len(by[s]) <= 3 and _low_with_two(by[s])}

    # C63d: which cards the defenders can force to take a trick, by the misère ladder of
    # :meth:`HandEval.likely_misere_tricks` (the one measure of a likely trick in the bolshevik's bid and
    # final call).  A card given away is judged in the whole hand, the same in every plan: it is on the
    # ladder or above a card of its suit that is (♠10 of ♠10974 with ♠7 and ♠9 on it); a kept card is
    # judged on what stays of its suit (♠7 kept alone of ♠10974).
    ladder = {c for s in SUITS for c in _likely_in_suit(by[s])}

    def forceable(c: Card) -> bool:
        return c in ladder or any(x in ladder and x.suit is c.suit and x.rank < c.rank for x in full)

    def keeps_forceable(cards: Sequence[Card]) -> tuple[Card, Card | None] | None:
        """A kept card the defenders can force to win that the plan should have shed (C63d), with the card
        given instead that could never be forced (None where a short suit is broken up).

        *BOLSEVIKIT / Maalaukset*: "päästä eroon lyhyen maan korkeista korteista"; *Korttien ylianto*:
        "renottaa huono maansa".  A plan fails (review round 7) when it gives part of a suit of one to
        three cards and keeps a high card of it (ten or higher) that can be forced
        (gen.give.bolsevikit.9804: the ♦A given, ♦QJ kept bare; the ♥9 given from ♥976 keeps only low
        cards and stays allowed), or keeps any card that can be forced while it gives away, outside a suit
        it voids, a card other than an ace that could never be (gen.give.bolsevikit.9800: the ♠4 given, a
        bare ♠7 or ♠9 kept; the ♣7 of ♣AQJ8752 given, ♠10974 kept whole)."""
        # A card of a suit voided for the handbook's aim (a bad suit, C63a's exception) or an ace is never
        # the wasted card: both are the handbook's own aims ("renottaa huono maansa", "antaa ... ässä").
        aimed = {
            s for s in SUITS if by[s] and all(x in cards for x in by[s]) and (s in bad or s in low_voids)
        }
        safe = [g for g in cards if g.suit not in aimed and not forceable(g) and g.rank is not Rank.ACE]
        # The suit a safe card came from first, told with that card (review 11, gen.give.bolsevikit.14004:
        # the ♦4 given keeps the ♦8 bare; ♣J, kept by the advised plan too, is not the difference).
        for s in sorted(SUITS, key=lambda s: not any(g.suit is s for g in safe)):
            stays = [x for x in by[s] if x not in cards]
            risky = _likely_in_suit(stays)
            if not risky:
                continue
            high = [x for x in risky if x.rank >= Rank.TEN]
            if len(by[s]) <= 3 and len(stays) < len(by[s]) and high:
                return max(high, key=lambda x: x.rank), None
            if safe:
                own = [g for g in safe if g.suit is s] or safe
                return max(risky, key=lambda x: x.rank), min(own, key=lambda x: x.rank)
        return None

    found = [f for f in found if keeps_forceable(f[1]) is None] or found

    # C63e (review round 9, gen.give.bolsevikit.10304 and 10300): the plans are measured by the same ladder
    # as the bolshevik's bid, the likely tricks left in the kept cards (:func:`_likely_kept`).  A plan
    # leaving BOL_LIKELY_MARGIN or more likely tricks than the best plan is no plan the handbook allows,
    # however it voids a suit: *BOLSEVIKIT / Maalaukset* "päästä eroon lyhyen maan korkeista korteista",
    # *Korttien ylianto* "ässä lyhyestä, muutoin haavoittuvasta maastaan".
    # A void of C63a's exception (a short suit of low cards with its two, where no short suit holds a high
    # card) is a dictator's ruffing suit, not a misère plan: the ladder does not judge it.
    def low_void(cards: Sequence[Card]) -> bool:
        return any(all(c in cards for c in by[s]) for s in low_voids)

    fewest = min((len(_likely_kept(by, f[1])) for f in found), default=0)
    found = [
        f for f in found if low_void(f[1]) or len(_likely_kept(by, f[1])) < fewest + BOL_LIKELY_MARGIN
    ] or found

    def why_cards(cards: Sequence[Card]) -> list[Reason]:
        out: list[Reason] = []
        voided = [s for s in SUITS if by[s] and all(c in cards for c in by[s])]
        # Each reason is true of its cards (review round 6, C63c): "your weak suit" only of a bad suit (a
        # singleton two is none: gen.give.bolsevikit.9500).  "Most dangerous" only of a card the defenders
        # could force to win, by the misère ladder read in the whole hand (C63d, review round 7:
        # the ♥9 of ♥9652 is none, gen.give.bolsevikit.9801; nor the ♣5 of ♣532, 9501); an ace, king or
        # queen that is not is a high card worth shedding, any other a spare gift.
        for s in voided:
            # "Your weak suit" only of a bad suit, which holds a high card (review round 9: never of ♥764).
            key = "ex_bol_void_bad" if s in bad else "ex_bol_void_spare"
            if s in low_voids:
                key = "ex_bol_void_short_low"
            out.append(_r(key, sec, suit=s.symbol))
        for c in sorted(cards, key=lambda c: (-c.rank, c.suit)):
            if c.suit in voided:
                continue
            if c.rank is Rank.ACE and len(by[c.suit]) < 5:
                out.append(_r("ex_bol_ace_short", sec, card=str(c)))
            elif forceable(c):
                out.append(_r("ex_bol_worst", sec, card=str(c)))
            elif c.rank in (Rank.ACE, Rank.KING, Rank.QUEEN):
                out.append(_r("ex_bol_high_card", sec, card=str(c)))
            else:
                out.append(_r("ex_bol_spare_gift", sec, card=str(c)))
        return out

    # The six safest card sets, and for every suit of one to three cards the safest set voiding it:
    # voiding a bad suit is the handbook's aim, and which suit is "bad" is the player's judgement.
    # A short suit of low cards with its two counts here only when no short suit holds a high card to
    # shed (C63a's exception, DECISION): then it is the only void the gives can make, the hand's dangers
    # lie in long suits the gives cannot mend, and a void is what a dictator would ruff with
    # (*Maalaukset*: "renottaa mielellään ainakin yksi huono maansa"; the player chooses misère or
    # dictator only after the middle cards; the record bolsevikit-dictator-7c gives ♦4 ♦3 ♦2).
    # A lone two stays kept (its void gives away the safest card there is).
    chosen = found[:6]
    for s in SUITS:
        if s in bad or s in low_voids:
            void = next((f for f in found if all(c in f[1] for c in by[s])), None)
            if void is not None and void not in chosen:
                chosen.append(void)

    # Every plan doing exactly what the handbook names (a bad suit voided and an ace given) is at least
    # acceptable, whichever ace that could take a trick (review E: "♥7 ♣A ♥4" beside "♥7 ♠A ♥4"); a
    # safe ace of a long suit holding its two is no vulnerable ace, and the set holds nothing else.
    def void_and_ace(cards: Sequence[Card]) -> bool:
        voided = {s for s in bad if all(c in cards for c in by[s])}
        vulnerable = [c for c in cards if c.rank is Rank.ACE and _danger(c, full) > 0]
        return bool(voided) and bool(vulnerable) and all(c.suit in voided or c in vulnerable for c in cards)

    for f in found:
        if void_and_ace(f[1]) and f not in chosen:
            chosen.append(f)
    plans: list[_GivePlan] = []
    if found:
        best = found[0][0]
        for key, cards in chosen:
            rank = 0 if key == best else 1
            why = why_cards(cards)
            for (lo, mid, hi), per_suit in _bolshevik_orders(cards):
                if per_suit:
                    suit = lo.suit.symbol
                    tail = (
                        _r("ex_bol_suit_low_right", sec, suit=suit, card=str(lo)),
                        _r("ex_bol_suit_high_left", sec, suit=suit, card=str(hi)),
                    )
                    r = rank
                else:
                    tail = (
                        _r("ex_bol_low_right", sec, card=str(lo)),
                        _r("ex_bol_high_left", sec, card=str(hi)),
                    )
                    r = rank if not _one_suit_pair(cards) else 1
                plan = _GivePlan(((me.left, hi), (me.partner, mid), (me.right, lo)), r, (*why, *tail))
                if all(p.cards != plan.cards for p in plans):
                    plans.append(plan)

    def keep_short(c: Card) -> Reason:
        if short_high:
            high = _cards_text(short_high)
            return _r("ex_bol_keep_short_two", sec, card=str(c), suit=c.suit.symbol, cards=high)
        return _r("ex_bol_keep_short_two_plain", sec, card=str(c), suit=c.suit.symbol)

    def worse(to: Seat) -> dict[Card, tuple[Reason, ...]]:
        out: dict[Card, tuple[Reason, ...]] = {
            c: (_r("ex_bol_keep_two", sec, card=str(c)),) for c in long_twos
        }
        out.update({c: (keep_short(c),) for c in short_twos})
        return out

    def explain(to: Seat, c: Card, hand: frozenset[Card], left: int) -> tuple[Reason, ...]:
        # Never "safe" in a long suit without its two (review 11, gen.give.bolsevikit.14004: the ♥Q of
        # ♥QJ6543; *BOLSEVIKIT / Pelitaktiikkaa*: such a suit is "varsin vaaralliseksi", C44's five cards).
        no_two = len(by[c.suit]) >= 5 and all(x.rank is not Rank.TWO for x in by[c.suit])
        if len(by[c.suit]) >= 4 and _danger(c, full) == 0 and not no_two:
            return (_r("ex_bol_safe_card", sec, card=str(c)),)
        if len(by[c.suit]) <= 3:
            kept = [
                x for x in hand if x.suit is c.suit and _really_higher(x, c, full) and _danger(x, full) > 0
            ]
            if kept and sum(1 for h in hand if h.suit is c.suit) > left:
                high = max(kept, key=lambda x: x.rank)
                return (_r("ex_bol_keeps_short_high", sec, card=str(c), high=str(high), suit=c.suit.symbol),)
        if len(by[c.suit]) <= 3 and not _has_high(by[c.suit]) and not _low_with_two(by[c.suit]):
            # Review round 9 (gen.give.bolsevikit.10304, C63e): ♥764 holds nothing the defenders can force.
            return (_r("ex_bol_harmless_suit", sec, card=str(c), suit=c.suit.symbol),)
        short_ace = c.rank is Rank.ACE and len(by[c.suit]) < 5
        if not short_ace and sum(1 for h in hand if h.suit is c.suit) > left:
            return (_r("ex_bol_no_aim", sec, card=str(c), suit=c.suit.symbol),)
        return ()

    def fault(cards: frozenset[Card]) -> tuple[Reason, ...]:
        """Why these cards are no plan, where C63d says (a card kept that can be forced to win)."""
        if len(cards) != 3 or not cards <= set(full):
            return ()
        kept = _likely_kept(by, tuple(cards))
        if not low_void(tuple(cards)) and len(kept) >= fewest + BOL_LIKELY_MARGIN:
            return (
                _r(
                    "ex_bol_keeps_likely",
                    sec,
                    cards=_cards_text(kept),
                ),
            )
        bad_kept = keeps_forceable(tuple(cards))
        if bad_kept is None:
            return ()
        high, instead = bad_kept
        if instead is not None:
            return (_r("ex_bol_keeps_forceable", sec, card=str(instead), high=str(high)),)
        card = max((c for c in cards if c.suit is high.suit), key=lambda c: c.rank)
        return (
            _r("ex_bol_keeps_short_forceable", sec, card=str(card), high=str(high), suit=high.suit.symbol),
        )

    return _GiveSet(tuple(plans), TOPIC_BOLSHEVIK, True, (), worse, {}, explain, "bolshevik", fault)


# DECISION C63e: a bolshevik plan leaving this many more likely misère tricks (the ladder of
# :meth:`HandEval.likely_misere_tricks`) than the best plan is not advised; one more is within judgement
# (voiding ♠QJ2 keeps ♦J where shedding ♠QJ and ♦J keeps nothing, gen.give.bolsevikit.10300).  The handbook
# gives no number.
BOL_LIKELY_MARGIN: Final = 2


def _likely_kept(by: Mapping[Suit, Sequence[Card]], gone: Sequence[Card]) -> tuple[Card, ...]:
    """The cards kept after giving ``gone`` that the misère ladder counts as likely tricks, suit by suit."""
    return tuple(c for s in SUITS for c in _likely_in_suit([x for x in by[s] if x not in gone]))


def _has_high(cards: Sequence[Card]) -> bool:
    """A high card: ten or higher, or a card the misère ladder counts as a likely trick in its suit (the 7
    of ♥74).  A short suit without one (♥764) is no "weak suit" to void (C63e; *BOLSEVIKIT / Maalaukset*:
    "lyhyen maan korkeista korteista")."""
    return any(c.rank >= Rank.TEN for c in cards) or bool(_likely_in_suit(cards))


def _really_higher(x: Card, c: Card, full: Sequence[Card]) -> bool:
    """``x`` outranks ``c`` (same suit) by more than a touching card: some card ranked between them lies
    outside the bolshevik's hand ``full``.  Cards with none between them (♦6 beside ♦5, or ♦7 beside ♦5
    with ♦6 held too) are equals: keeping one and giving the other is the same give (the bank item
    bolshevik-gives: ♦5 or ♦6 to the player opposite, *Korttien ylianto*)."""
    if x.suit is not c.suit or x.rank <= c.rank:
        return False
    held = {y.rank for y in full if y.suit is c.suit}
    return any(r not in held for r in Rank if c.rank < r < x.rank)


def _low_with_two(cards: Sequence[Card]) -> bool:
    """A short suit of low cards holding its two (no ace, king or queen): no weak suit in misère.

    DECISION (C63a, review 5 gen.give.bolsevikit.9001): *Korttien ylianto* voids "huono maa" and
    *Maalaukset* sheds "lyhyen maan korkeat kortit"; the handbook does not call a suit bad that holds
    the two and no high card, so such a suit is not voided for its own sake and its two is kept.
    """
    return any(c.rank is Rank.TWO for c in cards) and not any(
        c.rank in (Rank.ACE, Rank.KING, Rank.QUEEN) for c in cards
    )


def _one_suit_pair(cards: Sequence[Card]) -> bool:
    """Two (not three) of the cards share a suit: the per-suit and the overall orientation differ."""
    counts = sorted(sum(1 for c in cards if c.suit is s) for s in {c.suit for c in cards})
    return counts == [1, 2]


def _bolshevik_orders(cards: Sequence[Card]) -> list[tuple[tuple[Card, Card, Card], bool]]:
    """Ways to hand three cards to (niskamies, partner, left) written as (low, middle, high), and
    whether each is the per-suit orientation (*Korttien ylianto*; DECISION C63)."""
    out: list[tuple[tuple[Card, Card, Card], bool]] = []
    if _one_suit_pair(cards):
        suit = next(s for s in {c.suit for c in cards} if sum(1 for c in cards if c.suit is s) == 2)
        lo, hi = sorted((c for c in cards if c.suit is suit), key=lambda c: c.rank)
        other = next(c for c in cards if c.suit is not suit)
        out.append(((lo, other, hi), True))
    low_first = sorted(cards, key=lambda c: (c.rank, c.suit))
    orders = [low_first]
    if low_first[0].rank == low_first[1].rank:
        orders.append([low_first[1], low_first[0], low_first[2]])
    if low_first[1].rank == low_first[2].rank:
        orders.append([low_first[0], low_first[2], low_first[1]])
    for lo, mid, hi in orders:
        if all(o[0] != (lo, mid, hi) for o in out):
            out.append(((lo, mid, hi), False))
    return out


# --- defenders' exchange ---------------------------------------------------------------------------------


def _advice(
    topic: str,
    recommended: Iterable[tuple[Card, Reason]],
    acceptable: Iterable[tuple[Card, Reason]],
    legal: Sequence[Action],
    *,
    judgement: bool = True,
    worse: Mapping[Card, tuple[Reason, ...]] | None = None,
    extra: Sequence[Reason] = (),
    own: Callable[[Card, tuple[Card, ...], tuple[Card, ...]], tuple[Reason, ...]] | None = None,
    section: str = SEC_PASSI,
) -> Advice | None:
    ok = set(legal)
    rec_pairs = [(c, r) for c, r in recommended if c in ok]
    if not rec_pairs:
        return None
    rec = tuple(dict.fromkeys(c for c, _ in rec_pairs))
    acc_pairs = [(c, r) for c, r in acceptable if c in ok and c not in rec]
    acc = tuple(dict.fromkeys(c for c, _ in acc_pairs))
    reasons = _dedupe([*extra, *(r for _, r in rec_pairs)])
    bad: dict[Action, tuple[Reason, ...]] = {}
    for c, why in (worse or {}).items():
        if c in ok and c not in rec and c not in acc:
            bad[c] = why
    for a in legal:  # issue 11: every card not advised is told what is wrong with it
        if isinstance(a, Card) and a not in rec and a not in acc and not bad.get(a):
            mine = own(a, rec, acc) if own is not None else ()
            bad[a] = mine or (_r("ex_give_no_plan", section, card=str(a)),)
    return Advice(topic, rec, acc, reasons, bad, judgement)


# Named rules (issue 11, *Structure*; :mod:`trainer.conventions.rulebook`).  The one-card gives are written
# as rules: :func:`_defenders` evaluates :data:`DEFENDERS` over the context :class:`_Def` (the misère, grand
# and trump branches in the handbook's order; the return give runs the note set :data:`RETURN_NOTES` first),
# and :func:`_passimisaari` evaluates :data:`PASSI` over :class:`_Pass`, whose last rule runs the note set
# :data:`SHORTEST`; the rule of the advice's first recommended card then decides (:func:`_settle`).  The
# reason for every other card (``own``) stays a finishing step of :func:`_advice`.

_TX = "test_exchanges.py::"
_TR = "test_rulebook_exchanges.py::"
_T9 = "test_gives_round9.py::"


def _xrule(id: str, topic: str, **kw: Any) -> Rule[Any, Any]:
    return rule(id, topic=topic, module="exchanges", **kw)


def _settle(trail: Trail, origin: Mapping[Card, str], advice: Advice | None) -> None:
    """The rule that recommended the advice's first card decides; the enclosing rule becomes a note."""
    first = advice.recommended[0] if advice is not None and advice.recommended else None
    trail.promote(origin.get(first) if isinstance(first, Card) else None)


@dataclass
class _Def:
    """What the defenders' one-card give reads (*Sivupelaajien korttien vaihdot*), computed before any rule."""

    point: DecisionPoint
    hand: Sequence[Card]
    by: dict[Suit, list[Card]]
    got: list[Card]
    first: bool
    game: str
    trump: Suit | None
    main_suits: list[Suit]
    sec_own: str
    natural_void: bool
    void_middles: list[tuple[Card, Reason]] = field(default_factory=list)
    trumps: list[Card] = field(default_factory=list)
    shorts: list[Card] = field(default_factory=list)
    short_pairs: list[tuple[Card, Reason]] = field(default_factory=list)
    side_pairs: list[tuple[Card, Reason]] = field(default_factory=list)
    singles: list[tuple[Card, Reason]] = field(default_factory=list)
    worse: dict[Card, tuple[Reason, ...]] = field(default_factory=dict)
    received_trump: bool = False
    back: set[Suit] = field(default_factory=set)
    trail: Trail = field(default_factory=Trail)

    def own(self, c: Card, rec: tuple[Card, ...], acc: tuple[Card, ...]) -> tuple[Reason, ...]:
        """What is wrong with ``c``, by the rule the recommended cards follow (issue 11).

        In a trump game a small card of the main pair's second-round suit is told that it is too small to
        strengthen partner's cards of that suit, and a card of a suit neither short nor that side suit is told
        both gives (*Sivupelaajien korttien vaihdot*: "vahvistaa partnerinsa tuon maan kortteja"; review 11,
        gen.give.alkupelit.14000: ♠4 was told "not your shortest suit" beside the accepted ♠K)."""
        if self.natural_void:
            by = self.by
            mids = any(3 <= len(by[r.suit]) <= 4 and r not in (by[r.suit][0], by[r.suit][-1]) for r in rec)
            if mids:
                return (_r("ex_def_void_middle_only", self.sec_own, card=str(c)),)
        trump_suit = self.trump
        if trump_suit is not None:
            rec_trump = [r for r in rec if r.suit is trump_suit]
            if c.suit is trump_suit and not rec_trump:
                return (_r("ex_def_keep_trumps_short", self.sec_own, card=str(c)),)
            if c.suit is not trump_suit and rec_trump and len(rec_trump) == len(rec):
                return (_r("ex_def_give_trump", self.sec_own, card=str(c), top=str(rec_trump[0])),)
            if c.suit is trump_suit:
                return _partner_card_reason(c, rec_trump, self.hand, self.sec_own, lowest=False)
            rec = tuple(r for r in rec if r.suit is not trump_suit)
            side = [x for x, _ in self.side_pairs if x in acc or x in rec]
            top = next((x for x in side if x.suit is c.suit), None)
            if top is not None and top.rank > c.rank:
                return (_r("ex_def_side_small", self.sec_own, card=str(c), suit=c.suit.symbol, top=str(top)),)
            own = _partner_card_reason(c, rec, self.hand, self.sec_own, lowest=False)
            if side and top is None and own and own[0].key == "ex_not_short_suit":
                sides = _suits_text(x.suit for x in side)
                return (
                    _r(
                        "ex_def_not_short_or_side",
                        self.sec_own,
                        suit=c.suit.symbol,
                        side=sides,
                        **{"short": own[0].params["short"]},
                    ),
                )
            return own
        return _partner_card_reason(c, rec, self.hand, self.sec_own, lowest=self.game == "misere")

    def give(
        self,
        recommended: Iterable[tuple[Card, Reason]],
        acceptable: Iterable[tuple[Card, Reason]],
        *,
        judgement: bool = True,
        worse: Mapping[Card, tuple[Reason, ...]] | None = None,
        extra: Sequence[Reason] = (),
    ) -> Advice | None:
        return _advice(
            TOPIC_DEFENDERS,
            recommended,
            acceptable,
            self.point.legal,
            judgement=judgement,
            worse=worse,
            extra=extra,
            own=self.own,
            section=self.sec_own,
        )


def _def_context(point: DecisionPoint) -> _Def | None:
    """The context of :data:`DEFENDERS` (None without a contract and its declarer).

    DECISIONs: "short suit" is the shortest non-void side suit, and when several are equally short the
    highest (or, in misère, smallest) card of each is recommended; with one or two trumps and the king
    among them guarded by a small one (it sits after the declarer), the short suit's highest card is
    recommended and the higher trump acceptable -- the handbook's tail-cup example gives the ♦A from
    ♥K7; with no trump, the short suit's highest card.
    """
    view = point.view
    contract = view.contract
    declarer = view.declarer
    if contract is None or declarer is None:
        return None
    hand = view.hand
    by = {s: _suit_cards(hand, s) for s in SUITS}
    got = [e.cards[0] for e in _exchanges(point, Phase.DEFENDERS_EXCHANGE, received=True)]
    ctx = AuctionContext.of(point)
    main = (declarer, declarer.partner)
    main_suits = [s for seat in main for s in _suit_bids(ctx, seat, lambda r: True)]
    misere = contract.game == "misere"
    sec_own = SEC_DEF_MISERE if misere else SEC_DEF_GRAND if contract.game == "grand" else SEC_DEF_TRUMP
    d = _Def(
        point,
        hand,
        by,
        got,
        point.seat is declarer.left,
        contract.game,
        contract.trump if contract.game == "trump" else None,
        main_suits,
        sec_own,
        misere and any(not by[s] for s in SUITS),
    )
    if d.natural_void:
        for s in SUITS:
            h = by[s]
            if 3 <= len(h) <= 4:
                for c in [h[1]] if len(h) == 3 else [h[1], h[2]]:
                    d.void_middles.append(
                        (c, _r("ex_def_misere_void_middle", SEC_DEF_MISERE, card=str(c), suit=s.symbol))
                    )
    if d.trump is not None:
        sec = SEC_DEF_TRUMP
        trump = d.trump
        d.trumps = by[trump]
        d.shorts = _shortest_cards(by, trump, lowest=False)
        d.short_pairs = [(c, _r("ex_def_short_high", sec, card=str(c), suit=c.suit.symbol)) for c in d.shorts]
        side_suits = [
            s
            for s in _suit_bids(ctx, declarer, lambda r: r == 2)
            + _suit_bids(ctx, declarer.partner, lambda r: r == 2)
            if s is not trump
        ]
        d.side_pairs = [
            (by[s][0], _r("ex_def_side_suit", sec, suit=s.symbol, card=str(by[s][0])))
            for s in side_suits
            if by[s]
        ]
        d.singles = [
            (by[s][0], _r("ex_def_singleton", sec, card=str(by[s][0]), suit=s.symbol))
            for s in SUITS
            if s is not trump and len(by[s]) == 1 and d.trumps
        ]
        d.received_trump = any(c.suit is trump for c in got)
        d.back = {c.suit for c in got if c.suit is not trump}
    return d


# --- misère (*Maalattu misääri / Sivupelaajien korttien vaihdot*)


def _def_smalls(d: _Def) -> list[tuple[Card, Reason]]:
    smalls = _shortest_cards(d.by, None, lowest=True)
    return [(c, _r("ex_def_misere_small", SEC_DEF_MISERE, card=str(c), suit=c.suit.symbol)) for c in smalls]


def _def_misere_void_middle(d: _Def) -> Advice | None:
    return d.give(d.void_middles, _def_smalls(d))


def _def_misere_void(d: _Def) -> Advice | None:
    return d.give(_def_smalls(d), [])


def _def_misere_short(d: _Def) -> Advice | None:
    rec = _def_smalls(d)
    return d.give(rec, [], judgement=len(rec) > 1)


# --- grand (*Sivupelaajien korttien vaihdot ja koputukset*)


def _def_grand(d: _Def) -> Advice | None:
    sec = SEC_DEF_GRAND
    highs = _shortest_cards(d.by, None, lowest=False)
    rec = [(c, _r("ex_def_grand_short", sec, card=str(c), suit=c.suit.symbol)) for c in highs]
    acc = [
        (d.by[s][0], _r("ex_def_grand_bid_suit", sec, card=str(d.by[s][0])))
        for s in dict.fromkeys(d.main_suits)
        if d.by[s]
    ]
    return d.give(rec, acc)


# --- trump (*Sivupelaajien korttien vaihdot*): the first giver, declarer's left


def _def_higher(d: _Def) -> tuple[Card, Reason]:
    return (d.trumps[0], _r("ex_def_trump_higher", SEC_DEF_TRUMP, card=str(d.trumps[0])))


def _def_lower_trumps(d: _Def) -> dict[Card, tuple[Reason, ...]]:
    return {c: (_r("ex_def_trump_higher", SEC_DEF_TRUMP, card=str(d.trumps[0])),) for c in d.trumps[1:]}


def _def_keep_king(d: _Def) -> Advice | None:
    keep = _r("ex_def_trump_keep_king", SEC_DEF_TRUMP)
    return d.give(
        d.short_pairs,
        [_def_higher(d), *d.side_pairs, *d.singles],
        worse=_def_lower_trumps(d),
        extra=(keep,),
    )


def _def_first_trump(d: _Def) -> Advice | None:
    return d.give([_def_higher(d)], [*d.short_pairs, *d.side_pairs, *d.singles], worse=_def_lower_trumps(d))


def _def_first_short(d: _Def) -> Advice | None:
    rec = d.short_pairs or [_def_higher(d)]
    return d.give(rec, [*d.side_pairs, *d.singles])


# --- trump: the return give, declarer's right


def _def_not_partners_suit(d: _Def) -> None:
    """DECISION C64a: the return give comes from the giver's own short suit ("antaa takaisin korkeimman kortin
    lyhyestä maastaan") or is the highest trump; the handbook says nothing of the suit partner's card came
    from, and partner's card is the highest card of *his* short suit (or a singleton given to ruff), so a
    card of that suit handed back lengthens the suit partner has just shortened.  Such a card is not
    advised, told so, whenever another card does the handbook's job (review round 10,
    gen.give.alkupelit.10502: ♥10 back after partner gave ♥9)."""
    sec = SEC_DEF_TRUMP
    trump, by, back = d.trump, d.by, d.back
    by_own = {s: ([] if s in back else by[s]) for s in SUITS}
    d.shorts = _shortest_cards(by_own, trump, lowest=False)
    d.short_pairs = [(c, _r("ex_def_short_high", sec, card=str(c), suit=c.suit.symbol)) for c in d.shorts]
    d.side_pairs = [(c, r) for c, r in d.side_pairs if c.suit not in back]
    d.singles = [(c, r) for c, r in d.singles if c.suit not in back]
    to_trump = not d.received_trump and bool(d.trumps)  # the handbook's give is then the highest trump
    for s in back:
        for c in by[s]:
            same = _r("ex_def_return_same_suit", sec, card=str(c), suit=s.symbol)
            top = _r("ex_def_give_trump", sec, card=str(c), top=str(d.trumps[0])) if to_trump else None
            d.worse[c] = (top, same) if top is not None else (same,)


def _def_return_short(d: _Def) -> Advice | None:
    RETURN_NOTES.each(d, d.trail)
    sec = SEC_DEF_TRUMP
    rec = [(c, _r("ex_def_return_short", sec, card=str(c), suit=c.suit.symbol)) for c in d.shorts] or [
        (d.trumps[0], _r("ex_def_return_trump", sec, card=str(d.trumps[0])))
    ]
    return d.give([*rec, *d.singles], d.side_pairs, worse=d.worse)


def _def_return_trump(d: _Def) -> Advice | None:
    RETURN_NOTES.each(d, d.trail)
    rec = [(d.trumps[0], _r("ex_def_return_trump", SEC_DEF_TRUMP, card=str(d.trumps[0])))]
    return d.give([*rec, *d.singles], [*d.short_pairs, *d.side_pairs], worse=d.worse)


def _drule(id: str, **kw: Any) -> Rule[Any, Any]:
    return _xrule(id, TOPIC_DEFENDERS, **kw)


DEF_MISERE_VOID_MIDDLE: Final = _drule(
    "C64.misere_void_middle",
    title=N_("Misère defender with a natural void: a middle card"),
    sections=(SEC_DEF_MISERE,),
    condition="Painted misère: the defender has a natural void and a suit of three or four cards.",
    advice="Give a middle card of such a suit (a smaller one of it goes on its first round); the smallest card of the shortest suit is acceptable.",
    applies=(_TX + "test_defenders_misere_natural_void_gives_a_middle_card",),
    must_not=(_TX + "test_defenders_misere_smallest_of_shortest",),
    when=lambda d: d.natural_void and bool(d.void_middles),
    then=_def_misere_void_middle,
    status="partly: the card given; the later play is not advised",
)
DEF_MISERE_VOID: Final = _drule(
    "C64.misere_void",
    title=N_(
        "Misère defender with a natural void and no middle card: the smallest card of the shortest suit"
    ),
    sections=(SEC_DEF_MISERE,),
    condition="Painted misère: a natural void, but no suit of three or four cards to give a middle card from.",
    advice="The smallest card of the shortest suit (a judgement).",
    applies=(_TR + "test_misere_defender_with_a_void_and_no_middle_suit_gives_the_smallest",),
    must_not=(_TX + "test_defenders_misere_natural_void_gives_a_middle_card",),
    when=lambda d: d.natural_void,
    then=_def_misere_void,
)
DEF_MISERE: Final = _drule(
    "C64.misere_short",
    title=N_("Misère defender: the smallest card of the shortest suit"),
    sections=(SEC_DEF_MISERE,),
    condition="Painted misère, the defender without a natural void.",
    advice="The smallest card of the shortest suit (of each, when several are equally short).",
    applies=(_TX + "test_defenders_misere_smallest_of_shortest",),
    must_not=(_TX + "test_defenders_grand_highest_of_shortest",),
    when=lambda d: d.game == "misere",
    then=_def_misere_short,
    code=("exchanges._shortest_cards",),
)
DEF_GRAND: Final = _drule(
    "C64.grand_short",
    title=N_("Grand defender: the highest card of the shortest suit"),
    sections=(SEC_DEF_GRAND,),
    condition="Grand.",
    advice="The highest card of the shortest suit; the highest card of a suit the declaring side bid (building partner's holding there) is acceptable.",
    applies=(_TX + "test_defenders_grand_highest_of_shortest",),
    must_not=(_TX + "test_defenders_misere_smallest_of_shortest",),
    when=lambda d: d.game == "grand",
    then=_def_grand,
)
DEF_KEEP_KING: Final = _drule(
    "C64.first_keep_king",
    title=N_("First giver with a guarded trump king: the short suit's highest card"),
    sections=(SEC_DEF_TRUMP,),
    condition="Trump, the first giver (declarer's left) holds two trumps, the king and a small one, and a short side suit.",
    advice="The short suit's highest card, keeping the guarded king (it sits after the declarer); the higher trump, a side card of the declaring side's second-round suit and a singleton are acceptable.",
    applies=(_TX + "test_tail_cup_defenders_exchange",),
    must_not=(_TX + "test_defenders_trump_one_trump_gives_it",),
    when=lambda d: d.first and len(d.trumps) == 2 and d.trumps[0].rank is Rank.KING and bool(d.short_pairs),
    then=_def_keep_king,
    status="implemented (C64; §4.2)",
)
DEF_FIRST_TRUMP: Final = _drule(
    "C64.first_trump",
    title=N_("First giver with one or two trumps: the higher trump"),
    sections=(SEC_DEF_TRUMP,),
    condition="Trump, the first giver (declarer's left) holds one or two trumps.",
    advice="The higher trump (the lower is not advised); the short suit's highest card, a card of the declaring side's second-round suit and a singleton are acceptable.",
    applies=(_TX + "test_defenders_trump_one_trump_gives_it",),
    must_not=(_TX + "test_defenders_trump_three_trumps_give_short_suit",),
    when=lambda d: d.first and 1 <= len(d.trumps) <= 2,
    then=_def_first_trump,
)
DEF_FIRST_SHORT: Final = _drule(
    "C64.first_short",
    title=N_("First giver with three or more trumps (or none): the short suit's highest card"),
    sections=(SEC_DEF_TRUMP,),
    condition="Trump, the first giver (declarer's left) holds three or more trumps, or none.",
    advice="The highest card of the short side suit (of each, when several are equally short); a card of the declaring side's second-round suit and a singleton are acceptable.",
    applies=(_TX + "test_defenders_trump_three_trumps_give_short_suit",),
    must_not=(_TX + "test_defenders_trump_one_trump_gives_it",),
    when=lambda d: d.first,
    then=_def_first_short,
)
DEF_NOT_PARTNERS_SUIT: Final = _drule(
    "C64a.not_partners_suit",
    title=N_("Do not give back a card of the suit partner's card came from"),
    sections=(SEC_DEF_TRUMP,),
    condition="Trump, the return give: partner's card was a side card and the giver holds another side suit.",
    advice="The cards of partner's suit are not advised, told so; the short suit is then found among the other side suits.",
    applies=(_TX + "test_defenders_return_give_not_in_the_suit_partner_shortened",),
    must_not=(_TX + "test_defenders_return_give_after_a_trump_keeps_the_short_suit",),
    when=lambda d: bool(d.back) and any(d.by[s] for s in SUITS if s is not d.trump and s not in d.back),
    then=_def_not_partners_suit,
    status="implemented (C64a)",
)
DEF_RETURN_SHORT: Final = _drule(
    "C64a.return_short",
    title=N_("Second giver who received a trump (or holds none): the short suit's highest card"),
    sections=(SEC_DEF_TRUMP,),
    condition="Trump, the second giver (declarer's right) received a trump, or holds none.",
    advice="The highest card of the short side suit (the highest trump if there is none), a singleton too; a card of the declaring side's second-round suit is acceptable.",
    applies=(_TX + "test_defenders_return_give_after_a_trump_keeps_the_short_suit",),
    must_not=(_TX + "test_defenders_trump_partner_gave_no_trump",),
    when=lambda d: d.received_trump or not d.trumps,
    then=_def_return_short,
    status="implemented (C64a)",
)
DEF_RETURN_TRUMP: Final = _drule(
    "C64a.return_trump",
    title=N_("Second giver who received no trump: the highest trump"),
    sections=(SEC_DEF_TRUMP,),
    condition="Trump, the second giver (declarer's right) received no trump and holds one.",
    advice="The highest trump, a singleton too; the short suit's highest card and a card of the declaring side's second-round suit are acceptable.",
    applies=(_TX + "test_defenders_trump_partner_gave_no_trump",),
    must_not=(_TX + "test_defenders_return_give_after_a_trump_keeps_the_short_suit",),
    when=lambda d: True,
    then=_def_return_trump,
    status="implemented (C64a)",
)

#: The defenders' one card, in the handbook's order: misère, grand, then the trump game's two givers.
DEFENDERS: Final[RuleSet[_Def, Advice | None]] = RuleSet(
    "exchanges.DEFENDERS",
    (
        DEF_MISERE_VOID_MIDDLE,
        DEF_MISERE_VOID,
        DEF_MISERE,
        DEF_GRAND,
        DEF_KEEP_KING,
        DEF_FIRST_TRUMP,
        DEF_FIRST_SHORT,
        DEF_RETURN_SHORT,
        DEF_RETURN_TRUMP,
    ),
)
#: A note before the return give: the suit partner's card came from is not given back (C64a).
RETURN_NOTES: Final[RuleSet[_Def, None]] = RuleSet("exchanges.RETURN_NOTES", (DEF_NOT_PARTNERS_SUIT,))


def _defenders(point: DecisionPoint) -> Advice | None:
    """*Sivupelaajien korttien vaihdot* and its grand and misère variants: :data:`DEFENDERS` over :class:`_Def`."""
    d = _def_context(point)
    if d is None:
        return None
    advice = DEFENDERS.first(d, d.trail)
    return None if advice is None else replace(advice, rules=d.trail.rules())


def _shortest_cards(by: Mapping[Suit, list[Card]], exclude: Suit | None, *, lowest: bool) -> list[Card]:
    """The lowest (or highest) card of each shortest non-void suit other than ``exclude``."""
    suits = [s for s in SUITS if by[s] and s is not exclude]
    if not suits:
        return []
    least = min(len(by[s]) for s in suits)
    return [by[s][-1] if lowest else by[s][0] for s in suits if len(by[s]) == least]


# --- the packets as named rules (issue 11, *Structure*) ----------------------------------------------------
# Which planner proposes the packet's plans is a rule (:data:`PACKETS`, :data:`RETURNS` over :class:`_Pk`),
# and so is each step that adds plans of its own after them (the note sets :data:`ALKU_NOTES`,
# :data:`KOTKAT_NOTES`, :data:`RETURN_PK_NOTES`).  Every plan carries the id of the rule that proposed it
# (``_PacketPlan.rule``); the rule of the first recommended packet decides the advice (``Trail.promote``),
# the planner's rule staying a note.  Ordering, truthfulness and equal cards stay finishing steps
# (:func:`_packet_plans`).

_T6 = "test_packet_round6.py::"
_T8 = "test_packet_round8.py::"

ALKU_OTHER_READING_ID: Final = "C50.other_reading"
KOTKAT_ONE_SUIT_ID: Final = "C56d.one_suit_whole"
KOTKAT_WEAKEST_ID: Final = "C56j.weakest_whole"
KOTKAT_WISH_TIE_ID: Final = "C56i.wish_tie"
RETURN_MISERE_TOO_ID: Final = "C57.misere_too"


def _tag(plans: Iterable[_PacketPlan], rule_id: str, *, force: bool = False) -> tuple[_PacketPlan, ...]:
    """``plans``, each not yet named by a rule (every one, with ``force``) named by ``rule_id``."""
    return tuple(p if p.rule and not force else replace(p, rule=rule_id) for p in plans)


@dataclass
class _Pk:
    """What choosing a packet reads, computed before any rule: the alkupelit lifter's game (``intent``), the
    kotkat lifting bid, or the packet the kotkat returner received; ``ps`` holds the plans for the note rules."""

    point: DecisionPoint
    kind: Literal["alku", "kotkat", "return"]
    ctx: AuctionContext
    full: tuple[Card, ...]
    intent: _Intent | None = None
    lifting: Bid | None = None
    packet: Sequence[Card] | None = None
    reading: Reading | None = None
    ps: _PlanSet | None = None
    trail: Trail = field(default_factory=Trail)

    @cached_property
    def middle_aces(self) -> frozenset[Suit]:
        """The aces among the middle cards shown to everyone (*Pelin eteneminen*): partner knows of them."""
        return frozenset(c.suit for c in self.point.view.middle if c.rank is Rank.ACE and c in self.full)

    @cached_property
    def alt_extra(self) -> tuple[_PacketPlan, ...]:
        """The packets the other defensible trump of an open auction adds (C50), acceptable."""
        assert self.intent is not None and self.ps is not None
        seat = self.point.seat
        alt = _alku_alternative(self.ctx, seat, self.intent)
        if alt is None:
            return ()
        other = _trump_lifter(self.full, alt, self.ctx, seat, self.middle_aces)
        mine = {p.cards for p in self.ps.plans}
        # each plan told under its own trump (C50b): "the plan for the other trump the bidding allows"
        alt_why = _r("ex_alt_trump_plan", SEC_TRUMP, suit=alt.trump.symbol) if alt.trump is not None else None
        extra = tuple(
            replace(
                p,
                rank=1,
                keep=other.keep,
                core=other.core,
                reasons=p.reasons if alt_why is None else (alt_why, *p.reasons),
            )
            for p in other.plans
            if p.cards not in mine
        )
        # a reading that adds no packet makes no choice defensible (review round 6, alkupelit.9502, 9508); the
        # other reading's packet that voids no short suit is no plan of the handbook's (C53i)
        return tuple(p for p in extra if not any(r.key == "ex_holder_no_void" for r in p.reasons))


def _pk_context(point: DecisionPoint) -> _Pk | None:
    """The context of a packet decision, or None where no packet is planned (no lift read, no packet received)."""
    full = tuple(sorted((*point.view.hand, *point.view.packet_so_far)))
    if point.phase is Phase.PACKET and point.form is Form.ALKUPELIT:
        ctx = AuctionContext.of(point)
        intent = _alku_intent(ctx, point.seat)
        return None if intent is None else _Pk(point, "alku", ctx, full, intent=intent)
    if point.phase is Phase.PACKET and point.form is Form.KOTKAT:
        ctx = AuctionContext.of(point)
        lifting = _lifting_bid(ctx)
        return None if lifting is None else _Pk(point, "kotkat", ctx, full, lifting=lifting)
    if point.phase is Phase.RETURN_PACKET:
        packets = _exchanges(point, Phase.PACKET, received=True)
        if not packets:
            return None
        packet = packets[-1].cards
        ctx = AuctionContext.of(point)
        reading = decode(packet, Form.KOTKAT)
        return _Pk(point, "return", ctx, full, lifting=_lifting_bid(ctx), packet=packet, reading=reading)
    return None


def _pk_game(pk: _Pk) -> str:
    return pk.intent.game if pk.intent is not None else ""


def _pk_misere_lifter(pk: _Pk) -> _PlanSet:
    return _misere_lifter(pk.full, SEC_MISERE, TOPIC_PACKET, (_r("ex_misere_intended", SEC_MISERE),))


def _pk_grand_lifter(pk: _Pk) -> _PlanSet:
    assert pk.intent is not None
    return _grand_lifter(pk.full, pk.intent, pk.ctx, pk.point.seat)


def _pk_kotkat_misere(pk: _Pk) -> _PlanSet:
    return _misere_lifter(pk.full, SEC_K_MISERE, TOPIC_PACKET, ())


def _pk_misere_return(pk: _Pk) -> _PlanSet:
    assert pk.packet is not None
    return _misere_return(pk.full, pk.packet, 0)


def _kmisere(pk: _Pk) -> bool:
    return pk.lifting is not None and pk.lifting.strain is Strain.MISERE


def _pkrule(id: str, **kw: Any) -> Rule[Any, Any]:
    return _xrule(id, TOPIC_PACKET, **kw)


def _rtrule(id: str, **kw: Any) -> Rule[Any, Any]:
    return _xrule(id, TOPIC_RETURN, **kw)


PK_MISERE_LIFTER: Final = _pkrule(
    "C55.misere_lifter",
    title=N_("Misère lifter: small cards, one or two suits voided"),
    sections=(SEC_MISERE,),
    condition="Alkupelit: the lifter prepares a painted misère.",
    advice="Give small cards voiding one or two suits, the shortest first; with a poor middle the shortest suit "
    "and the smallest (perhaps the highest) of the second shortest; plans ranked by voids, danger kept, height.",
    applies=(_TX + "test_preempt_misere_lifter_packet",),
    must_not=(_TX + "test_grand_lifter_gives_partners_long_suit",),
    when=lambda pk: pk.kind == "alku" and _pk_game(pk) == "misere",
    then=_pk_misere_lifter,
    code=("exchanges._misere_lifter",),
)
PK_GRAND_LIFTER: Final = _pkrule(
    "C54.grand_lifter",
    title=N_("Grand lifter: all of partner's long suit, then the short suit's highest cards"),
    sections=(SEC_GRAND,),
    condition="Alkupelit: the lifter prepares a grand.",
    advice="All cards of partner's long suit (its four highest, rising, with more), filled with the highest "
    "cards of the short suit; no filler voids a suit of partner's ace.",
    applies=(_TX + "test_grand_lifter_gives_partners_long_suit",),
    must_not=(_TX + "test_preempt_misere_lifter_packet",),
    when=lambda pk: pk.kind == "alku" and _pk_game(pk) == "grand",
    then=_pk_grand_lifter,
    code=("exchanges._grand_lifter",),
)
PK_HOLDER: Final = _pkrule(
    "C53i.holder_voids_short",
    title=N_("Lifter who bid the trump: keep the trumps, void a short suit"),
    sections=(SEC_TRUMP, SEC_MAIN),
    condition="Alkupelit trump game: the lifter named the trump first (the trump is the lifter's own).",
    advice="Keep the trumps; void a short suit of three cards or fewer that is not partner's ace suit, then "
    "the next shortest suits (an equally short void, or a three-card void with an ace signal, acceptable).",
    applies=(_T6 + "test_holder_packet_voids_its_short_suit",),
    must_not=(_TX + "test_five_trumps_four_highest_in_rising_order",),
    when=lambda pk: pk.kind == "alku" and pk.intent is not None and pk.intent.holder is pk.point.seat,
    then=_alku_trump,
    code=("exchanges._trump_lifter",),
)
PK_TRUMP_LIFTER: Final = _pkrule(
    "C53.trump_lifter",
    title=N_("Trump lifter: all trumps and/or an ace signal"),
    sections=(SEC_TRUMP, SEC_MAIN, SEC_CUP),
    condition="Alkupelit trump game: partner named the trump first.",
    advice="All trumps and/or an ace signal; five or more trumps: the four highest rising (a cup game "
    "acceptable); the tail-cup with four trumps and two of partner's second suit; short: fill per C53.",
    applies=(_TX + "test_five_trumps_four_highest_in_rising_order",),
    must_not=(_T6 + "test_holder_packet_voids_its_short_suit",),
    when=lambda pk: pk.kind == "alku",
    then=_alku_trump,
    code=("exchanges._trump_lifter",),
)
PK_KOTKAT_MISERE: Final = _pkrule(
    "C56.kotkat_misere",
    title=N_("Kotkat misère: the misère packet names the best misère suit"),
    sections=(SEC_K_MISERE, SEC_MISERE),
    condition="Kotkat: the lifting bid is a misère.",
    advice="The painted misère's plans (C55), the first wish naming the best misère suit (C65b).",
    applies=(_TX + "test_kotkat_misere_packet_and_return",),
    must_not=(_TX + "test_kotkat_top_bidder_packet",),
    when=_kmisere,
    then=_pk_kotkat_misere,
    code=("exchanges._misere_lifter",),
)
PK_KOTKAT: Final = _pkrule(
    "C56.kotkat_top_bidder",
    title=N_("Kotkat top bidder: void the short suits, give a side ace, wish the trump"),
    sections=(SEC_K_TRUMP, SEC_K_GRAND),
    condition="Kotkat: the lifting bid is a trump game or a grand.",
    advice="Void the shortest or weakest suit(s), give a side ace keeping a small card of its suit, and order "
    "the packet so that it wishes the strongest suit back (the 2 + 2 and 1 + 3 shapes acceptable, C56a-c).",
    applies=(_TX + "test_kotkat_top_bidder_packet",),
    must_not=(_TX + "test_kotkat_misere_packet_and_return",),
    when=lambda pk: pk.kind == "kotkat",
    then=_kotkat_packet,
)
ALKU_OTHER_READING: Final = _pkrule(
    ALKU_OTHER_READING_ID,
    title=N_("Open bidding: the other trump's packet is acceptable too"),
    sections=(SEC_TRUMP,),
    condition="Alkupelit trump game whose bidding leaves the trump open (the lifting bid and the pair's "
    "intended trump differ), and the other reading adds a packet that voids a short suit.",
    advice="The other reading's packets are acceptable (a judgement); one that voids no short suit is no plan.",
    applies=(_TX + "test_open_game_accepts_the_other_reading",),
    must_not=(_T6 + "test_holder_reading_without_a_short_void_adds_no_packet",),
    when=lambda pk: bool(pk.alt_extra),
    then=_alku_other_reading,
    code=("exchanges._alku_alternative",),
)
KOTKAT_ONE_SUIT: Final = _pkrule(
    KOTKAT_ONE_SUIT_ID,
    title=N_("Kotkat: no truthful order, so a four-card suit given whole"),
    sections=(SEC_K_TRUMP,),
    condition="Kotkat trump packet: no planned packet has an order that says nothing false, and a side suit "
    "has exactly four cards.",
    advice="Give such a suit whole (the weakest recommended, any other acceptable; the planned packets become "
    "acceptable at best).",
    applies=(
        "test_packet_order_truth.py::test_no_false_ace_signal_when_the_one_three_packet_cannot_be_stacked",
    ),
    must_not=(_TX + "test_kotkat_top_bidder_packet",),
    when=lambda k: len(k.unsayable) == len(k.ps.plans) and bool(k.fours),
    then=_kotkat_one_suit,
    code=("exchanges._kotkat_truthful",),
)
KOTKAT_WEAKEST: Final = _pkrule(
    KOTKAT_WEAKEST_ID,
    title=N_("Kotkat: the clearly weakest suit of four voided whole"),
    sections=(SEC_K_TRUMP,),
    condition="Kotkat trump packet: a four-card suit is clearly the weakest (the only one besides the wish "
    "with no honour), no plan gives it whole, and its order can say the trump wish.",
    advice="Voiding that suit whole is acceptable, even where the shortest suit holds an ace.",
    applies=(_T8 + "test_the_clearly_weakest_suit_may_be_voided_whole",),
    must_not=(_T8 + "test_a_weak_suit_that_is_not_clearly_the_weakest_is_no_void_of_its_own",),
    when=lambda k: k.weak_whole() is not None,
    then=_kotkat_weakest,
    code=("exchanges._clearly_weakest",),
)
KOTKAT_WISH_TIE: Final = _pkrule(
    KOTKAT_WISH_TIE_ID,
    title=N_("Kotkat: two equally good suits, either may be wished"),
    sections=(SEC_K_TRUMP,),
    condition="Kotkat trump packet: the two best suits tie on length and honours.",
    advice="The better honours are wished (recommended); the packets wishing the other suit are acceptable.",
    applies=("test_packet_choose_fair.py::test_a_tie_on_length_and_honours_leaves_both_wishes_acceptable",),
    must_not=(_TX + "test_kotkat_top_bidder_packet",),
    when=lambda k: bool(k.other_wish),
    then=_kotkat_wish_tie,
    code=("exchanges._best_suits",),
)
RET_MISERE: Final = _rtrule(
    "C57.misere_return",
    title=N_("Kotkat misère return: void a suit you were not given"),
    sections=(SEC_K_MISERE,),
    condition="Kotkat return after a misère lifting bid.",
    advice="Void the shortest or worst suit not received; of another suit the two highest if weak, the lowest "
    "and highest if good; leave no very small card alone.",
    applies=(_TX + "test_kotkat_misere_packet_and_return",),
    must_not=(_TX + "test_kotkat_return_ace_signal_not_the_ace",),
    when=_kmisere,
    then=_pk_misere_return,
    code=("exchanges._misere_return",),
)
RET_TRUMP: Final = _rtrule(
    "C57.trump_return",
    title=N_("Kotkat return: the wished suit and the bidder's side suit"),
    sections=(SEC_K_TRUMP, SEC_K_GRAND),
    condition="Kotkat return after a trump or grand lifting bid.",
    advice="All cards of the first-wished suit (four highest, rising, with five or more) and the highest of the "
    "side suit, an ace signal rather than the ace; with one or two small wished cards, three or four good "
    "side cards instead.",
    applies=(_TX + "test_kotkat_return_ace_signal_not_the_ace",),
    must_not=(_TX + "test_kotkat_misere_packet_and_return",),
    when=lambda pk: pk.kind == "return",
    then=_kotkat_return,
    code=("exchanges._trump_return",),
)
RET_MISERE_TOO: Final = _rtrule(
    RETURN_MISERE_TOO_ID,
    title=N_("Kotkat return: misère is possible, so the misère return is advised too"),
    sections=(SEC_K_MISERE, SEC_K_TRUMP),
    condition="Kotkat return after a trump lifting bid: the packet allowed misère and the returner's cards "
    "would suit misère.",
    advice="The misère return's plans beside the trump return's (a judgement).",
    applies=(_TR + "test_kotkat_return_when_misere_is_possible",),
    must_not=(_TX + "test_kotkat_return_ace_signal_not_the_ace",),
    when=lambda pk: pk.reading is not None and pk.reading.misere_ok and _suits_misere(pk.full),
    then=_return_misere_too,
)

#: Which planner proposes the packet's plans (alkupelit by the game prepared, then kotkat).
PACKETS: Final[RuleSet[_Pk, _PlanSet]] = RuleSet(
    "exchanges.PACKETS",
    (PK_MISERE_LIFTER, PK_GRAND_LIFTER, PK_HOLDER, PK_TRUMP_LIFTER, PK_KOTKAT_MISERE, PK_KOTKAT),
)
#: After the alkupelit trump lifter's plans: the other reading of an open auction (C50).
ALKU_NOTES: Final[RuleSet[_Pk, None]] = RuleSet("exchanges.ALKU_NOTES", (ALKU_OTHER_READING,))
#: After the kotkat top bidder's plans, in this order (each sees the plans the one before added).
KOTKAT_NOTES: Final[RuleSet[_Kot, None]] = RuleSet(
    "exchanges.KOTKAT_NOTES", (KOTKAT_ONE_SUIT, KOTKAT_WEAKEST, KOTKAT_WISH_TIE)
)
#: The kotkat return: misère, else the trump (or grand) return.
RETURNS: Final[RuleSet[_Pk, _PlanSet]] = RuleSet("exchanges.RETURNS", (RET_MISERE, RET_TRUMP))
#: After the trump return's plans: the misère return too, where misère is possible.
RETURN_PK_NOTES: Final[RuleSet[_Pk, None]] = RuleSet("exchanges.RETURN_PK_NOTES", (RET_MISERE_TOO,))


# --- the lifter's partner's gives as named rules (issue 11, *Structure*) ------------------------------------
# Which planner proposes the gives' plans is a rule (:data:`GIVES` over :class:`_Rg`), and so is each step
# that adds plans of its own after the trump receiver's (:data:`GIVE_NOTES`).  Every ``_GivePlan`` carries
# the id of the rule that proposed it; the rule of the first recommended plan decides each card's advice.
# (The bolshevik's gives are not rules yet.)

GIVE_OTHER_READING_ID: Final = "C50.other_reading_gives"
GIVE_MISERE_TOO_ID: Final = "C62.misere_too"


def _grule(id: str, **kw: Any) -> Rule[Any, Any]:
    return _xrule(id, TOPIC_GIVE, **kw)


GIVE_MISERE: Final = _grule(
    "C62.misere_receiver",
    title=N_("Misère lifter's partner: the smallest card of the shortest suit to partner"),
    sections=(SEC_MISERE,),
    condition="Alkupelit: partner lifted for a painted misère.",
    advice="The smallest card of the shortest suit to partner, the two highest or worst cards to the "
    "opponents; a two is never given to an opponent; several bad high cards split so they fall in one trick.",
    applies=(_TX + "test_misere_receiver_splits_a_suit_of_bad_high_cards",),
    must_not=(_TX + "test_grand_receiver",),
    when=lambda g: g.intent.game == "misere",
    then=_rg_misere,
    code=("exchanges._misere_receiver",),
)
GIVE_GRAND: Final = _grule(
    "C61.grand_receiver",
    title=N_(
        "Grand lifter's partner: the short suit's highest card to partner, the weakest to the opponents"
    ),
    sections=(SEC_GRAND, SEC_TRUMP),
    condition="Alkupelit: partner lifted for a grand.",
    advice="The highest card of the shortest suit to partner, the weakest cards to the opponents; keep the "
    "entries and a card of each suit of partner's known ace.",
    applies=(_TX + "test_grand_receiver",),
    must_not=(_TX + "test_misere_receiver_splits_a_suit_of_bad_high_cards",),
    when=lambda g: g.intent.game == "grand",
    then=_rg_grand,
    code=("exchanges._grand_receiver",),
)
GIVE_TRUMP: Final = _grule(
    "C60.trump_receiver",
    title=N_("Trump lifter's partner: void a suit, its highest card to partner"),
    sections=(SEC_TRUMP, SEC_CUP),
    condition="Alkupelit trump game: the lifter's partner gives one card to each player.",
    advice="Void a short suit: its highest card to partner, the rest to the opponents (a bid suit's card to "
    "the other opponent, a lone void card to the left); a small trump to partner for a finesse; a cup game "
    "when no trumps came.",
    applies=(_TX + "test_tail_cup_gives",),
    must_not=(_TX + "test_grand_receiver",),
    when=lambda g: True,
    then=_rg_trump,
    code=("exchanges._trump_receiver", "exchanges._opp_assignments"),
)
GIVE_OTHER_READING: Final = _grule(
    GIVE_OTHER_READING_ID,
    title=N_("Open bidding: the other trump's gives are acceptable too"),
    sections=(SEC_TRUMP,),
    condition="Alkupelit trump game whose bidding leaves the trump open (C50).",
    advice="The other trump's plans are acceptable (a judgement), each told it is for that trump; none gives "
    "a card of the intended trump to an opponent.",
    applies=(_T9 + "test_a_trump_is_no_small_side_card_and_no_cup_game_is_claimed_for_the_intended_trump",),
    must_not=(_TX + "test_cup_game_when_partner_gives_no_trumps",),
    when=lambda g: g.alt is not None,
    then=_rg_other_reading,
)
GIVE_MISERE_TOO: Final = _grule(
    GIVE_MISERE_TOO_ID,
    title=N_("Misère is possible: the misère gives are acceptable too"),
    sections=(SEC_MAIN, SEC_MISERE),
    condition="Alkupelit trump game: the packet's misère hint says misère is possible and the partner's "
    "cards would suit misère.",
    advice="The misère gives' plans are acceptable beside the trump plans (a judgement).",
    applies=(_TR + "test_misere_gives_are_acceptable_after_the_misere_hint",),
    must_not=(_TR + "test_no_misere_gives_without_the_misere_hint",),
    when=lambda g: g.reading.misere_ok and _suits_misere(g.full),
    then=_rg_misere_too,
)

#: The lifter's partner's gives: by the game the lifter prepares.
GIVES: Final[RuleSet[_Rg, _GiveSet]] = RuleSet("exchanges.GIVES", (GIVE_MISERE, GIVE_GRAND, GIVE_TRUMP))
#: After the trump receiver's plans, in this order: the other reading (C50), the misère gives.
GIVE_NOTES: Final[RuleSet[_Rg, None]] = RuleSet("exchanges.GIVE_NOTES", (GIVE_OTHER_READING, GIVE_MISERE_TOO))


# --- passimisääri ------------------------------------------------------------------------------------------


@dataclass
class _Pass:
    """What the passimisääri give reads (*Passimisääri / Korttien vaihdot*), computed before any rule;
    ``rec``, ``acc``, ``worse`` and ``candidates`` are filled by the rules of :data:`SHORTEST` in turn.

    DECISIONs: the shortest suit is judged before partner's card arrived; an ace in another suit of one
    or two cards is acceptable unless it is the A2/A3 exception; equally short suits: the lowest of their
    cards recommended, the others acceptable; "fairly big" is a 7 to jack with a smaller card of the suit
    kept (recommended: the highest such card of each suit); a "small" card in a void suit is 6 or lower.
    """

    point: DecisionPoint
    got: Card | None
    base: list[Card]
    by_base: dict[Suit, list[Card]]
    by: dict[Suit, list[Card]]
    voids: list[Suit]
    nonvoid: list[Suit]
    candidates: list[Suit]
    worse: dict[Card, tuple[Reason, ...]] = field(default_factory=dict)
    rec: list[tuple[Card, Reason]] = field(default_factory=list)
    acc: list[tuple[Card, Reason]] = field(default_factory=list)
    origin: dict[Card, str] = field(default_factory=dict)
    trail: Trail = field(default_factory=Trail)

    def own(self, c: Card, rec: tuple[Card, ...], acc: tuple[Card, ...]) -> tuple[Reason, ...]:
        """What is wrong with ``c``, by the rule the recommended cards follow (issue 11); the shortest suits
        named are every equally short suit the advice gives from (review 11, gen.give.kotkat.14000)."""
        sec = SEC_PASSI
        if self.voids:
            return (_r("ex_pass_void_big_only", sec, card=str(c)),)
        ace = next((r for r in rec if r.suit is c.suit and r.rank is Rank.ACE), None)
        if ace is not None:
            return (_r("ex_pass_keeps_ace", sec, card=str(c), ace=str(ace), suit=c.suit.symbol),)
        return _partner_card_reason(c, rec, self.base, sec, lowest=True, also=acc)

    @cached_property
    def big(self) -> list[tuple[Card, Reason]]:
        return _biggish(self.by, SEC_PASSI, exclude=self.got.suit if self.got is not None else None)

    @property
    def own_short(self) -> set[Suit]:
        shortest_len = min(len(self.by_base[s]) for s in self.nonvoid)
        return {s for s in self.nonvoid if len(self.by_base[s]) == shortest_len}

    @property
    def least(self) -> int:
        return min(len(self.by[s]) for s in self.candidates)

    @property
    def tied(self) -> list[Suit]:
        least = self.least
        return [s for s in self.candidates if len(self.by[s]) == least]

    @property
    def aces_picked(self) -> list[Suit]:
        """The tied suits headed by an ace that are not the A2/A3 exception: the ace is given."""
        return [
            s for s in self.tied if not _ace_small_exception(self.by[s]) and self.by[s][0].rank is Rank.ACE
        ]

    @property
    def lows(self) -> list[tuple[Card, Reason]]:
        """The lowest card of each tied suit without an ace on top."""
        sec = SEC_PASSI
        out = []
        for s in self.tied:
            h = self.by[s]
            if not _ace_small_exception(h) and h[0].rank is not Rank.ACE:
                out.append((h[-1], _r("ex_pass_lowest_short", sec, card=str(h[-1]), suit=s.symbol)))
        return out

    def recommend(self, rule_id: str, c: Card, r: Reason) -> None:
        self.rec.append((c, r))
        self.origin.setdefault(c, rule_id)


def _pass_context(point: DecisionPoint) -> _Pass:
    hand = list(point.view.hand)
    got_list = [e.cards[0] for e in _exchanges(point, Phase.PASS_EXCHANGE, received=True)]
    got = got_list[0] if got_list else None
    base = [c for c in hand if c is not got]
    by_base = {s: _suit_cards(base, s) for s in SUITS}
    by = {s: _suit_cards(hand, s) for s in SUITS}
    voids = [s for s in SUITS if not by_base[s]]
    nonvoid = [s for s in SUITS if by_base[s]]
    return _Pass(point, got, base, by_base, by, voids, nonvoid, list(nonvoid))


def _pass_advice(
    p: _Pass, rec: Iterable[tuple[Card, Reason]], acc: Iterable[tuple[Card, Reason]]
) -> Advice | None:
    return _advice(TOPIC_PASSI, rec, acc, p.point.legal, own=p.own)


def _pass_return_small_void(p: _Pass) -> Advice | None:
    got = p.got
    assert got is not None
    back = [(got, _r("ex_pass_return_small_void", SEC_PASSI, card=str(got)))]
    return _pass_advice(p, back, _biggish(p.by, SEC_PASSI, exclude=got.suit))


def _pass_natural_void(p: _Pass) -> Advice | None:
    return _pass_advice(p, p.big, [])


def _pass_shortest(p: _Pass) -> Advice | None:
    SHORTEST.each(p, p.trail)
    judgement = len(p.rec) > 1 or bool(p.acc)
    advice = _advice(TOPIC_PASSI, p.rec, p.acc, p.point.legal, judgement=judgement, worse=p.worse, own=p.own)
    _settle(p.trail, p.origin, advice)
    return advice


def _pass_not_same_suit(p: _Pass) -> None:
    got = p.got
    assert got is not None
    for c in p.by[got.suit]:
        p.worse[c] = (_r("ex_pass_not_same_suit", SEC_PASSI, suit=got.suit.symbol),)
    p.candidates = [s for s in p.nonvoid if s is not got.suit] or p.candidates


def _pass_ace_small(p: _Pass) -> None:
    sec = SEC_PASSI
    for s in p.tied:
        h = p.by[s]
        if _ace_small_exception(h):
            small = h[-1]
            p.recommend(
                PASS_ACE_SMALL.id, small, _r("ex_pass_ace_small", sec, suit=s.symbol, card=str(small))
            )
            p.acc.append((h[0], _r("ex_pass_ace_anyway", sec, card=str(h[0]))))


def _pass_ace_best(p: _Pass) -> None:
    lows = p.lows
    for s in p.aces_picked:
        ace = p.by[s][0]
        p.recommend(PASS_ACE_BEST.id, ace, _r("ex_pass_ace_best", SEC_PASSI, suit=s.symbol, card=str(ace)))
    # The ace is the exception to the lowest card ("Ässä muodostaa poikkeuksen"): with an ace in
    # one of the equally short suits, the small cards of the others are only acceptable.
    p.acc.extend(lows)


def _pass_two_doubletons(p: _Pass) -> None:
    # "pienempi pienistä kortteista" is said only of the smaller small card of all the doubletons,
    # the ace's small card (A3) among them; the card under a king is recommended for the king
    # clause (the king clause, "pikkukortin antaminen varmistaa tikin"),
    # with that reason (review round 9, gen.give.kotkat.10300: ♥Q of ♥KQ beside ♠A3; C65p).
    sec, by, lows = SEC_PASSI, p.by, p.lows
    lowest = min(lows, key=lambda q: (q[0].rank, q[0].suit))
    smalls = [c for c, _ in lows] + [c for c, r in p.rec if r.key == "ex_pass_ace_small"]
    smallest = min(smalls, key=lambda c: (c.rank, c.suit))
    # The smallest first (the order the advice lists its cards in), then the others.
    for c, r in sorted(lows, key=lambda q: q[0] is not smallest):
        if c is smallest and _small(c):
            p.recommend(PASS_TWO_DOUBLETONS.id, c, _r("ex_pass_two_doubletons", sec, card=str(c)))
        elif by[c.suit][0].rank is Rank.KING:
            p.recommend(
                PASS_TWO_DOUBLETONS.id, c, _r("ex_pass_king_entry", sec, card=str(c), suit=c.suit.symbol)
            )
        elif c is lowest[0] and smallest is c:
            p.recommend(PASS_TWO_DOUBLETONS.id, c, r)
        else:
            p.acc.append((c, r))


def _pass_lowest_short(p: _Pass) -> None:
    lows = p.lows
    lowest = min(lows, key=lambda q: (q[0].rank, q[0].suit))
    p.recommend(PASS_LOWEST_SHORT.id, lowest[0], lowest[1])
    p.acc.extend((c, r) for c, r in lows if c is not lowest[0])


def _pass_short_aces(p: _Pass) -> list[Suit]:
    tied = p.tied
    return [
        s
        for s in SUITS
        if p.by[s]
        and p.by[s][0].rank is Rank.ACE
        and len(p.by[s]) <= 2
        and s not in tied
        and not _ace_small_exception(p.by[s])
    ]


def _pass_short_ace(p: _Pass) -> None:
    for s in _pass_short_aces(p):
        p.acc.append((p.by[s][0], _r("ex_pass_ace_short", SEC_PASSI, card=str(p.by[s][0]))))


def _prule(id: str, **kw: Any) -> Rule[Any, Any]:
    return _xrule(id, TOPIC_PASSI, **kw)


PASS_RETURN_SMALL_VOID: Final = _prule(
    "C65.return_small_void",
    title=N_("A small card received in your void suit may go straight back"),
    sections=(SEC_PASSI,),
    condition="Passimisääri: partner's card (6 or lower) is of a suit the giver had none of.",
    advice="Give it straight back; a fairly big card of another suit (7 to jack, a smaller one kept) is acceptable.",
    applies=(_TX + "test_passimisaari_small_card_in_void_suit_may_go_back",),
    must_not=(_TX + "test_passimisaari_natural_void",),
    when=lambda p: p.got is not None and p.got.suit in p.voids and p.got.rank <= Rank.SIX,
    then=_pass_return_small_void,
    code=("exchanges._biggish",),
)
PASS_NATURAL_VOID: Final = _prule(
    "C65.natural_void",
    title=N_("With a natural void, give a fairly big card"),
    sections=(SEC_PASSI,),
    condition="Passimisääri: the giver has a natural void and a fairly big card (7 to jack) with a smaller one of its suit.",
    advice="Give the highest such card of each suit (a smaller one of it is played later).",
    applies=(_TX + "test_passimisaari_natural_void",),
    must_not=(_TX + "test_passimisaari_handbook_exchanges",),
    when=lambda p: bool(p.voids) and bool(p.big),
    then=_pass_natural_void,
    code=("exchanges._biggish",),
    status="partly: the card given; the later play is not advised",
)
PASS_SHORTEST: Final = _prule(
    "C65.shortest",
    title=N_("Give partner a card of your shortest suit"),
    sections=(SEC_PASSI, "Yksinkertaistetut peliohjeet"),
    condition="Passimisääri, no natural void to show (or no fairly big card to show it with).",
    advice="The card of the shortest suit the rules below choose (the rule that chose the first recommended card decides).",
    applies=(_TX + "test_passimisaari_handbook_exchanges",),
    must_not=(_TX + "test_passimisaari_natural_void",),
    when=lambda p: bool(p.nonvoid),
    then=_pass_shortest,
)
PASS_NOT_SAME_SUIT: Final = _prule(
    "C65.not_same_suit",
    title=N_("Partner's card came in your shortest suit: give another suit"),
    sections=(SEC_PASSI,),
    condition="Partner's card is of one of the giver's shortest suits.",
    advice="The cards of that suit are not advised, told so; the shortest of the other suits is used.",
    applies=(_TX + "test_passimisaari_card_in_own_shortest_suit_is_not_returned",),
    must_not=(_TX + "test_passimisaari_handbook_exchanges",),
    when=lambda p: p.got is not None and p.got.suit in p.own_short,
    then=_pass_not_same_suit,
)
PASS_ACE_SMALL: Final = _prule(
    "C65.ace_small",
    title=N_("Ace with only the two or three: give the small card"),
    sections=(SEC_PASSI,),
    condition="A shortest suit is the ace with nothing but the two or the three (A2, A3).",
    advice="Give the small card; the ace is acceptable.",
    applies=(_TX + "test_passimisaari_ace_with_small_two_or_three",),
    must_not=(_TX + "test_passimisaari_ace_beside_other_cards_is_given",),
    when=lambda p: any(_ace_small_exception(p.by[s]) for s in p.tied),
    then=_pass_ace_small,
    code=("exchanges._ace_small_exception",),
)
PASS_ACE_BEST: Final = _prule(
    "C65.ace_best",
    title=N_("The ace of a short suit is given"),
    sections=(SEC_PASSI,),
    condition="A shortest suit is headed by its ace with another card than the two or three beside it (A53, AQ3).",
    advice="Give the ace (the exception to the lowest card); the lowest cards of equally short suits are acceptable.",
    applies=(_TX + "test_passimisaari_ace_beside_other_cards_is_given",),
    must_not=(_TX + "test_passimisaari_ace_with_small_two_or_three",),
    when=lambda p: bool(p.aces_picked),
    then=_pass_ace_best,
)
PASS_TWO_DOUBLETONS: Final = _prule(
    "C65p.two_doubletons",
    title=N_("Two doubletons: the smaller small card, or the card under a king"),
    sections=(SEC_PASSI,),
    condition="Two or more shortest suits of two cards, none headed by its ace.",
    advice="The smaller of their small cards; the card under a king (the king then takes a trick) is recommended too, with the king clause's reason.",
    applies=(_TX + "test_passimisaari_two_doubletons_and_the_king",),
    must_not=(_TX + "test_passimisaari_handbook_exchanges",),
    when=lambda p: bool(p.lows) and not p.aces_picked and p.least == 2 and len(p.tied) >= 2,
    then=_pass_two_doubletons,
    status="implemented (C65p)",
)
PASS_LOWEST_SHORT: Final = _prule(
    "C65.lowest_short",
    title=N_("The lowest card of your shortest suit"),
    sections=(SEC_PASSI, "Yksinkertaistetut peliohjeet"),
    condition="A shortest suit without an ace on top, and not the two-doubleton case.",
    advice="The lowest card of the shortest suits; the others' lowest cards are acceptable.",
    applies=(_TX + "test_passimisaari_handbook_exchanges",),
    must_not=(_TX + "test_passimisaari_ace_beside_other_cards_is_given",),
    when=lambda p: bool(p.lows) and not p.aces_picked and not (p.least == 2 and len(p.tied) >= 2),
    then=_pass_lowest_short,
)
PASS_SHORT_ACE: Final = _prule(
    "C65.short_ace",
    title=N_("An ace of another short suit may be given"),
    sections=(SEC_PASSI,),
    condition="An ace of a suit of one or two cards outside the shortest suits, not the A2/A3 exception.",
    advice="That ace is acceptable (better given away than taken later).",
    applies=(_TX + "test_passimisaari_ace_of_another_short_suit_is_acceptable",),
    must_not=(_TX + "test_passimisaari_handbook_exchanges",),
    when=lambda p: bool(_pass_short_aces(p)),
    then=_pass_short_ace,
)

#: The passimisääri give: a small card back into the void suit, a natural void's fairly big card, then the
#: shortest suit (whose rules are :data:`SHORTEST`).
PASSI: Final[RuleSet[_Pass, Advice | None]] = RuleSet(
    "exchanges.PASSI", (PASS_RETURN_SMALL_VOID, PASS_NATURAL_VOID, PASS_SHORTEST)
)
#: The shortest suit's rules, each in turn (a rule sees what the rules before it did).
SHORTEST: Final[RuleSet[_Pass, None]] = RuleSet(
    "exchanges.SHORTEST",
    (
        PASS_NOT_SAME_SUIT,
        PASS_ACE_SMALL,
        PASS_ACE_BEST,
        PASS_TWO_DOUBLETONS,
        PASS_LOWEST_SHORT,
        PASS_SHORT_ACE,
    ),
)


def _passimisaari(point: DecisionPoint) -> Advice | None:
    """*Passimisääri / Korttien vaihdot*: one card to partner, :data:`PASSI` over :class:`_Pass`.

    The lowest card of the shortest suit; the ace of a short suit is the exception and is given ("ässä ...
    annetaan yli"), the small cards of equally short suits then acceptable; only a short suit of the ace
    and nothing but the two or three (A2, A3) gives the small card, the ace acceptable
    (:func:`_ace_small_exception`); with two doubletons the smaller small card, or the small card beside a
    king (a sure entry); with a natural void a fairly big card; after partner's card in your own shortest
    suit, another suit, unless a small card came in your void suit.
    """
    p = _pass_context(point)
    advice = PASSI.first_or_none(p, p.trail)
    return None if advice is None else replace(advice, rules=p.trail.rules())


def _ace_small_exception(h: Sequence[Card]) -> bool:
    """The short suit ``h`` (highest first) is the ace with nothing but the two or the three beside it.

    *Passimisääri / Korttien vaihdot*: "ässän lisäksi vain kakkonen tai kolmonen" (A2, A3): then the
    small card is given, not the ace.  DECISION (C65): the ace with both the three and the two (A32)
    reads the same way; any other card beside the ace (A53, AQ3) leaves the rule itself, the ace is given.
    """
    return len(h) >= 2 and h[0].rank is Rank.ACE and all(c.rank <= Rank.THREE for c in h[1:])


def _biggish(by: Mapping[Suit, list[Card]], sec: str, exclude: Suit | None) -> list[tuple[Card, Reason]]:
    out: list[tuple[Card, Reason]] = []
    for s in SUITS:
        if s is exclude:
            continue
        h = by[s]
        for c in h:
            if Rank.SEVEN <= c.rank <= Rank.JACK and any(x.rank < c.rank for x in h):
                out.append((c, _r("ex_pass_natural_void", sec, card=str(c), suit=s.symbol)))
                break
    return out


# --- the game an exchange prepares (for the drill views) ------------------------------------------------


@dataclass(frozen=True)
class IntendedGame:
    """The game a giver prepares and what the giver can tell about it from the bidding (public facts).

    ``trump`` is the intended trump of a trump game (None otherwise, or when the giver's own packet
    is still to name it); ``holder`` the player meant to hold the trumps (alkupelit: who named the
    trump first, *Valttipeli*); ``clear`` False when the bidding leaves the game open (C50).
    """

    game: GameType
    trump: Suit | None = None
    holder: Seat | None = None
    clear: bool = True


_GAME_OF: Final = {"trump": GameType.TRUMP, "grand": GameType.GRAND, "misere": GameType.MISERE}


def intended_game_of(point: DecisionPoint) -> IntendedGame | None:
    """The game the giver at ``point`` prepares, as the giver can tell it; None outside the exchanges.

    * alkupelit packet and the lifter's partner's three cards: the main pair's intended game read from
      what its calls mean (:func:`_alku_intent`, C50: an invitation names the suit it asks for, the
      answer to 3 grand its suit, an ace bid nothing);
    * kotkat top bidder's packet: the top bid's game; for a trump bid the trump is the suit the
      packet wishes for (C56: the bidder's strongest suit, *KOTKAT / Valttipelin korttien vaihdot*);
    * kotkat return packet: misère or grand after such a bid, else the trump the packet wished for
      first (None if it named none);
    * the defenders' one-card exchange: the contract; passimisääri and the bolshevik's cards: that game.
    """
    ph = point.phase
    ctx = AuctionContext.of(point)
    if ph is Phase.PACKET or ph is Phase.RESPONDER_GIVES:
        if point.form is Form.ALKUPELIT:
            lifter = point.seat if ph is Phase.PACKET else point.seat.partner
            intent = _alku_intent(ctx, lifter)
            if intent is None:
                return None
            holder = intent.holder if intent.game == "trump" else None
            return IntendedGame(_GAME_OF[intent.game], intent.trump, holder, intent.clear)
        if point.form is Form.KOTKAT and ph is Phase.PACKET:
            lifting = _lifting_bid(ctx)
            if lifting is None:
                return None
            if lifting.strain is Strain.MISERE or lifting.strain is Strain.GRAND:
                return IntendedGame(_GAME_OF[lifting.game])
            full = (*point.view.hand, *point.view.packet_so_far)
            wish = _best_suits({s: _suit_cards(full, s) for s in SUITS})[0]
            return IntendedGame(GameType.TRUMP, wish, point.seat)
        return None
    if ph is Phase.RETURN_PACKET:
        lifting = _lifting_bid(ctx)
        packets = _exchanges(point, Phase.PACKET, received=True)
        if lifting is None or not packets:
            return None
        if lifting.strain is Strain.MISERE or lifting.strain is Strain.GRAND:
            return IntendedGame(_GAME_OF[lifting.game])
        wishes = decode(packets[-1].cards, Form.KOTKAT).wishes
        giver = packets[-1].giver
        return IntendedGame(GameType.TRUMP, wishes[0], giver) if wishes else IntendedGame(GameType.TRUMP)
    if ph is Phase.DEFENDERS_EXCHANGE:
        contract = point.view.contract
        if contract is None:
            return None
        return IntendedGame(_GAME_OF[contract.game], contract.trump, point.view.declarer)
    if ph is Phase.PASS_EXCHANGE:
        return IntendedGame(GameType.PASSIMISAARI)
    if ph is Phase.BOLSHEVIK_GIVES:
        return IntendedGame(GameType.BOLSHEVIK)
    return None


def intended_game(point: DecisionPoint) -> tuple[GameType, Suit | None] | None:
    """The game type and intended trump of a give or packet decision, for the drill views.

    A short form of :func:`intended_game_of`: ``(GameType.TRUMP, Suit.DIAMONDS)`` for the 5♦ lift
    after partner's 5♣ invitation (``gen.give.alkupelit.1031``), ``(GameType.MISERE, None)``,
    ``(GameType.PASSIMISAARI, None)``, ``(GameType.BOLSHEVIK, None)``; None outside the exchanges.
    The trump is None where the bidding names none (a grand or a misère, or a kotkat return after a
    packet that wished for no suit).
    """
    ig = intended_game_of(point)
    return None if ig is None else (ig.game, ig.trump)


# --- the entry point -----------------------------------------------------------------------------------


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's advice for the next card of an exchange, or None outside the exchange phases."""
    ph = point.phase
    if ph is Phase.PACKET or ph is Phase.RETURN_PACKET:
        return _advise_packet_card(point)
    if ph is Phase.RESPONDER_GIVES or ph is Phase.BOLSHEVIK_GIVES:
        gs = _give_plans(point)
        recipient = _current_recipient(point)
        if gs is None or recipient is None:
            return None
        return _gives_for(gs, point, recipient)
    if ph is Phase.DEFENDERS_EXCHANGE:
        return _defenders(point)
    if ph is Phase.PASS_EXCHANGE:
        return _passimisaari(point)
    return None
