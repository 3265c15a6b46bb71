"""Cases for the named rules of :mod:`trainer.conventions.cardplay` that the card-play tests do not isolate.

Every rule of the rulebook names a test where it fires and one where it must not (issue 11, *Structure*).
``tests/test_cardplay.py`` and ``tests/test_cardplay_tactics.py`` exercise every rule; some of their
"silent" checks sweep a whole deal, where the rule also fires at other points.  These tests ask the
card-play advice only where a rule must stay silent, and check that every card-play advice names the
rule that decided it, as a play drill's feedback does.
"""

from __future__ import annotations

from collections.abc import Iterator

from tests.test_cardplay import BOLSHEVIK, CUP_PLAY, PASSI_LATE, cup, passi_full, points
from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import cardplay
from trainer.conventions.core import DecisionPoint, decision_point
from trainer.conventions.leads import is_opening_lead
from trainer.conventions.rulebook import REGISTRY
from trainer.drills import Kind
from trainer.drills.grade import check, play_advice
from trainer.drills.make import generate
from trainer.drills.texts import feedback_texts
from trainer.game import Phase
from trainer.i18n import Translator, t
from trainer.players.handbook import simple_card
from trainer.state import State


def _played_on(s: State) -> Iterator[DecisionPoint]:
    """The play-phase decision points of ``s`` and of the deal played on to its end by the simple policy
    (:func:`~trainer.players.handbook.simple_card`, which asks no convention)."""
    yield from points(s)
    st = s
    while st.to_act is not None and st.phase is Phase.PLAY:
        point = decision_point(st)
        action = simple_card(st.info(st.to_act), point.legal) or point.legal[0]
        st = st.apply(action)
        if st.to_act is not None and st.phase is Phase.PLAY:
            yield decision_point(st)


def _on_lead(point: DecisionPoint) -> bool:
    return not point.info.current_trick and not is_opening_lead(point) and len(point.legal) > 1


def _void(point: DecisionPoint) -> bool:
    trick = point.info.current_trick
    return bool(trick) and not any(c.suit is trick[0][1].suit for c in point.info.hand)


def test_no_attack_advice_for_the_bolshevik_or_after_the_early_tricks() -> None:
    # *BOLSEVIKIT / Pelitaktiikkaa*: the defence does not "aloittaa varhaisia tikkejä ässillä"; the rule is
    # the defenders' and the early tricks': the bolshevik himself, and anyone from the fifth trick on, is
    # told nothing of it.
    asked = 0
    for point in _played_on(BOLSHEVIK):
        late = len(point.info.tricks) >= cardplay.EARLY_TRICKS
        if _on_lead(point) and (point.seat is point.info.declarer or late):
            advice = cardplay.advise(point)
            asked += 1
            assert advice is None or "C109.bolshevik_attack" not in advice.rules
    assert asked > 0


def test_no_trump_lead_for_a_defender_before_a_ruff_shows_the_cup() -> None:
    # *Kuppi ja häntäkuppi valttipelinä*: a trump lead answers "pääpelaajien pelatessa kuppipeliä"; until a
    # main player has ruffed partner's lead the play shows no cup game, and the defender on lead is not
    # told to lead a trump.
    asked = 0
    for point in points(cup(CUP_PLAY)):
        if _on_lead(point) and not cardplay._declaring(point, point.seat):
            if cardplay._ruffed_by_partner(point):
                continue
            advice = cardplay.advise(point)
            asked += 1
            assert advice is None or "C103.against_cup" not in advice.rules
    assert asked > 0


def test_catching_cards_go_once_partner_needs_no_help() -> None:
    # *Passimisääri / Merkinanto*: "Säilytä kiinniottokortti, kunnes tiedät, ettei sitä enää tarvita":
    # once every ace is seen, partner can hold none, and a void seat is not told to keep kings and queens.
    asked = 0
    for point in points(PASSI_LATE):
        if _void(point) and not cardplay._aces_unseen(cardplay._unseen(point)) and len(point.legal) > 1:
            advice = cardplay.advise(point)
            asked += 1
            assert advice is None or "C106.keep_catchers" not in advice.rules
    assert asked > 0


def test_every_card_play_advice_names_the_rule_that_decided_it() -> None:
    decided: set[str] = set()
    for s in (BOLSHEVIK, PASSI_LATE, passi_full(), cup(CUP_PLAY)):
        for point in _played_on(s):
            advice = cardplay.advise(point)
            if advice is None:
                continue
            assert advice.rule is not None and advice.rule in REGISTRY
            assert REGISTRY[advice.rule].module == "cardplay" and advice.rules == (advice.rule,)
            assert all(isinstance(c, Card) for c in advice.recommended)
            decided.add(advice.rule)
    assert len(decided) >= 4


def test_a_play_drill_reports_the_card_play_rule_that_decided_it() -> None:
    drill, advice = next(
        (d, a)
        for d, a in ((d, play_advice(d)) for d in (generate(Kind.PLAY, Form.ALKUPELIT, s) for s in range(40)))
        if a is not None and a.topic == cardplay.TOPIC
    )
    assert advice.rule is not None and REGISTRY[advice.rule].module == "cardplay"
    fb = check(drill, str(advice.recommended[0]), evidence=False)
    assert fb.rule == advice.rule
    title = REGISTRY[advice.rule].title
    fi = feedback_texts(fb, Translator("fi"), drill)["rule"]
    en = feedback_texts(fb, Translator("en"), drill)["rule"]
    assert fi.startswith("Sääntö: ") and t("fi", title) in fi
    assert en.startswith("Rule: ") and title in en
