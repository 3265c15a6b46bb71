"""PBN (Portable Bridge Notation) for skruuvi deals: print a deal, read one back, export a record at the lead.

Handbook sections *Korttien jakaminen* (alkupelit and bolsevikit give each
player 12 cards and leave four middle cards; kotkat gives 13) and *Skruuvin
perusasioita* (four players clockwise, partners opposite).  Skruuvi's trick
play is bridge's, so bridge's text format, PBN (version 2.1), can carry a
skruuvi deal; the layout is documented in ``docs/notation.md``.

* :func:`deal_pbn` prints a :class:`~trainer.dealing.Deal` as PBN tags and
  :func:`read_deal` reads them back: ``read_deal(deal_pbn(d)) == d`` for every
  form and dealer.
* :func:`read_hands` gives the four hands of any PBN deal (``lead --deal``).
* :func:`play_start_pbn` prints a deal record's position when the first card
  is led, every hand of 13 cards, with the contract where PBN can say it.
* :func:`record_pbn` prints a whole deal record (the auction and exchanges in
  tags of this program's own, the trick play as PBN's Play section) and
  :func:`read_record` reads it back (``docs/notation.md``, *The whole deal*).

Seats A B C D are PBN's N E S W (both games go clockwise; the mapping of
:mod:`trainer.conventions.double_dummy`).  Suits map by name, since PBN lists
a hand's suits as ♠.♥.♦.♣ and skruuvi ranks them ♠ < ♣ < ♦ < ♥.

endplay (pinned in ``requirements.txt``) does the PBN work where it fits: its
PBN reader (``endplay.parsers.pbn``) splits the text into games and tags,
with PBN's comments, ``%`` lines and sections; ``endplay.types.Deal`` turns a
Deal tag into hands (first seat, rotation, suit order) and writes one
(``Deal.to_pbn``).  This module adds what endplay does not check, with errors
that name the hand and the card: exactly four hands of four suits, one
character per rank, no card twice, the hand size of the form, the middle
cards.  endplay's reader drops a ``Dealer`` tag that comes without a
``Contract``, so the tags are taken from its reader before it builds a board.

DECISION (middle cards): a PBN Deal tag holds the four hands; in alkupelit
and bolsevikit they hold 12 cards each, as dealt, and the four middle cards
follow in a tag of their own, ``[Middle "SK C5 HT D2"]``, in dealt order
(PBN card notation: suit letter, then rank).  PBN allows tags of its own to
a program (PBN 2.1, *Expandability*); other programs ignore them.  A
``[Form "alkupelit"]`` tag names the form, since alkupelit and bolsevikit
deal alike.

DECISION (contract at the lead): ``[Contract]`` and ``[Declarer]`` are PBN's
only where they mean what PBN means: ``Contract`` for a trump or grand game
of alkupelit and kotkat (grand is ``NT``, a double ``X``), where the player
on the declarer's left leads as in bridge; ``Declarer`` wherever the game has
a declarer (in bolsevikit the bolshevik player).  Misère, passimisääri and
the bolsevikit games (one player against three, the player's right leads)
have no PBN contract; the tags ``[Game "6M"]`` (the final contract in the
engine's ASCII notation, ``Pass`` for passimisääri, ``X``/``XX`` when doubled
or redoubled) and ``[Leader "W"]`` say it for every game.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from trainer.bids import Form, Strain
from trainer.cards import Card, Rank, Suit
from trainer.dealing import Deal
from trainer.errors import NotationError, RecordError, SkruuviError
from trainer.rules import rules_for
from trainer.seats import SEATS, Seat

if TYPE_CHECKING:
    from endplay.types import Board

    from trainer.records import DealRecord
    from trainer.state import State

__all__ = [
    "compass",
    "deal_pbn",
    "parse_compass",
    "play_start",
    "play_start_pbn",
    "read_deal",
    "read_hands",
    "read_record",
    "record_pbn",
]

COMPASS: Final = "NESW"
"""PBN's seat letters in skruuvi seat order: A = N, B = E, C = S, D = W."""

