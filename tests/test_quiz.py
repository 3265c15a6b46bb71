"""Lesson check-yourself questions (issue 13, review 2026-11 newuser H1, M7): options show cards and bids,
never markers; calls and cards are answered by pressing them, as in the drills; an answer that cannot be
read is told what is wrong, never "not quite"."""

from __future__ import annotations

import re

import pytest

from tests.apptest import run
from trainer.i18n import Translator
from trainer.lessons import Question, content, plain_text
from trainer.ui.quiz import call_text, cards_text, judge, legal_calls

FI, EN = Translator("fi"), Translator("en")


def question(lesson: str, qid: str) -> Question:
    return next(q for q in content().lessons[lesson].questions if q.id == qid)


# --- the options read as cards and bids ---------------------------------------------------------------------


def test_no_choice_of_any_lesson_holds_a_marker_in_either_language() -> None:
    """The review's twelve lessons (bids, doubling, discard-signals, ...) and all the others: every option as
    the radio shows it (plain_text, as label_md renders it) has no ``[[``, and a marker's cards stay."""
    c = content()
    checked = 0
    for lesson in c.lessons.values():
        for q in lesson.questions:
            for choice in q.choices:
                for lang in ("fi", "en"):
                    shown = plain_text(choice.get(lang), lang, c)
                    assert "[[" not in shown and "]]" not in shown, (lesson.id, q.id, lang, shown)
                    checked += 1
    assert checked > 400
    assert plain_text("[[bid:2♥]]", "en", c) == "2♥"
    assert plain_text("[[hand:♠KQJ9 ♣863 ♦742 ♥Q85]]", "fi", c) == "♠KQJ9 ♣863 ♦742 ♥Q85"


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize(
    ("lesson", "shown"),
    [("bids", "2♥"), ("doubling", "♠KQJ9 ♣863 ♦742"), ("discard-signals", "♠A")],
)
def test_the_reviews_lessons_show_real_cards_and_bids(lesson: str, shown: str, lang: str) -> None:
    at = run(lesson=lesson, lang=lang)
    assert not at.exception
    labels = [o for r in at.radio for o in r.options]
    assert labels and not any("[[" in x for x in labels), labels
    # The suits are coloured in Markdown (':color[♥]{foreground="#c8102e"}'): compare without the colour markup.
    plain = [re.sub(r":color\[(.)\]\{[^}]*\}", r"\1", x) for x in labels]
    assert any(shown in x for x in plain), plain


# --- answering by pressing ------------------------------------------------------------------------------


def test_a_call_question_is_a_bid_box_of_the_legal_calls() -> None:
    q = question("bids", "alkupelit-open-low")  # answer 1♠, the first call of the auction
    at = run(lesson="bids", lang="en")
    box = at.button_group(key="q-bids-alkupelit-open-low")
    assert box.options[0] == "pass" and "1♠" in box.options
    calls = legal_calls(q.form or "", q.dealer or "", q.seat or "", q.hand or "", q.auction or "")
    assert calls[0] == "pass" and "1♠" in calls and "7G" in calls
    box.set_value("2♠").run()
    at.button(key="q-bids-alkupelit-open-low-check").click().run()
    assert at.error and not at.success
    at.button_group(key="q-bids-alkupelit-open-low").set_value("1♠").run()
    at.button(key="q-bids-alkupelit-open-low-check").click().run()
    assert at.success and not at.error


def test_a_bid_box_offers_only_what_the_rules_allow_after_the_auction() -> None:
    q = question("first-round-responder", "one-grand")  # after 1G pass: a call above 1G
    calls = legal_calls(q.form or "", q.dealer or "", q.seat or "", q.hand or "", q.auction or "")
    assert "1♠" not in calls and "1G" not in calls and "2G" in calls and calls[0] == "pass"


def test_a_lead_question_offers_the_cards_of_the_hand_high_to_low() -> None:
    q = question("trump-opening-lead", "touching-honours")  # ♠KQ854 ♣J73 ♦62 ♥A95 -> ♠K
    key = "q-trump-opening-lead-touching-honours"
    at = run(lesson="trump-opening-lead", lang="fi")
    cards = at.button_group(key=key)
    assert list(cards.options)[:5] == ["♠K", "♠Q", "♠8", "♠5", "♠4"]
    assert q.answer == "♠K"
    cards.set_value("♠K").run()
    at.button(key=key + "-check").click().run()
    assert at.success and not at.error


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_every_card_of_a_void_hand_is_one_press(lang: str) -> None:
    """discard-signals q1: a diamond is led to ♠A8643 ♣Q9752 ♥J64; "Choose every card" presses all 13."""
    key = "q-discard-signals-free-choice"
    at = run(lesson="discard-signals", lang=lang)
    at.button(key=key + "-all").click().run()
    assert len(at.button_group(key=key).value) == 13
    at.button(key=key + "-check").click().run()
    assert at.success and not at.error and not at.warning


