"""Card play after the opening lead: the handbook's play tactics as conventions with reasons.

The opening lead is :mod:`~trainer.conventions.leads`' and a player's first discard
:mod:`~trainer.conventions.discards`'; both are asked first (``modules.py``) and keep their
precedence.  This module speaks at the other cards of the play, and only where the handbook gives
advice a seat can check from what it knows (:class:`~trainer.conventions.core.DecisionPoint`: its own
hand, every card played and by whom, the suits shown out of, the cards it gave and received).  It
never reads a hidden hand.  Elsewhere it returns None (no advice).

Handbook sections, one convention each (docs/conventions.md §2.10, readings C100-C109):

* C100 *ALKUPELIT / Pelitaktiikkaa*, *Grandi (peli ilman valttia)* -- a defender second to play
  after the declaring side's lead plays low, unless the card surely takes the trick
  (:func:`_second_hand_low`).
* C101 the same sections -- a defender third to play after partner's lead, with the declaring
  side's card winning, plays high enough to beat it: the cheapest of its equal top cards
  (:func:`_third_hand_high`).
* C102 *ALKUPELIT / Pelitaktiikkaa* -- the declaring player who holds the trumps draws the
  defenders' trumps early (:func:`_draw_trumps`); not in a cup game (C103).
* C103 *Kuppi ja häntäkuppi valttipelinä* -- a defender who gets the lead while the declaring pair
  ruff each other's leads (a cup game) leads a trump (:func:`_against_cup`).
* C104 *Grandi (peli ilman valttia) / Pelitaktikkaa* -- the declaring player on lead with a long
  running suit plays it out from the top (:func:`_run_long_suit`).
* C105 *Passimisääri / Pelitaktiikkaa*, *Skruuvisanastoa*, *Bolsevikkien pistelasku* -- an ace is
  dropped at the first chance into a trick the other side surely takes, also after the first
  discard (:func:`_drop_ace`); C105a *Maalattu misääri / Pelitaktiikkaa* -- a defender of a painted
  misère may keep the ace (recommended, any other card acceptable: a judgement).
* C106 *Passimisääri / Merkinanto*, *Passimisääri* -- a catching card (king or queen) is not
  thrown away while partner may still need help, that is while an ace is out of the seat's sight
  (:func:`_keep_catchers`).
* C107 *Passimisääri*, *Passimisääri / Pelitaktiikkaa* -- a player who
  wins the lead helps partner by leading partner's shortest suit, the suit of the card partner
  passed (:func:`_lead_partners_suit`).
* C108 *Passimisääri / Pelitaktiikkaa* -- second to play, duck; and late in the deal, once partner
  can hold no ace, always play under (:func:`_play_under`).
* C109 *BOLSEVIKIT / Pelitaktiikkaa* -- the bolshevik's opponents attack with small cards and do
  not lead aces early (:func:`_bolshevik_attack`).
* C110 *ALKUPELIT / Pelitaktiikkaa*, *Grandi (peli ilman valttia) / Pelitaktikkaa* -- the declaring
  side finesses with a tenace when the lead comes from partner or the right (:func:`_finesse`).
* C110a *Valttipeli*, *ALKUPELIT / Pelitaktiikkaa* -- the declaring player who received one small
  trump from partner (the finesse signal, C59) leads a trump (:func:`_finesse_lead`).
* C111 *Kuppi ja häntäkuppi valttipelinä* -- in a cup game the declaring player on lead leads a suit
  partner is void in and can ruff (:func:`_cup_lead`).
* C112 *Maalattu misääri / Pelitaktiikkaa* -- a painted-misère defender on lead keeps pressing a main
  player in a suit that can still force one: the suits the defence chose, or partner's switch that
  caught a main player (:func:`_misere_attack`).
* C113 *Passimisääri / Avauslyönti* -- when the opponents lead partner's short suit, play under
  their card (:func:`_under_opponents_lead`).
* C115 *Passimisääri / Pelitaktiikkaa* -- holding the ace and one smaller card of a suit the opponents
  lead, last to play, take the round with the ace and keep the small card to give the lead back
  (:func:`_ace_second_last`).

DECISION notes (mirrored in docs/conventions.md):

* "Surely takes the trick" (C100) is read from the seat's knowledge only: no unseen card of the
  suit led is higher, and in a trump game the suit led is trumps or no trump is unseen.
* "The highest card needed" (C101): the handbook names two aims, winning the trick and building
  partner's honour.  We advise only where the declaring side's card is winning and the seat can
  beat it: then the cheapest card of the seat's top run (equal cards, gaps closed by cards already
  played) is recommended and any other card that beats it is acceptable (a judgement).  With
  partner winning, or no card that beats the winner, or a ruff on the table, we say nothing.
* "The owner of the trumps" (C102) is the declaring player holding more trumps than are out of
  sight (so more than partner can hold).  Any trump is recommended while a defender has not shown
  out of trumps and a trump is out of sight.  A cup game (C103's evidence) silences the rule.
* "A cup game" (C103) is read from the play: a declaring player has ruffed a side-suit trick
  their partner led.  (The auction evidence of :func:`leads.cup_evidence` serves the opening lead.)
* C106's catching cards are kings and queens (*Passimisääri*: "kuningas tai kuningatar"); partner
  "may need help" while any ace is out of the seat's sight.
* C107 fires while partner may hold an ace, and not when an opponent has already led that suit
  (the handbook advises letting the opponents go on with it).  Any card of the suit but its ace is
  recommended (the handbook weighs a middle card against a small one: a judgement); once partner has
  shown out of it, the smallest card is recommended and the others acceptable.
* C107 needs a card the opponents may have to win (*Passimisääri / Avauslyönti*: lead so as to
  "toivoa vastustajien ottavan tikin"; partner's dangerous card goes into the opponents' trick).
  Counted from the seat's knowledge only (:func:`_may_lose`): a card "still out" is one the seat has
  not seen and did not give partner; the lead can lose when a card still out beats it and an
  opponent may still follow the suit, except when the seat can count that one opponent holds every
  card still out of the suit (partner and the other opponent shown out) and some of them are lower:
  that opponent plays under and the trick stays with the leader.  When even the smallest card of the
  suit cannot lose, C107 is silent (DECISION: the handbook's other reason to lead such a suit, the
  defence against tails in *Passimisääri / Pelitaktiikkaa*, is not advised yet).  A card that cannot
  lose is not advised with a reason of its own; once partner is void, a catching card other than
  the smallest is not advised either while an ace is out of sight (C106, *Passimisääri /
  Merkinanto*: "Säilytä kiinniottokortti").
* C108 "late" is when no ace is out of the seat's sight (partner can hold none).
* C104, C110, C110a, C111, C112: the readings are in each function's docstring (a long suit runs
  when its sure winners are at least the cards still out less one; the finesse needs exactly one card
  out above the seat's next card, the opponent on the left still to play; the finesse signal is exactly
  one trump among partner's single gives, answered until the first trump trick; the cup game is C103's
  evidence; the defence's chosen suits are the first two it led, plus a suit whose defence lead a main
  player had to win; a suit presses while a main player may hold a card of it above the seat's smallest,
  a main player holding none above a card of it he threw on another suit's lead, nor above the card of
  it with which he won a trick of it last to play (C112a); with no chosen suit pressing C112 is silent).
* C109 "early" is the first four tricks (*BOLSEVIKIT / Pelitaktiikkaa* speaks of the first couple
  of tricks as the time the outcome becomes clear); any card but an ace is recommended.

Where these conventions are silent, the handbook player follows a simple policy of its own (not
the handbook): see :func:`trainer.players.handbook.simple_card`.

Grading: every legal card not recommended or accepted gets a reason of its own.

Named rules (issue 11, *Structure*; :mod:`trainer.conventions.rulebook`).  Each convention above is a
:class:`~trainer.conventions.rulebook.Rule` whose id is its reading's C-number with a dotted name
(``C100.second_hand_low``), evaluated over the context :class:`_Play` (what the seat knows, computed
before any rule; the larger rules' plans are its cached properties, which add no reason).  :func:`advise`
picks the rule set of the situation (:data:`TRUMP_LEAD`, :data:`TRUMP_FOLLOW`, :data:`MISERE_LEAD`,
:data:`PASSI_FOLLOW`, :data:`VOID`) and runs it with :meth:`~trainer.conventions.rulebook.RuleSet.first_or_none`:
the first rule whose condition holds decides the advice (``Advice.rules``), and where none holds the
module is silent, as before.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Final, NamedTuple

from trainer.bids import Double
from trainer.cards import Card, Rank, Suit
from trainer.game import GameType, Phase
from trainer.marker import N_
from trainer.play import trick_winner
from trainer.seats import Seat

from .core import Advice, DecisionPoint
from .discards import Fate, _partner_first_lead, trick_fate
from .leads import AdviceBuilder, game_of, holding, is_opening_lead
from .rulebook import Rule, RuleSet, Trail, rule
from .texts import register

TOPIC: Final = "cardplay"

SECTION_TRUMP: Final = "ALKUPELIT / Pelitaktiikkaa"
SECTION_GRAND: Final = "Grandi (peli ilman valttia)"
SECTION_CUP: Final = "Kuppi ja häntäkuppi valttipelinä"
SECTION_PASSI: Final = "Passimisääri"
SECTION_PASSI_TACTICS: Final = "Passimisääri / Pelitaktiikkaa"
SECTION_PASSI_SIGNAL: Final = "Passimisääri / Merkinanto"
SECTION_PASSI_AVAUS: Final = "Passimisääri / Avauslyönti"
SECTION_MISERE_WORDS: Final = "Skruuvisanastoa"
SECTION_MISERE_TACTICS: Final = "Maalattu misääri / Pelitaktiikkaa"
SECTION_MISERE_LEAD: Final = "Maalattu misääri / Avauslyönti"
SECTION_BOLSHEVIK_SCORE: Final = "Bolsevikkien pistelasku"
SECTION_BOLSHEVIK: Final = "BOLSEVIKIT / Pelitaktiikkaa"
SECTION_MISERE_DOUBLER: Final = "KOTKAT / Pelitaktiikkaa"

SECTIONS: Final = frozenset(
    {
        SECTION_TRUMP,
        SECTION_GRAND,
        SECTION_CUP,
        SECTION_PASSI,
        SECTION_PASSI_TACTICS,
        SECTION_PASSI_SIGNAL,
        SECTION_PASSI_AVAUS,
        SECTION_MISERE_WORDS,
        SECTION_MISERE_TACTICS,
        SECTION_MISERE_LEAD,
        SECTION_BOLSHEVIK_SCORE,
        SECTION_BOLSHEVIK,
        SECTION_MISERE_DOUBLER,
    }
)

TEMPLATES = register(
    {
        "cp_second_low": N_(
            "Second to play after the main pair's lead, a defender plays low: the {card} is your "
            "lowest, and the main player after you has to guess where the missing honours are."
        ),
        "cp_second_low_same": N_("The {card} is as low as it matters here: it does not try for the trick."),
        "cp_second_sure": N_("The {card} takes this trick for certain, so playing it now costs nothing."),
        "cp_second_low_equal": N_(
            "The {card} is worth the same as your {low}: every card between them is yours or already "
            "played, so playing it is just as low."
        ),
        "cp_second_low_middle": N_(
            "The {card} is still a low card: second to play, what matters is not to spend your highest "
            "card of the suit ({high}), and this keeps it."
        ),
        "cp_second_highest": N_(
            "The {card} is your highest {suit} and not sure to win: second to play, a defender keeps the "
            "highest card back and plays low."
        ),
        "cp_second_high": N_(
            "The {card} spends a high card that is not sure to win: the main player after you may"
            " beat it, and it tells them where your honour was."
        ),
        "cp_third_high": N_(
            "Partner led and the main pair's {winner} is winning: third to play, go as high as "
            "needed to beat it. The {card} does that most cheaply."
        ),
        "cp_third_other_winner": N_(
            "The {card} also beats the {winner}; which high card to use is your judgement."
        ),
        "cp_third_low": N_(
            "The {card} does not beat the {winner}: the main pair takes the trick cheaply, "
            "although you could have tried to win it for your side."
        ),
        "cp_draw_trumps": N_(
            "You hold your side's trumps and the defenders may still have some: lead trumps now, so "
            "that they cannot ruff your high cards later."
        ),
        "cp_draw_trumps_side": N_(
            "The {card} leaves the defenders' trumps in play: they may ruff it or your later winners."
        ),
        "cp_cup_trump": N_(
            "The declaring pair are ruffing each other's leads (a cup game): lead a trump, which "
            "removes trumps they would ruff with."
        ),
        "cp_cup_side": N_(
            "The {card} lets the declaring pair go on ruffing each other's leads; a trump lead cuts that off."
        ),
        "cp_ace_drop": N_(
            "The other side takes this trick whatever happens: drop the {card} into it. An ace kept "
            "for later may fall into a trick of your own, where it costs the trick's number."
        ),
        "cp_mis_doubler_suit": N_(
            "Partner doubled and led {suit} first to show the two there: go on throwing your {suit} cards "
            "away whenever you can, starting with the {card}."
        ),
        "cp_mis_doubler_suit_first": N_(
            "Partner doubled and led {suit} to show the two there: your {suit} cards go first while you "
            "have them, so the {card} can wait."
        ),
        "cp_ace_defender_keeps": N_(
            "In a painted misère the defenders play for the pieti, and an ace is a sure way to win a trick "
            "and take the lead to press the main pair: keeping the ace for now is your judgement."
        ),
        "cp_ace_drop_any": N_(
            "The other side takes this trick whatever happens: drop one of your aces ({aces}) into it; "
            "any of them does as well as another. An ace kept for later may fall into a trick of your "
            "own, where it costs the trick's number."
        ),
        "cp_aces_held": N_(
            "The other side takes this trick for certain, and the {card} keeps your aces ({aces}) back; "
            "they may later fall into a trick of your own."
        ),
        "cp_ace_held": N_(
            "The other side takes this trick for certain, and the {card} keeps your {ace} back; "
            "it may later fall into a trick of your own."
        ),
        "cp_keep_catcher": N_(
            "Partner may still hold an ace and need your help: keep your catching cards and throw a "
            "card you do not need for getting the lead."
        ),
        "cp_catcher_thrown": N_(
            "The {card} is a catching card: with it you can take a trick and then help partner. Keep it "
            "until you know partner needs no help."
        ),
        "cp_ace_not_sure": N_(
            "Nobody can be sure the other side takes this trick: the {card} may fall into your own "
            "side's trick."
        ),
        "cp_partner_suit": N_(
            "You have the lead and partner may still hold an ace: lead {suit}, partner's short suit "
            "(partner passed you a card of it), so that partner can throw cards away."
        ),
        "cp_partner_suit_void": N_(
            "Partner has no {suit} left: lead your smallest {suit}, and partner can throw a dangerous "
            "card while the opponents take the trick."
        ),
        "cp_partner_suit_other": N_("Another {suit} card helps partner the same way."),
        "cp_partner_suit_wins": N_(
            "As far as you can count, no opponent can beat the {card}: your side takes the trick, and a "
            "card partner throws would fall into it."
        ),
        "cp_partner_suit_ducked": N_(
            "The only opponent who can still follow {suit} also holds cards lower than the {card} and can "
            "play under it: the trick stays with you, and a card partner throws would fall into it."
        ),
        "cp_partner_suit_ace": N_("Leading the {card} takes the trick with an ace, which costs your side."),
        "cp_not_partner_suit": N_(
            "The {card} does not help partner: partner's short suit is {suit}, where you can help "
            "partner get rid of cards."
        ),
        "cp_second_duck": N_(
            "Second to play, go under: a player after you who cannot follow may drop an ace into a "
            "trick you win. The {card} stays below the {winner}."
        ),
        "cp_late_under": N_(
            "Partner cannot hold an ace any more, so the rest of the tricks should go to the opponents: "
            "play under the {winner}, as the {card} does."
        ),
        "cp_under_other": N_("The {card} also stays under the {winner}."),
        "cp_ace_second_last": N_(
            "Your {suit} cards are the {ace} and the {small}: this is your second-last round of {suit}. "
            "If {suit} keeps coming, the ace has to take a trick of it, and an early ace costs less: take "
            "this trick with the {ace} (you play last, so nobody can drop an ace into it) and lead the "
            "{small} next. A {suit} card still out beats it, so an opponent may have to take that trick."
        ),
        "cp_ace_second_last_keep": N_(
            "Keeping the {ace} can work if {suit} is not led again and you can later drop the ace into "
            "the opponents' trick; but if {suit} comes again, the ace takes that later, costlier trick and "
            "you have no small {suit} card left to get out with."
        ),
        "cp_ace_second_last_over": N_(
            "The {card} takes this trick as well, and keeps the {ace} with no smaller {suit} card behind "
            "it: the next {suit} lead makes the ace take a later, costlier trick."
        ),
        "cp_over_winner": N_(
            "The {card} beats the {winner} and may leave you with the trick, and with someone's ace in it."
        ),
        "cp_grand_run": N_(
            "Your {suit} suit runs: no card still out beats the {card}, and the opponents' cards of the "
            "suit fall under your winners. Play the suit out from the top now that you have the lead."
        ),
        "cp_grand_run_low": N_(
            "The {card} can still lose to a card that is out: play your winners in the suit first."
        ),
        "cp_grand_run_other": N_(
            "The {card} gives the opponents a chance to take the lead before your long suit's tricks are home."
        ),
        "cp_grand_link": N_(
            "The {card} crosses to partner's {link}, which no card still out beats: keeping the main "
            "pair's links matters as much as running the long suit, and its winners stay in your hand."
        ),
        "cp_finesse": N_(
            "Finesse: the {missing} is still out, and if the opponent on your right holds it, the {card} "
            "wins this trick and your {top} still wins later."
        ),
        "cp_finesse_equal": N_("The {card} is as good as the {other} here: both finesse."),
        "cp_finesse_top": N_(
            "The {card} wins now, but the {missing} then takes a later trick whoever holds it; the "
            "finesse wins both about half the time."
        ),
        "cp_finesse_low": N_(
            "The {card} is too low to hold the trick: the opponent on your left can take it cheaply."
        ),
        "cp_finesse_second_low": N_(
            "Second to play in grand you may also play low, as the {card} does: it wins only if the "
            "opponent on your left cannot beat it, but you keep your high cards and partner plays last."
        ),
        "cp_finesse_lead": N_(
            "Partner gave you a small trump in the exchange, asking for a trump lead so that partner can "
            "finesse: lead the {card}."
        ),
        "cp_finesse_lead_other": N_("The {card} is also a trump lead for partner's finesse."),
        "cp_finesse_lead_side": N_(
            "The {card} does not lead trumps, which partner asked for with the small trump."
        ),
        "cp_cup_lead": N_(
            "A cup game: partner has no {suit} left and can ruff it. Lead a small {suit}, the {card}."
        ),
        "cp_cup_lead_other": N_("The {card} is also a {suit} card that partner can ruff."),
        "cp_cup_lead_off": N_(
            "The {card} is not of a suit partner can ruff: in a cup game you lead partner's void suit while "
            "partner still has trumps."
        ),
        "cp_mis_press": N_(
            "Keep pressing the main pair in {suit}, the suit your side chose: lead your smallest, the {card}."
        ),
        "cp_mis_press_other": N_("The {card} keeps up the same pressure in {suit}."),
        "cp_mis_press_weaker": N_(
            "Your side's {suit} lead caught a main player: press the one who looks weaker in {suit}, "
            "lead your smallest, the {card}."
        ),
        "cp_mis_press_also": N_(
            "The {card} also presses: a main player may still have to win a {suit} trick."
        ),
        "cp_mis_dead_suit": N_(
            "The {card} presses nobody: neither main player is likely to hold a {suit} card above it any "
            "more, so your side takes the trick."
        ),
        "cp_mis_help_partner": N_(
            "Partner has no {suit} left: leading it lets partner throw an ace if the main pair take the trick."
        ),
        "cp_mis_press_wins": N_(
            "No card still out beats the {card}: your side keeps the trick, and the main pair are not pressed."
        ),
        "cp_mis_ace_lead": N_(
            "Leading the {card} wins the trick with an ace: it costs your side points and presses nobody; "
            "aggressive defenders do not lead aces."
        ),
        "cp_mis_partner_short": N_(
            "Partner gave you a {suit} card in the exchange, from partner's shortest suit: leading {suit}, "
            "as the opening lead does, soon leaves partner free to throw other cards on it."
        ),
        "cp_mis_switch": N_(
            "The {card} changes the plan: the defence of a painted misère presses in one or two chosen suits."
        ),
        "cp_under_opponents": N_(
            "The opponents lead {suit}, partner's short suit: play under their {winner}, as the {card} "
            "does, so that they keep the trick and partner can throw cards into it."
        ),
        "cp_bol_attack": N_(
            "Against the bolshevik, attack with small and middle cards; aces are not led in the early tricks."
        ),
        "cp_bol_early_ace": N_(
            "Leading the {card} this early takes a trick for your side instead of pressing the bolshevik."
        ),
    }
)


# --- what the seat knows -----------------------------------------------------------------------------


def _unseen(point: DecisionPoint) -> frozenset[Card]:
    """Cards the seat has not seen: not in its hand and not played."""
    info = point.info
    seen = set(info.hand) | set(info.played())
    return frozenset(Card(s, r) for s in Suit for r in Rank if Card(s, r) not in seen)


def _declaring(point: DecisionPoint, seat: Seat) -> bool:
    declarer = point.info.declarer
    return declarer is not None and seat in (declarer, declarer.partner)


def _winner(point: DecisionPoint) -> tuple[Seat, Card]:
    """The seat winning the current trick so far and its card."""
    trick = point.info.current_trick
    seat = trick_winner([c for _, c in trick], trick[0][0], point.info.trump)
    return seat, next(c for s, c in trick if s is seat)


def _sure_top(point: DecisionPoint, card: Card, unseen: frozenset[Card]) -> bool:
    """No unseen card of ``card``'s suit is higher, and (trumps) no unseen trump can ruff it (C100)."""
    if any(c.suit is card.suit and c.rank > card.rank for c in unseen):
        return False
    trump = point.info.trump
    return trump is None or card.suit is trump or not any(c.suit is trump for c in unseen)


