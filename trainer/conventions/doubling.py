"""Doubling and redoubling: when a defender doubles, and what the declaring side does after a double.

Handbook sections (each reason names its own):

* *Koputukset ja vastakoputukset* (alkupelit) -- a double doubles the main pair's score too when the
  contract makes, so a defender doubles only when fairly sure it fails.  A trump double needs high
  trumps; side aces cannot be counted on, since the main pair may be void in those suits.
* *ALKUPELIT / Avauslyönti* -- the defenders need three tricks against a level-5 contract, two against
  level 6 and one against level 7; when the leader's partner has doubled, the leader leads the suit
  partner gave, since partner is probably void there and can ruff it (*Sivupelaajien korttien
  vaihdot*: giving a singleton sets up that ruff).
* *Sivupelaajien korttien vaihdot ja koputukset* (grand) -- a grand double usually needs high honours
  in several suits; with enough sure tricks for the set (A, AK, AKQ ...) the double is safe; one long
  good suit seldom beats a grand unless it holds the top honours, since the main pair can make a grand
  without playing that suit.  *Grandi (peli ilman valttia)* and *KOTKAT / Jatkomaalaukset*: a grand is
  harder to double than a trump game, because the defenders do not know the main pair's long suit.
* *Maalattu misääri / Koputukset* -- partner may have very poor cards, since the main pair showed small
  cards: the doubler wants several small cards and kings to get in with, to win tricks and press the
  main pair with the small cards.  *KOTKAT / Pelitaktiikkaa*: the doubler of a painted misère leads the
  suit of their two first and later feeds its tails with the two.
* *Passimisääri / Koputukset ja vastakoputukset* -- doubling a passimisääri takes careful judgement:
  partner may hold miserable misère cards that were not worth a bid, so the doubler must be able to
  help partner in the suit partner gave; having given a two, or the only card of one's shortest suit,
  helps; doubled, every trick costs two.  *Passimisääri*: help needs a catching card (a king, or a queen
  with small cards) and small cards of partner's shortest suit.
* *KOTKAT / Pelitaktiikkaa* -- in a kotkat trump game do not double unless expecting two trump tricks
  (the defenders know nothing of the main pair's void suits, so side aces do not count); in the other
  game types the doubler must beat the contract with their own cards, whatever partner holds.
* *Loppumaalaus ja koputukset* (bolsevikit) -- each defender doubles for themself, the niskamies first,
  and the niskamies's choice usually carries the others; the traditional test for doubling a bolshevik
  is two twos in suits of four or more cards and an entry to start a new trick; a dictator (7 trump or
  7 grand) may be easier to double than the misère.
* *Skruuvin pistelasku / Pelitaktiikkaa* -- a misère double multiplies the trick points only, never the
  ace points, so the doubler judges how the tricks will split.

Redoubles.  The handbook says who may redouble (the main player on the doubler's left, then partner;
in passimisääri the doubler's left, then that player's partner; in bolsevikit the player, last) but not
when.  DECISION (docs/conventions.md C93): pass is recommended and the redouble acceptable, with the
judgement note and a reason that says the handbook is silent; no redouble is ever "not advised".

What the advice reads: only the decision point (the seat's own cards now, after every exchange; the
contract and the game; the doubling calls so far; the card the seat gave and received).  The measures
and thresholds chosen where the handbook gives no number are DECISION notes below, listed as C93-C98
in docs/conventions.md.  Grading: where the handbook's conditions are met the double is recommended
(where the contract cannot make, passing is not advised); where they are met only as a judgement the
double is acceptable; otherwise pass is recommended and the double not advised, told what its hand
lacks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from trainer.bids import DOUBLE, PASS, REDOUBLE, Bid, Double, Form
from trainer.cards import Card, Rank, Suit, format_hand
from trainer.game import Action, GameType, Phase
from trainer.marker import N_

from .core import Advice, DecisionPoint, Reason, make_advice
from .hand import SUITS, HandEval, SuitHolding
from .rulebook import Rule, RuleSet, Trail, rule
from .texts import register

TOPIC: Final = "double"

SECTION_DOUBLE: Final = "Koputukset ja vastakoputukset"
SECTION_GOAL: Final = "ALKUPELIT / Avauslyönti"
SECTION_GRAND: Final = "Sivupelaajien korttien vaihdot ja koputukset"
SECTION_GRAND_HARD: Final = "Grandi (peli ilman valttia)"
SECTION_KOTKAT_GRAND: Final = "KOTKAT / Jatkomaalaukset"
SECTION_MISERE: Final = "Maalattu misääri / Koputukset"
SECTION_KOTKAT: Final = "KOTKAT / Pelitaktiikkaa"
SECTION_PASSI: Final = "Passimisääri / Koputukset ja vastakoputukset"
SECTION_PASSI_CARDS: Final = "Passimisääri"
SECTION_BOLSHEVIK: Final = "Loppumaalaus ja koputukset"
SECTION_SCORE: Final = "Skruuvin pistelasku / Pelitaktiikkaa"

SECTIONS: Final = frozenset(
    {
        SECTION_DOUBLE,
        SECTION_GOAL,
        SECTION_GRAND,
        SECTION_GRAND_HARD,
        SECTION_KOTKAT_GRAND,
        SECTION_MISERE,
        SECTION_KOTKAT,
        SECTION_PASSI,
        SECTION_PASSI_CARDS,
        SECTION_BOLSHEVIK,
        SECTION_SCORE,
    }
)

TEMPLATES = register(
    {
        # --- every painted game ---------------------------------------------------------------------
        "dbl_both_ways": N_(
            "A double also doubles the main pair's score if the contract makes: double only when you "
            "are fairly sure it fails."
        ),
        "dbl_pass_sure": N_(
            "Passing gives away a safe double: your sure tricks ({cards}) beat {contract} whatever the "
            "others hold, and the double doubles the penalty."
        ),
        # --- trump --------------------------------------------------------------------------------------
        "dbl_trump_sure": N_(
            "Your top trumps {cards} are sure tricks, enough to beat {contract} (tricks needed: "
            "{needed}): the contract cannot make, so double."
        ),
        "dbl_trump_high": N_(
            "Your high trumps ({cards}) should take the tricks that beat {contract} (needed: {needed}, "
            "your trumps: {count}): double."
        ),
        "dbl_trump_short": N_(
            "Do not double: a trump double needs high trumps, and yours ({cards}) should take fewer "
            "tricks ({count}) than beating {contract} needs ({needed})."
        ),
        "dbl_trump_none": N_("Do not double: you hold no trump, and a trump double needs high trumps."),
        "dbl_side_aces": N_(
            "Your side aces ({cards}) do not count towards a double: the main pair may be void in those "
            "suits and ruff them."
        ),
        "dbl_trump_ruff": N_(
            "You gave partner your only {suit} card and still hold a trump: when you double, partner "
            "leads {suit} and you can ruff, one more trick for the defence."
        ),
        "dbl_kotkat_two": N_(
            "In kotkat, double a trump game only when you expect two trump tricks: yours ({cards}) "
            "should take two or more."
        ),
        "dbl_kotkat_not_two": N_(
            "Do not double: in kotkat a trump double needs two expected trump tricks, and your trumps "
            "({cards}) should take fewer ({count})."
        ),
        "dbl_kotkat_one_enough": N_(
            "Against {contract} one trick beats the contract, and your trumps ({cards}) may take it; the "
            "handbook still wants two trump tricks for a kotkat double, so this is your judgement."
        ),
        # --- grand --------------------------------------------------------------------------------------
        "dbl_grand_sure": N_(
            "Your sure tricks ({cards}) are enough to beat {contract} (tricks needed: {needed}): a safe "
            "double."
        ),
        "dbl_grand_several": N_(
            "You hold high honours in several suits ({cards}), enough for the tricks that beat "
            "{contract} if they all win (needed: {needed}). A double is a fair judgement, but a grand "
            "is hard to double: you do not know which long suit the main pair will run."
        ),
        "dbl_grand_short": N_(
            "Do not double: your high cards ({cards}) should take fewer tricks ({count}) than beating "
            "{contract} needs ({needed}), and the main pair may run a long suit you cannot see."
        ),
        "dbl_grand_one_suit": N_(
            "Do not double: your tricks lie in one suit ({cards}) without the sure top honours, and the "
            "main pair can make a grand without ever playing that suit. A grand double needs high "
            "honours in several suits."
        ),
        "dbl_grand_nothing": N_(
            "Do not double: you hold no ace or guarded high honour, and a grand double needs high "
            "honours in several suits."
        ),
        # --- painted misère -----------------------------------------------------------------------------
        "dbl_misere_fit": N_(
            "You hold several small cards ({small}) and kings to get in with ({kings}): you can win "
            "tricks and press the main pair with your small cards. Double, and lead the suit of your "
            "two ({two}) first."
        ),
        "dbl_misere_no_two": N_(
            "You hold small cards ({small}) and kings ({kings}) but no two: a doubler leads the suit of "
            "the two first and feeds its tails at the end, so the double is your judgement."
        ),
        "dbl_misere_partner": N_(
            "Count on your own cards only: partner may hold very poor cards, since the main pair "
            "showed small cards with their misère."
        ),
        "dbl_misere_small": N_(
            "Do not double: the doubler of a misère needs several small cards to press the main pair "
            "with, and you hold few ({small})."
        ),
        "dbl_misere_kings": N_(
            "Do not double: the doubler of a misère needs kings to get in with, and you hold fewer than "
            "two ({kings})."
        ),
        "dbl_misere_no_small": N_(
            "Do not double: the doubler of a misère needs several small cards to press the main pair "
            "with, and you hold none."
        ),
        "dbl_misere_no_kings": N_(
            "Do not double: the doubler of a misère needs kings to get in with, and you hold none."
        ),
        "dbl_misere_tricks_only": N_(
            "A misère double multiplies only the trick points, never the ace points: judge how the "
            "tricks will split between the sides."
        ),
        # --- passimisääri -------------------------------------------------------------------------------
        "dbl_passi_help": N_(
            "You can help partner in {suit}, the suit partner gave you: you hold small cards there "
            "({cards}) and a catching card ({catcher}) to win the lead."
        ),
        "dbl_passi_gave_two": N_("You gave partner your {card}: a given two helps a double."),
        "dbl_passi_gave_single": N_(
            "You gave partner your only {suit} card ({card}): you can throw cards when {suit} is led, "
            "which helps a double."
        ),
        "dbl_passi_judgement": N_(
            "Doubling a passimisääri takes careful judgement: partner may hold miserable misère cards "
            "that were still not worth a bid."
        ),
        "dbl_passi_no_small": N_(
            "Do not double: the doubler must be able to help partner in {suit}, the suit partner gave "
            "you, and you hold too few small cards there ({cards})."
        ),
        "dbl_passi_no_catcher": N_(
            "Do not double: to help partner you must win the lead, and you hold no catching card (a "
            "king, or a queen with two more cards)."
        ),
        "dbl_passi_ace_short": N_(
            "Do not double: an ace is safe only in a suit of five or more cards, and an ace in a short "
            "suit ({cards}) may well fall into your own side's trick."
        ),
        "dbl_passi_own_cards": N_(
            "Your own cards fall short of the handbook's good passimisääri cards, catching cards in two "
            "suits and a suit of at most two cards (your catching cards: {catchers}): the double is a "
            "closer call."
        ),
        "dbl_passi_high_cards": N_(
            "Besides your catching cards and any ace in a long suit you hold several high cards "
            "({cards}) likely to take tricks, and doubled every trick costs two: passing is the safer "
            "call."
        ),
        "dbl_passi_trick_cost": N_(
            "Doubled, every trick costs two points, so running an opponent's ace down a long suit pays "
            "less than in an undoubled game."
        ),
        # --- bolsevikit ---------------------------------------------------------------------------------
        "dbl_bol_fit": N_(
            "You meet the traditional test for doubling a bolshevik: twos in two suits of four or more "
            "cards ({cards}) and a catching card to start a new trick ({catch})."
        ),
        "dbl_bol_twos": N_(
            "Do not double: the traditional test wants twos in two suits of four or more cards, and "
            "you have such twos in fewer suits ({cards})."
        ),
        "dbl_bol_no_twos": N_(
            "Do not double: the traditional test wants twos in two suits of four or more cards, and "
            "you have no two in a suit that long."
        ),
        "dbl_bol_entry": N_(
            "Do not double: the traditional test wants a catching card to start a new trick (an ace, a "
            "king, or a queen with two more cards), and you hold none."
        ),
        "dbl_bol_follow": N_(
            "The niskamies doubled, and the niskamies's choice usually carries the other defenders: "
            "doubling with them is also fair."
        ),
        "dbl_bol_own": N_("Each defender doubles for themself: only your own trick points are doubled."),
        "dbl_dictator": N_(
            "A dictator must take every trick: one trick for the defence beats it, and a trump or grand "
            "game may be easier to double than the misère."
        ),
        # --- redouble -----------------------------------------------------------------------------------
        "dbl_redouble_silent": N_(
            "The handbook says who may redouble but gives no advice on when. Passing is the cautious "
            "call; a redouble triples the trick points either way, so it is your judgement."
        ),
    }
)

#: DECISION (C95): "small cards" for a misère double are 2-5, "several" is four or more, and "kings" is
#: two or more (the handbook's plural); *hand.py* reads misère small cards the same way.
MISERE_SMALL_TOP: Final = Rank.FIVE
MISERE_SMALL: Final = 4
MISERE_KINGS: Final = 2
#: DECISION (C96): "small cards" of partner's suit in passimisääri are 2-6, two or more: *Passimisääri /
#: Avauslyönti* calls a holding whose lowest card is a seven one with no small cards at all.
PASSI_SMALL_TOP: Final = Rank.SIX
PASSI_SMALL: Final = 2
#: *Passimisääri*: an ace is safe only in a suit of five or more cards (good misère cards, C96).
PASSI_SAFE_ACE: Final = 5
#: *Passimisääri* (good passimisääri cards, C96): catching cards in two suits, and a short suit of at
#: most two cards (as :meth:`HandEval.passimisaari_fit` reads them; here a void counts too).
PASSI_CATCHERS: Final = 2
PASSI_SHORT: Final = 2
#: DECISION (C96b): the doubler's own trick-takers are the high cards (A, K, Q, J) left after the two
#: catching cards the handbook wants (*Passimisääri*: "kiinniottokortteina kuningas tai kuningatar") and
#: the aces of suits of five or more (safe there).  The handbook's good passimisääri cards (♠3 ♣AK7542
#: ♦Q54 ♥K4) keep one such card (♣K) and its doubler B in the example deal two (♦Q ♣J), so up to two
#: stay within the handbook's good cards; three or more are "several": pass recommended, double fair.
PASSI_HIGH: Final = 3
#: *Loppumaalaus ja koputukset*: the twos must be in suits of four or more cards.
BOLSHEVIK_SUIT: Final = 4


# --- counting tricks (pure functions) --------------------------------------------------------------


def sure_tricks(holding: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of one suit that win a trick whatever the others hold: the unbroken run from the ace.

    *Sivupelaajien korttien vaihdot ja koputukset*: "ehdottoman pitävät kortit (A, AK, AKQ jne.)".  In a
    trump game the trump suit's run is sure too: nobody can ruff a trump.

    >>> [str(c) for c in sure_tricks([Card.parse("♠A"), Card.parse("♠K"), Card.parse("♠J")])]
    ['♠A', '♠K']
    """
    ranks = {c.rank for c in holding}
    out: list[Card] = []
    for r in range(Rank.ACE, Rank.TWO - 1, -1):
        if Rank(r) not in ranks:
            break
        out.append(next(c for c in holding if c.rank == r))
    return tuple(out)


