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
  or asking for help.
* *KOTKAT / Avauslyönti* -- the list of good and bad leads against a kotkat
  trump contract.
* *BOLSEVIKIT / Pelitaktiikkaa* and *Niskamies bolsevikeissa* -- the
  niskamies's lead against the bolshevik.

What the leader may know: their own hand, the cards they gave and received,
the auction, the shown middle cards and the doubling (``point.view``).  No
other hand is read.

Readings chosen where the handbook leaves room are marked DECISION.  The
handbook offers its lead advice as the choices that have most often worked,
not as rules, so every :class:`Advice` here has ``judgement=True``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any, Final

from trainer.bids import Bid, Double, Form, Strain
from trainer.cards import Card, Rank, Suit
from trainer.game import Action, Exchange, GameType, Phase, SeatView
from trainer.marker import N_
from trainer.seats import Seat

from .core import Advice, DecisionPoint, Reason
from .hand import SUITS, HandEval
from .texts import register

TOPIC: Final = "lead"

SECTION_TRUMP: Final = "ALKUPELIT / Avauslyönti"
SECTION_CUP: Final = "Kuppi ja häntäkuppi valttipelinä"
SECTION_GRAND: Final = "Grandi (peli ilman valttia) / Avauslyönti"
SECTION_MISERE: Final = "Maalattu misääri / Avauslyönti"
SECTION_MISERE_TACTICS: Final = "Maalattu misääri / Pelitaktiikkaa"
SECTION_MISERE_DOUBLER: Final = "KOTKAT / Pelitaktiikkaa"
SECTION_PASSI: Final = "Passimisääri / Avauslyönti"
SECTION_KOTKAT: Final = "KOTKAT / Avauslyönti"
SECTION_BOLSHEVIK: Final = "BOLSEVIKIT / Pelitaktiikkaa"
SECTION_NISKAMIES: Final = "Niskamies bolsevikeissa"

SECTIONS: Final = frozenset(
    {
        SECTION_TRUMP,
        SECTION_CUP,
        SECTION_GRAND,
        SECTION_MISERE,
        SECTION_MISERE_TACTICS,
        SECTION_MISERE_DOUBLER,
        SECTION_PASSI,
        SECTION_KOTKAT,
        SECTION_BOLSHEVIK,
        SECTION_NISKAMIES,
    }
)