MIDDLE_TAG: Final = "[Middle]"
"""How an error names the middle cards as the place of a card."""

#: endplay's names for our seats, suits and ranks (names, not numbers: endplay's Denom is spades=0,
#: hearts=1, diamonds=2, clubs=3, nt=4, while Suit is ♠=0, ♣=1, ♦=2, ♥=3); also used by the double-dummy solver.
PLAYER_NAME: Final = {Seat.A: "north", Seat.B: "east", Seat.C: "south", Seat.D: "west"}
DENOM_NAME: Final = {
    Suit.SPADES: "spades",
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
}
SUIT_OF_DENOM: Final = {name: suit for suit, name in DENOM_NAME.items()}
RANK_NAME: Final = {r: "R" + ("T" if r is Rank.TEN else r.symbol) for r in Rank}
RANK_OF_NAME: Final = {name: r for r, name in RANK_NAME.items()}
_RANK_CHARS: Final = "AKQJT98765432"
# PBN lists a hand's suits as spades.hearts.diamonds.clubs.
_PBN_SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_STRAIN_PBN: Final = {
    Strain.SPADES: "S",
    Strain.CLUBS: "C",
    Strain.DIAMONDS: "D",
    Strain.HEARTS: "H",
    Strain.GRAND: "NT",
}
_STRAIN_GAME: Final = {**_STRAIN_PBN, Strain.GRAND: "G", Strain.MISERE: "M"}
# A PBN text (tags, comments, % lines) rather than a bare Deal tag value.
_TAG_TEXT: Final = re.compile(r"\s*[\[%{;]")


def compass(seat: Seat) -> str:
    """PBN's letter for ``seat``: A → N, B → E, C → S, D → W."""
    return COMPASS[seat]


def parse_compass(text: str, tag: str = "Deal") -> Seat:
    """The seat of a PBN letter ``N E S W`` (any case).

    Raises NotationError (``pbn_seat``) naming the text and the ``tag`` it came from.
    """
    t = text.strip().upper()
    if len(t) != 1 or t not in COMPASS:
        raise NotationError(
            f"{text!r} in the {tag} tag is not a PBN seat (use N, E, S or W)",
            code="pbn_seat",
            text=text,
            tag=tag,
        )
    return Seat(COMPASS.index(t))


# --- endplay -------------------------------------------------------------------------


def _require_endplay() -> None:
    """Import endplay (under double_dummy's lock, as every first import of it must be), or raise."""
    from trainer.conventions.double_dummy import is_available

    if not is_available():
        raise SkruuviError(
            "PBN needs the endplay library, which cannot be loaded here", code="pbn_unavailable"
        )


def _deal_string(hands: Sequence[Sequence[Card]]) -> str:
    """The Deal tag's value, ``N:`` and the hands of A B C D, written by endplay."""
    _require_endplay()
    from endplay.types import Card as ECard
    from endplay.types import Deal as EDeal
    from endplay.types import Denom, Hand, Player
    from endplay.types import Rank as ERank

    deal = EDeal()
    for seat in SEATS:
        hand = Hand()
        for c in hands[seat]:
            hand.add(ECard(suit=Denom[DENOM_NAME[c.suit]], rank=ERank[RANK_NAME[c.rank]]))
        deal[Player[PLAYER_NAME[seat]]] = hand
    return deal.to_pbn()


def _endplay_hands(value: str) -> dict[Seat, tuple[Card, ...]]:
    """The hands of a checked Deal tag value, as endplay reads them (first seat, rotation, suit order)."""
    _require_endplay()
    from endplay.types import Deal as EDeal
    from endplay.types import Player

    deal = EDeal(value)
    return {
        seat: tuple(
            sorted(
                Card.of(SUIT_OF_DENOM[c.suit.name], RANK_OF_NAME[c.rank.name])
                for c in deal[Player[PLAYER_NAME[seat]]]
            )
        )
        for seat in SEATS
    }


