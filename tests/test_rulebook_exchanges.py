"""Cases for the named rules of :mod:`trainer.conventions.exchanges` (the packets and the one-card gives)
that ``tests/test_exchanges.py`` does not reach, and the rules the advice names (issue 11, *Structure*).

Every rule of the rulebook names a test where it fires and one where it must not; these build the
decision through the engine, as ``tests/test_exchanges.py`` does.
"""

from __future__ import annotations

from collections.abc import Iterator

from tests.conventions_helpers import make_deal, state_after
from tests.test_exchanges import (
    MISERE_5M,
    PASSI,
    A,
    B,
    C,
    D,
    advice,
    apply_cards,
    card,
    cards,
    defenders,
    keys,
    kotkat,
    passi,
    point,
)
from trainer.bids import Form
from trainer.conventions import exchanges as ex
from trainer.conventions.rulebook import REGISTRY
from trainer.drills import Drill, Kind
from trainer.drills.grade import check
from trainer.drills.make import generate
from trainer.drills.texts import feedback_texts
from trainer.i18n import Translator, t
from trainer.signals import decode
from trainer.state import State


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


# --- the packets: each plan names the rule that proposed it ---------------------------------------------

# A bids 6♠ holding small cards of the other suits; C, A's partner, holds nothing but small cards.
KOTKAT_SMALL = {
    A: "♠AKQJ109 ♣765 ♦65 ♥76",
    B: "♠8765 ♣AKQJ ♦AKQ ♥AK",
    C: "♠432 ♣432 ♦432 ♥5432",
    D: "♣1098 ♦J10987 ♥QJ1098",
}
_SIX_SPADES = "6♠ " + "pass " * 8


def test_kotkat_return_when_misere_is_possible() -> None:
    # *KOTKAT / Misäärin korttien vaihdot*: the top bidder may "vihjata misääripelistä" with the packet's card
    # against the table (the smallest of its suit); then partner sees "että käteen jää misääriin sopivat
    # kortit" and voids "lyhimmän tai huonoimman maansa, josta ei saanut kortteja yli".  A's ♦6 ♦5 ♥7 ♥6
    # says misère is possible and C's small cards suit misère: beside the trump return the misère return's
    # packets are advised too (a judgement), each named by its own rule.
    order = "♦6 ♦5 ♥7 ♥6"
    assert decode(tuple(cards(order)), Form.KOTKAT).misere_ok
    s = apply_cards(kotkat(KOTKAT_SMALL, _SIX_SPADES), order)
    pa = ex.advise_packet(point(s))
    assert pa.rules == ("C57.trump_return", "C57.misere_too") and pa.judgement
    named = [pa.rule_for(frozenset(o)) for o in pa.recommended]
    assert named[0] == "C57.trump_return" and "C57.misere_too" in named
    misere = next(frozenset(o) for o in pa.recommended if pa.rule_for(frozenset(o)) == "C57.misere_too")
    assert "ex_ret_misere_good" in {r.key for r in pa.reasons_for(misere)}  # "matalimman ja korkeimman"
    assert "ex_ret_wished_suit" not in {r.key for r in pa.reasons_for(misere)}


def test_kotkat_return_without_the_misere_hint_is_the_trump_return_alone() -> None:
    # The same cards ordered so that the card against the table is no smallest of its suit: no "vihjata
    # misääripelistä", so the misère return is no plan (the rule must not fire).
    order = "♥6 ♦5 ♥7 ♦6"
    assert not decode(tuple(cards(order)), Form.KOTKAT).misere_ok
    s = apply_cards(kotkat(KOTKAT_SMALL, _SIX_SPADES), order)
    pa = ex.advise_packet(point(s))
    assert pa.rules == ("C57.trump_return",)
    assert set(pa.plan_rules.values()) == {"C57.trump_return"}


def test_the_packet_advice_names_the_rule_of_its_packet() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: the top bidder gives "lyhimmän / huonoimman maansa renoksi"
    # and wishes the trump; the whole packet, and each of its cards, names the rule that proposed it.
    s = kotkat()
    pa = ex.advise_packet(point(s))
    assert pa.rule == "C56.kotkat_top_bidder" and pa.rules == ("C56.kotkat_top_bidder",)
    for _ in range(4):
        a = advice(s)
        assert a.rules == ("C56.kotkat_top_bidder",), a.rules
        s = s.apply(a.recommended[0])


