"""Cases for the named rules of :mod:`trainer.conventions.leads` that ``tests/test_leads.py`` does not check.

Every rule of the rulebook names a test where it fires and one where it must not (issue 11, *Structure*).
``tests/test_leads.py`` exercises every rule; these add the cases where a rule's own text must be said
or must stay unsaid, and the advice and the drill feedback naming the rule that decided a lead.
"""

from __future__ import annotations

from trainer.bids import Form
from trainer.cards import Card
from trainer.conventions import leads
from trainer.conventions.core import Advice, DecisionPoint
from trainer.conventions.points import lead_point_of_text
from trainer.conventions.rulebook import REGISTRY
from trainer.drills import Kind
from trainer.drills.grade import check
from trainer.drills.make import generate
from trainer.drills.texts import feedback_texts
from trainer.i18n import Translator

#: No two, no exchange: the lowest card of the shortest suit, the ♦4, is the lead (C81).
MISERE_HAND = "♠J103 ♣AKQ85 ♦Q4 ♥J65"
#: A two in diamonds: the ♦4 (C80) against a misère, the second-highest card of a side suit in trump.
TWO_HAND = "♠J10 ♣AKQ8 ♦Q942 ♥J65"


def _advise(point: DecisionPoint) -> Advice:
    a = leads.advise(point)
    assert a is not None
    return a


def _keys(a: Advice) -> list[str]:
    return [r.key for r in a.reasons]


def test_a_six_misere_is_attacked_from_the_first_lead() -> None:
    # *Maalattu misääri / Pelitaktiikkaa*: "Erityisesti kuuden tai seitsemän misäärin puolustuksessa"
    # the defence is aggressive "jo avauslyönnistä lähtien": the reason is said first.
    a = _advise(lead_point_of_text("alkupelit", "6M", "C", MISERE_HAND))
    assert a.rule == "C81.misere_shortest" and "misere.attack_at_once" in a.rules
    assert _keys(a)[0] == "lead_misere_aggressive"


def test_a_five_level_misere_is_not_told_to_attack_at_once() -> None:
    # The same cards against a level-5 misère: the shortest-suit lead still, but the tactics' words
    # name only the six and seven misère, so nothing is said of attacking at once.
    a = _advise(lead_point_of_text("alkupelit", "5M", "C", MISERE_HAND))
    assert a.rule == "C81.misere_shortest" and "misere.attack_at_once" not in a.rules
    assert not {"lead_misere_aggressive", "lead_misere_aggressive_plain"} & set(_keys(a))


def test_the_goal_is_counted_against_a_trump_contract() -> None:
    # *ALKUPELIT / Avauslyönti*: against a level-5 contract the defenders need three tricks.
    a = _advise(lead_point_of_text("alkupelit", "5♠", "C", TWO_HAND))
    assert "lead.goal_tricks" in a.rules
    goal = next(r for r in a.reasons if r.key == "lead_goal_tricks")
    assert goal.params == {"level": 5, "tricks": 3}


def test_no_goal_is_counted_against_a_misere() -> None:
    # The trick count is the trump and grand games' goal; a misère is beaten the other way (the
    # declaring side taking a trick), so the goal is not said there.
    a = _advise(lead_point_of_text("alkupelit", "5M", "C", TWO_HAND))
    assert "lead.goal_tricks" not in a.rules and "lead_goal_tricks" not in _keys(a)


def test_every_lead_names_a_deciding_rule_of_its_own_topic() -> None:
    for form, contract, hand in (
        ("alkupelit", "5♠", TWO_HAND),
        ("alkupelit", "6G", TWO_HAND),
        ("alkupelit", "5M", TWO_HAND),
        ("kotkat", "6♥", "♠J103 ♣AKQ85 ♦Q4 ♥J65"),
        ("kotkat", "6M", "♠J103 ♣AKQ85 ♦Q4 ♥J65"),
    ):
        a = _advise(lead_point_of_text(form, contract, "C", hand))
        assert a.rule is not None and all(REGISTRY[r].topic == leads.TOPIC for r in a.rules)
        assert REGISTRY[a.rule].module == "leads"