def _games(text: str, sections: list[dict[str, list[list[str]]]] | None = None) -> list[dict[str, str]]:
    """The tags of each game in a PBN text, keys in lower case, read by endplay's PBN reader.

    With ``sections``, each game's section lines (``Play``, ``Auction``: the rows of tokens) are appended
    to it, keyed like the tags.  Raises NotationError (``pbn_syntax``) with the line endplay stopped at.
    """
    _require_endplay()
    from endplay.parsers.pbn import PBNDecoder
    from endplay.types import Board

    games: list[dict[str, str]] = []

    class _TagReader(PBNDecoder):
        # endplay turns the tags of a game into a Board here; keep the tags instead.
        def _tags_to_board(self) -> Board | None:
            if not self.curtags:
                return None
            games.append(
                {
                    k.lower(): str(v["value"])
                    for k, v in self.curtags.items()
                    if isinstance(v.get("value"), str)
                }
            )
            if sections is not None:
                sections.append(
                    {
                        k.lower(): list(v["data"])
                        for k, v in self.curtags.items()
                        if isinstance(v.get("data"), list)
                    }
                )
            return Board()

    reader = _TagReader()  # type: ignore[no-untyped-call]
    try:
        reader.parse_file(io.StringIO(text))
    except (ValueError, RuntimeError, KeyError, IndexError) as e:
        raise NotationError(
            f"PBN text cannot be read at line {reader.lineno}: {e}", code="pbn_syntax", line=reader.lineno
        ) from e
    return games


# --- reading -------------------------------------------------------------------------


def _tags(text: str) -> dict[str, str]:
    """The one game's tags: from a PBN text, or ``{"deal": text}`` for a bare Deal tag value."""
    if not _TAG_TEXT.match(text):
        return {"deal": text}
    games = [g for g in _games(text) if "deal" in g]
    if not games:
        raise NotationError('the PBN text has no Deal tag ([Deal "N:..."])', code="pbn_no_deal")
    if len(games) > 1:
        raise NotationError(
            f"the PBN text holds {len(games)} deals; give one", code="pbn_many_deals", count=len(games)
        )
    return games[0]


def _where(seat: Seat) -> dict[str, str]:
    return {"compass": compass(seat), "seat": str(seat)}


def _place(seat: Seat) -> str:
    """A hand named in an error about a card: ``N (A)``."""
    return f"{compass(seat)} ({seat})"


def _deal_value(value: str) -> dict[Seat, tuple[Card, ...]]:
    """Check a Deal tag value (``N:AK.QJ.T9.8765 ...``) and read its four hands with endplay.

    Any first seat N, E, S or W; ranks ``AKQJT98765432`` in any case (``10`` is
    read as ``T``).  Raises NotationError naming the hand and what is wrong.
    """
    v = value.strip()
    first, colon, rest = v.partition(":")
    if not colon:
        raise NotationError(
            f"a PBN deal starts with the first hand's seat and a colon, such as 'N:', not {v[:12]!r}",
            code="pbn_no_first",
            text=v[:12],
        )
    start = parse_compass(first, "Deal")
    parts = rest.split()
    if len(parts) != 4:
        raise NotationError(
            f"a PBN deal has four hands separated by spaces, not {len(parts)}",
            code="pbn_hand_count",
            count=len(parts),
        )
    checked: list[str] = []
    seen: dict[Card, Seat] = {}
    for i, part in enumerate(parts):
        seat = start.next(i)
        if part == "-":
            raise NotationError(
                f"PBN hand {compass(seat)} (seat {seat}) is '-' (unknown): give all four hands",
                code="pbn_unknown_hand",
                **_where(seat),
            )
        suits = part.replace("10", "T").upper().split(".")
        if len(suits) != 4:
            raise NotationError(
                f"PBN hand {compass(seat)} (seat {seat}) {part!r} has {len(suits)} suits; "
                "it needs four, separated by dots (spades.hearts.diamonds.clubs)",
                code="pbn_suit_count",
                text=part,
                count=len(suits),
                **_where(seat),
            )
        for suit, ranks in zip(_PBN_SUITS, suits, strict=True):
            for ch in ranks:
                if ch not in _RANK_CHARS:
                    raise NotationError(
                        f"PBN hand {compass(seat)} (seat {seat}): {ch!r} is not a rank (A K Q J T 9 ... 2)",
                        code="pbn_rank",
                        char=ch,
                        **_where(seat),
                    )
                card = Card.of(suit, Rank.parse(ch))
                if card in seen:
                    raise _twice(card, _place(seen[card]), _place(seat))
                seen[card] = seat
        checked.append(".".join(suits))
    return _endplay_hands(f"{COMPASS[start]}:{' '.join(checked)}")


