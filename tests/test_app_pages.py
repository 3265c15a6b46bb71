"""The app's pages through AppTest: every page in both languages, deep links, and the main interactions."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import APP, run
from trainer.i18n import Translator
from trainer.lessons import Content, content
from trainer.ui.markup import text_html


def page_text(at: AppTest) -> str:
    parts = [h.proto.body for h in at.html]
    parts += [m.value for m in at.markdown] + [t.value for t in at.title] + [s.value for s in at.subheader]
    parts += [i.value for i in at.info] + [c.value for c in at.caption]
    return "\n".join(str(p) for p in parts)


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize(
    "params",
    [
        {},
        {"lesson": "tricks"},
        {"lesson": "packet-signals"},
        {"deal": "kotkat-6s-to-6h"},
        {"term": "pieti"},
        {"lesson": "tricks", "text": "large", "suits": "4"},
    ],
    ids=["home", "lesson", "lesson-packets", "deal", "term", "lesson-large-four-colour"],
)
def test_every_page_renders_in_both_languages(lang: str, params: dict[str, str]) -> None:
    at = run(lang=lang, **params)
    assert not at.exception, at.exception
    assert at.session_state["lang"] == lang


PAGE_FILES = sorted(p.name for p in (Path(APP).parent / "app_pages").glob("*.py"))


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("page", PAGE_FILES)
def test_every_page_file_renders_through_the_navigation(
    page: str, lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every file in app_pages/ is a page of the app (settings too), in both languages."""
    monkeypatch.setenv("SKRUUVI_DATA", str(tmp_path))  # the scorecard lists saved sheets from here
    at = run(lang=lang)
    at.switch_page(f"app_pages/{page}").run()
    assert not at.exception, at.exception
    assert at.session_state["lang"] == lang
    assert at.title, page


def test_every_lesson_and_worked_deal_renders() -> None:
    c = content()
    for lid in c.lessons:
        at = run(lesson=lid, lang="en")
        assert not at.exception, (lid, at.exception)
        assert at.title[0].value == c.lessons[lid].title.en
    for did in c.deals:
        at = run(deal=did, lang="fi")
        assert not at.exception, (did, at.exception)


@pytest.mark.parametrize(("param", "name"), [("lesson", "nope"), ("deal", "nope"), ("term", "nope")])
def test_unknown_deep_links_get_a_friendly_message(param: str, name: str) -> None:
    at = run(lang="en", **{param: name})
    assert not at.exception
    assert any("nope" in i.value for i in at.info)


def test_lesson_reader_shows_cards_terms_and_questions_in_finnish() -> None:
    at = run(lesson="tricks")
    text = page_text(at)
    assert at.title[0].value == "Tikki ja maantuntopakko"
    assert "Tarkista osaamisesi" in text and "maantuntopakko" in text
    assert 'class="sk-card"' in text and 'aria-label="' in text  # cards with a text alternative


def test_answering_a_question_right_and_wrong() -> None:
    at = run(lesson="tricks", lang="en")
    at.button_group(key="q-tricks-follow").set_value(["♠K", "♥2"]).run()
    at.button(key="q-tricks-follow-check").click().run()
    assert at.error and not at.success
    at.button_group(key="q-tricks-follow").set_value(["♠7", "♠K"]).run()
    at.button(key="q-tricks-follow-check").click().run()
    assert at.success and "Right" in at.success[0].value
    at.radio(key="q-tricks-no-trump-duty").set_value(1).run()
    at.button(key="q-tricks-no-trump-duty-check").click().run()
    assert len(at.success) == 2


def test_stepping_a_worked_deal() -> None:
    at = run(deal="alkupelit-grand-5g", lang="en")
    assert at.slider(key="step-alkupelit-grand-5g").value == 0
    at.button(key="step-alkupelit-grand-5g-next").click().run()
    assert at.slider(key="step-alkupelit-grand-5g").value == 1
    at.button(key="step-alkupelit-grand-5g-back").click().run()
    assert at.slider(key="step-alkupelit-grand-5g").value == 0
    slider = at.slider(key="step-alkupelit-grand-5g")
    slider.set_value(slider.max).run()
    assert not at.exception and at.success and "Score" in at.success[0].value
    at.segmented_control(key="view-alkupelit-grand-5g").set_value("B").run()
    assert not at.exception


