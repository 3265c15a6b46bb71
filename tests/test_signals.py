"""Tests for trainer.signals: reading and stacking four-card exchange packets."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.bids import Form
from trainer.cards import DECK, Card, Rank, Suit, parse_card_list
from trainer.errors import IllegalActionError, NotationError
from trainer.signals import AMBIGUOUS_NOTES, NOTE_TEMPLATES, Note, Reading, decode, encode

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS
ALKU, KOTKA = Form.ALKUPELIT, Form.KOTKAT


def read(text: str, form: Form = ALKU) -> Reading:
    return decode(parse_card_list(text), form)


def keys(r: Reading) -> list[str]:
    return [n.key for n in r.notes]


# --- handbook examples: alkupelit ---------------------------------------------------------------------------


def test_four_in_order_continues() -> None:
    """Pääpelaajien korttien vaihdot: ♠79QK (in number order) = spades continue."""
    r = read("♠7 ♠9 ♠Q ♠K")
    assert r.continues == (S,)
    assert r.ended == ()
    assert not r.ambiguous
    assert keys(r)[0] == "in_order"


def test_four_out_of_order_ended() -> None:
    """Pääpelaajien korttien vaihdot: ♠97KQ (out of order) = all spades given."""
    r = read("♠9 ♠7 ♠K ♠Q")
    assert r.ended == (S,)
    assert r.continues == ()
    assert not r.ambiguous
    assert "descending_uncertain" not in keys(r)


def test_four_descending_is_ended_but_uncertain() -> None:
    """Pääpelaajien korttien vaihdot only shows ascending order; descending is flagged (RULES-NOTES)."""
    r = read("♠K ♠Q ♠9 ♠7")
    assert r.ended == (S,)
    assert r.ambiguous
    assert "descending_uncertain" in keys(r)
    assert r.misere_ok is True  # the smallest spade is at the bottom


@pytest.mark.parametrize(
    ("text", "ended", "continues"),
    [
        ("♠A ♠3 ♦4 ♦K", (D,), (S,)),  # ♠♠♦♦: the bottom suit ended
        ("♠A ♦4 ♠3 ♦K", (S, D), ()),  # ♠♦♠♦: crossed, both ended
        ("♠A ♦4 ♦K ♠3", (), (S, D)),  # ♠♦♦♠: book, both continue
        ("♠A ♠Q ♠3 ♦K", (D,), (S,)),  # ♠♠♠♦: the single at the bottom ended
        ("♠A ♠Q ♦K ♠3", (S, D), ()),  # ♠♠♦♠: single second from the bottom, both ended
        ("♠A ♦K ♠Q ♠3", (), (S, D)),  # ♠♦♠♠: single second from the top, both continue
    ],
)
def test_two_suit_patterns(text: str, ended: tuple[Suit, ...], continues: tuple[Suit, ...]) -> None:
    """Pääpelaajien korttien vaihdot: the handbook's 2+2 and 1+3 examples."""
    for form in (ALKU, KOTKA):
        r = read(text, form)
        assert r.ended == ended
        assert r.continues == continues


def test_single_on_top_bottom_block_ended() -> None:
    """RULES-NOTES / Pääpelaajien korttien vaihdot: ♦♠♠♠ = spades (bottom block) ended, ♦ continues."""
    r = read("♦K ♠A ♠Q ♠3")
    assert r.ended == (S,)
    assert r.continues == (D,)
    assert r.ace_signal is None  # a lone honour on top is no ace signal


def test_ace_signal_small_card_on_top() -> None:
    """Pääpelaajien korttien vaihdot: a lone small card on top shows that suit's ace."""
    r = read("♦5 ♥7 ♥Q ♥K")
    assert r.ace_signal is D
    assert Note("ace_signal", {"suit": "♦", "card": "♦5"}) in r.notes
    assert r.ended == (H,)
    assert r.continues == (D,)
    assert "ace" in r.explanation()


