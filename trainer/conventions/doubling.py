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
from .hand import SUITS, HandEval
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
        )


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


def _trump(c: _Call) -> Advice:
    """*Koputukset ja vastakoputukset*, *KOTKAT / Pelitaktiikkaa*, *Loppumaalaus ja koputukset*.

    DECISION (C94): only trumps count (side aces never).  Alkupelit and the dictator: likely trump
    tricks (:func:`honour_tricks`, plus the ruff of :func:`_ruff_trick`) at least the tricks needed
    recommend the double.  Kotkat: two likely trump tricks recommend it; at the 7 level one likely trick
    makes it acceptable (the handbook's "usually").  Enough sure tricks always recommend it (C98).
    """
    contract = c.contract
    assert contract is not None and contract.trump is not None
    trump = contract.trump
    needed = defence_needs(contract)
    holding = c.eval.holding(trump).cards
    sure = sure_tricks(holding)
    high = honour_tricks(holding)
    count = len(high)
    ruff = _ruff_trick(c, trump, count)
    if ruff is not None:
        count += 1
    side_aces = [x for x in c.hand if x.rank is Rank.ACE and x.suit is not trump]
    kotkat = c.game is GameType.TRUMP and c.point.form is Form.KOTKAT
    dictator = c.game is GameType.DICTATOR
    section = SECTION_KOTKAT if kotkat else (SECTION_BOLSHEVIK if dictator else SECTION_DOUBLE)
    params = {"cards": _fmt(holding) if holding else "-", "contract": str(contract)}
    if dictator:
        c.why("dbl_dictator", SECTION_BOLSHEVIK)
    if len(sure) >= needed:
        c.certain(sure)
        c.why("dbl_trump_sure", section, cards=_fmt(sure), contract=str(contract), needed=needed)
    elif kotkat and count >= 2:
        c.fair()
        c.why("dbl_kotkat_two", SECTION_KOTKAT, cards=params["cards"])
        c.why("dbl_both_ways", SECTION_DOUBLE)
    elif kotkat and count >= needed:
        c.maybe()
        c.why("dbl_kotkat_one_enough", SECTION_KOTKAT, **params)
    elif not kotkat and count >= needed:
        c.fair()
        c.why("dbl_trump_high", section, needed=needed, count=count, **params)
        if ruff is not None:
            c.why("dbl_trump_ruff", SECTION_GOAL, suit=ruff.symbol)
        c.why("dbl_both_ways", SECTION_DOUBLE)
    elif not holding:
        c.no()
        c.refuse("dbl_trump_none", section)
    elif kotkat:
        c.no()
        c.refuse("dbl_kotkat_not_two", SECTION_KOTKAT, cards=params["cards"], count=count)
    else:
        c.no()
        c.refuse("dbl_trump_short", section, needed=needed, count=count, **params)
    if side_aces and DOUBLE not in c.recommended:
        c.refuse("dbl_side_aces", SECTION_KOTKAT if kotkat else SECTION_DOUBLE, cards=_fmt(side_aces))
    return _bolshevik_follow(c)


# --- grand ------------------------------------------------------------------------------------------


def _grand(c: _Call) -> Advice:
    """*Sivupelaajien korttien vaihdot ja koputukset*, *Grandi (peli ilman valttia)*, *KOTKAT /
    Jatkomaalaukset*, *KOTKAT / Pelitaktiikkaa*, *Loppumaalaus ja koputukset*.

    DECISION (C94): sure tricks are each suit's run from the ace; the honours that may win are counted
    by :func:`honour_tricks`; "several suits" is two or more suits with such an honour.  With enough
    sure tricks the double is recommended and passing not advised; with enough honours in several
    suits it is acceptable (pass recommended: a grand is hard to double); otherwise not advised.
    """
    contract = c.contract
    assert contract is not None
    needed = defence_needs(contract)
    sure = [x for s in SUITS for x in sure_tricks(c.eval.holding(s).cards)]
    high = {s: honour_tricks(c.eval.holding(s).cards) for s in SUITS}
    cards = [x for s in SUITS for x in high[s]]
    suits = [s for s in SUITS if high[s]]
    hard = SECTION_KOTKAT_GRAND if c.point.form is Form.KOTKAT else SECTION_GRAND_HARD
    if c.game is GameType.DICTATOR:
        c.why("dbl_dictator", SECTION_BOLSHEVIK)
    if len(sure) >= needed:
        c.certain(sure)
        c.why("dbl_grand_sure", SECTION_GRAND, cards=_fmt(sure), contract=str(contract), needed=needed)
    elif len(cards) >= needed and (len(suits) >= 2 or needed == 1):
        c.maybe()
        c.why("dbl_grand_several", hard, cards=_fmt(cards), contract=str(contract), needed=needed)
        c.why("dbl_both_ways", SECTION_DOUBLE)
    elif len(cards) >= needed:
        c.no()
        c.refuse("dbl_grand_one_suit", SECTION_GRAND, cards=_fmt(c.eval.holding(suits[0]).cards))
    elif cards:
        c.no()
        c.refuse(
            "dbl_grand_short", SECTION_GRAND, cards=_fmt(cards), count=len(cards), contract=str(contract),
            needed=needed,
        )  # fmt: skip
    else:
        c.no()
        c.refuse("dbl_grand_nothing", SECTION_GRAND)
    return _bolshevik_follow(c)


