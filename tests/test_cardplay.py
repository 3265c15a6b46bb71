"""Card play after the opening lead (trainer.conventions.cardplay) and the handbook player's simple policy.

Each case replays a whole deal (every hand written out) and its actions through the engine, so the tests do
not depend on the drill generator's seeds or on the conventions that chose the earlier actions.  The Finnish
phrases in the comments are the handbook's words each rule rests on (quoted briefly).  For every rule a case
where it fires and one where it must not.
"""

from __future__ import annotations

from collections.abc import Iterator

from tests.conventions_helpers import check_advice as shared_check_advice
from tests.test_discards import replay
from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import cardplay
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, decision_point
from trainer.conventions.leads import game_of
from trainer.game import GameType
from trainer.players.handbook import simple_card
from trainer.seats import Seat
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def card(text: str) -> Card:
    return Card.parse(text)


def advise(s: State, *, dispatched: bool = True) -> Advice:
    point = decision_point(s)
    advice = cardplay.advise(point)
    assert advice is not None
    shared_check_advice(
        point, advice, prefix="cp_", sections=cardplay.SECTIONS, topic="cardplay", own_reasons=True
    )
    if dispatched:  # leads and discards are silent here: this is the dispatcher's answer
        assert advise_point(point) == advice
    return advice


def keys(a: Advice) -> set[str]:
    return {r.key for r in a.reasons}


def worse_keys(a: Advice, c: str) -> set[str]:
    return {r.key for r in a.worse.get(card(c), ())}


def prefixes(s: State) -> Iterator[State]:
    """Every play-phase state on the way to ``s`` (replayed from its deal), ``s`` included."""
    t = State.new(s.deal)
    for _seat, action in s.history:
        if t.phase is Phase.PLAY:
            yield t
        t = t.apply(action)
    yield t


def points(s: State) -> Iterator[DecisionPoint]:
    for t in prefixes(s):
        if t.to_act is not None and t.phase is Phase.PLAY:
            yield decision_point(t)


# --- deals (found in the handbook player's self-play; the actions are written out) ----------------------

# Kotkat passimisääri, doubled: A, B, C, D hold these; after the exchanges C has given ♠9 and holds ♦A.
PASSI = (
    Form.KOTKAT,
    D,
    {
        "A": "♠2 ♠3 ♠5 ♠7 ♠8 ♣4 ♣10 ♣A ♦A ♥9 ♥10 ♥K ♥A",
        "B": "♠4 ♠6 ♠10 ♠Q ♠K ♣2 ♣3 ♣7 ♣J ♦2 ♦K ♥5 ♥7",
        "C": "♠9 ♣6 ♣8 ♣9 ♣K ♦3 ♦4 ♦8 ♦9 ♦J ♥3 ♥6 ♥8",
        "D": "♠J ♠A ♣5 ♣Q ♦5 ♦6 ♦7 ♦10 ♦Q ♥2 ♥4 ♥J ♥Q",
    },
)
PASSI_START = "pass pass pass pass ♦A ♦2 ♠9 ♠A pass pass X pass pass"
PASSI_PLAY = "♠9 ♠6 ♣6 ♠J ♦7 ♥9 ♦K ♦J ♣2 ♣8 ♣5 ♣4 ♥3 ♥2 ♥10 ♥7 ♠2 ♠4"


def passi(play: str) -> State:
    form, dealer, hands = PASSI
    return replay(form, dealer, {Seat.parse(k): v for k, v in hands.items()}, f"{PASSI_START} {play}")


def passi_full() -> State:
    """The passimisääri deal played out to its end by the handbook player (as far as written)."""
    return passi(PASSI_PLAY)