def honour_tricks(holding: Sequence[Card]) -> tuple[Card, ...]:
    """The high honours of one suit expected to take a trick: each guarded against the higher ranks.

    DECISION (C94): an honour counts when the suit has more cards than there are ranks above it: the ace
    always, the king with one more card (Kx), the queen with two more (Qxx), the jack with three more
    (Jxxx).  So KQ doubleton counts one trick (the ace takes one of them), KQx two.  Lower cards and the
    length of a suit count nothing (*Sivupelaajien korttien vaihdot ja koputukset*: a long suit without
    its top honours seldom beats a grand).

    >>> [str(c) for c in honour_tricks([Card.parse("♥K"), Card.parse("♥Q")])]
    ['♥K']
    """
    n = len(holding)
    return tuple(
        c for c in sorted(holding, key=lambda c: -c.rank) if c.rank >= Rank.JACK and n > Rank.ACE - c.rank
    )


def defence_needs(contract: Bid) -> int:
    """Tricks the defenders need to beat a trump or grand contract (*ALKUPELIT / Avauslyönti*: three
    against level 5, two against 6, one against 7)."""
    return 8 - contract.level


def _fmt(cards: Iterable[Card]) -> str:
    return format_hand(cards)


# --- the advice being built ------------------------------------------------------------------------


