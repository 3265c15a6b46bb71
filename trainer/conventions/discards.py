"""First discards: the signal a player gives the first time they cannot follow suit.

Handbook sections (each reason names its own):

* *Merkinanto* (alkupelit, after the cup game) -- the first card a player
  throws on a suit they lack (*ensimmäinen sakaus*) is usually a smallish card
  of a suit where they hold a high honour: the ace in trump and grand, the
  king in misère.  By agreement the *Italian* signal may be used instead (see
  :func:`italian_meaning`); it exists so that a player need not throw a card
  of the suit shown, never to throw away a trick: an Italian card that can win
  a trick or that the hand needs is not acceptable (C88a).  The glossary
  (*Skruuvisanastoa*) calls the small card a *hakku* (2-9) and the high cards
  *honöörit* (10-A).  The ace is only the ideal honour: in trump and grand a suit
  where the K-Q or the top card left takes a trick is a signal suit too, and a
  side suit a main player trumps (shown out, trumps left) is none, since a
  lead of it cannot reach the signaller (C89c, review 11).
* *Passimisääri / Merkinanto* -- in passimisääri the choice is between an
  ace and another card; a player who cannot tell whether partner takes the
  trick throws another card: the signal, or a dangerous high card such as a
  singleton; catching cards are kept.  A high card equal to the one shed
  (the cards between them played or held) is as good (C90k, review 11).
* *Passimisääri / Pelitaktiikkaa* -- an ace is best dropped at the first
  chance into a trick the opponents take; holding it back misleads partner,
  unless partner knows of that ace: partner passed it over, or saw it among
  the middle cards the seat lifted (C90g).  Only the fourth player is safe
  with his aces: while partner may still take the trick, the ace is kept
  (C90a).  With very
  poor misère cards, aces may go into one's own side's tricks early.
* *Passimisääri / Korttien vaihdot* -- the card passed to partner comes from
  a short suit (usually the shortest), and small cards of partner's shortest
  suit are the ones that help partner (*Passimisääri*): a small card of the
  suit partner passed is kept, not thrown as a false signal (C89a).
* *Skruuvisanastoa* (*Misääri*) -- misère is played to avoid tricks and to
  feed one's aces into the opponents' tricks: that holds for both pairs of a
  painted misère.  *Maalattu misääri / Pelitaktiikkaa* -- the declaring side
  takes its unavoidable tricks early, while aces falling into them are cheap;
  with three or four aces a player takes one or two early on purpose.  The
  comparison in *Passimisääri*: a painted misère needs no catching cards.
* *Maalattu misääri / Avauslyönti* -- a painted-misère defender, after the
  opening lead, may signal, start voiding a suit, or drop an ace when the
  declaring side takes the trick.
* *KOTKAT / Pelitaktiikkaa* -- when a defender doubles a painted misère and
  leads the suit of their two, partner throws that suit away as soon as they can.
* *Bolsevikkien pistelasku* -- aces count by trick number as in misère.
* *BOLSEVIKIT / Pelitaktiikkaa* -- the defenders' aim is a trick for the
  bolshevik (a *pieti*); a defender with the two of a longish suit, and the
  niskamies with a two, attack with the other small cards and keep the two
  to make the bolshevik take a trick with it: that two is never a discard
  while the bolshevik may still hold the suit (C90h).  The three defenders
  are not partners (each scores for themself, *Bolsevikkien pistelasku*), so
  their reasons speak of the other defenders.

Who plays for what.  In trump and grand the signal is the defenders' (the
declaring side gets no advice); the bolshevik or dictator player has no
partner to signal to.  In passimisääri every player plays for their pair
against taking tricks; in a painted misère the declarer and the declarer's
partner do, and the defenders want the declaring side to take tricks.  A
discard never wins a trick in a game without trumps, so only an ace's trick
matters: the other side's trick is the place for it.

What a player may know here: ``point.view`` (own hand, the current and the
previous trick, the contract and the doubling) and, from ``point.info``
(perfect recall), every card played and by whom, and the suits each player
has shown out of.  That tells whether the seat has already discarded in this
deal (then the signal has been given and this module says nothing), which
suit a doubling partner led first, and whether the trick's winner is already
certain (:func:`trick_fate`: only from cards played and suits shown out of,
never from a hidden hand).

Grading.  Every legal card that is neither recommended nor acceptable gets a
reason of its own (what is wrong with that card).  DECISION (docs/conventions.md
C90f): ``judgement`` is set only where the handbook leaves a real choice
between different discards (which of several suits to signal, shedding one
high card or another, a singleton); the other small cards of the same suit, the Italian cards for the
same suit, another ace beside the recommended one and a ruff are not such a
choice.  The readings chosen here are C89-C91 in docs/conventions.md.

Named rules (issue 11, *Structure*; :mod:`trainer.conventions.rulebook`).  Each convention here is a
:class:`~trainer.conventions.rulebook.Rule` whose id is its reading's C-number (``C89.signal``,
``C90a.passi_drop_ace``, ...), evaluated over the context :class:`_Discard` in the rule sets' order:
:data:`DECIDE`, then for every seat but the painted-misère declaring side :func:`_signal_side`'s sets.
``Advice.rules`` names the deciding rule first, then the notes that fired; docs/conventions.md §2.7
is generated from the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from typing import Any, Final

from trainer.bids import Double
from trainer.cards import Card, Rank, Suit
from trainer.errors import SkruuviError
from trainer.game import GameType, Phase
from trainer.info import Info
from trainer.marker import N_
from trainer.play import Trick
from trainer.seats import Seat

from .core import Advice, DecisionPoint, Reason
from .hand import SUITS, HandEval
from .leads import AdviceBuilder, bolshevik_void_hint, game_of
from .rulebook import Rule, RuleSet, Trail, rule
from .texts import register

TOPIC: Final = "discard"

SECTION_SIGNAL: Final = "Merkinanto"
SECTION_PASSI_SIGNAL: Final = "Passimisääri / Merkinanto"
SECTION_PASSI_TACTICS: Final = "Passimisääri / Pelitaktiikkaa"
SECTION_MISERE_LEAD: Final = "Maalattu misääri / Avauslyönti"
SECTION_MISERE_TACTICS: Final = "Maalattu misääri / Pelitaktiikkaa"
SECTION_MISERE_DOUBLER: Final = "KOTKAT / Pelitaktiikkaa"
SECTION_BOLSHEVIK_SCORE: Final = "Bolsevikkien pistelasku"
SECTION_BOLSHEVIK_TACTICS: Final = "BOLSEVIKIT / Pelitaktiikkaa"
SECTION_PASSI_EXCHANGE: Final = "Passimisääri / Korttien vaihdot"

SECTIONS: Final = frozenset(
    {
        SECTION_SIGNAL,
        SECTION_PASSI_SIGNAL,
        SECTION_PASSI_TACTICS,
        SECTION_MISERE_LEAD,
        SECTION_MISERE_TACTICS,
        SECTION_MISERE_DOUBLER,
        SECTION_BOLSHEVIK_SCORE,
        SECTION_BOLSHEVIK_TACTICS,
        SECTION_PASSI_EXCHANGE,
    }
)

TEMPLATES = register(
    {
        "sig_standard": N_(
            "Your first discard is a signal: throw a small card of {suit}, where you hold the {honour}. "
            "Here that is {card}, and partner will know which suit to lead to reach you."
        ),
        "sig_keep_honour": N_(
            "Keep the {card}: it is the high card your signal points to, your way of winning a trick."
        ),
        "sig_keep_winner": N_("Keep the {card}: it is your way of winning a trick, and the lead, later."),
        "sig_italian_alternative": N_(
            "Partners who have agreed on the Italian signal may instead show {suit} with any of these "
            "cards: {cards} (an odd card names its own suit, an even card one of the two other suits)."
        ),
        "sig_ruff_separate": N_(
            "Whether to ruff is a separate decision; this advice only says which card to throw if you "
            "do not ruff."
        ),
        "sig_ace_drop": N_(
            "The opponents take this trick whatever happens: drop the {card} into it now. An ace kept "
            "for later may fall into your own side's trick, and holding it back misleads partner."
        ),
        "sig_ace_drop_fair": N_(
            "The other side takes this trick whatever happens, so dropping the {card} into it is also "
            "fair: an ace counts against the side that takes it."
        ),
        "sig_ace_held_back": N_(
            "The opponents take this trick whatever happens: throwing the {card} keeps your {ace} in your "
            "hand, where it may later fall into your own side's trick, and partner will think you have no "
            "ace left."
        ),
        "sig_ace_maybe": N_(
            "Keep the {card} for now: who takes this trick is not certain yet. The opponents are winning "
            "it so far, but partner plays after you and, for all you know, may have to take it with a "
            "higher {suit} card, and the ace would then count against your side. Drop an ace only into a "
            "trick the opponents surely take."
        ),
        "sig_ace_partner_wins": N_(
            "Partner is taking this trick: an ace thrown into it would count against your side."
        ),
        "sig_ace_own_side": N_(
            "Your side takes this trick: the {card} thrown into it would count against your side."
        ),
        "sig_ace_unsure": N_(
            "Your side is winning this trick so far: the {card} thrown now would count against you "
            "if it stays that way."
        ),
        "sig_many_aces_early": N_(
            "With three or more aces, letting the {card} fall into your own side's trick this early is "
            "also fair: an ace costs the number of its trick, so now it is cheap."
        ),
        "sig_pm_keep_catcher": N_(
            "Keep the {card}: it is a catching card, and you need it until partner no longer needs your help."
        ),
        "sig_pm_dangerous_single": N_(
            "Getting rid of your lone high card {card} is also a sensible discard."
        ),
        "sig_pm_dangerous_high": N_(
            "Getting rid of a high card that heads a short suit and is not a catching card ({cards}) is "
            "also a sensible discard."
        ),
        "sig_void_single": N_(
            "Throwing your lone {card} is also sensible: it voids {suit}, so you can discard when "
            "{suit} is led again."
        ),
        "sig_false_signal": N_(
            "A small card such as the {card} is read as the signal: partner would think you hold the "
            "{honour}, and you do not."
        ),
        "sig_signal_honour_gone": N_(
            "The {honour} has already been played, so a small card such as the {card} cannot show it; "
            "nor do you hold the top {suit} card left, the {top}. A signal points to a suit where you "
            "hold a card that wins a trick, and {suit} is not such a suit."
        ),
        "sig_signal_top_ruffed": N_(
            "The {honour} has already been played, and your {top} is now the top {suit} card, but an "
            "opponent has shown out of {suit} and would trump it: a signal in {suit} would point to a "
            "trick you cannot count on."
        ),
        "sig_signal_top_left": N_(
            "The {honour} has already been played, so the {card} cannot show it. Your {top} is now the "
            "top {suit} card and may win a trick, but this advice keeps the first discard for a suit where "
            "you still hold the honour it would show: a small card there is the clearer signal."
        ),
        "sig_standard_high": N_(
            "Your first discard is a signal: throw a small card of {suit}, where your {honours} can take a "
            "trick. The ace is the ideal card to show, but any high card that wins a trick will do. Here "
            "that is {card}, and partner will know which suit to lead to reach you."
        ),
        "sig_standard_high_defenders": N_(
            "Your first discard is a signal to the other defenders: throw a small card of {suit}, where your "
            "{honours} can take a trick. The ace is the ideal card to show, but any high card that wins a "
            "trick will do. Here that is {card}, and they will know which suit to lead to reach you."
        ),
        "sig_signal_high_also": N_(
            "A small card of {suit} ({cards}) is also a fair signal: your {honours} can take a trick there, "
            "though the ace is the ideal card to show."
        ),
        "sig_signal_ruffed": N_(
            "An opponent has shown out of {suit} and may still hold trumps, so a {suit} lead would be "
            "trumped and cannot reach you: the {card} would point partner to a suit where you may never take "
            "a trick, though you hold {honour} there."
        ),
        "sig_equal_shed": N_(
            "The {card} is as good a discard as the {equal}: every {suit} card between them has been played "
            "or is in your hand, so the two win and lose the same tricks."
        ),
        "sig_high_not_signal": N_(
            "The {card} is a high card, not a signal: partner learns nothing from it, and it may be the "
            "card that wins your side a trick or the lead later."
        ),
        "sig_decl_shed_high": N_(
            "Your side plays the misère, and a discard never wins a trick: use it to shed a dangerous "
            "high card. The {card} is the one most likely to win you a trick later."
        ),
        "sig_decl_keep_small": N_(
            "Keep the {card}: small cards are what keep the main pair out of tricks. A discard never wins "
            "a trick, so shed a high card such as the {best} instead."
        ),
        "sig_decl_other_high": N_("Shedding another high card instead ({cards}) is also fair."),
        "sig_decl_any": N_(
            "You hold no high card below the ace, and the handbook gives no rule for choosing among small "
            "cards: any of them will do."
        ),
        "sig_signal_also": N_(
            "The {card} is also fair: as the usual signal it shows partner your {honour}, a way to reach you."
        ),
        "sig_misere_doubler_suit": N_(
            "Partner doubled and led {suit} first to show the two there: throw your {suit} cards away, "
            "starting with {card}."
        ),
        "sig_doubler_suit_first": N_(
            "Partner doubled and led {suit} to show the two there: your {suit} cards go first, "
            "so the {card} can wait."
        ),
        "sig_read_standard": N_(
            "Partner's first discard, {card}, is a small card: by the usual signal partner holds the "
            "{honour} and can win a {suit} trick."
        ),
        "sig_read_ace": N_(
            "Partner threw the {card} away: a misère ace is best lost in someone else's trick."
        ),
        "sig_read_high": N_(
            "Partner's first discard, {card}, is a high card rather than the usual small signal card, "
            "so it says little about {suit}."
        ),
        # The bolsevikit defenders are three players, each scoring for themself: no "partner".
        "sig_standard_defenders": N_(
            "Your first discard is a signal to the other defenders: throw a small card of {suit}, where you "
            "hold the {honour}. Here that is {card}, and they will know which suit to lead to reach you."
        ),
        "sig_italian_alternative_defenders": N_(
            "Defenders who have agreed on the Italian signal may instead show {suit} with any of these "
            "cards: {cards} (an odd card names its own suit, an even card one of the two other suits)."
        ),
        "sig_false_signal_defenders": N_(
            "A small card such as the {card} is read as the signal: the other defenders would think you "
            "hold the {honour}, and you do not."
        ),
        "sig_high_not_signal_defenders": N_(
            "The {card} is a high card, not a signal: the other defenders learn nothing from it, and it may "
            "be the card that wins you a trick and the lead later."
        ),
        "sig_ace_maybe_bolshevik": N_(
            "Keep the {card} for now: who takes this trick is not certain yet. The bolshevik is winning it "
            "so far, but a defender still to play may take it, and the ace would then count against that "
            "defender. Drop an ace only into a trick the bolshevik surely takes."
        ),
        "sig_ace_drop_fair_bolshevik": N_(
            "The bolshevik takes this trick whatever happens, so dropping the {card} into it is also fair: "
            "the ace then counts against them."
        ),
        "sig_bol_keep_two": N_(
            "Keep the {card}: the two of a long suit is the defenders' weapon against the bolshevik. Once "
            "the other defenders have run out of {suit}, the two led makes them take the trick."
        ),
        "sig_bol_keep_two_niskamies": N_(
            "Keep the {card}: as the niskamies you attack in {suit} with your other small cards and keep "
            "the two, to make the bolshevik take a trick with it later."
        ),
        "sig_italian_costly": N_(
            "By the Italian signal the {card} would also show {suit}, but it is a high card that may win a "
            "trick: a small card says the same and costs nothing."
        ),
        "sig_ace_drop_known": N_(
            "The opponents take this trick whatever happens: drop the {card} into it now. Partner passed "
            "you the {given} and knows you hold it, but an ace kept for later may still fall into your own "
            "side's trick."
        ),
        "sig_ace_drop_seen": N_(
            "The opponents take this trick whatever happens: drop the {card} into it now. Partner saw the "
            "{given} among the middle cards and knows you hold it, but an ace kept for later may still fall "
            "into your own side's trick."
        ),
        "sig_ace_held_back_known": N_(
            "The opponents take this trick whatever happens: throwing the {card} keeps your {ace} in your "
            "hand, where it may later fall into your own side's trick."
        ),
        "sig_ace_drop_duck": N_(
            "Partner plays last and still holds the {small} you passed, lower than the {top}: partner can "
            "duck, and the opponents then take this trick. Drop the {card} into it now: an ace kept for "
            "later may fall into your own side's trick, and holding it back misleads partner."
        ),
        "sig_ace_drop_duck_known": N_(
            "Partner plays last and still holds the {small} you passed, lower than the {top}: partner can "
            "duck, and the opponents then take this trick. Drop the {card} into it now. Partner passed you "
            "the {given} and knows you hold it, but an ace kept for later may still fall into your own "
            "side's trick."
        ),
        "sig_ace_drop_duck_seen": N_(
            "Partner plays last and still holds the {small} you passed, lower than the {top}: partner can "
            "duck, and the opponents then take this trick. Drop the {card} into it now. Partner saw the "
            "{given} among the middle cards and knows you hold it, but an ace kept for later may still "
            "fall into your own side's trick."
        ),
        "sig_ace_held_back_duck": N_(
            "Partner can duck this trick with the {small} you passed, so the opponents take it: throwing "
            "the {card} keeps your {ace} in your hand, where it may later fall into your own side's trick, "
            "and partner will think you have no ace left."
        ),
        "sig_ace_held_back_duck_known": N_(
            "Partner can duck this trick with the {small} you passed, so the opponents take it: throwing "
            "the {card} keeps your {ace} in your hand, where it may later fall into your own side's trick."
        ),
        "sig_ace_drop_fair_duck": N_(
            "Partner plays last and can duck with the {small} you passed, so the other side takes this "
            "trick: dropping the {card} into it is also fair, since an ace counts against the side that "
            "takes it."
        ),
        "sig_pm_shed_high_instead": N_(
            "Your only signal would be in {suit}, the suit partner passed you the {given} from: partner can "
            "hardly lead {suit} to reach you, and your small {suit} cards are the ones that help partner "
            "there. Shed a dangerous high card instead: the {card}."
        ),
        "sig_bol_dead_suit": N_(
            "The bolshevik has shown out of {suit}: your {suit} cards can no longer make them take a "
            "trick, and a {suit} lead would only let them discard. Throw these cards away first, starting "
            "with the {card}, and keep the small cards of your other suits to press the bolshevik."
        ),
        "sig_bol_dead_suit_read": N_(
            "The bolshevik handed you the {got}, and they part with a small card only to empty its suit: "
            "they are probably void in {suit}. Your {suit} cards can then no longer make them take a "
            "trick, and a {suit} lead would only let them discard. Throw these cards away first, starting "
            "with the {card}, and keep the small cards of your other suits to press the bolshevik."
        ),
        "sig_bol_dead_suit_also": N_(
            "Throwing a small {suit} card is also fair: the bolshevik has shown out of {suit}, so your "
            "{suit} cards can no longer press them."
        ),
        "sig_bol_dead_suit_also_read": N_(
            "Throwing a small {suit} card is also fair: the bolshevik handed you the {got}, so they are "
            "probably void in {suit}, and your {suit} cards can no longer press them."
        ),
        "sig_pm_partner_short_suit": N_(
            "Keep the {card}: partner passed you the {given}, normally from partner's shortest suit, so "
            "partner can hardly lead {suit} to reach you, and your small {suit} cards are the ones that "
            "help partner there."
        ),
    }
)

MISERE_GAMES: Final = frozenset({GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK})
#: The bolsevikit games: three defenders against one player, each scoring for themself (*Bolsevikkien
#: pistelasku*), so the reasons speak of "the other defenders", never of a partner.
THREE_DEFENDERS: Final = frozenset({GameType.BOLSHEVIK, GameType.DICTATOR})


def signal_honour(game: GameType) -> Rank:
    """The honour the standard signal points to: the king in misère games, else the ace (*Merkinanto*)."""
    return Rank.KING if game in MISERE_GAMES else Rank.ACE


# --- the Italian signal (pure functions) -----------------------------------------------------------


def _odd(rank: Rank) -> bool:
    return int(rank) % 2 == 1


def _high_even(rank: Rank) -> bool:
    """DECISION: ranks count by pip value (J 11, Q 12, K 13, A 14): 2 4 6 are low even, 8 10 Q A high."""
    return rank >= Rank.EIGHT


def italian_meaning(card: Card, led_suit: Suit) -> Suit:
    """The suit the Italian signal asks for when ``card`` is thrown on a ``led_suit`` trick.

    *Merkinanto*: an odd card asks for its own suit.  An even card points to
    one of the two suits that are neither the suit led nor its own: a high
    even card to the higher of those two, a low even card to the lower.
    Parity is the rank's pip value, with J 11, Q 12, K 13 and A 14; even
    cards 2-6 are low and 8-A high (DECISION: the handbook does not draw the
    line).

    Raises SkruuviError (code ``italian_not_a_discard``) when ``card`` is of
    the suit led: it is then not a discard.

    >>> str(italian_meaning(Card.parse("♥10"), Suit.DIAMONDS))
    '♣'
    """
    if card.suit is led_suit:
        raise SkruuviError(
            f"{card} follows the suit led ({led_suit}); only a discard carries the Italian signal",
            code="italian_not_a_discard",
            card=str(card),
            suit=str(led_suit),
        )
    if _odd(card.rank):
        return card.suit
    lower, higher = sorted(s for s in SUITS if s is not led_suit and s is not card.suit)
    return higher if _high_even(card.rank) else lower


def italian_cards(hand: Iterable[Card], led_suit: Suit, wanted_suit: Suit) -> tuple[Card, ...]:
    """Every card of ``hand`` (not of the led suit) whose Italian signal names ``wanted_suit``.

    In the hand's order (♠2 first).  Empty when ``wanted_suit`` is the suit
    led, which the signal cannot name.
    """
    return tuple(
        c for c in sorted(hand) if c.suit is not led_suit and italian_meaning(c, led_suit) is wanted_suit
    )


# --- reading partner's first discard --------------------------------------------------------------


def read_first_discard(card: Card, game: GameType) -> Reason:
    """What partner's first discard ``card`` says by the standard signal (*Merkinanto*).

    A small card (2..9) says partner holds the ace (trump, grand, dictator)
    or the king (misère games) of its suit.  An ace thrown in a misère game
    is partner getting rid of it; any other high card is not the signal.
    """
    section = SECTION_PASSI_SIGNAL if game is GameType.PASSIMISAARI else SECTION_SIGNAL
    suit = card.suit.symbol
    if game in MISERE_GAMES and card.rank is Rank.ACE:
        return Reason(
            "sig_read_ace",
            SECTION_PASSI_TACTICS if game is GameType.PASSIMISAARI else section,
            {"card": str(card)},
        )
    if card.rank <= Rank.NINE:
        honour = str(Card(card.suit, signal_honour(game)))
        return Reason("sig_read_standard", section, {"card": str(card), "suit": suit, "honour": honour})
    return Reason("sig_read_high", section, {"card": str(card), "suit": suit})


# --- the decision ---------------------------------------------------------------------------------


def _tricks(point: DecisionPoint) -> tuple[Trick, ...]:
    """The finished tricks the seat remembers (see the module docstring)."""
    return point.info.tricks


def is_first_discard(point: DecisionPoint) -> bool:
    """The seat must play to a trick it cannot follow, and has not discarded before in this deal.

    Earlier discards are found from the finished tricks, reading only the
    suit each trick was led in and this seat's own card.
    """
    v = point.view
    if point.phase is not Phase.PLAY or not v.current_trick:
        return False
    led = v.current_trick[0][1].suit
    if any(c.suit is led for c in v.hand):
        return False
    return all(t.card_of(point.seat).suit is t.cards[0].suit for t in _tricks(point))


def _partner_first_lead(point: DecisionPoint) -> Suit | None:
    """The suit partner led the first time partner led a trick (public: the leader and the suit led)."""
    partner = point.seat.partner
    for t in _tricks(point):
        if t.leader is partner:
            return t.cards[0].suit
    trick = point.view.current_trick
    if trick and trick[0][0] is partner:
        return trick[0][1].suit
    return None


# --- who takes the trick (games without trumps) -----------------------------------------------------


class Fate(Enum):
    """Who takes the current trick, as far as the deciding seat can know."""

    OURS = "ours"  #: the seat's own side, whatever the players still to play hold
    THEIRS = "theirs"  #: the other side, whatever the players still to play hold
    OPEN = "open"  #: not certain yet


def side_of(point: DecisionPoint, game: GameType) -> frozenset[Seat]:
    """The seats that score with ``point.seat``: its pair, or the three defenders against a bolshevik."""
    declarer = point.view.declarer
    if game is GameType.BOLSHEVIK and declarer is not None and point.seat is not declarer:
        return frozenset(s for s in Seat if s is not declarer)
    return frozenset({point.seat, point.seat.partner})


def winning_now(point: DecisionPoint) -> Seat:
    """The seat whose card is winning the current trick so far (no trumps: the highest card of the suit led)."""
    trick = point.view.current_trick
    led = trick[0][1].suit
    return max(((s, c) for s, c in trick if c.suit is led), key=lambda sc: sc[1].rank)[0]


def trick_fate(point: DecisionPoint, game: GameType) -> Fate:
    """Who takes the current trick of a game without trumps, as far as ``point.seat`` can know.

    The players still to play can take the trick only with a higher card of
    the suit led.  Such a card is out of the seat's sight when it has not been
    played (every card played is remembered) and is not in the seat's hand;
    a player who has shown out of the suit led holds none.  DECISION: nothing
    else is used (not where a card given in an exchange went, since a later
    exchange may have passed it on), so a certain fate is always a true one
    and an open one may sometimes be knowable to a careful counter.
    """
    info = point.info
    trick = info.current_trick
    led = trick[0][1].suit
    winner = winning_now(point)
    top = max(c.rank for _, c in trick if c.suit is led)
    seen = set(info.played()) | set(info.hand)
    higher_out = any(Card(led, r) not in seen for r in Rank if r > top)
    voids = info.voids()
    later = [point.seat.next(i) for i in range(1, 4 - len(trick))]
    may_win = {winner} | {s for s in later if higher_out and led not in voids[s]}
    side = side_of(point, game)
    if may_win <= side:
        return Fate.OURS
    if not may_win & side:
        return Fate.THEIRS
    return Fate.OPEN


def cards_partner_keeps(info: Info) -> frozenset[Card]:
    """Cards ``info.seat`` gave partner that partner surely still holds (perfect recall, C90i).

    The seat saw every card it gave (``Info.given``).  Partner still holds
    such a card when partner has not played it and has not given it on: every
    exchange partner made after receiving it went to the seat, which saw its
    cards (*Passimisääri / Korttien vaihdot*: partner passes one card, to the
    seat only).  An exchange from partner to anyone else hides where the cards
    went, so nothing given before it counts as known.
    """
    seat = info.seat
    partner = seat.partner
    gave = list(info.given)
    got = list(info.received)
    if len(gave) != sum(1 for e in info.exchanges if e.giver is seat) or len(got) != sum(
        1 for e in info.exchanges if e.recipient is seat
    ):
        return frozenset()
    held: set[Card] = set()
    for e in info.exchanges:
        if e.giver is seat:
            given = gave.pop(0)
            if e.recipient is partner:
                held |= set(given.cards)
        elif e.recipient is seat:
            received = got.pop(0)
            if e.giver is partner:
                held -= set(received.cards)
        elif e.giver is partner:
            held.clear()
    return frozenset(held - set(info.played()))


def partner_duck_card(point: DecisionPoint) -> Card | None:
    """A card of the suit led, lower than the card winning now, that partner, still to play, surely holds.

    *Passimisääri / Pelitaktiikkaa*: only the fourth player is safe, since he
    sees every card of the trick.  Partner plays after the seat only when the
    seat is second, and then partner is fourth: holding a card of the suit led
    below the card winning now (the winning card can only rise), partner can
    always duck, and the trick goes to the two opponents.  Known only from a
    card the seat gave partner (:func:`cards_partner_keeps`); the lowest such
    card, or None.
    """
    trick = point.info.current_trick
    later = [point.seat.next(i) for i in range(1, 4 - len(trick))]
    if point.seat.partner not in later:
        return None
    led = trick[0][1].suit
    top = max(c.rank for _, c in trick if c.suit is led)
    low = [c for c in cards_partner_keeps(point.info) if c.suit is led and c.rank < top]
    return min(low, key=lambda c: c.rank) if low else None


# --- the pieces of advice ---------------------------------------------------------------------------


def _signal(
    hand: HandEval,
    led: Suit,
    trump: Suit | None,
    game: GameType,
    keep: frozenset[Card] = frozenset(),
    skip: frozenset[Suit] = frozenset(),
) -> tuple[list[Card], list[Card], Reason | None]:
    """The standard signal: (recommended, acceptable, reason) from the suits holding the honour.

    DECISION: small means 2..9 (a *hakku*, *Skruuvisanastoa*).  The preferred
    suit holds the honour with the next one below it (AK, or KQ in misère),
    then is longer, then higher.  The lowest small card is chosen, except that
    a two is kept in misère games when the suit has another small card.  The
    cards in ``keep`` (a bolshevik defender's pieti two, C90h) are never
    signal cards, nor are the suits in ``skip`` signal suits (partner's short
    suit in passimisääri, C89a; a suit the bolshevik is void in, C90j).
    """
    honour = signal_honour(game)
    suits = []
    for s in SUITS:
        if s is led or s is trump or s in skip:
            continue
        h = hand.holding(s)
        if h.has(honour) and any(c.rank <= Rank.NINE and c not in keep for c in h.cards):
            suits.append(s)
    if not suits:
        return [], [], None
    suits.sort(key=lambda s: (-int(hand.holding(s).has(Rank(honour - 1))), -hand.length(s), -s))
    picks: list[Card] = []
    for s in suits:
        small = [c for c in reversed(hand.holding(s).cards) if c.rank <= Rank.NINE and c not in keep]
        if game in MISERE_GAMES and len(small) > 1 and small[0].rank is Rank.TWO:
            small = small[1:] + small[:1]
        picks.extend(small)
    best = picks[0]
    why = Reason(
        "sig_standard_defenders" if game in THREE_DEFENDERS else "sig_standard",
        SECTION_PASSI_SIGNAL if game is GameType.PASSIMISAARI else SECTION_SIGNAL,
        {"suit": best.suit.symbol, "honour": str(Card(best.suit, honour)), "card": str(best)},
    )
    return [best], picks[1:], why


def _no_one_to_signal_to(point: DecisionPoint, game: GameType) -> bool:
    """The signal is for the side that needs to find partner's entry.

    DECISION: *Merkinanto* names misère (both sides help each other) and the
    defence of trump and grand; so the declaring side of a trump or grand
    game gets no signal advice, nor does the lone bolshevik or dictator
    player, who has no partner.
    """
    declarer = point.view.declarer
    if declarer is None:
        return False
    if game in (GameType.BOLSHEVIK, GameType.DICTATOR):
        return point.seat is declarer
    if game in (GameType.TRUMP, GameType.GRAND):
        return point.seat in (declarer, declarer.partner)
    return False


#: DECISION (*Maalattu misääri / Pelitaktiikkaa*: three or four aces, take one or two early;
#: *Passimisääri / Pelitaktiikkaa*: very poor misère cards, aces into one's own tricks early): "many
#: aces" is three or more, and "early" is the first four tricks (an ace costs its trick's number).
MANY_ACES: Final = 3
EARLY_TRICKS: Final = 4
#: DECISION (C90h, *BOLSEVIKIT / Pelitaktiikkaa*: "kakkonen pitkähköstä (esim. neljän kortin) maasta"): a
#: defender's two is the pieti card in a suit of four or more cards, the niskamies's in any suit of two or
#: more ("Jos niskamiehellä on kakkonen"), counted as held when the play began.
PIETI_LONG: Final = 4
PIETI_NISKAMIES: Final = 2


@dataclass
class _Discard:
    """One first discard being advised: what the seat knows, and the advice so far."""

    point: DecisionPoint
    game: GameType
    b: AdviceBuilder
    #: True once an acceptable card is a different choice the handbook leaves open (see the module
    #: docstring), which is what the ``judgement`` note says.
    choice: bool = False
    #: The named rules that fired (``Advice.rules``).
    trail: Trail = field(default_factory=Trail)
    #: The high cards advised for shedding (C89a, C90d), whose equal cards are as good (C90k).
    shed: list[Card] = field(default_factory=list)

    @cached_property
    def hand(self) -> HandEval:
        return HandEval.of(self.point.view.hand)

    @cached_property
    def led(self) -> Suit:
        return self.point.view.current_trick[0][1].suit

    @cached_property
    def trump(self) -> Suit | None:
        contract = self.point.view.contract
        if contract is None or self.game not in (GameType.TRUMP, GameType.DICTATOR):
            return None
        return contract.trump

    @cached_property
    def honour(self) -> Rank:
        return signal_honour(self.game)

    @cached_property
    def fate(self) -> Fate | None:
        """Who takes the trick, in the games where an ace's trick matters (no trumps); else None."""
        if self.game not in MISERE_GAMES:
            return None
        return trick_fate(self.point, self.game)

    @cached_property
    def duck(self) -> Card | None:
        """Pair games: the card partner, playing last, can surely duck with (:func:`partner_duck_card`)."""
        if self.fate is not Fate.OPEN or self.game is GameType.BOLSHEVIK:
            return None
        return partner_duck_card(self.point)

    @cached_property
    def theirs(self) -> bool:
        """The other side takes the trick: whatever happens, or once partner ducks (C90i)."""
        return self.fate is Fate.THEIRS or self.duck is not None

    @cached_property
    def top(self) -> Card:
        """The card winning the trick now."""
        trick = self.point.view.current_trick
        return max((c for _, c in trick if c.suit is self.led), key=lambda c: c.rank)

    @cached_property
    def short_suit(self) -> Suit | None:
        """Passimisääri: partner's short suit, the suit of the card partner passed (C89a)."""
        return None if self.partner_short is None else self.partner_short.suit

    @cached_property
    def dead_suits(self) -> dict[Suit, Card | None]:
        """A bolshevik defender: the suits the bolshevik is void in (C90j).

        Shown out of (value None), or read from the small card he handed this
        defender (:func:`leads.bolshevik_void_hint`, *Korttien ylianto*: he
        empties a bad suit; an ace only says the suit is short, so it is not
        read here).
        """
        declarer = self.point.view.declarer
        if self.game is not GameType.BOLSHEVIK or declarer is None or self.point.seat is declarer:
            return {}
        out: dict[Suit, Card | None] = {s: None for s in self.point.info.voids()[declarer]}
        hint = bolshevik_void_hint(self.point)
        if hint is not None and hint.rank is not Rank.ACE and hint.suit not in out:
            out[hint.suit] = hint
        return out

    @cached_property
    def ours_so_far(self) -> bool:
        return winning_now(self.point) in side_of(self.point, self.game)

    @cached_property
    def aces(self) -> list[Card]:
        """The seat's aces, the one in the shortest suit (the most exposed) first."""
        return sorted(
            (c for c in self.point.view.hand if c.rank is Rank.ACE),
            key=lambda c: (self.hand.length(c.suit), c.suit),
        )

    @cached_property
    def three_defenders(self) -> bool:
        """A bolsevikit game: the seat is one of three defenders, none of them a partner."""
        return self.game in THREE_DEFENDERS

    def key(self, key: str) -> str:
        """``key``, or its wording for the three bolsevikit defenders where it speaks of partner."""
        return f"{key}_defenders" if self.three_defenders else key

    @cached_property
    def niskamies(self) -> bool:
        """The seat leads first against the bolshevik or dictator (*BOLSEVIKIT*)."""
        info, declarer = self.point.info, self.point.view.declarer
        if not self.three_defenders or declarer is None:
            return False
        return info.rules.opening_leader(self.game, declarer, info.dealer) is self.point.seat

    @cached_property
    def pieti_twos(self) -> frozenset[Card]:
        """A bolshevik defender's twos kept for the pieti (*BOLSEVIKIT / Pelitaktiikkaa*, C90h).

        The two of a suit that had four or more cards when the play began (the
        niskamies: two or more), unless the bolshevik has shown out of the suit:
        then the two can no longer make him take a trick in it.
        """
        point, declarer = self.point, self.point.view.declarer
        if self.game is not GameType.BOLSHEVIK or declarer is None or point.seat is declarer:
            return frozenset()
        played = point.info.played_by(point.seat)
        bolshevik_void = point.info.voids()[declarer]
        need = PIETI_NISKAMIES if self.niskamies else PIETI_LONG
        out = set()
        for s in SUITS:
            two = Card(s, Rank.TWO)
            if two not in point.view.hand or s in bolshevik_void:
                continue
            if self.hand.length(s) + sum(1 for c in played if c.suit is s) >= need:
                out.add(two)
        return frozenset(out)

    @cached_property
    def known_ace(self) -> Card | None:
        """An ace in the seat's hand that partner passed over, so partner knows of it (C90g).

        *Passimisääri / Pelitaktiikkaa*: a partner who has "antanut ässän
        yli" knows of it, so holding such an ace back does not mislead
        partner.  Any exchange from partner counts (the passimisääri pass, a
        returned packet).
        """
        partner, hand = self.point.seat.partner, self.point.view.hand
        for e in self.point.info.received:
            if e.giver is partner:
                for c in e.cards:
                    if c.rank is Rank.ACE and c in hand:
                        return c
        return None

    @cached_property
    def seen_ace(self) -> Card | None:
        """An ace in the seat's hand that partner saw among the middle cards, so partner knows of it (C90g).

        *Passimisääri / Pelitaktiikkaa*: what matters is that partner "tietää ...
        ässän olemassaolon".  The middle cards are shown to everyone and the
        lifter takes them (*Pelin eteneminen*), so partner knows the seat
        lifted the ace; the seat got it by lifting when no exchange brought it.
        DECISION: partner keeps that knowledge only while every card the seat
        has given since went to partner (partner saw what left the seat's hand);
        a face-down card given to anyone else might have been the ace.
        """
        info, partner = self.point.info, self.point.seat.partner
        if any(e.recipient is not partner for e in info.given):
            return None
        received = {c for e in info.received for c in e.cards}
        for c in self.aces:
            if c in info.middle and c not in received:
                return c
        return None

    @cached_property
    def partner_short(self) -> Card | None:
        """Passimisääri: the card partner passed to the seat, from partner's short suit (C89a)."""
        if self.game is not GameType.PASSIMISAARI:
            return None
        partner = self.point.seat.partner
        for e in self.point.info.received:
            if e.phase is Phase.PASS_EXCHANGE and e.giver is partner and e.cards:
                return e.cards[0]
        return None

    @cached_property
    def declaring(self) -> bool:
        """A painted misère: the seat is the declarer or declarer's partner (C90b)."""
        declarer = self.point.view.declarer
        return (
            self.game is GameType.MISERE
            and declarer is not None
            and self.point.seat in (declarer, declarer.partner)
        )

    @cached_property
    def doubler_suit(self) -> Suit | None:
        """Painted misère: the suit partner, who doubled, led first, when the seat holds it and it is not
        the suit led (*KOTKAT / Pelitaktiikkaa*, C91); else None."""
        point = self.point
        if self.game is not GameType.MISERE:
            return None
        if not any(s is point.seat.partner and isinstance(c, Double) for s, c in point.view.doubling):
            return None
        shown = _partner_first_lead(point)
        if shown is None or shown is self.led or not self.hand.length(shown):
            return None
        return shown

    @cached_property
    def ruffed(self) -> frozenset[Suit]:
        """A trump game: the side suits an opponent has shown out of while still able to trump (C89c).

        *Merkinanto*: the signal shows the suit "josta hän voi saada tikin".  A main player (the
        dictator) who has shown out of a suit and has not shown out of trumps, with trumps still unseen
        by the seat, trumps that suit: a lead of it does not reach the signaller (review 11,
        gen.signal_discard.alkupelit.14003: declarer ruffed the first ♦).
        """
        declarer, trump = self.point.view.declarer, self.trump
        if trump is None or declarer is None:
            return frozenset()
        info = self.point.info
        seen = set(info.played()) | set(info.hand)
        if all(Card(trump, r) in seen for r in Rank):
            return frozenset()
        main = {declarer} if self.game is GameType.DICTATOR else {declarer, declarer.partner}
        voids = info.voids()
        return frozenset(
            s for s in SUITS if s is not trump and any(s in voids[m] and trump not in voids[m] for m in main)
        )

    @cached_property
    def skip(self) -> frozenset[Suit]:
        """The suits no signal points to: partner's short suit (C89a), the bolshevik's voids (C90j), a
        suit the main players trump (C89c)."""
        short = {self.short_suit} if self.short_suit is not None else set()
        return frozenset(self.dead_suits) | short | self.ruffed

    @cached_property
    def high_suits(self) -> dict[Suit, list[Card]]:
        """Trump, grand, dictator: suits without the ace where a high card of the seat takes a trick (C89c).

        *Merkinanto*: the signal is a small card "maasta, josta omaa korkean honöörin"; the ace is only
        the ideal one ("ihanteellinen").  DECISION: a high card that takes a trick is the K-Q (one of them
        wins once the ace is gone) or the top card of the suit left, a 10 or higher, after the higher ones
        have been played; the suit needs a small card and must not be skipped (:attr:`skip`).  Each suit
        maps to those high cards.  Misère games keep their king (the handbook's ideal there).
        """
        if self.game not in (GameType.TRUMP, GameType.GRAND, GameType.DICTATOR):
            return {}
        out: dict[Suit, list[Card]] = {}
        for s in SUITS:
            h = self.hand.holding(s)
            if s is self.led or s is self.trump or s in self.skip or h.has(Rank.ACE):
                continue
            high = self.trick_cards(s)
            if high and any(c.rank <= Rank.NINE for c in h.cards):
                out[s] = high
        return out

    def trick_cards(self, s: Suit) -> list[Card]:
        """The seat's high cards of ``s`` that take a trick (C89c): the ace, else the K-Q, else the top
        card left (10 or higher); empty when none."""
        h = self.hand.holding(s)
        if h.has(Rank.ACE):
            return [Card(s, Rank.ACE)]
        if h.has(Rank.KING) and h.has(Rank.QUEEN):
            return [Card(s, Rank.KING), Card(s, Rank.QUEEN)]
        played = set(self.point.info.played())
        left = [Card(s, r) for r in sorted(Rank, reverse=True) if Card(s, r) not in played]
        return [left[0]] if left and left[0] in h.cards and left[0].rank >= Rank.TEN else []

    @cached_property
    def ace_signal(self) -> tuple[list[Card], list[Card], Reason | None]:
        """The standard signal outside :attr:`skip` (:func:`_signal`): recommended, acceptable, reason."""
        return _signal(self.hand, self.led, self.trump, self.game, self.pieti_twos, self.skip)

    @cached_property
    def signal(self) -> tuple[list[Card], list[Card], Reason | None]:
        """The signal: :attr:`ace_signal`, else a small card under a high card that takes a trick (C89c)."""
        if self.ace_signal[0] or not self.high_suits:
            return self.ace_signal
        suits = sorted(self.high_suits, key=lambda s: (-self.hand.length(s), -s))
        picks = [c for s in suits for c in reversed(self.hand.holding(s).cards) if c.rank <= Rank.NINE]
        best = picks[0]
        why = Reason(
            self.key("sig_standard_high"),
            SECTION_SIGNAL,
            {"suit": best.suit.symbol, "card": str(best), "honours": _names(self.high_suits[best.suit])},
        )
        return [best], picks[1:], why

    def costs(self, c: Card) -> bool:
        """``c`` may win a trick, so a signal alternative must not throw it (C88a).

        DECISION: a jack or higher (the handbook's Italian example goes up to
        the ♥10; the plain signal keeps its high cards too).  Not in
        passimisääri, where a high card other than a catching card is a danger
        to shed (*Passimisääri / Merkinanto*).
        """
        return self.game is not GameType.PASSIMISAARI and c.rank > Rank.TEN

    @property
    def open(self) -> list[Card]:
        """Legal cards not yet recommended, acceptable or given a reason."""
        b = self.b
        return sorted(
            c for c in b.legal if c not in b.recommended and c not in b.acceptable and c not in b.worse
        )

    def accept_choice(self, which: Iterable[Card], key: str, section: str, **params: str) -> None:
        """Accept ``which`` as a different defensible discard, with the reason ``key``."""
        cards = [c for c in which if c in self.b.legal and c not in self.b.recommended]
        if cards:
            self.b.accept(*cards)
            self.b.why(key, section, **params)
            self.choice = True

    def build(self, *, judgement: bool | None = None) -> Advice | None:
        advice = self.b.build()
        if advice is None:
            return None
        return replace(
            advice, judgement=self.choice if judgement is None else judgement, rules=self.trail.rules()
        )


def _names(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards))