PASSI_LATE = replay(
    Form.KOTKAT,
    B,
    {
        A: "♠3 ♠4 ♠6 ♠7 ♠10 ♠J ♣3 ♣8 ♣J ♦5 ♦A ♥5 ♥8",
        B: "♣2 ♣6 ♣9 ♣Q ♣K ♣A ♦2 ♦6 ♦10 ♥2 ♥3 ♥4 ♥10",
        C: "♠2 ♠K ♣10 ♦4 ♦9 ♦J ♦Q ♦K ♥6 ♥7 ♥9 ♥K ♥A",
        D: "♠5 ♠8 ♠9 ♠Q ♠A ♣4 ♣5 ♣7 ♦3 ♦7 ♦8 ♥J ♥Q",
    },
    "pass pass pass pass ♣10 ♥J ♦A ♣9 pass pass pass pass ♦K ♦8 ♦5 ♦10 ♦9 ♦7 ♠J ♦6 ♦4 ♦3 ♣J ♦2 ♦J ♣9 ♠10 "
    "♣A ♦Q ♠A ♣10 ♣2 ♠2 ♠5 ♠4 ♥J ♣5 ♣3 ♣6 ♦A ♥4 ♥6 ♥Q ♥8 ♣4 ♣8 ♣Q ♥A ♥2 ♥7 ♠Q ♥5 ♥9 ♠9 ♠7",
)

# Kotkat 6♣ by C after 6♠ was changed; C holds eight clubs on lead at trick 2.
TRUMP_DRAW = replay(
    Form.KOTKAT,
    B,
    {
        A: "♠3 ♠7 ♣5 ♣7 ♣9 ♦2 ♦4 ♦6 ♦7 ♥5 ♥10 ♥J ♥Q",
        B: "♠2 ♠5 ♠9 ♠A ♣J ♦3 ♦9 ♦Q ♦K ♥4 ♥7 ♥8 ♥K",
        C: "♠4 ♠J ♠Q ♣3 ♣4 ♣Q ♣K ♣A ♦10 ♦J ♥3 ♥9 ♥A",
        D: "♠6 ♠8 ♠10 ♠K ♣2 ♣6 ♣8 ♣10 ♦5 ♦8 ♦A ♥2 ♥6",
    },
    "pass 6♠ pass pass pass pass pass pass pass pass ♥A ♥9 ♦10 ♦J ♥9 ♣9 ♣5 ♣7 6♣ pass pass pass pass pass "
    "pass ♠10 ♠3 ♠2 ♠J",
)

# Kotkat 6♥ (B and D the declaring side); the defenders A and C; the cup game shows at the end.
CUP_HANDS = {
    A: "♠8 ♠A ♣2 ♣5 ♣6 ♣9 ♦7 ♦8 ♦9 ♦J ♥6 ♥J ♥Q",
    B: "♠3 ♠4 ♠10 ♣10 ♣K ♣A ♦2 ♦3 ♦Q ♥2 ♥7 ♥K ♥A",
    C: "♠7 ♠9 ♠J ♠Q ♠K ♣4 ♣J ♦5 ♦K ♥4 ♥5 ♥8 ♥10",
    D: "♠2 ♠5 ♠6 ♣3 ♣7 ♣8 ♣Q ♦4 ♦6 ♦10 ♦A ♥3 ♥9",
}
CUP_START = "pass pass 6♠ pass pass pass pass pass pass pass pass ♠10 ♦Q ♦2 ♦3 ♦6 ♠10 ♥3 ♥9 6♥ " + " ".join(
    ["pass"] * 6
)
CUP_PLAY = (
    "♠K ♠2 ♠8 ♠3 ♠7 ♠5 ♠A ♠4 ♣2 ♣10 ♣J ♣Q ♦A ♦7 ♦6 ♦5 ♦2 ♦8 ♥2 ♦K ♥A ♥4 ♦3 ♥6 ♥K ♥5 ♣3 ♥J ♣A ♣4 ♣7 ♣5 ♣K "
    "♥8 ♣8 ♣6"
)


def cup(play: str) -> State:
    return replay(Form.KOTKAT, D, CUP_HANDS, f"{CUP_START} {play}")


BOLSHEVIK = replay(
    Form.BOLSEVIKIT,
    C,
    {
        A: "♠A ♣7 ♣8 ♣J ♣Q ♣K ♦2 ♦9 ♥5 ♥7 ♥8 ♥10",
        B: "♠4 ♠7 ♠8 ♠9 ♠10 ♠J ♠K ♣5 ♣9 ♦K ♥2 ♥6",
        C: "♠2 ♠6 ♠Q ♣2 ♣3 ♣10 ♦4 ♦5 ♦8 ♦10 ♦J ♥3",
        D: "♠3 ♠5 ♣4 ♣6 ♣A ♦3 ♦6 ♦7 ♦A ♥J ♥Q ♥A",
    },
    "7M pass pass pass ♠Q ♠6 ♠2 pass pass pass pass ♥6 ♥4 ♥J ♥10",
    middle="♥K ♥9 ♦Q ♥4",
)