def _low(cards: Iterable[Card]) -> Card:
    return min(cards, key=lambda c: c.rank)


def _aces_unseen(unseen: frozenset[Card]) -> bool:
    return any(c.rank is Rank.ACE for c in unseen)


def _ruffed_by_partner(point: DecisionPoint) -> bool:
    """A declaring player ruffed a side-suit trick their partner led (C103's cup evidence)."""
    trump = point.info.trump
    if trump is None:
        return False
    for t in point.info.tricks:
        led = t.cards[0]
        if led.suit is trump or not _declaring(point, t.leader):
            continue
        c = t.card_of(t.leader.partner)
        if c.suit is trump:
            return True
    return False


# --- the rules' context --------------------------------------------------------------------------------


@dataclass
class _Play:
    """One card to play after the opening lead: what the seat knows (the rules' context).

    Every value here is computed from the seat's knowledge and adds no reason; the rules' ``when`` read it
    and their ``then`` build the advice.  The plans of the larger rules (:attr:`runs`, :attr:`finesse`,
    :attr:`partner_lead`, :attr:`press`) are cached here, so that a rule's condition and its advice read
    the same values.
    """

    point: DecisionPoint
    game: GameType
    #: The named rules that fired (``Advice.rules``).
    trail: Trail = field(default_factory=Trail)

    @cached_property
    def seat(self) -> Seat:
        return self.point.seat

    @cached_property
    def trick(self) -> tuple[tuple[Seat, Card], ...]:
        return self.point.info.current_trick

    @cached_property
    def hand(self) -> tuple[Card, ...]:
        return self.point.info.hand

    @cached_property
    def follow(self) -> list[Card]:
        """The seat's cards of the suit led (empty on lead)."""
        if not self.trick:
            return []
        led = self.trick[0][1].suit
        return [c for c in self.hand if c.suit is led]

    @cached_property
    def declaring(self) -> bool:
        """The seat is one of the main pair."""
        return _declaring(self.point, self.seat)

    @cached_property
    def unseen(self) -> frozenset[Card]:
        return _unseen(self.point)

    @cached_property
    def aces(self) -> list[Card]:
        return [c for c in self.hand if c.rank is Rank.ACE]

    @cached_property
    def fate(self) -> Fate:
        return trick_fate(self.point, self.game)

    @cached_property
    def runs(self) -> list[tuple[Suit, list[Card]]]:
        return _runs(self)

    @cached_property
    def finesse(self) -> _Finesse | None:
        return _finesse_plan(self)

    @cached_property
    def partner_lead(self) -> _PartnerLead | None:
        return _partner_lead_plan(self)

    @cached_property
    def press(self) -> _Press | None:
        return _press_plan(self)


