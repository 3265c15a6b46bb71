"""Review 11 (reader A): a refused bolshevik give plan is told, card by card, only what is true of the
learner's own plan (DECISION C63f), and a card of a long suit without its two is never "safe".

*Korttien ylianto* (BOLSEVIKIT, handbook line 1095): of the bad cards thrown away, the suit's lowest goes to
the niskamies on the right ("maan matalin kortti oikealla istuvalle"), the highest to the left ("korkein
kortti vasemmalla").  Before the fix each refused card was told where some allowed plan puts it, with
that rule, also of a card the learner gave exactly as the advised plan does (``gen.give.bolsevikit.14001``
♦10 to B, ``14002`` ♣7 to C) and of voids the learner made by the rule itself (``14000`` ♥8 left and ♥3
right, ``14003`` ♣3 to the niskamies).  *BOLSEVIKIT / Pelitaktiikkaa* (line 1135): a long suit without its
two is "varsin vaaralliseksi" to the bolshevik; ``14004`` called the ♥Q of ♥QJ6543 (♥2 with a defender)
"a safe low card".

The deals are the reviewed drills', replayed from their hands (dumped with /tmp/review11/dump3.py), so the
tests do not depend on the generator's seeds.
"""

from __future__ import annotations

import random

import pytest

from tests.conventions_helpers import make_deal, state_after
from tools.give_feedback_scan import candidates, scan_drill, seat_line_true
from trainer.bids import Form
from trainer.cards import Card, parse_card_list
from trainer.conventions import exchanges as ex
from trainer.conventions.core import Reason
from trainer.drills import Kind, check
from trainer.drills.make import from_state
from trainer.drills.model import Drill
from trainer.drills.texts import feedback_texts
from trainer.i18n import Translator
from trainer.seats import Seat

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D
FI, EN = Translator("fi"), Translator("en")
SEAT_LINES = (
    "drill_give_seat_low",
    "drill_give_seat_high",
    "drill_give_seat_low_all",
    "drill_give_seat_high_all",
)
OLD_SEAT_LINES = ("ex_bol_low_goes_right", "ex_bol_high_goes_left", "ex_bol_mid_goes_partner")

# The reviewed drills: dealer (who speaks first), the four hands, the middle cards, the calls.
DEALS = {
    "14000": (B, {A: "♠AKQ7 ♥K9752 ♦1064", B: "♠1086 ♣KQJ9 ♦AJ3 ♥AQ", C: "♠2 ♣A10764 ♦KQ852 ♥3",
                  D: "♠J943 ♣532 ♦97 ♥J104"}, "♥6 ♠5 ♣8 ♥8", "pass 7M pass pass"),
    "14001": (C, {A: "♠Q97 ♣65432 ♦KJ8 ♥3", B: "♠K105 ♣AQ ♦AQ63 ♥KQJ", C: "♠A83 ♣J1098 ♦975 ♥107",
                  D: "♠J642 ♣K7 ♥A96542"}, "♦4 ♦10 ♦2 ♥8", "pass 7M pass pass"),
    "14002": (D, {A: "♠962 ♣73 ♦72 ♥J6542", B: "♠J74 ♣106542 ♦AK6 ♥K", C: "♠K83 ♣K9 ♦1094 ♥A1087",
                  D: "♠AQ5 ♣AQ8 ♦Q853 ♥Q9"}, "♠10 ♦J ♥3 ♣J", "pass 7M pass pass"),
    "14003": (B, {A: "♠J76 ♣QJ76 ♦K64 ♥K4", B: "♠A542 ♣53 ♦105 ♥9652", C: "♠K ♣AK1094 ♦A7 ♥AJ87",
                  D: "♠Q10983 ♣2 ♦QJ93 ♥Q3"}, "♦2 ♣8 ♦8 ♥10", "7M pass pass pass"),
    "14004": (B, {A: "♠Q7 ♣53 ♦QJ653 ♥872", B: "♠2 ♣QJ42 ♦4 ♥QJ6543", C: "♠A10853 ♣A109 ♦K2 ♥K10",
                  D: "♠J964 ♣86 ♦A1097 ♥A9"}, "♦8 ♠K ♣7 ♣K", "7M pass pass pass"),
    "14201": (A, {A: "♠A872 ♣AK ♦KQ8 ♥KJ8", B: "♠KQ10963 ♣9873 ♦42", C: "♠J ♣QJ654 ♦105 ♥9654",
                  D: "♣102 ♦9763 ♥AQ10732"}, "♠4 ♦A ♠5 ♦J", "pass pass pass 7M"),
}  # fmt: skip