SECOND_LOW = replay(
    Form.KOTKAT,
    C,
    {
        A: "♠2 ♠8 ♠9 ♠A ♣5 ♣Q ♣K ♦2 ♦K ♥2 ♥7 ♥8 ♥9",
        B: "♠4 ♠7 ♠10 ♠J ♠K ♣2 ♣3 ♣9 ♣10 ♣A ♦5 ♥4 ♥A",
        C: "♠5 ♠6 ♠Q ♦4 ♦7 ♦8 ♦9 ♦10 ♦J ♦Q ♦A ♥3 ♥J",
        D: "♠3 ♣4 ♣6 ♣7 ♣8 ♣J ♦3 ♦6 ♥5 ♥6 ♥10 ♥Q ♥K",
    },
    "pass pass pass 6♠ pass pass pass pass pass pass pass pass ♥4 ♥A ♦5 ♣A ♣7 ♦5 ♦6 ♠3 6♣ pass pass pass "
    "pass pass X pass pass ♦10 ♦3 ♦2 ♦5 ♦A ♣4 ♦K ♦6",
)


# --- C100 second hand low, C101 third hand high (ALKUPELIT / Pelitaktiikkaa) ------------------------------


def test_second_hand_plays_low_after_the_declaring_sides_lead() -> None:
    # "Toinen käsi matalaa": B (declaring side) leads the ♥A; A, a defender second to play, plays low.
    s = SECOND_LOW.apply(card("♥A"))
    assert s.to_act is A and game_of(s.view(A)) is GameType.TRUMP
    a = advise(s)
    assert a.recommended == (card("♥2"),) and "cp_second_low" in keys(a) and not a.judgement
    assert a.reasons[0].section == "ALKUPELIT / Pelitaktiikkaa"


def test_second_hand_low_is_silent_for_the_declaring_side_and_after_a_defenders_lead() -> None:
    # The rule is the defenders' ("sivupelaaja"): B, declaring, second after A's lead gets no such advice.
    s = SECOND_LOW.apply(card("♥A")).apply(card("♥2"))
    assert all(r.key != "cp_second_low" for r in (cardplay.advise(decision_point(s)) or _empty()).reasons)
    for point in points(TRUMP_DRAW):
        trick = point.info.current_trick
        if len(trick) == 1 and not cardplay._declaring(point, trick[0][0]):
            advice = cardplay.advise(point)
            assert advice is None or "cp_second_low" not in keys(advice)


def _empty() -> Advice:
    return Advice("cardplay", ())


def test_third_hand_high_beats_the_declaring_sides_card() -> None:
    # "kolmas korkea": A (defender) led ♣2, B (declaring) put on the ♣10; C beats it with the ♣J.
    s = cup("♠K ♠2 ♠8 ♠3 ♠7 ♠5 ♠A ♠4 ♣2 ♣10")
    assert s.to_act is C
    a = advise(s)
    assert a.recommended == (card("♣J"),) and "cp_third_high" in keys(a)
    assert worse_keys(a, "♣4") == {"cp_third_low"}


def test_third_hand_high_is_silent_for_the_declaring_side_and_when_nothing_beats() -> None:
    # B, second to play after the defender's ♣2, is declaring: no third-hand or second-hand advice.
    s = cup("♠K ♠2 ♠8 ♠3 ♠7 ♠5 ♠A ♠4 ♣2")
    assert s.to_act is B and cardplay.advise(decision_point(s)) is None
    assert cardplay._top_run_low([card("♣K"), card("♣J")], frozenset({card("♣Q")})) == card("♣J")
    assert cardplay._top_run_low([card("♣K"), card("♣J")], frozenset()) == card("♣K")