@dataclass
class _Call:
    """A double decision being advised: what the seat holds and the advice so far."""

    point: DecisionPoint
    game: GameType
    contract: Bid | None
    recommended: list[Action] = field(default_factory=list)
    acceptable: list[Action] = field(default_factory=list)
    reasons: list[Reason] = field(default_factory=list)
    worse: dict[Action, list[Reason]] = field(default_factory=dict)
    judgement: bool = False
    trail: Trail = field(default_factory=Trail)

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.point.hand

    @property
    def eval(self) -> HandEval:
        return HandEval.of(self.point.hand)

    def why(self, key: str, section: str, **params: Any) -> None:
        r = Reason(key, section, params)
        if r not in self.reasons:
            self.reasons.append(r)

    def against(self, action: Action, key: str, section: str, **params: Any) -> None:
        r = Reason(key, section, params)
        rs = self.worse.setdefault(action, [])
        if r not in rs:
            rs.append(r)

    def refuse(self, key: str, section: str, **params: Any) -> None:
        """A reason the double is not advised: said for the pass and against the double."""
        self.why(key, section, **params)
        self.against(DOUBLE, key, section, **params)

    # --- the three outcomes -----------------------------------------------------------------------

    def certain(self, sure: Sequence[Card]) -> None:
        """The seat's sure tricks alone beat the contract: double, and passing is not advised.

        DECISION (C98): only here is a pass "not advised" (the handbook: the double is then safe);
        wherever the double rests on likely tricks or the handbook's other tests, passing stays fair.
        """
        self.recommended.append(DOUBLE)
        assert self.contract is not None
        self.against(PASS, "dbl_pass_sure", SECTION_DOUBLE, cards=_fmt(sure), contract=str(self.contract))

    def fair(self) -> None:
        """The handbook's conditions are met: double, and passing is fair (a judgement)."""
        self.recommended.append(DOUBLE)
        self.acceptable.append(PASS)
        self.judgement = True

    def maybe(self) -> None:
        """Only a judgement: pass, and the double is fair."""
        self.recommended.append(PASS)
        self.acceptable.append(DOUBLE)
        self.judgement = True

    def no(self) -> None:
        """The conditions are not met: pass; the double has its reasons in ``worse``."""
        self.recommended.append(PASS)

    def build(self) -> Advice:
        return make_advice(
            TOPIC,
            self.recommended,
            self.reasons,
            acceptable=self.acceptable,
            worse={a: tuple(rs) for a, rs in self.worse.items()},
            judgement=self.judgement,
            rules=self.trail.rules(),
        )


# --- the rules ----------------------------------------------------------------------------------------
#
# Each convention of this module is a named :class:`~trainer.conventions.rulebook.Rule` (its id, its
# handbook sections, its condition and advice in one line, the tests where it fires and where it must
# not).  :func:`advise` picks the rule set by the game; within a set the rules are evaluated in the
# order of their :class:`~trainer.conventions.rulebook.RuleSet`: the notes before the decision
# (:data:`DICTATOR_NOTES`), the first deciding rule that holds (its last rule always holds), then the
# notes after it (:data:`TRUMP_AFTER`, :data:`TRICKS_ONLY`, :data:`BOLSEVIKIT_NOTES`).  ``Advice.rules``
# names the deciding rule first.

_T = "test_doubling_advice.py::"
_W = "test_doubling_bolshevik_wording.py::"
_C = "test_rulebook_cases.py::"


def _rule(id: str, **kw: Any) -> Rule[Any, None]:
    return rule(id, topic=TOPIC, module="doubling", **kw)


# --- notes on every painted game ------------------------------------------------------------------


def _dictator_note(c: _Call) -> None:
    c.why("dbl_dictator", SECTION_BOLSHEVIK)


DICTATOR: Final = _rule(
    "C97.dictator",
    title=N_("A dictator falls to one trick"),
    sections=(SECTION_BOLSHEVIK,),
    condition="The contract is a dictator (7 trump or 7 grand in bolsevikit).",
    advice="Say that one defence trick beats it and that it may be easier to double than the misère.",
    applies=(_T + "test_dictator_trump_one_trick_beats_it", _T + "test_dictator_grand_an_ace_cannot_lose"),
    must_not=(_T + "test_trump_high_trumps_double",),
    when=lambda c: c.game is GameType.DICTATOR,
    then=_dictator_note,
    code=("doubling.defence_needs",),
    status="implemented (C97)",
)
DICTATOR_NOTES: Final = RuleSet[_Call, None]("double.dictator", (DICTATOR,))


# --- trump ------------------------------------------------------------------------------------------


def _ruff_trick(c: _Call, trump: Suit, counted: int) -> Suit | None:
    """The suit the seat can ruff at the first trick after doubling, if any (alkupelit trump only).

    *ALKUPELIT / Avauslyönti*: when the leader's partner has doubled, the leader leads the suit partner
    gave, since partner is probably void there and can ruff; *Sivupelaajien korttien vaihdot*: a
    singleton given sets up that ruff.  DECISION (C94): the leader's partner (the declarer's right) who
    gave a side-suit card, holds no card of that suit now and has a trump beyond the honours counted,
    counts one ruff trick.
    """
    info = c.point.info
    declarer = info.declarer
    if declarer is None or c.point.seat is not declarer.right or c.point.form is not Form.ALKUPELIT:
        return None
    gave = [e for e in info.given if e.phase is Phase.DEFENDERS_EXCHANGE]
    if not gave:
        return None
    card = gave[0].cards[0]
    if card.suit is trump or any(x.suit is card.suit for x in c.hand):
        return None
    if c.eval.length(trump) <= counted:
        return None
    return card.suit


@dataclass(frozen=True)
class _Trump:
    """What a trump double is judged by (see :func:`_trump`)."""

    c: _Call
    contract: Bid
    needed: int
    holding: tuple[Card, ...]
    sure: tuple[Card, ...]
    count: int
    ruff: Suit | None
    side_aces: tuple[Card, ...]
    kotkat: bool
    section: str

    @classmethod
    def of(cls, c: _Call) -> _Trump:
        contract = c.contract
        assert contract is not None and contract.trump is not None
        trump = contract.trump
        holding = c.eval.holding(trump).cards
        high = honour_tricks(holding)
        ruff = _ruff_trick(c, trump, len(high))
        side_aces = tuple(x for x in c.hand if x.rank is Rank.ACE and x.suit is not trump)
        kotkat = c.game is GameType.TRUMP and c.point.form is Form.KOTKAT
        dictator = c.game is GameType.DICTATOR
        section = SECTION_KOTKAT if kotkat else (SECTION_BOLSHEVIK if dictator else SECTION_DOUBLE)
        count = len(high) + (1 if ruff is not None else 0)
        return cls(c, contract, defence_needs(contract), tuple(holding), sure_tricks(holding), count, ruff,
                   side_aces, kotkat, section)  # fmt: skip

    @property
    def cards(self) -> str:
        return _fmt(self.holding) if self.holding else "-"


def _trump_sure(f: _Trump) -> None:
    f.c.certain(f.sure)
    f.c.why("dbl_trump_sure", f.section, cards=_fmt(f.sure), contract=str(f.contract), needed=f.needed)


def _kotkat_two(f: _Trump) -> None:
    f.c.fair()
    f.c.why("dbl_kotkat_two", SECTION_KOTKAT, cards=f.cards)
    f.c.why("dbl_both_ways", SECTION_DOUBLE)


def _kotkat_seven(f: _Trump) -> None:
    f.c.maybe()
    f.c.why("dbl_kotkat_one_enough", SECTION_KOTKAT, cards=f.cards, contract=str(f.contract))


def _ruff_note(f: _Trump) -> None:
    assert f.ruff is not None
    f.c.why("dbl_trump_ruff", SECTION_GOAL, suit=f.ruff.symbol)


