"""Browser tests (issue 13, "Play along in the worked deals", "Practice that keeps you coming back"): play along
in a worked deal to its end as the seat that makes a packet, with the answers counted on the Progress page; the
packet question in both languages at both widths; "retry my mistakes" with its banner, counted down, stopped
and summed up.  The server, the browser and the helpers are tests/test_browser.py's.

The deal: *alkupelit-misere-5m* as C, who bids the misère (*Misääri*), lifts the middle cards and hands partner A a
packet of four (*Nostomaalaus*), then plays the cards to the last trick: calls, the packet (its cards, then
their order), the continuation and thirteen cards.  The learner answers what the deal's player did, so the
deal's story and the answers agree; every answer is graded and shown beside the deal's own action.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests import test_browser as tb
from tests.test_browser import ARTIFACTS, DESKTOP, PHONE, _idle, _no_exception, _open, _press, _shot
from tests.test_deal_play_along import frames_of
from trainer.cards import Card
from trainer.drills import answer_of, drill_by_id
from trainer.i18n import Translator
from trainer.seats import Seat
from trainer.ui.answer_widgets import hand_order
from trainer.ui.deal_viewer import Answered, Frame, grade_answer, grade_packet, packet_steps, questions

# tests/test_browser.py's fixtures (a Streamlit server and Chromium for this module).
server = tb.server
browser = tb.browser


# The server does not reload modules on edits in the tree: tests/conftest.py sets its file watcher off.


DEAL = "alkupelit-misere-5m"
SEAT = Seat.C
PACKET_STEP = 11


def _frames() -> list[Frame]:
    return frames_of(DEAL)


def _quiet(page: Any, step: int | None = None) -> None:
    """Wait until the app's script has stopped (three looks in a row, 0.15 s apart) and, given ``step``, the
    address shows that step: lighter than ``_idle`` (three looks 0.2 s apart), as this walk makes some 140
    clicks."""
    page.evaluate("() => { window.__skQuiet = 0; }")
    page.wait_for_function(
        """(n) => {
             const stepped = n === null || (new URLSearchParams(location.search).get('step') || '0') === n;
             const app = document.querySelector("[data-testid='stApp']");
             const ok = stepped && app !== null && app.dataset.testScriptState === 'notRunning';
             window.__skQuiet = ok ? (window.__skQuiet || 0) + 1 : 0;
             return window.__skQuiet >= 3;
           }""",
        arg=None if step is None else str(step),
        polling=150,
        timeout=30_000,
    )


def _click(page: Any, target: Any, step: int | None = None) -> None:
    target.click(timeout=15_000)
    _quiet(page, step)


def _sign_up(page: Any, server: str, lang: str, name: str) -> None:
    """A new profile on the Progress page; the session's cookie keeps it through later page loads."""
    _ = Translator(lang)
    page.goto(f"{server}/progress?lang={lang}")
    field = page.get_by_label(_("Your name or nickname"))
    field.wait_for(timeout=30_000)
    _idle(page)
    field.fill(name)
    field.press("Tab")
    page.get_by_role("button", name=_("Create a profile")).click()
    ready = _("Your profile is ready. Keep your personal key to open it on another device.")
    page.wait_for_selector(f"text={ready}", timeout=30_000)
    _idle(page)
    page.wait_for_timeout(800)  # the cookie script runs


def _look(page: Any, name: str, size: str, focus: Any = None) -> None:
    """Screenshots to look at: the page, and on a phone (where Streamlit scrolls inside the page, so a full-page
    shot stops at the screen) what the learner sees with ``focus`` scrolled into view and the whole page drawn
    on a tall screen."""
    _shot(page, name)
    if size != "phone":
        return
    if focus is not None and focus.count():
        focus.first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"{name}-screen.png"))
    page.set_viewport_size({"width": PHONE["width"], "height": 2600})
    page.wait_for_function("() => innerHeight === 2600")
    page.wait_for_timeout(200)
    page.screenshot(path=str(ARTIFACTS / f"{name}-tall.png"))
    page.set_viewport_size(PHONE)
    page.wait_for_function(f"() => innerHeight === {PHONE['height']}")


def _check_question(page: Any, lang: str) -> None:
    """While a question is open: the seat is named and drawn at the bottom, only its hand is open, no Next."""
    _ = Translator(lang)
    you = _(
        "You are {seat}. You sit at the bottom of the table and see only what {seat} sees.", seat=str(SEAT)
    )
    assert page.get_by_text(you, exact=True).count() == 1
    assert page.locator(".sk-table .sk-seat .sk-hand").count() == 1, "only the learner's hand is open"
    # C is drawn north by default: playing along, the table turns so that C sits at the bottom.
    boxes = [
        page.locator(f".sk-table .sk-seat.sk-{side}").bounding_box()
        for side in ("north", "south", "west", "east")
    ]
    mine, others = boxes[0], boxes[1:]
    assert mine is not None and all(o is not None and o["y"] < mine["y"] for o in others), boxes
    assert page.locator(f".st-key-step-{DEAL}-next button").is_disabled()


