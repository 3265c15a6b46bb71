"""The last line of defence between a page's code and the learner: no traceback ever reaches a user.

Every page already turns the errors it expects (a bad link, a store that is down) into a sentence of its own.
Whatever is left, a bug, is caught here: the page says in the user's language that it could not be shown in
full, that nothing saved is lost, and gives a short reference; the traceback goes to the server's log under
the same reference, for the developers.  Streamlit's own control flow (``st.rerun``, ``st.switch_page``,
``st.stop``) raises ``BaseException`` subclasses, which pass through untouched.

The test suite sets ``SKRUUVI_PAGE_ERRORS=raise`` (tests/conftest.py): there the error is raised after it is
logged, so that every AppTest's ``at.exception`` and every browser test's check for Streamlit's exception box
still catch a page's bug instead of passing over a polite sentence.
"""

from __future__ import annotations

import logging
import os
import secrets
from typing import Protocol

import streamlit as st

from trainer.i18n import Translator

log = logging.getLogger(__name__)

#: The environment variable that makes :func:`run_page` raise after logging (the test suite's setting).
RAISE_ENV = "SKRUUVI_PAGE_ERRORS"


class Page(Protocol):
    """What :func:`run_page` needs of a page (``st.navigation``'s ``StreamlitPage``)."""

    @property
    def url_path(self) -> str: ...

    def run(self) -> None: ...


def run_page(page: Page, _: Translator) -> str | None:
    """Run ``page``; on an unexpected error show a sentence instead of a traceback.  The reference logged
    with the traceback is returned (None when the page ran)."""
    try:
        page.run()
    except Exception:
        ref = secrets.token_hex(4)
        log.exception("page %r failed (reference %s)", page.url_path, ref)
        if os.environ.get(RAISE_ENV) == "raise":
            raise
        st.error(
            _(
                "Something went wrong, and this page could not be shown in full. Nothing you had saved is "
                "lost. Reload the page to try again; if it happens again, tell us what you did and the "
                "reference {ref}.",
                ref=ref,
            ),
            icon=":material/error:",
        )
        return ref
    return None