def _ace_section(game: GameType) -> str:
    if game is GameType.PASSIMISAARI:
        return SECTION_PASSI_TACTICS
    if game is GameType.BOLSHEVIK:
        return SECTION_BOLSHEVIK_SCORE
    return SECTION_MISERE_TACTICS


def _drop_ace_rule(d: _Discard, section: str) -> Advice | None:
    """The other side surely takes the trick: the ace goes into it (*Passimisääri / Pelitaktiikkaa*).

    The most exposed ace is recommended, any other ace is fine, and every
    other card is told that it keeps the ace back.  Partner is misled by an
    ace held back only when partner does not know of it: partner passed it
    over or saw it among the middle cards (C90g).
    """
    best = d.aces[0]
    d.b.recommend(best)
    d.b.accept(*d.aces[1:])
    _why_ace_drop(d, section, best)
    known = d.known_ace is not None or d.seen_ace is not None
    held = "sig_ace_held_back_known" if known else "sig_ace_held_back"
    extra = {}
    if d.duck is not None:
        held = held.replace("held_back", "held_back_duck")
        extra = {"small": str(d.duck)}
    for c in d.open:
        d.b.mark_worse([c], held, section, card=str(c), ace=str(best), **extra)
    return d.build(judgement=False)


def _why_ace_drop(d: _Discard, section: str, best: Card) -> None:
    """The reason to drop ``best`` now: partner misled, unless partner knows of an ace (C90g).

    Partner knows when partner passed it over (``_known``) or saw it among
    the middle cards the seat lifted (``_seen``).

    When the trick is the other side's only because partner can duck (C90i),
    the reason says so instead of "whatever happens".
    """
    params = {"card": str(best)}
    key = "sig_ace_drop"
    if d.known_ace is not None:
        key, params["given"] = "sig_ace_drop_known", str(d.known_ace)
    elif d.seen_ace is not None:
        key, params["given"] = "sig_ace_drop_seen", str(d.seen_ace)
    if d.duck is not None:
        key = key.replace("sig_ace_drop", "sig_ace_drop_duck")
        params |= {"small": str(d.duck), "top": str(d.top)}
    d.b.why(key, section, **params)


