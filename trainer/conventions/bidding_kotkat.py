"""Kotkat calls: the initial auction at the 6 level and the continuation after the exchange.

Handbook sections (the advice is paraphrased, never quoted):

* *KOTKAT / Maalaukset*: a kotkat opening only says "my side wants the game
  and I want to give partner four cards"; the table of the usual openings
  (6♠ for four kinds of strong hand, 6♣ with a natural void, 6 misère with
  small cards, the lowest possible suit over the opponents' opening); 6♠
  followed by 6♣ in round 2; 6♦ with both black suits void; 6 misère as a
  pre-empt; the invitation to 7 misère (6♠ – 6M – 6G – 7♥).  The same section
  says that a hand which looks fine for passimisääri should pass: bidding it
  is a plain mistake unless the player is fairly sure of making the contract.
* *Yksinkertaistetut maalausohjeet* (its kotkat table): the same openings in
  short; it asks for three twos for 6 misère where the main table asks for
  at least two (the main table is followed, three twos only strengthen the
  advice).
* *Yksinkertaistetut peliohjeet* (its kotkat paragraph): a trump or grand
  opener wants a good long suit, at least a first-round colour, with a
  second good suit "tai muuten korkeat honöörit" (or high honours
  elsewhere): the fifth kind of 6♠ hand, a judgement (:func:`opening_plan`).
* *KOTKAT / Jatkomaalaukset*: after the exchange the top bidder bids the
  intended trump at 6 or 7 if it grew strong, otherwise bids the next suit
  and partner passes or goes one step up; a leaky 6-level trump is nearly
  always doubled while 6 grand is hard to double; when both players showed
  misère, misère is often best.
* *Kehotus-, esto- ja kilpaileva maalaus* (alkupelit, used here for the
  general point): a pre-empt cannot be made with nothing, since the
  pre-empter's side must play it if everyone passes; with poor misère cards,
  pass rather than show your hand (:func:`misere_preempt_fit`, checked
  against the handbook's two kotkat deals).
* *Passimisääri* (its painted-misère cards): an ace belongs in a long, safe
  suit; a 6-misère opening that meets the kotkat row with one ace, king or
  queen in a suit of fewer than five cards is a judgement, and 6 misère is
  told each fault by name (:func:`_misere_worse`, DECISION C28a).
* *Jatkomaalaukset* (alkupelit, general points): bid on your own cards and
  on what the exchange confirmed, and do not raise the bidding rashly high;
  the kotkat search therefore stays at the level the bidding stands at
  (:func:`_search`).
* *Kolmen pelaajan skruuvi (puupää)*: its kotkat deal calls 7♠ over a
  6-misère pre-empt a risk without extra cards (the 7-level competition,
  :data:`OVER_OPPONENTS`); its opener A (♥AK1095 ♠KQJ8) opens 6♠, so a
  strong two-suiter is no passimisääri hand (:func:`suits_passimisaari`).
* *Grandi (peli ilman valttia)* (alkupelit; kotkat's *Jatkomaalaukset* repeats
  its point that grand is hard to double): grand *may* be the best game when
  the intended trump stayed weak and the search for another trump failed; it
  needs a long good suit in one hand and no suit the defenders can run.  The
  handbook gives no test for preferring it to the leaky trump, so grand stays
  an acceptable judgement in the search, never the advice (:func:`_search`,
  DECISION C40a).

Every legal call the advice neither recommends nor accepts gets a reason of
its own (:func:`_default_worse`): what is wrong with that call for this hand.
The packets are read with :func:`trainer.signals.decode`.  Readings chosen
where the handbook is loose are marked DECISION.

Each convention is a named rule (:mod:`trainer.conventions.rulebook`; issue 11, *Structure*): the
initial auction is decided by :data:`AUCTION` with its nested sets :data:`OPENING`,
:data:`OVER_OPPONENTS` and :data:`OWN_AGAIN`, the continuation by :data:`CONTINUATION` with
:data:`LIFTER` and :data:`RESPOND` (see the comment above the rules); ``Advice.rules`` names the
rules that fired, the deciding rule first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, Final

from trainer.bids import PASS, Bid, Form, Strain
from trainer.cards import Card, Rank, Suit, format_hand
from trainer.conventions.texts import NP_, register
from trainer.game import Action, Exchange, Phase, SeatView
from trainer.marker import N_
from trainer.seats import Seat
from trainer.signals import Reading, decode

from .core import Advice, DecisionPoint, Reason, make_advice
from .hand import SUITS, HandEval, SuitHolding
from .rulebook import Rule, RuleSet, Trail, rule

TOPIC = "bidding_kotkat"

S_MAALAUKSET = "KOTKAT / Maalaukset"
S_JATKO = "KOTKAT / Jatkomaalaukset"
S_SIMPLE = "Yksinkertaistetut maalausohjeet"
S_ESTO = "Kehotus-, esto- ja kilpaileva maalaus"
S_RULES = "Yksinkertaistetut peliohjeet"
#: Painted misère cards (its example hands and their comparison): an ace belongs in a long, safe suit.
S_PASSI = "Passimisääri"
#: The alkupelit continuation section: its general points (bid on your own and confirmed cards; do not
#: raise the bidding rashly high) hold for the kotkat search too.
S_CONT = "Jatkomaalaukset"

TEMPLATES = register(
    {
        # --- openings -------------------------------------------------------------------------------
        "kbid_6s_strong_suit": N_(
            "Open 6♠, the lowest bid: a very strong {suit} suit together with a side ace is one of "
            "the hands it stands for. Your packet will then tell partner which trump you want."
        ),
        "kbid_6s_two_suits": N_(
            "Open 6♠, the lowest bid: a first-round {suit} suit plus a second-round {side} suit is "
            "one of the hands it stands for. Your packet will then name the trump you want."
        ),
        "kbid_6s_colour_honours": N_(
            "Open 6♠, the lowest bid: a first-round {suit} suit with {count} high honours (A, K, Q) in "
            "your other suits can stand for it, though it is no second good suit; passing is also "
            "reasonable. Your packet will then name the trump you want."
        ),
        "kbid_6s_honours": NP_(
            "Open 6♠, the lowest bid: {honours} honours, {aces} of them an ace, are enough for it even "
            "without one dominant suit.",
            "Open 6♠, the lowest bid: {honours} honours, {aces} of them aces, are enough for it even "
            "without one dominant suit.",
            "aces",
        ),
        "kbid_6s_ruinous": N_(
            "Open 6♠, the lowest bid: holding only high cards, you would lose heavily if everyone "
            "passed and a passimisääri were played."
        ),
        "kbid_6c_natural_void": N_(
            "Open 6♣ instead of 6♠: you have the strength for an opening, you hold no {void} at all "
            "and you do not want spades as trump. Partner will work out the void from your packet "
            "(if spades are not the void, the packet must contain spades)."
        ),
        "kbid_6s_then_6c": N_(
            "Open 6♠ now and bid 6♣ in the next round: you hold no {void} and do not want spades as "
            "trump, but a direct 6♣ would make you hand over your spades ({cards}), which you want "
            "to keep."
        ),
        "kbid_6c_second_round": N_(
            "Bid 6♣ now: after your 6♠ it tells partner that you have a natural void and do not "
            "want spades as trump; your packet will show which suit is missing."
        ),
        "kbid_6c_also_fine": N_(
            "6♣ would also show your natural void in {void}; opening 6♠ first is the choice the "
            "handbook describes when you would rather not give away spades."
        ),
        "kbid_6d_two_voids": N_(
            "Open 6♦: you have the strength for an opening and hold neither spades nor clubs, and "
            "that is exactly what a direct 6♦ shows."
        ),
        "kbid_6m_small_cards": NP_(
            "Open 6 misère: small cards with {twos} two, no natural void and no ace, king or queen in a "
            "suit of fewer than five cards, so you can pass low cards to partner.",
            "Open 6 misère: small cards with {twos} twos, no natural void and no ace, king or queen in a "
            "suit of fewer than five cards, so you can pass low cards to partner.",
            "twos",
        ),
        "kbid_6m_one_high_card": NP_(
            "6 misère is also possible: {twos} two, no natural void and small cards to give partner, and "
            "the contract allows one trick. But {cards} lies in a suit of fewer than five cards, where "
            "a misère player wants no ace, king or queen, so it is a judgement.",
            "6 misère is also possible: {twos} twos, no natural void and small cards to give partner, and "
            "the contract allows one trick. But {cards} lies in a suit of fewer than five cards, where "
            "a misère player wants no ace, king or queen, so it is a judgement.",
            "twos",
        ),
        "kbid_6m_three_twos": N_(
            "With three or more twos the misère is especially good: two of them can go to partner."
        ),
        "kbid_6m_preempt": N_(
            "Bid 6 misère as a pre-empt: after the opponents have opened it can be bid with "
            "somewhat weaker small cards than a misère opening needs, and it forces them higher."
        ),
        "kbid_lowest_suit_over_opp": N_(
            "The opponents have opened and you have the strength of a 6♠ opening: bid the lowest "
            "suit you can, {bid}. Your intended trump, {trump}, is that suit or higher, so your "
            "packet can still ask for it."
        ),
        "kbid_level_seven_risk": N_(
            "At the 7 level your side must take every trick, so passing is also reasonable here."
        ),
        "kbid_level_seven_sure": N_(
            "At the 7 level your side must take every trick: compete there only with a hand that is "
            "fairly sure of its tricks, such as a very strong suit with a side ace. Otherwise pass."
        ),
        "kbid_preempt_no_two": N_(
            "A 6-misère pre-empt cannot be made with nothing: if everyone passes, your side must play "
            "it. It still needs at least two twos, and you hold none."
        ),
        "kbid_preempt_one_two": N_(
            "A 6-misère pre-empt cannot be made with nothing: if everyone passes, your side must play "
            "it. It still needs at least two twos, and your only two is {card}."
        ),
        "kbid_preempt_high_cards": N_(
            "A 6-misère pre-empt may hold at most one ace, king or queen in a suit of fewer than five "
            "cards; your {cards} would take tricks that your side must avoid."
        ),
        "kbid_preempt_few_low": N_(
            "A 6-misère pre-empt needs small cards to hand to partner in the exchange, and you hold "
            "too few cards of rank five or lower."
        ),
        # --- passes ---------------------------------------------------------------------------------
        "kbid_pass_passimisaari": N_(
            "Pass: your cards suit a passimisääri (a short suit, catching cards, no ace in danger). "
            "The handbook calls bidding such a hand a plain mistake unless you are fairly sure of "
            "making the contract."
        ),
        "kbid_pass_no_opening": N_(
            "Pass: every kotkat bid is already a 6-level contract, and this hand has neither the "
            "strength for 6♠ nor the cards for 6 misère."
        ),
        "kbid_pass_misere_doubtful": N_(
            "Pass: every kotkat bid is already a 6-level contract; this hand lacks the strength for 6♠, "
            "and its misère cards have a flaw: {cards} in a suit of fewer than five cards."
        ),
        "kbid_partner_opened": N_(
            "Partner has opened and the opponents are silent: your side already has the game and "
            "the four-card exchange, and the final contract is chosen after it."
        ),
        "kbid_keep_low": N_(
            "Your opening already told partner what it needs to: stay low and choose the contract "
            "after the exchange."
        ),
        "kbid_pass_over_opp": N_(
            "Pass: the opponents have opened, and you have neither the strength to compete in a "
            "suit nor the small cards for a misère pre-empt. Keep your hand to yourself."
        ),
        "kbid_invite_7m": N_(
            "Partner's 6 misère has been overbid and you have good misère cards: bid 7♥, the step "
            "just below 7 misère, to ask partner to bid 7 misère."
        ),
        "kbid_no_invite": N_(
            "Partner's 6 misère has been overbid, but without good misère cards of your own you "
            "should not push partner to 7 misère."
        ),
        "kbid_accept_7m": N_("Partner's 7♥ after your 6 misère asks you to bid 7 misère: bid it."),
        # --- why other calls are worse --------------------------------------------------------------
        "kbid_bid_spoils_passimisaari": N_(
            "Bidding gives up a passimisääri that suits your cards; bid only when fairly sure of "
            "making the contract."
        ),
        "kbid_6s_needs_strength": N_(
            "A suit opening in kotkat wants a very strong suit with a side ace, two good suits, a "
            "first-round suit with high honours beside it, seven honours including two aces, or a hand "
            "made only of high cards; this hand has none of these."
        ),
        "kbid_misere_needs_small": N_(
            "6 misère wants small cards: at least two twos, no ace, king or queen in a suit of fewer "
            "than five cards, and low cards to give partner."
        ),
        "kbid_misere_no_two": N_("6 misère wants at least two twos, and you hold none."),
        "kbid_misere_one_two": N_("6 misère wants at least two twos, and your only two is {card}."),
        "kbid_misere_short_high": N_(
            "6 misère wants an ace, king or queen only in a long suit of five or more cards, where it is "
            "safe; your {cards} lies in a shorter suit and would likely take a trick."
        ),
        "kbid_misere_short_highs": N_(
            "6 misère wants aces, kings and queens only in long suits of five or more cards, where they "
            "are safe; your {cards} lie in shorter suits and would likely take tricks."
        ),
        "kbid_misere_few_low": N_(
            "6 misère needs small cards to hand to partner in the exchange, and you hold too few cards "
            "of rank five or lower."
        ),
        "kbid_misere_natural_void": N_("Do not bid misère when you hold no {void} at all (a natural void)."),
        "kbid_pass_with_opening": N_(
            "Passing wastes a hand that is good enough to open, and if everyone passes you play a "
            "passimisääri instead."
        ),
        "kbid_no_misere_partner_bid": N_("Do not bid misère when partner has bid and the opponents pass."),
        "kbid_wrong_opening": N_("{bid} is not the opening this hand calls for; the advice names {best}."),
        "kbid_pass_misere_hand": N_(
            "Passing hides good misère cards: 6 misère gives your side the four-card exchange, while "
            "if everyone passes a passimisääri is played with a one-card exchange only."
        ),
        "kbid_pass_strength_over_opp": N_(
            "Passing leaves the game to the opponents although your hand has the strength of a kotkat "
            "opening: compete with {best}."
        ),
        "kbid_pass_ignores_invitation": N_(
            "Partner's 7♥ asks you for 7 misère; passing leaves your side in 7♥, a contract neither "
            "of you meant."
        ),
        "kbid_worse_seven": N_(
            "{bid} jumps to the 7 level: it promises every trick (in misère, none at all) before the "
            "exchange has shown what partner holds."
        ),
        "kbid_worse_grand": N_(
            "Grand is not a kotkat opening or competing bid: bid as low as you can, and choose grand "
            "after the exchange if the cards call for it."
        ),
        "kbid_worse_not_lowest": N_(
            "{bid} is higher than it needs to be: in kotkat you bid as low as you can ({best}) and "
            "choose the contract after the exchange."
        ),
        "kbid_worse_over_partner": N_(
            "Partner has opened and chooses the contract after the exchange; {bid} takes that choice "
            "away without an opening hand of your own."
        ),
        "kbid_worse_answer_invitation": N_("Partner's 7♥ asks for 7 misère, not for {bid}."),
        "kbid_pass_not_now": N_("Passing gives up {best}, the call this hand is for."),
        # --- continuation ---------------------------------------------------------------------------
        "kbid_cont_trump_strong": N_(
            "{suit} grew strong in the exchange ({length} cards, top cards {top}): bid it now at "
            "{bid}. Partner normally passes."
        ),
        "kbid_cont_trump_already": N_(
            "{suit} grew strong in the exchange and the bidding already stands at {bid}: pass."
        ),
        "kbid_cont_seven": N_(
            "If you can count all thirteen tricks you may bid the trump at the 7 level instead."
        ),
        "kbid_cont_seven_losers": N_(
            "{bid} needs all thirteen tricks, but your side suits hold cards that may lose a trick "
            "({cards}): the level is not raised rashly, {best} is enough."
        ),
        "kbid_cont_leaky_trump": N_(
            "{suit} is still leaky ({length} cards, {missing} missing): a leaky trump at the 6 level "
            "is almost always doubled."
        ),
        "kbid_cont_next_suit": N_(
            "{suit}, your intended trump, did not grow strong enough: bid the next suit, {bid}, and "
            "let partner pass if it suits them or go one step higher if it does not."
        ),
        "kbid_cont_seven_seen_losers": N_(
            "{bid} needs all thirteen tricks, but you can see cards that may lose one: {cards} (top "
            "trumps that neither you nor partner holds as far as you know, or side cards you cannot "
            "count as winners). The level is not raised rashly, {best} is enough."
        ),
        "kbid_cont_trump_counted": N_(
            "{suit} is now {length} cards long, and the only card you can see losing a trick is "
            "{cards}: a six-level contract lets your side lose one, so bid it now at {bid}. Partner "
            "normally passes."
        ),
        "kbid_cont_no_better_suit_seen": N_(
            "{suit}, your intended trump ({length} cards), did not grow strong enough for {bid}: you "
            "can see more tricks your side may lose than the level allows, {cards} (top trumps that "
            "neither you nor partner holds as far as you know, or side cards you cannot count as "
            "winners). No other suit is better, though: bid {bid} and listen to partner."
        ),
        "kbid_cont_other_suit_ok": N_(
            "{bid} is also defensible: you hold {length} cards of {suit}, and partner answers it like "
            "any search bid, passing if it suits them or going one step higher if it does not."
        ),
        "kbid_cont_step_option": N_(
            "{bid}, one step higher, is also defensible if you would rather search on: it tells "
            "partner that {suit} is not the trump you want."
        ),
        "kbid_cont_pass_option": N_(
            "Passing to accept {bid} also stays defensible: partner chose {suit} and may hold enough of "
            "it for the contract."
        ),
        "kbid_cont_misere_option": N_(
            "{bid} is also defensible: misère cards were shown, and the least bad contract may turn "
            "out to be misère."
        ),
        "kbid_cont_no_better_suit": N_(
            "{suit}, your intended trump, did not grow strong, but no other suit is better: bid it "
            "at {bid} and listen to partner."
        ),
        "kbid_cont_grand_option": N_(
            "6 grand is much harder to double than a leaky trump: the defenders cannot tell from "
            "which long suit your tricks will come."
        ),
        "kbid_cont_both_misere": N_(
            "Both of you have shown misère cards, and then misère is often the best game: bid {bid}."
        ),
        "kbid_cont_stay_misere": N_("You opened 6 misère and the exchange was made for it: stay in misère."),
        "kbid_cont_both_misere_pass": N_(
            "Both of you have shown misère cards and the bidding already stands at {bid}: pass."
        ),
        "kbid_cont_partner_trump": N_(
            "Partner bid {bid}, the trump their packet asked for: after that you normally pass."
        ),
        "kbid_cont_search_fits": N_("{suit} suits you ({holding}): pass to accept {bid}."),
        "kbid_cont_search_fits_given": N_(
            "You handed partner {cards}, which now strengthen partner's {suit}: the suit partner chose "
            "suits you, so pass to accept {bid}."
        ),
        "kbid_cont_search_raise": N_(
            "{suit} does not suit you ({holding}, and you handed partner fewer than two of it): bid "
            "one step higher, {bid}, to say so."
        ),
        "kbid_cont_accept": N_("Partner chose {bid}; unless your cards clearly argue against it, pass."),
        "kbid_cont_settled": N_(
            "Partner has passed and the bidding stands at {bid}: with nothing new to show, pass."
        ),
        "kbid_cont_pass_leaves_spades": N_(
            "Passing leaves {bid} as the contract, but your 6♠ opening did not mean spades as trump."
        ),
        "kbid_cont_pass_not_trump": N_(
            "Passing leaves {bid} as the contract, but {suit} was not your intended trump and it is "
            "not long in your hand."
        ),
        "kbid_cont_stay_in_suit": N_(
            "{suit}, your intended trump, did not grow strong enough, but {bid} already stands and "
            "{other} is long in your hand ({length} cards): pass, and partner bids one step higher "
            "if it does not suit them."
        ),
        "kbid_cont_no_seven_search": N_(
            "{bid} raises the bidding to the 7 level, where your side must take every trick (in "
            "misère, none): search without raising the level, not rashly high."
        ),
        "kbid_cont_void_suit": N_(
            "You hold no {suit}: bid on your own cards and on what the exchange confirmed, not on a "
            "trump that only partner might hold."
        ),
        "kbid_cont_short_suit": N_(
            "In {suit} you hold only {cards}: bid on your own cards and on what the exchange "
            "confirmed, not on a trump that rests on partner's cards."
        ),
        "kbid_cont_grand_void": N_(
            "You hold no {suit}: in grand the defenders could take their tricks there, and nothing "
            "you know says that partner stops them."
        ),
        "kbid_cont_grand_void_unsure": N_(
            "You hold no {suit}: in grand the defenders could take their tricks there. Handing partner "
            "{cards} does not make it safe: that would also need the higher cards ({missing}), and "
            "nothing you know says that partner holds them."
        ),
        "kbid_cont_grand_void_king": N_(
            "You hold no {suit}, but the {cards} you handed partner stops it once the {missing} has "
            "gone: {bid} can afford to lose that trick, no more."
        ),
        "kbid_cont_grand_not_now": N_(
            "{bid} needs sure tricks in every suit without a trump; your cards point to a trump game."
        ),
        "kbid_cont_misere_unshown": N_(
            "Neither of you showed misère cards, in the bidding or in the packets: misère has nothing "
            "to build on."
        ),
        "kbid_cont_misere_one_sided": N_(
            "Only one of you showed misère cards; misère is the natural choice when both have."
        ),
        "kbid_cont_other_suit": N_(
            "{bid} would make {suit} trump, though the exchange did not make it your best suit."
        ),
        "kbid_cont_pass_wastes_trump": N_(
            "Passing leaves {bid} as the contract although {suit} grew strong: bid it."
        ),
        "kbid_cont_pass_both_misere": N_(
            "Passing leaves {bid} as the contract although both of you showed misère cards."
        ),
        "kbid_cont_pass_not_now": N_("Passing leaves {bid} as the contract, while the advice is {best}."),
        "kbid_cont_not_this": N_("{action} does not fit what the exchange showed; the advice is {best}."),
        "kbid_cont_answer_only": N_(
            "After partner's {bid} the answer is a pass if the suit suits you, or the next step up "
            "if it does not; {action} is neither."
        ),
        "kbid_cont_step_not_search": N_(
            "{action} is the next step up, the answer to a bid made while searching for a trump, but "
            "partner's {bid} is no search bid: it is the contract partner chose, so you pass."
        ),
        "kbid_cont_reopen": N_(
            "Partner has accepted {bid}; bidding again without new cards to show reopens a search "
            "that is over."
        ),
    }
)


# --- small helpers ------------------------------------------------------------------------------------


def _r(key: str, section: str, **params: str | int) -> Reason:
    return Reason(key, section, params)


def _bids(legal: Iterable[Action]) -> list[Bid]:
    return [a for a in legal if isinstance(a, Bid)]


def _lowest(legal: Iterable[Action], form: Form, strains: Sequence[Strain] | None = None) -> Bid | None:
    """The lowest legal bid (of one of ``strains``, if given)."""
    bids = [b for b in _bids(legal) if strains is None or b.strain in strains]
    return min(bids, key=lambda b: b.key(form)) if bids else None


def _lowest_of_suit(legal: Iterable[Action], form: Form, suit: Suit) -> Bid | None:
    return _lowest(legal, form, (Strain.of_suit(suit),))


def _suit_names(suits: Iterable[Suit]) -> str:
    return " ".join(s.symbol for s in suits)


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _best_suit(h: HandEval, among: Iterable[Suit] = SUITS) -> Suit:
    """The longest suit, then the one with more honours, then the higher suit."""
    return max(among, key=lambda s: (h.length(s), h.holding(s).honours, s))


# --- hand measures --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """Why a hand is strong enough to open 6♠ (or 6♣/6♦), and the trump it aims at.

    ``kind`` is one of the four rows of the handbook's 6♠ entry:
    ``strong_suit``, ``two_suits``, ``honours``, ``ruinous``; or
    ``colour_honours``, the short paragraph's first-round colour with high
    honours elsewhere (*Yksinkertaistetut peliohjeet*), a judgement.
    """

    kind: str
    trump: Suit
    side: Suit | None


def opening_plan(h: HandEval) -> Plan | None:
    """The kind of 6♠ hand this is (*KOTKAT / Maalaukset*, the 6♠ row), or None.

    1. A very strong suit and a side ace (♣AKJ9873 and ♦A):
       :meth:`HandEval.very_strong_colour`.
    2. A first-round and a second-round suit (♣AKJ87 and ♦AQJ7).  DECISION:
       the first suit must be a first-round colour by the alkupelit measure
       (:meth:`HandEval.first_round_colour`, which includes the side ace or
       two high honours), the second an opener's second-round suit.
    3. Seven or more honours, at least two of them aces.
    4. A hand very bad for passimisääri, only high cards
       (:meth:`HandEval.passimisaari_ruinous`).
    5. *Yksinkertaistetut peliohjeet* (kotkat): a good long suit, at least a
       first-round colour, with a second good suit "tai muuten korkeat
       honöörit".  The main table lists no such row, and the sentence may
       also be read as naming row 3, so this kind is a judgement
       (:data:`JUDGEMENT_KINDS`).  DECISION (C25): a first-round colour with
       at least :data:`COLOUR_SIDE_HIGH` aces, kings and queens in the other
       suits, one more than the colour's own side strength at its least
       (an ace, or KQ), which is the alkupelit measure for eleven tricks,
       where kotkat promises twelve.

    DECISION: for kinds 3 and 4, which name no suit, the intended trump is
    the longest suit (then more honours, then the higher suit).
    """
    strong = [s for s in SUITS if h.very_strong_colour(s)]
    if strong:
        trump = _best_suit(h, strong)
        side_aces = [s for s in h.aces if s is not trump]
        return Plan("strong_suit", trump, side_aces[-1] if side_aces else None)
    pairs = [
        (s, t)
        for s in SUITS
        if h.first_round_colour(s)
        for t in SUITS
        if t is not s and h.second_round_suit(t, opener=True)
    ]
    if pairs:
        trump = _best_suit(h, {s for s, _ in pairs})
        side = _best_suit(h, [t for s, t in pairs if s is trump])
        return Plan("two_suits", trump, side)
    if h.honours >= 7 and len(h.aces) >= 2:
        return Plan("honours", _best_suit(h), None)
    if h.passimisaari_ruinous():
        return Plan("ruinous", _best_suit(h), None)
    coloured = [s for s in SUITS if h.first_round_colour(s) and side_high_honours(h, s) >= COLOUR_SIDE_HIGH]
    if coloured:
        return Plan("colour_honours", _best_suit(h, coloured), None)
    return None


#: The kinds of 6♠ hand whose bid is a judgement: pass stays acceptable (:func:`opening_plan`, kind 5).
JUDGEMENT_KINDS = frozenset({"colour_honours"})

#: How many aces, kings and queens outside a first-round colour make it a kotkat opening (C25).
COLOUR_SIDE_HIGH = 3


def side_high_honours(h: HandEval, suit: Suit) -> int:
    """The aces, kings and queens the hand holds outside ``suit``."""
    return sum(h.holding(s).high_honours for s in SUITS if s is not suit)


def suits_passimisaari(h: HandEval) -> bool:
    """The hand suits a passimisääri, so it passes unless fairly sure (*KOTKAT / Maalaukset*).

    *ALKUPELIT* (the good passimisääri hand: a short suit, a catching card, K or Qxx, in two suits,
    an ace in the long suit).  DECISION (C27, the reading C7 gives alkupelit): the two catching
    cards lie in suits without an ace, as in the handbook's example ♠3 ♣AK7542 ♦Q54 ♥K4; a king
    beside its own ace wins tricks rather than catching one when the player chooses.  So the
    opener of the handbook's puupää kotkat deal, A with ♥AK1095 ♦107 ♣75 ♠KQJ8, who bids 6♠
    (*Kolmen pelaajan skruuvi (puupää)*), holds no passimisääri hand: one catcher outside ♥A.
    """
    catchers = sum(1 for s in SUITS if h.holding(s).catching and not h.holding(s).has(Rank.ACE))
    return h.passimisaari_fit() and catchers >= 2


def fairly_sure(h: HandEval, plan: Plan | None) -> bool:
    """Sure enough of twelve tricks to bid although the cards also suit a passimisääri (*KOTKAT / Maalaukset*).

    DECISION: a very strong suit with a side ace, or a first- and a
    second-round suit that both hold the ace, with six or more honours.
    """
    if plan is None:
        return False
    if plan.kind == "strong_suit":
        return True
    return (
        plan.kind == "two_suits"
        and plan.side is not None
        and plan.trump in h.aces
        and plan.side in h.aces
        and h.honours >= 6
    )


def misere_opening_fit(h: HandEval) -> bool:
    """Cards for an opening 6 misère (*KOTKAT / Maalaukset*, the 6 misère row).

    Small cards, at least two twos, no natural void, and low cards to give
    partner.  DECISION: :meth:`HandEval.painted_misere_fit` (two twos, no
    void, no A/K/Q in a suit shorter than five) plus at least four cards of
    rank 5 or lower, so that there are small cards to pass on.
    """
    return h.painted_misere_fit() and h.low_cards(Rank.FIVE) >= 4


def misere_preempt_fit(h: HandEval) -> bool:
    """Cards for a 6-misère pre-empt after the opponents have opened (*KOTKAT / Maalaukset*).

    The kotkat chapter only says the hand need not be as strong as for the
    misère opening.  *Kehotus-, esto- ja kilpaileva maalaus* adds the limit:
    a pre-empt "ei voi tehdä olemattomilla korteilla" (if everyone passes, the
    pre-empter's side must play it), and with poor misère cards one should
    rather pass and keep the hand hidden.  The handbook's kotkat deal (*KOTKAT
    / Valttipelin korttien vaihdot*) has D pass over A's 6♠ with ♠Q62 ♣QJ42
    ♦J987 ♥42; its puupää kotkat deal (*Kolmen pelaajan skruuvi*) has C
    pre-empt 6 misère over 6♠ with ♠432 ♣K108632 ♦Q8 ♥63.

    DECISION (C29): the opening's firm conditions stay (at least two twos, no
    natural void, four or more cards of rank five or lower to give partner);
    only the high cards are relaxed, from none to at most one ace, king or
    queen in a suit shorter than five.  Both handbook hands come out as the
    handbook plays them (D: two such queens; C: one).
    """
    return not preempt_faults(h)


def preempt_faults(h: HandEval) -> tuple[Reason, ...]:
    """What keeps ``h`` from a 6-misère pre-empt (:func:`misere_preempt_fit`), one reason per fault."""
    out: list[Reason] = []
    if h.voids:
        out.append(_r("kbid_misere_natural_void", S_MAALAUKSET, void=_suit_names(h.voids)))
    twos = h.twos
    if not twos:
        out.append(_r("kbid_preempt_no_two", S_ESTO))
    elif len(twos) == 1:
        out.append(_r("kbid_preempt_one_two", S_ESTO, card=str(Card.of(twos[0], Rank.TWO))))
    high = _short_high_cards(h)
    if len(high) > 1:
        out.append(_r("kbid_preempt_high_cards", S_ESTO, cards=_cards_text(high)))
    if h.low_cards(Rank.FIVE) < 4:
        out.append(_r("kbid_preempt_few_low", S_MAALAUKSET))
    return tuple(out)


def _short_high_cards(h: HandEval) -> list[Card]:
    """The A, K and Q in suits shorter than five (:meth:`HandEval.dangerous_high_cards`), as cards."""
    return [
        c
        for s in SUITS
        if 0 < h.length(s) < 5
        for c in h.holding(s).cards
        if c.rank in (Rank.ACE, Rank.KING, Rank.QUEEN)
    ]


def keeps_spades(h: HandEval) -> bool:
    """The player would rather not hand over the spades (the 6♠ – then 6♣ case).

    The handbook's example: void in hearts and the only spades are ♠AK.
    DECISION: the spades are all honours and include the ace or the king.
    """
    sp = h.holding(Suit.SPADES)
    return sp.length > 0 and sp.small == 0 and (sp.has(Rank.ACE) or sp.has(Rank.KING))


def trump_strong(holding: SuitHolding) -> bool:
    """A trump suit that is no longer leaky after the exchange (*KOTKAT / Jatkomaalaukset*).

    DECISION: seven or more cards with A K Q, eight or more with A K, or nine
    or more with the ace.
    """
    n = holding.length
    a, k, q = holding.has(Rank.ACE), holding.has(Rank.KING), holding.has(Rank.QUEEN)
    return (n >= 7 and a and k and q) or (n >= 8 and a and k) or (n >= 9 and a)


def trump_losers(holding: SuitHolding, handed: Iterable[Card] = ()) -> tuple[Card, ...]:
    """The trump's ace, king and queen that, as far as the seat knows, neither it nor partner holds.

    *Jatkomaalaukset*: bids rest on one's own cards and on what the exchange confirmed ("omiin ja
    maalausten perusteella varmistettuihin kortteihin").  DECISION (C40c, issue 11, review rounds 5-6:
    gen.call.kotkat.9002, .9502): a top trump counts as the side's when the seat holds it or handed it
    to partner; every other one may take a trick from the side.  Lower trumps are not counted.
    """
    given = set(handed)
    return tuple(
        Card.of(holding.suit, r)
        for r in (Rank.ACE, Rank.KING, Rank.QUEEN)
        if not holding.has(r) and Card.of(holding.suit, r) not in given
    )


def seen_losers(h: HandEval, trump: Suit, view: SeatView) -> tuple[Card, ...]:
    """The tricks the seat can see its side losing with ``trump`` as trump: :func:`trump_losers` and
    :func:`side_losers`, a side suit whose ace the seat handed partner counting one card fewer.

    DECISION (C40c, issue 11): *KOTKAT / Jatkomaalaukset* asks whether the intended trump rose "kyllin
    vahvaksi" for the six or seven level, and *Jatkomaalaukset* warns against raising "uhkarohkeasti
    liian korkealle".  Six is twelve tricks of thirteen and seven all of them (*Maalaukset*:
    the number tells the tricks over six), so six lets the side lose one trick and seven none; the seat
    counts only what it sees (its hand after the exchange and the cards it handed partner).
    """
    handed = [c for e in view.given if e.recipient is view.seat.partner for c in e.cards]
    covered = [x for x in SUITS if Card.of(x, Rank.ACE) in handed]
    return (*trump_losers(h.holding(trump), handed), *side_losers(h, trump, covered))


def side_losers(h: HandEval, trump: Suit | None, covered: Iterable[Suit] = ()) -> tuple[Card, ...]:
    """The side-suit cards the hand cannot count as its own winners.

    *Jatkomaalaukset* (kotkat and alkupelit): bids rest on one's own cards and on what the bidding
    confirmed ("omiin ja maalausten perusteella varmistettuihin kortteihin"), and the level is not
    raised rashly ("uhkarohkeasti liian korkealle").  DECISION (C40b, issue 11, review 4
    gen.call.kotkat.8003, .8005, gen.call.alkupelit.8001): in each suit other than the trump, of
    its first three cards, those below the unbroken run from the ace (♣AK3: ♣3; ♦K832: ♦K83; a
    void: none); in a suit in ``covered`` (partner showed its ace) the highest such card is taken as
    covered.  *KOTKAT / Jatkomaalaukset* lets a trump that grew strong be bid "kuuden tai seitsemän
    tasolla" without a test between them: a level stays a judgement while the side suits hold at
    most one such card more than the level lets the side lose (partner may cover one): seven with
    at most one, the alkupelit raise to six with at most two.
    """
    out: list[Card] = []
    cover = set(covered)
    for x in SUITS:
        if x is trump:
            continue
        cards = h.holding(x).cards
        run = 0
        while run < len(cards) and cards[run].rank == Rank.ACE - run:
            run += 1
        lost = cards[run:3]
        out.extend(lost[1:] if x in cover else lost)
    return tuple(out)


def search_fits(holding: SuitHolding, given: int = 0) -> bool:
    """Whether a suit the other main player bids in the continuation suits this hand.

    DECISION: three or more cards, or two with the ace, king or queen, or at
    least two cards of the suit handed to the bidder in the exchange (they
    now strengthen the bidder's suit).
    """
    return holding.length >= 3 or (holding.length == 2 and holding.high_honours >= 1) or given >= 2


# --- the initial auction ----------------------------------------------------------------------------------


def _opening_bid(h: HandEval, plan: Plan) -> tuple[Bid, tuple[Reason, ...], tuple[Bid, ...]]:
    """The opening for a strong hand: 6♠, 6♣ (natural void) or 6♦ (no black cards); plus acceptable bids."""
    voids = h.voids
    six_s, six_c, six_d = Bid(6, Strain.SPADES), Bid(6, Strain.CLUBS), Bid(6, Strain.DIAMONDS)
    if Suit.SPADES in voids and Suit.CLUBS in voids:
        return six_d, (_r("kbid_6d_two_voids", S_MAALAUKSET),), ()
    if voids and plan.trump is not Suit.SPADES:
        void = _suit_names(voids)
        if keeps_spades(h):
            cards = _cards_text(h.holding(Suit.SPADES).cards)
            reasons = (
                _r("kbid_6s_then_6c", S_MAALAUKSET, void=void, cards=cards),
                _r("kbid_6c_also_fine", S_SIMPLE, void=void),
            )
            return six_s, reasons, (six_c,)
        return six_c, (_r("kbid_6c_natural_void", S_MAALAUKSET, void=void),), ()
    return six_s, (_plan_reason(h, plan),), ()


def _plan_reason(h: HandEval, plan: Plan) -> Reason:
    if plan.kind == "strong_suit":
        return _r("kbid_6s_strong_suit", S_MAALAUKSET, suit=plan.trump.symbol)
    if plan.kind == "two_suits":
        side = plan.side.symbol if plan.side is not None else ""
        return _r("kbid_6s_two_suits", S_MAALAUKSET, suit=plan.trump.symbol, side=side)
    if plan.kind == "honours":
        return _r("kbid_6s_honours", S_MAALAUKSET, honours=h.honours, aces=len(h.aces))
    if plan.kind == "colour_honours":
        return _r(
            "kbid_6s_colour_honours", S_RULES, suit=plan.trump.symbol, count=side_high_honours(h, plan.trump)
        )
    return _r("kbid_6s_ruinous", S_MAALAUKSET)


def _misere_worse(h: HandEval) -> tuple[Reason, ...]:
    """What keeps ``h`` from a 6-misère opening (:func:`misere_opening_fit`), one reason per fault.

    *KOTKAT / Maalaukset* (the 6 misère row: small cards, at least two twos, small cards to give
    partner, no natural void); *Passimisääri* (painted misère cards: an ace belongs in a long, safe
    suit, "mahdollisen ässän tulee olla pitkässä, turvassa maassa").  Review 3
    (gen.call.kotkat.7006): the old single reason spoke of "short suits" for a four-card ace suit.
    """
    out: list[Reason] = []
    if h.voids:
        out.append(_r("kbid_misere_natural_void", S_MAALAUKSET, void=_suit_names(h.voids)))
    twos = h.twos
    if not twos:
        out.append(_r("kbid_misere_no_two", S_MAALAUKSET))
    elif len(twos) == 1:
        out.append(_r("kbid_misere_one_two", S_MAALAUKSET, card=str(Card.of(twos[0], Rank.TWO))))
    high = _short_high_cards(h)
    if high:
        key = "kbid_misere_short_high" if len(high) == 1 else "kbid_misere_short_highs"
        out.append(_r(key, S_PASSI, cards=_cards_text(high)))
    if h.low_cards(Rank.FIVE) < 4:
        out.append(_r("kbid_misere_few_low", S_MAALAUKSET))
    return tuple(out) or (_r("kbid_misere_needs_small", S_MAALAUKSET),)


def _advice(
    recommended: Sequence[Action],
    reasons: Sequence[Reason],
    *,
    acceptable: Sequence[Action] = (),
    worse: Mapping[Action, tuple[Reason, ...]] | None = None,
    judgement: bool = False,
) -> Advice:
    return make_advice(TOPIC, recommended, reasons, acceptable=acceptable, worse=worse, judgement=judgement)


SIX_M = Bid(6, Strain.MISERE)
SIX_C = Bid(6, Strain.CLUBS)
SEVEN_H = Bid(7, Strain.HEARTS)
SEVEN_M = Bid(7, Strain.MISERE)


@dataclass(frozen=True)
class _Open:
    """Nobody has bid yet: what the opening rules (:data:`OPENING`) read."""

    point: DecisionPoint

    @cached_property
    def h(self) -> HandEval:
        return HandEval.of(self.point.view.hand)

    @cached_property
    def plan(self) -> Plan | None:
        return opening_plan(self.h)

    @cached_property
    def misere(self) -> bool:
        return misere_opening_fit(self.h)

    @cached_property
    def high(self) -> list[Card]:
        return _short_high_cards(self.h)


def _open_passimisaari(o: _Open) -> Advice:
    """The hand suits a passimisääri and is not fairly sure (C27)."""
    h, plan = o.h, o.plan
    # With an opening hand that is not "fairly sure" the pass is advised, but the bid is
    # left to judgement.
    spoil = (_r("kbid_bid_spoils_passimisaari", S_MAALAUKSET),)
    acceptable: list[Action] = []
    if plan is not None:
        acceptable.append(_opening_bid(h, plan)[0])
    if o.misere:
        acceptable.append(SIX_M)
    worse: dict[Action, tuple[Reason, ...]] = {b: spoil for b in _bids(o.point.legal)}
    return _advice(
        (PASS,),
        (_r("kbid_pass_passimisaari", S_MAALAUKSET),),
        acceptable=acceptable,
        worse=worse,
        judgement=bool(acceptable),
    )


def _open_plan(o: _Open) -> Advice:
    """A strong hand opens 6♠, 6♣ or 6♦ (:func:`_opening_bid`)."""
    h, plan = o.h, o.plan
    assert plan is not None
    worse: dict[Action, tuple[Reason, ...]] = {}
    bid, reasons, also = _opening_bid(h, plan)
    acceptable: list[Action] = list(also)
    if o.misere:
        acceptable.append(SIX_M)
    if plan.kind in JUDGEMENT_KINDS:
        acceptable.append(PASS)
    else:
        worse[PASS] = (_r("kbid_pass_with_opening", S_MAALAUKSET),)
    if not o.misere:
        worse[SIX_M] = _misere_worse(h)
    for b in _bids(o.point.legal):
        if b.strain.is_trump and b.level == bid.level and b not in (bid, *also):
            worse.setdefault(b, (_r("kbid_wrong_opening", S_MAALAUKSET, bid=str(b), best=str(bid)),))
    return _advice((bid,), reasons, acceptable=acceptable, worse=worse, judgement=bool(acceptable))


def _open_misere(o: _Open) -> Advice:
    h = o.h
    worse: dict[Action, tuple[Reason, ...]] = {}
    why = [_r("kbid_6m_small_cards", S_MAALAUKSET, twos=len(h.twos))]
    if len(h.twos) >= 3:
        why.append(_r("kbid_6m_three_twos", S_SIMPLE))
    for b in _bids(o.point.legal):
        if b.strain.is_trump and b.level == SIX_M.level:
            worse[b] = (_r("kbid_6s_needs_strength", S_MAALAUKSET),)
    worse[PASS] = (_r("kbid_pass_misere_hand", S_MAALAUKSET),)
    return _advice((SIX_M,), why, worse=worse)


def _no_opening_worse(o: _Open) -> dict[Action, tuple[Reason, ...]]:
    """The 6-level bids of a hand with no opening (the 7-level bids and grand get their own reasons,
    :func:`_default_worse`)."""
    worse: dict[Action, tuple[Reason, ...]] = {}
    for b in _bids(o.point.legal):
        if b.level == SIX_M.level and b.strain is not Strain.GRAND:
            worse[b] = (
                _misere_worse(o.h)
                if b.strain is Strain.MISERE
                else (_r("kbid_6s_needs_strength", S_MAALAUKSET),)
            )
    return worse


def _misere_doubtful(o: _Open) -> bool:
    return SIX_M in o.point.legal and len(o.high) == 1 and misere_preempt_fit(o.h)


def _open_misere_doubtful(o: _Open) -> Advice:
    # DECISION (C28a, review 3 gen.call.kotkat.7006): the 6 misère row asks for small cards, two
    # twos and small cards to give, and the contract allows one trick; *Passimisääri* wants an ace
    # only in a long, safe suit.  A hand that meets the row with a single ace, king or queen in a
    # suit of fewer than five cards (the pre-empt's limit, C29) is a judgement: pass advised,
    # 6 misère acceptable, each reason naming that card.
    worse = _no_opening_worse(o)
    cards = _cards_text(o.high)
    del worse[SIX_M]
    return _advice(
        (PASS,),
        (
            _r("kbid_pass_misere_doubtful", S_MAALAUKSET, cards=cards),
            _r("kbid_6m_one_high_card", S_MAALAUKSET, twos=len(o.h.twos), cards=cards),
        ),
        acceptable=(SIX_M,),
        worse=worse,
        judgement=True,
    )


def _open_pass(o: _Open) -> Advice:
    # DECISION: the handbook lists the *usual* openings; a hand outside them is a pass, but
    # the hand measures are approximations, so this is marked as a judgement.
    return _advice(
        (PASS,), (_r("kbid_pass_no_opening", S_MAALAUKSET),), worse=_no_opening_worse(o), judgement=True
    )


def _plan_voids(o: _Open) -> bool:
    """A strong hand with a natural void that does not want spades as trump (6♣, or 6♠ then 6♣)."""
    return o.plan is not None and bool(o.h.voids) and o.plan.trump is not Suit.SPADES


@dataclass(frozen=True)
class _Over:
    """The opponents have opened and our side has not bid: what :data:`OVER_OPPONENTS` reads."""

    point: DecisionPoint

    @cached_property
    def h(self) -> HandEval:
        return HandEval.of(self.point.view.hand)

    @cached_property
    def plan(self) -> Plan | None:
        plan = opening_plan(self.h)
        # DECISION: once an opponent has bid no passimisääri is possible, so a hand that is only
        # "ruinous for passimisääri" is no reason to compete.
        return None if plan is not None and plan.kind == "ruinous" else plan

    @cached_property
    def lowest_suit(self) -> Bid | None:
        return _lowest(
            self.point.legal, self.point.form, (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS)
        )

    @cached_property
    def faults(self) -> tuple[Reason, ...]:
        return preempt_faults(self.h)

    def worse(self) -> dict[Action, tuple[Reason, ...]]:
        worse: dict[Action, tuple[Reason, ...]] = {}
        if SIX_M in self.point.legal and self.faults:
            worse[SIX_M] = self.faults
        return worse


def _can_compete(o: _Over) -> bool:
    """6♠ strength, and the intended trump is the lowest possible suit or higher (the handbook's rule
    needs it; a hand whose trump is lower gets no advice)."""
    low = o.lowest_suit
    return o.plan is not None and low is not None and low.trump is not None and not o.plan.trump < low.trump


def _seven_not_sure(o: _Over) -> bool:
    return (
        _can_compete(o)
        and o.lowest_suit is not None
        and o.lowest_suit.level >= 7
        and not fairly_sure(o.h, o.plan)
    )


def _over_seven_pass(o: _Over) -> Advice:
    # DECISION (C35): the table's "lowest possible suit" at the 7 level promises every trick.
    # The handbook's puupää kotkat deal calls 7♠ over a 6-misère pre-empt a risk without extra
    # strength (*Kolmen pelaajan skruuvi*), and *Jatkomaalaukset* warns against rash heights:
    # a hand that is not fairly sure passes; the bid stays a judgement.
    assert o.lowest_suit is not None
    return _advice(
        (PASS,),
        (_r("kbid_level_seven_sure", S_MAALAUKSET),),
        acceptable=(o.lowest_suit,),
        worse=o.worse(),
        judgement=True,
    )


def _over_lowest_suit(o: _Over) -> Advice:
    lowest_suit, plan = o.lowest_suit, o.plan
    assert lowest_suit is not None and plan is not None
    worse = o.worse()
    reasons = [_r("kbid_lowest_suit_over_opp", S_SIMPLE, bid=str(lowest_suit), trump=plan.trump.symbol)]
    acceptable: list[Action] = []
    if lowest_suit.level >= 7:
        reasons.append(_r("kbid_level_seven_risk", S_MAALAUKSET))
        acceptable.append(PASS)
    elif plan.kind in JUDGEMENT_KINDS:
        acceptable.append(PASS)  # the strength of the judgement kind of 6♠ hand (C25)
    else:
        worse[PASS] = (_r("kbid_pass_strength_over_opp", S_MAALAUKSET, best=str(lowest_suit)),)
    return _advice((lowest_suit,), reasons, acceptable=acceptable, worse=worse, judgement=PASS in acceptable)


def _over_preempt(o: _Over) -> Advice:
    return _advice((SIX_M,), [_r("kbid_6m_preempt", S_MAALAUKSET)], acceptable=(PASS,), judgement=True)


def _over_pass(o: _Over) -> Advice:
    # DECISION (C29): a hand without the pre-empt's cards passes (*Kehotus-, esto- ja kilpaileva
    # maalaus*: not with nothing; keep poor misère cards hidden); not a judgement.
    return _advice((PASS,), (_r("kbid_pass_over_opp", S_ESTO),), worse=o.worse())


def _last_bid_by(auction: Sequence[tuple[Seat, object]], seat: Seat) -> tuple[int, Bid] | None:
    for i in range(len(auction) - 1, -1, -1):
        s, c = auction[i]
        if s is seat and isinstance(c, Bid):
            return i, c
    return None


def _opponent_bid_between(auction: Sequence[tuple[Seat, object]], me: Seat, start: int, end: int) -> bool:
    return any(isinstance(c, Bid) and s not in (me, me.partner) for s, c in auction[start + 1 : end])


@dataclass(frozen=True)
class _Auc:
    """A call of the initial auction: who has bid (what :data:`AUCTION` reads), and the trail."""

    point: DecisionPoint
    trail: Trail

    @cached_property
    def bidders(self) -> list[Seat]:
        return [s for s, c in self.point.view.auction if isinstance(c, Bid)]

    @cached_property
    def ours(self) -> list[Seat]:
        me = self.point.seat
        return [s for s in self.bidders if s in (me, me.partner)]

    @cached_property
    def theirs(self) -> list[Seat]:
        me = self.point.seat
        return [s for s in self.bidders if s not in (me, me.partner)]

    @cached_property
    def mine(self) -> tuple[int, Bid] | None:
        return _last_bid_by(self.point.view.auction, self.point.seat)

    @cached_property
    def partners(self) -> tuple[int, Bid] | None:
        return _last_bid_by(self.point.view.auction, self.point.seat.partner)


def _answers_invitation(a: _Auc) -> bool:
    """My 6M, then partner's 7♥ over an opponent's higher bid (6♠ – 6M – 6G – 7♥)."""
    mine, theirs = a.mine, a.partners
    return (
        mine is not None
        and theirs is not None
        and mine[1] == SIX_M
        and theirs[1] == SEVEN_H
        and theirs[0] > mine[0]
        and SEVEN_M in a.point.legal
        and _opponent_bid_between(a.point.view.auction, a.point.seat, mine[0], theirs[0])
    )


def _invitation_due(a: _Auc) -> bool:
    """Partner's 6M was overbid by an opponent, and I have not bid since."""
    mine, theirs = a.mine, a.partners
    return (
        theirs is not None
        and theirs[1] == SIX_M
        and (mine is None or mine[0] < theirs[0])
        and _opponent_bid_between(a.point.view.auction, a.point.seat, theirs[0], len(a.point.view.auction))
        and SEVEN_H in a.point.legal
    )


def _accept_7m(a: _Auc) -> Advice:
    return _advice(
        (SEVEN_M,),
        (_r("kbid_accept_7m", S_MAALAUKSET),),
        worse={PASS: (_r("kbid_pass_ignores_invitation", S_MAALAUKSET),)},
        judgement=True,
    )


def _invite_7m(a: _Auc) -> Advice:
    # DECISION: "good misère cards" for the invitation = HandEval.painted_misere_fit.
    acceptable: list[Action] = [PASS]
    if SEVEN_M in a.point.legal:
        acceptable.append(SEVEN_M)
    return _advice((SEVEN_H,), (_r("kbid_invite_7m", S_MAALAUKSET),), acceptable=acceptable, judgement=True)


def _no_invite(a: _Auc) -> Advice:
    return _advice(
        (PASS,),
        (_r("kbid_no_invite", S_MAALAUKSET),),
        worse={SEVEN_H: (_r("kbid_no_invite", S_MAALAUKSET),)},
        judgement=True,
    )


def _first_over_opponents(a: _Auc) -> bool:
    """The opponents have opened, our side has not bid, and this is my first call since their opening
    (for a player who called before it, that may be in round 2); later the handbook has nothing to add."""
    if not (a.theirs and not a.ours):
        return False
    me, auction = a.point.seat, a.point.view.auction
    first = next(i for i, (s, c) in enumerate(auction) if isinstance(c, Bid) and s not in (me, me.partner))
    return not any(s is me for s, _ in auction[first + 1 :])


def _partner_opened(a: _Auc) -> Advice:
    worse: dict[Action, tuple[Reason, ...]] = {}
    if SIX_M in a.point.legal:
        worse[SIX_M] = (_r("kbid_no_misere_partner_bid", S_MAALAUKSET),)
    # DECISION: taking over partner's opening before seeing the packet is defensible only with
    # an opening hand of one's own, and then at the 6 level; otherwise partner's exchange decides.
    own = opening_plan(HandEval.of(a.point.view.hand)) is not None
    acceptable = (
        [b for b in _bids(a.point.legal) if b.strain is not Strain.MISERE and b.level == 6] if own else []
    )
    return _advice(
        (PASS,),
        (_r("kbid_partner_opened", S_MAALAUKSET),),
        acceptable=acceptable,
        worse=worse,
        judgement=True,
    )


@dataclass(frozen=True)
class _Own:
    """I opened and nobody else has bid: what :data:`OWN_AGAIN` reads."""

    point: DecisionPoint

    @cached_property
    def h(self) -> HandEval:
        return HandEval.of(self.point.view.hand)

    @cached_property
    def void_6c_due(self) -> bool:
        """I opened 6♠ with a strong void hand that does not want spades (and 6♣ is legal)."""
        h = self.h
        plan = opening_plan(h)
        mine = [c for s, c in self.point.view.auction if s is self.point.seat and isinstance(c, Bid)]
        opened_spades = mine == [Bid(6, Strain.SPADES)]
        void_plan = (
            plan is not None
            and bool(h.voids)
            and plan.trump is not Suit.SPADES
            and not (Suit.SPADES in h.voids and Suit.CLUBS in h.voids)
        )
        return opened_spades and void_plan and SIX_C in self.point.legal


def _six_clubs_now(o: _Own) -> Advice:
    return _advice((SIX_C,), (_r("kbid_6c_second_round", S_MAALAUKSET),), acceptable=(PASS,))


def _void_stays_low(o: _Own) -> Advice:
    # DECISION: a void hand that opened 6♠ although spades could have been given may still
    # show the void now; staying low is equally fine.
    return _advice((PASS,), (_r("kbid_keep_low", S_SIMPLE),), acceptable=(SIX_C,), judgement=True)


def _keep_low(o: _Own) -> Advice:
    return _advice((PASS,), (_r("kbid_keep_low", S_SIMPLE),), judgement=True)


# --- continuation ---------------------------------------------------------------------------------------


def _exchange(exchanges: Sequence[Exchange], phase: Phase) -> Exchange | None:
    for e in exchanges:
        if e.phase is phase:
            return e
    return None


def _reading(e: Exchange | None) -> Reading | None:
    if e is None or len(e.cards) != 4:
        return None
    return decode(e.cards, Form.KOTKAT)


@dataclass(frozen=True)
class _Continuation:
    lifter: Seat
    i_am_lifter: bool
    lifter_packet: Reading | None
    return_packet: Reading | None
    highest: Bid
    highest_by: Seat
    calls: tuple[tuple[Seat, object], ...]

    @property
    def wish(self) -> Suit | None:
        """The lifter's first trump wish, read from the packet (*KOTKAT / Valttipelin korttien vaihdot*)."""
        if self.lifter_packet is not None and self.lifter_packet.wishes:
            return self.lifter_packet.wishes[0]
        return None


def _continuation_state(view: SeatView) -> _Continuation | None:
    lifter: Seat | None = None
    highest: Bid | None = None
    highest_by: Seat | None = None
    for s, c in (*view.auction, *view.continuation):
        if isinstance(c, Bid):
            highest, highest_by = c, s  # each bid beats the one before
    for s, c in view.auction:
        if isinstance(c, Bid):
            lifter = s
    if lifter is None or highest is None or highest_by is None:
        return None
    me = view.seat
    if me is lifter:
        lp = _reading(_exchange(view.given, Phase.PACKET))
        rp = _reading(_exchange(view.received, Phase.RETURN_PACKET))
    else:
        lp = _reading(_exchange(view.received, Phase.PACKET))
        rp = _reading(_exchange(view.given, Phase.RETURN_PACKET))
    return _Continuation(lifter, me is lifter, lp, rp, highest, highest_by, tuple(view.continuation))


def _showed_misere(view: SeatView, seat: Seat, packet: Reading | None) -> bool:
    """A player showed misère: a misère bid in the auction, or the misère sign in their packet."""
    bid_it = any(s is seat and isinstance(c, Bid) and c.strain is Strain.MISERE for s, c in view.auction)
    return bid_it or (packet is not None and packet.misere_ok is True)


def _top_text(holding: SuitHolding) -> str:
    tops = [c for c in holding.cards if c.rank >= Rank.QUEEN]
    return " ".join(c.rank.symbol for c in tops) or "-"


def _missing_text(holding: SuitHolding) -> str:
    miss = [Card.of(holding.suit, r) for r in (Rank.ACE, Rank.KING, Rank.QUEEN) if not holding.has(r)]
    return _cards_text(miss) or "-"


@dataclass(frozen=True)
class _Lift:
    """The lifter's first call in the continuation: what :data:`LIFTER` reads."""

    point: DecisionPoint
    c: _Continuation

    @cached_property
    def h(self) -> HandEval:
        return HandEval.of(self.point.view.hand)

    @cached_property
    def i_misere(self) -> bool:
        return _showed_misere(self.point.view, self.point.seat, self.c.lifter_packet)

    @cached_property
    def partner_misere(self) -> bool:
        return _showed_misere(self.point.view, self.point.seat.partner, self.c.return_packet)

    @cached_property
    def same_level(self) -> list[Bid]:
        # DECISION (C40): the continuation searches at the level the bidding stands at; a bid above it
        # is "not rashly high" only for a trump that grew strong (*KOTKAT / Jatkomaalaukset*: its trump
        # at 6 or 7; *Jatkomaalaukset*: the bidding must not be raised rashly).
        return [b for b in _bids(self.point.legal) if b.level == self.c.highest.level]

    @cached_property
    def trump(self) -> Suit:
        # DECISION: with no readable wish (e.g. a four-suit packet) the intended trump is the
        # longest suit now held.
        wish = self.c.wish
        return _best_suit(self.h) if wish is None else wish

    @cached_property
    def holding(self) -> SuitHolding:
        return self.h.holding(self.trump)

    @cached_property
    def t_bid(self) -> Bid | None:
        return _lowest_of_suit(self.point.legal, self.point.form, self.trump)

    @cached_property
    def seen(self) -> tuple[Card, ...]:
        return seen_losers(self.h, self.trump, self.point.view)

    @cached_property
    def grown(self) -> bool:
        # DECISION (C40c): the trump rose strong enough when it is strong by :func:`trump_strong`, or
        # the seat can see no more tricks its side may lose (:func:`seen_losers`) than the level allows:
        # one at six, none at seven.
        allowed = 7 - self.t_bid.level if self.t_bid is not None else 1
        return trump_strong(self.holding) or len(self.seen) <= allowed

    @cached_property
    def standing(self) -> Suit | None:
        """The suit of my own bid standing (e.g. my 6♠ opening), None when it is not mine."""
        c = self.c
        return c.highest.trump if c.highest_by is self.point.seat else None

    @cached_property
    def next_bid(self) -> Bid | None:
        """The lowest other suit of five or more cards at the level (:func:`_search`)."""
        candidates = [
            b
            for b in self.same_level
            if b.trump is not None and b.trump is not self.trump and self.h.length(b.trump) >= 5
        ]
        return min(candidates, key=lambda b: b.key(self.point.form)) if candidates else None

    def search(self) -> Advice | None:
        # DECISION: misère stays a judgement when partner showed it, or when the lifter's own cards are
        # real misère cards (those of a pre-empt, :func:`misere_preempt_fit`); a misère sign in the
        # lifter's own packet alone is not enough.
        misere_ok = self.partner_misere or (self.i_misere and misere_preempt_fit(self.h))
        shown = self.i_misere or self.partner_misere
        return _search(self.point, self.c, self.h, self.trump, self.same_level, misere_ok, shown, self.seen)


def _both_misere(x: _Lift) -> bool:
    return x.i_misere and x.partner_misere


def _both_misere_pass(x: _Lift) -> Advice:
    return _advice(
        (PASS,), (_r("kbid_cont_both_misere_pass", S_JATKO, bid=str(x.c.highest)),), judgement=True
    )


def _both_misere_bid(x: _Lift) -> Advice | None:
    m = _lowest(x.point.legal, x.point.form, (Strain.MISERE,))
    if m is None:
        return None
    return _advice(
        (m,),
        (_r("kbid_cont_both_misere", S_JATKO, bid=str(m)),),
        worse={PASS: (_r("kbid_cont_pass_both_misere", S_JATKO, bid=str(x.c.highest)),)},
        judgement=True,
    )


def _stay_misere(x: _Lift) -> Advice:
    # DECISION (C38): the lifter who opened 6 misère stays in it unless both sides of the
    # exchange argue otherwise; other bids at the same level stay acceptable (judgement).
    return _advice((PASS,), (_r("kbid_cont_stay_misere", S_JATKO),), acceptable=x.same_level, judgement=True)


def _trump_already(x: _Lift) -> Advice:
    reason = _r("kbid_cont_trump_already", S_JATKO, suit=x.trump.symbol, bid=str(x.c.highest))
    return _advice((PASS,), (reason,), judgement=True)


def _trump_grown(x: _Lift) -> Advice | None:
    """The intended trump grew strong enough: bid it (at 6 or 7, :func:`seen_losers`)."""
    t_bid, holding, seen, trump = x.t_bid, x.holding, x.seen, x.trump
    if t_bid is None:
        return None
    if trump_strong(holding) or not seen:
        first = _r(
            "kbid_cont_trump_strong",
            S_JATKO,
            suit=trump.symbol,
            length=holding.length,
            top=_top_text(holding),
            bid=str(t_bid),
        )
    else:
        first = _r(
            "kbid_cont_trump_counted",
            S_JATKO,
            suit=trump.symbol,
            length=holding.length,
            cards=format_hand(seen),
            bid=str(t_bid),
        )
    reasons = [first]
    acceptable: list[Action] = []
    seven = Bid(7, Strain.of_suit(trump))
    worse: dict[Action, tuple[Reason, ...]] = {
        PASS: (_r("kbid_cont_pass_wastes_trump", S_JATKO, bid=str(x.c.highest), suit=trump.symbol),)
    }
    if seven in x.point.legal and seven != t_bid:
        if not seen:
            acceptable.append(seven)
            reasons.append(_r("kbid_cont_seven", S_JATKO))
        else:
            # Review 4 (kotkat.8003, .8005) and issue 11: seven needs all thirteen tricks, so it is
            # not offered while the seat can see one it may lose (:func:`seen_losers`, C40c).
            trump_out = any(card.suit is trump for card in seen)
            key = "kbid_cont_seven_seen_losers" if trump_out else "kbid_cont_seven_losers"
            worse[seven] = (_r(key, S_JATKO, bid=str(seven), cards=format_hand(seen), best=str(t_bid)),)
    return _advice((t_bid,), reasons, acceptable=acceptable, worse=worse, judgement=True)


def unstopped_voids(h: HandEval, view: SeatView, shown: Iterable[Card] | None = None) -> tuple[Suit, ...]:
    """The suits the hand holds none of that no card handed to partner surely stops.

    DECISION (C40, C40e): in grand a void is safe only where partner is known to hold a card that
    surely stops the suit, which the player knows only of the cards it gave partner in the exchange
    (the kotkat lifter usually voids a suit by giving it to partner, *KOTKAT / Valttipelin korttien
    vaihdot*).  *Grandi (peli ilman valttia)* names such cards "ehdottoman pitäviä" (A, AK, AKQ): a
    card stops the suit for sure only when every higher card of it is known to be on the main pair's
    side (:func:`sure_stoppers`), so a king handed without the ace does not cover the void (review 10,
    gen.call.kotkat.10506: ♠K and ♦K handed, both suits still open to the defenders' aces).  A king
    handed into a suit partner has bid in the continuation still covers it: partner's own search suit
    holds the length the king joins (as review 6, gen.call.kotkat.9501).

    ``shown``: cards partner is known to hold from the bidding (the alkupelit aces).  In alkupelit the
    bidding describes aces (*Grandi*: "Maalaamalla on kuvattu ... mahdollisia ässiä"); a card shown
    stops its suit as a card handed does.  ``bidding_alkupelit`` passes the aces of partner's grand
    opening (C24f, ``_partner_grand_aces``); called for an alkupelit seat without ``shown`` (no such
    reading), it keeps the earlier reading (a void is covered by its ace or king handed to partner).
    """
    handed = {c for e in view.given if e.recipient is view.seat.partner for c in e.cards}
    if shown is None and view.form is Form.ALKUPELIT:
        return tuple(s for s in h.voids if not any(Card.of(s, r) in handed for r in (Rank.ACE, Rank.KING)))
    known = set(shown or ()) | handed | set(view.hand)
    stopped = {c.suit for c in sure_stoppers(view, shown or ())}
    # A card partner showed in the bidding stops its suit as surely as a card handed (C24f: the aces of
    # partner's grand opening).
    stopped |= {c.suit for c in shown or () if all(Card.of(c.suit, r) in known for r in Rank if r > c.rank)}
    partner = view.seat.partner
    searched = {c.trump for x, c in view.continuation if x is partner and isinstance(c, Bid) and c.trump}
    stopped |= {s for s in searched if Card.of(s, Rank.KING) in handed}
    return tuple(s for s in h.voids if s not in stopped)


def sure_stoppers(view: SeatView, shown: Iterable[Card] = ()) -> tuple[Card, ...]:
    """The cards the seat handed partner that surely take a trick in their suit: those whose every
    higher card of the suit the seat holds, handed partner or knows partner holds (``shown``) (*Grandi*:
    "ehdottoman pitäviä kortteja (A, AK, AKQ jne.)"; C40e)."""
    handed = {c for e in view.given if e.recipient is view.seat.partner for c in e.cards}
    known = handed | set(view.hand) | set(shown)
    return tuple(
        c
        for c in sorted(handed, key=lambda x: (SUITS.index(x.suit), -x.rank))
        if all(Card.of(c.suit, r) in known for r in Rank if r > c.rank)
    )


def kings_behind_voids(view: SeatView, voids: Iterable[Suit]) -> tuple[Card, ...]:
    """The kings handed to partner that stop a void of ``voids`` once its ace has gone: the king is the
    highest card of the suit handed, its ace is not known to be the pair's, and another card of the suit
    was handed beside it (a guarded king; a lone king falls under the ace).

    DECISION (C40f): *Grandi (peli ilman valttia)* asks that the defenders find no suit to run "korkeiden
    korttien pelaamisen jälkeen" and names sure stoppers (A, AK, AKQ).  A guarded king behind a void lets
    the defenders take the ace and no more, so it costs at most the one trick a grand at its level may
    lose: a 6 grand may lose one trick, a 7 grand none (:func:`grand_void_verdict`).  The handbook does
    not count losers this way; it is our reading of its two sentences and of the scoring.
    """
    handed = [c for e in view.given if e.recipient is view.seat.partner for c in e.cards]
    known = set(handed) | set(view.hand)
    out = []
    for s in voids:
        mine = [c for c in handed if c.suit is s]
        top = max(mine, key=lambda c: c.rank, default=None)
        if top is not None and top.rank is Rank.KING and len(mine) >= 2 and Card.of(s, Rank.ACE) not in known:
            out.append(top)
    return tuple(out)


def grand_void_verdict(view: SeatView, voids: Sequence[Suit], level: int) -> tuple[Card, ...] | None:
    """For a grand bid at ``level`` with ``voids`` not surely stopped (:func:`unstopped_voids`): the kings
    behind them, when each void has a guarded king handed behind it and their aces are no more tricks
    than the grand may lose (13 - 6 - level); None when the grand is not advised (C40e, C40f)."""
    kings = kings_behind_voids(view, voids)
    if len(kings) < len(voids) or len(kings) > 13 - 6 - level:
        return None
    return kings


def _grand_king_reason(kings: Sequence[Card], bid: Bid) -> Reason:
    """Why a grand with voids behind guarded kings stays acceptable (C40f, :func:`kings_behind_voids`)."""
    return _r(
        "kbid_cont_grand_void_king",
        S_JATKO,
        suit=_suit_names([k.suit for k in kings]),
        cards=_cards_text(kings),
        missing=_cards_text([Card.of(k.suit, Rank.ACE) for k in kings]),
        bid=str(bid),
    )


def _grand_void_reason(view: SeatView, voids: Sequence[Suit]) -> Reason:
    """Why grand is not advised with ``voids`` open (:func:`unstopped_voids`): when the seat handed partner
    its king or queen of such a suit, the reason names it and the higher cards it would need (review 10,
    gen.call.kotkat.10506: ♠K ♦K handed, ♠A ♦A unknown; C40e)."""
    handed = {c for e in view.given if e.recipient is view.seat.partner for c in e.cards}
    tops = [max((c for c in handed if c.suit is s), key=lambda c: c.rank, default=None) for s in voids]
    cards = [c for c in tops if c is not None and c.rank >= Rank.QUEEN]
    if not cards:
        return _r("kbid_cont_grand_void", S_JATKO, suit=_suit_names(voids))
    missing = [
        Card.of(c.suit, r) for c in cards for r in Rank if r > c.rank and Card.of(c.suit, r) not in handed
    ]
    return _r(
        "kbid_cont_grand_void_unsure",
        S_JATKO,
        suit=_suit_names(voids),
        cards=_cards_text(cards),
        missing=_cards_text(missing),
    )


def _search(
    point: DecisionPoint,
    c: _Continuation,
    h: HandEval,
    trump: Suit,
    same_level: list[Bid],
    misere_ok: bool,
    misere_shown: bool,
    seen: tuple[Card, ...] = (),
) -> Advice | None:
    """The intended trump stayed leaky: search for a better suit (*KOTKAT / Jatkomaalaukset*).

    DECISION (C40): "the next suit" is the lowest other suit of five or more cards that can be named
    without raising the level: the suit of the bid already standing (my own opening, e.g. 6♠ that
    did not mean spades) by passing, else the lowest such suit bid at that level.  Without one, the
    intended trump itself at that level.  Bids must rest on one's own cards and on what the
    exchange confirmed (*Jatkomaalaukset*), so a suit of two cards or fewer is not a search suit;
    three or four cards are a judgement (acceptable), as are 6 grand when every void of the hand is
    covered by a top card handed to partner (:func:`unstopped_voids`) or lies behind a guarded king
    whose ace the grand can afford to lose (:func:`grand_void_verdict`, C40f; grand is hard to double,
    the handbook says) and misère when ``misere_ok``.  The leaky intended
    trump is "not advised" once another suit was found (a leaky 6-level trump is nearly always
    doubled).

    DECISION (C40a): grand is never the advice.  *Grandi (peli ilman valttia)* says it may be the
    best game once the search for another trump has failed, and names what it needs (a long good
    suit in one hand, no suit the defenders can run), but gives no test for preferring it to the
    leaky trump; measured double dummy, grand made less often than the leaky trump where those
    conditions held.
    """
    form = point.form
    holding = h.holding(trump)
    strain = Strain.of_suit(trump)
    standing = c.highest.trump if c.highest_by is point.seat else None
    t_bid = next((b for b in same_level if b.strain is strain), None)
    leaky = (
        _r(
            "kbid_cont_leaky_trump",
            S_JATKO,
            suit=trump.symbol,
            length=holding.length,
            missing=_missing_text(holding),
        ),
    )
    candidates = [
        b for b in same_level if b.trump is not None and b.trump is not trump and h.length(b.trump) >= 5
    ]
    next_bid = min(candidates, key=lambda b: b.key(form)) if candidates else None
    worse: dict[Action, tuple[Reason, ...]] = {}
    acceptable: list[Action] = []
    reasons: list[Reason] = []
    recommended: Action
    if standing is not None and standing is not trump and h.length(standing) >= 5:
        recommended = PASS
        found: Suit | None = standing
        reasons.append(
            _r(
                "kbid_cont_stay_in_suit",
                S_JATKO,
                suit=trump.symbol,
                bid=str(c.highest),
                other=standing.symbol,
                length=h.length(standing),
            )
        )
    elif next_bid is not None and next_bid.trump is not None:
        recommended = next_bid
        found = next_bid.trump
        reasons.append(_r("kbid_cont_next_suit", S_JATKO, suit=trump.symbol, bid=str(next_bid)))
    elif t_bid is not None and c.highest.strain is not strain:
        recommended = t_bid
        found = None
        if seen:
            reasons.append(
                _r(
                    "kbid_cont_no_better_suit_seen",
                    S_JATKO,
                    suit=trump.symbol,
                    length=holding.length,
                    cards=format_hand(seen),
                    bid=str(t_bid),
                )
            )
        else:
            reasons.append(_r("kbid_cont_no_better_suit", S_JATKO, suit=trump.symbol, bid=str(t_bid)))
    else:
        return None
    # Staying in the leaky intended trump (bidding it, or passing when it is the bid standing) is what
    # the search is meant to avoid when another suit was found.
    t_call: Action | None = PASS if standing is trump else t_bid
    if found is not None and t_call is not None:
        worse[t_call] = leaky
    for b in same_level:
        if b.trump is not None and b.trump is not trump and b != recommended:
            n = h.length(b.trump)
            if n >= 3:
                acceptable.append(b)
                # Issue 11 (review 6, gen.call.kotkat.9502): an acceptable call gets a reason of its own.
                reasons.append(
                    _r("kbid_cont_other_suit_ok", S_JATKO, bid=str(b), length=n, suit=b.trump.symbol)
                )
            elif n == 0:
                worse[b] = (_r("kbid_cont_void_suit", S_CONT, suit=b.trump.symbol),)
            else:
                cards = _cards_text(h.holding(b.trump).cards)
                worse[b] = (_r("kbid_cont_short_suit", S_CONT, suit=b.trump.symbol, cards=cards),)
        elif b.strain is Strain.GRAND:
            open_voids = unstopped_voids(h, point.view)
            kings = grand_void_verdict(point.view, open_voids, b.level) if open_voids else ()
            if kings is None:
                worse[b] = (_grand_void_reason(point.view, open_voids),)
            else:
                acceptable.append(b)
                if kings:
                    reasons.append(_grand_king_reason(kings, b))
                if b.level == 6:  # the reason speaks of 6 grand
                    reasons.append(_r("kbid_cont_grand_option", S_JATKO))
        elif b.strain is Strain.MISERE:
            if misere_ok:
                acceptable.append(b)
                reasons.append(_r("kbid_cont_misere_option", S_JATKO, bid=str(b)))
            elif misere_shown:
                worse[b] = (_r("kbid_cont_misere_one_sided", S_JATKO),)
            else:
                worse[b] = (_r("kbid_cont_misere_unshown", S_JATKO),)
    if recommended is not PASS and standing is not None and standing is not trump:
        if standing is Suit.SPADES:
            worse[PASS] = (_r("kbid_cont_pass_leaves_spades", S_JATKO, bid=str(c.highest)),)
        else:
            worse[PASS] = (_r("kbid_cont_pass_not_trump", S_JATKO, bid=str(c.highest), suit=standing.symbol),)
    for b in _bids(point.legal):
        if b.level > c.highest.level and b not in worse:
            worse[b] = (_r("kbid_cont_no_seven_search", S_CONT, bid=str(b)),)
    acceptable = [a for a in acceptable if a not in worse]
    reasons = [r for r in reasons if r.params.get("bid") not in {str(w) for w in worse}]
    # Review 10 (gen.call.kotkat.10506): "6 grand is hard to double" is never told beside a grand the
    # advice rejects (C40e).
    if not any(isinstance(b, Bid) and b.strain is Strain.GRAND for b in acceptable):
        reasons = [r for r in reasons if r.key != "kbid_cont_grand_option"]
    return _advice((recommended,), reasons, acceptable=acceptable, worse=worse, judgement=True)


def _step_option(step: Bid, suit: Suit) -> Reason:
    """The reason of its own for the acceptable step up over partner's search bid (issue 11: an acceptable
    call is told why it is defensible; *KOTKAT / Jatkomaalaukset*: when the suit does not
    suit partner, he "korottaa" the bid one step)."""
    return _r("kbid_cont_step_option", S_JATKO, bid=str(step), suit=suit.symbol)


@dataclass(frozen=True)
class _Resp:
    """The other main player's last call was ``bid``: what :data:`RESPOND` reads (accept it or go one step
    higher)."""

    point: DecisionPoint
    c: _Continuation
    bid: Bid

    @cached_property
    def h(self) -> HandEval:
        return HandEval.of(self.point.view.hand)

    @cached_property
    def step(self) -> Bid | None:
        return _lowest(self.point.legal, self.point.form)

    @property
    def suit(self) -> Suit:
        assert self.bid.trump is not None
        return self.bid.trump

    @cached_property
    def holding(self) -> SuitHolding:
        return self.h.holding(self.suit)

    @cached_property
    def given(self) -> list[Card]:
        return [card for e in self.point.view.given for card in e.cards if card.suit is self.suit]

    @cached_property
    def held(self) -> str:
        return format_hand(self.holding.cards) if self.holding.length else f"{self.suit.symbol}–"


def _partner_chose(r: _Resp) -> bool:
    c = r.c
    return not c.i_am_lifter and r.bid.trump is c.wish and c.highest_by is c.lifter


def _accept_game(r: _Resp) -> Advice:
    return _advice((PASS,), (_r("kbid_cont_accept", S_JATKO, bid=str(r.bid)),), judgement=True)


def _accept_partner_trump(r: _Resp) -> Advice:
    return _advice((PASS,), (_r("kbid_cont_partner_trump", S_JATKO, bid=str(r.bid)),), judgement=True)


def _search_fits(r: _Resp) -> Advice:
    # Review 5 (gen.call.kotkat.9003): the ground is said, not a count: a lone ♥4 beside ♥K6 handed.
    reason = _r("kbid_cont_search_fits", S_JATKO, suit=r.suit.symbol, holding=r.held, bid=str(r.bid))
    if r.step is None:
        return _advice((PASS,), (reason,), judgement=True)
    return _advice((PASS,), (reason, _step_option(r.step, r.suit)), acceptable=(r.step,), judgement=True)


def _search_fits_given(r: _Resp) -> Advice:
    assert r.step is not None
    reason = _r(
        "kbid_cont_search_fits_given",
        S_JATKO,
        suit=r.suit.symbol,
        cards=format_hand(r.given),
        bid=str(r.bid),
    )
    return _advice((PASS,), (reason, _step_option(r.step, r.suit)), acceptable=(r.step,), judgement=True)


def _search_raise(r: _Resp) -> Advice:
    assert r.step is not None
    reason = _r("kbid_cont_search_raise", S_JATKO, suit=r.suit.symbol, holding=r.held, bid=str(r.step))
    # Issue 11 (gen.call.kotkat.10162): the acceptable pass is told why on its own.
    accept = _r("kbid_cont_pass_option", S_JATKO, bid=str(r.bid), suit=r.suit.symbol)
    return _advice((r.step,), (reason, accept), acceptable=(PASS,), judgement=True)


@dataclass(frozen=True)
class _Cont:
    """A continuation call: whose turn it is after which calls (what :data:`CONTINUATION` reads)."""

    point: DecisionPoint
    c: _Continuation
    trail: Trail

    @cached_property
    def other(self) -> list[object]:
        """The calls of the other players in the continuation."""
        return [call for s, call in self.c.calls if s is not self.point.seat]


def _answers_partner(x: _Cont) -> bool:
    """Partner's last bid stands: accept it or step up (:data:`RESPOND`)."""
    if not x.other:
        return False
    last = x.other[-1]
    return isinstance(last, Bid) and x.c.highest == last and x.c.highest_by is x.point.seat.partner


def _lifter_passed(x: _Cont) -> bool:
    c = x.c
    return (
        bool(x.other)
        and not c.i_am_lifter
        and c.calls == ((c.lifter, PASS),)
        and c.highest_by is c.lifter
        and c.highest.trump is not None
    )


def _last_bid(x: _Cont) -> Bid:
    last = x.other[-1]
    assert isinstance(last, Bid)
    return last


def _answer(x: _Cont, bid: Bid) -> Advice | None:
    result: Advice | None = _nested(RESPOND, _Resp(x.point, x.c, bid), x.trail)
    return result


def _settled(x: _Cont) -> Advice:
    return _advice((PASS,), (_r("kbid_cont_settled", S_JATKO, bid=str(x.c.highest)),), judgement=True)


# --- why the other calls are worse ---------------------------------------------------------------------


def _standing(view: SeatView) -> Bid | None:
    bids = [c for _, c in (*view.auction, *view.continuation) if isinstance(c, Bid)]
    return bids[-1] if bids else None


def _default_worse(point: DecisionPoint, action: Action, advice: Advice) -> tuple[Reason, ...]:
    """A reason of its own for a legal call the advice does not name (issue 11: every "not advised"
    call is told what is wrong with it), from what the call is and the hand holds."""
    view = point.view
    h = HandEval.of(view.hand)
    best = str(advice.recommended[0])
    standing = _standing(view)
    named = [a for a in (*advice.recommended, *advice.acceptable) if isinstance(a, Bid)]
    top_level = max((b.level for b in named), default=standing.level if standing is not None else 6)
    if point.phase is Phase.AUCTION:
        if not isinstance(action, Bid):
            return (_r("kbid_pass_not_now", S_MAALAUKSET, best=best),)
        if action.level > top_level:
            return (_r("kbid_worse_seven", S_MAALAUKSET, bid=str(action)),)
        if action.strain is Strain.MISERE:
            return _misere_worse(h)
        if action.strain is Strain.GRAND:
            return (_r("kbid_worse_grand", S_SIMPLE),)
        bidders = {s for s, c in view.auction if isinstance(c, Bid)}
        if bidders == {point.seat}:
            return (_r("kbid_keep_low", S_SIMPLE),)
        if point.seat.partner in bidders:
            return (_r("kbid_worse_over_partner", S_MAALAUKSET, bid=str(action)),)
        if Bid(7, Strain.HEARTS) in [c for _, c in view.auction]:
            return (_r("kbid_worse_answer_invitation", S_MAALAUKSET, bid=str(action)),)
        if opening_plan(h) is None:
            return (_r("kbid_6s_needs_strength", S_MAALAUKSET),)
        lowest = _lowest(
            point.legal, point.form, (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS)
        )
        return (_r("kbid_worse_not_lowest", S_SIMPLE, bid=str(action), best=str(lowest)),)
    bid = str(standing) if standing is not None else "-"
    if not isinstance(action, Bid):
        return (_r("kbid_cont_pass_not_now", S_JATKO, bid=bid, best=best),)
    if action.level > top_level:
        return (_r("kbid_cont_no_seven_search", S_CONT, bid=str(action)),)
    c = _continuation_state(view)
    shown = 0
    if c is not None:
        shown = _showed_misere(view, c.lifter, c.lifter_packet) + _showed_misere(
            view, c.lifter.partner, c.return_packet
        )
    if action.strain is Strain.MISERE and shown < 2:
        key = "kbid_cont_misere_one_sided" if shown else "kbid_cont_misere_unshown"
        return (_r(key, S_JATKO),)
    open_voids = unstopped_voids(h, view)
    # A void in the suit partner has bid in the continuation is not said to be unstopped: partner bid it
    # (often the trump partner's packet wished for), so "nothing you know says partner stops it" would be
    # false; the grand is then told as no answer to partner's bid (below).  *KOTKAT / Jatkomaalaukset*:
    # "Tähän partneri yleensä passaa"; review round 6, gen.call.kotkat.9501 (6G over partner's 6♦).
    partner_suits = {
        b.trump for s, b in view.continuation if s is point.seat.partner and isinstance(b, Bid) and b.trump
    }
    if (
        action.strain is Strain.GRAND
        and open_voids
        and not set(open_voids) <= partner_suits
        and grand_void_verdict(view, open_voids, action.level) is None
    ):
        return (_grand_void_reason(view, open_voids),)
    suit = action.trump
    if suit is not None and h.length(suit) == 0:
        return (_r("kbid_cont_void_suit", S_CONT, suit=suit.symbol),)
    if suit is not None and h.length(suit) <= 2:
        cards = _cards_text(h.holding(suit).cards)
        return (_r("kbid_cont_short_suit", S_CONT, suit=suit.symbol, cards=cards),)
    others_called = any(s is not point.seat for s, _ in view.continuation)
    if others_called and not any(s is point.seat for s, _ in view.continuation):
        if action == _lowest(point.legal, point.form):
            # The next step up is the answer to a search bid; a call the advice does not name here
            # answers a bid that was no search (review 2, gen.call.kotkat.6003: 6♦ over 6♣, the trump
            # partner's packet wished for).  *KOTKAT / Jatkomaalaukset*: "Tähän partneri yleensä passaa".
            return (_r("kbid_cont_step_not_search", S_JATKO, bid=bid, action=str(action)),)
        return (_r("kbid_cont_answer_only", S_JATKO, bid=bid, action=str(action)),)
    if others_called:
        return (_r("kbid_cont_reopen", S_JATKO, bid=bid),)
    if action.strain is Strain.GRAND:
        return (_r("kbid_cont_grand_not_now", S_JATKO, bid=str(action)),)
    if suit is not None:
        return (_r("kbid_cont_other_suit", S_JATKO, bid=str(action), suit=suit.symbol),)
    return (_r("kbid_cont_not_this", S_JATKO, action=str(action), best=best),)


def _complete(point: DecisionPoint, advice: Advice) -> Advice:
    """``advice`` with a reason for every legal call it leaves out (:func:`_default_worse`)."""
    named = {*advice.recommended, *advice.acceptable, *advice.worse}
    missing = [a for a in point.legal if a not in named]
    if not missing:
        return advice
    worse = dict(advice.worse)
    for a in missing:
        worse[a] = _default_worse(point, a, advice)
    return Advice(
        advice.topic, advice.recommended, advice.acceptable, advice.reasons, worse, advice.judgement
    )


# --- the rules ----------------------------------------------------------------------------------------
#
# Each convention of this module is a named :class:`~trainer.conventions.rulebook.Rule`.  :func:`advise`
# picks the decision by the phase: in the initial auction :data:`AUCTION` (the 7-misère invitation and
# its answer, then who has bid so far), whose dispatch rules run a nested set (:data:`OPENING`,
# :data:`OVER_OPPONENTS`, :data:`OWN_AGAIN`); in the continuation :data:`CONTINUATION`, whose dispatch
# rules run :data:`LIFTER` (the top bidder's first call after the exchange, with the search of
# :func:`_search`) or :data:`RESPOND` (the answer to the other main player's bid).  A nested set's rule
# decides (``Advice.rule``) and the dispatch rule becomes a note (:func:`_nested`).  The reasons for
# every call the advice does not name (:func:`_complete`) stay a finishing step after the deciding rule.

_K = "test_bidding_kotkat.py::"
_K6 = "test_bidding_kotkat_review6.py::"
_K10 = "test_bidding_kotkat_review10.py::"
_N = "test_rulebook_bidding_kotkat.py::"


def _rule(id: str, **kw: Any) -> Rule[Any, Any]:
    return rule(id, topic=TOPIC, module="bidding_kotkat", **kw)


def _nested(rs: RuleSet[Any, Any], ctx: Any, trail: Trail) -> Any:
    """Run a rule set nested in a dispatch rule (``first_or_none``): its rule decides and the dispatch
    rule becomes a note (as ``bidding_alkupelit._decide``)."""
    outer = trail.decided
    out = rs.first_or_none(ctx, trail)
    if outer is not None and trail.decided != outer:
        trail.notes.insert(0, outer)
    return out


# --- the opening (nobody has bid) ----------------------------------------------------------------------

O_PASSIMISAARI: Final = _rule(
    "C27.passimisaari",
    title=N_("A passimisääri hand passes"),
    sections=(S_MAALAUKSET, "Kolmen pelaajan skruuvi (puupää)"),
    condition="Nobody has bid, the hand suits a passimisääri (a short suit, two catching cards without their ace) and is not fairly sure of twelve tricks.",
    advice="Pass; an opening the hand has stays acceptable (a judgement), any other bid is told it spoils the passimisääri.",
    applies=(
        _K + "test_passimisaari_hand_passes",
        _K + "test_passimisaari_hand_with_two_suits_is_a_judgement",
    ),
    must_not=(_K + "test_passimisaari_hand_with_a_very_strong_suit_opens",),
    when=lambda o: suits_passimisaari(o.h) and not fairly_sure(o.h, o.plan),
    then=_open_passimisaari,
    code=("bidding_kotkat.suits_passimisaari", "bidding_kotkat.fairly_sure"),
    status="implemented (C27)",
)
O_6D: Final = _rule(
    "kotkat.open_6d",
    title=N_("6♦: no spades and no clubs"),
    sections=(S_MAALAUKSET,),
    condition="A hand strong enough for 6♠ holds neither spades nor clubs.",
    advice="Open 6♦.",
    applies=(_K + "test_6d_with_both_black_suits_void",),
    must_not=(_K + "test_6d_not_with_clubs_held",),
    when=lambda o: o.plan is not None and Suit.SPADES in o.h.voids and Suit.CLUBS in o.h.voids,
    then=_open_plan,
    code=("bidding_kotkat._opening_bid",),
)
O_6S_THEN_6C: Final = _rule(
    "C30.open_6s_keep_spades",
    title=N_("6♠ first, 6♣ next: keep the spades"),
    sections=(S_MAALAUKSET, S_SIMPLE),
    condition="A hand strong enough for 6♠ has a natural void, does not want spades as trump, and its spades are all honours with the ace or king.",
    advice="Open 6♠ and show the void with 6♣ in round 2; a direct 6♣ stays acceptable.",
    applies=(_K + "test_6s_then_6c_when_the_spades_should_stay",),
    must_not=(_K + "test_6c_with_a_natural_void_and_spades_not_wanted",),
    when=lambda o: _plan_voids(o) and keeps_spades(o.h),
    then=_open_plan,
    code=("bidding_kotkat.keeps_spades", "bidding_kotkat._opening_bid"),
    status="implemented (C30)",
)
O_6C: Final = _rule(
    "kotkat.open_6c",
    title=N_("6♣: a natural void"),
    sections=(S_MAALAUKSET,),
    condition="A hand strong enough for 6♠ has a natural void and does not want spades as trump.",
    advice="Open 6♣; the packet shows the void.",
    applies=(
        _K + "test_6c_with_a_natural_void_and_spades_not_wanted",
        _K + "test_6d_not_with_clubs_held",
    ),
    must_not=(_K + "test_6d_with_both_black_suits_void",),
    when=_plan_voids,
    then=_open_plan,
    code=("bidding_kotkat._opening_bid",),
)
O_6S_COLOUR: Final = _rule(
    "C25.colour_honours",
    title=N_("6♠: a first-round suit with high honours beside it"),
    sections=(S_RULES,),
    condition="The only kind of 6♠ hand is a first-round suit with three or more aces, kings and queens in the other suits (the short kotkat paragraph).",
    advice="Open 6♠, with the pass acceptable (a judgement).",
    applies=(_K + "test_first_round_colour_with_high_honours_opens_6s_as_a_judgement",),
    must_not=(_K + "test_first_round_colour_without_more_high_honours_passes",),
    when=lambda o: o.plan is not None and o.plan.kind in JUDGEMENT_KINDS,
    then=_open_plan,
    code=("bidding_kotkat.opening_plan", "bidding_kotkat.side_high_honours"),
    status="implemented (C25)",
)
O_6S: Final = _rule(
    "C25.open_6s",
    title=N_("6♠, the lowest bid, for a strong hand"),
    sections=(S_MAALAUKSET,),
    condition="A very strong suit and a side ace, a first- and a second-round suit, seven honours with two aces, or only high cards.",
    advice="Open 6♠; a pass is not advised; the trump is the strong suit (else the longest, C26).",
    applies=(
        _K + "test_the_four_kinds_of_6s_hand",
        _K + "test_handbook_puupaa_opener_opens_6s",
        _K + "test_6c_not_when_spades_are_the_wanted_trump",
    ),
    must_not=(
        _K + "test_no_6s_without_the_strength",
        _K + "test_6m_with_two_twos_only",
    ),
    when=lambda o: o.plan is not None,
    then=_open_plan,
    code=("bidding_kotkat.opening_plan", "bidding_kotkat._plan_reason"),
    status="implemented (C25, C26; §4.6)",
)
O_MISERE: Final = _rule(
    "C28.misere",
    title=N_("6 misère: small cards"),
    sections=(S_MAALAUKSET, S_SIMPLE),
    condition="Without a 6♠ hand: two twos or more, no natural void, no ace, king or queen in a suit shorter than five, four cards of rank five or lower.",
    advice="Open 6 misère; a pass is not advised.",
    applies=(
        _K + "test_6m_with_two_twos_only",
        _K + "test_clean_misere_cards_still_open_6m",
        _K + "test_6m_with_small_cards_and_three_twos",
    ),
    must_not=(
        _N + "test_void_hand_that_opened_6s_may_stay_low",
        _K + "test_no_misere_with_one_two",
    ),
    when=lambda o: o.misere,
    then=_open_misere,
    code=("bidding_kotkat.misere_opening_fit",),
    status="implemented (C28; §4.4)",
)
O_MISERE_DOUBTFUL: Final = _rule(
    "C28a.one_high_card",
    title=N_("6 misère with one high card in a short suit"),
    sections=(S_MAALAUKSET, S_PASSI),
    condition="The 6 misère row is met but for a single ace, king or queen in a suit of fewer than five cards.",
    advice="Pass, with 6 misère acceptable (a judgement); both reasons name that card.",
    applies=(
        _K + "test_handbook_puupaa_kotkat_pre_empt_applies",
        _K + "test_one_ace_in_a_four_card_suit_makes_6m_a_judgement",
    ),
    must_not=(_K + "test_clean_misere_cards_still_open_6m",),
    when=_misere_doubtful,
    then=_open_misere_doubtful,
    code=("bidding_kotkat.misere_preempt_fit", "bidding_kotkat._short_high_cards"),
    status="implemented (C28a)",
)
O_PASS: Final = _rule(
    "C33.no_opening",
    title=N_("No kotkat opening: pass"),
    sections=(S_MAALAUKSET,),
    condition="Otherwise: no 6♠ hand and no 6 misère cards.",
    advice="Pass (a judgement: the usual openings are only approximated); each 6-level bid is told what it lacks.",
    applies=(
        _K + "test_no_misere_with_one_two",
        _K + "test_no_6s_without_the_strength",
        _K + "test_no_misere_with_a_natural_void",
    ),
    must_not=(
        _N + "test_void_hand_that_opened_6s_may_stay_low",
        _K + "test_6m_with_two_twos_only",
    ),
    when=lambda o: True,
    then=_open_pass,
    code=("bidding_kotkat._misere_worse",),
    status="implemented (C33)",
)
OPENING: Final = RuleSet[_Open, Advice](
    "kotkat.opening",
    (O_PASSIMISAARI, O_6D, O_6S_THEN_6C, O_6C, O_6S_COLOUR, O_6S, O_MISERE, O_MISERE_DOUBTFUL, O_PASS),
)

# --- over the opponents' opening ------------------------------------------------------------------------

V_SEVEN: Final = _rule(
    "C35.seven_not_sure",
    title=N_("The lowest suit would be at the 7 level"),
    sections=(S_MAALAUKSET, "Kolmen pelaajan skruuvi (puupää)", S_CONT),
    condition="Over the opponents' opening with 6♠ strength, the lowest possible suit is at the 7 level and the hand is not fairly sure.",
    advice="Pass, with that bid acceptable (a judgement).",
    applies=(_K + "test_seven_level_competition_needs_a_sure_hand",),
    must_not=(_K + "test_lowest_possible_suit_over_an_opening",),
    when=_seven_not_sure,
    then=_over_seven_pass,
    code=("bidding_kotkat.fairly_sure",),
    status="implemented (C35)",
)
V_LOWEST: Final = _rule(
    "C34.lowest_suit",
    title=N_("Over their opening: the lowest possible suit"),
    sections=(S_SIMPLE, S_MAALAUKSET),
    condition="The opponents have opened, our side has not bid, and the hand has 6♠ strength (not only high cards) with the intended trump the lowest possible suit or higher.",
    advice="Bid the lowest possible suit; at the 7 level, or with the judgement kind of 6♠ hand, pass stays acceptable.",
    applies=(
        _K + "test_lowest_possible_suit_over_an_opening",
        _K + "test_seven_level_competition_needs_a_sure_hand",
        _K + "test_over_the_opening_from_a_seat_that_called_before_it",
    ),
    must_not=(
        _K + "test_ruinous_hand_does_not_compete",
        _K + "test_no_pre_empt_with_nothing",
    ),
    when=_can_compete,
    then=_over_lowest_suit,
    code=("bidding_kotkat.opening_plan",),
    status="implemented (C34, C35)",
)
V_PREEMPT: Final = _rule(
    "C29.preempt",
    title=N_("6 misère as a pre-empt"),
    sections=(S_MAALAUKSET, S_ESTO),
    condition="The opponents have opened, our side has not bid, no 6♠ strength, and the cards of a pre-empt (two twos, no natural void, small cards to give, at most one short high card).",
    advice="Bid 6 misère, with the pass acceptable (a judgement).",
    applies=(_K + "test_handbook_puupaa_kotkat_pre_empt_applies",),
    must_not=(
        _K + "test_no_pre_empt_with_nothing",
        _K + "test_handbook_cli_hand_d_passes",
    ),
    when=lambda o: o.plan is None and SIX_M in o.point.legal and not o.faults,
    then=_over_preempt,
    code=("bidding_kotkat.misere_preempt_fit", "bidding_kotkat.preempt_faults"),
    status="implemented (C29)",
)
V_PASS: Final = _rule(
    "C29.pass",
    title=N_("Over their opening with nothing to show: pass"),
    sections=(S_ESTO, S_MAALAUKSET),
    condition="The opponents have opened and the hand has neither 6♠ strength nor a pre-empt's misère cards.",
    advice="Pass; 6 misère is told each fault.",
    applies=(
        _K + "test_no_pre_empt_with_nothing",
        _K + "test_handbook_cli_hand_d_passes",
        _K + "test_ruinous_hand_does_not_compete",
    ),
    must_not=(
        _K + "test_lowest_possible_suit_over_an_opening",
        _K + "test_handbook_puupaa_kotkat_pre_empt_applies",
    ),
    when=lambda o: o.plan is None,
    then=_over_pass,
    code=("bidding_kotkat.preempt_faults",),
    status="implemented (C29)",
)
OVER_OPPONENTS: Final = RuleSet[_Over, Advice](
    "kotkat.over_opponents", (V_SEVEN, V_LOWEST, V_PREEMPT, V_PASS)
)

# --- I opened and nobody else has bid ----------------------------------------------------------------------

A_6C_NOW: Final = _rule(
    "C30.six_clubs_now",
    title=N_("6♣ in round 2 after your 6♠"),
    sections=(S_MAALAUKSET,),
    condition="I opened 6♠ with a natural void, do not want spades as trump and keep my spades (nobody else has bid).",
    advice="Bid 6♣, with the pass acceptable.",
    applies=(_K + "test_6s_then_6c_when_the_spades_should_stay",),
    must_not=(
        _N + "test_opener_without_a_void_just_stays_low",
        _N + "test_void_hand_that_opened_6s_may_stay_low",
    ),
    when=lambda o: o.void_6c_due and keeps_spades(o.h),
    then=_six_clubs_now,
    code=("bidding_kotkat.keeps_spades",),
    status="implemented (C30)",
)
A_VOID_LOW: Final = _rule(
    "C37.void_stays_low",
    title=N_("A void shown late: staying low is as good"),
    sections=(S_SIMPLE, S_MAALAUKSET),
    condition="I opened 6♠ with a natural void and no wish for spades, though my spades could have been given.",
    advice="Pass, with 6♣ acceptable (a judgement).",
    applies=(_N + "test_void_hand_that_opened_6s_may_stay_low",),
    must_not=(
        _N + "test_opener_without_a_void_just_stays_low",
        _K + "test_no_6c_in_round_two_without_a_void",
    ),
    when=lambda o: o.void_6c_due,
    then=_void_stays_low,
    status="implemented (C37)",
)
A_KEEP_LOW: Final = _rule(
    "kotkat.keep_low",
    title=N_("Your opening said it: stay low"),
    sections=(S_SIMPLE,),
    condition="I opened and nobody else has bid.",
    advice="Pass (a judgement), and choose the contract after the exchange.",
    applies=(
        _N + "test_opener_without_a_void_just_stays_low",
        _K + "test_no_6c_in_round_two_without_a_void",
    ),
    must_not=(
        _N + "test_void_hand_that_opened_6s_may_stay_low",
        _K + "test_6s_then_6c_when_the_spades_should_stay",
    ),
    when=lambda o: True,
    then=_keep_low,
)
OWN_AGAIN: Final = RuleSet[_Own, Advice]("kotkat.own_again", (A_6C_NOW, A_VOID_LOW, A_KEEP_LOW))

# --- the initial auction: the invitation, then who has bid ------------------------------------------------

I_ACCEPT: Final = _rule(
    "C36.accept_7m",
    title=N_("Partner's 7♥ invites your 7 misère"),
    sections=(S_MAALAUKSET,),
    condition="I bid 6 misère, an opponent overbid it, and partner then bid 7♥.",
    advice="Bid 7 misère; a pass is not advised.",
    applies=(_K + "test_answer_to_the_invitation",),
    must_not=(_K + "test_invitation_to_7_misere",),
    when=_answers_invitation,
    then=_accept_7m,
    status="implemented (C36)",
)
I_INVITE: Final = _rule(
    "C36.invite_7m",
    title=N_("Invite partner's 7 misère with 7♥"),
    sections=(S_MAALAUKSET,),
    condition="Partner's 6 misère was overbid by an opponent, I have not bid since, and I hold good misère cards.",
    advice="Bid 7♥, with pass and 7 misère acceptable (a judgement).",
    applies=(_K + "test_invitation_to_7_misere",),
    must_not=(_K + "test_no_invitation_without_good_misere_cards",),
    when=lambda a: _invitation_due(a) and HandEval.of(a.point.view.hand).painted_misere_fit(),
    then=_invite_7m,
    code=("hand.HandEval.painted_misere_fit",),
    status="implemented (C36)",
)
I_NO_INVITE: Final = _rule(
    "C36.no_invite",
    title=N_("No 7 misère invitation without misère cards"),
    sections=(S_MAALAUKSET,),
    condition="Partner's 6 misère was overbid, but I have no good misère cards.",
    advice="Pass; 7♥ is not advised.",
    applies=(_K + "test_no_invitation_without_good_misere_cards",),
    must_not=(_K + "test_invitation_to_7_misere",),
    when=_invitation_due,
    then=_no_invite,
    status="implemented (C36)",
)
D_OPENING: Final = _rule(
    "kotkat.nobody_bid",
    title=N_("Nobody has bid yet"),
    sections=(S_MAALAUKSET,),
    condition="Nobody has bid yet.",
    advice="Choose the opening by the rules of the opening set (kotkat.opening).",
    applies=(
        _N + "test_void_hand_that_opened_6s_may_stay_low",
        _K + "test_6m_with_two_twos_only",
        _K + "test_no_misere_with_one_two",
    ),
    must_not=(
        _N + "test_opener_without_a_void_just_stays_low",
        _K + "test_invitation_to_7_misere",
    ),
    when=lambda a: not a.bidders,
    then=lambda a: _nested(OPENING, _Open(a.point), a.trail),
)
D_OVER: Final = _rule(
    "kotkat.opponents_opened",
    title=N_("The opponents have opened"),
    sections=(S_MAALAUKSET,),
    condition="The opponents have opened, our side has not bid, and this is my first call since (later the handbook has nothing to add).",
    advice="Choose by the rules of the set over the opponents (kotkat.over_opponents).",
    applies=(
        _K + "test_no_pre_empt_with_nothing",
        _K + "test_handbook_cli_hand_d_passes",
        _K + "test_ruinous_hand_does_not_compete",
    ),
    must_not=(
        _N + "test_opener_without_a_void_just_stays_low",
        _N + "test_void_hand_that_opened_6s_may_stay_low",
    ),
    when=_first_over_opponents,
    then=lambda a: _nested(OVER_OPPONENTS, _Over(a.point), a.trail),
)
D_PARTNER: Final = _rule(
    "kotkat.partner_opened",
    title=N_("Partner has opened: let the exchange decide"),
    sections=(S_MAALAUKSET,),
    condition="Partner has opened, I have not bid and the opponents are silent.",
    advice="Pass (a judgement); a 6-level trump or grand bid is acceptable only with an opening hand of one's own; 6 misère is not advised.",
    applies=(
        _K + "test_handbook_kotkat_deal_d_passes_over_6s",
        _K + "test_no_misere_when_partner_has_bid_and_the_opponents_pass",
        _K + "test_taking_over_partners_opening_needs_an_opening_hand_and_stays_at_six",
    ),
    must_not=(
        _N + "test_opener_without_a_void_just_stays_low",
        _N + "test_void_hand_that_opened_6s_may_stay_low",
    ),
    when=lambda a: (
        bool(a.ours) and not a.theirs and a.point.seat.partner in a.ours and a.point.seat not in a.ours
    ),
    then=_partner_opened,
)
D_OWN: Final = _rule(
    "kotkat.own_opening",
    title=N_("You opened and nobody else has bid"),
    sections=(S_SIMPLE,),
    condition="I opened and nobody else has bid.",
    advice="Choose by the rules of the set for the opener's next call (kotkat.own_again).",
    applies=(
        _N + "test_opener_without_a_void_just_stays_low",
        _N + "test_void_hand_that_opened_6s_may_stay_low",
        _K + "test_no_6c_in_round_two_without_a_void",
    ),
    must_not=(
        _K + "test_6m_with_two_twos_only",
        _K + "test_no_misere_with_one_two",
    ),
    when=lambda a: bool(a.ours) and not a.theirs and set(a.ours) == {a.point.seat},
    then=lambda a: _nested(OWN_AGAIN, _Own(a.point), a.trail),
)
AUCTION: Final = RuleSet[_Auc, Advice | None](
    "kotkat.auction", (I_ACCEPT, I_INVITE, I_NO_INVITE, D_OPENING, D_OVER, D_PARTNER, D_OWN)
)

# --- the continuation: the top bidder's first call -----------------------------------------------------------

L_BOTH_PASS: Final = _rule(
    "C38.both_misere_stands",
    title=N_("Both showed misère, and misère stands"),
    sections=(S_JATKO,),
    condition="Both players of the main pair showed misère (a misère bid or the misère hint) and the bidding stands at misère.",
    advice="Pass (a judgement).",
    applies=(
        _N + "test_misere_opener_whose_partner_showed_misere_is_told_both_did",
        _K + "test_both_showed_misere_after_a_misere_opening",
    ),
    must_not=(
        _N + "test_misere_opener_stays_in_misere",
        _N + "test_trump_that_grew_and_already_stands_is_passed",
    ),
    when=lambda x: _both_misere(x) and x.c.highest.strain is Strain.MISERE,
    then=_both_misere_pass,
    code=("bidding_kotkat._showed_misere",),
    status="implemented (C38)",
)
L_BOTH: Final = _rule(
    "C38.both_misere",
    title=N_("Both showed misère: bid misère"),
    sections=(S_JATKO,),
    condition="Both players of the main pair showed misère and the bidding stands at another game.",
    advice="Bid the lowest misère (a judgement); the pass is not advised.",
    applies=(_K + "test_both_showed_misere_after_6s",),
    must_not=(_K + "test_no_misere_when_only_the_opener_showed_it",),
    when=_both_misere,
    then=_both_misere_bid,
    code=("bidding_kotkat._showed_misere",),
    status="implemented (C38)",
)
L_STAY_MISERE: Final = _rule(
    "C38.stay_misere",
    title=N_("Your 6 misère stays"),
    sections=(S_JATKO,),
    condition="I opened 6 misère and it stands, and partner did not show misère.",
    advice="Pass; bids at the same level stay acceptable (a judgement).",
    applies=(_N + "test_misere_opener_stays_in_misere",),
    must_not=(
        _N + "test_trump_that_grew_and_already_stands_is_passed",
        _N + "test_trump_that_did_not_grow_is_not_passed_as_standing",
    ),
    when=lambda x: x.c.highest.strain is Strain.MISERE and x.c.highest_by is x.point.seat,
    then=_stay_misere,
    status="implemented (C38)",
)
L_ALREADY: Final = _rule(
    "C31.trump_stands",
    title=N_("Your trump grew, and it already stands"),
    sections=(S_JATKO,),
    condition="The intended trump grew strong enough and the bid standing is in that suit.",
    advice="Pass.",
    applies=(_N + "test_trump_that_grew_and_already_stands_is_passed",),
    must_not=(
        _K + "test_handbook_deal_6s_played_as_6h",
        _N + "test_trump_that_did_not_grow_is_not_passed_as_standing",
    ),
    when=lambda x: x.grown and x.c.highest.strain is Strain.of_suit(x.trump),
    then=_trump_already,
    code=("bidding_kotkat.trump_strong", "bidding_kotkat.seen_losers"),
    status="implemented (C31, C40c)",
)
L_STRONG: Final = _rule(
    "C31.trump_strong",
    title=N_("Your trump grew strong: bid it"),
    sections=(S_JATKO,),
    condition="The intended trump is strong after the exchange (C31), or the seat sees no trick its side may lose.",
    advice="Bid it at the lowest level; seven acceptable only with no loser in sight; the pass is not advised.",
    applies=(
        _K + "test_handbook_deal_6s_played_as_6h",
        _K + "test_strong_trump_is_bid_not_searched",
        _K + "test_strong_trump_may_still_go_to_seven",
    ),
    must_not=(_K + "test_a_trump_with_one_loser_in_sight_is_bid_at_six",),
    when=lambda x: x.grown and (trump_strong(x.holding) or not x.seen),
    then=_trump_grown,
    code=("bidding_kotkat.trump_strong",),
    status="implemented (C31, C39, C40b)",
)
L_COUNTED: Final = _rule(
    "C40c.trump_counted",
    title=N_("Your trump grew: one loser at the six level"),
    sections=(S_JATKO, S_CONT),
    condition="The intended trump is not strong by count, but the seat sees only as many losers as the level allows (one at six).",
    advice="Bid it at six; seven is not advised, told the losers in sight.",
    applies=(_K + "test_a_trump_with_one_loser_in_sight_is_bid_at_six",),
    must_not=(_K + "test_strong_trump_is_bid_not_searched",),
    when=lambda x: x.grown,
    then=_trump_grown,
    code=("bidding_kotkat.seen_losers", "bidding_kotkat.trump_losers", "bidding_kotkat.side_losers"),
    status="implemented (C40c)",
)
L_STAY_SUIT: Final = _rule(
    "C40.stay_in_suit",
    title=N_("Your own bid stands in a long suit"),
    sections=(S_JATKO,),
    condition="The intended trump stayed leaky, and my own bid standing (e.g. a 6♠ opening) is in another suit of five or more cards.",
    advice="Pass (a judgement: partner steps up if it does not suit); the leaky trump is not advised.",
    applies=(
        _K + "test_opener_search_from_the_lead_drill_gen_lead_102",
        _K + "test_opener_keeps_6s_when_spades_grew_long_gen_call_2242",
    ),
    must_not=(_K + "test_search_bids_the_next_suit_when_the_standing_suit_is_short",),
    when=lambda x: x.standing is not None and x.standing is not x.trump and x.h.length(x.standing) >= 5,
    then=lambda x: x.search(),
    code=("bidding_kotkat._search",),
    status="implemented (C40)",
)
L_NEXT: Final = _rule(
    "C40.next_suit",
    title=N_("The trump stayed leaky: bid the next suit"),
    sections=(S_JATKO, S_CONT),
    condition="The intended trump stayed leaky and another suit of five or more cards can be bid at the level standing.",
    advice="Bid the lowest such suit (a judgement); other suits of three or more, grand with every void surely stopped by a card handed to partner (its ace, or a king with the ace) or behind a guarded king whose ace is no more tricks than the grand may lose (C40f), and misère shown by both stay acceptable.",
    applies=(
        _K + "test_leaky_trump_searches_the_next_suit_and_partner_raises",
        _K + "test_search_bids_the_next_suit_when_the_standing_suit_is_short",
        _K10 + "test_grand_with_voids_behind_handed_kings_is_not_advised_gen_call_kotkat_10506",
        _K10 + "test_grand_with_voids_behind_handed_aces_stays_acceptable",
        _K10 + "test_one_void_behind_a_guarded_king_leaves_6g_acceptable",
        _K10 + "test_a_void_behind_a_lone_king_is_still_open",
    ),
    must_not=(_K + "test_opener_keeps_6s_when_spades_grew_long_gen_call_2242",),
    when=lambda x: x.next_bid is not None,
    then=lambda x: x.search(),
    code=(
        "bidding_kotkat._search",
        "bidding_kotkat.unstopped_voids",
        "bidding_kotkat.sure_stoppers",
        "bidding_kotkat.grand_void_verdict",
    ),
    status="implemented (C32, C40, C40a, C40e, C40f)",
)
L_NO_BETTER: Final = _rule(
    "C40.no_better_suit",
    title=N_("No better suit: bid the intended trump"),
    sections=(S_JATKO, "Grandi (peli ilman valttia)"),
    condition="The intended trump stayed leaky, no other suit of five or more can be bid at the level, and the bid standing is in another game.",
    advice="Bid the intended trump at that level (a judgement); grand stays at most acceptable (C40a).",
    applies=(
        _K + "test_grand_stays_a_judgement_after_a_failed_search",
        _K + "test_no_grand_with_an_open_void_after_a_failed_search",
        _K + "test_search_after_a_seven_level_competition_stays_at_seven",
    ),
    must_not=(_K + "test_leaky_trump_searches_the_next_suit_and_partner_raises",),
    when=lambda x: (
        any(b.strain is Strain.of_suit(x.trump) for b in x.same_level)
        and x.c.highest.strain is not Strain.of_suit(x.trump)
    ),
    then=lambda x: x.search(),
    code=("bidding_kotkat._search",),
    status="implemented (C40, C40a)",
)
LIFTER: Final = RuleSet[_Lift, Advice | None](
    "kotkat.lifter",
    (L_BOTH_PASS, L_BOTH, L_STAY_MISERE, L_ALREADY, L_STRONG, L_COUNTED, L_STAY_SUIT, L_NEXT, L_NO_BETTER),
)

# --- the continuation: the answer to the other main player's bid -------------------------------------------

R_GAME: Final = _rule(
    "C32.accept_game",
    title=N_("Partner chose grand or misère"),
    sections=(S_JATKO,),
    condition="The other main player's bid standing is grand or misère.",
    advice="Pass (a judgement).",
    applies=(_K + "test_partner_accepts_misere",),
    must_not=(
        _K + "test_handbook_deal_6s_played_as_6h",
        _K + "test_partner_passes_a_search_suit_that_suits",
    ),
    when=lambda r: r.bid.trump is None,
    then=_accept_game,
)
R_PARTNER_TRUMP: Final = _rule(
    "C31.partner_trump",
    title=N_("Partner bid the trump their packet asked for"),
    sections=(S_JATKO,),
    condition="The lifter (partner) bid the trump their packet wished for.",
    advice="Pass (a judgement).",
    applies=(
        _K + "test_handbook_deal_6s_played_as_6h",
        _K + "test_a_bid_that_is_not_the_step_keeps_the_answer_only_reason",
        _K6 + "test_grand_over_partners_own_suit_is_not_said_unstopped",
    ),
    must_not=(
        _K + "test_partner_accepts_misere",
        _K + "test_partner_passes_a_search_suit_that_suits",
    ),
    when=_partner_chose,
    then=_accept_partner_trump,
    status="implemented (C31)",
)
R_FITS: Final = _rule(
    "C32.search_fits",
    title=N_("The searched suit suits you"),
    sections=(S_JATKO,),
    condition="Partner's search suit suits the hand: three or more cards, or two with the ace, king or queen (or no higher bid is legal).",
    advice="Pass, with the next step up acceptable (a judgement).",
    applies=(
        _K + "test_partner_passes_a_search_suit_that_suits",
        _K + "test_opener_search_from_the_lead_drill_gen_lead_102",
        _K + "test_search_answer_from_own_holding_names_the_holding",
    ),
    must_not=(
        _K + "test_partner_accepts_misere",
        _K + "test_handbook_deal_6s_played_as_6h",
    ),
    when=lambda r: search_fits(r.holding) or r.step is None,
    then=_search_fits,
    code=("bidding_kotkat.search_fits",),
    status="implemented (C32)",
)
R_FITS_GIVEN: Final = _rule(
    "C32.fits_given",
    title=N_("The cards you handed strengthen partner's suit"),
    sections=(S_JATKO,),
    condition="The hand is short in partner's search suit, but handed partner two or more of its cards.",
    advice="Pass, with the next step up acceptable (a judgement).",
    applies=(_K + "test_search_answer_names_the_cards_handed_to_partner",),
    must_not=(
        _K + "test_partner_accepts_misere",
        _K + "test_handbook_deal_6s_played_as_6h",
    ),
    when=lambda r: search_fits(r.holding, len(r.given)),
    then=_search_fits_given,
    code=("bidding_kotkat.search_fits",),
    status="implemented (C32)",
)
R_RAISE: Final = _rule(
    "C32.step_up",
    title=N_("The searched suit does not suit you: one step up"),
    sections=(S_JATKO,),
    condition="Otherwise: partner's search suit does not suit the hand.",
    advice="Bid one step higher, with the pass acceptable (a judgement).",
    applies=(_K + "test_leaky_trump_searches_the_next_suit_and_partner_raises",),
    must_not=(
        _K + "test_partner_accepts_misere",
        _K + "test_handbook_deal_6s_played_as_6h",
    ),
    when=lambda r: True,
    then=_search_raise,
    code=("bidding_kotkat.search_fits",),
    status="implemented (C32)",
)
RESPOND: Final = RuleSet[_Resp, Advice](
    "kotkat.respond", (R_GAME, R_PARTNER_TRUMP, R_FITS, R_FITS_GIVEN, R_RAISE)
)

# --- the continuation: whose call it is -----------------------------------------------------------------------

C_LIFTER: Final = _rule(
    "kotkat.lifter_first_call",
    title=N_("Your first call after the exchange"),
    sections=(S_JATKO,),
    condition="I made the highest bid of the auction (the lifter) and nobody has called in the continuation.",
    advice="Choose by the rules of the lifter's set (kotkat.lifter).",
    applies=(
        _N + "test_misere_opener_stays_in_misere",
        _N + "test_trump_that_grew_and_already_stands_is_passed",
        _N + "test_trump_that_did_not_grow_is_not_passed_as_standing",
    ),
    must_not=(
        _K + "test_partner_accepts_misere",
        _K + "test_partner_passes_a_search_suit_that_suits",
    ),
    when=lambda x: x.c.i_am_lifter and not x.c.calls,
    then=lambda x: _nested(LIFTER, _Lift(x.point, x.c), x.trail),
)
C_ANSWER: Final = _rule(
    "kotkat.answer_partner",
    title=N_("Partner's bid after the exchange"),
    sections=(S_JATKO,),
    condition="The other main player's bid in the continuation stands.",
    advice="Accept it or go one step higher, by the rules of the answer set (kotkat.respond).",
    applies=(
        _K + "test_partner_accepts_misere",
        _K + "test_handbook_deal_6s_played_as_6h",
        _K + "test_partner_passes_a_search_suit_that_suits",
    ),
    must_not=(
        _N + "test_misere_opener_stays_in_misere",
        _N + "test_trump_that_grew_and_already_stands_is_passed",
    ),
    when=_answers_partner,
    then=lambda x: _answer(x, _last_bid(x)),
)
C_LIFTER_PASS: Final = _rule(
    "C40.lifter_pass",
    title=N_("Partner passed over their own suit bid"),
    sections=(S_JATKO,),
    condition="The lifter's first continuation call was a pass over their own standing suit bid.",
    advice="Answer it as a search bid (kotkat.respond).",
    applies=(_K + "test_opener_search_from_the_lead_drill_gen_lead_102",),
    must_not=(
        _N + "test_misere_opener_stays_in_misere",
        _N + "test_trump_that_grew_and_already_stands_is_passed",
    ),
    when=_lifter_passed,
    then=lambda x: _answer(x, x.c.highest),
    status="implemented (C40)",
)
C_SETTLED: Final = _rule(
    "kotkat.settled",
    title=N_("The search is over"),
    sections=(S_JATKO,),
    condition="Another player has called in the continuation and no answer is due.",
    advice="Pass (a judgement).",
    applies=(_K + "test_handbook_deal_6s_played_as_6h",),
    must_not=(
        _N + "test_misere_opener_stays_in_misere",
        _N + "test_trump_that_grew_and_already_stands_is_passed",
    ),
    when=lambda x: bool(x.other),
    then=_settled,
)
CONTINUATION: Final = RuleSet[_Cont, Advice | None](
    "kotkat.continuation", (C_LIFTER, C_ANSWER, C_LIFTER_PASS, C_SETTLED)
)


# --- entry point ----------------------------------------------------------------------------------------


def advise(point: DecisionPoint) -> Advice | None:
    """Kotkat calls: the initial auction (*KOTKAT / Maalaukset*) and the continuation (*KOTKAT / Jatkomaalaukset*).

    None for other forms and phases, and where the handbook has nothing to
    say (e.g. competitive auctions after both sides have bid).  The decision is made by the rule sets
    :data:`AUCTION` and :data:`CONTINUATION` (see the comment above them); ``Advice.rules`` names the
    rules that fired, the deciding rule first.
    """
    if point.form is not Form.KOTKAT:
        return None
    trail = Trail()
    advice: Advice | None
    if point.phase is Phase.AUCTION:
        advice = AUCTION.first_or_none(_Auc(point, trail), trail)
    elif point.phase is Phase.CONTINUATION:
        c = _continuation_state(point.view)
        if c is None:
            return None
        advice = CONTINUATION.first_or_none(_Cont(point, c, trail), trail)
        if advice is not None:
            # DECISION (C40d, issue 11): a continuation call is a judgement only where the handbook
            # leaves a real choice, i.e. where another call stays acceptable beside the advice.
            advice = Advice(
                advice.topic,
                advice.recommended,
                advice.acceptable,
                advice.reasons,
                advice.worse,
                bool(advice.acceptable),
            )
    else:
        return None
    return None if advice is None else replace(_complete(point, advice), rules=trail.rules())
