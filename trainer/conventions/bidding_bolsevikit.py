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
from dataclasses import dataclass

from trainer.bids import BOLSHEVIK, PASS, Bid, Form, Strain
from trainer.cards import Card, Rank, Suit, format_hand
from trainer.conventions.texts import NP_, register
from trainer.game import Action, Choice, Phase
from trainer.marker import N_

from .core import Advice, DecisionPoint, Reason, make_advice
from .hand import SUITS, HandEval, SuitHolding

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


def _bid_round(point: DecisionPoint) -> Advice:
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
    else.
    """
    legal = point.legal
    b = BolshevikHand.of(HandEval.of(point.view.hand))
    if legal == (BOLSHEVIK,):
        reasons = [_r("bol_forced", S_BOL)]
        if not b.fit:
            reasons.append(_r("bol_forced_dictator_later", S_MAALAUKSET))
        return _advice((BOLSHEVIK,), reasons)
    if legal == (PASS,):
        return _advice((PASS,), (_r("bol_already_played", S_BOL),))
    context: list[Reason] = []
    if point.info.bolshevik_forced is point.seat:
        context.append(_r("bol_forced_free", S_BOL))
    later = _must_play_later(point)
    # The set's pressure is named where it weighs for the bid: first when it decides a close hand,
    # last otherwise.
    set_note = [_r("bol_set_later", S_BOL)] if later else []
    steps = b.steps
    if steps <= 1:
        reasons = [*context, *_fit_reasons(b)]
        if b.long_no_two:
            suits = " ".join(s.symbol for s in b.long_no_two)
            reasons.append(_r("bol_long_suit_no_two", S_TAKTIIKKA, suit=suits))
        reasons += set_note
        if steps == 0:
            return _advice((BOLSHEVIK,), reasons, worse={PASS: (_r("bol_pass_good_cards", S_BOL),)})
        return _advice((BOLSHEVIK,), reasons, acceptable=(PASS,), judgement=True)
    defects = _defects(b)
    if steps == 2:
        if later:
            return _advice(
                (BOLSHEVIK,),
                [*context, *set_note, _r("bol_close_late", S_BOL), *defects],
                acceptable=(PASS,),
                judgement=True,
            )
        return _advice(
            (PASS,),
            [*context, _r("bol_criterion", S_MAALAUKSET), *defects, _r("bol_close_acceptable", S_BOL)],
            acceptable=(BOLSHEVIK,),
            judgement=True,
        )
    reasons = [*context, _r("bol_criterion", S_MAALAUKSET), *defects, *set_note]
    return _advice((PASS,), reasons, worse={BOLSHEVIK: (*defects, _r("bol_unfit_bid", S_PISTEET))})


def _choice(point: DecisionPoint) -> Advice:
    if point.legal == (Choice.PLAY,):
        return _advice((Choice.PLAY,), (_r("bol_choice_last", S_MAALAUKSET),))
    # DECISION: the handbook only gives the first bidder the choice; the advice plays a hand
    # that suits the bolshevik and otherwise leaves it to the next bidder, as a judgement.
    if BolshevikHand.of(HandEval.of(point.view.hand)).fit:
        return _advice(
            (Choice.PLAY,), (_r("bol_choice_play", S_MAALAUKSET),), acceptable=(Choice.YIELD,), judgement=True
        )
    return _advice(
        (Choice.YIELD,), (_r("bol_choice_yield", S_MAALAUKSET),), acceptable=(Choice.PLAY,), judgement=True
    )


@dataclass(frozen=True)
class _Dictator:
    bid: Bid
    short: int
    cost: int


def _was_forced(point: DecisionPoint) -> bool:
    """The player bid this bolshevik because they had to (the first bid of the round, by the forced player)."""
    first = next((seat for seat, c in point.auction if isinstance(c, Bid)), None)
    return point.info.bolshevik_forced is point.seat and first is point.seat


def _final_call(point: DecisionPoint) -> Advice:
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
    it would cost doubled.
    """
    h = HandEval.of(point.view.hand)
    was_forced = _was_forced(point)
    forced = [_r("bol_final_forced", S_MAALAUKSET)] if was_forced else []
    # DECISION (C47b, review round 7 gen.call.bolsevikit.9806): a long suit without its two counts as one
    # likely trick on top of the ladder (*BOLSEVIKIT / Pelitaktiikkaa*: "varsin vaaralliseksi pitkä maa,
    # josta puuttuu kakkonen"), as the bid's grading counts it (:attr:`BolshevikHand.steps`), and is named.
    long_no_two = long_suits_without_two(h)
    long_note = [_long_note(h, long_no_two)] if long_no_two else []
    tricks = len(risky_cards(h)) + len(long_no_two)
    aces = misere_ace_points(h, tricks)
    m_cost = bolshevik_cost(tricks) + aces
    dictators = [
        _Dictator(b, dictator_losers(h, b.strain), dictator_cost(dictator_losers(h, b.strain)))
        for b in _dictator_bids(point.legal)
    ]
    stay_key = "bol_final_stay_forced" if was_forced else "bol_final_stay"
    if not dictators:
        return _advice((PASS,), (_r(stay_key, S_LOPPU, tricks=tricks), *long_note), judgement=True)
    best_cost = min(d.cost for d in dictators)
    best = [d for d in dictators if d.cost == best_cost]
    top = best[0]
    best_text = " ".join(str(d.bid) for d in best)
    # DECISION: "hopeless" misère cards = two or more likely tricks; only then is a dictator
    # considered.
    hopeless = tricks >= 2
    if not hopeless:
        emergency = "bol_dictator_emergency_forced" if was_forced else "bol_dictator_emergency"
        worse: dict[Action, tuple[Reason, ...]] = {d.bid: (_r(emergency, S_MAALAUKSET),) for d in dictators}
        reasons = [_r(stay_key, S_LOPPU, tricks=tricks), *long_note]
        return _advice((PASS,), reasons, worse=worse, judgement=True)
    ace_note = [_r("bol_misere_aces", S_PISTEET, aces=aces)] if aces > 0 else []

    def not_advised(d: _Dictator) -> tuple[Reason, ...]:
        if not call and d.cost <= m_cost + CLOSE_COST:
            return (
                _r(
                    "bol_dictator_worse_doubled",
                    S_LOPPU,
                    bid=str(d.bid),
                    short=d.short,
                    dictator_cost=d.cost,
                    misere_cost=m_cost,
                    dictator_doubled=2 * d.cost,
                    misere_doubled=m_doubled,
                ),
            )
        if d.cost == best_cost:
            return (
                _r(
                    "bol_dictator_worse_than_misere",
                    S_LOPPU,
                    bid=str(d.bid),
                    short=d.short,
                    dictator_cost=d.cost,
                    misere_cost=m_cost,
                ),
            )
        return (
            _r(
                "bol_dictator_worse",
                S_LOPPU,
                bid=str(d.bid),
                short=d.short,
                dictator_cost=d.cost,
                best=best_text,
                best_cost=best_cost,
            ),
        )

    # DECISION (C47a): a double doubles the pieti points, never the misère's ace points
    # (*Skruuvin pistelasku*, *Bolsevikkien pistelasku*), and a dictator may be the easier game to
    # double (*Loppumaalaus ja koputukset*): a dictator must be close, or cheaper, doubled too.
    m_doubled = 2 * bolshevik_cost(tricks) + aces
    call = best_cost < m_cost - CLOSE_COST and 2 * best_cost < m_doubled - 2 * CLOSE_COST
    if call:
        fair = [d for d in dictators if d.cost <= best_cost + CLOSE_COST]
    else:
        fair = [
            d for d in dictators if d.cost <= m_cost + CLOSE_COST and 2 * d.cost <= m_doubled + 2 * CLOSE_COST
        ]
    worse = {d.bid: not_advised(d) for d in dictators if d not in fair}
    if call:
        reasons = [
            _r(
                "bol_dictator_loses_less",
                S_LOPPU,
                tricks=tricks,
                misere_cost=m_cost,
                bid=str(top.bid),
                short=top.short,
                dictator_cost=best_cost,
            ),
            *ace_note,
            *forced,
            _r("bol_dictator_double_risk", S_LOPPU),
            _r("bol_dictator_scoring", S_PISTEET),
        ]
        acceptable: list[Action] = [PASS, *(d.bid for d in fair if d.cost > best_cost)]
        return _advice([d.bid for d in best], reasons, acceptable=acceptable, worse=worse, judgement=True)
    stay_key = "bol_final_hopeless_stay" if best_cost >= m_cost else "bol_final_close_stay"
    reasons = [
        _r(stay_key, S_LOPPU, tricks=tricks, misere_cost=m_cost),
        *long_note,
        *ace_note,
        *forced,
    ]
    if fair:
        reasons.append(
            _r(
                "bol_dictator_close",
                S_LOPPU,
                bid=str(top.bid),
                short=top.short,
                dictator_cost=best_cost,
                misere_cost=m_cost,
            )
        )
        reasons.append(_r("bol_dictator_double_risk", S_LOPPU))
    reasons.append(_r("bol_dictator_scoring", S_PISTEET))
    return _advice((PASS,), reasons, acceptable=[d.bid for d in fair], worse=worse, judgement=True)


def _dictator_bids(legal: Iterable[Action]) -> list[Bid]:
    return [a for a in legal if isinstance(a, Bid) and a.level == 7 and a.strain is not Strain.MISERE]


def advise(point: DecisionPoint) -> Advice | None:
    """Bolsevikit calls (*BOLSEVIKIT / Maalaukset*, *Loppumaalaus ja koputukset*); None elsewhere.

    Covers the bolshevik round (bid 7M or pass), the first bidder's choice
    between several bidders (play or yield), and the player's final call
    after giving the three cards (pass = stay in 7 misère, or a dictator).
    """
    if point.form is not Form.BOLSEVIKIT:
        return None
    if point.phase is Phase.AUCTION:
        return _bid_round(point)
    if point.phase is Phase.BOLSHEVIK_CHOICE:
        return _choice(point)
    if point.phase is Phase.CONTINUATION:
        return _final_call(point)
    return None
