"""Cases for named rules that the topic modules' own tests do not reach (issue 11, *Structure*).

Every rule of :mod:`trainer.conventions.rulebook` names a test where it fires and one where it must not;
these are the cases the older test files lacked.  Each builds the decision through the engine (or, for a
call the engine never offers alone, from the seat's information) and checks the rule that fired.
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_bidding_bolsevikit import GOOD, final_state
from tests.test_doubling_advice import G_DECL, kotkat_point, passes
from trainer.bids import DOUBLE, PASS, Form
from trainer.conventions import bidding_bolsevikit, doubling
from trainer.conventions.core import DecisionPoint, decision_point, point_from_info
from trainer.drills import Kind
from trainer.drills.grade import check
from trainer.drills.make import generate
from trainer.drills.model import Feedback
from trainer.drills.texts import feedback_texts, rule_text
from trainer.i18n import Translator
from trainer.seats import Seat
from trainer.state import Phase


def test_grand_no_honours_pass() -> None:
    # *Sivupelaajien korttien vaihdot ja koputukset*: a grand double "yleensä tarvitaan korkeita
    # honöörejä useissa maissa"; this hand has no ace and no guarded honour at all.
    a = doubling.advise(kotkat_point("♥65 ♠987 ♦9876 ♣9876", "6G " + passes(8), decl=G_DECL))
    assert a is not None and a.rule == "C94.grand_nothing"
    assert a.recommended == (PASS,) and DOUBLE not in a.acceptable
    assert [r.key for r in a.worse[DOUBLE]] == ["dbl_grand_nothing"]


def test_grand_with_honours_is_not_the_nothing_rule() -> None:
    a = doubling.advise(kotkat_point("♥K6 ♠A87 ♦9876 ♣9876", "6G " + passes(8), decl=G_DECL))
    assert a is not None and a.rule is not None and a.rule != "C94.grand_nothing"


def _final_point() -> DecisionPoint:
    s = final_state(GOOD, "♠3 ♣3 ♦4 ♥3", "♣9 ♣7 ♦5")
    assert s.phase is Phase.CONTINUATION
    return decision_point(s)


def test_final_call_without_a_dictator_stays() -> None:
    # DECISION (C47): with no dictator to call (a described point offering only the pass), the advice
    # stays in the bolshevik; the engine itself always offers the dictators.
    full = _final_point()
    point = point_from_info(full.info, (PASS,))
    a = bidding_bolsevikit.advise(point)
    assert a is not None and a.rules == ("C47.no_dictator",)
    assert a.recommended == (PASS,) and [r.key for r in a.reasons] == ["bol_final_stay"]


def test_final_call_with_dictators_is_not_the_no_dictator_rule() -> None:
    a = bidding_bolsevikit.advise(_final_point())
    assert a is not None and a.rule == "C47.not_hopeless"


def test_the_bolshevik_round_names_its_rules() -> None:
    # *BOLSEVIKIT*: a player who has played the bolshevik only passes; the deciding rule comes first.
    s = state_after(make_deal(Form.BOLSEVIKIT, Seat.A, {Seat.A: GOOD}), "")
    a = bidding_bolsevikit.advise(decision_point(s))
    assert a is not None and a.rule in {"C45.fit", "C45.fit_all_gifts"}
    assert all(r.startswith(("C44.", "C45.")) for r in a.rules)


# --- the feedback names the rule ---------------------------------------------------------------------------


def test_feedback_names_the_rule_with_its_section_in_both_languages() -> None:
    fb = Feedback("x", Kind.CALL, True, "recommended", "X", ("X",), rule="C94.trump_high")
    assert feedback_texts(fb, Translator("fi"))["rule"] == (
        "Sääntö: Korkeat valtit riittävät pietiin (Koputukset ja vastakoputukset)"
    )
    en = feedback_texts(fb, Translator("en"))["rule"]
    assert (
        en.startswith("Rule: High trumps for the tricks needed (") and "Koputukset ja vastakoputukset" in en
    )
    assert fb.to_json()["rule"] == "C94.trump_high"


def test_feedback_without_a_rule_names_none() -> None:
    fb = Feedback("x", Kind.CALL, True, "recommended", "pass", ("pass",))
    assert feedback_texts(fb, Translator("fi"))["rule"] is None and "rule" not in fb.to_json()
    assert rule_text("C00.no_such_rule", Translator("en")) is None


def test_a_doubling_drill_reports_the_rule_that_decided_it() -> None:
    drill = next(
        d
        for d in (generate(Kind.CALL, Form.ALKUPELIT, seed) for seed in range(60))
        if d.point is not None and d.point.phase is Phase.DOUBLING
    )
    assert drill.point is not None
    advice = doubling.advise(drill.point)
    assert advice is not None and advice.rule is not None
    for answer in ("X", "pass"):
        fb = check(drill, answer)
        assert fb.rule == advice.rule
        assert feedback_texts(fb, Translator("fi"), drill)["rule"].startswith("Sääntö: ")
