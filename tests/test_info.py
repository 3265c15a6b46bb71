"""What a seat knows (:class:`trainer.info.Info`, :meth:`State.info`), issue 10 §2.

* Unit tests from the handbook: perfect recall against the table view (*Pelin eteneminen*: only the
  current and the previous trick may be looked at); a packet's cards are known to its giver and
  recipient only, the others see who gave how many (*Pääpelaajien korttien vaihdot*: the passed cards
  are not shown); a passimisääri middle card is known to the seat it is dealt to only (*Passimisääri*);
  hand sizes and the packet being laid are public; a void is shown by not following suit.
* A property over thousands of random deals of every form: the cards an Info holds are exactly the
  cards the seat has seen, where "seen" is worked out independently from the action history (its deal,
  the exchanges it took part in, the middle cards turned up or dealt to it, every card played), not
  from the Info.  Equality, so nothing leaks and nothing is forgotten.
* A check over the type: which fields can hold a card at all, each with the reason it may.
"""

from __future__ import annotations

import dataclasses
import random
import typing
from collections.abc import Iterator
from typing import Any

import pytest

from tests.strategies import random_states
from trainer.bids import PASS, Bid, Form, Strain
from trainer.cards import Card, Suit, parse_cards
from trainer.dealing import Deal, deal
from trainer.game import EXCHANGE_PHASES, PACKET_PHASES, Exchange, Phase
from trainer.info import Info, PublicExchange
from trainer.rules import Rules
from trainer.seats import SEATS, Seat
from trainer.state import State, replay

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


# --- helpers ------------------------------------------------------------------------------------------


_SKIP, _CARD, _ITERABLE = 0, 1, 2
_KINDS: dict[type, int | tuple[str, ...]] = {}


def _kind(t: type) -> int | tuple[str, ...]:
    """How to walk a value of type ``t``: skip it, take it (a card), iterate it, or walk these fields."""
    kind = _KINDS.get(t)
    if kind is None:
        if t is Card:
            kind = _CARD
        elif issubclass(t, Rules):
            kind = _SKIP  # a registry constant; test_rules_hold_no_cards checks its type once
        elif issubclass(t, (tuple, list, set, frozenset)):
            kind = _ITERABLE
        elif dataclasses.is_dataclass(t):
            kind = tuple(f.name for f in dataclasses.fields(t))
        else:
            kind = _SKIP
        _KINDS[t] = kind
    return kind


def cards_in(value: Any) -> set[Card]:
    """Every card reachable from ``value`` through dataclass fields, tuples (named or not) and sets."""
    out: set[Card] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        kind = _kind(type(v))
        if kind == _CARD:
            out.add(v)
        elif kind == _ITERABLE:
            stack.extend(v)
        elif isinstance(kind, tuple):
            stack.extend(getattr(v, name) for name in kind)
    return out


def states_with_knowledge(states: list[State]) -> Iterator[tuple[State, list[set[Card]]]]:
    """Each state of one deal with what every seat has seen by then, worked out from the actions alone.

    The rules of what is seen, by handbook section: one's own dealt hand (*Korttien jakaminen*); a card
    given reaches its recipient (a packet when all four are down) and no one else (*Pelin eteneminen*,
    *Pääpelaajien korttien vaihdot*, *Sivupelaajien korttien vaihdot*, *Passimisääri*); the alkupelit
    lifter and the bolshevik player turn the middle cards up for all (*Pelin eteneminen*, *Korttien
    ylianto*); a passimisääri of alkupelit deals them out unseen, one each clockwise from the dealer's
    left (*Passimisääri*); every card played is seen by all.
    """
    first = states[0]
    actions = [a for _, a in states[-1].history]
    assert len(actions) == len(states) - 1
    rules = first.rules
    middle = first.deal.middle
    seen = [set(first.deal.hands[s]) for s in SEATS]
    laying: list[Card] = []
    yield first, seen
    for prev, nxt, action in zip(states[:-1], states[1:], actions, strict=True):
        seen = [set(x) for x in seen]
        if prev.phase in EXCHANGE_PHASES:
            assert isinstance(action, Card) and prev.to_act is not None
            giver, recipient = prev.to_act, prev.recipient
            assert recipient is not None
            seen[giver].add(action)
            if prev.phase in PACKET_PHASES:
                laying.append(action)
                if len(laying) == 4:
                    seen[recipient].update(laying)
                    laying = []
            else:
                seen[recipient].add(action)
        elif prev.phase is Phase.PLAY:
            assert isinstance(action, Card)
            for s in SEATS:
                seen[s].add(action)
        if middle and prev.phase in (Phase.AUCTION, Phase.BOLSHEVIK_CHOICE):
            lifted = (rules.lift and nxt.phase is Phase.PACKET) or nxt.phase is Phase.BOLSHEVIK_GIVES
            if lifted:
                for s in SEATS:
                    seen[s].update(middle)
            elif nxt.phase is Phase.PASS_EXCHANGE:
                for k, s in enumerate(first.dealer.left.iter_from()):
                    seen[s].add(middle[k])
        yield nxt, seen