# --- C102 draw trumps, C103 trump against a cup game (ALKUPELIT / Pelitaktiikkaa, Kuppi ...) ------------


def test_the_declarer_with_the_trumps_draws_them() -> None:
    # "pelataksseen pois sivupelaajien valtit": C holds eight clubs (trumps) and leads after trick 1.
    assert TRUMP_DRAW.to_act is C
    a = advise(TRUMP_DRAW)
    assert set(a.recommended) == {c for c in TRUMP_DRAW.hand(C) if c.suit is card("♣A").suit}
    assert worse_keys(a, "♠Q") == {"cp_draw_trumps_side"}


def test_no_trump_drawing_in_a_cup_game_or_by_a_defender() -> None:
    # In the cup deal B and D ruff each other's leads: the rule is silenced, and defenders never get it.
    seen = 0
    for point in points(cup(CUP_PLAY)):
        advice = cardplay.advise(point)
        if advice is not None and "cp_draw_trumps" in keys(advice):
            assert cardplay._declaring(point, point.seat) and not cardplay._ruffed_by_partner(point)
            seen += 1
        if not point.info.current_trick and cardplay._ruffed_by_partner(point):
            assert advice is None or "cp_draw_trumps" not in keys(advice)
    assert cardplay._ruffed_by_partner(decision_point(cup(CUP_PLAY)))


def test_a_defender_leads_a_trump_against_a_cup_game() -> None:
    # "seuraava tikki kannattaa aloittaa valtilla": B and D have ruffed each other's leads.
    s = cup(CUP_PLAY)
    assert s.to_act is C
    a = advise(s)
    assert a.recommended == (card("♥10"),) and "cp_cup_trump" in keys(a)
    assert a.reasons[0].section == "Kuppi ja häntäkuppi valttipelinä"
    assert worse_keys(a, "♠9") == {"cp_cup_side"}


def test_no_cup_advice_before_a_ruff_shows_the_cup() -> None:
    for point in points(cup(CUP_PLAY)):
        advice = cardplay.advise(point)
        if advice is not None and "cp_cup_trump" in keys(advice):
            assert cardplay._ruffed_by_partner(point) and not cardplay._declaring(point, point.seat)


# --- C105 aces into the other side's trick, C106 catching cards (Passimisääri) ----------------------------


def test_an_ace_goes_into_a_trick_the_opponents_surely_take() -> None:
    # "ässä kannattaa heittää ensimmäisessä mahdollisessa tilanteessa": C, void in spades, drops the ♦A.
    s = passi(PASSI_PLAY)
    assert s.to_act is C
    a = advise(s)
    assert a.recommended == (card("♦A"),) and "cp_ace_drop" in keys(a)
    assert worse_keys(a, "♦3") == {"cp_ace_held"}


def test_catching_cards_are_kept_while_partner_may_need_help() -> None:
    # "Kiinniottokortteja ei pidä heittää pois": C cannot be sure who takes the trick; the ♣K is kept.
    s = passi("♠9 ♠6")
    assert s.to_act is C
    a = advise(s, dispatched=False)
    first = advise_point(decision_point(s))  # C's first discard: discards.py keeps precedence
    assert first is not None and first.topic == "discard"
    assert "cp_keep_catcher" in keys(a) and card("♦3") in a.recommended
    assert worse_keys(a, "♣K") == {"cp_catcher_thrown"}
    assert worse_keys(a, "♦A") == {"cp_ace_not_sure"}  # the trick is not surely the opponents'


def test_catching_cards_are_free_once_no_ace_is_out() -> None:
    # Once every ace is seen, partner needs no help: no catching-card advice.
    for point in points(PASSI_LATE):
        unseen = cardplay._unseen(point)
        advice = cardplay.advise(point)
        if advice is not None and "cp_keep_catcher" in keys(advice):
            assert cardplay._aces_unseen(unseen)


# --- C107 lead partner's short suit, C108 going under (Passimisääri, Passimisääri / Pelitaktiikkaa) ------


