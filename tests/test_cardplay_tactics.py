"""The declaring side's card play and the painted misère's defence (trainer.conventions.cardplay C104, C110-C112).

Each case replays a whole deal found in the handbook player's self-play (every hand and action written
out), as tests/test_cardplay.py does, so the tests do not depend on the self-play seeds.  The handbook
sections are named in each test; for every rule a case where it applies and one where it must not.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from tests.test_cardplay import advise, keys, worse_keys
from tests.test_discards import replay
from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import cardplay
from trainer.conventions.advise import grade_action
from trainer.conventions.core import Verdict, decision_point
from trainer.records import load
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def silent_on(s: State, key: str) -> None:
    """The card-play advice at ``s`` is silent or gives no reason ``key``."""
    advice = cardplay.advise(decision_point(s))
    assert advice is None or key not in keys(advice)


FINESSE = replay(
    Form.ALKUPELIT,
    C,
    {
        A: "♠5 ♠10 ♠K ♣4 ♣9 ♣10 ♣J ♦6 ♦10 ♦J ♦K ♥2",
        B: "♠4 ♠Q ♠A ♣5 ♣7 ♣8 ♣K ♦4 ♦8 ♦9 ♥9 ♥K",
        C: "♠2 ♠3 ♠7 ♠8 ♠9 ♠J ♣3 ♦7 ♦A ♥6 ♥8 ♥J",
        D: "♠6 ♣2 ♣6 ♣Q ♣A ♦2 ♥3 ♥5 ♥7 ♥10 ♥Q ♥A",
    },
    (
        "pass 1♥ pass pass pass 2♣ pass 3♣ pass 3♥ pass 4♠ pass 4♣ pass pass pass pass pass 4♥ pass pass "
        "pass pass pass pass pass pass ♣5 ♣K ♣8 ♣7 ♥3 ♦2 ♥5 5♣ pass pass pass pass ♣3 ♥3 pass pass ♥6"
    ),
    middle="♦5 ♥4 ♦3 ♦Q",
)

FINESSE_FOURTH = replay(
    Form.ALKUPELIT,
    C,
    {
        A: "♣6 ♣7 ♣J ♣Q ♦3 ♦5 ♦6 ♦10 ♦J ♦A ♥7 ♥K",
        B: "♠3 ♠4 ♠10 ♣4 ♣9 ♣10 ♣K ♦2 ♦9 ♦Q ♥9 ♥J",
        C: "♠6 ♠8 ♠Q ♠K ♠A ♣2 ♦7 ♦K ♥4 ♥6 ♥Q ♥A",
        D: "♠2 ♠5 ♠7 ♠9 ♣3 ♣5 ♣8 ♦4 ♦8 ♥2 ♥8 ♥10",
    },
    (
        "1♠ 6M 6♣ pass 6♦ pass pass pass pass pass pass pass pass ♥4 ♠6 ♦7 ♦K ♣6 ♠6 ♥4 pass pass pass "
        "pass ♦8 ♥J pass pass ♥J ♥7 ♥9"
    ),
    middle="♥5 ♠J ♥3 ♣A",
)

FINESSE_LEAD = replay(
    Form.ALKUPELIT,
    D,
    {
        A: "♠7 ♠K ♣5 ♣6 ♣7 ♣J ♦6 ♦7 ♦Q ♦A ♥4 ♥10",
        B: "♠J ♠Q ♣2 ♣8 ♣10 ♣K ♦4 ♦8 ♥9 ♥J ♥K ♥A",
        C: "♠2 ♠5 ♠8 ♠A ♣3 ♣9 ♣Q ♣A ♦2 ♦J ♥5 ♥Q",
        D: "♠3 ♠6 ♠9 ♣4 ♦3 ♦5 ♦9 ♦10 ♦K ♥6 ♥7 ♥8",
    },
    (
        "pass pass 3♥ pass 4♦ pass pass pass pass pass 4♥ pass pass pass pass pass 5♥ pass pass pass pass "
        "pass pass pass pass ♥3 ♥6 ♥7 ♥8 ♠J ♥3 ♠Q pass pass pass pass ♥10 ♦J pass pass ♦6 ♦4 ♦2 ♦9"
    ),
    middle="♠4 ♥2 ♥3 ♠10",
)

CUP_LEAD = replay(
    Form.ALKUPELIT,
    C,
    {
        A: "♠9 ♠10 ♠K ♣5 ♣10 ♣Q ♦4 ♦6 ♦Q ♥4 ♥10 ♥A",
        B: "♠2 ♠4 ♣2 ♣3 ♦2 ♦8 ♦9 ♥2 ♥3 ♥5 ♥8 ♥9",
        C: "♠5 ♠8 ♠Q ♣9 ♣J ♣K ♦5 ♦J ♦A ♥6 ♥J ♥K",
        D: "♠3 ♠6 ♠7 ♠J ♠A ♣4 ♣7 ♣A ♦3 ♦10 ♦K ♥7",
    },
    (
        "3G pass 4♥ 6M pass pass pass pass 6♠ pass pass pass pass pass pass pass pass ♦5 ♦J ♦A ♦7 ♣5 ♣Q "
        "♣10 pass pass pass pass ♥7 ♠4 X pass pass ♣10 ♠9 ♣2 ♣6 ♦A ♦2 ♥6 ♦3 ♥A ♥2 ♥J ♣4 ♦4 ♦8 ♠5 ♦10"
    ),
    middle="♣6 ♦7 ♥Q ♣8",
)

CUP_NO_RUFF = replay(
    Form.ALKUPELIT,
    D,
    {
        A: "♠7 ♠9 ♣3 ♣J ♦3 ♦6 ♦9 ♦J ♦A ♥3 ♥5 ♥9",
        B: "♠4 ♠6 ♠10 ♠J ♣9 ♣A ♦10 ♦Q ♥2 ♥10 ♥J ♥Q",
        C: "♠8 ♠Q ♠A ♣6 ♣10 ♦2 ♦7 ♦8 ♥7 ♥8 ♥K ♥A",
        D: "♠2 ♠3 ♠5 ♠K ♣2 ♣4 ♣7 ♣K ♦4 ♦5 ♦K ♥4",
    },
    (
        "pass pass 3♥ pass 4♣ pass pass pass pass pass pass pass 4♦ pass pass pass pass pass pass pass "
        "pass ♣K ♠K ♥4 ♥6 ♣9 ♣A ♣K 5♥ pass pass pass pass ♠9 ♥A pass pass ♦J ♦10 ♦2 ♦K ♣A ♣3 ♠4 ♣6"
    ),
    middle="♣Q ♣8 ♣5 ♥6",
)

GRAND_RUN = replay(
    Form.ALKUPELIT,
    C,
    {
        A: "♠4 ♠9 ♠J ♠Q ♠K ♣4 ♣5 ♣10 ♣A ♦2 ♦8 ♥2",
        B: "♠3 ♠8 ♠A ♣8 ♦3 ♦6 ♦10 ♦J ♦A ♥3 ♥8 ♥J",
        C: "♠2 ♠5 ♠6 ♣2 ♣6 ♣7 ♣9 ♣Q ♦5 ♦Q ♦K ♥7",
        D: "♠7 ♠10 ♣K ♦4 ♦7 ♥4 ♥5 ♥6 ♥10 ♥Q ♥K ♥A",
    },
    (
        "pass 3G pass 5♣ pass pass pass 7G pass pass pass pass pass pass pass pass ♦3 ♣3 ♥9 ♦9 ♥6 ♦4 ♣K "
        "pass pass pass pass ♥7 ♦8 pass X XX ♣K ♣3 ♣4 ♣8 ♣2 ♦9 ♣5 ♣J ♥8 ♠2 ♥A ♥2 ♥Q ♥6 ♥J ♦5"
    ),
    middle="♣J ♦9 ♣3 ♥9",
)

GRAND_GAP = replay(
    Form.ALKUPELIT,
    B,
    {
        A: "♠5 ♠6 ♠Q ♠A ♣3 ♣5 ♣6 ♣J ♦4 ♥2 ♥3 ♥J",
        B: "♠7 ♠10 ♣2 ♣K ♦10 ♦A ♥4 ♥7 ♥9 ♥Q ♥K ♥A",
        C: "♠4 ♠8 ♣7 ♣8 ♣9 ♣10 ♣A ♦6 ♦J ♥5 ♥6 ♥10",
        D: "♠3 ♠9 ♠J ♦2 ♦3 ♦5 ♦7 ♦8 ♦9 ♦Q ♦K ♥8",
    },
    (
        "3♠ pass 4G pass 7♣ pass 7G pass pass pass pass pass pass pass pass ♦2 ♦3 ♠3 ♠2 ♦A ♦2 ♥K pass "
        "pass pass pass ♦4 ♠8 X pass pass ♠Q ♠10 ♠4 ♠J ♠A ♠3 ♣7 ♠K ♣3 ♣2 ♣8 ♣Q"
    ),
    middle="♠K ♣4 ♣Q ♠2",
)

GRAND_DEFENDER = replay(
    Form.ALKUPELIT,
    D,
    {
        A: "♠7 ♠9 ♣3 ♣J ♦3 ♦6 ♦9 ♦J ♦A ♥3 ♥5 ♥9",
        B: "♠4 ♠6 ♠10 ♠J ♣9 ♣A ♦10 ♦Q ♥2 ♥10 ♥J ♥Q",
        C: "♠8 ♠Q ♠A ♣6 ♣10 ♦2 ♦7 ♦8 ♥7 ♥8 ♥K ♥A",
        D: "♠2 ♠3 ♠5 ♠K ♣2 ♣4 ♣7 ♣K ♦4 ♦5 ♦K ♥4",
    },
    (
        "1♦ pass 2♣ pass 5♥ pass 7♠ pass 7G pass pass pass pass pass pass pass pass ♥4 ♦K ♣K ♠3 ♥J ♠10 ♣K "
        "pass pass pass pass ♠9 ♣10 X XX ♦J ♦Q ♦2 ♦5 ♠3 ♠8 ♠10 ♠7 ♦4 ♦3 ♦10 ♦7 ♠4 ♠9 ♠5 ♦6"
    ),
    middle="♣Q ♣8 ♣5 ♥6",
)

MIS_PRESS = replay(
    Form.ALKUPELIT,
    D,
    {
        A: "♠8 ♠A ♣6 ♣9 ♣10 ♣A ♦9 ♦10 ♦K ♦A ♥7 ♥A",
        B: "♠6 ♠9 ♠J ♦2 ♦4 ♦6 ♦8 ♥5 ♥6 ♥10 ♥Q ♥K",
        C: "♠4 ♠7 ♠Q ♣3 ♣7 ♣K ♦5 ♦7 ♦J ♦Q ♥3 ♥4",
        D: "♠2 ♠3 ♠5 ♠10 ♠K ♣2 ♣4 ♣5 ♣8 ♦3 ♥2 ♥9",
    },
    (
        "6M pass pass pass pass pass pass pass pass ♥J ♥8 ♥9 ♥2 ♠9 ♠6 ♠J pass pass pass pass pass pass ♥7 "
        "♥6 ♥4 ♠K ♣6 ♥K ♣3 ♣5"
    ),
    middle="♣J ♣Q ♥8 ♥J",
)

MIS_MAIN = replay(
    Form.ALKUPELIT,
    D,
    {
        A: "♠2 ♠3 ♠8 ♠Q ♠K ♣8 ♣9 ♦5 ♦7 ♦J ♥2 ♥10",
        B: "♠6 ♠9 ♣7 ♣10 ♦9 ♦Q ♦K ♥4 ♥8 ♥9 ♥Q ♥A",
        C: "♠4 ♠7 ♠J ♣6 ♣A ♦2 ♦3 ♦10 ♦A ♥3 ♥6 ♥7",
        D: "♠5 ♠10 ♠A ♣2 ♣4 ♣5 ♣J ♣Q ♦6 ♦8 ♥5 ♥J",
    },
    (
        "pass 6M pass pass pass pass pass pass pass pass ♦J ♥K ♥10 ♥2 ♣A ♣6 ♠J pass pass pass pass pass "
        "pass ♣7 ♦A ♣5 ♣6 ♣10 ♥K ♣4 ♣9 ♥4 ♥3 ♥5 ♣K ♥J ♠K ♥9 ♥10 ♣2 ♣3 ♥A ♦J"
    ),
    middle="♥K ♦4 ♣K ♣3",
)

UNDER = replay(
    Form.ALKUPELIT,
    A,
    {
        A: "♠3 ♠8 ♠10 ♣2 ♣3 ♣8 ♦2 ♦8 ♦9 ♥6 ♥8 ♥A",
        B: "♠7 ♠J ♣4 ♣7 ♣J ♣Q ♦4 ♦7 ♦K ♦A ♥5 ♥9",
        C: "♠2 ♠K ♠A ♣6 ♣9 ♣10 ♦J ♦Q ♥3 ♥4 ♥7 ♥Q",
        D: "♠4 ♠5 ♠6 ♠Q ♣K ♦5 ♦6 ♦10 ♥2 ♥10 ♥J ♥K",
    },
    ("pass pass pass pass ♥5 ♠A ♣5 ♥A pass pass pass pass ♣7 ♣6 ♣K ♣8 ♥K ♥8 ♥9"),
    middle="♣A ♦3 ♣5 ♠9",
)

UNDER_PARTNER_WINS = replay(
    Form.ALKUPELIT,
    A,
    {
        A: "♠4 ♠9 ♠Q ♠K ♣2 ♣4 ♣5 ♣6 ♣8 ♦9 ♥7 ♥Q",
        B: "♠3 ♠6 ♣3 ♣7 ♣10 ♣A ♦2 ♦6 ♦K ♥2 ♥3 ♥6",
        C: "♠2 ♠5 ♠A ♣9 ♣K ♦3 ♦5 ♦Q ♥4 ♥9 ♥J ♥K",
        D: "♠7 ♠8 ♠10 ♠J ♣J ♣Q ♦7 ♦8 ♦J ♥5 ♥8 ♥10",
    },
    ("pass pass pass pass ♠3 ♣9 ♣J ♦A pass pass pass pass ♣10 ♣K ♣Q"),
    middle="♦10 ♦4 ♥A ♦A",
)


def then(s: State, plays: str) -> State:
    for t in plays.split():
        s = s.apply(Card.parse(t))
    return s


# --- C110: the finesse (ALKUPELIT / Pelitaktiikkaa, Grandi / Pelitaktikkaa) ----------------------------


def test_finesse_with_ace_queen_against_the_king() -> None:
    # "AQxxx, mutta kuningas puuttuu" and the lead from the opponent on the right: play the queen.
    # B–D play 5♣; C (right of D) leads ♥6; D holds ♥A Q 10 7 and the ♥K is out.
    assert FINESSE.to_act is D
    a = advise(FINESSE)
    assert a.recommended == (Card.parse("♥Q"),)
    assert keys(a) == {"cp_finesse"}
    assert "cp_finesse_top" in worse_keys(a, "♥A")
    assert "cp_finesse_low" in worse_keys(a, "♥10")
    assert "cp_finesse_low" in worse_keys(a, "♥7")


def test_finesse_the_jack_from_ace_king_jack_after_partners_trump_lead() -> None:
    # The small trump came back to D as the signal; D leads it, A plays low, and B (AKJ, the queen out)
    # finesses the jack: partner's lead, the opponent on the left still to play.
    s = then(FINESSE_LEAD, "♥2 ♥4")
    assert s.to_act is B
    a = advise(s)
    assert a.recommended == (Card.parse("♥J"),)
    assert worse_keys(a, "♥A") == {"cp_finesse_top"} and worse_keys(a, "♥K") == {"cp_finesse_top"}


def test_no_finesse_when_last_to_play() -> None:
    # C holds ♥A Q with the ♥K out, but is fourth: nobody is left to finesse against.
    assert FINESSE_FOURTH.to_act is C
    silent_on(FINESSE_FOURTH, "cp_finesse")


# --- C110a: the small trump asks for a trump lead (Valttipeli, ALKUPELIT / Pelitaktiikkaa) -------------


def test_partners_small_trump_asks_for_a_trump_lead() -> None:
    # D received one small trump, the ♥3, from partner B in the exchange: lead the smallest trump.
    assert FINESSE_LEAD.to_act is D
    a = advise(FINESSE_LEAD)
    assert a.recommended == (Card.parse("♥2"),)
    assert a.acceptable == (Card.parse("♥3"),)
    assert worse_keys(a, "♠3") == {"cp_finesse_lead_side"}


def test_the_signals_giver_gets_no_finesse_lead() -> None:
    # Later B, who gave the small trump, is on lead: the signal is not B's to answer.
    s = then(FINESSE_LEAD, "♥2 ♥4 ♥J ♥Q ♠A ♠3 ♠7 ♥6")
    assert s.to_act is B
    silent_on(s, "cp_finesse_lead")


# --- C111: cup play by the declaring side (Kuppi ja häntäkuppi valttipelinä) ---------------------------


def test_cup_game_lead_the_suit_partner_ruffs() -> None:
    # "aloittavat uuden tikin vuoron perään partnerinsa renoaasta": 6♠ by C; C has ruffed partner A's
    # diamond lead (a cup game), and A, who ruffed the opening club lead, may still hold trumps: C leads
    # a small club for A to ruff.
    assert CUP_LEAD.to_act is C
    a = advise(CUP_LEAD)
    assert a.recommended == (Card.parse("♣8"),)
    assert set(a.acceptable) == set(cards("♣9 ♣J ♣Q ♣K"))
    assert worse_keys(a, "♠8") == {"cp_cup_lead_off"}


def test_no_cup_lead_before_a_ruff_shows_the_cup() -> None:
    # D's partner B has shown out of clubs (a spade on D's ♣A), but no declaring player has ruffed a
    # partner's lead: no cup game shows.
    assert CUP_NO_RUFF.to_act is D
    silent_on(CUP_NO_RUFF, "cp_cup_lead")


# --- C104: running a long suit in grand (Grandi / Pelitaktikkaa) ---------------------------------------


def test_grand_run_the_long_suit_from_the_top() -> None:
    # "pitkä läpijuokseva maa ... pelaavat tämän maan kaikki tikit kotiin": D's hearts K 10 9 5 4 with the
    # ace, queen and jack gone: the top three win, and the cards still out fall under them.
    assert GRAND_RUN.to_act is D
    a = advise(GRAND_RUN)
    assert set(a.recommended) == set(cards("♥K ♥10 ♥9"))
    assert worse_keys(a, "♥4") == {"cp_grand_run_low"}
    assert worse_keys(a, "♠7") == {"cp_grand_run_other"}


def test_no_grand_run_with_the_ace_out_or_for_a_defender() -> None:
    # D's seven diamonds lack the ace (still out): the suit does not run yet.
    assert GRAND_GAP.to_act is D
    silent_on(GRAND_GAP, "cp_grand_run")
    # C defends the grand with ♥A K J 8 7: running a suit is the main pair's plan.
    assert GRAND_DEFENDER.to_act is C
    silent_on(GRAND_DEFENDER, "cp_grand_run")


# --- C112: the painted misère's defence presses in its chosen suits (Maalattu misääri / Pelitaktiikkaa) --


def test_misere_defender_keeps_pressing_in_the_chosen_suit() -> None:
    # "painostaa pääpelaajia yhdessä tai kahdessa valitsemassaan maassa": against D's misère A led hearts,
    # then clubs; out of hearts, A goes on with a small club, not an ace and not a new suit.
    assert MIS_PRESS.to_act is A
    a = advise(MIS_PRESS)
    assert a.recommended == (Card.parse("♣9"),)
    assert a.acceptable == (Card.parse("♣10"),)
    assert worse_keys(a, "♣A") == {"cp_mis_ace_lead"}
    assert worse_keys(a, "♠8") == {"cp_mis_switch"}


def test_no_press_advice_for_the_main_pair() -> None:
    # A is a main player of the misère: the defence's plan is not theirs.
    assert MIS_MAIN.to_act is A
    silent_on(MIS_MAIN, "cp_mis_press")


# --- C113: under the opponents' card in partner's short suit (Passimisääri / Avauslyönti) ---------------


def test_play_under_the_opponents_lead_in_partners_short_suit() -> None:
    # "koettaa aina lyödä vastustajan korttia pienempi kortti": A passed C the ♥A (hearts are A's short
    # suit); D leads the ♥K and C, fourth, stays under it with the ♥Q.
    assert UNDER.to_act is C
    a = advise(UNDER)
    assert a.recommended == (Card.parse("♥Q"),)
    assert "cp_under_opponents" in keys(a)
    assert set(a.acceptable) == set(cards("♥3 ♥4 ♥7"))


def test_no_under_advice_when_partner_is_winning() -> None:
    # B leads C's short suit (C passed A the ♣9), but partner C's ♣K is winning: the trick would be C's.
    assert UNDER_PARTNER_WINS.to_act is A
    silent_on(UNDER_PARTNER_WINS, "cp_under_opponents")


# --- C112 after a dead suit and partner's switch (review round 9, gen.play.kotkat.10300) -----------------

KOTKAT_10300_HANDS = {
    A: "♠A ♠Q ♠6 ♠3 ♣5 ♦A ♦10 ♦3 ♥A ♥K ♥Q ♥5 ♥4",
    B: "♠8 ♠5 ♣7 ♣3 ♦7 ♦6 ♦4 ♦2 ♥J ♥8 ♥7 ♥3 ♥2",
    C: "♠J ♠10 ♠7 ♠4 ♣A ♣K ♣Q ♣10 ♣6 ♦J ♦9 ♦5 ♥9",
    D: "♠K ♠9 ♠2 ♣J ♣9 ♣8 ♣4 ♣2 ♦K ♦Q ♦8 ♥10 ♥6",
}
# 6M by B over A's 6♠; B and D exchange four cards each; no double.
KOTKAT_10300_AUCTION = "pass 6♠ 6M pass pass pass pass pass pass pass pass ♣3 ♠8 ♣7 ♠5 ♦K ♦Q ♥10 ♥6 pass pass pass pass pass pass "


def kotkat_10300(plays: str) -> State:
    return replay(Form.KOTKAT, D, KOTKAT_10300_HANDS, KOTKAT_10300_AUCTION + plays)


def test_misere_dead_suit_gives_way_to_partners_switch() -> None:
    # The drill as reviewed: B has shown out of spades and D threw the ♠K on the first trick, so the only
    # spade still out above C's ♠J (the ♠A) is hardly a main player's: the ♠J presses nobody.  Partner A's
    # ♦ switch made D win trick 6 with the ♦8: "Painostus pyritään suuntaamaan siihen pääpelaajaan, jolla
    # näyttää olevan heikommat" -- press D in diamonds with the small ♦9.
    s = kotkat_10300("♥9 ♠K ♥5 ♥8 ♠4 ♠2 ♠3 ♦K ♠7 ♠5 ♠6 ♦Q ♠10 ♠9 ♠Q ♥J ♥4 ♥3 ♣6 ♣J ♦3 ♦2 ♦5 ♦8 ♣2 ♣5 ♥10 ♣A")
    assert s.to_act is C
    a = advise(s)
    assert a.recommended == (Card.parse("♦9"),)
    assert "cp_mis_press_weaker" in keys(a)
    assert worse_keys(a, "♠J") == {"cp_mis_dead_suit"}
    # C112a (review round 10): D won that trick fourth with the ♦8, so he holds no higher diamond, and B
    # threw the ♦K and ♦Q on other suits' leads: the ♦A, the only card out above the ♦J, is no main
    # player's, and the ♦J presses nobody.
    assert a.acceptable == ()
    assert worse_keys(a, "♦J") == {"cp_mis_dead_suit"}
    assert worse_keys(a, "♣10") == {"cp_mis_switch"}


def test_misere_partners_switch_that_caught_a_main_player_leads_the_press() -> None:
    # The same deal, but D threw the ♣J on the first trick and kept the ♠K: spades may still force D, and
    # partner's ♦ switch caught D.  Both suits press: the ♦9 (the weaker-looking D) is recommended, the
    # ♠J acceptable; neither is told it "changes the plan".
    s = kotkat_10300("♥9 ♣J ♥5 ♥8 ♠4 ♠2 ♠3 ♦K ♠7 ♠5 ♠6 ♦Q ♠10 ♠9 ♠Q ♥J ♥4 ♥3 ♣6 ♣9 ♦3 ♦2 ♦5 ♦8 ♣2 ♣5 ♥10 ♣A")
    assert s.to_act is C
    a = advise(s)
    assert a.recommended == (Card.parse("♦9"),)
    assert set(a.acceptable) == set(cards("♠J"))  # the ♦J presses nobody (C112a, as above)
    assert worse_keys(a, "♦J") == {"cp_mis_dead_suit"}
    assert "cp_mis_press_also" in keys(a)
    assert worse_keys(a, "♣10") == {"cp_mis_switch"}


def test_misere_first_suit_stays_right_when_the_switch_caught_nobody() -> None:
    # D kept the ♠K, and C won partner's ♦ switch with the ♦J (no main player caught): "yhdessä tai
    # kahdessa valitsemassaan maassa" -- C goes on pressing in spades, the suit the defence chose.
    s = kotkat_10300("♥9 ♣J ♥5 ♥8 ♠4 ♠2 ♠3 ♦K ♠7 ♠5 ♠6 ♦Q ♠10 ♠9 ♠Q ♥J ♥4 ♥3 ♣6 ♣9 ♦3 ♦2 ♦J ♦8")
    assert s.to_act is C
    a = advise(s)
    assert a.recommended == (Card.parse("♠J"),)
    assert "cp_mis_press" in keys(a)
    assert worse_keys(a, "♦5") == {"cp_mis_switch"}
    assert worse_keys(a, "♣A") == {"cp_mis_ace_lead"}


# --- C112a: a suit only an unseen card placed with partner keeps alive (review round 10, kotkat.10500) -----

KOTKAT_10500_HANDS = {
    A: "♠4 ♣A ♣5 ♣4 ♦K ♦Q ♦J ♦6 ♦4 ♦2 ♥K ♥8 ♥6",
    B: "♠Q ♠10 ♠5 ♠3 ♣K ♣Q ♣8 ♣7 ♦A ♦7 ♦3 ♥A ♥Q",
    C: "♠K ♠9 ♠8 ♠7 ♣J ♣3 ♣2 ♦10 ♦5 ♥10 ♥9 ♥4 ♥2",
    D: "♠A ♠J ♠6 ♠2 ♣10 ♣9 ♣6 ♦9 ♦8 ♥J ♥7 ♥5 ♥3",
}
# 6M by C over B's 6♠; C and A exchange four cards each; no double.
KOTKAT_10500_AUCTION = (
    "pass pass 6♠ 6M pass pass pass pass pass pass pass pass ♣J ♣2 ♦10 ♦5 ♣J ♣A ♣2 ♠4 "
    "pass pass pass pass pass pass "
)


def kotkat_10500(plays: str) -> State:
    return replay(Form.KOTKAT, D, KOTKAT_10500_HANDS, KOTKAT_10500_AUCTION + plays)


def test_misere_no_press_in_a_suit_whose_last_card_out_is_partners() -> None:
    """Review round 10, gen.play.kotkat.10500: B on lead at trick 6 with ♠Q ♣Q87 ♦A73 ♥A.

    A showed out of spades on trick 1, and C won trick 2 last to play with the ♠K: he took that trick with
    his highest spade (C112a), so the ♠A, the only spade out above the ♠Q, is partner D's and the ♠Q
    presses nobody.  The other chosen suit, hearts, is dead too (B's only heart is the ♥A).  "Painostus
    pyritään suuntaamaan siihen pääpelaajaan, jolla näyttää olevan heikommat": with no chosen suit that
    can force a main player, C112 is silent and calls no card "a change of plan".
    """
    s = kotkat_10500("♠6 ♥K ♠5 ♠4 ♠2 ♦K ♠3 ♠K ♣2 ♣6 ♣5 ♣K ♠10 ♠9 ♠J ♦Q ♥3 ♥6 ♥Q ♥10")
    assert s.to_act is B
    point = decision_point(s)
    assert cardplay._misere_caps(point, (C, A), cardplay.Suit.SPADES)[C] == cardplay.Rank.KING
    silent_on(s, "cp_mis_press")
    silent_on(s, "cp_mis_switch")
    for c in cards("♦3 ♣7"):
        assert grade_action(s, c).verdict is not Verdict.NOT_ADVISED


def test_misere_press_goes_on_when_the_main_player_won_second_to_play() -> None:
    """Review round 10, gen.play.kotkat.10500, the must-not side of C112a: the same hands, but B won trick 1
    and led the ♠3, and C won it SECOND to play with the ♠K (D and A still to play).  Nothing shows that
    he had no higher spade, the ♠A may still be his, and the ♠Q still presses in the defence's chosen
    suit ("yhdessä tai kahdessa valitsemassaan maassa").
    """
    s = kotkat_10500("♠6 ♥K ♠10 ♠4 ♠3 ♠K ♠2 ♦K ♣2 ♣6 ♣5 ♣K ♠5 ♠9 ♠J ♦Q ♥3 ♥6 ♥Q ♥10")
    assert s.to_act is B
    assert cardplay._misere_caps(decision_point(s), (C, A), cardplay.Suit.SPADES)[C] is None
    a = advise(s)
    assert a.recommended == (Card.parse("♠Q"),)
    assert "cp_mis_press" in keys(a)


# --- C114: the misère doubler's partner throws the doubler's suit at every discard (issue 15) ----------

DOUBLED_HANDS = {
    A: "♠6 ♠K ♣4 ♣7 ♣Q ♣K ♦2 ♦4 ♦6 ♦7 ♥4 ♥8 ♥K",
    B: "♠2 ♠3 ♣2 ♣5 ♣6 ♣8 ♣10 ♣A ♦10 ♥5 ♥7 ♥9 ♥A",
    C: "♠8 ♠10 ♠J ♠A ♣J ♦3 ♦5 ♦8 ♦9 ♦Q ♦K ♥10 ♥Q",
    D: "♠4 ♠5 ♠7 ♠9 ♠Q ♣3 ♣9 ♦J ♦A ♥2 ♥3 ♥6 ♥J",
}
# Kotkat, dealer B: 6M by B over C's 6♠; B and D exchange four cards each; A doubles (or nobody does).
DOUBLED_AUCTION = (
    "pass 6♠ pass pass 6M pass pass pass pass pass pass pass pass ♠3 ♥5 ♠2 ♦10 ♦J ♦A ♣9 ♣3 "
    "pass pass pass pass pass {double} "
)
# C leads the ♣J and the ♦3; C's first discard, the ♦5 on B's ♣2, comes before A has led; A then leads
# the ♦2 (his first lead: the suit of his two) and B leads the ♣3: C discards a second time.
DOUBLED_PLAY = "♣J ♠Q ♣7 ♣10 ♦3 ♦10 ♦7 ♦A ♣2 ♦5 ♥J ♣K ♦2 ♦J ♦9 ♠9 ♣3"


def doubled(plays: str, double: str = "X pass pass") -> State:
    return replay(Form.KOTKAT, B, DOUBLED_HANDS, DOUBLED_AUCTION.format(double=double) + plays)


def test_misere_doublers_partner_keeps_throwing_the_doublers_suit() -> None:
    """*KOTKAT / Pelitaktiikkaa*: the doubler leads his first trick in the suit of his two, and partner is to
    throw away all his cards of that suit "heti, kun se on mahdollista" -- at every discard, not only the
    first one (C91 is the first discard).  A doubled B's 6M and led the ♦2; C, void in clubs, discards for
    the second time: the ♦K first, the ♦Q and ♦8 acceptable, a spade or a heart not advised."""
    s = doubled(DOUBLED_PLAY)
    assert s.to_act is C
    a = advise(s)
    assert a.rule == "C114.doubler_suit_later"
    assert a.recommended == (Card.parse("♦K"),)
    assert set(a.acceptable) == set(cards("♦Q ♦8"))
    assert "cp_mis_doubler_suit" in keys(a)
    for c in ("♠8", "♠A", "♥10", "♥Q"):
        assert worse_keys(a, c) == {"cp_mis_doubler_suit_first"}


def test_misere_no_doubler_suit_advice_without_the_double() -> None:
    """The same play without A's double: A's ♦2 lead shows nothing to throw, and C114 is silent."""
    s = doubled(DOUBLED_PLAY, double="pass")  # C and A pass: no redouble round
    assert s.to_act is C
    silent_on(s, "cp_mis_doubler_suit")


def test_misere_no_doubler_suit_advice_before_partner_has_led() -> None:
    """C's first discard (the ♦5 on B's ♣2) comes before A, who doubled, has led a trick: no suit is shown
    yet, and C114 is silent."""
    s = doubled("♣J ♠Q ♣7 ♣10 ♦3 ♦10 ♦7 ♦A ♣2")
    assert s.to_act is C
    silent_on(s, "cp_mis_doubler_suit")


# --- the handbook's own worked deals: what the new tactics must not forbid (issue 15/11, task K) ----------

DEALS = Path(__file__).resolve().parent.parent / "lessons" / "deals"


def deal_point(name: str, where: str) -> tuple[State, Card]:
    """The state before step ``where`` of the worked deal ``name`` and the card the deal plays there."""
    states = load(DEALS / f"{name}.deal.yaml").states()
    for (_, _, before), (at, action, _) in itertools.pairwise(states):
        if at == where:
            assert isinstance(action, Card)
            return before, action
    raise AssertionError(where)


def not_forbidden(s: State, card: Card) -> None:
    assert grade_action(s, card).verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE)


def test_grand_second_hand_may_play_low_instead_of_finessing() -> None:
    # alkupelit-grand-5g, trick 2: C leads the ♠2 and D (♠A K Q 10 8 5, the ♠J out) is second to play.
    # The finesse with the ♠10 stays recommended; "Toinen käsi matalaa" is a rule "etenkin" (above all,
    # not only) for the defenders in *Grandi / Pelitaktiikkaa*, so the deal's ♠8 is acceptable.
    s, card = deal_point("alkupelit-grand-5g", "play[1][1]")
    assert s.to_act is D and card == Card.parse("♠8")
    a = advise(s)
    assert a.recommended == (Card.parse("♠10"),)
    assert card in a.acceptable and "cp_finesse_second_low" in keys(a)
    assert "cp_finesse_top" in worse_keys(a, "♠A")
    not_forbidden(s, card)


def test_no_finesse_over_partners_winning_card() -> None:
    # alkupelit-grand-5g, trick 5: partner D leads the ♣J and B holds ♣A Q 6 4 with the ♣K out: the ♣J
    # already does the queen's work, so B plays low (the deal's ♣4) and the finesse rule is silent.
    s, card = deal_point("alkupelit-grand-5g", "play[4][2]")
    assert s.to_act is B and card == Card.parse("♣4")
    silent_on(s, "cp_finesse")
    not_forbidden(s, card)


def test_no_grand_run_with_a_single_top_card() -> None:
    # alkupelit-grand-5g, trick 8: B's ♣A Q 10 6 5 against the ♣K 9: one sure winner does not make a
    # running suit; the deal gives up a small club first.
    s, card = deal_point("alkupelit-grand-5g", "play[7][0]")
    assert s.to_act is B and card == Card.parse("♣5")
    silent_on(s, "cp_grand_run")
    not_forbidden(s, card)


def test_grand_crossing_to_partners_winner_keeps_the_links() -> None:
    # kotkat-grand-6g, trick 2: B's clubs run, but B gave D the ♥A in the exchange; the deal's ♥4 crosses
    # to D ("Yhteyksien säilyttäminen pitkää maata pelattaessa on ensiarvoisen tärkeää"): acceptable.
    # A diamond, where partner holds no winner B knows of, still is not advised.
    s, card = deal_point("kotkat-grand-6g", "play[1][0]")
    assert s.to_act is B and card == Card.parse("♥4")
    a = advise(s)
    assert "cp_grand_run" in keys(a) and Card.parse("♣A") in a.recommended
    assert card in a.acceptable and "cp_grand_link" in keys(a)
    assert worse_keys(a, "♦8") == {"cp_grand_run_other"}
    not_forbidden(s, card)


def test_misere_second_lead_chooses_the_second_suit() -> None:
    # alkupelit-misere-5m, trick 2: the defence has led only hearts; D's ♦2 opens its second chosen suit
    # ("yhdessä tai kahdessa valitsemassaan maassa"): acceptable, hearts still recommended.
    s, card = deal_point("alkupelit-misere-5m", "play[1][0]")
    assert s.to_act is D and card == Card.parse("♦2")
    a = advise(s)
    assert a.recommended == (Card.parse("♥2"),)
    assert card in a.acceptable and "cp_mis_press_also" in keys(a)
    not_forbidden(s, card)


def test_misere_lead_of_partners_short_suit_is_no_switch() -> None:
    # alkupelit-misere-5m, trick 4: hearts and diamonds are the chosen suits, but D gave B the ♣6 in the
    # defenders' exchange (the smallest card of D's shortest suit): B's ♣6 lead over it is acceptable.
    s, card = deal_point("alkupelit-misere-5m", "play[3][0]")
    assert s.to_act is B and card == Card.parse("♣6")
    a = advise(s)
    assert card in a.acceptable and "cp_mis_partner_short" in keys(a)
    assert "cp_mis_switch" not in worse_keys(a, "♣6")
    not_forbidden(s, card)


# --- C115 the ace on the second-last round of a suit (Passimisääri / Pelitaktiikkaa) -------------------------
# "viimeistään toiseksi viimeinen maan tikki ässällä", "jatkaa sitten pienellä kortilla": with the ace and a
# small card of the suit the opponents lead, take the round with the ace and keep the small card to give the
# lead back.  Deals from the handbook player's passimisääri self-play (issue 15, seeds 10602, 10612, 10601,
# 10609 of /tmp/h3s10/find.py; the actions are written out).

PASSI_ACE_UNDER = replay(
    Form.ALKUPELIT,
    C,
    {
        A: "♠2 ♠6 ♣7 ♣J ♣Q ♦8 ♦Q ♦K ♥8 ♥10 ♥J ♥A",
        B: "♠5 ♣5 ♣10 ♣K ♦6 ♦A ♥4 ♥5 ♥6 ♥7 ♥9 ♥Q",
        C: "♠4 ♠10 ♠J ♠Q ♣4 ♣9 ♦4 ♦5 ♦7 ♦10 ♦J ♥3",
        D: "♠3 ♠8 ♠9 ♠K ♣2 ♣6 ♣8 ♣A ♦2 ♦3 ♦9 ♥2",
    },
    "pass pass pass pass ♥2 ♠2 ♦A ♥3 pass pass pass pass ♥K ♥J ♥Q ♠A ♦3 ♦8 ♦6 ♦7 ♣3 ♣5 ♣4 ♣2 ♥7 ♠4 ♠3 "
    "♥3 ♥2 ♦5 ♣6 ♥A ♠6 ♠5 ♠2 ♠K ♦2 ♦Q ♥9 ♦J ♣7 ♣10 ♣9",
    middle="♥K ♣3 ♠7 ♠A",
)

PASSI_ACE_OVER = replay(
    Form.ALKUPELIT,
    B,
    {
        A: "♠3 ♠5 ♠8 ♠K ♣10 ♣Q ♦3 ♦10 ♦Q ♥4 ♥9 ♥K",
        B: "♠2 ♠6 ♣2 ♣5 ♣6 ♣J ♣A ♦6 ♦7 ♦J ♦K ♥10",
        C: "♠9 ♠J ♣3 ♣4 ♣7 ♣8 ♣K ♦2 ♦9 ♥3 ♥8 ♥J",
        D: "♠4 ♠10 ♠Q ♠A ♦4 ♦5 ♦8 ♦A ♥5 ♥6 ♥Q ♥A",
    },
    "pass pass pass pass ♦2 ♥7 ♣10 ♠2 pass pass pass pass ♣K ♦5 ♣Q ♣J ♣7 ♠4 ♥4 ♣6 ♥3 ♥5 ♥2 ♥10 ♣2 ♣3 ♠A "
    "♥9 ♣4 ♠2 ♠8",
    middle="♣9 ♥7 ♥2 ♠7",
)


def test_passi_ace_takes_the_second_last_round() -> None:
    # D holds ♣A ♣8, the opponents' ♣7 led and D last to play: ♣A now, the ♣8 kept to give the lead back
    # (♣J ♣Q ♣K are still out).  Ducking stays acceptable ("usein"): a judgement.
    s = PASSI_ACE_UNDER
    assert s.to_act is D
    a = advise(s)
    assert a.recommended == (Card.parse("♣A"),) and a.acceptable == (Card.parse("♣8"),)
    assert a.judgement and a.rules == ("C115.ace_second_last",)
    assert {"cp_ace_second_last", "cp_ace_second_last_keep"} <= keys(a)


def test_passi_ace_second_last_small_card_over_the_winner_not_advised() -> None:
    # B holds ♣A ♣5 after C's ♣4 lead and two discards: the ♣5 would take the trick anyway and keep the ace
    # with no small club behind it.
    s = PASSI_ACE_OVER
    assert s.to_act is B
    a = advise(s)
    assert a.recommended == (Card.parse("♣A"),) and not a.judgement
    assert worse_keys(a, "♣5") == {"cp_ace_second_last_over"}


def test_passi_no_second_last_ace_when_the_small_card_cannot_lose() -> None:
    # C holds ♥A ♥K, last to play to D's ♥5: no heart still out beats the ♥K, so it could not give the lead
    # back ("jolla saa vastustajan uudelleen kiinni" fails): the rule must not fire.
    s = replay(
        Form.KOTKAT,
        B,
        {
            A: "♠4 ♠6 ♠8 ♣4 ♣7 ♣J ♣K ♦J ♥6 ♥8 ♥9 ♥10 ♥J",
            B: "♠5 ♠Q ♠K ♣2 ♣3 ♣9 ♣Q ♦7 ♦8 ♦9 ♦Q ♦A ♥5",
            C: "♠2 ♠3 ♠9 ♠J ♠A ♣8 ♣A ♦4 ♦K ♥3 ♥4 ♥K ♥A",
            D: "♠7 ♠10 ♣5 ♣6 ♣10 ♦2 ♦3 ♦5 ♦6 ♦10 ♥2 ♥7 ♥Q",
        },
        "pass pass pass pass ♣A ♠7 ♦J ♥5 pass pass pass pass ♦K ♦10 ♣J ♦Q ♦4 ♦3 ♥J ♦A ♠7 ♠3 ♠10 ♠8 ♥2 ♥6 "
        "♦9 ♥4 ♣4 ♣3 ♣8 ♣6 ♠2 ♣5 ♠4 ♠K ♣2 ♥3 ♣10 ♣7 ♥5 ♥8 ♣9",
    )
    assert s.to_act is C and {c for c in s.info(C).hand if c.suit.symbol == "♥"} == set(cards("♥K ♥A"))
    silent_on(s, "cp_ace_second_last")


def test_passi_no_second_last_ace_before_the_last_hand() -> None:
    # B holds ♠A ♠J second to play to A's ♠3: a player after B may drop an ace into the trick ("vain neljäs
    # pelaaja on ässien osalta turvassa"), so the rule waits for the last hand.
    s = replay(
        Form.KOTKAT,
        A,
        {
            A: "♠3 ♠5 ♠6 ♠K ♣6 ♣7 ♣10 ♦6 ♦7 ♦9 ♥8 ♥9 ♥K",
            B: "♠2 ♠7 ♠J ♣3 ♣4 ♣9 ♣Q ♦10 ♦K ♦A ♥2 ♥7 ♥Q",
            C: "♠4 ♠9 ♠Q ♣J ♣A ♦3 ♦4 ♦5 ♦J ♦Q ♥3 ♥6 ♥10",
            D: "♠8 ♠10 ♠A ♣2 ♣5 ♣8 ♣K ♦2 ♦8 ♥4 ♥5 ♥J ♥A",
        },
        "pass pass pass pass ♦A ♣A ♠A ♦6 pass pass pass pass ♦K ♦Q ♦8 ♦9 ♠7 ♠4 ♠8 ♠6 ♦2 ♦7 ♦10 ♦6 ♠2 ♠9 "
        "♠10 ♠5 ♣2 ♣6 ♣4 ♣J ♥3 ♥4 ♥8 ♥7 ♠3",
    )
    assert s.to_act is B and len(s.info(B).current_trick) == 1
    silent_on(s, "cp_ace_second_last")