def _trump_high(f: _Trump) -> None:
    f.c.fair()
    f.c.why(
        "dbl_trump_high", f.section, needed=f.needed, count=f.count, cards=f.cards, contract=str(f.contract)
    )
    RUFF_NOTES.each(f, f.c.trail)
    f.c.why("dbl_both_ways", SECTION_DOUBLE)


def _trump_none(f: _Trump) -> None:
    f.c.no()
    f.c.refuse("dbl_trump_none", f.section)


def _kotkat_short(f: _Trump) -> None:
    f.c.no()
    f.c.refuse("dbl_kotkat_not_two", SECTION_KOTKAT, cards=f.cards, count=f.count)


def _trump_short(f: _Trump) -> None:
    f.c.no()
    f.c.refuse(
        "dbl_trump_short", f.section, needed=f.needed, count=f.count, cards=f.cards, contract=str(f.contract)
    )


def _side_aces(f: _Trump) -> None:
    f.c.refuse("dbl_side_aces", SECTION_KOTKAT if f.kotkat else SECTION_DOUBLE, cards=_fmt(f.side_aces))


TRUMP_SURE: Final = _rule(
    "C98.trump_sure",
    title=N_("Sure trump tricks beat the contract"),
    sections=(SECTION_DOUBLE, SECTION_GRAND),
    condition="Trump: the unbroken run of trumps from the ace has as many cards as the tricks the defence needs.",
    advice="Double; passing is not advised, since the contract cannot make.",
    applies=(_T + "test_trump_sure_tricks_make_passing_wrong",),
    must_not=(_T + "test_trump_high_trumps_double", _T + "test_trump_side_aces_do_not_count"),
    when=lambda f: len(f.sure) >= f.needed,
    then=_trump_sure,
    code=("doubling.sure_tricks", "doubling._Call.certain"),
    status="implemented (C98)",
)
KOTKAT_TWO: Final = _rule(
    "C94.kotkat_two",
    title=N_("Kotkat: two trump tricks"),
    sections=(SECTION_KOTKAT,),
    condition="Kotkat trump game: the seat's trumps should take two tricks or more.",
    advice="Double, with passing fair (a judgement).",
    applies=(_T + "test_kotkat_trump_two_trump_tricks_double",),
    must_not=(_T + "test_kotkat_trump_one_trump_trick_and_side_aces_pass",),
    when=lambda f: f.kotkat and f.count >= 2,
    then=_kotkat_two,
    code=("doubling.honour_tricks",),
    status="implemented (C94)",
)
KOTKAT_SEVEN: Final = _rule(
    "C94.kotkat_seven",
    title=N_("Kotkat: one trump trick may be enough"),
    sections=(SECTION_KOTKAT,),
    condition="Kotkat trump game: the seat's trumps should take fewer than two tricks but as many as the defence needs (one, against a seven).",
    advice="Pass, with the double fair: the handbook usually wants two trump tricks.",
    applies=(_T + "test_kotkat_trump_one_probable_trick_against_the_seven_level_is_a_judgement",),
    must_not=(_T + "test_kotkat_trump_one_trump_trick_and_side_aces_pass",),
    when=lambda f: f.kotkat and f.count >= f.needed,
    then=_kotkat_seven,
    code=("doubling.honour_tricks",),
    status="implemented (C94)",
)
RUFF: Final = _rule(
    "C94.ruff",
    title=N_("A ruff of the suit you gave partner"),
    sections=(SECTION_GOAL, "Sivupelaajien korttien vaihdot"),
    condition="Alkupelit trump, the leader's partner gave a side-suit card, is void there now and holds a trump beyond the honours counted.",
    advice="Count the ruff as one more defence trick and say so with the double.",
    applies=(_T + "test_trump_leaders_partner_counts_the_ruff_of_the_suit_he_gave",),
    must_not=(_T + "test_trump_no_ruff_when_the_suit_is_still_held",),
    when=lambda f: f.ruff is not None,
    then=_ruff_note,
    code=("doubling._ruff_trick",),
    status="implemented (C94)",
)
RUFF_NOTES: Final = RuleSet[_Trump, None]("double.ruff", (RUFF,))
TRUMP_HIGH: Final = _rule(
    "C94.trump_high",
    title=N_("High trumps for the tricks needed"),
    sections=(SECTION_DOUBLE,),
    condition="Trump (not kotkat): the seat's high trumps (and a ruff) should take the tricks the defence needs.",
    advice="Double, with passing fair (a judgement); side aces are not counted.",
    applies=(_T + "test_trump_high_trumps_double", _T + "test_the_lesson_example_doubles_six_hearts"),
    must_not=(_T + "test_trump_side_aces_do_not_count",),
    when=lambda f: not f.kotkat and f.count >= f.needed,
    then=_trump_high,
    code=("doubling.honour_tricks", "doubling._Call.fair"),
    status="implemented (C94)",
)
TRUMP_NONE: Final = _rule(
    "C94.trump_none",
    title=N_("No trumps, no double"),
    sections=(SECTION_DOUBLE,),
    condition="Trump: the seat holds no trump (and the rules above did not hold).",
    advice="Pass; the double is not advised, a trump double needs high trumps.",
    applies=(_T + "test_trump_no_trumps_at_all",),
    must_not=(_T + "test_trump_high_trumps_double",),
    when=lambda f: not f.holding,
    then=_trump_none,
    status="implemented (C94)",
)
KOTKAT_SHORT: Final = _rule(
    "C94.kotkat_short",
    title=N_("Kotkat: fewer than two trump tricks"),
    sections=(SECTION_KOTKAT,),
    condition="Kotkat trump game: the seat's trumps should take fewer than two tricks, and fewer than the defence needs.",
    advice="Pass; the double is not advised, kotkat wants two expected trump tricks.",
    applies=(_T + "test_kotkat_trump_one_trump_trick_and_side_aces_pass",),
    must_not=(_T + "test_kotkat_trump_two_trump_tricks_double",),
    when=lambda f: f.kotkat,
    then=_kotkat_short,
    status="implemented (C94)",
)
TRUMP_SHORT: Final = _rule(
    "C94.trump_short",
    title=N_("Too few high trumps"),
    sections=(SECTION_DOUBLE,),
    condition="Trump (not kotkat): the seat's high trumps should take fewer tricks than the defence needs.",
    advice="Pass; the double is not advised, told how many tricks the trumps should take.",
    applies=(
        _T + "test_trump_level_sets_the_tricks_needed",
        _T + "test_trump_no_ruff_when_the_suit_is_still_held",
    ),
    must_not=(_T + "test_trump_high_trumps_double",),
    when=lambda f: True,
    then=_trump_short,
    status="implemented (C94)",
)
TRUMP: Final = RuleSet[_Trump, None](
    "double.trump", (TRUMP_SURE, KOTKAT_TWO, KOTKAT_SEVEN, TRUMP_HIGH, TRUMP_NONE, KOTKAT_SHORT, TRUMP_SHORT)
)
SIDE_ACES: Final = _rule(
    "C94.side_aces",
    title=N_("Side aces do not count"),
    sections=(SECTION_DOUBLE, SECTION_KOTKAT),
    condition="Trump: the seat holds side-suit aces and the double is not recommended.",
    advice="Say that side aces do not count towards a double (the main pair may be void there), also against the double.",
    applies=(
        _T + "test_trump_side_aces_do_not_count",
        _T + "test_kotkat_trump_one_trump_trick_and_side_aces_pass",
    ),
    must_not=(_T + "test_trump_high_trumps_double",),
    when=lambda f: bool(f.side_aces) and DOUBLE not in f.c.recommended,
    then=_side_aces,
    status="implemented (C94)",
)
TRUMP_AFTER: Final = RuleSet[_Trump, None]("double.trump_after", (SIDE_ACES,))


def _trump(c: _Call) -> Advice:
    """*Koputukset ja vastakoputukset*, *KOTKAT / Pelitaktiikkaa*, *Loppumaalaus ja koputukset*.

    DECISION (C94): only trumps count (side aces never).  Alkupelit and the dictator: likely trump
    tricks (:func:`honour_tricks`, plus the ruff of :func:`_ruff_trick`) at least the tricks needed
    recommend the double.  Kotkat: two likely trump tricks recommend it; at the 7 level one likely trick
    makes it acceptable (the handbook's "usually").  Enough sure tricks always recommend it (C98).
    Rules: :data:`DICTATOR_NOTES`, :data:`TRUMP` (in its order), :data:`TRUMP_AFTER`, then
    :func:`_bolshevik_follow`.
    """
    f = _Trump.of(c)
    DICTATOR_NOTES.each(c, c.trail)
    TRUMP.first(f, c.trail)
    TRUMP_AFTER.each(f, c.trail)
    return _bolshevik_follow(c)