def test_switching_language_changes_the_page() -> None:
    at = run(lesson="tricks")
    assert at.title[0].value == "Tikki ja maantuntopakko"
    at.segmented_control(key="lang").set_value("en").run()
    assert at.title[0].value == "Tricks and following suit"
    assert at.query_params["lang"] == ["en"] or at.query_params["lang"] == "en"


def test_glossary_search_in_both_languages() -> None:
    at = run(term="pieti", lang="en")
    assert not at.exception
    at.text_input(key="glossary-search").input("trick").run()
    found = page_text(at)
    assert "tikki" in found and "ylitikki" in found
    at.text_input(key="glossary-search").input("qqqq").run()
    assert at.info


def test_lesson_text_is_escaped() -> None:
    html = text_html(
        "<script>alert(1)</script> **bold** [[card:♦K]] [[term:nope]]", "en", Translator("en"), Content()
    )
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<strong>bold</strong>" in html and 'class="sk-card"' in html


def test_packet_answers_accept_any_order_and_letters() -> None:
    at = run(lesson="packet-signals", lang="en")
    key = "q-packet-signals-" + content().lessons["packet-signals"].questions[2].id  # ♠7 ♦8 ♠9 ♦J: ♠ ♦ ended
    for answer in ("♦ ♠", "S D", "♠♦"):
        at.text_input(key=key).input(answer).run()
        at.button(key=key + "-check").click().run()
        assert at.success, answer


def test_checking_an_empty_answer_asks_for_one() -> None:
    at = run(lesson="tricks", lang="en")
    at.button(key="q-tricks-follow-check").click().run()
    assert at.warning and "Press every card you may play" in at.warning[0].value and not at.error
    key = "q-packet-signals-" + content().lessons["packet-signals"].questions[2].id  # typed: ended suits
    at = run(lesson="packet-signals", lang="en")
    at.button(key=key + "-check").click().run()
    assert at.warning and "answer" in at.warning[0].value and not at.error


def test_the_learning_path_reads_in_course_order_when_columns_stack() -> None:
    """On a phone Streamlit stacks columns one after another: the parts must still come in course order."""
    at = run(lang="en")
    titles = [p.title.en for p in content().curriculum.parts]
    shown = [m.value.strip("*") for m in at.markdown if m.value.strip("*") in titles]
    assert shown == titles


def test_choices_show_cards_and_bids_not_markup() -> None:
    """A choice such as ``[[hand:♥Q72]]`` reads ♥Q72 (coloured), never the raw marker."""
    for lid, qid, shown in [
        ("three-player-puupaa", "dummy-hearts", "Q72"),
        ("bids", "over-six-hearts", "6M"),
    ]:
        at = run(lesson=lid, lang="fi")
        labels = at.radio(key=f"q-{lid}-{qid}").options
        assert not any("[[" in x for x in labels), labels
        assert any(shown in x for x in labels), labels


def test_key_terms_name_each_term_once() -> None:
    """English: "puupää (dummy)", not "puupää (dummy (puupää))"; Finnish: the word alone."""
    en = page_text(run(lesson="three-player-puupaa", lang="en"))
    assert 'tabindex="0">puupää (dummy)</span>' in en and "(dummy (puupää))" not in en
    assert "pieti (pieti)" not in en and "puupää (puupää)" not in en
    fi = page_text(run(lesson="three-player-puupaa", lang="fi"))
    assert 'tabindex="0">puupää</span>' in fi and "(dummy" not in fi


@pytest.mark.parametrize(
    ("lang", "answer", "said"),
    [("fi", "yhdeksän", "Kirjoita kokonaisluku"), ("en", "nine", "Write a whole number")],
)
def test_an_unreadable_answer_says_why_in_the_readers_language(lang: str, answer: str, said: str) -> None:
    """A typed score that is no number gets a hint, not "not quite"; typed calls and cards: tests/test_quiz.py."""
    lid = "scoring"
    q = next(q for q in content().lessons[lid].questions if q.kind == "score")
    key = f"q-{lid}-{q.id}"
    at = run(lesson=lid, lang=lang)
    at.text_input(key=key).input(answer).run()
    at.button(key=key + "-check").click().run()
    assert at.warning and said in at.warning[0].value and not at.error
    at.text_input(key=key).input(str(q.answer)).run()  # a readable answer is judged as before
    at.button(key=key + "-check").click().run()
    assert at.success and not at.warning


