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
  a main player holding none above a card of it he threw on another suit's lead).
* C109 "early" is the first four tricks (*BOLSEVIKIT / Pelitaktiikkaa* speaks of the first couple
  of tricks as the time the outcome becomes clear); any card but an ace is recommended.

Where these conventions are silent, the handbook player follows a simple policy of its own (not
the handbook): see :func:`trainer.players.handbook.simple_card`.

Grading: every legal card not recommended or accepted gets a reason of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from trainer.cards import Card, Rank, Suit
from trainer.game import GameType, Phase
from trainer.marker import N_
from trainer.play import trick_winner
from trainer.seats import Seat

from .core import Advice, DecisionPoint
from .discards import Fate, trick_fate
from .leads import AdviceBuilder, game_of, holding, is_opening_lead
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


# --- trump and grand ---------------------------------------------------------------------------------


def _section(game: GameType) -> str:
    return SECTION_GRAND if game is GameType.GRAND else SECTION_TRUMP


def _second_hand_low(point: DecisionPoint, game: GameType, follow: list[Card]) -> Advice | None:
    """C100: second to play after the declaring side's lead, a defender plays low unless sure to win."""
    b = AdviceBuilder(point, TOPIC)
    section = _section(game)
    led = point.info.current_trick[0][1]
    unseen = _unseen(point)
    low = _low(follow)
    b.recommend(low)
    b.why("cp_second_low", section, card=str(low))
    for c in follow:
        if c is low:
            continue
        if c.rank < led.rank:
            b.accept(c)
            b.why("cp_second_low_same", section, card=str(c))
        elif _sure_top(point, c, unseen):
            b.accept(c)
            b.why("cp_second_sure", section, card=str(c))
        else:
            b.mark_worse([c], "cp_second_high", section, card=str(c))
    return b.build(judgement=False)


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


def _third_hand_high(point: DecisionPoint, game: GameType, follow: list[Card]) -> Advice | None:
    """C101: third to play after partner's lead, beat the declaring side's winning card as cheaply as the top allows."""
    seat, win = _winner(point)
    led = point.info.current_trick[0][1].suit
    if not _declaring(point, seat) or win.suit is not led:
        return None
    beats = [c for c in follow if c.rank > win.rank]
    if not beats:
        return None
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
    return b.build(judgement=bool(b.acceptable))


def _draw_trumps(point: DecisionPoint) -> Advice | None:
    """C102: the declaring player holding the trumps leads them while the defenders may have some."""
    trump = point.info.trump
    if trump is None or _ruffed_by_partner(point):
        return None
    hand = point.info.hand
    mine = [c for c in hand if c.suit is trump]
    unseen_trumps = [c for c in _unseen(point) if c.suit is trump]
    if not mine or not unseen_trumps or len(mine) <= len(unseen_trumps):
        return None
    voids = point.info.voids()
    defenders = [s for s in Seat if not _declaring(point, s)]
    if all(trump in voids[s] for s in defenders) or len(mine) == len(hand):
        return None
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*sorted(mine, key=lambda c: -c.rank))
    b.why("cp_draw_trumps", SECTION_TRUMP)
    for c in hand:
        if c.suit is not trump:
            b.mark_worse([c], "cp_draw_trumps_side", SECTION_TRUMP, card=str(c))
    return b.build(judgement=False)


def _against_cup(point: DecisionPoint) -> Advice | None:
    """C103: a defender on lead against a cup game leads a trump."""
    trump = point.info.trump
    if trump is None or not _ruffed_by_partner(point):
        return None
    hand = point.info.hand
    mine = [c for c in hand if c.suit is trump]
    if not mine or len(mine) == len(hand):
        return None
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*sorted(mine, key=lambda c: c.rank))
    b.why("cp_cup_trump", SECTION_CUP)
    for c in hand:
        if c.suit is not trump:
            b.mark_worse([c], "cp_cup_side", SECTION_CUP, card=str(c))
    return b.build(judgement=False)