def _catchers(hand: HandEval, suit: Suit) -> list[Card]:
    """Passimisääri catching cards of ``suit``: the king, or a queen with two more (``SuitHolding.catching``)."""
    h = hand.holding(suit)
    if h.has(Rank.KING):
        return [Card(suit, Rank.KING)]
    if h.catching:
        return [Card(suit, Rank.QUEEN)]
    return []


def _what_is_wrong(d: _Discard) -> None:
    """Every card still without a verdict: the reason of its own (signal side).

    A small card of the suit partner passed in passimisääri is partner's help
    card (C89a); any other small card is a false signal, a high card no signal
    (a pieti two, the bolshevik defenders' weapon, has its reason already: C90h).
    """
    short = d.partner_short
    for c in d.open:
        if c.rank <= Rank.NINE and short is not None and c.suit is short.suit:
            d.b.mark_worse(
                [c], "sig_pm_partner_short_suit", SECTION_PASSI_EXCHANGE, card=str(c), given=str(short),
                suit=c.suit.symbol,
            )  # fmt: skip
        elif c.rank <= Rank.NINE and Card(c.suit, d.honour) in d.point.info.played():
            _honour_gone(d, c)
        elif c.rank <= Rank.NINE and c.suit in d.ruffed and d.trick_cards(c.suit):
            honour = _names(d.trick_cards(c.suit))
            d.b.mark_worse(
                [c], "sig_signal_ruffed", SECTION_SIGNAL, card=str(c), suit=c.suit.symbol, honour=honour
            )
        elif c.rank <= Rank.NINE:
            honour = str(Card(c.suit, d.honour))
            d.b.mark_worse([c], d.key("sig_false_signal"), SECTION_SIGNAL, card=str(c), honour=honour)
        else:
            d.b.mark_worse([c], d.key("sig_high_not_signal"), SECTION_SIGNAL, card=str(c))