def find(states: list[State], pred: typing.Callable[[State], bool]) -> State:
    return next(s for s in states if pred(s))


# --- unit tests ----------------------------------------------------------------------------------------


def test_perfect_recall_keeps_every_trick_the_table_view_only_two() -> None:
    """*Pelin eteneminen*: a player may look at the current and the previous trick only; Info remembers all."""
    states = random_states(Form.KOTKAT, 3)
    st = find(states, lambda s: len(s.tricks) == 5 and not s.current)
    for seat in SEATS:
        info = st.info(seat)
        assert info.tricks == st.tricks and len(info.tricks) == 5
        view = info.view()
        assert view.visible_tricks == st.tricks[-2:]  # before the next lead: the last two
        assert view.previous_trick == st.tricks[-1]
        assert view == st.view(seat)
    after_lead = find(states, lambda s: len(s.tricks) == 5 and len(s.current) == 1)
    info = after_lead.info(A)
    assert len(info.tricks) == 5
    assert info.view().visible_tricks == after_lead.tricks[-1:]  # the lead turned the older one down
    assert set(info.played()) == {c for t in after_lead.tricks for c in t.cards} | set(after_lead.current)
    assert info.played_by(info.tricks[0].leader)[0] == info.tricks[0].cards[0]
    assert len(info.plays()) == 21 and info.plays()[-1] == info.current_trick[-1]


def _painted_alkupelit() -> list[State]:
    """A painted alkupelit deal: A opens 1♠, all pass to the lift (A lifts, C is partner)."""
    d = deal(Form.ALKUPELIT, A, 11)
    s = State.new(d)
    out = [s]
    for a in (Bid(5, Strain.SPADES), PASS, PASS, PASS, PASS, PASS, PASS, PASS, PASS):
        s = s.apply(a)
        out.append(s)
    rng = random.Random(2)
    while s.phase is not Phase.PLAY:
        s = s.apply(rng.choice(s.legal_actions()))
        out.append(s)
    return out


def test_a_packet_is_known_to_giver_and_recipient_only() -> None:
    """*Pääpelaajien korttien vaihdot*: the lifter's four cards go face down to partner; not shown to the
    defenders, who see only that four cards went from A to C."""
    states = _painted_alkupelit()
    lifted = find(states, lambda s: s.phase is Phase.PACKET and not s.packet)
    assert lifted.lifter is A
    laying = find(states, lambda s: s.phase is Phase.PACKET and len(s.packet) == 2)
    assert laying.info(A).packet_so_far == laying.packet
    for seat in (B, C, D):
        info = laying.info(seat)
        assert info.packet_so_far == () and info.packet_count == 2
        assert not set(laying.packet) & cards_in(info) - set(laying.deal.middle)
    assert laying.info(A).hand_sizes[A] == 14  # 12 + 4 middle cards - 2 laid
    done = find(states, lambda s: s.phase is Phase.RESPONDER_GIVES and not s.exchanges[1:])
    packet = done.exchanges[0].cards
    assert done.info(A).given == (Exchange(Phase.PACKET, A, C, packet),)
    assert done.info(C).received == (Exchange(Phase.PACKET, A, C, packet),)
    assert set(packet) <= set(done.info(C).hand)
    public = (PublicExchange(Phase.PACKET, A, C, 4),)
    for seat in (B, D):
        info = done.info(seat)
        assert info.exchanges == public and info.given == () and info.received == ()
        assert info.exchange_cards() == ((public[0], None),)
        # the defenders saw the middle cards turned up, nothing else of A's or C's
        assert cards_in(info) & (set(packet) - set(done.deal.middle)) == set()
        assert cards_in(info) & set(done.deal.hands[C]) == set()
    assert done.info(A).exchange_cards() == ((public[0], packet),)