# --- grand ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Grand:
    """What a grand double is judged by (see :func:`_grand`)."""

    c: _Call
    contract: Bid
    needed: int
    sure: tuple[Card, ...]
    cards: tuple[Card, ...]
    suits: tuple[Suit, ...]
    hard: str

    @classmethod
    def of(cls, c: _Call) -> _Grand:
        contract = c.contract
        assert contract is not None
        sure = tuple(x for s in SUITS for x in sure_tricks(c.eval.holding(s).cards))
        high = {s: honour_tricks(c.eval.holding(s).cards) for s in SUITS}
        cards = tuple(x for s in SUITS for x in high[s])
        suits = tuple(s for s in SUITS if high[s])
        hard = SECTION_KOTKAT_GRAND if c.point.form is Form.KOTKAT else SECTION_GRAND_HARD
        return cls(c, contract, defence_needs(contract), sure, cards, suits, hard)


def _grand_sure(f: _Grand) -> None:
    f.c.certain(f.sure)
    f.c.why("dbl_grand_sure", SECTION_GRAND, cards=_fmt(f.sure), contract=str(f.contract), needed=f.needed)


def _grand_several(f: _Grand) -> None:
    f.c.maybe()
    f.c.why("dbl_grand_several", f.hard, cards=_fmt(f.cards), contract=str(f.contract), needed=f.needed)
    f.c.why("dbl_both_ways", SECTION_DOUBLE)


def _grand_one_suit(f: _Grand) -> None:
    f.c.no()
    f.c.refuse("dbl_grand_one_suit", SECTION_GRAND, cards=_fmt(f.c.eval.holding(f.suits[0]).cards))


def _grand_short(f: _Grand) -> None:
    f.c.no()
    f.c.refuse(
        "dbl_grand_short", SECTION_GRAND, cards=_fmt(f.cards), count=len(f.cards), contract=str(f.contract),
        needed=f.needed,
    )  # fmt: skip


def _grand_nothing(f: _Grand) -> None:
    f.c.no()
    f.c.refuse("dbl_grand_nothing", SECTION_GRAND)


GRAND_SURE: Final = _rule(
    "C98.grand_sure",
    title=N_("Sure tricks beat the grand"),
    sections=(SECTION_GRAND,),
    condition="Grand: the runs from the ace (A, AK, AKQ ...) hold as many cards as the tricks the defence needs.",
    advice="Double, a safe double; passing is not advised.",
    applies=(
        _T + "test_grand_sure_tricks_are_a_safe_double",
        _T + "test_dictator_grand_an_ace_cannot_lose",
        _T + "test_grand_long_suit_with_its_top_honours_is_a_double",
    ),
    must_not=(_T + "test_grand_high_honours_in_several_suits_are_a_judgement",),
    when=lambda f: len(f.sure) >= f.needed,
    then=_grand_sure,
    code=("doubling.sure_tricks", "doubling._Call.certain"),
    status="implemented (C98)",
)
GRAND_SEVERAL: Final = _rule(
    "C94.grand_several",
    title=N_("Grand: high honours in several suits"),
    sections=(SECTION_GRAND_HARD, SECTION_KOTKAT_GRAND, SECTION_GRAND),
    condition="Grand: the guarded high honours should take the tricks needed and lie in two suits or more (or one trick is needed).",
    advice="Pass, with the double fair: a grand is hard to double, the defenders do not know its long suit.",
    applies=(_T + "test_grand_high_honours_in_several_suits_are_a_judgement",),
    must_not=(_T + "test_grand_one_long_suit_without_top_honours_is_no_double",),
    when=lambda f: len(f.cards) >= f.needed and (len(f.suits) >= 2 or f.needed == 1),
    then=_grand_several,
    code=("doubling.honour_tricks",),
    status="implemented (C94)",
)
GRAND_ONE_SUIT: Final = _rule(
    "C94.grand_one_suit",
    title=N_("Grand: one suit is not enough"),
    sections=(SECTION_GRAND,),
    condition="Grand: the honours that should take the tricks needed all lie in one suit without the sure top honours.",
    advice="Pass; the double is not advised, the main pair can make a grand without playing that suit.",
    applies=(_T + "test_grand_one_long_suit_without_top_honours_is_no_double",),
    must_not=(_T + "test_grand_long_suit_with_its_top_honours_is_a_double",),
    when=lambda f: len(f.cards) >= f.needed,
    then=_grand_one_suit,
    status="implemented (C94)",
)
GRAND_SHORT: Final = _rule(
    "C94.grand_short",
    title=N_("Grand: too few high cards"),
    sections=(SECTION_GRAND,),
    condition="Grand: the seat's high honours should take fewer tricks than the defence needs.",
    advice="Pass; the double is not advised, told how many tricks the honours should take.",
    applies=(_T + "test_alkupelit_grand_cites_the_grand_section",),
    must_not=(_T + "test_grand_sure_tricks_are_a_safe_double",),
    when=lambda f: bool(f.cards),
    then=_grand_short,
    status="implemented (C94)",
)
GRAND_NOTHING: Final = _rule(
    "C94.grand_nothing",
    title=N_("Grand: no high honours"),
    sections=(SECTION_GRAND,),
    condition="Grand: the seat holds no ace and no guarded high honour.",
    advice="Pass; the double is not advised, a grand double needs high honours in several suits.",
    applies=(_C + "test_grand_no_honours_pass",),
    must_not=(
        _C + "test_grand_with_honours_is_not_the_nothing_rule",
        _T + "test_grand_sure_tricks_are_a_safe_double",
    ),
    when=lambda f: True,
    then=_grand_nothing,
    status="implemented (C94)",
)
GRAND: Final = RuleSet[_Grand, None](
    "double.grand", (GRAND_SURE, GRAND_SEVERAL, GRAND_ONE_SUIT, GRAND_SHORT, GRAND_NOTHING)
)


def _grand(c: _Call) -> Advice:
    """*Sivupelaajien korttien vaihdot ja koputukset*, *Grandi (peli ilman valttia)*, *KOTKAT /
    Jatkomaalaukset*, *KOTKAT / Pelitaktiikkaa*, *Loppumaalaus ja koputukset*.

    DECISION (C94): sure tricks are each suit's run from the ace; the honours that may win are counted
    by :func:`honour_tricks`; "several suits" is two or more suits with such an honour.  With enough
    sure tricks the double is recommended and passing not advised; with enough honours in several
    suits it is acceptable (pass recommended: a grand is hard to double); otherwise not advised.
    Rules: :data:`DICTATOR_NOTES`, :data:`GRAND` (in its order), then :func:`_bolshevik_follow`.
    """
    f = _Grand.of(c)
    DICTATOR_NOTES.each(c, c.trail)
    GRAND.first(f, c.trail)
    return _bolshevik_follow(c)


# --- the misère's trick points ----------------------------------------------------------------------


def _tricks_only_note(c: _Call) -> None:
    c.why("dbl_misere_tricks_only", SECTION_SCORE)


TRICKS_ONLY_RULE: Final = _rule(
    "double.tricks_only",
    title=N_("A misère double doubles only the trick points"),
    sections=(SECTION_SCORE,),
    condition="The contract is a painted misère or a bolshevik.",
    advice="Say that the double multiplies the trick points only, never the ace points.",
    applies=(_T + "test_misere_small_cards_and_kings_double", _T + "test_bolshevik_without_an_entry"),
    must_not=(_T + "test_trump_high_trumps_double",),
    when=lambda c: c.game in (GameType.MISERE, GameType.BOLSHEVIK),
    then=_tricks_only_note,
    status="implemented (as a reason)",
)
TRICKS_ONLY: Final = RuleSet[_Call, None]("double.tricks_only", (TRICKS_ONLY_RULE,))