def test_a_lead_drill_reports_the_rule_that_decided_it() -> None:
    drill = next(
        d
        for d in (generate(Kind.LEAD, Form.ALKUPELIT, seed) for seed in range(40))
        if d.point is not None and leads.advise(d.point) is not None
    )
    assert drill.point is not None
    advice = leads.advise(drill.point)
    assert advice is not None and advice.rule is not None
    answer = advice.recommended[0]
    assert isinstance(answer, Card)
    fb = check(drill, str(answer), evidence=False)
    assert fb.rule == advice.rule
    assert feedback_texts(fb, Translator("fi"), drill)["rule"].startswith("Sääntö: ")


# --- C66b: equal cards graded alike (review round 10, gen.lead.kotkat.10504) ---------------------------


def _equal_reasons(a: Advice) -> dict[str, str]:
    return {r.params["card"]: r.params["equal"] for r in a.reasons if r.key == "lead_equal_card"}


def test_equal_small_cards_of_a_kotkat_lead_are_graded_alike() -> None:
    """Review round 10, reader B, gen.lead.kotkat.10504: from ♣Q1098654 against 6♠ the middle cards
    ("Oman vahvan maan keskikokoisella kortilla", *KOTKAT / Avauslyönti*) and the long suit's lowest card
    ("Pitkästä maasta aloittaminen") were accepted but ♣5, between ♣6 and ♣4, was "none of the kotkat
    leads".  Every club from ♣10 down to ♣4 is in the hand, so they win and lose the same tricks."""
    a = _advise(lead_point_of_text("kotkat", "6♠", "B", "♠64 ♣Q1098654 ♦54 ♥73"))
    assert a.recommended == (Card.parse("♣10"),)
    assert {Card.parse(c) for c in ("♣9", "♣8", "♣6", "♣5", "♣4")} <= set(a.acceptable)
    assert "C66b.equal_cards" in a.rules and "♣5" in _equal_reasons(a)
    # Must not: ♣Q has the ♣J outside the hand below it, so it is no equal of ♣10 and keeps its verdict;
    # the short suits' cards are equal among themselves, but none of them is advised.
    assert Card.parse("♣Q") in a.worse and Card.parse("♦5") in a.worse and Card.parse("♠6") in a.worse


def test_the_kotkat_fallback_card_has_its_equals_beside_it() -> None:
    """Review round 10 scan (gen.lead.kotkat.10603): with nothing on the kotkat list (C78, the handbook
    silent on the card) the fallback's ♣8 of ♣98764 is one of a run ♣9-♣6: those are acceptable too.
    ♣4 is not: the ♣5 lies outside the hand between it and ♣6."""
    a = _advise(lead_point_of_text("kotkat", "6♠", "B", "♠95 ♣98764 ♦10984 ♥97"))
    assert a.rule == "C78.fallback" and a.recommended == (Card.parse("♣8"),)
    assert {Card.parse(c) for c in ("♣9", "♣7", "♣6")} <= set(a.acceptable)
    assert _equal_reasons(a) == {"♣9": "♣8", "♣7": "♣8", "♣6": "♣8"}
    assert Card.parse("♣4") in a.worse and "C66b.equal_cards" in a.rules


def test_the_second_highest_card_stays_named_in_alkupelit() -> None:
    """*ALKUPELIT / Avauslyönti*: "pisimmän sivumaansa toiseksi korkeimmalla kortilla" names one card,
    which partner reads as the second-highest: ♣9 is equal to ♣8 but is not that lead, and keeps its
    own reason (C66b must not fire)."""
    a = _advise(lead_point_of_text("alkupelit", "5♠", "B", "♠43 ♣98652 ♦Q94 ♥J63"))
    assert a.recommended == (Card.parse("♣8"),)
    assert Card.parse("♣9") in a.worse and "C66b.equal_cards" not in a.rules
    assert [r.key for r in a.worse[Card.parse("♣9")]] == ["lead_suit_card"]


def test_the_misere_second_lowest_card_stays_named() -> None:
    """*Maalattu misääri / Avauslyönti*: without an exchange "toiseksi matalin kortti maasta, jossa on
    ... kakkonen", and partner has to work out "kummasta vaihtoehdosta on kyse": the exact card is read,
    so ♦4 and ♦5, equal to the ♦3 led over the ♦2, are not made acceptable by C66b."""
    a = _advise(lead_point_of_text("alkupelit", "6M", "B", "♠J10 ♣AKQ8 ♦Q5432 ♥J6"))
    assert Card.parse("♦3") in a.recommended
    assert Card.parse("♦4") not in a.acceptable and Card.parse("♦5") not in a.acceptable
    assert "C66b.equal_cards" not in a.rules
