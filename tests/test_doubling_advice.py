"""Doubling and redoubling (trainer.conventions.doubling): the handbook's tests for a double, game by game.

Each test drives the engine from the deal through the auction and the exchanges to the doubling
decision, so that the doubler knows exactly what the table would show.  Seats: A deals and (in the
painted games) is the declarer, C A's partner, B the first defender to speak (A's left) and D B's
partner; in bolsevikit A is the bolshevik player and D (A's right) the niskamies, who doubles first.
The Finnish phrases in the comments are the handbook's words each case rests on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conventions_helpers import check_advice as shared_check_advice
from tests.conventions_helpers import make_deal, play_script, state_after
from tests.handbook_text import HANDBOOK
from tests.strategies import random_states
from trainer.bids import DOUBLE, PASS, REDOUBLE, Call, Form
from trainer.cards import parse_cards
from trainer.conventions import doubling
from trainer.conventions.advise import advise_point
from trainer.conventions.core import Advice, DecisionPoint, Verdict, decision_point, grade
from trainer.conventions.texts import TEMPLATES
from trainer.players import HandbookPlayer
from trainer.seats import Seat
from trainer.state import GameType, Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def passes(n: int) -> str:
    return " ".join(["pass"] * n)


def reach_doubling(s: State, script: Mapping[Phase, Sequence[str]] | None = None) -> State:
    """Play scripted actions per phase, otherwise pass (or the first legal card), until the doubling
    decision after the scripted doubling calls."""
    return play_script(s, script, lambda st, left: st.phase is Phase.DOUBLING and not left)


def check_advice(point: DecisionPoint, advice: Advice) -> None:
    """The shared advice contract, and issue 11's: every "not advised" call has a reason of its own."""
    shared_check_advice(
        point, advice, prefix="dbl_", sections=doubling.SECTIONS, topic="double", own_reasons=True
    )


def advise(point: DecisionPoint) -> Advice:
    advice = doubling.advise(point)
    assert advice is not None
    check_advice(point, advice)
    assert advise_point(point) == advice  # registered: the dispatcher answers in the doubling phase
    return advice


def keys(advice: Advice) -> set[str]:
    return {r.key for r in advice.reasons}


def worse_keys(advice: Advice, action: Call) -> set[str]:
    return {r.key for r in advice.worse.get(action, ())}


def verdicts(point: DecisionPoint, advice: Advice) -> dict[str, Verdict]:
    return {str(a): grade(point, a, advice).verdict for a in point.legal}


REC, OK, NO = Verdict.RECOMMENDED, Verdict.ACCEPTABLE, Verdict.NOT_ADVISED


# --- trump in alkupelit (Koputukset ja vastakoputukset) ---------------------------------------------

# A's hearts; the side suits' aces are left out so that a defender may hold them.
DECL = "♥J10987 ♦KQJ ♣KQJ ♠K"


def alkupelit_point(
    known: Mapping[Seat, str],
    calls: str,
    *,
    exchange: Sequence[str] = (),
    doubling_calls: Sequence[str] = (),
    decl: str = DECL,
) -> DecisionPoint:
    s = state_after(make_deal(Form.ALKUPELIT, A, {A: decl, **known}), calls)
    script: dict[Phase, Sequence[str]] = {Phase.DOUBLING: doubling_calls}
    if exchange:
        script[Phase.DEFENDERS_EXCHANGE] = exchange
    return decision_point(reach_doubling(s, script))


SIX_HEARTS = "6♥ " + passes(8)  # round 1 at level 6: the defenders do not exchange
FIVE_HEARTS = "5♥ " + passes(8)  # they do


def test_trump_high_trumps_double() -> None:
    # "yleensä tarvitaan korkeita valtteja": ♥KQ6 should take the two tricks that beat 6♥.
    point = alkupelit_point({B: "♥KQ6 ♠QJ5 ♦1093 ♣1064"}, SIX_HEARTS)
    assert point.seat is B
    a = advise(point)
    assert a.recommended == (DOUBLE,) and a.acceptable == (PASS,) and a.judgement
    r = next(r for r in a.reasons if r.key == "dbl_trump_high")
    assert r.params == {"cards": "♥KQ6", "contract": "6♥", "needed": 2, "count": 2}
    assert r.section == "Koputukset ja vastakoputukset"
    assert "dbl_both_ways" in keys(a)


