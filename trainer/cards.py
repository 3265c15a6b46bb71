"""Suits, ranks, cards and hands in the handbook's notation.

Handbook section *Skruuvin perusasioita*: suits rank, lowest to highest,
pata ♠ < risti ♣ < ruutu ♦ < hertta ♥; within a suit 2 is lowest and the ace
highest; A K Q J 10 are honours (honööri), 2..9 small cards (hakku).

Notation (the handbook's diagrams): a card is a suit symbol and a rank,
``♦K``, ``♠10``; a hand lists each suit once with its ranks high to low,
``♠AK1084 ♥A6``.  Parsers also accept ASCII letters (``S C D H``), ``T`` for
ten, lower case, and the ranks of one suit split by spaces or commas.  The
printers always write the canonical form, so ``parse(print(x)) == x``.

Cards are interned: there are exactly 52 :class:`Card` objects, and a set of
cards is also kept as a 52-bit integer (``mask``) where speed matters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from enum import IntEnum
from functools import total_ordering
from typing import Final

from trainer.errors import NotationError


class Suit(IntEnum):
    """A suit; the integer value is its rank (♠ lowest)."""

    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        return "SCDH"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def __str__(self) -> str:
        return self.symbol

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse ``♠``/``S``/``s`` (and the other suits).

        Raises NotationError for anything else.
        """
        suit = _SUIT_CHARS.get(text.replace(_VS16, "").strip())
        if suit is None:
            raise NotationError(f"not a suit: {text!r}", code="bad_suit", text=text)
        return suit


_SUIT_SYMBOLS: Final = ("♠", "♣", "♦", "♥")
_SUIT_CHARS: Final[dict[str, Suit]] = {}
for _s in Suit:
    for _ch in (_SUIT_SYMBOLS[_s], "SCDH"[_s], "scdh"[_s]):
        _SUIT_CHARS[_ch] = _s
# The white suit symbols people paste from elsewhere.
for _ch, _s in (("♤", Suit.SPADES), ("♧", Suit.CLUBS), ("♢", Suit.DIAMONDS), ("♡", Suit.HEARTS)):
    _SUIT_CHARS[_ch] = _s

# Emoji presentation selector: "♠️" is "♠" followed by U+FE0F; parsers drop it.
_VS16: Final = "\ufe0f"


class Rank(IntEnum):
    """A rank; the integer value is the pip value (ace = 14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def is_honour(self) -> bool:
        """A K Q J 10 (honööri); 2..9 are small cards (hakku)."""
        return self >= Rank.TEN

    def __str__(self) -> str:
        return self.symbol

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Parse ``A K Q J 10 T 9 .. 2`` (case-insensitive).

        Raises NotationError for anything else.
        """
        rank = _RANK_TEXT.get(text.strip().upper())
        if rank is None:
            raise NotationError(f"not a rank: {text!r}", code="bad_rank", text=text)
        return rank


_RANK_SYMBOLS: Final = {r: (str(int(r)) if r <= 10 else "JQKA"[r - 11]) for r in Rank}
_RANK_TEXT: Final[dict[str, Rank]] = {sym: r for r, sym in _RANK_SYMBOLS.items()}
_RANK_TEXT["T"] = Rank.TEN


