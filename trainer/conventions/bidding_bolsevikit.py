"""Bolsevikit calls: the bolshevik round, the choice between several bidders, and the final call.

Handbook sections (paraphrased, never quoted):

* *BOLSEVIKIT*: each player must play the bolshevik once in the set; the
  player who would otherwise run out of deals must bid it whatever the cards
  (the engine then offers only 7M); a player who has played theirs only
  passes (the engine then offers only pass).
* *BOLSEVIKIT / Maalaukset*: when several bid, the first bidder chooses who
  plays; a bolshevik wants good misère cards and the chance to void at least
  one bad suit whatever the middle cards, and to shed the high cards of a
  short suit; the dictator (7 trump or 7 grand) is an emergency bid, after
  a forced bolshevik or hopeless middle cards, meant to lose less.
* *Loppumaalaus ja koputukset*: the final call, pass (7 misère) or a
  dictator; choose the game the defenders are least likely to double; a
  trump or grand may be easier to double than the misère.
* *BOLSEVIKIT / Pelitaktiikkaa*: a long suit without its two is very
  dangerous for the bolshevik player.
* *Bolsevikkien pistelasku* (docs/rules.md §13): a made bolshevik is worth 20
  against each defender, a made dictator 50; a pieti costs 15 for the first
  trick and 5 for each further one; the bolshevik's aces count by their
  trick's number as in misère, and a dictator has no ace points
  (*Loppumaalaus ja koputukset*), which the final call weighs (C47a).

The bolshevik's middle cards: the player who plays it turns the four middle
cards up for everyone, takes them and gives one card to each other player
(*BOLSEVIKIT*, *Korttien ylianto*), so the bid is made on twelve cards before
the middle is seen.  The bid test reads the handbook's words as: two twos, and
three gifts can give away every card likely to take a trick (the project's
rough count, C42), whatever the middle cards are; with a gift to spare the bid
is the advice, using all three gifts leaves the pass acceptable, one likely
trick left makes it close (pass advised, the bid acceptable), more fails
(C9, C45; :class:`BolshevikHand`).

The trick estimates behind the bid and the final-call advice are the
project's own rough measures (marked DECISION); the final call is therefore a
judgement.

Where the handbook is silent the advice stays plain (DECISION notes, mirrored
in ``docs/conventions.md`` §3): how the first bidder chooses between several
bidders, what a forced player does once someone else has bid in the round,
and when in the set to bid.  The set is read only from what the table knows
(who has played, who is forced): once no deal may be thrown in, a close hand
is advised to bid, with the pass still acceptable.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, Final

from trainer.bids import BOLSHEVIK, PASS, Bid, Form, Strain
from trainer.cards import Card, Rank, Suit, format_hand
from trainer.conventions.texts import NP_, register
from trainer.game import Action, Choice, Phase
from trainer.marker import N_

from .core import Advice, DecisionPoint, Reason, make_advice
from .hand import SUITS, HandEval, SuitHolding
from .rulebook import Rule, RuleSet, Trail, rule

TOPIC = "bidding_bolsevikit"

S_BOL = "BOLSEVIKIT"
S_MAALAUKSET = "BOLSEVIKIT / Maalaukset"
S_LOPPU = "Loppumaalaus ja koputukset"
S_TAKTIIKKA = "BOLSEVIKIT / Pelitaktiikkaa"
S_PISTEET = "Bolsevikkien pistelasku"

MADE_BOLSHEVIK = 20
MADE_DICTATOR = 50
FIRST_PIETI = 15
FURTHER_PIETI = 5

TEMPLATES = register(
    {
        "bol_forced": N_(
            "This is your last chance in the set to play your bolshevik, so you must bid it "
            "whatever your cards are."
        ),
        "bol_forced_dictator_later": N_(
            "Your misère cards are poor. After the middle cards and your three gifts you may still "
            "change the contract to a dictator (7 of a suit or 7 grand) if the misère looks hopeless: "
            "a forced bolshevik is what the dictator is mainly for."
        ),
        "bol_forced_free": N_(
            "Someone has already bid the bolshevik this round, so you are not forced to bid now: judge "
            "your cards as usual."
        ),
        "bol_already_played": N_("You have already played your bolshevik in this set, so you may only pass."),
        "bol_fit_clean": NP_(
            "Bid the bolshevik: you have good misère cards ({twos} two), and none of your cards is "
            "likely to take a trick.",
            "Bid the bolshevik: you have good misère cards ({twos} twos), and none of your cards is "
            "likely to take a trick.",
            "twos",
        ),
        "bol_fit_spare": NP_(
            "Bid the bolshevik: you have good misère cards ({twos} two). Your gifts can give away all "
            "that is likely to take a trick ({cards}) and still leave one gift for whatever the middle "
            "cards bring.",
            "Bid the bolshevik: you have good misère cards ({twos} twos). Your gifts can give away all "
            "that is likely to take a trick ({cards}) and still leave one gift for whatever the middle "
            "cards bring.",
            "twos",
        ),
        "bol_fit_gifts": NP_(
            "Bid the bolshevik: you have good misère cards ({twos} two), and your three gifts can give "
            "away all that is likely to take a trick ({cards}), whatever the middle cards are. That takes "
            "all three gifts, though, and anything bad among the middle cards would stay: passing is also "
            "reasonable.",
            "Bid the bolshevik: you have good misère cards ({twos} twos), and your three gifts can give "
            "away all that is likely to take a trick ({cards}), whatever the middle cards are. That takes "
            "all three gifts, though, and anything bad among the middle cards would stay: passing is also "
            "reasonable.",
            "twos",
        ),
        "bol_gifts_void": N_(
            "Your gifts can also void {suit} ({holding}), as the handbook prefers, unless the middle "
            "cards add to it."
        ),
        "bol_no_spare": N_(
            "Clearing {cards} takes all three of your gifts, so anything bad among the middle cards "
            "would stay in your hand."
        ),
        "bol_criterion": N_(
            "A bolshevik wants good misère cards and the chance to void at least one bad suit whatever "
            "the middle cards are, shedding the high cards of a short suit. These cards fall short of "
            "that, so pass."
        ),
        "bol_no_two": N_(
            "You hold no two. The twos are a misère player's safest cards, and the defenders attack "
            "the bolshevik in the suits whose two they hold."
        ),
        "bol_one_two": N_(
            "You hold only one two ({card}); in the other suits a defender holds the two and can "
            "attack you there."
        ),
        "bol_tricks_left": N_(
            "Likely to take a trick: {cards}. Three gifts cannot take all of that away: even the best "
            "three would leave {left}."
        ),
        "bol_long_suit_danger": N_(
            "{holding} is a long suit without its two, which has proved very dangerous for the "
            "bolshevik player: once the defenders have run out of the suit, you may have to take many "
            "tricks in it at the end."
        ),
        "bol_close_acceptable": N_(
            "Bidding is also defensible: the hand falls only a little short of the test, and each "
            "player must play one bolshevik in the set."
        ),
        "bol_close_late": N_(
            "These cards fall only a little short of the handbook's test, so bidding now is reasonable; "
            "passing and playing yours in a later deal is too."
        ),
        "bol_set_later": N_(
            "No deal of this set may be thrown in any more, and you have not played your bolshevik: "
            "if you pass, you will have to play it in one of the deals left, with whatever cards you "
            "get then."
        ),
        "bol_pass_good_cards": N_(
            "Your cards meet the handbook's test with a gift to spare, and hands this good are rare: "
            "you must play one bolshevik in the set, and this is the hand to do it with."
        ),
        "bol_long_suit_no_two": N_(
            "Careful: a long suit without its two ({suit}) has proved very dangerous for the "
            "bolshevik player, so passing is also reasonable."
        ),
        "bol_unfit_bid": N_(
            "Falling short of the test is costly: a bolshevik that takes even one trick gives every "
            "defender at least 15."
        ),
        "bol_choice_last": N_("You are the last bidder left, so you must play the bolshevik."),
        "bol_choice_play": N_(
            "The first bidder chooses who plays; your cards suit the bolshevik, so play it yourself."
        ),
        "bol_choice_yield": N_(
            "The first bidder chooses who plays; your cards are weak for the bolshevik, so you may "
            "leave it to the next bidder."
        ),
        "bol_final_stay": NP_(
            "Stay in the bolshevik (pass): your hand shows about {tricks} likely trick in misère, "
            "and the dictator is meant only for hopeless cards.",
            "Stay in the bolshevik (pass): your hand shows about {tricks} likely tricks in misère, "
            "and the dictator is meant only for hopeless cards.",
            "tricks",
        ),
        "bol_long_suits_danger": N_(
            "{holding} are long suits without their twos, which have proved very dangerous for the "
            "bolshevik player: once the defenders have run out of such a suit, you may have to take many "
            "tricks in it at the end."
        ),
        "bol_final_stay_forced": NP_(
            "Stay in the bolshevik (pass): your hand shows about {tricks} likely trick in misère. You were "
            "forced to bid this bolshevik, one of the cases the dictator is meant for, but with cards this "
            "good the misère should cost less than any dictator.",
            "Stay in the bolshevik (pass): your hand shows about {tricks} likely tricks in misère. You were "
            "forced to bid this bolshevik, one of the cases the dictator is meant for, but with cards this "
            "good the misère should cost less than any dictator.",
            "tricks",
        ),
        "bol_dictator_emergency_forced": N_(
            "Even for a forced bolshevik the dictator is an emergency bid, for a misère that looks bad; yours "
            "does not, and a made dictator is a great rarity."
        ),
        "bol_final_hopeless_stay": NP_(
            "Your misère looks bad (about {tricks} likely trick, roughly {misere_cost} to each "
            "defender), but no dictator looks cheaper: stay in the bolshevik.",
            "Your misère looks bad (about {tricks} likely tricks, roughly {misere_cost} to each "
            "defender), but no dictator looks cheaper: stay in the bolshevik.",
            "tricks",
        ),
        "bol_final_close_stay": NP_(
            "Your misère looks bad (about {tricks} likely trick, roughly {misere_cost} to each "
            "defender), and no dictator looks clearly cheaper: the estimates are rough and a dictator "
            "is seldom the call, so stay in the bolshevik.",
            "Your misère looks bad (about {tricks} likely tricks, roughly {misere_cost} to each "
            "defender), and no dictator looks clearly cheaper: the estimates are rough and a dictator "
            "is seldom the call, so stay in the bolshevik.",
            "tricks",
        ),
        "bol_dictator_loses_less": NP_(
            "Your misère looks hopeless (about {tricks} likely trick, roughly {misere_cost} to each "
            "defender), while {bid} should fall short by about {short} pieti (roughly {dictator_cost}): "
            "the dictator loses less.",
            "Your misère looks hopeless (about {tricks} likely tricks, roughly {misere_cost} to each "
            "defender), while {bid} should fall short by about {short} pieti (roughly {dictator_cost}): "
            "the dictator loses less.",
            "tricks",
        ),
        "bol_dictator_scoring": N_(
            "A pieti costs 15 for the first missing trick and 5 for each further one, in the "
            "bolshevik and in the dictator alike; a made dictator wins 50."
        ),
        "bol_dictator_double_risk": N_(
            "Pick the dictator the defenders are least likely to double, and remember that a trump "
            "or grand may be easier to double than the misère."
        ),
        "bol_dictator_emergency": N_(
            "The dictator is an emergency bid for hopeless misère cards; yours are not hopeless, and "
            "a made dictator is a great rarity."
        ),
        "bol_dictator_worse": N_(
            "{bid} should fall short by about {short} pieti (roughly {dictator_cost} to each defender), "
            "which costs more than your best dictator, {best} (roughly {best_cost})."
        ),
        "bol_dictator_worse_than_misere": N_(
            "{bid} should fall short by about {short} pieti (roughly {dictator_cost} to each defender), "
            "which costs clearly more than staying in the bolshevik (roughly {misere_cost})."
        ),
        "bol_dictator_close": N_(
            "{bid} is also reasonable: it should fall short by about {short} pieti (roughly "
            "{dictator_cost} to each defender), close to what staying in the bolshevik should cost "
            "(roughly {misere_cost})."
        ),
        "bol_dictator_worse_doubled": N_(
            "{bid} should fall short by about {short} pieti: roughly {dictator_cost} to each defender, "
            "close to the bolshevik's {misere_cost}, but a double doubles every pieti point and never "
            "the misère's ace points, so doubled it would cost roughly {dictator_doubled} against the "
            "bolshevik's {misere_doubled}; and a dictator may be the easier game to double."
        ),
        "bol_misere_aces": N_(
            "The bolshevik's estimate includes the ace points ({aces}): in the misère every ace that "
            "falls into your trick costs its trick number, and the defenders can drop theirs into the "
            "tricks you have to take. A trump or grand dictator has no ace points."
        ),
        "bol_final_forced": N_(
            "You were forced to bid this bolshevik: that, and hopeless middle cards, are the cases "
            "the dictator is meant for."
        ),
    }
)


def _r(key: str, section: str, **params: str | int) -> Reason:
    return Reason(key, section, params)


def _advice(
    recommended: Sequence[Action],
    reasons: Sequence[Reason],
    *,
    acceptable: Sequence[Action] = (),
    worse: Mapping[Action, tuple[Reason, ...]] | None = None,
    judgement: bool = False,
) -> Advice:
    return make_advice(TOPIC, recommended, reasons, acceptable=acceptable, worse=worse, judgement=judgement)


# --- hand measures ----------------------------------------------------------------------------------------


def long_suits_without_two(h: HandEval) -> tuple[Suit, ...]:
    """Suits of five or more cards without their two (*BOLSEVIKIT / Pelitaktiikkaa*: very dangerous)."""
    return tuple(s for s in SUITS if h.length(s) >= 5 and not h.holding(s).has(Rank.TWO))


def risky_cards(h: HandEval) -> tuple[Card, ...]:
    """Cards likely to take a trick in a misère played alone against three (C42).

    :meth:`HandEval.likely_misere_tricks`, the one measure behind the bid (C9) and the final call (C47).
    """
    return h.likely_misere_tricks()


def _top_sequence(holding: SuitHolding) -> int:
    """How many cards from the ace down the player holds without a gap (A=1, AK=2, AKQ=3 ...)."""
    n = 0
    for r in range(Rank.ACE, Rank.TWO - 1, -1):
        if holding.has(Rank(r)):
            n += 1
        else:
            break
    return n


def dictator_losers(h: HandEval, strain: Strain) -> int:
    """Estimated tricks a 7-level dictator in ``strain`` falls short (0 = all thirteen).

    DECISION (rough, the project's own): the player is alone, so a side-suit
    card below the unbroken top sequence from the ace is a loser.  Trump:
    a missing A, K or Q is a loser when the defenders hold at least 1, 2 or
    3 trumps respectively; when the defenders hold more trumps than the
    player, the difference is added.  Grand: a suit is all winners if its
    top sequence is at least as long as the defenders' cards in it,
    otherwise only the top sequence wins.
    """
    losers = 0
    trump = strain.suit
    if strain is Strain.GRAND:
        for s in SUITS:
            hold = h.holding(s)
            top = _top_sequence(hold)
            if top < 13 - hold.length:
                losers += hold.length - min(top, hold.length)
        return min(losers, 13)
    assert trump is not None
    hold = h.holding(trump)
    out = 13 - hold.length
    for place, rank in enumerate((Rank.ACE, Rank.KING, Rank.QUEEN), start=1):
        if not hold.has(rank) and out >= place:
            losers += 1
    losers += max(0, out - hold.length)
    for s in SUITS:
        if s is trump:
            continue
        side = h.holding(s)
        losers += side.length - min(_top_sequence(side), side.length)
    return min(losers, 13)


def bolshevik_cost(tricks: int) -> int:
    """What the bolshevik's tricks cost the player per defender (negative: a gain), undoubled.

    Trick points only; :func:`misere_ace_points` adds the aces.
    """
    if tricks <= 0:
        return -MADE_BOLSHEVIK
    return FIRST_PIETI + FURTHER_PIETI * (tricks - 1)


#: DECISION (C47a): the trick number an ace in the bolshevik player's trick is counted at, the middle of
#: the deal's thirteen tricks (the handbook scores an ace by its trick's number, 1-13).
ACE_TRICK = 7
#: DECISION (C47a): the margin of the final call: a dictator is advised only when it saves more than
#: this against the bolshevik, and one within this of the advised call is acceptable (two further
#: pieti tricks; the estimates are rough and a double can change either).
CLOSE_COST = 10


def misere_ace_points(h: HandEval, tricks: int) -> int:
    """Ace points the bolshevik player should expect to lose in 7 misère (*Bolsevikkien pistelasku*).

    The handbook scores a bolshevik's aces as in misère, each by the number of the trick it falls in
    ("ässien pistearvo ... tikin järjestysluvun osoittama"), and names their absence as the
    dictator's advantage (*Loppumaalaus ja koputukset*: no minus points for aces in trump and grand).
    DECISION (C47a, the project's rough measure): the player takes their own aces that are likely to
    take a trick, and of the defenders' aces the share of the thirteen tricks the player is likely to
    take (the defenders drop them into the player's tricks when they can); each counts at
    :data:`ACE_TRICK`.  The aces the defenders keep are not counted as a gain: when the misère fails
    they can play them early, where they cost little.
    """
    own = sum(1 for c in risky_cards(h) if c.rank is Rank.ACE)
    held = sum(1 for s in SUITS if h.holding(s).has(Rank.ACE))
    taken = own + (4 - held) * tricks / 13
    return round(taken * ACE_TRICK)


def dictator_cost(short: int) -> int:
    """What a dictator costs the player per defender (negative: a gain), undoubled."""
    if short <= 0:
        return -MADE_DICTATOR
    return FIRST_PIETI + FURTHER_PIETI * (short - 1)


# --- the three decisions ---------------------------------------------------------------------------------


def _holdings(h: HandEval, suits: Iterable[Suit]) -> str:
    return " ".join(format_hand(h.holding(x).cards) for x in suits)


def _cards(cards: Iterable[Card]) -> str:
    return format_hand(cards)


@dataclass(frozen=True)
class BolshevikHand:
    """How a hand measures up to the handbook's bolshevik test (*BOLSEVIKIT / Maalaukset*, C9, C45).

    ``likely``: the cards likely to take a trick as dealt (C42); ``gifts`` and ``left``: the fewest
    cards to give away (at most three) and what would still be likely to take a trick after them
    (:meth:`HandEval.misere_clearance`).
    """

    hand: HandEval
    likely: tuple[Card, ...]
    gifts: tuple[Card, ...]
    left: tuple[Card, ...]
    long_no_two: tuple[Suit, ...]

    @classmethod
    def of(cls, h: HandEval) -> BolshevikHand:
        gifts, left = h.misere_clearance()
        return cls(h, h.likely_misere_tricks(), gifts, left, long_suits_without_two(h))

    @property
    def twos(self) -> tuple[Suit, ...]:
        return self.hand.twos

    @property
    def spare(self) -> bool:
        """The gifts clear every likely trick and leave one gift for the middle cards."""
        return not self.left and len(self.gifts) <= 2

    @property
    def steps(self) -> int:
        """How far the hand falls short of the test: 0 bid, 1 bid (a judgement), 2 close, 3+ pass.

        DECISION (C9, C45; the handbook gives the test, not a scale): the gifts leave a gift to
        spare 0, need all three 1, leave one likely trick 2, leave more 4; a single two adds 1 and
        makes the hand close (2) at best, no two adds 4; a long suit without its two adds 1
        (*BOLSEVIKIT / Pelitaktiikkaa*, C44).
        """
        base = 0 if self.spare else 1 if not self.left else 2 if len(self.left) == 1 else 4
        if not self.twos:
            base += 4
        elif len(self.twos) == 1:
            base = max(base + 1, 2)
        return base + (1 if self.long_no_two else 0)

    @property
    def fit(self) -> bool:
        """Bid it (steps 0 or 1): what the choice between bidders and the forced player's note use."""
        return self.steps <= 1

    def void_suit(self) -> Suit | None:
        """A short suit holding likely tricks that the three gifts can give away whole, with the others.

        *BOLSEVIKIT / Maalaukset*: void a bad suit if possible ("mielellään").  Only the dealt cards
        count: the middle cards may add to the suit, and the reasons say so.
        """
        for s in SUITS:
            bad_here = [c for c in self.likely if c.suit is s]
            others = len(self.likely) - len(bad_here)
            if bad_here and self.hand.length(s) + others <= 3:
                return s
        return None


def _defects(b: BolshevikHand) -> list[Reason]:
    """What keeps the hand from the handbook's bolshevik (*BOLSEVIKIT / Maalaukset*, *Pelitaktiikkaa*).

    One reason per failed part, each naming the cards: no two or a single two, likely tricks that
    three gifts cannot clear (or can only by using all three), a long suit without its two.
    """
    h = b.hand
    out: list[Reason] = []
    if not b.twos:
        out.append(_r("bol_no_two", S_MAALAUKSET))
    elif len(b.twos) == 1:
        out.append(_r("bol_one_two", S_MAALAUKSET, card=f"{b.twos[0].symbol}2"))
    if b.left:
        out.append(_r("bol_tricks_left", S_MAALAUKSET, cards=_cards(b.likely), left=_cards(b.left)))
    elif not b.spare:
        out.append(_r("bol_no_spare", S_MAALAUKSET, cards=_cards(b.likely)))
    if b.long_no_two:
        out.append(_long_note(h, b.long_no_two))
    return out


def _long_note(h: HandEval, suits: tuple[Suit, ...]) -> Reason:
    """The long suits without their twos, named (*BOLSEVIKIT / Pelitaktiikkaa*), one or several."""
    key = "bol_long_suit_danger" if len(suits) == 1 else "bol_long_suits_danger"
    return _r(key, S_TAKTIIKKA, holding=_holdings(h, suits))


def _fit_reasons(b: BolshevikHand) -> list[Reason]:
    twos = len(b.twos)
    if not b.likely:
        out = [_r("bol_fit_clean", S_MAALAUKSET, twos=twos)]
    elif b.spare:
        out = [_r("bol_fit_spare", S_MAALAUKSET, twos=twos, cards=_cards(b.likely))]
    else:
        out = [_r("bol_fit_gifts", S_MAALAUKSET, twos=twos, cards=_cards(b.likely))]
    void = b.void_suit()
    if void is not None:
        out.append(_r("bol_gifts_void", S_MAALAUKSET, suit=void.symbol, holding=_holdings(b.hand, (void,))))
    return out


def _must_play_later(point: DecisionPoint) -> bool:
    """No deal of the set may be thrown in any more and this player, free now, has still to play.

    Read from :class:`~trainer.info.Info` (docs/rules.md D20): someone is named as forced only when
    the deals left are no more than the players still to play, so a player who has not played and
    may pass will have to play a later deal.
    """
    info = point.info
    return info.bolshevik_forced is not None and point.seat not in info.bolshevik_barred


# --- the rules ----------------------------------------------------------------------------------------
#
# Each convention of this module is a named :class:`~trainer.conventions.rulebook.Rule`.  :func:`advise`
# picks the decision by the phase (the bolshevik round, the first bidder's choice, the final call);
# each decision evaluates its rule sets in the order given: the set's forced calls (:data:`ROUND_SET`),
# the notes on the set (:data:`ROUND_CONTEXT`, :data:`ROUND_LATER`), then the first deciding rule that
# holds (:data:`ROUND`, :data:`CHOICE`, :data:`FINAL`; the last rule of each always holds).
# ``Advice.rules`` names the deciding rule first.

_B = "test_bidding_bolsevikit.py::"
_B7 = "test_bidding_bolsevikit_review7.py::"
_C = "test_rulebook_cases.py::"


def _rule(id: str, **kw: Any) -> Rule[Any, Any]:
    return rule(id, topic=TOPIC, module="bidding_bolsevikit", **kw)


# --- the bolshevik round ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Round:
    """A bid-or-pass decision of the bolshevik round, with the notes on the set (see :func:`_bid_round`)."""

    point: DecisionPoint
    b: BolshevikHand
    context: tuple[Reason, ...]
    later: bool
    set_note: tuple[Reason, ...]
    trail: Trail


def _forced(p: tuple[DecisionPoint, BolshevikHand]) -> Advice:
    reasons = [_r("bol_forced", S_BOL)]
    if not p[1].fit:
        reasons.append(_r("bol_forced_dictator_later", S_MAALAUKSET))
    return _advice((BOLSHEVIK,), reasons)


def _played(p: tuple[DecisionPoint, BolshevikHand]) -> Advice:
    return _advice((PASS,), (_r("bol_already_played", S_BOL),))


FORCED: Final = _rule(
    "C45.forced",
    title=N_("A forced bolshevik"),
    sections=(S_BOL, S_MAALAUKSET),
    condition="The player would otherwise miss their bolshevik (the eighth-deal case: the engine offers only 7M).",
    advice="Bid it whatever the cards; with poor cards, say that the dictator is the way out after the middle cards.",
    applies=(_B + "test_forced_bolshevik", _B + "test_forced_bolshevik_with_good_cards_has_no_dictator_note"),
    must_not=(
        _B + "test_forced_player_may_pass_after_someone_bid",
        _B + "test_free_player_gets_no_forced_note",
    ),
    when=lambda p: p[0].legal == (BOLSHEVIK,),
    then=_forced,
    code=("bidding_bolsevikit._bid_round", "bidding_bolsevikit.BolshevikHand.fit"),
    status="implemented (C45)",
)
PLAYED: Final = _rule(
    "C45.played",
    title=N_("Your bolshevik is already played"),
    sections=(S_BOL,),
    condition="The player has played their bolshevik in this set (the engine offers only pass).",
    advice="Pass.",
    applies=(_B + "test_player_who_has_played_may_only_pass",),
    must_not=(_B + "test_forced_bolshevik",),
    when=lambda p: p[0].legal == (PASS,),
    then=_played,
    code=("bidding_bolsevikit._bid_round",),
    status="implemented (C45)",
)
ROUND_SET: Final = RuleSet[tuple[DecisionPoint, BolshevikHand], Advice](
    "bolsevikit.round_set", (FORCED, PLAYED)
)

FORCED_FREE: Final = _rule(
    "C45.forced_free",
    title=N_("Someone else bid first: you are free"),
    sections=(S_BOL,),
    condition="The forced player may pass, since someone has already bid the bolshevik this round.",
    advice="Say so first, and judge the cards as anyone else.",
    applies=(_B + "test_forced_player_may_pass_after_someone_bid",),
    must_not=(_B + "test_free_player_gets_no_forced_note",),
    when=lambda p: p.info.bolshevik_forced is p.seat,
    then=lambda p: _r("bol_forced_free", S_BOL),
    code=("info.Info.bolshevik_forced",),
    status="implemented (C45)",
)
ROUND_CONTEXT: Final = RuleSet[DecisionPoint, Reason]("bolsevikit.round_context", (FORCED_FREE,))
SET_LATER: Final = _rule(
    "C45.set_later",
    title=N_("You must still play your bolshevik"),
    sections=(S_BOL,),
    condition="No deal of the set may be thrown in any more and the player, free now, has not played the bolshevik.",
    advice="Say that passing means playing it in a later deal with whatever cards come; a close hand is advised to bid.",
    applies=(
        _B + "test_close_hand_bids_once_no_deal_may_be_thrown_in",
        _B + "test_a_freed_forced_player_must_still_play_later",
        _B + "test_late_in_the_set_a_poor_hand_still_passes",
    ),
    must_not=(_B + "test_close_hand_passes_while_deals_may_still_be_thrown_in",),
    when=_must_play_later,
    then=lambda p: _r("bol_set_later", S_BOL),
    code=("bidding_bolsevikit._must_play_later",),
    status='partly: the deal number of the set is not in the seat\'s information (`Info`), so "early" and "late" are read only from a forced player (C45)',
)
ROUND_LATER: Final = RuleSet[DecisionPoint, Reason]("bolsevikit.round_later", (SET_LATER,))


def _long_fit_note(r: _Round) -> Reason:
    return _r("bol_long_suit_no_two", S_TAKTIIKKA, suit=" ".join(s.symbol for s in r.b.long_no_two))


LONG_SUIT: Final = _rule(
    "C44.long_suit",
    title=N_("A long suit without its two"),
    sections=(S_TAKTIIKKA,),
    condition="A hand that meets the bolshevik test holds a suit of five or more cards without its two.",
    advice="Warn that such a suit is very dangerous for the bolshevik player, so passing is also reasonable.",
    applies=(_B + "test_long_suit_without_its_two_makes_it_a_judgement",),
    must_not=(_B + "test_fit_hand_has_no_long_suit_warning",),
    when=lambda r: bool(r.b.long_no_two),
    then=_long_fit_note,
    code=("bidding_bolsevikit.long_suits_without_two",),
    status="implemented (C44)",
)
LONG_NOTES: Final = RuleSet[_Round, Reason]("bolsevikit.long_suit", (LONG_SUIT,))


def _fit_round(r: _Round) -> list[Reason]:
    return [*r.context, *_fit_reasons(r.b), *LONG_NOTES.each(r, r.trail), *r.set_note]


def _fit(r: _Round) -> Advice:
    return _advice((BOLSHEVIK,), _fit_round(r), worse={PASS: (_r("bol_pass_good_cards", S_BOL),)})


def _fit_judgement(r: _Round) -> Advice:
    return _advice((BOLSHEVIK,), _fit_round(r), acceptable=(PASS,), judgement=True)


def _close_late(r: _Round) -> Advice:
    reasons = [*r.context, *r.set_note, _r("bol_close_late", S_BOL), *_defects(r.b)]
    return _advice((BOLSHEVIK,), reasons, acceptable=(PASS,), judgement=True)


def _close(r: _Round) -> Advice:
    reasons = [
        *r.context,
        _r("bol_criterion", S_MAALAUKSET),
        *_defects(r.b),
        _r("bol_close_acceptable", S_BOL),
    ]
    return _advice((PASS,), reasons, acceptable=(BOLSHEVIK,), judgement=True)


def _unfit(r: _Round) -> Advice:
    defects = _defects(r.b)
    reasons = [*r.context, _r("bol_criterion", S_MAALAUKSET), *defects, *r.set_note]
    return _advice((PASS,), reasons, worse={BOLSHEVIK: (*defects, _r("bol_unfit_bid", S_PISTEET))})


_FIT_TESTS = (S_MAALAUKSET, "Korttien ylianto", S_TAKTIIKKA)
FIT: Final = _rule(
    "C45.fit",
    title=N_("Good misère cards with a gift to spare"),
    sections=_FIT_TESTS,
    condition="Two twos or more, and two gifts or fewer clear every card likely to take a trick (C9, C42).",
    advice="Bid the bolshevik; a pass is not advised (hands this good are rare).",
    applies=(
        _B + "test_bid_with_one_short_bad_suit_to_void",
        _B + "test_one_short_bad_suit_is_no_defect",
    ),
    must_not=(_B + "test_a_bad_suit_that_takes_all_three_gifts_leaves_the_pass_acceptable",),
    when=lambda r: r.b.steps == 0,
    then=_fit,
    code=(
        "bidding_bolsevikit.BolshevikHand.steps",
        "bidding_bolsevikit._fit_reasons",
        "hand.HandEval.misere_clearance",
    ),
    status="implemented (C9, C45)",
)
FIT_JUDGEMENT: Final = _rule(
    "C45.fit_all_gifts",
    title=N_("Good misère cards, but all three gifts needed"),
    sections=_FIT_TESTS,
    condition="The hand meets the test only by using all three gifts, or with one step against it (a long suit without its two).",
    advice="Bid the bolshevik, with the pass acceptable (a judgement).",
    applies=(_B + "test_a_bad_suit_that_takes_all_three_gifts_leaves_the_pass_acceptable",),
    must_not=(_B + "test_bid_with_one_short_bad_suit_to_void",),
    when=lambda r: r.b.steps == 1,
    then=_fit_judgement,
    code=("bidding_bolsevikit.BolshevikHand.steps",),
    status="implemented (C9, C45)",
)
CLOSE_LATE: Final = _rule(
    "C45.close_late",
    title=N_("Close, and the set is running out"),
    sections=(S_BOL, S_MAALAUKSET),
    condition="The hand falls a little short of the test (one likely trick left, or a single two), and the player must still play a later deal.",
    advice="Bid the bolshevik, with the pass acceptable (a judgement); the reasons name what falls short.",
    applies=(_B + "test_close_hand_bids_once_no_deal_may_be_thrown_in",),
    must_not=(_B + "test_close_hand_passes_while_deals_may_still_be_thrown_in",),
    when=lambda r: r.b.steps == 2 and r.later,
    then=_close_late,
    code=("bidding_bolsevikit._must_play_later", "bidding_bolsevikit._defects"),
    status="implemented (C45)",
)
CLOSE: Final = _rule(
    "C45.close",
    title=N_("A little short of the bolshevik test"),
    sections=(S_MAALAUKSET, S_BOL),
    condition="The hand falls a little short of the test (one likely trick left, or a single two).",
    advice="Pass, with the bid acceptable (a judgement); the reasons name what falls short.",
    applies=(
        _B + "test_high_cards_in_two_short_suits_are_close",
        _B + "test_one_two_and_clean_low_cards_may_bid",
        _B + "test_one_two_makes_a_hand_close_at_best",
        _B + "test_pass_reasons_read_as_sentences",
    ),
    must_not=(_B + "test_review_5002_two_bad_short_suits_pass",),
    when=lambda r: r.b.steps == 2,
    then=_close,
    code=("bidding_bolsevikit._defects",),
    status="implemented (C9, C45)",
)
UNFIT: Final = _rule(
    "C45.unfit",
    title=N_("The cards fall short of the bolshevik test"),
    sections=(S_MAALAUKSET, S_TAKTIIKKA, S_PISTEET),
    condition="Otherwise: no two, or likely tricks that three gifts cannot clear, and more against.",
    advice="Pass; the bid is not advised, told each failing part with its cards and what a pieti costs.",
    applies=(
        _B + "test_review_5002_two_bad_short_suits_pass",
        _B + "test_review_5003_aces_and_a_top_heavy_long_suit_pass",
        _B + "test_reasons_name_the_cards_not_short_suits",
        _B + "test_not_forced_the_same_cards_pass",
        _B + "test_one_two_with_a_short_ace_is_not_advised",
        _B + "test_late_in_the_set_a_poor_hand_still_passes",
        _B + "test_long_suit_without_its_two_is_named",
        _B + "test_long_suit_with_its_two_is_not_named",
    ),
    must_not=(_B + "test_bid_with_one_short_bad_suit_to_void",),
    when=lambda r: True,
    then=_unfit,
    code=("bidding_bolsevikit._defects",),
    status="implemented (C9, C45)",
)
ROUND: Final = RuleSet[_Round, Advice]("bolsevikit.round", (FIT, FIT_JUDGEMENT, CLOSE_LATE, CLOSE, UNFIT))


def _bid_round(point: DecisionPoint, trail: Trail) -> Advice:
    """Bid the bolshevik or pass (*BOLSEVIKIT*, *BOLSEVIKIT / Maalaukset*, *Pelitaktiikkaa*).

    The set context comes from the engine's legal calls and :class:`~trainer.info.Info`: a forced
    player (the eighth-deal case of *BOLSEVIKIT*) may only bid, a player who has played may only
    pass.  The hand is graded by :attr:`BolshevikHand.steps` (C9, C45): 0 bid (a pass is not advised:
    the test is met with a gift to spare), 1 bid with pass acceptable, 2 pass with the bid
    acceptable, 3 or more pass (the bid is not advised, told why).  DECISION (issue 11; the handbook
    says nothing on when in the set to bid): the advice reads the set only from who has played and
    who is forced; once no deal may be thrown in and the player must still play a later deal
    (:func:`_must_play_later`), a close hand (2) is recommended to bid, with pass acceptable.  A
    forced player whom someone has already outbid this round is free and judges the cards as anyone
    else.  Rules: :data:`ROUND_SET`, then :data:`ROUND_CONTEXT` and :data:`ROUND_LATER` (notes),
    then :data:`ROUND` (in its order).
    """
    b = BolshevikHand.of(HandEval.of(point.view.hand))
    forced = ROUND_SET.first_or_none((point, b), trail)
    if forced is not None:
        return forced
    context = tuple(ROUND_CONTEXT.each(point, trail))
    set_note = tuple(ROUND_LATER.each(point, trail))
    # The set's pressure is named where it weighs for the bid: first when it decides a close hand,
    # last otherwise.
    return ROUND.first(_Round(point, b, context, bool(set_note), set_note, trail), trail)


# --- the first bidder's choice ------------------------------------------------------------------------


def _choice_last(point: DecisionPoint) -> Advice:
    return _advice((Choice.PLAY,), (_r("bol_choice_last", S_MAALAUKSET),))


def _choice_play(point: DecisionPoint) -> Advice:
    return _advice(
        (Choice.PLAY,), (_r("bol_choice_play", S_MAALAUKSET),), acceptable=(Choice.YIELD,), judgement=True
    )


def _choice_yield(point: DecisionPoint) -> Advice:
    return _advice(
        (Choice.YIELD,), (_r("bol_choice_yield", S_MAALAUKSET),), acceptable=(Choice.PLAY,), judgement=True
    )


_CHOICE_STATUS = "implemented; how to choose is not in the handbook (C46)"
CHOICE_LAST: Final = _rule(
    "C46.last",
    title=N_("The last bidder plays"),
    sections=(S_MAALAUKSET,),
    condition="The first bidder's choice has come to the last bidder left (the engine offers only play).",
    advice="Play the bolshevik.",
    applies=(_B + "test_last_bidder_must_play",),
    must_not=(_B + "test_first_bidder_plays_good_cards",),
    when=lambda p: p.legal == (Choice.PLAY,),
    then=_choice_last,
    code=("bidding_bolsevikit._choice",),
    status=_CHOICE_STATUS,
)
CHOICE_PLAY: Final = _rule(
    "C46.play",
    title=N_("The first bidder chooses: play"),
    sections=(S_MAALAUKSET,),
    condition="The first bidder chooses who plays, and the hand meets the bolshevik test (steps 0 or 1).",
    advice="Play it yourself, with yielding acceptable (a judgement: the handbook gives only the choice).",
    applies=(_B + "test_first_bidder_plays_good_cards",),
    must_not=(_B + "test_first_bidder_may_yield_weak_cards",),
    when=lambda p: BolshevikHand.of(HandEval.of(p.view.hand)).fit,
    then=_choice_play,
    code=("bidding_bolsevikit._choice", "bidding_bolsevikit.BolshevikHand.fit"),
    status=_CHOICE_STATUS,
)
CHOICE_YIELD: Final = _rule(
    "C46.yield",
    title=N_("The first bidder chooses: yield"),
    sections=(S_MAALAUKSET,),
    condition="The first bidder chooses who plays, and the hand falls short of the bolshevik test.",
    advice="Leave it to the next bidder, with playing acceptable (a judgement).",
    applies=(_B + "test_first_bidder_may_yield_weak_cards",),
    must_not=(_B + "test_first_bidder_plays_good_cards",),
    when=lambda p: True,
    then=_choice_yield,
    code=("bidding_bolsevikit._choice",),
    status=_CHOICE_STATUS,
)
CHOICE: Final = RuleSet[DecisionPoint, Advice]("bolsevikit.choice", (CHOICE_LAST, CHOICE_PLAY, CHOICE_YIELD))


def _choice(point: DecisionPoint, trail: Trail) -> Advice:
    """DECISION (C46): the handbook only gives the first bidder the choice; the advice plays a hand that
    suits the bolshevik and otherwise leaves it to the next bidder, as a judgement.  Rules: :data:`CHOICE`."""
    return CHOICE.first(point, trail)


# --- the final call -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Dictator:
    bid: Bid
    short: int
    cost: int


def _was_forced(point: DecisionPoint) -> bool:
    """The player bid this bolshevik because they had to (the first bid of the round, by the forced player)."""
    first = next((seat for seat, c in point.auction if isinstance(c, Bid)), None)
    return point.info.bolshevik_forced is point.seat and first is point.seat


class _Final:
    """The final call's measures (see :func:`_final_call`): the misère's cost, the dictators' costs, and
    which dictators are fair, called or told what they cost."""

    def __init__(self, point: DecisionPoint) -> None:
        self.point = point
        h = HandEval.of(point.view.hand)
        self.was_forced = _was_forced(point)
        self.forced = [_r("bol_final_forced", S_MAALAUKSET)] if self.was_forced else []
        # DECISION (C47b, review round 7 gen.call.bolsevikit.9806): a long suit without its two counts as
        # one likely trick on top of the ladder (*BOLSEVIKIT / Pelitaktiikkaa*: "varsin vaaralliseksi pitkä
        # maa, josta puuttuu kakkonen"), as the bid's grading counts it (:attr:`BolshevikHand.steps`), and
        # is named.
        long_no_two = long_suits_without_two(h)
        self.long_note = [_long_note(h, long_no_two)] if long_no_two else []
        self.tricks = len(risky_cards(h)) + len(long_no_two)
        self.aces = misere_ace_points(h, self.tricks)
        self.m_cost = bolshevik_cost(self.tricks) + self.aces
        self.dictators = [
            _Dictator(b, dictator_losers(h, b.strain), dictator_cost(dictator_losers(h, b.strain)))
            for b in _dictator_bids(point.legal)
        ]
        self.stay_key = "bol_final_stay_forced" if self.was_forced else "bol_final_stay"

    @cached_property
    def best_cost(self) -> int:
        return min(d.cost for d in self.dictators)

    @cached_property
    def best(self) -> list[_Dictator]:
        return [d for d in self.dictators if d.cost == self.best_cost]

    @property
    def top(self) -> _Dictator:
        return self.best[0]

    @property
    def best_text(self) -> str:
        return " ".join(str(d.bid) for d in self.best)

    @property
    def hopeless(self) -> bool:
        """DECISION: "hopeless" misère cards = two or more likely tricks; only then is a dictator considered."""
        return self.tricks >= 2

    @property
    def ace_note(self) -> list[Reason]:
        return [_r("bol_misere_aces", S_PISTEET, aces=self.aces)] if self.aces > 0 else []

    @property
    def m_doubled(self) -> int:
        """DECISION (C47a): a double doubles the pieti points, never the misère's ace points (*Skruuvin
        pistelasku*, *Bolsevikkien pistelasku*)."""
        return 2 * bolshevik_cost(self.tricks) + self.aces

    @cached_property
    def call(self) -> bool:
        """A dictator is advised: it saves more than :data:`CLOSE_COST`, undoubled and doubled.

        DECISION (C47a): a dictator may be the easier game to double (*Loppumaalaus ja koputukset*): a
        dictator must be close, or cheaper, doubled too."""
        return (
            self.best_cost < self.m_cost - CLOSE_COST and 2 * self.best_cost < self.m_doubled - 2 * CLOSE_COST
        )

    @cached_property
    def fair(self) -> list[_Dictator]:
        if self.call:
            return [d for d in self.dictators if d.cost <= self.best_cost + CLOSE_COST]
        return [
            d
            for d in self.dictators
            if d.cost <= self.m_cost + CLOSE_COST and 2 * d.cost <= self.m_doubled + 2 * CLOSE_COST
        ]

    def not_advised(self, d: _Dictator) -> tuple[Reason, ...]:
        """What a dictator not advised costs: close only undoubled, the best against staying, else the best."""
        if not self.call and d.cost <= self.m_cost + CLOSE_COST:
            return (
                _r(
                    "bol_dictator_worse_doubled",
                    S_LOPPU,
                    bid=str(d.bid),
                    short=d.short,
                    dictator_cost=d.cost,
                    misere_cost=self.m_cost,
                    dictator_doubled=2 * d.cost,
                    misere_doubled=self.m_doubled,
                ),
            )
        if d.cost == self.best_cost:
            return (
                _r(
                    "bol_dictator_worse_than_misere",
                    S_LOPPU,
                    bid=str(d.bid),
                    short=d.short,
                    dictator_cost=d.cost,
                    misere_cost=self.m_cost,
                ),
            )
        return (
            _r(
                "bol_dictator_worse",
                S_LOPPU,
                bid=str(d.bid),
                short=d.short,
                dictator_cost=d.cost,
                best=self.best_text,
                best_cost=self.best_cost,
            ),
        )

    @property
    def worse(self) -> dict[Action, tuple[Reason, ...]]:
        return {d.bid: self.not_advised(d) for d in self.dictators if d not in self.fair}


def _no_dictator(f: _Final) -> Advice:
    return _advice((PASS,), (_r(f.stay_key, S_LOPPU, tricks=f.tricks), *f.long_note), judgement=True)


def _not_hopeless(f: _Final) -> Advice:
    emergency = "bol_dictator_emergency_forced" if f.was_forced else "bol_dictator_emergency"
    worse: dict[Action, tuple[Reason, ...]] = {d.bid: (_r(emergency, S_MAALAUKSET),) for d in f.dictators}
    reasons = [_r(f.stay_key, S_LOPPU, tricks=f.tricks), *f.long_note]
    return _advice((PASS,), reasons, worse=worse, judgement=True)


def _call_dictator(f: _Final) -> Advice:
    reasons = [
        _r(
            "bol_dictator_loses_less",
            S_LOPPU,
            tricks=f.tricks,
            misere_cost=f.m_cost,
            bid=str(f.top.bid),
            short=f.top.short,
            dictator_cost=f.best_cost,
        ),
        *f.ace_note,
        *f.forced,
        _r("bol_dictator_double_risk", S_LOPPU),
        _r("bol_dictator_scoring", S_PISTEET),
    ]
    acceptable: list[Action] = [PASS, *(d.bid for d in f.fair if d.cost > f.best_cost)]
    return _advice([d.bid for d in f.best], reasons, acceptable=acceptable, worse=f.worse, judgement=True)


def _stay(f: _Final) -> Advice:
    stay_key = "bol_final_hopeless_stay" if f.best_cost >= f.m_cost else "bol_final_close_stay"
    reasons = [
        _r(stay_key, S_LOPPU, tricks=f.tricks, misere_cost=f.m_cost),
        *f.long_note,
        *f.ace_note,
        *f.forced,
    ]
    if f.fair:
        reasons.append(
            _r(
                "bol_dictator_close",
                S_LOPPU,
                bid=str(f.top.bid),
                short=f.top.short,
                dictator_cost=f.best_cost,
                misere_cost=f.m_cost,
            )
        )
        reasons.append(_r("bol_dictator_double_risk", S_LOPPU))
    reasons.append(_r("bol_dictator_scoring", S_PISTEET))
    return _advice((PASS,), reasons, acceptable=[d.bid for d in f.fair], worse=f.worse, judgement=True)


_FINAL_CODE = (
    "bidding_bolsevikit.risky_cards",
    "bidding_bolsevikit.misere_ace_points",
    "bidding_bolsevikit.bolshevik_cost",
)
NO_DICTATOR: Final = _rule(
    "C47.no_dictator",
    title=N_("Stay in the bolshevik"),
    sections=(S_LOPPU,),
    condition="The final call offers no dictator.",
    advice="Stay in the bolshevik (pass), told how many likely tricks the hand shows.",
    applies=(_C + "test_final_call_without_a_dictator_stays",),
    must_not=(_C + "test_final_call_with_dictators_is_not_the_no_dictator_rule",),
    when=lambda f: not f.dictators,
    then=_no_dictator,
    code=_FINAL_CODE,
    status="implemented (C47)",
)
NOT_HOPELESS: Final = _rule(
    "C47.not_hopeless",
    title=N_("The dictator is for emergencies"),
    sections=(S_LOPPU, S_MAALAUKSET),
    condition="The misère is not hopeless: fewer than two likely tricks (a long suit without its two counts one, C47b).",
    advice="Stay in the bolshevik (pass); every dictator is not advised, an emergency bid (after a forced bid, the forced case is named).",
    applies=(
        _B + "test_good_cards_stay_in_the_bolshevik",
        _B7 + "test_a_forced_bolshevik_with_good_cards_is_told_the_forced_case",
        _B7 + "test_good_cards_stay_without_a_long_suit_note",
    ),
    must_not=(_B + "test_hopeless_misere_with_solid_trumps_calls_the_dictator",),
    when=lambda f: not f.hopeless,
    then=_not_hopeless,
    code=_FINAL_CODE,
    status="implemented (C47, C47b)",
)
CALL_DICTATOR: Final = _rule(
    "C47.dictator",
    title=N_("The dictator loses less"),
    sections=(S_LOPPU, S_MAALAUKSET, S_PISTEET),
    condition="Hopeless misère cards, and the cheapest dictator costs more than 10 less than staying, undoubled and doubled (a double never multiplies ace points).",
    advice="Call the cheapest dictator; staying and dictators within 10 of it are acceptable (a judgement); pick the one least likely to be doubled.",
    applies=(
        _B + "test_hopeless_misere_with_solid_trumps_calls_the_dictator",
        _B + "test_forced_bolshevik_names_the_dictators_case",
    ),
    must_not=(_B + "test_hopeless_misere_without_a_better_dictator_stays",),
    when=lambda f: f.call,
    then=_call_dictator,
    code=(*_FINAL_CODE, "bidding_bolsevikit.dictator_losers", "bidding_bolsevikit.dictator_cost"),
    status="implemented (C42, C43, C47, C47a)",
)
STAY: Final = _rule(
    "C47.stay",
    title=N_("No dictator is clearly cheaper"),
    sections=(S_LOPPU, S_PISTEET),
    condition="Hopeless misère cards, but no dictator is clearly cheaper than staying.",
    advice="Stay in the bolshevik (pass); a dictator close in cost, undoubled and doubled, is acceptable; the others are told what they cost.",
    applies=(
        _B + "test_hopeless_misere_without_a_better_dictator_stays",
        _B + "test_review_6002_forced_bolshevik_with_seven_likely_tricks_may_call_the_dictator",
        _B + "test_a_dictator_far_above_the_misere_is_still_not_advised",
        _B + "test_dictator_reasons_never_compare_a_dictator_with_itself",
        _B + "test_a_dictator_close_only_undoubled_is_not_advised",
        _B + "test_the_transcript_dictator_was_not_the_handbook_choice",
        _B7 + "test_long_suits_without_their_twos_count_in_the_final_call",
    ),
    must_not=(_B + "test_hopeless_misere_with_solid_trumps_calls_the_dictator",),
    when=lambda f: True,
    then=_stay,
    code=(*_FINAL_CODE, "bidding_bolsevikit.dictator_losers", "bidding_bolsevikit.dictator_cost"),
    status="implemented (C42, C43, C47, C47a)",
)
FINAL: Final = RuleSet[_Final, Advice]("bolsevikit.final", (NO_DICTATOR, NOT_HOPELESS, CALL_DICTATOR, STAY))


def _final_call(point: DecisionPoint, trail: Trail) -> Advice:
    """Stay in 7 misère or call a dictator (*BOLSEVIKIT / Maalaukset*, *Loppumaalaus ja koputukset*).

    The handbook keeps the dictator for emergencies: a forced bolshevik, or middle cards so bad that
    the misère threatens a heavy loss; the dictator is meant to lose less, and has no ace points.  A
    forced bid is named in the reasons when the cards are hopeless.  The misère's estimate counts its
    trick points and the aces the player is likely to take (:func:`misere_ace_points`, C47a); the
    dictator's its missing tricks.  DECISION (C47, C47a): with hopeless cards (two or more likely
    tricks) the cheapest dictator is advised when it saves more than :data:`CLOSE_COST` against
    staying (the estimates are rough, a dictator seldom comes into question and may be easier to
    double); otherwise staying is advised.  A dictator that costs at most :data:`CLOSE_COST` more
    than the advised call is acceptable.  Both hold doubled too: a double doubles the pieti points
    and never the misère's ace points.  A dictator not advised is told what it costs: the best one
    against staying in the bolshevik, the others against the best one, one close only undoubled what
    it would cost doubled.  Rules: :data:`FINAL` (in its order).
    """
    return FINAL.first(_Final(point), trail)


def _dictator_bids(legal: Iterable[Action]) -> list[Bid]:
    return [a for a in legal if isinstance(a, Bid) and a.level == 7 and a.strain is not Strain.MISERE]


def advise(point: DecisionPoint) -> Advice | None:
    """Bolsevikit calls (*BOLSEVIKIT / Maalaukset*, *Loppumaalaus ja koputukset*); None elsewhere.

    Covers the bolshevik round (bid 7M or pass), the first bidder's choice
    between several bidders (play or yield), and the player's final call
    after giving the three cards (pass = stay in 7 misère, or a dictator).
    ``Advice.rules`` names the rules that fired, the deciding rule first.
    """
    if point.form is not Form.BOLSEVIKIT:
        return None
    trail = Trail()
    if point.phase is Phase.AUCTION:
        advice = _bid_round(point, trail)
    elif point.phase is Phase.BOLSHEVIK_CHOICE:
        advice = _choice(point, trail)
    elif point.phase is Phase.CONTINUATION:
        advice = _final_call(point, trail)
    else:
        return None
    return replace(advice, rules=trail.rules())