def test_the_responders_gives_are_private_to_each_pair_of_giver_and_recipient() -> None:
    states = _painted_alkupelit()
    st = find(states, lambda s: s.phase is Phase.CONTINUATION)
    gives = st.exchanges[1:]
    assert [(e.giver, e.recipient) for e in gives] == [(C, D), (C, A), (C, B)]  # left, partner, right
    for seat in SEATS:
        info = st.info(seat)
        mine = [e for e in gives if seat in (e.giver, e.recipient)]
        theirs = [e for e in gives if seat not in (e.giver, e.recipient)]
        assert [c for _, c in info.exchange_cards()[1:] if c is not None] == [e.cards for e in mine]
        for e in theirs:
            if e.cards[0] not in st.deal.middle and e.cards[0] not in info.dealt:
                assert e.cards[0] not in cards_in(info)


def _all_pass(form: Form, seed: int, dealer: Seat = A) -> State:
    return replay(deal(form, dealer, seed), [PASS] * 4)


def test_passimisaari_middle_cards_are_dealt_face_down_one_each() -> None:
    """*Passimisääri*: the dealer deals the middle cards unseen, clockwise from the left."""
    st = _all_pass(Form.ALKUPELIT, 5, dealer=C)
    middle = st.deal.middle
    order = (D, A, B, C)  # clockwise from the dealer's left
    for k, seat in enumerate(order):
        info = st.info(seat)
        assert info.middle_dealt is middle[k]
        assert middle[k] in info.hand and len(info.hand) == 13
        assert info.middle == () and not info.middle_on_table
        others = set(middle) - {middle[k]}
        assert not others & cards_in(info), seat
    assert State.new(deal(Form.ALKUPELIT, C, 5)).info(D).middle_dealt is None  # not before the all-pass
    assert State.new(deal(Form.ALKUPELIT, C, 5)).info(D).middle_on_table
    kotkat = _all_pass(Form.KOTKAT, 5)
    assert all(kotkat.info(s).middle_dealt is None for s in SEATS)  # kotkat has no middle cards


def test_the_bolshevik_player_shows_the_middle_to_all() -> None:
    """*Korttien ylianto*: the bolshevik player turns the middle cards up for everyone, then gives one each."""
    st = replay(deal(Form.BOLSEVIKIT, A, 3), [PASS, Bid(7, Strain.MISERE), PASS, PASS])
    assert st.phase is Phase.BOLSHEVIK_GIVES
    for seat in SEATS:
        info = st.info(seat)
        assert info.middle == st.deal.middle and info.lifter is B and not info.middle_on_table
    assert st.info(B).hand_sizes == (12, 16, 12, 12)


def test_hand_sizes_are_public_and_add_up() -> None:
    """Every card is in a hand, face down in the middle, in the packet being laid or played."""
    for form in Form:
        for seed in range(8):
            for st in random_states(form, seed):
                for seat in (A, C):
                    info = st.info(seat)
                    assert info.hand_sizes == tuple(len(st.hand(s)) for s in SEATS)
                    middle = info.rules.middle_size if info.middle_on_table else 0
                    total = sum(info.hand_sizes) + middle + info.packet_count + len(info.played())
                    assert total == 52, (form, seed, st.phase)
                    assert info.packet_count == (len(st.packet) if st.phase in PACKET_PHASES else 0)