def test_on_lead_help_partner_in_partners_short_suit() -> None:
    # "aloittamalla uusi tikki partnerin lyhimmän maan kortilla": B passed D the ♦2, so D leads diamonds.
    s = passi("♠9 ♠6 ♣6 ♠J")
    assert s.to_act is D
    a = advise(s)
    assert "cp_partner_suit" in keys(a) and card("♦2") in a.recommended and a.judgement
    assert worse_keys(a, "♥Q") == {"cp_not_partner_suit"}


def test_partner_void_in_the_short_suit_gets_the_smallest_card() -> None:
    # "pienimmällä kortilla tietäen, että kanssapelaajalla ei sitä maata enää ole": C passed A the ♠9 and
    # has shown out of spades: A leads the ♠2.
    s = passi("♠9 ♠6 ♣6 ♠J ♦7 ♥9 ♦K ♦J ♣2 ♣8 ♣5 ♣4 ♥3 ♥2 ♥10 ♥7")
    assert s.to_act is A
    a = advise(s)
    assert a.recommended == (card("♠2"),) and "cp_partner_suit_void" in keys(a)
    assert card("♠8") in a.acceptable and worse_keys(a, "♥A") == {"cp_not_partner_suit"}


def test_no_partner_suit_lead_outside_passimisaari_or_at_the_opening_lead() -> None:
    assert cardplay.advise(decision_point(passi(""))) is None  # the opening lead is leads.py's
    for point in points(TRUMP_DRAW):
        advice = cardplay.advise(point)
        assert advice is None or not keys(advice) & {"cp_partner_suit", "cp_partner_suit_void"}


def test_second_to_play_ducks() -> None:
    # "tikkiin toisena lyövän on usein aiheutta laistaa tikin otto": B goes under the ♠9.
    s = passi("♠9")
    assert s.to_act is B
    a = advise(s)
    assert a.recommended == (card("♠6"),) and card("♠4") in a.acceptable
    assert worse_keys(a, "♠A") == {"cp_over_winner"}


def test_late_in_the_deal_always_under() -> None:
    # "loppuvaiheessa aina alle": every ace is seen, B plays under the ♥9.
    assert PASSI_LATE.to_act is B
    a = advise(PASSI_LATE)
    assert a.recommended == (card("♥3"),) and "cp_late_under" in keys(a)
    assert worse_keys(a, "♥10") == {"cp_over_winner"}


def test_third_and_fourth_hand_early_get_no_under_advice() -> None:
    # While an ace is out of sight, only the second hand is told to duck.
    for point in points(passi(PASSI_PLAY)):
        advice = cardplay.advise(point)
        if advice is not None and "cp_second_duck" in keys(advice):
            assert len(point.info.current_trick) == 1
        if advice is not None and "cp_late_under" in keys(advice):
            assert not cardplay._aces_unseen(cardplay._unseen(point))


# --- C109 the bolshevik's opponents (BOLSEVIKIT / Pelitaktiikkaa) -------------------------------------------


def test_bolshevik_defenders_attack_without_aces_early() -> None:
    # "hyökätä pääpelaajaa kohden pienillä korteilla, eikä ... aloittaa varhaisia tikkejä ässillä".
    assert BOLSHEVIK.to_act is D
    a = advise(BOLSHEVIK)
    assert card("♠3") in a.recommended and worse_keys(a, "♣A") == {"cp_bol_early_ace"}


def test_no_bolshevik_attack_advice_for_the_bolshevik_or_late() -> None:
    for point in points(BOLSHEVIK):
        advice = cardplay.advise(point)
        if advice is not None and "cp_bol_attack" in keys(advice):
            assert point.seat is not point.info.declarer and len(point.info.tricks) < cardplay.EARLY_TRICKS


# --- the handbook player's simple policy where the conventions are silent (not the handbook) ----------------


def test_simple_card_is_legal_and_deterministic_at_every_play_decision() -> None:
    for s in (TRUMP_DRAW, cup(CUP_PLAY), passi(PASSI_PLAY), PASSI_LATE, BOLSHEVIK, SECOND_LOW):
        for t in prefixes(s):
            if t.to_act is None or t.phase is not Phase.PLAY:
                continue
            info, legal = t.info(t.to_act), t.legal_actions()
            chosen = simple_card(info, legal)
            assert chosen in legal and chosen == simple_card(info, legal)