# --- painted misère ---------------------------------------------------------------------------------


def _misere(c: _Call) -> Advice:
    """*Maalattu misääri / Koputukset*, *KOTKAT / Pelitaktiikkaa*, *Skruuvin pistelasku / Pelitaktiikkaa*.

    DECISION (C95): several small cards (four or more of 2-5) and kings (two or more) meet the handbook's
    test; with a two as well (the doubler's suit, *KOTKAT / Pelitaktiikkaa*) the double is recommended,
    without one it is acceptable.
    """
    small = [x for x in c.hand if x.rank <= MISERE_SMALL_TOP]
    kings = [x for x in c.hand if x.rank is Rank.KING]
    twos = [x for x in c.hand if x.rank is Rank.TWO]
    ok_small = len(small) >= MISERE_SMALL
    ok_kings = len(kings) >= MISERE_KINGS
    params = {"small": _fmt(small) if small else "-", "kings": _fmt(kings) if kings else "-"}
    if ok_small and ok_kings and twos:
        c.fair()
        # The suit to lead first: the two's suit with the most cards (the suit to feed tails in).
        two = max(twos, key=lambda t: (c.eval.length(t.suit), t.suit))
        c.why("dbl_misere_fit", SECTION_MISERE, two=str(two), **params)
        c.why("dbl_misere_partner", SECTION_MISERE)
    elif ok_small and ok_kings:
        c.maybe()
        c.why("dbl_misere_no_two", SECTION_KOTKAT, **params)
        c.why("dbl_misere_partner", SECTION_MISERE)
    else:
        c.no()
        # No "(-)" when the count is zero (review 2, gen.call.alkupelit.6006).
        if not small:
            c.refuse("dbl_misere_no_small", SECTION_MISERE)
        elif not ok_small:
            c.refuse("dbl_misere_small", SECTION_MISERE, small=params["small"])
        if not kings:
            c.refuse("dbl_misere_no_kings", SECTION_MISERE)
        elif not ok_kings:
            c.refuse("dbl_misere_kings", SECTION_MISERE, kings=params["kings"])
    c.why("dbl_misere_tricks_only", SECTION_SCORE)
    return c.build()


# --- passimisääri -----------------------------------------------------------------------------------