def _honour_gone(d: _Discard, c: Card) -> None:
    """The reason of a small card ``c`` whose suit's signal honour has been played already.

    *Merkinanto*: the signal shows a suit "josta saa tikin".  Nobody can then read ``c`` as showing the
    honour, so "partner would think you hold it" is not said (review round 7,
    gen.signal_discard.kotkat.9800: partner had played the ♠A; D's ♠K was the top spade, and declarer,
    void in ♠, would trump it).  The reason names what is true: the top card left is not the seat's, or
    an opponent has shown out of the suit in a trump game, or (DECISION C89b) the seat holds the top card
    left and the advice still reads the first discard by the honour only, so the card stays not advised.
    """
    info, suit = d.point.info, c.suit
    played = set(info.played())
    top = max(
        (Card(suit, r) for r in Rank if Card(suit, r) not in played),
        key=lambda x: x.rank,
        default=None,
    )
    honour = str(Card(suit, d.honour))
    params = {"card": str(c), "honour": honour, "suit": suit.symbol, "top": str(top) if top else honour}
    if top is None or top not in d.point.view.hand:
        d.b.mark_worse([c], "sig_signal_honour_gone", SECTION_SIGNAL, **params)
        return
    ours = side_of(d.point, d.game)
    voids = info.voids()
    if d.trump is not None and suit is not d.trump and any(suit in voids[s] for s in Seat if s not in ours):
        del params["card"]  # (the text names the top card, not the discard)
        d.b.mark_worse([c], "sig_signal_top_ruffed", SECTION_SIGNAL, **params)
    else:
        d.b.mark_worse([c], "sig_signal_top_left", SECTION_SIGNAL, **params)


