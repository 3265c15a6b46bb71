"""Review round 10 of the drills (issue 11): kotkat continuation, grand with voids that no card surely stops.

``gen.call.kotkat.10506``: D opened 6♠, handed partner ♠K ♦9 ♠3 ♦K (voiding ♠ and ♦) and holds
♣A9753 ♥KQJ98543.  6 grand was graded acceptable "because grand is hard to double", as if the kings
covered the voids.  *Grandi (peli ilman valttia)*: the defenders must get no suit in which they take
tricks once the high cards are gone, and only "ehdottoman pitäviä kortteja (A, AK, AKQ jne.)" surely
hold; a king without its ace does not.  *KOTKAT / Jatkomaalaukset*'s point that 6 grand is hard to
double ("koputtaja ei tiedä, mistä pitkästä maasta ...") is not told beside a grand the advice
rejects.  Reading C40e (docs/conventions.md §3).
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from trainer.bids import Bid, Form
from trainer.cards import Card, Suit, parse_card_list
from trainer.conventions import bidding_kotkat as bk
from trainer.conventions.core import decision_point
from trainer.conventions.hand import HandEval
from trainer.conventions.texts import reason_text
from trainer.game import SeatView
from trainer.i18n import Translator
from trainer.seats import Seat
from trainer.state import Phase, State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
CALLS = "pass pass 6♠ pass pass pass pass pass pass pass pass"


def _state(hands: dict[Seat, str], exchange: str) -> State:
    """The auction of gen.call.kotkat.10506 (dealer B, D opens 6♠, all pass) and both packets."""
    s = state_after(make_deal(Form.KOTKAT, B, hands), CALLS)
    for c in parse_card_list(exchange):
        s = s.apply(c)
    assert s.phase is Phase.CONTINUATION and decision_point(s).seat is D
    return s


HANDS_10506 = {
    A: "♠AJ87 ♣KJ10 ♦A65 ♥1062",
    B: "♠Q654 ♣9764 ♦1043 ♥43",
    C: "♠1092 ♣Q82 ♦QJ872 ♥A7",
    D: "♠K3 ♣A53 ♦K9 ♥KQJ985",
}


def b(text: str) -> Bid:
    return Bid.parse(text)


def test_grand_with_voids_behind_handed_kings_is_not_advised_gen_call_kotkat_10506() -> None:
    """Review 10, gen.call.kotkat.10506: the ♠K and ♦K handed to partner do not surely stop ♠ and ♦ (the
    aces are not known to be the pair's), so 6G is not advised, told of both voids, and the "grand is
    hard to double" reason is not shown; 6♣, the next suit, stays the advice (*Jatkomaalaukset*:
    "maalataan seuraavaa maata")."""
    s = _state(HANDS_10506, "♠K ♦9 ♠3 ♦K ♣7 ♣9 ♥3 ♥4")
    a = bk.advise(decision_point(s))
    assert a is not None and a.recommended == (b("6♣"),) and a.rule == "C40.next_suit"
    assert b("6G") not in a.acceptable
    # The reason names the kings handed and the aces they would need.
    assert [r.key for r in a.worse[b("6G")]] == ["kbid_cont_grand_void_unsure"]
    assert a.worse[b("6G")][0].params == {"suit": "♠ ♦", "cards": "♠K ♦K", "missing": "♠A ♦A"}
    assert "kbid_cont_grand_option" not in [r.key for r in a.reasons]


def test_grand_with_voids_behind_handed_aces_stays_acceptable() -> None:
    """Must not fire: the same deal with the aces and kings of ♠ and ♦ swapped between A and D, so D hands
    partner ♠A and ♦A (each "ehdottoman pitävä"): both voids are surely stopped, 6G stays acceptable with
    its reason of its own that 6 grand is hard to double (C40a), and 6♣ stays the advice."""
    hands = {
        **HANDS_10506,
        A: "♠KJ87 ♣KJ10 ♦K65 ♥1062",
        D: "♠A3 ♣A53 ♦A9 ♥KQJ985",
    }
    s = _state(hands, "♠A ♦9 ♠3 ♦A ♣7 ♣9 ♥3 ♥4")
    a = bk.advise(decision_point(s))
    assert a is not None and a.recommended == (b("6♣"),) and a.rule == "C40.next_suit"
    assert b("6G") in a.acceptable and a.judgement
    assert "kbid_cont_grand_option" in [r.key for r in a.reasons]


def _view_after(handed: str, back: str) -> tuple[HandEval, SeatView]:
    s = _state(HANDS_10506, f"{handed} {back}")
    view = decision_point(s).view
    return HandEval.of(view.hand), view


def test_sure_stoppers_are_the_handed_cards_with_every_higher_card_known() -> None:
    """*Grandi*: "ehdottoman pitäviä kortteja (A, AK, AKQ jne.)": an ace handed partner surely stops its
    suit, a king only with the ace also known to be the pair's (here handed too); a lone king or a small
    card does not (C40e)."""
    h, view = _view_after("♠K ♦9 ♠3 ♦K", "♣7 ♣9 ♥3 ♥4")
    assert bk.sure_stoppers(view) == ()
    assert bk.unstopped_voids(h, view) == (Suit.SPADES, Suit.DIAMONDS)
    # A king with its ace known to be partner's (e.g. an ace shown in the alkupelit bidding) stops.
    ace = Card.parse("♠A")
    assert bk.sure_stoppers(view, (ace,)) == (Card.parse("♠K"),)
    assert bk.unstopped_voids(h, view, (ace,)) == (Suit.DIAMONDS,)


def test_an_ace_and_king_handed_together_both_stop() -> None:
    """Applies: ♠A with ♠K handed (AK, "ehdottoman pitäviä"): both count, and the ♠ void is stopped; the ♦
    void behind a small card and no top card stays open."""
    hands = {
        **HANDS_10506,
        A: "♠J87 ♣KJ104 ♦A65 ♥1062",
        B: "♠Q654 ♣976 ♦K1043 ♥43",
        D: "♠AK3 ♣A53 ♦9 ♥KQJ985",
    }
    s = _state(hands, "♠K ♠A ♠3 ♦9 ♣7 ♣9 ♥3 ♥4")
    view = decision_point(s).view
    assert bk.sure_stoppers(view) == (Card.parse("♠A"), Card.parse("♠K"))
    assert bk.unstopped_voids(HandEval.of(view.hand), view) == (Suit.DIAMONDS,)


def test_the_unsure_void_reason_reads_in_both_languages() -> None:
    """The 6G reason of gen.call.kotkat.10506 names the kings handed and the aces missing, in English and
    in Finnish, with no placeholder left."""
    s = _state(HANDS_10506, "♠K ♦9 ♠3 ♦K ♣7 ♣9 ♥3 ♥4")
    a = bk.advise(decision_point(s))
    assert a is not None
    reason = a.worse[b("6G")][0]
    en, fi = reason_text(reason, Translator("en")), reason_text(reason, Translator("fi"))
    assert "♠K ♦K" in en and "(♠A ♦A)" in en and "{" not in en
    assert "annoit partnerille ♠K ♦K" in fi and "(♠A ♦A)" in fi and "{" not in fi


def test_one_void_behind_a_guarded_king_leaves_6g_acceptable() -> None:
    """C40f, the worked deal kotkat-grand-6g: one void behind a guarded king handed partner (♠K with ♠3)
    lets the defenders take the ♠A and no more, one trick, which 6 grand may lose (*Grandi*: no suit the
    defenders can run "korkeiden korttien pelaamisen jälkeen").  6G stays acceptable, told of the king and
    the ace; 6♥, the next suit of five or more (♥KQJ98 and ♥4 ♥3 back), is the advice."""
    s = _state(HANDS_10506, "♠K ♦9 ♠3 ♥5 ♣7 ♣9 ♥3 ♥4")
    h, view = HandEval.of(decision_point(s).view.hand), decision_point(s).view
    assert bk.unstopped_voids(h, view) == (Suit.SPADES,)
    assert bk.kings_behind_voids(view, (Suit.SPADES,)) == (Card.parse("♠K"),)
    assert bk.grand_void_verdict(view, (Suit.SPADES,), 6) == (Card.parse("♠K"),)
    assert bk.grand_void_verdict(view, (Suit.SPADES,), 7) is None  # 7 grand may lose no trick
    a = bk.advise(decision_point(s))
    assert a is not None and a.recommended == (b("6♥"),)
    assert b("6G") in a.acceptable
    king = next(r for r in a.reasons if r.key == "kbid_cont_grand_void_king")
    assert king.params == {"suit": "♠", "cards": "♠K", "missing": "♠A", "bid": "6G"}
    en, fi = reason_text(king, Translator("en")), reason_text(king, Translator("fi"))
    assert "♠K" in en and "♠A" in en and "{" not in en
    assert "♠K" in fi and "♠A" in fi and "{" not in fi and "you" not in fi


def test_a_void_behind_a_lone_king_is_still_open() -> None:
    """Must not fire: D held the ♠K alone and handed it, so the ♠A can take it and the defenders then run
    spades; the void stays open and 6G not advised (C40e)."""
    hands = {
        **HANDS_10506,
        A: "♠AJ873 ♣KJ10 ♦A65 ♥62",
        D: "♠K ♣A53 ♦K9 ♥KQJ10985",
    }
    s = _state(hands, "♠K ♦9 ♥5 ♥8 ♣7 ♣9 ♥3 ♥4")
    view = decision_point(s).view
    assert bk.kings_behind_voids(view, (Suit.SPADES,)) == ()
    a = bk.advise(decision_point(s))
    assert a is not None and b("6G") in a.worse
    assert [r.key for r in a.worse[b("6G")]] == ["kbid_cont_grand_void_unsure"]
