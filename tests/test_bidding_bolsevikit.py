"""Bolsevikit calls (handbook: *BOLSEVIKIT*, *BOLSEVIKIT / Maalaukset*, *Loppumaalaus ja koputukset*)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conventions_helpers import check_advice, make_deal, state_after
from tests.strategies import random_states
from trainer.bids import BOLSHEVIK, PASS, Bid, Form, Strain
from trainer.cards import Rank, parse_card_list, parse_cards
from trainer.conventions import bidding_bolsevikit as bb
from trainer.conventions.core import Advice, DecisionPoint, decision_point
from trainer.conventions.hand import HandEval
from trainer.records import load
from trainer.seats import Seat
from trainer.state import Choice, Phase, State

ROOT = Path(__file__).resolve().parent.parent
from tests.handbook_text import HANDBOOK  # noqa: E402

BOL = Form.BOLSEVIKIT
A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
SECTIONS = {bb.S_BOL, bb.S_MAALAUKSET, bb.S_LOPPU, bb.S_TAKTIIKKA, bb.S_PISTEET}
DICTATORS = tuple(Bid.parse(t) for t in ("7♠", "7♣", "7♦", "7♥", "7G"))

GOOD = "♠246 ♣2579 ♦35 ♥246"  # three twos, no high cards in short suits
ONE_BAD_SUIT = "♠KQ3 ♣2579 ♦25 ♥246"  # the high cards sit in one short suit
TWO_BAD_SUITS = "♠KQ3 ♣2579 ♦A5 ♥246"
FEW_TWOS = "♠346 ♣3579 ♦35 ♥246"  # one two, low cards
NO_TWO = "♠6543 ♣Q4 ♦875 ♥J53"  # gen.call.bolsevikit.104
LONG_NO_TWO = "♠2 ♣34579 ♦25 ♥2468"


def advice_at(state: State) -> Advice:
    a = bb.advise(decision_point(state))
    assert a is not None
    return a


def keys(a: Advice) -> list[str]:
    return [r.key for r in a.reasons]


def auction_state(hand: str, calls: str = "", seat: Seat = A, dealer: Seat = A, **kw: object) -> State:
    assert len(parse_cards(hand)) == 12, hand
    s = state_after(make_deal(BOL, dealer, {seat: hand}), calls, **kw)
    assert s.to_act is seat
    return s


# --- the bolshevik round (BOLSEVIKIT, BOLSEVIKIT / Maalaukset) ----------------------------------------------


def test_forced_bolshevik() -> None:
    # BOLSEVIKIT: "hänen on se nyt pelattava riippumatta korttiensa laadusta"; BOLSEVIKIT / Maalaukset: the
    # dictator is for an emergency, "pakkobolsevikissa" among them: poor cards are told of it.
    a = advice_at(auction_state(NO_TWO, bolshevik_forced=A))
    assert a.recommended == (BOLSHEVIK,) and keys(a) == ["bol_forced", "bol_forced_dictator_later"]
    assert a.reasons[0].section == "BOLSEVIKIT"


def test_forced_bolshevik_with_good_cards_has_no_dictator_note() -> None:
    a = advice_at(auction_state(GOOD, bolshevik_forced=A))
    assert a.recommended == (BOLSHEVIK,) and keys(a) == ["bol_forced"]


def test_not_forced_the_same_cards_pass() -> None:
    a = advice_at(auction_state(NO_TWO))
    assert a.recommended == (PASS,) and keys(a) == ["bol_criterion", "bol_no_two", "bol_tricks_left"]
    assert not a.judgement
    assert [r.key for r in a.worse[BOLSHEVIK]] == ["bol_no_two", "bol_tricks_left", "bol_unfit_bid"]


def test_forced_player_may_pass_after_someone_bid() -> None:
    # Someone earlier in the round bid it: the forced player is free again (docs/rules.md D20; the
    # handbook is silent on this case).
    a = advice_at(auction_state(NO_TWO, "7M", seat=B, bolshevik_forced=B))
    assert a.recommended == (PASS,) and "bol_forced" not in keys(a)
    assert keys(a)[0] == "bol_forced_free"


def test_free_player_gets_no_forced_note() -> None:
    assert "bol_forced_free" not in keys(advice_at(auction_state(NO_TWO, "7M", seat=B)))


def test_player_who_has_played_may_only_pass() -> None:
    a = advice_at(auction_state(GOOD, bolshevik_barred=frozenset({A})))
    assert a.recommended == (PASS,) and keys(a) == ["bol_already_played"]


def test_player_who_has_not_played_bids_good_cards() -> None:
    a = advice_at(auction_state(GOOD, bolshevik_barred=frozenset({B})))
    assert a.recommended == (BOLSHEVIK,) and keys(a) == ["bol_fit_clean"] and not a.judgement
    assert a.reasons[0].params == {"twos": 3}
    assert [r.key for r in a.worse[PASS]] == ["bol_pass_good_cards"]


# BOLSEVIKIT / Maalaukset: "hyvät misäärikortit", and "renottaa mielellään ainakin yksi huono maansa
# riippumatta siitä, mitä keskikortit" with "lyhyen maan korkeista korteista" shed.  Reading (C9): two
# twos, and three gifts can give away every card likely to take a trick (C42).


def test_bid_with_one_short_bad_suit_to_void() -> None:
    # ♠KQ go with two gifts, one is left for the middle cards: the test is met with room to spare.
    a = advice_at(auction_state(ONE_BAD_SUIT))
    assert (
        a.recommended == (BOLSHEVIK,) and keys(a) == ["bol_fit_spare", "bol_gifts_void"] and not a.judgement
    )
    assert a.reasons[0].params == {"twos": 3, "cards": "♠KQ"}
    assert a.reasons[1].params == {"suit": "♠", "holding": "♠KQ3"}
    assert [r.key for r in a.worse[PASS]] == ["bol_pass_good_cards"]


def test_a_bad_suit_that_takes_all_three_gifts_leaves_the_pass_acceptable() -> None:
    # lessons/bolsevikit.yaml: ♠AK9 goes only with all three gifts, so a bad middle card would stay.
    a = advice_at(auction_state("♠AK9 ♣8532 ♦742 ♥63"))
    assert a.recommended == (BOLSHEVIK,) and PASS in a.acceptable and a.judgement
    assert keys(a) == ["bol_fit_gifts", "bol_gifts_void"]
    assert a.reasons[0].params == {"twos": 2, "cards": "♠AK9"}


def test_high_cards_in_two_short_suits_are_close() -> None:
    # "päästä eroon lyhyen maan korkeista korteista": ♠KQ and ♦A5 are four cards for three gifts, one
    # likely trick stays; with three twos and low cards elsewhere both calls are defensible.
    a = advice_at(auction_state(TWO_BAD_SUITS))
    assert a.recommended == (PASS,) and BOLSHEVIK in a.acceptable and a.judgement
    assert keys(a) == ["bol_criterion", "bol_tricks_left", "bol_close_acceptable"]
    assert a.reasons[1].params["cards"] == "♠KQ ♦A5" and len(parse_cards(a.reasons[1].params["left"])) == 1


def test_review_5002_two_bad_short_suits_pass() -> None:
    # gen.call.bolsevikit.5002 (review A): ♠KJ8 and ♥108 cannot both go with three gifts; the bid was
    # recommended and the pass "not advised".  Now the pass is advised and the bid told why not.
    a = advice_at(auction_state("♠KJ8 ♣Q8652 ♦42 ♥108", seat=B, dealer=A, calls="pass"))
    assert a.recommended == (PASS,) and not a.judgement
    assert keys(a) == ["bol_criterion", "bol_tricks_left"]
    assert a.reasons[1].params["cards"] == "♠KJ8 ♥108"
    assert len(parse_cards(a.reasons[1].params["left"])) == 2
    assert [r.key for r in a.worse[BOLSHEVIK]] == ["bol_tricks_left", "bol_unfit_bid"]


def test_review_5003_aces_and_a_top_heavy_long_suit_pass() -> None:
    # gen.call.bolsevikit.5003 (review A): ♠AQJ62 is long but not safe (three honours over two small
    # cards), so ♠AQJ count with ♣6 and ♦Q; the ♥A over ♥7652 is the handbook's ace "pitkässä, turvassa
    # maassa" and does not.  The old advice recommended 7M ("only dangerous cards in the short ♦").
    a = advice_at(auction_state("♠AQJ62 ♣6 ♦Q ♥A7652", seat=C, dealer=A, calls="pass pass"))
    assert a.recommended == (PASS,) and not a.judgement
    assert a.reasons[1].key == "bol_tricks_left" and a.reasons[1].params["cards"] == "♠AQJ ♣6 ♦Q"
    assert BOLSHEVIK in a.worse


def test_reasons_name_the_cards_not_short_suits() -> None:
    # gen.call.bolsevikit.5000 called the four-card ♠KJ102 a "short suit", .5001 listed all four suits as
    # "high cards in short suits": the reasons now name only the cards likely to take a trick.
    from trainer.conventions.texts import reason_text
    from trainer.i18n import Translator

    a = advice_at(auction_state("♠KJ102 ♣85 ♦743 ♥J52"))
    left = next(r for r in a.reasons if r.key == "bol_tricks_left")
    assert left.params["cards"] == "♠KJ10 ♣85 ♥J"
    for lang in ("en", "fi"):
        texts = [reason_text(r, Translator(lang)) for r in a.reasons if r.key != "bol_criterion"]
        assert not any(re.search(r"short suit|lyhy(t|ess)", t) for t in texts), texts


def test_one_short_bad_suit_is_no_defect() -> None:
    assert "bol_tricks_left" not in keys(advice_at(auction_state(ONE_BAD_SUIT)))


def test_one_two_and_clean_low_cards_may_bid() -> None:
    # BOLSEVIKIT / Maalaukset asks for "hyvät misäärikortit"; two twos is the project's threshold, so low
    # cards with a single two leave the bid to judgement.
    a = advice_at(auction_state(FEW_TWOS))
    assert a.recommended == (PASS,) and BOLSHEVIK in a.acceptable and a.judgement
    assert keys(a) == ["bol_criterion", "bol_one_two", "bol_close_acceptable"]
    assert a.reasons[1].params == {"card": "♥2"}


def test_one_two_makes_a_hand_close_at_best() -> None:
    # The drill now dealt as gen.call.bolsevikit.5003: low cards and the gifts clear ♦J6 ♥8, but only one
    # two: close, the bid acceptable.  With one likely trick left as well (♥K8 for ♥8): a pass.
    a = advice_at(auction_state("♠543 ♣J107542 ♦J6 ♥8"))
    assert a.recommended == (PASS,) and BOLSHEVIK in a.acceptable and a.judgement
    assert keys(a) == ["bol_criterion", "bol_one_two", "bol_no_spare", "bol_close_acceptable"]
    a = advice_at(auction_state("♠543 ♣J10752 ♦J6 ♥K8"))
    assert a.recommended == (PASS,) and BOLSHEVIK in a.worse and not a.judgement
    assert [r.key for r in a.worse[BOLSHEVIK]] == ["bol_one_two", "bol_tricks_left", "bol_unfit_bid"]


def test_one_two_with_a_short_ace_is_not_advised() -> None:
    # gen.call.bolsevikit.105: only ♦2, and the ♣A in a short suit: the bid is not advised, and says why.
    a = advice_at(auction_state("♠10 ♣AJ4 ♦AQJ932 ♥94"))
    assert a.recommended == (PASS,) and BOLSHEVIK not in a.acceptable and not a.judgement
    assert [r.key for r in a.worse[BOLSHEVIK]] == ["bol_one_two", "bol_tricks_left", "bol_unfit_bid"]


# --- the set (BOLSEVIKIT: "kunkin pelaajan on kertaalleen luvattava pelata bolsevikki") ----------------------

CLOSE = TWO_BAD_SUITS  # one likely trick left after the gifts (above)


def test_close_hand_bids_once_no_deal_may_be_thrown_in() -> None:
    # B is named forced: the deals left are no more than the players still to play, so A, who has not
    # played, will have to play a later deal if he passes.  The handbook does not say when in the set to
    # bid; both calls stay acceptable, the bid is recommended (DECISION, C45).
    a = advice_at(auction_state(CLOSE, bolshevik_forced=B, bolshevik_barred=frozenset({C})))
    assert a.recommended == (BOLSHEVIK,) and PASS in a.acceptable and a.judgement
    assert keys(a)[:2] == ["bol_set_later", "bol_close_late"]


def test_close_hand_passes_while_deals_may_still_be_thrown_in() -> None:
    a = advice_at(auction_state(CLOSE, bolshevik_barred=frozenset({C})))
    assert a.recommended == (PASS,) and BOLSHEVIK in a.acceptable
    assert "bol_set_later" not in keys(a)


def test_late_in_the_set_a_poor_hand_still_passes() -> None:
    a = advice_at(auction_state(NO_TWO, bolshevik_forced=B))
    assert a.recommended == (PASS,) and BOLSHEVIK in a.worse and keys(a)[-1] == "bol_set_later"


def test_a_freed_forced_player_must_still_play_later() -> None:
    # The forced B was outbid by A: B is free now, but no deal may be thrown in, so B plays a later one.
    a = advice_at(auction_state(CLOSE, "7M", seat=B, bolshevik_forced=B))
    assert keys(a)[:2] == ["bol_forced_free", "bol_set_later"] and a.recommended == (BOLSHEVIK,)


@pytest.mark.parametrize(
    ("hand", "holding"),
    [("♠AQJ93 ♣54 ♦96 ♥J63", "♠AQJ93"), ("♠AQ1063 ♣Q7 ♦954 ♥84", "♠AQ1063")],  # gen.call.bolsevikit.102, 103
)
def test_long_suit_without_its_two_is_named(hand: str, holding: str) -> None:
    # BOLSEVIKIT / Pelitaktiikkaa: "varsin vaaralliseksi pitkä maa, josta puuttuu kakkonen".
    a = advice_at(auction_state(hand))
    danger = [r for r in a.reasons if r.key == "bol_long_suit_danger"]
    assert a.recommended == (PASS,) and danger and danger[0].params == {"holding": holding}
    assert "bol_long_suit_danger" in [r.key for r in a.worse[BOLSHEVIK]]


def test_long_suit_with_its_two_is_not_named() -> None:
    a = advice_at(auction_state("♠Q43 ♣KJ7532 ♦96 ♥J"))
    assert a.recommended == (PASS,) and "bol_long_suit_danger" not in keys(a)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_pass_reasons_read_as_sentences(lang: str) -> None:
    # No "0 twos" or "1 twos": a count of twos appears only where it is two or more.
    from trainer.conventions.texts import reason_text
    from trainer.i18n import Translator

    _ = Translator(lang)
    for hand in (NO_TWO, FEW_TWOS, "♠10 ♣AJ4 ♦AQJ932 ♥94", TWO_BAD_SUITS):
        a = advice_at(auction_state(hand))
        texts = [reason_text(r, _) for r in (*a.reasons, *a.worse.get(BOLSHEVIK, ()))]
        assert not any(re.search(r"\b[01] (twos|kakkos)", t) for t in texts), texts


def test_long_suit_without_its_two_makes_it_a_judgement() -> None:
    a = advice_at(auction_state(LONG_NO_TWO))
    assert a.recommended == (BOLSHEVIK,) and PASS in a.acceptable and a.judgement
    assert keys(a)[-1] == "bol_long_suit_no_two" and a.reasons[-1].params == {"suit": "♣"}


def test_fit_hand_has_no_long_suit_warning() -> None:
    assert "bol_long_suit_no_two" not in keys(advice_at(auction_state(GOOD)))


def test_likely_tricks_ace_in_a_long_safe_suit() -> None:
    # Maalattu misääri: an ace "pitkässä, turvassa maassa"; Passimisääri: "viiden tai useamman kortin".
    assert bb.risky_cards(HandEval.of(parse_cards("♥A7652"))) == ()
    assert [str(c) for c in bb.risky_cards(HandEval.of(parse_cards("♥A652")))] == ["♥A"]  # not long
    assert [str(c) for c in bb.risky_cards(HandEval.of(parse_cards("♥AJ652")))] == ["♥J", "♥A"]  # not safe


# --- the choice between several bidders (BOLSEVIKIT / Maalaukset) -------------------------------------------


def choice_state(a_hand: str) -> State:
    s = state_after(make_deal(BOL, A, {A: a_hand}), "7M pass 7M pass")
    assert s.phase is Phase.BOLSHEVIK_CHOICE and s.to_act is A
    return s


def test_first_bidder_plays_good_cards() -> None:
    a = advice_at(choice_state(GOOD))
    assert a.recommended == (Choice.PLAY,) and a.acceptable == (Choice.YIELD,) and a.judgement
    assert keys(a) == ["bol_choice_play"]


def test_first_bidder_may_yield_weak_cards() -> None:
    a = advice_at(choice_state(TWO_BAD_SUITS))
    assert a.recommended == (Choice.YIELD,) and Choice.PLAY in a.acceptable


def test_last_bidder_must_play() -> None:
    s = choice_state(TWO_BAD_SUITS).apply(Choice.YIELD)
    assert s.to_act is C
    a = advice_at(s)
    assert a.recommended == (Choice.PLAY,) and keys(a) == ["bol_choice_last"] and not a.judgement


# --- the final call (Loppumaalaus ja koputukset) ------------------------------------------------------------


def final_state(hand: str, middle: str, gives: str, **kw: object) -> State:
    s = state_after(make_deal(BOL, A, {A: hand}, middle=middle), "7M pass pass pass", **kw)
    for card in parse_card_list(gives):
        s = s.apply(card)
    assert s.phase is Phase.CONTINUATION and s.to_act is A
    return s


def test_good_cards_stay_in_the_bolshevik() -> None:
    a = advice_at(final_state(GOOD, "♠3 ♣3 ♦4 ♥3", "♣9 ♣7 ♦5"))
    assert a.recommended == (PASS,) and keys(a) == ["bol_final_stay"] and a.judgement
    for d in DICTATORS:
        assert a.worse[d][0].key == "bol_dictator_emergency"


def test_hopeless_misere_with_solid_trumps_calls_the_dictator() -> None:
    # After the middle cards the hand is all high cards: 7♥ loses far less than the misère.
    a = advice_at(final_state("♥AKQ10987 ♠AKQ ♣AK", "♦2 ♦3 ♦4 ♦5", "♦5 ♦4 ♦3"))
    assert a.recommended == (Bid.parse("7♥"),) and PASS in a.acceptable and a.judgement
    assert keys(a) == [
        "bol_dictator_loses_less",
        "bol_misere_aces",
        "bol_dictator_double_risk",
        "bol_dictator_scoring",
    ]
    first = a.reasons[0].params
    assert first["bid"] == "7♥" and first["short"] == 1 and first["dictator_cost"] == 15
    # 7G (5 short, 35) is compared with the best dictator, 7♥ (15), never with itself.
    grand = a.worse[Bid.parse("7G")][0]
    assert grand.key == "bol_dictator_worse" and grand.params["best"] == "7♥"
    _dictators_told_fairly(a)


def test_forced_bolshevik_names_the_dictators_case() -> None:
    # BOLSEVIKIT / Maalaukset: the dictator is an emergency bid "pakkobolsevikissa tai toivottoman huonojen
    # pöytäkorttien vuoksi"; after a forced bid the hopeless hand is told so.
    hand, middle, gives = "♥AKQ10987 ♠AKQ ♣AK", "♦2 ♦3 ♦4 ♦5", "♦5 ♦4 ♦3"
    forced = advice_at(final_state(hand, middle, gives, bolshevik_forced=A))
    assert forced.recommended == (Bid.parse("7♥"),) and "bol_final_forced" in keys(forced)
    free = advice_at(final_state(hand, middle, gives))
    assert "bol_final_forced" not in keys(free)


def test_hopeless_misere_without_a_better_dictator_stays() -> None:
    a = advice_at(final_state("♠KJ9 ♣QJ9 ♦2345 ♥23", "♠3 ♣8 ♦7 ♥6", "♠3 ♣8 ♦7"))
    assert a.recommended == (PASS,) and keys(a)[0] == "bol_final_hopeless_stay" and not a.acceptable
    assert set(a.worse) == set(DICTATORS)
    _dictators_told_fairly(a)


def _dictators_told_fairly(a: Advice) -> None:
    """Review 2 (gen.call.bolsevikit.6002, .6003, .6006): no dictator is compared with itself.

    *Loppumaalaus ja koputukset*: the dictator is weighed against the misère ("pienempää tappiota"):
    the best dictator is told what it costs against staying in 7M, the others against the best.
    """
    costs = {
        d: r[0].params["dictator_cost"]
        for d, r in a.worse.items()
        if isinstance(d, Bid) and r[0].key != "bol_dictator_worse_doubled"
    }
    for d, (r, *_) in a.worse.items():
        assert isinstance(d, Bid) and r.params["bid"] == str(d)
        if r.key == "bol_dictator_worse_doubled":
            # Close undoubled, clearly worse doubled (a double never touches the ace points).
            assert int(r.params["dictator_cost"]) <= int(r.params["misere_cost"]) + bb.CLOSE_COST
            assert int(r.params["dictator_doubled"]) > int(r.params["misere_doubled"]) + 2 * bb.CLOSE_COST
            continue
        if r.key == "bol_dictator_worse":
            assert str(d) not in str(r.params["best"]).split()
            assert int(r.params["best_cost"]) < int(r.params["dictator_cost"])
        else:
            assert r.key == "bol_dictator_worse_than_misere"
            assert r.params["dictator_cost"] == min(costs.values())
            assert int(r.params["misere_cost"]) < int(r.params["dictator_cost"])


def review_6002() -> State:
    """gen.call.bolsevikit.6002: B was forced (deal 8/8) and holds ♠K95 ♣K1086 ♦QJ9843 after the gifts."""
    deal = make_deal(BOL, A, {B: "♠K9 ♣K1086 ♦J943 ♥K10"}, middle="♥Q ♦Q ♠5 ♦8")
    s = state_after(deal, "pass 7M pass pass", bolshevik_forced=B, bolshevik_barred=frozenset({A, C, D}))
    for card in parse_card_list("♥K ♥Q ♥10"):
        s = s.apply(card)
    assert s.phase is Phase.CONTINUATION and s.to_act is B
    return s


def test_review_6002_forced_bolshevik_with_seven_likely_tricks_may_call_the_dictator() -> None:
    # Maalaukset: the dictator is the bid "pakkobolsevikissa"; Loppumaalaus ja koputukset: in trump and
    # grand "ässistä ei tule miinus pisteitä". With about seven tricks to take, the defenders' aces count
    # against the misère, and 7♦ comes close to it: acceptable, not "not advised".
    a = advice_at(review_6002())
    assert a.recommended == (PASS,) and a.acceptable == (Bid.parse("7♦"),) and a.judgement
    assert {"bol_final_forced", "bol_misere_aces", "bol_dictator_close"} <= set(keys(a))
    aces = next(r for r in a.reasons if r.key == "bol_misere_aces")
    # No ace of his own; 4 x 8/13 of the defenders' aces at trick 7 (seven tricks on the ladder and one for
    # ♦QJ9843, a long suit without its two, C47b).
    assert aces.params["aces"] == 17
    assert Bid.parse("7♦") not in a.worse
    _dictators_told_fairly(a)
    # Without the aces the same dictator would be "not advised": the aces decide.
    assert bb.dictator_cost(10) > bb.bolshevik_cost(7) + bb.CLOSE_COST


def test_a_dictator_far_above_the_misere_is_still_not_advised() -> None:
    # The must-not-fire side (gen.call.bolsevikit.6003's shape): four likely tricks, and the best
    # dictator 12 tricks short costs about twice the misère with its aces.
    a = advice_at(final_state("♠J83 ♣42 ♦AQ ♥A8752", "♦J ♠9 ♣3 ♦8", "♦A ♦Q ♦J"))
    assert a.recommended == (PASS,) and not a.acceptable
    assert a.worse[Bid.parse("7G")][0].key == "bol_dictator_worse_than_misere"
    _dictators_told_fairly(a)


def test_a_dictator_close_only_undoubled_is_not_advised() -> None:
    # Skruuvin pistelasku: a double "ei vaikuta misäärien ässäpisteisiin"; Loppumaalaus ja koputukset:
    # a dictator "saattaa olla helpompi koputtaa". Nine likely tricks: the misère about 55 + 19 aces = 74,
    # every dictator thirteen short = 75; doubled 129 against 150, so no dictator is acceptable.
    a = advice_at(final_state("♠QJ98 ♣Q1098 ♦Q653", "♥7 ♥8 ♥9 ♥4", "♥7 ♥8 ♥9"))
    assert a.recommended == (PASS,) and not a.acceptable
    assert all(a.worse[d][0].key == "bol_dictator_worse_doubled" for d in DICTATORS)
    _dictators_told_fairly(a)
    # Ten likely tricks (82 against 75; doubled 142 against 150): close both ways, acceptable.
    b = advice_at(final_state("♠QJ98 ♣QJ98 ♦Q63 ♥3", "♥7 ♥8 ♥9 ♥10", "♥7 ♥8 ♥9"))
    assert b.recommended == (PASS,) and set(b.acceptable) == set(DICTATORS)
    assert keys(b)[0] == "bol_final_close_stay"
    # Thirteen: the dictator loses the same tricks without the aces, and is advised.
    c = advice_at(final_state("♠QJ98 ♣QJ98 ♦QJ98", "♥7 ♥8 ♥9 ♥10", "♥7 ♥8 ♥9"))
    assert set(c.recommended) == set(DICTATORS) and c.acceptable == (PASS,)
    assert keys(c)[0] == "bol_dictator_loses_less"


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_dictator_reasons_never_compare_a_dictator_with_itself(lang: str) -> None:
    from trainer.conventions.texts import reason_text
    from trainer.i18n import Translator

    _ = Translator(lang)
    for state in (
        review_6002(),
        final_state("♠KJ9 ♣QJ9 ♦2345 ♥23", "♠3 ♣8 ♦7 ♥6", "♠3 ♣8 ♦7"),
        final_state("♥AKQ10987 ♠AKQ ♣AK", "♦2 ♦3 ♦4 ♦5", "♦5 ♦4 ♦3"),
        final_state("♠QJ98 ♣Q1098 ♦Q653", "♥7 ♥8 ♥9 ♥4", "♥7 ♥8 ♥9"),
    ):
        a = advice_at(state)
        for d, reasons in a.worse.items():
            for r in reasons:
                text = reason_text(r, _)
                assert text.count(str(d)) == 1, text
                assert "(-)" not in text and "{" not in text, text


def test_misere_ace_points_follow_the_scoring() -> None:
    # Bolsevikkien pistelasku: aces count "tikin järjestysluvun osoittama" as in misère; a made bolshevik
    # (no likely trick) takes no ace: nothing to count.
    assert bb.misere_ace_points(HandEval.of(parse_cards("♠2468 ♣2579 ♦35 ♥246")), 0) == 0
    # An ace likely to take a trick is the player's own: counted at the middle trick, with the share of
    # the defenders' aces that his two likely tricks can catch (3 x 2/13).
    h = HandEval.of(parse_cards("♠2468 ♣AK ♦35 ♥2468"))
    assert [c.rank for c in bb.risky_cards(h) if c.rank is Rank.ACE] == [Rank.ACE]
    assert bb.misere_ace_points(h, 2) == round((1 + 3 * 2 / 13) * bb.ACE_TRICK)
    # An ace that is not likely to take a trick (a long suit with its two) is not counted as taken.
    safe = HandEval.of(parse_cards("♠A765432 ♣2 ♦2 ♥2345"))
    assert not any(c.rank is Rank.ACE for c in bb.risky_cards(safe))
    assert bb.misere_ace_points(safe, 0) == 0


def test_the_transcript_dictator_was_not_the_handbook_choice() -> None:
    # A random deal in which D called 7G with seven likely misère tricks: with the aces counted the
    # misère (about 56) and 7♠ (about 55) are close, so staying is advised and the close dictators
    # are acceptable; 7♣ 7♦ 7♥ (all thirteen short) are not.
    rec = load(ROOT / "tests" / "transcripts" / "bolsevikit-dictator-redoubled.yaml")
    finals = [x for _, _, x in rec.states() if x.phase is Phase.CONTINUATION and x.to_act is not None]
    a = advice_at(finals[0])
    assert a.recommended == (PASS,) and keys(a)[0] == "bol_final_close_stay"
    assert Bid.parse("7♠") in a.acceptable and Bid.parse("7♥") in a.worse
    _dictators_told_fairly(a)


def test_estimates() -> None:
    h = HandEval.of(parse_cards("♥AKQ10987 ♠AKQ ♣AK ♦2"))
    assert bb.dictator_losers(h, Strain.HEARTS) == 1
    assert bb.dictator_losers(h, Strain.GRAND) == 5
    assert bb.bolshevik_cost(0) == -20 and bb.bolshevik_cost(1) == 15 and bb.bolshevik_cost(3) == 25
    assert bb.dictator_cost(0) == -50 and bb.dictator_cost(2) == 20
    assert [str(c) for c in bb.risky_cards(HandEval.of(parse_cards("♠2468 ♣AK ♦35 ♥2468")))] == ["♣K", "♣A"]


# --- scope ------------------------------------------------------------------------------------------------


def test_other_forms_and_phases_are_not_this_topic() -> None:
    s = state_after(make_deal(Form.ALKUPELIT, A, {A: GOOD}))
    assert bb.advise(decision_point(s)) is None
    s = state_after(make_deal(BOL, A, {A: GOOD}), "7M pass pass pass")
    assert s.phase is Phase.BOLSHEVIK_GIVES and bb.advise(decision_point(s)) is None


# --- properties over random decision points ------------------------------------------------------------------


def _check(point: DecisionPoint) -> None:
    a = bb.advise(point)
    assert a == bb.advise(point)
    if a is None:
        assert point.phase not in (Phase.AUCTION, Phase.BOLSHEVIK_CHOICE, Phase.CONTINUATION)
        return
    check_advice(point, a, prefix="bol_", sections=SECTIONS, topic=bb.TOPIC)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10_000), bias=st.sampled_from([0.3, 0.6, 0.85]))
def test_random_decision_points(seed: int, bias: float) -> None:
    for s in random_states(BOL, seed, bias):
        if not s.is_over:
            _check(decision_point(s))


@pytest.mark.parametrize("seed", range(20))
def test_random_set_positions(seed: int) -> None:
    # Random deals with a forced or a barred player, as in a bolshevik set.
    from trainer.dealing import deal

    d = deal(BOL, Seat(seed % 4), seed)
    forced, barred = Seat((seed + 1) % 4), frozenset({Seat((seed + 2) % 4)})
    s = State.new(d, bolshevik_forced=forced, bolshevik_barred=barred)
    while s.phase in (Phase.AUCTION, Phase.BOLSHEVIK_CHOICE):
        point = decision_point(s)
        _check(point)
        a = bb.advise(point)
        assert a is not None
        s = s.apply(a.recommended[0])
    assert s.phase in (Phase.BOLSHEVIK_GIVES, Phase.DONE)


# --- own words ----------------------------------------------------------------------------------------------


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


@pytest.mark.skipif(not HANDBOOK.exists(), reason="handbook text not available")
def test_texts_are_not_copied_from_the_handbook() -> None:
    book = _words(HANDBOOK.read_text(encoding="utf-8"))
    grams = {tuple(book[i : i + 8]) for i in range(len(book) - 7)}
    source = (ROOT / "trainer" / "conventions" / "bidding_bolsevikit.py").read_text(encoding="utf-8")
    mine = _words(source)
    assert not any(tuple(mine[i : i + 8]) in grams for i in range(len(mine) - 7))