def _twice(card: Card, first: str, second: str) -> NotationError:
    return NotationError(
        f"{card} is in the PBN deal twice: in {first} and in {second}",
        code="pbn_duplicate",
        card=str(card),
        first=first,
        second=second,
    )


def read_hands(text: str) -> dict[Seat, tuple[Card, ...]]:
    """The four hands of a PBN deal: a PBN text with a Deal tag, or the tag's value alone.

    Any number of cards per hand (an end position, a dealt hand of 12): the
    caller checks the sizes it needs.  Other tags are not read.  Raises
    NotationError (codes ``pbn_*``) naming what is wrong and where.
    """
    return _deal_value(_tags(text)["deal"])


def read_deal(text: str, form: Form | None = None, dealer: Seat | None = None) -> Deal:
    """A deal as dealt, from PBN: the inverse of :func:`deal_pbn`.

    ``text`` is a PBN text (tags ``Deal``, and ``Dealer``, ``Form``,
    ``Middle`` when known; other tags are ignored) or a Deal tag's value alone.
    The form is the ``Form`` tag's, else ``form``, else kotkat when every hand
    has 13 cards and there is no ``Middle`` tag; the dealer is the ``Dealer``
    tag's, else ``dealer``, else A.  A tag and an argument that disagree are an
    error.  Raises NotationError (codes ``pbn_*``) naming what is wrong and where.
    """
    return _deal_of_tags(_tags(text), form, dealer)


def _deal_of_tags(tags: dict[str, str], form: Form | None, dealer: Seat | None) -> Deal:
    """:func:`read_deal` from a game's tags (keys in lower case)."""
    hands = _deal_value(tags["deal"])
    if "form" in tags:
        try:
            tagged = Form.parse(tags["form"])
        except NotationError as e:
            raise NotationError(
                f"{tags['form']!r} in the Form tag is not a form", code="pbn_form", text=tags["form"]
            ) from e
        if form is not None and form is not tagged:
            raise NotationError(
                f"the Form tag says {tagged}, but the form is {form}",
                code="pbn_form_mismatch",
                tagged=tagged.value,
                form=form.value,
            )
        form = tagged
    if "dealer" in tags:
        tagged_dealer = parse_compass(tags["dealer"], "Dealer")
        if dealer is not None and dealer is not tagged_dealer:
            raise NotationError(
                f"the Dealer tag says {tags['dealer'].strip()} (seat {tagged_dealer}), but the dealer is {dealer}",
                code="pbn_dealer_mismatch",
                dealer=str(dealer),
                **_where(tagged_dealer),
            )
        dealer = tagged_dealer
    middle = _middle(tags["middle"]) if "middle" in tags else None
    if form is None:
        if middle is not None or any(len(h) != 13 for h in hands.values()):
            raise NotationError(
                "say the form: this PBN deal has middle cards or 12-card hands but no Form tag",
                code="pbn_form_needed",
            )
        form = Form.KOTKAT
    if form.has_middle and middle is None:
        raise NotationError(
            f'{form} has four middle cards: give them in a [Middle "..."] tag',
            code="pbn_middle_missing",
            form=form.value,
        )
    if not form.has_middle and middle is not None:
        raise NotationError(
            f"{form} has no middle cards, but the PBN text has a Middle tag",
            code="pbn_middle_unexpected",
            form=form.value,
        )
    seen = {c: _place(s) for s, h in hands.items() for c in h}
    for c in middle or ():
        if c in seen:
            raise _twice(c, seen[c], MIDDLE_TAG)
        seen[c] = MIDDLE_TAG
    size = rules_for(form).hand_size
    for seat in SEATS:
        if len(hands[seat]) != size:
            raise NotationError(
                f"PBN hand {compass(seat)} (seat {seat}) has {len(hands[seat])} cards; {form} deals {size}",
                code="pbn_hand_size",
                count=len(hands[seat]),
                expected=size,
                form=form.value,
                **_where(seat),
            )
    return Deal(
        form,
        dealer if dealer is not None else Seat.A,
        (hands[Seat.A], hands[Seat.B], hands[Seat.C], hands[Seat.D]),
        middle or (),
    )