def drill(name: str, hands: dict[Seat, str] | None = None) -> Drill:
    dealer, known, middle, calls = DEALS[name]
    deal = make_deal(Form.BOLSEVIKIT, dealer, hands or known, middle=middle)
    d = from_state(f"test.give.bolsevikit.{name}", Kind.GIVE, state_after(deal, calls), "test", strict=False)
    assert d is not None and d.point is not None
    return d


@pytest.fixture(scope="module")
def drills() -> dict[str, Drill]:
    return {name: drill(name) for name in DEALS}


def own_lines(d: Drill, answer: str) -> list[Reason]:
    """The lines told before the advised plan's reasons (what is wrong with the learner's own plan)."""
    fb = check(d, answer)
    assert fb.verdict == "not_advised", answer
    ga = ex.advise_gives(d.point) if d.point is not None else None
    assert ga is not None
    advised = ga.why(dict(zip(d.data["recipients"], d.data["plan"], strict=True)))
    for tr in (FI, EN):
        assert all("{" not in w for w in feedback_texts(fb, tr)["why"])
    return [r for r in fb.reasons if r not in advised]


def cards_named(lines: list[Reason]) -> set[str]:
    return {str(r.params["card"]) for r in lines if "card" in r.params}


def test_the_replayed_deals_are_the_reviewed_drills(drills: dict[str, Drill]) -> None:
    expect = {"14000": ("♦K ♣A ♦Q", (D, A, B)), "14001": ("♣K ♦10 ♣7", (A, B, C)),
              "14002": ("♣J ♣7 ♣3", (B, C, D)), "14003": ("♠A ♦10 ♣8", (C, D, A)),
              "14004": ("♦8 ♠K ♦4", (C, D, A))}  # fmt: skip
    for name, (plan, seats) in expect.items():
        d = drills[name]
        assert d.data["recipients"] == seats, name
        assert tuple(d.data["plan"]) == tuple(parse_card_list(plan)), name


def test_a_card_given_as_the_advised_plan_gives_it_is_told_nothing(drills: dict[str, Drill]) -> None:
    """gen.give.bolsevikit.14001: the learner reverses the clubs (A ♣7, C ♣K) and gives ♦10 to B as the
    advised plan does: ♦10 is told nothing; the reversed clubs are told the seat rule (both ways)."""
    lines = own_lines(drills["14001"], "♣7 ♦10 ♣K")
    assert "♦10" not in cards_named(lines)
    assert not [r for r in lines if r.key in OLD_SEAT_LINES]
    assert (lines[0].key, lines[0].params["card"]) == ("drill_give_seat_low", "♣7")  # ♣7 went left
    # gen.give.bolsevikit.14002: B ♣3, C ♣7, D ♣J: ♣7 to C as advised is told nothing; ♣3 (lowest, given
    # to the left) is told the rule.
    lines = own_lines(drills["14002"], "♣3 ♣7 ♣J")
    assert "♣7" not in cards_named(lines)
    assert (lines[0].key, lines[0].params["card"]) == ("drill_give_seat_low", "♣3")