@pytest.mark.parametrize(
    "text",
    ["♦10 ♥7 ♥Q ♥K", "♦K ♥7 ♥Q ♥K", "♦5 ♦7 ♥Q ♥K", "♦5 ♥7 ♦6 ♥K", "♥2 ♥3 ♥4 ♥5"],
)
def test_no_ace_signal(text: str) -> None:
    """Pääpelaajien korttien vaihdot: only a LONE SMALL top card is the ace signal."""
    assert read(text).ace_signal is None
    assert "ace_signal" not in keys(read(text))


def test_ace_signal_nine_is_small() -> None:
    """Skruuvin perusasioita: 2..9 are small cards, so a lone 9 on top is an ace signal."""
    assert read("♣9 ♥7 ♥Q ♥K").ace_signal is C


def test_alkupelit_misere_hint() -> None:
    """Pääpelaajien korttien vaihdot: the smallest card of the long suit placed lowest = misère hint."""
    r = read("♠A ♦K ♠Q ♠2")
    assert r.misere_ok is True
    assert "misere_hint" in keys(r)
    r = read("♠A ♦K ♠2 ♠Q")
    assert r.misere_ok is False
    assert "no_misere_hint" in keys(r)
    assert "No misère hint" in r.explanation()


def test_alkupelit_has_no_wishes() -> None:
    """Pääpelaajien korttien vaihdot: alkupelit bidding already shows the trump, so no wishes."""
    for text in ("♣A ♣4 ♣7 ♣J", "♣A ♣4 ♣7 ♥K", "♣A ♣7 ♥7 ♥K", "♠2 ♣3 ♦4 ♦5"):
        r = read(text, ALKU)
        assert r.wishes == ()
        assert r.avoid == ()
        assert not any(k.startswith("wish") for k in keys(r))


# --- handbook examples: kotkat ------------------------------------------------------------------------------


def test_kotkat_one_suit_wish_example() -> None:
    """Valttipelin korttien vaihdot: ♣A47J = no misère, wishes ♥ then ♠, do not give ♦."""
    r = read("♣A ♣4 ♣7 ♣J", KOTKA)
    assert r.misere_ok is False
    assert r.wishes == (H, S)
    assert r.avoid == (D,)
    assert r.ended == (C,)
    assert r.ambiguous
    assert "order_for_wish" in keys(r)
    assert "misere_not_ok" in keys(r)


def test_kotkat_one_suit_ascending_not_ambiguous() -> None:
    """Valttipelin korttien vaihdot: ranks of the top three map onto the free suits in suit order."""
    r = read("♠7 ♠9 ♠Q ♠K", KOTKA)
    assert r.continues == (S,)
    assert r.wishes == (C, D)
    assert r.avoid == (H,)
    assert r.misere_ok is False
    assert not r.ambiguous


def test_kotkat_one_suit_misere_ok() -> None:
    """Valttipelin korttien vaihdot: the bottom card smallest = misère possible."""
    r = read("♥Q ♥K ♥9 ♥2", KOTKA)
    assert r.misere_ok is True
    assert "misere_ok" in keys(r)
    assert r.wishes == (C, D)  # ♥9 ♥Q ♥K ↔ ♠ ♣ ♦: ♥Q first, ♥K second
    assert r.avoid == (S,)


def test_kotkat_wish_cards_name_the_misere_suit_in_a_misere() -> None:
    """KOTKAT / Korttien vaihdot, the note under the table: in a misère the wish cards name the best misère
    suit "valtitoiveen sijaan" (instead of the trump wish), so a packet that allows misère says so."""
    assert "wish_in_misere" in keys(read("♥Q ♥K ♥9 ♥2", KOTKA))  # misère possible, wishes read
    assert "wish_in_misere" in keys(read("♠9 ♣9 ♠2 ♣2", KOTKA))  # 2+2 with misère possible
    # Must not fire: misère not possible, no wish read, or alkupelit (no wishes at all).
    assert "wish_in_misere" not in keys(read("♣A ♣7 ♥7 ♥K", KOTKA))
    assert "wish_in_misere" not in keys(read("♣7 ♣A ♣4 ♥K", KOTKA))  # misère possible but no wish
    assert "wish_in_misere" not in keys(read("♠9 ♣9 ♠2 ♣2", ALKU))