def test_trump_side_aces_do_not_count() -> None:
    # "Sivumaiden ässien varaan koputusta ei voi laskea": three side aces and small trumps.
    point = alkupelit_point({B: "♥65 ♠AJ5 ♦A93 ♣A1042"}, SIX_HEARTS)
    a = advise(point)
    assert a.recommended == (PASS,) and DOUBLE not in a.acceptable
    assert worse_keys(a, DOUBLE) == {"dbl_trump_short", "dbl_side_aces"}
    assert grade(point, DOUBLE, a).reasons[0].key == "dbl_trump_short"
    aces = next(r for r in a.worse[DOUBLE] if r.key == "dbl_side_aces")
    assert aces.params == {"cards": "♠A ♣A ♦A"}


def test_trump_sure_tricks_make_passing_wrong() -> None:
    # ♥AK are sure tricks and two beat 6♥: the contract cannot make ("suhteellisen varma").
    point = alkupelit_point({B: "♥AK ♠QJ5 ♦1093 ♣10642"}, SIX_HEARTS)
    a = advise(point)
    assert verdicts(point, a) == {"pass": NO, "X": REC}
    assert worse_keys(a, PASS) == {"dbl_pass_sure"}
    assert not a.judgement


def test_trump_level_sets_the_tricks_needed() -> None:
    # Three tricks beat a level-5 contract (ALKUPELIT / Avauslyönti): ♥KQ6 is not enough there.
    point = alkupelit_point(
        {B: "♥KQ6 ♠QJ5 ♦1093 ♣1064", D: "♥2 ♠9876 ♦8765 ♣987"}, FIVE_HEARTS, exchange=("♠5", "♦5")
    )
    a = advise(point)
    assert a.recommended == (PASS,)
    r = next(r for r in a.worse[DOUBLE] if r.key == "dbl_trump_short")
    assert r.params["needed"] == 3 and r.params["contract"] == "5♥"


def test_trump_no_trumps_at_all() -> None:
    point = alkupelit_point({B: "♠AJ52 ♦A93 ♣A1042 ♠Q"}, SIX_HEARTS)
    a = advise(point)
    assert a.recommended == (PASS,) and "dbl_trump_none" in worse_keys(a, DOUBLE)


LEADERS_PARTNER = {B: "♥3 ♠QJ5 ♦A93 ♣A6542", D: "♥AQ5 ♠9876 ♦10876 ♣3"}


def test_trump_leaders_partner_counts_the_ruff_of_the_suit_he_gave() -> None:
    # "Jos avauslyönnin tekijän partneri on koputtanut, pitää aloittaa tämän antamalla maalla ...
    # partneri on todennäköisesti reno tästä maasta ja voi kupata": D gave his lone ♣3 and holds ♥AQ5.
    point = alkupelit_point(LEADERS_PARTNER, FIVE_HEARTS, exchange=("♦3", "♣3"), doubling_calls=("pass",))
    assert point.seat is D
    a = advise(point)
    assert a.recommended == (DOUBLE,) and "dbl_trump_ruff" in keys(a)
    ruff = next(r for r in a.reasons if r.key == "dbl_trump_ruff")
    assert ruff.params == {"suit": "♣"} and ruff.section == "ALKUPELIT / Avauslyönti"


def test_trump_no_ruff_when_the_suit_is_still_held() -> None:
    # The same D gives a diamond and keeps the ♣3: no ruff, and ♥AQ5 alone is short of three tricks.
    point = alkupelit_point(LEADERS_PARTNER, FIVE_HEARTS, exchange=("♦3", "♦6"), doubling_calls=("pass",))
    a = advise(point)
    assert a.recommended == (PASS,) and "dbl_trump_ruff" not in keys(a)
    assert "dbl_trump_short" in worse_keys(a, DOUBLE)


def test_the_lesson_example_doubles_six_hearts() -> None:
    # lessons/doubling.yaml and its quiz: ♠KQJ9 against 5♠ is the soundest double (three trump tricks).
    point = alkupelit_point(
        {B: "♠KQJ9 ♣863 ♦742 ♥Q8", D: "♠5432 ♣J1097 ♦J109 ♥2"},
        "5♠ " + passes(8),
        exchange=("♥8", "♥2"),
        decl="♠A10876 ♥AKJ ♦AKQ ♣A",
    )
    a = advise(point)
    assert a.recommended == (DOUBLE,)
    assert next(r for r in a.reasons if r.key == "dbl_trump_high").params["count"] == 3


# --- kotkat trump (KOTKAT / Pelitaktiikkaa) -------------------------------------------------------------

K_DECL = "♥J10987 ♠KQ ♦KQJ ♣KQJ"


def kotkat_point(
    b_hand: str, calls: str, doubling_calls: Sequence[str] = (), decl: str = K_DECL
) -> DecisionPoint:
    s = state_after(make_deal(Form.KOTKAT, A, {A: decl, B: b_hand}), calls)
    return decision_point(reach_doubling(s, {Phase.DOUBLING: doubling_calls}))