def _trump_grand(point: DecisionPoint, game: GameType) -> Advice | None:
    trick = point.info.current_trick
    seat = point.seat
    hand = point.info.hand
    if not trick:
        if _declaring(point, seat):
            if game is GameType.GRAND:
                return _run_long_suit(point)
            return _finesse_lead(point) or _cup_lead(point) or _draw_trumps(point)
        return _against_cup(point) if game is GameType.TRUMP else None
    led = trick[0][1].suit
    follow = [c for c in hand if c.suit is led]
    if len(follow) < 2:
        return None
    if _declaring(point, seat):
        return _finesse(point, game, follow)
    if len(trick) == 1 and _declaring(point, trick[0][0]):
        return _second_hand_low(point, game, follow)
    if len(trick) == 2 and trick[0][0] is seat.partner:
        return _third_hand_high(point, game, follow)
    return None


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


def _run_long_suit(point: DecisionPoint) -> Advice | None:
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
    unseen = _unseen(point)
    hand = point.info.hand
    runs: list[tuple[Suit, list[Card]]] = []
    for suit in Suit:
        cards = holding(hand, suit)
        if len(cards) < MIN_RUN:
            continue
        winners = _sure_winners(cards, unseen)
        if len(winners) >= MIN_WINNERS and len(winners) >= sum(1 for c in unseen if c.suit is suit) - 1:
            runs.append((suit, winners))
    if not runs:
        return None
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
    return b.build(judgement=bool(b.acceptable))


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


def _finesse(point: DecisionPoint, game: GameType, follow: list[Card]) -> Advice | None:
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
    top = tops[0]
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
        if all(Card(led, Rank(x)) in gone for x in range(c.rank + 1, run[-1].rank)):
            run.append(c)
        else:
            break
    cheap = run[-1]
    if cheap.rank < win.rank:
        run = [c for c in run if c.rank > win.rank]
        cheap = run[-1]
    missing = between[0]
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
    return b.build(judgement=bool(b.acceptable))


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


def _finesse_lead(point: DecisionPoint) -> Advice | None:
    """C110a: holding partner's small trump (the finesse signal), lead a trump toward partner.

    Until the first trump trick (DECISION: the signal asks for one trump lead through the opponent on
    partner's right; after it, drawing trumps is :func:`_draw_trumps`'), while partner has not shown out
    of trumps and no cup game shows.  The smallest trump is recommended, a higher one acceptable, a side
    card not advised.
    """
    trump = point.info.trump
    if trump is None or _finesse_signal(point) is None or _ruffed_by_partner(point):
        return None
    info = point.info
    if any(t.cards[0].suit is trump for t in info.tricks) or trump in info.voids()[point.seat.partner]:
        return None
    hand = info.hand
    mine = sorted((c for c in hand if c.suit is trump), key=lambda c: c.rank)
    if not mine or len(mine) == len(hand):
        return None
    b = AdviceBuilder(point, TOPIC)
    b.recommend(mine[0])
    b.why("cp_finesse_lead", SECTION_TRUMP, card=str(mine[0]))
    for c in mine[1:]:
        b.accept(c)
        b.why("cp_finesse_lead_other", SECTION_TRUMP, card=str(c))
    for c in hand:
        if c.suit is not trump:
            b.mark_worse([c], "cp_finesse_lead_side", SECTION_TRUMP, card=str(c))
    return b.build(judgement=len(mine) > 1)


def _cup_lead(point: DecisionPoint) -> Advice | None:
    """C111: in a cup game, the declaring player on lead leads a suit partner ruffs.

    *Kuppi ja häntäkuppi valttipelinä*: the main players lead in turn the suit the other is void in, and
    in the tail-cup example the front player leads small cards of his long side suit for partner to ruff.
    DECISION: the cup game is C103's evidence (a declaring player has ruffed a side-suit lead of their
    partner); partner's void suits are those partner has shown out of; partner may still ruff while a
    trump is out of the seat's sight and partner has not shown out of trumps.  The smallest card of such
    a suit is recommended, its other cards acceptable; the other cards are not advised (when partner's
    trumps are gone the rule is silent and the trumps are drawn, as the handbook says).
    """
    trump = point.info.trump
    if trump is None or not _ruffed_by_partner(point):
        return None
    info = point.info
    partner = point.seat.partner
    voids = info.voids()[partner]
    if trump in voids or not any(c.suit is trump for c in _unseen(point)):
        return None
    hand = info.hand
    suits = [s for s in Suit if s is not trump and s in voids and holding(hand, s)]
    if not suits:
        return None
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
    return b.build(judgement=bool(b.acceptable) or len(suits) > 1)


