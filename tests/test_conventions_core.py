"""The conventions core: hand evaluation (with the handbook's example hands), context, grading."""

from __future__ import annotations

import pytest

from tests.conventions_helpers import bidding_state
from trainer.bids import PASS, Bid, Form
from trainer.cards import Card, Suit, parse_cards
from trainer.conventions.context import AuctionContext
from trainer.conventions.core import NO_CONVENTION, Advice, Reason, Verdict, decision_point, grade, only_legal
from trainer.conventions.hand import HandEval
from trainer.conventions.texts import TEMPLATES, reason_text
from trainer.i18n import Translator
from trainer.seats import Seat

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS


def ev(text: str) -> HandEval:
    return HandEval.of(parse_cards(text))


# --- Ensimmäisen kierroksen maalaukset: the opener's colours -------------------------------


@pytest.mark.parametrize(
    "hand",
    ["♦AKJ84 ♠A ♣765 ♥432", "♦AK9864 ♠A ♣76 ♥32", "♦AKJ84 ♠KQ5 ♣76 ♥32"],
)
def test_first_round_colour_examples(hand: str) -> None:
    # ♦AKJ84 with ♠A; ♦AK9864 with ♠A; three honours and two small with side KQx.
    assert ev(hand).first_round_colour(D)


@pytest.mark.parametrize(
    "hand",
    [
        "♦AKJ84 ♠5 ♣765 ♥432",  # no side ace nor two high honours
        "♦AKJ4 ♠A ♣7652 ♥432",  # three honours but only one small
        "♦AK9864 ♠KQ ♣7 ♥32",  # two high honours and four small need a side ace
    ],
)
def test_first_round_colour_not(hand: str) -> None:
    assert not ev(hand).first_round_colour(D)


def test_responder_colour_needs_no_side_ace() -> None:
    # *Vastaajan maalaukset*: ♥AQJ74.
    h = ev("♥AQJ74 ♠532 ♣432 ♦32")
    assert h.responder_colour(H) and not h.first_round_colour(H)
    assert not ev("♥AQ874 ♠532 ♣432 ♦32").responder_colour(H)


def test_very_strong_colour_for_the_jump() -> None:
    # ♠9 ♣K75 ♦AKQ1086 ♥A6 opens 2♦.
    assert ev("♠9 ♣K75 ♦AKQ1086 ♥A6").very_strong_colour(D)
    assert ev("♠9 ♣K75 ♦AKJ8654 ♥A").very_strong_colour(D)  # seven cards, three honours
    assert not ev("♠9 ♣K75 ♦AKQ1086 ♥K6").very_strong_colour(D)  # no side ace
    assert not ev("♠92 ♣K75 ♦AKQ986 ♥A").very_strong_colour(D)  # six cards, three honours


def test_second_round_suits() -> None:
    # *Toisen kierroksen maalaukset*.
    h = ev("♠KJ75 ♣AQJ ♦98 ♥765")
    assert h.second_round_suit(S, opener=True) and h.second_round_suit(C, opener=True)
    assert not h.second_round_suit(C, opener=False)  # responder: AQJ without a small card is not enough
    assert ev("♠KJ753 ♣2 ♦98 ♥765").second_round_suit(S, opener=False)
    assert not ev("♠KJ75 ♣2 ♦983 ♥765").second_round_suit(S, opener=False)


def test_support_four_cards_with_an_honour() -> None:
    assert ev("♠Q753 ♣2 ♦983 ♥765").support(S)
    assert not ev("♠9753 ♣2 ♦983 ♥765").support(S)


# --- Passimisääri: misère and passimisääri hands --------------------------------------------


def test_handbook_misere_and_passimisaari_hands() -> None:
    misere = ev("♠3 ♣A87542 ♦1042 ♥54")
    passi = ev("♠3 ♣AK7542 ♦Q54 ♥K4")
    assert misere.painted_misere_fit() and not misere.passimisaari_fit()
    assert passi.passimisaari_fit() and not passi.painted_misere_fit()


def test_no_misere_with_a_natural_void() -> None:
    # *Yksinkertaistetut maalausohjeet*: usually no misère with a natural void.
    assert not ev("♣A875432 ♦10642 ♥54").painted_misere_fit()


def test_ruinous_passimisaari_hand() -> None:
    # *ALKUPELIT*: three cards in every suit, no small cards, only high cards in several suits.
    assert ev("♠AKQ ♣KQJ ♦A109 ♥J108").passimisaari_ruinous()
    assert not ev("♠AK2 ♣KQJ ♦A109 ♥J108").passimisaari_ruinous()