def _middle(value: str) -> tuple[Card, ...]:
    """The Middle tag's cards in dealt order (``SK C5 HT D2``; the handbook's ``♠K`` works too)."""
    out: list[Card] = []
    for tok in value.split():
        try:
            card = Card.parse(tok)
        except NotationError as e:
            raise NotationError(
                f"{tok!r} in the Middle tag is not a card", code="pbn_middle_card", text=tok
            ) from e
        if card in out:
            raise _twice(card, MIDDLE_TAG, MIDDLE_TAG)
        out.append(card)
    if len(out) != 4:
        raise NotationError(
            f"the Middle tag must give four cards, not {len(out)}", code="pbn_middle_size", count=len(out)
        )
    return tuple(out)


# --- printing ------------------------------------------------------------------------


def _tag_lines(tags: Sequence[tuple[str, str]]) -> str:
    return "".join(f'[{name} "{value}"]\n' for name, value in tags)


def deal_pbn(deal: Deal) -> str:
    """``deal`` as PBN tags, one a line: Dealer, Deal (A B C D = N E S W, from ``N:``), Form, Middle.

    In alkupelit and bolsevikit the Deal tag's hands have 12 cards and the
    Middle tag lists the four middle cards in dealt order; :func:`read_deal`
    reads it back exactly.
    """
    tags = [
        ("Dealer", compass(deal.dealer)),
        ("Deal", _deal_string(deal.hands)),
        ("Form", deal.form.value),
    ]
    if deal.middle:
        tags.append(("Middle", " ".join(c.ascii() for c in deal.middle)))
    return _tag_lines(tags)


def play_start(record: DealRecord) -> State:
    """The record's state when the first card is to be led (every exchange done), replayed by the engine.

    Raises RecordError (``pbn_no_play``) when the record stops before that, or
    the deal is thrown in.
    """
    from trainer.state import Phase

    last = None
    for *_, st in record.states():
        if st.phase is Phase.PLAY:
            return st
        last = st
    phase = str(last.phase) if last is not None else ""
    raise RecordError(
        f"the record does not reach the opening lead (it stops at {phase})", code="pbn_no_play", phase=phase
    )


def _contract_tags(st: State) -> list[tuple[str, str]]:
    from trainer.state import GameType

    out: list[tuple[str, str]] = []
    if st.declarer is not None:
        out.append(("Declarer", compass(st.declarer)))
    contract = st.contract
    if (
        contract is not None
        and st.form is not Form.BOLSEVIKIT
        and st.game in (GameType.TRUMP, GameType.GRAND)
    ):
        out.append(("Contract", f"{contract.level}{_STRAIN_PBN[contract.strain]}{_doubled(st)}"))
    return out


def _doubled(st: State) -> str:
    """PBN's ``X`` for a doubled game, ``XX`` redoubled (bolsevikit: ``X`` when any defender doubled)."""
    return "XX" if st.redoubled else "X" if st.doubled_by else ""