def test_pressing_nothing_asks_for_a_press_in_finnish() -> None:
    at = run(lesson="bids", lang="fi")
    at.button(key="q-bids-alkupelit-open-low-check").click().run()
    assert (
        at.warning and at.warning[0].value == "Valitse vastauksesi ja paina sitten Tarkista." and not at.error
    )


# --- typed answers: read generously, and what cannot be read says why -------------------------------------


FREE = question("discard-signals", "free-choice")


@pytest.mark.parametrize(
    "typed",
    [
        "♠A8643 ♣Q9752 ♥J64",
        "any",
        "All",
        "all cards",
        "kaikki",
        "mikä tahansa",
        "♠A ♠8 ♠6 ♠4 ♠3 ♣Q ♣9 ♣7 ♣5 ♣2 ♥J ♥6 ♥4",
    ],
)
def test_a_void_hand_accepts_the_hand_notation_and_words_for_every_card(typed: str) -> None:
    assert judge(FREE, typed, EN) == (True, "")


def test_every_card_is_wrong_where_the_hand_must_follow_suit() -> None:
    follow = question("tricks", "follow")  # ♠K7 ... and ♠ led: only the spades
    assert judge(follow, "all", EN) == (False, "")  # readable, and wrong: "not quite"
    assert judge(follow, "♠K7", EN) == (True, "")  # a hand-style spade holding
    assert judge(follow, ["♠K", "♠7"], EN) == (True, "")  # pressed


@pytest.mark.parametrize(
    ("lang", "typed", "hint"),
    [
        ("en", "K7", "write each card with its suit"),
        ("fi", "K7", "merkitse jokaisen kortin maa"),
        ("en", "whatever", "is not a card"),
    ],
)
def test_cards_without_suits_get_a_hint_naming_what_is_wrong(lang: str, typed: str, hint: str) -> None:
    ok, why = judge(question("tricks", "follow"), typed, Translator(lang))
    assert not ok and hint in why, why


@pytest.mark.parametrize(
    ("typed", "call"),
    [("1 spade", "1♠"), ("1 spades", "1♠"), ("1 pata", "1♠"), ("1S", "1S"), ("2 grand", "2G"), ("6 misääri", "6M"),
     ("ohi", "pass"), ("Pass", "Pass")],
)  # fmt: skip
def test_a_call_said_in_words_is_read(typed: str, call: str) -> None:
    assert call_text(typed) == call


def test_a_typed_call_in_words_is_judged_and_a_nonsense_one_is_told_why() -> None:
    q = question("bids", "alkupelit-open-low")  # 1♠
    assert judge(q, "1 pata", FI) == (True, "")
    assert judge(q, "1 spade", EN) == (True, "")
    ok, why = judge(q, "one spade", EN)
    assert not ok and "is not a call" in why and "1♠" not in why.split("(")[0]
    ok, why = judge(q, "9X", FI)
    assert not ok and "ei ole maalaus" in why


def test_cards_text_leaves_the_notation_alone() -> None:
    assert cards_text(FREE, "♠A ♠8") == "♠A ♠8"
    assert cards_text(FREE, "SA S8") == "SA S8"
    assert cards_text(FREE, "nonsense") == "nonsense"  # left to be told what is wrong


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_every_lesson_page_shows_no_marker_in_its_questions(lang: str) -> None:
    """Every lesson as rendered: the prompts, the options, the bid boxes and card buttons hold no ``[[``."""
    for lid, lesson in content().lessons.items():
        if not lesson.questions:
            continue
        at = run(lesson=lid, lang=lang)
        assert not at.exception, (lid, at.exception)
        shown = [o for r in at.radio for o in r.options]
        shown += [str(o) for g in at.button_group for o in g.options]
        shown += [str(h.proto.body) for h in at.html]
        bad = [x for x in shown if "[[" in x or "]]" in x]
        assert not bad, (lid, bad[:3])


def test_the_bid_box_has_a_row_for_pass_and_one_for_each_level() -> None:
    from trainer.ui.answer_widgets import bid_box_css

    calls = ["pass", "1M", "1♠", "1♣", "1♦", "1♥", "1G", "2M", "2♠"]
    css = bid_box_css(calls, "box")
    rows = re.findall(r"((?:\.box [^{]*?nth-child\(\d+\),?)+)\{grid-column", css)
    starts = [[int(n) for n in re.findall(r"nth-child\((\d+)\)", r)] for r in rows]
    assert starts == [[2, 8], [1]]  # 1M and 2M start their rows; pass has one of its own
    assert "grid-template-columns:repeat(6" in css
    # A continuation bid box that starts mid-level and has a double: each starts a row.
    css = bid_box_css(["pass", "X", "5♥", "5G", "6M"], "box")
    rows = re.findall(r"((?:\.box [^{]*?nth-child\(\d+\),?)+)\{grid-column", css)
    assert [[int(n) for n in re.findall(r"nth-child\((\d+)\)", r)] for r in rows] == [[3, 5], [1, 2]]