def test_an_unanswered_choice_asks_in_finnish() -> None:
    at = run(lesson="three-player-puupaa", lang="fi")
    at.button(key="q-three-player-puupaa-dummy-partner-check").click().run()
    assert at.warning and at.warning[0].value == "Valitse yksi vaihtoehdoista."


def test_the_dummy_is_marked_and_seen_only_when_the_rules_allow() -> None:
    """Puupää deal: the dummy's seat has its badge and is nobody's view; a player sees its hand from the lead on."""
    at = run(deal="puupaa-kotkat-7s", lang="fi")
    assert "PUUPÄÄ" in page_text(at).upper()
    view = at.segmented_control(key="view-puupaa-kotkat-7s")
    assert "Pelaaja C" not in view.options and "Pelaaja B" in view.options
    view.set_value("B").run()

    def dummy_shown() -> bool:
        return "Pelaaja C (puupää):" in page_text(at)  # the dummy's hand's text alternative

    step = at.slider(key="step-puupaa-kotkat-7s")
    step.set_value(25).run()  # the last double: the opening lead is still to come
    assert not dummy_shown()
    at.slider(key="step-puupaa-kotkat-7s").set_value(26).run()  # B has led: the dummy lies face up
    assert dummy_shown()
    slider = at.slider(key="step-puupaa-kotkat-7s")
    slider.set_value(slider.max).run()
    assert at.success and "A +50, B -50, D -50" in at.success[0].value and "C +50" not in at.success[0].value
    assert "Loppumaalaus:" in page_text(at)


def test_link_markers_show_titles_and_inflected_words_never_ids() -> None:
    """Issue: "neljä keskikorttia", not "neljä keskikortit"; no lesson id in prose; a sentence starts in capitals."""
    c = content()
    fi = text_html(
        "Pöydälle jää neljä [[term:keskikortit|keskikorttia]]. [[term:pieti]] maksaa. "
        "Katso [[lesson:tricks]] ja [[lesson:tricks|tikkien oppitunti]].",
        "fi", Translator("fi"), c,
    )  # fmt: skip
    assert '"0">keskikorttia</span>' in fi and '"0">keskikortit<' not in fi  # the card names the base form
    assert ">Pieti</span>" in fi  # the marker begins a sentence
    assert f">{c.lessons['tricks'].title.fi}<span" in fi and ">tricks<" not in fi
    assert ">tikkien oppitunti<span" in fi and 'href="lessons?lesson=tricks&amp;' in fi
    en = text_html("In mid-sentence [[term:pieti]], see [[lesson:tricks]].", "en", Translator("en"), c)
    assert 'tabindex="0">pieti</span>' in en and f">{c.lessons['tricks'].title.en}<span" in en


def test_a_bar_with_no_words_is_a_problem() -> None:
    from trainer.lessons import check_marker

    c = content()
    assert check_marker("term", "pieti|", c) == "the words after the bar in [[term:pieti|]] are empty"
    assert check_marker("term", "pieti|pietiä", c) is None
    assert check_marker("lesson", "nope|sana", c) == "no lesson 'nope|sana'"


# ---------------------------------------------------------------- the worked-deal viewer (issue 13)


def _deal_html(at: AppTest) -> str:
    return "\n".join(str(h.proto.body) for h in at.html)


def test_a_worked_deal_opens_at_the_step_in_the_address() -> None:
    """?deal=ID&step=N: a reload, a shared link and Back from another page open step N; bad steps are clamped."""
    at = run(deal="alkupelit-grand-5g", step="30", lang="en")
    assert not at.exception and at.slider(key="step-alkupelit-grand-5g").value == 30
    assert any(c.value == "Step 30 of 98" for c in at.caption)
    at.button(key="step-alkupelit-grand-5g-next").click().run()
    assert at.slider(key="step-alkupelit-grand-5g").value == 31
    assert at.query_params["step"] in (["31"], "31")  # the address follows the step
    at.query_params["step"] = "45"  # Back from another page: the address says 45
    at.run()
    assert at.slider(key="step-alkupelit-grand-5g").value == 45
    for bad, step in (("9999", 98), ("-4", 0), ("x", 0)):
        at = run(deal="alkupelit-grand-5g", step=bad, lang="en")
        assert not at.exception and at.slider(key="step-alkupelit-grand-5g").value == step