def test_simple_card_second_hand_low_and_cheapest_winner() -> None:
    # Policy, not the handbook: in a trump game second hand plays low; fourth hand wins as cheaply as it can.
    s = SECOND_LOW.apply(card("♥A"))
    assert simple_card(s.info(A), s.legal_actions()) == card("♥2")
    s = cup("♠K ♠2 ♠8")  # B fourth, holding ♠10 ♠4 ♠3 against the ♠K: cannot win, plays low
    assert s.to_act is B and simple_card(s.info(B), s.legal_actions()) == card("♠3")


# C107 needs a lead the opponents may have to win (Passimisääri / Avauslyönti: "toivoa vastustajien ottavan
# tikin"), counted from what the seat has seen.  The review's drills (round 7, reader C), replayed.

ALKUPELIT_9800 = replay(  # B on lead at trick 3; D (partner) void in ♦, A shown out too: C holds ♦6 ♦4
    Form.ALKUPELIT,
    A,
    {
        A: "♠4 ♠7 ♠K ♣2 ♣10 ♣Q ♦6 ♦7 ♥3 ♥4 ♥6 ♥A",
        B: "♠6 ♠9 ♠A ♣J ♣A ♦2 ♦3 ♦9 ♦J ♦K ♥9 ♥Q",
        C: "♠5 ♠8 ♠10 ♣4 ♣5 ♣7 ♣9 ♦4 ♦8 ♦10 ♥7 ♥8",
        D: "♠2 ♠3 ♠J ♠Q ♣3 ♣6 ♣8 ♦Q ♦A ♥5 ♥10 ♥J",
    },
    "pass pass pass pass ♣A ♥2 ♦A ♦6 pass pass pass pass ♦K ♦10 ♦Q ♦7 ♦9 ♦8 ♥5 ♥A",
    middle="♦5 ♥2 ♥K ♣K",
)

ALKUPELIT_9803 = replay(  # A on lead at trick 6 with ♥AQJ7; only ♥4 and ♥3 are still out
    Form.ALKUPELIT,
    D,
    {
        A: "♠6 ♠9 ♣3 ♣K ♦5 ♦9 ♦Q ♥2 ♥J ♥Q ♥K ♥A",
        B: "♠10 ♠A ♣2 ♣4 ♣6 ♣7 ♣10 ♦4 ♦7 ♦J ♥6 ♥10",
        C: "♠2 ♠4 ♠5 ♠7 ♠K ♣Q ♦6 ♦10 ♦K ♦A ♥7 ♥8",
        D: "♠8 ♠J ♠Q ♣8 ♣9 ♣J ♣A ♦2 ♦3 ♥3 ♥4 ♥9",
    },
    "pass pass pass pass ♣3 ♠A ♥7 ♦2 pass pass pass pass ♥K ♥10 ♥8 ♥9 ♥2 ♥6 ♦A ♥5 ♦7 ♦6 ♦3 ♦5 ♦2 ♦10 ♠A "
    "♦9 ♣Q ♣J ♣K ♣10",
    middle="♦8 ♣5 ♠3 ♥5",
)

ALKUPELIT_9804 = replay(  # doubled; B on lead at trick 7 with ♠Q82, D void in ♠; ♠J ♠10 ♠9 ♠7 still out
    Form.ALKUPELIT,
    B,
    {
        A: "♠4 ♠9 ♠K ♣9 ♣10 ♦2 ♦6 ♦9 ♦A ♥2 ♥6 ♥A",
        B: "♠2 ♠8 ♠Q ♣2 ♣5 ♣Q ♦3 ♦K ♥3 ♥4 ♥5 ♥7",
        C: "♠5 ♠6 ♠7 ♠J ♠A ♣4 ♣6 ♣8 ♦J ♦Q ♥8 ♥J",
        D: "♠3 ♣3 ♣7 ♣J ♣K ♣A ♦5 ♦8 ♦10 ♥9 ♥10 ♥K",
    },
    "pass pass pass pass ♦J ♠3 ♣9 ♣2 X pass pass ♣9 ♣7 ♣10 ♣5 ♦6 ♦4 ♦Q ♦10 ♣8 ♣3 ♠4 ♣Q ♠3 ♠5 ♣A ♠K ♦9 "
    "♦3 ♠6 ♦8 ♦2 ♦K ♠A ♦7",
    middle="♥Q ♦7 ♠10 ♦4",
)