def test_kotkat_trump_two_trump_tricks_double() -> None:
    # "ei pidä koputtaa, ellei usko saavansa kahta valttitikkiä": ♥KQ6 expects two.
    a = advise(kotkat_point("♥KQ6 ♠J5 ♦1093 ♣106432", "6♥ " + passes(8)))
    assert a.recommended == (DOUBLE,) and a.acceptable == (PASS,)
    assert "dbl_kotkat_two" in keys(a)
    assert {r.section for r in a.reasons if r.key == "dbl_kotkat_two"} == {"KOTKAT / Pelitaktiikkaa"}


def test_kotkat_trump_one_trump_trick_and_side_aces_pass() -> None:
    # One trump trick and two side aces: "koputusta ei voi arvioida ... sivumaiden ässien perusteella".
    point = kotkat_point("♥K6 ♠A5 ♦A932 ♣106432", "6♥ " + passes(8))
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": NO}
    assert worse_keys(a, DOUBLE) == {"dbl_kotkat_not_two", "dbl_side_aces"}


def test_kotkat_trump_ace_against_the_seven_level_cannot_fail() -> None:
    point = kotkat_point("♥A6 ♠J5 ♦10932 ♣106432", "7♥ " + passes(3))
    a = advise(point)
    assert verdicts(point, a) == {"pass": NO, "X": REC}
    assert "dbl_trump_sure" in keys(a)


def test_kotkat_trump_one_probable_trick_against_the_seven_level_is_a_judgement() -> None:
    # One trick beats 7♥ and ♥K6 may take it, but the handbook asks for two trump tricks ("yleensä").
    point = kotkat_point("♥K6 ♠J5 ♦10932 ♣106432", "7♥ " + passes(3))
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK} and a.judgement
    assert "dbl_kotkat_one_enough" in keys(a)


# --- grand (Sivupelaajien korttien vaihdot ja koputukset) ------------------------------------------------

G_DECL = "♥QJ109 ♠QJ10 ♦QJ10 ♣QJ10"


def test_grand_sure_tricks_are_a_safe_double() -> None:
    # "ehdottoman pitäviä kortteja (A, AK, AKQ jne.), hän voi turvallisesti koputtaa".
    point = kotkat_point("♥A6 ♠A5 ♦9832 ♣98765", "6G " + passes(8), decl=G_DECL)
    a = advise(point)
    assert verdicts(point, a) == {"pass": NO, "X": REC}
    sure = next(r for r in a.reasons if r.key == "dbl_grand_sure")
    assert sure.params == {"cards": "♠A ♥A", "contract": "6G", "needed": 2}
    assert worse_keys(a, PASS) == {"dbl_pass_sure"}


def test_grand_one_long_suit_without_top_honours_is_no_double() -> None:
    # "sivupelaajien yksi pitkä hyvä maa ei useinkaan anna mahdollisuutta pietipeliin".
    point = kotkat_point("♦K98765 ♠9 ♥8765 ♣98", "6G " + passes(8), decl="♥AQJ ♠AKQJ10 ♦AQJ ♣AK")
    a = advise(point)
    assert a.recommended == (PASS,)
    assert worse_keys(a, DOUBLE) == {"dbl_grand_short"}
    point = kotkat_point("♦KQJ987 ♠9 ♥8765 ♣98", "6G " + passes(8), decl="♥AQ10 ♠AKQJ10 ♦A ♣AKQJ")
    a = advise(point)
    assert a.recommended == (PASS,) and worse_keys(a, DOUBLE) == {"dbl_grand_one_suit"}


def test_grand_long_suit_with_its_top_honours_is_a_double() -> None:
    # "... ellei tuosta maasta ole myös korkeimpia honöörejä kädessä": ♦AKQ are sure tricks.
    point = kotkat_point("♦AKQ987 ♠9 ♥8765 ♣98", "6G " + passes(8), decl="♥QJ109 ♠QJ10 ♦J10 ♣QJ104")
    a = advise(point)
    assert a.recommended == (DOUBLE,) and "dbl_grand_sure" in keys(a)


def test_grand_high_honours_in_several_suits_are_a_judgement() -> None:
    # "yleensä tarvitaan korkeita honöörejä useissa maissa"; a grand is harder to double (KOTKAT /
    # Jatkomaalaukset: "paljon vaikeampaa koputtaa kuusi grandia").
    point = kotkat_point("♠K5 ♥K4 ♦98765 ♣9876", "6G " + passes(8), decl="♥AQJ ♠AQJ10 ♦AKQ ♣AKQ")
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK} and a.judgement
    r = next(r for r in a.reasons if r.key == "dbl_grand_several")
    assert r.section == "KOTKAT / Jatkomaalaukset" and r.params["cards"] == "♠K ♥K"