def test_a_worked_deal_jumps_to_a_phase_or_a_trick() -> None:
    at = run(deal="alkupelit-grand-5g", lang="fi")
    jump = at.selectbox(key="jump-alkupelit-grand-5g")
    assert jump.options[:3] == ["Jaon alku", "Maalaukset", "Korttien vaihdot"] and "Tikki 13" in jump.options
    jump.select_index(jump.options.index("Tikki 3")).run()
    assert at.slider(key="step-alkupelit-grand-5g").value == 55  # trick 3 is led at step 55
    assert at.selectbox(key="jump-alkupelit-grand-5g").value == jump.options.index("Tikki 3")
    assert "Tikki 3" in _deal_html(at) and "sk-moved" in _deal_html(at)


def test_the_middle_cards_are_shown_once() -> None:
    """Review M5: after the lift the middle cards are in B's hand (ringed once), not still in the centre."""
    import re

    at = run(deal="alkupelit-grand-5g", step="29", lang="en")
    assert "Middle cards" in _deal_html(at)
    at = run(deal="alkupelit-grand-5g", step="30", lang="en")
    html = _deal_html(at)
    assert "Middle cards" not in html and "B took the middle cards." in html
    ringed = sorted(re.findall(r'<span class="sk-moved">(\w+)</span>', html))
    assert ringed == ["10", "5", "A", "Q"]  # ♦Q ♣5 ♦A ♣10, now in B's hand
    at = run(deal="alkupelit-grand-5g", step="40", lang="en")
    assert "Middle cards" not in _deal_html(at) and "took the middle" not in _deal_html(at)


def test_a_player_view_shows_the_middle_cards_face_down() -> None:
    at = run(deal="alkupelit-grand-5g", step="10", lang="en")
    at.segmented_control(key="view-alkupelit-grand-5g").set_value("A").run()
    html = _deal_html(at)
    assert "sk-facedown" in html and "Middle cards" in html


def test_bolsevikit_tricks_per_player_and_misere_aces_with_trick_numbers() -> None:
    at = run(deal="bolsevikit-dictator-7c", step="63", lang="en")
    assert any(c.value == "Tricks so far: A 1, B 0, C 2, D 10" for c in at.caption)
    assert "Final call:" in _deal_html(at) and "Continuation bidding:" not in _deal_html(at)
    at = run(deal="alkupelit-misere-5m", step="78", lang="fi")
    html = _deal_html(at)
    assert "Pudonneet ässät" in html and "tikin sai" in html


def test_the_deal_viewer_listens_for_the_arrow_keys_and_keeps_the_table_a_compass() -> None:
    at = run(deal="kotkat-6s-to-6h", lang="en")
    scripts = [h for h in at.html if "ArrowRight" in str(h.proto.body)]
    assert len(scripts) == 1
    assert 'class="sk-table sk-compass"' in _deal_html(at)


def test_a_deal_link_in_a_lesson_opens_the_deals_page_itself() -> None:
    """Back from the deal returns to the lesson: the link is not ?deal= on the lesson's own address."""
    c = content()
    html = text_html("See [[deal:kotkat-6s-to-6h]].", "en", Translator("en"), c)
    assert 'href="deals?deal=kotkat-6s-to-6h&amp;lang=en"' in html


def test_a_term_opens_a_card_in_place_with_its_word_definition_and_the_glossary_in_a_new_tab() -> None:
    """Issue 13: a term is no link that leaves the lesson, but a focusable word with a card (CSS only)."""
    c = content()
    en = text_html("A [[term:pieti]] and [[term:puupaa]].", "en", Translator("en"), c, {"text": "large"})
    assert "<a" not in en.split("sk-tip-card")[0]  # the word itself is no link: nothing navigates
    assert 'class="sk-term" tabindex="0">pieti</span>' in en and 'role="tooltip"' in en
    assert f"<strong>{c.glossary['puupaa'].en.term}</strong>" in en  # the English word with the Finnish one
    assert c.glossary["pieti"].en.definition[:40] in en
    assert 'href="glossary?term=pieti&amp;lang=en&amp;text=large" target="_blank">More in the glossary' in en
    fi = text_html("[[term:puupaa]] istuu.", "fi", Translator("fi"), c)
    assert "<strong>puupää</strong>" in fi and c.glossary["puupaa"].fi.definition[:30] in fi
    assert ">Lisää sanastossa<" in fi and "(avautuu uuteen välilehteen)" in fi
    assert ">Puupää</span>" in fi  # a sentence starts in capitals