def _singles(d: _Discard, *, max_rank: Rank = Rank.KING) -> list[Card]:
    """The seat's singletons other than aces, up to ``max_rank``."""
    out = []
    for s in SUITS:
        cards = d.hand.holding(s).cards
        if s is not d.led and len(cards) == 1 and cards[0].rank <= max_rank:
            out.append(cards[0])
    return out


def _dangerous_high(d: _Discard) -> list[Card]:
    """Passimisääri's dangerous high cards (*Passimisääri / Merkinanto*), other than singletons.

    DECISION: the handbook's example is a singleton; besides it, a 10, J or Q
    heading a suit with at most one small card (Q10, J9: it cannot be kept
    out of tricks for long).  Catching cards are left out by the caller.
    """
    out = []
    for s in SUITS:
        h = d.hand.holding(s)
        top = h.highest
        if s is d.led or top is None or h.length < 2:
            continue
        if Rank.TEN <= top.rank <= Rank.QUEEN and h.small <= 1:
            out.append(top)
    return out


# --- the rules ----------------------------------------------------------------------------------------
#
# Each convention of this module is a named :class:`~trainer.conventions.rulebook.Rule` (its id, its
# handbook sections, its condition and advice in one line, the tests where it fires and where it must
# not).  :func:`advise` evaluates :data:`DECIDE` (partner's doubler suit, the painted-misère declaring
# side, the passimisääri ace); every other seat gets :func:`_signal_side`, whose sets run in this order:
# :data:`DEFENDER_ACE` (deciding), :data:`BOLSHEVIK_ACE`, :data:`ACES_KEPT` (notes), then
# :data:`SIGNAL_ALSO` (notes, where an ace decided) or :data:`SIGNAL` (deciding), then :data:`TAIL`
# (notes: every other card's verdict).  ``Advice.rules`` names the deciding rule first.

_T = "test_discards.py::"
_H = "test_discards_honour_gone.py::"
_R = "test_rulebook_discards.py::"


def _rule(id: str, **kw: Any) -> Rule[Any, Any]:
    return rule(id, topic=TOPIC, module="discards", **kw)


# --- partner's doubler suit (C91) ----------------------------------------------------------------------


def _doubler_suit(d: _Discard) -> Advice | None:
    """Partner doubled a painted misère and led the suit of the two first (*KOTKAT / Pelitaktiikkaa*)."""
    shown = d.doubler_suit
    assert shown is not None
    cards = d.hand.holding(shown).cards
    # DECISION: throw the suit from the top, so the high cards go first.
    d.b.recommend(cards[0])
    d.b.accept(*cards[1:])
    d.b.why("sig_misere_doubler_suit", SECTION_MISERE_DOUBLER, suit=shown.symbol, card=str(cards[0]))
    if d.aces and d.theirs:
        extra = {} if d.duck is None else {"small": str(d.duck)}
        key = "sig_ace_drop_fair" if d.duck is None else "sig_ace_drop_fair_duck"
        d.accept_choice(d.aces, key, SECTION_MISERE_LEAD, card=str(d.aces[0]), **extra)
    _aces_not_dropped(d)
    for c in d.open:
        d.b.mark_worse([c], "sig_doubler_suit_first", SECTION_MISERE_DOUBLER, suit=shown.symbol, card=str(c))
    return d.build()


DOUBLER_SUIT: Final = _rule(
    "C91.doubler_suit",
    title=N_("Throw away the suit partner led after doubling"),
    sections=(SECTION_MISERE_DOUBLER,),
    condition="Painted misère: partner doubled and first led a suit other than this trick's, and the seat holds that suit.",
    advice="Throw that suit from the top (its highest card recommended, the rest acceptable); an ace into a trick the declaring side surely takes is fair too.",
    applies=(_T + "test_misere_partner_doubled_throw_the_doubler_suit",),
    must_not=(_T + "test_misere_defender_signals_the_king_keeping_the_two",),
    when=lambda d: d.doubler_suit is not None,
    then=_doubler_suit,
    code=("discards._partner_first_lead",),
    status="partly: only the first discard (C91)",
)


# --- the painted-misère declaring side (C90b) ----------------------------------------------------------


def _declaring_side(d: _Discard) -> Advice | None:
    """The declarer or declarer's partner of a painted misère (*Skruuvisanastoa*: *Misääri*).

    Like every misère player they feed their aces into the opponents' tricks,
    at the first chance (:data:`DECLARER_ACE`).  Otherwise a discard, which never wins a trick, is
    the moment to shed a dangerous high card (*Passimisääri / Merkinanto*:
    a discard may be such a card, e.g. a singleton); a painted misère needs
    no catching cards (*Passimisääri*), while small cards are what keep the
    pair out of tricks.  The signal is still fair (*Merkinanto*: in misère
    getting in may help partner), as is voiding a singleton suit.

    DECISION: the most dangerous card is the highest one below the ace; of
    equal cards the one with fewer small cards beside it, then the higher
    suit.  Every other honour (10-K) is acceptable; with no honour at all the
    handbook has nothing to choose by, and every other card is acceptable.
    """
    hand = d.hand
    order = _shed_order(d)
    best = order[0]
    d.b.recommend(best)
    d.b.why("sig_decl_shed_high", SECTION_PASSI_SIGNAL, card=str(best))
    if best.rank >= Rank.TEN:
        rest = [c for c in order[1:] if c.rank >= Rank.TEN]
        d.accept_choice(rest, "sig_decl_other_high", SECTION_PASSI_SIGNAL, cards=" ".join(map(str, rest)))
    else:
        d.accept_choice(order[1:], "sig_decl_any", SECTION_PASSI_SIGNAL)
    for c in _singles(d):
        d.accept_choice([c], "sig_void_single", SECTION_PASSI_SIGNAL, card=str(c), suit=c.suit.symbol)
    signal, others, _ = _signal(hand, d.led, None, d.game)
    if signal:
        same = [c for c in others if c.suit is signal[0].suit]
        honour = str(Card(signal[0].suit, d.honour))
        d.accept_choice(
            [*signal, *same], "sig_signal_also", SECTION_SIGNAL, card=str(signal[0]), honour=honour
        )
    _aces_not_dropped(d)
    for c in d.open:
        d.b.mark_worse([c], "sig_decl_keep_small", SECTION_PASSI_SIGNAL, card=str(c), best=str(best))
    return d.build()


def _shed_order(d: _Discard) -> list[Card]:
    """The declaring side's cards to shed, the most dangerous first (see :func:`_declaring_side`)."""
    hand = d.hand
    return sorted(
        (c for c in d.point.view.hand if c.rank is not Rank.ACE and c.suit is not d.led),
        key=lambda c: (-c.rank, hand.holding(c.suit).small, -c.suit),
    )