def play_start_pbn(record: DealRecord) -> str:
    """The record's deal as PBN when the first card is led: each seat's 13 cards after the exchanges.

    Tags: Dealer, Deal (``N:``), Declarer and Contract where PBN has them,
    then Form, Game (the final contract, ``Pass`` for passimisääri, with
    ``X``/``XX``) and Leader.  The position comes from replaying the record
    (:func:`play_start`).  Raises RecordError (``pbn_no_play``) for a record
    that does not reach the lead.
    """
    st = play_start(record)
    hands = [st.hand(seat) for seat in SEATS]
    game = "Pass" if st.contract is None else f"{st.contract.level}{_STRAIN_GAME[st.contract.strain]}"
    leader = st.leader if st.leader is not None else st.to_act
    assert leader is not None  # the play has begun: someone leads
    tags = [
        ("Dealer", compass(st.dealer)),
        ("Deal", _deal_string(hands)),
        *_contract_tags(st),
        ("Form", st.form.value),
        ("Game", game + _doubled(st)),
        ("Leader", compass(leader)),
    ]
    return _tag_lines(tags)


# --- the whole deal ------------------------------------------------------------------

#: The record's steps before the play, as PBN tags of this program's own (PBN 2.1, *Expandability*):
#: tag name → the record's data key (:meth:`~trainer.records.DealRecord.to_data`), its place in that data
#: (``None``: at the top, else under ``exchanges``), and what it holds (``calls``, ``cards``, ``seat-cards``
#: with one card per seat, ``words``).
_STEP_TAGS: Final = (
    ("SkruuviAuction", "auction", None, "calls"),
    ("SkruuviChoice", "choice", None, "words"),
    ("SkruuviPacket", "packet", "exchanges", "cards"),
    ("SkruuviGives", "gives", "exchanges", "seat-cards"),
    ("SkruuviReturn", "return", "exchanges", "cards"),
    ("SkruuviPass", "pass", "exchanges", "seat-cards"),
    ("SkruuviContinuation", "continuation", None, "calls"),
    ("SkruuviDefenders", "defenders", None, "seat-cards"),
    ("SkruuviDoubling", "doubling", None, "calls"),
)


def _seat_cards_text(value: dict[str, str]) -> str:
    """``{"A": "♦9", "C": "♣J"}`` as ``N:D9 S:CJ`` (PBN seat letters, PBN card notation)."""
    return " ".join(f"{compass(Seat.parse(k))}:{Card.parse(v).ascii()}" for k, v in value.items())


def _ascii_cards(text: str) -> str:
    from trainer.cards import parse_cards

    return " ".join(c.ascii() for c in parse_cards(text))


def _ascii_calls(text: str) -> str:
    from trainer.auction import split_calls
    from trainer.bids import Bid

    out = []
    for tok in split_calls(text):
        try:
            bid = Bid.parse(tok)
        except NotationError:
            out.append(tok)
        else:
            out.append(f"{bid.level}{_STRAIN_GAME[bid.strain]}")
    return " ".join(out)


def _play_section(st: State, record: DealRecord) -> list[str]:
    """The Play section: ``[Play "E"]`` (the opening leader) and one line per trick, the cards in seat
    order from the opening leader (PBN's columns: each seat keeps its column), ``-`` for a card not played."""
    first = st.to_act
    assert first is not None  # the play has begun: someone leads
    lines = [f'[Play "{compass(first)}"]']
    s = st
    for trick in record.play:
        row: dict[Seat, Card] = {}
        for card in trick:
            seat = s.to_act
            assert seat is not None
            row[seat] = card
            s = s.apply(card)
        lines.append(" ".join(row[x].ascii() if x in row else "-" for x in first.iter_from()))
    return lines