# --- painted misère ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Misere:
    """What a misère double is judged by (see :func:`_misere`)."""

    c: _Call
    small: tuple[Card, ...]
    kings: tuple[Card, ...]
    twos: tuple[Card, ...]

    @classmethod
    def of(cls, c: _Call) -> _Misere:
        small = tuple(x for x in c.hand if x.rank <= MISERE_SMALL_TOP)
        kings = tuple(x for x in c.hand if x.rank is Rank.KING)
        twos = tuple(x for x in c.hand if x.rank is Rank.TWO)
        return cls(c, small, kings, twos)

    @property
    def ok(self) -> bool:
        return len(self.small) >= MISERE_SMALL and len(self.kings) >= MISERE_KINGS

    @property
    def params(self) -> dict[str, str]:
        return {
            "small": _fmt(self.small) if self.small else "-",
            "kings": _fmt(self.kings) if self.kings else "-",
        }


def _misere_fit(f: _Misere) -> None:
    f.c.fair()
    # The suit to lead first: the two's suit with the most cards (the suit to feed tails in).
    two = max(f.twos, key=lambda t: (f.c.eval.length(t.suit), t.suit))
    f.c.why("dbl_misere_fit", SECTION_MISERE, two=str(two), **f.params)
    f.c.why("dbl_misere_partner", SECTION_MISERE)


def _misere_no_two(f: _Misere) -> None:
    f.c.maybe()
    f.c.why("dbl_misere_no_two", SECTION_KOTKAT, **f.params)
    f.c.why("dbl_misere_partner", SECTION_MISERE)


def _misere_short(f: _Misere) -> None:
    c = f.c
    c.no()
    # No "(-)" when the count is zero (review 2, gen.call.alkupelit.6006).
    if not f.small:
        c.refuse("dbl_misere_no_small", SECTION_MISERE)
    elif len(f.small) < MISERE_SMALL:
        c.refuse("dbl_misere_small", SECTION_MISERE, small=f.params["small"])
    if not f.kings:
        c.refuse("dbl_misere_no_kings", SECTION_MISERE)
    elif len(f.kings) < MISERE_KINGS:
        c.refuse("dbl_misere_kings", SECTION_MISERE, kings=f.params["kings"])


MISERE_FIT: Final = _rule(
    "C95.misere_fit",
    title=N_("Misère double: small cards, kings and a two"),
    sections=(SECTION_MISERE, SECTION_KOTKAT),
    condition="Painted misère: four or more small cards (2-5), two or more kings, and a two.",
    advice="Double, with passing fair; lead the suit of the two first.",
    applies=(_T + "test_misere_small_cards_and_kings_double",),
    must_not=(_T + "test_misere_small_cards_and_kings_without_a_two_are_a_judgement",),
    when=lambda f: f.ok and bool(f.twos),
    then=_misere_fit,
    status="implemented (C95)",
)
MISERE_NO_TWO: Final = _rule(
    "C95.misere_no_two",
    title=N_("Misère double without a two"),
    sections=(SECTION_KOTKAT, SECTION_MISERE),
    condition="Painted misère: small cards and kings enough, but no two.",
    advice="Pass, with the double fair: the doubler leads the suit of the two first.",
    applies=(_T + "test_misere_small_cards_and_kings_without_a_two_are_a_judgement",),
    must_not=(_T + "test_misere_small_cards_and_kings_double",),
    when=lambda f: f.ok,
    then=_misere_no_two,
    status="implemented (C95)",
)
MISERE_SHORT: Final = _rule(
    "C95.misere_short",
    title=N_("Misère double: too few small cards or kings"),
    sections=(SECTION_MISERE,),
    condition="Painted misère: fewer than four small cards or fewer than two kings.",
    advice="Pass; the double is not advised, told which of the two it lacks.",
    applies=(_T + "test_misere_without_small_cards_or_kings_pass",),
    must_not=(_T + "test_misere_small_cards_and_kings_double",),
    when=lambda f: True,
    then=_misere_short,
    status="implemented (C95)",
)
MISERE: Final = RuleSet[_Misere, None]("double.misere", (MISERE_FIT, MISERE_NO_TWO, MISERE_SHORT))


def _misere(c: _Call) -> Advice:
    """*Maalattu misääri / Koputukset*, *KOTKAT / Pelitaktiikkaa*, *Skruuvin pistelasku / Pelitaktiikkaa*.

    DECISION (C95): several small cards (four or more of 2-5) and kings (two or more) meet the handbook's
    test; with a two as well (the doubler's suit, *KOTKAT / Pelitaktiikkaa*) the double is recommended,
    without one it is acceptable.  Rules: :data:`MISERE` (in its order), then :data:`TRICKS_ONLY`.
    """
    MISERE.first(_Misere.of(c), c.trail)
    TRICKS_ONLY.each(c, c.trail)
    return c.build()


# --- passimisääri -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Passi:
    """What a passimisääri double is judged by (see :func:`_passimisaari`)."""

    c: _Call
    suit: Suit
    small: tuple[Card, ...]
    catchers: tuple[SuitHolding, ...]
    helped: Reason | None
    exposed: tuple[Card, ...]

    @property
    def can_help(self) -> bool:
        return len(self.small) >= PASSI_SMALL and bool(self.catchers) and not self.exposed

    @property
    def tops(self) -> list[Card]:
        return [next(x for x in h.cards if x.rank in (Rank.KING, Rank.QUEEN)) for h in self.catchers]

    @property
    def good(self) -> bool:
        c = self.c
        return len(self.catchers) >= PASSI_CATCHERS and any(c.eval.length(s) <= PASSI_SHORT for s in SUITS)

    @property
    def high(self) -> tuple[Card, ...]:
        """The high cards likely to take tricks (C96b): A, K, Q and J, less the two highest catching
        cards (kings first) and the aces of suits of five or more."""
        kept = sorted(self.tops, key=lambda x: x.rank, reverse=True)[:PASSI_CATCHERS]
        return tuple(
            x
            for x in self.c.hand
            if x.rank >= Rank.JACK
            and x not in kept
            and not (x.rank is Rank.ACE and self.c.eval.length(x.suit) >= PASSI_SAFE_ACE)
        )


def _passi_judgement(c: _Call) -> None:
    c.why("dbl_passi_judgement", SECTION_PASSI)


def _passi_reasons(f: _Passi) -> None:
    c = f.c
    c.why("dbl_passi_help", SECTION_PASSI, suit=f.suit.symbol, cards=_fmt(f.small), catcher=str(f.tops[0]))
    if f.helped is not None:
        c.why(f.helped.key, f.helped.section, **f.helped.params)
    if not f.good:
        c.why("dbl_passi_own_cards", SECTION_PASSI_CARDS, catchers=" ".join(map(str, f.tops)))
    c.why("dbl_passi_trick_cost", SECTION_PASSI)


def _passi_good(f: _Passi) -> None:
    f.c.fair()
    _passi_reasons(f)


def _passi_help(f: _Passi) -> None:
    f.c.maybe()
    _passi_reasons(f)


def _passi_high(f: _Passi) -> None:
    f.c.maybe()
    _passi_reasons(f)
    f.c.why("dbl_passi_high_cards", SECTION_PASSI, cards=_fmt(f.high))


def _passi_cannot_help(f: _Passi) -> None:
    c = f.c
    c.no()
    if len(f.small) < PASSI_SMALL:
        c.refuse(
            "dbl_passi_no_small", SECTION_PASSI, suit=f.suit.symbol, cards=_fmt(f.small) if f.small else "-"
        )
    if not f.catchers:
        c.refuse("dbl_passi_no_catcher", SECTION_PASSI_CARDS)
    if f.exposed:
        c.refuse("dbl_passi_ace_short", SECTION_PASSI_CARDS, cards=" ".join(map(str, f.exposed)))