DECLARER_ACE: Final = _rule(
    "C90b.declarer_drop_ace",
    title=N_("The main pair drops an ace into the defenders' trick"),
    sections=(SECTION_MISERE_TACTICS, "Skruuvisanastoa"),
    condition="Painted misère, the seat is the declarer or declarer's partner, holds an ace, and the defenders surely take the trick.",
    advice="Drop the ace (the most exposed one recommended); every other card is told it keeps the ace back.",
    applies=(_T + "test_declaring_side_drops_an_ace_into_the_defenders_trick",),
    must_not=(_T + "test_declaring_side_without_an_ace_sheds_a_dangerous_high_card",),
    when=lambda d: d.declaring and bool(d.aces) and d.theirs,
    then=lambda d: _drop_ace_rule(d, SECTION_MISERE_TACTICS),
    code=("discards._drop_ace_rule", "discards._why_ace_drop", "discards.trick_fate"),
    status="partly: only at the first discard (C90b)",
)
DECLARER_SHED: Final = _rule(
    "C90b.declarer_shed_high",
    title=N_("The main pair sheds a dangerous high card"),
    sections=(SECTION_PASSI_SIGNAL, "Passimisääri", SECTION_MISERE_TACTICS),
    condition="Painted misère, the seat is on the declaring side and the ace rule did not hold: it holds a card other than an ace.",
    advice="Shed the highest card below the ace; other high cards, a singleton and the signal are fair; a small card kept back is told to stay.",
    applies=(
        _T + "test_declaring_side_without_an_ace_sheds_a_dangerous_high_card",
        _T + "test_declaring_side_keeps_its_aces_out_of_partners_trick",
    ),
    must_not=(_T + "test_declaring_side_drops_an_ace_into_the_defenders_trick",),
    when=lambda d: d.declaring and bool(_shed_order(d)),
    then=_declaring_side,
    code=("discards._shed_order",),
    status="partly: only at the first discard (C90b)",
)
PASSI_ACE: Final = _rule(
    "C90a.passi_drop_ace",
    title=N_("Drop an ace into the opponents' trick"),
    sections=(SECTION_PASSI_TACTICS,),
    condition="Passimisääri: the seat holds an ace and the opponents surely take the trick (or partner, playing last, can duck with a card the seat passed, C90i).",
    advice="Drop the ace (the most exposed one recommended); every other card is told it keeps the ace back, which misleads partner unless partner knows of the ace (C90g).",
    applies=(
        _T + "test_passimisaari_drop_an_ace_into_the_opponents_trick",
        _T + "test_an_ace_partner_passed_over_is_dropped_without_misleading_partner",
    ),
    must_not=(_T + "test_passimisaari_unsure_who_wins_signal_first",),
    when=lambda d: d.game is GameType.PASSIMISAARI and bool(d.aces) and d.theirs,
    then=lambda d: _drop_ace_rule(d, SECTION_PASSI_TACTICS),
    code=("discards._drop_ace_rule", "discards.partner_duck_card", "discards.cards_partner_keeps"),
    status="partly: only at the first discard (C90a, C90g, C90i)",
)
DECIDE: Final = RuleSet[_Discard, Advice | None](
    "discard.decide", (DOUBLER_SUIT, DECLARER_ACE, DECLARER_SHED, PASSI_ACE)
)


# --- the defenders' aces (C90a, C90c, C90e) -----------------------------------------------------------


def _defender_ace(d: _Discard) -> None:
    # A defender: the declaring side takes the trick (*Maalattu misääri / Avauslyönti*).
    d.b.recommend(d.aces[0])
    d.b.accept(*d.aces[1:])
    _why_ace_drop(d, SECTION_MISERE_LEAD, d.aces[0])


def _bolshevik_ace(d: _Discard) -> None:
    d.accept_choice(d.aces, "sig_ace_drop_fair_bolshevik", SECTION_BOLSHEVIK_SCORE, card=str(d.aces[0]))


DEFENDER_ACE: Final = RuleSet[_Discard, None](
    "discard.defender_ace",
    (
        _rule(
            "C90a.defender_drop_ace",
            title=N_("A misère defender drops an ace into the main pair's trick"),
            sections=(SECTION_MISERE_LEAD,),
            condition="Painted misère defender: the seat holds an ace and the declaring side surely takes the trick.",
            advice="Drop the ace (the most exposed one recommended); the signal stays fair.",
            applies=(
                _T + "test_misere_defender_drops_the_ace_when_the_declaring_side_surely_takes_the_trick",
            ),
            must_not=(_T + "test_misere_defender_signals_the_king_keeping_the_two",),
            when=lambda d: d.game is GameType.MISERE and not d.declaring and bool(d.aces) and d.theirs,
            then=_defender_ace,
            status="partly: only at the first discard",
        ),
    ),
)
BOLSHEVIK_ACE: Final = RuleSet[_Discard, None](
    "discard.bolshevik_ace",
    (
        _rule(
            "C90e.bolshevik_ace_fair",
            title=N_("An ace may fall into the bolshevik's trick"),
            sections=(SECTION_BOLSHEVIK_SCORE,),
            condition="A bolshevik defender holds an ace and the bolshevik surely takes the trick.",
            advice="The ace is acceptable beside the signal (a judgement): it then counts against the bolshevik.",
            applies=(_T + "test_bolshevik_defender_may_drop_an_ace_into_the_bolsheviks_trick",),
            must_not=(_T + "test_bolshevik_defender_keeps_an_ace_out_of_a_fellow_defenders_trick",),
            when=lambda d: d.game is GameType.BOLSHEVIK and bool(d.aces) and d.theirs,
            then=_bolshevik_ace,
            status="partly: only at the first discard; the handbook is silent on the play (C90e)",
        ),
    ),
)


def _aces_in_play(d: _Discard) -> bool:
    """The seat may throw an ace in a game without trumps and the trick is not surely the other side's."""
    return any(c in d.b.legal for c in d.aces) and d.fate is not None and not d.theirs


def _ace_maybe_partners(d: _Discard) -> bool:
    return _aces_in_play(d) and d.fate is Fate.OPEN and not d.ours_so_far


def _many_aces_early(d: _Discard) -> bool:
    return (
        _aces_in_play(d)
        and not _ace_maybe_partners(d)
        and d.game is not GameType.BOLSHEVIK
        and len(d.aces) >= MANY_ACES
        and len(_tricks(d.point)) < EARLY_TRICKS
    )


def _ace_kept_open(d: _Discard) -> None:
    # *Passimisääri / Merkinanto*: a player who cannot tell whether the trick goes to partner
    # keeps the ace ("ei voi lyödä ässää …") and throws another card (C90a).
    section = _ace_section(d.game)
    maybe = SECTION_PASSI_SIGNAL if d.game is GameType.PASSIMISAARI else section
    key = "sig_ace_maybe_bolshevik" if d.game is GameType.BOLSHEVIK else "sig_ace_maybe"
    for c in (c for c in d.aces if c in d.b.legal):
        params = {"card": str(c)}
        if d.game is not GameType.BOLSHEVIK:
            params["suit"] = d.led.symbol
        d.b.mark_worse([c], key, maybe, **params)


def _ace_early(d: _Discard) -> None:
    aces = [c for c in d.aces if c in d.b.legal]
    d.accept_choice(aces, "sig_many_aces_early", _ace_section(d.game), card=str(aces[0]))


def _ace_own_side(d: _Discard) -> None:
    section = _ace_section(d.game)
    for c in (c for c in d.aces if c in d.b.legal):
        if d.fate is Fate.OPEN:
            d.b.mark_worse([c], "sig_ace_unsure", section, card=str(c))
        elif d.game is GameType.BOLSHEVIK:
            d.b.mark_worse([c], "sig_ace_own_side", section, card=str(c))
        else:
            d.b.mark_worse([c], "sig_ace_partner_wins", section)


ACES_KEPT: Final = RuleSet[_Discard, None](
    "discard.aces_kept",
    (
        _rule(
            "C90a.ace_kept_open",
            title=N_("Keep the ace while your side may still take the trick"),
            sections=(SECTION_PASSI_SIGNAL, SECTION_PASSI_TACTICS),
            condition="A misère game: the seat holds an ace, the trick is not yet certain and the other side is winning it so far.",
            advice="The ace is not advised: a player still to play may take the trick, so throw another card.",
            applies=(
                _T + "test_passimisaari_unsure_who_wins_signal_first",
                _T + "test_an_ace_is_kept_while_partner_may_still_take_the_trick",
            ),
            must_not=(_T + "test_passimisaari_no_ace_when_partner_wins",),
            when=_ace_maybe_partners,
            then=_ace_kept_open,
            code=("discards.trick_fate", "discards.winning_now"),
            status="partly: only at the first discard (C90a)",
        ),
        _rule(
            "C90c.many_aces_early",
            title=N_("With many aces, an early ace in your own trick is fair"),
            sections=(SECTION_MISERE_TACTICS, SECTION_PASSI_TACTICS),
            condition="A pair misère game, the trick not surely the other side's: the seat holds three or more aces in the first four tricks.",
            advice="The ace is acceptable (a judgement): it costs the number of its trick, so it is cheap now.",
            applies=(_T + "test_many_aces_early_may_go_into_partners_trick",),
            must_not=(_T + "test_passimisaari_no_ace_when_partner_wins",),
            when=_many_aces_early,
            then=_ace_early,
            status="partly: only at the first discard (C90c)",
        ),
        _rule(
            "C90a.ace_own_side",
            title=N_("No ace into your own side's trick"),
            sections=(SECTION_PASSI_TACTICS, SECTION_BOLSHEVIK_SCORE),
            condition="A misère game: the seat holds an ace and its own side takes the trick or is winning it so far.",
            advice="The ace is not advised: in its own side's trick it counts against the side.",
            applies=(
                _T + "test_passimisaari_no_ace_when_partner_wins",
                _T + "test_bolshevik_defender_keeps_an_ace_out_of_a_fellow_defenders_trick",
            ),
            must_not=(_T + "test_an_ace_is_kept_while_partner_may_still_take_the_trick",),
            when=lambda d: _aces_in_play(d) and not _ace_maybe_partners(d) and not _many_aces_early(d),
            then=_ace_own_side,
            code=("discards.side_of",),
            status="partly: only at the first discard (C90a)",
        ),
    ),
)


def _aces_not_dropped(d: _Discard) -> None:
    """The aces when the trick is not surely the other side's: into one's own side's trick they cost.

    The trick surely ours: not advised (one's own ace counts against one's
    side).  Still open: not advised, whoever is winning it so far (C90a): a
    player still to play on one's own side may take it (*Passimisääri /
    Merkinanto*: not knowing whether the trick goes to partner, throw another
    card; *Passimisääri / Pelitaktiikkaa*: only the fourth player is safe with
    his aces).  With three or more aces in the first tricks, an ace in one's
    own trick is cheap and acceptable (pair games).  Rules: :data:`ACES_KEPT`.
    """
    ACES_KEPT.each(d, d.trail)


# --- the signal (C89, C89a, C90j) ----------------------------------------------------------------------


def _signal_also(d: _Discard) -> None:
    # The ace is recommended: the signal is the handbook's other option.
    signal, others, _ = d.signal
    honour = str(Card(signal[0].suit, d.honour))
    d.accept_choice([*signal, *others], "sig_signal_also", SECTION_SIGNAL, card=str(signal[0]), honour=honour)


def _standard_signal(d: _Discard) -> None:
    signal, others, why = d.signal
    assert why is not None
    d.b.reasons.insert(0, why)
    d.b.recommend(*signal)
    d.b.accept(*others)
    if len({c.suit for c in [*signal, *others]}) > 1:
        d.choice = True  # which of several suits to show is the player's choice


SIGNAL_ALSO: Final = RuleSet[_Discard, None](
    "discard.signal_also",
    (
        _rule(
            "C89.signal_also",
            title=N_("The signal is fair beside the ace"),
            sections=(SECTION_SIGNAL, SECTION_MISERE_LEAD),
            condition="An ace was recommended (the other side surely takes the trick) and the seat has a signal card.",
            advice="The signal cards are acceptable (a judgement).",
            applies=(
                _T + "test_misere_defender_drops_the_ace_when_the_declaring_side_surely_takes_the_trick",
            ),
            must_not=(_T + "test_trump_signal_small_card_of_the_ace_suit",),
            when=lambda d: bool(d.b.recommended) and bool(d.signal[0]),
            then=_signal_also,
            status="implemented (C89)",
        ),
    ),
)


def _lost_suit(d: _Discard) -> Suit | None:
    """No signal outside the skipped suits: the skipped suit the signal would have pointed to, or None."""
    if d.signal[0]:
        return None
    lost, _, _ = _signal(d.hand, d.led, d.trump, d.game, d.pieti_twos)
    if not lost or lost[0].suit not in d.skip:
        return None
    return lost[0].suit