def _passimisaari(c: _Call) -> Advice:
    """*Passimisääri / Koputukset ja vastakoputukset*, *Passimisääri*.

    DECISION (C96): "able to help partner in the suit partner gave" is two or more small cards (2-6) of
    the suit of the card received from partner, and a catching card (a king, or a queen with two more)
    to win the lead, and no ace in a suit shorter than five (*Passimisääri*: only there is an ace safe);
    without these the double is not advised.  With them, the double is recommended when the seat also
    gave a two or a singleton (now void) and holds the "good misère cards" the handbook takes for
    granted, read as *Passimisääri*'s good passimisääri cards: catching cards in two suits and a suit
    of at most two cards (a void counts); otherwise it is acceptable, pass recommended.
    """
    info = c.point.info
    received = [e for e in info.received if e.phase is Phase.PASS_EXCHANGE]
    given = [e for e in info.given if e.phase is Phase.PASS_EXCHANGE]
    c.why("dbl_passi_judgement", SECTION_PASSI)
    if not received:  # pragma: no cover - every passimisääri seat receives a card before the doubling
        c.no()
        c.refuse("dbl_passi_no_catcher", SECTION_PASSI_CARDS)
        return c.build()
    suit = received[0].cards[0].suit
    small = [x for x in c.eval.holding(suit).cards if x.rank <= PASSI_SMALL_TOP]
    catchers = [c.eval.holding(s) for s in SUITS if c.eval.holding(s).catching]
    catcher = catchers[0] if catchers else None
    helped: Reason | None = None
    if given:
        g = given[0].cards[0]
        if g.rank is Rank.TWO:
            helped = Reason("dbl_passi_gave_two", SECTION_PASSI, {"card": str(g)})
        elif not any(x.suit is g.suit for x in c.hand):
            helped = Reason("dbl_passi_gave_single", SECTION_PASSI, {"card": str(g), "suit": g.suit.symbol})
    exposed = [x for x in c.hand if x.rank is Rank.ACE and c.eval.length(x.suit) < PASSI_SAFE_ACE]
    if len(small) >= PASSI_SMALL and catcher is not None and not exposed:
        tops = [next(x for x in h.cards if x.rank in (Rank.KING, Rank.QUEEN)) for h in catchers]
        good = len(catchers) >= PASSI_CATCHERS and any(c.eval.length(s) <= PASSI_SHORT for s in SUITS)
        (c.fair if helped is not None and good else c.maybe)()
        c.why("dbl_passi_help", SECTION_PASSI, suit=suit.symbol, cards=_fmt(small), catcher=str(tops[0]))
        if helped is not None:
            c.why(helped.key, helped.section, **helped.params)
        if not good:
            c.why("dbl_passi_own_cards", SECTION_PASSI_CARDS, catchers=" ".join(map(str, tops)))
        c.why("dbl_passi_trick_cost", SECTION_PASSI)
        return c.build()
    c.no()
    if len(small) < PASSI_SMALL:
        c.refuse("dbl_passi_no_small", SECTION_PASSI, suit=suit.symbol, cards=_fmt(small) if small else "-")
    if catcher is None:
        c.refuse("dbl_passi_no_catcher", SECTION_PASSI_CARDS)
    if exposed:
        c.refuse("dbl_passi_ace_short", SECTION_PASSI_CARDS, cards=" ".join(map(str, exposed)))
    return c.build()


# --- bolsevikit ---------------------------------------------------------------------------------------


def _entry(h: HandEval) -> Card | None:
    """DECISION (C97): an entry ("kiinniotto") is an ace, a king, or a queen with two more cards."""
    for s in SUITS:
        hold = h.holding(s)
        if hold.has(Rank.ACE) or hold.catching:
            return next(x for x in hold.cards if x.rank >= Rank.QUEEN)
    return None


def _bolshevik(c: _Call) -> Advice:
    """*Loppumaalaus ja koputukset*: two twos in suits of four or more, and an entry."""
    twos = [
        c.eval.holding(s).cards[-1]
        for s in SUITS
        if c.eval.holding(s).has(Rank.TWO) and c.eval.length(s) >= BOLSHEVIK_SUIT
    ]
    entry = _entry(c.eval)
    if len(twos) >= 2 and entry is not None:
        c.fair()
        c.why("dbl_bol_fit", SECTION_BOLSHEVIK, cards=_fmt(twos), catch=str(entry))
    else:
        c.no()
        if len(twos) < 2:
            if twos:
                c.refuse("dbl_bol_twos", SECTION_BOLSHEVIK, cards=_fmt(twos))
            else:
                c.refuse("dbl_bol_no_twos", SECTION_BOLSHEVIK)
        if entry is None:
            c.refuse("dbl_bol_entry", SECTION_BOLSHEVIK)
    c.why("dbl_misere_tricks_only", SECTION_SCORE)
    return _bolshevik_follow(c)


def _bolshevik_follow(c: _Call) -> Advice:
    """In bolsevikit: each defender doubles for themself; after the niskamies's double, doubling with
    them is acceptable (*Loppumaalaus ja koputukset*: his choice usually carries the others).  DECISION
    (C97)."""
    if c.point.form is not Form.BOLSEVIKIT:
        return c.build()
    c.why("dbl_bol_own", SECTION_BOLSHEVIK)
    declarer = c.point.info.declarer
    niskamies = declarer.right if declarer is not None else None
    doubled = any(s is niskamies and isinstance(call, Double) for s, call in c.point.info.doubling)
    if doubled and c.point.seat is not niskamies and DOUBLE not in c.recommended + c.acceptable:
        c.acceptable.append(DOUBLE)
        c.worse.pop(DOUBLE, None)
        c.judgement = True
        c.why("dbl_bol_follow", SECTION_BOLSHEVIK)
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
    )


def is_doubling_decision(point: DecisionPoint) -> bool:
    """The seat is to double or pass, or to redouble or pass (the doubling phase)."""
    return point.phase is Phase.DOUBLING and (DOUBLE in point.legal or REDOUBLE in point.legal)


def advise(point: DecisionPoint) -> Advice | None:
    """The handbook's double or redouble for ``point``, or None outside the doubling phase."""
    if not is_doubling_decision(point):
        return None
    if REDOUBLE in point.legal:
        return _redouble(point)
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
