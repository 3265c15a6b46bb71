"""Double-dummy evidence (trainer/conventions/double_dummy.py, DDS through endplay).

The deals with known answers are built so that the result can be worked out
by hand (each reasoning is in the comments); the rest checks invariances that
a wrong seat or suit mapping would break, the input errors, the cache and the
thread safety of the lock around DDS.
"""

from __future__ import annotations

import concurrent.futures
import random
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from trainer.bids import Bid, Form, Strain
from trainer.cards import DECK, Card, Suit, parse_cards
from trainer.conventions import double_dummy as dd
from trainer.dealing import deal
from trainer.errors import NotationError, SkruuviError
from trainer.seats import SEATS, Seat

Hands = dict[Seat, list[Card]]
STRAINS: tuple[Suit | None, ...] = (None, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
ROOT = Path(__file__).resolve().parent.parent


def hands_of(a: str, b: str, c: str, d: str) -> Hands:
    return {Seat.A: parse_cards(a), Seat.B: parse_cards(b), Seat.C: parse_cards(c), Seat.D: parse_cards(d)}


def random_hands(seed: int) -> Hands:
    return {s: list(h) for s, h in zip(SEATS, deal(Form.KOTKAT, Seat.A, seed).hands, strict=True)}


def all_of(suit: str) -> str:
    return suit + "AKQJ1098765432"


@pytest.fixture(autouse=True)
def _fresh_cache() -> Iterator[None]:
    dd.clear_cache()
    yield
    dd.clear_cache()


def test_endplay_is_available() -> None:
    # endplay is a pinned run-time dependency (requirements.txt): it must load here.
    assert dd.is_available() is True


def test_is_available_is_false_when_endplay_cannot_be_imported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dd, "_available", None)
    monkeypatch.setitem(sys.modules, "endplay.dds", None)  # makes `import endplay.dds` raise ImportError
    assert dd.is_available() is False


# --- deals with results known by construction ----------------------------------------

# Each hand is one complete suit.  Nobody can ever follow suit, so:
# * grand: the leader's card is the only card of the led suit and wins; the
#   leader leads again and so takes all 13 tricks, whatever they lead;
# * a trump game: if the leader holds the trump suit they win every trick;
#   otherwise the trump holder (void in the led suit) ruffs trick 1 and then
#   leads trumps, which nobody can follow or beat: 13 tricks for their side.
# ♣ and ♥ sit with opposite sides (B and C), so a mix-up of skruuvi's suit
# numbers (♠0 ♣1 ♦2 ♥3) with bridge's denominations (♠0 ♥1 ♦2 ♣3) between
# the cards and the trump would give the wrong side all the tricks.
ONE_SUIT_EACH_OWNER = {Suit.SPADES: Seat.A, Suit.CLUBS: Seat.B, Suit.HEARTS: Seat.C, Suit.DIAMONDS: Seat.D}
ONE_SUIT_EACH = hands_of(all_of("♠"), all_of("♣"), all_of("♥"), all_of("♦"))


@pytest.mark.parametrize("declarer", SEATS)
@pytest.mark.parametrize("trump", STRAINS)
def test_one_suit_each(declarer: Seat, trump: Suit | None) -> None:
    leader = declarer.left
    winner = leader if trump is None else ONE_SUIT_EACH_OWNER[trump]
    defenders_win = winner.pair != declarer.pair
    leads = dd.lead_analysis(ONE_SUIT_EACH, declarer, trump)
    assert leads == {c: 13 if defenders_win else 0 for c in ONE_SUIT_EACH[leader]}
    assert dd.contract_tricks(ONE_SUIT_EACH, declarer, trump) == (0 if defenders_win else 13)


# A declares; B leads.
#   A: all 13 clubs                 B: ♠A K Q J 10 9 8 7 6 5 4 3, ♥2
#   C: ♥A K Q J 10 9 8 7 6 5 4 3, ♠2   D: all 13 diamonds
# A and D can never follow to a suit led by B or C; B and C each hold one card
# of the other's long suit, lower than all of it.
LEAD_MATTERS = hands_of(all_of("♣"), "♠AKQJ109876543 ♥2", "♥AKQJ109876543 ♠2", all_of("♦"))
SPADE_LEADS = parse_cards("♠AKQJ109876543")
HEART_2 = Card.parse("♥2")