# --- the painted misère's defence (C112) -------------------------------------------------------------


ATTACK_SUITS: Final = 2
"""C112: the defenders press in "one or two" chosen suits (*Maalattu misääri / Pelitaktiikkaa*)."""


def _misere_caps(point: DecisionPoint, main: tuple[Seat, Seat], suit: Suit) -> dict[Seat, Rank | None]:
    """C112: the highest card of ``suit`` each main player may still hold, as a cap (None: no cap).

    DECISION: a main player who threw a card of the suit on another suit's lead is read as holding no
    higher card of it (a misère player throws the most dangerous card of a suit first), unless he plays
    a higher card of it later; a main player shown out of the suit can hold none (the cap is the lowest
    rank, below every card).
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
            elif cap is not None and c.rank > cap:
                cap = None  # a higher card of the suit came later: the reading does not hold
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


def _misere_attack(point: DecisionPoint) -> Advice | None:
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
    voids = info.voids()
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
    if not pressing:
        return None
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
    return b.build(judgement=bool(b.acceptable))


# --- misère games ----------------------------------------------------------------------------------


def _ace_section(game: GameType) -> str:
    if game is GameType.PASSIMISAARI:
        return SECTION_PASSI_TACTICS
    if game is GameType.BOLSHEVIK:
        return SECTION_BOLSHEVIK_SCORE
    return SECTION_MISERE_WORDS


def _drop_ace(point: DecisionPoint, game: GameType) -> Advice | None:
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
    aces = [c for c in point.info.hand if c.rank is Rank.ACE]
    if not aces or trick_fate(point, game) is not Fate.THEIRS:
        return None
    section = _ace_section(game)
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*aces)
    # Two or more aces are equally good to drop: the text names them all, so that it is true of the
    # learner's ace (review round 9, gen.play.bolsevikit.10301, 10303: "drop the ♣A" to a learner who
    # dropped the ♦A, "keeps your ♣A back" when both were kept).
    several = len(aces) > 1
    aces_text = " ".join(map(str, aces))
    if several:
        b.why("cp_ace_drop_any", section, aces=aces_text)
    else:
        b.why("cp_ace_drop", section, card=str(aces[0]))
    if game is GameType.MISERE and not _declaring(point, point.seat):
        b.accept(*(c for c in point.info.hand if c.rank is not Rank.ACE))
        b.why("cp_ace_defender_keeps", SECTION_MISERE_TACTICS)
        return b.build(judgement=True)
    for c in point.info.hand:
        if c.rank is not Rank.ACE:
            if several:
                b.mark_worse([c], "cp_aces_held", section, card=str(c), aces=aces_text)
            else:
                b.mark_worse([c], "cp_ace_held", section, card=str(c), ace=str(aces[0]))
    return b.build(judgement=False)


def _keep_catchers(point: DecisionPoint, unseen: frozenset[Card]) -> Advice | None:
    """C106: passimisääri, discarding: keep kings and queens while partner may still need help."""
    if not _aces_unseen(unseen):
        return None
    hand = point.info.hand
    catchers = [c for c in hand if c.rank in (Rank.KING, Rank.QUEEN)]
    aces = [c for c in hand if c.rank is Rank.ACE]
    rest = [c for c in hand if c not in catchers and c not in aces]
    if not catchers or not rest:
        return None
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*rest)
    b.why("cp_keep_catcher", SECTION_PASSI_SIGNAL)
    for c in catchers:
        b.mark_worse([c], "cp_catcher_thrown", SECTION_PASSI_SIGNAL, card=str(c))
    for c in aces:
        b.mark_worse([c], "cp_ace_not_sure", SECTION_PASSI_TACTICS, card=str(c))
    return b.build(judgement=False)


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


def _lead_partners_suit(point: DecisionPoint, unseen: frozenset[Card]) -> Advice | None:
    """C107: passimisääri, on lead after the first trick: lead partner's shortest suit.

    Only with a card the opponents may have to win (:func:`_may_lose`, *Passimisääri / Avauslyönti*);
    once partner is void there, the smallest card (*Passimisääri / Pelitaktiikkaa*), and catching cards
    are kept (C106, *Passimisääri / Merkinanto*).
    """
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
    b = AdviceBuilder(point, TOPIC)
    judgement = False
    if suit in point.info.voids()[partner]:
        low = _low(cards)
        if low not in losing:
            return None
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
    return b.build(judgement=judgement)


def _play_under(point: DecisionPoint, follow: list[Card], unseen: frozenset[Card]) -> Advice | None:
    """C108: passimisääri, following suit: second hand ducks; late (no ace out of sight) always under."""
    trick = point.info.current_trick
    second = len(trick) == 1
    late = not _aces_unseen(unseen)
    if not (second or late):
        return None
    _, win = _winner(point)
    under = [c for c in follow if c.rank < win.rank]
    if not under or len(under) == len(follow):
        return None
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
    return b.build(judgement=False)


def _under_opponents_lead(point: DecisionPoint, follow: list[Card]) -> Advice | None:
    """C113: passimisääri, the opponents lead partner's short suit: play under their card.

    *Passimisääri / Avauslyönti*: when the opponents lead partner's shortest suit, let them go on with
    it and always try to play a card lower than theirs, which helps partner at the same time.  DECISION:
    partner's short suit is the suit of the card partner passed (as in C107); the rule speaks when an
    opponent led it and an opponent's card is winning (with partner's card winning the trick would be
    partner's); the highest card under the winning card is recommended (as in C108), the other cards
    under it acceptable, a card over it not advised.  The second hand's duck is C108's and keeps its
    precedence.
    """
    suit = _partners_short_suit(point)
    trick = point.info.current_trick
    seat = point.seat
    if suit is None or trick[0][1].suit is not suit or trick[0][0] in (seat, seat.partner):
        return None
    wseat, win = _winner(point)
    if wseat is seat.partner or win.suit is not suit:
        return None
    under = [c for c in follow if c.rank < win.rank]
    if not under or len(under) == len(follow):
        return None
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
    return b.build(judgement=False)


EARLY_TRICKS: Final = 4


def _bolshevik_attack(point: DecisionPoint) -> Advice | None:
    """C109: a bolshevik defender on lead in the early tricks attacks with a card other than an ace."""
    declarer = point.info.declarer
    if declarer is None or point.seat is declarer or len(point.info.tricks) >= EARLY_TRICKS:
        return None
    hand = point.info.hand
    aces = [c for c in hand if c.rank is Rank.ACE]
    rest = [c for c in hand if c.rank is not Rank.ACE]
    if not aces or not rest:
        return None
    b = AdviceBuilder(point, TOPIC)
    b.recommend(*rest)
    b.why("cp_bol_attack", SECTION_BOLSHEVIK)
    for c in aces:
        b.mark_worse([c], "cp_bol_early_ace", SECTION_BOLSHEVIK, card=str(c))
    return b.build(judgement=False)


def _misere_games(point: DecisionPoint, game: GameType) -> Advice | None:
    trick = point.info.current_trick
    hand = point.info.hand
    if not trick:
        if game is GameType.PASSIMISAARI:
            return _lead_partners_suit(point, _unseen(point))
        if game is GameType.BOLSHEVIK:
            return _bolshevik_attack(point)
        if not _declaring(point, point.seat):
            return _misere_attack(point)
        return None
    led = trick[0][1].suit
    follow = [c for c in hand if c.suit is led]
    if follow:
        if game is GameType.PASSIMISAARI and len(follow) > 1:
            return _play_under(point, follow, _unseen(point)) or _under_opponents_lead(point, follow)
        return None
    if game is GameType.BOLSHEVIK and point.seat is point.info.declarer:
        return None  # the bolshevik has no partner: trick_fate's sides do not apply
    dropped = _drop_ace(point, game)
    if dropped is not None or game is not GameType.PASSIMISAARI:
        return dropped
    return _keep_catchers(point, _unseen(point))


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's card-play advice at ``point`` after the opening lead, or None where it is silent."""
    if point.phase is not Phase.PLAY or is_opening_lead(point) or len(point.legal) < 2:
        return None
    game = game_of(point.view)
    if game in (GameType.TRUMP, GameType.GRAND):
        return _trump_grand(point, game)
    if game in (GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK):
        return _misere_games(point, game)
    return None