def test_kotkat_one_plus_three_example() -> None:
    """Valttipelin korttien vaihdot: ♣A47♥K = ♥ ended, ♣ continues, wish ♦, no misère."""
    r = read("♣A ♣4 ♣7 ♥K", KOTKA)
    assert r.ended == (H,)
    assert r.continues == (C,)
    assert r.wishes == (D,)
    assert r.avoid == ()
    assert r.misere_ok is False
    assert not r.ambiguous


def test_kotkat_one_plus_three_low_and_middle() -> None:
    """Korttien vaihdot ja loppumaalaus: upper card lowest = the lower free suit; middle = no wish."""
    r = read("♣4 ♣A ♣7 ♥K", KOTKA)
    assert r.wishes == (S,)
    assert "wish_top_lowest" in keys(r)
    r = read("♣7 ♣A ♣4 ♥K", KOTKA)
    assert r.wishes == ()
    assert r.ambiguous
    assert "no_wish_middle" in keys(r)
    assert r.misere_ok is True  # ♣4, the lowest-placed club, is the smallest


def test_kotkat_two_plus_two_example() -> None:
    """Valttipelin korttien vaihdot: ♣A7♥7K = no misère, wishes ♦ then ♠, ♥ ended, ♣ continues."""
    r = read("♣A ♣7 ♥7 ♥K", KOTKA)
    assert r.misere_ok is False
    assert r.wishes == (D, S)
    assert r.ended == (H,)
    assert r.continues == (C,)
    assert not r.ambiguous


def test_kotkat_model_hand_example() -> None:
    """Valttipelin korttien vaihdot (6♠ model hand): ♦K♠4♦2♠8 = ♠ and ♦ ended, no misère, wish ♥."""
    r = read("♦K ♠4 ♦2 ♠8", KOTKA)
    assert r.ended == (S, D)
    assert r.continues == ()
    assert r.misere_ok is False
    assert r.wishes == (H, C)
    assert Note("crossed", {"suit": "♦", "other": "♠"}) in r.notes


def test_kotkat_two_plus_two_reversed_and_book() -> None:
    """Korttien vaihdot ja loppumaalaus: the wish suit is the upper one, or the one inside the book."""
    assert read("♣7 ♣A ♥7 ♥K", KOTKA).wishes == (S, D)
    r = read("♥K ♣A ♣7 ♥2", KOTKA)  # book: ♥ encloses ♣
    assert r.continues == (C, H)
    assert r.wishes == (D, S)
    assert r.misere_ok is True


def test_kotkat_three_suits() -> None:
    """Neljän kortin ylianto table, 1+1+2 row (reconstructed): the wish is the fourth suit."""
    r = read("♠A ♣K ♦2 ♦9", KOTKA)
    assert r.ended == (D,)
    assert r.continues == (S, C)
    assert r.wishes == (H,)
    assert r.misere_ok is False
    assert r.ambiguous
    assert "three_suits_reconstructed" in keys(r)


def test_kotkat_four_suits() -> None:
    """Neljän kortin ylianto: four suits carry no reading."""
    r = read("♠A ♣K ♦2 ♥9", KOTKA)
    assert (r.ended, r.continues, r.wishes, r.avoid) == ((), (), (), ())
    assert r.misere_ok is None
    assert r.ambiguous
    assert {"four_suits", "no_misere_signal", "no_wish_four_suits"} <= set(keys(r))


# --- every shape --------------------------------------------------------------------------------------------