def _dead_suit_cards(d: _Discard) -> list[Card]:
    """The cards of the bolshevik's void suit the signal would have pointed to, in the signal's order (C90j)."""
    suit = _lost_suit(d)
    if suit is None or suit not in d.dead_suits:
        return []
    # The signal's own order in that suit (a misère two is kept while another small card is there).
    live = frozenset(SUITS) - {suit}
    first, rest, _ = _signal(d.hand, d.led, d.trump, d.game, d.pieti_twos, live)
    return [*first, *rest]


def _shed_instead_card(d: _Discard) -> Card | None:
    """Passimisääri, the only signal in partner's short suit: the dangerous high card to shed (C89a)."""
    suit = _lost_suit(d)
    if suit is None or suit in d.dead_suits or suit is not d.short_suit or d.partner_short is None:
        return None
    catchers = {c for s in SUITS for c in _catchers(d.hand, s)}
    high = [c for c in [*_singles(d), *_dangerous_high(d)] if c.rank >= Rank.TEN and c not in catchers]
    if not high:
        return None
    return max(high, key=lambda c: (c.rank, -d.hand.length(c.suit), c.suit))


def _dead_suit_first(d: _Discard) -> None:
    suit = _lost_suit(d)
    assert suit is not None
    cards = _dead_suit_cards(d)
    d.b.recommend(cards[0])
    d.b.accept(*cards[1:])
    tail, extra = _dead_params(d, suit)
    d.b.reasons.insert(
        0,
        Reason(
            f"sig_bol_dead_suit{tail}",
            SECTION_BOLSHEVIK_TACTICS,
            {"suit": suit.symbol, "card": str(cards[0]), **extra},
        ),
    )


def _shed_instead(d: _Discard) -> None:
    best, suit = _shed_instead_card(d), _lost_suit(d)
    assert best is not None and suit is not None
    d.b.recommend(best)
    d.shed.append(best)
    d.b.reasons.insert(
        0,
        Reason(
            "sig_pm_shed_high_instead",
            SECTION_PASSI_SIGNAL,
            {"suit": suit.symbol, "given": str(d.partner_short), "card": str(best)},
        ),
    )


SIGNAL: Final = RuleSet[_Discard, None](
    "discard.signal",
    (
        _rule(
            "C89.signal",
            title=N_("The first discard is a signal"),
            sections=(SECTION_SIGNAL, "Skruuvisanastoa"),
            condition="No ace was recommended, and the seat holds a small card (2–9) of a suit with the signal's honour (the ace; the king in misère games), not of a skipped suit (partner's short suit, the bolshevik's void, a side suit a main player trumps, C89c); in trump, grand and the dictator's game, failing that, of a suit where its K-Q or the top card left takes a trick (C89c).",
            advice="Throw the lowest small card of the best such suit (honour with the next card, then longer, then higher; a misère two kept back); the other small cards of those suits are acceptable.",
            applies=(
                _T + "test_trump_signal_small_card_of_the_ace_suit",
                _T + "test_misere_defender_signals_the_king_keeping_the_two",
                _R + "test_alkupelit_14003_no_signal_in_a_suit_the_declarer_trumps",
            ),
            must_not=(
                _T + "test_misere_defender_drops_the_ace_when_the_declaring_side_surely_takes_the_trick",
                _T + "test_no_signal_in_the_suit_partner_passed",
            ),
            when=lambda d: not d.b.recommended and bool(d.signal[0]),
            then=_standard_signal,
            code=(
                "discards._signal",
                "discards.signal_honour",
                "discards.is_first_discard",
                "discards._Discard.ruffed",
                "discards._Discard.high_suits",
            ),
            status="implemented (C89, C89c)",
        ),
        _rule(
            "C90j.dead_suit_first",
            title=N_("Throw away the suit the bolshevik is void in"),
            sections=(SECTION_BOLSHEVIK_TACTICS, "Korttien ylianto"),
            condition="A bolshevik defender whose only signal would point to a suit the bolshevik is void in (shown out, or read from the small card he handed the seat).",
            advice="Throw that suit's cards first (the signal's order), keeping the small cards of the other suits to press the bolshevik.",
            applies=(_T + "test_a_suit_the_bolshevik_is_void_in_is_dead_weight",),
            must_not=(_T + "test_a_bolshevik_defender_keeps_the_two_of_a_long_suit",),
            when=lambda d: not d.b.recommended and bool(_dead_suit_cards(d)),
            then=_dead_suit_first,
            code=("discards._Discard.dead_suits", "leads.bolshevik_void_hint"),
            status="partly: only at the first discard (C90j)",
        ),
        _rule(
            "C89a.shed_high_instead",
            title=N_("No signal in the suit partner passed: shed a high card"),
            sections=(SECTION_PASSI_SIGNAL, SECTION_PASSI_EXCHANGE),
            condition="Passimisääri: the only signal would be in the suit of the card partner passed, and the seat holds a dangerous high card that is not a catching card.",
            advice="Shed the highest such card instead.",
            applies=(_T + "test_no_signal_in_the_suit_partner_passed",),
            must_not=(_T + "test_passimisaari_unsure_who_wins_signal_first",),
            when=lambda d: not d.b.recommended and _shed_instead_card(d) is not None,
            then=_shed_instead,
            code=("discards._Discard.partner_short", "discards._dangerous_high"),
            status="implemented (C89a)",
        ),
    ),
)


def _dead_small(d: _Discard, suit: Suit) -> list[Card]:
    """The small cards of ``suit`` a bolshevik defender may shed (not a pieti two), lowest first."""
    return sorted(
        (c for c in d.hand.holding(suit).cards if c.rank <= Rank.NINE and c not in d.pieti_twos),
        key=lambda c: c.rank,
    )


def _dead_params(d: _Discard, suit: Suit) -> tuple[str, dict[str, str]]:
    """``_read`` and the gift when the bolshevik's void in ``suit`` is read, not shown (C90j)."""
    got = d.dead_suits[suit]
    return ("", {}) if got is None else ("_read", {"got": str(got)})


def _dead_suits_also(d: _Discard) -> None:
    """Beside a signal in a live suit, the small cards of a suit the bolshevik is void in are fair (C90j)."""
    for suit in sorted(d.dead_suits):
        if suit is d.led:
            continue
        cards = _dead_small(d, suit)
        tail, extra = _dead_params(d, suit)
        d.accept_choice(
            cards, f"sig_bol_dead_suit_also{tail}", SECTION_BOLSHEVIK_TACTICS, suit=suit.symbol, **extra
        )


# --- every other card's verdict -------------------------------------------------------------------------


def _italian_candidates(d: _Discard) -> list[tuple[Suit, list[Card]]]:
    """The Italian cards for each signal suit, not counting those the Italian signal never throws (C88a)."""
    signal = d.signal[0]
    catchers = {c for s in SUITS for c in _catchers(d.hand, s)} if d.game is GameType.PASSIMISAARI else set()
    out = []
    for suit in sorted({c.suit for c in signal}):
        candidates = [
            c
            for c in italian_cards(d.point.view.hand, d.led, suit)
            if c.rank is not d.honour
            and c.rank is not Rank.ACE
            and c not in signal
            and c not in catchers
            and c not in d.pieti_twos
            and c.suit is not d.trump
            and not (c.suit is d.short_suit and c.rank <= Rank.NINE)
        ]
        if candidates:
            out.append((suit, candidates))
    return out


def _italian(d: _Discard) -> None:
    # The Italian signal is played by agreement (*Merkinanto*): its cards for the same suit are fine too,
    # but only where they cost nothing (C88a): not the honour it points to, an ace, a passimisääri
    # catching card, a bolshevik defender's pieti two, a card that can win a trick, or a trump (a ruff).
    b = d.b
    for suit, candidates in _italian_candidates(d):
        italian = [c for c in candidates if not d.costs(c)]
        for c in candidates:
            if d.costs(c):
                b.mark_worse([c], "sig_italian_costly", SECTION_SIGNAL, card=str(c), suit=suit.symbol)
        if italian:
            b.accept(*italian)
            b.why(
                d.key("sig_italian_alternative"),
                SECTION_SIGNAL,
                suit=suit.symbol,
                cards=" ".join(map(str, italian)),
            )


def _trumps(d: _Discard) -> list[Card]:
    # Only a seat holding a trump can ruff (a seat void in a trump lead holds none).
    return [c for c in d.point.view.hand if c.suit is d.trump]


def _ruff(d: _Discard) -> None:
    d.b.accept(*_trumps(d))
    d.b.why("sig_ruff_separate", SECTION_SIGNAL)


def _kept_suits(d: _Discard) -> list[Suit]:
    return [s for s in SUITS if s is not d.led and s is not d.trump]


def _keep_catchers(d: _Discard) -> None:
    for s in _kept_suits(d):
        for c in _catchers(d.hand, s):
            d.b.mark_worse([c], "sig_pm_keep_catcher", SECTION_PASSI_SIGNAL, card=str(c))


def _keep_honours(d: _Discard) -> None:
    """The high cards to keep: the signal's honour, or another suit's honour (a way to win a trick)."""
    signal, others, _ = d.signal
    signal_suits = {c.suit for c in [*signal, *others]}
    for s in _kept_suits(d):
        if not d.hand.holding(s).has(d.honour):
            continue
        card = Card(s, d.honour)
        if s in signal_suits:
            d.b.mark_worse([card], "sig_keep_honour", SECTION_SIGNAL, card=str(card))
        else:
            d.b.mark_worse([card], "sig_keep_winner", SECTION_SIGNAL, card=str(card))


def _passi_throws(d: _Discard) -> list[tuple[Card, str]]:
    """*Passimisääri / Merkinanto*'s other discards: a lone high card, a lone small card, a dangerous high card."""
    out = []
    for c in _singles(d):
        if c.rank >= Rank.TEN:
            out.append((c, "single"))
        elif c.suit is not d.short_suit:  # partner's short suit: the small card is partner's help
            out.append((c, "void"))
    catchers = {c for s in SUITS for c in _catchers(d.hand, s)}
    out.extend((c, "high") for c in _dangerous_high(d) if c not in catchers)
    return out


def _passi_dangerous(d: _Discard) -> None:
    # *Passimisääri / Merkinanto*: a discard may be a dangerous high card, e.g. a singleton; a lone
    # small card voids its suit (*Passimisääri*: void your short suits).
    throws = _passi_throws(d)
    d.shed.extend(c for c, kind in throws if kind != "void")
    for c, kind in throws:
        if kind == "single":
            d.accept_choice([c], "sig_pm_dangerous_single", SECTION_PASSI_SIGNAL, card=str(c))
        elif kind == "void":
            d.accept_choice([c], "sig_void_single", SECTION_PASSI_SIGNAL, card=str(c), suit=c.suit.symbol)
    high = [c for c, kind in throws if kind == "high"]
    d.accept_choice(high, "sig_pm_dangerous_high", SECTION_PASSI_SIGNAL, cards=" ".join(map(str, high)))


def _misere_void(d: _Discard) -> None:
    # A defender may start voiding a suit (*Maalattu misääri / Avauslyönti*); kings are kept as entries.
    for c in _singles(d, max_rank=Rank.QUEEN):
        d.accept_choice([c], "sig_void_single", SECTION_MISERE_LEAD, card=str(c), suit=c.suit.symbol)


def _high_also(d: _Discard) -> list[tuple[Suit, list[Card]]]:
    """Beside a signal under the ace, each suit where a high card takes a trick and its small cards (C89c)."""
    if not d.ace_signal[0]:
        return []
    out = []
    for s in d.high_suits:
        small = [c for c in reversed(d.hand.holding(s).cards) if c.rank <= Rank.NINE and c in d.open]
        if small:
            out.append((s, small))
    return out


