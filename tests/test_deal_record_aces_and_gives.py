"""C105 (an ace into the other side's trick) and C63a (the bolshevik's short low suit) at the worked deals.

The positions are taken from the records in lessons/deals/ (own deals the handbook player and the
conventions made), so each test says which action of which record it checks.  The Finnish phrases in the
comments are the handbook's words each reading rests on (quoted briefly).
"""

from __future__ import annotations

import itertools
from pathlib import Path

from trainer.cards import Card
from trainer.conventions import cardplay
from trainer.conventions.advise import grade_action
from trainer.conventions.core import Advice, Verdict, decision_point
from trainer.records import load
from trainer.seats import Seat
from trainer.state import State

DEALS = Path(__file__).resolve().parent.parent / "lessons" / "deals"


def card(text: str) -> Card:
    return Card.parse(text)


def before(record: str, where: str) -> tuple[State, Card]:
    """The state in ``record`` just before the action at ``where``, and that action."""
    states = load(DEALS / f"{record}.deal.yaml").states()
    for (_, _, s), (w, action, _) in itertools.pairwise(states):
        if w == where:
            assert isinstance(action, Card)
            return s, action
    raise AssertionError(where)


def cp_advice(s: State) -> Advice:
    a = cardplay.advise(decision_point(s))
    assert a is not None
    return a


# --- C105 in a painted misère ---------------------------------------------------------------------------


def test_a_painted_misere_defender_may_keep_an_ace() -> None:
    # alkupelit-misere-5m, trick 5: B (defending C's 5M) is void in hearts and the main pair surely
    # take the trick.  *Maalattu misääri / Pelitaktiikkaa* has no "first chance" rule for the defence
    # (the defenders "painostaa pääpelaajia" and agree who "johtaa peliä"): the ♣A is recommended, the
    # record's ♣K acceptable, a judgement with a reason of its own.
    s, played = before("alkupelit-misere-5m", "play[4][2]")
    assert s.to_act is Seat.B and played == card("♣K")
    a = cp_advice(s)
    assert set(a.recommended) == {card("♣A"), card("♦A")}
    assert card("♣K") in a.acceptable and a.judgement
    assert {r.key for r in a.reasons} == {"cp_ace_drop_any", "cp_ace_defender_keeps"}  # two aces: both named
    assert grade_action(s, played).verdict is Verdict.ACCEPTABLE


def test_the_painted_misere_main_pair_still_drop_the_ace() -> None:
    # Must not relax: in the same deal, trick 3, A (C's partner, the main pair) is void in spades and
    # the defenders surely take the trick: the ♥A goes ("syöttää ässät vastustajien tikkeihin",
    # *Skruuvisanastoa*), any other card is not advised.
    s, played = before("alkupelit-misere-5m", "play[2][2]")
    assert s.to_act is Seat.A and played == card("♥A")
    a = cp_advice(s)
    assert a.recommended == (card("♥A"),) and not a.acceptable and not a.judgement
    assert {r.key for rs in a.worse.values() for r in rs} == {"cp_ace_held"}


def test_a_passimisaari_ace_goes_at_the_first_chance() -> None:
    # alkupelit-passimisaari, trick 2: partner B leads ♣, D's short suit (D passed the ♣8), and C's ♣9
    # is winning with only A to come: the trick is surely the opponents'.  *Passimisääri /
    # Pelitaktiikkaa*: "ässä kannattaa heittää ensimmäisessä mahdollisessa tilanteessa", and partner's
    # lead of the short suit is how "ässien pudottaminen vastustajien tikkeihin onnistuu".  The record
    # drops the ♥A (the ace of four hearts; an ace is safe only "riittävän pitkässä" suit, and the ♠A
    # has five spades); the ♠10 the record used to play here holds both aces back: not advised.
    s, played = before("alkupelit-passimisaari", "play[1][2]")
    assert s.to_act is Seat.D and played == card("♥A")
    assert grade_action(s, played).verdict is Verdict.RECOMMENDED
    a = cp_advice(s)
    assert set(a.recommended) == {card("♠A"), card("♥A")} and not a.judgement
    assert {r.key for r in a.worse[card("♠10")]} == {"cp_aces_held"}  # both aces kept: both named


# --- C63a: a short suit of low cards with its two, where no short suit holds a high card ---------------


def test_the_dictator_voids_the_short_low_suit() -> None:
    # bolsevikit-dictator-7c: the forced bolshevik D holds ♠AKQJ109 ♣AJ8762 ♦432 ♥5 with the middle.
    # No short suit holds a high card to shed ("päästä eroon lyhyen maan korkeista korteista" cannot
    # apply), so voiding ♦432 ("renottaa huono maansa"; the player then bids the 7♣ dictator) is
    # acceptable: ♦4 to the left, ♦3 to the partner opposite, ♦2 to the niskamies on the right.
    for where, c in (("exchanges.gives.A", "♦4"), ("exchanges.gives.B", "♦3"), ("exchanges.gives.C", "♦2")):
        s, played = before("bolsevikit-dictator-7c", where)
        assert played == card(c)
        assert grade_action(s, played).verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE), where
