"""What the play-along and retry screenshots showed a learner (issue 13, tests/test_browser_play_along.py).

* On a phone the question follows the table in the page, so with a card question in view the trick in the table's
  centre is not: the question repeats the trick so far, each card with its player, or says that the learner leads
  to it (*Pelin eteneminen*: the leader plays first, the others follow clockwise).  A wider screen shows the trick
  beside the question, in the table, and hides the repeat.
* "Retry my mistakes": after the last mistake is put right there is nothing left to stop; the banner's way out
  then says "Done" instead of "Stop retrying".
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import APP
from tests.test_deal_play_along import frames_of, html_text
from trainer.drills import answer_of, drill_by_id
from trainer.i18n import Translator
from trainer.seats import Seat
from trainer.ui.cards_html import text_suits_html
from trainer.ui.deal_viewer import question_at, trick_so_far_html

DEAL = "alkupelit-misere-5m"  # C plays the misère: C follows to trick 1 at step 29 and leads to trick 3 at 34


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    """Every test here runs the app on a database of its own (tests/conftest.py)."""
    return app_data


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_a_card_question_repeats_the_trick_so_far(lang: str) -> None:
    _ = Translator(lang)
    frames = frames_of(DEAL)
    follow = frames[29].state
    assert question_at(frames, 29, Seat.C) and follow.current and follow.leader is not None
    html = trick_so_far_html(follow, _)
    assert _("Trick {n} so far:", n=1) in html
    for k, card in enumerate(follow.current):  # every card with its player, in the order played
        assert text_suits_html(f"{follow.leader.next(k)} {card}") in html
    assert html.index(text_suits_html(str(follow.current[0]))) < html.index(
        text_suits_html(str(follow.current[-1]))
    )
    lead = frames[34].state
    assert question_at(frames, 34, Seat.C) and not lead.current
    assert trick_so_far_html(lead, _) == f"<p>{_('You lead to trick {n}.', n=3)}</p>"
    # Not a card of the play: nothing to repeat (a call, the packet).
    assert trick_so_far_html(frames[2].state, _) == ""
    assert trick_so_far_html(frames[11].state, _) == ""


def _deal_at(step: int, lang: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in {"deal": DEAL, "playalong": "C", "lang": lang, "step": str(step)}.items():
        at.query_params[k] = v
    return at.run()


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_page_repeats_the_trick_in_a_card_question_on_a_phone_only(lang: str) -> None:
    _ = Translator(lang)
    at = _deal_at(29, lang)
    assert not at.exception, at.exception
    text = html_text(at)
    assert _("Trick {n} so far:", n=1) in text
    assert "@media (min-width:641px){.st-key-sk-play-trick{display:none}}" in text  # wide: the table shows it
    (trick,) = [h for h in at.html if "so far" in str(h.proto.body) or "tähän mennessä" in str(h.proto.body)]
    assert trick.proto.body.startswith('<div class="sk-prose">')
    # A call: no trick to repeat.
    call = _deal_at(2, lang)
    assert not call.exception, call.exception
    assert _("Trick {n} so far:", n=1) not in html_text(call)
    assert _("You lead to trick {n}.", n=1) not in html_text(call)


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_retry_banner_says_done_after_the_last_mistake(lang: str) -> None:
    from trainer.ui.learner import _store

    _ = Translator(lang)
    me = _store().create_learner("Aino")
    item = "basics/word-pieti"
    _store().record_answer(me, item=item, kind="words", concept="words:glossary", correct=False,
                           verdict="not_advised", answer="x", at=datetime.now(UTC) - timedelta(minutes=5))  # fmt: skip
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = lang
    at.session_state["learner_key"] = me.key
    at.switch_page("app_pages/progress.py").run()
    (retry,) = [b for b in at.button if b.key is None and "(1)" in b.label]
    retry.click().run()
    assert not at.exception, at.exception
    assert at.button(key="sk-retry-stop").label == _("Stop retrying")  # one left: the way out stops the retry
    at.radio(key=f"d-{item}-a").set_value(answer_of(drill_by_id(item)))
    at.button(key=f"d-{item}-check").click().run()
    assert not at.exception, at.exception
    assert (
        at.button(key="sk-retry-stop").label == _("Done") != _("Stop retrying")
    )  # none left: nothing to stop
    assert _("Done") == ("Valmis" if lang == "fi" else "Done")
    at.button(key="sk-retry-stop").click().run()
    summary = _.ngettext(
        "Retrying your mistakes is over: {right} of {n} mistake is now right.",
        "Retrying your mistakes is over: {right} of {n} mistakes are now right.",
        1, right=1,
    )  # fmt: skip
    assert any(summary in s.value for s in at.success)
    assert not [b for b in at.button if b.key == "sk-retry-stop"]