def _choose(page: Any, slot: Any, option: str) -> None:
    """Choose ``option`` in a select box.  It opens with a key (a click at the screen's edge may not open it); a
    rerun that redraws it just then closes it again, so it is opened once more."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _attempt in range(4):
        slot.press("ArrowDown")
        try:
            page.get_by_role("option", name=option, exact=True).click(timeout=5_000)
        except PlaywrightTimeout:
            page.keyboard.press("Escape")
            _quiet(page)
            continue
        _quiet(page)
        return
    raise AssertionError(f"{option} could not be chosen")


def _answer(page: Any, frames: list[Frame], i: int, lang: str, shots: str | None) -> Answered:
    """Answer the question at step ``i`` with what the deal's player did; the grade the page should show."""
    question = page.locator(".st-key-sk-play-question")
    key = f"pa-{DEAL}-{SEAT}-{i}"
    state = frames[i].state
    legal = state.legal_actions()
    if steps := packet_steps(frames, i):  # the packet whole: its four cards, then their order
        cards = [c for c in (frames[j + 1].action for j in steps) if isinstance(c, Card)]
        hand = hand_order(a for a in legal if isinstance(a, Card))
        pills = question.locator("[data-testid='stButtonGroup'] button")
        for c in cards:
            _click(page, pills.nth(hand.index(str(c))))
        slots = question.locator('input[role="combobox"]')
        slots.nth(3).wait_for(timeout=15_000)  # four cards chosen: their order is asked
        for k, c in enumerate(cards):
            _choose(page, slots.nth(k), str(c))
        if shots:
            _look(page, shots, shots.rsplit("-", 1)[-1], question.locator(f".st-key-{key}-go"))
        expected = grade_packet(state, cards)
    else:
        did = frames[i + 1].action
        assert did is not None
        shown = (
            hand_order(a for a in legal if isinstance(a, Card))
            if all(isinstance(a, Card) for a in legal)
            else [str(a) for a in legal]
        )
        _click(page, question.get_by_role("radio").nth(shown.index(str(did))))
        expected = grade_answer(state, did)
    page.locator(f".st-key-{key}-go button").click(timeout=15_000)
    page.locator(f".st-key-{key}-cont button").wait_for(timeout=30_000)
    _quiet(page)
    return expected


GRADES = {
    "recommended": "The handbook recommends this.",
    "acceptable": "The handbook finds this acceptable.",
    "not_advised": "The handbook does not advise this.",
    "no_advice": "The handbook gives no advice here.",
}


def _check_feedback(page: Any, lang: str, expected: Answered, packet: bool) -> None:
    """The grade, and what the deal's player did, are shown."""
    _ = Translator(lang)
    text = page.locator(".st-key-sk-play-question").inner_text()
    assert _(GRADES[expected.grade]) in text, (expected.grade, text)
    did = (
        _("In the deal, {seat} handed over: {cards}", seat=str(SEAT), cards="")
        if packet
        else _("In the deal: {what}.", what="")
    )
    assert did.rstrip(" :.") in text, (did, text)


def _play_along(page: Any, lang: str, size: str, last: int) -> list[Answered]:
    """Step through the deal as C from the step shown to step ``last``, answering every question on the way."""
    frames = _frames()
    asked = set(questions(frames, SEAT))
    answers: list[Answered] = []
    shot: set[str] = set()
    nxt = page.locator(f".st-key-step-{DEAL}-next button")
    i = int(page.evaluate("() => new URLSearchParams(location.search).get('step') || '0'"))
    while i < last:
        if i in asked:
            page.locator(".st-key-sk-play-question").wait_for(timeout=30_000)
            _no_exception(page)
            _check_question(page, lang)
            kind = "packet" if packet_steps(frames, i) else str(frames[i].state.phase)
            first = kind not in shot
            if first:
                shot.add(kind)
                _look(
                    page, f"play-along-q-{kind}-{lang}-{size}", size, page.locator(".st-key-sk-play-question")
                )
            expected = _answer(
                page,
                frames,
                i,
                lang,
                f"play-along-q-{kind}-chosen-{lang}-{size}" if first and kind == "packet" else None,
            )
            _check_feedback(page, lang, expected, kind == "packet")
            if first:
                _look(
                    page,
                    f"play-along-a-{kind}-{lang}-{size}",
                    size,
                    page.locator(f".st-key-pa-{DEAL}-{SEAT}-{i}-cont"),
                )
            answers.append(expected)
            _click(page, page.locator(f".st-key-pa-{DEAL}-{SEAT}-{i}-cont button"), i + 1)
        else:
            _click(page, nxt, i + 1)
        i += 1
    return answers