def _done(x: _Play, b: AdviceBuilder, judgement: bool) -> Advice | None:
    """The advice built, naming the rule that decided it."""
    return b.build(judgement=judgement, rules=x.trail.rules())


# --- trump and grand ---------------------------------------------------------------------------------


def _section(game: GameType) -> str:
    return SECTION_GRAND if game is GameType.GRAND else SECTION_TRUMP


def _second_hand_low_applies(x: _Play) -> bool:
    """C100: a defender second to play after the main pair's lead."""
    return not x.declaring and len(x.trick) == 1 and _declaring(x.point, x.trick[0][0])


def _second_hand_low(x: _Play) -> Advice | None:
    """C100: second to play after the declaring side's lead, a defender plays low unless sure to win."""
    point, game, follow = x.point, x.game, x.follow
    b = AdviceBuilder(point, TOPIC)
    section = _section(game)
    led = point.info.current_trick[0][1]
    unseen = _unseen(point)
    low = _low(follow)
    b.recommend(low)
    b.why("cp_second_low", section, card=str(low))
    gone = frozenset(point.info.played()) | frozenset(point.info.hand)
    top = _top_run_low(follow, gone)  # the seat's highest card of the suit, down to its equals
    for c in follow:
        if c is low:
            continue
        if c.rank < led.rank:
            b.accept(c)
            b.why("cp_second_low_same", section, card=str(c))
        elif _sure_top(point, c, unseen):
            b.accept(c)
            b.why("cp_second_sure", section, card=str(c))
        elif _equal_to(c, low, gone):
            # C100b (review 11, gen.play.alkupelit.14003: ♣10 ♣9 ♣8 beside the ♣7 of ♣A10987): a card
            # equal to the lowest plays low too.
            b.accept(c)
            b.why("cp_second_low_equal", section, card=str(c), low=str(low))
        elif c.rank >= Rank.JACK:
            b.mark_worse([c], "cp_second_high", section, card=str(c))
        elif c.rank >= top.rank:
            b.mark_worse([c], "cp_second_highest", section, card=str(c), suit=c.suit.symbol)
        else:
            # C100b (review 11, gen.play.alkupelit.14001: ♥4 of ♥10742): *Pelitaktiikkaa* asks the
            # defender not to play "korkeinta korttiaan"; a small card under the highest is still low.
            high = max(follow, key=lambda x: x.rank)
            b.accept(c)
            b.why("cp_second_low_middle", section, card=str(c), high=str(high))
    return _done(x, b, judgement=False)


def _equal_to(c: Card, low: Card, gone: frozenset[Card]) -> bool:
    """``c`` is worth the same as the lower ``low`` of its suit: every card between them is in ``gone``
    (the seat's own or played)."""
    return c.suit is low.suit and all(Card(c.suit, Rank(r)) in gone for r in range(low.rank + 1, c.rank))


def _top_run_low(cards: Sequence[Card], gone: frozenset[Card]) -> Card:
    """The cheapest card equal to the highest of ``cards`` (one suit): touching cards, gaps closed by ``gone``."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    suit = cards[0].suit
    low = ranks[0]
    for r in ranks[1:]:
        if all(Card(suit, Rank(x)) in gone for x in range(r + 1, low)):
            low = r
        else:
            break
    return Card(suit, low)


def _third_hand_high_applies(x: _Play) -> bool:
    """C101: a defender third to play after partner's lead, the main pair's card winning, and a card that beats it."""
    if x.declaring or len(x.trick) != 2 or x.trick[0][0] is not x.seat.partner:
        return False
    seat, win = _winner(x.point)
    led = x.trick[0][1].suit
    if not _declaring(x.point, seat) or win.suit is not led:
        return False
    return any(c.rank > win.rank for c in x.follow)


def _third_hand_high(x: _Play) -> Advice | None:
    """C101: third to play after partner's lead, beat the declaring side's winning card as cheaply as the top allows."""
    point, game, follow = x.point, x.game, x.follow
    _, win = _winner(point)
    beats = [c for c in follow if c.rank > win.rank]
    gone = frozenset(point.info.played())
    best = _top_run_low(follow, gone)
    section = _section(game)
    b = AdviceBuilder(point, TOPIC)
    b.recommend(best)
    b.why("cp_third_high", section, card=str(best), winner=str(win))
    for c in beats:
        if c is not best:
            b.accept(c)
            b.why("cp_third_other_winner", section, card=str(c), winner=str(win))
    for c in follow:
        if c.rank < win.rank:
            b.mark_worse([c], "cp_third_low", section, card=str(c), winner=str(win))
    return _done(x, b, judgement=bool(b.acceptable))


def _draw_trumps_applies(x: _Play) -> bool:
    """C102: the main player on lead holds more trumps than are out of sight, a defender may hold one, no cup game."""
    point = x.point
    trump = point.info.trump
    if x.game is not GameType.TRUMP or not x.declaring or trump is None or _ruffed_by_partner(point):
        return False
    hand = x.hand
    mine = [c for c in hand if c.suit is trump]
    unseen_trumps = [c for c in x.unseen if c.suit is trump]
    if not mine or not unseen_trumps or len(mine) <= len(unseen_trumps):
        return False
    voids = point.info.voids()
    defenders = [s for s in Seat if not _declaring(point, s)]
    return not (all(trump in voids[s] for s in defenders) or len(mine) == len(hand))


def _draw_trumps(x: _Play) -> Advice | None:
    """C102: the declaring player holding the trumps leads them while the defenders may have some."""
    point = x.point
    trump = point.info.trump
    hand = x.hand
    mine = [c for c in hand if c.suit is trump]
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*sorted(mine, key=lambda c: -c.rank))
    b.why("cp_draw_trumps", SECTION_TRUMP)
    for c in hand:
        if c.suit is not trump:
            b.mark_worse([c], "cp_draw_trumps_side", SECTION_TRUMP, card=str(c))
    return _done(x, b, judgement=False)


def _against_cup_applies(x: _Play) -> bool:
    """C103: a defender on lead in a trump game, the main pair ruffing each other's leads, with a trump and a side card."""
    trump = x.point.info.trump
    if x.game is not GameType.TRUMP or x.declaring or trump is None or not _ruffed_by_partner(x.point):
        return False
    mine = [c for c in x.hand if c.suit is trump]
    return bool(mine) and len(mine) != len(x.hand)


def _against_cup(x: _Play) -> Advice | None:
    """C103: a defender on lead against a cup game leads a trump."""
    point = x.point
    trump = point.info.trump
    hand = x.hand
    mine = [c for c in hand if c.suit is trump]
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*sorted(mine, key=lambda c: c.rank))
    b.why("cp_cup_trump", SECTION_CUP)
    for c in hand:
        if c.suit is not trump:
            b.mark_worse([c], "cp_cup_side", SECTION_CUP, card=str(c))
    return _done(x, b, judgement=False)


# --- the declaring side's play (C104, C110, C110a, C111) -----------------------------------------------


MIN_RUN: Final = 5
"""C104: a "long" suit has at least five cards (DECISION; the handbook's example has eight, AKQJxxxx)."""


MIN_WINNERS: Final = 2
"""C104: a running suit has at least two sure winners (DECISION; the handbook's example has four, AKQJ).

With a single top card the suit does not run: a card out that beats the seat's others falls under it only
when it is alone, and the handbook's *alkupelit-grand-5g* deal gives up a club trick first from ♣AQ1065
against ♣K9.
"""


def _sure_winners(cards: Sequence[Card], unseen: frozenset[Card]) -> list[Card]:
    """The cards of ``cards`` (one suit) that no unseen card of the suit beats, highest first."""
    if not cards:
        return []
    suit = cards[0].suit
    top = max((c.rank for c in unseen if c.suit is suit), default=None)
    return sorted((c for c in cards if top is None or c.rank > top), key=lambda c: -c.rank)


def _runs(x: _Play) -> list[tuple[Suit, list[Card]]]:
    """C104: the seat's running suits with their sure winners (see :func:`_run_long_suit`)."""
    unseen = x.unseen
    hand = x.hand
    runs: list[tuple[Suit, list[Card]]] = []
    for suit in Suit:
        cards = holding(hand, suit)
        if len(cards) < MIN_RUN:
            continue
        winners = _sure_winners(cards, unseen)
        if len(winners) >= MIN_WINNERS and len(winners) >= sum(1 for c in unseen if c.suit is suit) - 1:
            runs.append((suit, winners))
    return runs


def _run_long_suit_applies(x: _Play) -> bool:
    """C104: the main player on lead in grand with a running suit."""
    return x.game is GameType.GRAND and x.declaring and bool(x.runs)


def _run_long_suit(x: _Play) -> Advice | None:
    """C104: in grand, the declaring side on lead with a long running suit plays it out from the top.

    *Grandi (peli ilman valttia) / Pelitaktikkaa*: with a long suit that runs (its example AKQJxxxx), once
    the main pair have their first trick they take all of its tricks.  DECISION: a suit "runs" when the
    seat holds at least :data:`MIN_RUN` cards of it and at least :data:`MIN_WINNERS` sure winners (no
    unseen card beats them), and as many as there are unseen cards of the suit less one: after that many
    rounds no other hand holds one unless a single hand holds every card still out (the example's AKQJ
    against five cards out).  The sure winners are recommended (equal in effect); its other cards, which
    an unseen card still beats, and the cards of other suits are not advised, except a card below a
    winner the seat gave partner (:func:`_links_to_partner`): crossing to partner keeps the links, which
    the section puts first (acceptable, a judgement; the handbook's *kotkat-grand-6g* deal).
    """
    point = x.point
    hand = x.hand
    runs = x.runs
    b = AdviceBuilder(point, TOPIC)
    for suit, winners in runs:
        b.recommend(*winners)
        b.why("cp_grand_run", SECTION_GRAND, suit=suit.symbol, card=str(winners[0]))
    chosen = {c for _, w in runs for c in w}
    run_suits = {s for s, _ in runs}
    links = _links_to_partner(point, run_suits)
    for c in hand:
        if c in chosen:
            continue
        if c.suit in run_suits:
            b.mark_worse([c], "cp_grand_run_low", SECTION_GRAND, card=str(c))
        elif c.suit in links and c.rank < links[c.suit].rank:
            b.accept(c)
            b.why("cp_grand_link", SECTION_GRAND, card=str(c), link=str(links[c.suit]))
        else:
            b.mark_worse([c], "cp_grand_run_other", SECTION_GRAND, card=str(c))
    return _done(x, b, judgement=bool(b.acceptable))