def _signal_high_also(d: _Discard) -> None:
    for s, small in _high_also(d):
        d.accept_choice(
            small, "sig_signal_high_also", SECTION_SIGNAL, suit=s.symbol, cards=_names(small),
            honours=_names(d.high_suits[s]),
        )  # fmt: skip


def equal_to_shed(d: _Discard) -> list[tuple[Card, Card]]:
    """Each card without a verdict equal to a high card advised for shedding, with that card (C90k).

    Equal: the same suit, every rank between them played or in the seat's hand.  DECISION: only high
    cards (10 or higher, not an ace): a small card equal to it would be read as a signal, and an ace is
    a card of its own in the misère games.  Found all at once, so a card made acceptable does not carry
    the grade on.
    """
    gone = set(d.point.info.played()) | set(d.point.view.hand)
    out = []
    for c in d.open:
        if not Rank.TEN <= c.rank <= Rank.KING:
            continue
        for e in d.shed:
            lo, hi = sorted((int(c.rank), int(e.rank)))
            if e.suit is c.suit and e != c and all(Card(c.suit, Rank(r)) in gone for r in range(lo + 1, hi)):
                out.append((c, e))
                break
    return out


def _accept_equal_shed(d: _Discard) -> None:
    for c, e in equal_to_shed(d):
        d.b.accept(c)
        d.b.why("sig_equal_shed", SECTION_PASSI_SIGNAL, card=str(c), equal=str(e), suit=c.suit.symbol)


def _keep_twos(d: _Discard) -> None:
    for c in sorted(d.pieti_twos):
        key = "sig_bol_keep_two_niskamies" if d.niskamies else "sig_bol_keep_two"
        d.b.mark_worse([c], key, SECTION_BOLSHEVIK_TACTICS, card=str(c), suit=c.suit.symbol)


TAIL: Final = RuleSet[_Discard, None](
    "discard.tail",
    (
        _rule(
            "C89c.high_card_signal_also",
            title=N_("A small card under another high card is a fair signal too"),
            sections=(SECTION_SIGNAL,),
            condition="Trump, grand or the dictator's game: the signal is under an ace, and the seat also holds the K-Q, or the top card left (10 or higher), with a small card in a suit no main player trumps.",
            advice="Those small cards are acceptable (a judgement): the ace is only the ideal honour to show.",
            applies=(_R + "test_a_small_card_under_k_q_is_a_fair_signal_beside_the_ace",),
            must_not=(_T + "test_a_lone_small_card_in_a_trump_defence_is_a_false_signal",),
            when=lambda d: bool(_high_also(d)),
            then=_signal_high_also,
            code=("discards._Discard.high_suits",),
            status="implemented (C89c)",
        ),
        _rule(
            "C88a.italian",
            title=N_("The Italian signal, by agreement"),
            sections=(SECTION_SIGNAL,),
            condition="The seat holds cards whose Italian signal names a suit of the standard signal (not its honour, an ace, a catching card, a pieti two, a trump or a small card of partner's short suit).",
            advice="Accept those that cost nothing; a jack or higher (outside passimisääri) is not advised, as it may win a trick.",
            applies=(
                _T + "test_italian_signal_cards_are_acceptable_alongside_the_standard_signal",
                _T + "test_an_italian_card_that_can_win_a_trick_is_not_acceptable",
            ),
            must_not=(_T + "test_no_signal_in_the_suit_partner_passed",),
            when=lambda d: bool(_italian_candidates(d)),
            then=_italian,
            code=("discards.italian_meaning", "discards.italian_cards", "discards._Discard.costs"),
            status="implemented for giving (C88, C88a)",
        ),
        _rule(
            "C89.ruff_separate",
            title=N_("A ruff is a separate decision"),
            sections=(SECTION_SIGNAL,),
            condition="A trump game: the seat holds a trump.",
            advice="The trumps are acceptable, with a reason that ruffing is decided apart from the signal.",
            applies=(_T + "test_trump_signal_small_card_of_the_ace_suit",),
            must_not=(_T + "test_no_ruff_reason_when_trumps_are_led",),
            when=lambda d: bool(_trumps(d)),
            then=_ruff,
            status="implemented (C89)",
        ),
        _rule(
            "C90d.keep_catcher",
            title=N_("Keep your catching cards"),
            sections=(SECTION_PASSI_SIGNAL,),
            condition="Passimisääri: the seat holds a catching card (a king, or a queen with two more) outside the suit led.",
            advice="The catching card is not advised: partner may still need it.",
            applies=(_T + "test_passimisaari_unsure_who_wins_signal_first",),
            must_not=(_T + "test_trump_signal_small_card_of_the_ace_suit",),
            when=lambda d: (
                d.game is GameType.PASSIMISAARI and any(_catchers(d.hand, s) for s in _kept_suits(d))
            ),
            then=_keep_catchers,
            status="implemented (C90d)",
        ),
        _rule(
            "C89.keep_honour",
            title=N_("Keep the high card the signal shows"),
            sections=(SECTION_SIGNAL,),
            condition="Outside passimisääri: the seat holds the signal's honour (the ace; the king in misère games) in a suit other than the suit led and trumps.",
            advice="That honour is not advised: it is the card the signal points to, or another way to win a trick.",
            applies=(
                _T + "test_trump_signal_small_card_of_the_ace_suit",
                _T + "test_a_lone_small_card_in_a_trump_defence_is_a_false_signal",
            ),
            must_not=(_T + "test_passimisaari_unsure_who_wins_signal_first",),
            when=lambda d: (
                d.game is not GameType.PASSIMISAARI
                and any(d.hand.holding(s).has(d.honour) for s in _kept_suits(d))
            ),
            then=_keep_honours,
            status="implemented (C89)",
        ),
        _rule(
            "C90d.dangerous_high",
            title=N_("Passimisääri: a dangerous high card is a fair discard"),
            sections=(SECTION_PASSI_SIGNAL, "Passimisääri"),
            condition="Passimisääri: the seat holds a singleton, or a 10, J or Q heading a suit with at most one small card (not a catching card).",
            advice="Shedding it is acceptable (a judgement); a lone small card voids its suit, unless it is of partner's short suit.",
            applies=(_T + "test_passimisaari_singletons_are_fair_discards",),
            must_not=(_T + "test_trump_signal_small_card_of_the_ace_suit",),
            when=lambda d: d.game is GameType.PASSIMISAARI and bool(_passi_throws(d)),
            then=_passi_dangerous,
            code=("discards._singles", "discards._dangerous_high"),
            status="implemented (C90d)",
        ),
        _rule(
            "C90.misere_void",
            title=N_("A misère defender may start voiding a suit"),
            sections=(SECTION_MISERE_LEAD,),
            condition="Painted misère defender: the seat holds a singleton no higher than the queen outside the suit led.",
            advice="Throwing it is acceptable (a judgement): it voids the suit.",
            applies=(_R + "test_a_misere_defender_may_void_a_singleton",),
            must_not=(_T + "test_misere_defender_signals_the_king_keeping_the_two",),
            when=lambda d: d.game is GameType.MISERE and bool(_singles(d, max_rank=Rank.QUEEN)),
            then=_misere_void,
            status="partly: only at the first discard",
        ),
        _rule(
            "C90j.dead_suit_also",
            title=N_("A small card of the bolshevik's void suit is fair"),
            sections=(SECTION_BOLSHEVIK_TACTICS, "Korttien ylianto"),
            condition="A bolshevik defender with a signal in a live suit holds small cards of a suit the bolshevik is void in.",
            advice="Those small cards are acceptable beside the signal (a judgement).",
            applies=(_T + "test_a_two_that_forces_nothing_is_a_free_discard",),
            must_not=(_T + "test_a_suit_the_bolshevik_is_void_in_is_dead_weight",),
            when=lambda d: (
                bool(d.signal[0]) and any(s is not d.led and _dead_small(d, s) for s in d.dead_suits)
            ),
            then=_dead_suits_also,
            status="partly: only at the first discard (C90j)",
        ),
        _rule(
            "C90h.keep_two",
            title=N_("A bolshevik defender keeps the two of a long suit"),
            sections=(SECTION_BOLSHEVIK_TACTICS,),
            condition="A bolshevik defender holds the two of a suit of four or more cards (the niskamies: two or more) the bolshevik has not shown out of.",
            advice="That two is not advised: it is the card that makes the bolshevik take a trick later.",
            applies=(
                _T + "test_a_bolshevik_defender_keeps_the_two_of_a_long_suit",
                _T + "test_the_niskamies_keeps_his_two",
            ),
            must_not=(_T + "test_a_suit_the_bolshevik_is_void_in_is_dead_weight",),
            when=lambda d: bool(d.pieti_twos),
            then=_keep_twos,
            code=("discards._Discard.pieti_twos",),
            status="partly: only at the first discard (C90h)",
        ),
        _rule(
            "C90k.equal_shed",
            title=N_("A card equal to the high card shed is as good"),
            sections=(SECTION_PASSI_SIGNAL,),
            condition="Passimisääri: a high card (10 to K) without a verdict is equal to a high card advised for shedding (every rank between them played or in the seat's hand).",
            advice="The equal card is acceptable too, with its reason: it wins and loses the same tricks.",
            applies=(_R + "test_kotkat_14001_the_ten_equal_to_the_jack_is_as_good",),
            must_not=(_T + "test_no_signal_in_the_suit_partner_passed",),
            when=lambda d: bool(equal_to_shed(d)),
            then=_accept_equal_shed,
            code=("discards.equal_to_shed",),
            status="implemented (C90k)",
        ),
        _rule(
            "C89.not_the_signal",
            title=N_("A card that is not the signal"),
            sections=(SECTION_SIGNAL, SECTION_PASSI_EXCHANGE),
            condition="Any legal card still without a verdict.",
            advice="Not advised, with its own reason: a small card is a false signal (or its honour is gone, C89b, or it is partner's short suit, C89a), a high card no signal.",
            applies=(
                _T + "test_a_lone_small_card_in_a_trump_defence_is_a_false_signal",
                _T + "test_passimisaari_small_cards_of_the_suit_partner_passed",
            ),
            must_not=(_T + "test_declaring_side_without_an_ace_sheds_a_dangerous_high_card",),
            when=lambda d: bool(d.open),
            then=_what_is_wrong,
            code=("discards._honour_gone",),
            status="implemented (C89, C89a, C89b)",
        ),
    ),
)


def _signal_side(d: _Discard) -> Advice | None:
    """Everyone else: the standard signal, with the misère games' aces (see the module docstring).

    Rules: :data:`DEFENDER_ACE`, :data:`BOLSHEVIK_ACE`, :data:`ACES_KEPT`, then :data:`SIGNAL_ALSO`
    where an ace is recommended, else :data:`SIGNAL` (no advice when none of its rules holds), then
    :data:`TAIL`.
    """
    DEFENDER_ACE.first_or_none(d, d.trail)
    BOLSHEVIK_ACE.each(d, d.trail)
    _aces_not_dropped(d)
    if d.b.recommended:
        SIGNAL_ALSO.each(d, d.trail)
    else:
        # Where the only signal would point to a skipped suit, say what to do instead (C89a, C90j).
        SIGNAL.first_or_none(d, d.trail)
        if not d.b.recommended:
            return None
    TAIL.each(d, d.trail)
    return d.build()


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's first discard for ``point``, or None when it is not a first discard.

    Rules: :data:`DECIDE` (partner's doubler suit, the declaring side's ace or high card, the
    passimisääri ace), else, for any seat but the painted-misère declaring side, :func:`_signal_side`.
    """
    if not is_first_discard(point):
        return None
    game = game_of(point.view)
    if game is None or game is GameType.THROWN_IN or _no_one_to_signal_to(point, game):
        return None
    d = _Discard(point, game, AdviceBuilder(point, TOPIC))
    advice = DECIDE.first_or_none(d, d.trail)
    if advice is not None or d.declaring:
        return advice
    return _signal_side(d)
