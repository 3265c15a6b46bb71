"""Running the app in Streamlit's AppTest: one place for the app's path and the page-opening helper."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parent.parent / "app.py")


def run(**params: str) -> AppTest:
    """The app opened at an address with ``params`` as its query (``run(lesson="tricks", lang="fi")``)."""
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    return at.run()