def _links_to_partner(point: DecisionPoint, skip: set[Suit]) -> dict[Suit, Card]:
    """C104: per suit (not in ``skip``), a card the seat gave partner that no card still out beats.

    *Grandi (peli ilman valttia) / Pelitaktikkaa*: keeping the main pair's links while the long suit is
    played is of the first importance.  DECISION: a suit is a link to partner when partner holds a card of
    it the seat gave him (and he has not played) and no card out (unseen, not given to partner) beats it;
    leading a lower card of that suit crosses to partner and the long suit's winners stay in the hand.
    """
    partners = _with_partner(point)
    out = [c for c in _unseen(point) if c not in partners]
    links: dict[Suit, Card] = {}
    for p in partners:
        if p.suit in skip or any(o.suit is p.suit and o.rank > p.rank for o in out):
            continue
        if p.suit not in links or p.rank > links[p.suit].rank:
            links[p.suit] = p
    return links


def _with_partner(point: DecisionPoint) -> frozenset[Card]:
    """Cards the seat gave partner and partner has not played: the seat knows where they are."""
    info = point.info
    played = set(info.played())
    partner = point.seat.partner
    return frozenset(c for e in info.given if e.recipient is partner for c in e.cards if c not in played)


class _Finesse(NamedTuple):
    """C110's plan: the card winning the trick, the seat's sure winners, its cards below them, the run of
    cards equal to the finessing card (cheapest last) and the missing honour."""

    win: Card
    tops: list[Card]
    below: list[Card]
    run: list[Card]
    missing: Card


def _finesse_applies(x: _Play) -> bool:
    """C110: the main pair following suit, with a finesse to take (:func:`_finesse_plan`)."""
    return x.declaring and x.finesse is not None


def _finesse_plan(x: _Play) -> _Finesse | None:
    """C110: the finesse the seat can take, or None (the conditions are :func:`_finesse`'s)."""
    point, follow = x.point, x.follow
    trick = point.info.current_trick
    seat = point.seat
    leader = trick[0][0]
    if not ((len(trick) == 1 and leader is seat.right) or (len(trick) == 2 and leader is seat.partner)):
        return None
    led = trick[0][1].suit
    _, win = _winner(point)
    if win.suit is not led or led in point.info.voids()[seat.right]:
        return None
    partners = _with_partner(point)
    out = [c for c in _unseen(point) if c.suit is led and c not in partners]
    mine = sorted(follow, key=lambda c: -c.rank)
    tops = [c for c in mine if all(o.rank < c.rank for o in out)]
    below = mine[len(tops) :]
    if not tops or not below:
        return None
    nxt = below[0]
    between = [c for c in out if c.rank > nxt.rank]
    if len(between) != 1 or nxt.rank < win.rank:
        return None
    if (
        len(trick) == 2
        and _winner(point)[0] is seat.partner
        and not any(win.rank < c.rank < nxt.rank for c in out)
    ):
        return None  # partner's winning card already finesses: no card out lies between it and ours
    gone = frozenset(point.info.played())
    run = [nxt]
    for c in below[1:]:
        if all(Card(led, Rank(r)) in gone for r in range(c.rank + 1, run[-1].rank)):
            run.append(c)
        else:
            break
    cheap = run[-1]
    if cheap.rank < win.rank:
        run = [c for c in run if c.rank > win.rank]
    return _Finesse(win, tops, below, run, between[0])


def _finesse(x: _Play) -> Advice | None:
    """C110: the declaring side, with the lead from partner or the right and a tenace, finesses.

    *ALKUPELIT / Pelitaktiikkaa* ("leikkaaminen": AQxxx with the king missing, the lead from partner or
    the opponent on the right; the ace nearly always loses a trick to the king, the queen wins half the
    time), *Grandi (peli ilman valttia) / Pelitaktikkaa* (the same in grand).  DECISION: the seat's top
    cards of the suit led are sure winners (no card out beats them; a card is out when it is unseen and
    not given to partner) and exactly one card out lies above the seat's next card (the "missing honour":
    AQ without the king, or AKJ without the queen, the handbook's two trump gaps in *Valttipeli*), the
    opponent on the left has still to play and the one on the right has not shown out of the suit,
    nothing has ruffed, and the seat's next card beats the card winning the trick, unless partner's card
    is winning and no card out lies between it and the seat's next card (partner's card already does the
    finesse's work, and the seat plays low: the handbook's *alkupelit-grand-5g* deal, ♣J led, ♣4 under it
    from ♣AQ64).  Then the cheapest
    card equal to that next card is recommended (the others equal to it acceptable); the sure winners
    and the cards below the finesse are not advised.  In grand, second to play (the lead from the right),
    a card below the finesse is acceptable: *Grandi (peli ilman valttia) / Pelitaktikkaa* names "second
    hand low" as a rule above all (not only) for the defenders, and partner still plays last (DECISION;
    the handbook's *alkupelit-grand-5g* deal, where the ♠8 holds the trick).
    """
    plan = x.finesse
    assert plan is not None
    point, game = x.point, x.game
    trick = point.info.current_trick
    _, tops, below, run, missing = plan
    top = tops[0]
    cheap = run[-1]
    section = _section(game)
    b = AdviceBuilder(point, TOPIC)
    b.recommend(cheap)
    b.why("cp_finesse", section, card=str(cheap), missing=str(missing), top=str(top))
    for c in run:
        if c is not cheap:
            b.accept(c)
            b.why("cp_finesse_equal", section, card=str(c), other=str(cheap))
    for c in tops:
        b.mark_worse([c], "cp_finesse_top", section, card=str(c), missing=str(missing))
    second_low = game is GameType.GRAND and len(trick) == 1
    for c in below:
        if c in run:
            continue
        if second_low:
            b.accept(c)
            b.why("cp_finesse_second_low", section, card=str(c))
        else:
            b.mark_worse([c], "cp_finesse_low", section, card=str(c))
    return _done(x, b, judgement=bool(b.acceptable))


def _finesse_signal(point: DecisionPoint) -> Card | None:
    """C110a: the one trump partner passed the seat as a single card (the finesse signal), else None.

    *Valttipeli* (C59): the first trump bidder who lacks a top trump gives partner a small trump, so that
    partner can lead trumps and the first bidder can finesse.  DECISION: the signal is exactly one trump
    among partner's single-card gives (a packet, or two trumps or more, is a cup game or trumps handed
    over, not the signal).
    """
    trump = point.info.trump
    partner = point.seat.partner
    singles = [e.cards[0] for e in point.info.received if e.giver is partner and len(e.cards) == 1]
    trumps = [c for c in singles if c.suit is trump]
    return trumps[0] if len(trumps) == 1 else None


def _finesse_lead_applies(x: _Play) -> bool:
    """C110a: the main player on lead in a trump game holds partner's finesse signal, before any trump trick."""
    point = x.point
    trump = point.info.trump
    if x.game is not GameType.TRUMP or not x.declaring:
        return False
    if trump is None or _finesse_signal(point) is None or _ruffed_by_partner(point):
        return False
    info = point.info
    if any(t.cards[0].suit is trump for t in info.tricks) or trump in info.voids()[point.seat.partner]:
        return False
    mine = [c for c in x.hand if c.suit is trump]
    return bool(mine) and len(mine) != len(x.hand)


def _finesse_lead(x: _Play) -> Advice | None:
    """C110a: holding partner's small trump (the finesse signal), lead a trump toward partner.

    Until the first trump trick (DECISION: the signal asks for one trump lead through the opponent on
    partner's right; after it, drawing trumps is :func:`_draw_trumps`'), while partner has not shown out
    of trumps and no cup game shows.  The smallest trump is recommended, a higher one acceptable, a side
    card not advised.
    """
    point = x.point
    trump = point.info.trump
    hand = x.hand
    mine = sorted((c for c in hand if c.suit is trump), key=lambda c: c.rank)
    b = AdviceBuilder(point, TOPIC)
    b.recommend(mine[0])
    b.why("cp_finesse_lead", SECTION_TRUMP, card=str(mine[0]))
    for c in mine[1:]:
        b.accept(c)
        b.why("cp_finesse_lead_other", SECTION_TRUMP, card=str(c))
    for c in hand:
        if c.suit is not trump:
            b.mark_worse([c], "cp_finesse_lead_side", SECTION_TRUMP, card=str(c))
    return _done(x, b, judgement=len(mine) > 1)


def _cup_suits(x: _Play) -> list[Suit]:
    """C111: the side suits the seat holds that partner, who may still ruff, has shown out of (a cup game)."""
    point = x.point
    trump = point.info.trump
    if trump is None or not _ruffed_by_partner(point):
        return []
    voids = point.info.voids()[point.seat.partner]
    if trump in voids or not any(c.suit is trump for c in x.unseen):
        return []
    return [s for s in Suit if s is not trump and s in voids and holding(x.hand, s)]


def _cup_lead_applies(x: _Play) -> bool:
    """C111: the main player on lead in a cup game holds a suit partner can ruff."""
    return x.game is GameType.TRUMP and x.declaring and bool(_cup_suits(x))


def _cup_lead(x: _Play) -> Advice | None:
    """C111: in a cup game, the declaring player on lead leads a suit partner ruffs.

    *Kuppi ja häntäkuppi valttipelinä*: the main players lead in turn the suit the other is void in, and
    in the tail-cup example the front player leads small cards of his long side suit for partner to ruff.
    DECISION: the cup game is C103's evidence (a declaring player has ruffed a side-suit lead of their
    partner); partner's void suits are those partner has shown out of; partner may still ruff while a
    trump is out of the seat's sight and partner has not shown out of trumps.  The smallest card of such
    a suit is recommended, its other cards acceptable; the other cards are not advised (when partner's
    trumps are gone the rule is silent and the trumps are drawn, as the handbook says).
    """
    point = x.point
    hand = x.hand
    suits = _cup_suits(x)
    b = AdviceBuilder(point, TOPIC)
    for s in suits:
        cards = sorted(holding(hand, s), key=lambda c: c.rank)
        b.recommend(cards[0])
        b.why("cp_cup_lead", SECTION_CUP, suit=s.symbol, card=str(cards[0]))
        for c in cards[1:]:
            b.accept(c)
            b.why("cp_cup_lead_other", SECTION_CUP, suit=s.symbol, card=str(c))
    for c in hand:
        if c.suit not in suits:
            b.mark_worse([c], "cp_cup_lead_off", SECTION_CUP, card=str(c))
    return _done(x, b, judgement=bool(b.acceptable) or len(suits) > 1)


# --- the painted misère's defence (C112) -------------------------------------------------------------


ATTACK_SUITS: Final = 2
"""C112: the defenders press in "one or two" chosen suits (*Maalattu misääri / Pelitaktiikkaa*)."""


def _misere_caps(point: DecisionPoint, main: tuple[Seat, Seat], suit: Suit) -> dict[Seat, Rank | None]:
    """C112: the highest card of ``suit`` each main player may still hold, as a cap (None: no cap).

    DECISION: a main player who threw a card of the suit on another suit's lead is read as holding no
    higher card of it (a misère player throws the most dangerous card of a suit first), unless he plays
    a higher card of it later; a main player shown out of the suit can hold none (the cap is the lowest
    rank, below every card).

    DECISION (C112a, review round 10 gen.play.kotkat.10500): a main player who played last to a trick of
    the suit and won it with a card of the suit is read as holding no higher card of it: the trick was his
    whatever he played, and a misère player takes such a trick with his highest card (his most dangerous
    one; *Maalattu misääri / Pelitaktiikkaa* has the main pair take their unavoidable tricks early, and
    *Korttien vaihdot* puts the pair's bad cards into the same trick).  An unseen card above it is then
    placed with the seat's partner and keeps no suit alive.  The same lapse applies.
    """
    voids = point.info.voids()
    caps: dict[Seat, Rank | None] = {}
    for m in main:
        if suit in voids[m]:
            caps[m] = Rank.TWO
            continue
        cap: Rank | None = None
        for t in point.info.tricks:
            c = t.card_of(m)
            if c.suit is not suit:
                continue
            if t.cards[0].suit is not suit:
                cap = c.rank if cap is None else min(cap, c.rank)
                continue
            if cap is not None and c.rank > cap:
                cap = None  # a higher card of the suit came later: the reading does not hold
            if t.winner is m and t.cards[3] == c:
                # C112a: last to play and winning: he took the trick with his highest card of the suit.
                cap = c.rank if cap is None else min(cap, c.rank)
        caps[m] = cap
    return caps