# Defenders' tricks after (any spade lead, the ♥2 lead), by trump, A declaring:
LEAD_MATTERS_EXPECTED: dict[Suit | None, tuple[int, int]] = {
    # Grand.  A spade: C must follow with ♠2 at trick 1, B keeps the lead with
    # top spades for 12 tricks and C's last heart beats the ♥2 at trick 13: 12.
    # The ♥2: C wins it and cashes 11 more hearts; only the ♠2 at the end
    # loses to B's last spade: 1.
    None: (12, 1),
    # Spades trump: a spade lead as in grand (nobody can ruff a spade; C's
    # heart still wins trick 13): 12.  The ♥2: C wins, but B, now void in
    # hearts, ruffs C's next lead (or wins the ♠2) and draws trumps: 12.
    Suit.SPADES: (12, 12),
    # Clubs trump (A's suit): A ruffs trick 1, whatever it is, and runs
    # clubs, which nobody can follow: 0.
    Suit.CLUBS: (0, 0),
    # Diamonds trump (D's suit, a defender): a spade wins trick 1 (or D ruffs
    # it); whenever the ♥2 is led D ruffs C's heart, and D's diamonds win
    # the rest: 13 either way.
    Suit.DIAMONDS: (13, 13),
    # Hearts trump (C's suit): after a spade C follows with the ♠2 (B wins),
    # then ruffs the next spade and draws trumps: 1.  After the ♥2 C wins and
    # cashes hearts; B's spades keep one winner for the ♠2: 1.
    Suit.HEARTS: (1, 1),
}


@pytest.mark.parametrize("trump", STRAINS)
def test_lead_matters_deal(trump: Suit | None) -> None:
    spade, heart = LEAD_MATTERS_EXPECTED[trump]
    expected = {c: spade for c in SPADE_LEADS} | {HEART_2: heart}
    assert dd.lead_analysis(LEAD_MATTERS, Seat.A, trump) == expected
    assert dd.contract_tricks(LEAD_MATTERS, Seat.A, trump) == 13 - max(spade, heart)


def test_trump_and_grand_differ_where_a_ruff_matters() -> None:
    # In grand the ♥2 is the only lead that lets C in (declarer makes 1 trick
    # after a spade); with hearts trump C ruffs the second spade (12 tricks).
    assert dd.contract_tricks(LEAD_MATTERS, Seat.A, None) == 1
    assert dd.contract_tricks(LEAD_MATTERS, Seat.A, Suit.HEARTS) == 12
    assert dd.contract_tricks(LEAD_MATTERS, Seat.A, Suit.CLUBS) == 13


@pytest.mark.parametrize("seed", [3, 11])
def test_all_thirteen_trumps_in_one_hand(seed: int) -> None:
    # A holds every spade; the other 39 cards are shuffled among B, C, D.  In
    # spades A ruffs (or leads) every trick: A's side takes all 13 tricks,
    # whoever declares and whatever is led.
    rest = [c for c in DECK if c.suit is not Suit.SPADES]
    random.Random(seed).shuffle(rest)
    hands = {Seat.A: parse_cards(all_of("♠")), Seat.B: rest[:13], Seat.C: rest[13:26], Seat.D: rest[26:]}
    for declarer in SEATS:
        defenders = 0 if declarer.pair == Seat.A.pair else 13
        assert set(dd.lead_analysis(hands, declarer, Suit.SPADES).values()) == {defenders}
        assert dd.contract_tricks(hands, declarer, Suit.SPADES) == 13 - defenders


# --- for_contract ---------------------------------------------------------------------


def test_for_contract_trump_and_grand() -> None:
    grand = dd.for_contract(LEAD_MATTERS, Seat.A, Bid(7, Strain.GRAND))
    assert grand.leader is Seat.B
    assert grand.declarer_tricks == 1 and not grand.makes and grand.margin == -12
    assert grand.best_leads == tuple(sorted(SPADE_LEADS, key=lambda c: c.index))
    assert grand.leads[HEART_2] == 1
    clubs = dd.for_contract(LEAD_MATTERS, Seat.A, Bid(6, Strain.CLUBS))
    assert clubs.declarer_tricks == 13 and clubs.makes and clubs.margin == 1
    assert len(clubs.best_leads) == 13


def test_for_contract_refuses_misere() -> None:
    with pytest.raises(NotationError) as e:
        dd.for_contract(LEAD_MATTERS, Seat.A, Bid(6, Strain.MISERE))
    assert e.value.code == "dd_not_for_misere"
    assert isinstance(e.value, SkruuviError)


# --- invariances: seats and suits map by identity, not by number ----------------------