PASSI_JUDGEMENT: Final = _rule(
    "C96.passi_judgement",
    title=N_("Passimisääri double: careful judgement"),
    sections=(SECTION_PASSI,),
    condition="Passimisääri: every double decision.",
    advice="Say that doubling takes careful judgement: partner may hold poor misère cards not worth a bid.",
    applies=(_T + "test_passimisaari_handbook_deal_b_and_d_double",),
    must_not=(_T + "test_misere_small_cards_and_kings_double",),
    when=lambda c: True,
    then=_passi_judgement,
    status="implemented (as a reason)",
)
PASSI_NOTES: Final = RuleSet[_Call, None]("double.passi_notes", (PASSI_JUDGEMENT,))
PASSI_HIGH_CARDS: Final = _rule(
    "C96b.passi_high_cards",
    title=N_("Passimisääri: your own high cards take tricks"),
    sections=(SECTION_PASSI, SECTION_PASSI_CARDS),
    condition="Passimisääri: the conditions of C96.passi_good hold, but the seat holds three or more high cards (A, K, Q, J) besides its two best catching cards and the aces of suits of five or more.",
    advice="Pass, with the double fair (a judgement); the reason names the high cards, each doubled trick costing two.",
    applies=(_T + "test_passimisaari_own_high_cards_make_pass_the_call",),
    must_not=(
        _T + "test_passimisaari_handbook_deal_b_and_d_double",
        _T + "test_passimisaari_long_suit_ace_hands_keep_the_double",
    ),
    when=lambda f: f.can_help and f.helped is not None and f.good and len(f.high) >= PASSI_HIGH,
    then=_passi_high,
    status="implemented (C96b)",
)
PASSI_GOOD: Final = _rule(
    "C96.passi_good",
    title=N_("Passimisääri: you can help partner"),
    sections=(SECTION_PASSI, SECTION_PASSI_CARDS),
    condition="Passimisääri: two or more small cards (2-6) of the suit partner gave, a catching card, no ace in a suit shorter than five; the seat gave a two or a singleton, and holds catching cards in two suits and a suit of at most two cards.",
    advice="Double, with passing fair (a judgement); each doubled trick costs two.",
    applies=(
        _T + "test_passimisaari_handbook_deal_b_and_d_double",
        _T + "test_passimisaari_small_cards_are_below_seven",
        _T + "test_passimisaari_long_suit_ace_hands_keep_the_double",
    ),
    must_not=(
        _T + "test_passimisaari_gave_a_two_but_own_cards_are_not_the_good_ones",
        _T + "test_passimisaari_own_high_cards_make_pass_the_call",
    ),
    when=lambda f: f.can_help and f.helped is not None and f.good,
    then=_passi_good,
    status="implemented (C96)",
)
PASSI_HELP: Final = _rule(
    "C96.passi_help",
    title=N_("Passimisääri: help, but a closer call"),
    sections=(SECTION_PASSI, SECTION_PASSI_CARDS),
    condition="Passimisääri: the seat can help partner in partner's suit, but gave neither a two nor a singleton, or lacks the good passimisääri cards.",
    advice="Pass, with the double fair; the reasons say what is missing.",
    applies=(
        _T + "test_passimisaari_gave_a_two_but_own_cards_are_not_the_good_ones",
        _T + "test_passimisaari_handbook_deal_a_can_help_but_gave_neither_a_two_nor_a_singleton",
    ),
    must_not=(_T + "test_passimisaari_handbook_deal_b_and_d_double",),
    when=lambda f: f.can_help,
    then=_passi_help,
    status="implemented (C96)",
)


def _passi_short_ace(f: _Passi) -> None:
    c = f.c
    c.no()
    c.refuse("dbl_passi_ace_short", SECTION_PASSI_CARDS, cards=" ".join(map(str, f.exposed)))


PASSI_SHORT_ACE: Final = _rule(
    "C96c.passi_short_ace",
    title=N_("Passimisääri: an ace in a short suit"),
    sections=(SECTION_PASSI_CARDS,),
    condition="Passimisääri: the seat could help partner (two or more small cards of partner's suit and a catching card), but holds an ace in a suit shorter than five.",
    advice="Pass; the double is not advised, told of the ace, which may fall into the seat's own costly trick.",
    applies=(
        _T + "test_passimisaari_a_short_suit_ace_is_told_under_its_own_rule",
        _T + "test_passimisaari_handbook_deal_c_with_a_lone_ace_passes",
    ),
    must_not=(
        _T + "test_passimisaari_handbook_deal_b_and_d_double",
        _T + "test_passimisaari_no_small_cards_in_partners_suit",
    ),
    when=lambda f: len(f.small) >= PASSI_SMALL and bool(f.catchers) and bool(f.exposed),
    then=_passi_short_ace,
    status="implemented (C96, C96c)",
)
PASSI_CANNOT_HELP: Final = _rule(
    "C96.passi_cannot_help",
    title=N_("Passimisääri: you cannot help partner"),
    sections=(SECTION_PASSI, SECTION_PASSI_CARDS),
    condition="Passimisääri: too few small cards of partner's suit, no catching card, or an ace in a suit shorter than five.",
    advice="Pass; the double is not advised, told what is missing.",
    applies=(
        _T + "test_passimisaari_no_small_cards_in_partners_suit",
        _T + "test_passimisaari_small_cards_are_below_seven",
    ),
    must_not=(_T + "test_passimisaari_handbook_deal_b_and_d_double",),
    when=lambda f: True,
    then=_passi_cannot_help,
    status="implemented (C96)",
)
PASSI: Final = RuleSet[_Passi, None](
    "double.passimisaari", (PASSI_HIGH_CARDS, PASSI_GOOD, PASSI_HELP, PASSI_SHORT_ACE, PASSI_CANNOT_HELP)
)


def _passimisaari(c: _Call) -> Advice:
    """*Passimisääri / Koputukset ja vastakoputukset*, *Passimisääri*.

    DECISION (C96): "able to help partner in the suit partner gave" is two or more small cards (2-6) of
    the suit of the card received from partner, and a catching card (a king, or a queen with two more)
    to win the lead, and no ace in a suit shorter than five (*Passimisääri*: only there is an ace safe);
    without these the double is not advised.  With them, the double is recommended when the seat also
    gave a two or a singleton (now void) and holds the "good misère cards" the handbook takes for
    granted, read as *Passimisääri*'s good passimisääri cards: catching cards in two suits and a suit
    of at most two cards (a void counts); otherwise it is acceptable, pass recommended.  DECISION
    (C96b): "hyvää harkintaa" weighs the doubler's own cards too: with three or more high cards
    likely to take tricks (:attr:`_Passi.high`) the double is acceptable, pass recommended.  Rules:
    :data:`PASSI_NOTES`, then :data:`PASSI` (in its order).
    """
    info = c.point.info
    received = [e for e in info.received if e.phase is Phase.PASS_EXCHANGE]
    given = [e for e in info.given if e.phase is Phase.PASS_EXCHANGE]
    PASSI_NOTES.each(c, c.trail)
    if not received:  # pragma: no cover - every passimisääri seat receives a card before the doubling
        c.no()
        c.refuse("dbl_passi_no_catcher", SECTION_PASSI_CARDS)
        return c.build()
    suit = received[0].cards[0].suit
    small = tuple(x for x in c.eval.holding(suit).cards if x.rank <= PASSI_SMALL_TOP)
    catchers = tuple(c.eval.holding(s) for s in SUITS if c.eval.holding(s).catching)
    helped: Reason | None = None
    if given:
        g = given[0].cards[0]
        if g.rank is Rank.TWO:
            helped = Reason("dbl_passi_gave_two", SECTION_PASSI, {"card": str(g)})
        elif not any(x.suit is g.suit for x in c.hand):
            helped = Reason("dbl_passi_gave_single", SECTION_PASSI, {"card": str(g), "suit": g.suit.symbol})
    exposed = tuple(x for x in c.hand if x.rank is Rank.ACE and c.eval.length(x.suit) < PASSI_SAFE_ACE)
    PASSI.first(_Passi(c, suit, small, catchers, helped, exposed), c.trail)
    return c.build()


# --- bolsevikit ---------------------------------------------------------------------------------------


def _entry(h: HandEval) -> Card | None:
    """DECISION (C97): an entry ("kiinniotto") is an ace, a king, or a queen with two more cards."""
    for s in SUITS:
        hold = h.holding(s)
        if hold.has(Rank.ACE) or hold.catching:
            return next(x for x in hold.cards if x.rank >= Rank.QUEEN)
    return None


@dataclass(frozen=True)
class _Bolshevik:
    """What a bolshevik double is judged by (see :func:`_bolshevik`)."""

    c: _Call
    twos: tuple[Card, ...]
    entry: Card | None

    @classmethod
    def of(cls, c: _Call) -> _Bolshevik:
        twos = tuple(
            c.eval.holding(s).cards[-1]
            for s in SUITS
            if c.eval.holding(s).has(Rank.TWO) and c.eval.length(s) >= BOLSHEVIK_SUIT
        )
        return cls(c, twos, _entry(c.eval))