def test_alkupelit_grand_cites_the_grand_section() -> None:
    point = alkupelit_point(
        {B: "♠K5 ♥K4 ♦98765 ♣987", D: "♠9876 ♥9876 ♦432 ♣2"},
        "5G " + passes(8),
        exchange=("♣7", "♣2"),
        decl="♥AQJ ♠AQJ ♦AKQ ♣AKQ",
    )
    a = advise(point)
    assert a.recommended == (PASS,)  # two honour tricks, three needed
    assert {r.section for r in a.worse[DOUBLE]} == {"Sivupelaajien korttien vaihdot ja koputukset"}


# --- painted misère (Maalattu misääri / Koputukset) -------------------------------------------------------


M_DECL = "♠2 ♣2 ♦2 ♥2 ♠3 ♣3 ♦3 ♥3 ♠4 ♣4 ♦4 ♥4 ♠5"


def test_misere_small_cards_and_kings_double() -> None:
    # "useita pikkukortteja ja lisäksi kiinniottoon tarvittavia kuninkaita"; a two to lead first
    # (KOTKAT / Pelitaktiikkaa: the doubler shows the suit of the two).
    decl = "♣2 ♦2 ♥2 ♠3 ♣3 ♦3 ♠4 ♣4 ♦4 ♥4 ♦6 ♥6 ♠6"
    point = kotkat_point("♠K752 ♥K53 ♦95 ♣8765", "6M " + passes(8), decl=decl)
    a = advise(point)
    assert verdicts(point, a) == {"pass": OK, "X": REC} and a.judgement
    fit = next(r for r in a.reasons if r.key == "dbl_misere_fit")
    assert fit.params["kings"] == "♠K ♥K" and fit.params["two"] == "♠2"
    assert {"dbl_misere_partner", "dbl_misere_tricks_only"} <= keys(a)


def test_misere_without_small_cards_or_kings_pass() -> None:
    point = kotkat_point("♠AKQJ10 ♥AKQ ♦AKQ ♣AK", "6M " + passes(8), decl=M_DECL)
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": NO}
    assert worse_keys(a, DOUBLE) == {"dbl_misere_no_small"}  # none at all: no "(-)" in the text
    decl = "♠2 ♣2 ♦2 ♥2 ♠3 ♣3 ♦3 ♥3 ♠4 ♣4 ♦4 ♥4 ♥5"
    point = kotkat_point("♠9876 ♥6 ♦9876 ♣9876", "6M " + passes(8), decl=decl)
    a = advise(point)
    assert worse_keys(a, DOUBLE) == {"dbl_misere_no_small", "dbl_misere_no_kings"}


def test_misere_double_names_the_few_cards_held() -> None:
    """Review 2 (gen.call.alkupelit.6006): a count of zero gets its own text; one king is named."""
    point = kotkat_point("♠K9876 ♥76 ♦9876 ♣95", "6M " + passes(8), decl=M_DECL)
    a = advise(point)
    assert worse_keys(a, DOUBLE) == {"dbl_misere_small", "dbl_misere_kings"}
    assert all(r.params.get("kings") == "♠K" for r in a.worse[DOUBLE] if r.key == "dbl_misere_kings")


def test_misere_small_cards_and_kings_without_a_two_are_a_judgement() -> None:
    decl = "♠2 ♣2 ♦2 ♥2 ♠3 ♦3 ♠4 ♦4 ♥7 ♥8 ♥9 ♦6 ♠6"
    point = kotkat_point("♠K5 ♥K6543 ♦KQ5 ♣543", "6M " + passes(8), decl=decl)
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK} and "dbl_misere_no_two" in keys(a)


# --- passimisääri (Passimisääri / Koputukset ja vastakoputukset) --------------------------------------------

# The handbook's passimisääri deal (*Passimisääri / Korttien vaihdot*): B gives ♥10 and gets ♠2 back,
# C gives ♣2 and gets ♦A back; "♣A tulee omaan tikkiin" for C, and the pair BD come out ahead.
HANDBOOK_PASSIMISAARI = {
    C: "♥J95 ♦J7642 ♣A2 ♠Q87",
    B: "♥10 ♦KQ3 ♣J953 ♠AK643",
    D: "♥AQ832 ♦1085 ♣Q106 ♠J2",
    A: "♥K764 ♦A9 ♣K874 ♠1095",
}
HANDBOOK_GIVES = ("♥10", "♣2", "♠2", "♦A")  # B, C, D answers B, A answers C


