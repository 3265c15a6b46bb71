"""First discards: the signal a player gives the first time they cannot follow suit.

Handbook sections:

* *Merkinanto* (alkupelit, after the cup game) -- the first card a player
  throws on a suit they lack (*ensimmäinen sakaus*) is usually a smallish card
  of a suit where they hold a high honour: the ace in trump and grand, the
  king in misère.  By agreement the *Italian* signal may be used instead (see
  :func:`italian_meaning`).
* *Passimisääri / Merkinanto* -- in passimisääri the choice is between an
  ace and another card; a player who cannot tell whether partner takes the
  trick throws the signal card instead; catching cards are kept.
* *Passimisääri / Pelitaktiikkaa* -- an ace is best dropped at the first
  chance into a trick the opponents take.
* *Maalattu misääri / Avauslyönti* -- a painted-misère defender may drop an
  ace when the declaring side takes the trick.
* *KOTKAT / Pelitaktiikkaa* -- when a defender doubles a painted misère and
  leads the suit of their two, partner throws that suit away at once.

What a player may know here: ``point.view`` (own hand, the current and the
previous trick, the contract and the doubling) and, from ``point.info.tricks``
(every finished trick, remembered: perfect recall), who led each trick, the
suit led, and the card this seat played.  That tells whether the seat has
already discarded in this deal (then the signal has been given and this
module says nothing) and which suit a doubling partner led first.

The standard signal is a judgement (a player may have a better use for the
discard), so every :class:`Advice` here has ``judgement=True``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from trainer.bids import Double
from trainer.cards import Card, Rank, Suit
from trainer.errors import SkruuviError
from trainer.game import GameType, Phase
from trainer.marker import N_
from trainer.play import Trick, trick_winner

from .core import Advice, DecisionPoint, Reason
from .hand import SUITS, HandEval
from .leads import AdviceBuilder, game_of
from .texts import register

TOPIC: Final = "discard"

SECTION_SIGNAL: Final = "Merkinanto"
SECTION_PASSI_SIGNAL: Final = "Passimisääri / Merkinanto"
SECTION_PASSI_TACTICS: Final = "Passimisääri / Pelitaktiikkaa"
SECTION_MISERE_LEAD: Final = "Maalattu misääri / Avauslyönti"
SECTION_MISERE_DOUBLER: Final = "KOTKAT / Pelitaktiikkaa"

SECTIONS: Final = frozenset(
    {SECTION_SIGNAL, SECTION_PASSI_SIGNAL, SECTION_PASSI_TACTICS, SECTION_MISERE_LEAD, SECTION_MISERE_DOUBLER}
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
        "sig_italian_alternative": N_(
            "Partners who have agreed on the Italian signal may show {suit} with {cards} instead "
            "(an odd card names its own suit, an even card one of the two other suits)."
        ),
        "sig_ruff_separate": N_(
            "Whether to ruff is a separate decision; this advice only says which card to throw if you "
            "do not ruff."
        ),
        "sig_ace_drop": N_(
            "The opponents take this trick whatever happens: drop the {card} into it now. An ace is "
            "cheapest early, and holding it back misleads partner."
        ),
        "sig_ace_maybe": N_(
            "You cannot yet see who takes this trick. If the opponents do, dropping the {card} now is "
            "right; if you are unsure, the signal card is the safer throw."
        ),
        "sig_ace_partner_wins": N_(
            "Partner is taking this trick: an ace thrown into it would count against your side."
        ),
        "sig_pm_keep_catcher": N_(
            "Keep the {card}: it is a catching card, and you need it until partner no longer needs your help."
        ),
        "sig_pm_dangerous_single": N_(
            "Getting rid of your lone high card {card} is also a sensible discard."
        ),
        "sig_misere_doubler_suit": N_(
            "Partner doubled and led {suit} first to show the two there: throw your {suit} cards away, "
            "starting with {card}."
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
    }
)

MISERE_GAMES: Final = frozenset({GameType.MISERE, GameType.PASSIMISAARI, GameType.BOLSHEVIK})


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


# --- the decision ----------------------------------------------------------------------------------


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


def _signal(
    hand: HandEval, led: Suit, trump: Suit | None, game: GameType
) -> tuple[list[Card], list[Card], Reason | None]:
    """The standard signal: (recommended, acceptable, reason) from the suits holding the honour.

    DECISION: small means 2..9.  The preferred suit holds the honour with the
    next one below it (AK, or KQ in misère), then is longer, then higher.  The
    lowest small card is chosen, except that a two is kept in misère games
    when the suit has another small card.
    """
    honour = signal_honour(game)
    suits = []
    for s in SUITS:
        if s is led or s is trump:
            continue
        h = hand.holding(s)
        if h.has(honour) and any(c.rank <= Rank.NINE for c in h.cards):
            suits.append(s)
    if not suits:
        return [], [], None
    suits.sort(key=lambda s: (-int(hand.holding(s).has(Rank(honour - 1))), -hand.length(s), -s))
    picks: list[Card] = []
    for s in suits:
        small = [c for c in reversed(hand.holding(s).cards) if c.rank <= Rank.NINE]  # lowest first
        if game in MISERE_GAMES and len(small) > 1 and small[0].rank is Rank.TWO:
            small = small[1:] + small[:1]
        picks.extend(small)
    best = picks[0]
    why = Reason(
        "sig_standard",
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


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's first discard for ``point``, or None when it is not a first discard."""
    if not is_first_discard(point):
        return None
    v = point.view
    game = game_of(v)
    if game is None or game is GameType.THROWN_IN or _no_one_to_signal_to(point, game):
        return None
    led = v.current_trick[0][1].suit
    contract = v.contract
    trump = contract.trump if contract is not None and game in (GameType.TRUMP, GameType.DICTATOR) else None
    hand = HandEval.of(v.hand)
    b = AdviceBuilder(point, TOPIC)
    signal, others, signal_why = _signal(hand, led, trump, game)

    partner = point.seat.partner
    declarers = (v.declarer, v.declarer.partner) if v.declarer is not None else ()
    aces = sorted((c for c in v.hand if c.rank is Rank.ACE), key=lambda c: (hand.length(c.suit), c.suit))
    ace_game = game is GameType.PASSIMISAARI or (game is GameType.MISERE and point.seat not in declarers)

    if game is GameType.MISERE and any(s is partner and isinstance(c, Double) for s, c in v.doubling):
        shown = _partner_first_lead(point)
        if shown is not None and shown is not led and hand.length(shown):
            cards = hand.holding(shown).cards
            # DECISION: throw the suit from the top, so the high cards go first.
            b.recommend(cards[0])
            b.accept(*cards[1:], *signal, *others)
            b.why("sig_misere_doubler_suit", SECTION_MISERE_DOUBLER, suit=shown.symbol, card=str(cards[0]))
            return b.build()

    if ace_game and aces:
        section = SECTION_PASSI_TACTICS if game is GameType.PASSIMISAARI else SECTION_MISERE_LEAD
        cards = tuple(c for _, c in v.current_trick)
        leader = v.current_trick[0][0]
        winner = trick_winner(cards, leader, None)
        opponents_win = winner is not point.seat and winner is not partner
        if len(cards) == 3 and opponents_win:
            b.recommend(aces[0])
            b.accept(*aces[1:], *signal, *others)
            b.why("sig_ace_drop", section, card=str(aces[0]))
            _keep_honours(b, hand, led, trump, game)
            return b.build()
        if len(cards) == 3:
            b.mark_worse(aces, "sig_ace_partner_wins", section)
        elif opponents_win and signal:
            b.accept(*aces)
            b.why(
                "sig_ace_maybe",
                SECTION_PASSI_SIGNAL if game is GameType.PASSIMISAARI else section,
                card=str(aces[0]),
            )

    if not signal or signal_why is None:
        return None
    b.reasons.insert(0, signal_why)
    b.recommend(*signal)
    b.accept(*others)
    # The Italian signal is played by agreement (*Merkinanto*): its cards for the same suit are fine too.
    honour = signal_honour(game)
    for suit in sorted({c.suit for c in signal}):
        italian = [c for c in italian_cards(v.hand, led, suit) if c.rank is not honour and c not in signal]
        if italian:
            b.accept(*italian)
            b.why(
                "sig_italian_alternative", SECTION_SIGNAL, suit=suit.symbol, cards=" ".join(map(str, italian))
            )
    if trump is not None:
        b.accept(*(c for c in v.hand if c.suit is trump))
        b.why("sig_ruff_separate", SECTION_SIGNAL)
    if game is GameType.PASSIMISAARI:
        for s in SUITS:
            cards = hand.holding(s).cards
            if len(cards) == 1 and Rank.JACK <= cards[0].rank <= Rank.QUEEN:
                b.accept(cards[0])
                b.why("sig_pm_dangerous_single", SECTION_PASSI_SIGNAL, card=str(cards[0]))
    _keep_honours(b, hand, led, trump, game)
    return b.build()


def _keep_honours(b: AdviceBuilder, hand: HandEval, led: Suit, trump: Suit | None, game: GameType) -> None:
    honour = signal_honour(game)
    for s in SUITS:
        if s is led or s is trump or not hand.holding(s).has(honour):
            continue
        card = Card(s, honour)
        if game is GameType.PASSIMISAARI:
            b.mark_worse([card], "sig_pm_keep_catcher", SECTION_PASSI_SIGNAL, card=str(card))
        else:
            b.mark_worse([card], "sig_keep_honour", SECTION_SIGNAL, card=str(card))