def test_voids_are_shown_by_not_following_suit() -> None:
    """*Pelin eteneminen*: follow suit if able, else any card.  A discard shows a void; following or
    leading shows none.  The void lasts: every exchange is over before the first trick."""
    hands = (
        parse_cards("♠AKQJ1098765 ♥432"),
        parse_cards("♠432 ♣AKQJ1098765"),
        parse_cards("♣432 ♦AKQJ1098765"),
        parse_cards("♦432 ♥AKQJ1098765"),
    )
    d = Deal(Form.KOTKAT, A, (hands[0], hands[1], hands[2], hands[3]), ())
    # A opens 6♠ and plays it; the packets keep A without clubs and C with them; B leads.
    packet = parse_cards("♥432 ♠5")
    back = parse_cards("♦AKQJ")
    s = replay(d, [Bid(6, Strain.SPADES), *[PASS] * 8, *packet, *back, *[PASS] * 4, PASS, PASS])
    assert s.phase is Phase.PLAY and s.to_act is B
    s = s.apply(next(c for c in s.hand(B) if c.suit is Suit.CLUBS))  # B leads a club
    s = s.apply(next(c for c in s.hand(C) if c.suit is Suit.CLUBS))  # C follows
    info = s.info(A)
    assert info.voids() == (frozenset(),) * 4  # following and leading show nothing
    s = s.apply(next(c for c in s.hand(D) if c.suit is Suit.DIAMONDS))  # D has no clubs: discards
    assert s.info(A).voids()[D] == frozenset({Suit.CLUBS})  # in the current trick already
    s = s.apply(next(c for c in s.hand(A) if c.suit is Suit.SPADES))  # A trumps: void too
    voids = s.info(B).voids()
    assert voids == (frozenset({Suit.CLUBS}), frozenset(), frozenset(), frozenset({Suit.CLUBS}))


def test_voids_match_the_hidden_hands_in_random_deals() -> None:
    """A seat shown void holds none of the suit (the engine enforced following), and every discard counts."""
    for form in Form:
        for seed in range(30):
            states = random_states(form, 100 + seed)
            for st in states[-40::7]:
                voids = st.info(A).voids()
                for s in SEATS:
                    for suit in voids[s]:
                        assert not any(c.suit is suit for c in st.hand(s))
                for t in st.tricks:
                    for s, c in t.plays()[1:]:
                        if c.suit is not t.cards[0].suit:
                            assert t.cards[0].suit in voids[s]


def test_an_info_is_hashable_and_equal_by_value() -> None:
    states = random_states(Form.BOLSEVIKIT, 1)
    for st in states:
        assert hash(st.info(B)) == hash(st.info(B)) and st.info(B) == st.info(B)
    assert states[-1].info(A) != states[-1].info(B)


# --- the property: an Info holds exactly what its seat has seen ---------------------------------------


def _check_deal(states: list[State], every: int) -> int:
    n = 0
    for i, (st, seen) in enumerate(states_with_knowledge(states)):
        if i % every and st.phase not in EXCHANGE_PHASES and i != len(states) - 1:
            continue  # every exchange step, the last state and every ``every``-th other step
        for seat in SEATS:
            info = st.info(seat)
            held = cards_in(info)
            leaked = held - seen[seat]
            assert not leaked, (st, seat, sorted(leaked))
            forgotten = seen[seat] - held
            assert not forgotten, (st, seat, sorted(forgotten))
            assert set(info.hand) == set(st.hand(seat))
            assert info.cards_seen() == sum(c.bit for c in seen[seat])
            n += 1
    return n


@pytest.mark.parametrize("form", list(Form))
def test_an_info_holds_exactly_the_cards_its_seat_has_seen(form: Form) -> None:
    """Over 1,000 random deals of each form, every seat at every exchange step, the end and every fifth
    other step: nothing hidden leaks into an Info, nothing seen is forgotten (perfect recall)."""
    n = 0
    deals = 1000
    for seed in range(deals):
        n += _check_deal(random_states(form, 20_000 + seed, pass_bias=(0.5, 0.75, 0.9)[seed % 3]), 5)
    assert n > deals * 4 * 10


