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
  trick and 5 for each further one.

The trick estimates behind the final-call advice are the project's own
rough measures (marked DECISION); the advice is therefore a judgement.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from trainer.bids import BOLSHEVIK, PASS, Bid, Form, Strain
from trainer.cards import Card, Rank, Suit
from trainer.conventions.texts import register
from trainer.game import Action, Choice, Phase
from trainer.marker import N_

from .core import Advice, DecisionPoint, Reason, make_advice
from .hand import HIGH_HONOURS, SUITS, HandEval, SuitHolding

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
        "bol_already_played": N_("You have already played your bolshevik in this set, so you may only pass."),
        "bol_fit_void_suit": N_(
            "Bid the bolshevik: you have good misère cards ({twos} twos), and your only dangerous high "
            "cards are in the short {suit} suit, which your three gifts can clear whatever the middle "
            "cards are."
        ),
        "bol_fit_clean": N_(
            "Bid the bolshevik: you have good misère cards ({twos} twos) and no high cards in short suits."
        ),
        "bol_few_twos": N_("A bolshevik needs good misère cards, and you hold only {twos} twos: pass."),
        "bol_bad_suits": N_(
            "Your high cards sit in short suits ({suits}) that three gifts cannot all clear: pass."
        ),
        "bol_long_suit_no_two": N_(
            "Careful: a long suit without its two ({suit}) has proved very dangerous for the "
            "bolshevik player, so passing is also reasonable."
        ),
        "bol_unfit_bid": N_(
            "Without good misère cards and a suit you can surely void, the bolshevik is likely to "
            "lose a trick, and every defender gains at least 15."
        ),
        "bol_choice_last": N_("You are the last bidder left, so you must play the bolshevik."),
        "bol_choice_play": N_(
            "The first bidder chooses who plays; your cards suit the bolshevik, so play it yourself."
        ),
        "bol_choice_yield": N_(
            "The first bidder chooses who plays; your cards are weak for the bolshevik, so you may "
            "leave it to the next bidder."
        ),
        "bol_final_stay": N_(
            "Stay in the bolshevik (pass): your hand shows about {tricks} likely tricks in misère, "
            "and the dictator is meant only for hopeless cards."
        ),
        "bol_final_hopeless_stay": N_(
            "Your misère looks bad (about {tricks} likely tricks, roughly {misere_cost} to each "
            "defender), but no dictator looks cheaper: stay in the bolshevik."
        ),
        "bol_dictator_loses_less": N_(
            "Your misère looks hopeless (about {tricks} likely tricks, roughly {misere_cost} to each "
            "defender), while {bid} should fall about {short} tricks short (roughly {dictator_cost}): "
            "the dictator loses less."
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
            "{bid} should fall about {short} tricks short, more than the best dictator, {best}."
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


def bad_suits(h: HandEval) -> tuple[Suit, ...]:
    """Short suits (under five cards) holding an ace, king or queen: the suits a bolshevik must clear.

    The same measure as :meth:`HandEval.bolshevik_fit` (*BOLSEVIKIT / Maalaukset*).
    """
    return tuple(
        s for s in SUITS if 0 < h.length(s) < 5 and any(c.rank in HIGH_HONOURS for c in h.holding(s).cards)
    )


def long_suits_without_two(h: HandEval) -> tuple[Suit, ...]:
    """Suits of five or more cards without their two (*BOLSEVIKIT / Pelitaktiikkaa*: very dangerous)."""
    return tuple(s for s in SUITS if h.length(s) >= 5 and not h.holding(s).has(Rank.TWO))


def risky_cards(h: HandEval) -> tuple[Card, ...]:
    """Cards likely to take a trick in a misère played alone against three.

    DECISION (a rough measure of the project's own): in each suit, the
    player's i-th lowest card (0-based) is safe if its rank is at most
    4 + 2i (so 2–4, then up to 6, 8, 10, Q, A); any card above that ladder
    is counted as a likely trick.
    """
    out: list[Card] = []
    for s in SUITS:
        for i, c in enumerate(sorted(h.holding(s).cards, key=lambda c: c.rank)):
            if c.rank > 4 + 2 * i:
                out.append(c)
    return tuple(out)


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
    """What the bolshevik costs the player per defender (negative: a gain), undoubled, without aces."""
    if tricks <= 0:
        return -MADE_BOLSHEVIK
    return FIRST_PIETI + FURTHER_PIETI * (tricks - 1)


def dictator_cost(short: int) -> int:
    """What a dictator costs the player per defender (negative: a gain), undoubled."""
    if short <= 0:
        return -MADE_DICTATOR
    return FIRST_PIETI + FURTHER_PIETI * (short - 1)


# --- the three decisions ---------------------------------------------------------------------------------


def _bid_round(point: DecisionPoint) -> Advice:
    legal = point.legal
    if legal == (BOLSHEVIK,):
        return _advice((BOLSHEVIK,), (_r("bol_forced", S_BOL),))
    if legal == (PASS,):
        return _advice((PASS,), (_r("bol_already_played", S_BOL),))
    h = HandEval.of(point.view.hand)
    bad = bad_suits(h)
    if h.bolshevik_fit():
        if bad:
            reasons = [_r("bol_fit_void_suit", S_MAALAUKSET, twos=len(h.twos), suit=bad[0].symbol)]
        else:
            reasons = [_r("bol_fit_clean", S_MAALAUKSET, twos=len(h.twos))]
        long_bad = long_suits_without_two(h)
        if long_bad:
            # DECISION: a long suit without its two turns the bid into a judgement.
            reasons.append(_r("bol_long_suit_no_two", S_TAKTIIKKA, suit=" ".join(s.symbol for s in long_bad)))
            return _advice((BOLSHEVIK,), reasons, acceptable=(PASS,), judgement=True)
        return _advice((BOLSHEVIK,), reasons)
    if len(h.twos) < 2:
        why = _r("bol_few_twos", S_MAALAUKSET, twos=len(h.twos))
    else:
        why = _r("bol_bad_suits", S_MAALAUKSET, suits=" ".join(s.symbol for s in bad))
    # DECISION: every player must play once in the set, so passing a weak hand is advised but
    # marked as a judgement: the player may prefer to get a poor bolshevik over with.
    return _advice((PASS,), (why,), worse={BOLSHEVIK: (why, _r("bol_unfit_bid", S_PISTEET))}, judgement=True)


def _choice(point: DecisionPoint) -> Advice:
    if point.legal == (Choice.PLAY,):
        return _advice((Choice.PLAY,), (_r("bol_choice_last", S_MAALAUKSET),))
    h = HandEval.of(point.view.hand)
    # DECISION: the handbook only gives the first bidder the choice; the advice plays a hand
    # that suits the bolshevik and otherwise leaves it to the next bidder, as a judgement.
    if h.bolshevik_fit():
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


def _final_call(point: DecisionPoint) -> Advice:
    h = HandEval.of(point.view.hand)
    tricks = len(risky_cards(h))
    m_cost = bolshevik_cost(tricks)
    dictators = [
        _Dictator(b, dictator_losers(h, b.strain), dictator_cost(dictator_losers(h, b.strain)))
        for b in _dictator_bids(point.legal)
    ]
    if not dictators:
        return _advice((PASS,), (_r("bol_final_stay", S_LOPPU, tricks=tricks),), judgement=True)
    best_cost = min(d.cost for d in dictators)
    best = [d for d in dictators if d.cost == best_cost]
    best_text = " ".join(str(d.bid) for d in best)
    # DECISION: "hopeless" misère cards = two or more likely tricks; only then is a dictator
    # considered, and only when its estimated loss is smaller than the bolshevik's.
    hopeless = tricks >= 2
    worse: dict[Action, tuple[Reason, ...]] = {}
    if hopeless and best_cost < m_cost:
        reasons = [
            _r(
                "bol_dictator_loses_less",
                S_LOPPU,
                tricks=tricks,
                misere_cost=m_cost,
                bid=str(best[0].bid),
                short=best[0].short,
                dictator_cost=best_cost,
            ),
            _r("bol_dictator_double_risk", S_LOPPU),
            _r("bol_dictator_scoring", S_PISTEET),
        ]
        for d in dictators:
            if d.cost > best_cost:
                worse[d.bid] = (
                    _r("bol_dictator_worse", S_LOPPU, bid=str(d.bid), short=d.short, best=best_text),
                )
        return _advice([d.bid for d in best], reasons, acceptable=(PASS,), worse=worse, judgement=True)
    acceptable: list[Action] = []
    if hopeless:
        reasons = [
            _r("bol_final_hopeless_stay", S_LOPPU, tricks=tricks, misere_cost=m_cost),
            _r("bol_dictator_scoring", S_PISTEET),
        ]
        acceptable = [d.bid for d in best if d.cost <= m_cost]
        for d in dictators:
            if d.bid not in acceptable:
                worse[d.bid] = (
                    _r("bol_dictator_worse", S_LOPPU, bid=str(d.bid), short=d.short, best=best_text),
                )
    else:
        reasons = [_r("bol_final_stay", S_LOPPU, tricks=tricks)]
        for d in dictators:
            worse[d.bid] = (_r("bol_dictator_emergency", S_MAALAUKSET),)
    return _advice((PASS,), reasons, acceptable=acceptable, worse=worse, judgement=True)


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
