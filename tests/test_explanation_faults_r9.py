"""Three explanation faults from review round 9 (issue 11): texts a learner reads must be true.

1. Two aces equally good to drop (C105, *Passimisääri / Pelitaktiikkaa*, *Bolsevikkien pistelasku*;
   review round 9, gen.play.bolsevikit.10301, 10303): the text names every ace, so it is true of the
   learner's ace, and a card that keeps both aces back says so of both.  One ace: the one-ace texts.
2. Reading partner's first discard in passimisääri (*Passimisääri / Merkinanto*, gen.signal_read.any.10301,
   ♦K): a high card other than the ace is also explained as a dangerous high card shed.  A small card is
   the signal, and outside passimisääri nothing is added.
3. The packet drills say "the advised packet", the program's own packet, not "the handbook's packet"
   (review round 8, gen.packet_choose.kotkat.10003; round 9, kotkat.10304).
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from tests.test_deal_record_aces_and_gives import before, card, cp_advice
from trainer.bids import Form
from trainer.conventions.advise import grade_action
from trainer.conventions.core import Reason, Verdict
from trainer.conventions.texts import reason_text
from trainer.drills import Kind, check, topics
from trainer.drills.make import from_state, signal_read_drill
from trainer.drills.model import Drill, Feedback
from trainer.drills.texts import feedback_texts, line_text
from trainer.game import GameType
from trainer.i18n import Translator
from trainer.seats import Seat

EN, FI = Translator("en"), Translator("fi")


# --- 1. two equal aces ------------------------------------------------------------------------------------


def test_two_equal_aces_are_both_named_right() -> None:
    # alkupelit-passimisaari, trick 2: D, void in ♣, holds ♠A and ♥A and the opponents surely take the
    # trick ("ässä kannattaa heittää ensimmäisessä mahdollisessa tilanteessa").  Either ace is right, so
    # the text must be true of the ♥A the record drops as of the ♠A.
    s, played = before("alkupelit-passimisaari", "play[1][2]")
    assert s.to_act is Seat.D and played == card("♥A")
    g = grade_action(s, played)
    assert g.verdict is Verdict.RECOMMENDED
    texts = [reason_text(r, EN) for r in g.reasons]
    assert any("♠A" in t and "♥A" in t for t in texts), texts
    assert not any("drop the ♠A" in t for t in texts)  # the fault: "drop the ♣A" to a learner dropping ♦A
    fi = [reason_text(r, FI) for r in g.reasons]
    assert any("♠A" in t and "♥A" in t and "jokin ässistäsi" in t for t in fi), fi
    kept = grade_action(s, card("♠10"))
    assert kept.verdict is Verdict.NOT_ADVISED
    assert [r.key for r in kept.reasons] == ["cp_aces_held"]
    text = reason_text(kept.reasons[0], EN)
    assert "♠A" in text and "♥A" in text and "keeps your aces" in text


def test_one_ace_is_named_alone() -> None:
    # Must not change: alkupelit-misere-5m, trick 3: A (the main pair) holds one ace, the ♥A, and the
    # defenders surely take the trick ("syöttää ässät vastustajien tikkeihin", *Skruuvisanastoa*).
    s, played = before("alkupelit-misere-5m", "play[2][2]")
    assert s.to_act is Seat.A and played == card("♥A")
    a = cp_advice(s)
    assert a.recommended == (card("♥A"),)
    assert [r.key for r in a.reasons] == ["cp_ace_drop"]
    assert "drop the ♥A" in reason_text(a.reasons[0], EN)
    assert {r.key for rs in a.worse.values() for r in rs} == {"cp_ace_held"}


# --- 2. partner's high discard in passimisääri ------------------------------------------------------------


def keys(reasons: tuple[Reason, ...]) -> list[str]:
    return [r.key for r in reasons]


def test_a_high_discard_in_passimisaari_may_be_a_dangerous_card_shed() -> None:
    # *Passimisääri / Merkinanto*: the discard "voi kuitenkin olla myös" partner's "vaarallinen korkea
    # kortti" (gen.signal_read.any.10301: ♦K).
    d = signal_read_drill(0, card=card("♦K"), game=GameType.PASSIMISAARI)
    fb = check(d, "none")
    assert fb.correct
    assert keys(fb.reasons) == ["sig_read_high", "drill_sig_passi_high"]
    assert fb.reasons[1].section == "Passimisääri / Merkinanto"
    why = feedback_texts(fb, EN, d)["why"]
    assert any("dangerous high card" in w and "♦K" in w for w in why), why
    assert any("vaarallisen korkean kortin" in w for w in feedback_texts(fb, FI, d)["why"])
    wrong = check(d, "honour")  # the learner who took it for the signal is told the same
    assert not wrong.correct and "drill_sig_passi_high" in keys(wrong.reasons)


def test_a_small_discard_stays_the_signal() -> None:
    # Must not fire: a small card is the signal, in a trump game and in passimisääri; a high card in
    # a trump game is only "not the signal card"; a passimisääri ace is an ace thrown away.
    for c, game, answer, reason in (
        ("♣4", GameType.TRUMP, "honour", "sig_read_standard"),
        ("♣4", GameType.PASSIMISAARI, "honour", "sig_read_standard"),
        ("♦K", GameType.TRUMP, "none", "sig_read_high"),
        ("♦A", GameType.PASSIMISAARI, "ace_away", "sig_read_ace"),
    ):
        d = signal_read_drill(0, card=card(c), game=game)
        fb = check(d, answer)
        assert fb.correct, (c, game)
        assert keys(fb.reasons) == [reason], (c, game)


# --- 3. the advised packet --------------------------------------------------------------------------------


def test_packet_drill_texts_name_the_advised_packet() -> None:
    for key in ("drill_pk_differs", "drill_pk_suit_kept", "drill_pk_ace_signal"):
        template = topics.TEMPLATES[key]
        assert "advised packet" in template and "handbook's packet" not in template, key
    r = Reason("drill_pk_suit_kept", topics.S_KOTKAT_EX, {"suit": "♣", "cards": "♣8 ♣2", "kept": "♣8"})
    assert reason_text(r, EN).startswith("The advised packet gives every ♣ card you hold (♣8 ♣2)")
    fi = reason_text(r, FI)
    assert fi.startswith("Suositeltu ylianto antaa kaikki ♣-korttisi") and "Käsikirja" not in fi


# The kotkat 1 + 3 packet of tests/test_packet_choice.py (gen.packet_choose.kotkat.8000): D plays 6♠.
K_ONE_THREE = {
    Seat.A: "♠J974 ♣Q9763 ♥QJ106",
    Seat.B: "♠52 ♣K102 ♦9652 ♥K985",
    Seat.C: "♠K103 ♣A854 ♦QJ3 ♥732",
    Seat.D: "♠AQ86 ♣J ♦AK10874 ♥A4",
}


def packet_drill() -> Drill:
    s = state_after(make_deal(Form.KOTKAT, Seat.C, K_ONE_THREE), "pass 6♠ " + "pass " * 8)
    d = from_state("test.packet_choice", Kind.PACKET_CHOOSE, s, "generated", strict=False)
    assert d is not None and d.seat is Seat.D
    return d


def stacked_line(fb: Feedback) -> str:
    return next(line_text(ln, EN) for ln in fb.lines if ln.kind == "msg")


def test_packet_feedback_says_whose_packet_is_stacked() -> None:
    # A packet the program advises is "the advised packet" (when the learner's is not advised) or the
    # learner's own cards; never "the handbook's packet" (review round 8, kotkat.10003).
    d = packet_drill()
    good = check(d, "♠A ♥A ♥4 ♣J")
    assert good.verdict == "recommended"
    assert stacked_line(good).startswith("Your cards, stacked top card first as")
    bad = check(d, "♣J ♠A ♠8 ♠6")
    assert bad.verdict == "not_advised"
    assert stacked_line(bad).startswith("The advised packet, stacked top card first as")
    texts = [reason_text(r, EN) for r in bad.reasons]
    assert not any("handbook's packet" in t for t in texts), texts