def test_a_void_made_by_the_seat_rule_is_not_told_the_seat_rule(drills: dict[str, Drill]) -> None:
    """gen.give.bolsevikit.14000: D ♥8 (left), A ♥6, B ♥3 (the niskamies) voids ♥ exactly by the rule
    ("matalin ... niskamiehelle", "korkein ... vasemmalla"): no seat line; the refusal is the ♦KQ kept
    (C63e).  The same void turned round (♥3 left, ♥8 to the niskamies) is told the rule."""
    lines = own_lines(drills["14000"], "♥8 ♥6 ♥3")
    assert not [r for r in lines if r.key in SEAT_LINES or r.key in OLD_SEAT_LINES]
    assert "♥8" not in cards_named(lines)
    assert "ex_bol_keeps_likely" in [r.key for r in lines]
    lines = own_lines(drills["14000"], "♥3 ♥6 ♥8")
    assert [(r.key, r.params["card"]) for r in lines if r.key in SEAT_LINES] == [
        ("drill_give_seat_low", "♥3"),
        ("drill_give_seat_high", "♥8"),
    ]
    # "the small ♥6 stays in your hand" is not said where the learner gives ♥6 and ♥8 both.
    assert "ex_bol_shed_higher" not in [r.key for r in lines]


def test_a_void_with_the_lowest_card_to_the_niskamies_is_not_told_otherwise(drills: dict[str, Drill]) -> None:
    """gen.give.bolsevikit.14003: C ♣8 (left), D ♣5, A ♣3 (the niskamies): nothing says ♣5 belongs to the
    niskamies; the advised plan's ♠A explains the refusal.  Turned round (♣3 left, ♣8 right) the seat rule
    is told."""
    lines = own_lines(drills["14003"], "♣8 ♣5 ♣3")
    assert "♣5" not in cards_named(lines) and "♣8" not in cards_named(lines)
    assert not [r for r in lines if r.key in SEAT_LINES or r.key in OLD_SEAT_LINES]
    lines = own_lines(drills["14003"], "♣3 ♣5 ♣8")
    assert [(r.key, r.params["card"]) for r in lines if r.key in SEAT_LINES] == [
        ("drill_give_seat_low", "♣3")
    ]


def test_a_lone_card_beside_a_pair_gets_no_seat_line(drills: dict[str, Drill]) -> None:
    """gen.give.bolsevikit.14002: B ♠10, C ♣J, D ♣3: "♠10 goes to the niskamies" was said though no plan
    gives ♠10; the clubs break the rule (♣J, the highest, went opposite) and are told so."""
    lines = own_lines(drills["14002"], "♠10 ♣J ♣3")
    assert "♠10" not in cards_named(lines)
    assert [(r.key, r.params["card"]) for r in lines if r.key in SEAT_LINES] == [
        ("drill_give_seat_high", "♣J")
    ]


def test_no_false_line_over_many_refused_plans_of_the_reviewed_deals(drills: dict[str, Drill]) -> None:
    """tools/give_feedback_scan.py over every reviewed deal: no own line false of the learner's plan."""
    from collections import Counter

    for name, d in drills.items():
        counts: Counter[str] = Counter()
        examples: list[str] = []
        scan_drill(d, 10, random.Random(1), counts, examples)
        assert counts["refused"] > 20, name
        assert counts["plans with a false line"] == 0, examples[:5]
        assert counts["plans told nothing of their own"] == 0, name
        assert candidates(d, 0, random.Random(0))


def test_the_scans_seat_rule_reading_both_ways() -> None:
    """The tool's own reading of *Korttien ylianto* (C bolshevik: D left, B the niskamies, A opposite)."""
    full = parse_card_list("♠2 ♣A ♣10 ♣8 ♣7 ♣6 ♣4 ♦K ♦Q ♦8 ♦5 ♦2 ♥8 ♥6 ♥3 ♠5")
    by = dict(zip((D, A, B), parse_card_list("♥8 ♥6 ♥3"), strict=True))  # by the rule: no line is true
    assert not any(seat_line_true(C, by, s, c, full) for s, c in by.items())
    by = dict(zip((D, A, B), parse_card_list("♥3 ♥6 ♥8"), strict=True))  # turned round: the ends are wrong
    assert seat_line_true(C, by, D, Card.parse("♥3"), full) and seat_line_true(
        C, by, B, Card.parse("♥8"), full
    )
    assert not seat_line_true(C, by, A, Card.parse("♥6"), full)  # the middle card is not the fault