def test_the_first_return_card_names_the_rules_of_its_plans() -> None:
    # *KOTKAT / Misäärin korttien vaihdot*: C's first card after the misère hint: the trump return's plan
    # decides (its first recommended card), the misère return's rule is named beside it.
    s = apply_cards(kotkat(KOTKAT_SMALL, _SIX_SPADES), "♦6 ♦5 ♥7 ♥6")
    a = advice(s)
    assert a.rule == "C57.trump_return" and "C57.misere_too" in a.rules


def test_a_packet_drill_names_the_rule_of_the_packet() -> None:
    """The packet-choice drill's feedback says which rule proposed the advised packet."""
    drill = generate(Kind.PACKET_CHOOSE, Form.KOTKAT, 0)
    assert drill.point is not None
    pa = ex.advise_packet(drill.point)
    answer = " ".join(map(str, sorted(pa.recommended[0])))
    fb = check(drill, answer, evidence=False)
    assert fb.rule == pa.rule and fb.rule is not None and REGISTRY[fb.rule].module == "exchanges"
    fi = feedback_texts(fb, Translator("fi"), drill)["rule"]
    en = feedback_texts(fb, Translator("en"), drill)["rule"]
    assert fi.startswith("Sääntö: ") and t("fi", REGISTRY[fb.rule].title) in fi
    assert en.startswith("Rule: ") and REGISTRY[fb.rule].title in en


# --- the lifter's partner's gives: each plan names the rule that proposed it -------------------------------

# A opened 1♥ holding small cards (two twos); C lifted with 4♥ and gives back four small hearts.
SMALL_GIVES = {
    A: "♠98762 ♦8532 ♣43 ♥2",
    B: "♠AKQJ10 ♣J1098 ♦KQJ",
    C: "♥AKQJ1098 ♣AKQ ♦A10",
    D: "♠543 ♣7652 ♦9764 ♥6",
}
_LIFT_4H = "1♥ pass pass pass  pass pass 4♥ pass  pass pass pass pass pass pass pass"


def _small_gives(order: str) -> State:
    return apply_cards(state_after(make_deal(Form.ALKUPELIT, A, SMALL_GIVES, "♥7 ♥5 ♥4 ♥3"), _LIFT_4H), order)


def test_misere_gives_are_acceptable_after_the_misere_hint() -> None:
    # *Pääpelaajien korttien vaihdot*: a lifter whose cards are "suosiolliset myös misäärin pelaamiselle"
    # says so by putting the smallest card "alimmaiseksi"; A's cards (two twos, nothing above a ten) suit
    # misère too: beside the trump gives the misère gives' plans are acceptable, named by their own rule.
    order = "♥7 ♥5 ♥4 ♥3"
    assert decode(tuple(cards(order)), Form.ALKUPELIT).misere_ok
    s = _small_gives(order)
    assert point(s).seat is A
    a = advice(s)
    assert a.rules == ("C60.trump_receiver", "C62.misere_too") and a.judgement
    gives = ex.advise_gives(point(s))
    assert gives is not None and gives.per_recipient[s.recipient].rules == a.rules


def test_no_misere_gives_without_the_misere_hint() -> None:
    # The same cards with the smallest heart on top: no misère hint ("pienimmän alimmaiseksi" is not said),
    # so the misère gives are no plan and their rule must not fire.
    order = "♥3 ♥7 ♥5 ♥4"
    assert not decode(tuple(cards(order)), Form.ALKUPELIT).misere_ok
    a = advice(_small_gives(order))
    assert a.rules == ("C60.trump_receiver",)


def test_a_responder_give_drill_names_the_rule_that_decided_it() -> None:
    """The lifter's partner's gives are rules: a give drill with three recipients names its rule."""
    drill = next(d for d in _give_drills(Form.ALKUPELIT) if len(d.data["recipients"]) > 1)
    fb = check(drill, " ".join(map(str, drill.data["plan"])), evidence=False)
    assert fb.rule is not None and REGISTRY[fb.rule].topic == ex.TOPIC_GIVE