def _kept(answers: list[Answered]) -> int:
    """How many of these answers the page keeps as practice (where the handbook advises)."""
    return sum(1 for a in answers if a.concept is not None and a.kind is not None)


def _the_end(page: Any, lang: str) -> None:
    _ = Translator(lang)
    last = len(_frames()) - 1
    score = _("Score: {scores}", scores="").rstrip()
    page.wait_for_selector(f"text={score}", timeout=30_000)
    assert f"playalong={SEAT}" in page.url and f"step={last}" in page.url
    assert page.locator(".st-key-sk-play-question").count() == 0
    _no_exception(page)


def test_play_along_to_the_end_and_the_answers_count_as_practice(server: str, browser: object) -> None:
    """As C, signed in, in English at desktop width: every question answered, graded and continued to the score;
    then the Progress page counts each answer the handbook advises on (docs/progress.md, ``played:`` items)."""
    lang, size = "en", "desktop"
    _ = Translator(lang)
    b: Any = browser
    ctx = b.new_context(viewport=DESKTOP)
    page = ctx.new_page()
    _sign_up(page, server, lang, "Play-along tester")
    page.goto(f"{server}/deals?deal={DEAL}&playalong={SEAT}&lang={lang}")
    page.locator(f".st-key-step-{DEAL}-next button").wait_for(timeout=30_000)
    _idle(page)
    started = time.monotonic()
    last = len(_frames()) - 1
    answers = _play_along(page, lang, size, last)
    print(f"played along to the end in {time.monotonic() - started:.1f} s ({len(answers)} questions)")
    assert len(answers) == len(questions(_frames(), SEAT))
    assert (
        page.get_by_text(
            _("You are not signed in: your answers are checked, but they are not kept in your progress.")
        ).count()
        == 0
    )
    _the_end(page, lang)
    _shot(page, f"play-along-end-{lang}-{size}")
    page.goto(f"{server}/progress?lang={lang}")
    page.wait_for_selector("text=" + _("By topic"), timeout=30_000)
    _idle(page)
    answered = page.locator("[data-testid='stMetricValue']").first.inner_text().strip()
    assert answered == str(_kept(answers)) and _kept(answers) > 0, (answered, _kept(answers))
    _shot(page, f"play-along-progress-{lang}-{size}")
    ctx.close()


@pytest.mark.parametrize(("lang", "size"), [("fi", "desktop"), ("fi", "phone"), ("en", "phone")])
def test_the_packet_question_and_the_end_in_both_languages_and_sizes(
    server: str, browser: object, lang: str, size: str
) -> None:
    """Signed out: the packet asked whole (its cards, then their order), graded beside the deal's packet; on a phone
    Next in view after it; a card question, with the trick so far repeated in it on a phone; the deal's end with its
    score (English at desktop width: the walk above)."""
    _ = Translator(lang)
    viewport = DESKTOP if size == "desktop" else PHONE
    page = _open(
        browser, f"{server}/deals?deal={DEAL}&playalong={SEAT}&step={PACKET_STEP}&lang={lang}", viewport
    )
    page.locator(".st-key-sk-play-question").wait_for(timeout=30_000)
    _idle(page)
    # Signed out: said before the answer.
    notice = _("You are not signed in: your answers are checked, but they are not kept in your progress.")
    assert page.get_by_text(notice).count() == 1
    frames = _frames()
    after = packet_steps(frames, PACKET_STEP)[-1] + 1
    answers = _play_along(page, lang, size, after)
    assert len(answers) == 1 and answers[0].cards  # one question for the whole packet
    if size == "phone":  # no question open: the docked Back/Next stay on the screen
        page.screenshot(path=str(ARTIFACTS / f"play-along-after-packet-{lang}-{size}-screen.png"))
        box = page.locator(f".st-key-step-{DEAL}-next button").bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
    # A card question: on a phone the question repeats the trick so far (the table's centre is out of view).
    card = next(i for i in questions(frames, SEAT) if str(frames[i].state.phase) == "play")
    page.goto(f"{server}/deals?deal={DEAL}&playalong={SEAT}&step={card}&lang={lang}")
    page.locator(".st-key-sk-play-question").wait_for(timeout=30_000)
    _idle(page)
    repeat = page.locator(".st-key-sk-play-trick")
    if size == "phone":
        page.locator(".st-key-sk-play-question [data-testid='stButtonGroup']").scroll_into_view_if_needed()
        box = repeat.bounding_box()
        assert repeat.is_visible() and box is not None and 0 <= box["y"] < PHONE["height"], box
        assert _("Trick {n} so far:", n=len(frames[card].state.tricks) + 1) in repeat.inner_text()
    else:
        assert repeat.count() == 1 and repeat.is_hidden()  # the table beside the question shows the trick
    _play_along(page, lang, size, card + 1)
    page.goto(f"{server}/deals?deal={DEAL}&playalong={SEAT}&step={len(frames) - 1}&lang={lang}")
    _idle(page)
    _the_end(page, lang)
    _look(page, f"play-along-end-{lang}-{size}", size, page.locator(f".st-key-step-{DEAL}-next"))
    page.close()