def _bol_fit(f: _Bolshevik) -> None:
    f.c.fair()
    f.c.why("dbl_bol_fit", SECTION_BOLSHEVIK, cards=_fmt(f.twos), catch=str(f.entry))


def _bol_unfit(f: _Bolshevik) -> None:
    c = f.c
    c.no()
    if len(f.twos) < 2:
        if f.twos:
            c.refuse("dbl_bol_twos", SECTION_BOLSHEVIK, cards=_fmt(f.twos))
        else:
            c.refuse("dbl_bol_no_twos", SECTION_BOLSHEVIK)
    if f.entry is None:
        c.refuse("dbl_bol_entry", SECTION_BOLSHEVIK)


BOL_FIT: Final = _rule(
    "C97.bol_fit",
    title=N_("Bolshevik double: two twos and a catching card"),
    sections=(SECTION_BOLSHEVIK,),
    condition="Bolshevik: twos in two suits of four or more cards, and an entry (an ace, a king, or a queen with two more).",
    advice="Double, with passing fair (the traditional test is met).",
    applies=(_T + "test_bolshevik_two_twos_in_long_suits_and_an_entry",),
    must_not=(
        _T + "test_bolshevik_a_two_in_a_short_suit_does_not_count",
        _T + "test_bolshevik_without_an_entry",
    ),
    when=lambda f: len(f.twos) >= 2 and f.entry is not None,
    then=_bol_fit,
    code=("doubling._entry",),
    status="implemented (C97)",
)
BOL_UNFIT: Final = _rule(
    "C97.bol_unfit",
    title=N_("Bolshevik double: the test is not met"),
    sections=(SECTION_BOLSHEVIK,),
    condition="Bolshevik: fewer than two twos in suits of four or more cards, or no entry.",
    advice="Pass; the double is not advised, told which part of the test fails.",
    applies=(
        _T + "test_bolshevik_a_two_in_a_short_suit_does_not_count",
        _T + "test_bolshevik_without_an_entry",
    ),
    must_not=(_T + "test_bolshevik_two_twos_in_long_suits_and_an_entry",),
    when=lambda f: True,
    then=_bol_unfit,
    code=("doubling._entry",),
    status="implemented (C97)",
)
BOLSHEVIK: Final = RuleSet[_Bolshevik, None]("double.bolshevik", (BOL_FIT, BOL_UNFIT))


def _bolshevik(c: _Call) -> Advice:
    """*Loppumaalaus ja koputukset*: two twos in suits of four or more, and an entry.  Rules:
    :data:`BOLSHEVIK` (in its order), :data:`TRICKS_ONLY`, then :func:`_bolshevik_follow`."""
    BOLSHEVIK.first(_Bolshevik.of(c), c.trail)
    TRICKS_ONLY.each(c, c.trail)
    return _bolshevik_follow(c)


def _niskamies_doubled(c: _Call) -> bool:
    """Another defender than the niskamies, after the niskamies's double, with the double not yet advised."""
    declarer = c.point.info.declarer
    niskamies = declarer.right if declarer is not None else None
    doubled = any(s is niskamies and isinstance(call, Double) for s, call in c.point.info.doubling)
    return doubled and c.point.seat is not niskamies and DOUBLE not in c.recommended + c.acceptable


def _bol_own(c: _Call) -> None:
    c.why("dbl_bol_own", SECTION_BOLSHEVIK)


def _bol_follow(c: _Call) -> None:
    c.acceptable.append(DOUBLE)
    c.worse.pop(DOUBLE, None)
    c.judgement = True
    c.why("dbl_bol_follow", SECTION_BOLSHEVIK)


BOL_OWN: Final = _rule(
    "C97.bol_own",
    title=N_("Each defender doubles for themself"),
    sections=(SECTION_BOLSHEVIK,),
    condition="Bolsevikit: every defender's double decision.",
    advice="Say that each defender doubles for themself: only their own trick points are doubled.",
    applies=(_T + "test_bolshevik_without_an_entry", _W + "test_a_two_in_a_short_suit_still_names_the_two"),
    must_not=(_T + "test_misere_small_cards_and_kings_double",),
    when=lambda c: c.point.form is Form.BOLSEVIKIT,
    then=_bol_own,
    status="implemented (C97)",
)
BOL_FOLLOW: Final = _rule(
    "C97.bol_follow",
    title=N_("The niskamies's double carries the others"),
    sections=(SECTION_BOLSHEVIK,),
    condition="Bolsevikit: the niskamies has doubled, the seat is another defender, and the double is not yet advised.",
    advice="Make the double acceptable (a judgement): the niskamies's choice usually carries the others.",
    applies=(_T + "test_bolshevik_the_niskamies_double_carries_the_others",),
    must_not=(_T + "test_bolshevik_without_an_entry",),
    when=lambda c: c.point.form is Form.BOLSEVIKIT and _niskamies_doubled(c),
    then=_bol_follow,
    status="implemented (C97)",
)
BOLSEVIKIT_NOTES: Final = RuleSet[_Call, None]("double.bolsevikit", (BOL_OWN, BOL_FOLLOW))


def _bolshevik_follow(c: _Call) -> Advice:
    """In bolsevikit: each defender doubles for themself; after the niskamies's double, doubling with
    them is acceptable (*Loppumaalaus ja koputukset*: his choice usually carries the others).  DECISION
    (C97).  Rules: :data:`BOLSEVIKIT_NOTES`."""
    BOLSEVIKIT_NOTES.each(c, c.trail)
    return c.build()


# --- the decision ---------------------------------------------------------------------------------


def _redouble(point: DecisionPoint) -> Advice:
    """DECISION (C93): the handbook is silent on when to redouble: pass recommended, redouble acceptable."""
    return make_advice(
        TOPIC,
        [PASS],
        [
            Reason(
                "dbl_redouble_silent", SECTION_BOLSHEVIK if point.form is Form.BOLSEVIKIT else SECTION_DOUBLE
            )
        ],
        acceptable=[REDOUBLE],
        judgement=True,
        rules=[REDOUBLE_RULE.id],
    )


REDOUBLE_RULE: Final = rule(
    "C93.redouble",
    topic=TOPIC,
    module="doubling",
    title=N_("Redouble: the handbook gives no advice"),
    sections=(SECTION_DOUBLE, "Passimisääri / Koputukset ja vastakoputukset", SECTION_BOLSHEVIK),
    condition="The seat may redouble (the handbook says who may, not when).",
    advice="Pass, with the redouble acceptable (a judgement); a reason says the handbook is silent.",
    applies=(
        _T + "test_redouble_the_handbook_is_silent",
        _T + "test_passimisaari_redouble_after_a_double",
        _T + "test_bolshevik_player_redouble",
    ),
    must_not=(_T + "test_trump_high_trumps_double",),
    when=lambda p: REDOUBLE in p.legal,
    then=_redouble,
    status="implemented: pass recommended, redouble acceptable (C93)",
)
REDOUBLE_RULES: Final = RuleSet[DecisionPoint, Advice]("double.redouble", (REDOUBLE_RULE,))


def is_doubling_decision(point: DecisionPoint) -> bool:
    """The seat is to double or pass, or to redouble or pass (the doubling phase)."""
    return point.phase is Phase.DOUBLING and (DOUBLE in point.legal or REDOUBLE in point.legal)


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's double or redouble for ``point``, or None outside the doubling phase.

    The order: a redouble (:data:`REDOUBLE_RULES`); else by the game: passimisääri
    (:func:`_passimisaari`), bolshevik (:func:`_bolshevik`), painted misère (:func:`_misere`), a trump
    contract (:func:`_trump`), a grand (:func:`_grand`), each with its rule sets.
    """
    if not is_doubling_decision(point):
        return None
    if REDOUBLE in point.legal:
        return REDOUBLE_RULES.first(point, Trail())
    info = point.info
    game = info.game
    if game is None or game is GameType.THROWN_IN:
        return None
    c = _Call(point, game, info.contract)
    if game is GameType.PASSIMISAARI:
        return _passimisaari(c)
    if game is GameType.BOLSHEVIK:
        return _bolshevik(c)
    contract = info.contract
    if contract is None:  # pragma: no cover - every painted game has a contract
        return None
    if game is GameType.MISERE:
        return _misere(c)
    if contract.trump is not None:
        return _trump(c)
    return _grand(c)
