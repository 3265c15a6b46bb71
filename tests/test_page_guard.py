"""trainer/ui/page_guard.py: an unexpected error on a page is a sentence in the user's language, never a
traceback; Streamlit's own control flow passes through; the deploy config hides details of anything else."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import run

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _as_deployed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The suite raises page errors (tests/conftest.py); these tests look at what a learner sees."""
    monkeypatch.delenv("SKRUUVI_PAGE_ERRORS", raising=False)


def _boom(lang: str) -> None:
    import streamlit as st

    from trainer.i18n import Translator
    from trainer.ui.page_guard import run_page

    class Broken:
        url_path = "broken"

        def run(self) -> None:
            st.write("before the fault")
            raise KeyError("a bug")

    st.session_state["ref"] = run_page(Broken(), Translator(lang))


def _stops() -> None:
    import streamlit as st

    from trainer.i18n import Translator
    from trainer.ui.page_guard import run_page

    class Stops:
        url_path = "stops"

        def run(self) -> None:
            st.write("shown")
            st.stop()
            st.write("never shown")

    st.session_state["ref"] = run_page(Stops(), Translator("en"))


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Nothing you had saved is lost"), ("fi", "Mitään tallentamaasi ei ole menetetty")],
)
def test_a_bug_in_a_page_is_a_sentence_in_the_users_language_with_a_reference(lang: str, words: str) -> None:
    at = AppTest.from_function(_boom, args=(lang,)).run()
    assert not at.exception
    [error] = at.error
    ref = at.session_state["ref"]
    assert words in error.value and ref in error.value and len(ref) == 8
    assert "KeyError" not in error.value and "Traceback" not in error.value
    assert at.markdown[0].value == "before the fault"  # what the page drew before the fault stays


def test_streamlits_own_control_flow_is_not_an_error() -> None:
    at = AppTest.from_function(_stops).run()
    assert not at.exception and not at.error
    assert [m.value for m in at.markdown] == ["shown"]
    assert "ref" not in at.session_state  # st.stop ended the script inside run_page: no reference made


def test_a_bug_on_a_real_page_of_the_app_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    import trainer.lessons

    def broken() -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(trainer.lessons, "content", broken)  # the glossary page loads the course first
    at = run(lang="fi")
    at.switch_page("app_pages/glossary.py").run()
    assert not at.exception
    assert any("Mitään tallentamaasi ei ole menetetty" in e.value for e in at.error)


def test_a_page_that_works_shows_no_error() -> None:
    at = run(lang="en")
    at.switch_page("app_pages/glossary.py").run()
    assert not at.exception and not at.error


def test_the_test_suite_sees_a_page_bug_as_an_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKRUUVI_PAGE_ERRORS", "raise")
    at = AppTest.from_function(_boom, args=("en",)).run()
    assert at.exception and "a bug" in at.exception[0].value


def test_the_deploy_config_shows_no_error_details() -> None:
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert config["client"]["showErrorDetails"] == "none"