def _presses(point: DecisionPoint, main: tuple[Seat, Seat], suit: Suit, card: Card) -> bool:
    """C112: leading ``card`` may force a main player: one may still hold a card of the suit above it.

    A card counts when the seat has not seen it and it lies above ``card`` and below the main player's cap
    (:func:`_misere_caps`).
    """
    unseen = _unseen(point)
    caps = _misere_caps(point, main, suit)
    for m in main:
        cap = caps[m]
        if any(u.suit is suit and u.rank > card.rank and (cap is None or u.rank < cap) for u in unseen):
            return True
    return False


def _partners_short_suits(point: DecisionPoint) -> list[Suit]:
    """C112: the suits of the cards partner gave the seat in the defenders' exchange (partner's short suits).

    *Sivupelaajien korttien vaihdot* (painted misère): a defender gives partner the smallest card of his
    shortest suit, and *Maalattu misääri / Avauslyönti* leads over the received suit.
    """
    partner = point.seat.partner
    suits: list[Suit] = []
    for e in point.info.received:
        if e.giver is partner:
            for c in e.cards:
                if c.suit not in suits:
                    suits.append(c.suit)
    return suits


class _Press(NamedTuple):
    """C112's plan: the main pair, the suits the defence led (in order), the suits whose defence lead a
    main player won (the last one last), the candidate suits, and of the seat's suits among them those
    that still press and those that are dead."""

    main: tuple[Seat, Seat]
    led: list[Suit]
    caught: list[Suit]
    candidates: list[Suit]
    pressing: list[Suit]
    dead: list[Suit]


def _press_plan(x: _Play) -> _Press | None:
    """C112: the defence's suits and which of them still press (:func:`_misere_attack`), or None."""
    point = x.point
    info = point.info
    declarer = info.declarer
    if declarer is None:
        return None
    main = (declarer, declarer.partner)
    led: list[Suit] = []
    caught: list[Suit] = []
    for t in info.tricks:
        suit = t.cards[0].suit
        if t.leader in main:
            continue
        if suit not in led:
            led.append(suit)
        if t.winner in main:
            if suit in caught:
                caught.remove(suit)
            caught.append(suit)
    candidates = led[:ATTACK_SUITS] + [s for s in caught if s not in led[:ATTACK_SUITS]]
    hand = info.hand
    pressing: list[Suit] = []
    dead: list[Suit] = []
    for s in candidates:
        cards = holding(hand, s)
        if not cards:
            continue
        if _presses(point, main, s, _low(cards)):
            pressing.append(s)
        else:
            dead.append(s)
    return _Press(main, led, caught, candidates, pressing, dead)


def _misere_attack_applies(x: _Play) -> bool:
    """C112: a painted-misère defender on lead with a suit that still presses a main player."""
    return x.game is GameType.MISERE and not x.declaring and x.press is not None and bool(x.press.pressing)


def _misere_attack(x: _Play) -> Advice | None:
    """C112: a painted-misère defender on lead presses a main player in a suit that can still force one.

    *Maalattu misääri / Pelitaktiikkaa*: the defenders press the main pair in one or two suits of their
    choice ("yhdessä tai kahdessa valitsemassaan maassa"), aim the pressure at the main player who looks
    weaker ("siihen pääpelaajaan, jolla näyttää olevan heikommat") and have no room for many changes of
    plan; *Maalattu misääri / Avauslyönti*: after the first lead the leader goes on with a small card of the
    same suit.  DECISION: the candidate suits are the first :data:`ATTACK_SUITS` suits the defenders led,
    and any suit a defender led whose trick a main player had to win (partner's switch that caught a main
    player).  Such a suit still presses while a main player may hold a card of it above the seat's smallest
    one (:func:`_presses`: not shown out, and below any card of it he threw on another suit's lead); a suit
    both main players are out of, or where no card a main player may still hold lies above the seat's
    smallest, is dead.  The smallest card of the suit that last caught a main player (he looks weaker) is
    recommended, else that of the first pressing suit; the smallest card of each other pressing suit is
    acceptable (a judgement), and so are a pressing suit's other cards that can still force a main player
    and the cards of a suit partner has shown out of (helping partner, who can throw an ace into the main
    pair's trick).  A dead suit's card (or a pressing suit's card above whatever a main player may still
    hold), an ace and a new suit are not advised, each with its own reason.  While the defence has led
    fewer than :data:`ATTACK_SUITS` suits, a new suit that presses is its second chosen suit, not a change
    of plan: its smallest card (and its other cards that can still force a main player) are acceptable
    (DECISION; the handbook's *alkupelit-misere-5m* deal, where the defence's second lead opens diamonds).
    The suit of the card partner gave the seat in the defenders' exchange (partner's short suit, the suit
    *Maalattu misääri / Avauslyönti* leads over) is not a change of plan either: its cards other than the
    ace are acceptable (DECISION; the same deal, where B leads the ♣6 partner gave him).
    Silent when no suit presses, and for the main pair.
    """
    plan = x.press
    assert plan is not None
    point = x.point
    info = point.info
    main, led, caught, candidates, pressing, dead = plan
    voids = info.voids()
    hand = info.hand
    # Until the defence has led ATTACK_SUITS suits, a new suit is its second chosen suit, not a switch.
    second = (
        [s for s in Suit if s not in led and s not in candidates and holding(hand, s)]
        if len(led) < ATTACK_SUITS
        else []
    )
    second = [s for s in second if _presses(point, main, s, _low(holding(hand, s)))]
    live_caught = [s for s in caught if s in pressing]
    target = live_caught[-1] if live_caught else pressing[0]
    helping = [
        s
        for s in Suit
        if s in voids[point.seat.partner] and s not in pressing and s not in second and holding(hand, s)
    ]
    b = AdviceBuilder(point, TOPIC)
    for s in [target] + [s for s in pressing if s is not target] + second:
        ordered = sorted(holding(hand, s), key=lambda c: c.rank)
        if s is target:
            b.recommend(ordered[0])
            key = "cp_mis_press_weaker" if s not in led[:ATTACK_SUITS] else "cp_mis_press"
            b.why(key, SECTION_MISERE_TACTICS, suit=s.symbol, card=str(ordered[0]))
        else:
            b.accept(ordered[0])
            b.why("cp_mis_press_also", SECTION_MISERE_TACTICS, suit=s.symbol, card=str(ordered[0]))
        for c in ordered[1:]:
            if c.rank is Rank.ACE:
                continue
            if _presses(point, main, s, c):
                b.accept(c)
                b.why("cp_mis_press_other", SECTION_MISERE_TACTICS, suit=s.symbol, card=str(c))
            elif any(u.suit is s and u.rank > c.rank for u in _unseen(point)):
                b.mark_worse([c], "cp_mis_dead_suit", SECTION_MISERE_TACTICS, suit=s.symbol, card=str(c))
            else:
                b.mark_worse([c], "cp_mis_press_wins", SECTION_MISERE_TACTICS, card=str(c))
    for s in helping:
        others = [c for c in holding(hand, s) if c.rank is not Rank.ACE]
        if others:
            b.accept(*others)
            b.why("cp_mis_help_partner", SECTION_MISERE_TACTICS, suit=s.symbol)
    short = [
        s
        for s in _partners_short_suits(point)
        if s not in pressing and s not in second and s not in helping and holding(hand, s)
    ]
    for s in short:
        others = [c for c in holding(hand, s) if c.rank is not Rank.ACE]
        if others:
            b.accept(*others)
            b.why("cp_mis_partner_short", SECTION_MISERE_LEAD, suit=s.symbol)
    for c in hand:
        if c.rank is Rank.ACE:
            b.mark_worse([c], "cp_mis_ace_lead", SECTION_MISERE_TACTICS, card=str(c))
        elif c.suit in short:
            continue
        elif c.suit in dead and c.suit not in helping:
            b.mark_worse([c], "cp_mis_dead_suit", SECTION_MISERE_TACTICS, suit=c.suit.symbol, card=str(c))
        elif c.suit not in pressing and c.suit not in helping and c.suit not in second:
            b.mark_worse([c], "cp_mis_switch", SECTION_MISERE_TACTICS, card=str(c))
    return _done(x, b, judgement=bool(b.acceptable))


# --- misère games ----------------------------------------------------------------------------------


def _doubler_suit(x: _Play) -> Suit | None:
    """C114: painted misère, partner doubled: the suit partner led first (the suit of his two), when the seat,
    a defender void in the suit led, still holds it; else None."""
    point = x.point
    if x.game is not GameType.MISERE or x.declaring or not x.trick:
        return None
    partner = point.seat.partner
    if not any(s is partner and isinstance(c, Double) for s, c in point.info.doubling):
        return None
    shown = _partner_first_lead(point)
    if shown is None or shown is x.trick[0][1].suit or not holding(x.hand, shown):
        return None
    return shown


def _doubler_suit_applies(x: _Play) -> bool:
    """C114: a painted-misère defender void in the suit led, partner doubled and led first a suit he holds."""
    return _doubler_suit(x) is not None


def _doubler_suit_later(x: _Play) -> Advice | None:
    """C114: the doubler's partner throws the doubler's suit at every discard, not only the first one.

    *KOTKAT / Pelitaktiikkaa*: a player who doubles a painted misère shows partner the suit of his two by
    leading his first trick in it, and partner is to throw away all his cards of that suit as soon as he
    can ("heittämään pois kaikki" … "heti, kun se on mahdollista"), so that the doubler can
    later feed that suit's tails to a main player.  The first discard is discards.py's C91; this rule
    gives the same advice at every later discard while the seat still holds the suit.  DECISION (as C91):
    the suit goes from the top, its highest card recommended and its other cards acceptable; a card of
    another suit is not advised.  An ace into a trick the main pair surely take is C105a's, which comes
    first (the doubler's suit is acceptable there as any other card).
    """
    shown = _doubler_suit(x)
    assert shown is not None
    cards = sorted(holding(x.hand, shown), key=lambda c: c.rank, reverse=True)
    b = AdviceBuilder(x.point, TOPIC)
    b.recommend(cards[0])
    b.accept(*cards[1:])
    b.why("cp_mis_doubler_suit", SECTION_MISERE_DOUBLER, suit=shown.symbol, card=str(cards[0]))
    for c in x.hand:
        if c.suit is not shown:
            b.mark_worse(
                [c], "cp_mis_doubler_suit_first", SECTION_MISERE_DOUBLER, suit=shown.symbol, card=str(c)
            )
    return _done(x, b, judgement=False)


def _ace_section(game: GameType) -> str:
    if game is GameType.PASSIMISAARI:
        return SECTION_PASSI_TACTICS
    if game is GameType.BOLSHEVIK:
        return SECTION_BOLSHEVIK_SCORE
    return SECTION_MISERE_WORDS


def _drop_ace_applies(x: _Play) -> bool:
    """C105: void in the suit led, holding an ace, in a trick the other side surely takes."""
    return bool(x.aces) and x.fate is Fate.THEIRS


def _keeps_ace_applies(x: _Play) -> bool:
    """C105a: as C105, for a defender of a painted misère."""
    return x.game is GameType.MISERE and not x.declaring and _drop_ace_applies(x)


