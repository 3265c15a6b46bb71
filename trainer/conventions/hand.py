"""Hand evaluation: the measures the handbook's bidding advice rests on.

Handbook sections: *ALKUPELIT* (the introduction: a good suit of three
honours and two small cards plus a side ace or two high honours; good and bad
passimisääri hands), *Ensimmäisen kierroksen maalaukset* (the first-round
colour, the very strong colour for a jump, three or four aces, high cards
without a colour, misère), *Toisen kierroksen maalaukset* (second-round
suits), *Passimisääri* (good passimisääri and painted-misère hands),
*BOLSEVIKIT / Maalaukset* (a bolshevik hand), *Yksinkertaistetut
maalausohjeet* (the same in short; no misère with a natural void).

Terms (the handbook's): an *honour* is A K Q J 10; a *small card* (hakku)
2..9; a *high honour* here means A, K or Q (the handbook's "korkea honööri",
e.g. "KQx" as side strength); a *natural void* (luonnonreno) is a suit the
player was dealt no card of.

Readings chosen where the handbook is loose are marked DECISION and listed
in ``docs/conventions.md``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations, product

from trainer.cards import Card, Rank, Suit

SUITS = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
HIGH_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN)


@dataclass(frozen=True)
class SuitHolding:
    """The cards of one suit, highest first."""

    suit: Suit
    cards: tuple[Card, ...]

    @property
    def length(self) -> int:
        return len(self.cards)

    @property
    def honours(self) -> int:
        return sum(1 for c in self.cards if c.rank >= Rank.TEN)

    @property
    def small(self) -> int:
        return sum(1 for c in self.cards if c.rank <= Rank.NINE)

    @property
    def high_honours(self) -> int:
        return sum(1 for c in self.cards if c.rank in HIGH_HONOURS)

    def has(self, rank: Rank) -> bool:
        return any(c.rank == rank for c in self.cards)

    @property
    def lowest(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    @property
    def highest(self) -> Card | None:
        return self.cards[0] if self.cards else None

    @property
    def catching(self) -> bool:
        """A catching card (kiinniottokortti) for passimisääri: a king, or a queen with two more (Qxx).

        *Passimisääri*, *ALKUPELIT*: "K tai Qxx".  An ace also takes a trick,
        but the handbook wants aces in long suits, not as catchers.
        """
        return self.has(Rank.KING) or (self.has(Rank.QUEEN) and self.length >= 3)


@dataclass(frozen=True)
class HandEval:
    """Measures of one hand (any number of cards)."""

    cards: tuple[Card, ...]

    @classmethod
    def of(cls, cards: Iterable[Card]) -> HandEval:
        return cls(tuple(sorted(cards)))

    @cached_property
    def suits(self) -> dict[Suit, SuitHolding]:
        by: dict[Suit, list[Card]] = {s: [] for s in SUITS}
        for c in self.cards:
            by[c.suit].append(c)
        return {s: SuitHolding(s, tuple(sorted(by[s], key=lambda c: -c.rank))) for s in SUITS}

    def holding(self, suit: Suit) -> SuitHolding:
        return self.suits[suit]

    def length(self, suit: Suit) -> int:
        return self.suits[suit].length

    @property
    def aces(self) -> tuple[Suit, ...]:
        return tuple(s for s in SUITS if self.suits[s].has(Rank.ACE))

    @property
    def kings(self) -> tuple[Suit, ...]:
        return tuple(s for s in SUITS if self.suits[s].has(Rank.KING))

    @property
    def honours(self) -> int:
        return sum(h.honours for h in self.suits.values())

    @property
    def voids(self) -> tuple[Suit, ...]:
        """Natural voids (luonnonreno): suits with no card."""
        return tuple(s for s in SUITS if self.suits[s].length == 0)

    @property
    def twos(self) -> tuple[Suit, ...]:
        """Suits whose two the player holds (the misère player's best cards)."""
        return tuple(s for s in SUITS if self.suits[s].has(Rank.TWO))

    def longest(self) -> tuple[Suit, ...]:
        """The longest suit(s), ties broken toward more honours, then the higher suit."""
        best = max(self.suits.values(), key=lambda h: (h.length, h.honours))
        return tuple(
            s for s in SUITS if (self.suits[s].length, self.suits[s].honours) == (best.length, best.honours)
        )

    def shortest(self) -> tuple[Suit, ...]:
        """The shortest suit(s), voids included."""
        n = min(h.length for h in self.suits.values())
        return tuple(s for s in SUITS if self.suits[s].length == n)

    def shortest_nonvoid(self) -> tuple[Suit, ...]:
        lengths = [h.length for h in self.suits.values() if h.length]
        if not lengths:
            return ()
        n = min(lengths)
        return tuple(s for s in SUITS if self.suits[s].length == n)

    # --- suit strength (Ensimmäisen kierroksen maalaukset, Toisen kierroksen maalaukset) ---

    def side_strength(self, suit: Suit) -> bool:
        """A side ace, or two high honours together in a side suit (e.g. KQx).

        *ALKUPELIT* introduction and *Ensikierron väri*: besides the colour
        the opener needs "an ace or two high honours in another suit".
        """
        for s in SUITS:
            if s is suit:
                continue
            h = self.suits[s]
            if h.has(Rank.ACE) or h.high_honours >= 2:
                return True
        return False

    def side_ace(self, suit: Suit) -> bool:
        return any(self.suits[s].has(Rank.ACE) for s in SUITS if s is not suit)

    def first_round_colour(self, suit: Suit) -> bool:
        """Opener's first-round colour: colour quality plus side strength.

        *Ensikierron väri*: three honours and two small cards with a side ace or
        e.g. KQx (♦AKJ84 and ♠A); or two high honours and four small with a side
        ace (♦AK9864 and ♠A).  DECISION: the second kind needs a side ace, the
        first a side ace or two high honours in one side suit.
        """
        h = self.suits[suit]
        if h.honours >= 3 and h.small >= 2 and self.side_strength(suit):
            return True
        return h.high_honours >= 2 and h.small >= 4 and self.side_ace(suit)

    def responder_colour(self, suit: Suit) -> bool:
        """Responder's own first-round colour: three honours and two small, no side ace needed.

        *Vastaajan (avaajan partnerin) maalaukset*: ♥AQJ74.
        """
        h = self.suits[suit]
        return h.honours >= 3 and h.small >= 2

    def very_strong_colour(self, suit: Suit) -> bool:
        """The colour for a jump: six cards with four honours or seven with three, and a side ace.

        *Ensikierron väri* (esim. 2♦): ♠9 ♣K75 ♦AKQ1086 ♥A6.
        """
        h = self.suits[suit]
        strong = (h.length >= 6 and h.honours >= 4) or (h.length >= 7 and h.honours >= 3)
        return strong and self.side_ace(suit)

    def second_round_suit(self, suit: Suit, *, opener: bool) -> bool:
        """A suit worth showing in round 2.

        *Toisen kierroksen maalaukset*.  Opener (after a first-round colour):
        two honours and small cards (DECISION: at least two small), or three
        honours one of which is the ace, or KQJ.  Responder: two honours and
        three small, or three honours and one small.
        """
        h = self.suits[suit]
        if opener:
            if h.honours >= 2 and h.small >= 2:
                return True
            top3 = h.has(Rank.KING) and h.has(Rank.QUEEN) and h.has(Rank.JACK)
            return h.honours >= 3 and (h.has(Rank.ACE) or top3)
        return (h.honours >= 2 and h.small >= 3) or (h.honours >= 3 and h.small >= 1)

    def support(self, suit: Suit) -> bool:
        """Four-card support with an honour for partner's colour (*Korotus avaajan värissä*)."""
        h = self.suits[suit]
        return h.length >= 4 and h.honours >= 1

    # --- misère and passimisääri (Passimisääri, Maalattu misääri) ---

    def dangerous_high_cards(self) -> int:
        """A, K and Q in suits shorter than five: the cards that take unwanted tricks in misère.

        DECISION (a measure for the misère advice): the handbook wants small
        cards and an ace only in a long (5+) suit.
        """
        return sum(
            sum(1 for c in h.cards if c.rank in HIGH_HONOURS) for h in self.suits.values() if h.length < 5
        )

    def low_cards(self, top: Rank = Rank.FIVE) -> int:
        """Cards of rank ``top`` or lower."""
        return sum(1 for c in self.cards if c.rank <= top)

    def painted_misere_fit(self) -> bool:
        """Good painted-misère cards.

        *Passimisääri* (its example of a painted-misère hand is ♠3 ♣A87542 ♦1042 ♥54),
        *Misääri* (6 misääri: small cards, ideally three twos of which two can
        go to partner), *Yksinkertaistetut maalausohjeet* (not with a natural
        void).  DECISION: at least two twos, no natural void, no A/K/Q in a
        suit shorter than five.
        """
        return len(self.twos) >= 2 and not self.voids and self.dangerous_high_cards() == 0

    def passimisaari_fit(self) -> bool:
        """Good passimisääri cards.

        *ALKUPELIT* and *Passimisääri* (Hyvät passimisäärikortit: ♠3 ♣AK7542
        ♦Q54 ♥K4): a short suit (one or two cards), catching cards (K or Qxx)
        in two suits, an ace (if any) in the long suit.  DECISION: every ace
        must be in a suit of five or more.
        """
        short = any(1 <= h.length <= 2 for h in self.suits.values())
        catchers = sum(1 for h in self.suits.values() if h.catching)
        aces_safe = all(self.suits[s].length >= 5 for s in self.aces)
        return short and catchers >= 2 and aces_safe

    def passimisaari_ruinous(self) -> bool:
        """A hand that would lose heavily in passimisääri: bid boldly even when weak.

        *ALKUPELIT*: three cards in every suit, no small low cards and only high
        cards in several suits.  DECISION: no suit of one or two cards (nothing
        to void quickly), no card below six, and two or more suits with only
        honours.
        """
        no_short = all(h.length >= 3 for h in self.suits.values())
        no_low = self.low_cards(Rank.FIVE) == 0
        only_high = sum(1 for h in self.suits.values() if h.length and h.small == 0)
        return no_short and no_low and only_high >= 2

    def likely_misere_tricks(self) -> tuple[Card, ...]:
        """Cards likely to take a trick in a misère played alone against three, suit by suit.

        DECISION (C42, a rough measure of the project's own; the handbook gives none): in each suit
        the player's i-th lowest card (0-based) is safe if its rank is at most 4 + 2i (2-4, then up
        to 6, 8, 10, Q, A); a card above that ladder is likely to take a trick.  One correction from
        the handbook's words on long suits: the highest card of a suit of five or more is safe when
        every card under it is (*Maalattu misääri*: an ace belongs in a long, safe suit;
        *Passimisääri*: an ace is safe only in a suit of five or more cards).
        """
        return tuple(c for s in SUITS for c in _likely_in_suit(self.suits[s].cards))

    def misere_clearance(self, gifts: int = 3) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The fewest cards (at most ``gifts``) whose giving away leaves the fewest likely misère tricks.

        Returns ``(given, left)``: the cards to give and the :meth:`likely_misere_tricks` of what
        stays, measured again on the shorter suits.  Ties go to the plan that leaves the lower
        cards.  *BOLSEVIKIT / Maalaukset* and *Korttien ylianto*: the bolshevik player gives one card
        to each of the three others to void a bad suit and shed a short suit's high cards.
        """
        # The ladder works suit by suit, so each suit's best plan for k gifts is found alone.
        plans: list[list[tuple[tuple[Card, ...], tuple[Card, ...]]]] = []
        for s in SUITS:
            cards = self.suits[s].cards  # highest first
            left0 = _likely_in_suit(cards)
            if not left0:
                continue
            best: list[tuple[tuple[Card, ...], tuple[Card, ...]]] = [((), left0)]
            for k in range(1, min(gifts, len(cards)) + 1):
                choice = min(
                    combinations(cards, k),
                    key=lambda given: len(_likely_in_suit(tuple(c for c in cards if c not in given))),
                )
                best.append((choice, _likely_in_suit(tuple(c for c in cards if c not in choice))))
            plans.append(best)
        result: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
        score: tuple[int, int, int] | None = None
        for ks in product(*(range(len(p)) for p in plans)):
            if sum(ks) > gifts:
                continue
            given = tuple(c for p, k in zip(plans, ks, strict=True) for c in p[k][0])
            left = tuple(c for p, k in zip(plans, ks, strict=True) for c in p[k][1])
            this = (len(left), len(given), sum(c.rank for c in left))
            if score is None or this < score:
                score, result = this, (given, left)
        return result

    def bolshevik_fit(self) -> bool:
        """A bolshevik hand by the handbook's test: good misère cards, and the gifts can clear the bad cards.

        *BOLSEVIKIT / Maalaukset*: good misère cards, a bad suit to void whatever the middle cards
        are, and a short suit's high cards shed.  DECISION (C9): at least two twos, and three gifts
        can give away every card likely to take a trick (:meth:`misere_clearance`), whatever the
        middle cards bring; ``bidding_bolsevikit`` grades the hand further (a gift to spare, a long
        suit without its two).
        """
        return len(self.twos) >= 2 and not self.misere_clearance()[1]


def _likely_in_suit(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The ladder of :meth:`HandEval.likely_misere_tricks` for one suit's cards (lowest first)."""
    low_first = sorted(cards, key=lambda c: c.rank)
    flags = [c.rank > 4 + 2 * i for i, c in enumerate(low_first)]
    if len(low_first) >= 5 and not any(flags[:-1]):
        flags[-1] = False
    return tuple(c for c, f in zip(low_first, flags, strict=True) if f)