KOTKAT_9802 = replay(  # doubled; A on lead at trick 7 with ♣K, the highest club still out
    Form.KOTKAT,
    B,
    {
        A: "♠2 ♠3 ♠9 ♠Q ♠K ♣2 ♣K ♦8 ♦K ♦A ♥5 ♥6 ♥Q",
        B: "♠8 ♣8 ♣9 ♣J ♣Q ♣A ♦2 ♦3 ♦5 ♦Q ♥3 ♥7 ♥8",
        C: "♠5 ♠7 ♠J ♣3 ♣5 ♣7 ♦6 ♦9 ♦J ♥10 ♥J ♥K ♥A",
        D: "♠4 ♠6 ♠10 ♠A ♣4 ♣6 ♣10 ♦4 ♦7 ♦10 ♥2 ♥4 ♥9",
    },
    "pass pass pass pass ♣3 ♥2 ♦A ♠8 X pass pass ♣7 ♣6 ♣3 ♣A ♥3 ♥10 ♥9 ♥6 ♦6 ♦4 ♦8 ♦5 ♣2 ♣8 ♣5 ♣4 ♥8 ♥J "
    "♥4 ♥5 ♦J ♦10 ♦K ♦Q",
)

C107_KEYS = {"cp_partner_suit", "cp_partner_suit_void"}


def test_partner_void_only_cards_an_opponent_must_win_are_advised() -> None:
    # gen.play.alkupelit.9800: A and D have shown out of ♦, so C holds both ♦ still out (♦6, ♦4).  "toivoa
    # vastustajien ottavan tikin": ♦2 and ♦3 make C win; C ducks the ♦5 with the ♦4, and nothing beats the ♦J.
    s = ALKUPELIT_9800
    assert s.to_act is B
    a = advise(s)
    assert a.recommended == (card("♦2"),) and "cp_partner_suit_void" in keys(a)
    assert a.acceptable == (card("♦3"),)
    assert worse_keys(a, "♦5") == {"cp_partner_suit_ducked"}
    assert worse_keys(a, "♦J") == {"cp_partner_suit_wins"}


def test_partner_void_a_sure_winning_catcher_is_not_advised() -> None:
    # gen.play.alkupelit.9804: the ♠Q beats every ♠ still out (J, 10, 9, 7); "Säilytä kiinniottokortti".
    s = ALKUPELIT_9804
    assert s.to_act is B
    a = advise(s)
    assert a.recommended == (card("♠2"),) and a.acceptable == (card("♠8"),)
    assert worse_keys(a, "♠Q") == {"cp_partner_suit_wins"}


def test_partner_void_every_card_that_may_lose_is_acceptable() -> None:
    # Where the opponents' spades are not counted out, every small card may still make them win.
    s = passi("♠9 ♠6 ♣6 ♠J ♦7 ♥9 ♦K ♦J ♣2 ♣8 ♣5 ♣4 ♥3 ♥2 ♥10 ♥7")
    a = advise(s)  # A leads spades with ♠2 ♠3 ♠5 ♠7 ♠8: no catcher, every card may lose
    assert set(a.acceptable) == {card("♠3"), card("♠5"), card("♠7"), card("♠8")}


def test_no_partner_suit_lead_when_no_card_of_it_can_lose() -> None:
    # gen.play.alkupelit.9803: ♥7 over the ♥4 and ♥3 still out; gen.play.kotkat.9802: the ♣K is the highest
    # club still out.  Either lead keeps the trick, so partner's discard would fall into it: C107 is silent.
    for s, seat in ((ALKUPELIT_9803, A), (KOTKAT_9802, A)):
        assert s.to_act is seat
        advice = cardplay.advise(decision_point(s))
        assert advice is None or not keys(advice) & C107_KEYS


# --- C100b: equal and small cards second to play (review round 11) ----------------------------------------


