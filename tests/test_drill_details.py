"""Drill details from the new-learner review (2026-11, newuser M3, M4, M11, M12; issue 13): legal-card drills
name the seat, the card choosers never take one card twice, answers are said in words, never as internal
keys, and lists of drills never name the answer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.apptest import run
from trainer.drills import Kind, answer_of, check, drill_by_id, generate
from trainer.drills.bank import banks
from trainer.drills.make import signal_choices
from trainer.drills.texts import SIGNAL_CHOICES, feedback_texts, list_labels, task_text
from trainer.i18n import Translator
from trainer.ui.drill_view import situation_html

FI, EN = Translator("fi"), Translator("en")


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    return app_data


# --- M3: "You are ." ---------------------------------------------------------------------------------------


def test_every_legal_cards_drill_names_the_seat() -> None:
    items = [d for d in banks().drills.values() if d.kind is Kind.LEGAL]
    items += [generate(Kind.LEGAL, None, seed) for seed in range(5)]
    assert len(items) >= 9
    for d in items:
        assert d.seat is not None, d.id
        for _ in (FI, EN):
            text = task_text(d, _)
            assert f" {d.seat}." in text and " ." not in text, (d.id, text)
        assert f"<b>You:</b> {d.seat}" in situation_html(d, EN), d.id
    d = drill_by_id("basics/void-after-giving-singleton")  # the note: "B gave their only heart to partner"
    assert task_text(d, EN).startswith("You are B.") and task_text(d, FI).startswith("Olet pelaaja B.")


def test_a_legal_item_without_a_seat_asks_without_one() -> None:
    from dataclasses import replace

    d = replace(drill_by_id("basics/follow-suit"), seat=None)
    for _ in (FI, EN):
        assert "pelaaja ." not in task_text(d, _) and "You are" not in task_text(d, _)


# --- M4: the same card twice ------------------------------------------------------------------------------


def test_the_packet_order_chooser_never_offers_a_card_already_placed() -> None:
    d = drill_by_id("gen.packet_order.kotkat.90570675")  # the review chose ♠8 as top card and second
    key = f"d-{d.id}-a"
    at = run(lang="en", drill=d.id)
    first = at.selectbox(key=f"{key}-0")
    card = first.options[1]
    first.set_value(card).run()
    assert card not in at.selectbox(key=f"{key}-1").options
    assert card in at.selectbox(key=f"{key}-0").options  # its own slot keeps it
    assert len(at.selectbox(key=f"{key}-1").options) == 3
    rest = [o for o in at.selectbox(key=f"{key}-1").options]
    for i, c in enumerate(rest, 1):
        at.selectbox(key=f"{key}-{i}").set_value(c).run()
    assert at.selectbox(key=f"{key}-0").value == card  # choosing the others never cleared the first
    at.button(key=f"d-{d.id}-check").click().run()
    assert not at.exception and (at.success or at.error)  # a full order is judged
    assert not [w for w in at.warning if w.icon == ":material/help:"]  # never "not a list of cards"


def test_the_give_chooser_never_gives_one_card_to_two_players() -> None:
    d = next(g for g in (generate(Kind.GIVE, None, s) for s in range(20)) if len(g.data["recipients"]) > 1)
    seats = d.data["recipients"]
    key = f"d-{d.id}-a"
    at = run(lang="fi", drill=d.id)
    first = at.selectbox(key=f"{key}-{seats[0]}")
    card = first.options[0]
    first.set_value(card).run()
    for seat in seats[1:]:
        assert card not in at.selectbox(key=f"{key}-{seat}").options


# --- M12: internal keys -----------------------------------------------------------------------------------

INTERNAL = {"honour", "none", "ace_away", "yes", "no", "-", "trump", "misere"}


def marked(html: str) -> str:
    """The answer "show me" marks, as text."""
    inner = html.rsplit('class="sk-mark">', 1)[1].rsplit("</span></p>", 1)[0]
    return re.sub(r"<[^>]+>", "", inner)


def test_the_reviews_signal_read_feedback_says_the_option_not_its_key() -> None:
    d = drill_by_id("gen.signal_read.any.387179824")
    wrong = next(o for o in signal_choices(d.data["game"]) if o != d.data["answer"])
    for _ in (FI, EN):
        t = feedback_texts(check(d, wrong), _, d)
        shown = _(SIGNAL_CHOICES[d.data["answer"]], honour=str(d.data["honour"]))
        assert t["answer"].endswith(shown), t["answer"]
        assert t["answer"].split(": ", 1)[1] not in INTERNAL, t["answer"]
    at = run(lang="en", drill=d.id)
    at.radio(key=f"d-{d.id}-a").set_value(wrong).run()
    at.button(key=f"d-{d.id}-check").click().run()
    page = "\n".join(m.value for m in at.markdown)
    assert "The answer: honour" not in page and "**The answer: Partner" in page


@pytest.mark.parametrize("kind", [Kind.SIGNAL_READ, Kind.WISH_READ, Kind.PACKET_READ, Kind.WORDS, Kind.SCORE])
def test_no_answer_is_shown_as_an_internal_key(kind: Kind) -> None:
    """Every reading kind over several seeds, "show me" and the feedback on a wrong answer: the answer in
    words (a words drill's answer is a glossary id, a reading's an option key: neither is shown as such)."""
    for seed in range(6):
        d = generate(kind, None, seed)
        right = answer_of(d)
        wrong = (
            "0 " * len(right.split())
            if kind is Kind.SCORE
            else next(
                (o for o in (*d.data.get("options", ()), *signal_choices_of(d), "♠", "♥ no") if o != right),
                "♠",
            )
        )
        for _ in (FI, EN):
            shown = marked(situation_html(d, _, show_answer=right))
            assert shown not in INTERNAL, (d.id, shown)
            if kind in (Kind.SIGNAL_READ, Kind.WISH_READ, Kind.WORDS):
                assert shown != right, (d.id, shown)
            answer = feedback_texts(check(d, wrong), _, d)["answer"]
            if answer is not None:
                said = answer.split(": ", 1)[1]
                assert said not in INTERNAL and (kind is Kind.PACKET_READ or said != right), (d.id, answer)
        if kind is Kind.SCORE:
            text = feedback_texts(check(d, wrong), EN, d)["answer"] or ""
            assert text.startswith("The answer:") and re.search(r"[A-Za-z] [+-]\d+", text), text


def signal_choices_of(d: object) -> tuple[str, ...]:
    data = getattr(d, "data", {})
    return tuple(signal_choices(data["game"])) if "game" in data and "honour" in data else ()


def test_an_empty_packet_reading_says_no_suit_ended() -> None:
    d = next(
        x for x in (generate(Kind.PACKET_READ, None, s) for s in range(200)) if answer_of(x).strip() == "-"
    )
    t = feedback_texts(check(d, "♠"), EN, d)
    assert t["answer"] == "The answer: none (no suit has ended)"
    assert "mikään maa ei ole loppunut" in (feedback_texts(check(d, "♠"), FI, d)["answer"] or "")


# --- M11: lists of drills -----------------------------------------------------------------------------------


def slug_words(id: str) -> set[str]:
    return {w for w in id.split("/", 1)[1].split("-") if len(w) > 3}


def test_no_drill_list_names_an_item_by_its_id() -> None:
    b = banks()
    for bank in b.titles:
        items = b.of_bank(bank)
        for _ in (FI, EN):
            labels = list_labels(items, _)
            assert len(labels) == len(items)
            for d, label in zip(items, labels, strict=True):
                assert d.id.split("/", 1)[1] not in label, label
                if d.title is None:
                    assert re.fullmatch(r".+ \d+", label), label


def test_the_reviews_list_labels_no_longer_give_the_answer() -> None:
    at = run(lang="en")
    at.switch_page("app_pages/drills.py").run()
    labels = [p.proto.label for p in at.get("page_link")]
    assert labels
    assert not any(
        "read-two-two-crossed" in x or "kotkat-invite-7m" in x or ("·" in x and "-" in x.split("·")[-1])
        for x in labels
    ), labels
    at = run(lang="en", lesson="tricks")
    practise = [
        p.proto.label for p in at.get("page_link") if "drill" in p.proto.page or "Legal" in p.proto.label
    ]
    assert not any("void-no-need-to-ruff" in x for x in practise), practise
    assert any(re.fullmatch(r"Legal cards \d", x) for x in practise), practise


def test_a_set_of_cards_in_an_answer_reads_high_first_as_in_the_hand() -> None:
    """newuser L4: "The answer: ♥6 ♥A" read low first; the hand shows ♥A 6."""
    d = drill_by_id("basics/follow-suit")  # ♥A6, hearts led
    assert feedback_texts(check(d, "♥6"), EN, d)["answer"] == "The answer: ♥A ♥6"
