"""Cases for the named rules of :mod:`trainer.conventions.exchanges` (the one-card gives) that
``tests/test_exchanges.py`` does not reach, and the rules the advice names (issue 11, *Structure*).

Every rule of the rulebook names a test where it fires and one where it must not; these build the
decision through the engine, as ``tests/test_exchanges.py`` does.
"""

from __future__ import annotations

from collections.abc import Iterator

from tests.test_exchanges import MISERE_5M, PASSI, advice, card, defenders, keys, passi
from trainer.bids import Form
from trainer.conventions.rulebook import REGISTRY
from trainer.drills import Drill, Kind
from trainer.drills.grade import check
from trainer.drills.make import generate
from trainer.drills.texts import feedback_texts
from trainer.i18n import Translator, t


def test_misere_defender_with_a_void_and_no_middle_suit_gives_the_smallest() -> None:
    # *Maalattu misääri / Sivupelaajien korttien vaihdot*: with a natural void the middle card comes "kolmen
    # tai neljän kortin maasta"; D (void in hearts) holds no suit of three or four cards, so the rule's
    # first words stand: "pienimmän korttinsa lyhimmästä maastaan", the lone ♦2.
    s = defenders("♠82 ♣8 ♦876543 ♥432", "♠76543 ♣765432 ♦2", MISERE_5M, "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♦A")
    a = advice(s)
    assert a.rule == "C64.misere_void" and a.rules == ("C64.misere_void",)
    assert a.recommended == (card("♦2"),) and "ex_def_misere_small" in keys(a)
    assert "ex_def_misere_void_middle" not in keys(a) and a.judgement


def test_the_defenders_advice_names_its_rule() -> None:
    # *Sivupelaajien korttien vaihdot*: the first giver with one trump gives it ("valttia ... korkeamman").
    s = defenders("♠5432 ♣432 ♦432 ♥32", "♠876 ♣8765 ♦8765 ♥4", "1♥ pass pass pass  pass pass 5♥ pass  " + "pass " * 7,
                  "♥8 ♥7 ♥6 ♥5", "♠K ♠A ♣K")  # fmt: skip
    assert advice(s).rules == ("C64.first_trump",)


def test_the_passimisaari_advice_names_the_rule_of_its_first_card() -> None:
    # *Passimisääri / Korttien vaihdot*, the handbook's four gives: the lowest card of the shortest suit,
    # the A2 suit's small card ("ässän lisäksi vain kakkonen tai kolmonen"), the lowest card again, and
    # the ace of a short suit, the exception ("Ässä muodostaa poikkeuksen").  The rule that chose the
    # recommended card decides; the shortest-suit rule is a note.
    s = passi(PASSI)
    for text, decided in (
        ("♥10", "C65.lowest_short"),
        ("♣2", "C65.ace_small"),
        ("♠2", "C65.lowest_short"),
        ("♦A", "C65.ace_best"),
    ):
        a = advice(s)
        assert a.recommended == (card(text),) and a.rule == decided, (text, a.rules)
        assert "C65.shortest" in a.rules[1:]
        s = s.apply(card(text))


def _give_drills(form: Form) -> Iterator[Drill]:
    for seed in range(60):
        yield generate(Kind.GIVE, form, seed)


def test_a_one_card_give_drill_names_the_rule_that_decided_it() -> None:
    """The defenders' and the passimisääri one-card gives are rules: their drills' feedback says which."""
    drill = next(d for d in _give_drills(Form.ALKUPELIT) if len(d.data["recipients"]) == 1)
    fb = check(drill, " ".join(map(str, drill.data["plan"])), evidence=False)
    assert fb.rule is not None and REGISTRY[fb.rule].module == "exchanges"
    title = REGISTRY[fb.rule].title
    fi = feedback_texts(fb, Translator("fi"), drill)["rule"]
    en = feedback_texts(fb, Translator("en"), drill)["rule"]
    assert fi.startswith("Sääntö: ") and t("fi", title) in fi
    assert en.startswith("Rule: ") and title in en


def test_a_whole_plan_give_drill_names_no_rule_yet() -> None:
    """The responder's and the bolshevik's gives are not rules yet: their feedback names none."""
    drill = next(d for d in _give_drills(Form.BOLSEVIKIT) if len(d.data["recipients"]) > 1)
    fb = check(drill, " ".join(map(str, drill.data["plan"])), evidence=False)
    assert fb.rule is None