# Canonical suit pattern (letters by first appearance from the top) -> (ended, continues),
# read with ranks ascending from the top.
PATTERNS: dict[str, tuple[str, str]] = {
    "XXXX": ("", "X"),
    "XXYY": ("Y", "X"),
    "XYXY": ("XY", ""),
    "XYYX": ("", "XY"),
    "XXXY": ("Y", "X"),
    "XYYY": ("Y", "X"),
    "XXYX": ("XY", ""),
    "XYXX": ("", "XY"),
    "XYZZ": ("Z", "XY"),
    "XYZY": ("XYZ", ""),
    "XXYZ": ("", ""),
    "XYXZ": ("", ""),
    "XYZX": ("", ""),
    "XYYZ": ("", ""),
    "XYZW": ("", ""),
}
# Misère suit letter per pattern ("" = none).
MISERE_SUIT: dict[str, str] = {
    "XXXX": "X",
    "XXYY": "Y",
    "XYXY": "Y",
    "XYYX": "X",
    "XXXY": "X",
    "XYYY": "Y",
    "XXYX": "X",
    "XYXX": "X",
    "XYZZ": "Z",
    "XYZY": "Y",
    "XXYZ": "X",
    "XYXZ": "X",
    "XYZX": "X",
    "XYYZ": "Y",
    "XYZW": "",
}


def canonical(suits: tuple[Suit, ...]) -> tuple[str, dict[str, Suit]]:
    letters: dict[Suit, str] = {}
    for s in suits:
        letters.setdefault(s, "XYZW"[len(letters)])
    return "".join(letters[s] for s in suits), {v: k for k, v in letters.items()}


ALL_SUIT_SEQUENCES = list(itertools.product(Suit, repeat=4))


def test_patterns_cover_every_shape() -> None:
    """Neljän kortin ylianto: the 15 suit patterns are every arrangement of 4 cards."""
    assert {canonical(seq)[0] for seq in ALL_SUIT_SEQUENCES} == set(PATTERNS)


@pytest.mark.parametrize("seq", ALL_SUIT_SEQUENCES, ids=lambda seq: "".join(s.symbol for s in seq))
@pytest.mark.parametrize("form", [ALKU, KOTKA], ids=str)
def test_every_suit_sequence(seq: tuple[Suit, ...], form: Form) -> None:
    """Pääpelaajien korttien vaihdot and Neljän kortin ylianto: ended/continues for every suit sequence."""
    pattern, suit_of = canonical(seq)
    packet = [Card.of(s, Rank(2 + i)) for i, s in enumerate(seq)]  # ranks ascend from the top
    r = decode(packet, form)
    ended, continues = PATTERNS[pattern]
    assert r.ended == tuple(sorted(suit_of[x] for x in ended))
    assert r.continues == tuple(sorted(suit_of[x] for x in continues))
    three_or_four_suits = len(set(seq)) >= 3
    assert r.ambiguous == (three_or_four_suits or ("no_wish_middle" in keys(r)))
    msuit = MISERE_SUIT[pattern]
    if msuit:
        # ranks ascend from the top, so the lowest-placed card of a suit is its largest,
        # unless the suit has a single card (never a misère suit here).
        assert r.misere_ok is False
        assert dict(next(n for n in r.notes if "misere" in n.key).params)["suit"] == suit_of[msuit].symbol
    else:
        assert r.misere_ok is None


@pytest.mark.parametrize(
    ("text", "suit"),
    [
        ("♠A ♠K ♠Q ♠2", S),
        ("♠A ♠K ♠2 ♥3", S),  # long suit judged within the suit (handbook ♣A47♥K)
        ("♠K ♥5 ♠2 ♥3", H),  # 2+2: the bottom card's suit
        ("♥5 ♠K ♠2 ♥3", H),  # book
        ("♠A ♣K ♦9 ♦2", D),  # 1+1+2: the pair
        ("♦9 ♠A ♦2 ♣K", D),  # pair not at the bottom
    ],
)
def test_misere_suit_smallest_lowest(text: str, suit: Suit) -> None:
    """Korttien vaihdot ja loppumaalaus: the lowest card of the long (or lower pair) suit is the smallest."""
    for form in (ALKU, KOTKA):
        r = read(text, form)
        assert r.misere_ok is True
        note = next(n for n in r.notes if n.key in ("misere_ok", "misere_hint"))
        assert note.params["suit"] == suit.symbol


# --- properties ---------------------------------------------------------------------------------------------

packets = st.lists(st.sampled_from(DECK), min_size=4, max_size=4, unique=True).map(tuple)
forms = st.sampled_from([ALKU, KOTKA])