def _review11(
    dealer: Seat, hands: dict[Seat, str], middle: str, history: str, seat: Seat, holding: str
) -> Advice:
    """The advice at a review-11 play decision, replayed from its deal (the history as the drill dumped it,
    "X:" prefixes dropped); ``holding`` guards the seat's cards of the suit led."""
    s = replay(
        Form.ALKUPELIT, dealer, hands, " ".join(t.split(":")[1] for t in history.split()), middle=middle
    )
    assert s.to_act is seat
    suit = card(holding.split()[0]).suit
    assert sorted(c for c in s.hand(seat) if c.suit is suit) == sorted(card(x) for x in holding.split())
    a = cardplay.advise(decision_point(s))
    assert a is not None
    return a


def test_cards_equal_to_the_lowest_play_low_too() -> None:
    # Review 11, gen.play.alkupelit.14003: D holds ♣A10987 second to play after C's ♣3; the ♣10 ♣9 ♣8 are
    # worth the ♣7 (nothing between them is unseen), so "Toinen käsi matalaa" allows each; the ♣A is sure.
    a = _review11(
        C,
        {
            A: "♠73 ♣K53 ♦J72 ♥10962",
            B: "♠KQ95 ♣72 ♦Q986 ♥54",
            C: "♠AJ6 ♣QJ64 ♦K5 ♥AJ8",
            D: "♠108 ♣A1098 ♦A1043 ♥K7",
        },
        "♥Q ♠2 ♥3 ♠4",
        "C:3♣ D:pass A:3♥ B:pass C:pass D:pass A:pass B:pass C:4♠ D:pass A:pass B:pass C:4♥ D:pass A:pass "
        "B:pass C:pass D:pass A:5♣ B:pass C:pass D:pass A:pass B:pass C:pass D:pass A:pass A:♥Q A:♣5 A:♣3 "
        "A:♣K C:♦5 C:♦K C:♠6 A:pass C:pass A:pass C:pass B:♣7 D:♠10 B:pass D:pass B:♠K C:♠J D:♠8 A:♠2 B:♠5 "
        "C:♠A D:♦3 A:♠3 C:♣3",
        D,
        "♣A ♣10 ♣9 ♣8 ♣7",
    )
    assert a.recommended == (card("♣7"),)
    for c in ("♣8", "♣9", "♣10"):
        assert card(c) in a.acceptable and card(c) not in a.worse
    assert "cp_second_low_equal" in keys(a)


def test_a_small_card_under_the_highest_is_low_and_the_highest_is_not() -> None:
    # Review 11, gen.play.alkupelit.14001: B holds ♥10742 second to play after A's ♥3. "ei lyö siihen
    # korkeinta korttiaan": the ♥4 and ♥7 are still low (acceptable), the ♥10, B's highest, is not advised
    # and is told so without calling it an honour.
    a = _review11(
        A,
        {
            A: "♠A83 ♣Q98 ♦K ♥AKJ53",
            B: "♠KQ62 ♦AJ765 ♥742",
            C: "♠J105 ♣K6543 ♦94 ♥Q6",
            D: "♠97 ♣AJ102 ♦Q1083 ♥109",
        },
        "♦2 ♣7 ♠4 ♥8",
        "A:1♥ B:pass C:pass D:pass A:pass B:pass C:pass D:pass A:2♠ B:pass C:pass D:pass A:2♥ B:pass C:3♣ "
        "D:pass A:3♥ B:pass C:pass D:pass A:pass B:pass C:4♥ D:pass A:pass B:pass C:pass D:pass A:pass "
        "B:pass C:pass C:♠J C:♥6 C:♥Q C:♥8 A:♠8 A:♦K A:♠3 C:pass A:5♥ C:pass A:pass C:pass A:pass B:♦A "
        "D:♥10 B:pass D:pass B:♠K C:♠4 D:♠3 A:♠A A:♥3",
        B,
        "♥10 ♥7 ♥4 ♥2",
    )
    assert a.recommended == (card("♥2"),)
    assert card("♥4") in a.acceptable and card("♥7") in a.acceptable
    assert worse_keys(a, "♥10") == {"cp_second_highest"}