def record_pbn(record: DealRecord) -> str:
    """The whole deal as PBN: the deal, the auction and the exchanges, and the card play; :func:`read_record`
    reads it back.

    The Deal tag is the hands at the opening lead (as :func:`play_start_pbn` prints them, so a bridge
    program can show the play), and ``Dealt`` (with ``Middle``) the hands as dealt; a record that stops
    before the lead has only the Deal tag as dealt.  Skruuvi's calls and exchanges are not bridge's, so they
    are in tags of this program's own (``SkruuviAuction`` and the rest, ``docs/notation.md``), and the trick
    play is PBN's Play section.  ``Result`` (the declarer's tricks) is written with a ``Contract`` when the
    play is over.
    """
    data = record.to_data()
    try:
        st: State | None = play_start(record)
    except RecordError:
        st = None
    if st is None:
        tags = [("Dealer", compass(record.deal.dealer)), ("Deal", _deal_string(record.deal.hands))]
    else:
        tags = [
            (m.group(1), m.group(2))
            for m in re.finditer(r'^\[(\w+) "([^"]*)"\]$', play_start_pbn(record), re.MULTILINE)
        ]
        tags.insert(2, ("Dealt", _deal_string(record.deal.hands)))
    if not any(k == "Form" for k, _v in tags):
        tags.append(("Form", record.form.value))
    if record.deal.middle:
        tags.append(("Middle", " ".join(c.ascii() for c in record.deal.middle)))
    if record.variant is not None:
        tags.append(("SkruuviVariant", record.variant))
    if record.seen is not None:
        tags.append(
            (
                "SkruuviSeen",
                " ".join(f"{compass(s)}:{'.'.join(c.ascii() for c in cs)}" for s, cs in record.seen.items()),
            )
        )
    if record.bolshevik_barred:
        tags.append(("SkruuviBolshevikPlayed", " ".join(compass(s) for s in sorted(record.bolshevik_barred))))
    if record.bolshevik_forced is not None:
        tags.append(("SkruuviBolshevikForced", compass(record.bolshevik_forced)))
    for name, key, under, kind in _STEP_TAGS:
        value = (data.get(under) or {}) if under else data
        if key not in value:
            continue
        v = value[key]
        text = (
            _ascii_calls(v)
            if kind == "calls"
            else _ascii_cards(v)
            if kind == "cards"
            else _seat_cards_text(v)
            if kind == "seat-cards"
            else " ".join(v)
        )
        tags.append((name, text))
    out = _tag_lines(tags)
    if st is not None and record.play:
        final = record.replay()
        if final.is_over and any(k == "Contract" for k, _v in tags) and final.declarer is not None:
            res = final.result
            assert res is not None
            out += _tag_lines([("Result", str(res.pair_tricks(final.declarer.pair)))])
        out += "\n".join(_play_section(st, record)) + "\n"
    return out