@total_ordering
class Card:
    """One of the 52 cards.  Use :meth:`of` or :meth:`parse`; never compare by id.

    Ordering is by suit, then rank (♠2 lowest, ♥A highest): the order in which
    hands are printed, not trick strength, which depends on the led suit.
    """

    __slots__ = ("bit", "index", "rank", "suit")

    suit: Suit
    rank: Rank
    index: int
    bit: int

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return _CARDS[suit * 13 + rank - 2]

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        obj = object.__new__(cls)
        object.__setattr__(obj, "suit", suit)
        object.__setattr__(obj, "rank", rank)
        index = suit * 13 + rank - 2
        object.__setattr__(obj, "index", index)
        object.__setattr__(obj, "bit", 1 << index)
        return obj

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return (Card, (self.suit, self.rank))

    @staticmethod
    def from_index(index: int) -> Card:
        return _CARDS[index]

    @staticmethod
    def of(suit: Suit, rank: Rank) -> Card:
        return _CARDS[suit * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card: ``♦K``, ``DK``, ``dk``, ``♠10``, ``ST``.

        Raises NotationError naming the text.
        """
        t = text.replace(_VS16, "").strip()
        if len(t) < 2:
            raise NotationError(f"not a card: {text!r}", code="bad_card", text=text)
        suit = _SUIT_CHARS.get(t[0])
        if suit is None:
            raise NotationError(f"not a card: {text!r} (no suit)", code="bad_card", text=text)
        rank = _RANK_TEXT.get(t[1:].strip().upper())
        if rank is None:
            raise NotationError(f"not a card: {text!r} (no rank)", code="bad_card", text=text)
        return _CARDS[suit * 13 + rank - 2]

    @property
    def is_honour(self) -> bool:
        return self.rank >= Rank.TEN

    def ascii(self) -> str:
        """``DK``, ``ST``: the ASCII form."""
        return self.suit.letter + ("T" if self.rank == Rank.TEN else self.rank.symbol)

    def __str__(self) -> str:
        return _SUIT_SYMBOLS[self.suit] + _RANK_SYMBOLS[self.rank]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index


_CARDS: Final[list[Card]] = [Card._make(s, r) for s in Suit for r in Rank]
DECK: Final[tuple[Card, ...]] = tuple(_CARDS)
FULL_MASK: Final = (1 << 52) - 1
SUIT_MASKS: Final[tuple[int, ...]] = tuple(((1 << 13) - 1) << (13 * s) for s in Suit)


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= c.bit
    return m


# The cards of each 13-bit pattern of one suit, filled in on first use.
_CHUNKS: Final[list[list[tuple[Card, ...] | None]]] = [[(), *[None] * 8191] for _ in Suit]


def _chunk(suit: int, bits: int) -> tuple[Card, ...]:
    """The cards of ``suit`` in the 13-bit pattern ``bits``, ascending: the pattern's lowest card, then the
    cards of the pattern without it (filled in on first use, so a new pattern costs a step or two)."""
    chunks = _CHUNKS[suit]
    out = chunks[bits]
    if out is None:
        low = bits & -bits
        out = (_CARDS[suit * 13 + low.bit_length() - 1], *_chunk(suit, bits ^ low))
        chunks[bits] = out
    return out


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a 52-bit mask in ascending order (♠2 first)."""
    c0, c1, c2, c3 = _CHUNKS
    a = c0[mask & 0x1FFF]
    b = c1[mask >> 13 & 0x1FFF]
    c = c2[mask >> 26 & 0x1FFF]
    d = c3[mask >> 39 & 0x1FFF]
    if a is None or b is None or c is None or d is None:
        return (
            _chunk(0, mask & 0x1FFF)
            + _chunk(1, mask >> 13 & 0x1FFF)
            + _chunk(2, mask >> 26 & 0x1FFF)
            + _chunk(3, mask >> 39 & 0x1FFF)
        )
    return a + b + c + d


# --- hands -------------------------------------------------------------------

_TOKEN = re.compile(r"[♠♣♦♥♤♧♢♡SCDHscdh]|10|[AKQJTakqjt2-9]|[-–—]|\S")


def parse_cards(text: str) -> list[Card]:
    """Parse cards in hand notation, keeping the written order.

    ``♠AK1084 ♥A6`` gives ♠A ♠K ♠10 ♠8 ♠4 ♥A ♥6; so do ``SAKT84 HA6``,
    ``♠A,♠K,♠10`` and ``♠A K 10 8 4``.  A suit symbol applies to the ranks
    after it until the next suit; ``-`` or ``–`` after a suit marks it void.
    Raises NotationError for unknown characters, ranks before any suit and
    repeated cards.
    """
    out: list[Card] = []
    seen = 0
    suit: Suit | None = None
    pos = 0
    for m in _TOKEN.finditer(text.replace(_VS16, "")):
        tok = m.group(0)
        pos = m.start()
        if tok in _SUIT_CHARS:
            suit = _SUIT_CHARS[tok]
            continue
        if tok in "-–—,;":
            continue
        rank = _RANK_TEXT.get(tok.upper())
        if rank is None:
            raise NotationError(
                f"unexpected {tok!r} at position {pos + 1} in {text!r}",
                code="bad_hand_char",
                text=text,
                char=tok,
                position=pos + 1,
            )
        if suit is None:
            raise NotationError(
                f"rank {tok!r} before any suit in {text!r}",
                code="rank_without_suit",
                text=text,
                char=tok,
                position=pos + 1,
            )
        card = _CARDS[suit * 13 + rank - 2]
        if seen & card.bit:
            raise NotationError(
                f"{card} written twice in {text!r}", code="duplicate_card", text=text, card=str(card)
            )
        seen |= card.bit
        out.append(card)
    return out


def parse_card_list(text: str) -> list[Card]:
    """Parse a sequence where every card carries its suit: ``♥5 ♠3 ♥3 ♠2``.

    Also accepts the packed form ``♥5♠3♥3♠2``.  Order is kept.  Unlike
    :func:`parse_cards`, a rank never inherits the previous card's suit, so
    ``♣A 4 7`` is rejected here; use :func:`parse_cards` for hand notation.
    """
    out: list[Card] = []
    seen = 0
    toks = [m.group(0) for m in _TOKEN.finditer(text.replace(_VS16, ""))]
    i = 0
    while i < len(toks):
        tok = toks[i]
        if tok in (",", ";"):
            i += 1
            continue
        suit = _SUIT_CHARS.get(tok)
        if suit is None or i + 1 >= len(toks):
            raise NotationError(
                f"not a card list: {text!r} at {tok!r}", code="bad_card", text=text, token=tok
            )
        rank = _RANK_TEXT.get(toks[i + 1].upper())
        if rank is None:
            raise NotationError(
                f"not a card list: {text!r} at {tok + toks[i + 1]!r}",
                code="bad_card",
                text=text,
                token=tok + toks[i + 1],
            )
        card = _CARDS[suit * 13 + rank - 2]
        if seen & card.bit:
            raise NotationError(
                f"{card} written twice in {text!r}", code="duplicate_card", text=text, card=str(card)
            )
        seen |= card.bit
        out.append(card)
        i += 2
    return out


def format_hand(cards: Iterable[Card], *, ascii: bool = False) -> str:
    """Print cards in hand notation: suits ♠ ♣ ♦ ♥, ranks high to low.

    ``♠AK1084 ♥A6`` (``SAKT84 HA6`` with ``ascii=True``); no cards print as ``-``.
    """
    by_suit: list[list[Card]] = [[], [], [], []]
    for c in cards:
        by_suit[c.suit].append(c)
    parts = []
    for s in Suit:
        cs = sorted(by_suit[s], key=lambda c: -c.rank)
        if not cs:
            continue
        ranks = "".join(("T" if c.rank == 10 else c.rank.symbol) if ascii else c.rank.symbol for c in cs)
        parts.append((s.letter if ascii else s.symbol) + ranks)
    return " ".join(parts) if parts else "-"


def format_cards(cards: Sequence[Card], *, ascii: bool = False) -> str:
    """Print a sequence of cards in the given order: ``♥5 ♠3 ♥3 ♠2``."""
    if not cards:
        return "-"
    return " ".join(c.ascii() if ascii else str(c) for c in cards)


def suit_counts(cards: Iterable[Card]) -> tuple[int, int, int, int]:
    n = [0, 0, 0, 0]
    for c in cards:
        n[c.suit] += 1
    return (n[0], n[1], n[2], n[3])


def iter_suit(cards: Iterable[Card], suit: Suit) -> Iterator[Card]:
    return (c for c in cards if c.suit == suit)