def criteria(r: Reading) -> dict[str, object]:
    return {
        "ended": r.ended,
        "continues": r.continues,
        "misere_ok": r.misere_ok,
        "wishes": r.wishes,
        "avoid": r.avoid,
        "ace_signal": "none" if r.ace_signal is None else r.ace_signal,
    }


@given(packets, forms)
def test_round_trip(packet: tuple[Card, ...], form: Form) -> None:
    """encode finds the packet among the orders that say what decode read from it."""
    r = decode(packet, form)
    found = encode(set(packet), form, **criteria(r))  # type: ignore[arg-type]
    assert tuple(packet) in found
    for order in found:
        assert sorted(order, key=lambda c: c.index) == sorted(packet, key=lambda c: c.index)
        assert criteria(decode(order, form)) == criteria(r)


@given(packets, forms)
def test_reading_invariants(packet: tuple[Card, ...], form: Form) -> None:
    """Ended and continuing suits are disjoint packet suits; wishes name free suits; notes explain all."""
    r = decode(packet, form)
    present = {c.suit for c in packet}
    assert r.cards == packet
    assert r.form is form
    assert not set(r.ended) & set(r.continues)
    assert set(r.ended) | set(r.continues) <= present
    assert list(r.ended) == sorted(r.ended)
    assert list(r.continues) == sorted(r.continues)
    if form is ALKU:
        assert r.wishes == () and r.avoid == ()
    else:
        assert not (set(r.wishes) | set(r.avoid)) & present
        assert len(set(r.wishes + r.avoid)) == len(r.wishes + r.avoid)
    top = packet[0]
    lone_small = sum(c.suit == top.suit for c in packet) == 1 and not top.is_honour
    assert (r.ace_signal is top.suit) if lone_small else (r.ace_signal is None)
    assert all(n.key in NOTE_TEMPLATES for n in r.notes)
    assert r.ambiguous == any(n.key in AMBIGUOUS_NOTES for n in r.notes)
    assert r.explanation() == " ".join(n.text() for n in r.notes)
    data = json.loads(json.dumps(r.to_json(), ensure_ascii=False))
    assert data["cards"] == [str(c) for c in packet]
    assert data["ended"] == [s.symbol for s in r.ended]
    assert data["ace_signal"] == (None if r.ace_signal is None else r.ace_signal.symbol)
    assert data["explanation"] == r.explanation()
    hash(r)


@given(packets, forms)
def test_encode_without_criteria_lists_all_orders(packet: tuple[Card, ...], form: Form) -> None:
    """Brute force: no criteria gives all 24 orders, sorted by card index tuple."""
    found = encode(packet, form)
    assert len(found) == 24
    assert found == sorted(found, key=lambda o: tuple(c.index for c in o))
    assert len(set(found)) == 24


# --- encode -------------------------------------------------------------------------------------------------


def test_encode_example() -> None:
    """Pääpelaajien korttien vaihdot: to say "♦ ended, ♠ continues" with two of each, ♠♠ over ♦♦."""
    cards = parse_card_list("♠A ♠3 ♦4 ♦K")
    found = encode(cards, ALKU, ended=[D], continues=[S])
    assert found == [
        tuple(parse_card_list(t)) for t in ("♠3 ♠A ♦4 ♦K", "♠3 ♠A ♦K ♦4", "♠A ♠3 ♦4 ♦K", "♠A ♠3 ♦K ♦4")
    ]
    assert encode(cards, ALKU, ended=[D], continues=[S], misere_ok=True) == [
        tuple(parse_card_list(t)) for t in ("♠3 ♠A ♦K ♦4", "♠A ♠3 ♦K ♦4")
    ]


def test_encode_kotkat_wish() -> None:
    """Valttipelin korttien vaihdot: stacking ♣A ♣4 ♣7 ♣J to wish ♥ then ♠ and avoid ♦."""
    found = encode(parse_card_list("♣A ♣4 ♣7 ♣J"), KOTKA, wishes=(H, S), avoid=[D], misere_ok=False)
    assert tuple(parse_card_list("♣A ♣4 ♣7 ♣J")) in found
    assert all(decode(o, KOTKA).wishes == (H, S) for o in found)
    assert encode(parse_card_list("♣A ♣4 ♣7 ♣J"), KOTKA, wishes=(S, H), avoid=[D]) != found