def passimisaari_point(
    hands: Mapping[Seat, str], gives: Sequence[str], doubling_calls: Sequence[str] = ()
) -> DecisionPoint:
    s = state_after(make_deal(Form.KOTKAT, A, hands), passes(4))
    s = reach_doubling(s, {Phase.PASS_EXCHANGE: gives, Phase.DOUBLING: doubling_calls})
    return decision_point(s)


def test_passimisaari_handbook_deal_b_and_d_double() -> None:
    # "mahdollisuus auttaa partneria tämän yliantamassa maassa": B holds small spades (D gave him ♠2)
    # and the ♦K to get in, and gave his only heart; D holds small hearts (B gave ♥10) and the ♣Q106,
    # and gave a two ("jos on antanut kakkosen tai ainoan korttinsa lyhimmästä maastaan").
    point = passimisaari_point(HANDBOOK_PASSIMISAARI, HANDBOOK_GIVES, ("pass",))
    assert point.seat is B
    a = advise(point)
    assert verdicts(point, a) == {"pass": OK, "X": REC} and a.judgement
    help_ = next(r for r in a.reasons if r.key == "dbl_passi_help")
    assert help_.params["suit"] == "♠"
    assert "dbl_passi_gave_single" in keys(a)
    point = passimisaari_point(HANDBOOK_PASSIMISAARI, HANDBOOK_GIVES, ("pass", "pass", "pass"))
    assert point.seat is D
    a = advise(point)
    assert a.recommended == (DOUBLE,) and "dbl_passi_gave_two" in keys(a)


def test_passimisaari_handbook_deal_c_with_a_lone_ace_passes() -> None:
    # C gave ♣2 and kept a lone ♣A: "♣A tulee omaan tikkiin" (an ace is safe only in a long suit).
    point = passimisaari_point(HANDBOOK_PASSIMISAARI, HANDBOOK_GIVES, ("pass", "pass"))
    assert point.seat is C
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": NO}
    assert worse_keys(a, DOUBLE) == {"dbl_passi_ace_short"}


def test_passimisaari_a_short_suit_ace_is_told_under_its_own_rule() -> None:
    # Review 11, gen.call.alkupelit.14000 (the same hands as a kotkat passimisääri): A holds ♠K863 ♣K ♦A82
    # ♥AQ942 after C's ♠3, so A can help C in spades (♠3 ♠6 small, ♠K to catch), but the ♦A sits in a
    # three-card suit: "Oma ässä on turvassa vain, jos se on riittävän pitkässä (viiden tai useamman kortin)
    # maassa".  The pass is advised under the rule of the short-suit ace, not "you cannot help partner".
    known = {
        A: "♠K86 ♣KJ ♦A82 ♥AQ942",
        B: "♠52 ♣8752 ♦Q74 ♥K53",
        C: "♠73 ♣A643 ♦J106 ♥J106",
        D: "♠AJ104 ♣109 ♦K953 ♥87",
    }
    point = passimisaari_point(known, ("♠2", "♠3", "♥7", "♣J"))
    assert point.seat is A
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": NO}
    assert a.rule == "C96c.passi_short_ace" and worse_keys(a, DOUBLE) == {"dbl_passi_ace_short"}


def test_passimisaari_handbook_deal_a_can_help_but_gave_neither_a_two_nor_a_singleton() -> None:
    # The dealer doubles first. A can help C in clubs (♣K8742 and ♥K) but gave the ♦A from ♦A9.
    point = passimisaari_point(HANDBOOK_PASSIMISAARI, HANDBOOK_GIVES)
    assert point.seat is A
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK} and a.judgement
    assert "dbl_passi_help" in keys(a) and "dbl_passi_gave_two" not in keys(a)


def test_passimisaari_gave_a_two_but_own_cards_are_not_the_good_ones() -> None:
    # A can help C in clubs and gave the ♠2, but holds a catching card in one suit only and no suit of
    # two cards or fewer (*Passimisääri*'s good cards: "kiinniottokortteina kuningas tai kuningatar
    # hakkujen kanssa"): the double stays a judgement, pass recommended.
    known = {A: "♠J972 ♣874 ♦J103 ♥K64", B: "♠3", C: "♣5", D: "♦2"}
    point = passimisaari_point(known, ("♠3", "♣5", "♦2", "♠2"))
    assert point.seat is A
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK}
    assert {"dbl_passi_help", "dbl_passi_gave_two", "dbl_passi_own_cards"} <= keys(a)
    assert next(r for r in a.reasons if r.key == "dbl_passi_own_cards").params == {"catchers": "♥K"}