def rotate(hands: Mapping[Seat, Sequence[Card]], k: int) -> Hands:
    """Every hand moves ``k`` seats clockwise."""
    return {s.next(k): list(h) for s, h in hands.items()}


@pytest.mark.parametrize("trump", [None, Suit.CLUBS, Suit.HEARTS])
def test_rotating_the_deal_and_the_declarer_keeps_the_numbers(trump: Suit | None) -> None:
    hands = random_hands(7)
    base = dd.lead_analysis(hands, Seat.A, trump)
    assert set(base) == set(hands[Seat.B])
    assert len(set(base.values())) > 1  # a real deal, where the lead matters
    for k in (1, 2, 3):
        rotated = rotate(hands, k)
        assert dd.lead_analysis(rotated, Seat.A.next(k), trump) == base
        assert dd.contract_tricks(rotated, Seat.A.next(k), trump) == dd.contract_tricks(hands, Seat.A, trump)


def relabel(card: Card, perm: Mapping[Suit, Suit]) -> Card:
    return Card.of(perm[card.suit], card.rank)


@pytest.mark.parametrize("trump", [None, Suit.SPADES, Suit.HEARTS])
def test_renaming_the_suits_keeps_the_numbers(trump: Suit | None) -> None:
    # Trick play does not care which suit is which, only which one is trump:
    # permuting the suits of every card (and of the trump) permutes the leads.
    perm = {
        Suit.SPADES: Suit.HEARTS,
        Suit.CLUBS: Suit.SPADES,
        Suit.DIAMONDS: Suit.CLUBS,
        Suit.HEARTS: Suit.DIAMONDS,
    }
    hands = random_hands(21)
    renamed = {s: [relabel(c, perm) for c in h] for s, h in hands.items()}
    new_trump = None if trump is None else perm[trump]
    base = dd.lead_analysis(hands, Seat.C, trump)
    assert dd.lead_analysis(renamed, Seat.C, new_trump) == {relabel(c, perm): t for c, t in base.items()}


def test_contract_tricks_agree_with_the_dds_table() -> None:
    # endplay's calc_dd_table is another DDS routine (declarer per compass
    # seat, per denomination); build its deal by hand, by name, and compare.
    from endplay.dds import calc_dd_table
    from endplay.types import Deal, Denom, Player

    hands = random_hands(5)
    compass = {Seat.A: Player.north, Seat.B: Player.east, Seat.C: Player.south, Seat.D: Player.west}
    letters = {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"}

    def pbn_hand(cards: Sequence[Card]) -> str:
        by_suit = (
            "".join(c.ascii()[1] for c in sorted(cards, key=lambda c: -c.index) if c.suit is s)
            for s in letters
        )
        return ".".join(by_suit)

    pbn = "N:" + " ".join(pbn_hand(hands[s]) for s in SEATS)
    with dd._DDS_LOCK:
        table = calc_dd_table(Deal(pbn))
    denom: dict[Suit | None, Denom] = {
        None: Denom.nt,
        Suit.SPADES: Denom.spades,
        Suit.CLUBS: Denom.clubs,
        Suit.DIAMONDS: Denom.diamonds,
        Suit.HEARTS: Denom.hearts,
    }
    for declarer in SEATS:
        for trump in STRAINS:
            assert dd.contract_tricks(hands, declarer, trump) == table[denom[trump], compass[declarer]], (
                declarer,
                trump,
            )


# --- input errors -----------------------------------------------------------------------


def bad_inputs() -> list[tuple[str, Any, str]]:
    good = random_hands(1)
    missing = {s: h for s, h in good.items() if s is not Seat.D}
    short = dict(good) | {Seat.B: good[Seat.B][:12]}
    long = dict(good) | {Seat.B: [*good[Seat.B], good[Seat.A][0]]}
    twice = dict(good) | {Seat.C: [*good[Seat.C][:12], good[Seat.A][0]]}
    twice_in_hand = dict(good) | {Seat.C: [*good[Seat.C][:12], good[Seat.C][0]]}
    not_card = dict(good) | {Seat.A: [*good[Seat.A][:12], "♠A"]}
    extra_seat = dict(good) | {"E": good[Seat.A]}
    return [
        ("missing_hand", missing, "no hand for seat D"),
        ("hand_size", short, "hand B has 12 cards"),
        ("hand_size", long, "hand B has 14 cards"),
        ("duplicate_card", twice, "is dealt twice"),
        ("duplicate_card", twice_in_hand, "is dealt twice"),
        ("not_a_card", not_card, "is not a card"),
        ("bad_seat", extra_seat, "is not a seat"),
    ]


@pytest.mark.parametrize(("problem", "hands", "words"), bad_inputs())
def test_bad_deals_are_refused(problem: str, hands: Any, words: str) -> None:
    for call in (dd.lead_analysis, dd.contract_tricks):
        with pytest.raises(NotationError) as e:
            call(hands, Seat.A, Suit.HEARTS)
        assert e.value.code == "dd_bad_deal"
        assert e.value.params["problem"] == problem
        assert words in str(e.value)
    with pytest.raises(NotationError):
        dd.for_contract(hands, Seat.A, Bid(6, Strain.GRAND))


def test_bad_declarer_and_trump_are_refused() -> None:
    hands = random_hands(1)
    with pytest.raises(NotationError, match="declarer"):
        dd.lead_analysis(hands, "A", None)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="trump"):
        dd.lead_analysis(hands, Seat.A, Strain.HEARTS)  # type: ignore[arg-type]