def test_bolshevik_fit() -> None:
    assert ev("♠A2 ♣87542 ♦10432 ♥5").bolshevik_fit()
    # BOLSEVIKIT / Maalaukset, Korttien ylianto: the gifts shed a short suit's high cards ("ässä lyhyestä
    # ... maastaan") and void a bad suit; ♠A, ♦Q and ♥5 all go with three gifts (the ♣K tops a long,
    # safe suit), so this hand passes the test (C9); ♠AJ and ♦Q and ♥5 are four, one for every gift and
    # one more, so that one fails.
    assert ev("♠A2 ♣K7542 ♦Q432 ♥5").bolshevik_fit()
    assert not ev("♠AJ ♣K7542 ♦Q432 ♥5").bolshevik_fit()
    assert not ev("♠A3 ♣87543 ♦10432 ♥5").bolshevik_fit()  # only one two


def test_counts_voids_twos_and_catchers() -> None:
    h = ev("♠3 ♣AK7542 ♦Q54 ♥K4")
    assert h.aces == (C,) and h.kings == (C, H) and h.voids == () and h.twos == (C,)
    assert h.holding(D).catching and h.holding(H).catching and not h.holding(S).catching
    assert h.shortest() == (S,) and h.longest() == (C,) and h.honours == 4


# --- context and grading ----------------------------------------------------------------------


def test_context_reads_rounds_and_roles() -> None:
    s = bidding_state(Form.ALKUPELIT, Seat.A, Seat.C, "♥AQJ74 ♠532 ♣43 ♦32", "1♠ 2♦")
    ctx = AuctionContext.of(decision_point(s))
    assert ctx.round == 1 and ctx.i_am_responder and ctx.our_opener is Seat.A and ctx.their_opener is Seat.B
    assert ctx.highest == Bid.parse("2♦") and [c.call for c in ctx.partner_bids] == [Bid.parse("1♠")]


def test_grading_verdicts() -> None:
    s = bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, "♠9 ♣K75 ♦AKQ1086 ♥A6")
    point = decision_point(s)
    why = Reason("bid_test", "Ensimmäisen kierroksen maalaukset")
    advice = Advice("call", (Bid.parse("2♦"),), (Bid.parse("1♦"),), (why,), {PASS: (why,)})
    assert grade(point, Bid.parse("2♦"), advice).verdict is Verdict.RECOMMENDED
    assert grade(point, Bid.parse("1♦"), advice).verdict is Verdict.ACCEPTABLE
    g = grade(point, PASS, advice)
    assert g.verdict is Verdict.NOT_ADVISED and not g.ok and g.reasons == (why,)
    g = grade(point, Card.parse("♦A"), advice)
    assert (
        g.verdict is Verdict.ILLEGAL and g.illegal is not None and g.illegal.params["reason"] == "want_call"
    )
    g = grade(point, PASS, None)
    assert g.verdict is Verdict.ACCEPTABLE and g.reasons[0].key == NO_CONVENTION
    # only_legal keeps legal actions and drops duplicates from acceptable
    trimmed = only_legal(Advice("call", (Bid.parse("2♦"),), (Bid.parse("2♦"), Card.parse("♦A"))), point.legal)
    assert trimmed.acceptable == ()


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_reason_text_renders_in_both_languages(lang: str) -> None:
    text = reason_text(Reason(NO_CONVENTION, "Skruuvin pelitaito"), Translator(lang))
    assert text and "{" not in text
    assert NO_CONVENTION in TEMPLATES
    assert reason_text(Reason("unknown_key", "x")) == "unknown_key"


def test_the_shared_advice_contract_check_catches_broken_advice() -> None:
    """The property tests of every convention module lean on check_advice: it must fail on bad advice."""
    from tests.conventions_helpers import check_advice
    from trainer.conventions.advise import advise_point
    from trainer.conventions.bidding_alkupelit import SECTIONS

    point = decision_point(bidding_state(Form.ALKUPELIT, Seat.A, Seat.A, "♠AK1084 ♥A6 ♦KQ5 ♣J3"))
    good = advise_point(point)
    assert good is not None
    check_advice(point, good, prefix="bid_", sections=SECTIONS)
    illegal = Card.parse("♠A")
    broken = [
        Advice(good.topic, (), good.acceptable, good.reasons),  # nothing recommended
        Advice(good.topic, (illegal,), (), good.reasons),  # not a legal action here
        Advice(good.topic, good.recommended, good.recommended, good.reasons),  # recommended and acceptable
        Advice(good.topic, good.recommended, (), (Reason("no_such_key", next(iter(SECTIONS))),)),
        Advice(good.topic, good.recommended, (), (Reason(good.reasons[0].key, "Not a section"),)),
    ]
    for advice in broken:
        with pytest.raises(AssertionError):
            check_advice(point, advice, prefix="bid_", sections=SECTIONS)