def test_a_terms_card_escapes_its_definition_and_names_a_word_once() -> None:
    from trainer.lessons import Term, TermEntry

    evil = "<img src=x onerror=alert(1)> & **bold**"
    c = Content(
        glossary={
            "x": Term(id="x", fi=TermEntry(term="sana", definition=evil), en=TermEntry(term="sana", definition=evil)),
            "y": Term(id="y", fi=TermEntry(term="pieti", definition="d"), en=TermEntry(term="pieti (pieti)", definition="d")),
        }
    )  # fmt: skip
    html = text_html("[[term:x]] [[term:y|<b>]]", "en", Translator("en"), c)
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt; &amp; **bold**" in html
    assert ">&lt;b&gt;</span>" in html and "<b>" not in html
    assert "<strong>sana</strong>" in html and "sana (sana)" not in html  # no "term (term)" stutter
    assert "<strong>pieti</strong>" in html and "pieti (pieti)" not in html


def test_a_term_not_in_the_glossary_is_plain_words() -> None:
    html = text_html("A [[term:nope|strange word]] and [[term:nada]].", "en", Translator("en"), content())
    assert html == "<p>A strange word and nada.</p>"


def test_lesson_deal_and_drill_links_in_a_text_open_in_a_new_tab() -> None:
    """The page with the link stays as it was (its answers, its place): newuser H3, M9."""
    html = text_html("[[lesson:tricks]] [[deal:kotkat-6s-to-6h]]", "fi", Translator("fi"), content())
    assert html.count('target="_blank"') == 2 and "_self" not in html
    assert 'href="lessons?lesson=tricks&amp;lang=fi"' in html
    assert html.count('<span class="sk-sr"> (avautuu uuteen välilehteen)</span>') == 2


def test_a_checked_answer_comes_back_when_the_learner_returns_to_the_lesson() -> None:
    """A page link in the app keeps the session but not the widget's value: the answer kept at Check is
    shown again with its result (issue 13: Back returns to the lesson with the answers given)."""
    key = "q-kotkat-exchanges-one-suit-wish"
    at = run(lesson="kotkat-exchanges", lang="en")
    at.radio(key=key).set_value(2).run()
    at.button(key=key + "-check").click().run()
    assert at.session_state[key + "-given"] == 2 and at.success
    back = AppTest.from_file(APP, default_timeout=60)
    back.query_params.update({"lesson": "kotkat-exchanges", "lang": "en"})
    back.session_state[key + "-given"] = 2  # what the session kept; the radio itself was forgotten
    back.session_state[key + "-result"] = at.session_state[key + "-result"]
    back.run()
    assert back.radio(key=key).value == 2 and back.success and not back.exception


def test_cards_chosen_in_select_boxes_are_shown_right_beside_them_in_colour() -> None:
    """Issue 13 (L5): a select box draws plain text (black suits); the packet order's slots stay select boxes
    (the options change as slots fill), and the cards chosen are shown under them with their suits in colour."""
    from trainer.drills import drill_by_id

    d = drill_by_id("gen.packet_order.kotkat.90570675")
    key = f"d-{d.id}-a"
    at = run(lang="en", drill=d.id, suits="4")
    assert not [m for m in at.markdown if m.value.startswith("Top card:")]  # nothing chosen, nothing shown
    first = at.selectbox(key=f"{key}-0")
    card = first.options[1]
    first.set_value(card).run()
    colours = {"♠": None, "♥": "#c8102e", "♦": "#0050b3", "♣": "#0a6b2e"}
    suit = card[0]
    shown = suit if colours[suit] is None else f':color[{suit}]{{foreground="{colours[suit]}"}}'
    line = next(m.value for m in at.markdown if m.value.startswith("Top card:"))
    assert line == f"Top card: **{shown}{card[1:]}** · Second: – · Third: – · Bottom card: –", line


def test_suit_symbols_in_lesson_and_deal_prose_are_in_colour() -> None:
    """Issue 13 (L5): a suit symbol in running text (not a card marker) is coloured too, escaped as before."""
    html = text_html("Both suits ended (♠♦♠♦) & **6♥** <b>", "en", Translator("en"), content())
    assert 'sk-diamonds">♦</span>' in html and 'sk-spades">♠</span>' in html
    assert '<strong>6<span class="sk-suit sk-inline sk-red sk-hearts">♥</span></strong>' in html
    assert "&amp;" in html and "&lt;b&gt;" in html and "<b>" not in html
    assert "sk-suit" not in text_html("No suits here.", "en", Translator("en"), content())