def test_bolshevik_set_facts_are_public() -> None:
    s = State.new(deal(Form.BOLSEVIKIT, A, 4), bolshevik_barred=frozenset({C}), bolshevik_forced=D)
    rng = random.Random(1)
    states = [s]
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
        states.append(s)
    _check_deal(states, 1)
    assert states[0].info(B).bolshevik_barred == frozenset({C}) and states[0].info(B).bolshevik_forced is D


def test_the_property_finds_a_leak() -> None:
    """The check above can fail: an Info carrying another seat's card is caught, and so is one that forgot."""
    states = random_states(Form.KOTKAT, 7)
    st, seen = list(states_with_knowledge(states))[3]
    info = st.info(A)
    hidden = st.deal.hands[B][0]
    leaky = dataclasses.replace(info, dealt=(*info.dealt, hidden))
    assert cards_in(leaky) - seen[A] == {hidden}
    assert st.phase is Phase.AUCTION  # the hand is the dealt hand
    forgetful = dataclasses.replace(info, dealt=info.dealt[1:], hand=info.hand[1:])
    assert seen[A] - cards_in(forgetful) == {info.dealt[0]}


# --- the type ------------------------------------------------------------------------------------------

#: Every field of Info whose type can hold a card, and why the seat may know those cards.
CARD_FIELDS: dict[str, str] = {
    "hand": "the seat's own cards now",
    "dealt": "the seat's own cards as dealt",
    "middle": "turned face up for everyone by the lifter or the bolshevik player",
    "middle_dealt": "the passimisääri middle card dealt to this seat",
    "given": "the exchanges this seat gave",
    "received": "the exchanges this seat received",
    "packet_so_far": "the packet this seat is laying",
    "tricks": "played face up",
    "current_trick": "played face up",
    "aces": "played face up",
    # the three-player game (puupää), *Kolmen pelaajan skruuvi (puupää)*:
    "dummy_seen": "the dummy's cards this player looked at before the auction",
    "dummy_hand": "the dummy's cards, once turned up for this seat",
}
#: The four-player fields among them (present in every version of Info).
CORE_CARD_FIELDS = {name for name in CARD_FIELDS if not name.startswith("dummy_")}
#: Fields typed as four integers, one per seat: counts, never card masks.
COUNT_FIELDS = {"hand_sizes", "tricks_won"}


def _types_in(tp: Any, seen: set[Any] | None = None) -> Iterator[Any]:
    """``tp`` and every type it is built from: union members, generic arguments, and the field types of
    dataclasses and named tuples, recursively."""
    seen = set() if seen is None else seen
    if tp in seen or tp is Ellipsis:
        return
    seen.add(tp)
    yield tp
    for arg in typing.get_args(tp):
        yield from _types_in(arg, seen)
    if isinstance(tp, type) and (dataclasses.is_dataclass(tp) or hasattr(tp, "_fields")):
        for inner in typing.get_type_hints(tp).values():
            yield from _types_in(inner, seen)


def test_the_fields_that_can_hold_a_card_are_listed_with_their_reason() -> None:
    hints = typing.get_type_hints(Info)
    holding = {name for name, tp in hints.items() if Card in set(_types_in(tp))}
    assert holding <= set(CARD_FIELDS), (
        "a new Info field can hold cards: add it to CARD_FIELDS with the reason the seat may know them",
        holding - set(CARD_FIELDS),
    )
    assert holding >= CORE_CARD_FIELDS
    for name, tp in hints.items():
        kinds = set(_types_in(tp))
        assert not kinds & {State, Deal}, name
        if tp == tuple[int, int, int, int]:
            assert name in COUNT_FIELDS, name


def test_rules_hold_no_cards() -> None:
    assert Card not in set(_types_in(Rules))


def test_the_type_check_can_fail() -> None:
    """A field shaped like other seats' hands would be caught."""

    @dataclasses.dataclass(frozen=True)
    class Leaky:
        hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
        deal: Deal

    hints = typing.get_type_hints(Leaky)
    assert Card in set(_types_in(hints["hands"]))
    assert Deal in set(_types_in(hints["deal"]))