def read_record(text: str) -> DealRecord:
    """A deal record from the PBN :func:`record_pbn` writes: ``read_record(record_pbn(r))`` replays to the
    same deal, calls, exchanges and play as ``r``.

    The hands as dealt are the ``Dealt`` tag's (else the Deal tag's), with ``Form``, ``Dealer`` and
    ``Middle`` as :func:`read_deal` reads them; the steps before the play come from the ``Skruuvi*`` tags and
    the tricks from the Play section, each trick put in playing order by replaying the deal through the
    engine.  Raises NotationError (``pbn_*``) for the PBN, RecordError (``record_*``) for a step that breaks a
    rule, and NotationError ``pbn_play`` for a Play section that does not fit the deal.
    """
    import yaml

    from trainer.cards import format_cards, format_hand
    from trainer.records import FORMAT, VERSION, loads, result_of

    sections: list[dict[str, list[list[str]]]] = []
    tags = _tags_sections(text, sections)
    dealt = dict(tags)
    if "dealt" in tags:
        dealt["deal"] = tags["dealt"]
    deal = _deal_of_tags(dealt, None, None)
    data: dict[str, object] = {FORMAT: VERSION, "form": deal.form.value}
    if "skruuvivariant" in tags:
        data["variant"] = tags["skruuvivariant"]
    data["dealer"] = str(deal.dealer)
    bs: dict[str, object] = {}
    if "skruuvibolshevikplayed" in tags:
        bs["played"] = [
            str(parse_compass(x, "SkruuviBolshevikPlayed")) for x in tags["skruuvibolshevikplayed"].split()
        ]
    if "skruuvibolshevikforced" in tags:
        bs["forced"] = str(parse_compass(tags["skruuvibolshevikforced"], "SkruuviBolshevikForced"))
    if bs:
        data["bolshevik_set"] = bs
    data["hands"] = {str(s): format_hand(deal.hands[s]) for s in SEATS}
    if deal.middle:
        data["middle"] = format_cards(deal.middle)
    if "skruuviseen" in tags:
        seen: dict[str, str] = {}
        for part in tags["skruuviseen"].split():
            seat, _c, cards = part.partition(":")
            seen[str(parse_compass(seat, "SkruuviSeen"))] = " ".join(cards.split("."))
        data["seen"] = seen
    exchanges: dict[str, object] = {}
    for name, key, under, kind in _STEP_TAGS:
        value = tags.get(name.lower())
        if value is None:
            continue
        item: object = value
        if kind == "words":
            item = value.split()
        elif kind == "seat-cards":
            pairs = {}
            for part in value.split():
                seat, _c, card = part.partition(":")
                pairs[str(parse_compass(seat, name))] = card
            item = pairs
        if under:
            exchanges[key] = item
        else:
            data[key] = item
    if exchanges:
        # The exchanges come after the auction and the choice in a record's data, as to_data writes them.
        order = [k for k in data if k in ("continuation", "defenders", "doubling")]
        tail = {k: data.pop(k) for k in order}
        data["exchanges"] = exchanges
        data.update(tail)
    rows = sections[0].get("play", []) if sections else []
    if rows:
        start = loads(yaml.safe_dump(data, allow_unicode=True, sort_keys=False))
        data["play"] = _tricks(play_start(start), tags.get("play", ""), rows)
    record = loads(yaml.safe_dump(data, allow_unicode=True, sort_keys=False))
    final = record.replay()
    return replace(record, result=result_of(final)) if final.is_over else record


def _tags_sections(text: str, sections: list[dict[str, list[list[str]]]]) -> dict[str, str]:
    """:func:`_tags` with the game's sections put in ``sections``."""
    games = _games(text, sections)
    with_deal = [i for i, g in enumerate(games) if "deal" in g]
    if not with_deal:
        raise NotationError('the PBN text has no Deal tag ([Deal "N:..."])', code="pbn_no_deal")
    if len(with_deal) > 1:
        raise NotationError(
            f"the PBN text holds {len(with_deal)} deals; give one",
            code="pbn_many_deals",
            count=len(with_deal),
        )
    i = with_deal[0]
    sections[:] = [sections[i]] if i < len(sections) else []
    return games[i]


def _tricks(st: State, first_text: str, rows: list[list[str]]) -> list[str]:
    """The Play section's rows as the record's tricks, each from its leader (replayed through the engine)."""
    from trainer.state import Phase

    first = parse_compass(first_text, "Play")
    out: list[str] = []
    s = st
    for n, raw in enumerate(rows, start=1):
        row = [tok for tok in raw if not (tok.startswith("=") and tok.endswith("="))]
        if row == ["*"]:
            break
        if len(row) != 4:
            raise NotationError(
                f"trick {n} of the Play section has {len(row)} cards; a line has four (- for none)",
                code="pbn_play",
                trick=n,
            )
        trick: list[str] = []
        for _k in range(4):
            seat = s.to_act
            if s.phase is not Phase.PLAY or seat is None:
                break
            tok = row[first.turns_to(seat)]
            if tok in ("-", "*", "+"):
                break
            try:
                card = Card.parse(tok)
                s = s.apply(card)
            except SkruuviError as e:
                raise NotationError(
                    f"trick {n} of the Play section: {tok} cannot be played by {_place(seat)}",
                    code="pbn_play",
                    trick=n,
                ) from e
            trick.append(card.ascii())
        if trick:
            out.append(" ".join(trick))
    return out