def _ace_drop_reason(x: _Play) -> tuple[AdviceBuilder, str]:
    """C105 and C105a: the aces recommended with the reason; the builder and the aces' text."""
    aces = x.aces
    section = _ace_section(x.game)
    b = AdviceBuilder(x.point, TOPIC)
    b.recommend(*aces)
    # Two or more aces are equally good to drop: the text names them all, so that it is true of the
    # learner's ace (review round 9, gen.play.bolsevikit.10301, 10303: "drop the ♣A" to a learner who
    # dropped the ♦A, "keeps your ♣A back" when both were kept).
    aces_text = " ".join(map(str, aces))
    if len(aces) > 1:
        b.why("cp_ace_drop_any", section, aces=aces_text)
    else:
        b.why("cp_ace_drop", section, card=str(aces[0]))
    return b, aces_text


def _defender_keeps_ace(x: _Play) -> Advice | None:
    """C105a: a painted-misère defender: the ace recommended, any other card acceptable (a judgement; see
    :func:`_drop_ace`)."""
    b, _ = _ace_drop_reason(x)
    b.accept(*(c for c in x.hand if c.rank is not Rank.ACE))
    b.why("cp_ace_defender_keeps", SECTION_MISERE_TACTICS)
    return _done(x, b, judgement=True)


def _drop_ace(x: _Play) -> Advice | None:
    """C105: void in the suit led, drop an ace into a trick the other side surely takes.

    The rule "at the first chance" is *Passimisääri / Pelitaktiikkaa*'s ("Useimmiten ässä kannattaa
    heittää ensimmäisessä mahdollisessa tilanteessa"), and *Bolsevikkien pistelasku* counts aces the
    same way: there every other card is not advised.  A defender of a painted misère is another case
    (C105a, DECISION): *Maalattu misääri / Pelitaktiikkaa* gives the defence no such rule; the defenders
    press the main pair and must agree who "johtaa peliä", so an ace, their sure way to win a trick and
    take the lead, may be kept.  The ace is still recommended (*Skruuvisanastoa*: a misère is played to
    feed the aces into the opponents' tricks), any other card acceptable (a judgement).  The main pair
    of a painted misère keep the rule: they never want the lead.
    """
    aces = x.aces
    section = _ace_section(x.game)
    b, aces_text = _ace_drop_reason(x)
    several = len(aces) > 1
    for c in x.hand:
        if c.rank is not Rank.ACE:
            if several:
                b.mark_worse([c], "cp_aces_held", section, card=str(c), aces=aces_text)
            else:
                b.mark_worse([c], "cp_ace_held", section, card=str(c), ace=str(aces[0]))
    return _done(x, b, judgement=False)


def _keep_catchers_applies(x: _Play) -> bool:
    """C106: passimisääri, discarding, an ace out of sight, holding a catching card and a card that is neither it nor an ace."""
    if x.game is not GameType.PASSIMISAARI or not _aces_unseen(x.unseen):
        return False
    catchers = [c for c in x.hand if c.rank in (Rank.KING, Rank.QUEEN)]
    rest = [c for c in x.hand if c not in catchers and c.rank is not Rank.ACE]
    return bool(catchers) and bool(rest)


def _keep_catchers(x: _Play) -> Advice | None:
    """C106: passimisääri, discarding: keep kings and queens while partner may still need help."""
    point = x.point
    hand = x.hand
    catchers = [c for c in hand if c.rank in (Rank.KING, Rank.QUEEN)]
    aces = [c for c in hand if c.rank is Rank.ACE]
    rest = [c for c in hand if c not in catchers and c not in aces]
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*rest)
    b.why("cp_keep_catcher", SECTION_PASSI_SIGNAL)
    for c in catchers:
        b.mark_worse([c], "cp_catcher_thrown", SECTION_PASSI_SIGNAL, card=str(c))
    for c in aces:
        b.mark_worse([c], "cp_ace_not_sure", SECTION_PASSI_TACTICS, card=str(c))
    return _done(x, b, judgement=False)


def _partners_short_suit(point: DecisionPoint) -> Suit | None:
    """The suit of the card partner passed the seat (*Passimisääri / Korttien vaihdot*: the shortest suit)."""
    partner = point.seat.partner
    for e in point.info.received:
        if e.giver is partner and e.cards:
            return e.cards[0].suit
    return None


def _may_lose(point: DecisionPoint, card: Card, unseen: frozenset[Card]) -> bool:
    """C107: an opponent may have to beat ``card`` led, as far as the seat can count.

    *Passimisääri / Avauslyönti*: the leader hopes the opponents take the trick ("toivoa vastustajien
    ottavan tikin"), so that partner's dangerous card falls into their trick.  A card still out is one
    the seat has not seen and did not give partner; see the DECISION note on C107 above.
    """
    suit = card.suit
    seat = point.seat
    partner = seat.partner
    info = point.info
    played = set(info.played())
    with_partner = {c for e in info.given if e.recipient is partner for c in e.cards if c not in played}
    out = [c for c in unseen if c.suit is suit and c not in with_partner]
    voids = info.voids()
    opponents = [s for s in Seat if s not in (seat, partner) and suit not in voids[s]]
    if not opponents or not any(c.rank > card.rank for c in out):
        return False  # no opponent can beat it: the leader's side takes the trick
    if len(opponents) == 1 and suit in voids[partner]:
        return not any(c.rank < card.rank for c in out)  # that opponent holds them all and plays under
    return True


def _cannot_lose_key(point: DecisionPoint, card: Card, unseen: frozenset[Card]) -> str:
    """The reason a card of partner's suit that cannot lose is not advised: sure to win, or ducked."""
    suit = card.suit
    beaten = any(c.suit is suit and c.rank > card.rank for c in unseen)
    voids = point.info.voids()
    followers = [s for s in Seat if s not in (point.seat, point.seat.partner) and suit not in voids[s]]
    return "cp_partner_suit_ducked" if beaten and followers else "cp_partner_suit_wins"


class _PartnerLead(NamedTuple):
    """C107's plan: partner's short suit, the seat's cards of it other than the ace, those that may lose
    the trick, and whether partner has shown out of it."""

    suit: Suit
    cards: list[Card]
    losing: list[Card]
    void: bool


def _partner_lead_plan(x: _Play) -> _PartnerLead | None:
    """C107: the lead in partner's short suit the seat can make (:func:`_lead_partners_suit`), or None."""
    point, unseen = x.point, x.unseen
    suit = _partners_short_suit(point)
    if suit is None or not _aces_unseen(unseen):
        return None
    partner = point.seat.partner
    if any(t.cards[0].suit is suit and t.leader not in (point.seat, partner) for t in point.info.tricks):
        return None  # the opponents led it: let them go on (Passimisääri / Avauslyönti)
    hand = point.info.hand
    cards = [c for c in holding(hand, suit) if c.rank is not Rank.ACE]
    if not cards or len(cards) == len(hand):
        return None
    losing = [c for c in cards if _may_lose(point, c, unseen)]
    if not losing:
        return None  # every card of the suit keeps the trick: no help for partner there (DECISION above)
    void = suit in point.info.voids()[partner]
    if void and _low(cards) not in losing:
        return None
    return _PartnerLead(suit, cards, losing, void)


def _lead_partners_suit_applies(x: _Play) -> bool:
    """C107: passimisääri, on lead, partner may hold an ace, a card of partner's short suit may lose."""
    return x.game is GameType.PASSIMISAARI and x.partner_lead is not None


def _lead_partners_suit(x: _Play) -> Advice | None:
    """C107: passimisääri, on lead after the first trick: lead partner's shortest suit.

    Only with a card the opponents may have to win (:func:`_may_lose`, *Passimisääri / Avauslyönti*);
    once partner is void there, the smallest card (*Passimisääri / Pelitaktiikkaa*), and catching cards
    are kept (C106, *Passimisääri / Merkinanto*).
    """
    plan = x.partner_lead
    assert plan is not None
    point, unseen, hand = x.point, x.unseen, x.hand
    suit, cards, losing, void = plan
    b = AdviceBuilder(point, TOPIC)
    judgement = False
    if void:
        low = _low(cards)
        b.recommend(low)
        b.why("cp_partner_suit_void", SECTION_PASSI_TACTICS, suit=suit.symbol)
        for c in losing:
            if c is low:
                continue
            if c.rank in (Rank.KING, Rank.QUEEN):
                b.mark_worse([c], "cp_catcher_thrown", SECTION_PASSI_SIGNAL, card=str(c))
            else:
                b.accept(c)
                b.why("cp_partner_suit_other", SECTION_PASSI_TACTICS, suit=suit.symbol)
    else:
        b.recommend(*losing)
        b.why("cp_partner_suit", SECTION_PASSI, suit=suit.symbol)
        judgement = len(losing) > 1
    for c in cards:
        if c not in losing:
            if _cannot_lose_key(point, c, unseen) == "cp_partner_suit_ducked":
                b.mark_worse(
                    [c], "cp_partner_suit_ducked", SECTION_PASSI_AVAUS, card=str(c), suit=suit.symbol
                )
            else:
                b.mark_worse([c], "cp_partner_suit_wins", SECTION_PASSI_AVAUS, card=str(c))
    for c in hand:
        if c.suit is suit and c.rank is Rank.ACE:
            b.mark_worse([c], "cp_partner_suit_ace", SECTION_PASSI, card=str(c))
        elif c.suit is not suit:
            b.mark_worse([c], "cp_not_partner_suit", SECTION_PASSI, card=str(c), suit=suit.symbol)
    return _done(x, b, judgement=judgement)


def _play_under_applies(x: _Play) -> bool:
    """C108: passimisääri, following with a card under the winner and one over it, second to play or late."""
    second = len(x.trick) == 1
    late = not _aces_unseen(x.unseen)
    if not (second or late):
        return False
    _, win = _winner(x.point)
    under = [c for c in x.follow if c.rank < win.rank]
    return bool(under) and len(under) != len(x.follow)


def _play_under(x: _Play) -> Advice | None:
    """C108: passimisääri, following suit: second hand ducks; late (no ace out of sight) always under."""
    point, follow = x.point, x.follow
    second = len(x.trick) == 1
    _, win = _winner(point)
    under = [c for c in follow if c.rank < win.rank]
    key = "cp_second_duck" if second else "cp_late_under"
    best = max(under, key=lambda c: c.rank)
    b = AdviceBuilder(point, TOPIC)
    b.recommend(best)
    b.why(key, SECTION_PASSI_TACTICS, card=str(best), winner=str(win))
    for c in under:
        if c is not best:
            b.accept(c)
            b.why("cp_under_other", SECTION_PASSI_TACTICS, card=str(c), winner=str(win))
    for c in follow:
        if c.rank > win.rank:
            b.mark_worse([c], "cp_over_winner", SECTION_PASSI_TACTICS, card=str(c), winner=str(win))
    return _done(x, b, judgement=False)


def _ace_second_last_applies(x: _Play) -> bool:
    """C115: passimisääri, an opponent led a suit the seat holds as its ace and one smaller card, the seat
    last to play, no ace in the trick, and the smaller card can still make an opponent take a round."""
    if x.game is not GameType.PASSIMISAARI or len(x.trick) != 3 or len(x.follow) != 2:
        return False
    seat = x.seat
    if x.trick[0][0] in (seat, seat.partner) or any(c.rank is Rank.ACE for _, c in x.trick):
        return False
    aces = [c for c in x.follow if c.rank is Rank.ACE]
    if not aces:
        return False
    small = next(c for c in x.follow if c.rank is not Rank.ACE)
    return _may_lose(x.point, small, x.unseen)