# --- cache ------------------------------------------------------------------------------


def test_results_are_cached_on_a_canonical_key() -> None:
    hands = random_hands(2)
    first = dd.lead_analysis(hands, Seat.B, Suit.DIAMONDS)
    first[next(iter(first))] = 99  # the caller's copy; the cache is unaffected
    reordered = {s: tuple(reversed(hands[s])) for s in reversed(SEATS)}
    info = dd._cached_leads.cache_info()
    again = dd.lead_analysis(reordered, Seat.B, Suit.DIAMONDS)
    assert dd._cached_leads.cache_info().hits == info.hits + 1
    assert 99 not in again.values()
    assert dd.contract_tricks(hands, Seat.B, Suit.DIAMONDS) == 13 - max(again.values())
    assert dd._cached_leads.cache_info().misses == info.misses


# --- threads ----------------------------------------------------------------------------


def test_the_lock_serialises_every_solve(monkeypatch: pytest.MonkeyPatch) -> None:
    # Replace endplay's solve_board by a wrapper that counts how many threads
    # are inside it at once.  The wrapper serialises the real solver itself,
    # so a missing lock in double_dummy fails this assertion instead of
    # crashing the test process.
    import endplay.dds

    real = endplay.dds.solve_board
    guard = threading.Lock()
    state = {"active": 0, "most": 0}

    def counting(*args: Any, **kwargs: Any) -> Any:
        with guard:
            state["active"] += 1
            state["most"] = max(state["most"], state["active"])
        time.sleep(0.02)  # give another thread every chance to enter
        try:
            with guard:
                return list(real(*args, **kwargs))
        finally:
            with guard:
                state["active"] -= 1

    deals = [random_hands(seed) for seed in range(8)]
    serial = [dd.lead_analysis(h, Seat.A, Suit.HEARTS) for h in deals]
    dd.clear_cache()
    monkeypatch.setattr(endplay.dds, "solve_board", counting)
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(lambda h: dd.lead_analysis(h, Seat.A, Suit.HEARTS), deals))
    assert parallel == serial
    assert state["most"] == 1


_STRESS = """
import concurrent.futures, sys
from trainer.bids import Form
from trainer.cards import Suit
from trainer.conventions import double_dummy as dd
from trainer.dealing import deal
from trainer.seats import SEATS, Seat

deals = [dict(zip(SEATS, deal(Form.KOTKAT, Seat.A, seed).hands)) for seed in range(8)]
args = [(h, Seat(i % 4), (None, Suit.HEARTS, Suit.CLUBS)[i % 3]) for i, h in enumerate(deals)]
serial = [dd.lead_analysis(*a) for a in args]
for _ in range(4):
    dd.clear_cache()
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(lambda a: dd.lead_analysis(*a), args))
    if parallel != serial:
        sys.exit("different results from threads")
print("ok")
"""


def test_four_threads_at_once_give_the_same_results_and_no_crash() -> None:
    # Unguarded DDS calls from two threads crash the interpreter (SIGSEGV), so
    # the stress runs in a child process: a crash is a failed test, not a dead run.
    proc = subprocess.run(
        [sys.executable, "-c", _STRESS], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout.strip() == "ok"


# --- benchmark --------------------------------------------------------------------------


def test_bench_lead_analysis_reports_median_and_p95() -> None:
    result = dd.bench_lead_analysis(n=3, seed=0)
    assert result["n"] == 3
    assert 0 < result["median_seconds"] <= result["p95_seconds"] <= result["max_seconds"]
    with pytest.raises(ValueError):
        dd.bench_lead_analysis(n=0)