def test_passimisaari_no_small_cards_in_partners_suit() -> None:
    # "koputtajalla tulee olla mahdollisuus auttaa partneria tämän yliantamassa maassa".
    # A gets C's ♥9 and holds only high hearts besides (no small card: C96 reads small as 2-6); A's ♦A
    # sits in a three-card suit.
    hands = {A: "♥KQJ ♦AK9 ♣K8742 ♠109", B: "♥2 ♦QJ3 ♣J965 ♠AK432", C: "♥9 ♦87642 ♣A3 ♠Q8765"}
    point = passimisaari_point(hands, ("♥2", "♥9", "♠J", "♣2"))
    assert point.seat is A
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": NO}
    assert worse_keys(a, DOUBLE) == {"dbl_passi_no_small", "dbl_passi_ace_short"}
    r = next(r for r in a.worse[DOUBLE] if r.key == "dbl_passi_no_small")
    assert r.params == {"suit": "♥", "cards": "-"}


@pytest.mark.parametrize(("hearts", "verdict"), [("♥KQ87", NO), ("♥KQ65", REC)])
def test_passimisaari_small_cards_are_below_seven(hearts: str, verdict: Verdict) -> None:
    # *Passimisääri / Avauslyönti*: "Jos partnerin auttomaasta ei ole lainkaan pikkukortteja (esim.
    # pienin hakku 7)": with ♥KQ87 A has no small heart to help C with; with ♥KQ65 A has two. A gave
    # the lone ♠9 and holds kings in two suits.
    known = {A: f"{hearts} ♦1098 ♣K8742 ♠9", B: "♠2", C: "♥9", D: "♦2"}
    point = passimisaari_point(known, ("♠2", "♥9", "♦2", "♠9"))
    a = advise(point)
    assert verdicts(point, a)["X"] is verdict
    if verdict is NO:
        assert worse_keys(a, DOUBLE) == {"dbl_passi_no_small"}
    else:
        assert {"dbl_passi_help", "dbl_passi_gave_single"} <= keys(a) and "dbl_passi_own_cards" not in keys(a)


def test_passimisaari_own_high_cards_make_pass_the_call() -> None:
    """Review 10b gen.call.alkupelit.13006 (and round 9's note on kotkat.10302/10304): B meets the
    handbook's conditions (small ♦62 and catching cards for partner's ♦, the lone ♠7 given, a void)
    but holds ♣Q ♦Q ♦J ♥J besides the kings ♦K ♥K: "hyvää harkintaa", and "jokainen otettu tikki
    maksaa kaksi pistettä" doubled (C96b): pass recommended, the double fair, the cards named."""
    known = {B: "♠7 ♣Q10985 ♦KQJ6 ♥KJ3", C: "♦4", D: "♦2", A: "♠2"}
    point = passimisaari_point(known, ("♠7", "♦4", "♦2", "♠2"), ("pass",))
    assert point.seat is B
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK} and a.judgement
    assert a.rules[0] == "C96b.passi_high_cards"
    high = next(r for r in a.reasons if r.key == "dbl_passi_high_cards")
    assert high.params == {"cards": "♣Q ♦QJ ♥J"}
    assert {"dbl_passi_help", "dbl_passi_gave_single"} <= keys(a)


@pytest.mark.parametrize(
    ("hand", "gave", "got"),
    [
        # gen.call.kotkat.10302 (review 9): ♣AQ109763 is a long suit with its ace, like the handbook's
        # good cards ♣AK7542 ("Oma ässä on turvassa vain, jos se on riittävän pitkässä"): ♣Q and ♥K
        # are the catching cards, nothing else is high.
        ("♠1075 ♣AQ9763 ♦8 ♥K107", "♦8", "♣10"),
        # gen.call.kotkat.10304 (review 9): ♣K and ♥Q catch, ♥A sits in five cards: only ♣J is left.
        ("♠4 ♣KJ953 ♦732 ♥AQ95", "♠4", "♥3"),
    ],
)
def test_passimisaari_long_suit_ace_hands_keep_the_double(hand: str, gave: str, got: str) -> None:
    """Review round 9 (docs/drill-review.md, kotkat.10302/10304): the doubler's own high cards are
    weighed (C96b), but up to two beside the catching cards and a long suit's ace are within the
    handbook's good passimisääri cards (♠3 ♣AK7542 ♦Q54 ♥K4 keeps ♣K): the double stays recommended."""
    known = {B: hand, C: "♦4", D: got, A: "♠2"}
    point = passimisaari_point(known, (gave, "♦4", got, "♠2"), ("pass",))
    assert point.seat is B
    a = advise(point)
    assert a.rules[0] == "C96.passi_good"
    assert verdicts(point, a) == {"pass": OK, "X": REC}
    assert "dbl_passi_high_cards" not in keys(a)