TEMPLATES = register(
    {
        "lead_goal_tricks": N_(
            "Against a level-{level} contract the defenders need {tricks} trick(s) to beat it; "
            "the opening lead is the first step towards them."
        ),
        "lead_received_suit": N_(
            "Partner gave you {card} in the defenders' exchange, so partner is short in {suit}: lead {suit}."
        ),
        "lead_keep_short_suit": N_(
            "{card} came into {suit}, your own short suit. That is probably the declaring side's side "
            "suit: save it for a setting trick and lead another suit."
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
            "Both opponents bid {suit}, the trump suit, so they may ruff in both hands (a cup game). "
            "Lead a trump, {card}, to cut their ruffs down."
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
        "lead_misere_aggressive": N_(
            "Against a level-{level} misère attack from the very first lead, in a suit where the "
            "declaring side looks weak."
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
        "lead_pm_call_help_other": N_(
            "You gave away your only {suit} card. To ask for help, lead a middle card of another suit "
            "instead: {card}."
        ),
        "lead_kotkat_strong_middle": N_("Lead a middle card of your strong suit {suit}: {card}."),
        "lead_kotkat_singleton": N_(
            "Lead your singleton {card}: if partner gets in and returns {suit}, you can ruff."
        ),
        "lead_kotkat_long_void": N_(
            "Lead from your long suit {suit} ({card}): partner is probably void there and can ruff."
        ),
        "lead_kotkat_sequence": N_("Lead the top of your sequence of honours in {suit}: {card}."),
        "lead_kotkat_lone_ace": N_("Do not lead the {card} when {suit} has no other high honour with it."),
        "lead_kotkat_weak_short": N_(
            "Avoid leading from {suit}, a short suit of middling cards: it may be the declaring side's "
            "side suit."
        ),
        "lead_kotkat_fallback": N_(
            "None of the usual kotkat leads fits this hand; the second-highest card of your longest "
            "side suit, {card}, is a safe choice."
        ),
        "lead_bol_niskamies": N_(
            "As niskamies you lead first and can press the bolshevik player hardest: attack with small cards."
        ),
        "lead_bol_two_second_lowest": N_(
            "Lead the second-lowest card of {suit}, the suit where you hold the two: {card}."
        ),
        "lead_bol_shortest_lowest": N_(
            "You hold no two: lead the lowest card of your shortest suit, {card}."
        ),
        "lead_bol_doubled": N_(
            "You doubled: lead a smallish card of {suit}, where you hold the two ({card}), so that "
            "the other defenders can void the suit before you cash your two."
        ),
        "lead_bol_no_ace": N_("Do not open with an ace against the bolshevik: attack with small cards."),
        "lead_bol_keep_two": N_("Keep the {card}: it is your card for forcing a setting trick later."),
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

    def recommend(self, *cards: Card | None) -> None:
        for c in cards:
            if c is not None and c in self.legal and c not in self.recommended:
                self.recommended.append(c)

    def accept(self, *cards: Card | None) -> None:
        for c in cards:
            if c is not None and c in self.legal and c not in self.acceptable:
                self.acceptable.append(c)

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

    def build(self) -> Advice | None:
        if not self.recommended:
            return None
        rec = tuple(self.recommended)
        acc = tuple(c for c in self.acceptable if c not in rec)
        worse: dict[Action, tuple[Reason, ...]] = {
            c: tuple(rs) for c, rs in self.worse.items() if c not in rec and c not in acc
        }
        return Advice(self.topic, rec, acc, tuple(self.reasons), worse, judgement=True)


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
        b.accept(*(c for c in cards if c is not cards[1]))
        b.mark_worse([cards[1]], "lead_touching_honours", section, suit=_sym(suit), card=str(top))
    else:
        # DECISION: the handbook names the suit, not the card: every card of it is recommended.
        b.recommend(*cards)


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
    apply (the handbook names them first); the other is acceptable.  In
    grand a long suit has four or more cards or is the longest.  Suits in
    ``exclude`` are used only when nothing else is left.
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
        b.accept(*(t[1] for t in touching[1:]), *seconds)
    else:
        b.recommend(seconds[0])
        b.why(key_second, section, suit=_sym(seconds[0].suit), card=str(seconds[0]))
        b.accept(*seconds[1:])
    for s in side:
        lower = _touching_pair(ev.holding(s).cards)
        if lower is not None:
            top = ev.holding(s).cards[0]
            b.mark_worse([lower], "lead_touching_honours", section, suit=_sym(s), card=str(top))


def _cup_game_suspected(view: SeatView, trump: Suit) -> bool:
    """Both main players bid the trump suit in the initial auction.

    DECISION (*Kuppi ja häntäkuppi valttipelinä*: the defenders guess a cup
    game from the bidding and the exchanges): a cup game needs many trumps in
    both main hands, and the public sign of that is that both of them named
    the trump suit.
    """
    declarer = view.declarer
    if declarer is None:
        return False
    bidders = {
        s
        for s, c in view.auction
        if isinstance(c, Bid) and c.trump is trump and s in (declarer, declarer.partner)
    }
    return len(bidders) == 2


def _trump_alkupelit(point: DecisionPoint, b: AdviceBuilder, contract: Bid, trump: Suit) -> None:
    """*ALKUPELIT / Avauslyönti* and *Kuppi ja häntäkuppi valttipelinä*."""
    v = point.view
    hand = v.hand
    partner = point.seat.partner
    section = SECTION_TRUMP
    _goal(b, contract, section)
    got = _exchange_card(v.received, Phase.DEFENDERS_EXCHANGE, partner)
    gave = _exchange_card(v.given, Phase.DEFENDERS_EXCHANGE, partner)
    trumps = holding(hand, trump)
    cup = bool(trumps) and _cup_game_suspected(v, trump)

    if got is not None and got.suit is not trump and _doubled_by(v, partner):
        # Partner's double says: lead the suit I gave you, I can ruff it.
        _lead_suit(b, hand, got.suit, "lead_partner_doubled", section, got)
        if cup:
            b.accept(*trumps)
        return
    if cup:
        # DECISION: a small trump keeps the trump honours; any trump does what the handbook asks.
        low = trumps[-1]
        b.recommend(low)
        b.why("lead_cup_trump", SECTION_CUP, suit=_sym(trump), card=str(low))
        b.accept(*trumps)
        alt = AdviceBuilder(point)
        _trump_rest(alt, hand, trump, got, section, gave)
        b.accept(*alt.recommended, *alt.acceptable)
        return
    _trump_rest(b, hand, trump, got, section, gave)


def _trump_rest(
    b: AdviceBuilder,
    hand: Sequence[Card],
    trump: Suit,
    got: Card | None,
    section: str,
    gave: Card | None = None,
) -> None:
    if got is not None and got.suit is not trump:
        # DECISION: the leader's "own short suit" had two cards or fewer before the defenders'
        # exchange (the card partner gave not counted, the card the leader gave counted).
        before = (
            sum(1 for c in hand if c.suit is got.suit) - 1 + int(gave is not None and gave.suit is got.suit)
        )
        if before > 2:
            _lead_suit(b, hand, got.suit, "lead_received_suit", section, got)
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
        m = middle_card(ev.holding(s).cards)
        if m is not None:
            options.append((m, "lead_kotkat_strong_middle", s))
    for s in side:
        if ev.length(s) == 1:
            options.append((ev.holding(s).cards[0], "lead_kotkat_singleton", s))
    for s in sorted(_partner_void_suits(point, trump), key=lambda s: (-ev.length(s), -s)):
        cards = ev.holding(s).cards
        # DECISION: partner should ruff, so the lowest card (the top of touching honours if any).
        options.append((top_of_touching_honours(cards) or cards[-1], "lead_kotkat_long_void", s))
    for s in side:
        top = top_of_touching_honours(ev.holding(s).cards)
        if top is not None:
            options.append((top, "lead_kotkat_sequence", s))

    good = [o for o in options if o[0] not in bad]
    if good:
        card, key, suit = good[0]
        b.recommend(card)
        b.why(key, section, card=str(card), suit=_sym(suit))
        b.accept(*(o[0] for o in good[1:]))
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


# --- painted misère --------------------------------------------------------------------------------


def _two_suit_lead(hand: Sequence[Card]) -> tuple[list[Card], Suit | None]:
    """The second-lowest card of each suit holding its two (two cards or more), preferred first.

    DECISION: with several such suits the longest is preferred (more small
    cards to press with), then the higher suit.
    """
    ev = HandEval.of(hand)
    suits = sorted((s for s in ev.twos if ev.length(s) >= 2), key=lambda s: (-ev.length(s), -s))
    return [ev.holding(s).cards[-2] for s in suits], (suits[0] if suits else None)


def _shortest_lowest(hand: Sequence[Card]) -> list[Card]:
    """The lowest card of each shortest suit, lowest first.

    DECISION: a suit whose only card is the two is left out (the two is kept).
    """
    ev = HandEval.of(hand)
    suits = [s for s in SUITS if ev.length(s) and ev.holding(s).cards != (Card(s, Rank.TWO),)]
    if not suits:
        suits = [s for s in SUITS if ev.length(s)]
    n = min(ev.length(s) for s in suits)
    lows = [ev.holding(s).cards[-1] for s in suits if ev.length(s) == n]
    return sorted(lows, key=lambda c: (c.rank, -c.suit))


def _misere(point: DecisionPoint, b: AdviceBuilder, contract: Bid) -> None:
    """*Maalattu misääri / Avauslyönti* (with and without the defenders' exchange).

    A defender who doubled leads from the suit of their two
    (*KOTKAT / Pelitaktiikkaa*); the exchange lead stays acceptable.
    Kotkat misère has no defenders' exchange and follows the rule without one.
    """
    v = point.view
    hand = v.hand
    ev = HandEval.of(hand)
    got = _exchange_card(v.received, Phase.DEFENDERS_EXCHANGE, point.seat.partner)
    if contract.level >= 6:
        b.why("lead_misere_aggressive", SECTION_MISERE_TACTICS, level=contract.level)
    aces = [c for c in hand if c.rank is Rank.ACE]
    twos = [c for c in hand if c.rank is Rank.TWO]
    seconds, two_suit = _two_suit_lead(hand)

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
        if kept and kept[-1] is not lead:
            main.mark_worse(
                [kept[-1]], "lead_misere_high_first", SECTION_MISERE, suit=_sym(suit), card=str(kept[-1])
            )
    elif seconds:
        assert two_suit is not None
        main.recommend(seconds[0])
        main.accept(*seconds[1:])
        main.why("lead_misere_two_suit", SECTION_MISERE, suit=_sym(two_suit), card=str(seconds[0]))
    else:
        lows = _shortest_lowest(hand)
        main.recommend(lows[0])
        main.accept(*lows[1:])
        main.why("lead_misere_shortest_lowest", SECTION_MISERE, card=str(lows[0]))

    if _doubled_by(v, point.seat) and seconds:
        assert two_suit is not None
        b.recommend(seconds[0])
        b.why("lead_misere_doubler", SECTION_MISERE_DOUBLER, suit=_sym(two_suit), card=str(seconds[0]))
        # Other small cards of the two's suit show it as well.
        b.accept(*(c for c in ev.holding(two_suit).cards if c.rank <= Rank.NINE and c.rank is not Rank.TWO))
        b.accept(*main.recommended, *main.acceptable)
    else:
        b.recommend(*main.recommended)
        b.accept(*main.acceptable)
        b.reasons.extend(r for r in main.reasons if r not in b.reasons)
    for c, rs in main.worse.items():
        for r in rs:
            b.mark_worse([c], r.key, r.section, **r.params)
    if len(hand) > len(aces):
        b.mark_worse(aces, "lead_misere_no_ace", SECTION_MISERE_TACTICS)
    for t in twos:
        if len(holding(hand, t.suit)) > 1:
            b.mark_worse([t], "lead_misere_keep_two", SECTION_MISERE, card=str(t))


# --- passimisääri --------------------------------------------------------------------------------


def _needs_help(hand: Sequence[Card]) -> bool:
    """An ace in a short suit, or a hand that would lose heavily.

    DECISION: a short suit has one or two cards (as in the handbook's good
    passimisääri hand); "bad cards" is :meth:`HandEval.passimisaari_ruinous`.
    """
    ev = HandEval.of(hand)
    return any(ev.length(s) <= 2 for s in ev.aces) or ev.passimisaari_ruinous()


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

    first, second = (asker, helper) if _needs_help(hand) and asker.recommended else (helper, asker)
    b.recommend(*first.recommended)
    b.accept(*first.acceptable)
    if second is helper:
        # Helping partner is the handbook's usual lead, so it stays a fair choice.
        b.accept(*second.recommended, *second.acceptable)
    b.reasons.extend(first.reasons)
    for c, rs in first.worse.items():
        for r in rs:
            b.mark_worse([c], r.key, r.section, **r.params)


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
        b.why("lead_pm_call_help_other", section, suit=_sym(gave), card=str(mids[0]))


# --- bolsevikit -----------------------------------------------------------------------------------


def _bolshevik(point: DecisionPoint, b: AdviceBuilder) -> None:
    """*BOLSEVIKIT / Pelitaktiikkaa* and *Niskamies bolsevikeissa*: the niskamies's lead."""
    hand = point.view.hand
    ev = HandEval.of(hand)
    section = SECTION_BOLSHEVIK
    b.why("lead_bol_niskamies", SECTION_NISKAMIES)
    seconds, two_suit = _two_suit_lead(hand)
    if _doubled_by(point.view, point.seat) and two_suit is not None:
        b.recommend(seconds[0])
        b.why("lead_bol_doubled", section, suit=_sym(two_suit), card=str(seconds[0]))
        # DECISION: any small card of that suit but the two itself is "smallish".
        b.accept(*(c for c in ev.holding(two_suit).cards if c.rank <= Rank.NINE and c.rank is not Rank.TWO))
    elif seconds:
        assert two_suit is not None
        b.recommend(seconds[0])
        b.accept(*seconds[1:])
        b.why("lead_bol_two_second_lowest", section, suit=_sym(two_suit), card=str(seconds[0]))
    else:
        lows = _shortest_lowest(hand)
        b.recommend(lows[0])
        b.accept(*lows[1:])
        b.why("lead_bol_shortest_lowest", section, card=str(lows[0]))
    aces = [c for c in hand if c.rank is Rank.ACE]
    if len(hand) > len(aces):
        b.mark_worse(aces, "lead_bol_no_ace", section)
    for t in (c for c in hand if c.rank is Rank.TWO):
        if ev.length(t.suit) > 1:
            b.mark_worse([t], "lead_bol_keep_two", section, card=str(t))


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
    return b.build()