def test_encode_ace_signal() -> None:
    """Pääpelaajien korttien vaihdot: ask for an ace signal, or for none."""
    cards = parse_card_list("♦5 ♥7 ♥Q ♥K")
    with_signal = encode(cards, ALKU, ace_signal=D)
    without = encode(cards, ALKU, ace_signal="none")
    assert len(with_signal) == 6  # ♦5 on top, hearts in any order
    assert all(o[0] == Card.parse("♦5") for o in with_signal)
    assert len(with_signal) + len(without) == 24


@pytest.mark.parametrize(
    ("text", "form", "kwargs"),
    [
        ("♠A ♠3 ♦4 ♦K", ALKU, {"ended": [S], "continues": [S]}),
        ("♠A ♠3 ♦4 ♦K", ALKU, {"wishes": [H]}),
        ("♠A ♠3 ♦4 ♦K", ALKU, {"ace_signal": H}),
        ("♠A ♠3 ♦4 ♦K", KOTKA, {"ace_signal": S}),  # no lone card at all
        ("♠A ♣K ♦2 ♥9", KOTKA, {"misere_ok": True}),  # four suits: no misère reading
        ("♠A ♠3 ♦4 ♦K", KOTKA, {"wishes": [S]}),  # ♠ is in the packet
        ("♣A ♣4 ♣7 ♣J", KOTKA, {"continues": [C], "misere_ok": True}),
        ("♠A ♠3 ♦4 ♦K", ALKU, {"ended": [H]}),
    ],
)
def test_encode_contradictions(text: str, form: Form, kwargs: dict[str, object]) -> None:
    """Criteria no stacking can meet give no orders."""
    assert encode(parse_card_list(text), form, **kwargs) == []  # type: ignore[arg-type]


# --- errors -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards",
    [
        ["♠A", "♠K", "♠Q"],
        ["♠A", "♠K", "♠Q", "♠J", "♠10"],
        ["♠A", "♠A", "♠Q", "♠J"],
        [],
    ],
)
def test_decode_bad_packet(cards: list[str]) -> None:
    """A packet is exactly four different cards (Pääpelaajien korttien vaihdot: "neljä korttia")."""
    packet = [Card.parse(t) for t in cards]
    for form in (ALKU, KOTKA):
        with pytest.raises(NotationError) as info:
            decode(packet, form)
        assert info.value.code == "bad_packet"
    with pytest.raises(NotationError) as info:
        encode(packet, ALKU)
    assert info.value.code == "bad_packet"


def test_bolsevikit_has_no_packets() -> None:
    """BOLSEVIKIT: the bolshevik gives single cards, so packets carry no signals."""
    cards = parse_card_list("♠A ♠3 ♦4 ♦K")
    with pytest.raises(IllegalActionError) as info:  # a rules fact, not bad notation
        decode(cards, Form.BOLSEVIKIT)
    assert info.value.code == "no_packet_signals"
    with pytest.raises(IllegalActionError) as info:
        encode(cards, Form.BOLSEVIKIT)
    assert info.value.code == "no_packet_signals"


def test_encode_bad_ace_criterion() -> None:
    with pytest.raises(NotationError) as info:
        encode(parse_card_list("♠A ♠3 ♦4 ♦K"), ALKU, ace_signal="nothing")  # type: ignore[arg-type]
    assert info.value.code == "bad_criterion"


def test_note_is_hashable_and_compares_by_value() -> None:
    a = Note("ended_block", {"suit": "♦"})
    assert a == Note("ended_block", {"suit": "♦"})
    assert hash(a) == hash(Note("ended_block", {"suit": "♦"}))
    assert a.text() == "♦ ended: its cards lie at the bottom, against the table."


def test_every_note_key_documented() -> None:
    """The module docstring lists every note key the app must translate."""
    import trainer.signals as signals

    doc = signals.__doc__ or ""
    for key in NOTE_TEMPLATES:
        assert f"``{key}``" in doc, key