def test_passimisaari_redouble_after_a_double() -> None:
    point = passimisaari_point(HANDBOOK_PASSIMISAARI, HANDBOOK_GIVES, ("pass", "X"))
    assert point.seat is C and REDOUBLE in point.legal
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "XX": OK} and keys(a) == {"dbl_redouble_silent"}


# --- redouble in the painted games ---------------------------------------------------------------------------


def test_redouble_the_handbook_is_silent() -> None:
    point = alkupelit_point({B: "♥AK ♠QJ5 ♦1093 ♣10642"}, SIX_HEARTS, doubling_calls=("X",))
    assert point.seat is C
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "XX": OK} and a.judgement
    assert [r.key for r in a.reasons] == ["dbl_redouble_silent"]
    assert a.reasons[0].section == "Koputukset ja vastakoputukset"


# --- bolsevikit (Loppumaalaus ja koputukset) -----------------------------------------------------------------

BOL_A = "♥AQJ ♦AKQ ♠KQ10 ♣A109"


def bolshevik_point(
    known: Mapping[Seat, str], *, final: str = "pass", doubling_calls: Sequence[str] = ()
) -> DecisionPoint:
    # A bids the bolshevik and gives ♥A to B, ♥Q to C and ♥K to D (the niskamies).
    s = state_after(
        make_deal(Form.BOLSEVIKIT, A, {A: BOL_A, **known}, middle="♥K ♥10 ♥9 ♥8"), "7M " + passes(3)
    )
    script = {
        Phase.BOLSHEVIK_GIVES: ("♥A", "♥Q", "♥K"),
        Phase.CONTINUATION: (final,),
        Phase.DOUBLING: doubling_calls,
    }
    return decision_point(reach_doubling(s, script))


def test_bolshevik_two_twos_in_long_suits_and_an_entry() -> None:
    # "kaksi kakkosta vähintään neljän kortin maissa sekä kiinniotto": ♣8652 ♠J972 and the ♥K received.
    point = bolshevik_point({D: "♣8652 ♠J972 ♦J8 ♥76"})
    assert point.seat is D  # the niskamies doubles first
    a = advise(point)
    assert verdicts(point, a) == {"pass": OK, "X": REC}
    fit = next(r for r in a.reasons if r.key == "dbl_bol_fit")
    assert fit.params == {"cards": "♠2 ♣2", "catch": "♥K"}
    assert {"dbl_bol_own", "dbl_misere_tricks_only"} <= keys(a)


def test_bolshevik_a_two_in_a_short_suit_does_not_count() -> None:
    point = bolshevik_point({D: "♣8652 ♠J97 ♦J2 ♥76 ♠5"})
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": NO}
    assert worse_keys(a, DOUBLE) == {"dbl_bol_twos"}


def test_bolshevik_without_an_entry() -> None:
    # D gets the ♥8 instead of the ♥K and holds no ace, king or Qxx.
    s = state_after(
        make_deal(Form.BOLSEVIKIT, A, {A: BOL_A, D: "♣8652 ♠J972 ♦J8 ♥76"}, middle="♥K ♥10 ♥9 ♥8"),
        "7M " + passes(3),
    )
    s = reach_doubling(s, {Phase.BOLSHEVIK_GIVES: ("♥A", "♥Q", "♥8"), Phase.CONTINUATION: ("pass",)})
    point = decision_point(s)
    a = advise(point)
    assert a.recommended == (PASS,) and worse_keys(a, DOUBLE) == {"dbl_bol_entry"}


def test_bolshevik_the_niskamies_double_carries_the_others() -> None:
    # "niskamiehen ... koputusratkaisunsa leviää yleensä muihin pelaajiin": after D doubled, B may too.
    point = bolshevik_point({D: "♣8652 ♠J972 ♦J8 ♥76", B: "♣KQJ ♠A5 ♦10976 ♥543"}, doubling_calls=("X",))
    assert point.seat is B
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK} and "dbl_bol_follow" in keys(a)
    point = bolshevik_point({D: "♣8652 ♠J972 ♦J8 ♥76", B: "♣KQJ ♠A5 ♦10976 ♥543"}, doubling_calls=("pass",))
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": NO} and "dbl_bol_follow" not in keys(a)


def test_bolshevik_player_redouble() -> None:
    point = bolshevik_point({D: "♣8652 ♠J972 ♦J8 ♥76"}, doubling_calls=("X", "pass", "pass"))
    assert point.seat is A and REDOUBLE in point.legal
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "XX": OK}
    assert a.reasons[0].section == "Loppumaalaus ja koputukset"