def test_a_card_of_a_long_suit_without_its_two_is_never_called_safe(drills: dict[str, Drill]) -> None:
    """gen.give.bolsevikit.14004: B holds ♥QJ6543 and A the ♥2.  *BOLSEVIKIT / Pelitaktiikkaa*: a long
    suit without its two is "varsin vaaralliseksi"; the ♥Q is told it serves neither aim of the gives."""
    d = drills["14004"]
    lines = own_lines(d, "♥Q ♠K ♦4")
    keys = {(r.key, r.params.get("card")) for r in lines}
    assert ("ex_bol_safe_card", "♥Q") not in keys
    assert ("ex_bol_no_aim", "♥Q") in keys
    assert d.point is not None
    worse = ex.advise(d.point)
    assert worse is not None and [r.key for r in worse.worse[Card.parse("♥Q")]] == ["ex_bol_no_aim"]


def test_a_card_of_a_long_suit_holding_its_two_is_still_safe() -> None:
    """The rule must not fire the other way: with ♥2 in B's hand (♥QJ6542, A holding the ♥3) the ♥Q's
    danger is 0 and its suit holds the two: still "a safe low card" (C48's measure)."""
    d = drill(
        "14004",
        {A: "♠Q7 ♣53 ♦QJ653 ♥873", B: "♠2 ♣QJ42 ♦4 ♥QJ6542", C: "♠A10853 ♣A109 ♦K2 ♥K10",
         D: "♠J964 ♣86 ♦A1097 ♥A9"},
    )  # fmt: skip
    assert d.point is not None
    worse = ex.advise(d.point)
    assert worse is not None and [r.key for r in worse.worse[Card.parse("♥Q")]] == ["ex_bol_safe_card"]


def test_the_plans_fault_names_the_card_its_own_small_card_leaves_bare(drills: dict[str, Drill]) -> None:
    """gen.give.bolsevikit.14004, C63d: ♥Q ♠K ♦4 gives the ♦4 and keeps the ♦8 bare, a card the
    defenders can force; the fault names that ♦8, not the ♣J the advised plan keeps too."""
    lines = own_lines(drills["14004"], "♥Q ♠K ♦4")
    fault = [r for r in lines if r.key == "ex_bol_keeps_forceable"]
    assert [(r.params["card"], r.params["high"]) for r in fault] == [("♦4", "♦8")]
    # The advised plan voids ♦ (the handbook's aim), so it is told no such fault.
    d = drills["14004"]
    assert d.point is not None
    ga = ex.advise_gives(d.point)
    assert ga is not None and not ga.fault(dict(zip(d.data["recipients"], d.data["plan"], strict=True)))


def test_of_two_touching_cards_only_the_lower_is_called_the_lowest(drills: dict[str, Drill]) -> None:
    """Review 11b, gen.give.bolsevikit.14201: D gives A (left), B, C (niskamies).  With ♠5 to A, ♠4 to B and
    ♥10 to C, the ♠ pair's lowest card is not with the niskamies: the line names ♠4, the lower, not ♠5 (the two
    touch, so both counted as "the lowest").  With ♥A ♠4 ♠5 the ♠5 is at the niskamies, an equal of the
    lowest, and ♠4 is never called the highest."""
    d = drills["14201"]
    assert d.data["recipients"] == (A, B, C)
    lines = own_lines(d, "♠5 ♠4 ♥10")
    seat = [r for r in lines if r.key in SEAT_LINES]
    assert [(r.key, r.params["card"]) for r in seat] == [("drill_give_seat_low", "♠4")]
    lines = own_lines(d, "♥A ♠4 ♠5")
    assert not any(r.key == "drill_give_seat_high" and r.params["card"] == "♠4" for r in lines)
    assert not any(r.key == "drill_give_seat_low" for r in lines)