def _ace_second_last(x: _Play) -> Advice | None:
    """C115: passimisääri, the ace on the second-last round of a suit.

    *Passimisääri / Pelitaktiikkaa*: when the opponents' pressure makes the ace take a trick of a suit and
    a small card of it is in the hand too, the ace is often best used on the suit's second-last round at
    the latest ("viimeistään toiseksi viimeinen"), the small card then put the opponent back on lead
    ("jatkaa sitten pienellä kortilla"); aces taken early are cheap, late ones costly.  DECISION (the
    handbook leaves the count open; docs/conventions.md C115): the round is the seat's second-last of the
    suit when it holds the ace and exactly one other card of it; the pressure is an opponent's lead; the
    seat plays last (only the fourth hand is safe from an ace dropped into its trick) and no ace lies in
    the trick; the small card must be able to put an opponent on lead next round, counted as C107 counts
    (:func:`_may_lose`: a card of the suit still out above it, which no card given to partner explains,
    and an opponent not shown out of it).  The ace is recommended; the small card under the winning card
    stays acceptable ("usein": the suit may not come again, and the ace could then go into the opponents'
    trick on another lead, C105), a judgement; the small card over the winning card takes the trick anyway
    and is not advised.  With more cards of the suit the handbook's "at the latest" leaves the timing open
    and the rule is silent.  It decides before C108 and C113 where it speaks.
    """
    point, follow = x.point, x.follow
    ace = next(c for c in follow if c.rank is Rank.ACE)
    small = next(c for c in follow if c.rank is not Rank.ACE)
    _, win = _winner(point)
    suit = ace.suit.symbol
    b = AdviceBuilder(point, TOPIC)
    b.recommend(ace)
    b.why("cp_ace_second_last", SECTION_PASSI_TACTICS, suit=suit, ace=str(ace), small=str(small))
    if small.rank < win.rank:
        b.accept(small)
        b.why("cp_ace_second_last_keep", SECTION_PASSI_TACTICS, suit=suit, ace=str(ace))
    else:
        b.mark_worse(
            [small],
            "cp_ace_second_last_over",
            SECTION_PASSI_TACTICS,
            card=str(small),
            ace=str(ace),
            suit=suit,
        )
    return _done(x, b, judgement=small.rank < win.rank)


def _under_opponents_lead_applies(x: _Play) -> bool:
    """C113: passimisääri, an opponent led partner's short suit, an opponent's card of it winning, a card under it and one over."""
    point = x.point
    suit = _partners_short_suit(point)
    trick = x.trick
    seat = x.seat
    if suit is None or trick[0][1].suit is not suit or trick[0][0] in (seat, seat.partner):
        return False
    wseat, win = _winner(point)
    if wseat is seat.partner or win.suit is not suit:
        return False
    under = [c for c in x.follow if c.rank < win.rank]
    return bool(under) and len(under) != len(x.follow)


def _under_opponents_lead(x: _Play) -> Advice | None:
    """C113: passimisääri, the opponents lead partner's short suit: play under their card.

    *Passimisääri / Avauslyönti*: when the opponents lead partner's shortest suit, let them go on with
    it and always try to play a card lower than theirs, which helps partner at the same time.  DECISION:
    partner's short suit is the suit of the card partner passed (as in C107); the rule speaks when an
    opponent led it and an opponent's card is winning (with partner's card winning the trick would be
    partner's); the highest card under the winning card is recommended (as in C108), the other cards
    under it acceptable, a card over it not advised.  The second hand's duck is C108's and keeps its
    precedence.
    """
    point, follow = x.point, x.follow
    suit = _partners_short_suit(point)
    assert suit is not None
    _, win = _winner(point)
    under = [c for c in follow if c.rank < win.rank]
    best = max(under, key=lambda c: c.rank)
    b = AdviceBuilder(point, TOPIC)
    b.recommend(best)
    b.why("cp_under_opponents", SECTION_PASSI_AVAUS, suit=suit.symbol, card=str(best), winner=str(win))
    for c in under:
        if c is not best:
            b.accept(c)
            b.why("cp_under_other", SECTION_PASSI_TACTICS, card=str(c), winner=str(win))
    for c in follow:
        if c.rank > win.rank:
            b.mark_worse([c], "cp_over_winner", SECTION_PASSI_TACTICS, card=str(c), winner=str(win))
    return _done(x, b, judgement=False)


EARLY_TRICKS: Final = 4


def _bolshevik_attack_applies(x: _Play) -> bool:
    """C109: the bolshevik's opponent on lead in the first tricks, holding an ace and another card."""
    declarer = x.point.info.declarer
    if x.game is not GameType.BOLSHEVIK or declarer is None or x.seat is declarer:
        return False
    if len(x.point.info.tricks) >= EARLY_TRICKS:
        return False
    return bool(x.aces) and len(x.aces) != len(x.hand)


def _bolshevik_attack(x: _Play) -> Advice | None:
    """C109: a bolshevik defender on lead in the early tricks attacks with a card other than an ace."""
    hand = x.hand
    aces = x.aces
    rest = [c for c in hand if c.rank is not Rank.ACE]
    b = AdviceBuilder(x.point, TOPIC)
    b.recommend(*rest)
    b.why("cp_bol_attack", SECTION_BOLSHEVIK)
    for c in aces:
        b.mark_worse([c], "cp_bol_early_ace", SECTION_BOLSHEVIK, card=str(c))
    return _done(x, b, judgement=False)


# --- the rules -------------------------------------------------------------------------------------------
#
# Each convention of this module is a named :class:`~trainer.conventions.rulebook.Rule` over the context
# :class:`_Play`.  :func:`advise` picks the rule set of the situation (the game, on lead or following or
# void in the suit led) and runs it with ``first_or_none``: the first rule whose condition holds decides
# the advice, and where none holds the module is silent.  A rule's ``when`` is its function's guard
# (``_x_applies``), its ``then`` the function that builds the advice.

_T = "test_cardplay.py::"
_TT = "test_cardplay_tactics.py::"
_R = "test_rulebook_cardplay.py::"


def _rule(id: str, **kw: Any) -> Rule[Any, Any]:
    return rule(id, topic=TOPIC, module="cardplay", **kw)


TRUMP_LEAD: Final = RuleSet[_Play, Advice | None](
    "cardplay.trump_lead",
    (
        _rule(
            "C104.grand_run",
            title=N_("Grand: run the long suit from the top"),
            sections=(SECTION_GRAND,),
            condition="Grand, the main player on lead holds a long suit (5+ cards) with 2+ sure winners, as many as the cards still out less one.",
            advice="Recommend the suit's sure winners; a card crossing to a winner given to partner is acceptable, the other cards not advised.",
            applies=(
                _TT + "test_grand_run_the_long_suit_from_the_top",
                _TT + "test_grand_crossing_to_partners_winner_keeps_the_links",
            ),
            must_not=(
                _TT + "test_no_grand_run_with_the_ace_out_or_for_a_defender",
                _TT + "test_no_grand_run_with_a_single_top_card",
            ),
            when=_run_long_suit_applies,
            then=_run_long_suit,
            code=("cardplay._runs", "cardplay._sure_winners", "cardplay._links_to_partner"),
            status="implemented (C104; a card crossing to a winner given to partner is acceptable)",
        ),
        _rule(
            "C110a.finesse_lead",
            title=N_("Partner's small trump asks for a trump lead"),
            sections=("Valttipeli", SECTION_TRUMP),
            condition="A trump game, the main player on lead received exactly one trump as a single card from partner (the finesse signal), before any trump trick, partner not out of trumps, no cup game.",
            advice="Recommend the smallest trump, a higher trump acceptable, a side card not advised.",
            applies=(_TT + "test_partners_small_trump_asks_for_a_trump_lead",),
            must_not=(_TT + "test_the_signals_giver_gets_no_finesse_lead",),
            when=_finesse_lead_applies,
            then=_finesse_lead,
            code=("cardplay._finesse_signal",),
            status="implemented (C110a)",
        ),
        _rule(
            "C111.cup_lead",
            title=N_("Cup game: lead the suit partner can ruff"),
            sections=(SECTION_CUP,),
            condition="A trump game shown to be a cup game (a main player ruffed partner's side-suit lead), the main player on lead holds a suit partner has shown out of, partner may still ruff.",
            advice="Recommend the smallest card of such a suit, its other cards acceptable, the other cards not advised.",
            applies=(_TT + "test_cup_game_lead_the_suit_partner_ruffs",),
            must_not=(_TT + "test_no_cup_lead_before_a_ruff_shows_the_cup",),
            when=_cup_lead_applies,
            then=_cup_lead,
            code=("cardplay._cup_suits", "cardplay._ruffed_by_partner"),
            status="implemented: the evidence is read from the play only (C111)",
        ),
        _rule(
            "C102.draw_trumps",
            title=N_("Draw the defenders' trumps"),
            sections=(SECTION_TRUMP,),
            condition="A trump game, the main player on lead holds more trumps than are out of sight and a side card, a defender may still hold a trump, no cup game.",
            advice="Recommend every trump; a side card is not advised.",
            applies=(_T + "test_the_declarer_with_the_trumps_draws_them",),
            must_not=(_T + "test_no_trump_drawing_in_a_cup_game_or_by_a_defender",),
            when=_draw_trumps_applies,
            then=_draw_trumps,
            status="implemented (C102)",
        ),
        _rule(
            "C103.against_cup",
            title=N_("Against a cup game, lead a trump"),
            sections=(SECTION_CUP,),
            condition="A trump game, a defender on lead after a main player ruffed partner's side-suit lead (a cup game), holding a trump and a side card.",
            advice="Recommend every trump (smallest first); a side card is not advised.",
            applies=(_T + "test_a_defender_leads_a_trump_against_a_cup_game",),
            must_not=(
                _R + "test_no_trump_lead_for_a_defender_before_a_ruff_shows_the_cup",
                _TT + "test_cup_game_lead_the_suit_partner_ruffs",
            ),
            when=_against_cup_applies,
            then=_against_cup,
            code=("cardplay._ruffed_by_partner",),
            status="implemented: the evidence is read from the play only (C103)",
        ),
    ),
)
"""The trump and grand games, the seat on lead after the opening lead."""

TRUMP_FOLLOW: Final = RuleSet[_Play, Advice | None](
    "cardplay.trump_follow",
    (
        _rule(
            "C110.finesse",
            title=N_("Finesse when one honour is missing"),
            sections=(SECTION_TRUMP, SECTION_GRAND),
            condition="Trump or grand, a main player following (2+ cards of the suit) after a lead from partner or the right, with sure winners and exactly one card out above the next card, which beats the winner.",
            advice="Recommend the cheapest card equal to the next card, its equals acceptable, the sure winners and lower cards not advised (in grand second to play a low card acceptable).",
            applies=(
                _TT + "test_finesse_with_ace_queen_against_the_king",
                _TT + "test_finesse_the_jack_from_ace_king_jack_after_partners_trump_lead",
                _TT + "test_grand_second_hand_may_play_low_instead_of_finessing",
            ),
            must_not=(
                _TT + "test_no_finesse_when_last_to_play",
                _TT + "test_no_finesse_over_partners_winning_card",
            ),
            when=_finesse_applies,
            then=_finesse,
            code=("cardplay._finesse_plan",),
            status="implemented (C110; in grand a low card second to play is acceptable)",
        ),
        _rule(
            "C100.second_hand_low",
            title=N_("Second to play, a defender plays low"),
            sections=(SECTION_TRUMP, SECTION_GRAND),
            condition="Trump or grand, a defender second to play after the main pair's lead, with 2+ cards of the suit.",
            advice="Recommend the lowest card; a card under the card led, sure to win, equal to the lowest or a small card under the highest acceptable (C100b); an honour or the highest card not sure to win not advised.",
            applies=(
                _T + "test_second_hand_plays_low_after_the_declaring_sides_lead",
                _T + "test_cards_equal_to_the_lowest_play_low_too",
                _T + "test_a_small_card_under_the_highest_is_low_and_the_highest_is_not",
            ),
            must_not=(
                _T + "test_second_hand_low_is_silent_for_the_declaring_side_and_after_a_defenders_lead",
            ),
            when=_second_hand_low_applies,
            then=_second_hand_low,
            code=("cardplay._sure_top",),
            status="implemented (C100, C100b)",
        ),
        _rule(
            "C101.third_hand_high",
            title=N_("Third to play, beat the main pair's card"),
            sections=(SECTION_TRUMP, SECTION_GRAND),
            condition="Trump or grand, a defender third to play after partner's lead, the main pair's card of the suit led winning, holding a card that beats it.",
            advice="Recommend the cheapest of the seat's equal top cards; another card that beats it acceptable, a card under it not advised.",
            applies=(_T + "test_third_hand_high_beats_the_declaring_sides_card",),
            must_not=(_T + "test_third_hand_high_is_silent_for_the_declaring_side_and_when_nothing_beats",),
            when=_third_hand_high_applies,
            then=_third_hand_high,
            code=("cardplay._top_run_low",),
            status="implemented (C101)",
        ),
    ),
)
"""The trump and grand games, the seat following suit with two cards of it or more."""