def test_dictator_trump_one_trick_beats_it() -> None:
    # A dictator must take all 13 tricks; "näitä pelilajeja saattaa olla helpompi koputtaa".
    point = bolshevik_point({D: "♣K5 ♠J972 ♦J865 ♥76"}, final="7♣")
    a = advise(point)
    assert verdicts(point, a) == {"pass": OK, "X": REC} and "dbl_dictator" in keys(a)
    point = bolshevik_point({D: "♠J9752 ♦J865 ♥76 ♣2"}, final="7♣")
    a = advise(point)
    assert a.recommended == (PASS,) and "dbl_trump_short" in worse_keys(a, DOUBLE)


def test_dictator_grand_an_ace_cannot_lose() -> None:
    point = bolshevik_point({D: "♠A972 ♣K5 ♦J865 ♥76"}, final="7G")
    a = advise(point)
    assert a.recommended == (DOUBLE,) and "dbl_grand_sure" in keys(a)
    assert worse_keys(a, PASS) == {"dbl_pass_sure"}
    # Without the ace, the guarded kings (♣K5 and the ♥K received) may take the one trick: a judgement.
    point = bolshevik_point({D: "♠J972 ♣K5 ♦J865 ♥76"}, final="7G")
    a = advise(point)
    assert verdicts(point, a) == {"pass": REC, "X": OK} and "dbl_grand_several" in keys(a)


# --- the pure functions --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("holding", "sure", "likely"),
    [
        ("♠A", "♠A", "♠A"),
        ("♠AK", "♠A ♠K", "♠A ♠K"),
        ("♠AKQ5", "♠A ♠K ♠Q", "♠A ♠K ♠Q"),
        ("♠AQ", "♠A", "♠A"),
        ("♠AQ5", "♠A", "♠A ♠Q"),
        ("♠KQ", "", "♠K"),
        ("♠KQ5", "", "♠K ♠Q"),
        ("♠K", "", ""),
        ("♠QJ105", "", "♠Q ♠J"),
        ("♠J1098765", "", "♠J"),
        ("♠1098765", "", ""),
    ],
)
def test_trick_counts(holding: str, sure: str, likely: str) -> None:
    cards = parse_cards(holding)
    assert " ".join(map(str, doubling.sure_tricks(cards))) == sure
    assert " ".join(map(str, doubling.honour_tricks(cards))) == likely


# --- the contract over random deals ------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(form=st.sampled_from(list(Form)), seed=st.integers(0, 10_000), bias=st.sampled_from([0.75, 0.9]))
def test_random_decision_points(form: Form, seed: int, bias: float) -> None:
    """Advice at every doubling decision and nowhere else; legal; the same every time; every call not
    advised has a reason of its own; a redouble is never "not advised" (the handbook is silent)."""
    for s in random_states(form, seed, bias):
        if s.is_over:
            continue
        point = decision_point(s)
        advice = doubling.advise(point)
        if s.phase is not Phase.DOUBLING:
            assert advice is None
            continue
        assert advice is not None
        check_advice(point, advice)
        assert doubling.advise(point) == advice
        assert advise_point(point) == advice
        fine = set(advice.recommended) | set(advice.acceptable)
        if REDOUBLE in point.legal:
            assert fine == {PASS, REDOUBLE}
        # The judgement note exactly where both calls are defensible.
        assert advice.judgement == (fine == set(point.legal)), advice
        assert s.game is not GameType.THROWN_IN


def test_the_handbook_player_doubles_by_the_advice() -> None:
    import random

    point = alkupelit_point({B: "♥AK ♠QJ5 ♦1093 ♣10642"}, SIX_HEARTS)
    assert HandbookPlayer().act(point.info, point.legal, random.Random(0)) == DOUBLE
    point = alkupelit_point({B: "♥65 ♠AJ5 ♦A93 ♣A1042"}, SIX_HEARTS)
    assert HandbookPlayer().act(point.info, point.legal, random.Random(0)) == PASS


@pytest.mark.skipif(not HANDBOOK.exists(), reason="handbook not available")
def test_sections_are_handbook_headings() -> None:
    lines = {line.strip() for line in HANDBOOK.read_text(encoding="utf-8").splitlines()}
    for section in doubling.SECTIONS:
        for part in section.split(" / "):
            assert part in lines, part


def test_templates_registered_with_dbl_prefix() -> None:
    for key in doubling.TEMPLATES:
        assert key.startswith("dbl_") and TEMPLATES[key] == doubling.TEMPLATES[key]