# ---------------------------------------------------------------- "retry my mistakes" (issue 13)


def _retry_shots(page: Any, name: str) -> None:
    """The page at desktop width and on a phone (the same page, the window narrowed)."""
    for size, vp in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(vp)
        page.wait_for_function(f"() => innerWidth === {vp['width']}")
        page.wait_for_timeout(300)
        _shot(page, f"{name}-{size}")


def _banner(page: Any) -> str:
    box = page.locator(".st-key-sk-retry-banner")
    return str(box.inner_text()) if box.count() else ""


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_retry_my_mistakes_counts_down_stops_and_sums_up(server: str, browser: object, lang: str) -> None:
    """A drill answered wrong; "Retry my mistakes" on Progress opens it with the banner (1 left, a way out);
    the way out ends the retry with its summary; started again and answered right, the summary says so."""
    _ = Translator(lang)
    b: Any = browser
    ctx = b.new_context(viewport=DESKTOP)
    page = ctx.new_page()
    _sign_up(page, server, lang, "Retry tester")
    item = "basics/word-pieti"
    d = drill_by_id(item)
    options = list(d.data["options"])
    right = options.index(answer_of(d))
    wrong = next(k for k, o in enumerate(options) if o != answer_of(d))

    def answer(k: int) -> None:
        page.get_by_role("radiogroup", name=_("Answer")).locator("label").nth(k).click()
        _idle(page)
        page.get_by_role("button", name=_("Check"), exact=True).click()
        page.get_by_role("button", name=_("Next drill")).wait_for(timeout=30_000)
        _idle(page)

    def retry() -> None:
        page.goto(f"{server}/progress?lang={lang}")
        button = page.get_by_role("button", name=_("Retry my mistakes ({n})", n=1))
        button.wait_for(timeout=30_000)
        _idle(page)
        button.click()
        page.locator(".st-key-sk-retry-banner").wait_for(timeout=30_000)
        _idle(page)
        assert f"drill={item}".replace("/", "%2F") in page.url or f"drill={item}" in page.url

    page.goto(f"{server}/drills?drill={item}&lang={lang}")
    page.get_by_role("radiogroup", name=_("Answer")).wait_for(timeout=30_000)
    _idle(page)
    answer(wrong)
    assert page.get_by_text(_("Stop retrying")).count() == 0  # no retry runs yet: no banner

    retry()
    left = _.ngettext(
        "**Retrying your mistakes:** {n} drill left.", "**Retrying your mistakes:** {n} drills left.", 1
    )
    assert left.replace("**", "") in _banner(page), _banner(page)
    stop = page.locator(".st-key-sk-retry-stop button")
    assert stop.is_visible()
    _no_exception(page)
    _retry_shots(page, f"retry-banner-{lang}")
    page.set_viewport_size(DESKTOP)
    _press(page, stop)  # the way out
    summary = _.ngettext(
        "Retrying your mistakes is over: {right} of {n} mistake is now right.",
        "Retrying your mistakes is over: {right} of {n} mistakes are now right.",
        1, right=0,
    )  # fmt: skip
    page.wait_for_selector(f"text={summary}", timeout=30_000)
    assert _banner(page) == ""
    _retry_shots(page, f"retry-stopped-{lang}")
    page.set_viewport_size(DESKTOP)

    retry()  # again, and this time right
    answer(right)
    done = _("**That was the last one:** your mistake is now right.").replace("**", "")
    assert done in _banner(page), _banner(page)
    _retry_shots(page, f"retry-last-{lang}")
    page.set_viewport_size(DESKTOP)
    _press(page, page.get_by_role("button", name=_("Next drill")))
    summary = _.ngettext(
        "Retrying your mistakes is over: {right} of {n} mistake is now right.",
        "Retrying your mistakes is over: {right} of {n} mistakes are now right.",
        1, right=1,
    )  # fmt: skip
    page.wait_for_selector(f"text={summary}", timeout=30_000)
    assert _banner(page) == ""
    _no_exception(page)
    _retry_shots(page, f"retry-over-{lang}")
    ctx.close()