MISERE_LEAD: Final = RuleSet[_Play, Advice | None](
    "cardplay.misere_lead",
    (
        _rule(
            "C107.partner_suit",
            title=N_("Lead partner's short suit"),
            sections=(SECTION_PASSI, SECTION_PASSI_AVAUS, SECTION_PASSI_TACTICS, SECTION_PASSI_SIGNAL),
            condition="Passimisääri, on lead, an ace out of sight, the opponents have not led partner's short suit (the suit of the card partner passed), a card of it may lose the trick.",
            advice="Recommend the cards of it that may lose (once partner is void, the smallest; a catching card not advised); a card that cannot lose, the ace and other suits not advised.",
            applies=(
                _T + "test_on_lead_help_partner_in_partners_short_suit",
                _T + "test_partner_void_in_the_short_suit_gets_the_smallest_card",
                _T + "test_partner_void_only_cards_an_opponent_must_win_are_advised",
                _T + "test_partner_void_a_sure_winning_catcher_is_not_advised",
                _T + "test_partner_void_every_card_that_may_lose_is_acceptable",
            ),
            must_not=(_T + "test_no_partner_suit_lead_when_no_card_of_it_can_lose",),
            when=_lead_partners_suit_applies,
            then=_lead_partners_suit,
            code=("cardplay._partner_lead_plan", "cardplay._may_lose", "cardplay._partners_short_suit"),
            status="implemented (C107)",
        ),
        _rule(
            "C109.bolshevik_attack",
            title=N_("Against the bolshevik, no early ace leads"),
            sections=(SECTION_BOLSHEVIK,),
            condition="Bolsevikit, the bolshevik's opponent on lead in the first four tricks, holding an ace and another card.",
            advice="Recommend every card but the aces; an ace is not advised.",
            applies=(_T + "test_bolshevik_defenders_attack_without_aces_early",),
            must_not=(_R + "test_no_attack_advice_for_the_bolshevik_or_after_the_early_tricks",),
            when=_bolshevik_attack_applies,
            then=_bolshevik_attack,
            status="implemented (C109)",
        ),
        _rule(
            "C112.misere_press",
            title=N_("Keep pressing the main pair"),
            sections=(SECTION_MISERE_TACTICS, SECTION_MISERE_LEAD),
            condition="A painted misère, a defender on lead holding a suit the defence chose (or partner's switch that caught a main player) where a main player may still hold a card above the seat's smallest (not one his own earlier play rules out, C112a).",
            advice="Recommend the smallest card of the suit that last caught a main player, else of the first pressing suit; other pressing cards, partner's void and short suits acceptable; a dead suit, an ace and a new suit not advised.",
            applies=(
                _TT + "test_misere_defender_keeps_pressing_in_the_chosen_suit",
                _TT + "test_misere_dead_suit_gives_way_to_partners_switch",
                _TT + "test_misere_partners_switch_that_caught_a_main_player_leads_the_press",
                _TT + "test_misere_first_suit_stays_right_when_the_switch_caught_nobody",
                _TT + "test_misere_second_lead_chooses_the_second_suit",
                _TT + "test_misere_lead_of_partners_short_suit_is_no_switch",
                _TT + "test_misere_press_goes_on_when_the_main_player_won_second_to_play",
            ),
            must_not=(
                _TT + "test_no_press_advice_for_the_main_pair",
                _TT + "test_misere_no_press_in_a_suit_whose_last_card_out_is_partners",
            ),
            when=_misere_attack_applies,
            then=_misere_attack,
            code=(
                "cardplay._press_plan",
                "cardplay._presses",
                "cardplay._misere_caps",
                "cardplay._partners_short_suits",
            ),
            status="implemented (C112, C112a)",
        ),
    ),
)
"""The misère games, the seat on lead after the opening lead."""

PASSI_FOLLOW: Final = RuleSet[_Play, Advice | None](
    "cardplay.passi_follow",
    (
        _rule(
            "C115.ace_second_last",
            title=N_("Passimisääri: the ace on your second-last round of the suit"),
            sections=(SECTION_PASSI_TACTICS,),
            condition="Passimisääri, an opponent led a suit of which the seat holds the ace and one smaller card, the seat last to play, no ace in the trick, and a card of the suit still out above the smaller card that an opponent may hold.",
            advice="Recommend the ace; the smaller card acceptable under the winning card (a judgement), not advised over it.",
            applies=(
                _TT + "test_passi_ace_takes_the_second_last_round",
                _TT + "test_passi_ace_second_last_small_card_over_the_winner_not_advised",
            ),
            must_not=(
                _TT + "test_passi_no_second_last_ace_when_the_small_card_cannot_lose",
                _TT + "test_passi_no_second_last_ace_before_the_last_hand",
            ),
            when=_ace_second_last_applies,
            then=_ace_second_last,
            code=("cardplay._may_lose",),
            status="implemented (C115)",
        ),
        _rule(
            "C108.play_under",
            title=N_("Passimisääri: play under"),
            sections=(SECTION_PASSI_TACTICS,),
            condition="Passimisääri, following with a card under the winning card and one over it, second to play, or late (no ace out of sight).",
            advice="Recommend the highest card under the winner, the other cards under it acceptable, a card over it not advised.",
            applies=(
                _T + "test_second_to_play_ducks",
                _T + "test_late_in_the_deal_always_under",
            ),
            must_not=(
                _TT + "test_no_under_advice_when_partner_is_winning",
                _TT + "test_play_under_the_opponents_lead_in_partners_short_suit",
            ),
            when=_play_under_applies,
            then=_play_under,
            status="implemented (C108)",
        ),
        _rule(
            "C113.under_opponents",
            title=N_("Play under the opponents' card in partner's short suit"),
            sections=(SECTION_PASSI_AVAUS,),
            condition="Passimisääri, an opponent led partner's short suit and an opponent's card of it is winning, following with a card under it and one over it.",
            advice="Recommend the highest card under the winner, the other cards under it acceptable, a card over it not advised.",
            applies=(_TT + "test_play_under_the_opponents_lead_in_partners_short_suit",),
            must_not=(
                _TT + "test_no_under_advice_when_partner_is_winning",
                _T + "test_second_to_play_ducks",
            ),
            when=_under_opponents_lead_applies,
            then=_under_opponents_lead,
            status="implemented (C113)",
        ),
    ),
)
"""Passimisääri, the seat following suit with two cards of it or more."""

VOID: Final = RuleSet[_Play, Advice | None](
    "cardplay.void",
    (
        _rule(
            "C105a.defender_keeps_ace",
            title=N_("A painted-misère defender may keep the ace"),
            sections=(SECTION_MISERE_TACTICS, SECTION_MISERE_WORDS),
            condition="A painted misère, a defender void in the suit led, holding an ace, in a trick the other side surely takes.",
            advice="Recommend the ace (drop it), any other card acceptable (a judgement).",
            applies=("test_deal_record_aces_and_gives.py::test_a_painted_misere_defender_may_keep_an_ace",),
            must_not=(
                "test_deal_record_aces_and_gives.py::test_the_painted_misere_main_pair_still_drop_the_ace",
                "test_deal_record_aces_and_gives.py::test_a_passimisaari_ace_goes_at_the_first_chance",
            ),
            when=_keeps_ace_applies,
            then=_defender_keeps_ace,
            code=("cardplay._ace_drop_reason",),
            status="implemented (C105a)",
        ),
        _rule(
            "C105.ace_drop",
            title=N_("Drop an ace into the other side's trick"),
            sections=(SECTION_PASSI_TACTICS, SECTION_MISERE_WORDS, SECTION_BOLSHEVIK_SCORE),
            condition="A misère game, void in the suit led, holding an ace, in a trick the other side surely takes (not the bolshevik himself).",
            advice="Recommend the aces, equally good; every other card not advised.",
            applies=(
                _T + "test_an_ace_goes_into_a_trick_the_opponents_surely_take",
                "test_deal_record_aces_and_gives.py::test_a_passimisaari_ace_goes_at_the_first_chance",
                "test_deal_record_aces_and_gives.py::test_the_painted_misere_main_pair_still_drop_the_ace",
                "test_explanation_faults_r9.py::test_two_equal_aces_are_both_named_right",
                "test_explanation_faults_r9.py::test_one_ace_is_named_alone",
            ),
            must_not=(
                "test_deal_record_aces_and_gives.py::test_a_painted_misere_defender_may_keep_an_ace",
                _T + "test_catching_cards_are_kept_while_partner_may_need_help",
            ),
            when=_drop_ace_applies,
            then=_drop_ace,
            code=("cardplay._ace_drop_reason", "discards.trick_fate"),
            status="implemented (C105)",
        ),
        _rule(
            "C114.doubler_suit_later",
            title=N_("Keep throwing the suit partner led after doubling"),
            sections=(SECTION_MISERE_DOUBLER,),
            condition="A painted misère, a defender void in the suit led whose partner doubled and led first a suit the seat still holds (after the first discard, C91).",
            advice="Throw that suit from the top: its highest card recommended, its other cards acceptable, a card of another suit not advised.",
            applies=(_TT + "test_misere_doublers_partner_keeps_throwing_the_doublers_suit",),
            must_not=(
                _TT + "test_misere_no_doubler_suit_advice_without_the_double",
                _TT + "test_misere_no_doubler_suit_advice_before_partner_has_led",
            ),
            when=_doubler_suit_applies,
            then=_doubler_suit_later,
            code=("cardplay._doubler_suit", "discards._partner_first_lead"),
            status="implemented (C114; the first discard is C91)",
        ),
        _rule(
            "C106.keep_catchers",
            title=N_("Keep your catching cards"),
            sections=(SECTION_PASSI_SIGNAL, SECTION_PASSI),
            condition="Passimisääri, void in the suit led with no ace to drop, an ace out of sight, holding a catching card (king, queen) and a card that is neither it nor an ace.",
            advice="Recommend the cards that are neither catching cards nor aces; a catching card and an ace not advised.",
            applies=(_T + "test_catching_cards_are_kept_while_partner_may_need_help",),
            must_not=(
                _R + "test_catching_cards_go_once_partner_needs_no_help",
                _T + "test_an_ace_goes_into_a_trick_the_opponents_surely_take",
            ),
            when=_keep_catchers_applies,
            then=_keep_catchers,
            status="implemented (C106)",
        ),
    ),
)
"""The misère games, the seat void in the suit led (not the bolshevik himself)."""


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's card-play advice at ``point`` after the opening lead, or None where it is silent."""
    if point.phase is not Phase.PLAY or is_opening_lead(point) or len(point.legal) < 2:
        return None
    game = game_of(point.view)
    if game is None:
        return None
    x = _Play(point, game)
    if game in (GameType.TRUMP, GameType.GRAND):
        if not x.trick:
            return TRUMP_LEAD.first_or_none(x, x.trail)
        if len(x.follow) < 2:
            return None
        return TRUMP_FOLLOW.first_or_none(x, x.trail)
    if game in (GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK):
        if not x.trick:
            return MISERE_LEAD.first_or_none(x, x.trail)
        if x.follow:
            if game is GameType.PASSIMISAARI and len(x.follow) > 1:
                return PASSI_FOLLOW.first_or_none(x, x.trail)
            return None
        if game is GameType.BOLSHEVIK and x.seat is point.info.declarer:
            return None  # the bolshevik has no partner: trick_fate's sides do not apply
        return VOID.first_or_none(x, x.trail)
    return None
